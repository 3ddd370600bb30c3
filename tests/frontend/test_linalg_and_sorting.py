"""np.linalg.cholesky, matrix products, sorting and the LU-based solve/inv/det.

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import loopcraft

from .harness import (
    F32,
    I32,
    Case,
    _ids,
    _promo_ids,
    check,
    fa,
    ia,
    quiet,
)

# ============================================================================ np.linalg.cholesky


def spd(r: np.random.Generator, n: int, dtype: Any = np.float64) -> np.ndarray:
    m = r.random((n, n))
    return (m @ m.T + n * np.eye(n)).astype(dtype)


def cholesky_factor(A):
    return np.linalg.cholesky(A)


def cholesky_in_place(A):  # NPBench's cholesky2
    A[:] = np.linalg.cholesky(A) + np.triu(A, k=1)


CHOLESKY = [
    Case(cholesky_factor, lambda r: (spd(r, 1),)),
    Case(cholesky_factor, lambda r: (spd(r, 37),)),
    Case(cholesky_factor, lambda r: (spd(r, 30, np.float32),), tol=dict(rtol=1e-4, atol=1e-5)),
    Case(cholesky_factor, lambda r: (np.array([[4, 2], [2, 3]]),)),  # integers: float64 factor
    Case(cholesky_in_place, lambda r: (spd(r, 23),)),
]


@pytest.mark.parametrize("case", _ids(CHOLESKY))
def test_cholesky(case: Case) -> None:
    check(case)


def test_cholesky_errors_are_numpys_messages() -> None:
    f = loopcraft.jit(cholesky_factor)
    with pytest.raises(np.linalg.LinAlgError, match="Matrix is not positive definite"):
        f(-np.eye(3))
    with pytest.raises(np.linalg.LinAlgError, match="must be square"):
        f(np.ones((3, 4)))


# ============================================================================ matmul


def mm_1d_1d(x, y):
    return x @ y, np.dot(x, y), np.matmul(x, y)


def mm_2d_1d(A, x):
    return A @ x, np.dot(A, x), np.matmul(A, x)


def mm_1d_2d(x, A):
    return x @ A, np.dot(x, A), np.matmul(x, A)


def mm_2d_2d(A, B):
    return A @ B, np.dot(A, B), np.matmul(A, B)


def mm_batched(X, Y):
    return X @ Y, np.matmul(X, Y)


def mm_outer(x, y):
    return np.outer(x, y)


def mm_in_expression(A, x, b):
    return A @ (x * 2.0) + b, (A @ A.T) @ x, x @ A.T @ A @ x


def mm_transposed_operands(A, B):
    return A.T @ B, A.T @ B[:, ::2], B.T.T[::-1].T @ A


def mm_in_loop(A, x, T):
    for _ in range(T):
        x = A @ x
        x = x / np.sqrt(x @ x)
    return x


MATMUL = [
    Case(mm_1d_1d, lambda r: (fa(r, 5), fa(r, 5))),
    Case(mm_2d_1d, lambda r: (fa(r, 3, 5), fa(r, 5))),
    Case(mm_1d_2d, lambda r: (fa(r, 3), fa(r, 3, 5))),
    Case(mm_2d_2d, lambda r: (fa(r, 3, 5), fa(r, 5, 4))),
    Case(mm_2d_2d, lambda r: (fa(r, 3, 5, dtype=F32), fa(r, 5, 4, dtype=F32))),
    Case(mm_2d_2d, lambda r: (ia(r, 3, 5), ia(r, 5, 4))),
    # an integer product gets register-blocked loops (no kernel takes integers): ~10 s of gcc;
    # int64 above covers it in make test
    Case(mm_2d_2d, lambda r: (ia(r, 3, 5, dtype=I32), ia(r, 5, 4, dtype=I32)),
         marks=[pytest.mark.slow]),
    Case(mm_2d_2d, lambda r: (fa(r, 3, 5, dtype=F32), fa(r, 5, 4))),
    Case(mm_2d_1d, lambda r: (ia(r, 3, 5), fa(r, 5))),
    Case(mm_batched, lambda r: (fa(r, 2, 3, 4), fa(r, 2, 4, 5))),
    Case(mm_batched, lambda r: (fa(r, 2, 3, 4), fa(r, 4, 5))),
    Case(mm_outer, lambda r: (fa(r, 4), fa(r, 3))),
    Case(mm_outer, lambda r: (ia(r, 4), ia(r, 3, dtype=I32))),
    Case(mm_in_expression, lambda r: (fa(r, 4, 4), fa(r, 4), fa(r, 4))),
    Case(mm_transposed_operands, lambda r: (fa(r, 5, 3), fa(r, 5, 4))),
    Case(mm_in_loop, lambda r: (fa(r, 4, 4), fa(r, 4), 5)),
]


@pytest.mark.sample(every=3)
@pytest.mark.parametrize("case", _promo_ids(MATMUL))
def test_matmul(case: Case) -> None:
    check(case)


# ============================================================================ sorting, LU


def sort_axes(A):
    return np.sort(A), np.sort(A, axis=0), np.sort(A, axis=None), np.sort(A, kind="stable")


def median_axes(A):
    return np.median(A), np.median(A, axis=0), np.median(A, axis=-1)


def sort_and_median_1d(a):
    return np.sort(a), np.median(a)


def with_ties_and_nans(r: np.random.Generator, *shape: int) -> np.ndarray:
    a = np.round(fa(r, *shape), 1)
    a[r.random(shape) < 0.15] = np.nan
    a[r.random(shape) < 0.1] = -np.inf
    return a


SORTING = [
    Case(sort_axes, lambda r: (fa(r, 5, 9),)),
    Case(sort_axes, lambda r: (ia(r, 4, 3, dtype=np.int32),)),
    Case(sort_axes, lambda r: (with_ties_and_nans(r, 6, 7),)),  # NaN sorted last
    Case(sort_axes, lambda r: (fa(r, 3, 0, dtype=np.float32),)),
    Case(median_axes, lambda r: (fa(r, 5, 8),)),  # odd and even lengths
    Case(median_axes, lambda r: (ia(r, 3, 4),)),  # integers: float64 medians
    Case(median_axes, lambda r: (fa(r, 1, 1, dtype=np.float32),)),
    Case(median_axes, lambda r: (with_ties_and_nans(r, 4, 6),), ref=quiet(median_axes)),
    Case(sort_and_median_1d, lambda r: (fa(r, 257),)),  # several merge passes, odd count
    Case(sort_and_median_1d, lambda r: (ia(r, 2),)),
    Case(median_axes, lambda r: (ia(r, 7, 300, lo=0, hi=4),)),  # many ties
    Case(sort_and_median_1d, lambda r: (np.arange(1000.0)[::-1].copy(),)),  # reversed
]


@pytest.mark.sample(every=3)
@pytest.mark.parametrize("case", _ids(SORTING))
def test_sort_and_median(case: Case) -> None:
    check(case)


def lu_all(A, b, B):
    return np.linalg.solve(A, b), np.linalg.solve(A, B), np.linalg.inv(A), np.linalg.det(A)


def lu_det(A):
    return np.linalg.det(A)


def well_conditioned(r: np.random.Generator, n: int, dtype: Any = np.float64) -> np.ndarray:
    return (fa(r, n, n) + n * np.eye(n)[::-1]).astype(dtype)  # large anti-diagonal: pivots


LU = [
    Case(lu_all, lambda r: (well_conditioned(r, 1), fa(r, 1), fa(r, 1, 2))),
    Case(lu_all, lambda r: (well_conditioned(r, 6), fa(r, 6), fa(r, 6, 3))),
    Case(lu_all, lambda r: (well_conditioned(r, 19), fa(r, 19), fa(r, 19, 0))),
    Case(lu_all, lambda r: (well_conditioned(r, 7, np.float32), fa(r, 7, dtype=np.float32),
                            fa(r, 7, 2, dtype=np.float32)), tol=dict(rtol=2e-4, atol=1e-5)),
    Case(lu_all, lambda r: (np.array([[2, 1], [1, 3]]), ia(r, 2), ia(r, 2, 2))),  # float64
    Case(lu_det, lambda r: (fa(r, 8, 8),)),
    Case(lu_det, lambda r: (np.array([[1.0, 2.0], [2.0, 4.0]]),)),  # singular: 0
    Case(lu_det, lambda r: (np.zeros((0, 0)),)),  # NumPy: 1.0
    Case(lu_det, lambda r: (np.array([[0, 1, 0], [0, 0, 1], [1, 0, 0]], dtype=np.int32),)),
]


@pytest.mark.sample(every=3)
@pytest.mark.parametrize("case", _ids(LU))
def test_lu_solve_inv_det(case: Case) -> None:
    check(case)


def test_lu_errors_are_numpys() -> None:
    singular = np.array([[1.0, 2.0], [2.0, 4.0]])
    with pytest.raises(np.linalg.LinAlgError, match="Singular matrix"):
        loopcraft.jit(lu_all)(singular, np.ones(2), np.ones((2, 2)))
    with pytest.raises(np.linalg.LinAlgError, match="must be square"):
        loopcraft.jit(lu_det)(np.ones((2, 3)))
    with pytest.raises(ValueError, match="mismatch in its core dimension 0"):
        loopcraft.jit(lu_all)(np.eye(3), np.ones(2), np.ones((3, 2)))
