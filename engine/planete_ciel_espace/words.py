"""Round 2's word matcher: does a word said by a player score on a card?

The booklet's rule, and how each part is decided here:

* the word must appear in the card's text — or a word of the same family ("couleur" scores on
  "coloré"): two words are the same when they share a *key*, read from the word table
  ``data/word_table.json``: every form of every word the cards print with its lemmas (plural,
  gender and conjugation: "étoiles" = "étoile", "brillent" = "briller"), and the family of
  each lemma ("œil" = "yeux", "voir" = "vu"; built by tools/planete_words/build_table.py);
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
* ``language(lang)`` — a ``Language`` (word table, stopwords, families): ``keys``,
  ``content_keys``, ``is_stopword``; ``tokens(text, lang)`` and ``fold(text)``.

A card is the content index's typed ``content.Card``.

A proposal is one word; a hyphenated or elided one ("années-lumière", "l'étoile") is split like
the text, and scores only when every meaningful part of it scores. The table's forms are
written without accents (``fold``), so "eclair" typed without its accent meets "éclair".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, Literal

from engine.core.content import load_json
from engine.core.errors import ContentError

from .content import Card, characteristic

PACKAGE = "engine.planete_ciel_espace"
LANGUAGES = ("fr", "en")

#: letters, possibly joined by apostrophes; hyphens and everything else separate words
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
#: words whose apostrophe is not an elision
_APOSTROPHE_WORDS = {"fr": frozenset({"aujourd'hui", "presqu'île", "quelqu'un", "quelqu'une"}),
                     "en": frozenset()}
_FAMILY_PREFIX = "="  # marks a family key, which can never equal a stem


def fold(text: str) -> str:
    """Lower-case ``text`` and remove its accents: "Œil Éclairé" -> "oeil eclaire"; full-width
    and other compatibility letters are read as plain ones (NFKC: "ｐｌｕｉｅ" -> "pluie")."""
    text = unicodedata.normalize("NFKC", text).casefold().replace("œ", "oe").replace("æ", "ae")
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def tokens(text: str, lang: str = "fr") -> list[str]:
    """The words of ``text``, lower-cased, split at hyphens and apostrophes (an elided "l'" or
    "qu'" becomes its own word, later dropped as a stopword)."""
    text = unicodedata.normalize("NFKC", text)
    text = text.replace("’", "'").replace("‘", "'").replace("ʼ", "'").replace("ʻ", "")
    out: list[str] = []
    for match in _WORD.finditer(text):
        word = match.group(0).casefold()
        if "'" in word and word not in _APOSTROPHE_WORDS[lang]:
            out.extend(part for part in word.split("'") if part)
        else:
            out.append(word)
    return out


class Language:
    """The stopwords and the word table of one language (``data/word_table.json``): every form
    of every word the cards print, with its lemmas, and the family of each lemma."""

    def __init__(self, lang: str, stopwords: Mapping[str, list[str]],
                 table: Mapping[str, Any]) -> None:
        self.lang = lang
        words = [w.casefold() for group in stopwords.values() for w in group]
        self.stopwords = frozenset(words)
        self.stopwords_folded = frozenset(fold(w) for w in words)
        forms: dict[str, list[str]] = table["forms"]
        family: dict[str, str] = table["family"]
        #: folded form -> its lemmas (a form can belong to two: "sens" is sens and sentir)
        self.forms: dict[str, tuple[str, ...]] = {f: tuple(lems) for f, lems in forms.items()}
        #: lemma -> its family's head, for lemmas with a family
        self.family: dict[str, str] = dict(family)
        #: words of the language one letter from an accepted form: never a typo
        self.near: frozenset[str] = frozenset(table["near"])
        #: known hyphenated words ("années-lumière"), folded
        self.compounds: frozenset[str] = frozenset(table["compounds"])
        self._lemma_forms: dict[str, list[str]] | None = None
        self.members: dict[str, list[str]] = {}
        for lemma, head in self.family.items():
            self.members.setdefault(_FAMILY_PREFIX + head, []).append(lemma)

    def is_stopword(self, word: str) -> bool:
        """Accents are compared when the word has some: "né" is not the particle "ne"."""
        low = word.casefold()
        if low in self.stopwords:
            return True
        return low == fold(low) and low in self.stopwords_folded

    def lemmas(self, word: str) -> tuple[str, ...]:
        """The lemmas of one word ("tournent" -> ("tourner",)); an unknown word is its own."""
        folded = fold(word)
        return self.forms.get(folded, (folded,))

    def keys(self, word: str) -> frozenset[str]:
        """The keys of one word: its lemmas, and the families of those lemmas."""
        out: set[str] = set()
        for lemma in self.lemmas(word):
            out.add(lemma)
            head = self.family.get(lemma)
            if head is not None:
                out.add(_FAMILY_PREFIX + head)
        return frozenset(out)

    def lemma_forms(self, lemma: str) -> list[str]:
        """Every folded form of ``lemma`` in the table (built on first use)."""
        if self._lemma_forms is None:
            index: dict[str, list[str]] = {}
            for form, lemmas in self.forms.items():
                for lem in lemmas:
                    index.setdefault(lem, []).append(form)
            self._lemma_forms = index
        if lemma.startswith(_FAMILY_PREFIX):
            return [f for member in self.members.get(lemma, ()) for f in self.lemma_forms(member)]
        return self._lemma_forms.get(lemma, [fold(lemma)])

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
    table = load_json(PACKAGE, "data/word_table.json")
    return Language(lang, stopwords[lang], table[lang])


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


Result = Literal["scored", "not_in_text", "label", "title", "several_words"]
#: why a proposal scored or not, in a child's words (``pce.reason.<reason>``)
Reason = Literal["same", "form", "family", "typo", "almost", "look_alike", ""]
#: a typo is accepted only in words at least this long (shorter ones are too easily another word)
TYPO_MIN_LENGTH = 5


@dataclass(frozen=True)
class Verdict:
    """How the judge read one proposal on one card: ``result``, ``reason`` (why), the text's
    word it met (``text_word``, as printed, lower-case) and, for a typo (forgiven, or
    ``almost`` when typos are not), the word meant."""

    result: Result
    reason: Reason = ""
    text_word: str = ""
    meant: str = ""
    keys: frozenset[str] = frozenset()

    @property
    def scored(self) -> bool:
        return self.result == "scored"


@dataclass(frozen=True)
class _CardWords:
    """One card in one language: text keys -> the first text word carrying them, and the keys
    that never score (title, labels)."""

    text: dict[str, str]
    title: frozenset[str]
    labels: frozenset[str]
    words: tuple[str, ...]  # the text's content words, lower-case, in order


#: subject pronouns after which a function word of a text is a verb form ("il entre": entrer);
#: the word table's tool reads the texts the same way (tools/planete_words/build_table.py)
VERB_AFTER: dict[str, tuple[str, ...]] = {"fr": ("il", "elle", "on", "ils", "elles", "qui")}


@lru_cache(maxsize=512)
def _card_words(card_id: str, text: str, title: str, labels: tuple[str, ...],
                lang: str) -> _CardWords:
    lng = language(lang)
    index: dict[str, str] = {}
    words: list[str] = []
    previous = ""
    for word in tokens(text, lang):
        previous, before = word, previous
        if lng.is_stopword(word):
            if before in VERB_AFTER.get(lang, ()):
                # "il entre": the verb, not the preposition — its forms count ("entrer"),
                # the function word itself still does not
                for key in sorted(lng.keys(word) - {fold(word), word}):
                    index.setdefault(key, word)
            continue
        words.append(word)
        for key in sorted(lng.keys(word)):
            index.setdefault(key, word)
    label_keys: set[str] = set()
    for label in labels:
        label_keys |= lng.content_keys(label)
    return _CardWords(index, lng.content_keys(title), frozenset(label_keys), tuple(words))


def _words_of(card: Card, lang: str) -> _CardWords:
    try:
        text, title = card.text[lang], card.title[lang]
    except KeyError as exc:
        raise ContentError(f"card {card.id!r}: cannot match words: missing {exc}") from exc
    return _card_words(card.id, text, title, _label_texts(card, lang), lang)


def one_edit_apart(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` differ by one slip of the fingers: one letter changed, added or
    removed, or two neighbours swapped ("hélicotpère" for "hélicoptère")."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        swapped = i + 1 < len(a) and a[i] == b[i + 1] and a[i + 1] == b[i]
        return a[i + 1:] == b[i + 1:] or (swapped and a[i + 2:] == b[i + 2:])
    return a[i:] == b[i + 1:]


def _look_alike(folded: str, cw: _CardWords) -> str:
    """A text word spelled close to ``folded`` (one or two letters apart, or the same start),
    named when a proposal does not score: "aire" meets "air"."""
    for word in cw.words:
        other = fold(word)
        if len(other) < 3 or other == folded:
            continue
        if one_edit_apart(folded, other) or (
                len(folded) >= 4 and abs(len(other) - len(folded)) <= 2
                and other[:4] == folded[:4]):
            return word
    return ""


def _typo(folded: str, cw: _CardWords, lng: Language) -> tuple[str, str, frozenset[str]]:
    """(text word, the word meant, its keys) when ``folded`` is one letter from a form that
    scores on the card and is not itself a word of the language; else empty."""
    if len(folded) < TYPO_MIN_LENGTH or folded in lng.forms or folded in lng.near:
        return "", "", frozenset()
    # the text's own words first, then their other forms, then their families
    ordered = sorted(cw.text.items(), key=lambda kv: (kv[0].startswith(_FAMILY_PREFIX),
                                                       not one_edit_apart(folded, fold(kv[1]))))
    for key, word in ordered:
        if key in cw.title or key in cw.labels:
            continue
        for form in lng.lemma_forms(key):
            if one_edit_apart(folded, form):
                meant = word if fold(word) == form else (key if fold(key) == form else form)
                keys = lng.keys(form) - cw.title - cw.labels
                return word, meant, frozenset(k for k in keys if k in cw.text)
    return "", "", frozenset()


def _part_verdict(part: str, cw: _CardWords, lng: Language, typos: bool) -> Verdict:
    keys = lng.keys(part)
    if keys & cw.title:
        return Verdict("title", keys=keys)
    if keys & cw.labels:
        return Verdict("label", keys=keys)
    folded = fold(part)
    lemma_hits = [k for k in sorted(keys) if not k.startswith(_FAMILY_PREFIX) and k in cw.text]
    if lemma_hits:
        word = cw.text[lemma_hits[0]]
        reason: Reason = "same" if fold(word) == folded else "form"
        return Verdict("scored", reason, word, keys=frozenset(k for k in keys if k in cw.text))
    family_hits = [k for k in sorted(keys) if k in cw.text]
    if family_hits:
        return Verdict("scored", "family", cw.text[family_hits[0]],
                       keys=frozenset(family_hits))
    word, meant, typo_keys = _typo(folded, cw, lng)
    if typo_keys:  # one slip from a text word: forgiven, or "presque : scaphandre ?"
        return (Verdict("scored", "typo", word, meant, typo_keys) if typos
                else Verdict("not_in_text", "almost", word, meant))
    alike = _look_alike(folded, cw)
    return Verdict("not_in_text", "look_alike" if alike else "", alike)


def verdict(word: str, card: Card, lang: str = "fr", typos: bool = False) -> Verdict:
    """The judge's reading of one proposal on one card (see the module's doc). ``typos``: the
    set-up's option (on by default: the paper game's words are spoken, where spelling never
    matters) that forgives one slip (``one_edit_apart``) in a word of 5 letters or more; when
    it is off, such a word is refused as ``almost`` the text's word."""
    lng = language(lang)
    if len(word.split()) != 1:
        return Verdict("several_words")
    parts = [p for p in tokens(word, lang) if not lng.is_stopword(p)]
    if not parts:
        return Verdict("not_in_text")
    if is_several_words(word, lang):
        return Verdict("several_words")
    cw = _words_of(card, lang)
    verdicts = [_part_verdict(p, cw, lng, typos) for p in parts]
    failed = next((v for v in verdicts if not v.scored), None)
    if failed is not None:
        return failed
    keys: set[str] = set()
    for v in verdicts:
        keys |= v.keys
    first = verdicts[0]
    return Verdict("scored", first.reason, first.text_word, first.meant, frozenset(keys))


