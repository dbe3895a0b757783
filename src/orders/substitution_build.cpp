// Turns the node tree of the substitution grammar into a Substitution: raw text and source spans
// for every part, classification of placeholders ([10.4a]), zones ([10.4c]), comparators
// ([10.6e]) and affixes ([10.5b], [10.6c], [10.7b]). No legality is judged here.
#include "orders/clause_words.hpp"
#include "orders/damage_words.hpp"
#include "orders/passive_pokemon.hpp"
#include "orders/switch_words.hpp"
#include "text/ascii_text.hpp"
#include "orders/substitution_nodes.hpp"
#include "orders/substitution_node_query.hpp"
#include "orders/unless_reading.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <utility>

namespace bbp::orders::detail {
namespace {

bool contains(std::string_view hay, std::string_view needle) { return hay.find(needle) != std::string_view::npos; }

class Builder {
 public:
  Builder(std::string_view text, const SpanMap& map) : text_(text), map_(map) {}

  SubText txt(const Node& n) const { return txt(n.span); }
  SubText txt(Span s) const { return SubText{std::string(text_.substr(s.begin, s.size())), map_(s)}; }
  std::string raw(const Node& n) const { return std::string(text_.substr(n.span.begin, n.span.size())); }
  std::string fold(const Node& n) const { return folded(text_.substr(n.span.begin, n.span.size())); }

  SubPokemon pokemon(const Node& n, bool possessive) const {
    SubPokemon p;
    p.text = raw(n);
    p.span = map_(n.span);
    p.possessive = possessive;
    if (const Node* z = find(n, Tag::zone)) {
      p.zone_text = txt(*z);
      const std::string zf = fold(*z);
      p.zone = zf == "inactive" ? Zone::inactive : contains(zf, "bench") ? Zone::benched : Zone::anywhere;
    }
    if (const Node* ph = find(n, Tag::placeholder)) {
      Span s = ph->span;
      if (possessive) s = strip_possessive(s);
      p.name = txt(s);
      p.placeholder = placeholder_of(folded(text_.substr(s.begin, s.size())));
    }
    return p;
  }

  SubAffix affix(const Node& n) const {
    SubAffix a;
    a.raw = raw(n);
    a.span = map_(n.span);
    switch (n.tag) {
      case Tag::a_once: a.kind = AffixKind::once; break;
      case Tag::a_nonconsec: a.kind = AffixKind::non_consecutively; break;
      case Tag::a_on_steps: a.kind = AffixKind::on_steps; break;
      case Tag::a_current: a.kind = AffixKind::current_step; break;
      case Tag::a_occurrences: a.kind = AffixKind::occurrences; break;
      case Tag::a_future: a.kind = AffixKind::future; break;
      case Tag::a_and_not: a.kind = AffixKind::and_not; break;
      case Tag::period: a.kind = AffixKind::previously_executed; break;
      case Tag::a_nth: a.kind = AffixKind::nth_instance; break;
      case Tag::a_other_inst: a.kind = AffixKind::other_instances; break;
      case Tag::a_if_step: a.kind = AffixKind::if_step; break;
      case Tag::a_other_steps: a.kind = AffixKind::other_steps; break;
      case Tag::a_otherwise: a.kind = AffixKind::otherwise; break;
      default: break;
    }
    std::vector<const Node*> nums;
    collect(n, Tag::step_number, nums);
    if (const Node* o = find(n, Tag::ordinal)) nums.push_back(o);
    for (const Node* s : nums) a.numbers.push_back(number_of(raw(*s)));
    if (const Node* c = find(n, Tag::count)) a.count = txt(*c);
    if (const Node* b = child(n, Tag::action)) a.behaviour = txt(*b);
    if (n.tag == Tag::period) {
      a.period = txt(n);
    } else if (const Node* p = find(n, Tag::period)) {
      a.period = txt(*p);
    }
    return a;
  }

