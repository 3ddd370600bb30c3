"""Broadcasting, slicing and indexing, integer-array indexing, masked stores and reads.

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

import numpy as np
import pytest

import loopcraft
from loopcraft.frontend.python.lower import ArgSpec, lower_function
from loopcraft.ir.printer import format_program

from .harness import (
    I32,
    Case,
    _ids,
    check,
    fa,
    ia,
    pos,
)

# ============================================================================ broadcasting


def bc_pairwise(x):
    return x[:, None] - x[None, :]


def bc_row_and_column(A, row, col):
    return A + row - col[:, None]


def bc_3d(a, b):
    return a * b


def bc_keepdims_normalize(A):
    return A / A.sum(axis=1, keepdims=True)


def bc_nbody(pos3, m):
    dx = pos3[None, :, :] - pos3[:, None, :]
    r2 = (dx ** 2).sum(axis=2) + 0.01
    inv = m[None, :] / r2 ** 1.5
    return (dx * inv[:, :, None]).sum(axis=1)


def bc_runtime_size_one(a, b):
    return a + b


def bc_unit_slices(A, j):
    return A - A[:, 0:1], A * A[1:2, :], A[:, j:j + 1] + A[0], np.maximum(A[:, -1:], A[-1])


def unit_slices_may_be_empty(a, A, j):
    return a[4:5] * 2.0, A[:, j:j + 1] * 1.0, A[j:j + 1] + 1.0, a[-1:] * 1.0


def bc_mismatch_free_scalar(a):
    return 2.0 - a[None, :] * 3


BROADCAST = [
    Case(bc_pairwise, lambda r: (fa(r, 5),)),
    Case(bc_row_and_column, lambda r: (fa(r, 4, 3), fa(r, 3), fa(r, 4))),
    Case(bc_3d, lambda r: (fa(r, 2, 1, 4), fa(r, 3, 1))),
    Case(bc_keepdims_normalize, lambda r: (pos(r, 3, 4),)),
    Case(bc_nbody, lambda r: (fa(r, 6, 3), pos(r, 6))),
    Case(bc_runtime_size_one, lambda r: (fa(r, 4, 3), fa(r, 1, 3))),
    Case(bc_runtime_size_one, lambda r: (fa(r, 4, 1), fa(r, 4, 3))),
    Case(bc_mismatch_free_scalar, lambda r: (fa(r, 4),)),
    Case(bc_unit_slices, lambda r: (fa(r, 3, 4), 2)),
    Case(unit_slices_may_be_empty, lambda r: (fa(r, 3), fa(r, 2, 3), 5)),
    Case(unit_slices_may_be_empty, lambda r: (fa(r, 6), fa(r, 2, 3), 1)),
    Case(unit_slices_may_be_empty, lambda r: (np.zeros(0), fa(r, 2, 3), 2)),
]


@pytest.mark.sample(every=2)
@pytest.mark.parametrize("case", _ids(BROADCAST))
def test_broadcasting(case: Case) -> None:
    check(case)


# ============================================================================ slicing, indexing


def slc_reverse(a):
    return a[::-1]


def slc_odd(a):
    return a[1::2]


def slc_tail(a):
    return a[-3:]


def slc_forms(a):
    return (a[:-2] + a[2:], a[::3], a[5:1:-1], a[-1:-6:-2], a[2:100], a[-100:3], a[::-2],
            a[:], a[4:2])


def slc_2d(A):
    return A[::-1, 1:], A[:, ::2], A[1:3, -2:], A[-1, ::-1], A[:, 1], A[2], A[::2, ::-2]


def slc_negative_step_out_of_range(a):
    return a[5::-1], a[5:0:-1], a[10::-2], a[-9:2:-1], a[2:-9:-1], a[:-10:-1]


def slc_runtime_bounds(a, i, j):
    return a[i:j]


def slc_runtime_start(a, i):
    return a[i:] * 1.0, a[:i] * 1.0


def idx_negative_constant(a, A):
    return a[-1], A[-1, -2], A[-2] * 1.0


def idx_runtime(a, i):
    return a[i]


def idx_loop_negative_offset(a):
    out = np.zeros_like(a)
    for i in range(a.shape[0]):
        out[i] = a[i - 1]  # i - 1 == -1 wraps to the last element
    return out


def idx_loop_reversed(a):
    out = np.zeros_like(a)
    for k in range(1, a.shape[0]):
        for i in range(k):
            out[k] += a[k - i - 1] * a[i]  # i < k: never negative
    return out


def idx_loop_reversed_past_zero(a):
    out = np.zeros_like(a)
    for k in range(a.shape[0]):
        for i in range(k + 2):
            out[k] += a[k - i] * (i + 1)  # i = k + 1 reads a[-1]
    return out


SLICING = [
    Case(slc_reverse, lambda r: (fa(r, 7),)),
    Case(slc_odd, lambda r: (fa(r, 7),)),
    Case(slc_tail, lambda r: (fa(r, 7),)),
    Case(slc_forms, lambda r: (fa(r, 9),)),
    Case(slc_2d, lambda r: (fa(r, 5, 6),)),
    Case(slc_negative_step_out_of_range, lambda r: (fa(r, 4),)),
    Case(slc_runtime_bounds, lambda r: (fa(r, 8), 1, 4)),
    Case(slc_runtime_bounds, lambda r: (fa(r, 8), -3, 100)),
    Case(slc_runtime_bounds, lambda r: (fa(r, 8), -100, -2)),
    Case(slc_runtime_bounds, lambda r: (fa(r, 8), 5, 2)),
    Case(slc_runtime_start, lambda r: (fa(r, 8), 3)),
    Case(slc_runtime_start, lambda r: (fa(r, 8), -3)),
    Case(idx_negative_constant, lambda r: (fa(r, 5), fa(r, 3, 4))),
    Case(idx_runtime, lambda r: (fa(r, 5), 2)),
    Case(idx_runtime, lambda r: (fa(r, 5), -1)),
    Case(idx_loop_negative_offset, lambda r: (fa(r, 5),)),
    Case(idx_loop_reversed, lambda r: (fa(r, 9),)),
    Case(idx_loop_reversed_past_zero, lambda r: (fa(r, 9),)),
]


def test_an_index_the_loop_bounds_keep_non_negative_does_not_wrap() -> None:
    """``a[k - i - 1]`` inside ``for i in range(k)`` is at least 0: no wrap-around select,
    which would keep gcc from vectorizing; ``a[k - i]`` for ``i`` up to ``k + 1`` keeps it."""
    a = np.zeros(9)
    text = loopcraft.ir.format_program(loopcraft.jit(idx_loop_reversed).lowered(a))
    assert "a[k - i - 1]" in text and "select" not in text
    text = loopcraft.ir.format_program(loopcraft.jit(idx_loop_reversed_past_zero).lowered(a))
    assert "select(k - i < 0" in text


@pytest.mark.parametrize("case", _ids(SLICING))
def test_slicing_and_indexing(case: Case) -> None:
    check(case)


def fancy_read(x, idx):
    return x[idx]


def fancy_rows(A, idx):
    return A[idx]


def fancy_in_expression(x, idx):
    return x[idx] * 2.0 + x[idx[::-1]]


def fancy_gather_loop(x, idx):
    out = np.empty(idx.shape[0])
    for i in range(idx.shape[0]):
        out[i] = x[idx[i]]
    return out


def scatter_histogram(idx, nbins):
    hist = np.zeros(nbins, dtype=np.int64)
    for i in range(idx.shape[0]):
        hist[idx[i]] += 1
    return hist


def scatter_weights(idx, w, n):
    out = np.zeros(n)
    for i in range(idx.shape[0]):
        out[idx[i]] += w[i]
    return out


INTEGER_ARRAYS = [
    Case(fancy_read, lambda r: (fa(r, 6), ia(r, 10, lo=0, hi=6))),
    Case(fancy_read, lambda r: (fa(r, 6), ia(r, 10, lo=0, hi=6, dtype=I32))),
    Case(fancy_read, lambda r: (fa(r, 6), ia(r, 10, lo=-6, hi=6))),
    Case(fancy_rows, lambda r: (fa(r, 5, 3), ia(r, 4, lo=0, hi=5))),
    Case(fancy_in_expression, lambda r: (fa(r, 6), ia(r, 7, lo=0, hi=6))),
    Case(fancy_gather_loop, lambda r: (fa(r, 6), ia(r, 7, lo=0, hi=6))),
    Case(scatter_histogram, lambda r: (ia(r, 50, lo=0, hi=8), 8)),
    Case(scatter_histogram, lambda r: (ia(r, 50, lo=0, hi=8, dtype=I32), 8)),
    Case(scatter_weights, lambda r: (ia(r, 30, lo=0, hi=5), fa(r, 30), 5)),
]


@pytest.mark.parametrize("case", _ids(INTEGER_ARRAYS))
def test_integer_array_indexing(case: Case) -> None:
    check(case)


# ============================================================================ masked stores


def mask_set_scalar(a):
    a[a > 0.5] = 0.0
    return a


def mask_update_2d(a, b):
    a[b < 0.3] += 1.0
    a[(a > 0.9) & (b > 0.1)] *= 2.0


def mask_same_mask_copy(a, b):
    m = a > b
    a[m] = b[m]


def mask_written_twice(a, b):
    a[a > 0.4] -= b[a > 0.4]


def mask_int_floordiv(y, x):
    y[x > 0] //= x[x > 0]


def mask_reads_other_elements(a):
    a[a[::-1] > 0.5] = 7.0  # the mask is read in full before the store (NumPy's order)


def mask_float_into_int(h, v):
    h[v > 0] = 2.7  # NumPy's setitem casts unsafely: 2


def mask_ufunc_of_selections(a, b, c):
    m = b > 0.2
    a[m] = np.sqrt(b[m]) * 2.0 + np.maximum(c[m], 0.5)
    a[c > 0.7] += np.exp(-c[c > 0.7])


def mask_ufunc_of_a_reversed_selection(a, b):
    a[a > 0.5] = np.hypot(b[a > 0.5][::-1], a[a > 0.5])  # not elementwise: compacted


def mask_ufunc_reduced(a, b):
    return np.sum(np.abs(a[b > 0.3] - 0.5)), np.max(np.minimum(a[b > 0.3], b[b > 0.3]))


MASKS = [
    Case(mask_ufunc_of_selections, lambda r: (fa(r, 6, 9), fa(r, 6, 9), fa(r, 6, 9))),
    Case(mask_ufunc_of_a_reversed_selection, lambda r: (fa(r, 50), fa(r, 50))),
    Case(mask_ufunc_reduced, lambda r: (fa(r, 40), fa(r, 40))),
    Case(mask_set_scalar, lambda r: (fa(r, 37),)),
    Case(mask_set_scalar, lambda r: (fa(r, 4, 9, 3),)),
    Case(mask_update_2d, lambda r: (fa(r, 6, 11), fa(r, 6, 11))),
    Case(mask_same_mask_copy, lambda r: (fa(r, 5, 7), fa(r, 5, 7))),
    Case(mask_written_twice, lambda r: (fa(r, 40), fa(r, 40))),
    Case(mask_int_floordiv, lambda r: (ia(r, 50, lo=-20, hi=20), ia(r, 50, lo=0, hi=10))),
    Case(mask_reads_other_elements, lambda r: (fa(r, 33),)),
    Case(mask_float_into_int, lambda r: (ia(r, 20, lo=0, hi=9), fa(r, 20) - 0.5)),
]


@pytest.mark.parametrize("case", _ids(MASKS))
def test_masked_stores(case: Case) -> None:
    check(case)


def masked_sum(a):
    return np.sum(a[a > 0.5]), a[a < 0.2].sum()


def masked_stats(a, b):
    return a[b < 0.3].mean(), np.max(a[b < 0.3]), np.min(a[b > 0.1]), np.nansum(a[b > 0.5])


def masked_counts(a):
    return len(a[a > 0.2]), a[a > 0.9].size


def masked_int(x):
    return x[x % 2 == 0].sum(), np.prod(x[x > 5]), np.any(x[x > 8]), np.all(x[x < 3])


MASKED_READS = [
    Case(masked_sum, lambda r: (fa(r, 100),)),
    Case(masked_sum, lambda r: (fa(r, 7, 9, dtype=np.float32),)),
    Case(masked_stats, lambda r: (fa(r, 4, 5), fa(r, 4, 5))),
    Case(masked_counts, lambda r: (fa(r, 3, 11),), check_dtype=False),  # len(): a Python int
    Case(masked_int, lambda r: (ia(r, 30, lo=0, hi=10),)),
]


@pytest.mark.parametrize("case", _ids(MASKED_READS))
def test_masked_reductions(case: Case) -> None:
    check(case)


def test_ufunc_of_selections_through_one_mask_is_one_parallel_loop() -> None:
    """``a[m] = np.sqrt(b[m]) * 2 + np.maximum(c[m], 0.5)`` computes where ``m`` holds (issue
    21's hole: it compacted three selections and expanded, each a serial loop)."""
    spec = ArgSpec("array", "float64", 2, "C")
    text = format_program(lower_function(mask_ufunc_of_selections, (spec, spec, spec)))
    assert "_select_d" not in text and "_pos" not in text, text
    assert text.count("parallel(") == 3, text  # m, and the two masked stores


def test_masked_max_of_nothing_raises_like_numpy() -> None:
    def none_selected(a):
        return np.max(a[a > 2.0])

    with pytest.raises(ValueError, match="zero-size array to reduction operation maximum"):
        loopcraft.jit(none_selected)(np.random.default_rng(0).random(10))


def test_masked_store_shape_mismatch_is_numpys_index_error() -> None:
    f = loopcraft.jit(mask_update_2d)
    with pytest.raises(IndexError, match="boolean index did not match"):
        f(np.zeros((3, 4)), np.zeros((3, 5)))
