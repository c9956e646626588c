"""Planète – Ciel et Espace: the rules engine (``GAME``, a ``PlaneteGame``).

This module holds the game's flow: the set-up, who moves, which actions each phase allows
(``PHASE_ACTIONS``, read by both ``legal_actions`` and ``explain_illegal``), and the passage
from turn to turn and round to round. What the actions do lives with their mechanism:
``circle`` (round 1: swaps, flips, pivots, the reveal and its stars, the peeks) and
``wordround`` (round 2: the star rain, the speaking order, the refusals, the reading where a
word scores); what a seat may know is in ``view``.

Phases (``state.Phase``): ``spin`` (the top spins at the start, ``StopTop``) → ``turn`` (two
of ``Swap``/``Flip``/``Pivot``, then ``Reveal`` or ``EndTurn``) ⇄ ``peek`` (after a success,
every seat ``Peek`` then ``DonePeek``, at once) → ``words`` (round 2, ``ProposeWord``) →
``over``. The decisions the booklet leaves open (D-PCE-1…13) are written out in README.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.errors import IllegalAction
from engine.core.frozen import replace
from engine.core.game import Event, Game, OptionSpec, Outcome
from engine.core.rng import Prng, seed_state

from . import circle, view, wordround
from .actions import (
    ACTION_TYPES,
    Action,
    Agree,
    DonePeek,
    EndTurn,
    Flip,
    Overrule,
    Peek,
    Pivot,
    ProposeWord,
    Reveal,
    StopTop,
    Swap,
)
from .circle import ACTIONS_PER_TURN, AXES, turns_per_player
from .content import deck
from .state import CIRCLE, PLACES, STARS_PER_PLAYER, PceState, Phase, player_key

GAME_ID = "planete-ciel-espace"

#: the action types each phase allows, in the order ``legal_actions`` lists them; in a turn,
#: the first three until two actions are done, then the last two (``TURN_ENDINGS``)
PHASE_ACTIONS: dict[Phase, tuple[type[Action], ...]] = {
    "spin": (StopTop,),
    "turn": (Swap, Flip, Pivot, Reveal, EndTurn),
    "peek": (Peek, DonePeek),
    "words": (ProposeWord,),
    "verdict": (Agree, Overrule),
    "over": (),
}
TURN_ENDINGS: tuple[type[Action], ...] = (Reveal, EndTurn)
#: the refusal of an action played outside the phase that allows it, by that phase
OUT_OF_PHASE: dict[Phase, tuple[str, str]] = {
    "spin": ("pce.illegal.top_not_spinning", "the top is not spinning"),
    "turn": ("pce.illegal.not_round1_time", "this is not a round-1 turn"),
    "peek": ("pce.illegal.not_peek_time", "the top is not spinning now"),
    "words": ("pce.illegal.not_word_time", "no word is asked for now"),
    "verdict": ("pce.illegal.not_verdict_time", "no card was just read"),
}


def phase_of(action_type: type[Action]) -> Phase:
    """The phase that allows ``action_type`` (each action type belongs to one phase)."""
    return next(phase for phase, types in PHASE_ACTIONS.items() if action_type in types)


class PlaneteGame(Game[PceState, Action]):
    id = GAME_ID
    min_players = 2
    max_players = 4
    options = (OptionSpec("lang", ("fr", "en"), "fr", "pce.option.lang"),
               OptionSpec("typos", ("off", "on"), "on", "pce.option.typos"))
    state_type = PceState
    action_types = ACTION_TYPES
    bot_levels = ("beginner", "medium", "strong")
    cooperative = False
    #: 2: no peek phase after a success on the last turn of round 1 (it changed nothing);
    #: the card texts the judge reads corrected (Voyager, sunspots, typography); round 2
    #: judged with the word table, the table's last word (Overrule/Agree), forgiven typos;
    #: 3: typos forgiven by default, swapped letters one typo, "almost" a text word when typos
    #: are off, the word table's new families (moteur/motorisé, télé/télévision...)
    rules_version = 3
    #: round 2's judge reads the cards' texts: their words count in the rules fingerprint
    judged_text_files = ("cards.json",)

    # --- setup -----------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> PceState:
        opts = self.normalize_options(players, options)
        rng = Prng(seed_state(seed))
        ids = [c.id for c in deck()]
        order = rng.shuffled(ids)
        handles = tuple(rng.shuffled(list(range(len(ids)))))
        first = rng.below(players)
        ring = tuple(order[:CIRCLE])
        log = [Event("pce.log.first_player", {"seat": first, "player_key": player_key(first)}),
               Event("pce.log.spin", {"cards": list(ring)})]
        everyone = tuple(tuple(range(CIRCLE)) for _ in range(players))
        return PceState(
            rng=rng.state, epoch=0, log=tuple(log), players=players, lang=opts["lang"],
            phase="spin", handles=handles, layout=(*ring, "", ""), axis=0,
            pile=tuple(order[CIRCLE:]), set_aside=(), first=first, turn=0, actions_done=0,
            stars=(0,) * players, round1_stars=(0,) * players, looking=everyone, reveal=(),
            reveal_places=(), reveal_seat=-1, reveal_stars=0, peek_done=(True,) * players,
            grid=(), on_card=(), rain_lost=(0,) * players, current=-1, speakers=(), said=(),
            played=(), typos=opts.get("typos", "on") == "on")

    # --- whose turn, and what they may do --------------------------------------------------
    def to_move(self, state: PceState) -> int:
        """The seat whose round-1 turn it is."""
        return (state.first + state.turn) % state.players

    def current_players(self, state: PceState) -> tuple[int, ...]:
        if state.phase == "spin":
            return (state.first,)
        if state.phase == "turn":
            return (self.to_move(state),)
        if state.phase == "peek":
            return tuple(i for i, done in enumerate(state.peek_done) if not done)
        if state.phase == "words":
            return (state.speakers[len(state.said)],)
        if state.phase == "verdict":
            return tuple(i for i, done in enumerate(state.agreed) if not done)
        return ()

    def allowed_now(self, state: PceState, seat: int) -> tuple[type[Action], ...]:
        """The action types ``seat`` may play now: its phase's (``PHASE_ACTIONS``), narrowed
        by the step within the phase (a turn's actions, then its endings; a peek, then done)."""
        allowed = PHASE_ACTIONS[state.phase]
        if state.phase == "turn":
            done = state.actions_done >= ACTIONS_PER_TURN
            return tuple(t for t in allowed if (t in TURN_ENDINGS) == done)
        if state.phase == "peek":
            return (DonePeek,) if state.looking[seat] else (Peek,)
        return allowed

    def _legal_actions(self, state: PceState, seat: int) -> list[Action]:
        if seat not in self.current_players(state):
            return []
        return [action for action_type in self.allowed_now(state, seat)
                for action in self._instances(state, action_type)]

    def _instances(self, state: PceState, action_type: type[Action]) -> list[Action]:
        """Every legal action of ``action_type``, in a phase and step that allow it."""
        pairs = [(a, b) for a in range(PLACES) for b in range(a + 1, PLACES)]
        if action_type is Swap:
            return [Swap(a, b) for a, b in pairs]
        if action_type is Peek:
            return [Peek(a, b) for a, b in pairs]
        if action_type is Flip:
            return [Flip(p) for p in range(PLACES)]
        if action_type is Pivot:
            return [Pivot(d) for d in range(AXES) if d != state.axis]
        if action_type is Reveal:
            return [Reveal(0), Reveal(1)]
        if action_type is ProposeWord:
            return [ProposeWord(w) for w in wordround.open_words(state)]
        if action_type is Overrule:  # an open action: humans only, never in a bot's menu
            return []
        singletons: dict[type[Action], Action] = {StopTop: StopTop(), EndTurn: EndTurn(),
                                                  DonePeek: DonePeek(), Agree: Agree()}
        return [singletons[action_type]]

    def is_legal(self, state: PceState, seat: int, action: Action) -> bool:
        if isinstance(action, ProposeWord):  # any well-formed word, not only the menu's
            return state.phase == "words" and wordround.refusal(state, action.word) is None
        if isinstance(action, Overrule):  # open: offered by the table to humans
            return wordround.can_overrule(state, seat, action.position, action.accept)
        return action in self.legal_actions(state, seat)

    def explain_illegal(self, state: PceState, seat: int, action: Any) -> IllegalAction:
        if not isinstance(action, self.action_types):
            return IllegalAction("pce.illegal.not_an_action", f"{action!r} is not an action")
        home = phase_of(type(action))
        if home != state.phase:
            key, text = OUT_OF_PHASE[home]
            return IllegalAction(key, text)
        if isinstance(action, ProposeWord):
            key = wordround.refusal(state, action.word) or "pce.illegal.not_allowed"
            return IllegalAction(key, f"{action.word!r} is refused ({key})", word=str(action.word))
        if isinstance(action, Overrule):
            return IllegalAction("pce.illegal.cannot_overrule",
                                 "only another player may turn this verdict, once")
        if isinstance(action, Agree):
            return IllegalAction("pce.illegal.not_allowed", "you have agreed already")
        if isinstance(action, DonePeek):
            return IllegalAction("pce.illegal.peek_first", "choose two cards to look at first")
        if isinstance(action, Peek):
            if state.looking[seat]:
                return IllegalAction("pce.illegal.peeked_already", "you have looked at two cards")
            return IllegalAction("pce.illegal.bad_places", "two different places, 0 to 9")
        if isinstance(action, TURN_ENDINGS):
            if state.actions_done < ACTIONS_PER_TURN:
                return IllegalAction("pce.illegal.actions_left", "make your two actions first",
                                     left=ACTIONS_PER_TURN - state.actions_done)
            return IllegalAction("pce.illegal.bad_end", "reveal from end 0 or 1")
        if state.actions_done >= ACTIONS_PER_TURN:
            return IllegalAction("pce.illegal.no_actions_left",
                                 "two actions done: reveal the line or end your turn")
        if isinstance(action, Pivot) and action.axis == state.axis:
            return IllegalAction("pce.illegal.same_axis", "the centre cards already lie there")
        return IllegalAction("pce.illegal.bad_places", "places are 0 to 9 (two different ones)")

    # --- applying --------------------------------------------------------------------------
    def _apply(self, state: PceState, seat: int, action: Action) -> PceState:
        if isinstance(action, StopTop):
            return circle.stop_top(state, seat)
        if isinstance(action, (Peek, DonePeek)):
            state = circle.peek(state, seat, action)
            return self._next_turn(state) if all(state.peek_done) else state
        if isinstance(action, ProposeWord):
            state = wordround.propose(state, seat, wordround.normalize_word(action.word))
            if not wordround.everyone_has_spoken(state):
                return state
            state = wordround.open_verdicts(wordround.read_current_card(state))
            return self._next_card(state) if wordround.verdicts_done(state) else state
        if isinstance(action, Overrule):
            return wordround.overrule(state, seat, action.position, action.accept)
        if isinstance(action, Agree):
            state = wordround.agree(state, seat)
            return self._next_card(state) if wordround.verdicts_done(state) else state
        state = circle.hide_what_was_face_up(state)
        if isinstance(action, (Swap, Flip, Pivot)):
            return circle.play_action(state, seat, action)
        if isinstance(action, Reveal):
            # after round 1's last turn the cards peeked at would never be seen again
            last = state.turn + 1 >= circle.turns_per_player(state.players) * state.players
            state, won = circle.reveal_line(state, seat, action.end, peek_after=not last)
            return state if won and not last else self._next_turn(state)
        state = replace(state, log=(*state.log, Event("pce.log.end_turn",
                                                      {"seat": seat,
                                                       "player_key": player_key(seat)})))
        return self._next_turn(state)

    def _next_turn(self, state: PceState) -> PceState:
        """The next round-1 turn, or round 2 once every seat has had its turns."""
        turn = state.turn + 1
        state = replace(state, turn=turn, actions_done=0, phase="turn")
        if turn < turns_per_player(state.players) * state.players:
            return state
        return self._next_card(wordround.deal_and_rain(state))

    def _next_card(self, state: PceState) -> PceState:
        """The next round-2 card with stars, or the end of the game."""
        state = replace(state, phase="words", agreed=())
        opened = wordround.next_card(state)
        return opened if opened is not None else self._finish(state)

    def _finish(self, state: PceState) -> PceState:
        state = replace(state, phase="over", current=-1, speakers=(), said=())
        outcome = self.outcome(state)
        assert outcome is not None
        return replace(state, log=(*state.log, Event(outcome.result_key, outcome.result_args)))

    def check_state(self, state: PceState) -> None:
        """The cheap invariants of a decoded state: the places, the seats' counts."""
        super().check_state(state)
        per_seat = (state.stars, state.round1_stars, state.looking, state.peek_done,
                    state.rain_lost)
        self.require([
            (len(state.layout) == PLACES, f"not {PLACES} places"),
            (0 <= state.axis < AXES, f"axis {state.axis}"),
            (0 <= state.first < state.players, "the first player is no seat"),
            (state.turn >= 0 and 0 <= state.actions_done <= ACTIONS_PER_TURN, "a turn's count"),
            (all(len(field) == state.players for field in per_seat), "not one count a seat"),
            (all(0 <= n <= STARS_PER_PLAYER for n in state.stars + state.round1_stars),
             "stars out of range"),
            (all(0 <= place < PLACES for places in state.looking for place in places),
             "a look at no place"),
        ])

    def outcome(self, state: PceState) -> Outcome | None:
        if state.phase != "over":
            return None
        best = max(state.stars)
        winners = tuple(i for i, s in enumerate(state.stars) if s == best)
        key = "pce.result.winner" if len(winners) == 1 else "pce.result.shared"
        return Outcome(cooperative=False, scores=tuple(float(s) for s in state.stars),
                       winners=winners, result_key=key,
                       result_args={"seat": winners[0], "player_key": player_key(winners[0]),
                                    "stars": best, "count": len(winners)})

    # --- what a seat may know (``view``) ---------------------------------------------------
    def _view(self, state: PceState, seat: int | None) -> dict[str, Any]:
        return view.seat_view(state, seat, game_id=self.id, to_move=self.current_players(state),
                              outcome=self.outcome(state))

    def has_private_view(self, state: PceState, seat: int) -> bool:
        return view.has_private_view(state, seat)

    def bot_view(self, state: PceState, seat: int, level: str) -> dict[str, Any]:
        return view.reduced_bot_view(self.view(state, seat), state, seat, level)

    def sample_state(self, seat_view: dict[str, Any], seat: int, rng: Prng) -> PceState:
        return view.sample_state(seat_view, seat, rng)


GAME = PlaneteGame()
