"""Training data for the cost model: random legal recipes per kernel, measured and stored.

Why a collector of its own and not ``loopcraft.tune``: a model that ranks candidates must see
bad candidates as well as good ones, and the search only proposes neighbours of what is already
fast. So each kernel gets a mix of

* random recipes drawn from the *unscheduled* program
  (:func:`~loopcraft_bench.testing.corpus_recipes.draw_recipe`: every step's full legality check
  passed), and
* chains of 1-3 search mutations (:meth:`~loopcraft.tuning.space.SearchSpace.mutate`) of the
  default recipe -- what the search actually asks the model to rank,

plus the default and the empty recipe. Every candidate goes through the tuner's own harness
(:func:`~loopcraft.tuning.executors.local.compile_candidates`,
:class:`~loopcraft.tuning.executors.local.Measurer`):
its outputs are checked against the kernel's NumPy reference before its time counts, and the
default recipe is measured again every few candidates (``baseline_s`` of each record is the
default's time next to it). Records go to the recipe database exactly as the tuner writes
them (nest key, program source, recipe, measurement), and the nest's ``features`` hold the
argument shapes and scalar values, from which :mod:`.features` re-derives every candidate's
scheduled program (replaying the recipe on the stored source).
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, replace
from typing import Any, TextIO

import numpy as np

from loopcraft.errors import LoopcraftError, ScheduleError
from loopcraft.ir.hashing import structural_hash
from loopcraft.ir.printer import format_program
from loopcraft.transform import Recipe
from loopcraft.tuning.db.database import RecipeDB
from loopcraft.tuning.executors.local import Compiled, Measurer, MeasureSettings, compile_candidates
from loopcraft.tuning.model.simulator import describe_args
from loopcraft.tuning.space import SearchSpace, trace_recipe

__all__ = ["collect_kernel", "collect", "CollectResult", "COLLECT_SETTINGS"]

#: quicker than the tuner's defaults (the model needs many candidates more than precise ones),
#: but never cut short after 2 calls: on a shared machine one call in a few is hit by the
#: scheduler (milliseconds on a microsecond kernel), and the median of 5 shrugs that off
COLLECT_SETTINGS = MeasureSettings(min_repeats=5, max_repeats=15, stable=0.05, max_seconds=0.4,
                                   abort_ratio=50.0, timeout_factor=25.0, min_timeout=2.0)
#: the default recipe is measured again after this many candidates
REBASELINE_EVERY = 6


@dataclass
class CollectResult:
    """What one kernel's collection did."""

    kernel: str
    size: str
    baseline_s: float | None
    measured: int
    ok: int
    seconds: float
    note: str = ""


def _candidates(program: Any, default: Recipe, count: int, seed: int, name: str
                ) -> list[tuple[Recipe, Any, str]]:
    """``count`` distinct (recipe, scheduled program, origin) for ``program``."""
    from loopcraft.pipeline import finish_schedule

    from ..testing.corpus_recipes import RecipeBug, Stats, draw_recipe

    rng = random.Random(f"loopcraft-collect:{seed}:{name}")
    space = SearchSpace()
    base = trace_recipe(program, default)
    seen = {structural_hash(finish_schedule(base.program))}
    out: list[tuple[Recipe, Any, str]] = []
    empty = finish_schedule(program)
    if structural_hash(empty) not in seen:
        seen.add(structural_hash(empty))
        out.append((Recipe(), program, "empty"))
    stats = Stats(analysis_limit=20000)
    attempts = 0
    while len(out) < count and attempts < 4 * count:
        attempts += 1
        try:
            if rng.random() < 0.5:
                recipe, prog = draw_recipe(program, rng, stats)
                origin = "random"
            else:
                traced = base
                for _ in range(rng.randint(1, 3)):
                    got = space.mutate(traced, rng)
                    if got is None:
                        break
                    traced = got[0]
                recipe, prog, origin = traced.recipe, traced.program, "search"
            h = structural_hash(finish_schedule(prog))
        except (RecipeBug, ScheduleError, LoopcraftError):
            continue
        if h in seen:
            continue
        seen.add(h)
        out.append((recipe, prog, origin))
    return out


