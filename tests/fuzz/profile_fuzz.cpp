// Fuzz target: a profile post (trainer and/or Pokemon profiles) read, checked, roster-checked and
// printed in every format `bbpref profile` has.
#include "fuzz/fuzz_target.hpp"

#include <bbp/profile.hpp>
#include <bbp/source.hpp>

BBP_FUZZ_TARGET(profile) {
  using namespace bbp;
  const SourceFile src("fuzz.txt", std::string(input));
  profile::Result r = profile::check_post(src.text());
  if (r.trainer && !r.pokemon.empty()) profile::check_roster(r, {});
  BBP_FUZZ_CHECK(fuzz::diagnostics_inside(r.diagnostics, input.size()));
  for (const profile::PokemonProfile& p : r.pokemon) {
    BBP_FUZZ_CHECK(fuzz::span_inside(p.span, input.size()));
    for (std::size_t i : p.diagnostics) BBP_FUZZ_CHECK(i < r.diagnostics.items().size());
  }
  (void)profile::to_json(r, src).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  (void)profile::render_bbcode(r, src);
  (void)profile::render_sarif(r, src);
}
