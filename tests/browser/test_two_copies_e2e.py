"""Two copies of the app under two paths of one site, as GitHub Pages serves a user's projects
(issue 38): after one copy updates, the other still starts offline (each deletes only its own
old caches), and each lists only its own saves."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from buildtasks.serve import serving

from .conftest import POLL_MS, READY_TIMEOUT_MS, AppPage


@pytest.fixture()
def site(dist: Path, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    root = tmp_path / "site"
    for path in ("a", "b"):
        shutil.copytree(dist, root / path)
    with serving(root) as address:
        yield address, root


def _open_controlled(page: Any, address: str) -> None:
    """Open the app at ``address`` and wait until its service worker controls the page."""
    page.goto(address)
    page.wait_for_selector("html[data-app-state=ready]", timeout=READY_TIMEOUT_MS)
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=READY_TIMEOUT_MS, polling=POLL_MS)


@pytest.mark.own_context  # service workers, two pages
def test_one_copy_updating_leaves_the_other_starting_offline(app: AppPage, site: tuple[str, Path]) -> None:
    origin, root = site
    page_a = app.page
    _open_controlled(page_a, origin + "/a/")
    app.base = origin + "/a"
    app.start_game("glace-et-ciel", 3, until="button.hand-card")
    page_b = app.context.new_page()
    _open_controlled(page_b, origin + "/b/")
    assert page_b.locator("li.save").count() == 0  # /a/'s game is not /b/'s
    # /b/ updates: its new worker takes over and deletes its old cache, and only its own
    sw = root / "b" / "sw.js"
    sw.write_text(sw.read_text(encoding="utf-8").replace('const VERSION = "', 'const VERSION = "next-'),
                  encoding="utf-8")
    page_b.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    page_b.wait_for_selector(".update-banner", timeout=READY_TIMEOUT_MS)
    page_b.click('.update-banner [data-cmd="reload"]')
    page_b.wait_for_function("document.querySelector('.update-banner') === null", timeout=READY_TIMEOUT_MS,
                             polling=POLL_MS)
    page_b.wait_for_selector("html[data-app-state=ready]", timeout=READY_TIMEOUT_MS)
    keys = page_b.evaluate("caches.keys()")
    assert any(k.startswith("terraludo-/b/-next-") for k in keys), keys
    assert any(k.startswith("terraludo-/a/-") for k in keys), keys  # /a/'s cache kept
    app.context.set_offline(True)
    try:
        # each copy starts offline, with its own saves: /a/'s game, none at /b/
        for address, saves in ((origin + "/a/", 1), (origin + "/b/", 0)):
            page_a.goto(address)
            page_a.wait_for_selector("html[data-app-state=ready]", timeout=READY_TIMEOUT_MS)
            assert page_a.locator(".game-card").count() == 5
            assert page_a.locator("li.save").count() == saves, address
    finally:
        app.context.set_offline(False)
