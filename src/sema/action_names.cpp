#include "sema/action_names.hpp"

#include "text/ascii_text.hpp"

using namespace std::string_view_literals;

namespace bbp::sema {
namespace {

bool starts_with_word(std::string_view text, std::string_view word) {
  return text::istarts_with(text, word) && (text.size() == word.size() || text[word.size()] == ' ');
}

/// [9.7] [10.6b] Medicines, Balls and the other trainer items carry the rulebook's kind
/// (data/rulebook/trainer_items.tsv); every other item of the table is a held item.
bool is_trainer_item(const Dex& dex, EntryId item) { return !dex.entry(Kind::item, item).get("kind").empty(); }

}  // namespace

std::string held_item_named(std::string_view written, std::string_view canonical) {
  written = text::trim(written);
  if (written.size() == canonical.size() && text::istarts_with(written, canonical)) return "\"" + std::string(canonical) + "\"";
  return "\"" + std::string(written) + "\" (read as " + std::string(canonical) + ")";
}

bool movepool_has(const Dex& dex, const std::vector<std::string>& moves, EntryId move) {
  for (const std::string& m : moves) {
    const Resolution r = dex.resolve(Kind::move, m);
    if (r.found() && r.id == move) return true;
  }
  return false;
}

ActionName resolve_action(const Dex& dex, std::string_view text, Span span) {
  ActionName r;
  // Trim what is not part of the name, keeping the span in step.
  std::size_t b = 0, e = text.size();
  auto trim = [&] {
    while (b < e && (text[b] == ' ' || text[b] == '\t')) ++b;
    while (e > b && (text[e - 1] == ' ' || text[e - 1] == '\t' || text[e - 1] == '.' || text[e - 1] == ',' ||
                     text[e - 1] == '!'))
      --e;
  };
  trim();
  if (const std::size_t paren = text.substr(b, e - b).find('('); paren != std::string_view::npos) e = b + paren;
  trim();
  for (std::string_view article : {"the move"sv, "the"sv, "an"sv, "a"sv}) {
    if (starts_with_word(text.substr(b, e - b), article)) {
      b += article.size();
      trim();
      break;
    }
  }
  const std::string_view name = text.substr(b, e - b);
  r.span = Span{span.begin + b, span.begin + e};
  if (name.empty()) return r;
  const Resolution command = dex.resolve(Kind::command, name);
  if (command.match == Match::exact || command.match == Match::alias) {
    r.what = ActionWhat::command;
    r.how = command.match;
    r.canonical = std::string(dex.entry(Kind::command, command.id).name);
    return r;
  }
  // Moves first: an exact or alias hit ends the search, so the item table (and its fuzzy search)
  // is only consulted for names that are not moves.
  auto strong = [](const Resolution& x) { return x.match == Match::exact || x.match == Match::alias; };
  auto take = [&](Kind kind, ActionWhat what, const Resolution& res) {
    r.what = what;
    r.id = res.id;
    r.how = res.match;
    r.canonical = std::string(dex.entry(kind, res.id).name);
    if (what == ActionWhat::item && !is_trainer_item(dex, res.id)) {
      r.what = ActionWhat::unknown;
      r.id = kNoEntry;
      r.held_item = true;
    }
    return r;
  };
  const Resolution move = dex.resolve(Kind::move, name);
  if (strong(move)) return take(Kind::move, ActionWhat::move, move);
  const Resolution item = dex.resolve(Kind::item, name);
  if (strong(item)) return take(Kind::item, ActionWhat::item, item);
  // Both fuzzy at best: the nearer wins, a move on a tie.
  if (move.match == Match::fuzzy && (item.match != Match::fuzzy || move.distance <= item.distance))
    return take(Kind::move, ActionWhat::move, move);
  if (item.found()) return take(Kind::item, ActionWhat::item, item);
  if (!move.candidates.empty()) r.suggestion = std::string(dex.entry(Kind::move, move.candidates.front().id).name);
  return r;
}

}  // namespace bbp::sema
