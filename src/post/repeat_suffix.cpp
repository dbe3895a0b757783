#include "post/repeat_suffix.hpp"

#include "post/text_util.hpp"

using namespace std::string_view_literals;

namespace bbp::post {

namespace {

constexpr std::string_view kTimesSign = "\xC3\x97";  // ×

/// Reads "x3", "x 3", "×3", "*3", "3x", "3 times" exactly filling `s`; the count or 0.
bool same_word(std::string_view a, std::string_view b) { return a.size() == b.size() && text::istarts_with(a, b); }

int count_of(std::string_view s) {
  s = text::trim(s);
  auto digit = [](std::string_view d) { return d.size() == 1 && d[0] >= '2' && d[0] <= '9' ? d[0] - '0' : 0; };
  if (s.starts_with(kTimesSign)) return digit(text::trim(s.substr(kTimesSign.size())));
  if (s.empty()) return 0;
  if (s[0] == 'x' || s[0] == 'X' || s[0] == '*') return digit(text::trim(s.substr(1)));
  if (s.size() >= 2 && (s.back() == 'x' || s.back() == 'X')) return digit(text::trim(s.substr(0, s.size() - 1)));
  if (text::iends_with(s, "times")) {
    const std::string_view n = text::trim(s.substr(0, s.size() - 5));
    for (std::string_view w : {"two"sv, "three"sv})  // "X-Scissor two times"
      if (same_word(n, w)) return w == "two" ? 2 : 3;
    return digit(n);
  }
  // "X-Scissor twice", "Earthquake thrice"
  if (same_word(s, "twice")) return 2;
  if (same_word(s, "thrice")) return 3;
  return 0;
}

}  // namespace

std::optional<RepeatSuffix> repeat_suffix(std::string_view step) {
  step = text::trim(step);
  // "… then X-Scissor twice.": a sentence's closing mark after the count.
  if (!step.empty() && (step.back() == '.' || step.back() == '!')) step = text::trim(step.substr(0, step.size() - 1));
  if (step.size() < 4) return std::nullopt;
  const char last = step.back();
  if (last == ')' || last == ']') {
    const std::size_t open = step.find_last_of(last == ')' ? '(' : '[');
    if (open == std::string_view::npos || open == 0) return std::nullopt;
    const int n = count_of(step.substr(open + 1, step.size() - open - 2));
    if (n == 0) return std::nullopt;
    return RepeatSuffix{open, n};
  }
  // The suffix is the last word ("x3", "3x") or the last two ("x 3", "3 times").
  std::size_t word_begin = step.size();
  for (int words = 1; words <= 2; ++words) {
    const std::size_t space = step.find_last_of(' ', word_begin - 1);
    if (space == std::string_view::npos) return std::nullopt;
    std::size_t end = space;  // the action text ends before the spaces
    while (end > 0 && step[end - 1] == ' ') --end;
    if (end == 0) return std::nullopt;
    if (const int n = count_of(step.substr(space + 1)); n != 0) return RepeatSuffix{end, n};
    word_begin = end;
  }
  return std::nullopt;
}

}  // namespace bbp::post
