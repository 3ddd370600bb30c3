"""Allocation, builtins and calls (NumPy, math, helper functions).

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

import math

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
)

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


@pytest.mark.sample(every=2)
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
