"""Every transformation on the benchmark corpus: random legal recipes, checked against NumPy.

The fuzzer (:mod:`.fuzz`) covers random affine loop nests; the corpus has what it cannot
generate -- library calls, frontend temporaries and views, ``while`` loops, integer and
float32 code, reductions into scalars, early exits. For each kernel of
:data:`loopcraft.bench.corpus.KERNELS` this draws random recipes of 1-6 steps from the whole
registry, keeping only steps whose full ``check`` passes, compiles the scheduled program
(after :func:`~loopcraft.runtime.dispatch.finish_schedule`, like ``jit`` does) and compares
its outputs on the kernel's "small" inputs with the kernel's NumPy reference *and* with the
unscheduled program, both with the kernel's ``rtol``/``atol`` (vectorizing or parallelizing a
reduction reassociates it, and gcc contracts ``a * b + c`` into FMAs differently once loops
change shape, so last-bit differences are expected).

Step drawing is "uniform over what applies": the transformations are tried in a random order,
each on a few of its targets (in random order) with sampled parameters, and the first step the
full check accepts is taken. Rare transformations (``fuse``, ``contract``, ``distribute``...)
thus get the same chance as ``split`` whenever they apply at all. ``contract`` only becomes
possible after a ``fuse`` brings a producer and its consumer into one loop, so a ``fuse`` is
followed by an attempt to contract the fused loop's temporaries (``contract`` exists for that).

Anything but a legal refusal is a failure: a mismatch (miscompile), a transformation that
raises something other than a ``ScheduleError``, invalid IR (``InternalError`` from the
replay), C that does not compile, a program that raises at run time.

``python -m loopcraft.testing.corpus_recipes --recipes-per-kernel 20 --seed 1`` prints what
was applied (per transformation: steps, kernels, refusals by error class) and exits 1 on any
failure; ``tests/test_corpus_recipes.py`` runs a bounded version in ``make test``.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import dataclasses
import multiprocessing
import os
import random
import re
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from ..bench.corpus import KERNELS, Kernel, assert_outputs_match, collect_outputs
from ..codegen.c_module import RUNTIME_PRELUDE, emit_module
from ..config import config, patch
from ..errors import CompilerError, ScheduleError
from ..frontend.lower import ArgSpec, lower_function
from ..ir import nodes as ir
from ..ir.printer import format_program
from ..runtime import toolchain
from ..runtime.dispatch import JitFunction, finish_schedule
from ..transform import Recipe, Step, load_all

__all__ = ["Stats", "Prepared", "Variant", "prepare", "draw_recipes", "check_kernel", "compare",
           "run_corpus", "main", "MAX_STEPS", "PARALLEL_THRESHOLD", "THREADS"]

#: longest recipe drawn
MAX_STEPS = 6
#: targets tried per transformation per step, and parameter draws per target
TARGETS_PER_TRY = 4
PARAM_DRAWS = 2
#: work from which a parallel loop runs threaded: low, so that the small inputs exercise the
#: OpenMP copy of parallel loops, not only the serial one
PARALLEL_THRESHOLD = 8
THREADS = 2


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


# ----------------------------------------------------------------------------- lowering


@dataclass
class Prepared:
    """A kernel lowered for its "small" arguments, before any recipe step."""

    kernel: Kernel
    specs: tuple[ArgSpec, ...]
    program: ir.Program

    @property
    def weak(self) -> tuple[bool, ...]:
        return tuple(s.weak for s in self.specs if s.kind == "scalar")


def prepare(kernel: Kernel) -> Prepared:
    """Lower ``kernel.func`` for its "small" arguments the way ``jit`` would (same argument
    specs, including the unit broadcast axes ``jit`` specializes on), without compiling."""
    f = JitFunction(kernel.func, recipe=Recipe([]))
    args, specs = f._specs_for(f._bind(kernel.args("small"), {}))
    program = lower_function(kernel.func, specs)
    refined = list(specs)
    for k, (p, a) in enumerate(zip(program.params, args, strict=True)):
        if isinstance(p, ir.ArrayParam) and p.broadcast_axes:
            unit = tuple(ax for ax in p.broadcast_axes if a.shape[ax] == 1)
            if unit:
                refined[k] = dataclasses.replace(specs[k], unit_axes=unit)
    if tuple(refined) != specs:
        specs = tuple(refined)
        program = lower_function(kernel.func, specs)
    return Prepared(kernel, specs, program)


# ----------------------------------------------------------------------------- recipes


def _guard(what: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return fn(*args, **kwargs)
    except ScheduleError:
        raise
    except Exception as exc:
        raise RecipeBug(f"{what} raised {type(exc).__name__}: {exc}\n"
                        f"{traceback.format_exc(limit=-6)}") from exc


def _try(program: ir.Program, name: str, t: Any, target: str, params: dict[str, Any],
         stats: Stats) -> Step | None:
    """The step if its full check accepts it (refusals are counted), else None."""
    step = Step(name, target, **params)
    try:
        _guard(f"{step!r}: check", t.check, program, target, **params)
    except ScheduleError as exc:
        stats.rejected[(name, type(exc).__name__)] += 1
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

    With ``focus``, each step first tries that transformation (then its :data:`ENABLERS`) on
    every target, and the recipe ends once it applied."""
    registry = load_all()
    names = sorted(registry)
    steps: list[Step] = []
    current = program
    pending: Step | None = None
    for _ in range(max_steps if focus else rng.randint(1, max_steps)):
        step, pending = pending, None
        for name in () if step is not None or focus is None else (focus, *ENABLERS.get(focus,
                                                                                         ())):
            step = _draw_for(current, name, registry[name], rng, stats, every_target=True)
            if step is not None:
                break
        if step is None:
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
    recipe = Recipe(steps)
    replayed = _guard("replaying the recipe", recipe.apply, program)
    if replayed != current:
        raise RecipeBug("replaying the recipe on the unscheduled program gives a different "
                        f"program:\n{format_program(replayed)}")
    return recipe, current


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
        except (RecipeBug, ScheduleError) as exc:  # a replay refusing a checked step is a bug
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


