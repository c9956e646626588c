"""The five games played by keyboard alone (issue 41 §3, issue 40): the first decisions of a
seeded game, one person with robots, and two people for Glace and Défis. After every step
(a move, a choice, a moment, a hand-off, a robot phase) the focus must be on an enabled
control inside the visible area: never the page body, never below the screen; and the live
region (``#live``, what a screen reader says) must have named every move since the last
step, the robots' included, and never a Défis battle's result while its cards were face down.

The player presses Enter on what has the focus when it is a thing to do, else Tab until one
is reached (a keyboard user's way); a word is typed where a word is asked.

The moves that happened are read from the game's own save (the autosave in localStorage),
replayed here by the engine and told by the app's own narration (``web/narration.py``), in
French as on the page; every change of the live region is recorded by a MutationObserver
installed before the app starts, with the Défis reveal's face-down battles at that instant."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from engine.core import Match
from engine.core.game import visible_log
from tests.support.ui import make_app
from web.narration import Narrator
from web.tables import load_table

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
#: every text the live region takes, with the Défis reveal on screen at that instant (its round,
#: how many battles are turned over, how many still face down)
RECORD_LIVE = """() => {
window.__told = [];
if (window.__toldObserved) return;  // a page the app started afresh in keeps its observer
window.__toldObserved = true;
new MutationObserver(() => {
  const live = document.getElementById('live');
  if (!live) return;
  const text = live.textContent || '';
  const last = window.__told[window.__told.length - 1];
  if (last && last.text === text && last.node === live.firstChild) return;
  const head = document.querySelector('.defis-reveal h3[id^="reveal-h-"]');
  window.__told.push({
    text, node: live.firstChild,
    round: head ? Number(head.id.slice('reveal-h-'.length)) : 0,
    turned: document.querySelectorAll('.defis-reveal .rboards > li:not(.rhidden)').length,
    hidden: document.querySelectorAll('.defis-reveal .rboards > li.rhidden').length});
}).observe(document, {subtree: true, childList: true, characterData: true});
}"""
#: the save of the game on screen (the only one of the browser context)
SAVED = """() => {
  const key = Object.keys(localStorage).find((k) => k.includes(':save:'));
  return key ? localStorage.getItem(key) : null;
}"""
#: Défis: the events of a battle's result, told when its cards are turned over
DEFIS_RESULTS = re.compile(r"^defis\.(battle\.(winner|protected|discarded)|tie\.|round_end|"
                           r"power\.bonus|token\.|final|game_end)")
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


@dataclass
class Told:
    """What the live region said, checked against the moves of the game's save."""

    game_id: str
    narrator: Narrator | None = None
    seen: int = 0  # the log's length at the last step (set up first: moves come after it)
    heard: int = 0  # the live region's changes at the last step
    round: int = 0  # Défis: the last round started
    #: Défis: the lines told when their battle is turned over, not heard yet:
    #: (line, round, battle index, whether it is a result)
    waiting: list[tuple[str, int, int, bool]] = field(default_factory=list)

    def check(self, page: Any, step: int) -> list[str]:
        raw = page.evaluate(SAVED)
        if raw is None:  # nothing played yet
            return []
        told: list[dict[str, Any]] = page.evaluate(
            "() => window.__told.map(({node, ...rest}) => rest)")
        record = json.loads(raw)
        match = Match.from_record(record)
        if self.narrator is None:
            app = make_app(lang="fr")
            names = [seat.get("name") or f"#{i + 1}" for i, seat in enumerate(record["seats"])]
            self.narrator = Narrator(app.t, names, app.shell(self.game_id))
            setup = Match(match.game, match.seats, match.options, match.seed).state.log
            self.seen = len(setup)
            self._split(visible_log(setup, None))  # the round the set-up started
        table = load_table(self.game_id)
        log = match.state.log
        events = [e for e in visible_log(log[self.seen:], None)
                  if e["key"] not in table.unspoken_keys]
        self.seen = len(log)
        new_told, self.heard = told[self.heard:], len(told)
        said = " | ".join(t["text"] for t in new_told)
        now, later = self._split(events)
        view = match.game.view(match.state, None)
        self.waiting += [(self.narrator.line(e), round_no, battle,
                          bool(DEFIS_RESULTS.match(e["key"])))
                         for e, round_no, battle in later if table.news(view, [e])]
        problems = []
        for t in new_told:  # a Défis battle's result said while that battle was face down
            problems += [f"step {step}: the result of battle {battle + 1} said while it is face "
                         f"down: {line!r}" for line, round_no, battle, result in self.waiting
                         if result and t["hidden"] and t["round"] == round_no
                         and t["turned"] <= battle and line in t["text"]]
        self.waiting = [w for w in self.waiting if w[0] not in said]
        missing = [line for line in self.narrator.lines(now) if line not in said]
        # a long robot phase is summed up: "12 coups plus tôt, puis :" and its last lines
        skipped = sum(int(n) for n in re.findall(r"(\d+) coups? plus tôt", said))
        if len(missing) > skipped:
            problems.append(f"step {step}: moves not said: {missing!r}; the live region said: "
                            f"{said!r}")
        return problems

    def _split(self, events: list[dict[str, Any]]) -> tuple[
            list[dict[str, Any]], list[tuple[dict[str, Any], int, int]]]:
        """The events told at once, and (Défis) those told as their battle is turned over:
        from a round's first battle on, each with its round and battle index (what follows
        the last battle — the round's end, the scores, the next round — comes with it)."""
        now: list[dict[str, Any]] = []
        later: list[tuple[dict[str, Any], int, int]] = []
        battle, battles_round = -1, self.round
        for e in events:
            if e["key"] == "defis.battle.start":
                battle = min(battle + 1, 3)
            if battle >= 0 and self.game_id == "defis-nature":
                later.append((e, battles_round, battle))
            else:
                now.append(e)
            if e["key"] == "defis.round_start":
                self.round = int(e["args"]["round"])
                if battle < 0:
                    battles_round = self.round
        return now, later


def play_by_keyboard(app: AppPage, decisions: int, label: str,
                     told: Told | None = None) -> list[str]:
    """Take ``decisions`` decisions by keyboard; after each, the focus is checked, and with
    ``told`` what the live region said."""
    page = app.page
    problems = []
    words = iter(WORDS * 4)
    for step in range(decisions):
        _settle(page)
        problem = page.evaluate(FOCUS_PROBLEM)
        if problem:
            problems.append(f"{label}, step {step}: {problem}")
            app.shot(f"keyboard-{label}-{step}")
        if told is not None:
            problems += [f"{label}, {p}" for p in told.check(page, step)]
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
    app.page.evaluate(RECORD_LIVE)  # what the live region says from the game's start on
    app.start_game(game_id, players, names=("Léa", "Tom")[:humans], humans=humans, seed=7)
    # ten decisions of a person; a card chosen, then where it goes, counts as two presses
    told = Told(game_id)
    problems = play_by_keyboard(app, 20, f"{game_id}-{humans}p", told)
    _settle(app.page)
    problems += [f"{game_id}-{humans}p, {p}" for p in told.check(app.page, 20)]
    face_down = app.page.query_selector_all(".defis-reveal .rboards > li.rhidden")
    if not face_down:  # every battle turned over has been told
        problems += [f"{game_id}-{humans}p: a battle's result never said: {line!r}"
                     for line, _, _, _ in told.waiting]
    assert not problems, "\n".join(problems)
