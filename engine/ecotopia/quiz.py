"""The question cards: drawing one, answering it, and the bots' hint.

A true/false card has two choices (``Answer(0)`` says true, ``Answer(1)`` false), a
three-choice card three. A right answer earns 2 or 3 blue steps (+1 with the scientist).
The pile is shuffled again from the cards asked once it runs out (D-ECO-9). Bots never read
the answer key: ``quiz_hint`` gives them the right choice with their level's accuracy.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Prng, seed_state
from engine.core.frozen import replace

from . import track
from .content import content_index
from .state import EcoState

#: the true/false cards: Answer(0) says "true", Answer(1) says "false"
TRUE_FALSE_CHOICES = ("true", "false")
#: the bot levels' rate of right answers: a bot answers like a pupil of its level, never
#: from the answer key
QUIZ_ACCURACY = {"beginner": 0.6, "medium": 0.75, "strong": 0.9}


def answer_index(card: dict[str, Any]) -> int:
    """The right choice of a question card."""
    if card["kind"] == "true_false":
        return 0 if card["answer"] else 1
    return int(card["answer"])


def choice_count(card: dict[str, Any]) -> int:
    return len(TRUE_FALSE_CHOICES) if card["kind"] == "true_false" else len(card["choices"])


def draw_question(state: EcoState) -> EcoState:
    """The pile's top card is in play (the pile shuffled again from the asked cards when
    empty)."""
    rng = Prng(state.rng)
    pile, used = list(state.questions), state.questions_used
    events = []
    if not pile:
        pile, used = rng.shuffled(list(used)), ()
        events.append(Event("eco.log.questions_reshuffle", {}))
    question = pile.pop(0)
    events.append(Event("eco.log.question", {"seat": state.turn, "question": question}))
    return replace(state, rng=rng.state, epoch=state.epoch + 1, questions=tuple(pile),
                   questions_used=used, question=question, phase="question",
                   log=state.log + tuple(events))


def answer(state: EcoState, choice: int) -> EcoState:
    """The active seat answers ``choice``; a right answer moves the blue disc."""
    index = content_index()
    card = index.questions[state.question]
    right_choice = answer_index(card)
    right = right_choice == choice
    state = replace(state, phase="actions", question="", epoch=state.epoch + 1,
                    questions_used=(*state.questions_used, card["id"]),
                    last_answer=(card["id"], choice, right), log=state.log + (
                        Event("eco.log.answer", {"seat": state.turn, "question": card["id"],
                                                 "choice": choice, "right": right,
                                                 "answer": right_choice}),))
    if right:
        key = "answer_true_false_blue" if card["kind"] == "true_false" else "answer_choice_blue"
        state = track.blue(state, index.rewards[key], "answer")
        if "scientist" in state.specialists:
            state = track.blue(state, 1, "scientist")
    return state


def quiz_hint(state: EcoState, level: str) -> int:
    """The choice a bot of ``level`` believes right for the question in play: the right one
    with the level's accuracy, else a wrong one, drawn from the state's PRNG state and the
    question id, so the same position always gives the same hint."""
    card = content_index().questions[state.question]
    digits = int("".join(ch for ch in card["id"] if ch.isdigit()) or "0")
    rng = Prng(seed_state(state.rng ^ (digits * 1_000_003 + len(level) * 7919)))
    right = answer_index(card)
    choices = choice_count(card)
    if rng.random() < QUIZ_ACCURACY.get(level, 1.0 / choices):
        return right
    return rng.choice([choice for choice in range(choices) if choice != right])
