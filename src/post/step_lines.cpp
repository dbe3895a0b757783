// Main orders written over several lines, one step a line: labelled ("Step 1: Swords Dance"),
// [*] items of a BBCode list, one known action a line, or bare step numbers ([9.1]). How many
// lines a run takes and where its first line's orders start (src/post/segment.cpp uses it).
#include <bbp/match_rule_bounds.hpp>

#include "post/heading_lines.hpp"
#include "post/segment_builder.hpp"
#include "post/separators.hpp"
#include "post/text_util.hpp"
#include "text/ascii_text.hpp"

#include <algorithm>

namespace bbp::post::detail {

using namespace std::string_view_literals;

namespace {

/// "X-Scissor ~ Heracross", "Aura Sphere -> Heracross": every step separator of `text` a tilde or
/// an arrow followed by at most three words that are no action, pointing at the action's target
/// ([9.1a]; the orders stage reads it as it reads "@"). The text before the first of them, or ""
/// when `text` is not so written.
std::string_view action_before_target_markers(std::string_view text, const Options& options) {
  if (options.is_single_action == nullptr) return {};
  // A tilde, an ASCII arrow ("->", "=>") or a glyph (every one is non-ASCII): without one of these
  // bytes there is nothing to scan for (most main orders lines).
  if (std::none_of(text.begin(), text.end(), [](char c) { return c == '~' || c == '>' || (c & 0x80) != 0; })) return {};
  const SepScan scan = scan_separators(text);
  std::size_t first = std::string_view::npos;
  for (std::size_t k = 0; k < scan.tokens.size(); ++k) {
    const SepToken& t = scan.tokens[k];
    if (t.kind == SepKind::comma) continue;
    if (t.kind != SepKind::tilde && t.kind != SepKind::arrow) return {};
    const std::size_t end = k + 1 < scan.tokens.size() ? scan.tokens[k + 1].begin : text.size();
    const std::string_view after = text::trim(text.substr(t.end, end - t.end));
    if (after.empty() || text::word_count(after) > 3 || options.is_single_action(after)) return {};
    first = std::min(first, t.begin);
  }
  return first == std::string_view::npos ? std::string_view{} : text::trim(text.substr(0, first));
}

/// A line of one known action pointing at its target with a tilde or an arrow.
bool action_pointing_at_target(std::string_view text, const Options& options) {
  const std::string_view action = action_before_target_markers(text, options);
  return !action.empty() && options.is_single_action(action);
}

}  // namespace

/// A line that is a whole [*] item of a BBCode list and holds one step: no step separator, or
/// only commas (the actions of one step in Doubles), or tildes and arrows that point at a target.
bool one_step_list_item(const Line& line, std::string_view text, const Options& options) {
  if ((line.style_all & bbcode::kListItem) == 0 || is_blank(text)) return false;
  const SepChoice choice = choose_separators(scan_separators(text));
  if (!choice.has_step || choice.step == SepKind::comma) return true;
  return (choice.step == SepKind::tilde || choice.step == SepKind::arrow) &&
         !action_before_target_markers(text, options).empty();
}

/// "2 Headlong Rush" as step `want`: a bare step number counting the steps, then one known action.
bool numbered_action_line(const Options& options, std::string_view line, int want) {
  int number = 0;
  const std::size_t label = bare_step_number_length(line, number);
  return label > 0 && number == want && options.is_single_action != nullptr &&
         options.is_single_action(text::trim(line.substr(label)));
}

StepLines main_order_lines(const Builder& b, const std::vector<Line>& lines, std::uint32_t i, std::string_view text,
                           Guess guess, const Options& options) {
  const auto n = static_cast<std::uint32_t>(lines.size());
  auto is_substitution = [&](std::string_view t) {
    return options.is_substitution != nullptr && options.is_substitution(t);
  };
  // Labelled ("Step 1: Swords Dance" / "Step 2: X-Scissor", or "1." "2." …): lines labelled 1, 2,
  // 3 … in a row, none of them a substitution, where main orders may come (under a header waiting
  // for them, or outside any order set). ("Step 1: Fake Out, Protect" looks like a name and its
  // orders: the label is no name.)
  if ((guess == Guess::unknown || guess == Guess::main_orders || guess == Guess::header_and_orders) &&
      (b.set_waiting_for_orders() || !b.set_open())) {
    int number = 0, last = 0;
    const std::size_t first_label = step_label_length(text, number, last);
    if (first_label > 0 && number == 1) {
      // The lines a labelled step takes: its own, or with a label alone ("Step 1:", "[b]Step 1[/b]",
      // a table's first cell) also the line below it, which holds the step's orders.
      const auto lines_of_step = [&](std::uint32_t at, std::size_t label, std::string_view t) -> std::uint32_t {
        if (label < t.size()) return 1;
        if (at + 1 >= n) return 0;
        const std::string_view below = b.view(lines[at + 1].text);
        int m = 0;
        if (is_blank(below) || step_label_length(below, m) > 0 || is_substitution(below)) return 0;
        return 2;
      };
      // A range label ("Steps 1-2: X-Scissor") counts each step it covers.
      std::uint32_t k = lines_of_step(i, first_label, text);
      int steps = k > 0 ? last : 0;
      for (int want = last + 1; k > 0 && i + k < n;) {
        const std::string_view next = b.view(lines[i + k].text);
        int m = 0, m_last = 0;
        const std::size_t label = step_label_length(next, m, m_last);
        if (label == 0 || m != want) break;
        if (label < next.size() && is_substitution(next.substr(label))) break;
        const std::uint32_t used = lines_of_step(i + k, label, next);
        if (used == 0) break;
        k += used;
        steps = m_last;
        want = m_last + 1;
      }
      // A range's label stays with the orders, which repeat its action on each step it covers.
      if (steps >= 2) return {k, last > number ? 0 : first_label};
    }
  }
  // Unlabelled lines only under a header waiting for orders or an equip line ("Ralts @ Choice
  // Specs"), or before any order set when substitutions follow ("Swords Dance" / "X-Scissor" /
  // "X-Scissor", then "Subs:" and the substitutions: a post with no header, the orders-then-subs
  // shape of [9.1]). Before any set, no more lines than the largest Step Count ([1.3]: 3): a
  // longer list of moves is a movepool. Elsewhere a list may be anything.
  if (guess != Guess::unknown && guess != Guess::main_orders) return {};
  const bool before_any_set = !b.set_open();
  if (!b.set_waiting_for_orders() && holder_before(b, i).empty() && !before_any_set) return {};
  const auto substitutions_follow = [&](std::uint32_t from) {
    std::uint32_t at = from;
    const auto skip_blanks = [&] {
      while (at < n && is_blank(b.view(lines[at].text))) ++at;
    };
    skip_blanks();
    if (at < n && is_heading(text::to_lower(text::trim(b.view(lines[at].text))))) {
      ++at;
      skip_blanks();
    }
    if (at >= n) return false;
    const std::string_view t = b.view(lines[at].text);
    return is_substitution(t.substr(substitution_label_length(t)));
  };
  // The whole list counts: its tail after a first line left as flavor is no shorter list.
  const auto list_goes_on_above = [&] {
    if (i == 0 || options.is_single_action == nullptr) return false;
    const std::string_view above = b.view(lines[i - 1].text);
    return !is_blank(above) && options.is_single_action(text::trim(above.substr(after_list_bullet(above))));
  };
  const auto fits = [&](std::uint32_t k) {
    if (k < 2) return false;
    return !before_any_set || (k <= static_cast<std::uint32_t>(rules::kMaxStepCount) && substitutions_follow(i + k) &&
                               !list_goes_on_above());
  };
  // "- Flower Trick" / "- U-turn": the first line's bullet is its label (scan_separators skips the
  // others' at their line breaks).
  const std::size_t first_label = after_list_bullet(text);
  // As a BBCode list, one step per item ("[list][*]Swords Dance[*]X-Scissor[*]X-Scissor[/list]").
  if (one_step_list_item(lines[i], text, options)) {
    std::uint32_t k = 1;
    while (i + k < n && one_step_list_item(lines[i + k], b.view(lines[i + k].text), options) &&
           !is_substitution(b.view(lines[i + k].text)))
      ++k;
    if (fits(k)) return {k, first_label};
  }
  // One known action a line, unlabelled ("Cinderace" / "Pyro Ball" / "Sucker Punch" / "High Jump
  // Kick"): two or more such lines in a row, none a substitution. A line with a step separator
  // (guessed main orders) is none: no Dex lookup for it.
  // "X-Scissor ~ Heracross" among them points at its target (guessed main orders for the tilde).
  if (options.is_single_action != nullptr &&
      ((guess == Guess::unknown && options.is_single_action(text)) ||
       (guess == Guess::main_orders && action_pointing_at_target(text, options)))) {
    std::uint32_t k = 1;
    while (i + k < n && !is_blank(b.view(lines[i + k].text)) && !is_substitution(b.view(lines[i + k].text))) {
      const std::string_view next = b.view(lines[i + k].text);
      if (!options.is_single_action(next) && !action_pointing_at_target(next, options)) break;
      ++k;
    }
    if (fits(k)) return {k, first_label};
  }
  // The same with bare step numbers ("1 Rapid Spin" / "2 Headlong Rush"): numbered 1, 2, … in order.
  if (guess == Guess::unknown) {
    std::uint32_t k = 0;
    while (i + k < n && numbered_action_line(options, b.view(lines[i + k].text), static_cast<int>(k) + 1)) ++k;
    if (fits(k)) return {k, 0};
  }
  return {};
}

}  // namespace bbp::post::detail
