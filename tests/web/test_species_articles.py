"""Défis's animals are named inside sentences with their article and their gender, so the words
around them agree ("avec la Baleine bleue ... et la met", "l'Éléphant d'Afrique"), and players'
names elide ("celle d'Inès", "celle du fantôme"); issue 37."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from web.games.defis_nature.cards import species_in_sentence
from web.i18n import Named, Translator, catalog, placeholders, sentence_case

ROOT = Path(__file__).resolve().parents[2]
SPECIES = json.loads((ROOT / "engine/defis_nature/data/species.json").read_text(encoding="utf-8"))["species"]
#: nouns whose h is "aspiré": they keep their article whole ("le Homard", "la Harpie")
H_ASPIRE = {"Harfang", "Homard", "Hérisson", "Harpie"}
#: the placeholders that name an animal in a sentence
ANIMAL_ARGS = {"card", "other_card", "kept", "aside"}
FR, EN = Translator("fr"), Translator("en")


def test_every_species_has_its_article_and_gender() -> None:
    for item in SPECIES:
        article, gender = item["article"]["fr"], item["gender"]
        head = item["name"]["fr"].split()[0]
        assert gender in ("f", "m"), item["id"]
        if head[0].lower() in "aàâeéèêiîoôuûœh" and head not in H_ASPIRE:
            assert article == "l'", item["id"]
        else:
            assert article == {"f": "la", "m": "le"}[gender], item["id"]
    genders = {i["name"]["fr"]: i["gender"] for i in SPECIES}
    assert genders["Baleine bleue"] == "f" and genders["Python birman"] == "m"
    assert genders["Tortue luth"] == "f" and genders["Éléphant d'Afrique"] == "m"


def test_a_species_in_a_sentence_carries_its_article() -> None:
    assert species_in_sentence(FR, "baleine-bleue") == "la Baleine bleue"
    assert species_in_sentence(FR, "elephant-afrique") == "l'Éléphant d'Afrique"
    assert species_in_sentence(FR, "python-birman") == "le Python birman"
    assert species_in_sentence(EN, "baleine-bleue") == "the Blue whale"
    assert species_in_sentence(FR, "baleine-bleue").gender == "f"


def _winner(card: str) -> str:
    return FR("defis.battle.winner", player_key="Inès", card=species_in_sentence(FR, card), figure="1", unit_key="t")


def test_the_words_around_an_animal_agree_with_it() -> None:
    assert _winner("baleine-bleue") == "Inès gagne avec la Baleine bleue (1 t) et la met dans sa zone protégée."
    assert _winner("python-birman").endswith("avec le Python birman (1 t) et le met dans sa zone protégée.")
    assert "avec l'Éléphant d'Afrique (1 t) et le met" in _winner("elephant-afrique")
    red = FR("defis.ui.explain.red_listed", name="Inès", card=species_in_sentence(FR, "tortue-luth"))
    assert "mais la Tortue luth est plus menacée que le gagnant" in red
    red = FR("defis.ui.explain.red_listed", name="Inès", card=species_in_sentence(FR, "tigre"))
    assert "mais le Tigre est plus menacé que" in red
    assert EN("defis.battle.winner", player_key="Inès", card=species_in_sentence(EN, "baleine-bleue"),
              figure="1", unit_key="t").startswith("Inès wins with the Blue whale (1 t) and puts it")


def test_a_name_elides_and_its_article_follows_its_place_in_the_sentence() -> None:
    ghost_fr, ghost_en = FR("defis.player.ghost"), EN("defis.player.ghost")
    assert FR("defis.power.swapped", player_key="Papa", other_player_key="Inès").endswith("avec celle d'Inès.")
    assert FR("defis.power.swapped", player_key="Inès", other_player_key=ghost_fr).endswith("avec celle du fantôme.")
    assert FR("defis.power.swapped", player_key=ghost_fr, other_player_key="Inès").startswith("Le fantôme échange")
    assert EN("defis.power.swapped", player_key="Inès", other_player_key=ghost_en).endswith("with the ghost's.")
    assert sentence_case("la Baleine bleue", True) == "La Baleine bleue"
    assert sentence_case("Inès", False) == "Inès"
    named = sentence_case(Named("La Baleine bleue", "f"), False)
    assert named == "la Baleine bleue" and isinstance(named, Named) and named.gender == "f"


def _animal_keys() -> list[str]:
    return sorted(k for k, v in catalog().items() if k.startswith("defis.")
                  and set(placeholders(v.get("fr", ""))) & ANIMAL_ARGS)


@pytest.mark.parametrize("key", _animal_keys())
@pytest.mark.parametrize("sid", ["baleine-bleue", "python-birman", "elephant-afrique", "homard-americain"])
def test_every_sentence_about_an_animal_reads_right(key: str, sid: str) -> None:
    text = catalog()[key]["fr"]
    args: dict[str, Any] = {p: "Inès" for p in placeholders(text)}
    args.update({p: species_in_sentence(FR, sid) for p in placeholders(text) if p in ANIMAL_ARGS})
    out = FR(key, **args)
    assert str(species_in_sentence(FR, sid))[1:] in out, out  # the animal with its article
    for wrong in ("de le ", "à le ", "de les ", "le l'", "la l'", "la le ", "le la "):
        assert wrong not in out.lower(), out
    if sid == "baleine-bleue":
        assert " le met" not in out and "menacé " not in out, out


def test_typed_names_and_quoted_titles_keep_their_capital() -> None:
    assert "«\u202fLes costauds\u202f»" in FR("defis.ui.deck_saved", name="Les costauds")
    assert FR("defis.ui.deck_saved", name=FR("defis.player.ghost")).startswith("Deck «\u202fLe fantôme")
