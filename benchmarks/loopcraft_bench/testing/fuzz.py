"""Differential fuzzing of loop transformations: random programs x random legal recipes.

For each generated program (:mod:`.progen`) the fuzzer draws several recipes of 1-5 steps from
the whole registry (``loopcraft.transform.load_all()``, so a new transformation is fuzzed as
soon as it is registered): a transformation, one of its ``targets`` and its ``sample_params``;
a step that ``check`` refuses is counted as rejected (by error class) and another is drawn.
Each accepted step must also replay: the recipe so far survives its JSON and Python forms and
``Recipe.apply`` on the original gives the same program. The original and every transformed
program are compiled (:mod:`.batch`) and run on the same inputs at three sizes; results must
be bit-exact, or within ``RTOL`` when a step reassociates floating-point reductions -- which a
transformation declares with a ``reassociates`` attribute (``True``, or a callable
``(program, target, **params) -> bool``; ``UNDECLARED_REASSOCIATING`` covers those that
document reassociation but do not declare it yet).

A *case* is one (program, recipe) pair whose transformed program differs from the original
and was compiled, run and compared. Anything else that goes wrong is a failure: a mismatch (a
miscompile), a crash in a transformation, a cheap check refusing what the full check
accepts, a recipe that does not replay, generated C that does not compile.

``python -m loopcraft_bench.testing.fuzz --cases 10000 --seed 1`` (``make fuzz``) runs on a process
pool; ``--program K`` reruns one program in-process, printing what it does.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import faulthandler
import multiprocessing
import os
import random
import resource
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from loopcraft.errors import CompilerError, ScheduleError
from loopcraft.ir import nodes as ir
from loopcraft.ir.printer import format_program
from loopcraft.outputs import collect_outputs, compare
from loopcraft.pipeline import finish_schedule
from loopcraft.transform import Recipe, Step, load_all

from .batch import FUZZ_THREADS, build_batch, fuzz_flags
from .progen import GeneratedProgram
from .progen_libops import LIBOP_SHARE, draw_program

__all__ = ["Stats", "Prepared", "Variant", "prepare", "check_batch", "fuzz_one", "fuzz", "main",
           "RTOL", "cpu_seconds"]

#: relative tolerance for programs whose recipe reassociates a floating-point reduction
RTOL = 1e-9
#: draws per step before giving up on extending a recipe
MAX_TRIES = 12
#: seconds a worker may spend on one chunk before it is presumed hung and killed
CHUNK_TIMEOUT = 900


class FuzzFailure(Exception):
    """Something other than a legal refusal went wrong while building a recipe."""


@dataclass
class Stats:
    """What a fuzzing run did (merged across workers)."""

    programs: int = 0
    cases: int = 0
    reassociating: int = 0  # cases compared with RTOL
    noop: int = 0  # accepted recipes whose program equals the original (not compiled)
    duplicate: int = 0  # recipes giving a program another recipe already gave
    runs: int = 0  # executions compared (cases x sizes)
    nonfinite: int = 0  # cases whose reference results hold inf/nan at the largest size
    referenced: int = 0  # programs whose untransformed result matched a NumPy reference
    constructs: Counter = field(default_factory=Counter)  # of the programs generated
    applied: Counter = field(default_factory=Counter)
    rejected: Counter = field(default_factory=Counter)
    no_target: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0
    cpu: float = 0.0  # CPU seconds of the workers and their compilers (load-independent)

    def merge(self, other: Stats) -> None:
        for name in ("programs", "cases", "reassociating", "noop", "duplicate", "runs",
                     "nonfinite", "referenced", "cpu"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.constructs.update(other.constructs)
        self.applied.update(other.applied)
        self.rejected.update(other.rejected)
        self.no_target.update(other.no_target)
        self.failures.extend(other.failures)

    def report(self) -> str:
        rate = self.cases / self.seconds if self.seconds else 0.0
        lines = [f"{self.cases} cases ({self.reassociating} with rtol={RTOL}) from "
                 f"{self.programs} programs, {self.runs} runs compared, in {self.seconds:.1f} s "
                 f"({rate:.1f} cases/s; {self.cpu / max(1, self.cases):.3f} CPU s per case)",
                 f"  recipes equal to the original: {self.noop}; duplicates: {self.duplicate}; "
                 f"cases with inf/nan in the reference: {self.nonfinite}",
                 f"  programs matching their NumPy reference: {self.referenced}",
                 "  constructs drawn (programs): " + _counts(self.constructs),
                 "  steps applied: " + _counts(self.applied),
                 "  steps rejected by check: " + _counts(self.rejected),
                 "  draws without a target: " + _counts(self.no_target),
                 f"  FAILURES: {len(self.failures)}" if self.failures else "  failures: 0"]
        return "\n".join(lines)


def _counts(c: Counter) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(c.items())) or "none"


#: Transformations whose docstrings say they reassociate reductions but that do not declare
#: a ``reassociates`` attribute yet: until they do, treated as ``reassociates = True``.
#: (Temporary: delete a name once its transformation declares the attribute.)
UNDECLARED_REASSOCIATING: set[str] = {"parallelize", "vectorize"}


def reassociates(t: Any, program: ir.Program, target: str, params: dict[str, Any]) -> bool:
    """Whether the step may reassociate a floating-point reduction (results then compared
    with a tolerance): the transformation's ``reassociates`` attribute or predicate."""
    if not hasattr(t, "reassociates"):
        return t.name in UNDECLARED_REASSOCIATING
    attr = t.reassociates
    return bool(attr(program, target, **params)) if callable(attr) else bool(attr)


