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
#: arguments that are words, names of things or figures with their own unit (not counts)
WORD_ARGS = {"a", "speed", "b", "animal", "answer", "aside", "aside_fig", "battle", "best", "card", "categories",
             "cell", "changes", "choice", "choices", "cities", "city", "city_from", "date", "deck",
             "detail", "difficulty", "effect", "face", "field", "first", "from_city", "game", "giver",
             "giver_seat", "hazard", "kept", "kept_fig", "kind", "last", "level", "list", "meant", "now",
             "odd", "odd_place", "option", "other", "other_card", "place", "plan", "played", "power",
             "problems", "receiver", "receiver_seat", "right", "role", "scenario", "shared", "slot",
             "pawns", "symbol", "text_word", "time", "title", "to", "v", "waste", "where", "word", "zone"}
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
INVARIABLE = {"fois", "plus", "sous", "dans", "pas", "mois", "bonus", "s", "has", "is", "was", "wins",
              "begins", "gets", "its", "this", "thanks", "gros", "pays", "temps", "moins", "après",
              "chez", "vers", "depuis", "permis", "box", "enters", "falls", "défis"}
#: words after which the text no longer speaks of the figure ("1 ville sur les 4 permises")
STOPS = {"de", "des", "du", "d", "sur", "à", "avec", "contre", "from", "of", "for", "on", "to", "with", "at"}
#: French words ending in -ent that are not verbs in the plural
NOT_PLURAL_VERBS = {"seulement", "déplacement", "moment", "souvent", "comment", "vent", "argent", "dent",
                    "différent", "environnement", "serpent", "talent", "cent", "lent", "agent", "parent"}
#: every argument a text may take that is a number: each is rendered with 0, 1 and 2 and the
#: words after it must agree ("1 point", "1 carte défaussée", "1 seule s'y pose")
NUMBER_ARGS = set(COUNT_ARGS) - {"names"} | {
    "actions", "after", "amount", "battery", "before", "biodiversity", "biosphere", "blue", "ciel",
    "cloud", "cons", "cons_d", "cubes", "d", "drawing", "figure", "other_figure", "forecast",
    "generation", "ghost", "ghost_score", "glace", "left", "less", "lieux", "lieux_d", "loss", "malus",
    "max", "mime", "whisper", "more", "percent", "ppm", "r1", "r2", "red", "round", "rounds", "step",
    "steps", "sum", "turn", "unused_powers", "value", "warming"}
#: counts the rules never let below 2 ("{max}" lost cities is 4 or 6: world.json)
NEVER_BELOW_TWO = {"max"}
#: what each language writes after a figure that is not a word to agree (units, symbols)
UNIT_AFTER = re.compile(r"[\u00a0\u202f ]?(%|°C|ppm|s\b|×)")

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


def _plural_words(after: str, lang: str) -> list[str]:
    """The words in the plural among the first four after a figure, up to the first stop."""
    found = []
    for raw in re.split(r"[\s\u00a0\u202f]+", re.split(r"[.,;:!?()«»·…—]", after, maxsplit=1)[0])[:4]:
        word = re.sub(r"^\w'", "", raw.lower())  # "s'y", "l'eau"
        if word in STOPS or word[:1].isdigit():  # what follows belongs to another word or figure
            break
        if not word.isalpha() or word in INVARIABLE or len(word) < 3:
            continue
        if word.endswith(("s", "x") if lang == "fr" else "s") or (lang == "fr" and word.endswith("ent") and word not in NOT_PLURAL_VERBS) \
                or (lang == "en" and word in {"are", "were", "have", "fit"}):
            found.append(word)
    return found


NUMBERED = [k for k in _base_keys()
            if any(set(placeholders(v[lang])) & NUMBER_ARGS for v in (catalog().get(k) or catalog()[k + ".other"],
                                                                      catalog().get(k + ".one", {}))
                   for lang in ("fr", "en") if lang in v)]


def test_every_argument_is_known_as_a_number_or_not() -> None:
    """A new argument is sorted here, so its numbers are checked below."""
    known = NUMBER_ARGS | NAME_ARGS | LIST_ARGS | WORD_ARGS
    every = {p for v in catalog().values() for lang in ("fr", "en") for p in placeholders(v.get(lang, ""))}
    unknown = {p for p in every if not p.endswith("_key")} - known
    assert not unknown, sorted(unknown)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("key", NUMBERED)
