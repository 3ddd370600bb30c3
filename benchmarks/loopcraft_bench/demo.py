"""``loopcraft demo``: compile a few corpus kernels, check them, and compare with NumPy and Numba.

The demo is the first thing a new user runs (``make demo``), so it must be quick (under a minute
on a 2-core machine), honest (every number is from a validated run, measured with the same rules
as the benchmark: :mod:`loopcraft_bench.harness`) and must fail loudly: the exit status is
non-zero if loopcraft gets any kernel wrong.

It runs in this process (unlike ``bench-corpus``, which isolates each kernel) because the kernels
are a fixed, known-good selection and a subprocess per kernel would cost seconds of start-up.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from typing import Any

from loopcraft_bench import harness
from loopcraft_bench.corpus_bench import (
    BenchOptions,
    ImplResult,
    KernelResult,
    UsageError,
    load_average,
    measure_kernel,
    numba_available,
)

__all__ = ["DEMO_KERNELS", "add_arguments", "run_demo", "run_from_args", "format_table"]

#: The demo's kernels: four in whole-array NumPy style, four with explicit loops, and the
#: problem size each runs at. Sizes are the corpus' "large" ones cut down so that NumPy takes
#: ~10-50 ms per call: the demo times each implementation at least three times, Numba compiles
#: each kernel twice (parallel, then serial if needed), and the whole run must stay under 60 s.
DEMO_KERNELS: dict[str, dict[str, Any]] = {
    "arc_distance": {"n": 200_000},
    "softmax": {"n": 4, "h": 8, "s": 256},
    "jacobi_2d": {"n": 600, "tsteps": 10},
    "heat_3d": {"n": 64, "tsteps": 5},
    "mandelbrot": {"width": 280, "height": 210, "max_iter": 40},
    "layernorm": {"n": 2048, "d": 512},
    "histogram": {"n": 1_000_000, "nbins": 256},
    "conv2d_smooth": {"h": 600, "w": 800, "k": 5},
}


def _fmt_ms(res: ImplResult) -> str:
    return f"{res.timing.median * 1e3:.2f}" if res.ok and res.timing else "-"


def _fmt_x(v: float | None) -> str:
    return f"{v:.2f}x" if v is not None else "-"


def _status(res: ImplResult) -> str:
    return "ok" if res.ok else f"{res.status}: {res.reason}"


def format_table(results: list[KernelResult], show_numba: bool) -> str:
    """A fixed-width text table (the demo prints to a terminal, not to a Markdown renderer)."""
    head = ["kernel", "style", "compile s", "NumPy ms", "loopcraft ms", "vs NumPy"]
    if show_numba:
        head += ["Numba ms", "Numba compile s", "vs Numba"]
    rows = [head]
    for r in results:
        lc = r.loopcraft
        comp = "-" if lc.compile_s is None else f"{lc.compile_s:.2f}"
        if lc.extra.get("cached"):
            comp += " (cached)"
        row = [r.name, r.style, comp, _fmt_ms(r.numpy), _fmt_ms(lc), _fmt_x(r.speedup_vs_numpy)]
        if show_numba:
            nb = r.numba
            ms = _fmt_ms(nb) + (f" ({'par' if nb.mode == 'parallel' else 'ser'})"
                                if nb.ok else "")
            ncomp = f"{nb.compile_s:.2f}" if nb.ok and nb.compile_s is not None else "-"
            row += [ms, ncomp, _fmt_x(r.speedup_vs_numba)]
        rows.append(row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    left = {0, 1}
    lines = []
    for j, row in enumerate(rows):
        cells = [c.ljust(w) if i in left else c.rjust(w)
                 for i, (c, w) in enumerate(zip(row, widths, strict=True))]
        lines.append("  ".join(cells).rstrip())
        if j == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def run_demo(
    kernels: dict[str, dict[str, Any]] | None = None,
    *,
    threads: int | None = None,
    use_numba: bool = True,
    out: Callable[[str], None] = print,
    err: Callable[[str], None] = lambda m: print(m, file=sys.stderr, flush=True),
) -> tuple[int, list[KernelResult]]:
    """Run the demo; return (exit status, results). Status 1 if loopcraft failed any kernel."""
    from loopcraft.target import hardware
    from loopcraft.target.threads import resolve_num_threads
    from loopcraft_bench.corpus import get_kernel

    selection = DEMO_KERNELS if kernels is None else kernels
    use_numba = use_numba and numba_available()
    if use_numba and threads is not None:
        import numba

        numba.set_num_threads(min(threads, numba.config.NUMBA_NUM_THREADS))
    opts = BenchOptions(size="large", threads=threads, use_numba=use_numba, repeats=7,
                        min_repeats=3, min_time=0.1, max_time=1.0)
    n_threads = resolve_num_threads(threads)
    err(f"loopcraft demo: {len(selection)} kernels, {n_threads} thread(s)"
        + ("" if use_numba else " (Numba not compared)"))
    results: list[KernelResult] = []
    t0 = time.perf_counter()
    for i, (name, size) in enumerate(selection.items(), 1):
        kernel = get_kernel(name)
        prefix = f"[{i}/{len(selection)}] {name:<14}"
        interactive = sys.stderr.isatty()

        def stage(s: str, prefix: str = prefix, interactive: bool = interactive) -> None:
            if interactive:  # rewrite one status line per kernel
                print(f"\r{prefix} {s:<20}", end="", file=sys.stderr, flush=True)

        t_k = time.perf_counter()
        try:
            r = measure_kernel(kernel, opts, init_kwargs=size, stage=stage)
        except Exception as exc:  # a harness bug: report it as a failed kernel, keep going
            r = KernelResult(name, kernel.style, kernel.category, kernel.blas_bound, "large",
                             size, ImplResult("ok"), ImplResult("error", repr(exc)[:200]),
                             ImplResult("skipped"))
        results.append(r)
        done = (f"compiled in {r.loopcraft.compile_s:.2f} s"
                if r.loopcraft.compile_s is not None else "")
        verdict = "validated" if r.loopcraft.ok else f"FAILED ({_status(r.loopcraft)})"
        msg = f"{prefix} {verdict}{', ' + done if done else ''} [{time.perf_counter() - t_k:.1f} s]"
        err(("\r" if interactive else "") + msg + (" " * 10 if interactive else ""))

    out("")
    out(format_table(results, use_numba))
    out("")
    vs_np = [r.speedup_vs_numpy for r in results if r.speedup_vs_numpy]
    out(f"Geometric-mean speedup over NumPy: {_fmt_x(harness.geomean(vs_np))} "
        f"({len(vs_np)} kernels)")
    if use_numba:
        vs_nb = [r.speedup_vs_numba for r in results if r.speedup_vs_numba]
        out(f"Geometric-mean speedup over Numba: {_fmt_x(harness.geomean(vs_nb))} "
            f"({len(vs_nb)} kernels both compile; Numba compile time not in its timings)")
        for r in results:
            if r.numba.status not in ("ok", "skipped"):
                out(f"  Numba could not run {r.name}: {r.numba.reason}")
    out("Times are medians of fresh-argument calls measured round-robin after a warm-up; "
        "compile s = loopcraft's first-call compile time (\"cached\" = loaded from the "
        "artifact cache). For loop-style kernels NumPy runs the kernel's vectorized reference. "
        f"Total {time.perf_counter() - t0:.0f} s.")
    load = load_average()
    cores = hardware.num_cores()
    if load is not None and load > cores:
        out(f"Note: the load average is {load:.1f} on {cores} cores; other processes are "
            "competing for the CPUs, so these times are noisy (parallel code suffers most).")
    failed = [r for r in results if not (r.loopcraft.ok and r.numpy.ok)]
    for r in failed:
        bad = r.loopcraft if not r.loopcraft.ok else r.numpy
        out(f"FAILED {r.name}: {_status(bad)}")
    return (1 if failed else 0), results


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The ``demo`` options."""
    p.add_argument("--threads", type=int, default=None,
                   help="threads for loopcraft and Numba (default: all cores)")
    p.add_argument("--no-numba", action="store_true", help="do not compare with Numba")


def run_from_args(args: argparse.Namespace) -> int:
    """The CLI action: the demo's exit status."""
    if args.threads is not None and args.threads < 1:
        raise UsageError("--threads must be >= 1")
    status, _ = run_demo(threads=args.threads, use_numba=not args.no_numba)
    return status
