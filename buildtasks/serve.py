"""Serving dist/ as GitHub Pages does: gzip for what it compresses, ETag and Last-Modified."""

from __future__ import annotations

import contextlib
import http.server
import io
import os
import socketserver
import threading
from collections.abc import Iterator
from pathlib import Path

# What GitHub Pages compresses (gzip, when the browser accepts it): text, JavaScript, JSON, SVG
# and WebAssembly. Zip archives (python_stdlib.zip, the wheel), xz archives (the on-demand
# wheels) and PNG are sent as they are.
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".svg", ".wasm", ".txt")
GZIP_LEVEL = 6
_gzipped: dict[tuple[str, int, int], bytes] = {}


def gzipped(path: str) -> bytes:
    """The file gzip-compressed (kept in memory per path, size and mtime)."""
    import gzip

    st = os.stat(path)
    key = (path, st.st_size, st.st_mtime_ns)
    if key not in _gzipped:
        with open(path, "rb") as fh:
            _gzipped[key] = gzip.compress(fh.read(), GZIP_LEVEL, mtime=0)
    return _gzipped[key]


class Handler(http.server.SimpleHTTPRequestHandler):
    """dist/ as a static host serves it: gzip for the types GitHub Pages compresses, an ETag
    and Last-Modified for revalidation. Cache headers: versioned vendor folders for good, the
    rest revalidated (``cache_control`` set: that header on everything, as GitHub Pages'
    ``max-age=600``). Each response is recorded in ``sink`` when one is set (the bench)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".json": "application/json",
        ".whl": "application/zip",
        ".xz": "application/x-xz",
        ".svg": "image/svg+xml",
    }
    cache_control: str | None = None
    sink: list[dict[str, object]] | None = None

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if os.environ.get("TERRALUDO_QUIET_SERVER") != "1":
            super().log_message(format, *args)

    def send_response(self, code: int, message: str | None = None) -> None:
        self._code, self._length, self._encoding = code, 0, ""
        super().send_response(code, message)

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            self._length = int(value)
        elif keyword.lower() == "content-encoding":
            self._encoding = value
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        if self.cache_control is not None:
            self.send_header("Cache-Control", self.cache_control)
        else:
            # versioned vendor folders never change: cache them for good; revalidate the rest
            immutable = "/vendor/" in self.path
            self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable
                             else "no-cache")
        if getattr(self, "_etag", None) and getattr(self, "_code", 0) == 200:
            self.send_header("ETag", str(self._etag))
        super().end_headers()
        if self.sink is not None:
            self.sink.append({"path": self.path.split("?")[0], "status": getattr(self, "_code", 0),
                              "bytes": getattr(self, "_length", 0) if self.command != "HEAD" else 0,
                              "encoding": getattr(self, "_encoding", "")})

    def send_head(self) -> io.BytesIO | object | None:  # type: ignore[override]
        self._etag: str | None = None
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not os.path.isfile(path):
            return super().send_head()
        st = os.stat(path)
        etag = f'"{st.st_mtime_ns:x}-{st.st_size:x}{"-gz" if accepts else ""}"'
        since = self.headers.get("If-Modified-Since")
        fresh = self.headers.get("If-None-Match") == etag
        if since and "If-None-Match" not in self.headers:
            import email.utils

            with contextlib.suppress(TypeError, ValueError, IndexError, OverflowError):
                fresh = int(st.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp()
        if os.environ.get("TERRALUDO_DEBUG_HEADERS"):
            print(self.path, dict(self.headers), etag, fresh, flush=True)
        if fresh:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return None
        if not (accepts and path.endswith(COMPRESSIBLE)):
            self._etag = etag
            return super().send_head()
        body = gzipped(path)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(st.st_mtime)))
        self.send_header("ETag", etag)
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)


def make_server(directory: Path, port: int, cache_control: str | None = None,
                sink: list[dict[str, object]] | None = None,
                base: type[Handler] = Handler) -> socketserver.TCPServer:
    attrs = {"cache_control": cache_control, "sink": sink}
    handler_class = type("DistHandler", (base,), attrs)
    handler = lambda *a, **kw: handler_class(*a, directory=str(directory), **kw)  # noqa: E731
    socketserver.ThreadingTCPServer.allow_reuse_address = True
    server = socketserver.ThreadingTCPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    return server


@contextlib.contextmanager
def serving(directory: Path, host: str = "127.0.0.1", cache_control: str | None = None,
            sink: list[dict[str, object]] | None = None,
            base: type[Handler] = Handler) -> Iterator[str]:
    """``make_server`` on a free port, in a thread, for the block (the tests and the bench);
    yields its address, named by ``host`` (``localhost`` makes it another site than
    ``127.0.0.1``). A connection the browser drops (a page closed mid-download) is not
    reported: not worth a traceback in the output."""
    os.environ["TERRALUDO_QUIET_SERVER"] = "1"
    server = make_server(directory, 0, cache_control, sink, base)
    server.handle_error = lambda request, client_address: None  # type: ignore[method-assign]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://{host}:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def serve(directory: Path, port: int = 8000, pages: bool = False) -> None:
    """Serve ``directory`` (a built dist/) until Ctrl+C."""
    server = make_server(directory, port, cache_control="max-age=600" if pages else None)
    print(f"Terraludo is served at http://127.0.0.1:{port}/  (gzip as GitHub Pages does"
          f"{', and its max-age=600 caching' if pages else ''}; Ctrl+C to stop)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
