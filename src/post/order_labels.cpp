// The words before an orders line's colon that label the orders ("Plan:", "Action orders:") and
// the header line above that names the Pokemon they are for (segment.cpp, order_set_lines.cpp).
#include "post/segment_builder.hpp"
#include "post/text_util.hpp"
#include "text/ascii_text.hpp"

#include <algorithm>
#include <array>

namespace bbp::post::detail {

bool names_a_species(std::string_view text, const Options& options) {
  if (!text::find_sprites(text).empty()) return true;
  if (options.is_species == nullptr || text.size() > 120) return false;
  // The words, split at blanks and the marks around a species ("Triantis (Scyther)", "[Scyther]").
  std::array<std::string_view, 16> words{};
  std::size_t n = 0;
  for (std::size_t at = 0; at < text.size() && n < words.size();) {
    const std::size_t end = std::min(text.find_first_of(" ()[]|,", at), text.size());
    if (end > at) words[n++] = text.substr(at, end - at);
    at = end + 1;
  }
  for (std::size_t first = 0; first < n; ++first)
    for (std::size_t last = first; last < n && last < first + 3; ++last) {
      const std::size_t begin = static_cast<std::size_t>(words[first].data() - text.data());
      const std::size_t end = static_cast<std::size_t>(words[last].data() - text.data()) + words[last].size();
      if (options.is_species(text.substr(begin, end - begin))) return true;
    }
  return false;
}

bool reads_as_orders_label(std::string_view head, std::string_view before, const Options& options) {
  head = text::trim(head);
  if (head.size() < 2 || head.back() != ':') return false;
  const std::string_view words = text::trim(head.substr(0, head.size() - 1));
  if (words.empty() || text::word_count(words) > 3 || names_a_species(words, options)) return false;
  // ":sv/beldum: Bastion" then ":sv/piplup: Pip" over "Bastion: Iron Defense - …": a name the post
  // gave a Pokemon just before is that Pokemon. The same words as a label above ("Plan:" over the
  // orders of the Pokemon before) name nobody. Only the text close above is searched, so a long
  // post of such lines stays linear.
  constexpr std::size_t kLookBack = 4096;
  if (before.size() > kLookBack) before.remove_prefix(before.size() - kLookBack);
  for (std::size_t at = ::bbp::text::ifind_word(before, words); at != std::string_view::npos;
       at = ::bbp::text::ifind_word(before, words, at + words.size())) {
    std::string_view after = before.substr(at + words.size());
    while (!after.empty() && (after.front() == ' ' || after.front() == '\t')) after.remove_prefix(1);
    if (after.empty() || after.front() != ':' || text::sprite_at(after, 0)) return false;
  }
  return true;
}

}  // namespace bbp::post::detail
