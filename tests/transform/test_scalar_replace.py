"""scalar_replace: golden IR, illegal cases, and compiled results equal to the original."""

from __future__ import annotations

import random

import numpy as np
import pytest

from loopcraft.errors import (
    DependenceViolationError,
    InvalidParameterError,
    NotApplicableError,
    ScheduleError,
)
from loopcraft.ir import nodes as ir
from loopcraft.ir.verify import verify
from loopcraft.transform import Step, get_transformation

from .util import assert_same_results, before_after, lowered


def gemm(C, A, B):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j]


def two_columns(C, A, B, w):
    """A 1x2 register tile: two accumulators, and weights that are only read."""
    for i in range(C.shape[0]):
        for k in range(A.shape[1]):
            C[i, 0] += A[i, k] * B[k, 0] * w[0]
            C[i, 1] = C[i, 1] + A[i, k] * B[k, 1] * w[1]


def overwrite(s, x):
    for k in range(x.shape[0]):
        s[0] = x[k] * 2.0  # plain store in every iteration: no load needed


def counting_down(s, x):
    for k in range(x.shape[0] - 1, -1, -1):
        s[1] = s[1] * 0.5 + x[k]


def row_and_diag(C, A):
    for i in range(C.shape[0]):
        for k in range(C.shape[1]):
            C[i, 0] += A[i, k]
            C[i, k] = C[i, k] * 2.0


def conditional(s, x):
    for k in range(x.shape[0]):
        if x[k] > 0.0:
            s[0] += x[k]


def early_exit(s, x):
    for k in range(x.shape[0]):
        if x[k] < 0.0:
            break
        s[0] += x[k]


def maybe_same(s, x):
    for i in range(s.shape[0]):
        for k in range(x.shape[0]):
            s[0] += x[k]
            s[i] += 1.0


def via_view(s, x):
    t = s[:]
    for k in range(x.shape[0]):
        s[0] += x[k]
        t[1] += 1.0


def data(*shape: int, seed: int = 0) -> np.ndarray:
    """Multiples of 1/4: sums and products are exact, so compiler FMA contraction cannot make
    the two programs differ in the last bit."""
    return np.random.default_rng(seed).integers(-8, 9, shape) / 4


def test_scalar_replace_golden(golden) -> None:
    C, A, B = data(4, 5), data(4, 3, seed=1), data(3, 5, seed=2)
    p = lowered(gemm, C, A, B)
    q = Step("scalar_replace", "k", array="C").apply(p)
    verify(q)
    p2 = lowered(two_columns, C, A, B, data(2))
    q2 = Step("scalar_replace", "k", array="C").apply(p2)
    q3 = Step("scalar_replace", "k", array="w").apply(q2)
    verify(q3)
    golden("transform/scalar_replace.txt",
           before_after(p, q, "scalar_replace('k', array='C')") + "\n"
           + before_after(p2, q3, "scalar_replace('k', array='C'), then array='w'"))
    assert [d.name for d in q3.locals] == ["C_s", "C_s_2", "w_s", "w_s_2"]


@pytest.mark.parametrize("m,k,n", [(37, 29, 41), (1, 1, 1), (3, 0, 4), (0, 5, 2), (8, 16, 8)])
def test_scalar_replace_gemm_results(m: int, k: int, n: int) -> None:
    C, A, B = data(m, n), data(m, k, seed=1), data(k, n, seed=2)
    p = lowered(gemm, data(2, 2), data(2, 2), data(2, 2))
    q = Step("scalar_replace", "k", array="C").apply(p)
    assert_same_results(p, q, C, A, B)
    p2 = lowered(two_columns, data(2, 2), data(2, 2), data(2, 2), data(2))
    q2 = Step("scalar_replace", "k", array="w").apply(Step("scalar_replace", "k",
                                                           array="C").apply(p2))
    if n >= 2:
        assert_same_results(p2, q2, C, A, B, data(2, seed=3))


def test_scalar_replace_store_only_and_negative_step() -> None:
    p = lowered(overwrite, data(2), data(5))
    q = Step("scalar_replace", "k", array="s").apply(p)
    body = q.body.body[0].then.body
    assert isinstance(body[0], ir.Loop) and isinstance(body[1], ir.Assign)  # no load
    p2 = lowered(counting_down, data(2), data(5))
    q2 = Step("scalar_replace", "k", array="s").apply(p2)
    assert q2.body.body[0].cond.op == "gt"
    for n in (5, 1, 0):
        assert_same_results(p, q, data(2, seed=4), data(n))
        assert_same_results(p2, q2, data(2, seed=4), data(n))


