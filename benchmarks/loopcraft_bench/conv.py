"""``loopcraft bench conv``: direct emission vs the direct conv2d micro-kernel vs im2col + BLAS
vs PyTorch, on ResNet-like 3x3 layers, and what each optimization step buys.

The program is the convolution as users write it in loops: zero-pad the input into a new
array, then the seven-deep loop of :func:`conv3x3_s1` / :func:`conv3x3_s2` (stride 1 or 2,
bias added, the corpus' ``conv2d_nchw`` form). Each column, for each layer, dtype and thread
count, in one process and interleaved:

==============  ===========================================================================
``naive``       the loops compiled as written (no recipe, one thread; ``-O3 -march=native``)
``loops``       ``recognize(op="conv2d")`` + ``implement(loops)``, then the default
                (heuristic) recipe of the result: direct emission of the library operation
``microkernel`` ``recognize`` + ``implement(microkernel)``: loopcraft's direct conv2d kernel
                (bias fused into its write-back)
``blas``        ``recognize`` + ``implement(blas)``: im2col + OpenBLAS ``?gemm``
``numpy``       NumPy: one ``tensordot`` per filter tap on the padded input
``torch``       ``torch.nn.functional.conv2d`` (oneDNN), when PyTorch is installed
==============  ===========================================================================

Every column's result is checked against a float64 NumPy convolution before it is timed.
GFLOP/s are ``2 N K C R S Ho Wo / median time``; the peak is the measured FMA peak
(:func:`loopcraft.target.probe.fma_peak_gflops`). Each thread count runs in its own worker
process (:func:`~loopcraft_bench.harness.run_workers`).

The **ablation** (:func:`ablation_rows`; float32, the 64-channel 56x56 layer) starts from the
naive loop and adds one step at a time, each row a legal recipe replayed on the same
function: interchange (the library call's loop form puts the sums over c, r, s outside the
pixel loops), vectorization of the pixel loop, cache tiling of the output rows, register
tiling (four output channels share each input vector), the micro-kernel, parallelization.
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
from loopcraft.schedule.scheduler import heuristic_recipe
from loopcraft_bench.harness import ablation_table, run_workers, validate_and_time

__all__ = ["LAYERS", "QUICK_LAYERS", "IMPLEMENTATIONS", "ablation_rows", "format_report",
           "measure", "run", "conv3x3_s1", "conv3x3_s2"]

#: name -> (N, C, K, H = W, stride); 3x3 filters, padding 1.
LAYERS: dict[str, tuple[int, int, int, int, int]] = {
    "64x56x56": (1, 64, 64, 56, 1),
    "128x28x28": (1, 128, 128, 28, 1),
    "256x14x14": (1, 256, 256, 14, 1),
    "64-128x56x56-s2": (1, 64, 128, 56, 2),
    "8x12x12": (2, 8, 8, 12, 1),
    "8-16x12x12-s2": (1, 8, 16, 12, 2),
}
#: the layers of a full run, and of ``--quick``
FULL_LAYERS = ("64x56x56", "128x28x28", "256x14x14", "64-128x56x56-s2")
QUICK_LAYERS = ("8x12x12", "8-16x12x12-s2")
IMPLEMENTATIONS = ("naive", "loops", "microkernel", "blas", "numpy", "torch")
#: the ablation's layer (the first ResNet stage) and its quick stand-in
ABLATION_LAYER = {"full": "64x56x56", "quick": "8x12x12"}


# ------------------------------------------------------------------------- the programs


def conv3x3_s1(x, w, bias):
    n_b, c_in, h, wd = x.shape
    xp = np.zeros((n_b, c_in, h + 2, wd + 2), dtype=x.dtype)
    xp[:, :, 1:h + 1, 1:wd + 1] = x
    ho = h + 3 - w.shape[2]
    wo = wd + 3 - w.shape[3]
    out = np.empty((n_b, w.shape[0], ho, wo), dtype=x.dtype)
    for n in range(n_b):
        for k in range(w.shape[0]):
            for i in range(ho):
                for j in range(wo):
                    acc = bias[k]
                    for c in range(c_in):
                        for r in range(w.shape[2]):
                            for s in range(w.shape[3]):
                                acc += xp[n, c, i + r, j + s] * w[k, c, r, s]
                    out[n, k, i, j] = acc
    return out


def conv3x3_s2(x, w, bias):
    n_b, c_in, h, wd = x.shape
    xp = np.zeros((n_b, c_in, h + 2, wd + 2), dtype=x.dtype)
    xp[:, :, 1:h + 1, 1:wd + 1] = x
    ho = (h + 2 - w.shape[2]) // 2 + 1
    wo = (wd + 2 - w.shape[3]) // 2 + 1
    out = np.empty((n_b, w.shape[0], ho, wo), dtype=x.dtype)
    for n in range(n_b):
        for k in range(w.shape[0]):
            for i in range(ho):
                for j in range(wo):
                    acc = bias[k]
                    for c in range(c_in):
                        for r in range(w.shape[2]):
                            for s in range(w.shape[3]):
                                acc += xp[n, c, 2 * i + r, 2 * j + s] * w[k, c, r, s]
                    out[n, k, i, j] = acc
    return out


_RECOGNIZE = Step("recognize", "n", op="conv2d")


def _implement(impl: str) -> Recipe:
    return Recipe([_RECOGNIZE, Step("implement", "conv2d#0", impl=impl)])


def _program(stride: int) -> Callable[..., Any]:
    return conv3x3_s1 if stride == 1 else conv3x3_s2


def _loops_recipe(fn: Callable[..., Any], args: Sequence[Any]) -> Recipe:
    """recognize + implement(loops), then the heuristic recipe of what that gives: what the
    default scheduler makes of the library operation's loop form."""
    head = _implement("loops")
    program = head.apply(loopcraft.jit(fn).lowered(*args))
    return Recipe([*head, *heuristic_recipe(program)])


