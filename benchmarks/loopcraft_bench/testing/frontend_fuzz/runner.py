"""Running generated functions both ways and comparing: NumPy on the Python source, and the
same function through loopcraft's pipeline, many functions per C compile.

Why not call ``loopcraft.jit(f)`` per case: each call compiles its own module (~0.5 s of gcc,
mostly Python.h and NumPy's headers), which makes 10,000 cases hours of work on two cores.
Instead each case goes through exactly what a first call does -- ``JitFunction.specialize
(args, compile=False)`` (argument specs, aliasing, unit broadcast axes: the signature a call
would compile) and :func:`loopcraft.pipeline.schedule_program` (the heuristic schedule) -- and
a chunk of cases is compiled as one translation unit by :func:`..batch.compile_batch` (the
compiler command and the project's flags, plus ``-ffp-contract=off`` so that FMA contraction
does not blur a wrong value; bounds checks on, as by default). Each module's ``run`` is then
called as the jit function calls it. A mismatch is confirmed by calling ``loopcraft.jit(f)``
itself before it is reported.

What must agree (:func:`loopcraft.outputs.compare`, tolerances by dtype): the return values
(number, dtypes -- NEP 50 promotion --, shapes, values) and every array argument afterwards
(in-place effects); or, when NumPy raises, the exception's type (the arguments are not
compared then: loopcraft checks indices before writing, NumPy may have written some).
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import sys
import tempfile
import traceback
import warnings
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

import loopcraft
from loopcraft.errors import CompilerError, LoopcraftError
from loopcraft.outputs import DEFAULT_TOLERANCES, collect_outputs, compare
from loopcraft.pipeline.stages import schedule_program

from ..batch import FUZZ_PARALLEL_THRESHOLD, FUZZ_THREADS, compile_batch, fuzz_flags
from .grammar import Case, make_inputs

__all__ = ["FrontendStats", "check_cases", "KNOWN"]

#: Differences from NumPy that loopcraft documents and does not fix yet: name -> (what NumPy
#: does, a predicate on the (NumPy, loopcraft) exception names and loopcraft's message). Each
#: is counted and shown by the report but is not a failure. (Temporary: delete an entry once
#: loopcraft does what NumPy does; a new kind of difference never goes here silently.)
KNOWN: dict[str, tuple[str, Any]] = {}
# (``runtime-unit-broadcast`` was here until loopcraft specialized on derived extents of 1:
# see FrontendStats.unit_extents and docs/results/2026-11-27-frontend-fuzz.md.)


@dataclass
class FrontendStats:
    """What a front-end fuzzing run did (merged across workers)."""

    cases: int = 0  # compared, with no mismatch
    raising: int = 0  # of those, cases where both raised the same exception
    constructs: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    failure_kinds: Counter = field(default_factory=Counter)
    known: Counter = field(default_factory=Counter)  # KNOWN differences met, by name
    #: compared cases whose specialization assumes a derived extent is 1 (``a + c[::2]`` with
    #: ``len(c) == 2``): where NumPy broadcasts at run time, which loopcraft raised
    #: ValueError for before it specialized on them (the former ``runtime-unit-broadcast``)
    unit_extents: int = 0
    seconds: float = 0.0
    cpu: float = 0.0

    def merge(self, other: FrontendStats) -> None:
        self.cases += other.cases
        self.raising += other.raising
        self.cpu += other.cpu
        self.constructs.update(other.constructs)
        self.failures.extend(other.failures)
        self.failure_kinds.update(other.failure_kinds)
        self.known.update(other.known)
        self.unit_extents += other.unit_extents

    def fail(self, kind: str, case: Case, label: str, what: str) -> None:
        self.failure_kinds[kind] += 1
        self.failures.append(f"{kind} ({label}): {what}\n--- reproducer\n"
                             f"{case.reproducer(label)}")

    def report(self) -> str:
        rate = self.cases / self.seconds if self.seconds else 0.0
        counts = ", ".join(f"{k} {v}" for k, v in sorted(self.constructs.items()))
        kinds = ", ".join(f"{k} {v}" for k, v in sorted(self.failure_kinds.items()))
        return "\n".join([
            f"{self.cases} cases compared ({self.raising} raising the same exception both "
            f"ways) in {self.seconds:.1f} s ({rate:.2f} cases/s; "
            f"{self.cpu / max(1, self.cases):.3f} CPU s per case)",
            f"  constructs drawn: {counts}",
            *(f"  known difference {k!r} (not a failure): {n} case(s) -- {KNOWN[k][0]}"
              for k, n in sorted(self.known.items())),
            f"  of the compared cases, {self.unit_extents} ran a specialization that assumes "
            "a derived extent is 1 (NumPy's run-time broadcast of a slice such as c[::2])",
            f"  FAILURES: {len(self.failures)} ({kinds})" if self.failures else "  failures: 0"])


@dataclass
class _Prepared:
    case: Case
    label: str
    func: Any
    expected: tuple[str | None, tuple[Any, ...]]
    args: tuple[Any, ...] = ()
    program: Any = None
    weak: tuple[bool, ...] = ()


def _quiet() -> contextlib.ExitStack:
    stack = contextlib.ExitStack()
    stack.enter_context(warnings.catch_warnings())
    warnings.simplefilter("ignore")
    stack.enter_context(np.errstate(all="ignore"))
    return stack


def _call(fn: Any, args: tuple[Any, ...]) -> tuple[str | None, tuple[Any, ...]]:
    """(the exception's type name or None, the outputs: returns then arrays after)."""
    with _quiet():
        try:
            r = fn(*args)
        except Exception as exc:  # noqa: BLE001 - the exception is the result compared
            return type(exc).__name__, (str(exc),)
    if r is NotImplemented:
        return "NotImplemented", ()
    return None, collect_outputs(r, args)


def _args(case: Case) -> tuple[Any, ...]:
    ns = make_inputs(case.setup)
    return tuple(ns[p] for p in case.params)


def _load(cases: list[Case], tmp: Path) -> ModuleType:
    """The cases' functions as one importable module (the front end reads their source)."""
    name = f"lcfe_src_{os.getpid()}_{abs(hash(tmp))}"
    path = tmp / f"{name}.py"
    path.write_text("import numpy as np\n\n\n" + "\n\n".join(c.source for c in cases))
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _diff(expected: tuple[str | None, tuple[Any, ...]],
          got: tuple[str | None, tuple[Any, ...]], arrays: list[str], single: bool
          ) -> str | None:
    """None when both agree, else what differs (an argument named by its parameter).
    ``single``: the case computes in float32 somewhere, so a float64 output may carry float32
    rounding (a float32 std added to a float64 mean): float32's tolerance for every output."""
    want_exc, want = expected
    got_exc, out = got
    if want_exc or got_exc:
        if want_exc == got_exc:
            return None
        theirs = f"raises {got_exc}: {out[0] if out else ''}" if got_exc else "returns"
        return f"NumPy {'raises ' + want_exc if want_exc else 'returns'}, loopcraft {theirs}"
    rtol, atol = DEFAULT_TOLERANCES[4] if single else (None, None)
    found = compare(want, out, rtol=rtol, atol=atol)
    if found is None or found.output is None:
        return None if found is None else str(found)
    returned = len(want) - len(arrays)
    k = found.output
    return found.describe(f"return value {k}" if k < returned else
                          f"argument {arrays[k - returned]!r} afterwards")


def _single(prep: _Prepared) -> bool:
    """Whether float32 values enter the case (arguments, scalars or casts)."""
    return "float32" in prep.case.source or any(
        isinstance(a, np.ndarray | np.generic) and a.dtype == np.float32 for a in prep.args)


def _array_params(prep: _Prepared) -> list[str]:
    return [p for p, a in zip(prep.case.params, prep.args, strict=True)
            if isinstance(a, np.ndarray)]


def _prepare(case: Case, func: Any, label: str, stats: FrontendStats) -> _Prepared | None:
    """The NumPy reference, then the case lowered and scheduled as a first call would."""
    expected = _call(func, _args(case))
    if (expected[0] is not None) != (case.raises is not None):
        stats.fail("GENERATOR", case, label, f"NumPy gives {expected[0] or 'no exception'} "
                   f"where the generator expected {case.raises or 'none'}")
        return None
    prep = _Prepared(case, label, func, expected)
    try:
        with _quiet():
            call = loopcraft.jit(func).specialize(_args(case), compile=False)
            prep.program, _ = schedule_program(call.lowered)
    except Exception as exc:  # noqa: BLE001 - a crash of the compiler is a finding
        if expected[0] in {c.__name__ for c in type(exc).__mro__}:
            stats.cases += 1  # raised when compiling (a constant index out of bounds)
            stats.raising += 1
            return None
        if isinstance(exc, LoopcraftError):
            stats.fail("REFUSED", case, label, f"{type(exc).__name__}: {exc}")
            return None
        stats.fail("CRASH", case, label, f"{type(exc).__name__}: {exc}\n"
                   f"{traceback.format_exc(limit=-6)}")
        return None
    prep.args = call.args
    prep.weak = call.weak
    return prep


def _confirm(prep: _Prepared) -> str:
    """Whether ``loopcraft.jit`` itself (the project's flags, its cache) gives the same."""
    try:
        got = _call(loopcraft.jit(prep.func), _args(prep.case))
    except Exception as exc:  # noqa: BLE001
        return f"loopcraft.jit raised {type(exc).__name__}: {exc}"
    again = _diff(prep.expected, got, _array_params(prep), _single(prep))
    return f"confirmed by loopcraft.jit: {again}" if again else \
        "NOT reproduced by loopcraft.jit (a difference of the fuzzer's batch build)"


def check_cases(cases: list[tuple[Case, str]], stats: FrontendStats) -> None:
    """Run ``cases`` (each with its reproduction label) both ways and compare."""
    with tempfile.TemporaryDirectory(prefix="lcfe_") as tmp:
        module = _load([c for c, _ in cases], Path(tmp))
        try:
            preps = [_prepare(c, getattr(module, c.name), label, stats) for c, label in cases]
            preps = [p for p in preps if p is not None]
            weak = {id(p.program): p.weak for p in preps}
            modules = compile_batch([p.program for p in preps], lambda p: weak[id(p)],
                                    FUZZ_PARALLEL_THRESHOLD, FUZZ_THREADS, fuzz_flags, "lcfe")
            for prep, mod in zip(preps, modules, strict=True):
                _compare(prep, mod, stats)
        finally:
            sys.modules.pop(module.__name__, None)
    for c, _ in cases:
        stats.constructs.update(c.constructs)


def _compare(prep: _Prepared, mod: Any, stats: FrontendStats) -> None:
    case, label = prep.case, prep.label
    if isinstance(mod, CompilerError):
        stats.fail("CODEGEN", case, label, f"the generated C does not compile: {mod}")
        return
    got = _call(mod.run, prep.args)
    what = _diff(prep.expected, got, _array_params(prep), _single(prep))
    if what is None:
        stats.cases += 1
        stats.unit_extents += bool(prep.program.unit_extents)
        stats.raising += prep.expected[0] is not None
        return
    msg = str(got[1][0]) if got[0] and got[1] else ""
    for name, (_, matches) in KNOWN.items():
        if matches(prep.expected[0], got[0], msg):
            stats.known[name] += 1
            return
    stats.fail("MISMATCH", case, label, f"{what}\n{_confirm(prep)}")
