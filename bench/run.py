#!/usr/bin/env python3
"""Terraludo's benchmarks (issue 2, section 5): one run on one machine, a table, a JSON file.

    python3 build.py bench                  builds dist/, then runs this file
    python3 bench/run.py [--quick | --smoke] [--out PATH] [--only SECTION,...]

Needs PYTHONPATH=<repo root> (for ``buildtasks`` and ``engine``), Playwright and Debian's Chromium,
and Node for the Pyodide playouts. ``TERRALUDO_DIST`` points at the built dist/ (default: the
repo's dist/). Figures are printed next to their targets; nothing here asserts on a time.
See bench/README.md for the method.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import gzip
import http.server
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

import playouts  # noqa: E402

from buildtasks.chromium import CHROMIUM, chromium_args  # noqa: E402
from buildtasks.serve import Handler, serving  # noqa: E402
from buildtasks.site import build  # noqa: E402
from engine.core.registry import get_game, playable_ids  # noqa: E402

READY_TIMEOUT_MS = 120_000
DWELL_MS = 1_500           # a warm tab stays open this long after ready (see Loader.load)
WARM_UP_DWELL_MS = 4_000
# uncounted loads of each page before the counted ones, all served the way the counted loads
# are (the app's: by its service worker). V8 caches a WebAssembly module's compiled code per
# response source (HTTP cache, Cache Storage) and keeps improving it over the first loads: with
# one warm-up load for the app against two for the bare page, the app's first counted loads
# still ran ~1 s slower than its last ones.
WARM_UP_LOADS = 3
SECTIONS = ("playouts", "visit", "boot", "bots", "ui")


@dataclass(frozen=True)
class Effort:
    """How many loads and samples a run takes for each figure."""

    name: str
    playout_seconds: float  # per game and runtime (at least ``playouts.measure``'s min_games)
    cold_runs: int          # cold boots of each page
    warm_runs: int          # counted warm boots of each page
    warm_up_loads: int      # uncounted warm loads of each page first
    warm_up_dwell_ms: int
    dwell_ms: int
    bot_samples: int        # bot moves per game
    bot_timeout_s: float
    ui_samples: int         # hand-card clicks


EFFORTS = {
    "full": Effort("full", 2.0, 3, 9, WARM_UP_LOADS, WARM_UP_DWELL_MS, DWELL_MS, 32, 120, 32),
    # fewer runs: figures worth a glance
    "quick": Effort("quick", 0.3, 1, 2, WARM_UP_LOADS, 1_000, 0, 5, 60, 5),
    # one load or sample of everything: every measuring code path runs and every figure is
    # produced, but none is worth reading (tests/bench/test_bench_smoke.py)
    # (no uncounted warm load: the caches are filled by the one that waits for the service worker)
    "smoke": Effort("smoke", 0.0, 1, 1, 0, 100, 0, 1, 60, 1),
}

TARGETS = {
    "warm_boot_ratio": 1.10,      # app warm boot / bare Pyodide warm boot (issue 26)
    "first_paint_ms": 200.0,      # shell first (contentful) paint
    "app_payload_gzip_kb": 300.0,  # the app's own files requested until ready, gzip (issue 26)
    "first_visit_mb": 5.5,        # bytes transferred by a cold first visit (gzip as GitHub Pages)
    "ui_action_p95_ms": 50.0,     # click → DOM updated and laid out
    "bot_move_p95_ms": 250.0,     # one bot move, Python-side, including the re-render
}

# Records when <html data-app-state> becomes "ready", in ms since navigation start. Observing
# the whole document works even when the script runs before <html> exists.
READY_TIMER_JS = """
(() => {
  const mark = () => {
    const root = document.documentElement;
    if (root && root.getAttribute('data-app-state') === 'ready' && window.__readyAt === undefined)
      window.__readyAt = performance.now();
    // the watchdog has chosen the shell's language: its texts show from the next frame
    if (root && root.hasAttribute('data-shell-lang') && window.__shellLangAt === undefined)
      window.__shellLangAt = performance.now();
  };
  new MutationObserver(mark).observe(document, {attributes: true, subtree: true,
                                                attributeFilter: ['data-app-state', 'data-shell-lang']});
  // PyScript's own progress events (the app's page only): when it starts loading Pyodide, and
  // when the runtime is up and the app wheel unpacked
  window.__pyProgress = {};
  addEventListener('py:progress', (e) => { window.__pyProgress[e.detail] = performance.now(); });
})();
"""
# Bots answer at once (the player's own setting), as in the end-to-end tests.
REDUCED_MOTION_JS = (
    "if (location.origin !== 'null' && !localStorage.getItem('terraludo:settings'))"
    " localStorage.setItem('terraludo:settings', JSON.stringify({reduced_motion: true, bot_pace: 'fast'}))")
# Collects every value <html data-last-bot-ms> takes (one per bot move), from now on (the page
# plays one game after another: its observer is installed once).
BOT_OBSERVER_JS = """
() => {
  window.__botMs = [];
  if (window.__botObserved) return;
  window.__botObserved = true;
  new MutationObserver((records) => {
    for (const r of records) {
      const v = document.documentElement.getAttribute('data-last-bot-ms');
      if (r.attributeName === 'data-last-bot-ms' && v !== null) window.__botMs.push(Number(v));
    }
  }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-last-bot-ms']});
}
"""
# One click on a hand card, timed inside the page: the click handler runs Python synchronously
# (command → render → innerHTML), so el.click() returning means the DOM is updated; reading
# offsetHeight then forces style and layout; the next frame approximates the repaint.
UI_CLICK_JS = """
async (i) => {
  const cards = [...document.querySelectorAll('button.hand-card')];
  if (!cards.length) return null;
  const el = cards[i % cards.length];
  const arg = el.getAttribute('data-arg');
  const wasSelected = el.classList.contains('selected');
  const t0 = performance.now();
  el.click();
  const t1 = performance.now();
  void document.body.offsetHeight;
  const t2 = performance.now();
  const now = document.querySelector(`button.hand-card[data-arg="${CSS.escape(arg)}"]`);
  const changed = !!now && now.classList.contains('selected') !== wasSelected;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const t3 = performance.now();
  return {handler: t1 - t0, layout: t2 - t0, frame: t3 - t0, changed};
}
"""


# --- small helpers ---------------------------------------------------------------------------
def percentile(values: list[float], q: float) -> float:
    """Linear interpolation between closest ranks (numpy's default)."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    pos = (len(ordered) - 1) * q
    low = int(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def summary(values: list[float]) -> dict[str, Any]:
    return {"n": len(values), "median": round(statistics.median(values), 1) if values else None,
            "p50": round(percentile(values, 0.5), 1) if values else None,
            "p95": round(percentile(values, 0.95), 1) if values else None,
            "min": round(min(values), 1) if values else None,
            "max": round(max(values), 1) if values else None,
            "runs": [round(v, 1) for v in values]}


def log(msg: str) -> None:
    print(f"[bench] {msg}", flush=True)


class CachingHandler(Handler):
    """``buildtasks.serve.Handler`` except that the browser may reuse files from its HTTP cache without
    asking again (``max-age``): the best case for a page without a service worker, as long
    as the URLs are versioned (the runtime's are: ``vendor/pyodide-<version>/``)."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=86400")
        http.server.SimpleHTTPRequestHandler.end_headers(self)


@contextmanager
def bare_site(dist: Path) -> Iterator[Path]:
    """A temp folder with the bare page and a link to dist/vendor: same runtime files, and
    dist/ itself stays untouched (other tests check every file in it)."""
    info = json.loads((dist / "build-info.json").read_text())
    with tempfile.TemporaryDirectory(prefix="terraludo-bare-") as tmp:
        site = Path(tmp)
        page = (HERE / "bare.html").read_text(encoding="utf-8")
        (site / "index.html").write_text(page.replace("{{PYODIDE}}", f"pyodide-{info['pyodide']}"),
                                         encoding="utf-8")
        (site / "vendor").symlink_to(dist / "vendor", target_is_directory=True)
        yield site


# --- bytes -----------------------------------------------------------------------------------
_gzip_cache: dict[Path, int] = {}


def gzip_size(path: Path) -> int:
    if path not in _gzip_cache:
        _gzip_cache[path] = len(gzip.compress(path.read_bytes(), 9))
    return _gzip_cache[path]


def bytes_of(dist: Path, rel_paths: set[str]) -> dict[str, Any]:
    """Raw and gzip bytes of files in dist/, split into the vendored runtime and the app."""
    parts: dict[str, dict[str, Any]] = {
        "vendor": {"files": 0, "raw": 0, "gzip": 0},
        "app": {"files": 0, "raw": 0, "gzip": 0, "list": {}},
    }
    for rel in sorted(rel_paths):
        path = dist / rel
        if not path.is_file():
            continue
        part = parts["vendor" if rel.startswith("vendor/") else "app"]
        raw, gz = path.stat().st_size, gzip_size(path)
        part["files"] += 1
        part["raw"] += raw
        part["gzip"] += gz
        if "list" in part:
            part["list"][rel] = {"raw": raw, "gzip": gz}
    return parts


def dist_path_of(url: str, base: str) -> str | None:
    if not url.startswith(base):
        return None
    path = urlsplit(url).path.lstrip("/")
    return path or "index.html"


# --- a cold first visit ------------------------------------------------------------------------
CACHE_CONTENTS_JS = """
async () => {
  const out = {};
  for (const key of await caches.keys()) {
    const cache = await caches.open(key);
    const files = {};
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      files[request.url] = (await response.arrayBuffer()).byteLength;
    }
    out[key] = files;
  }
  return out;
}
"""


def first_visit(playwright: Any, browser: Any, dist: Path, persistent: bool) -> dict[str, Any]:
    """One cold first visit, as a tablet makes it: a fresh browser profile (``persistent``: a
    disk HTTP cache like a real browser's; else Playwright's incognito-like context, whose memory
    cache does not keep the largest files), ``dist/`` served as GitHub Pages serves it (gzip,
    ``Cache-Control: max-age=600``). Until the app is ready and its service worker has filled
    the offline cache, every response the server sends is counted."""
    sink: list[dict[str, Any]] = []
    with serving(dist, cache_control="max-age=600", sink=sink) as address:
        url = address + "/"
        with contextlib.ExitStack() as stack:
            if persistent:
                context = stack.enter_context(profile_context(playwright))
            else:
                context = new_context(browser, READY_TIMER_JS)
                stack.callback(context.close)
            page = context.new_page()
            started = time.perf_counter()
            page.goto(url)
            wait_ready(page)
            ready_s = time.perf_counter() - started
            page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller"
                                   " !== null", timeout=READY_TIMEOUT_MS)
            page.wait_for_timeout(1000)  # anything the page still fetches after that
            cached = page.evaluate(CACHE_CONTENTS_JS)
            sw_list = json.loads((dist / "sw.js").read_text(encoding="utf-8")
                                 .split("const FILES = ", 1)[1].split(";", 1)[0])
    per_file: dict[str, dict[str, int]] = {}
    for r in sink:
        path = r["path"].lstrip("/") or "index.html"
        entry = per_file.setdefault(path, {"requests": 0, "downloads": 0, "not_modified": 0,
                                           "bytes": 0, "raw": 0})
        entry["requests"] += 1
        entry["bytes"] += int(r["bytes"])
        if r["status"] == 200:
            entry["downloads"] += 1
            entry["raw"] += (dist / path).stat().st_size if (dist / path).is_file() else 0
        elif r["status"] == 304:
            entry["not_modified"] += 1
    gzip_all = sum(gzip_size(dist / f) for f, e in per_file.items()
                   for _ in range(e["downloads"]) if (dist / f).is_file())
    [(cache_name, cache_files)] = [(k, v) for k, v in cached.items() if k.startswith("terraludo-")]
    base = url.rstrip("/")
    return {
        "profile": "fresh persistent profile (disk HTTP cache)" if persistent
                   else "incognito-like context (memory HTTP cache)",
        "ready_s": round(ready_s, 2),
        "requests": sum(e["requests"] for e in per_file.values()),
        "downloads": sum(e["downloads"] for e in per_file.values()),
        "not_modified": sum(e["not_modified"] for e in per_file.values()),
        "bytes_transferred": sum(e["bytes"] for e in per_file.values()),
        "bytes_raw": sum(e["raw"] for e in per_file.values()),
        "bytes_if_all_gzip9": gzip_all,
        "downloaded_more_than_once": sorted(f for f, e in per_file.items() if e["downloads"] > 1),
        "files": per_file,
        "offline_cache": {
            "name": cache_name,
            "files": len(cache_files),
            "bytes": sum(cache_files.values()),
            "list": sorted(u[len(base) + 1:] or "./" for u in cache_files),
            "matches_sw_list": sorted(u[len(base) + 1:] or "./" for u in cache_files)
                               == sorted("./" if f == "./" else f for f in sw_list),
        },
    }


def bench_visit(playwright: Any, browser: Any, dist: Path) -> dict[str, Any]:
    log("cold first visit: a fresh profile, served as GitHub Pages serves (gzip, max-age=600)")
    out = {"tablet": first_visit(playwright, browser, dist, persistent=True)}
    log("cold first visit again in an incognito-like context")
    out["incognito"] = first_visit(playwright, browser, dist, persistent=False)
    return out


# --- playouts --------------------------------------------------------------------------------
def bench_playouts(dist: Path, seconds: float) -> dict[str, Any]:
    log(f"random playouts in CPython ({seconds:g} s per game)")
    cpython = playouts.measure_all(seconds)
    out: dict[str, Any] = {"cpython": {"python": platform.python_version(), "results": cpython}}
    log(f"random playouts in Pyodide under Node ({seconds:g} s per game)")
    try:
        done = subprocess.run(["node", str(HERE / "playouts.mjs"), str(dist), str(seconds)],
                              capture_output=True, text=True, timeout=300, check=True)
        out["pyodide"] = json.loads(done.stdout.strip().splitlines()[-1])
    except (subprocess.SubprocessError, OSError, ValueError, IndexError) as exc:
        stderr = getattr(exc, "stderr", "") or ""
        out["pyodide"] = {"error": f"{exc!r} {stderr[-2000:]}"}
    return out


# --- the browser -----------------------------------------------------------------------------
class Loader:
    """Loads one page, returns its boot time, paint entries and requested URLs."""

    def __init__(self, context: Any, url: str) -> None:
        self.context = context
        self.url = url

    def load(self, dwell_ms: int = 0) -> dict[str, Any]:
        """One load in a new tab. ``dwell_ms``: how long the tab stays open after ``ready``, as a
        person's would — the browser finishes its background work of that load (optimising
        and caching the compiled WebAssembly) instead of spilling it onto the next load."""
        page = self.context.new_page()
        requests: list[str] = []
        errors: list[str] = []
        page.on("request", lambda r: requests.append(r.url))
        page.on("pageerror", lambda e: errors.append(str(e)))
        try:
            page.goto(self.url)
            wait_ready(page)
            data = page.evaluate("""() => ({
              ready: window.__readyAt,
              shell_lang: window.__shellLangAt,
              paint: Object.fromEntries(performance.getEntriesByType('paint')
                                        .map((e) => [e.name, e.startTime])),
              controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
              wheel: (performance.getEntriesByType('resource')
                      .find((e) => e.name.includes('/app/') && /[.]whl([.]xz)?$/.test(e.name)) || {}).startTime,
              interpreter_start: window.__pyProgress['Loading interpreter'],
              interpreter_end: window.__pyProgress['Loaded interpreter'],
              files_end: window.__pyProgress['Loaded files'],
            })""")
            if dwell_ms:
                page.wait_for_timeout(dwell_ms)
        finally:
            page.close()
        if errors:
            raise RuntimeError(f"page errors on {self.url}: {errors}")
        data["requests"] = requests
        return dict(data)


def wait_ready(page: Any) -> None:
    """Wait for ``data-app-state="ready"``; a Python boot error (main.py writes its traceback
    into the error panel) fails at once with its message.

    ``data-app-state="error"`` alone is not a failure here: the boot watchdog (web/watchdog.py)
    sets it when the UI is not ready 20 s after the page started, and on a busy machine (another
    browser run, other jobs) a cold boot can take longer. The app still boots and sets
    ``ready`` — and how long it took is the figure wanted. A boot that never ends fails after
    ``READY_TIMEOUT_MS``: then no figure can be measured."""
    page.wait_for_function(
        "document.querySelector('.boot-error pre') !== null"
        " || window.__readyAt !== undefined"
        " || document.documentElement.getAttribute('data-app-state') === 'ready'",
        timeout=READY_TIMEOUT_MS, polling=50)
    detail = page.evaluate("(document.querySelector('.boot-error pre') || {}).textContent || ''")
    if detail:
        raise RuntimeError(f"the app failed to boot at {page.url}: {detail.strip()[:500]}")


def new_context(browser: Any, *scripts: str) -> Any:
    context = browser.new_context(viewport={"width": 1024, "height": 768}, locale="fr-FR")
    for script in scripts:
        context.add_init_script(script)
    return context


def wait_for_service_worker(context: Any, url: str) -> bool:
    """Load the app once and wait until its service worker controls the page."""
    page = context.new_page()
    try:
        page.goto(url)
        wait_ready(page)
        try:
            page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                                   timeout=READY_TIMEOUT_MS)
        except Exception:  # noqa: BLE001 - reported as a figure: warm loads then use the HTTP cache
            return False
        return True
    finally:
        page.close()


@contextmanager
def profile_context(playwright: Any) -> Iterator[Any]:
    """A browser with its own on-disk profile, like a person's browser: a disk HTTP cache and
    V8's cache of compiled WebAssembly survive between loads. (Playwright's ordinary contexts
    are incognito-like: their in-memory cache does not keep the 9.6 MB pyodide.asm.wasm.)"""
    # in memory when the machine has /dev/shm: writing the caches to a shared disk added
    # hundreds of ms of noise (I/O wait) to single loads, on both sides of the comparison
    shm = Path("/dev/shm")
    where = str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None
    with tempfile.TemporaryDirectory(prefix="terraludo-profile-", dir=where,
                                     ignore_cleanup_errors=True) as tmp:
        context = playwright.chromium.launch_persistent_context(
            tmp, executable_path=CHROMIUM, args=chromium_args(playwright),
            viewport={"width": 1024, "height": 768}, locale="fr-FR")
        try:
            context.add_init_script(READY_TIMER_JS)
            yield context
        finally:
            context.close()


def bench_boot(playwright: Any, browser: Any, dist: Path, app_url: str, bare_url: str,
               bare_cached_url: str, effort: Effort) -> dict[str, Any]:
    """Boot times of the app and of the bare page. The warm baseline is the bare page served
    with ``max-age`` (runtime reused from the HTTP cache, compiled WebAssembly kept by V8); with
    the app's own ``no-cache`` headers every warm load revalidates the runtime and was measured
    much slower (the revalidated response seems to lose V8's cached compiled WebAssembly): that
    variant is printed for information only."""
    out: dict[str, Any] = {}
    cold_runs, warm_runs = effort.cold_runs, effort.warm_runs
    # cold: a fresh context (empty HTTP cache, no service worker) for every load
    cold: dict[str, list[dict[str, Any]]] = {"app": [], "bare": []}
    log(f"cold boots: {cold_runs} × app, {cold_runs} × bare Pyodide (fresh context each)")
    for _ in range(cold_runs):
        for name, url in (("app", app_url), ("bare", bare_url)):
            context = new_context(browser, READY_TIMER_JS)
            try:
                cold[name].append(Loader(context, url).load())
            finally:
                context.close()
    # warm: one browser profile per page, kept open. Loads that are not counted fill the caches
    # (the app's first: until its service worker controls the page; then WARM_UP_LOADS each).
    # Loads alternate app / bare so that a busy moment on the machine hits both sides.
    log(f"warm boots: {warm_runs} × app, bare Pyodide cached, bare Pyodide no-cache "
        f"(one browser profile each, after {effort.warm_up_loads} uncounted loads)")
    warm: dict[str, list[dict[str, Any]]] = {"app": [], "bare": [], "bare_nocache": []}
    with profile_context(playwright) as app_ctx, profile_context(playwright) as bare_ctx, \
            profile_context(playwright) as nocache_ctx:
        loaders = {"app": Loader(app_ctx, app_url), "bare": Loader(bare_ctx, bare_cached_url),
                   "bare_nocache": Loader(nocache_ctx, bare_url)}
        sw_ok = wait_for_service_worker(app_ctx, app_url)
        for loader in loaders.values():
            for _ in range(effort.warm_up_loads):
                loader.load(dwell_ms=effort.warm_up_dwell_ms)
        for _ in range(warm_runs):
            for name, loader in loaders.items():
                warm[name].append(loader.load(dwell_ms=effort.dwell_ms))

    def ready(runs: list[dict[str, Any]]) -> dict[str, Any]:
        return summary([r["ready"] for r in runs])

    def paint(runs: list[dict[str, Any]], name: str) -> dict[str, Any]:
        return summary([r["paint"][name] for r in runs if name in r["paint"]])

    out["app_warm_ms"] = ready(warm["app"])
    out["bare_warm_ms"] = ready(warm["bare"])
    out["bare_nocache_warm_ms"] = ready(warm["bare_nocache"])
    out["app_cold_ms"] = ready(cold["app"])
    out["bare_cold_ms"] = ready(cold["bare"])
    out["warm_ratio"] = round(out["app_warm_ms"]["median"] / out["bare_warm_ms"]["median"], 3)
    # each app load next to the bare load that followed it: robust to the machine's load drifting
    pairs = [a["ready"] / b["ready"] for a, b in zip(warm["app"], warm["bare"], strict=True)]
    out["warm_ratio_paired_median"] = round(statistics.median(pairs), 3)
    out["warm_ratio_vs_nocache"] = round(
        out["app_warm_ms"]["median"] / out["bare_nocache_warm_ms"]["median"], 3)
    out["cold_ratio"] = round(out["app_cold_ms"]["median"] / out["bare_cold_ms"]["median"], 3)
    # where the app's boot goes: until PyScript asks for the app wheel, the runtime is loading;
    # after it, the wheels are unpacked, main.py imports the engine and paints the first screen
    with_wheel = [r for r in warm["app"] if r.get("wheel") is not None]
    staged = [r for r in warm["app"]
              if None not in (r.get("interpreter_start"), r.get("interpreter_end"), r.get("files_end"))]
    out["app_warm_split_ms"] = {
        "to_wheel_request": summary([r["wheel"] for r in with_wheel]),
        "wheel_request_to_ready": summary([r["ready"] - r["wheel"] for r in with_wheel]),
        # PyScript's stages: its start-up, then Pyodide loading (the part the bare page also
        # does), the app wheel fetched and unpacked, then PyScript's Python prelude and the app
        "pyscript_startup": summary([r["interpreter_start"] for r in staged]),
        "pyodide_loading": summary([r["interpreter_end"] - r["interpreter_start"] for r in staged]),
        "wheel_unpacking": summary([r["files_end"] - r["interpreter_end"] for r in staged]),
        "python_to_ready": summary([r["ready"] - r["files_end"] for r in staged]),
    }
    out["warm_loads_controlled_by_service_worker"] = sum(r["controlled"] for r in warm["app"])
    out["service_worker_installed"] = sw_ok
    out["first_paint"] = {
        "cold_fcp_ms": paint(cold["app"], "first-contentful-paint"),
        "cold_fp_ms": paint(cold["app"], "first-paint"),
        "warm_fcp_ms": paint(warm["app"], "first-contentful-paint"),
        "warm_fp_ms": paint(warm["app"], "first-paint"),
        # the shell's texts wait for the watchdog to choose their language
        "cold_shell_text_ms": summary([r["shell_lang"] for r in cold["app"]
                                       if r.get("shell_lang") is not None]),
        "warm_shell_text_ms": summary([r["shell_lang"] for r in warm["app"]
                                       if r.get("shell_lang") is not None]),
    }
    # bytes: what the first cold load requested, plus what the service worker precaches on
    # install (every file of dist/, listed in sw.js) — both are downloaded by a cold visit
    base = app_url.rsplit("/", 1)[0]
    requested = {p for p in (dist_path_of(u, base) for u in cold["app"][0]["requests"]) if p}
    precached = {"index.html" if f == "./" else f for f in json.loads(
        (dist / "sw.js").read_text(encoding="utf-8").split("const FILES = ", 1)[1].split(";", 1)[0])}
    out["bytes"] = {"boot_requests": bytes_of(dist, requested),
                    "cold_visit": bytes_of(dist, requested | precached)}
    return out


def start_game(page: Any, base: str, game_id: str, bot_seats: set[int], level: str) -> int:
    """Open the setup form of ``game_id``, make ``bot_seats`` bots of ``level``, start."""
    page.goto(f"{base}/#/play/{game_id}")
    wait_ready(page)
    page.wait_for_selector("form.setup")
    players = int(page.locator('select[name="players"]').input_value())
    for seat in range(players):
        kind = "bot" if seat in bot_seats else "human"
        page.select_option(f'select[name="kind-{seat}"]', kind)
        if kind == "bot":
            page.select_option(f'select[name="level-{seat}"]', level)
    return players


def bench_bots(page: Any, base: str, game_id: str, samples: int,
               timeout_s: float) -> dict[str, Any]:
    """Bot moves of ``game_id`` at its strongest level, every seat a bot, in ``page`` (the app
    booted once for every game: each starts from its set-up form, as a table does)."""
    game = get_game(game_id)
    level = game.bot_levels[-1] if game.bot_levels else "random"
    errors: list[str] = []
    def on_error(e: Any) -> None:
        errors.append(str(e))

    page.on("pageerror", on_error)
    try:
        players = start_game(page, base, game_id, set(range(game.max_players)), level)
        page.evaluate(BOT_OBSERVER_JS)
        page.click('form.setup button[type="submit"]')
        games = 1
        deadline = time.monotonic() + timeout_s
        values: list[float] = []
        while time.monotonic() < deadline:
            page.wait_for_timeout(100)
            values = page.evaluate("window.__botMs")
            if len(values) >= samples:
                break
            if page.locator('.end [data-cmd="play-again"]').count():
                page.click('.end [data-cmd="play-again"]')
                games += 1
    finally:
        page.remove_listener("pageerror", on_error)
    result = {"game": game_id, "level": level, "players": players, "games": games, **summary(values)}
    result.pop("runs")
    result["samples_ms"] = [round(v, 1) for v in values]
    if errors:
        result["page_errors"] = errors
    return result


def bench_ui(page: Any, base: str, samples: int) -> dict[str, Any]:
    """Hand-card clicks in La Glace et le Ciel: one human, two bots."""
    game = get_game("glace-et-ciel")
    errors: list[str] = []
    def on_error(e: Any) -> None:
        errors.append(str(e))

    page.on("pageerror", on_error)
    try:
        start_game(page, base, game.id, {1, 2, 3}, game.bot_levels[-1])
        page.click('form.setup button[type="submit"]')
        page.wait_for_selector("button.hand-card", timeout=60_000)
        clicks = [page.evaluate(UI_CLICK_JS, i) for i in range(samples + 2)][2:]  # 2 warm-ups
    finally:
        page.remove_listener("pageerror", on_error)
    clicks = [c for c in clicks if c]
    out: dict[str, Any] = {"action": "click a hand card (select / unselect)", "n": len(clicks),
                           "changed": sum(c["changed"] for c in clicks)}
    for key in ("handler", "layout", "frame"):
        s = summary([c[key] for c in clicks])
        out[f"{key}_ms"] = {k: s[k] for k in ("p50", "p95", "max")}
    if errors:
        out["page_errors"] = errors
    return out


# --- a cold visit on a slow mobile connection ---------------------------------------------------
# Lighthouse's mobile profile ("slow 4G"), applied through the DevTools protocol: bytes per second
# for the throughputs, the round trip added to every request, and the CPU slowed down 4×.
COLD_MOBILE = {"download_bps": 1_600_000 / 8, "upload_bps": 750_000 / 8, "latency_ms": 562,
               "cpu_slowdown": 4}


def cold_mobile_load(browser: Any, url: str) -> dict[str, Any]:
    """One cold visit (a fresh context: empty HTTP cache, no service worker) under the slow-4G
    profile. The DevTools protocol reports every response: when it finished (its own clock,
    anchored on the page's request) and how many bytes came over the wire."""
    context = new_context(browser, READY_TIMER_JS)
    try:
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": COLD_MOBILE["latency_ms"],
            "downloadThroughput": COLD_MOBILE["download_bps"],
            "uploadThroughput": COLD_MOBILE["upload_bps"]})
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": COLD_MOBILE["cpu_slowdown"]})
        urls: dict[str, str] = {}
        sent: dict[str, float] = {}
        finished: list[dict[str, Any]] = []
        def on_request(event: dict[str, Any]) -> None:
            urls[event["requestId"]] = event["request"]["url"]
            sent.setdefault(event["requestId"], event["timestamp"])

        cdp.on("Network.requestWillBeSent", on_request)
        cdp.on("Network.loadingFinished", lambda e: finished.append(
            {"id": e["requestId"], "at": e["timestamp"], "bytes": e["encodedDataLength"]}))
        page.goto(url, timeout=READY_TIMEOUT_MS)
        wait_ready(page)
        ready_ms = page.evaluate("window.__readyAt")
        shell_ms = page.evaluate("window.__shellLangAt")
        page.wait_for_timeout(500)  # the responses' last events
        start = min(sent.values())
        files = [{"url": urls.get(f["id"], "?"), "bytes": f["bytes"],
                  "sent_s": round(sent.get(f["id"], start) - start, 2),
                  "finished_s": round(f["at"] - start, 2)} for f in finished]
        before = [f for f in files if f["finished_s"] * 1000 <= ready_ms]
        largest = max(files, key=lambda f: f["bytes"])
        seen: dict[str, int] = {}
        for f in files:
            if f["bytes"]:
                seen[f["url"]] = seen.get(f["url"], 0) + 1
        return {
            "ready_s": round(ready_ms / 1000, 2),
            "shell_text_s": round(shell_ms / 1000, 2) if shell_ms is not None else None,
            "bytes_before_ready": sum(f["bytes"] for f in before),
            "requests_before_ready": len(before),
            "largest": {"file": largest["url"].rsplit("/", 1)[-1], "bytes": largest["bytes"],
                        "requested_s": largest["sent_s"], "finished_s": largest["finished_s"]},
            "downloaded_more_than_once": sorted(u for u, n in seen.items() if n > 1),
            "files": sorted(files, key=lambda f: f["finished_s"]),
        }
    finally:
        context.close()


