"""The home screen: the games, then the saves list (resume, export, delete) and import.

Tapping "Reprendre" goes to ``#/game/<save id>``; ``App.navigate`` then calls the game
screen's ``resume``, which loads that save (or says why it cannot) and opens it at the table.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.errors import SaveError
from engine.core.registry import catalogue_ids, playable_ids

from ..effects import Effects
from ..html import button, esc
from ..saves import SaveEntry, StorageError
from ..seam import Form
from ..tables import home_screens

if TYPE_CHECKING:
    from ..app import App, Command

_MONTHS = {
    "fr": ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.",
           "nov.", "déc."),
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
}


class HomeScreen:
    """The home screen's own state: the save whose "Supprimer" asks for confirmation."""

    def __init__(self) -> None:
        self.confirm_delete: str | None = None

    def navigated(self) -> None:
        """A question asked on the way out is closed."""
        self.confirm_delete = None


def render(app: App) -> str:
    """The games (play, rules, a game's own screens), the saves, settings and about."""
    playable = set(playable_ids())
    cards = []
    for game_id in catalogue_ids():
        title = esc(app.game_title(game_id))
        pitch = esc(app.t(f"game.{game_id}.pitch"))
        if game_id in playable:
            action = button(esc(app.t("home.play")), "go", f"#/play/{game_id}",
                            cls="button primary", aria_label=f"{app.t('home.play')} — {app.game_title(game_id)}")
            rules = button(esc(app.t("home.rules")), "go", f"#/rules/{game_id}", cls="button",
                           aria_label=f"{app.t('home.rules')} — {app.game_title(game_id)}")
            status = ""
            for link in home_screens(game_id):
                rules += button(esc(app.t(link.label_key)), "go",
                                f"#/screen/{game_id}/{link.name}", cls="button")
        else:
            action = rules = ""
            status = f"<span class=\"badge\">{esc(app.t('home.soon'))}</span>"
        cards.append(f"<li class=\"game-card{'' if game_id in playable else ' soon'}\">"
                     f"<h3>{title} {status}</h3><p>{pitch}</p>"
                     f"<div class=\"row\">{action}{rules}</div></li>")
    return (f"{_storage_notice(app)}<p class=\"lead\">{esc(app.t('home.lead'))}</p>"
            f"<section aria-labelledby=\"games-h\"><h2 id=\"games-h\">{esc(app.t('home.games'))}</h2>"
            f"<ul class=\"game-grid\">{''.join(cards)}</ul></section>"
            f"{_saves(app)}"
            f"<section class=\"home-links\" aria-label=\"{esc(app.t('home.more'))}\">"
            f"{button(esc(app.t('home.settings')), 'go', '#/settings')}"
            f"{button(esc(app.t('home.about')), 'go', '#/about')}</section>")


def _storage_notice(app: App) -> str:
    """Why games will not be kept, said once on the home page, never as a success."""
    if app.storage_ok:
        return ""
    if app.framed and app.full_screen_url:
        link = (f"<a class=\"button small\" href=\"{esc(app.full_screen_url)}\" target=\"_blank\" "
                f"rel=\"noopener\">{esc(app.t('storage.open_full'))}</a>")
        return f"<div class=\"notice\" role=\"note\"><p>{esc(app.t('storage.framed'))}</p>{link}</div>"
    return f"<div class=\"notice\" role=\"note\"><p>{esc(app.t('storage.unavailable'))}</p></div>"


def _saves(app: App) -> str:
    """Games in progress first (date, whose turn), then finished ones, folded."""
    going: list[str] = []
    done: list[str] = []
    for entry in app.saves.entries():
        (done if entry.readable and entry.over else going).append(_save_row(app, entry))
    body = (f"<ul class=\"save-list\">{''.join(going)}</ul>" if going
            else f"<p>{esc(app.t('saves.none'))}</p>")
    finished = ""
    if done:
        finished = (f"<details class=\"finished-saves\"><summary>"
                    f"{esc(app.t('saves.finished_title'))} ({len(done)})</summary>"
                    f"<ul class=\"save-list\">{''.join(done)}</ul></details>")
    return (f"<section aria-labelledby=\"saves-h\"><h2 id=\"saves-h\">{esc(app.t('saves.title'))}</h2>"
            f"{body}{finished}{button(esc(app.t('saves.import')), 'import', cls='button')}</section>")


