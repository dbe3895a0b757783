#pragma once
// The verb of a clause no grammar rule reads ("Heracross resists Bug", "you survive X-Scissor"):
// the bare-clause reader drops words from the front until a name is left, so a verb it does not
// know would otherwise vanish with the subject and the clause pass on the name after it.
#include "sema/sub_check.hpp"

#include <cstddef>
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

/// "using Protect", "is going to use Close Combat", "attacks": the words of a clause no grammar
/// rule reads (after its "not", if any) open as an action clause's verb does. Returns the length
/// of that verb with the space after it (what is left is the behaviour, "" for "attacking"), or 0.
std::size_t action_verb_lead(std::string_view words);

/// [10.6b] [10.4c] "IF using Protect", "IF is going to use Close Combat": an action clause whose
/// Pokemon is unsaid. It observes no specified Pokemon, so the reference it needs identifies none
/// (BBP3015). Asked of the trigger's clause `i`; not when an earlier clause has a subject, which
/// "and using Protect" shares ("IF Heracross is Burned and using Protect"). True when reported.
bool report_subjectless_action(SubCheck& c, std::size_t i);

}  // namespace bbp::sema
