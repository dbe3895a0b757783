// Preparing a round: every order post read by the project's own parser and linter, order sets
// matched to the battle's Pokemon, [10.3a] applied (staked: illegal substitutions ignored;
// unstaked: the post refused with its lint report), and [1.6]'s rule that no number is guessed:
// every BAP, En cost or accuracy the round could need and nobody gives stops the simulation here.
#include <bbp/sim.hpp>

#include "sim/combination.hpp"
#include "sim/compiled_effects.hpp"
#include "sim/dynamax.hpp"
#include "sim/held_pieces.hpp"
#include "sim/field_conditions.hpp"
#include "sim/mega_evolution.hpp"
#include "sim/move_data.hpp"
#include "sim/statuses.hpp"
#include "sim/switching_phase.hpp"
#include "sim/technique_control.hpp"
#include "sim/z_moves.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace bbp::sim {
namespace {

BattleContext context_for(const Battle& b, int poster) {
  BattleContext ctx;
  ctx.stated = b.rules.stated;
  ctx.rules = b.rules;
  ctx.has_rules = true;
  ctx.has_teams = true;
  for (const Team& t : b.teams) {
    TeamContext tc;
    tc.trainer = t.trainer;
    for (PokemonIndex pi : t.members) {
      const Pokemon& p = b.pokemon[pi];
      PokemonContext pc;
      pc.species = p.species_name;
      pc.nickname = p.nickname;
      pc.zone = p.zone;
      if (p.level > 0) pc.level = p.level;
      if (!p.movepool.empty()) {
        std::vector<std::string> moves;
        for (MoveIndex m : p.movepool) moves.push_back(b.moves[m].name);
        pc.moves = std::move(moves);
      }
      if (!p.item.empty()) pc.item = p.item;
      if (!p.ability.empty()) pc.ability = p.ability;
      pc.fainted = p.fainted;
      tc.pokemon.push_back(std::move(pc));
    }
    ctx.teams.push_back(std::move(tc));
  }
  if (poster >= 0) ctx.poster = b.teams[static_cast<std::size_t>(poster)].trainer;
  return ctx;
}

int matched_sets(const lint::LintResult& r) {
  int n = 0;
  for (const auto& v : r.order_sets) n += v.context_pokemon >= 0;
  return n;
}

struct Preparer {
  const Dex& dex;
  PrepareResult& out;
  Round& round;

  void add(DiagId id, Span span, int post, std::string message) {
    Diagnostic& d = out.diagnostics.add(id, span, std::move(message));
    out.diagnostic_post.push_back(post);
    if (d.severity == Severity::error) out.ok = false;
  }

  Action action_of(const orders::ActionOrder& a) {
    Action act;
    act.written = a.components.empty() ? std::string{} : a.components.front().written.text;
    if (a.components.size() > 1) {
      // [11.2] "Swords Dance + X-Scissor": the combination is made once the components' numbers
      // are known (build_derived_actions).
      act.combination = true;
      act.written.clear();
      for (const orders::Component& c : a.components) {
        act.written += (act.written.empty() ? "" : " + ") + c.written.text;
        act.components.push_back(intern_move(round.start, dex, c.action.text));
        for (const auto& t : c.targets) act.targets.push_back(t.text);
      }
      return act;
    }
    if (a.components.empty() || a.unreadable) return act;
    const orders::Component& c = a.components.front();
    if (c.kind == orders::ActionKind::medicine || c.kind == orders::ActionKind::ball) {
      act.trainer_item = true;
      act.ball = c.kind == orders::ActionKind::ball;
      act.written = c.action.text;  // the item's name, without its recipient
      for (const auto& param : c.parameters) act.parameters.push_back(param.text);  // "Revive (Ursa Major)": the recipient
      for (const auto& t : c.targets) act.parameters.push_back(t.text);
      return act;
    }
    act.move = intern_move(round.start, dex, c.action.text);
    for (const auto& param : c.parameters) act.parameters.push_back(param.text);
    for (const auto& t : c.targets) act.targets.push_back(t.text);
    // "Mega Evolve" / "Dynamax" before an action orders the technique ([11.4], [11.6],
    // PokemonOrders::mega / dynamax); the action itself is performed.
    // [11.5b] "Z-Force Hydro Pump": made in build_derived_actions; the glued "Z-Thunderbolt" names no Z-Power.
    if (c.z_power.present()) act.z_power = c.z_power.text;
    act.technique = c.max || a.terastal.present() || (c.z_power.present() && !z_power_named(c.z_power.text));
    act.max_prefix = c.max;  // a Max Move if the Pokemon Dynamaxes (read_post)
    return act;
  }

