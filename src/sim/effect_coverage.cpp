// The effect texts the handbook quotes, and how many of them the effect grammar reads ([3.2]
// examples, [3.3a], [7.6a] and the "may state" quotations throughout): the measure of the
// grammar's coverage that `bbpref effects --handbook` reports.
#include <bbp/effects.hpp>

#include "sim/effect_words.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_set>

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

/// Quoted strings in `s` from `from` on: "…" and “…”.
std::vector<std::string_view> quotes_after(std::string_view s, std::size_t from) {
  std::vector<std::string_view> out;
  std::size_t i = from;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == ',')) ++i;
    std::string_view open, close;
    if (s.substr(i, 1) == "\"") open = close = "\"";
    else if (s.substr(i, 3) == "\xE2\x80\x9C") { open = "\xE2\x80\x9C"; close = "\xE2\x80\x9D"; }
    else break;
    const std::size_t b = i + open.size();
    const std::size_t e = s.find(close, b);
    if (e == std::string_view::npos) break;
    out.push_back(s.substr(b, e - b));
    i = e + close.size();
    // "… both "X" and "Y"": a second quotation joined by "and" belongs to the same statement.
    std::size_t j = i;
    while (j < s.size() && (s[j] == ' ' || s[j] == ',')) ++j;
    if (s.substr(j, 4) != "and ") break;
    i = j + 4;
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == ',')) s.remove_suffix(1);
  return s;
}

}  // namespace

std::vector<std::string> handbook_effect_texts(std::string_view handbook) {
  std::vector<std::string> out;
  std::unordered_set<std::string> seen;
  const auto add = [&](std::string_view q) {
    q = trim(effect_words::trim_end(trim(q)));
    if (q.empty()) return;
    if (seen.insert(std::string(q)).second) out.emplace_back(q);
  };
  bool in_examples = false;
  std::size_t pos = 0;
  while (pos <= handbook.size()) {
    std::size_t nl = handbook.find('\n', pos);
    if (nl == std::string_view::npos) nl = handbook.size();
    const std::string_view line = handbook.substr(pos, nl - pos);
    pos = nl + 1;
    const std::string_view t = trim(line);
    // An "Example:"/"Examples:" header starts a list of quoted effect lines; anything else ends it.
    if (t == "Example:" || t == "Examples:") {
      in_examples = true;
      continue;
    }
    if (in_examples && t.size() >= 2 && t.front() == '"' && t.find('"', 1) == t.size() - 1 - (t.back() == '.' ? 1 : 0)) {
      add(t.substr(1, t.rfind('"') - 1));
      continue;
    }
    in_examples = false;
    const std::string lower = text::to_lower(line);
    for (std::string_view lead : {"may also state"sv, "may state both"sv, "may state"sv, "action stated"sv}) {
      for (std::size_t at = lower.find(lead); at != std::string::npos; at = lower.find(lead, at + lead.size())) {
        // Match rules and ventures "state" settings; they are not effects of a game piece [3.1].
        const std::string_view before = std::string_view(lower).substr(0, at);
        const auto word_start = before.find_last_of(' ', before.size() >= 2 ? before.size() - 2 : 0);
        const std::string_view subject = trim(before.substr(word_start == std::string_view::npos ? 0 : word_start));
        if (subject == "rules" || subject == "venture") continue;
        for (std::string_view q : quotes_after(line, at + lead.size())) add(q);
      }
    }
  }
  return out;
}

EffectCoverage effect_coverage(const std::vector<std::string>& texts) {
  EffectCoverage c;
  for (const std::string& t : texts) {
    EffectCoverageItem item;
    item.text = t;
    item.sentences = compile_effects(t);
    item.compiled = !item.sentences.empty() &&
                    std::all_of(item.sentences.begin(), item.sentences.end(), [](const EffectSentence& e) { return e.compiled(); });
    if (item.compiled) ++c.compiled;
    c.items.push_back(std::move(item));
  }
  return c;
}