def _save_row(app: App, entry: SaveEntry) -> str:
    """One save: what and who, "Reprendre", "Exporter", "Supprimer" (asked twice)."""
    sid = entry.id
    if entry.readable:
        title = esc(app.game_title(entry.game))
        who = esc(", ".join(entry.seat_names))
        details = [app.t("saves.moves", n=entry.moves)]
        date = _date(entry.saved_at, app.lang)
        if date:
            when = _time(entry.saved_at)
            details.append(app.t("saves.saved_at", date=date, time=when) if when
                           else app.t("saves.saved_on", date=date))
        if entry.over:
            details.append(app.t("saves.finished"))
        elif entry.waiting_for:
            details.append(app.t("saves.waiting_for", name=", ".join(entry.waiting_for)))
        elif entry.to_move:
            details.append(app.t("saves.turn_of", name=", ".join(entry.to_move)))
        label = app.t("saves.resume")
        main = button(esc(label), "go", f"#/game/{sid}", cls="button primary",
                      aria_label=f"{label} — {app.game_title(entry.game)}, {', '.join(entry.seat_names)}")
        line = f"<strong>{title}</strong> <span>{who}</span> <small>{esc(' · '.join(details))}</small>"
    else:
        main = ""
        line = (f"<strong>{esc(app.t('saves.unreadable'))}</strong> "
                f"<span>{esc(app.t(entry.error_key))}</span> <small>{esc(app.t('save.kept'))}</small>")
    export_ = button(esc(app.t("saves.export")), "export", sid, cls="button small")
    if entry.readable and entry.over:  # a finished game: "Revoir la partie" (web/screens/replay.py)
        export_ = button(esc(app.t("replay.open")), "replay-open", sid, cls="button small") + export_
    if app.home_screen.confirm_delete == sid:
        delete_ = (button(esc(app.t("saves.confirm_delete")), "delete", sid, cls="button small danger",
                          id=f"confirm-{sid}")
                   + button(esc(app.t("saves.cancel")), "cancel-delete", sid, cls="button small"))
    else:
        delete_ = button(esc(app.t("saves.delete")), "delete", sid, cls="button small")
    return (f"<li class=\"save{'' if entry.readable else ' unreadable'}\" data-save=\"{esc(sid)}\">"
            f"<div>{line}</div><div class=\"row\">{main}{export_}{delete_}</div></li>")


def _date(iso: str, lang: str) -> str:
    """``2026-11-25T10:00:00Z`` → ``25 nov. 2026`` (fr) or ``25 Nov 2026`` (en); "" if unreadable."""
    match = re.match(r"(\d{4})-(\d{2})-(\d{2})", iso)
    if not match or not 1 <= int(match.group(2)) <= 12:
        return ""
    year, month, day = match.groups()
    return f"{int(day)} {_MONTHS[lang if lang in _MONTHS else 'fr'][int(month) - 1]} {year}"


def _time(iso: str) -> str:
    """``2026-11-25T18:05:00+01:00`` → ``18:05``: the hour it was saved on the device (the
    browser writes its own time and offset; an older save in UTC shows UTC); "" if none."""
    match = re.match(r"\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})", iso)
    if not match or int(match.group(1)) > 23 or int(match.group(2)) > 59:
        return ""
    return f"{match.group(1)}:{match.group(2)}"


def export(app: App, arg: str, form: Form) -> Effects:
    """"Exporter": download the save (``arg``, or the game on screen) as a JSON file."""
    save_id = arg or (app.turns.save_id if app.turns else "")
    raw = app.saves.raw(save_id)
    if raw is None:
        return Effects()
    entry = app.saves.entry(save_id)
    game = entry.game if entry and entry.game else "save"
    safe = "".join(c for c in game if c.isalnum() or c == "-") or "save"
    return Effects(download=(f"terraludo-{safe}-{save_id}.json", raw))


def import_file(app: App, arg: str, form: Form) -> Effects:
    """"Importer une partie": the browser opens a file picker, then calls ``imported``."""
    return Effects(pick_file=True)


def imported(app: App, text: str) -> Effects:
    """The browser read a file the player picked: keep it as a new save and open it, or say
    why it was refused."""
    save_id = app.new_id()
    try:
        app.saves.import_text(text, save_id, app.now())
    except SaveError as exc:
        message = app.t("import.refused") + " " + app.t(exc.key)
        app.set_flash("error", message)
        return Effects(announce=[message])
    except StorageError as exc:
        app.set_flash("error", app.t(exc.key))
        return Effects()
    app.set_flash("info", app.t("import.done"))
    return Effects(set_hash=f"#/game/{save_id}")


def delete(app: App, arg: str, form: Form) -> Effects:
    """"Supprimer": the first tap asks, the second deletes."""
    screen = app.home_screen
    if screen.confirm_delete != arg:
        screen.confirm_delete = arg
        return Effects(focus=f"#confirm-{arg}")
    app.saves.delete(arg)
    screen.confirm_delete = None
    app.game_screen.forget(arg)  # no longer at the table either
    app.set_flash("info", app.t("saves.deleted"))
    return Effects()


def cancel_delete(app: App, arg: str, form: Form) -> Effects:
    app.home_screen.confirm_delete = None
    return Effects()


COMMANDS: dict[str, Command] = {
    "export": export,
    "import": import_file,
    "delete": delete,
    "cancel-delete": cancel_delete,
}
