"""The supported language, feature by feature, checked against NumPy running the same function.

Every kernel below is plain NumPy-style Python. Each test builds the arguments twice from the same
seed, runs the function once under NumPy and once through ``loopcraft.jit``, and compares

* the return values (values, shapes and — where NumPy's dtype is well defined — dtypes), and
* every array argument afterwards (in-place writes must be visible to the caller, including
  writes through non-contiguous views, which are compared through their base arrays too).

Kernels live at module level because loopcraft compiles from source. They are grouped by
feature; each group is one parametrized test whose ids are the kernel names.
"""

from __future__ import annotations

import math
import os
import subprocess
import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import loopcraft

# ----------------------------------------------------------------------------- harness

#: Tolerances by result dtype. float64: loopcraft compiles with -O3 -march=native, so FMA
#: contraction and a different summation order may change the last bits (a few ulp, relative
#: 1e-15 per operation); 1e-11 leaves room for reductions over the small sizes used here.
#: float32: the same effects at 6e-8 per ulp, plus libm vs NumPy's SIMD transcendentals
#: (≤ 4 ulp); 2e-5 relative covers that with margin.
TOL = {
    np.dtype(np.float64): dict(rtol=1e-11, atol=1e-12),
    np.dtype(np.float32): dict(rtol=2e-5, atol=1e-6),
}


def fa(r: np.random.Generator, *shape: int, dtype: Any = np.float64) -> np.ndarray:
    """Random floats in [-2, 2)."""
    return (r.random(shape) * 4.0 - 2.0).astype(dtype)


def pos(r: np.random.Generator, *shape: int, dtype: Any = np.float64) -> np.ndarray:
    """Random floats in [0.1, 2.1)."""
    return (r.random(shape) * 2.0 + 0.1).astype(dtype)


def ia(r: np.random.Generator, *shape: int, lo: int = -9, hi: int = 10,
       dtype: Any = np.int64) -> np.ndarray:
    return r.integers(lo, hi, size=shape).astype(dtype)


def ba(r: np.random.Generator, *shape: int) -> np.ndarray:
    return r.random(shape) < 0.5


def assert_same(got: Any, exp: Any, where: str = "result", check_dtype: bool = True,
                tol: dict | None = None) -> None:
    """``got`` (loopcraft) equals ``exp`` (NumPy): structure, shape, dtype, values."""
    if isinstance(exp, tuple):
        assert isinstance(got, tuple), f"{where}: expected a tuple, got {type(got).__name__}"
        assert len(got) == len(exp), f"{where}: expected {len(exp)} values, got {len(got)}"
        for k, (g, e) in enumerate(zip(got, exp, strict=True)):
            assert_same(g, e, f"{where}[{k}]", check_dtype, tol)
        return
    if exp is None:
        assert got is None, f"{where}: expected None, got {got!r}"
        return
    assert got is not None, f"{where}: expected a value, got None"
    if isinstance(exp, np.ndarray) and exp.ndim > 0:
        assert isinstance(got, np.ndarray), f"{where}: expected an array, got {type(got)}"
    g, e = np.asarray(got), np.asarray(exp)
    assert g.shape == e.shape, f"{where}: shape {g.shape} != NumPy's {e.shape}"
    if check_dtype:
        assert g.dtype == e.dtype, f"{where}: dtype {g.dtype} != NumPy's {e.dtype}"
    if e.dtype.kind == "f" or g.dtype.kind == "f":
        t = tol or TOL.get(e.dtype, TOL[np.dtype(np.float32)])
        np.testing.assert_allclose(g, e, equal_nan=True, err_msg=where, **t)
    else:
        np.testing.assert_array_equal(g, e, err_msg=where)


@dataclass
class Case:
    func: Callable
    make: Callable[[np.random.Generator], tuple]
    ref: Callable | None = None  # reference when it differs from ``func`` itself
    check_dtype: bool = True
    tol: dict | None = None
    marks: list = field(default_factory=list)


def check(case: Case) -> None:
    args_np = case.make(np.random.default_rng(1234))
    args_lc = case.make(np.random.default_rng(1234))
    expected = (case.ref or case.func)(*args_np)
    got = loopcraft.jit(case.func)(*args_lc)
    assert_same(got, expected, check_dtype=case.check_dtype, tol=case.tol)
    for k, (a_np, a_lc) in enumerate(zip(args_np, args_lc, strict=True)):
        if isinstance(a_np, np.ndarray):
            assert_same(a_lc, a_np, f"argument {k} after the call", tol=case.tol)
            if a_np.base is not None and isinstance(a_np.base, np.ndarray):
                assert_same(a_lc.base, a_np.base, f"base of argument {k} after the call",
                            tol=case.tol)


