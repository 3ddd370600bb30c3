"""A hand-written recipe for GEMM in explicit-loop style, measured against NumPy's ``@``.

``python -m loopcraft.bench.gemm_recipe`` prints, for n in (256, 512, 1024) and 1 and 2
threads, the GFLOP/s of the user's triple loop under the default (heuristic) schedule, under
the hand recipe :data:`GEMM_RECIPE`, of ``C += A @ B`` compiled by loopcraft with the
product implemented by BLAS, and of NumPy's ``C += A @ B`` (OpenBLAS DGEMM), as a Markdown
table. Why: the recipe shows how far *explicit* scheduling goes -- the same
transformations a user can write, with every step legality-checked, turn the naive loop into a
BLIS-style blocked kernel ("a first taste of direct emission") -- and the NumPy column keeps
the claim honest.

The schedule (Goto/BLIS structure, built from loopcraft transformations only)::

    for j_o (NC columns):                       tile
      for k_o (KC):                             tile
        B_pack = B[k_o:+KC, j_o:+NC]            pack (shared by all threads)
        for i_o (MC rows):                      tile
          A_pack = A[i_o:+MC, k_o:+KC].T        pack, transposed: A_pack[k, i]
          parallel for j (NR columns):          parallelize
            for i (MR rows):                    unroll_and_jam
              c[MR][NR] = C[i:+MR, j:+NR]       scalar_replace (registers)
              for k: c += A_pack[k, i:+MR] (x) B_pack[k, j:+NR]
              C[i:+MR, j:+NR] = c

Measurement rules (the machine this was tuned on is shared and noisy): implementations are
timed round-robin in one process (:func:`loopcraft.bench.harness.time_interleaved`), medians
of at least five calls after a warm-up, each call on a fresh copy of ``C``; every result is
first checked against NumPy. NumPy's thread count can only be set before NumPy is imported
(``OPENBLAS_NUM_THREADS``; threadpoolctl is used when installed), so each thread count runs in
a subprocess of its own, and loopcraft gets the same count through ``jit(num_threads=...)``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

import loopcraft
from loopcraft import Recipe, Step
from loopcraft.bench.harness import compare, time_interleaved

__all__ = ["GEMM_RECIPE", "gemm", "gemm_product", "gemm_recipe", "main", "run", "format_table",
           "validate"]

#: sizes and thread counts of the default table
DEFAULT_SIZES = (256, 512, 1024)
DEFAULT_THREADS = (1, 2)


def gemm(C, A, B):  # noqa: N803 -- the usual names of GEMM operands
    """``C += A @ B`` as a user writes it with explicit loops (the program being scheduled)."""
    n, m = C.shape
    K = A.shape[1]  # noqa: N806
    for i in range(n):
        for j in range(m):
            for k in range(K):
                C[i, j] += A[i, k] * B[k, j]


def gemm_recipe(mc: int = 192, nc: int = 544, kc: int = 256, mr: int = 3,
                nr: int = 32) -> Recipe:
    """The hand recipe with cache blocks ``mc x kc`` (A) and ``kc x nc`` (B) and an
    ``mr x nr`` register tile of C. The defaults were tuned on a 2-core Zen 4 (AVX-512 on
    256-bit pipes, 32 KiB L1d, 1 MiB L2); the comments say why each value."""
    return Recipe([
        # Cache blocking. The user's loops are i, j, k; after tiling, the tile loops are
        # reordered to j_o, k_o, i_o (BLIS: jc, pc, ic) while the point loops stay i, j, k.
        # kc = 256: a kc x nr micro-panel of B_pack (64 KiB at nr = 32) lives in L2 and the
        # mc x kc block of A_pack (384 KiB) too; C's tile is reloaded only every kc steps.
        # nc = 544 = 17 * 32 (not 512): B_pack's rows are then 4352 bytes apart instead of
        # 4096, so the kc rows a micro-kernel walks do not all fall into one L1/L2 cache set.
        Step("tile", "i", sizes=[mc, nc, kc]),
        Step("reorder", "i_o", order=["j_o", "k_o", "i_o"]),
        # Copy the kc x nc panel of B once per (j_o, k_o): contiguous rows, no TLB misses
        # from B's long leading dimension. Placed outside every parallel loop: threads share
        # it (pack refuses to put a buffer inside a parallel loop).
        Step("pack", "i_o", array="B"),
        # Point loops j, i, k: a column panel of nr (j) outermost so that its B micro-panel is
        # reused by all mc / mr row groups (i) before moving on.
        Step("reorder", "i", order=["j", "i", "k"]),
        # A's block transposed (A_pack[k, i]): the mr values one k step needs are adjacent.
        # This also matters to gcc: with A[i, k] contiguous along k, gcc's loop vectorizer
        # would vectorize the k loop as an in-order ("fold-left") reduction, 10x slower than
        # the register tile below; along i it vectorizes across the tile instead.
        Step("pack", "j", array="A", order=[1, 0]),
        # Threads split the column panels of the block (17 per block at nc = 544). The
        # parallel loop sits below both packs; with 1 thread codegen runs its serial copy.
        Step("parallelize", "j"),
        # Register tile: nr columns (4 zmm vectors of doubles) jammed through i into k, then
        # mr rows jammed into k: the k loop body is mr * nr independent multiply-adds.
        # 3 x 32 gives 12 vector accumulators (of 32 registers) and needs per k step only
        # 3 broadcasts of A for 4 vector loads of B -- broadcasts compete with the FMAs for
        # the same pipes on Zen 4, so few rows and wide columns beat 6 x 16 or 4 x 24.
        Step("unroll_and_jam", "j", factor=nr, depth=2),
        Step("unroll_and_jam", "i", factor=mr),
        # The mr * nr elements of C in scalars across the k loop: gcc cannot keep them in
        # registers itself (C may alias A and B as far as it knows) and would load and store
        # every element in every k step. gcc's SLP vectorizer then packs the scalars into
        # vectors (the reduction order per element is unchanged: results are bit-exact).
        Step("scalar_replace", "k", array="C"),
    ])


def gemm_product(C, A, B):  # noqa: N803
    """``C += A @ B`` in array style: the product is a library call, which the benchmark
    implements with BLAS (``implement("matmul#0", impl="blas")``) for a column of its own."""
    C += A @ B


#: the recipe measured by :func:`run` (defaults of :func:`gemm_recipe`)
GEMM_RECIPE = gemm_recipe()


def _operands(n: int, m: int, k: int, seed: int = 0) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(seed)
    return rng.random((n, m)), rng.random((n, k)), rng.random((k, m))


def validate(shape: tuple[int, int, int] = (67, 45, 53), recipe: Recipe = GEMM_RECIPE,
             num_threads: int | None = None) -> None:
    """Raise AssertionError unless the recipe computes ``C + A @ B`` at ``shape = (n, m, k)``
    (sizes not divisible by any block, so remainder loops run too)."""
    C, A, B = _operands(*shape)
    f = loopcraft.jit(gemm, num_threads=num_threads).with_recipe(recipe)
    out = C.copy()
    f(out, A, B)
    err = compare([out], [C + A @ B], rtol=1e-12, atol=1e-12)
    assert err is None, f"hand recipe at {shape}: {err}"


# ----------------------------------------------------------------------------- measuring


def _set_blas_threads(threads: int) -> str:
    """Limit BLAS threads in this process; say how (the environment is already set by
    :func:`run` before NumPy was imported; threadpoolctl, when installed, confirms it)."""
    try:
        from threadpoolctl import threadpool_limits  # type: ignore[import-not-found]
    except ImportError:
        return f"OPENBLAS_NUM_THREADS={os.environ.get('OPENBLAS_NUM_THREADS', '?')}"
    threadpool_limits(threads, user_api="blas")
    return f"threadpoolctl({threads})"


def measure(sizes: Sequence[int], threads: int, repeats: int = 7) -> list[dict[str, Any]]:
    """Rows of GFLOP/s for each size at ``threads`` threads, measured in *this* process (NumPy
    must have been imported with its thread count set: use :func:`run`)."""
    how = _set_blas_threads(threads)
    naive = loopcraft.jit(gemm, num_threads=threads)
    hand = loopcraft.jit(gemm, num_threads=threads).with_recipe(GEMM_RECIPE)
    blas = loopcraft.jit(gemm_product, num_threads=threads).with_recipe(
        Recipe([Step("implement", "matmul#0", impl="blas")]))

    def numpy_gemm(C: np.ndarray, A: np.ndarray, B: np.ndarray) -> None:  # noqa: N803
        C += A @ B

    rows = []
    for n in sizes:
        C, A, B = _operands(n, n, n, seed=n)
        expected = C + A @ B
        impls = {"naive": naive, "hand": hand, "blas": blas, "numpy": numpy_gemm}
        for name, fn in impls.items():
            out = C.copy()
            fn(out, A, B)
            err = compare([out], [expected], rtol=1e-9, atol=1e-9)
            if err is not None:
                raise AssertionError(f"{name} gemm at n={n}: {err}")
        timings = time_interleaved(impls, lambda C=C, A=A, B=B: (C.copy(), A, B),
                                   repeats=repeats, min_repeats=5, min_time=0.5)
        flops = 2.0 * n ** 3
        row: dict[str, Any] = {"n": n, "threads": threads, "blas_threads": how,
                               "samples": min(len(t.samples) for t in timings.values())}
        for name, t in timings.items():
            row[f"{name}_gflops"] = flops / t.median / 1e9
            row[f"{name}_seconds"] = t.median
        row["hand_vs_numpy"] = row["hand_gflops"] / row["numpy_gflops"]
        rows.append(row)
    return rows


def run(sizes: Sequence[int] = DEFAULT_SIZES, threads: Sequence[int] = DEFAULT_THREADS,
        repeats: int = 7) -> list[dict[str, Any]]:
    """Measure every size at every thread count; one subprocess per thread count, started with
    ``OPENBLAS_NUM_THREADS``/``OMP_NUM_THREADS`` set so NumPy's BLAS uses exactly that many."""
    rows: list[dict[str, Any]] = []
    src = str(Path(loopcraft.__file__).resolve().parent.parent)
    for t in threads:
        env = dict(os.environ)
        env.update(OPENBLAS_NUM_THREADS=str(t), OMP_NUM_THREADS=str(t), MKL_NUM_THREADS=str(t))
        env["PYTHONPATH"] = os.pathsep.join(p for p in (src, env.get("PYTHONPATH")) if p)
        cmd = [sys.executable, "-m", "loopcraft.bench.gemm_recipe", "--worker",
               "--threads", str(t), "--repeats", str(repeats),
               "--sizes", *(str(n) for n in sizes)]
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            raise RuntimeError(f"gemm benchmark worker ({t} threads) failed:\n{proc.stderr}")
        rows += json.loads(proc.stdout.strip().splitlines()[-1])
    return rows


