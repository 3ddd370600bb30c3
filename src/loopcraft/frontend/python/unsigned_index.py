"""uint64 indices past int64's range, as NumPy treats them (the C code indexes with int64).

Why three rules: NumPy converts a *scalar* subscript index to a C long, so ``a[k]`` with a
uint64 ``k >= 2**63`` raises ``OverflowError`` ("Python int too large to convert to C long")
before anything is indexed -- where loopcraft's cast to int64 wrapped it to a negative index,
which then read from the end of the axis or failed the bounds check. An index *array* is cast
to intp unsafely, so ``a[np.array([2**64 - 2], np.uint64)]`` is ``a[-2]`` in NumPy (the gather
wraps it, :meth:`IndexingLowerer.normalize_index`). A slice bound is clipped like any large
integer, so ``a[k:]`` with such a ``k`` is empty. Only uint64 values need any of this: the
check and the clip appear only where an index has that dtype."""

from __future__ import annotations

from ...ir import nodes as ir
from .values import cast

__all__ = ["OVERFLOW_MESSAGE", "clip_unsigned_bound", "index_overflows"]

OVERFLOW_MESSAGE = "Python int too large to convert to C long"
_INT64_MAX = ir.Const(2**63 - 1, "uint64")


def index_overflows(e: ir.Expr) -> ir.Expr | None:
    """The condition under which NumPy raises OverflowError for the scalar index ``e`` (its
    value before any cast to int64); None when ``e`` is not a uint64."""
    if e.dtype != "uint64":
        return None
    return ir.Binary("gt", e, _INT64_MAX, "bool")


def clip_unsigned_bound(b: ir.Expr) -> ir.Expr:
    """A slice bound ``b`` (int64, maybe a cast of a uint64) with a uint64 past int64's range
    clipped to int64's maximum instead of wrapped to a negative bound."""
    if isinstance(b, ir.Cast) and b.expr.dtype == "uint64":
        return cast(ir.Binary("min", b.expr, _INT64_MAX, "uint64"), "int64")
    return b
