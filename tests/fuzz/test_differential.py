"""Differential fuzzing in ``make test``: random loop nests x random recipes that ``check``
accepts must compute what the untransformed program computes (``make fuzz`` runs 10,000).

Hypothesis drives the program generator and the recipe draws (fixed seeds, no database), so
a failure shrinks to a small program and recipe and is printed in full. Four families of
examples run as separate tests so ``pytest -n 2`` spreads them; each asserts that it really
compared transformed programs, so the suite cannot pass by testing nothing.
"""

from __future__ import annotations

import os
import random

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from loopcraft.errors import ScheduleError
from loopcraft.ir import nodes as ir
from loopcraft.transform import TRANSFORMATIONS, Transformation, load_all
from loopcraft.transform.base import find_loop, replace_loop
from loopcraft_bench.testing import fuzz
from loopcraft_bench.testing.fuzz import Stats, check_batch, fuzz_one, prepare
from loopcraft_bench.testing.progen import MIN_N, GeneratedProgram, generate_program
from loopcraft_bench.testing.progen_libops import LIBOP_SHARE

#: (hypothesis seed, deepest nest, steps per recipe at most, examples, cases at least)
FAMILIES = {
    "shallow": (11, 2, 5, 12, 75),
    "medium": (12, 3, 4, 14, 75),  # 12 programs gave 71 distinct cases once expand_scalar drew too
    "deep": (13, 4, 3, 12, 75),
    "long_recipes": (14, 4, 5, 12, 75),
    "quick": (12, 3, 4, 4, 20),  # medium's first programs: what make test affords
}


#: shrinking recompiles a program per attempt (minutes); the failure report already holds
#: the whole program and recipe, so shrink only on request (LOOPCRAFT_FUZZ_SHRINK=1)
PHASES = (Phase.generate, Phase.shrink) if os.environ.get("LOOPCRAFT_FUZZ_SHRINK") \
    else (Phase.generate,)


def _fuzz_family(hyp_seed: int, max_depth: int, max_steps: int, examples: int,
                 libops: float = LIBOP_SHARE) -> Stats:
    """``libops``: the share of programs with products and convolutions (the quick family
    has none: tests/fuzz/test_libop_fuzz.py covers them in ``make test``)."""
    stats = Stats()

    @seed(hyp_seed)
    @settings(max_examples=examples, deadline=None, database=None,
              phases=PHASES,
              suppress_health_check=list(HealthCheck))
    @given(st.randoms(use_true_random=False))
    def run(rng: random.Random) -> None:
        before = len(stats.failures)
        fuzz_one(rng, stats, recipes=8, max_steps=max_steps, max_depth=max_depth,
                 libops=libops)
        new = stats.failures[before:]
        assert not new, "\n\n".join(new)

    run()
    return stats


def _with_targets() -> int:
    """Registered transformations that can target a loop of a plain nest (implement needs a
    library call): the number of distinct ones a family can be expected to apply."""
    return sum(1 for name in load_all() if name != "implement")


#: the family ``make test`` runs; the others run in ``make test-slow`` (and ``make fuzz`` runs
#: 10,000 cases of every shape)
FAST_FAMILY = "quick"


@pytest.mark.parametrize("family", [
    pytest.param(f, marks=[] if f == FAST_FAMILY else [pytest.mark.slow])
    for f in sorted(FAMILIES)])
def test_transformed_programs_compute_the_same(family: str) -> None:
    hyp_seed, depth, steps, examples, min_cases = FAMILIES[family]
    stats = _fuzz_family(hyp_seed, depth, steps, examples,
                         0.0 if family == FAST_FAMILY else LIBOP_SHARE)
    print(stats.report())
    assert not stats.failures
    assert stats.cases >= min_cases, stats.report()
    assert stats.runs >= 3 * stats.cases
    assert len(stats.applied) >= min(3, _with_targets()), stats.report()


def test_generated_programs_lower_and_stay_in_bounds() -> None:
    """Every access of generated programs is in bounds (Python semantics, negative indices
    trapped) and the frontend accepts them all."""

    class Checked(np.ndarray):
        def _check(self, idx: object) -> None:
            for x in idx if isinstance(idx, tuple) else (idx,):
                assert not isinstance(x, (int, np.integer)) or x >= 0, idx

        def __getitem__(self, idx: object) -> object:
            self._check(idx)
            return np.asarray(self)[idx]

        def __setitem__(self, idx: object, value: object) -> None:
            self._check(idx)
            np.asarray(self)[idx] = value

    kinds = set()
    for k in range(40):
        gen = generate_program(random.Random(k), serial=k)
        program = gen.lower()
        kinds |= {type(s).__name__ for s in _walk(program.body)}
        for n in (MIN_N, 6):
            args = [a.view(Checked) if isinstance(a, np.ndarray) else a
                    for a in gen.inputs(n, k)]
            with np.errstate(all="ignore"):
                gen.function()(*args)
    assert {"Loop", "Assign", "If"} <= kinds


def _walk(b: ir.Block):  # noqa: ANN202 - tiny local helper
    from loopcraft.ir.walk import walk_stmts

    return walk_stmts(b)


class _Reverse(Transformation):
    """A deliberately illegal transformation: runs any loop backwards without a check."""

    name = "bogus_reverse"

    def _check(self, program: ir.Program, target: str, *, cheap: bool) -> None:
        loop = find_loop(program, target, self.name)
        if not (isinstance(loop.step, ir.Const) and loop.step.value == 1):
            raise ScheduleError(self.name, target, "only unit steps")

    def _rewrite(self, program: ir.Program, target: str) -> ir.Program:
        one = ir.Const(1, "int64")
        return replace_loop(program, target, lambda lp: ir.Loop(
            lp.var, ir.Binary("sub", lp.stop, one, "int64"),
            ir.Binary("sub", lp.start, one, "int64"), ir.Const(-1, "int64"), lp.body,
            lp.label, lp.kind, lp.attrs))


def test_the_fuzzer_reports_a_miscompile(monkeypatch: pytest.MonkeyPatch) -> None:
    """An illegal step that check lets through is reported with the program and recipe."""
    bogus = _Reverse()
    monkeypatch.setitem(TRANSFORMATIONS, bogus.name, bogus)
    monkeypatch.setattr(fuzz, "load_all", lambda: {bogus.name: bogus})
    gen = GeneratedProgram("def f(A, n):\n    for i in range(1, n + 1):\n"
                           "        A[i] = A[i - 1] * 0.5 + 1.0\n", (1,))
    stats = Stats()
    prep = prepare(gen, random.Random(0), stats, "hand-written", recipes=1, max_steps=1)
    assert prep is not None and len(prep.variants) == 1
    check_batch([prep], stats)
    assert stats.cases == 0 and len(stats.failures) == 1
    report = stats.failures[0]
    assert report.startswith("MISCOMPILE (hand-written, n=")
    assert "confirmed with build_program" in report
    assert "Step('bogus_reverse', 'i')" in report and "A[i] = A[i - 1] * 0.5" in report
