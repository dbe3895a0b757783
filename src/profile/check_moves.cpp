// The movepool rules: moves exist ([5.7]), no move twice, no Level block above the Pokemon's
// Level except signature moves ([5.5]), Level blocks once each from 0 upwards and each sorted
// alphabetically (the Muginn example, item 8), Hidden Power's type is a type ([5.5]). Signature
// moves are the Data Audit's ("Signature Move" column of the species sheet): when it was imported
// for the species its list decides, and the (sig) marks and the movepool are checked against it;
// otherwise a (sig) mark is trusted (docs/rulings.md "Signature moves").
#include "profile/reader.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

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

/// The species' signature moves as the Data Audit gives them; nullopt when its species sheet gave
/// this species no row (then nothing is known and the profile's marks are trusted). A name the
/// Dex cannot resolve is matched by its folded spelling.
struct SignatureMoves {
  struct One {
    std::string name;  ///< as the DAT writes it, for messages
    EntryId id = kNoEntry;
    std::string key;   ///< folded name
  };
  std::vector<One> moves;
  /// The index of `m` in `moves`, or npos.
  std::size_t find(const Move& m) const {
    for (std::size_t i = 0; i < moves.size(); ++i)
      if (m.id != kNoEntry ? moves[i].id == m.id : moves[i].key == fold_name(m.name.text)) return i;
    return std::string::npos;
  }
  bool contains(const Move& m) const { return find(m) != std::string::npos; }
};

std::optional<SignatureMoves> dat_signature_moves(const Dex& dex, EntryId species) {
  if (species == kNoEntry) return std::nullopt;
  const Species& s = dex.species(species);
  if (s.dat.empty()) return std::nullopt;
  SignatureMoves out;
  std::string_view list = s.get_dat("signature_moves");  // '|'-joined canonical names
  while (!list.empty()) {
    const std::size_t bar = list.find('|');
    const std::string_view name = list.substr(0, bar);
    list = bar == std::string_view::npos ? std::string_view() : list.substr(bar + 1);
    if (name.empty()) continue;
    const Resolution r = dex.resolve(Kind::move, name);
    const bool known = r.match == Match::exact || r.match == Match::alias;
    out.moves.push_back({std::string(name), known ? r.id : kNoEntry, fold_name(name)});
  }
  return out;
}

/// Whether the move counts as a signature move: the DAT's list when known, else its mark.
bool is_signature(const std::optional<SignatureMoves>& sig, const Move& m) {
  return sig ? sig->contains(m) : m.signature;
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

void check_blocks(Reader& rd, PokemonProfile& p, const std::optional<SignatureMoves>& sig) {
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
      for (const Move& m : b.moves) plain += is_signature(sig, m) ? 0 : 1;
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

/// [5.5] against the Data Audit: every (sig) mark on a signature move, every signature move marked
/// and listed. Only for the current layout (the older one had no marks).
void check_signatures(Reader& rd, PokemonProfile& p, const SignatureMoves& sig) {
  const std::string_view species = rd.dex.entry(Kind::species, p.species_id).name;
  std::vector<std::string> names;
  for (const auto& one : sig.moves) names.push_back(one.name);
  const std::string listed = names.empty() ? std::string("none") : fmt::format("{}", fmt::join(names, ", "));
  std::vector<bool> listed_in_profile(sig.moves.size(), false);
  for (const LevelBlock& b : p.moves) {
    for (const Move& m : b.moves) {
      const std::size_t at = sig.find(m);
      if (at != std::string::npos) listed_in_profile[at] = true;
      if (m.signature && at == std::string::npos) {
        Diagnostic& d = report(rd.result, p.diagnostics, DiagId::profile_signature_mark, m.name.span,
                               fmt::format("{} is marked (sig) but is not a signature move of {} (Data Audit: {})",
                                           m.name.text, species, listed),
                               "remove the mark; the move is known only from its Level");
        // Fix-it: drop " (sig)" when it follows the name on the same line.
        const std::string_view rest =
            rd.source.substr(m.name.span.end, std::min<std::size_t>(16, rd.source.size() - m.name.span.end));
        const std::size_t open = rest.find('(');
        if (open != std::string_view::npos && rest.substr(0, open).find_first_not_of(" \t") == std::string_view::npos &&
            lower(rest.substr(open, 5)) == "(sig)")
          d.fixits.push_back(FixIt{Span{m.name.span.end, m.name.span.end + open + 5}, ""});
      } else if (!m.signature && at != std::string::npos) {
        Diagnostic& d = report(rd.result, p.diagnostics, DiagId::profile_signature_mark, m.name.span,
                               fmt::format("{} is {}'s signature move; mark it (sig)", m.name.text, species),
                               "a signature move is known at every Level; the mark tells readers why it is listed");
        d.fixits.push_back(FixIt{Span{m.name.span.end, m.name.span.end}, " (sig)"});
      }
    }
  }
  if (p.moves.empty()) return;  // no movepool written: BBP5004 reports that
  const LevelBlock& first = p.moves.front();
  const Span where = first.header.size() > 0      ? first.header
                     : !first.moves.empty() ? first.moves.front().name.span
                                            : p.species.span;
  for (std::size_t i = 0; i < sig.moves.size(); ++i) {
    if (listed_in_profile[i]) continue;
    report(rd.result, p.diagnostics, DiagId::profile_signature_move_missing, where,
           fmt::format("{} knows its signature move {} at every Level, but the movepool does not list it", species,
                       sig.moves[i].name),
           fmt::format("add \"{} (sig)\" to the movepool", sig.moves[i].name));
  }
}

}  // namespace

void check_moves(Reader& rd, PokemonProfile& p) {
  check_names(rd, p);
  const std::optional<SignatureMoves> sig =
      p.layout == Layout::gen9 ? dat_signature_moves(rd.dex, p.species_id) : std::nullopt;
  if (p.layout == Layout::gen9) check_blocks(rd, p, sig);
  if (sig) check_signatures(rd, p, *sig);
  check_sorted(rd, p);
}

}  // namespace bbp::profile::detail
