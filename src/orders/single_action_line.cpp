// The segmenter's test for main orders of a single step written without any separator
// ("Garchomp" / "Earthquake", the usual shape in a Triples match whose Step Count is 1, [1.3]):
// the line is one known action — a move or command of the Dex — with at most a declared target or
// a parameter after it. Prose is never a known action name, so a short sentence under a name is
// not taken for orders.
#include <bbp/dex.hpp>
#include <bbp/substitution.hpp>

#include "../../grammar/orders.hpp"
#include "orders/action_kind.hpp"
#include "orders/courtesy.hpp"
#include "post/repeat_suffix.hpp"
#include "post/text_util.hpp"

#include <vector>

using namespace std::string_view_literals;

namespace bbp::orders {

namespace {

/// The action name before a declared target or a parameter: "Rock Slide on Heracross" →
/// "Rock Slide", "Disable (Earthquake)" → "Disable", "Thunderbolt @ Gyarados" → "Thunderbolt".
std::string_view action_part(std::string_view t) {
  std::size_t end = t.size();
  for (std::string_view sep : {" on "sv, " targeting "sv, " against "sv, " at "sv, " into "sv}) {
    const std::size_t at = post::text::ifind(t, sep);
    if (at != std::string_view::npos) end = std::min(end, at);
  }
  for (char c : {'(', '@', '[', ':'}) {
    const std::size_t at = t.find(c);
    if (at != std::string_view::npos) end = std::min(end, at);
  }
  // A hyphen inside a name ("U-turn", "X-Scissor") has no space before it; the first one with a
  // space ("X-Scissor -> Heracross") ends the name.
  if (const std::size_t dash = t.find(" -"); dash != std::string_view::npos) end = std::min(end, dash + 1);
  return post::text::trim(t.substr(0, end));
}

/// "I'll use Swords Dance", "Triantis will use X-Scissor": the text after the words that say the
/// Pokemon uses the action, read by the main-orders grammar's own rule (grammar/orders.hpp
/// `use_lead`), so both stages take the same words for a lead.
std::string_view without_use_lead(std::string_view t) {
  tao::pegtl::memory_input in(t.data(), t.size(), "");
  if (!tao::pegtl::parse<grammar::orders::use_lead>(in)) return t;
  return t.substr(static_cast<std::size_t>(in.current() - t.data()));
}

}  // namespace

bool looks_like_action_name(std::string_view text) {
  const std::string_view t = post::text::trim(text);
  if (t.empty() || t.size() > 80) return false;
  if (looks_like_single_action(t)) return true;
  const std::string_view name = action_part(t);
  if (name.empty()) return false;
  for (Kind k : {Kind::move, Kind::command})
    if (dex().resolve(k, name).match == Match::fuzzy) return true;
  return false;
}

/// "X-Scissor next", "Swords Dance first": `t` without a step's place said after its action, read
/// by the main-orders grammar's own rule (grammar/orders.hpp `trailing_step_adverb`).
std::string_view without_trailing_adverb(std::string_view t) {
  for (std::size_t space = t.rfind(' '); space != std::string_view::npos && space > 0; space = t.rfind(' ', space - 1)) {
    const std::string_view tail = t.substr(space + 1);
    tao::pegtl::memory_input in(tail.data(), tail.size(), "");
    if (tao::pegtl::parse<grammar::orders::trailing_step_adverb>(in)) return post::text::trim(t.substr(0, space));
    if (t.size() - space > 16) break;  // the longest ("after that") is two short words
  }
  return t;
}

bool looks_like_single_action(std::string_view line_text) {
  std::string_view t = post::text::trim(line_text);
  t.remove_prefix(courtesy_lead_length(t));  // "Please Swords Dance, …" (the first step of a line)
  t = without_trailing_adverb(without_use_lead(t));
  if (const auto r = post::repeat_suffix(t)) t = post::text::trim(t.substr(0, r->begin));  // "Earthquake x3"
  if (t.empty() || t.size() > 80) return false;
  const char last = t.back();
  if (last == '.' || last == '!' || last == '?' || last == ',') return false;
  // "Detect + Double Team" ([2.7] a Combination): one step whose parts are each a known action.
  // Read as orders, the linter judges the combination; as flavor the line was silently dropped.
  if (const std::size_t plus = t.find('+'); plus != std::string_view::npos && plus > 0) {
    const std::string_view rest = t.substr(plus + 1);
    return rest.find_first_not_of(" \t") != std::string_view::npos && looks_like_single_action(t.substr(0, plus)) &&
           looks_like_single_action(rest);
  }
  const std::string_view name = action_part(t);
  if (name.empty()) return false;
  if (classify_action(name) == ActionKind::command) return true;
  const Dex& d = dex();
  for (Kind k : {Kind::move, Kind::command}) {
    const Resolution r = d.resolve(k, name);
    if (r.match == Match::exact || r.match == Match::alias) return true;
  }
  return false;
}

bool looks_like_species_name(std::string_view text) {
  const std::string_view t = post::text::trim(text);
  if (t.empty() || t.size() > 40) return false;
  const Resolution r = dex().resolve(Kind::species, t);
  return r.match == Match::exact || r.match == Match::alias;
}

bool mentions_action_name(std::string_view text) {
  const std::string_view t = post::text::trim(text);
  if (t.empty() || t.size() > 80) return true;  // not a short sentence: the caller keeps its reading
  // The words, split at spaces; punctuation around a word is no part of a name ("Dance.").
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < t.size();) {
    while (i < t.size() && t[i] == ' ') ++i;
    std::size_t e = i;
    while (e < t.size() && t[e] != ' ') ++e;
    if (e > i) words.push_back(t.substr(i, e - i));
    i = e;
  }
  const auto strip = [](std::string_view w) {
    while (!w.empty() && std::string_view(".,!?;:\"'()*").find(w.back()) != std::string_view::npos) w.remove_suffix(1);
    while (!w.empty() && std::string_view("\"'(*").find(w.front()) != std::string_view::npos) w.remove_prefix(1);
    return w;
  };
  const Dex& d = dex();
  constexpr std::size_t kLongestName = 5;  // "Light That Burns the Sky"
  for (std::size_t a = 0; a < words.size(); ++a) {
    for (std::size_t n = 1; n <= kLongestName && a + n <= words.size(); ++n) {
      const std::string_view first = strip(words[a]);
      const std::string_view last = strip(words[a + n - 1]);
      if (first.empty() || last.empty()) continue;
      const std::size_t begin = static_cast<std::size_t>(first.data() - t.data());
      const std::size_t end = static_cast<std::size_t>(last.data() - t.data()) + last.size();
      if (end <= begin) continue;
      const std::string_view name = t.substr(begin, end - begin);
      if (classify_action(name) == ActionKind::command) return true;
      for (Kind k : {Kind::move, Kind::command}) {
        const Resolution r = d.resolve(k, name);
        if (r.match == Match::exact || r.match == Match::alias) return true;
      }
    }
  }
  return false;
}

}  // namespace bbp::orders
