"""The challenge timer heard at the table: Léa draws, nobody watches the clock, and the last
five seconds tick softly, zero chimes and vibrates (the browser's clock run forward by
Playwright; what the page asked to play and vibrate recorded by a spy)."""

from __future__ import annotations

import pytest

from .conftest import AppPage
from .test_climat_e2e import TIMEOUT, _seed_dealing

SPY = """window.__played = []; window.__vibrated = [];
const play = HTMLMediaElement.prototype.play;
HTMLMediaElement.prototype.play = function () {
  window.__played.push(this.src.length); return play.call(this).catch(() => {}); };
navigator.vibrate = (pattern) => { window.__vibrated.push(JSON.stringify(pattern)); return true; };"""


@pytest.mark.own_context  # the page's clock and a script of its own
def test_the_drawing_timer_is_heard_when_time_runs_out(app: AppPage) -> None:
    app.set_reduced_motion()
    app.context.add_init_script(SPY)
    page = app.page
    page.clock.install()
    app.open("/")
    page.click('[data-arg="#/play/climat-tic-tac"]')
    page.wait_for_selector("form.setup")
    page.select_option('select[name="players"]', "3")
    page.select_option('select[name="kind-2"]', "human")
    page.select_option('select[name="timer"]', "30")
    assert page.locator('select[name="sound"]').input_value() == "on"
    page.fill('input[name="name-0"]', "Léa")
    page.fill('input[name="name-2"]', "Hugo")
    page.click("form.setup details summary")
    page.fill("#seed", _seed_dealing("drawing", 3))
    page.click('button[type="submit"]')
    page.wait_for_selector("button.ctt-challenge", timeout=TIMEOUT)
    page.locator("button.ctt-challenge").first.click()
    page.wait_for_selector("#handoff-ready", timeout=TIMEOUT)
    page.click("#handoff-ready")
    page.wait_for_selector(".ctt-panel:not(.wait) .ctt-words", timeout=TIMEOUT)
    page.locator('.ctt-panel .ctt-words button[data-cmd="act"]').first.click()
    page.wait_for_selector('[data-arg="go:"]', timeout=TIMEOUT)
    page.click('[data-arg="go:"]')
    page.wait_for_selector(".timer", timeout=TIMEOUT)
    assert page.locator(".timer-face").inner_text() == "0:30"
    for _ in range(24):
        page.clock.run_for(1000)
    assert page.evaluate("window.__played.length") == 0  # quiet until the last five seconds
    for _ in range(8):
        page.clock.run_for(1000)
    assert page.locator(".timer-face").inner_text() == "0:00"
    played = page.evaluate("window.__played")
    assert len(played) == 6 and played[-1] > played[0]  # five soft ticks, then the longer chime
    assert page.evaluate("window.__vibrated") == ["[250,120,250,120,400]"]