def format_table(rows: Sequence[dict[str, Any]]) -> str:
    """A Markdown table of :func:`run`'s rows (GFLOP/s are medians)."""
    lines = ["| n | threads | naive loop (default schedule) | hand recipe | `@` with "
             "impl='blas' | NumPy `@` | hand / NumPy |",
             "|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['n']} | {r['threads']} | {r['naive_gflops']:.1f} "
                     f"| {r['hand_gflops']:.1f} | {r['blas_gflops']:.1f} "
                     f"| {r['numpy_gflops']:.1f} | {r['hand_vs_numpy']:.2f}x |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m loopcraft.bench.gemm_recipe",
        description="GFLOP/s of an explicit-loop GEMM: default schedule, the hand recipe, "
                    "and NumPy's @ (medians of interleaved runs).")
    parser.add_argument("--sizes", type=int, nargs="+", default=list(DEFAULT_SIZES))
    parser.add_argument("--threads", type=int, nargs="+", default=list(DEFAULT_THREADS))
    parser.add_argument("--repeats", type=int, default=7,
                        help="timed calls per implementation (at least 5)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--recipe", action="store_true", help="print the recipe and exit")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.recipe:
        print(GEMM_RECIPE.to_python())
        return 0
    if args.worker:  # one thread count, in the process run() started for it
        print(json.dumps(measure(args.sizes, args.threads[0], max(args.repeats, 5))))
        return 0
    validate()
    rows = run(args.sizes, args.threads, max(args.repeats, 5))
    print(json.dumps(rows, indent=1) if args.json else format_table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
