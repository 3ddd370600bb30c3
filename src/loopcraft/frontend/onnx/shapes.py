"""Extents that are numbers where the model fixes them and IR expressions where it does not.

Why both: a model with a dynamic batch dimension is compiled once for every batch size, so
that extent is read at run time (``Dim`` of the input that declares it); every other extent
is a number, which keeps the loop nests' bounds constant for the scheduler and lets shapes be
checked while lowering.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import nodes as ir

__all__ = ["Extent", "as_expr", "e_add", "e_sub", "e_mul", "e_floordiv", "e_min", "e_max",
           "product", "is_static", "static_shape"]

Extent = int | ir.Expr


def as_expr(e: Extent) -> ir.Expr:
    """``e`` as an int64 IR expression."""
    return ir.Const(int(e), "int64") if isinstance(e, int) else e


def _op(op: str, a: Extent, b: Extent) -> Extent:
    if isinstance(a, int) and isinstance(b, int):
        return {"add": a + b, "sub": a - b, "mul": a * b, "floordiv": a // b,
                "min": min(a, b), "max": max(a, b)}[op]
    if op == "mul" and (a == 1 or b == 1):
        return b if a == 1 else a
    if op in ("add", "sub") and b == 0:
        return a
    if op == "floordiv" and b == 1:
        return a
    return ir.Binary(op, as_expr(a), as_expr(b), "int64")


def e_add(a: Extent, b: Extent) -> Extent:
    return _op("add", a, b)


def e_sub(a: Extent, b: Extent) -> Extent:
    return _op("sub", a, b)


def e_mul(a: Extent, b: Extent) -> Extent:
    return _op("mul", a, b)


def e_floordiv(a: Extent, b: Extent) -> Extent:
    return _op("floordiv", a, b)


def e_min(a: Extent, b: Extent) -> Extent:
    return _op("min", a, b)


def e_max(a: Extent, b: Extent) -> Extent:
    return _op("max", a, b)


def product(extents: Sequence[Extent]) -> Extent:
    out: Extent = 1
    for e in extents:
        out = e_mul(out, e)
    return out


def is_static(shape: Sequence[Extent]) -> bool:
    return all(isinstance(e, int) for e in shape)


def static_shape(shape: Sequence[Extent]) -> tuple[int, ...] | None:
    """The shape as numbers, or None when an extent is only known at run time."""
    return tuple(int(e) for e in shape) if is_static(shape) else None  # type: ignore[arg-type]
