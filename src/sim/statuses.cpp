// The statuses of the 2023 "Status Revision" patch (handbook, after the rules) that act on the
// Pokemon's own turns: Sleep (and Rest's unique status), Freeze with its Frost markers, Confusion
// with its Dizzy marker and Stumble, Paralysis' counters, and conditions inflicted by effect
// sentences. Burn's Attack rank and Paralysis' Speed live where their numbers are used (action.cpp,
// round.cpp); Burn's damage and Rest's cleanup are end-of-step effects (end_of_step.cpp). Markers
// are conditions of the battle file; a stacking marker's count is its "counters" (docs/battle.md).
#include "sim/statuses.hpp"

#include "sim/engine.hpp"
#include "sim/field_conditions.hpp"
#include "text/ascii_text.hpp"

#include <algorithm>

using namespace std::string_view_literals;

namespace bbp::sim {

namespace {

/// The next byte fold_name keeps of ASCII text (lower-cased letter or digit), -1 at the end.
int next_folded(std::string_view s, std::size_t& k) {
  while (k < s.size()) {
    const auto ch = static_cast<unsigned char>(s[k++]);
    if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 'a';
    if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) return ch;
  }
  return -1;
}

bool ascii(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char ch) { return static_cast<unsigned char>(ch) < 0x80; });
}

}  // namespace

bool condition_is(const Condition& c, std::string_view wanted) {
  // Asked for every condition at every turn: ASCII names (all of the engine's) are compared as
  // fold_name would fold them, without building the folded strings.
  if (!ascii(c.name) || !ascii(wanted)) {
    const std::string have = fold_name(c.name), want = fold_name(wanted);
    return have == want || have == want + "marker" || have == want + "markers";
  }
  std::size_t i = 0, j = 0;
  for (int w = next_folded(wanted, j); w >= 0; w = next_folded(wanted, j))
    if (next_folded(c.name, i) != w) return false;
  char rest[8];
  std::size_t n = 0;
  for (int h = next_folded(c.name, i); h >= 0; h = next_folded(c.name, i)) {
    if (n == sizeof rest) return false;
    rest[n++] = static_cast<char>(h);
  }
  const std::string_view tail(rest, n);
  return tail.empty() || tail == "marker" || tail == "markers";
}

bool simulated_condition(const Condition& c) {
  // Phazing and Switching markers act in the next round's Switching Phase ([2.5b], switching_phase.cpp).
  for (std::string_view n : {"Burn"sv, "Paralysis"sv, "Sleep"sv, "Rest"sv, "Freeze"sv, "Frost"sv, "Confusion"sv,
                             "Dizzy"sv, "Restless"sv, "Protection"sv, "Sealed"sv, "Identified"sv, "Encore"sv,
                             "Imprison"sv, "Infatuation"sv, "Phazing"sv, "Switching"sv})
    if (condition_is(c, n)) return true;
  return false;
}

bool has_note(const std::vector<std::string>& notes, std::string_view name) {
  const std::string want = fold_name(name);
  return std::any_of(notes.begin(), notes.end(), [&](const std::string& n) { return fold_name(n) == want; });
}