# ----------------------------------------------------------------------------- compiling

_serial = iter(range(1 << 62))


def _compile(programs: list[ir.Program], weak: tuple[bool, ...]) -> list[ModuleType]:
    """One extension per program, all in one C file (the headers are parsed once): the code
    ``build_program`` would compile, with the low :data:`PARALLEL_THRESHOLD`."""
    tag = f"lccr{os.getpid()}_{next(_serial)}"
    names = [f"{tag}_{k}" for k in range(len(programs))]
    code = [RUNTIME_PRELUDE]
    for k, (p, n) in enumerate(zip(programs, names, strict=True)):
        text = emit_module(p, n, weak, PARALLEL_THRESHOLD)
        assert text.startswith(RUNTIME_PRELUDE)
        body = text[len(RUNTIME_PRELUDE):]
        for sym in ("lc_kernel", "lc_run", "lc_methods", "lc_module"):
            body = _rename(body, sym, f"{sym}_{k}")
        code.append(body)
    with tempfile.TemporaryDirectory(prefix="lccr_") as tmp:
        c_path, so_path = Path(tmp) / "batch.c", Path(tmp) / "batch.so"
        c_path.write_text("\n".join(code))
        with patch(parallel_threshold=PARALLEL_THRESHOLD):
            toolchain.compile_extension(c_path, so_path)
        modules = [toolchain.load_extension(so_path, n) for n in names]
    for m in modules:
        m.set_num_threads(THREADS)
    return modules


def _rename(text: str, old: str, new: str) -> str:
    return re.sub(rf"\b{old}\b", new, text)


def _build(programs: list[ir.Program], weak: tuple[bool, ...]
           ) -> list[ModuleType | CompilerError]:
    """Modules in order; when the batch does not compile, each program alone, so the error
    lands on the program gcc rejects."""
    try:
        return list(_compile(programs, weak))
    except CompilerError as exc:
        if len(programs) == 1:
            return [exc]
    out: list[ModuleType | CompilerError] = []
    for p in programs:
        try:
            out.append(_compile([p], weak)[0])
        except CompilerError as exc:
            out.append(exc)
    return out


def _outputs(kernel: Kernel, fn: Any) -> list[Any]:
    args = kernel.args("small")
    return collect_outputs(fn(*args), args)


def _max_error(actual: list[Any], expected: list[Any]) -> str:
    errs = []
    for a, e in zip(actual, expected, strict=False):
        a, e = np.asarray(a), np.asarray(e)
        if a.shape == e.shape and a.size and a.dtype.kind in "biuf" and e.dtype.kind in "biuf":
            d = np.abs(a.astype(np.float64) - e.astype(np.float64))
            d = d[~(np.isnan(a.astype(np.float64)) & np.isnan(e.astype(np.float64)))]
            errs.append(float(np.nanmax(d)) if d.size else 0.0)
    return f"max abs error {max(errs):.3g}" if errs else "max abs error n/a"


