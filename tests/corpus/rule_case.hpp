#pragma once
// Running one rule case of corpus/legality/. Every diagnostic of the table has a bad and a good
// case there (BBPnnnn-bad.EXT, BBPnnnn-good.EXT); the extension says which stage reads it:
//
//   .txt            an order post, linted (sidecars: NAME.context.json, the battle context;
//                   NAME.options.json, {"limits": {FIELD: N}} with the fields of include/bbp/limits.hpp,
//                   and "ruleset": "legacy" for the older ruleset's rules)
//   .rules          match rules as a challenge states them (strict reading)
//   .json           a battle context file (docs/context.md)
//   .limits.json    {"limits": {...}, "posts_per_thread": N} or {..., "trials": N}: the count a
//                   thread reader or an odds run met, checked against the limits (BBP1012, BBP1013)
//   .SHEET.csv      a Data Audit CSV imported as SHEET into an empty data directory
//   .SHEET.tsv      a Data Audit overlay file, loaded from a data directory
//   .path           names a file (relative to the case) to read as a post: for read failures
//   .SHEET.path     names a file to load as the SHEET overlay: for unreadable data files
//   .thread         a whole battle thread (JSON array, '=== Author ===' dump or copied page text):
//                   its thread diagnostics and the lint diagnostics of every post
//   .profile        a profile post (trainer and/or Pokemon profiles), checked by bbpref profile;
//                   when it holds a trainer profile and Pokemon profiles, the roster check runs too
//                   (sidecar: NAME.dat-SHEET.csv, a Data Audit CSV imported as SHEET into an empty
//                   data directory whose Dex the check uses, as `bbpref profile --data-dir`)
#include "test_support.hpp"

#include <bbp/context.hpp>
#include <bbp/sim.hpp>
#include <bbp/dex.hpp>
#include <bbp/input.hpp>
#include <bbp/limits.hpp>
#include <bbp/lint.hpp>
#include <bbp/match_rules.hpp>
#include <bbp/thread.hpp>
#include <bbp/profile.hpp>

#include <nlohmann/json.hpp>

#include <atomic>
#include <stdexcept>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

