"""The rules side's content: power cards, tokens, strings (every key used exists, spelling)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.core.content import iter_texts, load_json
from engine.defis_nature.content import (
    ACTION_EFFECTS,
    BATTLES,
    CATEGORIES,
    COLOUR_POINTS,
    content_json,
    parse_power_cards,
    parse_tokens,
    strings,
)
from engine.defis_nature.rules import DefisNatureGame
from tests.support.spelling import misspelled

PKG = Path(__file__).resolve().parents[2] / "engine" / "defis_nature"
HERE = Path(__file__).parent
POWER_DOC = load_json("engine.defis_nature", "data/power_cards.json")


def _words(lang: str) -> list[str]:
    path = HERE / f"rules-wordlist-{lang}.txt"
    return [w.strip() for w in path.read_text(encoding="utf-8").splitlines() if w.strip()]


def test_power_cards_enough_for_four_players_and_six_effects() -> None:
    cards = parse_power_cards(POWER_DOC)
    assert len(cards) >= 20
    kinds = {c.kind for c in cards.values()}
    assert kinds == {"junior", "protect", "action"}
    effects = {c.effect for c in cards.values() if c.kind == "action"}
    assert effects == set(ACTION_EFFECTS) and len(effects) >= 6
    assert sum(c.kind == "junior" for c in cards.values()) >= 4, "parity needs 4 Junior cards"


def test_every_effect_is_documented_in_the_readme() -> None:
    readme = (PKG / "README.md").read_text(encoding="utf-8")
    for effect in ACTION_EFFECTS:
        assert f"`{effect}`" in readme


def test_tokens_cover_the_booklet_draw() -> None:
    tokens = parse_tokens(load_json("engine.defis_nature", "data/bonus_tokens.json"))
    assert len(tokens) >= 3
    assert {t.trio for t in tokens} <= set(CATEGORIES)
    assert all(len(set(t.triple)) == 3 for t in tokens)


def _used_keys() -> set[str]:
    """Every literal ``defis.*`` key in the engine code, with the f-string families expanded."""
    keys: set[str] = set()
    for path in PKG.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for key in re.findall(r'"(defis\.[a-z0-9_.]+)"', text):
            if not key.endswith("."):
                keys.add(key)
    keys |= {f"defis.battle.{b}" for b in BATTLES} | {f"defis.unit.{b}" for b in BATTLES}
    keys |= {f"defis.category.{c}" for c in CATEGORIES}
    keys |= {f"defis.colour.{c}" for c in COLOUR_POINTS}
    keys |= {f"defis.player.{i}" for i in range(4)}
    keys |= {f"defis.bonus.{b}" for b in ("trio", "triple", "none")}
    keys |= {f"defis.deck_mode.{d}" for d in ("own", "shared")}
    keys |= {f"defis.effect.{e}" for e in (*ACTION_EFFECTS, "junior", "protect")}
    keys |= {f"defis.tie.{t}" for t in ("win_ties", "threat", "shared")}
    keys |= {f"defis.deck.colour_{c}" for c in COLOUR_POINTS}
    keys |= {f"defis.bot.{level}" for level in DefisNatureGame.bot_levels}
    keys |= {spec.label_key for spec in DefisNatureGame.options}
    return keys


def test_every_key_used_exists_in_both_languages() -> None:
    texts = strings()
    missing = sorted(k for k in _used_keys() if k not in texts)
    assert missing == []
    for key, value in texts.items():
        assert set(value) == {"fr", "en"} and value["fr"].strip() and value["en"].strip(), key


def test_placeholders_match_between_languages() -> None:
    for key, value in strings().items():
        fr = set(re.findall(r"\{(\w+)(?::\w+)?\}", value["fr"]))  # "{name:de}": d'Inès
        en = set(re.findall(r"\{(\w+)\}", value["en"]))
        assert {p.removesuffix("_fr") for p in fr} == {p.removesuffix("_en") for p in en}, key


def _plain(text: str) -> str:
    text = re.sub(r"\{\w+:([^{}|]*)\|([^{}]*)\}", r" \1 \2 ", text)  # "{n:point|points}": both words
    return re.sub(r"\{\w+(?::\w+)?\}", " ", text)


def test_spelling_of_strings_and_power_cards() -> None:
    texts = iter_texts(strings()) + iter_texts(POWER_DOC)
    for lang in ("fr", "en"):
        bad = misspelled([_plain(t) for _, lg, t in texts if lg == lang], lang, _words(lang))
        assert bad == [], f"{lang}: {bad}"


def test_content_json_has_everything() -> None:
    data = content_json()
    assert {"species", "decks", "power_cards", "bonus_tokens", "strings"} <= set(data)
    assert data["shared_deck_size"] == 66
    assert data["deck_rules"]["cards"] == 34 and data["deck_rules"]["power_cards"] == 5
