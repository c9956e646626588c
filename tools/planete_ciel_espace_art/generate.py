"""Generate the 68 Planète – Ciel et Espace card illustrations.

Usage (from the project root)::

    python3 tools/planete_ciel_espace_art/generate.py            # write engine/planete_ciel_espace/art/*.svg
    python3 tools/planete_ciel_espace_art/generate.py --check    # fail if a committed SVG is out of date
    python3 tools/planete_ciel_espace_art/generate.py --preview /tmp/planete.html   # grid of every card

The card list (ids and French titles) is read from the game's ``data/cards.json``; every card
must have a scene in ``scenes.py``. The total gzip size of the set is printed.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from html import escape
from pathlib import Path

from scenes import SCENES
from svgkit import Art

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "engine" / "planete_ciel_espace" / "data" / "cards.json"
ART_DIR = ROOT / "engine" / "planete_ciel_espace" / "art"


def load_cards() -> list[tuple[str, str]]:
    """(id, French title) of every card, in the file's order."""
    data = json.loads(CARDS.read_text(encoding="utf-8"))
    return [(card["id"], card["title"]["fr"]) for card in data["cards"]]


def render(card_id: str, title: str) -> str:
    art = Art(card_id, title)
    SCENES[card_id](art)
    return art.svg()


def render_all(partial: bool = False) -> dict[str, str]:
    cards = load_cards()
    missing = [card_id for card_id, _ in cards if card_id not in SCENES]
    if partial:
        cards = [(card_id, title) for card_id, title in cards if card_id in SCENES]
    elif missing:
        raise SystemExit(f"no scene for: {', '.join(missing)}")
    return {card_id: render(card_id, title) for card_id, title in cards}


def gzip_size(text: str) -> int:
    return len(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))


def write_preview(svgs: dict[str, str], path: Path, columns: int = 6, width: int = 300) -> None:
    """An HTML page showing every card at 2x size with its id, to eyeball the set."""
    titles = dict(load_cards())
    cells = "".join(
        f'<figure><div class="c">{svg}</div><figcaption>{escape(card_id)} — '
        f"{escape(titles[card_id])}</figcaption></figure>"
        for card_id, svg in svgs.items()
    )
    path.write_text(
        "<!doctype html><meta charset='utf-8'><style>body{margin:8px;background:#333;"
        f"font:11px sans-serif;color:#eee;display:grid;grid-template-columns:repeat({columns},"
        f"{width}px);gap:6px}}figure{{margin:0}}.c svg{{width:{width}px;height:{width * 7 // 10}px;"
        "display:block}"
        f"figcaption{{height:14px;overflow:hidden}}</style>{cells}",
        encoding="utf-8",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files on disk")
    parser.add_argument("--preview", type=Path, help="write an HTML grid of all cards here")
    parser.add_argument("--only", nargs="*", help="preview only these card ids")
    parser.add_argument("--columns", type=int, default=6, help="preview grid columns")
    parser.add_argument("--width", type=int, default=300, help="preview card width in pixels")
    args = parser.parse_args(argv)

    svgs = render_all(partial=bool(args.preview))
    raw = sum(len(s.encode("utf-8")) for s in svgs.values())
    packed = sum(gzip_size(s) for s in svgs.values())
    print(f"{len(svgs)} cards, {raw / 1024:.1f} KB raw, {packed / 1024:.1f} KB gzip "
          f"(each file compressed alone), largest "
          f"{max(gzip_size(s) for s in svgs.values()) / 1024:.1f} KB gzip")

    if args.preview:
        shown = {k: v for k, v in svgs.items() if not args.only or k in args.only}
        write_preview(shown, args.preview, args.columns, args.width)
        return 0
    if args.check:
        stale = [card_id for card_id, svg in svgs.items()
                 if not (ART_DIR / f"{card_id}.svg").is_file()
                 or (ART_DIR / f"{card_id}.svg").read_text(encoding="utf-8") != svg]
        extra = sorted(p.stem for p in ART_DIR.glob("*.svg") if p.stem not in svgs)
        if stale or extra:
            print(f"out of date: {stale}; not a card: {extra}", file=sys.stderr)
            return 1
        return 0
    ART_DIR.mkdir(parents=True, exist_ok=True)
    for card_id, svg in svgs.items():
        (ART_DIR / f"{card_id}.svg").write_text(svg, encoding="utf-8")
    for old in ART_DIR.glob("*.svg"):
        if old.stem not in svgs:
            old.unlink()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
