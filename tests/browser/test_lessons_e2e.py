"""Apprendre en jouant in the browser (issue 36): every game's lesson followed to its end at
1024×768 and 390×844; at every step (and every public moment the coach points into) the
coach's bubble and the part it points at are both on the first screen; a wrong move shows the
coach's explanation and is taken back for nothing; Back leaves a lesson for where the person
came from, and the lesson is resumed where it was left."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from engine.core.registry import PACKAGES
from tests.browser.conftest import SHORT_WAIT_MS, WAIT_MS, AppPage, hold_at
from web import lessons

SIZES = ((1024, 768), (390, 844))
#: the games whose package says they have a lesson
LESSON_GAMES = tuple(game_id for game_id in PACKAGES if lessons.has_lesson(game_id))
#: steps worth a picture (the first, one in the middle)
SHOTS = {"step-1", "step-2", "step-7", "step-17", "step-18"}

ON_SCREEN = """(sel) => { const e = document.querySelector(sel); if (!e) return null;
  const r = e.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight + 1 && r.height > 0; }"""


APART = """(name) => { const b = document.querySelector('section.coach').getBoundingClientRect();
  const t = document.querySelector(`[data-coach-target="${name}"]`).getBoundingClientRect();
  return t.top >= b.bottom || t.bottom <= b.top || t.left >= b.right || t.right <= b.left; }"""

#: the coach on screen, pointing at something (its name), or at the lesson's end
COACH_READY = """() => { const c = document.querySelector('section.coach'); if (!c) return false;
  if (c.dataset.coachState === 'done') return true;
  return !!c.dataset.coach && !!document.querySelector(`[data-coach-target="${c.dataset.coach}"]`); }"""

#: after a tap: the coach points somewhere else, or at a new element (the screen was redrawn)
MOVED_ON = """(name) => { const c = document.querySelector('section.coach'); if (!c) return false;
  if (c.dataset.coachState === 'done') return true;
  const t = c.dataset.coach && document.querySelector(`[data-coach-target="${c.dataset.coach}"]`);
  return !!t && (c.dataset.coach !== name || t !== window.__lessonTapped); }"""


#: a moment's "Continuer" row is docked at the bottom of the window: a target above it in the
#: page (the next battle to turn) must not be under it
CLEAR_OF_DOCK = """(name) => { const d = document.querySelector('.moment > .row:last-child');
  const t = document.querySelector(`[data-coach-target="${name}"]`);
  if (!d || d.contains(t)) return true;
  return t.getBoundingClientRect().bottom <= d.getBoundingClientRect().top + 1; }"""


def _both_on_screen(page: Any, name: str) -> tuple[bool, bool]:
    """The bubble's title and its target in the window, the bubble not over the target, the
    target not under a moment's docked "Continuer" row."""
    assert page.evaluate(APART, name), f"the coach's bubble covers its target ({name})"
    assert page.evaluate(CLEAR_OF_DOCK, name), f"the docked Continuer row covers the target ({name})"
    return (page.evaluate(ON_SCREEN, f'section.coach[data-coach="{name}"] h3'),
            page.evaluate(ON_SCREEN, f'[data-coach-target="{name}"]'))


#: the games whose coach is read whole at every step, with no scrolling inside the bubble, and
#: whose part the words are about (``look``) is never under the bubble unless copied into it
READ_WHOLE = {"ecotopia"}

READABLE = """(name) => { const c = document.querySelector('section.coach');
  const b = c.getBoundingClientRect();
  const l = document.querySelector('#board [data-coach-look]');
  const under = !!l && !c.querySelector('.coach-look') && (() => { const r = l.getBoundingClientRect();
    return !(r.top >= b.bottom || r.bottom <= b.top || r.left >= b.right || r.right <= b.left); })();
  return [c.scrollHeight <= c.clientHeight + 1, b.top >= 0 && b.bottom <= window.innerHeight + 1, !under]; }"""


def _coach(page: Any) -> tuple[str, str]:
    page.wait_for_function(COACH_READY, timeout=WAIT_MS, polling=50)
    return page.evaluate("""() => { const c = document.querySelector('section.coach');
      return [c.dataset.coach, c.dataset.coachState]; }""")


