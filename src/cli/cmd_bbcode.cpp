// `bbpref bbcode FILE|- [--format text|json] [--max-post-bytes N] [--max-nesting-depth N] [--diagnostics FMT]`:
// stage 1 on its own, for looking at how a post is read. The tree goes to stdout; diagnostics go
// to stderr (or into the JSON document with --format json).
#include "cli/commands.hpp"

#include "bbcode/json.hpp"
#include "cli/limit_options.hpp"

#include <bbp/bbcode.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/diagnostic_json.hpp>
#include <bbp/exit_codes.hpp>
#include <bbp/input.hpp>

#include <fmt/format.h>

#include <memory>

namespace bbp::cli {
namespace {

struct BbcodeArgs {
  std::string path;
  std::string format = "text";
  std::string diagnostics = "text";
  Limits limits;
};

void print_json(const nlohmann::json& j) {
  // Replace (never throw on) invalid UTF-8: rejected input is echoed in diagnostic excerpts.
  fmt::print("{}\n", j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
}

int run_bbcode(const BbcodeArgs& a) {
  const DiagFormat diag_format = parse_diag_format(a.diagnostics).value_or(DiagFormat::text);
  const std::string name = a.path == "-" ? std::string("<stdin>") : a.path;
  ReadResult in = read_input(a.path, a.limits.post_bytes);
  if (!in.text) {
    SourceFile empty(name, "");
    const Diagnostic d = read_failure(a.path, in);
    if (a.format == "json") {
      print_json({{"file", name}, {"ok", false}, {"nodes", nullptr}, {"plain", ""},
                  {"diagnostics", diagnostics_to_json(empty, std::span(&d, 1))["diagnostics"]}});
    } else {
      fmt::print(stderr, "{}", render(diag_format, empty, std::span(&d, 1)));
    }
    return kExitInputError;
  }
  SourceFile src(name, std::move(*in.text));
  bbcode::Options opt;
  opt.limits = a.limits;
  const bbcode::Result r = bbcode::parse(src.text(), opt);
  const auto& diags = r.diagnostics.items();
  if (a.format == "json") {
    print_json(bbcode::result_to_json(src, r));
  } else {
    fmt::print("{}", bbcode::dump_text(r.document, src.text()));
    if (!diags.empty()) fmt::print(stderr, "{}", render(diag_format, src, diags));
  }
  if (!r.ok) return kExitInputError;
  return r.diagnostics.has_errors() ? kExitFindings : kExitOk;
}

}  // namespace

void add_bbcode_command(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<BbcodeArgs>();
  auto* cmd = app.add_subcommand("bbcode", "Show how a post's BBCode is read: the node tree with byte ranges");
  cmd->add_option("file", args->path, "post file, or - for standard input")->required();
  cmd->add_option("--format", args->format, "text (indented tree) or json")
      ->check(CLI::IsMember({"text", "json"}));
  add_limit_options(*cmd, args->limits, kLimitPostBytes | kLimitNestingDepth);
  cmd->add_option("--diagnostics", args->diagnostics, "diagnostics format: text, gcc or json")
      ->check(CLI::IsMember({"text", "gcc", "json"}));
  cmd->callback([args, &exit_code] { exit_code = run_bbcode(*args); });
}

}  // namespace bbp::cli
