#include "post/separators.hpp"

#include "post/text_util.hpp"

#include "grammar/orders.hpp"

#include <algorithm>
#include <array>

using namespace std::string_view_literals;

namespace bbp::post {

std::string_view to_string(SepKind k) {
  switch (k) {
    case SepKind::line: return "line";
    case SepKind::pipe: return "|";
    case SepKind::dash: return "-";
    case SepKind::arrow: return ">";
    case SepKind::tilde: return "~";
    case SepKind::bullet: return "\xE2\x80\xA2";
    case SepKind::then: return "then";
    case SepKind::slash: return "/";
    case SepKind::semicolon: return ";";
    case SepKind::comma: return ",";
  }
  return "?";
}

bool is_unusual(SepKind k) { return k == SepKind::slash || k == SepKind::semicolon || k == SepKind::bullet; }

namespace {

constexpr std::string_view kEmDash = "\xE2\x80\x94";
constexpr std::string_view kEnDash = "\xE2\x80\x93";

/// Bytes that never begin a separator: the space, digits and letters but 't' and 'a' (which may
/// begin "then" and "and").
constexpr std::array<bool, 256> kQuiet = [] {
  std::array<bool, 256> t{};
  t[' '] = true;
  for (int c = '0'; c <= '9'; ++c) t[c] = true;
  for (int c = 'a'; c <= 'z'; ++c) t[c] = t[c - 'a' + 'A'] = c != 't' && c != 'a';
  return t;
}();

bool space_at(std::string_view s, std::size_t i) { return i < s.size() && text::is_space(s[i]); }

/// The length of the bullet glyph opening `rest`, 0 if none.
std::size_t bullet_at(std::string_view rest) {
  for (std::string_view b : {"\xE2\x80\xA2"sv, "\xC2\xB7"sv, "\xE2\x88\x99"sv, "\xE2\x8B\x85"sv, "\xE2\x97\x8F"sv})
    if (rest.starts_with(b)) return b.size();
  return 0;
}

/// The length of the blanks and the step lead ("follow up with ", "finally ") opening `rest`; 0
/// when `rest` does not open with one. The main-orders grammar's rule, so a word it strips from a
/// step is the word that divided the steps.
std::size_t step_lead_after(std::string_view rest) {
  std::size_t b = 0;
  while (b < rest.size() && (rest[b] == ' ' || rest[b] == '\t')) ++b;
  if (b == 0 || b == rest.size()) return 0;
  tao::pegtl::memory_input in(rest.data() + b, rest.size() - b, "");
  if (!tao::pegtl::parse<grammar::orders::step_lead>(in)) return 0;
  return static_cast<std::size_t>(in.current() - rest.data());
}

/// "Triantis, open with Swords Dance": a name of one or two words opening the line, then a comma,
/// then a step lead or "use": the Pokemon addressed, no step of its own.
bool vocative_comma(std::string_view s, std::size_t comma, bool first_token) {
  if (!first_token || text::word_count(s.substr(0, comma)) > 2) return false;
  const std::string_view rest = s.substr(comma + 1);
  if (step_lead_after(rest) > 0) return true;
  const std::string_view next = text::trim(rest);
  return text::istarts_with(next, "use ");
}

}  // namespace

std::size_t arrow_at(std::string_view s, std::size_t i) {
  if (i + 1 >= s.size()) return 0;  // every arrow is two bytes or more
  const std::string_view rest = s.substr(i);
  // Called at every '-', '=' and non-ASCII byte of every line: the first two bytes rule out most
  // arrows before a compare.
  for (std::string_view a : kArrows)
    if (a[0] == rest[0] && a[1] == rest[1] && rest.starts_with(a)) return a.size();
  return 0;
}

SepScan scan_separators(std::string_view s, bool tight_slashes) {
  SepScan out;
  int depth = 0;
  std::size_t i = 0;
  auto push = [&](SepKind k, std::size_t b, std::size_t e) {
    // ", then" is one separator: fold a comma directly before "then" into it.
    if (k == SepKind::then && !out.tokens.empty() && out.tokens.back().kind == SepKind::comma) {
      bool only_space = true;
      for (std::size_t j = out.tokens.back().end; j < b; ++j) only_space = only_space && text::is_space(s[j]);
      if (only_space) {
        out.tokens.back() = SepToken{SepKind::then, out.tokens.back().begin, e};
        return;
      }
    }
    out.tokens.push_back(SepToken{k, b, e});
  };
  int next_label = 2;  // "Swords Dance 2) X-Scissor 3) X-Scissor": the labels count on from step 1
  // "– Flower Trick", "• U-turn": a list's bullet opening the text is its label, no divider.
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
  i += list_bullet_length(s.substr(i));
  // "Steps 1-2: X-Scissor" / "Step 3: …" (the segmenter leaves a range's label in the orders): the
  // label divides nothing, and "Steps 1-2:" alone on its line labels the line below.
  if (int first = 0, last = 0; i < s.size() && (text::is_digit(s[i]) || text::istarts_with(s.substr(i), "step"))) {
    const std::size_t line_end = std::min(s.find('\n', i), s.size());
    if (const std::size_t label = step_label_length(s.substr(i, line_end - i), first, last); label > 0 && last > first) {
      i += label;
      next_label = last + 1;
      if (i >= line_end && line_end < s.size()) i = line_end + 1;
    }
  }
  while (i < s.size()) {
    const char c = s[i];
    // "… 2) X-Scissor", "… Step 2: X-Scissor": a step label inside the line divides as a line
    // break does, when it is the next step's number and ends in its ':' '.' ')' or '-' (so "on
    // step 2 use …" and "Stockpile 2" stay words).
    if (depth == 0 && i > 0 && (s[i - 1] == ' ' || s[i - 1] == '\t') &&
        (text::is_digit(c) || c == 's' || c == 'S' || c == 'a' || c == 'A')) {
      int number = 0, last = 0;
      const std::size_t len = step_label_length(s.substr(i), number, last);
      std::size_t mark = i + len;
      while (mark > i && (s[mark - 1] == ' ' || s[mark - 1] == '\t')) --mark;
      if (len > 0 && number == next_label && i + len < s.size() && mark > i &&
          (s[mark - 1] == ':' || s[mark - 1] == '.' || s[mark - 1] == ')' || s[mark - 1] == '-')) {
        // "Swords Dance / Step 2: X-Scissor": a label after a separator only labels the step.
        bool after_separator = false;
        if (!out.tokens.empty()) {
          std::size_t k = out.tokens.back().end;
          while (k < i && (s[k] == ' ' || s[k] == '\t')) ++k;
          after_separator = k == i;
        }
        if (!after_separator) push(SepKind::line, i, i + len);
        next_label = last + 1;
        i += len;
        continue;
      }
    }
    // Letters, digits and spaces divide nothing ('t' may begin "then", 'a' "and" after a space):
    // most bytes end here, on one table lookup.
    if (kQuiet[static_cast<unsigned char>(c)] || ((c == 'a' || c == 'A') && (i == 0 || s[i - 1] != ' '))) {
      ++i;
      continue;
    }
    if (c == ':') {
      if (auto hit = text::sprite_at(s, i)) { i = hit->end; continue; }
      // "Nasty Plot :: Shadow Ball :: Bitter Malice": a double colon between spaces, an unusual
      // separator like " // ".
      if (depth == 0 && s.substr(i).starts_with("::") && i > 0 && space_at(s, i - 1) && space_at(s, i + 2)) {
        push(SepKind::slash, i, i + 2);
        i += 2;
        continue;
      }
    }
    if (c == '(' || c == '[' || c == '{') { ++depth; out.max_depth = std::max(out.max_depth, depth); ++i; continue; }
    if (c == ')' || c == ']' || c == '}') {
      if (depth == 0) out.unbalanced = true; else --depth;
      ++i;
      continue;
    }
    if (c == '\n') {
      // Steps written one per line: the break and the next line's label divide them.
      std::size_t j = i + 1;
      while (j < s.size() && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r')) ++j;
      int number = 0, last = 0;
      const std::size_t line_end = std::min(s.find('\n', j), s.size());
      const std::size_t label = step_label_length(s.substr(j, line_end - j), number, last);
      if (label > 0) next_label = last + 1;
      j += label;
      // "Step 2:" alone on its line labels the line below: with both breaks one divider.
      if (label > 0 && j >= line_end && line_end < s.size()) {
        j = line_end + 1;
        while (j < s.size() && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r')) ++j;
      }
      // "- Flower Trick" / "- U-turn": one step a line as a list; the bullet is the line's label,
      // not a dash dividing actions.
      if (label == 0) j += list_bullet_length(s.substr(j));
      push(SepKind::line, i, j);
      i = j;
      continue;
    }
    if (depth > 0) { ++i; continue; }
    const std::string_view rest = s.substr(i);
    if (c == '|') { push(SepKind::pipe, i, i + 1); ++i; continue; }
    if (rest.starts_with(kEmDash) || rest.starts_with(kEnDash)) { push(SepKind::dash, i, i + 3); i += 3; continue; }
    if (const std::size_t len = (c == '-' || c == '=' || (c & 0x80) != 0) ? arrow_at(s, i) : 0; len > 0) {
      push(SepKind::arrow, i, i + len);
      i += len;
      continue;
    }
    if (c == '>') {
      std::size_t e = i + 1;
      while (e < s.size() && s[e] == '>') ++e;
      push(SepKind::arrow, i, e);
      i = e;
      continue;
    }
    if (c == '-' && i > 0 && space_at(s, i - 1)) {
      // " - ", " -- ", " --- ": a dash with spaces on both sides.
      std::size_t e = i;
      while (e < s.size() && s[e] == '-') ++e;
      if (e >= s.size() || space_at(s, e)) { push(SepKind::dash, i, e); i = e; continue; }
    }
    if (c == '~') {
      // "Swords Dance ~> X-Scissor", "SD ~~ X-Scissor": one divider, never an empty step between two.
      std::size_t e = i + 1;
      while (e < s.size() && s[e] == '~') ++e;
      const std::size_t tildes = e;
      while (e < s.size() && s[e] == '>') ++e;
      push(e > tildes ? SepKind::arrow : SepKind::tilde, i, e);
      i = e;
      continue;
    }
    // " • ", " · ", " ∙ ", " ⋅ ", " ● ": a bullet between spaces divides ("Swords Dance • Earthquake •
    // Earthquake"); at the start of a line it is a list's bullet, which the segmenter reads as a label.
    if ((c & 0x80) != 0 && i > 0 && space_at(s, i - 1))
      if (const std::size_t len = bullet_at(rest); len > 0 && (i + len >= s.size() || space_at(s, i + len))) {
        push(SepKind::bullet, i, i + len);
        i += len;
        continue;
      }
    if (c == '/' && i > 0 && space_at(s, i - 1) && space_at(s, i + 1)) { push(SepKind::slash, i, i + 1); ++i; continue; }
    // "SD // X-Scissor // X-Scissor"
    if (c == '/' && rest.starts_with("//") && i > 0 && space_at(s, i - 1) && space_at(s, i + 2)) {
      push(SepKind::slash, i, i + 2);
      i += 2;
      continue;
    }
    if (c == '/' && tight_slashes && i > 0 && i + 1 < s.size() && !space_at(s, i - 1) && !space_at(s, i + 1) &&
        s[i - 1] != '/' && s[i + 1] != '/') {
      push(SepKind::slash, i, i + 1);
      ++i;
      continue;
    }
    if (c == ';') { push(SepKind::semicolon, i, i + 1); ++i; continue; }
    if (c == ',') {
      const bool digits = i > 0 && text::is_digit(s[i - 1]) && i + 1 < s.size() && text::is_digit(s[i + 1]);
      if (!digits && vocative_comma(s, i, out.tokens.empty())) { ++i; continue; }
      // [9.1] "Open with Swords Dance, follow up with X-Scissor": a step lead after the comma makes it
      // divide steps as ", then" does (the lead stays in the step; the grammar reads past it).
      if (!digits) {
        if (step_lead_after(rest.substr(1)) > 0) { push(SepKind::then, i, i + 1); ++i; continue; }
        // "Swords Dance, X-Scissor, and Fury Cutter": a list's last "and" is the comma's, no word of the step.
        std::size_t e = i + 1;
        while (e < s.size() && s[e] == ' ') ++e;
        // ", and then Aerial Ace" is left to the "and" reading below (a step lead after it).
        if (e > i + 1 && text::istarts_with(s.substr(e), "and") && space_at(s, e + 3) &&
            step_lead_after(s.substr(e + 3)) == 0)
          e += 3;
        else e = i + 1;
        push(SepKind::comma, i, e);
        i = e;
        continue;
      }
    }
    // "… X-Scissor and finish with Aerial Ace", "… and then Aerial Ace": "and" before a step lead
    // divides steps; "Swords Dance and X-Scissor" stays one step's words.
    if ((c == 'a' || c == 'A') && i > 0 && space_at(s, i - 1) && text::istarts_with(rest, "and") && space_at(s, i + 3)) {
      std::size_t after_then = i + 3;
      while (after_then < s.size() && text::is_space(s[after_then])) ++after_then;
      const std::string_view next = s.substr(after_then);
      if (text::istarts_with(next, "then") && (next.size() == 4 || !text::is_word_byte(next[4]))) {
        push(SepKind::then, i, after_then + 4);
        i = after_then + 4;
        continue;
      }
      if (step_lead_after(rest.substr(3)) > 0) { push(SepKind::then, i, i + 3); i += 3; continue; }
    }
    // "Open with Swords Dance. Then X-Scissor. Finally Aerial Ace.": a full stop before a step lead.
    if (c == '.' && i > 0 && !text::is_space(s[i - 1]) && space_at(s, i + 1)) {
      const std::size_t lead = step_lead_after(rest.substr(1));
      std::size_t j = i + 1;
      while (j < s.size() && text::is_space(s[j])) ++j;
      const std::string_view next = s.substr(j);
      const bool then_word = text::istarts_with(next, "then") && (next.size() == 4 || !text::is_word_byte(next[4]));
      if (lead > 0 || then_word) { push(SepKind::then, i, then_word ? j + 4 : i + 1); i = then_word ? j + 4 : i + 1; continue; }
    }
    if ((c == 't' || c == 'T') && text::istarts_with(rest, "then") &&
        (i == 0 || !text::is_word_byte(s[i - 1])) && (i + 4 >= s.size() || !text::is_word_byte(s[i + 4]))) {
      push(SepKind::then, i, i + 4);
      i += 4;
      continue;
    }
    ++i;
  }
  if (depth != 0) out.unbalanced = true;
  // "Swords Dance, X-Scissor, then Aerial Ace": a list whose last step "then" leads. Its commas
  // divide steps as well; a comma after a "then" ("X-Scissor then Protect, Aerial Ace") still
  // joins actions within a step ([2.7b]).
  bool then_seen = false, comma_after_then = false, comma_before_then = false, stronger = false;
  for (const SepToken& t : out.tokens) {
    if (t.kind == SepKind::then) then_seen = true;
    else if (t.kind == SepKind::comma) (then_seen ? comma_after_then : comma_before_then) = true;
    else if (t.kind < SepKind::then) stronger = true;
  }
  if (then_seen && comma_before_then && !comma_after_then && !stronger)
    for (SepToken& t : out.tokens)
      if (t.kind == SepKind::comma) t.kind = SepKind::then;
  return out;
}

namespace {

// Step numbers written as words: "First: Swords Dance", "Second step - X-Scissor", "Step one:".
constexpr std::array<std::string_view, 6> kOrdinalWords = {"first", "second", "third", "fourth", "fifth", "sixth"};
constexpr std::array<std::string_view, 6> kNumberWords = {"one", "two", "three", "four", "five", "six"};

/// The word of `words` that opens `s` as a whole word (any case): its number (1-based) and length.
int number_word(std::string_view s, const std::array<std::string_view, 6>& words, std::size_t& len) {
  if (s.empty()) return 0;
  const char first = static_cast<char>(s[0] | 0x20);  // most words fail on their first letter
  for (std::size_t k = 0; k < words.size(); ++k)
    if (words[k][0] == first && text::istarts_with(s, words[k]) && (s.size() == words[k].size() || !text::is_alpha(s[words[k].size()]))) {
      len = words[k].size();
      return static_cast<int>(k) + 1;
    }
  return 0;
}

/// "step" or "action" as a whole word opening `s`: its length, 0 when not.
std::size_t step_word_length(std::string_view s) {
  if (s.empty() || ((s[0] | 0x20) != 's' && (s[0] | 0x20) != 'a')) return 0;
  for (std::string_view w : {"steps"sv, "step"sv, "actions"sv, "action"sv})
    if (text::istarts_with(s, w) && (s.size() == w.size() || !text::is_alpha(s[w.size()]))) return w.size();
  return 0;
}

/// The last step of a range after a label's first number ("2-3", "2 – 3", "2 to 3", "2 and 3",
/// "2 & 3"): where it ends in `s` (from `at`, just past the first number) and the number in `last`;
/// 0 when none. A range runs forward and spans at most kMaxStepRange steps.
constexpr int kMaxStepRange = 9;
std::size_t range_end(std::string_view s, std::size_t at, int first, int& last) {
  std::size_t k = at;
  while (k < s.size() && s[k] == ' ') ++k;
  if (k < s.size() && s[k] == '-') ++k;
  else if (s.substr(k).starts_with(kEnDash)) k += 3;  // en dash
  else if (k < s.size() && s[k] == '&') ++k;
  else if (text::istarts_with(s.substr(k), "to ")) k += 2;
  else if (text::istarts_with(s.substr(k), "and ")) k += 3;
  else return 0;
  while (k < s.size() && s[k] == ' ') ++k;
  const std::size_t digits = k;
  int n = 0;
  while (k < s.size() && text::is_digit(s[k]) && k - digits < 2) n = n * 10 + (s[k++] - '0');
  if (k == digits || (k < s.size() && text::is_digit(s[k])) || n <= first || n - first + 1 > kMaxStepRange) return 0;
  last = n;
  return k;
}

}  // namespace

std::size_t step_label_length(std::string_view line, int& number) {
  int last = 0;
  return step_label_length(line, number, last);
}

std::size_t step_label_length(std::string_view line, int& number, int& last) {
  std::size_t i = 0;
  last = 0;
  bool step_word = false;
  auto skip_spaces = [&] { while (i < line.size() && line[i] == ' ') ++i; };
  number = 0;
  std::size_t word_len = 0;
  if (const int n = number_word(line, kOrdinalWords, word_len); n > 0) {
    // "First: Swords Dance", "Second step - X-Scissor": the word needs its mark ("First
    // Impression" is a move).
    number = n;
    i = word_len;
    skip_spaces();
    if (const std::size_t w = step_word_length(line.substr(i)); w > 0) {
      i += w;
      skip_spaces();
    }
    if (i < line.size() && (line[i] == ':' || line[i] == '.' || line[i] == ')' || line[i] == '-') &&
        (i + 1 >= line.size() || line[i + 1] == ' ' || line[i + 1] == '\t')) {
      ++i;
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
      last = number;
      return i;
    }
    number = 0;
    return 0;
  }
  if (const std::size_t w = step_word_length(line); w > 0) {
    step_word = true;
    i = w;
    skip_spaces();
    // "Step one: Swords Dance"
    if (const int n = number_word(line.substr(i), kNumberWords, word_len); n > 0) {
      // As after a digit: its mark, or a blank after "Step" ("Step one Swords Dance").
      const std::size_t end = i + word_len;
      std::size_t j = end;
      while (j < line.size() && (line[j] == ' ' || line[j] == '\t')) ++j;
      if (j < line.size() && (line[j] == ':' || line[j] == '.' || line[j] == ')' || line[j] == '-')) ++j;
      else if (j == end && j < line.size()) return 0;
      while (j < line.size() && (line[j] == ' ' || line[j] == '\t')) ++j;
      number = n;
      last = n;
      return j;
    }
  } else if (line.size() > 1 && (line[0] == 's' || line[0] == 'S') && text::is_digit(line[1])) {
    i = 1;  // "S1: Swords Dance": needs its ':' '.' ')' or '-' as a bare number does
  }
  const std::size_t digits_begin = i;
  while (i < line.size() && text::is_digit(line[i]) && i - digits_begin < 3) number = number * 10 + (line[i++] - '0');
  if (i == digits_begin || (i < line.size() && text::is_digit(line[i]))) return 0;
  // "Steps 2-3: X-Scissor", "2-3: X-Scissor": one action on each step of a range. Without "Step"
  // the range needs its mark below ("1-2" alone is no label).
  int range_last = number;
  if (const std::size_t end = range_end(line, i, number, range_last); end > 0) i = end;
  // "1st:", "2nd step -", "3rd)": an ordinal's letters after the number, then "step" if written.
  if (!step_word && i + 1 < line.size()) {
    const char a = static_cast<char>(line[i] | 0x20), b = static_cast<char>(line[i + 1] | 0x20);
    if (((a == 's' && b == 't') || (a == 'n' && b == 'd') || (a == 'r' && b == 'd') || (a == 't' && b == 'h')) &&
        (i + 2 >= line.size() || !text::is_alpha(line[i + 2]))) {
      std::size_t k = i + 2;
      while (k < line.size() && line[k] == ' ') ++k;
      if (const std::size_t w = step_word_length(line.substr(k)); w > 0) {
        step_word = true;
        i = k + w;
      } else {
        i += 2;
      }
    }
  }
  // The label ends in ':', '.', ')' or '-' ("Step 1 - Swords Dance" too) followed by a space; after
  // "Step", the number alone will do. "2.5", "1-2" are no labels.
  auto blank = [&](std::size_t k) { return k >= line.size() || line[k] == ' ' || line[k] == '\t'; };
  std::size_t j = i;
  while (j < line.size() && line[j] == ' ') ++j;
  if (j < line.size() && (line[j] == ':' || line[j] == '.' || line[j] == ')' || line[j] == '-') && blank(j + 1)) {
    i = j + 1;
  } else if (!step_word || !blank(i)) {
    return 0;
  }
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  last = range_last;
  return i;
}

std::size_t list_bullet_glyph_length(std::string_view line) {
  if (line.empty()) return 0;
  if (std::string_view("-*+~>").find(line[0]) != std::string_view::npos) return 1;
  if ((line[0] & 0x80) == 0) return 0;
  // – — ◦ ▪ ► ▸ ➤, and » → opening a line (an arrow there points at the line, it divides nothing)
  for (std::string_view b : {"\xE2\x80\x93"sv, "\xE2\x80\x94"sv, "\xE2\x97\xA6"sv, "\xE2\x96\xAA"sv,
                             "\xE2\x96\xBA"sv, "\xE2\x96\xB8"sv, "\xE2\x9E\xA4"sv, "\xC2\xBB"sv, "\xE2\x86\x92"sv})
    if (line.starts_with(b)) return b.size();
  return bullet_at(line);
}

std::size_t list_bullet_length(std::string_view line) {
  std::size_t len = list_bullet_glyph_length(line);
  if (len == 0 || len >= line.size() || (line[len] != ' ' && line[len] != '\t')) return 0;
  while (len < line.size() && (line[len] == ' ' || line[len] == '\t')) ++len;
  return len;
}

std::size_t after_list_bullet(std::string_view line) {
  std::size_t lead = 0;
  while (lead < line.size() && (line[lead] == ' ' || line[lead] == '\t')) ++lead;
  const std::size_t bullet = list_bullet_length(line.substr(lead));
  return bullet > 0 ? lead + bullet : 0;
}

std::size_t bare_step_number_length(std::string_view line, int& number) {
  std::size_t i = 0;
  number = 0;
  while (i < line.size() && i < 3 && text::is_digit(line[i])) number = number * 10 + (line[i++] - '0');
  if (i == 0 || i > 2 || i >= line.size() || (line[i] != ' ' && line[i] != '\t')) return 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  return i < line.size() ? i : 0;
}

bool slash_steps_are_actions(std::string_view orders, bool (*is_single_action)(std::string_view)) {
  const SepScan scan = scan_separators(orders, true);
  const SepChoice choice = choose_separators(scan);
  if (!choice.has_step || choice.step != SepKind::slash || choice.has_action) return false;
  std::size_t from = 0, parts = 0;
  for (std::size_t k = 0; k <= scan.tokens.size(); ++k) {
    const std::size_t end = k < scan.tokens.size() ? scan.tokens[k].begin : orders.size();
    if (!is_single_action(orders.substr(from, end - from))) return false;
    ++parts;
    if (k < scan.tokens.size()) from = scan.tokens[k].end;
  }
  return parts >= 2;
}

std::vector<std::size_t> tight_dash_cuts(std::string_view orders, bool (*is_single_action)(std::string_view)) {
  // Three steps of at most a few dashed names each: beyond these bounds no order line is meant.
  constexpr std::size_t kLongest = 160, kMostDashes = 12;
  std::vector<std::size_t> dashes;
  const std::size_t lead = orders.find_first_not_of(" \t");
  if (lead == std::string_view::npos || orders.size() > kLongest || is_single_action == nullptr) return {};
  const std::size_t tail = orders.find_last_not_of(" \t") + 1;
  int depth = 0;
  for (std::size_t i = lead; i < tail; ++i) {
    const char c = orders[i];
    if (c == '(' || c == '[') ++depth;
    else if ((c == ')' || c == ']') && depth > 0) --depth;
    else if (c == '-' && depth == 0 && i > lead && i + 1 < tail && !text::is_space(orders[i - 1]) &&
             !text::is_space(orders[i + 1]) && orders[i - 1] != '-' && orders[i + 1] != '-')
      dashes.push_back(i);
  }
  if (dashes.empty() || dashes.size() > kMostDashes || !scan_separators(orders).tokens.empty()) return {};
  // parts[k]: the fewest known actions that cover the text up to boundary k (0: the start, k: dash
  // k-1, the last: the end); from[k] the boundary the last of them starts at.
  const std::size_t n = dashes.size() + 1;
  const auto begin_of = [&](std::size_t k) { return k == 0 ? lead : dashes[k - 1] + 1; };
  const auto end_of = [&](std::size_t k) { return k == n ? tail : dashes[k - 1]; };
  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::vector<std::size_t> parts(n + 1, kNone), from(n + 1, 0);
  parts[0] = 0;
  for (std::size_t k = 1; k <= n; ++k)
    for (std::size_t j = 0; j < k; ++j)
      if (parts[j] != kNone && parts[j] + 1 < parts[k] &&
          is_single_action(orders.substr(begin_of(j), end_of(k) - begin_of(j)))) {
        parts[k] = parts[j] + 1;
        from[k] = j;
      }
  if (parts[n] == kNone || parts[n] < 2) return {};
  std::vector<std::size_t> cuts;
  for (std::size_t k = n; k > 0 && from[k] > 0; k = from[k]) cuts.push_back(dashes[from[k] - 1]);
  std::reverse(cuts.begin(), cuts.end());
  return cuts;
}

std::vector<SepToken> dash_tokens_at(const std::vector<std::size_t>& cuts) {
  std::vector<SepToken> tokens;
  tokens.reserve(cuts.size());
  for (std::size_t c : cuts) tokens.push_back(SepToken{SepKind::dash, c, c + 1});
  return tokens;
}

SepChoice choose_separators(const SepScan& scan) {
  SepChoice c;
  bool present[kSepKinds] = {};
  for (const SepToken& t : scan.tokens) present[static_cast<int>(t.kind)] = true;
  for (int k = 0; k < kSepKinds; ++k) {
    if (!present[k]) continue;
    if (!c.has_step) { c.has_step = true; c.step = static_cast<SepKind>(k); }
    else if (!c.has_action) { c.has_action = true; c.action = static_cast<SepKind>(k); }
  }
  return c;
}

std::vector<std::string_view> steps_of(std::string_view text) {
  const SepScan scan = scan_separators(text);
  const SepChoice choice = choose_separators(scan);
  std::vector<std::string_view> steps;
  std::size_t from = 0;
  if (choice.has_step)
    for (const SepToken& tok : scan.tokens)
      if (tok.kind == choice.step) {
        steps.push_back(text::trim(text.substr(from, tok.begin - from)));
        from = tok.end;
      }
  steps.push_back(text::trim(text.substr(from)));
  return steps;
}

}  // namespace bbp::post
