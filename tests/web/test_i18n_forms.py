"""Counts, names and lists of names come out right in every string of the app (web/i18n.py).

Every string that takes a count is rendered with 0, 1 and 2; every string that takes a name
with "Inès" and "Papa"; every string that takes a list of names with one, two and three names.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from web.i18n import COUNT_ARGS, Translator, before_name, catalog, join_names, placeholders

NAME_ARGS = {"name", "seat", "player", "winner", "loser", "player_key", "who"}
LIST_ARGS = {"names"}
#: counts followed by a plural noun that can never be below 2 (the rules make them so)
ALWAYS_SEVERAL = {
    "defis.battle.juniors_cancel",  # Junior cards cancel out in pairs
    "defis.ui.explain.juniors_cancel",
    "defis.tie.shared",  # a tie is between two players or more
    "defis.result.shared",
    "pce.result.shared",
    "ctt.pawns.mix",  # the Climat engine writes these only for 2 pawns or more
    "ctt.effect.remove_co2.many",  # ... and these beside their own ".one"
    "ctt.effect.add_co2.many",
}
#: words after a count that are the same in the singular and the plural, or not nouns
INVARIABLE = {"points", "pts", "ans", "jours", "fois", "plus", "sous", "dans", "pas", "mois", "bonus",
              "s", "has", "wins"}


def _base_keys() -> list[str]:
    entries = catalog()
    return sorted(k for k in entries if not k.endswith((".one", ".other")) or
                  k.rsplit(".", 1)[0] not in entries)


def _fill(text: str, **given: Any) -> dict[str, Any]:
    args: dict[str, Any] = {}
    for name in placeholders(text):
        args[name] = given.get(name, "Inès" if name in NAME_ARGS else "x")
    args.update(given)
    return args


def _count_arg(text: str) -> str | None:
    return next((p for p in placeholders(text) if p in COUNT_ARGS and p not in LIST_ARGS), None)


COUNTED = [k for k in _base_keys() if any(_count_arg(catalog()[k][lang]) for lang in ("fr", "en"))]
NAMED = [k for k in _base_keys() if any(set(placeholders(catalog()[k]["fr"])) & NAME_ARGS for _ in [0])]
LISTED = [k for k in _base_keys() if set(placeholders(catalog()[k]["fr"])) & LIST_ARGS]


def test_there_is_something_to_check() -> None:
    assert len(COUNTED) > 40 and len(NAMED) > 40 and len(LISTED) >= 5


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("key", COUNTED)
def test_every_count_reads_right_with_0_1_and_2(key: str, lang: str) -> None:
    t = Translator(lang)
    entries = catalog()
    text = (entries.get(key) or entries[key + ".other"])[lang]
    count = _count_arg(text)
    if count is None:
        return  # the count is only in the other language's wording
    rendered = {n: t(key, **_fill(text, **{count: n})) for n in (0, 1, 2)}
    for n, out in rendered.items():
        assert "(s)" not in out and not re.search(r"\{\w+(:\w+)?\}", out), (n, out)
    if key + ".one" in entries:
        singular_for = (0, 1) if lang == "fr" else (1,)
        for n, out in rendered.items():
            wanted = entries[key + ".one"][lang] if n in singular_for else text
            assert out == t(key, **_fill(wanted, **{count: n})) or wanted == text, (n, out)
    elif key not in ALWAYS_SEVERAL:
        # without a singular, no plural noun may follow the count ("1 villes")
        after = re.search(r"\{" + count + r"\}[ \u00a0\u202f]([^\W\d]+)", text)
        assert after is None or not after.group(1).endswith(("s", "x")) or after.group(1) in INVARIABLE, \
            f"{key} needs a {key}.one: {text}"


@pytest.mark.parametrize("key", NAMED)
def test_every_name_takes_its_article(key: str) -> None:
    t = Translator("fr")
    text = catalog()[key]["fr"]
    for name in ("Inès", "Papa"):
        args = _fill(text, **{p: name for p in placeholders(text) if p in NAME_ARGS})
        out = t(key, **args)
        assert name in out, out
        assert not re.search(r"\b(de|que|le) [AEIOUYÉÈÊH]", out), f"no elision: {out}"
        assert not re.search(r"\bà le |\bde le ", out), out
    assert Translator("en")(key, **_fill(text)).count("{") == 0


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("key", LISTED)
def test_every_list_of_names_is_joined(key: str, lang: str) -> None:
    t = Translator(lang)
    text = (catalog().get(key) or catalog()[key + ".other"])[lang]
    word = {"fr": " et ", "en": " and "}[lang]
    one = t(key, **_fill(text, names=["Inès"]))
    two = t(key, **_fill(text, names=["Inès", "le fantôme"]))
    three = t(key, **_fill(text, names=["Inès", "Papa", "le fantôme"]))
    assert "Inès" in one and word not in one
    assert f"Inès{word}le fantôme" in two
    assert f"Inès, Papa{word}le fantôme" in three
    if key + ".one" in catalog() and lang == "fr":  # the verb agrees: "Inès joue", "Inès et Papa jouent"
        assert one != two.replace(f"Inès{word}le fantôme", "Inès")


def test_elision_contraction_and_lists() -> None:
    assert before_name("de", "Inès") == "d'Inès"
    assert before_name("de", "Papa") == "de Papa"
    assert before_name("de", "Hugo") == "d'Hugo"
    assert before_name("de", "le fantôme") == "du fantôme"
    assert before_name("à", "le fantôme") == "au fantôme"
    assert before_name("à", "Inès") == "à Inès"
    assert before_name("de", "Yann") == "de Yann" and before_name("de", "Yves") == "d'Yves"
    assert join_names(["Inès", "Papa", "Léa"], "fr") == "Inès, Papa et Léa"
    assert join_names(["Inès", "Papa"], "en") == "Inès and Papa"
    assert join_names([], "fr") == ""


def test_the_listed_strings_of_the_issue_read_right() -> None:
    fr, en = Translator("fr"), Translator("en")
    assert fr("pce.log.reveal_won", player_key="Inès", stars=1).endswith("1 étoile gagnée\u202f!")
    assert fr("pce.log.reveal_won", player_key="Inès", stars=0).endswith("0 étoile gagnée\u202f!")
    assert fr("pce.log.reveal_won", player_key="Inès", stars=3).endswith("3 étoiles gagnées\u202f!")
    assert "(1 perdue)" in fr("pce.log.rain", player_key="Inès", lost=1)
    assert "1 mot à trouver" in fr("pce.log.card", player_key="Inès", words=1)
    assert "avec 1 joueur\u202f:" in fr("defis.setup", players=1, bonus_key="b", deck_key="d")
    assert fr("ctt.ui.challenge_of", name="Inès", kind="mime").startswith("Défi d'Inès")
    assert fr("ctt.ui.challenge_of", name="Papa", kind="mime").startswith("Défi de Papa")
    assert "1 case cochée sur 3" in fr("ctt.ui.tick_some", done=1, n=3)
    assert "1 pion " in fr("ctt.log.pawns", city="Lima", count=1, hazard_key="♥ Santé")
    assert "1 CO₂ unit " in en("ctt.log.round_start", round=1, units=1)
    assert "perdu 1 ville sur" in fr("ctt.ui.why.won", loss=560, ppm=450, lost=1, max=6)
    assert fr("eco.ui.waiting", names=["Inès", "le fantôme"]) == "Inès et le fantôme jouent…"
