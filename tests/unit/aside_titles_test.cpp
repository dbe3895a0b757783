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

TEST_CASE("[9.1] remark labels: a note word after whose note it is, or before whom it is for", "[text][aside]") {
  // Before, "Ref notes: Sub 4 is a KO sub, doesn't count." had no label, and its comma made it the
  // main orders of a second order set named "Ref notes" with two unknown actions.
  CHECK(remark_label_length("Ref notes: Sub 4 is a KO sub, doesn't count.") == 11);
  CHECK(remark_label_length("Side note - X-Scissor, X-Scissor") == 12);
  CHECK(remark_label_length("Note to ref: sub 4 is free") == 13);
  CHECK(remark_label_length("Notes for the referee: none") == 23);
  for (const char* no : {"Ref: @Dundie", "Side Swipe - X-Scissor", "Note to Scyther: X", "Quick Attack: 30%",
                         "My Scyther - Swords Dance"}) {
    INFO(no);
    CHECK(remark_label_length(no) == 0);
  }
}
