// Name folding for lookups. Players type names every way imaginable ("Flabebe", "flabébé",
// "Farfetch'd", "Farfetch’d", "Nidoran♀", "type null"), so lookups compare a folded key: accents
// stripped, case folded, gender symbols spelled out, and everything but letters and digits
// dropped. ASCII input (almost every lookup) takes a fast path that never touches ICU.
#include "dex/fold.hpp"

#include <bbp/dex.hpp>

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

namespace bbp {

namespace {

bool is_ascii(std::string_view s) noexcept {
  for (unsigned char c : s)
    if (c >= 0x80) return false;
  return true;
}

void append_utf8(std::string& out, UChar32 c) {
  char buf[4];
  int32_t len = 0;
  UBool error = false;
  U8_APPEND(reinterpret_cast<uint8_t*>(buf), len, 4, c, error);
  if (!error) out.append(buf, static_cast<std::size_t>(len));
}

}  // namespace

std::string fold_name(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  if (is_ascii(text)) {
    for (unsigned char c : text) {
      if (c >= 'A' && c <= 'Z') out.push_back(static_cast<char>(c - 'A' + 'a'));
      else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) out.push_back(static_cast<char>(c));
    }
    return out;
  }
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfkd = icu::Normalizer2::getNFKDInstance(status);
  if (U_FAILURE(status) || nfkd == nullptr) return out;
  // Invalid UTF-8 becomes U+FFFD here, which is neither letter nor digit and is dropped.
  icu::UnicodeString src = icu::UnicodeString::fromUTF8(icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
  icu::UnicodeString decomposed = nfkd->normalize(src, status);
  if (U_FAILURE(status)) return out;
  for (int32_t i = 0; i < decomposed.length();) {
    UChar32 c = decomposed.char32At(i);
    i += U16_LENGTH(c);
    if (c == 0x2640) { out.push_back('f'); continue; }  // ♀: "Nidoran♀" is Showdown's "Nidoran-F"
    if (c == 0x2642) { out.push_back('m'); continue; }  // ♂
    if (u_charType(c) == U_NON_SPACING_MARK) continue;  // the accent of é after NFKD
    c = u_foldCase(c, U_FOLD_CASE_DEFAULT);
    if (!u_isalnum(c)) continue;
    if (c < 0x80) out.push_back(static_cast<char>(c));
    else append_utf8(out, c);
  }
  return out;
}

bool folds_to(std::string_view text, std::string_view folded) {
  if (!is_ascii(text)) return fold_name(text) == folded;
  std::size_t j = 0;
  for (unsigned char c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<unsigned char>(c - 'A' + 'a');
    else if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) continue;
    if (j >= folded.size() || folded[j] != static_cast<char>(c)) return false;
    ++j;
  }
  return j == folded.size();
}

std::u32string to_u32(std::string_view utf8) {
  std::u32string out;
  out.reserve(utf8.size());
  int32_t i = 0;
  const auto n = static_cast<int32_t>(utf8.size());
  const auto* s = reinterpret_cast<const uint8_t*>(utf8.data());
  while (i < n) {
    UChar32 c = 0;
    U8_NEXT(s, i, n, c);
    out.push_back(c < 0 ? U'\uFFFD' : static_cast<char32_t>(c));
  }
  return out;
}

int max_fuzzy_distance(std::size_t length) noexcept {
  // One edit in two letters is half the word: "go" is no typo of "LO" (Life Orb).
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

int bounded_levenshtein(std::u32string_view a, std::u32string_view b, int bound) {
  // Only cells within `bound` of the diagonal can stay within the bound, so each row touches at
  // most 2*bound+1 cells: O(n*bound) instead of O(n*m), and the scan stops as soon as a whole row
  // exceeds the bound.
  const auto n = static_cast<int>(a.size());
  const auto m = static_cast<int>(b.size());
  if (n - m > bound || m - n > bound) return bound + 1;
  const int big = bound + 1;
  constexpr int kMaxLen = 128;
  if (m >= kMaxLen) return big;  // names are short; longer input can never be "a typo of" one
  int prev[kMaxLen + 1];
  int cur[kMaxLen + 1];
  for (int j = 0; j <= m; ++j) prev[j] = j <= bound ? j : big;
  for (int i = 1; i <= n; ++i) {
    const int lo = i - bound > 1 ? i - bound : 1;
    const int hi = i + bound < m ? i + bound : m;
    cur[0] = i <= bound ? i : big;
    if (lo > 1) cur[lo - 1] = big;
    int row_min = cur[0];
    for (int j = lo; j <= hi; ++j) {
      int v = prev[j - 1] + (a[static_cast<std::size_t>(i - 1)] == b[static_cast<std::size_t>(j - 1)] ? 0 : 1);
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (cur[j - 1] + 1 < v) v = cur[j - 1] + 1;
      if (v > big) v = big;
      cur[j] = v;
      if (v < row_min) row_min = v;
    }
    if (hi < m) cur[hi + 1] = big;
    if (row_min > bound) return big;
    for (int j = 0; j <= m; ++j) prev[j] = (j >= lo - 1 && j <= hi + 1) ? cur[j] : big;
  }
  return prev[m] > bound ? big : prev[m];
}

}  // namespace bbp
