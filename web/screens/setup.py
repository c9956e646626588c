"""The set-up screen (``#/play/<game>``): how many players, who is a person and who a bot (at
which level), the game's options and its own fields, a seed; "Commencer" starts the match."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.errors import TerraludoError, UnknownGame
from engine.core.game import OptionSpec
from engine.core.match import Match, SeatSpec
from engine.core.registry import get_game

from .. import settings
from ..effects import Effects
from ..html import esc
from ..links import NAME_LENGTH, SEED_LENGTH, default_setup
from ..seam import Form, SetupState
from ..tables import load_table
from ..timers import SECONDS_CHOICES, timer_length
from . import game as game_screen
from . import home, share

if TYPE_CHECKING:
    from ..app import App, Command


class SetupScreen:
    """The set-up screen's own state: the choices made so far (kept while it is the same
    game), and whether its share panel (link, QR code) is open."""

    def __init__(self) -> None:
        self.choices: SetupState | None = None
        self.share_open = False

    def holds(self, game_id: str) -> bool:
        """Whether the form on screen is ``game_id``'s."""
        return self.choices is not None and self.choices["game"] == game_id

    def navigated(self) -> None:
        """The share panel closes when the player goes elsewhere."""
        self.share_open = False


def open_setup(app: App, game_id: str, query: str = "") -> Effects | None:
    """Open the form for ``game_id`` (the choices made so far are kept while it is the same
    game), or as a set-up link's ``query`` asks (``web.links``). None when it is open; else
    the way home, for a game the app does not know."""
    try:
        game = get_game(game_id)
    except UnknownGame:
        app.set_flash("error", app.t("setup.unknown_game"))
        return Effects(set_hash="#/")
    if query:
        share.open_link(app, game, query)
    elif not app.setup_screen.holds(game.id):
        # bots start at a friendly level (the weakest real one); the table can raise it
        app.setup_screen.choices = default_setup(game, lambda n: app.t("setup.default_name", n=n))
    return None


def _read_form(app: App, form: Form) -> None:
    """The form's fields back into the screen's choices (bounded, and only the values offered)."""
    choices = app.setup_screen.choices
    if choices is None:
        return
    game = get_game(choices["game"])
    if "players" in form:
        try:
            n = int(form["players"])
        except ValueError:
            n = choices["players"]
        choices["players"] = min(max(n, game.min_players), game.max_players)
    for i, seat in enumerate(choices["seats"]):
        if f"kind-{i}" in form:
            seat["kind"] = "bot" if form[f"kind-{i}"] == "bot" else "human"
        if f"name-{i}" in form:
            seat["name"] = form[f"name-{i}"].strip()[:NAME_LENGTH]
        if f"level-{i}" in form and form[f"level-{i}"] in game.all_bot_levels():
            seat["level"] = form[f"level-{i}"]
    for spec in game.options:
        if f"opt-{spec.name}" in form:
            choices["options"][spec.name] = form[f"opt-{spec.name}"]
    load_table(game.id).read_setup(app.shell(game.id), choices, form)
    length = form.get("timer", "")
    # the one timer setting of every game with a timer, remembered for the next games
    if length.isdigit() and int(length) in SECONDS_CHOICES \
            and app.settings.get("timer_seconds") != int(length):
        app.set_setting("timer_seconds", int(length))
    sound = form.get("sound", "")
    # the sounds of the timer: one setting for the app, changed here or on the settings page
    if sound in ("on", "off") and settings.toggle_on(app.settings, "sound", app.embed) != (sound == "on"):
        app.set_setting("sound", sound == "on")
    if "seed" in form:
        choices["seed"] = form["seed"].strip()[:SEED_LENGTH]


def change(app: App, arg: str, form: Form) -> Effects:
    """A field changed: keep it (the form is drawn again, e.g. with one seat more)."""
    _read_form(app, form)
    return Effects()


def start(app: App, arg: str, form: Form) -> Effects:
    """"Commencer": build the match from the form and open it at the table."""
    _read_form(app, form)
    choices = app.setup_screen.choices
    if choices is None:
        return Effects(set_hash="#/")
    game = get_game(choices["game"])
    seats = []
    for i in range(choices["players"]):
        s = choices["seats"][i]
        if s["kind"] == "bot":
            seats.append(SeatSpec("bot", name=app.t("seat.bot_name", n=i + 1), level=s["level"]))
        else:
            seats.append(SeatSpec("human", name=s["name"] or app.t("setup.default_name", n=i + 1)))
    seed_text = choices["seed"]
    try:
        seed = int(seed_text) if seed_text else int(app.new_id(), 36) % 1_000_000
    except ValueError:
        app.set_flash("error", app.t("setup.bad_seed"))
        return Effects(focus="#seed")
    try:
        match = Match(game, seats, dict(choices["options"]), seed)
    except TerraludoError as exc:
        app.set_flash("error", app.t("setup.bad_options", detail=str(exc)))
        return Effects()
    return game_screen.open_new(app, match)


