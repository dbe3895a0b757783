// Damage working written among the orders (src/post/calc_lines.hpp).
#include "post/calc_lines.hpp"

#include "text/ascii_text.hpp"

#include <array>

using namespace std::string_view_literals;

namespace bbp::post {
namespace {

bool word_byte(char c) { return text::is_alnum(c) || c == '\''; }

/// "ohko", "2hkos", "3hko's": a number of hits to KO, the shorthand of damage calculators.
bool hits_to_ko_word(std::string_view w) {
  if (w.ends_with("'s")) w.remove_suffix(2);
  else if (w.ends_with('s')) w.remove_suffix(1);
  return w.size() == 4 && (w[0] == 'o' || text::is_digit(w[0])) && w.substr(1) == "hko";
}

// Verbs that give an attack's effect as a figure ("does 30%", "deals 15 damage", "leaves it at
// 20%", "hits for 40%", "KOs from 35%").
constexpr std::array kCalcVerbs = {"does"sv,  "do"sv,     "deals"sv, "deal"sv, "dealing"sv, "doing"sv, "leaves"sv,
                                   "leaving"sv, "takes"sv, "taking"sv, "for"sv, "kos"sv,     "ko's"sv,  "chunks"sv,
                                   "removes"sv};
// Words of an order or a condition: such a line is orders to read (or report), never working.
constexpr std::array kOrderWords = {"use"sv, "uses"sv, "using"sv, "if"sv, "then"sv, "unless"sv, "when"sv};
constexpr std::array kDamageWords = {"damage"sv, "dmg"sv, "hp"sv};

bool one_of(std::string_view w, const auto& list) {
  for (std::string_view x : list)
    if (w == x) return true;
  return false;
}

}  // namespace

bool states_damage(std::string_view tl) {
  // Working needs a figure or an nHKO word ("ohko" has no digit): most lines have neither.
  if (tl.find_first_of("0123456789") == std::string_view::npos && tl.find("hko") == std::string_view::npos) return false;
  bool hits_to_ko = false, figure = false, percent = false, equals = false, colon_figure = false, verb = false, damage = false;
  int depth = 0;
  bool after_colon = false;  // only blanks and '~' since a ':' at depth 0
  for (std::size_t i = 0; i < tl.size();) {
    const char c = tl[i];
    if (c == '(' || c == '[') { ++depth; after_colon = false; ++i; continue; }
    if (c == ')' || c == ']') { if (depth > 0) --depth; after_colon = false; ++i; continue; }
    if (word_byte(c)) {
      std::size_t e = i;
      while (e < tl.size() && word_byte(tl[e])) ++e;
      const std::string_view w = tl.substr(i, e - i);
      if (one_of(w, kOrderWords)) return false;
      hits_to_ko = hits_to_ko || hits_to_ko_word(w);
      if (depth == 0) {
        if (text::is_digit(w[0])) {
          figure = true;
          colon_figure = colon_figure || after_colon;
          // "30%", "28-33 %", "35.2%": the figure ends in a percent sign.
          std::size_t k = e;
          while (k < tl.size() && (text::is_digit(tl[k]) || tl[k] == '.' || tl[k] == ' ')) ++k;
          percent = percent || (k < tl.size() && tl[k] == '%');
        }
        verb = verb || one_of(w, kCalcVerbs);
        damage = damage || one_of(w, kDamageWords);
      }
      after_colon = false;
      i = e;
      continue;
    }
    if (depth == 0) {
      if (c == ':') { after_colon = true; ++i; continue; }
      // '=' of a sum, not of an arrow ("=>") or a comparison ("<=", ">=", "!=").
      if (c == '=' && (i + 1 >= tl.size() || tl[i + 1] != '>') && (i == 0 || (tl[i - 1] != '<' && tl[i - 1] != '>' && tl[i - 1] != '!')))
        equals = true;
      if (c != ' ' && c != '\t' && c != '~' && c != '-' && c != '+') after_colon = false;
    }
    ++i;
  }
  if (hits_to_ko) return true;
  if (!figure) return false;
  if (equals) return true;
  return (percent || damage) && (verb || colon_figure);
}

}  // namespace bbp::post
