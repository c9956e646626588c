"""A set-up in a link: the format of ``#/play/<game>?v=1&…`` and its careful reading.

A teacher prepares a game once and hands the link (or its QR code) to a class: the link carries
the whole set-up form, so it opens the same form, ready to start. It lives in the fragment, so
it never reaches a server; the page's language rides in the page's own ``?lang=`` (which the
boot watchdog reads before Python starts), and ``?embed=1`` gives the compact frame.

Format, version 1 (``LINK_VERSION``), every value percent-encoded::

    #/play/<game>?v=1&n=<players>&s1=h:<name>&s2=b:<level>&o.<option>=<choice>&seed=<digits>

``n`` the number of players; ``s<i>`` seat i (from 1): ``h:<name>`` a person, ``b:<level>`` a
bot; ``o.<option>`` an option of the game offered on the form (a choice among its choices);
``t`` the challenges' timer in seconds (``0``: none), for a game whose table has a timer;
``seed`` optional. Anything missing keeps the form's default.

A link is untrusted text: ``read_link`` never raises; it keeps what the game allows and turns
every impossible request into the nearest valid choice, with a note saying what it changed
(the notes are translation keys and their arguments, shown in the player's language).
"""

from __future__ import annotations

from typing import Any

from engine.core.game import Game, OptionSpec
from engine.core.registry import get_game

from .seam import GameTable, SeatSetup, SetupState
from .timers import SECONDS_CHOICES

#: the version of the set-up link's format (``v=``); a reader keeps every older one working
LINK_VERSION = 1
#: a name on the set-up form is at most this long (as the form's own field)
NAME_LENGTH = 24
SEED_LENGTH = 12
#: what a link's query is read of: its first characters and fields, and the notes shown on
#: what was changed (the last one says how many more)
MAX_QUERY = 20_000
MAX_FIELDS = 200
MAX_NOTES = 10

#: a correction made while reading a link: a translation key and its arguments
Note = tuple[str, dict[str, Any]]


def default_setup(game: Game[Any, Any], default_name: Any) -> SetupState:
    """The form as it opens for ``game``: three players where the game allows it, the first a
    person, the others bots at a friendly level (the weakest real one).
    ``default_name(n)`` names seat n (from 1)."""
    players = min(max(3, game.min_players), game.max_players)
    friendly = friendly_level(game)
    seats: list[SeatSetup] = [
        {"kind": "human" if i == 0 else "bot", "name": default_name(i + 1), "level": friendly}
        for i in range(game.max_players)]
    return {"game": game.id, "players": players, "seats": seats,
            "options": {o.name: o.default for o in game.options}, "seed": "", "extra": {}}


def friendly_level(game: Game[Any, Any]) -> str:
    return game.bot_levels[0] if game.bot_levels else "random"


def shared_options(game: Game[Any, Any], table: GameTable) -> tuple[OptionSpec, ...]:
    """The options a link carries: the ones the form offers (a choice among two or more, not
    filled in by the table itself). A custom deck lives on one device and is not shared."""
    return tuple(spec for spec in game.options
                 if len(spec.choices) >= 2 and spec.name not in table.fills_options)


def setup_fragment(setup: SetupState, table: GameTable, timer: int | None = None) -> str:
    """``#/play/<game>?v=1&…`` for the set-up as the form holds it (and the timer's length
    when the game's table has a timer)."""
    game = get_game(setup["game"])
    fields: list[tuple[str, str]] = [("v", str(LINK_VERSION)), ("n", str(setup["players"]))]
    for i in range(setup["players"]):
        seat = setup["seats"][i]
        fields.append((f"s{i + 1}", f"b:{seat['level']}" if seat["kind"] == "bot"
                       else f"h:{seat['name']}"))
    for spec in shared_options(game, table):
        fields.append((f"o.{spec.name}", _choice_text(setup["options"].get(spec.name, spec.default))))
    if table.uses_timer and timer is not None:
        fields.append(("t", str(timer)))
    if setup["seed"]:
        fields.append(("seed", setup["seed"]))
    # imported here, not at boot: urllib.parse and the ipaddress module it imports are compiled
    # from source in the page (about a tenth of a second), and only links need them
    from urllib.parse import quote, urlencode

    return f"#/play/{quote(game.id, safe='')}?" + urlencode(fields, quote_via=quote, safe="")


def page_address(full_url: str) -> str:
    """The app's address without its query and fragment (``https://host/terraludo/``)."""
    return full_url.split("#", 1)[0].split("?", 1)[0]


