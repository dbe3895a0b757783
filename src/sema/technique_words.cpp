#include "sema/technique_words.hpp"

#include "text/ascii_text.hpp"

#include <array>
#include <string>

using namespace std::string_view_literals;

namespace bbp::sema {
namespace {

struct Form {
  std::string_view words;      // lower case
  std::string_view technique;  // [11] name
};

constexpr std::string_view kMega = "Mega Evolution";
constexpr std::string_view kTera = "Terastal";
constexpr std::string_view kDynamax = "Dynamax";

// Verb forms: what a Pokemon does. Past participles are states, left to the state checks.
constexpr std::array kVerbs{
    Form{"mega evolves", kMega},     Form{"mega evolve", kMega},      Form{"mega evolving", kMega},
    Form{"mega-evolves", kMega},     Form{"mega-evolve", kMega},      Form{"mega-evolving", kMega},
    Form{"megas", kMega},            Form{"terastallizes", kTera},    Form{"terastallize", kTera},
    Form{"terastallizing", kTera},   Form{"terastalizes", kTera},     Form{"terastalize", kTera},
    Form{"terastalizing", kTera},    Form{"terastallises", kTera},    Form{"terastallise", kTera},
    Form{"teras", kTera},            Form{"dynamaxes", kDynamax},     Form{"dynamaxing", kDynamax},
    Form{"gigantamaxes", kDynamax},  Form{"gigantamaxing", kDynamax},
};
// Nouns that name the Technique itself: "is to use Dynamax", "is to use Mega Evolution".
constexpr std::array kNouns{
    Form{"mega evolution", kMega}, Form{"mega", kMega},         Form{"terastal", kTera},
    Form{"terastallization", kTera}, Form{"terastalization", kTera}, Form{"tera", kTera},
    Form{"dynamax", kDynamax},     Form{"gigantamax", kDynamax},
};
// State forms: what a Pokemon is after the Technique ("is Dynamaxed", "has Terastallized").
constexpr std::array kStates{
    Form{"mega evolved", kMega},      Form{"mega-evolved", kMega},     Form{"megaevolved", kMega},
    Form{"terastallized", kTera},     Form{"terastalized", kTera},     Form{"terastallised", kTera},
    Form{"tera'd", kTera},            Form{"dynamaxed", kDynamax},     Form{"gigantamaxed", kDynamax},
    Form{"dynamaxxed", kDynamax},
};
// Words after a technique word that make it a move's name.
constexpr std::array kMoveTails{std::string_view{"cannon"}, std::string_view{"cannons"}, std::string_view{"blast"},
                                std::string_view{"blasts"}, std::string_view{"starstorm"}};

std::string normalized(std::string_view s) {
  std::string lower = text::to_lower(text::trim(s));
  while (!lower.empty() && (lower.back() == '.' || lower.back() == '!' || lower.back() == ',')) lower.pop_back();
  for (std::string_view article : {"a "sv, "an "sv, "the "sv, "its "sv, "their "sv, "your "sv})
    if (lower.starts_with(article)) lower.erase(0, article.size());
  return lower;
}

// The Tera Types of [11.7a]: the eighteen types and Stellar.
constexpr std::array<std::string_view, 19> kTeraTypes{
    "normal", "fire", "water", "grass",  "electric", "ice",  "fighting", "poison", "ground", "flying",
    "psychic", "bug", "rock",  "ghost", "dragon",   "dark", "steel",    "fairy",  "stellar"};

/// The length of `lower`'s leading word when it is a Tera Type and ends there, else 0.
std::size_t tera_type_at(std::string_view lower) {
  for (std::string_view type : kTeraTypes)
    if (lower.starts_with(type) && (lower.size() == type.size() || !text::is_word_byte(lower[type.size()])))
      return type.size();
  return 0;
}

}  // namespace

TerastalLead terastal_lead(std::string_view written) {
  const std::string lower = text::to_lower(written);
  std::string_view rest = lower;
  bool verb = false;
  for (std::string_view word : {"terastallize"sv, "terastalize"sv, "terastallise"sv, "terastal"sv})
    if (!verb && rest.starts_with(word) && rest.size() > word.size() && !text::is_word_byte(rest[word.size()])) {
      rest.remove_prefix(word.size());
      verb = true;
    }
  if (!verb) {
    if (!rest.starts_with("tera") || rest.size() < 6 || (rest[4] != ' ' && rest[4] != '-')) return {};
    rest.remove_prefix(5);
    const std::size_t type = tera_type_at(rest);
    if (type == 0) return {};  // "Tera Blast"
    rest.remove_prefix(type);
  } else {
    std::string_view typed = text::trim(rest);
    if (typed.starts_with("into ")) typed = text::trim(typed.substr(5));
    // As in the order grammar: the type only before a joiner or the end, so "Terastallize Fire
    // Blast" is the verb and Fire Blast.
    if (const std::size_t type = tera_type_at(typed)) {
      const std::string_view after = text::trim(typed.substr(type));
      if (after.empty() || std::string_view(",+:->/|;").find(after.front()) != std::string_view::npos ||
          after.starts_with("and ") || after.starts_with("then "))
        rest = typed.substr(type);
    }
  }
  const std::size_t technique = lower.size() - rest.size();
  // The joiner between the Technique and the action: spaces, marks, "and", "then".
  for (bool moved = true; moved;) {
    moved = false;
    while (!rest.empty() && std::string_view(" ,+:->/|;").find(rest.front()) != std::string_view::npos) {
      rest.remove_prefix(1);
      moved = true;
    }
    for (std::string_view word : {"and "sv, "then "sv})
      if (rest.starts_with(word)) {
        rest.remove_prefix(word.size());
        moved = true;
      }
  }
  if (rest.empty()) return {};
  return TerastalLead{technique, lower.size() - rest.size()};
}

std::string_view technique_behaviour(std::string_view behaviour) {
  const std::string lower = normalized(behaviour);
  for (const Form& f : kVerbs)
    if (lower == f.words) return f.technique;
  for (const Form& f : kNouns)
    if (lower == f.words) return f.technique;
  return {};
}

std::string_view technique_state(std::string_view phrase) {
  const std::string lower = normalized(phrase);
  for (const Form& f : kStates) {
    if (lower == f.words) return f.technique;
    // "Terastallized into Fire", "Dynamaxed this round": the state with more words after it.
    if (lower.size() > f.words.size() && lower.starts_with(f.words) && lower[f.words.size()] == ' ')
      return f.technique;
  }
  // "Tera Fire", "Tera-Fire": the Tera Type named as a state; "Tera Blast" is a move.
  for (std::string_view lead : {"tera "sv, "tera-"sv}) {
    if (!lower.starts_with(lead) || lower.size() == lead.size()) continue;
    const std::string_view rest = std::string_view(lower).substr(lead.size());
    bool move = false;
    for (std::string_view tail : kMoveTails) move = move || rest.starts_with(tail);
    if (!move) return kTera;
  }
  return {};
}

std::string_view technique_verb_in(std::string_view clause) {
  const std::string lower = text::to_lower(clause);
  for (const Form& f : kVerbs)
    for (std::size_t at = text::find_word(lower, f.words); at != std::string::npos;
         at = text::find_word(lower, f.words, at + f.words.size())) {
      const std::string_view rest = text::trim(std::string_view(lower).substr(at + f.words.size()));
      bool move = false;
      for (std::string_view tail : kMoveTails) move = move || rest.starts_with(tail);
      if (!move) return f.technique;
    }
  return {};
}

}  // namespace bbp::sema
