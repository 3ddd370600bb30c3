"""forward_substitute: golden IR, illegal cases, compiled results equal to the original."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.errors import InvalidParameterError, NotApplicableError
from loopcraft.transform import Step

from .util import assert_same_results, before_after, lowered


def gemm(alpha, C, A, B):
    for i in range(C.shape[0]):
        for k in range(A.shape[1]):
            a = alpha * A[i, k]
            for j in range(C.shape[1]):
                C[i, j] += a * B[k, j]


def carried(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        y[i] = s
        s = x[i] * 2.0


def live_out(x):
    t = 0.0
    for i in range(x.shape[0]):
        t = x[i] + 1.0
        x[i] = t
    return t


def reads_written(x, y):
    for i in range(1, x.shape[0]):
        t = x[i - 1] + 1.0
        x[i] = t
        y[i] = t


def twice(x):
    for i in range(x.shape[0]):
        t = x[i] + 1.0
        x[i] = t
        t = t * 2.0
        x[i] = t


RNG = np.random.default_rng(5)
C0, A0, B0 = RNG.random((9, 7)), RNG.random((9, 11)), RNG.random((11, 7))


def test_forward_substitute_makes_the_nest_perfect(golden) -> None:
    p = lowered(gemm, 1.5, C0, A0, B0)
    q = Step("forward_substitute", "k", scalar="a").apply(p)
    golden("transform/forward_substitute.txt", before_after(p, q, "forward_substitute('k', a)"))
    assert_same_results(p, q, 1.5, C0, A0, B0)
    # the band i, k, j is now perfect: it can be reordered and tiled
    r = Step("tile", "k", sizes=(4, 4, 4)).apply(Step("reorder", "i",
                                                      order=("k", "i", "j")).apply(q))
    assert_same_results(p, r, 1.5, C0, A0, B0)


@pytest.mark.parametrize("n", [0, 1, 5])
def test_forward_substitute_small_sizes(n: int) -> None:
    a, b, c = RNG.random((n, 3)), RNG.random((3, 4)), RNG.random((n, 4))
    p = lowered(gemm, 0.5, c, a, b)
    assert_same_results(p, Step("forward_substitute", "k", scalar="a").apply(p), 0.5, c, a, b)


def test_forward_substitute_illegal_cases() -> None:
    x, y = RNG.random(8), RNG.random(8)
    with pytest.raises(NotApplicableError, match=r"forward_substitute\(i\): cannot substitute "
                       r"s: s is read before its definition"):
        Step("forward_substitute", "i", scalar="s").apply(lowered(carried, x, y))
    with pytest.raises(NotApplicableError, match=r"cannot substitute t: t is read after the "
                       r"loop"):
        Step("forward_substitute", "i", scalar="t").apply(lowered(live_out, x))
    with pytest.raises(NotApplicableError, match=r"cannot substitute t: its definition reads "
                       r"x\[i - 1\], and the loop writes x"):
        Step("forward_substitute", "i", scalar="t").apply(lowered(reads_written, x, y))
    with pytest.raises(NotApplicableError, match=r"t is assigned 2 times in the loop"):
        Step("forward_substitute", "i", scalar="t").apply(lowered(twice, x))
    with pytest.raises(InvalidParameterError, match=r"'q' is not a local scalar"):
        Step("forward_substitute", "i", scalar="q").apply(lowered(twice, x))
