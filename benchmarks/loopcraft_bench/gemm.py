"""``loopcraft bench gemm``: direct emission vs micro-kernels vs BLAS, and what each step buys.

Why: loopcraft implements a matrix product three ways (``implement(matmul, loops |
microkernel | blas)``) and the choice should follow data, not belief. This benchmark measures,
for each shape, dtype and thread count, in one process and interleaved:

==============  ===========================================================================
``naive``       the user's ``i, k, j`` triple loop compiled as written (no recipe;
                ``-O3 -march=native``: gcc's auto-vectorization is all it gets)
``loops``       ``A @ B`` expanded to loops and scheduled by the default (heuristic) recipe
                of ``libop_impl="loops"`` (direct emission)
``hand``        the explicit-loop product under the hand-written BLIS-like recipe
                (:func:`loopcraft_bench.gemm_recipe.gemm_recipe`; 2-d shapes only)
``microkernel`` ``A @ B`` implemented by loopcraft's own micro-kernel
``blas``        ``A @ B`` implemented by OpenBLAS (scipy-openblas32), called from the kernel
``numpy``       NumPy's ``A @ B`` (its own OpenBLAS)
``torch``       ``torch.matmul`` (oneDNN/MKL), when PyTorch is installed
==============  ===========================================================================

Every implementation's result is checked against NumPy before it is timed. GFLOP/s are
``2 m n k / median time``; the peak they are compared with is *measured* by
:func:`loopcraft.target.probe.fma_peak_gflops` (independent FMA chains on the widest vectors)
and printed with the clock /proc/cpuinfo reports. Each thread count runs in a subprocess of its
own, started with ``OMP_NUM_THREADS``/``OPENBLAS_NUM_THREADS`` set, because NumPy's BLAS reads
its thread count when it is loaded.

The **ablation** (:data:`ABLATION`) starts from the naive ``i, j, k`` loop and adds one
optimization at a time -- interchange, vectorize, cache tiling, register tiling, packing, the
micro-kernel, parallelization -- answering "which optimization contributes what".
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

import loopcraft
from loopcraft import Recipe, Step
from loopcraft_bench.gemm_recipe import gemm_recipe
from loopcraft_bench.harness import ablation_table, direct_emission, run_workers, validate_and_time

__all__ = ["ABLATION", "SHAPES", "IMPLEMENTATIONS", "measure", "run", "format_report",
           "ablation_recipes"]

#: name -> (batch, m, n, k); batch 0 = a plain 2-d product.
SHAPES: dict[str, tuple[int, int, int, int]] = {
    **{str(n): (0, n, n, n) for n in (64, 128, 256, 512, 1024, 2048)},
    "1000x1100x1200": (0, 1000, 1100, 1200),
    "3136x64x64": (0, 3136, 64, 64),
    "64x3136x64": (0, 64, 3136, 64),
    "16x256x256x256": (16, 256, 256, 256),
}
QUICK_SHAPES = ("64", "256", "1024", "3136x64x64")
IMPLEMENTATIONS = ("naive", "loops", "hand", "microkernel", "blas", "numpy", "torch")


# ------------------------------------------------------------------------- the programs


def product(A, B):  # noqa: N803 -- the usual names of GEMM operands
    return A @ B


def naive_product(A, B):  # noqa: N803
    m, K = A.shape  # noqa: N806
    n = B.shape[1]
    C = np.zeros((m, n), dtype=A.dtype)  # noqa: N806
    for i in range(m):
        for k in range(K):
            for j in range(n):
                C[i, j] += A[i, k] * B[k, j]
    return C


def naive_batched_product(A, B):  # noqa: N803
    nb, m, K = A.shape  # noqa: N806
    n = B.shape[2]
    C = np.zeros((nb, m, n), dtype=A.dtype)  # noqa: N806
    for b in range(nb):
        for i in range(m):
            for k in range(K):
                for j in range(n):
                    C[b, i, j] += A[b, i, k] * B[b, k, j]
    return C


def loop_product(A, B):  # noqa: N803
    m, K = A.shape  # noqa: N806
    n = B.shape[1]
    C = np.zeros((m, n), dtype=A.dtype)  # noqa: N806
    for i in range(m):
        for j in range(n):
            for k in range(K):
                C[i, j] += A[i, k] * B[k, j]
    return C


def _implement(impl: str) -> Recipe:
    return Recipe([Step("implement", "matmul#0", impl=impl)])


# ----------------------------------------------------------------------------- ablation


def ablation_recipes(mc: int = 384, nc: int = 2048, kc: int = 256, mr: int = 6,
                     nr: int = 16) -> list[tuple[str, Recipe]]:
    """The cumulative recipes of the direct-emission rows of the ablation, for
    :func:`loop_product` (loops ``i, j, k``). Each row keeps what the previous rows did, except
    that register tiling wants the point loops in ``j, i, k`` order instead of ``i, k, j``."""
    tile = [Step("tile", "i", sizes=[mc, nc, kc]),
            Step("reorder", "i_o", order=["j_o", "k_o", "i_o"])]
    register = [Step("unroll_and_jam", "j", factor=nr, depth=2),
                Step("unroll_and_jam", "i", factor=mr),
                Step("scalar_replace", "k", array="C")]
    full = list(gemm_recipe(mc, nc, kc, mr, nr))
    return [
        ("naive i, j, k loop", Recipe([])),
        ("+ interchange (i, k, j)", Recipe([Step("reorder", "i", order=["i", "k", "j"])])),
        ("+ vectorize j", Recipe([Step("reorder", "i", order=["i", "k", "j"]),
                                  Step("vectorize", "j")])),
        ("+ cache tiling", Recipe([*tile, Step("reorder", "i", order=["i", "k", "j"]),
                                   Step("vectorize", "j")])),
        ("+ register tiling", Recipe([*tile, Step("reorder", "i", order=["j", "i", "k"]),
                                      *register])),
        ("+ packing", Recipe([s for s in full if s.transformation != "parallelize"])),
    ]


@dataclass(frozen=True)
class AblationRow:
    label: str
    threads: str  # "1" or "all"
    build: Callable[[int], Callable[..., Any]]


def _ablation_rows() -> list[AblationRow]:
    rows = [AblationRow(label, "1", lambda t, r=recipe: loopcraft.jit(
        loop_product, num_threads=1).with_recipe(r)) for label, recipe in ablation_recipes()]
    rows += [
        AblationRow("+ micro-kernel (A @ B, impl='microkernel')", "1", lambda t: loopcraft.jit(
            product, num_threads=1).with_recipe(_implement("microkernel"))),
        AblationRow("+ parallelize (micro-kernel, all threads)", "all", lambda t: loopcraft.jit(
            product, num_threads=t).with_recipe(_implement("microkernel"))),
        AblationRow("direct emission, parallel (hand recipe, all threads)", "all",
                    lambda t: loopcraft.jit(loop_product, num_threads=t).with_recipe(
                        gemm_recipe())),
        AblationRow("reference: BLAS (A @ B, impl='blas')", "all", lambda t: loopcraft.jit(
            product, num_threads=t).with_recipe(_implement("blas"))),
        AblationRow("reference: NumPy A @ B", "all", lambda t: _numpy_product),
    ]
    return rows


#: The ablation's row labels, in order.
ABLATION = tuple(r.label for r in _ablation_rows())


# ---------------------------------------------------------------------------- measuring


def _numpy_product(A, B):  # noqa: N803
    return A @ B


def _torch_product() -> Callable[..., Any] | None:
    try:
        import torch  # type: ignore[import-not-found]
    except ImportError:
        return None
    torch.set_num_threads(int(os.environ.get("OMP_NUM_THREADS", "1")))

    def run(A, B):  # noqa: N803
        return torch.matmul(torch.from_numpy(A), torch.from_numpy(B)).numpy()
    return run


def _implementations(A: np.ndarray, B: np.ndarray, threads: int,  # noqa: N803
                     only: str | None = None) -> dict[str, Callable[..., Any]]:
    """The implementations of :data:`IMPLEMENTATIONS` that apply to these operands (only
    ``only`` when given), built lazily so an isolated worker loads no other library."""
    batched = A.ndim == 3
    builders: dict[str, Callable[[], Callable[..., Any] | None]] = {
        "naive": lambda: loopcraft.jit(naive_batched_product if batched else naive_product,
                                       num_threads=1).with_recipe(Recipe([])),
        "loops": lambda: direct_emission(product, threads, A, B),
        "hand": lambda: None if batched else loopcraft.jit(
            loop_product, num_threads=threads).with_recipe(gemm_recipe()),
        "microkernel": lambda: loopcraft.jit(product, num_threads=threads).with_recipe(
            _implement("microkernel")),
        "blas": lambda: loopcraft.jit(product, num_threads=threads).with_recipe(
            _implement("blas")),
        "numpy": lambda: _numpy_product,
        "torch": _torch_product,
    }
    impls = {}
    for name, build in builders.items():
        if only is None or name == only:
            fn = build()
            if fn is not None:
                impls[name] = fn
    return impls


def _operands(shape: tuple[int, int, int, int], dtype: str) -> tuple[np.ndarray, np.ndarray]:
    nb, m, n, k = shape
    rng = np.random.default_rng(m * 7 + n * 3 + k)
    lead = (nb,) if nb else ()
    return (rng.random(lead + (m, k)).astype(dtype), rng.random(lead + (k, n)).astype(dtype))


def _rtol(dtype: str, k: int) -> float:
    return (1e-4 if dtype == "float32" else 1e-10) * max(1.0, k / 256)


def _timed(impls: dict[str, Callable[..., Any]], A: np.ndarray, B: np.ndarray,  # noqa: N803
           flops: float, dtype: str, repeats: int) -> dict[str, Any]:
    """Validate every implementation against NumPy's ``A @ B``, then time them interleaved."""
    return validate_and_time(impls, (A, B), A @ B, flops, _rtol(dtype, A.shape[-1]), repeats)


