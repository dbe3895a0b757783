#pragma once
// Diagnostics: every verdict bbpref gives goes through the table in diagnostics.def and one of
// the renderers below, so ids, sections and wording stay consistent across the CLI, the web page
// and the library.
#include <bbp/source.hpp>
#include <bbp/span.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bbp {

enum class Severity : std::uint8_t { note, warning, error };

enum class DiagId : std::uint16_t {
#define BBP_DIAG(number, enumerator, name, section, severity, message) enumerator = number,
#include <bbp/diagnostics.def>
#undef BBP_DIAG
};

/// One row of the table.
struct DiagInfo {
  // (default-constructible so the table can be sorted at compile time)
  DiagId id{};
  std::string_view code;     ///< "BBP1004"
  std::string_view name;     ///< "unclosed-tag"
  std::string_view section;  ///< "10.2" or "" for input errors
  Severity severity = Severity::error;
  std::string_view message;
};

/// A further span that explains the primary one ("first timing clause here").
struct Label {
  Span span;
  std::string text;
};

/// A mechanical fix: replace `span` with `replacement` (empty replacement = delete).
struct FixIt {
  Span span;
  std::string replacement;
};

struct Diagnostic {
  DiagId id{};
  Severity severity = Severity::error;
  Span span;
  std::string message;  ///< specific message; the table's message when empty
  std::vector<Label> labels;
  std::optional<std::string> help;
  std::vector<FixIt> fixits;
};

/// The row of `id`. Every DiagId has one.
const DiagInfo& info(DiagId id);
/// Every row, ordered by number.
std::span<const DiagInfo> all_diagnostics();
/// Lookup by "BBP1004", "1004" or "unclosed-tag".
const DiagInfo* find_diagnostic(std::string_view code_or_name);

std::string_view to_string(Severity s);

/// A diagnostic with the table's default severity and message (or `message` when not empty).
Diagnostic make_diagnostic(DiagId id, Span span, std::string message = {});

/// The message to print: the specific one, or the table's.
std::string_view message_of(const Diagnostic& d);

/// Collects diagnostics for one input; stages append, consumers render.
class DiagnosticList {
 public:
  Diagnostic& add(Diagnostic d) { items_.push_back(std::move(d)); return items_.back(); }
  Diagnostic& add(DiagId id, Span span, std::string message = {}) {
    return add(make_diagnostic(id, span, std::move(message)));
  }
  const std::vector<Diagnostic>& items() const noexcept { return items_; }
  std::vector<Diagnostic>& items() noexcept { return items_; }
  bool has_errors() const noexcept;
  std::size_t count(Severity s) const noexcept;
  /// Stable order for printing: by span start, then id.
  void sort();

 private:
  std::vector<Diagnostic> items_;
};

// ---- renderers -------------------------------------------------------------------------------

enum class DiagFormat : std::uint8_t { text, gcc, json };
std::optional<DiagFormat> parse_diag_format(std::string_view name);

struct RenderOptions {
  bool color = false;  ///< ANSI colours in the text format
};

/// clang/rustc style: `post.txt:12:7: error[BBP1004]: …`, the source line, a caret/underline
/// under the exact span (columns in code points), `= note: [10.2] …`, `= help: …`.
std::string render_text(const SourceFile& src, std::span<const Diagnostic> diags, const RenderOptions& = {});
/// One line each: `post.txt:12:7: error: message [BBP1004]`.
std::string render_gcc(const SourceFile& src, std::span<const Diagnostic> diags);
/// The stable JSON document described in docs/diagnostics-json.md.
std::string render_json(const SourceFile& src, std::span<const Diagnostic> diags);
std::string render(DiagFormat f, const SourceFile& src, std::span<const Diagnostic> diags, const RenderOptions& = {});

}  // namespace bbp