  void read_post(int post_index) {
    const Battle& b = round.start;
    const OrderPost& post = b.posts[static_cast<std::size_t>(post_index)];
    int poster = post.team;
    lint::LintResult r;
    if (poster >= 0) {
      r = lint::lint(post.text, context_for(b, poster));
    } else {
      // The trainer is not given: the team whose Pokemon the order sets name.
      int best = -1;
      for (std::size_t t = 0; t < b.teams.size(); ++t) {
        lint::LintResult candidate = lint::lint(post.text, context_for(b, static_cast<int>(t)));
        const int m = matched_sets(candidate);
        if (m > best) { best = m; poster = static_cast<int>(t); r = std::move(candidate); }
      }
    }
    const bool staked = b.rules.staked;
    bool refused = false;
    for (const lint::OrderSetVerdict& v : r.order_sets) {
      if (v.context_pokemon < 0 || v.context_team < 0) {
        add(DiagId::sim_orders_unmatched, v.span, post_index,
            fmt::format("the order set for '{}' in {} matches no Pokemon of {}'s team", v.pokemon, post.name,
                        poster >= 0 ? b.teams[static_cast<std::size_t>(poster)].trainer : std::string("any")));
        continue;
      }
      const PokemonIndex pi = b.teams[static_cast<std::size_t>(v.context_team)].members[static_cast<std::size_t>(v.context_pokemon)];
      if (b.pokemon[pi].zone != Zone::active || b.pokemon[pi].fainted) {
        // Orders for a Pokemon not in play after the Switching Phase ([2.5]) have no one to follow them.
        round.notes.push_back(fmt::format("the orders for {} in {} are not used: it is not in play after the Switching Phase [2.5]",
                                          b.pokemon[pi].display(), post.name));
        continue;
      }
      PokemonOrders po;
      po.pokemon = pi;
      po.post = post_index;
      // The order set this verdict judged (same order as extract's order sets).
      const std::size_t set_index = static_cast<std::size_t>(&v - r.order_sets.data());
      const orders::OrderSet& set = r.extracted.order_sets[set_index];
      if (set.main_orders)
        for (const orders::Step& s : set.main_orders->steps) {
          std::vector<Action> step;
          for (const orders::ActionOrder& a : s.actions) {
            step.push_back(action_of(a));
            po.mega = po.mega || a.mega.present();
            po.dynamax = po.dynamax || a.dynamax.present();
          }
          po.steps.push_back(std::move(step));
        }
      for (const orders::Addendum& ad : set.addenda) {  // "Mega Evolve!" / "Dynamax" on its own line
        po.mega = po.mega || (ad.kind == "technique" && text::istarts_with(ad.text.text, "mega"));
        po.dynamax = po.dynamax || (ad.kind == "technique" && (text::istarts_with(ad.text.text, "dynamax") ||
                                                               text::istarts_with(ad.text.text, "gigantamax")));
      }
      // [11.6c] "Moves in the Pokemon's orders … that are prefixed with the word 'Max' … are
      // replaced by that move's corresponding Max Move": its numbers are needed, its category is
      // the replaced move's (build_derived_actions).
      if (po.dynamax)
        for (auto& step : po.steps)
          for (Action& act : step)
            if (act.max_prefix && act.move != kNoMove) {
              const std::string max = max_move_name(dex, round.start.moves[act.move]);
              if (max.empty()) continue;
              act.base_move = act.move;
              act.move = intern_move(round.start, dex, max);
              act.technique = false;
            }
      for (const lint::SubstitutionVerdict& sv : v.substitutions) {
        if (sv.verdict == lint::Verdict::illegal) {
          if (staked) {
            add(DiagId::sim_substitution_ignored, sv.span, post_index,
                fmt::format("{}'s substitution {} is illegal and is ignored (staked match) [10.3a]",
                            b.pokemon[pi].display(), sv.index));
            round.notes.push_back(fmt::format("{}'s substitution {} is illegal and ignored [10.3a]: {}",
                                              b.pokemon[pi].display(), sv.index, sv.text));
          } else {
            add(DiagId::sim_orders_refused, sv.span, post_index,
                fmt::format("{}'s substitution {} is illegal: in an unstaked match the post is refused until it is "
                            "corrected [10.3a]",
                            b.pokemon[pi].display(), sv.index));
            refused = true;
          }
          continue;
        }
        po.subs.push_back(sv.tree);
        po.sub_numbers.push_back(sv.index);
        // Actions a result may give: their numbers must be known too.
        for (const orders::ResultClause& rc : sv.tree->results)
          for (const orders::SubAction& a : rc.actions) {
            if (a.form == orders::ActionForm::name) intern_move(round.start, dex, a.text);
            if (a.form != orders::ActionForm::combination) continue;
            std::vector<MoveIndex> parts;  // "THEN use Detect + Double Team" ([11.2])
            for (const orders::SubText& c : a.components) parts.push_back(intern_move(round.start, dex, c.text));
            result_combinations.push_back(std::move(parts));
          }
      }
      round.orders.push_back(std::move(po));
    }
    if (refused) {
      const SourceFile src(post.name, post.text);
      DiagnosticList sorted = r.diagnostics;
      sorted.sort();
      out.refused_lint_report += render_text(src, sorted.items());
    }
    round.lint.push_back(std::move(r));
  }

