// Loads the generated dex tables (data/dex/*.tsv, format in data/dex/README.md) from the
// embedded data. Cells stay views into the embedded bytes, which live as long as the program,
// so loading allocates little more than the row vectors.
#include "dex/dex_data.hpp"
#include "dex/table.hpp"

#include <bbp/embedded.hpp>

#include <fmt/format.h>

namespace bbp {

namespace {

TsvTable load_table(std::string_view path, DiagnosticList* diags) {
  auto bytes = embedded::find(path);
  if (!bytes) {
    if (diags) diags->add(DiagId::data_file_unreadable, Span{}, fmt::format("built-in table {} is missing", path));
    return {};
  }
  std::vector<TsvProblem> problems;
  TsvTable t = parse_tsv(*bytes, &problems);
  if (diags)
    for (const auto& p : problems)
      diags->add(DiagId::data_table_malformed, Span{p.offset, p.offset}, fmt::format("{}: {}", path, p.message));
  return t;
}

std::optional<StatId> stat_from_id(std::string_view s) {
  if (s == "hp") return StatId::hp;
  if (s == "atk") return StatId::atk;
  if (s == "def") return StatId::def;
  if (s == "spa") return StatId::spa;
  if (s == "spd") return StatId::spd;
  if (s == "spe") return StatId::spe;
  return std::nullopt;
}

template <class T>
void base_entry(T& e, const TsvTable& t, std::size_t r, std::optional<std::size_t> key_col, std::optional<std::size_t> name_col) {
  e.name = t.cell(r, name_col);
  e.key = key_col ? t.cell(r, key_col) : std::string_view{};
  fill_fields(e, t.header, t.rows[r]);
}

void load_types(DexData& d, DiagnosticList* diags) {
  TsvTable t = load_table("dex/types.tsv", diags);
  auto ca = t.column("attacking"), cd = t.column("defending"), cm = t.column("multiplier");
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    std::string_view a = t.cell(r, ca);
    if (d.find(Kind::type, a) != kNoEntry) continue;
    Entry e;
    e.name = a;
    e.key = d.own(fold_name(a));
    d.types.push_back(std::move(e));
    d.idx(Kind::type).add(a, static_cast<EntryId>(d.types.size() - 1), false);
  }
  const std::size_t n = d.types.size();
  d.chart.assign(n * n, 1.0);
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    EntryId a = d.find(Kind::type, t.cell(r, ca));
    EntryId b = d.find(Kind::type, t.cell(r, cd));
    auto m = parse_double(t.cell(r, cm));
    if (a == kNoEntry || b == kNoEntry || !m) {
      if (diags) diags->add(DiagId::data_table_malformed, Span{t.row_offsets[r], t.row_offsets[r]}, "dex/types.tsv: bad row");
      continue;
    }
    d.chart[a * n + b] = *m;
  }
  d.has_table[static_cast<std::size_t>(Kind::type)] = true;
}

void load_natures(DexData& d, DiagnosticList* diags) {
  TsvTable t = load_table("dex/natures.tsv", diags);
  auto cn = t.column("name"), cp = t.column("plus"), cm = t.column("minus");
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    Nature n;
    base_entry(n, t, r, std::nullopt, cn);
    n.key = d.own(fold_name(n.name));
    n.plus = stat_from_id(t.cell(r, cp));
    n.minus = stat_from_id(t.cell(r, cm));
    d.natures.push_back(std::move(n));
    d.idx(Kind::nature).add(d.natures.back().name, static_cast<EntryId>(d.natures.size() - 1), false);
  }
  d.has_table[static_cast<std::size_t>(Kind::nature)] = true;
}

void load_plain(DexData& d, Kind k, std::vector<Entry>& out, std::string_view path, DiagnosticList* diags) {
  TsvTable t = load_table(path, diags);
  auto ci = t.column("id"), cn = t.column("name");
  out.reserve(t.rows.size());
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    Entry e;
    base_entry(e, t, r, ci, cn);
    out.push_back(std::move(e));
    auto id = static_cast<EntryId>(out.size() - 1);
    d.idx(k).add(out.back().name, id, false);
    d.idx(k).add(out.back().key, id, false);
  }
  d.has_table[static_cast<std::size_t>(k)] = true;
}

void load_moves(DexData& d, DiagnosticList* diags) {
  TsvTable t = load_table("dex/moves.tsv", diags);
  auto ci = t.column("id"), cn = t.column("name"), ct = t.column("type"), cc = t.column("category"),
       cb = t.column("base_power"), ca = t.column("accuracy"), cp = t.column("priority"), cf = t.column("flags");
  d.moves.reserve(t.rows.size());
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    Move m;
    base_entry(m, t, r, ci, cn);
    m.type = d.find(Kind::type, t.cell(r, ct));
    m.category = t.cell(r, cc);
    m.base_power = parse_int(t.cell(r, cb)).value_or(0);
    if (t.cell(r, ca) != "true") m.accuracy = parse_int(t.cell(r, ca));
    m.priority = parse_int(t.cell(r, cp)).value_or(0);
    m.flags = split_list(t.cell(r, cf));
    d.moves.push_back(std::move(m));
    auto id = static_cast<EntryId>(d.moves.size() - 1);
    d.idx(Kind::move).add(d.moves.back().name, id, false);
    d.idx(Kind::move).add(d.moves.back().key, id, false);
  }
  d.has_table[static_cast<std::size_t>(Kind::move)] = true;
}

