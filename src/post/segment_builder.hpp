#pragma once
// The segmenter's working state (src/post/segment.cpp) and the helpers that judge a line by the
// lines around it (src/post/order_set_lines.cpp): internal to src/post/.
#include <bbp/post.hpp>

#include "post/line_classifier.hpp"
#include "text/ascii_text.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::post::detail {

inline bool is_blank(std::string_view s) {
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
      // "Triantis (Scyther) - Swords Dance | …" with no header: the name written before the
      // orders' first divider names the set as a header would ([9.1]).
      if (s.header < 0 && s.inline_header.empty() && s.holder_name.empty() && s.main_orders >= 0) {
        const std::string lead = text::to_lower(lead_before_divider(view(out.blocks[static_cast<std::size_t>(s.main_orders)].text)));
        if (!lead.empty() && text::find_word(lead, want) != std::string::npos) return k;
      }
    }
    return -1;
  }
  /// The words of an orders line before its first step divider (" - ", a dash, '|', ':'); empty when
  /// there is none or they are too many to be a name.
  static std::string_view lead_before_divider(std::string_view line) {
    std::size_t cut = std::string_view::npos;
    for (const std::string_view d : {" - ", " \u2013 ", " \u2014 ", "|", ":"})
      cut = std::min(cut, line.find(d));
    if (cut == std::string_view::npos) return {};
    const std::string_view lead = text::trim(line.substr(0, cut));
    return text::word_count(lead) <= 4 ? lead : std::string_view{};
  }

  /// True (and the order set dropped) when the last block is the header of the last order set,
  /// that set has nothing else, and the header has no blank line before `line`.
  bool absorb_lone_header(std::uint32_t line) {
    if (!last_set_is_lone_header()) return false;
    const Block& h = out.blocks.back();
    if (h.first_line + h.line_count != line) return false;
    out.order_sets.pop_back();
    current = -1;
    return true;
  }
  /// Whether the last block is the header of the last order set, the one being filled, and that
  /// set has nothing else.
  bool last_set_is_lone_header() const {
    if (out.blocks.empty() || current < 0 || current + 1 != static_cast<int>(out.order_sets.size())) return false;
    const OrderSetBlocks& s = out.order_sets.back();
    return s.header == static_cast<int>(out.blocks.size() - 1) && s.main_orders < 0 && s.substitutions.empty() &&
           s.addenda.empty();
  }
  /// The lone header of the last order set (last_set_is_lone_header) becomes flavor, and the set
  /// is dropped.
  void header_to_flavor() {
    out.blocks.back().kind = BlockKind::flavor;
    out.blocks.back().order_set = -1;
    out.order_sets.pop_back();
    current = -1;
  }
};

inline LineStyle style_of(const Line& line) {
  LineStyle s;
  s.all_quote = (line.style_all & bbcode::kQuote) != 0;
  s.all_italic = (line.style_all & bbcode::kItalic) != 0;
  s.all_bold = (line.style_all & bbcode::kBold) != 0;
  return s;
}

