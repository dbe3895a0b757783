#pragma once
// Inputs for the benchmarks: the inputs of one corpus kind, and the generated benchmark corpus
// (issue 10): several MB of order posts made from our own corpus with deterministic variations,
// the same bytes on every machine and every run, so bbp_bench and tools/bench/compare (which
// writes it out with bbp_bench_corpus for the peer) measure the same posts.
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
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

namespace detail {

/// A fixed 64-bit LCG (Knuth's MMIX constants): the variations must not depend on the standard
/// library's random engines or distributions, whose output is not fixed across implementations.
struct Lcg {
  std::uint64_t s;
  std::uint32_t next() {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<std::uint32_t>(s >> 33);
  }
};

inline void replace_all(std::string& s, std::string_view from, std::string_view to) {
  for (std::size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size())) s.replace(p, from.size(), to);
}

/// Inputs that are meant to be order posts of the usual kind: valid-looking UTF-8 text, not the
/// bad-input cases of corpus/bbcode (they measure other paths and have their own benchmarks).
/// Well-formed UTF-8 (the shortest form, no surrogates, at most U+10FFFF).
inline bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    std::uint32_t cp = n == 1 ? c : c & (0x7Fu >> n);
    for (std::size_t k = 1; k < n; ++k) {
      const auto d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (d & 0x3F);
    }
    constexpr std::uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n;
  }
  return true;
}

inline bool usable(const std::string& s) {
  if (s.empty() || s.size() > 64 * 1024 || !valid_utf8(s)) return false;
  for (unsigned char c : s)
    if (c < 0x20 && c != '\n' && c != '\r' && c != '\t') return false;
  return s.find("\xEF\xBB\xBF") == std::string::npos;
}

/// One variation of `post`, chosen by `r`: the ways real posts differ from our corpus cases.
inline std::string vary(std::string post, Lcg& r, std::size_t round) {
  switch (r.next() % 6) {
    case 0: break;                                                 // as written
    case 1: replace_all(post, "IF ", "if "); replace_all(post, "THEN ", "then "); break;  // lowercase keywords
    case 2: replace_all(post, " - ", " | "); break;                // another step separator
    case 3: replace_all(post, "\n", "\r\n"); break;                // pasted from Windows
    case 4: post = "[b]" + post + "[/b]"; break;                   // all in bold
    case 5: replace_all(post, "1. ", "Sub 1: "); replace_all(post, "2. ", "Sub 2: "); break;  // labels
  }
  const std::string flavor[] = {"[i]\"Stay sharp. They'll try to wall you.\"[/i]\n\n",
                                "[quote=\"Referee, post: 1234, member: 56\"]Round " + std::to_string(round) + " begins.[/quote]\n",
                                "Round " + std::to_string(round) + ": good luck!\n\n", ""};
  return flavor[r.next() % 4] + post;
}

}  // namespace detail

/// The generated benchmark corpus: at least `min_bytes` of posts from corpus/orders,
/// corpus/substitutions, corpus/legality and corpus/examples, each post a varied copy of one
/// input (sometimes two joined, as in doubles). Deterministic: a fixed seed and fixed rules.
inline const std::vector<std::string>& generated_posts(std::size_t min_bytes = 4u << 20) {
  static const std::vector<std::string> posts = [min_bytes] {
    std::vector<std::string> inputs;
    for (std::string_view kind : {"orders", "substitutions", "legality", "examples"})
      for (std::string& s : corpus_inputs(kind))
        if (detail::usable(s)) inputs.push_back(std::move(s));
    std::vector<std::string> out;
    detail::Lcg r{20261122};
    std::size_t total = 0;
    for (std::size_t round = 1; total < min_bytes && !inputs.empty(); ++round) {
      for (std::size_t i = 0; i < inputs.size() && total < min_bytes; ++i) {
        std::string post = detail::vary(inputs[i], r, round);
        if (r.next() % 8 == 0) post += "\n\n" + detail::vary(inputs[(i * 7 + round) % inputs.size()], r, round);
        total += post.size();
        out.push_back(std::move(post));
      }
    }
    return out;
  }();
  return posts;
}

/// Posts of about 4 KB (the size the per-post targets are stated for): the generated posts joined
/// in order until each reaches 4096 bytes.
inline const std::vector<std::string>& generated_4kb_posts() {
  static const std::vector<std::string> posts = [] {
    std::vector<std::string> out;
    std::string cur;
    for (const std::string& p : generated_posts()) {
      cur += p;
      cur += "\n\n";
      if (cur.size() >= 4096) out.push_back(std::exchange(cur, std::string()));
      if (out.size() == 512) break;
    }
    return out;
  }();
  return posts;
}

}  // namespace bbp::bench
