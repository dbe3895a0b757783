// Tag matching. Choices (docs/bbcode.md):
//  - A closing tag closes the innermost open element of the same tag. Elements opened inside it
//    and still open are closed there implicitly (`[b][i]x[/b]` → i ends at [/b]) and reported as
//    unclosed (BBP1004), the way XenForo renders them. Implicit closing of [*] by the next [*] or
//    by [/list] is the normal rule and not reported.
//  - A closing tag with no open element of its tag is text (BBP1005).
//  - An element still open at the end of the post stays an element that ends there (closed=false,
//    BBP1004): the contents of an unclosed [hide="Title"] are still the hidden part.
//  - An unknown tag is text. It is reported (BBP1006) only when it was evidently meant as a tag:
//    it has an `=` attribute (`[colour=red]`) or its closing tag appears later (`[bold]…[/bold]`), or
//    it is an unknown closing tag with no opening. Bracketed prose such as "Hidden Power [Fairy]"
//    stays silent.
//  - A tag that would nest deeper than max_depth is text; one BBP1003 error is given at the first
//    such tag (counting the others), and their closing tags are paired off silently.
//  - [code]/[icode]/[plain] contents are verbatim text up to the first matching closing tag; with
//    no closing tag the opening tag is text (BBP1004) and the rest is parsed normally.
#include "bbcode/tree_builder.hpp"

