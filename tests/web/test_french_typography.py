"""Every French string of the app follows the one typographic rule (README, text conventions).

The rule and its fixer live in ``tools/french_typography.py``: a failing string here is
corrected by running ``python3 tools/french_typography.py`` (then read the diff).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools.french_typography import MINUS, NARROW, NBSP, fix, french_strings, problems, text_files

FILES = text_files()


def test_the_files_are_found() -> None:
    names = {f"{f.parent.name}/{f.name}" for f in FILES}
    assert {"data/strings.json", "climat_tic_tac/strings.json", "data/cards.json",
            "data/questions.json", "data/species.json"} <= names
    assert len(FILES) >= 25


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_every_french_string_follows_the_rule(path: Path) -> None:
    broken = [f"{where}: {problem}" for where, text in french_strings(json.loads(path.read_text("utf-8")))
              for problem in problems(text)]
    assert not broken, "\n".join(broken[:20])


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_no_french_string_writes_a_plural_in_brackets(path: Path) -> None:
    """"étoile(s)" is replaced by ``key.one``/``key.other`` (web/i18n.py)."""
    found = [where for where, text in french_strings(json.loads(path.read_text("utf-8"))) if "(s)" in text]
    assert not found, found


def test_the_checker_catches_each_kind_of_fault() -> None:
    for bad in ("Bravo !", "Le but : gagner", "« oui »", "30 000 ans", "43 °C", "il fait -50",
                "Bravo\u00a0!", "«oui\u202f»", "Quoi?"):
        assert problems(bad), bad
        assert fix(bad) == bad or not problems(fix(bad)) or bad in ("«oui\u202f»", "Quoi?")


def test_the_fixer_writes_the_rule() -> None:
    assert fix("« Il fait -50 °C : 30 000 km ! »") == (
        f"«{NARROW}Il fait {MINUS}50{NBSP}°C{NARROW}: 30{NARROW}000{NBSP}km{NARROW}!{NARROW}»")
    assert fix("entre 1 et 3 mois, en 2024, 1,5 m") == f"entre 1 et 3 mois, en 2024, 1,5{NBSP}m"
