// The JSON form of a substitution tree (docs/substitution-json.md) and the enum names it uses.
#include <bbp/substitution.hpp>

namespace bbp::orders {

std::string_view to_string(AffixKind k) {
  switch (k) {
    case AffixKind::once: return "once";
    case AffixKind::non_consecutively: return "non_consecutively";
    case AffixKind::on_steps: return "on_steps";
    case AffixKind::current_step: return "current_step";
    case AffixKind::occurrences: return "occurrences";
    case AffixKind::future: return "future";
    case AffixKind::and_not: return "and_not";
    case AffixKind::previously_executed: return "previously_executed";
    case AffixKind::nth_instance: return "nth_instance";
    case AffixKind::other_instances: return "other_instances";
    case AffixKind::if_step: return "if_step";
    case AffixKind::other_steps: return "other_steps";
    case AffixKind::otherwise: return "otherwise";
  }
  return "?";
}

std::string_view to_string(TimingKind k) {
  switch (k) {
    case TimingKind::default_timing: return "default";
    case TimingKind::phase_start: return "phase_start";
    case TimingKind::phase_end: return "phase_end";
    case TimingKind::phase: return "phase";
    case TimingKind::priority: return "priority";
    case TimingKind::condition_created: return "condition_created";
    case TimingKind::condition_inflicted: return "condition_inflicted";
    case TimingKind::hit: return "hit";
    case TimingKind::hit_effectively: return "hit_effectively";
    case TimingKind::action_result: return "action_result";
    case TimingKind::unreadable: return "unreadable";
  }
  return "?";
}

std::string_view to_string(ActionForm f) {
  switch (f) {
    case ActionForm::name: return "name";
    case ActionForm::typed: return "typed";
    case ActionForm::group: return "group";
    case ActionForm::combination: return "combination";
    case ActionForm::any: return "any";
  }
  return "?";
}

std::string_view to_string(ClauseKind k) {
  switch (k) {
    case ClauseKind::action: return "action";
    case ClauseKind::state: return "state";
    case ClauseKind::truth: return "true";
    case ClauseKind::unreadable: return "unreadable";
  }
  return "?";
}

std::string_view to_string(StateForm f) {
  switch (f) {
    case StateForm::none: return "none";
    case StateForm::comparison: return "comparison";
    case StateForm::presence: return "presence";
    case StateForm::exists: return "exists";
    case StateForm::bare: return "bare";
  }
  return "?";
}

std::string_view to_string(Comparator c) {
  switch (c) {
    case Comparator::none: return "none";
    case Comparator::gt: return "gt";
    case Comparator::ge: return "ge";
    case Comparator::lt: return "lt";
    case Comparator::le: return "le";
    case Comparator::eq: return "eq";
    case Comparator::ne: return "ne";
  }
  return "?";
}

std::string_view to_string(ValueKind v) {
  switch (v) {
    case ValueKind::none: return "none";
    case ValueKind::number: return "number";
    case ValueKind::percentage: return "percentage";
    case ValueKind::fraction: return "fraction";
    case ValueKind::reference: return "reference";
  }
  return "?";
}

std::string_view to_string(ResultKind k) {
  switch (k) {
    case ResultKind::use: return "use";
    case ResultKind::use_next_step: return "use_next_step";
    case ResultKind::use_on_step: return "use_on_step";
    case ResultKind::sequence: return "sequence";
    case ResultKind::replace_all: return "replace_all";
    case ResultKind::ignore_substitutions: return "ignore_substitutions";
    case ResultKind::push_down: return "push_down";
    case ResultKind::use_and_push_down: return "use_and_push_down";
    case ResultKind::pull_back: return "pull_back";
    case ResultKind::change_action: return "change_action";
    case ResultKind::swap_actions: return "swap_actions";
    case ResultKind::keep_action: return "keep_action";
    case ResultKind::unreadable: return "unreadable";
  }
  return "?";
}

namespace {

using nlohmann::json;

std::string_view to_string(Placeholder p) {
  switch (p) {
    case Placeholder::none: return "none";
    case Placeholder::any_opponent: return "any_opponent";
    case Placeholder::any_ally: return "any_ally";
    case Placeholder::any_pokemon: return "any_pokemon";
    case Placeholder::reference: return "reference";
    case Placeholder::opponent: return "opponent";
    case Placeholder::target: return "target";
    case Placeholder::self: return "self";
    case Placeholder::pronoun: return "pronoun";
    case Placeholder::group: return "group";
    case Placeholder::position: return "position";
    case Placeholder::other: return "other";
  }
  return "?";
}

std::string_view to_string(Zone z) {
  switch (z) {
    case Zone::unspecified: return "unspecified";
    case Zone::benched: return "benched";
    case Zone::inactive: return "inactive";
    case Zone::anywhere: return "anywhere";
  }
  return "?";
}

json span_json(Span s) { return json::array({s.begin, s.end}); }

/// Absent text is null, so a consumer can tell "not written" from "written empty".
json text_json(const SubText& t) {
  if (!t.present()) return nullptr;
  return json{{"text", t.text}, {"span", span_json(t.span)}};
}

json pokemon_json(const SubPokemon& p) {
  json j{{"text", p.text}, {"span", span_json(p.span)}, {"name", text_json(p.name)},
         {"placeholder", to_string(p.placeholder)}, {"zone", to_string(p.zone)}, {"possessive", p.possessive}};
  if (p.zone_text.present()) j["zone_text"] = text_json(p.zone_text);
  return j;
}

json affixes_json(const std::vector<SubAffix>& affixes) {
  json arr = json::array();
  for (const SubAffix& a : affixes) {
    json j{{"kind", to_string(a.kind)}, {"raw", a.raw}, {"span", span_json(a.span)}};
    if (!a.numbers.empty()) j["numbers"] = a.numbers;
    if (a.count.present()) j["count"] = text_json(a.count);
    if (a.behaviour.present()) j["behaviour"] = text_json(a.behaviour);
    if (a.period.present()) j["period"] = text_json(a.period);
    arr.push_back(std::move(j));
  }
  return arr;
}

json action_json(const SubAction& a) {
  json j{{"text", a.text}, {"span", span_json(a.span)}, {"form", to_string(a.form)}};
  if (a.type.present()) j["type"] = text_json(a.type);
  auto texts = [](const std::vector<SubText>& v) {
    json arr = json::array();
    for (const SubText& t : v) arr.push_back(text_json(t));
    return arr;
  };
  if (!a.components.empty()) j["components"] = texts(a.components);
  if (!a.qualifiers.empty()) j["qualifiers"] = texts(a.qualifiers);
  json targets = json::array();
  for (const SubPokemon& p : a.targets) targets.push_back(pokemon_json(p));
  j["targets"] = std::move(targets);
  j["params"] = texts(a.params);
  return j;
}

json timing_json(const SubTiming& t) {
  json j{{"kind", to_string(t.kind)}, {"raw", t.raw}, {"span", span_json(t.span)}};
  json params = json::object();
  auto put = [&params](const char* key, const SubText& v) {
    if (v.present()) params[key] = text_json(v);
  };
  put("edge", t.edge);
  put("phase", t.phase);
  if (t.pokemon) params["pokemon"] = pokemon_json(*t.pokemon);
  put("priority", t.priority);
  put("condition", t.condition);
  put("note", t.note);
  put("verb", t.verb);
  put("manner", t.manner);
  put("with", t.with);
  put("action", t.action);
  j["params"] = std::move(params);
  j["affixes"] = affixes_json(t.affixes);
  if (t.after_if) j["after_if"] = true;
  return j;
}

json clause_json(const TriggerClause& c) {
  json j{{"kind", to_string(c.kind)}, {"raw", c.raw}, {"span", span_json(c.span)}, {"negated", c.negated}};
  j["subject"] = c.subject ? pokemon_json(*c.subject) : json(nullptr);
  if (c.property.present()) j["property"] = text_json(c.property);
  if (c.verb.present()) j["verb"] = text_json(c.verb);
  if (c.kind == ClauseKind::action) {
    j["action"] = c.action ? action_json(*c.action) : json(nullptr);
    j["executed"] = c.executed;
  }
  if (c.kind == ClauseKind::state) {
    j["state"] = to_string(c.state);
    if (c.comparator.present()) j["comparator"] = text_json(c.comparator);
    if (c.op != Comparator::none) j["op"] = to_string(c.op);
    if (c.value.present()) {
      j["value"] = text_json(c.value);
      j["value_kind"] = to_string(c.value_kind);
    }
    if (c.quantity.present()) j["quantity"] = text_json(c.quantity);
    if (c.condition.present()) j["condition"] = text_json(c.condition);
    if (c.location.present()) j["location"] = text_json(c.location);
  }
  j["affixes"] = affixes_json(c.affixes);
  if (!c.reason.empty()) j["reason"] = c.reason;
  return j;
}

json result_json(const ResultClause& r) {
  json j{{"kind", to_string(r.kind)}, {"raw", r.raw}, {"span", span_json(r.span)}, {"verb", text_json(r.verb)},
         {"implicit_verb", r.implicit_verb}};
  json actions = json::array();
  for (const SubAction& a : r.actions) actions.push_back(action_json(a));
  j["actions"] = std::move(actions);
  if (r.subject.present()) j["subject"] = text_json(r.subject);
  if (r.push.present()) j["push"] = text_json(r.push);
  if (moves_orders(r.kind)) j["shift"] = r.shift;
  if (r.until_round_end) j["until_round_end"] = true;
  if (r.step.present()) j["step"] = text_json(r.step);
  if (!r.steps.empty()) j["steps"] = r.steps;
  if (r.which.present()) j["which"] = text_json(r.which);
  if (r.duration.present()) j["duration"] = text_json(r.duration);
  j["affixes"] = affixes_json(r.affixes);
  if (!r.reason.empty()) j["reason"] = r.reason;
  return j;
}

}  // namespace

nlohmann::json substitution_to_json(const Substitution& sub) {
  json j{{"span", span_json(sub.span)}, {"raw", sub.raw}, {"label", text_json(sub.label)}};
  if (sub.owner.present()) j["owner"] = text_json(sub.owner);
  j["timing"] = sub.timing ? timing_json(*sub.timing) : json(nullptr);
  json extra = json::array();
  for (const SubTiming& t : sub.extra_timings) extra.push_back(timing_json(t));
  j["extra_timings"] = std::move(extra);
  j["timing_written_after_trigger"] = sub.timing_late ? span_json(*sub.timing_late) : json(nullptr);
  json clauses = json::array();
  for (const TriggerClause& c : sub.trigger) clauses.push_back(clause_json(c));
  json conj = json::array();
  for (const Conjunction& c : sub.conjunctions) conj.push_back(json{{"word", c.word}, {"span", span_json(c.span)}});
  j["trigger"] = json{{"if", text_json(sub.if_keyword)}, {"clauses", std::move(clauses)}, {"conjunctions", std::move(conj)}};
  json results = json::array();
  for (const ResultClause& r : sub.results) results.push_back(result_json(r));
  j["result"] = json{{"then", text_json(sub.then_keyword)}, {"then_implicit", sub.then_implicit},
                     {"written_first", sub.result_first ? span_json(*sub.result_first) : json(nullptr)},
                     {"clauses", std::move(results)}};
  j["unreadable"] = sub.unreadable;
  j["failed_at"] = sub.unreadable ? json(sub.failed_at) : json(nullptr);
  j["reason"] = sub.unreadable ? json(sub.reason) : json(nullptr);
  return j;
}

}  // namespace bbp::orders
