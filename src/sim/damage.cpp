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
/// An exact value of the damage steps: [8.10j]'s ×2/3 and the effects' multipliers ("×1.5",
/// "halved") leave fractions that only the total rounds ([8.10k] "the rounding is last").
__extension__ typedef __int128 Wide;  // products of two 64-bit values, exact (gcc, clang)

/// Values stay far from overflow: effect text can multiply without bound, so a value beyond
/// kLimit is clamped (whole) — no real attack comes near it.
struct Exact {
  static constexpr long long kLimit = 1'000'000'000'000LL;
  long long n = 0, d = 1;
  static Wide gcd(Wide a, Wide b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b != 0) {
      const Wide t = a % b;
      a = b;
      b = t;
    }
    return a == 0 ? 1 : a;
  }
  static Exact make(Wide num, Wide den) {
    if (den < 0) { num = -num; den = -den; }
    if (den == 0) den = 1;
    // Reduced only when the values grow: every damage step multiplies, and a 128-bit gcd per step
    // costs more than the rest of the step (the values stay exact either way).
    constexpr Wide kReduceAbove = Wide{1} << 40;
    if (den > kReduceAbove || num > kReduceAbove || num < -kReduceAbove) {
      const Wide g = gcd(num, den);
      num /= g;
      den /= g;
    }
    if (den > kLimit || num > kLimit || num < -kLimit) {
      Wide whole = num / den;
      if (whole > kLimit) whole = kLimit;
      if (whole < -kLimit) whole = -kLimit;
      return Exact{static_cast<long long>(whole), 1};
    }
    return Exact{static_cast<long long>(num), static_cast<long long>(den)};
  }
  Exact& normalize() { return *this = make(n, d); }
  Exact times(long long num, long long den) const {
    long long a = 0, b = 0;
    if (den > 0 && !__builtin_mul_overflow(n, num, &a) && !__builtin_mul_overflow(d, den, &b) && a < kLimit && a > -kLimit &&
        b < kLimit)
      return Exact{a, b};  // the usual case: small values, reduced when shown or when they grow
    return make(static_cast<Wide>(n) * num, static_cast<Wide>(d) * den);
  }
  Exact plus(long long v) const {
    if (d == 1 && v < kLimit && v > -kLimit && n < kLimit && n > -kLimit) return Exact{n + v, 1};
    return make(n + static_cast<Wide>(v) * d, d);
  }
  Exact plus(const Exact& o) const {
    return make(static_cast<Wide>(n) * o.d + static_cast<Wide>(o.n) * d, static_cast<Wide>(d) * o.d);
  }
  bool less_than(long long v) const { return n < static_cast<Wide>(v) * d; }
};

/// Shown with at most two decimals: hundredths when exact, else rounded to two places.
std::string shown(const Exact& v) {
  if ((v.n * 100) % v.d == 0) return hundredths(v.n * 100 / v.d);
  return fmt::format("{:.2f}", static_cast<double>(v.n) / static_cast<double>(v.d));
}

