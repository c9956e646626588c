"""A fingerprint of the content that can move a game's outcome.

A save replays its moves to rebuild its snapshot. If a figure, an effect or an answer changes
while the game's ``rules_version`` stays the same, the saves of that version stop replaying:
the change must bump the version (and add that release's golden saves). The fingerprint makes
that mechanical: ``tests/golden/rules_fingerprints.json`` pins one per game and rules version,
and a test fails as soon as the content no longer matches the pinned value of its version.

What counts is every ``data/*.json`` file of the game's package except ``strings.json``, with
the words taken out: translations (objects of ``fr``/``en`` texts), sources and comments. A
game whose rules read a text (Planète's judge reads the cards' texts) names those files in
``Game.judged_text_files``; their translations count.
"""

from __future__ import annotations

import hashlib
import importlib.resources
import json
from typing import Any

from .game import Game

#: keys whose values are words for people, never read by the rules
TEXT_KEYS = frozenset({"comment", "comments", "note", "notes", "source", "sources", "credit",
                       "credits", "licence", "license", "scientific", "description",
                       "article", "gender"})  # a name's grammar: "la Baleine bleue ... la met"
LANGUAGES = frozenset({"fr", "en"})


def without_words(value: Any) -> Any:
    """``value`` with its translations set to ``None`` and its ``TEXT_KEYS`` removed."""
    if isinstance(value, dict):
        if value and set(value) <= LANGUAGES and all(isinstance(v, str) for v in value.values()):
            return None
        return {k: without_words(v) for k, v in sorted(value.items()) if k not in TEXT_KEYS}
    if isinstance(value, list):
        return [without_words(v) for v in value]
    return value


def rules_content(game: Game[Any, Any]) -> dict[str, Any]:
    """The game's content as the rules read it: file name -> data without words."""
    package = type(game).__module__.rpartition(".")[0]
    folder = importlib.resources.files(package) / "data"
    out: dict[str, Any] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".json") or entry.name == "strings.json":
            continue
        data = json.loads(entry.read_text(encoding="utf-8"))
        out[entry.name] = data if entry.name in game.judged_text_files else without_words(data)
    return out


def content_fingerprint(content: Any) -> str:
    """sha256 of ``content`` without its words, in a canonical JSON form."""
    text = json.dumps(without_words(content), sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def rules_fingerprint(game: Game[Any, Any]) -> str:
    """The fingerprint of ``rules_content(game)``."""
    text = json.dumps(rules_content(game), sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
