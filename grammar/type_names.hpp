#pragma once
// The eighteen types and Stellar, the 19th Tera Type ([11.7a]), as words of a post. Shared by the
// substitution grammar ("a Fire attack", [10.6d]) and the order grammar ("Tera Fire + Flamethrower").
#include <tao/pegtl.hpp>

namespace bbp::grammar {

struct type_name_words
    : tao::pegtl::sor<TAO_PEGTL_ISTRING("normal"), TAO_PEGTL_ISTRING("fire"), TAO_PEGTL_ISTRING("water"),
                      TAO_PEGTL_ISTRING("grass"), TAO_PEGTL_ISTRING("electric"), TAO_PEGTL_ISTRING("ice"),
                      TAO_PEGTL_ISTRING("fighting"), TAO_PEGTL_ISTRING("poison"), TAO_PEGTL_ISTRING("ground"),
                      TAO_PEGTL_ISTRING("flying"), TAO_PEGTL_ISTRING("psychic"), TAO_PEGTL_ISTRING("bug"),
                      TAO_PEGTL_ISTRING("rock"), TAO_PEGTL_ISTRING("ghost"), TAO_PEGTL_ISTRING("dragon"),
                      TAO_PEGTL_ISTRING("dark"), TAO_PEGTL_ISTRING("steel"), TAO_PEGTL_ISTRING("fairy"),
                      TAO_PEGTL_ISTRING("stellar")> {};

}  // namespace bbp::grammar
