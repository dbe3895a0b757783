// The segmenter: lines → blocks → order sets. Line-level guesses come from line_classifier; this
// file settles what only position can tell (the first line after a header is its main orders;
// a line in an order set that reads as nothing is unreadable, outside one it is flavor).
#include <bbp/post.hpp>

#include "post/everyone_words.hpp"
#include "post/line_classifier.hpp"
#include "post/separators.hpp"
#include "post/text_util.hpp"

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

std::vector<Line> split_lines(const bbcode::Projection& plain) {
  std::vector<Line> lines;
  const std::string& t = plain.text;
  std::size_t begin = 0;
  for (std::size_t i = 0; i <= t.size(); ++i) {
    if (i == t.size() || t[i] == '\n') {
      std::size_t end = i;
      if (end > begin && t[end - 1] == '\r') --end;  // a projection from raw text may keep CR
      lines.push_back(Line{Span{begin, end}, 0, 0});
      begin = i + 1;
    }
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
      for (std::size_t j = b; j < e; ++j) has_text = has_text || !text::is_space(t[j]);
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

bool is_blank(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return text::is_space(c); });
}

struct Builder {
  const bbcode::Projection& plain;
  DiagnosticList& diags;
  Segmented out;
  int current = -1;  ///< order set being filled
  /// Under "Subs for both:" / "Both:": substitutions go to every order set of the post's last few
  /// (kSharedSets) as well as the current one, until the next header or heading.
  bool shared_subs = false;
  static constexpr int kSharedSets = 6;

  std::string_view view(Span s) const { return std::string_view(plain.text).substr(s.begin, s.size()); }

  int add_block(BlockKind kind, Span text_span, std::uint32_t first, std::uint32_t count) {
    Block b;
    b.kind = kind;
    b.text = trim(plain.text, text_span);
    b.content = b.text;
    b.source = to_source(plain, b.text);
    b.first_line = first;
    b.line_count = count;
    out.blocks.push_back(b);
    return static_cast<int>(out.blocks.size() - 1);
  }

  int new_set() {
    shared_subs = false;
    out.order_sets.emplace_back();
    current = static_cast<int>(out.order_sets.size() - 1);
    return current;
  }
  OrderSetBlocks& set() { return out.order_sets[static_cast<std::size_t>(current)]; }
  void join(int block) { out.blocks[static_cast<std::size_t>(block)].order_set = current; }

  bool set_waiting_for_orders() const {
    if (current < 0) return false;
    const OrderSetBlocks& s = out.order_sets[static_cast<std::size_t>(current)];
    return s.main_orders < 0 && s.substitutions.empty();
  }
  bool set_open() const {
    return current >= 0;
  }
  /// The last order set whose header (a header line, the header part of the orders line, or the
  /// holder of the equip line before them) contains `name` as whole words, ignoring case; -1 if none.
  /// Only the last kNamedSetWindow sets are searched, so a hostile post of thousands of sets and
  /// headings stays linear.
  static constexpr int kNamedSetWindow = 64;
  int set_named(std::string_view name) const {
    const std::string want = text::to_lower(text::trim(name));
    if (want.empty()) return -1;
    const int last = static_cast<int>(out.order_sets.size()) - 1;
    for (int k = last; k >= 0 && k > last - kNamedSetWindow; --k) {
      const OrderSetBlocks& s = out.order_sets[static_cast<std::size_t>(k)];
      for (const Span h : {s.header >= 0 ? out.blocks[static_cast<std::size_t>(s.header)].text : Span{}, s.inline_header,
                           s.holder_name}) {
        if (h.empty()) continue;
        const std::string words = text::to_lower(view(h));
        if (text::find_word(words, want) != std::string::npos) return k;
      }
    }
    return -1;
  }

  /// True (and the order set dropped) when the last block is the header of the last order set,
  /// that set has nothing else, and the header has no blank line before `line`.
  bool absorb_lone_header(std::uint32_t line) {
    if (out.blocks.empty() || current < 0 || current + 1 != static_cast<int>(out.order_sets.size())) return false;
    const OrderSetBlocks& s = out.order_sets.back();
    const int last = static_cast<int>(out.blocks.size() - 1);
    if (s.header != last || s.main_orders >= 0 || !s.substitutions.empty() || !s.addenda.empty()) return false;
    const Block& h = out.blocks.back();
    if (h.first_line + h.line_count != line) return false;
    out.order_sets.pop_back();
    current = -1;
    return true;
  }
};