namespace {

Condition* find(Pokemon& p, std::string_view name) {
  for (Condition& c : p.conditions)
    if (condition_is(c, name)) return &c;
  return nullptr;
}

bool has(const Pokemon& p, std::string_view name) {
  for (const Condition& c : p.conditions)
    if (condition_is(c, name)) return true;
  return false;
}

/// How many markers a marker condition stands for: its counters, at least one.
int marker_count(const Condition& c) { return std::max(c.counters, 1); }

/// Freeze: "The subject can't attempt actions, except for Fire-type attacks, Scald, Scorching
/// Sands, and Brick Break" — the same moves thaw the subject.
bool thaws(const Dex& dex, const MoveData& m) {
  if (m.is_attack() && m.type != kNoEntry && fold_name(dex.entry(Kind::type, m.type).name) == "fire") return true;
  const std::string key = fold_name(m.name);
  return key == "scald" || key == "scorchingsands" || key == "brickbreak";
}

/// Sleep: "except actions that state they may be attempted while asleep" — the DAT's effect text,
/// or (without one) the Dex's description ("User must be asleep.": Sleep Talk, Snore).
bool usable_asleep(const Dex& dex, const MoveData& m) {
  std::string text = m.effect_text;
  if (text.empty() && m.dex_id != kNoEntry) text = std::string(dex.move(m.dex_id).get("short_desc"));
  return text::to_lower(text).find("asleep") != std::string::npos;
}

void discard(Pokemon& p, std::string_view name) {
  p.conditions.erase(std::remove_if(p.conditions.begin(), p.conditions.end(), [&](const Condition& c) { return condition_is(c, name); }),
                     p.conditions.end());
}

}  // namespace

void Engine::wake_up(Pokemon& p, const std::string& who, std::string_view why) {
  // The Restless marker and Rest's unique status ("until their Sleep ends") go with the Sleep.
  discard(p, "Sleep");
  discard(p, "Restless");
  discard(p, "Rest");
  emit(Event::Kind::status, "{} wakes up ({})", who, why);
}

void Engine::inflict(PokemonIndex pi, const InflictEffect& e) {
  Pokemon& p = b.pokemon[pi];
  Condition c;
  c.name = e.condition;
  const Resolution r = dex.resolve(Kind::condition, e.condition);
  if (r.match == Match::exact || r.match == Match::alias) {
    c.id = r.id;
    c.name = std::string(dex.entry(Kind::condition, r.id).name);
  }
  c.counters = e.counters;
  c.duration = e.duration;
  c.duration_unit = e.unit;
  c.notes = e.notes;
  // "the creator of this condition" (Leech Seed): the Pokemon whose action created it.
  if (acting >= 0) {
    const Pokemon& creator = b.pokemon[static_cast<std::size_t>(acting)];
    c.creator = creator.nickname.empty() ? creator.species_name : creator.nickname;
  }
  // Infatuation: "When this condition is created: The subject becomes Infatuated with the
  // creator" — the creator is noted, as a battle file notes it.
  if (condition_is(c, "Infatuation") && c.notes.empty() && acting >= 0 && acting != static_cast<int>(pi)) {
    const Pokemon& creator = b.pokemon[static_cast<std::size_t>(acting)];
    c.notes.push_back(creator.nickname.empty() ? creator.species_name : creator.nickname);
  }
  if (condition_is(c, "Sealed")) {
    // "One or more specific moves must be specified by the effect that creates this status;
    // otherwise, this effect isn't created." A second Sealed adds its moves to the first one's.
    if (c.notes.empty()) {
      emit(Event::Kind::status, "{}: no move is specified, so Sealed is not created (Sealed)", name(pi));
      return;
    }
    if (Condition* old = find(p, c.name)) {
      std::vector<std::string> added;
      for (const std::string& n : c.notes)
        if (!has_note(old->notes, n)) added.push_back(n);
      old->notes.insert(old->notes.end(), added.begin(), added.end());
      emit(Event::Kind::status, "{}'s Sealed now notes {} (Sealed: new instances are included in the old one)", name(pi),
           fmt::join(old->notes, ", "));
      // docs/rulings.md: the included instance is created, so "When your X is Sealed" sees it.
      if (!added.empty()) created(pi, old->name, old->id, added);
      return;
    }
  }
  if (find(p, c.name)) {
    emit(Event::Kind::status, "{} already has {}: it is not {} again", name(pi), c.name, e.granted ? "granted" : "inflicted");
    return;
  }
  // Sleep and Confusion: "This condition can't be inflicted on each Pokemon more than once per round."
  const bool once = condition_is(c, "Sleep") || condition_is(c, "Confusion");
  const std::pair<PokemonIndex, std::string> key{pi, fold_name(c.name)};
  if (once && std::find(inflicted_this_round.begin(), inflicted_this_round.end(), key) != inflicted_this_round.end()) {
    emit(Event::Kind::status, "{} was already inflicted with {} this round: it is not inflicted again", name(pi), c.name);
    return;
  }
  inflicted_this_round.push_back(key);
  // [11.5c] Z-Twin: "If the move would create a condition; instead, it creates two of that
  // condition, and the second copy of that condition is also named 'Duplicate'."
  const auto twin = [&] {
    if (acting_move == kNoMove || move_data(acting_move).z_power != "Z-Twin") return;
    Condition copy = c;
    copy.notes.push_back("Duplicate");
    p.conditions.push_back(std::move(copy));
    emit(Event::Kind::status, "{} gets a second {}, also named Duplicate (Z-Twin) [11.5c]", name(pi), c.name);
  };
  // Given during the subject's own turn: "their next N turns" does not count this one.
  if ((c.duration_unit == "turns" || c.duration_unit == "turn") && acting == static_cast<int>(pi)) given_this_turn.push_back(key);
  if (e.granted) {
    const std::string until = c.duration_unit == "charging"                     ? " until it stops charging"
                              : c.duration_unit == "steps" && c.duration == 1 ? " until the end of the step"
                              : c.duration_unit == "rounds" && c.duration == 1 ? " until the end of the round"
                              : c.duration == 1 ? fmt::format(" for 1 {}", c.duration_unit == "turns" ? "turn" : c.duration_unit)
                              : c.duration >= 0 ? fmt::format(" for {} {}", c.duration, c.duration_unit)
                                                : std::string();
    emit(Event::Kind::status, "{} is granted {}{}", name(pi), c.name, until);
    say_unsimulated_parts(c);
    p.conditions.push_back(c);
    twin();
    created(pi, c.name, c.id);
    return;
  }
  const std::string extra = !c.notes.empty() ? fmt::format(" ({})", fmt::join(c.notes, ", "))
                            : c.counters > 0 ? fmt::format(" with {} counters", c.counters)
                            : c.duration >= 0 ? fmt::format(" for {} {}", c.duration, c.duration_unit)
                                              : std::string();
  emit(Event::Kind::status, "{} is inflicted with {}{}", name(pi), c.name, extra);
  say_unsimulated_parts(c);
  p.conditions.push_back(c);
  twin();
  created(pi, c.name, c.id, c.notes);
}