namespace {

std::string reading_of(const ModifierEffect& m) {
  std::string which;
  if (!m.attacks.type.empty()) which = m.attacks.type + "-type ";
  if (m.attacks.category) which += text::to_lower(to_string(*m.attacks.category)) + " ";
  const std::string attacks = fmt::format("{}attacks{}", which,
                                          m.attacks.whose == AttackFilter::Whose::owner           ? " of the owner"
                                          : m.attacks.whose == AttackFilter::Whose::against_owner ? " against the owner"
                                          : m.attacks.whose == AttackFilter::Whose::this_move     ? " (this move)"
                                                                                                  : "");
  const std::string change = m.automatic == ModifierEffect::Automatic::succeed ? std::string("automatically succeeds")
                             : m.automatic == ModifierEffect::Automatic::fail  ? std::string("automatically fails")
                             : m.multiplies() ? fmt::format("×{}/{}{}", m.num, m.den,
                                                            m.round == ModifierEffect::Round::up     ? ", rounded up"
                                                            : m.round == ModifierEffect::Round::down ? ", rounded down"
                                                                                                     : "")
                                              : fmt::format("{:+}", m.add);
  switch (m.target) {
    case ModifierEffect::Target::power: return fmt::format("[8.10b] power of {} {}", attacks, change);
    case ModifierEffect::Target::damage:
      return fmt::format("[{}] damage of {} {}", m.multiplies() ? "8.10j" : "8.10i", attacks, change);
    case ModifierEffect::Target::accuracy: return fmt::format("[8.7] accuracy of {} {}", attacks, change);
    case ModifierEffect::Target::rank: {
      std::string ranks;
      for (StageId s : m.ranks) ranks += (ranks.empty() ? "" : "+") + std::string(stage_name(s));
      return fmt::format("owner's {} rank {}{}", ranks, change,
                         m.attacks.whose == AttackFilter::Whose::any ? "" : fmt::format(" (with {})", attacks));
    }
  }
  return "";
}

}  // namespace

