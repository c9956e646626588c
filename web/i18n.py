"""The translation layer: French first, English second, every string through ``t``.

Strings live in ``web/data/strings.json`` (the shell's), in each game's
``engine/<game>/data/strings.json`` (its log, results and errors) and in each game's
``web/games/<game>/strings.json`` (its table's words); all are ``{"key": {"fr": "...", "en": "..."}}`` with
``{name}`` placeholders. A missing key or language is a bug that the tests catch; in
production the key itself is shown rather than crashing a game.
"""

from __future__ import annotations

import json
import re
import string
from typing import Any

from engine.core.content import read_text
from engine.core.registry import PACKAGES

LANGUAGES = ("fr", "en")
_catalog: dict[str, dict[str, str]] | None = None


def _read(package: str, name: str) -> dict[str, dict[str, str]]:
    try:
        text = read_text(package, name)
    except (ModuleNotFoundError, OSError):
        return {}
    data = json.loads(text)
    return data if isinstance(data, dict) else {}


def catalog() -> dict[str, dict[str, str]]:
    """Every translatable string: the shell's and every registered game's."""
    global _catalog
    if _catalog is None:
        # the games' titles and pitches, extracted by build.py for the browser's home page: a
        # game's own strings arrive with its wheel, when it opens (absent from the sources)
        merged: dict[str, dict[str, str]] = _read("web", "data/home_strings.json")
        for package in PACKAGES.values():
            merged.update(_read(package, "data/strings.json"))
            merged.update(_read("web.games." + package.rsplit(".", 1)[1], "strings.json"))
        merged.update(_read("web", "data/strings.json"))
        merged.update(_read("web", "data/classroom.json"))  # set-up links, embedding, replays
        merged.update(_read("web", "data/safety.json"))  # other tabs, storage, hostile inputs
        merged.update(_extra)
        _catalog = merged
    return _catalog


_extra: dict[str, dict[str, str]] = {}


def reload_catalog() -> None:
    """Read the strings again on next use: a game's wheel brought its strings (packages.py)."""
    global _catalog
    _catalog = None


def add_strings(strings: dict[str, dict[str, str]]) -> None:
    """Strings of a game registered at run time (the tests' tiny game)."""
    global _catalog
    _extra.update(strings)
    _catalog = None


def remove_strings(strings: dict[str, dict[str, str]]) -> None:
    """Forget strings added by ``add_strings`` (a test's game, once the test is over)."""
    global _catalog
    for key in strings:
        _extra.pop(key, None)
    _catalog = None


class _Args(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


#: French words that lose their vowel before a vowel or a mute h ("d'Inès", "qu'Hugo")
ELIDING = {"de": "d'", "le": "l'", "la": "l'", "que": "qu'", "je": "j'", "ne": "n'", "se": "s'"}
#: "de le fantôme" is "du fantôme", "à les" is "aux": the articles a name may start with
CONTRACTIONS = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"}
#: the word that joins the last name of a list, per language
AND = {"fr": "et", "en": "and"}


def starts_with_vowel_sound(word: str) -> bool:
    """A name heard with a vowel first: vowels (accented too), y before a consonant, and h,
    taken as mute as in nearly every first name ("d'Hugo", "d'Hélène")."""
    first = word[:1].lower()
    return first in "aàâäeéèêëiîïoôöuùûüœæh" or (first == "y" and word[1:2].lower() not in "aeiou")


def before_name(word: str, name: str) -> str:
    """The French ``word`` (de, le, que, à...) put before ``name``: elided ("d'Inès"),
    contracted with the name's own article ("du fantôme", "au fantôme") or kept ("de Papa")."""
    head, _, rest = name.partition(" ")
    contracted = CONTRACTIONS.get((word.lower(), head.lower())) if rest else None
    if contracted:
        return f"{contracted} {rest}"
    if word.lower() in ELIDING and starts_with_vowel_sound(name):
        return ELIDING[word.lower()] + name
    return f"{word} {name}"


def join_names(names: list[str] | tuple[str, ...], lang: str) -> str:
    """"Inès", "Inès et Papa", "Inès, Papa et le fantôme" (in English "... and ...")."""
    names = [str(n) for n in names]
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {AND.get(lang, AND['fr'])} " + names[-1]


def is_one(count: float, lang: str) -> bool:
    """The singular's rule: below 2 in French ("0 étoile", "1,5 an"), exactly 1 in English."""
    return abs(count) < 2 if lang == "fr" else count == 1


def as_count(value: Any) -> float | None:
    """``value`` as a count: a number, a figure already formatted ("1", "0,5"), a list's length."""
    if isinstance(value, (list, tuple)):
        return float(len(value))
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value.replace("\u202f", "").replace("\u00a0", "").replace(",", "."))
        except ValueError:
            return None
    return None