void Engine::say_unsimulated_parts(const Condition& c) {
  if (simulated_condition(c)) return;
  const PieceEffects* text = compiled->condition(c.name);
  if (text == nullptr) {
    emit(Event::Kind::not_simulated, "not simulated: the effects of {} (carried in the battle state)", c.name);
    return;
  }
  // Its "At the end of the step:" instructions run (end_of_step.cpp); the rest is said here.
  for (const EffectSentence& sentence : text->sentences)
    if (!condition_sentence_runs(sentence) && !sentence.continuous()) emit(Event::Kind::not_simulated, "not simulated: {}'s effect: {}", c.name, sentence.text);
}

void Engine::created(PokemonIndex p, const std::string& condition, EntryId id, const std::vector<std::string>& notes) {
  // "When X is inflicted with / granted Y", "When Y is created" ([10.5a]).
  Happening h;
  h.moment = Moment::inflicted;
  h.subject = static_cast<int>(p);
  h.condition = condition;
  h.notes = notes;
  h.major_status = id != kNoEntry && dex.entry(Kind::condition, id).get("group") == "Major Status";
  check_substitutions(h);
}

std::string Engine::attempt_forbidden(PokemonIndex pi, MoveIndex mi) const {
  const MoveData& m = move_data(mi);
  const Pokemon& user = b.pokemon[pi];
  if (has(user, "Sleep") && !usable_asleep(dex, m)) return "Sleep";
  if (sealed(pi, mi)) return "Sealed";
  if (has(user, "Freeze") && !thaws(dex, m)) return "Freeze";
  return forbidding_condition(pi, m);
}

