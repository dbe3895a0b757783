// State clauses of [10.6e] the engine can evaluate against the battle as it stands: presence of a
// condition ("Heracross is Burned", "you are not Paralyzed") or a type ("Heracross is Fire-type"),
// and comparisons of HP, Energy, Speed or a stage with a number, a percentage or a fraction of the
// maximum ("your HP is below 50%", "Heracross has 20 or less Energy", "its Attack stage is +2 or
// higher", "HP is at or above half of its maximum HP"). Anything else is left unsupported and the
// substitution is reported as not simulated.
#include "orders/condition_groups.hpp"
#include "orders/full_value.hpp"
#include "orders/kind_words.hpp"
#include "sim/engine.hpp"
#include "sim/statuses.hpp"
#include "text/ascii_text.hpp"
#include "text/number_words.hpp"
#include "text/remaining_qualifier.hpp"

#include <bbp/substitution.hpp>

#include <charconv>

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

using orders::Comparator;
using orders::StateForm;
using orders::ValueKind;

/// "Fire-type", "Fire type", "a Fire-type Pokemon" → the type, when the Dex knows it.
std::string_view strip_article(std::string_view text) {
  text = text::trim(text);
  for (std::string_view article : {"a "sv, "an "sv, "the "sv})
    if (text::istarts_with(text, article)) return text::trim(text.substr(article.size()));
  return text;
}

EntryId type_of(const Dex& dex, std::string_view text) {
  std::string t = text::to_lower(text);
  for (std::string_view article : {"a "sv, "an "sv})
    if (t.starts_with(article)) t.erase(0, article.size());
  for (std::string_view tail : {" pokemon"sv, " pokémon"sv})
    if (t.ends_with(tail)) t.erase(t.size() - tail.size());
  for (std::string_view tail : {"-type"sv, " type"sv})
    if (t.ends_with(tail)) {
      t.erase(t.size() - tail.size());
      const Resolution r = dex.resolve(Kind::type, t);
      return r.match == Match::exact || r.match == Match::alias ? r.id : kNoEntry;
    }
  return kNoEntry;
}


/// The condition's canonical name ("Burned" → "Burn"), or "" when the Dex does not know it.
std::string condition_of(const Dex& dex, std::string_view text) {
  Resolution r = dex.resolve(Kind::condition, text);
  // "has a Burn": the article is not part of the name.
  if (r.match != Match::exact && r.match != Match::alias) r = dex.resolve(Kind::condition, strip_article(text));
  if (r.match != Match::exact && r.match != Match::alias) return {};
  return std::string(dex.entry(Kind::condition, r.id).name);
}

/// [10.6e] "a single specified item among the held items", "ability" and "species": "IF Heracross
/// holds Leftovers", "has Guts", "IF the opponent is Heracross". The kind and name, or nullopt for
/// other words.
struct Named {
  Kind kind;
  std::string name;
};
std::optional<Named> named_value_of(const Dex& dex, std::string_view text) {
  // "the Guts ability", "the item Leftovers": the kind is said, so only that kind is asked.
  if (const orders::KindNamed k = orders::kind_named(text); k.kind != orders::NamedKind::none) {
    const Kind kind = k.kind == orders::NamedKind::ability ? Kind::ability : Kind::item;
    const Resolution r = dex.resolve(kind, k.name);
    if (r.match == Match::exact || r.match == Match::alias) return Named{kind, std::string(dex.entry(kind, r.id).name)};
    return std::nullopt;
  }
  const std::string_view name = strip_article(text);
  // [10.6e] "Species" too: "IF the opponent is Heracross".
  for (Kind k : {Kind::item, Kind::ability, Kind::species}) {
    const Resolution r = dex.resolve(k, name);
    if (r.match == Match::exact || r.match == Match::alias) return Named{k, std::string(dex.entry(k, r.id).name)};
  }
  return std::nullopt;
}

enum class Quantity { none, hp, energy, speed, stage, recoveries, chills, items };

