// [10.5] timing clauses: spelled out in plain language (no acronyms such as CASOR), and the
// [10.5a] reading of "end of priority X".
#include "sema/sub_check.hpp"

#include <fmt/format.h>

#include <cctype>

namespace bbp::sema {
namespace {

struct Acronym {
  std::string_view letters;
  std::string_view spelled;
};

// Old shorthand players still write ("Check At Start Of Round"...). [10.5] forbids them.
constexpr Acronym kAcronyms[] = {
    {"casor", "At the start of the round"}, {"caeor", "At the end of the round"},
    {"casos", "At the start of the step"},  {"caeos", "At the end of the step"},
    {"casot", "At the start of your turn"}, {"caeot", "At the end of your turn"},
    {"casoyt", "At the start of your turn"}, {"caeoyt", "At the end of your turn"},
    {"sor", "At the start of the round"},   {"eor", "At the end of the round"},
    {"sos", "At the start of the step"},    {"eos", "At the end of the step"},
    {"sot", "At the start of your turn"},   {"eot", "At the end of your turn"},
};

bool word_char(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0; }

}  // namespace

void check_timing(SubCheck& c) {
  const std::string& raw = c.sub.raw;
  for (std::size_t i = 0; i < raw.size();) {
    if (!word_char(raw[i])) { ++i; continue; }
    std::size_t j = i;
    while (j < raw.size() && word_char(raw[j])) ++j;
    std::string word = raw.substr(i, j - i);
    for (char& ch : word) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    for (const Acronym& a : kAcronyms) {
      if (word != a.letters) continue;
      const Span span = c.raw_span(i, j);
      Diagnostic& d = c.report(DiagId::timing_acronym, span,
                               fmt::format("\"{}\" is an acronym; timing clauses must be spelled out [10.5]", raw.substr(i, j - i)));
      d.fixits.push_back(FixIt{span, std::string(a.spelled)});
      d.help = fmt::format("write \"{}\"", a.spelled);
      c.rewrites.push_back(FixIt{span, std::string(a.spelled)});
      break;
    }
    i = j;
  }
  // [10.5a] "Any timing written to be 'End of Priority X' is taken to mean 'Start of priority X-1'".
  if (c.sub.timing && c.sub.timing->kind == orders::TimingKind::priority && c.sub.timing->edge.present()) {
    std::string edge = c.sub.timing->edge.text;
    for (char& ch : edge) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (edge == "end") {
      int x = 0;
      bool parsed = false;
      try {
        x = std::stoi(c.sub.timing->priority.text);
        parsed = true;
      } catch (...) {
      }
      c.report(DiagId::end_of_priority_read_as_start, c.sub.timing->span,
               parsed ? fmt::format("read as \"at the start of priority {}\" [10.5a]", x - 1)
                      : std::string("read as the start of the next lower priority [10.5a]"));
    }
  }
}

}  // namespace bbp::sema
