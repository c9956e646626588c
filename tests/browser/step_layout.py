"""The step to play on the first screen (issue 23): a driver that plays the first decisions of
a seeded game by tapping, and at each one measures whether a control of the step is inside the
viewport and is the element at its own centre (not covered); after a choice, its targets and
their labels too. Used by ``test_layout_e2e.py``.

What a control, a target and a label are, game by game, is each table's own declaration in the
seam (``GameTable.step_controls``, ``step_targets``, ``target_labels``): the shell focuses and
reveals the same elements this driver measures.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from web.tables import load_table

from .conftest import WAIT_MS, wait_for_size

TIMEOUT = WAIT_MS
#: the sizes a tablet or a phone is held at, and the embed (``?embed=1``, its compact case)
SIZES: tuple[tuple[str, int, int], ...] = (
    ("1024x768", 1024, 768), ("768x1024", 768, 1024), ("390x844", 390, 844), ("embed", 800, 600))
GAMES = ("climat-tic-tac", "glace-et-ciel", "ecotopia", "defis-nature", "planete-ciel-espace")
#: issue 40: the whole step on the first screen — every card of the hand the player may
#: choose and every button of the step, not just one of them (Glace, Ecotopia, Défis)
WHOLE_STEP = {
    # Glace: the teammates' objectives too, compact, at every turn
    "glace-et-ciel": ".hand button.hand-card, .objectives li.player",
    "ecotopia": ".eco-panel button",
    "defis-nature": "button.hand-dcard, .defis-powers .hand-pcard, .defis-validate button",
}
#: the sizes a family holds a tablet or a phone at (issue 40: no embed)
HELD_SIZES = SIZES[:3]
#: what the shell itself puts in front of a step: a public moment, a hand-off
SHELL_SCREENS = "#moment-ok, #handoff-ready"
#: their controls: "Continuer" once it may be tapped, else the moment's own (a battle to turn)
SHELL_CONTROLS = "#moment-ok:not(:disabled), .moment button:not(:disabled), #handoff-ready"

_MEASURE_JS = """
([sel, all]) => {
  const out = [];
  let ok = 0;
  const els = [...document.querySelectorAll(sel)].filter((el) => el.getClientRects().length > 0);
  for (const el of els) {
    const r = el.getBoundingClientRect();
    const where = `${el.tagName.toLowerCase()}.${el.className} «${(el.textContent || '').trim().slice(0, 24)}» [${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}]`;
    if (r.width === 0 || r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
      out.push('outside the screen: ' + where);
      continue;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (hit && (hit === el || el.contains(hit))) ok += 1; else out.push('covered: ' + where);
  }
  if (!els.length) out.push('none shown: ' + sel);
  return {ok: all ? out.length === 0 : ok > 0, problems: out.slice(0, 4)};
}
"""


@dataclass
class Run:
    """One game at one size: each decision's verdict and what was wrong."""

    game: str
    size: str
    humans: int
    verdicts: list[bool] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def score(self) -> str:
        return f"{sum(self.verdicts)}/{len(self.verdicts)}"


def scoped(selector: str) -> str:
    """Each part of a selector list, inside the board (the shell's own area around it aside)."""
    return ", ".join(f"#board {part.strip()}" for part in selector.split(",") if part.strip())


def measure(page: Any, selector: str, *, every: bool) -> tuple[bool, list[str]]:
    """Whether one (``every``: each) element matching ``selector`` is wholly on screen and is
    the element at its own centre, and the problems seen."""
    result = page.evaluate(_MEASURE_JS, [selector, every])
    return bool(result["ok"]), list(result["problems"])


def set_size(page: Any, size: tuple[str, int, int]) -> None:
    """Hold the device at ``size`` (the embed is the same app with ``?embed=1``'s class on the
    root); the app brings the step back on screen as it does when a tablet is turned."""
    name, width, height = size
    page.evaluate("(embed) => document.documentElement.classList.toggle('embed', embed)",
                  name == "embed")
    page.set_viewport_size({"width": width, "height": height})
    if page.locator("#board[data-step-controls]").count():  # the app's own reveal, then its paint
        try:
            wait_for_size(page, width, height)
        except Exception as error:
            seen = page.evaluate("() => ({shown: document.documentElement.dataset.stepShown,"
                                 " size: document.documentElement.dataset.size,"
                                 " inner: `${innerWidth}x${innerHeight}`, hash: location.hash,"
                                 " visible: document.visibilityState})")
            raise AssertionError(f"the app did not take {name} in: {seen}") from error
    page.wait_for_timeout(20)


def start(page: Any, game: str, humans: int, seed: str = "7") -> None:
    """A new game from the set-up form: Léa and a bot, or Léa and Papa (two people passing
    the device: hand-offs between their turns)."""
    page.evaluate("(h) => { location.hash = h; }", f"#/play/{game}")
    page.wait_for_selector("form.setup")
    page.select_option('select[name="players"]', "2")
    page.wait_for_selector('input[name="name-0"]')
    page.fill('input[name="name-0"]', "Léa")
    if humans > 1:
        page.select_option('select[name="kind-1"]', "human")
        page.wait_for_selector('input[name="name-1"]')
        page.fill('input[name="name-1"]', "Papa")
    if not page.locator('input[name="seed"]').is_visible():
        page.click("form.setup details summary")
    page.fill('input[name="seed"]', seed)
    page.click('button[type="submit"]')
    page.wait_for_selector("#board, #moment-ok, #handoff-ready", timeout=TIMEOUT)


def _tap(page: Any, selector: str, index: int = 0) -> None:
    """A tap where the element is, without the test scrolling to it first (a player would
    have to: the measure before it says whether they had to)."""
    page.locator(selector).nth(index).evaluate("(el) => el.click()")


def _pass_shell_screen(page: Any) -> None:
    """Past the moment or hand-off on screen, as a player: "Continuer" or "Je suis …" once it
    may be tapped, else the moment's own next step (a battle to turn over)."""
    ready = "#moment-ok:not(:disabled), #handoff-ready"
    _tap(page, ready if page.locator(ready).count()
         else ".moment button:not(:disabled):not([data-cmd=speak])")


def _settled(page: Any, controls: str) -> str:
    """Wait for the next decision of a person (a moment, a hand-off, a step's control), or the
    end; the selector found."""
    page.wait_for_selector(f"{SHELL_SCREENS}, .end, {controls}", timeout=TIMEOUT, state="attached")
    page.wait_for_timeout(30)  # the paint's own focus and scroll
    if page.locator(".end").count():
        return "end"
    if page.locator(SHELL_SCREENS).count():
        return "shell"
    return "step"


def declared(game: str) -> tuple[str, str, str]:
    """The table's step controls, targets and target labels (CSS selectors)."""
    table = load_table(game)
    return table.step_controls, table.step_targets, table.target_labels


def play(page: Any, runs: list[Run], decisions: int = 10, *,
         whole_runs: list[Run] | None = None) -> None:
    """Play the first ``decisions`` decisions of the game on screen, measuring each at every
    size of ``runs`` before tapping: one control of the step on screen and not covered. The
    sizes are taken in turn from the one the device is held at, forth then back (a tablet
    turned from one way to the next): each check begins where the last ended, so half of them
    measure the screen as the tap left it, and each change of size class redraws the table
    (the tap itself at the size the check ended at). ``whole_runs`` (sizes among those of ``runs``) are measured at
    the same moments, held at the same size once: every card and button of the step must be
    on screen (``WHOLE_STEP``), not one control. After a choice, every target and its label,
    for both."""
    step_controls, step_targets, target_labels = declared(runs[0].game)
    controls = scoped(step_controls)
    every_control = scoped(WHOLE_STEP[runs[0].game]) if whole_runs else ""
    targets = scoped(step_targets) if step_targets else ""
    labels = scoped(target_labels) if target_labels else ""
    sizes = {size[0]: size for size in SIZES}
    whole_at = {run.size: run for run in whole_runs or ()}

    def record(run: Run, ok: bool, problems: list[str], turn: int, after_choice: bool) -> None:
        if after_choice:
            run.verdicts[-1] = run.verdicts[-1] and ok
        else:
            run.verdicts.append(ok)
        if not ok:
            run.problems.append(f"decision {turn + 1}{', its targets' if after_choice else ''}: {problems}")

    def check(kind: str, turn: int, after_choice: bool) -> None:
        _, width, height = sizes[runs[-1].size]
        held_at_last = page.viewport_size == {"width": width, "height": height}
        for run in runs[::-1] if held_at_last else runs:
            set_size(page, sizes[run.size])
            whole = whole_at.get(run.size)
            if kind == "step" and targets and page.locator(targets).count():  # a choice is on
                ok, problems = measure(page, f"{targets}, {labels}" if labels else targets, every=True)
                if whole is not None:
                    record(whole, ok, problems, turn, after_choice)
            else:
                ok, problems = measure(page, SHELL_CONTROLS if kind == "shell" else controls, every=False)
                if whole is not None:
                    record(whole, *(measure(page, every_control, every=True) if kind == "step"
                                    else (ok, problems)), turn, after_choice)
            record(run, ok, problems, turn, after_choice)

    for turn in range(decisions):
        kind = _settled(page, controls)
        if kind == "end":
            break
        check(kind, turn, after_choice=False)
        if kind == "shell":
            _pass_shell_screen(page)
            continue
        count = page.locator(controls).count()
        _tap(page, controls, turn % count if runs[0].game == "glace-et-ciel" else 0)
        if not targets:
            continue
        page.wait_for_timeout(60)
        if page.locator(targets).count() and not page.locator(SHELL_SCREENS).count():
            check("step", turn, after_choice=True)
            _tap(page, targets, page.locator(targets).count() - 1)


def to_the_table(page: Any, game: str) -> None:
    """Past what stands in front of the table once the decisions are played (the moment the
    last tap brought, a hand-off), as the players would, until the table's step shows or the
    game ends: where the table's parts are is seen on the table. Whether the last tap brings a
    moment at once or after a robot's pause depends on the machine's pace."""
    controls = scoped(declared(game)[0])
    for _ in range(8):
        page.wait_for_timeout(250)  # what the last tap brings (a moment drawn, a robot's move)
        if _settled(page, controls) != "shell":
            return
        _pass_shell_screen(page)
