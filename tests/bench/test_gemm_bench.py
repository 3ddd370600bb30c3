"""``loopcraft bench gemm``: every column computes the product, every ablation recipe is legal
and correct, the report is well formed, and the command runs end to end. Speed is what the
benchmark measures, not what the tests check."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

import loopcraft
from loopcraft_bench import gemm as bg


def _exact(*shape: int, seed: int = 0) -> np.ndarray:
    """Small integers: any summation order gives NumPy's result bit for bit."""
    return np.random.default_rng(seed).integers(-8, 9, shape).astype(np.float64)


def test_ablation_recipes_are_legal_and_exact() -> None:
    """Small blocks (no size divides them): every cumulative recipe replays on the explicit
    loop and computes A @ B."""
    A, B = _exact(37, 29), _exact(29, 41, seed=1)  # noqa: N806
    for label, recipe in bg.ablation_recipes(mc=7, nc=20, kc=16, mr=3, nr=8):
        got = loopcraft.jit(bg.loop_product, num_threads=2).with_recipe(recipe)(A, B)
        np.testing.assert_array_equal(got, A @ B, err_msg=label)
    assert bg.ABLATION[0] == "naive i, j, k loop" and bg.ABLATION[-1].startswith("reference")


@pytest.mark.sample(every=4)
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("batched", [False, True])
def test_every_column_computes_the_product(dtype: str, batched: bool) -> None:
    shape = (3, 13, 11, 9) if batched else (0, 21, 19, 17)
    A, B = bg._operands(shape, dtype)  # noqa: N806
    impls = bg._implementations(A, B, threads=2)
    assert ("hand" in impls) is not batched
    # the loops column is direct emission whatever the default implementation of `@` is
    assert [s.kwargs["impl"] for s in impls["loops"].fixed_recipe.steps
            if s.transformation == "implement"] == ["loops"]
    res = bg._timed(impls, A, B, flops=1.0, dtype=dtype, repeats=1)
    assert set(res) == set(impls)
    for name, entry in res.items():
        assert "error" not in entry, (name, entry)
        assert entry["gflops"] > 0 and entry["calls_per_sample"] >= 1


def test_a_wrong_column_is_reported_not_timed() -> None:
    A, B = bg._operands((0, 8, 8, 8), "float64")  # noqa: N806
    res = bg._timed({"numpy": bg._numpy_product, "wrong": lambda A, B: A @ B + 1.0},  # noqa: N803
                    A, B, flops=1.0, dtype="float64", repeats=1)
    assert "gflops" in res["numpy"] and "gflops" not in res["wrong"]
    assert "Mismatch" in res["wrong"]["error"] or "differ" in res["wrong"]["error"]


def test_report_tables() -> None:
    row = {"shape": "64", "dtype": "float64", "threads": 1,
           "naive": {"gflops": 5.0}, "loops": {"gflops": 20.0}, "hand": {"gflops": 30.0},
           "microkernel": {"gflops": 40.0}, "blas": {"error": "boom"},
           "numpy": {"gflops": 50.0}}
    results = [{"threads": 1, "peak_gflops": {"float64": 80.0}, "rows": [row],
                "ablation": [{"label": bg.ABLATION[0], "threads": 1, "gflops": 1.0},
                             {"label": bg.ABLATION[1], "threads": 1, "gflops": 4.0}]}]
    text = bg.format_report(results)
    assert "Measured FMA peak at 1 thread(s): float64 80.0 GFLOP/s." in text
    assert ("| 64 | 5.0 | 20.0 | 30.0 | 40.0 | fails | 50.0 | 0.80x | 0.60x | 50% |"
            in text.splitlines())
    assert "| + interchange (i, k, j) | 1 | 4.0 | 4.00x |" in text.splitlines()


def test_command_runs_end_to_end(tmp_path) -> None:
    """`loopcraft bench gemm` with one tiny shape: one worker process, the report, the JSON
    and (matplotlib installed with the peers extra) the plot."""
    out = tmp_path / "bg"
    proc = subprocess.run(
        [sys.executable, "-m", "loopcraft.cli", "bench", "gemm", "--shapes", "64",
         "--dtypes", "float64", "--threads", "1", "--repeats", "1", "--no-ablation",
         "--out", str(out)], capture_output=True, text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr
    results = json.loads((out / "results.json").read_text())
    (row,) = results[0]["rows"]
    assert row["shape"] == "64", row
    for column in ("naive", "loops", "hand", "microkernel", "blas", "numpy"):
        assert "gflops" in row[column], (column, row[column])
    assert "## float64, 1 thread(s)" in (out / "results.md").read_text()
    assert (out / "gflops.png").stat().st_size > 1000


def test_isolated_run_times_each_implementation_in_its_own_process() -> None:
    A, B = bg._operands((0, 8, 8, 8), "float64")  # noqa: N806
    assert list(bg._implementations(A, B, threads=1, only="microkernel")) == ["microkernel"]
    results = bg.run(["64"], ["float64"], [1], repeats=1, ablation=False, isolate=True)
    (res,) = results
    (row,) = res["rows"]
    assert res["isolated"] and row["shape"] == "64"
    for column in ("naive", "loops", "hand", "microkernel", "blas", "numpy"):
        assert "gflops" in row[column], (column, row[column])
    assert "in a fresh process of its own" in bg.format_report(results)
