"""Round 2's word matcher: does a word said by a player score on a card?

The booklet's rule, and how each part is decided here:

* the word must appear in the card's text — or a word of the same family ("couleur" scores on
  "coloré"): two words are the same when they share a *key*, built from Snowball's stemmer
  (plural, gender and conjugation: "étoiles" = "étoile", "brillent" = "brille") and joined by
  the family table ``data/word_families.json`` where stems differ ("œil" = "yeux", "voir" = "vu");
* it must not appear in the title, nor among the labels of the card's two characteristics:
  a word whose family is in the title or labels never scores on that card;
* articles (and the other determiners), pronouns, auxiliaries (every form of être and avoir),
  prepositions, conjunctions and negation particles never score (``data/stopwords.json``);
* case and accents do not matter: "ETOILE", "etoile" and "étoile" are one word;
* a word present several times in the text scores once, and two proposals of one family count
  once (``scoring_words``).

The public API (everything else is private):

* ``scores(word, card, lang)`` — does the word win a star on the card? (the reading of round 2,
  ``wordround.read_current_card``, asks this); ``matched_keys`` — which text keys it matched
  (the table highlights them); ``scoring_words`` — the distinct scoring words of a list;
* ``word_keys(word, lang)``, ``title_keys(card, lang)``, ``label_keys(card, lang)`` — the keys
  of a proposal, of a card's title, of the labels of its two characteristics (the rules refuse
  a title word at once, and call a label word's zero score by its name);
* ``language(lang)`` — a ``Language`` (stemmer, stopwords, families): ``keys``,
  ``content_keys``, ``is_stopword``; ``tokens(text, lang)`` and ``fold(text)``.

A card is the content index's typed ``content.Card``.

A proposal is one word; a hyphenated or elided one ("années-lumière", "l'étoile") is split like
the text, and scores only when every meaningful part of it scores. Keys are computed both from
the word as written and from the word without accents, so "eclair" typed without its accent
still meets "éclair" even where the stemmer would treat the two spellings differently.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from functools import cache, lru_cache

from engine.core.content import load_json
from engine.core.errors import ContentError

from .content import Card, characteristic

PACKAGE = "engine.planete_ciel_espace"
LANGUAGES = ("fr", "en")
_STEMMER_NAMES = {"fr": "french", "en": "english"}

#: letters, possibly joined by apostrophes; hyphens and everything else separate words
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
#: words whose apostrophe is not an elision
_APOSTROPHE_WORDS = {"fr": frozenset({"aujourd'hui", "presqu'île", "quelqu'un", "quelqu'une"}),
                     "en": frozenset()}
_FAMILY_PREFIX = "="  # marks a family key, which can never equal a stem


def fold(text: str) -> str:
    """Lower-case ``text`` and remove its accents: "Œil Éclairé" -> "oeil eclaire"."""
    text = text.casefold().replace("œ", "oe").replace("æ", "ae")
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def tokens(text: str, lang: str = "fr") -> list[str]:
    """The words of ``text``, lower-cased, split at hyphens and apostrophes (an elided "l'" or
    "qu'" becomes its own word, later dropped as a stopword)."""
    text = text.replace("’", "'").replace("‘", "'").replace("ʻ", "")
    out: list[str] = []
    for match in _WORD.finditer(text):
        word = match.group(0).casefold()
        if "'" in word and word not in _APOSTROPHE_WORDS[lang]:
            out.extend(part for part in word.split("'") if part)
        else:
            out.append(word)
    return out


class Language:
    """The stemmer, stopwords and families of one language."""

    def __init__(self, lang: str, stopwords: Mapping[str, list[str]],
                 families: list[list[str]]) -> None:
        import snowballstemmer  # not at import time: the app boots without it

        self.lang = lang
        self._stemmer = snowballstemmer.stemmer(_STEMMER_NAMES[lang])
        words = [w.casefold() for group in stopwords.values() for w in group]
        self.stopwords = frozenset(words)
        self.stopwords_folded = frozenset(fold(w) for w in words)
        # a listed word belongs to its family whatever its stem; other words join a family
        # through their stem, unless two families share that stem (voyait/voie -> "voi")
        self._word_family: dict[str, str] = {}
        stem_families: dict[str, set[str]] = {}
        for group in families:
            family = _FAMILY_PREFIX + fold(group[0])
            for word in group:
                other = self._word_family.setdefault(fold(word), family)
                if other != family:
                    raise ContentError(f"word_families.{lang}: {word!r} is in two families, "
                                       f"{other[1:]!r} and {family[1:]!r}")
                for key in self._stem_keys(word):
                    stem_families.setdefault(key, set()).add(family)
        self._family = {key: next(iter(fams)) for key, fams in stem_families.items()
                        if len(fams) == 1}
        self.ambiguous_stems = frozenset(k for k, fams in stem_families.items() if len(fams) > 1)

    def is_stopword(self, word: str) -> bool:
        """Accents are compared when the word has some: "né" is not the particle "ne"."""
        low = word.casefold()
        if low in self.stopwords:
            return True
        return low == fold(low) and low in self.stopwords_folded

    def _stem_keys(self, word: str) -> frozenset[str]:
        low = word.casefold()
        folded = fold(low)
        return frozenset({fold(self._stemmer.stemWord(low)), fold(self._stemmer.stemWord(folded))})

    def keys(self, word: str) -> frozenset[str]:
        """The keys of one word: its family when it has one, else its stems."""
        family = self._word_family.get(fold(word))
        if family is not None:
            return frozenset({family})
        return frozenset(self._family.get(key, key) for key in self._stem_keys(word))

    def content_keys(self, text: str) -> frozenset[str]:
        """Keys of every word of ``text`` that is not a stopword."""
        out: set[str] = set()
        for word in tokens(text, self.lang):
            if not self.is_stopword(word):
                out |= self.keys(word)
        return frozenset(out)


@cache
def language(lang: str) -> Language:
    if lang not in LANGUAGES:
        raise ContentError(f"no word matcher for language {lang!r}")
    stopwords = load_json(PACKAGE, "data/stopwords.json")
    families = load_json(PACKAGE, "data/word_families.json")
    return Language(lang, stopwords[lang], families[lang])


@lru_cache(maxsize=512)
def _text_keys(text: str, lang: str) -> frozenset[str]:
    return language(lang).content_keys(text)


def title_keys(card: Card, lang: str) -> frozenset[str]:
    """The keys of the card's title: a word of their family never scores on it."""
    return _text_keys(card.title[lang], lang)


