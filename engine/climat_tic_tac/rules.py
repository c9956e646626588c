"""The rules of Climat Tic Tac (Bioviva, 2021) as an engine ``Game``.

A cooperative game of 6 rounds (15 years each, to 2100). On each turn a seat plays one of its
3 Action cards (its normal effect, or a Défi to get the boosted effect — the weakened one on a
failure), discards one of the two left, draws two, then draws one Aléas card whose hazard
pawns and CO2 land on the world's 27 cities. A city holding 3 pawns of a type or 4 pawns in
all is lost and 2 Infrastructure pawns go to its zone. At the end of each round the CO2 in the
cloud (plus the permanent tokens) moves the ppm cursor; from 450 ppm the Seuil cards join the
Aléas pile. The team loses when too many cities are lost or the ppm reaches the loss line.

Card effects are lists of steps (``data/effects_schema.json``) turned into a queue of small
tasks; any choice (which pawn to remove, where to put a pawn) is one small action per pawn.
Decisions the booklet leaves open are listed in README.md (D-CTT-1 … D-CTT-19).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.core import Event, Game, IllegalAction, Outcome, Prng, seed_state
from engine.core.game import OptionSpec, visible_log

from . import content

HAZARDS = ("food", "health", "infrastructure")
KINDS = ("drawing", "mime", "whisper")
ROUNDS = 6
SUPPLY = {"more_co2": 3, "less_co2": 3}


# ----------------------------------------------------------------------------- content


class Data:
    """The validated content, indexed for the rules (loaded once)."""

    def __init__(self) -> None:
        c = content._load_validated()
        world = c["world"]
        self.cities: tuple[str, ...] = tuple(city["id"] for city in world["cities"])
        self.index = {cid: i for i, cid in enumerate(self.cities)}
        self.zone_of = {city["id"]: city["zone"] for city in world["cities"]}
        self.zones: tuple[str, ...] = tuple(z["id"] for z in world["zones"])
        self.coastal = frozenset(city["id"] for city in world["cities"] if city["coastal"])
        self.supply = {h["id"]: h["pawns"] for h in world["hazards"]}
        rules = world["rules"]
        self.rules = rules
        self.co2 = world["co2"]
        self.steps = world["co2"]["steps"]
        self.actions = {a["id"]: a for a in c["actions"]}
        self.action_ids: tuple[str, ...] = tuple(a["id"] for a in c["actions"])
        cards = c["hazard_cards"]["cards"]
        self.aleas = {a["id"]: a for a in cards}
        self.ordinary: tuple[str, ...] = tuple(a["id"] for a in cards if not a["threshold"])
        self.seuil: tuple[str, ...] = tuple(a["id"] for a in cards if a["threshold"])
        self.defis = {d["id"]: d for d in c["challenges"]}
        self.defi_ids: tuple[str, ...] = tuple(d["id"] for d in c["challenges"])
        self.back = {d["id"]: d["back"] for d in c["challenges"]}
        self.roles = {r["id"]: r for r in c["roles"]["roles"]}
        self.role_ids: tuple[str, ...] = tuple(r["id"] for r in c["roles"]["roles"])
        self.scoring = c["roles"]["scoring"]
        self.scenarios = c["scenarios"]["cards"]
        self.sides = {side["id"]: side for card in self.scenarios for side in card["sides"]}
        self.chance: dict[str, dict[str, int]] = rules["challenge"]["chance_percent"]

    def in_area(self, area: str) -> tuple[str, ...]:
        """Cities named by a task's area (lost ones included; callers filter)."""
        if area == "anywhere":
            return self.cities
        if area == "coastal":
            return tuple(c for c in self.cities if c in self.coastal)
        if area.startswith("zone:"):
            zone = area[5:]
            return tuple(c for c in self.cities if self.zone_of[c] == zone)
        return (area,)


@lru_cache(maxsize=1)
def data() -> Data:
    return Data()


# ----------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class PlayCard:
    """Play ``card`` from the hand: its normal effect, or take a Défi (``challenge``)."""

    card: str
    challenge: bool = False

    def __str__(self) -> str:
        return f"play {self.card}{' + défi' if self.challenge else ''}"


@dataclass(frozen=True)
class Renew:
    """Spend the cooperation token: discard the 3 cards in hand, draw 3 (start of turn)."""

    def __str__(self) -> str:
        return "renew hand"


@dataclass(frozen=True)
class OfferSwap:
    """Spend the cooperation token: give ``card`` to ``receiver``, who gives one back."""

    card: str
    receiver: int

    def __str__(self) -> str:
        return f"give {self.card} to seat {self.receiver}"


@dataclass(frozen=True)
class GiveBack:
    """The receiver of a swap gives ``card`` in exchange."""

    card: str

    def __str__(self) -> str:
        return f"give back {self.card}"


@dataclass(frozen=True)
class ChooseWord:
    """The challenger picks word ``index`` (0 or 1) of the Défi card to draw or mime."""

    index: int

    def __str__(self) -> str:
        return f"word {self.index + 1}"


@dataclass(frozen=True)
class ChallengeResult:
    """The table's verdict on the Défi, submitted by the judge seat."""

    won: bool

    def __str__(self) -> str:
        return "défi won" if self.won else "défi lost"


@dataclass(frozen=True)
class ResolveChallengeByChance:
    """Let chance decide the Défi, at the odds shown in the view (``challenge.chance_percent``)."""

    def __str__(self) -> str:
        return "défi by chance"


@dataclass(frozen=True)
class Discard:
    """Discard one of the two Action cards left in hand."""

    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class RemovePawn:
    """Remove one ``hazard`` pawn from ``city`` (one pawn of the card's bundle)."""

    city: str
    hazard: str

    def __str__(self) -> str:
        return f"remove {self.hazard} from {self.city}"


@dataclass(frozen=True)
class PlacePawn:
    """Put the next pawn to place (its type is in the view's ``task``) on ``city``."""

    city: str

    def __str__(self) -> str:
        return f"place on {self.city}"


Action = (PlayCard | Renew | OfferSwap | GiveBack | ChooseWord | ChallengeResult
          | ResolveChallengeByChance | Discard | RemovePawn | PlacePawn)


# ----------------------------------------------------------------------------- state


