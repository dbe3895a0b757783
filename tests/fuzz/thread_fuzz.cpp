// Fuzz target: a whole thread (JSON array of posts, "=== Author ===" dump or copied page text, as
// the reader detects it), analysed with every order post linted, and printed as JSON.
#include "fuzz/fuzz_target.hpp"

#include <bbp/thread.hpp>

BBP_FUZZ_TARGET(thread) {
  using namespace bbp;
  const thread::Analysis a = thread::analyze(input, "fuzz");
  (void)thread::to_json(a).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}
