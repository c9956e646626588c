"""Planète – Ciel et Espace: the rules engine (both rounds).

Round 1 (memory and logic). Ten cards: eight on a circle (positions 0–7, clockwise from the
top) and two in the centre (positions 8 and 9) lying on the diameter through circle positions
``axis`` and ``axis + 4``; the line is ``[axis, 8, 9, axis + 4]``. The top spins at the start:
everybody sees the backs of the eight circle cards until the first player stops it
(``StopTop``), then the centre pair is laid. A turn is two actions among ``Swap(a, b)`` (any two
of the ten places), ``Flip(pos)`` (a secret look at one back) and ``Pivot(axis)`` (turn the centre
pair onto another diameter), then ``Reveal(end)`` (turn the line over from one of its circle
ends, stopping as soon as the four cards no longer share a characteristic) or ``EndTurn``. A
success wins 1, 2 or 3 stars, sets the four cards aside for round 2, lays four new cards and spins
the top again: every seat secretly looks at two backs (``Peek(a, b)`` then ``DonePeek``, a
simultaneous private phase). A failure shuffles the revealed cards among their places.

Round 2 (the word hunt). Nine cards (those set aside, completed from the pile), the star rain
(each star in hand lands on one of the nine cards or is lost), then card by card, in reading
order, the seats with stars on it propose one word per star (``ProposeWord(word)``); the text is
read once all have spoken and every scoring word moves one star to its owner's constellation.

The decisions the booklet leaves open (D-PCE-1…13) are listed in README.md.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Any

from engine.core.errors import IllegalAction
from engine.core.game import Event, Game, OptionSpec, Outcome, visible_log
from engine.core.rng import Prng, seed_state

GAME_ID = "planete-ciel-espace"
PACKAGE = "engine.planete_ciel_espace"
CIRCLE = 8
PLACES = 10
CENTRE = (8, 9)
ACTIONS_PER_TURN = 2
STARS_PER_PLAYER = 7
GRID = 9
#: a star of the star rain is lost with probability 1 / RAIN_LOST_ONE_IN (D-PCE-9)
RAIN_LOST_ONE_IN = 20
MAX_WORD_LENGTH = 30
_WELL_FORMED = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def turns_per_player(players: int) -> int:
    """Three full rounds of turns, four with two players (PCE-21)."""
    return 4 if players == 2 else 3


def line_of(axis: int) -> tuple[int, int, int, int]:
    """The four aligned places: circle ``axis``, centre 8, centre 9, circle ``axis + 4``."""
    return (axis, CENTRE[0], CENTRE[1], axis + 4)


def normalize_word(word: str) -> str:
    return unicodedata.normalize("NFC", word).strip()


def well_formed(word: object) -> bool:
    """One word: letters joined by hyphens or apostrophes, 1–30 characters once trimmed."""
    if not isinstance(word, str):
        return False
    text = normalize_word(word)
    return 0 < len(text) <= MAX_WORD_LENGTH and bool(_WELL_FORMED.fullmatch(text))


# --- content (loaded on first use) -----------------------------------------------------------
@dataclass(frozen=True)
class Card:
    id: str
    pair: tuple[str, str]
    title: Mapping[str, str]


@cache
def _deck() -> tuple[Card, ...]:
    from engine.core.content import load_json

    data = load_json(PACKAGE, "data/cards.json")["cards"]
    return tuple(Card(c["id"], (c["characteristics"][0], c["characteristics"][1]),
                      dict(c["title"])) for c in data)


def deck() -> tuple[Card, ...]:
    """The 68 cards (ids, characteristic pairs, titles); tests may replace it."""
    return _deck()


def card_map() -> dict[str, Card]:
    return {c.id: c for c in deck()}


@cache
def _star_values() -> tuple[int, int, int]:
    from engine.core.content import load_json

    r1 = load_json(PACKAGE, "data/scoring.json")["round1"]
    return (r1["shared_characteristic"], r1["two_or_three_identical"], r1["four_identical"])


@cache
def _full_cards() -> dict[str, dict[str, Any]]:
    from engine.core.content import load_json

    return {c["id"]: c for c in load_json(PACKAGE, "data/cards.json")["cards"]}


def full_card(card_id: str) -> dict[str, Any]:
    """A card as the matcher needs it (text, title, characteristics); tests may replace it."""
    return _full_cards()[card_id]


@cache
def cues() -> dict[str, dict[str, tuple[str, ...]]]:
    """Per card, the words a player could think of from its picture and title (bots' only
    source in round 2, and the suggestion vocabulary)."""
    from engine.core.content import load_json

    data = load_json(PACKAGE, "data/cues.json")["cues"]
    return {cid: {lang: tuple(ws) for lang, ws in per.items()} for cid, per in data.items()}


@cache
def vocabulary(lang: str) -> tuple[str, ...]:
    """The fixed suggestion menu of ``ProposeWord`` (cross-game X2): every cue word of the
    language, sorted; the same on every card and for every seat."""
    words: set[str] = set()
    for per in cues().values():
        words.update(per[lang])
    return tuple(sorted(words))


def stars_for(pairs: list[tuple[str, str]]) -> int:
    """Stars won by four cards that share a characteristic (D-PCE-4): 3 when the four are
    identical, 2 when two or three are, else 1."""
    one, two, three = _star_values()
    biggest = max(pairs.count(p) for p in pairs)
    return three if biggest == 4 else two if biggest >= 2 else one


# --- the word judge (imports the stemmer only when round 2 needs it) -------------------------
def _words() -> Any:
    from . import words

    return words


@cache
def _title_keys(card_id: str, lang: str) -> frozenset[str]:
    lng = _words().language(lang)
    return lng.content_keys(full_card(card_id)["title"][lang])


@lru_cache(maxsize=8192)
def word_keys(word: str, lang: str) -> frozenset[str] | None:
    """The keys of a proposal's meaningful parts; ``None`` when it is only function words."""
    words = _words()
    lng = words.language(lang)
    parts = [p for p in words.tokens(word, lang) if not lng.is_stopword(p)]
    if not parts:
        return None
    out: set[str] = set()
    for part in parts:
        out |= lng.keys(part)
    return frozenset(out)


