"""Helpers for the games' content files: loading packaged JSON, bilingual texts, checks.

Every game keeps its cards, boards and texts as JSON inside its own package (``data/``), loads
them with ``load_json`` and validates them with these small checks, which raise
``ContentError`` naming the exact place (``cards[12].title.en``) that is wrong.
"""

from __future__ import annotations

import importlib
import json
import os
from typing import Any

from .errors import ContentError

LANGUAGES = ("fr", "en")


def read_bytes(package: str, name: str) -> bytes:
    """The bytes of ``name`` (e.g. ``"data/cards.json"``) inside ``package``, read through the
    package's own loader, so that it works however the package is installed (files, or a zip
    on ``sys.path``). ``importlib.resources`` would do the same, but importing it costs ~15 ms
    of every browser boot (Pyodide compiles its standard library from source). Raises
    ``OSError`` when there is no such file."""
    module = importlib.import_module(package)
    loader: Any = module.__spec__.loader if module.__spec__ else None
    if loader is None or not hasattr(loader, "get_data") or module.__file__ is None:
        raise OSError(f"{package}: no loader to read {name} with")
    return bytes(loader.get_data(os.path.join(os.path.dirname(module.__file__), *name.split("/"))))


def read_text(package: str, name: str) -> str:
    return read_bytes(package, name).decode("utf-8")


def load_json(package: str, name: str) -> Any:
    """Read and parse ``name`` (e.g. ``"data/cards.json"``) from inside ``package``."""
    try:
        return json.loads(read_text(package, name))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ContentError(f"{package}/{name}: {exc}") from exc


def require(condition: bool, where: str, message: str) -> None:
    if not condition:
        raise ContentError(f"{where}: {message}")


def check_text(value: Any, where: str, *, min_words: int = 0, max_words: int | None = None) -> None:
    """A bilingual text: ``{"fr": "...", "en": "..."}``, both non-empty, optionally bounded."""
    require(isinstance(value, dict), where, "expected {'fr': ..., 'en': ...}")
    require(set(value) == set(LANGUAGES), where, f"languages {sorted(value)} != {list(LANGUAGES)}")
    for lang in LANGUAGES:
        text = value[lang]
        require(isinstance(text, str) and text.strip() != "", f"{where}.{lang}", "empty text")
        words = len(text.split())
        require(words >= min_words, f"{where}.{lang}", f"{words} words < {min_words}")
        if max_words is not None:
            require(words <= max_words, f"{where}.{lang}", f"{words} words > {max_words}")


def check_unique(items: list[Any], key: str, where: str) -> None:
    seen: set[Any] = set()
    for i, item in enumerate(items):
        value = item[key]
        require(value not in seen, f"{where}[{i}].{key}", f"duplicate {value!r}")
        seen.add(value)


def iter_texts(value: Any, path: str = "") -> list[tuple[str, str, str]]:
    """Every bilingual text inside ``value`` as ``(path, lang, text)``: for spell checks."""
    out: list[tuple[str, str, str]] = []
    if isinstance(value, dict):
        if set(value) == set(LANGUAGES) and all(isinstance(v, str) for v in value.values()):
            return [(path, lang, value[lang]) for lang in LANGUAGES]
        for k, v in value.items():
            out.extend(iter_texts(v, f"{path}.{k}" if path else str(k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(iter_texts(v, f"{path}[{i}]"))
    return out
