"""Which cards look most alike at thumbnail size? (a check for the memory round)

Renders every card at 100 x 70 pixels with headless Chromium, averages each thumbnail's
colours over a 5 x 5 grid (a 75-number "gist" of its composition and dominant colours) and
prints the closest pairs. Pairs far below the median are the ones a player could confuse at a
glance; give one of them another dominant colour or framing.

    python3 tools/planete_ciel_espace_art/similarity.py [--pairs 15] [--chromium chromium]

Standard library only (a small PNG decoder is included); needs a Chromium binary.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import struct
import subprocess
import tempfile
import zlib
from pathlib import Path

from generate import render_all

THUMB_W, THUMB_H, COLUMNS, GRID = 100, 70, 10, 5


def decode_png(data: bytes) -> tuple[int, int, int, list[bytearray]]:
    """(width, height, bytes per pixel, rows) of an 8-bit RGB or RGBA PNG."""
    pos, idat = 8, b""
    width = height = colour_type = 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, _depth, colour_type = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    bpp = {2: 3, 6: 4}[colour_type]
    stride = width * bpp
    rows: list[bytearray] = []
    previous = bytearray(stride)
    i = 0
    for _ in range(height):
        kind_filter = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            left = line[x - bpp] if x >= bpp else 0
            up = previous[x]
            up_left = previous[x - bpp] if x >= bpp else 0
            if kind_filter == 1:
                line[x] = (line[x] + left) & 255
            elif kind_filter == 2:
                line[x] = (line[x] + up) & 255
            elif kind_filter == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind_filter == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                pred = left if pa <= pb and pa <= pc else up if pb <= pc else up_left
                line[x] = (line[x] + pred) & 255
        rows.append(line)
        previous = line
    return width, height, bpp, rows


def gists(chromium: str) -> dict[str, list[float]]:
    svgs = render_all()
    ids = list(svgs)
    cells = "".join(
        f'<div style="position:absolute;left:{(k % COLUMNS) * THUMB_W}px;'
        f'top:{(k // COLUMNS) * THUMB_H}px">'
        + svgs[card_id].replace("<svg ", f'<svg width="{THUMB_W}" height="{THUMB_H}" ', 1)
        + "</div>"
        for k, card_id in enumerate(ids)
    )
    rows_needed = math.ceil(len(ids) / COLUMNS)
    with tempfile.TemporaryDirectory() as tmp:
        page, shot = Path(tmp) / "grid.html", Path(tmp) / "grid.png"
        page.write_text(f"<!doctype html><body style='margin:0;background:#000'>{cells}",
                        encoding="utf-8")
        subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", f"--screenshot={shot}",
             f"--window-size={COLUMNS * THUMB_W},{rows_needed * THUMB_H}", str(page)],
            check=True, capture_output=True, timeout=120,
        )
        _w, _h, bpp, rows = decode_png(shot.read_bytes())
    cell_w, cell_h = THUMB_W // GRID, THUMB_H // GRID
    result: dict[str, list[float]] = {}
    for k, card_id in enumerate(ids):
        ox, oy = (k % COLUMNS) * THUMB_W, (k // COLUMNS) * THUMB_H
        vector: list[float] = []
        for gy, gx in itertools.product(range(GRID), range(GRID)):
            sums, count = [0, 0, 0], 0
            for y in range(oy + gy * cell_h, oy + (gy + 1) * cell_h):
                for x in range(ox + gx * cell_w, ox + (gx + 1) * cell_w):
                    pixel = rows[y][x * bpp:x * bpp + 3]
                    sums = [s + c for s, c in zip(sums, pixel, strict=True)]
                    count += 1
            vector += [s / count for s in sums]
        result[card_id] = vector
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=15)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    vectors = gists(args.chromium)
    distances = sorted(
        (math.dist(vectors[a], vectors[b]), a, b) for a, b in itertools.combinations(vectors, 2)
    )
    median = distances[len(distances) // 2][0]
    if args.json:
        print(json.dumps({"median": round(median), "closest": [
            [round(d), a, b] for d, a, b in distances[:args.pairs]]}))
        return 0
    print(f"{len(distances)} pairs, median distance {median:.0f}; closest pairs:")
    for distance, a, b in distances[:args.pairs]:
        print(f"  {distance:5.0f}  {a} / {b}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
