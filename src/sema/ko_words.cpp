#include "sema/ko_words.hpp"

#include "text/ascii_text.hpp"
#include "text/words.hpp"

#include <string>
#include <vector>

namespace bbp::sema {
namespace {

bool one_of(const std::string& w, std::initializer_list<std::string_view> set) {
  for (std::string_view x : set)
    if (w == x) return true;
  return false;
}

}  // namespace

std::string_view ko_target_of_active(std::string_view clause) {
  // Asked of every state clause: most name no knock-out at all, and need no word split.
  if (text::ifind(clause, "ko") == std::string_view::npos && text::ifind(clause, "knock") == std::string_view::npos &&
      text::ifind(clause, "kill") == std::string_view::npos)
    return {};
  const std::vector<text::Word> w = text::split_words(clause);
  for (std::size_t i = 1; i + 1 < w.size(); ++i) {
    std::size_t object = 0;  // index of the first word after the verb
    if (one_of(w[i].lower, {"ko", "kos", "ko's", "koed", "ko'd", "kod", "ko’d", "kill", "kills", "killed"}))
      object = i + 1;
    else if (one_of(w[i].lower, {"knock", "knocks", "knocked"}) && w[i + 1].lower == "out")
      object = i + 2;
    if (object == 0 || object >= w.size()) continue;
    // "is knocked out", "gets KO'd": the passive is the faint itself.
    if (one_of(w[i - 1].lower, {"is", "are", "was", "were", "be", "been", "being", "get", "gets", "got", "gotten"}))
      return {};
    if (w[object].lower == "by") return {};
    const auto offset = [&](std::string_view word) { return static_cast<std::size_t>(word.data() - clause.data()); };
    std::string_view target =
        clause.substr(offset(w[object].text), offset(w.back().text) + w.back().text.size() - offset(w[object].text));
    while (!target.empty() && (target.back() == '.' || target.back() == ',')) target.remove_suffix(1);
    return target;
  }
  return {};
}

}  // namespace bbp::sema
