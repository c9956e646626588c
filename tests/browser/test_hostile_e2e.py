"""Hostile links and files in the browser (issue 38): the nested replay link of 103 characters
and a 20 KB nested import are refused with a clear message, the app keeps running, and a
reload works."""

from __future__ import annotations

import json
from pathlib import Path

from .conftest import SHORT_WAIT_MS, AppPage

#: 10,000 nested arrays, compressed: it used to keep the app from starting at every reload
NESTED_LINK = "#/replay/1.eNrtwQENAAAMAqCgzv41zPEPSAAAAAAAAAAAAOC-AgAAAAAAAAAAwAMDHO4VJQ"


def _still_running(app: AppPage) -> None:
    """The home page answers: a game's set-up opens, and home again."""
    page = app.page
    page.click('[data-arg="#/play/glace-et-ciel"]')
    page.wait_for_selector("form.setup")
    page.click('.subnav [data-cmd="go"]')
    page.wait_for_selector(".game-card")


def test_the_nested_replay_link_says_so_and_the_app_starts(app: AppPage) -> None:
    app.open("/" + NESTED_LINK)
    page = app.page
    flash = page.locator(".flash.error")
    assert "illisible" in flash.inner_text()
    assert page.locator(".game-card").count() == 5
    assert page.locator(".boot-error").is_hidden()
    _still_running(app)
    app.open("/" + NESTED_LINK)  # opened again, and reloaded: the app starts each time
    page.reload()
    app.wait_ready()
    assert page.locator(".game-card").count() == 5


def test_a_nested_import_says_so_and_the_app_keeps_running(app: AppPage, tmp_path: Path) -> None:
    app.open("/")
    page = app.page
    nested = tmp_path / "partie.json"
    nested.write_text("[" * 10_000 + "]" * 10_000, encoding="utf-8")
    app.import_save(nested)
    flash = page.locator(".flash.error")
    flash.wait_for(timeout=SHORT_WAIT_MS)
    assert "trop gros ou trop imbriqué" in flash.inner_text()
    assert page.locator('li.save').count() == 0  # nothing stored
    app.shot("nested-import-refused")
    _still_running(app)
    page.reload()
    app.wait_ready()
    assert page.locator(".game-card").count() == 5


def test_a_tampered_import_is_refused_as_modified(app: AppPage, tmp_path: Path) -> None:
    """A Glace save exported, its hands swapped in the saved position, imported again: refused
    with its reason ("modifiée"), nothing stored; the game it came from is untouched."""
    app.set_reduced_motion()
    app.open("/")
    page = app.page
    app.start_game("glace-et-ciel", 3, until="button.hand-card")
    saved = tmp_path / "partie.json"
    record = app.export_save(saved)
    hands = record["snapshot"]["hands"]
    hands[0], hands[1] = hands[1], hands[0]
    saved.write_text(json.dumps(record), encoding="utf-8")
    app.open("/")
    app.import_save(saved)
    flash = page.locator(".flash.error")
    flash.wait_for(timeout=SHORT_WAIT_MS)
    assert "modifiée" in flash.inner_text()
    assert page.locator("li.save").count() == 1  # the game it came from, nothing more
