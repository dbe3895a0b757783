// Fuzz target: the battle context file (docs/context.md): any bytes give a context or diagnostics
// pointing into the file, never an exception.
#include "fuzz/fuzz_target.hpp"

#include <bbp/context.hpp>

BBP_FUZZ_TARGET(context) {
  using namespace bbp;
  ContextParseResult r = parse_context(input);
  BBP_FUZZ_CHECK(fuzz::diagnostics_inside(r.diagnostics, input.size()));
  BBP_FUZZ_CHECK(r.ok == !r.diagnostics.has_errors());
  r.context.resolve_rules();
}
