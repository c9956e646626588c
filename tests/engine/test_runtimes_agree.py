"""CPython and Pyodide play the same seeded games move for move.

Every playable game, a few of its variants, is played by its bots from a fixed seed; after each
move the state is encoded and hashed (its fingerprint). In CPython this test computes the
fingerprints and writes them to ``test-artifacts/runtime-fingerprints.json``; inside Pyodide
(``tests/pyodide/run.mjs``, run after CPython by ``build.py test``) the same test recomputes
them with the shipped wheel and compares, naming the first move where the runtimes part ways
(a float summed in another order, a hash-ordered set iterated, a library that differs).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from engine.core import Match
from engine.core.match import SeatSpec
from engine.core.registry import get_game, playable_ids
from engine.core.rng import Prng, seed_state

ROOT = Path(__file__).resolve().parents[2]
# beside the screenshots: the repository folder the Pyodide run mounts, ignored by git
RECORDED = ROOT / "test-artifacts" / "runtime-fingerprints.json"
IN_PYODIDE = sys.platform == "emscripten"
#: variants per game: the first and the last of its variant matrix (fewest and most players)
SEEDS = (1, 2)
#: a game longer than this is cut there: enough moves to part ways, bounded time in Pyodide
MAX_MOVES = 400


def _variants(game_id: str) -> list[tuple[int, dict[str, Any]]]:
    matrix = get_game(game_id).variant_matrix()
    return [matrix[0], matrix[-1]] if len(matrix) > 1 else matrix


def _fingerprint(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def play_fingerprints(game_id: str, players: int, options: dict[str, Any], seed: int) -> list[str]:
    """One seeded game between the game's bots (the seats cycle through its levels, so every
    level thinks); one fingerprint of the encoded action and state after each move."""
    game = get_game(game_id)
    levels = game.all_bot_levels()
    seats = [SeatSpec("bot", level=levels[(seat + seed) % len(levels)]) for seat in range(players)]
    match = Match(game, seats, options, seed)
    rng = Prng(seed_state(seed))
    bots = {n: game.make_bot(s.level) for n, s in enumerate(seats)}
    prints = [_fingerprint(game.encode_state(match.state))]
    while not game.is_over(match.state) and len(prints) <= MAX_MOVES:
        seat = game.current_players(match.state)[0]
        legal = game.legal_actions(match.state, seat)
        action = bots[seat].choose(game.bot_view(match.state, seat, seats[seat].level), legal, rng)
        match.play(seat, action)
        prints.append(_fingerprint([game.encode_action(action), game.encode_state(match.state)]))
    return prints


def source_digest() -> str:
    """The engine's source as this run sees it in the repository: fingerprints recorded from
    other code are not compared."""
    digest = hashlib.sha256()
    for path in sorted((ROOT / "engine").rglob("*")):
        if path.suffix in (".py", ".json", ".txt") and "__pycache__" not in path.parts:
            digest.update(path.relative_to(ROOT).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def _name(game_id: str, players: int, options: dict[str, Any], seed: int) -> str:
    label = ",".join(f"{k}={v}" for k, v in sorted(options.items())) or "default"
    if len(label) > 60:  # a custom deck lists every card: its digest names it
        label = f"{label[:40]}… {_fingerprint(options)[:8]}"
    return f"{game_id} {players}p {label} seed {seed}"


def all_fingerprints() -> dict[str, list[str]]:
    return {_name(game_id, players, options, seed): play_fingerprints(game_id, players, options, seed)
            for game_id in playable_ids()
            for players, options in _variants(game_id)
            for seed in SEEDS}


def test_seeded_games_fingerprint_the_same_in_cpython_and_pyodide() -> None:
    games = all_fingerprints()
    assert len(games) >= 2 * len(playable_ids())
    if not IN_PYODIDE:
        # a replay in the same runtime gives the same prints (nothing depends on the run)
        game_id = playable_ids()[0]
        players, options = _variants(game_id)[0]
        again = play_fingerprints(game_id, players, options, SEEDS[0])
        assert again == games[_name(game_id, players, options, SEEDS[0])]
        RECORDED.parent.mkdir(parents=True, exist_ok=True)
        RECORDED.write_text(json.dumps({"source": source_digest(), "games": games}, indent=0))
        return
    assert RECORDED.exists(), f"{RECORDED} missing: run the CPython tests first (build.py test does)"
    recorded = json.loads(RECORDED.read_text())
    assert recorded["source"] == source_digest(), "fingerprints recorded from other engine code"
    assert sorted(recorded["games"]) == sorted(games)
    for name, prints in games.items():
        expected = recorded["games"][name]
        for move, (here, there) in enumerate(zip(prints, expected, strict=False)):
            assert here == there, f"{name}: Pyodide parts from CPython at move {move}"
        assert len(prints) == len(expected), f"{name}: {len(prints)} moves here, {len(expected)} in CPython"
