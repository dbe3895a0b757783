// [4] Field conditions: their effect text, the sentences the engine runs, hazards' entry triggers in
// the Switching Phase, field conditions in the [2.10d] end-of-step queue (end_of_step.cpp calls
// field_targets), their durations, and the effects that create and discard them.
#include "sim/field_conditions.hpp"

#include "sim/engine.hpp"
#include "sim/held_pieces.hpp"

#include <algorithm>
#include <array>

namespace bbp::sim {
namespace {

constexpr std::array<Kind, 3> kFieldKinds = {Kind::condition, Kind::weather, Kind::terrain};

bool same_place(const Condition& c, std::string_view folded, int side) { return c.side == side && folds_to(c.name, folded); }

}  // namespace

std::string condition_effect_text(const Battle& b, const Dex& dex, std::string_view name) {
  if (name.empty()) return {};
  const std::string key = fold_name(name);
  for (const PieceText& t : b.condition_texts)
    if (folds_to(t.name, key)) return t.effect_text;
  for (const Kind kind : kFieldKinds) {
    const Resolution r = dex.resolve(kind, name);
    if (r.match != Match::exact && r.match != Match::alias) continue;
    if (const std::string_view d = dex.entry(kind, r.id).get_dat("description"); !d.empty()) return std::string(d);
  }
  return {};
}

std::string canonical_condition_name(const Dex& dex, std::string_view name) {
  for (const Kind kind : kFieldKinds) {
    const Resolution r = dex.resolve(kind, name);
    if (r.match == Match::exact || r.match == Match::alias) return std::string(dex.entry(kind, r.id).name);
  }
  return std::string(name);
}

bool is_entry_trigger(const EffectSentence& e) { return e.criterion == Criterion::enters_play && e.hp; }

bool condition_sentence_runs(const EffectSentence& e) {
  return e.criterion == Criterion::end_of_step && (e.hp || e.stage || e.inflict || e.marker);
}

bool field_sentence_runs(const EffectSentence& e) {
  return is_entry_trigger(e) || runs_at_end_of_step(e);  // "Discard this condition" of a field condition: not run
}

std::string field_group(const Dex& dex, std::string_view name) {
  // The rulebook's condition table names the group of each field and battle condition; the
  // Weather and Terrain tables add their aliases ("Harsh Sunlight").
  const Resolution r = dex.resolve(Kind::condition, name);
  if (r.match == Match::exact || r.match == Match::alias)
    if (const std::string_view g = dex.entry(Kind::condition, r.id).get("group"); !g.empty()) return std::string(g);
  for (const auto& [kind, group] : {std::pair{Kind::weather, "Weather"}, std::pair{Kind::terrain, "Terrain"}}) {
    const Resolution w = dex.resolve(kind, name);
    if (w.match == Match::exact || w.match == Match::alias) return group;
  }
  return {};
}

void run_entry_triggers(Battle& b, const std::vector<PieceEffects>& conditions, PokemonIndex entering,
                        std::vector<std::string>& log) {
  Pokemon& p = b.pokemon[entering];
  const std::string who = fmt::format("{}'s {}", b.teams[p.team].trainer, p.display());
  for (const Condition& f : b.field) {
    if (f.side >= 0 && f.side != p.team) continue;
    const PieceEffects* text = find_condition(conditions, f.name);
    if (text == nullptr) continue;
    for (const EffectSentence& e : text->sentences) {
      if (e.criterion != Criterion::enters_play) continue;
      if (!is_entry_trigger(e) || (e.hp->who != Who::self && e.hp->who != Who::affected_team) || e.hp->energy ||
          e.hp->base == HpEffect::Base::damage_dealt) {
        log.push_back(fmt::format("not simulated: {}'s entry effect on {}: {}", f.name, who, e.text));
        continue;
      }
      const HpEffect& h = *e.hp;
      const int amount = h.base == HpEffect::Base::max_hp ? hp_share(p.max_hp, h) : h.amount;
      if (amount <= 0) continue;
      const int before = p.hp;
      p.hp = h.heal ? (h.overheal ? p.hp + amount : std::min(p.max_hp, p.hp + amount)) : std::max(0, p.hp - amount);
      log.push_back(fmt::format("{} {} {} from {}: HP {} → {}", who, h.heal ? "heals" : (h.is_damage ? "takes" : "loses"),
                                h.heal || !h.is_damage ? fmt::format("{} HP", amount) : fmt::format("{} damage", amount), f.name,
                                before, p.hp));
      if (p.hp == 0) {
        // [2.9] it faints before the round; its position waits for the next Switching Phase.
        p.fainted = true;
        p.zone = Zone::bench;
        log.push_back(fmt::format("{} faints", who));
        return;
      }
    }
  }
}

std::vector<PokemonIndex> Engine::field_targets(Who who, int side) const {
  std::vector<PokemonIndex> named;
  if (who != Who::each_standing && who != Who::affected_team) return named;
  for (PokemonIndex p : in_play_by_entry())
    if (who == Who::each_standing || side < 0 || b.pokemon[p].team == side) named.push_back(p);
  return named;
}

void Engine::run_field_effect(PokemonIndex user, PokemonIndex defender, const FieldEffect& e) {
  std::vector<int> sides;
  const int mine = b.pokemon[user].team;
  int theirs = b.pokemon[defender].team;
  if (theirs == mine)
    if (const int opp = opponent_of(user); opp >= 0) theirs = b.pokemon[static_cast<PokemonIndex>(opp)].team;
  switch (e.side) {
    case FieldEffect::Side::battlefield: sides.push_back(-1); break;
    case FieldEffect::Side::users_team: sides.push_back(mine); break;
    case FieldEffect::Side::defenders_team: sides.push_back(theirs); break;
    case FieldEffect::Side::each_team:
      for (std::size_t t = 0; t < b.teams.size(); ++t) sides.push_back(static_cast<int>(t));
      break;
  }
  const auto where = [&](int side) {
    return side < 0 ? std::string() : fmt::format(" on {}'s side", b.teams[static_cast<std::size_t>(side)].trainer);
  };
  if (!e.create) {
    // A group ("any Weather", "all hazards") or one name; on the whole battlefield when no side is said.
    const std::string key = fold_name(canonical_condition_name(dex, e.name));
    std::vector<Condition> gone;
    std::erase_if(b.field, [&](const Condition& c) {
      if (e.side != FieldEffect::Side::battlefield && std::find(sides.begin(), sides.end(), c.side) == sides.end()) return false;
      const bool match = e.group ? field_group(dex, c.name) == e.name : folds_to(c.name, key);
      if (match) gone.push_back(c);
      return match;
    });
    if (gone.empty()) emit(Event::Kind::note, "there is no {} to discard", e.name);
    for (const Condition& c : gone) emit(Event::Kind::status, "{}{} is discarded", c.name, where(c.side));
    return;
  }
  // [4] creating a field condition that is already there renews its duration (docs/rulings.md).
  const std::string name = canonical_condition_name(dex, e.name);
  const std::string key = fold_name(name);
  for (const int side : sides) {
    auto it = std::find_if(b.field.begin(), b.field.end(), [&](const Condition& c) { return same_place(c, key, side); });
    if (it == b.field.end()) {
      Condition c;
      c.name = name;
      if (const Resolution r = dex.resolve(Kind::condition, name); r.match == Match::exact || r.match == Match::alias)
        c.id = r.id;
      c.side = side;
      b.field.push_back(std::move(c));
      it = b.field.end() - 1;
      emit(Event::Kind::status, "{} is created{}{}", name, where(side),
           e.duration >= 0 ? fmt::format(" for {} {}", e.duration, e.unit) : std::string());
    } else {
      emit(Event::Kind::status, "{}{} is already in play: its duration is renewed", name, where(side));
    }
    it->duration = e.duration;
    it->duration_unit = e.unit;
    if (compiled->condition(name) == nullptr)
      emit(Event::Kind::not_simulated, "not simulated: {}'s effects (no effect text: give it in the battle file's \"conditions\")", name);
    // [10.5a] "When [a Screen / a Hazard / a Weather / a Terrain / Stealth Rock] is created".
    Happening h;
    h.moment = Moment::inflicted;
    h.field = true;
    h.field_side = side;
    h.condition = name;
    h.field_group = field_group(dex, name);
    check_substitutions(h);
  }
}

void Engine::count_down_field(std::string_view unit, std::string_view moment) {
  const std::string singular(unit.substr(0, unit.size() - 1));
  std::vector<Condition> over, kept;
  for (Condition& c : b.field) {
    const bool counted = c.duration >= 0 && (c.duration_unit == unit || c.duration_unit == singular);
    if (counted && --c.duration <= 0) over.push_back(std::move(c));
    else kept.push_back(std::move(c));
  }
  b.field = std::move(kept);
  for (const Condition& c : over)
    emit(Event::Kind::status, "{}{} ends ({})", c.name,
         c.side < 0 ? std::string() : fmt::format(" on {}'s side", b.teams[static_cast<std::size_t>(c.side)].trainer), moment);
}

}  // namespace bbp::sim
