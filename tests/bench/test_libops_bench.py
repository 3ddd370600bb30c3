"""bench.libops: every implementation is validated against NumPy and timed; the report has
one row per op with the ratio to NumPy (small operands here; the real sizes are the CLI's)."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft_bench import libops


def test_measure_and_report(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = np.random.default_rng(0)
    small = {"gemv_t": (rng.random(37), rng.random((37, 29))),
             "linear_relu": (rng.random((20, 9)), rng.random((9, 33)), rng.random(33) - 0.5)}
    monkeypatch.setattr(libops, "_operands", lambda op, dtype: small[op])
    rows = libops.measure(["gemv_t", "linear_relu"], ["float64"], threads=2, repeats=1)
    assert [r["op"] for r in rows] == ["gemv_t", "linear_relu"]
    for r in rows:
        impls = {"loops", "microkernel", "blas", "numpy"}
        if r["op"] == "linear_relu":
            impls.add("microkernel_unfused")
        assert {k for k in r if k not in ("op", "dtype", "unit")} == impls
        assert all(r[i]["rate"] > 0 for i in impls)  # (no "error": all agree with NumPy)
    report = libops.format_report(rows, 2)
    assert "| gemv_t | float64 | GB/s |" in report and "| linear_relu | float64 | GFLOP/s |" \
        in report
