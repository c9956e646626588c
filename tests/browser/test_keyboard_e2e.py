"""The five games played by keyboard alone (issue 41 §3, issue 40): the first decisions of a
seeded game, one person with robots, and two people for Glace and Défis. After every step
(a move, a choice, a moment, a hand-off, a robot phase) the focus must be on an enabled
control inside the visible area: never the page body, never below the screen.

The player presses Enter on what has the focus when it is a thing to do, else Tab until one
is reached (a keyboard user's way); a word is typed where a word is asked."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import POLL_MS, WAIT_MS, AppPage

#: what a person does to decide (a move, a choice, a moment's next step, a hand-off)
DECIDE = ("button[data-cmd=act]:not(:disabled), button[data-cmd=ui]:not(:disabled), "
          "#moment-ok:not(:disabled), #handoff-ready, .word-form input")
#: the screen waits for a person: a moment, a hand-off, the end, or a person's turn
SETTLED = """() => {
  if (document.documentElement.dataset.appState !== 'ready') return false;
  if (document.querySelector('#moment-ok, #handoff-ready, #end-h')) return true;
  const turn = document.querySelector('.turn');
  return !!turn && !/réfléchit|thinking|attente|Waiting/.test(turn.textContent);
}"""
#: what is wrong with the focus ('' if nothing)
FOCUS_PROBLEM = """() => {
  const a = document.activeElement;
  if (!a || a === document.body || a === document.documentElement) return 'the page body';
  const control = a.matches('button, input, select, textarea, a[href], summary, [tabindex="0"]');
  if (!control) return 'not a control: ' + a.outerHTML.slice(0, 160);
  if (a.disabled) return 'a disabled control: ' + a.outerHTML.slice(0, 160);
  const r = a.getBoundingClientRect();
  if (r.bottom <= 0 || r.top >= window.innerHeight || r.width === 0)
    return `outside the visible area (top ${Math.round(r.top)} of ${window.innerHeight}): `
      + a.outerHTML.slice(0, 160);
  return '';
}"""
WORDS = ("soleil", "lumière", "chaud", "étoile", "énergie", "rond", "jaune", "brillant")


def _settle(page: Any) -> None:
    """Wait until the screen waits for a person (robots done), twice a short while apart."""
    for _ in range(2):
        page.wait_for_function(SETTLED, timeout=WAIT_MS, polling=POLL_MS)
        page.wait_for_timeout(250)
    page.wait_for_function(SETTLED, timeout=WAIT_MS, polling=POLL_MS)


def _focused_matches(page: Any, selector: str) -> bool:
    return bool(page.evaluate(
        "(s) => !!document.activeElement && document.activeElement.matches(s)", selector))


def _tab_to_decision(page: Any, limit: int = 120) -> None:
    for _ in range(limit):
        page.keyboard.press("Tab")
        if _focused_matches(page, DECIDE) and not _focused_matches(page, "[data-arg^='notebook:']"):
            return
    raise AssertionError("no thing to do can be reached with Tab")


def play_by_keyboard(app: AppPage, decisions: int, label: str) -> list[str]:
    """Take ``decisions`` decisions by keyboard; after each, the focus is checked."""
    page = app.page
    problems = []
    words = iter(WORDS * 4)
    for step in range(decisions):
        _settle(page)
        problem = page.evaluate(FOCUS_PROBLEM)
        if problem:
            problems.append(f"{label}, step {step}: {problem}")
            app.shot(f"keyboard-{label}-{step}")
        if page.query_selector("#end-h"):
            break
        if not _focused_matches(page, DECIDE):
            _tab_to_decision(page)
        if _focused_matches(page, ".word-form input"):
            if page.query_selector("#pce-no-idea"):
                while not _focused_matches(page, "#pce-no-idea"):
                    page.keyboard.press("Tab")
            else:
                page.keyboard.type(next(words))
        page.keyboard.press("Enter")
    return problems


CASES = [
    ("glace-et-ciel", 3, 1), ("glace-et-ciel", 3, 2),
    ("defis-nature", 2, 1), ("defis-nature", 2, 2),
    ("ecotopia", 3, 1), ("climat-tic-tac", 3, 1), ("planete-ciel-espace", 3, 1),
]


@pytest.mark.parametrize(("game_id", "players", "humans"), CASES,
                         ids=[f"{g}-{h}p" for g, _, h in CASES])
def test_the_first_decisions_by_keyboard_keep_the_focus_on_the_next_thing_to_do(
        app: AppPage, game_id: str, players: int, humans: int) -> None:
    app.set_reduced_motion()
    app.open()
    app.start_game(game_id, players, names=("Léa", "Tom")[:humans], humans=humans, seed=7)
    # ten decisions of a person; a card chosen, then where it goes, counts as two presses
    problems = play_by_keyboard(app, 20, f"{game_id}-{humans}p")
    assert not problems, "\n".join(problems)
