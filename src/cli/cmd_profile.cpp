// `bbpref profile FILE|-`: check a trainer profile post or a post of Pokemon profiles against the
// handbook's templates and rules, for approvers and for players before they ask one.
#include "cli/commands.hpp"
#include "cli/data_dir_dex.hpp"
#include "cli/print_diagnostics.hpp"

#include <bbp/dex.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/exit_codes.hpp>
#include <bbp/input.hpp>
#include <bbp/profile.hpp>

#include <fmt/format.h>

#include <memory>

namespace bbp::cli {
namespace {

struct ProfileArgs {
  std::string file;
  std::vector<std::string> pokemon_posts;
  std::string format = "text";
  std::size_t max_bytes = 1u << 20;
  bool color = false;
  std::string data_dir;
};

std::string summary_text(const profile::Result& r) {
  std::string out;
  auto count = [&](const std::vector<std::size_t>& idx, Severity s) {
    std::size_t n = 0;
    for (std::size_t i : idx) n += r.diagnostics.items()[i].severity == s ? 1 : 0;
    return n;
  };
  for (const profile::PokemonProfile& p : r.pokemon) {
    std::string name = p.species_id != kNoEntry ? p.species.text : "(unknown species)";
    if (p.nickname.present()) name = p.nickname.text + " (" + name + ")";
    const std::string level = p.level ? fmt::format("Level {}", *p.level)
                              : p.stars ? fmt::format("{} stars", *p.stars)
                                        : std::string("no Level");
    out += fmt::format("{}, {}, {} layout: {} error(s), {} warning(s)\n", name, level, profile::to_string(p.layout),
                       count(p.diagnostics, Severity::error), count(p.diagnostics, Severity::warning));
  }
  if (r.trainer)
    out += fmt::format("trainer profile: {} error(s), {} warning(s)\n", count(r.trainer->diagnostics, Severity::error),
                       count(r.trainer->diagnostics, Severity::warning));
  out += fmt::format("{} profile(s); {} error(s), {} warning(s), {} note(s)\n", r.pokemon.size() + (r.trainer ? 1 : 0),
                     r.diagnostics.count(Severity::error), r.diagnostics.count(Severity::warning),
                     r.diagnostics.count(Severity::note));
  return out;
}

int run(const ProfileArgs& a) {
  const ReadResult in = read_input(a.file, a.max_bytes);
  if (!in.text) {
    print_read_failure(a.file, in);
    return kExitInputError;
  }
  const SourceFile src(a.file == "-" ? "<stdin>" : a.file, *in.text);
  // Data Audit imports decide stats, typing, abilities and signature moves where they were given.
  const Dex dex = load_dex_with_overlay(a.data_dir);
  profile::Options options;
  options.dex = &dex;
  options.bbcode.limits.post_bytes = a.max_bytes;
  profile::Result r = profile::check_post(src.text(), options);

  // [12.1] roster: the Pokemon the trainer lists against the profiles in the other posts.
  std::vector<profile::Result> others;
  for (const std::string& f : a.pokemon_posts) {
    const ReadResult other = read_input(f, a.max_bytes);
    if (!other.text) {
      print_read_failure(f, other);
      return kExitInputError;
    }
    others.push_back(profile::parse(*other.text, options));
  }
  // Also when the one post holds the trainer profile and Pokemon profiles.
  if (!a.pokemon_posts.empty() || (r.trainer && !r.pokemon.empty())) {
    std::vector<const profile::Result*> ptrs;
    for (const auto& o : others) ptrs.push_back(&o);
    profile::check_roster(r, ptrs);
  }

  if (a.format == "json") {
    fmt::print("{}\n", profile::to_json(r, src).dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
  } else if (a.format == "sarif") {
    fmt::print("{}", profile::render_sarif(r, src));
  } else if (a.format == "bbcode") {
    fmt::print("{}", profile::render_bbcode(r, src));
  } else {
    print_sorted_diagnostics(src, r.diagnostics, a.format, a.color);
    if (a.format != "gcc") fmt::print("{}", summary_text(r));
  }
  if (!r.ok_input) return kExitInputError;
  return r.ok() ? kExitOk : kExitFindings;
}

}  // namespace

void add_profile_command(CLI::App& app, int& exit_code) {
  auto a = std::make_shared<ProfileArgs>();
  auto* cmd = app.add_subcommand("profile", "Check a trainer profile or Pokemon profiles against the handbook's templates");
  cmd->add_option("file", a->file, "the profile post (BBCode or copied page text); - for standard input")->required();
  cmd->add_option("--pokemon-post", a->pokemon_posts,
                  "a post holding Pokemon profiles, to check that every Pokemon the trainer profile lists has one (repeatable)");
  cmd->add_option("--format", a->format, "text, gcc, json, sarif or bbcode")
      ->check(CLI::IsMember({"text", "gcc", "json", "sarif", "bbcode"}));
  cmd->add_option("--max-bytes", a->max_bytes, "largest post accepted (default 1 MiB)");
  cmd->add_flag("--color", a->color, "ANSI colours in the text format");
  cmd->add_option("--data-dir", a->data_dir, "where Data Audit imports live (default: bbpref's data directory)");
  cmd->callback([a, &exit_code] { exit_code = run(*a); });
}

}  // namespace bbp::cli
