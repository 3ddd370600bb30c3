"""What bounds checking costs: every corpus and PolyBench kernel with checks on and off.

Both versions are compiled in this process, validated against the kernel's NumPy reference and
timed interleaved (:func:`~loopcraft_bench.harness.time_interleaved`), so machine drift hits
both alike. Reported per kernel: the median times, their ratio (on / off), the cold compile
time of each and the lines of generated C; and the geometric mean of the ratios.

Run: ``python -m loopcraft_bench.boundscheck [--size large] [--kernels a,b] [--out FILE.md]``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import loopcraft
from loopcraft.config import patch
from loopcraft.outputs import assert_outputs_match, collect_outputs
from loopcraft_bench.corpus import KERNELS
from loopcraft_bench.harness import time_interleaved
from loopcraft_bench.suites import get_suite

__all__ = ["Row", "measure", "main"]


@dataclass(frozen=True)
class Row:
    name: str
    on_ms: float | None = None
    off_ms: float | None = None
    compile_on_s: float | None = None
    compile_off_s: float | None = None
    lines_on: int | None = None
    lines_off: int | None = None
    error: str | None = None

    @property
    def ratio(self) -> float | None:
        if self.on_ms is None or self.off_ms is None:
            return None
        return self.on_ms / self.off_ms


def _kernels(size: str, names: set[str] | None) -> Iterator[tuple[str, Callable, Callable,
                                                                   Callable, float, float]]:
    """(name, function, argument factory, reference, rtol, atol) of every kernel."""
    for name, k in sorted(KERNELS.items()):
        if names is None or name in names:
            yield (f"corpus/{name}", k.func, (lambda k=k: k.init(**k.presets[size])), k.reference,
                   getattr(k, "rtol", 1e-9), getattr(k, "atol", 1e-9))
    preset = {"small": "small", "large": "large", "alt": "mini"}[size]
    for name, k in sorted(get_suite("polybench").items()):
        if names is None or name in names:
            yield (f"polybench/{name}", k.func, (lambda k=k: k.args(preset)), k.reference,
                   k.rtol, k.atol)


def _compile(func: Callable, args: tuple, boundscheck: bool) -> tuple[Any, float, int]:
    f = loopcraft.jit(func, boundscheck=boundscheck)
    t0 = time.perf_counter()
    spec = f.specialize(args).compiled
    return f, time.perf_counter() - t0, len(spec.c_source.splitlines())


def measure(size: str, names: set[str] | None, repeats: int) -> list[Row]:
    rows = []
    for name, func, make_args, reference, rtol, atol in _kernels(size, names):
        try:
            args = make_args()
            expected = collect_outputs(reference(*args), args)
            with patch(disable_cache=True):  # cold compiles, for the compile-time columns
                on, c_on, l_on = _compile(func, make_args(), True)
                off, c_off, l_off = _compile(func, make_args(), False)
            for f in (on, off):
                fresh = make_args()
                assert_outputs_match(expected, collect_outputs(f(*fresh), fresh), rtol=rtol,
                                     atol=atol)
            t = time_interleaved({"on": on, "off": off}, make_args, repeats=repeats,
                                 min_time=0.5, block=1)
            rows.append(Row(name, t["on"].median * 1e3, t["off"].median * 1e3, c_on, c_off,
                            l_on, l_off))
        except Exception as exc:  # a failing kernel is a row of the report, not the end of it
            rows.append(Row(name, error=f"{type(exc).__name__}: {str(exc).splitlines()[0]}"))
        r = rows[-1]
        print(f"{r.name:32s} " + (f"{r.ratio:.3f}" if r.ratio else f"error {r.error}"),
              file=sys.stderr, flush=True)
    return rows


def report(rows: list[Row], size: str) -> str:
    ok = [r for r in rows if r.ratio is not None]
    geo = math.exp(sum(math.log(r.ratio) for r in ok) / len(ok)) if ok else float("nan")
    c_geo = math.exp(sum(math.log(r.compile_on_s / r.compile_off_s) for r in ok)
                     / len(ok)) if ok else float("nan")
    out = [f"# Bounds checks on vs off ({size})", "",
           f"Geometric mean of time(on) / time(off) over {len(ok)} kernels: **{geo:.4f}** "
           f"({(geo - 1) * 100:+.2f}%); cold compile time on / off: {c_geo:.3f}.", "",
           "| kernel | on (ms) | off (ms) | on / off | compile on (s) | compile off (s) | "
           "C lines on | C lines off |",
           "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        if r.ratio is None:
            out.append(f"| {r.name} | error: {r.error} | | | | | | |")
            continue
        out.append(f"| {r.name} | {r.on_ms:.3f} | {r.off_ms:.3f} | {r.ratio:.3f} | "
                   f"{r.compile_on_s:.2f} | {r.compile_off_s:.2f} | {r.lines_on} | "
                   f"{r.lines_off} |")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="large", choices=("small", "large", "alt"))
    ap.add_argument("--kernels", default="", help="comma-separated names (default: all)")
    ap.add_argument("--repeats", type=int, default=15)
    ap.add_argument("--out", default="", help="write the Markdown report here too")
    a = ap.parse_args(argv)
    names = set(a.kernels.split(",")) if a.kernels else None
    text = report(measure(a.size, names, a.repeats), a.size)
    print(text)
    if a.out:
        with open(a.out, "w", encoding="utf-8") as fh:
            fh.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
