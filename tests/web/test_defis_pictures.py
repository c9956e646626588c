"""Défis Nature's card pictures (issue #28): every species' card shows its animal, in the hand,
on the battles, in the reveal and in the deck workshop; the pictures are light, self-contained,
decorative for screen readers (the name beside them is their text alternative), and shipped
apart from the boot wheel (loaded when Défis opens)."""

from __future__ import annotations

import io
import json
import lzma
import xml.etree.ElementTree as ET
import zipfile
import zlib
from pathlib import Path

import pytest

import defis_pictures
import web.games.defis_nature as ui_package
from engine.defis_nature.content import catalogue
from web.games.defis_nature import cards
from web.html import esc
from web.i18n import Translator

SPECIES = catalogue().all_card_ids()
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
    text = defis_pictures.svg(sid)
    assert text, f"{sid} has no picture"
    root = ET.fromstring(text)
    assert root.tag == f"{SVG_NS}svg" and root.get("viewBox") == "0 0 36 36"
    tags = {el.tag.removeprefix(SVG_NS) for el in root.iter()}
    # flat shapes only: nothing that runs, loads or needs a font
    assert tags <= {"svg", "path", "circle", "ellipse", "polygon", "g", "rect"}, tags - {"svg"}
    assert "href" not in text and "<title" not in text and " id=" not in text
    assert len(root) >= 1


def test_every_picture_is_distinct() -> None:
    texts = [defis_pictures.svg(sid) for sid in SPECIES]
    assert len(set(texts)) == len(SPECIES) - 1  # the two elephants share Twemoji's elephant


def test_pictures_weigh_at_most_150_kb_compressed() -> None:
    """What the browser downloads: the wheel compresses each file on its own."""
    total = sum(len(zlib.compress(defis_pictures.svg(sid).encode(), 9)) for sid in SPECIES)
    assert total <= 150_000, total


@pytest.mark.host  # reads the build tasks and the repository's files
def test_pictures_load_with_defis_not_at_boot() -> None:
    from buildtasks.on_demand import LOCAL_ON_DEMAND
    from buildtasks.project import app_files

    assert "defis_pictures" in ui_package.NEEDS
    assert "defis_pictures" in LOCAL_ON_DEMAND
    assert not any("defis_pictures" in path.as_posix() for path in app_files())


def test_no_picture_before_the_package_is_there(monkeypatch: pytest.MonkeyPatch) -> None:
    """Until the browser has unpacked the pictures, a card draws without one (the shell shows
    its loading panel meanwhile) instead of failing."""
    import sys

    monkeypatch.setitem(sys.modules, "defis_pictures", None)
    assert cards.card_picture("tigre") == ""
    assert "dcard-name" in cards.card_face(Translator("fr"), "tigre")


def test_the_deck_workshop_waits_for_the_pictures_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """The workshop is a Défis screen of its own (not a game): it loads Défis's packages as a
    game does, shows the wait panel meanwhile, and its retry comes back to the workshop."""
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


@pytest.mark.host  # builds the wheel from the repository's files
def test_the_pictures_wheel_bundles_each_folder_beside_its_licence(tmp_path: Path) -> None:
    """What the browser downloads: every picture, one ``pictures.json`` per folder beside that
    folder's licence, at most 150 KB in all."""
    from buildtasks.on_demand import LOCAL_ON_DEMAND, build_local_wheel

    wheel = build_local_wheel("defis_pictures", LOCAL_ON_DEMAND["defis_pictures"], tmp_path)
    assert wheel.stat().st_size <= 150_000, wheel.stat().st_size
    with zipfile.ZipFile(io.BytesIO(lzma.decompress(wheel.read_bytes()))) as zf:
        names = set(zf.namelist())
        assert not any(n.endswith(".svg") for n in names)
        shipped: dict[str, str] = {}
        for folder in defis_pictures.FOLDERS:
            assert f"defis_pictures/{folder}/LICENSE.txt" in names
            shipped.update(json.loads(zf.read(f"defis_pictures/{folder}/pictures.json")))
    assert shipped == {sid: defis_pictures.svg(sid) for sid in SPECIES}


@pytest.mark.host  # a subprocess; fetches the pinned Twemoji package once (npm), like the runtime
def test_committed_pictures_are_what_the_tool_makes() -> None:
    """defis_pictures/ is derived: tools/defis_art/derive.py --check rebuilds every picture
    from the pinned Twemoji package and the drawings, and compares."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "tools" / "defis_art" / "derive.py"), "--check"],
                          capture_output=True, text=True, cwd=root, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.host  # reads the tool's README and recipes
def test_the_readme_lists_the_pictures_that_show_a_kind() -> None:
    """tools/defis_art/README.md tells players which pictures show a kind (a shark for the lemon
    shark): its table must be recipes.KIND, and its counts those of recipes.RECIPES."""
    import re
    import sys

    root = Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root / "tools" / "defis_art"))
    try:
        from recipes import KIND, RECIPES, Emoji
    finally:
        sys.path.remove(str(root / "tools" / "defis_art"))
    readme = (root / "tools" / "defis_art" / "README.md").read_text(encoding="utf-8")
    table = dict(re.findall(r"^\| [^|]+ \(`([a-z-]+)`\) \| ([^|]+) \|$", readme, flags=re.M))
    assert table == KIND
    emoji = sum(isinstance(recipe, Emoji) for recipe in RECIPES.values())
    assert f"**Twemoji** ({emoji} pictures" in readme
    assert f"**Terraludo's own drawings** ({len(RECIPES) - emoji} pictures" in readme