void load_species(DexData& d, DiagnosticList* diags) {
  TsvTable t = load_table("dex/species.tsv", diags);
  auto col = [&](std::string_view n) { return t.column(n); };
  auto ci = col("id"), cn = col("name"), cnum = col("num"), cbase = col("base_species"), cforme = col("forme"),
       ctypes = col("types"), ch = col("height_m"), cw = col("weight_kg"), cprevo = col("prevo"), cevos = col("evos"),
       cns = col("nonstandard"), ctags = col("tags"), cmega = col("is_mega"), cgmax = col("is_gmax"),
       cgender = col("gender"), cother = col("other_formes"), ccolor = col("color"), cchanges = col("changes_from"),
       cbattle = col("battle_only");
  const std::array<std::optional<std::size_t>, 6> cstats{col("hp"), col("atk"), col("def"), col("spa"), col("spd"), col("spe")};
  const std::array<std::pair<std::optional<std::size_t>, char>, 4> cabil{
      {{col("ability0"), '0'}, {col("ability1"), '1'}, {col("ability_hidden"), 'H'}, {col("ability_special"), 'S'}}};
  d.species.reserve(t.rows.size());
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    Species s;
    base_entry(s, t, r, ci, cn);
    s.num = parse_int(t.cell(r, cnum)).value_or(0);
    s.base_species = t.cell(r, cbase);
    s.forme = t.cell(r, cforme);
    for (std::string_view ty : split_list(t.cell(r, ctypes)))
      if (EntryId id = d.find(Kind::type, ty); id != kNoEntry) s.types.push_back(id);
    for (const auto& [c, slot] : cabil)
      if (std::string_view a = t.cell(r, c); !a.empty())
        s.abilities.push_back(AbilitySlot{d.find(Kind::ability, a), slot});
    BaseStats b;
    std::array<int*, 6> dst{&b.hp, &b.atk, &b.def, &b.spa, &b.spd, &b.spe};
    bool ok = true;
    for (std::size_t i = 0; i < 6; ++i) {
      auto v = parse_int(t.cell(r, cstats[i]));
      if (!v) ok = false;
      else *dst[i] = *v;
    }
    if (ok) s.base = b;
    s.height_m = parse_double(t.cell(r, ch));
    s.weight_kg = parse_double(t.cell(r, cw));
    s.prevo = t.cell(r, cprevo);
    s.evos = split_list(t.cell(r, cevos));
    s.nonstandard = t.cell(r, cns);
    s.tags = split_list(t.cell(r, ctags));
    s.is_mega = t.cell(r, cmega) == "1";
    s.is_gmax = t.cell(r, cgmax) == "1";
    s.gender = t.cell(r, cgender);
    s.other_formes = split_list(t.cell(r, cother));
    s.color = t.cell(r, ccolor);
    s.changes_from = t.cell(r, cchanges);
    s.battle_only = split_list(t.cell(r, cbattle));
    d.species.push_back(std::move(s));
    auto id = static_cast<EntryId>(d.species.size() - 1);
    d.idx(Kind::species).add(d.species.back().name, id, false);
    d.idx(Kind::species).add(d.species.back().key, id, false);
  }
  d.has_table[static_cast<std::size_t>(Kind::species)] = true;
}

void load_sprite_aliases(DexData& d, DiagnosticList* diags) {
  TsvTable t = load_table("dex/sprite_aliases.tsv", diags);
  auto cc = t.column("code"), ck = t.column("kind"), cn = t.column("name");
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    Kind k = t.cell(r, ck) == "item" ? Kind::item : Kind::species;
    EntryId id = d.find(k, t.cell(r, cn));
    if (id == kNoEntry) {
      if (diags) diags->add(DiagId::data_table_malformed, Span{t.row_offsets[r], t.row_offsets[r]},
                            fmt::format("dex/sprite_aliases.tsv: '{}' names nothing", t.cell(r, cn)));
      continue;
    }
    d.sprite_aliases[fold_name(t.cell(r, cc))] = SpriteRef{k, id};
  }
}

}  // namespace

void fill_fields(Entry& e, const std::vector<std::string_view>& header, const std::vector<std::string_view>& row) {
  e.fields.reserve(row.size());
  for (std::size_t i = 0; i < row.size() && i < header.size(); ++i)
    if (!row[i].empty()) e.fields.push_back(Field{header[i], row[i]});
}

void load_builtin_tables(DexData& d, DiagnosticList* diags) {
  // Order matters: species refer to types and abilities, moves to types.
  load_types(d, diags);
  load_natures(d, diags);
  load_plain(d, Kind::ability, d.abilities, "dex/abilities.tsv", diags);
  load_plain(d, Kind::item, d.items, "dex/items.tsv", diags);
  load_moves(d, diags);
  load_species(d, diags);
  load_sprite_aliases(d, diags);
}

}  // namespace bbp
