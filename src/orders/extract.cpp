// The pipeline up to Parse for a whole post: lex, segment, then read each block with its grammar.
#include <bbp/orders.hpp>
#include <bbp/substitution.hpp>

#include "orders/lead_in_words.hpp"
#include "orders/pokemon_ref.hpp"
#include "orders/substitution_split.hpp"
#include "post/everyone_words.hpp"
#include "post/line_classifier.hpp"
#include "post/text_util.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace bbp::orders {

namespace {

const post::Block& block_at(const post::Segmented& seg, int i) { return seg.blocks[static_cast<std::size_t>(i)]; }

/// A header line that showed only the sprite, completed by the name on the line after it: the
/// name's words fill what the header lacked; sprites and items add up.
void continue_header(PokemonRef& into, PokemonRef rest) {
  if (!into.nickname.present() && !into.species.present() && !into.name.present()) {
    into.nickname = std::move(rest.nickname);
    into.species = std::move(rest.species);
    into.name = std::move(rest.name);
    if (!into.forme.present()) into.forme = std::move(rest.forme);
  }
  into.sprites.insert(into.sprites.end(), rest.sprites.begin(), rest.sprites.end());
  into.items.insert(into.items.end(), rest.items.begin(), rest.items.end());
  into.span = cover(into.span, rest.span);
}

OrderSet read_order_set(const bbcode::Projection& plain, const post::Segmented& seg, const post::OrderSetBlocks& sb,
                        const Limits& limits, DiagnosticList& diags) {
  OrderSet os;
  Span covered{};
  bool first = true;
  auto cover_block = [&](int i) {
    const Span s = block_at(seg, i).source;
    covered = first ? s : cover(covered, s);
    first = false;
  };
  if (sb.header >= 0) {
    cover_block(sb.header);
    os.pokemon = parse_pokemon_ref(plain, block_at(seg, sb.header).text);
    // ":sv/scyther:" then "[b]Triantis the Scyther[/b]": the segmenter joined the name line to the
    // set as the header continued; its name completes a header that showed only the sprite.
    const int set_index = static_cast<int>(&sb - seg.order_sets.data());
    for (std::size_t k = static_cast<std::size_t>(sb.header) + 1; k < seg.blocks.size() && k <= static_cast<std::size_t>(sb.header) + 3; ++k) {
      const post::Block& more = seg.blocks[k];
      if (more.kind == post::BlockKind::flavor) continue;
      if (more.kind != post::BlockKind::header || more.order_set != set_index) break;
      cover_block(static_cast<int>(k));
      continue_header(*os.pokemon, parse_pokemon_ref(plain, more.text));
    }
  }
  if (sb.main_orders >= 0) {
    cover_block(sb.main_orders);
    // ":sv/garchomp:" then "Chompy: Earthquake - …": the orders line's name completes the header.
    if (!sb.inline_header.empty() && os.pokemon) continue_header(*os.pokemon, parse_pokemon_ref(plain, sb.inline_header));
    else if (!sb.inline_header.empty()) os.pokemon = parse_pokemon_ref(plain, sb.inline_header);
    else if (sb.header < 0 && !sb.holder_name.empty()) os.pokemon = parse_pokemon_ref(plain, sb.holder_name);
    // A sprite header and, below it, the equip line naming its holder: the holder names the sprite.
    else if (!sb.holder_name.empty() && os.pokemon) continue_header(*os.pokemon, parse_pokemon_ref(plain, sb.holder_name));
    const post::Block& b = block_at(seg, sb.main_orders);
    // The block's content: its whole text, or what follows an inline header or heading word.
    os.main_orders = parse_main_orders(plain, sb.inline_header.empty() ? b.content : sb.inline_orders, diags);
    if (os.main_orders->name_prefix.present()) {
      // "Triantis (Scyther) - …" says nickname and species, as a header line would.
      const PokemonRef named = parse_pokemon_ref(plain, os.main_orders->name_prefix_plain);
      if (!os.pokemon) {
        PokemonRef ref;
        ref.span = os.main_orders->name_prefix.span;
        os.pokemon = std::move(ref);
      }
      // The header's sprite and the name before the orders name the same Pokemon.
      if (!os.pokemon->nickname.present() && !os.pokemon->species.present() && !os.pokemon->name.present()) {
        if (named.nickname.present() || named.species.present()) {
          os.pokemon->nickname = named.nickname;
          os.pokemon->species = named.species;
          os.pokemon->name = named.name;
        } else {
          os.pokemon->name = os.main_orders->name_prefix;
        }
      }
    }
  }
  for (std::size_t k = 0; k < sb.substitutions.size(); ++k) {
    const int i = sb.substitutions[k];
    cover_block(i);
    const post::Block& b = block_at(seg, i);
    if (over_limit(k + 1, limits.substitutions_per_pokemon)) {
      // Over the limit: kept (as unreadable lines, never dropped) but not parsed, reported once.
      if (k == limits.substitutions_per_pokemon)  // the first one over
        diags.add(DiagId::too_many_substitutions_to_read, b.source,
                  fmt::format("the Pokemon has {} substitutions, more than the limit of {}; {} not read (--max-subs-per-pokemon)",
                              sb.substitutions.size(), limits.substitutions_per_pokemon,
                              k + 1 == sb.substitutions.size() ? std::string("this one is")
                                                               : fmt::format("this one and the {} after it are",
                                                                             sb.substitutions.size() - k - 1)));
      os.unreadable.push_back(b.source);
      continue;
    }
    // "IF A, THEN use X; IF B, THEN use Y": each substitution of the line is judged on its own.
    for (Substitution& sub : parse_line_substitutions(plain, b.content))
      os.substitutions.push_back(std::make_shared<const Substitution>(std::move(sub)));
  }
  for (int i : sb.addenda) {
    cover_block(i);
    os.addenda.push_back(parse_addendum(plain, block_at(seg, i).text));
  }
  for (int i : sb.unreadable) {
    cover_block(i);
    os.unreadable.push_back(block_at(seg, i).source);
  }
  os.span = covered;
  return os;
}

/// Whether the order set's Pokemon is the one `owner` names (its nickname, species or name, any case).
bool set_is_for(const OrderSet& set, std::string_view owner) {
  if (!set.pokemon) return false;
  const std::string want = text::to_lower(text::trim(owner));
  for (const Text* t : {&set.pokemon->nickname, &set.pokemon->species, &set.pokemon->name})
    if (t->present() && text::to_lower(text::trim(t->text)) == want) return true;
  return false;
}

void insert_in_posting_order(std::vector<std::shared_ptr<const Substitution>>& dest,
                             const std::shared_ptr<const Substitution>& sub) {
  const auto at = std::upper_bound(dest.begin(), dest.end(), sub->span.begin,
                                   [](std::size_t b, const auto& p) { return b < p->span.begin; });
  dest.insert(at, sub);
}

/// "Clefable: IF …" listed under another Pokemon's orders (posts ordering several Pokemon often
/// gather the substitutions at the end) belongs to Clefable's order set; posting order is kept.
/// "Both: IF …" belongs to every order set: each Pokemon has its own copy, counted toward its own
/// Substitution Count ([10.4]; docs/rulings.md).
void move_owned_substitutions(std::vector<OrderSet>& sets) {
  if (sets.size() < 2) return;
  std::vector<std::shared_ptr<const Substitution>> for_everyone;
  for (std::size_t from = 0; from < sets.size(); ++from) {
    auto& subs = sets[from].substitutions;
    for (std::size_t k = 0; k < subs.size();) {
      const Substitution& sub = *subs[k];
      if (sub.owner.present() && post::names_everyone(sub.owner.text) &&
          std::find(for_everyone.begin(), for_everyone.end(), subs[k]) == for_everyone.end()) {
        for_everyone.push_back(subs[k]);
        for (std::size_t s = 0; s < sets.size(); ++s)
          if (s != from && sets[s].pokemon) insert_in_posting_order(sets[s].substitutions, subs[k]);
        ++k;
        continue;
      }
      std::size_t to = from;
      if (sub.owner.present() && !set_is_for(sets[from], sub.owner.text))
        for (std::size_t s = 0; s < sets.size(); ++s)
          if (set_is_for(sets[s], sub.owner.text)) { to = s; break; }
      if (to == from) { ++k; continue; }
      insert_in_posting_order(sets[to].substitutions, subs[k]);
      subs.erase(subs.begin() + static_cast<std::ptrdiff_t>(k));
    }
  }
}

/// [2.5c] / [9.6] "Gina growls. \"Let's go, Gina!\"" after Gina's orders: send-out words that name
/// only Pokemon whose orders are already written above (or nobody), showing neither a sprite nor a
/// species, are the player cheering them on, not a send-out (a send-out comes before the orders,
/// and shows both; docs/rulings.md).
bool cheers_ordered_pokemon(const SendOut& so, const std::vector<OrderSet>& sets, const std::vector<bool>& ordered_above) {
  // "Go get 'em!" below the orders, naming nobody: a cheer too (no send-out to warn about). Above
  // them ("Alright, let's go!") when an order set's header shows its Pokemon's sprite or species:
  // that header shows what is sent ([9.6]), the words add nothing to warn about.
  if (so.pokemon.empty())
    return std::find(ordered_above.begin(), ordered_above.end(), true) != ordered_above.end() ||
           std::any_of(sets.begin(), sets.end(), [](const OrderSet& s) {
             return s.pokemon && (!s.pokemon->sprites.empty() || s.pokemon->species.present());
           });
  const auto same = [](const Text& a, std::string_view b) {
    return a.present() && a.text.size() == b.size() && post::text::istarts_with(a.text, b);
  };
  for (const PokemonRef& p : so.pokemon) {
    if (!p.sprites.empty() || p.species.present() || !p.items.empty()) return false;
    const std::string_view name = p.nickname.present() ? std::string_view(p.nickname.text) : std::string_view(p.name.text);
    if (name.empty()) return false;
    bool ordered = false;
    for (std::size_t k = 0; k < sets.size() && !ordered; ++k)
      ordered = ordered_above[k] && sets[k].pokemon &&
                (same(sets[k].pokemon->nickname, name) || same(sets[k].pokemon->name, name) ||
                 same(sets[k].pokemon->species, name));
    if (!ordered) return false;
  }
  return true;
}

/// "Bastion and Pip, let's go!" over ":sv/beldum: Bastion" / ":sv/piplup: Pip": header lines with
/// a sprite and no orders of their own, right under a send-out or switch, are what it sends in. The
/// first such line that has orders ("Go, Rotom-Wash!" over ":sv/rotom-wash: Rotom-Wash" and its
/// orders) shows the sprite of the Pokemon it names, and ends the list.
struct HeadersBelow {
  std::vector<PokemonRef> plain;      ///< headers without orders
  const PokemonRef* ordered = nullptr;  ///< the header with orders that ends the list
};
HeadersBelow headers_below(const ExtractResult& r, const std::vector<post::Block>& blocks, std::size_t bi) {
  HeadersBelow out;
  for (std::size_t k = bi + 1; k < blocks.size() && blocks[k].kind == post::BlockKind::header; ++k) {
    const int set = blocks[k].order_set;
    if (set < 0 || static_cast<std::size_t>(set) >= r.order_sets.size()) break;
    const OrderSet& os = r.order_sets[static_cast<std::size_t>(set)];
    if (!os.pokemon || os.pokemon->sprites.empty()) break;
    if (os.main_orders || !os.substitutions.empty()) {
      out.ordered = &*os.pokemon;
      break;
    }
    out.plain.push_back(*os.pokemon);
  }
  return out;
}

/// A flavor record of block `b`, quoted or struck as its first line is styled.
Flavor flavor_of(const post::Segmented& seg, const post::Block& b) {
  const unsigned style = seg.lines[b.first_line].style_all;
  return Flavor{b.source, (style & bbcode::kQuote) != 0, (style & bbcode::kStrike) != 0};
}

}  // namespace