std::string EffectSentence::reading() const {
  std::string r;
  if (criterion != Criterion::none) r = fmt::format("[{}] ", criterion_text);
  if (stage && stage->invert) {
    r += fmt::format("stage: {} every stage to the opposite sign", to_string(stage->who));
  } else if (stage) {
    std::string names;
    for (StageId s : stage->stages) names += (names.empty() ? "" : "+") + std::string(stage_name(s));
    r += fmt::format("stage: {} {} {:+}", to_string(stage->who), names, stage->by);
    if (stage->turns >= 0) r += fmt::format(" for their next {} turns", stage->turns);
    if (stage->extension == StageExtension::without_extension) r += " (without extension)";
    if (stage->extension == StageExtension::overwriting) r += " (overwriting duration)";
  } else if (inflict) {
    r += fmt::format("inflict {} on {}", inflict->condition, to_string(inflict->who));
    if (inflict->counters > 0) r += fmt::format(" with {} counters", inflict->counters);
    if (inflict->duration >= 0) r += fmt::format(" for {} {}", inflict->duration, inflict->unit);
  } else if (hp) {
    r += fmt::format("{}: {} ", hp->heal ? "heal" : hp->is_damage ? "damage" : "lose HP", to_string(hp->who));
    if (hp->base == HpEffect::Base::fixed) r += fmt::format("{} HP", hp->amount);
    else r += fmt::format("{}/{} of {}", hp->num, hp->den, hp->base == HpEffect::Base::max_hp ? "their maximum HP" : "the damage dealt");
    if (hp->rounding == HpEffect::Rounding::up) r += ", rounded up";
    if (hp->rounding == HpEffect::Rounding::down) r += ", rounded down";
    if (hp->overheal) r += ", can overheal";
    if (!hp->per.empty()) r += fmt::format(" per {} counter or marker", hp->per);
    if (hp->creator_heals) r += ", then the creator heals that much";
  } else if (marker) {
    if (marker->put) r += fmt::format("put {} {} marker(s) on {}", marker->count, marker->name, to_string(marker->who));
    else if (marker->name == "this condition") r += "discard this condition";
    else if (marker->half) r += fmt::format("discard half of {}'s {} markers{}", to_string(marker->who), marker->name, marker->round_down ? ", rounded down" : "");
    else if (marker->all) r += fmt::format("discard all of {}'s {} markers", to_string(marker->who), marker->name);
    else r += fmt::format("discard {} of {}'s {} markers", marker->count, to_string(marker->who), marker->name);
  } else if (power) {
    std::string which = power->type.empty() ? std::string() : power->type + "-type";
    if (power->category) which += (which.empty() ? "" : " ") + text::to_lower(to_string(*power->category));
    r += fmt::format("power {} {} for {} attacks{}", power->penalty ? "penalty" : "bonus", power->amount, which.empty() ? "all" : which,
                     power->when_attacked ? " against the owner" : "");
  } else if (field) {
    r += fmt::format("{} {}{}{}", field->create ? "create" : "discard", field->group ? "every " + field->name : field->name,
                     to_string(field->side),
                     field->duration >= 0 ? fmt::format(" for {} {}", field->duration, field->unit) : std::string());
  } else if (modifier) {
    r += reading_of(*modifier);
  } else if (luck) {
    static constexpr std::pair<std::uint8_t, std::string_view> kRolls[] = {
        {LuckEffect::every, "every"}, {LuckEffect::accuracy, "accuracy"}, {LuckEffect::critical, "critical hit"},
        {LuckEffect::effect, "Effect Check"}, {LuckEffect::hit_count, "hit count"}};
    std::string_view which = "some";
    for (const auto& [bits, word] : kRolls)
      if (luck->rolls == bits) { which = word; break; }
    r += fmt::format("{} rolls {} are {}", which,
                     luck->whose == LuckEffect::Whose::own ? "of the owner" : luck->whose == LuckEffect::Whose::against ? "against the owner" : "of anyone",
                     luck->lucky ? "Lucky" : "Unlucky");
  } else if (charge) {
    r += fmt::format("{} at priority {:+}", charge->readied ? "readied" : "charged", charge->at_priority);
    if (charge->executes_at) r += fmt::format(", executed at priority {:+}", *charge->executes_at);
  } else if (redirect) {
    std::string which = redirect->type.empty() ? std::string() : redirect->type + "-type ";
    if (redirect->category) which += text::to_lower(to_string(*redirect->category)) + " ";
    which += redirect->attacks_only ? "attacks" : redirect->non_attacks_only ? "non-attacks" : "actions";
    r += redirect->reflect ? fmt::format("[8.3d] {} targeting the owner are reflected at their user", which)
                           : fmt::format("[8.3d] single-target {} of opponents are redirected to the owner", which);
  } else if (prevent) {
    r += fmt::format("the owner can't attempt {}", prevent->what == PreventEffect::What::actions ? "actions"
                                                   : prevent->what == PreventEffect::What::attacks ? "attacks" : "non-attacks");
    std::vector<std::string> except = prevent->except_moves;
    for (const std::string& t : prevent->except_types) except.push_back(t + "-type attacks");
    if (!except.empty()) r += fmt::format(", except {}", fmt::join(except, ", "));
  } else if (guard) {
    switch (guard->what) {
      case GuardEffect::What::stage_lowering: {
        std::vector<std::string> names;
        for (StageId s : guard->stages) names.emplace_back(stage_name(s));
        r += fmt::format("the owner's {} can't be lowered{}", names.empty() ? "stat stages" : fmt::format("{} stage", fmt::join(names, ", ")),
                         guard->opponents_only ? " by opponents' effects" : guard->by_others_only ? " by other Pokemon's effects" : "");
        break;
      }
      case GuardEffect::What::healing: r += "the owner can't gain HP"; break;
      case GuardEffect::What::hit_to_zero: r += "hits can't reduce the owner's HP below 1"; break;
      case GuardEffect::What::chill: r += "the owner can't Chill"; break;
    }
  } else {
    return "";
  }
  return r;
}

}  // namespace bbp::sim
