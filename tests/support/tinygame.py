"""A tiny game with chance and hidden hands, used only by the tests to exercise the core.

Each player holds two hidden cards from a shuffled deck of 1..9 and, on their turn, either
plays a card onto the shared pile or (once per game) draws a card. When hands are empty the
player whose played cards sum highest wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core import Event, Game, Outcome, Prng, seed_state
from engine.core.game import OptionSpec, visible_log


@dataclass(frozen=True)
class Play:
    card: int

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True)
class Draw:
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class TinyState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    deck: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    played: tuple[tuple[int, ...], ...]
    drew: tuple[bool, ...]
    turn: int


class TinyGame(Game[TinyState, Play | Draw]):
    id = "tiny-test"
    min_players = 2
    max_players = 3
    options = (OptionSpec("draws", (True, False), True),)
    state_type = TinyState
    action_types = (Play, Draw)
    cooperative = False

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> TinyState:
        rng = Prng(seed_state(seed))
        deck = rng.shuffled(range(1, 10))
        hands = tuple(tuple(sorted(deck[2 * p : 2 * p + 2])) for p in range(players))
        return TinyState(rng.state, 0, (Event("tiny.start"),), players, tuple(deck[2 * players :]),
                         hands, tuple(() for _ in range(players)),
                         tuple(not options["draws"] for _ in range(players)), 0)

    def current_players(self, state: TinyState) -> tuple[int, ...]:
        return () if all(not h for h in state.hands) else (state.turn,)

    def _legal_actions(self, state: TinyState, seat: int) -> list[Play | Draw]:
        if seat not in self.current_players(state):
            return []
        acts: list[Play | Draw] = [Play(c) for c in state.hands[seat]]
        if not state.drew[seat] and state.deck:
            acts.append(Draw())
        return acts

    def _apply(self, state: TinyState, seat: int, action: Play | Draw) -> TinyState:
        hands = list(state.hands)
        if isinstance(action, Draw):
            card, deck = state.deck[0], state.deck[1:]
            hands[seat] = tuple(sorted((*hands[seat], card)))
            drew = tuple(d or i == seat for i, d in enumerate(state.drew))
            return self.state_replace(state, deck=deck, hands=tuple(hands), drew=drew,
                                      epoch=state.epoch + 1,
                                      log=(*state.log, Event("tiny.drew", {"seat": seat}),
                                           Event("tiny.drew_card", {"card": card}, (seat,))))
        h = list(hands[seat])
        h.remove(action.card)
        hands[seat] = tuple(h)
        played = list(state.played)
        played[seat] = (*played[seat], action.card)
        turn = (seat + 1) % state.players
        for _ in range(state.players):
            if hands[turn]:
                break
            turn = (turn + 1) % state.players
        return self.state_replace(state, hands=tuple(hands), played=tuple(played), turn=turn,
                                  epoch=state.epoch + 1,
                                  log=(*state.log, Event("tiny.played", {"seat": seat, "card": action.card})))

    def outcome(self, state: TinyState) -> Outcome | None:
        if not self.is_over(state):
            return None
        scores = tuple(float(sum(p)) for p in state.played)
        best = max(scores)
        return Outcome(cooperative=False, scores=scores,
                       winners=tuple(i for i, s in enumerate(scores) if s == best),
                       result_key="tiny.result")

    def _view(self, state: TinyState, seat: int | None) -> dict[str, Any]:
        return {
            "seat": seat,
            "players": state.players,
            "turn": state.turn,
            "deck_size": len(state.deck),
            "hand": list(state.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in state.hands],
            "played": [list(p) for p in state.played],
            "drew": list(state.drew),
            "log": visible_log(state.log, seat),
        }

    def sample_state(self, view: dict[str, Any], seat: int, rng: Prng) -> TinyState:
        known = set(view["hand"]) | {c for p in view["played"] for c in p}
        unknown = rng.shuffled([c for c in range(1, 10) if c not in known])
        hands = []
        for p, size in enumerate(view["hand_sizes"]):
            if p == seat:
                hands.append(tuple(view["hand"]))
            else:
                hands.append(tuple(sorted(unknown[:size])))
                unknown = unknown[size:]
        # the log's private lines of other seats cannot be known: rebuild only what we see
        log = tuple(Event(e["key"], e["args"]) if e["key"] != "tiny.drew_card"
                    else Event(e["key"], e["args"], (seat,)) for e in view["log"])
        return TinyState(rng.state, 0, log, view["players"], tuple(unknown), tuple(hands),
                         tuple(tuple(p) for p in view["played"]), tuple(view["drew"]),
                         view["turn"])


GAME = TinyGame()
