#pragma once
// The columns of each Data Audit sheet ([1.6]), with the header spellings each accepts. Headers
// are matched after folding (case, spaces and punctuation dropped): "En Cost" = "encost",
// "Combo Lv." = "combolv", "Contact?" = "contact", "Effect%" = "effect".
#include <bbp/dex.hpp>

#include <span>
#include <string_view>

namespace bbp {

enum class DatCell : std::uint8_t {
  text,          ///< any text (line breaks allowed)
  integer,       ///< whole number; `--`/empty = none
  percent,       ///< whole number with an optional trailing %
  boolean,       ///< Yes/No, Y/N, True/False, 1/0, x
  types,         ///< one or more types: "Bug/Flying", "Bug, Flying"
  type,          ///< exactly one type
  category,      ///< Physical | Special | Status
  abilities,     ///< list of ability names
  moves,         ///< list of move names
};

struct DatColumn {
  std::string_view canonical;                    ///< column name in the overlay TSV
  std::span<const std::string_view> headers;     ///< accepted folded header spellings
  DatCell cell;
  bool required;
};

struct DatSheetSpec {
  DatSheet sheet;
  Kind kind;
  std::span<const DatColumn> columns;  ///< columns[0] is the name column
};

const DatSheetSpec& dat_sheet_spec(DatSheet s);
/// The column a header means, or null.
const DatColumn* match_dat_header(const DatSheetSpec& spec, std::string_view header);

}  // namespace bbp
