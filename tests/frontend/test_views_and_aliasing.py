"""Views and layouts, rebinding, temporaries, aliasing, arrays in control flow.

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

import numpy as np
import pytest

import loopcraft

from .harness import (
    I32,
    Case,
    _ids,
    _promo_ids,
    assert_same,
    check,
    fa,
    ia,
)

# ============================================================================ views, layouts


def view_write_through(A):
    v = A[1:-1, 1:-1]
    v[:] = 0.0
    row = A[0]
    row[1] = 9.0
    col = A[:, -1]
    col += 1.0


def view_of_view(a):
    v = a[1:]
    w = v[::2]
    w[:] = -1.0
    return a.sum()


def view_transposed_write(A):
    t = A.T
    t[0, 1] = 5.0
    t[2] = -3.0


def view_of_local(n):
    B = np.zeros((n, n))
    d = B[1:, 1:]
    d += 1.0
    return B


def view_sees_later_writes(a):
    v = a[::-1]
    a[0] = 100.0
    return v[-1]


def nc_reduce(A):
    return A.sum(axis=0), A.sum(axis=1), A * 2.0


def nc_write(A):
    A[:] = A * 2.0 + 1.0


def nc_loop_write(A):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            A[i, j] = i - j


def nc_matmul(A, B):
    return A @ B


VIEWS = [
    Case(view_write_through, lambda r: (fa(r, 4, 5),)),
    Case(view_of_view, lambda r: (fa(r, 9),)),
    Case(view_transposed_write, lambda r: (fa(r, 4, 3),)),
    Case(view_of_local, lambda r: (4,)),
    Case(view_sees_later_writes, lambda r: (fa(r, 5),)),
    # non-contiguous arguments: strided, transposed, reversed, inner-contiguous sub-blocks
    Case(nc_reduce, lambda r: (fa(r, 4, 6)[:, ::2],)),
    Case(nc_reduce, lambda r: (fa(r, 4, 6).T,)),
    Case(nc_reduce, lambda r: (fa(r, 4, 6)[::-1, ::-1],)),
    Case(nc_reduce, lambda r: (fa(r, 5, 6)[1:, 1:],)),
    Case(nc_reduce, lambda r: (np.broadcast_to(fa(r, 6), (4, 6)),)),  # read-only, stride 0
    Case(nc_reduce, lambda r: (np.broadcast_to(fa(r, 4, 1), (4, 6)),)),
    Case(nc_write, lambda r: (fa(r, 6, 9)[::2, ::3],)),
    Case(nc_write, lambda r: (fa(r, 4, 5).T,)),
    Case(nc_write, lambda r: (fa(r, 7)[::-1],)),
    Case(nc_loop_write, lambda r: (fa(r, 4, 6)[:, 1::2],)),
    Case(nc_matmul, lambda r: (fa(r, 4, 3).T, fa(r, 4, 10)[:, ::2])),
]


@pytest.mark.parametrize("case", _ids(VIEWS))
def test_views_and_layouts(case: Case) -> None:
    check(case)


# ============================================================================ rebinding


def rebind_astype_param(x):
    x = x.astype(np.float64)
    return x / 2


def rebind_mul_param(x):
    x = x * 0.5
    return x


def rebind_astype_local(n):
    y = np.arange(n)
    y = y.astype(np.float64)
    return y / 2


def rebind_reverse_param(x):
    x = x[::-1]
    return x * 1.0


def rebind_transpose_param(A):
    A = A.T
    return A[0] * 1.0, A[:, 1] * 1.0


def rebind_rows_param(A):
    A = A[1:, :]
    return A.sum(axis=0)


def rebind_view_then_write(a):
    a = a[1:]
    a[0] = 100.0


def rebind_in_loop(a, T):
    x = a
    for _ in range(T):
        x = x[::-1] * 0.5 + x
    return x


REBINDING = [
    Case(rebind_astype_param, lambda r: (ia(r, 5, dtype=I32),)),
    Case(rebind_mul_param, lambda r: (ia(r, 5, dtype=I32),)),
    Case(rebind_mul_param, lambda r: (fa(r, 5),)),
    Case(rebind_astype_local, lambda r: (4,)),
    Case(rebind_reverse_param, lambda r: (fa(r, 5),)),
    Case(rebind_transpose_param, lambda r: (fa(r, 3, 4),)),
    Case(rebind_rows_param, lambda r: (fa(r, 3, 4),)),
    Case(rebind_view_then_write, lambda r: (fa(r, 4),)),
    Case(rebind_in_loop, lambda r: (fa(r, 6), 3)),
]


@pytest.mark.parametrize("case", _promo_ids(REBINDING))
def test_rebinding(case: Case) -> None:
    """A name (parameter or local) rebound to a different array, view or dtype: Python semantics."""
    check(case)


# ============================================================================ temporaries
# Loop temporaries may reuse released buffers: whatever is still referenced (a view, a tuple
# element, a swapped name) must keep its values.


def temp_view_kept(a, T):
    keep = a * 1.0
    for t in range(T):
        tmp = a * t
        if t == 1:
            keep = tmp[1:]
    return keep


def temp_first_and_last(a, T):
    first = a * 0.0
    last = a * 0.0
    for t in range(T):
        tmp = a + t
        if t == 0:
            first = tmp
        last = tmp
    return first, last


def temp_rotation(a, T):
    x = a * 1.0
    y = a * 2.0
    for _ in range(T):
        z = x + y
        x = y
        y = z
    return x, y


TEMPORARIES = [
    Case(temp_view_kept, lambda r: (fa(r, 5), 4)),
    Case(temp_first_and_last, lambda r: (fa(r, 5), 5)),
    Case(temp_rotation, lambda r: (fa(r, 5), 6)),
]


@pytest.mark.parametrize("case", _ids(TEMPORARIES))
def test_temporaries(case: Case) -> None:
    check(case)
    f = loopcraft.jit(case.func)
    results = [f(*case.make(np.random.default_rng(k))) for k in range(20)]
    for k, got in enumerate(results):  # earlier results are not overwritten by later calls
        assert_same(got, case.func(*case.make(np.random.default_rng(k))), f"call {k}")


# ============================================================================ aliasing


def alias_store(x, y):
    x[:] = y + 1.0


def alias_inplace_add(x, y):
    x += y


def self_overlap_reversed(a):
    a += a[::-1]


def self_transpose_store(A):
    A[:] = A.T


def _overlapping(r: np.random.Generator) -> tuple:
    base = fa(r, 9)
    return base[1:], base[:-1]


def _same_array(r: np.random.Generator) -> tuple:
    base = fa(r, 6)
    return base, base


ALIASING = [
    Case(alias_store, _overlapping),
    Case(alias_inplace_add, _overlapping),
    Case(alias_store, _same_array),
    Case(alias_inplace_add, _same_array),
    Case(self_overlap_reversed, lambda r: (fa(r, 7),)),
    Case(self_transpose_store, lambda r: (fa(r, 4, 4),)),
]


@pytest.mark.parametrize("case", _ids(ALIASING))
def test_aliasing(case: Case) -> None:
    """Arguments that overlap each other or themselves: NumPy reads the right side first."""
    check(case)


# ======================================================================= arrays in control flow


def branch_arrays(a, flag):
    if flag > 0:
        x = a * 2.0
    else:
        x = a[::-1] * 1.0
    return x + 1.0


def branch_view_or_new(a, flag):
    if flag > 0:
        x = a[1:]
    else:
        x = a[:-1] * 2.0
    x[0] = -5.0
    return x * 1.0


def loop_accumulate_array(a, T):
    acc = np.zeros_like(a)
    for k in range(T):
        acc = acc + a * k
    return acc


def loop_shrinking_array(a, T):
    x = a
    for _ in range(T):
        x = x[1:] + x[:-1]
    return x


def while_array_update(a):
    x = a.copy()
    it = 0
    while np.max(np.abs(x)) > 0.01:
        x = x * 0.5
        it += 1
    return x, it


ARRAY_CONTROL = [
    Case(branch_arrays, lambda r: (fa(r, 5), 1)),
    Case(branch_arrays, lambda r: (fa(r, 5), -1)),
    Case(branch_view_or_new, lambda r: (fa(r, 5), 1)),
    Case(branch_view_or_new, lambda r: (fa(r, 5), -1)),
    Case(loop_accumulate_array, lambda r: (fa(r, 5), 4)),
    Case(loop_shrinking_array, lambda r: (fa(r, 8), 3)),
    Case(while_array_update, lambda r: (fa(r, 6),)),
]


@pytest.mark.parametrize("case", _ids(ARRAY_CONTROL))
def test_arrays_in_control_flow(case: Case) -> None:
    check(case)