  std::vector<std::vector<MoveIndex>> result_combinations;  ///< combinations substitution results may give

  /// [11.2a] each combination the orders give, once every component is known with its numbers;
  /// [11.6c] each Max Move with the category of the move it replaces.
  void build_derived_actions() {
    for (PokemonOrders& po : round.orders)
      for (auto& step : po.steps)
        for (Action& a : step)
          if (a.base_move != kNoMove && a.move != kNoMove) a.move = max_move(round.start, dex, a.base_move);
    // [11.5c] Z-Moves, from the base move's numbers and the user's stats (Z-Harm's category).
    for (PokemonOrders& po : round.orders)
      for (auto& step : po.steps)
        for (Action& a : step) {
          if (a.z_power.empty() || a.technique || a.move == kNoMove) continue;
          std::string why;
          const MoveIndex z = z_move(round.start, a.move, *z_power_named(a.z_power), round.start.pokemon[po.pokemon], why);
          if (z == kNoMove) {
            round.notes.push_back(fmt::format("{}'s {}: {}", round.start.pokemon[po.pokemon].display(), a.written, why));
            a.technique = true;
            continue;
          }
          a.base_move = a.move;
          a.move = z;
        }
    // [11.6c] "Moves in the Pokemon's orders (including result clauses), that are prefixed with
    // the word 'Max'": a result's "use Max Flamethrower" of a Pokemon that Dynamaxes.
    for (PokemonOrders& po : round.orders) {
      if (!po.dynamax) continue;
      for (const orders::Substitution* s : po.subs)
        for (const orders::ResultClause& rc : s->results)
          for (const orders::SubAction& a : rc.actions) {
            if (a.form != orders::ActionForm::name || !text::istarts_with(a.text, "max ")) continue;
            const MoveIndex base = intern_move(round.start, dex, std::string_view(a.text).substr(4));
            if (base == kNoMove) continue;
            const MoveIndex mx = max_move(round.start, dex, base);
            if (mx != kNoMove) po.result_max.push_back(PokemonOrders::ResultMax{fold_name(a.text), mx, base});
          }
    }
    for (const std::vector<MoveIndex>& parts : result_combinations)
      if (std::find(parts.begin(), parts.end(), kNoMove) == parts.end()) combination_move(round.start, parts);
    for (PokemonOrders& po : round.orders)
      for (auto& step : po.steps)
        for (Action& a : step)
          if (a.combination && std::find(a.components.begin(), a.components.end(), kNoMove) == a.components.end())
            a.move = combination_move(round.start, a.components);
  }

