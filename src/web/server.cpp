// bbpref serve: wires the endpoint table (api.cpp) and the embedded page into cpp-httplib, with the
// limits of issue 9: body cap (413), time cap (503), bounded pools, JSON errors, no file access.
#include <bbp/web.hpp>

#include "web/api.hpp"
#include "web/compute_pool.hpp"
#include "web/static_assets.hpp"

#include <fmt/format.h>
#include <httplib.h>

#include <exception>
#include <memory>

namespace bbp::web {

struct Server::Impl {
  ServerOptions options;
  httplib::Server http;
  ComputePool pool;
  std::string error;
  int port = -1;

  explicit Impl(ServerOptions o) : options(std::move(o)), pool(options.threads, options.max_queued) {}
  void route(const Endpoint& e);
  void configure();
};

namespace {

void send(httplib::Response& res, const ApiResponse& r) {
  res.status = r.status;
  res.set_content(r.body, r.content_type.c_str());
}

std::string_view reason_for(int status) {
  switch (status) {
    case 400: return "bad request";
    case 404: return "no such page or endpoint";
    case 405: return "method not allowed";
    case 413: return "request body too large";
    case 414: return "request URI too long";
    default: return "request failed";
  }
}

}  // namespace

void Server::Impl::route(const Endpoint& e) {
  auto handler = [this, &e](const httplib::Request& req, httplib::Response& res) {
    auto job_request = std::make_shared<ApiRequest>();
    job_request->body = req.body;
    if (req.matches.size() > 1) job_request->path_arg = req.matches[1].str();
    job_request->max_post_bytes = options.max_body_bytes;
    auto answer = std::make_shared<ApiResponse>();
    const Handler h = e.handler;
    const ComputePool::Outcome outcome = pool.run(
        [job_request, answer, h] {
          try {
            *answer = h(*job_request);
          } catch (const ApiError& err) {
            *answer = error_response(err.status, err.reason);
          } catch (const std::exception& ex) {
            *answer = error_response(500, fmt::format("internal error: {}", ex.what()));
          } catch (...) {
            *answer = error_response(500, "internal error");
          }
        },
        options.time_cap);
    if (outcome == ComputePool::Outcome::busy)
      return send(res, error_response(503, "the server is busy; try again"));
    if (outcome == ComputePool::Outcome::timed_out)
      return send(res, error_response(503, fmt::format("the request took longer than the {} ms limit",
                                                        options.time_cap.count())));
    send(res, *answer);
  };
  const std::string pattern(e.pattern);
  auto wrong_method = [&e](const httplib::Request&, httplib::Response& res) {
    send(res, error_response(405, fmt::format("use {}", e.method)));
  };
  if (e.method == "GET") {
    http.Get(pattern, handler);
    http.Post(pattern, wrong_method);
  } else {
    http.Post(pattern, handler);
    http.Get(pattern, wrong_method);
  }
}

void Server::Impl::configure() {
  const unsigned threads = options.threads == 0 ? 1 : options.threads;
  http.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  http.set_payload_max_length(options.max_body_bytes);
  http.set_read_timeout(5, 0);
  http.set_write_timeout(5, 0);
  // The page loads only its own files; nothing is fetched from elsewhere.
  http.set_default_headers({{"X-Content-Type-Options", "nosniff"},
                            {"Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'"},
                            {"Referrer-Policy", "no-referrer"},
                            {"Cache-Control", "no-store"}});
  for (const Endpoint& e : endpoints()) route(e);
  http.Get(R"(/[^?]*)", [](const httplib::Request& req, httplib::Response& res) {
    if (const auto a = asset_at(req.path)) {
      res.set_content(std::string(a->bytes), std::string(a->content_type).c_str());
      return;
    }
    send(res, error_response(404, reason_for(404)));
  });
  // Errors httplib produces itself (413, 400, 404 of unknown routes) get the API's JSON shape.
  http.set_error_handler(httplib::Server::HandlerWithResponse(
      [](const httplib::Request&, httplib::Response& res) {
        if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
        send(res, error_response(res.status, reason_for(res.status)));
        return httplib::Server::HandlerResponse::Handled;
      }));
  http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
    send(res, error_response(500, "internal error"));
  });
}

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) { impl_->configure(); }
Server::~Server() { stop(); }

bool Server::bind() {
  if (impl_->options.port == 0) {
    impl_->port = impl_->http.bind_to_any_port(impl_->options.host);
  } else if (impl_->http.bind_to_port(impl_->options.host, impl_->options.port)) {
    impl_->port = impl_->options.port;
  } else {
    impl_->port = -1;
  }
  if (impl_->port < 0) {
    impl_->error = fmt::format("cannot listen on {}:{}", impl_->options.host, impl_->options.port);
    return false;
  }
  return true;
}

int Server::port() const { return impl_->port; }
void Server::run() { impl_->http.listen_after_bind(); }
void Server::stop() { impl_->http.stop(); }
const std::string& Server::error() const { return impl_->error; }

}  // namespace bbp::web