def bind(fn: Callable) -> Callable[..., Callable[[np.random.Generator], tuple]]:
    """``bind(lambda dt, r: ...)(dt)``: an argument factory with ``dt`` fixed (loop-safe)."""

    def with_params(*ps: Any) -> Callable[[np.random.Generator], tuple]:
        return lambda r: fn(*ps, r)

    return with_params


def params(*cases: Case, suffix: str = "") -> list:
    return [pytest.param(c, id=c.func.__name__ + suffix, marks=c.marks) for c in cases]


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


def _ids(cases: list[Case]) -> list:
    seen: dict[str, int] = {}
    out = []
    for c in cases:
        n = seen.get(c.func.__name__, 0)
        seen[c.func.__name__] = n + 1
        out.append(pytest.param(c, id=f"{c.func.__name__}-{n}" if n else c.func.__name__,
                                marks=c.marks))
    return out


@pytest.mark.parametrize("case", _ids(CONTROL))
def test_control_flow(case: Case) -> None:
    check(case)


# ============================================================================ dtype promotion


def promo_mul_float(a):
    return a * 2.0


def promo_add_int(a):
    return a + 1


def promo_binary(a, b):
    return a + b, a * b, a - b, a > b


def promo_truediv(a, b):
    return a / b


def promo_floordiv_mod(a, b):
    return a // b, a % b


def promo_scalar_ints(x, y):
    return x / y, x // y, x % y, -x // y, -x % y, x * y


def promo_scalar_floats(x, y):
    return x // y, x % y, -x // y, -x % y, x / y


def promo_np_scalar(a, s):
    return a * s


def promo_bool_arith(a, b):
    return a + b, a * b, a & b, a | b, a ^ b, ~a, a * 1, a + 1.5


def promo_pow(a):
    return a ** 2, a ** 3


def promo_pow_float(a):
    return a ** 0.5, a ** 2.0


def promo_python_pow(n):
    return 2 ** n, n ** 2, 2.0 ** n


def promo_int_elements(a, b):
    out = np.empty(a.shape[0])
    for i in range(a.shape[0]):
        out[i] = a[i] / b[i] + a[i] // b[i] + a[i] % b[i]
    return out


def promo_unary_minus(a):
    return -a, +a, abs(-a)


