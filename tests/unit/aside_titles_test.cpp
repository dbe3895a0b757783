// [9.1] The titles and labels of what holds no orders (src/text/aside_titles.hpp).
#include "text/aside_titles.hpp"

#include <catch2/catch.hpp>

#include <string>

using bbp::text::is_aside_title;
using bbp::text::remark_label_length;

TEST_CASE("[9.1] aside titles: the leading word of a [spoiler]/[hide] title", "[text][aside]") {
  for (const char* t : {"Flavor", "flavour text", "\"Calcs for step 2\"", "  RP", "Math"}) {
    INFO(t);
    CHECK(is_aside_title(t));
  }
  for (const char* t : {"Subs", "Garchomp", "Notes", "Mathematics", ""}) {
    INFO(t);
    CHECK_FALSE(is_aside_title(t));
  }
}

TEST_CASE("[9.1] remark labels: a note or aside word alone before a colon, a dash or an abbreviation's dot",
          "[text][aside]") {
  CHECK(remark_label_length("Note: X-Scissor does 30%") == 6);
  CHECK(remark_label_length("  calcs - X-Scissor") == 10);
  CHECK(remark_label_length("P.S. good luck") == 5);
  CHECK(remark_label_length("N.B.: none") == 6);
  CHECK(remark_label_length("OOC:") == 4);
  for (const char* no : {"Notebook: X", "Note X-Scissor", "PS4: broke", "IF Heracross is to use Protect", "", ":"}) {
    INFO(no);
    CHECK(remark_label_length(no) == 0);
  }
  // "tl;dr": a summary of the post, labelled with or without a colon.
  CHECK(remark_label_length("tl;dr SD then spam X-Scissor") == 6);
  CHECK(remark_label_length("TL;DR: Swords Dance - X-Scissor") == 7);
  CHECK(remark_label_length("tldr") == 4);
  CHECK(remark_label_length("tldrx: no") == 0);
  // A first word longer than any label ends the look at once, however long the line.
  CHECK(remark_label_length(std::string(1'000'000, 'a') + ": x") == 0);
}
