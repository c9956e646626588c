"""``engine.core.frozen.replace`` makes what ``dataclasses.replace`` makes, for every dataclass
of the engine (it copies the fields without calling ``__init__``, which only stores them)."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil

import pytest

import engine
from engine.core import Match, SeatSpec
from engine.core.frozen import replace
from engine.core.registry import engine_ids, get_game


def _engine_dataclasses() -> list[type]:
    found: dict[str, type] = {}
    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if dataclasses.is_dataclass(cls) and cls.__module__.startswith("engine."):
                found[f"{cls.__module__}.{cls.__qualname__}"] = cls
    return list(found.values())


def test_every_engine_dataclass_only_stores_its_fields_in_init() -> None:
    classes = _engine_dataclasses()
    assert len(classes) > 50, "the walk found the engine's dataclasses"
    for cls in classes:
        assert not hasattr(cls, "__post_init__"), cls
        assert "__slots__" not in cls.__dict__, cls
        assert all(f.init for f in dataclasses.fields(cls)), cls


@pytest.mark.parametrize("game_id", engine_ids())
def test_a_replaced_state_equals_the_standard_one_and_stays_frozen(game_id: str) -> None:
    game = get_game(game_id)
    players, options = game.variant_matrix()[0]
    match = Match(game, [SeatSpec("bot", level="random")] * players, options, 7)
    state = match.state
    changes = {"epoch": state.epoch + 3}
    mine, standard = replace(state, **changes), dataclasses.replace(state, **changes)
    assert mine == standard and type(mine) is type(standard) and mine is not state
    assert state.epoch == standard.epoch - 3, "the original is left as it was"
    assert game.encode_state(mine) == game.encode_state(standard)
    with pytest.raises(dataclasses.FrozenInstanceError):
        mine.epoch = 0  # type: ignore[misc]
    with pytest.raises(TypeError):
        replace(state, no_such_field=1)


def test_a_cached_property_is_computed_again_for_the_copy() -> None:
    from engine.glace_et_ciel.content import Deck
    from engine.glace_et_ciel.content import deck as load_deck

    deck = load_deck()
    assert isinstance(deck, Deck) and deck.by_id  # computed and cached on ``deck``
    fewer = replace(deck, generations=deck.generations[:1])
    assert fewer.by_id == dataclasses.replace(deck, generations=deck.generations[:1]).by_id
    assert len(fewer.by_id) < len(deck.by_id)
