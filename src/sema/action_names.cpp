#include "sema/action_names.hpp"

#include <bbp/embedded.hpp>

#include <cctype>
#include <unordered_set>

namespace bbp::sema {
namespace {

const std::unordered_set<std::string>& commands() {
  static const std::unordered_set<std::string> set = [] {
    std::unordered_set<std::string> s;
    const auto table = embedded::find("rulebook/commands.tsv");
    if (!table) return s;
    std::string_view t = *table;
    bool header = true;
    while (!t.empty()) {
      const std::size_t nl = t.find('\n');
      const std::string_view line = t.substr(0, nl);
      t = nl == std::string_view::npos ? std::string_view{} : t.substr(nl + 1);
      if (header) { header = false; continue; }
      const std::string_view name = line.substr(0, line.find('\t'));
      if (!name.empty()) s.insert(fold_name(name));
      // aliases column (second) holds '|'-joined other names
      const std::size_t tab = line.find('\t');
      if (tab != std::string_view::npos) {
        std::string_view aliases = line.substr(tab + 1);
        aliases = aliases.substr(0, aliases.find('\t'));
        while (!aliases.empty()) {
          const std::size_t bar = aliases.find('|');
          const std::string_view a = aliases.substr(0, bar);
          if (!a.empty()) s.insert(fold_name(a));
          aliases = bar == std::string_view::npos ? std::string_view{} : aliases.substr(bar + 1);
        }
      }
    }
    return s;
  }();
  return set;
}

bool starts_with_word(std::string_view text, std::string_view word) {
  if (text.size() < word.size()) return false;
  for (std::size_t i = 0; i < word.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(text[i])) != word[i]) return false;
  return text.size() == word.size() || text[word.size()] == ' ';
}

}  // namespace

bool movepool_has(const Dex& dex, const std::vector<std::string>& moves, EntryId move) {
  for (const std::string& m : moves) {
    const Resolution r = dex.resolve(Kind::move, m);
    if (r.found() && r.id == move) return true;
  }
  return false;
}

bool is_command(std::string_view folded) { return commands().count(std::string(folded)) > 0; }

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
  for (std::string_view article : {"the move", "the", "an", "a"}) {
    if (starts_with_word(text.substr(b, e - b), article)) {
      b += article.size();
      trim();
      break;
    }
  }
  const std::string_view name = text.substr(b, e - b);
  r.span = Span{span.begin + b, span.begin + e};
  if (name.empty()) return r;
  const std::string folded = fold_name(name);
  if (is_command(folded)) {
    r.what = ActionWhat::command;
    r.how = Match::exact;
    r.canonical = std::string(name);
    return r;
  }
  const Resolution move = dex.resolve(Kind::move, name);
  const Resolution item = dex.resolve(Kind::item, name);
  // An exact or alias hit of either kind wins over a fuzzy hit of the other.
  auto strong = [](const Resolution& x) { return x.match == Match::exact || x.match == Match::alias; };
  if (strong(move) || (!strong(item) && move.match == Match::fuzzy &&
                       (item.match != Match::fuzzy || move.distance <= item.distance))) {
    r.what = ActionWhat::move;
    r.id = move.id;
    r.how = move.match;
    r.canonical = std::string(dex.entry(Kind::move, move.id).name);
    return r;
  }
  if (item.found()) {
    r.what = ActionWhat::item;
    r.id = item.id;
    r.how = item.match;
    r.canonical = std::string(dex.entry(Kind::item, item.id).name);
    return r;
  }
  if (!move.candidates.empty()) r.suggestion = std::string(dex.entry(Kind::move, move.candidates.front().id).name);
  return r;
}

}  // namespace bbp::sema
