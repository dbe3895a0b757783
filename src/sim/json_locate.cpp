#include "sim/json_locate.hpp"

#include <fmt/format.h>

namespace bbp::sim {
namespace {

struct Scanner {
  std::string_view t;
  std::size_t i = 0;
  std::string_view want;
  Span best{0, 0};
  std::size_t best_len = 0;  ///< length of the longest path prefix matched so far

  void ws() {
    while (i < t.size() && (t[i] == ' ' || t[i] == '\n' || t[i] == '\r' || t[i] == '\t')) ++i;
  }
  std::string string_token() {  // at '"'
    std::string out;
    ++i;
    while (i < t.size() && t[i] != '"') {
      if (t[i] == '\\' && i + 1 < t.size()) { out += t[i + 1]; i += 2; continue; }
      out += t[i++];
    }
    ++i;
    return out;
  }
  void note(const std::string& path, Span s) {
    // A prefix of the wanted path that ends at a component boundary.
    if (path.size() > want.size() || want.compare(0, path.size(), path) != 0) return;
    if (path.size() < want.size() && want[path.size()] != '.' && want[path.size()] != '[') return;
    if (path.size() >= best_len) { best = s; best_len = path.size(); }
  }
  void value(const std::string& path, int depth) {
    ws();
    const std::size_t begin = i;
    if (i >= t.size() || depth > 200) return;
    if (t[i] == '{') {
      ++i;
      for (;;) {
        ws();
        if (i >= t.size() || t[i] == '}') { ++i; break; }
        if (t[i] == ',') { ++i; continue; }
        if (t[i] != '"') { ++i; continue; }
        const std::string key = string_token();
        ws();
        if (i < t.size() && t[i] == ':') ++i;
        value(path.empty() ? key : path + "." + key, depth + 1);
      }
    } else if (t[i] == '[') {
      ++i;
      int index = 0;
      for (;;) {
        ws();
        if (i >= t.size() || t[i] == ']') { ++i; break; }
        if (t[i] == ',') { ++i; continue; }
        value(fmt::format("{}[{}]", path, index++), depth + 1);
      }
    } else if (t[i] == '"') {
      string_token();
    } else {
      while (i < t.size() && t[i] != ',' && t[i] != '}' && t[i] != ']' && t[i] != ' ' && t[i] != '\n' && t[i] != '\r' &&
             t[i] != '\t')
        ++i;
    }
    note(path, Span{begin, i});
  }
};

}  // namespace

Span locate_json(std::string_view text, std::string_view path) {
  Scanner s{text, 0, path};
  s.value("", 0);
  return s.best;
}

}  // namespace bbp::sim
