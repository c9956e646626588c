"""The word judge's normaliser, checked on text Hypothesis generates (the example-based cases are
in test_words.py): what the booklet says does not matter — case, accents, curly apostrophes —
makes no difference on any card."""

from __future__ import annotations

import unicodedata
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.planete_ciel_espace import content, words

CARDS = content.content_json()["cards"]
#: letters a class types: French accents and ligatures, English, and a few foreign ones
LETTERS = "abcdefghijklmnopqrstuvwxyzàâäçéèêëîïôöùûüÿœæñß" + "ÀÂÇÉÈÊËÎÏÔÙÛÜŒÆ"
typed = st.text(st.sampled_from(LETTERS + " -'’"), max_size=24)


@settings(max_examples=300, deadline=None)
@given(typed)
def test_fold_is_lower_case_without_accents_and_idempotent(text: str) -> None:
    folded = words.fold(text)
    assert words.fold(folded) == folded
    assert folded == folded.casefold()
    assert not any(unicodedata.combining(ch) for ch in unicodedata.normalize("NFD", folded))


@settings(max_examples=300, deadline=None)
@given(typed, st.sampled_from(words.LANGUAGES))
def test_tokens_are_bare_words_and_curly_apostrophes_split_as_straight_ones(
        text: str, lang: str) -> None:
    found = words.tokens(text, lang)
    assert all(t and "-" not in t and " " not in t and "’" not in t for t in found)
    assert words.tokens(text.replace("'", "’"), lang) == found


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(CARDS), st.sampled_from(words.LANGUAGES), st.data())
def test_case_and_accents_do_not_change_whether_a_word_of_the_text_scores(
        card: dict[str, Any], lang: str, data: st.DataObject) -> None:
    said = data.draw(st.sampled_from(words.tokens(card["text"][lang], lang)))
    verdict = words.scores(said, card, lang)
    assert words.scores(said.upper(), card, lang) == verdict
    assert words.scores(said.capitalize(), card, lang) == verdict
    # typed without its accents it still scores ("eclair" for "éclair"), unless that makes it
    # a function word ("né" typed "ne")
    if verdict and not words.language(lang).is_stopword(words.fold(said)):
        assert words.scores(words.fold(said), card, lang)
