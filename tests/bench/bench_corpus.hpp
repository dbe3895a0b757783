#pragma once
// The inputs of one corpus kind (corpus/<kind>/*.txt, sorted by name), for benchmarks.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::bench {

inline std::vector<std::string> corpus_inputs(std::string_view kind) {
  const std::filesystem::path dir = std::filesystem::path(BBP_SOURCE_DIR) / "corpus" / std::string(kind);
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".txt") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<std::string> out;
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    out.push_back(ss.str());
  }
  return out;
}

}  // namespace bbp::bench
