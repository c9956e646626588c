"""The wheels the app loads on demand, as build.py ships them (``<name>.whl.xz``, issue 26):
decompressed, each is a real wheel whose RECORD hashes the bytes shipped; the project's
sources lost their docstrings and comment lines but kept every line number; its JSON parses to
exactly the repository's content (no rule or text may move); segno keeps only its encoder,
which draws the same QR code; and the app's own unpacker (web/wheels.py) installs them."""

from __future__ import annotations

import ast
import base64
import hashlib
import io
import json
import lzma
import subprocess
import sys
import types
import zipfile
from pathlib import Path

import pytest

from web.wheels import install_shipped_wheel

# builds the wheels with build.py (the pinned ones from its cache, pip once if missing)
pytestmark = pytest.mark.host

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Every on-demand wheel as shipped, built into a temporary folder: ``{name: path}``."""
    from buildtasks.on_demand import ship_on_demand_wheels
    from buildtasks.wheels import SHIPPED_WHEEL

    paths = ship_on_demand_wheels(tmp_path_factory.mktemp("wheels"))
    return {p.name.removesuffix(SHIPPED_WHEEL): p for p in paths}


def _unpacked(path: Path) -> zipfile.ZipFile:
    return zipfile.ZipFile(io.BytesIO(lzma.decompress(path.read_bytes())))


def test_every_on_demand_wheel_is_shipped_as_xz(shipped: dict[str, Path]) -> None:
    from buildtasks.on_demand import GAME_WHEEL_PREFIX, game_wheel_files
    from buildtasks.pins import ON_DEMAND_WHEELS

    games = {f"{GAME_WHEEL_PREFIX}{p}" for p in game_wheel_files()}
    assert set(shipped) == games | set(ON_DEMAND_WHEELS)
    for path in shipped.values():
        assert path.read_bytes().startswith(b"\xfd7zXZ\x00"), path.name


def test_a_shipped_wheel_is_a_wheel_whose_record_matches(shipped: dict[str, Path]) -> None:
    for name, path in shipped.items():
        with _unpacked(path) as wheel:
            infos = wheel.infolist()
            # stored: xz compresses the whole archive (a deflated file would hide its redundancy)
            assert {i.compress_type for i in infos} == {zipfile.ZIP_STORED}, name
            [record] = [i.filename for i in infos if i.filename.endswith(".dist-info/RECORD")]
            dist_info = record.split("/")[0]
            assert {f"{dist_info}/METADATA", f"{dist_info}/WHEEL"} <= set(wheel.namelist())
            rows = {}
            for line in wheel.read(record).decode().splitlines():
                file, digest, size = line.rsplit(",", 2)
                rows[file] = (digest, size)
            assert set(rows) == set(wheel.namelist()), name
            for file, (digest, size) in rows.items():
                if file == record:
                    assert (digest, size) == ("", "")
                    continue
                data = wheel.read(file)
                expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
                assert digest == f"sha256={expected.decode()}" and int(size) == len(data), file


def _functions(code: types.CodeType) -> list[tuple[str, int]]:
    """Every function and class body compiled from a source: its qualified name and first line."""
    out = [(code.co_qualname, code.co_firstlineno)]
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            out += _functions(const)
    return out


def test_the_shipped_sources_keep_their_line_numbers(shipped: dict[str, Path]) -> None:
    """A traceback from a shipped module names the repository's line: every function starts on
    the same line, and every line holds the same code (docstrings and comments blanked)."""
    checked = lighter = 0
    for name, path in shipped.items():
        if name == "segno":
            continue  # a third party's: checked by its own tests below
        with _unpacked(path) as wheel:
            for file in (n for n in wheel.namelist() if n.endswith(".py")):
                source = (ROOT / file).read_text(encoding="utf-8")
                text = wheel.read(file).decode("utf-8")
                assert _functions(compile(text, file, "exec")) == _functions(
                    compile(source, file, "exec")), file
                assert len(text.splitlines()) == len(source.splitlines()), file
                for node in ast.walk(ast.parse(text)):
                    if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                         ast.AsyncFunctionDef)):
                        assert not ast.get_docstring(node), f"{file}: a docstring was shipped"
                assert not any(line.lstrip().startswith("#") for line in text.splitlines()), file
                checked += 1
                lighter += len(text) < len(source)
    assert checked >= 40 and lighter >= checked // 2, (checked, lighter)


def test_the_shipped_json_is_the_repository_content(shipped: dict[str, Path]) -> None:
    """Minified, not changed: every JSON file parses to the repository's content, keys in the
    same order (the rules fingerprint hashes the parsed content; saves must keep loading)."""
    checked = 0
    for path in shipped.values():
        with _unpacked(path) as wheel:
            for file in (n for n in wheel.namelist() if n.endswith(".json")):
                original = json.loads((ROOT / file).read_text(encoding="utf-8"))
                sent = json.loads(wheel.read(file))
                assert json.dumps(sent, ensure_ascii=False) == json.dumps(
                    original, ensure_ascii=False), file
                assert len(wheel.read(file)) <= (ROOT / file).stat().st_size, file
                checked += 1
    assert checked >= 20, checked


def test_the_app_unpacks_a_shipped_wheel(shipped: dict[str, Path], tmp_path: Path) -> None:
    path = shipped["game-glace_et_ciel"]
    names = install_shipped_wheel(path.read_bytes(), str(tmp_path))
    with _unpacked(path) as wheel:
        assert sorted(names) == sorted(wheel.namelist())
        for name in names:
            assert (tmp_path / name).read_bytes() == wheel.read(name), name
    assert (tmp_path / "engine" / "glace_et_ciel" / "rules.py").is_file()


def test_segno_ships_only_its_encoder_which_draws_the_same_code(
        shipped: dict[str, Path], tmp_path: Path) -> None:
    """The page imports segno's encoder alone (web/qr.py): the trimmed wheel, unpacked where no
    other segno is reachable, draws the QR code the whole package draws."""
    import segno

    install_shipped_wheel(shipped["segno"].read_bytes(), str(tmp_path))
    assert not (tmp_path / "segno" / "writers.py").exists()
    assert (tmp_path / "segno" / "encoder.py").is_file()
    assert any(p.name == "LICENSE" for p in tmp_path.rglob("*.dist-info/**/*"))
    link = "https://example.org/terraludo/?lang=fr#/play/glace-et-ciel?v=1&players=3"
    # -S: no site-packages, so the only segno is the shipped one
    script = (f"import sys; sys.path[:0] = [{str(tmp_path)!r}, {str(ROOT)!r}]\n"
              "from web import qr\n"
              f"print(''.join('1' if c else '0' for row in qr.matrix({link!r}) for c in row))\n"
              "assert sys.modules['segno.encoder'].__file__.startswith(sys.path[0])\n")
    done = subprocess.run([sys.executable, "-S", "-c", script], capture_output=True, text=True,
                          check=True)
    reference = segno.make(link, error="m", micro=False)
    assert done.stdout.strip() == "".join("1" if c else "0" for row in reference.matrix for c in row)