def measure(shapes: Sequence[str], dtypes: Sequence[str], threads: int, repeats: int,
            ablation: bool, only: str | None = None, peak: bool = True) -> dict[str, Any]:
    """Everything measured at ``threads`` threads in *this* process (see :func:`run`);
    with ``only``, that one implementation. Without ``peak``, no FMA peak (~1 s of spinning
    per dtype): the isolated per-implementation workers of :func:`run`, whose rows are merged
    into a result that has its peak."""
    from loopcraft.target import probe

    result: dict[str, Any] = {"threads": threads, "rows": [], "ablation": [],
                              "peak_gflops": {dt: probe.fma_peak_gflops(dt, threads)
                                              for dt in dtypes} if peak else {}}
    for dtype in dtypes:
        for name in shapes:
            shape = SHAPES[name]
            A, B = _operands(shape, dtype)  # noqa: N806
            nb, m, n, k = shape
            flops = 2.0 * max(nb, 1) * m * n * k
            impls = _implementations(A, B, threads, only)
            result["rows"].append({"shape": name, "dtype": dtype, "threads": threads,
                                   **_timed(impls, A, B, flops, dtype, repeats)})
    if ablation:
        A, B = _operands(SHAPES["1024"], "float64")  # noqa: N806
        mine = [r for r in _ablation_rows() if (r.threads == "1") == (threads == 1)]
        impls = {r.label: r.build(threads) for r in mine}
        timed = _timed(impls, A, B, 2.0 * 1024 ** 3, "float64", repeats)
        result["ablation"] = [{"label": r.label, "threads": threads, **timed[r.label]}
                              for r in mine]
    return result


