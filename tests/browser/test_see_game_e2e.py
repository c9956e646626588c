"""See the game happen (issue 35) in headless Chromium: with one person and robots, after the
robots' moves the parts they changed carry ``data-changed`` and are on the first screen when
the person's turn comes back, at 1024×768 and 390×844; the person's own move is marked too;
with reduced motion the marks stay, without their animation."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import WAIT_MS, AppPage, hold_at

SIZES = ((1024, 768), (390, 844))

#: the changed parts none of whose marked elements lies in the window, as the person sees it
#: (their own scroll position); a part may be drawn twice (a seat's row in the folded scores
#: and in the line above the step): one in view is enough
OFF_SCREEN = """() => {
  const seen = new Map();
  for (const el of document.querySelectorAll('#board [data-part][data-changed]')) {
    const name = el.getAttribute('data-part');
    const r = el.getBoundingClientRect();
    const shown = el.getClientRects().length > 0 && r.bottom > 0 && r.top < innerHeight
      && r.right > 0 && r.left < innerWidth;
    seen.set(name, (seen.get(name) || false) || shown);
  }
  return [...seen].filter(([, shown]) => !shown).map(([name]) => name);
}"""
MARKED = "() => document.querySelectorAll('#board [data-changed]').length"


def _close_moments(page: Any, ready: str) -> None:
    for _ in range(10):
        page.wait_for_selector(f"{ready}, #moment-ok", timeout=WAIT_MS)
        if not page.locator("#moment-ok").count():
            return
        page.click("#moment-ok")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_glace_robots_cards_marked_on_the_first_screen(app: AppPage, size: tuple[int, int]) -> None:
    app.set_reduced_motion()
    app.open("/")
    hold_at(app.page, *size)
    page = app.page
    app.start_game("glace-et-ciel", 3, seed=7, until="button.hand-card", timeout=WAIT_MS)
    page.locator("button.hand-card").first.click()
    page.locator("button.cell.target").first.click()
    # Léa's own card is marked at once
    page.wait_for_function(f"({MARKED})() >= 1", timeout=WAIT_MS)
    assert page.locator(".glace-board [data-changed]").count() == 1
    # the two robots lay theirs, then it is Léa's turn again: both cards marked, in view
    page.wait_for_function(
        "document.querySelectorAll('.glace-board [data-changed]').length >= 2"
        " && document.querySelector('button.hand-card:not([disabled])') !== null",
        timeout=WAIT_MS)
    assert page.evaluate(OFF_SCREEN) == []
    assert page.locator(".news, .last-move").count() == 1
    # reduced motion: the marks stay, without their animation
    animation = page.evaluate(
        "getComputedStyle(document.querySelector('[data-changed]')).animationName")
    assert animation == "none"
    app.shot(f"see-glace-{size[0]}x{size[1]}", (size,))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_defis_robot_ready_marked_on_the_first_screen(app: AppPage, size: tuple[int, int]) -> None:
    """Défis: the robot places in secret while Léa chooses; its row says it is ready, marked
    (on a phone, the folded scores' label carries the mark), on the first screen."""
    app.open("/")
    hold_at(app.page, *size)
    page = app.page
    app.start_game("defis-nature", 2, seed=7, until=".defis", timeout=WAIT_MS)
    _close_moments(page, "button.hand-dcard")
    page.wait_for_function(f"({MARKED})() >= 1", timeout=WAIT_MS)
    assert page.evaluate(OFF_SCREEN) == []
    animation = page.evaluate(
        "getComputedStyle(document.querySelector('#board [data-changed]')).animationName")
    assert animation == "changed-in"
    app.shot(f"see-defis-{size[0]}x{size[1]}", (size,))
