// Other renderings of a lint report: SARIF 2.1.0 for tools, a BBCode reply for the thread, and
// the post with every mechanical fix applied.
#include <bbp/diagnostic_json.hpp>
#include <bbp/lint.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace bbp::lint {

std::string render_sarif(const LintResult& r, const SourceFile& src) { return bbp::render_sarif(src, r.diagnostics.items()); }

std::string render_bbcode(const LintResult& r, const SourceFile&) {
  std::string out = "[b]bbpref legality check[/b]";
  out += r.staked ? " (staked match)\n" : " (unstaked match)\n";
  for (const OrderSetVerdict& v : r.order_sets) {
    out += fmt::format("\n[b]{}[/b]\n", v.pokemon.empty() ? "Orders" : v.pokemon);
    for (std::size_t i : v.diagnostics) {
      const Diagnostic& d = r.diagnostics.items()[i];
      if (d.severity == Severity::note) continue;
      out += fmt::format("• {} — {} [{}]\n", bbp::to_string(d.severity), message_of(d), info(d.id).code);
    }
    if (v.substitutions.empty()) out += "No substitutions.\n";
    for (const SubstitutionVerdict& s : v.substitutions) {
      const bool legal = s.verdict == Verdict::legal;
      out += fmt::format("{}. [color={}]{}[/color] — [i]{}[/i]\n", s.index, legal ? "green" : "red",
                         legal ? "Legal" : "Illegal", s.text);
      for (std::size_t i : s.diagnostics) {
        const Diagnostic& d = r.diagnostics.items()[i];
        if (d.severity != Severity::error && !(legal && d.severity == Severity::note)) continue;
        const DiagInfo& row = info(d.id);
        out += fmt::format("   {} ({}{})\n", message_of(d), row.code,
                           row.section.empty() ? "" : fmt::format(", §{}", row.section));
      }
      if (!s.counts_toward_limit) out += "   (does not count toward the substitution count)\n";
    }
  }
  if (!r.unchecked.empty()) {
    out += "\n[size=2]Not checked without more context: ";
    for (std::size_t i = 0; i < r.unchecked.size(); ++i) out += (i ? "; " : "") + r.unchecked[i];
    out += "[/size]\n";
  }
  return out;
}

std::string apply_fixes(const LintResult& r, const SourceFile& src) {
  std::vector<FixIt> fixes;
  for (const Diagnostic& d : r.diagnostics.items())
    for (const FixIt& f : d.fixits) fixes.push_back(f);
  std::sort(fixes.begin(), fixes.end(), [](const FixIt& a, const FixIt& b) {
    return a.span.begin != b.span.begin ? a.span.begin > b.span.begin : a.span.end > b.span.end;
  });
  std::string text(src.text());
  std::size_t floor = text.size() + 1;  // fixes are applied back to front; overlapping ones are skipped
  for (const FixIt& f : fixes) {
    if (f.span.end > text.size() || f.span.end > floor) continue;
    text.replace(f.span.begin, f.span.size(), f.replacement);
    floor = f.span.begin;
  }
  return text;
}

}  // namespace bbp::lint
