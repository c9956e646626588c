"""axe-core over the distinct screens of the five games (issue 41): the table at its first
step, a card chosen and its targets, the moments, the hand-offs, a Défi, the word round…, at a
tablet's width and a phone's (where the log scrolls): no serious or critical violation."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from .conftest import ROOT, AppPage, hold_at
from .test_keyboard_e2e import DECIDE, _focused_matches, _settle, _tab_to_decision

#: what tells one screen from another (its kind, not its content)
SIGNATURE = """() => {
  const has = (s) => !!document.querySelector(s);
  const pressed = document.querySelectorAll('#board [aria-pressed="true"]').length > 0;
  const heading = document.querySelector('#board h3, .moment h4, .handoff h3');
  return [has('#moment-ok'), has('#handoff-ready'), has('#end-h'), pressed,
          has('[role="timer"]'), has('.word-form'), has('details.part[open]'),
          heading ? heading.className + heading.tagName : ''].join('|');
}"""


def serious_violations(app: AppPage) -> list[dict[str, Any]]:
    axe_path = os.environ.get("TERRALUDO_AXE") or str(ROOT / ".cache" / "npm" / "axe-core" / "axe.min.js")
    page = app.page
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # evaluated, not an inline <script>: the page's Content-Security-Policy refuses those
        page.evaluate("(source) => { (0, eval)(source) }", Path(axe_path).read_text(encoding="utf-8"))
    found: list[dict[str, Any]] = page.evaluate(
        "async () => (await axe.run(document)).violations"
        ".filter(v => v.impact === 'serious' || v.impact === 'critical')"
        ".map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => n.html.slice(0, 160))}))")
    return found


CASES = [("glace-et-ciel", 3, 2), ("defis-nature", 2, 2), ("ecotopia", 3, 1),
         ("climat-tic-tac", 3, 1), ("planete-ciel-espace", 3, 1)]


@pytest.mark.parametrize(("game_id", "players", "humans"), CASES, ids=[c[0] for c in CASES])
def test_no_serious_violation_on_any_distinct_screen(app: AppPage, game_id: str, players: int,
                                                     humans: int) -> None:
    app.set_reduced_motion()
    app.open()
    app.start_game(game_id, players, names=("Léa", "Tom")[:humans], humans=humans, seed=7)
    page = app.page
    seen: set[str] = set()
    problems = []
    for step in range(24):
        _settle(page)
        signature = str(page.evaluate(SIGNATURE))
        if signature not in seen:
            seen.add(signature)
            for width, height in ((1024, 768), (390, 844)):
                hold_at(page, width, height)
                for v in serious_violations(app):
                    problems.append(f"step {step} at {width}px: {v}")
            hold_at(page, 1024, 768)
        if page.query_selector("#end-h"):
            break
        if not _focused_matches(page, DECIDE):
            _tab_to_decision(page)
        if _focused_matches(page, ".word-form input"):
            page.keyboard.type("soleil")
        page.keyboard.press("Enter")
    assert len(seen) >= 2
    assert not problems, "\n".join(problems)
