#pragma once
// Hostile and pathological posts, shared by tests/unit/pathological_input_test.cpp (what each
// gives: a diagnostic, never a crash) and tests/bench/pathological_bench.cpp (that each scales
// linearly). Each takes a size so the benchmark can show the cost at several sizes.
#include <cstddef>
#include <string>

namespace bbp::test {

/// `n` opening [b] tags and one letter: nesting far past the depth limit, nothing closed.
inline std::string open_bold_tags(std::size_t n) {
  std::string s;
  s.reserve(3 * n + 1);
  for (std::size_t k = 0; k < n; ++k) s += "[b]";
  return s + "x";
}

/// `bytes` colons: every one could start a sprite code, none ends one; one line.
inline std::string colons(std::size_t bytes) { return std::string(bytes, ':'); }

/// One Pokemon with `n` substitution lines (the "10k-line substitution" paste).
inline std::string many_substitutions(std::size_t n) {
  std::string s = "[b]:sv/scyther: Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n\n";
  for (std::size_t k = 1; k <= n; ++k)
    s += std::to_string(k) + ". IF Heracross is to use Protect, THEN use Detect.\n";
  return s;
}

/// One substitution line whose trigger has `n` clauses joined by "or" (a line of ~40·n bytes).
inline std::string long_substitution(std::size_t n) {
  std::string s = "[b]:sv/scyther: Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n\n1. IF Heracross is to use Protect";
  for (std::size_t k = 1; k < n; ++k) s += " or Heracross is to use Megahorn";
  return s + ", THEN use Detect.\n";
}

/// One substitution whose subject is a list of `n` names joined by commas, with the verb after
/// the last: every clause start after a comma could read the rest of the list again
/// (grammar/substitution_trigger.hpp `kSubjectListMax` keeps it linear).
inline std::string long_subject_list(std::size_t n) {
  std::string s = "[b]:sv/scyther: Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n\n1. IF ";
  for (std::size_t k = 0; k < n; ++k) s += "Heracross, ";
  return s + "Weavile uses Protect, THEN use Detect.\n";
}

/// An ordinary order post repeated until it is `bytes` long (a "10 MB post").
inline std::string big_post(std::size_t bytes) {
  const std::string set =
      "[b]:sv/scyther: Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n\n"
      "1. At the start of the step, IF Heracross is to use Protect, THEN use Swords Dance.\n"
      "2. IF Heracross is to use a Fire attack, THEN use Detect.\n"
      "[i]Triantis flexes its blades.[/i] [hide=\"Plan\"]Go all out.[/hide]\n\n";
  std::string s;
  s.reserve(bytes + set.size());
  while (s.size() < bytes) s += set;
  return s;
}

/// `n` tags that are never closed ([hide] and [quote] alternately), each around a word.
inline std::string unclosed_tags(std::size_t n) {
  std::string s;
  for (std::size_t k = 0; k < n; ++k) s += k % 2 ? "[quote]word " : "[hide=\"x\"]word ";
  return s;
}

/// Main orders of `n` unknown actions on one line: one BBP4012 per step, all on that line.
inline std::string unknown_steps(std::size_t n) {
  std::string s = "[b]Triantis[/b]\nFrobnicate";
  s.reserve(s.size() + 13 * n);
  for (std::size_t k = 1; k < n; ++k) s += " - Frobnicate";
  return s + "\n";
}

/// A valid post of about `bytes` bytes with one invalid UTF-8 byte at the very end.
inline std::string invalid_utf8_at_end(std::size_t bytes) { return big_post(bytes) + "\xC3"; }

}  // namespace bbp::test
