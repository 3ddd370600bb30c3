"""``loopcraft bench-schedules``: the heuristic recipe against the fixed default schedule.

Why: the heuristic scheduler replaced a fixed rule (parallelize the outermost independent
loop, vectorize innermost ones); this measures, kernel by kernel and in one process, what the
recipe (fusion, loop order, tiling, ...) is worth over that rule. Both variants of a kernel are
validated against its NumPy reference and timed interleaved (same load, same inputs).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from loopcraft.driver.jit import JitFunction
from loopcraft.frontend.python.lower import lower_function
from loopcraft.outputs import collect_outputs, compare
from loopcraft.pipeline import build_program, compile_program
from loopcraft.target.threads import resolve_num_threads

from .corpus import KERNELS, get_kernel
from .fixed_schedule import fixed_schedule
from .harness import copy_args, geomean, time_interleaved

__all__ = ["compare_schedules", "format_report", "add_arguments", "run_from_args"]


def _weak(specs: tuple) -> tuple[bool, ...]:
    return tuple(s.weak for s in specs if s.kind == "scalar")


def compare_schedules(names: list[str], size: str = "large", threads: int | None = None,
                      repeats: int = 10) -> list[dict[str, Any]]:
    """One row per kernel: median seconds of the fixed default and of the heuristic recipe,
    their ratio, the recipe's length, and any validation failure."""
    rows = []
    nthreads = resolve_num_threads(threads)
    for name in names:
        k = get_kernel(name)
        args = k.init(**k.presets[size])
        row: dict[str, Any] = {"kernel": name, "category": k.category, "style": k.style}
        try:
            specs = JitFunction(k.func).specialize(args).signature
            t0 = time.perf_counter()
            heur_prog, recipe = compile_program(k.func, specs)
            row["schedule_seconds"] = time.perf_counter() - t0
            fixed_prog = fixed_schedule(lower_function(k.func, specs))
            mods = {"fixed": build_program(fixed_prog, _weak(specs))[1],
                    "heuristic": build_program(heur_prog, _weak(specs))[1]}
        except Exception as exc:  # a kernel that does not compile is reported, not fatal
            row["error"] = f"{type(exc).__name__}: {exc}"
            rows.append(row)
            continue
        row["steps"] = len(recipe)
        row["recipe"] = recipe.to_python()
        ref_args = copy_args(args)
        expected = collect_outputs(k.reference(*ref_args), ref_args)
        for label, mod in mods.items():
            mod.set_num_threads(nthreads)
            mod_args = copy_args(args)
            why = compare(expected, collect_outputs(mod.run(*mod_args), mod_args), rtol=k.rtol,
                          atol=k.atol)
            if why is not None:
                row["error"] = f"{label} schedule: {why}"
        if "error" in row:
            rows.append(row)
            continue
        timings = time_interleaved({n: m.run for n, m in mods.items()},
                                   lambda a=args: copy_args(a), repeats=repeats)
        row["fixed"] = timings["fixed"].median
        row["heuristic"] = timings["heuristic"].median
        row["speedup"] = row["fixed"] / row["heuristic"]
        rows.append(row)
    return rows


def format_report(rows: list[dict[str, Any]], size: str, threads: int) -> str:
    """Markdown: one line per kernel, then geomeans per category and overall."""
    lines = [f"# Heuristic recipe vs fixed default schedule (size {size}, {threads} threads)",
             "", "| kernel | category | fixed ms | heuristic ms | speedup | steps |",
             "|---|---|---:|---:|---:|---:|"]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['kernel']} | {r['category']} | | | FAILED: {r['error']} | |")
            continue
        lines.append(f"| {r['kernel']} | {r['category']} | {r['fixed'] * 1e3:.3f} | "
                     f"{r['heuristic'] * 1e3:.3f} | {r['speedup']:.2f}x | {r['steps']} |")
    ok = [r for r in rows if "speedup" in r]
    lines += ["", "| group | kernels | geomean speedup |", "|---|---:|---:|"]
    groups: dict[str, list[float]] = {}
    for r in ok:
        groups.setdefault(r["category"], []).append(r["speedup"])
        if r["category"] in ("stencil", "linalg"):
            groups.setdefault("stencil + linalg", []).append(r["speedup"])
        groups.setdefault("all", []).append(r["speedup"])
    for g, vals in groups.items():
        lines.append(f"| {g} | {len(vals)} | {geomean(vals):.2f}x |")
    return "\n".join(lines) + "\n"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--size", default="large", choices=("small", "large", "alt"))
    p.add_argument("--threads", type=int, default=None, help="default: all cores")
    p.add_argument("--kernels", nargs="*", default=None, help="default: the whole corpus")
    p.add_argument("--repeats", type=int, default=10)
    p.add_argument("--out", default=None, help="directory for results.md and results.json")


def run_from_args(args: argparse.Namespace) -> int:
    names = args.kernels or list(KERNELS)
    threads = resolve_num_threads(args.threads)
    rows = compare_schedules(names, args.size, threads, args.repeats)
    report = format_report(rows, args.size, threads)
    print(report)
    if args.out:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        (out / "results.md").write_text(report)
        (out / "results.json").write_text(json.dumps(rows, indent=1))
    return 1 if any("error" in r for r in rows) else 0