  void check_numbers() {
    const Battle& b = round.start;
    // Every action an active Pokemon may use this round: ordered, in a substitution's result, or
    // Struggle when it has fewer orders than steps ([2.7a], [10.7a]).
    std::set<MoveIndex> needed;
    std::set<PokemonIndex> with_orders;
    const int steps = b.rules.step_count;
    bool struggle = false;
    for (const PokemonOrders& po : round.orders) {
      with_orders.insert(po.pokemon);
      if (static_cast<int>(po.steps.size()) < steps) struggle = true;
      for (const auto& step : po.steps)
        for (const Action& a : step)
          if (a.combination) {  // [11.2a] its numbers come from its components'
            for (MoveIndex c : a.components)
              if (c != kNoMove) needed.insert(c);
          } else if (a.move != kNoMove && a.base_move == kNoMove && damaging_max_move(dex, round.start.moves[a.move])) {
            struggle = true;  // "Max Flare" ordered directly is never known ([11.6c]): Struggle instead
          } else if (a.move != kNoMove) {
            needed.insert(a.move);
          }
      for (const orders::Substitution* s : po.subs)
        for (const orders::ResultClause& rc : s->results) {
          if (rc.kind == orders::ResultKind::push_down || rc.kind == orders::ResultKind::pull_back ||
              rc.kind == orders::ResultKind::use_and_push_down)
            struggle = true;
          for (const orders::SubAction& a : rc.actions)
            if (a.form == orders::ActionForm::name)
              if (MoveIndex m = b.find_move(a.text); m != kNoMove) needed.insert(m);
        }
    }
    for (const PokemonOrders& po : round.orders)
      for (const PokemonOrders::ResultMax& rm : po.result_max) needed.insert(rm.max);
    for (const std::vector<MoveIndex>& parts : result_combinations)  // their components' numbers
      for (MoveIndex c : parts)
        if (c != kNoMove) needed.insert(c);
    for (const Pokemon& p : b.pokemon)
      if (p.zone == Zone::active && !p.fainted && !with_orders.count(static_cast<PokemonIndex>(&p - b.pokemon.data())))
        struggle = true;
    // Encore: every order becomes one to use the noted action, whose numbers are needed too.
    for (const Pokemon& p : b.pokemon) {
      if (p.zone != Zone::active || p.fainted) continue;
      for (const Condition& c : p.conditions)
        if (condition_is(c, "Encore") && !c.notes.empty())
          if (const MoveIndex m = intern_move(round.start, dex, c.notes.front()); m != kNoMove) needed.insert(m);
    }
    if (struggle) {
      const MoveIndex s = intern_move(round.start, dex, "Struggle");
      if (s != kNoMove) needed.insert(s);
    }
    for (MoveIndex m : needed) {
      const MoveData& md = round.start.moves[m];
      const auto missing = missing_numbers(md);
      if (missing.empty()) continue;
      std::string list;
      for (const std::string& x : missing) list += (list.empty() ? "" : ", ") + x;
      add(DiagId::sim_missing_number, Span{0, 0}, -1,
          fmt::format("{}: {} unknown — no Data Audit row ([1.6], `bbpref data import`) and no entry in the battle "
                      "file's \"moves\"{}",
                      md.name, list, md.name == "Struggle" ? " (needed: a Pokemon has fewer orders than steps [2.7a])" : ""));
    }
  }
};

}  // namespace

