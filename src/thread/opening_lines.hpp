#pragma once
// Line shapes of an opening post shared by the team listing and the opening-post reader, so both
// agree on which lines list teams (and are therefore not read as match rules).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::thread {

/// "Liz vs Isaac", "Liz & Madeleine vs. Isaac & Mowtom": the trainers in the order written.
std::vector<std::string> trainers_from_versus(std::string_view line);

struct TeamHeader {
  std::string trainer;
  std::string_view rest;  ///< entries written on the header line itself
};

/// A team header line, given the trainers the vs line named.
std::optional<TeamHeader> team_header(std::string_view line, const std::vector<std::string>& known);

}  // namespace bbp::thread
