#include "post/page_furniture.hpp"

#include "text/ascii_text.hpp"

#include <algorithm>
#include <array>

using namespace std::string_view_literals;

namespace bbp::post {

namespace {

bool all_digits(std::string_view w, std::size_t min, std::size_t max) {
  if (w.size() < min || w.size() > max) return false;
  for (char c : w)
    if (!text::is_digit(c)) return false;
  return true;
}

bool is_month(std::string_view w) {
  static constexpr std::array<std::string_view, 12> kMonths = {"jan", "feb", "mar", "apr", "may", "jun",
                                                              "jul", "aug", "sep", "oct", "nov", "dec"};
  if (w.ends_with('.')) w.remove_suffix(1);
  if (w.size() < 3) return false;
  for (std::string_view m : kMonths)
    if (text::istarts_with(w, m)) return true;
  return false;
}

/// "3:45 PM", "15:45", "3:45pm" at the start of `l`.
bool starts_with_clock(std::string_view l) {
  const std::size_t colon = l.find(':');
  if (colon == std::string_view::npos || !all_digits(l.substr(0, colon), 1, 2)) return false;
  return l.size() >= colon + 3 && all_digits(l.substr(colon + 1, 2), 2, 2);
}

}  // namespace

bool is_post_number(std::string_view l) {
  l = text::trim(l);
  if (l.size() < 2 || l[0] != '#') return false;
  std::size_t i = 1;
  while (i < l.size() && text::is_digit(l[i])) ++i;
  if (i == 1 || i > 7) return false;
  // Only the page's own words may follow: "#12 Add bookmark", "#12 New" ("#1 IF …" is a label).
  const std::string_view rest = text::trim(l.substr(i));
  for (std::string_view w : {""sv, "add bookmark"sv, "new"sv, "bookmark"sv})
    if (rest.size() == w.size() && text::istarts_with(rest, w)) return true;
  return false;
}

bool is_post_date(std::string_view l) {
  l = text::trim(l);
  if (l.empty() || l.size() > 40) return false;
  // Every date has a digit (the day, the year or the clock); most short order lines have none.
  if (std::none_of(l.begin(), l.end(), [](char c) { return text::is_digit(c); })) return false;
  // "Today at 3:14 PM", "Monday at 9:02 AM"
  for (std::string_view d : {"today"sv, "yesterday"sv, "monday"sv, "tuesday"sv, "wednesday"sv, "thursday"sv, "friday"sv,
                             "saturday"sv, "sunday"sv})
    if (text::istarts_with(l, d) && text::istarts_with(l.substr(d.size()), " at ")) return starts_with_clock(l.substr(d.size() + 4));
  // "May 1, 2026 [at 3:14 PM]", "1 May 2026"
  std::string_view words[3];
  std::size_t n = 0, i = 0;
  while (i < l.size() && n < 3) {
    while (i < l.size() && (l[i] == ' ' || l[i] == ',')) ++i;
    std::size_t e = i;
    while (e < l.size() && l[e] != ' ' && l[e] != ',') ++e;
    if (e == i) break;
    words[n++] = l.substr(i, e - i);
    i = e;
  }
  if (n == 3) {
    const std::string_view rest = text::trim(l.substr(i));
    const bool tail = rest.empty() || (text::istarts_with(rest, "at ") && starts_with_clock(text::trim(rest.substr(3))));
    if (tail && is_month(words[0]) && all_digits(words[1], 1, 2) && all_digits(words[2], 4, 4)) return true;
    if (tail && all_digits(words[0], 1, 2) && is_month(words[1]) && all_digits(words[2], 4, 4)) return true;
  }
  // ISO: "2026-05-01 12:00"
  return l.size() >= 10 && all_digits(l.substr(0, 4), 4, 4) && l[4] == '-' && all_digits(l.substr(5, 2), 2, 2) &&
         l[7] == '-' && all_digits(l.substr(8, 2), 2, 2);
}

bool is_spoiler_button(std::string_view line) {
  const std::string_view l = text::trim(line);
  if (l.size() > 60 || !text::istarts_with(l, "spoiler")) return false;
  const std::string_view rest = text::trim(l.substr(7));
  return rest.empty() || rest.front() == ':';
}

std::string_view spoiler_button_title(std::string_view line) {
  if (!is_spoiler_button(line)) return {};
  const std::string_view l = text::trim(line);
  const std::size_t colon = l.find(':');
  return colon == std::string_view::npos ? std::string_view{} : text::trim(l.substr(colon + 1));
}

bool is_page_furniture(std::string_view line) {
  const std::string_view l = text::trim(line);
  if (l.empty() || l.size() > 60) return false;
  for (std::string_view prefix :
       {"last edited:"sv, "last edited by"sv, "reactions:"sv, "click to expand"sv, "click to shrink"sv})
    if (text::istarts_with(l, prefix)) return true;
  if (is_post_date(l) || is_post_number(l)) return true;
  // "Reply", "Like Reply", "Like Quote Reply", "Report Add bookmark": only the buttons' words.
  static constexpr std::array<std::string_view, 8> kButtons = {"reply", "report", "like", "quote", "share", "bookmark",
                                                               "add", "new"};
  std::size_t words = 0;
  std::size_t i = 0;
  while (i < l.size()) {
    while (i < l.size() && text::is_space(l[i])) ++i;
    std::size_t e = i;
    while (e < l.size() && !text::is_space(l[e])) ++e;
    if (e == i) break;
    const std::string_view w = l.substr(i, e - i);
    bool button = false;
    for (std::string_view b : kButtons) button = button || (w.size() == b.size() && text::istarts_with(w, b));
    if (!button) return false;
    ++words;
    i = e;
  }
  // "Add" or "New" alone is a word of a sentence more often than a button.
  return words > 0 && !(words == 1 && (text::istarts_with(l, "add") || text::istarts_with(l, "new")));
}

}  // namespace bbp::post
