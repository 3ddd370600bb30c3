"""unroll: golden IR (partial and full), illegal cases, and compiled results equal to the
original loop for trip counts that are not multiples of the factor, empty and negative ranges,
negative and non-unit steps, and a parallel loop run on 2 threads."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.errors import InvalidParameterError, NotApplicableError
from loopcraft.ir import nodes as ir
from loopcraft.ir.verify import verify
from loopcraft.ir.walk import walk_stmts
from loopcraft.pipeline import build_program
from loopcraft.transform import Step, get_transformation

from .util import assert_same_results, before_after, lowered

RNG = np.random.default_rng(3)


def rows(a, b, n):
    for i in range(n):
        t = a[i] * 2.0
        for j in range(3):
            b[i, j] = t + j


def backwards(x):
    for i in range(x.shape[0] - 1, 0, -2):
        x[i] = x[i - 1] * 2.0 + x[i]


def strided(x, lo, hi):
    s = 0.0
    for i in range(lo, hi, 3):
        s = s * 0.5 + x[i]
    return s


def horner(x, c, y):
    for i in range(x.shape[0]):
        acc = 0.0
        for k in range(4):
            acc = acc * x[i] + c[k]
        y[i] = acc


def empty_const(x):
    for k in range(5, 5):
        x[k] = 1.0
    for m in range(2, 3):
        x[m] = 7.0


def elementwise(x, y):
    y[:] = x * 2.0 + 1.0


def early_exit(x):
    for i in range(x.shape[0]):
        if x[i] < 0.0:
            break
        x[i] = 1.0


def skipping(x):
    for i in range(x.shape[0]):
        if x[i] < 0.0:
            continue
        x[i] = 1.0


def shrinking(x, n):
    for i in range(n):
        n = n - 1
        x[i] = 1.0


def long_const(x):
    for i in range(100):
        x[i] = 1.0


def nested(a):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            a[i, j] = a[i, j] + 1.0


def labels(p: ir.Program) -> list[str]:
    return [s.label for s in walk_stmts(p.body) if isinstance(s, ir.Loop)]


def test_unroll_golden_and_results(golden) -> None:
    a, b = RNG.random(12), np.zeros((12, 3))
    p = lowered(rows, a, b, 7)
    q = Step("unroll", "i", factor=3).apply(p)
    golden("transform/unroll.txt", before_after(p, q, "unroll('i', factor=3)"))
    verify(q)
    assert labels(q) == ["i", "j", "j_u1", "j_u2", "i_r", "j_r"]
    for n in (0, 1, 2, 3, 4, 7, 9, 12, -5):
        assert_same_results(p, q, a, b, n)
    assert not get_transformation("unroll").reassociates(p, "i")


def test_unroll_full_golden_and_results(golden) -> None:
    x, c, y = RNG.random(9), RNG.random(4), np.zeros(9)
    p = lowered(horner, x, c, y)
    q = Step("unroll", "k", factor=0).apply(p)
    golden("transform/unroll_full.txt", before_after(p, q, "unroll('k', factor=0)"))
    verify(q)
    assert labels(q) == ["i"]
    for n in (0, 1, 9):
        assert_same_results(p, q, x[:n].copy(), c, y[:n].copy())


@pytest.mark.parametrize("factor", [2, 3, 4, 5])
def test_unroll_negative_step(factor: int) -> None:
    x = RNG.random(14)
    p = lowered(backwards, x)
    q = Step("unroll", "i", factor=factor).apply(p)
    for n in range(0, 15):  # chained updates: any reordering would show
        assert_same_results(p, q, x[:n].copy())


@pytest.mark.parametrize("factor", [2, 4, 0])
def test_unroll_step_three_and_empty_ranges(factor: int) -> None:
    x = RNG.random(30)
    p = lowered(strided, x, 0, 0)
    if factor == 0:
        with pytest.raises(NotApplicableError, match="full unrolling needs constant bounds"):
            Step("unroll", "i", factor=0).apply(p)
        return
    q = Step("unroll", "i", factor=factor).apply(p)
    for lo, hi in ((0, 30), (1, 29), (2, 2), (5, 3), (4, 5), (0, 7), (3, 12), (-3, 0)):
        assert_same_results(p, q, x, lo, hi)


def test_unroll_full_constant_ranges_empty_and_single() -> None:
    x = np.zeros(4)
    p = lowered(empty_const, x)
    q = Step("unroll", "m", factor=0).apply(Step("unroll", "k", factor=0).apply(p))
    assert labels(q) == []
    assert_same_results(p, q, x)
    # a constant trip count that the factor divides needs no remainder loop
    r = Step("unroll", "m", factor=2).apply(p)
    assert labels(r) == ["k", "m", "m_r"]
    assert_same_results(p, r, x)


def test_unroll_parallel_loop_stays_parallel_on_two_threads() -> None:
    x, y = RNG.random(200_003), np.zeros(200_003)
    p = lowered(elementwise, x, y)
    (loop,) = [s for s in walk_stmts(p.body) if isinstance(s, ir.Loop)]
    assert loop.kind == "parallel"
    q = Step("unroll", loop.label, factor=4).apply(p)
    main, rest = [s for s in q.body.body if isinstance(s, ir.Loop)]
    assert (main.kind, rest.kind) == ("parallel", "serial")
    want = y.copy()
    _, mod = build_program(p)
    mod.run(x, want)
    for n in (200_003, 7):
        got = y[:n].copy()
        _, mq = build_program(q)
        mq.set_num_threads(2)
        mq.run(x[:n], got)
        np.testing.assert_array_equal(got, want[:n])


def test_unroll_sample_params_are_legal_or_refused() -> None:
    import random

    a, b = RNG.random(12), np.zeros((12, 3))
    p = lowered(rows, a, b, 7)
    t = get_transformation("unroll")
    rng = random.Random(0)
    for _ in range(10):
        params = t.sample_params(p, "j", rng)
        q = t.apply(p, "j", **params)
        assert_same_results(p, q, a, b, 5)


def test_unroll_illegal_cases() -> None:
    x = np.zeros(8)
    a, b = RNG.random(12), np.zeros((12, 3))
    p = lowered(rows, a, b, 7)
    with pytest.raises(InvalidParameterError,
                       match=r"unroll\(i\): factor=1 must be 0 \(full unrolling\) or 2..64"):
        Step("unroll", "i", factor=1).apply(p)
    with pytest.raises(InvalidParameterError, match=r"unroll\(i\): factor=65 must be"):
        Step("unroll", "i", factor=65).apply(p)
    with pytest.raises(NotApplicableError,
                       match=r"unroll\(i\): full unrolling needs constant bounds \(the loop "
                             r"runs range\(0, n, 1\)\)"):
        Step("unroll", "i", factor=0).apply(p)
    with pytest.raises(InvalidParameterError,
                       match=r"unroll\(i\): full unrolling would copy the body 100 times "
                             r"\(at most 64\)"):
        Step("unroll", "i", factor=0).apply(lowered(long_const, np.zeros(100)))
    with pytest.raises(NotApplicableError,
                       match=r"unroll\(i\): the loop contains a break, which would skip the "
                             "rest of an unrolled group"):
        Step("unroll", "i", factor=2).apply(lowered(early_exit, x))
    with pytest.raises(NotApplicableError, match=r"unroll\(i\): the loop contains a continue"):
        Step("unroll", "i", factor=2).apply(lowered(skipping, x))
    with pytest.raises(NotApplicableError,
                       match=r"unroll\(i\): the loop's stop reads n, which its body changes"):
        Step("unroll", "i", factor=2).apply(lowered(shrinking, x, 8))
    q = Step("parallelize", "i", collapse=2).apply(lowered(nested, np.zeros((3, 4))))
    with pytest.raises(NotApplicableError,
                       match=r"unroll\(j\): the loop is collapsed into parallel loop i "
                             r"\(collapse=2\); rewriting it would break that band"):
        Step("unroll", "j", factor=2).apply(q)
    with pytest.raises(NotApplicableError, match=r"unroll\(i\): the loop collapses 2 loops"):
        Step("unroll", "i", factor=2).apply(q)


def test_unroll_of_a_vector_reduction_regroups_partial_sums() -> None:
    def dot(x, y):
        s = 0.0
        for i in range(x.shape[0]):
            s += x[i] * y[i]
        return s

    x, y = RNG.random(1001), RNG.random(1001)
    p = Step("vectorize", "i").apply(lowered(dot, x, y))
    t = get_transformation("unroll")
    assert t.reassociates(p, "i")
    q = t.apply(p, "i", factor=4)
    assert [lp.kind for lp in q.body.body if isinstance(lp, ir.Loop)] == ["vector", "serial"]
    for n in (0, 1, 5, 1001):
        assert_same_results(p, q, x[:n].copy(), y[:n].copy(), rtol=1e-12)
