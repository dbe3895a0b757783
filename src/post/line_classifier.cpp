#include "post/line_classifier.hpp"

#include "post/calc_lines.hpp"
#include "post/chat_lines.hpp"
#include "post/heading_lines.hpp"
#include "post/lowered_line.hpp"
#include "post/page_furniture.hpp"
#include "post/remark_lines.hpp"
#include "post/separators.hpp"
#include "post/text_util.hpp"
#include "text/aside_titles.hpp"
#include "text/ornaments.hpp"
#include "text/quote_marks.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>

using namespace std::string_view_literals;

namespace bbp::post {

namespace {

using text::istarts_with;

// Quote marks are not letters: the original and the lower-cased line start alike.
bool quote_open(std::string_view s) { return text::opening_quote_mark(s) > 0; }
bool quote_close(std::string_view s) {
  while (!s.empty() && (s.back() == '.' || s.back() == '!' || s.back() == '?' || s.back() == ',')) s.remove_suffix(1);
  return text::ends_with_closing_quote_mark(s);
}

}  // namespace

AddendumChoice addendum_choice(std::string_view line) {
  const std::size_t colon = line.find(':');
  if (colon == std::string_view::npos || colon == 0) return {};
  const std::string_view head = text::trim(line.substr(0, colon));
  std::string_view value = text::trim(line.substr(colon + 1));
  while (!value.empty() && (value.back() == '.' || value.back() == '!')) value.remove_suffix(1);
  if (head.empty() || text::word_count(head) > 3) return {};
  for (char c : head)
    if (!(text::is_alpha(c) || c == ' ' || c == '-' || c == '\'')) return {};
  // "Counter-switch: no", "Switching: yes", "Tera: no": decisions of their own kinds ([2.5e], [11.7]).
  for (std::string_view own : {"counter"sv, "switch"sv, "tera"sv, "sub"sv, "dynamax"sv, "mega"sv, "lead"sv})
    if (text::istarts_with(head, own)) return {};
  // Each choice, and whether it orders otherwise ([9.3a]).
  static constexpr std::pair<std::string_view, bool> kChoices[] = {
      {"yes", false},       {"on", false},   {"activate", false},        {"active", false},
      {"enabled", false},   {"allowed", false}, {"no", true},             {"off", true},
      {"disabled", true},   {"not active", true}, {"not allowed", true},  {"do not activate", true},
      {"don't activate", true}, {"dont activate", true}};
  for (const auto& [choice, declines] : kChoices)
    if (value.size() == choice.size() && text::istarts_with(value, choice)) return {colon, declines};
  return {};
}

std::size_t addendum_time_lead_length(std::string_view line) {
  bool timed = false;
  for (std::string_view opener : kAddendumTimeWords) timed = timed || text::istarts_with(line, opener);
  if (!timed) return 0;
  const std::size_t comma = line.find(',');
  if (comma == std::string_view::npos || comma > 40) return 0;
  std::size_t end = comma + 1;
  while (end < line.size() && text::is_space(line[end])) ++end;
  return end;
}

namespace {

/// `low`: lower-cased, trimmed.
bool is_addendum(const Lowered& t) {
  const std::string_view low = t.low;
  // "On step 2, don't activate Speed Boost": ordering otherwise with a time (BBP4035 says why not).
  // (The comma and the negation after it are looked for first: few lines have them.)
  if (const std::size_t comma = low.substr(0, 41).find(','); comma != std::string_view::npos)
    if (starts_any(text::trim(low.substr(comma + 1)), {"do not ", "don't ", "dont ", "don\xE2\x80\x99t "}) &&
        addendum_time_lead_length(low) > 0)
      return true;
  // [9.3a] "Do not activate [object name]" and its variants; [9.3] forme choices; [11] techniques
  // declared on their own line before the main orders.
  if (starts_any(low, {"do not ", "don't ", "dont ", "do n't ", "don\xE2\x80\x99t ", "activate ", "allow ", "forme:",
                     "form:", "forme choice", "ordering otherwise", "order otherwise", "no activation"}))
    return !has_word(t, "if") || !has_word(t, "then");
  for (std::string_view tech : {"dynamax"sv, "dynamax!"sv, "dynamax."sv, "mega evolve"sv, "mega evolve!"sv,
                                "mega evolve."sv, "mega evolution"sv, "gigantamax"sv, "gigantamax!"sv})
    if (low == tech) return true;
  return addendum_choice(low).colon > 0;
}

// The tests below take the lower-cased line.
/// "Keep Shard in", "keeping Triantis the Scyther in.": the Pokemon stays, at the line's end.
bool keeps_pokemon_in(std::string_view low) {
  for (std::string_view verb : {"keep", "keeping", "keeps"}) {
    const std::size_t at = find_word(low, verb);
    if (at == std::string_view::npos) continue;
    std::string_view rest = text::trim(low.substr(at + verb.size()));
    while (!rest.empty() && (rest.back() == '.' || rest.back() == '!' || rest.back() == ' ')) rest.remove_suffix(1);
    const std::size_t words = text::word_count(rest);
    if (words >= 2 && words <= 4 && rest.ends_with(" in")) return true;
  }
  return false;
}

/// "Counterswitch: no", "Counter-switch? None", "Switching: no", "Switches: off": the question
/// answered with a bare no ([2.5d] / [2.5e]: no switch is declared).
bool answers_counter_switch_no(std::string_view low) {
  const std::size_t head = low.starts_with("counter") ? 7 : low.starts_with("switch") ? 6 : 0;
  if (head == 0) return false;
  // Not the hyphen of "counter-switch": a colon, a question mark, or a dash between blanks.
  std::size_t mark = low.find_first_of(":?", head), after = mark + 1;
  if (mark == std::string_view::npos) {
    mark = low.find(" - ", head);
    after = mark + 3;
  }
  // The question is its first two words at most ("Switching out:", "Counter switch?").
  if (mark == std::string_view::npos || text::word_count(low.substr(0, mark)) > 2) return false;
  std::string_view answer = text::trim(low.substr(after));
  while (!answer.empty() && (answer.back() == '.' || answer.back() == '!')) answer.remove_suffix(1);
  for (std::string_view no : {"no", "none", "nope", "nah", "pass", "n/a", "declined", "no thanks", "off", "not switching"})
    if (answer == no) return true;
  return false;
}

bool is_counter_switch_decision(const Lowered& t) {
  return contains_any(t, {"no counter", "decline", "we'll stay", "we will stay", "stay in", "staying in", "stay put",
                          "stays in", "won't switch", "will not switch", "not switching", "no switch", "accept counter",
                          "accepting counter", "not counter"}) ||
         keeps_pokemon_in(t.low) || answers_counter_switch_no(t.low);
}

bool has_arrow_between_sprites(const Lowered& t, const std::vector<text::SpriteHit>& sprites) {
  if (sprites.size() < 2) return false;
  const Lowered between = t.part(t.low.substr(sprites[0].end, sprites[1].begin - sprites[0].end));
  for (std::string_view a : kArrows)
    if (between.low.find(a) != std::string_view::npos) return true;
  return between.low.find('>') != std::string_view::npos;
}

bool is_switch(const Lowered& t, const std::vector<text::SpriteHit>& sprites) {
  if (has_arrow_between_sprites(t, sprites)) return true;
  // "Tera Fighting during the Switching Phase": the phase's name [2.5] is no switch.
  if (t.may_contain("switching"))
    for (std::size_t at = find_word(t.low, "switching"); at != std::string_view::npos; at = find_word(t.low, "switching", at + 9))
      if (!text::opens_with_switching_phase(t.low.substr(at))) return true;
  // Not the bare word "switch": "Volt Switch" and "Switcheroo" are moves.
  return contains_any_word(t, {"switched", "counterswitch", "counterswitching", "counter-switch",
                               "counter-switching", "swapping", "recall", "recalling"}) ||
         contains_any(t, {"come back", "switch-in", "switch in", "switch to", "switch out", "switch back",
                          "switch into", "i'll switch", "we'll switch", "will switch", "let's switch", "switch :"}) ||
         // "Switch Triantis for Tallow": no move's name begins with the word "Switch" or "Swap".
         starts_any(t.low, {"switch ", "swap "});
}

bool is_terastal(const Lowered& t) {
  const std::string_view low = t.low;
  if (!t.may_contain("te")) return false;
  if (low.find("terastal") != std::string_view::npos) return true;
  const std::size_t tera = find_word(low, "tera");
  return tera != std::string_view::npos && !low.substr(tera).starts_with("tera blast");
}

bool is_sendout(const Lowered& t, const std::vector<text::SpriteHit>& sprites) {
  // "Go Beetle the Heracross!", ":sv/heracross: Go get 'em, Beetle": the word "go" opening the
  // line or beside a sprite (no move, command or item is named "Go").
  if (has_word(t, "go") && (!sprites.empty() || starts(t.low, "go "))) return true;
  // "Lead: Rotom-Wash", "Sendout - :sv/ting-lu: Ting-Lu": the send-out as a labelled field.
  if (starts_any(t.low, {"lead:", "leads:", "leading:", "lead -", "lead pokemon:", "lead pokémon:", "sendout:",
                         "send-out:", "sendout -", "send-out -"}))
    return true;
  // "Go!", "Beetle, go, get 'em": the word "go" before '!' or ',' ("Gholdengo, Dragonite" is a list of names).
  for (std::size_t at = find_word(t.low, "go"); at != std::string_view::npos; at = find_word(t.low, "go", at + 2))
    if (at + 2 < t.low.size() && (t.low[at + 2] == '!' || t.low[at + 2] == ',')) return true;
  return contains_any(t, {"send out", "sending out", "sends out", "sent out", "send in", "sending in", "sends in",
                          "i choose", "lead with", "leading with", "lead off", "take the stage", "takes the stage",
                          "come out", "comes out", "spotlight on", "steps up", "step up", "your turn,",
                          "i call", "out you come", "let's go", "into battle", "go get"});
}

bool is_equip(const Lowered& t) {
  return t.low.find('@') != std::string_view::npos ||
         contains_any_word(t, {"holding", "hold", "holds", "equip", "equipping", "equips", "equipped", "give", "giving",
                               "gives"});
}

}  // namespace

bool reads_as_sendout(std::string_view text) {
  const std::string_view t = text::trim(text);
  const LowerLine lower(t);
  return is_sendout(lower.of(t), text::find_sprites(t));
}

std::size_t item_field_value(std::string_view line) {
  const std::string_view t = text::trim(line);
  const std::size_t lead = static_cast<std::size_t>(t.data() - line.data());
  for (std::string_view key :
       {"item:"sv, "held item:"sv, "hold item:"sv, "holding:"sv, "equipped:"sv, "equip:"sv, "@"sv}) {
    if (!text::istarts_with(t, key)) continue;
    std::size_t at = key.size();
    while (at < t.size() && text::is_space(t[at])) ++at;
    // a name follows, and the line is short: "Item: Life Orb (from the Shop)" at most
    if (at >= t.size() || text::word_count(t.substr(at)) > 6 || t.substr(at).find(':') != std::string_view::npos) return 0;
    return lead + at;
  }
  return 0;
}

LineInfo classify_line(std::string_view line, LineStyle style, bool at_is_target, bool tight_slashes) {
  LineInfo info;
  const std::string_view t = text::trim(line);
  if (style.all_quote) { info.guess = Guess::quote; return info; }
  // "Reactions: Isaac", "Like Reply": the page around a post copied from it.
  if (is_page_furniture(t)) { info.guess = Guess::flavor; return info; }
  const LowerLine lower(line);
  const Lowered tlw = lower.of(t);
  const std::string_view tl = tlw.low;
  if (says_no_substitutions(tl)) { info.guess = Guess::flavor; return info; }
  if (is_heading(tl)) { info.guess = Guess::heading; return info; }
  if (const NamePart n = named_heading(tl); n.end > n.begin && text::find_sprites(t).empty()) {
    const std::size_t offset = static_cast<std::size_t>(t.data() - line.data());
    info.guess = Guess::heading;
    info.heading_name_begin = offset + n.begin;
    info.heading_name_end = offset + n.end;
    return info;
  }
  const std::size_t label = substitution_label_length(line);
  // "• Do not activate Technician", "3) Speed Boost: No": an addendum listed with the substitutions.
  if (is_addendum(tlw) || (label > 0 && is_addendum(lower.of(text::trim(line.substr(label)))))) {
    info.guess = Guess::addendum;
    return info;
  }
  // "Spoiler: Flavor", copied from the page: the forum's button, titled by the player.
  if (is_spoiler_button(t)) { info.guess = Guess::flavor; return info; }

  // Conventions of Posting: substitutions may not be dressed in flavor, and a line wholly in
  // quotation marks is speech, whatever it says ("“IF Heracross uses Protect, THEN …”"). It stays
  // flavor, and the linter says when it reads as a substitution (BBP4039).
  const bool wholly_quoted = label == 0 && quote_open(t) && quote_close(t);
  if (!wholly_quoted && substitution_words_lower(lower.of(line.substr(label)))) {
    info.guess = Guess::substitution;
    info.label_end = label;
    return info;
  }

  // "EDIT: removed a sub", "Edited - typo": the player's remark on their edit ("EDIT: IF …, use X"
  // is still a substitution, found above).
  if (starts_any(tl, {"edit:", "edit -", "edit;", "edited:", "edited -", "edit(", "ninja edit", "ninja-edit"})) {
    info.guess = Guess::flavor;
    return info;
  }
  // "@Dundie", "tagging @Dundie": a mention of a forum user, never an item after its holder.
  if (opens_with_mention(t)) {
    info.guess = Guess::flavor;
    return info;
  }
  // "Note: X-Scissor does 30%", "Calcs: …", "Flavor - …", "OOC: …": a remark the player labels as
  // one, as [spoiler=Calcs] is (a substitution after the label was found above).
  if (text::remark_label_length(t) > 0) {
    info.guess = Guess::flavor;
    return info;
  }
  // "Garchomp (bench)", ":sv/lucario: Aura (Lucario) — bench": a note on a Pokemon that gets no
  // orders. (Lower-casing keeps every byte where it was.)
  if (is_zone_note(tl.substr(std::min(text::after_leading_sprites(t), tl.size())))) {
    info.guess = Guess::flavor;
    return info;
  }

  // "~Triantis~", "== Triantis ==", "» Triantis «": a name set between ornaments, whose marks would
  // otherwise read as step separators around empty steps. What it is (a header, flavor) the lines
  // around it say.
  if (const std::string_view inner = text::without_ornaments(t);
      inner.size() < t.size() && text::word_count(inner) <= 4 && !choose_separators(scan_separators(inner)).has_step) {
    info.guess = Guess::unknown;
    return info;
  }
  const auto sprites = text::find_sprites(t);
  const SepScan scan = scan_separators(t, tight_slashes);
  const SepChoice choice = choose_separators(scan);
  // A line shaped like main orders with no sprite ("Terastallize and Ivy Cudgel - Horn Leech")
  // is orders even when a word of it is also a send-out/Terastal/equip keyword.
  // "Counter-switching: Gina → Tallow", "Switch: Gina -> Tallow": a line opened by a switching word
  // is a switch even when its arrow reads like a step separator.
  const bool opens_with_switch = starts_any(tl, {"counter-switch", "counterswitch", "counter switch", "switching",
                                                 "switch:", "switch -", "switch out", "switch in"}) &&
                                 !text::opens_with_switching_phase(tl);
  const bool orders_shaped = choice.has_step && sprites.empty() && choice.step != SepKind::comma &&
                             choice.step != SepKind::then && !opens_with_switch;
  const bool speech = quote_open(t) || (style.all_italic) || (t.size() > 2 && t.front() == '*' && t.back() == '*');
  // Dressed in flavor, an order must still show the Pokemon's sprite (Conventions of Posting);
  // speech without one stays flavor.
  const bool may_be_order = (!speech || !sprites.empty()) && !orders_shaped;
  // Conventions of Posting: switches, send-outs and equips may be dressed in flavor; main orders
  // and substitutions may not. So these are looked for even in speech.
  if (may_be_order && is_counter_switch_decision(tlw)) { info.guess = Guess::counter_switch; info.dressed = speech; return info; }
  if (may_be_order && (opens_with_switch || is_switch(tlw, sprites))) { info.guess = Guess::switch_decl; info.dressed = speech; return info; }
  if (may_be_order && is_terastal(tlw)) { info.guess = Guess::terastal; info.dressed = speech; return info; }
  if (may_be_order && is_sendout(tlw, sprites)) { info.guess = Guess::sendout; info.dressed = speech; return info; }
  // Without a sprite or '@', only an imperative equip verb opening the line ("Equip Life Orb to
  // Gina"): the linter then says what the Conventions want, instead of the line passing as flavor.
  if (may_be_order && !at_is_target && item_field_value(t) > 0) {
    info.guess = Guess::equip;
    info.item_field = true;
    return info;
  }
  if (may_be_order && !at_is_target && is_equip(tlw) &&
      (!sprites.empty() || t.find('@') != std::string_view::npos || starts_any(tl, {"equip ", "equipping ", "give ", "giving "}))) {
    info.guess = Guess::equip;
    info.dressed = speech;
    return info;
  }
  if (speech || (quote_open(t) && quote_close(t))) { info.guess = Guess::flavor; return info; }

  const std::size_t offset = static_cast<std::size_t>(t.data() - line.data());

  // A header standing alone: sprites and at most a short name ("Triantis the Scyther").
  const std::size_t after_sprites = text::after_leading_sprites(t);
  const bool leads_with_sprite = after_sprites > 0 && !sprites.empty() && sprites.front().begin == 0;
  if (leads_with_sprite && choice.has_step) {
    info.guess = Guess::header_and_orders;
    // The orders start after the sprites and an optional short name ended by ':' — or straight
    // after the sprites.
    std::size_t split = after_sprites;
    const std::string_view rest = t.substr(after_sprites);
    const std::size_t colon = rest.find(':');
    if (colon != std::string_view::npos && colon < scan.tokens.front().begin - after_sprites &&
        text::word_count(rest.substr(0, colon)) <= 4)
      split = after_sprites + colon + 1;
    info.inline_split = offset + split;
    return info;
  }
  if (!choice.has_step) {
    // "X-Scissor does 30%", "X-Scissor: 28-33%": the player's damage working, no orders or header.
    if (states_damage(tl)) { info.guess = Guess::flavor; return info; }
    // "Good luck!", "Ready?": an exclamation or a question is speech, however short.
    const bool exclaims = !t.empty() && (t.back() == '!' || t.back() == '?') && text::word_count(t) >= 2;
    const bool sentence =
        exclaims || (!t.empty() && (t.back() == '.' || t.back() == '!' || t.back() == '?') && text::word_count(t) >= 5);
    if (!sprites.empty() && !sentence && text::word_count(t) <= 8) { info.guess = Guess::header; return info; }
    if (style.all_bold && text::word_count(t) <= 5 && has_word(tlw, "the")) { info.guess = Guess::header; return info; }
    if (sentence) {
      info.guess = Guess::flavor;
      info.sentence_only = !style.all_italic && !style.all_quote;
      return info;
    }
    info.guess = Guess::unknown;
    return info;
  }
  // "Chlamy: Tackle - Growl": a short name and a colon (not a sprite code's) before the first
  // separator.
  std::size_t colon = std::string_view::npos;
  for (std::size_t c = t.find(':'); c != std::string_view::npos; c = t.find(':', c + 1)) {
    bool in_sprite = false;
    for (const auto& hit : sprites) in_sprite = in_sprite || (c >= hit.begin && c < hit.end);
    if (!in_sprite) { colon = c; break; }
  }
  // "Left - Gina (Garchomp): Earthquake, Protect": a position and a dash inside the name are part
  // of it when the orders after the colon have separators of their own.
  const auto name_before = [&](std::size_t c) {
    if (c < scan.tokens.front().begin) return text::word_count(t.substr(0, c)) <= 4;
    std::size_t inside = 0, after = 0;
    for (const SepToken& tok : scan.tokens) (tok.begin < c ? inside : after) += 1;
    std::string_view name = t.substr(0, c);
    if (const std::size_t open = name.find('('); open != std::string_view::npos) name = name.substr(0, open);
    return inside == 1 && after >= 1 && text::word_count(name) <= 4;
  };
  // "Team: Kingambit, Gholdengo, Dragonite": the names after a team label are no steps.
  if (colon != std::string_view::npos && is_team_label(tl.substr(0, colon))) {
    info.guess = Guess::flavor;
    return info;
  }
  if (colon != std::string_view::npos && name_before(colon)) {
    info.guess = Guess::header_and_orders;
    info.inline_split = offset + colon + 1;
    info.heading_prefix = is_heading(tl.substr(0, colon));  // "Orders: Tackle - Growl"
    // "Step 1: Swords Dance / Step 2: …": a step label names no Pokemon either.
    int number = 0;
    if (const std::size_t step_label = step_label_length(t, number); step_label > colon) info.heading_prefix = true;
    return info;
  }
  // Prose with commas is not main orders: a long sentence ending in . ! ? whose "steps" would be
  // many words long.
  if (choice.step == SepKind::comma || choice.step == SepKind::then) {
    const bool sentence = !t.empty() && (t.back() == '.' || t.back() == '!' || t.back() == '?');
    // "Ha, you fell for it! Now take this.": '!' or '?' ends a sentence inside the line too; no
    // action name holds one.
    const bool exclaims = !t.empty() && (t.back() == '!' || t.back() == '?' || t.find("! ") != std::string_view::npos ||
                                         t.find("? ") != std::string_view::npos);
    const std::size_t words = text::word_count(t);
    // "Alright, here we go.", "Round 3, both Pokemon in spoilers.", "Doubles orders, round 2":
    // words of speech, or about the post, that no move, command or item name contains.
    const bool spoken = contains_any_word(tlw, {"i", "i'm", "im", "we", "we're", "we'll", "let's", "lets", "here",
                                              "alright", "okay", "ok", "gonna", "yeah", "hey", "luck", "ready",
                                              "you", "you're", "your", "ha", "haha", "lol", "hmm", "huh", "oh", "well",
                                              "both", "pokemon", "spoiler", "spoilers", "below", "above", "orders",
                                              "singles", "doubles", "triples"});
    if ((sentence && words > 4 * (scan.tokens.size() + 1)) || exclaims || spoken) {
      info.guess = Guess::flavor;
      info.sentence_only = !style.all_italic && !style.all_quote;
      return info;
    }
  } else if (!t.empty() && (t.back() == '.' || t.back() == '!' || t.back() == '?') &&
             text::word_count(t) > 4 * (scan.tokens.size() + 1)) {
    // "Round 3 — a reminder: Infernape moves first.": a sentence with a dash in it, its "steps"
    // far longer than action names ("Close Combat - Mach Punch - Flare Blitz!" stays orders).
    info.guess = Guess::flavor;
    info.sentence_only = !style.all_italic && !style.all_quote;
    return info;
  }
  info.guess = Guess::main_orders;
  return info;
}

}  // namespace bbp::post
