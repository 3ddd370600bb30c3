"""The report of ``loopcraft bench-corpus``: headline numbers and the Markdown table.

Apart from :mod:`.corpus_bench` (measuring) so each reads on its own: this module only turns
finished :class:`~.corpus_bench.KernelResult` rows into a summary and a report.
"""

from __future__ import annotations

import math
import statistics
from typing import TYPE_CHECKING, Any

from loopcraft_bench import harness
from loopcraft_bench.common import ImplResult

if TYPE_CHECKING:
    from loopcraft_bench.corpus_bench import KernelResult

__all__ = ["summarize", "render_markdown", "milliseconds"]


def summarize(results: list[KernelResult]) -> dict[str, Any]:
    """The headline numbers of a run (geometric means over the kernels both sides ran)."""
    vs_numpy = {r.name: r.speedup_vs_numpy for r in results if r.speedup_vs_numpy}
    vs_numba = {r.name: r.speedup_vs_numba for r in results if r.speedup_vs_numba}
    compile_times = [r.loopcraft.compile_s for r in results
                     if r.loopcraft.compile_s is not None]
    cold = [r.loopcraft.compile_s for r in results if r.loopcraft.compile_s is not None
            and not r.loopcraft.extra.get("cached", False)]
    by_style = {}
    for style in ("vectorized", "loops"):
        vals = [v for n, v in vs_numpy.items()
                if next(r for r in results if r.name == n).style == style]
        by_style[style] = {"geomean": harness.geomean(vals), "kernels": len(vals)}
    vec_nonblas = [r for r in results if r.style == "vectorized" and not r.blas_bound]
    vec_wins = [r.name for r in vec_nonblas if (r.speedup_vs_numpy or 0) > 1.0]
    failures, losses = [], []
    for r in results:
        for impl in ("numpy", "loopcraft", "numba"):
            res: ImplResult = getattr(r, impl)
            if res.status not in ("ok", "skipped"):
                failures.append({"kernel": r.name, "impl": impl, "status": res.status,
                                 "reason": res.reason})
        for vs, ratio in (("numpy", r.speedup_vs_numpy), ("numba", r.speedup_vs_numba)):
            if ratio is not None and ratio < 1.0:
                losses.append({"kernel": r.name, "vs": vs, "speedup": ratio,
                               "why": _loss_hints(r, vs)})
    return {
        "kernels": len(results),
        "loopcraft_ok": sum(r.loopcraft.ok for r in results),
        "numba_ok": sum(r.numba.ok for r in results),
        "numba_parallel": sum(r.numba.ok and r.numba.mode == "parallel" for r in results),
        "geomean_speedup_vs_numpy": harness.geomean(list(vs_numpy.values())),
        "kernels_vs_numpy": len(vs_numpy),
        "geomean_speedup_vs_numba": harness.geomean(list(vs_numba.values())),
        "kernels_vs_numba": len(vs_numba),
        "geomean_vs_numpy_by_style": by_style,
        "vectorized_non_blas_faster_than_numpy": [len(vec_wins), len(vec_nonblas)],
        "median_compile_s": statistics.median(compile_times) if compile_times else None,
        "median_cold_compile_s": statistics.median(cold) if cold else None,
        "max_compile_s": max(compile_times) if compile_times else None,
        "cold_compiles": len(cold),
        "failures": failures,
        "losses": losses,
    }


def _loss_hints(r: KernelResult, vs: str) -> str:
    """Facts that may explain a loss (what we know, not a diagnosis)."""
    hints = []
    if vs == "numpy" and r.blas_bound:
        hints.append("BLAS-bound reference")
    if vs == "numba" and r.numba.mode == "parallel":
        hints.append("Numba parallel=True")
    par = r.loopcraft.extra.get("omp_parallel_regions")
    if par == 0:
        hints.append("no OpenMP parallel region in loopcraft's C")
    return "; ".join(hints)


def _load_text(v: float | None) -> str:
    return f"{v:.1f}" if v is not None else "?"


def milliseconds(res: ImplResult) -> str:
    return f"{res.timing.median * 1e3:.3g}" if res.ok and res.timing else "—"


def _x(v: float | None) -> str:
    return f"{v:.2f}×" if v is not None and math.isfinite(v) else "—"


