"""Apprendre en jouant in the browser (issue 36): Glace's lesson followed to its end at
1024×768 and 390×844; at every step the coach's bubble and the part it points at are both on
the first screen; a wrong move shows the coach's explanation and is taken back for nothing."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import AppPage, hold_at

SIZES = ((1024, 768), (390, 844))
ON_SCREEN = """(sel) => { const e = document.querySelector(sel); if (!e) return null;
  const r = e.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight + 1 && r.height > 0; }"""


APART = """(name) => { const b = document.querySelector('section.coach').getBoundingClientRect();
  const t = document.querySelector(`[data-coach-target="${name}"]`).getBoundingClientRect();
  return t.top >= b.bottom || t.bottom <= b.top || t.left >= b.right || t.right <= b.left; }"""


def _both_on_screen(page: Any, name: str) -> tuple[bool, bool]:
    """The bubble's title and its target in the window, the bubble not over the target."""
    assert page.evaluate(APART, name), f"the coach's bubble covers its target ({name})"
    return (page.evaluate(ON_SCREEN, f'section.coach[data-coach="{name}"] h3'),
            page.evaluate(ON_SCREEN, f'[data-coach-target="{name}"]'))


def test_glace_lesson_followed_to_its_end(app: AppPage) -> None:
    app.open()
    page = app.page
    page.click('[data-arg="#/learn/glace-et-ciel"]')
    for step in range(1, 7):
        name = f"step-{step}"
        page.wait_for_selector(f'section.coach[data-coach="{name}"]', timeout=30_000)
        for width, height in SIZES:
            hold_at(page, width, height)
            page.wait_for_selector(f'[data-coach-target="{name}"]')
            assert _both_on_screen(page, name) == (True, True), (name, width, height)
            if step in (1, 2, 6):
                app.shot(f"lesson-glace-{name}-{width}", ((width, height),))
        page.click(f'[data-coach-target="{name}"]')  # the card
        page.wait_for_selector(f'button.cell.target[data-coach-target="{name}"]')
        assert _both_on_screen(page, name) == (True, True), (name, "cell")
        page.click(f'[data-coach-target="{name}"]')  # the cell
    page.wait_for_selector('#lesson-real', timeout=30_000)
    app.shot("lesson-glace-end", SIZES)


def test_a_wrong_move_in_the_lesson_is_explained_and_taken_back(app: AppPage) -> None:
    app.open()
    page = app.page
    hold_at(page, 390, 844)
    page.click('[data-arg="#/learn/glace-et-ciel"]')
    page.wait_for_selector('section.coach[data-coach="step-1"]', timeout=30_000)
    page.click('button.hand-card[data-arg="select:g1-air-1"]')  # not the card of the lesson
    page.click("button.cell.target")
    page.wait_for_selector('section.coach[data-coach-state="wrong"]', timeout=30_000)
    assert page.evaluate(ON_SCREEN, "#lesson-undo")
    app.shot("lesson-glace-wrong", ((390, 844),))
    page.click("#lesson-undo")
    page.wait_for_selector('section.coach[data-coach="step-1"] ', timeout=30_000)
    assert page.locator(".glace-board .gcard").count() == 3  # only the three start cards
