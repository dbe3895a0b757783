// `bbpref data show|search|import`: the Dex from the command line.
#include "cli/commands.hpp"
#include "dex/entry_json.hpp"

#include <bbp/dex.hpp>
#include <bbp/exit_codes.hpp>
#include <bbp/input.hpp>

#include <fmt/format.h>

#include <memory>

namespace bbp::cli {

namespace {

struct DataOptions {
  std::string kind, name, format = "text", file, sheet, data_dir;
  std::size_t limit = 10;
};

std::filesystem::path data_dir_of(const DataOptions& o) {
  return o.data_dir.empty() ? default_data_dir() : std::filesystem::path(o.data_dir);
}

std::string did_you_mean(const Dex& dex, Kind k, const Resolution& r) {
  std::vector<std::string> names;
  for (const Candidate& c : r.candidates)
    if (names.size() < 5) names.push_back(fmt::format("'{}'", dex.entry(k, c.id).name));
  return names.empty() ? std::string() : fmt::format(" (did you mean {}?)", fmt::join(names, " or "));
}

int run_show(const DataOptions& o) {
  auto kind = parse_kind(o.kind);
  if (!kind) {
    fmt::print(stderr, "bbpref data: unknown kind '{}' (species, move, item, ability, condition, group, type, weather, terrain, nature, command, state-value)\n", o.kind);
    return kExitUsage;
  }
  DiagnosticList diags;
  const Dex dex(data_dir_of(o), &diags);
  const Resolution r = dex.resolve(*kind, o.name);
  if (r.match != Match::exact && r.match != Match::alias) {
    if (r.match == Match::fuzzy) {
      fmt::print(stderr, "bbpref data: no {} called '{}' (did you mean '{}'?)\n", to_string(*kind), o.name,
                 dex.entry(*kind, r.id).name);
    } else {
      fmt::print(stderr, "bbpref data: no {} called '{}'{}\n", to_string(*kind), o.name, did_you_mean(dex, *kind, r));
    }
    return kExitFindings;
  }
  if (o.format == "json") {
    nlohmann::json j = entry_to_json(dex, *kind, r.id);
    j["match"] = std::string(to_string(r.match));
    if (!r.via.empty()) j["via"] = std::string(r.via);
    fmt::print("{}\n", j.dump(2));
  } else {
    fmt::print("{}", entry_to_text(dex, *kind, r.id));
    if (r.match == Match::alias) fmt::print("(found through the alias '{}')\n", r.via);
  }
  return kExitOk;
}

int run_search(const DataOptions& o) {
  auto kind = parse_kind(o.kind);
  if (!kind) {
    fmt::print(stderr, "bbpref data: unknown kind '{}'\n", o.kind);
    return kExitUsage;
  }
  DiagnosticList diags;
  const Dex dex(data_dir_of(o), &diags);
  const auto hits = dex.search(*kind, o.name, o.limit);
  if (o.format == "json") {
    nlohmann::json arr = nlohmann::json::array();
    for (const Candidate& c : hits) arr.push_back({{"name", std::string(dex.entry(*kind, c.id).name)}, {"distance", c.distance}});
    fmt::print("{}\n", arr.dump(2));
  } else {
    for (const Candidate& c : hits) fmt::print("{}\t{}\n", c.distance, dex.entry(*kind, c.id).name);
  }
  if (hits.empty()) {
    fmt::print(stderr, "bbpref data: nothing like '{}' among {} entries\n", o.name, to_string(*kind));
    return kExitFindings;
  }
  return kExitOk;
}

int run_import(const DataOptions& o) {
  auto sheet = parse_dat_sheet(o.sheet);
  if (!sheet) {
    fmt::print(stderr, "bbpref data import: --sheet must be species, moves, abilities, items or conditions\n");
    return kExitUsage;
  }
  ReadResult in = read_input(o.file, 64u * 1024u * 1024u);
  if (!in.text) {
    print_read_failure(o.file, in);
    return kExitInputError;
  }
  SourceFile src(o.file, std::move(*in.text));
  DiagnosticList diags;
  const DatImportResult res = import_dat_csv(src, *sheet, data_dir_of(o), diags);
  diags.sort();
  if (!diags.items().empty()) fmt::print(stderr, "{}", render_text(src, diags.items()));
  if (!res.written) {
    fmt::print(stderr, "bbpref data import: nothing imported ({} errors)\n", diags.count(Severity::error));
    return kExitFindings;
  }
  fmt::print("imported {} rows ({} overriding built-in entries, {} new) into {}\n", res.rows, res.overridden,
             res.added, res.file.string());
  return kExitOk;
}

}  // namespace

void add_data_command(CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand("data", "Look up game data (species, moves, …) and import Data Audit sheets");
  cmd->require_subcommand(1);
  auto o = std::make_shared<DataOptions>();

  auto* show = cmd->add_subcommand("show", "Everything known about one entry, with its BBP numbers");
  show->add_option("kind", o->kind, "species|move|item|ability|condition|group|type|weather|terrain|nature|command|state-value")->required();
  show->add_option("name", o->name, "the name (any case, accents optional)")->required();
  show->add_option("--format", o->format, "json or text")->check(CLI::IsMember({"json", "text"}));
  show->add_option("--data-dir", o->data_dir, "overlay directory (default $XDG_DATA_HOME/bbpref)");
  show->callback([o, &exit_code] { exit_code = run_show(*o); });

  auto* search = cmd->add_subcommand("search", "Ranked matches for a name");
  search->add_option("kind", o->kind, "the kind to search")->required();
  search->add_option("text", o->name, "what to look for")->required();
  search->add_option("--limit", o->limit, "at most this many matches");
  search->add_option("--format", o->format, "json or text")->check(CLI::IsMember({"json", "text"}));
  search->add_option("--data-dir", o->data_dir, "overlay directory");
  search->callback([o, &exit_code] { exit_code = run_search(*o); });

  auto* import = cmd->add_subcommand("import", "Import a Data Audit sheet exported as CSV into the overlay");
  import->add_option("file", o->file, "the CSV file ('-' for standard input)")->required();
  import->add_option("--sheet", o->sheet, "species|moves|abilities|items|conditions")->required();
  import->add_option("--data-dir", o->data_dir, "overlay directory (default $XDG_DATA_HOME/bbpref)");
  import->callback([o, &exit_code] { exit_code = run_import(*o); });
}

}  // namespace bbp::cli
