// "At the end of the step" effects as a Trigger Queue sorted by [2.10d]: Component Trigger Sort
// (HP loss before removing conditions, …), then Speed Trigger Sort (the owner's Speed, faster
// first), then Timestamp Sort (the condition's creation: the order its owner entered play, then
// its place among the owner's conditions). Each resolves, then the Post-Event Checklist runs.
// The effects the engine knows: Burn ("The subject takes 2 damage", component 3), Rest's unique
// status ("Remove all non-Sleep Major Status from the subject", component 5), and the compiled
// "At the end of the step:" sentences of abilities and held items (held_pieces.hpp), whose
// timestamp is their owner's entering play — before any condition it gained since — and those of
// field conditions (field_conditions.hpp), which the handbook's [2.10d] example treats as slower
// than every Pokemon (Grassy Terrain after Leftovers and Leech Seed), in order of creation.
// Durations counted in steps run out after the queue (src/sim/statuses.cpp).
#include "sim/engine.hpp"
#include "sim/field_conditions.hpp"
#include "sim/held_pieces.hpp"
#include "sim/statuses.hpp"

#include <algorithm>
#include <climits>

namespace bbp::sim {
namespace {

enum class EndOfStep : std::uint8_t { burn, rest_cleanup, piece, condition, field };

struct Queued {
  int component;           ///< [2.10d] Component Trigger Sort: 1 restore HP … 9 none of these
  int speed;
  int entered;
  std::size_t condition;   ///< timestamp among the owner's pieces: ability 0, item 1, conditions from 2
  PokemonIndex owner;
  EndOfStep what;
  const EffectSentence* sentence = nullptr;  ///< EndOfStep::piece
  const std::string* piece = nullptr;        ///< its ability's or item's name
  Condition field;                           ///< EndOfStep::field / condition: the condition (name, side)
};

/// [2.10d] Component Trigger Sort of a compiled sentence.
int component_of(const EffectSentence& e) {
  if (e.hp) return e.hp->heal ? (e.hp->energy ? 2 : 1) : (e.hp->energy ? 4 : 3);
  if (e.marker) return e.marker->put ? 8 : (e.marker->name == "this condition" ? 5 : 6);
  if (e.inflict) return 7;
  return 9;
}

std::size_t index_of(const Pokemon& p, std::string_view name) {
  for (std::size_t i = 0; i < p.conditions.size(); ++i)
    if (condition_is(p.conditions[i], name)) return i;
  return p.conditions.size();
}

}  // namespace

void Engine::end_of_step_effects() {
  std::vector<Queued> queue;
  for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
    const auto pi = static_cast<PokemonIndex>(i);
    if (!in_play(pi)) continue;
    const Pokemon& p = b.pokemon[i];
    // Each Burn (a Z-Twin Duplicate is a second one, [11.5c]) deals its damage.
    for (std::size_t at = 0; at < p.conditions.size(); ++at)
      if (condition_is(p.conditions[at], "Burn"))
        queue.push_back(Queued{3, effective_speed(pi), p.entered, at + 2, pi, EndOfStep::burn, nullptr, nullptr, {}});
    if (const std::size_t at = index_of(p, "Rest"); at < p.conditions.size() && index_of(p, "Sleep") < p.conditions.size())
      queue.push_back(Queued{5, effective_speed(pi), p.entered, at + 2, pi, EndOfStep::rest_cleanup, nullptr, nullptr, {}});
    if (i < compiled->pieces.size())
      for (const PieceEffects& piece : compiled->pieces[i])
        for (const EffectSentence& e : piece.sentences)
          if (runs_at_end_of_step(e))
            queue.push_back(Queued{component_of(e), effective_speed(pi), p.entered, piece.item ? 1u : 0u, pi, EndOfStep::piece, &e, &piece.name, {}});
  }
  // Conditions on Pokemon with an effect text the battle file gives (Leech Seed, Perish Song…);
  // those the engine runs from the handbook and the patch notes keep that text.
  for (std::size_t i = 0; i < b.pokemon.size() && !compiled->conditions.empty(); ++i) {
    const auto pi = static_cast<PokemonIndex>(i);
    if (!in_play(pi)) continue;
    const Pokemon& p = b.pokemon[i];
    for (std::size_t k = 0; k < p.conditions.size(); ++k) {
      if (simulated_condition(p.conditions[k])) continue;
      if (const PieceEffects* text = compiled->condition(p.conditions[k].name))
        for (const EffectSentence& e : text->sentences)
          if (condition_sentence_runs(e))
            queue.push_back(Queued{component_of(e), effective_speed(pi), p.entered, k + 2, pi, EndOfStep::condition, &e, &text->name, p.conditions[k]});
    }
  }
  for (std::size_t f = 0; f < b.field.size(); ++f)
    if (const PieceEffects* text = compiled->condition(b.field[f].name))
      for (const EffectSentence& e : text->sentences)
        if (field_sentence_runs(e) && !is_entry_trigger(e))
          queue.push_back(Queued{component_of(e), INT_MIN, 0, f, 0, EndOfStep::field, &e, &text->name, b.field[f]});
  std::sort(queue.begin(), queue.end(), [](const Queued& x, const Queued& y) {
    if (x.component != y.component) return x.component < y.component;
    if (x.speed != y.speed) return x.speed > y.speed;
    if (x.entered != y.entered) return x.entered < y.entered;
    return x.condition < y.condition;
  });
  // A statement's records, each to the Pokemon its words name.
  const auto resolve = [&](const EffectSentence& e, const auto& targets, const Condition* source = nullptr) {
    if (e.hp)
      for (PokemonIndex t : targets(e.hp->who)) run_hp_effect(t, *e.hp, 0, source);
    if (e.stage)
      for (PokemonIndex t : targets(e.stage->who))
        apply_stage_effect(t, *e.stage, e.stage->by, false, -1);
    if (e.inflict)
      for (PokemonIndex t : targets(e.inflict->who)) inflict(t, *e.inflict);
    if (e.marker)
      for (PokemonIndex t : targets(e.marker->who)) {
        if (e.marker->put) put_markers(t, e.marker->name, e.marker->count);
        else discard_markers(t, *e.marker);
      }
  };
  for (const Queued& q : queue) {
    if (ended) return;
    if (q.what == EndOfStep::field) {
      // Discarded by an effect earlier in the queue: it no longer triggers.
      const std::string key = fold_name(q.field.name);
      if (std::none_of(b.field.begin(), b.field.end(), [&](const Condition& c) { return c.side == q.field.side && folds_to(c.name, key); }))
        continue;
      emit(Event::Kind::status, "{}: {}", q.field.name, q.sentence->text);
      resolve(*q.sentence, [&](Who w) {
        const std::vector<PokemonIndex> t = field_targets(w, q.field.side);
        if (t.empty() && w != Who::each_standing && w != Who::affected_team)
          emit(Event::Kind::not_simulated, "not simulated: whom \"{}\" names in {}'s text", to_string(w), q.field.name);
        return t;
      });
      post_event_check();
      continue;
    }
    if (!in_play(q.owner)) continue;
    Pokemon& p = b.pokemon[q.owner];
    switch (q.what) {
      case EndOfStep::burn: {
        // Burn: "At the end of the step: The subject takes 2 damage." (2023 Status Revision)
        if (index_of(p, "Burn") == p.conditions.size()) continue;
        const int before = p.hp;
        change_hp(q.owner, -2);
        emit(Event::Kind::damage, "{} is hurt by its Burn: HP {} → {}", name(q.owner), before, p.hp);
        break;
      }
      case EndOfStep::piece: {
        const EffectSentence& e = *q.sentence;
        emit(Event::Kind::status, "{}'s {}: {}", name(q.owner), *q.piece, e.text);
        resolve(e, [&](Who w) { return effect_targets(w, q.owner, q.owner); });
        break;
      }
      case EndOfStep::field: break;  // above
      case EndOfStep::condition: {
        // Discarded (or never there any more) by an earlier effect: it no longer triggers.
        const std::size_t at = index_of(p, q.field.name);
        if (at == p.conditions.size()) continue;
        const EffectSentence& e = *q.sentence;
        emit(Event::Kind::status, "{}'s {}: {}", name(q.owner), *q.piece, e.text);
        if (e.marker && !e.marker->put && e.marker->name == "this condition") {
          p.conditions.erase(p.conditions.begin() + static_cast<std::ptrdiff_t>(at));
          emit(Event::Kind::status, "{}'s {} ends", name(q.owner), *q.piece);
          break;
        }
        const Condition source = p.conditions[at];  // a copy: the effect may change the list
        resolve(e, [&](Who w) { return effect_targets(w, q.owner, q.owner); }, &source);
        break;
      }
      case EndOfStep::rest_cleanup: {
        // Rest's unique status: "At the end of the step: Remove all non-Sleep Major Status."
        if (index_of(p, "Rest") == p.conditions.size() || index_of(p, "Sleep") == p.conditions.size()) continue;
        std::vector<std::string> removed;
        std::erase_if(p.conditions, [&](const Condition& c) {
          const bool major = c.id != kNoEntry && dex.entry(Kind::condition, c.id).get("group") == "Major Status" &&
                             !condition_is(c, "Sleep");
          if (major) removed.push_back(c.name);
          return major;
        });
        for (const std::string& r : removed) emit(Event::Kind::status, "{}'s {} is removed (Rest)", name(q.owner), r);
        break;
      }
    }
    post_event_check();
  }
  if (!ended) status_end_of_step();
}

}  // namespace bbp::sim
