#include "sema/held_item_words.hpp"

#include "text/ascii_text.hpp"
#include "text/words.hpp"

#include <array>
#include <vector>

using namespace std::string_view_literals;

namespace bbp::sema {

std::string_view item_kind_word(std::string_view phrase) {
  const std::string lower = text::to_lower(text::trim(phrase));
  const std::size_t space = lower.rfind(' ');
  const std::string_view last = std::string_view(lower).substr(space == std::string::npos ? 0 : space + 1);
  struct Kind_ {
    std::string_view word, singular;
  };
  for (const Kind_ k : {Kind_{"item", "item"}, Kind_{"items", "item"}, Kind_{"berry", "Berry"}, Kind_{"berries", "Berry"},
                        Kind_{"gem", "Gem"}, Kind_{"gems", "Gem"}, Kind_{"plate", "Plate"}, Kind_{"plates", "Plate"},
                        Kind_{"z-crystal", "Z-Crystal"}, Kind_{"z-crystals", "Z-Crystal"}, Kind_{"stone", "Stone"},
                        Kind_{"stones", "Stone"}})
    if (last == k.word) return k.singular;
  return {};
}

namespace {

// Whether `phrase` is an item (0), a kind of item (1) or neither (-1).
int item_or_kind(const Dex& dex, std::string_view phrase) {
  // "Berry" alone is a kind, though the Dex still knows the Gen 2 item of that name.
  if (phrase.find(' ') == std::string_view::npos && !item_kind_word(phrase).empty()) return 1;
  const Resolution r = dex.resolve(Kind::item, phrase);
  if (r.match == Match::exact || r.match == Match::alias) return 0;
  return item_kind_word(phrase).empty() ? -1 : 1;
}

// The item's words after the event verb: "its Leftovers", "a Berry", "their item".
std::string_view item_after(std::string_view rest) {
  rest = text::trim(rest);
  for (std::string_view owner :
       {"its "sv, "their "sv, "your "sv, "his "sv, "her "sv, "my "sv, "the "sv, "a "sv, "an "sv, "any "sv})
    if (text::istarts_with(rest, owner)) {
      rest.remove_prefix(owner.size());
      break;
    }
  return text::trim(rest);
}

// Past tenses only: "IF Heracross loses its item" would be an action of the item's holder, which
// other checks read; "lost", "consumed" describe what has happened.
constexpr std::array kVerbs{std::string_view{"lost"}, std::string_view{"consumed"}, std::string_view{"eaten"},
                            std::string_view{"ate"},  std::string_view{"dropped"},  std::string_view{"used up"}};
// "had its item knocked off": the event's words after the item.
constexpr std::array kPassiveTails{std::string_view{"knocked off"}, std::string_view{"removed"},
                                   std::string_view{"stolen"}, std::string_view{"taken"}, std::string_view{"taken away"},
                                   std::string_view{"knocked away"}};

}  // namespace

std::optional<ItemEvent> item_event(const Dex& dex, std::string_view clause) {
  std::string_view s = text::trim(clause);
  while (!s.empty() && (s.back() == '.' || s.back() == ',' || s.back() == '!')) s.remove_suffix(1);
  const std::vector<text::Word> words = text::split_words(s);
  // The verb comes within the first few words: "lost …", "has lost …", "Heracross has lost …",
  // "Mr. Mime has lost …".
  for (std::size_t i = 0; i < words.size() && i < 4; ++i) {
    std::string_view holder = text::trim(std::string_view(s).substr(0, static_cast<std::size_t>(words[i].text.data() - s.data())));
    for (std::string_view aux : {" has"sv, " have"sv})
      if (text::iends_with(holder, aux)) holder.remove_suffix(aux.size());
    if (text::to_lower(holder) == "has" || text::to_lower(holder) == "have") holder = {};
    const std::size_t after = static_cast<std::size_t>(words[i].text.data() + words[i].text.size() - s.data());
    for (std::string_view verb : kVerbs) {
      std::string_view rest = std::string_view(s).substr(after);
      std::string_view matched = words[i].lower;
      if (verb == "used up") {
        if (words[i].lower != "used" || i + 1 >= words.size() || words[i + 1].lower != "up") continue;
        rest = std::string_view(s).substr(static_cast<std::size_t>(words[i + 1].text.data() + 2 - s.data()));
        matched = verb;
      } else if (words[i].lower != verb) {
        continue;
      }
      const std::string_view item = item_after(rest);
      if (const int what = item.empty() ? -1 : item_or_kind(dex, item); what >= 0)
        return ItemEvent{std::string(matched), std::string(item), std::string(holder), what == 1};
    }
    if (words[i].lower == "had") {
      const std::string_view rest = std::string_view(s).substr(after);
      const std::string lower_rest = text::to_lower(rest);
      for (std::string_view tail : kPassiveTails) {
        if (lower_rest.size() <= tail.size() + 1 || !lower_rest.ends_with(tail) ||
            lower_rest[lower_rest.size() - tail.size() - 1] != ' ')
          continue;
        const std::string_view item = item_after(rest.substr(0, rest.size() - tail.size()));
        if (const int what = item.empty() ? -1 : item_or_kind(dex, item); what >= 0)
          return ItemEvent{std::string(tail), std::string(item), std::string(holder), what == 1};
      }
    }
  }
  return std::nullopt;
}

}  // namespace bbp::sema
