// Reading one action order with grammar/orders.hpp: actions fill an ActionOrder with SOURCE spans.
#include <bbp/orders.hpp>

#include <bbp/dex.hpp>
#include <bbp/substitution.hpp>

#include "grammar/orders.hpp"
#include "orders/action_kind.hpp"
#include "post/text_util.hpp"

namespace bbp::orders {

namespace pegtl = tao::pegtl;
namespace g = grammar::orders;

namespace {

struct State {
  const bbcode::Projection& plain;
  std::size_t base = 0;        ///< projection offset of the input's first byte
  const char* input_begin = nullptr;
  ActionOrder& order;
  const char* max_begin = nullptr;  ///< where the current component's "Max " began

  Span text_span(const char* b, const char* e) const {
    return Span{base + static_cast<std::size_t>(b - input_begin), base + static_cast<std::size_t>(e - input_begin)};
  }
  Text text(const char* b, const char* e) const {
    const Span t = post::trim(plain.text, text_span(b, e));
    return Text{plain.text.substr(t.begin, t.size()), post::to_source(plain, t)};
  }
  Component& current() { return order.components.back(); }
};

/// Whether the words after a Technique are its action rather than the Pokemon's name: a known
/// action, or anything behind "Max " or a Z-Power ("Dynamax Max Flare - …": a Max Move, even one
/// ordered wrongly, is no name).
bool names_an_action(std::string_view words) {
  const std::string_view t = post::text::trim(words);
  if (post::text::istarts_with(t, "max ") || post::text::istarts_with(t, "z-")) return true;
  return looks_like_single_action(t);
}

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

#define BBP_ACTION(rule, body)                                  \
  template <>                                                   \
  struct action<g::rule> {                                      \
    template <typename Input>                                   \
    static void apply(const Input& in, State& st) {             \
      const Text t = st.text(in.begin(), in.end());             \
      body;                                                     \
    }                                                           \
  };

BBP_ACTION(mega_prefix, st.order.mega = t)
BBP_ACTION(tera_prefix, st.order.terastal = t)
BBP_ACTION(dynamax_prefix, st.order.dynamax = t)
BBP_ACTION(z_power_name, st.current().z_power = t)
BBP_ACTION(plain_param_name, st.current().parameters.push_back(t))
BBP_ACTION(target_name, st.current().targets.push_back(t))
BBP_ACTION(ally_command_name, st.current().action = t)
BBP_ACTION(component, st.current().written = t)
#undef BBP_ACTION

/// A name that is a known action is no Pokemon's ("Terastallize Swords Dance + X-Scissor"): the
/// match fails, and the grammar reads the words as the Technique's action.
template <>
struct action<g::named_technique_subject> {
  template <typename Input>
  static bool apply(const Input& in, State& st) {
    const Text t = st.text(in.begin(), in.end());
    if (!t.present() || names_an_action(t.text)) return false;
    st.order.technique_subject = t;
    return true;
  }
};

template <>
struct action<g::late_technique> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    const Text t = st.text(in.begin(), in.end());
    Text& slot = post::text::istarts_with(t.text, "mega")   ? st.order.mega
                 : post::text::istarts_with(t.text, "tera") ? st.order.terastal
                                                            : st.order.dynamax;
    slot = t;
    st.order.technique_after_action = true;
  }
};

template <>
struct action<g::max_prefix> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    st.current().max = true;
    st.max_begin = in.begin();
  }
};

template <>
struct action<g::action_name> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    Component& c = st.current();
    c.action = st.text(in.begin(), in.end());
    // "Max Flare", "Max Airstream": a Max Move written by its own name is that move, not "Max"
    // and a base move called "Flare" ([11.6c]).
    if (c.max && st.max_begin != nullptr) {
      const Text whole = st.text(st.max_begin, in.end());
      if (dex().resolve(Kind::move, whole.text).match == Match::exact) {
        c.action = whole;
        c.max = false;
      }
    }
    st.max_begin = nullptr;
  }
};