def _label_keys(card_id: str, lang: str) -> frozenset[str]:
    words = _words()
    lng = words.language(lang)
    out: set[str] = set()
    for char in full_card(card_id)["characteristics"]:
        out |= lng.content_keys(words._labels()[char][lang])
    return frozenset(out)


# --- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class StopTop:
    """The first player stops the spinning top: the backs are hidden again (PCE-05)."""

    def __str__(self) -> str:
        return "stop the top"


@dataclass(frozen=True)
class Swap:
    a: int
    b: int

    def __str__(self) -> str:
        return f"swap {self.a} and {self.b}"


@dataclass(frozen=True)
class Flip:
    pos: int

    def __str__(self) -> str:
        return f"look at {self.pos}"


@dataclass(frozen=True)
class Pivot:
    axis: int

    def __str__(self) -> str:
        return f"pivot to {self.axis}"


@dataclass(frozen=True)
class Reveal:
    """Turn the line over, starting from circle ``axis`` (end 0) or ``axis + 4`` (end 1)."""

    end: int

    def __str__(self) -> str:
        return f"reveal from end {self.end}"


@dataclass(frozen=True)
class EndTurn:
    def __str__(self) -> str:
        return "end turn"


@dataclass(frozen=True)
class Peek:
    a: int
    b: int

    def __str__(self) -> str:
        return f"peek {self.a} and {self.b}"


@dataclass(frozen=True)
class DonePeek:
    def __str__(self) -> str:
        return "done peeking"


@dataclass(frozen=True)
class ProposeWord:
    word: str

    def __str__(self) -> str:
        return f"say {self.word}"


Action = StopTop | Swap | Flip | Pivot | Reveal | EndTurn | Peek | DonePeek | ProposeWord
ROUND1_ACTIONS = (Swap, Flip, Pivot)