@dataclass(frozen=True)
class Task:
    """One step of an effect still to do. ``kind``: remove (pick pawns of one of the bundles
    of ``ref``), place (``count`` pawns of ``hazard`` on cities of ``area``, the actor
    chooses), add_city (``count`` pawns of ``hazard`` on the city ``area``), remove_co2,
    add_co2, token (``hazard`` is the token id)."""

    kind: str
    area: str = ""
    hazard: str = ""
    count: int = 0
    ref: str = ""
    removed: tuple[int, int, int] = (0, 0, 0)
    cause: str = ""


@dataclass(frozen=True)
class Challenge:
    challenger: int
    judge: int
    card: str
    card_back: str
    kind: str
    word: int = -1


@dataclass(frozen=True)
class Swap:
    giver: int
    receiver: int
    card: str


@dataclass(frozen=True)
class Recap:
    """One end-of-round count."""

    round: int
    units: int
    more_co2: int
    less_co2: int
    count: int
    ppm_before: int
    ppm_after: int
    lost_cities: int


@dataclass(frozen=True)
class CttState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    difficulty: str
    mode: str
    cooperation: bool
    scenario: str
    round: int
    turn_index: int
    phase: str  # action | swap | word | verdict | effect | discard | over
    pawns: tuple[tuple[int, int, int], ...]
    lost: tuple[str, ...]
    cloud: int
    more_co2: int
    less_co2: int
    ppm: int
    seuil_added: bool
    action_pile: tuple[str, ...]
    action_discard: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    aleas_pile: tuple[str, ...]
    aleas_discard: tuple[str, ...]
    aleas_boxed: tuple[str, ...]
    defi_pile: tuple[str, ...]
    defi_discard: tuple[str, ...]
    roles: tuple[str, ...]
    coop_tokens: tuple[bool, ...]
    tasks: tuple[Task, ...] = ()
    after: str = ""  # what follows the tasks: discard | aleas_done
    played: str = ""
    slot: str = ""
    aleas_card: str = ""
    challenge: Challenge | None = None
    swap: Swap | None = None
    recaps: tuple[Recap, ...] = ()
    result: str = ""  # "" | won | lost_cities | lost_co2


def turn_order(players: int) -> tuple[int, ...]:
    """Seats in the order they play in a round (2 players: A, B, A, B — CTT-59)."""
    return (0, 1, 0, 1) if players == 2 else tuple(range(players))


def emissions(players: int, round_: int) -> int:
    rules = data().rules["emissions"]
    base = rules["two_players_count_as"] if players == 2 else players * rules["per_player"]
    return int(base + rules["extra_by_turn"][round_ - 1])


def city_lost_by(pawns: tuple[int, int, int]) -> bool:
    loss = data().rules["city_loss"]
    return max(pawns) >= loss["same_type"] or sum(pawns) >= loss["any_types"]


def _fits(removed: tuple[int, int, int], h: int, choices: list[dict[str, int]]) -> bool:
    """Can one more pawn of type ``h`` be removed and stay inside one of the bundles?"""
    for bundle in choices:
        if all(removed[k] + (k == h) <= bundle.get(HAZARDS[k], 0) for k in range(3)):
            return True
    return False


