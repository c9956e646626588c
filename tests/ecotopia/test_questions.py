"""The 50 question cards: kinds, answers, explanations, sources."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.core.errors import ContentError
from engine.ecotopia.content import TOPICS, build_content, sentence_count


def test_fifty_questions_half_of_each_kind(raw: dict[str, Any]) -> None:
    questions = raw["questions"]["questions"]
    assert len(questions) == 50
    kinds = Counter(q["kind"] for q in questions)
    assert kinds == {"true_false": 25, "choice": 25}
    assert set(Counter(q["topic"] for q in questions)) == set(TOPICS)
    assert len({q["id"] for q in questions}) == 50


def test_answers_are_well_formed(raw: dict[str, Any]) -> None:
    questions = raw["questions"]["questions"]
    for q in questions:
        if q["kind"] == "true_false":
            assert q["steps"] == 2 and isinstance(q["answer"], bool) and "choices" not in q
        else:
            assert q["steps"] == 3 and len(q["choices"]) == 3
            assert type(q["answer"]) is int and 0 <= q["answer"] < 3
    # neither answer pattern is guessable: both truth values, and every choice position used
    assert {q["answer"] for q in questions if q["kind"] == "true_false"} == {True, False}
    positions = Counter(q["answer"] for q in questions if q["kind"] == "choice")
    assert set(positions) == {0, 1, 2} and max(positions.values()) <= 12


def test_explanations_are_short_and_sourced(raw: dict[str, Any]) -> None:
    for q in raw["questions"]["questions"]:
        for lang in ("fr", "en"):
            assert 1 <= sentence_count(q["explanation"][lang]) <= 2, (q["id"], lang)
        assert q["source"]["name"].strip()


def test_sentence_count() -> None:
    assert sentence_count("Une phrase. Deux phrases.") == 2
    assert sentence_count("About 1.1 °C warmer.") == 1
    assert sentence_count("Un. Deux. Trois !") == 3


@pytest.mark.parametrize("mutate, message", [
    (lambda q: q.update(answer="true"), "answer"),
    (lambda q: q.update(steps=3), "steps"),
    (lambda q: q.update(source={"name": ""}), "source"),
    (lambda q: q["explanation"].update(en="One thing here. Two things here. Three things here."), "sentences"),
    (lambda q: q["question"].pop("en"), "question"),
])
def test_broken_true_false_card_is_rejected(raw: dict[str, Any], mutate: Any, message: str) -> None:
    card = next(q for q in raw["questions"]["questions"] if q["kind"] == "true_false")
    mutate(card)
    with pytest.raises(ContentError, match=message):
        build_content(raw)


@pytest.mark.parametrize("mutate, message", [
    (lambda q: q.update(answer=3), "answer"),
    (lambda q: q.update(answer=True), "answer"),
    (lambda q: q["choices"].pop(), "choices"),
    (lambda q: q["choices"][1].update(fr=q["choices"][0]["fr"]), "same thing"),
])
def test_broken_choice_card_is_rejected(raw: dict[str, Any], mutate: Any, message: str) -> None:
    card = next(q for q in raw["questions"]["questions"] if q["kind"] == "choice")
    mutate(card)
    with pytest.raises(ContentError, match=message):
        build_content(raw)