def _tap(page: Any, name: str, typed: dict[str, Any] | None = None) -> None:
    """Tap what the coach points at, and wait until the screen has taken the tap in. A form
    (a word to type) is filled with ``typed`` (the step's move: its field is named as the
    move's value) and sent."""
    page.evaluate("(n) => { window.__lessonTapped = document.querySelector(`[data-coach-target=\"${n}\"]`); }",
                  name)
    pointed = f'[data-coach-target="{name}"]'
    if page.evaluate(f"() => document.querySelector('{pointed}').tagName") == "FORM":
        for field, value in (typed or {}).items():
            if isinstance(value, str) and page.locator(f'{pointed} input[name="{field}"]').count():
                page.fill(f'{pointed} input[name="{field}"]', value)
        page.click(f'{pointed} button[type="submit"]')
    else:
        page.click(pointed)
    page.wait_for_function(MOVED_ON, arg=name, timeout=WAIT_MS, polling=50)


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_a_lesson_followed_to_its_end(app: AppPage, game_id: str) -> None:
    lesson = lessons.load(game_id)
    assert lesson is not None
    app.open()
    page = app.page
    page.click(f'[data-arg="#/learn/{game_id}"]')
    seen: set[str] = set()
    short = game_id.split("-")[0]
    for _ in range(12 * len(lesson.steps)):
        name, state = _coach(page)
        if state == "done":
            break
        if name not in seen or name == "moment":  # a new step, or a moment: on the first screen?
            seen.add(name)
            for width, height in SIZES:
                hold_at(page, width, height)
                page.wait_for_selector(f'[data-coach-target="{name}"]', timeout=SHORT_WAIT_MS)
                assert _both_on_screen(page, name) == (True, True), (name, width, height)
                if game_id in READ_WHOLE:  # whole, beside what it is about, without scrolling
                    assert page.evaluate(READABLE, name) == [True, True, True], (name, width, height)
                if name in SHOTS:
                    app.shot(f"lesson-{short}-{name}", ((width, height),))
        else:  # the same step, its next tap (the card, then where it goes)
            assert _both_on_screen(page, name) == (True, True), (name, "next tap")
        step = lesson.steps[int(name[5:]) - 1] if name.startswith("step-") else None
        lang = page.evaluate("document.documentElement.lang")
        _tap(page, name, lessons.in_language(step.move, lang) if step else None)
    else:
        raise AssertionError("the lesson never ended")
    assert {f"step-{i + 1}" for i in range(len(lesson.steps))} <= seen
    page.wait_for_selector("#lesson-real", timeout=WAIT_MS)
    app.shot(f"lesson-{short}-end", SIZES)
    # the real game it offers: the set-up, with the lesson's options chosen (the robots may
    # play on after the last step: a moment they open is watched first, as the coach asks)
    for _ in range(20):
        page.wait_for_selector('form.setup, #lesson-real, [data-coach-target="moment"]',
                               timeout=WAIT_MS)
        if page.locator("form.setup").count():
            break
        with contextlib.suppress(PlaywrightTimeout):  # the screen was drawn again: look again
            page.click("#lesson-real" if page.locator("#lesson-real").count()
                       else '[data-coach-target="moment"]', timeout=SHORT_WAIT_MS)
    page.wait_for_selector("form.setup", timeout=WAIT_MS)
    for option, value in lesson.options.items():
        assert page.input_value(f'select[name="opt-{option}"]') == str(value), option


#: a move that is not the lesson's: what to tap first to reach it, then the taps of the move
WRONG: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "glace-et-ciel": ((), ('button.hand-card[data-arg="select:g1-air-1"]', "button.cell.target")),
    "defis-nature": ((), ('button.hand-dcard[data-arg="card:saumon-atlantique"]',
                          "button.board-slot.target")),
    "planete-ciel-espace": (("#moment-ok", '[data-coach-target="step-1"]'),
                            ('button.pce-pick[data-arg="sel:1"]', "button.pce-pick.target")),
    # another place tile than the cheapest one
    "ecotopia": ((), ('button.ltile[data-arg*="E5"]',)),
    # another card than the one the coach names, played without a challenge
    "climat-tic-tac": ((), ('button.primary[data-arg*="action-09"][data-arg*="false"]',)),
}


