"""Apprendre en jouant in the browser (issue 36): the lessons followed to their end at
1024×768 and 390×844; at every step the coach's bubble and the part it points at are both on
the first screen; a wrong move shows the coach's explanation and is taken back for nothing."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import AppPage, hold_at
from web import lessons

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


#: the lessons followed tap by tap, whatever their table: the coach's target is tapped until the
#: step changes (a card then a cell, an app then a square), the table's moments closed
FOLLOWED = ("climat-tic-tac", "ecotopia")
CHANGED = """([name, before]) => { const c = document.querySelector('section.coach');
  if (!c || c.dataset.coach !== name) return true;
  const t = document.querySelector(`[data-coach-target="${name}"]`);
  return !t || t.outerHTML !== before; }"""
NEXT = """(name) => !!(document.querySelector(`section.coach[data-coach="${name}"]`)
  && document.querySelector(`[data-coach-target="${name}"]`))
  || !!document.querySelector('#moment-ok') || !!document.querySelector('#lesson-real')"""


def _reach(page: Any, name: str) -> None:
    """Close the table's moments (an Aléas card drawn, a quiz answered) until step ``name``
    (``""``: the lesson's end)."""
    for _ in range(12):
        page.wait_for_function(NEXT, arg=name, timeout=60_000, polling=50)
        if name and page.query_selector(f'section.coach[data-coach="{name}"]'):
            return
        if not name and page.query_selector("#lesson-real"):
            return
        if page.query_selector("#moment-ok"):
            page.click("#moment-ok")
            page.wait_for_timeout(300)
    raise AssertionError(f"never reached {name}")


@pytest.mark.parametrize("game_id", FOLLOWED)
def test_lesson_followed_to_its_end(app: AppPage, game_id: str) -> None:
    lesson = lessons.load(game_id)
    assert lesson is not None
    app.open()
    page = app.page
    hold_at(page, 1024, 768)
    page.click(f'[data-arg="#/learn/{game_id}"]')
    for step in range(1, len(lesson.steps) + 1):
        name = f"step-{step}"
        _reach(page, name)
        for width, height in SIZES:
            hold_at(page, width, height)
            page.wait_for_selector(f'[data-coach-target="{name}"]')
            assert _both_on_screen(page, name) == (True, True), (name, width, height)
            if step in (1, 4):
                app.shot(f"lesson-{game_id}-{name}-{width}", ((width, height),))
        for _ in range(4):  # the person taps what the coach points at until the move is played
            target = page.query_selector(f'[data-coach-target="{name}"]')
            if target is None or not page.query_selector(f'section.coach[data-coach="{name}"]'):
                break
            assert _both_on_screen(page, name) == (True, True), (name, "then")
            before = target.evaluate("e => e.outerHTML")
            target.click()
            page.wait_for_function(CHANGED, arg=[name, before], timeout=60_000, polling=50)
    _reach(page, "")
    app.shot(f"lesson-{game_id}-end", SIZES)
