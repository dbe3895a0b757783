// `bbpref effects FILE|- [--format text|json]`: how the round engine reads effect text, one effect
// per line (the [3.2] type, the criterion, and the record it runs or "not read");
// `bbpref effects --handbook FILE`: the same over every effect text the handbook quotes, with the
// coverage (texts read / texts quoted) that issue 8 asks to measure.
#include "cli/commands.hpp"

#include <bbp/effects.hpp>
#include <bbp/exit_codes.hpp>
#include <bbp/input.hpp>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <memory>

namespace bbp::cli {
namespace {

constexpr std::size_t kMaxEffectFile = 16u << 20;  // the handbook is ~1 MB

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t nl = text.find('\n', pos);
    if (nl == std::string::npos) nl = text.size();
    std::string line = text.substr(pos, nl - pos);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") != std::string::npos) out.push_back(std::move(line));
    pos = nl + 1;
  }
  return out;
}

nlohmann::json to_json(const sim::EffectCoverage& c) {
  nlohmann::json items = nlohmann::json::array();
  for (const sim::EffectCoverageItem& item : c.items) {
    nlohmann::json sentences = nlohmann::json::array();
    for (const sim::EffectSentence& e : item.sentences) {
      nlohmann::json j{{"text", e.text}, {"type", sim::to_string(e.type)}, {"compiled", e.compiled()}};
      if (!e.criterion_text.empty()) j["criterion"] = e.criterion_text;
      if (e.compiled()) j["reading"] = e.reading();
      sentences.push_back(std::move(j));
    }
    items.push_back({{"text", item.text}, {"compiled", item.compiled}, {"sentences", std::move(sentences)}});
  }
  return {{"total", c.total()}, {"compiled", c.compiled}, {"effects", std::move(items)}};
}

void print_text(const sim::EffectCoverage& c) {
  for (const sim::EffectCoverageItem& item : c.items) {
    fmt::print("{} {}\n", item.compiled ? "read    " : "not read", item.text);
    for (const sim::EffectSentence& e : item.sentences)
      fmt::print("           {}: {}\n", sim::to_string(e.type), e.compiled() ? e.reading() : std::string("(statement not read)"));
  }
  const double pct = c.total() == 0 ? 0.0 : 100.0 * static_cast<double>(c.compiled) / static_cast<double>(c.total());
  fmt::print("coverage: {}/{} effect texts read ({:.1f}%)\n", c.compiled, c.total(), pct);
}

}  // namespace

void add_effects_command(CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand("effects", "Show how the round engine reads effect text; --handbook: coverage over the handbook's quoted effects");
  auto path = std::make_shared<std::string>();
  auto handbook = std::make_shared<std::string>();
  auto format = std::make_shared<std::string>("text");
  cmd->add_option("file", *path, "effect texts, one per line; '-' for standard input");
  cmd->add_option("--handbook", *handbook, "a handbook text (handbook-gen9.txt): read every effect it quotes");
  cmd->add_option("--format", *format, "text or json")->check(CLI::IsMember({"text", "json"}));
  cmd->callback([path, handbook, format, &exit_code] {
    if (path->empty() == handbook->empty()) {
      fmt::print(stderr, "bbpref effects: give either a FILE of effect texts or --handbook FILE\n");
      exit_code = kExitUsage;
      return;
    }
    const std::string& file = handbook->empty() ? *path : *handbook;
    ReadResult in = read_input(file, kMaxEffectFile);
    if (!in.text) {
      print_read_failure(file, in);
      exit_code = kExitInputError;
      return;
    }
    const std::vector<std::string> texts = handbook->empty() ? lines_of(*in.text) : sim::handbook_effect_texts(*in.text);
    const sim::EffectCoverage c = sim::effect_coverage(texts);
    if (*format == "json") fmt::print("{}\n", to_json(c).dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
    else print_text(c);
    exit_code = kExitOk;
  });
}

}  // namespace bbp::cli
