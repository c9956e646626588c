"""Make Défis Nature's 132 card pictures (``engine/defis_nature/art/``) from the pinned Twemoji package
and Terraludo's own drawings, and check that the committed files are up to date.

    python3 tools/defis_nature_art/derive.py            # rewrite every picture
    python3 tools/defis_nature_art/derive.py --check    # exit 1 if a committed picture is stale

The Twemoji SVG files come from the npm package ``@twemoji/svg`` at a pinned version, checked
by sha256 like the runtime (``buildtasks/pins.py``: ``npm pack`` once into the build's cache). Recipes
(which emoji, which colours, which added shapes) are in ``recipes.py``; the drawings in
``drawn.py``. Output: ``engine/defis_nature/art/twemoji/<species id>.svg`` (derived from
Twemoji, CC BY 4.0, its LICENSE beside them) and ``engine/defis_nature/art/drawn/<species
id>.svg`` (Terraludo's own)."""

from __future__ import annotations

import argparse
import json
import re
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from drawn import DRAWN  # noqa: E402
from recipes import RECIPES, Emoji  # noqa: E402

from buildtasks.pins import fetch_npm  # noqa: E402

TWEMOJI = "@twemoji/svg@15.0.0"
#: (file name, sha256) of the pinned Twemoji package, passed to ``fetch_npm``
TWEMOJI_PIN = ("twemoji-svg-15.0.0.tgz",
               "1d2907557a422c7c4e3feca50ef915c39da1db3d76b4a4d7e73fb59bce4403c3")
OUT = ROOT / "engine" / "defis_nature" / "art"
SPECIES = ROOT / "engine" / "defis_nature" / "data" / "species.json"
HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36">'


def species_ids() -> list[str]:
    return [s["id"] for s in json.loads(SPECIES.read_text(encoding="utf-8"))["species"]]


def twemoji_sources() -> dict[str, str]:
    codes = {r.code for r in RECIPES.values() if isinstance(r, Emoji)}
    out = {}
    with tarfile.open(fetch_npm(TWEMOJI, TWEMOJI_PIN)) as tar:
        for code in codes:
            member = tar.extractfile(f"package/{code}.svg")
            if member is None:
                raise SystemExit(f"{code}.svg missing from {TWEMOJI}")
            out[code] = member.read().decode()
    return out


def _round(match: re.Match[str]) -> str:
    text = f"{float(match.group()):.2f}".rstrip("0").rstrip(".")
    if text.startswith(("0.", "-0.")):
        text = text.replace("0.", ".", 1)
    if text in ("", "-"):
        text = "0"
    # "1.999.5" (two numbers) must not become "2.5": a whole number before a "." needs a space
    following = match.string[match.end():match.end() + 1]
    return text + " " if following == "." and "." not in text else text


def minify(body: str, *, round_numbers: bool) -> str:
    """No spaces between tags; for our own drawings, two decimals at most (0.01 of a 36-unit
    picture is invisible). Twemoji's paths are already optimised and use SVG's compact arc
    flags ("a1 1 0 011.5 2"), which a number-rounding pass would misread: left as they are."""
    if round_numbers:
        body = re.sub(r"-?\d*\.\d+", _round, body)
    return re.sub(r">\s+<", "><", body).strip()


def emoji_body(recipe: Emoji, source: str) -> str:
    body = source.split(">", 1)[1].rsplit("</svg>", 1)[0]
    for old, new in recipe.recolour.items():
        body = re.sub(f'(fill|stroke)="{re.escape(old)}"', lambda m, new=new: f'{m.group(1)}="{new}"', body,
                      flags=re.I)
    return body + recipe.over


def pictures() -> dict[str, tuple[str, str]]:
    """species id → (folder, SVG text) for every species."""
    sources = twemoji_sources()
    out = {}
    for sid in species_ids():
        recipe = RECIPES.get(sid)
        if recipe is None:
            raise SystemExit(f"no picture recipe for {sid}")
        if isinstance(recipe, Emoji):
            folder, body = "twemoji", emoji_body(recipe, sources[recipe.code])
        else:
            folder, body = "drawn", DRAWN[sid]()
        out[sid] = (folder, HEAD + minify(body, round_numbers=folder == "drawn") + "</svg>")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    extra = set(RECIPES) - set(species_ids())
    if extra or set(DRAWN) - set(RECIPES):
        raise SystemExit(f"recipes for unknown species: {sorted(extra | (set(DRAWN) - set(RECIPES)))}")
    stale = []
    total = 0
    made = pictures()
    for sid, (folder, svg) in made.items():
        path = OUT / folder / f"{sid}.svg"
        total += len(svg)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != svg:
                stale.append(path.relative_to(ROOT).as_posix())
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(svg, encoding="utf-8")
    # a species whose picture moved to the other folder (an emoji redrawn by hand) must not
    # keep its old file: engine.defis_nature.pictures.svg() looks in twemoji/ first
    for path in sorted(OUT.glob("*/*.svg")):
        if made.get(path.stem, ("",))[0] != path.parent.name:
            if args.check:
                stale.append(path.relative_to(ROOT).as_posix())
            else:
                path.unlink()
    if args.check and stale:
        print("stale or leftover pictures (run tools/defis_nature_art/derive.py):", *stale, sep="\n  ")
        return 1
    print(f"{len(species_ids())} pictures, {total / 1000:.1f} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
