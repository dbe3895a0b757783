#include "sema/post_pokemon_names.hpp"

#include "text/ascii_text.hpp"

#include <bbp/substitution.hpp>

#include <algorithm>

namespace bbp::sema {
namespace {

using Names = std::vector<std::string>;

void add(Names& names, std::string_view name) {
  name = text::trim(name);
  if (name.empty()) return;
  std::string f = text::to_lower(name);
  if (std::find(names.begin(), names.end(), f) == names.end()) names.push_back(std::move(f));
}

void add(Names& names, const orders::PokemonRef& p) {
  add(names, p.nickname.text);
  add(names, p.species.text);
  add(names, p.name.text);
}

Names gather(const orders::ExtractResult& post) {
  Names names;
  for (const orders::OrderSet& set : post.order_sets) {
    if (set.pokemon) add(names, *set.pokemon);
    for (const auto& sub : set.substitutions)
      for (const orders::TriggerClause& t : sub->trigger)
        if (t.subject && t.subject->placeholder == orders::Placeholder::none) add(names, t.subject->name.text);
  }
  for (const orders::SendOut& s : post.sendouts)
    for (const orders::PokemonRef& p : s.pokemon) add(names, p);
  for (const orders::Switch& s : post.switches) {
    if (s.out) add(names, *s.out);
    for (const orders::PokemonRef& p : s.in) add(names, p);
  }
  for (const orders::Equip& e : post.equips)
    for (const orders::PokemonRef& p : e.pokemon) add(names, p);
  for (const orders::Terastal& t : post.terastals)
    for (const orders::PokemonRef& p : t.pokemon) add(names, p);
  return names;
}

}  // namespace

bool PostPokemonNames::has(std::string_view name) const {
  if (!folded_) folded_ = gather(*post_);
  const std::string l = text::to_lower(text::trim(name));
  return std::find(folded_->begin(), folded_->end(), l) != folded_->end();
}

bool names_a_pokemon(const Dex& dex, const BattleContext& ctx, const PostPokemonNames* post, std::string_view text) {
  text = text::trim(text);
  if (text.empty()) return false;
  const Resolution sp = dex.resolve(Kind::species, text);
  if (sp.match == Match::exact || sp.match == Match::alias) return true;
  const std::string l = text::to_lower(text);
  for (const TeamContext& team : ctx.teams)
    for (const PokemonContext& p : team.pokemon)
      if (text::to_lower(p.nickname) == l || text::to_lower(p.species) == l) return true;
  return post != nullptr && post->has(text);
}

}  // namespace bbp::sema
