// [2.7a] "Any trainer items, such as Medicines, that trainers have ordered are used, in the sequence
// they were written. The trainer is the user of the ordered item." — after the start-of-step
// substitutions, before the turn sequence; the Pokemon whose order it was takes an empty turn.
// [9.7a] "A Medicine's recipient(s) must be specified when ordering Medicine" ("Revive (Ursa Major
// the Bewear)"); [6.4b] by default only the trainer's own Pokemon, active or not. The item's effect
// text comes from the battle file's "items" or a Data Audit import, like a held item's; its
// instructions ("The recipient heals 20 HP") run on the recipient, the rest is reported as not
// simulated. Balls (capture orders, [9.8]) are not simulated.
#include "sim/engine.hpp"
#include "sim/held_pieces.hpp"
#include "sim/statuses.hpp"


namespace bbp::sim {

void Engine::use_trainer_items() {
  for (std::size_t o = 0; o < intent.size(); ++o) {
    const PokemonIndex orderer = round.orders[o].pokemon;
    if (!in_play(orderer)) continue;
    for (const Action& a : intent[o]) {
      if (!a.trainer_item) continue;
      const std::string& trainer = b.teams[b.pokemon[orderer].team].trainer;
      if (a.ball) {
        emit(Event::Kind::not_simulated, "not simulated: {} throws a {} (capture [9.8])", trainer, a.written);
        continue;
      }
      // The recipient: the Pokemon named in the order, of the trainer's own team.
      std::vector<std::string> unknown;
      std::vector<PokemonIndex> recipients;
      for (PokemonIndex p : declared_pokemon(a.parameters, &unknown))
        if (b.pokemon[p].team == b.pokemon[orderer].team) recipients.push_back(p);
      if (recipients.empty()) {
        recipients.push_back(orderer);
        emit(Event::Kind::note, "{}'s order names no recipient of its own team for {}: {} receives it [9.7a]", trainer, a.written,
             b.pokemon[orderer].display());
      }
      const std::string text = piece_effect_text(b, dex, a.written, true);
      emit(Event::Kind::action, "{} used {} on {}!", trainer, a.written, b.pokemon[recipients.front()].display());
      if (text.empty()) {
        emit(Event::Kind::not_simulated, "not simulated: {} (no effect text: give it in the battle file's \"items\" or by a Data Audit import)",
             a.written);
        continue;
      }
      for (const EffectSentence& e : compile_effects(text)) {
        const bool runs = e.criterion == Criterion::none && (e.hp || e.stage || e.inflict || e.marker);
        if (!runs) {
          emit(Event::Kind::not_simulated, "not simulated: {}'s effect: {}", a.written, e.text);
          continue;
        }
        for (PokemonIndex r : recipients) {
          // A fainted recipient is not healed: removing Fainting is an effect of its own ([2.9]).
          if (b.pokemon[r].fainted) {
            emit(Event::Kind::note, "{} has fainted: {}'s \"{}\" does nothing", name(r), a.written, e.text);
            continue;
          }
          if (e.hp && e.hp->who == Who::self) run_hp_effect(r, *e.hp, 0);
          else if (e.stage && e.stage->who == Who::self)
            apply_stage_effect(r, *e.stage, e.stage->by, false, -1);
          else if (e.inflict && e.inflict->who == Who::self) inflict(r, *e.inflict);
          else if (e.marker && e.marker->who == Who::self && e.marker->put) put_markers(r, e.marker->name, e.marker->count);
          else if (e.marker && e.marker->who == Who::self) discard_markers(r, *e.marker);
          else emit(Event::Kind::not_simulated, "not simulated: {}'s effect: {}", a.written, e.text);
        }
      }
      post_event_check();
      if (ended) return;
    }
  }
}

}  // namespace bbp::sim
