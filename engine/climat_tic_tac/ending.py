"""How a game of Climat Tic Tac ends: the loss lines of the difficulty, the result, the
semi-cooperative game's malus ranking."""

from __future__ import annotations

from engine.core import Event, Outcome
from engine.core.frozen import replace

from .content import content_index
from .state import CttState, with_event


def max_lost(state: CttState) -> int:
    """How many cities the team may lose (one more loses the game)."""
    return int(content_index().rules["difficulty"][state.difficulty]["max_lost_cities"])


def loss_ppm(state: CttState) -> int:
    """The ppm at which the team loses."""
    return int(content_index().rules["difficulty"][state.difficulty]["loss_ppm"])


def malus(state: CttState) -> tuple[int, ...]:
    """CTT-57 (D-CTT-6): per seat, 4 per lost city of its role, 1 per pawn on the others."""
    index = content_index()
    per_seat = []
    for role in state.roles:
        points = 0
        for city in index.roles[role]["cities"]:
            if city in state.lost:
                points += index.scoring["lost_city"]
            else:
                points += index.scoring["pawn_on_city"] * sum(state.pawns[index.index[city]])
        per_seat.append(points)
    return tuple(per_seat)


def result_key(state: CttState) -> str:
    """The string key of the result (a won semi-cooperative game is also ranked)."""
    if state.result == "won" and state.mode == "semi":
        return "ctt.result.won_ranked"
    return f"ctt.result.{state.result}"


def outcome(state: CttState) -> Outcome | None:
    """The result of a finished game (None while it goes on)."""
    if not state.result:
        return None
    won = state.result == "won"
    kept = len(content_index().cities) - len(state.lost)
    args = {"lost": len(state.lost), "ppm": state.ppm, "round": state.round}
    if state.mode == "coop":
        return Outcome(cooperative=True, won=won, score=float(kept),
                       result_key=result_key(state), result_args=args)
    # Semi-cooperative: the team's result (won, score) as in the cooperative game, plus the
    # ranking by malus (scores, winners). ``cooperative`` stays True so that team figures
    # (``engine.core.simulate``) read ``won``; see README, D-CTT-18.
    if not won:  # CTT-56: roles do not count
        return Outcome(cooperative=True, won=False, score=float(kept),
                       scores=(0.0,) * state.players, winners=(),
                       result_key=result_key(state), result_args=args)
    points = malus(state)
    best = min(points)
    winners = tuple(seat for seat, seat_points in enumerate(points) if seat_points == best)
    return Outcome(cooperative=True, won=True, score=float(kept),
                   scores=tuple(-float(seat_points) for seat_points in points), winners=winners,
                   result_key=result_key(state), result_args={**args, "best": best})


def finish(state: CttState, result: str) -> CttState:
    """End the game with ``result`` (won, lost_cities or lost_co2)."""
    state = replace(state, result=result, phase="over", tasks=(), challenge=None,
                    swap=None, epoch=state.epoch + 1)
    return with_event(state, Event("ctt.log.game_end", {"result_key": result_key(state)}))