bool Engine::status_stops_attempt(PokemonIndex pi, MoveIndex mi) {
  const MoveData m = move_data(mi);  // a copy: a substitution checked below may add moves
  Pokemon& user = b.pokemon[pi];
  if (find(user, "Sleep") && !usable_asleep(dex, m)) {
    emit(Event::Kind::status, "{} is asleep and can't attempt {} (Sleep)", name(pi), m.name);
    out.turns.push_back(TurnTaken{pi, step, "(asleep)"});
    action_outcome(pi, mi, Outcome::fail_attempt);
    return true;
  }
  // Sealed: "The subject can't attempt any of the specified moves" (patch "Move Restriction Effects").
  if (sealed(pi, mi)) {
    emit(Event::Kind::status, "{} can't attempt {}: it is Sealed ({}) [8.3a]", name(pi), m.name, fmt::join(find(user, "Sealed")->notes, ", "));
    out.turns.push_back(TurnTaken{pi, step, "(sealed)"});
    action_outcome(pi, mi, Outcome::fail_attempt);
    return true;
  }
  // A condition whose text forbids the attempt ("The subject can't attempt actions": Flinch).
  if (const std::string from = forbidding_condition(pi, m); !from.empty()) {
    emit(Event::Kind::status, "{} can't attempt {} ({}) [8.3a]", name(pi), m.name, from);
    out.turns.push_back(TurnTaken{pi, step, "(" + text::to_lower(from) + ")"});
    action_outcome(pi, mi, Outcome::fail_attempt);
    return true;
  }
  if (imprison_stops(pi, mi)) {
    out.turns.push_back(TurnTaken{pi, step, "(imprisoned)"});
    action_outcome(pi, mi, Outcome::fail_attempt);
    return true;
  }
  if (find(user, "Freeze")) {
    if (!thaws(dex, m)) {
      emit(Event::Kind::status, "{} is frozen and can't attempt {} (Freeze)", name(pi), m.name);
      out.turns.push_back(TurnTaken{pi, step, "(frozen)"});
      action_outcome(pi, mi, Outcome::fail_attempt);
      return true;
    }
    discard(user, "Freeze");
    emit(Event::Kind::status, "{} thaws out by attempting {} (Freeze is discarded)", name(pi), m.name);
  }
  // Paralysis: "When the subject would attempt to execute an action, if the subject has three (3)
  // or more Paralysis counters: The subject fails to execute that action; then, discard three (3)".
  if (Condition* c = find(user, "Paralysis"); c && c->counters >= 3) {
    c->counters -= 3;
    emit(Event::Kind::status, "{} is paralyzed and fails to execute {} ({} Paralysis counters left)", name(pi), m.name, c->counters);
    out.turns.push_back(TurnTaken{pi, step, "(paralyzed)"});
    action_outcome(pi, mi, Outcome::fail_execute);
    return true;
  }
  return false;
}

bool Engine::sealed(PokemonIndex pi, MoveIndex mi) const {
  // A combination is Sealed when a component is ([11.2] it is attempted only if each component can be).
  for (MoveIndex c : move_data(mi).components)
    if (sealed(pi, c)) return true;
  for (const Condition& c : b.pokemon[pi].conditions)
    if (condition_is(c, "Sealed") && has_note(c.notes, move_data(mi).name)) return true;
  return false;
}

void Engine::receive_orders(PokemonIndex pi, std::vector<Action>& acts) {
  encore_orders(pi, acts);  // Encore decides the order received; Sealed may then refuse it
  for (Action& a : acts)
    if (a.move != kNoMove && !a.trainer_item && sealed(pi, a.move)) {
      emit(Event::Kind::status, "{} can't receive an order to use {}: it is Sealed; it intends to use Struggle instead [2.7a]", name(pi),
           move_data(a.move).name);
      a = struggle_intent();
    }
}

