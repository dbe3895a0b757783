// [5.5] signature moves against the Data Audit's species sheet (BBP5028, BBP5029, and how they
// change BBP5018): with an import the DAT's list decides; without one a (sig) mark is trusted.
#include "corpus/rule_case.hpp"

#include <bbp/profile.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace bbp;

namespace {

constexpr std::string_view kDelphoxRow =
    "Name,Typing,Abilities,Hidden Ability,HP,Atk,Def,SpA,SpD,Spe,Size,Weight,Signature Move\n"
    "Delphox,Fire/Psychic,Blaze,Magician,90,5,5,8,7,104,3,2,Mystical Fire\n";

std::string delphox_profile(std::string_view moves) {
  return "[hide=\"Vesta\"]\n:sv/delphox:\nVesta (Delphox)\nLevel 1 EXP: 2 / 10\nHardy nature ( +None, -None )\n"
         "Typing: Fire/Psychic\nAbilities: Blaze HA: [s]Magician[/s]\nHP: 90\nAttack: 5\nDefen.: 5\nSp.Atk: 8\n"
         "Sp.Def: 7\nSpeed: 104\nSize: 3\nWeight: 2\nMoves\n" +
         std::string(moves) + "\n[/hide]\n";
}

struct WithDat {
  test::TempDir dir;
  Dex dex;
  explicit WithDat(std::string_view csv) : dex(import_then_load(dir, csv)) {}
  static Dex import_then_load(const test::TempDir& d, std::string_view csv) {
    DiagnosticList diags;
    const DatImportResult r = import_dat_csv(SourceFile("species.csv", std::string(csv)), DatSheet::species, d.path, diags);
    REQUIRE(r.written);
    return Dex(d.path);
  }
  profile::Result check(const std::string& post) const {
    profile::Options o;
    o.dex = &dex;
    return profile::check_post(post, o);
  }
};

std::vector<std::string> codes(const profile::Result& r) {
  std::vector<std::string> out;
  for (const Diagnostic& d : r.diagnostics.items()) out.emplace_back(info(d.id).code);
  return out;
}

bool has(const std::vector<std::string>& v, std::string_view code) {
  return std::find(v.begin(), v.end(), code) != v.end();
}

}  // namespace

TEST_CASE("[5.5] BBP5028: a signature move written without (sig) gets a fix-it adding the mark", "[profile]") {
  const WithDat dat(kDelphoxRow);
  const std::string post = delphox_profile("Level 0:\nEmber\nScratch\nLevel 1:\nFire Spin\nLevel 3:\nMystical Fire");
  const profile::Result r = dat.check(post);
  const auto raised = codes(r);
  CHECK(has(raised, "BBP5028"));
  // The DAT says it is a signature move, so the Level 3 block is not "above the Level" for it.
  CHECK_FALSE(has(raised, "BBP5018"));
  CHECK_FALSE(has(raised, "BBP5029"));
  const auto it = std::find_if(r.diagnostics.items().begin(), r.diagnostics.items().end(),
                               [](const Diagnostic& d) { return d.id == DiagId::profile_signature_mark; });
  REQUIRE(it != r.diagnostics.items().end());
  REQUIRE(it->fixits.size() == 1);
  CHECK(it->fixits[0].replacement == " (sig)");
  CHECK(post.substr(it->span.begin, it->span.size()) == "Mystical Fire");
}

TEST_CASE("[5.5] BBP5028/BBP5018: a falsely marked move above the Level counts as an ordinary move", "[profile]") {
  const WithDat dat(kDelphoxRow);
  const std::string post =
      delphox_profile("Level 0:\nEmber\nScratch\nLevel 1:\nFire Spin\nLevel 3:\nMystical Fire (sig)\nPsychic (sig)");
  const profile::Result r = dat.check(post);
  const auto raised = codes(r);
  CHECK(has(raised, "BBP5028"));
  CHECK(has(raised, "BBP5018"));
  const auto it = std::find_if(r.diagnostics.items().begin(), r.diagnostics.items().end(),
                               [](const Diagnostic& d) { return d.id == DiagId::profile_signature_mark; });
  REQUIRE(it != r.diagnostics.items().end());
  CHECK(it->message.find("Psychic") != std::string::npos);
  CHECK(it->message.find("Mystical Fire") != std::string::npos);  // what the DAT lists
  REQUIRE(it->fixits.size() == 1);
  std::string fixed = post;
  fixed.replace(it->fixits[0].span.begin, it->fixits[0].span.size(), it->fixits[0].replacement);
  CHECK(fixed.find("Psychic\n") != std::string::npos);
}

TEST_CASE("[5.5] without a Data Audit import, (sig) marks are trusted and nothing is missing", "[profile]") {
  const std::string post = delphox_profile("Level 0:\nEmber\nScratch\nLevel 1:\nFire Spin\nLevel 3:\nPsychic (sig)");
  const profile::Result r = profile::check_post(post);
  const auto raised = codes(r);
  CHECK_FALSE(has(raised, "BBP5028"));
  CHECK_FALSE(has(raised, "BBP5029"));
  CHECK_FALSE(has(raised, "BBP5018"));
}

TEST_CASE("[5.5] BBP5028: a DAT row with no signature move means no move may carry the mark", "[profile]") {
  const WithDat dat("Name,Typing,Abilities,Hidden Ability,HP,Atk,Def,SpA,SpD,Spe,Size,Weight,Signature Move\n"
                    "Delphox,Fire/Psychic,Blaze,Magician,90,5,5,8,7,104,3,2,--\n");
  const profile::Result r = dat.check(delphox_profile("Level 0:\nEmber\nScratch\nLevel 1:\nFire Spin (sig)"));
  const auto raised = codes(r);
  CHECK(has(raised, "BBP5028"));
  CHECK_FALSE(has(raised, "BBP5029"));
}