/// A line that is a whole [*] item of a BBCode list and holds one step: no step separator, or
/// only commas (the actions of one step in Doubles), or tildes/arrows pointing at a target.
bool one_step_list_item(const Line& line, std::string_view text, const Options& options);
bool numbered_action_line(const Options& options, std::string_view line, int want);
/// Where the item of "Holder @ Item" ends and orders may begin: a colon (no sprite code's) or the
/// first step or action divider after the '@' ("… @ Focus Sash | Swords Dance | …"), the item at
/// most four words. {npos, npos} when there is none.
struct ItemEnd {
  std::size_t begin = std::string_view::npos;  ///< the divider
  std::size_t end = std::string_view::npos;    ///< just after it
};
ItemEnd divider_after_item(std::string_view text);
/// A send-out and the orders for the Pokemon it sends on one line ("Sending out :sv/lucario:
/// Lucario @ Focus Sash: Swords Dance - …", "Go, Lucario: …", "Lead: Lucario - …"): where the
/// send-out ends and the orders begin, both 0 when the line is not shaped so (sendout_orders.cpp).
struct SendoutSplit {
  std::size_t sendout_end = 0;
  std::size_t orders_begin = 0;
  /// "Lead: Swords Dance - …": the label names nobody; the orders after it are the lead's.
  bool label_only = false;
  /// With label_only, on a line read as bare orders ("Lead - Swords Dance - …"): where the orders
  /// after the label start.
  std::size_t label_end = 0;
  /// "Go, Lucario, you can do it - I believe in you": a cheer, no action after the divider.
  bool no_orders = false;
};
SendoutSplit orders_after_sendout(std::string_view text, const LineInfo& info, const Options& options);
/// "Energy: 100 -> 88": steps that are numbers and no action, a tally of HP or Energy, no orders
/// (status_lines.cpp). `orders`: the line, or its part after the header.
bool reads_as_status_line(std::string_view orders, const Options& options);
/// classify_line, then what only the orders stage's Dex can tell: "Hydro Pump @ Scizor, Thunderbolt
/// @ Heracross" is main orders with targets, not an equip, when a known action stands before the '@'.
LineInfo classify(std::string_view text, LineStyle style, const Options& options);
/// "Gina → Swords Dance → Earthquake → Dragon Claw": a short name written as the first "step"
/// of steps that are each a known action is the header. Returns where the orders start (after the
/// first step separator), 0 when the line is not shaped so.
std::size_t leading_name_step(std::string_view text, const Options& options, std::size_t& header_end);
/// The holder's name of an equip line ("… Triantis @ Life Orb") that is the last block, with
/// nothing but blank lines between it and `line`; empty otherwise.
Span holder_before(const Builder& b, std::uint32_t line);
/// Whether `t` holds sprite codes and nothing else but spaces.
bool sprites_only(std::string_view t);
/// Whether one to three words of `text` in a row name a species ("Triantis (Scyther)", "Iron
/// Valiant"), or a sprite pictures one (order_labels.cpp).
bool names_a_species(std::string_view text, const Options& options);
/// "Plan:", "Action orders:", "Orders (main):": the header part `head` of a header-and-orders line
/// (up to its colon) is a label of the orders rather than a name, as far as words can tell: a few
/// words before the colon, no sprite, no species, and no name written in `before` (the post above
/// the line). Whose orders they are, the line above says.
bool reads_as_orders_label(std::string_view head, std::string_view before, const Options& options);
/// A bare name line that names an order set already made, directly above a substitution: the
/// set's index, or -1.
int names_an_earlier_set(const Builder& b, const std::vector<Line>& lines, std::uint32_t i, std::string_view t,
                         const Options& options);
/// Two or more steps, each one known action ("I'll use Swords Dance, then X-Scissor, then
/// X-Scissor."): a sentence that is main orders (order_set_lines.cpp).
bool every_step_is_an_action(std::string_view text, const Options& options);
/// "Aura - Lucario", "Aura | Lucario" directly above main orders: a name and a species (or a
/// note) divided like two steps, neither an action: the header, not two unreadable steps.
bool name_and_species_steps(const Builder& b, const std::vector<Line>& lines, std::uint32_t i, std::string_view text,
                            const Options& options);
/// A bare name on its own line ("Triantis", "Kit") directly above main orders is their header.
bool names_the_next_orders(const Builder& b, const std::vector<Line>& lines, std::uint32_t i, std::string_view t,
                           const Options& options);

/// Main orders written over several lines, one step a line: how many lines (0 when line `i` does
/// not start such orders) and where the first line's text starts after its step label.
struct StepLines {
  std::uint32_t count = 0;
  std::size_t first_label = 0;
};
StepLines main_order_lines(const Builder& b, const std::vector<Line>& lines, std::uint32_t i, std::string_view text,
                           Guess guess, const Options& options);

/// [9.1][10] "Triantis: Swords Dance, X-Scissor, X-Scissor. Subs: 1. IF …": a line of main orders
/// that goes on into a substitution after ". " or "; " is read as two lines, the orders and the
/// substitution (orders_then_substitution.cpp). Lines not shaped so are left as they are.
void split_orders_from_substitutions(const bbcode::Projection& plain, std::vector<Line>& lines, const Options& options);

}  // namespace bbp::post::detail