  SubAction action(const Node& n) const {
    SubAction a;
    a.text = raw(n);
    a.span = map_(n.span);
    std::vector<const Node*> comps;
    collect(n, Tag::component, comps);
    if (comps.size() >= 2) {
      a.form = ActionForm::combination;
      for (const Node* c : comps) a.components.push_back(txt(*c));
    } else if (const Node* t = child(n, Tag::typed_action)) {
      a.form = ActionForm::typed;
      if (const Node* ty = find(*t, Tag::typed_type)) a.type = txt(*ty);
    } else if (child(n, Tag::any_action)) {
      a.form = ActionForm::any;
    } else if (child(n, Tag::group_action)) {
      a.form = ActionForm::group;
    }
    return a;
  }

  /// Children of an action_full sequence attach to the action before them.
  bool attach_to_action(const Node& c, SubAction& a) const {
    switch (c.tag) {
      case Tag::param: a.params.push_back(txt(c)); return true;
      case Tag::qualifier: a.qualifiers.push_back(txt(c)); return true;
      case Tag::target: {
        const Node* who = find(c, Tag::placeholder);
        SubPokemon p = pokemon(c, false);
        if (who) {
          // the target's span is the Pokemon reference, without "on"/"targeting"
          const std::size_t b = std::min(who->span.begin, zone_begin(c));
          const Span s{b, c.span.end};
          p.text = std::string(text_.substr(s.begin, s.size()));
          p.span = map_(s);
        }
        a.targets.push_back(std::move(p));
        return true;
      }
      default: return false;
    }
  }

  /// "CASOS" → start of the step: edge and phase hold the words the letters stand for, both
  /// spanning the acronym ("[CA]" "S|E" "O" "[Y]" "R|S|T").
  SubTiming acronym_timing(const Node& n, SubTiming t) const {
    std::string a = fold(n);
    if (a.rfind("ca", 0) == 0) a.erase(0, 2);
    const bool end = !a.empty() && a.front() == 'e';
    t.kind = end ? TimingKind::phase_end : TimingKind::phase_start;
    t.edge = SubText{end ? "end" : "start", t.span};
    const char last = a.empty() ? 's' : a.back();
    t.phase = SubText{last == 'r' ? "round" : last == 't' ? "turn" : "step", t.span};
    return t;
  }

  SubTiming timing(const Node& n) const {
    SubTiming t;
    t.raw = raw(n);
    t.span = map_(n.span);
    switch (n.tag) {
      case Tag::t_phase: {
        const Node* e = find(n, Tag::edge);
        const std::string ef = e ? fold(*e) : std::string();
        t.kind = !e                                           ? TimingKind::phase
                 : ef == "end" || ef == "after" || ef == "ends" ? TimingKind::phase_end
                                                                : TimingKind::phase_start;
        break;
      }
      case Tag::t_priority: t.kind = TimingKind::priority; break;
      case Tag::t_created: t.kind = TimingKind::condition_created; break;
      case Tag::t_inflicted: t.kind = TimingKind::condition_inflicted; break;
      case Tag::t_hit: t.kind = TimingKind::hit; break;
      case Tag::t_hit_eff: t.kind = TimingKind::hit_effectively; break;
      case Tag::t_action_result: t.kind = TimingKind::action_result; break;
      case Tag::t_acronym: return acronym_timing(n, std::move(t));
      default: t.kind = TimingKind::unreadable; break;
    }
    for (const Node& c : n.children) {
      switch (c.tag) {
        case Tag::edge: t.edge = txt(c); break;
        case Tag::phase: t.phase = txt(c); break;
        case Tag::owner:
          if (const Node* p = child(c, Tag::possessive)) t.pokemon = pokemon(*p, true);
          break;
        case Tag::subject: t.pokemon = pokemon(c, false); break;
        case Tag::possessive: t.pokemon = pokemon(c, true); break;
        case Tag::property: t.note = txt(c); break;
        case Tag::priority_value: t.priority = txt(c); break;
        case Tag::condition: t.condition = txt(c); break;
        case Tag::verb:
          t.verb = txt(c);
          // "you're hit": the contraction's subject sits inside the verb's sibling
          break;
        case Tag::manner: t.manner = txt(c); break;
        case Tag::a_on_steps: t.affixes.push_back(affix(c)); break;  // "At the start of step 2"
        case Tag::hit_with: t.with = txt(c); break;
        case Tag::action_words: t.action = txt(c); break;
        default: break;
      }
    }
    // "Before Heracross moves" is the start of Heracross's turn, "after you attack" the end of
    // yours: the edge and phase say so in the handbook's words, at the words written.
    // "When your turn starts": the verb is the edge, as the kind above already read it.
    const std::string ef = folded(t.edge.text);
    if (n.tag == Tag::t_phase && (ef == "starts" || ef == "begins" || ef == "ends"))
      t.edge.text = t.kind == TimingKind::phase_end ? "end" : "start";
    if (n.tag == Tag::t_phase && (ef == "before" || ef == "after")) {
      t.edge.text = t.kind == TimingKind::phase_end ? "end" : "start";
      // "before Heracross moves": the verb stands for the turn; "before each step" names its phase.
      if (find(n, Tag::subject) != nullptr) t.phase.text = "turn";
    }
    // "When you are damaged / hurt / attacked", "When Lucario is sent in": no condition, and no
    // timing of [10.5a].
    if (t.kind == TimingKind::condition_inflicted && t.condition.present()) {
      const std::string condition = text::to_lower(t.condition.text);
      if (names_damage(condition) || condition == "attacked" || names_switching(t.raw)) t.kind = TimingKind::unreadable;
    }
    return t;
  }

