"""Spell-check content texts with Debian's hunspell (``hunspell-fr``, ``hunspell-en-us``).

One mechanism for every game's content test::

    from tests.support.spelling import misspelled
    assert misspelled(texts, "fr") == []

Proper names and project words that the dictionaries lack go in ``wordlist-fr.txt`` /
``wordlist-en.txt`` beside this file (one word a line), shared by all games.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path

HERE = Path(__file__).parent
DICTIONARIES = {"fr": "fr_FR", "en": "en_US"}
_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*", re.UNICODE)


def _wordlist(lang: str) -> set[str]:
    path = HERE / f"wordlist-{lang}.txt"
    if not path.exists():
        return set()
    return {w.strip() for w in path.read_text(encoding="utf-8").splitlines() if w.strip()}


def misspelled(texts: Iterable[str], lang: str, extra_words: Iterable[str] = ()) -> list[str]:
    """Words of ``texts`` that hunspell does not know, sorted and unique.

    Raises ``RuntimeError`` if hunspell or the dictionary is missing (``build.py test``
    installs them), so a missing tool fails loudly instead of passing silently.
    """
    if shutil.which("hunspell") is None:
        raise RuntimeError("hunspell is not installed (apt-get install hunspell hunspell-fr hunspell-en-us)")
    allowed = _wordlist(lang) | set(extra_words)
    words: set[str] = set()
    for text in texts:
        text = text.replace("**", " ")
        for word in _WORD.findall(text):
            words.add(word)
            # hunspell checks hyphen and apostrophe parts one by one in French: l'eau, arc-en-ciel
            words.update(p for p in re.split(r"[-'’]", word) if p)
    candidates = sorted(w for w in words if w not in allowed and w.lower() not in allowed)
    if not candidates:
        return []
    result = subprocess.run(
        ["hunspell", "-d", DICTIONARIES[lang], "-l", "-i", "utf-8"],
        input="\n".join(candidates),
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0 and not result.stdout:
        raise RuntimeError(f"hunspell failed: {result.stderr.strip()}")
    unknown = set(result.stdout.split())
    # a compound word is fine when hunspell knows it whole (aujourd'hui, arc-en-ciel) or
    # knows each of its parts (l'eau); a part alone is fine when some whole word holding it is
    known_wholes = [w for w in candidates if w not in unknown and re.search(r"[-'’]", w)]
    out = []
    for w in candidates:
        if w not in unknown:
            continue
        parts = [p for p in re.split(r"[-'’]", w) if p]
        if len(parts) > 1 and not any(p in unknown for p in parts):
            continue
        if len(parts) == 1 and any(w in re.split(r"[-'’]", whole) for whole in known_wholes):
            continue
        out.append(w)
    return out
