"""Défis Nature's card pictures (issue #28): every species' card shows its animal, in the hand,
on the battles, in the reveal and in the deck workshop; the pictures are light, self-contained,
decorative for screen readers (the name beside them is their text alternative), and shipped
in Défis's own wheel, like Planète's art (loaded when Défis opens, never at boot)."""

from __future__ import annotations

import io
import lzma
import xml.etree.ElementTree as ET
import zipfile
import zlib
from pathlib import Path

import pytest

import web.games.defis_nature as ui_package
from engine.defis_nature import pictures
from engine.defis_nature.content import catalogue
from web.games.defis_nature import cards
from web.html import esc
from web.i18n import Translator

SPECIES = catalogue().all_card_ids()
ROOT = Path(__file__).resolve().parents[2]
SVG_NS = "{http://www.w3.org/2000/svg}"


def test_there_are_132_species() -> None:
    assert len(SPECIES) == 132


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_card_face_shows_its_picture(lang: str) -> None:
    t = Translator(lang)
    missing = []
    for sid in SPECIES:
        face = cards.card_face(t, sid)
        picture = cards.card_picture(sid)
        if not picture.startswith('<span class="dcard-pic" aria-hidden="true"><svg ') or picture not in face:
            missing.append(sid)
            continue
        assert 'aria-hidden="true" focusable="false"' in picture
        # the picture comes before the name, and the figures after it: it never covers them
        assert face.index("dcard-pic") < face.index("dcard-name") < face.index("dcard-figs")
        # the name is written beside the decorative picture: read once, by the name
        assert esc(cards.species_name(t, sid)) in face
    assert not missing, f"cards without a picture: {missing}"


def test_chips_and_workshop_rows_show_the_picture() -> None:
    t = Translator("fr")
    for sid in SPECIES:
        chip = cards.card_chip(t, sid)
        assert '<span class="chip-pic" aria-hidden="true"><svg' in chip, sid


@pytest.mark.parametrize("sid", SPECIES)
def test_picture_is_a_self_contained_svg(sid: str) -> None:
    text = pictures.svg(sid)
    assert text, f"{sid} has no picture"
    root = ET.fromstring(text)
    assert root.tag == f"{SVG_NS}svg" and root.get("viewBox") == "0 0 36 36"
    tags = {el.tag.removeprefix(SVG_NS) for el in root.iter()}
    # flat shapes only: nothing that runs, loads or needs a font
    assert tags <= {"svg", "path", "circle", "ellipse", "polygon", "g", "rect"}, tags - {"svg"}
    assert "href" not in text and "<title" not in text and " id=" not in text
    assert len(root) >= 1


def test_every_picture_is_distinct() -> None:
    texts = [pictures.svg(sid) for sid in SPECIES]
    assert len(set(texts)) == len(SPECIES) - 1  # the two elephants share Twemoji's elephant


def test_pictures_weigh_at_most_150_kb_compressed() -> None:
    """What the browser downloads: the wheel compresses each file on its own."""
    total = sum(len(zlib.compress(pictures.svg(sid).encode(), 9)) for sid in SPECIES)
    assert total <= 150_000, total


@pytest.mark.host  # reads the build tasks and the repository's files
def test_pictures_load_with_defis_not_at_boot() -> None:
    """Every picture and each folder's licence are in Défis's own wheel, so none is in the boot
    wheel (which holds what no game wheel holds) and no package of their own is needed."""
    from buildtasks.on_demand import game_wheel_files

    art = ROOT / "engine" / "defis_nature" / "art"
    in_wheel = set(game_wheel_files()["defis_nature"])
    for folder in pictures.FOLDERS:
        assert art / folder / "LICENSE.txt" in in_wheel
    assert {path.stem for path in in_wheel if path.suffix == ".svg"} == set(SPECIES)
    assert ui_package.NEEDS == ()


def test_the_deck_workshop_waits_for_defis_packages_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """The workshop is a Défis screen of its own (not a game): it loads Défis's packages (its
    wheel holds the pictures) as a game does, shows the wait panel meanwhile, and its retry
    comes back to the workshop."""
    from tests.support.ui import make_app, visible_text

    monkeypatch.setattr(ui_package, "NEEDS", ("no_such_package_here",))
    app = make_app()
    fx = app.navigate("#/screen/defis-nature/decks")
    assert fx.load_packages == ["no_such_package_here"]
    assert "Préparation du jeu" in visible_text(app.render())
    app.package_not_loaded("no_such_package_here")
    fx = app.command("retry-packages")
    assert app.route.name == "screen" and app.route.arg == "defis-nature/decks"
    assert fx.load_packages == ["no_such_package_here"]
    app.package_loaded("no_such_package_here")
    assert "deck-builder" in app.render()


@pytest.mark.host  # builds Défis's wheel from the repository's files
def test_defis_wheel_ships_every_picture_beside_its_licence(tmp_path: Path) -> None:
    """What the browser downloads when Défis opens: every picture in Défis's wheel, each
    folder's licence beside its pictures, the whole wheel at most 150 KB (119 KB with the
    pictures' 132 files; 67 + 45 KB when they were a wheel of their own)."""
    from buildtasks.on_demand import GAME_WHEEL_PREFIX, build_game_wheels

    wheels = {p.name: p for p in build_game_wheels(tmp_path)}
    wheel = wheels[f"{GAME_WHEEL_PREFIX}defis_nature.whl.xz"]
    assert wheel.stat().st_size <= 150_000, wheel.stat().st_size
    with zipfile.ZipFile(io.BytesIO(lzma.decompress(wheel.read_bytes()))) as zf:
        names = set(zf.namelist())
        shipped: dict[str, str] = {}
        for folder in pictures.FOLDERS:
            prefix = f"engine/defis_nature/art/{folder}/"
            assert prefix + "LICENSE.txt" in names
            shipped.update({n[len(prefix):-4]: zf.read(n).decode("utf-8") for n in names
                            if n.startswith(prefix) and n.endswith(".svg")})
    assert shipped == {sid: pictures.svg(sid) for sid in SPECIES}
@pytest.mark.host  # a subprocess; fetches the pinned Twemoji package once (npm), like the runtime
def test_committed_pictures_are_what_the_tool_makes() -> None:
    """engine/defis_nature/art/ is derived: tools/defis_nature_art/derive.py --check rebuilds every picture
    from the pinned Twemoji package and the drawings, and compares."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "tools" / "defis_nature_art" / "derive.py"), "--check"],
                          capture_output=True, text=True, cwd=root, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.host  # reads the tool's README and recipes
def test_the_readme_lists_the_pictures_that_show_a_kind() -> None:
    """tools/defis_nature_art/README.md tells players which pictures show a kind (a shark for the lemon
    shark): its table must be recipes.KIND, and its counts those of recipes.RECIPES."""
    import re
    import sys

    root = Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root / "tools" / "defis_nature_art"))
    try:
        from recipes import KIND, RECIPES, Emoji
    finally:
        sys.path.remove(str(root / "tools" / "defis_nature_art"))
    readme = (root / "tools" / "defis_nature_art" / "README.md").read_text(encoding="utf-8")
    table = dict(re.findall(r"^\| [^|]+ \(`([a-z-]+)`\) \| ([^|]+) \|$", readme, flags=re.M))
    assert table == KIND
    emoji = sum(isinstance(recipe, Emoji) for recipe in RECIPES.values())
    assert f"**Twemoji** ({emoji} pictures" in readme
    assert f"**Terraludo's own drawings** ({len(RECIPES) - emoji} pictures" in readme
