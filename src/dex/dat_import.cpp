// `bbpref data import`: a Data Audit sheet ([1.6]) exported as CSV becomes an overlay table.
// All or nothing: every row is checked first, every problem is reported with its row and column,
// and the overlay file is replaced (atomically, through a temporary file) only when there is no
// error at all.
#include "dex/csv.hpp"
#include "dex/dat_sheets.hpp"
#include "dex/table.hpp"

#include <bbp/dex.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <system_error>
#include <unordered_map>

namespace bbp {

namespace {

bool is_none(std::string_view v) {
  v = trim(v);
  return v.empty() || v == "--" || v == "-" || v == "\xE2\x80\x94" /* — */ || v == "\xE2\x80\x93" /* – */;
}

std::vector<std::string_view> split_any(std::string_view v, std::string_view seps) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= v.size(); ++i) {
    if (i == v.size() || seps.find(v[i]) != std::string_view::npos) {
      std::string_view part = trim(v.substr(start, i - start));
      if (!part.empty()) out.push_back(part);
      start = i + 1;
    }
  }
  return out;
}

struct RowChecker {
  const Dex& dex;
  const CsvRecord& rec;
  DiagnosticList& diags;
  std::string_view header;  // of the current column, as written
  bool ok = true;

  void fail(DiagId id, Span span, std::string msg) {
    diags.add(id, span, fmt::format("row {}, column '{}': {}", rec.number, header, msg));
    ok = false;
  }

  std::string did_you_mean(Kind k, std::string_view name) {
    Resolution r = dex.resolve(k, name);
    std::vector<std::string_view> names;
    if (r.match == Match::fuzzy) names.push_back(dex.entry(k, r.id).name);
    for (const Candidate& c : r.candidates)
      if (names.size() < 3) names.push_back(dex.entry(k, c.id).name);
    if (names.empty()) return "";
    return fmt::format(" (did you mean '{}'?)", fmt::join(names, "' or '"));
  }

  /// The canonical name of `name` in kind `k`, or "" after reporting it.
  std::string name_of(Kind k, std::string_view name, Span span, std::string_view extra_help = {}) {
    Resolution r = dex.resolve(k, name);
    if (r.match == Match::exact || r.match == Match::alias) return std::string(dex.entry(k, r.id).name);
    fail(DiagId::csv_unknown_name, span,
         fmt::format("unknown {} '{}'{}{}", to_string(k), name, did_you_mean(k, name), extra_help));
    return {};
  }

  /// Checks one cell; returns its normalized overlay value.
  std::string check(const DatColumn& col, const CsvField& f) {
    std::string_view v = trim(f.value);
    if (is_none(v)) return {};
    switch (col.cell) {
      case DatCell::text: return std::string(v);
      case DatCell::integer:
      case DatCell::percent: {
        if (col.cell == DatCell::percent && !v.empty() && v.back() == '%') v.remove_suffix(1);
        if (auto n = parse_int(v)) return std::to_string(*n);
        fail(DiagId::csv_bad_number, f.span, fmt::format("'{}' is not a whole number", v));
        return {};
      }
      case DatCell::boolean: {
        const std::string b = fold_name(v);
        if (b == "yes" || b == "y" || b == "true" || b == "1" || b == "x") return "1";
        if (b == "no" || b == "n" || b == "false" || b == "0") return "0";
        fail(DiagId::csv_bad_value, f.span, fmt::format("'{}' is not Yes or No", v));
        return {};
      }
      case DatCell::category: {
        const std::string c = fold_name(v);
        if (c == "physical") return "Physical";
        if (c == "special") return "Special";
        if (c == "status") return "Status";
        fail(DiagId::csv_bad_value, f.span, fmt::format("'{}' is not Physical, Special or Status", v));
        return {};
      }
      case DatCell::type: return name_of(Kind::type, v, f.span);
      case DatCell::types:
      case DatCell::abilities:
      case DatCell::moves: {
        const Kind k = col.cell == DatCell::types ? Kind::type : col.cell == DatCell::abilities ? Kind::ability : Kind::move;
        // A whole cell that is one name wins ("10,000,000 Volt Thunderbolt" holds commas).
        Resolution whole = dex.resolve(k, v);
        if (whole.match == Match::exact || whole.match == Match::alias) return std::string(dex.entry(k, whole.id).name);
        std::string out;
        for (std::string_view part : split_any(v, k == Kind::type ? "/,|;" : ",|;/")) {
          std::string n = name_of(k, part, f.span,
                                  k == Kind::type ? std::string_view{} : " — import the sheet that defines it first if it is new");
          if (n.empty()) continue;
          if (!out.empty()) out.push_back('|');
          out += n;
        }
        return out;
      }
    }
    return {};
  }
};

