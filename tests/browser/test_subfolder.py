"""dist/ published under a subfolder, as GitHub Pages publishes a project
(https://<owner>.github.io/terraludo/), with its caching headers (max-age=600) and gzip: boot,
a saved game resumed after reload, offline reload, and the update banner (issue 12, item 2)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from buildtasks.serve import serving

from .conftest import POLL_MS, READY_TIMEOUT_MS, WAIT_MS, AppPage
from .test_e2e import board_text, play_one_turn, start_glace

PREFIX = "/terraludo"


@pytest.fixture()
def pages(dist: Path, tmp_path: Path) -> Iterator[tuple[str, Path, list[dict[str, Any]]]]:
    """A copy of dist/ at /terraludo/ on a server that behaves like GitHub Pages; yields the
    app's address, the copy and the log of every response the server sent."""
    site = tmp_path / "site"
    shutil.copytree(dist, site / PREFIX.strip("/"))
    sink: list[dict[str, Any]] = []
    with serving(site, cache_control="max-age=600", sink=sink) as address:
        yield address + PREFIX, site / PREFIX.strip("/"), sink


def _precache_list(site: Path) -> list[str]:
    text = (site / "sw.js").read_text(encoding="utf-8")
    return list(json.loads(text.split("const FILES = ", 1)[1].split(";", 1)[0]))


def _wait_controlled(app: AppPage) -> None:
    app.page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller"
                               " !== null", timeout=READY_TIMEOUT_MS, polling=POLL_MS)
    app.page.evaluate("navigator.serviceWorker.ready.then(() => true)")


@pytest.mark.own_context  # its service worker, offline
def test_boot_play_resume_and_offline_under_a_subfolder(app: AppPage, pages: Any) -> None:
    base, site, sink = pages
    app.base = base
    app.set_reduced_motion()
    app.open("/")
    page = app.page
    assert page.locator(".game-card").count() == 5
    start_glace(app)
    play_one_turn(app)
    page.wait_for_selector("button.hand-card", timeout=WAIT_MS)
    before = board_text(app)
    game_url = page.url
    assert game_url.startswith(base + "/#/game/")
    _wait_controlled(app)
    page.wait_for_timeout(500)
    # everything the app asked for is under the subfolder, and kept for offline play
    origin = base[: -len(PREFIX)]
    asked = {u[len(base) + 1:].split("?")[0].split("#")[0] or "./" for u in app.requests
             if u.startswith(origin)}
    assert all(u.startswith(base) for u in app.requests if u.startswith(origin)), app.requests
    precache = set(_precache_list(site))
    assert asked - {"sw.js", "index.html"} <= precache, asked - precache
    # each file came from the server once (a 304 revalidation carries no body)
    downloads: dict[str, int] = {}
    for r in sink:
        if r["status"] == 200:
            downloads[r["path"]] = downloads.get(r["path"], 0) + 1
    assert [p for p, n in downloads.items() if n > 1] == []
    # a saved game resumed after a reload, online then offline
    page.reload()
    app.wait_ready()
    page.wait_for_selector(".glace-board")
    assert board_text(app) == before
    app.context.set_offline(True)
    try:
        page.goto(base + "/")
        app.wait_ready()
        assert page.locator(".game-card").count() == 5
        page.locator('li.save [data-cmd="go"]').first.click()
        page.wait_for_selector(".glace-board")
        assert board_text(app) == before
        page.reload()
        app.wait_ready()
        page.wait_for_selector(".glace-board")
        assert board_text(app) == before
        assert play_one_turn(app)  # and the game goes on offline
    finally:
        app.context.set_offline(False)


@pytest.mark.own_context  # its service worker
def test_update_banner_under_a_subfolder(app: AppPage, pages: Any) -> None:
    """A new build served at the same address is announced by the banner; the new version's
    precache downloads none of the unchanged runtime files again."""
    base, site, sink = pages
    app.base = base
    app.open("/")
    page = app.page
    _wait_controlled(app)
    sw = site / "sw.js"
    sw.write_text(sw.read_text(encoding="utf-8").replace('const VERSION = "', 'const VERSION = "next-'),
                  encoding="utf-8")
    seen = len(sink)
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    page.wait_for_selector(".update-banner", timeout=READY_TIMEOUT_MS)
    assert "Nouvelle version disponible" in page.locator(".update-banner").inner_text()
    vendor_again = [r["path"] for r in sink[seen:] if "/vendor/" in r["path"] and r["status"] == 200]
    assert vendor_again == []
    page.click('.update-banner [data-cmd="reload"]')
    page.wait_for_function("document.querySelector('.update-banner') === null", timeout=READY_TIMEOUT_MS, polling=POLL_MS)
    app.wait_ready()
    keys = page.evaluate("caches.keys()")
    mine = f"terraludo-{PREFIX}/-"  # a copy's caches carry its path (issue 38)
    assert any(k.startswith(mine + "next-") for k in keys)
    assert not any(k.startswith("terraludo-") and not k.startswith(mine + "next-") for k in keys)
