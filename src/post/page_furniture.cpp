#include "post/page_furniture.hpp"

#include "text/ascii_text.hpp"

#include <array>

namespace bbp::post {

bool is_page_furniture(std::string_view line) {
  const std::string_view l = text::trim(line);
  if (l.empty() || l.size() > 60) return false;
  for (std::string_view prefix : {"last edited:", "last edited by", "reactions:", "click to expand", "click to shrink"})
    if (text::istarts_with(l, prefix)) return true;
  // "Reply", "Like Reply", "Like Quote Reply", "Report Add bookmark": only the buttons' words.
  static constexpr std::array<std::string_view, 8> kButtons = {"reply", "report", "like", "quote", "share", "bookmark",
                                                               "add", "new"};
  std::size_t words = 0;
  std::size_t i = 0;
  while (i < l.size()) {
    while (i < l.size() && text::is_space(l[i])) ++i;
    std::size_t e = i;
    while (e < l.size() && !text::is_space(l[e])) ++e;
    if (e == i) break;
    const std::string_view w = l.substr(i, e - i);
    bool button = false;
    for (std::string_view b : kButtons) button = button || (w.size() == b.size() && text::istarts_with(w, b));
    if (!button) return false;
    ++words;
    i = e;
  }
  // "Add" or "New" alone is a word of a sentence more often than a button.
  return words > 0 && !(words == 1 && (text::istarts_with(l, "add") || text::istarts_with(l, "new")));
}

}  // namespace bbp::post
