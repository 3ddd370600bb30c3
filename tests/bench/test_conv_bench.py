"""``loopcraft bench conv``: every column computes the convolution, every ablation recipe is
legal and correct, the report is well formed, and the command runs end to end on the quick
configuration. Speed is what the benchmark measures, not what the tests check."""

from __future__ import annotations

import json

import numpy as np
import pytest

import loopcraft
from loopcraft_bench import conv as bc
from loopcraft_bench.harness import validate_and_time


@pytest.mark.sample(every=4)
@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("layer", bc.QUICK_LAYERS)
def test_every_column_computes_the_convolution(layer: str, dtype: str) -> None:
    x, w, b = bc._operands(layer, dtype)
    impls = bc._implementations(layer, dtype, threads=2)
    assert {"naive", "loops", "microkernel", "blas", "numpy"} <= set(impls)
    expected = bc._reference(x, w, b, bc.LAYERS[layer][4])
    res = validate_and_time(impls, (x, w, b), expected, flops=1.0, repeats=1,
                            **bc._tolerances(dtype, expected))
    for name, entry in res.items():
        assert "error" not in entry, (name, entry)
        assert entry["gflops"] > 0


def test_a_wrong_column_is_reported_not_timed() -> None:
    x, w, b = bc._operands("8x12x12", "float32")
    expected = bc._reference(x, w, b, 1)
    res = validate_and_time({"numpy": bc._numpy_conv(1),
                             "wrong": lambda x, w, b: bc._numpy_conv(1)(x, w, b + 1)},
                            (x, w, b), expected, flops=1.0, repeats=1,
                            **bc._tolerances("float32", expected))
    assert "gflops" in res["numpy"] and "error" in res["wrong"]


def test_ablation_recipes_are_legal_and_correct() -> None:
    """Tile and jam sizes that divide nothing: every cumulative recipe replays on the loops
    and computes the convolution (the recognized call takes the library path: the version
    test holds)."""
    x, w, b = bc._operands("8x12x12", "float32")
    want = bc._reference(x, w, b, 1)
    rows = bc.ablation_rows(tile_rows=5, jam=3)
    assert [r.label for r in rows][0].startswith("naive") and rows[-1].recipe is None
    for row in rows:
        if row.recipe is None:
            continue
        got = loopcraft.jit(bc.conv3x3_s1, num_threads=2).with_recipe(row.recipe)(x, w, b)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5, err_msg=row.label)


def test_report_tables() -> None:
    row = {"layer": "64x56x56", "dtype": "float32", "threads": 1, "naive": {"gflops": 1.0},
           "loops": {"gflops": 4.0}, "microkernel": {"gflops": 40.0}, "blas": {"error": "x"},
           "numpy": {"gflops": 2.0}, "torch": {"gflops": 32.0}}
    ablation = [{"label": bc.ABLATION[0], "threads": 1, "gflops": 1.0},
                {"label": bc.ABLATION[2], "threads": 1, "gflops": 3.0},
                {"label": bc.ABLATION[-1], "threads": 2, "gflops": 50.0}]
    results = [{"threads": 1, "peak_gflops": {"float32": 80.0}, "rows": [row],
                "ablation": ablation, "ablation_layer": "64x56x56"}]
    text = bc.format_report(results)
    assert "| 64x56x56 | 1.0 | 4.0 | 40.0 | fails | 2.0 | 32.0 | 10.00x | 1.25x | — |" in text
    assert f"| {bc.ABLATION[2]} | 1 | 3.0 | 3.00x |" in text
    assert f"| {bc.ABLATION[-1]} | 2 | 50.0 | — |" in text  # a reference row: no step ratio


@pytest.mark.slow
def test_quick_command_end_to_end(tmp_path) -> None:
    from loopcraft.cli import main

    assert main(["bench", "conv", "--quick", "--threads", "1", "--repeats", "1",
                 "--out", str(tmp_path)]) == 0
    results = json.loads((tmp_path / "results.json").read_text())
    assert [r["layer"] for r in results[0]["rows"]] == list(bc.QUICK_LAYERS)
    assert all("gflops" in r["microkernel"] for r in results[0]["rows"])
    assert [a["label"] for a in results[0]["ablation"]][0] == bc.ABLATION[0]
    assert "## Ablation" in (tmp_path / "results.md").read_text()