def label_keys(card: Card, lang: str) -> frozenset[str]:
    """The keys of the labels printed under the card's two pictograms: a word of their family
    never scores on it."""
    out: set[str] = set()
    for label in _label_texts(card, lang):
        out |= _text_keys(label, lang)
    return frozenset(out)


@lru_cache(maxsize=8192)
def word_keys(word: str, lang: str) -> frozenset[str] | None:
    """The keys of a proposal's meaningful parts; ``None`` when it is only function words."""
    lng = language(lang)
    parts = [p for p in tokens(word, lang) if not lng.is_stopword(p)]
    if not parts:
        return None
    out: set[str] = set()
    for part in parts:
        out |= lng.keys(part)
    return frozenset(out)


def _label_texts(card: Card, lang: str) -> tuple[str, ...]:
    try:
        return tuple(characteristic(c).label[lang] for c in card.pair)
    except KeyError as exc:
        raise ContentError(f"card {card.id!r}: cannot match words: missing {exc}") from exc


@lru_cache(maxsize=512)
def _card_keys(text: str, title: str, labels: tuple[str, ...],
               lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """(keys that may score, keys that never score) for one card in one language."""
    lng = language(lang)
    forbidden = lng.content_keys(title)
    for label in labels:
        forbidden |= lng.content_keys(label)
    return lng.content_keys(text) - forbidden, forbidden


def _keys_for(card: Card, lang: str) -> tuple[frozenset[str], frozenset[str]]:
    try:
        text, title = card.text[lang], card.title[lang]
    except KeyError as exc:
        raise ContentError(f"card {card.id!r}: cannot match words: missing {exc}") from exc
    return _card_keys(text, title, _label_texts(card, lang), lang)


def matched_keys(word: str, card: Card, lang: str = "fr") -> frozenset[str]:
    """The card's text keys that ``word`` scores with, or an empty set when it does not score."""
    lng = language(lang)
    parts = [p for p in tokens(word, lang) if not lng.is_stopword(p)]
    if not parts or len(word.split()) != 1:
        return frozenset()
    scoring, forbidden = _keys_for(card, lang)
    matched: set[str] = set()
    for part in parts:
        keys = lng.keys(part)
        if keys & forbidden or not keys & scoring:
            return frozenset()
        matched |= keys & scoring
    return frozenset(matched)


def scores(word: str, card: Card, lang: str = "fr") -> bool:
    """Whether ``word``, said by a player, wins a star on ``card`` (see the module's doc)."""
    return bool(matched_keys(word, card, lang))


def scoring_words(words: Iterable[str], card: Card, lang: str = "fr") -> list[str]:
    """The distinct scoring words among ``words``, in the order said: a word that scores with
    the same text word as an earlier one (same word, same family) is not counted again."""
    claimed: set[str] = set()
    out: list[str] = []
    for word in words:
        keys = matched_keys(word, card, lang)
        if keys and not keys & claimed:
            claimed |= keys
            out.append(word)
    return out