ExtractResult extract(const bbcode::Projection& plain, const Options& options) {
  ExtractResult r;
  r.plain = plain;
  post::Options seg_options;
  seg_options.limits = options.limits;
  seg_options.is_substitution = &looks_like_substitution;
  seg_options.is_lead_in_word = &is_lead_in_word;
  seg_options.is_single_action = &looks_like_single_action;
  seg_options.is_action_like = &looks_like_action_name;
  seg_options.mentions_action = &mentions_action_name;
  seg_options.is_species = &looks_like_species_name;
  post::withdraw_struck_runs(r.plain, r.diagnostics);
  r.segmented = post::segment(r.plain, r.diagnostics, seg_options);
  const bbcode::Projection& p = r.plain;
  for (const post::OrderSetBlocks& sb : r.segmented.order_sets)
    r.order_sets.push_back(read_order_set(p, r.segmented, sb, options.limits, r.diagnostics));
  move_owned_substitutions(r.order_sets);
  const auto& blocks = r.segmented.blocks;
  // "Leading with Rotom-Wash" and then orders with no header of their own: they are for the one
  // Pokemon the send-out named ([2.5c]; flavor and headings between do not part them).
  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::size_t last_sendout = kNone;  // index into r.sendouts (an optional here drew a g++ false warning)
  std::vector<bool> set_seen(r.order_sets.size(), false);
  std::vector<bool> ordered_above(r.order_sets.size(), false);  // a set's orders were written above the block
  for (std::size_t bi = 0; bi < blocks.size(); ++bi) {
    const post::Block& b = blocks[bi];
    if (bi > 0) {
      const post::Block& prev = blocks[bi - 1];
      if ((prev.kind == post::BlockKind::main_orders || prev.kind == post::BlockKind::substitution) &&
          prev.order_set >= 0 && static_cast<std::size_t>(prev.order_set) < ordered_above.size())
        ordered_above[static_cast<std::size_t>(prev.order_set)] = true;
    }
    if (b.order_set >= 0 && static_cast<std::size_t>(b.order_set) < r.order_sets.size()) {
      const auto set = static_cast<std::size_t>(b.order_set);
      if (!set_seen[set] && last_sendout != kNone) {
        const SendOut& so = r.sendouts[last_sendout];
        OrderSet& os = r.order_sets[set];
        if (!os.pokemon && !so.in_flavor && so.pokemon.size() == 1) os.pokemon = so.pokemon.front();
      }
      set_seen[set] = true;
      last_sendout = kNone;
    } else if (b.kind != post::BlockKind::flavor && b.kind != post::BlockKind::heading) {
      last_sendout = kNone;
    }
    switch (b.kind) {
      case post::BlockKind::sendout: {
        const HeadersBelow under = headers_below(r, blocks, bi);
        DiagnosticList read;
        SendOut so = parse_sendout(p, b, read, under.plain, under.ordered);
        if (cheers_ordered_pokemon(so, r.order_sets, ordered_above)) {
          r.flavor.push_back(flavor_of(r.segmented, b));
          r.segmented.blocks[bi].kind = post::BlockKind::flavor;  // the blocks say what was read
          break;
        }
        for (Diagnostic& d : read.items()) r.diagnostics.add(std::move(d));
        r.sendouts.push_back(std::move(so));
        if (b.order_set < 0) last_sendout = r.sendouts.size() - 1;
        break;
      }
      case post::BlockKind::switch_decl: {
        // "Switching Tallow out for Gina!" over ":sv/garchomp: Gina (Garchomp)" and her orders: the
        // header shows what the switch sends in, as under a send-out.
        Switch sw = parse_switch(p, b, r.diagnostics);
        const HeadersBelow under = headers_below(r, blocks, bi);
        for (const PokemonRef& shown : under.plain) fill_in_from(sw.in, shown);
        if (under.ordered != nullptr) fill_in_from(sw.in, *under.ordered);
        r.switches.push_back(std::move(sw));
        break;
      }
      case post::BlockKind::counter_switch: r.counter_switches.push_back(parse_counter_switch(p, b)); break;
      case post::BlockKind::terastal: r.terastals.push_back(parse_terastal(p, b)); break;
      case post::BlockKind::equip: {
        // "Item: Life Orb" inside an order set: its Pokemon (the set's header) is the holder.
        const std::size_t value = b.order_set >= 0 ? post::item_field_value(p.text.substr(b.text.begin, b.text.size())) : 0;
        const OrderSet* set = value > 0 && static_cast<std::size_t>(b.order_set) < r.order_sets.size()
                                  ? &r.order_sets[static_cast<std::size_t>(b.order_set)]
                                  : nullptr;
        if (set != nullptr && set->pokemon) {
          Equip e;
          e.span = b.source;
          e.in_flavor = b.in_flavor;
          PokemonRef holder = *set->pokemon;
          holder.items.clear();
          const Span item = post::trim(p.text, Span{b.text.begin + value, b.text.end});
          ItemRef it;
          it.name = Text{p.text.substr(item.begin, item.size()), post::to_source(p, item)};
          it.span = it.name.span;
          holder.items.push_back(std::move(it));
          e.pokemon.push_back(std::move(holder));
          r.equips.push_back(std::move(e));
        } else {
          r.equips.push_back(parse_equip(p, b, r.diagnostics));
        }
        break;
      }
      case post::BlockKind::flavor: r.flavor.push_back(flavor_of(r.segmented, b)); break;
      case post::BlockKind::heading: r.headings.push_back(b.source); break;
      default: break;  // order-set blocks were read above
    }
  }
  r.diagnostics.sort();
  return r;
}

ExtractResult extract(std::string_view source, const Options& options) {
  bbcode::Options lex_options;
  lex_options.limits = options.limits;
  lex_options.project_titles = true;  // "[spoiler=Garchomp]" names the orders inside (docs/rulings.md)
  bbcode::Result lexed = bbcode::parse(source, lex_options);
  if (!lexed.ok) {
    ExtractResult r;
    r.ok = false;
    r.diagnostics = std::move(lexed.diagnostics);
    return r;
  }
  ExtractResult r = extract(lexed.plain, options);
  // The lexer's own findings (unclosed tags …) come first in the list, then ours, sorted together.
  for (Diagnostic& d : lexed.diagnostics.items()) r.diagnostics.add(std::move(d));
  r.diagnostics.sort();
  return r;
}

}  // namespace bbp::orders
