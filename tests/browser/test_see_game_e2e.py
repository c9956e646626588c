"""See the game happen (issue 35) in headless Chromium: with one person and robots, after the
robots' moves the parts they changed carry ``data-changed`` and are on the first screen when
the person's turn comes back, at 1024×768 and 390×844; the person's own move is marked too;
with reduced motion the marks stay, without their animation."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ARTIFACTS, WAIT_MS, AppPage, hold_at

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
    app.shot("see-glace", (size,))


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
    app.shot("see-defis", (size,))


#: set by the shell after each robot's move (``Browser.bot_tick``); the tests clear it before
#: each of the person's taps to know whether a robot played since
BOT_PLAYED = "() => document.documentElement.hasAttribute('data-last-bot-ms')"
FORGET_BOTS = "() => document.documentElement.removeAttribute('data-last-bot-ms')"


def _after_robots(app: AppPage, ready: str, tap: Any, returns: int = 2) -> int:
    """Play the person's steps with ``tap`` (one tap each) until their turn has come back
    ``returns`` times after robots' moves; each time, the robots' parts are marked and on
    the first screen (the person's own scroll position, as the app left it). Returns the
    number of the person's taps."""
    page = app.page
    seen = 0
    for taps in range(200):
        _close_moments(page, ready)
        if page.locator(".end").count():
            break
        if page.evaluate(BOT_PLAYED):
            seen += 1
            marked, off = page.evaluate(MARKED), page.evaluate(OFF_SCREEN)
            where = ""
            if not marked or off:  # what the person saw: the first screen only
                ARTIFACTS.mkdir(exist_ok=True)
                page.screenshot(path=str(ARTIFACTS / "see-failed-first-screen.png"))
                # the size class and the window, for a table arranged for another screen
                # (seen once, 2026-11-28: Climat at 1024×768 laid out as when embedded)
                where = page.evaluate(
                    "`size=${document.documentElement.dataset.size} class=${document.documentElement"
                    ".className} window=${innerWidth}x${innerHeight} shown="
                    "${document.documentElement.dataset.stepShown} scrollY=${scrollY}`")
            assert marked >= 1, f"a robot's move left nothing marked (return {seen}; {where})"
            assert off == [], f"marks off the first screen (return {seen}; {where})"
            if seen >= returns:
                return taps
        page.evaluate(FORGET_BOTS)
        tap(page)
    raise AssertionError(f"the person's turn came back after robots only {seen} times")


ECO_READY = ".eco-panel:not(.waiting), .end"


def _eco_tap(page: Any) -> None:
    """One of Léa's steps in Ecotopia: an answer, a square's move, a panel's button (an app, a
    tile, "Terminer"), else a square of the board."""
    for selector in (".eco-quiz button.answer", ".eco .cell-choices button",
                     ".eco-panel button[data-cmd=act], .eco-panel button[data-cmd=ui]",
                     ".eco-board button.target, .eco button.centre.target"):
        found = page.locator(selector)
        if found.count():
            found.last.click()
            return
    raise AssertionError(page.locator(".eco-panel").inner_text())


PCE_READY = (".pce-r1 button.pce-pick, #pce-stop, #pce-peek, #pce-peek-done, #pce-reveal-0, "
             "#pce-flip, .end")


def _pce_tap(page: Any) -> None:
    """One of Léa's steps in Planète's first round: stop the spin, look at a back, swap."""
    for selector in ("#pce-stop", "#pce-peek-done", "#pce-peek", "#pce-reveal-0", "#pce-flip",
                     "button.pce-pick.target",
                     ".pce-r1 button.pce-pick[data-arg^='peek:'][aria-pressed='false']",
                     "button.pce-pick[data-arg^='sel:']"):
        found = page.locator(selector)
        if found.count() and found.first.is_visible():
            found.first.click()
            return
    raise AssertionError(page.locator("#main").inner_text()[:600])


CTT_READY = ".ctt-panel:not(.wait) button[data-cmd=\"act\"], .end"


def _ctt_tap(page: Any) -> None:
    """One of Léa's steps in Climat: the chance (alone with robots), a word, a city, else the
    first action or discard."""
    for selector in ('.ctt-panel:not(.wait) [data-arg="chance:"]', ".ctt-words button",
                     ".ctt-targets button", '.ctt-panel:not(.wait) button[data-cmd="act"]'):
        found = page.locator(selector)
        if found.count():
            found.first.click()
            return
    raise AssertionError(page.locator(".ctt-panel").inner_text())



#: the games whose robots' moves are checked here by one test: players (Léa and robots), the
#: seed, what the table shows once started, Léa's turn ready, and one of her steps
ROBOT_GAMES: dict[str, tuple[int, int, str, str, Any]] = {
    "ecotopia": (3, 7, ".eco", ECO_READY, _eco_tap),
    "planete-ciel-espace": (2, 3, ".pce, .moment", PCE_READY, _pce_tap),
    "climat-tic-tac": (3, 1, ".ctt-table", CTT_READY, _ctt_tap),
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", tuple(ROBOT_GAMES))
def test_robots_moves_marked_on_the_first_screen(app: AppPage, game_id: str, size: tuple[int, int]) -> None:
    """Léa and robots: when her turn comes back, what the robots changed is marked and in view
    (a folded part's summary on a phone) — Ecotopia's squares, track and phones; Planète's
    circle places and scores; Climat's cities, CO₂ track, Aléas card and piles."""
    players, seed, table, ready, tap = ROBOT_GAMES[game_id]
    app.set_reduced_motion()
    app.open("/")
    hold_at(app.page, *size)
    app.start_game(game_id, players, seed=seed, until=table, timeout=WAIT_MS)
    _after_robots(app, ready, tap)
    app.shot(f"see-{game_id.split('-')[0]}", (size,))

#: Léa lays the chosen card on the first cell it may go to (the click runs the app's handler
#: at once: command, render, motion); then the travel animations running on that card, now on
#: the board (-1: the card is not on the board)
LAY_CARD = """(card) => {
  document.querySelector('button.cell.target').click();
  const el = document.querySelector(`.glace-board [data-travel="gcard-${card}"]`);
  return el ? el.getAnimations().filter((a) => a.id === 'travel').length : -1;
}"""


@pytest.mark.parametrize("motion", ["on", "setting-off", pytest.param(
    "system-off", marks=pytest.mark.own_context)])  # the system's setting, read at boot
def test_glace_a_laid_card_glides_from_the_hand_unless_motion_is_reduced(app: AppPage, motion: str) -> None:
    """With motion, the card Léa lays glides from her hand to its cell (a Web Animation on
    it, right after the tap); with reduced motion, the app's setting or the system's, none."""
    if motion == "setting-off":
        app.set_reduced_motion()
    elif motion == "system-off":
        app.page.emulate_media(reduced_motion="reduce")
    app.open("/")
    page = app.page
    app.start_game("glace-et-ciel", 3, seed=7, until="button.hand-card", timeout=WAIT_MS)
    first = page.locator("button.hand-card [data-travel]").first
    card = str(first.get_attribute("data-travel")).removeprefix("gcard-")
    page.locator("button.hand-card").first.click()
    page.wait_for_selector("button.cell.target", timeout=WAIT_MS)
    running = page.evaluate(LAY_CARD, card)
    assert running == (1 if motion == "on" else 0)


#: the next battle of the round turned over (the click runs the app's handler at once); then
#: the flips running on it
TURN_OVER = """() => {
  document.querySelector('#defis-turn').click();
  const el = document.querySelector('[data-travel="battle-1-0"]');
  return el ? [el.getAttribute('data-face'), el.getAnimations().filter((a) => a.id === 'flip').length]
            : ['gone', -1];
}"""


@pytest.mark.parametrize("motion", ["on", "setting-off"])
def test_defis_a_battle_turns_over_unless_motion_is_reduced(app: AppPage, motion: str) -> None:
    """Défis: Léa places her four cards and validates, the robot places; the first battle
    turned over for the table turns (a flip), none with reduced motion."""
    if motion == "setting-off":
        app.set_reduced_motion()
    app.open("/")
    page = app.page
    app.start_game("defis-nature", 2, seed=4, until=".defis", timeout=WAIT_MS)
    _close_moments(page, "button.hand-dcard")
    for _ in range(4):
        page.locator("button.hand-dcard").first.click()
        page.locator("button.board-slot.target").first.click()
    page.locator(".defis-validate button").click()
    page.wait_for_selector("#defis-turn", timeout=WAIT_MS)
    assert page.get_attribute('[data-travel="battle-1-0"]', "data-face") == "down"
    face, flips = page.evaluate(TURN_OVER)
    assert face == "up" and flips == (1 if motion == "on" else 0)


#: Léa's team pawn goes to the first square it may go to in one tap (the app's handler runs at once);
#: then where the pawn is and the travel animations running on it
MOVE_TEAM = """() => {
  const square = document.querySelector('.eco-board button.target[data-cmd="act"]');
  const from = document.querySelector('[data-travel="team"]').closest('[data-part]').getAttribute('data-part');
  square.click();
  const pawn = document.querySelector('[data-travel="team"]');
  return [from, pawn.closest('[data-part]').getAttribute('data-part'),
          pawn.getAnimations().filter((a) => a.id === 'travel').length];
}"""


@pytest.mark.own_context  # a script of its own in the page
def test_ecotopia_the_team_pawn_glides_to_its_square(app: AppPage) -> None:
    """Ecotopia with motion (robots fast): Léa takes the team pawn's app, then moves the pawn:
    it glides from its old square to the new one."""
    app.context.add_init_script(
        "if (location.origin !== 'null' && !localStorage.getItem('terraludo:settings'))"
        " localStorage.setItem('terraludo:settings', JSON.stringify({bot_pace: 'fast'}))")
    app.open("/")
    page = app.page
    app.start_game("ecotopia", 2, seed=7, until=".eco", timeout=WAIT_MS)
    for _ in range(120):
        _close_moments(page, ECO_READY)
        team = page.locator('.eco-panel button[data-arg="mode:team"]')
        if team.count() and team.get_attribute("aria-pressed") == "true" \
                and page.locator('.eco-board button.target[data-cmd="act"]').count():
            before, after, running = page.evaluate(MOVE_TEAM)
            assert before != after and running == 1, (before, after, running)
            return
        if team.count():
            team.click()
            continue
        choose = page.locator(".eco-panel button[data-cmd=act]", has_text="pion équipe")
        if choose.count():
            choose.first.click()
            continue
        _eco_tap(page)
    raise AssertionError("Léa never moved the team pawn")


def test_a_robot_waits_while_a_finger_is_on_the_screen(app: AppPage) -> None:
    """Léa plays, then presses "Menu" while the robot's move is due (the normal pace): the
    robot's drawing would replace the button under her finger and lose her tap, so the robot
    waits until the finger is lifted; the tap opens the menu, then the robot plays."""
    app.open("/")
    page = app.page
    app.start_game("glace-et-ciel", 2, seed=2, until="button.hand-card", timeout=WAIT_MS)
    for _ in range(3):  # a turn whose robot had already played before the press is not judged
        page.wait_for_selector("button.hand-card", timeout=WAIT_MS)
        page.evaluate(FORGET_BOTS)
        page.locator("button.hand-card").first.click()
        page.locator("button.cell.target").first.click()
        box = page.locator("details.menu summary").bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        page.evaluate("document.querySelector('details.menu summary').dataset.pressed = '1'")
        if page.evaluate(BOT_PLAYED):
            page.mouse.up()
            page.evaluate("document.querySelector('details.menu[open] summary')?.click()")
            continue
        page.wait_for_timeout(1500)  # the robot was due after 800 ms
        held = page.evaluate(BOT_PLAYED), page.locator("summary[data-pressed]").count()
        page.mouse.up()
        assert held == (False, 1), "the robot drew the table under the finger"
        page.wait_for_function(BOT_PLAYED, timeout=WAIT_MS)
        assert page.locator("details.menu[open]").count() == 1  # the tap was not lost
        return
    raise AssertionError("the robot always played before the press")
