"""The reading pages and the settings: a game's rules (``#/rules/<game>``), the settings
(``#/settings``), "À propos" (``#/about``), and a game's own screens (``#/screen/<game>/<name>``,
e.g. a deck builder, drawn and driven by its table)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import UnknownGame
from engine.core.registry import PACKAGES, catalogue_ids, get_game, playable_ids

from .. import keeping, lessons, settings
from ..effects import Effects
from ..html import attrs, button, esc
from ..seam import Form
from ..tables import load_table
from ..timers import SECONDS_CHOICES, timer_length
from . import home

if TYPE_CHECKING:
    from ..app import App, Command


# --- rules -------------------------------------------------------------------------------------
def render_rules(app: App) -> str:
    """The game's rules: the goal, "l'essentiel" on one screen, the rest folded under it.

    A game's rules text (``rules.<game>``) is paragraphs split by blank lines. When a
    paragraph starts with ``## `` it opens a section: what comes before the first section is
    "l'essentiel", shown; each section (its heading, then its paragraphs) is folded in a
    ``<details>``, and so is the table's picture and example (``rules_intro``, after its
    goal). A text without sections is shown whole after the picture, as it always was."""
    game_id = app.route.arg
    if game_id not in catalogue_ids():  # an address edited or cut: said, then the games
        return _unknown(app) + home.render(app)
    intro = load_table(game_id).rules_intro(app.shell(game_id))
    essentials, sections = rules_sections(app.t(f"rules.{game_id}"))
    if sections:
        goal, picture = _goal_and_rest(intro)
        body = (f"{goal}<div class=\"rules-essentials\">{_paragraphs(essentials)}</div>"
                + "".join(f"<details class=\"rules-more\"><summary>{esc(title)}</summary>"
                          f"{_paragraphs(text)}</details>" for title, text in sections)
                + f"<details class=\"rules-more\"><summary>{esc(app.t('rules.picture_section'))}"
                  f"</summary>{picture}</details>")
    else:
        body = intro + _paragraphs(essentials)
    if app.turns and app.turns.game.id == game_id:
        go = button(esc(app.t("rules.back_to_game")), "go", f"#/game/{app.turns.save_id}",
                    cls="button primary big")
    elif game_id in playable_ids():
        go = button(esc(app.t("home.play")), "go", f"#/play/{game_id}", cls="button primary big")
    else:
        go = ""
    return (f"{app.nav()}<article class=\"rules\"><h2>{esc(app.t('rules.title', game=app.game_title(game_id)))}</h2>"
            f"{body}</article><div class=\"row\">{go}{lessons.learn_button(app, game_id)}</div>")


def rules_sections(text: str) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """A rules text as its first paragraphs ("l'essentiel") and its ``## `` sections, each a
    title and its paragraphs."""
    essentials: list[str] = []
    sections: list[tuple[str, list[str]]] = []
    for paragraph in text.split("\n\n"):
        if paragraph.startswith("## "):
            sections.append((paragraph[3:].strip(), []))
        elif sections:
            sections[-1][1].append(paragraph)
        else:
            essentials.append(paragraph)
    return essentials, sections


def _paragraphs(paragraphs: list[str]) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in paragraphs)


def _goal_and_rest(intro: str) -> tuple[str, str]:
    """The table's rules intro split after its goal (every table opens it with the goal's
    paragraph, ``rules-goal``): the goal stays on top, the picture and example are folded."""
    if intro.startswith("<p class=\"rules-goal\">") and "</p>" in intro:
        goal, rest = intro.split("</p>", 1)
        return goal + "</p>", rest
    return "", intro


def _unknown(app: App) -> str:
    """Above the home page, for the address of a game this app does not have."""
    return f"<div class=\"flash error\" role=\"alert\">{esc(app.t('rules.unknown'))}</div>"


# --- about -------------------------------------------------------------------------------------
def render_about(app: App) -> str:
    paragraphs = "".join(f"<p>{esc(p)}</p>" for p in app.t("about.body").split("\n\n"))
    credits = "".join(f"<li>{esc(line)}</li>" for line in app.t("about.credits").split("\n"))
    return (f"{app.nav()}<h2>{esc(app.t('about.title'))}</h2>{paragraphs}"
            f"{keeping.about(app)}"
            f"<h3>{esc(app.t('about.credits_title'))}</h3><ul class=\"credits\">{credits}</ul>")


# --- settings ----------------------------------------------------------------------------------
def render_settings(app: App) -> str:
    """Language, display switches, the bots' pace and the timers' length."""
    def switch(name: str) -> str:
        on = app.toggle_on(name)
        return (f"<button type=\"button\" class=\"toggle\" role=\"switch\"{attrs(aria_checked='true' if on else 'false')}"
                f" data-cmd=\"toggle\" data-arg=\"{name}\">{esc(app.t('settings.' + name))}</button>")

    langs = "".join(
        button(esc(label), "lang", code, cls="button" + (" primary" if app.lang == code else ""),
               aria_pressed="true" if app.lang == code else "false", lang=code)
        for code, label in (("fr", "Français"), ("en", "English")))
    pace = app.settings.get("bot_pace", "normal")
    paces = "".join(
        button(esc(app.t(f"settings.pace.{p}")), "bot-pace", p,
               cls="button" + (" primary" if pace == p else ""),
               aria_pressed="true" if pace == p else "false")
        for p in settings.BOT_PACE_MS)
    chosen = timer_length(app.settings)
    lengths = "".join(
        button(esc(app.t("settings.seconds", n=n) if n else app.t("settings.no_timer")),
               "timer-length", str(n),
               cls="button" + (" primary" if chosen == n else ""),
               aria_pressed="true" if chosen == n else "false")
        for n in SECONDS_CHOICES)
    return (f"{app.nav()}<h2>{esc(app.t('settings.title'))}</h2>"
            f"<section><h3>{esc(app.t('settings.language'))}</h3><div class=\"row\">{langs}</div></section>"
            f"<section><h3>{esc(app.t('settings.display'))}</h3>{switch('reduced_motion')}{switch('large_text')}"
            f"{switch('read_aloud') if app.can_speak else ''}</section>"
            f"<section><h3>{esc(app.t('settings.pace'))}</h3>"
            f"<p>{esc(app.t('settings.pace_help'))}</p><div class=\"row\">{paces}</div></section>"
            f"<section><h3>{esc(app.t('settings.timer'))}</h3>"
            f"<p>{esc(app.t('settings.timer_help'))}</p><div class=\"row\">{lengths}</div>"
            f"<p>{esc(app.t('settings.sound_help'))}</p>{switch('sound')}</section>"
            f"{_forget_section(app)}")


def _forget_section(app: App) -> str:
    """Erasing what the app keeps on this device, in two taps (the second one says what is
    lost): a folded part, so that nothing is erased by a single slip."""
    return (f"<section class=\"forget\"><h3>{esc(app.t('settings.forget.title'))}</h3>"
            f"<p>{esc(app.t('settings.forget.help'))}</p>"
            f"<details class=\"part\" id=\"forget-part\"><summary>{esc(app.t('settings.forget.open'))}</summary>"
            f"<p>{esc(app.t('settings.forget.warning'))}</p>"
            f"{button(esc(app.t('settings.forget.confirm')), 'forget-device', '', cls='button danger', id='forget-device')}"
            f"</details></section>")


def forget_device(app: App, arg: str, form: Form) -> Effects:
    """"Oui, tout effacer de cet appareil": the settings page again, as on a first visit."""
    app.forget_device()
    app.set_flash("info", app.t("settings.forget.done"))
    return Effects(apply_settings=True, focus="#main", from_top=True,
                   announce=[app.t("settings.forget.done")])


def set_language(app: App, arg: str, form: Form) -> Effects:
    """"Français" / "English": the app's language, kept for the next visits."""
    if arg in ("fr", "en"):
        app.set_language(arg)
    return Effects(apply_settings=True)


