#pragma once
// What a referee's round report says happened that changes the schedule: which Pokemon fainted,
// in the order the report tells it ([2.5c] replacements follow that order), and who won.
#include <bbp/thread.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp::thread {

struct Knockout {
  int team = -1;
  int member = -1;
};

struct ReportFacts {
  std::vector<Knockout> knockouts;  ///< in the order the report mentions them
  std::string winner;               ///< "Liz wins", "Winner: Liz"
  bool looks_like_report = false;   ///< has a report's marks ("Round 2", "Step 1", HP, "fainted")
};

/// Reads the plain text of a referee post against the rosters.
ReportFacts read_report(std::string_view plain, const std::vector<Roster>& teams);

}  // namespace bbp::thread
