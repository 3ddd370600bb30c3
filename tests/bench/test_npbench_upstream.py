"""Tests of the runner for NPBench's own sources (``loopcraft_bench.suites.npbench.upstream``).

A tiny npbench-shaped tree built here stands in for the real snapshot (CI has none): a kernel
that validates, one the frontend refuses and one whose worker dies, each in its own process;
validation by npbench's rule; reading a bare git directory. One test runs two real kernels
when the snapshot of spcl/npbench is on this machine.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import numpy as np
import pytest

from loopcraft_bench.commands import run_raw
from loopcraft_bench.common import WorkerOutcome
from loopcraft_bench.suites.npbench import upstream

SNAPSHOT = Path("/work/.mirror/spcl+npbench/repo")

_INIT = """
import numpy as np

def initialize(N):
    return np.arange(N, dtype=np.float64), np.ones((N, N))
"""

_KERNELS = {
    # returns a value and updates an output argument in place
    "good": """
import numpy as np

def kernel(N, x, A):
    A[:] = A * 2.0 + x
    return np.sum(x) * N
""",
    "refused": """
import numpy as np

def kernel(N, x, A):
    try:
        y = x + 1
    except ValueError:
        y = x
    return y
""",
    "dies": """
import os, signal
import numpy as np

def kernel(N, x, A):
    os.kill(os.getpid(), signal.SIGKILL)
""",
}


def _info(name: str, **extra: object) -> dict[str, object]:
    return {"short_name": name, "relative_path": f"fake/{name}", "module_name": name,
            "func_name": "kernel", "parameters": {"S": {"N": 6}},
            "init": {"func_name": "initialize", "input_args": ["N"],
                     "output_args": ["x", "A"]},
            "input_args": ["N", "x", "A"], "array_args": ["x", "A"], "output_args": ["A"],
            **extra}


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    (tmp_path / "bench_info").mkdir()
    for name, src in _KERNELS.items():
        folder = tmp_path / "npbench" / "benchmarks" / "fake" / name
        folder.mkdir(parents=True)
        (folder / f"{name}.py").write_text(_INIT)
        (folder / f"{name}_numpy.py").write_text(src)
        (tmp_path / "bench_info" / f"{name}.json").write_text(
            json.dumps({"benchmark": _info(name)}))
    # a benchmark without a NumPy implementation is not a kernel of the run
    (tmp_path / "bench_info" / "other.json").write_text(json.dumps({"benchmark": _info("o")}))
    return tmp_path


def test_discover_data_and_outputs(tree: Path) -> None:
    kernels = upstream.discover(tree)
    assert [k.name for k in kernels] == ["dies", "good", "refused"]
    with pytest.raises(KeyError, match="known"):
        upstream.discover(tree, ["nope"])
    good = upstream.discover(tree, ["good"])[0]
    data = upstream.kernel_data(good, "S")
    assert data["N"] == 6 and data["A"].shape == (6, 6)
    args = upstream.fresh_args(good, data)
    assert args["A"] is not data["A"] and args["N"] == 6  # arrays copied, scalars passed
    out = upstream.outputs(good, upstream.kernel_function(good)(*args.values()), args)
    np.testing.assert_array_equal(out[1], np.ones((6, 6)) * 2 + np.arange(6))
    assert out[0] == 15 * 6 and len(out) == 2


def test_the_bench_command_reaches_the_runner(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:  # argparse: --source is required
        run_raw(["bench", "npbench-upstream"])
    assert info.value.code == 2
    assert "--source is required" in capsys.readouterr().err


def test_validate_follows_npbench() -> None:
    k = upstream.UpstreamKernel(Path("."), _info("v", norm_error=1e-2))
    ref = [np.arange(1.0, 101.0)]
    assert upstream.validate(k, ref, [ref[0] + 1e-9]) == ""
    off_by_one = ref[0].copy()
    off_by_one[0] += 0.5  # not allclose, but 2-norm relative error 8.7e-4 < 1e-2
    assert upstream.validate(k, ref, [off_by_one]) == ""
    assert "relative error" in upstream.validate(k, ref, [ref[0] * 1.1])
    assert "shape" in upstream.validate(k, ref, [ref[0][:, None]])
    assert "1 output(s), NumPy gives 2" == upstream.validate(k, ref * 2, ref)


def test_run_all_isolates_each_kernel(tree: Path) -> None:
    results = {r["kernel"]: r for r in upstream.run_all(str(tree), timeout=120)}
    assert results["good"]["status"] == "validated"
    assert results["good"]["numpy_s"] > 0 and results["good"]["loopcraft_s"] > 0
    assert results["refused"]["status"] == "refused"
    assert "UnsupportedSyntaxError" in results["refused"]["reason"]
    assert results["dies"]["status"] == "crashed"
    assert "SIGKILL" in results["dies"]["reason"]
    table = upstream.render_markdown(list(results.values()), "S")
    assert table.startswith("Preset S: 1 validated, 1 refused, 1 crashed (of 3).")


def test_each_side_is_timed_in_blocks_after_a_pause(tree: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # call by call, loopcraft's threads ran while OpenBLAS's worker still spun after the
    # NumPy call before (and the other way round): each side gets blocks of calls instead
    from loopcraft_bench import harness

    seen: list[dict] = []
    real = harness.time_interleaved

    def spy(impls, make_args, **kw):
        seen.append(kw)
        return real(impls, make_args, **kw)

    monkeypatch.setattr(harness, "time_interleaved", spy)
    res = upstream.run_kernel(upstream.discover(tree, ["good"])[0], "S", repeats=5)
    assert res["status"] == "validated"
    (kw,) = seen
    assert kw["block"] == upstream.BLOCK > 1 and kw["settle"] == upstream.SETTLE_S >= 0.1
    assert kw["repeats"] * upstream.BLOCK >= 5  # at least the calls asked for


def test_a_worker_killed_while_timed_still_validated() -> None:
    k = upstream.UpstreamKernel(Path("."), _info("slow"))
    late = upstream._died(k, WorkerOutcome(None, "timing", "timed out after 9 s"))
    early = upstream._died(k, WorkerOutcome(None, "loopcraft", "killed by SIGSEGV"))
    assert late["status"] == "validated" and "not timed" in late["reason"]
    assert early == {"kernel": "slow", "status": "crashed",
                     "reason": "killed by SIGSEGV (in loopcraft)"}
    assert "| slow | validated |  | | | | not timed" in upstream.render_markdown([late], "S")


def test_open_source_reads_a_bare_git_directory(tree: Path, tmp_path_factory: pytest.TempPathFactory
                                                ) -> None:
    git = ["git", "-C", str(tree), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "fake npbench"], check=True)
    bare = tmp_path_factory.mktemp("bare") / "repo"
    subprocess.run(["git", "clone", "-q", "--bare", str(tree), str(bare)], check=True)
    root = upstream.open_source(bare, tmp_path_factory.mktemp("out"))
    assert [k.name for k in upstream.discover(root)] == ["dies", "good", "refused"]
    with pytest.raises(FileNotFoundError, match="neither"):
        upstream.open_source(tmp_path_factory.mktemp("empty"), tree)


@pytest.mark.skipif(not SNAPSHOT.is_dir(), reason="no snapshot of spcl/npbench on this machine "
                    f"({SNAPSHOT}); CI has none")
def test_real_npbench_kernels() -> None:
    # nussinov: early returns in its helper (refused before issue 21's fixes)
    results = upstream.run_all(str(SNAPSHOT), ["crc16", "nussinov"], repeats=1, timeout=300)
    assert [r["status"] for r in results] == ["validated", "validated"], results
