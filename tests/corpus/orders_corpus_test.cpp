// Registers the `orders` corpus kind: the JSON of `bbpref extract --format json` for each case of
// corpus/orders/ (handbook examples, cited by section in corpus/orders/README.md, and our own).
#include "corpus/corpus_registry.hpp"

#include <bbp/orders.hpp>
#include <bbp/source.hpp>

namespace {
const bbp::test::CorpusRegistrar kOrdersKind("orders", [](std::string_view name, std::string_view input) {
  const bbp::SourceFile src{std::string(name), std::string(input)};
  const bbp::orders::Options options;
  return bbp::orders::to_json(bbp::orders::extract(src.text(), options), src, options);
});
}  // namespace