def is_several_words(word: str, lang: str = "fr") -> bool:
    """A hyphenated proposal that is not a known compound word ("pluie-goutte-prisme-rouge"):
    several words, refused at once (one proposal is one word); "années-lumière" is one."""
    lng = language(lang)
    text = unicodedata.normalize("NFKC", word).replace("’", "'")
    if "-" not in text:
        return False
    parts = [p for p in tokens(text, lang) if not lng.is_stopword(p)]
    if len(parts) <= 1:
        return False
    whole = fold(text.split("'")[-1]) if "'" in text else fold(text)
    return whole not in lng.compounds and fold(text) not in lng.compounds


def matched_keys(word: str, card: Card, lang: str = "fr", typos: bool = False) -> frozenset[str]:
    """The card's text keys that ``word`` scores with, or an empty set when it does not score."""
    found = verdict(word, card, lang, typos)
    return found.keys if found.scored else frozenset()


def scores(word: str, card: Card, lang: str = "fr", typos: bool = False) -> bool:
    """Whether ``word``, said by a player, wins a star on ``card`` (see the module's doc)."""
    return verdict(word, card, lang, typos).scored


def scoring_words(words: Iterable[str], card: Card, lang: str = "fr",
                  typos: bool = False) -> list[str]:
    """The distinct scoring words among ``words``, in the order said: a word that scores with
    the same text word as an earlier one (same word, same family, another spelling) is not
    counted again."""
    claimed: set[str] = set()
    out: list[str] = []
    for word in words:
        keys = matched_keys(word, card, lang, typos)
        if keys and not keys & claimed:
            claimed |= keys
            out.append(word)
    return out


def accepted_words(card: Card, lang: str = "fr") -> list[str]:
    """The dictionary words (lemmas) the judge accepts on ``card``, with every form of each
    (plural, feminine, conjugation) accepted too, typos aside, sorted: for teachers."""
    lng = language(lang)
    cw = _words_of(card, lang)
    out: set[str] = set()
    for key in cw.text:
        if key in cw.title or key in cw.labels:
            continue
        members = lng.members.get(key, []) if key.startswith(_FAMILY_PREFIX) else [key]
        out.update(m for m in members if not lng.keys(m) & (cw.title | cw.labels))
    return sorted(out)
