"""Défis Nature Protect – Le Tournoi: the rules engine.

A game is 4 rounds. In each round every seat draws 4 Défis cards and, at the same time as
the others, places one face down on each of the 4 battles (weight, length, longevity,
gestation or incubation), plus power cards (one per battle, 5 for the whole game). When the
last seat says it is done, the 4 battles are revealed in order and decided by
``battles.resolve_battle``; each battle leaves one ``BattleResult`` in the history and a
series of log events that explain it step by step.

Actions (``actions.py``; kept small on purpose: at most 16 placements + 20 power placements
+ Done):

- ``Place(card, battle)``: put a card of one's hand face down on a free battle;
- ``PlacePower(card, battle)``: lay a power card across one's Défis card on that battle
  (a Défis card must be there, one power card per battle, never moved again);
- ``Done()``: once the hand is empty, the seat is ready; the battles are revealed when
  every seat is done.

Solo (1 player): the ghost is an extra seat (index 1) that never acts: at the start of each
round it gets 2 cards on each battle; then the player lays the top card of the ghost's power
pile, face down, on the battle of their choice (``PlaceGhostPower(battle)``, the only legal
action then) and only then draws their 4 cards.

The state and its phases are in ``state.py``, what each power card does in ``powers.py``,
the points and tokens in ``scoring.py``, what a seat may know in ``view.py``, the bots in
``bots.py`` (found by the core through ``bots.BOTS``; the rules never import them).

Events, views and outcomes carry ids and numbers only (card, power card and token ids,
translation keys); the UI looks the names up in the content by id, so a corrected name never
changes a saved game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from engine.core.errors import BadOptions, ContentError, IllegalAction
from engine.core.frozen import replace
from engine.core.game import Event, Game, OptionSpec, Outcome
from engine.core.rng import Prng, seed_state

from .actions import ACTION_TYPES, Action, Done, Place, PlaceGhostPower, PlacePower
from .battles import BattleResult, Contender, ghost_choice, resolve_battle
from .content import (
    BATTLES,
    BONUS_CHOICES,
    DECK_MODES,
    Bonus,
    Catalogue,
    DeckMode,
    catalogue,
)
from .decks import (
    POWER_DECK_SIZE,
    CustomDeck,
    custom_decks_option,
    custom_decks_problems,
    example_custom_deck,
    parse_custom_decks,
)
from .scoring import box_tokens, claim_tokens, final_outcome, score_breakdown
from .state import (
    EMPTY_PLACED,
    EMPTY_POWER,
    GHOST_CARDS_PER_BATTLE,
    HAND_SIZE,
    ROUNDS,
    TOKENS_DRAWN,
    DefisState,
    Phase,
    SeatState,
    phase_of,
    player_key,
    seats_to_move,
)
from .view import sample_state, seat_view

POWER_HAND = POWER_DECK_SIZE  # 5 power cards for the whole game, dealt or in a custom deck

#: which action types each phase allows: ``legal_actions``, ``is_legal`` and
#: ``explain_illegal`` read it
PHASE_ACTIONS: Mapping[Phase, tuple[type[Action], ...]] = {
    "ghost_power": (PlaceGhostPower,),
    "place": (Place, PlacePower, Done),
    "over": (),
}


class DefisNatureGame(Game[DefisState, Action]):
    """The rules. ``catalogue`` defaults to the packaged content (loaded on first use)."""

    id = "defis-nature"
    min_players = 1
    max_players = 4
    options = (
        # the book's advice for a first game: the Biodiversity tokens stay in the box
        OptionSpec("bonus", BONUS_CHOICES, "none", "defis.option.bonus"),
        OptionSpec("deck", DECK_MODES, "own", "defis.option.deck"),
        OptionSpec("custom_decks", ("",), "", "defis.option.custom_decks"),
    )
    state_type = DefisState
    action_types = ACTION_TYPES
    bot_levels = ("beginner", "medium", "strong")
    cooperative = False
    #: 2: each Action card has its own effect (10 Action cards), « Jetons triples »
    #: substitutes come from the box, the solo player lays the ghost's power card, and the
    #: species figures follow one convention each (SPECIES.md): saves written before resume
    #: from their snapshot
    rules_version = 4  # 3: issue #25, average-adult blue whale and hippo, gorilla and white shark longevity; 4: issue #37, average-adult goliath frog

    def __init__(self, catalogue_: Catalogue | None = None) -> None:
        self._catalogue = catalogue_

    @property
    def catalogue(self) -> Catalogue:
        if self._catalogue is None:
            self._catalogue = catalogue()
        return self._catalogue

    # --- options ---------------------------------------------------------------------------
    def normalize_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """As the base class, except that ``custom_decks`` takes any text naming valid decks
        (see ``decks.py``); its only listed choice is "" (starter decks)."""
        given = dict(options or {})
        custom = given.pop("custom_decks", "")
        out = super().normalize_options(players, given)
        if not isinstance(custom, str):
            raise BadOptions("custom_decks is a text")
        custom = custom.strip()
        if custom:
            if out["deck"] == "shared":
                raise BadOptions("custom decks need deck=own (the shared deck is common)")
            problems = custom_decks_problems(custom, players, self.catalogue)
            if problems:
                raise BadOptions(f"invalid custom decks: {problems}")
        out["custom_decks"] = custom
        return out

    def variant_matrix(self) -> list[tuple[int, dict[str, Any]]]:
        """The base matrix plus a game with a custom deck at each player count."""
        base = super().variant_matrix()
        try:
            example = example_custom_deck(self.catalogue)
        except ContentError:
            return base  # content not there yet: the conformance test will say so
        extra = [(n, {"bonus": "triple", "deck": "own",
                      "custom_decks": custom_decks_option([example])})
                 for n in range(self.min_players, self.max_players + 1)]
        return base + extra

    # --- setup -----------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> DefisState:
        opts = self.normalize_options(players, options)
        cat = self.catalogue
        rng = Prng(seed_state(seed))
        customs = parse_custom_decks(opts["custom_decks"], players)
        solo = players == 1
        seat_count = players + 1 if solo else players
        sources: list[tuple[str, tuple[str, ...], CustomDeck | None]] = []
        shared: tuple[str, ...] = ()
        if opts["deck"] == "shared":
            shared = tuple(rng.shuffled(cat.shared_deck()))
            sources = [("shared", cat.shared_deck(), None)] * seat_count
        else:
            for seat in range(seat_count):
                custom = customs[seat] if seat < players else None
                if custom is not None:
                    sources.append(("custom", custom.cards, custom))
                elif seat_count <= 2:
                    starter = cat.starter_decks[seat]
                    sources.append((f"starter:{starter.id}", starter.cards, None))
                else:
                    half = cat.half_decks()[seat]
                    sources.append((f"half:{half.symbol}", half.cards, None))
        power_pile = rng.shuffled(cat.power_order)
        seats = []
        for seat, (source, cards, custom) in enumerate(sources):
            if custom is not None:
                powers = tuple(rng.shuffled(custom.power_cards))
            else:
                powers, power_pile = tuple(power_pile[:POWER_HAND]), power_pile[POWER_HAND:]
            deck = () if source == "shared" else tuple(rng.shuffled(cards))
            seats.append(SeatState(
                ghost=solo and seat == 1, source=source, deck_list=tuple(cards), deck=deck,
                hand=(), placed=EMPTY_PLACED, powers=powers, power_placed=EMPTY_POWER,
                used_powers=(), zone=(), discard=(), done=False, bonus_points=0, tokens=(),
                credited=()))
        tokens: tuple[str, ...] = ()
        if opts["bonus"] != "none":
            tokens = tuple(t.id for t in rng.shuffled(cat.tokens)[:TOKENS_DRAWN])
        log = [Event("defis.setup", {"players": players, "bonus_key": f"defis.bonus.{opts['bonus']}",
                                     "deck_key": f"defis.deck_mode.{opts['deck']}"})]
        for t in tokens:
            token = cat.tokens_by_id[t]
            args: dict[str, Any] = {"token": t}
            if opts["bonus"] == "trio":
                args["category_key"] = f"defis.category.{token.trio}"
                log.append(Event("defis.token.trio", args))
            else:
                for i, c in enumerate(token.triple):
                    args[f"category{i + 1}_key"] = f"defis.category.{c}"
                log.append(Event("defis.token.triple", args))
        state = DefisState(
            rng=rng.state, epoch=0, log=tuple(log), players=players,
            bonus=cast(Bonus, opts["bonus"]), deck_mode=cast(DeckMode, opts["deck"]), round=0, over=False, seats=tuple(seats), shared_deck=shared,
            tokens=tokens, token_owner=tuple(-1 for _ in tokens),
            token_round=tuple(0 for _ in tokens), history=())
        return self._start_round(state)

    def _start_round(self, state: DefisState) -> DefisState:
        """Everyone draws 4 cards; the ghost lays 2 cards per battle. In solo the player
        first lays the ghost's power card (``PlaceGhostPower``), then draws."""
        round_no = state.round + 1
        shared = list(state.shared_deck)
        seats = list(state.seats)
        log = list(state.log)
        log.append(Event("defis.round_start", {"round": round_no}))
        pending = False
        for i, s in enumerate(seats):
            if not s.ghost:
                seats[i] = replace(s, hand=(), placed=EMPTY_PLACED, power_placed=EMPTY_POWER,
                                   done=False)
                continue
            count = GHOST_CARDS_PER_BATTLE * len(BATTLES)
            if state.deck_mode == "shared":
                drawn, shared = tuple(shared[:count]), shared[count:]
                deck = s.deck
            else:
                drawn, deck = s.deck[:count], s.deck[count:]
            placed = tuple(drawn[GHOST_CARDS_PER_BATTLE * b:GHOST_CARDS_PER_BATTLE * (b + 1)]
                           for b in range(len(BATTLES)))
            pending = bool(s.powers)
            seats[i] = replace(s, deck=deck, hand=(), placed=placed,
                               power_placed=EMPTY_POWER, done=True)
        state = replace(state, round=round_no, seats=tuple(seats), shared_deck=tuple(shared),
                        log=tuple(log), ghost_power_pending=pending)
        if pending:
            return state
        return self._draw_hands(state)

    @staticmethod
    def _draw_hands(state: DefisState) -> DefisState:
        """Every player draws 4 Défis cards from their deck (or the common deck)."""
        shared = list(state.shared_deck)
        seats = list(state.seats)
        for i, s in enumerate(seats):
            if s.ghost:
                continue
            if state.deck_mode == "shared":
                drawn, shared = tuple(shared[:HAND_SIZE]), shared[HAND_SIZE:]
                deck = s.deck
            else:
                drawn, deck = s.deck[:HAND_SIZE], s.deck[HAND_SIZE:]
            seats[i] = replace(s, deck=deck, hand=drawn, placed=EMPTY_PLACED,
                               power_placed=EMPTY_POWER, done=False)
        return replace(state, seats=tuple(seats), shared_deck=tuple(shared))

    # --- turn structure --------------------------------------------------------------------
    def current_players(self, state: DefisState) -> tuple[int, ...]:
        return seats_to_move(state)

    def _legal_actions(self, state: DefisState, seat: int) -> list[Action]:
        if seat not in self.current_players(state):
            return []
        allowed = PHASE_ACTIONS[phase_of(state)]
        s = state.seats[seat]
        actions: list[Action] = []
        if PlaceGhostPower in allowed:
            actions.extend(PlaceGhostPower(b) for b in BATTLES)
        if Place in allowed:
            free = [b for b, cards in zip(BATTLES, s.placed, strict=True) if not cards]
            for card in s.hand:
                actions.extend(Place(card, b) for b in free)
        if PlacePower in allowed:
            open_for_power = [b for b, cards, power
                              in zip(BATTLES, s.placed, s.power_placed, strict=True)
                              if cards and not power]
            for power in s.powers:
                actions.extend(PlacePower(power, b) for b in open_for_power)
        if Done in allowed and not s.hand:
            actions.append(Done())
        return actions

    def is_legal(self, state: DefisState, seat: int, action: Action) -> bool:
        if not isinstance(action, PHASE_ACTIONS[phase_of(state)]):
            return False
        s = state.seats[seat]
        if isinstance(action, PlaceGhostPower):
            return action.battle in BATTLES
        if isinstance(action, Place):
            return (action.card in s.hand and action.battle in BATTLES
                    and not s.placed[BATTLES.index(action.battle)])
        if isinstance(action, PlacePower):
            if action.card not in s.powers or action.battle not in BATTLES:
                return False
            b = BATTLES.index(action.battle)
            return bool(s.placed[b]) and not s.power_placed[b]
        return not s.hand

    def explain_illegal(self, state: DefisState, seat: int, action: Any) -> IllegalAction:
        s = state.seats[seat]
        if isinstance(action, (Place, PlacePower, PlaceGhostPower)) and action.battle not in BATTLES:
            return IllegalAction("defis.illegal.unknown_battle", f"no battle {action.battle!r}",
                                 battle=action.battle)
        phase = phase_of(state)
        if isinstance(action, ACTION_TYPES) and not isinstance(action, PHASE_ACTIONS[phase]):
            if isinstance(action, PlaceGhostPower):
                return IllegalAction("defis.illegal.no_ghost_power",
                                     "the ghost's power card is not waiting to be laid")
            if phase == "ghost_power":
                return IllegalAction("defis.illegal.ghost_power_first",
                                     "lay the ghost's power card on a battle first")
            return IllegalAction("illegal.not_allowed", "the game is over")
        if isinstance(action, Place):
            if action.card not in s.hand:
                return IllegalAction("defis.illegal.not_in_hand",
                                     f"{action.card} is not in your hand", card=action.card)
            return IllegalAction("defis.illegal.battle_taken",
                                 f"you already have a card on {action.battle}",
                                 battle_key=f"defis.battle.{action.battle}")
        if isinstance(action, PlacePower):
            b = BATTLES.index(action.battle)
            if action.card not in s.powers:
                return IllegalAction("defis.illegal.power_not_in_hand",
                                     f"{action.card} is not among your power cards", card=action.card)
            if not s.placed[b]:
                return IllegalAction("defis.illegal.power_needs_card",
                                     f"place a Défis card on {action.battle} first",
                                     battle_key=f"defis.battle.{action.battle}")
            return IllegalAction("defis.illegal.power_taken",
                                 f"you already have a power card on {action.battle}",
                                 battle_key=f"defis.battle.{action.battle}")
        if isinstance(action, Done):
            return IllegalAction("defis.illegal.hand_not_empty",
                                 "place a card on every battle first", cards=len(s.hand))
        return IllegalAction("defis.illegal.not_an_action", f"{action!r} is not an action of this game")

    def _apply(self, state: DefisState, seat: int, action: Action) -> DefisState:
        s = state.seats[seat]
        if isinstance(action, PlaceGhostPower):
            return self._place_ghost_power(state, seat, action.battle)
        if isinstance(action, Place):
            b = BATTLES.index(action.battle)
            hand = list(s.hand)
            hand.remove(action.card)
            placed = tuple((action.card,) if i == b else p for i, p in enumerate(s.placed))
            return self._with_seat(state, seat, replace(s, hand=tuple(hand), placed=placed))
        if isinstance(action, PlacePower):
            b = BATTLES.index(action.battle)
            powers = list(s.powers)
            powers.remove(action.card)
            power_placed = tuple(action.card if i == b else p for i, p in enumerate(s.power_placed))
            return self._with_seat(state, seat, replace(s, powers=tuple(powers),
                                                        power_placed=power_placed))
        state = self._with_seat(state, seat, replace(s, done=True))
        state = replace(state, log=(*state.log, Event("defis.ready", {
            "seat": seat, "player_key": player_key(seat, state)})))
        if self.current_players(state):
            return state
        return self._reveal_round(state)

    def _place_ghost_power(self, state: DefisState, seat: int, battle: str) -> DefisState:
        """Solo: the top card of the ghost's pile goes face down on ``battle`` (nobody sees
        which card it is until the battle), then the player draws their 4 cards. The hand
        is new information: ``epoch`` goes up, so undo cannot move the ghost's card after
        seeing it."""
        g = next(i for i, s in enumerate(state.seats) if s.ghost)
        ghost = state.seats[g]
        b = BATTLES.index(battle)
        power_placed = tuple(ghost.powers[0] if i == b else "" for i in range(len(BATTLES)))
        state = self._with_seat(state, g, replace(ghost, powers=ghost.powers[1:],
                                                  power_placed=power_placed))
        log = (*state.log, Event("defis.ghost.power_laid", {
            "seat": seat, "player_key": player_key(seat, state), "battle": battle,
            "battle_key": f"defis.battle.{battle}"}))
        state = replace(state, log=log, ghost_power_pending=False, epoch=state.epoch + 1)
        return self._draw_hands(state)

    @staticmethod
    def _with_seat(state: DefisState, seat: int, new: SeatState) -> DefisState:
        return replace(state, seats=tuple(new if i == seat else s for i, s in enumerate(state.seats)))

    # --- the battles -----------------------------------------------------------------------
    def _reveal_round(self, state: DefisState) -> DefisState:
        cat = self.catalogue
        seats = list(state.seats)
        shared = list(state.shared_deck)
        log = list(state.log)
        history = list(state.history)
        owner = list(state.token_owner)
        token_round = list(state.token_round)
        solo = state.players == 1
        for b, battle in enumerate(BATTLES):
            contenders = []
            aside: dict[int, str] = {}
            for i, s in enumerate(seats):
                cards = s.placed[b]
                if not cards:
                    continue
                chosen, other = ghost_choice(cards, b, cat.species) if s.ghost else (cards[0], "")
                if other:
                    aside[i] = other
                species = cat.species[chosen]
                herd = sum(1 for other in seats for c in other.zone
                           if cat.species[c].category == species.category)
                contenders.append(Contender(i, chosen, species.figures[b], species.threat,
                                            s.power_placed[b], species.points, herd))
            result = resolve_battle(state.round, battle, contenders, cat.power_cards, aside)
            history.append(result)
            log.extend(self._battle_events(state, result))
            for entry in result.entries:
                s = seats[entry.seat]
                zone, deck, discard = s.zone, s.deck, s.discard
                if entry.result in ("won", "protected"):
                    zone = (*zone, entry.card)
                elif state.deck_mode == "shared":
                    shared.append(entry.card)
                elif solo:
                    discard = (*discard, entry.card)
                else:
                    deck = (*deck, entry.card)
                if entry.other_card:
                    discard = (*discard, entry.other_card)
                used = (*s.used_powers, entry.power) if entry.power else s.used_powers
                seats[entry.seat] = replace(s, zone=zone, deck=deck, discard=discard,
                                            used_powers=used,
                                            bonus_points=s.bonus_points + entry.bonus)
            if state.bonus == "triple":
                log.extend(claim_tokens(self.catalogue, state, seats, owner, token_round))
        seats = [replace(s, placed=EMPTY_PLACED, power_placed=EMPTY_POWER, hand=())
                 for s in seats]
        log.append(Event("defis.round_end", {"round": state.round}))
        state = replace(state, seats=tuple(seats), shared_deck=tuple(shared), log=tuple(log),
                        history=tuple(history), token_owner=tuple(owner),
                        token_round=tuple(token_round), epoch=state.epoch + 1)
        if state.round >= ROUNDS:
            return self._finish(state)
        return self._start_round(state)

    def box_tokens(self, state: DefisState) -> tuple[str, ...]:
        """« Jetons triples »: the tokens still in the box (``scoring.box_tokens``)."""
        return box_tokens(self.catalogue, state)

    def _battle_events(self, state: DefisState, result: BattleResult) -> list[Event]:
        cat = self.catalogue
        b = result.battle
        common = {"round": result.round, "battle": b, "battle_key": f"defis.battle.{b}"}
        events = [Event("defis.battle.start", dict(common))]
        unit = f"defis.unit.{b}"

        def who(seat: int) -> dict[str, Any]:
            return {"seat": seat, "player_key": player_key(seat, state)}

        for e in result.entries:
            sp = cat.species[e.card]
            args = {**who(e.seat), "card": e.card, "figure": e.base, "unit_key": unit,
                    "colour_key": f"defis.colour.{sp.colour}"}
            if e.other_card:
                other = cat.species[e.other_card]
                args.update(other_card=e.other_card,
                            other_figure=other.figures[BATTLES.index(b)])
                events.append(Event("defis.battle.ghost_card", args))
            else:
                events.append(Event("defis.battle.card", args))
        for e in result.entries:
            if not e.power:
                continue
            power = cat.power_cards[e.power]
            effect = power.effect or power.kind
            args = {**who(e.seat), "power": e.power, "kind": power.kind, "effect": effect,
                    "amount": power.amount, "effect_key": f"defis.effect.{effect}"}
            events.append(Event("defis.power.revealed" if e.power_active else "defis.power.cancelled",
                                args))
        for e in result.entries:
            if e.swapped_with >= 0:
                events.append(Event("defis.power.swapped", {
                    **who(e.seat), "other_seat": e.swapped_with,
                    "other_player_key": player_key(e.swapped_with, state)}))
        for e in result.entries:
            if e.figure != e.base:
                events.append(Event("defis.battle.figure", {**who(e.seat), "before": e.base,
                                                            "figure": e.figure, "unit_key": unit}))
        if result.forced_smallest:
            events.append(Event("defis.battle.forced_smallest", dict(common)))
        elif result.juniors:
            key = "defis.battle.smallest_wins" if result.smallest_wins else "defis.battle.juniors_cancel"
            events.append(Event(key, {**common, "juniors": result.juniors}))
        if result.tie_rule != "none":
            events.append(Event(f"defis.tie.{result.tie_rule}", {**common,
                                                                 "players": len(result.winners)}))
        for seat in result.close_calls:
            events.append(Event("defis.battle.close_call", {**common, **who(seat)}))
        for e in result.entries:
            args = {**who(e.seat), "card": e.card, "figure": e.figure, "unit_key": unit}
            if e.result == "won":
                events.append(Event("defis.battle.winner", args))
            elif e.seat in result.red_listed:
                events.append(Event("defis.battle.red_listed", args))
            elif e.result == "protected":
                events.append(Event("defis.battle.protected", args))
            elif state.players == 1 or state.deck_mode == "shared":
                events.append(Event("defis.battle.discarded", args))
            else:
                events.append(Event("defis.battle.under_deck", args))
            if e.result == "won" and e.seat in result.protected:
                events.append(Event("defis.battle.protect_unneeded", args))
            if e.bonus:
                events.append(Event("defis.power.bonus_won", {**who(e.seat), "amount": e.bonus}))
        return events

    # --- scores and the end (``scoring.py``) ------------------------------------------------
    def score_breakdown(self, state: DefisState, seat: int) -> dict[str, int]:
        """Points so far: protected cards, unused power cards, Biodiversité bonus, Actions."""
        return score_breakdown(self.catalogue, state, seat)

    def _finish(self, state: DefisState) -> DefisState:
        log = list(state.log)
        for i in range(len(state.seats)):
            log.append(Event("defis.final_score", {"seat": i, "player_key": player_key(i, state),
                                                   **self.score_breakdown(state, i)}))
        state = replace(state, over=True, log=tuple(log))
        outcome = final_outcome(self.catalogue, state)
        return replace(state, log=(*state.log, Event(outcome.result_key, outcome.result_args)))

    def check_state(self, state: DefisState) -> None:
        """The cheap invariants of a decoded state: rounds, seats, tokens, counts."""
        super().check_state(state)
        ghosts = 1 if state.players == 1 else 0
        tokens = len(state.tokens)
        self.require([
            (0 <= state.round <= ROUNDS, f"round {state.round}"),
            (len(state.seats) == state.players + ghosts, "not one seat a player (and the ghost)"),
            (len(state.token_owner) == len(state.token_round) == tokens, "uneven token fields"),
            (all(-1 <= owner < len(state.seats) for owner in state.token_owner),
             "a token held by no seat"),
            (all(len(s.placed) == len(s.power_placed) == len(BATTLES) for s in state.seats),
             "not one place a battle"),
            (all(0 <= t < tokens for s in state.seats for t in s.tokens), "an unknown token"),
        ])

    def outcome(self, state: DefisState) -> Outcome | None:
        return final_outcome(self.catalogue, state) if state.over else None

    # --- what a seat may know (``view.py``) --------------------------------------------------
    def _view(self, state: DefisState, seat: int | None) -> dict[str, Any]:
        return seat_view(self.catalogue, state, seat, self.id)

    def sample_state(self, view: dict[str, Any], seat: int, rng: Prng) -> DefisState:
        """A state consistent with ``view`` (``view.sample_state``)."""
        return sample_state(self.catalogue, view, seat, rng)


GAME = DefisNatureGame()

__all__ = ["GAME", "PHASE_ACTIONS", "DefisNatureGame"]
