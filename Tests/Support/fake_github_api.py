#!/usr/bin/env python3
"""A fake GitHub REST API on the loopback interface, for RepoBrowser's tests. Standard library only.

Start:   python3 fake_github_api.py [--port 0] [--config routes.json]
It prints the port it listens on as the first line of stdout (then flushes), and serves until killed.
The same server answers on 127.0.0.1 and on localhost, so tests can use two host names for one server.

Control endpoints (never part of GitHub's API):
  GET    /_requests   JSON list of every request seen: {"method", "path", "host", "headers": {lowercased: value},
                      "status": the status answered (304 for a cache revalidation), or null while unanswered}
  DELETE /_requests   forget the recorded requests
  POST   /_routes     add fixture routes (body: {"routes": [ROUTE, ...]}); later routes win
  DELETE /_routes     drop the fixture routes added by POST (the --config routes stay)
  DELETE /_starred    star again exactly the repositories starred at start, in that order
  GET    /_redirect?to=PATH&status=307&host=same|other
                      redirect to PATH on the same host name, or on the other loopback name
                      (127.0.0.1 <-> localhost)

ROUTE = {"method": "GET", "path": "/repos/o/r", "query": {"page": "2"} (optional, must all match),
         "status": 200, "headers": {...}, "json": ANY | "text": "..." | "readme": "...", "delay": seconds,
         "etag": true (default true for 200 with a body: adds an ETag and answers 304 on If-None-Match)}
"readme" serves that text as GitHub serves a README: raw for Accept application/vnd.github.raw+json, else the
JSON form (name "README.md" or the route's "name", base64 content with a line break every 60 characters).

Behaviours any request can ask for with query parameters (the API ignores unknown ones):
  _status=N      answer N with a GitHub-shaped error body
  _delay=S       sleep S seconds before answering (for timeouts and cancellation)
  _body=malformed|html|truncated|empty   replace the body
  _ratelimit=exhausted   answer 403 with x-ratelimit-remaining: 0
  _retry_after=S         answer 429 with retry-after: S
  _total=N               (search) serve N matches instead of 250 (or the --total given at start-up)
  _hostile=MODE          behave like a hostile or broken server (every mode stops when the client hangs up):
      trickle        200 announcing 1000 bytes, then one byte every 0.2 s
      endless        200 with a chunked body of spaces that never ends
      gzip-bomb      200, Content-Encoding: gzip, a chunked gzip stream of zeros (4 GB decoded, ~4 MB sent)
      echo-auth      403 whose message repeats the request's Authorization header
      redirect-file  302 to file:///etc/passwd
      redirect-loop  302 to the same URL, forever
      huge-header    200 with a 200 KB header line
      bad-status     a status line that is not HTTP ("HTTP/1.1 abc OK"), then a body
      empty-reply    the connection is closed without an answer
The same behaviours can be asked for as words of the search text `q` (`q=swift _status:502 _total:15`), so a
client whose base URL cannot carry a query (the repo-browser binary) can still trigger them; a real query
parameter wins over a word.

GitHub Enterprise Server: every path is also served under /api/v3 (recorded with the prefix).

Search and repository items carry every field GitHub sends (owner object, URL templates, topics...), about
5.6 KB each as served, so memory and parsing are measured on real sizes.
Built-in routes: /search/repositories (generated items, Link pagination, 1000-result cap),
/repos/{owner}/{repo} (+ /languages, /contributors, /releases/latest, /readme), /user, /rate_limit.
Special owners: repository "sample-org/empty" answers 204 for contributors and 404 for release and README;
"sample-org/too-large" answers contributors with GitHub's 403 "history or contributor list is too large";
"sample-org/restructured" has a README.rst (others README.md); "sample-org/large-readme" answers the README's
JSON form without content (encoding "none"), as GitHub does for a large file, and its raw form as usual;
"sample-org/crowded" has 23 contributors in pages (others 5), "sample-org/uncounted" too but its per_page=1
request fails with 500;
"sample-org/missing" answers 404 everywhere; "sample-org/old-name" redirects (301) to "sample-org/new-name".
Starring (state kept for the server's run; "sample-org/starred-0" to "-4" start starred, in that order):
  GET    /user/starred/{owner}/{repo}   204 when starred, 404 when not
  PUT    /user/starred/{owner}/{repo}   stars it: 204; 411 without "Content-Length: 0", as GitHub
  DELETE /user/starred/{owner}/{repo}   removes the star: 204 (also when it was not starred)
  GET    /user/starred?sort=created|updated&direction=desc|asc&per_page=&page=   the starred repositories, with
                                        Link paging (created: by when starred; updated: by name, the fake's stand-in)
  Every starring request needs "Authorization: Bearer TOKEN" (401 without); the token "fake-token-without-scope"
  answers 403 as GitHub does for a token without the public_repo/repo scope or the Starring permission;
  repository "missing" answers 404 to PUT and DELETE.
Lists under one repository or one account (fake_github_data.py's REPOSITORY_LISTS and OWNER_LISTS) are served by
one rule: in pages (per_page default 30, at most 100; page) with GitHub's Link header (prev, next, last, first, each
keeping the request's own parameters), whose addresses are in the form GitHub writes them, /repositories/{id}/PATH
(the id given to each repository when one of its lists is first asked for, from 7000) and /user/{id}/PATH; those
addresses are served as the /repos/ and /users/ ones. A list is a data function there; adding one adds no code here.
What each list holds is said in fake_github_data.py, beside its data.
Every response carries x-ratelimit-* headers (x-ratelimit-resource: core, or search for the search); every 200
with a body carries an ETag and answers 304 to a matching If-None-Match (with fresh rate-limit headers,
remaining counting down).
"""

