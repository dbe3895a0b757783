// The Dex's queries: entries by id, name resolution, sprite codes, BBP numbers and the type chart.
#include "dex/dex_data.hpp"

#include <algorithm>
#include <stdexcept>

namespace bbp {

// ---- names of enums ----------------------------------------------------------------------------

std::string_view to_string(Kind k) {
  switch (k) {
    case Kind::species: return "species";
    case Kind::move: return "move";
    case Kind::item: return "item";
    case Kind::ability: return "ability";
    case Kind::condition: return "condition";
    case Kind::action_group: return "group";
    case Kind::type: return "type";
    case Kind::weather: return "weather";
    case Kind::terrain: return "terrain";
    case Kind::nature: return "nature";
    case Kind::command: return "command";
    case Kind::state_value: return "state-value";
  }
  return "?";
}

std::optional<Kind> parse_kind(std::string_view text) {
  std::string k = fold_name(text);
  if (k == "species" || k == "pokemon" || k == "mon") return Kind::species;
  if (k == "move" || k == "moves") return Kind::move;
  if (k == "item" || k == "items") return Kind::item;
  if (k == "ability" || k == "abilities") return Kind::ability;
  if (k == "condition" || k == "conditions") return Kind::condition;
  if (k == "group" || k == "groups" || k == "actiongroup" || k == "actiongroups") return Kind::action_group;
  if (k == "type" || k == "types") return Kind::type;
  if (k == "weather" || k == "weathers") return Kind::weather;
  if (k == "terrain" || k == "terrains") return Kind::terrain;
  if (k == "nature" || k == "natures") return Kind::nature;
  if (k == "command" || k == "commands") return Kind::command;
  if (k == "statevalue" || k == "statevalues") return Kind::state_value;
  return std::nullopt;
}

std::string_view to_string(Match m) {
  switch (m) {
    case Match::exact: return "exact";
    case Match::alias: return "alias";
    case Match::fuzzy: return "fuzzy";
    case Match::ambiguous: return "ambiguous";
    case Match::unknown: return "unknown";
  }
  return "?";
}

// ---- entries -----------------------------------------------------------------------------------

namespace {
std::string_view lookup(const std::vector<Field>& fields, std::string_view key) noexcept {
  for (const Field& f : fields)
    if (f.key == key) return f.value;
  return {};
}
}  // namespace

std::string_view Entry::get(std::string_view column) const noexcept { return lookup(fields, column); }
std::string_view Entry::get_dat(std::string_view column) const noexcept { return lookup(dat, column); }

bool Species::has_tag(std::string_view tag) const noexcept {
  return std::find(tags.begin(), tags.end(), tag) != tags.end();
}

bool Move::has_flag(std::string_view f) const noexcept { return std::find(flags.begin(), flags.end(), f) != flags.end(); }

Entry& DexData::entry(Kind k, EntryId id) {
  switch (k) {
    case Kind::species: return species.at(id);
    case Kind::move: return moves.at(id);
    case Kind::item: return items.at(id);
    case Kind::ability: return abilities.at(id);
    case Kind::condition: return conditions.at(id);
    case Kind::action_group: return groups.at(id);
    case Kind::type: return types.at(id);
    case Kind::weather: return weathers.at(id);
    case Kind::terrain: return terrains.at(id);
    case Kind::nature: return natures.at(id);
    case Kind::command: return commands.at(id);
    case Kind::state_value: return state_values.at(id);
  }
  throw std::out_of_range("bad kind");
}

std::size_t DexData::size(Kind k) const noexcept {
  switch (k) {
    case Kind::species: return species.size();
    case Kind::move: return moves.size();
    case Kind::item: return items.size();
    case Kind::ability: return abilities.size();
    case Kind::condition: return conditions.size();
    case Kind::action_group: return groups.size();
    case Kind::type: return types.size();
    case Kind::weather: return weathers.size();
    case Kind::terrain: return terrains.size();
    case Kind::nature: return natures.size();
    case Kind::command: return commands.size();
    case Kind::state_value: return state_values.size();
  }
  return 0;
}

EntryId DexData::find(Kind k, std::string_view name) const {
  Resolution r = idx(k).resolve(fold_name(name));
  return (r.match == Match::exact || r.match == Match::alias) ? r.id : kNoEntry;
}

// ---- construction ------------------------------------------------------------------------------

Dex::Dex() : d_(std::make_unique<DexData>()) {
  load_builtin_tables(*d_, nullptr);
  load_alias_tables(*d_, false, nullptr);
  load_rulebook_tables(*d_, nullptr);
  load_alias_tables(*d_, true, nullptr);
}

Dex::Dex(const std::filesystem::path& data_dir, DiagnosticList* diags) : d_(std::make_unique<DexData>()) {
  load_builtin_tables(*d_, diags);
  load_alias_tables(*d_, false, diags);
  load_rulebook_tables(*d_, diags);
  load_alias_tables(*d_, true, diags);
  load_overlay(*d_, data_dir, diags);
}

Dex::~Dex() = default;
Dex::Dex(Dex&&) noexcept = default;
Dex& Dex::operator=(Dex&&) noexcept = default;

const Dex& dex() {
  static const Dex instance;  // C++11 guarantees one thread-safe initialisation
  return instance;
}

std::size_t Dex::size(Kind k) const noexcept { return d_->size(k); }
const Entry& Dex::entry(Kind k, EntryId id) const { return d_->entry(k, id); }
const Species& Dex::species(EntryId id) const { return d_->species.at(id); }
const Move& Dex::move(EntryId id) const { return d_->moves.at(id); }
const Nature& Dex::nature(EntryId id) const { return d_->natures.at(id); }
const ActionGroup& Dex::group(EntryId id) const { return d_->groups.at(id); }
const std::vector<std::string>& Dex::legacy_attack_groups() const noexcept { return d_->legacy_attack_groups; }
bool Dex::has_table(Kind k) const noexcept { return d_->has_table[static_cast<std::size_t>(k)]; }

// ---- resolution --------------------------------------------------------------------------------

namespace {

struct FormePrefix {
  std::string_view prefix, suffix;
};
// "Mega Charizard X", "Alolan Raichu", "Galarian Meowth": the forme written first, as players
// (and the handbook's legacy samples: "Mega Pinsir") do. Showdown puts it last.
constexpr FormePrefix kFormePrefixes[] = {
    {"mega", "mega"},       {"primal", "primal"},   {"alolan", "alola"}, {"galarian", "galar"},
    {"hisuian", "hisui"},   {"paldean", "paldea"},  {"gigantamax", "gmax"}, {"gmax", "gmax"},
};

/// The kinds whose names a player writes as names: a text that is one of them as it stands is
/// that name, never a misspelling of something else.
constexpr Kind kNameKinds[] = {Kind::species, Kind::move, Kind::item, Kind::ability, Kind::command,
                               Kind::condition, Kind::type, Kind::nature};

/// A near reading is only a suggestion when the text is exactly another kind's name: "Hydreigon"
/// is the species, not a three-edit "Hidden Power Dragon" (docs/rulings.md "A real name is no
/// typo of another").
void keep_real_names(const DexData& d, Kind k, const std::string& folded, Resolution& r) {
  if (r.match != Match::fuzzy) return;
  for (Kind other : kNameKinds) {
    if (other == k || !d.idx(other).has_key(folded)) continue;
    r.candidates.insert(r.candidates.begin(), Candidate{r.id, r.distance});
    r.match = Match::unknown;
    r.id = kNoEntry;
    r.distance = 0;
    return;
  }
}

Resolution resolve_uncached(const DexData& d, Kind k, std::string_view text) {
  const std::string folded = fold_name(text);
  Resolution r = d.idx(k).resolve(folded);
  keep_real_names(d, k, folded, r);
  if (k != Kind::species || r.match == Match::exact || r.match == Match::alias) return r;
  for (const auto& fp : kFormePrefixes) {
    if (folded.size() <= fp.prefix.size() || folded.compare(0, fp.prefix.size(), fp.prefix) != 0) continue;
    std::string rest = folded.substr(fp.prefix.size());
    std::vector<std::string> tries{rest + std::string(fp.suffix)};
    if (fp.suffix == "mega" && (rest.back() == 'x' || rest.back() == 'y'))
      tries.push_back(rest.substr(0, rest.size() - 1) + "mega" + rest.back());
    for (const std::string& t : tries) {
      Resolution alt = d.idx(k).resolve(t);
      if (alt.match == Match::exact || alt.match == Match::alias) {
        alt.match = Match::alias;
        alt.via = "forme written first";
        return alt;
      }
    }
  }
  return r;
}

}  // namespace

Resolution Dex::resolve(Kind k, std::string_view text) const {
  const bool memoised = text.size() <= ResolveMemo::kMaxKey;
  auto& memo = *d_->memo;
  auto& map = memo.maps[static_cast<std::size_t>(k)];
  if (memoised) {
    const std::lock_guard lock(memo.mutex);
    if (const auto it = map.find(text); it != map.end()) return it->second;
  }
  Resolution r = resolve_uncached(*d_, k, text);
  if (memoised) {
    const std::lock_guard lock(memo.mutex);
    if (map.size() >= ResolveMemo::kMaxEntries) map.clear();
    map.emplace(std::string(text), r);
  }
  return r;
}

std::vector<Candidate> Dex::search(Kind k, std::string_view text, std::size_t limit) const {
  auto out = d_->idx(k).search(fold_name(text), limit);
  Resolution r = resolve(k, text);
  if (r.found() && (out.empty() || out.front().id != r.id)) {
    out.erase(std::remove_if(out.begin(), out.end(), [&](const Candidate& c) { return c.id == r.id; }), out.end());
    out.insert(out.begin(), Candidate{r.id, r.distance});
    if (out.size() > limit) out.resize(limit);
  }
  return out;
}

std::optional<SpriteRef> Dex::resolve_sprite(std::string_view set, std::string_view name) const {
  const std::string key = fold_name(name);
  if (key.empty()) return std::nullopt;
  if (auto it = d_->sprite_aliases.find(key); it != d_->sprite_aliases.end()) return it->second;
  auto exact_in = [&](Kind k) -> EntryId {
    Resolution r = d_->idx(k).resolve(key);
    return r.match == Match::exact ? r.id : kNoEntry;
  };
  // Pokemon sprite sets (sv/, ss/, pmd/, bw/, …) only hold species; bare codes may be items.
  if (EntryId id = exact_in(Kind::species); id != kNoEntry) return SpriteRef{Kind::species, id};
  if (set.empty())
    if (EntryId id = exact_in(Kind::item); id != kNoEntry) return SpriteRef{Kind::item, id};
  return std::nullopt;
}

std::optional<SpriteRef> Dex::resolve_sprite_code(std::string_view code) const {
  while (!code.empty() && (code.front() == ':' || code.front() == ' ')) code.remove_prefix(1);
  while (!code.empty() && (code.back() == ':' || code.back() == ' ')) code.remove_suffix(1);
  std::string_view set;
  if (auto slash = code.find('/'); slash != std::string_view::npos) {
    set = code.substr(0, slash);
    code = code.substr(slash + 1);
  }
  return resolve_sprite(set, code);
}

// ---- BBP numbers and the type chart ------------------------------------------------------------

std::optional<BbpStats> Dex::bbp_stats(EntryId id, BodyShape shape) const {
  const Species& s = d_->species.at(id);
  if (s.dat_stats) return s.dat_stats;
  if (!s.base || !s.height_m || !s.weight_kg) return std::nullopt;
  double weight = *s.weight_kg;
  if (weight <= 0 && !s.changes_from.empty()) {
    // Showdown gives Gigantamax formes weight 0; Dynamax leaves Weight Class unchanged, so the
    // forme's weight is the one it changes from.
    if (EntryId from = d_->find(Kind::species, s.changes_from); from != kNoEntry && d_->species[from].weight_kg)
      weight = *d_->species[from].weight_kg;
  }
  return derive_bbp_stats(*s.base, *s.height_m, weight, shape);
}

double Dex::cartridge_effectiveness(EntryId a, std::span<const EntryId> defending) const {
  const std::size_t n = d_->types.size();
  double m = 1.0;
  for (EntryId t : defending)
    if (a < n && t < n) m *= d_->chart[a * n + t];
  return m;
}

double Dex::bbp_effectiveness(EntryId a, std::span<const EntryId> defending) const {
  return bbp_effectiveness(a, defending, 0);
}

double Dex::bbp_effectiveness(EntryId a, std::span<const EntryId> defending, int extra_weaknesses) const {
  const std::size_t n = d_->types.size();
  int net = extra_weaknesses;
  for (EntryId t : defending) {
    if (a >= n || t >= n) continue;
    const double m = d_->chart[a * n + t];
    if (m == 0.0) return 0.0;  // [5.3b] any immunity: x0
    if (m > 1.0) ++net;
    else if (m < 1.0) --net;
  }
  // [5.3b] weaknesses minus resistances → the chart of steps.
  static constexpr double kSteps[] = {0.01, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 3.0};
  net = std::clamp(net, -4, 4);
  return kSteps[net + 4];
}

}  // namespace bbp