def bench_cold_mobile(dist: Path, runs: int) -> dict[str, Any]:
    """The app and the bare Pyodide page, alternating, each a cold visit on slow 4G with a 4×
    slower CPU, both served as GitHub Pages serves (gzip, ``max-age=600``)."""
    from playwright.sync_api import sync_playwright

    out: dict[str, Any] = {"profile": COLD_MOBILE, "app": [], "bare": []}
    with sync_playwright() as p, bare_site(dist) as site, \
            serving(dist, cache_control="max-age=600") as app_base, \
            serving(site, cache_control="max-age=600") as bare_base:
        bases = {"app": app_base + "/", "bare": bare_base + "/"}
        browser = p.chromium.launch(executable_path=CHROMIUM, args=chromium_args(p))
        out["chromium"] = browser.version
        try:
            for i in range(runs):
                for name in ("app", "bare"):
                    log(f"cold mobile visit {i + 1}/{runs}: {name}")
                    run = cold_mobile_load(browser, bases[name])
                    out[name].append(run)
                    log(f"  ready {run['ready_s']} s, {run['bytes_before_ready'] / 1e6:.2f} MB "
                        f"before ready, largest {run['largest']['file']} requested at "
                        f"{run['largest']['requested_s']} s, finished at "
                        f"{run['largest']['finished_s']} s")
        finally:
            browser.close()
    for name in ("app", "bare"):
        out[f"{name}_ready_median_s"] = statistics.median(r["ready_s"] for r in out[name])
    return out


