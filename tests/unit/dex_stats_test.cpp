// BBP numbers from cartridge data: [5.6] (ranks, HP, Speed, Size and Weight Class), the nature
// rule (legacy data handbook, since [5.8] is a placeholder) and effectiveness [5.3b].
// Every worked example of the handbook is reproduced here.
#include <bbp/dex.hpp>
#include <bbp/embedded.hpp>

#include "dex/table.hpp"

#include <catch2/catch.hpp>

using namespace bbp;

namespace {
EntryId species_id(std::string_view name) {
  Resolution r = dex().resolve(Kind::species, name);
  REQUIRE(r.match == Match::exact);
  return r.id;
}
BbpStats stats_of(std::string_view name) {
  auto s = dex().bbp_stats(species_id(name));
  REQUIRE(s.has_value());
  return *s;
}
const Nature& nature_named(std::string_view name) {
  Resolution r = dex().resolve(Kind::nature, name);
  REQUIRE(r.found());
  return dex().nature(r.id);
}
}  // namespace

TEST_CASE("[5.6] Cresceidon worked example: 90 HP, 3/8/6/7, 124 Speed, SC 7, WC 12", "[dex][stats]") {
  const BbpStats s = stats_of("Cresceidon");
  CHECK(s.hp == 90);
  CHECK(s.attack == 3);
  CHECK(s.defense == 8);
  CHECK(s.special_attack == 6);
  CHECK(s.special_defense == 7);
  CHECK(s.speed == 124);
  CHECK(s.weight_class == 12);
  CHECK(s.size_class == 7);
  // "would qualify as Size Class 7 in any shape"
  for (BodyShape shape : {BodyShape::serpent, BodyShape::biped, BodyShape::quadruped, BodyShape::avian})
    CHECK(size_class(10.0, shape) == 7);
  CHECK(hp_from_base(80) == 90);  // intermediate HP rank 6 → 6*5+60
  CHECK(rank_from_base(80) == 6);
}

TEST_CASE("Start Here profile example: Muginn the Murkrow (Hardy) 85/6/3/6/3/91, Size 1, Weight 1", "[dex][stats]") {
  const BbpStats s = apply_nature(stats_of("Murkrow"), nature_named("Hardy"));
  CHECK(s == BbpStats{85, 6, 3, 6, 3, 91, 1, 1});
}

TEST_CASE("[5.1] Deoxys and Deoxys-Attack with a Quiet nature (+SpA, -Spe)", "[dex][stats]") {
  const Nature& quiet = nature_named("Quiet");
  CHECK(apply_nature(stats_of("Deoxys"), quiet) == BbpStats{80, 11, 4, 12, 4, 130, 3, 4});
  CHECK(apply_nature(stats_of("Deoxys-Attack"), quiet) == BbpStats{80, 13, 2, 14, 2, 130, 3, 4});
}

TEST_CASE("Handbook statlines: Golduck 90/6/6/7/6/85, Garchomp Attack 9, Sawsbuck 90 HP", "[dex][stats]") {
  const BbpStats g = stats_of("Golduck");
  CHECK(g.hp == 90);
  CHECK(g.attack == 6);
  CHECK(g.defense == 6);
  CHECK(g.special_attack == 7);
  CHECK(g.special_defense == 6);
  CHECK(g.speed == 85);
  CHECK(stats_of("Garchomp").attack == 9);
  CHECK(stats_of("Sawsbuck").hp == 90);
}

TEST_CASE("Nature rule: ±1 rank, Speed ×1.15 rounded up / ÷1.15 rounded down, neutral natures change nothing",
          "[dex][stats]") {
  const BbpStats base{100, 5, 5, 5, 5, 100, 3, 3};
  CHECK(apply_nature(base, nature_named("Adamant")).attack == 6);
  CHECK(apply_nature(base, nature_named("Adamant")).special_attack == 4);
  CHECK(apply_nature(base, nature_named("Jolly")).speed == 115);
  CHECK(apply_nature(BbpStats{100, 5, 5, 5, 5, 91, 1, 1}, nature_named("Timid")).speed == 105);  // 104.65 → 105
  CHECK(apply_nature(BbpStats{100, 5, 5, 5, 5, 91, 1, 1}, nature_named("Brave")).speed == 79);   // 79.13 → 79
  for (std::string_view n : {"Hardy", "Docile", "Bashful", "Quirky", "Serious"}) CHECK(apply_nature(base, nature_named(n)) == base);
}

