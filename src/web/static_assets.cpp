#include "web/static_assets.hpp"

#include <bbp/embedded.hpp>

#include <string>

namespace bbp::web {
namespace {

std::string_view type_of(std::string_view name) {
  auto ends = [&](std::string_view ext) { return name.size() >= ext.size() && name.substr(name.size() - ext.size()) == ext; };
  if (ends(".html")) return "text/html; charset=utf-8";
  if (ends(".css")) return "text/css; charset=utf-8";
  if (ends(".js")) return "text/javascript; charset=utf-8";
  if (ends(".svg")) return "image/svg+xml";
  return "application/octet-stream";
}

}  // namespace

std::optional<Asset> asset_at(std::string_view path) {
  if (path == "/") path = "/index.html";
  // Only a lookup in the embedded table: "web/../x" names no entry, so nothing outside is reachable.
  if (path.size() < 2 || path.front() != '/' || path.find("..") != std::string_view::npos) return std::nullopt;
  const std::string key = "web" + std::string(path);
  const auto bytes = embedded::find(key);
  if (!bytes) return std::nullopt;
  return Asset{*bytes, type_of(path)};
}

}  // namespace bbp::web
