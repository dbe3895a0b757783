// Renderings of a profile check besides JSON: an approver's review in BBCode (the handbook's
// "Their review will look like this"), and SARIF 2.1.0.
#include <bbp/diagnostic_json.hpp>
#include <bbp/profile.hpp>

#include <fmt/format.h>

namespace bbp::profile {
namespace {

std::string quote(const SourceFile& src, Span s) {
  const std::string_view t = src.text();
  if (s.begin >= t.size()) return {};
  std::string q(t.substr(s.begin, std::min(s.size(), t.size() - s.begin)));
  if (q.size() > 60) q = q.substr(0, 57) + "...";
  // The review is pasted into the forum: keep the player's tags from being rendered.
  for (char& c : q)
    if (c == '[') c = '(';
    else if (c == ']') c = ')';
  return q;
}

void list(std::string& out, const Result& r, const SourceFile& src, const std::vector<std::size_t>& idx) {
  std::size_t shown = 0;
  for (std::size_t i : idx) {
    const Diagnostic& d = r.diagnostics.items()[i];
    if (d.severity == Severity::note) continue;
    ++shown;
    const LineCol at = src.locate(d.span.begin);
    out += fmt::format("[*] line {}: {}", at.line, message_of(d));
    if (!d.fixits.empty() && d.fixits.front().replacement.find('\n') == std::string::npos)
      out += fmt::format(" — \"{}\" → \"{}\"", quote(src, d.fixits.front().span), d.fixits.front().replacement);
    else if (d.help)
      out += fmt::format(" ({})", *d.help);
    out += fmt::format(" [{}]\n", info(d.id).code);
  }
  if (shown == 0) out += "[*] Looks good!\n";
}

}  // namespace

std::string render_bbcode(const Result& r, const SourceFile& src) {
  std::string out = "[b]Profile review[/b] (bbpref)\n";
  for (const PokemonProfile& p : r.pokemon) {
    const std::string name = p.nickname.present() ? fmt::format("{} ({})", p.nickname.text, p.species.text)
                             : p.species.present() ? p.species.text
                                                   : (p.title.present() ? p.title.text : std::string("Pokemon"));
    out += fmt::format("\n[b]{}[/b]\n[list]\n", name);
    list(out, r, src, p.diagnostics);
    out += "[/list]\n";
  }
  if (r.trainer) {
    out += "\n[b]Trainer profile[/b]\n[list]\n";
    list(out, r, src, r.trainer->diagnostics);
    out += "[/list]\n";
  }
  if (r.pokemon.empty() && !r.trainer) out += "\nNo profile was found in this post.\n";
  return out;
}

std::string render_sarif(const Result& r, const SourceFile& src) { return bbp::render_sarif(src, r.diagnostics.items()); }

}  // namespace bbp::profile