class Named(str):
    """A name with the grammatical gender of its noun ("f" or "m"): the words around it that
    agree choose their form with ``{card:le|la}`` (masculine|feminine): "la Baleine bleue ...
    la met", "le Python birman ... le met"."""

    gender: str

    def __new__(cls, text: str, gender: str = "m") -> Named:
        named = super().__new__(cls, text)
        named.gender = gender
        return named


#: a name that starts with its article ("le fantôme", "la Baleine bleue", "l'Éléphant", "the ghost")
_ARTICLE = re.compile(r"^(?:(?:le|la|les|the) |l')", re.IGNORECASE)


def sentence_case(value: str, starts_sentence: bool) -> str:
    """A name led by its article as the place in the sentence wants it: "Le fantôme gagne",
    "avec le fantôme", "The ghost wins", "with the ghost's"; other names are left as they are."""
    if not _ARTICLE.match(value):
        return value
    cased = (value[0].upper() if starts_sentence else value[0].lower()) + value[1:]
    return Named(cased, value.gender) if isinstance(value, Named) else cased


_article_names: dict[tuple[int, str], frozenset[str]] = {}


def article_names(lang: str) -> frozenset[str]:
    """The catalogue's names led by an article ("Le fantôme", "The ghost"): passed as an
    argument, each takes its capital only where a sentence starts ("celle du fantôme")."""
    entries = catalog()
    key = (id(entries), lang)
    if key not in _article_names:
        _article_names.clear()
        _article_names[key] = frozenset(
            e[lang] for e in entries.values()
            if isinstance(e.get(lang), str) and len(e[lang]) <= 40 and "{" not in e[lang] and _ARTICLE.match(e[lang]))
    return _article_names[key]


def _starts_sentence(before: str) -> bool:
    text = before.rstrip()
    return not text or text[-1] in ".!?…"


