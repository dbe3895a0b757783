#pragma once
// `bbpref serve`: the page and its JSON API (docs/web.md) over cpp-httplib. The API answers with the
// documents the CLI prints with --format json; requests never touch the file system (the page's
// assets are embedded in the binary), bodies are capped, each request has a time cap, and requests
// are served by bounded thread pools.
#include <chrono>
#include <cstddef>
#include <memory>
#include <string>

namespace bbp::web {

struct ServerOptions {
  std::string host = "127.0.0.1";       ///< loopback unless asked otherwise
  int port = 8080;                      ///< 0 = any free port (see Server::port())
  std::size_t max_body_bytes = 1u << 20;  ///< larger request bodies get 413
  std::chrono::milliseconds time_cap{10000};  ///< slower requests get 503
  unsigned threads = 4;                 ///< HTTP connection threads, and as many compute workers
  std::size_t max_queued = 64;          ///< API jobs waiting for a worker beyond this get 503
};

class Server {
 public:
  explicit Server(ServerOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  /// Binds the socket; false (and error()) when the address is taken or invalid.
  bool bind();
  /// The bound port (after bind()).
  int port() const;
  /// Serves until stop(); call after bind().
  void run();
  /// Makes run() return; safe from any thread.
  void stop();
  const std::string& error() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace bbp::web
