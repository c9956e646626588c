"""The rules of Climat Tic Tac (Bioviva, 2021) as an engine ``Game``: setting up, whose turn
it is, which moves are legal, and the turn from a played card to the end of the round.

A cooperative game of 6 rounds (15 years each, to 2100). On each turn a seat plays one of its
3 Action cards (its normal effect, or a Défi to get the boosted effect — the weakened one on a
failure), discards one of the two left, draws two, then draws one Aléas card whose hazard
pawns and CO2 land on the world's 27 cities. A city holding 3 pawns of a type or 4 pawns in
all is lost and 2 Infrastructure pawns go to its zone (``hazards.py``). At the end of each
round the CO2 in the cloud (plus the permanent tokens) moves the ppm cursor; from 450 ppm the
Seuil cards join the Aléas pile. The team loses when too many cities are lost or the ppm
reaches the loss line (``ending.py``).

Card effects are lists of steps (``data/effects_schema.json``) turned into a queue of small
tasks (``effects.py``); any choice (which pawn to remove, where to put a pawn) is one small
action per pawn. A card played as a Défi (drawn, performed, judged or left to chance) is
``challenges.py``. What a seat sees is ``view.py``. Decisions the booklet leaves open are
listed in README.md (D-CTT-1 … D-CTT-19).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.core import Event, Game, IllegalAction, Outcome, Prng, seed_state
from engine.core.frozen import replace
from engine.core.game import OptionSpec

from . import ending, view
from .actions import (
    ACTION_TYPES,
    ALLOWED,
    Action,
    AskSwap,
    ChallengeResult,
    ChooseWord,
    Discard,
    GiveBack,
    OfferSwap,
    PlacePawn,
    PlayCard,
    RemovePawn,
    Renew,
    ResolveChallengeByChance,
)
from .challenges import (
    chances,
    choose_word,
    draw_challenge,
    end_challenge,
    verdicts,
    word_choices,
)
from .content import content_index
from .effects import (
    place_chosen_pawn,
    placement_options,
    removal_options,
    remove_pawn,
    run_tasks,
    tasks_from_steps,
)
from .state import (
    HAZARDS,
    ROUNDS,
    CttState,
    Phase,
    Recap,
    Swap,
    replaced_at,
    with_event,
)
from .turns import (
    active_seat,
    counted_units,
    emissions,
    seats_to_move,
    turn_order,
)

__all__ = ["GAME", "ClimatTicTac", "CttState", "emissions", "turn_order"]

#: the steps of a turn a swap may interrupt, and so return to (``Swap.resume``)
_RESUMABLE: dict[str, Phase] = {"action": "action", "effect": "effect", "discard": "discard"}

# the moves of one type a seat may make now, in the order the game lists them
MoveLister = Callable[[CttState, int], list[Action]]


def _card_plays(state: CttState, seat: int) -> list[Action]:
    return [PlayCard(card, challenge) for card in state.hands[seat] for challenge in (False, True)]


def _renewals(state: CttState, seat: int) -> list[Action]:
    return [Renew()] if state.coop_tokens[seat] else []


def _swap_offers(state: CttState, seat: int) -> list[Action]:
    if state.phase == "offer" and state.swap is not None:  # asked: the receiver is chosen
        return [OfferSwap(card, state.swap.receiver) for card in state.hands[seat]]
    if not state.coop_tokens[seat]:
        return []
    # the receiver gives a card back, so it must hold one
    return [OfferSwap(card, receiver) for receiver in range(state.players)
            if receiver != seat and state.hands[receiver] for card in state.hands[seat]]


def _swap_asks(state: CttState, seat: int) -> list[Action]:
    """The swaps the active seat may ask of another seat holding its token (never of itself:
    its own is ``OfferSwap``), towards any other seat (itself included)."""
    if not state.cooperation:
        return []
    return [AskSwap(giver, receiver) for giver in range(state.players)
            if giver != seat and state.coop_tokens[giver] and state.hands[giver]
            for receiver in range(state.players) if receiver != giver and state.hands[receiver]]


def _give_backs(state: CttState, seat: int) -> list[Action]:
    return [GiveBack(card) for card in state.hands[seat]]


def _discards(state: CttState, seat: int) -> list[Action]:
    return [Discard(card) for card in state.hands[seat]]


def _pawn_removals(state: CttState, seat: int) -> list[Action]:
    task = state.tasks[0]
    if task.kind != "remove":
        return []
    return [RemovePawn(city, HAZARDS[hazard]) for city, hazard in removal_options(state, task)]


def _pawn_placements(state: CttState, seat: int) -> list[Action]:
    task = state.tasks[0]
    if task.kind == "remove":
        return []
    return [PlacePawn(city) for city in placement_options(state, task)]


MOVES: dict[type[Action], MoveLister] = {
    PlayCard: _card_plays, Renew: _renewals, OfferSwap: _swap_offers, GiveBack: _give_backs,
    ChooseWord: word_choices, ChallengeResult: verdicts, ResolveChallengeByChance: chances,
    Discard: _discards, RemovePawn: _pawn_removals, PlacePawn: _pawn_placements,
    AskSwap: _swap_asks,
}


def _no_such_city(city: object) -> IllegalAction:
    return IllegalAction("ctt.illegal.no_such_city", f"no city {city}", city=str(city))


def _city_problem(state: CttState, city: str) -> IllegalAction | None:
    """Why no pawn can be taken from or put on ``city`` (no such city, or lost), or None."""
    if city not in content_index().index:
        return _no_such_city(city)
    if city in state.lost:
        return IllegalAction("ctt.illegal.city_lost", f"{city} is lost", city=city)
    return None


class ClimatTicTac(Game[CttState, Action]):
    id = "climat-tic-tac"
    min_players = 2
    max_players = 4
    options = (
        OptionSpec("difficulty", ("easy", "hard"), "easy", "ctt.option.difficulty"),
        OptionSpec("mode", ("coop", "semi"), "coop", "ctt.option.mode"),
        OptionSpec("cooperation", (False, True), False, "ctt.option.cooperation"),
    )
    state_type = CttState
    action_types = ACTION_TYPES
    bot_levels = ("beginner", "medium", "strong")
    cooperative = True
    rules_version = 3

    # --- setup ----------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> CttState:
        opts = self.normalize_options(players, options)
        index = content_index()
        rng = Prng(seed_state(seed))
        # D-CTT-1: one card valid for the player count, then one side
        cards = [card for card in index.scenarios if players in card["players"]]
        card = cards[rng.below(len(cards))]
        side = card["sides"][rng.below(len(card["sides"]))]
        pawns = [[0, 0, 0] for _ in index.cities]
        for entry in side["pawns"]:
            for hazard, count in entry["hazards"].items():
                pawns[index.index[entry["city"]]][HAZARDS.index(hazard)] += count
        actions = rng.shuffled(list(index.action_ids))
        hand_size = index.rules["hand_size"]
        hands = tuple(tuple(actions[seat * hand_size:(seat + 1) * hand_size])
                      for seat in range(players))
        pile = tuple(actions[players * hand_size:])
        aleas = tuple(rng.shuffled(list(index.ordinary)))
        defis = tuple(rng.shuffled(list(index.defi_ids)))
        semi = opts["mode"] == "semi"
        roles = tuple(rng.shuffled(list(index.role_ids))[:players]) if semi else ()
        log = [Event("ctt.log.setup", {"scenario": side["id"], "players": players,
                                       "difficulty_key": f"ctt.difficulty.{opts['difficulty']}",
                                       "mode_key": f"ctt.mode.{opts['mode']}"})]
        for seat, role in enumerate(roles):
            log.append(Event("ctt.log.role", {"seat": seat, "role": role}, seats=(seat,)))
        log.append(Event("ctt.log.round_start", {"round": 1, "units": emissions(players, 1)}))
        return CttState(
            rng=rng.state, epoch=0, log=tuple(log), players=players,
            difficulty=opts["difficulty"], mode=opts["mode"], cooperation=opts["cooperation"],
            scenario=side["id"], round=1, turn_index=0, phase="action",
            pawns=tuple((food, health, infra) for food, health, infra in pawns), lost=(),
            cloud=emissions(players, 1), more_co2=0, less_co2=0, ppm=index.co2["start_ppm"],
            seuil_added=False, action_pile=pile, action_discard=(), hands=hands,
            aleas_pile=aleas, aleas_discard=(), aleas_boxed=(), defi_pile=defis,
            defi_discard=(), roles=roles, coop_tokens=(opts["cooperation"],) * players)

    # --- whose turn, which moves ----------------------------------------------------------
    def current_players(self, state: CttState) -> tuple[int, ...]:
        return seats_to_move(state)

    def _legal_actions(self, state: CttState, seat: int) -> list[Action]:
        """The moves of the phase's types (``ALLOWED``), each type listed by ``MOVES``."""
        if state.result or seat not in self.current_players(state):
            return []
        return [move for action_type in ALLOWED[state.phase]
                for move in MOVES[action_type](state, seat)]

    def explain_illegal(self, state: CttState, seat: int, action: Any) -> IllegalAction:
        """Why ``action`` is not legal now: not an action, not a move of this phase (the
        table ``ALLOWED``), or the first of its fields that does not fit."""
        if not isinstance(action, self.action_types):
            return IllegalAction("ctt.illegal.not_an_action", f"{action!r} is not an action")
        if not isinstance(action, ALLOWED[state.phase]):
            return IllegalAction("ctt.illegal.wrong_step", f"{action} does not fit this step",
                                 phase_key=f"ctt.phase.{state.phase}")
        if isinstance(action, AskSwap):
            if not state.cooperation:
                return IllegalAction("ctt.illegal.no_cooperation", "cooperation tokens are off")
            if not (0 <= action.giver < state.players and 0 <= action.receiver < state.players) \
                    or action.giver in (seat, action.receiver):
                return IllegalAction("ctt.illegal.bad_receiver", "no such other seat",
                                     receiver=repr(action.receiver))
            return IllegalAction("ctt.illegal.token_used", "the cooperation token is used")
        hand = state.hands[seat]
        if isinstance(action, (PlayCard, OfferSwap, GiveBack, Discard)) and action.card not in hand:
            return IllegalAction("ctt.illegal.not_in_hand", f"{action.card} is not in the hand",
                                 card=action.card)
        if isinstance(action, (Renew, OfferSwap)):
            if not state.cooperation:
                return IllegalAction("ctt.illegal.no_cooperation", "cooperation tokens are off")
            if not state.coop_tokens[seat]:
                return IllegalAction("ctt.illegal.token_used", "the cooperation token is used")
            if isinstance(action, OfferSwap):
                return IllegalAction("ctt.illegal.bad_receiver", "no such other seat",
                                     receiver=repr(action.receiver))
        if isinstance(action, ChooseWord):
            return IllegalAction("ctt.illegal.no_such_word", "a Défi card has 2 words",
                                 index=repr(action.index))
        if isinstance(action, RemovePawn):
            index = content_index()
            task = state.tasks[0]
            if task.kind != "remove":
                return IllegalAction("ctt.illegal.wrong_step", "pawns are placed now",
                                     phase_key="ctt.phase.place")
            if action.hazard not in HAZARDS:
                return _no_such_city(action.city)
            problem = _city_problem(state, action.city)
            if problem is not None:
                return problem
            if action.city not in index.in_area(task.area):
                return IllegalAction("ctt.illegal.wrong_area", f"{action.city} is not targeted",
                                     city=action.city)
            if state.pawns[index.index[action.city]][HAZARDS.index(action.hazard)] == 0:
                return IllegalAction("ctt.illegal.no_pawn_there", "no such pawn there",
                                     city=action.city, hazard_key=f"ctt.hazard.{action.hazard}")
            return IllegalAction("ctt.illegal.not_in_bundle", "the card does not remove that",
                                 hazard_key=f"ctt.hazard.{action.hazard}")
        if isinstance(action, PlacePawn):
            if state.tasks[0].kind != "place":
                return IllegalAction("ctt.illegal.wrong_step", "pawns are removed now",
                                     phase_key="ctt.phase.remove")
            problem = _city_problem(state, action.city)
            if problem is not None:
                return problem
            return IllegalAction("ctt.illegal.wrong_area", f"{action.city} is not allowed",
                                 city=action.city)
        return IllegalAction("ctt.illegal.not_allowed", f"{action} is not allowed now")


    # --- applying --------------------------------------------------------------------------
    def _apply(self, state: CttState, seat: int, action: Action) -> CttState:
        match action:
            case PlayCard():
                return self._play(state, seat, action)
            case Renew():
                return self._renew(state, seat)
            case OfferSwap():
                return self._offer_swap(state, seat, action)
            case AskSwap():
                return self._ask_swap(state, seat, action)
            case GiveBack():
                return self._give_back(state, action)
            case ChooseWord():
                return choose_word(state, seat, action)
            case ChallengeResult() | ResolveChallengeByChance():
                # the Défi's verdict (``challenges.py``), then the card's boosted or weakened effect
                state, slot = end_challenge(state, seat, action)
                return self._start_effect(state, state.played, slot)
            case Discard():
                return self._discard(state, seat, action.card)
            case RemovePawn():
                return self._run(remove_pawn(state, action.city, HAZARDS.index(action.hazard)))
            case PlacePawn():
                return self._run(place_chosen_pawn(state, action.city))
        raise AssertionError(action)

    def _ask_swap(self, state: CttState, seat: int, action: AskSwap) -> CttState:
        """The active seat asks another seat for a swap: the giver chooses its card next."""
        event = Event("ctt.log.swap_asked", {"seat": seat, "giver_seat": action.giver,
                                             "receiver_seat": action.receiver})
        return replace(
            state, phase="offer", swap=Swap(action.giver, action.receiver, "", state.phase),
            log=state.log + (event,))

    def _offer_swap(self, state: CttState, seat: int, action: OfferSwap) -> CttState:
        offer = Event("ctt.log.swap_offer", {"seat": seat, "receiver_seat": action.receiver})
        card = Event("ctt.log.swap_card", {"seat": seat, "receiver_seat": action.receiver,
                                           "card": action.card},
                     seats=None if state.mode == "coop" else (seat, action.receiver))
        # asked (phase ``offer``): the asker's step; else the step this seat's turn is at
        resume = state.swap.resume if state.swap is not None else state.phase
        return replace(
            state, phase="swap", swap=Swap(seat, action.receiver, action.card, resume),
            coop_tokens=replaced_at(state.coop_tokens, seat, False),
            log=state.log + (offer, card), epoch=state.epoch + 1)

    def _give_back(self, state: CttState, action: GiveBack) -> CttState:
        swap = state.swap
        assert swap is not None
        hands = list(state.hands)
        hands[swap.giver] = tuple(action.card if held == swap.card else held
                                  for held in hands[swap.giver])
        hands[swap.receiver] = tuple(swap.card if held == action.card else held
                                     for held in hands[swap.receiver])
        event = Event("ctt.log.swap_back", {"seat": swap.receiver, "giver_seat": swap.giver,
                                            "card": action.card},
                      seats=None if state.mode == "coop" else (swap.giver, swap.receiver))
        # back to the step of the turn the swap interrupted (an effect's tasks wait in the state)
        resume = _RESUMABLE.get(swap.resume, "action")
        return replace(state, hands=tuple(hands), swap=None, phase=resume,
                       log=state.log + (event,), epoch=state.epoch + 1)

    def _play(self, state: CttState, seat: int, action: PlayCard) -> CttState:
        kept = tuple(held for held in state.hands[seat] if held != action.card)
        event = Event("ctt.log.play_challenge" if action.challenge else "ctt.log.play",
                      {"seat": seat, "card": action.card})
        state = replace(state, hands=replaced_at(state.hands, seat, kept),
                        played=action.card, log=state.log + (event,))
        if not action.challenge:
            if state.mode == "semi":
                # a hidden hand card is now face up for every seat: undo cannot take it back
                state = replace(state, epoch=state.epoch + 1)
            return self._start_effect(state, action.card, "normal")
        return draw_challenge(state, seat)  # CTT-18 (``challenges.py``)

    def _renew(self, state: CttState, seat: int) -> CttState:
        discard = state.action_discard + state.hands[seat]
        state = replace(state, action_discard=discard,
                        hands=replaced_at(state.hands, seat, ()),
                        coop_tokens=replaced_at(state.coop_tokens, seat, False))
        state = self._draw_actions(state, seat, 3)
        return replace(state, log=state.log + (Event("ctt.log.renew", {"seat": seat}),))

    def _draw_actions(self, state: CttState, seat: int, count: int) -> CttState:
        rng = Prng(state.rng)
        pile, discard = state.action_pile, state.action_discard
        drawn: list[str] = []
        for _ in range(count):
            if not pile:
                pile, discard = tuple(rng.shuffled(list(discard))), ()  # D-CTT-12
                if not pile:
                    break
            drawn.append(pile[0])
            pile = pile[1:]
        hands = replaced_at(state.hands, seat, state.hands[seat] + tuple(drawn))
        event = Event("ctt.log.draw", {"seat": seat, "count": len(drawn), "cards": drawn},
                      seats=None if state.mode == "coop" else (seat,))
        return replace(state, rng=rng.state, epoch=state.epoch + 1, action_pile=pile,
                       action_discard=discard, hands=hands, log=state.log + (event,))

    def _discard(self, state: CttState, seat: int, card: str) -> CttState:
        kept = tuple(held for held in state.hands[seat] if held != card)
        event = Event("ctt.log.discard", {"seat": seat, "card": card})
        state = replace(state, hands=replaced_at(state.hands, seat, kept),
                        action_discard=state.action_discard + (card,),
                        log=state.log + (event,))
        order = turn_order(state.players)
        last_turn = state.round == ROUNDS and seat not in order[state.turn_index + 1:]
        if not last_turn:  # D-CTT-17: no refill on a seat's last turn of the game
            state = self._draw_actions(state, seat, 2)
        return self._draw_aleas(state)

    def _start_effect(self, state: CttState, card: str, slot: str) -> CttState:
        steps = content_index().actions[card]["effects"][slot]
        tasks = tasks_from_steps(steps, f"{card}|{slot}")
        log = state.log
        if slot != "normal":
            log += (Event("ctt.log.effect", {"seat": active_seat(state), "card": card,
                                             "slot_key": f"ctt.slot.{slot}"}),)
        state = replace(state, tasks=tasks, after="discard", slot=slot, log=log)
        return self._run(state)

    def _draw_aleas(self, state: CttState) -> CttState:
        index = content_index()
        rng = Prng(state.rng)
        pile, discard, boxed = state.aleas_pile, state.aleas_discard, state.aleas_boxed
        log: list[Event] = []
        card = ""
        while True:
            if not pile:
                pile, discard = tuple(rng.shuffled(list(discard))), ()  # D-CTT-12
                if not pile:
                    break
            top, pile = pile[0], pile[1:]
            info = index.aleas[top]
            named = [city for city in info["cities"] if city not in state.lost]
            coastal_left = any(city not in state.lost for city in index.coastal)
            if (info["cities"] and not named) or (info["coastal_choice"] and not coastal_left):
                boxed = boxed + (top,)  # CTT-39, D-CTT-11
                log.append(Event("ctt.log.aleas_boxed", {"card": top}))
                continue
            card = top
            break
        seat = active_seat(state)
        state = replace(state, rng=rng.state, epoch=state.epoch + 1, aleas_pile=pile,
                        aleas_discard=discard, aleas_boxed=boxed, played="", slot="")
        if not card:
            return self._end_turn(replace(state, log=state.log + tuple(log)))
        log.append(Event("ctt.log.aleas", {"seat": seat, "card": card}))
        tasks = tasks_from_steps(index.aleas[card]["effects"], card)
        state = replace(state, aleas_card=card, tasks=tasks, after="aleas_done",
                        log=state.log + tuple(log))
        return self._run(state)

    def _run(self, state: CttState) -> CttState:
        """Do the queued tasks (``effects.run_tasks``); once none is left, go on with the turn."""
        state = run_tasks(state)
        if state.result or state.tasks:
            return state
        return self._after_tasks(state)

    def _after_tasks(self, state: CttState) -> CttState:
        if state.after == "discard":
            state = replace(state, after="", phase="discard",
                            action_discard=state.action_discard + (state.played,))
            if len(state.hands[active_seat(state)]) == 0:  # nothing left to discard (never in play)
                return self._draw_aleas(state)
            return state
        # aleas_done
        state = replace(state, aleas_card="", after="",
                        aleas_discard=state.aleas_discard + (state.aleas_card,))
        return self._end_turn(state)

    # --- turns and rounds -----------------------------------------------------------------------
    def _end_turn(self, state: CttState) -> CttState:
        order = turn_order(state.players)
        next_index = state.turn_index + 1
        if next_index < len(order):
            return replace(state, turn_index=next_index, phase="action")
        return self.count_round(replace(state, turn_index=next_index))

    def count_round(self, state: CttState) -> CttState:
        """CTT-42…46: count the cloud with the permanent tokens (floored at 0, D-CTT-8)."""
        index = content_index()
        count = counted_units(state.cloud, state.more_co2, state.less_co2)
        ppm = state.ppm + index.co2["ppm_per_unit"] * count
        lost_before = sum(earlier.lost_cities for earlier in state.recaps)
        recap = Recap(state.round, state.cloud, state.more_co2, state.less_co2, count, state.ppm,
                      ppm, len(state.lost) - lost_before)
        event = Event("ctt.log.count", {"round": state.round, "units": state.cloud,
                                        "more": state.more_co2, "less": state.less_co2,
                                        "count": count, "ppm": ppm})
        state = replace(state, ppm=ppm, cloud=0, recaps=state.recaps + (recap,),
                        log=state.log + (event,))
        if ppm >= ending.loss_ppm(state):
            return ending.finish(state, "lost_co2")
        if ppm >= index.co2["threshold_ppm"] and not state.seuil_added:  # CTT-40, D-CTT-10
            rng = Prng(state.rng)
            pile = tuple(rng.shuffled([*state.aleas_pile, *state.aleas_discard, *index.seuil]))
            state = replace(state, rng=rng.state, epoch=state.epoch + 1,
                            aleas_pile=pile, aleas_discard=(), seuil_added=True)
            state = with_event(state, Event("ctt.log.seuil", {"ppm": ppm}))
        if state.round == ROUNDS:
            return ending.finish(state, "won")
        next_round = state.round + 1
        units = emissions(state.players, next_round)
        state = replace(state, round=next_round, turn_index=0, phase="action",
                        cloud=units)
        return with_event(state, Event("ctt.log.round_start",
                                       {"round": next_round, "units": units}))


    # --- the end and the views -----------------------------------------------------------------
    def outcome(self, state: CttState) -> Outcome | None:
        return ending.outcome(state)

    def malus(self, state: CttState) -> tuple[int, ...]:
        """Per seat, the semi-cooperative game's malus (``ending.malus``)."""
        return ending.malus(state)

    def has_private_view(self, state: CttState, seat: int) -> bool:
        return view.has_private_view(state, seat)

    def _view(self, state: CttState, seat: int | None) -> dict[str, Any]:
        return view.seat_view(state, seat)

    def bot_view(self, state: CttState, seat: int, level: str) -> dict[str, Any]:
        """The seat's view without any Défi card (``view.reduced_for_bots``)."""
        return view.reduced_for_bots(self.view(state, seat), state)

    def sample_state(self, seat_view: dict[str, Any], seat: int, rng: Prng) -> CttState:
        return view.sample_state(seat_view, seat, rng)


GAME = ClimatTicTac()
