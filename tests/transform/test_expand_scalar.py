"""expand_scalar: golden IR, illegal cases, compiled results equal to the original, and the
distribution and interchange it enables."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.errors import InvalidParameterError, NotApplicableError
from loopcraft.transform import Recipe, Step

from .util import assert_same_results, before_after, lowered


def column_dots(C, A, B):
    for i in range(A.shape[1]):
        for j in range(i, B.shape[1]):  # a triangle: the start is a loop variable
            s = 0.0
            for k in range(A.shape[0]):
                s += A[k, i] * B[k, j]
            C[i, j] = s
            C[j, i] = 2.0 * s


def trmm_like(alpha, A, B):
    for i in range(B.shape[0]):
        for j in range(B.shape[1]):
            s = B[i, j]
            for k in range(i + 1, B.shape[0]):
                s += A[k, i] * B[k, j]
            B[i, j] = alpha * s


def carried(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        y[i] = s
        s = x[i] * 2.0


def live_out(x, y):
    for i in range(x.shape[0]):
        t = x[i] + 1.0
        y[i] = t
    x[0] = t


def reused_later(x, y):
    for i in range(x.shape[0]):
        t = x[i] + 1.0
        y[i] = t
    for i in range(x.shape[0]):  # redefines t before reading it: the first t is dead
        t = y[i] * 2.0
        x[i] = t


def negative_start(x, y, a):
    for i in range(a - 3, x.shape[0]):
        t = x[i] + 1.0
        y[i] = t


def stop_from_data(x, y, n):
    for i in range(0, int(x[0] * 4)):
        t = x[i] + 1.0
        y[i] = t


def rows_times_matrix(A, C4, acc):  # polybench doitgen: the accumulator sits two loops deep
    for r in range(A.shape[0]):
        for q in range(A.shape[1]):
            for p in range(A.shape[2]):
                s = 0.0
                for t in range(A.shape[2]):
                    s += A[r, q, t] * C4[t, p]
                acc[p] = s
            for p in range(A.shape[2]):
                A[r, q, p] = acc[p]


def read_on_reentry(A, y):
    s = 0.0
    for r in range(A.shape[0]):
        y[r] = s  # the value of the previous r's inner loop
        for q in range(A.shape[1]):
            s = A[r, q] * 2.0
            A[r, q] = s


def read_in_other_branch(A, y):
    s = 0.0
    for r in range(A.shape[0]):
        if r % 2 == 0:
            for q in range(A.shape[1]):
                s = A[r, q] * 2.0
                A[r, q] = s
        else:
            y[r] = s


RNG = np.random.default_rng(17)


def test_expand_scalar_golden_and_results(golden) -> None:
    C, A, B = np.zeros((7, 7)), RNG.random((5, 7)), RNG.random((5, 7))
    p = lowered(column_dots, C, A, B)
    q = Step("expand_scalar", "j", scalar="s").apply(p)
    golden("transform/expand_scalar.txt", before_after(p, q, "expand_scalar('j', s)"))
    assert_same_results(p, q, C, A, B)


@pytest.mark.parametrize("m,n", [(0, 3), (1, 1), (6, 9), (9, 4)])
def test_expansion_distribution_and_interchange_match(m: int, n: int) -> None:
    # the trmm schedule: the column walk over k becomes a row update over j
    A, B = RNG.random((m, m)), RNG.random((m, n))
    p = lowered(trmm_like, 1.5, A, B)
    q = Recipe([Step("expand_scalar", "j", scalar="s"),
                Step("forward_substitute", "j", scalar="_s1"),
                Step("distribute", "j", at=(1, 2)),
                Step("reorder", "j_2", order=("k", "j_2")),
                Step("vectorize", "j_2")]).apply(p)
    assert_same_results(p, q, 1.5, A, B, rtol=1e-12)


def test_a_scalar_redefined_before_its_next_read_is_dead() -> None:
    x, y = RNG.random(6), RNG.random(6)
    p = lowered(reused_later, x, y)
    q = Step("expand_scalar", "i", scalar="t").apply(p)
    assert_same_results(p, q, x, y)


def test_a_scalar_defined_first_in_every_entry_of_a_deep_loop_is_dead_after_it() -> None:
    # leaving p, s is next read only after p's own next entry, which defines it first; what
    # runs in between (the second p loop, the rest of q and r) never reads it
    A, C4, acc = RNG.random((3, 4, 5)), RNG.random((5, 5)), np.zeros(5)
    p = lowered(rows_times_matrix, A, C4, acc)
    q = Recipe([Step("expand_scalar", "p", scalar="s"),
                Step("distribute", "p", at=(1, 2)),
                Step("reorder", "p_3", order=("t", "p_3"))]).apply(p)
    assert_same_results(p, q, A, C4, acc, rtol=1e-12)


def test_expand_scalar_illegal_cases() -> None:
    x, y = RNG.random(8), RNG.random(8)
    with pytest.raises(NotApplicableError, match=r"expand_scalar\(i\): cannot expand s: the "
                       r"first statement that uses s does not define it"):
        Step("expand_scalar", "i", scalar="s").apply(lowered(carried, x, y))
    with pytest.raises(NotApplicableError, match=r"cannot expand t: the value t holds after "
                       r"the loop may be read"):
        Step("expand_scalar", "i", scalar="t").apply(lowered(live_out, x, y))
    for fn in (read_on_reentry, read_in_other_branch):
        with pytest.raises(NotApplicableError, match=r"cannot expand s: the value s holds "
                           r"after the loop may be read"):
            Step("expand_scalar", "q", scalar="s").apply(lowered(fn, RNG.random((3, 4)), y))
    with pytest.raises(NotApplicableError, match=r"start is not provably non-negative"):
        Step("expand_scalar", "i", scalar="t").apply(lowered(negative_start, x, y, 5))
    with pytest.raises(NotApplicableError, match=r"stop cannot be evaluated at the start"):
        Step("expand_scalar", "i", scalar="t").apply(lowered(stop_from_data, x, y, 4))
    with pytest.raises(InvalidParameterError, match=r"'q' is not a local scalar"):
        Step("expand_scalar", "i", scalar="q").apply(lowered(carried, x, y))


def scaled_columns(C, A, B):
    for j in range(C.shape[1]):
        for k in range(A.shape[0]):
            b = B[j, k]
            for i in range(C.shape[0]):
                C[i, j] += 1.5 * A[k, i] * b


def test_expand_scalar_refuses_a_loop_inside_a_parallel_loop() -> None:
    """Regression (transformation fuzzer, seed 1, program 461: a data race, 0.3 off in one run
    of three): expanding ``b`` along ``k`` inside ``parallel j`` made one array, allocated
    once, that every thread wrote."""
    A, B, C = RNG.random((6, 5)), RNG.random((7, 6)), RNG.random((5, 7))
    p = Step("parallelize", "j").apply(lowered(scaled_columns, C, A, B))
    with pytest.raises(NotApplicableError, match=r"expand_scalar\(k\): cannot expand b: the "
                       r"loop runs inside parallel loop 'j'"):
        Step("expand_scalar", "k", scalar="b").apply(p)
    serial = lowered(scaled_columns, C, A, B)
    assert_same_results(serial, Step("expand_scalar", "k", scalar="b").apply(serial), C, A, B)