def run(shapes: Sequence[str], dtypes: Sequence[str] = ("float64", "float32"),
        threads: Sequence[int] = (1, 2), repeats: int = 7, ablation: bool = True,
        isolate: bool = False) -> list[dict[str, Any]]:
    """:func:`measure` for each thread count in a subprocess of its own
    (:func:`~loopcraft_bench.harness.run_workers`). With ``isolate``, every implementation,
    shape and dtype is timed in a fresh subprocess of its own (the ablation in NumPy's): in
    one process the idle thread pools of libgomp, OpenBLAS and PyTorch share the two cores
    with the one being timed, and on the 2-core VM a 2-thread libgomp product measured in a
    process that had timed others before ran up to 6x slower than in a fresh one."""
    argv = ["--repeats", str(repeats)]
    module = "loopcraft_bench.gemm"
    every = ["--shapes", *shapes, "--dtypes", *dtypes]
    if not isolate:
        return run_workers(module, argv + every + ([] if ablation else ["--no-ablation"]),
                           threads)
    results = run_workers(module, argv + every + ["--only", "numpy"]
                          + ([] if ablation else ["--no-ablation"]), threads)
    for name in IMPLEMENTATIONS:
        for dtype in dtypes:
            for shape in shapes:
                alone = run_workers(module, argv + ["--shapes", shape, "--dtypes", dtype,
                                                    "--only", name, "--no-ablation",
                                                    "--no-peak"], threads)
                for res, one in zip(results, alone, strict=True):
                    row = next(r for r in res["rows"]
                               if r["shape"] == shape and r["dtype"] == dtype)
                    (add,) = one["rows"]
                    if name in add:
                        row[name] = add[name]
    for res in results:
        res["isolated"] = True
    return results


