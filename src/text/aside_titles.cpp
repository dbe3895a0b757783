// Titles and labels of what holds no orders (src/text/aside_titles.hpp).
#include "text/aside_titles.hpp"

#include "text/ascii_text.hpp"

using namespace std::string_view_literals;

namespace bbp::text {
namespace {

constexpr std::string_view kAsideWords[] = {"flavor"sv,      "flavour"sv,     "fluff"sv,       "rp"sv,
                                            "roleplay"sv,    "story"sv,       "calc"sv,        "calcs"sv,
                                            "calculation"sv, "calculations"sv, "math"sv,       "maths"sv};
/// Remarks a player labels as such; not block titles ("[spoiler=Notes]" may hold orders).
constexpr std::string_view kNoteWords[] = {"note"sv, "notes"sv, "nb"sv, "ps"sv, "ooc"sv, "comment"sv, "comments"sv,
                                           "reasoning"sv};
/// Words before a note word that say whose or what kind of note it is ("Ref notes:", "Side note:").
constexpr std::string_view kNoteQualifiers[] = {"ref"sv,   "refs"sv,  "referee"sv, "side"sv,      "quick"sv,
                                                "small"sv, "extra"sv, "general"sv, "important"sv, "my"sv};
/// Whom a note is for ("Note to ref:", "Notes for the referee:").
constexpr std::string_view kReaders[] = {"ref"sv, "refs"sv, "referee"sv, "referees"sv, "opponent"sv, "everyone"sv};

/// `word` in any case is one of `list` (all lower case).
template <std::size_t N>
bool equals_any(std::string_view word, const std::string_view (&list)[N]) {
  for (std::string_view w : list)
    if (word.size() == w.size() && istarts_with(word, w)) return true;
  return false;
}

/// "tl;dr", "TL:DR", "tldr": a summary of the post, which restates the orders and never gives them;
/// unlike the other labels it needs no colon ("tl;dr SD then spam X-Scissor"). The length up to
/// the summary's words, 0 when the line at `b` opens otherwise.
std::size_t summary_label_length(std::string_view line, std::size_t b) {
  for (std::string_view w : {"tl;dr"sv, "tl:dr"sv, "tl,dr"sv, "tldr"sv}) {
    if (!istarts_with(line.substr(b), w)) continue;
    std::size_t i = b + w.size();
    if (i < line.size() && is_alpha(line[i])) continue;
    while (i < line.size() && (line[i] == ' ' || line[i] == ':' || line[i] == '-')) ++i;
    return i;
  }
  return 0;
}

}  // namespace

bool is_aside_title(std::string_view title) {
  std::size_t b = 0;
  while (b < title.size() && !is_alpha(title[b])) ++b;
  std::size_t e = b;
  while (e < title.size() && is_alpha(title[e])) ++e;
  return equals_any(title.substr(b, e - b), kAsideWords);
}

std::size_t remark_label_length(std::string_view line) {
  std::size_t b = 0;
  while (b < line.size() && is_space(line[b])) ++b;
  if (const std::size_t summary = summary_label_length(line, b); summary > 0) return summary;
  // One word at `at` in lower case, its dots dropped ("P.S.", "N.B.": the dots of an abbreviation
  // are part of the word), and where it ends. No label word is longer than kLongest letters, so a
  // longer word ends the look at once (a line may be very long).
  constexpr std::size_t kLongest = 12;
  struct Word {
    char letters[kLongest];
    std::size_t n = 0, end = 0;
    bool too_long = false;
    std::string_view view() const { return {letters, n}; }
  };
  const auto read_word = [&](std::size_t at) {
    Word w;
    std::size_t e = at;
    while (e < line.size() && (is_alpha(line[e]) || (line[e] == '.' && e > at))) {
      if (line[e] != '.') {
        if (w.n == kLongest) { w.too_long = true; return w; }
        w.letters[w.n++] = lower(line[e]);
      }
      ++e;
    }
    w.end = e;
    return w;
  };
  const auto skip_spaces = [&](std::size_t i) {
    while (i < line.size() && line[i] == ' ') ++i;
    return i;
  };
  Word w = read_word(b);
  if (w.too_long || w.n == 0) return 0;
  // "Ref notes:", "Side note -", "Quick comment:": a word that says whose or what kind of note.
  if (equals_any(w.view(), kNoteQualifiers)) {
    w = read_word(skip_spaces(w.end));
    if (w.too_long || !equals_any(w.view(), kNoteWords)) return 0;
  } else if (!equals_any(w.view(), kAsideWords) && !equals_any(w.view(), kNoteWords)) {
    return 0;
  }
  std::size_t e = w.end;
  // "Note to ref:", "Notes for the referee:": whom the note is for.
  if (equals_any(w.view(), kNoteWords)) {
    const Word to = read_word(skip_spaces(e));
    if (to.view() == "to" || to.view() == "for") {
      Word who = read_word(skip_spaces(to.end));
      if (who.view() == "the") who = read_word(skip_spaces(who.end));
      if (equals_any(who.view(), kReaders)) e = who.end;
    }
  }
  std::size_t i = skip_spaces(e);
  const bool dotted = e > b && line[e - 1] == '.';  // "P.S. I …": the abbreviation's dot ends it
  if (i < line.size() && (line[i] == ':' || line[i] == '-')) ++i;
  else if (!dotted) return 0;
  return skip_spaces(i);
}

}  // namespace bbp::text