  TriggerClause clause(const Node& n) const {
    TriggerClause c;
    c.raw = raw(n);
    c.span = map_(n.span);
    switch (n.tag) {
      case Tag::c_true: c.kind = ClauseKind::truth; break;
      case Tag::c_action: c.kind = ClauseKind::action; break;
      case Tag::c_cmp: c.kind = ClauseKind::state; c.state = StateForm::comparison; break;
      case Tag::c_presence: c.kind = ClauseKind::state; c.state = StateForm::presence; break;
      case Tag::c_exists: c.kind = ClauseKind::state; c.state = StateForm::exists; break;
      case Tag::c_bare: c.kind = ClauseKind::state; c.state = StateForm::bare; break;
      default:
        c.kind = ClauseKind::unreadable;
        c.reason = "this trigger clause could not be read as an action clause [10.6a], a state clause [10.6e] or a "
                   "true clause [10.6f]";
        break;
    }
    if (c.kind == ClauseKind::state && c.state == StateForm::bare) c.condition = txt(n);
    std::vector<const Node*> early_targets;  // "X targets you with Y": the target before the action
    bool target_unsaid = false;              // "IF targeted by Stone Edge"
    for (const Node& k : n.children) {
      if (c.action && attach_to_action(k, *c.action)) continue;
      if (k.tag == Tag::target) {
        early_targets.push_back(&k);
        continue;
      }
      switch (k.tag) {
        case Tag::subject: c.subject = pokemon(k, false); break;
        case Tag::possessive: c.subject = pokemon(k, true); break;
        case Tag::property: c.property = txt(k); break;
        case Tag::verb:
          c.verb = txt(k);
          if (find(k, Tag::negation)) c.negated = true;
          if (find(k, Tag::executed_verb)) c.executed = true;
          break;
        case Tag::negation: c.negated = true; break;
        case Tag::action: c.action = action(k); break;
        case Tag::comparator:
          c.comparator = txt(k);
          c.op = comparator_of(fold(k));
          break;
        case Tag::value:
          c.value = txt(k);
          c.value_kind = value_kind_of(k);
          break;
        case Tag::quantity: c.quantity = txt(k); break;
        case Tag::unsaid_target: target_unsaid = true; break;
        case Tag::condition: c.condition = txt(k); break;
        case Tag::location: c.location = txt(k); break;
        case Tag::a_current: case Tag::a_occurrences: case Tag::a_future: case Tag::a_and_not: case Tag::period:
          c.affixes.push_back(affix(k));
          break;
        default: break;
      }
    }
    if (c.action)
      for (const Node* t : early_targets) attach_to_action(*t, *c.action);
    // The implied Pokemon of a passive span its verb, or "attacked" where it has none.
    imply_passive_pokemon(c, target_unsaid, !c.verb.text.empty() ? c.verb.span : c.action ? c.action->span : c.span);
    // "you have +2 Attack": a value with no comparator is compared for equality [10.6e].
    if (c.kind == ClauseKind::state && c.state == StateForm::comparison && c.op == Comparator::none &&
        !c.value.text.empty())
      c.op = Comparator::eq;
    // With "has executed", "this step"/"this round" name the observed period ([10.6c]).
    if (c.executed) {
      for (SubAffix& a : c.affixes) {
        if (a.kind == AffixKind::current_step || a.kind == AffixKind::occurrences) {
          a.kind = AffixKind::previously_executed;
          a.period = SubText{a.raw, a.span};
        }
      }
    }
    return c;
  }

