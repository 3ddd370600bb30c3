"""The value of an integer expression of argument extents and scalar arguments, in Python.

Why here: a program's ``broadcast_extents`` (derived extents such as ``len(c[::2])`` that
decide a broadcast) are such expressions, and the driver must know which of them are 1 for a
call before it picks the specialization to run; the front end uses :func:`is_extent_expr` to
record only extents the driver can evaluate. The arithmetic is the IR's (floor division and
modulo, as NumPy's integers), which the generated C computes with the same helpers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .nodes import Binary, Cast, Const, Dim, Expr, Select, Unary, Var
from .walk import subexprs

__all__ = ["extent_value", "is_extent_expr"]

_OPS: dict[str, Callable[[int, int], int]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "floordiv": lambda a, b: a // b if b else 0,
    "mod": lambda a, b: a % b if b else 0,
    "min": min,
    "max": max,
    "lt": lambda a, b: int(a < b),
    "le": lambda a, b: int(a <= b),
    "eq": lambda a, b: int(a == b),
    "ne": lambda a, b: int(a != b),
    "gt": lambda a, b: int(a > b),
    "ge": lambda a, b: int(a >= b),
    "and": lambda a, b: int(bool(a) and bool(b)),
    "or": lambda a, b: int(bool(a) or bool(b)),
}
_INT_LIKE = frozenset({"bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                       "uint64"})


def is_extent_expr(e: Expr, arrays: frozenset[str], scalars: frozenset[str]) -> bool:
    """Whether :func:`extent_value` can evaluate ``e``: integer arithmetic, selects and casts
    over constants, extents of the arrays ``arrays`` and the integer scalars ``scalars``."""
    for x in subexprs(e):
        if x.dtype not in _INT_LIKE:
            return False
        if isinstance(x, Dim):
            if x.array not in arrays:
                return False
        elif isinstance(x, Var):
            if x.name not in scalars:
                return False
        elif isinstance(x, (Binary, Unary, Cast, Select)):
            # computed in int64 (or bool), where Python's integers give the same values
            if x.dtype not in ("int64", "bool"):
                return False
            if isinstance(x, Binary) and x.op not in _OPS or \
                    isinstance(x, Unary) and x.op not in ("neg", "not"):
                return False
        elif not isinstance(x, Const):
            return False
    return True


def extent_value(e: Expr, dims: Callable[[str, int], int], scalars: Mapping[str, Any]) -> int:
    """``e``'s value with ``dims(array, axis)`` for each ``Dim`` and ``scalars[name]`` for
    each ``Var`` (``e`` must satisfy :func:`is_extent_expr`)."""
    if isinstance(e, Const):
        return int(e.value)
    if isinstance(e, Dim):
        return int(dims(e.array, e.axis))
    if isinstance(e, Var):
        return int(scalars[e.name])
    if isinstance(e, Binary):
        return _OPS[e.op](extent_value(e.lhs, dims, scalars), extent_value(e.rhs, dims, scalars))
    if isinstance(e, Unary):
        v = extent_value(e.operand, dims, scalars)
        return -v if e.op == "neg" else int(not v)
    if isinstance(e, Select):
        pick = e.if_true if extent_value(e.cond, dims, scalars) else e.if_false
        return extent_value(pick, dims, scalars)
    if isinstance(e, Cast):
        v = extent_value(e.expr, dims, scalars)
        return int(v != 0) if e.dtype == "bool" else v
    raise TypeError(f"not an extent expression: {e!r}")
