"""Hostile inputs (issue 38): what a tampering teacher or an attacker can hand the app — a file
to import, a replay or set-up link, a save edited in storage, a host page's message — is read
within limits, checked whole, and refused with its reason or told apart; the app never shows a
traceback, never runs markup, and keeps running.

Each case is one kind of the issue's hostile inputs: nesting bombs, size bombs, junk and
tampered moves and positions, seats that do not match the position, fields by the thousand,
numbers and types out of range, markup in names."""

from __future__ import annotations

import base64
import copy
import json
import zlib
from collections.abc import Callable
from typing import Any

import pytest

from engine.core import bounded
from engine.core.errors import CorruptSave
from engine.core.replay import ROUTE, encode_link
from tests.support.ui import act_buttons, make_app, run_bots, start_game, ui_args, visible_text
from web.app import App
from web.i18n import Translator
from web.saves import PREFIX, MemoryStore
from web.settings import SETTINGS_KEY

FR = Translator("fr")
#: the 103-character link of the issue: 10,000 nested arrays, compressed
NESTED_LINK = "#/replay/1.eNrtwQENAAAMAqCgzv41zPEPSAAAAAAAAAAAAOC-AgAAAAAAAAAAwAMDHO4VJQ"
MARKUP = "<img src=x onerror=alert(1)>"


def _fresh_save() -> dict[str, Any]:
    """A Glace save (one human, two bots) a few moves in, written by today's code."""
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "bot", "kind-2": "bot", "seed": "5"})
    for _ in range(2):
        run_bots(app)
        cards = ui_args(app.render(), "select")
        app.command("ui", f"select:{cards[0]}")
        app.command("act", json.dumps(act_buttons(app.render())[0]))
    run_bots(app)
    assert app.turns is not None
    raw = app.saves.raw(app.turns.save_id)
    assert raw is not None
    record = json.loads(raw)
    assert isinstance(record, dict)
    return record


SAVE = _fresh_save()


def _edited(change: Callable[[dict[str, Any]], object]) -> str:
    record = copy.deepcopy(SAVE)
    change(record)
    return json.dumps(record)


def _nest(depth: int) -> str:
    return "[" * depth + "]" * depth


def _swap_hands(record: dict[str, Any]) -> None:
    hands = record["snapshot"]["hands"]
    hands[0], hands[1] = hands[1], hands[0]


def _check_running(app: App) -> str:
    """The app still draws its screen, in its own words (no traceback, no Python error)."""
    html = app.render()
    text = visible_text(html)
    for leak in ("Traceback", "Error", "Exception", "File \""):
        assert leak not in text, f"{leak} on screen: {text[:300]}"
    return html


