"""Large (parallel) sizes, empty arrays, ranks and dtypes.

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

import warnings

import numpy as np
import pytest

from .harness import (
    F32,
    F64,
    I32,
    I64,
    Case,
    _arr,
    _promo_ids,
    ba,
    bind,
    check,
    fa,
    ia,
)

# ======================================================================= large (parallel) sizes
# The default schedule parallelizes nests above ``config.parallel_threshold`` work units
# (100000), so these sizes exercise the OpenMP code paths: reductions, scatters and recurrences
# there must stay correct.


def big_elementwise(A, B):
    return np.sqrt(A * A + B * B) - A / (1.0 + np.abs(B))


def big_reductions(A):
    return A.sum(), A.sum(axis=0), A.max(axis=1), A.argmax(), A.mean(), A.std(axis=0)


def big_loop_sum(a):
    s = 0.0
    m = a[0]
    for i in range(a.shape[0]):
        s += a[i]
        if a[i] > m:
            m = a[i]
    return s, m


def big_scatter(idx, nbins):
    hist = np.zeros(nbins, dtype=np.int64)
    for i in range(idx.shape[0]):
        hist[idx[i]] += 1
    return hist


def big_scatter_modulo(a):
    out = np.zeros(7)
    for i in range(a.shape[0]):
        out[i % 7] += a[i]
    return out


def big_recurrence(a, b):
    for i in range(1, a.shape[0]):
        a[i] = a[i - 1] * 0.5 + b[i]


def big_gauss_seidel(A):
    for i in range(1, A.shape[0] - 1):
        for j in range(1, A.shape[1] - 1):
            A[i, j] = 0.25 * (A[i - 1, j] + A[i + 1, j] + A[i, j - 1] + A[i, j + 1])


def big_stencil_swap(A, T):
    B = A.copy()
    for _ in range(T):
        B[1:-1, 1:-1] = 0.25 * (A[:-2, 1:-1] + A[2:, 1:-1] + A[1:-1, :-2] + A[1:-1, 2:])
        A, B = B, A
    return A


def big_matmul(A, B):
    return A @ B


def big_early_exit(a, x):
    for i in range(a.shape[0]):
        if a[i] > x:
            return i
    return -1


BIG = [
    Case(big_elementwise, lambda r: (fa(r, 600, 500), fa(r, 600, 500))),
    Case(big_reductions, lambda r: (fa(r, 600, 500),), tol=dict(rtol=1e-9, atol=1e-9)),
    Case(big_reductions, lambda r: (fa(r, 600, 500, dtype=F32),), tol=dict(rtol=1e-4, atol=1e-3)),
    Case(big_loop_sum, lambda r: (fa(r, 400_000),), tol=dict(rtol=1e-9, atol=1e-9)),
    Case(big_scatter, lambda r: (ia(r, 400_000, lo=0, hi=16), 16)),
    Case(big_scatter_modulo, lambda r: (fa(r, 400_000),), tol=dict(rtol=1e-9, atol=1e-9)),
    Case(big_recurrence, lambda r: (fa(r, 400_000), fa(r, 400_000))),
    Case(big_gauss_seidel, lambda r: (fa(r, 400, 400),)),
    Case(big_stencil_swap, lambda r: (fa(r, 500, 500), 3)),
    Case(big_matmul, lambda r: (fa(r, 200, 150), fa(r, 150, 220)), tol=dict(rtol=1e-9, atol=1e-9)),
    Case(big_early_exit, lambda r: (fa(r, 400_000), 1.99999)),
]


@pytest.mark.parametrize("case", _promo_ids(BIG))
def test_large_sizes(case: Case) -> None:
    check(case)


# ============================================================================ empty arrays


def empty_elementwise(A, b):
    return A * 2.0 + b, np.sqrt(np.abs(A)), A.T + 0.0


def empty_reductions(A):
    return A.sum(), A.sum(axis=0), A.sum(axis=1), A.prod(), A.mean(axis=1)


def empty_loops(a):
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i]
    out = np.zeros_like(a)
    out[:] = a * 3.0
    return s, out


EMPTY = [
    Case(empty_elementwise, lambda r: (np.zeros((0, 3)), fa(r, 3))),
    Case(empty_reductions, lambda r: (np.zeros((0, 3)),)),
    Case(empty_reductions, lambda r: (np.zeros((2, 0)),)),
    Case(empty_loops, lambda r: (np.zeros(0),)),
]


@pytest.mark.parametrize("case", _promo_ids(EMPTY))
def test_empty_arrays(case: Case) -> None:
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # NumPy: "Mean of empty slice"
        check(case)


# ============================================================================ ranks, dtypes


def zero_d_arithmetic(z, a):
    return z * 2.0, a + z, z + 1


def zero_d_write(z):
    z[()] = z * 2.0 + 1.0


def zero_d_as_scalar(z, a):
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i] * z
    return s


def rank3_ops(X):
    return (X * 2.0 + X[:, ::-1, :], X.sum(axis=1), X[1:, :, 0] * 1.0,
            X.max(axis=-1, keepdims=True))


def rank4_ops(X):
    return (X + X[:, :, ::-1, :], X.mean(axis=2), X[0, 1] * 1.0,
            np.transpose(X, (3, 2, 1, 0)) * 1.0, X.shape[3], X.sum(axis=0, keepdims=True))


def rank4_loops(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            for k in range(X.shape[2]):
                for m in range(X.shape[3]):
                    s += X[i, j, k, m] * (i + 2 * j + 3 * k + 4 * m)
    return s


def dtype_kernel(a, b):
    return a * b + a - b, a > b, np.maximum(a, b), a.sum(), a.max(), a[::2] * 2


def bool_kernel(m, a):
    return np.where(m, a, -a), ~m, m & (a > 0), m.sum(), (m | (a < 0)).mean(), m * a


def bool_scalar_arg(a, flag):
    if flag:
        return a + 1.0
    return a - 1.0


RANKS_DTYPES = [
    Case(zero_d_arithmetic, lambda r: (np.array(1.5), fa(r, 4))),
    Case(zero_d_write, lambda r: (np.array(1.5),)),
    Case(zero_d_as_scalar, lambda r: (np.array(0.5), fa(r, 4))),
    Case(rank3_ops, lambda r: (fa(r, 2, 3, 4),)),
    Case(rank4_ops, lambda r: (fa(r, 2, 3, 4, 2),)),
    Case(rank4_loops, lambda r: (fa(r, 2, 3, 2, 2),)),
    *[Case(dtype_kernel, bind(lambda dt, r: (_arr(dt, r, 6), _arr(dt, r, 6)))(dt))
      for dt in (F64, F32, I64, I32)],
    Case(bool_kernel, lambda r: (ba(r, 7), fa(r, 7))),
    Case(bool_scalar_arg, lambda r: (fa(r, 3), True)),
    Case(bool_scalar_arg, lambda r: (fa(r, 3), np.bool_(False))),
]


@pytest.mark.sample(every=2)
@pytest.mark.parametrize("case", _promo_ids(RANKS_DTYPES))
def test_ranks_and_dtypes(case: Case) -> None:
    check(case)
