"""Driving the app as a player would, without a browser (the same code runs in Pyodide).

Every UI test uses these: they read the markup the way a person reads the screen (buttons and
their labels) and tap through ``App.command``."""

from __future__ import annotations

import html as html_lib
import itertools
import json
import re
from typing import Any

from engine.core.rng import Prng, seed_state
from web.app import App
from web.i18n import catalog
from web.saves import MemoryStore

NOW = "2026-11-25T10:00:00Z"


def make_app(store: MemoryStore | None = None, lang: str | None = "fr",
             browser_langs: tuple[str, ...] = (), can_speak: bool = False) -> App:
    counter = itertools.count(1000)
    return App(store or MemoryStore(), lang=lang, browser_langs=browser_langs, now=lambda: NOW,
               new_id=lambda: format(next(counter), "x"), can_speak=can_speak)


def start_game(app: App, game_id: str, form: dict[str, str]) -> None:
    """Open the set-up screen, submit it, and land on the new game."""
    app.navigate(f"#/play/{game_id}")
    fx = app.command("setup-start", "", form)
    assert fx.set_hash and fx.set_hash.startswith("#/game/"), app.flash
    app.navigate(fx.set_hash)


def act_buttons(html: str) -> list[dict[str, Any]]:
    """The actions the screen offers (each button's decoded ``data-arg``)."""
    return [json.loads(html_lib.unescape(m))
            for m in re.findall(r'data-cmd="act" data-arg="([^"]+)"', html)]


def ui_args(html: str, name: str) -> list[str]:
    """The values of the table's own ``name:value`` buttons on screen."""
    return re.findall(rf'data-cmd="ui" data-arg="{re.escape(name)}:([^"]*)"', html)


def ui_buttons(html: str) -> list[str]:
    """Every table button on screen, as ``name:value``."""
    return [html_lib.unescape(m) for m in re.findall(r'data-cmd="ui" data-arg="([^"]*)"', html)]


def close_moment(app: App) -> bool:
    """Tap "Continuer" if a public moment is on screen; True if there was one. While it waits
    for the moment to be shown whole (Défis: every battle turned), tap the moment's own
    buttons first, as the table would."""
    html = app.render()
    if 'id="moment-ok"' not in html:
        return False
    for _ in range(10):
        if not re.search(r'<button[^>]*id="moment-ok"[^>]*\bdisabled\b', html):
            break
        steps = ui_buttons(html)
        assert steps, "Continuer is disabled and nothing else can be tapped"
        app.command("ui", steps[0])
        html = app.render()
    app.command("moment-ok")
    return True


def run_bots(app: App, limit: int = 10_000, *, close_moments: bool = True) -> None:
    """Let every bot that is to move play, as the browser's timer would, and close the public
    moments on the way as the table would ("Continuer"), unless the test looks at them."""
    for _ in range(limit):
        if 'id="moment-ok"' in app.render():
            if not close_moments:
                return
            app.command("moment-ok")
            continue
        # a robot's last move stays on the table for the pace's time (the browser's timer
        # then brings the hand-off): that timer fires here too
        shown = app.game_screen.showing_bot
        if not shown and not (app.turns and app.turns.bot_to_move() is not None
                              and not app.turns.over):
            return
        app.command("bot")
    raise AssertionError("the bots never stopped")


def visible_text(html: str) -> str:
    """The words a person sees (tags and attributes removed, entities decoded)."""
    return html_lib.unescape(re.sub(r"<[^>]+>", " ", html))


KEY = re.compile(r"\b[a-z][a-z0-9_]*(?:\.[a-z0-9_-]+)+\b")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def check_screen(app: App, html: str) -> None:
    """What a person reads: no raw translation key, placeholder or ``None``."""
    text = visible_text(html)
    keys = set(catalog())
    raw = [k for k in KEY.findall(text) if k in keys]
    assert not raw, f"raw translation keys on screen: {raw}"
    assert not PLACEHOLDER.search(text), f"unfilled placeholder: {PLACEHOLDER.search(text)}"
    assert not re.search(r"\bNone\b", text), "None on screen"


def check_buttons(app: App, html: str) -> list[Any]:
    """Every action button decodes to an action that is legal for the seat on screen (``is_legal``:
    a game's open actions, a typed word or a table's vote, are legal without being listed)."""
    turns = app.turns
    assert turns is not None
    decoded = [turns.game.decode_action(a) for a in act_buttons(html)]
    if decoded:
        seat = turns.acting_seat()
        assert seat is not None, "action buttons while nobody may act"
        state = turns.match.state
        for action in decoded:
            assert turns.game.is_legal(state, seat, action), f"button for an illegal action {action}"
    return decoded


def play_through(app: App, seed: int, max_taps: int = 4000, moves: int | None = None) -> int:
    """Tap a seeded random game to its end as a person would, checking every screen (no raw
    key, ``None`` or placeholder; every action button legal; nothing private on a hand-off
    or a public moment); returns how many public moments were shown. ``moves``: stop once
    that many moves (anyone's, bots' too) are played, its screen checked."""
    rng = Prng(seed_state(seed))
    moments = 0
    tapped: list[Any] = []
    assert app.turns is not None
    first_move = len(app.turns.match.actions)
    for _ in range(max_taps):
        run_bots(app, close_moments=False)
        turns = app.turns
        assert turns is not None
        html = app.render()
        if moves is not None and len(turns.match.actions) - first_move >= moves:
            check_screen(app, html)
            return moments
        check_screen(app, html)
        if 'id="moment-ok"' in html:  # a public moment: no private view, no action button
            assert 'data-cmd="act"' not in html and 'data-cmd="handoff"' not in html
            moments += 1
            taps = ui_buttons(html)
            if taps and rng.below(3) == 0:
                app.command("ui", rng.choice(taps))
            else:
                app.command("moment-ok")
            continue
        if turns.over:
            assert 'id="end-h"' in html
            return moments
        handoff = turns.handoff_needed()
        if handoff is not None:
            # the hand-off screen is public: nothing of the next seat's own view on it
            assert 'data-cmd="act"' not in html and 'data-cmd="ui"' not in html
            app.command("handoff", str(handoff))
            continue
        actions = check_buttons(app, html)
        taps = ui_buttons(html)
        seat = turns.acting_seat()
        if tapped and seat is not None and rng.below(15) == 0:
            # a tap on a screen that has moved on (a double tap): a clear message, nothing lost
            stale = rng.choice(tapped)
            if not turns.game.is_legal(turns.match.state, seat, stale):
                before = turns.match.state
                app.command("act", json.dumps(turns.game.encode_action(stale)))
                html = app.render()
                assert turns.match.state == before and 'class="flash error"' in html
                check_screen(app, html)
                continue
        if actions and (not taps or rng.below(10) < 7):
            tapped.append(rng.choice(actions))
            app.command("act", json.dumps(turns.game.encode_action(tapped[-1])))
        elif taps:
            app.command("ui", rng.choice(taps))
        else:
            raise AssertionError("a human is to move but the screen offers nothing to tap")
    raise AssertionError("the game did not end")


def part_text(html: str, pattern: str) -> str:
    """The visible text of the first part of ``html`` matching ``pattern``."""
    found = re.search(pattern, html, re.S)
    assert found, pattern
    return visible_text(found.group(0))


def take_handoff(app: App) -> None:
    """Tap the hand-off button when the screen shows one."""
    html = app.render()
    seat = re.search(r'data-cmd="handoff" data-arg="(\d)"', html)
    if seat:
        app.command("handoff", seat.group(1))
