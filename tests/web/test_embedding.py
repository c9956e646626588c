"""What an embedding page hears (``web.embedding``), through the app: a whole game's messages,
names only when asked, nothing when not framed, and the start request."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.core.registry import engine_ids, get_game
from tests.support.ui import make_app, play_through, run_bots, start_game
from web.app import App

#: every key a message may carry, at any depth: nothing else (no view, no hand) goes out
ALLOWED_KEYS = {"type", "verb", "version", "lang", "games", "game", "rules_version", "attempt",
                "variant", "seats", "seat", "kind", "level", "name", "outcome", "cooperative",
                "result_key", "won", "score", "winners", "scores", "success", "winner"}


def framed_app() -> App:
    app = make_app()
    app.framed = True
    return app


def keys(value: Any, path: str = "") -> set[str]:
    """Every dict key in ``value`` except the game's own option names under ``variant``."""
    found: set[str] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            if path != "variant":
                found.add(k)
            found |= keys(v, k)
    elif isinstance(value, list):
        for v in value:
            found |= keys(v, path)
    return found


BOTS_ONLY = {"players": "3", "kind-0": "bot", "level-0": "beginner", "kind-1": "bot",
             "level-1": "medium", "kind-2": "bot", "level-2": "strong"}


def test_a_whole_game_is_heard_started_completed_and_scored() -> None:
    app = framed_app()
    start_game(app, "defis-nature", {**BOTS_ONLY, "opt-bonus": "none", "seed": "7"})
    heard = app.host_messages()
    assert [m["type"] for m in heard] == ["terraludo:started"]
    started = heard[0]
    assert started["verb"] == "attempted" and started["game"] == "defis-nature"
    assert started["variant"] == {"bonus": "none", "deck": "own"}  # not the custom decks
    assert started["seats"] == [{"seat": 0, "kind": "bot", "level": "beginner"},
                                {"seat": 1, "kind": "bot", "level": "medium"},
                                {"seat": 2, "kind": "bot", "level": "strong"}]
    run_bots(app)
    assert app.turns is not None and app.turns.over
    ended = app.host_messages()
    assert [(m["type"], m["verb"]) for m in ended] == [("terraludo:completed", "completed"),
                                                      ("terraludo:scored", "scored")]
    match = app.turns.match
    outcome = match.game.outcome(match.state)
    assert outcome is not None and not outcome.cooperative
    assert ended[0]["outcome"]["scores"] == list(outcome.scores)
    assert ended[0]["outcome"]["winners"] == list(outcome.winners)
    assert [s["winner"] for s in ended[1]["scores"]] == [i in outcome.winners for i in range(3)]
    assert ended[0]["attempt"] == started["attempt"] == app.turns.save_id
    assert app.host_messages() == []  # each told once
    for message in [*heard, *ended]:
        assert keys(message) <= ALLOWED_KEYS, keys(message) - ALLOWED_KEYS
        json.dumps(message)  # plain data: what postMessage clones


def test_a_cooperative_game_is_scored_for_the_team() -> None:
    app = framed_app()
    start_game(app, "glace-et-ciel", {**BOTS_ONLY, "opt-variant": "expert", "seed": "3"})
    app.host_messages()
    run_bots(app)
    completed, scored = app.host_messages()
    outcome = app.turns.match.game.outcome(app.turns.match.state) if app.turns else None
    assert outcome is not None and outcome.cooperative
    assert completed["outcome"]["won"] == outcome.won == scored["success"]


@pytest.mark.parametrize("game_id", engine_ids())
def test_names_go_out_only_when_the_host_asks(game_id: str) -> None:
    """A whole game with a named person, tapped to its end: no message names her until the
    host asks for names."""
    form = {"players": "2", "kind-0": "human", "name-0": "Léa", "kind-1": "bot",
            "level-1": "medium", "seed": "3"}
    app = framed_app()
    start_game(app, game_id, form)
    heard = app.host_messages()
    play_through(app, 3)
    heard += app.host_messages()
    assert [m["type"] for m in heard] == ["terraludo:started", "terraludo:completed",
                                          "terraludo:scored"]
    assert "Léa" not in json.dumps(heard, ensure_ascii=False)
    for message in heard:
        assert keys(message) <= ALLOWED_KEYS, keys(message) - ALLOWED_KEYS
    other = framed_app()
    other.host_message({"type": "terraludo:listen", "names": True})
    answered = other.host_messages()
    assert [m["type"] for m in answered] == ["terraludo:ready"]
    assert answered[0]["verb"] == "initialized" and game_id in answered[0]["games"]
    start_game(other, game_id, form)
    seats = other.host_messages()[0]["seats"]
    assert seats[0] == {"seat": 0, "kind": "human", "name": "Léa"}


def test_nothing_is_sent_when_not_framed() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", BOTS_ONLY)
    run_bots(app)
    assert app.host_messages() == []


def test_a_resumed_game_is_said_resumed() -> None:
    app = framed_app()
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "kind-1": "bot"})
    app.host_messages()
    save_id = app.turns.save_id if app.turns else ""
    app.navigate("#/")
    app.navigate(f"#/game/{save_id}")  # the same match in memory: nothing new
    assert app.host_messages() == []
    fresh = framed_app()
    fresh.saves = app.saves
    fresh.navigate(f"#/game/{save_id}")
    heard = fresh.host_messages()
    assert [m["type"] for m in heard] == ["terraludo:started"]  # no move yet: a fresh game


def test_the_host_starts_a_game_when_none_is_in_progress() -> None:
    app = framed_app()
    fx = app.host_message({
        "type": "terraludo:start", "game": "glace-et-ciel", "players": 2,
        "seats": [{"kind": "human", "name": "Ana"}, {"kind": "bot", "level": "medium"}],
        "options": {"variant": "expert"}, "seed": 11})
    assert fx.set_hash and fx.set_hash.startswith("#/game/")
    app.navigate(fx.set_hash)
    assert app.turns is not None
    match = app.turns.match
    assert match.seed == 11 and match.options["variant"] == "expert"
    assert [s.kind for s in match.seats] == ["human", "bot"] and match.seats[0].name == "Ana"
    assert [m["type"] for m in app.host_messages()] == ["terraludo:started"]


def test_a_start_request_never_discards_a_game_in_progress() -> None:
    app = framed_app()
    start_game(app, "ecotopia", {"players": "2", "kind-0": "human", "kind-1": "bot"})
    in_progress = app.turns.save_id if app.turns else ""
    fx = app.host_message({"type": "terraludo:start", "game": "glace-et-ciel",
                                      "setup": "v=1&n=9&s1=b:oracle"})
    assert fx.set_hash and fx.set_hash.startswith("#/play/glace-et-ciel?")
    app.navigate(fx.set_hash)
    assert app.route.name == "setup" and app.setup is not None
    assert app.setup["players"] == get_game("glace-et-ciel").max_players
    assert app.flash is not None
    assert "ta partie en cours reste" in app.flash[1] and "9 joueurs demandés" in app.flash[1]
    assert in_progress in [e.id for e in app.saves.entries()]
    assert app.saves.load(in_progress).game.id == "ecotopia"


def test_a_strange_message_changes_nothing() -> None:
    app = framed_app()
    for data in (None, "start", {"type": 3}, {"type": "terraludo:start", "game": "<b>"},
                 {"type": "terraludo:delete-everything"}, ["terraludo:start"]):
        fx = app.host_message(data)
        assert fx.set_hash is None and app.turns is None
