"""The longest French sentences the app can show, by word count: the ones a child of 8–12 finds
hardest to read.

It reads the same strings as the typography rule (``tools/french_typography.py``): every French
string of every JSON file a screen reads, sources and notes included. A source line (a
bibliographic reference) is not a sentence for the child and is left out.

``python3 tools/hard_sentences.py [N]`` prints the N longest sentences (15 by default) with
their place; ``tests/web/test_sentence_length.py`` holds every sentence under ``WORD_LIMIT``.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from tools.french_typography import french_strings, hidden_keys, text_files  # noqa: E402

#: the most words one shown French sentence may have. Before issue 37 the longest had 56, 45
#: and 41 words, and 41 sentences more than 27; the rewritten ones have at most 26. The longest
#: left, 29 words, is a Planète card whose text the word judge reads (pinned by its fingerprint).
WORD_LIMIT = 29
#: keys whose strings are not sentences a child reads: references (author, title, year) and the
#: curators' reasons in Défis's curated.json (English, never copied into species.json)
SKIPPED_KEYS = frozenset({"source", "sources", "citation", "credit", "credits", "licence", "license",
                          "url", "scientific", "scientific_name", "latin", "reason"})

# a sentence ends at . ! ? … followed by a space and a capital, an opening quote or a
# placeholder; a line break and a list's " · " end one too ("p. ex." or "1,5" do not)
_END = re.compile(r"(?<=[.!?…])[\s\u202f\u00a0»)]*\s+(?=[«\"(A-ZÀ-ÖØ-Þ{0-9])|\n+|\s·\s")
_ABBREVIATIONS = ("p. ex.", "env.", "av. J.-C.", "apr. J.-C.", "etc.", "cf.", "M.", "n°.")
_WORD = re.compile(r"\{[^}]*\}|[\w’'-]*\w[\w’'-]*")
_MARKUP = re.compile(r"<[^>]+>|\*\*|__")


def sentences(text: str) -> list[str]:
    """The sentences of ``text`` (markup removed), in order."""
    text = _MARKUP.sub(" ", text)
    protected = text
    for abbreviation in _ABBREVIATIONS:
        protected = protected.replace(abbreviation, abbreviation.replace(".", "\x00"))
    return [part.replace("\x00", ".").strip() for part in _END.split(protected) if part.strip()]


def word_count(sentence: str) -> int:
    """Words of ``sentence`` as a reader counts them ("l'air" is one, a placeholder is one)."""
    return len(_WORD.findall(sentence))


def _is_skipped(where: str) -> bool:
    keys = re.findall(r"\.([^.\[]+)", where)
    return any(key in SKIPPED_KEYS for key in keys)


def shown_sentences() -> Iterator[tuple[str, str, int]]:
    """(place, sentence, words) of every French sentence a screen can show."""
    for path in text_files():
        name = path.relative_to(ROOT).as_posix()
        data = json.loads(path.read_text(encoding="utf-8"))
        for where, text in french_strings(data, hidden=hidden_keys(path)):
            if _is_skipped(where):
                continue
            for sentence in sentences(text):
                yield f"{name}{where}", sentence, word_count(sentence)


def longest(count: int = 15) -> list[tuple[str, str, int]]:
    """The ``count`` longest shown sentences, longest first (each sentence once)."""
    seen: dict[str, tuple[str, str, int]] = {}
    for where, sentence, words in shown_sentences():
        seen.setdefault(sentence, (where, sentence, words))
    return sorted(seen.values(), key=lambda item: -item[2])[:count]


if __name__ == "__main__":
    for where, sentence, words in longest(int(sys.argv[1]) if len(sys.argv) > 1 else 15):
        print(f"{words:3d}  {where}\n     {sentence}\n")