  ResultClause result(const Node& n) const {
    ResultClause r;
    r.raw = raw(n);
    r.span = map_(n.span);
    const Node* core = &n;
    switch (n.tag) {
      case Tag::r_use: r.kind = ResultKind::use; break;
      case Tag::r_implicit: r.kind = ResultKind::use; r.implicit_verb = true; break;
      case Tag::r_next: r.kind = ResultKind::use_next_step; break;
      case Tag::r_on_step: r.kind = ResultKind::use_on_step; break;
      case Tag::r_sequence: r.kind = ResultKind::sequence; break;
      case Tag::r_replace: r.kind = ResultKind::replace_all; break;
      case Tag::r_ignore: r.kind = ResultKind::ignore_substitutions; break;
      case Tag::r_push: r.kind = ResultKind::push_down; break;
      case Tag::r_use_push: r.kind = ResultKind::use_and_push_down; break;
      case Tag::r_pull: r.kind = ResultKind::pull_back; break;
      case Tag::r_change: r.kind = ResultKind::change_action; break;
      case Tag::r_swap: r.kind = ResultKind::swap_actions; break;
      case Tag::r_keep: r.kind = ResultKind::keep_action; break;
      default:
        r.kind = ResultKind::unreadable;
        r.reason = "this result clause could not be read as one of the result clauses of [10.7a]";
        break;
    }
    if (moves_orders(r.kind)) {
      // The push's own words hold the amount (the last verb node); an action's "step 2" is not it.
      const Node* push_words = nullptr;
      for (const Node& k : core->children)
        if (k.tag == Tag::verb) push_words = &k;
      std::vector<const Node*> nums;
      if (push_words != nullptr) collect(*push_words, Tag::step_number, nums);
      if (!nums.empty()) {
        r.shift = number_of(raw(*nums.back()));
        if (r.shift < 1) {
          r.kind = ResultKind::unreadable;
          r.reason = "orders pushed or pulled by no step do not move: [10.7a] moves them one or more steps";
        }
      }
    }
    bool first_verb = true;
    int repeat = 1;
    bool instead_of = false;  // "use Scald instead of Toxic"
    bool this_step = false;   // "… instead of Toxic this step": the current step only
    for (const Node& k : core->children) {
      if (!r.actions.empty() && attach_to_action(k, r.actions.back())) continue;
      switch (k.tag) {
        case Tag::verb:
          if (first_verb) r.verb = txt(k);
          else r.push = txt(k);
          first_verb = false;
          break;
        case Tag::action: r.actions.push_back(action(k)); break;
        case Tag::step_ref: {
          r.step = txt(k);
          std::vector<const Node*> nums;
          collect(k, Tag::step_number, nums);
          for (const Node* s : nums) r.steps.push_back(number_of(raw(*s)));
          break;
        }
        case Tag::which: r.which = txt(k); break;
        case Tag::duration: r.duration = txt(k); break;
        case Tag::round_end: r.step = txt(k); r.until_round_end = true; break;
        case Tag::r_instead_of: instead_of = true; break;
        case Tag::r_this_step: this_step = true; break;
        case Tag::a_nth: r.affixes.push_back(affix(k)); break;  // "replace the first instance of X with Y"
        case Tag::step_number: repeat = number_of(raw(k)); break;  // "use Detect twice"
        default: break;
      }
    }
    // "Roost and push orders down": the one verb written is the push's.
    if (r.kind == ResultKind::use_and_push_down && !r.push.present()) {
      r.push = r.verb;
      r.verb = {};
      r.implicit_verb = true;
    }
    // "… and Detect for the rest of the round", "… and X-Scissor on step 3": no verb written.
    if (!r.verb.present() && (r.until_round_end || r.kind == ResultKind::use_next_step || r.kind == ResultKind::use_on_step))
      r.implicit_verb = true;
    // "use X for the rest of the round": a sequence to the round's end.
    if (r.until_round_end) r.kind = ResultKind::sequence;
    // "use Scald instead of Toxic": the actions are kept as [old, new] like "replace all X with Y".
    if (instead_of && r.actions.size() == 2 &&
        (this_step || r.kind == ResultKind::use_on_step || r.kind == ResultKind::use_next_step)) {
      // "use X instead of Y on step 1 / next step / this step": that step's order becomes X
      r.actions.pop_back();
    } else if (instead_of && r.actions.size() == 2) {
      r.kind = ResultKind::replace_all;
      std::swap(r.actions[0], r.actions[1]);
    }
    // "use Detect twice" is the sequence "Detect, Detect" [10.7a]: one action per step.
    if (r.kind == ResultKind::sequence && repeat > 1 && r.actions.size() == 1)
      r.actions.insert(r.actions.end(), static_cast<std::size_t>(repeat - 1), r.actions.front());
    return r;
  }