class _Formatter(string.Formatter):
    """Placeholders may name the word before them: ``{name:de}`` is "de Papa" or "d'Inès"
    in French (English ignores the word: its strings say "{name}'s"). A list argument is
    names, joined with "et"/"and". A count may also choose a word of its own:
    ``{d:défaussée|défaussées}`` is the singular or the plural as ``d`` asks, so a text with
    several counts agrees with each ("{n} dans la pioche, {d} {d:défaussée|défaussées}")."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def render(self, text: str, args: dict[str, Any]) -> str:
        """``text`` filled: each placeholder knows whether it starts a sentence (a name led by
        its article takes a capital there only)."""
        out: list[str] = []
        for literal, field, spec, conversion in self.parse(text):
            out.append(literal)
            if field is None:
                continue
            value, _ = self.get_field(field, (), args)
            if conversion:
                value = self.convert_field(value, conversion)
            if "|" not in (spec or ""):
                if isinstance(value, (list, tuple)):
                    value = join_names(value, self.lang)
                before = "".join(out).rstrip()
                # a typed name (a deck's, a player's) is kept as typed, and so is a quoted title
                if isinstance(value, Named) and not before.endswith(("«", "“", '"')):
                    value = sentence_case(value, _starts_sentence(before))
            out.append(self.format_field(value, spec or ""))
        return "".join(out)

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            first, _, second = format_spec.partition("|")
            if isinstance(value, Named):  # masculine|feminine
                return second if value.gender == "f" else first
            count = as_count(value)  # singular|plural
            return first if count is not None and is_one(count, self.lang) else second
        if isinstance(value, (list, tuple)):
            value = join_names(value, self.lang)
        if self.lang == "fr" and isinstance(value, (int, float)) and not isinstance(value, bool) and value < 0:
            value = "\u2212" + str(-value)  # French writes a true minus sign ("−2")
        if format_spec.isalpha():
            return before_name(format_spec, str(value)) if self.lang == "fr" else str(value)
        return str(super().format_field(value, format_spec))


class Translator:
    """``t(key, **args)``: the text in the reader's language, placeholders filled.

    Counts: a key with a ``key.one`` sibling (the plural being ``key`` or ``key.other``) is
    plural-aware, and a ``key.zero`` sibling says a count of 0 in words; the count is the
    first placeholder of the text named in ``COUNT_ARGS``
    (``n``, ``count``, ``stars``...; a list of names counts its names). The singular is used
    below 2 in French ("0 étoile", "1,5 an") and for exactly 1 in English ("1 move",
    "0 moves"). Names: ``{name:de}`` elides ("d'Inès", "de Papa", "du fantôme"); a list
    argument is joined with "et"/"and" ("Inès et le fantôme")."""

    def __init__(self, lang: str = "fr") -> None:
        self.lang = lang if lang in LANGUAGES else "fr"

    def is_one(self, count: float) -> bool:
        return is_one(count, self.lang)

    def to(self, you: int | None, about: list[int | None], key: str, **args: Any) -> str:
        """``key`` for a text about the seats ``about``; when it is about the seat spoken to as
        "tu"/"you" alone (a lesson's learner, named "Toi") and the key has a ``.you`` variant,
        that one: "Ton mot :", not "Ton mot, Toi :"; "Tu poses…", not "Toi pose…"."""
        if you is not None and about == [you] and self.has(key + ".you"):
            key += ".you"
        return self(key, **args)

    def has(self, key: str) -> bool:
        entries = catalog()
        return key in entries or key + ".other" in entries

    def __call__(self, key: str, **args: Any) -> str:
        entries = catalog()
        entry = entries.get(key) or entries.get(key + ".other")
        if entry is None:
            return key
        text = entry.get(self.lang) or entry.get("fr") or key
        singular = entries.get(key + ".one")
        if singular is not None:
            count = _count_of(args, placeholders(text))
            if count is not None and self.is_one(count):
                text = singular.get(self.lang) or singular.get("fr") or text
        # a count of nothing may say so in words ("déjà vide", not "0 en moins")
        nothing = entries.get(key + ".zero")
        if nothing is not None and _count_of(args, placeholders(text)) == 0:
            text = nothing.get(self.lang) or nothing.get("fr") or text
        if args:
            names = article_names(self.lang)
            args = {k: Named(v) if type(v) is str and v in names else v for k, v in args.items()}
            text = _Formatter(self.lang).render(text, _Args(args))
        return text

    def names(self, names: list[str]) -> str:
        """A list of names as the reader's language says it ("Inès et Papa")."""
        return join_names(names, self.lang)


#: the arguments that may decide between ``key`` and its singular ``key.one``
COUNT_ARGS = ("n", "count", "cards", "players", "juniors", "points", "score", "stars", "lost",
              "words", "units", "total", "done", "names")


def placeholders(text: str) -> list[str]:
    """The argument names of ``text``, in reading order ("{name:de}" is "name")."""
    return [field for _, field, _, _ in string.Formatter().parse(text) if field]


def _count_of(args: dict[str, Any], used: list[str]) -> float | None:
    """The first count the text names, in the order it reads."""
    for name in used:
        if name not in COUNT_ARGS:
            continue
        count = as_count(args.get(name))
        if count is not None:
            return count
    return None


def pick_language(query_lang: str | None, stored: str | None, browser_langs: list[str]) -> str:
    """``?lang=`` first, then the player's setting, then the browser's preference, else French."""
    for candidate in (query_lang, stored):
        if candidate in LANGUAGES:
            return str(candidate)
    for lang in browser_langs:
        code = lang.lower()[:2]
        if code == "fr":
            return "fr"
        if code == "en":
            return "en"
    return "fr"