def _numpy_conv(stride: int) -> Callable[..., Any]:
    def run(x, w, bias):
        xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
        r_, s_ = w.shape[2], w.shape[3]
        ho = (xp.shape[2] - r_) // stride + 1
        wo = (xp.shape[3] - s_) // stride + 1
        out = np.zeros((x.shape[0], ho, wo, w.shape[0]), dtype=x.dtype)
        for r in range(r_):
            for s in range(s_):
                patch = xp[:, :, r:r + (ho - 1) * stride + 1:stride,
                           s:s + (wo - 1) * stride + 1:stride]
                out += np.tensordot(patch, w[:, :, r, s], axes=([1], [1]))
        return np.ascontiguousarray(out.transpose(0, 3, 1, 2)) + bias[None, :, None, None]
    return run


def _torch_conv(stride: int) -> Callable[..., Any] | None:
    try:
        import torch  # type: ignore[import-not-found]
    except ImportError:
        return None
    torch.set_num_threads(int(os.environ.get("OMP_NUM_THREADS", "1")))

    def run(x, w, bias):
        with torch.no_grad():
            return torch.nn.functional.conv2d(torch.from_numpy(x), torch.from_numpy(w),
                                              torch.from_numpy(bias), stride=stride,
                                              padding=1).numpy()
    return run


