"""The fact-check of the question cards: corrected cards, sources a teacher can open, typography."""

from __future__ import annotations

import re
from typing import Any

from engine.core.content import iter_texts
from engine.ecotopia.content import content_json

CITED_ONLY_AN_INSTITUTION = ("q11", "q14", "q15", "q17", "q18", "q25", "q29", "q33", "q35",
                             "q38", "q39", "q43", "q44", "q45")


def _questions() -> dict[str, dict[str, Any]]:
    return {q["id"]: q for q in content_json()["questions"]}


def test_q09_follows_the_2025_update() -> None:
    q = _questions()["q09"]
    assert q["choices"][q["answer"]]["en"] == "About half"
    assert q["source"]["year"] == 2025


def test_q42_says_more_than_one_degree() -> None:
    q = _questions()["q42"]
    assert "plus de 1\u00a0°C" in q["question"]["fr"] and "more than 1 °C" in q["question"]["en"]


def test_q27_newts_have_larvae() -> None:
    q = _questions()["q27"]
    assert "larves" in q["explanation"]["fr"] and "larvae" in q["explanation"]["en"]


def test_sources_name_a_document_with_its_year() -> None:
    questions = _questions()
    for qid in CITED_ONLY_AN_INSTITUTION:
        source = questions[qid]["source"]
        assert "«" in source["name"] and "»" in source["name"], qid  # a titled document
        assert isinstance(source["year"], int), qid


def test_french_typography_and_co2() -> None:
    for path, lang, text in iter_texts(content_json()):
        assert "CO2" not in text, path  # CO₂ everywhere
        if lang == "fr":
            assert not re.search(r"[\w)»%][!?:;]", text), (path, text)  # a space before
            assert not re.search(r"[\"“”]", text), (path, text)  # guillemets « »
            assert not re.search(r"«\S|\S»", text), (path, text)  # spaces inside « »
        else:
            assert "«" not in text, (path, text)