# --- state -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Said:
    """One proposal on a round-2 card; ``result`` is set at the reading: "scored",
    "not_in_text" or "label" (a word printed under the card's pictograms)."""

    seat: int
    word: str
    result: str = ""


@dataclass(frozen=True)
class PlayedCard:
    index: int
    card: str
    said: tuple[Said, ...]


@dataclass(frozen=True)
class PceState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    lang: str
    #: "spin" | "turn" | "peek" | "words" | "over"
    phase: str
    handles: tuple[int, ...]  # a secret permutation of the deck: bots see handles, not ids
    # round 1
    layout: tuple[str, ...]  # 10 places; "" while the centre pair is not laid
    axis: int
    pile: tuple[str, ...]  # top first (hidden order)
    set_aside: tuple[str, ...]  # cards won in round 1, for round 2
    first: int
    turn: int  # turns played so far in round 1
    actions_done: int
    stars: tuple[int, ...]  # stars on each constellation
    round1_stars: tuple[int, ...]
    looking: tuple[tuple[int, ...], ...]  # per seat: places whose back it sees right now
    reveal: tuple[str, ...]  # the cards just turned over by a reveal, in order (public)
    reveal_places: tuple[int, ...]
    reveal_seat: int
    reveal_stars: int  # -1 for a failure
    peek_done: tuple[bool, ...]
    # round 2
    grid: tuple[str, ...]
    on_card: tuple[tuple[int, ...], ...]  # per grid card, stars of each seat on it
    rain_lost: tuple[int, ...]
    current: int  # grid index being played, -1 when none
    speakers: tuple[int, ...]  # who speaks, one entry per word, on the current card
    said: tuple[Said, ...]
    played: tuple[PlayedCard, ...]


def _player(seat: int) -> str:
    return f"pce.player.{seat}"


