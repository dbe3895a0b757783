// `bbpref extract FILE|- [--format json|text]`: what a post orders, as a tree (docs/extract-json.md).
#include "cli/commands.hpp"
#include "cli/limit_options.hpp"

#include <bbp/exit_codes.hpp>
#include <bbp/input.hpp>
#include <bbp/orders.hpp>
#include <bbp/source.hpp>

#include <fmt/format.h>

#include <memory>

namespace bbp::cli {

void add_extract_command(CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand("extract", "Print the orders of a post (order sets, send-outs, switches, equips)");
  auto path = std::make_shared<std::string>();
  auto format = std::make_shared<std::string>("json");
  auto no_resolve = std::make_shared<bool>(false);
  auto limits = std::make_shared<Limits>();
  cmd->add_option("file", *path, "the post (BBCode or copied page text); '-' for standard input")->required();
  cmd->add_option("--format", *format, "json or text")->check(CLI::IsMember({"json", "text"}));
  cmd->add_flag("--no-resolve", *no_resolve, "do not look names up in the Dex");
  add_limit_options(*cmd, *limits, kPostLimits);
  cmd->callback([path, format, no_resolve, limits, &exit_code] {
    orders::Options options;
    options.resolve_names = !*no_resolve;
    options.limits = *limits;
    ReadResult in = read_input(*path, options.limits.post_bytes);
    if (!in.text) {
      print_read_failure(*path, in);
      exit_code = kExitInputError;
      return;
    }
    const SourceFile src{*path == "-" ? std::string("<stdin>") : *path, std::move(*in.text)};
    const orders::ExtractResult r = orders::extract(src.text(), options);
    if (*format == "text") {
      fmt::print("{}", orders::to_text(r, src));
      if (!r.diagnostics.items().empty()) fmt::print(stderr, "{}", render_text(src, r.diagnostics.items()));
    } else {
      fmt::print("{}\n", orders::to_json(r, src, options).dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
    }
    exit_code = !r.ok ? kExitInputError : r.diagnostics.has_errors() ? kExitFindings : kExitOk;
  });
}

}  // namespace bbp::cli
