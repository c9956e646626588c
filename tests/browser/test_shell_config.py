"""The built shell (dist/index.html): PyScript's configurations are inlined, and everything the
page names before Python starts exists in dist/ — a broken path here is a page that never boots.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser  # needs the built dist/ (vendored runtime)


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: dict[int, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        if self.tags:
            self.text[len(self.tags) - 1] = self.text.get(len(self.tags) - 1, "") + data


def _tags(dist: Path) -> list[tuple[str, dict[str, str | None]]]:
    parser = _Tags()
    parser.feed((dist / "index.html").read_text(encoding="utf-8"))
    return parser.tags


def _configs(dist: Path) -> dict[str, dict]:
    parser = _Tags()
    parser.feed((dist / "index.html").read_text(encoding="utf-8"))
    out = {}
    for i, (tag, attrs) in enumerate(parser.tags):
        if tag == "script" and attrs.get("type") in ("py", "mpy"):
            out[str(attrs["type"])] = {"config": json.loads(str(attrs["config"])),
                                       "src": attrs.get("src"), "code": parser.text.get(i, "")}
    return out


def test_no_placeholder_is_left(dist: Path) -> None:
    assert "{{" not in (dist / "index.html").read_text(encoding="utf-8")


def test_configs_are_inline_and_point_at_files_that_exist(dist: Path) -> None:
    configs = _configs(dist)
    assert set(configs) == {"py", "mpy"}
    for script in configs.values():
        config = script["config"]
        assert (dist / config["interpreter"]).is_file(), config["interpreter"]
        # the plugins the app has no use for are off; the error plugin stays on
        assert "!py-editor" in config["plugins"] and "!error" not in config["plugins"]
    # the watchdog is inline (it chooses the shell's language: no request before it runs), and
    # so is the app's entry point (no request after the wheel is unpacked)
    assert configs["mpy"]["src"] is None and "def check_boot" in configs["mpy"]["code"]
    assert configs["py"]["src"] is None and "from web.browser import start" in configs["py"]["code"]
    assert not (dist / "main.py").exists(), "a stale entry point would mislead"
    files = configs["py"]["config"]["files"]
    assert len(files) == 1, "only the app wheel is unpacked at boot"
    [(source, target)] = files.items()
    # the wheel is xz-compressed as a whole: written as it is, the inline entry point unpacks it
    assert (dist / source).is_file() and source.endswith(".whl.xz")
    assert (dist / source).read_bytes().startswith(b"\xfd7zXZ\x00")
    assert f'open("{target}", "rb")' in configs["py"]["code"]
    # the page loads the standard library subset, not Pyodide's whole python_stdlib.zip
    stdlib = dist / configs["py"]["config"]["stdlib"]
    assert stdlib.is_file() and stdlib.name.startswith("python_stdlib-")
    assert stdlib.stat().st_size < (stdlib.parent / "python_stdlib.zip").stat().st_size / 2
    assert not (dist / "pyscript.json").exists(), "a stale configuration file would mislead"


def test_module_preloads_exist(dist: Path) -> None:
    preloads = [attrs["href"] for tag, attrs in _tags(dist)
                if tag == "link" and attrs.get("rel") == "modulepreload"]
    assert len(preloads) == 5
    for href in preloads:
        assert (dist / str(href)).is_file(), href
    fetched = [attrs for tag, attrs in _tags(dist) if tag == "link" and attrs.get("rel") == "preload"]
    # Pyodide's WebAssembly first (most of the boot's bytes), then MicroPython's (the watchdog
    # runs first), the app's wheel and the standard library subset (fetched while Pyodide
    # loads), each the very file the boot asks for
    config = _configs(dist)["py"]["config"]
    wheel, stdlib = Path(next(iter(config["files"]))).name, Path(config["stdlib"]).name
    assert [Path(str(a["href"])).name for a in fetched] == [
        "pyodide.asm.wasm", "micropython.wasm", wheel, stdlib]
    assert all((dist / str(a["href"])).is_file() for a in fetched)
    # fetch() in Pyodide and PyScript is a same-origin CORS request: only a preload `as="fetch"`
    # with `crossorigin` is reused by it (else the file is downloaded twice)
    assert all(a.get("as") == "fetch" and "crossorigin" in a for a in fetched)


def test_runtime_wasm_is_requested_before_anything_else(dist: Path) -> None:
    """The runtime's WebAssembly is the boot's longest download: its preload is the first
    request the page makes, before the stylesheets and scripts."""
    requests = [attrs for tag, attrs in _tags(dist)
                if (tag == "link" and attrs.get("rel") in ("preload", "modulepreload", "stylesheet"))
                or (tag == "script" and attrs.get("src"))]
    first = requests[0]
    assert str(first["href"]).endswith("/pyodide.asm.wasm") and first.get("type") == "application/wasm"


def test_the_stylesheet_is_shipped_without_its_comments_and_means_the_same(dist: Path, browser: Any) -> None:
    """dist/static/app.css is the shell's stylesheet and each game's table.css, sent without
    their comments (every first visit downloads it): the browser reads the same rules from it
    as from the sources, and a ``/*`` inside a string is not taken for a comment."""
    from buildtasks.site import css_without_comments

    assert css_without_comments('a { content: "/* kept */"; } /* gone */\n\nb { x: 1 }\n') \
        == 'a { content: "/* kept */"; } \nb { x: 1 }\n'
    root = Path(__file__).resolve().parents[2]
    sources = (root / "web" / "static" / "app.css").read_text(encoding="utf-8") + "".join(
        "\n" + css.read_text(encoding="utf-8") for css in sorted((root / "web" / "games").glob("*/table.css")))
    shipped = (dist / "static" / "app.css").read_text(encoding="utf-8")
    assert "/*" not in shipped.replace('"/*', "")
    assert len(shipped) < len(sources) * 0.9
    page = browser.new_page()
    try:
        rules = "(css) => { const s = new CSSStyleSheet(); s.replaceSync(css); return [...s.cssRules].map((r) => r.cssText); }"
        assert page.evaluate(rules, shipped) == page.evaluate(rules, sources)
    finally:
        page.close()


def test_the_standard_library_subset_is_shipped_without_docstrings_even_in_newer_syntax(dist: Path) -> None:
    """The subset's sources are sent without docstrings and comment lines, including those the
    build's Python is too old to parse (3.14 syntax: stripped by the runtime's own Python), and
    each still has its lines in place (tracebacks keep their line numbers)."""
    import zipfile

    stdlib = dist / _configs(dist)["py"]["config"]["stdlib"]
    with zipfile.ZipFile(stdlib) as subset, zipfile.ZipFile(stdlib.parent / "python_stdlib.zip") as full:
        for name in ("typing.py", "dataclasses.py", "traceback.py", "annotationlib.py", "site.py", "json/__init__.py"):
            shipped, source = subset.read(name).decode(), full.read(name).decode()
            assert len(shipped) < 0.8 * len(source), name
            assert shipped.count("\n") == source.count("\n"), name
