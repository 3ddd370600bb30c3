"""Every transformation on the benchmark corpus: random legal recipes, checked against NumPy.

The fuzzer (:mod:`.fuzz`) covers random affine loop nests; the corpus has what it cannot
generate: library calls, frontend temporaries and views, ``while`` loops, integer and float32
code, scalar reductions, early exits. For each kernel of :data:`~loopcraft_bench.corpus.KERNELS`
this draws random recipes of 1-6 steps from the whole registry (only steps whose full
``check`` passes), compiles the program after :func:`~loopcraft.pipeline.finish_schedule`
(as ``jit`` does) and compares its outputs on the kernel's "small" inputs with the NumPy
reference *and* with the unscheduled program, with the kernel's ``rtol``/``atol`` (reordered
reductions and gcc's FMA contraction change last bits).

Steps are drawn "uniform over what applies": transformations in random order, each on a few
of its targets with sampled parameters; the first step the check accepts is taken, so a rarely
legal transformation gets the same chance as ``split`` wherever it applies. A ``fuse`` is
followed by an attempt to ``contract`` the fused loop's temporaries (what fusion enables).
:func:`find_focused` looks, kernel after kernel, for one where a given transformation applies
(trying it, and what enables it, on every target): no transformation is left untested because
random recipes never drew it. A refused step is not re-checked while its nest is unchanged;
``Stats.analysis_limit`` skips steps whose dependence analysis would be costly
(:func:`analysis_cost`), which bounds the run time of the test suite's version.

Anything but a legal refusal is a failure: a mismatch (miscompile), a transformation raising
something other than a ``ScheduleError``, invalid IR (``InternalError`` from the replay), C
that does not compile, a program that raises at run time.

``python -m loopcraft_bench.testing.corpus_recipes --recipes-per-kernel 20 --seed 1`` prints, per
transformation, the steps applied, the kernels touched and the refusals by error class, and
exits 1 on any failure (printing kernel, recipe and error); ``tests/test_corpus_recipes.py``
runs a bounded version in ``make test``.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import multiprocessing
import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from loopcraft.config import config
from loopcraft.errors import CompilerError, ScheduleError
from loopcraft.ir import nodes as ir
from loopcraft.ir.printer import format_program
from loopcraft.ir.walk import stmt_exprs, subexprs, walk_stmts
from loopcraft.pipeline import finish_schedule
from loopcraft.transform import Recipe, Step, load_all

from ..corpus import KERNELS, Kernel
from .corpus_build import Prepared, build, mismatch, prepare, reference_outputs, run_kernel

__all__ = ["Stats", "Prepared", "Variant", "prepare", "draw_recipes", "check_kernel", "compare",
           "run_corpus", "main", "analysis_cost", "MAX_STEPS"]

#: longest recipe drawn
MAX_STEPS = 6
#: targets tried per transformation per step, and parameter draws per target
TARGETS_PER_TRY = 3
PARAM_DRAWS = 2
#: most steps of a focused draw (the transformation or its enablers)
FOCUS_STEPS = 6


class RecipeBug(Exception):
    """A transformation misbehaved while a recipe was drawn (not a legal refusal)."""


@dataclass
class Stats:
    """What a run did, per transformation; merged across kernels."""

    applied: Counter = field(default_factory=Counter)  # transformation -> steps applied
    kernels: dict[str, set[str]] = field(default_factory=dict)  # transformation -> kernels
    rejected: Counter = field(default_factory=Counter)  # (transformation, error class) -> n
    impls: Counter = field(default_factory=Counter)  # implement's impl= values applied
    recipes: int = 0  # distinct recipes compiled and compared
    noop: int = 0  # recipes whose program equals the unscheduled one (not compiled again)
    duplicate: int = 0  # recipes giving a program another recipe of the kernel gave
    failures: list[str] = field(default_factory=list)
    seconds: Counter = field(default_factory=Counter)  # draw / compile / run
    #: (step, top-level statement holding its target) -> error class of its refusal
    refused: dict[Any, str] = field(default_factory=dict, repr=False, compare=False)
    #: steps whose target's :func:`analysis_cost` exceeds this are not tried (None: all are)
    analysis_limit: int | None = field(default=None, repr=False, compare=False)

    def merge(self, other: Stats) -> None:
        self.applied.update(other.applied)
        for name, ks in other.kernels.items():
            self.kernels.setdefault(name, set()).update(ks)
        self.rejected.update(other.rejected)
        self.impls.update(other.impls)
        self.recipes += other.recipes
        self.noop += other.noop
        self.duplicate += other.duplicate
        self.failures.extend(other.failures)
        self.seconds.update(other.seconds)

    def count(self, kernel: str, recipe: Recipe) -> None:
        """Record the steps of a recipe that will be compiled and compared."""
        for step in recipe:
            self.applied[step.transformation] += 1
            self.kernels.setdefault(step.transformation, set()).add(kernel)
            if step.transformation == "implement":
                self.impls[step.kwargs["impl"]] += 1

    def table(self) -> str:
        """One line per registered transformation: applied, kernels touched, refusals."""
        names = sorted(load_all())
        width = max(len(n) for n in names)
        lines = [f"{'transformation':<{width}}  {'applied':>7}  {'kernels':>7}  rejected "
                 "(by error class)"]
        for n in names:
            rej = {cls: v for (t, cls), v in self.rejected.items() if t == n}
            text = ", ".join(f"{cls.removesuffix('Error')} {v}"
                             for cls, v in sorted(rej.items())) or "-"
            lines.append(f"{n:<{width}}  {self.applied[n]:>7}  {len(self.kernels.get(n, ())):>7}  "
                         f"{text}")
        if self.impls:
            lines.append("implement impl=: " + ", ".join(f"{k} {v}" for k, v in
                                                         sorted(self.impls.items())))
        lines.append(f"{self.recipes} recipes compiled and compared ({self.noop} equal to the "
                     f"unscheduled program, {self.duplicate} duplicates skipped); "
                     f"failures: {len(self.failures)}")
        return "\n".join(lines)


# ----------------------------------------------------------------------------- recipes


def _guard(what: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return fn(*args, **kwargs)
    except ScheduleError:
        raise
    except Exception as exc:
        raise RecipeBug(f"{what} raised {type(exc).__name__}: {exc}\n"
                        f"{traceback.format_exc(limit=-6)}") from exc


def _top_statement(program: ir.Program, label: str) -> ir.Stmt | None:
    """The statement of the program's body that holds the loop ``label``."""
    for s in program.body.body:
        if any(isinstance(x, ir.Loop) and x.label == label for x in walk_stmts(ir.Block((s,)))):
            return s
    return None


