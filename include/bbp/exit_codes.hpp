#pragma once
// Exit codes shared by every subcommand.
namespace bbp {
enum ExitCode : int {
  kExitOk = 0,           ///< no errors (warnings and notes allowed)
  kExitFindings = 1,     ///< at least one error-severity diagnostic
  kExitInputError = 2,   ///< the input could not be read (missing file, invalid UTF-8, too large)
  kExitUsage = 3,        ///< bad command line
};
}  // namespace bbp
