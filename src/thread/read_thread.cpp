// Splitting a thread file into posts: format detection, the JSON array and the plain-text dump
// (docs/thread-json.md). The rendered-page reader lives in read_rendered.cpp.
#include <bbp/thread.hpp>

#include "text/ascii_text.hpp"
#include <bbp/json_input.hpp>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <optional>

namespace bbp::thread {

std::string_view to_string(InputFormat f) {
  switch (f) {
    case InputFormat::json: return "json";
    case InputFormat::dump: return "dump";
    case InputFormat::rendered: return "rendered";
  }
  return "json";
}

namespace {

using bbp::text::trim;

/// The author and time of a dump delimiter line `=== Author ===` / `=== Author @ time ===`.
std::optional<std::pair<std::string, std::string>> delimiter(std::string_view line) {
  line = trim(line);
  if (line.size() < 7 || !line.starts_with("=== ") || !line.ends_with(" ===")) return std::nullopt;
  std::string_view inner = trim(line.substr(4, line.size() - 8));
  if (inner.empty()) return std::nullopt;
  std::string time;
  if (const std::size_t at = inner.rfind(" @ "); at != std::string_view::npos) {
    time = std::string(trim(inner.substr(at + 3)));
    inner = trim(inner.substr(0, at));
  }
  return std::make_pair(std::string(inner), time);
}

/// First line of `text` that is not blank.
std::string_view first_line(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t e = std::min(text.find('\n', i), text.size());
    const std::string_view line = trim(text.substr(i, e - i));
    if (!line.empty()) return line;
    i = e + 1;
  }
  return {};
}

}  // namespace

ReadResult read_thread(std::string_view text) {
  const std::string_view head = first_line(text);
  if (head.starts_with("[{") || head == "[" || (head.starts_with("[") && head.find('{') != std::string_view::npos) ||
      head.starts_with("[]"))
    return read_json_thread(text);
  if (delimiter(head)) return read_dump_thread(text);
  return read_rendered_thread(text);
}

ReadResult read_json_thread(std::string_view text) {
  ReadResult r;
  r.format = InputFormat::json;
  DiagnosticList invalid;
  std::optional<nlohmann::json> parsed = parse_json_input(text, DiagId::thread_post_unreadable, "thread", invalid);
  if (!parsed) {
    for (const Diagnostic& d : invalid.items()) r.diagnostics.push_back({0, d});
    return r;
  }
  nlohmann::json doc = std::move(*parsed);
  if (!doc.is_array()) {
    r.diagnostics.push_back({0, make_diagnostic(DiagId::thread_post_unreadable, Span{0, 0},
                                                "a JSON thread is an array of posts [{\"author\", \"time\", \"body\"}]")});
    return r;
  }
  int number = 0;
  for (const nlohmann::json& p : doc) {
    ++number;
    RawPost post;
    post.number = number;
    const bool has_author = p.is_object() && p.contains("author") && p["author"].is_string();
    const bool has_body = p.is_object() && p.contains("body") && p["body"].is_string();
    if (!has_author || !has_body) {
      // The post keeps its place (the schedule counts it) but has nothing to read.
      r.diagnostics.push_back({number, make_diagnostic(DiagId::thread_post_unreadable, Span{0, 0},
                                                       fmt::format("post {} needs a string \"author\" and a string "
                                                                   "\"body\"",
                                                                   number))});
    }
    if (has_author) post.author = p["author"].get<std::string>();
    if (has_body) post.body = p["body"].get<std::string>();
    if (p.is_object() && p.contains("time") && p["time"].is_string()) post.time = p["time"].get<std::string>();
    r.posts.push_back(std::move(post));
  }
  return r;
}

ReadResult read_dump_thread(std::string_view text) {
  ReadResult r;
  r.format = InputFormat::dump;
  // The post being read is r.posts.back() once a delimiter was seen (a plain flag rather than an
  // optional<RawPost>, on which g++ 12 warns maybe-uninitialized).
  bool in_post = false;
  std::size_t i = 0;
  std::size_t body_begin = 0;
  auto finish = [&](std::size_t end) {
    if (!in_post) return;
    std::string_view body = text.substr(body_begin, end - body_begin);
    while (!body.empty() && (body.back() == '\n' || body.back() == '\r')) body.remove_suffix(1);
    r.posts.back().body = std::string(body);
    r.posts.back().file_offset = body_begin;
    in_post = false;
  };
  while (i <= text.size()) {
    const std::size_t e = std::min(text.find('\n', i), text.size());
    if (auto d = delimiter(text.substr(i, e - i))) {
      finish(i);
      RawPost post;
      post.number = static_cast<int>(r.posts.size()) + 1;
      post.author = d->first;
      post.time = d->second;
      r.posts.push_back(std::move(post));
      in_post = true;
      body_begin = std::min(e + 1, text.size());
    } else if (!in_post && !trim(text.substr(i, e - i)).empty()) {
      r.diagnostics.push_back({0, make_diagnostic(DiagId::thread_post_unreadable, Span{i, e},
                                                  "text before the first '=== Author ===' delimiter belongs to no "
                                                  "post and is ignored")});
    }
    if (e == text.size()) break;
    i = e + 1;
  }
  finish(text.size());
  return r;
}

}  // namespace bbp::thread
