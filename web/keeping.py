"""Where games are kept, and what the app says when they cannot be.

Games live in the browser's storage. When the browser denies it (a frame on another site, a
private window) the app plays on in memory; when it refuses a write (full), the game at the
table is ahead of its save. Either way the screens that start or resume a game say so, and
offer to export the game as it is now (the end screen too): nothing is lost without a word.
The about page tells a family how to keep their games (the home screen, export): Safari
deletes what a site stored after seven days without a visit, unless it is on the home screen.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .effects import Effects
from .html import button, esc
from .saves import record_text
from .seam import Form

if TYPE_CHECKING:
    from .app import App, Command

#: the routes where a game starts or is resumed (and ends)
GAME_ROUTES = ("setup", "game")


def why_unkept(app: App) -> str | None:
    """The text key saying why the game is not kept on this device, or None when it is."""
    if not app.storage_ok:
        return "keep.framed" if app.framed else "keep.memory"
    if app.turns is not None and app.turns.save_id in app.saves.unsaved:
        return "keep.failed"
    return None


def notice(app: App) -> str:
    """Above the set-up and the game: why games are not kept, with a way to keep this one."""
    why = why_unkept(app) if app.route.name in GAME_ROUTES else None
    if why is None:
        return ""
    actions = ""
    if app.route.name == "game" and app.turns is not None:
        actions += button(esc(app.t("keep.export")), "export-now", cls="button small primary",
                          id="export-now")
    if app.framed and app.full_screen_url:
        actions += (f"<a class=\"button small\" href=\"{esc(app.full_screen_url)}\" target=\"_blank\" "
                    f"rel=\"noopener\">{esc(app.t('storage.open_full'))}</a>")
    row = f"<div class=\"row\">{actions}</div>" if actions else ""
    return f"<div class=\"notice keep-notice\" role=\"note\"><p>{esc(app.t(why))}</p>{row}</div>"


def export_now(app: App, arg: str, form: Form) -> Effects:
    """"Exporter la partie": the game at the table as it is now (not the stored save, which
    may be behind), as a save file."""
    turns = app.turns
    if turns is None:
        return Effects()
    text = record_text(turns.match, app.now(), turns.marks())
    safe = re.sub(r"[^a-z0-9-]", "", turns.game.id) or "save"
    return Effects(download=(f"terraludo-{safe}-{turns.save_id}.json", text),
                   announce=[app.t("keep.exported")])


def about(app: App) -> str:
    """The about page's paragraph on keeping games."""
    return (f"<h3>{esc(app.t('keep.about_title'))}</h3>"
            + "".join(f"<p>{esc(p)}</p>" for p in app.t("keep.about").split("\n\n")))


COMMANDS: dict[str, Command] = {"export-now": export_now}
