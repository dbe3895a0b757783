#pragma once
// Built-in data files (everything under data/ at build time), embedded into the binary.
#include <optional>
#include <string_view>
#include <vector>

namespace bbp::embedded {
/// The bytes of `path` (relative to data/, e.g. "dex/species.tsv"), or nullopt.
std::optional<std::string_view> find(std::string_view path);
/// Every embedded path, sorted.
std::vector<std::string_view> list();
}  // namespace bbp::embedded