#: (case, the file's text, the reason the refusal gives)
REFUSED_IMPORTS: list[tuple[str, Callable[[], str], str]] = [
    ("nested 10,000 deep (20 KB)", lambda: _nest(10_000), "save.too_large"),
    ("nested 100,000 deep", lambda: _nest(100_000), "save.too_large"),
    ("nested inside the options", lambda: _edited(lambda r: r.update(options={"x": json.loads(_nest(60))})),
     "save.too_large"),
    ("brackets that never close", lambda: "[" * 50_000, "save.corrupt"),
    ("unbalanced brackets", lambda: "[{]}" * 10, "save.corrupt"),
    ("a file of 2 MB", lambda: _edited(lambda r: r.update(pad="x" * 2_000_000)), "save.too_large"),
    ("200,000 junk moves", lambda: _edited(lambda r: r.update(actions=[[0, {"junk": 1}]] * 200_000)),
     "save.too_large"),
    ("6,000 junk moves", lambda: _edited(lambda r: r.update(actions=[[0, {}]] * 6_000)),
     "save.too_large"),
    ("300,000 values", lambda: json.dumps({"format": "terraludo-save", "x": [0] * 300_000}),
     "save.too_large"),
    ("20,000 unknown fields", lambda: _edited(lambda r: r.update({f"f{i}": 0 for i in range(20_000)})),
     "save.too_large"),
    ("junk moves with a valid position", lambda: _edited(lambda r: r.update(actions=[[0, {"junk": 1}]] * 3)),
     "save.modified"),
    ("a move taken out", lambda: _edited(lambda r: r["actions"].pop(1)), "save.modified"),
    ("hands swapped in the saved position", lambda: _edited(_swap_hands), "save.modified"),
    ("a seat taken out", lambda: _edited(lambda r: r["seats"].pop()), "save.modified"),
    ("a seat added", lambda: _edited(lambda r: r["seats"].append({"kind": "bot", "level": "random"})),
     "save.modified"),
    ("thirteen seats", lambda: _edited(lambda r: r.update(seats=[{"kind": "human"}] * 13)), "save.corrupt"),
    ("no seat", lambda: _edited(lambda r: r.update(seats=[])), "save.corrupt"),
    ("a seat that is not an object", lambda: _edited(lambda r: r["seats"].__setitem__(0, "Léa")),
     "save.corrupt"),
    ("a seat of another kind", lambda: _edited(lambda r: r["seats"][0].update(kind="admin")), "save.corrupt"),
    ("a name that is a number", lambda: _edited(lambda r: r["seats"][0].update(name=7)), "save.corrupt"),
    ("a seed of 5,000 digits", lambda: json.dumps(SAVE).replace(f'"seed": {SAVE["seed"]}', '"seed": ' + "9" * 5000),
     "save.corrupt"),
    ("an infinite seed", lambda: json.dumps(SAVE).replace(f'"seed": {SAVE["seed"]}', '"seed": 1e999'),
     "save.corrupt"),
    ("a seat number that is true", lambda: _edited(lambda r: r["actions"][0].__setitem__(0, True)),
     "save.corrupt"),
    ("a move that is not [seat, action]", lambda: _edited(lambda r: r["actions"].__setitem__(0, "x")),
     "save.corrupt"),
    ("options that are a list", lambda: _edited(lambda r: r.update(options=[])), "save.corrupt"),
    ("not JSON", lambda: "{oops", "save.corrupt"),
    ("an empty file", lambda: "", "save.corrupt"),
    ("a byte-order mark", lambda: "\ufeff" + json.dumps(SAVE), "save.corrupt"),
    ("a JSON list", lambda: "[1, 2, 3]", "save.corrupt"),
    ("a JSON string", lambda: json.dumps("terraludo-save"), "save.corrupt"),
    ("another program's JSON", lambda: json.dumps({"name": "x", "version": 3}), "save.foreign"),
    ("an unknown game", lambda: _edited(lambda r: r.update(game="chess")), "save.foreign"),
    ("a newer save format", lambda: _edited(lambda r: r.update(version=99)), "save.newer"),
    ("newer rules", lambda: _edited(lambda r: r.update(rules_version=999)), "save.newer"),
    ("a version that is text", lambda: _edited(lambda r: r.update(version="2")), "save.corrupt"),
    ("a position that does not decode", lambda: _edited(lambda r: r.update(snapshot={"x": 1})),
     "save.modified"),
    ("a base that does not decode", lambda: _edited(lambda r: r.update(base=[1])), "save.modified"),
]


@pytest.mark.parametrize("case, text, reason", REFUSED_IMPORTS, ids=[c[0] for c in REFUSED_IMPORTS])
def test_a_hostile_file_is_refused_with_its_reason_and_nothing_is_stored(
        case: str, text: Callable[[], str], reason: str) -> None:
    app = make_app()
    content = text()
    fx = app.imported(content)
    assert app.flash is not None and app.flash[0] == "error", case
    assert app.flash[1] == f"{FR('import.refused')} {FR(reason)}"
    assert fx.set_hash is None and app.saves.ids() == []
    _check_running(app)


def test_the_files_the_checks_let_through_open_and_play() -> None:
    """Names are text (markup shown as written, never run; cut at 40 characters), an unknown
    bot level plays as the random bot, junk table marks are ignored."""
    def change(record: dict[str, Any]) -> None:
        record["seats"][0]["name"] = MARKUP + "x" * 10_000
        record["seats"][1]["level"] = "grandmaster"
        record["table"] = {"moment_seen": -5, "seen": {"9" * 5_000: 1, "1": "x"}}
        record["unknown"] = {"deep": json.loads(_nest(20))}

    app = make_app()
    fx = app.imported(_edited(change))
    assert app.flash == ("info", FR("import.done")), app.flash
    assert fx.set_hash is not None
    app.navigate(fx.set_hash)
    html = _check_running(app)
    assert "<img" not in html and "&lt;img src=x" in html
    assert app.turns is not None and len(app.turns.seats[0].name) == 40
    played = len(app.turns.match.actions)
    run_bots(app)
    cards = ui_args(app.render(), "select")
    app.command("ui", f"select:{cards[0]}")
    app.command("act", json.dumps(act_buttons(app.render())[0]))
    run_bots(app)  # the bot of an unknown level plays
    assert len(app.turns.match.actions) > played + 1
    _check_running(app)


def _link(payload: bytes) -> str:
    return ROUTE + "1." + base64.urlsafe_b64encode(zlib.compress(payload, 9)).decode().rstrip("=")


