// The linter's driver: extract the post, then judge every order set and substitution with the
// rule families of sub_check.hpp and order_checks.hpp, and give each substitution its verdict.
#include "orders/trailing_remark.hpp"
#include "sema/order_checks.hpp"
#include "sema/order_set_owner.hpp"
#include "sema/post_pokemon_names.hpp"
#include "sema/recipient.hpp"
#include "sema/sub_check.hpp"
#include "text/ascii_text.hpp"

#include <bbp/lint.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace bbp::lint {

std::string_view to_string(Verdict v) { return v == Verdict::legal ? "legal" : "illegal"; }

namespace {

std::string display_name(const orders::OrderSet& set, const sema::Recipient& r) {
  if (set.pokemon) {
    const orders::PokemonRef& p = *set.pokemon;
    if (p.nickname.present() && p.species.present()) return fmt::format("{} the {}", p.nickname.text, p.species.text);
    if (p.nickname.present()) return p.nickname.text;
    if (p.species.present()) return p.species.text;
    if (p.name.present()) return p.name.text;
    // An [IMG] sprite's code (":scyther:") is no name a player writes: the species it shows.
    for (const orders::Sprite& sp : p.sprites)
      if (const auto ref = dex().resolve_sprite(sp.set, sp.name); ref && ref->kind == Kind::species)
        return std::string(dex().entry(Kind::species, ref->id).name);
    if (!p.sprites.empty()) return p.sprites.front().code;
  }
  if (!r.nickname.empty()) return r.nickname;
  return r.species;
}

/// The substitution as bbpref reads it: its text with every [10.3b] reading and spelled-out
/// acronym applied.
std::string read_as(const orders::Substitution& sub, const bbcode::Projection& plain, std::size_t raw_begin,
                    std::vector<FixIt> rewrites) {
  std::sort(rewrites.begin(), rewrites.end(), [](const FixIt& a, const FixIt& b) { return a.span.begin > b.span.begin; });
  std::string text = sub.raw;
  std::size_t last = std::string::npos;
  for (const FixIt& f : rewrites) {
    const std::size_t b = sema::projection_offset(plain, f.span.begin);
    const std::size_t e = sema::projection_offset(plain, f.span.end);
    if (b < raw_begin || e < b || e - raw_begin > text.size() || (last != std::string::npos && e > last)) continue;
    text.replace(b - raw_begin, e - b, f.replacement);
    last = b;
  }
  // Words struck through inside the line are blanks by now (post::withdraw_struck_runs): the
  // wording shown closes the gap they leave, as it would any run of blanks.
  text.erase(std::unique(text.begin(), text.end(), [](char a, char b) { return a == ' ' && b == ' '; }), text.end());
  return text;
}

/// "Subs: If …" written on the heading's line: the grammar's label ("Subs:", "Sub 2:") is no part
/// of the substitution as shown in the report (its span still covers it).
std::string without_label(std::string text, const orders::Substitution& sub) {
  if (const std::size_t closing = orders::detail::closing_label_start(text); closing != std::string::npos)
    text.resize(closing);
  if (!sub.label.present() || !text.starts_with(sub.label.text)) return text;
  std::size_t cut = sub.label.text.size();
  while (cut < text.size() && (text[cut] == ' ' || text[cut] == '\t')) ++cut;
  return cut < text.size() ? text.substr(cut) : text;
}

void add_advice(Diagnostic& d, bool staked, Ruleset ruleset) {
  const std::string advice =
      ruleset == Ruleset::legacy
          ? "an illegal substitution is simply ignored, and still counts toward the limit unless it is a KO "
            "substitution [legacy:Substitution Legality]"
      : staked ? "in a staked match an illegal substitution is ignored: it cannot be checked and cannot trigger [10.3a]"
               : "in an unstaked match it must be corrected before the match goes on [10.3a]";
  d.help = d.help ? fmt::format("{}; {}", *d.help, advice) : advice;
}

/// Section 10: every rule family, then [10.4] the count: the first KO substitution of each
/// Pokemon is free ([10.6f]), the rest count in posting order.
void judge_gen9(sema::SubCheck& c, SubstitutionVerdict& sv, int& counted, bool& free_ko_used, const BattleContext& ctx) {
  const orders::Substitution& sub = c.sub;
  if (!sub.unreadable) {
    sema::check_counts(c);
    sema::check_affixes(c);
    sema::check_timing(c);
    sema::check_trigger(c);
    sema::check_behaviours(c);
    sema::check_placeholders(c);
    sema::check_references(c);
    sema::check_results(c);
    sema::check_result_wording(c);
    sema::check_overwritten_results(c);
  } else {
    sema::check_timing(c);  // acronyms are the usual reason a sub cannot be read
  }
  sv.ko_substitution = sema::is_ko_substitution(sub);
  if (sv.ko_substitution && !free_ko_used) {
    free_ko_used = true;
    sv.counts_toward_limit = false;
    c.report(DiagId::ko_substitution_free, sub.span,
             "a KO substitution: the first one for each Pokemon does not count toward the substitution count [10.6f]");
  } else if (++counted > ctx.rules.substitution_count) {
    Diagnostic& d = c.report(DiagId::too_many_substitutions, sub.span,
                             fmt::format("substitution {} counts as number {}, but the Substitution Count is {} [10.4]",
                                         sv.index, counted, ctx.rules.substitution_count));
    d.help = ctx.has_rules ? "remove substitutions" : "the count is the §1.3 default; give the match rules with --rules or --context";
  }
}

/// The older ruleset's count: every KO substitution is free; every other one counts, legal or not.
/// The battle's rules set the number; the older ruleset has no default (docs/rulings.md).
void count_legacy(sema::SubCheck& c, SubstitutionVerdict& sv, int& counted, const BattleContext& ctx) {
  const orders::Substitution& sub = c.sub;
  sv.ko_substitution = sema::is_legacy_ko_substitution(sub);
  if (sv.ko_substitution) {
    sv.counts_toward_limit = false;
    c.report(DiagId::legacy_ko_substitution_free, sub.span,
             "a KO substitution: under the older ruleset none of them counts toward the substitution limit "
             "[legacy:Chance Clauses]");
    return;
  }
  ++counted;
  if (!ctx.has_rules) {
    c.need("[legacy:Order Syntax] the number of permitted substitutions is the battle's rule (give it with --rules, "
           "--sub-count or --context)");
  } else if (counted > ctx.rules.substitution_count) {
    Diagnostic& d = c.report(DiagId::legacy_too_many_substitutions, sub.span,
                             fmt::format("substitution {} counts as number {}, but the battle permits {} "
                                         "[legacy:Order Syntax]",
                                         sv.index, counted, ctx.rules.substitution_count));
    d.help = "remove substitutions (KO substitutions are free)";
  }
}

}  // namespace

