"""Small card titles break between French syllables (soft hyphens), never mid-letter."""

from __future__ import annotations

import pytest

from web.games.planete_ciel_espace.cards import _syllable_breaks


@pytest.mark.parametrize(("word", "broken"), [
    ("Radiotélescopes", "Ra-dio-té-les-copes"),
    ("Constellation", "Cons-tel-la-tion"),
    ("Astronautes", "As-tro-nautes"),  # "tr" starts a syllable; no break before a mute end
    ("Observatoire", "Ob-ser-va-toire"),
    ("Nébuleuse", "Né-bu-leuse"),
])
def test_breaks_fall_between_syllables(word: str, broken: str) -> None:
    assert _syllable_breaks(word).replace("\u00ad", "-") == broken
    assert _syllable_breaks(word).replace("\u00ad", "") == word