def promo_weak_scalars_in_functions(a):
    return (np.where(a > 0, a, 0), np.where(a > 0, a, 0.5), np.maximum(a, 0), np.clip(a, 0, 5),
            np.minimum(a, 1.5), a // 2, a ** 2, abs(a), np.full_like(a, 3) + a)


def promo_compare_with_scalar(a, s):
    return a == s, a < s, a * s


F64, F32, I64, I32 = np.float64, np.float32, np.int64, np.int32


def _arr(dt: Any, r: np.random.Generator, *shape: int) -> np.ndarray:
    if dt is np.bool_:
        return ba(r, *shape)
    if np.dtype(dt).kind == "i":
        return ia(r, *shape, dtype=dt)
    return fa(r, *shape, dtype=dt)


def _nonzero_int(r: np.random.Generator, n: int, dt: Any) -> np.ndarray:
    v = ia(r, n, lo=1, hi=6, dtype=dt)
    return np.where(r.random(n) < 0.5, -v, v).astype(dt)


PROMOTION = [
    *[Case(promo_mul_float, bind(lambda dt, r: (_arr(dt, r, 6),))(dt))
      for dt in (F64, F32, I64, I32, np.bool_)],
    *[Case(promo_add_int, bind(lambda dt, r: (_arr(dt, r, 6),))(dt))
      for dt in (F64, F32, I64, I32, np.bool_)],
    *[Case(promo_binary, bind(lambda d1, d2, r: (_arr(d1, r, 6), _arr(d2, r, 6)))(d1, d2))
      for d1, d2 in [(I32, I64), (F32, F64), (I32, F32), (I64, F32), (np.bool_, I32),
                     (I32, I32), (F32, F32)]],
    *[Case(promo_truediv, bind(lambda d1, d2, r: (_arr(d1, r, 6),
                                                     _nonzero_int(r, 6, d2)))(d1, d2))
      for d1, d2 in [(I64, I64), (I32, I32), (F32, I32), (F64, I64), (I32, I64)]],
    *[Case(promo_floordiv_mod, bind(lambda d1, d2, r: (_arr(d1, r, 12),
                                                          _nonzero_int(r, 12, d2)))(d1, d2))
      for d1, d2 in [(I64, I64), (I32, I32), (F64, I64), (F32, I32)]],
    Case(promo_floordiv_mod, lambda r: (np.array([-7.5, 7.5, -7.5, 7.5, -0.5, 3.0]),
                                        np.array([2.0, -2.0, -2.0, 2.0, 2.0, -1.5]))),
    Case(promo_scalar_ints, lambda r: (7, 2)),
    Case(promo_scalar_ints, lambda r: (-7, 3)),
    Case(promo_scalar_ints, lambda r: (7, -3)),
    Case(promo_scalar_floats, lambda r: (7.5, 2.0)),
    Case(promo_scalar_floats, lambda r: (7.5, -2.0)),
    Case(promo_np_scalar, lambda r: (fa(r, 5, dtype=F32), np.float64(2.5))),
    Case(promo_np_scalar, lambda r: (fa(r, 5, dtype=F32), np.float32(2.5))),
    Case(promo_np_scalar, lambda r: (ia(r, 5, dtype=I32), np.int64(3))),
    Case(promo_np_scalar, lambda r: (ia(r, 5, dtype=I32), 3)),
    Case(promo_np_scalar, lambda r: (ia(r, 5, dtype=I32), 2.5)),
    Case(promo_np_scalar, lambda r: (fa(r, 5, dtype=F32), True)),
    Case(promo_bool_arith, lambda r: (ba(r, 8), ba(r, 8))),
    *[Case(promo_pow, bind(lambda dt, r: (_arr(dt, r, 7),))(dt))
      for dt in (F64, F32, I64, I32)],
    *[Case(promo_pow_float, bind(lambda dt, r: (np.abs(_arr(dt, r, 7)),))(dt))
      for dt in (F64, F32, I64)],
    Case(promo_python_pow, lambda r: (5,)),
    *[Case(promo_weak_scalars_in_functions, bind(lambda dt, r: (_arr(dt, r, 7),))(dt))
      for dt in (F64, F32, I64, I32)],
    # NEP 50: a Python float is weak (cast to float32), a NumPy float64 scalar is not
    Case(promo_compare_with_scalar, lambda r: (np.array([0.1, 0.2, 0.3], np.float32), 0.1)),
    Case(promo_compare_with_scalar, lambda r: (np.array([0.1, 0.2, 0.3], np.float32),
                                               np.float64(0.1))),
    Case(promo_compare_with_scalar, lambda r: (np.array([1, 2, 3], np.int32), 2)),
    Case(promo_compare_with_scalar, lambda r: (np.array([1, 2, 3], np.int32), 2.5)),
    Case(promo_int_elements, lambda r: (ia(r, 9), _nonzero_int(r, 9, I64))),
    *[Case(promo_unary_minus, bind(lambda dt, r: (_arr(dt, r, 5),))(dt))
      for dt in (F64, F32, I64, I32)],
]


def _promo_ids(cases: list[Case]) -> list:
    """Ids ``kernel[arg dtypes]`` (``-1``, ``-2``... for repeats), stable under reordering."""
    out = []
    seen: dict[str, int] = {}
    for c in cases:
        args = c.make(np.random.default_rng(0))
        sig = ",".join(a.dtype.name if isinstance(a, np.ndarray) else
                       (f"np.{a.dtype.name}" if isinstance(a, np.generic) else
                        f"{type(a).__name__}{a}") for a in args)
        name = f"{c.func.__name__}[{sig}]"
        n = seen.get(name, 0)
        seen[name] = n + 1
        out.append(pytest.param(c, id=f"{name}-{n}" if n else name, marks=c.marks))
    return out


@pytest.mark.parametrize("case", _promo_ids(PROMOTION))
def test_dtype_promotion(case: Case) -> None:
    check(case)


# ============================================================================ math functions


def np_exp(a):
    return np.exp(a)


def np_log(a):
    return np.log(a)


def np_log1p(a):
    return np.log1p(a)


def np_sqrt(a):
    return np.sqrt(a)


def np_abs(a):
    return np.abs(a), np.absolute(a)


def np_sin(a):
    return np.sin(a)


def np_cos(a):
    return np.cos(a)


def np_tan(a):
    return np.tan(a)


def np_arctan(a):
    return np.arctan(a)


def np_tanh(a):
    return np.tanh(a)


def np_floor_ceil(a):
    return np.floor(a), np.ceil(a)


def np_sign(a):
    return np.sign(a)


def np_arctan2(a, b):
    return np.arctan2(a, b)


def np_power(a, b):
    return np.power(a, b)


def np_maximum_minimum(a, b):
    return np.maximum(a, b), np.minimum(a, b)


def np_where(a, b):
    return np.where(a > b, a, b), np.where(a > 0, a, 0.0), np.where(a > 0, 1.0, -1.0)


def np_clip(a):
    return np.clip(a, -0.5, 0.75), np.clip(a, -1, 1)


def method_clip(a):
    return a.clip(-0.5, 0.75)


def np_isnan(a):
    return np.isnan(a), np.where(np.isnan(a), 0.0, a)


def math_module_scalars(a):
    out = np.empty((a.shape[0], 12))
    for i in range(a.shape[0]):
        x = a[i]
        out[i, 0] = math.exp(x)
        out[i, 1] = math.log(x)
        out[i, 2] = math.log1p(x)
        out[i, 3] = math.sqrt(x)
        out[i, 4] = math.sin(x)
        out[i, 5] = math.cos(x)
        out[i, 6] = math.tan(x)
        out[i, 7] = math.atan(x)
        out[i, 8] = math.atan2(x, 0.5)
        out[i, 9] = math.tanh(x)
        out[i, 10] = math.pow(x, 1.5)
        out[i, 11] = math.fabs(-x) + math.pi + math.e
    return out


def math_floor_ceil_int(x):
    return math.floor(x), math.ceil(x), math.floor(x) // 2


def np_funcs_on_scalars(x):
    return np.sqrt(x), np.exp(x), np.maximum(x, 0.5), np.abs(-x)


UNARY = [(np_exp, fa), (np_log, pos), (np_log1p, pos), (np_sqrt, pos), (np_abs, fa),
         (np_sin, fa), (np_cos, fa), (np_tan, fa), (np_arctan, fa), (np_tanh, fa),
         (np_floor_ceil, fa), (np_sign, fa), (np_clip, fa), (method_clip, fa)]


def _nan_array(r: np.random.Generator, n: int, dt: Any) -> np.ndarray:
    a = fa(r, n, dtype=dt)
    a[::3] = np.nan
    return a


MATHFUNCS = [
    *[Case(f, bind(lambda g, dt, r: (g(r, 9, dtype=dt),))(g, dt))
      for f, g in UNARY for dt in (F64, F32)],
    # integer inputs: float functions promote to float64, abs/sign keep the integer dtype
    *[Case(f, bind(lambda dt, r: (ia(r, 9, lo=1, hi=9, dtype=dt),))(dt))
      for f in (np_sqrt, np_exp, np_abs, np_sign) for dt in (I64, I32)],
    *[Case(f, bind(lambda dt, r: (fa(r, 9, dtype=dt), fa(r, 9, dtype=dt)))(dt))
      for f in (np_arctan2, np_maximum_minimum, np_where) for dt in (F64, F32)],
    Case(np_maximum_minimum, lambda r: (ia(r, 9, dtype=I32), ia(r, 9, dtype=I64))),
    Case(np_maximum_minimum, lambda r: (_nan_array(r, 9, F64), fa(r, 9))),
    Case(np_power, lambda r: (pos(r, 9), fa(r, 9))),
    Case(np_power, lambda r: (ia(r, 9, lo=-3, hi=4), ia(r, 9, lo=0, hi=5))),
    Case(np_isnan, lambda r: (_nan_array(r, 9, F64),)),
    Case(np_isnan, lambda r: (_nan_array(r, 9, F32),)),
    Case(math_module_scalars, lambda r: (pos(r, 6),)),
    Case(math_floor_ceil_int, lambda r: (-2.5,)),
    Case(math_floor_ceil_int, lambda r: (3.25,)),
    Case(np_funcs_on_scalars, lambda r: (2.25,)),
]


@pytest.mark.parametrize("case", _promo_ids(MATHFUNCS))
def test_math_functions(case: Case) -> None:
    check(case)


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


MASKS = [
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


def test_masked_max_of_nothing_raises_like_numpy() -> None:
    def none_selected(a):
        return np.max(a[a > 2.0])

    with pytest.raises(ValueError, match="zero-size array to reduction operation maximum"):
        loopcraft.jit(none_selected)(np.random.default_rng(0).random(10))


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


def test_masked_store_shape_mismatch_is_numpys_index_error() -> None:
    f = loopcraft.jit(mask_update_2d)
    with pytest.raises(IndexError, match="boolean index did not match"):
        f(np.zeros((3, 4)), np.zeros((3, 5)))


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


@pytest.mark.parametrize("case", _promo_ids(REDUCTIONS))
def test_reductions(case: Case) -> None:
    check(case)


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
    Case(mm_2d_2d, lambda r: (ia(r, 3, 5, dtype=I32), ia(r, 5, 4, dtype=I32))),
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


@pytest.mark.parametrize("case", _promo_ids(MATMUL))
def test_matmul(case: Case) -> None:
    check(case)


# ============================================================================ allocation


def alloc_basic(n):
    return (np.zeros(n), np.ones((n, 2)), np.full((2, n), 3.5), np.zeros(n, dtype=np.int32),
            np.ones(n, dtype=np.bool_), np.full(n, 7), np.zeros((2, n), dtype=np.float32),
            np.full(n, 2.5, dtype=np.float32), np.ones(n, dtype=int), np.zeros(n, float))


def alloc_empty_filled(n):
    e = np.empty((n, 3))
    e[:] = 2.0
    f = np.empty(n, dtype=np.int32)
    for i in range(n):
        f[i] = i * i
    return e, f


def alloc_like(A):
    e = np.empty_like(A)
    e[:] = A * 3
    return (np.zeros_like(A), np.ones_like(A), np.full_like(A, 4), np.full_like(A, 2.7), e,
            np.zeros_like(A, dtype=np.float32), np.ones_like(A, dtype=np.int64))


def alloc_arange(n):
    return (np.arange(n), np.arange(2, n), np.arange(1, n, 3), np.arange(n, 0, -2),
            np.arange(0.0, 1.0, 0.25), np.arange(n, dtype=np.float32), np.arange(-3, n) * 2)


def alloc_linspace(n):
    return (np.linspace(0.0, 1.0, n), np.linspace(-1, 1, 5), np.linspace(0, 1, n, endpoint=False),
            np.linspace(2.0, -2.0, n))


def alloc_linspace_one():
    return np.linspace(2.0, 3.0, 1), np.linspace(0, 1, 1, endpoint=False), np.linspace(5.0, 1.0, 2)


def copy_is_independent(a):
    b = a.copy()
    b[0] = 100.0
    c = np.copy(a)
    c[1] = -100.0
    return b, c, a.sum()


def astype_forms(a):
    return (a.astype(np.float32), a.astype(np.int64), a.astype(np.int32), a.astype(np.bool_),
            a.astype(np.float64), a.astype(int), a.astype(float))


ALLOCATION = [
    Case(alloc_basic, lambda r: (4,)),
    Case(alloc_empty_filled, lambda r: (4,)),
    *[Case(alloc_like, bind(lambda dt, r: (_arr(dt, r, 3, 2),))(dt))
      for dt in (F64, F32, I64, I32)],
    Case(alloc_arange, lambda r: (7,)),
    Case(alloc_linspace, lambda r: (6,)),
    Case(alloc_linspace_one, lambda r: ()),
    Case(copy_is_independent, lambda r: (fa(r, 5),)),
    *[Case(astype_forms, bind(lambda dt, r: (_arr(dt, r, 9) * 3,))(dt))
      for dt in (F64, F32, I64, I32)],
    Case(astype_forms, lambda r: (ba(r, 9),)),
]


@pytest.mark.parametrize("case", _promo_ids(ALLOCATION))
def test_allocation(case: Case) -> None:
    check(case)


# ============================================================================ builtins


def builtin_min_max(x, y, z):
    return min(x, y), max(x, y, z), min(x, y, z), max(y, z)


def builtin_abs_int_float(x, k):
    return abs(-x), abs(k), int(x), int(-x), float(k), int(x * 1.9), float(k) / 2


def builtins_on_elements(a):
    m = a[0]
    lo = a[0]
    s = 0
    for i in range(a.shape[0]):
        m = max(m, a[i])
        lo = min(lo, a[i])
        s += int(abs(a[i]) * 10.0)
    return m, lo, s


def builtin_int_of_float_in_index(a, x):
    return a[int(x * 2.0)]


def builtin_float_strings(a):
    lo = float("inf")
    hi = float("-inf")
    for i in range(a.shape[0]):
        lo = min(lo, a[i])
        hi = max(hi, a[i])
    return lo, hi, math.isnan(float("nan"))


BUILTINS = [
    Case(builtin_min_max, lambda r: (1.5, -2.0, 0.25)),
    Case(builtin_min_max, lambda r: (3, 7, -1)),
    Case(builtin_abs_int_float, lambda r: (2.7, -3)),
    Case(builtin_abs_int_float, lambda r: (-0.4, 5)),
    Case(builtins_on_elements, lambda r: (fa(r, 8),)),
    Case(builtin_int_of_float_in_index, lambda r: (fa(r, 8), 1.75)),
    Case(builtin_float_strings, lambda r: (fa(r, 8),)),
]


@pytest.mark.parametrize("case", _ids(BUILTINS))
def test_builtins(case: Case) -> None:
    check(case)


# ============================================================================ calls


def _norm(x):
    return np.sqrt(np.sum(x * x))


def _scaled(x, scale=2.0):
    return x * scale


def _twice_scaled(x):
    return _scaled(_scaled(x))


def _clobber_t(x):
    t = x * 5.0
    return t.sum()


def _set_first(x):
    x[0] = -1.0


def _square(v):
    return v * v


def _loopy_sum(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i]
    return s


def helper_calls(x):
    return _norm(x), _scaled(x), _scaled(x, 3.0), _scaled(x, scale=0.5), _twice_scaled(x)


def helper_name_clash(x):
    t = 1.0
    y = _clobber_t(x)
    return y + t


def helper_side_effect(x):
    _set_first(x)
    return x.sum()


def helper_scalar_in_loop(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += _square(x[i])
    return s, _loopy_sum(x), _loopy_sum(x[::2])


def _callee(x):
    return x * 2.0 + 1.0


jit_callee = loopcraft.jit(_callee)


def calls_jit_function(x):
    return jit_callee(x) * 2.0 + jit_callee(x[::-1])


def calls_plain_function(x):
    return _callee(x) * 2.0 + _callee(x[::-1])


CALLS = [
    Case(helper_calls, lambda r: (fa(r, 5),)),
    Case(helper_name_clash, lambda r: (fa(r, 5),)),
    Case(helper_side_effect, lambda r: (fa(r, 5),)),
    Case(helper_scalar_in_loop, lambda r: (fa(r, 7),)),
    Case(calls_jit_function, lambda r: (fa(r, 5),), ref=calls_plain_function),
]


@pytest.mark.parametrize("case", _ids(CALLS))
def test_calls(case: Case) -> None:
    check(case)


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


@pytest.mark.parametrize("case", _promo_ids(RANKS_DTYPES))
def test_ranks_and_dtypes(case: Case) -> None:
    check(case)


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


def quiet(fn: Callable) -> Callable:
    """``fn`` without NumPy's RuntimeWarnings (all-NaN slices, inf - inf): the reference."""

    def ref(*args: Any) -> Any:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            return fn(*args)

    return ref


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



# ============================================================================ semantics details


def return_view_of_argument(a):
    return a[1:]


def test_returned_view_aliases_argument() -> None:
    """NumPy returns a view of ``a``: writing through it changes ``a``."""
    a = np.arange(5.0)
    v = loopcraft.jit(return_view_of_argument)(a)
    np.testing.assert_array_equal(v, [1.0, 2.0, 3.0, 4.0])
    v[0] = 42.0
    assert a[1] == 42.0, "the returned slice is a copy, NumPy returns a view of the argument"


def test_arguments_not_written_are_untouched() -> None:
    a = np.arange(6.0)
    before = a.copy()
    out = loopcraft.jit(bc_pairwise)(a)
    np.testing.assert_array_equal(a, before)
    assert out.shape == (6, 6)


def float_mod(a, b):
    return a % b


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_float_mod_matches_numpy_on_signed_zeros_infinities_and_nans(dtype: type) -> None:
    """NumPy's remainder: ``np.fmod`` moved by the divisor where the signs differ, and a zero
    result takes the divisor's sign (``-0.0 % 3.0`` is ``+0.0``, ``0.0 % -3.0`` is ``-0.0``)."""
    values = np.array([0.0, -0.0, 3.0, -3.0, 1.5, -7.25, 1e-30, 5e30, np.inf, -np.inf, np.nan],
                      dtype)
    a, b = (x.ravel().copy() for x in np.meshgrid(values, values, indexing="ij"))
    got = loopcraft.jit(float_mod)(a, b)
    with np.errstate(all="ignore"):
        expected = a % b
    assert got.dtype == expected.dtype
    same = ((got == expected) & (np.signbit(got) == np.signbit(expected))) | (
        np.isnan(got) & np.isnan(expected))
    wrong = [(a[k], b[k], got[k], expected[k]) for k in np.flatnonzero(~same)]
    assert not wrong, f"(a, b, loopcraft, NumPy): {wrong}"


_INT_DIVISION_SCRIPT = """
import numpy as np, warnings, loopcraft
warnings.simplefilter("ignore")

def floordiv(a, b):
    return a // b

def mod(a, b):
    return a % b

def remainder_fmod(a, b):
    return np.fmod(a, b), np.remainder(a, b), np.floor_divide(a, b)

for dt in (np.int64, np.int32):
    low = np.iinfo(dt).min
    a = np.array([7, -7, 0, low, low, low, 5], dt)
    b = np.array([0, 0, 0, 0, -1, 1, -1], dt)
    for f in (floordiv, mod, remainder_fmod):
        got, expected = loopcraft.jit(f)(a, b), f(a, b)
        for g, e in zip(np.atleast_2d(got), np.atleast_2d(expected)):
            assert g.dtype == e.dtype and np.array_equal(g, e), (f.__name__, dt, g, e)
    for x, y in ((low, -1), (7, 0), (-7, 0)):
        for f in (floordiv, mod):
            got, expected = loopcraft.jit(f)(dt(x), dt(y)), f(dt(x), dt(y))
            assert got == expected, (f.__name__, dt, x, y, got, expected)
print("ok")
"""


def test_integer_division_by_zero_and_min_by_minus_one_do_not_crash(tmp_path: Path) -> None:
    """C traps (SIGFPE) on ``x / 0`` and ``INT_MIN / -1``; NumPy returns 0 for ``x // 0`` and
    ``x % 0`` and wraps ``INT_MIN // -1`` to ``INT_MIN``. Run in a subprocess: a crash must not
    take pytest down."""
    script = tmp_path / "int_division.py"
    script.write_text(_INT_DIVISION_SCRIPT)
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          env=os.environ.copy(), timeout=300)
    assert proc.returncode == 0, f"exit status {proc.returncode}\n{proc.stdout}{proc.stderr}"
    assert proc.stdout.strip() == "ok"


def list_to_array(a):
    return np.array([a[0], a[-1]])


def list_as_index(A):
    return A[[0, -1]]


def list_plus_array(a):
    return a + [1.0, 2.0, 3.0]


def list_concatenation_to_array(a):
    return np.array([a[0]] + [a[1], a[2]])


def list_as_shape(a, n):
    return np.zeros([n, 2]) + a[0]


def list_of_arrays(a):
    return np.concatenate([a, a]), np.stack([a, a])


@pytest.mark.parametrize("func", [list_to_array, list_as_index, list_plus_array,
                                  list_concatenation_to_array, list_of_arrays])
def test_lists_mean_what_numpy_makes_of_them(func: Callable) -> None:
    """Where NumPy reads a list as an array (``np.array([...])``, an index, an operand next to
    an array, a shape, a sequence of arrays), a list display compiles to that."""
    a = np.arange(3.0)
    got, expected = loopcraft.jit(func)(a), func(a)
    for g, e in zip(got if isinstance(got, tuple) else (got,),
                    expected if isinstance(expected, tuple) else (expected,), strict=True):
        assert isinstance(g, np.ndarray) and g.dtype == e.dtype
        np.testing.assert_array_equal(g, e)
    np.testing.assert_array_equal(loopcraft.jit(list_as_shape)(a, 3), list_as_shape(a, 3))
