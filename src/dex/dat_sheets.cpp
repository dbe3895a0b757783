// Column tables of the Data Audit sheets, from the page layouts [1.6] describes.
#include "dex/dat_sheets.hpp"

#include <array>

namespace bbp {

namespace {

using H = std::string_view;
#define BBP_HEADERS(name, ...) constexpr H name[] = {__VA_ARGS__}

// species ([1.6] "ID … Sprite Alias")
BBP_HEADERS(kSpName, "name", "species", "pokemon");
BBP_HEADERS(kSpNum, "id", "dexnumber", "dexno", "number", "no");
BBP_HEADERS(kSpTypes, "typing", "types", "type");
BBP_HEADERS(kSpAbil, "abilities", "ability");
BBP_HEADERS(kSpHidden, "hiddenability", "hiddenabilities", "ha");
BBP_HEADERS(kSpHp, "hp");
BBP_HEADERS(kSpAtk, "atk", "attack");
BBP_HEADERS(kSpDef, "def", "defense", "defen");
BBP_HEADERS(kSpSpa, "spa", "spatk", "specialattack");
BBP_HEADERS(kSpSpd, "spd", "spdef", "specialdefense");
BBP_HEADERS(kSpSpe, "spe", "speed");
BBP_HEADERS(kSpSize, "size", "sizeclass", "sc");
BBP_HEADERS(kSpWeight, "weight", "weightclass", "wc");
BBP_HEADERS(kSpSig, "signaturemove", "signaturemoves", "sig");
BBP_HEADERS(kSpTraits, "traits", "trait");
BBP_HEADERS(kSpSprite, "spritealias", "sprite");

constexpr DatColumn kSpecies[] = {
    {"name", kSpName, DatCell::text, true},
    {"dex_number", kSpNum, DatCell::integer, false},
    {"types", kSpTypes, DatCell::types, true},
    {"abilities", kSpAbil, DatCell::abilities, false},
    {"hidden_abilities", kSpHidden, DatCell::abilities, false},
    {"hp", kSpHp, DatCell::integer, true},
    {"attack", kSpAtk, DatCell::integer, true},
    {"defense", kSpDef, DatCell::integer, true},
    {"special_attack", kSpSpa, DatCell::integer, true},
    {"special_defense", kSpSpd, DatCell::integer, true},
    {"speed", kSpSpe, DatCell::integer, true},
    {"size_class", kSpSize, DatCell::integer, true},
    {"weight_class", kSpWeight, DatCell::integer, true},
    {"signature_moves", kSpSig, DatCell::moves, false},
    {"traits", kSpTraits, DatCell::text, false},
    {"sprite_alias", kSpSprite, DatCell::text, false},
};

// moves ([1.6] "Type … Z-Effect Text")
BBP_HEADERS(kMvName, "name", "move");
BBP_HEADERS(kMvType, "type");
BBP_HEADERS(kMvCat, "category", "cat");
BBP_HEADERS(kMvTarget, "target");
BBP_HEADERS(kMvBap, "bap");
BBP_HEADERS(kMvAcc, "acc", "accuracy");
BBP_HEADERS(kMvEn, "encost", "energycost", "en", "energy");
BBP_HEADERS(kMvEff, "effect", "effectchance");
BBP_HEADERS(kMvPrio, "priority", "prio");
BBP_HEADERS(kMvCombo, "combolv", "combolevel", "combo");
BBP_HEADERS(kMvZbap, "zbap");
BBP_HEADERS(kMvContact, "contact");
BBP_HEADERS(kMvSnatch, "snatch");
BBP_HEADERS(kMvReflect, "reflect");
BBP_HEADERS(kMvText, "effecttext", "description");
BBP_HEADERS(kMvZText, "zeffecttext", "zeffect");

constexpr DatColumn kMoves[] = {
    {"name", kMvName, DatCell::text, true},
    {"type", kMvType, DatCell::type, true},
    {"category", kMvCat, DatCell::category, true},
    {"target", kMvTarget, DatCell::text, false},
    {"bap", kMvBap, DatCell::integer, true},
    {"accuracy", kMvAcc, DatCell::percent, true},
    {"en_cost", kMvEn, DatCell::integer, true},
    {"effect_chance", kMvEff, DatCell::percent, false},
    {"priority", kMvPrio, DatCell::integer, false},
    {"combo_level", kMvCombo, DatCell::integer, false},
    {"z_bap", kMvZbap, DatCell::integer, false},
    {"contact", kMvContact, DatCell::boolean, false},
    {"snatch", kMvSnatch, DatCell::boolean, false},
    {"reflect", kMvReflect, DatCell::boolean, false},
    {"effect_text", kMvText, DatCell::text, false},
    {"z_effect_text", kMvZText, DatCell::text, false},
};

BBP_HEADERS(kAbName, "ability", "name");
BBP_HEADERS(kDesc, "description", "desc", "effecttext", "effect");
constexpr DatColumn kAbilities[] = {
    {"name", kAbName, DatCell::text, true},
    {"description", kDesc, DatCell::text, true},
};

BBP_HEADERS(kItName, "item", "name");
BBP_HEADERS(kItNType, "ntype", "naturalgifttype", "naturalgift");
constexpr DatColumn kItems[] = {
    {"name", kItName, DatCell::text, true},
    {"description", kDesc, DatCell::text, true},
    {"natural_gift_type", kItNType, DatCell::type, false},
};

BBP_HEADERS(kCoName, "term", "name", "condition");
BBP_HEADERS(kCoDef, "definition", "description", "desc");
constexpr DatColumn kConditions[] = {
    {"name", kCoName, DatCell::text, true},
    {"definition", kCoDef, DatCell::text, true},
};
#undef BBP_HEADERS

constexpr std::array<DatSheetSpec, 5> kSheets{{
    {DatSheet::species, Kind::species, kSpecies},
    {DatSheet::moves, Kind::move, kMoves},
    {DatSheet::abilities, Kind::ability, kAbilities},
    {DatSheet::items, Kind::item, kItems},
    {DatSheet::conditions, Kind::condition, kConditions},
}};

}  // namespace

const DatSheetSpec& dat_sheet_spec(DatSheet s) { return kSheets[static_cast<std::size_t>(s)]; }

const DatColumn* match_dat_header(const DatSheetSpec& spec, std::string_view header) {
  const std::string key = fold_name(header);
  for (const DatColumn& c : spec.columns)
    for (std::string_view h : c.headers)
      if (key == h) return &c;
  return nullptr;
}

std::optional<DatSheet> parse_dat_sheet(std::string_view text) {
  const std::string k = fold_name(text);
  if (k == "species" || k == "pokemon") return DatSheet::species;
  if (k == "moves" || k == "move") return DatSheet::moves;
  if (k == "abilities" || k == "ability") return DatSheet::abilities;
  if (k == "items" || k == "item") return DatSheet::items;
  if (k == "conditions" || k == "condition" || k == "namedconditions") return DatSheet::conditions;
  return std::nullopt;
}

std::string_view to_string(DatSheet s) {
  switch (s) {
    case DatSheet::species: return "species";
    case DatSheet::moves: return "moves";
    case DatSheet::abilities: return "abilities";
    case DatSheet::items: return "items";
    case DatSheet::conditions: return "conditions";
  }
  return "?";
}

}  // namespace bbp
