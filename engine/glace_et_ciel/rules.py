"""The rules of La Glace et le Ciel (Florent Toscano, Opla) as an engine ``Game``: the
transitions.

A cooperative game over three generations of twelve cards. Each turn a player lays one card
of their hand in its element's row (Air, Terre, Eau); a card may cover another only once the
three cells of that row are occupied. Each player has a hidden objective (a line and a value)
that everybody but its owner sees; after every placement the table announces which
objectives have just become achieved or stopped being achieved. At the end of each generation
visible CO2 (and CH4 in expert mode) melts the Glace; the Ciel records achieved − failed
objectives. Score = Glace × (sum of the three Ciel values), in ``scoring.py``.

The state and its phases are in ``state.py``, the board's arithmetic in ``board.py``, what a
seat may know (views, the oracle's view, sampled states) in ``view.py``, the bots in
``bots.py`` (found by the core through ``bots.BOTS``; the rules never import them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Event, Game, IllegalAction, Outcome, Prng, seed_state
from engine.core.game import OptionSpec

from . import content
from . import view as views
from .actions import ACTION_TYPES, Action, Place
from .board import line_sums, open_cells, sorted_hand
from .content import CARDS_PER_GENERATION, COLUMNS, ELEMENTS, GENERATIONS, LINES, Deck
from .deduction import consistent_candidates, is_consistent
from .scoring import final_outcome
from .state import (
    GLACE_VALUES,
    OPEN_HANDS,
    VARIANTS,
    GlaceState,
    Objective,
    Phase,
    Recap,
    phase_of,
)

#: which action types each phase allows: ``legal_actions`` and ``explain_illegal`` read it
PHASE_ACTIONS: Mapping[Phase, tuple[type[Action], ...]] = {
    "placing": (Place,),
    "over": (),
}


class GlaceEtCiel(Game[GlaceState, Action]):
    id = "glace-et-ciel"
    min_players = 2
    max_players = 4
    options = (OptionSpec("variant", VARIANTS, "standard", "glace.option.variant"),)
    state_type = GlaceState
    action_types = ACTION_TYPES
    bot_levels = ("beginner", "medium", "strong")
    reference_bot_levels = ("oracle",)
    cooperative = True

    def __init__(self, deck: Deck | None = None) -> None:
        #: a different deck lets the tuning script try other molecule layouts
        self._deck = deck

    @property
    def deck(self) -> Deck:
        return self._deck or content.deck()

    # --- setup and generations -------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> GlaceState:
        opts = self.normalize_options(players, options)
        board: list[tuple[str, ...]] = [() for _ in range(9)]
        for card, column in self.deck.start:
            board[3 * card.row + column] = (card.id,)
        state = GlaceState(
            rng=seed_state(seed), epoch=0, log=(), players=players, variant=opts["variant"],
            generation=0, first_player=0, turn=0, placed=0, board=tuple(board),
            hands=(), objectives=(), sums_history=(), status_history=(), glace_flips=0,
            recaps=())
        return self._start_generation(state, 1, first_player=0)

    def _start_generation(self, state: GlaceState, generation: int,
                          first_player: int) -> GlaceState:
        """Deal the generation's 12 cards, draw new objectives, announce those already met."""
        rng = Prng(state.rng)
        n = state.players
        cards = rng.shuffled([c.id for c in self.deck.generations[generation - 1]])
        per_player = len(cards) // n
        hands = tuple(sorted_hand(cards[p * per_player:(p + 1) * per_player], self.deck) for p in range(n))
        reperes = rng.shuffled(list(LINES))
        biosphere = rng.shuffled(list(content.objectives()["biosphere"]))
        objectives = tuple(Objective(reperes[p], biosphere[p]) for p in range(n))
        sums = line_sums(state.board, self.deck)
        status = tuple(o.achieved(sums) for o in objectives)
        log = [Event("glace.generation_start", {"generation": generation,
                                                 "first_player": first_player})]
        log += [Event("glace.announce.already", {"seat": p}) for p in range(n) if status[p]]
        return self.state_replace(
            state, rng=rng.state, epoch=state.epoch + 1, log=state.log + tuple(log),
            generation=generation, first_player=first_player, turn=first_player, placed=0,
            hands=hands, objectives=objectives, sums_history=(sums,),
            status_history=(status,))


    # --- turns -----------------------------------------------------------------------------
    def current_players(self, state: GlaceState) -> tuple[int, ...]:
        return () if state.over else (state.turn,)

    def _legal_actions(self, state: GlaceState, seat: int) -> list[Action]:
        if Place not in PHASE_ACTIONS[phase_of(state)] or seat != state.turn:
            return []
        out: list[Action] = []
        for card_id in state.hands[seat]:
            row = self.deck.by_id[card_id].row
            for column in open_cells(state.board, row):
                out.append(Place(card_id, ELEMENTS[row], COLUMNS[column]))
        return out

    def explain_illegal(self, state: GlaceState, seat: int, action: Any) -> IllegalAction:
        allowed = PHASE_ACTIONS[phase_of(state)]
        if not allowed:
            return IllegalAction("illegal.not_allowed", "the game is over")
        if not isinstance(action, allowed):
            return IllegalAction("glace.illegal.not_an_action", f"{action!r} is not a placement")
        if action.card not in state.hands[seat]:
            return IllegalAction("glace.illegal.not_in_hand", f"{action.card} is not in the hand",
                                 card=action.card)
        if action.row not in ELEMENTS or action.column not in COLUMNS:
            return IllegalAction("glace.illegal.no_such_cell",
                                 f"no cell {action.row}/{action.column}")
        card = self.deck.by_id[action.card]
        if action.row != card.element:
            return IllegalAction("glace.illegal.wrong_row",
                                 f"a {card.element} card goes in the {card.element} row",
                                 element_key=f"glace.element.{card.element}")
        return IllegalAction("glace.illegal.row_not_full",
                             "a card may cover another only once its row is full",
                             row_key=f"glace.element.{card.element}")

    def _apply(self, state: GlaceState, seat: int, action: Place) -> GlaceState:
        card = self.deck.by_id[action.card]
        cell = 3 * card.row + COLUMNS.index(action.column)
        board = list(state.board)
        covered = board[cell][-1] if board[cell] else None
        board[cell] = (*board[cell], card.id)
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card.id)
        sums = line_sums(tuple(board), self.deck)
        status = tuple(o.achieved(sums) for o in state.objectives)
        before = state.status_history[-1]
        log = [Event("glace.placed", {
            "seat": seat, "card": card.id, "value": card.value, "co2": card.co2,
            "ch4": card.ch4, "element_key": f"glace.element.{card.element}",
            "column_key": f"glace.column.{action.column}", "covered": covered})]
        for p in range(state.players):
            if status[p] != before[p]:
                key = "glace.announce.achieved" if status[p] else "glace.announce.lost"
                log.append(Event(key, {"seat": p}))
        new = self.state_replace(
            state, board=tuple(board), hands=tuple(hands), placed=state.placed + 1,
            turn=(seat + 1) % state.players, log=state.log + tuple(log),
            sums_history=(*state.sums_history, sums),
            status_history=(*state.status_history, status))
        if self._reveals(state, new):
            new = self.state_replace(new, epoch=new.epoch + 1)
        if new.placed == content.CARDS_PER_GENERATION:
            return self._end_generation(new)
        return new

    def _reveals(self, before: GlaceState, after: GlaceState) -> bool:
        """Did this placement reveal hidden information (so undo may not take it back)?

        With hidden hands, always: the card laid was secret. With open hands, only when some
        player's deduction narrowed, i.e. the announcement (or the silence) taught somebody
        something about their own objective.
        """
        if before.variant not in OPEN_HANDS:
            return True
        for seat in range(before.players):
            others = [(o.repere, o.biosphere) for i, o in enumerate(before.objectives)
                      if i != seat]
            statuses = [row[seat] for row in before.status_history]
            new_sums, new_status = after.sums_history[-1], after.status_history[-1][seat]
            for repere, value, _ in consistent_candidates(others, before.sums_history, statuses):
                if not is_consistent(repere, value, [new_sums], [new_status]):
                    return True
        return False

    def _end_generation(self, state: GlaceState) -> GlaceState:
        tops = [self.deck.by_id[stack[-1]] for stack in state.board if stack]
        status = state.status_history[-1]
        counts_molecules = state.variant != "poussin"
        co2 = sum(c.co2 for c in tops) if counts_molecules else 0
        ch4 = sum(c.ch4 for c in tops) if state.variant == "expert" else 0
        flips = min(co2 + ch4, len(GLACE_VALUES) - 1 - state.glace_flips)
        glace_flips = state.glace_flips + flips
        glace = GLACE_VALUES[glace_flips]
        ciel = sum(1 if a else -1 for a in status)
        recap = Recap(state.generation, state.objectives, status, co2, ch4, flips, glace, ciel)
        log = [Event("glace.generation_end", {"generation": state.generation})]
        for p, objective in enumerate(state.objectives):
            key = "glace.revealed.achieved" if status[p] else "glace.revealed.failed"
            log.append(Event(key, {"seat": p, "repere_key": f"glace.repere.{objective.repere}",
                                   "biosphere": objective.biosphere}))
        if counts_molecules:
            log.append(Event("glace.co2_visible", {"count": co2}))
            if state.variant == "expert":
                log.append(Event("glace.ch4_visible", {"count": ch4}))
            if flips:
                log.append(Event("glace.glace_turned", {"count": flips, "glace": glace}))
        log.append(Event("glace.ciel", {"generation": state.generation, "ciel": ciel}))
        new = self.state_replace(state, glace_flips=glace_flips, recaps=(*state.recaps, recap),
                                 log=state.log + tuple(log), epoch=state.epoch + 1)
        if glace == 0 or state.generation == len(content.GENERATIONS):
            outcome = final_outcome(new)
            end_key = "glace.melted" if glace == 0 else "glace.game_end"
            return self.state_replace(new, over=True, log=new.log + (
                Event(end_key, {"score": outcome.score,
                                "result_key": outcome.result_key}),))
        return self._start_generation(new, state.generation + 1,
                                      (state.first_player + 1) % state.players)

    def check_state(self, state: GlaceState) -> None:
        """The cheap invariants of a decoded state: seats, counts, every card in one place."""
        super().check_state(state)
        seats = range(state.players)
        cards = [c for stack in state.board for c in stack] + [c for h in state.hands for c in h]
        self.require([
            (state.variant in VARIANTS, f"unknown variant {state.variant!r}"),
            (state.generation in GENERATIONS, f"generation {state.generation}"),
            (state.turn in seats and state.first_player in seats, "the seat to play is no seat"),
            (0 <= state.placed <= CARDS_PER_GENERATION, f"{state.placed} cards laid"),
            (len(state.board) == len(ELEMENTS) * len(COLUMNS), "not nine stacks"),
            (len(state.hands) == len(state.objectives) == state.players, "not one hand a seat"),
            (0 <= state.glace_flips < len(GLACE_VALUES), f"{state.glace_flips} Glace flips"),
            (len(state.sums_history) == len(state.status_history) > 0, "uneven histories"),
            (len(cards) == len(set(cards)), "a card in two places"),
            (all(c in self.deck.by_id for c in cards), "an unknown card"),
        ])

    # --- the end ----------------------------------------------------------------------------
    def outcome(self, state: GlaceState) -> Outcome | None:
        return final_outcome(state) if state.over else None

    # --- what a seat may know (``view.py``) ------------------------------------------------
    def _view(self, state: GlaceState, seat: int | None) -> dict[str, Any]:
        return views.seat_view(state, seat, self.deck, self.id)

    def bot_view(self, state: GlaceState, seat: int, level: str) -> dict[str, Any]:
        """The seat's view; the reference ``oracle`` also sees its own objective."""
        seat_view = self.view(state, seat)
        if level == "oracle":
            return views.with_own_objective(seat_view, state, seat)
        return seat_view

    def sample_state(self, view: dict[str, Any], seat: int, rng: Prng) -> GlaceState:
        return views.sample_state(view, seat, rng, self.deck)


GAME = GlaceEtCiel()

__all__ = ["GAME", "PHASE_ACTIONS", "GlaceEtCiel"]
