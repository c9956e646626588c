"""No French sentence the app shows is too long for a child of 8–12 to read in one go.

The sentences are those of ``tools/hard_sentences.py`` (every French string of every JSON file a
screen reads, references left out); ``python3 tools/hard_sentences.py`` lists the longest.
A sentence over the limit is cut in shorter ones, French and English in step.
"""

from __future__ import annotations

from tools.hard_sentences import WORD_LIMIT, longest, sentences, shown_sentences, word_count


def test_no_shown_french_sentence_is_over_the_limit() -> None:
    too_long = [f"{words} words, {where}: {sentence}" for where, sentence, words in shown_sentences()
                if words > WORD_LIMIT]
    assert not too_long, "\n".join(too_long)


def test_the_sentences_are_found() -> None:
    # the rules pages, the notes and the questions are read: thousands of sentences
    places = {where.split(".json")[0] for where, _, _ in shown_sentences()}
    assert {"web/games/climat_tic_tac/strings", "engine/climat_tic_tac/data/notes",
            "engine/ecotopia/data/questions", "engine/glace_et_ciel/data/notes"} <= places
    assert len(list(shown_sentences())) > 2000
    assert longest(1)[0][2] > 20


def test_sentences_are_cut_as_a_reader_cuts_them() -> None:
    text = ("Le but\u202f: gagner. Tu touches «\u202fC'est parti\u202f!\u202f». Il fait 1,5\u00a0°C, "
            "p. ex. en 2024\u202f! {name} gagne.\n\nVoilà · Légende")
    assert sentences(text) == ["Le but\u202f: gagner.", "Tu touches «\u202fC'est parti\u202f!\u202f».",
                               "Il fait 1,5\u00a0°C, p. ex. en 2024\u202f!", "{name} gagne.", "Voilà", "Légende"]
    assert word_count("L'air de {n} ppm, c'est deux fois plus\u202f!") == 8
