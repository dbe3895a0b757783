// Reading a substitution's timing component into the moment the engine checks it at ([10.5],
// [10.5a]) with its affixes ([10.5b]); which result clauses a trigger applies ([10.7b]); and how an
// action phrase ("a Fire attack", "a Protective Move", "Ice Shard") matches a move ([10.6b]).
#include "orders/condition_groups.hpp"
#include "orders/hit_with.hpp"
#include "sim/sub_timings.hpp"

#include "text/ascii_text.hpp"

#include <algorithm>
#include <charconv>

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

using orders::AffixKind;
using orders::Placeholder;
using orders::TimingKind;

bool exact(const Resolution& r) { return r.match == Match::exact || r.match == Match::alias; }

std::optional<int> read_int(std::string_view s) {
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  int n = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (ec != std::errc{} || p != s.data() + s.size()) return std::nullopt;
  return n;
}

orders::SubPokemon recipient() {
  orders::SubPokemon self;
  self.text = "you";
  self.name.text = "you";
  self.placeholder = Placeholder::self;
  return self;
}

/// "by Ice Beam", "with an attack from Weavile", "at all" → the move matcher and/or attacker.
bool read_hit_with(const Dex& dex, std::string_view raw, SubWhen& w, std::string& why) {
  const orders::HitWith parts = orders::split_hit_with(raw);
  const std::string t = text::to_lower(parts.what);
  if (t.empty() || t == "at all") return true;
  if (!parts.attacker.empty()) {
    orders::SubPokemon p;
    p.text = text::to_lower(parts.attacker);
    p.name.text = p.text;
    const std::string& who = p.text;
    if (who == "any opponent" || who == "an opponent") p.placeholder = Placeholder::any_opponent;
    else if (who == "the opponent" || who == "your opponent" || who == "the foe") p.placeholder = Placeholder::opponent;
    else if (who == "any pokemon" || who == "any pokémon") p.placeholder = Placeholder::any_pokemon;
    else if (who == "any ally" || who == "an ally") p.placeholder = Placeholder::any_ally;
    w.from = std::move(p);
    if (auto m = read_action_phrase(dex, t)) w.with = *m;
    else why = "hit timing '" + std::string(raw) + "'";
    return why.empty();
  }
  // "by any opponent": a placeholder rather than a move.
  if (t == "any opponent" || t == "an opponent") {
    orders::SubPokemon p;
    p.text = p.name.text = t;
    p.placeholder = Placeholder::any_opponent;
    w.from = std::move(p);
    return true;
  }
  if (auto m = read_action_phrase(dex, t); m && !(m->form == ActionMatch::Form::name && m->id == kNoEntry)) {
    w.with = *m;
    return true;
  }
  // "hit by Weavile": a name the Dex does not know as a move is read as the attacker ("with an
  // attack from Weavile"); the engine checks it names a Pokemon (or a battle-only move) of the battle.
  orders::SubPokemon p;
  p.text = p.name.text = t;
  w.from = std::move(p);
  return true;
}

bool read_condition(const Dex& dex, std::string_view raw, bool created, SubWhen& w, std::string& why) {
  // [10.5a] one condition, or "a Major Status / a Screen / a Hazard / a Weather / a Terrain": the
  // one reading the linter makes too (src/orders/condition_groups.cpp).
  const auto c = orders::resolve_created_condition(dex, raw);
  if (!c) {
    why = std::string(created ? "creation of '" : "condition '") + std::string(raw) + "'";
    return false;
  }
  w.field = c->field;
  if (c->group && !c->field) w.major_status = true;
  else if (c->group) w.field_group = c->name;
  else w.condition = c->name;
  return true;
}

}  // namespace

std::optional<ActionMatch> read_action_phrase(const Dex& dex, std::string_view text) {
  std::string t = text::to_lower(text);
  while (!t.empty() && t.back() == ' ') t.pop_back();
  if (t.empty()) return std::nullopt;
  if (t == "any action" || t == "an action" || t == "anything" || t == "any move" || t == "a move")
    return ActionMatch{ActionMatch::Form::any, {}, kNoEntry, {}};
  if (t == "an attack" || t == "any attack" || t == "attacks" || t == "a damaging move")
    return ActionMatch{ActionMatch::Form::any_attack, {}, kNoEntry, {}};
  const std::string bare(text::strip_determiner(t));
  // "a Fire attack", "Fire-type attacks", "a Fire-type move"
  for (std::string_view tail : {"-type attacks"sv, "-type attack"sv, "-type moves"sv, "-type move"sv, " type attack"sv,
                                " attacks"sv, " attack"sv})
    if (bare.ends_with(tail)) {
      const Resolution r = dex.resolve(Kind::type, bare.substr(0, bare.size() - tail.size()));
      if (exact(r)) return ActionMatch{ActionMatch::Form::type, {}, r.id, {}};
    }
  if (const Resolution g = resolve_action_group(dex, bare); exact(g))
    return ActionMatch{ActionMatch::Form::group, {}, g.id, {}};
  if (const Resolution m = dex.resolve(Kind::move, t); exact(m))
    return ActionMatch{ActionMatch::Form::name, fold_name(dex.entry(Kind::move, m.id).name), m.id, {}};
  // A battle-only move or a command the Dex does not list: matched by name.
  if (t.find(' ') == std::string::npos || std::isupper(static_cast<unsigned char>(text.front())))
    return ActionMatch{ActionMatch::Form::name, fold_name(text), kNoEntry, {}};
  return std::nullopt;
}

