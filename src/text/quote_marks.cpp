#include "text/quote_marks.hpp"

namespace bbp::text {

namespace {

struct QuotePair {
  std::string_view open, close;
};
constexpr QuotePair kPairs[] = {{"\"", "\""},
                                {"'", "'"},
                                {"\xE2\x80\x9C", "\xE2\x80\x9D"},
                                {"\xE2\x80\x98", "\xE2\x80\x99"},
                                {"\xC2\xAB", "\xC2\xBB"}};

}  // namespace

std::size_t opening_quote_mark(std::string_view s, std::string_view* closing) {
  for (const QuotePair& p : kPairs)
    if (s.starts_with(p.open)) {
      if (closing != nullptr) *closing = p.close;
      return p.open.size();
    }
  return 0;
}

bool ends_with_closing_quote_mark(std::string_view s) {
  for (const QuotePair& p : kPairs)
    if (s.ends_with(p.close)) return true;
  return false;
}

}  // namespace bbp::text
