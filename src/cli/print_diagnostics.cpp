#include "cli/print_diagnostics.hpp"

#include <fmt/format.h>

namespace bbp::cli {

void print_sorted_diagnostics(const SourceFile& src, const DiagnosticList& diags, std::string_view format, bool color) {
  DiagnosticList sorted = diags;
  sorted.sort();
  if (format == "gcc") {
    fmt::print("{}", render_gcc(src, sorted.items()));
    return;
  }
  RenderOptions ro;
  ro.color = color;
  fmt::print("{}", render_text(src, sorted.items(), ro));
}

}  // namespace bbp::cli
