// BBP numbers from cartridge data, by the handbook's own conversion ([5.6]) and the nature rule
// (legacy data handbook, because [5.8] of the Gen 9 handbook is a placeholder; see
// data/rulebook/nature_rule.md and stats_rule.md for the readings).
#include <bbp/dex.hpp>

#include <array>
#include <cmath>

namespace bbp {

namespace {

// [5.6] table, read as "the highest class whose lower bound is <= the value" (the bounds are
// written at the Pokedex's one-decimal precision, inclusive). Must agree with
// data/rulebook/size_classes.tsv and weight_classes.tsv (a test checks every row).
constexpr std::array<double, 12> kWeightMin{0, 10, 25.1, 50.1, 100.1, 200.1, 275, 350, 450, 600, 750, 950};
constexpr std::array<double, 7> kSerpentMin{0, 0.8, 2.1, 3.6, 5.1, 6.6, 8.1};
constexpr std::array<double, 7> kBipedMin{0, 0.8, 1.3, 2.1, 2.6, 3.6, 5.1};  // Avians share it
// Ruling (stats_rule.md): the Quadruped column wins over the general "0.8 - 1.2" column, so a
// quadruped of 1.0-1.2 m is class 3.
constexpr std::array<double, 7> kQuadrupedMin{0, 0.8, 1.0, 1.6, 2.6, 3.1, 4.6};

template <std::size_t N>
int class_of(const std::array<double, N>& mins, double v) noexcept {
  int c = 1;
  for (std::size_t i = 0; i < N; ++i)
    if (mins[i] <= v + 1e-9) c = static_cast<int>(i) + 1;
  return c;
}

}  // namespace

int rank_from_base(int base) noexcept { return (base < 0 ? 0 : base) / 15 + 1; }

int hp_from_base(int base_hp) noexcept { return rank_from_base(base_hp) * 5 + 60; }

int weight_class(double kg) noexcept { return std::isfinite(kg) ? class_of(kWeightMin, kg) : 1; }

int size_class(double metres, BodyShape shape) noexcept {
  if (!std::isfinite(metres)) return 1;
  switch (shape) {
    case BodyShape::serpent: return class_of(kSerpentMin, metres);
    case BodyShape::quadruped: return class_of(kQuadrupedMin, metres);
    case BodyShape::biped:
    case BodyShape::avian:
    case BodyShape::unknown: break;  // default: the Biped/Avian column (stats_rule.md)
  }
  return class_of(kBipedMin, metres);
}

BbpStats derive_bbp_stats(const BaseStats& b, double height_m, double weight_kg, BodyShape shape) {
  BbpStats s;
  s.hp = hp_from_base(b.hp);
  s.attack = rank_from_base(b.atk);
  s.defense = rank_from_base(b.def);
  s.special_attack = rank_from_base(b.spa);
  s.special_defense = rank_from_base(b.spd);
  s.speed = b.spe;  // [5.6] "Speed in BBP is the same as the source-game base stat."
  s.size_class = size_class(height_m, shape);
  s.weight_class = weight_class(weight_kg);
  return s;
}

BbpStats apply_nature(BbpStats s, const Nature& n) noexcept {
  if (n.neutral()) return s;
  auto rank = [&](StatId id) -> int* {
    switch (id) {
      case StatId::atk: return &s.attack;
      case StatId::def: return &s.defense;
      case StatId::spa: return &s.special_attack;
      case StatId::spd: return &s.special_defense;
      case StatId::hp:
      case StatId::spe: break;
    }
    return nullptr;
  };
  if (*n.plus == StatId::spe) s.speed = (s.speed * 115 + 99) / 100;  // ×1.15, rounded up
  else if (int* r = rank(*n.plus)) *r += 1;
  if (*n.minus == StatId::spe) s.speed = s.speed * 100 / 115;  // ÷1.15, rounded down
  else if (int* r = rank(*n.minus)) *r -= 1;
  return s;
}

}  // namespace bbp