LineStyle style_of(const Line& line) {
  LineStyle s;
  s.all_quote = (line.style_all & bbcode::kQuote) != 0;
  s.all_italic = (line.style_all & bbcode::kItalic) != 0;
  s.all_bold = (line.style_all & bbcode::kBold) != 0;
  return s;
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

/// A bare name on its own line ("Triantis", "Kit") directly above main orders is their header.
/// A line that is a whole [*] item of a BBCode list and holds one step: no step separator, or
/// only commas (the actions of one step in Doubles).
bool one_step_list_item(const Line& line, std::string_view text) {
  if ((line.style_all & bbcode::kListItem) == 0 || is_blank(text)) return false;
  const SepChoice choice = choose_separators(scan_separators(text));
  return !choice.has_step || choice.step == SepKind::comma;
}

/// classify_line, then what only the orders stage's Dex can tell: "Hydro Pump @ Scizor, Thunderbolt
/// @ Heracross" is main orders with targets, not an equip, when a known action stands before the '@'.
LineInfo classify(std::string_view text, LineStyle style, const Options& options) {
  LineInfo info = classify_line(text, style);
  if (info.guess == Guess::equip && options.is_single_action != nullptr) {
    const std::size_t at = text.find('@');
    std::string_view before = text.substr(0, at);
    // the last step or action before the '@': after the last separator
    const std::size_t cut = before.find_last_of(",|/>~");
    if (cut != std::string_view::npos) before.remove_prefix(cut + 1);
    // Classified again without the equip reading: "Tallow (right): Tailwind, Brave Bird @ Scizor"
    // keeps its name before the colon.
    if (at != std::string_view::npos && options.is_single_action(before)) {
      info = classify_line(text, style, true);
      if (info.guess != Guess::header_and_orders) info.guess = Guess::main_orders;
    }
  }
  return info;
}

/// "Gina → Swords Dance → Earthquake → Dragon Claw": a short name written as the first "step"
/// of steps that are each a known action is the header. Returns where the orders start (after the
/// first step separator), 0 when the line is not shaped so.
std::size_t leading_name_step(std::string_view text, const Options& options, std::size_t& header_end) {
  if (options.is_single_action == nullptr) return 0;
  const SepScan scan = scan_separators(text);
  const SepChoice choice = choose_separators(scan);
  if (!choice.has_step || choice.step == SepKind::comma) return 0;
  std::vector<SepToken> steps;
  for (const SepToken& t : scan.tokens)
    if (t.kind == choice.step) steps.push_back(t);
  if (steps.size() < 2) return 0;
  const std::string_view first = text::trim(text.substr(0, steps.front().begin));
  if (first.empty() || text::word_count(first) > 3 || first.find_first_of("[]") != std::string_view::npos ||
      options.is_single_action(first) || (options.is_action_like != nullptr && options.is_action_like(first)))
    return 0;
  for (std::size_t k = 0; k < steps.size(); ++k) {
    const std::size_t end = k + 1 < steps.size() ? steps[k + 1].begin : text.size();
    if (!options.is_single_action(text.substr(steps[k].end, end - steps[k].end))) return 0;
  }
  header_end = steps.front().begin;
  return steps.front().end;
}

/// The holder's name of an equip line ("… Triantis @ Life Orb") that is the last block, with
/// nothing but blank lines between it and `line`; empty otherwise.
Span holder_before(const Builder& b, std::uint32_t line) {
  if (b.out.blocks.empty()) return {};
  const Block& prev = b.out.blocks.back();
  if (prev.kind != BlockKind::equip || prev.line_count != 1 || prev.first_line >= line) return {};
  for (std::uint32_t k = prev.first_line + 1; k < line; ++k)
    if (!is_blank(b.view(b.out.lines[k].text))) return {};
  const std::string_view t = b.view(prev.text);
  const std::size_t at = t.find('@');
  if (at == std::string_view::npos || at == 0) return {};
  return trim(b.plain.text, Span{prev.text.begin, prev.text.begin + at});
}


/// Whether `t` holds sprite codes and nothing else but spaces.
bool sprites_only(std::string_view t) {
  const std::vector<text::SpriteHit> hits = text::find_sprites(t);
  if (hits.empty()) return false;
  std::size_t at = 0;
  for (const text::SpriteHit& h : hits) {
    if (!is_blank(t.substr(at, h.begin - at))) return false;
    at = h.end;
  }
  return is_blank(t.substr(at));
}

/// "Gina: SD - EQ - EQ" / "Tallow: …" and later a line "Gina" with substitutions under it: a bare
/// name line (or a lone header) that names an order set already made, directly above a
/// substitution, sends the substitutions below to that set, as "Gina Subs:" does. The set's index,
/// or -1 when the line is not shaped so.
int names_an_earlier_set(const Builder& b, const std::vector<Line>& lines, std::uint32_t i, std::string_view t,
                         const Options& options) {
  std::string_view name = text::trim(t);
  if (name.ends_with(':')) name = text::trim(name.substr(0, name.size() - 1));  // "Tallow:"
  if (name.empty() || text::word_count(name) > 3 || options.is_substitution == nullptr) return -1;
  if (name.find_first_of(".!?,;:@[]()") != std::string_view::npos || !text::find_sprites(name).empty()) return -1;
  const int named = b.set_named(name);  // cheaper than the substitution grammar: asked first
  if (named < 0) return -1;
  std::uint32_t j = i + 1;
  while (j < lines.size() && is_blank(b.view(lines[j].text))) ++j;
  if (j >= lines.size() || j > i + 2) return -1;
  const std::string_view next = b.view(lines[j].text);
  return options.is_substitution(next.substr(substitution_label_length(next))) ? named : -1;
}

bool names_the_next_orders(const Builder& b, const std::vector<Line>& lines, std::uint32_t i, std::string_view t,
                           const Options& options) {
  std::string_view name = text::trim(t);
  // "Lucario (Inner Focus, Life Orb)": an aside in parentheses after the name is no part of it.
  if (name.ends_with(')'))
    if (const std::size_t open = name.find('('); open != std::string_view::npos && open > 0)
      name = text::trim(name.substr(0, open));
  if (name.empty() || text::word_count(name) > 4) return false;
  // The first item of a list of one-step items is the first step, not a name above the others.
  if (i + 1 < lines.size() && one_step_list_item(lines[i], t) && one_step_list_item(lines[i + 1], b.view(lines[i + 1].text)))
    return false;
  const char last = name.back();
  if (last == '.' || last == '!' || last == '?' || last == ',' || last == ';') return false;
  std::uint32_t j = i + 1;
  while (j < lines.size() && is_blank(b.view(lines[j].text))) ++j;
  if (j >= lines.size() || j > i + 2) return false;
  std::string_view next = b.view(lines[j].text);
  LineInfo info = classify(next, style_of(lines[j]), options);
  // "Gina" / "Main" / "Swords Dance - …" (table cells are lines): a heading word alone between
  // the name and the orders.
  if (info.guess == Guess::heading && info.heading_name_end == info.heading_name_begin && text::word_count(next) <= 2) {
    const std::uint32_t heading_line = j++;
    while (j < lines.size() && is_blank(b.view(lines[j].text))) ++j;
    if (j >= lines.size() || j > heading_line + 2) return false;
    next = b.view(lines[j].text);
    info = classify(next, style_of(lines[j]), options);
  }
  // "Main: Swords Dance - …" after the name: the heading word names no Pokemon, the line above does.
  if (info.guess == Guess::main_orders || (info.guess == Guess::header_and_orders && info.heading_prefix)) return true;
  // One step, no separator: "Garchomp" above "Earthquake" (a known action, asked of the orders stage).
  if (info.guess == Guess::unknown && options.is_single_action != nullptr && options.is_single_action(next)) return true;
  // Orders as a list, one step per [*] item.
  if (j + 1 < lines.size() && one_step_list_item(lines[j], next) &&
      one_step_list_item(lines[j + 1], b.view(lines[j + 1].text)))
    return true;
  // Orders one step per line: "Step 1: Swords Dance" then "Step 2: …".
  int number = 0, second = 0;
  const std::size_t label = step_label_length(next, number);
  return label > 0 && label < next.size() && number == 1 && j + 1 < lines.size() &&
         step_label_length(b.view(lines[j + 1].text), second) > 0 && second == 2;
}

}  // namespace

