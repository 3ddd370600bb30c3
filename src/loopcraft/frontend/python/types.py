"""Frontend types and NumPy's promotion rules (NEP 50, as in NumPy 2).

Why a ``weak`` flag: Python scalars (and literals) do not pick the result dtype in NumPy 2 —
``float32_array * 2.0`` stays float32 — so their type must be known to be "weak" until it meets
a strong (NumPy) dtype.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...ir import nodes as ir

__all__ = [
    "ScalarType",
    "ArrayType",
    "promote",
    "promote_dtypes",
    "kind_of",
    "true_div_dtype",
    "float_result_dtype",
    "NUMPY_DTYPE",
    "is_unsigned",
    "reduction_dtype",
]

_KIND_RANK = {"b": 0, "i": 1, "f": 2, "c": 3}
_BY_KIND_DEFAULT = {"b": "bool", "i": "int64", "f": "float64", "c": "complex128"}

#: The NumPy dtype object for each IR dtype name.
NUMPY_DTYPE = {name: np.dtype(name) for name in ir.DTYPES}


def kind_of(dtype: str) -> str:
    """``"b"``, ``"i"`` (any integer, signed or unsigned: see :func:`is_unsigned`), ``"f"`` or
    ``"c"`` (complex).

    Unsigned integers share ``"i"`` because almost every rule that asks ("is it an integer?")
    treats them alike; the few that differ (comparisons, negative index wrap-around, the sum's
    dtype) ask :func:`is_unsigned`."""
    kind = NUMPY_DTYPE[dtype].kind
    return "i" if kind == "u" else kind


def is_unsigned(dtype: str) -> bool:
    return NUMPY_DTYPE[dtype].kind == "u"


@dataclass(frozen=True)
class ScalarType:
    """A scalar value's dtype; ``weak`` for Python scalars (bool/int/float/complex)."""

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
        if kw == "c" and ks == "f":  # float32_array * 1j is complex64
            return ScalarType(promote_dtypes(strong.dtype, "complex64"))
        return ScalarType(_BY_KIND_DEFAULT[kw])
    return ScalarType(promote_dtypes(a.dtype, b.dtype))


def true_div_dtype(t: ScalarType) -> ScalarType:
    """``/`` always produces floats (or complex): integers and bools become float64."""
    if kind_of(t.dtype) in "fc":
        return t
    return ScalarType("float64", t.weak)


def float_result_dtype(t: ScalarType) -> ScalarType:
    """Result of a float ufunc (``np.sqrt``...) on ``t``: Python numbers and 32/64-bit integers
    compute in float64; NumPy picks the smallest float that holds a narrower integer (int8 and
    uint8 in float16, int16 and uint16 in float32)."""
    if kind_of(t.dtype) in "fc" or t.weak:
        return true_div_dtype(t)
    if t.dtype == "bool":
        return ScalarType("float64")
    return ScalarType(str(np.result_type(NUMPY_DTYPE[t.dtype], np.float16)))


def reduction_dtype(dtype: str) -> str:
    """The accumulator dtype of ``np.sum``/``np.prod``: integers and bools widen to 64 bits
    (int64, uint64 for unsigned), floats and complex keep theirs."""
    if kind_of(dtype) in "fc":
        return dtype
    return "uint64" if is_unsigned(dtype) else "int64"
