// Action names inside substitutions: [10.3b] accepts former names, other tenses and clear
// misspellings ("Faint Attack" → Feint Attack) with a note; a name that means nothing is illegal.
#include "sema/action_names.hpp"
#include "sema/sub_check.hpp"

#include <fmt/format.h>

namespace bbp::sema {

EntryId check_action_name(SubCheck& c, std::string_view text, Span span) {
  const ActionName a = resolve_action(c.dex, text, span);
  if (a.span.empty()) return kNoEntry;
  const std::string_view written = text.substr(a.span.begin - span.begin, a.span.size());
  if (a.what == ActionWhat::unknown) {
    Diagnostic& d = c.report(DiagId::unknown_action_name, a.span,
                             fmt::format("\"{}\" is not a move, command or trainer item [10.3b]", written));
    if (!a.suggestion.empty()) {
      d.help = fmt::format("did you mean \"{}\"?", a.suggestion);
      d.fixits.push_back(FixIt{a.span, a.suggestion});
    }
    return kNoEntry;
  }
  if (a.how == Match::alias || a.how == Match::fuzzy) {
    Diagnostic& d = c.report(DiagId::read_as_alias, a.span, fmt::format("\"{}\" is read as \"{}\" [10.3b]", written, a.canonical));
    d.fixits.push_back(FixIt{a.span, a.canonical});
    c.rewrites.push_back(FixIt{a.span, a.canonical});
  }
  return a.what == ActionWhat::move ? a.id : kNoEntry;
}

}  // namespace bbp::sema