class PlaneteGame(Game[PceState, Action]):
    id = GAME_ID
    min_players = 2
    max_players = 4
    options = (OptionSpec("lang", ("fr", "en"), "fr", "pce.option.lang"),)
    state_type = PceState
    action_types = (StopTop, Swap, Flip, Pivot, Reveal, EndTurn, Peek, DonePeek, ProposeWord)
    bot_levels = ("beginner", "medium", "strong")
    cooperative = False
    rules_version = 2  # 2: card texts of issue #25 (Voyager, sunspots, typography): the word judge reads them

    def make_bot(self, level: str) -> Any:
        if level in self.bot_levels:
            from .bots import PlaneteBot

            return PlaneteBot(level)
        return super().make_bot(level)

    # --- setup -----------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> PceState:
        opts = self.normalize_options(players, options)
        rng = Prng(seed_state(seed))
        ids = [c.id for c in deck()]
        order = rng.shuffled(ids)
        handles = tuple(rng.shuffled(list(range(len(ids)))))
        first = rng.below(players)
        circle = tuple(order[:CIRCLE])
        log = [Event("pce.log.first_player", {"seat": first, "player_key": _player(first)}),
               Event("pce.log.spin", {"cards": list(circle)})]
        everyone = tuple(tuple(range(CIRCLE)) for _ in range(players))
        return PceState(
            rng=rng.state, epoch=0, log=tuple(log), players=players, lang=opts["lang"],
            phase="spin", handles=handles, layout=(*circle, "", ""), axis=0,
            pile=tuple(order[CIRCLE:]), set_aside=(), first=first, turn=0, actions_done=0,
            stars=(0,) * players, round1_stars=(0,) * players, looking=everyone, reveal=(),
            reveal_places=(), reveal_seat=-1, reveal_stars=0, peek_done=(True,) * players,
            grid=(), on_card=(), rain_lost=(0,) * players, current=-1, speakers=(), said=(),
            played=())

    # --- whose turn ------------------------------------------------------------------------
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
        return ()

    def legal_actions(self, state: PceState, seat: int) -> list[Action]:
        if seat not in self.current_players(state):
            return []
        if state.phase == "spin":
            return [StopTop()]
        if state.phase == "turn":
            if state.actions_done >= ACTIONS_PER_TURN:
                return [Reveal(0), Reveal(1), EndTurn()]
            acts: list[Action] = [Swap(a, b) for a in range(PLACES) for b in range(a + 1, PLACES)]
            acts += [Flip(p) for p in range(PLACES)]
            acts += [Pivot(d) for d in range(4) if d != state.axis]
            return acts
        if state.phase == "peek":
            if state.looking[seat]:
                return [DonePeek()]
            return [Peek(a, b) for a in range(PLACES) for b in range(a + 1, PLACES)]
        if state.phase == "words":
            return [ProposeWord(w) for w in vocabulary(state.lang)
                    if self.word_refusal(state, w) is None]
        return []

    def is_legal(self, state: PceState, seat: int, action: Action) -> bool:
        if isinstance(action, ProposeWord):
            return state.phase == "words" and self.word_refusal(state, action.word) is None
        return action in self.legal_actions(state, seat)

    def word_refusal(self, state: PceState, word: object) -> str | None:
        """Why a proposal is refused before it is recorded, or ``None``. Only what the table
        can judge at once is refused: a malformed proposal, function words, a word of the
        title (the title is printed on the face), a word said already on this card. Whether
        it is in the hidden text is only known at the reading (a zero-score proposal)."""
        if not well_formed(word):
            return "pce.illegal.malformed_word"
        assert isinstance(word, str)
        keys = word_keys(normalize_word(word), state.lang)
        if keys is None:
            return "pce.illegal.small_word"
        if keys & _title_keys(state.grid[state.current], state.lang):
            return "pce.illegal.in_title"
        for s in state.said:
            other = word_keys(normalize_word(s.word), state.lang)
            if other and keys & other:
                return "pce.illegal.said_already"
        return None

    def explain_illegal(self, state: PceState, seat: int, action: Any) -> IllegalAction:
        if not isinstance(action, self.action_types):
            return IllegalAction("pce.illegal.not_an_action", f"{action!r} is not an action")
        phase = state.phase
        if isinstance(action, ProposeWord):
            if phase != "words":
                return IllegalAction("pce.illegal.not_word_time", "no word is asked for now")
            key = self.word_refusal(state, action.word) or "pce.illegal.not_allowed"
            return IllegalAction(key, f"{action.word!r} is refused ({key})", word=str(action.word))
        if isinstance(action, StopTop):
            return IllegalAction("pce.illegal.top_not_spinning", "the top is not spinning")
        if isinstance(action, (Peek, DonePeek)):
            if phase != "peek":
                return IllegalAction("pce.illegal.not_peek_time", "the top is not spinning now")
            if isinstance(action, DonePeek):
                return IllegalAction("pce.illegal.peek_first", "choose two cards to look at first")
            if state.looking[seat]:
                return IllegalAction("pce.illegal.peeked_already", "you have looked at two cards")
            return IllegalAction("pce.illegal.bad_places", "two different places, 0 to 9")
        if phase != "turn":
            return IllegalAction("pce.illegal.not_round1_time", "this is not a round-1 turn")
        if isinstance(action, (Reveal, EndTurn)):
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
            return self._stop_top(state, seat)
        if isinstance(action, (Peek, DonePeek)):
            return self._peek(state, seat, action)
        if isinstance(action, ProposeWord):
            return self._propose(state, seat, normalize_word(action.word))
        # a round-1 turn: what was face up a moment ago is face down again
        state = replace(state, looking=tuple(() for _ in range(state.players)), reveal=(),
                        reveal_places=(), reveal_seat=-1, reveal_stars=0)
        who = {"seat": seat, "player_key": _player(seat)}
        if isinstance(action, Swap):
            layout = list(state.layout)
            layout[action.a], layout[action.b] = layout[action.b], layout[action.a]
            return replace(state, layout=tuple(layout), actions_done=state.actions_done + 1,
                           log=(*state.log, Event("pce.log.swap", {**who, "a": action.a,
                                                                   "b": action.b})))
        if isinstance(action, Flip):
            looking = tuple((action.pos,) if i == seat else () for i in range(state.players))
            event = Event("pce.log.flip", {**who, "pos": action.pos,
                                           "card": state.layout[action.pos]})
            return replace(state, looking=looking, actions_done=state.actions_done + 1,
                           epoch=state.epoch + 1, log=(*state.log, event))
        if isinstance(action, Pivot):
            return replace(state, axis=action.axis, actions_done=state.actions_done + 1,
                           log=(*state.log, Event("pce.log.pivot", {**who, "axis": action.axis})))
        if isinstance(action, Reveal):
            return self._reveal(state, seat, action.end)
        state = replace(state, log=(*state.log, Event("pce.log.end_turn", who)))
        return self._next_turn(state)

    def _stop_top(self, state: PceState, seat: int) -> PceState:
        centre = state.pile[:2]
        layout = (*state.layout[:CIRCLE], *centre)
        log = (*state.log, Event("pce.log.top_stopped", {"seat": seat, "player_key": _player(seat),
                                                         "cards": list(centre)}))
        return replace(state, phase="turn", layout=layout, pile=state.pile[2:],
                       looking=tuple(() for _ in range(state.players)), epoch=state.epoch + 1,
                       log=log)

    def _reveal(self, state: PceState, seat: int, end: int) -> PceState:
        places = list(line_of(state.axis))
        if end == 1:
            places.reverse()
        cards = card_map()
        shared: set[str] | None = None
        turned: list[int] = []
        for place in places:
            pair = set(cards[state.layout[place]].pair)
            shared = pair if shared is None else shared & pair
            turned.append(place)
            if not shared:
                break
        ids = [state.layout[p] for p in turned]
        rng = Prng(state.rng)
        who = {"seat": seat, "player_key": _player(seat)}
        log = list(state.log)
        if shared and len(turned) == 4:
            won = stars_for([cards[c].pair for c in ids])
            before = state.stars[seat]
            after = min(STARS_PER_PLAYER, before + won)
            log.append(Event("pce.log.reveal_won", {**who, "cards": ids, "places": turned,
                                                    "stars": won, "kept": after - before,
                                                    "shared": sorted(shared)}))
            new = state.pile[:4]
            layout = list(state.layout)
            for place, card in zip(turned, new, strict=True):
                layout[place] = card
            log.append(Event("pce.log.refill", {"cards": list(new), "places": turned}))
            log.append(Event("pce.log.top_again", {}))
            stars = tuple(after if i == seat else s for i, s in enumerate(state.stars))
            r1 = tuple(s + (after - before if i == seat else 0)
                       for i, s in enumerate(state.round1_stars))
            return replace(state, layout=tuple(layout), pile=state.pile[4:],
                           set_aside=(*state.set_aside, *ids), stars=stars, round1_stars=r1,
                           reveal=tuple(ids), reveal_places=tuple(turned), reveal_seat=seat,
                           reveal_stars=won, phase="peek", peek_done=(False,) * state.players,
                           rng=rng.state, epoch=state.epoch + 1, log=tuple(log))
        shuffled = rng.shuffled(ids)
        layout = list(state.layout)
        for place, card in zip(turned, shuffled, strict=True):
            layout[place] = card
        log.append(Event("pce.log.reveal_failed", {**who, "cards": ids, "places": turned,
                                                   "count": len(turned)}))
        log.append(Event("pce.log.shuffled", {"places": turned, "cards": shuffled}))
        state = replace(state, layout=tuple(layout), reveal=tuple(ids),
                        reveal_places=tuple(turned), reveal_seat=seat, reveal_stars=-1,
                        rng=rng.state, epoch=state.epoch + 1, log=tuple(log))
        return self._next_turn(state)

    def _peek(self, state: PceState, seat: int, action: Peek | DonePeek) -> PceState:
        if isinstance(action, Peek):
            looking = tuple((action.a, action.b) if i == seat else p
                            for i, p in enumerate(state.looking))
            cards = [state.layout[action.a], state.layout[action.b]]
            log = (*state.log,
                   Event("pce.log.peek_own", {"seat": seat, "player_key": _player(seat),
                                              "places": [action.a, action.b], "cards": cards},
                         seats=(seat,)),
                   Event("pce.log.peek", {"seat": seat, "player_key": _player(seat)}))
            return replace(state, looking=looking, epoch=state.epoch + 1, log=log)
        looking = tuple(() if i == seat else p for i, p in enumerate(state.looking))
        done = tuple(True if i == seat else d for i, d in enumerate(state.peek_done))
        state = replace(state, looking=looking, peek_done=done)
        if all(done):
            return self._next_turn(state)
        return state

    def _next_turn(self, state: PceState) -> PceState:
        turn = state.turn + 1
        state = replace(state, turn=turn, actions_done=0, phase="turn")
        if turn < turns_per_player(state.players) * state.players:
            return state
        return self._start_round2(state)

    # --- round 2 ---------------------------------------------------------------------------
    def _start_round2(self, state: PceState) -> PceState:
        rng = Prng(state.rng)
        chosen = rng.shuffled(list(state.set_aside))[:GRID]
        pile = list(state.pile)
        while len(chosen) < GRID:
            chosen.append(pile.pop(0))
        grid = tuple(rng.shuffled(chosen))
        on_card = [[0] * state.players for _ in range(GRID)]
        lost = [0] * state.players
        log = list(state.log)
        log.append(Event("pce.log.round2", {"cards": list(grid),
                                            "from_pile": GRID - min(GRID, len(state.set_aside))}))
        # the star rain (D-PCE-9): each star in hand lands on a card or is lost
        for seat in range(state.players):
            for _ in range(STARS_PER_PLAYER - state.stars[seat]):
                if rng.below(RAIN_LOST_ONE_IN) == 0:
                    lost[seat] += 1
                else:
                    on_card[rng.below(GRID)][seat] += 1
            log.append(Event("pce.log.rain", {"seat": seat, "player_key": _player(seat),
                                              "on_cards": [row[seat] for row in on_card],
                                              "lost": lost[seat]}))
        state = replace(state, phase="words", grid=grid, pile=tuple(pile),
                        on_card=tuple(tuple(r) for r in on_card), rain_lost=tuple(lost),
                        looking=tuple(() for _ in range(state.players)), reveal=(),
                        reveal_places=(), reveal_seat=-1, reveal_stars=0, current=-1,
                        rng=rng.state, epoch=state.epoch + 1, log=tuple(log))
        return self._next_card(state)

    def _next_card(self, state: PceState) -> PceState:
        """Move on to the next grid card with stars, in reading order (D-PCE-8)."""
        index = next((i for i in range(state.current + 1, GRID) if any(state.on_card[i])), -1)
        if index < 0:
            return self._finish(state)
        counts = list(state.on_card[index])
        rng = Prng(state.rng)
        # starter: most stars on the card, then fewest on the constellation, then chance
        best = max(counts)
        tied = [s for s in range(state.players) if counts[s] == best]
        fewest = min(state.stars[s] for s in tied)
        tied = [s for s in tied if state.stars[s] == fewest]
        starter = tied[rng.below(len(tied))] if len(tied) > 1 else tied[0]
        speakers: list[int] = []
        left = counts[:]
        seat = starter
        while any(left):
            if left[seat]:
                speakers.append(seat)
                left[seat] -= 1
            seat = (seat + 1) % state.players
        log = (*state.log, Event("pce.log.card", {"index": index, "card": state.grid[index],
                                                  "seat": starter, "player_key": _player(starter),
                                                  "words": len(speakers)}))
        return replace(state, current=index, speakers=tuple(speakers), said=(), rng=rng.state,
                       log=log)

    def _propose(self, state: PceState, seat: int, word: str) -> PceState:
        said = (*state.said, Said(seat, word))
        log = (*state.log, Event("pce.log.word", {"seat": seat, "player_key": _player(seat),
                                                  "word": word}))
        state = replace(state, said=said, log=log)
        if len(said) < len(state.speakers):
            return state
        return self._read(state)

    def _read(self, state: PceState) -> PceState:
        """The reading (PCE-31): every scoring word moves one star of its owner from the card
        to the constellation; the other stars on the card leave the game (D-PCE-11)."""
        words = _words()
        card_id = state.grid[state.current]
        card = full_card(card_id)
        labels = _label_keys(card_id, state.lang)
        stars = list(state.stars)
        judged: list[Said] = []
        log = list(state.log)
        log.append(Event("pce.log.reading", {"card": card_id, "index": state.current}))
        for s in state.said:
            if words.scores(s.word, card, state.lang):
                result = "scored"
                stars[s.seat] = min(STARS_PER_PLAYER, stars[s.seat] + 1)
            elif (word_keys(s.word, state.lang) or frozenset()) & labels:
                result = "label"
            else:
                result = "not_in_text"
            judged.append(Said(s.seat, s.word, result))
            log.append(Event(f"pce.log.word_{result}", {"seat": s.seat,
                                                         "player_key": _player(s.seat),
                                                         "word": s.word, "card": card_id}))
        on_card = tuple(tuple(0 for _ in row) if i == state.current else row
                        for i, row in enumerate(state.on_card))
        played = (*state.played, PlayedCard(state.current, card_id, tuple(judged)))
        state = replace(state, stars=tuple(stars), on_card=on_card, played=played, said=(),
                        speakers=(), epoch=state.epoch + 1, log=tuple(log))
        return self._next_card(state)

    def _finish(self, state: PceState) -> PceState:
        state = replace(state, phase="over", current=-1, speakers=(), said=())
        outcome = self.outcome(state)
        assert outcome is not None
        return replace(state, log=(*state.log, Event(outcome.result_key, outcome.result_args)))

    def outcome(self, state: PceState) -> Outcome | None:
        if state.phase != "over":
            return None
        best = max(state.stars)
        winners = tuple(i for i, s in enumerate(state.stars) if s == best)
        key = "pce.result.winner" if len(winners) == 1 else "pce.result.shared"
        return Outcome(cooperative=False, scores=tuple(float(s) for s in state.stars),
                       winners=winners, result_key=key,
                       result_args={"seat": winners[0], "player_key": _player(winners[0]),
                                    "stars": best, "count": len(winners)})

    # --- views -----------------------------------------------------------------------------
    def _view(self, state: PceState, seat: int | None) -> dict[str, Any]:
        cards = card_map()
        if state.phase == "spin":
            face_up = list(range(CIRCLE))
        elif seat is not None:
            face_up = list(state.looking[seat])
        else:
            face_up = []
        line = list(line_of(state.axis))
        reveal = None
        if state.reveal:
            reveal = {"seat": state.reveal_seat, "cards": list(state.reveal),
                      "places": list(state.reveal_places),
                      "pairs": [list(cards[c].pair) for c in state.reveal],
                      "won": state.reveal_stars >= 0,
                      "stars": max(0, state.reveal_stars)}
        current = None
        if state.phase == "words":
            counts = state.on_card[state.current]
            current = {"index": state.current, "card": state.grid[state.current],
                       "speakers": list(state.speakers),
                       "said": [{"seat": s.seat, "word": s.word} for s in state.said],
                       "words_per_seat": list(counts)}
        outcome = self.outcome(state)
        return {
            "game": self.id,
            "seat": seat,
            "players": state.players,
            "lang": state.lang,
            "phase": state.phase,
            "round": 2 if state.grid else 1,
            "first": state.first,
            "turn": state.turn,
            "turns": turns_per_player(state.players) * state.players,
            "actions_done": state.actions_done,
            "layout": [c or None for c in state.layout],
            "axis": state.axis,
            "line": line,
            "face_up": [{"place": p, "card": state.layout[p],
                         "pair": list(cards[state.layout[p]].pair)} for p in face_up],
            "reveal": reveal,
            "pile_size": len(state.pile),
            "set_aside": list(state.set_aside),
            "stars": list(state.stars),
            "round1_stars": list(state.round1_stars),
            "in_hand": [STARS_PER_PLAYER - s for s in state.stars] if not state.grid else
                       [0] * state.players,
            "peek_done": list(state.peek_done),
            "grid": [{"card": c, "stars": list(state.on_card[i])}
                     for i, c in enumerate(state.grid)],
            "rain_lost": list(state.rain_lost),
            "current": current,
            "read": [{"index": p.index, "card": p.card,
                      "said": [{"seat": s.seat, "word": s.word, "result": s.result}
                               for s in p.said]} for p in state.played],
            "to_move": list(self.current_players(state)),
            "result": outcome.to_json() if outcome else None,
            "log": visible_log(state.log, seat),
        }

    def has_private_view(self, state: PceState, seat: int) -> bool:
        """Private now: a back this seat alone sees (its flip), or its secret peeks (choosing
        and looking). The seat's log keeps a private line per peek (``pce.log.peek_own``,
        which cards it looked at): a shared screen shows only the public log lines."""
        if state.phase == "peek":
            return not state.peek_done[seat]
        return state.phase != "spin" and bool(state.looking[seat])

    # --- bots ------------------------------------------------------------------------------
    def bot_view(self, state: PceState, seat: int, level: str) -> dict[str, Any]:
        from .bots import reduced_view

        return reduced_view(self, state, seat, level)

    # --- hidden information ----------------------------------------------------------------
    def sample_state(self, view: dict[str, Any], seat: int, rng: Prng) -> PceState:
        """A state consistent with ``view``: the pile order, the others' secret looks and the
        handles are drawn at random; everything else is public or the seat's own."""
        ids = [c.id for c in deck()]
        layout = tuple(c or "" for c in view["layout"])
        grid = tuple(g["card"] for g in view["grid"])
        known = set(layout) | set(view["set_aside"]) | set(grid)
        known.discard("")
        pile = tuple(rng.shuffled([c for c in ids if c not in known])[:view["pile_size"]])
        players = view["players"]
        phase = view["phase"]
        looking: list[tuple[int, ...]] = []
        for i in range(players):
            if phase == "spin":
                looking.append(tuple(range(CIRCLE)))
            elif i == seat:
                looking.append(tuple(f["place"] for f in view["face_up"]))
            elif phase == "peek" and not view["peek_done"][i] and rng.below(2):
                a, b = sorted(rng.shuffled(list(range(PLACES)))[:2])
                looking.append((a, b))
            else:
                looking.append(())
        reveal = view["reveal"]
        current = view["current"]
        return PceState(
            rng=rng.next64(), epoch=0, log=tuple(Event(e["key"], e["args"]) for e in view["log"]),
            players=players, lang=view["lang"], phase=phase,
            handles=tuple(rng.shuffled(list(range(len(ids))))), layout=layout, axis=view["axis"],
            pile=pile, set_aside=tuple(view["set_aside"]), first=view["first"],
            turn=view["turn"], actions_done=view["actions_done"], stars=tuple(view["stars"]),
            round1_stars=tuple(view["round1_stars"]), looking=tuple(looking),
            reveal=tuple(reveal["cards"]) if reveal else (),
            reveal_places=tuple(reveal["places"]) if reveal else (),
            reveal_seat=reveal["seat"] if reveal else -1,
            reveal_stars=(reveal["stars"] if reveal["won"] else -1) if reveal else 0,
            peek_done=tuple(view["peek_done"]), grid=grid,
            on_card=tuple(tuple(g["stars"]) for g in view["grid"]),
            rain_lost=tuple(view["rain_lost"]),
            current=current["index"] if current else -1,
            speakers=tuple(current["speakers"]) if current else (),
            said=tuple(Said(s["seat"], s["word"]) for s in current["said"]) if current else (),
            played=tuple(PlayedCard(p["index"], p["card"],
                                    tuple(Said(s["seat"], s["word"], s["result"])
                                          for s in p["said"])) for p in view["read"]))


GAME = PlaneteGame()
