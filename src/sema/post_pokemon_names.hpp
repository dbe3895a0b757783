#pragma once
// The names a post itself gives Pokemon: [10.3b] reads "Moonblast Tallow" as "Moonblast on Tallow"
// when Tallow is a Pokemon, and without a context the post is the only place that says so.
#include <bbp/context.hpp>
#include <bbp/dex.hpp>
#include <bbp/orders.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::sema {

/// The names of the Pokemon a post names: its order-set headers, send-outs, switches, equips and
/// Terastal declarations, and the Pokemon its substitutions observe by name. Gathered on the first
/// question only: most posts never ask (only an unknown action name does).
class PostPokemonNames {
 public:
  explicit PostPokemonNames(const orders::ExtractResult& post) : post_(&post) {}
  /// Whether the post names a Pokemon `name` (any case).
  bool has(std::string_view name) const;

 private:
  const orders::ExtractResult* post_;
  mutable std::optional<std::vector<std::string>> folded_;  ///< ASCII lower-case
};

/// Whether `text` names one Pokemon: a species (exactly or by an alias), a Pokemon of the context
/// by nickname or species, or a name the post gives a Pokemon (`post` may be null).
bool names_a_pokemon(const Dex& dex, const BattleContext& ctx, const PostPokemonNames* post, std::string_view text);

}  // namespace bbp::sema
