"""Round 2, the word hunt: the nine cards and the star rain, who speaks on each card, which
proposals are refused at once, and the reading, where a proposed word scores.

Nine cards are drawn (those set aside in round 1, completed from the pile, D-PCE-8); every star
still in hand lands on one of them or is lost (the star rain, D-PCE-9). Card by card, in reading
order, the seats with stars on it propose one word per star (``ProposeWord``). Once all have
spoken the card's text is read (``read_current_card``): every proposal is judged by the word
matcher (``words.scores``), and each scoring word moves one star of its owner from the card to
the constellation; the other stars on the card leave the game (D-PCE-11).

Each function takes a state and returns the next one; ``rules`` decides when the round ends.
The matcher (``words``) is imported with the first proposal: round 1 never loads it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from engine.core.frozen import replace
from engine.core.game import Event
from engine.core.rng import Prng

from .content import card, vocabulary
from .state import GRID, STARS_PER_PLAYER, PceState, PlayedCard, Said, WordResult, player_key

#: a star of the star rain is lost with probability 1 / RAIN_LOST_ONE_IN (D-PCE-9)
RAIN_LOST_ONE_IN = 20
MAX_WORD_LENGTH = 30
_WELL_FORMED = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def normalize_word(word: str) -> str:
    """A proposal as the rules record it: NFC, trimmed."""
    return unicodedata.normalize("NFC", word).strip()


def well_formed(word: object) -> bool:
    """One word: letters joined by hyphens or apostrophes, 1–30 characters once trimmed."""
    if not isinstance(word, str):
        return False
    text = normalize_word(word)
    return 0 < len(text) <= MAX_WORD_LENGTH and bool(_WELL_FORMED.fullmatch(text))


# --- the nine cards and the star rain ----------------------------------------------------------
def deal_and_rain(state: PceState) -> PceState:
    """Lay the nine cards of round 2 and let every star in hand rain on them (D-PCE-8, 9)."""
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
    # each star in hand lands on a card, uniformly, or is lost
    for seat in range(state.players):
        for _ in range(STARS_PER_PLAYER - state.stars[seat]):
            if rng.below(RAIN_LOST_ONE_IN) == 0:
                lost[seat] += 1
            else:
                on_card[rng.below(GRID)][seat] += 1
        log.append(Event("pce.log.rain", {"seat": seat, "player_key": player_key(seat),
                                          "on_cards": [row[seat] for row in on_card],
                                          "lost": lost[seat]}))
    return replace(state, phase="words", grid=grid, pile=tuple(pile),
                   on_card=tuple(tuple(r) for r in on_card), rain_lost=tuple(lost),
                   looking=tuple(() for _ in range(state.players)), reveal=(),
                   reveal_places=(), reveal_seat=-1, reveal_stars=0, current=-1,
                   rng=rng.state, epoch=state.epoch + 1, log=tuple(log))


def next_card(state: PceState) -> PceState | None:
    """Open the next grid card with stars, in reading order (D-PCE-8), with its speaking order;
    ``None`` when no such card is left. The starter has the most stars on the card, then the
    fewest on the constellation, then chance (D-PCE-10); then seat order, one word per star."""
    index = next((i for i in range(state.current + 1, GRID) if any(state.on_card[i])), -1)
    if index < 0:
        return None
    counts = list(state.on_card[index])
    rng = Prng(state.rng)
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
                                              "seat": starter, "player_key": player_key(starter),
                                              "words": len(speakers)}))
    return replace(state, current=index, speakers=tuple(speakers), said=(), rng=rng.state,
                   log=log)


# --- proposals ---------------------------------------------------------------------------------
def refusal(state: PceState, word: object) -> str | None:
    """Why a proposal on the current card is refused before it is recorded (a
    ``pce.illegal.*`` key), or ``None``. Only what the table can judge at once is refused: a
    malformed proposal, function words, a word of the title (the title is printed on the
    face), a word said already on this card. Whether it is in the hidden text is only known at
    the reading (a zero-score proposal)."""
    if not well_formed(word):
        return "pce.illegal.malformed_word"
    assert isinstance(word, str)
    from . import words  # the matcher loads with round 2's first word, never in round 1

    keys = words.word_keys(normalize_word(word), state.lang)
    if keys is None:
        return "pce.illegal.small_word"
    if words.is_several_words(normalize_word(word), state.lang):
        return "pce.illegal.several_words"
    if keys & words.title_keys(card(state.grid[state.current]), state.lang):
        return "pce.illegal.in_title"
    if keys & _said_keys(state):
        return "pce.illegal.said_already"
    return None


def _said_keys(state: PceState) -> frozenset[str]:
    """The word-family keys of every word said on the current card."""
    from . import words

    keys: set[str] = set()
    for said in state.said:
        keys |= words.word_keys(normalize_word(said.word), state.lang) or frozenset()
    return frozenset(keys)


@cache
def _menu_keys(lang: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """The suggestion menu's words of ``lang`` that pass the checks that do not depend on the
    card (well formed, not a function word, one word), each with its word-family keys."""
    from . import words

    kept = []
    for word in vocabulary(lang):
        text = normalize_word(word)
        keys = words.word_keys(text, lang) if well_formed(word) else None
        if keys is not None and not words.is_several_words(text, lang):
            kept.append((word, keys))
    return tuple(kept)


def open_words(state: PceState) -> list[str]:
    """The menu's words ``refusal`` accepts on the current card, in the menu's order: the
    same test, with the title's and the said words' keys gathered once for the whole menu
    (the word round's legal actions ask for it at every step)."""
    from . import words

    taken = words.title_keys(card(state.grid[state.current]), state.lang) | _said_keys(state)
    return [word for word, keys in _menu_keys(state.lang) if not keys & taken]


def propose(state: PceState, seat: int, word: str) -> PceState:
    """Record ``seat``'s proposal (already normalized and accepted) on the current card."""
    said = (*state.said, Said(seat, word))
    log = (*state.log, Event("pce.log.word", {"seat": seat, "player_key": player_key(seat),
                                              "word": word}))
    return replace(state, said=said, log=log)


def everyone_has_spoken(state: PceState) -> bool:
    return len(state.said) >= len(state.speakers)


# --- the reading: where a proposed word scores -------------------------------------------------
def judge(word: str, card_id: str, lang: str, typos: bool = False) -> WordResult:
    """A proposal's result at the reading: ``scored`` (the judge finds it, a form of it or its
    family in the text, not in the title nor the labels), ``label`` (it is a word printed
    under the card's pictograms), or ``not_in_text``."""
    return _verdict(word, card_id, lang, typos)[0]


def _verdict(word: str, card_id: str, lang: str, typos: bool) -> tuple[WordResult, dict[str, str]]:
    """The result and the reason's arguments (ids and words only: the prose is the UI's)."""
    from . import words  # loaded by the first proposal already (``refusal``)

    found = words.verdict(word, card(card_id), lang, typos)
    result: WordResult = ("scored" if found.scored else
                          "label" if found.result in ("label", "title") else "not_in_text")
    return result, {"reason": found.reason, "text_word": found.text_word, "meant": found.meant}


def read_current_card(state: PceState) -> PceState:
    """The reading (PCE-31): every scoring word moves one star of its owner from the card to
    the constellation (capped at ``STARS_PER_PLAYER``); the other stars on the card leave the
    game (D-PCE-11). The judged proposals join ``played``."""
    card_id = state.grid[state.current]
    stars = list(state.stars)
    judged: list[Said] = []
    log = list(state.log)
    log.append(Event("pce.log.reading", {"card": card_id, "index": state.current}))
    claimed: set[str] = set()  # a text word gives one star however it is spelled
    from . import words

    for said in state.said:
        result, why = _verdict(said.word, card_id, state.lang, state.typos)
        if result == "scored":
            keys = words.matched_keys(said.word, card(card_id), state.lang, state.typos)
            if keys & claimed:
                result, why = "not_in_text", {**why, "reason": "said_already"}
            claimed |= keys
        if result == "scored":
            stars[said.seat] = min(STARS_PER_PLAYER, stars[said.seat] + 1)
        judged.append(Said(said.seat, said.word, result))
        log.append(Event(f"pce.log.word_{result}", {"seat": said.seat,
                                                     "player_key": player_key(said.seat),
                                                     "word": said.word, "card": card_id,
                                                     **why}))
    on_card = tuple(tuple(0 for _ in row) if i == state.current else row
                    for i, row in enumerate(state.on_card))
    played = (*state.played, PlayedCard(state.current, card_id, tuple(judged)))
    return replace(state, stars=tuple(stars), on_card=on_card, played=played, said=(),
                   speakers=(), epoch=state.epoch + 1, log=tuple(log))


# --- the table keeps the last word -------------------------------------------------------------
def open_verdicts(state: PceState) -> PceState:
    """After a reading: the ``verdict`` step. A seat may vote only on another seat's word, so a
    seat with nothing to vote on agrees at once; the step is skipped when nobody can vote."""
    said = state.played[-1].said
    agreed = tuple(all(s.seat == seat for s in said) for seat in range(state.players))
    return replace(state, phase="verdict", agreed=agreed)


def verdicts_done(state: PceState) -> bool:
    return all(state.agreed)


def agree(state: PceState, seat: int) -> PceState:
    agreed = tuple(True if i == seat else a for i, a in enumerate(state.agreed))
    return replace(state, agreed=agreed)


def can_overrule(state: PceState, seat: int, position: object, accept: object) -> bool:
    """Whether ``seat`` may turn the verdict on the word at ``position`` of the card just read:
    in the ``verdict`` step, not yet agreed, not its own word, not turned already, and the
    vote changes the verdict."""
    if state.phase != "verdict" or not state.played or state.agreed[seat]:
        return False
    said = state.played[-1].said
    if not isinstance(position, int) or isinstance(position, bool) or not 0 <= position < len(said):
        return False
    word = said[position]
    return (word.seat != seat and not word.overruled
            and bool(accept) == (word.result != "scored"))


def overrule(state: PceState, seat: int, position: int, accept: bool) -> PceState:
    """The table's word on one verdict: the word scores (accept) or not, and its proposer's
    constellation is counted again. Stars only ever grow by one and are capped at
    ``STARS_PER_PLAYER``, so a constellation is its round-1 stars plus its scoring words,
    capped: the same count whatever the order of the verdicts."""
    last = state.played[-1]
    word = last.said[position]
    result: WordResult = "scored" if accept else "not_in_text"
    said = tuple(replace(s, result=result, overruled=True) if i == position else s
                 for i, s in enumerate(last.said))
    played = (*state.played[:-1], replace(last, said=said))
    owner = word.seat
    scored = sum(1 for p in played for s in p.said if s.seat == owner and s.result == "scored")
    stars = tuple(min(STARS_PER_PLAYER, state.round1_stars[owner] + scored) if i == owner else n
                  for i, n in enumerate(state.stars))
    key = "pce.log.table_accepts" if accept else "pce.log.table_refuses"
    log = (*state.log, Event(key, {"seat": seat, "player_key": player_key(seat),
                                   "word": word.word, "card": last.card}))
    return replace(state, played=played, stars=stars, epoch=state.epoch + 1, log=log)
