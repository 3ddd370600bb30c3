"""Shared measurement and validation for ``loopcraft demo``, ``bench-corpus`` and the kernel
benchmarks (``bench gemm``, ``bench conv``).

Why a harness of its own: the numbers these commands print are the project's evidence, so every
timing follows the same rules, which are easy to get subtly wrong when each command times things
its own way:

* a time only counts for an implementation whose outputs were first checked against the NumPy
  reference (:func:`loopcraft.outputs.compare`, the tuner's rule too), so a fast wrong answer
  is never reported as a speedup;
* kernels update arguments in place, so every timed call gets a *fresh copy* of its arguments,
  made outside the timed region (copying a large array would otherwise be timed too);
* the first call of each implementation is a warm-up and is not timed (page faults, lazy
  loading, a JIT's compilation);
* the machines are shared and noisy, so implementations are measured *round-robin* (one call of
  each per round, in a rotating order) rather than one after the other: a burst of background
  load then slows all of them alike instead of skewing one ratio;
* the statistic is the median, with a bootstrap 95% confidence interval, and summaries use the
  geometric mean of ratios (the only mean for which "2x faster" and "2x slower" cancel out).
"""

from __future__ import annotations

import functools
import json
import math
import os
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from loopcraft.outputs import compare
from loopcraft.tuning.executors.worker import copy_args, steal_ticks

__all__ = [
    "Timing",
    "ablation_table",
    "direct_emission",
    "bootstrap_median_ci",
    "call_overhead",
    "copy_args",
    "geomean",
    "run_workers",
    "time_call",
    "time_interleaved",
    "validate_and_time",
]

#: Times a call hit by stolen CPU time is repeated before its time is kept anyway.
STEAL_RETRIES = 3


def geomean(values: Sequence[float]) -> float:
    """Geometric mean of positive ratios; ``nan`` for an empty sequence.

    Used for speedups so that a kernel twice as fast and one twice as slow average to 1x.
    """
    vals = [float(v) for v in values if v is not None and math.isfinite(v) and v > 0]
    if not vals:
        return math.nan
    return math.exp(sum(math.log(v) for v in vals) / len(vals))


def bootstrap_median_ci(
    samples: Sequence[float], *, n_boot: int = 2000, level: float = 0.95, seed: int = 0
) -> tuple[float, float]:
    """Percentile-bootstrap confidence interval of the median of ``samples``.

    With few samples (the large kernels get as few as 3) the interval is wide, and saying so
    is the point: it tells a reader which speedups the run cannot distinguish from 1x.
    A fixed seed keeps reports reproducible from the same samples.
    """
    x = np.asarray(samples, dtype=np.float64)
    if x.size == 0:
        return (math.nan, math.nan)
    if x.size == 1:
        return (float(x[0]), float(x[0]))
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, x.size, size=(n_boot, x.size))
    medians = np.median(x[idx], axis=1)
    lo = (1.0 - level) / 2.0
    return (float(np.quantile(medians, lo)), float(np.quantile(medians, 1.0 - lo)))


