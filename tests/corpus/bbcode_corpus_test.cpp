// Registers the `bbcode` corpus kind: the JSON of `bbpref bbcode --format json` for each case.
#include "bbcode/json.hpp"
#include "corpus/corpus_registry.hpp"

#include <bbp/bbcode.hpp>
#include <bbp/source.hpp>

namespace {
const bbp::test::CorpusRegistrar kBbcodeKind("bbcode", [](std::string_view name, std::string_view input) {
  const bbp::SourceFile src{std::string(name), std::string(input)};
  return bbp::bbcode::result_to_json(src, bbp::bbcode::parse(src.text()));
});
}  // namespace
