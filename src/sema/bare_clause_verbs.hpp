#pragma once
// The verb of a clause no grammar rule reads ("Heracross resists Bug", "you survive X-Scissor"):
// the bare-clause reader drops words from the front until a name is left, so a verb it does not
// know would otherwise vanish with the subject and the clause pass on the name after it.
#include "sema/sub_check.hpp"

#include <string_view>

namespace bbp::sema {

/// `dropped`: the words the reader dropped before a name it knows ("Heracross resists" before
/// "Bug"). Returns the last of them when it reads as a finite verb that is neither a linking verb
/// of a state ("is", "gets", "holds", "knows", "you have") nor an adverb ("always"): the word a
/// referee cannot turn into a value of [10.6e]. "" otherwise, also when only one word was dropped
/// (a subject: "IF Heracross Burned" is [10.3b] plain English for "is Burned").
std::string_view unread_verb(std::string_view dropped);

/// [10.6e] "IF Heracross resists Bug", "IF Heracross survives X-Scissor": `dropped` (the words before
/// `named`, a name the Dex knows) ends with a verb no state clause reads. Reports BBP3027 (cannot
/// be judged) and returns true; false when the words read as a state.
bool report_unread_verb(SubCheck& c, const orders::SubText& what, std::string_view dropped, std::string_view named);

}  // namespace bbp::sema
