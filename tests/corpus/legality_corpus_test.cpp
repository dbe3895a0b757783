// Registers the `legality` corpus kind: for each case of corpus/legality/ (BBPnnnn-bad.txt and
// BBPnnnn-good.txt, one pair per rule, with an optional NAME.context.json), the verdict of every
// substitution and the ids of every diagnostic, as `bbpref lint` reaches them. The compact form
// keeps the expected files readable: a reviewer sees at once which rule fired where.
#include "corpus/corpus_registry.hpp"
#include "test_support.hpp"

#include <bbp/context.hpp>
#include <bbp/lint.hpp>

#include <filesystem>

namespace {

nlohmann::json ids(const bbp::lint::LintResult& r, const std::vector<std::size_t>& hits) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t i : hits) out.push_back(bbp::info(r.diagnostics.items()[i].id).code);
  return out;
}

const bbp::test::CorpusRegistrar kLegalityKind("legality", [](std::string_view name, std::string_view input) {
  bbp::BattleContext ctx;
  std::string stem(name);
  stem = stem.substr(0, stem.rfind('.'));
  const auto ctx_file = bbp::test::source_dir() / "corpus" / "legality" / (stem + ".context.json");
  if (std::filesystem::exists(ctx_file)) {
    auto parsed = bbp::parse_context(bbp::test::read_file(ctx_file));
    ctx = parsed.context;
  }
  const bbp::lint::LintResult r = bbp::lint::lint(input, ctx);
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
