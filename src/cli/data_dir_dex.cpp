#include "cli/data_dir_dex.hpp"

#include <bbp/diagnostic.hpp>

#include <fmt/format.h>

#include <filesystem>

namespace bbp::cli {

Dex load_dex_with_overlay(const std::string& data_dir_option) {
  DiagnosticList diags;
  const std::filesystem::path dir = data_dir_option.empty() ? default_data_dir() : std::filesystem::path(data_dir_option);
  Dex dex(dir, &diags);
  for (const Diagnostic& d : diags.items()) fmt::print(stderr, "{}: {}\n", dir.string(), message_of(d));
  return dex;
}

}  // namespace bbp::cli
