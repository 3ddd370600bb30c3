"""right_looking: golden IR, bit-exact results on LU and a forward substitution, and the
cases it refuses (each with its reason)."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.errors import DependenceViolationError, NotApplicableError
from loopcraft.transform import Recipe, Step
from loopcraft_bench.suites.polybench.solvers import lu

from .util import assert_same_results, before_after, lowered

RNG = np.random.default_rng(23)


def unit_lower_solve(x, U, d):
    # x U = b for x, U upper triangular, in place, by dot products written with +=
    for j in range(x.shape[0]):
        w = x[j]
        for k in range(j):
            w += -x[k] * U[k, j]
        x[j] = w * d[j]


def reads_ahead(A):
    for i in range(A.shape[0]):
        for j in range(A.shape[0] - 1):
            w = A[i, j]
            for k in range(j):
                w -= A[i, k] * A[i, k + 1]  # k = j - 1 reads A[i, j] before it is written
            A[i, j] = w


def reads_its_own_element(x, U):
    for j in range(x.shape[0]):
        w = x[j]
        for k in range(j):
            w -= x[k] * U[k, j] * x[j]  # x[j] before it is solved: updated in place after
        x[j] = w


def shifted_start(x, U):
    for j in range(1, x.shape[0]):
        w = x[j]
        for k in range(j):  # from 0, the loop from 1: x[0] never finished by the loop
            w -= x[k] * U[k, j]
        x[j] = w


def live_out(x, U, out):
    for j in range(x.shape[0]):
        w = x[j]
        for k in range(j):
            w -= x[k] * U[k, j]
        x[j] = w
    out[0] = w


def not_a_sum(x, U):
    for j in range(x.shape[0]):
        w = x[j]
        for k in range(j):
            w = w * U[k, j]
        x[j] = w


def lu_matrix(n: int) -> np.ndarray:
    return RNG.random((n, n)) + n * np.eye(n)


def test_right_looking_golden_and_results(golden) -> None:
    A = lu_matrix(13)
    p = lowered(lu, A)
    q = Step("right_looking", "j").apply(p)
    golden("transform/right_looking.txt", before_after(p, q, "right_looking('j')"))
    assert_same_results(p, q, A)  # the same subtractions in the same order


@pytest.mark.parametrize("n", [0, 1, 2, 9, 40])
def test_lu_scheduled_around_the_solve_is_bit_exact(n: int) -> None:
    # the schedule the default gives LU: both halves of a row walk rows, vectorized
    A = lu_matrix(n)
    p = lowered(lu, A)
    q = Recipe([Step("right_looking", "j"), Step("vectorize", "k"),
                Step("expand_scalar", "j_2", scalar="w"), Step("distribute", "j_2", at=(1, 2)),
                Step("reorder", "j_2_2", order=("k_2", "j_2_2")),
                Step("parallelize", "j_2_2")]).apply(p)
    assert_same_results(p, q, A)


def test_sum_written_with_plus_equals() -> None:
    x, U, d = RNG.random(17), RNG.random((17, 17)), RNG.random(17)
    p = lowered(unit_lower_solve, x, U, d)
    q = Step("right_looking", "j").apply(p)
    assert_same_results(p, q, x, U, d)
    assert "w" not in {decl.name for decl in q.locals}  # the accumulator is gone


def test_right_looking_refusals() -> None:
    x, U = RNG.random(8), RNG.random((8, 8))
    with pytest.raises(DependenceViolationError, match=r"right_looking\(j\): the dependence "
                       r"A\[i:i64, k \+ 1\] -> A\[i:i64, j\] \(anti"):
        Step("right_looking", "j").apply(lowered(reads_ahead, lu_matrix(6)))
    with pytest.raises(DependenceViolationError, match=r"right_looking\(j\): the dependence "
                       r"x\[j\] -> x\[j\] \(anti"):
        Step("right_looking", "j").apply(lowered(reads_its_own_element, x, U))
    with pytest.raises(NotApplicableError, match=r"the inner loop is not 'for k in "
                       r"range\(<the loop's start>, j\)'"):
        Step("right_looking", "j").apply(lowered(shifted_start, x, U))
    with pytest.raises(NotApplicableError, match=r"the value w holds after the loop may be "
                       r"read"):
        Step("right_looking", "j").apply(lowered(live_out, x, U, np.zeros(1)))
    with pytest.raises(NotApplicableError, match=r"does not compute w -= \.\.\. or w \+= "):
        Step("right_looking", "j").apply(lowered(not_a_sum, x, U))
    with pytest.raises(NotApplicableError, match=r"the body is not 'w = X\[j\]', a loop"):
        Step("right_looking", "k").apply(lowered(not_a_sum, x, U))
