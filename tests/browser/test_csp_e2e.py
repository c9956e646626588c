"""The page's Content-Security-Policy (issue 38): the app and its runtime boot under it, and a
game of each kind is set up and played a few taps, with no violation reported."""

from __future__ import annotations

import pytest

from .conftest import POLL_MS, WAIT_MS, AppPage

GAMES = ("climat-tic-tac", "glace-et-ciel", "ecotopia", "defis-nature", "planete-ciel-espace")
#: what a person may tap at the table: a move, a table's step, "Continuer", "Je suis …"
TAPPABLE = ("#board button[data-cmd=act]:not(:disabled), #board button[data-cmd=ui]:not(:disabled),"
            " #moment-ok:not(:disabled), #handoff-ready")


@pytest.fixture()
def watched(app: AppPage) -> AppPage:
    app.context.add_init_script(
        "window.__violations = [];"
        " document.addEventListener('securitypolicyviolation', e => window.__violations.push("
        "e.violatedDirective + ' ' + e.blockedURI));")
    app.set_reduced_motion()
    return app


@pytest.mark.own_context  # a script of its own in the page
def test_the_page_boots_and_plays_each_game_under_its_policy(watched: AppPage) -> None:
    app = watched
    app.open("/")
    page = app.page
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content") or ""
    assert "default-src 'self'" in policy and "object-src 'none'" in policy
    assert "'unsafe-inline'" not in policy.split("script-src", 1)[1].split(";", 1)[0]
    for game_id in GAMES:
        page.goto(f"{app.base}/#/play/{game_id}")
        page.wait_for_selector("form.setup", timeout=WAIT_MS)
        page.click('form.setup button[type="submit"]')
        page.wait_for_selector(TAPPABLE, timeout=WAIT_MS)
        for _ in range(6):  # a few taps of what the table offers
            target = page.locator(TAPPABLE).first
            if not target.count():
                break
            target.click()
            page.wait_for_timeout(200)
        assert page.evaluate("window.__violations") == [], game_id
        assert page.locator(".flash.error").count() == 0, page.locator(".flash.error").inner_text()
    page.wait_for_function("document.documentElement.dataset.appState === 'ready'", polling=POLL_MS)