struct Measured {
  Quantity q = Quantity::none;
  StageId stage = kAtk;
  int sign = 1;  ///< -1 for a count of drops: "2 or more Defense drops" is the stage at -2 or lower
};

Measured quantity_named(std::string q);

Measured quantity_of(const orders::TriggerClause& c) {
  std::string q = text::to_lower(!c.quantity.text.empty() ? c.quantity.text : c.property.text);
  // "Heracross is faster than you": Speed without the word.
  if (q.empty()) {
    const std::string cmp = text::to_lower(c.comparator.text);
    if (cmp.find("faster") != std::string::npos || cmp.find("slower") != std::string::npos) return {Quantity::speed};
  }
  // "Heracross's Attack is at +2 or higher", "you have -1 Speed or lower": a stat written with a
  // signed value is its stage (docs/rulings.md "Signed values are stages").
  const std::string_view v = text::trim(c.value.text);
  if (!v.empty() && (v.front() == '+' || v.front() == '-') && !q.ends_with(" stage")) {
    const Measured staged = quantity_named(q + " stage");
    if (staged.q == Quantity::stage) return staged;
  }
  return quantity_named(std::move(q));
}

Measured quantity_named(std::string q) {
  // "Recoveries left", "remaining HP", "current Energy": the value itself ([10.6e] "Maximum or
  // Remaining"; the Remaining qualifier is also written after the value). "maximum" is a
  // different value and stays unread.
  for (std::string_view lead : {"remaining "sv, "current "sv})
    if (q.starts_with(lead)) q.erase(0, lead.size());
  q.resize(text::drop_remaining_qualifier(q).size());
  if (q == "hp" || q == "health" || q == "hit points") return {Quantity::hp};
  // [10.6e] the Recovery and Chill Allotments: how many [5.2a] Recoveries or Chills are left.
  for (std::string_view name : {"recoveries"sv, "recovery"sv, "recovery allotment"sv, "recovery count"sv})
    if (q == name) return {Quantity::recoveries};
  for (std::string_view name : {"chills"sv, "chill"sv, "chill allotment"sv, "chill count"sv})
    if (q == name) return {Quantity::chills};
  if (q == "energy" || q == "en") return {Quantity::energy};
  // [10.6e] "The quantity of items held": "has at least one item", "has 0 held items".
  if (orders::names_any_held_item(q)) return {Quantity::items};
  if (q == "speed") return {Quantity::speed};
  // "Attack stages", "Attack stat stage", "Attack stat boosts": the stat word and the plural say
  // nothing more (the linter reads them so).
  if (q.ends_with(" stages")) q.pop_back();
  constexpr std::string_view kStat = " stat";
  for (std::string_view word : {" stage"sv, " boosts"sv, " boost"sv, " drops"sv, " drop"sv})
    if (q.ends_with(word) && std::string_view(q).substr(0, q.size() - word.size()).ends_with(kStat))
      q.erase(q.size() - word.size() - kStat.size(), kStat.size());
  // "one or more Speed boosts", "2 Defense drops": a count of stages moved up or down (the linter's
  // note reads them so, [10.3b]).
  for (std::string_view word : {" boosts"sv, " boost"sv, " raises"sv, " drops"sv, " drop"sv})
    if (q.ends_with(word) && q.size() > word.size()) {
      Measured m = quantity_named(q.substr(0, q.size() - word.size()) + " stage");
      if (word.starts_with(" d")) m.sign = -1;
      return m.q == Quantity::stage ? m : Measured{};
    }
  if (q.ends_with(" stage")) {
    q.erase(q.size() - 6);
    static constexpr std::pair<std::string_view, StageId> kStages[] = {
        {"attack", kAtk},          {"defense", kDef},          {"special attack", kSpa}, {"sp. atk", kSpa},
        {"special defense", kSpd}, {"sp. def", kSpd},          {"speed", kSpe},          {"accuracy", kAcc},
        {"evasion", kEva},         {"critical", kCrit},        {"critical hit", kCrit}};
    for (const auto& [name, id] : kStages)
      if (q == name) return {Quantity::stage, id};
  }
  return {};
}

