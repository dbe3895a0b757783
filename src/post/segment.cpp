// The segmenter: lines → blocks → order sets. Line-level guesses come from line_classifier; this
// file settles what only position can tell (the first line after a header is its main orders;
// a line in an order set that reads as nothing is unreadable, outside one it is flavor). The
// helpers that look at the lines around one are in order_set_lines.cpp.
#include <bbp/post.hpp>

#include "post/chat_lines.hpp"
#include "post/everyone_words.hpp"
#include "post/line_classifier.hpp"
#include "post/page_furniture.hpp"
#include "post/segment_builder.hpp"
#include "post/sentence_orders.hpp"
#include "post/separators.hpp"
#include "post/text_util.hpp"
#include "text/aside_titles.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace bbp::post {

std::string_view to_string(BlockKind k) {
  switch (k) {
    case BlockKind::header: return "header";
    case BlockKind::main_orders: return "main_orders";
    case BlockKind::substitution: return "substitution";
    case BlockKind::addendum: return "addendum";
    case BlockKind::sendout: return "sendout";
    case BlockKind::switch_decl: return "switch";
    case BlockKind::counter_switch: return "counter_switch";
    case BlockKind::terastal: return "terastal";
    case BlockKind::equip: return "equip";
    case BlockKind::flavor: return "flavor";
    case BlockKind::heading: return "heading";
    case BlockKind::unreadable: return "unreadable";
  }
  return "?";
}