  Substitution build(const std::vector<Node>& nodes) const {
    Substitution s;
    s.raw = std::string(text_);
    s.span = map_(Span{0, text_.size()});
    for (const Node& n : nodes) visit(s, n);
    // "use Protect if it is step 1, and Detect for the rest of the round": beside an "if it is step
    // N" clause the round-end words also mean "in other steps" [10.7b], so the sequence does not
    // override step 1 (docs/rulings.md).
    const auto is_if_step = [](const SubAffix& a) { return a.kind == AffixKind::if_step; };
    const bool has_if_step = std::any_of(s.results.begin(), s.results.end(), [&](const ResultClause& r) {
      return std::any_of(r.affixes.begin(), r.affixes.end(), is_if_step);
    });
    // Only on a clause with no affix: [10.7b] allows one, and the reading must not make it illegal.
    for (ResultClause& r : s.results)
      if (has_if_step && r.until_round_end && r.affixes.empty())
        r.affixes.push_back(SubAffix{AffixKind::other_steps, r.step.text, r.step.span, {}, {}, {}, {}});
    // The conjunction words "and"/"or" keep only the word itself ("and also" → "and").
    for (Conjunction& c : s.conjunctions) {
      if (c.word.rfind(',', 0) == 0 && c.word.size() > 1) c.word = folded(c.word.substr(1));
      if (c.word.rfind("and", 0) == 0) c.word = "and";
      else if (c.word.rfind("or", 0) == 0) c.word = "or";
      else if (c.word.rfind('&', 0) == 0) c.word = "and";
      else c.word = ",";
    }
    return s;
  }

 private:
  /// One top-level node of the substitution into its component.
  /// An affix written before its result clause ("…, otherwise use X"), kept for the next clause.
  mutable std::optional<SubAffix> leading_affix;
  /// "THEN Scizor uses Protect": the subject written before the result clause that follows it.
  mutable SubText pending_subject;