def test_every_number_agrees_with_the_words_after_it(key: str, lang: str) -> None:
    """Each number of each text, rendered with 0, 1 and 2 (the others at 2): no "1 points",
    "1 défaussées", "1 seulement s'y posent", "0 points" in French (singular below 2)."""
    entries = catalog()
    t = Translator(lang)
    texts = [v[lang] for v in (entries.get(key) or entries[key + ".other"], entries.get(key + ".one", {}))
             if lang in v]
    args_of = {p for text in texts for p in placeholders(text)}
    for arg in sorted(args_of & NUMBER_ARGS):
        if arg in NEVER_BELOW_TWO or key in ALWAYS_SEVERAL:
            continue
        for n in (0, 1) if lang == "fr" else (1,):
            args: dict[str, Any] = {p: 2 if p in NUMBER_ARGS else ["Léa", "Papa"] if p in LIST_ARGS else "Léa"
                                    for p in args_of}
            args[arg] = n
            out = t(key, **args)
            for match in re.finditer(rf"(?<![\d,.\w−+]){n}(?![\d,.])(.*)", out):
                if UNIT_AFTER.match(match.group(1)):
                    continue
                assert not _plural_words(match.group(1), lang), f"{key} with {arg}={n}: {out}"


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
    assert fr("ctt.ui.challenge_of", name="Inès", kind="mime").startswith("Inès relève un défi")
    assert "1 case cochée sur 3" in fr("ctt.ui.tick_some", done=1, n=3)
    assert "1 pion " in fr("ctt.log.pawns", city="Lima", count=1, hazard_key="♥ Santé")
    assert "1 CO₂ unit " in en("ctt.log.round_start", round=1, units=1)
    assert "perdu 1 ville sur" in fr("ctt.ui.why.won", loss=560, ppm=450, lost=1, max=6)
    assert fr("eco.ui.waiting", names=["Inès", "le fantôme"]) == "Inès et le fantôme jouent…"


def test_the_plurals_of_issue_37_read_right() -> None:
    """Each count of a text agrees on its own ("{d} {d:défaussée|défaussées}")."""
    fr, en = Translator("fr"), Translator("en")
    assert [fr("end.points", n=n) for n in (0, 1, 2)] == ["0 point", "1 point", "2 points"]
    assert [en("end.points", n=n) for n in (0, 1, 2)] == ["0 points", "1 point", "2 points"]
    assert fr("end.points", n="1,5") == "1,5 point"  # a figure already formatted
    assert fr("ctt.ui.action_pile", n=30, d=1).endswith("30 dans la pioche, 1 défaussée")
    assert fr("ctt.ui.aleas_pile", n=1, d=3).endswith("1 dans la pioche, 3 défaussées")
    assert "1 lieu, 2 constructions · défausses\u202f: 0 lieu, 1 construction" in fr(
        "eco.ui.piles", lieux=1, cons=2, lieux_d=0, cons_d=1)
    assert "1 place, 2 constructions · discards: 0 places, 1 construction" in en(
        "eco.ui.piles", lieux=1, cons=2, lieux_d=0, cons_d=1)
    assert fr("pce.ui.capped", n=1).endswith("que pour 1 étoile.")
    assert en("pce.ui.capped", n=2).endswith("only 2 stars.")
    assert "0 point de cartes" in fr("defis.final_score", player_key="Inès", cards=0, unused_powers=2,
                                     biodiversity=0, actions=1, total=3)
    assert "1 card point," in en("defis.final_score", player_key="Inès", cards=1, unused_powers=2,
                                 biodiversity=0, actions=1, total=3)


def test_a_count_of_nothing_is_said_in_words() -> None:
    """A key's ``.zero`` sibling says a count of 0 ("Nuage de CO₂ : 0 en moins, 0 maintenant"
    was the log of a removal from an empty cloud); other counts keep the key's own text."""
    fr, en = Translator("fr"), Translator("en")
    assert fr("ctt.log.co2_removed", units=0, cloud=0) == "Nuage de CO₂\u202f: déjà vide, rien à retirer."
    assert en("ctt.log.co2_removed", units=0, cloud=0) == "CO₂ cloud: already empty, nothing to remove."
    assert fr("ctt.log.co2_removed", units=2, cloud=3) == "Nuage de CO₂\u202f: 2 en moins, 3 maintenant."