import argparse
import base64
import hashlib
import json
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlencode, urlsplit

from fake_github_data import (OWNER_LISTS, REPOSITORY_ITEMS, REPOSITORY_LISTS, Refusal, owner_id, repo_json,
                              user_json)

ENTERPRISE_PREFIX = "/api/v3"
# When the quotas are renewed, as GitHub states it: the end of a window fixed when the server starts, so two answers
# a second apart are the same answer (and a revalidated /rate_limit is a 304).
RATE_LIMIT_RESET = int(time.time()) + 3600
BEHAVIOUR_KEYS = {"_status", "_delay", "_body", "_ratelimit", "_retry_after", "_total", "_hostile"}
LOCK = threading.Lock()
INITIAL_STARRED = [("sample-org", f"starred-{index}") for index in range(5)]
STATE = {"requests": [], "routes": [], "config_routes": [], "remaining": {"core": 5000, "search": 30},
         "starred": list(INITIAL_STARRED), "repository_ids": {}, "owner_logins": {}}
TOKEN_WITHOUT_SCOPE = "fake-token-without-scope"
NO_SCOPE_MESSAGE = "Resource not accessible by personal access token"


def matching(table, segments):
    """The function TABLE holds for the path SEGMENTS, and the numbers its {number} segments stand for; (None, None)
    when no entry matches."""
    for pattern, function in table.items():
        if len(pattern) == len(segments) and all(
                wanted == segment or (wanted == "{number}" and segment.isdigit())
                for wanted, segment in zip(pattern, segments)):
            return function, [int(segment) for wanted, segment in zip(pattern, segments) if wanted == "{number}"]
    return None, None


def error_body(status, message):
    return {"message": message, "documentation_url": "https://docs.github.com/rest", "status": str(status)}


