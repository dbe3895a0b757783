// `bbpref serve [--host 127.0.0.1] [--port 8080]`: the page and the JSON API (docs/web.md).
#include "cli/commands.hpp"

#include <bbp/exit_codes.hpp>
#include <bbp/web.hpp>

#include <fmt/format.h>

#include <csignal>
#include <cstdio>
#include <memory>
#include <pthread.h>
#include <thread>

namespace bbp::cli {
namespace {

bool is_loopback(const std::string& host) {
  return host == "127.0.0.1" || host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

int serve(const web::ServerOptions& options) {
  // SIGINT/SIGTERM are taken by one thread that stops the server, so Ctrl-C ends it cleanly; every
  // other thread (the pools start after this) inherits the blocked mask. SIGPIPE from a client that
  // hung up must not kill the server.
  std::signal(SIGPIPE, SIG_IGN);
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  web::Server server(options);
  if (!server.bind()) {
    fmt::print(stderr, "bbpref serve: {}\n", server.error());
    return kExitUsage;
  }
  if (!is_loopback(options.host))
    fmt::print(stderr, "bbpref serve: warning: listening on {}, reachable from other machines\n", options.host);
  fmt::print("bbpref: serving http://{}:{}/ (Ctrl-C to stop)\n", options.host, server.port());
  std::fflush(stdout);
  std::thread stopper([&server, stop_signals] {
    int sig = 0;
    sigwait(&stop_signals, &sig);
    server.stop();
  });
  server.run();
  // run() also returns when listening fails; wake the stopper so it can be joined.
  pthread_kill(stopper.native_handle(), SIGTERM);
  stopper.join();
  return kExitOk;
}

}  // namespace

void add_serve_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<web::ServerOptions>();
  auto time_cap_ms = std::make_shared<long>(10000);
  auto* cmd = app.add_subcommand("serve", "Serve the web page and its JSON API (loopback by default)");
  cmd->add_option("--host", o->host, "address to listen on (default 127.0.0.1)");
  cmd->add_option("--port", o->port, "port (default 8080; 0 = any free port)")->check(CLI::Range(0, 65535));
  cmd->add_option("--max-body-bytes", o->max_body_bytes, "largest request body accepted (default 1 MiB)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 30));
  cmd->add_option("--time-limit-ms", *time_cap_ms, "longest a request may run (default 10000)")
      ->check(CLI::Range(1L, 600000L));
  cmd->add_option("--threads", o->threads, "worker threads (default 4)")->check(CLI::Range(1u, 64u));
  cmd->callback([o, time_cap_ms, &exit_code] {
    o->time_cap = std::chrono::milliseconds(*time_cap_ms);
    exit_code = serve(*o);
  });
}

}  // namespace bbp::cli