  void visit(Substitution& s, const Node& n) const {
    switch (n.tag) {
      case Tag::result_first:
        s.result_first = map_(n.span);
        for (const Node& child : n.children) visit(s, child);
        break;
      case Tag::timing_late:
        s.timing_late = map_(n.span);
        for (const Node& child : n.children) visit(s, child);
        break;
      case Tag::unless_late: {
        s.unless_late = map_(n.span);
        const std::size_t before = s.trigger.size();
        for (const Node& child : n.children) visit(s, child);
        if (s.trigger.size() != before + 1) break;
        s.trigger.back().negated = !s.trigger.back().negated;
        // Joined to the trigger written first with AND: both must hold for the result.
        if (before > 0)
          s.conjunctions.push_back(Conjunction{"and", Span{s.unless_late->begin, s.trigger.back().span.begin}});
        break;
      }
      case Tag::label:
        s.label = txt(n);
        for (const Node& c : n.children)  // "Gengar sub:": the label names the Pokemon it is for
          if (c.tag == Tag::sub_owner) s.owner = txt(c);
        break;
      case Tag::sub_owner: s.owner = txt(n); break;
      case Tag::t_phase: case Tag::t_priority: case Tag::t_created: case Tag::t_inflicted: case Tag::t_hit:
      case Tag::t_hit_eff: case Tag::t_action_result: case Tag::t_acronym: case Tag::t_bad:
        if (!s.timing || s.timing->kind == TimingKind::default_timing) {
          SubTiming t = timing(n);
          if (s.timing) t.affixes = std::move(s.timing->affixes);
          s.timing = std::move(t);
        } else {
          s.extra_timings.push_back(timing(n));
        }
        break;
      case Tag::a_once: case Tag::a_nonconsec: case Tag::a_on_steps:
        if (!s.timing) {
          s.timing.emplace();
          s.timing->span = map_(Span{n.span.begin, n.span.begin});
        }
        s.timing->affixes.push_back(affix(n));
        break;
      case Tag::if_kw: s.if_keyword = txt(n); break;
      case Tag::if_event:  // "IF you flinch": the timing clause written as the trigger [10.5]
        for (const Node& child : n.children) visit(s, child);
        if (s.timing && s.timing->span.begin == map_(n.span).begin) s.timing->after_if = true;
        else if (!s.extra_timings.empty()) s.extra_timings.back().after_if = true;
        break;
      case Tag::c_true: case Tag::c_action: case Tag::c_cmp: case Tag::c_presence: case Tag::c_exists:
      case Tag::c_bare: case Tag::c_bad:
        s.trigger.push_back(clause(n));
        // "IF Heracross is Flying-type or has Levitate", "IF Heracross is Burned and is to use
        // Facade": the subject left out is the one before.
        if ((n.tag == Tag::c_presence || n.tag == Tag::c_action) && !s.trigger.back().subject && s.trigger.size() >= 2)
          s.trigger.back().subject = s.trigger[s.trigger.size() - 2].subject;
        // "IF Heracross is Burned and targeted by Close Combat": a passive's target left unsaid is
        // that Pokemon too, not the recipient.
        if (n.tag == Tag::c_action && s.trigger.size() >= 2) share_unsaid_target(s.trigger.back(), s.trigger[s.trigger.size() - 2]);
        split_subject_list(s, n);
        break;
      case Tag::conj: s.conjunctions.push_back(Conjunction{fold(n), map_(n.span)}); break;
      case Tag::then_kw: s.then_keyword = txt(n); break;
      case Tag::then_implicit: s.then_implicit = true; break;
      case Tag::r_use: case Tag::r_implicit: case Tag::r_next: case Tag::r_on_step: case Tag::r_sequence:
      case Tag::r_replace: case Tag::r_ignore: case Tag::r_push: case Tag::r_use_push: case Tag::r_pull:
      case Tag::r_change: case Tag::r_swap: case Tag::r_keep: case Tag::r_bad:
        s.results.push_back(result(n));
        if (leading_affix) s.results.back().affixes.push_back(std::move(*leading_affix));
        leading_affix.reset();
        s.results.back().subject = std::move(pending_subject);
        pending_subject = SubText{};
        break;
      case Tag::r_subject: pending_subject = txt(n); break;
      case Tag::a_otherwise_first: {
        // "…, otherwise use Dragon Claw": the affix of the clause that follows it ([10.7b]).
        SubAffix a = affix(n);
        a.kind = AffixKind::otherwise;
        leading_affix = std::move(a);
        break;
      }
      case Tag::a_if_step_first: {
        // "…; if it is step 3, use Detect": the affix of the clause that follows it.
        SubAffix a = affix(n);
        a.kind = AffixKind::if_step;
        leading_affix = std::move(a);
        break;
      }
      case Tag::a_nth: case Tag::a_other_inst: case Tag::a_if_step: case Tag::a_other_steps: case Tag::a_otherwise:
        if (!s.results.empty()) s.results.back().affixes.push_back(affix(n));
        break;
      case Tag::rest:
        s.unreadable = true;
        s.failed_at = map_(Span{n.span.begin, n.span.begin}).begin;
        s.reason = rest_reason(s);
        break;
      default: break;
    }
  }

