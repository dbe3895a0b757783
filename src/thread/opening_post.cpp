// The opening post ([2.4]): teams (through the TeamReader), the referee, the first round's post
// schedule ([2.3a]) and the match rules ([1.3], read leniently: most lines of an opening post are
// not rules).
#include "thread/names.hpp"
#include "thread/opening_lines.hpp"

#include "post/text_util.hpp"

#include <bbp/bbcode.hpp>
#include <bbp/dex.hpp>

#include <algorithm>

using namespace std::string_view_literals;

namespace bbp::thread {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (text::is_space(s.front()) || s.front() == '-' || s.front() == ':' || s.front() == '*'))
    s.remove_prefix(1);
  while (!s.empty() && (text::is_space(s.back()) || s.back() == '.' || s.back() == '!')) s.remove_suffix(1);
  return s;
}

/// "Referee: Mowtom", "Ref - Mowtom", "Reffed by Mowtom", "Judge: Mowtom".
std::optional<std::string> referee_of(std::string_view line) {
  const std::string_view l = trim(line);
  for (std::string_view key : {"referee"sv, "reffed by"sv, "refereed by"sv, "ref"sv, "judge"sv}) {
    if (!text::istarts_with(l, key)) continue;
    std::string_view rest = l.substr(key.size());
    if (!rest.empty() && text::is_alnum(rest.front())) continue;  // "Reflect", "Reference"
    rest = trim(rest);
    if (text::istarts_with(rest, "by ")) rest = trim(rest.substr(3));
    if (rest.empty() || text::word_count(rest) > 4) return std::nullopt;
    return std::string(rest);
  }
  return std::nullopt;
}

/// Index into `trainers` of a trainer named in `line` (the earliest mention), or -1.
int trainer_in(std::string_view line, const std::vector<Roster>& teams) {
  int best = -1;
  std::size_t best_at = std::string_view::npos;
  for (std::size_t i = 0; i < teams.size(); ++i) {
    const std::size_t at = text::ifind_word(line, teams[i].trainer);
    if (at != std::string_view::npos && at < best_at) {
      best_at = at;
      best = static_cast<int>(i);
    }
  }
  return best;
}

std::optional<std::vector<std::string>> first_in_clause(std::string_view clause, const std::vector<Roster>& teams);

/// [2.3a] "Liz orders first", "Isaac sends out first", "Post order: Isaac, Liz", "Starting player:
/// Liz". Returns the first round's post schedule, or nothing when the line states none.
std::optional<std::vector<std::string>> post_order_of(std::string_view line, const std::vector<Roster>& teams) {
  if (teams.empty()) return std::nullopt;
  const std::string l = text::to_lower(line);
  const bool listed = l.starts_with("post order") || l.starts_with("posting order") || l.starts_with("order:") ||
                      l.starts_with("turn order") || l.starts_with("ordering order");
  if (listed) {
    std::vector<std::pair<std::size_t, std::string>> named;
    for (const Roster& r : teams)
      if (const std::size_t at = text::ifind_word(line, r.trainer); at != std::string_view::npos) named.emplace_back(at, r.trainer);
    if (named.size() < 2) return std::nullopt;
    std::sort(named.begin(), named.end());
    std::vector<std::string> order;
    for (auto& n : named) order.push_back(n.second);
    return order;
  }
  if (l.starts_with("starting player")) {
    const int who = trainer_in(line, teams);
    if (who < 0) return std::nullopt;
    std::vector<std::string> order{teams[static_cast<std::size_t>(who)].trainer};
    for (std::size_t i = 0; i < teams.size(); ++i)
      if (static_cast<int>(i) != who) order.push_back(teams[i].trainer);
    return order;
  }
  // "Marisol orders first in round 1, so Halden sends out first": the first clause that names a
  // trainer and "first" decides.
  std::size_t from = 0;
  for (std::size_t i = 0; i <= line.size(); ++i) {
    const bool cut = i == line.size() || line[i] == ',' || line[i] == ';' || line[i] == '.' ||
                     text::istarts_with(line.substr(i), " so ") || text::istarts_with(line.substr(i), " then ") ||
                     text::istarts_with(line.substr(i), " and ");
    if (!cut) continue;
    if (auto order = first_in_clause(line.substr(from, i - from), teams)) return order;
    from = i + 1;
  }
  return std::nullopt;
}

std::optional<std::vector<std::string>> first_in_clause(std::string_view clause, const std::vector<Roster>& teams) {
  const std::string l = text::to_lower(clause);
  if (!text::contains_word(l, "first")) return std::nullopt;
  const int who = trainer_in(clause, teams);
  if (who < 0) return std::nullopt;
  const bool sends = text::contains_word(l, "sends") || text::contains_word(l, "send") ||
                     text::contains_word(l, "leads") || l.find("send-out") != std::string::npos ||
                     l.find("sendout") != std::string::npos;
  const bool orders = text::contains_word(l, "orders") || text::contains_word(l, "order") ||
                      text::contains_word(l, "posts") || text::contains_word(l, "post") ||
                      text::contains_word(l, "goes");
  if (!sends && !orders) return std::nullopt;
  // The others keep their listing order; the named trainer goes first ("orders first") or, by
  // this project's reading of round 1 (docs/rulings.md), last ("sends out first").
  std::vector<std::string> order;
  if (!sends) order.push_back(teams[static_cast<std::size_t>(who)].trainer);
  for (std::size_t i = 0; i < teams.size(); ++i)
    if (static_cast<int>(i) != who) order.push_back(teams[i].trainer);
  if (sends) order.push_back(teams[static_cast<std::size_t>(who)].trainer);
  return order;
}

}  // namespace

OpeningPost read_opening_post(const RawPost& post, const TeamReader& reader) {
  OpeningPost op;
  op.post = post.number;
  op.teams = reader ? reader(post) : read_team_listing(post);
  const bbcode::Result parsed = bbcode::parse(post.body);
  const std::string& t = parsed.plain.text;
  std::vector<std::string> known;
  for (const Roster& r : op.teams) known.push_back(r.trainer);
  std::vector<std::string> versus;
  for (std::size_t i = 0; i <= t.size();) {
    const std::size_t e = std::min(t.find('\n', i), t.size());
    const std::string_view line = std::string_view(t).substr(i, e - i);
    if (versus.empty()) versus = trainers_from_versus(line);
    if (auto ref = referee_of(line)) {
      if (op.referee.empty()) op.referee = *ref;
    } else if (auto order = post_order_of(line, op.teams)) {
      op.post_order = *order;
    } else if (!versus.empty() && trainers_from_versus(line) == versus) {
      // the vs line is no rule
    } else if (post::text::find_sprites(line).empty() && !team_header(line, known)) {
      // [1.3] read leniently; spans are mapped back to the post's source.
      rules::ParseOptions po;
      po.lenient = true;
      rules::ParseResult pr = rules::parse(line, i, po);
      rules::merge(op.stated, pr.stated);
      for (rules::RuleFact& f : pr.facts) {
        f.span = parsed.plain.to_source(f.span);
        op.facts.push_back(std::move(f));
      }
    }
    if (e == t.size()) break;
    i = e + 1;
  }
  if (op.referee.empty()) op.referee = post.author;  // [2.4] the referee posts the opening post
  op.rules = rules::resolve(op.stated);
  op.snake = op.stated.snake_posting.value_or(false);
  if (op.post_order.empty())
    for (const Roster& r : op.teams) op.post_order.push_back(r.trainer);  // [2.3a] signup schedule
  return op;
}

}  // namespace bbp::thread
