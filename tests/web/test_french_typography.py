"""Every French string of the app follows the one typographic rule (README, text conventions).

The rule and its fixer live in ``tools/french_typography.py``: a failing string here is
corrected by running ``python3 tools/french_typography.py`` (then read the diff).
"""

from __future__ import annotations

import html as html_lib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tools.french_typography import (
    MINUS,
    NARROW,
    NBSP,
    fix,
    french_strings,
    hidden_keys,
    problems,
    text_files,
)

FILES = text_files()


def test_the_files_are_found() -> None:
    names = {f"{f.parent.name}/{f.name}" for f in FILES}
    assert {"data/strings.json", "climat_tic_tac/strings.json", "data/cards.json",
            "data/questions.json", "data/species.json"} <= names
    assert len(FILES) >= 25


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_every_french_string_follows_the_rule(path: Path) -> None:
    broken = [f"{where}: {problem}" for where, text in french_strings(json.loads(path.read_text("utf-8")), hidden=hidden_keys(path))
              for problem in problems(text)]
    assert not broken, "\n".join(broken[:20])


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_no_french_string_writes_a_plural_in_brackets(path: Path) -> None:
    """"étoile(s)" is replaced by ``key.one``/``key.other`` (web/i18n.py)."""
    found = [where for where, text in french_strings(json.loads(path.read_text("utf-8")), hidden=hidden_keys(path)) if "(s)" in text]
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
    # a source quoted in English, a glued mark, a web address, "s" as a unit but not in "s'y"
    assert fix("NOAA, « What Causes a Rainbow? »; scijinks.gov") == (
        f"NOAA, «{NARROW}What Causes a Rainbow{NARROW}?{NARROW}»{NARROW}; scijinks.gov")
    assert fix("voir https://example.org/page?id=3;x") == "voir https://example.org/page?id=3;x"
    assert fix("{n} s, 3 s'y posent, 10 min") == f"{{n}}{NBSP}s, 3 s'y posent, 10{NBSP}min"
    assert not problems("voir https://example.org/page?id=3")


def test_the_screen_check_catches_a_plural_after_one() -> None:
    assert _plural_after_one("Cartes Action : 12 dans la pioche, 1 défaussées")
    assert not _plural_after_one("1 défaussée, 2 défaussées, 1 fois, 10 points")


# --- the strings the Python code builds: every French screen, rendered, read as a person reads it


def _french_screens(game_id: str) -> list[str]:
    """The visible text of every screen of one game in French: its set-up, its rules, its own
    reading screens, and every screen of a seeded game tapped to its end (tables, moments,
    end screen), as ``tests.support.ui.play_through`` shows them."""
    from engine.core.registry import get_game
    from tests.support import ui

    app = ui.make_app(lang="fr")
    texts = []
    routes = [f"#/play/{game_id}", f"#/rules/{game_id}"]
    routes += [f"#/screen/{game_id}/{link.name}" for link in getattr(get_game(game_id), "screens", ())]
    for route in routes:
        app.navigate(route)
        texts.append(app.render())
    game = get_game(game_id)
    players = min(game.max_players, max(2, game.min_players))
    form = {"players": str(players), "seed": "3"}
    for seat in range(players):
        form[f"kind-{seat}"] = "human" if seat == 0 else "bot"
        form[f"level-{seat}"] = game.all_bot_levels()[0]
    ui.start_game(app, game_id, form)
    check = ui.check_screen

    def read(app_: Any, html: str) -> None:
        texts.append(html)
        check(app_, html)

    setattr(ui, "check_screen", read)  # noqa: B010  (play_through reads it from its module)
    try:
        ui.play_through(app, 3)
    finally:
        setattr(ui, "check_screen", check)  # noqa: B010
    return texts


def _shell_screens() -> list[str]:
    from tests.support import ui

    app = ui.make_app(lang="fr")
    texts = []
    for route in ("#/", "#/settings", "#/about"):
        app.navigate(route)
        texts.append(app.render())
    return texts


#: tags inside a line of text: removed without a break, so "<b>490</b> ppm" reads "490 ppm"
_INLINE = re.compile(r"</?(?:span|b|strong|em|i|abbr|small|sup|sub|a|bdi|mark|q|s|u|time)\b[^>]*>")


def _lines(html: str) -> list[str]:
    """The lines a person reads: inline tags dropped, every other tag a line break."""
    text = html_lib.unescape(re.sub(r"<[^>]+>", "\n", _INLINE.sub("", html)))
    return [line.strip() for line in text.splitlines() if line.strip()]


#: a count of 0 or 1 followed by a noun in the plural ("1 points", "0 cartes"), built by Python
_SINGULAR_COUNT = re.compile(r"(?<![\d,.\w−+])[01][ \u00a0\u202f]([a-zéèêàç]+[sx])\b")
_INVARIABLE = {"fois", "mois", "plus", "sous", "dans", "pas", "bonus", "sur", "vers", "chez", "gros", "pays"}


def _plural_after_one(line: str) -> list[str]:
    return [f"plural after 0 or 1: …{m.group(0)}…" for m in _SINGULAR_COUNT.finditer(line)
            if m.group(1) not in _INVARIABLE]


def _broken_on_screen(screens: list[str]) -> list[str]:
    return sorted({problem for html in screens for line in _lines(html)
                   for problem in [*problems(line), *_plural_after_one(line)]})


def test_the_boot_screen_texts_follow_the_rule() -> None:
    """index.html's own texts, painted before Python starts (buildtasks/shell.py)."""
    from buildtasks.shell import SHELL_STRINGS

    broken = [f"{key}: {p}" for key, text in SHELL_STRINGS.items() for p in problems(text["fr"])]
    assert not broken, broken
    assert not [key for key, text in SHELL_STRINGS.items() if re.search(r"\b(vous|votre|vos)\b|ez\b", text["fr"])]


def test_the_shell_screens_follow_the_rule() -> None:
    broken = _broken_on_screen(_shell_screens())
    assert not broken, "\n".join(broken[:20])


@pytest.mark.parametrize("game_id", ["climat-tic-tac", "defis-nature", "ecotopia", "glace-et-ciel",
                                     "planete-ciel-espace"])
def test_every_screen_of_a_game_follows_the_rule(game_id: str) -> None:
    """What the tables build in Python ("{ppm} ppm", scores, lists) is read on screen."""
    broken = _broken_on_screen(_french_screens(game_id))
    assert not broken, "\n".join(broken[:20])
