#include "post/chat_lines.hpp"

#include "text/ascii_text.hpp"

#include <string>

namespace bbp::post {

bool is_chat_line(std::string_view line) {
  const std::string lower = text::to_lower(line);
  for (std::string_view w : {"gl", "hf", "gg", "glhf", "lol", "lmao", "lmfao", "rofl", "xd", "sorry", "sry", "thanks",
                             "thank", "thx", "ty", "tysm", "reffing", "reffed", "luck", "fun", "cheers", "backfire",
                             "oops", "whoops", "late", "hope", "enjoy", "hi", "hello", "bye"})
    if (text::find_word(lower, w) != std::string_view::npos) return true;
  return false;
}

}  // namespace bbp::post
