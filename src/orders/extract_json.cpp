// The JSON and text forms of an ExtractResult (docs/extract-json.md). Names are resolved against
// the Dex here, at the edge: the trees keep only what the player wrote.
#include <bbp/diagnostic_json.hpp>
#include <bbp/dex.hpp>
#include <bbp/orders.hpp>
#include <bbp/substitution.hpp>

#include <fmt/format.h>

namespace bbp::orders {

namespace {

using nlohmann::json;

struct Writer {
  const SourceFile& src;
  bool resolve;

  json span(Span s) const { return span_to_json(src, s); }

  /// `exact_only`: a lone name may be a nickname ("Aura"), so a near miss ("Abra") is no reading of
  /// it; the linter takes such a name for a nickname too (sendout_checks.cpp).
  json resolved(Kind kind, std::string_view text, bool exact_only = false) const {
    if (!resolve || text.empty()) return nullptr;
    const Resolution r = dex().resolve(kind, text);
    if (exact_only && r.match == Match::fuzzy) return json{{"match", to_string(Match::unknown)}};
    if (!r.found()) return json{{"match", to_string(r.match)}};
    return json{{"match", to_string(r.match)}, {"name", dex().entry(kind, r.id).name}};
  }

  json text(const Text& t, std::optional<Kind> kind = std::nullopt, bool exact_only = false) const {
    if (!t.present()) return nullptr;
    json j{{"text", t.text}, {"span", span(t.span)}};
    if (kind) j["resolved"] = resolved(*kind, t.text, exact_only);
    return j;
  }

  json sprite(const Sprite& s) const {
    json j{{"code", s.code}, {"set", s.set}, {"name", s.name}, {"span", span(s.span)}};
    if (resolve) {
      if (auto ref = dex().resolve_sprite(s.set, s.name))
        j["resolved"] = json{{"kind", to_string(ref->kind)}, {"name", dex().entry(ref->kind, ref->id).name}};
      else
        j["resolved"] = json{{"match", "unknown"}};
    }
    return j;
  }

  json item(const ItemRef& i) const {
    return json{{"sprite", i.sprite ? sprite(*i.sprite) : json(nullptr)},
                {"name", text(i.name, Kind::item)},
                {"span", span(i.span)}};
  }

  json pokemon(const PokemonRef& p) const {
    json sprites = json::array();
    for (const Sprite& s : p.sprites) sprites.push_back(sprite(s));
    json items = json::array();
    for (const ItemRef& i : p.items) items.push_back(item(i));
    json j{{"span", span(p.span)},        {"sprites", sprites},          {"nickname", text(p.nickname)},
           {"species", text(p.species, Kind::species)}, {"name", text(p.name, Kind::species, true)},
           {"forme", text(p.forme, Kind::species)},     {"items", items}};
    return j;
  }

  json refs(const std::vector<PokemonRef>& v) const {
    json a = json::array();
    for (const PokemonRef& p : v) a.push_back(pokemon(p));
    return a;
  }

  json texts(const std::vector<Text>& v) const {
    json a = json::array();
    for (const Text& t : v) a.push_back(text(t));
    return a;
  }

  json component(const Component& c) const {
    const std::optional<Kind> kind =
        c.kind == ActionKind::move ? std::optional<Kind>(Kind::move)
        : c.kind == ActionKind::command ? std::nullopt : std::optional<Kind>(Kind::item);
    json modes = json::array();
    for (const ModeTag& m : c.modes) modes.push_back(json{{"mode", m.mode}, {"text", text(m.written)}});
    return json{{"action", text(c.action, kind)},
                {"kind", to_string(c.kind)},
                {"written", text(c.written)},
                {"z_power", text(c.z_power)},
                {"max", c.max},
                {"parameters", texts(c.parameters)},
                {"modes", modes},
                {"targets", texts(c.targets)}};
  }

