"""One game, one writer: a game open in two tabs (or two windows) moves on in one only.

Each tab keeps what it last read or wrote of a save (``SaveStore.changed_elsewhere``). Before
anything at the table (a move, a bot's move, a hand-off, undo...), and when the browser says
that another tab wrote the store (its ``storage`` event), the tab checks that the stored game
is still the one it shows. When it moved on elsewhere, this tab stops playing it: it says "Cette
partie a continué dans un autre onglet" and offers to take the game up as it is now. Its own
moves were all saved before (every change is saved at once), so none is lost, and none is
written over the other tab's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .effects import Effects
from .html import button, esc
from .screens import play
from .seam import Form

if TYPE_CHECKING:
    from .app import App, Command

#: the element the notice is focused on
NOTICE_FOCUS = "#elsewhere-h"


def still_ours(app: App) -> bool:
    """Whether the game on screen is still the stored one; if another tab moved it on, the
    game on screen is marked as behind (``GameScreen.behind``) and False is returned."""
    turns = app.turns
    if turns is None:
        return True
    if app.game_screen.behind is turns:
        return False
    if app.saves.changed_elsewhere(turns.save_id):
        app.game_screen.behind = turns
        return False
    return True


def is_behind(app: App) -> bool:
    """Whether the game screen shows a game another tab moved on (its notice replaces it)."""
    return app.route.name == "game" and app.turns is not None and app.game_screen.behind is app.turns


def guard(app: App, name: str) -> Effects | None:
    """Before a command: None to carry it out; else what happens instead (the game at the
    table moved on in another tab: the notice, and nothing played or written)."""
    if name not in play.COMMANDS or app.route.name != "game" or still_ours(app):
        return None
    return _told(app)


def storage_changed(app: App, key: str | None) -> Effects | None:
    """The browser's ``storage`` event: another tab wrote ``key`` (None: it cleared the
    store). What to show, or None when it does not concern the game on screen."""
    turns = app.turns
    if turns is None or app.route.name != "game" or app.game_screen.behind is turns:
        return None
    if key is not None and key != app.saves.key(turns.save_id):
        return None
    return None if still_ours(app) else _told(app)


def render_notice(app: App) -> str:
    """The game screen of a game another tab moved on: what happened, and the way on."""
    turns = app.turns
    assert turns is not None
    title = esc(app.game_title(turns.game.id))
    return (f"<h2 class=\"game-title\">{title}</h2>"
            f"<section class=\"notice elsewhere\" role=\"alert\" aria-labelledby=\"elsewhere-h\">"
            f"<h3 id=\"elsewhere-h\" tabindex=\"-1\">{esc(app.t('elsewhere.title'))}</h3>"
            f"<p>{esc(app.t('elsewhere.explain'))}</p><div class=\"row\">"
            f"{button(esc(app.t('elsewhere.take_up')), 'take-up', turns.save_id, cls='button primary big', id='take-up')}"
            f"{button(esc(app.t('nav.home')), 'go', '#/', cls='button')}</div></section>")


def take_up(app: App, arg: str, form: Form) -> Effects:
    """"Reprendre la partie telle qu'elle est": read the save again from the store."""
    turns = app.turns
    save_id = turns.save_id if turns is not None else arg
    if not save_id:
        return Effects(set_hash="#/")
    app.game_screen.turns = None  # the game is read again, as the other tab left it
    app.game_screen.behind = None
    fx = app.navigate(f"#/game/{save_id}")
    if app.route.name == "game":
        fx.announce = [app.t("elsewhere.taken_up")]
    return fx


def _told(app: App) -> Effects:
    return Effects(focus=NOTICE_FOCUS, announce=[app.t("elsewhere.title")])


COMMANDS: dict[str, Command] = {"take-up": take_up}
