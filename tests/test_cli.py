"""The ``loopcraft`` command and the benchmark harness behind ``demo`` and ``bench-corpus``.

The commands are called through ``cli.main([...])`` (what the console script runs), each test with
a private artifact cache so that nothing touches, or is helped by, the user's cache.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from loopcraft import cli
from loopcraft import config as lc_config
from loopcraft.pipeline import cache
from loopcraft_bench import harness
from loopcraft_bench.corpus_bench import BenchOptions, _crash_result

#: Two small, stable corpus kernels, one per coding style.
BENCH_KERNELS = ("saxpy", "jacobi_1d")


@pytest.fixture(autouse=True)
def cache_dir(tmp_path: Path) -> Iterator[Path]:
    root = tmp_path / "cache"
    with lc_config.patch(cache_dir=str(root), disable_cache=False):
        cache.clear_cache(disk=False)
        yield root
        cache.clear_cache(disk=False)


# --------------------------------------------------------------------------- commands
def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["version"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("loopcraft ") and len(first.split()) == 2


def test_version_verbose_names_the_toolchain(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["version", "--verbose"]) == 0
    out = capsys.readouterr().out
    for word in ("numpy", "compiler", "cflags", "cache"):
        assert f"\n{word} " in out


def test_cache_dir_prints_the_configured_directory(
    cache_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["cache-dir"]) == 0
    assert capsys.readouterr().out.strip() == str(cache_dir)


def test_cache_clear_removes_built_artifacts(
    cache_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import loopcraft

    def double(x, out):
        out[:] = 2.0 * x

    x, out = np.arange(4.0), np.zeros(4)
    loopcraft.jit(double)(x, out)
    np.testing.assert_array_equal(out, 2.0 * x)
    assert any(cache_dir.iterdir())
    assert cli.main(["cache-clear"]) == 0
    assert capsys.readouterr().out.startswith(f"removed 1 cached build(s) from {cache_dir}")
    assert cli.main(["cache-clear"]) == 0
    assert capsys.readouterr().out.startswith("removed 0 ")


def test_unknown_kernel_is_a_clean_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench-corpus", "--kernels", "no_such_kernel", "--no-numba"]) == 2
    err = capsys.readouterr().err
    assert "no corpus kernel 'no_such_kernel'" in err and "saxpy" in err
    assert "Traceback" not in err


def test_missing_subcommand_is_a_usage_error() -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main([])
    assert exc.value.code == 2


def _check_report(out: Path, names: tuple[str, ...]) -> dict:
    report = json.loads((out / "results.json").read_text())
    assert [k["name"] for k in report["kernels"]] == list(names)
    for k in report["kernels"]:
        assert k["numpy"]["status"] == "ok"
        assert k["loopcraft"]["status"] == "ok", k["loopcraft"]
        assert k["numba"]["status"] == "skipped"
        for impl in ("numpy", "loopcraft"):
            t = k[impl]["timing"]
            assert len(t["samples"]) >= 3
            assert 0 < t["ci_low"] <= t["median"] <= t["ci_high"]
        assert k["loopcraft"]["compile_s"] > 0
        assert k["speedup_vs_numpy"] == pytest.approx(
            k["numpy"]["timing"]["median"] / k["loopcraft"]["timing"]["median"])
    s = report["summary"]
    assert s["loopcraft_ok"] == len(names) and s["kernels_vs_numpy"] == len(names)
    assert math.isfinite(s["geomean_speedup_vs_numpy"])
    assert report["meta"]["call_overhead"]["loopcraft_us"] > 0
    md = (out / "results.md").read_text()
    assert all(f"| {n} |" in md for n in names) and "## Summary" in md
    return report


def test_bench_corpus_small_writes_validated_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "bench"
    rc = cli.main(["bench-corpus", "--size", "small", "--kernels", ",".join(BENCH_KERNELS),
                   "--no-numba", "--out", str(out), "--repeats", "3", "--max-time", "0.2"])
    assert rc == 0
    report = _check_report(out, BENCH_KERNELS)
    # Each kernel compiled in its own worker process; a new process then found every one in
    # the cache the run used, so it did not run the C compiler.
    assert report["meta"]["isolated"] is True
    check = report["meta"]["cache_check"]
    assert check["kernels"] == len(BENCH_KERNELS) and check["failed"] == {}
    if not check.get("sources_changed"):  # someone editing loopcraft meanwhile forces rebuilds
        assert check["compiler_invocations"] == 0
    assert "| saxpy |" in capsys.readouterr().out


def test_bench_corpus_in_process(tmp_path: Path) -> None:
    out = tmp_path / "bench"
    rc = cli.main(["bench-corpus", "--size", "small", "--kernels", "saxpy", "--no-numba",
                   "--out", str(out), "--repeats", "3", "--max-time", "0.2", "--in-process"])
    assert rc == 0
    _check_report(out, ("saxpy",))


def test_demo_runs_and_validates(capsys: pytest.CaptureFixture[str]) -> None:
    from loopcraft_bench.demo import run_demo

    status, results = run_demo({"saxpy": {"n": 1000}}, use_numba=False)
    assert status == 0 and results[0].loopcraft.ok
    out = capsys.readouterr().out
    assert "saxpy" in out and "Geometric-mean speedup over NumPy" in out


# --------------------------------------------------------------------------- harness
def test_geomean_and_bootstrap() -> None:
    assert harness.geomean([2.0, 0.5]) == pytest.approx(1.0)
    assert math.isnan(harness.geomean([]))
    lo, hi = harness.bootstrap_median_ci([1.0, 2.0, 3.0, 4.0, 100.0])
    assert 1.0 <= lo <= 3.0 <= hi <= 100.0
    assert harness.bootstrap_median_ci([5.0]) == (5.0, 5.0)


def test_time_interleaved_uses_fresh_arguments_round_robin() -> None:
    calls: list[str] = []
    template = (np.zeros(4),)

    def make_args() -> tuple:
        return harness.copy_args(template)

    def impl(name: str):
        def run(x: np.ndarray) -> None:
            assert not x.any(), "arguments were not fresh"
            x += 1
            calls.append(name)
        return run

    t = harness.time_interleaved({"a": impl("a"), "b": impl("b")}, make_args, repeats=4,
                                 min_repeats=4, min_time=0.0)
    assert not template[0].any()
    assert calls[:2] == ["a", "b"]  # warm-up, then rounds in rotating order
    assert calls[2:] == ["a", "b", "b", "a", "a", "b", "b", "a"]
    assert len(t["a"].samples) == 4 and t["a"].median > 0


def test_calls_hit_by_stolen_cpu_time_are_timed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    ticks = iter([0, 1] * 2 + [1] * 1000)  # the first two calls of the first block see steal
    monkeypatch.setattr(harness, "steal_ticks", lambda: next(ticks))
    calls = []
    t = harness.time_interleaved({"f": lambda: calls.append(1)}, lambda: (), repeats=2,
                                 min_repeats=2, min_time=0.0, warmup=False)["f"]
    assert t.disturbed == 2 and len(t.samples) == 2 and len(calls) == 4


def test_a_dead_worker_is_blamed_on_its_stage() -> None:
    from loopcraft_bench.corpus import get_kernel

    k = get_kernel("saxpy")
    opts = BenchOptions(size="small")
    r = _crash_result(k, opts, "loopcraft-run", "killed by SIGSEGV")
    assert r.loopcraft.status == "crashed" and "SIGSEGV" in r.loopcraft.reason
    assert r.numba.status == "skipped"
    r = _crash_result(k, opts, "numba-parallel", "timed out after 9 s")
    assert r.numba.status == "timeout" and r.loopcraft.status == "skipped"


def test_a_hung_worker_is_killed_and_recorded(cache_dir: Path) -> None:
    from loopcraft_bench.corpus import get_kernel
    from loopcraft_bench.corpus_bench import run_isolated

    r = run_isolated(get_kernel("saxpy"), BenchOptions(size="small", use_numba=False),
                     str(cache_dir), timeout=0.05)
    assert r.numpy.status == "timeout" and "timed out after 0.05 s" in r.numpy.reason
    assert r.loopcraft.status == "skipped" and not r.loopcraft.ok


def test_hw_prints_the_machine(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["hw"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("cpu ") and "L1d" in out and "vector width" in out
    assert cli.main(["hw", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert set(info) == {"cpu_model", "machine", "cores", "caches", "vector_bytes", "simd"}
    assert info["vector_bytes"] in (16, 32, 64) and info["cores"] >= 1


def test_cache_stats_and_clear_subcommands(
    cache_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import loopcraft

    def triple(x):
        return 3.0 * x

    loopcraft.jit(triple)(np.arange(4.0))
    assert cli.main(["cache", "stats"]) == 0
    stats = dict(line.split(" ", 1) for line in capsys.readouterr().out.splitlines())
    assert stats["directory"] == str(cache_dir) and stats["entries"] == "1"
    assert int(stats["bytes"]) > 0 and stats["max_bytes"] == str(lc_config.config.cache_max_bytes)
    assert cli.main(["cache", "clear"]) == 0
    assert capsys.readouterr().out.startswith(f"removed 1 cached build(s) from {cache_dir}")
    assert cli.main(["cache", "stats"]) == 0
    assert "entries 0\n" in capsys.readouterr().out
    assert cli.main(["cache", "dir"]) == 0
    assert capsys.readouterr().out.strip() == str(cache_dir)


def test_compile_onnx_prints_times_and_checks_onnxruntime(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture) -> None:
    import onnx
    from onnx import TensorProto, helper

    graph = helper.make_graph(
        [helper.make_node("Relu", ["x"], ["r"]), helper.make_node("Softmax", ["r"], ["y"])],
        "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 5])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)])
    path = tmp_path / "m.onnx"
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 20)]), path)
    assert cli.main(["compile-onnx", str(path), "--batch", "3", "--runs", "2"]) == 0
    out = capsys.readouterr().out
    for line in ("compile ", "warm-cache ", "median of 2 (batch 3)", "onnxruntime    matches"):
        assert line in out