  /// "IF Heracross or Weavile uses Protect": a clause observes exactly one Pokemon ([10.4c]), so a
  /// list of subjects sharing one verb is one clause per Pokemon, joined by the list's word
  /// (docs/rulings.md). Each keeps the whole clause's words and span; only the subject differs.
  void split_subject_list(Substitution& s, const Node& n) const {
    std::vector<const Node*> subjects;
    const Node* joiner = nullptr;
    for (const Node& k : n.children) {
      if (k.tag == Tag::subject) subjects.push_back(&k);
      else if (k.tag == Tag::conj) joiner = &k;
    }
    if (subjects.size() < 2 || joiner == nullptr) return;
    const TriggerClause shared = std::move(s.trigger.back());
    s.trigger.pop_back();
    for (std::size_t i = 0; i < subjects.size(); ++i) {
      if (i > 0) s.conjunctions.push_back(Conjunction{fold(*joiner), map_(joiner->span)});
      s.trigger.push_back(shared);
      s.trigger.back().subject = pokemon(*subjects[i], false);
    }
  }

  static std::string rest_reason(const Substitution& s) {
    if (!s.results.empty()) return "text after the result could not be read";
    if (!s.trigger.empty() || s.if_keyword.present())
      return "expected THEN and a result clause after the trigger [10.7]";
    if (s.timing) return "expected IF and a trigger after the timing [10.6]";
    return "expected a timing [10.5], IF [10.6] or THEN [10.7]";
  }

  Span strip_possessive(Span s) const {
    std::string_view t = text_.substr(s.begin, s.size());
    for (std::string_view suffix : {std::string_view("\xE2\x80\x99s"), std::string_view("\xE2\x80\x99S"),
                                    std::string_view("\xE2\x80\x99"), std::string_view("'s"), std::string_view("'S"),
                                    std::string_view("'")}) {
      if (t.size() > suffix.size() && t.substr(t.size() - suffix.size()) == suffix)
        return Span{s.begin, s.end - suffix.size()};
    }
    return s;
  }

  std::size_t zone_begin(const Node& target) const {
    const Node* z = find(target, Tag::zone);
    return z ? z->span.begin : target.span.end;
  }

  static ValueKind value_kind_of(const Node& v) {
    for (const Node& k : v.children) {
      switch (k.tag) {
        case Tag::v_number: return ValueKind::number;
        case Tag::v_percent: return ValueKind::percentage;
        case Tag::v_fraction: return ValueKind::fraction;
        case Tag::v_reference: return ValueKind::reference;
        default: break;
      }
    }
    return ValueKind::reference;
  }

  std::string_view text_;
  const SpanMap& map_;
};

}  // namespace

Substitution build_substitution(std::string_view text, const std::vector<Node>& nodes, const SpanMap& to_source) {
  Substitution s = Builder(text, to_source).build(nodes);
  if (s.unless()) read_unless(s);
  return s;
}

Substitution parse_substitution_text(std::string_view text) {
  return read_substitution(text, [](Span s) { return s; });
}

}  // namespace bbp::orders::detail

namespace bbp::orders {

Substitution parse_substitution(const bbcode::Projection& plain, Span line) {
  const std::size_t end = std::min(line.end, plain.text.size());
  const std::size_t begin = std::min(line.begin, end);
  const std::string_view text = std::string_view(plain.text).substr(begin, end - begin);
  const detail::SpanMap map = [&plain, begin](Span s) {
    return plain.to_source(Span{s.begin + begin, s.end + begin});
  };
  return detail::read_substitution(text, map);
}

bool Substitution::unless() const { return text::to_lower(if_keyword.text) == "unless"; }

}  // namespace bbp::orders
