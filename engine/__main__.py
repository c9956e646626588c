"""Command line: ``python -m engine {simulate,content,replay,bots,list,words} ...``.

From the repository's folder, through the ``.venv`` that ``python3 build.py setup`` (or ``test``)
creates (the engine itself needs no third-party package)::

    .venv/bin/python -m engine list
    .venv/bin/python -m engine simulate glace-et-ciel --players 3 \\
        --seats bot:strong,bot:strong,bot:strong --games 100 --seed 1 --json
    .venv/bin/python -m engine content ecotopia --json
    .venv/bin/python -m engine replay my-save.json
    .venv/bin/python -m engine replay 'https://…/#/replay/1.eNq…'   # a replay link
    .venv/bin/python -m engine bots defis-nature
    .venv/bin/python -m engine words planete-ciel-espace   # the words round 2's judge accepts

A missing third-party package is named in the error (exit code 2).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .core import replay as replay_link
from .core.errors import SaveError, TerraludoError
from .core.match import Match, SeatSpec
from .core.registry import PACKAGES, get_game, load_content, playable_ids
from .core.simulate import simulate


def _options(pairs: list[str]) -> dict[str, Any]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option takes k=v, not {pair!r}")
        out[key] = value
    return out


def _replay_link(link: str) -> int:
    """``replay`` of a link: 0 when every move plays, 1 when it stops (or cannot be read)."""
    try:
        played = replay_link.replay(replay_link.decode_link(link))
    except SaveError as exc:
        print(f"unreadable: {type(exc).__name__}: {exc}")
        return 1
    game = played.game
    if played.rules_differ:
        print(f"note: played under rules version {played.played_rules}, replayed under "
              f"{game.rules_version}")
    if played.stopped_at is not None:
        print(f"stopped: {game.id}, move {played.stopped_at + 1} of {played.moves_in_link} "
              f"does not play ({played.stop_reason}); {played.moves} moves replayed")
        return 1
    over = "the game is over" if game.is_over(played.states[-1]) else "the game is not over"
    print(f"ok: {game.id}, {played.moves} moves replay; {over}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)

    p_sim = sub.add_parser("simulate", help="play seeded games between bots")
    p_sim.add_argument("game")
    p_sim.add_argument("--players", type=int, required=True)
    p_sim.add_argument("--seats", default="", help="e.g. bot:random,bot:strong (default: random)")
    p_sim.add_argument("--games", type=int, default=100)
    p_sim.add_argument("--seed", type=int, default=1)
    p_sim.add_argument("--option", action="append", default=[], metavar="K=V")
    p_sim.add_argument("--json", action="store_true")

    p_content = sub.add_parser("content", help="print a game's whole content")
    p_content.add_argument("game")
    p_content.add_argument("--json", action="store_true")

    p_replay = sub.add_parser("replay", help="replay a save (checked against its snapshot) or a "
                              "replay link (#/replay/1.…: as far as its moves are legal)")
    p_replay.add_argument("file", help="a save file, or a replay link")

    p_bots = sub.add_parser("bots", help="list a game's bot levels, weakest first")
    p_bots.add_argument("game")

    sub.add_parser("list", help="list the games")

    p_words = sub.add_parser("words", help="Planète: per card, the words round 2's judge accepts")
    p_words.add_argument("game", choices=["planete-ciel-espace"])
    p_words.add_argument("--lang", default="fr", choices=["fr", "en"])
    p_words.add_argument("--card", default="", help="one card id (default: every card)")

    args = parser.parse_args(argv)
    try:
        if args.command == "simulate":
            game = get_game(args.game)
            specs = [s for s in args.seats.split(",") if s] or ["bot:random"] * args.players
            if len(specs) != args.players:
                parser.error(f"--seats names {len(specs)} seats for {args.players} players")
            seats = [SeatSpec.parse(s) for s in specs]
            levels = game.all_bot_levels(include_reference=True)
            for s in seats:
                if not s.is_bot or s.level not in levels:
                    parser.error(f"simulate needs bot seats among {', '.join(levels)}")
            summary = simulate(game, seats, args.games, args.seed, _options(args.option))
            if args.json:
                print(json.dumps(summary, ensure_ascii=False, indent=2))
            else:
                for key, value in summary.items():
                    print(f"{key:>20}: {value}")
        elif args.command == "content":
            print(json.dumps(load_content(args.game), ensure_ascii=False,
                             indent=2 if args.json else None))
        elif args.command == "replay":
            if replay_link.ROUTE in args.file or args.file.startswith(f"{replay_link.LINK_VERSION}."):
                return _replay_link(args.file)
            with open(args.file, encoding="utf-8") as fh:
                text = fh.read()
            try:
                match = Match.from_record(text, strict=True)
            except SaveError as exc:
                print(f"does not match: {type(exc).__name__}: {exc}")
                return 1
            print(f"ok: {match.game.id}, {len(match.actions)} actions replay to the snapshot")
        elif args.command == "bots":
            for level in get_game(args.game).all_bot_levels():
                print(level)
        elif args.command == "words":
            from .planete_ciel_espace import content as pce_content
            from .planete_ciel_espace import words as pce_words

            for card in pce_content.deck():
                if args.card and card.id != args.card:
                    continue
                accepted = pce_words.accepted_words(card, args.lang)
                print(f"{card.id} ({card.title[args.lang]}), {len(accepted)} words: "
                      + " ".join(accepted))
        elif args.command == "list":
            playable = set(playable_ids())
            for game_id in PACKAGES:
                print(f"{game_id}\t{'playable' if game_id in playable else 'content only'}")
    except TerraludoError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
