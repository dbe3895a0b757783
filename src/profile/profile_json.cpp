// The JSON document of `bbpref profile --format json` and POST /api/profile (docs/profile-json.md).
#include <bbp/diagnostic_json.hpp>
#include <bbp/profile.hpp>

namespace bbp::profile {
namespace {

using nlohmann::json;

struct Writer {
  const SourceFile& src;
  const Dex& dex;

  json span(Span s) const { return span_to_json(src, s); }
  json text(const Text& t) const {
    if (!t.present()) return nullptr;
    return {{"text", t.text}, {"span", span(t.span)}};
  }
  json texts(const std::vector<Text>& v) const {
    json out = json::array();
    for (const Text& t : v) out.push_back(text(t));
    return out;
  }
  json name_of(Kind k, EntryId id) const {
    return id == kNoEntry || id >= dex.size(k) ? json(nullptr) : json(std::string(dex.entry(k, id).name));
  }
  json abilities(const std::vector<Ability>& v) const {
    json out = json::array();
    for (const Ability& a : v)
      out.push_back({{"text", a.name.text}, {"span", span(a.name.span)}, {"ability", name_of(Kind::ability, a.id)},
                     {"hidden", a.hidden}, {"locked", a.locked}});
    return out;
  }
  json stats(const Stat* s) const {
    json out = json::object();
    for (std::size_t i = 0; i < kStatCount; ++i) {
      const Stat& st = s[i];
      if (st.span.empty() && !st.value) {
        out[std::string(to_string(static_cast<StatKey>(i)))] = nullptr;
        continue;
      }
      out[std::string(to_string(static_cast<StatKey>(i)))] = {
          {"value", st.value ? json(*st.value) : json(nullptr)},
          {"mark", st.mark > 0 ? json("+") : st.mark < 0 ? json("-") : json(nullptr)},
          {"alternate", st.alternate ? json(*st.alternate) : json(nullptr)},
          {"span", span(st.span)}};
    }
    return out;
  }
  json moves(const std::vector<LevelBlock>& blocks) const {
    json out = json::array();
    for (const LevelBlock& b : blocks) {
      json ms = json::array();
      for (const Move& m : b.moves)
        ms.push_back({{"text", m.name.text},
                      {"span", span(m.name.span)},
                      {"move", name_of(Kind::move, m.id)},
                      {"suffix", m.suffix.empty() ? json(nullptr) : json(m.suffix)},
                      {"signature", m.signature},
                      {"hidden_power_type", m.hidden_power_type.empty() ? json(nullptr) : json(m.hidden_power_type)}});
      out.push_back({{"level", b.level ? json(*b.level) : json(nullptr)},
                     {"header", b.header.empty() ? json(nullptr) : span(b.header)},
                     {"moves", std::move(ms)}});
    }
    return out;
  }
  json indices(const std::vector<std::size_t>& v) const {
    json out = json::array();
    for (std::size_t i : v) out.push_back(i);
    return out;
  }

  json pokemon(const PokemonProfile& p) const {
    json formes = json::array();
    for (const Forme& f : p.formes)
      formes.push_back({{"species", text(f.species)},
                        {"species_id", name_of(Kind::species, f.species_id)},
                        {"typing", texts(f.typing)},
                        {"abilities", abilities(f.abilities)},
                        {"traits", texts(f.traits)},
                        {"stats", stats(f.stats)},
                        {"span", span(f.span)}});
    json order = json::array();
    for (const FieldPos& f : p.field_order) order.push_back(std::string(to_string(f.field)));
    json types = json::array();
    for (EntryId t : p.type_ids) types.push_back(name_of(Kind::type, t));
    return {
        {"span", span(p.span)},
        {"title", text(p.title)},
        {"layout", std::string(to_string(p.layout))},
        {"sprite", text(p.sprite)},
        {"sprite_species", name_of(Kind::species, p.sprite_species)},
        {"role", text(p.role)},
        {"nickname", text(p.nickname)},
        {"species", text(p.species)},
        {"species_id", name_of(Kind::species, p.species_id)},
        {"gender", text(p.gender)},
        {"level", p.level ? json(*p.level) : json(nullptr)},
        {"stars", p.stars ? json(*p.stars) : json(nullptr)},
        {"exp", {{"value", p.exp ? json(*p.exp) : json(nullptr)},
                 {"max", p.exp_max ? json(*p.exp_max) : json(nullptr)},
                 {"dashes", p.exp_dashes},
                 {"span", p.exp_span.empty() ? json(nullptr) : span(p.exp_span)}}},
        {"nature", text(p.nature)},
        {"nature_id", name_of(Kind::nature, p.nature_id)},
        {"nature_note", text(p.nature_note)},
        {"typing", texts(p.typing)},
        {"types", std::move(types)},
        {"abilities", abilities(p.abilities)},
        {"traits", texts(p.traits)},
        {"items", texts(p.items)},
        {"notes", texts(p.notes)},
        {"stats", stats(p.stats)},
        {"formes", std::move(formes)},
        {"moves", moves(p.moves)},
        {"field_order", std::move(order)},
        {"diagnostics", indices(p.diagnostics)},
    };
  }

  json trainer(const TrainerProfile& t) const {
    json currencies = json::array();
    for (const Currency& c : t.currencies)
      currencies.push_back({{"name", c.name.text}, {"value", c.value ? json(*c.value) : json(nullptr)}, {"span", span(c.value_span)}});
    json items = json::array();
    for (const ItemLine& it : t.items)
      items.push_back({{"count", it.count ? json(*it.count) : json(nullptr)},
                       {"sprite", text(it.sprite)},
                       {"name", text(it.name)},
                       {"item", name_of(Kind::item, it.item)},
                       {"key_item", it.key_item},
                       {"span", span(it.span)}});
    return {{"span", span(t.span)},
            {"trainer_name", text(t.trainer_name)},
            {"pokemon", texts(t.pokemon)},
            {"trainer_level", t.trainer_level ? json(*t.trainer_level) : json(nullptr)},
            {"currencies", std::move(currencies)},
            {"items", std::move(items)},
            {"current_battles", texts(t.current_battles)},
            {"prize_claims", texts(t.prize_claims)},
            {"diagnostics", indices(t.diagnostics)}};
  }
};

}  // namespace

nlohmann::json to_json(const Result& r, const SourceFile& src) {
  const Writer w{src, bbp::dex()};
  json pokemon = json::array();
  for (const PokemonProfile& p : r.pokemon) pokemon.push_back(w.pokemon(p));
  json diags = diagnostics_to_json(src, r.diagnostics.items());
  return {{"file", src.name()},
          {"ok", r.ok()},
          {"pokemon", std::move(pokemon)},
          {"trainer", r.trainer ? w.trainer(*r.trainer) : json(nullptr)},
          {"diagnostics", std::move(diags["diagnostics"])},
          {"summary", std::move(diags["summary"])}};
}

}  // namespace bbp::profile
