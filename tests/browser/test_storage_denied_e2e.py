"""A frame on another site, where the browser denies storage (issue 38): no raw error, the
set-up and the game say that games are not kept here, and "Exporter la partie" gives the game
as it is now."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from buildtasks.serve import serving

from .conftest import ARTIFACTS, READY_TIMEOUT_MS, WAIT_MS, AppPage, write_embedding_page


@pytest.mark.own_context  # its page becomes another site's
def test_a_frame_without_storage_says_so_and_exports_the_game(app: AppPage, tmp_path: Path) -> None:
    write_embedding_page(tmp_path, f"{app.base}/?embed=1", 900, 700)
    page = app.page
    page.set_viewport_size({"width": 1000, "height": 800})
    with serving(tmp_path, host="localhost") as host:
        page.goto(host + "/")
        frame = page.frame_locator("iframe")
        frame.locator("html[data-app-state=ready]").wait_for(timeout=READY_TIMEOUT_MS)
    denied = page.frames[1].evaluate(
        "() => { try { localStorage.setItem('x', '1'); return false } catch (e) { return true } }")
    assert denied, "this browser lets the frame store: the case is not the one tested"
    frame.locator('[data-arg="#/play/glace-et-ciel"]').click()
    frame.locator("form.setup").wait_for()
    notice = frame.locator(".keep-notice")
    assert "les parties ne sont pas gardées" in notice.inner_text()
    frame.locator('form.setup button[type="submit"]').click()
    frame.locator("button.hand-card").first.wait_for(timeout=WAIT_MS)
    assert "les parties ne sont pas gardées" in frame.locator(".keep-notice").inner_text()
    frame.locator("button.hand-card").first.click()
    frame.locator("button.cell.target").first.click()
    frame.locator("button.hand-card").first.wait_for(timeout=WAIT_MS)
    page.screenshot(path=str(ARTIFACTS / "frame-storage-denied.png"))
    with page.expect_download() as info:
        frame.locator("#export-now").click()
    saved = tmp_path / "partie.json"
    info.value.save_as(saved)
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["format"] == "terraludo-save" and record["game"] == "glace-et-ciel"
    assert len(record["actions"]) >= 1
    text = frame.locator("body").inner_text()
    assert "localStorage" not in text and "Error" not in text and "Traceback" not in text
    # PyScript's IndexedDB cache rejects in such a frame (the bare IDB error Event, made
    # harmless by build.py); any other page error fails the test
    app.errors = [e for e in app.errors if e.strip() != "Event"]
