#include "post/chat_lines.hpp"

#include "text/ascii_text.hpp"

#include <string>

using namespace std::string_view_literals;

namespace bbp::post {

namespace {
// Each a whole word of no move, command or item name (tests/unit/segment_test.cpp checks the
// Dex): "luck" is here, "lucky" is not ("Lucky Punch"); "wish" and "let's" are parts of names.
constexpr std::string_view kChatWords[] = {
    "gl"sv,       "hf"sv,     "gg"sv,       "glhf"sv,     "lol"sv,     "lmao"sv,      "lmfao"sv,  "rofl"sv,
    "xd"sv,       "sorry"sv,  "sry"sv,      "thanks"sv,   "thank"sv,   "thx"sv,       "ty"sv,     "tysm"sv,
    "reffing"sv,  "reffed"sv, "luck"sv,     "fun"sv,      "cheers"sv,  "backfire"sv,  "oops"sv,   "whoops"sv,
    "late"sv,     "hope"sv,   "enjoy"sv,    "hi"sv,       "hello"sv,   "bye"sv,       "please"sv, "pls"sv,
    "plz"sv,      "pray"sv,   "praying"sv,  "hopefully"sv, "ugh"sv,    "welp"sv,      "yikes"sv,  "omg"sv,
    "rng"sv,      "fingers"sv, "nervous"sv, "yay"sv,    "haha"sv,    "hahaha"sv,    "hehe"sv};

// Words of a sentence about the post, never of a Pokemon's name: pronouns, "here", and the
// verbs a player introduces orders with. No "i": it is a word of a species name ("Unown-I").
constexpr std::string_view kClauseWords[] = {
    "here"sv, "here's"sv, "heres"sv, "this"sv, "these"sv, "that's"sv, "are"sv, "is"sv,  "am"sv,
    "i'm"sv,  "i'll"sv,  "im"sv,   "we"sv,    "we're"sv,  "we'll"sv, "us"sv, "gonna"sv,
    "going"sv, "what"sv};

/// Whether `line` (any case) holds one of `words` as a whole word.
bool holds_word(std::string_view line, std::span<const std::string_view> words) {
  const std::string lower = text::to_lower(line);
  for (std::string_view w : words)
    if (text::find_word(lower, w) != std::string_view::npos) return true;
  return false;
}
}  // namespace

std::span<const std::string_view> clause_words() { return kClauseWords; }
bool speaks_as_clause(std::string_view line) { return holds_word(line, kClauseWords); }

std::size_t intro_length(std::string_view line) {
  // "This is Triantis:", "Here's :sv/scyther: Triantis", "Next up is Gina": words that present the
  // Pokemon named after them. The name starts with a capital or a sprite; "Here's the plan" and
  // "This is what we'll do" present no Pokemon.
  for (std::string_view intro : {"this is "sv, "here's "sv, "here\xE2\x80\x99s "sv, "here is "sv, "heres "sv,
                                 "here comes "sv, "next up is "sv, "next is "sv, "now for "sv}) {
    if (line.size() <= intro.size() || !text::istarts_with(line, intro)) continue;
    std::size_t at = intro.size();
    while (at < line.size() && line[at] == ' ') ++at;
    const std::string_view rest = line.substr(at);
    if (rest.empty() || !((rest.front() >= 'A' && rest.front() <= 'Z') || rest.front() == ':' || rest.front() == '[')) return 0;
    if (holds_word(rest, kClauseWords)) return 0;
    for (std::string_view det : {"the"sv, "my"sv, "our"sv, "a"sv, "an"sv, "how"sv, "it"sv, "all"sv, "everything"sv})
      if (text::ifind_word(rest, det) == 0) return 0;
    return at;
  }
  return 0;
}

bool opens_with_mention(std::string_view line) {
  if (line.find('@') == std::string_view::npos) return false;  // most lines: one memchr
  std::string_view t = text::trim(line);
  for (std::string_view lead : {"tagging"sv, "tag"sv, "cc"sv, "ping"sv, "pinging"sv, "paging"sv, "ref"sv, "hey"sv})
    if (t.size() > lead.size() && text::istarts_with(t, lead) &&
        (t[lead.size()] == ' ' || t[lead.size()] == ':' || t[lead.size()] == ',')) {
      t = text::trim(t.substr(lead.size() + 1));
      break;
    }
  if (t.size() < 2 || t[0] != '@') return false;
  const auto name_byte = [](char c) {
    return text::is_alpha(c) || (c >= '0' && c <= '9') || c == '_' || static_cast<unsigned char>(c) >= 0x80;
  };
  if (!name_byte(t[1])) return false;  // "@ Life Orb": an item after its holder
  std::size_t end = 1;
  while (end < t.size() && (name_byte(t[end]) || t[end] == '-' || t[end] == '.')) ++end;
  while (end > 1 && t[end - 1] == '.') --end;  // the sentence's full stop
  std::size_t next = end;
  while (next < t.size() && t[next] == ' ') ++next;
  if (next == t.size() || next == end) return true;  // the name alone, or punctuation after it
  // After a space: another mention or a lower-case word talks on; a capital may continue a
  // name of several words ("@Life Orb").
  return t[next] == '@' || !(t[next] >= 'A' && t[next] <= 'Z');
}

std::span<const std::string_view> chat_words() { return kChatWords; }
bool is_chat_line(std::string_view line) { return holds_word(line, kChatWords); }

}  // namespace bbp::post