def render_markdown(meta: dict[str, Any], results: list[KernelResult],
                    summary: dict[str, Any]) -> str:
    """The human-readable report: one table row per kernel, then the summary."""
    lines = [
        f"# loopcraft bench-corpus ({meta['size']} sizes)",
        "",
        f"{meta['date']} · {meta['cpu']} · {meta['threads']} thread(s) · "
        f"loopcraft {meta['loopcraft']} · NumPy {meta['numpy']} · Numba {meta['numba'] or '—'}",
        "",
        f"Threads: {meta['threads_note']}.",
        "",
        f"Load average (1 min) at start/end: {_load_text(meta.get('load_avg_start'))} / "
        f"{_load_text(meta.get('load_avg_end'))} on {meta['cores']} cores"
        " (a value near or above the core count means other processes competed for the CPUs "
        "and times are noisy).",
        "",
        "Times are medians in ms (fresh argument copies per call, round-robin, warm-up "
        "excluded; 95% bootstrap CIs in results.json). Speedups are NumPy time / loopcraft "
        "time and Numba time / loopcraft time: > 1 means loopcraft is faster. For loop-style "
        "kernels the NumPy column is the kernel's vectorized reference. Compile = loopcraft "
        "first-call compile seconds (frontend + C compiler).",
        "",
        "| kernel | style | category | compile s | NumPy ms | loopcraft ms | Numba ms | "
        "vs NumPy | vs Numba | notes |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    for r in results:
        notes = []
        if r.blas_bound:
            notes.append("BLAS-bound")
        for impl in ("numpy", "loopcraft", "numba"):
            res: ImplResult = getattr(r, impl)
            if res.status not in ("ok", "skipped"):
                notes.append(f"{impl} {res.status}: {res.reason}".replace("|", "/"))
        if r.loopcraft.extra.get("cached"):
            notes.append("compile from cache")
        numba = milliseconds(r.numba)
        if r.numba.ok:
            numba += " (par)" if r.numba.mode == "parallel" else " (ser)"
        comp = f"{r.loopcraft.compile_s:.2f}" if r.loopcraft.compile_s is not None else "—"
        lines.append(
            f"| {r.name} | {r.style} | {r.category} | {comp} | {milliseconds(r.numpy)} | "
            f"{milliseconds(r.loopcraft)} | {numba} | {_x(r.speedup_vs_numpy)} | "
            f"{_x(r.speedup_vs_numba)} | {'; '.join(notes)} |")
    s = summary
    style = s["geomean_vs_numpy_by_style"]
    vw = s["vectorized_non_blas_faster_than_numpy"]
    ov = meta.get("call_overhead") or {}
    cc = meta.get("cache_check") or {}

    def num(v: float | None, fmt: str) -> str:
        return format(v, fmt) if v is not None and math.isfinite(v) else "—"

    lines += [
        "",
        "## Summary",
        "",
        f"- loopcraft validated on {s['loopcraft_ok']} of {s['kernels']} kernels; Numba on "
        f"{s['numba_ok']} ({s['numba_parallel']} with parallel=True).",
        f"- Geometric-mean speedup of loopcraft over NumPy: "
        f"**{_x(s['geomean_speedup_vs_numpy'])}** on {s['kernels_vs_numpy']} kernels "
        f"(vectorized: {_x(style['vectorized']['geomean'])} on "
        f"{style['vectorized']['kernels']}, loops: {_x(style['loops']['geomean'])} on "
        f"{style['loops']['kernels']}).",
        f"- Geometric-mean speedup of loopcraft over Numba: "
        f"**{_x(s['geomean_speedup_vs_numba'])}** on the {s['kernels_vs_numba']} kernels "
        "both compile.",
        f"- Vectorized, non-BLAS-bound kernels faster than NumPy: {vw[0]} of {vw[1]}.",
        f"- Median first-call compile time: {num(s['median_compile_s'], '.3f')} s "
        f"(cold compiles only: {num(s['median_cold_compile_s'], '.3f')} s over "
        f"{s['cold_compiles']}; max {num(s['max_compile_s'], '.2f')} s).",
        f"- Call overhead, trivial 2-array kernel on 8 elements: loopcraft "
        f"{num(ov.get('loopcraft_us'), '.2f')} µs, Numba {num(ov.get('numba_us'), '.2f')} µs, "
        f"plain NumPy {num(ov.get('numpy_us'), '.2f')} µs"
        + (f" (measurement failed: {ov['error']})" if "error" in ov else "") + ".",
    ]
    if "error" in cc:
        lines.append(f"- Cache check in a new process failed: {cc['error']}")
    elif cc:
        lines.append(
            f"- Cache check: a new process ran {cc['kernels']} compiled kernels at their `alt` "
            f"size and invoked the C compiler {cc['compiler_invocations']} time(s)"
            + (f"; failures: {cc['failed']}" if cc.get("failed") else "")
            + (" (loopcraft's sources changed during the run, and they are part of the cache "
               "key, so recompiling was expected)" if cc.get("sources_changed") else "") + ".")
    ours = [f for f in s["failures"] if f["impl"] != "numba"]
    lines += ["", "## Where loopcraft fails or loses", ""]
    if not ours and not s["losses"]:
        lines.append("Nowhere in this run.")
    for f in ours:
        lines.append(f"- **{f['kernel']}** — {f['impl']} {f['status']}: {f['reason']}")
    for loss in sorted(s["losses"], key=lambda d: d["speedup"]):
        why = f" ({loss['why']})" if loss["why"] else ""
        lines.append(f"- **{loss['kernel']}** — slower than {loss['vs']}: "
                     f"{loss['speedup']:.2f}×{why}")
    theirs = [f for f in s["failures"] if f["impl"] == "numba"]
    if theirs:
        lines += ["", "## Where Numba fails", "",
                  "These kernels are left out of the loopcraft-vs-Numba geometric mean.", ""]
        for f in theirs:
            lines.append(f"- **{f['kernel']}** — {f['status']}: {f['reason']}")
    return "\n".join(lines) + "\n"
