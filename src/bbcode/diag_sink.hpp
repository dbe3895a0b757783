#pragma once
// Collects the BBCode layer's diagnostics with a cap per rule: 1 MB of stray `[/b]` must give a
// readable report, not 250k warnings. After kMaxPerRule of one id the rest are counted, and the
// last listed one says how many more there were.
#include <bbp/diagnostic.hpp>

#include <fmt/format.h>

#include <map>
#include <string>

namespace bbp::bbcode {

class DiagSink {
 public:
  static constexpr std::size_t kMaxPerRule = 100;

  explicit DiagSink(DiagnosticList& list) : list_(list) {}

  /// The added diagnostic (to attach help or fix-its), or nullptr when it was only counted.
  Diagnostic* add(DiagId id, Span span, std::string message = {}) {
    Counter& c = counters_[id];
    if (c.listed >= kMaxPerRule) {
      ++c.suppressed;
      return nullptr;
    }
    Diagnostic& d = list_.add(id, span, std::move(message));
    c.last_index = list_.items().size() - 1;
    ++c.listed;
    return &d;
  }

  DiagnosticList& list() { return list_; }

  /// Appends "(N more like this …)" to the last listed diagnostic of every capped rule.
  void finish() {
    for (auto& [id, c] : counters_) {
      if (c.suppressed == 0) continue;
      Diagnostic& d = list_.items()[c.last_index];
      d.message = fmt::format("{} ({} more like this were not listed)", message_of(d), c.suppressed);
    }
  }

 private:
  struct Counter {
    std::size_t listed = 0;
    std::size_t suppressed = 0;
    std::size_t last_index = 0;
  };
  DiagnosticList& list_;
  std::map<DiagId, Counter> counters_;
};

}  // namespace bbp::bbcode
