// [9.3a] Ordering otherwise: "It's not possible, when ordering otherwise, to further specify when or
// how to activate or not activate an object's effect ... It can be thought of as a binary choice
// ... and that choice persists for the entire round." An addendum with a condition is illegal.
// "Do not activate [object name]" names an object: an addendum whose object is no ability, item or
// effect the Dex knows ("Do not activate Speed Boots") declines nothing the referee can find.
#include "sema/order_checks.hpp"

#include <fmt/format.h>

#include <array>

using namespace std::string_view_literals;

namespace bbp::sema {

namespace {

// Words that name the object by what it is rather than by its name ("my ability", "the berry",
// "its held item"): the Pokemon's own, which the referee knows without a name.
constexpr std::array kGenericObjectWords = {"ability"sv, "abilities"sv, "item"sv, "items"sv, "berry"sv, "trait"sv,
                                            "effect"sv,  "effects"sv,   "it"sv,   "anything"sv, "everything"sv,
                                            "form"sv,    "forme"sv};

// The kinds an addendum's object may be: what triggers "unless ordered otherwise" ([9.3a]), a
// Forme change ([9.3]), or the move such an effect would use ("Sandstorm").
constexpr std::array kObjectKinds = {Kind::ability, Kind::item,    Kind::move,   Kind::command,
                                     Kind::condition, Kind::weather, Kind::terrain};

bool names_generically(std::string_view object) {
  for (std::string_view w : kGenericObjectWords)
    if (text::ifind_word(object, w) != std::string_view::npos) return true;
  return false;
}

/// "Triantis's Technician", "the Leftovers", "Sand Stream's": the name without its owner, article
/// or a possessive ending.
std::string_view bare_object(std::string_view object) {
  for (std::string_view article : {"the "sv, "my "sv, "its "sv, "his "sv, "her "sv, "their "sv, "your "sv})
    if (text::istarts_with(object, article)) object.remove_prefix(article.size());
  for (std::string_view possessive : {"'s "sv, "\xE2\x80\x99s "sv, "s' "sv}) {
    const std::size_t p = object.find(possessive);
    if (p != std::string_view::npos && p + possessive.size() < object.size()) {
      object.remove_prefix(p + possessive.size());
      break;
    }
  }
  for (std::string_view end : {"'s"sv, "\xE2\x80\x99s"sv, "'"sv})
    if (object.ends_with(end)) object.remove_suffix(end.size());
  return text::trim(object);
}

/// The names of "Speed Boost and Leftovers" / "Sand Stream, Leftovers or Air Balloon", each with
/// its offset in `object`.
std::vector<std::pair<std::size_t, std::string_view>> object_names(std::string_view object) {
  std::vector<std::pair<std::size_t, std::string_view>> names;
  std::size_t at = 0;
  while (at <= object.size()) {
    std::size_t cut = object.size(), skip = 0;
    for (std::string_view sep : {", and "sv, ", or "sv, ", "sv, " and "sv, " or "sv, " nor "sv}) {
      const std::size_t p = text::ifind(object.substr(at), sep);
      if (p != std::string_view::npos && at + p < cut) cut = at + p, skip = sep.size();
    }
    const std::string_view part = object.substr(at, cut - at);
    if (!text::trim(part).empty()) names.emplace_back(at + (text::trim(part).data() - part.data()), text::trim(part));
    if (cut == object.size()) break;
    at = cut + skip;
  }
  return names;
}

void check_object(OrderCheck& c, const orders::Addendum& a) {
  for (const auto& [offset, written] : object_names(a.object.text)) {
    if (names_generically(written)) continue;
    const std::string_view name = bare_object(written);
    if (name.empty()) continue;
    Resolution best;
    Kind best_kind = Kind::ability;
    bool known = false;
    // "Do not use Summon Sandstorm": the triggered action of a weather or terrain ability, named as
    // [9.3a]'s own example names it ("The user uses Summon Sandstorm as a triggered action").
    if (text::istarts_with(name, "summon ")) {
      const std::string_view summoned = text::trim(name.substr(7));
      for (Kind k : {Kind::weather, Kind::terrain, Kind::condition}) {
        if (!c.dex.has_table(k)) continue;
        const Match m = c.dex.resolve(k, summoned).match;
        known = known || m == Match::exact || m == Match::alias;
      }
    }
    for (Kind k : kObjectKinds) {
      if (known) break;
      if (!c.dex.has_table(k)) continue;
      const Resolution r = c.dex.resolve(k, name);
      if (r.match == Match::exact || r.match == Match::alias) {
        known = true;
        break;
      }
      if (r.match == Match::fuzzy && (!best.found() || r.distance < best.distance)) best = r, best_kind = k;
    }
    if (known) continue;
    const std::size_t name_at = offset + static_cast<std::size_t>(name.data() - written.data());
    // The object's source bytes are its projected text unless a tag sits inside it; then the whole
    // object is marked, as no offset in the text is one in the source.
    const bool verbatim = a.object.span.size() == a.object.text.size();
    const Span span = verbatim ? Span{a.object.span.begin + name_at,
                                      a.object.span.begin + name_at + name.size()}
                               : a.object.span;
    Diagnostic& d = c.report(DiagId::unknown_addendum_object, span,
                             fmt::format("\"{}\" is no ability, item or effect bbpref knows: the addendum must name "
                                         "the object whose effect is not to trigger [9.3a]",
                                         name));
    if (best.found()) {
      const std::string_view fixed = c.dex.entry(best_kind, best.id).name;
      d.help = fmt::format("did you mean \"{}\"?", fixed);
      // Only where the marked bytes are the name alone: replacing a whole object with markup
      // inside would drop its other names and owner, which --fix never does silently.
      if (verbatim) d.fixits.push_back(FixIt{span, std::string(fixed)});
    } else {
      d.help = "name the ability or item as its page does, e.g. \"Do not activate Sand Stream\"";
    }
  }
}

}  // namespace

void check_addenda(OrderCheck& c, const orders::OrderSet& set) {
  for (const orders::Addendum& a : set.addenda) {
    if (a.kind == "order-otherwise" && a.object.present()) check_object(c, a);
    if (!a.condition.present()) continue;
    const std::string object = a.object.present() ? a.object.text : std::string("the effect");
    Diagnostic& d = c.report(DiagId::conditional_addendum, a.condition.span,
                             fmt::format("\"{}\": an addendum cannot say when to activate or not activate {}; ordering "
                                         "otherwise is one choice for the whole round [9.3a]",
                                         a.condition.text, object));
    d.help = fmt::format("write \"Do not activate {}\" without a condition, or leave it out to let the effect "
                         "trigger as usual",
                         object);
  }
}

}  // namespace bbp::sema