@dataclass
class Timing:
    """The measured times of one implementation (seconds per call)."""

    median: float
    ci_low: float
    ci_high: float
    samples: list[float] = field(default_factory=list)
    disturbed: int = 0  # calls timed again because the hypervisor stole CPU time

    @classmethod
    def from_samples(cls, samples: Sequence[float], disturbed: int = 0) -> Timing:
        """Summarize raw per-call samples (median and its bootstrap 95% CI)."""
        lo, hi = bootstrap_median_ci(samples)
        return cls(float(np.median(samples)) if len(samples) else math.nan, lo, hi,
                   [float(s) for s in samples], disturbed)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (samples included, so a report can be re-analysed later)."""
        return asdict(self)


def time_interleaved(
    impls: Mapping[str, Callable[..., Any]],
    make_args: Callable[[], Sequence[Any]],
    *,
    repeats: int = 15,
    min_repeats: int = 3,
    min_time: float = 0.2,
    max_time: float = 5.0,
    warmup: bool = True,
    block: int = 1,
    settle: float = 0.0,
) -> dict[str, Timing]:
    """Time several implementations of one computation round-robin; return a Timing per name.

    Each round calls every implementation once, in an order rotated by one every round, each
    call with fresh arguments from ``make_args()`` built before its clock starts. Rounds go on
    until there are ``repeats`` of them, or earlier once every implementation has both
    ``min_repeats`` samples and ``min_time`` seconds of timed calls; they stop after
    ``min_repeats`` once the slowest implementation has spent ``max_time`` seconds, so one very
    slow implementation cannot stall a whole benchmark run.

    ``block > 1`` makes a round call each implementation ``block`` times in a row (each call
    one sample), after sleeping ``settle`` seconds: implementations with thread pools of their
    own (OpenMP, OpenBLAS) then do not run while the other's threads still spin-wait for work,
    which on a 2-core machine halves both.

    A call during which the hypervisor stole CPU time (:func:`~loopcraft.tuning.executors.worker.
    steal_ticks`) is timed again, up to :data:`STEAL_RETRIES` times; ``Timing.disturbed``
    counts the calls discarded.
    """
    names = list(impls)
    if warmup:
        for name in names:
            impls[name](*make_args())
    samples: dict[str, list[float]] = {n: [] for n in names}
    spent = dict.fromkeys(names, 0.0)
    disturbed = dict.fromkeys(names, 0)
    rounds = 0
    while rounds < max(repeats, min_repeats):
        k = rounds % len(names) if names else 0
        for name in names[k:] + names[:k]:
            fn = impls[name]
            if settle:
                time.sleep(settle)
            for _ in range(block):
                for attempt in range(1 + STEAL_RETRIES):
                    args = tuple(make_args())
                    stolen = steal_ticks()
                    t0 = time.perf_counter()
                    fn(*args)
                    dt = time.perf_counter() - t0
                    spent[name] += dt
                    if steal_ticks() == stolen or attempt == STEAL_RETRIES:
                        break
                    disturbed[name] += 1
                samples[name].append(dt)
        rounds += 1
        if rounds < min_repeats:
            continue
        if all(spent[n] >= min_time for n in names):
            break
        if max(spent.values(), default=0.0) >= max_time:
            break
    return {n: Timing.from_samples(samples[n], disturbed[n]) for n in names}


def time_call(
    fn: Callable[..., Any],
    make_args: Callable[[], Sequence[Any]],
    repeats: int = 15,
    min_time: float = 0.2,
) -> float:
    """Median seconds per call of ``fn`` alone (fresh arguments per call, warm-up excluded)."""
    return time_interleaved({"fn": fn}, make_args, repeats=repeats, min_time=min_time)["fn"].median


def call_overhead(
    fn: Callable[..., Any], args: Sequence[Any], *, calls: int = 20000, rounds: int = 7
) -> float:
    """Median seconds per call of ``fn(*args)`` over batches of back-to-back calls.

    For kernels so small that one call is near the clock's resolution, so the same arguments
    are reused (the kernel must tolerate that) and a batch is timed as a whole.
    """
    args = tuple(args)
    fn(*args)
    per_call = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        for _ in range(calls):
            fn(*args)
        per_call.append((time.perf_counter() - t0) / calls)
    return float(np.median(per_call))


# ---------------------------------------------------------------------- kernel benchmarks


def direct_emission(fn: Callable[..., Any], threads: int, *args: Any) -> Callable[..., Any]:
    """``fn`` compiled for ``args`` under the default recipe with ``libop_impl="loops"``:
    its matrix products expanded into loops and scheduled like user code (the kernel
    benchmarks' direct-emission column, whatever ``LOOPCRAFT_LIBOP_IMPL`` says)."""
    import loopcraft
    from loopcraft.schedule.scheduler import heuristic_recipe

    f = loopcraft.jit(fn, num_threads=threads)
    return f.with_recipe(heuristic_recipe(f.lowered(*args), libop_impl="loops"))


def validate_and_time(impls: Mapping[str, Callable[..., Any]], args: Sequence[Any],
                      expected: Any, flops: float, rtol: float, repeats: int,
                      atol: float = 0.0) -> dict[str, Any]:
    """The kernel benchmarks' rule: check every implementation's ``fn(*args)`` against
    ``expected`` (a failure is recorded as ``{"error": ...}``, never timed), then time the
    correct ones interleaved. Per name: GFLOP/s (``flops`` / median seconds per call),
    seconds, samples and calls per sample -- or the error."""
    ok: dict[str, Callable[..., Any]] = {}
    out: dict[str, Any] = {}
    for name, fn in impls.items():
        try:
            found = compare([expected], [fn(*args)], rtol=rtol, atol=atol)
            err = None if found is None else str(found)
        except Exception as exc:  # a failing implementation is a recorded result, not a crash
            err = f"{type(exc).__name__}: {exc}"
        if err is None:
            ok[name] = fn
        else:
            out[name] = {"error": err}
    calls = {name: _calls_per_sample(fn, args) for name, fn in ok.items()}
    batched = {name: functools.partial(_repeat, fn, calls[name]) for name, fn in ok.items()}
    # blocks of calls per implementation, a pause between blocks: see time_interleaved
    timings = time_interleaved(batched, lambda: args, repeats=max(1, repeats // 3),
                               min_repeats=1, min_time=0.3, max_time=6.0, warmup=False,
                               block=3, settle=0.15)
    for name, t in timings.items():
        seconds = t.median / calls[name]
        out[name] = {"gflops": flops / seconds / 1e9, "seconds": seconds,
                     "samples": len(t.samples), "calls_per_sample": calls[name]}
    return out


def _repeat(fn: Callable[..., Any], times: int, *args: Any) -> None:
    """``times`` calls; each result is dropped before the next call, as in a user's loop
    (keeping them alive would time fresh page faults for every output instead)."""
    for _ in range(times):
        fn(*args)


def _calls_per_sample(fn: Callable[..., Any], args: Sequence[Any]) -> int:
    """Calls per timed sample so that one sample lasts about 5 ms: a single call of a small
    kernel is too close to the clock's resolution and the timer's own cost."""
    t0 = time.perf_counter()
    fn(*args)
    once = time.perf_counter() - t0
    return max(1, min(10000, int(5e-3 / max(once, 1e-7))))


def run_workers(module: str, argv: Sequence[str], threads: Sequence[int]
                ) -> list[dict[str, Any]]:
    """Run ``python -m module --worker --threads T *argv`` once per thread count T, each in a
    subprocess started with the thread variables (OpenMP, OpenBLAS, MKL, loopcraft) set to T,
    because NumPy's BLAS reads its thread count when it is loaded; the JSON each worker prints
    last, in order."""
    results = []
    src = str(Path(__file__).resolve().parent.parent.parent)
    for t in threads:
        env = dict(os.environ)
        env.update(OPENBLAS_NUM_THREADS=str(t), OMP_NUM_THREADS=str(t), MKL_NUM_THREADS=str(t),
                   LOOPCRAFT_NUM_THREADS=str(t))
        env["PYTHONPATH"] = os.pathsep.join(p for p in (src, env.get("PYTHONPATH")) if p)
        cmd = [sys.executable, "-m", module, "--worker", "--threads", str(t), *argv]
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            raise RuntimeError(f"{module} worker ({t} threads) failed:\n{proc.stderr}")
        results.append(json.loads(proc.stdout.strip().splitlines()[-1]))
    return results


def ablation_table(ablation: Sequence[dict[str, Any]], steps: Sequence[str], title: str,
                   side_rows: tuple[str, ...] = ("reference",)) -> list[str]:
    """The kernel benchmarks' ablation as Markdown lines: rows in the order of ``steps``
    (labels), GFLOP/s and the ratio to the previous step; rows whose label starts with one of
    ``side_rows`` are shown for comparison and are not a step of the chain."""
    order = {label: k for k, label in enumerate(steps)}
    lines = ["", title, "", "| step | threads | GFLOP/s | vs previous |", "|---|---:|---:|---:|"]
    prev = None
    for a in sorted(ablation, key=lambda a: order[a["label"]]):
        g = a.get("gflops")
        side = a["label"].startswith(side_rows)
        step = "—" if g is None or prev is None or side else f"{g / prev:.2f}x"
        lines.append(f"| {a['label']} | {a['threads']} | "
                     f"{'fails' if g is None else f'{g:.1f}'} | {step} |")
        if g is not None and not side:
            prev = g
    return lines
