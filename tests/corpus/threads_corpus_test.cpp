// Registers the `threads` corpus kind: the JSON of `bbpref thread FILE --format json` for each
// complete battle of corpus/threads/ (written by us; the file's content says its format: a JSON
// array, an '=== Author ===' dump or text copied from a rendered page).
#include "corpus/corpus_registry.hpp"

#include <bbp/thread.hpp>

namespace {
const bbp::test::CorpusRegistrar kThreadsKind("threads", [](std::string_view name, std::string_view input) {
  return bbp::thread::to_json(bbp::thread::analyze(input, std::string(name)));
});
}  // namespace
