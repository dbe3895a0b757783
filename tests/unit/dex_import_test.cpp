// Data Audit import ([1.6]): RFC 4180 CSV, headers matched by name, every bad cell reported with
// its row and column, nothing written unless the whole sheet is clean, and the overlay seen by a
// Dex built on the data directory. Fixtures: tests/data/dat/ (written by us, invented numbers).
#include <bbp/dex.hpp>

#include "dex/csv.hpp"
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>

using namespace bbp;
namespace fs = std::filesystem;

namespace {

struct TempDir {
  fs::path path;
  TempDir() {
    static std::atomic<int> counter{0};
    path = fs::temp_directory_path() / ("bbp_dex_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

SourceFile fixture(const char* name) {
  const fs::path p = test::source_dir() / "tests" / "data" / "dat" / name;
  return SourceFile(p.string(), test::read_file(p));
}

std::size_t count_id(const DiagnosticList& d, DiagId id) {
  return static_cast<std::size_t>(std::count_if(d.items().begin(), d.items().end(), [&](const Diagnostic& x) { return x.id == id; }));
}

bool mentions(const DiagnosticList& d, DiagId id, std::string_view text) {
  return std::any_of(d.items().begin(), d.items().end(),
                     [&](const Diagnostic& x) { return x.id == id && message_of(x).find(text) != std::string_view::npos; });
}

}  // namespace

TEST_CASE("CSV reader: quotes, doubled quotes, embedded newlines, CRLF, BOM", "[dex][csv]") {
  CsvDocument d = parse_csv("\xEF\xBB\xBF" "a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"line1\nline2\"\r\n1,,3\n");
  REQUIRE(d.errors.empty());
  REQUIRE(d.records.size() == 3);
  CHECK(d.records[0].fields[0].value == "a");
  CHECK(d.records[1].fields[0].value == "x, y");
  CHECK(d.records[1].fields[1].value == "say \"hi\"");
  CHECK(d.records[1].fields[2].value == "line1\nline2");
  CHECK(d.records[2].fields[1].value.empty());
  CHECK(d.records[2].number == 3);
}

TEST_CASE("CSV reader reports an unclosed quote and a stray quote with their positions", "[dex][csv]") {
  CsvDocument d = parse_csv("a,b\n\"open,2\n");
  REQUIRE(d.errors.size() == 1);
  CHECK(d.errors[0].span.begin == 4);
  CHECK(d.errors[0].message.find("never closed") != std::string::npos);
  d = parse_csv("a,b\nx\"y,2\n\"q\"z,3\n");
  REQUIRE(d.errors.size() == 2);
  CHECK(d.errors[0].record == 2);
  CHECK(d.errors[1].record == 3);
  CHECK(d.errors[1].message.find("after the closing quote") != std::string::npos);
}

TEST_CASE("[1.6] a moves sheet with the DAT headers imports and overrides the built-in moves", "[dex][import]") {
  TempDir dir;
  DiagnosticList diags;
  DatImportResult r = import_dat_csv(fixture("moves_good.csv"), DatSheet::moves, dir.path, diags);
  INFO(diags.items().size());
  CHECK_FALSE(diags.has_errors());
  REQUIRE(r.written);
  CHECK(r.rows == 3);
  CHECK(r.overridden == 2);
  CHECK(r.added == 1);
  CHECK(fs::exists(dir.path / "dat" / "moves.tsv"));

  const Dex overlay(dir.path);
  Resolution tb = overlay.resolve(Kind::move, "Thunderbolt");
  REQUIRE(tb.match == Match::exact);
  const Move& m = overlay.move(tb.id);
  CHECK(m.dat_override);
  CHECK(m.get_dat("bap") == "9");
  CHECK(m.get_dat("en_cost") == "6");
  CHECK(m.get_dat("effect_chance") == "10");
  CHECK(m.get_dat("combo_level") == "2");
  CHECK(m.get_dat("contact") == "0");
  CHECK(m.get_dat("effect_text").find("\nInflict Paralysis") != std::string_view::npos);  // newline kept
  CHECK(m.get_dat("z_effect_text").empty());                                              // "--" = none
  CHECK(m.get("short_desc").size() > 0);  // built-in columns are still there
  Resolution sd = overlay.resolve(Kind::move, "Swords Dance");
  CHECK(overlay.move(sd.id).get_dat("bap").empty());
  CHECK(overlay.move(sd.id).get_dat("snatch") == "1");
  Resolution custom = overlay.resolve(Kind::move, "Tidal Crash, Test");
  REQUIRE(custom.match == Match::exact);
  CHECK(overlay.move(custom.id).origin == Origin::overlay);
  CHECK(overlay.entry(Kind::move, custom.id).get_dat("effect_text").find("\"quotes\"") != std::string_view::npos);
  // The built-in Dex is untouched.
  CHECK_FALSE(dex().move(dex().resolve(Kind::move, "Thunderbolt").id).dat_override);
}

TEST_CASE("[1.6] a species sheet overrides BBP numbers, adds species and sprite aliases", "[dex][import]") {
  TempDir dir;
  DiagnosticList diags;
  DatImportResult r = import_dat_csv(fixture("species_good.csv"), DatSheet::species, dir.path, diags);
  CHECK_FALSE(diags.has_errors());
  REQUIRE(r.written);
  const Dex overlay(dir.path);
  Resolution c = overlay.resolve(Kind::species, "Cresceidon");
  REQUIRE(c.found());
  auto s = overlay.bbp_stats(c.id);
  REQUIRE(s);
  CHECK(*s == BbpStats{90, 3, 8, 6, 7, 124, 7, 12});
  CHECK(overlay.species(c.id).dat_stats.has_value());
  Resolution t = overlay.resolve(Kind::species, "testmon");
  REQUIRE(t.match == Match::exact);
  const Species& tm = overlay.species(t.id);
  CHECK(tm.origin == Origin::overlay);
  REQUIRE(tm.types.size() == 2);
  CHECK(overlay.entry(Kind::type, tm.types[1]).name == "Ghost");
  REQUIRE(tm.abilities.size() == 1);
  CHECK(overlay.entry(Kind::ability, tm.abilities[0].ability).name == "Levitate");
  CHECK(overlay.bbp_stats(t.id)->hp == 75);
  CHECK(tm.num == 9001);
  auto sprite = overlay.resolve_sprite("sv", "testmon-sprite");
  REQUIRE(sprite);
  CHECK(sprite->id == t.id);
}

TEST_CASE("[1.6] a malformed sheet is rejected row by row and nothing is written", "[dex][import]") {
  TempDir dir;
  DiagnosticList diags;
  DatImportResult r = import_dat_csv(fixture("moves_bad.csv"), DatSheet::moves, dir.path, diags);
  CHECK_FALSE(r.written);
  CHECK_FALSE(fs::exists(dir.path / "dat" / "moves.tsv"));
  CHECK(mentions(diags, DiagId::csv_unknown_name, "row 2, column 'Type': unknown type 'Electirc' (did you mean 'Electric'?)"));
  CHECK(mentions(diags, DiagId::csv_bad_number, "row 2, column 'En Cost': 'six' is not a whole number"));
  CHECK(mentions(diags, DiagId::csv_bad_value, "row 3, column 'Category'"));
  CHECK(mentions(diags, DiagId::csv_bad_value, "row 3, column 'Contact?': 'Maybe' is not Yes or No"));
  CHECK(mentions(diags, DiagId::csv_missing_name, "row 4"));
  CHECK(mentions(diags, DiagId::csv_duplicate_row, "row 5: 'Thunderbolt' was already given in row 2"));
  CHECK(mentions(diags, DiagId::csv_malformed, "row 6: a quote inside an unquoted field"));
  CHECK(mentions(diags, DiagId::csv_malformed, "row 7 has 8 fields, the header has 9"));
  CHECK(count_id(diags, DiagId::csv_unknown_column) == 1);
  CHECK(count_id(diags, DiagId::csv_bad_value) == 2);  // one diagnostic per bad cell, no echo
  CHECK(info(DiagId::csv_unknown_column).severity == Severity::warning);
  for (const Diagnostic& d : diags.items()) CHECK(d.span.end <= fixture("moves_bad.csv").text().size());
}

TEST_CASE("[1.6] a sheet without its required columns is refused before any row is read", "[dex][import]") {
  TempDir dir;
  DiagnosticList diags;
  DatImportResult r = import_dat_csv(fixture("species_missing_column.csv"), DatSheet::species, dir.path, diags);
  CHECK_FALSE(r.written);
  CHECK(mentions(diags, DiagId::csv_missing_column, "'weight_class'"));
  CHECK(count_id(diags, DiagId::csv_missing_column) == 1);
}

TEST_CASE("A failed import leaves the previous overlay in place", "[dex][import]") {
  TempDir dir;
  DiagnosticList ok;
  REQUIRE(import_dat_csv(fixture("moves_good.csv"), DatSheet::moves, dir.path, ok).written);
  const std::string before = test::read_file(dir.path / "dat" / "moves.tsv");
  DiagnosticList bad;
  CHECK_FALSE(import_dat_csv(fixture("moves_bad.csv"), DatSheet::moves, dir.path, bad).written);
  CHECK(test::read_file(dir.path / "dat" / "moves.tsv") == before);
}

TEST_CASE("A broken overlay file gives diagnostics, not a crash", "[dex][import]") {
  TempDir dir;
  fs::create_directories(dir.path / "dat");
  {
    std::ofstream out(dir.path / "dat" / "moves.tsv");
    out << "name\tbap\nThunderbolt\t9\textra\n\tnothing\nSurf\t9\n";
  }
  DiagnosticList diags;
  const Dex overlay(dir.path, &diags);
  for (const Diagnostic& d : diags.items()) UNSCOPED_INFO(message_of(d));
  CHECK(count_id(diags, DiagId::data_table_malformed) == 1);
  CHECK(overlay.move(overlay.resolve(Kind::move, "Surf").id).get_dat("bap") == "9");
}

TEST_CASE("CLI: data show prints BBP numbers as JSON; unknown names exit 1 with did-you-mean", "[dex][cli]") {
  TempDir dir;
  const std::string cli = BBP_CLI_PATH;
  const fs::path out = dir.path / "out.txt";
  const fs::path err = dir.path / "err.txt";
  auto run = [&](const std::string& args) {
    const std::string cmd = cli + " " + args + " >" + out.string() + " 2>" + err.string();
    const int st = std::system(cmd.c_str());
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  };
  const std::string dd = " --data-dir " + dir.path.string();
  CHECK(run("data show species 'cresceidon' --format json" + dd) == 0);
  const std::string json = test::read_file(out);
  for (const char* key : {"\"hp\": 90", "\"attack\": 3", "\"defense\": 8", "\"special_attack\": 6", "\"special_defense\": 7",
                          "\"speed\": 124", "\"size_class\": 7", "\"weight_class\": 12"}) {
    INFO(key);
    CHECK(json.find(key) != std::string::npos);
  }
  CHECK(run("data show move 'Thunderbolx'" + dd) == 1);
  CHECK(test::read_file(err).find("did you mean 'Thunderbolt'") != std::string::npos);
  CHECK(run("data search species tapu" + dd) == 0);
  CHECK(test::read_file(out).find("Tapu Fini") != std::string::npos);
  const fs::path bad = test::source_dir() / "tests" / "data" / "dat" / "moves_bad.csv";
  CHECK(run("data import " + bad.string() + " --sheet moves" + dd) == 1);
  CHECK(test::read_file(err).find("BBP1104") != std::string::npos);
  const fs::path good = test::source_dir() / "tests" / "data" / "dat" / "moves_good.csv";
  CHECK(run("data import " + good.string() + " --sheet moves" + dd) == 0);
  CHECK(run("data show move thunderbolt --format json" + dd) == 0);
  CHECK(test::read_file(out).find("\"en_cost\": \"6\"") != std::string::npos);
}
