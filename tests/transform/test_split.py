"""split: golden IR, illegal cases, and compiled results equal to the unsplit loop."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.errors import InvalidParameterError, LoopNotFoundError, NotApplicableError
from loopcraft.transform import Step

from .util import assert_same_results, before_after, lowered


def stencil(a, b):
    n = a.shape[0]
    for i in range(1, n - 1):
        for j in range(a.shape[1]):
            b[i, j] = a[i - 1, j] + a[i + 1, j]


def backwards(x):
    for i in range(x.shape[0] - 1, 0, -1):
        x[i] = x[i - 1] * 2.0


def early_exit(x):
    for i in range(x.shape[0]):
        if x[i] < 0.0:
            break
        x[i] = 1.0


def shrinking(x, n):
    for i in range(n):
        n = n - 1
        x[i] = 1.0


A, B = np.random.default_rng(0).random((2, 13, 7))


def test_split_golden_and_results(golden) -> None:
    p = lowered(stencil, A, B)
    q = Step("split", "i", factor=4).apply(p)
    golden("transform/split.txt", before_after(p, q, "split('i', factor=4)"))
    assert_same_results(p, q, A, B)


def test_split_negative_step_runs_backwards_in_tiles() -> None:
    x = np.random.default_rng(1).random(23)
    p = lowered(backwards, x)
    q = Step("split", "i", factor=5).apply(p)
    assert_same_results(p, q, x)  # the loop-carried chain is kept: same order of iterations


@pytest.mark.parametrize("factor", [2, 3, 7, 13, 64])
def test_split_any_factor_matches(factor: int) -> None:
    p = lowered(stencil, A, B)
    assert_same_results(p, Step("split", "j", factor=factor).apply(p), A, B)


def test_split_illegal_cases() -> None:
    p = lowered(stencil, A, B)
    with pytest.raises(LoopNotFoundError,
                       match=r"split\(k\): no loop labelled 'k' \(loops: i, j\)"):
        Step("split", "k", factor=4).apply(p)
    with pytest.raises(InvalidParameterError, match=r"split\(i\): factor=1 must be >= 2"):
        Step("split", "i", factor=1).apply(p)
    with pytest.raises(InvalidParameterError, match=r"unknown parameter\(s\) size"):
        Step("split", "i", size=4).apply(p)
    x = np.zeros(8)
    with pytest.raises(NotApplicableError, match=r"split\(i\): the loop contains a break"):
        Step("split", "i", factor=4).apply(lowered(early_exit, x))
    with pytest.raises(NotApplicableError,
                       match=r"the loop's stop reads n, which its body changes"):
        Step("split", "i", factor=4).apply(lowered(shrinking, x, 8))


def collapsed_nest(A, out):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            out[i, j] = A[i, j] * 2.0


def test_split_refuses_a_loop_inside_a_collapsed_band() -> None:
    """Regression (transformation fuzzer, seed 2, program 139): splitting a loop that an
    enclosing ``parallel(collapse=2)`` groups put a strip loop into the band whose bounds
    depend on a collapsed loop: invalid IR, now a CollapsedBandError."""
    a = np.ones((4, 6))
    p = Step("parallelize", "i", collapse=2).apply(lowered(collapsed_nest, a, a.copy()))
    with pytest.raises(NotApplicableError, match=r"^split\(j\): loop 'i' collapses 2 loops"):
        Step("split", "j", factor=4).apply(p)
    q = Step("split", "j", factor=4).apply(lowered(collapsed_nest, a, a.copy()))
    assert_same_results(lowered(collapsed_nest, a, a.copy()), q, a, a.copy())