def _operands(layer: str, dtype: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    n, c, k, hw, _ = LAYERS[layer]
    rng = np.random.default_rng(c * 7 + k + hw)
    return (rng.standard_normal((n, c, hw, hw)).astype(dtype),
            (rng.standard_normal((k, c, 3, 3)) / np.sqrt(9 * c)).astype(dtype),
            rng.standard_normal(k).astype(dtype))


def _reference(x: np.ndarray, w: np.ndarray, b: np.ndarray, stride: int) -> np.ndarray:
    """The convolution computed in float64, rounded to the operands' dtype."""
    return _numpy_conv(stride)(x.astype(np.float64), w.astype(np.float64),
                               b.astype(np.float64)).astype(x.dtype)


def _implementations(layer: str, dtype: str, threads: int) -> dict[str, Callable[..., Any]]:
    stride = LAYERS[layer][4]
    fn = _program(stride)
    args = _operands(layer, dtype)
    impls: dict[str, Callable[..., Any]] = {
        "naive": loopcraft.jit(fn, num_threads=1).with_recipe(Recipe([])),
        "loops": loopcraft.jit(fn, num_threads=threads).with_recipe(_loops_recipe(fn, args)),
    }
    for impl in ("microkernel", "blas"):
        impls[impl] = loopcraft.jit(fn, num_threads=threads).with_recipe(_implement(impl))
    impls["numpy"] = _numpy_conv(stride)
    torch_fn = _torch_conv(stride)
    if torch_fn is not None:
        impls["torch"] = torch_fn
    return impls


def _flops(layer: str) -> float:
    n, c, k, hw, stride = LAYERS[layer]
    ho = (hw + 2 - 3) // stride + 1
    return 2.0 * n * k * c * 9 * ho * ho


def _tolerances(dtype: str, expected: np.ndarray) -> dict[str, float]:
    """rtol, and an atol relative to the largest output (sums of mixed signs come close to
    zero, where a relative error means nothing)."""
    rtol = 2e-4 if dtype == "float32" else 1e-10
    return {"rtol": rtol, "atol": rtol * float(np.abs(expected).max(initial=1.0))}


# ----------------------------------------------------------------------------- ablation


@dataclass(frozen=True)
class AblationRow:
    label: str
    threads: str  # "1" or "all"
    recipe: Recipe | None  # None: a reference implementation outside loopcraft


def ablation_rows(tile_rows: int = 8, jam: int = 4) -> list[AblationRow]:
    """The ablation's rows for :func:`conv3x3_s1`: cumulative recipes (the loop form's labels
    ``cv1_*`` come from ``implement(loops)``), then the micro-kernel and references."""
    loops = list(_implement("loops"))
    vec = [Step("vectorize", "cv1_j"), Step("vectorize", "cv1_init_j")]
    tile = [Step("tile", "cv1_n", sizes=[0, 0, 0, 0, 0, tile_rows, 0])]
    reg = [Step("unroll_and_jam", "cv1_k", factor=jam, depth=6)]
    return [
        AblationRow("naive 7-deep loop (sum in a scalar)", "1", Recipe([])),
        AblationRow("+ interchange (recognize, loops: c, r, s outside i, j)", "1",
                    Recipe(loops)),
        AblationRow("+ vectorize j", "1", Recipe([*loops, *vec])),
        AblationRow(f"+ cache tiling ({tile_rows} output rows)", "1",
                    Recipe([*loops, *tile, *vec])),
        AblationRow(f"+ register tiling ({jam} output channels per input vector)", "1",
                    Recipe([*loops, *tile, *reg, *vec])),
        AblationRow("+ micro-kernel (impl='microkernel')", "1", _implement("microkernel")),
        AblationRow("+ parallelize (micro-kernel, all threads)", "all",
                    _implement("microkernel")),
        AblationRow("reference: im2col + BLAS (impl='blas', all threads)", "all",
                    _implement("blas")),
        AblationRow("reference: PyTorch conv2d (all threads)", "all", None),
    ]


#: The ablation's row labels, in order.
ABLATION = tuple(r.label for r in ablation_rows())


def _ablation(layer: str, threads: int, repeats: int) -> list[dict[str, Any]]:
    mine = [r for r in ablation_rows() if (r.threads == "1") == (threads == 1)]
    impls: dict[str, Callable[..., Any]] = {}
    for r in mine:
        if r.recipe is not None:
            impls[r.label] = loopcraft.jit(conv3x3_s1, num_threads=threads).with_recipe(
                r.recipe)
        elif (torch_fn := _torch_conv(1)) is not None:
            impls[r.label] = torch_fn
    x, w, b = _operands(layer, "float32")
    expected = _reference(x, w, b, 1)
    timed = validate_and_time(impls, (x, w, b), expected, _flops(layer), repeats=repeats,
                              **_tolerances("float32", expected))
    return [{"label": label, "threads": threads, **timed[label]} for label in impls]


# ---------------------------------------------------------------------------- measuring


def measure(layers: Sequence[str], dtypes: Sequence[str], threads: int, repeats: int,
            ablation: str | None) -> dict[str, Any]:
    """Everything measured at ``threads`` threads in *this* process (see :func:`run`);
    ``ablation``: the layer of the ablation, or None for none."""
    from loopcraft.target import probe

    result: dict[str, Any] = {"threads": threads, "rows": [], "ablation": [],
                              "ablation_layer": ablation,
                              "peak_gflops": {dt: probe.fma_peak_gflops(dt, threads)
                                              for dt in dtypes}}
    for dtype in dtypes:
        for layer in layers:
            x, w, b = _operands(layer, dtype)
            impls = _implementations(layer, dtype, threads)
            expected = _reference(x, w, b, LAYERS[layer][4])
            result["rows"].append({"layer": layer, "dtype": dtype, "threads": threads,
                                   **validate_and_time(impls, (x, w, b), expected,
                                                       _flops(layer), repeats=repeats,
                                                       **_tolerances(dtype, expected))})
    if ablation:
        result["ablation"] = _ablation(ablation, threads, repeats)
    return result


def run(layers: Sequence[str], dtypes: Sequence[str] = ("float32", "float64"),
        threads: Sequence[int] = (1, 2), repeats: int = 7, ablation: str | None = None
        ) -> list[dict[str, Any]]:
    """:func:`measure` for each thread count in a worker process of its own."""
    argv = ["--repeats", str(repeats), "--layers", *layers, "--dtypes", *dtypes]
    argv += ["--ablation-layer", ablation] if ablation else ["--no-ablation"]
    return run_workers("loopcraft_bench.conv", argv, threads)


# ------------------------------------------------------------------------------ reports


def _cell(entry: dict[str, Any] | None) -> str:
    if entry is None:
        return "—"
    return "fails" if "error" in entry else f"{entry['gflops']:.1f}"


def _ratio(row: dict[str, Any], a: str, b: str) -> str:
    x, y = row.get(a, {}), row.get(b, {})
    if "gflops" not in x or "gflops" not in y:
        return "—"
    return f"{x['gflops'] / y['gflops']:.2f}x"


def format_report(results: Sequence[dict[str, Any]]) -> str:
    """Markdown: the machine, one GFLOP/s table per dtype and thread count, the ablation."""
    from loopcraft.target import hardware, probe

    lines = ["# loopcraft bench conv", "",
             f"CPU: {hardware.cpu_model()}, {hardware.num_cores()} cores, clock "
             f"{probe.clock_mhz() or '?'} MHz (/proc/cpuinfo); SIMD {hardware.vector_bytes()} "
             "bytes. 3x3 filters, padding 1, bias; layer C-K x H x W-s2: C input, K output "
             "channels (K = C when one number), stride 2 when -s2; N = 1 except 8x12x12 "
             "(N = 2). Other work was running on the machine: see the measured peaks.", ""]
    for res in results:
        peaks = ", ".join(f"{dt} {p:.1f}" for dt, p in res["peak_gflops"].items())
        lines.append(f"Measured FMA peak at {res['threads']} thread(s): {peaks} GFLOP/s.")
    present = [i for i in IMPLEMENTATIONS
               if any(i in row for res in results for row in res["rows"])]
    for res in results:
        for dtype in dict.fromkeys(row["dtype"] for row in res["rows"]):
            lines += ["", f"## {dtype}, {res['threads']} thread(s) — GFLOP/s (median)", "",
                      "| layer | " + " | ".join(present)
                      + " | microkernel/loops | microkernel/torch | microkernel/blas |",
                      "|---" * (len(present) + 4) + "|"]
            for row in (r for r in res["rows"] if r["dtype"] == dtype):
                lines.append(f"| {row['layer']} | "
                             + " | ".join(_cell(row.get(i)) for i in present)
                             + f" | {_ratio(row, 'microkernel', 'loops')}"
                             + f" | {_ratio(row, 'microkernel', 'torch')}"
                             + f" | {_ratio(row, 'microkernel', 'blas')} |")
    ablation = [a for res in results for a in res["ablation"]]
    if ablation:
        layer = next(res["ablation_layer"] for res in results if res["ablation"])
        lines += ablation_table(ablation, ABLATION, f"## Ablation: float32 layer {layer} — "
                                "what each step contributes")
    return "\n".join(lines) + "\n"


def plot(results: Sequence[dict[str, Any]], path: Path) -> bool:
    """GFLOP/s per layer and implementation (grouped bars), one panel per dtype and thread
    count, as a PNG; False when matplotlib is not installed."""
    try:
        import matplotlib
    except ImportError:
        return False
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = [(res, dt) for res in results
              for dt in dict.fromkeys(r["dtype"] for r in res["rows"])]
    fig, axes = plt.subplots(1, len(panels), figsize=(6 * len(panels), 4), squeeze=False)
    for ax, (res, dtype) in zip(axes[0], panels, strict=True):
        rows = [r for r in res["rows"] if r["dtype"] == dtype]
        width = 0.8 / len(IMPLEMENTATIONS)
        for k, impl in enumerate(IMPLEMENTATIONS):
            ys = [r.get(impl, {}).get("gflops", 0.0) for r in rows]
            ax.bar([i + k * width for i in range(len(rows))], ys, width, label=impl)
        ax.axhline(res["peak_gflops"][dtype], color="grey", linestyle="--", label="FMA peak")
        ax.set_xticks([i + 0.4 - width / 2 for i in range(len(rows))],
                      [r["layer"] for r in rows], fontsize=7)
        ax.set_title(f"{dtype}, {res['threads']} thread(s)")
        ax.set_ylabel("GFLOP/s")
    axes[0][0].legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="loopcraft bench conv",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--layers", nargs="+", default=list(FULL_LAYERS), choices=list(LAYERS),
                        metavar="LAYER", help=f"default: {', '.join(FULL_LAYERS)}")
    parser.add_argument("--quick", action="store_true",
                        help=f"only the tiny layers {', '.join(QUICK_LAYERS)}, float32, "
                        "the ablation on the first")
    parser.add_argument("--dtypes", nargs="+", default=["float32", "float64"],
                        choices=["float32", "float64"])
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--no-ablation", action="store_true")
    parser.add_argument("--ablation-layer", choices=list(LAYERS), default=None,
                        help=f"default: {ABLATION_LAYER['full']}")
    parser.add_argument("--out", type=Path, default=Path("out/bench-conv"))
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    layers, dtypes = args.layers, args.dtypes
    ablation = args.ablation_layer or ABLATION_LAYER["full"]
    if args.quick:
        layers, dtypes = list(QUICK_LAYERS), ["float32"]
        ablation = args.ablation_layer or ABLATION_LAYER["quick"]
    if args.no_ablation:
        ablation = None
    if args.worker:
        print(json.dumps(measure(layers, dtypes, args.threads[0], args.repeats, ablation)))
        return 0
    results = run(layers, dtypes, args.threads, args.repeats, ablation)
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