/// A value as a fraction num/den of the maximum (percentages and fractions) or a plain number
/// (den 0). nullopt when it cannot be read.
struct Value {
  long long num = 0, den = 0;
};

std::optional<Value> value_of(const orders::TriggerClause& c) {
  std::string v = text::to_lower(c.value.text);
  auto integer = [](std::string_view s) -> std::optional<long long> {
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    long long n = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    // Bounded so the exact comparison (have × den against num × max) cannot overflow.
    if (ec != std::errc{} || p != s.data() + s.size() || n > 1'000'000 || n < -1'000'000) return std::nullopt;
    return n;
  };
  switch (c.value_kind) {
    case ValueKind::number:
      if (auto n = integer(v)) return Value{*n, 0};
      if (auto n = text::cardinal_word(v)) return Value{*n, 0};  // "one or more Speed boosts"
      return std::nullopt;
    case ValueKind::percentage:
      if (v.ends_with('%')) v.pop_back();
      if (auto n = integer(v)) return Value{*n, 100};
      return std::nullopt;
    case ValueKind::fraction: {
      // "half", "1/3", optionally "of its/your/their maximum HP": a share of the subject's own
      // maximum. A share of something else ("half of yours") is not read.
      std::string_view rest;
      std::optional<Value> share;
      static constexpr std::pair<std::string_view, int> kWords[] = {
          {"one half", 2}, {"a half", 2}, {"half", 2}, {"one third", 3}, {"a third", 3},
          {"one quarter", 4}, {"a quarter", 4}, {"one fourth", 4}, {"a fourth", 4}};
      for (const auto& [word, den] : kWords)
        if (!share && v.starts_with(word) && (v.size() == word.size() || v[word.size()] == ' ')) {
          share = Value{1, den};
          rest = std::string_view(v).substr(word.size());
        }
      if (const auto slash = v.find('/'); !share && slash != std::string::npos) {
        const auto space = std::min(v.find(' ', slash), v.size());
        auto n = integer(std::string_view(v).substr(0, slash));
        auto d = integer(std::string_view(v).substr(slash + 1, space - slash - 1));
        if (n && d && *d > 0) share = Value{*n, *d};
        rest = std::string_view(v).substr(space);
      }
      if (!share) return std::nullopt;
      while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
      if (rest.empty()) return share;
      for (std::string_view owner : {"of its "sv, "of your "sv, "of their "sv, "of his "sv, "of her "sv})
        for (std::string_view max : {"maximum"sv, "max"sv})
          for (std::string_view what : {""sv, " hp"sv, " energy"sv, " en"sv})
            if (rest == std::string(owner) + std::string(max) + std::string(what)) return share;
      return std::nullopt;
    }
    default: return std::nullopt;
  }
}

/// The Pokemon whose value a comparison is against ("Heracross's", "that of Heracross", "yours",
/// "Heracross's HP", "you"); nullopt when the value names none this way, or names another
/// quantity than the subject's.
std::optional<orders::SubPokemon> reference_of(const orders::TriggerClause& c) {
  std::string v = text::to_lower(c.value.text);
  for (std::string_view lead : {"that of "sv, "the one of "sv})
    if (v.starts_with(lead)) v.erase(0, lead.size());
  orders::SubPokemon p;
  if (v == "you" || v == "yours" || v == "yourself") {
    p.placeholder = orders::Placeholder::self;
    p.text = p.name.text = v;
    return p;
  }
  // A quantity written after the owner must be the subject's own.
  if (const auto apos = v.find("'s "); apos != std::string::npos) {
    if (quantity_named(v.substr(apos + 3)).q != quantity_of(c).q || quantity_of(c).q == Quantity::none) return std::nullopt;
    v.erase(apos + 2);
  }
  if (v.starts_with("your ")) {
    if (quantity_named(v.substr(5)).q != quantity_of(c).q) return std::nullopt;
    p.placeholder = orders::Placeholder::self;
    p.text = p.name.text = "you";
    return p;
  }
  if (v.ends_with("'s")) v.erase(v.size() - 2);
  if (v.empty() || v == "its" || v == "it" || v == "theirs" || v == "them" || v.find(' ') != std::string::npos) {
    // A pronoun, or more than a name ("any opponent's"): not read.
    if (v != "the opponent" && v != "your opponent") return std::nullopt;
    p.placeholder = orders::Placeholder::opponent;
  }
  p.text = p.name.text = v;
  return p;
}

