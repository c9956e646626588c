"""The conformance suite, for every registered game, every variant and player count."""

from __future__ import annotations

import importlib
import importlib.util
import os
from typing import Any

import pytest

from engine.core.registry import PACKAGES, engine_ids, get_game
from tests.support.conformance import Observer, PlayoutPlan, Secrets, check_playout
from tests.support.partygame import GAME as PARTY
from tests.support.tinygame import GAME as TINY

#: random playouts per game and variant (spread over the player counts); CI runs the full count
#: (120: the whole suite stays well under 20 minutes on the 2-core machine; the steered plans
#: reach the dead ends random play rarely meets whatever the count)
PLAYOUTS = int(os.environ.get("TERRALUDO_PLAYOUTS", "120"))
#: playouts with every check at every step and every bot level asked, per case
THOROUGH = 2


def _cases() -> list[Any]:
    cases = []
    for game in [TINY, PARTY, *(get_game(g) for g in engine_ids() if g not in (TINY.id, PARTY.id))]:
        for players, options in game.variant_matrix():
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
            cases.append(pytest.param(game, players, options, id=f"{game.id}-{players}p-{label}"))
    return cases


def _steered(game: Any) -> tuple[list[PlayoutPlan], Observer | None]:
    """The game's steered playouts and observer, from ``tests/<package>/playouts.py``."""
    module = f"tests.{PACKAGES[game.id].rsplit('.', 1)[-1]}.playouts" if game.id in PACKAGES else ""
    if not module or importlib.util.find_spec(module) is None:
        return [], None
    found = importlib.import_module(module)
    return list(found.PLANS), getattr(found, "observe", None)


def _secrets(game: Any) -> Secrets | None:
    """The game's ``SECRETS``, from ``tests/<package>/secrets.py`` (the test games: none)."""
    module = f"tests.{PACKAGES[game.id].rsplit('.', 1)[-1]}.secrets" if game.id in PACKAGES else ""
    if not module or importlib.util.find_spec(module) is None:
        return None
    found: Secrets = importlib.import_module(module).SECRETS
    return found


@pytest.mark.parametrize(("game", "players", "options"), _cases())
def test_random_playouts(game: Any, players: int, options: dict[str, Any]) -> None:
    """Random playouts, then the game's steered ones for this case; between them they reach
    every situation the game's plans name (the dead ends random play rarely meets)."""
    plans, observe = _steered(game)
    plans = [plan for plan in plans if (plan.players, plan.options) == (players, options)]
    # what the playouts reach is watched only where a plan names what they must reach
    reached: set[str] | None = set() if plans else None
    observe = observe if plans else None
    secrets = _secrets(game)
    counts = game.max_players - game.min_players + 1
    for seed in range(max(THOROUGH + 1, -(-PLAYOUTS // counts))):
        thorough = seed < THOROUGH
        check_playout(game, players, options, seed, deep_every=1 if thorough else 13,
                      check_bots=thorough, observe=observe, reached=reached, secrets=secrets)
    for plan in plans:
        assert reached is not None
        for seed in plan.seeds:
            check_playout(game, players, options, seed, deep_every=13, check_bots=seed == 0,
                          policy=plan.policy, observe=observe, reached=reached,
                          secrets=secrets)
        assert plan.must_reach <= reached, f"never reached: {sorted(plan.must_reach - reached)}"


def test_every_plan_names_a_case_of_its_game() -> None:
    """A plan whose case is not in the matrix would silently never run."""
    for game_id in engine_ids():
        game = get_game(game_id)
        plans, _ = _steered(game)
        cases = game.variant_matrix()
        for plan in plans:
            assert (plan.players, plan.options) in cases, (game_id, plan.players, plan.options)
            assert plan.must_reach and len(plan.seeds) > 0


def test_every_game_declares_its_secrets() -> None:
    """The secrets check runs for a game only through its declaration: a game without one
    would silently keep its views unchecked."""
    missing = {game_id for game_id in engine_ids() if _secrets(get_game(game_id)) is None}
    assert not missing, f"no tests/<package>/secrets.py for {sorted(missing)}"
