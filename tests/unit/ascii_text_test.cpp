// text::find_word / ifind_word: the word edges both share, and find_word's plain (case-sensitive)
// match, which the line classifier and find_refs use on text lower-cased once.
#include "text/ascii_text.hpp"
#include "text/remaining_qualifier.hpp"
#include "text/words.hpp"

#include <catch2/catch.hpp>

using bbp::text::find_word;
using bbp::text::ifind_word;

namespace {
constexpr auto npos = std::string_view::npos;
}

TEST_CASE("find_word finds a lower-case phrase only at word edges", "[text]") {
  CHECK(find_word("if heracross uses protect", "if") == 0);
  CHECK(find_word("swift if fast", "if") == 6);        // not the "if" inside "swift"
  CHECK(find_word("gift", "if") == npos);
  CHECK(find_word("then, use detect", "then") == 0);
  CHECK(find_word("sending out :sv/scyther:", "sending out ") == 0);
  CHECK(find_word("x the y the", "the", 2) == 2);
  CHECK(find_word("x the y the", "the", 3) == 8);
  CHECK(find_word("anything", "") == npos);
  // Non-ASCII bytes are word bytes: "né" does not end at the 'n'.
  CHECK(find_word("n\xC3\xA9", "n") == npos);
}

TEST_CASE("find_word is case-sensitive where ifind_word is not", "[text]") {
  CHECK(find_word("IF Heracross", "if") == npos);
  CHECK(ifind_word("IF Heracross", "if") == 0);
  CHECK(ifind_word("Swift IF fast", "if") == 6);
}

// [10.6e] "Maximum or Remaining": the one list of words written after a value to mean its
// remaining amount, shared by the linter's comparison and presence checks and the engine.
TEST_CASE("[10.6e] drop_remaining_qualifier drops one trailing Remaining word", "[text]") {
  using bbp::text::drop_remaining_qualifier;
  CHECK(drop_remaining_qualifier("Recoveries left") == "Recoveries");
  CHECK(drop_remaining_qualifier("HP REMAINING") == "HP");
  CHECK(drop_remaining_qualifier("Chills available") == "Chills");
  CHECK(drop_remaining_qualifier("chills still") == "chills");
  CHECK(drop_remaining_qualifier("Recoveries left left") == "Recoveries left");  // only one
  CHECK(drop_remaining_qualifier("left") == "left");            // nothing would name the value
  CHECK(drop_remaining_qualifier("Cleft") == "Cleft");          // glued: not the word
  CHECK(drop_remaining_qualifier("Speed") == "Speed");
}

TEST_CASE("text::split_words: words as written (views) and lower-cased, split at any whitespace", "[text]") {
  const std::string_view s = "  Heracross has\tLOST  its item ";
  const auto w = bbp::text::split_words(s);
  REQUIRE(w.size() == 5);
  CHECK(w[0].text == "Heracross");
  CHECK(w[2].text == "LOST");
  CHECK(w[2].lower == "lost");
  CHECK(w[2].text.data() == s.data() + 16);  // a view into the text, so callers can take offsets
  CHECK(bbp::text::split_words("   ").empty());
}