bool action_matches(const Dex& dex, const ActionMatch& want, const MoveData* md, const std::vector<MoveData>& moves) {
  if (md && !md->components.empty() && want.form != ActionMatch::Form::combination)
    for (MoveIndex c : md->components)
      if (c < moves.size() && action_matches(dex, want, &moves[c], moves)) return true;
  switch (want.form) {
    case ActionMatch::Form::any: return true;
    case ActionMatch::Form::any_attack: return md && md->is_attack();
    case ActionMatch::Form::name: return md && fold_name(md->name) == want.folded;
    case ActionMatch::Form::combination: {
      if (!md || md->components.empty()) return false;
      std::vector<std::string> have;
      for (MoveIndex c : md->components) have.push_back(c < moves.size() ? fold_name(moves[c].name) : std::string());
      std::sort(have.begin(), have.end());
      return have == want.components;
    }
    case ActionMatch::Form::type: return md && md->is_attack() && md->type == want.id;
    case ActionMatch::Form::group:
      if (!md) return false;
      for (const GroupMember& m : dex.group(want.id).members)
        if ((m.kind == Kind::move && m.id != kNoEntry && m.id == md->dex_id) ||
            (m.id == kNoEntry && fold_name(m.name) == fold_name(md->name)))
          return true;
      return false;
  }
  return false;
}