MoveIndex Engine::confusion_replacement(PokemonIndex pi, MoveIndex mi) {
  // Confusion: "If the subject would execute an attack while they have a Dizzy marker; instead,
  // the subject executes Stumble."
  Pokemon& user = b.pokemon[pi];
  if (mi == kStumble || !move_data(mi).is_attack() || !find(user, "Confusion") || !find(user, "Dizzy")) return mi;
  emit(Event::Kind::status, "{} is confused and dizzy: it executes Stumble instead of {}", name(pi), move_data(mi).name);
  return kStumble;
}

void Engine::thaw_defender(PokemonIndex def, const MoveData& m) {
  Pokemon& p = b.pokemon[def];
  if (!find(p, "Freeze") || !thaws(dex, m)) return;
  discard(p, "Freeze");
  emit(Event::Kind::status, "{} is thawed by {} (Freeze is discarded)", name(def), m.name);
}

int Engine::frozen_damage(PokemonIndex def, int total, int hits) {
  // Freeze: "If the subject would take an amount of damage from a hit; instead, the subject takes
  // one (1) damage."
  if (!find(b.pokemon[def], "Freeze") || total <= 0) return total;
  emit(Event::Kind::status, "{} is frozen: each hit deals 1 damage (Freeze)", name(def));
  return std::min(total, hits);
}

void Engine::after_attack_damage(PokemonIndex def) {
  // Sleep: "When the subject takes damage from an attack: Put a Restless marker on the subject."
  Pokemon& p = b.pokemon[def];
  if (!find(p, "Sleep") || find(p, "Restless")) return;
  p.conditions.push_back(Condition{"Restless", kNoEntry, 0, -1, "", {}, -1, ""});
  emit(Event::Kind::status, "{} gets a Restless marker (Sleep)", name(def));
}

void Engine::after_attack_executed(PokemonIndex pi, MoveIndex mi, bool hit) {
  Pokemon& user = b.pokemon[pi];
  // Stumble: "On hit: Discard Confusion from the target" (the target is the user).
  if (mi == kStumble && hit && find(user, "Confusion")) {
    discard(user, "Confusion");
    emit(Event::Kind::status, "{} snaps out of its Confusion", name(pi));
  }
  // Confusion: "After the subject executes an attack: Put a Dizzy marker on the subject until they
  // leave play."
  if (find(user, "Confusion") && !find(user, "Dizzy")) {
    user.conditions.push_back(Condition{"Dizzy", kNoEntry, 0, -1, "", {}, -1, ""});
    emit(Event::Kind::status, "{} gets a Dizzy marker (Confusion)", name(pi));
  }
}

