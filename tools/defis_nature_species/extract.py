"""Refresh the committed extract of the reference data sets from the full data sets.

The Défis Nature figures are derived from and checked against three open data sets (the amniote
database, AnAge, AmphiBIO). The repository does not need the full data sets: it carries, in
``tools/defis_nature_species/reference/``, only their header line and the rows of the species the game
uses (looked up under the scientific name and the ``data_names`` of every species of
``curated.json``), copied byte for byte, with each data set's licence and attribution in the
folder's README. ``derive.py`` and the tests read that extract.

The full data sets are only needed to grow the collection: after adding a species (or a
``data_names`` alias) to ``curated.json``, run this script with the folder holding the full data
sets, then ``derive.py``::

    python3 tools/defis_nature_species/extract.py --data PATH/TO/FULL/DATA

``searched-names.txt`` lists every name looked up, so a test can tell that the extract was
refreshed after the last change of names (a name absent from every data set is still listed:
it was looked for and not found).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
CURATED = HERE / "curated.json"
REFERENCE = HERE / "reference"
SEARCHED = REFERENCE / "searched-names.txt"


def _amniote_key(row: dict[str, str]) -> str | None:
    # the readers keep the species rows only, not the subspecies rows
    if row["subspecies"] not in ("NA", ""):
        return None
    return f"{row['genus']} {row['species']}"


def _anage_key(row: dict[str, str]) -> str | None:
    return f"{row['Genus']} {row['Species']}"


def _amphibio_key(row: dict[str, str]) -> str | None:
    return row["Species"]


#: file name -> (text encoding, field delimiter, the species name of a row)
FILES: dict[str, tuple[str, str, Callable[[dict[str, str]], str | None]]] = {
    "amniote-life-history-2015.csv": ("utf-8", ",", _amniote_key),
    "anage.tsv": ("utf-8", "\t", _anage_key),
    # AmphiBIO is distributed in Latin-1, not UTF-8; the extract keeps its bytes as they are
    "amphibio-v1.csv": ("latin-1", ",", _amphibio_key),
}


def searched_names(curated: dict[str, object]) -> list[str]:
    names: set[str] = set()
    for item in curated["species"]:  # type: ignore[attr-defined]
        names.add(item["scientific"])
        names.update(item.get("data_names", []))
    return sorted(names)


def extract_file(source: Path, encoding: str, delimiter: str,
                 key: Callable[[dict[str, str]], str | None], names: set[str]) -> tuple[bytes, int]:
    """The header line and every line whose row is one of ``names``, byte for byte."""
    lines = source.read_bytes().splitlines(keepends=True)
    header = lines[0].decode(encoding)
    columns = next(csv.reader(io.StringIO(header), delimiter=delimiter))
    kept = [lines[0]]
    for line in lines[1:]:
        cells = next(csv.reader(io.StringIO(line.decode(encoding)), delimiter=delimiter), None)
        if not cells:
            continue
        if len(cells) != len(columns):
            raise SystemExit(f"{source.name}: a row spans several lines, extract it by hand")
        name = key(dict(zip(columns, cells, strict=True)))
        if name in names:
            kept.append(line)
    return b"".join(kept), len(kept) - 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, required=True,
                        help="folder holding the three full data sets")
    args = parser.parse_args(argv)
    curated = json.loads(CURATED.read_text(encoding="utf-8"))
    names = searched_names(curated)
    REFERENCE.mkdir(parents=True, exist_ok=True)
    for name, (encoding, delimiter, key) in FILES.items():
        text, rows = extract_file(args.data / name, encoding, delimiter, key, set(names))
        (REFERENCE / name).write_bytes(text)
        print(f"{name}: {rows} rows")
    SEARCHED.write_text("".join(f"{n}\n" for n in names), encoding="utf-8")
    print(f"{len(names)} names looked up, listed in {SEARCHED.relative_to(HERE.parents[1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
