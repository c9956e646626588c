"""Every player-facing text exists in French and English and passes hunspell."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.content import iter_texts
from engine.ecotopia.content import content_json
from tests.support.spelling import misspelled

HERE = Path(__file__).parent


def _words(lang: str) -> set[str]:
    path = HERE / f"wordlist-{lang}.txt"
    return {w.strip() for w in path.read_text(encoding="utf-8").splitlines() if w.strip()}


def test_texts_in_both_languages() -> None:
    texts = iter_texts(content_json())
    by_path: dict[str, set[str]] = {}
    for path, lang, text in texts:
        assert text.strip(), path
        by_path.setdefault(path, set()).add(lang)
    assert all(langs == {"fr", "en"} for langs in by_path.values())
    # the board names, the cards and the rest: hundreds of texts, none left out
    assert len(by_path) > 250


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_spelling(lang: str) -> None:
    texts = [text for _, text_lang, text in iter_texts(content_json()) if text_lang == lang]
    assert misspelled(texts, lang, _words(lang)) == []


def test_english_uses_us_spelling() -> None:
    english = " ".join(t for _, lang, t in iter_texts(content_json()) if lang == "en")
    for british in ("centre", "aluminium", "colour", "fibre", "metre", "mould"):
        assert british not in english.lower()


def test_french_and_english_differ() -> None:
    # a real translation, not a copy: allow only proper names and numbers to match
    same = [(p, t) for p, lang, t in iter_texts(content_json())
            if lang == "fr" and len(t.split()) > 2]
    english = {p: t for p, lang, t in iter_texts(content_json()) if lang == "en"}
    assert all(english[p] != t for p, t in same)
