#include "post/heading_lines.hpp"

#include "text/ascii_text.hpp"
#include "text/ornaments.hpp"

#include <algorithm>
#include <cctype>

using namespace std::string_view_literals;

namespace bbp::post {
namespace {

/// The length of "round 3", "turn 12", "r3" at the start of `s` (0 when there is none).
std::size_t round_label_length(std::string_view s) {
  for (std::string_view w : {"round"sv, "turn"sv, "r"sv}) {
    if (!s.starts_with(w)) continue;
    std::size_t k = w.size();
    if (w != "r")
      while (k < s.size() && s[k] == ' ') ++k;
    std::size_t d = k;
    while (d < s.size() && d - k < 4 && s[d] >= '0' && s[d] <= '9') ++d;
    if (d == k || (d < s.size() && std::isalnum(static_cast<unsigned char>(s[d])) != 0)) continue;
    return d;
  }
  return 0;
}

/// Spaces and the marks between a round's number and a heading word: "-", "—", ":", "|", "(" …
std::size_t label_gap_length(std::string_view s) {
  std::size_t k = 0;
  while (k < s.size()) {
    if (std::string_view(" -:|/.,()[]").find(s[k]) != std::string_view::npos) { ++k; continue; }
    if (s.substr(k).starts_with("\xE2\x80\x94") || s.substr(k).starts_with("\xE2\x80\x93")) { k += 3; continue; }
    break;
  }
  return k;
}

/// "Round 3 — Orders", "R3 orders", "Orders (Round 3)", "Subs - turn 2": the round's number is no
/// part of the heading. Returns the rest ("orders"), or `t` when there is no such label; the empty
/// string when the line is only the label ("Round 3").
std::string_view without_round_label(std::string_view t) {
  if (const std::size_t n = round_label_length(t); n > 0) {
    const std::string_view rest = t.substr(n);
    const std::size_t gap = label_gap_length(rest);
    if (gap == rest.size() || gap > 0) return rest.substr(gap);
    return t;
  }
  // At the end: "orders (round 3)", "orders - r3".
  std::string_view core = t;
  while (!core.empty() && (core.back() == ')' || core.back() == ']' || core.back() == ' ')) core.remove_suffix(1);
  for (std::size_t at = core.size(); at-- > 0;) {
    if (at > 0 && core[at - 1] != ' ' && core[at - 1] != '(' && core[at - 1] != '[') continue;
    if (round_label_length(core.substr(at)) == core.size() - at) {
      std::string_view head = core.substr(0, at);
      while (!head.empty() && label_gap_length(head.substr(head.size() - 1)) == 1) head.remove_suffix(1);
      while (head.size() >= 3 && (head.ends_with("\xE2\x80\x94") || head.ends_with("\xE2\x80\x93"))) {
        head.remove_suffix(3);
        while (!head.empty() && head.back() == ' ') head.remove_suffix(1);
      }
      return head;
    }
    if (core.size() - at > 9) break;  // "round 123" is the longest label
  }
  return t;
}

/// "subs (in order of priority)", "substitutions, in order", "subs by priority": `rest`, the words
/// after a heading word, is a remark on the order the list below is read in ([10.4] subs are
/// evaluated in the sequence posted). Short, and about order or priority only, so that "subs
/// (Gina)" stays a heading naming a Pokemon.
bool is_order_remark(std::string_view rest) {
  if (rest.empty() || (rest[0] != ' ' && rest[0] != ',' && rest[0] != '(')) return false;
  const std::size_t first = rest.find_first_not_of(' ');
  if (first == std::string_view::npos) return false;
  const bool set_apart = rest[first] == ',' || rest[first] == '(';
  while (!rest.empty() && std::string_view(" ,()").find(rest.front()) != std::string_view::npos) rest.remove_prefix(1);
  while (!rest.empty() && std::string_view(" ,()").find(rest.back()) != std::string_view::npos) rest.remove_suffix(1);
  if (rest.empty() || text::word_count(rest) > 6) return false;
  // Without a comma or bracket the remark opens with its preposition ("subs in priority order").
  if (!set_apart) {
    bool opens = false;
    for (std::string_view w : {"in "sv, "by "sv, "from "sv, "ranked"sv, "sorted"sv, "ordered"sv})
      opens = opens || rest.starts_with(w);
    if (!opens) return false;
  }
  for (std::string_view w : {"order"sv, "priority"sv, "ordered"sv, "ranked"sv, "sorted"sv, "descending"sv, "prioritized"sv})
    if (text::contains_word(rest, w)) return true;
  return false;
}

}  // namespace

bool is_heading(std::string_view low) {
  // A heading is a few words (with ornaments, a round label and an order remark at most): a longer
  // line, as most order and substitution lines are, is none, and is not looked through.
  if (low.size() > 96) return false;
  std::string_view t = without_round_label(text::without_ornaments(low));
  if (t.empty()) return true;  // "Round 3" alone: the post's title
  while (!t.empty() && (t.back() == ':' || t.back() == '-' || t.back() == ' ')) t.remove_suffix(1);
  constexpr std::string_view kHeadings[] = {
      "orders", "main orders", "main order", "main", "mains", "order", "subs", "substitutions", "substitution", "sub",
      "addenda", "addendum", "orders for", "moves", "main moves",
      // "Contingencies:", "Backup plans:": what some players call substitutions
      "contingencies", "contingency", "conditionals", "backup plans", "backups", "sub orders"};
  // Every heading word starts with one of these letters: most lines end here.
  if (t.empty() || std::string_view("omsacb").find(t.front()) == std::string_view::npos) return false;
  for (std::string_view h : kHeadings)
    if (t.starts_with(h) && (t.size() == h.size() || is_order_remark(t.substr(h.size())))) return true;
  return false;
}

std::size_t order_words_length(std::string_view line) {
  for (std::string_view p : {"main orders for "sv, "orders for "sv, "order for "sv, "moves for "sv, "subs for "sv,
                             "substitutions for "sv, "orders - "sv, "orders: "sv})
    if (line.size() > p.size() && text::istarts_with(line, p)) return p.size();
  return 0;
}

bool is_team_label(std::string_view low) {
  std::string_view t = text::trim(low);
  for (std::string_view owner : {"my "sv, "our "sv, "the "sv})
    if (t.starts_with(owner)) t = text::trim(t.substr(owner.size()));
  for (std::string_view w : {"team"sv, "teams"sv, "roster"sv, "party"sv, "lineup"sv, "line-up"sv, "line up"sv,
                             "team list"sv, "team preview"sv})
    if (t == w) return true;
  return false;
}

NamePart named_heading(std::string_view low) {
  std::string_view t = low;
  while (!t.empty() && (t.back() == ':' || t.back() == '-' || t.back() == ' ')) t.remove_suffix(1);
  if (t.size() > 60) return {};
  constexpr std::string_view kWords[] = {"substitutions", "substitution", "subs", "sub"};
  const bool colon = low.ends_with(":");
  // A name is words: no separator or bracket ("Protect / Subs" is no heading).
  const auto plain_name = [](std::string_view name) {
    return !name.empty() && text::word_count(name) <= 3 && name.find_first_of("/|>~,;:()[]") == std::string_view::npos &&
           name.find(" - ") == std::string_view::npos && name != "main" && name != "my" && name != "the" && name != "all";
  };
  // "Both:", "For both:", "For all:", "Shared:": the substitutions below are for every Pokemon
  // ordered. A line of these words alone ("Both", "[u]Shared[/u]") says so without the colon: it
  // can be nothing else.
  {
    std::string_view who = t;
    if (who.starts_with("for ")) who.remove_prefix(4);
    for (std::string_view w : {"both"sv, "all"sv, "everyone"sv, "both pokemon"sv, "all pokemon"sv, "shared"sv})
      if (who == w)
        return {static_cast<std::size_t>(who.data() - low.data()), static_cast<std::size_t>(who.data() - low.data()) + who.size()};
  }
  if (colon) {
    std::string_view who = t;
    if (who.starts_with("for ")) who.remove_prefix(4);
    // "Shroom only:", "Only Shroom:", "For Shroom:", "For Shroom only:": one Pokemon's substitutions
    // (after a "Both:" list, the shared ones end here). Words that follow "for" in prose are no name.
    bool marked = who.size() != t.size();  // "for " was taken off above
    if (who.ends_with(" only")) { who.remove_suffix(5); marked = true; }
    if (who.starts_with("only ")) { who.remove_prefix(5); marked = true; }
    who = text::trim(who);
    constexpr std::string_view kProse[] = {"now", "example", "instance", "reference", "context", "clarity",
                                           "the record", "this round", "this turn", "real", "once", "later"};
    const bool prose = std::find(std::begin(kProse), std::end(kProse), who) != std::end(kProse);
    if (marked && !prose && plain_name(who) && who != "both")
      return {static_cast<std::size_t>(who.data() - low.data()), static_cast<std::size_t>(who.data() - low.data()) + who.size()};
  }
  for (std::string_view w : kWords) {
    if (!colon && !w.ends_with('s')) continue;
    // "<name> subs", "<name>'s subs"
    if (t.size() > w.size() + 1 && t.ends_with(w) && t[t.size() - w.size() - 1] == ' ') {
      std::string_view name = text::trim(t.substr(0, t.size() - w.size() - 1));
      if (name.ends_with("'s")) name.remove_suffix(2);
      else if (name.ends_with("âs")) name.remove_suffix(4);
      if (plain_name(name))
        return {static_cast<std::size_t>(name.data() - low.data()), static_cast<std::size_t>(name.data() - low.data()) + name.size()};
    }
    // "subs (<name>)", "substitutions - <name>": the name in parentheses or after a dash
    if (t.starts_with(w) && w.ends_with('s')) {
      std::string_view rest = t.substr(w.size());
      std::string_view name;
      if (rest.starts_with(" (") && rest.ends_with(")")) name = text::trim(rest.substr(2, rest.size() - 3));
      for (std::string_view dash : {" - "sv, " \u2013 "sv, " \u2014 "sv})
        if (rest.starts_with(dash)) name = text::trim(rest.substr(dash.size()));
      if (plain_name(name))
        return {static_cast<std::size_t>(name.data() - low.data()), static_cast<std::size_t>(name.data() - low.data()) + name.size()};
    }
    // "subs for <name>"
    if (t.starts_with(w) && t.substr(w.size()).starts_with(" for ")) {
      const std::string_view name = text::trim(t.substr(w.size() + 5));
      if (plain_name(name) || name == "all")  // "Subs for all": every Pokemon ordered
        return {static_cast<std::size_t>(name.data() - low.data()), static_cast<std::size_t>(name.data() - low.data()) + name.size()};
    }
  }
  return {};
}

}  // namespace bbp::post
