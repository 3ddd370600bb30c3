"""Frontend types and NumPy's promotion rules (NEP 50, as in NumPy 2).

Why a ``weak`` flag: Python scalars (and literals) do not pick the result dtype in NumPy 2 —
``float32_array * 2.0`` stays float32 — so their type must be known to be "weak" until it meets
a strong (NumPy) dtype.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

__all__ = [
    "ScalarType",
    "ArrayType",
    "promote",
    "promote_dtypes",
    "kind_of",
    "true_div_dtype",
    "float_result_dtype",
    "NUMPY_DTYPE",
]

_KIND_RANK = {"b": 0, "i": 1, "f": 2}
_BY_KIND_DEFAULT = {"b": "bool", "i": "int64", "f": "float64"}

#: The NumPy dtype object for each IR dtype name.
NUMPY_DTYPE = {name: np.dtype(name) for name in ("bool", "int32", "int64", "float32", "float64")}


def kind_of(dtype: str) -> str:
    """``"b"``, ``"i"`` or ``"f"``."""
    return NUMPY_DTYPE[dtype].kind


@dataclass(frozen=True)
class ScalarType:
    """A scalar value's dtype; ``weak`` for Python scalars (bool/int/float)."""

    dtype: str
    weak: bool = False


@dataclass(frozen=True)
class ArrayType:
    dtype: str
    ndim: int


def promote_dtypes(a: str, b: str) -> str:
    """Promotion of two strong dtypes (``np.result_type``)."""
    return str(np.result_type(NUMPY_DTYPE[a], NUMPY_DTYPE[b]))


def promote(a: ScalarType, b: ScalarType) -> ScalarType:
    """Result type of a binary arithmetic operation under NEP 50."""
    if a.weak and b.weak:
        ka, kb = kind_of(a.dtype), kind_of(b.dtype)
        k = ka if _KIND_RANK[ka] >= _KIND_RANK[kb] else kb
        return ScalarType(_BY_KIND_DEFAULT[k], True)
    if a.weak or b.weak:
        weak, strong = (a, b) if a.weak else (b, a)
        kw, ks = kind_of(weak.dtype), kind_of(strong.dtype)
        if _KIND_RANK[kw] <= _KIND_RANK[ks]:
            return ScalarType(strong.dtype)
        return ScalarType(_BY_KIND_DEFAULT[kw])
    return ScalarType(promote_dtypes(a.dtype, b.dtype))


def true_div_dtype(t: ScalarType) -> ScalarType:
    """``/`` always produces floats: integers and bools become float64."""
    if kind_of(t.dtype) == "f":
        return t
    return ScalarType("float64", t.weak)


def float_result_dtype(t: ScalarType) -> ScalarType:
    """Result of a float ufunc (``np.sqrt``...) on ``t``: ints/bools compute in float64."""
    return true_div_dtype(t)