#include "text/aside_titles.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace bbp::bbcode {
namespace {

constexpr std::size_t kNpos = static_cast<std::size_t>(-1);

std::string lowercase(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

bool is_list_item(const TagSpec* spec) { return spec != nullptr && spec->name == "*"; }
bool is_list(const TagSpec* spec) { return spec != nullptr && spec->name == "list"; }

}  // namespace

TreeBuilder::TreeBuilder(std::string_view source, const std::vector<Token>& tokens, unsigned max_depth, Document& doc,
                         ProjectionBuilder& projection, DiagSink& diags, bool project_titles)
    : source_(source), tokens_(tokens), max_depth_(max_depth), project_titles_(project_titles), doc_(doc),
      proj_(projection), diags_(diags),
      open_count_(tag_count(), 0), overflow_count_(tag_count(), 0), verbatim_cache_(tag_count()) {
  for (std::size_t k = 0; k < tokens_.size(); ++k) {
    const Token& t = tokens_[k];
    if (t.kind == TokenKind::close_tag && find_tag(slice(t.name())) == nullptr)
      last_unknown_close_[lowercase(slice(t.name()))] = k;
  }
}

std::uint32_t TreeBuilder::add_node(NodeKind kind, Span span) {
  const auto index = static_cast<std::uint32_t>(doc_.nodes.size());
  const Open& top = stack_.back();
  // Built in place: a Node is large (strings, a vector), and moving a temporary into the vector
  // was a third of the whole parse.
  Node& n = doc_.nodes.emplace_back();
  n.kind = kind;
  n.span = span;
  n.inner = span;
  n.style = top.style;
  n.size = top.size;
  n.parent = top.node;
  doc_.nodes[top.node].children.push_back(index);
  return index;
}

void TreeBuilder::add_text(Span span) {
  Node& parent = doc_.nodes[stack_.back().node];
  if ((stack_.back().style & kImage) != 0) {  // an image's URL: a sprite in the projection
    const std::uint32_t n = add_node(NodeKind::text, span);
    proj_.image(span, doc_.nodes[n].style);
    return;
  }
  if (!parent.children.empty()) {
    Node& last = doc_.nodes[parent.children.back()];
    if (last.kind == NodeKind::text && last.span.end == span.begin) {
      last.span.end = span.end;
      last.inner.end = span.end;
      proj_.text(span, last.style);
      return;
    }
  }
  const std::uint32_t n = add_node(NodeKind::text, span);
  proj_.text(span, doc_.nodes[n].style);
}

void TreeBuilder::run() {
  const std::size_t n = source_.size();
  Node root;
  root.kind = NodeKind::root;
  root.span = root.inner = Span{0, n};
  doc_.nodes.clear();
  doc_.nodes.reserve(tokens_.size() + 1);  // a token makes at most one node
  doc_.nodes.push_back(std::move(root));
  stack_.assign(1, Open{0, nullptr, 0, 0});

  for (std::size_t i = 0; i < tokens_.size(); ++i) {
    const Token& t = tokens_[i];
    switch (t.kind) {
      case TokenKind::text:
        add_text(to_span(t.span));
        break;
      case TokenKind::line_break: {
        const std::uint32_t node = add_node(NodeKind::line_break, to_span(t.span));
        proj_.line_break(to_span(t.span), doc_.nodes[node].style);
        break;
      }
      case TokenKind::sprite: {
        const std::uint32_t node = add_node(NodeKind::sprite, to_span(t.span));
        Node& s = doc_.nodes[node];
        if (t.has_attr()) s.sprite_set = std::string(slice(t.attr()));
        s.sprite_name = std::string(slice(t.name()));
        proj_.verbatim(s.span, s.style);
        break;
      }
      case TokenKind::open_tag:
        on_open(i);
        break;
      case TokenKind::close_tag:
        on_close(t);
        break;
    }
  }

  // Elements still open at the end of the post end there.
  while (stack_.size() > 1) {
    const Open top = stack_.back();
    Node& node = doc_.nodes[top.node];
    node.span.end = node.inner.end = n;
    if (!is_list_item(top.spec)) {
      node.closed = false;
      if (Diagnostic* d = diags_.add(DiagId::unclosed_tag, Span{node.span.begin, node.inner.begin},
                                     fmt::format("[{}] is never closed", node.tag))) {
        d->help = fmt::format("add [/{}] where the [{}] part should end", node.tag, node.tag);
        d->fixits.push_back(FixIt{Span{n, n}, fmt::format("[/{}]", node.tag)});
      }
    }
    if (top.spec->block) proj_.block_boundary(n);
    --open_count_[tag_index(top.spec)];
    stack_.pop_back();
  }

  if (too_deep_count_ > 1) {
    for (Diagnostic& d : diags_.list().items())
      if (d.id == DiagId::nesting_too_deep)
        d.message += fmt::format(" ({} tags in all were kept as text)", too_deep_count_);
  }
}

void TreeBuilder::on_open(std::size_t& i) {
  const Token& t = tokens_[i];
  const TagSpec* spec = find_tag(slice(t.name()));
  if (spec == nullptr) {
    on_unknown_open(t, i);
    return;
  }
  if (is_list_item(spec) && !on_list_item(t)) return;
  if (depth() >= max_depth_) {
    too_deep(t, spec);
    return;
  }
  if (!spec->verbatim) {
    open_element(t, spec);
    return;
  }
  // [code], [icode], [plain]: everything up to the matching closing tag is text.
  const std::size_t j = find_verbatim_close(i, spec);
  if (j == kNpos) {
    diags_.add(DiagId::unclosed_tag, to_span(t.span),
               fmt::format("[{}] is never closed, so it is kept as text and what follows is read as BBCode", spec->name));
    add_text(to_span(t.span));
    return;
  }
  open_element(t, spec);
  for (std::size_t k = i + 1; k < j; ++k) {
    const Token& inside = tokens_[k];
    if (inside.kind == TokenKind::line_break) {
      const std::uint32_t node = add_node(NodeKind::line_break, to_span(inside.span));
      proj_.line_break(to_span(inside.span), doc_.nodes[node].style);
    } else {
      add_text(to_span(inside.span));
    }
  }
  close_top(tokens_[j]);
  i = j;
}

std::size_t TreeBuilder::find_verbatim_close(std::size_t i, const TagSpec* spec) {
  // The scan position only moves forward, so 100k unclosed [code] tags cost one pass in all.
  VerbatimCache& c = verbatim_cache_[tag_index(spec)];
  if (c.found != kNpos && c.found > i) return c.found;
  if (c.exhausted) return kNpos;
  for (std::size_t k = std::max(i + 1, c.scanned); k < tokens_.size(); ++k) {
    const Token& t = tokens_[k];
    if (t.kind == TokenKind::close_tag && find_tag(slice(t.name())) == spec) {
      c.found = k;
      c.scanned = k + 1;
      return k;
    }
  }
  c.exhausted = true;
  return kNpos;
}

bool TreeBuilder::on_list_item(const Token& t) {
  // [*] belongs to the nearest enclosing [list]; whatever is open inside that list (the previous
  // item, and anything left open in it) ends here.
  std::size_t k = stack_.size();
  while (k > 1 && !is_list(stack_[k - 1].spec)) --k;
  if (k <= 1) {
    diags_.add(DiagId::unknown_tag, to_span(t.span), "[*] outside a [list] is kept as text");
    add_text(to_span(t.span));
    return false;
  }
  while (stack_.size() > k) close_top_implicitly(t.span.begin, "the next [*]");
  return true;
}

void TreeBuilder::too_deep(const Token& t, const TagSpec* spec) {
  if (too_deep_count_++ == 0)
    diags_.add(DiagId::nesting_too_deep, to_span(t.span),
               fmt::format("BBCode tags are nested deeper than the limit of {}; this tag and deeper ones are kept as text",
                           max_depth_));
  ++overflow_count_[tag_index(spec)];
  add_text(to_span(t.span));
}

void TreeBuilder::on_unknown_open(const Token& t, std::size_t i) {
  std::string name = lowercase(slice(t.name()));
  const auto close = last_unknown_close_.find(name);
  // `[colour=red]` is meant as a tag; `[Sub 1]` (the option form) is prose.
  if ((t.has_attr() && !t.attr_is_option()) || (close != last_unknown_close_.end() && close->second > i))
    diags_.add(DiagId::unknown_tag, to_span(t.span),
               fmt::format("[{}] is not a BBCode tag bbpref knows; it is kept as text", slice(t.name())));
  unknown_opened_.insert(std::move(name));
  add_text(to_span(t.span));
}

void TreeBuilder::on_unknown_close(const Token& t) {
  if (unknown_opened_.count(lowercase(slice(t.name()))) == 0)
    diags_.add(DiagId::unknown_tag, to_span(t.span),
               fmt::format("[/{}] is not a BBCode tag bbpref knows; it is kept as text", slice(t.name())));
  add_text(to_span(t.span));
}

void TreeBuilder::check_attribute(const Token& t, const TagSpec* spec, Node& node) {
  std::string_view value = slice(t.attr());
  Span value_span = to_span(t.attr());
  if (t.has_attr() && t.quote == 0 && !value.empty() && (value.front() == '"' || value.front() == '\'')) {
    diags_.add(DiagId::bad_tag_attribute, value_span,
               fmt::format("the quote that starts the [{}] attribute is never closed", spec->name));
    value.remove_prefix(1);
    ++value_span.begin;
  }
  if (spec->attr == TagAttr::required && (!t.has_attr() || value.empty())) {
    diags_.add(DiagId::bad_tag_attribute, to_span(t.span),
               fmt::format("[{0}] needs a value, like [{0}={1}]", spec->name,
                           spec->name == "size" ? "4" : spec->name == "color" ? "red" : "Arial"));
  } else if (t.has_attr() && value.empty()) {
    diags_.add(DiagId::bad_tag_attribute, to_span(t.span), fmt::format("[{}=] has an empty value", spec->name));
  }
  if (t.has_attr()) {
    node.attribute = std::string(value);
    node.attribute_span = value_span;
  }
  if (spec->name == "size" && !value.empty()) {
    // At most two digits are read: a longer value is out of range anyway, and reading it all would
    // overflow (fuzz finding, [size=4000000000]).
    int n = 0;
    bool digits = value.size() <= 2;
    for (char c : value.substr(0, 2)) {
      if (c < '0' || c > '9') digits = false;
      else n = n * 10 + (c - '0');
    }
    if (digits && n >= 1 && n <= 7) {
      node.size = n;
    } else {
      diags_.add(DiagId::bad_tag_attribute, value_span,
                 fmt::format("[size={}]: the size must be a number from 1 to 7", value));
    }
  }
}

std::uint32_t TreeBuilder::open_element(const Token& t, const TagSpec* spec) {
  const std::uint32_t index = add_node(NodeKind::element, to_span(t.span));
  Node& node = doc_.nodes[index];
  node.inner = Span{t.span.end, t.span.end};
  node.tag = std::string(spec->name);
  node.style |= spec->style;
  check_attribute(t, spec, node);
  if ((spec->style & kHide) != 0 && text::is_aside_title(node.attribute)) node.style |= kAside;
  if (spec->block) proj_.block_boundary(t.span.begin);
  // The title, as the block's button shows it, on its own line; mapped to the attribute's bytes.
  if (project_titles_ && (spec->style & kHide) != 0 && spec->block && !node.attribute_span.empty()) {
    proj_.text(node.attribute_span, node.style | kTitle);
    proj_.block_boundary(t.span.end - 1);  // the line break stands for the tag's closing ']'
  }
  stack_.push_back(Open{index, spec, node.style, node.size});
  ++open_count_[tag_index(spec)];
  return index;
}

void TreeBuilder::close_top(const Token& closing) {
  const Open top = stack_.back();
  Node& node = doc_.nodes[top.node];
  node.inner.end = closing.span.begin;
  node.span.end = closing.span.end;
  if (top.spec->block) proj_.block_boundary(closing.span.begin);
  --open_count_[tag_index(top.spec)];
  stack_.pop_back();
}

void TreeBuilder::close_top_implicitly(std::size_t end, std::string_view reason) {
  const Open top = stack_.back();
  Node& node = doc_.nodes[top.node];
  node.inner.end = node.span.end = end;
  if (!is_list_item(top.spec)) {
    node.closed = false;
    diags_.add(DiagId::unclosed_tag, Span{node.span.begin, node.inner.begin},
               fmt::format("[{}] is never closed; it ends at {}", node.tag, reason));
  }
  if (top.spec->block) proj_.block_boundary(end);
  --open_count_[tag_index(top.spec)];
  stack_.pop_back();
}

void TreeBuilder::on_close(const Token& t) {
  const TagSpec* spec = find_tag(slice(t.name()));
  if (spec == nullptr) {
    on_unknown_close(t);
    return;
  }
  const std::size_t idx = tag_index(spec);
  if (open_count_[idx] == 0) {
    if (overflow_count_[idx] > 0) {
      --overflow_count_[idx];  // pairs with an opening tag that was too deep: already reported
    } else {
      diags_.add(DiagId::stray_closing_tag, to_span(t.span),
                 fmt::format("[/{}] closes nothing: no [{}] is open here", spec->name, spec->name));
    }
    add_text(to_span(t.span));
    return;
  }
  // Each element popped here is popped once, so the search is amortised O(1) per tag.
  if (stack_.back().spec != spec) {
    const std::string reason = fmt::format("the [/{}] that closes an outer tag", spec->name);
    while (stack_.back().spec != spec) close_top_implicitly(t.span.begin, reason);
  }
  close_top(t);
}

}  // namespace bbp::bbcode
