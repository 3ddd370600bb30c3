"""``python -m loopcraft_bench.libops``: gemv, dot, outer and matmul + bias + relu, each
implementation against NumPy.

Why: the three-way choice (``loops`` / ``microkernel`` / ``blas``) of the matrix-vector and
vector operations, and what fusing a product's epilogue saves, should be measured rather than
assumed. The memory-bound operations are reported in GB/s (the bytes the operation must move
at least once: the matrix, or both vectors, or the output), the product in GFLOP/s.

Rows (the timing harness, validation included, is :func:`loopcraft_bench.harness.validate_and_time`:
every result is checked against NumPy before its time counts; medians of interleaved calls):

===============  ==================================================================
``gemv``         ``A @ x``, A 4000 x 4000
``gemv_t``       ``x @ A`` (A walked along its columns), 4000 x 4000
``dot``          ``np.dot(x, y)``, 10**7 elements
``outer``        ``np.outer(x, y)``, 4000 x 4000 (the output is written once)
``linear_relu``  ``np.maximum(A @ B + bias, 0)``, 1024^3
===============  ==================================================================

Implementations: ``loops`` (the default schedule with ``libop_impl="loops"``: direct emission;
for ``linear_relu`` it fuses the epilogue),
``microkernel``, ``blas`` (for ``linear_relu`` fused with ``fuse_epilogue`` first),
``microkernel_unfused`` (``linear_relu`` only: the product alone by the micro-kernel, the
epilogue a second pass) and ``numpy``. Loopcraft kernels run with ``--threads`` threads; NumPy
uses its BLAS's default pool (set ``OPENBLAS_NUM_THREADS`` to match).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

import loopcraft
from loopcraft import Recipe, Step
from loopcraft_bench.harness import direct_emission, validate_and_time

__all__ = ["OPS", "measure", "format_report", "main"]


def gemv(A, x):  # noqa: N803
    return A @ x


def gemv_t(x, A):  # noqa: N803
    return x @ A


def dot(x, y):
    return np.dot(x, y)


def outer(x, y):
    return np.outer(x, y)


def linear_relu(A, B, bias):  # noqa: N803
    return np.maximum(A @ B + bias, 0.0)


def _operands(op: str, dtype: str) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(7)
    if op == "gemv":
        return rng.random((4000, 4000)).astype(dtype), rng.random(4000).astype(dtype)
    if op == "gemv_t":
        return rng.random(4000).astype(dtype), rng.random((4000, 4000)).astype(dtype)
    if op == "dot":
        return rng.random(10**7).astype(dtype), rng.random(10**7).astype(dtype)
    if op == "outer":
        return rng.random(4000).astype(dtype), rng.random(4000).astype(dtype)
    return (rng.random((1024, 1024)).astype(dtype), rng.random((1024, 1024)).astype(dtype),
            rng.random(1024).astype(dtype) - 0.5)


#: op -> (function, library call target, work(args) -> (bytes, flops), unit of the report)
OPS: dict[str, tuple[Callable[..., Any], str, Callable[..., tuple[float, float]], str]] = {
    "gemv": (gemv, "gemv#0", lambda A, x: (A.nbytes, 2.0 * A.size), "GB/s"),
    "gemv_t": (gemv_t, "gemv#0", lambda x, A: (A.nbytes, 2.0 * A.size), "GB/s"),
    "dot": (dot, "dot#0", lambda x, y: (x.nbytes + y.nbytes, 2.0 * x.size), "GB/s"),
    "outer": (outer, "outer#0", lambda x, y: (x.size * y.size * x.itemsize, x.size * y.size),
              "GB/s"),
    "linear_relu": (linear_relu, "matmul#0",
                    lambda A, B, b: (A.nbytes, 2.0 * A.shape[0] * A.shape[1] * B.shape[1]),
                    "GFLOP/s"),
}
IMPLEMENTATIONS = ("loops", "microkernel", "blas", "microkernel_unfused", "numpy")


def _implementations(op: str, threads: int, args: Sequence[Any]
                     ) -> dict[str, Callable[..., Any]]:
    fn, target, _, _ = OPS[op]
    fused = [Step("fuse_epilogue", target)] if op == "linear_relu" else []

    def jit(steps: list[Step]) -> Callable[..., Any]:
        return loopcraft.jit(fn, num_threads=threads).with_recipe(Recipe(steps))

    impls = {"loops": direct_emission(fn, threads, *args),
             "microkernel": jit([*fused, Step("implement", target, impl="microkernel")]),
             "blas": jit([*fused, Step("implement", target, impl="blas")])}
    if op == "linear_relu":
        impls["microkernel_unfused"] = jit([Step("implement", target, impl="microkernel")])
    impls["numpy"] = fn
    return impls


def measure(ops: Sequence[str], dtypes: Sequence[str], threads: int,
            repeats: int) -> list[dict[str, Any]]:
    """One row per op and dtype: per implementation the median seconds and the rate."""
    rows = []
    for dtype in dtypes:
        for op in ops:
            fn, _, work, unit = OPS[op]
            args = _operands(op, dtype)
            nbytes, flops = work(*args)
            rtol = 1e-3 if dtype == "float32" else 1e-9
            amount = nbytes if unit == "GB/s" else flops
            timed = validate_and_time(_implementations(op, threads, args), args, fn(*args), amount,
                                      rtol, repeats)
            for entry in timed.values():
                if "gflops" in entry:  # giga-units of `amount` per second: GB/s or GFLOP/s
                    entry["rate"] = entry.pop("gflops")
            rows.append({"op": op, "dtype": dtype, "unit": unit, **timed})
    return rows


def format_report(rows: Sequence[dict[str, Any]], threads: int) -> str:
    """A markdown table: rate (median) per implementation and the ratio to NumPy."""
    present = [i for i in IMPLEMENTATIONS if any(i in r for r in rows)]
    lines = [f"| op | dtype | unit | {' | '.join(present)} | best loopcraft / numpy |",
             "|---" * (len(present) + 4) + "|"]
    for r in rows:
        cells = []
        for impl in present:
            e = r.get(impl)
            cells.append("—" if e is None else "fails" if "error" in e else f"{e['rate']:.1f}")
        mine = [r[i]["rate"] for i in present if i != "numpy" and "rate" in r.get(i, {})]
        ratio = (f"{max(mine) / r['numpy']['rate']:.2f}x"
                 if mine and "rate" in r.get("numpy", {}) else "—")
        lines.append(f"| {r['op']} | {r['dtype']} | {r['unit']} | {' | '.join(cells)} | "
                     f"{ratio} |")
    return f"loopcraft threads: {threads}\n\n" + "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m loopcraft_bench.libops",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", nargs="+", default=list(OPS), choices=list(OPS))
    parser.add_argument("--dtypes", nargs="+", default=["float64"],
                        choices=["float64", "float32"])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=9)
    args = parser.parse_args(argv)
    rows = measure(args.ops, args.dtypes, args.threads, args.repeats)
    errors = [(r["op"], i, e["error"]) for r in rows for i, e in r.items()
              if isinstance(e, dict) and "error" in e]
    print(format_report(rows, args.threads))
    for op, impl, err in errors:
        print(f"{op} {impl}: {err}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
