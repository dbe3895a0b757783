// `bbpref explain ID`: the table row of a diagnostic and its doc page.
#include "cli/commands.hpp"

#include <bbp/diagnostic.hpp>
#include <bbp/diagnostic_json.hpp>
#include <bbp/embedded.hpp>
#include <bbp/exit_codes.hpp>

#include <fmt/format.h>

#include <iostream>

namespace bbp::cli {

void add_explain_command(CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand("explain", "Explain a diagnostic (BBP1004, 1004 or unclosed-tag); --list for all");
  auto code = std::make_shared<std::string>();
  auto list = std::make_shared<bool>(false);
  auto format = std::make_shared<std::string>("text");
  cmd->add_option("id", *code, "diagnostic id or name");
  cmd->add_flag("--list", *list, "list every diagnostic");
  cmd->add_option("--format", *format, "text or json")->check(CLI::IsMember({"text", "json"}));
  cmd->callback([code, list, format, &exit_code] {
    const bool json = *format == "json";
    if ((*list || code->empty()) && json) {
      fmt::print("{}\n", explain_list_to_json().dump(2));
      exit_code = kExitOk;
      return;
    }
    if (*list || code->empty()) {
      for (const DiagInfo& d : all_diagnostics())
        fmt::print("{}  {:<8} {:<28} {}{}\n", d.code, to_string(d.severity), d.name,
                   d.section.empty() ? "" : fmt::format("[{}] ", d.section), d.message);
      exit_code = kExitOk;
      return;
    }
    const DiagInfo* d = find_diagnostic(*code);
    if (d == nullptr) {
      fmt::print(stderr, "bbpref explain: no diagnostic called '{}' (try --list)\n", *code);
      exit_code = kExitUsage;
      return;
    }
    if (json) {
      fmt::print("{}\n", explain_to_json(*d).dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
      exit_code = kExitOk;
      return;
    }
    fmt::print("{} {} ({})\n{}\n", d->code, d->name, to_string(d->severity), d->message);
    if (!d->section.empty()) fmt::print("Handbook section: [{}]\n", d->section);
    if (auto page = embedded::find(fmt::format("rules/{}.md", d->code))) fmt::print("\n{}", *page);
    exit_code = kExitOk;
  });
}

}  // namespace bbp::cli