bool write_file_atomically(const std::filesystem::path& path, const std::string& bytes, std::string& error) {
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  if (ec) {
    error = fmt::format("cannot create {}: {}", path.parent_path().string(), ec.message());
    return false;
  }
  const std::filesystem::path tmp = path.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) {
      error = fmt::format("cannot write {}", tmp.string());
      return false;
    }
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out) {
      error = fmt::format("cannot write {}", tmp.string());
      return false;
    }
  }
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    error = fmt::format("cannot replace {}: {}", path.string(), ec.message());
    std::filesystem::remove(tmp, ec);
    return false;
  }
  return true;
}

}  // namespace

std::filesystem::path default_data_dir() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && *xdg != '\0')
    return std::filesystem::path(xdg) / "bbpref";
  if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
    return std::filesystem::path(home) / ".local" / "share" / "bbpref";
  return std::filesystem::path(".bbpref");
}

DatCheckResult check_dat_csv(const SourceFile& csv, DatSheet sheet, const Dex& current, DiagnosticList& diags) {
  DatCheckResult result;
  const std::size_t errors_before = diags.count(Severity::error);
  const DatSheetSpec& spec = dat_sheet_spec(sheet);

  CsvDocument doc = parse_csv(csv.text());
  for (const CsvError& e : doc.errors)
    diags.add(DiagId::csv_malformed, e.span, fmt::format("row {}: {}", e.record, e.message));
  if (doc.records.empty()) {
    diags.add(DiagId::csv_missing_column, Span{}, "the CSV file has no header row");
    return result;
  }

  // Header: which spec column each CSV column feeds.
  const CsvRecord& head = doc.records.front();
  std::vector<const DatColumn*> mapping(head.fields.size(), nullptr);
  std::vector<bool> seen(spec.columns.size(), false);
  for (std::size_t i = 0; i < head.fields.size(); ++i) {
    const CsvField& h = head.fields[i];
    if (trim(h.value).empty()) continue;
    const DatColumn* c = match_dat_header(spec, h.value);
    if (c == nullptr) {
      diags.add(DiagId::csv_unknown_column, h.span,
                fmt::format("column '{}' is not a column of the {} sheet; it is ignored", trim(h.value), to_string(sheet)));
      continue;
    }
    const auto ci = static_cast<std::size_t>(c - spec.columns.data());
    if (seen[ci]) {
      diags.add(DiagId::csv_malformed, h.span, fmt::format("column '{}' appears twice", trim(h.value)));
      continue;
    }
    seen[ci] = true;
    mapping[i] = c;
  }
  for (std::size_t ci = 0; ci < spec.columns.size(); ++ci)
    if (spec.columns[ci].required && !seen[ci])
      diags.add(DiagId::csv_missing_column, head.span,
                fmt::format("the {} sheet needs a '{}' column (accepted headers: {})", to_string(sheet),
                            spec.columns[ci].canonical, fmt::join(spec.columns[ci].headers, ", ")));
  const bool header_ok = std::none_of(diags.items().begin(), diags.items().end(), [](const Diagnostic& d) {
    return d.id == DiagId::csv_missing_column || (d.id == DiagId::csv_malformed && d.message.find("appears twice") != std::string::npos);
  });
  if (!header_ok) return result;  // rows cannot be read without their columns

  std::string& out = result.overlay;
  for (std::size_t ci = 0; ci < spec.columns.size(); ++ci) out += fmt::format("{}{}", ci ? "\t" : "", spec.columns[ci].canonical);
  out.push_back('\n');
  std::unordered_map<std::string, std::size_t> first_row;  // folded name → record number

  for (std::size_t r = 1; r < doc.records.size(); ++r) {
    const CsvRecord& rec = doc.records[r];
    if (rec.malformed) continue;  // already reported; its cells cannot be trusted
    ++result.rows;
    if (rec.fields.size() != head.fields.size()) {
      diags.add(DiagId::csv_malformed, rec.span,
                fmt::format("row {} has {} fields, the header has {}", rec.number, rec.fields.size(), head.fields.size()));
      continue;
    }
    RowChecker check{current, rec, diags, {}};
    std::vector<std::string> cells(spec.columns.size());
    std::vector<bool> raw_none(spec.columns.size(), true);  // the cell itself said "none"
    std::optional<std::size_t> name_field;
    bool any_data = false;
    for (std::size_t i = 0; i < rec.fields.size(); ++i) {
      if (!trim(rec.fields[i].value).empty()) any_data = true;
      if (mapping[i] == nullptr) continue;
      const auto ci = static_cast<std::size_t>(mapping[i] - spec.columns.data());
      check.header = trim(head.fields[i].value);
      cells[ci] = check.check(*mapping[i], rec.fields[i]);
      raw_none[ci] = is_none(rec.fields[i].value);
      if (ci == 0) name_field = i;
    }
    if (!any_data) continue;
    if (cells[0].empty()) {
      diags.add(DiagId::csv_missing_name, rec.span, fmt::format("row {} has data but its name cell is empty", rec.number));
      continue;
    }
    for (std::size_t ci = 1; ci < spec.columns.size(); ++ci) {
      // A cell that failed its own check was reported already; only a truly empty one is news.
      if (!spec.columns[ci].required || !raw_none[ci]) continue;
      const DatCell kind = spec.columns[ci].cell;
      // BAP and Accuracy may be "--" (status moves, moves that never miss); the rest may not.
      if (kind == DatCell::percent || (sheet == DatSheet::moves && spec.columns[ci].canonical == "bap")) continue;
      diags.add(DiagId::csv_bad_value, rec.span,
                fmt::format("row {} ('{}'): the required column '{}' is empty", rec.number, cells[0], spec.columns[ci].canonical));
      check.ok = false;
    }
    const std::string key = fold_name(cells[0]);
    if (auto [it, inserted] = first_row.emplace(key, rec.number); !inserted) {
      Diagnostic& d = diags.add(DiagId::csv_duplicate_row, name_field ? rec.fields[*name_field].span : rec.span,
                                fmt::format("row {}: '{}' was already given in row {}", rec.number, cells[0], it->second));
      d.help = "keep one row per entry";
      continue;
    }
    if (!check.ok) continue;
    const Resolution existing = current.resolve(spec.kind, cells[0]);
    const bool builtin = (existing.match == Match::exact || existing.match == Match::alias) &&
                         current.entry(spec.kind, existing.id).origin != Origin::overlay;
    ++(builtin ? result.overridden : result.added);
    for (std::size_t ci = 0; ci < cells.size(); ++ci) out += fmt::format("{}{}", ci ? "\t" : "", escape_cell(cells[ci]));
    out.push_back('\n');
  }

  result.ok = diags.count(Severity::error) == errors_before;
  return result;
}

DatImportResult import_dat_csv(const SourceFile& csv, DatSheet sheet, const std::filesystem::path& data_dir,
                               DiagnosticList& diags) {
  DatImportResult result;
  result.file = data_dir / "dat" / fmt::format("{}.tsv", to_string(sheet));
  // A Dex that already sees the overlay, so names imported from other sheets count.
  DiagnosticList overlay_diags;
  const Dex current(data_dir, &overlay_diags);
  const DatCheckResult checked = check_dat_csv(csv, sheet, current, diags);
  result.rows = checked.rows;
  result.added = checked.added;
  result.overridden = checked.overridden;
  if (!checked.ok) return result;
  std::string error;
  if (!write_file_atomically(result.file, checked.overlay, error)) {
    diags.add(DiagId::data_file_unreadable, Span{}, error);
    return result;
  }
  result.written = true;
  return result;
}

}  // namespace bbp
