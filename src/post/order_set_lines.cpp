// The segmenter's judgements of a line by the lines around it: whether a bare name is the header
// of the orders below it or names an order set made earlier (src/post/segment.cpp uses them; main
// orders spread over several lines are src/post/step_lines.cpp's).
#include "post/chat_lines.hpp"
#include "post/everyone_words.hpp"
#include "post/heading_lines.hpp"
#include "post/segment_builder.hpp"
#include "post/sentence_orders.hpp"
#include "post/separators.hpp"
#include "post/text_util.hpp"
#include "text/aside_titles.hpp"
#include "text/ornaments.hpp"
#include "text/quote_marks.hpp"

#include <algorithm>
#include <initializer_list>

namespace bbp::post::detail {

using namespace std::string_view_literals;

/// A '/' that is no part of a sprite code (":sv/garchomp:" has one on nearly every header line).
bool slash_outside_sprites(std::string_view text) {
  for (std::size_t p = text.find('/'); p != std::string_view::npos; p = text.find('/', p + 1)) {
    const std::size_t colon = text.rfind(':', p);
    const auto hit = colon == std::string_view::npos ? std::nullopt : text::sprite_at(text, colon);
    if (!hit || hit->end <= p) return true;
  }
  return false;
}

/// "SD-XS-XS", "Triantis: Swords Dance-X-Scissor-X-Scissor", ":sv/scyther: SD-XS-XS": main orders
/// whose steps only dashes without spaces divide, read by the Dex (tight_dash_cuts, as
/// parse_main_orders reads them). Where the orders start: after the sprites leading the line and a
/// short name ended by ':', as classify_line splits a header from its orders; npos when the line
/// is no such orders.
std::size_t tight_dash_orders_start(std::string_view text, const Options& options) {
  if (options.is_single_action == nullptr || text.find('-') == std::string_view::npos) return std::string_view::npos;
  std::size_t from = text::after_leading_sprites(text);
  if (const std::size_t colon = text.find(':', from);
      colon != std::string_view::npos && text::word_count(text.substr(from, colon - from)) <= 4)
    from = colon + 1;
  return tight_dash_cuts(text.substr(from), options.is_single_action).empty() ? std::string_view::npos : from;
}

ItemEnd divider_after_item(std::string_view text) {
  const std::size_t at = text.find('@');
  if (at == std::string_view::npos) return {};
  ItemEnd found;
  for (std::size_t c = text.find(':', at); c != std::string_view::npos; c = text.find(':', c + 1)) {
    if (const auto sprite = text::sprite_at(text, c)) {
      c = sprite->end - 1;  // a sprite's closing colon is no divider either
      continue;
    }
    found = {c, c + 1};
    break;
  }
  const SepScan scan = scan_separators(text.substr(at + 1));
  if (!scan.tokens.empty() && at + 1 + scan.tokens.front().begin < found.begin)
    found = {at + 1 + scan.tokens.front().begin, at + 1 + scan.tokens.front().end};
  if (found.begin == std::string_view::npos) return {};
  const std::string_view item = text::trim(text.substr(at + 1, found.begin - at - 1));
  return !item.empty() && text::word_count(item) <= 4 ? found : ItemEnd{};
}

namespace {

/// Where the verb of "Gina will use Earthquake." starts and the action after it, in `text`; zeros
/// when the line is not a short subject, a use verb and known actions (one, or a step each).
struct SubjectOrder {
  std::size_t verb_begin = 0;
  std::size_t action_begin = 0;
};
SubjectOrder subject_and_action(std::string_view text, const Options& options) {
  if (text.size() > 120) return {};
  // Every verb below holds " us" ("uses", "use", "using"), " go", " get" or " wi": one look at each space
  // rules out most lines and picks the verbs worth searching for.
  bool us = false, go = false, get = false, will = false;
  for (std::size_t i = text.find(' '); i != std::string_view::npos && i + 2 < text.size(); i = text.find(' ', i + 1)) {
    const char a = static_cast<char>(text[i + 1] | 0x20), c = static_cast<char>(text[i + 2] | 0x20);
    us = us || (a == 'u' && c == 's');
    go = go || (a == 'g' && c == 'o');
    get = get || (a == 'g' && c == 'e' && i + 3 < text.size() && (text[i + 3] | 0x20) == 't');
    will = will || (a == 'w' && c == 'i');
  }
  if (!us && !go && !get && !will) return {};
  std::size_t at = std::string_view::npos;
  std::string_view verb;
  const auto look_for = [&](std::initializer_list<std::string_view> verbs) {
    for (std::string_view v : verbs) {
      const std::size_t p = text::ifind(text, v);
      if (p != std::string_view::npos && p < at) at = p, verb = v;
    }
  };
  // ", use " and ", go for " address the Pokemon ("Triantis, use Swords Dance, then …"); the
  // others tell what it does ("Triantis goes for Swords Dance - …", "Triantis gets SD, then …",
  // "Triantis will go Swords Dance - …"). At one place the longer verb, listed first, is kept.
  if (us) look_for({" will use "sv, " uses "sv, " should use "sv, " is using "sv, " is going to use "sv, ", use "sv});
  if (go) look_for({", go for "sv, ", go with "sv, " goes for "sv, " goes with "sv, " will go for "sv, " will go with "sv,
                         " will go "sv});
  if (get) look_for({" gets "sv, " will get "sv});
  // "Triantis will Swords Dance, then …": "use" left out after "will" (grammar/orders.hpp
  // `will_verb` reads the steps so); last, so that a verb above at the same place is kept.
  if (will) look_for({" will "sv});
  const std::size_t verb_size = verb.size();
  if (at == std::string_view::npos) return {};
  const std::string_view subject = text::trim(text.substr(0, at));
  if (subject.empty() || text::word_count(subject) > 3 || subject.find_first_of(".!?,;:\"*[]()") != std::string_view::npos)
    return {};
  // "Everyone, use Protect!", "Both use Protect": every Pokemon, not one named so.
  if (names_everyone(subject)) return {};
  // "Heracross Protects, use Swords Dance" is a substitution in shorthand, not a Pokemon addressed:
  // the words addressed do not end in a move's name used as a verb.
  if (verb.front() == ',' && ends_in_move_verb(subject, options.is_single_action, false)) return {};
  // "Also, use Protect.", "First, use Swords Dance, then …", "Hey Triantis, use …": a word before
  // the comma that opens a sentence or greets is no name ("Hey Triantis" would name "Hey Triantis").
  // The words the substitution grammar reads past before IF ("Also", "Furthermore", "Lastly") are
  // asked of it; the greetings and answers are the segmenter's own.
  if (verb.front() == ',') {
    const std::string_view opener = subject.substr(0, subject.find(' '));
    if (options.is_lead_in_word != nullptr && options.is_lead_in_word(opener)) return {};
    for (std::string_view w : {"first"sv, "firstly"sv, "instead"sv, "again"sv, "well"sv, "hey"sv, "yo"sv, "right"sv,
                               "please"sv, "just"sv, "go"sv, "come"sv, "ready"sv, "still"sv, "anyway"sv, "anyways"sv,
                               "sure"sv, "yes"sv, "no"sv, "fine"sv, "good"sv, "great"sv})
      if (text::iequals(opener, w)) return {};
  }
  // Each word capitalised, as names are.
  for (std::size_t i = 0; i < subject.size(); ++i)
    if ((i == 0 || subject[i - 1] == ' ') && !(subject[i] >= 'A' && subject[i] <= 'Z')) return {};
  // A pronoun names no Pokemon, nor does "My Scyther" by its nickname; "When Heracross uses
  // Protect, …" is a substitution's opening words.
  const std::string_view first_word = subject.substr(0, subject.find(' '));
  for (std::string_view word : {"I"sv, "It"sv, "He"sv, "She"sv, "They"sv, "We"sv, "You"sv, "This"sv, "That"sv, "My"sv,
                                "Our"sv, "Your"sv, "His"sv, "Her"sv, "Their"sv})
    if (first_word == word) return {};
  for (std::string_view word : {"if"sv, "when"sv, "whenever"sv, "should"sv, "unless"sv, "in"sv, "at"sv, "after"sv,
                                "before"sv, "once"sv, "while"sv, "then"sv, "otherwise"sv, "sub"sv, "subs"sv})
    if (text::iequals(first_word, word)) return {};
  std::string_view action = text::trim(text.substr(at + verb_size));
  if (action.find(':') != std::string_view::npos) return {};  // "Heracross uses Protect: Swords Dance"
  const std::size_t written = action.size();
  while (!action.empty() && (action.back() == '.' || action.back() == '!')) action = text::trim(action.substr(0, action.size() - 1));
  // "Quagsire uses Recover." is how a referee's report tells a step: the present tense with its
  // full stop orders one action only without the mark ("Triantis uses Swords Dance").
  const bool narrated = verb == " uses "sv && action.size() < written;
  // "Triantis will use Swords Dance, then X-Scissor twice.": the steps of a sentence, each known.
  // "Heracross uses Protect => Swords Dance" is a substitution in shorthand (the segmenter decides),
  // "-> Swords Dance" too, though "Protect -> Swords Dance" reads as one action and its target;
  // "Gina uses Flash Cannon -> Heracross" (a Pokemon after the arrow) is that target.
  // "Heracross uses Protect, use Swords Dance" too, which the orders grammar would read as one
  // action after a Pokemon addressed.
  const bool steps_are_actions = every_step_is_an_action(action, options);
  const bool order_after_comma = comma_order_at(action) != std::string_view::npos;
  if (action.empty() || options.is_single_action(subject) ||
      ((steps_are_actions || order_after_comma) && shorthand_substitution(text)) ||
      !((!narrated && options.is_single_action(action)) || steps_are_actions))
    return {};
  return {static_cast<std::size_t>(subject.data() - text.data()) + subject.size(), at + verb_size};
}

}  // namespace

/// classify_line, then what only the orders stage's Dex can tell: "Hydro Pump @ Scizor, Thunderbolt
/// @ Heracross" is main orders with targets, not an equip, when a known action stands before the '@'.
LineInfo classify(std::string_view text, LineStyle style, const Options& options) {
  LineInfo info = classify_line(text, style);
  // "Triantis: Swords Dance" (one step a Pokemon: Triples, a Step Count of 1): a short name and a
  // colon before one known action, which no step separator marks as orders. ":sv/scyther:
  // Triantis: Swords Dance" too, the sprites opening the header.
  if ((info.guess == Guess::unknown || info.guess == Guess::header) && options.is_single_action != nullptr &&
      text.find(':') != std::string_view::npos) {
    const std::vector<text::SpriteHit> sprites = text::find_sprites(text);
    std::size_t from = 0;  // after the sprites opening the line; none may stand elsewhere
    for (const text::SpriteHit& h : sprites)
      if (text::trim(text.substr(from, h.begin - from)).empty()) from = h.end;
    const std::size_t colon = text.find(':', from);
    if ((info.guess == Guess::unknown || from > 0) && (sprites.empty() || sprites.back().end <= from) &&
        colon != std::string_view::npos && colon > from) {
      const std::string_view name = text::trim(text.substr(from, colon - from));
      const std::string_view action = text::trim(text.substr(colon + 1));
      if (!name.empty() && !action.empty() && text::word_count(name) <= 4 &&
          name.find_first_of(".!?,;") == std::string_view::npos && !options.is_single_action(name) &&
          options.is_single_action(action)) {
        info.guess = Guess::header_and_orders;
        info.inline_split = colon + 1;
        int number = 0;
        info.heading_prefix = is_heading(text::to_lower(name)) || step_label_length(text, number) > colon;
      }
    }
  }
  // "Gina will use Earthquake.", "Triantis uses Swords Dance", "Triantis will use Swords Dance,
  // then X-Scissor twice.": orders as a sentence whose subject is the Pokemon (a short name, no
  // pronoun), each step a known action.
  if ((info.guess == Guess::unknown || info.guess == Guess::main_orders || (info.guess == Guess::flavor && info.sentence_only)) &&
      options.is_single_action != nullptr)
    if (const SubjectOrder so = subject_and_action(text, options); so.verb_begin > 0) {
      info.guess = Guess::header_and_orders;
      info.header_end = so.verb_begin;
      info.inline_split = so.action_begin;
      info.heading_prefix = false;
    }
  if (info.guess == Guess::equip && options.is_single_action != nullptr) {
    const std::size_t at = text.find('@');
    std::string_view before = text.substr(0, at);
    // the last step or action before the '@': after the last separator
    const std::size_t cut = before.find_last_of(",|/>~");
    if (cut != std::string_view::npos) before.remove_prefix(cut + 1);
    // Classified again without the equip reading: "Tallow (right): Tailwind, Brave Bird @ Scizor"
    // keeps its name before the colon.
    if (at != std::string_view::npos && options.is_single_action(before)) {
      info = classify_line(text, style, true);
      if (info.guess != Guess::header_and_orders) info.guess = Guess::main_orders;
    }
  }
  // "Gina (Garchomp) @ Life Orb: Swords Dance - Earthquake - Earthquake", ":sv/lucario: Lucario @
  // Focus Sash | Swords Dance | …": the holder and its item are the header of the orders after the
  // divider (before, the orders were dropped with the equip). Without a sprite the line reads as
  // main orders first; then no divider may come before the '@'.
  if ((info.guess == Guess::equip || info.guess == Guess::main_orders) && !info.item_field &&
      options.is_single_action != nullptr)
    if (const ItemEnd item_end = divider_after_item(text); item_end.begin != std::string_view::npos) {
      const std::string_view orders = text::trim(text.substr(item_end.end));
      const std::size_t at = text.find('@');
      const std::string_view holder = text::trim(text.substr(0, at));
      if (!holder.empty() && !options.is_single_action(holder) &&
          (info.guess == Guess::equip || scan_separators(text.substr(0, at)).tokens.empty()) &&
          (choose_separators(scan_separators(orders)).has_step || options.is_single_action(orders))) {
        info.guess = Guess::header_and_orders;
        info.inline_split = item_end.end;
        info.header_end = item_end.begin;
        info.heading_prefix = false;
      }
    }
  // "Left - :sv/pelipper: Pelly", "Right — Cuda": a Doubles/Triples position, one divider and a
  // header (a sprite, or a short name that is no known action: "Left - Protect" stays orders).
  const auto opens_with_position = [](std::string_view t) {
    for (std::string_view p : text::kFieldPositions)
      if (text::istarts_with(t, p)) return true;
    return false;
  };
  if (info.guess == Guess::main_orders && opens_with_position(text::trim(text))) {
    const std::string_view t = text::trim(text);
    const SepScan scan = scan_separators(t);
    if (scan.tokens.size() == 1 && scan.tokens[0].kind != SepKind::comma &&
        text::is_field_position(t.substr(0, scan.tokens[0].begin))) {
      const std::string_view after = text::trim(t.substr(scan.tokens[0].end));
      const bool sprite = !text::find_sprites(after).empty();
      if (!after.empty() && text::word_count(after) <= 4 &&
          (sprite || (options.is_single_action != nullptr && !options.is_single_action(after))))
        info.guess = Guess::header;
    }
  }
  // ":sv/amoonguss: Shroom (Amoonguss) - Left", "Cuda — Right": the position written after the name
  // and one divider is part of the header, not a step (nor is the name, which is no known action).
  // Asked only of lines that end in a position word: the separator scan costs.
  const auto ends_with_position = [](std::string_view t) {
    t = text::trim(t);
    for (std::string_view tail : {"slot", "side", "position"})
      if (text::iends_with(t, tail)) t = text::trim(t.substr(0, t.size() - tail.size()));
    for (std::string_view p : text::kFieldPositions)
      if (text::iends_with(t, p) && (t.size() == p.size() || !text::is_alnum(t[t.size() - p.size() - 1]))) return true;
    return false;
  };
  if ((info.guess == Guess::main_orders || info.guess == Guess::header_and_orders) &&
      options.is_single_action != nullptr && ends_with_position(text)) {
    const std::size_t from = info.guess == Guess::header_and_orders ? std::min(info.inline_split, text.size()) : 0;
    const std::string_view rest = text.substr(from);
    const SepScan scan = scan_separators(rest);
    if (scan.tokens.size() == 1 && scan.tokens[0].kind != SepKind::comma &&
        text::is_field_position(rest.substr(scan.tokens[0].end))) {
      const std::string_view name = text::trim(rest.substr(0, scan.tokens[0].begin));
      if (!name.empty() && text::word_count(name) <= 4 && !options.is_single_action(name)) info.guess = Guess::header;
    }
  }
  // "Left: Gina (Garchomp) - Earthquake": a Doubles/Triples position before the colon names no
  // Pokemon; the name follows it, up to the first step separator, when that is no known action
  // ("Left: Earthquake - Protect" keeps its orders).
  if (info.guess == Guess::header_and_orders && options.is_single_action != nullptr && info.inline_split > 0 &&
      info.inline_split <= text.size()) {
    std::string_view head = text::trim(text.substr(0, info.inline_split));
    if (head.ends_with(':')) head = text::trim(head.substr(0, head.size() - 1));
    const bool position = text::is_field_position(head);
    const std::string_view orders = text.substr(info.inline_split);
    const SepScan scan = position ? scan_separators(orders) : SepScan{};
    const SepChoice choice = choose_separators(scan);
    if (position && choice.has_step)
      for (const SepToken& tok : scan.tokens) {
        if (tok.kind != choice.step) continue;
        const std::string_view name = text::trim(orders.substr(0, tok.begin));
        if (!name.empty() && text::word_count(name) <= 4 && !options.is_single_action(name)) {
          info.header_end = info.inline_split + tok.begin;
          info.inline_split += tok.end;
        }
        break;
      }
  }
  // "Corviknight: U-turn/Roost/Brave Bird": slashes without spaces divide steps when every part
  // is a known action (the orders stage reads them so too, parse_main_orders).
  if ((info.guess == Guess::unknown || info.guess == Guess::header) && options.is_single_action != nullptr &&
      slash_outside_sprites(text)) {
    const LineInfo tight = classify_line(text, style, false, true);
    if (tight.guess == Guess::main_orders || tight.guess == Guess::header_and_orders) {
      const std::size_t from = tight.guess == Guess::header_and_orders ? std::min(tight.inline_split, text.size()) : 0;
      if (slash_steps_are_actions(text.substr(from), options.is_single_action)) info = tight;
    }
  }
  if (info.guess == Guess::unknown || info.guess == Guess::header)
    if (const std::size_t from = tight_dash_orders_start(text, options); from != std::string_view::npos) {
      const bool named = text.find_first_not_of(" \t") < from;
      info.guess = named ? Guess::header_and_orders : Guess::main_orders;
      info.inline_split = named ? from : 0;
    }
  // "Kingambit | Dragapult", "Kingambit, Dragapult, Clefable" (species, no nicknames): the team,
  // listed; no step of it is an action.
  // Most order lines open with a move: the text before the first divider is looked up first, and
  // the line is cut into its steps only when that is a species.
  // "Kingambit — Dragapult": the en and em dash divide as " - " does.
  // The dashes' lead byte is rare: it is looked for first.
  const auto first_part = [](std::string_view t) {
    std::size_t cut = std::min(t.find(" - "), t.find_first_of("|,>~/;"));
    for (std::size_t d = t.find('\xE2'); d != std::string_view::npos && d < cut; d = t.find('\xE2', d + 1))
      if (d > 0 && t[d - 1] == ' ' && (t.substr(d).starts_with("\xE2\x80\x94 ") || t.substr(d).starts_with("\xE2\x80\x93 "))) {
        cut = d - 1;
        break;
      }
    return text::trim(t.substr(0, std::min(cut, t.size())));
  };
  if (info.guess == Guess::main_orders && options.is_species != nullptr && options.is_single_action != nullptr &&
      text.size() <= 200 && options.is_species(first_part(text))) {
    const std::vector<std::string_view> parts = steps_of(text);
    bool team = parts.size() >= 2;
    for (std::size_t k = 0; k < parts.size() && team; ++k)
      team = options.is_species(parts[k]) && !options.is_single_action(parts[k]);
    if (team) info.guess = Guess::flavor;
  }
  // "On the other hand, if it works, great.", "Tbh, if this fails, GG": a condition after the
  // first comma makes a sentence of the player's; order lines open with an action ("Swords Dance,
  // X-Scissor, if …" stays, as does a line the substitution test takes: "Tbh, if Heracross uses
  // Protect, use Swords Dance" is judged).
  const auto condition_after_comma = [](std::string_view t) {
    for (std::size_t c = t.find(','); c != std::string_view::npos; c = t.find(',', c + 1))
      if (text::istarts_with(t.substr(c + 1), " if ") || text::istarts_with(t.substr(c + 1), " unless ")) return true;
    return false;
  };
  if (info.guess == Guess::main_orders && options.is_single_action != nullptr && condition_after_comma(text) &&
      (options.is_substitution == nullptr || !options.is_substitution(text))) {
    const std::vector<std::string_view> parts = steps_of(text);
    if (!parts.empty() && !options.is_single_action(parts.front())) {
      info.guess = Guess::flavor;
      info.sentence_only = !style.all_italic && !style.all_quote;
    }
  }
  // "Thanks for reffing, Dundie.", "GL, HF", "Sorry for the delay, everyone.": a comma between
  // chat words divides no steps when the first "step" is no known action ("Swords Dance,
  // X-Scissor, X-Scissor, please." stays orders, and its last step is judged).
  // (The chat words are looked for last: most orders lines end the test at their first step.)
  if (const std::size_t comma = text.find(',');
      info.guess == Guess::main_orders && options.is_single_action != nullptr && comma != std::string_view::npos &&
      !options.is_single_action(text::trim(text.substr(0, comma))) && is_chat_line(text)) {
    info.guess = Guess::flavor;
    info.sentence_only = !style.all_italic && !style.all_quote;
  }
  // "Energy: 100 -> 88", "HP: 100/100 - EN: 88/100": a tally, not orders.
  if ((info.guess == Guess::main_orders || info.guess == Guess::header_and_orders) &&
      reads_as_status_line(text.substr(info.guess == Guess::header_and_orders ? std::min(info.inline_split, text.size()) : 0),
                           options))
    info.guess = Guess::flavor;
  // "Triantis sharpens its blades.": a sentence too short for classify_line's prose test is speech
  // when no words of it name a move or command ("Use Swords Dance." stays an order line to judge).
  if (info.guess == Guess::unknown && options.mentions_action != nullptr) {
    const std::string_view t = text::trim(text);
    if (!t.empty() && (t.back() == '.' || t.back() == '!' || t.back() == '?') && text::word_count(t) >= 3 &&
        !options.mentions_action(t)) {
      info.guess = Guess::flavor;
      info.sentence_only = !style.all_italic && !style.all_quote;
    }
  }
  // "Use Protect on step 2.", "Furthermore, use Swords Dance on the last step.": a sentence that
  // orders an action is an order line to judge, not speech. Two or more known steps in a sentence
  // are main orders, which the segmenter takes from a flavor guess (every_step_is_an_action).
  if (info.guess == Guess::flavor && info.sentence_only && orders_in_a_sentence(text, options) &&
      !every_step_is_an_action(text, options))
    info.guess = Guess::unknown;
  return info;
}

/// "Gina → Swords Dance → Earthquake → Dragon Claw": a short name written as the first "step"
/// of steps that are each a known action is the header. Returns where the orders start (after the
/// first step separator), 0 when the line is not shaped so.
std::size_t leading_name_step(std::string_view text, const Options& options, std::size_t& header_end) {
  if (options.is_single_action == nullptr) return 0;
  const SepScan scan = scan_separators(text);
  const SepChoice choice = choose_separators(scan);
  if (!choice.has_step || choice.step == SepKind::comma) return 0;
  std::vector<SepToken> steps;
  for (const SepToken& t : scan.tokens)
    if (t.kind == choice.step) steps.push_back(t);
  if (steps.size() < 2) return 0;
  const std::string_view first = text::trim(text.substr(0, steps.front().begin));
  if (first.empty() || text::word_count(first) > 3 || first.find_first_of("[]") != std::string_view::npos ||
      options.is_single_action(first) || (options.is_action_like != nullptr && options.is_action_like(first)))
    return 0;
  for (std::size_t k = 0; k < steps.size(); ++k) {
    const std::size_t end = k + 1 < steps.size() ? steps[k + 1].begin : text.size();
    if (!options.is_single_action(text.substr(steps[k].end, end - steps[k].end))) return 0;
  }
  header_end = steps.front().begin;
  return steps.front().end;
}

/// The holder's name of an equip line ("… Triantis @ Life Orb") that is the last block, with
/// nothing but blank lines between it and `line`; empty otherwise.
Span holder_before(const Builder& b, std::uint32_t line) {
  if (b.out.blocks.empty()) return {};
  const Block& prev = b.out.blocks.back();
  if (prev.kind != BlockKind::equip || prev.line_count == 0 || prev.first_line >= line) return {};
  for (std::uint32_t k = prev.first_line + prev.line_count; k < line; ++k)
    if (!is_blank(b.view(b.out.lines[k].text))) return {};
  const std::string_view t = b.view(prev.text);
  const std::size_t at = t.find('@');
  if (at == std::string_view::npos || at == 0) return {};
  // A sprite line above the equip line is part of its block (":sv/scyther:" or a sprite [img],
  // then "Triantis (Scyther) @ Life Orb", [9.6]); the holder is named on the line with the '@',
  // and only sprites may come before that line.
  const std::size_t nl = t.rfind('\n', at);
  const std::size_t from = nl == std::string_view::npos ? 0 : nl + 1;
  if (from > 0 && !sprites_only(t.substr(0, from))) return {};
  return trim(b.plain.text, Span{prev.text.begin + from, prev.text.begin + at});
}

/// Whether `t` holds sprite codes and nothing else but spaces.
bool sprites_only(std::string_view t) {
  const std::vector<text::SpriteHit> hits = text::find_sprites(t);
  if (hits.empty()) return false;
  std::size_t at = 0;
  for (const text::SpriteHit& h : hits) {
    if (!is_blank(t.substr(at, h.begin - at))) return false;
    at = h.end;
  }
  return is_blank(t.substr(at));
}

/// "Gina: SD - EQ - EQ" / "Tallow: …" and later a line "Gina" with substitutions under it: a bare
/// name line (or a lone header) that names an order set already made, directly above a
/// substitution, sends the substitutions below to that set, as "Gina Subs:" does. The set's index,
/// or -1 when the line is not shaped so.
int names_an_earlier_set(const Builder& b, const std::vector<Line>& lines, std::uint32_t i, std::string_view t,
                         const Options& options) {
  std::string_view name = text::trim(t);
  if (name.ends_with(':')) name = text::trim(name.substr(0, name.size() - 1));  // "Tallow:"
  if (name.empty() || text::word_count(name) > 3 || options.is_substitution == nullptr) return -1;
  if (name.find_first_of(".!?,;:@[]()") != std::string_view::npos || !text::find_sprites(name).empty()) return -1;
  const int named = b.set_named(name);  // cheaper than the substitution grammar: asked first
  if (named < 0) return -1;
  std::uint32_t j = i + 1;
  while (j < lines.size() && is_blank(b.view(lines[j].text))) ++j;
  if (j >= lines.size() || j > i + 2) return -1;
  const std::string_view next = b.view(lines[j].text);
  return options.is_substitution(next.substr(substitution_label_length(next))) ? named : -1;
}

/// Two or more steps, each one known action (orders::looks_like_single_action, which reads past
/// "I'll use"); a sentence's closing mark is no part of the last.
bool every_step_is_an_action(std::string_view text, const Options& options) {
  if (options.is_single_action == nullptr || text.size() > 300) return false;
  const std::vector<std::string_view> steps = steps_of(text);
  if (steps.size() < 2) return false;
  for (std::string_view step : steps) {
    while (!step.empty() && (step.back() == '.' || step.back() == '!')) step.remove_suffix(1);
    if (!options.is_single_action(step)) return false;
  }
  return true;
}

bool name_and_species_steps(const Builder& b, const std::vector<Line>& lines, std::uint32_t i, std::string_view text,
                            const Options& options) {
  if (options.is_single_action == nullptr || options.is_action_like == nullptr) return false;
  // One or two dividers of one kind and nothing else ("Aura - Lucario - Lv 3"): "Toxapex - Toxic,
  // Recover, Haze" is a name and its orders.
  const SepScan scan = scan_separators(text);
  if (scan.tokens.empty() || scan.tokens.size() > 2 || scan.tokens.front().kind != scan.tokens.back().kind) return false;
  std::vector<std::string_view> steps;
  std::size_t from = 0;
  for (const SepToken& tok : scan.tokens) {
    steps.push_back(text::trim(text.substr(from, tok.begin - from)));
    from = tok.end;
  }
  steps.push_back(text::trim(text.substr(from)));
  // "Triantis - Scyther @ Life Orb": the item the last part equips is no part of the name ([9.6]).
  if (const std::size_t at = steps.back().find('@'); at != std::string_view::npos)
    steps.back() = text::trim(steps.back().substr(0, at));
  // "Triantis - SD/X-Scissor/X-Scissor", "Triantis - SD-XS-XS": known actions between unspaced
  // slashes or dashes are the steps.
  for (std::string_view s : steps)
    if (s.empty() || text::word_count(s) > 3 || s.find_first_of("[]") != std::string_view::npos ||
        options.is_single_action(s) || options.is_action_like(s) ||
        (s.find('/') != std::string_view::npos && slash_steps_are_actions(s, options.is_single_action)) ||
        (s.find('-') != std::string_view::npos && !tight_dash_cuts(s, options.is_single_action).empty()))
      return false;
  return names_the_next_orders(b, lines, i, steps.front(), options);
}

bool names_the_next_orders(const Builder& b, const std::vector<Line>& lines, std::uint32_t i, std::string_view t,
                           const Options& options) {
  std::string_view name = text::without_ornaments(text::trim(t));  // "~Triantis~", "== Triantis =="
  // "This is Triantis:" presents the Pokemon named after the words; "Orders for Triantis the
  // Scyther:" says whose orders follow.
  const std::size_t intro = intro_length(name);
  name.remove_prefix(intro);
  name.remove_prefix(order_words_length(name));
  // "Lucario (Inner Focus, Life Orb)": an aside in parentheses after the name is no part of it.
  if (name.ends_with(')'))
    if (const std::size_t open = name.find('('); open != std::string_view::npos && open > 0)
      name = text::trim(name.substr(0, open));
  // "Scyther "Let's get this over with."": the Pokemon's words in quotation marks after its name
  // are flavor, no part of the name (an apostrophe is no quotation mark here: "Farfetch'd").
  if (!name.empty() && name.back() != '\'' && text::ends_with_closing_quote_mark(name))
    for (std::size_t at = name.find(' '); at != std::string_view::npos; at = name.find(' ', at + 1)) {
      std::string_view closing;
      if (text::opening_quote_mark(name.substr(at + 1), &closing) > 0 && closing != "'") {
        name = text::trim(name.substr(0, at));
        break;
      }
    }
  if (name.empty() || text::word_count(name) > 4) return false;
  // "Here are my orders:", "Gonna go with this:": the player's own sentence introducing the
  // orders, not a Pokemon's name (the orders below then name their Pokemon, or the recipient does).
  if (intro == 0 && speaks_as_clause(name)) return false;
  // "Step 1:" / "[b]Step 1[/b]" alone on its line labels the step written below it; it names nothing.
  if (int number = 0; step_label_length(name, number) >= name.size()) return false;
  // The first item of a list of one-step items is the first step, not a name above the others.
  if (i + 1 < lines.size() && one_step_list_item(lines[i], t, options) &&
      one_step_list_item(lines[i + 1], b.view(lines[i + 1].text), options))
    return false;
  const char last = name.back();
  if (last == '.' || last == '!' || last == '?' || last == ',' || last == ';') return false;
  // "Pyro Ball" above "Sucker Punch": a known action is a step of orders written one per line.
  // Asked last, when the line below would make this one a header (a Dex lookup per line costs).
  const auto no_action = [&] { return options.is_single_action == nullptr || !options.is_single_action(name); };
  std::uint32_t j = i + 1;
  while (j < lines.size() && is_blank(b.view(lines[j].text))) ++j;
  if (j >= lines.size() || j > i + 2) return false;
  std::string_view next = b.view(lines[j].text);
  // "Step 1: Toxic Spikes" above "Step 2: Recover": the first of steps written one per line, each
  // labelled by its number ([9.1]), however short.
  if (int first = 0, first_last = 0, second = 0; step_label_length(name, first, first_last) > 0 &&
                                                 step_label_length(text::trim(next), second) > 0 && second == first_last + 1)
    return false;
  LineInfo info = classify(next, style_of(lines[j]), options);
  // "Gina" / "Main" / "Swords Dance - …" (table cells are lines): a heading word alone between
  // the name and the orders.
  if (info.guess == Guess::heading && info.heading_name_end == info.heading_name_begin && text::word_count(next) <= 2) {
    const std::uint32_t heading_line = j++;
    while (j < lines.size() && is_blank(b.view(lines[j].text))) ++j;
    if (j >= lines.size() || j > heading_line + 2) return false;
    next = b.view(lines[j].text);
    info = classify(next, style_of(lines[j]), options);
  }
  // "Main: Swords Dance - …" after the name: the heading word names no Pokemon, the line above does.
  if (info.guess == Guess::main_orders || (info.guess == Guess::header_and_orders && info.heading_prefix)) return no_action();
  // "Triantis (Scyther)" over "Plan: Swords Dance - …": a label, where the line above names a species
  // and the words before the colon none (segment.cpp `labels_waiting_orders` joins them so).
  if (info.guess == Guess::header_and_orders && info.header_end == 0 && info.inline_split <= next.size() &&
      reads_as_orders_label(next.substr(0, info.inline_split), b.view(Span{0, lines[j].text.begin}), options) &&
      names_a_species(t, options))
    return no_action();
  // "Triantis" over "IF Heracross uses Protect, THEN …" opening the post's orders: substitutions
  // only, for the Pokemon named (its main orders elsewhere or none). A name as players write one:
  // capitalised (or a sprite), no chat ("Good luck"), no aside title ("Flavor", "Calcs"). Inside a
  // set a short line over its substitutions ("Careful now") stays that set's.
  if (info.guess == Guess::substitution && !b.set_open() &&
      ((name.front() >= 'A' && name.front() <= 'Z') || name.front() == ':') && !is_chat_line(name) &&
      !text::is_aside_title(name))
    return no_action();
  // "I'll use Swords Dance, then X-Scissor, then X-Scissor.": a sentence of known actions.
  if (info.guess == Guess::flavor && info.sentence_only && every_step_is_an_action(next, options)) return no_action();
  // One step, no separator: "Garchomp" above "Earthquake" (a known action, asked of the orders stage).
  if (info.guess == Guess::unknown && options.is_single_action != nullptr && options.is_single_action(next)) return no_action();
  // Orders as a list, one step per [*] item.
  if (j + 1 < lines.size() && one_step_list_item(lines[j], next, options) &&
      one_step_list_item(lines[j + 1], b.view(lines[j + 1].text), options))
    return no_action();
  // "1 Rapid Spin" then "2 Headlong Rush": bare step numbers before known actions.
  if (j + 1 < lines.size() && numbered_action_line(options, next, 1) &&
      numbered_action_line(options, b.view(lines[j + 1].text), 2))
    return no_action();
  // Orders one step per line: "Step 1: Swords Dance" then "Step 2: …"; or "Step 1:" alone, the
  // step's orders on the line below, then "Step 2".
  int number = 0, range_last = 0, second = 0;
  const std::size_t label = step_label_length(next, number, range_last);
  if (label == 0 || number != 1) return false;
  // "Steps 1-3: X-Scissor", "Step 1: Swords Dance" alone: one labelled line of orders.
  if (label < next.size() && (range_last >= 2 || (options.is_single_action != nullptr && options.is_single_action(next.substr(label)))))
    return no_action();
  const std::uint32_t second_at = label < next.size() ? j + 1 : j + 2;
  return second_at < lines.size() && step_label_length(b.view(lines[second_at].text), second) > 0 &&
         second == range_last + 1 && no_action();
}

}  // namespace bbp::post::detail
