#pragma once
// The page's files, embedded at build time from src/web/assets/ (never read from disk at run time).
#include <optional>
#include <string_view>

namespace bbp::web {

struct Asset {
  std::string_view bytes;
  std::string_view content_type;
};

/// The asset served at URL path `path` ("/" is index.html), or nullopt.
std::optional<Asset> asset_at(std::string_view path);

}  // namespace bbp::web
