// The lint report as JSON (docs/lint-json.md). Stable: fields are only ever added.
#include <bbp/diagnostic_json.hpp>
#include <bbp/lint.hpp>

namespace bbp::lint {
namespace {

nlohmann::json rules_of(const LintResult& r, const std::vector<std::size_t>& hits) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t i : hits) {
    const Diagnostic& d = r.diagnostics.items()[i];
    const DiagInfo& row = info(d.id);
    out.push_back({{"id", row.code},
                   {"name", row.name},
                   {"section", row.section},
                   {"severity", bbp::to_string(d.severity)},
                   {"message", message_of(d)}});
  }
  return out;
}

nlohmann::json main_orders_json(const orders::OrderSet& set) {
  nlohmann::json steps = nlohmann::json::array();
  if (!set.main_orders) return steps;
  for (const orders::Step& s : set.main_orders->steps) {
    nlohmann::json actions = nlohmann::json::array();
    for (const orders::ActionOrder& a : s.actions) {
      std::string text;
      for (const orders::Component& c : a.components) {
        if (!text.empty()) text += " + ";
        text += c.written.present() ? c.written.text : c.action.text;
      }
      actions.push_back(text);
    }
    steps.push_back(std::move(actions));
  }
  return steps;
}

}  // namespace

nlohmann::json to_json(const LintResult& r, const SourceFile& src) {
  nlohmann::json sets = nlohmann::json::array();
  for (std::size_t i = 0; i < r.order_sets.size(); ++i) {
    const OrderSetVerdict& v = r.order_sets[i];
    nlohmann::json subs = nlohmann::json::array();
    for (const SubstitutionVerdict& s : v.substitutions) {
      subs.push_back({{"index", s.index},
                      {"text", s.text},
                      {"span", span_to_json(src, s.span)},
                      {"verdict", to_string(s.verdict)},
                      {"counts_toward_limit", s.counts_toward_limit},
                      {"ko_substitution", s.ko_substitution},
                      {"read_as", s.read_as},
                      {"rules", rules_of(r, s.diagnostics)}});
    }
    const orders::OrderSet* set = i < r.extracted.order_sets.size() ? &r.extracted.order_sets[i] : nullptr;
    sets.push_back({{"pokemon", v.pokemon},
                    {"span", span_to_json(src, v.span)},
                    {"main_orders", set ? main_orders_json(*set) : nlohmann::json::array()},
                    {"substitutions", std::move(subs)},
                    {"rules", rules_of(r, v.diagnostics)}});
  }
  nlohmann::json diags = diagnostics_to_json(src, r.diagnostics.items());
  return {{"file", src.name()},
          {"ok", r.ok()},
          {"staked", r.staked},
          {"ruleset", to_string(r.ruleset)},
          {"order_sets", std::move(sets)},
          {"diagnostics", diags["diagnostics"]},
          {"summary", diags["summary"]},
          {"unchecked", r.unchecked}};
}

}  // namespace bbp::lint
