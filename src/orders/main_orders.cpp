// Main orders ([9.1]): one line cut into steps, and steps into actions when the Pokemon has
// multiple actions per step ([2.7b]: the divider between steps differs from the one within).
#include <bbp/dex.hpp>
#include <bbp/orders.hpp>
#include <bbp/substitution.hpp>

#include "orders/courtesy.hpp"
#include "orders/shared_target.hpp"
#include "post/repeat_suffix.hpp"
#include "post/separators.hpp"
#include "post/text_util.hpp"

#include <fmt/format.h>

#include <optional>

using namespace std::string_view_literals;

namespace bbp::orders {

namespace {

struct Piece {
  Span text;  ///< projection span between separators
};

// Cuts `range` (projection span) at the tokens of `kind`; token offsets are relative to `base`.
std::vector<Span> cut(Span range, const std::vector<post::SepToken>& tokens, post::SepKind kind, std::size_t base) {
  std::vector<Span> out;
  std::size_t begin = range.begin;
  for (const post::SepToken& t : tokens) {
    if (t.kind != kind || base + t.begin < range.begin || base + t.end > range.end) continue;
    out.push_back(Span{begin, base + t.begin});
    begin = base + t.end;
  }
  out.push_back(Span{begin, range.end});
  return out;
}

// "1. Nasty Plot / 2. Aura Sphere @ Heracross / 3. Flash Cannon -> Heracross": within a step, an
// arrow before a piece that names no action points at the target ([9.1a]), it does not divide two
// actions ([2.7b]); the piece stays with the action before it, and the action grammar reads the
// arrow as it reads "@".
std::vector<Span> keep_arrow_targets(const bbcode::Projection& plain, std::vector<Span> pieces) {
  std::vector<Span> out;
  for (const Span& p : pieces) {
    const std::string_view text = post::text::trim(std::string_view(plain.text).substr(p.begin, p.size()));
    if (!out.empty() && !text.empty() && post::text::word_count(text) <= 3 && !looks_like_action_name(text)) {
      out.back().end = p.end;
      continue;
    }
    out.push_back(p);
  }
  return out;
}

/// "(Scyther)", " (Mega Lucario)": a species (or its alias) in parentheses.
bool names_a_species(std::string_view paren) {
  paren = post::text::trim(paren);
  if (paren.size() < 3 || paren.front() != '(' || paren.back() != ')') return false;
  return looks_like_species_name(paren.substr(1, paren.size() - 2));
}

/// A piece that names the Pokemon an action is aimed at: a species (or its alias) or a word for
/// one ("the opponent", "your ally", "both foes").
bool names_a_target(std::string_view piece) {
  piece = post::text::trim(piece);
  if (piece.empty() || post::text::word_count(piece) > 3) return false;
  const std::string lower = post::text::to_lower(piece);
  for (std::string_view w : {"you"sv, "yourself"sv, "self"sv, "ally"sv, "your ally"sv, "partner"sv, "your partner"sv,
                             "opponent"sv, "the opponent"sv, "any opponent"sv, "foe"sv, "the foe"sv, "both"sv,
                             "both opponents"sv, "both foes"sv, "all"sv, "everyone"sv})
    if (lower == w) return true;
  const Resolution species = dex().resolve(Kind::species, piece);
  if (species.match != Match::exact && species.match != Match::alias) return false;
  // A name that is a move's too stays the move (an exact name, not a near one: "Dragonite" is
  // near "Dragon Tail").
  for (Kind k : {Kind::move, Kind::command}) {
    const Resolution r = dex().resolve(k, piece);
    if (r.match == Match::exact || r.match == Match::alias) return false;
  }
  return true;
}

/// Whether a target every step shares ("(all targeting Heracross)") is meant for this action: an
/// attack, or a status move that reaches another Pokemon (the Dex's "protect" flag: Taunt, Thunder
/// Wave), or a name the Dex does not know as a move (judged elsewhere). Swords Dance, Protect and
/// Tailwind reach no Pokemon the player could mean.
bool takes_shared_target(const Component& c) {
  if (c.kind != ActionKind::move) return false;
  const Resolution r = dex().resolve(Kind::move, c.action.text);
  if (r.match != Match::exact && r.match != Match::alias) return true;
  const Move& m = dex().move(r.id);
  return m.category != "Status" || m.has_flag("protect");
}

/// "Shadow Ball ~ Snorlax / Protect / Sludge Bomb ~ Snorlax", "Aura Sphere -> Heracross / Nasty
/// Plot / …": a tilde or arrow before a piece that names a Pokemon points at the action's target
/// ([9.1a]) and divides no steps or actions ([2.7b]), however strong a separator it is elsewhere;
/// the action grammar reads it as it reads "@". The markers are dropped from the scan.
void drop_target_markers(std::string_view text, post::SepScan& scan) {
  std::vector<post::SepToken> kept;
  for (std::size_t k = 0; k < scan.tokens.size(); ++k) {
    const post::SepToken& t = scan.tokens[k];
    if (t.kind == post::SepKind::tilde || t.kind == post::SepKind::arrow) {
      const std::size_t before = kept.empty() ? 0 : kept.back().end;
      const std::size_t after = k + 1 < scan.tokens.size() ? scan.tokens[k + 1].begin : text.size();
      if (!post::text::trim(text.substr(before, t.begin - before)).empty() &&
          names_a_target(text.substr(t.end, after - t.end)))
        continue;
    }
    kept.push_back(t);
  }
  scan.tokens = std::move(kept);
}

/// "Tera Fire, Flamethrower - Bullet Punch - …", "Terastallize / Swords Dance / …": a separator
/// after an Advanced Technique alone joins it to the action it goes with [11]; a Technique is no
/// action of its own, nor the Pokemon's name before its orders. The separator is dropped from the
/// scan, and the action grammar reads it as the Technique's joiner.
void drop_technique_joiners(std::string_view text, post::SepScan& scan) {
  std::vector<post::SepToken> kept;
  for (const post::SepToken& t : scan.tokens) {
    const std::size_t before = kept.empty() ? 0 : kept.back().end;
    if (names_only_a_technique(text.substr(before, t.begin - before))) continue;
    kept.push_back(t);
  }
  scan.tokens = std::move(kept);
}

}  // namespace

bool may_be_several_steps(std::string_view text) {
  // parse_main_orders has two or more steps only from a separator its scan finds, from slashes
  // without spaces, or from a repeat count on its one step (after the sentence's closing mark).
  if (text.find('/') != std::string_view::npos) return true;
  if (text.find('-') != std::string_view::npos && !post::tight_dash_cuts(text, &looks_like_single_action).empty())
    return true;
  if (!post::scan_separators(text).tokens.empty()) return true;
  std::string_view t = post::text::trim(text);
  while (!t.empty() && (t.back() == '.' || t.back() == '!')) t = post::text::trim(t.substr(0, t.size() - 1));
  return post::repeat_suffix(t).has_value();
}

MainOrders parse_main_orders(const bbcode::Projection& plain, Span line, DiagnosticList& diags) {
  MainOrders mo;
  line = post::trim(plain.text, line);
  mo.span = post::to_source(plain, line);
  // "…, X-Scissor, please.": the courtesy is no step; the orders' span still covers it.
  if (const std::size_t courtesy = courtesy_tail_start(std::string_view(plain.text).substr(line.begin, line.size()));
      courtesy < line.size())
    line.end = line.begin + courtesy;
  // "Please Swords Dance - …": so is a courtesy before the first step.
  line.begin += courtesy_lead_length(std::string_view(plain.text).substr(line.begin, line.size()));
  const std::string_view text = std::string_view(plain.text).substr(line.begin, line.size());
  post::SepScan scan = post::scan_separators(text);
  drop_target_markers(text, scan);
  drop_technique_joiners(text, scan);
  post::SepChoice choice = post::choose_separators(scan);
  // "U-turn/Roost/Brave Bird": slashes without spaces are steps when every part is a known action.
  if (!choice.has_step && text.find('/') != std::string_view::npos &&
      post::slash_steps_are_actions(text, &looks_like_single_action)) {
    scan = post::scan_separators(text, true);
    drop_target_markers(text, scan);
    drop_technique_joiners(text, scan);
    choice = post::choose_separators(scan);
  }
  // "SD-XS-XS": dashes without spaces are steps where the Dex reads every part as an action.
  if (!choice.has_step && text.find('-') != std::string_view::npos)
    if (const auto cuts = post::tight_dash_cuts(text, &looks_like_single_action); !cuts.empty()) {
      scan.tokens = post::dash_tokens_at(cuts);
      choice = post::choose_separators(scan);
    }

  // "Chlamydosundew - Thunderbolt | Thunderbolt | Thunderbolt" (the handbook's own example under
  // "How do I write a substitution?"), "[b]Triantis[/b] — SD / X-Scissor / X-Scissor": a short
  // name that is no action, then the only separator of its kind, before two or more of another
  // kind, reads as the Pokemon's name written before its orders, not as two actions in step 1 or
  // a step of its own ([2.7b]: multiple actions divide every step alike).
  // The lone first separator, when what stands before it is such a name.
  const post::SepToken* name_divider = nullptr;
  if (choice.has_step && choice.has_action) {
    const post::SepToken* first = nullptr;
    std::size_t lone_count = 0, other_count = 0;
    for (const post::SepToken& t : scan.tokens) {
      if (t.kind != choice.step && t.kind != choice.action) continue;
      if (first == nullptr) first = &t;
      if (t.kind == first->kind) ++lone_count;
      else ++other_count;
    }
    if (first != nullptr && lone_count == 1 && other_count >= 2) name_divider = first;
  } else if (choice.has_step && scan.tokens.size() == 1 && scan.tokens.front().kind != post::SepKind::line) {
    // "Triantis - SD/X-Scissor/X-Scissor": one divider, then unspaced slashes between known actions
    // (the steps the tight-slash reading above would have found without the name); "Triantis -
    // Swords Dance": one known action (one step a Pokemon: Triples, a Step Count of 1).
    const std::string_view rest = text.substr(scan.tokens.front().end);
    // A dash only ("Steel / Psychic" names no Pokemon); "Left - Protect": a Doubles position is no name.
    if ((rest.find('/') != std::string_view::npos && post::slash_steps_are_actions(rest, &looks_like_single_action)) ||
        (rest.find('-') != std::string_view::npos && !post::tight_dash_cuts(rest, &looks_like_single_action).empty()) ||
        (scan.tokens.front().kind == post::SepKind::dash && looks_like_single_action(rest) &&
         !post::text::is_field_position(post::text::trim(text.substr(0, scan.tokens.front().begin)))))
      name_divider = &scan.tokens.front();
  }
  if (name_divider != nullptr) {
    const std::string_view prefix = post::text::trim(text.substr(0, name_divider->begin));
    // "Triantis (Scyther) - …": the species in parentheses after the name is part of it; any other
    // parenthesis ("Swords Dance (+2) - …") keeps the line as orders.
    std::string_view bare = prefix;
    if (bare.ends_with(')'))
      if (const std::size_t open = bare.find('('); open != std::string_view::npos && open > 0 &&
                                                   bare.find_first_of("()", open + 1) == bare.size() - 1)
        bare = post::text::trim(bare.substr(0, open));
    const std::size_t words = post::text::word_count(bare);
    if (words >= 1 && words <= 3 && bare.find_first_of("()") == std::string_view::npos && !looks_like_action_name(bare) &&
        (bare.size() == prefix.size() || names_a_species(prefix.substr(bare.size())))) {
      const Span name = post::trim(plain.text, Span{line.begin, line.begin + name_divider->begin});
      mo.name_prefix = Text{plain.text.substr(name.begin, name.size()), post::to_source(plain, name)};
      mo.name_prefix_plain = name;
      line = post::trim(plain.text, Span{line.begin + name_divider->end, line.end});
      MainOrders rest = parse_main_orders(plain, line, diags);
      rest.name_prefix = mo.name_prefix;
      rest.name_prefix_plain = mo.name_prefix_plain;
      rest.span = mo.span;
      return rest;
    }
  }

  std::vector<post::SepToken> step_tokens;
  if (choice.has_step) {
    mo.step_separator = std::string(post::to_string(choice.step));
    for (const post::SepToken& t : scan.tokens)
      if (t.kind == choice.step) step_tokens.push_back(t);
    if (post::is_unusual(choice.step)) {
      Diagnostic& d = diags.add(DiagId::unknown_separator,
                                post::to_source(plain, Span{line.begin + step_tokens.front().begin,
                                                            line.begin + step_tokens.front().end}));
      d.help = "the handbook's examples use ' - ', '—', '|' or ','";
    }
  }
  if (choice.has_action) mo.action_separator = std::string(post::to_string(choice.action));

  const std::vector<Span> steps =
      choice.has_step ? cut(line, scan.tokens, choice.step, line.begin) : std::vector<Span>{line};
  std::size_t first_count = 0;
  bool uneven = false;
  std::optional<Text> shared;
  for (const Span& raw : steps) {
    Step step;
    Span s = post::trim(plain.text, raw);
    // "Steps 2-3: X-Scissor": the action on each step of the label's range. The label is the step's
    // own (the first) or inside the line break before it (post::scan_separators).
    int range = 1;
    Span range_label{};
    const auto read_range = [&](Span label) {
      int first = 0, last = 0;
      std::string_view label_text = std::string_view(plain.text).substr(label.begin, label.size());
      label_text = label_text.substr(0, label_text.find('\n'));  // "Steps 2-3:" alone on its line
      if (const std::size_t n = post::step_label_length(label_text, first, last); n > 0 && last > first) {
        range = last - first + 1;
        range_label = post::trim(plain.text, Span{label.begin, label.begin + n});
      }
    };
    if (const auto k = static_cast<std::size_t>(&raw - steps.data());
        k > 0 && choice.step == post::SepKind::line && k - 1 < step_tokens.size()) {
      const post::SepToken& before = step_tokens[k - 1];
      const std::size_t at = text.substr(before.begin, before.end - before.begin).find_first_not_of("\r\n \t");
      if (at != std::string_view::npos) read_range(Span{line.begin + before.begin + at, line.begin + before.end});
    }
    // "Step 1: Swords Dance / Step 2: X-Scissor": each step may carry its own label.
    // ("Steps 1-2:" alone on the first line labels the line below.)
    if (int number = 0; !s.empty()) {
      const std::string_view own = std::string_view(plain.text).substr(s.begin, s.size());
      const std::size_t label = post::step_label_length(own.substr(0, own.find('\n')), number);
      if (label > 0 && label < s.size()) {
        read_range(Span{s.begin, s.begin + label});
        s = post::trim(plain.text, Span{s.begin + label, s.end});
      }
      // "1 Rapid Spin": a bare number counting the steps, before a known action.
      const std::string_view view = std::string_view(plain.text).substr(s.begin, s.size());
      if (const std::size_t bare = label == 0 ? post::bare_step_number_length(view, number) : 0;
          bare > 0 && number == static_cast<int>(mo.steps.size()) + 1 && looks_like_single_action(view.substr(bare)))
        s = post::trim(plain.text, Span{s.begin + bare, s.end});
    }
    // "…, then Aerial Ace.": the sentence's closing mark ends the orders, not the last action's name
    // (no move, command or item name ends in '.' or '!').
    if (&raw == &steps.back())
      while (!s.empty() && (plain.text[s.end - 1] == '.' || plain.text[s.end - 1] == '!'))
        s = post::trim(plain.text, Span{s.begin, s.end - 1});
    // "… - Aerial Ace (all targeting Heracross)": the target of every step, not the last one's
    // parameter [9.1a].
    if (&raw == &steps.back() && steps.size() > 1)
      if (const auto t = shared_target(std::string_view(plain.text).substr(s.begin, s.size()))) {
        const Span name{s.begin + t->name_begin, s.begin + t->name_end};
        shared = Text{plain.text.substr(name.begin, name.size()), post::to_source(plain, name)};
        s = post::trim(plain.text, Span{s.begin, s.begin + t->paren_begin});
      }
    step.span = post::to_source(plain, s.empty() ? raw : s);
    if (s.empty()) {
      Diagnostic& d = diags.add(DiagId::empty_step, step.span);
      d.message = "step " + std::to_string(mo.steps.size() + 1) + " of the main orders has no action order";
      mo.steps.push_back(std::move(step));
      continue;
    }
    // "Earthquake x3" is Earthquake on three steps ([9.1] "any other easy-to-read separator").
    Span action_text = s;
    int repeat = 1;
    if (const auto r = post::repeat_suffix(std::string_view(plain.text).substr(s.begin, s.size()))) {
      action_text = post::trim(plain.text, Span{s.begin, s.begin + r->begin});
      repeat = r->count;
      const Span suffix = post::trim(plain.text, Span{action_text.end, s.end});
      Diagnostic& d = diags.add(DiagId::repeated_step, post::to_source(plain, suffix));
      d.message = fmt::format("\"{}\" was read as the same action order on {} steps",
                              std::string_view(plain.text).substr(s.begin, s.size()), repeat);
    }
    std::vector<Span> actions{action_text};
    if (choice.has_action) {
      actions = cut(action_text, scan.tokens, choice.action, line.begin);
      if (choice.action == post::SepKind::arrow) actions = keep_arrow_targets(plain, std::move(actions));
    }
    for (const Span& a : actions) step.actions.push_back(parse_action_order(plain, a, diags));
    if (mo.steps.empty()) first_count = step.actions.size();
    else if (step.actions.size() != first_count) uneven = true;
    if (range > 1 && !range_label.empty()) {
      Diagnostic& d = diags.add(DiagId::repeated_step, post::to_source(plain, range_label));
      d.message = fmt::format("\"{}\" was read as the same action order on {} steps",
                              std::string_view(plain.text).substr(range_label.begin, s.end - range_label.begin), range);
    }
    for (int k = 1; k < repeat * range; ++k) mo.steps.push_back(step);
    mo.steps.push_back(std::move(step));
  }
  if (uneven) diags.add(DiagId::uneven_actions_per_step, mo.span);
  if (shared)
    for (Step& step : mo.steps)
      for (ActionOrder& a : step.actions)
        for (Component& c : a.components)
          if (c.targets.empty() && takes_shared_target(c)) c.targets.push_back(*shared);
  return mo;
}

}  // namespace bbp::orders
