"""A game's own code comes in its wheel (``app/wheels/game-<package>.whl.xz``) when the game opens:
what the browser sees when that wheel is not unpacked yet. In CPython every game is installed,
so the test hides the game's table module as the browser's boot wheel does."""

from __future__ import annotations

import pytest

from tests.support.ui import make_app, start_game
from web import packages
from web.saves import MemoryStore

GAME = "glace-et-ciel"
WHEEL = "game-glace_et_ciel"


@pytest.fixture
def wheel_missing(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """The game's wheel is absent until the test flips ``arrived[0]``."""
    arrived = [False]
    real = packages._installed
    monkeypatch.setattr(packages, "_installed",
                        lambda name: arrived[0] if name == WHEEL else real(name))
    return arrived


def test_the_set_up_waits_for_the_game_wheel_then_opens(wheel_missing: list[bool]) -> None:
    app = make_app()
    fx = app.navigate(f"#/play/{GAME}")
    assert WHEEL in fx.load_packages
    assert app.setup is None  # the form needs the game's rules: not opened yet
    assert "spinner" in app.render()
    wheel_missing[0] = True
    app.package_loaded(WHEEL)
    assert app.setup is not None and app.setup["game"] == GAME
    assert "spinner" not in app.render()


def test_a_save_waits_for_its_game_wheel(wheel_missing: list[bool]) -> None:
    store = MemoryStore()
    wheel_missing[0] = True  # a first session plays, with the wheel there
    first = make_app(store)
    start_game(first, GAME, {"players": "3", "seat0": "human", "seat1": "bot:easy",
                             "seat2": "bot:easy"})
    save_id = first.turns.save_id if first.turns else ""
    wheel_missing[0] = False  # the next visit, before the wheel is unpacked
    app = make_app(store)
    fx = app.navigate(f"#/game/{save_id}")
    assert WHEEL in fx.load_packages and app.turns is None
    wheel_missing[0] = True
    app.package_loaded(WHEEL)
    assert app.turns is not None and app.turns.save_id == save_id


def test_an_imported_file_waits_for_its_game_wheel(wheel_missing: list[bool]) -> None:
    wheel_missing[0] = True
    source = make_app()
    start_game(source, GAME, {"players": "3", "seat0": "human", "seat1": "bot:easy",
                              "seat2": "bot:easy"})
    assert source.turns is not None
    text = source.saves.raw(source.turns.save_id)
    assert text is not None
    wheel_missing[0] = False
    app = make_app()
    fx = app.imported(text)
    assert fx.load_packages == [WHEEL] and "import" in app.waiting
    wheel_missing[0] = True
    fx = app.package_loaded(WHEEL)
    assert fx.set_hash and fx.set_hash.startswith("#/game/")
    assert "import" not in app.waiting and app.flash and app.flash[0] == "info"
