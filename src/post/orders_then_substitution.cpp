// "Triantis: Swords Dance, X-Scissor, X-Scissor. Subs: 1. IF Heracross uses Protect THEN …": the
// main orders and the first substitution written on one line. [9.1] orders and [10] substitutions
// are separate parts of an order set, so the line is read as two: the orders up to the sentence's
// end, the substitution from its opener (the whole line was one unreadable substitution before).
#include "post/segment_builder.hpp"

#include "post/chat_lines.hpp"
#include "post/text_util.hpp"

#include <bbp/limits.hpp>

#include <algorithm>
#include <array>

namespace bbp::post::detail {
namespace {

/// The words a substitution (or its label) can start with, checked before the costlier tests.
bool may_open_substitution(std::string_view rest) {
  if (rest.empty()) return false;
  switch (text::lower(rest.front())) {
    case 'i': case 'a': case 'w': case 's': case 'o': break;
    default: return false;
  }
  constexpr std::array<std::string_view, 8> kOpeners = {"if ",   "at the ", "whenever ", "when ",
                                                        "subs", "sub ",    "substitution", "only once"};
  for (std::string_view o : kOpeners)
    if (text::istarts_with(rest, o)) return true;
  return false;
}

/// The substitution after the orders names its result ("THEN", "use …", "push orders down", an
/// arrow): "Use Swords Dance, then X-Scissor. IF Heracross uses Protect." is one substitution with
/// its result written first ([10.1] order), not orders and a substitution without a result.
bool names_a_result(std::string_view sub) {
  constexpr std::array<std::string_view, 5> kWords = {"then", "use", "push", "switch", "instead"};
  for (std::string_view w : kWords)
    if (text::contains_word(sub, w)) return true;
  return sub.find("->") != std::string_view::npos || sub.find("=>") != std::string_view::npos ||
         sub.find("\xE2\x86\x92") != std::string_view::npos;
}

/// Where the orders (or table talk) end in `text`: the ". " or "; " before the substitution; 0
/// when the line is not shaped so.
std::size_t substitution_after_orders(std::string_view text, LineStyle style, const Options& options) {
  if (options.is_substitution == nullptr) return 0;
  // Every line of every post passes here: the stops are found with memchr, and the rest of the
  // work is done only where a substitution's opener follows one.
  std::size_t dot = text.find('.'), semi = text.find(';');
  std::size_t label = std::string_view::npos;  // found with the first candidate
  while (dot != std::string_view::npos || semi != std::string_view::npos) {
    const std::size_t i = std::min(dot, semi);
    if (i == dot) dot = text.find('.', i + 1);
    else semi = text.find(';', i + 1);
    if (i + 1 >= text.size() || !text::is_space(text[i + 1])) continue;
    std::size_t r = i + 1;
    while (r < text.size() && text::is_space(text[r])) ++r;
    const std::string_view rest = text.substr(r);
    if (!may_open_substitution(rest)) continue;
    if (label == std::string_view::npos) {
      // A line that opens as a substitution is one ("1. IF …"): several on one line are the
      // orders stage's to split (orders/substitution_split.hpp).
      label = substitution_label_length(text);
      if (may_open_substitution(text.substr(label))) return 0;
    }
    if (i < label) continue;  // "1. IF …": the label's own full stop
    // Inside parentheses nothing splits: "(IF … ; …)".
    int depth = 0;
    for (std::size_t k = 0; k < i; ++k) depth += text[k] == '(' ? 1 : text[k] == ')' && depth > 0 ? -1 : 0;
    if (depth > 0) continue;
    const std::string_view sub = rest.substr(substitution_label_length(rest));
    if (!options.is_substitution(sub) || !names_a_result(sub)) continue;
    // Only the first candidate is judged: what stands before it decides.
    const std::string_view head = text::trim(text.substr(0, i));
    if (head.empty() || options.is_substitution(head.substr(substitution_label_length(head)))) return 0;
    const Guess g = classify(head, style, options).guess;
    if (g == Guess::main_orders || g == Guess::header_and_orders) return i;
    // "Alright, here we go. IF …": table talk before the substitution is the player's words.
    const bool chat = g == Guess::flavor || g == Guess::unknown;
    return chat && (is_chat_line(head) || speaks_as_clause(head)) ? i : 0;
  }
  return 0;
}

}  // namespace

void split_orders_from_substitutions(const bbcode::Projection& plain, std::vector<Line>& lines, const Options& options) {
  std::vector<Line> out;
  bool split = false;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const Line& line = lines[k];
    const std::string_view text(plain.text.data() + line.text.begin, line.text.size());
    const std::size_t stop =
        over_limit(line.text.size(), options.limits.line_bytes) ? 0 : substitution_after_orders(text, style_of(line), options);
    if (stop == 0) {
      if (split) out.push_back(line);
      continue;
    }
    if (!split) out.assign(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(k));
    split = true;
    // The ". " or "; " ends the orders' sentence: no part of the last step ("X-Scissor;" read as
    // an empty action after it).
    std::size_t r = stop + 1;
    while (r < text.size() && text::is_space(text[r])) ++r;
    Line head = line, tail = line;
    head.text = Span{line.text.begin, line.text.begin + stop};
    tail.text = Span{line.text.begin + r, line.text.end};
    out.push_back(head);
    out.push_back(tail);
  }
  if (split) lines = std::move(out);
}

}  // namespace bbp::post::detail
