"""French typography for every French string of the app: the one rule, its fixer and its checker.

The rule (written in the README's text conventions):

- a narrow no-break space (U+202F) before ``: ; ! ? »`` and after ``«``;
- a narrow no-break space between groups of thousands ("30 000");
- a no-break space (U+00A0) between a figure and its unit symbol ("43 °C", "12 %", "5 km");
- a true minus sign (U+2212) for a negative figure ("−50 °C").

A French string is any string a French screen can show from a JSON file of the app (``web/`` and
every ``engine/<game>/data/``, at any depth): every value under a ``"fr"`` key, and every string
written for both languages at once (sources, notes, scientific names) — all but the English
texts (under ``"en"``) and the comments for developers (``NOT_SHOWN``). Strings built by the
Python code are held to the same rule by rendering the screens
(``tests/web/test_french_typography.py``). ``python3 tools/french_typography.py`` rewrites the
files in place (only those strings, byte for byte elsewhere).
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NARROW = "\u202f"
NBSP = "\u00a0"
MINUS = "\u2212"

#: unit symbols written after a figure (a letter unit must end the word: "5 m" but not "5 mois")
UNITS = ("°C", "°F", "°", "%", "‰", "ppm", "km/h", "km/s", "km²", "km", "m²", "m³", "m/s", "cm",
         "mm", "µm", "nm", "kg", "g", "t", "m", "kWh", "kW", "MW", "GW", "W", "Gt", "Mt", "ha",
         "hPa", "L", "K", "€", "TWh", "GWh", "MWh", "GJ", "MJ", "min", "s", "h")
#: keys of the JSON files whose values no screen shows (notes for whoever edits the file)
NOT_SHOWN = frozenset({"_comment", "comment", "comments", "about", "doc", "field_types", "formula"})
#: keys no screen shows in one file: Planète's card sources (the judge's cards.json is pinned
#: whole by its rules fingerprint, and no screen prints them)
NOT_SHOWN_IN = {"engine/planete_ciel_espace/data/cards.json": frozenset({"source"})}


def hidden_keys(path: Path) -> frozenset[str]:
    """The keys of ``path`` whose values no screen shows."""
    return NOT_SHOWN | NOT_SHOWN_IN.get(path.resolve().relative_to(ROOT).as_posix(), frozenset())
_UNIT = "|".join(re.escape(u) for u in UNITS)

_BEFORE_PUNCT = re.compile(r"[ \u00a0]+([:;!?»])")
_AFTER_GUILLEMET = re.compile(r"«[ \u00a0]+")
_THOUSANDS = re.compile(r"(?<![\d,.])(\d{1,3})[ \u00a0]((?:\d{3}[ \u00a0\u202f])*\d{3})(?![\d,])")
_FIGURE_UNIT = re.compile(r"([\d}])[ \u202f](" + _UNIT + r")(?![\w²³'’])")  # not "3 s'y"
_GLUED = re.compile(r"(?<=[^\s\u202f\u00a0{(\[«;!?])([;!?»])")
_URL = re.compile(r"https?://\S+|www\.\S+")
_HYPHEN_MINUS = re.compile(r"(^|[\s(\u00a0\u202f])-(\d)")


def fix(text: str) -> str:
    """``text`` with the rule applied (idempotent)."""
    urls = _URL.findall(text)  # a web address keeps its "?" and ";" as they are
    text = _URL.sub("\x00", text)
    text = _BEFORE_PUNCT.sub(NARROW + r"\1", text)
    text = _GLUED.sub(NARROW + r"\1", text)
    text = re.sub(r"«(?=[^\s\u202f\u00a0])", "«" + NARROW, text)
    text = _AFTER_GUILLEMET.sub("«" + NARROW, text)
    text = _THOUSANDS.sub(lambda m: m.group(1) + NARROW + re.sub(r"[ \u00a0]", NARROW, m.group(2)), text)
    text = _FIGURE_UNIT.sub(r"\1" + NBSP + r"\2", text)
    text = _HYPHEN_MINUS.sub(r"\1" + MINUS + r"\2", text)
    for url in urls:
        text = text.replace("\x00", url, 1)
    return text


def problems(text: str) -> list[str]:
    """What breaks the rule in ``text``, as short descriptions with the place."""
    text = _URL.sub("URL", text)
    found = []
    for pattern, what in ((_BEFORE_PUNCT, "space before punctuation"),
                          (_AFTER_GUILLEMET, "space after «"),
                          (_THOUSANDS, "space inside a number"),
                          (_FIGURE_UNIT, "space between a figure and its unit"),
                          (_HYPHEN_MINUS, "hyphen used as a minus")):
        for match in pattern.finditer(text):
            if pattern is _BEFORE_PUNCT and "\u00a0" not in match.group(0) and " " not in match.group(0):
                continue
            found.append(f"{what}: …{text[max(0, match.start() - 15):match.end() + 5]}…")
    if re.search(r"[^\s\u202f\u00a0{(\[«]([;!?»])", text.replace("?!", "?").replace("!?", "!")):
        for match in re.finditer(r"(\w)([;!?»])", text):
            found.append(f"no space before punctuation: …{text[max(0, match.start() - 15):match.end() + 5]}…")
    if re.search(r"«[^\u202f]", text):
        found.append("no narrow space after «")
    return found


def text_files() -> list[Path]:
    """Every JSON file the app ships or builds its content from: the shell's, the tables', the
    games' data, and Défis's ``curated.json`` (the source of its species.json)."""
    files = [*sorted((ROOT / "web").rglob("*.json")), *sorted((ROOT / "engine").glob("*/data/**/*.json")),
             ROOT / "tools" / "defis_nature_species" / "curated.json"]
    return [f for f in files if "static" not in f.relative_to(ROOT).parts]


def french_strings(data: Any, where: str = "", hidden: frozenset[str] = NOT_SHOWN) -> Iterator[tuple[str, str]]:
    """(place, text) of every string a French screen may show, at any depth: all but the
    English texts (under ``"en"``) and the developers' notes (``hidden``)."""
    if isinstance(data, str):
        yield where, data
    elif isinstance(data, dict):
        for key, value in data.items():
            if key != "en" and key not in hidden and not key.startswith("about_"):
                yield from french_strings(value, f"{where}.{key}", hidden)
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from french_strings(value, f"{where}[{index}]", hidden)


def fix_file(path: Path) -> int:
    """Rewrite the French strings of ``path`` in place; return how many changed."""
    raw = path.read_text(encoding="utf-8")
    changed = 0
    for _, text in french_strings(json.loads(raw), hidden=hidden_keys(path)):
        fixed = fix(text)
        if fixed == text:
            continue
        old, new = (json.dumps(s, ensure_ascii=False) for s in (text, fixed))
        if old not in raw and new in raw:  # the same text met earlier in the file
            continue
        if old not in raw:
            raise SystemExit(f"{path}: cannot find {old[:60]!r} as written")
        raw = raw.replace(old, new)
        changed += 1
    path.write_text(raw, encoding="utf-8")
    return changed


if __name__ == "__main__":
    for file in text_files():
        count = fix_file(file)
        if count:
            print(f"{file.relative_to(ROOT)}: {count} strings", file=sys.stderr)
