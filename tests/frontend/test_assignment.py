"""Assignment, augmented assignment and tuple assignment.

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

import numpy as np
import pytest

from .harness import (
    Case,
    check,
    fa,
    ia,
    params,
)

# ============================================================================ assignment


def assign_names(a, b):
    t = a + b
    u = t * 2.0
    t = u - a  # rebinding an array name to a new array
    return t, u


def assign_elements(n):
    out = np.zeros((n, n + 1))
    for i in range(n):
        for j in range(n + 1):
            out[i, j] = i * 10 + j
    return out


def assign_full_slice(C, A, B):
    C[:] = A + B


def assign_interior(B, A):
    B[1:-1, 1:-1] = 0.25 * (A[:-2, 1:-1] + A[2:, 1:-1] + A[1:-1, :-2] + A[1:-1, 2:])


def assign_scalar_to_slices(a, A):
    a[2:5] = 7.0
    a[-2:] = -1.0
    A[1] = 3.0
    A[:, -1] = 4.0


def assign_broadcast_into_slice(A, v):
    A[1:, :] = v
    A[0, :] = v * 2.0
    A[:, 0] = 0.5


def assign_column_slices(A, c):
    A[:, 0] = c
    A[:, 1:3] = c[:, None]


def assign_overlap_shift(a):
    a[1:] = a[:-1]


def assign_overlap_reverse(a):
    a[:] = a[::-1]


def assign_overlap_2d(A):
    A[1:, :] = A[:-1, :] + 1.0


def assign_multiple_targets(a):
    b = c = a * 2.0
    b[0] = 1.0  # b and c are the same array
    return b, c


def assign_float_into_int(a):
    out = np.zeros(a.shape[0], dtype=np.int64)
    for i in range(a.shape[0]):
        out[i] = a[i] * 1.5  # NumPy truncates toward zero on the store
    return out


def assign_int_into_float_slice(a, k):
    a[:] = k


ASSIGNMENT = [
    Case(assign_names, lambda r: (fa(r, 7), fa(r, 7))),
    Case(assign_elements, lambda r: (4,)),
    Case(assign_full_slice, lambda r: (np.zeros((3, 4)), fa(r, 3, 4), fa(r, 3, 4))),
    Case(assign_interior, lambda r: (np.zeros((6, 7)), fa(r, 6, 7))),
    Case(assign_scalar_to_slices, lambda r: (fa(r, 9), fa(r, 3, 4))),
    Case(assign_broadcast_into_slice, lambda r: (fa(r, 4, 5), fa(r, 5))),
    Case(assign_column_slices, lambda r: (fa(r, 4, 5), fa(r, 4))),
    Case(assign_overlap_shift, lambda r: (fa(r, 8),)),
    Case(assign_overlap_reverse, lambda r: (fa(r, 7),)),
    Case(assign_overlap_2d, lambda r: (fa(r, 5, 3),)),
    Case(assign_multiple_targets, lambda r: (fa(r, 5),)),
    Case(assign_float_into_int, lambda r: (fa(r, 9),)),
    Case(assign_int_into_float_slice, lambda r: (fa(r, 4), 3)),
]


@pytest.mark.sample(every=2)
@pytest.mark.parametrize("case", params(*ASSIGNMENT))
def test_assignment(case: Case) -> None:
    check(case)


# ============================================================================ augmented


def aug_scalars(a):
    s = 0.0
    p = 1.0
    k = 100
    for i in range(a.shape[0]):
        s += a[i]
        p *= 1.0 + a[i] * 0.1
        k -= 3
    s /= 2.0
    s -= 1.0
    k //= 7
    k %= 5
    k **= 2
    return s, p, k


def aug_int_scalar_becomes_float(n):
    x = 1
    for _ in range(n):
        x += 0.5
    return x


def aug_elements(a, A):
    for i in range(a.shape[0]):
        a[i] += 1.0
        a[i] *= 2.0
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            A[i, j] -= i * j
            A[i, j] /= 2.0


def aug_slices(a, b):
    a[1:-1] += b[:-2]
    a[::2] *= 3.0
    a[-2:] -= 1.0


def aug_slice_overlap(a):
    a[1:] += a[:-1]


def aug_inplace_arrays(a, b):
    a += b
    a *= 2.0
    a -= b * b
    a /= 4.0


def aug_through_alias(a):
    c = a
    c += 1.0  # c is a: the caller's array changes
    return c.sum()


def aug_new_array_is_not_alias(a):
    b = a * 1.0
    b += 1.0
    return b


def aug_int_arrays(a):
    a += 3
    a //= 2
    a %= 5
    a *= -1


def aug_broadcast(A, v):
    A += v
    A[:, 0] *= 2.0
    A[1:, :] -= A[:-1, :]


AUGMENTED = [
    Case(aug_scalars, lambda r: (fa(r, 6),)),
    Case(aug_int_scalar_becomes_float, lambda r: (5,)),
    Case(aug_elements, lambda r: (fa(r, 5), fa(r, 3, 4))),
    Case(aug_slices, lambda r: (fa(r, 9), fa(r, 9))),
    Case(aug_slice_overlap, lambda r: (fa(r, 8),)),
    Case(aug_inplace_arrays, lambda r: (fa(r, 3, 4), fa(r, 3, 4))),
    Case(aug_through_alias, lambda r: (fa(r, 6),)),
    Case(aug_new_array_is_not_alias, lambda r: (fa(r, 6),)),
    Case(aug_int_arrays, lambda r: (ia(r, 10),)),
    Case(aug_broadcast, lambda r: (fa(r, 4, 3), fa(r, 3))),
]


@pytest.mark.sample(every=2)
@pytest.mark.parametrize("case", params(*AUGMENTED))
def test_augmented_assignment(case: Case) -> None:
    check(case)


# ============================================================================ tuples


def tuple_scalar_swap(x, y):
    x, y = y, x
    return x, y


def tuple_rotate(a, b, c):
    a, b, c = c, a, b
    return a, b, c


def tuple_fibonacci(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def tuple_unpack_shape(A):
    n, m = A.shape
    return n * 10 + m


def tuple_array_swap(a, b):
    a, b = b, a
    return a - 2.0 * b


def jacobi_1d_swap(A, T):
    B = A.copy()
    for _ in range(T):
        B[1:-1] = (A[:-2] + A[1:-1] + A[2:]) / 3.0
        A, B = B, A
    return A


def jacobi_2d_swap(A, B, T):
    for _ in range(T):
        B[1:-1, 1:-1] = 0.2 * (A[1:-1, 1:-1] + A[:-2, 1:-1] + A[2:, 1:-1]
                               + A[1:-1, :-2] + A[1:-1, 2:])
        A, B = B, A
    return A, B


def _sum_and_max(x):
    return x.sum(), x.max()


def tuple_from_helper(x):
    s, m = _sum_and_max(x)
    return s - m


TUPLES = [
    Case(tuple_scalar_swap, lambda r: (1.5, -2.0)),
    Case(tuple_rotate, lambda r: (1, 2, 3)),
    Case(tuple_fibonacci, lambda r: (20,)),
    Case(tuple_unpack_shape, lambda r: (fa(r, 3, 5),)),
    Case(tuple_array_swap, lambda r: (fa(r, 4), fa(r, 4))),
    Case(jacobi_1d_swap, lambda r: (fa(r, 10), 3)),
    Case(jacobi_1d_swap, lambda r: (fa(r, 10), 4)),
    Case(jacobi_2d_swap, lambda r: (fa(r, 6, 5), np.zeros((6, 5)), 3)),
    Case(tuple_from_helper, lambda r: (fa(r, 7),)),
]


@pytest.mark.parametrize("case", params(*TUPLES[:5]) + params(TUPLES[5], suffix="_odd")
                         + params(TUPLES[6], suffix="_even") + params(*TUPLES[7:]))
def test_tuple_assignment(case: Case) -> None:
    check(case)
