#pragma once
// The Dex a command uses when Data Audit imports may apply: the built-in tables plus the overlay
// in --data-dir (default: bbpref's data directory). Problems in the overlay files are printed to
// standard error and do not stop the command; the built-in tables still apply.
#include <bbp/dex.hpp>

#include <string>

namespace bbp::cli {

Dex load_dex_with_overlay(const std::string& data_dir_option);

}  // namespace bbp::cli