namespace {

using namespace detail;

std::vector<Line> split_lines(const bbcode::Projection& plain) {
  std::vector<Line> lines;
  const std::string& t = plain.text;
  for (std::size_t begin = 0;;) {
    const std::size_t nl = t.find('\n', begin);  // memchr: most bytes are no line break
    std::size_t end = nl == std::string::npos ? t.size() : nl;
    const std::size_t next = end + 1;
    if (end > begin && t[end - 1] == '\r') --end;  // a projection from raw text may keep CR
    lines.push_back(Line{Span{begin, end}, 0, 0});
    if (nl == std::string::npos) break;
    begin = next;
  }
  // Styles: AND / OR over the pieces that hold a non-space byte of the line.
  std::size_t pi = 0;
  const auto& ps = plain.pieces;
  for (Line& line : lines) {
    std::uint32_t all = ~0u, any = 0;
    bool seen = false;
    while (pi < ps.size() && ps[pi].text_begin + ps[pi].length <= line.text.begin && ps[pi].length > 0) ++pi;
    for (std::size_t k = pi; k < ps.size() && ps[k].text_begin < line.text.end; ++k) {
      const std::size_t b = std::max(ps[k].text_begin, line.text.begin);
      const std::size_t e = std::min(ps[k].text_begin + ps[k].length, line.text.end);
      bool has_text = false;
      for (std::size_t j = b; j < e && !has_text; ++j) has_text = !text::is_space(t[j]);
      if (!has_text) continue;
      all &= ps[k].style;
      any |= ps[k].style;
      seen = true;
    }
    line.style_all = seen ? all : 0;
    line.style_any = any;
  }
  return lines;
}

/// Text copied from a rendered XenForo page shows a quote as "Isaac said:", the quoted lines and
/// "Click to expand..." (the BBCode [quote] is gone). Marks such lines so the opponent's quoted
/// orders are not read as this post's. Only a "said:" line with a "Click to expand" after it
/// within kMaxQuoteLines counts; short quotes without that line cannot be told from the reply.
std::vector<bool> rendered_quotes(const Builder& b, const std::vector<Line>& lines) {
  constexpr std::size_t kMaxQuoteLines = 400;
  const std::size_t n = lines.size();
  std::vector<bool> quoted(n, false);
  auto trimmed = [&](std::size_t i) { return text::trim(b.view(lines[i].text)); };
  // next_expand[i]: the first "Click to expand..." line at or after i (n when none): one pass.
  std::vector<std::size_t> next_expand(n + 1, n);
  for (std::size_t i = n; i-- > 0;) {
    const std::string_view t = trimmed(i);
    const bool expand = text::istarts_with(t, "click to expand") && t.size() <= 24;
    next_expand[i] = expand ? i : next_expand[i + 1];
  }
  for (std::size_t i = 0; i < n; ++i) {
    const std::string_view t = trimmed(i);
    if (t.size() > 80 || !t.ends_with(" said:") || text::word_count(t) > 7) continue;
    const std::size_t end = next_expand[i + 1];
    if (end >= n || end - i > kMaxQuoteLines) continue;
    for (std::size_t k = i; k <= end; ++k) quoted[k] = true;
    i = end;
  }
  return quoted;
}

/// "Spoiler: Calcs" copied from the page: the button of a spoiler whose title says it holds no
/// orders, as [spoiler=Calcs] does ([9.1]). The page marks no end of the block, so the lines under
/// the button up to the next blank line or button are only taken for its words where they read as
/// no orders ("X-Scissor does 30%" is the player's working, not an unreadable order line); main
/// orders and substitutions under it are still read, so none is lost when the block ended sooner.
std::vector<bool> rendered_asides(const Builder& b, const std::vector<Line>& lines) {
  const std::size_t n = lines.size();
  std::vector<bool> aside(n, false);
  for (std::size_t i = 0; i < n; ++i) {
    const std::string_view title = spoiler_button_title(b.view(lines[i].text));
    if (title.empty() || !text::is_aside_title(title)) continue;
    aside[i] = true;
    for (std::size_t k = i + 1; k < n; ++k) {
      const std::string_view t = b.view(lines[k].text);
      if (is_blank(t) || is_spoiler_button(t)) break;
      aside[k] = true;
      i = k;
    }
  }
  return aside;
}

/// Whether the open order set is named in words (a header that is not sprites alone, the header
/// part of its orders line, or its holder): only then does a heading naming someone else show the
/// substitutions under it are not this set's.
bool set_has_named_header(const Builder& b) {
  const OrderSetBlocks& s = b.out.order_sets[static_cast<std::size_t>(b.current)];
  if (s.header >= 0) return !sprites_only(b.view(b.out.blocks[static_cast<std::size_t>(s.header)].text));
  return !s.inline_header.empty() || !s.holder_name.empty();
}

/// "Triantis (Scyther)" then "Plan: Swords Dance - …", "Action orders: …": the words before the
/// colon of a header-and-orders line `text` (line `i`) label the orders of the header waiting for
/// them, as "Orders:" does, when that header names a species and the words name none ("Lucy the
/// Lucario:" names a Pokemon; "Triantis" over "Blade: …" may be two). Orders of a second Pokemon
/// there would leave the first with none. An equip line naming its holder above the orders
/// (":sv/scyther: Triantis the Scyther @ Life Orb") says whose they are in the same way.
bool labels_waiting_orders(const Builder& b, std::uint32_t i, const Line& line, std::string_view text,
                           const LineInfo& info, const Options& options) {
  if (info.header_end > 0 || info.inline_split > text.size()) return false;
  std::string_view above;
  if (b.set_waiting_for_orders()) {
    const OrderSetBlocks& set = b.out.order_sets[static_cast<std::size_t>(b.current)];
    if (set.header < 0 || !set.addenda.empty()) return false;
    above = b.view(b.out.blocks[static_cast<std::size_t>(set.header)].text);
    if (sprites_only(above)) return false;
  } else if (holder_before(b, i).size() > 0) {
    above = b.view(b.out.blocks.back().text);
  } else {
    return false;
  }
  return names_a_species(above, options) &&
         reads_as_orders_label(text.substr(0, info.inline_split), b.view(Span{0, line.text.begin}), options);
}

}  // namespace

