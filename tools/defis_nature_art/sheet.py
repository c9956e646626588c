"""A contact sheet of Défis Nature's card pictures without their names, for a person who has
never seen the names to say which animal each one is (issue #28's check).

    python3 tools/defis_nature_art/sheet.py [--out test-artifacts/defis-sheet] [--key /tmp/defis-key.json]
    python3 tools/defis_nature_art/sheet.py --names --out /tmp/defis-named   # the same, names shown

Pictures are shuffled (a fixed seed, so the same sheet each time) so that the order of
species.json (grouped by category) gives nothing away; each is numbered. The key (number →
species id) is written apart, to a path the reviewer is not given. Rendering uses headless
Chromium through Playwright (the browser tests' set-up)."""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PICTURES = ROOT / "engine" / "defis_nature" / "art"
SPECIES = ROOT / "engine" / "defis_nature" / "data" / "species.json"
PER_SHEET = 48  # 8 x 6: large enough to see each picture well
COLUMNS = 8


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(ROOT / "test-artifacts" / "defis-sheet"))
    parser.add_argument("--key", default="/tmp/defis-key.json")
    parser.add_argument("--names", action="store_true", help="write each species' name under it")
    args = parser.parse_args()
    species = json.loads(SPECIES.read_text(encoding="utf-8"))["species"]
    names = {s["id"]: s["name"]["en"] for s in species}
    order = [s["id"] for s in species]
    random.Random(28).shuffle(order)
    key = {str(n): sid for n, sid in enumerate(order, start=1)}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if not args.names:
        Path(args.key).write_text(json.dumps(key, indent=1), encoding="utf-8")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                    args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": COLUMNS * 170 + 20, "height": 400})
        for sheet, start in enumerate(range(0, len(order), PER_SHEET), start=1):
            cells = []
            for n in range(start + 1, min(start + PER_SHEET, len(order)) + 1):
                sid = key[str(n)]
                svg = next(PICTURES.glob(f"*/{sid}.svg")).read_text(encoding="utf-8")
                label = f"{n}" + (f" {names[sid]}" if args.names else "")
                cells.append(f"<figure>{svg}<figcaption>{label}</figcaption></figure>")
            style = ("body{margin:10px;display:grid;grid-template-columns:repeat(" + str(COLUMNS)
                     + ",160px);gap:10px;font:16px sans-serif;background:#fff}figure{margin:0;"
                     "text-align:center;border:1px solid #ccc;padding:6px}svg{width:140px;height:140px}")
            page.set_content(f"<style>{style}</style>{''.join(cells)}")
            page.screenshot(path=str(out / f"sheet-{sheet}.png"), full_page=True)
        browser.close()
    print(f"{len(order)} pictures in {out}" + ("" if args.names else f"; key in {args.key}"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
