"""The translation layer: French first, English second, every string through ``t``.

Strings live in ``web/data/strings.json`` (the shell's), in each game's
``engine/<game>/data/strings.json`` (its log, results and errors) and in each game's
``web/games/<game>/strings.json`` (its table's words); all are ``{"key": {"fr": "...", "en": "..."}}`` with
``{name}`` placeholders. A missing key or language is a bug that the tests catch; in
production the key itself is shown rather than crashing a game.
"""

from __future__ import annotations

import json
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


class _Formatter(string.Formatter):
    """Placeholders may name the word before them: ``{name:de}`` is "de Papa" or "d'Inès"
    in French (English ignores the word: its strings say "{name}'s"). A list argument is
    names, joined with "et"/"and"."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, (list, tuple)):
            value = join_names(value, self.lang)
        if format_spec.isalpha():
            return before_name(format_spec, str(value)) if self.lang == "fr" else str(value)
        return str(super().format_field(value, format_spec))


class Translator:
    """``t(key, **args)``: the text in the reader's language, placeholders filled.

    Counts: a key with a ``key.one`` sibling (the plural being ``key`` or ``key.other``) is
    plural-aware; the count is the first placeholder of the text named in ``COUNT_ARGS``
    (``n``, ``count``, ``stars``...; a list of names counts its names). The singular is used
    below 2 in French ("0 étoile", "1,5 an") and for exactly 1 in English ("1 move",
    "0 moves"). Names: ``{name:de}`` elides ("d'Inès", "de Papa", "du fantôme"); a list
    argument is joined with "et"/"and" ("Inès et le fantôme")."""

    def __init__(self, lang: str = "fr") -> None:
        self.lang = lang if lang in LANGUAGES else "fr"

    def is_one(self, count: float) -> bool:
        return abs(count) < 2 if self.lang == "fr" else count == 1

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
        if args:
            text = _Formatter(self.lang).vformat(text, (), _Args(args))
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
        value = args.get(name)
        if isinstance(value, (list, tuple)):
            return float(len(value))
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        if isinstance(value, str):  # a figure already formatted ("1", "0,5")
            try:
                return float(value.replace("\u202f", "").replace("\u00a0", "").replace(",", "."))
            except ValueError:
                continue
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
