"""NumPy's dtype promotion, and the math functions.

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

import math
from typing import Any

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
    pos,
)

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


@pytest.mark.sample(every=4)
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


@pytest.mark.sample(every=4)
@pytest.mark.parametrize("case", _promo_ids(MATHFUNCS))
def test_math_functions(case: Case) -> None:
    check(case)