def share_links(page: str, fragment: str, lang: str) -> tuple[str, str]:
    """The link to open in a tab and its ``?embed=1`` form for a site's ``<iframe>``."""
    return (f"{page}?lang={lang}{fragment}", f"{page}?embed=1&lang={lang}{fragment}")


def _choice_text(value: Any) -> str:
    """A choice as the link writes it (``True`` → ``true``)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _clean_name(text: str) -> str:
    """A player's name from a link: no control characters, as long as the form allows."""
    kept = (" " if ch.isspace() else ch for ch in text if ch.isprintable() or ch.isspace())
    return "".join(kept).strip()[:NAME_LENGTH]


def read_link(game: Game[Any, Any], table: GameTable, query: str,
              default_name: Any) -> tuple[SetupState, list[Note]]:
    """The set-up a link's query asks for, made valid, and the notes on what was changed.
    A timer length the link asks for is in ``setup["extra"]["timer"]`` (the caller keeps it
    as the players' timer setting).

    Never raises: a number of players outside the game's range becomes the nearest allowed, an
    unknown bot level the friendly one, an unknown option or field is left out, a choice the
    option does not offer becomes its default."""
    setup = default_setup(game, default_name)
    notes: list[Note] = []
    from urllib.parse import parse_qsl  # not at boot (see setup_fragment)

    # within limits: a link or a host's request may carry thousands of fields
    fields = parse_qsl(query[:MAX_QUERY], keep_blank_values=True)[:MAX_FIELDS]
    values: dict[str, str] = {}
    for key, value in fields:
        values.setdefault(key, value)  # a repeated field: the first one counts
    version = values.pop("v", "")
    if version != str(LINK_VERSION):
        newer = version.isdigit() and int(version) > LINK_VERSION
        notes.append(("link.note.newer" if newer else "link.note.version", {"v": version[:8]}))
    if "n" in values:
        asked = values.pop("n")
        try:
            n = int(asked)
        except ValueError:
            notes.append(("link.note.players_unreadable", {"n": setup["players"]}))
        else:
            nearest = min(max(n, game.min_players), game.max_players)
            if nearest != n:
                notes.append(("link.note.players", {"players": n, "n": nearest}))
            setup["players"] = nearest
    levels = game.all_bot_levels()
    for i in range(game.max_players):
        seat = setup["seats"][i]
        text = values.pop(f"s{i + 1}", None)
        if text is None:
            continue
        kind, _, detail = text.partition(":")
        if kind == "b":
            seat["kind"] = "bot"
            if detail in levels:
                seat["level"] = detail
            else:
                seat["level"] = friendly_level(game)
                notes.append(("link.note.level", {"n": i + 1, "level": detail[:24]}))
        else:
            if kind != "h":
                notes.append(("link.note.kind", {"n": i + 1}))
                detail = text
            seat["kind"] = "human"
            name = _clean_name(detail)
            if name != detail:
                notes.append(("link.note.name", {"n": i + 1}))
            seat["name"] = name or default_name(i + 1)
    # seats beyond the number of players are left out silently: the note on the count says it
    for key in [k for k in values if k.startswith("s") and k[1:].isdigit()]:
        values.pop(key)
    offered = {spec.name: spec for spec in shared_options(game, table)}
    for key in [k for k in values if k.startswith("o.")]:
        name, asked_choice = key[2:], values.pop(key)
        spec = offered.get(name)
        if spec is None:
            notes.append(("link.note.option", {"option": name[:24]}))
            continue
        by_text = {_choice_text(c): c for c in spec.choices}
        if asked_choice in by_text:
            setup["options"][name] = by_text[asked_choice]
        else:
            notes.append(("link.note.choice", {"option": name, "choice": asked_choice[:24]}))
    if "t" in values:
        length = values.pop("t")
        if table.uses_timer and length.isdigit() and int(length) in SECONDS_CHOICES:
            setup["extra"]["timer"] = int(length)
        else:
            notes.append(("link.note.timer", {}))
    if "seed" in values:
        seed = values.pop("seed")
        if seed.isdigit() and len(seed) <= SEED_LENGTH:
            setup["seed"] = seed
        else:
            notes.append(("link.note.seed", {}))
    for key in values:
        notes.append(("link.note.field", {"field": key[:24]}))
    if len(notes) > MAX_NOTES:  # the first ones, and how many more (never a page of notes)
        notes = [*notes[:MAX_NOTES - 1], ("link.note.more", {"n": len(notes) - MAX_NOTES + 1})]
    return setup, notes
