"""Composite NumPy functions and functions with a loop per element.

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import loopcraft

from .harness import (
    Case,
    _ids,
    assert_same,
    ba,
    check,
    fa,
    ia,
    pos,
    quiet,
)

# ============================================================================ composite functions


def ew_float_ufuncs(x, y):
    return (np.exp2(x), np.deg2rad(x), np.radians(y), np.rad2deg(x), np.degrees(y),
            np.sinc(x), np.heaviside(x, y), np.positive(x), np.negative(y))


def ew_logaddexp(x, y):
    return np.logaddexp(x, y), np.logaddexp2(x, y), np.logaddexp(x, 0.5)


def special_values():
    x = np.array([0.0, -np.inf, np.inf, np.nan, 1e300, -3.0, 0.0, np.inf])
    y = np.array([0.0, -np.inf, np.inf, 1.0, 1e300, 5.0, -0.0, -np.inf])
    return x, y


def composite_diff(A):
    return np.diff(A), np.diff(A, axis=0), np.diff(A, n=2, axis=-1), np.diff(A, n=0)


def composite_diff_1d(a):
    return np.diff(a), np.diff(a, 3)


def composite_flip(A):
    return np.flip(A), np.flip(A, 0), np.flip(A, axis=-1), np.flip(A, (0, 1)), np.fliplr(A), \
        np.flipud(A)


def composite_flip_fuses(a):
    return a + np.flip(a) * 2


def composite_flip_is_a_view(A):
    B = np.flip(A, 1)
    B[0, 0] = 100.0  # NumPy: writes through to A
    C = np.flipud(A)
    C[-1] += 1.0
    return B.sum(axis=0), A


def composite_ptp(A):
    return np.ptp(A), np.ptp(A, axis=0), np.ptp(A, axis=-1), np.ptp(A, axis=1, keepdims=True)


def composite_average(A, w):
    return np.average(A), np.average(A, axis=0), np.average(A, weights=w), \
        np.average(A, axis=1, weights=w), np.average(A, axis=-1, weights=w[0])


def composite_nan_reductions(A):
    return np.nanmax(A), np.nanmin(A), np.nanmean(A), np.nanmax(A, axis=0), \
        np.nanmin(A, axis=-1), np.nanmean(A, axis=1), np.nansum(A, axis=0)


def with_nans(r: np.random.Generator, *shape: int, dtype: Any = np.float64) -> np.ndarray:
    a = fa(r, *shape, dtype=dtype)
    a[r.random(shape) < 0.3] = np.nan
    if a.ndim == 2 and a.shape[0] > 1:
        a[:, 0] = np.nan  # an all-NaN column: NaN results (NumPy also warns)
    return a


def composite_trapezoid(y, x):
    return np.trapezoid(y), np.trapezoid(y, dx=0.5), np.trapezoid(y, x=x), \
        np.trapezoid(y, x, axis=-1)


def composite_trapezoid_2d(Y, x):
    return np.trapezoid(Y), np.trapezoid(Y, axis=0), np.trapezoid(Y, x=x, axis=1), \
        np.trapezoid(Y, x=Y, axis=0)


def composite_cross(a, b):
    return np.cross(a, b)


def composite_kron(a, b):
    return np.kron(a, b)


def composite_tensordot(A, B, C):
    return np.tensordot(A, B, axes=1), np.tensordot(A, B, axes=([1], [0])), \
        np.tensordot(A, A, axes=2), np.tensordot(C, A, axes=([0, 2], [1, 0])), \
        np.tensordot(A, B, axes=0)


def composite_meshgrid(x, y):
    return np.meshgrid(x, y) + np.meshgrid(x, y, indexing="ij")


def composite_meshgrid_3(x, y, z):
    X, Y, Z = np.meshgrid(x, y, z)
    return X + Y * Z


def composite_tile_repeat(A, k):
    return np.tile(A, 2), np.tile(A, (2, 3)), np.tile(A, (2, 1, 2)), np.repeat(A, 3), \
        np.repeat(A, 2, axis=1), np.repeat(A, k, axis=-2), np.tile(A, k)


def composite_pad(A, k):
    return np.pad(A, 1), np.pad(A, ((1, 2), (0, 3)), constant_values=7), \
        np.pad(A, 2, mode="edge"), np.pad(A, (k, 1), mode="edge"), np.pad(A, (2,)), \
        np.pad(A, k, "constant", constant_values=-1.5)


def ufunc_methods(x, y, A):
    return (np.add.outer(x, y), np.multiply.outer(x, y), np.subtract.outer(x, y),
            np.maximum.outer(A, x), np.minimum.reduce(x), np.maximum.reduce(A),
            np.add.reduce(A), np.add.reduce(A, axis=1), np.add.reduce(A, axis=None),
            np.multiply.reduce(x), np.maximum.reduce(A, axis=-1, keepdims=True))


def composite_gradient(f):
    return np.gradient(f)


def composite_gradient_spacing(f, h):
    return np.gradient(f, h)


def composite_gradient_axis(F):
    return np.gradient(F, axis=-1), np.gradient(F, 2.0, axis=0)


COMPOSITES = [
    Case(ew_float_ufuncs, lambda r: (fa(r, 9), fa(r, 9))),
    Case(ew_float_ufuncs, lambda r: (fa(r, 4, 5, dtype=np.float32), fa(r, 5, dtype=np.float32))),
    Case(ew_float_ufuncs, lambda r: (ia(r, 7), ia(r, 7, dtype=np.int32))),  # float64 results
    Case(ew_float_ufuncs, lambda r: (np.array([0.0, -0.0, 2.0, -1.0]), np.array(
        [0.5, 1.0, 0.0, 7.0]))),  # sinc(0) == 1; heaviside at 0 takes the second operand
    Case(ew_logaddexp, lambda r: (fa(r, 6, 7) * 300, fa(r, 7) * 300)),
    Case(ew_logaddexp, lambda r: special_values(), ref=quiet(ew_logaddexp)),
    Case(ew_logaddexp, lambda r: (fa(r, 30, dtype=np.float32), fa(r, 30, dtype=np.float32))),
    Case(composite_diff, lambda r: (fa(r, 5, 6),)),
    Case(composite_diff, lambda r: (ia(r, 3, 4, dtype=np.int32),)),
    Case(composite_diff, lambda r: (ba(r, 4, 5),)),  # booleans: not_equal
    Case(composite_diff_1d, lambda r: (fa(r, 2, dtype=np.float32),)),  # n > length: empty
    Case(composite_diff_1d, lambda r: (np.zeros(0),)),
    Case(composite_flip, lambda r: (fa(r, 3, 4),)),
    Case(composite_flip, lambda r: (ia(r, 1, 0),)),
    Case(composite_flip_fuses, lambda r: (fa(r, 7),)),
    Case(composite_flip_is_a_view, lambda r: (fa(r, 3, 4),)),
    Case(composite_flip_is_a_view, lambda r: (fa(r, 6, 5)[::2, 1:],)),  # a strided argument
    Case(composite_ptp, lambda r: (fa(r, 4, 6),)),
    Case(composite_ptp, lambda r: (ia(r, 1, 5, dtype=np.int32),)),
    Case(composite_average, lambda r: (fa(r, 4, 5), pos(r, 4, 5))),
    Case(composite_average, lambda r: (ia(r, 3, 3), ia(r, 3, 3, lo=1))),  # float64 results
    Case(composite_average, lambda r: (fa(r, 2, 6, dtype=np.float32),
                                       pos(r, 2, 6, dtype=np.float32))),
    Case(composite_nan_reductions, lambda r: (with_nans(r, 6, 5),),
         ref=quiet(composite_nan_reductions)),
    Case(composite_nan_reductions, lambda r: (with_nans(r, 3, 8, dtype=np.float32),),
         ref=quiet(composite_nan_reductions)),
    Case(composite_nan_reductions, lambda r: (ia(r, 4, 3),)),  # integers: max/min/mean
    Case(composite_trapezoid, lambda r: (fa(r, 9), np.cumsum(pos(r, 9)))),
    Case(composite_trapezoid, lambda r: (ia(r, 5), ia(r, 5))),
    Case(composite_trapezoid, lambda r: (fa(r, 1, dtype=np.float32), fa(r, 1))),  # 0.0
    Case(composite_trapezoid_2d, lambda r: (fa(r, 4, 6), np.cumsum(pos(r, 6)))),
    Case(composite_cross, lambda r: (fa(r, 3), fa(r, 3))),
    Case(composite_cross, lambda r: (fa(r, 5, 3), fa(r, 3))),
    Case(composite_cross, lambda r: (ia(r, 4, 1, 3), ia(r, 2, 3, dtype=np.int32))),
    Case(composite_kron, lambda r: (fa(r, 3), ia(r, 4))),
    Case(composite_kron, lambda r: (fa(r, 2, 3), fa(r, 4, 2, dtype=np.float32))),
    Case(composite_kron, lambda r: (ia(r, 3), ia(r, 2, 2))),  # 1-d with 2-d
    Case(composite_tensordot, lambda r: (fa(r, 4, 5), fa(r, 5, 3), fa(r, 5, 2, 4))),
    Case(composite_tensordot, lambda r: (fa(r, 1, 1, dtype=np.float32),
                                         fa(r, 1, 2, dtype=np.float32),
                                         fa(r, 1, 3, 1, dtype=np.float32))),
    Case(composite_meshgrid, lambda r: (fa(r, 4), ia(r, 3))),
    Case(composite_meshgrid, lambda r: (fa(r, 2, 2), np.zeros(0))),  # inputs are raveled
    Case(composite_meshgrid_3, lambda r: (fa(r, 3), fa(r, 4), fa(r, 2))),
    Case(composite_tile_repeat, lambda r: (fa(r, 2, 3), 2)),
    Case(composite_tile_repeat, lambda r: (ia(r, 3, 1, dtype=np.int32), 0)),
    Case(composite_pad, lambda r: (fa(r, 3, 4), 2)),
    Case(composite_pad, lambda r: (ia(r, 1, 2), 0)),
    Case(ufunc_methods, lambda r: (fa(r, 4), fa(r, 3), fa(r, 2, 4))),
    Case(ufunc_methods, lambda r: (ia(r, 3, dtype=np.int32), ia(r, 2), ia(r, 5, 3))),
    Case(composite_gradient, lambda r: (fa(r, 7),)),
    Case(composite_gradient, lambda r: (ia(r, 2),)),  # two points; integers give float64
    Case(composite_gradient, lambda r: (fa(r, 4, 5, dtype=np.float32),)),  # a tuple of two
    Case(composite_gradient_spacing, lambda r: (fa(r, 6, 3), 0.25)),
    Case(composite_gradient_axis, lambda r: (fa(r, 3, 5),)),
]


@pytest.mark.sample(every=6)
@pytest.mark.parametrize("case", _ids(COMPOSITES))
def test_composite_functions(case: Case) -> None:
    check(case)


def diff_negative_order(a):
    return np.diff(a, n=-1)


def pad_bad_mode(a):
    return np.pad(a, 1, mode="reflect")


def repeat_array_counts(a, k):
    return np.repeat(a, k)


def test_composite_errors_are_numpys() -> None:
    with pytest.raises(ValueError, match="order must be non-negative but got -1"):
        loopcraft.jit(diff_negative_order)(np.ones(3))
    with pytest.raises(ValueError, match="negative dimensions are not allowed"):
        loopcraft.jit(composite_tile_repeat)(np.ones((2, 2)), -1)
    with pytest.raises(ValueError, match="index can't contain negative values"):
        loopcraft.jit(composite_pad)(np.ones((2, 2)), -1)
    with pytest.raises(ValueError, match="can't extend empty axis 0"):
        loopcraft.jit(composite_pad)(np.ones((0, 2)), 0)
    with pytest.raises(ZeroDivisionError, match="Weights sum to zero"):
        loopcraft.jit(composite_average)(np.ones((2, 2)), np.zeros((2, 2)))
    with pytest.raises(ValueError, match="incompatible dimensions for cross product"):
        loopcraft.jit(composite_cross)(np.ones(4), np.ones(4))
    with pytest.raises(ValueError, match="too small to calculate a numerical gradient"):
        loopcraft.jit(composite_gradient)(np.ones(1))
    with pytest.raises(ValueError, match="zero-size array to reduction operation maximum"):
        loopcraft.jit(composite_ptp)(np.ones((0, 3)))
    with pytest.raises(loopcraft.UnsupportedSyntaxError, match="mode='reflect' is not "
                       "supported"):
        loopcraft.jit(pad_bad_mode)(np.ones(3))
    with pytest.raises(loopcraft.UnsupportedSyntaxError, match="one integer number of repeats"):
        loopcraft.jit(repeat_array_counts)(np.ones(3), np.ones(3, dtype=np.int64))


# ============================================================================ loops per element


def poly_eval(p, x):
    return np.polyval(p, x), np.polyval(p, 1.5)


def conv_modes(a, v):
    return np.convolve(a, v), np.convolve(a, v, "same"), np.convolve(a, v, mode="valid")


def search_sides(a, v):
    return np.searchsorted(a, v), np.searchsorted(a, v, side="right"), np.searchsorted(a, 0.5)


def interp_ends(x, xp, fp):
    return np.interp(x, xp, fp), np.interp(x, xp, fp, left=-1.0, right=9.0), \
        np.interp(0.25, xp, fp)


def sorted_with_ties(r: np.random.Generator, n: int, dtype: Any = np.float64) -> np.ndarray:
    return np.sort(np.round(fa(r, n), 1)).astype(dtype)


LOOPS_PER_ELEMENT = [
    Case(poly_eval, lambda r: (fa(r, 4), fa(r, 3, 5))),
    Case(poly_eval, lambda r: (ia(r, 3), ia(r, 6))),  # integers stay integers
    Case(poly_eval, lambda r: (fa(r, 5, dtype=np.float32), fa(r, 7, dtype=np.float32))),
    Case(poly_eval, lambda r: (fa(r, 1), np.zeros(0))),
    Case(conv_modes, lambda r: (fa(r, 9), fa(r, 4))),
    Case(conv_modes, lambda r: (fa(r, 3), fa(r, 8))),  # v longer than a: NumPy swaps
    Case(conv_modes, lambda r: (ia(r, 5), ia(r, 5, dtype=np.int32))),
    Case(conv_modes, lambda r: (fa(r, 1, dtype=np.float32), fa(r, 6, dtype=np.float32))),
    Case(search_sides, lambda r: (sorted_with_ties(r, 30), np.round(fa(r, 4, 6), 1))),
    Case(search_sides, lambda r: (np.array([0.0, 1.0, np.nan, np.nan]),
                                  np.array([np.nan, 1.0, -5.0, 7.0]))),  # NaN sorts last
    Case(search_sides, lambda r: (ia(r, 0), ia(r, 5))),
    Case(search_sides, lambda r: (sorted_with_ties(r, 9, np.float32), ia(r, 8, lo=-2, hi=3))),
    Case(interp_ends, lambda r: (fa(r, 5, 4) * 1.5, sorted_with_ties(r, 12) + np.arange(
        12) * 1e-3, fa(r, 12))),
    Case(interp_ends, lambda r: (np.array([0.0, 1.0, 2.0, 3.0, -1.0]), np.array([0.0, 1.0, 2.0]),
                                 np.array([5.0, 6.0, 8.0]))),  # on the sample points
    Case(interp_ends, lambda r: (ia(r, 6, lo=-3, hi=4), np.array([-2, 0, 1, 3]),
                                 ia(r, 4, dtype=np.int32))),
    Case(interp_ends, lambda r: (fa(r, 3, dtype=np.float32), np.array([0.25]), np.array([3.0]))),
]


@pytest.mark.sample(every=2)
@pytest.mark.parametrize("case", _ids(LOOPS_PER_ELEMENT))
def test_loops_per_element(case: Case) -> None:
    check(case)


def test_loops_per_element_errors_are_numpys() -> None:
    with pytest.raises(ValueError, match="a cannot be empty"):
        loopcraft.jit(conv_modes)(np.zeros(0), np.ones(2))
    with pytest.raises(ValueError, match="v cannot be empty"):
        loopcraft.jit(conv_modes)(np.ones(2), np.zeros(0))
    with pytest.raises(ValueError, match="array of sample points is empty"):
        loopcraft.jit(interp_ends)(np.ones(2), np.zeros(0), np.zeros(0))
    with pytest.raises(ValueError, match="fp and xp are not of the same length"):
        loopcraft.jit(interp_ends)(np.ones(2), np.ones(3), np.ones(2))


def test_loops_per_element_large_inputs_run_in_parallel_correctly() -> None:
    """Enough elements for the parallel outer loop to start threads: the per-element
    search state must be private to each thread."""
    r = np.random.default_rng(7)
    a = np.sort(r.random(5000))
    v = r.random(400_000)
    got = loopcraft.jit(search_sides)(a, v)
    assert_same(got, search_sides(a, v))
    fp = r.random(5000)
    x = r.random(300_000) * 1.2 - 0.1
    assert_same(loopcraft.jit(interp_ends)(x, a, fp), interp_ends(x, a, fp))