TEST_CASE("[5.6] class tables agree with data/rulebook/size_classes.tsv and weight_classes.tsv", "[dex][stats]") {
  auto sizes = embedded::find("rulebook/size_classes.tsv");
  auto weights = embedded::find("rulebook/weight_classes.tsv");
  if (!sizes || !weights) {
    WARN("rulebook class tables not present yet");
    return;
  }
  TsvTable st = parse_tsv(*sizes);
  REQUIRE(st.rows.size() >= 28);
  for (std::size_t r = 0; r < st.rows.size(); ++r) {
    const int cls = *parse_int(st.cell(r, st.column("class")));
    const std::string_view shape_name = st.cell(r, st.column("shape"));
    BodyShape shape = shape_name == "serpent" ? BodyShape::serpent
                      : shape_name == "quadruped" ? BodyShape::quadruped
                      : shape_name == "avian" ? BodyShape::avian
                                               : BodyShape::biped;
    INFO(shape_name << " class " << cls);
    CHECK(size_class(*parse_double(st.cell(r, st.column("min_m"))), shape) == cls);
    if (auto mx = parse_double(st.cell(r, st.column("max_m")))) CHECK(size_class(*mx, shape) == cls);
  }
  TsvTable wt = parse_tsv(*weights);
  REQUIRE(wt.rows.size() == 12);
  for (std::size_t r = 0; r < wt.rows.size(); ++r) {
    const int cls = *parse_int(wt.cell(r, wt.column("class")));
    INFO("weight class " << cls);
    CHECK(weight_class(*parse_double(wt.cell(r, wt.column("min_kg")))) == cls);
    if (auto mx = parse_double(wt.cell(r, wt.column("max_kg")))) CHECK(weight_class(*mx) == cls);
  }
  CHECK(weight_class(9.9) == 1);
  CHECK(weight_class(999.9) == 12);
  CHECK(size_class(0.7, BodyShape::unknown) == 1);
}

TEST_CASE("Gigantamax formes keep the Weight Class of the forme they change from ([11.6c])", "[dex][stats]") {
  CHECK(stats_of("Charizard-Gmax").weight_class == stats_of("Charizard").weight_class);
}

TEST_CASE("Every species with base stats gets BBP numbers", "[dex][stats]") {
  std::size_t with = 0;
  for (EntryId i = 0; i < dex().size(Kind::species); ++i)
    if (dex().species(i).base && dex().bbp_stats(i)) ++with;
  CHECK(with == dex().size(Kind::species));
}

TEST_CASE("[5.3b] BBP effectiveness: weaknesses minus resistances on the step chart, immunity x0", "[dex][types]") {
  auto t = [](std::string_view n) {
    Resolution r = dex().resolve(Kind::type, n);
    REQUIRE(r.found());
    return r.id;
  };
  const EntryId bug_steel[] = {t("Bug"), t("Steel")};
  CHECK(dex().bbp_effectiveness(t("Fire"), bug_steel) == 2.0);  // "Fire against Scizor is x2.0"
  CHECK(dex().cartridge_effectiveness(t("Fire"), bug_steel) == 4.0);
  const EntryId flying[] = {t("Flying")};
  CHECK(dex().bbp_effectiveness(t("Electric"), flying) == 1.5);
  CHECK(dex().bbp_effectiveness(t("Ground"), flying) == 0.0);
  CHECK(dex().bbp_effectiveness(t("Bug"), flying) == 0.75);
  const EntryId steel_fairy[] = {t("Steel"), t("Fairy")};
  CHECK(dex().bbp_effectiveness(t("Dragon"), steel_fairy) == 0.0);
  const EntryId fire_water[] = {t("Fire"), t("Water")};
  CHECK(dex().bbp_effectiveness(t("Fire"), fire_water) == 0.5);
  const EntryId none[] = {t("Normal")};
  CHECK(dex().bbp_effectiveness(t("Normal"), none) == 1.0);
}
