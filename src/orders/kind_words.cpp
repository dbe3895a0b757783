#include "orders/kind_words.hpp"

#include "text/ascii_text.hpp"

using namespace std::string_view_literals;

namespace bbp::orders {

namespace {

struct KindWord {
  std::string_view word;
  NamedKind kind;
};
// Longest first: "held item" before "item".
constexpr KindWord kKindWords[] = {{"ability", NamedKind::ability}, {"held item", NamedKind::item}, {"item", NamedKind::item}};

std::string_view drop_article(std::string_view s) {
  s = text::trim(s);
  for (std::string_view article : {"a "sv, "an "sv, "the "sv})
    if (s.size() > article.size() && text::istarts_with(s, article)) return text::trim(s.substr(article.size()));
  return s;
}

}  // namespace

KindNamed kind_named(std::string_view text) {
  const std::string_view s = drop_article(text);
  for (const KindWord& k : kKindWords) {
    // "the ability Guts", "the item Leftovers"
    if (s.size() > k.word.size() + 1 && text::istarts_with(s, k.word) && s[k.word.size()] == ' ')
      return {k.kind, text::trim(s.substr(k.word.size() + 1))};
    // Before the bare suffix, which would keep "as its" in the name.
    // "Guts as its ability", "Leftovers as their held item"
    for (std::string_view owner : {" as its "sv, " as their "sv, " as your "sv, " as his "sv, " as her "sv}) {
      if (s.size() <= owner.size() + k.word.size() || !text::iends_with(s, k.word)) continue;
      const std::string_view head = s.substr(0, s.size() - k.word.size());
      if (text::iends_with(head, owner)) return {k.kind, text::trim(head.substr(0, head.size() - owner.size()))};
    }
    // "the Guts ability", "a Leftovers held item"
    if (s.size() > k.word.size() + 1 && text::iends_with(s, k.word) && s[s.size() - k.word.size() - 1] == ' ')
      return {k.kind, text::trim(s.substr(0, s.size() - k.word.size() - 1))};
  }
  return {};
}

}  // namespace bbp::orders
