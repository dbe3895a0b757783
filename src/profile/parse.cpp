// profile::parse: the post is lexed (src/bbcode), cut into regions that each hold one Pokemon
// profile ([hide] blocks first, then profiles written one after another without them), and the
// lines outside every region are read as a trainer profile.
#include "profile/reader.hpp"

#include <bbp/profile.hpp>

#include <algorithm>

namespace bbp::profile {
namespace detail {

Diagnostic& report(Result& r, std::vector<std::size_t>& indices, DiagId id, Span span, std::string message,
                   std::string help) {
  indices.push_back(r.diagnostics.items().size());
  Diagnostic& d = r.diagnostics.add(id, span, std::move(message));
  if (!help.empty()) d.help = std::move(help);
  return d;
}

std::string join_names(const std::vector<std::string>& names, std::string_view sep) {
  std::string out;
  for (const std::string& n : names) {
    if (!out.empty()) out += sep;
    out += n;
  }
  return out;
}

namespace {

/// Projection offset of a source offset (the first projected byte at or after it).
std::size_t to_text(const bbcode::Projection& plain, std::size_t source) {
  const auto& pieces = plain.pieces;
  auto it = std::lower_bound(pieces.begin(), pieces.end(), source, [](const bbcode::ProjectionPiece& p, std::size_t s) {
    return p.source_begin + p.source_length <= s;
  });
  if (it == pieces.end()) return plain.text.size();
  if (source <= it->source_begin) return it->text_begin;
  return it->text_begin + std::min(it->length, source - it->source_begin);
}

/// How many lines read as fields of a Pokemon profile: three or more make a region a profile.
int field_lines(const std::vector<Line>& lines) {
  int n = 0;
  bool in_moves = false;
  for (const Line& l : lines) {
    if (in_moves) continue;
    switch (read_pokemon_line(l.text, false).kind) {
      case LineKind::level:
      case LineKind::stars:
      case LineKind::nature:
      case LineKind::typing:
      case LineKind::abilities:
      case LineKind::stat: ++n; break;
      case LineKind::moves_header: ++n; in_moves = true; break;
      default: break;
    }
  }
  return n;
}

bool is_profile(const std::vector<Line>& lines) { return field_lines(lines) >= 3; }

struct Region {
  std::vector<Line> lines;
  Text title;
};

/// Lines of [begin, end) in projection offsets.
std::vector<Line> lines_within(const std::vector<Line>& all, std::size_t begin, std::size_t end) {
  std::vector<Line> out;
  for (const Line& l : all) {
    if (l.end <= begin || l.begin >= end) continue;
    Line c = l;
    if (c.begin < begin) { c.text.remove_prefix(begin - c.begin); c.begin = begin; }
    if (c.end > end) { c.text.remove_suffix(c.end - end); c.end = end; }
    out.push_back(c);
  }
  return out;
}

bool sprite_like(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  if (i < line.size() && line[i] == ':') return line.find(':', i + 1) != std::string_view::npos;
  return line.substr(i).starts_with("http") || line.find(".gif") != std::string_view::npos ||
         line.find(".png") != std::string_view::npos;
}

/// Profiles written one after another without [hide]: a new one starts, once the current one has
/// reached its movepool, at a sprite, a star rating or a Level-and-EXP line (with the sprite and
/// species lines just above a Level line).
std::vector<std::vector<Line>> split_unhidden(const std::vector<Line>& lines) {
  std::vector<std::vector<Line>> out(1);
  bool in_moves = false;
  for (const Line& l : lines) {
    if (in_moves) {
      const LineRead as_field = read_pokemon_line(l.text, false);
      const bool level_start = as_field.kind == LineKind::level && as_field.exp_present;
      if (sprite_like(l.text) || as_field.kind == LineKind::stars || level_start) {
        std::vector<Line> next;
        if (level_start) {
          // Carry the species (and sprite) lines above the Level line over to the new profile.
          auto& cur = out.back();
          int carried = 0;
          while (!cur.empty() && carried < 3) {
            const LineRead rd = read_pokemon_line(cur.back().text, true);
            if (rd.kind == LineKind::block_header || rd.kind == LineKind::moves_header) break;
            if (rd.kind != LineKind::blank) ++carried;
            next.insert(next.begin(), cur.back());
            cur.pop_back();
            if (sprite_like(next.front().text)) break;
          }
        }
        out.push_back(std::move(next));
        in_moves = false;
      }
    } else if (read_pokemon_line(l.text, false).kind == LineKind::moves_header) {
      in_moves = true;
    }
    out.back().push_back(l);
  }
  return out;
}

}  // namespace
}  // namespace detail

Result parse(std::string_view source, const Options& options) {
  using namespace detail;
  Result res;
  const bbcode::Result bb = bbcode::parse(source, options.bbcode);
  for (const Diagnostic& d : bb.diagnostics.items()) res.diagnostics.add(d);
  if (!bb.ok) {
    res.ok_input = false;
    return res;
  }
  const Dex& dex = options.dex != nullptr ? *options.dex : bbp::dex();
  Reader rd{source, bb, dex, res};
  const std::vector<Line> lines = split_lines(bb.plain);

  // [hide]/[spoiler] blocks that hold a profile and no smaller block that does.
  struct Block {
    std::size_t begin, end;
    Text title;
  };
  std::vector<Block> blocks;
  for (const bbcode::Node& n : bb.document.nodes) {
    if (n.kind != bbcode::NodeKind::element || (n.tag != "hide" && n.tag != "spoiler")) continue;
    const std::size_t b = to_text(bb.plain, n.inner.begin), e = to_text(bb.plain, n.inner.end);
    if (e <= b || !is_profile(lines_within(lines, b, e))) continue;
    blocks.push_back(Block{b, e, Text{n.attribute, n.attribute_span}});
  }
  std::vector<Block> leaves;
  for (const Block& a : blocks) {
    bool has_inner = false;
    for (const Block& b : blocks)
      if (&a != &b && b.begin >= a.begin && b.end <= a.end && (b.begin != a.begin || b.end != a.end)) has_inner = true;
    if (!has_inner) leaves.push_back(a);
  }
  std::sort(leaves.begin(), leaves.end(), [](const Block& x, const Block& y) { return x.begin < y.begin; });

  // Everything outside the leaves: more profiles (unhidden) or the trainer profile.
  std::vector<Line> outside;
  for (const Line& l : lines) {
    std::size_t pos = l.begin;
    bool inside = false;
    for (const Block& b : leaves) {
      if (l.end <= b.begin || l.begin >= b.end) continue;
      inside = true;
      if (b.begin > pos) {
        auto part = lines_within({l}, pos, b.begin);
        outside.insert(outside.end(), part.begin(), part.end());
      }
      pos = std::max(pos, b.end);
    }
    if (!inside) outside.push_back(l);
    else if (pos < l.end) {
      auto part = lines_within({l}, pos, l.end);
      outside.insert(outside.end(), part.begin(), part.end());
    }
  }

  struct Found {
    std::size_t begin;
    std::vector<Line> lines;
    Text title;
  };
  std::vector<Found> found;
  for (const Block& b : leaves) found.push_back(Found{b.begin, lines_within(lines, b.begin, b.end), b.title});
  std::vector<Line> trainer_lines;
  for (auto& part : split_unhidden(outside)) {
    if (is_profile(part)) {
      const std::size_t begin = part.front().begin;
      found.push_back(Found{begin, std::move(part), Text{}});
    } else {
      trainer_lines.insert(trainer_lines.end(), part.begin(), part.end());
    }
  }
  std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.begin < b.begin; });
  for (Found& f : found) res.pokemon.push_back(read_pokemon(rd, f.lines, std::move(f.title)));
  res.trainer = read_trainer(rd, trainer_lines);

  if (res.pokemon.empty() && !res.trainer) {
    bool blank = true;
    for (char c : bb.plain.text) blank = blank && (c == ' ' || c == '\n' || c == '\t' || c == '\r');
    if (!blank) {
      const Line* first = nullptr;
      for (const Line& l : lines)
        if (!l.text.empty()) { first = &l; break; }
      std::vector<std::size_t> ignored;
      report(res, ignored, DiagId::profile_not_found, first ? rd.line_span(*first) : Span{0, 0}, {},
             "a Pokemon profile has its sprite, species, Level and EXP, typing, abilities, stats and moves; a trainer "
             "profile has \"Trainer Level:\", \"TC:\", \"RC:\", \"JC:\" and \"Items:\"");
    }
  }
  return res;
}

Result check_post(std::string_view source, const Options& options) {
  Result r = parse(source, options);
  check(r, source, options);
  return r;
}

std::string_view to_string(Layout l) { return l == Layout::gen8 ? "gen8" : "gen9"; }

std::string_view to_string(Field f) {
  switch (f) {
    case Field::sprite: return "sprite";
    case Field::species: return "species";
    case Field::level: return "level";
    case Field::nature: return "nature";
    case Field::typing: return "typing";
    case Field::abilities: return "abilities";
    case Field::traits: return "traits";
    case Field::stats: return "stats";
    case Field::moves: return "moves";
  }
  return "";
}

std::string_view to_string(StatKey k) {
  static constexpr std::string_view kNames[] = {"hp", "attack", "defense", "special_attack", "special_defense", "speed",
                                                "size", "weight"};
  return kNames[static_cast<std::size_t>(k)];
}

}  // namespace bbp::profile