void Engine::status_end_of_turn(PokemonIndex pi) {
  Pokemon& p = b.pokemon[pi];
  if (Condition* sleep = find(p, "Sleep")) {
    // Sleep: "At the end of the subject's turn: The subject heals 5 HP and 3 En; then, if the
    // subject has a Restless marker, discard this condition." Rest's unique status doubles the HP.
    const bool rest = find(p, "Rest") != nullptr;
    const int hp_before = p.hp, en_before = p.en;
    change_hp(pi, rest ? 10 : 5);
    p.en = std::min(p.max_en, p.en + 3);
    emit(Event::Kind::status, "{} rests in its Sleep: HP {} → {}, En {} → {}", name(pi), hp_before, p.hp, en_before, p.en);
    bool ends = find(p, "Restless") != nullptr;
    // "By default, this status lasts until one (1) of the subject's turns have ended"; a duration
    // in steps (Rest: "for three (3) steps (not turns)") counts at the end of the step instead.
    if (!ends && sleep->duration_unit != "steps" && sleep->duration_unit != "step") {
      sleep->duration = (sleep->duration < 0 ? 1 : sleep->duration) - 1;
      ends = sleep->duration <= 0;
    }
    if (ends) wake_up(p, name(pi), "Sleep ends");
  }
  if (find(p, "Freeze")) {
    // Freeze: "At the end of the subject's turn: Discard half of the subject's Frost markers,
    // rounded down." It "lasts until the subject has less than 8 Frost markers".
    int frost = 0;
    if (Condition* f = find(p, "Frost")) {
      frost = marker_count(*f);
      f->counters = frost - frost / 2;
      emit(Event::Kind::status, "{} discards {} Frost markers ({} left)", name(pi), frost / 2, f->counters);
      frost = f->counters;
    }
    if (frost < 8) {
      discard(p, "Freeze");
      emit(Event::Kind::status, "{} thaws out: fewer than 8 Frost markers (Freeze ends)", name(pi));
    }
  }
  // Confusion: "lasts until two (2) of the subject's turns end or until the subject leaves play."
  // Infatuation: "By default, this status lasts until two of the subject's turns have ended."
  for (std::string_view two_turns : {"Confusion"sv, "Infatuation"sv}) {
    Condition* c = find(p, two_turns);
    if (c == nullptr || (c->duration >= 0 && c->duration_unit != "turns" && c->duration_unit != "turn" && !c->duration_unit.empty()))
      continue;
    const std::pair<PokemonIndex, std::string> key{pi, fold_name(c->name)};
    if (std::find(given_this_turn.begin(), given_this_turn.end(), key) != given_this_turn.end()) continue;
    c->duration = (c->duration < 0 ? 2 : c->duration) - 1;
    if (c->duration <= 0) {
      discard(p, two_turns);
      emit(Event::Kind::status, "{}'s {} ends", name(pi), two_turns);
    }
  }  // Any other condition lasting a number of the subject's turns ("for their next three (3) turns")
  // counts down at the end of each of its turns, except a turn it was given in ([7.1] "next").
  std::vector<std::string> over;
  for (Condition& c : p.conditions) {
    if ((c.duration_unit != "turns" && c.duration_unit != "turn") || c.duration < 0) continue;
    if (condition_is(c, "Sleep") || condition_is(c, "Confusion") || condition_is(c, "Infatuation")) continue;
    const std::pair<PokemonIndex, std::string> key{pi, fold_name(c.name)};
    if (std::find(given_this_turn.begin(), given_this_turn.end(), key) != given_this_turn.end()) continue;
    if (--c.duration <= 0) over.push_back(c.name);
  }
  for (const std::string& c : over) {
    discard(p, c);
    emit(Event::Kind::status, "{}'s {} ends (duration over)", name(pi), c);
  }
  given_this_turn.erase(std::remove_if(given_this_turn.begin(), given_this_turn.end(),
                                       [&](const auto& k) { return k.first == pi; }),
                        given_this_turn.end());
}

void Engine::count_down_conditions(std::string_view unit, std::string_view moment) {
  // Conditions that last a number of steps or rounds ("until the end of the step / round" is one):
  // Sleep wakes its subject (with its Restless marker and Rest's status); any other is discarded.
  const std::string singular(unit.substr(0, unit.size() - 1));
  for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
    const auto pi = static_cast<PokemonIndex>(i);
    if (!in_play(pi)) continue;
    Pokemon& p = b.pokemon[i];
    std::vector<std::string> over;
    for (Condition& c : p.conditions) {
      if (c.duration_unit != unit && c.duration_unit != singular) continue;
      c.duration = (c.duration < 0 ? 1 : c.duration) - 1;
      if (c.duration <= 0) over.push_back(c.name);
    }
    for (const std::string& c : over) {
      if (condition_is(Condition{c, kNoEntry, 0, -1, "", {}, -1, ""}, "Sleep")) {
        wake_up(p, name(pi), fmt::format("its Sleep for {} is over", unit));
      } else if (find(p, c) != nullptr) {
        discard(p, c);
        emit(Event::Kind::status, "{}'s {} ends ({})", name(pi), c, moment);
      }
    }
  }
}

