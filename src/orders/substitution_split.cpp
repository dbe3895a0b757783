#include "orders/substitution_split.hpp"

#include <bbp/post.hpp>
#include <bbp/substitution.hpp>

#include "text/ascii_text.hpp"

#include <array>
#include <string_view>
#include <utility>

namespace bbp::orders {

namespace {

// Each candidate costs a parse of the text before it; a line with many "; IF" but no complete
// substitution before them (garbage, or fuzzing) stops trying after these.
constexpr int kMaxTries = 8;

/// Does `rest` (after "; " or ". ") open a substitution of its own?
bool opens_substitution(std::string_view rest) {
  // "… THEN use Swords Dance. 2. IF …": the next item's number opens it with the substitution.
  rest.remove_prefix(post::substitution_label_length(rest));
  // [10.7b] "if it is step 3", "if it's the second step": the previous result's affix.
  constexpr std::array<std::string_view, 9> kStepAffix = {"if it is step", "if it's step", "if it is the", "if it's the",
                                                          "if this is",    "if on step",   "if in step",   "if step",
                                                          "if we are"};
  for (std::string_view a : kStepAffix)
    if (text::istarts_with(rest, a)) return false;
  // "; if this triggers, use …", "; if so, …": the next result of the same substitution.
  constexpr std::array<std::string_view, 7> kIfSo = {"if this triggers", "if it triggers", "if so",       "if it does",
                                                     "if this happens",  "if that happens", "if this works"};
  for (std::string_view a : kIfSo)
    if (text::istarts_with(rest, a)) return false;
  constexpr std::array<std::string_view, 8> kOpeners = {"if ",       "at the start of", "at the end of", "at the beginning of",
                                                        "whenever ", "when hit",        "only once",     "once,"};
  for (std::string_view o : kOpeners)
    if (text::istarts_with(rest, o)) return looks_like_substitution(rest);
  return false;
}

/// The text before the split point is a whole substitution: a trigger (or a timing standing for
/// it) and at least one result, introduced by THEN or punctuation (a result found only by its
/// verb, "IF A is to use X; IF B is to use Y", is the trigger misread).
bool complete(const Substitution& s) {
  return !s.unreadable && !s.results.empty() && !s.then_implicit && (!s.trigger.empty() || s.timing_is_trigger());
}

Span trimmed(const bbcode::Projection& plain, std::size_t b, std::size_t e) {
  while (b < e && text::is_space(plain.text[b])) ++b;
  while (e > b && text::is_space(plain.text[e - 1])) --e;
  return Span{b, e};
}

}  // namespace

std::vector<Substitution> parse_line_substitutions(const bbcode::Projection& plain, Span content) {
  std::vector<Substitution> subs;
  std::size_t begin = content.begin;
  int tries = 0;
  int depth = 0;  // inside parentheses nothing splits: "(IF … ; …)"
  for (std::size_t i = content.begin; i + 1 < content.end && tries < kMaxTries; ++i) {
    const char c = plain.text[i];
    if (c == '(') ++depth;
    else if (c == ')' && depth > 0) --depth;
    if (depth > 0 || (c != ';' && c != '.') || !text::is_space(plain.text[i + 1])) continue;
    std::size_t r = i + 1;
    while (r < content.end && text::is_space(plain.text[r])) ++r;
    const std::string_view rest(plain.text.data() + r, content.end - r);
    if (!opens_substitution(rest)) continue;
    ++tries;
    const Span head = trimmed(plain, begin, i);
    if (head.empty()) continue;
    Substitution first = parse_substitution(plain, head);
    if (!complete(first)) continue;
    subs.push_back(std::move(first));
    begin = r;
  }
  subs.push_back(parse_substitution(plain, trimmed(plain, begin, content.end)));
  return subs;
}

}  // namespace bbp::orders
