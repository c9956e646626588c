"""Write golden saves with the code on PYTHONPATH: for every playable game and variant, a game
in progress and a finished one, played by seeded random moves (see tests/golden/README.md).

    PYTHONPATH=. python3 tools/golden_saves.py tests/golden <version-tag> [GAME_ID ...]

Run it once per release whose rules or state format changed, naming the games whose
``rules_version`` was bumped (all of them when none is named); never rewrite existing files.
It also pins those games' rules fingerprints (``tests/golden/rules_fingerprints.json``) for
their current rules version.
"""

import json
import os
import sys

from engine.core.fingerprint import rules_fingerprint
from engine.core.match import Match, SeatSpec
from engine.core.registry import get_game, playable_ids
from engine.core.rng import Prng, seed_state

out_dir, tag, wanted = sys.argv[1], sys.argv[2], sys.argv[3:]
pins_path = os.path.join(out_dir, "rules_fingerprints.json")
pins = {}
if os.path.exists(pins_path):
    with open(pins_path) as f:
        pins = json.load(f)
for game_id in playable_ids():
    if wanted and game_id not in wanted:
        continue
    game = get_game(game_id)
    version = str(game.rules_version)
    if pins.get(game_id, {}).get(version, rules_fingerprint(game)) != rules_fingerprint(game):
        sys.exit(f"{game_id} rules {version} are pinned with other content: bump its rules_version")
    pins.setdefault(game_id, {})[version] = rules_fingerprint(game)
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
with open(pins_path, "w") as f:
    json.dump(pins, f, indent=1, sort_keys=True)
    f.write("\n")
print("ok")
