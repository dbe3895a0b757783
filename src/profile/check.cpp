// profile::check and profile::check_roster: the entry points that run the rules, plus the two
// rulebook tables they read (the starter list and the neutral natures).
#include "profile/reader.hpp"

#include <bbp/embedded.hpp>

#include <fmt/format.h>

#include <mutex>
#include <set>

namespace bbp::profile {
namespace detail {
namespace {

/// The first column of a rulebook TSV (header skipped), folded.
std::set<std::string> first_column(std::string_view path) {
  std::set<std::string> out;
  const auto data = embedded::find(path);
  if (!data) return out;
  std::string_view t = *data;
  bool header = true;
  while (!t.empty()) {
    std::size_t e = t.find('\n');
    const std::string_view line = t.substr(0, e);
    t = e == std::string_view::npos ? std::string_view() : t.substr(e + 1);
    if (header) { header = false; continue; }
    const std::string key = fold_name(line.substr(0, line.find('\t')));
    if (!key.empty()) out.insert(key);
  }
  return out;
}

}  // namespace

bool is_unpurchasable_starter(const Dex& dex, EntryId species) {
  // data/rulebook/unpurchasable_starters.tsv, from "Your Starter Pokemon". Ruling: a listed base
  // species covers its formes only when the forme is listed too (Articuno-Galar is listed on its own).
  static const std::set<std::string> kList = first_column("rulebook/unpurchasable_starters.tsv");
  return kList.count(std::string(dex.species(species).key)) > 0;
}

}  // namespace detail

void check(Result& result, std::string_view source, const Options& options) {
  using namespace detail;
  if (!result.ok_input) return;
  // The rules work on spans in the source; the projection is only needed while reading.
  static const bbcode::Result kNoProjection;
  (void)options.bbcode;
  const bbcode::Result& bb = kNoProjection;
  const Dex& dex = options.dex != nullptr ? *options.dex : bbp::dex();
  Reader rd{source, bb, dex, result};
  for (PokemonProfile& p : result.pokemon) {
    check_pokemon(rd, p);
    check_moves(rd, p);
  }
  if (result.trainer) check_trainer(rd, *result.trainer);
}

void check_roster(Result& trainer_post, const std::vector<const Result*>& pokemon_posts) {
  if (!trainer_post.trainer) return;
  TrainerProfile& t = *trainer_post.trainer;
  std::vector<std::string> known;  // folded names a listed Pokemon may go by
  auto add = [&](const PokemonProfile& p) {
    for (const Text* n : {&p.nickname, &p.species, &p.title})
      if (n->present()) known.push_back(fold_name(n->text));
  };
  for (const PokemonProfile& p : trainer_post.pokemon) add(p);
  for (const Result* r : pokemon_posts)
    if (r != nullptr)
      for (const PokemonProfile& p : r->pokemon) add(p);
  for (const Text& listed : t.pokemon) {
    const std::string want = fold_name(listed.text);
    if (want.empty()) continue;
    bool found = false;
    for (const std::string& k : known) {
      // "Muginn", "Muginn the Murkrow", "Muginn (Murkrow)" all match a profile named Muginn.
      if (k.empty()) continue;
      if (k == want || want.find(k) != std::string::npos || k.find(want) != std::string::npos) {
        found = true;
        break;
      }
    }
    if (!found)
      detail::report(trainer_post, t.diagnostics, DiagId::trainer_pokemon_without_profile, listed.span,
                     fmt::format("{} has no profile in the given posts", listed.text),
                     "give the post(s) holding the Pokemon profiles too, or add the missing profile");
  }
}

}  // namespace bbp::profile
