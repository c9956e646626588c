"""The page's shell (index.html): its texts in both languages, painted before Python starts."""

from __future__ import annotations

import html
import json
import re

from buildtasks.common import ROOT
from buildtasks.project import game_ids

# The shell's own texts (index.html, painted before Python starts); the others come from the
# app's catalogue (web/data/strings.json), so the shell says what the app will say.
SHELL_STRINGS = {
    "boot.loading": {
        "fr": "Chargement du moteur de jeu… (la première fois, cela peut prendre quelques secondes)",
        "en": "Loading the game engine… (the first time, this may take a few seconds)"},
    "boot.failed": {"fr": "Le jeu n'a pas pu démarrer", "en": "The game could not start"},
    "boot.failed_detail": {
        "fr": "Le chargement prend trop de temps ou a échoué. Vérifie la connexion lors de la "
              "première visite, puis réessaie.",
        "en": "Loading takes too long or failed. Check the connection on the first visit, then "
              "try again."},
    "boot.retry": {"fr": "Réessayer", "en": "Try again"},
    "boot.python": {"fr": "Tout est arrivé. Python se prépare…",
                    "en": "Everything has arrived. Python is getting ready…"},
    "boot.cached": {"fr": "Le jeu est sur cet appareil\u202f: il démarre dans quelques secondes, même "
                          "hors ligne.",
                    "en": "The game is on this device: it starts in a few seconds, even offline."},
}


def shell_languages(index: str) -> str:
    """Fill the shell's texts in both languages: ``{{t:key}}`` becomes a French and an English
    span (CSS shows the one web/watchdog.py chooses), ``{{fr:key}}``/``{{en:key}}`` one text."""
    strings = json.loads((ROOT / "web" / "data" / "strings.json").read_text(encoding="utf-8"))
    # each game's title and pitch live in its own package (web/games/<package>/strings.json)
    for path in sorted((ROOT / "web" / "games").glob("*/strings.json")):
        strings.update(json.loads(path.read_text(encoding="utf-8")))
    strings.update(SHELL_STRINGS)

    def text(key: str, lang: str) -> str:
        if key not in strings or lang not in strings[key]:
            raise SystemExit(f"index.html: no {lang} text for {key!r}")
        return html.escape(strings[key][lang])

    cards = "\n".join(
        f'        <li class="game-card"><h2>{{{{t:game.{g}.title}}}}</h2>'
        f"<p>{{{{t:game.{g}.pitch}}}}</p></li>" for g in game_ids())
    index = index.replace("{{GAME_CARDS}}", cards)
    index = re.sub(r"\{\{(fr|en):([\w.-]+)\}\}", lambda m: text(m.group(2), m.group(1)), index)
    return re.sub(r"\{\{t:([\w.-]+)\}\}", lambda m: (
        f'<span class="t-fr" lang="fr">{text(m.group(1), "fr")}</span>'
        f'<span class="t-en" lang="en">{text(m.group(1), "en")}</span>'), index)


def attr_json(value: object) -> str:
    """JSON for a single-quoted HTML attribute."""
    return html.escape(json.dumps(value, separators=(",", ":")), quote=False).replace("'", "&#x27;")
