// Registers the `profiles` corpus kind: every corpus/profiles/NAME.txt is checked as
// `bbpref profile` does, and compared in a compact form (what each profile read as, field by
// field, and the rule ids raised) so a reviewer sees at once what was parsed and which rule fired.
#include "corpus/corpus_registry.hpp"

#include <bbp/profile.hpp>

namespace {

using nlohmann::json;

json compact(const bbp::profile::Result& r, const bbp::profile::PokemonProfile& p) {
  json abilities = json::array();
  for (const auto& a : p.abilities)
    abilities.push_back(a.name.text + (a.hidden ? " [hidden]" : "") + (a.locked ? " [locked]" : ""));
  json typing = json::array();
  for (const auto& t : p.typing) typing.push_back(t.text);
  json stats = json::array();
  for (const auto& s : p.stats)
    stats.push_back(s.value ? json(std::to_string(*s.value) + (s.mark > 0 ? "(+)" : s.mark < 0 ? "(-)" : "")) : json(nullptr));
  json moves = json::array();
  for (const auto& b : p.moves) {
    json names = json::array();
    for (const auto& m : b.moves)
      names.push_back(m.name.text + (m.hidden_power_type.empty() ? "" : " <" + m.hidden_power_type + ">") +
                      (m.signature ? " (sig)" : ""));
    moves.push_back({{"level", b.level ? json(*b.level) : json(nullptr)}, {"moves", names}});
  }
  json formes = json::array();
  for (const auto& f : p.formes) formes.push_back(f.species.text);
  json traits = json::array();
  for (const auto& t : p.traits) traits.push_back(t.text);
  json rules = json::array();
  for (std::size_t i : p.diagnostics) rules.push_back(bbp::info(r.diagnostics.items()[i].id).code);
  return {{"title", p.title.text},     {"layout", std::string(bbp::profile::to_string(p.layout))},
          {"role", p.role.text},       {"nickname", p.nickname.text},
          {"species", p.species.text}, {"known_species", p.species_id != bbp::kNoEntry},
          {"level", p.level ? json(*p.level) : json(nullptr)},
          {"exp", p.exp ? json(*p.exp) : json(p.exp_dashes ? json("--") : json(nullptr))},
          {"nature", p.nature.text},   {"nature_note", p.nature_note.text},
          {"typing", typing},          {"abilities", abilities},
          {"traits", traits},          {"stats", stats},
          {"formes", formes},          {"moves", moves},
          {"rules", rules}};
}

const bbp::test::CorpusRegistrar kProfilesKind("profiles", [](std::string_view name, std::string_view input) {
  bbp::profile::Result r = bbp::profile::check_post(input);
  if (r.trainer && !r.pokemon.empty()) bbp::profile::check_roster(r, {});
  json pokemon = json::array();
  for (const auto& p : r.pokemon) pokemon.push_back(compact(r, p));
  json trainer = nullptr;
  if (r.trainer) {
    json listed = json::array();
    for (const auto& t : r.trainer->pokemon) listed.push_back(t.text);
    json currencies = json::object();
    for (const auto& c : r.trainer->currencies) currencies[c.name.text] = c.value ? json(*c.value) : json(nullptr);
    json items = json::array();
    for (const auto& it : r.trainer->items)
      items.push_back((it.count ? std::to_string(*it.count) + "x " : std::string("? ")) + it.name.text +
                      (it.key_item ? " [key]" : ""));
    json rules = json::array();
    for (std::size_t i : r.trainer->diagnostics) rules.push_back(bbp::info(r.diagnostics.items()[i].id).code);
    trainer = {{"pokemon", listed},
               {"trainer_level", r.trainer->trainer_level ? json(*r.trainer->trainer_level) : json(nullptr)},
               {"currencies", currencies},
               {"items", items},
               {"rules", rules}};
  }
  json all = json::array();
  for (const auto& d : r.diagnostics.items()) all.push_back(bbp::info(d.id).code);
  return json{{"file", std::string(name)}, {"ok", r.ok()}, {"pokemon", pokemon}, {"trainer", trainer}, {"diagnostics", all}};
});

}  // namespace
