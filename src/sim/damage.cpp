#include "sim/damage.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

namespace bbp::sim {
namespace {

std::string hundredths(long long v) {
  const long long a = std::llabs(v);
  std::string s = fmt::format("{}{}", v < 0 ? "-" : "", a / 100);
  if (a % 100 != 0) {
    s += fmt::format(".{:02}", a % 100);
    while (s.back() == '0') s.pop_back();
  }
  return s;
}

/// A value in 1/300ths (hundredths of a third), shown with at most two decimals: a spread hit
/// ([8.10j] ×2/3) is not a whole number of hundredths, and only the total is rounded ([8.10k]).
std::string three_hundredths(long long v) {
  if (v % 3 == 0) return hundredths(v / 3);
  return fmt::format("{:.2f}", static_cast<double>(v) / 300.0);
}

std::string signed_term(int v, std::string_view what) {
  return fmt::format(" {} {} {}", v < 0 ? "−" : "+", std::abs(v), what);
}

}  // namespace

int critical_bonus(int max_hits) noexcept { return max_hits <= 1 ? 3 : max_hits <= 3 ? 2 : 1; }

long long round_normally_hundredths(long long v) noexcept {
  // [1.2b] "round decimals of 0.5 away from zero".
  return v >= 0 ? (v + 50) / 100 : -((-v + 50) / 100);
}

DamageResult compute_damage(const DamageInput& in, int max_hits) {
  DamageResult r;
  if (in.fixed) {  // [8.10a] fixed damage skips 8.10b–8.10j
    r.total = std::max(in.bap, 0);
    if (in.explain) r.breakdown = fmt::format("fixed damage {}", r.total);
    return r;
  }
  const int bonus = critical_bonus(max_hits);
  const bool any_crit = std::find(in.crits.begin(), in.crits.end(), true) != in.crits.end();
  const bool pierce = any_crit && in.crit_stage >= 1;  // [8.10d]
  long long total300 = 0;  // in 1/300ths, so that ×2/3 ([8.10j]) stays exact until the total
  for (int h = 0; h < std::max(in.hits, 1); ++h) {
    const bool crit = h < static_cast<int>(in.crits.size()) && in.crits[static_cast<std::size_t>(h)];
    // [8.10a] BAP, [8.10b] power modifiers (none simulated), [8.10c] STAB (main hit only),
    // [8.10d] critical modifier, [8.10e] ranks (main hit only), [8.10f] bonuses (main hit only).
    long long power = in.bap;
    std::string text = in.explain ? fmt::format("{} BAP", in.bap) : std::string();
    if (h == 0) {
      if (in.stab > 0) { power += in.stab; if (in.explain) text += fmt::format(" + {} STAB", in.stab); }
    }
    if (crit) { power += bonus; if (in.explain) text += fmt::format(" + {} crit", bonus); }
    if (h == 0) {
      power += in.attack_rank - in.defense_rank;
      if (in.explain) text += signed_term(in.attack_rank, "Atk") + signed_term(-in.defense_rank, "Def");
      // [8.10f] bonuses are added, then penalties subtracted (main hit only).
      for (const auto& [amount, from] : in.power_terms) {
        power += amount;
        if (in.explain) text += signed_term(amount, fmt::format("{} ({})", amount > 0 ? "bonus" : "penalty", from));
      }
    }
    // [8.10g] effectiveness.
    long long hit100 = power * in.effectiveness_pct;
    if (in.explain) text = fmt::format("({}) = {}", text, power);
    if (in.explain && in.effectiveness_pct != 100) text += fmt::format(" × {} = {}", hundredths(in.effectiveness_pct), hundredths(hit100));
    // [8.10h] stage difference (main hit only); a critical hit with critical stage 1+ treats a
    // negative Attack stage and a positive Defense stage as 0 ([8.10d]).
    if (h == 0) {
      const int atk = pierce ? std::max(in.attack_stage, 0) : in.attack_stage;
      const int def = pierce ? std::min(in.defense_stage, 0) : in.defense_stage;
      const int diff = atk - def;
      // "Subtract three times (x3) the difference": the difference is negative, so its size is
      // subtracted (docs/rulings.md, engine).
      if (diff > 0) { hit100 += 400LL * diff; if (in.explain) text += fmt::format(" + 4×{} stages = {}", diff, hundredths(hit100)); }
      if (diff < 0) { hit100 -= 300LL * -diff; if (in.explain) text += fmt::format(" − 3×{} stages = {}", -diff, hundredths(hit100)); }
    }
    // [8.10j] two or more targets: ×2 ÷3.
    long long hit300 = 3 * hit100;
    if (in.spread) {
      hit300 = 2 * hit100;
      if (in.explain) text += fmt::format(" × 2/3 (two or more targets) = {}", three_hundredths(hit300));
    }
    // [8.10k] each hit deals at least one damage.
    if (hit300 < 300) { hit300 = 300; if (in.explain) text += " → at least 1"; }
    total300 += hit300;
    if (in.explain) r.breakdown += (h == 0 ? "" : "; ") + (in.hits > 1 ? fmt::format("hit {}: ", h + 1) : std::string()) + text;
  }
  r.total = static_cast<int>((total300 + 150) / 300);  // [1.2b] normally; the total is positive
  if (in.explain && (in.hits > 1 || total300 % 300 != 0)) r.breakdown += fmt::format("; total {} → {}", three_hundredths(total300), r.total);
  return r;
}

}  // namespace bbp::sim

namespace bbp::sim {

int modified_rank(int rank, std::initializer_list<RankModifier> modifiers) {
  long long num = rank, den = 1;
  bool up = false, down = false;
  for (const RankModifier& m : modifiers) {
    num *= m.num;
    den *= m.den;
    up = up || m.round == RankModifier::Round::up;
    down = down || m.round == RankModifier::Round::down;
  }
  if (num % den == 0) return static_cast<int>(num / den);
  if (up) return static_cast<int>((num + den - 1) / den);
  if (down) return static_cast<int>(num / den);
  return static_cast<int>((2 * num + den) / (2 * den));
}

}  // namespace bbp::sim