def analysis_cost(program: ir.Program, label: str) -> int:
    """A rough, deterministic estimate of what the dependence analysis of loop ``label``
    costs: (accesses in it)^2 access pairs, times 3^depth direction vectors.

    Why: a bounded run must not depend on the machine's speed, yet one check of a deep nest
    after an unroll can take 15 s (interchange on maxpool2d); with a limit
    (``Stats.analysis_limit``) such checks are skipped, deterministically."""
    loop = next((x for x in walk_stmts(program.body) if isinstance(x, ir.Loop)
                 and x.label == label), None)
    if loop is None:
        return 0
    accesses = sum(isinstance(x, ir.Assign) + sum(isinstance(e, (ir.Access, ir.Var)) for root
                                                  in stmt_exprs(x) for e in subexprs(root))
                   for x in walk_stmts(ir.Block((loop,))))
    return accesses * accesses * 3 ** _depth(ir.Block((loop,)))


def _depth(b: ir.Block) -> int:
    """How deep loops nest in ``b``."""
    best = 0
    for s in b.body:
        if isinstance(s, (ir.Loop, ir.While)):
            best = max(best, 1 + _depth(s.body))
        elif isinstance(s, ir.If):
            best = max(best, _depth(s.then), _depth(s.orelse))
        elif isinstance(s, ir.Block):
            best = max(best, _depth(s))
    return best


def _try(program: ir.Program, name: str, t: Any, target: str, params: dict[str, Any],
         stats: Stats) -> Step | None:
    """The step if its full check accepts it (refusals are counted), else None.

    A step refused once is not checked again while the top-level statement holding its
    target is unchanged (later steps of a recipe usually leave most nests alone, and the
    dependence analysis of a deep nest costs seconds). Skipping a check can only lose
    candidates, never let an unchecked step through."""
    step = Step(name, target, **params)
    if stats.analysis_limit is not None and analysis_cost(program, target) > \
            stats.analysis_limit:
        stats.rejected[(name, "Skipped")] += 1
        return None
    key = (step, _top_statement(program, target))
    if key[1] is not None and key in stats.refused:
        stats.rejected[(name, stats.refused[key])] += 1
        return None
    try:
        _guard(f"{step!r}: check", t.check, program, target, **params)
    except ScheduleError as exc:
        stats.rejected[(name, type(exc).__name__)] += 1
        if key[1] is not None:
            stats.refused[key] = type(exc).__name__
        return None
    return step


