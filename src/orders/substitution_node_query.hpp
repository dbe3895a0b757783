#pragma once
// Internal to the substitution builder: lookups in the grammar's node tree and the small word
// readings (numbers, folded phrases) every part of the builder needs.
#include "orders/substitution_nodes.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace bbp::orders::detail {

/// Lower-cased, with runs of whitespace collapsed, so "is  to\nuse" compares like "is to use".
std::string folded(std::string_view s);
/// The first direct child of `n` tagged `t`, nullptr if none.
const Node* child(const Node& n, Tag t);
/// Depth-first search for the first node under `n` tagged `t`.
const Node* find(const Node& n, Tag t);
/// Every node under `n` tagged `t`, depth first, appended to `out`.
void collect(const Node& n, Tag t, std::vector<const Node*>& out);
/// "two", "second", "twice", "3": the number a word says; -1 for none ("nth", "last").
int number_of(std::string_view word);

}  // namespace bbp::orders::detail
