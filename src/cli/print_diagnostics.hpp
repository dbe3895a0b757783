#pragma once
// The text and gcc formats every checking command shares: the diagnostics sorted by position, as
// compiler-style blocks (text) or one line each (gcc). The command prints its own summary after.
#include <bbp/diagnostic.hpp>
#include <bbp/source.hpp>

#include <string_view>

namespace bbp::cli {

/// `format` is "gcc" or "text" (anything else is read as text).
void print_sorted_diagnostics(const SourceFile& src, const DiagnosticList& diags, std::string_view format, bool color);

}  // namespace bbp::cli