def _draw_for(program: ir.Program, name: str, t: Any, rng: random.Random, stats: Stats,
              every_target: bool = False) -> Step | None:
    """A legal step of transformation ``name`` on a few of its targets (all of them with
    ``every_target``), or None."""
    targets = list(_guard(f"{name}.targets", t.targets, program))
    rng.shuffle(targets)
    for target in targets if every_target else targets[:TARGETS_PER_TRY]:
        for _ in range(PARAM_DRAWS):
            params = _guard(f"{name}.sample_params({target!r})", t.sample_params, program,
                            target, rng)
            step = _try(program, name, t, target, params, stats)
            if step is not None:
                return step
    return None


def _contract_after_fuse(program: ir.Program, loop: str, registry: dict[str, Any],
                         rng: random.Random, stats: Stats) -> Step | None:
    """``contract`` of one of the local arrays the fused loop ``loop`` now holds, if legal."""
    if "contract" not in registry:
        return None
    arrays = [d.name for d in program.locals if isinstance(d, ir.ArrayDecl)]
    rng.shuffle(arrays)
    for a in arrays:
        step = _try(program, "contract", registry["contract"], loop, {"array": a}, stats)
        if step is not None:
            return step
    return None


#: transformations that only become legal after another one: a focused draw (see
#: :func:`find_focused`) tries these right after the transformation it looks for
ENABLERS: dict[str, tuple[str, ...]] = {"contract": ("fuse",)}


def draw_recipe(program: ir.Program, rng: random.Random, stats: Stats,
                max_steps: int = MAX_STEPS, focus: str | None = None
                ) -> tuple[Recipe, ir.Program]:
    """A random recipe of 1..max_steps legal steps (fewer when nothing applies) and the
    program it gives (each step applied, and the whole recipe replayed, through
    :meth:`Recipe.apply`, which verifies the IR after every step).

    With ``focus``, each of up to :data:`FOCUS_STEPS` steps is that transformation or one of
    its :data:`ENABLERS` (tried on every target), and the recipe ends once it applied: no
    random steps, which would make the search through the corpus slow."""
    steps: list[Step] = []
    try:
        current = _draw_steps(program, rng, stats, max_steps, focus, steps)
        recipe = Recipe(steps)
        replayed = _guard("replaying the recipe", recipe.apply, program)
    except (RecipeBug, ScheduleError) as exc:  # a replay refusing a checked step is a bug
        raise RecipeBug(f"{type(exc).__name__}: {exc}\n--- after the steps\n"
                        f"{Recipe(steps).to_python()}") from exc
    if replayed != current:
        raise RecipeBug("replaying the recipe on the unscheduled program gives a different "
                        f"program:\n{format_program(replayed)}\n{recipe.to_python()}")
    return recipe, current


def _draw_steps(program: ir.Program, rng: random.Random, stats: Stats, max_steps: int,
                focus: str | None, steps: list[Step]) -> ir.Program:
    """:func:`draw_recipe`'s steps, appended to ``steps``; the program after them."""
    registry = load_all()
    names = sorted(registry)
    current = program
    pending: Step | None = None
    for _ in range(FOCUS_STEPS if focus else rng.randint(1, max_steps)):
        step, pending = pending, None
        for name in () if step is not None or focus is None else (focus, *ENABLERS.get(focus,
                                                                                         ())):
            step = _draw_for(current, name, registry[name], rng, stats, every_target=True)
            if step is not None:
                break
        if step is None and focus is None:
            order = names[:]
            rng.shuffle(order)
            for name in order:
                step = _draw_for(current, name, registry[name], rng, stats)
                if step is not None:
                    break
        if step is None:
            break
        current = _guard(f"{step!r}: apply", Recipe([step]).apply, current)
        steps.append(step)
        if step.transformation == focus:
            break
        if step.transformation == "fuse" and rng.random() < 0.75:
            pending = _contract_after_fuse(current, step.target, registry, rng, stats)
    return current