Segmented segment(const bbcode::Projection& plain, DiagnosticList& diags, const Options& options) {
  Builder b{plain, diags, {}, -1};
  b.out.lines = split_lines(plain);
  split_orders_from_substitutions(plain, b.out.lines, options);
  const auto& lines = b.out.lines;
  const std::uint32_t n = static_cast<std::uint32_t>(lines.size());
  const std::vector<bool> quoted = rendered_quotes(b, lines);
  // A quote copied from the page is the rendered [quote]: its lines carry the [quote] style, so the
  // readers after this stage treat them alike (no dressed-orders report on another post's words).
  for (std::size_t k = 0; k < quoted.size(); ++k)
    if (quoted[k]) b.out.lines[k].style_all |= bbcode::kQuote;
  const std::vector<bool> aside = rendered_asides(b, lines);
  // Headings naming a Pokemon no order set names (BBP2012), judged once the post's sets are known.
  std::vector<std::pair<Span, std::string_view>> unnamed_headings;

  for (std::uint32_t i = 0; i < n; ++i) {
    const Line& line = lines[i];
    const std::string_view text = b.view(line.text);
    if (is_blank(text)) continue;

    if (over_limit(line.text.size(), options.limits.line_bytes)) {
      // Too long to be orders: kept as flavor (or unreadable inside an order set) so nothing is
      // dropped, and reported.
      const BlockKind k = b.set_open() ? BlockKind::unreadable : BlockKind::flavor;
      const int id = b.add_block(k, line.text, i, 1);
      if (k == BlockKind::unreadable) { b.join(id); b.set().unreadable.push_back(id); }
      diags.add(DiagId::orders_line_too_long, b.out.blocks[static_cast<std::size_t>(id)].source);
      continue;
    }

    if (quoted[i]) {
      b.add_block(BlockKind::flavor, line.text, i, 1);
      continue;
    }
    // [hide=Flavor], [spoiler=Calcs]: the player said the block holds no orders ([9.1]; its
    // words are flavor, never an unreadable order line).
    if ((line.style_all & bbcode::kAside) != 0) {
      b.add_block(BlockKind::flavor, line.text, i, 1);
      continue;
    }
    // A line struck through ([s]…[/s]) is withdrawn: a player's edit of their own post, kept as
    // flavor and said, never read as orders (docs/rulings.md).
    if ((line.style_all & bbcode::kStrike) != 0) {
      const int id = b.add_block(BlockKind::flavor, line.text, i, 1);
      diags.add(DiagId::struck_line, b.out.blocks[static_cast<std::size_t>(id)].source);
      continue;
    }
    const LineStyle style = style_of(line);
    LineInfo info = classify(text, style, options);
    // "Spoiler: Garchomp" copied from the page: the title names the orders under the button as
    // "[spoiler=Garchomp]" does (the header is the title's words).
    std::size_t header_from = 0;
    if (const std::string_view title = spoiler_button_title(text); !title.empty() && !b.set_waiting_for_orders()) {
      LineInfo named = classify(title, style, options);
      if (named.guess == Guess::unknown && names_the_next_orders(b, lines, i, title, options)) named.guess = Guess::header;
      if (named.guess == Guess::header) {
        info = named;
        header_from = static_cast<std::size_t>(title.data() - text.data());
      }
    }
    if (info.guess == Guess::unknown && !b.set_waiting_for_orders() && names_the_next_orders(b, lines, i, text, options))
      info.guess = Guess::header;
    // "Aura - Lucario"; with an item ("Triantis - Scyther @ Life Orb") an equip line, which names the
    // orders below as "Triantis the Scyther @ Life Orb" does ([9.6]).
    if (info.guess == Guess::main_orders && !b.set_waiting_for_orders() && name_and_species_steps(b, lines, i, text, options))
      info.guess = text.find('@') != std::string_view::npos ? Guess::equip : Guess::header;
    // ":sv/garchomp:" then "Gina" then the orders: the name continues a header made of sprites only.
    if (info.guess == Guess::unknown && b.set_waiting_for_orders() && b.set().header >= 0 &&
        sprites_only(b.view(b.out.blocks[static_cast<std::size_t>(b.set().header)].text)) &&
        names_the_next_orders(b, lines, i, text, options))
      info.guess = Guess::header;
    if (info.guess == Guess::unknown || info.guess == Guess::header)
      if (const int named = names_an_earlier_set(b, lines, i, text, options); named >= 0) {
        info.guess = Guess::heading;
        std::string_view name = text::trim(text);
        if (name.ends_with(':')) name.remove_suffix(1);
        info.heading_name_begin = static_cast<std::size_t>(name.data() - text.data());
        info.heading_name_end = info.heading_name_begin + name.size();
      }
    // "I'll use Swords Dance, then X-Scissor, then X-Scissor.": a sentence whose every step is a
    // known action is main orders ([9.1]), not speech.
    if (info.guess == Guess::flavor && info.sentence_only && every_step_is_an_action(text, options))
      info.guess = Guess::main_orders;
    // "Lead with Swords Dance, then X-Scissor …", "Go for Swords Dance, then …": send-out words
    // opening a sentence whose every step is a known action order moves, not a Pokemon ([9.1]).
    if (info.guess == Guess::sendout && !info.dressed && text::find_sprites(text).empty() &&
        every_step_is_an_action(text, options))
      info.guess = Guess::main_orders;
    // The substitution grammar's own test settles lines the keywords could not place; it never
    // overrides an addendum, heading, send-out or switch the segmenter recognised.
    // "Sub 4: Once, if …" looks like a name and its orders ("Chlamy: Tackle - Growl") until the
    // label is seen.
    if ((info.guess == Guess::unknown || info.guess == Guess::main_orders || (info.sentence_only && b.set_open()) ||
         (info.guess == Guess::header_and_orders && substitution_label_length(text) > 0)) &&
        options.is_substitution != nullptr &&
        options.is_substitution(text.substr(substitution_label_length(text)))) {
      info.guess = Guess::substitution;
      info.label_end = substitution_label_length(text);
    }

    // "- Heracross Close Combat -> Detect" in the middle of a set's labelled substitutions: a
    // substitution in shorthand the grammar could not read (its arrow reads like a step
    // separator). It is judged as a substitution and diagnosed, not taken for a second order set.
    // A [*] item of a BBCode list is labelled by the list.
    const auto labelled = [&](const Line& l, std::string_view l_text) {
      return substitution_label_length(l_text) > 0 || (l.style_all & bbcode::kListItem) != 0;
    };
    if (info.guess == Guess::main_orders && b.set_open() && b.set().main_orders >= 0 && !b.set().substitutions.empty() &&
        !b.out.blocks.empty() && b.out.blocks.back().kind == BlockKind::substitution &&
        static_cast<std::size_t>(b.set().substitutions.back()) == b.out.blocks.size() - 1 && labelled(line, text) &&
        labelled(lines[b.out.blocks.back().first_line], b.view(b.out.blocks.back().text))) {
      info.guess = Guess::substitution;
      info.label_end = substitution_label_length(text);
    }
    // "Heracross uses Protect => Swords Dance" under a set that has its main orders already: the
    // same shorthand, first or alone ([10.1]); a second main orders would open a nameless set and
    // take the substitutions after it along. "Heracross Protects, use Swords Dance" (no separator
    // once the comma reads as addressing a Pokemon) was a line nothing could read (BBP2001).
    if ((info.guess == Guess::main_orders || info.guess == Guess::unknown) && b.set_open() && b.set().main_orders >= 0 &&
        shorthand_substitution(text.substr(substitution_label_length(text)), options.is_single_action)) {
      info.guess = Guess::substitution;
      info.label_end = substitution_label_length(text);
    }
    if (info.guess == Guess::main_orders && !b.set_waiting_for_orders())
      if (const std::size_t split = leading_name_step(text, options, info.header_end); split > 0) {
        info.guess = Guess::header_and_orders;
        info.inline_split = split;
      }
    // "Sending out :sv/lucario: Lucario @ Focus Sash: Swords Dance - …", "Lead: Lucario - …": the
    // send-out and the orders on one line are two blocks (the orders were dropped before, or the
    // label read as the Pokemon's name).
    SendoutSplit sendout_split;
    if (info.guess == Guess::sendout || info.guess == Guess::header_and_orders || info.guess == Guess::main_orders)
      sendout_split = orders_after_sendout(text, info, options);
    if (sendout_split.orders_begin > 0 || sendout_split.no_orders) info.guess = Guess::sendout;
    if (sendout_split.label_only && info.guess == Guess::main_orders && sendout_split.label_end > 0) {
      info.guess = Guess::header_and_orders;
      info.inline_split = sendout_split.label_end;
    }
    if (sendout_split.label_only && info.guess == Guess::header_and_orders) info.heading_prefix = true;

    // A numbered line among the substitutions ("3. Should Heracross …" after "1." and "2.") is one
    // of them even when its keywords were not recognised: it is judged as a substitution (and
    // diagnosed), never dropped as flavor.
    // The number must continue the list ("3." after two substitutions), so a numbered list of notes
    // after the substitutions stays the player's words.
    if (info.guess == Guess::flavor && info.sentence_only && b.set_open() && !b.set().substitutions.empty()) {
      const std::size_t label = substitution_label_length(text);
      const std::string_view label_text = text.substr(0, label);
      const std::size_t digit = label_text.find_first_of("0123456789");
      std::size_t number = 0;
      for (std::size_t d = digit; d < label_text.size() && number < 1000; ++d) {
        if (label_text[d] < '0' || label_text[d] > '9') break;
        number = number * 10 + static_cast<std::size_t>(label_text[d] - '0');
      }
      if (label > 0 && digit != std::string_view::npos && number == b.set().substitutions.size() + 1) {
        info.guess = Guess::substitution;
        info.label_end = label;
      }
    }

    // Main orders written over several lines, one step a line (labelled, [*] items, or one known
    // action a line).
    const StepLines multi = main_order_lines(b, lines, i, text, info.guess, options);
    const std::uint32_t step_lines = multi.count;
    std::size_t first_label = multi.first_label;
    // "- Swords Dance - X-Scissor - X-Scissor": a list's bullet before orders on one line labels
    // them; the orders start after it.
    const std::size_t bullet_end = step_lines == 0 && info.guess == Guess::main_orders ? after_list_bullet(text) : 0;
    const bool bulleted_line = bullet_end > 0;
    if (bulleted_line) first_label = bullet_end;

    // A substitution spread over two physical lines ([10]: "IF …," / "THEN …").
    std::uint32_t count = 1;
    std::uint32_t next = i + 1;
    while (next < n && is_blank(b.view(lines[next].text))) ++next;
    if (step_lines > 0) {
      info.guess = Guess::main_orders;
      count = step_lines;
    } else if (next < n && next == i + 1 && (info.guess == Guess::substitution || info.guess == Guess::unknown ||
                                      info.guess == Guess::heading || info.guess == Guess::main_orders) &&
        substitution_continues(text, b.view(lines[next].text)) && !style.all_quote) {
      info.guess = Guess::substitution;
      info.label_end = substitution_label_length(text);
      count = 2;
    }
    // A [hide]/[spoiler] title names the orders inside ("[spoiler=Garchomp]", "[hide=Triantis
    // (Scyther) @ Silk Scarf]") or labels them ("Subs"); otherwise it is the player's words: never
    // orders, never an unreadable order line.
    if ((line.style_all & bbcode::kTitle) != 0) {
      count = 1;
      if (info.guess != Guess::header && info.guess != Guess::heading && info.guess != Guess::equip &&
          info.guess != Guess::sendout && info.guess != Guess::quote)
        info.guess = Guess::flavor;
    }
    const Span span{line.text.begin + (info.guess == Guess::header ? header_from : 0), lines[i + count - 1].text.end};

    switch (info.guess) {
      case Guess::quote: b.add_block(BlockKind::flavor, span, i, count); break;
      case Guess::flavor: {
        b.add_block(BlockKind::flavor, span, i, count);
        break;
      }
      case Guess::heading: {
        std::string_view unnamed_heading;
        // "Gina Subs:": the substitutions below are for the order set that names Gina.
        // "Subs for both:", "Both:": for every order set of the post (the last few).
        b.shared_subs = false;
        if (info.heading_name_end > info.heading_name_begin) {
          const std::string_view name = text.substr(info.heading_name_begin, info.heading_name_end - info.heading_name_begin);
          if (names_everyone(name) && b.out.order_sets.size() >= 2) b.shared_subs = true;
          else if (const int named = b.set_named(name); named >= 0) b.current = named;
          else if (b.set_open() && !names_everyone(name) && set_has_named_header(b)) unnamed_heading = name;
        }
        const int id = b.add_block(BlockKind::heading, span, i, count);
        if (!unnamed_heading.empty())
          unnamed_headings.push_back({b.out.blocks[static_cast<std::size_t>(id)].source, unnamed_heading});
        if (b.set_open()) b.join(id);
        break;
      }
      case Guess::addendum: {
        const int id = b.add_block(BlockKind::addendum, span, i, count);
        // [9.3a] directly before the main orders or directly after the substitutions: a set that
        // already has orders and substitutions and is followed by a new header keeps it.
        if (!b.set_open()) b.new_set();
        b.join(id);
        b.set().addenda.push_back(id);
        break;
      }
      case Guess::substitution: {
        const int id = b.add_block(BlockKind::substitution, span, i, count);
        Block& blk = b.out.blocks[static_cast<std::size_t>(id)];
        blk.content = trim(plain.text, Span{line.text.begin + info.label_end, span.end});
        if (!b.set_open()) b.new_set();
        b.join(id);
        b.set().substitutions.push_back(id);
        if (b.shared_subs) {
          const int last = static_cast<int>(b.out.order_sets.size()) - 1;
          for (int k = std::max(0, last - Builder::kSharedSets + 1); k <= last; ++k)
            if (k != b.current) b.out.order_sets[static_cast<std::size_t>(k)].substitutions.push_back(id);
        }
        break;
      }
      case Guess::counter_switch:
      case Guess::switch_decl:
      case Guess::terastal:
      case Guess::sendout:
      case Guess::equip: {
        const BlockKind k = info.guess == Guess::counter_switch ? BlockKind::counter_switch
                            : info.guess == Guess::switch_decl  ? BlockKind::switch_decl
                            : info.guess == Guess::terastal     ? BlockKind::terastal
                            : info.guess == Guess::sendout      ? BlockKind::sendout
                                                                : BlockKind::equip;
        // The handbook writes a send-out as a sprite line followed by the sentence (":sv/ivysaur:"
        // then "It's time for Ambulomeledes the Ivysaur to take the stage!"): a header that got
        // no orders, directly before, is this block's first line rather than an order set.
        // "Item: Life Orb" inside an order set names no holder: the set's Pokemon holds it.
        if (info.item_field && b.set_open()) {
          const int id = b.add_block(k, span, i, count);
          b.join(id);
          break;
        }
        const Span own = sendout_split.orders_begin > 0 ? Span{span.begin, line.text.begin + sendout_split.sendout_end} : span;
        if (b.absorb_lone_header(i)) {
          Block& prev = b.out.blocks.back();
          prev.kind = k;
          prev.text = trim(plain.text, Span{prev.text.begin, own.end});
          prev.content = prev.text;
          prev.source = to_source(plain, prev.text);
          prev.line_count = i + count - prev.first_line;
          prev.in_flavor = info.dressed;
          prev.order_set = -1;
        } else {
          const int id = b.add_block(k, own, i, count);
          b.out.blocks[static_cast<std::size_t>(id)].in_flavor = info.dressed;
        }
        // The orders after the send-out: a set of their own, for the Pokemon it sends (extract).
        if (sendout_split.orders_begin > 0) {
          const int id = b.add_block(BlockKind::main_orders, Span{line.text.begin + sendout_split.orders_begin, span.end}, i, count);
          b.new_set();
          b.join(id);
          b.set().main_orders = id;
        }
        break;
      }
      case Guess::header: {
        // A name line right after a sprite line is the same header continued
        // (":sv/scyther:" then "[b]Triantis the Scyther[/b]").
        if (b.set_waiting_for_orders() && b.set().header >= 0 && text::find_sprites(text).empty()) {
          const int id = b.add_block(BlockKind::header, span, i, count);
          b.join(id);
          break;
        }
        const int id = b.add_block(BlockKind::header, span, i, count);
        b.new_set();
        b.join(id);
        b.set().header = id;
        break;
      }
      case Guess::header_and_orders: {
        if (info.heading_prefix || labels_waiting_orders(b, i, line, text, info, options)) {
          // "Orders: Swords Dance - X-Scissor": a heading word before the orders names no Pokemon;
          // the orders belong to the set waiting for them, or start one without a header.
          // "Triantis (Scyther) @ Silk Scarf" just above names the holder, as for bare orders.
          const Span holder = holder_before(b, i);
          const int id = b.add_block(BlockKind::main_orders, span, i, count);
          if (!b.set_waiting_for_orders()) {
            b.new_set();
            b.set().holder_name = holder;
          }
          b.join(id);
          b.set().main_orders = id;
          b.out.blocks[static_cast<std::size_t>(id)].content = trim(plain.text, Span{line.text.begin + info.inline_split, line.text.end});
          break;
        }
        // ":sv/garchomp:" then "Chompy: Earthquake - …": the name and orders continue the header
        // of one sprite (one Pokemon, as ":sv/garchomp:" then "Chompy" then the orders is). A line
        // of two or more sprites before the first named orders line pictures the team and names
        // none of the sets that follow: it is flavor, not an order set without orders.
        bool continues_header = false;
        if (b.set_waiting_for_orders() && b.set().header >= 0 && b.set().addenda.empty()) {
          const std::string_view header_text = b.view(b.out.blocks[static_cast<std::size_t>(b.set().header)].text);
          if (sprites_only(header_text) && text::find_sprites(b.view(Span{line.text.begin, line.text.begin + info.inline_split})).empty()) {
            if (text::find_sprites(header_text).size() == 1) continues_header = true;
            else if (b.last_set_is_lone_header()) b.header_to_flavor();
          }
        }
        const int id = b.add_block(BlockKind::main_orders, span, i, count);
        if (!continues_header && !(b.set_waiting_for_orders() && b.set().header < 0)) b.new_set();
        b.join(id);
        b.set().main_orders = id;
        const std::size_t split = line.text.begin + info.inline_split;
        b.set().inline_header =
            trim(plain.text, Span{line.text.begin, info.header_end > 0 ? line.text.begin + info.header_end : split});
        b.set().inline_orders = trim(plain.text, Span{split, line.text.end});
        b.out.blocks[static_cast<std::size_t>(id)].content = b.set().inline_orders;
        break;
      }
      case Guess::main_orders:
      case Guess::unknown: {
        if (b.set_waiting_for_orders()) {
          // "scyther.gif", a blank line, then "Triantis (Scyther) @ Life Orb" over the orders (a
          // page copy): the sprite header pictures the Pokemon the equip line names ([9.6]).
          if (b.set().header >= 0 && b.set().holder_name.empty() &&
              sprites_only(b.view(b.out.blocks[static_cast<std::size_t>(b.set().header)].text)))
            b.set().holder_name = holder_before(b, i);
          const int id = b.add_block(BlockKind::main_orders, span, i, count);
          b.join(id);
          b.set().main_orders = id;
          if (step_lines > 0 || bulleted_line) b.out.blocks[static_cast<std::size_t>(id)].content = trim(plain.text, Span{line.text.begin + first_label, span.end});
        } else if (info.guess == Guess::main_orders ||
                   // "Ralts @ Choice Specs" then "Moonblast x3": one known action under an equip line
                   (options.is_single_action != nullptr && !holder_before(b, i).empty() &&
                    options.is_single_action(text))) {
          const Span holder = holder_before(b, i);
          const int id = b.add_block(BlockKind::main_orders, span, i, count);
          b.new_set();
          b.set().holder_name = holder;
          b.join(id);
          b.set().main_orders = id;
          if (step_lines > 0 || bulleted_line) b.out.blocks[static_cast<std::size_t>(id)].content = trim(plain.text, Span{line.text.begin + first_label, span.end});
        } else if (b.set_open() && info.guess == Guess::unknown && is_chat_line(text) &&
                   (options.is_single_action == nullptr || !options.is_single_action(text)) &&
                   !orders_in_a_sentence(text, options)) {
          // "Good luck", "sorry for the late post"; "Please use Protect on step 2." orders.
          b.add_block(BlockKind::flavor, span, i, count);
        } else if (b.set_open() && info.guess == Guess::unknown && aside[i]) {
          b.add_block(BlockKind::flavor, span, i, count);  // under "Spoiler: Calcs" (rendered_asides)
        } else if (b.set_open()) {
          const int id = b.add_block(BlockKind::unreadable, span, i, count);
          b.join(id);
          b.set().unreadable.push_back(id);
          Diagnostic& d = diags.add(DiagId::unreadable_order_line, b.out.blocks[static_cast<std::size_t>(id)].source);
          if (orders_in_a_sentence(text, options))
            d.help = "an action ordered in a sentence is no step of the main orders: write it in its step there "
                     "([9.1]), or as a substitution with its condition ([10])";
        } else {
          b.add_block(BlockKind::flavor, span, i, count);
        }
        break;
      }
    }
    i += count - 1;
  }
  // "Subs for Triantis:" among the orders of two or more Pokemon, when no header names Triantis
  // (its header was not read, or the name is another's): the substitutions went to the set before,
  // and the player is told, never silently ([9.1]). With one order set they could be no one
  // else's, and the heading may well use the nickname where the header has the species.
  if (b.out.order_sets.size() >= 2)
    for (const auto& [source, name] : unnamed_headings) {
      Diagnostic& d = diags.add(DiagId::heading_names_no_set, source);
      d.message = fmt::format("\"{}\" names no order set of the post: the substitutions below were read for the "
                              "order set before it",
                              name);
      d.help = "give the Pokemon a header line above its orders (\"[b]Triantis the Scyther[/b]\"), or name the "
               "heading as its header does";
    }
  return std::move(b.out);
}

}  // namespace bbp::post
