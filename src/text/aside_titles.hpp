#pragma once
// The words with which players title what holds no orders: a [hide]/[spoiler] block ("Flavor",
// "Calcs"), the same block's button copied from the page ("Spoiler: Calcs"), or a remark's label
// ("Note: …"). One list for the BBCode reader and the line classifier, so the three agree.
#include <string_view>

namespace bbp::text {

/// True when the title's leading word says the block is no orders: flavor ("Flavor", "Flavour
/// text", "Fluff", "RP", "Story") or the player's working ("Calcs", "Math"). Only the leading word
/// counts ("Calcs for step 2"), so a title such as "Subs" or a Pokemon's name keeps its orders.
/// Case and surrounding spaces, quotes and punctuation do not matter.
bool is_aside_title(std::string_view title);

/// The length of a remark's label at the start of `line` ("Note: ", "Calcs: ", "Flavor - ", "OOC: ",
/// "P.S. ", "Ref notes: ", "Note to ref - "), 0 when there is none: an aside title word or a note
/// word ("note", "notes", "nb", "ps", "ooc", "comment", "reasoning") before a colon or a dash; a
/// note word may follow a word that qualifies it ("ref", "side", "quick") and be followed by
/// whom it is for ("to the ref"). Any case.
std::size_t remark_label_length(std::string_view line);

}  // namespace bbp::text
