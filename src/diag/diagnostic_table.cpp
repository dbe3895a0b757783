#include <bbp/diagnostic.hpp>

#include <algorithm>
#include <array>
#include <cctype>

namespace bbp {
namespace {

#define BBP_STR2(x) #x
#define BBP_STR(x) BBP_STR2(x)

constexpr DiagInfo kRows[] = {
#define BBP_DIAG(number, enumerator, name, section, severity, message) \
  DiagInfo{DiagId::enumerator, "BBP" BBP_STR(number), name, section, Severity::severity, message},
#include <bbp/diagnostics.def>
#undef BBP_DIAG
};

// Areas may append their rows anywhere in the .def; the table is ordered here, at compile time.
constexpr auto sorted_rows() {
  std::array<DiagInfo, std::size(kRows)> rows{};
  for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = kRows[i];
  std::sort(rows.begin(), rows.end(),
            [](const DiagInfo& a, const DiagInfo& b) { return static_cast<int>(a.id) < static_cast<int>(b.id); });
  return rows;
}
constexpr auto kTable = sorted_rows();

constexpr bool table_is_unique() {
  for (std::size_t i = 1; i < kTable.size(); ++i)
    if (kTable[i - 1].id == kTable[i].id) return false;
  return true;
}
static_assert(table_is_unique(), "diagnostics.def lists a number twice");

constexpr bool codes_have_four_digits() {
  for (const auto& d : kTable)
    if (d.code.size() != 7) return false;
  return true;
}
static_assert(codes_have_four_digits(), "diagnostic numbers are four digits");

}  // namespace

const DiagInfo& info(DiagId id) {
  const auto* it = std::lower_bound(kTable.begin(), kTable.end(), id, [](const DiagInfo& d, DiagId v) {
    return static_cast<int>(d.id) < static_cast<int>(v);
  });
  // Every enumerator comes from the same table, so the lookup cannot miss.
  return *it;
}

std::span<const DiagInfo> all_diagnostics() { return {kTable.data(), kTable.size()}; }

const DiagInfo* find_diagnostic(std::string_view key) {
  std::string k(key);
  std::transform(k.begin(), k.end(), k.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const auto& d : kTable) {
    std::string code(d.code);
    std::transform(code.begin(), code.end(), code.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (k == code || k == code.substr(3) || k == d.name) return &d;
  }
  return nullptr;
}

std::string_view to_string(Severity s) {
  switch (s) {
    case Severity::note: return "note";
    case Severity::warning: return "warning";
    case Severity::error: return "error";
  }
  return "error";
}

Diagnostic make_diagnostic(DiagId id, Span span, std::string message) {
  Diagnostic d;
  d.id = id;
  d.severity = info(id).severity;
  d.span = span;
  d.message = std::move(message);
  return d;
}

std::string_view message_of(const Diagnostic& d) { return d.message.empty() ? info(d.id).message : d.message; }

bool DiagnosticList::has_errors() const noexcept { return count(Severity::error) > 0; }

std::size_t DiagnosticList::count(Severity s) const noexcept {
  return static_cast<std::size_t>(std::count_if(items_.begin(), items_.end(), [s](const Diagnostic& d) { return d.severity == s; }));
}

void DiagnosticList::sort() {
  std::stable_sort(items_.begin(), items_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    if (a.span.begin != b.span.begin) return a.span.begin < b.span.begin;
    return static_cast<int>(a.id) < static_cast<int>(b.id);
  });
}

std::optional<DiagFormat> parse_diag_format(std::string_view name) {
  if (name == "text") return DiagFormat::text;
  if (name == "gcc") return DiagFormat::gcc;
  if (name == "json") return DiagFormat::json;
  return std::nullopt;
}

std::string render(DiagFormat f, const SourceFile& src, std::span<const Diagnostic> diags, const RenderOptions& opt) {
  switch (f) {
    case DiagFormat::text: return render_text(src, diags, opt);
    case DiagFormat::gcc: return render_gcc(src, diags);
    case DiagFormat::json: return render_json(src, diags);
  }
  return render_text(src, diags, opt);
}

}  // namespace bbp
