"""dist/: the whole static site (``build``), and what a first visit and the offline cache hold."""

from __future__ import annotations

import hashlib
import json
import shutil
import time
from pathlib import Path

from buildtasks.app_wheel import APP_WHEEL_PATH, build_wheel
from buildtasks.common import DIST, ROOT, log
from buildtasks.icons import png_icon
from buildtasks.on_demand import ship_on_demand_wheels
from buildtasks.pins import MICROPYTHON_VERSION, PYODIDE_VERSION, PYSCRIPT_VERSION
from buildtasks.project import project_version
from buildtasks.serve import COMPRESSIBLE, gzipped
from buildtasks.shell import attr_json, shell_languages
from buildtasks.stdlib import stdlib_subset
from buildtasks.vendor import PYODIDE_FILES, PYSCRIPT_PLUGINS_OFF, pyscript_chunk, vendor

APP_NAME = "Terraludo"


def build(dist: Path = DIST) -> Path:
    started = time.perf_counter()
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    vendor(dist)
    wheel = build_wheel(dist / "app", dist / "vendor" / f"pyodide-{PYODIDE_VERSION}")
    ship_on_demand_wheels(dist / "app" / "wheels")
    static = ROOT / "web" / "static"
    for path in static.rglob("*"):
        if path.is_file() and not path.name.endswith(".template.js"):
            target = dist / "static" / path.relative_to(static)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
    # each game's own styles (web/games/<game>/table.css) follow the shell's in one stylesheet:
    # one request, and a game's table brings its look with its package
    game_css = sorted((ROOT / "web" / "games").glob("*/table.css"))
    if game_css:
        with (dist / "static" / "app.css").open("a", encoding="utf-8") as out:
            for css in game_css:
                out.write(f"\n/* --- {css.parent.name} --- */\n" + css.read_text(encoding="utf-8"))
    stylesheet = dist / "static" / "app.css"
    stylesheet.write_text(css_without_comments(stylesheet.read_text(encoding="utf-8")), encoding="utf-8")
    (dist / "static" / "icon-192.png").write_bytes(png_icon(192))
    (dist / "static" / "icon-512.png").write_bytes(png_icon(512))
    # PyScript's configurations are inlined in index.html (no request before Python starts)
    plugins = [f"!{name}" for name in PYSCRIPT_PLUGINS_OFF]
    runtime = dist / "vendor" / f"pyodide-{PYODIDE_VERSION}"
    stdlib = stdlib_subset(runtime / "python_stdlib.zip", runtime)
    app_config = {
        "interpreter": f"./vendor/pyodide-{PYODIDE_VERSION}/pyodide.mjs",
        "stdlib": f"./vendor/pyodide-{PYODIDE_VERSION}/{stdlib.name}",
        # written as it is: web/main.py unpacks it (PyScript's "/*" unpacks only zip and tar)
        "files": {f"./app/{wheel.name}": APP_WHEEL_PATH},
        "plugins": plugins,
    }
    watchdog_config = {
        "interpreter": f"./vendor/micropython-{MICROPYTHON_VERSION}/micropython.mjs",
        "plugins": plugins,
    }
    manifest = {
        "name": "Terraludo — jeux pour la planète",
        "short_name": APP_NAME,
        "description": "Cinq jeux éducatifs sur le climat, l'écologie, les animaux et le ciel.",
        "lang": "fr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#faf6e8",
        "theme_color": "#1e64b4",
        "icons": [
            {"src": "static/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "static/icon-512.png", "sizes": "512x512", "type": "image/png",
             "purpose": "any maskable"},
        ],
    }
    (dist / "manifest.webmanifest").write_text(json.dumps(manifest, ensure_ascii=False, indent=2))
    index = shell_languages((ROOT / "index.html").read_text(encoding="utf-8"))
    pyscript = f"./vendor/pyscript-{PYSCRIPT_VERSION}"
    index = index.replace("{{PYSCRIPT}}", pyscript)
    index = index.replace("{{APP_CONFIG}}", attr_json(app_config))
    index = index.replace("{{WATCHDOG_CONFIG}}", attr_json(watchdog_config))
    # the watchdog is inline (no request): it picks the shell's language, so the sooner it runs
    # the sooner the shell's texts show
    watchdog = (ROOT / "web" / "watchdog.py").read_text(encoding="utf-8")
    # its comment lines stay in web/watchdog.py: every first visit would download them (~1/3 of it)
    watchdog = "\n".join(line for line in watchdog.splitlines()
                         if not line.lstrip().startswith("#")) + "\n"
    if "</" in watchdog or "{{" in watchdog:
        raise SystemExit("web/watchdog.py cannot be inlined: it contains '</' or '{{'")
    core_chunk = pyscript_chunk(dist, "core.js", "core")
    total = boot_bytes(dist, wheel, stdlib, core_chunk)
    if watchdog.count("\nBOOT_BYTES = 0\n") != 1:
        raise SystemExit("web/watchdog.py: the line 'BOOT_BYTES = 0' is missing")
    watchdog = watchdog.replace("\nBOOT_BYTES = 0\n", f"\nBOOT_BYTES = {total}\n")
    index = index.replace("{{WATCHDOG}}", watchdog.strip())
    # the app's entry point is inline too: no request for it after the wheel is unpacked
    main = (ROOT / "web" / "main.py").read_text(encoding="utf-8")
    if "</" in main or "{{" in main:
        raise SystemExit("web/main.py cannot be inlined: it contains '</' or '{{'")
    if f'open("{APP_WHEEL_PATH}", "rb")' not in main:
        raise SystemExit(f"web/main.py must unpack the app's wheel from {APP_WHEEL_PATH}")
    index = index.replace("{{MAIN}}", main.strip())
    # the browser fetches and compiles PyScript's main chunk, its error plugin (loaded before
    # Python starts) and Pyodide's loader while it parses the page, instead of one after the
    # other once PyScript has started (~40 ms)
    preloads = [f"{pyscript}/{core_chunk}", f"{pyscript}/{pyscript_chunk(dist, core_chunk, 'error')}",
                f"./vendor/pyodide-{PYODIDE_VERSION}/pyodide.mjs",
                f"./vendor/micropython-{MICROPYTHON_VERSION}/micropython.mjs"]
    # MicroPython (the watchdog, which shows the shell's texts) is fetched at once too: it must
    # run before Pyodide's long tasks hold the main thread. (micropython.mjs fetches its wasm
    # with credentials "same-origin", which `crossorigin` matches.)
    # The app's wheel too: PyScript asks for it only once Pyodide has started, and then waits
    # for it; fetched while Pyodide loads, it is there when asked for (PyScript's fetch is a
    # same-origin CORS request, which `crossorigin` matches).
    fetched = [f"./vendor/micropython-{MICROPYTHON_VERSION}/micropython.wasm", f"./app/{wheel.name}",
               f"./vendor/pyodide-{PYODIDE_VERSION}/{stdlib.name}"]
    # Pyodide's WebAssembly (3.5 MB gzip, most of the boot's bytes) is requested first, from
    # the page's first bytes: otherwise it starts only once PyScript has started and called
    # loadPyodide, seconds later on a slow network, and finishes last. Pyodide fetches it with
    # a plain same-origin fetch() (mode cors, credentials same-origin), which a preload with
    # `as="fetch" crossorigin` matches, so the browser hands it the preloaded response: one
    # download. Pyodide's own loader module follows it at once.
    # Only on a first visit: the page the service worker keeps drops every tag marked
    # `data-first-visit` (web/static/sw.template.js). On a warm start the preloaded response
    # comes without V8's cached compiled code, and Pyodide's load took 3.6 s instead of 1.8 s
    # (A/B, seven alternating warm loads each).
    runtime_wasm = (f'<link rel="preload" as="fetch" type="application/wasm" crossorigin data-first-visit '
                    f'href="./vendor/pyodide-{PYODIDE_VERSION}/pyodide.asm.wasm">\n  '
                    f'<link rel="modulepreload" href="./vendor/pyodide-{PYODIDE_VERSION}/pyodide.asm.mjs">')
    index = index.replace("{{RUNTIME_PRELOAD}}", runtime_wasm)
    index = index.replace("{{MODULEPRELOAD}}", "\n  ".join(
        [f'<link rel="modulepreload" href="{href}">' for href in preloads]
        + [f'<link rel="preload" as="fetch" crossorigin href="{href}">' for href in fetched]))
    if "{{" in index:
        raise SystemExit("index.html: a {{placeholder}} was left unfilled")
    (dist / "index.html").write_text(index, encoding="utf-8")
    # the service worker's version is a hash of every file; it precaches what the app loads
    files = sorted(p for p in dist.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(dist).as_posix().encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    digest.update((static / "sw.template.js").read_bytes())
    version = digest.hexdigest()[:16]
    urls = ["./"] + precache_list(dist, core_chunk)
    sw = (static / "sw.template.js").read_text(encoding="utf-8")
    sw = sw.replace("__VERSION__", version).replace("__FILES__", json.dumps(urls, indent=1))
    (dist / "sw.js").write_text(sw, encoding="utf-8")
    (dist / "build-info.json").write_text(json.dumps(
        {"version": version, "app_version": project_version(), "pyodide": PYODIDE_VERSION,
         "pyscript": PYSCRIPT_VERSION, "wheel": wheel.name, "stdlib": stdlib.name}, indent=2))
    log(f"built {dist} ({len(files) + 2} files, version {version}) in "
        f"{time.perf_counter() - started:.1f}s")
    return dist


def css_without_comments(css: str) -> str:
    """A stylesheet without its comments (a quarter of app.css on the wire, downloaded by
    every first visit; they stay in web/static/app.css) nor the lines they leave empty.
    Strings are read over, so a ``/*`` inside quotes stays."""
    out: list[str] = []
    i = 0
    while i < len(css):
        char = css[i]
        if char in "\"'":
            end = i + 1
            while end < len(css) and css[end] != char:
                end += 2 if css[end] == "\\" else 1
            out.append(css[i:end + 1])
            i = end + 1
        elif css.startswith("/*", i):
            end = css.find("*/", i + 2)
            if end < 0:
                raise SystemExit("app.css: a comment is not closed")
            i = end + 2
        else:
            out.append(char)
            i += 1
    return "\n".join(line for line in "".join(out).splitlines() if line.strip()) + "\n"


def boot_bytes(dist: Path, wheel: Path, stdlib: Path, core_chunk: str) -> int:
    """What a first visit downloads until the app is ready, as a host that compresses like
    GitHub Pages sends it (the watchdog's progress counts against it): the runtimes, PyScript's
    chunks, the standard library subset, the app wheel and the stylesheet."""
    pyscript = dist / "vendor" / f"pyscript-{PYSCRIPT_VERSION}"
    runtime = dist / "vendor" / f"pyodide-{PYODIDE_VERSION}"
    micropython = dist / "vendor" / f"micropython-{MICROPYTHON_VERSION}"
    files = [runtime / n for n in PYODIDE_FILES if n != "python_stdlib.zip"]
    files += [stdlib, wheel, dist / "static" / "app.css", micropython / "micropython.mjs",
              micropython / "micropython.wasm"]
    files += [pyscript / n for n in ("core.js", "core.css", core_chunk,
                                     pyscript_chunk(dist, core_chunk, "error"))]
    return sum(len(gzipped(str(p))) if p.name.endswith(COMPRESSIBLE) else p.stat().st_size
               for p in files)


def precache_list(dist: Path, core_chunk: str) -> list[str]:
    """What the service worker keeps for offline play: every file the app loads, and nothing
    else. Pyodide's whole python_stdlib.zip stays in dist/ (the tests under Node load it) but
    the page loads the subset. From PyScript, only what it loads before Python starts (its main and error chunks:
    the editor, terminal, pygame and TOML chunks are never requested, their plugins are off);
    index.html is kept as "./" (the page's own address)."""
    pyscript = dist / "vendor" / f"pyscript-{PYSCRIPT_VERSION}"
    pyscript_used = {"core.js", "core.css", core_chunk, pyscript_chunk(dist, core_chunk, "error")}
    out = []
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        rel = path.relative_to(dist).as_posix()
        if rel in ("index.html", "sw.js", "build-info.json"):
            continue
        if path.parent == pyscript and path.name not in pyscript_used:
            continue
        if rel == f"vendor/pyodide-{PYODIDE_VERSION}/python_stdlib.zip":
            continue  # the whole standard library: the page loads the subset (stdlib_subset)
        out.append(rel)
    return out
