// Remarks about the orders that are no orders (src/post/remark_lines.hpp).
#include "post/remark_lines.hpp"

#include <algorithm>
#include <iterator>

#include "text/ascii_text.hpp"

using namespace std::string_view_literals;

namespace bbp::post {

/// "No subs", "Subs: none", "Substitutions: N/A", "none" (lower-cased): the player says there are
/// no substitutions; a remark, not an unreadable order line.
bool says_no_substitutions(std::string_view tl) {
  // Only lines opening with these bytes can say so; most lines end here.
  if (tl.empty() || (tl[0] != 'n' && tl[0] != 's' && tl[0] != 'c' && tl[0] != '-' && tl[0] != '\xE2')) return false;
  std::string_view t = tl;
  while (!t.empty() && (t.back() == '.' || t.back() == '!' || t.back() == ' ')) t.remove_suffix(1);
  for (std::string_view w : {"no subs"sv, "no sub"sv, "no substitutions"sv, "no substitution"sv, "no contingencies"sv})
    if (t == w || (t.starts_with(w) && t.size() > w.size() && (t[w.size()] == ' ' || t[w.size()] == ',')))
      return true;
  for (std::string_view label :
       {"subs:"sv, "sub:"sv, "substitutions:"sv, "contingencies:"sv, "subs -"sv, "substitutions -"sv})
    if (t.starts_with(label)) {
      t = text::trim(t.substr(label.size()));
      break;
    }
  for (std::string_view none :
       {"none"sv, "n/a"sv, "na"sv, "nothing"sv, "-"sv, "\xE2\x80\x94"sv, "none this round"sv, "none for now"sv})
    if (t == none) return true;
  return false;
}

namespace {
/// The places and states of a Pokemon that gets no orders this round, as players write them.
constexpr std::string_view kIdleWords[] = {"bench", "benched", "on the bench", "on bench", "reserve", "in reserve",
                                           "in the back", "in back", "inactive", "not active", "sitting out",
                                           "on standby", "standing by", "resting", "out", "fainted", "ko'd", "koed",
                                           "ko", "dead", "not in play"};

bool idle_word(std::string_view w) {
  for (std::string_view k : kIdleWords)
    if (w == k) return true;
  return false;
}
}  // namespace

/// "lucario is on standby.", "garchomp stays on the bench this round", "gina remains benched": at
/// most three words of name, a verb of staying, then a place or state from kIdleWords.
bool is_zone_sentence(std::string_view tl) {
  std::string_view t = text::trim(tl);
  while (!t.empty() && (t.back() == '.' || t.back() == '!' || t.back() == ' ')) t.remove_suffix(1);
  for (std::string_view tail : {" this round"sv, " for now"sv, " for this round"sv})
    if (t.ends_with(tail)) t.remove_suffix(tail.size());
  // Every line of a post comes here: the idle word at the end is checked first (its last letter
  // first of all), and only then the verb before it.
  if (t.empty() || std::none_of(std::begin(kIdleWords), std::end(kIdleWords),
                                [&](std::string_view k) { return k.back() == t.back(); }))
    return false;
  std::string_view idle;
  for (std::string_view k : kIdleWords)
    if (t.size() > k.size() && t.ends_with(k) && t[t.size() - k.size() - 1] == ' ' && k.size() > idle.size()) idle = k;
  if (idle.empty()) return false;
  const std::string_view head = t.substr(0, t.size() - idle.size() - 1);
  for (std::string_view verb : {" is"sv, " stays"sv, " remains"sv, " sits"sv, " waits"sv, " will stay"sv,
                                " will remain"sv, " will sit"sv, " will wait"sv, " is staying"sv, " is sitting"sv}) {
    if (!head.ends_with(verb)) continue;
    const std::string_view name = head.substr(0, head.size() - verb.size());
    if (name.empty() || text::word_count(name) > 3) continue;
    bool plain = true;
    for (char c : name) plain = plain && c != ',' && c != ':' && c != '(' && c != '|' && c != '>' && c != '/';
    if (plain) return true;
  }
  return false;
}

namespace {
/// "benched, no orders" → "benched": the words saying what the state already says.
std::string_view less_no_orders(std::string_view t) {
  if (t.empty() || t.back() != 's') return t;
  for (std::string_view tail : {", no orders"sv, " - no orders"sv, "; no orders"sv})
    if (t.ends_with(tail)) return t.substr(0, t.size() - tail.size());
  return t;
}

/// At most three words of name, and one species in brackets after it ("aura (lucario)"); no
/// divider of steps or a list (a hyphen inside a word is none: "porygon-z").
bool reads_as_name(std::string_view name) {
  if (name.empty()) return false;
  std::size_t words = text::word_count(name);
  if (const std::size_t open = name.find('('); open != std::string_view::npos) {
    const std::size_t close = name.find(')', open);
    if (open == 0 || close != name.size() - 1 || name.find('(', open + 1) != std::string_view::npos) return false;
    words -= text::word_count(name.substr(open));
  }
  if (words == 0 || words > 3 || name.find(" - ") != std::string_view::npos) return false;  // "Porygon-Z" is a name
  for (char c : name)
    if (c == ',' || c == '|' || c == '>' || c == '/' || c == ':') return false;
  return true;
}

/// "aura (lucario) — bench, no orders", "lucario - benched", "gina: on standby": a name, a dash or
/// a colon, a zone or state, and at most "no orders" after it (lower-cased).
bool is_zone_label(std::string_view t) {
  // Every line of a post comes here: three names, a bracket, an idle word and "no orders" are far
  // shorter than most order lines.
  constexpr std::size_t kLongest = 80;
  if (t.size() > kLongest) return false;
  t = less_no_orders(t);
  // The idle word at the end is found first, from its last byte.
  std::string_view idle;
  for (std::string_view k : kIdleWords)
    if (k.size() > idle.size() && t.size() > k.size() && t.back() == k.back() && t.ends_with(k)) idle = k;
  if (idle.empty()) return false;
  std::string_view head = t.substr(0, t.size() - idle.size());
  for (std::string_view divider : {" - "sv, " \xE2\x80\x94 "sv, " \xE2\x80\x93 "sv, ": "sv, "\xE2\x80\x94"sv})
    if (head.size() > divider.size() && head.ends_with(divider))
      return reads_as_name(text::trim(head.substr(0, head.size() - divider.size())));
  return false;
}
}  // namespace

/// "garchomp (bench)", "aura (lucario) (fainted)", "kyurem (in the back)": a name, then a zone or
/// state in brackets, and nothing else (lower-cased); or the same after a dash or colon.
bool is_zone_note(std::string_view tl) {
  if (is_zone_sentence(tl)) return true;
  std::string_view t = text::trim(tl);
  while (!t.empty() && (t.back() == '.' || t.back() == '!')) t.remove_suffix(1);
  if (t.empty()) return false;
  if (t.back() != ')') return is_zone_label(t);
  const std::size_t open = t.rfind('(');
  if (open == std::string_view::npos || open == 0) return false;
  const std::string_view note = text::trim(t.substr(open + 1, t.size() - open - 2));
  // "lucario (benched, no orders)"
  return idle_word(less_no_orders(note)) && reads_as_name(text::trim(t.substr(0, open)));
}

}  // namespace bbp::post