@dataclass
class Variant:
    recipe: Recipe
    program: ir.Program
    reassociates: bool


@dataclass
class Prepared:
    """A lowered program and its transformed variants, ready to compile and compare."""

    label: str  # how to reproduce it
    gen: GeneratedProgram
    program: ir.Program
    variants: list[Variant]
    sizes: tuple[int, ...]
    input_seed: int


# ----------------------------------------------------------------------------- recipes


def _guard(what: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return fn(*args, **kwargs)
    except Exception as exc:
        raise FuzzFailure(f"{what} raised {type(exc).__name__}: {exc}\n"
                          f"{traceback.format_exc(limit=-6)}") from exc


def _draw_step(program: ir.Program, rng: random.Random, registry: dict[str, Any],
               stats: Stats) -> tuple[Step, Any] | None:
    """A step that the full ``check`` accepts, or None after MAX_TRIES refusals. Drawn among
    the transformations that have a target in ``program`` (those without one are counted in
    ``stats.no_target``), so that a transformation that rarely applies (``recognize``,
    ``implement``) does not use up the draws."""
    candidates: dict[str, list[str]] = {}
    for name in sorted(registry):
        targets = _guard(f"{name}.targets", registry[name].targets, program)
        if targets:
            candidates[name] = list(targets)
        else:
            stats.no_target[name] += 1
    if not candidates:
        return None
    names = sorted(candidates)
    for _ in range(MAX_TRIES):
        name = rng.choice(names)
        t = registry[name]
        target = rng.choice(candidates[name])
        params = _guard(f"{name}.sample_params({target!r})", t.sample_params, program, target,
                        rng)
        step = Step(name, target, **params)
        try:
            t.check(program, target, **params)
        except ScheduleError as exc:
            stats.rejected[f"{name}:{type(exc).__name__}"] += 1
            continue
        except Exception as exc:
            raise FuzzFailure(f"{step!r}: check raised {type(exc).__name__}: {exc}\n"
                              f"{traceback.format_exc(limit=-6)}") from exc
        try:
            t.check(program, target, cheap=True, **params)
        except Exception as exc:
            raise FuzzFailure(f"{step!r}: the full check accepts it but the cheap check "
                              f"raises {type(exc).__name__}: {exc}") from exc
        return step, t
    return None


def _replays(original: ir.Program, steps: list[Step], programs: list[ir.Program]) -> None:
    """The recipe survives its JSON and Python forms, and every prefix of it replays on the
    original to the program the fuzzer got after that step (``programs[k]``)."""
    for k in range(1, len(steps) + 1):
        r = Recipe(steps[:k])
        if _guard("Recipe.from_json", Recipe.from_json, r.to_json()) != r:
            raise FuzzFailure(f"recipe does not round-trip through JSON: {r.to_json()}")
        if _guard("Recipe.from_python", Recipe.from_python, r.to_python()) != r:
            raise FuzzFailure(f"recipe does not round-trip through its Python form:\n"
                              f"{r.to_python()}")
    trace = _guard("Recipe.trace (replay)", lambda: list(Recipe(steps).trace(original)))
    for k, ((_, replayed), want) in enumerate(zip(trace, programs, strict=True)):
        if replayed != want:
            raise FuzzFailure(f"replaying the first {k + 1} step(s) of the recipe on the "
                              f"original gives a different program:\n"
                              f"{format_program(replayed)}")


def sample_recipe(program: ir.Program, rng: random.Random, stats: Stats, max_steps: int
                  ) -> Variant | None:
    """A random recipe of 1..max_steps legal steps (None if no step was accepted)."""
    registry = load_all()
    steps: list[Step] = []
    programs: list[ir.Program] = []
    current, reassoc = program, False
    try:
        for _ in range(rng.randint(1, max_steps)):
            drawn = _draw_step(current, rng, registry, stats)
            if drawn is None:
                break
            step, t = drawn
            try:
                new = step.apply(current)
            except Exception as exc:
                raise FuzzFailure(f"{step!r}: check accepted it but apply raised "
                                  f"{type(exc).__name__}: {exc}\n"
                                  f"{traceback.format_exc(limit=-6)}") from exc
            steps.append(step)
            reassoc = reassoc or reassociates(t, current, step.target, step.kwargs)
            current = new
            programs.append(new)
            stats.applied[step.transformation] += 1
        if steps:
            _replays(program, steps, programs)
    except FuzzFailure as exc:
        raise FuzzFailure(f"{exc}\n--- after the steps\n{Recipe(steps).to_python()}") from exc
    return Variant(Recipe(steps), current, reassoc) if steps else None


def prepare(gen: GeneratedProgram, rng: random.Random, stats: Stats, label: str,
            recipes: int = 8, max_steps: int = 5) -> Prepared | None:
    """Lower ``gen`` and draw its transformed variants (failures go to ``stats``)."""
    stats.programs += 1
    stats.constructs.update(gen.constructs)
    try:
        program = gen.lower()
    except Exception as exc:  # the generator must only write supported programs
        stats.failures.append(f"GENERATOR: the frontend rejects a generated program ({label}): "
                              f"{type(exc).__name__}: {exc}\n{gen.source}")
        return None
    variants: list[Variant] = []
    seen = {program}
    for _ in range(recipes):
        sub = random.Random(rng.getrandbits(64))  # recipes independent of each other's draws
        try:
            v = sample_recipe(program, sub, stats, max_steps)
        except FuzzFailure as exc:
            stats.failures.append(f"TRANSFORMATION BUG ({label}): {exc}\n"
                                  f"--- program\n{gen.source}")
            continue
        if v is None:
            continue
        if v.program == program:
            stats.noop += 1
        elif v.program in seen:
            stats.duplicate += 1
        else:
            seen.add(v.program)
            variants.append(v)
    sizes = (rng.randint(3, 5), rng.randint(6, 12), rng.randint(13, 30))
    return Prepared(label, gen, program, variants, sizes, rng.getrandbits(32))


# ----------------------------------------------------------------------- compare


def _run(module: Any, args: tuple[Any, ...]) -> tuple[str | None, tuple[Any, ...]]:
    copies = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    try:
        r = module.run(*copies)
    except Exception as exc:
        return f"raised {type(exc).__name__}: {exc}", ()
    if r is NotImplemented:
        return "returned NotImplemented (rejected its arguments)", ()
    return None, collect_outputs(r, copies)


def _diff(want: tuple[Any, ...], got: tuple[Any, ...], tol: bool, names: list[str]
          ) -> str | None:
    """None when equal (bit-exact, NaN == NaN; or within RTOL when ``tol``), else what differs,
    the output named by its parameter (the return values come first, then the arrays)."""
    rtol = RTOL if tol else 0.0
    found = compare(want, got, rtol=rtol, atol=rtol)
    if found is None or found.output is None:
        return None if found is None else str(found)
    returned = len(want) - len(names)
    k = found.output
    name = f"return value {k}" if k < returned else names[k - returned]
    return found.describe(name)


def _standalone(program: ir.Program, args: tuple[Any, ...]
                ) -> tuple[str | None, tuple[Any, ...]]:
    """Run ``program`` built the ordinary way (build_program), for confirming a mismatch."""
    from loopcraft.pipeline import build_program

    with fuzz_flags():
        _, module = build_program(finish_schedule(program))
    module.set_num_threads(FUZZ_THREADS)
    return _run(module, args)


def _report(kind: str, prep: Prepared, v: Variant, n: int, what: str, confirmed: str) -> str:
    return (f"{kind} ({prep.label}, n={n}, inputs seed {prep.input_seed + n}): {what}\n"
            f"{confirmed}\n--- program\n{prep.gen.source}--- recipe\n{v.recipe.to_python()}\n"
            f"--- original IR\n{format_program(prep.program)}\n"
            f"--- transformed IR\n{format_program(v.program)}\n")


def _matches_reference(prep: Prepared, inputs: dict[int, tuple[Any, ...]],
                       want: dict[int, tuple[str | None, tuple[Any, ...]]], names: list[str],
                       stats: Stats) -> bool:
    """The untransformed program computes what the NumPy reference does (within RTOL: the
    library computes products in its own order), or a failure is recorded."""
    for n, args in inputs.items():
        ref = prep.gen.expected(args)
        if ref is None:
            return True
        what = want[n][0] or _diff(ref, want[n][1], True, names)
        if what is not None:
            stats.failures.append(f"MISMATCH WITH NUMPY ({prep.label}, n={n}, inputs seed "
                                  f"{prep.input_seed + n}): {what}\n--- program\n"
                                  f"{prep.gen.source}--- original IR\n"
                                  f"{format_program(prep.program)}")
            return False
    stats.referenced += 1
    return True


def check_batch(batch: list[Prepared], stats: Stats) -> None:
    """Compile every program of ``batch`` with its variants in one go, run and compare."""
    programs = [p for prep in batch for p in (prep.program, *(v.program for v in prep.variants))]
    if not programs:
        return
    modules = iter(build_batch([finish_schedule(p) for p in programs]))
    for prep in batch:
        orig = next(modules)
        mods = [next(modules) for _ in prep.variants]
        if isinstance(orig, CompilerError):
            stats.failures.append(f"CODEGEN: the untransformed program does not compile "
                                  f"({prep.label}): {orig}\n{prep.gen.source}")
            continue
        names = [p.name for p in prep.program.params if isinstance(p, ir.ArrayParam)]
        inputs = {n: prep.gen.inputs(n, prep.input_seed + n) for n in prep.sizes}
        want = {n: _run(orig, args) for n, args in inputs.items()}
        if not _matches_reference(prep, inputs, want, names, stats):
            continue
        big = want[prep.sizes[-1]][1]
        for v, mod in zip(prep.variants, mods, strict=True):
            if isinstance(mod, CompilerError):
                stats.failures.append(_report("UNCOMPILABLE", prep, v, 0, str(mod), ""))
                continue
            failed = False
            for n, args in inputs.items():
                err, got = _run(mod, args)
                what = (f"original: {want[n][0] or 'ok'}; transformed: {err or 'ok'}"
                        if err or want[n][0] else _diff(want[n][1], got, v.reassociates, names))
                stats.runs += 1
                if what is None or (err is not None and err == want[n][0]):
                    continue
                serr, sgot = _guard("standalone build", _standalone, v.program, args)
                again = sgot and _diff(want[n][1], sgot, v.reassociates, names)
                confirmed = ("confirmed with build_program" if (serr or again) else
                             "NOT reproduced by build_program (nondeterministic, e.g. a race?)")
                stats.failures.append(_report("MISCOMPILE", prep, v, n, what, confirmed))
                failed = True
                break
            if not failed:
                stats.cases += 1
                stats.reassociating += v.reassociates
                stats.nonfinite += any(not np.isfinite(w).all() for w in big)


def fuzz_one(rng: random.Random, stats: Stats, label: str = "", recipes: int = 8,
             max_steps: int = 5, max_depth: int = 4, libops: float = LIBOP_SHARE) -> None:
    """Generate one program from ``rng`` (a product or convolution with probability
    ``libops``), transform, compile and compare (in-process)."""
    gen = draw_program(rng, serial=stats.programs, max_depth=max_depth, libops=libops)
    prep = prepare(gen, rng, stats, label or "hypothesis example", recipes, max_steps)
    if prep is not None:
        check_batch([prep], stats)


# ------------------------------------------------------------------------ driver


def program_rng(seed: int, index: int) -> random.Random:
    return random.Random(f"loopcraft-fuzz:{seed}:{index}")


_IN_WORKER = False


def _init_worker(undeclared: set[str]) -> None:
    global _IN_WORKER
    _IN_WORKER = True
    UNDECLARED_REASSOCIATING.clear()
    UNDECLARED_REASSOCIATING.update(undeclared)
    faulthandler.enable()


def run_chunk(seed: int, start: int, count: int, recipes: int, max_steps: int) -> Stats:
    """Programs ``start..start+count-1`` of ``seed``, compiled together."""
    if _IN_WORKER:  # a hung kernel would hold the pool forever: die loudly instead
        faulthandler.dump_traceback_later(CHUNK_TIMEOUT, exit=True)
    stats = Stats()
    cpu0 = cpu_seconds()
    batch = []
    for k in range(start, start + count):
        rng = program_rng(seed, k)
        gen = draw_program(rng, serial=k)
        prep = prepare(gen, rng, stats, f"--seed {seed} --program {k}", recipes, max_steps)
        if prep is not None:
            batch.append(prep)
    check_batch(batch, stats)
    stats.cpu = cpu_seconds() - cpu0
    if _IN_WORKER:
        faulthandler.cancel_dump_traceback_later()
    return stats


def cpu_seconds() -> float:
    """CPU seconds of this process and its finished children (the compilers)."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(
        resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def fuzz(seed: int, cases: int, workers: int = 2, chunk: int = 4, recipes: int = 8,
         max_steps: int = 5, log: Any = None, max_seconds: float | None = None) -> Stats:
    """Run chunks of programs until ``cases`` cases were compared or, with ``max_seconds``,
    the chunks started by then finished (the report says how many cases ran)."""
    total = Stats()
    t0 = time.monotonic()

    def out_of_time() -> bool:
        return max_seconds is not None and time.monotonic() - t0 > max_seconds

    next_index = 0
    last_log = t0

    def done(s: Stats) -> None:
        nonlocal last_log
        total.merge(s)
        for f in s.failures if log is not None else ():
            print(f"  !! {f.splitlines()[0]}", file=log, flush=True)
        total.seconds = time.monotonic() - t0
        if log is not None and time.monotonic() - last_log > 20:
            last_log = time.monotonic()
            print(f"  ... {total.cases} cases, {total.programs} programs, "
                  f"{len(total.failures)} failures, {total.seconds:.0f} s", file=log, flush=True)

    if workers <= 0:
        while total.cases < cases and not out_of_time():
            done(run_chunk(seed, next_index, chunk, recipes, max_steps))
            next_index += chunk
        return total
    os.environ.setdefault("OMP_WAIT_POLICY", "passive")  # workers share the cores
    ctx = multiprocessing.get_context("spawn")
    with cf.ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init_worker,
                               initargs=(set(UNDECLARED_REASSOCIATING),)) as pool:
        pending: dict[cf.Future, int] = {}
        while True:
            finished_chunks = next_index // chunk - len(pending)
            per_chunk = total.cases / finished_chunks if finished_chunks else 4.0 * chunk
            while (len(pending) < 2 * workers and not out_of_time()
                   and total.cases + per_chunk * len(pending) < cases):
                fut = pool.submit(run_chunk, seed, next_index, chunk, recipes, max_steps)
                pending[fut] = next_index
                next_index += chunk
            if not pending:
                break
            finished, _ = cf.wait(pending, return_when=cf.FIRST_COMPLETED)
            for fut in finished:
                start = pending.pop(fut)
                try:
                    done(fut.result())
                except Exception as exc:  # a worker died (crash in a kernel, or hung)
                    total.failures.append(
                        f"WORKER DIED ({type(exc).__name__}: {exc}) while running programs "
                        f"{start}..{start + chunk - 1}: rerun them one by one with "
                        f"--seed {seed} --program K --workers 0")
                    pool.shutdown(cancel_futures=True)
                    total.seconds = time.monotonic() - t0
                    return total
    total.seconds = time.monotonic() - t0
    return total


def _one(seed: int, index: int, recipes: int, max_steps: int) -> Stats:
    """Rerun a single program in-process, printing it and its recipes."""
    rng = program_rng(seed, index)
    gen = draw_program(rng, serial=index)
    print(gen.source)
    stats = Stats()
    t0, cpu0 = time.monotonic(), cpu_seconds()
    prep = prepare(gen, rng, stats, f"--seed {seed} --program {index}", recipes, max_steps)
    if prep is not None:
        print(format_program(prep.program))
        for v in prep.variants:
            print(v.recipe.to_python(), "(reassociates)" if v.reassociates else "")
        check_batch([prep], stats)
    stats.seconds, stats.cpu = time.monotonic() - t0, cpu_seconds() - cpu0
    return stats


def print_outcome(stats: Any, show: int) -> bool:
    """Print the first ``show`` failures of a fuzzer's ``stats`` (anything with ``failures``
    and ``report()``) and its report; True when something failed (both fuzzers' commands)."""
    for f in stats.failures[:show]:
        print("=" * 100)
        print(f)
    print(stats.report())
    if stats.failures:
        print(f"FAIL: {len(stats.failures)} failure(s)")
    return bool(stats.failures)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m loopcraft_bench.testing.fuzz", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=max(1, min(os.cpu_count() or 1, 8)))
    ap.add_argument("--chunk", type=int, default=4, help="programs compiled together")
    ap.add_argument("--recipes", type=int, default=8, help="recipes drawn per program")
    ap.add_argument("--max-steps", type=int, default=5)
    ap.add_argument("--program", type=int, default=None, help="rerun this program only")
    ap.add_argument("--show", type=int, default=5, help="failures printed in full")
    ap.add_argument("--max-seconds", type=float, default=None,
                    help="start no chunk after this many seconds")
    ap.add_argument("--undeclared", default=",".join(sorted(UNDECLARED_REASSOCIATING)),
                    metavar="NAMES", help="comma-separated transformations compared with a "
                    "tolerance while they do not declare `reassociates` (default: %(default)s)")
    a = ap.parse_args(argv)
    UNDECLARED_REASSOCIATING.clear()
    UNDECLARED_REASSOCIATING.update(n for n in a.undeclared.split(",") if n)
    load_all()
    print(f"fuzzing transformations: {', '.join(sorted(load_all()))}", flush=True)
    if a.program is not None:
        stats = _one(a.seed, a.program, a.recipes, a.max_steps)
    else:
        stats = fuzz(a.seed, a.cases, a.workers, a.chunk, a.recipes, a.max_steps, sys.stdout,
                     a.max_seconds)
    if print_outcome(stats, a.show):
        return 1
    if a.program is None and stats.cases < a.cases:
        print(f"FAIL: only {stats.cases} cases")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