def render(app: App) -> str:
    s = app.setup_screen.choices
    if s is None:
        return home.render(app)
    game = get_game(s["game"])
    options_players = "".join(
        f"<option value=\"{n}\"{' selected' if n == s['players'] else ''}>{n}</option>"
        for n in range(game.min_players, game.max_players + 1))
    rows = []
    table = load_table(game.id)
    levels = game.all_bot_levels()
    for i in range(s["players"]):
        seat = s["seats"][i]
        kind_opts = "".join(
            f"<option value=\"{k}\"{' selected' if seat['kind'] == k else ''}>{esc(app.t('setup.kind.' + k))}</option>"
            for k in ("human", "bot"))
        if seat["kind"] == "bot":
            lvl_opts = "".join(
                f"<option value=\"{lv}\"{' selected' if seat['level'] == lv else ''}>{esc(app.t('bot.level.' + lv))}</option>"
                for lv in levels)
            detail = (f"<label>{esc(app.t('setup.level'))} <select name=\"level-{i}\" "
                      f"data-change=\"setup-change\">{lvl_opts}</select></label>")
        else:
            detail = (f"<label>{esc(app.t('setup.name'))} <input name=\"name-{i}\" maxlength=\"24\" "
                      f"autocomplete=\"off\" value=\"{esc(seat['name'])}\"></label>")
        rows.append(f"<fieldset class=\"seat\"><legend>{esc(app.t('setup.seat', n=i + 1))}</legend>"
                    f"<label>{esc(app.t('setup.kind'))} <select name=\"kind-{i}\" data-change=\"setup-change\">"
                    f"{kind_opts}</select></label>{detail}</fieldset>")
    opts = []
    for spec in game.options:
        if len(spec.choices) < 2:
            continue  # free-form options (e.g. custom decks) are the game module's setup_extra
        if spec.name in table.fills_options:
            continue  # the table sets it itself (e.g. the language words are judged in)
        choices = "".join(
            f"<option value=\"{esc(c)}\"{' selected' if str(s['options'].get(spec.name)) == str(c) else ''}>"
            f"{esc(_choice_label(app, spec, c))}</option>" for c in spec.choices)
        # one line says what the chosen setting changes
        help_key = _choice_key(app, spec, s["options"].get(spec.name, spec.default)) + ".help"
        help_line = (f"<small class=\"option-help\" id=\"help-{spec.name}\">{esc(app.t(help_key))}</small>"
                     if app.t.has(help_key) else "")
        described = f" aria-describedby=\"help-{spec.name}\"" if help_line else ""
        opts.append(f"<label class=\"option\">{esc(app.t(spec.label_key or spec.name))} "
                    f"<select name=\"opt-{spec.name}\" data-change=\"setup-change\"{described}>"
                    f"{choices}</select>{help_line}</label>")
    return (f"{app.nav()}<h2>{esc(app.t('setup.title', game=app.game_title(game.id)))}</h2>"
            f"<form class=\"setup\" data-submit=\"setup-start\">"
            f"<label>{esc(app.t('setup.players'))} <select name=\"players\" data-change=\"setup-change\">"
            f"{options_players}</select></label>"
            f"<div class=\"seats\">{''.join(rows)}</div>"
            f"{''.join(opts)}{_timer_field(app) if table.uses_timer else ''}"
            f"{table.setup_fields(app.shell(game.id), s)}"
            f"<details><summary>{esc(app.t('setup.advanced'))}</summary>"
            f"<label>{esc(app.t('setup.seed'))} <input id=\"seed\" name=\"seed\" inputmode=\"numeric\" "
            f"value=\"{esc(s.get('seed', ''))}\"></label></details>"
            f"<div class=\"setup-actions\">"
            f"<button type=\"submit\" class=\"button primary big\">{esc(app.t('setup.start'))}</button>"
            f"{share.share_button(app)}</div>"
            f"</form>{share.render_panel(app)}")


def _timer_field(app: App) -> str:
    """The challenges' timer: its length or none (the settings' ``timer_seconds``, shared by
    every game whose table ``uses_timer``)."""
    chosen = timer_length(app.settings)
    choices = "".join(
        f"<option value=\"{n}\"{' selected' if n == chosen else ''}>"
        f"{esc(app.t('settings.seconds', n=n) if n else app.t('settings.no_timer'))}</option>"
        for n in SECONDS_CHOICES)
    on = settings.toggle_on(app.settings, "sound", app.embed)
    sounds = "".join(
        f"<option value=\"{value}\"{' selected' if (value == 'on') == on else ''}>"
        f"{esc(app.t('setup.sound.' + value))}</option>" for value in ("on", "off"))
    return (f"<label class=\"option\">{esc(app.t('setup.timer'))} <select name=\"timer\" "
            f"data-change=\"setup-change\">{choices}</select></label>"
            f"<label class=\"option\">{esc(app.t('settings.sound'))} <select name=\"sound\" "
            f"data-change=\"setup-change\">{sounds}</select></label>")


def _choice_key(app: App, spec: OptionSpec, choice: Any) -> str:
    """``<label_key>.<choice>``, or ``<prefix>.<option>.<choice>`` (e.g. glace.variant.expert)."""
    base = spec.label_key or spec.name
    keys = (f"{base}.{choice}", f"{base.split('.')[0]}.{spec.name}.{choice}")
    return next((key for key in keys if app.t.has(key)), keys[0])


def _choice_label(app: App, spec: OptionSpec, choice: Any) -> str:
    key = _choice_key(app, spec, choice)
    return app.t(key) if app.t.has(key) else str(choice)


def open_share(app: App, arg: str, form: Form) -> Effects:
    """"Partager cette partie": keep the form as it is, then show its link and QR code."""
    _read_form(app, form)
    return share.open_panel(app)


COMMANDS: dict[str, Command] = {"setup-change": change, "setup-start": start,
                                "setup-share": open_share}
