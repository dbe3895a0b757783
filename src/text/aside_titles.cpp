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
  std::size_t e = b;
  // "P.S.", "N.B.": the dots of an abbreviation are part of the word. No label word is longer than
  // kLongest letters, so a longer first word ends the look at once (a line may be very long).
  constexpr std::size_t kLongest = 12;
  char letters[kLongest];
  std::size_t n = 0;
  while (e < line.size() && (is_alpha(line[e]) || (line[e] == '.' && e > b))) {
    if (line[e] != '.') {
      if (n == kLongest) return 0;
      letters[n++] = lower(line[e]);
    }
    ++e;
  }
  const std::string_view word(letters, n);
  if (word.empty() || (!equals_any(word, kAsideWords) && !equals_any(word, kNoteWords))) return 0;
  std::size_t i = e;
  while (i < line.size() && line[i] == ' ') ++i;
  const bool dotted = e > b && line[e - 1] == '.';  // "P.S. I …": the abbreviation's dot ends it
  if (i < line.size() && (line[i] == ':' || line[i] == '-')) ++i;
  else if (!dotted) return 0;
  while (i < line.size() && line[i] == ' ') ++i;
  return i;
}

}  // namespace bbp::text
