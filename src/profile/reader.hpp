#pragma once
// Shared state of the profile reader and checker: the post's projection, the Dex, and the one way
// every stage reports a diagnostic against a profile.
#include "profile/lines.hpp"

#include <bbp/bbcode.hpp>
#include <bbp/dex.hpp>
#include <bbp/profile.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp::profile::detail {

struct Reader {
  std::string_view source;
  const bbcode::Result& bb;
  const Dex& dex;
  Result& result;

  Span to_source(const Line& l, Piece p) const {
    return bb.plain.to_source(Span{l.begin + p.begin, l.begin + p.end});
  }
  Span line_span(const Line& l) const {
    const Piece p = trim(l.text, Piece{0, l.text.size()});
    return to_source(l, p);
  }
  Text text(const Line& l, Piece p) const {
    const Piece t = trim(l.text, p);
    return Text{std::string(slice(l.text, t)), to_source(l, t)};
  }
  bool struck(const Line& l, Piece p) const {
    const Piece t = trim(l.text, p);
    if (t.empty()) return false;
    return (bb.plain.style_at(l.begin + t.begin) & bbcode::kStrike) != 0;
  }
  bool image(const Line& l, std::size_t offset) const {
    return (bb.plain.style_at(l.begin + offset) & bbcode::kImage) != 0;
  }
  /// Whether the line's text is bold or underlined from its first to its last byte, as a section
  /// header is ("[b]Record[/b]").
  bool styled_as_header(const Line& l) const {
    const Piece t = trim(l.text, Piece{0, l.text.size()});
    if (t.empty()) return false;
    constexpr std::uint32_t kHeader = bbcode::kBold | bbcode::kUnderline;
    return (bb.plain.style_at(l.begin + t.begin) & kHeader) != 0 && (bb.plain.style_at(l.begin + t.end - 1) & kHeader) != 0;
  }
};

/// Adds a diagnostic to the result and indexes it on `indices` (a profile's diagnostics list).
Diagnostic& report(Result& r, std::vector<std::size_t>& indices, DiagId id, Span span, std::string message = {},
                   std::string help = {});

/// Reads the Pokemon profile in `lines` (one region of the post).
PokemonProfile read_pokemon(Reader& rd, const std::vector<Line>& lines, Text title);
/// Reads a trainer profile from `lines`; nullopt when the lines hold none.
std::optional<TrainerProfile> read_trainer(Reader& rd, const std::vector<Line>& lines);

/// Species named on a header line ("Muginn (Murkrow ♀)", "NICKNAME SPECIES", "Murkrow").
struct SpeciesGuess {
  Piece species, nickname, gender;
  EntryId id = kNoEntry;
  Resolution resolution;  ///< of the whole candidate, for "did you mean"
};
SpeciesGuess guess_species(const Dex& dex, std::string_view line);

/// Runs the Pokemon rules on one profile / the trainer rules on the trainer profile.
void check_pokemon(Reader& rd, PokemonProfile& p);
void check_moves(Reader& rd, PokemonProfile& p);
void check_trainer(Reader& rd, TrainerProfile& t);

/// data/rulebook/unpurchasable_starters.tsv: the species keys (folded) of the starter list.
bool is_unpurchasable_starter(const Dex& dex, EntryId species);

std::string join_names(const std::vector<std::string>& names, std::string_view sep);

}  // namespace bbp::profile::detail