PrepareResult prepare_round(const Battle& battle, const Dex& dex) {
  PrepareResult out;
  auto round = std::make_unique<Round>();
  round->start = battle;
  Preparer p{dex, out, *round, {}};
  // [1.3] Match Type: how many Pokemon each team may have in play at a time.
  const int per_team = battle.rules.match_type == rules::MatchType::singles ? 1 : battle.rules.match_type == rules::MatchType::doubles ? 2 : 3;
  for (std::size_t t = 0; t < battle.teams.size(); ++t) {
    int active = 0;
    for (PokemonIndex pi : battle.teams[t].members) active += battle.pokemon[pi].zone == Zone::active && !battle.pokemon[pi].fainted;
    if (active > per_team)
      p.add(DiagId::sim_unsupported, Span{0, 0}, -1,
            fmt::format("{} has {} active Pokemon; a {} battle has at most {} per team [1.3]", battle.teams[t].trainer, active,
                        rules::to_string(battle.rules.match_type), per_team));
  }
  if (!out.ok) return out;
  // [2.5] the Switching Phase comes first; the posts are read against the Pokemon in play after it.
  std::vector<PieceEffects> conditions = compile_condition_effects(round->start, dex);  // compiled once: here and in the round
  SwitchingPhase sw = run_switching_phase(round->start, dex, conditions);
  round->switching = std::move(sw.log);
  for (std::string& problem : sw.problems) p.add(DiagId::sim_replacement_unknown, Span{0, 0}, -1, std::move(problem));
  if (!out.ok) return out;
  for (std::size_t i = 0; i < battle.posts.size(); ++i) p.read_post(static_cast<int>(i));
  // [11.4] "Mega Evolution occurs at the start of the Battling Phase"; Dynamax there too ([11.6]).
  for (PokemonOrders& po : round->orders) {
    if (po.mega) mega_evolve(round->start, dex, po.pokemon, round->battle_start);
    if (po.dynamax) {
      const TechniqueSpend tech = spend_technique_control(round->start, po.pokemon, "Dynamax");
      round->battle_start.push_back(tech.message);
      const Pokemon& pk = round->start.pokemon[po.pokemon];
      if (tech.spent)
        round->battle_start.push_back(fmt::format("{}'s {} Dynamaxes until the end of the round [11.6c]",
                                                  round->start.teams[pk.team].trainer, pk.display()));
      else
        cancel_dynamax(po);
    }
  }
  p.check_numbers();
  if (out.ok) p.build_derived_actions();
  round->compiled = compile_round_effects(round->start, dex, std::move(conditions));  // after check_numbers: every move is interned
  // What the engine carries but does not run, said once at the start of the report.
  for (const Pokemon& pk : round->start.pokemon) {
    if (pk.zone != Zone::active || pk.fainted) continue;
    const std::string who = fmt::format("{}'s {}", round->start.teams[pk.team].trainer, pk.display());
    const auto& pieces = round->compiled->pieces[static_cast<std::size_t>(&pk - round->start.pokemon.data())];
    for (const bool item : {false, true}) {
      const std::string& piece = item ? pk.item : pk.ability;
      if (piece.empty()) continue;
      const std::string what = fmt::format("{}'s {} {}", who, item ? "held item" : "ability", piece);
      const auto text = std::find_if(pieces.begin(), pieces.end(), [&](const PieceEffects& e) { return e.item == item; });
      if (text == pieces.end()) {
        round->not_simulated.push_back(fmt::format("{} (no effect text: give it in the battle file's \"{}\" or by a Data Audit import)",
                                                   what, item ? "items" : "abilities"));
        continue;
      }
      // Its "At the end of the step:" instructions and Power Bonuses run; the rest is said here.
      for (const EffectSentence& e : text->sentences)
        if (!piece_sentence_runs(e) && !e.continuous()) round->not_simulated.push_back(fmt::format("{}: {}", what, e.text));
    }
    for (const Condition& c : pk.conditions) {
      if (simulated_condition(c)) continue;
      const PieceEffects* text = round->compiled->condition(c.name);
      if (text == nullptr) {
        round->not_simulated.push_back(fmt::format("{}'s condition {}", who, c.name));
        continue;
      }
      // Its "At the end of the step:" instructions run; the rest is said here.
      for (const EffectSentence& e : text->sentences)
        if (!condition_sentence_runs(e) && !e.continuous()) round->not_simulated.push_back(fmt::format("{}'s condition {}: {}", who, c.name, e.text));
    }
  }
  // Field conditions: their "At the end of the step:" instructions and entry triggers run.
  for (const Condition& c : round->start.field) {
    const PieceEffects* text = round->compiled->condition(c.name);
    if (text == nullptr) {
      round->not_simulated.push_back(fmt::format(
          "field condition {} (no effect text: give it in the battle file's \"conditions\" or by a Data Audit import)", c.name));
      continue;
    }
    for (const EffectSentence& e : text->sentences)
      if (!field_sentence_runs(e) && !e.continuous()) round->not_simulated.push_back(fmt::format("field condition {}: {}", c.name, e.text));
  }
  if (out.ok) out.round = std::move(round);
  return out;
}

}  // namespace bbp::sim
