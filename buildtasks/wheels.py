"""Wheels built by hand (deterministic bytes, so the content hash is stable), and the xz
shipping of the wheels the app loads on demand."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import zipfile
from pathlib import Path

from buildtasks.pysource import without_docs

#: a wheel's files: (path inside the wheel, bytes)
Entries = list[tuple[str, bytes]]


def zip_wheel(entries: Entries, dist_info: str, metadata: bytes,
               compresslevel: int | None = 9, stored: bool = False) -> bytes:
    """A reproducible wheel (fixed dates and modes) of ``entries`` with its dist-info, each file
    deflated (``stored``: as it is, for a compressor that reads the whole archive)."""
    wheel_meta = b"Wheel-Version: 1.0\nGenerator: terraludo-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries = entries + [(f"{dist_info}/METADATA", metadata), (f"{dist_info}/WHEEL", wheel_meta)]
    record = []
    for name, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{dist_info}/RECORD,,")
    entries.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode()))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data, compresslevel=None if stored else compresslevel)
    return buf.getvalue()


def wheel_entries(wheel: Path) -> tuple[Entries, str, bytes]:
    """A wheel's files (but its RECORD, METADATA and WHEEL, which ``zip_wheel`` writes
    again), its dist-info folder and its METADATA."""
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        dist_info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        written_again = {f"{dist_info}/{n}" for n in ("RECORD", "METADATA", "WHEEL")}
        entries = [(n, zf.read(n)) for n in names if not n.endswith("/") and n not in written_again]
        return entries, dist_info, zf.read(f"{dist_info}/METADATA")


#: an on-demand wheel as the app ships it (``ship_wheel``; the app unpacks it in web/wheels.py)
SHIPPED_WHEEL = ".whl.xz"


def slim(name: str, data: bytes, own: bool = True) -> bytes:
    """A file as an on-demand wheel ships it: a Python source without its docstrings and (the
    project's own, ``own``) its comment lines, every line kept in place (``without_docs``:
    tracebacks keep their line numbers; a third party's comments hold its copyright notices);
    the project's JSON without its indentation (the rules fingerprint hashes the parsed
    content, engine/core/fingerprint.py: the same for both); anything else as it is."""
    if name.endswith(".py"):
        return without_docs(data.decode("utf-8"), keep_comments=not own).encode("utf-8")
    if name.endswith(".json") and own:
        return json.dumps(json.loads(data), ensure_ascii=False, separators=(",", ":")).encode()
    return data


def ship_wheel(name: str, entries: Entries, dist_info: str, metadata: bytes, out_dir: Path,
               own: bool) -> Path:
    """Write the on-demand wheel ``name`` as ``out_dir/<name>.whl.xz``: a wheel whose files are
    stored (not deflated), compressed as a whole by xz, its files slimmed first (``slim``;
    ``own``: the project's, not a third party's). Why: a static host (GitHub Pages) sends a zip
    as it is, and a zip deflates each file on its own, blind to what a game's modules and data
    files repeat of each other; one xz stream over the whole archive finds it (~30 % less than
    the deflated wheel; files of a kind side by side, and ``pb=0`` for text, a little more).
    The RECORD hashes the bytes shipped: decompressed, it is a valid wheel. Pyodide has
    ``_lzma`` built in; the page unpacks it with web/wheels.py."""
    entries = [(n, slim(n, data, own)) for n, data in entries]
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{name}{SHIPPED_WHEEL}"
    target.write_bytes(xz_wheel(entries, dist_info, metadata))
    return target


def xz_wheel(entries: Entries, dist_info: str, metadata: bytes) -> bytes:
    """A wheel of ``entries`` (files of a kind side by side), its files stored, the whole
    archive compressed by xz: what ``ship_wheel`` writes, and the app's own wheel
    (buildtasks/app_wheel.py)."""
    import lzma

    entries = sorted(entries, key=lambda entry: (entry[0].rpartition(".")[2], entry[0]))
    archive = zip_wheel(entries, dist_info, metadata, stored=True)
    # the dictionary spans the whole archive and no more: the decoder allocates it (preset 9's
    # 64 MiB would grow a tablet's WebAssembly memory for a 1 MB wheel)
    text = {"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME, "lc": 4, "pb": 0,
            "dict_size": max(1 << 16, len(archive))}
    return lzma.compress(archive, format=lzma.FORMAT_XZ, filters=[text])