def cold_mobile_table(result: dict[str, Any]) -> str:
    lines = ["| page | run | ready (s) | shell text (s) | MB before ready | largest file requested → finished (s) |",
             "|---|---|---|---|---|---|"]
    for name in ("app", "bare"):
        for i, r in enumerate(result[name], 1):
            lines.append(f"| {name} | {i} | {r['ready_s']} | {r['shell_text_s'] or '—'} | "
                         f"{r['bytes_before_ready'] / 1e6:.2f} | {r['largest']['file']} "
                         f"{r['largest']['requested_s']} → {r['largest']['finished_s']} |")
    app, bare = result["app_ready_median_s"], result["bare_ready_median_s"]
    lines.append(f"\nmedian ready: app {app} s {mark(app, 30.0)} (target ≤ 30 s), bare Pyodide "
                 f"{bare} s; app below bare: {'✓' if app < bare else '✗'}")
    return "\n".join(lines)


def bench_browser(dist: Path, sections: set[str], effort: Effort) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    out: dict[str, Any] = {}
    with sync_playwright() as p, serving(dist) as app_base, bare_site(dist) as site, \
            serving(site) as bare_base, serving(site, base=CachingHandler) as bare_cached_base:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=chromium_args(p))
        out["chromium"] = browser.version
        try:
            if "visit" in sections:
                out["visit"] = attempt(lambda: bench_visit(p, browser, dist))
            if "boot" in sections:
                out["boot"] = attempt(lambda: bench_boot(
                    p, browser, dist, app_base + "/", bare_base + "/", bare_cached_base + "/",
                    effort))
            # the bots and the UI are measured in one page, the app booted once (a boot is not
            # what they measure): each game starts from its set-up form, as at a table
            play = new_context(browser, REDUCED_MOTION_JS) if sections & {"bots", "ui"} else None
            page = play.new_page() if play is not None else None
            if "bots" in sections:
                out["bots"] = {}
                for game_id in playable_ids():
                    log(f"bot moves in the browser: {game_id}")
                    out["bots"][game_id] = attempt(lambda g=game_id: bench_bots(  # type: ignore[misc]
                        page, app_base, g, samples=effort.bot_samples,
                        timeout_s=effort.bot_timeout_s))
            if "ui" in sections:
                log("UI action to render in the browser: La Glace et le Ciel hand cards")
                out["ui"] = attempt(lambda: bench_ui(page, app_base, samples=effort.ui_samples))
            if play is not None:
                play.close()
        finally:
            browser.close()
    return out


