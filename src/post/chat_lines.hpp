#pragma once
// Sign-offs and table talk after the orders ("Good luck", "gl hf", "sorry for the late post",
// "thanks for reffing", "Chomp please don't miss", "praying for no crit", "lmao this is going to
// backfire"): no step separator, no action, and a word of chat that no move, command or trainer
// item name holds (tests/unit/segment_test.cpp checks the Dex's names; "wish" and "let's" are left
// out, being parts of move names). Such a line is flavor, not an unreadable order line (BBP2001).
#include <cstddef>
#include <span>
#include <string_view>

namespace bbp::post {

/// True when `line` (any case) holds a chat word as a whole word.
bool is_chat_line(std::string_view line);
/// The chat words is_chat_line looks for (lower-case).
std::span<const std::string_view> chat_words();

/// True when `line` (any case) holds a word that makes it a clause of the player's own speech
/// ("Here are my orders:", "Gonna go with this:", "This is what we'll do"): a pronoun, "here",
/// or a verb such as "are"/"is"/"gonna". No species name holds one (tests/unit/segment_test.cpp
/// checks the Dex), so such a line above the orders introduces them and names no Pokemon.
bool speaks_as_clause(std::string_view line);
/// The length of the words that present a Pokemon named after them ("This is Triantis:",
/// "Here's :sv/scyther: Triantis"), up to the name; 0 when `line` does not start so.
std::size_t intro_length(std::string_view line);
/// The words speaks_as_clause looks for (lower-case).
std::span<const std::string_view> clause_words();

/// "@Dundie", "@Dundie @Isaac", "tagging @Dundie", "cc @Dundie, your turn": a forum mention (what
/// XenForo's [USER] tag shows) opens the line: talk to a user, not an item after its holder ([9.6]
/// puts the holder before the '@'). Only a one-word name followed by nothing, punctuation, another
/// mention or a lower-case word counts, so "@Life Orb" under its holder stays an equip line.
bool opens_with_mention(std::string_view line);

}  // namespace bbp::post
