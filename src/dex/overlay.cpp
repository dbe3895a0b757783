// The overlay: Data Audit sheets imported by `bbpref data import`, stored as
// <data dir>/dat/<sheet>.tsv (canonical columns, cells escaped: \n \t \\). A row whose name is
// already known overrides that entry (its DAT columns are attached, and for species the DAT's
// BBP numbers, types and abilities win); any other row adds a new entry.
#include "dex/dat_sheets.hpp"
#include "dex/dex_data.hpp"
#include "dex/table.hpp"

#include <bbp/input.hpp>

#include <fmt/format.h>

namespace bbp {

namespace {

template <class T>
EntryId find_or_add(DexData& d, Kind k, std::vector<T>& table, std::string_view name) {
  if (EntryId id = d.find(k, name); id != kNoEntry) return id;
  T e;
  e.name = name;
  e.key = d.own(fold_name(name));
  e.origin = Origin::overlay;
  table.push_back(std::move(e));
  const auto id = static_cast<EntryId>(table.size() - 1);
  d.idx(k).add(name, id, false);
  return id;
}

void apply_species(DexData& d, Species& s, EntryId id) {
  auto num = [&](std::string_view c) { return parse_int(s.get_dat(c)); };
  auto hp = num("hp"), at = num("attack"), de = num("defense"), sa = num("special_attack"), sd = num("special_defense"),
       sp = num("speed"), sc = num("size_class"), wc = num("weight_class");
  if (hp && at && de && sa && sd && sp && sc && wc) s.dat_stats = BbpStats{*hp, *at, *de, *sa, *sd, *sp, *sc, *wc};
  if (std::string_view t = s.get_dat("types"); !t.empty()) {
    s.types.clear();
    for (std::string_view ty : split_list(t))
      if (EntryId tid = d.find(Kind::type, ty); tid != kNoEntry) s.types.push_back(tid);
  }
  std::string_view ab = s.get_dat("abilities"), ha = s.get_dat("hidden_abilities");
  if (!ab.empty() || !ha.empty()) {
    s.abilities.clear();
    char slot = '0';
    for (std::string_view a : split_list(ab)) s.abilities.push_back(AbilitySlot{d.find(Kind::ability, a), slot++});
    for (std::string_view a : split_list(ha)) s.abilities.push_back(AbilitySlot{d.find(Kind::ability, a), 'H'});
  }
  if (auto n = num("dex_number"); n && s.origin == Origin::overlay) s.num = *n;
  if (std::string_view sprite = s.get_dat("sprite_alias"); !sprite.empty())
    d.sprite_aliases[fold_name(sprite)] = SpriteRef{Kind::species, id};
}

void apply_move(DexData& d, Move& m) {
  if (std::string_view t = m.get_dat("type"); !t.empty())
    if (EntryId tid = d.find(Kind::type, t); tid != kNoEntry) m.type = tid;
  if (std::string_view c = m.get_dat("category"); !c.empty()) m.category = c;
  if (auto p = parse_int(m.get_dat("priority"))) m.priority = *p;
}

void load_sheet(DexData& d, DatSheet sheet, const std::filesystem::path& file, DiagnosticList* diags) {
  ReadResult in = read_input(file.string(), 0);
  if (!in.text) {
    if (diags) diags->add(DiagId::data_file_unreadable, Span{}, fmt::format("cannot read {}: {}", file.string(), in.error));
    return;
  }
  std::string_view text = d.own(std::move(*in.text));
  std::vector<TsvProblem> problems;
  TsvTable t = parse_tsv(text, &problems);
  if (diags)
    for (const auto& p : problems)
      diags->add(DiagId::data_table_malformed, Span{p.offset, p.offset}, fmt::format("{}: {}", file.string(), p.message));
  const DatSheetSpec& spec = dat_sheet_spec(sheet);
  auto cname = t.column("name");
  if (!cname) {
    if (diags) diags->add(DiagId::data_table_malformed, Span{}, fmt::format("{}: no 'name' column", file.string()));
    return;
  }
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    std::string_view name = d.own(unescape_cell(t.cell(r, cname)));
    if (name.empty()) continue;
    EntryId id = kNoEntry;
    switch (spec.kind) {
      case Kind::species: id = find_or_add(d, Kind::species, d.species, name); break;
      case Kind::move: id = find_or_add(d, Kind::move, d.moves, name); break;
      case Kind::ability: id = find_or_add(d, Kind::ability, d.abilities, name); break;
      case Kind::item: id = find_or_add(d, Kind::item, d.items, name); break;
      default: id = find_or_add(d, Kind::condition, d.conditions, name); break;
    }
    Entry& e = d.entry(spec.kind, id);
    e.dat_override = true;
    e.dat.clear();
    for (std::size_t c = 0; c < t.header.size(); ++c)
      if (!t.rows[r][c].empty()) e.dat.push_back(Field{t.header[c], d.own(unescape_cell(t.rows[r][c]))});
    if (spec.kind == Kind::species) apply_species(d, d.species[id], id);
    if (spec.kind == Kind::move) apply_move(d, d.moves[id]);
  }
}

}  // namespace

void load_overlay(DexData& d, const std::filesystem::path& data_dir, DiagnosticList* diags) {
  // Abilities and moves first: species rows refer to them.
  for (DatSheet s : {DatSheet::abilities, DatSheet::moves, DatSheet::items, DatSheet::conditions, DatSheet::species}) {
    const std::filesystem::path file = data_dir / "dat" / fmt::format("{}.tsv", to_string(s));
    std::error_code ec;
    if (std::filesystem::exists(file, ec)) load_sheet(d, s, file, diags);
  }
}

}  // namespace bbp