std::string_view to_string(Ruleset r) { return r == Ruleset::legacy ? "legacy" : "gen9"; }

std::optional<Ruleset> parse_ruleset(std::string_view text) {
  const std::string t = text::to_lower(text);
  if (t == "gen9") return Ruleset::gen9;
  if (t == "legacy") return Ruleset::legacy;
  return std::nullopt;
}

LintResult lint(std::string_view source, const BattleContext& ctx, const Options& options) {
  LintResult result;
  result.extracted = orders::extract(source, options.extract);
  result.staked = ctx.rules.staked;
  result.ruleset = options.ruleset;
  for (Diagnostic& d : result.extracted.diagnostics.items()) result.diagnostics.add(d);
  if (!result.extracted.ok) return result;

  const Dex& dex = bbp::dex();
  const bbcode::Projection& plain = result.extracted.plain;
  const auto& sets = result.extracted.order_sets;

  // Send-outs, equips, switches: not tied to one order set.
  {
    std::vector<std::size_t> hits;
    sema::Recipient nobody;
    sema::OrderCheck oc{{result.diagnostics, hits, result.unchecked}, ctx, dex, nobody};
    sema::check_sendouts(oc, result.extracted);
    sema::check_switch_declarations(oc, result.extracted);
    sema::check_dressed_orders(oc, result.extracted);
  }
  // A post with text but nothing read as orders is said so, at its first line, rather than
  // passing as "0 errors": orders written in a shape bbpref does not read must not vanish.
  const orders::ExtractResult& ex = result.extracted;
  if (sets.empty() && ex.sendouts.empty() && ex.switches.empty() && ex.counter_switches.empty() && ex.terastals.empty() &&
      ex.equips.empty()) {
    for (const orders::Flavor& f : ex.flavor) {
      if (f.quote) continue;
      Diagnostic& d = result.diagnostics.add(
          DiagId::no_orders_found, f.span,
          "nothing in this post reads as orders: no main orders, substitution, send-out or switch was found [9.1]");
      d.help = "write the main orders on one line, one action per step with a separator (\"Swords Dance - X-Scissor - "
               "X-Scissor\"), under the Pokemon's name";
      break;
    }
  }

  const sema::PostPokemonNames post_names(result.extracted);  // gathered when first asked
  for (const orders::OrderSet& set : sets) {
    const sema::Recipient recipient = sema::find_recipient(dex, ctx, set, sets.size());
    OrderSetVerdict v;
    v.pokemon = display_name(set, recipient);
    v.span = set.span;
    v.context_team = recipient.team;
    // Which context Pokemon it is (the engine runs its orders): found by identity, which also
    // gives the team when the recipient was the poster's lone active Pokemon.
    if (recipient.context != nullptr) {
      for (std::size_t t = 0; t < ctx.teams.size(); ++t)
        for (std::size_t i = 0; i < ctx.teams[t].pokemon.size(); ++i)
          if (&ctx.teams[t].pokemon[i] == recipient.context) {
            v.context_team = static_cast<int>(t);
            v.context_pokemon = static_cast<int>(i);
          }
    }
    if (!set.pokemon && sets.size() > 1 && recipient.context == nullptr) {
      v.diagnostics.push_back(result.diagnostics.items().size());
      result.diagnostics.add(DiagId::no_orders_recipient, set.span,
                             "these orders do not say which Pokemon they are for, and the post has several order sets [9.1]");
    }
    if (set.pokemon && recipient.context == nullptr) {
      sema::OrderCheck oc{{result.diagnostics, v.diagnostics, result.unchecked}, ctx, dex, recipient};
      sema::check_order_set_owner(oc, set);
    }
    if (set.main_orders) {
      sema::OrderCheck oc{{result.diagnostics, v.diagnostics, result.unchecked}, ctx, dex, recipient, &post_names};
      sema::check_main_orders(oc, *set.main_orders);
    }
    {
      sema::OrderCheck oc{{result.diagnostics, v.diagnostics, result.unchecked}, ctx, dex, recipient};
      sema::check_techniques(oc, set, result.extracted);
      sema::check_addenda(oc, set);
    }

    // [10.4] substitution count: the first KO substitution is free; the rest count in posting order.
    int counted = 0;
    bool free_ko_used = false;
    int index = 0;
    for (const auto& ptr : set.substitutions) {
      const orders::Substitution& sub = *ptr;
      SubstitutionVerdict sv;
      sv.index = ++index;
      sv.span = sub.span;
      sv.text = without_label(sub.raw, sub);
      sv.tree = &sub;
      {
        DiagnosticList syntax;
        orders::substitution_syntax_diagnostics(sub, syntax);
        for (Diagnostic& d : syntax.items()) {
          sv.diagnostics.push_back(result.diagnostics.items().size());
          result.diagnostics.add(std::move(d));
        }
      }
      sema::SubCheck c{{result.diagnostics, sv.diagnostics, result.unchecked}, sub, plain, ctx, dex, recipient, {}, 0, &post_names};
      c.raw_begin = sema::projection_offset(plain, sub.span.begin);
      if (options.ruleset == Ruleset::legacy) {
        if (!sub.unreadable) sema::check_legacy_substitution(c);
        count_legacy(c, sv, counted, ctx);
      } else {
        judge_gen9(c, sv, counted, free_ko_used, ctx);
      }
      sv.read_as = without_label(read_as(sub, plain, c.raw_begin, c.rewrites), sub);

      const bool illegal = std::any_of(sv.diagnostics.begin(), sv.diagnostics.end(), [&](std::size_t i) {
        return result.diagnostics.items()[i].severity == Severity::error;
      });
      sv.verdict = illegal ? Verdict::illegal : Verdict::legal;
      if (illegal) {
        for (std::size_t i : sv.diagnostics) {
          Diagnostic& d = result.diagnostics.items()[i];
          if (d.severity == Severity::error) {
            add_advice(d, result.staked, options.ruleset);
            break;
          }
        }
      }
      v.substitutions.push_back(std::move(sv));
    }
    result.order_sets.push_back(std::move(v));
  }
  if (!ctx.has_rules) result.unchecked.push_back("[1.3] match rules were not given: the defaults (Singles, Battle Level 4, 3 steps, 4 substitutions) were used");
  return result;
}

}  // namespace bbp::lint