def attempt(fn: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """Run one measurement; a failure is recorded (and printed) instead of ending the bench."""
    try:
        return fn()
    except Exception as exc:  # noqa: BLE001 - any failure becomes a visible row
        log(f"FAILED: {exc!r}")
        return {"error": repr(exc)[:2000]}


# --- the table -------------------------------------------------------------------------------
def mark(value: float | None, target: float) -> str:
    if value is None:
        return "?"
    return "✓" if value <= target else "✗"


def table(results: dict[str, Any]) -> str:
    rows: list[tuple[str, str, str, str]] = []

    def row(label: str, value: str, target: str = "", ok: str = "") -> None:
        rows.append((label, value, target, ok))

    def fail(label: str, section: dict[str, Any]) -> bool:
        if "error" in section:
            row(label, "FAILED: " + section["error"][:70], "", "✗")
            return True
        return False

    visit = results.get("visit")
    if visit is not None and not fail("first visit", visit):
        t = TARGETS["first_visit_mb"]
        for key, v in visit.items():
            label = f"first visit ({'tablet profile' if key == 'tablet' else 'incognito'})"
            mb = v["bytes_transferred"] / 1e6
            row(f"{label}: transferred (gzip as Pages)", f"{mb:.2f} MB ({v['bytes_raw'] / 1e6:.2f} MB raw)",
                f"≤ {t} MB", mark(mb, t))
            row(f"{label}: requests / downloads / 304", f"{v['requests']} / {v['downloads']} / "
                f"{v['not_modified']}")
            twice = v["downloaded_more_than_once"]
            row(f"{label}: files downloaded twice", ", ".join(twice) or "none", "none",
                "✓" if not twice else "✗")
            c = v["offline_cache"]
            row(f"{label}: offline cache", f"{c['files']} files, {c['bytes'] / 1e6:.2f} MB"
                f"{'' if c['matches_sw_list'] else ' (≠ sw.js list!)'}")
    boot = results.get("boot")
    if boot is not None and not fail("boot", boot):
        t = TARGETS["warm_boot_ratio"]
        row("warm boot to ready: app (median)", f"{boot['app_warm_ms']['median']:.0f} ms")
        row("warm boot: bare loadPyodide page (max-age)", f"{boot['bare_warm_ms']['median']:.0f} ms")
        row("warm boot: bare page, no-cache like the app",
            f"{boot['bare_nocache_warm_ms']['median']:.0f} ms")
        split = boot["app_warm_split_ms"]
        if split["to_wheel_request"]["n"]:
            row("  app warm: runtime loaded (wheel requested)",
                f"{split['to_wheel_request']['median']:.0f} ms")
            row("  app warm: wheel requested → ready (unpack, import, paint)",
                f"{split['wheel_request_to_ready']['median']:.0f} ms")
        if split["pyscript_startup"]["n"]:
            row("  app warm stages: PyScript start / Pyodide load / wheel / Python",
                " / ".join(f"{split[k]['median']:.0f}" for k in (
                    "pyscript_startup", "pyodide_loading", "wheel_unpacking", "python_to_ready"))
                + " ms")
        row("warm boot ratio app / bare", f"{boot['warm_ratio']:.2f}×", f"≤ {t}×",
            mark(boot["warm_ratio"], t))
        row("warm boot ratio, median of app/bare pairs", f"{boot['warm_ratio_paired_median']:.2f}×")
        row("warm boot ratio app / bare no-cache", f"{boot['warm_ratio_vs_nocache']:.2f}×")
        row("cold boot to ready: app (median)", f"{boot['app_cold_ms']['median']:.0f} ms")
        row("cold boot: bare loadPyodide page", f"{boot['bare_cold_ms']['median']:.0f} ms")
        row("cold boot ratio app / bare", f"{boot['cold_ratio']:.2f}×")
        row("warm app loads served by the service worker",
            f"{boot['warm_loads_controlled_by_service_worker']}/{boot['app_warm_ms']['n']}")
        fp = boot["first_paint"]
        t = TARGETS["first_paint_ms"]
        for key, label in (("cold_fcp_ms", "shell first contentful paint, cold"),
                           ("warm_fcp_ms", "shell first contentful paint, warm")):
            value = fp[key]["median"]
            row(label, "n/a" if value is None else f"{value:.0f} ms", f"≤ {t:.0f} ms", mark(value, t))
        for key, label in (("cold_shell_text_ms", "shell texts shown (language chosen), cold"),
                           ("warm_shell_text_ms", "shell texts shown (language chosen), warm")):
            value = fp.get(key, {}).get("median")
            row(label, "n/a" if value is None else f"{value:.0f} ms")
        t = TARGETS["app_payload_gzip_kb"]
        for key, label in (("boot_requests", "files requested until ready"),
                           ("cold_visit", "cold visit incl. service-worker precache")):
            b = boot["bytes"][key]
            row(f"{label}: vendored runtime",
                f"{b['vendor']['raw'] / 1e3:,.0f} KB raw / {b['vendor']['gzip'] / 1e3:,.0f} KB gz "
                f"({b['vendor']['files']} files)")
            gz = b["app"]["gzip"] / 1e3
            # the target is the boot's; the games' wheels the worker precaches count in the
            # first visit's bytes instead
            until_ready = key == "boot_requests"
            row(f"{label}: app's own payload",
                f"{b['app']['raw'] / 1e3:,.0f} KB raw / {gz:,.0f} KB gz ({b['app']['files']} files)",
                *((f"≤ {t:.0f} KB gz", mark(gz, t)) if until_ready else ()))
    play = results.get("playouts")
    if play is not None and not fail("playouts", play):
        for runtime in ("cpython", "pyodide"):
            section = play.get(runtime, {})
            if fail(f"playouts ({runtime})", section):
                continue
            for r in section["results"]:
                row(f"random playouts/s {r['game']} ({runtime}, {r['players']} players)",
                    f"{r['playouts_per_s']:,.1f}/s ({r['actions_per_s']:,.0f} actions/s)")
    bots = results.get("bots")
    if bots is not None:
        t = TARGETS["bot_move_p95_ms"]
        for game_id, b in bots.items():
            if fail(f"bot move {game_id}", b):
                continue
            row(f"bot move {game_id} ({b['level']}) p50 / p95, n={b['n']}",
                f"{b['p50']} / {b['p95']} ms", f"p95 ≤ {t:.0f} ms", mark(b["p95"], t))
    ui = results.get("ui")
    if ui is not None and not fail("UI action", ui):
        t = TARGETS["ui_action_p95_ms"]
        lay, frame = ui["layout_ms"], ui["frame_ms"]
        row(f"UI click → DOM + layout p50 / p95, n={ui['n']}", f"{lay['p50']} / {lay['p95']} ms",
            f"p95 ≤ {t:.0f} ms", mark(lay["p95"], t))
        row("UI click → next frame p50 / p95", f"{frame['p50']} / {frame['p95']} ms")
    width = [max(len(r[i]) for r in rows) if rows else 0 for i in range(4)]
    header = ("measure", "value", "target", "")
    lines = [" | ".join(h.ljust(w) for h, w in zip(header, width, strict=True)),
             "-+-".join("-" * w for w in width)]
    lines += [" | ".join(c.ljust(w) for c, w in zip(r, width, strict=True)) for r in rows]
    return "\n".join(lines)


def failures(results: dict[str, Any]) -> list[str]:
    """Sections that did not produce their figures (never timing targets)."""
    bad = []

    def walk(prefix: str, node: Any) -> None:
        if isinstance(node, dict):
            if "error" in node:
                bad.append(prefix)
            for key, value in node.items():
                walk(f"{prefix}.{key}" if prefix else key, value)

    walk("", results)
    return bad


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    runs = parser.add_mutually_exclusive_group()
    runs.add_argument("--quick", action="store_true", help="fewer runs")
    runs.add_argument("--smoke", action="store_true",
                      help="one load or sample of everything: checks that every figure can be measured")
    runs.add_argument("--cold-mobile", type=int, nargs="?", const=3, metavar="RUNS",
                      help="only the cold visit on slow 4G with a 4× slower CPU, app and bare "
                           "Pyodide alternating (default 3 runs of each; minutes per run)")
    parser.add_argument("--out", type=Path, default=HERE / "results.json")
    parser.add_argument("--only", default=",".join(SECTIONS),
                        help=f"comma-separated sections among {', '.join(SECTIONS)}")
    args = parser.parse_args(argv)
    sections = {s.strip() for s in args.only.split(",") if s.strip()}
    effort = EFFORTS["smoke" if args.smoke else "quick" if args.quick else "full"]
    unknown = sections - set(SECTIONS)
    if unknown:
        parser.error(f"unknown sections {sorted(unknown)}")
    dist = Path(os.environ.get("TERRALUDO_DIST", ROOT / "dist")).resolve()
    if not (dist / "index.html").exists():
        build(dist)
    started = time.perf_counter()
    if args.cold_mobile:
        load_start = round(os.getloadavg()[0], 2)
        cold = bench_cold_mobile(dist, args.cold_mobile)
        cold["load_average"] = [load_start, round(os.getloadavg()[0], 2)]
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(cold, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"\nCold visit, slow 4G, CPU ×{COLD_MOBILE['cpu_slowdown']} — Chromium "
              f"{cold['chromium']}, {os.cpu_count()} CPUs, load {cold['load_average'][0]}→"
              f"{cold['load_average'][1]}\n")
        print(cold_mobile_table(cold))
        print(f"\nwritten {args.out} in {time.perf_counter() - started:.0f} s")
        return 0
    results: dict[str, Any] = {
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "quick": effort.name != "full",
        "effort": effort.name,
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(),
                    "python": platform.python_version(),
                    "load_average_at_start": [round(x, 2) for x in os.getloadavg()]},
        "build": json.loads((dist / "build-info.json").read_text()),
        "targets": TARGETS,
    }
    node = shutil.which("node")
    if node:
        results["machine"]["node"] = subprocess.run([node, "--version"], capture_output=True,
                                                    text=True).stdout.strip()
    if "playouts" in sections:
        results["playouts"] = attempt(lambda: bench_playouts(dist, effort.playout_seconds))
    if sections & {"visit", "boot", "bots", "ui"}:
        browser_results = attempt(lambda: bench_browser(dist, sections, effort))
        if "error" in browser_results:
            results["browser"] = browser_results
        else:
            results["machine"]["chromium"] = browser_results.pop("chromium")
            results.update(browser_results)
    results["machine"]["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    results["seconds"] = round(time.perf_counter() - started, 1)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    m = results["machine"]
    print(f"\nTerraludo benchmarks — {results['date']} — {m['cpus']} CPUs, {m['platform']}, "
          f"Chromium {m.get('chromium', '?')}, Node {m.get('node', '?')}, "
          f"load {m['load_average_at_start'][0]}→{m['load_average_at_end'][0]}"
          f"{'' if effort.name == 'full' else f' ({effort.name} run)'}\n")
    print(table(results))
    print(f"\nwritten {args.out} in {results['seconds']:.0f} s")
    bad = failures(results)
    if bad:
        log("sections that failed: " + ", ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