# ------------------------------------------------------------------------------ reports


def _cell(entry: dict[str, Any] | None) -> str:
    if entry is None:
        return "—"
    if "error" in entry:
        return "fails"
    return f"{entry['gflops']:.1f}"


def _ratio(row: dict[str, Any], a: str, b: str) -> float | None:
    x, y = row.get(a), row.get(b)
    if not x or not y or "gflops" not in x or "gflops" not in y:
        return None
    return x["gflops"] / y["gflops"]


def format_report(results: Sequence[dict[str, Any]]) -> str:
    """Markdown: the machine, one GFLOP/s table per dtype and thread count, the ablation."""
    from loopcraft.target import hardware, probe

    lines = ["# loopcraft bench gemm", "",
             f"CPU: {hardware.cpu_model()}, {hardware.num_cores()} cores, clock "
             f"{probe.clock_mhz() or '?'} MHz (/proc/cpuinfo); SIMD {hardware.vector_bytes()} "
             "bytes.", ""]
    for res in results:
        peaks = ", ".join(f"{dt} {p:.1f}" for dt, p in res["peak_gflops"].items())
        lines.append(f"Measured FMA peak at {res['threads']} thread(s): {peaks} GFLOP/s.")
    lines += ["", "Each implementation, shape and dtype was timed in a fresh process of its own "
              "(`--isolate`)."
              if any(res.get("isolated") for res in results) else
              "The implementations were timed interleaved, in one process per thread count."]
    present = [i for i in IMPLEMENTATIONS
               if any(i in row for res in results for row in res["rows"])]
    for res in results:
        for dtype in dict.fromkeys(row["dtype"] for row in res["rows"]):
            peak = res["peak_gflops"][dtype]
            lines += ["", f"## {dtype}, {res['threads']} thread(s) — GFLOP/s (median)", "",
                      "| shape | " + " | ".join(present) + " | microkernel/numpy "
                      "| best loops/numpy | microkernel % peak |",
                      "|---" * (len(present) + 4) + "|"]
            for row in (r for r in res["rows"] if r["dtype"] == dtype):
                mk = _ratio(row, "microkernel", "numpy")
                best = max((x for x in (_ratio(row, "loops", "numpy"),
                                        _ratio(row, "hand", "numpy")) if x), default=None)
                frac = (row["microkernel"]["gflops"] / peak
                        if "gflops" in row.get("microkernel", {}) else None)
                lines.append(f"| {row['shape']} | "
                             + " | ".join(_cell(row.get(i)) for i in present)
                             + f" | {'—' if mk is None else f'{mk:.2f}x'}"
                             + f" | {'—' if best is None else f'{best:.2f}x'}"
                             + f" | {'—' if frac is None else f'{100 * frac:.0f}%'} |")
    ablation = [a for res in results for a in res["ablation"]]
    if ablation:
        lines += ablation_table(ablation, ABLATION, "## Ablation: float64 1024 x 1024 x 1024 "
                                "— what each step contributes", ("reference", "direct"))
    return "\n".join(lines) + "\n"


