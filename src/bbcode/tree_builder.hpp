#pragma once
// Matches opening and closing tags of the token stream with an explicit stack and builds the
// Document and the Projection in one pass.
#include "bbcode/diag_sink.hpp"
#include "bbcode/projection_builder.hpp"
#include "bbcode/tags.hpp"
#include "bbcode/token.hpp"

#include <bbp/bbcode.hpp>

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace bbp::bbcode {

class TreeBuilder {
 public:
  TreeBuilder(std::string_view source, const std::vector<Token>& tokens, unsigned max_depth, Document& doc,
              ProjectionBuilder& projection, DiagSink& diags, bool project_titles = false);
  void run();

 private:
  struct Open {
    std::uint32_t node;
    const TagSpec* spec;  ///< nullptr for the root
    std::uint32_t style;
    int size;
  };
  struct VerbatimCache {
    std::size_t found = static_cast<std::size_t>(-1);
    std::size_t scanned = 0;
    bool exhausted = false;
  };

  std::size_t depth() const { return stack_.size() - 1; }
  std::string_view slice(TokenSpan s) const { return source_.substr(s.begin, s.size()); }
  static Span to_span(TokenSpan s) { return Span{s.begin, s.end}; }

  std::uint32_t add_node(NodeKind kind, Span span);
  void add_text(Span span);
  void on_open(std::size_t& i);
  void on_close(const Token& t);
  void on_unknown_open(const Token& t, std::size_t i);
  void on_unknown_close(const Token& t);
  bool on_list_item(const Token& t);
  void too_deep(const Token& t, const TagSpec* spec);
  void check_attribute(const Token& t, const TagSpec* spec, Node& node);
  std::uint32_t open_element(const Token& t, const TagSpec* spec);
  void close_top(const Token& closing);
  /// Closes the innermost element at `end` because an outer one closes (or a [*] starts).
  void close_top_implicitly(std::size_t end, std::string_view reason);
  std::size_t find_verbatim_close(std::size_t i, const TagSpec* spec);

  std::string_view source_;
  const std::vector<Token>& tokens_;
  unsigned max_depth_;
  bool project_titles_ = false;
  Document& doc_;
  ProjectionBuilder& proj_;
  DiagSink& diags_;

  std::vector<Open> stack_;
  std::vector<std::size_t> open_count_;      ///< per tag: how many are on the stack
  std::vector<std::size_t> overflow_count_;  ///< per tag: openings kept as text for depth
  std::vector<VerbatimCache> verbatim_cache_;
  std::unordered_map<std::string, std::size_t> last_unknown_close_;  ///< lowercase name → token index
  std::unordered_set<std::string> unknown_opened_;
  std::size_t too_deep_count_ = 0;
};

}  // namespace bbp::bbcode
