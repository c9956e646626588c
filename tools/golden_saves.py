"""Write golden saves with the code on PYTHONPATH: for every playable game and variant, a game
in progress and a finished one, played by seeded random moves (see tests/golden/README.md).

    PYTHONPATH=. python3 tools/golden_saves.py tests/golden <version-tag>

Run it once per release whose rules or state format changed; never rewrite existing files.
"""

import json
import os
import sys

from engine.core.match import Match, SeatSpec
from engine.core.registry import get_game, playable_ids
from engine.core.rng import Prng, seed_state

out_dir, tag = sys.argv[1], sys.argv[2]
for game_id in playable_ids():
    game = get_game(game_id)
    seen = set()
    for players, options in game.variant_matrix():
        key = json.dumps(options, sort_keys=True)
        if key in seen and players != game.min_players + 1:
            continue
        seen.add(key)
        label = "-".join((f"{v}" if len(str(v)) <= 16 else "custom") for k, v in sorted(options.items()) if v != "") or "default"
        seats = [SeatSpec("human", name=f"P{i+1}") if i == 0 else SeatSpec("bot", name=f"B{i+1}", level="random") for i in range(players)]
        for seed in (7, 8):
            rng = Prng(seed_state(seed * 31 + players))
            m = Match(game, seats, options, seed)
            total = 0
            while not game.is_over(m.state):
                mover = game.current_players(m.state)[0]
                m.play(mover, rng.choice(game.legal_actions(m.state, mover)))
                total += 1
            half = Match(game, seats, options, seed)
            for seat, a in m.actions[: total // 2]:
                half.play(seat, a)
            for kind, match in (("in-progress", half), ("finished", m)):
                rec = match.to_record()
                rec["saved_at"] = "2026-11-26T00:00:00Z"
                name = f"{tag}-{game_id}-{players}p-{label}-{kind}.json"
                d = os.path.join(out_dir, game_id)
                os.makedirs(d, exist_ok=True)
                path = os.path.join(d, name)
                if os.path.exists(path):
                    sys.exit(f"{path} exists: golden saves are never rewritten")
                with open(path, "w") as f:
                    json.dump(rec, f, ensure_ascii=False, separators=(",", ":"))
            break
print("ok")
