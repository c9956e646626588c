"""The check every game's string table passes: each key the code uses is there, each text is
written in both languages."""

from __future__ import annotations

from collections.abc import Iterable


def check_string_table(used: Iterable[str], texts: dict[str, dict[str, str]], prefix: str = "") -> None:
    """Fail on a used key missing from ``texts``, a key outside ``prefix``, or a text that is
    empty or not in exactly French and English."""
    missing = sorted(k for k in used if k not in texts)
    assert missing == []
    for key, value in texts.items():
        assert key.startswith(prefix), key
        assert set(value) == {"fr", "en"} and value["fr"].strip() and value["en"].strip(), key
