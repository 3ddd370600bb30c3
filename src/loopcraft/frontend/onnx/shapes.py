"""Extents that are numbers where the model fixes them and IR expressions where it does not.

Why both: a model with a dynamic batch dimension is compiled once for every batch size, so
that extent is read at run time (``Dim`` of the input that declares it); every other extent
is a number, which keeps the loop nests' bounds constant for the scheduler and lets shapes be
checked while lowering.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import nodes as ir

__all__ = ["Extent", "as_expr", "e_add", "e_mul", "e_floordiv", "product"]

Extent = int | ir.Expr


def as_expr(e: Extent) -> ir.Expr:
    """``e`` as an int64 IR expression."""
    return ir.Const(int(e), "int64") if isinstance(e, int) else e


def _op(op: str, a: Extent, b: Extent) -> Extent:
    if isinstance(a, int) and isinstance(b, int):
        return a + b if op == "add" else a * b if op == "mul" else a // b
    if op == "mul" and (a == 1 or b == 1):
        return b if a == 1 else a
    if op == "add" and b == 0:
        return a
    if op == "floordiv" and b == 1:
        return a
    return ir.Binary(op, as_expr(a), as_expr(b), "int64")


def e_add(a: Extent, b: Extent) -> Extent:
    return _op("add", a, b)


def e_mul(a: Extent, b: Extent) -> Extent:
    return _op("mul", a, b)


def e_floordiv(a: Extent, b: Extent) -> Extent:
    return _op("floordiv", a, b)


def product(extents: Sequence[Extent]) -> Extent:
    out: Extent = 1
    for e in extents:
        out = e_mul(out, e)
    return out
