// [10.6d] Which listed action group a phrase of a substitution names. Players write the group with
// an article ("a Protective Move"), in the plural ("Protective Moves") or bare; the linter and the
// round engine must agree on it, so both ask here.
#include <bbp/dex.hpp>

#include "text/ascii_text.hpp"

#include <string_view>

namespace bbp {

namespace {

bool listed(const Resolution& r) { return r.match == Match::exact || r.match == Match::alias; }

}  // namespace

Resolution resolve_action_group(const Dex& dex, std::string_view phrase) {
  phrase = text::strip_determiner(phrase);
  Resolution r = dex.resolve(Kind::action_group, phrase);
  if (listed(r)) return r;
  if (phrase.size() > 1 && (phrase.back() == 's' || phrase.back() == 'S')) {
    const Resolution singular = dex.resolve(Kind::action_group, phrase.substr(0, phrase.size() - 1));
    if (listed(singular) || !r.found()) return singular;
  }
  return r;
}

}  // namespace bbp
