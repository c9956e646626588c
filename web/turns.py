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
from engine.core.game import Game, visible_log
from engine.core.match import Match, SeatSpec
from engine.core.rng import Prng, seed_state


@dataclass
class Turns:
    match: Match
    save_id: str
    #: the seat whose private view is on screen (confirmed hand-off), or None
    viewer: int | None = None
    #: the seat that last held the device to act (it alone may take its move back)
    holder: int | None = None
    #: per-game UI-local state (a selected card...), reset after every action
    ui: dict[str, Any] = field(default_factory=dict)
    #: events of the state's log already announced in the live region
    announced: int = 0
    _view_cache: tuple[Any, int | None, dict[str, Any]] | None = field(default=None, repr=False)
    _private_cache: tuple[Any, dict[int, bool]] = field(default=(None, {}), repr=False)
    #: events of the state's log that public moments have covered (see ``GameTable.moment``)
    moment_seen: int = 0
    #: whether the last bot move changed what the table sees (then the next one waits)
    last_bot_move_visible: bool = True
    #: per seat, how many lines of its log it had seen when it last acted
    seen: dict[int, int] = field(default_factory=dict)
    #: the seat whose move was just taken back from someone else's screen: the device goes
    #: back to it explicitly ("Rends la tablette à Léa") before its own hand-off
    handback: int | None = None
    #: per seat, the player's own aids for this match (Glace's deduction notebook...), saved
    #: with the game beside its marks: a new game starts with none
    aids: dict[int, dict[str, Any]] = field(default_factory=dict)
    #: the seat spoken to as "tu"/"you" on screen and in the log: a lesson's learner, named
    #: "Toi" (set by the lesson layer, ``lessons.render_game``); None in a real game
    you: int | None = None

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
        """A bot seat that may act now. In a simultaneous phase bots act while the humans
        are still choosing (their choices are secret: nobody waits for them)."""
        return next((s for s in self.movers() if self.seats[s].is_bot), None)

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
            self.viewer = self.holder = seat
            self.handback = None
            self.ui = {}

    def reenter(self) -> None:
        """The table is entered again (the saves list, Back/Forward, a link, a restored tab):
        nobody knows who holds the device now, so a private view waits for its hand-off (the
        first human to move; none with a single human)."""
        self.viewer = None
        self.handback = None
        self.ui = {}

    def marks(self) -> dict[str, Any]:
        """What the table has acknowledged, kept beside the save's record (``table``): the log
        lines public moments have covered (a moment not yet acknowledged is shown again on
        resume) and, per seat, the lines it had seen when it last acted (its news)."""
        marks: dict[str, Any] = {
            "moment_seen": self.moment_seen,
            "seen": {str(seat): n for seat, n in sorted(self.seen.items())}}
        aids = {str(seat): dict(values) for seat, values in sorted(self.aids.items()) if values}
        if aids:
            marks["aids"] = aids
        return marks

    def restore_marks(self, marks: dict[str, Any] | None) -> None:
        """Resume with the marks a save kept (``marks``); what a save without them (or with
        unreadable ones) holds counts as seen, so no old moment pops up. Nothing is announced
        again."""
        length = len(self.match.state.log)
        self.announced = self.moment_seen = length
        if not isinstance(marks, dict):
            return
        moment_seen = marks.get("moment_seen")
        if type(moment_seen) is int and 0 <= moment_seen <= length:
            self.moment_seen = moment_seen
        seen = marks.get("seen")
        if isinstance(seen, dict):
            for key, n in seen.items():
                if (isinstance(key, str) and key.isdecimal() and len(key) < 4
                        and int(key) < len(self.seats)
                        and type(n) is int and 0 <= n <= length):
                    self.seen[int(key)] = n
        aids = marks.get("aids")
        if isinstance(aids, dict):
            for key, values in aids.items():
                if (isinstance(key, str) and key.isdecimal() and int(key) < len(self.seats)
                        and isinstance(values, dict)):
                    self.aids[int(key)] = {name: value for name, value in values.items()
                                           if isinstance(name, str)
                                           and type(value) in (bool, int, str)}

    def seat_aids(self, seat: int | None) -> dict[str, Any]:
        """The aids of ``seat`` (a table changes them in place; none for the table's view)."""
        if seat is None:
            return {}
        return self.aids.setdefault(seat, {})

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

    def play(self, action: Any, *, watched: bool = False) -> None:
        """Play for the acting seat; raises ``IllegalAction`` (and changes nothing) if refused.
        ``watched``: the move was tapped on a screen the whole table was looking at
        (``GameTable.watched``), so the seat's next private screen waits for its hand-off."""
        seat = self.acting_seat()
        if seat is None:
            raise NotYourTurn(-1)
        self.match.play(seat, action)
        self.holder = seat
        if self.viewer != seat or watched:
            # the seat acted on an open screen: whatever becomes private for anyone now,
            # even for this seat, waits for its owner's hand-off
            self.viewer = None
        self.seen[seat] = len(self.match.state.log)
        self.handback = None
        self.ui = {}

    def private_screen(self) -> bool:
        """Whether the screen shows a seat's private view (after its hand-off, or the only
        human's), rather than what the whole table may see."""
        seat = self.screen_seat()
        return seat is not None and (len(self.humans) == 1 or self.viewer == seat)

    def moment_events(self) -> list[dict[str, Any]]:
        """The public events since the last public moment was closed."""
        return visible_log(self.match.state.log[self.moment_seen:], None)

    def close_moment(self) -> None:
        self.moment_seen = len(self.match.state.log)

    def unannounced(self) -> list[dict[str, Any]]:
        """The events not yet read out in the live region that the screen may show."""
        log = self.match.state.log
        reader = self.screen_seat() if self.private_screen() else None
        fresh = visible_log(log[self.announced:], reader)
        self.announced = len(log)
        return fresh

    def public_news(self, seat: int) -> list[dict[str, Any]]:
        """The public events since ``seat`` last acted (for its public hand-off screen)."""
        return visible_log(self.match.state.log[self.seen.get(seat, 0):], None)

    def news(self) -> list[dict[str, Any]]:
        """What the seat on screen has not seen since it last acted (moves, reveals,
        announcements), when it is that seat's turn again."""
        seat = self.acting_seat()
        if seat is None or seat not in self.seen:
            return []
        reader = seat if self.private_screen() else None
        return visible_log(self.match.state.log[self.seen[seat]:], reader)

    def bot_step(self) -> Any | None:
        """Let the next bot act; returns its action, or None if no bot is to move."""
        seat = self.bot_to_move()
        if seat is None:
            return None
        state = self.match.state
        simultaneous = len(self.movers()) > 1
        before = None if simultaneous else self._public_board(state)
        level = self.seats[seat].level or "random"
        if level not in self.game.all_bot_levels(include_reference=True):
            level = "random"  # a level this version does not have (an edited or newer save)
        bot = self.game.make_bot(level)
        # a fresh stream per move, derived from the seed and the move number: replayable
        rng = Prng(seed_state(self.match.seed * 1_000_003 + len(self.match.actions)))
        action = bot.choose(self.game.bot_view(state, seat, level),
                            self.game.legal_actions(state, seat), rng)
        self.match.play(seat, action)
        # a move in a simultaneous phase is secret (a face-down card, "✓ prêt"): no pause
        self.last_bot_move_visible = (not simultaneous
                                      and self._public_board(self.match.state) != before)
        return action

    def _public_board(self, state: Any) -> dict[str, Any]:
        """The table's view without its log: what a bot's move visibly changes."""
        view = dict(self.game.view(state, None))
        view.pop("log", None)
        return view

    def undo_steps(self) -> int:
        """How many actions "Annuler" takes back now (0: not allowed). In pass-and-play only
        the seat that last held the device may take back its own last action."""
        steps = self.match.steps_to_undo_last_human_action()
        if steps == 0:
            return 0
        seat, _ = self.match.actions[-steps]
        if len(self.humans) > 1 and seat != self.holder:
            return 0
        return steps

    def undo_needs_handback(self) -> bool:
        """True when taking the last move back would put its author's private view on a
        screen that is not the author's own (a hand-off screen, the next seat's open view):
        then the shell asks first, and the author's hand-off comes before their view."""
        steps = self.undo_steps()
        if not steps or len(self.humans) <= 1:
            return False
        author = self.match.actions[-steps][0]
        if self.viewer == author and self.screen_seat() == author:
            return False
        return self.game.has_private_view(self.match.states[-1 - steps], author)

    def undo(self) -> bool:
        steps = self.undo_steps()
        if steps:
            handback = self.undo_needs_handback()
            author = self.match.actions[-steps][0]
            self.match.undo(steps)
            self.ui = {}
            if handback:
                self.viewer = None  # the author takes the device back through their hand-off
                self.handback = author
            for seat in self.seen:
                self.seen[seat] = min(self.seen[seat], len(self.match.state.log))
            self.announced = min(self.announced, len(self.match.state.log))
            self.moment_seen = min(self.moment_seen, len(self.match.state.log))
        return bool(steps)

    def log(self) -> list[dict[str, Any]]:
        """The log on screen: the seat's own when its private view is on screen (after its
        hand-off, or the only human's), else the table's public log."""
        if self.private_screen():
            return list(self.view().get("log", []))
        return visible_log(self.match.state.log, None)
