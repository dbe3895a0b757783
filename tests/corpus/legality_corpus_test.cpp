// Registers the `legality` corpus kind: for each order-post case of corpus/legality/ (BBPnnnn-bad.txt
// and BBPnnnn-good.txt, with their sidecars; see corpus/rule_case.hpp), the verdict of every
// substitution and the ids of every diagnostic, as `bbpref lint` reaches them. The compact form
// keeps the expected files readable: a reviewer sees at once which rule fired where.
#include "corpus/corpus_registry.hpp"
#include "corpus/rule_case.hpp"

#include <bbp/lint.hpp>

namespace {

nlohmann::json ids(const bbp::lint::LintResult& r, const std::vector<std::size_t>& hits) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t i : hits) out.push_back(bbp::info(r.diagnostics.items()[i].id).code);
  return out;
}

const bbp::test::CorpusRegistrar kLegalityKind("legality", [](std::string_view name, std::string_view) {
  // The case's sidecar files (context, limits) apply as in tests/unit/legality_rules_test.cpp.
  const bbp::lint::LintResult r = bbp::test::lint_case(bbp::test::legality_dir() / std::string(name));
  nlohmann::json sets = nlohmann::json::array();
  for (const auto& v : r.order_sets) {
    nlohmann::json subs = nlohmann::json::array();
    for (const auto& s : v.substitutions)
      subs.push_back({{"index", s.index},
                      {"verdict", bbp::lint::to_string(s.verdict)},
                      {"counts_toward_limit", s.counts_toward_limit},
                      {"rules", ids(r, s.diagnostics)}});
    sets.push_back({{"pokemon", v.pokemon}, {"rules", ids(r, v.diagnostics)}, {"substitutions", std::move(subs)}});
  }
  nlohmann::json all = nlohmann::json::array();
  for (const auto& d : r.diagnostics.items()) all.push_back(bbp::info(d.id).code);
  return nlohmann::json{{"file", std::string(name)}, {"ok", r.ok()}, {"order_sets", sets}, {"diagnostics", all}};
});

}  // namespace
