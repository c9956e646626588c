"""A game's own code comes in its wheel (``app/wheels/game-<package>.whl.xz``) when the game opens:
what the browser sees when that wheel is not unpacked yet. In CPython every game is installed,
so the test hides the game's table module as the browser's boot wheel does."""

from __future__ import annotations

import pytest

from tests.support.ui import make_app, run_bots, start_game
from web import packages
from web.app import App
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


def test_a_host_request_to_start_waits_for_its_game_wheel(wheel_missing: list[bool]) -> None:
    app = App(MemoryStore(), lang="fr", framed=True, new_id=lambda: "h1")
    fx = app.host_message({"type": "terraludo:start", "game": GAME, "setup": "v=1&n=2&seed=3"})
    assert fx.load_packages == [WHEEL] and app.turns is None
    wheel_missing[0] = True
    fx = app.package_loaded(WHEEL)
    assert fx.set_hash == "#/game/h1"  # started as asked, once the rules are here
    assert app.turns is not None and app.turns.game.id == GAME and app.turns.match.seed == 3


def test_a_replay_link_waits_for_its_game_wheel(wheel_missing: list[bool]) -> None:
    wheel_missing[0] = True
    source = make_app()
    start_game(source, GAME, {"players": "2", "kind-0": "bot", "kind-1": "bot", "seed": "2"})
    run_bots(source)
    assert source.turns is not None and source.turns.over
    link = source.command("replay-open", source.turns.save_id).set_hash
    assert link is not None
    wheel_missing[0] = False
    app = make_app()
    fx = app.navigate(link)
    assert fx.load_packages == [WHEEL] and "spinner" in app.render()
    wheel_missing[0] = True
    app.package_loaded(WHEEL)
    assert "spinner" not in app.render() and 'class="result"' in app.render()


def test_an_address_left_while_its_wheel_loads_is_not_opened_again(
        wheel_missing: list[bool]) -> None:
    app = make_app()
    app.navigate(f"#/play/{GAME}")
    app.navigate("#/settings")  # the player went elsewhere meanwhile
    wheel_missing[0] = True
    fx = app.package_loaded(WHEEL)
    assert fx.set_hash is None and app.route.name == "settings" and app.setup is None


def test_a_failed_download_drops_the_file_that_waited_and_says_so(
        wheel_missing: list[bool]) -> None:
    wheel_missing[0] = True
    source = make_app()
    start_game(source, GAME, {"players": "2", "kind-0": "human", "kind-1": "bot", "seed": "2"})
    assert source.turns is not None
    text = source.saves.raw(source.turns.save_id)
    assert text is not None
    wheel_missing[0] = False
    app = make_app()
    app.imported(text)
    app.package_not_loaded(WHEEL)
    assert app.flash is not None and app.flash[0] == "error"
    wheel_missing[0] = True
    fx = app.package_loaded(WHEEL)  # a later download: the file is not imported behind the player
    assert fx.set_hash is None and app.saves.entries() == []
