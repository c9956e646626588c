"""The engine core: PRNG, codec, records, undo, errors, registry, search bot, CLI.

These run in CPython and, unchanged, inside Pyodide (tests/pyodide/run.mjs): the golden PRNG
values below are what makes "same seed, same game in both runtimes" a checked fact.
"""

from __future__ import annotations

import json
import pathlib
import re
from dataclasses import dataclass
from typing import Any

import pytest

from engine.__main__ import main as cli
from engine.core import (
    BadOptions,
    CorruptSave,
    ForeignSave,
    GameOver,
    IllegalAction,
    MalformedAction,
    Match,
    NewerSave,
    NotYourTurn,
    Prng,
    SeatSpec,
    TamperedSave,
    TerraludoError,
    UnknownGame,
    seed_state,
)
from engine.core.codec import from_json, is_json_clean, to_json
from engine.core.registry import get_game, playable_ids, register, unregister
from engine.core.simulate import simulate
from tests.support.tinygame import GAME as TINY
from tests.support.tinygame import Draw, Play

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "engine"


# --- PRNG ---------------------------------------------------------------------------------------
def test_prng_golden_values() -> None:
    rng = Prng(seed_state(42))
    assert [rng.next64() for _ in range(3)] == [
        9967592019274474639, 13721000028491048156, 8409876818093276385]
    rng = Prng(seed_state(7))
    assert [rng.below(10) for _ in range(10)] == [2, 3, 8, 5, 0, 3, 7, 6, 8, 4]
    assert Prng(seed_state(1)).shuffled(list(range(8))) == [1, 3, 7, 6, 2, 4, 5, 0]


def test_prng_below_is_in_range_and_roughly_uniform() -> None:
    rng = Prng(seed_state(3))
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(850 < c < 1150 for c in counts), counts
    with pytest.raises(ValueError):
        rng.below(0)
    assert all(0.0 <= rng.random() < 1.0 for _ in range(100))


def test_prng_state_is_a_value() -> None:
    a, b = Prng(seed_state(5)), Prng(seed_state(5))
    a.next64()
    assert a.state != b.state
    b.next64()
    assert a.state == b.state
    fork = a.fork()
    assert fork.state != a.state


# --- codec --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Inner:
    name: str
    score: float


@dataclass(frozen=True)
class Outer:
    items: tuple[Inner, ...]
    pair: tuple[int, str]
    table: dict[int, tuple[bool, ...]]
    maybe: int | None = None


def _cycle() -> list[Any]:
    loop: list[Any] = []
    loop.append(loop)
    return loop


_SHARED: dict[str, Any] = {"a": [1, 2]}


@pytest.mark.parametrize(("value", "clean"), [
    ({"a": [1, "x", None, True, 1.5, float("nan")]}, True),
    ({"x": _SHARED, "y": [_SHARED, _SHARED]}, True),  # one value met three times
    ([{"n": [i]} for i in range(120_000)], True),  # past the walk's cycle check, clean
    ((1, 2), False),  # JSON would make it a list
    ({"a": [{"b": (1,)}]}, False),
    ({1: "x"}, False),  # JSON would make the key a string
    ({"x": _SHARED, "y": {1, 2}}, False),
    ({"a": b"x"}, False),
    ({"a": object()}, False),
    (_cycle(), False),
    ({"deep": [_cycle()]}, False),
    ([{"n": [i]} for i in range(120_000)] + [(1,)], False),  # the odd one past the check
])
def test_is_json_clean_says_what_json_would_change_or_refuse(value: Any, clean: bool) -> None:
    assert is_json_clean(value) is clean


def test_codec_round_trip_and_errors() -> None:
    value = Outer((Inner("a", 1.5), Inner("b", 2.0)), (3, "x"), {1: (True, False)}, None)
    data = to_json(value)
    assert is_json_clean(data)
    assert from_json(Outer, json.loads(json.dumps(data))) == value
    with pytest.raises(ValueError):
        from_json(Outer, {**data, "pair": [3]})
    with pytest.raises(ValueError):
        from_json(Outer, {**data, "extra": 1})
    with pytest.raises(ValueError):
        from_json(Inner, {"name": "a", "score": "high"})
    with pytest.raises(ValueError):
        from_json(Inner, {"name": 3, "score": 1})


# --- the contract through the tiny game ------------------------------------------------------------
def tiny_match(seed: int = 1) -> Match:
    return Match(TINY, [SeatSpec("human", "A"), SeatSpec("bot", level="random")], {}, seed)


def test_refusals_are_precise_and_leave_the_state() -> None:
    match = tiny_match()
    state = match.state
    with pytest.raises(NotYourTurn):
        TINY.apply(state, 1, Play(state.hands[1][0]))
    with pytest.raises(IllegalAction) as info:
        TINY.apply(state, 0, Play(99))
    assert info.value.key == "illegal.not_allowed"
    with pytest.raises(IllegalAction):
        TINY.apply(state, 0, "not an action")
    assert match.state is state and match.actions == []


@pytest.mark.parametrize("card", [True, 1.0, "1", [1], None])
def test_actions_with_fields_of_another_type_are_malformed(card: object) -> None:
    """``True == 1 == 1.0``: legality by ``==`` alone would let these through and leave a
    state that no longer decodes. The core refuses them with the engine's own error."""
    match = tiny_match()
    state = match.state
    legal = TINY.legal_actions(state, 0)
    assert Play(1) in legal or Play(state.hands[0][0]) in legal
    with pytest.raises(MalformedAction):
        TINY.apply(state, 0, Play(card))  # type: ignore[arg-type]
    assert match.state is state
    TINY.apply(state, 0, Play(state.hands[0][0]))  # the well-typed action is still accepted