  json action(const ActionOrder& a) const {
    json comps = json::array();
    for (const Component& c : a.components) comps.push_back(component(c));
    json j{{"span", span(a.span)},
           {"text", std::string(src.text().substr(a.span.begin, a.span.size()))},
           {"combination", a.is_combination()},
           {"components", comps},
           {"mega", text(a.mega)},
           {"terastal", text(a.terastal)},
           {"dynamax", text(a.dynamax)},
           {"unreadable", a.unreadable}};
    if (a.unreadable) j["failed_at"] = span(Span{a.failed_at, a.failed_at});
    // Only when written, so that the common shape stays as it was.
    if (a.technique_subject.present()) j["technique_subject"] = text(a.technique_subject);
    if (a.technique_after_action) j["technique_after_action"] = true;
    return j;
  }

  json main_orders(const MainOrders& m) const {
    json steps = json::array();
    for (const Step& s : m.steps) {
      json actions = json::array();
      for (const ActionOrder& a : s.actions) actions.push_back(action(a));
      steps.push_back(json{{"span", span(s.span)}, {"actions", actions}});
    }
    return json{{"span", span(m.span)},
                {"step_separator", m.step_separator},
                {"action_separator", m.action_separator},
                {"name_prefix", text(m.name_prefix)},
                {"steps", steps}};
  }

