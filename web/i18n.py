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
    def __init__(self, lang: str = "fr") -> None:
        self.lang = lang if lang in LANGUAGES else "fr"

    def has(self, key: str) -> bool:
        return key in catalog()

    def __call__(self, key: str, **args: Any) -> str:
        entry = catalog().get(key)
        if entry is None:
            return key
        text = entry.get(self.lang) or entry.get("fr") or key
        if args:
            text = string.Formatter().vformat(text, (), _Args(args))
        return text


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
