// The trainer profile rules ("Profile Creation" template, [12.1]) and the roster check: every
// Pokemon the trainer lists has a profile.
#include "profile/reader.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

using namespace std::string_view_literals;

namespace bbp::profile::detail {

void check_trainer(Reader& rd, TrainerProfile& t) {
  std::vector<std::string> missing;
  if (t.trainer_level_span.empty()) missing.push_back("Trainer Level");
  // Ruling (docs/rulings.md, "Profiles"): the template's TC, RC and JC are required; [12.1]'s Star
  // Pieces and Comet Shards are kept as Key Items in the template, so they are not required here.
  for (std::string_view c : {"TC"sv, "RC"sv, "JC"sv}) {
    bool found = false;
    for (const Currency& cur : t.currencies) found = found || fold_name(cur.name.text) == fold_name(c);
    if (!found) missing.emplace_back(c);
  }
  if (t.items_span.empty()) missing.push_back("Items");
  if (t.prize_claims_span.empty()) missing.push_back("Prize Claims");
  if (!missing.empty())
    report(rd.result, t.diagnostics, DiagId::trainer_missing_section, Span{t.span.begin, t.span.begin},
           "the trainer profile has no " + join_names(missing, ", "),
           "copy the sections of the template in \"Profile Creation\"");
  if (!t.trainer_level_span.empty() && !t.trainer_level)
    report(rd.result, t.diagnostics, DiagId::trainer_bad_level, t.trainer_level_span, {}, "write a number such as \"Trainer Level: 0\"");
  for (const Currency& c : t.currencies)
    if (!c.value)
      report(rd.result, t.diagnostics, DiagId::trainer_bad_currency, c.value_span,
             fmt::format("{} is \"{}\", not a non-negative whole number", c.name.text,
                         std::string(rd.source.substr(c.value_span.begin, c.value_span.size()))),
             "write the count without units or signs, e.g. \"TC: 12\"");
  for (const ItemLine& it : t.items) {
    if (!it.count && it.item != kNoEntry) {
      // "Life Orb" with no count: the item is known, so the fix can name it.
      const std::string_view name = rd.dex.entry(Kind::item, it.item).name;
      report(rd.result, t.diagnostics, DiagId::trainer_bad_item_line, it.span,
             fmt::format("the item line \"{}\" has no count", it.name.text),
             fmt::format("write it as 1x:{}:{} (the number held, its sprite code, its name)", text::to_lower(name), name));
      continue;
    }
    if (!it.count) {
      report(rd.result, t.diagnostics, DiagId::trainer_bad_item_line, it.span, {},
             "write each item as a count, its sprite code and its name: 1x:oran berry:Oran Berry");
      continue;
    }
    if (it.key_item || it.item != kNoEntry) continue;
    const Resolution r = rd.dex.resolve(Kind::item, it.name.text);
    std::string help;
    if ((r.match == Match::fuzzy || r.match == Match::ambiguous) && (r.id != kNoEntry || !r.candidates.empty()))
      help = fmt::format("did you mean \"{}\"?", rd.dex.entry(Kind::item, r.id != kNoEntry ? r.id : r.candidates.front().id).name);
    report(rd.result, t.diagnostics, DiagId::trainer_unknown_item, it.name.span, fmt::format("\"{}\" is not an item bbpref knows", it.name.text),
           std::move(help));
  }
}

}  // namespace bbp::profile::detail
