"""After an unexpected error (a bug, or input no check foresaw): the app's own message in the
player's language, and the app keeps running.

The browser layer catches every exception that reaches an event handler (a tap, an address, a
host page's message, a file, a timer, another tab's write) and asks ``after_error`` what to show:
the message "Oups, quelque chose s'est mal passé…" above the screen, the screen it was on if
that screen can still be drawn, else the home page. The game in play was saved before (every
change is saved at once), so nothing is lost; no traceback is ever shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .effects import Effects
from .html import esc

if TYPE_CHECKING:
    from .app import App


def after_error(app: App) -> Effects:
    """The message, on the screen that was open if it still draws, else on the home page."""
    from .app import Route

    try:
        app.render()
        drawn = True
    except Exception:  # the screen itself fails: leave it for the home page
        drawn = False
    app.flash = ("error", app.t("app.unexpected"))
    if drawn:
        return Effects()
    app.route, app.route_hash = Route("home"), "#/"
    app.game_screen.turns = None
    app.setup_screen.choices = None
    app.replay_screen.view = None
    return Effects(set_hash="#/", focus="#main")


def last_resort(app: App) -> str:
    """Markup for when even the home page cannot be drawn: the message and a way to reload."""
    try:
        message, again = app.t("app.unexpected"), app.t("nav.home")
    except Exception:
        message, again = "Oups, quelque chose s'est mal passé.", "Accueil"
    return (f"<div class=\"flash error\" role=\"alert\">{esc(message)}</div>"
            f"<p><a class=\"button\" href=\"./\">{esc(again)}</a></p>")
