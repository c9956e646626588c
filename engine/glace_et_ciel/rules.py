"""The rules of La Glace et le Ciel (Florent Toscano, Opla) as an engine ``Game``.

A cooperative game over three generations of twelve cards. Each turn a player lays one card
of their hand in its element's row (Air, Terre, Eau); a card may cover another only once the
three cells of that row are occupied. Each player has a hidden objective (a line and a value)
that everybody but its owner sees; after every placement the table announces which
objectives have just become achieved or stopped being achieved. At the end of each generation
visible CO2 (and CH4 in expert mode) melts the Glace; the Ciel records achieved − failed
objectives. Score = Glace × (sum of the three Ciel values).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core import Event, Game, IllegalAction, Outcome, Prng, seed_state
from engine.core.game import OptionSpec, visible_log

from . import content
from .actions import Place
from .content import COLUMNS, ELEMENTS, LINES, Deck
from .deduction import consistent_candidates, is_consistent

VARIANTS = ("standard", "expert", "jeunes", "poussin")
#: variants where the Génération cards lie face up in front of their owners
OPEN_HANDS = ("jeunes", "poussin")
GLACE_VALUES = (3, 2, 1, 0)


@dataclass(frozen=True)
class Objective:
    repere: str  # one of LINES
    biosphere: int

    def achieved(self, sums: tuple[int, ...]) -> bool:
        return sums[LINES.index(self.repere)] == self.biosphere


@dataclass(frozen=True)
class Recap:
    """What happened at the end of one generation."""

    generation: int
    objectives: tuple[Objective, ...]
    achieved: tuple[bool, ...]
    co2_visible: int
    ch4_visible: int
    glace_flips: int
    glace_after: int
    ciel: int


@dataclass(frozen=True)
class GlaceState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    variant: str
    generation: int  # 1, 2 or 3
    first_player: int  # holder of the first-player card this generation
    turn: int  # the seat to play
    placed: int  # cards laid this generation
    board: tuple[tuple[str, ...], ...]  # 9 stacks, index row * 3 + column, bottom → top
    hands: tuple[tuple[str, ...], ...]
    objectives: tuple[Objective, ...]
    #: line sums at the start of the generation and after each placement since
    sums_history: tuple[tuple[int, ...], ...]
    #: for the same moments, whether each seat's objective was achieved (what was announced)
    status_history: tuple[tuple[bool, ...], ...]
    glace_flips: int  # Glace cards turned so far (3 → 2 → 1 → 0)
    recaps: tuple[Recap, ...]
    over: bool = False


def line_sums(board: tuple[tuple[str, ...], ...], deck: Deck) -> tuple[int, ...]:
    """Sums of the top cards' values for the rows Air, Terre, Eau then columns W, N, E."""
    tops = [deck.by_id[stack[-1]].value if stack else 0 for stack in board]
    rows = tuple(sum(tops[3 * r: 3 * r + 3]) for r in range(3))
    cols = tuple(sum(tops[c::3]) for c in range(3))
    return rows + cols


def open_cells(board: tuple[tuple[str, ...], ...], row: int) -> list[int]:
    """Columns where a card of ``row`` may go: the empty cells while there are any, then all."""
    empty = [c for c in range(3) if not board[3 * row + c]]
    return empty or [0, 1, 2]


