"""One game, one writer: a game open in two tabs (two ``App``s over one store) never loses a
move to the other tab's writes (issue 38, part 1)."""

from __future__ import annotations

import json

import pytest

from engine.core.match import RECORD_VERSION, Match, SeatSpec
from engine.core.registry import get_game
from tests.support.ui import act_buttons, make_app, run_bots, start_game, ui_args
from web import one_writer
from web.app import App
from web.saves import PREFIX, MemoryStore, SaveConflict, SaveStore

NOTICE = "Cette partie a continué dans un autre onglet"


def _stored(store: MemoryStore, save_id: str) -> dict[str, object]:
    raw = store.get(PREFIX + save_id)
    assert raw is not None
    record = json.loads(raw)
    assert isinstance(record, dict)
    return record


def _stored_moves(store: MemoryStore, save_id: str) -> int:
    actions = _stored(store, save_id)["actions"]
    assert isinstance(actions, list)
    return len(actions)


def _play_a_turn(app: App) -> None:
    """The human's turn (a card, then a cell), then the bots', as the table plays them."""
    cards = ui_args(app.render(), "select")
    assert cards, "no card to choose"
    app.command("ui", f"select:{cards[0]}")
    targets = act_buttons(app.render())
    assert targets, "no cell to choose"
    app.command("act", json.dumps(targets[0]))
    run_bots(app)


def _two_tabs() -> tuple[MemoryStore, App, App, str]:
    """Tab A starts a Glace game (one human, two bots); tab B opens its address."""
    store = MemoryStore()
    tab_a = make_app(store)
    start_game(tab_a, "glace-et-ciel", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                        "kind-1": "bot", "kind-2": "bot", "seed": "7"})
    run_bots(tab_a)
    assert tab_a.turns is not None
    save_id = tab_a.turns.save_id
    tab_b = make_app(store)
    tab_b.navigate(f"#/game/{save_id}")
    assert tab_b.turns is not None
    return store, tab_a, tab_b, save_id


def test_two_tabs_playing_in_turn_lose_no_move_and_the_tab_behind_is_told() -> None:
    store, tab_a, tab_b, save_id = _two_tabs()
    tabs = (tab_a, tab_b)
    stored = _stored_moves(store, save_id)
    for turn in range(4):
        tab, other = tabs[turn % 2], tabs[(turn + 1) % 2]
        if turn:  # this tab was told it is behind: it takes the game up as it is now
            assert NOTICE in tab.render() and 'id="take-up"' in tab.render()
            tab.command("take-up")
            assert NOTICE not in tab.render()
        assert tab.turns is not None
        assert len(tab.turns.match.actions) == stored  # as the other tab left it
        _play_a_turn(tab)
        now = _stored_moves(store, save_id)
        assert now > stored and now == len(tab.turns.match.actions)  # every move kept
        stored = now
        assert other.turns is not None
        shown = len(other.turns.match.actions)
        if turn % 2 == 0:  # the browser's storage event tells the tab behind at once
            fx = one_writer.storage_changed(other, PREFIX + save_id)
            assert fx is not None and NOTICE in fx.announce
        else:  # a move tried in the tab behind is stopped before it is played
            cards = ui_args(other.render(), "select")
            assert cards
            other.command("ui", f"select:{cards[0]}")
        assert NOTICE in other.render()
        assert other.command("bot").focus == one_writer.NOTICE_FOCUS
        assert len(other.turns.match.actions) == shown and _stored_moves(store, save_id) == stored
    # one write per change saved, by either tab: the counter went on across both
    writes = _stored(store, save_id)["writes"]
    assert isinstance(writes, int) and writes >= stored


def test_a_storage_event_for_another_key_or_an_unchanged_save_changes_nothing() -> None:
    store, tab_a, tab_b, save_id = _two_tabs()
    assert one_writer.storage_changed(tab_b, "terraludo:settings") is None
    assert one_writer.storage_changed(tab_b, PREFIX + save_id) is None  # nothing new
    assert NOTICE not in tab_b.render()
    _play_a_turn(tab_b)
    assert one_writer.storage_changed(tab_a, None) is not None  # the store cleared or rewritten
    assert NOTICE in tab_a.render()


def test_reopening_a_game_moved_on_elsewhere_reads_it_again() -> None:
    store, tab_a, tab_b, save_id = _two_tabs()
    _play_a_turn(tab_b)
    tab_a.navigate("#/")
    tab_a.navigate(f"#/game/{save_id}")  # "Reprendre" on the home page
    assert tab_a.turns is not None and NOTICE not in tab_a.render()
    assert len(tab_a.turns.match.actions) == _stored_moves(store, save_id)
    _play_a_turn(tab_a)
    assert len(tab_a.turns.match.actions) == _stored_moves(store, save_id)


def _match(seed: int = 3) -> Match:
    game = get_game("glace-et-ciel")
    return Match(game, [SeatSpec("human", "Léa"), SeatSpec("bot", level="random")], seed=seed)


def _move(match: Match) -> None:
    seat = match.game.current_players(match.state)[0]
    match.play(seat, match.game.legal_actions(match.state, seat)[0])


def test_a_store_refuses_to_write_over_a_save_another_store_wrote() -> None:
    store = MemoryStore()
    first, second = SaveStore(store), SaveStore(store)
    first.save("g", _match(), "t0")
    assert first.writes("g") == 1
    match_b = second.load("g")
    match_a = first.load("g")
    _move(match_b)
    second.save("g", match_b, "t1")
    assert second.writes("g") == 2 and first.changed_elsewhere("g")
    written = store.get(PREFIX + "g")
    _move(match_a)
    with pytest.raises(SaveConflict):
        first.save("g", match_a, "t2")
    assert store.get(PREFIX + "g") == written  # nothing written over the other's move
    assert SaveStore(store).load("g").actions == match_b.actions
    # a store that never read a save does not write over it either
    with pytest.raises(SaveConflict):
        SaveStore(store).save("g", _match(), "t3")


def test_saves_without_a_counter_load_and_saves_with_one_stay_readable_by_the_record_reader() -> None:
    store = MemoryStore()
    match = _match()
    _move(match)
    old = match.to_record()  # as versions before the counter wrote them
    old["saved_at"] = "2026-11-01T10:00:00Z"
    store.set(PREFIX + "old", json.dumps(old))
    saves = SaveStore(store)
    assert saves.writes("old") == 0
    loaded = saves.load("old")
    assert loaded.actions == match.actions
    _move(loaded)
    saves.save("old", loaded, "2026-11-02T10:00:00Z")
    record = _stored(store, "old")
    assert record["writes"] == 1
    # the record's own fields and version are unchanged: today's and later readers load it
    assert record["version"] == RECORD_VERSION
    assert Match.from_record(store.get(PREFIX + "old"), strict=True).actions == loaded.actions
