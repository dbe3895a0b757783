#pragma once
// Helpers shared by the unit tests: reading files from the repository and from ../shared/real.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace bbp::test {

inline std::filesystem::path source_dir() { return BBP_SOURCE_DIR; }
inline std::filesystem::path shared_dir() { return BBP_SHARED_DIR; }

inline std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace bbp::test
