// [9.1b] Parameters of an action order: set apart from the action ("Disable (Earthquake)", not
// "Disable Earthquake"), and only what a text requests — never a condition, which belongs in a
// substitution ([10]).
#include "sema/action_names.hpp"
#include "sema/order_checks.hpp"
#include "sema/post_pokemon_names.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <array>

namespace bbp::sema {

namespace {

enum class ParamReading { plain, condition, alternative };

/// A parameter that reads as a condition ("if Heracross used Protect", "unless it is raining") or
/// as the other branch of one ("Dragon Claw instead", "otherwise Dragon Claw").
ParamReading read_parameter(std::string_view p) {
  constexpr std::array<std::string_view, 7> kOpeners = {"if ",      "unless ", "when ",  "whenever ",
                                                        "in case ", "only if ", "should "};
  for (std::string_view o : kOpeners)
    if (text::istarts_with(p, o)) return ParamReading::condition;
  if (text::iends_with(p, " instead") || text::contains_word(p, "otherwise") || text::istarts_with(p, "else "))
    return ParamReading::alternative;
  return ParamReading::plain;
}

/// An exact (or aliased) name of a move, ability, item or species: something a parameter names.
bool names_an_object(const Dex& dex, std::string_view text) {
  for (Kind k : {Kind::move, Kind::ability, Kind::item, Kind::species}) {
    const Resolution r = dex.resolve(k, text);
    if (r.match == Match::exact || r.match == Match::alias) return true;
  }
  return false;
}

}  // namespace

void check_parameters(OrderCheck& c, const orders::Component& comp) {
  const auto& params = comp.parameters;
  for (std::size_t i = 0; i < params.size(); ++i) {
    const orders::Text& p = params[i];
    const ParamReading r = read_parameter(text::trim(p.text));
    if (r == ParamReading::plain) continue;
    std::string what = fmt::format("\"{}\" is {}, not a parameter", p.text,
                                   r == ParamReading::condition ? "a condition" : "another action order");
    Span span = p.span;
    // "X-Scissor (if Heracross is Protecting, Swords Dance instead)": the condition and its
    // branch are one thought, said once.
    if (r == ParamReading::condition && i + 1 < params.size() &&
        read_parameter(text::trim(params[i + 1].text)) == ParamReading::alternative) {
      what = fmt::format("\"{}, {}\" is a condition and another action order, not parameters", p.text, params[i + 1].text);
      span.end = params[i + 1].span.end;
      ++i;
    }
    Diagnostic& d = c.report(DiagId::conditional_parameter, span,
                             fmt::format("{}: main orders are followed as written [9.1], and a parameter no text "
                                         "requests is ignored [9.1b]",
                                         what));
    d.help = "write the condition as a substitution: \"IF …, THEN use …\" ([10])";
  }
}

bool check_parameter_written_as_action(OrderCheck& c, std::string_view written, Span span) {
  // "Disable Earthquake", "Mimic Thunderbolt": a known move, then the name of a move, ability,
  // item or Pokemon. Word boundaries only; the first part must be a move named exactly.
  const std::string_view t = text::trim(written);
  for (std::size_t cut = t.find(' '); cut != std::string_view::npos; cut = t.find(' ', cut + 1)) {
    const std::string_view head = text::trim(t.substr(0, cut));
    const std::string_view rest = text::trim(t.substr(cut + 1));
    if (head.empty() || rest.empty()) continue;
    const ActionName a = resolve_action(c.dex, head, span);
    if (a.what != ActionWhat::move || (a.how != Match::exact && a.how != Match::alias)) continue;
    // A Pokemon after the move is its target ([9.1a] "on Weavile"), whether the Dex, the context or
    // the post itself ("Tallow uses Swords Dance") says the name is a Pokemon's.
    const bool target = names_a_pokemon(c.dex, c.ctx, c.post_names, rest);
    if (!target && !names_an_object(c.dex, rest)) continue;
    if (target) {
      const std::string fixed = fmt::format("{} on {}", head, rest);
      Diagnostic& d = c.report(DiagId::parameter_written_as_action, span,
                               fmt::format("\"{}\" reads as {} with the target \"{}\", written so it could be taken "
                                           "for a second action order; [9.1a] sets a target apart (\"on {}\", "
                                           "\"targeting {}\")",
                                           t, a.canonical, rest, rest, rest));
      d.help = fmt::format("write \"{}\"", fixed);
      d.fixits.push_back(FixIt{span, fixed});
      return true;
    }
    const std::string fixed = fmt::format("{} ({})", head, rest);
    Diagnostic& d = c.report(DiagId::parameter_written_as_action, span,
                             fmt::format("\"{}\" reads as {} with the parameter \"{}\", written so it could be taken "
                                         "for a second action order; [9.1b] asks for parameters set apart from the action",
                                         t, a.canonical, rest));
    d.help = fmt::format("write \"{}\" (or \"{} their {}\")", fixed, head, rest);
    d.fixits.push_back(FixIt{span, fixed});
    return true;
  }
  return false;
}

}  // namespace bbp::sema