std::string ratio(int num, int den) { return shown(Exact{num, den}.normalize()); }

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
  Exact total;
  for (int h = 0; h < std::max(in.hits, 1); ++h) {
    const bool crit = h < static_cast<int>(in.crits.size()) && in.crits[static_cast<std::size_t>(h)];
    // [8.10a] BAP, [8.10b] power modifiers, [8.10c] STAB (main hit only), [8.10d] critical
    // modifier, [8.10e] ranks (main hit only), [8.10f] bonuses (main hit only).
    Exact power{in.bap, 1};
    std::string text = in.explain ? fmt::format("{} BAP", in.bap) : std::string();
    for (const DamageTerm& t : in.power_mods) {
      if (t.add != 0) {
        power = power.plus(t.add);
        if (in.explain) text += signed_term(t.add, fmt::format("({})", t.from));
      } else {
        power = power.times(t.num, t.den);
        if (in.explain) text += fmt::format(" × {} ({})", ratio(t.num, t.den), t.from);
      }
    }
    if (in.explain && !in.power_mods.empty()) text += fmt::format(" = {} power", shown(power));
    if (h == 0) {
      if (in.stab > 0) { power = power.plus(in.stab); if (in.explain) text += fmt::format(" + {} STAB", in.stab); }
    }
    if (crit) { power = power.plus(bonus); if (in.explain) text += fmt::format(" + {} crit", bonus); }
    if (h == 0) {
      power = power.plus(in.attack_rank - in.defense_rank);
      if (in.explain) text += signed_term(in.attack_rank, "Atk") + signed_term(-in.defense_rank, "Def");
      // [8.10f] bonuses are added, then penalties subtracted (main hit only).
      for (const auto& [amount, from] : in.power_terms) {
        power = power.plus(amount);
        if (in.explain) text += signed_term(amount, fmt::format("{} ({})", amount > 0 ? "bonus" : "penalty", from));
      }
    }
    // [8.10g] effectiveness.
    Exact hit = power.times(in.effectiveness_pct, 100);
    if (in.explain) text = fmt::format("({}) = {}", text, shown(power));
    if (in.explain && in.effectiveness_pct != 100) text += fmt::format(" × {} = {}", hundredths(in.effectiveness_pct), shown(hit));
    // [8.10h] stage difference (main hit only); a critical hit with critical stage 1+ treats a
    // negative Attack stage and a positive Defense stage as 0 ([8.10d]).
    if (h == 0) {
      const int atk = pierce ? std::max(in.attack_stage, 0) : in.attack_stage;
      const int def = pierce ? std::min(in.defense_stage, 0) : in.defense_stage;
      const int diff = atk - def;
      // "Subtract three times (x3) the difference": the difference is negative, so its size is
      // subtracted (docs/rulings.md, engine).
      if (diff > 0) { hit = hit.plus(4LL * diff); if (in.explain) text += fmt::format(" + 4×{} stages = {}", diff, shown(hit)); }
      if (diff < 0) { hit = hit.plus(-3LL * -diff); if (in.explain) text += fmt::format(" − 3×{} stages = {}", -diff, shown(hit)); }
      // [8.10i] "damage is increased by x" (main hit only).
      for (const DamageTerm& t : in.damage_adds) {
        hit = hit.plus(t.add);
        if (in.explain) text += signed_term(t.add, fmt::format("damage ({})", t.from)) + fmt::format(" = {}", shown(hit));
      }
    }
    // [8.10j] "damage is doubled / halved", then two or more targets: ×2 ÷3.
    for (const DamageTerm& t : in.damage_muls) {
      hit = hit.times(t.num, t.den);
      if (in.explain) text += fmt::format(" × {} ({}) = {}", ratio(t.num, t.den), t.from, shown(hit));
    }
    if (in.spread) {
      hit = hit.times(2, 3);
      if (in.explain) text += fmt::format(" × 2/3 (two or more targets) = {}", shown(hit));
    }
    // [8.10k] each hit deals at least one damage.
    if (hit.less_than(1)) { hit = Exact{1, 1}; if (in.explain) text += " → at least 1"; }
    total = total.plus(hit);
    if (in.explain) r.breakdown += (h == 0 ? "" : "; ") + (in.hits > 1 ? fmt::format("hit {}: ", h + 1) : std::string()) + text;
  }
  // [1.2b] rounded normally (half away from zero); the total is positive. Clamped far above any
  // Pokemon's HP, so absurd effect text cannot overflow the HP arithmetic.
  r.total = static_cast<int>(std::min<long long>((2 * total.n + total.d) / (2 * total.d), 1'000'000));
  if (in.explain && (in.hits > 1 || total.n % total.d != 0)) r.breakdown += fmt::format("; total {} → {}", shown(total), r.total);
  return r;
}

}  // namespace bbp::sim

namespace bbp::sim {

int modified_rank(int rank, std::span<const RankModifier> modifiers) {
  long long num = rank, den = 1;
  bool up = false, down = false;
  for (const RankModifier& m : modifiers) {
    // Bounded: effect text can name any multiplier; ranks never come near these values.
    if (num > 1'000'000'000LL || den > 1'000'000'000LL) break;
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