bool compare(long long lhs, Comparator op, long long rhs) {
  switch (op) {
    case Comparator::gt: return lhs > rhs;
    case Comparator::ge: return lhs >= rhs;
    case Comparator::lt: return lhs < rhs;
    case Comparator::le: return lhs <= rhs;
    case Comparator::eq: return lhs == rhs;
    case Comparator::ne: return lhs != rhs;
    default: return false;
  }
}

/// "your team is Burned": the property names the subject's team, not a note.
bool property_is_team(const orders::TriggerClause& c) { return text::to_lower(c.property.text) == "team"; }
/// "your side has Stealth Rock", "your side of the field …".
bool property_is_side(const orders::TriggerClause& c) {
  const std::string p = text::to_lower(c.property.text);
  return p == "side" || p == "field" || p.starts_with("side of");
}

/// A presence clause on one Pokemon: a condition it has (with `note` when one is asked for;
/// "Poisoned" matches either variant of Poison, data/rulebook/conditions.tsv), or a type.
bool presence_holds(const Dex& dex, const Pokemon& p, const orders::TriggerClause& c, std::string_view note) {
  // "IF Heracross has an item": [10.6e] the quantity of items held, one or more.
  if (orders::names_any_held_item(c.condition.text)) return !p.item.empty();
  // "any Major Status" ([10.6e]), "a status condition": any condition of that group.
  if (const auto g = orders::condition_group(c.condition.text); g && g->group == "Major Status") {
    for (const Condition& have : p.conditions)
      if (have.id != kNoEntry && dex.entry(Kind::condition, have.id).get("group") == "Major Status") return true;
    return false;
  }
  if (const std::string name = condition_of(dex, c.condition.text); !name.empty()) {
    // [10.6f] a KO clause: Fainting is no entry of the Pokemon's conditions but the [2.9] state.
    if (name == "Fainting") return p.fainted || p.fainting;
    for (const Condition& have : p.conditions)
      if ((condition_is(have, name) || (name == "Poison" && (condition_is(have, "Regular Poison") || condition_is(have, "Bad Poison")))) &&
          (note.empty() || has_note(have.notes, note)))
        return true;
    return false;
  }
  const EntryId t = type_of(dex, c.condition.text);
  if (t != kNoEntry) return p.types[0] == t || p.types[1] == t;
  // "at full HP", "your Energy is full": the current value against its maximum.
  switch (orders::full_value_phrase(c.condition.text, c.property.text)) {
    case orders::FullValue::hp: return p.hp == p.max_hp;
    case orders::FullValue::energy: return p.en == p.max_en;
    case orders::FullValue::none: break;
  }
  if (const auto named = named_value_of(dex, c.condition.text)) {
    if (named->kind == Kind::species)  // a forme is its species too ("Rotom-Wash" is a Rotom)
      return fold_name(p.species_name) == fold_name(named->name) || fold_name(p.base_species) == fold_name(named->name);
    return fold_name(named->kind == Kind::item ? p.item : p.ability) == fold_name(named->name);
  }
  return false;
}

/// "… or Burned" after "IF Heracross is Paralyzed": a verb-less clause with no subject of its own
/// asks what the clause before it asks, of the same Pokemon (clause_subject).
bool continues_presence(const orders::TriggerClause& c) { return c.state == StateForm::bare && !c.subject; }

}  // namespace

bool is_ko_clause(const Dex& dex, const orders::TriggerClause& c) {
  return c.kind == orders::ClauseKind::state && c.state == StateForm::presence && !property_is_team(c) &&
         condition_of(dex, c.condition.text) == "Fainting";
}

