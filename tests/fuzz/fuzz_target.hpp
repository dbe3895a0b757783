#pragma once
// One fuzz target = one file tests/fuzz/NAME_fuzz.cpp holding
//
//     BBP_FUZZ_TARGET(NAME) { ... use `input` (std::string_view) ... }
//
// plus one line `bbp_fuzz_target(NAME SEEDS ...)` in tests/fuzz/CMakeLists.txt (docs/fuzzing.md).
// The same body is built two ways:
//  - with BBP_FUZZ_ENTRY (the `fuzz` preset, clang): as LLVMFuzzerTestOneInput of its own
//    libFuzzer binary bbp_fuzz_NAME, with ASan + UBSan;
//  - otherwise: registered in bbp_tests, where tests/unit/fuzz_regression_test.cpp runs it over
//    tests/fuzz/regressions/NAME/* (every input a fuzzer ever crashed or hung on) and a few
//    hostile inputs, under gcc and under the asan preset, so a fixed crash stays fixed.
// A body states what must hold for every input with BBP_FUZZ_CHECK: besides "no crash, no hang",
// every span lies inside the input (src/diag and the renderers index the source with them).
#include <bbp/diagnostic.hpp>
#include <bbp/span.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>

namespace bbp::fuzz {

using Body = void (*)(std::string_view input);

/// Every target compiled into this binary, by name (bbp_tests only).
inline std::map<std::string, Body>& targets() {
  static std::map<std::string, Body> all;
  return all;
}

struct Registrar {
  Registrar(const char* name, Body body) { targets().emplace(name, body); }
};

/// A broken invariant: abort (the fuzzer saves the input) or throw (Catch2 reports it).
[[noreturn]] inline void fail(const char* what, const char* file, int line) {
#ifdef BBP_FUZZ_ENTRY
  std::fprintf(stderr, "%s:%d: fuzz invariant broken: %s\n", file, line, what);
  std::abort();
#else
  throw std::logic_error(std::string(file) + ":" + std::to_string(line) + ": fuzz invariant broken: " + what);
#endif
}

/// `s` is a well-formed span inside a text of `size` bytes.
inline bool span_inside(Span s, std::size_t size) { return s.begin <= s.end && s.end <= size; }

/// Every span of every diagnostic (primary, labels, fix-its) lies inside the input.
inline bool diagnostics_inside(const DiagnosticList& diags, std::size_t size) {
  for (const Diagnostic& d : diags.items()) {
    if (!span_inside(d.span, size)) return false;
    for (const Label& l : d.labels)
      if (!span_inside(l.span, size)) return false;
    for (const FixIt& f : d.fixits)
      if (!span_inside(f.span, size)) return false;
  }
  return true;
}

}  // namespace bbp::fuzz

#define BBP_FUZZ_CHECK(cond) ((cond) ? (void)0 : ::bbp::fuzz::fail(#cond, __FILE__, __LINE__))

#ifdef BBP_FUZZ_ENTRY
#define BBP_FUZZ_TARGET(name)                                                                  \
  static void bbp_fuzz_body_##name(std::string_view input);                                   \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {          \
    bbp_fuzz_body_##name(std::string_view(reinterpret_cast<const char*>(data), size));         \
    return 0;                                                                                  \
  }                                                                                            \
  static void bbp_fuzz_body_##name(std::string_view input)
#else
#define BBP_FUZZ_TARGET(name)                                                                  \
  static void bbp_fuzz_body_##name(std::string_view input);                                   \
  static const ::bbp::fuzz::Registrar bbp_fuzz_registrar_##name(#name, &bbp_fuzz_body_##name); \
  static void bbp_fuzz_body_##name(std::string_view input)
#endif
