// The tag table. Besides the tags Smogon posts use daily, a few more XenForo 2 tags are listed
// ([ispoiler], [plain], [justify], [email], [user], [media], [attach], [table]…) so a post that
// uses them is not flooded with unknown-tag warnings.
#include "bbcode/tags.hpp"

#include <bbp/bbcode.hpp>

#include <array>

namespace bbp::bbcode {
namespace {

constexpr TagAttr kOpt = TagAttr::optional;
constexpr TagAttr kReq = TagAttr::required;

constexpr std::array kTags = {
    TagSpec{"b", kBold, kOpt, false, false},
    TagSpec{"i", kItalic, kOpt, false, false},
    TagSpec{"u", kUnderline, kOpt, false, false},
    TagSpec{"s", kStrike, kOpt, false, false},
    TagSpec{"size", kSize, kReq, false, false},
    TagSpec{"color", kColor, kReq, false, false},
    TagSpec{"font", 0, kReq, false, false},
    TagSpec{"hide", kHide, kOpt, true, false},
    TagSpec{"spoiler", kHide, kOpt, true, false},
    TagSpec{"ispoiler", kHide, kOpt, false, false},
    TagSpec{"quote", kQuote, kOpt, true, false},
    TagSpec{"img", kImage, kOpt, false, false},
    TagSpec{"attach", kImage, kOpt, false, false},
    TagSpec{"media", kImage, kOpt, true, false},
    TagSpec{"url", kUrl, kOpt, false, false},
    TagSpec{"email", kUrl, kOpt, false, false},
    TagSpec{"user", 0, kOpt, false, false},
    TagSpec{"code", kCode, kOpt, true, true},
    TagSpec{"icode", kCode, kOpt, false, true},
    TagSpec{"plain", kCode, kOpt, false, true},
    TagSpec{"list", 0, kOpt, true, false},
    TagSpec{"*", kListItem, kOpt, true, false},
    TagSpec{"box", kCenter, kOpt, true, false},
    TagSpec{"center", kCenter, kOpt, true, false},
    TagSpec{"left", kCenter, kOpt, true, false},
    TagSpec{"right", kCenter, kOpt, true, false},
    TagSpec{"justify", kCenter, kOpt, true, false},
    TagSpec{"indent", kCenter, kOpt, true, false},
    TagSpec{"heading", kBold, kOpt, true, false},
    TagSpec{"table", 0, kOpt, true, false},
    TagSpec{"tr", 0, kOpt, true, false},
    TagSpec{"td", 0, kOpt, true, false},
    TagSpec{"th", 0, kOpt, true, false},
};

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

bool equals_folded(std::string_view name, std::string_view lower_name) {
  if (name.size() != lower_name.size()) return false;
  for (std::size_t i = 0; i < name.size(); ++i)
    if (lower(name[i]) != lower_name[i]) return false;
  return true;
}

}  // namespace

const TagSpec* find_tag(std::string_view name) {
  for (const TagSpec& t : kTags)
    if (equals_folded(name, t.name)) return &t;
  return nullptr;
}

std::size_t tag_index(const TagSpec* spec) { return static_cast<std::size_t>(spec - kTags.data()); }
std::size_t tag_count() { return kTags.size(); }

}  // namespace bbp::bbcode