std::string state_clause_unsupported(const Dex& dex, const orders::TriggerClause& c) {
  if (c.state == StateForm::presence && property_is_side(c)) return "state '" + c.raw + "'";  // no field condition field_clauses.cpp knows
  if (c.state == StateForm::presence || continues_presence(c)) {
    if (!condition_of(dex, c.condition.text).empty() || type_of(dex, c.condition.text) != kNoEntry) return {};
    if (const auto g = orders::condition_group(c.condition.text); g && g->group == "Major Status") return {};
    if (orders::names_any_held_item(c.condition.text) || named_value_of(dex, c.condition.text) ||
        orders::full_value_phrase(c.condition.text, c.property.text) != orders::FullValue::none)
      return {};
    return "state '" + c.raw + "'";
  }
  if (c.state == StateForm::comparison) {
    const Measured m = quantity_of(c);
    if (c.value_kind == ValueKind::reference)  // against another Pokemon's value of the same quantity
      return m.q != Quantity::none && c.op != Comparator::none && reference_of(c) ? std::string() : "state '" + c.raw + "'";
    const std::optional<Value> v = value_of(c);
    if (m.q == Quantity::none || !v || c.op == Comparator::none) return "state '" + c.raw + "'";
    // A share of the maximum needs a maximum: HP and Energy have one, Speed and stages do not.
    if (v->den != 0 && m.q != Quantity::hp && m.q != Quantity::energy) return "state '" + c.raw + "'";
    return {};
  }
  return "state '" + c.raw + "'";
}

long long Engine::quantity(PokemonIndex who, int q, int stage) const {
  const Pokemon& p = b.pokemon[who];
  switch (static_cast<Quantity>(q)) {
    case Quantity::hp: return p.hp;
    case Quantity::energy: return p.en;
    case Quantity::speed: return effective_speed(who);
    case Quantity::stage: return p.stages[static_cast<std::size_t>(stage)].value;
    case Quantity::recoveries: return p.recoveries;
    case Quantity::chills: return p.chills;
    case Quantity::items: return p.item.empty() ? 0 : 1;
    case Quantity::none: return 0;
  }
  return 0;
}

bool Engine::state_holds(PokemonIndex me, PokemonIndex who, const orders::TriggerClause& c) const {
  const Pokemon& p = b.pokemon[who];
  if (c.state == StateForm::presence && property_is_team(c)) {
    // "IF your team is Burned": any member of that team (as "When your team is inflicted with …",
    // [10.5a]; docs/rulings.md).
    for (const Pokemon& member : b.pokemon)
      if (member.team == p.team && !member.fainted && presence_holds(dex, member, c, {})) return true;
    return false;
  }
  // [10.6e] "IF your Earthquake is Sealed": the property is the condition's note.
  if (c.state == StateForm::presence || continues_presence(c)) return presence_holds(dex, p, c, c.property.text);
  const Measured m = quantity_of(c);
  if (m.q == Quantity::none) return false;
  const long long have = m.sign * quantity(who, static_cast<int>(m.q), m.stage);
  if (c.value_kind == ValueKind::reference) {
    // "your Speed is higher than Heracross's": the same quantity of the other Pokemon, as it is now.
    const auto ref = reference_of(c);
    const auto other = ref ? observed_pokemon(me, *ref, -1) : std::vector<PokemonIndex>{};
    return !other.empty() && compare(have, c.op, m.sign * quantity(other.front(), static_cast<int>(m.q), m.stage));
  }
  const std::optional<Value> v = value_of(c);
  if (!v) return false;
  const long long max = m.q == Quantity::hp ? p.max_hp : m.q == Quantity::energy ? p.max_en : 0;
  // A share of the maximum is compared exactly: have/max against num/den.
  if (v->den != 0) return compare(have * v->den, c.op, v->num * max);
  return compare(have, c.op, v->num);
}

}  // namespace bbp::sim
