"""An update never loses a game in progress: rules versions, resume from the snapshot."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.core import CorruptSave, Match, NewerSave, OutdatedSave, SeatSpec, TamperedSave
from tests.support.tinygame import TinyGame, TinyState

SEATS = [SeatSpec("human", "Léa"), SeatSpec("bot", level="random")]


class TinyGameV2(TinyGame):
    """The tiny game after a rules change: the deck is dealt in another order."""

    rules_version = 2

    def setup(self, players: int, options: Any, seed: int) -> TinyState:
        return super().setup(players, options, seed + 1)


def _record(moves: int = 2) -> dict[str, Any]:
    game = TinyGame()
    match = Match(game, SEATS, {}, seed=5)
    for _ in range(moves):
        seat = game.current_players(match.state)[0]
        match.play(seat, game.legal_actions(match.state, seat)[-1])
    record = match.to_record()
    assert record["rules_version"] == 1 and "base" not in record
    return json.loads(json.dumps(record))


def test_same_rules_replays_every_move() -> None:
    match = Match.from_record(_record(), TinyGame())
    assert len(match.actions) == 2 and match.resumed_from_rules is None


def test_records_of_the_first_format_load() -> None:
    record = _record()
    record["version"] = 1
    del record["rules_version"]
    assert len(Match.from_record(record, TinyGame()).actions) == 2


def test_older_rules_resume_from_the_snapshot() -> None:
    record = _record()
    v2 = TinyGameV2()
    match = Match.from_record(record, v2)
    assert match.resumed_from_rules == 1
    assert v2.encode_state(match.state) == record["snapshot"]
    assert match.actions == [] and not match.can_undo()
    # play on, save, reload: the snapshot is now the record's base, and moves replay from it
    seat = v2.current_players(match.state)[0]
    match.play(seat, v2.legal_actions(match.state, seat)[0])
    saved = json.loads(json.dumps(match.to_record()))
    assert saved["rules_version"] == 2 and saved["base"] == record["snapshot"]
    again = Match.from_record(saved, v2)
    assert again.state == match.state and again.resumed_from_rules is None


def test_older_rules_and_a_snapshot_that_no_longer_decodes_is_outdated() -> None:
    record = _record()
    record["snapshot"] = {"no": "such state"}
    with pytest.raises(OutdatedSave):
        Match.from_record(record, TinyGameV2())


def test_same_rules_whose_moves_miss_the_snapshot_resume_from_it() -> None:
    """A figure or an effect changed without a rules_version bump: the save's moves no longer
    lead to its snapshot. The game in progress is not lost: it resumes from the snapshot."""
    record = _record()
    record["snapshot"]["turn"] = 1 - record["snapshot"]["turn"]
    match = Match.from_record(record, TinyGame())
    assert match.resumed_from_snapshot and match.resumed_from_rules is None
    assert match.state.turn == record["snapshot"]["turn"] and match.actions == []
    again = Match.from_record(match.to_record(), TinyGame())
    assert again.state == match.state and not again.resumed_from_snapshot
    with pytest.raises(TamperedSave):  # the command line's check still tells them apart
        Match.from_record(record, TinyGame(), strict=True)


def test_same_rules_and_an_unreadable_snapshot_is_tampered() -> None:
    record = _record()
    record["snapshot"]["turn"] = 1 - record["snapshot"]["turn"]
    record["snapshot"]["players"] = 7
    with pytest.raises(TamperedSave):
        Match.from_record(record, TinyGame())


def test_newer_rules_than_this_version_are_refused() -> None:
    record = _record()
    record["rules_version"] = 3
    with pytest.raises(NewerSave):
        Match.from_record(record, TinyGameV2())


@pytest.mark.parametrize("value", [0, True, "2", 1.5])
def test_rules_version_must_be_a_positive_integer(value: Any) -> None:
    record = _record()
    record["rules_version"] = value
    with pytest.raises(CorruptSave):
        Match.from_record(record, TinyGame())
