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
        merged: dict[str, dict[str, str]] = {}
        for package in PACKAGES.values():
            merged.update(_read(package, "data/strings.json"))
            merged.update(_read("web.games." + package.rsplit(".", 1)[1], "strings.json"))
        merged.update(_read("web", "data/strings.json"))
        merged.update(_read("web", "data/classroom.json"))  # set-up links, embedding, replays
        merged.update(_extra)
        _catalog = merged
    return _catalog


_extra: dict[str, dict[str, str]] = {}


def add_strings(strings: dict[str, dict[str, str]]) -> None:
    """Strings of a game registered at run time (the tests' tiny game)."""
    global _catalog
    _extra.update(strings)
    _catalog = None


class _Args(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Translator:
    """``t(key, **args)``: the text in the reader's language, placeholders filled. A key with
    a ``key.one`` sibling is plural-aware: the singular is used when the count argument
    (``n``, ``count``...) calls for it — below 2 in French ("1,5 an", "0 coup"), exactly 1
    in English ("1 move", "0 moves")."""

    def __init__(self, lang: str = "fr") -> None:
        self.lang = lang if lang in LANGUAGES else "fr"

    def _is_one(self, args: dict[str, Any]) -> bool:
        count = _count_of(args)
        if count is None:
            return False
        return abs(count) < 2 if self.lang == "fr" else count == 1

    def has(self, key: str) -> bool:
        return key in catalog()

    def __call__(self, key: str, **args: Any) -> str:
        entry = catalog().get(key)
        if entry is None:
            return key
        singular = catalog().get(key + ".one")
        if singular is not None and self._is_one(args):
            entry = singular
        text = entry.get(self.lang) or entry.get("fr") or key
        if args:
            text = string.Formatter().vformat(text, (), _Args(args))
        return text


#: the argument that decides between ``key`` and its singular ``key.one``, first found
COUNT_ARGS = ("n", "count", "cards", "players", "juniors", "points", "score")


def _count_of(args: dict[str, Any]) -> float | None:
    for name in COUNT_ARGS:
        value = args.get(name)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        if isinstance(value, str):  # a figure already formatted ("1", "0,5")
            try:
                return float(value.replace("\u202f", "").replace(",", "."))
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