  json order_set(const OrderSet& os) const {
    json subs = json::array();
    for (const auto& s : os.substitutions) subs.push_back(substitution_to_json(*s));
    json addenda = json::array();
    for (const Addendum& a : os.addenda) {
      json one{{"span", span(a.span)}, {"text", a.text.text}, {"kind", a.kind}, {"object", text(a.object)}};
      if (a.condition.present()) one["condition"] = text(a.condition);  // only when written ([9.3a], BBP4035)
      addenda.push_back(std::move(one));
    }
    json unreadable = json::array();
    for (Span s : os.unreadable) unreadable.push_back(span(s));
    return json{{"span", span(os.span)},
                {"pokemon", os.pokemon ? pokemon(*os.pokemon) : json(nullptr)},
                {"main_orders", os.main_orders ? main_orders(*os.main_orders) : json(nullptr)},
                {"substitutions", subs},
                {"addenda", addenda},
                {"unreadable", unreadable}};
  }
};

}  // namespace

nlohmann::json to_json(const ExtractResult& r, const SourceFile& src, const Options& options) {
  const Writer w{src, options.resolve_names};
  json j{{"version", 1}, {"file", src.name()}, {"ok", r.ok}};
  json blocks = json::array();
  for (const post::Block& b : r.segmented.blocks)
    blocks.push_back(json{{"kind", post::to_string(b.kind)},
                          {"span", w.span(b.source)},
                          {"lines", b.line_count},
                          {"order_set", b.order_set},
                          {"in_flavor", b.in_flavor}});
  j["blocks"] = blocks;
  json sets = json::array();
  for (const OrderSet& os : r.order_sets) sets.push_back(w.order_set(os));
  j["order_sets"] = sets;
  json a = json::array();
  for (const SendOut& s : r.sendouts)
    a.push_back(json{{"span", w.span(s.span)}, {"in_flavor", s.in_flavor}, {"pokemon", w.refs(s.pokemon)}});
  j["sendouts"] = a;
  a = json::array();
  for (const Switch& s : r.switches)
    a.push_back(json{{"span", w.span(s.span)},
                     {"in_flavor", s.in_flavor},
                     {"counter", s.counter},
                     {"out", s.out ? w.pokemon(*s.out) : json(nullptr)},
                     {"in", w.refs(s.in)}});
  j["switches"] = a;
  a = json::array();
  for (const CounterSwitchDecision& d : r.counter_switches)
    a.push_back(json{{"span", w.span(d.span)}, {"decision", d.accept ? "accept" : "decline"}});
  j["counter_switch_decisions"] = a;
  a = json::array();
  for (const Terastal& t : r.terastals)
    a.push_back(json{{"span", w.span(t.span)}, {"pokemon", w.refs(t.pokemon)}, {"tera_type", w.text(t.tera_type)}});
  j["terastal"] = a;
  a = json::array();
  for (const Equip& e : r.equips)
    a.push_back(json{{"span", w.span(e.span)}, {"in_flavor", e.in_flavor}, {"pokemon", w.refs(e.pokemon)}});
  j["equips"] = a;
  a = json::array();
  for (const Flavor& f : r.flavor) a.push_back(json{{"span", w.span(f.span)}, {"quote", f.quote}});
  j["flavor"] = a;
  j["diagnostics"] = diagnostics_to_json(src, r.diagnostics.items())["diagnostics"];
  return j;
}

std::string to_text(const ExtractResult& r, const SourceFile& src) {
  std::string out;
  auto slice = [&](Span s) { return std::string(src.text().substr(s.begin, s.size())); };
  auto ref = [&](const PokemonRef& p) {
    std::string s;
    for (const Sprite& sp : p.sprites) s += sp.code;
    if (p.nickname.present()) s += fmt::format(" nickname={:?}", p.nickname.text);
    if (p.species.present()) s += fmt::format(" species={:?}", p.species.text);
    if (p.name.present()) s += fmt::format(" name={:?}", p.name.text);
    if (p.forme.present()) s += fmt::format(" as={:?}", p.forme.text);
    for (const ItemRef& i : p.items) s += fmt::format(" item={:?}", i.name.present() ? i.name.text : (i.sprite ? i.sprite->code : ""));
    return s;
  };
  for (std::size_t k = 0; k < r.order_sets.size(); ++k) {
    const OrderSet& os = r.order_sets[k];
    out += fmt::format("order set {}:{}\n", k + 1, os.pokemon ? ref(*os.pokemon) : " (no header)");
    if (os.main_orders) {
      out += fmt::format("  main orders (step separator {:?}{}):\n", os.main_orders->step_separator,
                         os.main_orders->action_separator.empty()
                             ? ""
                             : fmt::format(", action separator {:?}", os.main_orders->action_separator));
      for (std::size_t s = 0; s < os.main_orders->steps.size(); ++s) {
        const Step& st = os.main_orders->steps[s];
        for (const ActionOrder& a : st.actions) {
          std::string line = fmt::format("    step {}: ", s + 1);
          if (a.unreadable) line += "(unreadable) " + slice(a.span);
          for (std::size_t c = 0; c < a.components.size(); ++c) {
            const Component& comp = a.components[c];
            if (c > 0) line += " + ";
            line += fmt::format("{} [{}]", comp.action.text, to_string(comp.kind));
            if (comp.z_power.present()) line += " z=" + comp.z_power.text;
            if (comp.max) line += " max";
            for (const Text& p : comp.parameters) line += fmt::format(" param={:?}", p.text);
            for (const ModeTag& m : comp.modes) line += " mode=" + m.mode;
            for (const Text& t : comp.targets) line += fmt::format(" target={:?}", t.text);
          }
          out += line + "\n";
        }
      }
    }
    for (const auto& s : os.substitutions) out += "  substitution: " + substitution_to_json(*s).dump() + "\n";
    for (const Addendum& a : os.addenda) out += fmt::format("  addendum [{}]: {}\n", a.kind, a.text.text);
    for (Span u : os.unreadable) out += "  unreadable: " + slice(u) + "\n";
  }
  for (const SendOut& s : r.sendouts)
    for (const PokemonRef& p : s.pokemon) out += "send-out:" + ref(p) + "\n";
  for (const Switch& s : r.switches) {
    out += std::string(s.counter ? "counter-switch:" : "switch:") + (s.out ? " out" + ref(*s.out) : "");
    for (const PokemonRef& p : s.in) out += " in" + ref(p);
    out += "\n";
  }
  for (const CounterSwitchDecision& d : r.counter_switches)
    out += std::string("counter-switch ") + (d.accept ? "accepted" : "declined") + "\n";
  for (const Terastal& t : r.terastals) {
    out += "terastal:";
    for (const PokemonRef& p : t.pokemon) out += ref(p);
    if (t.tera_type.present()) out += " type=" + t.tera_type.text;
    out += "\n";
  }
  for (const Equip& e : r.equips)
    for (const PokemonRef& p : e.pokemon) out += "equip:" + ref(p) + "\n";
  return out;
}

}  // namespace bbp::orders
