// Whether a line opens or continues a substitution by its words ([10.1]), and the list label
// ("1.", "Sub 2:", "•") before it.
#include "post/line_classifier.hpp"
#include "post/lowered_line.hpp"
#include "post/separators.hpp"
#include "post/text_util.hpp"

#include "grammar/substitution.hpp"

#include <tao/pegtl.hpp>

#include <algorithm>
#include <array>

using namespace std::string_view_literals;

namespace bbp::post {

namespace {

using text::istarts_with;

/// "CASOR: if …", "Step 1: If …", "Orders: IF …": the text after a short prefix (at most three
/// words, a note in brackets not counted: "Sub 1 (KO sub): if …") closed by a colon, so a
/// substitution written after one is still seen; "" when there is none.
std::string_view after_short_prefix(std::string_view low) {
  const std::size_t colon = low.find(':');
  if (colon == std::string_view::npos || colon == 0 || colon > 32) return {};
  const std::string_view prefix = low.substr(0, colon);
  for (char c : prefix)
    if (c == ',' || c == '.' || c == '|') return {};
  std::size_t words = text::word_count(prefix);
  if (const std::size_t open = prefix.find('('); open != std::string_view::npos) {
    const std::size_t close = prefix.find(')', open);
    if (close == std::string_view::npos) return {};
    words = text::word_count(prefix.substr(0, open)) + text::word_count(prefix.substr(close + 1));
  }
  if (words > 3) return {};
  return text::trim(low.substr(colon + 1));
}

// Timing clauses of [10.5] as players open substitutions with them.
// "in the event" and "in case" are [10.3b] plain English for IF.
constexpr std::array<std::string_view, 22> kTimingOpeners = {
    "at the start", "at the end", "on your turn", "on the start", "on step", "on steps", "when ", "whenever",
    "after ", "before ", "upon ", "in response", "only once", "once per", "once,", "once ", "non-consecutively",
    "nonconsecutively", "during ", "if ", "in the event", "in case "};

bool roman_digit(char c) { return c == 'i' || c == 'v' || c == 'x' || c == 'I' || c == 'V' || c == 'X'; }

std::size_t one_label_length(std::string_view line);

/// "First sub:", "2nd Sub -", "KO sub:", "Free sub 2:", "Sub A)", "Substitution one:": a label that
/// names the substitution by an ordinal, its kind or a letter instead of a number (read by the
/// grammar's `worded_label`, grammar/substitution.hpp); 0 when `s` opens with none.
std::size_t worded_label_length(std::string_view s) {
  // Every form holds "sub" in its first words: one look rules out almost every line (this runs on
  // each line opening with one of the letters the caller lets through). The longest lead is
  // "second " (7 bytes): "sub" starts by byte 10.
  bool sub = false;
  for (std::size_t k = 0; k <= 10 && k + 2 < s.size() && !sub; ++k)
    sub = (s[k] | 0x20) == 's' && (s[k + 1] | 0x20) == 'u' && (s[k + 2] | 0x20) == 'b';
  if (!sub) return 0;
  // The grammar's own rule, so the segmenter and the parser take the same words for a label.
  tao::pegtl::memory_input in(s.data(), s.size(), "");
  if (!tao::pegtl::parse<grammar::sub::worded_label>(in)) return 0;
  return static_cast<std::size_t>(in.current() - s.data());
}

}  // namespace

std::size_t substitution_label_length(std::string_view line) {
  // "• 2)", "Sub 1: a.": a bullet or word before the number (grammar/substitution.hpp `label`: the
  // same two marks at most; there "Subs:" too, which here stays a heading line of its own).
  std::size_t n = one_label_length(line);
  if (n > 0 && n < line.size()) n += one_label_length(line.substr(n));
  return n;
}

namespace {
std::size_t one_label_length(std::string_view line) {
  std::size_t i = 0;
  auto skip_spaces = [&] { while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i; };
  skip_spaces();
  // Most lines open with a word or a sprite: only these bytes can begin a label (bullets below,
  // '(', '#', digits, "Sub…"/"S1").
  if (i >= line.size()) return 0;
  // Only these letters open a worded label (first…sixth, nth, last, KO, free, sub), and digits ("2nd").
  if (text::is_digit(line[i]) || std::string_view("fFsStTnNlLkK").find(line[i]) != std::string_view::npos)
    if (const std::size_t worded = worded_label_length(line.substr(i)); worded > 0) {
      i += worded;
      skip_spaces();
      return i;
    }
  switch (line[i]) {
    case '\xE2': case '\xC2': case '*': case '-': case '>': case '~': case '+': case '(': case '[': case '#': case 's': case 'S':
      break;
    default:
      if (text::is_digit(line[i])) break;
      // "A) If …", "b. If …", "(c) If …" below: a list lettered instead of numbered.
      if (text::is_alpha(line[i]) && i + 1 < line.size() && (line[i + 1] == ')' || line[i + 1] == '.')) break;
      if (roman_digit(line[i])) break;  // "ii)", "iv." below
      return 0;
  }
  {
    // "A)", "b.", "(c)", and Roman numerals up to four letters: "ii)", "iv.", "(iii)".
    std::size_t k = i;
    if (line[k] == '(') ++k;
    std::size_t e = k;
    if (e < line.size() && text::is_alpha(line[e])) ++e;
    if (e == k + 1 && roman_digit(line[k]))
      while (e < line.size() && e < k + 4 && roman_digit(line[e])) ++e;
    const bool closed = line[i] == '(' ? e < line.size() && line[e] == ')'
                                       : e < line.size() && (line[e] == ')' || line[e] == '.');
    if (e > k && closed && (e + 1 >= line.size() || line[e + 1] == ' ')) {
      i = e + 1;
      skip_spaces();
      return i;
    }
  }
  // bullets (src/post/separators.cpp holds the list)
  if (const std::size_t bullet = list_bullet_glyph_length(line.substr(i)); bullet > 0 && i + bullet < line.size()) {
    const std::string_view rest = line.substr(i + bullet);
    // "~If Heracross …", "-At the end of …", "~Should Heracross …": a bullet written against the
    // substitution's first word (the grammar's `label` accepts the same words).
    static constexpr std::array<std::string_view, 7> kBulletGluedWords = {"if ",   "at ",       "should ", "when ",
                                                                          "whenever ", "unless ", "in case "};
    // "-On step 3, if …", "-During step 2, …": before a timing's first words too ([10.5]).
    const auto opens = [&](std::string_view w) { return istarts_with(rest, w); };
    const bool glued = std::any_of(kBulletGluedWords.begin(), kBulletGluedWords.end(), opens) ||
                       std::any_of(kTimingOpeners.begin(), kTimingOpeners.end(), opens);
    if (rest[0] == ' ' || glued) {
      i += bullet;
      skip_spaces();
      return i;
    }
  }
  // "(1)", "[1]", "1.", "1)", "1:", "1 -"
  std::size_t j = i;
  const bool square = j < line.size() && line[j] == '[';
  if (j < line.size() && (line[j] == '(' || square)) ++j;
  // "Sub 1", "Sub #1", "Substitution 1", "S1", "Sub:"
  if (istarts_with(line.substr(j), "substitution")) j += 12;
  else if (istarts_with(line.substr(j), "sub")) j += 3;
  else if (j < line.size() && (line[j] == 'S' || line[j] == 's') && j + 1 < line.size() && text::is_digit(line[j + 1])) j += 1;
  const bool worded = j > i && !(j < line.size() && text::is_alpha(line[j]));
  if (j > i && !worded) return 0;  // "Subsequent", "Swords Dance"
  while (j < line.size() && line[j] == ' ') ++j;
  const bool hashed = j < line.size() && line[j] == '#';  // "#2", "Sub #2"
  if (hashed) ++j;
  const std::size_t digits_begin = j;
  while (j < line.size() && text::is_digit(line[j])) ++j;
  const bool has_digits = j > digits_begin;
  if (!has_digits && !worded) return 0;
  if (j - digits_begin > 3) return 0;
  while (j < line.size() && line[j] == ' ') ++j;
  // "Sub 3 (Gina): If …": the label names the Pokemon; the substitution grammar reads both.
  if (worded && has_digits && j < line.size() && line[j] == '(') return 0;
  if (square) {
    // "[1]" only: digits right after the bracket ("[KO sub]", "[Sub 2]" are the grammar's notes)
    if (!has_digits || !text::is_digit(line[i + 1]) || j >= line.size() || line[j] != ']') return 0;
    ++j;
  } else if (j < line.size() && (line[j] == '.' || line[j] == ')' || line[j] == ':' || line[j] == '-')) {
    ++j;
  } else if (has_digits && j + 1 < line.size() && line[j] == '/' && line[j + 1] == ' ') {
    ++j;  // "4/ IF …": a slash after the number, never "1/2" (a fraction)
  } else if (!(worded || hashed) || !has_digits) {
    return 0;  // "1 Tackle" is not a label; "Sub 1 At the start" and "#1 At the start" are
  }
  i = j;
  skip_spaces();
  return i;
}
}  // namespace

namespace {
bool substitution_words_after_prefix(const Lowered& lt) {
  const std::string_view t = lt.low;
  if (t.empty()) return false;
  const bool has_if = has_word(lt, "if");
  const bool has_then = has_word(lt, "then");
  if (has_if && has_then) return true;
  if (t.starts_with("if ")) return true;
  // "Unless Heracross is asleep, use Swords Dance": a trigger written inverted, judged (and
  // explained) by the linter rather than read as main orders.
  if (t.starts_with("unless ") && t.find(',') != std::string_view::npos) return true;
  // [10.3b] "Should Heracross use Protect, use Detect": SHOULD written for IF.
  // "Should Rotom use Protect -> use Swords Dance": an arrow before the result, as after IF.
  if (t.starts_with("should ") && (has_then || t.find(',') != std::string_view::npos || t.find(": ") != std::string_view::npos ||
                                   t.find("->") != std::string_view::npos || t.find("=>") != std::string_view::npos ||
                                   t.find("\xE2\x86\x92") != std::string_view::npos))
    return true;
  // "Should Heracross use Protect and use Swords Dance": no punctuation before the result, but a
  // second "use" after SHOULD's own is a result (judged and explained, never dropped as flavor).
  // A question ("Should I use Swords Dance or use Protect?") is the player thinking aloud.
  if (t.starts_with("should ") && t.find('?') == std::string_view::npos) {
    const std::size_t first_use = find_word(t, "use");
    if (first_use != std::string_view::npos && find_word(t, "use", first_use + 3) != std::string_view::npos)
      return true;
  }
  for (std::string_view o : kTimingOpeners)
    if (starts(t, o) && (has_if || has_then || has_word(lt, "use"))) return true;
  // "On the third step, if …" ([10.5b] "On Step" in plain English); not "On the other hand, if …".
  if (starts(t, "on the ") && (has_if || has_then)) {
    const std::string_view head = t.substr(0, t.find(','));
    if (head.ends_with(" step") || head.ends_with(" steps")) return true;
  }
  return false;
}
}  // namespace

bool substitution_words_lower(const Lowered& whole) {
  const Lowered lt = whole.part(text::trim(whole.low));
  return substitution_words_after_prefix(lt) || substitution_words_after_prefix(lt.part(after_short_prefix(lt.low)));
}

bool substitution_words(std::string_view s) {
  const LowerLine lower(s);
  return substitution_words_lower(lower.of(s));
}

bool substitution_continues(std::string_view first, std::string_view next) {
  const std::string_view a = text::trim(first.substr(substitution_label_length(first)));
  const std::string_view b = text::trim(next);
  if (a.empty()) return substitution_words(b);  // a bare label line: "Sub 1:"
  const bool a_if = text::contains_word(a, "if");
  const bool a_then = text::contains_word(a, "then");
  // A line that already ends as a sentence or gives a result ("When Scizor lands a critical hit on
  // you, use Roost.", "And if Heracross is asleep, use X-Scissor.") is a whole substitution of its
  // own, and the line below it ("IF …", "Then, at the end of the step, …") is the next one.
  // A "use" inside the timing ("When you fail to use Protect,") is no result: only one after a comma.
  const bool a_whole = a.ends_with('.') || a.ends_with('!') || text::ifind(a, ", use ") != std::string_view::npos;
  if (a_if && !a_then && !a_whole && istarts_with(b, "then")) return true;
  bool a_timing = false;
  for (std::string_view o : kTimingOpeners) a_timing = a_timing || istarts_with(a, o);
  // "At the start of the step," above "IF …": a timing alone.
  if (a_timing && !a_if && !a_then && !a_whole && istarts_with(b, "if ")) return true;
  return false;
}

bool ends_in_move_verb(std::string_view words, bool (*is_action)(std::string_view), bool need_user) {
  words = text::trim(words);
  if (is_action == nullptr || words.size() < 3 || (words.back() != 's' && words.back() != 'S')) return false;
  // Each of the last few word starts is where the move's name may begin ("Close Combats" is two
  // words; no action's name has more than four), so a long line costs no more than a short one.
  std::size_t b = words.size();
  for (int tries = 0; tries < 4 && b > 0; ++tries) {
    const std::size_t space = words.rfind(' ', b - 1);
    b = space == std::string_view::npos ? 0 : space + 1;
    const std::string_view verb = words.substr(b);
    if ((b > 0 || !need_user) && verb.size() > 2 &&
        (is_action(verb.substr(0, verb.size() - 1)) ||
         (verb.size() > 3 && (verb[verb.size() - 2] == 'e' || verb[verb.size() - 2] == 'E') &&
          is_action(verb.substr(0, verb.size() - 2)))))
      return true;
    if (space == std::string_view::npos) break;
    b = space;
  }
  return false;
}

std::size_t comma_order_at(std::string_view line) {
  return std::min(text::ifind(line, ", use "), text::ifind(line, ", then use "));
}

bool shorthand_substitution(std::string_view line, bool (*is_action)(std::string_view)) {
  std::size_t arrow = std::string_view::npos;
  for (std::size_t i = 0; i < line.size() && arrow == std::string_view::npos; ++i)
    if (arrow_at(line, i) > 0) arrow = i;
  // "Heracross uses Protect, use Swords Dance": a comma before the order divides it as the arrow does.
  if (arrow == std::string_view::npos) arrow = comma_order_at(line);
  if (arrow == std::string_view::npos || arrow == 0) return false;
  const std::string_view before = line.substr(0, arrow);
  for (std::string_view verb : {"uses"sv, "intends"sv, "attempts"sv, "tries"sv, "is to use"sv, "is about to use"sv})
    if (text::ifind_word(before, verb) != std::string_view::npos) return true;
  return ends_in_move_verb(before, is_action, true);
}

}  // namespace bbp::post
