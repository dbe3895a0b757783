// Held items and abilities as effect text: the sources of the text and the sentences that run.
#include "sim/held_pieces.hpp"
#include "sim/field_conditions.hpp"

#include "sim/compiled_effects.hpp"
#include "sim/engine.hpp"
#include "sim/statuses.hpp"

#include <algorithm>

namespace bbp::sim {

std::string piece_effect_text(const Battle& b, const Dex& dex, std::string_view name, bool item) {
  if (name.empty()) return {};
  const std::string key = fold_name(name);
  for (const PieceText& t : item ? b.item_texts : b.ability_texts)
    if (fold_name(t.name) == key) return t.effect_text;
  const Kind kind = item ? Kind::item : Kind::ability;
  const Resolution r = dex.resolve(kind, name);
  if (r.match != Match::exact && r.match != Match::alias) return {};
  return std::string(dex.entry(kind, r.id).get_dat("description"));
}

bool runs_at_end_of_step(const EffectSentence& e) {
  return condition_sentence_runs(e) && !(e.marker && e.marker->name == "this condition");  // an item or ability is no condition
}

bool piece_sentence_runs(const EffectSentence& e) { return runs_at_end_of_step(e) || e.power.has_value(); }

std::vector<PieceEffects> compile_condition_effects(const Battle& b, const Dex& dex) {
  std::vector<PieceEffects> out;
  // Under the Dex's name, as the battle file's conditions are ("Taunted" → "Taunt", "Harsh Sunlight" → "Sun").
  for (const PieceText& t : b.condition_texts)
    out.push_back(PieceEffects{false, canonical_condition_name(dex, t.name), compile_effects(t.effect_text)});
  const auto from_data_audit = [&](const Condition& f) {
    if (find_condition(out, f.name) == nullptr)
      if (const std::string text = condition_effect_text(b, dex, f.name); !text.empty())
        out.push_back(PieceEffects{false, f.name, compile_effects(text)});
  };
  for (const Condition& f : b.field) from_data_audit(f);
  for (const Pokemon& p : b.pokemon)
    for (const Condition& f : p.conditions)
      if (!simulated_condition(f)) from_data_audit(f);
  return out;
}

std::shared_ptr<const CompiledEffects> compile_round_effects(const Battle& b, const Dex& dex,
                                                             std::optional<std::vector<PieceEffects>> conditions) {
  auto c = std::make_shared<CompiledEffects>();
  for (const MoveData& m : b.moves) c->moves.push_back(compile_effects(m.effect_text));
  for (const Pokemon& p : b.pokemon) {
    auto& mine = c->pieces.emplace_back();
    for (const bool item : {false, true}) {
      const std::string& piece = item ? p.item : p.ability;
      const std::string text = piece_effect_text(b, dex, piece, item);
      if (!text.empty()) mine.push_back(PieceEffects{item, piece, compile_effects(text)});
    }
  }
  c->conditions = conditions ? std::move(*conditions) : compile_condition_effects(b, dex);
  return c;
}

const PieceEffects* find_condition(const std::vector<PieceEffects>& conditions, std::string_view name) {
  if (conditions.empty()) return nullptr;  // the usual case: no condition has a text
  const std::string key = fold_name(name);
  for (const PieceEffects& p : conditions)
    if (folds_to(p.name, key)) return &p;
  return nullptr;
}

const PieceEffects* CompiledEffects::condition(std::string_view name) const { return find_condition(conditions, name); }

std::vector<std::pair<int, std::string>> Engine::power_terms(PokemonIndex attacker, PokemonIndex defender, const MoveData& m) const {
  // [8.10f] "The attack's largest power bonus from abilities (other ability bonuses are discarded
  // here), and … from held items"; the same for penalties. Nothing else gives one yet.
  std::vector<std::pair<int, std::string>> terms;
  const auto& pieces = compiled->pieces;
  if (attacker >= pieces.size() || defender >= pieces.size() || !m.is_attack()) return terms;
  if (pieces[attacker].empty() && pieces[defender].empty()) return terms;  // the usual case: nothing to fold
  const std::string type = m.type == kNoEntry ? std::string() : fold_name(dex.entry(Kind::type, m.type).name);
  for (const bool item : {false, true})
    for (const bool penalty : {false, true}) {
      int best = 0;
      std::string from;
      // The attacker's "when it attacks" pieces, and the defender's "when it is attacked" ones.
      const auto consider = [&](PokemonIndex owner, bool when_attacked) {
        for (const PieceEffects& piece : pieces[owner]) {
          if (piece.item != item) continue;
          for (const EffectSentence& e : piece.sentences) {
            if (!e.power || e.power->penalty != penalty || e.power->when_attacked != when_attacked) continue;
            if (!e.power->type.empty() && e.power->type != type) continue;
            if (e.power->category && *e.power->category != m.category) continue;
            if (e.power->amount > best) { best = e.power->amount; from = piece.name; }
          }
        }
      };
      consider(attacker, false);
      if (defender != attacker) consider(defender, true);
      if (best > 0) terms.emplace_back(penalty ? -best : best, from);
    }
  std::stable_partition(terms.begin(), terms.end(), [](const auto& t) { return t.first > 0; });  // bonuses, then penalties
  return terms;
}

}  // namespace bbp::sim