SubWhen read_sub_when(const Dex& dex, const orders::Substitution& s, std::string& why) {
  SubWhen w;
  bool state = false;
  for (const auto& c : s.trigger) state = state || c.kind == orders::ClauseKind::state;
  // [10.5] defaults.
  w.moment = state ? Moment::start_of_turn : Moment::start_of_step;
  if (state) {
    w.who = recipient();
    w.before_readying = !s.timing.has_value();
  }
  if (!s.timing) return w;
  const orders::SubTiming& t = *s.timing;
  for (const orders::SubAffix& a : t.affixes) {
    if (a.kind == AffixKind::once) w.once = true;
    else if (a.kind == AffixKind::non_consecutively) w.non_consecutively = true;
    else if (a.kind == AffixKind::on_steps && !a.numbers.empty()) w.steps.insert(w.steps.end(), a.numbers.begin(), a.numbers.end());
    else {
      why = "timing affix '" + a.raw + "'";
      w.moment = Moment::unsupported;
      return w;
    }
  }
  const std::string phase = text::to_lower(t.phase.text);
  const bool end = text::to_lower(t.edge.text) == "end";
  auto fail = [&](std::string reason) {
    why = std::move(reason);
    w.moment = Moment::unsupported;
    return w;
  };
  if (t.pokemon && t.pokemon->placeholder != Placeholder::none && t.pokemon->placeholder != Placeholder::self &&
      t.pokemon->placeholder != Placeholder::opponent && t.pokemon->placeholder != Placeholder::any_opponent &&
      t.pokemon->placeholder != Placeholder::any_ally && t.pokemon->placeholder != Placeholder::any_pokemon)
    return fail("timing '" + t.raw + "'");
  w.who = t.pokemon;
  switch (t.kind) {
    case TimingKind::default_timing:
      w.who = state ? std::optional(recipient()) : std::nullopt;
      return w;
    case TimingKind::phase_start:
    case TimingKind::phase_end:
    case TimingKind::phase:  // "On your turn": read as its start
      if (phase.find("turn") != std::string::npos) w.moment = end ? Moment::end_of_turn : Moment::start_of_turn;
      else if (phase.find("step") != std::string::npos) w.moment = end ? Moment::end_of_step : Moment::start_of_step;
      else if (phase.find("round") != std::string::npos || phase.find("battling") != std::string::npos)
        w.moment = end ? Moment::end_of_round : Moment::start_of_round;
      else return fail("timing '" + t.raw + "'");
      if (w.moment != Moment::start_of_turn && w.moment != Moment::end_of_turn) w.who.reset();
      return w;
    case TimingKind::priority: {
      // [10.5a] "End of Priority X" is "Start of priority X-1"; "At Priority X" is its start.
      const auto n = read_int(t.priority.text);
      if (!n) return fail("timing '" + t.raw + "'");
      w.moment = Moment::priority;
      w.priority = end ? *n - 1 : *n;
      w.who.reset();
      return w;
    }
    case TimingKind::hit:
    case TimingKind::hit_effectively: {
      w.moment = Moment::hit;
      if (!w.who) w.who = recipient();  // "When hit": the recipient
      const std::string m = text::to_lower(t.manner.text);
      if (m.starts_with("crit")) w.manner = HitManner::critical;
      else if (m.starts_with("super")) w.manner = HitManner::super_effective;
      else if (m.starts_with("not very")) w.manner = HitManner::not_very_effective;
      else if (m.starts_with("non") || m.starts_with("neutral")) w.manner = HitManner::neutral;
      else if (!m.empty()) return fail("timing '" + t.raw + "'");
      if (t.with.present() && !read_hit_with(dex, t.with.text, w, why)) w.moment = Moment::unsupported;
      return w;
    }
    case TimingKind::condition_inflicted:
    case TimingKind::condition_created: {
      w.moment = Moment::inflicted;
      // A team observed ([10.5a]): "your team" (read as "your" with the note "team"), "the
      // opposing team".
      const std::string who = t.pokemon ? text::to_lower(t.pokemon->text) : std::string();
      const std::string note = text::to_lower(t.note.text);
      const bool side_note = note == "team" || note == "side";  // "on your side" is your team's scope
      const bool own_team = (t.pokemon && t.pokemon->placeholder == Placeholder::self && side_note) ||
                            who == "your team" || who == "our team";
      const bool opposing_team = who == "the opposing team" || who == "the opponent's team" || who == "your opponent's team" ||
                                 who == "the enemy team" || who == "the other team" || who == "their team";
      if (own_team || opposing_team) {
        w.team = own_team ? SubWhen::Team::own : SubWhen::Team::opposing;
        w.who.reset();
      } else if (t.note.present() && !side_note) {
        w.note = t.note.text;  // "When your Earthquake is Sealed": that note only
      }
      if (w.team == SubWhen::Team::none && !who.empty() && (who.ends_with(" team") || who == "team")) {
        return fail("timing '" + t.raw + "' (a team named by its trainer)");
      }
      if (t.kind == TimingKind::condition_inflicted && !w.who && w.team == SubWhen::Team::none) w.who = recipient();
      if (!read_condition(dex, t.condition.text, t.kind == TimingKind::condition_created, w, why)) w.moment = Moment::unsupported;
      return w;
    }
    case TimingKind::action_result: {
      w.moment = Moment::action_result;
      if (!w.who) return fail("timing '" + t.raw + "'");
      const std::string v = text::to_lower(t.verb.text);
      if (v.find("miss") != std::string::npos) w.outcome = Outcome::miss;
      else if (v.find("attempt") != std::string::npos) w.outcome = Outcome::fail_attempt;
      else if (v.find("execut") != std::string::npos) w.outcome = Outcome::fail_execute;
      else return fail("timing '" + t.raw + "'");
      if (t.action.present()) {
        w.with = read_action_phrase(dex, t.action.text);
        if (!w.with) return fail("action '" + t.action.text + "' of timing '" + t.raw + "'");
      }
      return w;
    }
    default: return fail("timing '" + t.raw + "'");
  }
}

bool timing_affixes_allow(const SubWhen& w, int step, int last_triggered_step) {
  if (w.once && last_triggered_step > 0) return false;                       // "Once"
  if (w.non_consecutively && last_triggered_step > 0 && last_triggered_step == step - 1) return false;
  if (!w.steps.empty() && std::find(w.steps.begin(), w.steps.end(), step) == w.steps.end()) return false;
  return true;
}

std::vector<bool> active_results(const orders::Substitution& s, int instance, int step) {
  std::vector<int> named_instances, named_steps;
  for (const auto& r : s.results)
    for (const auto& a : r.affixes) {
      if (a.kind == AffixKind::nth_instance) named_instances.insert(named_instances.end(), a.numbers.begin(), a.numbers.end());
      if (a.kind == AffixKind::if_step) named_steps.insert(named_steps.end(), a.numbers.begin(), a.numbers.end());
    }
  auto in = [](const std::vector<int>& v, int n) { return std::find(v.begin(), v.end(), n) != v.end(); };
  std::vector<bool> on;
  for (const auto& r : s.results) {
    bool active = true;
    for (const auto& a : r.affixes) switch (a.kind) {
        case AffixKind::nth_instance: active = active && in(a.numbers, instance); break;
        case AffixKind::other_instances: active = active && !in(named_instances, instance); break;
        case AffixKind::if_step: active = active && in(a.numbers, step); break;
        case AffixKind::other_steps: active = active && !in(named_steps, step); break;
        case AffixKind::otherwise: active = active && !in(named_instances, instance) && !in(named_steps, step); break;
        default: break;
      }
    on.push_back(active);
  }
  return on;
}

}  // namespace bbp::sim
