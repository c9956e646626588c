"""Round 2's word matcher: many words said by players, on real cards, with the expected answer.

Each case names why it scores or not, in the booklet's terms: in the text, not in the title nor
the labels, never a function word, same family accepted, case/accents/inflection ignored."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.errors import ContentError
from engine.planete_ciel_espace import content, words

CARDS = content.index().cards_by_id

SCORING = [
    ('couleur', 'arc-en-ciel'),  # text has 'couleurs' and 'colorée'
    ('coloré', 'arc-en-ciel'),  # family of couleur
    ('colorées', 'arc-en-ciel'),  # inflection of coloré
    ('COULEUR', 'arc-en-ciel'),  # case does not matter
    ('goutte', 'arc-en-ciel'),  # plural in text
    ('pluie', 'arc-en-ciel'),  # in text
    ('prisme', 'arc-en-ciel'),  # in text
    ('violet', 'arc-en-ciel'),  # in text
    ('rouge', 'arc-en-ciel'),  # in text
    ('inverse', 'arc-en-ciel'),  # in text
    ('yeux', 'cyclone'),  # family of œil
    ('œil', 'cyclone'),  # in text
    ('oeil', 'cyclone'),  # œ typed oe
    ('spirale', 'cyclone'),  # in text
    ('ouragan', 'cyclone'),  # in text
    ('typhons', 'cyclone'),  # plural of typhon
    ('foudre', 'eclair'),  # in text
    ('tonnerre', 'eclair'),  # in text
    ('électricité', 'eclair'),  # in text
    ('electrique', 'eclair'),  # family of électricité, no accent
    ('grêlon', 'eclair'),  # singular of grêlons
    ('grelons', 'eclair'),  # no accent
    ('arbre', 'eclair'),  # in text
    ('soleil', 'aurore-polaire'),  # 'solaire' is a label word but 'soleil' is apart from it
    ('vert', 'aurore-polaire'),  # 'verts' in text
    ('verte', 'aurore-polaire'),  # gender
    ('brillent', 'aurore-polaire'),  # 'briller' in text: conjugation
    ('brillait', 'aurore-polaire'),  # conjugation
    ('rideau', 'aurore-polaire'),  # 'rideaux' in text
    ('oxygène', 'aurore-polaire'),  # in text
    ('magnétisme', 'aurore-polaire'),  # family of magnétique
    ('voir', 'andromede'),  # 'visibles' in text: family of voir
    ('lumière', 'andromede'),  # in text
    ('spirale', 'andromede'),  # in text
    ('Afrique', 'andromede'),  # proper name in text
    ('né', 'nebuleuse-orion'),  # 'naissent' in text: family of naître
    ('naissance', 'nebuleuse-orion'),  # family of naître
    ('jumelle', 'nebuleuse-orion'),  # 'jumelles' in text
    ('années-lumière', 'nebuleuse-orion'),  # hyphenated, both parts in text
    ("l'étoile", 'nebuleuse-orion'),  # elided article dropped
    ('Étoiles', 'nebuleuse-orion'),  # case and plural
    ('musique', 'voyager'),  # in text
    ("aujourd'hui", 'voyager'),  # one word despite its apostrophe
    ('dinosaure', 'asteroide'),  # plural in text
    ('Mexique', 'asteroide'),  # proper name in text
    ('caillou', 'asteroide'),  # in text
    ('bottes', 'premier-pas-lune'),  # in text
    ('télévision', 'premier-pas-lune'),  # in text
    ('marcher', 'premier-pas-lune'),  # 'marché' in text: conjugation
    ('dorée', 'james-webb'),  # 'doré' in text: gender
    ('hexagone', 'james-webb'),  # plural in text
    ('tennis', 'james-webb'),  # in text
    ('froid', 'james-webb'),  # in text
    ('baignoire', 'saturne'),  # in text
    ('glace', 'saturne'),  # in text
    ('glacé', 'pluton'),  # 'glacée' in text
    ('cœur', 'pluton'),  # in text
    ('coeur', 'pluton'),  # œ typed oe
    ('chaleur', 'venus'),  # in text
    ('chaud', 'venus'),  # family of chaleur
    ('plomb', 'venus'),  # in text
    ('enfer', 'venus'),  # in text
    ('pizza', 'io'),  # in text
    ('soufre', 'io'),  # in text
    ('volcanique', 'io'),  # in text
    ('volcan', 'io'),  # 'volcans' in text
    ('phare', 'pulsar'),  # in text
    ('cuillère', 'pulsar'),  # in text
    ('vert', 'pulsar'),  # 'verts' in text
    ('régulière', 'pulsar'),  # 'régulier' in text: gender
    ('casserole', 'grande-ourse'),  # in text
    ('animal', 'grande-ourse'),  # in text
    ('marins', 'etoile-polaire'),  # in text
    ('mer', 'etoile-polaire'),  # family of marins
    ('latitude', 'etoile-polaire'),  # in text
    ('abeille', 'pleiades'),  # plural in text
    ('dinosaures', 'pleiades'),  # in text
    ('sœur', 'pleiades'),  # plural in text
    ('montres', 'cadran-solaire'),  # in text
    ('ombre', 'cadran-solaire'),  # in text
    ('Égyptiens', 'cadran-solaire'),  # in text
    ('egyptien', 'cadran-solaire'),  # no accent, singular
    ('sable', 'etoile-filante'),  # in text
    ('vœu', 'etoile-filante'),  # in text
    ('comète', 'etoile-filante'),  # not the title of this card
    ('poussières', 'etoile-filante'),  # plural
    ('orange', 'coucher-de-soleil'),  # in text
    ('volcan', 'coucher-de-soleil'),  # in text
    ('gouttelette', 'coucher-de-soleil'),  # plural in text
    ('photo', 'lune-horizon'),  # plural in text
    ('cerveau', 'lune-horizon'),  # in text
    ('illusion', 'lune-horizon'),  # in text
    ('atmosphère', 'eclipse-lune'),  # in text; the card's labels are Système solaire and Physiques & Dangers
    ('aurores', 'eruption-solaire'),  # in text, not in this title
    ('grand', 'jupiter'),  # 'Grande' in text: gender
]

NOT_SCORING = [
    ('arc', 'arc-en-ciel'),  # title word
    ('ciel', 'arc-en-ciel'),  # title word
    ('arcs', 'arc-en-ciel'),  # plural of a title word
    ('cieux', 'arc-en-ciel'),  # family of a title word
    ('céleste', 'arc-en-ciel'),  # family of a title word, and not in the text
    ('le', 'arc-en-ciel'),  # article
    ('une', 'arc-en-ciel'),  # article
    ('elle', 'arc-en-ciel'),  # pronoun
    ('qui', 'andromede'),  # pronoun
    ('est', 'arc-en-ciel'),  # auxiliary
    ('a', 'eclair'),  # auxiliary
    ('sont', 'grande-ourse'),  # auxiliary
    ('été', 'pulsar'),  # auxiliary form (a été)
    ('ete', 'pulsar'),  # auxiliary typed without accent
    ('dans', 'eclair'),  # preposition
    ('sous', 'tornade'),  # preposition
    ('avec', 'arc-en-ciel'),  # preposition
    ('et', 'eclair'),  # conjunction
    ('mais', 'eclair'),  # conjunction
    ('quand', 'eclair'),  # conjunction
    ('où', 'nebuleuse-orion'),  # pronoun/adverb of the booklet's list
    ('car', 'voie-lactee'),  # conjunction
    ('pas', 'trou-noir'),  # negation particle
    ('éclair', 'eclair'),  # title word
    ('eclairs', 'eclair'),  # title word, plural, no accent
    ('éclairer', 'eclair'),  # family of the title word
    ('danger', 'eclipse-lune'),  # label word (Physiques & Dangers)
    ('physique', 'eclair'),  # label word
    ('solaire', 'aurore-polaire'),  # label word (Système solaire)
    ('pôle', 'aurore-polaire'),  # family of the title word polaire
    ('polaires', 'aurore-polaire'),  # title word
    ('lait', 'voie-lactee'),  # family of the title word lactée
    ('voyage', 'voyager'),  # same stem as the title word
    ('sonde', 'voyager'),  # title word
    ('vue', 'scintillement'),  # not in the text
    ('or', 'james-webb'),  # conjunction, even though 'doré' is in the text
    ('planète', 'exoplanete'),  # family of the title word
    ('télescope', 'james-webb'),  # title word
    ('lune', 'premier-pas-lune'),  # title word
    ('lunaire', 'premier-pas-lune'),  # family of the title word
    ('girafe', 'arc-en-ciel'),  # not in the text
    ('océan', 'cyclone'),  # not in the text (seen_from is not the text)
    ('neige', 'halo-solaire'),  # only in the viewpoint, not in the text
    ('soleil', 'coucher-de-soleil'),  # title word
    ('étoile filante', 'etoile-filante'),  # two words: not one proposal
    ('', 'arc-en-ciel'),  # empty
    ("l'", 'arc-en-ciel'),  # only an elision
    ('saturne', 'jupiter'),  # not in Jupiter's text
    ('jupiter', 'jupiter'),  # title word
]


def test_there_are_many_cases() -> None:
    assert len(SCORING) >= 60
    assert len(NOT_SCORING) >= 40
    assert {card for _, card in SCORING + NOT_SCORING} <= set(CARDS)


@pytest.mark.parametrize("word,card_id", SCORING)
def test_word_scores(word: str, card_id: str) -> None:
    assert words.scores(word, CARDS[card_id])


@pytest.mark.parametrize("word,card_id", NOT_SCORING)
def test_word_does_not_score(word: str, card_id: str) -> None:
    assert not words.scores(word, CARDS[card_id])


# --- English, for a game played in English -----------------------------------------------------

@pytest.mark.parametrize("word,card_id,expected", [
    ("colors", "arc-en-ciel", True),
    ("colorful", "arc-en-ciel", True),
    ("prism", "arc-en-ciel", True),
    ("rainbow", "arc-en-ciel", False),  # title word
    ("the", "arc-en-ciel", False),  # article
    ("eye", "cyclone", True),
    ("typhoons", "cyclone", True),
    ("hurricane", "cyclone", False),  # title word
    ("thunder", "eclair", True),
    ("is", "eclair", False),  # auxiliary
    ("through", "eclair", False),  # not in the text, and a preposition anyway
    ("saw", "lever-de-terre", True),  # irregular verb: 'saw' is in the text
    ("see", "lever-de-terre", True),  # family of 'saw'
    ("earth", "lever-de-terre", False),  # not in this English text
    ("solar", "aurore-polaire", False),  # label word (Solar System)
    ("danger", "eclipse-lune", False),  # label word (Physics & Dangers)
])
def test_english_words(word: str, card_id: str, expected: bool) -> None:
    assert words.scores(word, CARDS[card_id], "en") is expected


# --- counting: a word scores once ---------------------------------------------------------------

def test_a_word_said_twice_or_in_two_forms_scores_once() -> None:
    card = CARDS["nebuleuse-orion"]
    said = ["étoile", "étoiles", "ETOILE", "gaz", "Gaz", "naissance", "naissent", "le", "girafe"]
    assert words.scoring_words(said, card) == ["étoile", "gaz", "naissance"]


def test_a_word_present_twice_in_the_text_scores_once() -> None:
    card = CARDS["comete"]
    assert card.text["fr"].count("glace") == 2
    assert words.scoring_words(["glace", "glaces", "Glace"], card) == ["glace"]
    assert words.matched_keys("glace", card) == words.matched_keys("glaces", card)


def test_family_members_count_once_whatever_the_order() -> None:
    card = CARDS["arc-en-ciel"]
    assert words.scoring_words(["colorée", "couleur"], card) == ["colorée"]
    assert words.scoring_words(["couleur", "colorée"], card) == ["couleur"]


def test_non_scoring_words_are_left_out() -> None:
    assert words.scoring_words(["arc", "ciel", "le", "est"], CARDS["arc-en-ciel"]) == []


# --- the pieces ---------------------------------------------------------------------------------

def test_fold_removes_case_and_accents() -> None:
    assert words.fold("Œil Éclairé ÇA") == "oeil eclaire ca"


def test_tokens_split_hyphens_and_elisions_but_keep_aujourdhui() -> None:
    assert words.tokens("L'arc-en-ciel qu'on voit aujourd'hui") == [
        "l", "arc", "en", "ciel", "qu", "on", "voit", "aujourd'hui"]
    assert words.tokens("l’étoile") == ["l", "étoile"]


@pytest.mark.parametrize("word", [
    # the booklet's own examples
    "un", "la", "les", "qui", "que", "quoi", "a", "est", "sont", "quand", "mais", "où",
    # and more of each class
    "des", "cette", "leurs", "nous", "eux", "dont", "été", "avaient", "serait", "ayant",
    "dans", "vers", "après", "depuis", "et", "ou", "car", "donc", "parce", "ne", "pas",
])
def test_function_words_are_stopwords(word: str) -> None:
    assert words.language("fr").is_stopword(word)


@pytest.mark.parametrize("word", ["né", "étoile", "deux", "mille", "point", "personne"])
def test_meaningful_words_are_not_stopwords(word: str) -> None:
    assert not words.language("fr").is_stopword(word)


def test_stopwords_are_grouped_by_the_booklet_classes() -> None:
    data = content.content_json()["words"]["stopwords"]
    for lang in ("fr", "en"):
        assert set(data[lang]) == {"articles", "pronouns", "auxiliaries", "prepositions",
                                   "conjunctions", "particles"}
        assert all(data[lang].values())


def test_every_family_word_is_known_to_its_family() -> None:
    """Every line of the reviewed family file shares a key (one lemma or one family) in the
    built table."""
    lng = words.language("fr")
    families = content.content_json()["words"]["families"]["fr"]
    for group in families:
        assert set.intersection(*(set(lng.keys(w)) for w in group)), group


def test_forms_and_families_share_keys_without_a_stemmer() -> None:
    lng = words.language("fr")
    assert lng.keys("tournent") & lng.keys("tourner")  # the stemmer kept "-ent"
    assert lng.keys("petit") & lng.keys("petite")  # the stemmer gave "pet" and "petit"
    assert lng.keys("couleur") & lng.keys("colorée")
    assert lng.keys("œil") & lng.keys("yeux")
    assert not lng.keys("aire") & lng.keys("air")
    assert not lng.keys("vente") & lng.keys("vent")


def test_a_homograph_does_not_join_two_families() -> None:
    """'voie' (a way) is also a subjunctive of 'voir', and 'vit' is both 'vivre' and 'voir':
    the reviewed table keeps the families apart."""
    lng = words.language("fr")
    assert lng.keys("voyait") & lng.keys("voir")
    assert not lng.keys("voie") & lng.keys("voir")
    card = CARDS["voie-lactee"]
    assert words.scores("vue", card) and words.scores("voir", card)
    assert not words.scores("voies", card)
    assert not lng.keys("vite") & lng.keys("vivre")


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ContentError, match="language"):
        words.scores("étoile", CARDS["pleiades"], "de")


def test_a_card_without_text_is_refused() -> None:
    broken = replace(CARDS["pleiades"], text={"fr": "Des étoiles."})
    with pytest.raises(ContentError, match="pleiades"):
        words.scores("star", broken, "en")
