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
    if op == "add":
        return a if b == 0 else ir.Binary(op, as_expr(a), as_expr(b), "int64")
    ma, mb = _monomial(a), _monomial(b)
    if op == "mul":
        return _build(ma[0] * mb[0], ma[1] + mb[1])
    rest = list(ma[1])
    for atom in mb[1]:
        if atom not in rest:
            break
        rest.remove(atom)
    else:
        if mb[0] != 0 and ma[0] % mb[0] == 0:
            return _build(ma[0] // mb[0], tuple(rest))
    return ir.Binary(op, as_expr(a), as_expr(b), "int64")


def _monomial(e: Extent) -> tuple[int, tuple[ir.Expr, ...]]:
    """``e`` as a coefficient times a product of dynamic factors (a ``Dim``, or any
    expression that is not a product), so that equal products compare equal however they
    were reached: ``(N * 128) // 64`` and ``2 * N`` are both ``(2, (N,))``."""
    if isinstance(e, int):
        return e, ()
    if isinstance(e, ir.Const):
        return int(e.value), ()
    if isinstance(e, ir.Binary) and e.op == "mul":
        (ca, fa), (cb, fb) = _monomial(e.lhs), _monomial(e.rhs)
        return ca * cb, fa + fb
    return 1, (e,)


def _build(coefficient: int, factors: tuple[ir.Expr, ...]) -> Extent:
    """The canonical expression of a monomial: its factors in a fixed order, then the
    coefficient."""
    if not factors or coefficient == 0:
        return coefficient
    ordered = sorted(factors, key=repr)
    out = ordered[0]
    for f in ordered[1:]:
        out = ir.Binary("mul", out, f, "int64")
    return out if coefficient == 1 else ir.Binary("mul", out, ir.Const(coefficient, "int64"),
                                                  "int64")


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
