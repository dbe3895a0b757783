// placeholder until the BBCode layer lands
#include "cli/commands.hpp"
namespace bbp::cli {
void add_bbcode_command(CLI::App&, int&) {}
}