class GlaceEtCiel(Game[GlaceState, Place]):
    id = "glace-et-ciel"
    min_players = 2
    max_players = 4
    options = (OptionSpec("variant", VARIANTS, "standard", "glace.option.variant"),)
    state_type = GlaceState
    action_types = (Place,)
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
        hands = tuple(self._sorted(cards[p * per_player:(p + 1) * per_player]) for p in range(n))
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

    def _sorted(self, ids: list[str] | tuple[str, ...]) -> tuple[str, ...]:
        by_id = self.deck.by_id
        return tuple(sorted(ids, key=lambda i: (by_id[i].row, by_id[i].value, i)))

    # --- turns -----------------------------------------------------------------------------
    def current_players(self, state: GlaceState) -> tuple[int, ...]:
        return () if state.over else (state.turn,)

    def legal_actions(self, state: GlaceState, seat: int) -> list[Place]:
        if state.over or seat != state.turn:
            return []
        out = []
        for card_id in state.hands[seat]:
            row = self.deck.by_id[card_id].row
            for column in open_cells(state.board, row):
                out.append(Place(card_id, ELEMENTS[row], COLUMNS[column]))
        return out

    def explain_illegal(self, state: GlaceState, seat: int, action: Any) -> IllegalAction:
        if not isinstance(action, Place):
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
            outcome = self._score(new)
            end_key = "glace.melted" if glace == 0 else "glace.game_end"
            return self.state_replace(new, over=True, log=new.log + (
                Event(end_key, {"score": outcome.score,
                                "result_key": outcome.result_key}),))
        return self._start_generation(new, state.generation + 1,
                                      (state.first_player + 1) % state.players)

    # --- the end ----------------------------------------------------------------------------
    def _score(self, state: GlaceState) -> Outcome:
        """Score (a whole number), won, and the result named from the variant's own scale.

        ``result_args`` carry the score, the scale (``scale_id``) and the index of its row
        (``scale_row``, ``None`` below 1 or when the ice melted) so the UI can highlight it."""
        ciel = sum(r.ciel for r in state.recaps)
        scale_id = content.scale_by_variant()[state.variant]
        if state.variant == "poussin":
            score, melted = ciel, False  # Ciel only, on the Ciel scale
        else:
            glace = GLACE_VALUES[state.glace_flips]
            score, melted = glace * ciel, glace == 0
        row = None if melted else content.result_row(state.players, score, scale_id)
        name = "melted" if melted else content.result_name(state.players, score, scale_id)
        return Outcome(cooperative=True, won=score >= 1, score=score,
                       result_key=f"glace.result.{name}",
                       result_args={"score": score, "scale_id": scale_id, "scale_row": row})

    def outcome(self, state: GlaceState) -> Outcome | None:
        return self._score(state) if state.over else None

    # --- what a seat may know -------------------------------------------------------------
    def _view(self, state: GlaceState, seat: int | None) -> dict[str, Any]:
        by_id = self.deck.by_id
        open_hands = state.variant in OPEN_HANDS

        def card(card_id: str) -> dict[str, Any]:
            return by_id[card_id].to_json()

        board = [{"row": element, "cells": [
            {"column": column, "stack": [card(c) for c in state.board[3 * r + k]]}
            for k, column in enumerate(COLUMNS)]} for r, element in enumerate(ELEMENTS)]
        sums = state.sums_history[-1]
        hands = [[card(c) for c in hand] if open_hands or p == seat or state.over else None
                 for p, hand in enumerate(state.hands)]
        objectives = [
            {"repere": o.repere, "biosphere": o.biosphere}
            if state.over or (seat is not None and p != seat) else None
            for p, o in enumerate(state.objectives)]
        outcome = self.outcome(state)
        scale_id = content.scale_by_variant()[state.variant]
        glace = None if state.variant == "poussin" else {
            "values": list(GLACE_VALUES), "flips": state.glace_flips,
            "value": GLACE_VALUES[state.glace_flips]}
        return {
            "game": self.id,
            "variant": state.variant,
            "open_hands": open_hands,
            "players": state.players,
            "seat": seat,
            "epoch": state.epoch,
            "generation": state.generation,
            "first_player": state.first_player,
            "turn": None if state.over else state.turn,
            "turn_order": [(state.first_player + i) % state.players
                           for i in range(state.players)],
            "placed_this_generation": state.placed,
            "cards_per_generation": content.CARDS_PER_GENERATION,
            "board": board,
            "sums": dict(zip(LINES, sums, strict=True)),
            "hand": hands[seat] if seat is not None else None,
            "hands": hands,
            "hand_sizes": [len(h) for h in state.hands],
            "objectives": objectives,
            "announced_achieved": list(state.status_history[-1]),
            "announcements": self._announcements(state),
            "closing_announcements": self._closing_announcements(state),
            "sums_history": [list(s) for s in state.sums_history],
            "status_history": [list(s) for s in state.status_history],
            "glace": glace,
            "ciel": [r.ciel for r in state.recaps],
            "recaps": [self._recap_json(r, state.variant) for r in state.recaps],
            "over": state.over,
            "result": None if outcome is None else {
                "score": outcome.score, "won": outcome.won, "result_key": outcome.result_key,
                "scale_id": scale_id, "scale_row": outcome.result_args["scale_row"]},
            "scale_id": scale_id,
            "scale": [{"result_key": f"glace.result.{name}", "min": low, "max": high}
                      for name, low, high in content.scale(scale_id)[state.players]],
            "log": visible_log(state.log, seat),
        }

    @staticmethod
    def _announcements(state: GlaceState) -> list[dict[str, Any]]:
        """What was announced after the last placement (or at the generation's start)."""
        now = state.status_history[-1]
        if len(state.status_history) == 1:
            return [{"seat": p, "kind": "already", "key": "glace.announce.already"}
                    for p in range(state.players) if now[p]]
        before = state.status_history[-2]
        return [{"seat": p, "kind": "achieved" if now[p] else "lost",
                 "key": "glace.announce.achieved" if now[p] else "glace.announce.lost"}
                for p in range(state.players) if now[p] != before[p]]

    @staticmethod
    def _closing_announcements(state: GlaceState) -> list[dict[str, Any]]:
        """The announcements of the last finished generation's 12th placement.

        Once that placement is made the view has moved on (recap, next generation), so they
        are read back from the log: the ``glace.announce.*`` events between the last
        ``glace.placed`` and ``glace.generation_end``. Only right after a generation's end (no
        card laid yet in the next one, or the game over): empty otherwise."""
        if state.placed and not state.over:
            return []
        log = state.log
        end = max((i for i, e in enumerate(log) if e.key == "glace.generation_end"), default=-1)
        out: list[dict[str, Any]] = []
        for event in reversed(log[:max(end, 0)]):
            if event.key == "glace.placed":
                break
            kind = event.key.rpartition(".")[2]
            out.append({"seat": event.args["seat"], "kind": kind, "key": event.key})
        return out[::-1]

    @staticmethod
    def _recap_json(recap: Recap, variant: str) -> dict[str, Any]:
        """One generation's recap; only the counts that matter in ``variant``: no molecule
        and no Glace in Poussin, CH4 in expert mode only."""
        out: dict[str, Any] = {
            "generation": recap.generation,
            "objectives": [{"seat": p, "repere": o.repere, "biosphere": o.biosphere,
                            "achieved": recap.achieved[p]}
                           for p, o in enumerate(recap.objectives)],
        }
        if variant != "poussin":
            out["co2_visible"] = recap.co2_visible
            if variant == "expert":
                out["ch4_visible"] = recap.ch4_visible
            out["glace_flips"] = recap.glace_flips
            out["glace_after"] = recap.glace_after
        out["ciel"] = recap.ciel
        return out

    def bot_view(self, state: GlaceState, seat: int, level: str) -> dict[str, Any]:
        view = self.view(state, seat)
        if level == "oracle" and not state.over:
            own = state.objectives[seat]
            view["objectives"][seat] = {"repere": own.repere, "biosphere": own.biosphere}
        return view

    def make_bot(self, level: str) -> Any:
        if level in (*self.bot_levels, *self.reference_bot_levels):
            from .bots import GlaceBot

            return GlaceBot(level, self.deck)
        return super().make_bot(level)

    # --- hidden information drawn at random -------------------------------------------------
    def sample_state(self, view: dict[str, Any], seat: int, rng: Prng) -> GlaceState:
        """A full state that shows ``seat`` exactly ``view``: the other hands are dealt from
        the generation's cards nobody has seen, and the seat's own objective is drawn among
        those still consistent with the announcements (weighted by the copies left)."""
        players = view["players"]
        board = tuple(tuple(c["id"] for c in cell["stack"])
                      for row in view["board"] for cell in row["cells"])
        hands: list[tuple[str, ...] | None] = [
            None if h is None else tuple(c["id"] for c in h) for h in view["hands"]]
        if not view["over"]:
            generation = self.deck.generations[view["generation"] - 1]
            seen = {c for stack in board for c in stack} | {
                c for h in hands if h is not None for c in h}
            unseen = rng.shuffled([c.id for c in generation if c.id not in seen])
            for p in range(players):
                if hands[p] is None:
                    size = view["hand_sizes"][p]
                    hands[p], unseen = self._sorted(unseen[:size]), unseen[size:]
        objectives = []
        for p, o in enumerate(view["objectives"]):
            if o is None:
                o = self._draw_own_objective(view, p, rng)
            objectives.append(Objective(o["repere"], o["biosphere"]))
        recaps = tuple(
            Recap(r["generation"],
                  tuple(Objective(o["repere"], o["biosphere"]) for o in r["objectives"]),
                  tuple(o["achieved"] for o in r["objectives"]), r.get("co2_visible", 0),
                  r.get("ch4_visible", 0), r.get("glace_flips", 0), r.get("glace_after", 3),
                  r["ciel"])
            for r in view["recaps"])
        return GlaceState(
            rng=rng.next64(), epoch=view["epoch"],
            log=tuple(Event(e["key"], e["args"]) for e in view["log"]),
            players=players, variant=view["variant"], generation=view["generation"],
            first_player=view["first_player"],
            turn=view["turn"] if view["turn"] is not None else 0,
            placed=view["placed_this_generation"], board=board,
            hands=tuple(h or () for h in hands), objectives=tuple(objectives),
            sums_history=tuple(tuple(s) for s in view["sums_history"]),
            status_history=tuple(tuple(s) for s in view["status_history"]),
            glace_flips=view["glace"]["flips"] if view["glace"] else 0,
            recaps=recaps, over=view["over"])

    @staticmethod
    def _draw_own_objective(view: dict[str, Any], seat: int, rng: Prng) -> dict[str, Any]:
        from .deduction import possible_objectives

        candidates = possible_objectives(view, seat)
        if not candidates:  # only for a hand-made view; any real one has a candidate
            others = {o["repere"] for o in view["objectives"] if o is not None}
            repere = next(r for r in LINES if r not in others)
            return {"repere": repere, "biosphere": 3}
        pick = rng.below(sum(c["weight"] for c in candidates))
        for c in candidates:
            pick -= c["weight"]
            if pick < 0:
                return c
        return candidates[-1]


GAME = GlaceEtCiel()
