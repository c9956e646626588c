"""Planète – Ciel et Espace content: the 68 cards, their characteristics and texts, the memo,
the star values, and the command line that prints it all."""

from __future__ import annotations

import copy
import itertools
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engine.__main__ import main
from engine.core.content import iter_texts
from engine.core.errors import ContentError
from engine.planete_ciel_espace import content, words
from tests.support.spelling import misspelled

HERE = Path(__file__).parent
PACKAGE_DIR = Path(content.__file__).parent
SCOPES = {"atmosphere", "systeme-solaire", "univers"}
ALL_CHARACTERISTICS = SCOPES | {"loisirs-exploration", "physiques-dangers"}


@pytest.fixture(scope="module")
def data() -> dict[str, Any]:
    return content.content_json()


@pytest.fixture(scope="module")
def cards(data: dict[str, Any]) -> list[dict[str, Any]]:
    return data["cards"]


def word_count(text: str) -> int:
    return len(text.split())


# --- the command line -------------------------------------------------------------------------

def test_cli_prints_the_whole_content(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["content", "planete-ciel-espace", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["game"] == "planete-ciel-espace"
    assert len(printed["cards"]) == 68
    assert [c["id"] for c in printed["characteristics"]] == [
        "atmosphere", "systeme-solaire", "univers", "loisirs-exploration", "physiques-dangers"]
    assert printed["scoring"]["round1"] == {
        "shared_characteristic": 1, "two_or_three_identical": 2, "four_identical": 3}
    assert set(printed["words"]) == {"stopwords", "families"}
    first = printed["cards"][0]
    assert set(first) == {"id", "title", "characteristics", "text", "seen_from", "source", "art"}


def test_content_is_a_fresh_copy_each_time(data: dict[str, Any]) -> None:
    again = content.content_json()
    again["cards"][0]["title"]["fr"] = "changé"
    assert content.content_json()["cards"][0]["title"]["fr"] != "changé"


# --- cards ------------------------------------------------------------------------------------

def test_there_are_68_cards_with_unique_slug_ids(cards: list[dict[str, Any]]) -> None:
    ids = [c["id"] for c in cards]
    assert len(ids) == 68
    assert len(set(ids)) == 68
    for card_id in ids:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", card_id), card_id
        assert len(card_id) <= 24, card_id


def test_titles_are_unique_in_both_languages(cards: list[dict[str, Any]]) -> None:
    for lang in ("fr", "en"):
        titles = [c["title"][lang].casefold() for c in cards]
        assert len(set(titles)) == 68, lang


def test_characteristic_pairs_are_valid(cards: list[dict[str, Any]]) -> None:
    for card in cards:
        first, second = card["characteristics"]
        assert first in SCOPES, card["id"]
        assert second in ALL_CHARACTERISTICS, card["id"]
        assert first != second, card["id"]


def test_no_pair_exists_in_both_orders(cards: list[dict[str, Any]]) -> None:
    """So 'perfectly identical cards' means the same thing whether order counts or not."""
    pairs = {tuple(c["characteristics"]) for c in cards}
    assert not [p for p in pairs if (p[1], p[0]) in pairs]


def test_every_characteristic_is_used_and_every_scope_leads(cards: list[dict[str, Any]]) -> None:
    used = Counter(x for c in cards for x in c["characteristics"])
    assert set(used) == ALL_CHARACTERISTICS
    assert min(used.values()) >= 20
    leads = Counter(c["characteristics"][0] for c in cards)
    assert set(leads) == SCOPES
    assert min(leads.values()) >= 15


def test_pairs_repeat_enough_for_four_identical_cards(cards: list[dict[str, Any]]) -> None:
    counts = Counter(tuple(c["characteristics"]) for c in cards)
    # every pair can fill a four-identical alignment, and no pair floods the deck
    assert all(4 <= n <= 12 for n in counts.values()), counts
    assert len(counts) >= 8


def test_round1_outcomes_all_happen_in_random_alignments(cards: list[dict[str, Any]]) -> None:
    """Exact odds over every set of 4 cards out of 68: the three rewarded cases all occur."""
    pairs = [tuple(c["characteristics"]) for c in cards]
    outcomes: Counter[str] = Counter()
    for combo in itertools.combinations(pairs, 4):
        if not set(combo[0]) & set(combo[1]) & set(combo[2]) & set(combo[3]):
            outcomes["none"] += 1
            continue
        most = max(Counter(combo).values())
        outcomes["four" if most == 4 else "two_or_three" if most >= 2 else "shared"] += 1
    total = sum(outcomes.values())
    assert total == 814_385
    assert outcomes["four"] / total > 0.0005
    assert outcomes["two_or_three"] / total > 0.05
    assert outcomes["shared"] / total > 0.005


@pytest.mark.parametrize("lang,low,high", [("fr", 45, 80), ("en", 40, 90)])
def test_texts_have_the_right_length(cards: list[dict[str, Any]], lang: str, low: int,
                                     high: int) -> None:
    bad = {c["id"]: word_count(c["text"][lang]) for c in cards
           if not low <= word_count(c["text"][lang]) <= high}
    assert bad == {}


def test_texts_are_distinct_and_not_titles(cards: list[dict[str, Any]]) -> None:
    for lang in ("fr", "en"):
        texts = [c["text"][lang] for c in cards]
        assert len(set(texts)) == 68
    for card in cards:
        assert card["text"]["fr"] != card["text"]["en"], card["id"]


def test_every_card_has_a_viewpoint_and_a_source(cards: list[dict[str, Any]]) -> None:
    for card in cards:
        for lang in ("fr", "en"):
            assert 2 <= word_count(card["seen_from"][lang]) <= 14, card["id"]
        assert len(card["source"]) > 10, card["id"]


def test_every_card_has_its_illustration(cards: list[dict[str, Any]]) -> None:
    for card in cards:
        assert card["art"] == f"art/{card['id']}.svg"
        assert (PACKAGE_DIR / card["art"]).is_file(), card["art"]
    assert content.art_files() == {c["id"] for c in cards}


def test_figures_in_texts_use_french_and_english_number_formats(cards: list[dict[str, Any]]) -> None:
    """French groups thousands with a space (30 000) and uses a decimal comma (2,5);
    English uses a comma for thousands (30,000) and a decimal point (2.5)."""
    for card in cards:
        fr, en = card["text"]["fr"], card["text"]["en"]
        assert not re.search(r"\d,\d{3}\b", fr), card["id"]
        assert not re.search(r"\d\.\d", fr), card["id"]
        assert not re.search(r"\d \d{3}\b", en), card["id"]
        assert not re.search(r"\d,\d\b", en), card["id"]
        # the same figures appear in both languages
        numbers_fr = sorted(re.sub(r"[ \u00a0\u202f]", "", n).replace(",", ".")
                            for n in re.findall(r"\d+(?:[ \u00a0\u202f]\d{3})*(?:,\d+)?", fr))
        numbers_en = sorted(n.replace(",", "") for n in re.findall(r"\d+(?:,\d{3})*(?:\.\d+)?", en))
        assert numbers_fr == numbers_en, card["id"]


# --- spelling -----------------------------------------------------------------------------------

def _wordlist(lang: str) -> list[str]:
    return (HERE / f"wordlist-{lang}.txt").read_text(encoding="utf-8").split()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_text_is_spelled_correctly(data: dict[str, Any], lang: str) -> None:
    texts = [text for _, text_lang, text in iter_texts(
        {"cards": data["cards"], "characteristics": data["characteristics"]}) if text_lang == lang]
    # titles, texts and viewpoints of 68 cards + labels and memos of 5 characteristics
    assert len(texts) == 68 * 3 + 5 * 2
    assert misspelled(texts, lang, _wordlist(lang)) == []


def test_wordlists_hold_only_words_the_dictionaries_lack() -> None:
    for lang in ("fr", "en"):
        listed = _wordlist(lang)
        assert len(listed) == len(set(listed))
        assert misspelled(listed, lang) == sorted(listed), lang


# --- characteristics, memo, scoring ----------------------------------------------------------

def test_memo_explains_each_characteristic_in_both_languages(data: dict[str, Any]) -> None:
    chars = data["characteristics"]
    assert [c["scope"] for c in chars] == [True, True, True, False, False]
    for char in chars:
        assert 20 <= word_count(char["memo"]["fr"]) <= 80
        assert 20 <= word_count(char["memo"]["en"]) <= 80
        assert char["label"]["fr"] and char["label"]["en"]


def test_round1_stars_grow_with_how_alike_the_cards_are(data: dict[str, Any]) -> None:
    round1 = data["scoring"]["round1"]
    assert (round1["shared_characteristic"] < round1["two_or_three_identical"]
            < round1["four_identical"])
    assert data["scoring"]["round2"] == {"per_scoring_word": 1}


# --- every card is playable in round 2 ----------------------------------------------------------

def _content_tokens(text: str, lang: str) -> list[str]:
    lng = words.language(lang)
    return [t for t in words.tokens(text, lang) if not lng.is_stopword(t)]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_card_offers_many_distinct_scoring_words(cards: list[dict[str, Any]],
                                                       lang: str) -> None:
    for card in cards:
        found = words.scoring_words(_content_tokens(card["text"][lang], lang),
                                    content.card(card["id"]), lang)
        assert len(found) >= 18, (card["id"], len(found))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_title_word_ever_scores_on_its_card(cards: list[dict[str, Any]], lang: str) -> None:
    for card in cards:
        for token in _content_tokens(card["title"][lang], lang):
            assert not words.scores(token, content.card(card["id"]), lang), (card["id"], token)


def test_no_label_word_ever_scores_on_its_card(data: dict[str, Any]) -> None:
    labels = {c["id"]: c["label"] for c in data["characteristics"]}
    for card in data["cards"]:
        for char in card["characteristics"]:
            for lang in ("fr", "en"):
                for token in _content_tokens(labels[char][lang], lang):
                    assert not words.scores(token, content.card(card["id"]), lang), \
                        (card["id"], token)


def test_no_function_word_of_a_text_scores(cards: list[dict[str, Any]]) -> None:
    lng = words.language("fr")
    checked = 0
    for card in cards:
        for token in words.tokens(card["text"]["fr"]):
            if lng.is_stopword(token):
                checked += 1
                assert not words.scores(token, content.card(card["id"])), (card["id"], token)
    assert checked > 68 * 15


# --- broken content is refused ----------------------------------------------------------------

def _load_with(monkeypatch: pytest.MonkeyPatch, name: str, change: Any) -> None:
    real = content.load_json

    def fake(package: str, file: str) -> Any:
        value = copy.deepcopy(real(package, file))
        if file == f"data/{name}":
            change(value)
        return value

    monkeypatch.setattr(content, "load_json", fake)


@pytest.mark.parametrize("change,message", [
    (lambda d: d["cards"].pop(), "expected 68 cards"),
    (lambda d: d["cards"][3].update(id="Bad Id"), "short ascii slug"),
    (lambda d: d["cards"][3].update(id=d["cards"][4]["id"]), "duplicate"),
    (lambda d: d["cards"][0].update(characteristics=["loisirs-exploration", "atmosphere"]),
     "not a spatial scope"),
    (lambda d: d["cards"][0].update(characteristics=["atmosphere", "meteo"]), "unknown"),
    (lambda d: d["cards"][0].update(characteristics=["atmosphere", "atmosphere"]), "must differ"),
    (lambda d: d["cards"][0].update(characteristics=["atmosphere"]), "exactly two"),
    (lambda d: d["cards"][0].update(characteristics=["systeme-solaire", "atmosphere"]),
     "both"),
    (lambda d: d["cards"][0]["text"].update(fr="Trop court."), "text.fr"),
    (lambda d: d["cards"][0]["text"].update(en=" ".join(["word"] * 91)), "text.en"),
    (lambda d: d["cards"][0]["text"].pop("en"), "languages"),
    (lambda d: d["cards"][0].update(source=""), "source"),
    (lambda d: d["cards"][0].update(id="sans-image"), "without"),
])
def test_broken_cards_are_refused(monkeypatch: pytest.MonkeyPatch, change: Any,
                                  message: str) -> None:
    _load_with(monkeypatch, "cards.json", change)
    with pytest.raises(ContentError, match=message):
        content.cards()


@pytest.mark.parametrize("change,message", [
    (lambda d: d["round1"].update(four_identical=2), "strictly more"),
    (lambda d: d["round1"].update(shared_characteristic=0), "positive"),
    (lambda d: d["round1"].pop("four_identical"), "keys"),
])
def test_broken_scoring_is_refused(monkeypatch: pytest.MonkeyPatch, change: Any,
                                   message: str) -> None:
    _load_with(monkeypatch, "scoring.json", change)
    with pytest.raises(ContentError, match=message):
        content.scoring()


def test_broken_characteristics_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    _load_with(monkeypatch, "characteristics.json",
               lambda d: d["characteristics"][3].update(scope=True))
    with pytest.raises(ContentError, match="spatial scopes"):
        content.characteristics()


# --- picture cues and strings (the rules engine's content) -----------------------------------

def test_every_card_has_picture_cues_in_both_languages(data: dict[str, Any]) -> None:
    cues = data["cues"]
    assert sorted(cues) == sorted(c["id"] for c in data["cards"])
    for per in cues.values():
        for lang in ("fr", "en"):
            assert 6 <= len(per[lang]) <= 15


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_picture_cues_are_spelled_correctly(data: dict[str, Any], lang: str) -> None:
    # capitalised: the dictionaries know "Jupiter" and accept "Étoile" for "étoile"
    words_ = sorted({w.capitalize() for per in data["cues"].values() for w in per[lang]})
    assert misspelled(words_, lang, _wordlist(lang)) == []


def test_picture_cues_are_not_the_texts(data: dict[str, Any]) -> None:
    """Cues describe the picture: on average fewer than two cues in three score, so a bot
    that says them does not read the text."""
    for lang in ("fr", "en"):
        scored = total = 0
        for card in data["cards"]:
            cues = data["cues"][card["id"]][lang]
            scored += sum(words.scores(w, content.card(card["id"]), lang) for w in cues)
            total += len(cues)
        assert 0.3 < scored / total < 0.67, (lang, scored, total)


def test_broken_cues_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    original = content.load_json

    def broken(package: str, name: str) -> Any:
        data = copy.deepcopy(original(package, name))
        if name == "data/cues.json":
            data["cues"]["eclair"]["fr"].append("les")
        return data

    monkeypatch.setattr(content, "load_json", broken)
    with pytest.raises(ContentError, match=r"cues.json.eclair.fr: 'les' is a function word"):
        content.picture_cues(sorted(c["id"] for c in content.cards()))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_strings_are_spelled_correctly(data: dict[str, Any], lang: str) -> None:
    import re as re_

    texts = [re_.sub(r"\{[a-z_]+(?::\w+)?\}", " ", t[lang]) for t in data["strings"].values()]
    assert misspelled(texts, lang, _wordlist(lang)) == []


# --- readability and typography (issue 17's fact-check) --------------------------------------

def test_no_sentence_has_thirty_words_or_more(cards: list[dict[str, Any]]) -> None:
    for card in cards:
        for lang in ("fr", "en"):
            for sentence in re.split(r"(?<=[.!?])\s+", card["text"][lang]):
                words_ = re.findall(r"[^\W_]+(?:['’-][^\W_]+)*", sentence)
                assert len(words_) < 30, (card["id"], lang, sentence)


def test_french_typography(cards: list[dict[str, Any]]) -> None:
    for card in cards:
        for field in ("title", "text", "seen_from"):
            text = card[field]["fr"]
            assert not re.search(r"[ \u00a0][;:!?»]", text), (card["id"], field)
            assert not re.search(r"«[ \u00a0]", text), (card["id"], field)
            assert not re.search(r"(?<![\w])-\d", text), (card["id"], field)  # a minus sign: −


def test_fact_checked_cards_say_what_was_corrected(cards: list[dict[str, Any]]) -> None:
    by_id = {c["id"]: c for c in cards}
    assert "motorisé et piloté" in by_id["rover-martien"]["text"]["fr"]
    assert "powered, controlled" in by_id["rover-martien"]["text"]["en"]
    assert "dizaines de milliers" in by_id["nuage-oort"]["text"]["fr"]
    assert "exactement" not in by_id["lune-horizon"]["text"]["fr"]
    assert "pièce" not in by_id["lune-horizon"]["text"]["fr"]
    assert "cendre" not in by_id["coucher-de-soleil"]["text"]["fr"]
    assert "colline" not in by_id["eclair"]["seen_from"]["fr"]
    for rare in ("confins", "nacrée", "pesanteur", "dilate", "interstellaire"):
        assert not [c["id"] for c in cards if rare in c["text"]["fr"]], rare
    assert by_id["scintillement"]["characteristics"][0] == "atmosphere"
    for card_id in ("lumiere-zodiacale", "conjonction", "cratere-meteore"):
        assert by_id[card_id]["characteristics"][0] == "systeme-solaire"