@dataclass
class Variant:
    """A drawn recipe and the program codegen receives for it (after ``finish_schedule``)."""

    recipe: Recipe
    program: ir.Program


def draw_recipes(prep: Prepared, count: int, seed: int, stats: Stats) -> list[Variant]:
    """``count`` random recipes for the kernel (deterministic in ``seed`` and the kernel's
    name); recipes that change nothing or repeat an earlier program are dropped. Applied steps
    are counted in ``stats`` only for the recipes kept."""
    rng = random.Random(f"loopcraft-corpus-recipes:{seed}:{prep.kernel.name}")
    base = finish_schedule(prep.program)
    seen = {base}
    out: list[Variant] = []
    for k in range(count):
        sub = random.Random(rng.getrandbits(64))
        try:
            recipe, program = draw_recipe(prep.program, sub, stats)
            final = _guard("finish_schedule", finish_schedule, program)
        except (RecipeBug, ScheduleError) as exc:
            stats.failures.append(f"TRANSFORMATION BUG ({prep.kernel.name}, recipe {k}): "
                                  f"{type(exc).__name__}: {exc}")
            continue
        if final == base:
            stats.noop += 1
            continue
        if final in seen:
            stats.duplicate += 1
            continue
        seen.add(final)
        out.append(Variant(recipe, final))
        stats.count(prep.kernel.name, recipe)
    return out


def find_focused(focus: str, names: list[str], seed: int, stats: Stats,
                 prepared: Any = None) -> tuple[Prepared, Variant] | None:
    """The first kernel of ``names`` (and its recipe) on which a recipe drawn with ``focus``
    (:func:`draw_recipe`) applies that transformation and changes the program; None if none.

    Why: a transformation that is rarely legal (``contract`` needs a ``fuse`` first; ``fuse``
    needs adjacent loops over one range) may never come up in a few random recipes per kernel,
    yet must be shown to apply on the corpus and produce correct code. ``prepared(name)``
    gives the :class:`Prepared` kernel (default :func:`prepare`)."""
    for name in names:
        prep = prepared(name) if prepared is not None else prepare(KERNELS[name])
        rng = random.Random(f"loopcraft-corpus-recipes:focus:{seed}:{focus}:{name}")
        try:
            recipe, program = draw_recipe(prep.program, rng, stats, focus=focus)
            final = _guard("finish_schedule", finish_schedule, program)
        except (RecipeBug, ScheduleError) as exc:
            stats.failures.append(f"TRANSFORMATION BUG ({name}, focus {focus}): "
                                  f"{type(exc).__name__}: {exc}")
            continue
        if focus in (s.transformation for s in recipe) and final != finish_schedule(
                prep.program):
            stats.count(name, recipe)
            return prep, Variant(recipe, final)
    return None


def check_kernel(kernel: Kernel, count: int, seed: int, stats: Stats | None = None) -> Stats:
    """Draw ``count`` recipes for ``kernel``, compile them with the unscheduled program, run
    all on the "small" inputs and compare; failures are recorded in the returned stats."""
    stats = Stats() if stats is None else stats
    t0 = time.perf_counter()
    try:
        prep = prepare(kernel)
    except Exception as exc:
        stats.failures.append(f"FRONTEND ({kernel.name}): {type(exc).__name__}: {exc}")
        return stats
    variants = draw_recipes(prep, count, seed, stats)
    stats.seconds["draw"] += time.perf_counter() - t0
    compare(prep, variants, seed, stats)
    return stats