def rate_headers(resource):
    with LOCK:
        STATE["remaining"][resource] = max(0, STATE["remaining"][resource] - 1)
        remaining = STATE["remaining"][resource]
    limit = 30 if resource == "search" else 5000
    return {
        "x-ratelimit-limit": str(limit),
        "x-ratelimit-remaining": str(remaining),
        "x-ratelimit-used": str(limit - remaining),
        "x-ratelimit-reset": str(RATE_LIMIT_RESET),
        "x-ratelimit-resource": resource,
    }


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FakeGitHub/1.0"
    # Answer as a server does: a response's headers and body leave in one write (the writer is buffered and flushed
    # once the request is handled), with Nagle's algorithm off. Written in pieces with Nagle on, each next request on
    # a kept-alive connection waited about 40 ms for the client's delayed ACK, and wall-clock figures measured that.
    wbufsize = -1
    disable_nagle_algorithm = True

    def log_message(self, format, *args):  # keep the test output quiet
        pass

    def do_GET(self):
        self.handle_any("GET")

    def do_POST(self):
        self.handle_any("POST")

    def do_DELETE(self):
        self.handle_any("DELETE")

    def do_PUT(self):
        self.handle_any("PUT")

    def handle_any(self, method):
        requested_path = self.path
        self.prefix = ""
        if self.path.startswith(ENTERPRISE_PREFIX + "/"):
            self.path = self.path[len(ENTERPRISE_PREFIX):]
            self.prefix = ENTERPRISE_PREFIX
        url = urlsplit(self.path)
        query = {key: values[-1] for key, values in parse_qs(url.query, keep_blank_values=True).items()}
        for word in query.get("q", "").split():
            key, separator, value = word.partition(":")
            if separator and key in BEHAVIOUR_KEYS:
                query.setdefault(key, value)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length > 0 else b""
        if url.path == "/_requests":
            if method == "DELETE":
                with LOCK:
                    STATE["requests"].clear()
                return self.send(204, {}, b"")
            with LOCK:
                recorded = list(STATE["requests"])
            return self.send_json(200, {}, recorded, etag=False)
        if url.path == "/_starred" and method == "DELETE":
            with LOCK:
                STATE["starred"] = list(INITIAL_STARRED)
            return self.send(204, {}, b"")
        if url.path == "/_routes":
            with LOCK:
                if method == "DELETE":
                    STATE["routes"].clear()
                else:
                    STATE["routes"].extend(json.loads(body or b"{}").get("routes", []))
            return self.send(204, {}, b"")
        self.record = {
            "method": method,
            "path": requested_path,
            "host": self.headers.get("Host", ""),
            "headers": {key.lower(): value for key, value in self.headers.items()},
            "status": None,
        }
        with LOCK:
            STATE["requests"].append(self.record)
        if "_delay" in query:
            time.sleep(float(query["_delay"]))
        resource = "search" if url.path.startswith("/search/") else "core"
        if url.path == "/_redirect":
            return self.redirect(query)
        if "_hostile" in query:
            return self.hostile(query["_hostile"])
        route = self.find_route(method, url.path, query)
        if route is not None:
            return self.serve_route(route, resource)
        if "_ratelimit" in query:
            headers = rate_headers(resource)
            headers["x-ratelimit-remaining"] = "0"
            return self.send_json(403, headers, error_body(403, "API rate limit exceeded for 127.0.0.1."), etag=False)
        if "_retry_after" in query:
            headers = rate_headers(resource)
            headers["retry-after"] = query["_retry_after"]
            message = "You have exceeded a secondary rate limit. Please wait a few minutes before you try again."
            return self.send_json(429, headers, error_body(429, message), etag=False)
        if "_status" in query:
            status = int(query["_status"])
            return self.send_json(status, rate_headers(resource), error_body(status, f"Fake error {status}"), etag=False)
        if url.path == "/user/starred" or url.path.startswith("/user/starred/"):
            status, headers, payload = self.starring(method, url.path, query)
            headers.update(rate_headers(resource))
            if status == 204:
                return self.send(status, headers, b"")
            return self.send_json(status, headers, payload, etag=status == 200, query=query)
        status, headers, payload = self.builtin(url.path, query)
        headers.update(rate_headers(resource))
        if status in (301, 302, 307, 308, 204):
            return self.send(status, headers, b"")
        return self.send_json(status, headers, payload, etag=status == 200, query=query)

    def find_route(self, method, path, query):
        with LOCK:
            routes = list(STATE["config_routes"]) + list(STATE["routes"])
        for route in reversed(routes):
            if route.get("method", "GET") != method or route.get("path") != path:
                continue
            wanted = route.get("query", {})
            if all(query.get(key) == str(value) for key, value in wanted.items()):
                return route
        return None

    def serve_route(self, route, resource):
        if route.get("delay"):
            time.sleep(float(route["delay"]))
        headers = rate_headers(resource)
        headers.update(route.get("headers", {}))
        status = int(route.get("status", 200))
        if "readme" in route:
            headers_update, payload = self.readme_payload(route["readme"], route.get("name", "README.md"))
            headers.update(headers_update)
        elif "text" in route:
            payload = route["text"].encode("utf-8")
        elif "json" in route:
            payload = json.dumps(route["json"]).encode("utf-8")
        else:
            payload = b""
        use_etag = route.get("etag", True) and status == 200 and payload
        return self.send_payload(status, headers, payload, etag=use_etag)

    def readme_payload(self, text, name, omit_content=False):
        """A README as GitHub answers GET /repos/{o}/{r}/readme: raw text when the Accept header asks for raw,
        else the JSON form; omit_content answers it as GitHub does for a file too large for that form."""
        if "raw" in self.headers.get("Accept", ""):
            return {"Content-Type": "text/plain; charset=utf-8"}, text.encode("utf-8")
        encoded = base64.b64encode(text.encode("utf-8")).decode("ascii")
        content = "" if omit_content else "\n".join(encoded[i:i + 60] for i in range(0, len(encoded), 60)) + "\n"
        body = {"type": "file", "encoding": "none" if omit_content else "base64", "size": len(text.encode("utf-8")),
                "name": name, "path": name, "content": content, "sha": hashlib.sha1(text.encode("utf-8")).hexdigest()}
        return {"Content-Type": "application/json; charset=utf-8"}, json.dumps(body).encode("utf-8")

    def redirect(self, query):
        host = self.headers.get("Host", "127.0.0.1")
        port = host.rsplit(":", 1)[-1] if ":" in host else str(self.server.server_address[1])
        name = host.rsplit(":", 1)[0]
        if query.get("host") == "other":
            name = "localhost" if name == "127.0.0.1" else "127.0.0.1"
        location = f"http://{name}:{port}{query.get('to', '/')}"
        return self.send(int(query.get("status", "307")), {"Location": location}, b"")

    def repository_id(self, owner, name):
        """The id GitHub's /repositories/{id}/ addresses name OWNER/NAME by, given when first asked for."""
        with LOCK:
            ids = STATE["repository_ids"]
            return ids.setdefault((owner.lower(), name.lower()), 7000 + len(ids))

    def repository_named(self, repository_id):
        """The (owner, name) a /repositories/{id}/ address names, or None."""
        with LOCK:
            return next((key for key, value in STATE["repository_ids"].items() if str(value) == repository_id), None)

    def builtin(self, path, query):
        parts = [part for part in path.split("/") if part]
        if len(parts) >= 3 and parts[0] == "repositories":
            named = self.repository_named(parts[1])
            if named is None:
                return 404, {}, error_body(404, "Not Found")
            parts = ["repos", named[0], named[1]] + parts[2:]
        if len(parts) >= 3 and parts[0] in ("users", "user") and tuple(parts[2:]) in OWNER_LISTS:
            login = parts[1] if parts[0] == "users" else self.owner_named(parts[1])
            if login is None:
                return 404, {}, error_body(404, "Not Found")
            return self.list_page(f"/user/{self.account_id(login)}", parts[2:], query,
                                  lambda: OWNER_LISTS[tuple(parts[2:])](login, query))
        if parts == ["search", "repositories"]:
            return self.search(query)
        if parts == ["user"]:
            return 200, {}, {"login": "sample-user", "name": "Sample User", "html_url": "https://github.com/sample-user",
                             "public_repos": 7}
        if parts == ["rate_limit"]:
            reset = RATE_LIMIT_RESET
            return 200, {}, {"resources": {
                "core": {"limit": 5000, "remaining": 4999, "used": 1, "reset": reset, "resource": "core"},
                "search": {"limit": 30, "remaining": 30, "used": 0, "reset": reset, "resource": "search"}}}
        if len(parts) >= 3 and parts[0] == "repos":
            owner, name, rest = parts[1], parts[2], parts[3:]
            if name == "missing":
                return 404, {}, error_body(404, "Not Found")
            if name == "old-name":
                suffix = "/" + "/".join(rest) if rest else ""
                return 301, {"Location": f"/repos/{owner}/new-name{suffix}"}, None
            if not rest:
                return 200, {}, repo_json(owner, name)
            if rest == ["languages"]:
                return 200, {}, {"Swift": 90000, "C": 9000, "Shell": 1000}
            if rest == ["releases", "latest"]:
                if name == "empty":
                    return 404, {}, error_body(404, "Not Found")
                return 200, {}, {"tag_name": "v1.2.3", "name": "Version 1.2.3", "published_at": "2024-01-01T00:00:00Z",
                                 "html_url": f"https://github.com/{owner}/{name}/releases/tag/v1.2.3"}
            listed, numbers = matching(REPOSITORY_LISTS, rest)
            if listed is not None:
                return self.list_page(f"/repositories/{self.repository_id(owner, name)}", rest, query,
                                      lambda: listed(owner, name, query, *numbers))
            item, numbers = matching(REPOSITORY_ITEMS, rest)
            if item is not None:
                try:
                    return 200, {}, item(owner, name, query, *numbers)
                except Refusal as refusal:
                    return refusal.status, {}, {"message": refusal.message,
                                                "documentation_url": refusal.documentation_url,
                                                "status": str(refusal.status)}
            if rest == ["readme"]:
                if name == "empty":
                    return 404, {}, error_body(404, "Not Found")
                text = f"# {name}\n\nSample README served by the fake API.\n"
                file_name = "README.rst" if name == "restructured" else "README.md"
                headers, payload = self.readme_payload(text, file_name, omit_content=name == "large-readme")
                return 200, headers, payload.decode("utf-8")
        return 404, {}, error_body(404, "Not Found")

    def starring(self, method, path, query):
        """The signed-in person's stars, as GitHub answers them."""
        authorization = self.headers.get("Authorization", "")
        if not authorization.startswith("Bearer ") or not authorization[len("Bearer "):].strip():
            return 401, {}, error_body(401, "Requires authentication")
        if authorization[len("Bearer "):].strip() == TOKEN_WITHOUT_SCOPE:
            return 403, {"X-Accepted-GitHub-Permissions": "starring=write"}, error_body(403, NO_SCOPE_MESSAGE)
        parts = [part for part in path.split("/") if part]
        if parts == ["user", "starred"] and method == "GET":
            return self.starred_page(query)
        if len(parts) != 4:
            return 404, {}, error_body(404, "Not Found")
        repository = (parts[2], parts[3])
        with LOCK:
            is_starred = repository in STATE["starred"]
        if method == "GET":
            return (204, {}, None) if is_starred else (404, {}, error_body(404, "Not Found"))
        if method == "PUT" and self.headers.get("Content-Length") != "0":
            return 411, {}, error_body(411, "Length Required")
        if repository[1] == "missing":
            return 404, {}, error_body(404, "Not Found")
        with LOCK:
            if method == "PUT" and repository not in STATE["starred"]:
                STATE["starred"].append(repository)
            elif method == "DELETE" and repository in STATE["starred"]:
                STATE["starred"].remove(repository)
        if method in ("PUT", "DELETE"):
            return 204, {}, None
        return 404, {}, error_body(404, "Not Found")

    def starred_page(self, query):
        """GET /user/starred: one page of the starred repositories, with Link headers."""
        per_page = min(max(int(query.get("per_page", "30")), 1), 100)
        page = max(int(query.get("page", "1")), 1)
        with LOCK:
            starred = list(STATE["starred"])
        if query.get("sort", "created") == "updated":
            starred.sort(key=lambda repository: repository[1], reverse=True)
            if query.get("direction", "desc") == "asc":
                starred.reverse()
        elif query.get("direction", "desc") == "desc":
            starred.reverse()
        start = (page - 1) * per_page
        items = [repo_json(owner, name, index) for index, (owner, name) in enumerate(starred[start:start + per_page])]
        last = max(1, -(-len(starred) // per_page))
        return 200, self.link_header("/user/starred", query, page, last), items

    def link_header(self, path, query, page, last):
        """GitHub's Link header for page PAGE of LAST: prev, next, last and first as they apply, each URL the
        request's own query with another page (behaviour parameters left out); no header for a single page."""
        params = [(key, value) for key, value in query.items() if key != "page" and key not in BEHAVIOUR_KEYS]
        base = f"http://{self.headers.get('Host', '127.0.0.1')}{self.prefix}{path}?"
        links = []
        if page > 1:
            links.append((page - 1, "prev"))
        if page < last:
            links += [(page + 1, "next"), (last, "last")]
        if page > 1:
            links.append((1, "first"))
        text = ", ".join(f'<{base}{urlencode(params + [("page", str(number))])}>; rel="{relation}"'
                         for number, relation in links)
        return {"Link": text} if text else {}

    def list_page(self, base, segments, query, items):
        """One page of the list ITEMS() returns (per_page and page as GitHub reads them), with GitHub's Link header
        whose addresses are BASE/SEGMENTS; a Refusal the list raises is answered as it says."""
        try:
            listed = items()
        except Refusal as refusal:
            if refusal.status == 204:
                return 204, {}, None
            return refusal.status, {}, {"message": refusal.message, "documentation_url": refusal.documentation_url,
                                        "status": str(refusal.status)}
        per_page = min(max(int(query.get("per_page", "30")), 1), 100)
        page = max(int(query.get("page", "1")), 1)
        last = max(1, -(-len(listed) // per_page))
        headers = self.link_header(base + "/" + "/".join(segments), query, page, last)
        return 200, headers, listed[(page - 1) * per_page:page * per_page]

    def account_id(self, login):
        """LOGIN's account id, remembered so that /user/{id}/ addresses name LOGIN."""
        number = owner_id(login)
        with LOCK:
            STATE["owner_logins"][number] = login
        return number

    def owner_named(self, account_id):
        """The login a /user/{id}/ address names, or None for an id not handed out."""
        with LOCK:
            return STATE["owner_logins"].get(int(account_id)) if account_id.isdigit() else None

    def search(self, query):
        if not query.get("q"):
            return 422, {}, {"message": "Validation Failed", "status": "422",
                             "errors": [{"resource": "Search", "field": "q", "code": "missing"}]}
        per_page = int(query.get("per_page", "30"))
        page = int(query.get("page", "1"))
        total = int(query.get("_total", str(STATE.get("default_total", 250))))
        if (page - 1) * per_page >= 1000:
            return 422, {}, error_body(422, "Only the first 1000 search results are available")
        start = (page - 1) * per_page
        count = max(0, min(per_page, total - start))
        items = [repo_json("sample-org", f"repo-{start + i}", start + i) for i in range(count)]
        last = max(1, min(-(-total // per_page), 1000 // per_page))
        headers = self.link_header("/search/repositories", query, page, last)
        return 200, headers, {"total_count": total, "incomplete_results": False, "items": items}

    def hostile(self, mode):
        """Serves one of the hostile behaviours; each ends when the client disconnects."""
        try:
            if mode == "trickle":
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", "1000")
                self.end_headers()
                for _ in range(1000):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(0.2)
            elif mode == "endless":
                self.start_chunked({"Content-Type": "application/json"})
                chunk = b" " * 65536
                while True:
                    self.write_chunk(chunk)
            elif mode == "gzip-bomb":
                self.start_chunked({"Content-Type": "application/json", "Content-Encoding": "gzip"})
                compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
                zeros = b"\0" * (1 << 20)
                for _ in range(4096):
                    self.write_chunk(compressor.compress(zeros))
                self.write_chunk(compressor.flush())
                self.wfile.write(b"0\r\n\r\n")
            elif mode == "echo-auth":
                message = "Bad credentials in header Authorization: " + self.headers.get("Authorization", "(none)")
                self.send_json(403, {}, error_body(403, message), etag=False)
            elif mode == "redirect-file":
                self.send(302, {"Location": "file:///etc/passwd"}, b"")
            elif mode == "redirect-loop":
                self.send(302, {"Location": self.path}, b"")
            elif mode == "huge-header":
                self.send(200, {"X-Padding": "a" * 200_000, "Content-Type": "application/json"}, b"{}")
            elif mode == "bad-status":
                self.wfile.write(b"HTTP/1.1 abc OK\r\nContent-Length: 2\r\n\r\n{}")
                self.wfile.flush()
                self.close_connection = True
            elif mode == "empty-reply":
                self.close_connection = True
            else:
                self.send_json(400, {}, error_body(400, f"unknown hostile mode {mode}"), etag=False)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass

    def start_chunked(self, headers):
        self.send_response(200)
        for key, value in headers.items():
            self.send_header(key, value)
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

    def write_chunk(self, data):
        if data:
            self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))

    def send_json(self, status, headers, payload, etag=True, query=None):
        if isinstance(payload, str):
            data = payload.encode("utf-8")
        else:
            data = json.dumps(payload).encode("utf-8")
            headers.setdefault("Content-Type", "application/json; charset=utf-8")
        replacement = (query or {}).get("_body")
        if replacement == "malformed":
            data = b'{"total_count": 3, "items": [ oops'
        elif replacement == "html":
            data = b"<html><body><h1>Unicorn!</h1></body></html>"
            headers["Content-Type"] = "text/html"
        elif replacement == "truncated":
            data = data[: len(data) // 2]
        elif replacement == "empty":
            data = b""
        return self.send_payload(status, headers, data, etag=etag and replacement is None)

    def send_payload(self, status, headers, data, etag):
        if etag:
            tag = '"' + hashlib.sha1(data).hexdigest() + '"'
            headers["ETag"] = tag
            if self.headers.get("If-None-Match") == tag:
                return self.send(304, headers, b"")
        return self.send(status, headers, data)

    def send(self, status, headers, data):
        record = getattr(self, "record", None)
        if record is not None:
            with LOCK:
                record["status"] = status
        self.send_response(status)
        for key, value in headers.items():
            self.send_header(key, value)
        if status not in (204, 304):
            self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        try:
            if status not in (204, 304) and data:
                self.wfile.write(data)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass


class DualStackServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def main():
    parser = argparse.ArgumentParser(description="Fake GitHub REST API for tests")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--config", help="JSON file: {\"routes\": [ROUTE, ...]}")
    parser.add_argument("--total", type=int, default=250, help="matches every search reports (default 250)")
    arguments = parser.parse_args()
    STATE["default_total"] = arguments.total
    if arguments.config:
        with open(arguments.config, encoding="utf-8") as handle:
            STATE["config_routes"] = json.load(handle).get("routes", [])
    server = DualStackServer(("127.0.0.1", arguments.port), Handler)
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
