"""The Défi (challenge) of Climat Tic Tac: how a card played as a challenge is won or lost.

A seat that plays an Action card as a Défi draws the top Défi card (two words to draw or mime,
one sentence to whisper); the back of the *next* card names the kind — drawing, mime or
whisper (CTT-18, ``draw_challenge``). The challenger chooses the word, or reads the sentence
(``choose_word``), performs, and the table says whether it came back: the judge
(``judge_of``, the challenger itself) taps the verdict, or lets chance decide at the odds of
the difficulty (``chance_percent``), as a robot always does. ``end_challenge`` discards the Défi
card and names the effect that follows: the card's boosted one when won, its weakened one when
lost (``rules.py`` starts it). The timer, the guessing and the whisper chain are the table's
(``web/games/climat_tic_tac``): the engine never reads a clock.
"""

from __future__ import annotations

from engine.core import Event, Prng
from engine.core.frozen import replace

from .actions import Action, ChallengeResult, ChooseWord, ResolveChallengeByChance
from .content import content_index
from .state import KINDS, Challenge, CttState

__all__ = ["chance_percent", "chances", "choose_word", "draw_challenge", "end_challenge",
           "judge_of", "verdicts", "word_choices"]


def judge_of(state: CttState, challenger: int) -> int:
    """Who submits the verdict: the challenger, in both modes (D-CTT-14, rules version 2).
    The verdict is the table's — the people who guessed say so aloud — and it is tapped on
    the screen the challenger already holds. A robot's challenge is therefore judged by that
    robot, which always lets chance decide: no person is asked about a robot's drawing, and
    no robot ever judges a person's. (Rules version 1 named the next seat in the
    semi-cooperative game, which could be a robot.)"""
    del state
    return challenger


def chance_percent(state: CttState, kind: str) -> int:
    """The announced odds of winning a Défi of ``kind`` by chance, at this difficulty."""
    return int(content_index().chance[state.difficulty][kind])


# --- the moves of a Défi (``rules.MOVES`` lists them by type) -----------------------------------

def word_choices(state: CttState, seat: int) -> list[Action]:
    """The words the challenger may draw or mime; a whisper has one sentence:
    ``ChooseWord(0)`` is the challenger saying it was read."""
    defi = state.challenge
    if defi is not None and defi.kind == "whisper":
        return [ChooseWord(0)]
    return [ChooseWord(0), ChooseWord(1)]


def verdicts(state: CttState, seat: int) -> list[Action]:
    """The judge's verdict: the table found the word (or the sentence came back), or not."""
    return [ChallengeResult(True), ChallengeResult(False)]


def chances(state: CttState, seat: int) -> list[Action]:
    """Let chance decide, at the odds the table sees."""
    return [ResolveChallengeByChance()]


# --- a Défi from its card to its verdict ---------------------------------------------------------

def draw_challenge(state: CttState, seat: int) -> CttState:
    """CTT-18: ``seat`` draws the top Défi card; the back of the next card names the kind
    (a pile emptied on the way is the discard reshuffled, D-CTT-12). The challenger then
    chooses the word (phase ``word``)."""
    rng = Prng(state.rng)
    pile, discard = state.defi_pile, state.defi_discard
    if not pile:
        pile, discard = tuple(rng.shuffled(list(discard))), ()
    card, pile = pile[0], pile[1:]
    if not pile and discard:
        pile, discard = tuple(rng.shuffled(list(discard))), ()  # D-CTT-12
    kind = content_index().back[pile[0]] if pile else KINDS[rng.below(3)]
    defi = Challenge(seat, judge_of(state, seat), card, content_index().back[card], kind)
    events = (Event("ctt.log.challenge", {"seat": seat, "kind_key": f"ctt.kind.{kind}"}),
              # names no word: the log is on screen while the challenger performs
              Event("ctt.log.challenge_card", {"seat": seat}, seats=(seat,)))
    return replace(
        state, rng=rng.state, epoch=state.epoch + 1, defi_pile=pile, defi_discard=discard,
        challenge=defi, phase="word", log=state.log + events)


def choose_word(state: CttState, seat: int, action: ChooseWord) -> CttState:
    """The challenger chose the word to draw or mime (or read the sentence): the performance
    starts and the judge will give the verdict (phase ``verdict``)."""
    defi = state.challenge
    assert defi is not None
    # the line names no word: the log is on screen while the challenger performs
    key = "ctt.log.sentence_read" if defi.kind == "whisper" else "ctt.log.word_chosen"
    event = Event(key, {"seat": seat}, seats=(seat,))
    chosen = replace(defi, word=action.index)
    return replace(state, challenge=chosen, phase="verdict", log=state.log + (event,))


def end_challenge(state: CttState, seat: int,
                  action: ChallengeResult | ResolveChallengeByChance) -> tuple[CttState, str]:
    """The Défi is won or lost, by the judge's verdict or by chance at ``chance_percent``; its
    card goes to the discard and the log reveals it. Returns the state and the played card's
    effect that follows: ``boosted`` when won, ``weakened`` when lost (CTT-23…25)."""
    defi = state.challenge
    assert defi is not None
    rng = Prng(state.rng)
    if isinstance(action, ResolveChallengeByChance):
        percent = chance_percent(state, defi.kind)
        won = rng.below(100) < percent
        verdict = Event(f"ctt.log.chance_{'won' if won else 'lost'}",
                        {"seat": seat, "percent": percent, "won": won})
    else:
        won = action.won
        verdict = Event(f"ctt.log.verdict_{'won' if won else 'lost'}",
                        {"seat": seat, "won": won})
    reveal = Event("ctt.log.challenge_end", {
        "seat": defi.challenger, "card": defi.card, "kind_key": f"ctt.kind.{defi.kind}",
        "won": won, "word": defi.word})
    state = replace(
        state, rng=rng.state, epoch=state.epoch + 1, challenge=None,
        defi_discard=state.defi_discard + (defi.card,), log=state.log + (verdict, reveal))
    return state, "boosted" if won else "weakened"
