// Lookups in the substitution grammar's node tree (src/orders/substitution_node_query.hpp).
#include "orders/substitution_node_query.hpp"

#include "text/ascii_text.hpp"
#include "text/number_words.hpp"

#include <array>

namespace bbp::orders::detail {

std::string folded(std::string_view s) {
  std::string out;
  bool space = false;
  for (char c : bbp::text::to_lower(s)) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (space) out.push_back(' ');
    space = false;
    out.push_back(c);
  }
  return out;
}

const Node* child(const Node& n, Tag t) {
  for (const Node& c : n.children)
    if (c.tag == t) return &c;
  return nullptr;
}

const Node* find(const Node& n, Tag t) {
  for (const Node& c : n.children) {
    if (c.tag == t) return &c;
    if (const Node* d = find(c, t)) return d;
  }
  return nullptr;
}

void collect(const Node& n, Tag t, std::vector<const Node*>& out) {
  for (const Node& c : n.children) {
    if (c.tag == t) out.push_back(&c);
    collect(c, t, out);
  }
}

int number_of(std::string_view word) {
  if (const auto n = bbp::text::cardinal_word(word)) return *n;
  static constexpr std::array<std::string_view, 7> kOrdinals = {"", "first", "second", "third", "fourth", "fifth",
                                                                  "sixth"};
  const std::string w = bbp::text::to_lower(word);
  for (std::size_t i = 1; i < kOrdinals.size(); ++i)
    if (w == kOrdinals[i]) return static_cast<int>(i);
  if (w == "twice") return 2;  // "push orders down twice", "use Detect twice"
  if (w == "thrice") return 3;
  int v = 0;
  bool any = false;
  for (char c : w) {
    if (c < '0' || c > '9') break;
    any = true;
    v = v * 10 + (c - '0');
    if (v > 1000000) return -1;
  }
  return any ? v : -1;  // "nth", "last": no number
}

}  // namespace bbp::orders::detail
