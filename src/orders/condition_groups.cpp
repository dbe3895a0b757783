#include "orders/condition_groups.hpp"

#include "text/ascii_text.hpp"

#include <array>
#include <string>

using namespace std::string_view_literals;

namespace bbp::orders {
namespace {

/// `words` lower-cased and trimmed, without a leading "a", "an", "any" or "some".
std::string without_article(std::string_view words) {
  std::string w = text::to_lower(text::trim(words));
  for (std::string_view article : {"a "sv, "an "sv, "any "sv, "some "sv})
    if (w.starts_with(article)) {
      w.erase(0, article.size());
      break;
    }
  return w;
}

}  // namespace

std::optional<ConditionGroup> condition_group(std::string_view words) {
  const std::string w = without_article(words);
  struct Row {
    std::string_view words, group;
    bool alias;
    bool adjective = false;
  };
  static constexpr std::array<Row, 19> kRows{{
      {"major status", "Major Status", false},
      {"major status condition", "Major Status", false},
      {"major statuses", "Major Status", false},
      {"status condition", "Major Status", true},
      {"status", "Major Status", true},
      {"status ailment", "Major Status", true},
      {"status problem", "Major Status", true},
      {"non-volatile status", "Major Status", true},
      {"statused", "Major Status", true, true},
      {"screen", "Screen", false},
      {"screens", "Screen", false},
      {"hazard", "Entry Hazard", false},
      {"hazards", "Entry Hazard", false},
      {"entry hazard", "Entry Hazard", false},
      {"entry hazards", "Entry Hazard", false},
      {"weather", "Weather", false},
      {"terrain", "Terrain", false},
      {"weathers", "Weather", false},
      {"terrains", "Terrain", false},
  }};
  for (const Row& r : kRows)
    if (w == r.words) return ConditionGroup{r.group, r.alias, r.adjective};
  return std::nullopt;
}

std::optional<CreatedCondition> resolve_created_condition(const Dex& dex, std::string_view words) {
  if (const auto g = condition_group(words)) return CreatedCondition{std::string(g->group), true, g->group != "Major Status"};
  std::string w = without_article(words);
  if (w.starts_with("the ")) w.erase(0, 4);
  auto known = [](const Resolution& r) { return r.match == Match::exact || r.match == Match::alias; };
  if (const Resolution r = dex.resolve(Kind::condition, w); known(r)) {
    const Entry& e = dex.entry(Kind::condition, r.id);
    return CreatedCondition{std::string(e.name), false, e.get("kind") == "field" || e.get("kind") == "battle"};
  }
  for (const Kind kind : {Kind::weather, Kind::terrain})  // the Weather and Terrain tables' aliases
    if (const Resolution f = dex.resolve(kind, w); known(f))
      return CreatedCondition{std::string(dex.entry(kind, f.id).name), false, true};
  return std::nullopt;
}

bool names_any_held_item(std::string_view words) {
  std::string w = without_article(words);
  // "has its item", "still has their item": the possessive says whose, the Pokemon the clause is
  // about, so it is the count of that Pokemon's items as "an item" is.
  for (std::string_view owner : {"its "sv, "their "sv, "your "sv, "his "sv, "her "sv, "my "sv})
    if (w.starts_with(owner)) {
      w.erase(0, owner.size());
      break;
    }
  for (std::string_view p : {"item"sv, "held item"sv, "items"sv, "held items"sv, "item held"sv, "hold item"sv})
    if (w == p) return true;
  return false;
}

}  // namespace bbp::orders
