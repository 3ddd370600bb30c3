"""Control flow: range loops, while, if/elif/else, break/continue, returns.

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

import numpy as np
import pytest

from .harness import (
    Case,
    _ids,
    check,
    fa,
    ia,
)

# ============================================================================ control flow


def range_forms(n):
    s = 0
    for i in range(n):
        s += i
    for i in range(2, n):
        s += 10 * i
    for i in range(1, n, 3):
        s += 100 * i
    for i in range(n - 1, -1, -1):
        s = s * 3 + i
    for i in range(n, 0, -2):
        s = s * 7 - i
    for _ in range(5, 2):
        s += 1000
    for _ in range(2, 5, -1):
        s += 1000
    return s


def range_runtime_bounds(a, start, stop, step):
    out = np.zeros(a.shape[0])
    k = 0
    for i in range(start, stop, step):
        out[k] = a[i]
        k += 1
    return out, k


def range_backward_prefix(a):
    out = np.empty_like(a)
    acc = 0.0
    for i in range(a.shape[0] - 1, -1, -1):
        acc += a[i]
        out[i] = acc
    return out


def range_loop_var_in_bounds(n):
    total = 0
    for i in range(n):
        for j in range(i, n, 2):
            for k in range(j, i - 1, -1):
                total += i * 100 + j * 10 + k
    return total


def loop_var_after_break(a, x):
    for i in range(a.shape[0]):
        if a[i] > x:
            break
    return i


def loop_var_shadows_earlier_value(a, i):
    s = 0.0
    for i in range(3):
        s += a[i]
    return s, i


def loop_var_shadows_local(a):
    k = 7
    for k in range(a.shape[0] - 1, 0, -2):
        a[k] = 0.0
    return k


def while_collatz(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


def while_escape(cr, ci, maxit):
    out = np.zeros(cr.shape[0], dtype=np.int64)
    for k in range(cr.shape[0]):
        zr = 0.0
        zi = 0.0
        it = 0
        while zr * zr + zi * zi < 4.0 and it < maxit:
            zr, zi = zr * zr - zi * zi + cr[k], 2.0 * zr * zi + ci[k]
            it += 1
        out[k] = it
    return out


def while_true_break(a):
    i = 0
    while True:
        if a[i] > 1.0:
            break
        i += 1
        if i == len(a):
            break
    return i


def if_elif_else(a):
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        if a[i] < -1.0:
            out[i] = -1.0
        elif a[i] < 0.0:
            out[i] = 0.0
        elif a[i] < 1.0:
            out[i] = a[i]
        else:
            out[i] = 1.0 + a[i]
    return out


def scalar_logic(x, y):
    r = 0
    if x > 0 and y > 0:
        r += 1
    if x > 0 or y > 0:
        r += 10
    if not x > y:
        r += 100
    if 0 < x < y:
        r += 1000
    if x != y and (x >= 0 or not y <= 0):
        r += 10000
    return r


def break_continue(a):
    s = 0.0
    count = 0
    for i in range(a.shape[0]):
        if a[i] < 0.0:
            continue
        if a[i] > 1.5:
            break
        s += a[i]
        count += 1
    return s, count


def break_inner_only(A):
    count = 0
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            if A[i, j] < 0.0:
                break
            count += 1
    return count


def early_return_in_loop(a, x):
    for i in range(a.shape[0]):
        if a[i] == x:
            return i
    return -1


def early_return_in_nested_loop(A, x):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            if A[i, j] > x:
                return i, j
    return -1, -1


def early_return_array(a, flag):
    if flag:
        return a * 2.0
    return a + 1.0


def ifexp_array_branches(A, x, flag):
    return (A @ x) if flag else x * 1.0


def ifexp_untaken_branch_shapes(a, n):
    return a[:n] + a[1:n + 1] if n > 100 else a * 2.0


def ifexp_constant_condition(A):
    return np.einsum("ii->", A) if False else A.sum()


def return_scalar(a):
    return a[0] * 2.0 + a[-1]


def return_mixed_tuple(a):
    return a.sum(), a * 2, a.shape[0]


def return_many(a):
    return (a + 1, a + 2, a + 3, a + 4, a + 5, a + 6, a + 7, a + 8, a + 9, a + 10, a + 11,
            a + 12, a[0], a[1], a[2], a[0] + 1, a[1] + 1, a[2] + 1, a[0] + 2, a[1] + 2,
            a[2] + 2, a[0] + 3, a[1] + 3, a[2] + 3)


def return_none(a):
    a[0] = 1.0


def return_bare(a):
    if a[0] > 0.0:
        a[0] = 0.0
        return
    a[1] = 0.0


CONTROL = [
    Case(range_forms, lambda r: (10,)),
    Case(range_runtime_bounds, lambda r: (fa(r, 10), 1, 10, 3)),
    Case(range_runtime_bounds, lambda r: (fa(r, 10), 9, -1, -2)),
    Case(range_runtime_bounds, lambda r: (fa(r, 10), 3, 3, 1)),
    Case(range_runtime_bounds, lambda r: (fa(r, 10), 2, 7, -1)),
    Case(range_backward_prefix, lambda r: (fa(r, 9),)),
    Case(range_loop_var_in_bounds, lambda r: (6,)),
    Case(loop_var_after_break, lambda r: (np.array([0.0, 1.0, 3.0, 0.5, 4.0]), 2.0)),
    Case(loop_var_after_break, lambda r: (np.array([0.0, 1.0, 3.0, 0.5, 4.0]), 9.0)),
    Case(loop_var_shadows_earlier_value, lambda r: (fa(r, 4), 7)),
    Case(loop_var_shadows_local, lambda r: (fa(r, 6),)),
    Case(while_collatz, lambda r: (27,)),
    Case(while_escape, lambda r: (fa(r, 12), fa(r, 12), 50)),
    Case(while_true_break, lambda r: (fa(r, 9),)),
    Case(while_true_break, lambda r: (np.zeros(5),)),
    Case(if_elif_else, lambda r: (fa(r, 20),)),
    Case(scalar_logic, lambda r: (1.0, 2.0)),
    Case(scalar_logic, lambda r: (-1.0, 2.0)),
    Case(scalar_logic, lambda r: (3.0, -2.0)),
    Case(break_continue, lambda r: (fa(r, 30),)),
    Case(break_inner_only, lambda r: (fa(r, 6, 5),)),
    Case(early_return_in_loop, lambda r: (ia(r, 8, lo=0, hi=5), 3)),
    Case(early_return_in_loop, lambda r: (ia(r, 8, lo=0, hi=5), 7)),
    Case(early_return_in_nested_loop, lambda r: (fa(r, 4, 5), 1.5)),
    Case(early_return_in_nested_loop, lambda r: (fa(r, 4, 5), 5.0)),
    Case(early_return_array, lambda r: (fa(r, 4), True)),
    Case(early_return_array, lambda r: (fa(r, 4), False)),
    Case(ifexp_array_branches, lambda r: (fa(r, 4, 5), fa(r, 4), False)),
    Case(ifexp_array_branches, lambda r: (fa(r, 3, 3), fa(r, 3), True)),
    Case(ifexp_untaken_branch_shapes, lambda r: (fa(r, 4), 4)),
    Case(ifexp_constant_condition, lambda r: (fa(r, 2, 3),)),
    Case(return_scalar, lambda r: (fa(r, 5),)),
    Case(return_mixed_tuple, lambda r: (fa(r, 5),)),
    Case(return_many, lambda r: (fa(r, 3, 3),)),
    Case(return_none, lambda r: (fa(r, 3),)),
    Case(return_bare, lambda r: (np.array([1.0, 2.0, 3.0]),)),
    Case(return_bare, lambda r: (np.array([-1.0, 2.0, 3.0]),)),
]


@pytest.mark.sample(every=2)
@pytest.mark.parametrize("case", _ids(CONTROL))
def test_control_flow(case: Case) -> None:
    check(case)