def toggle(app: App, arg: str, form: Form) -> Effects:
    """A switch of the settings page (reduced motion, large text, reading aloud, sounds)."""
    if arg in settings.TOGGLES:
        app.set_setting(arg, not app.toggle_on(arg))
    return Effects(apply_settings=True)


def set_bot_pace(app: App, arg: str, form: Form) -> Effects:
    if arg in settings.BOT_PACE_MS:
        app.set_setting("bot_pace", arg)
    return Effects()


def set_timer_length(app: App, arg: str, form: Form) -> Effects:
    if arg.isdigit() and int(arg) in SECONDS_CHOICES:
        app.set_setting("timer_seconds", int(arg))
    return Effects()


# --- a game's own screens ----------------------------------------------------------------------
def render_screen(app: App) -> str:
    game_id, _, screen = app.route.arg.partition("/")
    try:
        get_game(game_id)
    except UnknownGame:
        return _unknown(app) + home.render(app)
    body = load_table(game_id).render_screen(app.shell(game_id), screen)
    if body is None:
        body = f"<p>{esc(app.t('screen.none'))}</p>"
    return f"{app.nav()}{body}"


def screen_command(app: App, arg: str, form: Form) -> Effects:
    """A command of a game's own screen (e.g. the deck builder): ``name:value``."""
    if app.route.name != "screen":
        return Effects()
    game_id, _, screen = app.route.arg.partition("/")
    if game_id not in PACKAGES:
        return Effects()
    name, _, value = arg.partition(":")
    result = load_table(game_id).screen_command(app.shell(game_id), screen, name, value, form)
    return result if isinstance(result, Effects) else Effects()


COMMANDS: dict[str, Command] = {
    "lang": set_language,
    "toggle": toggle,
    "bot-pace": set_bot_pace,
    "timer-length": set_timer_length,
    "forget-device": forget_device,
    "screen": screen_command,
}
