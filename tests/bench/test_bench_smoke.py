"""``bench/run.py --smoke`` runs end to end and writes every figure the issue asks for.

``--smoke`` takes one load or sample of everything (``--quick`` takes a few of each, the full run
many): every measuring code path of the bench runs, so a figure that cannot be measured fails
here as it would in the full run, in about a third of ``--quick``'s time.

Never a timed assertion, nor one on what the app does (the browser tests check that: each file
downloaded once and the offline cache in test_subfolder.py, clicks in test_e2e.py): it fails only
when a figure cannot be measured. It once failed right after another browser run and passed
alone: on the busy machine a cold boot took over the boot watchdog's 20 s, the watchdog marked
the page failed (``data-app-state="error"``), and the bench took that for a boot error although
the app went on to boot; the bench now waits for the boot to end and fails only on Python's own
boot error or a boot that never ends (bench/run.py ``wait_ready``).
Marked ``browser`` (it drives Chromium and Node), so it runs in the browser test step; the
bench modules are imported inside the tests because bench/ is not mounted in Pyodide.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


def _bench_module() -> Any:
    sys.path.insert(0, str(ROOT / "bench"))
    import run

    return run


def test_percentile_interpolates_between_ranks() -> None:
    run = _bench_module()
    values = [float(v) for v in range(1, 101)]
    assert run.percentile(values, 0.5) == pytest.approx(50.5)
    assert run.percentile(values, 0.95) == pytest.approx(95.05)
    assert run.percentile([7.0], 0.95) == 7.0


def test_table_shows_a_failed_section_and_marks_targets() -> None:
    run = _bench_module()
    text = run.table({"ui": {"error": "RuntimeError('boom')"},
                      "bots": {"x": {"level": "strong", "n": 3, "p50": 1.0, "p95": 400.0}}})
    assert "FAILED: RuntimeError('boom')" in text
    assert "✗" in text.splitlines()[-1]
    assert run.failures({"a": {"b": {"error": "x"}}, "c": {}}) == ["a.b"]


def test_bytes_split_vendor_and_app(tmp_path: Path) -> None:
    run = _bench_module()
    (tmp_path / "vendor").mkdir()
    (tmp_path / "vendor" / "rt.js").write_text("x" * 1000)
    (tmp_path / "index.html").write_text("<p>hello</p>")
    parts = run.bytes_of(tmp_path, {"vendor/rt.js", "index.html", "missing.css"})
    assert parts["vendor"]["raw"] == 1000 and parts["vendor"]["files"] == 1
    assert parts["app"]["raw"] == len("<p>hello</p>") and list(parts["app"]["list"]) == ["index.html"]
    assert 0 < parts["vendor"]["gzip"] < 1000


@pytest.mark.slow  # a whole bench run, in Chromium and Node (build.py test --quick leaves it out)
def test_smoke_bench_runs_end_to_end(tmp_path: Path) -> None:
    from engine.core.registry import playable_ids

    out = tmp_path / "results.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "run.py"), "--smoke", "--out", str(out)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "warm boot ratio app / bare" in done.stdout
    r = json.loads(out.read_text())
    games = playable_ids()
    assert r["effort"] == "smoke" and r["machine"]["cpus"] >= 1

    boot = r["boot"]
    for key in ("app_warm_ms", "bare_warm_ms", "bare_nocache_warm_ms", "app_cold_ms", "bare_cold_ms"):
        assert boot[key]["n"] >= 1 and boot[key]["median"] > 0, key
    assert boot["warm_ratio"] > 0 and boot["cold_ratio"] > 0 and boot["warm_ratio_paired_median"] > 0
    assert boot["warm_ratio_vs_nocache"] > 0 and boot["app_warm_split_ms"]["to_wheel_request"]["n"] >= 1
    assert boot["first_paint"]["cold_fcp_ms"]["n"] == boot["app_cold_ms"]["n"]
    assert boot["first_paint"]["cold_shell_text_ms"]["n"] == boot["app_cold_ms"]["n"]
    booted = boot["bytes"]["boot_requests"]
    assert any(name.endswith((".whl", ".whl.xz")) for name in booted["app"]["list"]), "the app wheel was not fetched"
    assert "index.html" in booted["app"]["list"]
    assert booted["vendor"]["raw"] > booted["app"]["raw"] > booted["app"]["gzip"] > 0
    visit = boot["bytes"]["cold_visit"]
    assert visit["app"]["files"] >= booted["app"]["files"]
    assert "manifest.webmanifest" in visit["app"]["list"]

    # a cold first visit, counted by the server, and the offline cache it filled
    for profile in ("tablet", "incognito"):
        first = r["visit"][profile]
        assert first["downloads"] >= 10 and first["bytes_transferred"] > 1_000_000, profile
        assert first["bytes_raw"] > first["bytes_transferred"], "gzip was not applied"
        assert isinstance(first["downloaded_more_than_once"], list), profile
        assert first["offline_cache"]["files"] >= 10, profile

    for runtime in ("cpython", "pyodide"):
        results = r["playouts"][runtime]["results"]
        assert [x["game"] for x in results] == games, runtime
        assert all(x["games"] >= 3 and x["playouts_per_s"] > 0 for x in results), runtime
    assert r["playouts"]["pyodide"]["python"].startswith("3.14")

    assert sorted(r["bots"]) == sorted(games)
    for game_id, bots in r["bots"].items():
        assert bots["n"] >= 1 and bots["p95"] >= bots["p50"] > 0, game_id
    ui = r["ui"]
    assert ui["n"] >= 1 and 0 <= ui["changed"] <= ui["n"]
    assert ui["frame_ms"]["p50"] >= ui["layout_ms"]["p50"] >= ui["handler_ms"]["p50"] > 0
