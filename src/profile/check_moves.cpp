// The movepool rules: moves exist ([5.7]), no move twice, no Level block above the Pokemon's
// Level except signature moves ([5.5]), Level blocks once each from 0 upwards and each sorted
// alphabetically (the Muginn example, item 8), Hidden Power's type is a type ([5.5]).
#include "profile/reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace bbp::profile::detail {
namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

/// The source line holding `span` (without its terminator).
Span source_line(std::string_view source, Span span) {
  std::size_t b = span.begin;
  while (b > 0 && source[b - 1] != '\n') --b;
  std::size_t e = span.end;
  while (e < source.size() && source[e] != '\n' && source[e] != '\r') ++e;
  return Span{b, e};
}

void check_names(Reader& rd, PokemonProfile& p) {
  std::map<std::string, const Move*> seen;
  for (const LevelBlock& b : p.moves) {
    for (const Move& m : b.moves) {
      if (m.id == kNoEntry) {
        const Resolution cmd = rd.dex.resolve(Kind::command, m.name.text);
        if (cmd.match != Match::exact && cmd.match != Match::alias) {
          const Resolution r = rd.dex.resolve(Kind::move, m.name.text);
          Diagnostic& d = report(rd.result, p.diagnostics, DiagId::profile_unknown_move, m.name.span,
                                 fmt::format("\"{}\" is not a move", m.name.text));
          if ((r.match == Match::fuzzy || r.match == Match::ambiguous) && (r.id != kNoEntry || !r.candidates.empty())) {
            const EntryId id = r.id != kNoEntry ? r.id : r.candidates.front().id;
            d.help = fmt::format("did you mean \"{}\"?", rd.dex.entry(Kind::move, id).name);
            if (r.match == Match::fuzzy) d.fixits.push_back(FixIt{m.name.span, std::string(rd.dex.entry(Kind::move, id).name)});
          }
        }
      }
      if (!m.hidden_power_type.empty()) {
        const Resolution t = rd.dex.resolve(Kind::type, m.hidden_power_type);
        if (t.match != Match::exact && t.match != Match::alias)
          report(rd.result, p.diagnostics, DiagId::profile_bad_hidden_power, m.name.span,
                 fmt::format("Hidden Power's type \"{}\" is not a type", m.hidden_power_type));
      }
      const std::string key = m.id != kNoEntry ? std::string(rd.dex.move(m.id).key) : fold_name(m.name.text);
      if (key.empty()) continue;
      auto [it, fresh] = seen.emplace(key, &m);
      if (!fresh) {
        Diagnostic& d = report(rd.result, p.diagnostics, DiagId::profile_duplicate_move, m.name.span,
                               fmt::format("{} is already listed", m.name.text));
        d.labels.push_back(Label{it->second->name.span, "first listed here"});
      }
    }
  }
}

void check_blocks(Reader& rd, PokemonProfile& p) {
  std::optional<int> previous;
  for (const LevelBlock& b : p.moves) {
    if (!b.level) continue;
    if (previous && *b.level <= *previous)
      report(rd.result, p.diagnostics, DiagId::profile_level_blocks_order, b.header,
             *b.level == *previous ? fmt::format("Level {} is listed twice", *b.level)
                                   : fmt::format("Level {} comes after Level {}", *b.level, *previous));
    previous = b.level;
    if (p.level && *b.level > *p.level) {
      std::size_t plain = 0;
      for (const Move& m : b.moves) plain += m.signature ? 0 : 1;
      if (plain > 0)
        report(rd.result, p.diagnostics, DiagId::profile_moves_above_level, b.header,
               fmt::format("the Pokemon is Level {} but lists {} move(s) of Level {}", *p.level, plain, *b.level),
               "remove this block until the Pokemon reaches that Level (signature moves, marked (sig), may stay)");
    }
  }
}

void check_sorted(Reader& rd, PokemonProfile& p) {
  for (const LevelBlock& b : p.moves) {
    if (b.moves.size() < 2) continue;
    std::vector<const Move*> sorted;
    for (const Move& m : b.moves) sorted.push_back(&m);
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Move* x, const Move* y) { return lower(x->name.text) < lower(y->name.text); });
    std::size_t first_wrong = b.moves.size();
    for (std::size_t i = 0; i < b.moves.size(); ++i)
      if (sorted[i] != &b.moves[i]) { first_wrong = i; break; }
    if (first_wrong == b.moves.size()) continue;
    const Move& m = b.moves[first_wrong];
    Diagnostic& d = report(rd.result, p.diagnostics, DiagId::profile_moves_not_sorted, m.name.span,
                           fmt::format("{} is out of alphabetical order{}", m.name.text,
                                       b.level ? fmt::format(" in the Level {} block", *b.level) : std::string()),
                           fmt::format("{} should come at position {}", sorted[first_wrong]->name.text, first_wrong + 1));
    // Fix-it: the block's lines, sorted, when they are consecutive lines of the source.
    const Span first = source_line(rd.source, b.moves.front().name.span);
    const Span last = source_line(rd.source, b.moves.back().name.span);
    const std::string_view region = rd.source.substr(first.begin, last.end - first.begin);
    if (static_cast<std::size_t>(std::count(region.begin(), region.end(), '\n')) != b.moves.size() - 1) continue;
    std::string replacement;
    for (const Move* s : sorted) {
      const Span line = source_line(rd.source, s->name.span);
      if (!replacement.empty()) replacement += region.find("\r\n") != std::string_view::npos ? "\r\n" : "\n";
      replacement += rd.source.substr(line.begin, line.size());
    }
    d.fixits.push_back(FixIt{Span{first.begin, last.end}, std::move(replacement)});
  }
}

}  // namespace

void check_moves(Reader& rd, PokemonProfile& p) {
  check_names(rd, p);
  if (p.layout == Layout::gen9) check_blocks(rd, p);
  check_sorted(rd, p);
}

}  // namespace bbp::profile::detail
