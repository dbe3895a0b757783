#pragma once
// Each subcommand registers itself on the app and writes its exit code into `exit_code` when it
// runs. One file per subcommand (cmd_*.cpp); main.cpp only wires them up.
#include <CLI/CLI.hpp>

namespace bbp::cli {
void add_bbcode_command(CLI::App& app, int& exit_code);
void add_explain_command(CLI::App& app, int& exit_code);
void add_extract_command(CLI::App& app, int& exit_code);
void add_lint_command(CLI::App& app, int& exit_code);
void add_profile_command(CLI::App& app, int& exit_code);
void add_data_command(CLI::App& app, int& exit_code);
void add_serve_command(CLI::App& app, int& exit_code);
void add_thread_command(CLI::App& app, int& exit_code);
void add_sim_command(CLI::App& app, int& exit_code);
void add_effects_command(CLI::App& app, int& exit_code);
}  // namespace bbp::cli
