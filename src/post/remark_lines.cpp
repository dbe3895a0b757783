// Remarks about the orders that are no orders (src/post/remark_lines.hpp).
#include "post/remark_lines.hpp"

#include "text/ascii_text.hpp"

namespace bbp::post {

/// "No subs", "Subs: none", "Substitutions: N/A", "none" (lower-cased): the player says there are
/// no substitutions; a remark, not an unreadable order line.
bool says_no_substitutions(std::string_view tl) {
  // Only lines opening with these bytes can say so; most lines end here.
  if (tl.empty() || (tl[0] != 'n' && tl[0] != 's' && tl[0] != 'c' && tl[0] != '-' && tl[0] != '\xE2')) return false;
  std::string_view t = tl;
  while (!t.empty() && (t.back() == '.' || t.back() == '!' || t.back() == ' ')) t.remove_suffix(1);
  for (std::string_view w : {"no subs", "no sub", "no substitutions", "no substitution", "no contingencies"})
    if (t == w || (t.starts_with(w) && t.size() > w.size() && (t[w.size()] == ' ' || t[w.size()] == ',')))
      return true;
  for (std::string_view label : {"subs:", "sub:", "substitutions:", "contingencies:", "subs -", "substitutions -"})
    if (t.starts_with(label)) {
      t = text::trim(t.substr(label.size()));
      break;
    }
  for (std::string_view none : {"none", "n/a", "na", "nothing", "-", "\xE2\x80\x94", "none this round", "none for now"})
    if (t == none) return true;
  return false;
}

/// "garchomp (bench)", "tallow (fainted)", "kyurem (in the back)": at most three words of name,
/// then a zone or state in brackets, and nothing else (lower-cased).
bool is_zone_note(std::string_view tl) {
  if (tl.empty() || tl.back() != ')') return false;
  const std::size_t open = tl.rfind('(');
  if (open == std::string_view::npos || open == 0) return false;
  const std::string_view name = text::trim(tl.substr(0, open));
  if (name.empty() || text::word_count(name) > 3) return false;
  for (char c : name)
    if (c == ',' || c == '|' || c == '>' || c == '/' || c == '(' || c == ':') return false;
  const std::string_view note = text::trim(tl.substr(open + 1, tl.size() - open - 2));
  for (std::string_view w : {"bench", "benched", "on the bench", "on bench", "reserve", "in reserve", "in the back", "in back",
                             "inactive", "not active", "sitting out", "fainted", "ko'd", "koed", "ko", "dead", "not in play"})
    if (note == w) return true;
  return false;
}

}  // namespace bbp::post
