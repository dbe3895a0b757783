#include <bbp/input.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace bbp {

ReadResult read_input(const std::string& path, std::size_t max_bytes) {
  ReadResult r;
  FILE* f = nullptr;
  std::unique_ptr<FILE, int (*)(FILE*)> owner(nullptr, &std::fclose);
  if (path == "-") {
    f = stdin;
  } else {
    f = std::fopen(path.c_str(), "rb");
    if (f == nullptr) {
      r.error = std::strerror(errno);
      return r;
    }
    owner.reset(f);
  }
  std::string data;
  char buf[1 << 16];
  for (;;) {
    const std::size_t n = std::fread(buf, 1, sizeof buf, f);
    if (n > 0) {
      if (max_bytes != 0 && data.size() + n > max_bytes) {
        r.too_large = true;
        r.error = "larger than the limit of " + std::to_string(max_bytes) + " bytes";
        return r;
      }
      data.append(buf, n);
    }
    if (n < sizeof buf) {
      if (std::ferror(f)) {
        r.error = std::strerror(errno);
        return r;
      }
      break;
    }
  }
  r.text = std::move(data);
  return r;
}

Diagnostic read_failure(const std::string& path, const ReadResult& failed) {
  const std::string name = path == "-" ? "<stdin>" : path;
  return make_diagnostic(failed.too_large ? DiagId::input_too_large : DiagId::unreadable_input, Span{0, 0},
                         fmt::format("cannot read {}: {}", name, failed.error));
}

void print_read_failure(const std::string& path, const ReadResult& failed) {
  const Diagnostic d = read_failure(path, failed);
  const SourceFile empty(path == "-" ? "<stdin>" : path, "");
  fmt::print(stderr, "{}", render_text(empty, std::span(&d, 1)));
}

}  // namespace bbp
