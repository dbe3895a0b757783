// Reading the [10.7a] "ignore substitutions" result: which of the recipient's substitutions ("all
// other substitutions", "substitution 2", "your third sub", "subs 2 and 3") and for how long ("until
// the end of the round", "for the rest of the step", "this step", "until the end of the next step",
// "until Arcanine's next turn ends", "until the end of your next turn"); no duration written is
// the rest of the round.
#include "sim/sub_ignore.hpp"

#include "sim/effect_words.hpp"
#include "text/ascii_text.hpp"

#include <array>
#include <cctype>

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

/// "third", "3rd", "3", "three" → 3; nullopt for any other word.
std::optional<int> number_word(std::string_view w) {
  static constexpr std::array<std::string_view, 10> kOrdinals = {"first",   "second", "third", "fourth", "fifth",
                                                                 "sixth",   "seventh", "eighth", "ninth", "tenth"};
  for (std::size_t i = 0; i < kOrdinals.size(); ++i)
    if (w == kOrdinals[i]) return static_cast<int>(i + 1);
  std::size_t digits = 0;
  while (digits < w.size() && digits < 4 && std::isdigit(static_cast<unsigned char>(w[digits]))) ++digits;
  if (digits > 0) {
    const std::string_view rest = w.substr(digits);
    if (rest.empty() || rest == "st" || rest == "nd" || rest == "rd" || rest == "th") {
      int v = 0;
      for (std::size_t i = 0; i < digits; ++i) v = v * 10 + (w[i] - '0');
      return v;
    }
    return std::nullopt;
  }
  std::string_view s = w;
  if (auto n = effect_words::number(s); n && s.empty()) return n;
  return std::nullopt;
}

bool read_which(std::string_view text, IgnoreSpec& spec) {
  const std::string t = text::to_lower(text);
  if (t.find("other") != std::string::npos) {
    spec.all_others = true;
    return true;
  }
  // Words split on spaces, commas and '#': the numbers among them name the substitutions.
  std::string word;
  auto flush = [&] {
    if (word.empty()) return;
    if (auto n = number_word(word)) spec.numbers.push_back(*n);
    word.clear();
  };
  for (char c : t) {
    if (c == ' ' || c == ',' || c == '#' || c == '.') flush();
    else word += c;
  }
  flush();
  return !spec.numbers.empty();
}

bool read_duration(std::string_view text, IgnoreSpec& spec) {
  std::string t = text::to_lower(text);
  while (!t.empty() && (t.back() == '.' || t.back() == ' ')) t.pop_back();
  using Until = IgnoreSpec::Until;
  if (t.empty() || t == "this round" || t == "for the rest of the round" || t == "until the end of the round" ||
      t == "for the round" || t == "until the round ends")
    return spec.until = Until::end_of_round, true;
  if (t == "this step" || t == "for the rest of the step" || t == "until the end of the step" ||
      t == "until the end of this step" || t == "for this step" || t == "until the step ends")
    return spec.until = Until::end_of_step, true;
  if (t == "next step" || t == "until the end of the next step" || t == "until the next step ends" ||
      t == "for the rest of this step and the next")
    return spec.until = Until::end_of_next_step, true;
  // "until Arcanine's next turn ends", "until the end of your next turn", "until the end of its turn"
  std::string_view rest = t;
  if (!effect_words::eat(rest, "until ")) return false;
  const bool end_first = effect_words::eat(rest, "the end of ");
  const std::size_t turn = rest.find(" turn");
  if (turn == std::string_view::npos) return false;
  std::string_view owner = rest.substr(0, turn);
  const std::string_view after = rest.substr(turn + 5);
  if (end_first ? !after.empty() : after != " ends") return false;
  for (std::string_view next : {" next"sv, " following"sv})
    if (owner.ends_with(next)) owner.remove_suffix(next.size());
  orders::SubPokemon who;
  if (owner == "your") {
    who.placeholder = orders::Placeholder::self;
  } else if (owner.ends_with("'s")) {
    owner.remove_suffix(2);
    who.name.text = std::string(owner);
  } else {
    return false;
  }
  who.text = std::string(owner);
  spec.until = Until::end_of_turn;
  spec.turn_of = std::move(who);
  return true;
}

}  // namespace

std::optional<IgnoreSpec> read_ignore(const orders::ResultClause& r, std::string& why) {
  IgnoreSpec spec;
  if (!read_which(r.which.text, spec) || !read_duration(r.duration.text, spec)) {
    why = "result '" + r.raw + "'";
    return std::nullopt;
  }
  return spec;
}

}  // namespace bbp::sim
