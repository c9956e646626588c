"""The flow of a match at the table: whose turn, hand-offs, bots, undo — no DOM here.

Pass-and-play rule: when more than one human shares the device, the screen never shows a
seat's private view until that seat has confirmed the hand-off ("Passe l'appareil à Léa").
A seat whose view holds nothing private (``Game.has_private_view``: open hands in a
cooperative game) needs no hand-off: the table's view is on screen and that seat acts.
With a single human at the table, the screen always shows that human's view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import NotYourTurn
from engine.core.game import Game
from engine.core.match import Match, SeatSpec
from engine.core.rng import Prng, seed_state


@dataclass
class Turns:
    match: Match
    save_id: str
    #: the seat whose private view is on screen (confirmed hand-off), or None
    viewer: int | None = None
    #: per-game UI-local state (a selected card...), reset after every action
    ui: dict[str, Any] = field(default_factory=dict)
    #: log lines already announced in the live region
    announced: int = 0
    _view_cache: tuple[Any, int | None, dict[str, Any]] | None = field(default=None, repr=False)
    _private_cache: tuple[Any, dict[int, bool]] = field(default=(None, {}), repr=False)
    #: per seat, how many lines of its log it had seen when it last acted
    seen: dict[int, int] = field(default_factory=dict)

    @property
    def game(self) -> Game[Any, Any]:
        return self.match.game

    @property
    def seats(self) -> list[SeatSpec]:
        return self.match.seats

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def name(self, seat: int) -> str:
        spec = self.seats[seat]
        return spec.name or f"#{seat + 1}"

    @property
    def over(self) -> bool:
        return self.game.is_over(self.match.state)

    def movers(self) -> tuple[int, ...]:
        return self.game.current_players(self.match.state)

    def bot_to_move(self) -> int | None:
        """A bot seat that may act now, when no human is waiting to act first."""
        movers = self.movers()
        humans = [s for s in movers if not self.seats[s].is_bot]
        if humans:
            return None
        return next((s for s in movers if self.seats[s].is_bot), None)

    def human_to_move(self) -> int | None:
        movers = self.movers()
        if self.viewer in movers and not self.seats[self.viewer].is_bot:
            return self.viewer
        return next((s for s in movers if not self.seats[s].is_bot), None)

    def handoff_needed(self) -> int | None:
        """The seat that must take the device before anything private is shown, if any."""
        seat = self.human_to_move()
        if seat is None or len(self.humans) <= 1 or self.viewer == seat:
            return None
        if not self.private_view(seat):
            return None
        return seat

    def private_view(self, seat: int) -> bool:
        """``Game.has_private_view`` for the current state, asked once per state and seat."""
        state = self.match.state
        cached_state, answers = self._private_cache
        if cached_state is not state:
            answers = {}
            self._private_cache = (state, answers)
        if seat not in answers:
            answers[seat] = self.game.has_private_view(state, seat)
        return answers[seat]

    def confirm_handoff(self, seat: int) -> None:
        if self.handoff_needed() == seat:
            self.viewer = seat
            self.ui = {}

    def screen_seat(self) -> int | None:
        """Whose view is drawn: the single human's; in pass-and-play, the human to act once
        the hand-off is done (or at once when that seat's view holds nothing private), else
        the last viewer's while bots play, else the table's."""
        if len(self.humans) == 1:
            return self.humans[0]
        if self.over or self.handoff_needed() is not None:
            return None
        seat = self.human_to_move()
        if seat is not None:
            return seat
        return self.viewer if self.viewer is not None and self.viewer in self.humans else None

    def view(self) -> dict[str, Any]:
        """The view on screen; states are immutable, so it is computed once per state and seat
        (one render reads it for the board, the log and the live region)."""
        state, seat = self.match.state, self.screen_seat()
        cached = self._view_cache
        if cached is not None and cached[0] is state and cached[1] == seat:
            return cached[2]
        view = self.game.view(state, seat)
        self._view_cache = (state, seat, view)
        return view

    def acting_seat(self) -> int | None:
        """The seat whose buttons are live on screen now."""
        seat = self.screen_seat()
        if seat is not None and seat in self.movers() and self.handoff_needed() is None:
            return seat
        return None

    def legal(self) -> list[Any]:
        seat = self.acting_seat()
        return [] if seat is None else self.game.legal_actions(self.match.state, seat)

    def play(self, action: Any) -> None:
        """Play for the acting seat; raises ``IllegalAction`` (and changes nothing) if refused."""
        seat = self.acting_seat()
        if seat is None:
            raise NotYourTurn(-1)
        self.match.play(seat, action)
        self.viewer = seat  # the device is in this seat's hands
        self.seen[seat] = self._log_length(seat)
        self.ui = {}

    def _log_length(self, seat: int) -> int:
        return sum(1 for event in self.match.state.log if event.visible_to(seat))

    def news(self) -> list[dict[str, Any]]:
        """What the seat on screen has not seen since it last acted (moves, reveals,
        announcements), when it is that seat's turn again."""
        seat = self.acting_seat()
        if seat is None or seat not in self.seen:
            return []
        return self.log()[self.seen[seat]:]

    def bot_step(self) -> Any | None:
        """Let the next bot act; returns its action, or None if no bot is to move."""
        seat = self.bot_to_move()
        if seat is None:
            return None
        state = self.match.state
        level = self.seats[seat].level or "random"
        bot = self.game.make_bot(level)
        # a fresh stream per move, derived from the seed and the move number: replayable
        rng = Prng(seed_state(self.match.seed * 1_000_003 + len(self.match.actions)))
        action = bot.choose(self.game.bot_view(state, seat, level),
                            self.game.legal_actions(state, seat), rng)
        self.match.play(seat, action)
        return action

    def undo_steps(self) -> int:
        """How many actions "Annuler" takes back now (0: not allowed). In pass-and-play only
        the seat that last held the device may take back its own last action."""
        steps = self.match.steps_to_undo_last_human_action()
        if steps == 0:
            return 0
        seat, _ = self.match.actions[-steps]
        if len(self.humans) > 1 and seat != self.viewer:
            return 0
        return steps

    def undo_hides_private_view(self) -> bool:
        """True when undoing from the screen on show would put a private view back on it:
        then the shell asks first, and the author's own hand-off comes before their view."""
        return self.handoff_needed() is not None and len(self.humans) > 1

    def undo(self) -> bool:
        steps = self.undo_steps()
        if steps:
            private = self.undo_hides_private_view()
            self.match.undo(steps)
            self.ui = {}
            if private:
                self.viewer = None  # the author takes the device back through their hand-off
            for seat in self.seen:
                self.seen[seat] = min(self.seen[seat], self._log_length(seat))
            self.announced = min(self.announced, len(self.log()))
        return bool(steps)

    def log(self) -> list[dict[str, Any]]:
        return list(self.view().get("log", []))
