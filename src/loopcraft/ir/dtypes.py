"""The element types loopcraft compiles, and the facts every layer needs about them.

Why one table: the IR text form, the verifier, codegen (C types, NumPy type numbers), the cost
model (item sizes) and the frontend (NumPy promotion) each need per-dtype facts; keeping them
here means a new dtype is added in one place and no table silently misses it.

``float16`` is a *storage* type, as in NumPy: values are loaded into float32, every operation
computes in float32 and its result is rounded back to float16 (NumPy's half loops do exactly
this), so ``float16`` never names the precision an operation computes in.

``complex64``/``complex128`` are C99 ``_Complex`` values: two floats, real part first, the
layout NumPy stores them in, so arrays pass to C unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "DTYPES",
    "INT_DTYPES",
    "SIGNED_DTYPES",
    "UNSIGNED_DTYPES",
    "FLOAT_DTYPES",
    "COMPLEX_DTYPES",
    "DtypeInfo",
    "complex_part_dtype",
    "DTYPE_INFO",
    "int_range",
    "fits",
]


@dataclass(frozen=True)
class DtypeInfo:
    """``kind`` is NumPy's: ``b`` bool, ``i`` signed, ``u`` unsigned, ``f`` float, ``c``
    complex."""

    name: str
    kind: str
    itemsize: int
    #: the C type codegen declares values of this dtype with
    ctype: str
    #: the suffix of the C runtime's per-type helpers (``lc_floordiv_u8``) and library calls
    suffix: str
    #: the spelling in the IR text form (``i64``, ``u8``, ``f16``)
    short: str
    #: NumPy's C type number (``NPY_UINT8``)
    npy: str


_TABLE = (
    DtypeInfo("bool", "b", 1, "bool", "b", "bool", "NPY_BOOL"),
    DtypeInfo("int8", "i", 1, "int8_t", "i8", "i8", "NPY_INT8"),
    DtypeInfo("int16", "i", 2, "int16_t", "i16", "i16", "NPY_INT16"),
    DtypeInfo("int32", "i", 4, "int32_t", "i32", "i32", "NPY_INT32"),
    DtypeInfo("int64", "i", 8, "int64_t", "i64", "i64", "NPY_INT64"),
    DtypeInfo("uint8", "u", 1, "uint8_t", "u8", "u8", "NPY_UINT8"),
    DtypeInfo("uint16", "u", 2, "uint16_t", "u16", "u16", "NPY_UINT16"),
    DtypeInfo("uint32", "u", 4, "uint32_t", "u32", "u32", "NPY_UINT32"),
    DtypeInfo("uint64", "u", 8, "uint64_t", "u64", "u64", "NPY_UINT64"),
    DtypeInfo("float16", "f", 2, "_Float16", "f16", "f16", "NPY_FLOAT16"),
    DtypeInfo("float32", "f", 4, "float", "f32", "f32", "NPY_FLOAT32"),
    DtypeInfo("float64", "f", 8, "double", "f64", "f64", "NPY_FLOAT64"),
    DtypeInfo("complex64", "c", 8, "float _Complex", "c64", "c64", "NPY_COMPLEX64"),
    DtypeInfo("complex128", "c", 16, "double _Complex", "c128", "c128", "NPY_COMPLEX128"),
)

#: every dtype, narrowest first within a kind (bool, signed, unsigned, floats, complex)
DTYPE_INFO: dict[str, DtypeInfo] = {d.name: d for d in _TABLE}
DTYPES = tuple(DTYPE_INFO)
SIGNED_DTYPES = tuple(d.name for d in _TABLE if d.kind == "i")
UNSIGNED_DTYPES = tuple(d.name for d in _TABLE if d.kind == "u")
#: every integer dtype, signed and unsigned
INT_DTYPES = SIGNED_DTYPES + UNSIGNED_DTYPES
FLOAT_DTYPES = tuple(d.name for d in _TABLE if d.kind == "f")
COMPLEX_DTYPES = tuple(d.name for d in _TABLE if d.kind == "c")


def complex_part_dtype(dtype: str) -> str:
    """The float dtype of a complex dtype's real and imaginary parts (``abs``, ``.real``)."""
    return {"complex64": "float32", "complex128": "float64"}[dtype]


def int_range(dtype: str) -> tuple[int, int]:
    """The smallest and largest value of an integer dtype."""
    info = DTYPE_INFO[dtype]
    bits = 8 * info.itemsize
    if info.kind == "u":
        return 0, 2**bits - 1
    return -(2 ** (bits - 1)), 2 ** (bits - 1) - 1


def fits(value: int, dtype: str) -> bool:
    """Whether the integer ``value`` is representable in the integer dtype ``dtype``."""
    lo, hi = int_range(dtype)
    return lo <= value <= hi