def plot(results: Sequence[dict[str, Any]], path: Path) -> bool:
    """GFLOP/s vs size (square shapes) per implementation, one panel per dtype and thread
    count, as a PNG; False when matplotlib is not installed."""
    try:
        import matplotlib
    except ImportError:
        return False
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = [(res, dt) for res in results
              for dt in dict.fromkeys(r["dtype"] for r in res["rows"])]
    fig, axes = plt.subplots(1, len(panels), figsize=(5 * len(panels), 4), squeeze=False)
    for ax, (res, dtype) in zip(axes[0], panels, strict=True):
        rows = [r for r in res["rows"] if r["dtype"] == dtype and r["shape"].isdigit()]
        for impl in IMPLEMENTATIONS:
            pts = [(int(r["shape"]), r[impl]["gflops"]) for r in rows
                   if "gflops" in r.get(impl, {})]
            if pts:
                ax.plot(*zip(*pts, strict=True), marker="o", label=impl)
        ax.axhline(res["peak_gflops"][dtype], color="grey", linestyle="--", label="FMA peak")
        ax.set_xscale("log", base=2)
        ax.set_title(f"{dtype}, {res['threads']} thread(s)")
        ax.set_xlabel("n (n x n x n)")
        ax.set_ylabel("GFLOP/s")
    axes[0][0].legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="loopcraft bench gemm",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--shapes", nargs="+", default=list(SHAPES), choices=list(SHAPES),
                        metavar="SHAPE", help=f"default: all of {', '.join(SHAPES)}")
    parser.add_argument("--quick", action="store_true",
                        help=f"only {', '.join(QUICK_SHAPES)}, float64")
    parser.add_argument("--dtypes", nargs="+", default=["float64", "float32"],
                        choices=["float64", "float32"])
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--no-ablation", action="store_true")
    parser.add_argument("--isolate", action="store_true",
                        help="time each implementation, shape and dtype in a fresh process")
    parser.add_argument("--only", choices=IMPLEMENTATIONS, help=argparse.SUPPRESS)
    parser.add_argument("--no-peak", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, default=Path("out/bench-gemm"))
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    shapes, dtypes = args.shapes, args.dtypes
    if args.quick:
        shapes, dtypes = list(QUICK_SHAPES), ["float64"]
    if args.worker:
        print(json.dumps(measure(shapes, dtypes, args.threads[0], args.repeats,
                                 not args.no_ablation, args.only, not args.no_peak)))
        return 0
    results = run(shapes, dtypes, args.threads, args.repeats, not args.no_ablation,
                  args.isolate)
    report = format_report(results)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "results.json").write_text(json.dumps(results, indent=1))
    (args.out / "results.md").write_text(report)
    plotted = plot(results, args.out / "gflops.png")
    print(report)
    print(f"written: {args.out / 'results.md'}, {args.out / 'results.json'}"
          + (f", {args.out / 'gflops.png'}" if plotted else " (no plot: matplotlib missing)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
