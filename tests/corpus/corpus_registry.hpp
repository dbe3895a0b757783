#pragma once
// The corpus runner's registry: each kind of corpus case (corpus/<kind>/NAME.txt with
// NAME.expected.json) maps to the function that turns the input into the JSON that kind's command
// prints. A kind registers itself from its own tests/corpus/<kind>_corpus_test.cpp with a static
//
//     static const bbp::test::CorpusRegistrar reg("orders", [](std::string_view name, std::string_view input) {
//       return ...;  // nlohmann::json
//     });
//
// so adding a kind is adding one file; the runner (corpus_runner_test.cpp) never changes.
#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <string>
#include <string_view>

namespace bbp::test {

/// `name` is the case's input file name ("unclosed.txt"), for the "file" field of the output.
using CorpusFunction = std::function<nlohmann::json(std::string_view name, std::string_view input)>;

/// Every registered kind (a function-local static, so registration order across files is safe).
inline std::map<std::string, CorpusFunction>& corpus_kinds() {
  static std::map<std::string, CorpusFunction> kinds;
  return kinds;
}

struct CorpusRegistrar {
  CorpusRegistrar(std::string kind, CorpusFunction fn) { corpus_kinds().emplace(std::move(kind), std::move(fn)); }
};

}  // namespace bbp::test
