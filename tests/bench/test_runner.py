"""Tests of ``loopcraft bench --suite`` (:mod:`loopcraft_bench.runner`, ``peers``, ``store``,
``report``).

The real runner runs here, with real worker processes, on two PolyBench kernels at ``mini``:
every peer's result must be validated, wrong/crashing/hanging peers (fake peers registered by a
``--plugin`` file, which every worker loads) must be recorded as failures with their reason, the
SQLite store must append runs from which the report is rebuilt identically, and ``--compare``
must find a planted regression. About 40 s on 2 cores.
"""

from __future__ import annotations

import json
import math
import sqlite3
import textwrap
from pathlib import Path
from typing import Any

import pytest

from loopcraft import cli
from loopcraft_bench import report, runner, store
from loopcraft_bench.peers import PEERS

KERNELS = ["gemm", "atax"]

PLUGIN = textwrap.dedent('''
    """Fake peers for tests/bench/test_runner.py (loaded by the parent and every worker)."""
    import os
    import time

    import numpy as np

    from loopcraft_bench.peers import Built, Peer, register_peer


    def _wrong(kernel, args, threads):
        def fn(*a):
            kernel.reference(*a)
            first = next(x for x in a if isinstance(x, np.ndarray))
            first += 1.0  # a plausible-looking but wrong answer
        return Built(fn, mode="fake", extra={"omp": os.environ.get("OMP_NUM_THREADS")})


    def _crash(kernel, args, threads):
        def fn(*a):
            os.abort()  # as a segfault in native code would: the process dies
        return Built(fn)


    def _hang(kernel, args, threads):
        def fn(*a):
            while True:  # ignores nothing: only the parent's kill ends it
                time.sleep(0.05)
        return Built(fn)


    def _slow_compile(kernel, args, threads):
        time.sleep(60)


    register_peer(Peer("fake-wrong", "reference + 1 on the first array", _wrong))
    register_peer(Peer("fake-crash", "aborts on its first call", _crash))
    register_peer(Peer("fake-hang", "never returns", _hang))
    register_peer(Peer("fake-slow", "compiles for a minute", _slow_compile,
                       compile_budget=1.0, slow_compile_hint="it sleeps"))
''')