def test_finished_game_refuses_everything() -> None:
    match = tiny_match()
    rng = Prng(seed_state(2))
    while not TINY.is_over(match.state):
        seat = TINY.current_players(match.state)[0]
        match.play(seat, rng.choice(TINY.legal_actions(match.state, seat)))
    with pytest.raises(GameOver):
        TINY.apply(match.state, 0, Draw())


def test_undo_stops_at_information_reveals() -> None:
    match = tiny_match(4)
    assert not match.can_undo()
    match.play(0, Draw())  # draws a hidden card: a reveal for seat 0
    assert not match.can_undo()
    with pytest.raises(TerraludoError):
        match.undo()


def test_record_round_trip_and_every_kind_of_bad_save() -> None:
    match = tiny_match(6)
    rng = Prng(seed_state(6))
    for _ in range(3):
        seat = TINY.current_players(match.state)[0]
        match.play(seat, rng.choice(TINY.legal_actions(match.state, seat)))
    record = match.to_record()
    text = json.dumps(record)
    assert Match.from_record(text, TINY).state == match.state
    with pytest.raises(CorruptSave):
        Match.from_record("{not json", TINY)
    with pytest.raises(CorruptSave):
        Match.from_record(json.dumps([1, 2]), TINY)
    with pytest.raises(ForeignSave):
        Match.from_record(json.dumps({"format": "other"}), TINY)
    with pytest.raises(NewerSave):
        Match.from_record(json.dumps({**record, "version": 99}), TINY)
    with pytest.raises(ForeignSave):
        Match.from_record(json.dumps({**record, "game": "no-such-game"}))
    tampered = json.loads(text)
    tampered["snapshot"]["turn"] = 1 - tampered["snapshot"]["turn"]
    with pytest.raises(TamperedSave):
        Match.from_record(tampered, TINY, strict=True)
    bad_action = json.loads(text)
    bad_action["actions"][0][1] = {"type": "Play", "card": 42}
    with pytest.raises(TamperedSave):
        Match.from_record(bad_action, TINY, strict=True)
    assert Match.from_record(bad_action, TINY).resumed_from_snapshot


def test_options_are_checked_and_coerced() -> None:
    assert TINY.normalize_options(2, {"draws": "false"}) == {"draws": False}
    with pytest.raises(BadOptions):
        TINY.normalize_options(5, {})
    with pytest.raises(BadOptions):
        TINY.normalize_options(2, {"colour": "blue"})
    with pytest.raises(BadOptions):
        TINY.normalize_options(2, {"draws": "maybe"})


def test_registry() -> None:
    assert "glace-et-ciel" in playable_ids()
    with pytest.raises(UnknownGame):
        get_game("chess")
    register(TINY)
    try:
        assert get_game("tiny-test") is TINY
    finally:
        unregister("tiny-test")


def test_engine_never_imports_the_browser() -> None:
    offenders = [str(p) for p in ENGINE.rglob("*.py")
                 if re.search(r"^\s*(import|from)\s+(js|pyscript|pyodide)\b", p.read_text(encoding="utf-8"), re.M)]
    assert offenders == []


# --- bots ---------------------------------------------------------------------------------------
def test_simulate_summary() -> None:
    register(TINY)
    try:
        summary = simulate(TINY, [SeatSpec("bot", level="random")] * 2, games=20, seed=3)
    finally:
        unregister("tiny-test")
    assert summary["games"] == 20 and len(summary["per_seat"]) == 2
    assert abs(sum(s["win_rate"] for s in summary["per_seat"]) - 1.0) < 0.5
    assert is_json_clean(summary)


# --- command line -------------------------------------------------------------------------------
def test_cli_simulate_bots_and_list(capsys: Any) -> None:
    assert cli(["simulate", "glace-et-ciel", "--players", "2", "--seats", "bot:random,bot:random",
                "--games", "5", "--seed", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 5 and 0.0 <= summary["win_rate"] <= 1.0
    assert cli(["bots", "glace-et-ciel"]) == 0
    levels = capsys.readouterr().out.split()
    assert levels[0] == "random" and "oracle" not in levels
    assert cli(["list"]) == 0
    assert "glace-et-ciel\tplayable" in capsys.readouterr().out
    assert cli(["simulate", "nope", "--players", "2"]) == 2


def test_cli_replay(tmp_path: pathlib.Path, capsys: Any) -> None:
    game = get_game("glace-et-ciel")
    match = Match(game, [SeatSpec("bot", level="random")] * 2, {}, 5)
    rng = Prng(seed_state(5))
    for _ in range(4):
        seat = game.current_players(match.state)[0]
        match.play(seat, rng.choice(game.legal_actions(match.state, seat)))
    good = tmp_path / "good.json"
    good.write_text(json.dumps(match.to_record()), encoding="utf-8")
    assert cli(["replay", str(good)]) == 0
    assert "ok" in capsys.readouterr().out
    record = match.to_record()
    record["actions"] = record["actions"][:-1]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record), encoding="utf-8")
    assert cli(["replay", str(bad)]) == 1
    assert "TamperedSave" in capsys.readouterr().out
