// A send-out and the orders for the Pokemon it sends, written on one line ([2.5c], [9.1]):
// "Sending out :sv/lucario: Lucario @ Focus Sash: Swords Dance - Close Combat - Extreme Speed",
// "Go, Lucario: Swords Dance - …", "Lead: Lucario - Swords Dance - …". The segmenter makes two
// blocks of such a line: the send-out (the thread's state needs it) and the main orders.
#include "post/segment_builder.hpp"

#include "post/separators.hpp"
#include "post/text_util.hpp"

#include <array>

namespace bbp::post::detail {
namespace {

// Labels that send out and name no Pokemon: after "Lead:" or "Lead -" the name is the next step.
constexpr std::array<std::string_view, 13> kBareSendoutLabels = {
    "lead", "leads", "leading", "lead pokemon", "lead pok\xC3\xA9mon", "sendout", "send-out", "send out",
    "sending out", "go", "go!", "i choose", "i choose you"};

bool bare_sendout_label(std::string_view s) {
  s = text::trim(s);
  while (!s.empty() && (s.back() == ':' || s.back() == ',' || s.back() == '-')) s = text::trim(s.substr(0, s.size() - 1));
  for (std::string_view label : kBareSendoutLabels)
    if (s.size() == label.size() && text::istarts_with(s, label)) return true;
  return false;
}

struct Step {
  std::string_view text;                       ///< trimmed
  std::size_t after = std::string_view::npos;  ///< just after its step separator; npos: the last step
};

/// The first step of `orders`, by the strongest separator kind on it.
Step first_step(std::string_view orders) {
  const SepScan scan = scan_separators(orders);
  const SepChoice choice = choose_separators(scan);
  if (choice.has_step)
    for (const SepToken& tok : scan.tokens)
      if (tok.kind == choice.step) return {text::trim(orders.substr(0, tok.begin)), tok.end};
  return {text::trim(orders), std::string_view::npos};
}

bool is_action(std::string_view s, const Options& options) {
  return !s.empty() && (options.is_single_action(s) || (options.is_action_like != nullptr && options.is_action_like(s)));
}

/// Orders open with a known action (or a misspelling of one): "you can do it, buddy" after a
/// send-out's comma is no orders.
bool opens_with_action(std::string_view orders, const Options& options) {
  return is_action(first_step(orders).text, options);
}

/// Whether any step of `orders` is an action or a misspelling of one.
bool any_step_is_action(std::string_view orders, const Options& options) {
  for (std::string_view step : steps_of(orders))
    if (is_action(step, options)) return true;
  return false;
}

/// The text before the first divider of `s` that is no comma ("Go, Lucario - …", "Lead: Rotom-Wash
/// - Hydro Pump | Volt Switch": a name holds no divider, whichever kind divides the steps after it).
Step up_to_first_divider(std::string_view s) {
  for (const SepToken& tok : scan_separators(s).tokens)
    if (tok.kind != SepKind::comma) return {text::trim(s.substr(0, tok.begin)), tok.end};
  return {text::trim(s), std::string_view::npos};
}

/// A short name written before the orders, no action itself.
bool short_name(std::string_view s, const Options& options) {
  s = text::trim(s);
  return !s.empty() && text::word_count(s) <= 8 && !is_action(s, options);
}

/// After a bare label ("Lead:"), the name is the first step of what follows; the orders start
/// after it. {0, 0} when the first step is an action ("Lead: Swords Dance - …" names nobody).
SendoutSplit name_after_label(std::string_view text, std::size_t from, const Options& options) {
  const std::string_view rest = text.substr(from);
  const Step name = up_to_first_divider(rest);
  if (name.after == std::string_view::npos || !short_name(name.text, options) || text::word_count(name.text) > 4 ||
      !opens_with_action(rest.substr(name.after), options))
    return {};
  return {from + static_cast<std::size_t>(name.text.data() + name.text.size() - rest.data()), from + name.after};
}

/// The first colon that is no part of a sprite code, npos when none.
std::size_t colon_outside_sprites(std::string_view text) {
  for (std::size_t c = text.find(':'); c != std::string_view::npos; c = text.find(':', c + 1)) {
    if (const auto sprite = text::sprite_at(text, c)) {
      c = sprite->end - 1;
      continue;
    }
    return c;
  }
  return std::string_view::npos;
}

}  // namespace

SendoutSplit orders_after_sendout(std::string_view text, const LineInfo& info, const Options& options) {
  if (options.is_single_action == nullptr || info.dressed) return {};
  const auto split_at = [&](std::size_t divider, std::size_t after) -> SendoutSplit {
    const std::string_view before = text.substr(0, divider);
    if (bare_sendout_label(before)) {
      if (opens_with_action(text.substr(after), options)) return {.label_only = true};
      return name_after_label(text, after, options);
    }
    if (!short_name(before, options) || !opens_with_action(text.substr(after), options)) return {};
    return {divider, after};
  };
  if (info.guess == Guess::sendout) {
    // "… Lucario @ Focus Sash: orders", "… @ Focus Sash | orders": the item ends the send-out.
    if (text.find('@') != std::string_view::npos) {
      const ItemEnd item = divider_after_item(text);
      return item.begin == std::string_view::npos ? SendoutSplit{} : split_at(item.begin, item.end);
    }
    // Otherwise the first colon or step divider (no comma: "Go, Lucario") after the name.
    std::size_t divider = colon_outside_sprites(text), after = divider == std::string_view::npos ? divider : divider + 1;
    for (const SepToken& tok : scan_separators(text).tokens)
      if (tok.kind != SepKind::comma && tok.begin < divider) {  // sprite codes hold none (scan_separators)
        divider = tok.begin;
        after = tok.end;
        break;
      }
    return divider == std::string_view::npos ? SendoutSplit{} : split_at(divider, after);
  }
  // "Go, Lucario: Swords Dance - …", "Lead: Lucario - Swords Dance - …": read as a header and its
  // orders, when the header is a send-out.
  if (info.guess == Guess::header_and_orders && !info.heading_prefix && info.inline_split > 0 &&
      info.inline_split <= text.size()) {
    const std::size_t end = info.header_end > 0 ? info.header_end : info.inline_split;
    std::string_view head = text::trim(text.substr(0, end));
    // With its colon "Lead:" is a label. Without one a short head is a name ("Gina - Swords Dance
    // - …"), except the bare labels: "Lead - Swords Dance - …" names no Pokemon "Lead".
    if (!reads_as_sendout(head) && !(info.header_end > 0 && bare_sendout_label(head))) return {};
    if (head.ends_with(':')) head = text::trim(head.substr(0, head.size() - 1));
    const auto head_end = static_cast<std::size_t>(head.data() + head.size() - text.data());
    return split_at(head_end, info.inline_split);
  }
  // "Sending out Lucario - Swords Dance - …": the first step is the send-out.
  if (info.guess == Guess::main_orders) {
    const Step head = up_to_first_divider(text);
    // "Lead - Aurum - Swords Dance - …", "Lead - Swords Dance - …": a bare label as the first step.
    if (head.after == std::string_view::npos || (!reads_as_sendout(head.text) && !bare_sendout_label(head.text))) return {};
    SendoutSplit split = split_at(static_cast<std::size_t>(head.text.data() + head.text.size() - text.data()), head.after);
    if (split.label_only) split.label_end = head.after;
    if (split.orders_begin > 0 || split.label_only || bare_sendout_label(head.text)) return split;
    // No step after the send-out is an action, nor a misspelling of one: the divider is a dash in
    // a cheer ("Go, Lucario, you can do it - I believe in you"), not orders with unknown actions.
    const std::string_view rest = text.substr(head.after);
    if (!any_step_is_action(rest, options)) return {.no_orders = true};
    return {};
  }
  return {};
}

}  // namespace bbp::post::detail