@pytest.fixture(scope="module")
def plugin(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("plugin") / "fake_peers.py"
    path.write_text(PLUGIN)
    return str(path)


@pytest.fixture(scope="module")
def first_run(tmp_path_factory: pytest.TempPathFactory, plugin: str) -> tuple[Path, dict]:
    """numpy, loopcraft, numba and a wrong peer on two kernels (9 worker processes)."""
    out = tmp_path_factory.mktemp("run")
    opts = runner.RunOptions(suite="polybench", size="mini", kernels=KERNELS,
                             peers=["loopcraft", "numba", "fake-wrong"], threads=1,
                             repeats=12, timeout=300, plugins=[plugin])
    data = runner.run(opts, out, log=lambda m: None)
    return out, data


def _by(data: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {(r["kernel"], r["peer"]): r for r in data["results"]}


# ------------------------------------------------------------------------ the real runner
def test_every_real_peer_validated_and_timed(first_run: tuple[Path, dict]) -> None:
    _, data = first_run
    rows = _by(data)
    assert data["meta"]["peers"] == ["numpy", "loopcraft", "numba", "fake-wrong"]
    for k in KERNELS:
        for p in ("numpy", "loopcraft", "numba"):
            row = rows[(k, p)]
            res = row["result"]
            assert res["status"] == "ok", (k, p, res["reason"])
            t = res["timing"]
            assert len(t["samples"]) >= 10
            assert t["ci_low"] <= t["median"] <= t["ci_high"]
            assert res["compile_s"] is not None and res["compile_s"] > 0
            assert res["extra"]["first_call_s"] > 0
            # The machine and the versions come with every result.
            assert row["machine"]["cores"] >= 1 and row["versions"]["numpy"]
        assert rows[(k, "numba")]["versions"]["numba"]
        assert rows[(k, "loopcraft")]["result"]["mode"] == "default"
    # Cold cache: loopcraft invoked the C compiler for each kernel.
    assert all(rows[(k, "loopcraft")]["result"]["extra"]["compiler_invocations"] >= 1
               for k in KERNELS)


def test_wrong_peer_is_a_recorded_mismatch(first_run: tuple[Path, dict]) -> None:
    _, data = first_run
    for k in KERNELS:
        res = _by(data)[(k, "fake-wrong")]["result"]
        assert res["status"] == "mismatch"
        assert "differ beyond" in res["reason"] and res["timing"] is None
        assert res["extra"]["omp"] == "1"  # --threads reached the worker's environment


def test_report_files_and_summary(first_run: tuple[Path, dict]) -> None:
    out, data = first_run
    md = (out / "results.md").read_text()
    assert (out / "heatmap.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert json.loads((out / "results.json").read_text())["meta"]["suite"] == "polybench"
    assert "| gemm |" in md and "wrong" in md and "fake-wrong · mismatch" in md
    s = report.summarize(data)
    # the fake peers validated nothing: they are named and left out of the common kernels ...
    assert s["common"] == ["gemm", "atax"] and "; fake-wrong validated no kernel" in md
    assert math.isfinite(s["geomean"]["loopcraft"]["common"])
    # ... and each real framework has a geomean over its own successes.
    for p in ("loopcraft", "numba"):
        assert s["geomean"][p]["own_kernels"] == 2 and math.isfinite(s["geomean"][p]["own"])
    assert s["versus"]["numba"]["kernels"] == 2
    assert sum(len(s["versus"]["numba"][w]) for w in ("wins", "losses", "ties")) == 2


def test_store_appends_and_report_rebuilds(first_run: tuple[Path, dict], tmp_path: Path,
                                           plugin: str) -> None:
    out, data = first_run
    db = tmp_path / "results.sqlite"
    (tmp_path / "copy").mkdir()
    db.write_bytes((out / "results.sqlite").read_bytes())
    opts = runner.RunOptions(suite="polybench", size="mini", kernels=["atax"], peers=["numpy"],
                             repeats=10, plugins=[plugin])
    runner.run(opts, tmp_path / "second", db=db, log=lambda m: None)
    with store.Store(db) as s:
        assert s.run_ids() == [1, 2]
        runs = s.runs()
        assert [r["n"] for r in runs] == [8, 1] and all(r["finished"] for r in runs)
    con = sqlite3.connect(db)
    assert con.execute("SELECT COUNT(*) FROM results").fetchone()[0] == 9
    con.close()
    # The report of run 1, rebuilt from the store, is the report the run wrote.
    runner.write_report(db, 1, tmp_path / "rebuilt", log=lambda m: None)
    assert (tmp_path / "rebuilt" / "results.md").read_text() == (out / "results.md").read_text()


def test_crash_hang_and_slow_compile_are_recorded(tmp_path: Path, plugin: str) -> None:
    opts = runner.RunOptions(suite="polybench", size="mini", kernels=["atax"],
                             peers=["fake-crash", "fake-hang", "fake-slow"], repeats=10,
                             timeout=6, compile_timeout=300, plugins=[plugin])
    data = runner.run(opts, tmp_path, log=lambda m: None)
    rows = _by(data)
    assert rows[("atax", "numpy")]["result"]["status"] == "ok"
    crash = rows[("atax", "fake-crash")]["result"]
    assert crash["status"] == "crashed"
    assert "SIGABRT" in crash["reason"] and "first-call" in crash["reason"]
    hang = rows[("atax", "fake-hang")]["result"]
    assert hang["status"] == "timeout"
    assert "timed out after 6 s" in hang["reason"] and "first-call" in hang["reason"]
    slow = rows[("atax", "fake-slow")]["result"]
    assert slow["status"] == "timeout" and "exceeded 1 s" in slow["reason"]
    assert "it sleeps" in slow["reason"]


# ------------------------------------------------------------------------ compare
def _planted(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of ``data`` where loopcraft got 10x slower on gemm and numba failed on atax."""
    new = json.loads(json.dumps(data))
    new["meta"]["run_id"] = 99
    for row in new["results"]:
        res = row["result"]
        if (row["kernel"], row["peer"]) == ("gemm", "loopcraft"):
            t = res["timing"]
            for key in ("median", "ci_low", "ci_high"):
                t[key] *= 10.0
        if (row["kernel"], row["peer"]) == ("atax", "numba"):
            row["result"] = {**res, "status": "error", "reason": "compile: planted",
                             "timing": None}
    return new


def test_compare_finds_planted_changes(first_run: tuple[Path, dict], tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    _, data = first_run
    new = _planted(data)
    text, changes = report.compare_runs(data, new)
    regressed = {(k, p) for k, p, _ in changes["regressions"]}
    assert regressed == {("gemm", "loopcraft"), ("atax", "numba")}
    assert changes["improvements"] == []
    assert "10.00x time" in text and "now error: compile: planted" in text
    # Backwards, the same changes are improvements.
    _, back = report.compare_runs(new, data)
    assert {(k, p) for k, p, _ in back["improvements"]} == regressed
    # The command line, on two results files.
    (tmp_path / "old.json").write_text(json.dumps(data))
    (tmp_path / "new.json").write_text(json.dumps(new))
    assert cli.main(["bench", "--compare", str(tmp_path / "old.json"),
                     str(tmp_path / "new.json")]) == 0
    out = capsys.readouterr().out
    assert "regressions (2):" in out and "gemm" in out


def test_compare_run_ids_in_store(first_run: tuple[Path, dict],
                                  capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = first_run
    db = out / "results.sqlite"
    assert cli.main(["bench", "--compare", "1", "1", "--db", str(db)]) == 0
    assert "regressions (0):" in capsys.readouterr().out
    assert store.load(f"{db}:1")["meta"]["run_id"] == 1
    with pytest.raises(KeyError):
        store.load("7", db)


# ------------------------------------------------------------------------ summary maths
def test_geomeans_common_and_own() -> None:
    def ok(ms: float) -> dict[str, Any]:
        t = ms / 1e3
        return {"status": "ok", "timing": {"median": t, "ci_low": 0.9 * t,
                                           "ci_high": 1.1 * t, "samples": []}}

    def row(k: str, p: str, res: dict[str, Any]) -> dict[str, Any]:
        return {"kernel": k, "peer": p, "result": res}

    results = [row("a", "numpy", ok(8)), row("a", "loopcraft", ok(2)), row("a", "x", ok(4)),
               row("b", "numpy", ok(8)), row("b", "loopcraft", ok(8)),
               row("b", "x", {"status": "error", "reason": "r"}),
               row("a", "y", {"status": "unavailable", "reason": "not installed"}),
               row("b", "y", {"status": "unavailable", "reason": "not installed"})]
    run = {"meta": {"suite": "s", "size": "m", "peers": ["numpy", "loopcraft", "x", "y"],
                    "kernels": ["a", "b"]}, "results": results}
    s = report.summarize(run)
    assert s["installed"] == ["numpy", "loopcraft", "x"]  # y is not installed: not counted
    assert s["common"] == ["a"]
    assert s["geomean"]["loopcraft"]["common"] == pytest.approx(4.0)
    assert s["geomean"]["loopcraft"]["own"] == pytest.approx(2.0)  # sqrt(4 * 1)
    assert s["geomean"]["x"]["own"] == pytest.approx(2.0) and s["geomean"]["x"]["ok"] == 1
    assert s["versus"]["x"]["wins"] == ["a"] and s["versus"]["numpy"]["ties"] == ["b"]
    md = report.render_markdown(run)
    assert "| a | 8 | 4.00× | 2.00× | n/a |" in md and "y not run: not installed" in md

    # a framework that validates nothing (JAX on loop code) is named, not allowed to leave the
    # others without common kernels
    results += [row("a", "z", {"status": "error", "reason": "immutable"}),
                row("b", "z", {"status": "error", "reason": "immutable"})]
    run["meta"]["peers"].append("z")
    s = report.summarize(run)
    assert s["compared"] == ["numpy", "loopcraft", "x"] and s["common"] == ["a"]
    assert s["geomean"]["loopcraft"]["common"] == pytest.approx(4.0)
    assert math.isnan(s["geomean"]["z"]["common"])
    assert "; z validated no kernel" in report.render_markdown(run)


# ------------------------------------------------------------------------ command line
def test_cli_runs_a_suite(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc = cli.main(["bench", "--suite", "polybench", "--size", "mini", "--kernels", "atax",
                   "--peers", "numpy", "--repeats", "10", "--out", str(tmp_path)])
    assert rc == 0
    assert "# loopcraft bench: polybench (mini)" in capsys.readouterr().out
    assert (tmp_path / "results.sqlite").exists()
    assert cli.main(["bench", "--report", "--out", str(tmp_path)]) == 0
    assert cli.main(["bench", "--list", "--out", str(tmp_path)]) == 0
    listing = capsys.readouterr().out
    assert "polybench (30 kernels" in listing and "peer loopcraft" in listing
    assert "run    1" in listing


def test_cli_usage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "--suite", "nope"]) == 2
    assert "no suite 'nope'" in capsys.readouterr().err
    assert cli.main(["bench", "--suite", "polybench", "--kernels", "gemm,nope",
                     "--out", str(tmp_path)]) == 2
    assert "nope" in capsys.readouterr().err
    assert cli.main(["bench", "--suite", "polybench", "--size", "huge"]) == 2
    assert cli.main(["bench", "--suite", "polybench", "--peers", "nope"]) == 2
    assert cli.main(["bench", "--threads", "2"]) == 2  # no --suite
    assert not (tmp_path / "results.sqlite").exists()


def test_cli_bench_gemm_still_dispatched() -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main(["bench", "gemm", "-h"])
    assert exc.value.code == 0


def test_builtin_peers_registered() -> None:
    for name in ("numpy", "loopcraft", "numba", "numba-parallel", "jax", "torch", "pythran",
                 "dace"):
        assert name in PEERS
    assert PEERS["numpy"].available() is None
    assert PEERS["loopcraft"].strict_dtype and not PEERS["numba"].strict_dtype


def test_tuned_peers_registered_and_only_transfer_by_default() -> None:
    from loopcraft_bench.peers import default_peers

    assert {"loopcraft-transfer", "loopcraft-tuned"} <= set(PEERS)
    chosen = default_peers()
    assert "loopcraft-transfer" in chosen and "loopcraft-tuned" not in chosen
    assert "loopcraft" in chosen


@pytest.mark.parametrize("peer, mode", [("loopcraft-tuned", "search"),
                                         ("loopcraft-transfer", "transfer")])
def test_tuned_peers_build_a_validated_function(monkeypatch, tmp_path, peer: str,
                                                mode: str) -> None:
    """The tuned peers' builds run a real (tiny) search, or transfer from the shipped seed,
    and return a function whose outputs match the NumPy reference."""
    import numpy as np

    from loopcraft import config
    from loopcraft_bench import peers
    from loopcraft_bench.suites import get_suite

    monkeypatch.setattr(peers, "TUNED_BUDGET", 2)
    kernel = get_suite("polybench")["atax"]
    args = kernel.args("mini")
    with config.patch(db=str(tmp_path / "recipes.sqlite")):
        built = PEERS[peer].build(kernel, args, 1)
    assert built.mode == mode
    assert built.extra["tune_measurements"] >= (1 if mode == "search" else 0)
    mine = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    ref = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    got = peers.numpy_outputs(built.fn(*mine), mine)
    want = peers.numpy_outputs(kernel.reference(*ref), ref)
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        np.testing.assert_allclose(g, w, rtol=kernel.rtol, atol=kernel.atol)
