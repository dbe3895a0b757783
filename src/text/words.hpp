#pragma once
// A clause split into its words, each as written and in lower case: the readers of sema that look
// for a verb within the first few words ("has lost its item", "you knock out Heracross").
#include <string>
#include <string_view>
#include <vector>

namespace bbp::text {

struct Word {
  std::string_view text;  ///< as written, a view into the split text
  std::string lower;      ///< ASCII lower case
};

/// The words of `s`, split at ASCII whitespace, left to right.
std::vector<Word> split_words(std::string_view s);

}  // namespace bbp::text