REPLAY_LINKS: list[tuple[str, Callable[[], str]]] = [
    ("the issue's 103-character nested link", lambda: NESTED_LINK),
    ("a link unpacking to 5 MB", lambda: _link(b"0" * 5_000_000)),
    ("a link unpacking to 300 MB", lambda: _link(b" " * 300_000_000)),
    ("a link nested 3,000 deep", lambda: _link(_nest(3_000).encode())),
    ("a link of 6,000 moves", lambda: ROUTE + encode_link({**SAVE, "actions": [[0, {}]] * 6_000})),
    ("a link of 20,000 fields", lambda: _link(json.dumps({f"f{i}": 0 for i in range(20_000)}).encode())),
    ("a link with 50 seats", lambda: _link(json.dumps({**SAVE, "seats": [{"kind": "human"}] * 50}).encode())),
    ("a link that is not base64", lambda: ROUTE + "1.!!!***"),
    ("a link of another format", lambda: ROUTE + "7.eNrtwQ"),
    ("a link of a list", lambda: _link(b"[1,2]")),
    ("a link that is not UTF-8", lambda: _link(b"\xff\xfe{")),
]


@pytest.mark.parametrize("case, link", REPLAY_LINKS, ids=[c[0] for c in REPLAY_LINKS])
def test_a_hostile_replay_link_says_so_and_the_app_keeps_running(case: str, link: Callable[[], str]) -> None:
    app = make_app()
    address = link()
    fx = app.navigate(address)
    assert app.flash == ("error", FR("replay.unreadable")), case
    assert app.route.name == "home" and fx.set_hash == "#/"
    _check_running(app)
    app.navigate("#/")  # and the app goes on
    assert app.route.name == "home"


def test_a_replay_link_whose_seats_miss_the_position_stops_cleanly() -> None:
    app = make_app()
    record = copy.deepcopy(SAVE)
    record["seats"].pop()
    app.navigate(ROUTE + encode_link(record))
    _check_running(app)


STORED: list[tuple[str, Callable[[], str], str]] = [
    ("nested in storage", lambda: _nest(10_000), "save.too_large"),
    ("a seat taken out in storage", lambda: _edited(lambda r: r["seats"].pop()), "save.tampered"),
    ("not JSON in storage", lambda: "{oops", "save.corrupt"),
    ("a list in storage", lambda: "[]", "save.corrupt"),
]


@pytest.mark.parametrize("case, text, reason", STORED, ids=[c[0] for c in STORED])
def test_a_save_edited_in_storage_is_listed_with_its_reason_and_never_stops_the_table(
        case: str, text: Callable[[], str], reason: str) -> None:
    """The issue's frozen import: a seat taken out of a stored save stopped the table one turn
    later (``IndexError`` in ``human_to_move``) at every resume; now it is refused, kept."""
    store = MemoryStore()
    store.set(PREFIX + "edited", text())
    app = make_app(store)
    html = _check_running(app)
    assert 'data-save="edited"' in html  # listed (with its reason when it cannot be read)
    fx = app.navigate("#/game/edited")
    assert app.flash == ("error", f"{FR(reason)} {FR('save.kept')}"), (case, app.flash)
    assert fx.set_hash == "#/" and app.turns is None
    assert store.get(PREFIX + "edited") == text()  # kept as it is, for export
    _check_running(app)


def test_a_game_address_of_a_save_not_on_this_device_says_so_without_offering_an_export() -> None:
    app = make_app()
    app.navigate("#/game/elsewhere")
    assert app.flash == ("error", FR("save.missing"))
    assert FR("save.kept") not in app.flash[1]  # nothing here to export or delete
    _check_running(app)


def test_settings_edited_in_storage_do_not_stop_the_app() -> None:
    store = MemoryStore()
    store.set(SETTINGS_KEY, _nest(10_000))
    app = make_app(store)
    assert app.settings == {}
    _check_running(app)


def test_a_host_page_message_nested_or_with_thousands_of_fields_is_answered_calmly() -> None:
    app = make_app()
    for request in (json.loads(_nest(30)),
                    {"type": "terraludo:start", "game": json.loads(_nest(30))},
                    {"type": "terraludo:start", "game": "glace-et-ciel", "players": "x" * 10_000,
                     "seats": [{"kind": "bot", "level": MARKUP}] * 50,
                     "options": {f"o{i}": i for i in range(20_000)}, "seed": [1]},
                    {"type": "terraludo:listen", "names": "yes", **{f"k{i}": i for i in range(20_000)}}):
        app.host_message(request)
        html = _check_running(app)
        assert "<img" not in html
        assert len(html) < 200_000  # no note listing 20,000 fields


def test_the_limits_measure_without_recursion() -> None:
    """Nesting a million deep is refused as a corrupt save, never a RecursionError (how fast
    is the bench's business, not a test's)."""
    for text in (_nest(500_000), "[" * 1_000_000, "{" * 400_000, "[" * 1_000_001):
        with pytest.raises(CorruptSave):  # too large, or brackets that never close
            bounded.loads(text, bounded.SAVE)
    # brackets inside strings are text, not structure
    assert bounded.loads(json.dumps(["[" * 100, "\\\"[[" * 50]), bounded.SAVE) == [
        "[" * 100, "\\\"[[" * 50]
    assert bounded.loads(json.dumps(SAVE)) == SAVE