def compare(prep: Prepared, variants: list[Variant], seed: int, stats: Stats) -> None:
    """Compile the unscheduled program and the variants, run them on the "small" inputs and
    compare each variant with the NumPy reference and with the unscheduled program."""
    kernel = prep.kernel
    t0 = time.perf_counter()
    cached = prep.base_module is not None
    modules = build([*([] if cached else [finish_schedule(prep.program)]),
                      *(v.program for v in variants)], prep.weak)
    if not cached:
        prep.base_module = modules.pop(0)
    base_mod, var_mods = prep.base_module, modules
    t1 = time.perf_counter()
    stats.seconds["compile"] += t1 - t0
    with np.errstate(all="ignore"):
        reference = reference_outputs(kernel)
        if isinstance(base_mod, CompilerError):
            stats.failures.append(f"CODEGEN ({kernel.name}): the unscheduled program does not "
                                  f"compile: {base_mod}")
            return
        base = run_kernel(kernel, base_mod)
        for v, mod in zip(variants, var_mods, strict=True):
            head = f"kernel {kernel.name} (seed {seed}), recipe:\n{v.recipe.to_python()}\n"
            if isinstance(mod, CompilerError):
                stats.failures.append(f"UNCOMPILABLE: {head}{mod}")
                continue
            got = run_kernel(kernel, mod)
            if isinstance(got, str) or isinstance(base, str):
                if got != base:
                    mine = got if isinstance(got, str) else "ok"
                    theirs = base if isinstance(base, str) else "ok"
                    stats.failures.append(f"RUN: {head}scheduled: {mine}; unscheduled: "
                                          f"{theirs}")
                stats.recipes += 1
                continue
            bad = (mismatch(kernel, got, reference, "vs NumPy reference")
                   or mismatch(kernel, got, base, "vs unscheduled program"))
            if bad:
                stats.failures.append(f"MISMATCH: {head}{bad}")
            stats.recipes += 1
    stats.seconds["run"] += time.perf_counter() - t1


# ----------------------------------------------------------------------------- driver


def _timed_check(name: str, count: int, seed: int, limit: int | None
                 ) -> tuple[str, Stats, float]:
    t0 = time.perf_counter()
    stats = check_kernel(KERNELS[name], count, seed, Stats(analysis_limit=limit))
    stats.refused.clear()  # not worth pickling
    return name, stats, time.perf_counter() - t0


def run_corpus(count: int, seed: int, names: list[str] | None = None, workers: int = 1,
               log: Any = None, analysis_limit: int | None = None) -> Stats:
    """:func:`check_kernel` on every kernel (or ``names``), on ``workers`` processes, merged;
    then a focused search (:func:`find_focused`) for each transformation no random recipe
    applied, whose recipe is compiled and compared too."""
    names = names or sorted(KERNELS)
    total = Stats(analysis_limit=analysis_limit)

    def done(name: str, s: Stats, secs: float) -> None:
        total.merge(s)
        if log is not None:
            times = ", ".join(f"{k} {v:.1f}" for k, v in sorted(s.seconds.items()))
            print(f"{name}: {s.recipes} recipes, {len(s.failures)} failures "
                  f"({secs:.1f} s: {times})", file=log, flush=True)

    if workers <= 1:
        for name in names:
            done(*_timed_check(name, count, seed, analysis_limit))
    else:
        ctx = multiprocessing.get_context("spawn")  # no forked OpenMP runtime
        with cf.ProcessPoolExecutor(workers, mp_context=ctx) as pool:
            futures = [pool.submit(_timed_check, n, count, seed, analysis_limit)
                       for n in names]
            for fut in cf.as_completed(futures):
                done(*fut.result())
    for focus in sorted(load_all()):
        if total.applied[focus]:
            continue
        found = find_focused(focus, names, seed, total)
        if log is not None:
            print(f"focused search for {focus}: " + (
                f"{found[0].kernel.name}, {found[1].recipe.to_python()}" if found else
                "applies on no kernel"), file=log, flush=True)
        if found is not None:
            compare(found[0], [found[1]], seed, total)
    return total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m loopcraft_bench.testing.corpus_recipes",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--recipes-per-kernel", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    ap.add_argument("--kernel", action="append", help="only this kernel (repeatable)")
    ap.add_argument("--analysis-limit", type=int, default=None,
                    help="skip steps whose target's analysis_cost exceeds this (default: none)")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per kernel")
    ns = ap.parse_args(argv)
    unknown = [k for k in ns.kernel or () if k not in KERNELS]
    if unknown:
        ap.error(f"unknown kernel(s) {', '.join(unknown)}")
    t0 = time.perf_counter()
    stats = run_corpus(ns.recipes_per_kernel, ns.seed, ns.kernel, ns.workers,
                       sys.stderr if ns.verbose else None, ns.analysis_limit)
    for f in stats.failures:
        print(f"FAILURE {f}\n")
    print(stats.table())
    never = [n for n in sorted(load_all()) if not stats.applied[n]]
    if never:
        print(f"never applied: {', '.join(never)}")
    print(f"{time.perf_counter() - t0:.1f} s (cflags: {config.cflags})")
    return 1 if stats.failures else 0


if __name__ == "__main__":
    sys.exit(main())