def collect_kernel(kernel: Any, size: str, count: int, db: RecipeDB, *, seed: int = 0,
                   settings: MeasureSettings = COLLECT_SETTINGS,
                   max_baseline: float | None = None,
                   log: TextIO | None = None) -> CollectResult:
    """Measure the default recipe and ``count`` other candidates of corpus ``kernel`` at
    ``size`` and record them in ``db``. With ``max_baseline`` (seconds), a kernel whose
    default recipe is slower than that is skipped (its bad candidates would take minutes)."""
    from loopcraft.driver.jit import JitFunction
    from loopcraft.outputs import collect_outputs
    from loopcraft.tuning.api import _tolerances, nest_key
    from loopcraft.tuning.executors.worker import copy_args

    t0 = time.monotonic()
    args = kernel.args(size)
    call = JitFunction(kernel.func).specialize(args)
    bound = copy_args(call.args)
    program = call.lowered
    default = call.recipe
    weak = call.weak
    threads = call.threads
    rtol, atol = _tolerances(bound, None, None)
    rtol, atol = max(rtol, kernel.rtol), max(atol, kernel.atol)
    settings = MeasureSettings(**{**settings.__dict__, "rtol": rtol, "atol": atol})
    call_args = copy_args(bound)
    with np.errstate(all="ignore"):
        ref = collect_outputs(kernel.reference(*call_args), call_args)
    key = nest_key(program, bound)
    source = format_program(program)
    features = {"program_hash": structural_hash(program), "args": describe_args(bound)}
    res = CollectResult(kernel.name, size, None, 0, 0, 0.0)

    def record(recipe: Recipe, origin: str, m: Any, baseline_s: float | None) -> None:
        db.record(key, recipe, origin=origin, source=source, kernel=kernel.name,
                  features=features, time_s=m.time_s if m.ok else None, status=m.status,
                  verified=m.ok, baseline_s=baseline_s, spread_s=m.spread_s,
                  repeats=m.repeats or None, reason=m.reason, threads=threads)

    with Measurer(bound, threads, settings, ref) as measurer:
        base_c = Compiled(str(call.module.__file__), call.module.__name__)
        m = measurer.measure(base_c, None)
        if not m.ok or not m.time_s:
            res.note = f"default recipe {m.status}: {(m.reason or '')[:200]}"
            res.seconds = time.monotonic() - t0
            return res
        baseline = m.time_s
        res.baseline_s = baseline
        if max_baseline is not None and baseline > max_baseline:
            res.note = f"skipped: default takes {baseline:.3g} s > {max_baseline} s"
            res.seconds = time.monotonic() - t0
            return res
        record(default, "heuristic", m, baseline)
        cands = _candidates(program, default, count, seed, kernel.name)
        compiled = compile_candidates([p for _, p, _ in cands], weak)
        measurer.settle(base_c)  # the first measurements after the compiles run slow
        for k, ((recipe, _, origin), comp) in enumerate(zip(cands, compiled, strict=True)):
            if k % REBASELINE_EVERY == 0:
                mb = measurer.measure(base_c, baseline)
                if mb.ok and mb.time_s:
                    baseline = mb.time_s
            m = measurer.measure(comp, baseline)
            record(recipe, "search" if origin == "empty" else origin, m, baseline)
            res.measured += 1
            res.ok += m.ok
            if log is not None:
                t = f"{baseline / m.time_s:.2f}x" if m.ok and m.time_s else \
                    (m.reason or "")[:60]
                print(f"  {kernel.name}[{size}] {k + 1}/{len(cands)} {origin} {m.status} {t}",
                      file=log, flush=True)
    res.seconds = time.monotonic() - t0
    return res


def collect(names: list[str], sizes: list[str], count: int, db: RecipeDB, *, seed: int = 0,
            max_baseline: float | None = 0.25, log: TextIO | None = sys.stderr,
            suite: str | None = None) -> list[CollectResult]:
    """:func:`collect_kernel` for every kernel and size; a kernel that fails to compile or
    run is reported and skipped, never fatal.

    With ``suite`` (``polybench``, ``npbench``, ``ml``) the kernels are that benchmark
    suite's and ``sizes`` its presets: more programs for the learned model to learn from.
    Their records are named ``<kernel>@<suite>``, and the held-out evaluation counts a suite's
    ``gemm`` and the corpus's as one kernel (:func:`.model_eval.kernel_family`)."""
    from ..corpus import KERNELS
    from ..suites import get_suite

    kernels: Any = KERNELS if suite is None else get_suite(suite)
    out = []
    for name in names:
        kernel = kernels[name]
        if suite is not None:
            kernel = replace(kernel, name=f"{name}@{suite}")
        for size in sizes:
            try:
                r = collect_kernel(kernel, size, count, db, seed=seed,
                                   max_baseline=max_baseline, log=log)
            except Exception as exc:  # one broken kernel must not end a long collection
                r = CollectResult(kernel.name, size, None, 0, 0, 0.0,
                                  f"failed: {type(exc).__name__}: {str(exc)[:200]}")
            out.append(r)
            if log is not None:
                print(f"{kernel.name}[{size}]: {r.ok}/{r.measured} ok, baseline "
                      f"{r.baseline_s if r.baseline_s is None else f'{r.baseline_s:.3g} s'}, "
                      f"{r.seconds:.0f} s {r.note}", file=log, flush=True)
    return out