void Engine::status_end_of_step() {
  count_down_conditions("steps", "end of the step");
  count_down_field("steps", "end of the step");
}

void Engine::status_end_of_round() {
  count_down_conditions("rounds", "end of the round");
  count_down_field("rounds", "end of the round");
}

}  // namespace bbp::sim

namespace bbp::sim {

void Engine::put_markers(PokemonIndex pi, const std::string& marker, int count) {
  Pokemon& p = b.pokemon[pi];
  const bool frost = fold_name(marker) == "frost";
  // Frost: "Ice-type Pokemon are unaffected by this marker."
  if (frost) {
    for (EntryId t : p.types) {
      if (t != kNoEntry && fold_name(dex.entry(Kind::type, t).name) == "ice") {
        emit(Event::Kind::status, "{} is Ice-type: Frost markers do not affect it", name(pi));
        return;
      }
    }
  }
  Condition* c = find(p, marker);
  const int had = c == nullptr ? 0 : marker_count(*c);  // a marker in the battle file without counters is one
  if (c == nullptr) {
    Condition m;
    m.name = marker;
    p.conditions.push_back(std::move(m));
    c = &p.conditions.back();
  }
  c->counters = had + count;
  // [2.5b] "the trainer whose Pokemon created the most recent Phazing marker …": the latest creator.
  if (acting >= 0) {
    const Pokemon& creator = b.pokemon[static_cast<std::size_t>(acting)];
    c->creator = creator.nickname.empty() ? creator.species_name : creator.nickname;
  }
  const int now = c->counters;
  emit(Event::Kind::status, "{} gets {} {} marker{} ({} in all)", name(pi), count, marker, count == 1 ? "" : "s", now);
  if (!frost) {
    if (!simulated_condition(*c)) emit(Event::Kind::not_simulated, "not simulated: the effects of {} markers (carried in the battle state)", marker);
    return;
  }
  // "When this marker is created, if the subject has 8 or more Frost markers and the subject isn't
  // Frozen: Inflict Freeze on the subject."
  if (now >= 8 && !find(p, "Freeze")) {
    InflictEffect freeze;
    freeze.who = Who::self;
    freeze.condition = "Freeze";
    inflict(pi, freeze);
  }
}

bool Engine::protection_stops(PokemonIndex def, const MoveData& m) {
  if (!m.is_attack() || !find(b.pokemon[def], "Protection")) return false;
  const Resolution g = dex.resolve(Kind::action_group, "Protection-Bypassing Attack");
  if (g.found()) {
    for (const GroupMember& member : dex.group(g.id).members) {
      if ((member.id != kNoEntry && member.id == m.dex_id) || fold_name(member.name) == fold_name(m.name)) {
        emit(Event::Kind::note, "{} bypasses {}'s Protection [10.6d]", m.name, name(def));
        return false;
      }
    }
  }
  emit(Event::Kind::note, "{} is Protected: {} fails against it", name(def), m.name);
  return true;
}

void Engine::discard_markers(PokemonIndex pi, const MarkerEffect& e) {
  Pokemon& p = b.pokemon[pi];
  Condition* c = find(p, e.name);
  if (c == nullptr) return;
  const int have = marker_count(*c);
  int gone = e.count;
  if (e.all) gone = have;
  // [1.2b] half: rounded down when the effect says so, else rounded normally (0.5 away from zero).
  if (e.half) gone = e.round_down ? have / 2 : (have + 1) / 2;
  gone = std::min(gone, have);
  c->counters = have - gone;
  emit(Event::Kind::status, "{} discards {} {} marker{} ({} left)", name(pi), gone, e.name, gone == 1 ? "" : "s", c->counters);
  if (c->counters <= 0) discard(p, e.name);
}

}  // namespace bbp::sim
