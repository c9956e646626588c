"""Events, views and outcomes carry ids and numbers only, never a name in French or English
(issue 11, item 2): a corrected name must not change a game in progress. Old saves' states
still decode (fields added in rules version 2 have defaults)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.core.content import load_json
from engine.core.game import Event
from engine.core.rng import Prng, seed_state
from engine.defis_nature.content import build_catalogue
from engine.defis_nature.rules import DefisNatureGame
from engine.defis_nature.state import DefisState
from tests.defis_nature.helpers import rules_catalogue

CAT = rules_catalogue()
GAME = DefisNatureGame(CAT)
PKG = "engine.defis_nature"


def _names() -> set[str]:
    names = {n for sp in CAT.species.values() for n in (sp.name_fr, sp.name_en)}
    names |= {n for p in CAT.power_cards.values() for n in (p.name_fr, p.name_en)}
    names |= {n for d in CAT.starter_decks for n in (d.name_fr, d.name_en)}
    return names


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _strings(v)]
    return []


def _play(game: DefisNatureGame, players: int, options: dict[str, str], seed: int,
          every: int = 1) -> list[DefisState]:
    rng = Prng(seed_state(seed))
    state = game.setup(players, options, seed)
    states = [state]
    step = 0
    while not game.is_over(state):
        mover = game.current_players(state)[0]
        state = game.apply(state, mover, rng.choice(game.legal_actions(state, mover)))
        step += 1
        if step % every == 0 or game.is_over(state):
            states.append(state)
    return states


@pytest.mark.parametrize(("players", "options"), [
    (1, {"bonus": "triple"}), (2, {}), (3, {"bonus": "triple"}), (4, {"deck": "shared"})])
def test_no_name_in_events_views_or_outcomes(players: int, options: dict[str, str]) -> None:
    names = _names()
    for seed in range(3):
        states = _play(GAME, players, options, seed, every=5)
        final = states[-1]
        for event in final.log:
            assert not any(k.endswith(("_fr", "_en")) for k in event.args), event
            assert not set(_strings(event.args)) & names, event
        for state in states:
            for seat in [None, *range(players)]:
                view = GAME.view(state, seat)
                assert not set(_strings(view)) & names
        outcome = GAME.outcome(final)
        assert outcome is not None and not set(_strings(outcome.to_json())) & names


def _renamed_catalogue() -> DefisNatureGame:
    """The same content with every species, power card and deck name changed."""
    species = load_json(PKG, "data/species.json")
    decks = load_json(PKG, "data/decks.json")
    powers = load_json(PKG, "data/power_cards.json")
    for doc, items in ((species, "species"), (powers, "power_cards")):
        for item in doc[items]:
            item["name"] = {lang: f"{text} (corrigé)" for lang, text in item["name"].items()}
    for deck in decks["starter_decks"]:
        deck["name"] = {lang: f"{text} bis" for lang, text in deck["name"].items()}
    return DefisNatureGame(build_catalogue(species, decks, powers))


def test_a_corrected_name_changes_no_game() -> None:
    """A text edit that does not change the rules invalidates no save: the same seed and
    actions give the same states, views and log with renamed content."""
    packaged = DefisNatureGame()
    renamed = _renamed_catalogue()
    for players, options in ((1, {"bonus": "triple"}), (2, {}), (4, {"bonus": "triple"})):
        before = _play(packaged, players, options, 5, every=3)
        after = _play(renamed, players, options, 5, every=3)
        assert [packaged.encode_state(s) for s in before] == \
               [renamed.encode_state(s) for s in after]
        assert packaged.view(before[-1], 0) == renamed.view(after[-1], 0)


def test_rules_version_is_4() -> None:
    """2: ids only in states; 3: issue #25's figures (blue whale, hippo, gorilla, white shark);
    4: issue #37's average-adult goliath frog."""
    assert DefisNatureGame.rules_version == 4


def test_a_state_saved_before_version_2_still_decodes() -> None:
    """Version 1 states had no ``box_tokens`` per seat and no ``ghost_power_pending``."""
    decoded = 0
    for players in (1, 2, 3):
        for state in _play(GAME, players, {"bonus": "triple"}, 11, every=9):
            data = json.loads(json.dumps(GAME.encode_state(state)))
            if state.ghost_power_pending or any(s.box_tokens for s in state.seats):
                continue  # a version 1 state never had these
            del data["ghost_power_pending"]
            for seat in data["seats"]:
                del seat["box_tokens"]
            assert GAME.decode_state(data) == state
            decoded += 1
    assert decoded >= 3, "no state a version 1 save could hold: the test says nothing"


def test_a_version_1_log_with_names_still_decodes() -> None:
    """Old saves' events carry names (card_fr, card_en...): the log keeps them as they are."""
    state = GAME.setup(2, {}, 3)
    old = Event("defis.battle.card", {"seat": 0, "player_key": "defis.player.0", "card": "x",
                                      "card_fr": "Lion", "card_en": "Lion", "figure": 1.0})
    state = GAME.state_replace(state, log=(*state.log, old))
    assert GAME.decode_state(json.loads(json.dumps(GAME.encode_state(state)))) == state