class ClimatTicTac(Game[CttState, Any]):
    id = "climat-tic-tac"
    min_players = 2
    max_players = 4
    options = (
        OptionSpec("difficulty", ("easy", "hard"), "easy", "ctt.option.difficulty"),
        OptionSpec("mode", ("coop", "semi"), "coop", "ctt.option.mode"),
        OptionSpec("cooperation", (False, True), False, "ctt.option.cooperation"),
    )
    state_type = CttState
    action_types = (PlayCard, Renew, OfferSwap, GiveBack, ChooseWord, ChallengeResult,
                    ResolveChallengeByChance, Discard, RemovePawn, PlacePawn)
    bot_levels = ("beginner", "medium", "strong")
    cooperative = True
    rules_version = 1

    # --- setup ----------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> CttState:
        opts = self.normalize_options(players, options)
        d = data()
        rng = Prng(seed_state(seed))
        # D-CTT-1: one card valid for the player count, then one side
        cards = [c for c in d.scenarios if players in c["players"]]
        card = cards[rng.below(len(cards))]
        side = card["sides"][rng.below(len(card["sides"]))]
        pawns = [[0, 0, 0] for _ in d.cities]
        for entry in side["pawns"]:
            for hazard, n in entry["hazards"].items():
                pawns[d.index[entry["city"]]][HAZARDS.index(hazard)] += n
        actions = rng.shuffled(list(d.action_ids))
        hand_size = d.rules["hand_size"]
        hands = tuple(tuple(actions[p * hand_size:(p + 1) * hand_size]) for p in range(players))
        pile = tuple(actions[players * hand_size:])
        aleas = tuple(rng.shuffled(list(d.ordinary)))
        defis = tuple(rng.shuffled(list(d.defi_ids)))
        roles = tuple(rng.shuffled(list(d.role_ids))[:players]) if opts["mode"] == "semi" else ()
        log = [Event("ctt.log.setup", {"scenario": side["id"], "players": players,
                                       "difficulty_key": f"ctt.difficulty.{opts['difficulty']}",
                                       "mode_key": f"ctt.mode.{opts['mode']}"})]
        for p, role in enumerate(roles):
            log.append(Event("ctt.log.role", {"seat": p, "role": role}, seats=(p,)))
        log.append(Event("ctt.log.round_start", {"round": 1, "units": emissions(players, 1)}))
        return CttState(
            rng=rng.state, epoch=0, log=tuple(log), players=players,
            difficulty=opts["difficulty"], mode=opts["mode"], cooperation=opts["cooperation"],
            scenario=side["id"], round=1, turn_index=0, phase="action",
            pawns=tuple((a, b, c) for a, b, c in pawns), lost=(),
            cloud=emissions(players, 1), more_co2=0, less_co2=0, ppm=d.co2["start_ppm"],
            seuil_added=False, action_pile=pile, action_discard=(), hands=hands,
            aleas_pile=aleas, aleas_discard=(), aleas_boxed=(), defi_pile=defis,
            defi_discard=(), roles=roles, coop_tokens=(opts["cooperation"],) * players)

    # --- whose turn ------------------------------------------------------------------------
    @staticmethod
    def active(state: CttState) -> int:
        order = turn_order(state.players)
        return order[min(state.turn_index, len(order) - 1)]

    def current_players(self, state: CttState) -> tuple[int, ...]:
        if state.result:
            return ()
        if state.phase == "swap" and state.swap is not None:
            return (state.swap.receiver,)
        if state.phase == "verdict" and state.challenge is not None:
            return (state.challenge.judge,)
        return (self.active(state),)

    def judge(self, state: CttState, challenger: int) -> int:
        """Who submits the verdict: the challenger in the cooperative game; in the
        semi-cooperative one the next seat, who gains nothing by a failure (D-CTT-14)."""
        return challenger if state.mode == "coop" else (challenger + 1) % state.players

    def chance_percent(self, state: CttState, kind: str) -> int:
        return int(data().chance[state.difficulty][kind])

    def legal_actions(self, state: CttState, seat: int) -> list[Any]:
        if state.result or seat not in self.current_players(state):
            return []
        phase = state.phase
        hand = state.hands[seat]
        if phase == "action":
            out: list[Any] = []
            for card in hand:
                out.append(PlayCard(card, False))
                out.append(PlayCard(card, True))
            if state.coop_tokens[seat]:
                out.append(Renew())
                for receiver in range(state.players):
                    if receiver != seat:
                        out.extend(OfferSwap(card, receiver) for card in hand)
            return out
        if phase == "swap":
            return [GiveBack(card) for card in hand]
        if phase == "word":
            # a whisper has one sentence: "ChooseWord(0)" is the challenger saying it was read
            ch = state.challenge
            if ch is not None and ch.kind == "whisper":
                return [ChooseWord(0)]
            return [ChooseWord(0), ChooseWord(1)]
        if phase == "verdict":
            return [ChallengeResult(True), ChallengeResult(False), ResolveChallengeByChance()]
        if phase == "discard":
            return [Discard(card) for card in hand]
        if phase == "effect":
            task = state.tasks[0]
            if task.kind == "remove":
                return [RemovePawn(c, HAZARDS[h]) for c, h in self._remove_options(state, task)]
            return [PlacePawn(c) for c in self._place_options(state, task)]
        return []

    def _remove_options(self, state: CttState, task: Task) -> list[tuple[str, int]]:
        d = data()
        choices = self._choices(task.ref)
        hs = [h for h in range(3) if _fits(task.removed, h, choices)]
        out: list[tuple[str, int]] = []
        for city in d.in_area(task.area):
            if city in state.lost:
                continue
            pawns = state.pawns[d.index[city]]
            out.extend((city, h) for h in hs if pawns[h] > 0)
        return out

    def _place_options(self, state: CttState, task: Task) -> list[str]:
        return [c for c in data().in_area(task.area) if c not in state.lost]

    @staticmethod
    def _choices(ref: str) -> list[dict[str, int]]:
        card, slot, step = ref.split("|")
        return list(data().actions[card]["effects"][slot][int(step)]["choices"])

    def explain_illegal(self, state: CttState, seat: int, action: Any) -> IllegalAction:
        if not isinstance(action, self.action_types):
            return IllegalAction("ctt.illegal.not_an_action", f"{action!r} is not an action")
        expected = {
            "action": (PlayCard, Renew, OfferSwap), "swap": (GiveBack,), "word": (ChooseWord,),
            "verdict": (ChallengeResult, ResolveChallengeByChance), "discard": (Discard,),
            "effect": (RemovePawn, PlacePawn)}.get(state.phase, ())
        if not isinstance(action, expected):
            return IllegalAction("ctt.illegal.wrong_step", f"{action} does not fit this step",
                                 phase_key=f"ctt.phase.{state.phase}")
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
            d = data()
            task = state.tasks[0]
            if task.kind != "remove":
                return IllegalAction("ctt.illegal.wrong_step", "pawns are placed now",
                                     phase_key="ctt.phase.place")
            if action.city not in d.index or action.hazard not in HAZARDS:
                return IllegalAction("ctt.illegal.no_such_city", f"no city {action.city}",
                                     city=str(action.city))
            if action.city in state.lost:
                return IllegalAction("ctt.illegal.city_lost", f"{action.city} is lost",
                                     city=action.city)
            if action.city not in d.in_area(task.area):
                return IllegalAction("ctt.illegal.wrong_area", f"{action.city} is not targeted",
                                     city=action.city)
            if state.pawns[d.index[action.city]][HAZARDS.index(action.hazard)] == 0:
                return IllegalAction("ctt.illegal.no_pawn_there", "no such pawn there",
                                     city=action.city, hazard_key=f"ctt.hazard.{action.hazard}")
            return IllegalAction("ctt.illegal.not_in_bundle", "the card does not remove that",
                                 hazard_key=f"ctt.hazard.{action.hazard}")
        if isinstance(action, PlacePawn):
            d = data()
            task = state.tasks[0]
            if task.kind != "place":
                return IllegalAction("ctt.illegal.wrong_step", "pawns are removed now",
                                     phase_key="ctt.phase.remove")
            if action.city not in d.index:
                return IllegalAction("ctt.illegal.no_such_city", f"no city {action.city}",
                                     city=str(action.city))
            if action.city in state.lost:
                return IllegalAction("ctt.illegal.city_lost", f"{action.city} is lost",
                                     city=action.city)
            return IllegalAction("ctt.illegal.wrong_area", f"{action.city} is not allowed",
                                 city=action.city)
        return IllegalAction("ctt.illegal.not_allowed", f"{action} is not allowed now")

    # --- applying --------------------------------------------------------------------------
    def _apply(self, state: CttState, seat: int, action: Any) -> CttState:
        s = state
        if isinstance(action, PlayCard):
            return self._play(s, seat, action)
        if isinstance(action, Renew):
            return self._renew(s, seat)
        if isinstance(action, OfferSwap):
            log = Event("ctt.log.swap_offer", {"seat": seat, "receiver_seat": action.receiver})
            private = Event("ctt.log.swap_card", {"seat": seat, "receiver_seat": action.receiver,
                                                  "card": action.card},
                            seats=None if s.mode == "coop" else (seat, action.receiver))
            return self.state_replace(
                s, phase="swap", swap=Swap(seat, action.receiver, action.card),
                coop_tokens=_set(s.coop_tokens, seat, False), log=s.log + (log, private),
                epoch=s.epoch + 1)
        if isinstance(action, GiveBack):
            sw = s.swap
            assert sw is not None
            hands = list(s.hands)
            hands[sw.giver] = tuple(action.card if c == sw.card else c for c in hands[sw.giver])
            hands[sw.receiver] = tuple(sw.card if c == action.card else c
                                       for c in hands[sw.receiver])
            ev = Event("ctt.log.swap_back", {"seat": sw.receiver, "giver_seat": sw.giver,
                                             "card": action.card},
                       seats=None if s.mode == "coop" else (sw.giver, sw.receiver))
            return self.state_replace(s, hands=tuple(hands), swap=None, phase="action",
                                      log=s.log + (ev,), epoch=s.epoch + 1)
        if isinstance(action, ChooseWord):
            ch = s.challenge
            assert ch is not None
            ev = Event("ctt.log.word_chosen", {"seat": seat, "card": ch.card,
                                               "number": action.index + 1}, seats=(seat,))
            return self.state_replace(s, challenge=_replace_ch(ch, word=action.index),
                                      phase="verdict", log=s.log + (ev,))
        if isinstance(action, (ChallengeResult, ResolveChallengeByChance)):
            ch = s.challenge
            assert ch is not None
            rng = Prng(s.rng)
            if isinstance(action, ResolveChallengeByChance):
                pct = self.chance_percent(s, ch.kind)
                won = rng.below(100) < pct
                ev = Event(f"ctt.log.chance_{'won' if won else 'lost'}",
                           {"seat": seat, "percent": pct, "won": won})
            else:
                won = action.won
                ev = Event(f"ctt.log.verdict_{'won' if won else 'lost'}",
                           {"seat": seat, "won": won})
            slot = "boosted" if won else "weakened"
            reveal = Event("ctt.log.challenge_end", {
                "seat": ch.challenger, "card": ch.card, "kind_key": f"ctt.kind.{ch.kind}",
                "won": won, "word": ch.word})
            s = self.state_replace(
                s, rng=rng.state, epoch=s.epoch + 1, challenge=None,
                defi_discard=s.defi_discard + (ch.card,), log=s.log + (ev, reveal))
            return self._start_effect(s, s.played, slot)
        if isinstance(action, Discard):
            return self._discard(s, seat, action.card)
        if isinstance(action, RemovePawn):
            return self._run(self._remove(s, action.city, HAZARDS.index(action.hazard)))
        if isinstance(action, PlacePawn):
            return self._run(self._place_chosen(s, action.city))
        raise AssertionError(action)

    def _play(self, s: CttState, seat: int, action: PlayCard) -> CttState:
        hands = _set(s.hands, seat, tuple(c for c in s.hands[seat] if c != action.card))
        ev = Event("ctt.log.play_challenge" if action.challenge else "ctt.log.play",
                   {"seat": seat, "card": action.card})
        s = self.state_replace(s, hands=hands, played=action.card, log=s.log + (ev,))
        if not action.challenge:
            return self._start_effect(s, action.card, "normal")
        # CTT-18: draw the Défi card; the back of the next card names the challenge
        rng = Prng(s.rng)
        pile, discard = s.defi_pile, s.defi_discard
        if not pile:
            pile, discard = tuple(rng.shuffled(list(discard))), ()
        card, pile = pile[0], pile[1:]
        if not pile and discard:
            pile, discard = tuple(rng.shuffled(list(discard))), ()  # D-CTT-12
        kind = data().back[pile[0]] if pile else KINDS[rng.below(3)]
        ch = Challenge(seat, self.judge(s, seat), card, data().back[card], kind)
        evs = (Event("ctt.log.challenge", {"seat": seat, "kind_key": f"ctt.kind.{kind}",
                                           "judge_seat": ch.judge,
                                           "percent": self.chance_percent(s, kind)}),
               Event("ctt.log.challenge_card", {"seat": seat, "card": card}, seats=(seat,)))
        return self.state_replace(
            s, rng=rng.state, epoch=s.epoch + 1, defi_pile=pile, defi_discard=discard,
            challenge=ch, phase="word", log=s.log + evs)

    def _renew(self, s: CttState, seat: int) -> CttState:
        discard = s.action_discard + s.hands[seat]
        s = self.state_replace(s, action_discard=discard, hands=_set(s.hands, seat, ()),
                               coop_tokens=_set(s.coop_tokens, seat, False))
        s = self._draw_actions(s, seat, 3)
        return self.state_replace(s, log=s.log + (Event("ctt.log.renew", {"seat": seat}),))

    def _draw_actions(self, s: CttState, seat: int, n: int) -> CttState:
        rng = Prng(s.rng)
        pile, discard = s.action_pile, s.action_discard
        drawn: list[str] = []
        for _ in range(n):
            if not pile:
                pile, discard = tuple(rng.shuffled(list(discard))), ()  # D-CTT-12
                if not pile:
                    break
            drawn.append(pile[0])
            pile = pile[1:]
        hands = _set(s.hands, seat, s.hands[seat] + tuple(drawn))
        ev = Event("ctt.log.draw", {"seat": seat, "count": len(drawn), "cards": drawn},
                   seats=None if s.mode == "coop" else (seat,))
        return self.state_replace(s, rng=rng.state, epoch=s.epoch + 1, action_pile=pile,
                                  action_discard=discard, hands=hands, log=s.log + (ev,))

    def _discard(self, s: CttState, seat: int, card: str) -> CttState:
        hands = _set(s.hands, seat, tuple(c for c in s.hands[seat] if c != card))
        ev = Event("ctt.log.discard", {"seat": seat, "card": card})
        s = self.state_replace(s, hands=hands, action_discard=s.action_discard + (card,),
                               log=s.log + (ev,))
        order = turn_order(s.players)
        last_turn = s.round == ROUNDS and seat not in order[s.turn_index + 1:]
        if not last_turn:  # D-CTT-17: no refill on a seat's last turn of the game
            s = self._draw_actions(s, seat, 2)
        return self._draw_aleas(s)

    # --- effects -----------------------------------------------------------------------------
    def _start_effect(self, s: CttState, card: str, slot: str) -> CttState:
        steps = data().actions[card]["effects"][slot]
        tasks = _tasks(steps, f"{card}|{slot}")
        log = s.log
        if slot != "normal":
            log += (Event("ctt.log.effect", {"seat": self.active(s), "card": card,
                                             "slot_key": f"ctt.slot.{slot}"}),)
        s = self.state_replace(s, tasks=tasks, after="discard", slot=slot, log=log)
        return self._run(s)

    def _draw_aleas(self, s: CttState) -> CttState:
        d = data()
        rng = Prng(s.rng)
        pile, discard, boxed = s.aleas_pile, s.aleas_discard, s.aleas_boxed
        log: list[Event] = []
        card = ""
        while True:
            if not pile:
                pile, discard = tuple(rng.shuffled(list(discard))), ()  # D-CTT-12
                if not pile:
                    break
            top, pile = pile[0], pile[1:]
            info = d.aleas[top]
            named = [c for c in info["cities"] if c not in s.lost]
            coastal_left = any(c in d.coastal and c not in s.lost for c in d.cities)
            if (info["cities"] and not named) or (info["coastal_choice"] and not coastal_left):
                boxed = boxed + (top,)  # CTT-39, D-CTT-11
                log.append(Event("ctt.log.aleas_boxed", {"card": top}))
                continue
            card = top
            break
        seat = self.active(s)
        s = self.state_replace(s, rng=rng.state, epoch=s.epoch + 1, aleas_pile=pile,
                               aleas_discard=discard, aleas_boxed=boxed,
                               played="", slot="")
        if not card:
            return self._end_turn(self.state_replace(s, log=s.log + tuple(log)))
        log.append(Event("ctt.log.aleas", {"seat": seat, "card": card}))
        s = self.state_replace(s, aleas_card=card, tasks=_tasks(d.aleas[card]["effects"], card),
                               after="aleas_done", log=s.log + tuple(log))
        return self._run(s)

    def _run(self, s: CttState) -> CttState:
        """Do the queued tasks until one needs a choice (phase ``effect``) or none is left."""
        while not s.result:
            if not s.tasks:
                return self._after_tasks(s)
            t, rest = s.tasks[0], s.tasks[1:]
            if t.kind == "remove":
                options = self._remove_options(s, t)
                if not options:
                    s = self.state_replace(s, tasks=rest)
                elif len(options) == 1:
                    s = self._remove(s, options[0][0], options[0][1])
                else:
                    return self.state_replace(s, phase="effect")
            elif t.kind == "place":
                h = HAZARDS.index(t.hazard)
                if t.count <= 0 or self._supply(s, h) <= 0:
                    if t.count > 0:
                        s = self._log(s, Event("ctt.log.supply_empty",
                                               {"hazard_key": f"ctt.hazard.{t.hazard}"}))
                    s = self.state_replace(s, tasks=rest)
                    continue
                cities = self._place_options(s, t)
                if not cities:
                    s = self.state_replace(s, tasks=rest)
                elif len(cities) == 1:
                    s = self._place_chosen(s, cities[0])
                else:
                    return self.state_replace(s, phase="effect")
            elif t.kind == "add_city":
                h = HAZARDS.index(t.hazard)
                if t.count <= 0 or t.area in s.lost:
                    s = self.state_replace(s, tasks=rest)
                    continue
                if self._supply(s, h) <= 0:
                    s = self._log(s, Event("ctt.log.supply_empty",
                                           {"hazard_key": f"ctt.hazard.{t.hazard}"}))
                    s = self.state_replace(s, tasks=rest)
                    continue
                next_task = _replace_task(t, count=t.count - 1, cause="started")
                log = s.log
                if t.cause != "started":
                    log += (Event("ctt.log.pawns", {"city": t.area, "count": t.count,
                                                    "hazard_key": f"ctt.hazard.{t.hazard}"}),)
                s = self.state_replace(s, tasks=(next_task, *rest), log=log)
                s = self._put(s, t.area, h, quiet=True)
            elif t.kind == "remove_co2":
                taken = min(t.count, s.cloud)
                s = self.state_replace(s, cloud=s.cloud - taken, tasks=rest)
                s = self._log(s, Event("ctt.log.co2_removed", {"units": taken,
                                                               "cloud": s.cloud}))
            elif t.kind == "add_co2":
                s = self.state_replace(s, cloud=s.cloud + t.count, tasks=rest)
                s = self._log(s, Event("ctt.log.co2_added", {"units": t.count,
                                                             "cloud": s.cloud}))
            elif t.kind == "token":
                s = self._token(self.state_replace(s, tasks=rest), t.hazard)
            else:  # pragma: no cover - tasks come from validated content
                raise AssertionError(t.kind)
        return s

    def _after_tasks(self, s: CttState) -> CttState:
        if s.after == "discard":
            s = self.state_replace(s, action_discard=s.action_discard + (s.played,),
                                   after="", phase="discard")
            if len(s.hands[self.active(s)]) == 0:  # nothing left to discard (never in play)
                return self._draw_aleas(s)
            return s
        # aleas_done
        s = self.state_replace(s, aleas_discard=s.aleas_discard + (s.aleas_card,),
                               aleas_card="", after="")
        return self._end_turn(s)

    def _supply(self, s: CttState, h: int) -> int:
        return int(data().supply[HAZARDS[h]] - sum(p[h] for p in s.pawns))

    def _remove(self, s: CttState, city: str, h: int) -> CttState:
        d = data()
        i = d.index[city]
        pawns = list(s.pawns)
        p = list(pawns[i])
        p[h] -= 1
        pawns[i] = (p[0], p[1], p[2])
        t = s.tasks[0]
        removed = list(t.removed)
        removed[h] += 1
        task = _replace_task(t, removed=(removed[0], removed[1], removed[2]))
        ev = Event("ctt.log.removed", {"seat": self.active(s), "city": city,
                                       "hazard_key": f"ctt.hazard.{HAZARDS[h]}"})
        return self.state_replace(s, pawns=tuple(pawns), tasks=(task, *s.tasks[1:]),
                                  phase="", log=s.log + (ev,))

    def _place_chosen(self, s: CttState, city: str) -> CttState:
        t = s.tasks[0]
        rest = s.tasks[1:]
        s = self.state_replace(s, tasks=(_replace_task(t, count=t.count - 1), *rest), phase="")
        return self._put(s, city, HAZARDS.index(t.hazard))

    def _put(self, s: CttState, city: str, h: int, quiet: bool = False) -> CttState:
        """Put one pawn on ``city``; a city that falls (CTT-36) returns its pawns to the supply
        (D-CTT-6) and sends 2 Infrastructure pawns to its zone first (CTT-37, D-CTT-5)."""
        d = data()
        i = d.index[city]
        pawns = list(s.pawns)
        p = list(pawns[i])
        p[h] += 1
        new = (p[0], p[1], p[2])
        ev = Event("ctt.log.placed", {"city": city, "hazard_key": f"ctt.hazard.{HAZARDS[h]}"})
        if not city_lost_by(new):
            pawns[i] = new
            return self.state_replace(s, pawns=tuple(pawns), log=s.log if quiet else s.log + (ev,))
        pawns[i] = (0, 0, 0)
        lost = s.lost + (city,)
        log = [] if quiet else [ev]
        log += [Event("ctt.log.city_lost", {"city": city, "lost": len(lost),
                                               "max": self.max_lost(s)})]
        s = self.state_replace(s, pawns=tuple(pawns), lost=lost, log=s.log + tuple(log))
        if len(lost) > self.max_lost(s):
            return self._finish(s, "lost_cities")
        displaced = d.rules["displaced"]
        task = Task("place", f"zone:{d.zone_of[city]}", displaced["hazard"],
                    displaced["pawns"], cause=city)
        return self.state_replace(s, tasks=(task, *s.tasks))

    def _token(self, s: CttState, token: str) -> CttState:
        """CTT-33/35, D-CTT-13: opposite tokens cancel; an empty supply gives one unit."""
        opposite = "less_co2" if token == "more_co2" else "more_co2"
        if getattr(s, opposite) > 0:
            s = self.state_replace(s, **{opposite: getattr(s, opposite) - 1})
            return self._log(s, Event("ctt.log.tokens_cancel", {}))
        if getattr(s, token) < SUPPLY[token]:
            s = self.state_replace(s, **{token: getattr(s, token) + 1})
            return self._log(s, Event("ctt.log.token", {"token_key": f"ctt.token.{token}",
                                                        "count": getattr(s, token)}))
        if token == "less_co2":
            taken = min(1, s.cloud)
            s = self.state_replace(s, cloud=s.cloud - taken)
        else:
            s = self.state_replace(s, cloud=s.cloud + 1)
        return self._log(s, Event("ctt.log.token_supply_empty",
                                  {"token_key": f"ctt.token.{token}", "cloud": s.cloud}))

    def _log(self, s: CttState, ev: Event) -> CttState:
        return self.state_replace(s, log=s.log + (ev,))

    # --- turns and rounds -----------------------------------------------------------------------
    def _end_turn(self, s: CttState) -> CttState:
        order = turn_order(s.players)
        nxt = s.turn_index + 1
        if nxt < len(order):
            return self.state_replace(s, turn_index=nxt, phase="action")
        return self._count(self.state_replace(s, turn_index=nxt))

    def _count(self, s: CttState) -> CttState:
        """CTT-42…46: count the cloud with the permanent tokens (floored at 0, D-CTT-8)."""
        d = data()
        count = max(0, s.cloud + s.more_co2 - s.less_co2)
        ppm = s.ppm + d.co2["ppm_per_unit"] * count
        lost_before = sum(r.lost_cities for r in s.recaps)
        recap = Recap(s.round, s.cloud, s.more_co2, s.less_co2, count, s.ppm, ppm,
                      len(s.lost) - lost_before)
        ev = Event("ctt.log.count", {"round": s.round, "units": s.cloud, "more": s.more_co2,
                                     "less": s.less_co2, "count": count, "ppm": ppm})
        s = self.state_replace(s, ppm=ppm, cloud=0, recaps=s.recaps + (recap,),
                               log=s.log + (ev,))
        if ppm >= self.loss_ppm(s):
            return self._finish(s, "lost_co2")
        if ppm >= d.co2["threshold_ppm"] and not s.seuil_added:  # CTT-40, D-CTT-10
            rng = Prng(s.rng)
            pile = tuple(rng.shuffled([*s.aleas_pile, *s.aleas_discard, *d.seuil]))
            s = self.state_replace(s, rng=rng.state, epoch=s.epoch + 1, aleas_pile=pile,
                                   aleas_discard=(), seuil_added=True)
            s = self._log(s, Event("ctt.log.seuil", {"ppm": ppm}))
        if s.round == ROUNDS:
            return self._finish(s, "won")
        r = s.round + 1
        units = emissions(s.players, r)
        s = self.state_replace(s, round=r, turn_index=0, phase="action", cloud=units)
        return self._log(s, Event("ctt.log.round_start", {"round": r, "units": units}))

    def _finish(self, s: CttState, result: str) -> CttState:
        s = self.state_replace(s, result=result, phase="over", tasks=(), challenge=None,
                               swap=None, epoch=s.epoch + 1)
        outcome = self.outcome(s)
        assert outcome is not None
        return self._log(s, Event("ctt.log.game_end", {"result_key": outcome.result_key}))

    def max_lost(self, s: CttState) -> int:
        return int(data().rules["difficulty"][s.difficulty]["max_lost_cities"])

    def loss_ppm(self, s: CttState) -> int:
        return int(data().rules["difficulty"][s.difficulty]["loss_ppm"])

    # --- the end -------------------------------------------------------------------------------
    def malus(self, s: CttState) -> tuple[int, ...]:
        """CTT-57 (D-CTT-6): 4 per lost role city, 1 per pawn on the others."""
        d = data()
        out = []
        for role in s.roles:
            m = 0
            for city in d.roles[role]["cities"]:
                if city in s.lost:
                    m += d.scoring["lost_city"]
                else:
                    m += d.scoring["pawn_on_city"] * sum(s.pawns[d.index[city]])
            out.append(m)
        return tuple(out)

    def outcome(self, state: CttState) -> Outcome | None:
        if not state.result:
            return None
        won = state.result == "won"
        kept = len(data().cities) - len(state.lost)
        args = {"lost": len(state.lost), "ppm": state.ppm, "round": state.round}
        if state.mode == "coop":
            return Outcome(cooperative=True, won=won, score=float(kept),
                           result_key=f"ctt.result.{state.result}", result_args=args)
        # Semi-cooperative: the team's result (won, score) as in the cooperative game, plus the
        # ranking by malus (scores, winners). ``cooperative`` stays True so that team figures
        # (``engine.core.simulate``) read ``won``; see README, D-CTT-18.
        if not won:  # CTT-56: roles do not count
            return Outcome(cooperative=True, won=False, score=float(kept),
                           scores=(0.0,) * state.players, winners=(),
                           result_key=f"ctt.result.{state.result}", result_args=args)
        malus = self.malus(state)
        best = min(malus)
        winners = tuple(p for p, m in enumerate(malus) if m == best)
        return Outcome(cooperative=True, won=True, score=float(kept),
                       scores=tuple(-float(m) for m in malus), winners=winners,
                       result_key="ctt.result.won_ranked",
                       result_args={**args, "best": best})

    # --- views ---------------------------------------------------------------------------------
    def has_private_view(self, state: CttState, seat: int) -> bool:
        if state.mode == "semi":
            return not state.result
        ch = state.challenge
        return ch is not None and ch.challenger == seat

    def _view(self, state: CttState, seat: int | None) -> dict[str, Any]:
        d = data()
        s = state
        coop = s.mode == "coop"
        over = bool(s.result)
        ch = s.challenge
        challenge = None
        if ch is not None:
            mine = seat == ch.challenger
            challenge = {
                "challenger": ch.challenger, "judge": ch.judge, "kind": ch.kind,
                # a whisper's sentence is shown to everyone once the chain is done (to tick it)
                "card_back": ch.card_back,
                "card": ch.card if mine or (ch.kind == "whisper" and ch.word >= 0) else None,
                "word": ch.word if mine else None, "word_chosen": ch.word >= 0,
                "chance_percent": self.chance_percent(s, ch.kind),
                "action_card": s.played}
        hands = [list(h) if coop or p == seat or over else None for p, h in enumerate(s.hands)]
        reveal_roles = over
        roles = [r if reveal_roles or p == seat else None for p, r in enumerate(s.roles)]
        task = None
        if s.tasks and s.phase == "effect":
            t = s.tasks[0]
            task = {"kind": t.kind, "area": t.area, "hazard": t.hazard, "count": t.count,
                    "removed": dict(zip(HAZARDS, t.removed, strict=True)),
                    "choices": self._choices(t.ref) if t.kind == "remove" else None,
                    "cause": t.cause}
        swap = None
        if s.swap is not None:
            sw = s.swap
            swap = {"giver": sw.giver, "receiver": sw.receiver,
                    "card": sw.card if coop or seat in (sw.giver, sw.receiver) else None}
        outcome = self.outcome(s)
        order = turn_order(s.players)
        return {
            "game": self.id,
            "seat": seat,
            "players": s.players,
            "mode": s.mode,
            "difficulty": s.difficulty,
            "cooperation": s.cooperation,
            "scenario": s.scenario,
            "epoch": s.epoch,
            "round": s.round,
            "rounds": ROUNDS,
            "turn_order": list(order),
            "turn_index": s.turn_index,
            "active": None if over else self.active(s),
            "to_move": list(self.current_players(s)),
            "phase": s.phase,
            "ppm": s.ppm,
            "ppm_per_unit": d.co2["ppm_per_unit"],
            "threshold_ppm": d.co2["threshold_ppm"],
            "loss_ppm": self.loss_ppm(s),
            "max_lost": self.max_lost(s),
            "seuil_added": s.seuil_added,
            "cloud": s.cloud,
            "tokens": {"more_co2": s.more_co2, "less_co2": s.less_co2},
            "emissions": [emissions(s.players, r) for r in range(1, ROUNDS + 1)],
            "cities": [{"id": c, "pawns": dict(zip(HAZARDS, s.pawns[i], strict=True)),
                        "lost": c in s.lost} for i, c in enumerate(d.cities)],
            "lost": list(s.lost),
            "supply": {h: self._supply(s, k) for k, h in enumerate(HAZARDS)},
            "hands": hands,
            "hand": hands[seat] if seat is not None else None,
            "hand_sizes": [len(h) for h in s.hands],
            "coop_tokens": list(s.coop_tokens),
            "played": s.played or None,
            "slot": s.slot or None,
            "aleas_card": s.aleas_card or None,
            "task": task,
            "queue": [{"kind": t.kind, "area": t.area, "hazard": t.hazard, "count": t.count,
                       "ref": t.ref, "removed": list(t.removed), "cause": t.cause}
                      for t in s.tasks],
            "after": s.after,
            "challenge": challenge,
            "swap": swap,
            "action_pile": len(s.action_pile),
            "action_discard": list(s.action_discard),
            "aleas_pile": len(s.aleas_pile),
            "aleas_discard": list(s.aleas_discard),
            "aleas_boxed": list(s.aleas_boxed),
            "defi_pile": len(s.defi_pile),
            "defi_next_back": d.back[s.defi_pile[0]] if s.defi_pile else None,
            "defi_discard": list(s.defi_discard),
            "odds": dict(d.chance[s.difficulty]),
            "roles": roles,
            "recaps": [{"round": r.round, "units": r.units, "more_co2": r.more_co2,
                        "less_co2": r.less_co2, "count": r.count, "ppm_before": r.ppm_before,
                        "ppm_after": r.ppm_after, "lost_cities": r.lost_cities}
                       for r in s.recaps],
            "over": over,
            "result": None if outcome is None else {
                "won": outcome.won, "result_key": outcome.result_key,
                "malus": list(self.malus(s)) if s.mode == "semi" and outcome.won else None,
                "winners": list(outcome.winners)},
            "log": visible_log(s.log, seat),
        }

    def bot_view(self, state: CttState, seat: int, level: str) -> dict[str, Any]:
        """Bots never read a Défi card: its id (hence its words and sentence) is removed,
        from the current challenge and from the Défi discard (only backs are kept), and the
        private log lines that name it are dropped (X3)."""
        view = self.view(state, seat)
        if view["challenge"] is not None:
            view["challenge"]["card"] = None
        view["defi_discard"] = [data().back[c] for c in state.defi_discard]
        view["log"] = [e for e in view["log"] if e["key"] not in (
            "ctt.log.challenge_card", "ctt.log.word_chosen", "ctt.log.challenge_end")]
        return view

    def make_bot(self, level: str) -> Any:
        if level in self.bot_levels:
            from .bots import CttBot

            return CttBot(level)
        return super().make_bot(level)

    # --- hidden information drawn at random ---------------------------------------------------
    def sample_state(self, view: dict[str, Any], seat: int, rng: Prng) -> CttState:
        """A full state that shows ``seat`` exactly ``view``: pile orders are shuffled, other
        seats' hidden hands are dealt from the unseen Action cards and their roles from the
        unseen roles; the Défi card in play (if not the seat's) has the back that was seen."""
        d = data()
        players = view["players"]
        hands: list[list[str] | None] = [None if h is None else list(h) for h in view["hands"]]
        seen_actions = set(view["action_discard"]) | {c for h in hands if h for c in h}
        if view["played"]:
            seen_actions.add(view["played"])
        sw = view["swap"]
        if sw and sw["card"]:
            seen_actions.add(sw["card"])
        unseen = rng.shuffled([c for c in d.action_ids if c not in seen_actions])
        for p in range(players):
            if hands[p] is None:
                size = view["hand_sizes"][p]
                if sw and sw["card"] and sw["giver"] == p:  # the card offered is still held
                    size -= 1
                    hands[p], unseen = [sw["card"], *unseen[:size]], unseen[size:]
                else:
                    hands[p], unseen = unseen[:size], unseen[size:]
        swap = None
        if sw:
            card = sw["card"]
            if card is None:  # a semi-cooperative swap between two other seats
                giver_hand = hands[sw["giver"]] or []
                card = giver_hand[0] if giver_hand else ""
            swap = Swap(sw["giver"], sw["receiver"], card)
        action_pile = tuple(unseen)
        # Aléas: the pile is whatever is neither discarded, boxed nor in play
        out = set(view["aleas_discard"]) | set(view["aleas_boxed"])
        if view["aleas_card"]:
            out.add(view["aleas_card"])
        pool = [*d.ordinary, *(d.seuil if view["seuil_added"] else ())]
        aleas_pile = tuple(rng.shuffled([c for c in pool if c not in out]))
        # Défi: the discard is known; the card in play has a known back; the pile's top too
        ch = view["challenge"]
        defi_out = set(view["defi_discard"])
        challenge = None
        rest = [c for c in d.defi_ids if c not in defi_out]
        if ch is not None:
            card = ch["card"]
            if card is None:
                cands = [c for c in rest if d.back[c] == ch["card_back"]]
                card = cands[rng.below(len(cands))]
            rest.remove(card)
            word = ch["word"] if ch["word"] is not None else (rng.below(2) if ch["word_chosen"]
                                                                else -1)
            challenge = Challenge(ch["challenger"], ch["judge"], card, ch["card_back"],
                                  ch["kind"], word)
        rest = rng.shuffled(rest)
        top = view["defi_next_back"]
        if top is not None:
            i = next(k for k, c in enumerate(rest) if d.back[c] == top)
            rest = [rest[i], *rest[:i], *rest[i + 1:]]
        defi_pile = tuple(rest[:view["defi_pile"]])
        # the rest of the unseen Défi cards stay out of play (they are in no known pile)
        roles_view = view["roles"]
        roles: tuple[str, ...] = ()
        if roles_view:
            known = {r for r in roles_view if r is not None}
            free = rng.shuffled([r for r in d.role_ids if r not in known])
            roles = tuple(r if r is not None else free.pop() for r in roles_view)
        pawns = tuple((c["pawns"]["food"], c["pawns"]["health"], c["pawns"]["infrastructure"])
                      for c in view["cities"])
        tasks = tuple(Task(t["kind"], t["area"], t["hazard"], t["count"], t["ref"],
                           (t["removed"][0], t["removed"][1], t["removed"][2]), t["cause"])
                      for t in view["queue"])
        result = ""
        if view["over"]:
            key = view["result"]["result_key"]
            result = "won" if key in ("ctt.result.won", "ctt.result.won_ranked") else key.split(".")[-1]
        recaps = tuple(Recap(r["round"], r["units"], r["more_co2"], r["less_co2"], r["count"],
                             r["ppm_before"], r["ppm_after"], r["lost_cities"])
                       for r in view["recaps"])
        return CttState(
            rng=rng.next64(), epoch=view["epoch"],
            log=tuple(Event(e["key"], e["args"]) for e in view["log"]), players=players,
            difficulty=view["difficulty"], mode=view["mode"], cooperation=view["cooperation"],
            scenario=view["scenario"], round=view["round"], turn_index=view["turn_index"],
            phase=view["phase"], pawns=pawns,
            lost=tuple(view["lost"]), cloud=view["cloud"],
            more_co2=view["tokens"]["more_co2"], less_co2=view["tokens"]["less_co2"],
            ppm=view["ppm"], seuil_added=view["seuil_added"], action_pile=action_pile,
            action_discard=tuple(view["action_discard"]),
            hands=tuple(tuple(h or ()) for h in hands), aleas_pile=aleas_pile,
            aleas_discard=tuple(view["aleas_discard"]),
            aleas_boxed=tuple(view["aleas_boxed"]), defi_pile=defi_pile,
            defi_discard=tuple(view["defi_discard"]), roles=roles,
            coop_tokens=tuple(view["coop_tokens"]), tasks=tasks,
            after=view["after"],
            played=view["played"] or "", slot=view["slot"] or "",
            aleas_card=view["aleas_card"] or "", challenge=challenge, swap=swap,
            recaps=recaps, result=result)