template <>
struct action<g::component_begin> {
  template <typename Input>
  static void apply(const Input&, State& st) {
    st.order.components.emplace_back();
  }
};

template <>
struct action<g::z_glued> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    // "Z-Thunderbolt": the glued generic form; the "Z" is the power as written.
    st.current().z_power = st.text(in.begin(), in.begin() + 1);
  }
};

template <>
struct action<g::paren> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    // Split "(Protect, Detect, Roar)" into one parameter each; commas inside a nested pair stay.
    const char* b = in.begin() + 1;
    const char* e = in.end() - 1;
    int depth = 0;
    const char* start = b;
    auto flush = [&](const char* stop) {
      Text t = st.text(start, stop);
      if (t.present()) {
        if (auto mode = mode_tag(t.text)) st.current().modes.push_back(ModeTag{std::string(*mode), t});
        else st.current().parameters.push_back(std::move(t));
      }
    };
    for (const char* p = b; p < e; ++p) {
      if (*p == '(') ++depth;
      else if (*p == ')') --depth;
      else if ((*p == ',' || *p == ';') && depth == 0) { flush(p); start = p + 1; }
    }
    flush(e);
  }
};

}  // namespace

namespace {
/// The Technique alone, or with the Pokemon's name after it ("Mega Evolve Lucario - Swords Dance").
struct only_named : pegtl::seq<g::technique_subject, g::ws, pegtl::eof> {};
struct only_technique
    : pegtl::seq<g::ws, g::technique_word, pegtl::sor<pegtl::seq<g::ws, pegtl::eof>, only_named>> {};

template <typename Rule>
struct subject_check : pegtl::nothing<Rule> {};
template <>
struct subject_check<g::technique_subject> {
  template <typename Input>
  static bool apply(const Input& in) {
    return !names_an_action(in.string_view());
  }
};
}  // namespace

bool names_only_a_technique(std::string_view text) {
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(text.data(), text.data() + text.size(), "technique");
  try {
    return pegtl::parse<only_technique, subject_check>(in);
  } catch (...) {
    return false;
  }
}

ActionOrder parse_action_order(const bbcode::Projection& plain, Span text, DiagnosticList& diags) {
  ActionOrder order;
  text = post::trim(plain.text, text);
  order.span = post::to_source(plain, text);
  const std::string_view input = std::string_view(plain.text).substr(text.begin, text.size());
  if (input.empty()) {
    order.unreadable = true;
    order.failed_at = order.span.begin;
    diags.add(DiagId::empty_step, order.span);
    return order;
  }
  State st{plain, text.begin, input.data(), order};
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(input.data(), input.data() + input.size(), "action");
  std::size_t fail = std::string_view::npos;
  try {
    if (!pegtl::parse<g::grammar, action>(in, st)) fail = 0;
  } catch (const pegtl::parse_error& e) {
    fail = e.positions().empty() ? 0 : e.positions().front().byte;
  } catch (...) {
    fail = 0;
  }
  if (fail != std::string_view::npos) {
    order.unreadable = true;
    fail = std::min(fail, input.size());
    order.failed_at = post::to_source(plain, Span{text.begin + fail, text.begin + fail}).begin;
    // An unbalanced parenthesis is the usual cause; say so when it is.
    int depth = 0;
    bool unbalanced = false;
    for (char c : input) {
      if (c == '(') ++depth;
      else if (c == ')' && --depth < 0) unbalanced = true;
    }
    unbalanced = unbalanced || depth != 0;
    Diagnostic& d = diags.add(unbalanced ? DiagId::unbalanced_parenthesis : DiagId::unreadable_action, order.span);
    d.labels.push_back(Label{Span{order.failed_at, std::min(order.failed_at + 1, order.span.end)}, "reading stopped here"});
    return order;
  }
  for (Component& c : order.components) c.kind = classify_action(c.action.text);
  return order;
}

}  // namespace bbp::orders
