// [12.1] A trainer profile's currencies and items as trainers write them around the template of
// "Profile Creation" (docs/rulings.md, "Currency counts and item counts").
#include <bbp/profile.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace bbp;

namespace {

std::string trainer_post(const std::string& currencies, const std::string& items) {
  return "[b]Pokemon:[/b] Muginn\n\n[b]Trainer Level:[/b] 0\n\n" + currencies + "\n[b]Items:[/b]\n" + items +
         "\n[b]Key Items:[/b]\n1x:star piece:Star Piece\n\n[b]Prize Claims[/b]\nNone\n";
}

int count_id(const profile::Result& r, DiagId id) {
  int n = 0;
  for (const Diagnostic& d : r.diagnostics.items()) n += d.id == id ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("[12.1] BBP5041: a currency's count may carry its emote and thousands separators", "[profile]") {
  const profile::Result r = profile::check_post(
      trainer_post("TC: 14 :rare candy:\nRC: 3,500 :amulet coin::amulet coin:\nJC: :tea: 2\n", "1x:oran berry:Oran Berry\n"));
  REQUIRE(r.trainer);
  std::vector<long long> values;
  for (const profile::Currency& c : r.trainer->currencies) values.push_back(c.value.value_or(-1));
  CHECK(values == std::vector<long long>{14, 3500, 2});
  CHECK(count_id(r, DiagId::trainer_bad_currency) == 0);
  // What is still no count: a misplaced comma, a sign, words.
  for (const char* bad : {"RC: 35,00", "RC: -5", "RC: lots", "RC: 3,500,0"}) {
    INFO(bad);
    const profile::Result b = profile::check_post(trainer_post(std::string("TC: 1\n") + bad + "\nJC: 0\n", "1x:oran berry:Oran Berry\n"));
    CHECK(count_id(b, DiagId::trainer_bad_currency) == 1);
  }
}

TEST_CASE("[12.1] item counts written '3 x Potion' and '2 Oran Berry'; a bare known name is the item, with no count",
          "[profile]") {
  const profile::Result r = profile::check_post(
      trainer_post("TC: 0\nRC: 0\nJC: 0\n", "3 x Potion\n2 Oran Berry\n2 X Attack\nLife Orb\n"));
  REQUIRE(r.trainer);
  std::vector<std::string> items;
  for (const profile::ItemLine& it : r.trainer->items)
    items.push_back(it.name.text + " " + std::to_string(it.count.value_or(-1)) + (it.item != kNoEntry ? " known" : ""));
  CHECK(items == std::vector<std::string>{"Potion 3 known", "Oran Berry 2 known", "X Attack 2", "Life Orb -1 known",
                                          "Star Piece 1"});
  // The bare name gets the format warning, its help naming the fix for that very item.
  REQUIRE(count_id(r, DiagId::trainer_bad_item_line) == 1);
  for (const Diagnostic& d : r.diagnostics.items())
    if (d.id == DiagId::trainer_bad_item_line) CHECK(d.help == "write it as 1x:life orb:Life Orb (the number held, its sprite code, its name)");
  // "2 X Attack" keeps its X (the count's sign is a lower-case x between blanks); the BBP Dex has
  // no X items, so it is the one unknown item.
  CHECK(count_id(r, DiagId::trainer_unknown_item) == 1);
}