def _tasks(steps: list[dict[str, Any]], ref: str) -> tuple[Task, ...]:
    """An effect's steps as tasks (``ref``: ``card|slot`` for Action cards)."""
    out: list[Task] = []
    for i, step in enumerate(steps):
        op = step["op"]
        if op == "remove_hazards":
            out.append(Task("remove", _area(step["target"]), ref=f"{ref}|{i}"))
        elif op == "add_hazards":
            area = _area(step["target"])
            kind = "add_city" if step["target"]["kind"] == "city" else "place"
            for hazard in HAZARDS if kind == "add_city" else _ordered(step["pawns"]):
                n = step["pawns"].get(hazard, 0)
                if n:
                    out.append(Task(kind, area, hazard, n))
        elif op == "remove_co2":
            out.append(Task("remove_co2", count=step["units"]))
        elif op == "add_co2":
            out.append(Task("add_co2", count=step["units"]))
        elif op == "add_permanent_token":
            out.append(Task("token", hazard=step["token"]))
    return tuple(out)


def _ordered(bundle: dict[str, int]) -> list[str]:
    """The bundle's types in the card's order (alea-41: 4 Infrastructure then 3 Food)."""
    return list(bundle)


def _area(target: dict[str, Any]) -> str:
    kind = target["kind"]
    if kind == "city":
        return str(target["city"])
    if kind == "zone":
        return f"zone:{target['zone']}"
    return str(kind)


def _set(items: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return (*items[:i], value, *items[i + 1:])


def _replace_task(t: Task, **changes: Any) -> Task:
    import dataclasses

    return dataclasses.replace(t, **changes)


def _replace_ch(c: Challenge, **changes: Any) -> Challenge:
    import dataclasses

    return dataclasses.replace(c, **changes)


GAME = ClimatTicTac()
