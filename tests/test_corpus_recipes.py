"""Every transformation works on the benchmark corpus (bounded for ``make test``).

Per kernel: a few random legal recipes (:mod:`loopcraft_bench.testing.corpus_recipes`), compiled and
run on the kernel's "small" inputs, must agree with the NumPy reference and with the
unscheduled program (kernel tolerances). Per transformation: a focused search finds a kernel
where it applies, and that recipe's result is checked the same way -- so no transformation
passes by never being applied. ``python -m loopcraft_bench.testing.corpus_recipes`` runs the same
with many recipes per kernel.
"""

from __future__ import annotations

import functools
from dataclasses import replace

import pytest

from loopcraft.ir import nodes as ir
from loopcraft.ir.rewrite import map_expr, map_stmt_exprs
from loopcraft.ir.walk import walk_stmts
from loopcraft.transform import Recipe, Step, load_all
from loopcraft_bench.corpus import KERNELS
from loopcraft_bench.testing.corpus_recipes import (
    Prepared,
    Stats,
    Variant,
    analysis_cost,
    compare,
    draw_recipes,
    find_focused,
    prepare,
)

NAMES = sorted(KERNELS)
SEED = 1
RECIPES_PER_KERNEL = 2
#: programs with more loops than this get one recipe: compiling them dominates the run time
LARGE_PROGRAM_LOOPS = 18
#: skip checks whose dependence analysis would be costly (a few seconds each), so that the
#: run time does not hang on a couple of deep nests; the command-line run has no limit
ANALYSIS_LIMIT = 500_000


@functools.cache
def _prepared(name: str) -> Prepared:
    return prepare(KERNELS[name])


def _check(prep: Prepared, variants: list[Variant], stats: Stats) -> Stats:
    compare(prep, variants, SEED, stats)
    assert not stats.failures, "\n\n".join(stats.failures)
    return stats


#: every FAST_EVERY-th kernel (sorted by name) runs in ``make test``; all of them in
#: ``make test-slow``. Every transformation is still checked on the corpus in the fast suite
#: (``test_transformation_applies_on_corpus``); this test adds random combinations of them.
FAST_EVERY = 8


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=[] if k % FAST_EVERY == 0 else [pytest.mark.slow])
    for k, n in enumerate(NAMES)])
def test_random_recipes_match_reference(name: str) -> None:
    stats = Stats(analysis_limit=ANALYSIS_LIMIT)
    prep = _prepared(name)
    loops = sum(isinstance(s, ir.Loop) for s in walk_stmts(prep.program.body))
    count = 1 if loops > LARGE_PROGRAM_LOOPS else RECIPES_PER_KERNEL
    variants = draw_recipes(prep, count, SEED, stats)
    _check(prep, variants, stats)
    assert stats.recipes == len(variants)


#: transformations whose targets only the ONNX front end produces (a convolution call with a
#: residual Add after it: no Python kernel lowers to one), with the test that checks each
#: against onnxruntime instead
MODEL_ONLY = {"fuse_residual": "tests/frontend/onnx/test_fusion.py"}


@pytest.mark.parametrize("transformation", sorted(set(load_all()) - set(MODEL_ONLY)))
def test_transformation_applies_on_corpus(transformation: str) -> None:
    stats = Stats(analysis_limit=ANALYSIS_LIMIT)
    found = find_focused(transformation, NAMES, SEED, stats, _prepared)
    assert found is not None, f"{transformation} applies on no corpus kernel"
    prep, variant = found
    assert transformation in [s.transformation for s in variant.recipe]
    _check(prep, [variant], stats)
    assert stats.recipes == 1


def test_a_wrong_program_is_reported() -> None:
    """The comparison itself can fail: a variant computing ``y - a * x`` instead of
    ``y + a * x`` is a MISMATCH naming the kernel, the recipe and the largest error."""
    prep = prepare(KERNELS["saxpy"])

    def minus(e: ir.Expr) -> ir.Expr:
        return replace(e, op="sub") if isinstance(e, ir.Binary) and e.op == "add" else e

    body = ir.Block(tuple(map_stmt_exprs(s, lambda e: map_expr(e, minus))
                          for s in prep.program.body.body))
    wrong = replace(prep.program, body=body)
    assert wrong != prep.program
    stats = Stats()
    compare(prep, [Variant(Recipe([Step("split", "y_set_d0", factor=4)]), wrong)], SEED, stats)
    (failure,) = stats.failures
    assert failure.startswith("MISMATCH: kernel saxpy (seed 1), recipe:\nRecipe([\n"
                              "    Step('split', 'y_set_d0', factor=4),\n])")
    assert "vs NumPy reference" in failure and "max abs error" in failure


def test_analysis_limit_skips_steps_deterministically() -> None:
    """The bounded run skips steps on nests whose dependence analysis is costly (counted as
    ``Skipped``), judged by a deterministic estimate, never by the clock."""
    gemm, maxpool = _prepared("gemm").program, _prepared("maxpool2d").program
    assert analysis_cost(gemm, "i") < ANALYSIS_LIMIT < analysis_cost(maxpool, "n")
    stats = Stats(analysis_limit=-1)
    assert draw_recipes(_prepared("gemm"), 2, SEED, stats) == []
    assert stats.rejected and {cls for _, cls in stats.rejected} == {"Skipped"}
