"""Driving the app as a player would, without a browser (the same code runs in Pyodide).

Every UI test uses these: they read the markup the way a person reads the screen (buttons and
their labels) and tap through ``App.command``."""

from __future__ import annotations

import html as html_lib
import itertools
import json
import re
from typing import Any

from web.app import App
from web.saves import MemoryStore

NOW = "2026-11-25T10:00:00Z"


def make_app(store: MemoryStore | None = None, lang: str | None = "fr",
             browser_langs: tuple[str, ...] = ()) -> App:
    counter = itertools.count(1000)
    return App(store or MemoryStore(), lang=lang, browser_langs=browser_langs, now=lambda: NOW,
               new_id=lambda: format(next(counter), "x"))


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
    """Tap "Continuer" if a public moment is on screen; True if there was one."""
    if 'id="moment-ok"' in app.render():
        app.command("moment-ok")
        return True
    return False


def run_bots(app: App, limit: int = 10_000, *, close_moments: bool = True) -> None:
    """Let every bot that is to move play, as the browser's timer would, and close the public
    moments on the way as the table would ("Continuer"), unless the test looks at them."""
    for _ in range(limit):
        if 'id="moment-ok"' in app.render():
            if not close_moments:
                return
            app.command("moment-ok")
            continue
        if not (app.turns and app.turns.bot_to_move() is not None and not app.turns.over):
            return
        app.command("bot")
    raise AssertionError("the bots never stopped")


def visible_text(html: str) -> str:
    """The words a person sees (tags and attributes removed, entities decoded)."""
    return html_lib.unescape(re.sub(r"<[^>]+>", " ", html))