def test_scalar_replace_illegal_cases() -> None:
    s, x = data(3), data(6)
    with pytest.raises(DependenceViolationError,
                       match=r"^scalar_replace\(k\): C\[i, k\] may be the same element as "
                             r"C\[i, 0\], which the loop writes; it would bypass the scalar$"):
        Step("scalar_replace", "k", array="C").apply(lowered(row_and_diag, data(3, 3),
                                                             data(3, 3)))
    with pytest.raises(DependenceViolationError,
                       match=r"^scalar_replace\(k\): s\[0\] and s\[i\] may be the same element, "
                             r"which two scalars cannot hold$"):
        Step("scalar_replace", "k", array="s").apply(lowered(maybe_same, s, x))
    with pytest.raises(DependenceViolationError,
                       match=r"t\[1\] may be the same element as s\[0\]"):
        Step("scalar_replace", "k", array="s").apply(lowered(via_view, s, x))
    with pytest.raises(NotApplicableError,
                       match=r"^scalar_replace\(k\): s\[0\] is accessed only conditionally in "
                             r"the loop, so it cannot be loaded before it$"):
        Step("scalar_replace", "k", array="s").apply(lowered(conditional, s, x))
    with pytest.raises(NotApplicableError,
                       match=r"^scalar_replace\(k\): the loop contains a break, so the store "
                             r"after the loop would not be its only exit$"):
        Step("scalar_replace", "k", array="s").apply(lowered(early_exit, s, x))
    p = lowered(gemm, data(2, 2), data(2, 2), data(2, 2))
    with pytest.raises(NotApplicableError,
                       match=r"^scalar_replace\(k\): no access of A in loop k has "
                             r"loop-invariant indices$"):
        Step("scalar_replace", "k", array="A").apply(p)
    with pytest.raises(NotApplicableError,
                       match=r"^scalar_replace\(j\): no access of C in loop j"):
        Step("scalar_replace", "j", array="C").apply(p)
    with pytest.raises(InvalidParameterError,
                       match=r"^scalar_replace\(k\): array='D' is not an array"):
        Step("scalar_replace", "k", array="D").apply(p)
    vector_k = p.body.body[0].body.body[0].body.body[0]
    vp = ir.replace(p, body=ir.Block((ir.replace(p.body.body[0], body=ir.Block((ir.replace(
        p.body.body[0].body.body[0], body=ir.Block((ir.replace(vector_k, kind="vector"),))),
    ))),)))
    with pytest.raises(NotApplicableError,
                       match=r"loop k is parallel/vector and writes C\[i, j\]; as a scalar it "
                             r"would become a reassociated reduction"):
        Step("scalar_replace", "k", array="C").apply(vp)


def test_scalar_replace_sample_params() -> None:
    p = lowered(two_columns, data(2, 2), data(2, 2), data(2, 2), data(2))
    t = get_transformation("scalar_replace")
    rng = random.Random(1)
    outcomes = set()
    for _ in range(20):
        target = rng.choice(t.targets(p))
        try:
            t.check(p, target, **t.sample_params(p, target, rng))
            outcomes.add("ok")
        except ScheduleError:
            outcomes.add("refused")
    assert "ok" in outcomes


def collapsed_pair(A, c, out, out2):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            out[i, j] = A[i, j] * c[0]
            out2[i, j] = A[i, j] + c[1]


def test_scalar_replace_refuses_a_loop_collapsed_into_an_enclosing_one() -> None:
    """Regression (corpus recipes, conv2d_nchw): statements placed next to loop j, inside
    parallel loop i with collapse=2, left i not perfectly nested: invalid IR."""
    a = np.ones((4, 5))
    p = Step("parallelize", "i", collapse=2).apply(
        lowered(collapsed_pair, a, np.ones(2), a.copy(), a.copy()))
    with pytest.raises(NotApplicableError, match=r"^scalar_replace\(j\): loop 'i' collapses 2 "
                       "loops, down into the loops this would restructure"):
        Step("scalar_replace", "j", array="c").apply(p)
