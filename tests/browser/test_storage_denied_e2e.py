"""A frame on another site, where the browser denies storage (issue 38): no raw error, the
set-up and the game say that games are not kept here, and "Exporter la partie" gives the game
as it is now."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from .conftest import ARTIFACTS, AppPage


@pytest.mark.own_context  # its page becomes another site's
def test_a_frame_without_storage_says_so_and_exports_the_game(app: AppPage, tmp_path: Path) -> None:
    from buildtasks.serve import make_server

    (tmp_path / "index.html").write_text(
        "<!doctype html><html lang=\"fr\"><head><title>Un site éducatif</title></head><body>"
        f"<iframe title=\"Terraludo\" src=\"{app.base}/?embed=1\" "
        "style=\"width:900px;height:700px;border:0\"></iframe></body></html>", encoding="utf-8")
    host = make_server(tmp_path, 0)
    threading.Thread(target=host.serve_forever, daemon=True).start()
    page = app.page
    page.set_viewport_size({"width": 1000, "height": 800})
    page.goto(f"http://localhost:{host.server_address[1]}/")
    frame = page.frame_locator("iframe")
    frame.locator("html[data-app-state=ready]").wait_for(timeout=60_000)
    denied = page.frames[1].evaluate(
        "() => { try { localStorage.setItem('x', '1'); return false } catch (e) { return true } }")
    assert denied, "this browser lets the frame store: the case is not the one tested"
    frame.locator('[data-arg="#/play/glace-et-ciel"]').click()
    frame.locator("form.setup").wait_for()
    notice = frame.locator(".keep-notice")
    assert "les parties ne sont pas gardées" in notice.inner_text()
    frame.locator('form.setup button[type="submit"]').click()
    frame.locator("button.hand-card").first.wait_for(timeout=30_000)
    assert "les parties ne sont pas gardées" in frame.locator(".keep-notice").inner_text()
    frame.locator("button.hand-card").first.click()
    frame.locator("button.cell.target").first.click()
    frame.locator("button.hand-card").first.wait_for(timeout=30_000)
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
    host.shutdown()
    # PyScript's IndexedDB cache rejects in such a frame (the bare IDB error Event, made
    # harmless by build.py); any other page error fails the test
    app.errors = [e for e in app.errors if e.strip() != "Event"]