Segmented segment(const bbcode::Projection& plain, DiagnosticList& diags, const Options& options) {
  Builder b{plain, diags, {}, -1};
  b.out.lines = split_lines(plain);
  const auto& lines = b.out.lines;
  const std::uint32_t n = static_cast<std::uint32_t>(lines.size());
  const std::vector<bool> quoted = rendered_quotes(b, lines);

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
    // A line struck through ([s]…[/s]) is withdrawn: a player's edit of their own post, kept as
    // flavor and said, never read as orders (docs/rulings.md).
    if ((line.style_all & bbcode::kStrike) != 0) {
      const int id = b.add_block(BlockKind::flavor, line.text, i, 1);
      diags.add(DiagId::struck_line, b.out.blocks[static_cast<std::size_t>(id)].source);
      continue;
    }
    const LineStyle style = style_of(line);
    LineInfo info = classify(text, style, options);
    if (info.guess == Guess::unknown && !b.set_waiting_for_orders() && names_the_next_orders(b, lines, i, text, options))
      info.guess = Guess::header;
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

    if (info.guess == Guess::main_orders && !b.set_waiting_for_orders())
      if (const std::size_t split = leading_name_step(text, options, info.header_end); split > 0) {
        info.guess = Guess::header_and_orders;
        info.inline_split = split;
      }

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

    // Main orders written one step per line ("Step 1: Swords Dance" / "Step 2: X-Scissor", or
    // "1." "2." …): lines labelled 1, 2, 3 … in a row, none of them a substitution, where main
    // orders may come (under a header waiting for them, or outside any order set).
    std::uint32_t step_lines = 0;
    std::size_t first_label = 0;
    // ("Step 1: Fake Out, Protect" looks like a name and its orders: the label is no name.)
    if ((info.guess == Guess::unknown || info.guess == Guess::main_orders || info.guess == Guess::header_and_orders) &&
        (b.set_waiting_for_orders() || !b.set_open())) {
      int number = 0;
      first_label = step_label_length(text, number);
      if (first_label > 0 && number == 1) {
        std::uint32_t k = 1;
        for (int want = 2; i + k < n; ++want, ++k) {
          const std::string_view next = b.view(lines[i + k].text);
          int m = 0;
          const std::size_t label = step_label_length(next, m);
          if (label == 0 || m != want || label == next.size()) break;
          if (options.is_substitution != nullptr && options.is_substitution(next.substr(label))) break;
        }
        if (k >= 2 && first_label < text.size()) step_lines = k;
      }
    }
    // Or as a BBCode list under the header, one step per item ("[list][*]Swords Dance
    // [*]X-Scissor[*]X-Scissor[/list]"): the items are the lines, none a substitution, each one step.
    if (step_lines == 0 && (info.guess == Guess::unknown || info.guess == Guess::main_orders) &&
        (b.set_waiting_for_orders() || !holder_before(b, i).empty()) && one_step_list_item(lines[i], text)) {
      std::uint32_t k = 1;
      while (i + k < n && one_step_list_item(lines[i + k], b.view(lines[i + k].text)) &&
             !(options.is_substitution != nullptr && options.is_substitution(b.view(lines[i + k].text))))
        ++k;
      if (k >= 2) {
        step_lines = k;
        first_label = 0;
      }
    }

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
    const Span span{line.text.begin, lines[i + count - 1].text.end};

    switch (info.guess) {
      case Guess::quote: b.add_block(BlockKind::flavor, span, i, count); break;
      case Guess::flavor: {
        b.add_block(BlockKind::flavor, span, i, count);
        break;
      }
      case Guess::heading: {
        // "Gina Subs:": the substitutions below are for the order set that names Gina.
        // "Subs for both:", "Both:": for every order set of the post (the last few).
        b.shared_subs = false;
        if (info.heading_name_end > info.heading_name_begin) {
          const std::string_view name = text.substr(info.heading_name_begin, info.heading_name_end - info.heading_name_begin);
          if (names_everyone(name) && b.out.order_sets.size() >= 2) b.shared_subs = true;
          else if (const int named = b.set_named(name); named >= 0) b.current = named;
        }
        const int id = b.add_block(BlockKind::heading, span, i, count);
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
        if (b.absorb_lone_header(i)) {
          Block& prev = b.out.blocks.back();
          prev.kind = k;
          prev.text = trim(plain.text, Span{prev.text.begin, span.end});
          prev.content = prev.text;
          prev.source = to_source(plain, prev.text);
          prev.line_count = i + count - prev.first_line;
          prev.in_flavor = info.dressed;
          prev.order_set = -1;
          break;
        }
        const int id = b.add_block(k, span, i, count);
        b.out.blocks[static_cast<std::size_t>(id)].in_flavor = info.dressed;
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
        if (info.heading_prefix) {
          // "Orders: Swords Dance - X-Scissor": a heading word before the orders names no Pokemon;
          // the orders belong to the set waiting for them, or start one without a header.
          const int id = b.add_block(BlockKind::main_orders, span, i, count);
          if (!b.set_waiting_for_orders()) b.new_set();
          b.join(id);
          b.set().main_orders = id;
          b.out.blocks[static_cast<std::size_t>(id)].content = trim(plain.text, Span{line.text.begin + info.inline_split, line.text.end});
          break;
        }
        const int id = b.add_block(BlockKind::main_orders, span, i, count);
        if (!(b.set_waiting_for_orders() && b.set().header < 0)) b.new_set();
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
          const int id = b.add_block(BlockKind::main_orders, span, i, count);
          b.join(id);
          b.set().main_orders = id;
          if (step_lines > 0) b.out.blocks[static_cast<std::size_t>(id)].content = trim(plain.text, Span{line.text.begin + first_label, span.end});
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
          if (step_lines > 0) b.out.blocks[static_cast<std::size_t>(id)].content = trim(plain.text, Span{line.text.begin + first_label, span.end});
        } else if (b.set_open()) {
          const int id = b.add_block(BlockKind::unreadable, span, i, count);
          b.join(id);
          b.set().unreadable.push_back(id);
          diags.add(DiagId::unreadable_order_line, b.out.blocks[static_cast<std::size_t>(id)].source);
        } else {
          b.add_block(BlockKind::flavor, span, i, count);
        }
        break;
      }
    }
    i += count - 1;
  }
  return std::move(b.out);
}

}  // namespace bbp::post