def _mismatch(kernel: Kernel, actual: list[Any], expected: list[Any], label: str
              ) -> str | None:
    try:
        assert_outputs_match(kernel, actual, expected, label)
    except AssertionError as exc:
        return f"{str(exc).strip()}\n{_max_error(actual, expected)}"
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
    modules = _build([finish_schedule(prep.program), *(v.program for v in variants)],
                     prep.weak)
    t1 = time.perf_counter()
    stats.seconds["compile"] += t1 - t0
    base_mod, var_mods = modules[0], modules[1:]
    with np.errstate(all="ignore"):
        reference = _outputs(kernel, kernel.reference)
        if isinstance(base_mod, CompilerError):
            stats.failures.append(f"CODEGEN ({kernel.name}): the unscheduled program does not "
                                  f"compile: {base_mod}")
            return
        base = _run(kernel, base_mod)
        for v, mod in zip(variants, var_mods, strict=True):
            head = f"kernel {kernel.name} (seed {seed}), recipe:\n{v.recipe.to_python()}\n"
            if isinstance(mod, CompilerError):
                stats.failures.append(f"UNCOMPILABLE: {head}{mod}")
                continue
            got = _run(kernel, mod)
            if isinstance(got, str) or isinstance(base, str):
                if got != base:
                    mine = got if isinstance(got, str) else "ok"
                    theirs = base if isinstance(base, str) else "ok"
                    stats.failures.append(f"RUN: {head}scheduled: {mine}; unscheduled: "
                                          f"{theirs}")
                stats.recipes += 1
                continue
            bad = (_mismatch(kernel, got, reference, "vs NumPy reference")
                   or _mismatch(kernel, got, base, "vs unscheduled program"))
            if bad:
                stats.failures.append(f"MISMATCH: {head}{bad}")
            stats.recipes += 1
    stats.seconds["run"] += time.perf_counter() - t1


def _run(kernel: Kernel, module: ModuleType) -> list[Any] | str:
    """Outputs of the compiled kernel on fresh "small" arguments, or what went wrong."""
    try:
        args = kernel.args("small")
        result = module.run(*args)
    except Exception as exc:
        return f"raised {type(exc).__name__}: {exc}"
    if result is NotImplemented:
        return "rejected its arguments (NotImplemented)"
    return collect_outputs(result, args)


# ----------------------------------------------------------------------------- driver


def _timed_check(name: str, count: int, seed: int) -> tuple[str, Stats, float]:
    t0 = time.perf_counter()
    return name, check_kernel(KERNELS[name], count, seed), time.perf_counter() - t0


def run_corpus(count: int, seed: int, names: list[str] | None = None, workers: int = 1,
               log: Any = None) -> Stats:
    """:func:`check_kernel` on every kernel (or ``names``), on ``workers`` processes, merged;
    then a focused search (:func:`find_focused`) for each transformation no random recipe
    applied, whose recipe is compiled and compared too."""
    names = names or sorted(KERNELS)
    total = Stats()

    def done(name: str, s: Stats, secs: float) -> None:
        total.merge(s)
        if log is not None:
            times = ", ".join(f"{k} {v:.1f}" for k, v in sorted(s.seconds.items()))
            print(f"{name}: {s.recipes} recipes, {len(s.failures)} failures "
                  f"({secs:.1f} s: {times})", file=log, flush=True)

    if workers <= 1:
        for name in names:
            done(*_timed_check(name, count, seed))
    else:
        ctx = multiprocessing.get_context("spawn")  # no forked OpenMP runtime
        with cf.ProcessPoolExecutor(workers, mp_context=ctx) as pool:
            futures = [pool.submit(_timed_check, n, count, seed) for n in names]
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
    ap = argparse.ArgumentParser(prog="python -m loopcraft.testing.corpus_recipes",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--recipes-per-kernel", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    ap.add_argument("--kernel", action="append", help="only this kernel (repeatable)")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per kernel")
    ns = ap.parse_args(argv)
    unknown = [k for k in ns.kernel or () if k not in KERNELS]
    if unknown:
        ap.error(f"unknown kernel(s) {', '.join(unknown)}")
    t0 = time.perf_counter()
    stats = run_corpus(ns.recipes_per_kernel, ns.seed, ns.kernel, ns.workers,
                       sys.stderr if ns.verbose else None)
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
