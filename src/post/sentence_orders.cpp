#include "post/sentence_orders.hpp"

#include "text/ascii_text.hpp"

namespace bbp::post::detail {

bool orders_in_a_sentence(std::string_view text, const Options& options) {
  if (options.mentions_action == nullptr || options.is_lead_in_word == nullptr) return false;
  std::string_view t = text::trim(text);
  constexpr std::size_t kShortSentence = 80;  // mentions_action's own bound: longer is prose
  if (t.empty() || t.size() > kShortSentence) return false;
  // "Also, furthermore, use …", "Please use …": at most three words before the verb.
  for (int lead = 0; lead < 3; ++lead) {
    const std::size_t end = t.find_first_of(" ,");
    if (end == std::string_view::npos) return false;
    const std::string_view word = t.substr(0, end);
    if (!options.is_lead_in_word(word) && !text::iequals(word, "please")) break;
    t = text::trim(t.substr(end));
    if (!t.empty() && t.front() == ',') t = text::trim(t.substr(1));
  }
  if (!text::istarts_with(t, "use ")) return false;
  return options.mentions_action(t.substr(4));
}

}  // namespace bbp::post::detail
