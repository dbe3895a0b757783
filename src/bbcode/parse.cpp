// bbcode::parse: the input checks that reject a post outright (size, UTF-8), the ones that only
// warn (control characters, empty input), then tokenizing and tree building.
#include "bbcode/diag_sink.hpp"
#include "bbcode/projection_builder.hpp"
#include "bbcode/token.hpp"
#include "bbcode/tree_builder.hpp"

#include <bbp/bbcode.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <new>

namespace bbp::bbcode {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

void reset_to_root(Result& r, std::size_t size) {
  r.document.nodes.clear();
  Node root;
  root.kind = NodeKind::root;
  root.span = root.inner = Span{0, size};
  r.document.nodes.push_back(std::move(root));
  r.plain = Projection{};
  r.plain.source_size = size;
}

/// One BBP1009 per run of C0 control characters other than TAB, LF and CR.
void report_control_characters(std::string_view s, DiagSink& diags) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 || c == '\t' || c == '\n' || c == '\r') {
      ++i;
      continue;
    }
    std::size_t e = i + 1;
    while (e < s.size()) {
      const auto d = static_cast<unsigned char>(s[e]);
      if (d >= 0x20 || d == '\t' || d == '\n' || d == '\r') break;
      ++e;
    }
    diags.add(DiagId::control_character, Span{i, e},
              fmt::format("input contains the control character U+{:04X}{}", c,
                          e - i > 1 ? fmt::format(" (and {} more right after it)", e - i - 1) : std::string()));
    i = e;
  }
}

bool has_visible_text(std::string_view plain) {
  return std::any_of(plain.begin(), plain.end(), [](char c) { return c != ' ' && c != '\t' && c != '\n'; });
}

}  // namespace

Result parse(std::string_view source, const Options& options) {
  Result r;
  reset_to_root(r, source.size());
  DiagSink diags(r.diagnostics);
  try {
    const std::size_t max_bytes = options.limits.post_bytes;
    const std::size_t limit = max_bytes == 0 ? std::numeric_limits<std::uint32_t>::max() - 1
                                             : std::min<std::size_t>(max_bytes, std::numeric_limits<std::uint32_t>::max() - 1);
    if (source.size() > limit) {
      diags.add(DiagId::input_too_large, Span{0, 0},
                fmt::format("input is {} bytes, larger than the limit of {} bytes", source.size(), limit));
      r.ok = false;
      return r;
    }
    if (const std::size_t bad = find_invalid_utf8(source); bad != std::string_view::npos) {
      diags.add(DiagId::invalid_utf8, Span{bad, bad + 1},
                fmt::format("input is not valid UTF-8: byte 0x{:02X} at offset {} does not start a valid sequence",
                            static_cast<unsigned char>(source[bad]), bad));
      r.ok = false;
      return r;
    }
    report_control_characters(source, diags);

    const std::size_t begin = source.substr(0, kBom.size()) == kBom ? kBom.size() : 0;
    const std::vector<Token> tokens = tokenize(source, begin);
    const unsigned depth = options.limits.effective_nesting_depth();
    ProjectionBuilder projection(source, r.plain);
    TreeBuilder builder(source, tokens, depth, r.document, projection, diags, options.project_titles);
    builder.run();

    if (!has_visible_text(r.plain.text))
      diags.add(DiagId::empty_input, Span{0, 0},
                source.size() == begin ? std::string("the input is empty")
                                       : std::string("the input has no text: only whitespace or tags"));
  } catch (const std::bad_alloc&) {
    reset_to_root(r, source.size());
    r.diagnostics.items().clear();
    r.diagnostics.add(DiagId::input_too_large, Span{0, 0}, "input is too large to process (out of memory)");
    r.ok = false;
    return r;
  }
  diags.finish();
  r.diagnostics.sort();
  return r;
}

}  // namespace bbp::bbcode
