"""hoist: golden IR, illegal cases, and compiled results equal to the unhoisted loop."""

from __future__ import annotations

import random

import numpy as np
import pytest

from loopcraft.errors import InvalidParameterError, NotApplicableError, ScheduleError
from loopcraft.ir import nodes as ir
from loopcraft.ir.verify import verify
from loopcraft.transform import Step, get_transformation

from .util import assert_same_results, before_after, lowered


def affine_rows(x, A, y):
    for i in range(A.shape[0]):
        for k in range(x.shape[0]):
            x[k] = A[i, 0] * y[k] + A[i, 1]
            if y[k] > 0.5:
                x[k] += A[i, 2]  # conditional: stays a load


def shifted(x, y, n):
    for i in range(n):
        for k in range(i, n - 1):
            y[k] += x[i + 1]  # x[n] is out of bounds: the k loop is empty exactly then


def writes_a(a, y):
    for k in range(y.shape[0]):
        a[0] = a[0] + y[k]


def breaks(x, y):
    for k in range(y.shape[0]):
        if y[k] < 0.0:
            break
        y[k] = x[0]


def through_view(a, y):
    v = a[1:]
    for k in range(y.shape[0]):
        v[k % 2] = y[k] + a[0]


def cond_only(x, y):
    for k in range(y.shape[0]):
        if y[k] > 0.0:
            y[k] = x[0]


def varying(x, y):
    for k in range(y.shape[0]):
        y[k] = x[k] * 2.0


def data(*shape: int, seed: int = 0) -> np.ndarray:
    """Multiples of 1/4: every +, * here is exact, so compiler FMA contraction cannot make
    the two programs differ in the last bit."""
    return np.random.default_rng(seed).integers(-8, 9, shape) / 4


def test_hoist_golden_and_results(golden) -> None:
    x, A, y = data(7), data(5, 3, seed=1), data(7, seed=2)
    p = lowered(affine_rows, x, A, y)
    q = Step("hoist", "k").apply(p)
    verify(q)
    golden("transform/hoist.txt", before_after(p, q, "hoist('k')"))
    for n, m in ((7, 5), (1, 1), (0, 4), (13, 0)):
        x, A, y = data(n), data(m, 3, seed=1), data(n, seed=2)
        assert_same_results(p, q, x, A, y)


def test_hoist_one_array_and_guard() -> None:
    x, A, y = data(7), data(5, 3, seed=1), data(7, seed=2)
    p = lowered(affine_rows, x, A, y)
    q = Step("hoist", "k", array="A").apply(p)
    assert [d.name for d in q.locals if isinstance(d, ir.ScalarDecl)] == ["A_h", "A_h_2"]
    # the loads sit in the loop's non-emptiness guard, before the loop
    guard = q.body.body[0].body.body[0]
    assert isinstance(guard, ir.If) and isinstance(guard.then.body[-1], ir.Loop)


def test_hoist_zero_trip_loop_does_not_read() -> None:
    p = lowered(shifted, data(6), data(6), 6)
    q = Step("hoist", "k").apply(p)
    guard = q.body.body[0].body.body[0]
    assert isinstance(guard, ir.If)
    assert isinstance(guard.then.body[0], ir.Assign) and guard.then.body[0].value == \
        ir.Access("x", (ir.Binary("add", ir.Var("i", "int64"), ir.Const(1, "int64"), "int64"),),
                  "float64")
    for n in (6, 1, 0):
        assert_same_results(p, q, data(n), data(n, seed=3), n)


def test_hoist_illegal_cases() -> None:
    y = data(5)
    with pytest.raises(NotApplicableError, match=r"^hoist\(k\): no invariant load in loop k$"):
        Step("hoist", "k").apply(lowered(varying, data(5), y))
    with pytest.raises(NotApplicableError,
                       match=r"^hoist\(k\): no invariant load in loop k \(a\[0\] may change in "
                             r"the loop \(a is written\)\)$"):
        Step("hoist", "k").apply(lowered(writes_a, data(3), y))
    with pytest.raises(NotApplicableError,
                       match=r"no invariant load in loop k \(x\[0\] may not be read in every "
                             r"iteration \(the loop contains a break\)\)"):
        Step("hoist", "k").apply(lowered(breaks, data(3), y))
    with pytest.raises(NotApplicableError,
                       match=r"no invariant load of a in loop k \(a\[0\] may change in the loop "
                             r"\(v is written\)\)"):
        Step("hoist", "k", array="a").apply(lowered(through_view, data(4), y))
    p = lowered(affine_rows, data(7), data(5, 3), data(7))
    with pytest.raises(NotApplicableError,
                       match=r"no invariant load of y in loop k$"):
        Step("hoist", "k", array="y").apply(p)
    with pytest.raises(NotApplicableError,
                       match=r"^hoist\(k\): no invariant load in loop k \(x\[0\] is read only "
                             r"conditionally\)$"):
        Step("hoist", "k").apply(lowered(cond_only, data(3), y))
    with pytest.raises(InvalidParameterError,
                       match=r"^hoist\(k\): array='Z' is not an array of the program$"):
        Step("hoist", "k", array="Z").apply(p)


def test_hoist_sample_params() -> None:
    p = lowered(affine_rows, data(7), data(5, 3), data(7))
    t = get_transformation("hoist")
    rng = random.Random(0)
    legal = 0
    for _ in range(20):
        target = rng.choice(t.targets(p))
        params = t.sample_params(p, target, rng)
        try:
            t.check(p, target, **params)
            legal += 1
        except ScheduleError:
            pass
    assert legal > 0


def collapsed_pair(A, c, out, out2):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            out[i, j] = A[i, j] * c[0]
            out2[i, j] = A[i, j] + c[1]


def test_hoist_refuses_a_loop_collapsed_into_an_enclosing_one() -> None:
    """Regression (corpus recipes, conv2d_nchw): statements placed next to loop j, inside
    parallel loop i with collapse=2, left i not perfectly nested: invalid IR."""
    a = np.ones((4, 5))
    p = Step("parallelize", "i", collapse=2).apply(
        lowered(collapsed_pair, a, np.ones(2), a.copy(), a.copy()))
    with pytest.raises(NotApplicableError, match=r"^hoist\(j\): loop 'i' collapses 2 loops, "
                       "down into the loops this would restructure"):
        Step("hoist", "j").apply(p)