# (every game's wrong moves are also taken back in CPython: tests/web/test_lessons.py)
@pytest.mark.parametrize("game_id", tuple(WRONG))
def test_a_wrong_move_in_the_lesson_is_explained_and_taken_back(app: AppPage, game_id: str) -> None:
    before, taps = WRONG[game_id]
    app.open()
    page = app.page
    hold_at(page, 390, 844)
    page.click(f'[data-arg="#/learn/{game_id}"]')
    for selector in before:
        page.wait_for_selector(selector, timeout=WAIT_MS)
        page.click(selector)
    name, _ = _coach(page)
    for selector in taps:
        page.wait_for_selector(selector, timeout=WAIT_MS)
        page.click(selector)
    page.wait_for_selector('section.coach[data-coach-state="wrong"]', timeout=WAIT_MS)
    assert page.evaluate(ON_SCREEN, "#lesson-undo")
    app.shot(f"lesson-{game_id.split('-')[0]}-wrong", ((390, 844),))
    page.click("#lesson-undo")
    page.wait_for_selector(f'section.coach[data-coach="{name}"]', timeout=WAIT_MS)
    if game_id == "glace-et-ciel":
        assert page.locator(".glace-board .gcard").count() == 3  # only the three start cards


@pytest.mark.parametrize("start", ["#/", "#/rules/glace-et-ciel"])
def test_back_leaves_a_lesson_for_where_it_was_opened_and_it_is_resumed(app: AppPage, start: str) -> None:
    """Back from a lesson goes to the page it was opened from (home, the rules), not to
    ``#/learn/…`` (which would open the lesson again); the lesson is kept, and opening it
    again brings it back at the step it was left."""
    app.open()
    page = app.page
    if start != "#/":
        page.click('[data-arg="#/rules/glace-et-ciel"]')
        page.wait_for_selector("article.rules", timeout=WAIT_MS)
    page.click('[data-arg="#/learn/glace-et-ciel"]')
    page.wait_for_selector('[data-coach-target="step-1"]', timeout=WAIT_MS)
    _tap(page, "step-1")  # the card
    _tap(page, "step-1")  # the cell: the first step played
    page.wait_for_selector('section.coach[data-coach="step-2"]', timeout=WAIT_MS)
    page.go_back()
    page.wait_for_function(f"location.hash === '{start}' || (location.hash === '' && '{start}' === '#/')",
                           timeout=WAIT_MS, polling=50)
    page.wait_for_selector("article.rules" if start != "#/" else '[data-arg="#/learn/glace-et-ciel"]',
                           timeout=WAIT_MS)
    assert page.locator("section.coach").count() == 0  # not sent back into the lesson
    page.click('[data-arg="#/learn/glace-et-ciel"]')
    page.wait_for_selector('section.coach[data-coach="step-2"]', timeout=WAIT_MS)


#: the games whose rules page shows "l'essentiel" with the details folded under it
SHORT_RULES = LESSON_GAMES  # every game (tests/web/test_rules_pages.py says so)


@pytest.mark.parametrize("game_id", SHORT_RULES)
def test_the_rules_essentials_fit_on_one_screen(app: AppPage, game_id: str) -> None:
    """At 1024×768 the rules page shows its goal, l'essentiel and the first folded part's
    title without scrolling; a folded part opens on a tap."""
    app.open()
    page = app.page
    hold_at(page, 1024, 768)
    page.click(f'[data-arg="#/rules/{game_id}"]')
    page.wait_for_selector("article.rules details.rules-more", timeout=WAIT_MS)
    page.evaluate("() => window.scrollTo(0, 0)")
    assert page.evaluate(ON_SCREEN, ".rules-essentials p:last-child")
    assert page.evaluate(ON_SCREEN, "details.rules-more summary")
    assert page.locator("details.rules-more[open]").count() == 0
    app.shot(f"rules-{game_id.split('-')[0]}", ((1024, 768),))
    page.click("details.rules-more summary")
    assert page.locator("details.rules-more[open] p").count() >= 1
