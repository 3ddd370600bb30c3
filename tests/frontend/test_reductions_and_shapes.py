"""Histograms, shape operations and reductions.

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import loopcraft

from .harness import (
    F32,
    F64,
    I32,
    I64,
    Case,
    _arr,
    _ids,
    _promo_ids,
    ba,
    bind,
    check,
    fa,
    ia,
    pos,
)

# ============================================================================ histograms


def hist_counts(a, n):
    return np.histogram(a, n)


def hist_weighted_range(a, w):
    return np.histogram(a, bins=7, range=(-1.0, 1.5), weights=w)


def hist_density(a):
    return np.histogram(a, 5, density=True)


def hist_azimint(data, radius, npt):  # NPBench's azimint_hist
    histu = np.histogram(radius, npt)[0]
    histw = np.histogram(radius, npt, weights=data)[0]
    return histw / histu


HISTOGRAMS = [
    Case(hist_counts, lambda r: (fa(r, 500), 10)),
    Case(hist_counts, lambda r: (np.linspace(0.0, 1.0, 101), 10)),  # values on the edges
    Case(hist_counts, lambda r: (np.full(5, 3.0), 3)),  # empty range: widened by 0.5
    Case(hist_counts, lambda r: (np.zeros(0), 4)),  # no data: range (0, 1)
    Case(hist_counts, lambda r: (fa(r, 9, 31, dtype=np.float32), 9)),  # float32 edges
    Case(hist_counts, lambda r: (ia(r, 60), 4)),  # integers: float64 edges
    Case(hist_weighted_range, lambda r: (fa(r, 300), pos(r, 300))),
    Case(hist_density, lambda r: (fa(r, 200),)),
    Case(hist_azimint, lambda r: (pos(r, 1000), pos(r, 1000), 20)),
]


@pytest.mark.parametrize("case", _ids(HISTOGRAMS))
def test_histogram(case: Case) -> None:
    check(case)


def test_histogram_errors_are_numpys() -> None:
    with pytest.raises(ValueError, match="max must be larger than min"):
        loopcraft.jit(lambda_free_hist_bad_range)(np.ones(4))
    with pytest.raises(ValueError, match="must be positive"):
        loopcraft.jit(hist_counts)(np.ones(4), 0)


def lambda_free_hist_bad_range(a):
    return np.histogram(a, 3, range=(1.0, 0.0))[0]


# ============================================================================ shape operations


def newaxis_forms(x):
    return x[np.newaxis, :] * x[:, np.newaxis], x[None] * 1.0, x[:, None, None] + 0.0


def transpose_2d(A):
    return A.T * 1.0, np.transpose(A) + 0.0, A.T[1:, ::2] * 1.0


def transpose_3d(X):
    return np.transpose(X, (2, 0, 1)) * 1.0, X.T * 1.0, np.transpose(X) + 0.0


def transpose_store(B, A):
    B[:] = A.T


def shape_attributes(A):
    n, m = A.shape
    return n, m, A.shape[0], A.shape[-1], len(A), A.size, A.ndim


def shape_in_allocation(A):
    return np.zeros(A.shape) + 1.0, np.ones((A.shape[1], 2)), np.zeros(len(A))


SHAPES = [
    Case(newaxis_forms, lambda r: (fa(r, 4),)),
    Case(transpose_2d, lambda r: (fa(r, 3, 5),)),
    Case(transpose_3d, lambda r: (fa(r, 2, 3, 4),)),
    Case(transpose_store, lambda r: (np.zeros((5, 3)), fa(r, 3, 5))),
    Case(shape_attributes, lambda r: (fa(r, 3, 5),)),
    Case(shape_in_allocation, lambda r: (fa(r, 3, 5),)),
]


@pytest.mark.parametrize("case", _ids(SHAPES))
def test_shape_operations(case: Case) -> None:
    check(case)


# ============================================================================ reductions


def red_sum(A):
    return (np.sum(A), np.sum(A, axis=0), np.sum(A, axis=1, keepdims=True), A.sum(axis=-1),
            A.sum(keepdims=True), A.sum(0))


def red_max(A):
    return (np.max(A), np.max(A, axis=0), np.max(A, axis=1, keepdims=True), A.max(axis=-1),
            A.max(keepdims=True), np.amax(A, axis=1))


def red_min(A):
    return (np.min(A), np.min(A, axis=0), np.min(A, axis=1, keepdims=True), A.min(axis=-1),
            A.min(keepdims=True), np.amin(A, axis=0))


def red_mean(A):
    return (np.mean(A), np.mean(A, axis=0), np.mean(A, axis=1, keepdims=True),
            A.mean(axis=-1), A.mean(keepdims=True))


def red_prod(A):
    return (np.prod(A), np.prod(A, axis=0), np.prod(A, axis=1, keepdims=True),
            A.prod(axis=-1), A.prod(keepdims=True))


def red_std(A):
    return (np.std(A), np.std(A, axis=0), np.std(A, axis=1, keepdims=True), A.std(axis=-1),
            A.std(keepdims=True))


def red_var(A):
    return (np.var(A), np.var(A, axis=0), np.var(A, axis=1, keepdims=True), A.var(axis=-1),
            A.var(keepdims=True))


def red_argmax(A):
    return np.argmax(A), np.argmax(A, axis=0), A.argmax(axis=1), A.argmax(axis=-1)


def red_argmin(A):
    return np.argmin(A), np.argmin(A, axis=0), A.argmin(axis=1), A.argmin(axis=-1)


def red_arg_keepdims(A):
    return np.argmax(A, axis=1, keepdims=True), np.argmin(A, axis=0, keepdims=True)


def red_3d(X):
    return (X.sum(axis=1), X.max(axis=2, keepdims=True), X.mean(axis=0), X.argmax(axis=1),
            X.var(axis=-2), X.min())


def red_in_expression(A):
    return A - A.mean(axis=0), (A * A).sum() / A.size, np.sqrt((A ** 2).sum(axis=1))


def red_bool(m):
    return m.sum(), np.sum(m, axis=0), m.max(), np.min(m, axis=1), m.mean()


def red_1d(a):
    return a.sum(), a.max(), a.min(), a.argmax(), a.argmin(), a.mean(), a.std(), a.var()


def red_1d_axis(a):
    return (a.var(axis=0), a.std(axis=0), np.var(a, -1, keepdims=True), a.mean(axis=0),
            a.sum(axis=0), a.argmax(axis=0), np.max(a, axis=-1, keepdims=True))


def _small_ints(dt: Any) -> Callable:
    return lambda r: (ia(r, 3, 4, lo=-3, hi=4, dtype=dt),)


REDUCTIONS = [
    *[Case(f, bind(lambda dt, r: (_arr(dt, r, 3, 4),))(dt))
      for f in (red_sum, red_max, red_min, red_mean, red_std, red_var, red_argmax, red_argmin)
      for dt in (F64, F32, I64, I32)],
    *[Case(red_prod, bind(lambda dt, r: (fa(r, 3, 4, dtype=dt),))(dt)) for dt in (F64, F32)],
    *[Case(red_prod, _small_ints(dt)) for dt in (I64, I32)],
    Case(red_arg_keepdims, lambda r: (fa(r, 3, 4),)),
    Case(red_argmax, lambda r: (np.array([[1.0, 3.0, 3.0], [2.0, 2.0, 0.0]]),)),  # ties
    Case(red_argmin, lambda r: (np.array([[1.0, 0.0, 0.0], [2.0, 2.0, 5.0]]),)),
    Case(red_max, lambda r: (np.array([[1.0, np.nan, 3.0], [2.0, 2.0, 0.0]]),)),  # NaN wins
    Case(red_min, lambda r: (np.array([[1.0, 0.0, 3.0], [np.nan, 2.0, 0.0]]),)),
    Case(red_3d, lambda r: (fa(r, 2, 3, 4),)),
    Case(red_in_expression, lambda r: (fa(r, 4, 3),)),
    Case(red_bool, lambda r: (ba(r, 4, 5),)),
    Case(red_1d, lambda r: (fa(r, 11),)),
    Case(red_1d, lambda r: (ia(r, 11, dtype=I32),)),
    Case(red_1d_axis, lambda r: (fa(r, 6),)),
    Case(red_1d_axis, lambda r: (ia(r, 6),)),
]


@pytest.mark.sample(every=5)
@pytest.mark.parametrize("case", _promo_ids(REDUCTIONS))
def test_reductions(case: Case) -> None:
    check(case)
