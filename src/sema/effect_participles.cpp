// "IF Triantis gets Intimidated", "IF you are Knocked Off": the participle of an ability or a move
// where a condition belongs. Taking effect is an event, not a condition: [10.5a] has no timing for
// it and [10.6e] no value; what it changes (a stat stage, an item, the HP) is what can be observed.
#include "sema/sub_check.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

namespace bbp::sema {
namespace {

/// The ability or move whose past participle `words` is ("Intimidated" → Intimidate, "Knocked
/// Off" → Knock Off: the verb is the first word); nullptr for anything else.
const Entry* participle_of_effect(const Dex& dex, std::string_view words, Kind& kind) {
  const std::size_t space = words.find(' ');
  const std::string_view head = words.substr(0, space);
  const std::string_view tail = space == std::string_view::npos ? std::string_view() : words.substr(space);
  for (std::string_view ending : {"ed", "d"}) {
    if (head.size() <= ending.size() + 2 || text::to_lower(head.substr(head.size() - ending.size())) != ending) continue;
    const std::string stem = std::string(head.substr(0, head.size() - ending.size())) + std::string(tail);
    for (Kind k : {Kind::ability, Kind::move}) {
      const Resolution r = dex.resolve(k, stem);
      if (r.match == Match::exact) {
        kind = k;
        return &dex.entry(k, r.id);
      }
    }
  }
  return nullptr;
}

}  // namespace

bool report_effect_participle(SubCheck& c, const orders::SubText& what, DiagId id) {
  Kind kind{};
  const Entry* effect = participle_of_effect(c.dex, text::trim(what.text), kind);
  if (effect == nullptr) return false;
  const bool ability = kind == Kind::ability;
  const std::string_view rule = id == DiagId::unreadable_timing ? "[10.5a] has no timing for it"
                                                                : "[10.6e] observes values, not effects";
  Diagnostic& d = c.report(id, what.span,
                           fmt::format("\"{}\" is the {} {} taking effect, which is no condition: {}", what.text,
                                       ability ? "ability" : "move", effect->name, rule));
  d.help = ability ? std::string("observe what it changes, a value [10.6e] lists, such as a stat stage (\"IF your "
                                 "Attack is -1 or lower\")")
                   : fmt::format("observe the action (\"IF any opponent is to use {}\") or what it changes, a value "
                                 "[10.6e] lists",
                                 effect->name);
  return true;
}

}  // namespace bbp::sema