namespace bbp::test {

namespace fs = std::filesystem;

inline fs::path legality_dir() { return source_dir() / "corpus" / "legality"; }

/// "BBP1002-bad" of ".../BBP1002-bad.moves.csv".
inline std::string case_stem(const fs::path& p) {
  const std::string name = p.filename().string();
  return name.substr(0, name.find('.'));
}

/// The middle extension ("moves" of "X.moves.csv"), or "".
inline std::string case_sheet(const fs::path& p) {
  const std::string name = p.filename().string();
  const std::size_t first = name.find('.');
  const std::size_t last = name.rfind('.');
  return first == last ? std::string() : name.substr(first + 1, last - first - 1);
}

/// A Limits with the fields `j` names ({"post_bytes": 64}); the others keep their defaults. An
/// unknown field is a broken case, so it throws instead of being ignored.
inline Limits limits_from_json(const nlohmann::json& j) {
  Limits l;
  for (const auto& [key, value] : j.items()) {
    if (key == "post_bytes") l.post_bytes = value.get<std::size_t>();
    else if (key == "line_bytes") l.line_bytes = value.get<std::size_t>();
    else if (key == "nesting_depth") l.nesting_depth = value.get<unsigned>();
    else if (key == "substitutions_per_pokemon") l.substitutions_per_pokemon = value.get<std::size_t>();
    else if (key == "posts_per_thread") l.posts_per_thread = value.get<std::size_t>();
    else if (key == "trials") l.trials = value.get<std::uint64_t>();
    else throw std::invalid_argument("unknown limit '" + key + "'");
  }
  return l;
}

/// Lints an order-post case with its sidecar files.
inline lint::LintResult lint_case(const fs::path& post) {
  const fs::path dir = post.parent_path();
  const std::string stem = case_stem(post);
  BattleContext ctx;
  if (fs::exists(dir / (stem + ".context.json"))) ctx = parse_context(read_file(dir / (stem + ".context.json"))).context;
  lint::Options options;
  if (fs::exists(dir / (stem + ".options.json"))) {
    const auto o = nlohmann::json::parse(read_file(dir / (stem + ".options.json")));
    options.extract.limits = limits_from_json(o.value("limits", nlohmann::json::object()));
    if (o.contains("ruleset")) options.ruleset = lint::parse_ruleset(o["ruleset"].get<std::string>()).value();
  }
  return lint::lint(read_file(post), ctx, options);
}

/// A .limits.json case: the counts it names checked by the limit checks of include/bbp/limits.hpp,
/// each diagnostic at the count as written in the case.
inline std::vector<Diagnostic> limits_case(const fs::path& input) {
  const std::string text = read_file(input);
  const auto j = nlohmann::json::parse(text);
  const Limits limits = limits_from_json(j.value("limits", nlohmann::json::object()));
  auto where = [&](const std::string& key) {
    const std::size_t at = text.rfind("\"" + key + "\"");
    return at == std::string::npos ? Span{} : Span{at, at + key.size() + 2};
  };
  DiagnosticList diags;
  if (j.contains("posts_per_thread"))
    check_posts_per_thread(j["posts_per_thread"].get<std::size_t>(), limits, where("posts_per_thread"), diags);
  if (j.contains("trials")) check_trials(j["trials"].get<std::uint64_t>(), limits, where("trials"), diags);
  return diags.items();
}

/// A fresh empty directory, removed when the object goes.
struct TempDir {
  fs::path path;
  TempDir() {
    static std::atomic<int> counter{0};
    path = fs::temp_directory_path() /
           ("bbp-rule-case-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

/// Checks a profile case; its NAME.dat-SHEET.csv sidecars are imported first (a failed import is a
/// broken case, so it throws).
inline profile::Result profile_case(const fs::path& input) {
  TempDir data;
  const std::string prefix = case_stem(input) + ".dat-";
  for (const auto& e : fs::directory_iterator(input.parent_path())) {
    const std::string name = e.path().filename().string();
    if (name.rfind(prefix, 0) != 0 || !name.ends_with(".csv")) continue;
    const std::string sheet = name.substr(prefix.size(), name.size() - prefix.size() - 4);
    DiagnosticList diags;
    const auto parsed = parse_dat_sheet(sheet);
    if (!parsed) throw std::invalid_argument("unknown sheet in " + name);
    if (!import_dat_csv(SourceFile(name, read_file(e.path())), *parsed, data.path, diags).written)
      throw std::invalid_argument("cannot import " + name);
  }
  const Dex dex(data.path);
  profile::Options options;
  options.dex = &dex;
  profile::Result r = profile::check_post(read_file(input), options);
  if (r.trainer && !r.pokemon.empty()) profile::check_roster(r, {});
  return r;
}

/// The diagnostics a case produces, whatever stage reads it.
inline std::vector<Diagnostic> run_rule_case(const fs::path& input) {
  const std::string ext = input.extension().string();
  const std::string sheet = case_sheet(input);
  if (ext == ".txt") return lint_case(input).diagnostics.items();
  if (ext == ".profile") return profile_case(input).diagnostics.items();
  if (ext == ".rules") return rules::parse(read_file(input)).diagnostics.items();
  if (ext == ".thread") {
    const thread::Analysis a = thread::analyze(read_file(input), input.filename().string());
    std::vector<Diagnostic> out;
    for (const thread::PostDiagnostic& d : a.diagnostics) out.push_back(d.diagnostic);
    for (const thread::AnalyzedPost& p : a.posts)
      if (p.lint)
        for (const Diagnostic& d : p.lint->diagnostics.items()) out.push_back(d);
    return out;
  }
  if (ext == ".json" && sheet == "battle") {  // a battle file: read, then prepared for a round (docs/battle.md)
    const std::string text = read_file(input);
    sim::LoadResult loaded = sim::load_battle(text, dex());
    if (!loaded.ok) return loaded.diagnostics.items();
    std::vector<Diagnostic> all = loaded.diagnostics.items();
    const sim::PrepareResult prepared = sim::prepare_round(loaded.battle, dex());
    all.insert(all.end(), prepared.diagnostics.items().begin(), prepared.diagnostics.items().end());
    return all;
  }
  if (input.filename().string().ends_with(".limits.json")) return limits_case(input);
  if (ext == ".json") return parse_context(read_file(input)).diagnostics.items();
  if (ext == ".csv") {
    TempDir dir;
    DiagnosticList diags;
    const SourceFile src(input.filename().string(), read_file(input));
    import_dat_csv(src, *parse_dat_sheet(sheet), dir.path, diags);
    return diags.items();
  }
  if (ext == ".tsv" || (ext == ".path" && !sheet.empty())) {
    TempDir dir;
    fs::create_directories(dir.path / "dat");
    const fs::path overlay = dir.path / "dat" / (sheet + ".tsv");
    if (ext == ".tsv") {
      fs::copy_file(input, overlay);
    } else {
      std::string target = read_file(input);
      while (!target.empty() && (target.back() == '\n' || target.back() == ' ')) target.pop_back();
      fs::create_symlink(fs::absolute(input.parent_path() / target), overlay);
    }
    DiagnosticList diags;
    const Dex with_overlay(dir.path, &diags);
    return diags.items();
  }
  if (ext == ".path") {
    std::string target = read_file(input);
    while (!target.empty() && (target.back() == '\n' || target.back() == ' ')) target.pop_back();
    const std::string path = (input.parent_path() / target).string();
    const ReadResult in = read_input(path, 1u << 20);
    if (!in.text) return {read_failure(path, in)};
    return lint::lint(*in.text, BattleContext{}).diagnostics.items();
  }
  return {};
}

/// The case file of `code` ("BBP1004") and `kind` ("bad"/"good"), whatever its extension.
inline std::optional<fs::path> find_rule_case(std::string_view code, std::string_view kind) {
  const std::string prefix = std::string(code) + "-" + std::string(kind) + ".";
  for (const auto& e : fs::directory_iterator(legality_dir())) {
    const std::string name = e.path().filename().string();
    if (name.rfind(prefix, 0) != 0) continue;
    if (name.ends_with(".context.json") || name.ends_with(".options.json") || name.ends_with(".expected.json")) continue;
    if (name.find(".dat-") != std::string::npos) continue;  // a profile case's Data Audit sidecar
    return e.path();
  }
  return std::nullopt;
}

}  // namespace bbp::test
