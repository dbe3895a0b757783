// Loads the tables written from the rulebook itself (data/rulebook/*.tsv, see its README.md):
// §10.6d action groups and their members, named conditions (§7.2) including hazards and screens,
// weathers and terrains, and the §10.6e list of values a state clause may observe. Files that are not there yet are simply skipped (has_table() says so);
// columns are found by header name, so added columns do not break the loader.
//
// Also loads the hand-written alias table data/aliases/names.tsv (old and abbreviated names).
#include "dex/dex_data.hpp"
#include "dex/table.hpp"

#include <bbp/embedded.hpp>

#include <fmt/format.h>

using namespace std::string_view_literals;

namespace bbp {

namespace {

std::optional<TsvTable> load_optional(std::string_view path, DiagnosticList* diags) {
  auto bytes = embedded::find(path);
  if (!bytes) return std::nullopt;
  std::vector<TsvProblem> problems;
  TsvTable t = parse_tsv(*bytes, &problems);
  if (diags)
    for (const auto& p : problems)
      diags->add(DiagId::data_table_malformed, Span{p.offset, p.offset}, fmt::format("{}: {}", path, p.message));
  return t;
}

/// Adds every alias column of row `r` ("aliases", "other_aliases", "former_names"; `|`-joined).
void add_aliases(DexData& d, Kind k, const TsvTable& t, std::size_t r, EntryId id) {
  for (std::string_view col : {"aliases"sv, "other_aliases"sv, "former_names"sv})
    for (std::string_view a : split_list(t.cell(r, t.column(col)))) d.idx(k).add(a, id, true);
}

template <class T>
void load_named(DexData& d, Kind k, std::vector<T>& out, std::string_view path, std::string_view name_column,
                DiagnosticList* diags) {
  auto t = load_optional(path, diags);
  if (!t) return;
  auto cn = t->column(name_column);
  if (!cn) cn = 0;
  auto cs = t->column("section");
  for (std::size_t r = 0; r < t->rows.size(); ++r) {
    std::string_view name = t->cell(r, cn);
    if (name.empty()) continue;
    EntryId id = d.find(k, name);
    if (id == kNoEntry) {
      T e;
      e.name = name;
      e.key = d.own(fold_name(name));
      e.section = t->cell(r, cs);
      e.origin = Origin::rulebook;
      out.push_back(std::move(e));
      id = static_cast<EntryId>(out.size() - 1);
      d.idx(k).add(name, id, false);
    }
    // A name listed in two tables (a hazard is also a named condition) keeps both rows' fields.
    fill_fields(out[id], t->header, t->rows[r]);
    add_aliases(d, k, *t, r, id);
  }
  d.has_table[static_cast<std::size_t>(k)] = true;
}

void load_group_members(DexData& d, DiagnosticList* diags) {
  auto t = load_optional("rulebook/action_groups.tsv", diags);
  if (!t) return;
  auto cg = t->column("group"), cm = t->column("member"), ck = t->column("member_kind"), cp = t->column("parameter"),
       cq = t->column("qualifier");
  for (std::size_t r = 0; r < t->rows.size(); ++r) {
    EntryId g = d.find(Kind::action_group, t->cell(r, cg));
    if (g == kNoEntry) {
      if (diags)
        diags->add(DiagId::data_table_malformed, Span{t->row_offsets[r], t->row_offsets[r]},
                   fmt::format("rulebook/action_groups.tsv line {}: group '{}' is not in action_group_names.tsv",
                               t->row_lines[r], t->cell(r, cg)));
      continue;
    }
    GroupMember m;
    m.name = t->cell(r, cm);
    m.member_kind = t->cell(r, ck);
    m.parameter = t->cell(r, cp);
    m.qualifier = t->cell(r, cq);
    if (m.member_kind == "move") m.kind = Kind::move;
    else if (m.member_kind == "item") m.kind = Kind::item;
    else if (m.member_kind == "group") m.kind = Kind::action_group;
    else m.kind = Kind::condition;  // commands and families name no table entry; id stays empty
    if (m.member_kind == "move" || m.member_kind == "item" || m.member_kind == "group") m.id = d.find(m.kind, m.name);
    d.groups[g].members.push_back(m);
  }
}

}  // namespace

void load_rulebook_tables(DexData& d, DiagnosticList* diags) {
  load_named(d, Kind::action_group, d.groups, "rulebook/action_group_names.tsv", "group", diags);
  load_group_members(d, diags);
  load_named(d, Kind::condition, d.conditions, "rulebook/conditions.tsv", "name", diags);
  load_named(d, Kind::condition, d.conditions, "rulebook/hazards.tsv", "name", diags);
  load_named(d, Kind::condition, d.conditions, "rulebook/screens.tsv", "name", diags);
  load_named(d, Kind::weather, d.weathers, "rulebook/weathers.tsv", "name", diags);
  load_named(d, Kind::terrain, d.terrains, "rulebook/terrains.tsv", "name", diags);
  load_named(d, Kind::command, d.commands, "rulebook/commands.tsv", "name", diags);
  // [9.7] [10.6d] trainer items: medicines and Balls. The generated item table holds the Balls
  // (their rows gain the rulebook's kind and groups) but no medicine, so without this "use a
  // Potion" would name nothing.
  load_named(d, Kind::item, d.items, "rulebook/trainer_items.tsv", "name", diags);
  // [10.6e] the closed list of values a State Clause may observe.
  load_named(d, Kind::state_value, d.state_values, "rulebook/state_values.tsv", "name", diags);
  // The older ruleset's attack-clause groups: names only (no members), judged by sema.
  if (auto t = load_optional("rulebook/legacy_attack_groups.tsv", diags)) {
    const auto cg = t->column("group");
    for (std::size_t r = 0; r < t->rows.size(); ++r)
      if (!t->cell(r, cg).empty()) d.legacy_attack_groups.emplace_back(t->cell(r, cg));
  }
}

void load_alias_tables(DexData& d, bool rulebook_kinds, DiagnosticList* diags) {
  // data/aliases/names.tsv: kind, alias, name. Written by us from the handbook's own spellings
  // and the old names players still use ("Faint Attack", "Hi Jump Kick").
  auto t = load_optional("aliases/names.tsv", diags);
  if (!t) return;
  auto ck = t->column("kind"), ca = t->column("alias"), cn = t->column("name");
  for (std::size_t r = 0; r < t->rows.size(); ++r) {
    auto k = parse_kind(t->cell(r, ck));
    // Two passes: aliases of dex kinds before the rulebook tables (whose group members must see
    // them, "Acid Armour"), aliases of rulebook kinds after.
    const bool is_rulebook_kind = k && (*k == Kind::condition || *k == Kind::action_group || *k == Kind::weather ||
                                        *k == Kind::terrain || *k == Kind::command || *k == Kind::state_value);
    if (k && is_rulebook_kind != rulebook_kinds) continue;
    if (!k && rulebook_kinds) continue;
    EntryId id = k ? d.find(*k, t->cell(r, cn)) : kNoEntry;
    if (id == kNoEntry) {
      if (diags)
        diags->add(DiagId::data_table_malformed, Span{t->row_offsets[r], t->row_offsets[r]},
                   fmt::format("aliases/names.tsv line {}: '{}' is not a {}", t->row_lines[r], t->cell(r, cn), t->cell(r, ck)));
      continue;
    }
    d.idx(*k).add(t->cell(r, ca), id, true);
  }
}

}  // namespace bbp
