#include "cli/commands.hpp"

#include <bbp/exit_codes.hpp>

#include <iostream>

int main(int argc, char** argv) {
  CLI::App app{"bbpref — the referee's toolkit for Battle-by-Post"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "bbpref 0.1.0");
  int exit_code = bbp::kExitOk;
  bbp::cli::add_bbcode_command(app, exit_code);
  bbp::cli::add_explain_command(app, exit_code);
  bbp::cli::add_extract_command(app, exit_code);
  bbp::cli::add_lint_command(app, exit_code);
  bbp::cli::add_profile_command(app, exit_code);
  bbp::cli::add_data_command(app, exit_code);
  bbp::cli::add_serve_command(app, exit_code);
  bbp::cli::add_thread_command(app, exit_code);
  bbp::cli::add_sim_command(app, exit_code);
  bbp::cli::add_effects_command(app, exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return bbp::kExitUsage;
  }
  return exit_code;
}
