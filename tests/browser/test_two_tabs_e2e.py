"""One game in two tabs of one browser (issue 38): they play it in turn, no move is lost, and
the tab behind is told at once ("Cette partie a continué dans un autre onglet") and takes the
game up as it is now."""

from __future__ import annotations

import json
from typing import Any

import pytest

from .conftest import ARTIFACTS, POLL_MS, READY_TIMEOUT_MS, SHORT_WAIT_MS, WAIT_MS, AppPage

NOTICE = "Cette partie a continué dans un autre onglet"


def _stored_moves(page: Any, save_id: str) -> int:
    raw = page.evaluate(f"localStorage.getItem('terraludo@/:save:{save_id}')")
    return len(json.loads(raw)["actions"])


def _play_a_turn(page: Any, save_id: str) -> None:
    """The human's card and cell, then wait until the bots have handed the turn back (the
    save says whose turn it is), a generation's end closed on the way."""
    before = _stored_moves(page, save_id)
    page.locator("button.hand-card").first.click()
    page.locator("button.cell.target").first.click()
    back = (f"(() => {{ const r = JSON.parse(localStorage.getItem('terraludo@/:save:{save_id}'));"
            f" return r.actions.length > {before} && r.summary.to_move.length === 1"
            " && r.summary.to_move[0] === 0 && !!document.querySelector('button.hand-card')"
            " || !!document.querySelector('#moment-ok'); })()")
    for _ in range(5):
        page.wait_for_function(back, timeout=WAIT_MS, polling=POLL_MS)
        if not page.locator("#moment-ok").count():
            return
        page.click("#moment-ok")
    raise AssertionError("the turn never came back")


@pytest.mark.own_context  # two pages on one storage
def test_two_tabs_on_one_game_lose_no_move_and_the_tab_behind_is_told(app: AppPage) -> None:
    app.set_reduced_motion()
    app.open("/")
    app.start_game("glace-et-ciel", 3, until="button.hand-card")
    tab_a = app.page
    address = tab_a.url
    save_id = address.rsplit("/", 1)[1]
    tab_b = app.context.new_page()
    errors_b: list[str] = []
    tab_b.on("pageerror", lambda e: errors_b.append(str(e)))
    tab_b.goto(address)
    tab_b.wait_for_selector("html[data-app-state=ready]", timeout=READY_TIMEOUT_MS)
    tab_b.wait_for_selector("button.hand-card", timeout=WAIT_MS)
    stored = _stored_moves(tab_a, save_id)
    tabs = (tab_a, tab_b)
    for turn in range(4):
        tab, other = tabs[turn % 2], tabs[(turn + 1) % 2]
        if turn:  # told by the other tab's write: it takes the game up as it is now
            assert NOTICE in tab.locator("#main").inner_text()
            tab.click("#take-up")
            tab.wait_for_selector("button.hand-card", timeout=WAIT_MS)
        _play_a_turn(tab, save_id)
        now = _stored_moves(tab, save_id)
        assert now > stored, f"turn {turn}: the save holds {now} moves, it held {stored}"
        stored = now
        # the other tab hears of it (the storage event) before anyone taps there
        other.wait_for_selector("#elsewhere-h", timeout=SHORT_WAIT_MS)
        assert other.locator("button.hand-card").count() == 0
        if turn == 0:
            other.screenshot(path=str(ARTIFACTS / "two-tabs-behind.png"))
    assert _stored_moves(tab_a, save_id) == stored
    assert not errors_b, errors_b
