"""Index ranges for bounds checking: an affine index's extremes over the loops around it.

Split out of :mod:`.bounds` (the pass) because these are the pure pieces it reasons with: the
range of a loop variable (tiles' ``min`` ends, run-time steps), clipping, substituting a
variable's first and last value to bound a form, the proof that a range lies within an
extent, and the small expression builders the checks are made of.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ..ir import nodes as ir
from ..ir.affine import Affine, dim_symbol, to_affine
from ..ir.walk import subexprs


def loop_range(lp: ir.Loop, allowed: Callable[[str], bool]) -> tuple[Affine, Affine, bool] | None:
    """``(first, last, exact)``: affine bounds of the loop variable's values (``last`` may
    over-approximate when the step is not 1 or a bound is a ``min``/``max``)."""
    if not isinstance(lp.step, ir.Const):
        return None
    step = int(lp.step.value)
    up = step > 0  # counting up, the start is the least value; down, the greatest
    start, ex1 = bound(lp.start, allowed, lower=up)
    if start is None:
        return None
    stop, ex2 = bound(clipped(lp.stop, start, allowed, lower=not up), allowed, lower=not up)
    if stop is None:
        return None
    exact = ex1 and ex2 and abs(step) == 1
    if up:
        return start, stop - Affine((), 1), exact
    return stop + Affine((), 1), start, exact


def clipped(stop: ir.Expr, start: Affine, allowed: Callable[[str], bool], lower: bool
             ) -> ir.Expr:
    """A loop's stop without a clip that only empties it: ``range(0, max(n - 2, 0))`` runs
    ``i <= n - 3`` whenever it runs at all (the ``0`` matters only when the range is empty);
    likewise ``min`` for a loop counting down."""
    if not (isinstance(stop, ir.Binary) and stop.op == ("min" if lower else "max")):
        return stop
    for keep, clip in ((stop.lhs, stop.rhs), (stop.rhs, stop.lhs)):
        c = to_affine(clip, allowed)
        if c is not None:
            d = (start - c) if not lower else (c - start)
            if d.is_const() and d.const >= 0:
                return keep
    return stop


def bound(e: ir.Expr, allowed: Callable[[str], bool], lower: bool) -> tuple[Affine | None, bool]:
    """An affine bound on the values ``e`` limits from below (``lower``) or above: ``e``
    itself, or one operand of a ``max`` (below) or ``min`` (above), preferring the one with
    fewer symbols (``min(i_o + 32, n)``: ``n``)."""
    form = to_affine(e, allowed)
    if form is not None:
        return form, True
    if isinstance(e, ir.Binary) and e.op == ("max" if lower else "min"):
        forms = [f for f in (to_affine(e.lhs, allowed), to_affine(e.rhs, allowed)) if f]
        if forms:
            return min(forms, key=lambda f: len(f.coeffs)), False
    return None, False


def substitute(form: Affine, var: str, first: Affine, last: Affine, minimize: bool) -> Affine:
    c = form.as_dict().get(var, 0)
    if not c:
        return form
    end = first if (c > 0) == minimize else last
    return form - Affine.make({var: c}) + end.scale(c)


def proven(lo: Affine, hi: Affine, wrap: ir.Expr | None, array: str, axis: int
            ) -> tuple[bool, bool]:
    """Whether the low side (``0 <= lo``, or ``-w <= lo`` when wrapping), and whether the
    high side (``hi < n``), hold for every extent ``n``."""
    n = Affine.make({dim_symbol(array, axis): 1})
    w = n if wrap is None or wrap == ir.Dim(array, axis) else to_affine(wrap)
    if w is None:
        return False, False
    below = lo - (-w if wrap is not None else Affine())
    above = n - hi - Affine((), 1)
    high_ok = w == n and above.is_const() and above.const >= 0
    return below.is_const() and below.const >= 0, high_ok


#: a comparison seen from its other side (``0 < k`` is ``k > 0``)
FLIPPED_COMPARISON = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le", "eq": "eq", "ne": "ne"}
#: the comparison a ``not`` turns it into
NEGATED_COMPARISON = {"lt": "ge", "le": "gt", "gt": "le", "ge": "lt", "eq": "ne", "ne": "eq"}


def conjuncts(test: ir.Expr) -> Iterator[ir.Expr]:
    """The tests that must all hold for ``test`` to: ``a and b`` is ``a`` and ``b``, and
    ``not`` of a comparison is the opposite comparison."""
    if isinstance(test, ir.Binary) and test.op == "and":
        yield from conjuncts(test.lhs)
        yield from conjuncts(test.rhs)
    elif (isinstance(test, ir.Unary) and test.op == "not" and isinstance(test.operand, ir.Binary)
          and test.operand.op in NEGATED_COMPARISON and test.operand.lhs.dtype in ir.INT_DTYPES
          and test.operand.rhs.dtype in ir.INT_DTYPES):  # integers: no NaN to tell apart
        t = test.operand
        yield ir.Binary(NEGATED_COMPARISON[t.op], t.lhs, t.rhs, "bool")
    elif (isinstance(test, ir.Unary) and test.op == "not" and isinstance(test.operand, ir.Binary)
          and test.operand.op == "or"):
        yield from conjuncts(negate(test.operand.lhs))
        yield from conjuncts(negate(test.operand.rhs))
    else:
        yield test


def fixed(e: ir.Expr, allowed: Callable[[str], bool], chain_vars: set[str]) -> bool:
    """``e`` reads no array and only values fixed before the hoisting point."""
    for x in subexprs(e):
        if isinstance(x, ir.Access):
            return False
        if isinstance(x, ir.Var) and (x.name in chain_vars or not allowed(x.name)):
            return False
        if isinstance(x, ir.Dim) and not allowed(dim_symbol(x.array, x.axis)):
            return False
    return True


def unwrap(idx: ir.Expr) -> tuple[ir.Expr, ir.Expr | None]:
    """The index as the user wrote it, and the extent it wraps around with: the frontend's
    ``i < 0 ? n + i : i`` (a negative constant is folded to ``n + c`` already)."""
    if (isinstance(idx, ir.Select) and isinstance(idx.cond, ir.Binary) and idx.cond.op == "lt"
            and idx.cond.rhs == ir.Const(0, "int64") and idx.if_false == idx.cond.lhs
            and isinstance(idx.if_true, ir.Binary) and idx.if_true.op == "add"
            and idx.if_true.rhs == idx.cond.lhs):
        return idx.cond.lhs, idx.if_true.lhs
    return idx, None


def children(e: ir.Expr) -> Iterator[ir.Expr]:
    if isinstance(e, ir.Unary):
        yield e.operand
    elif isinstance(e, ir.Cast):
        yield e.expr
    elif isinstance(e, ir.Binary):
        yield e.lhs
        yield e.rhs
    elif isinstance(e, ir.Call):
        yield from e.args


def conjoin(a: ir.Expr | None, b: ir.Expr) -> ir.Expr:
    return b if a is None else ir.Binary("and", a, b, "bool")


def negate(e: ir.Expr) -> ir.Expr:
    return ir.Unary("not", e, "bool")


def plus(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary("add", a, b, "int64")


def minus(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary("sub", a, b, "int64")


def times(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary("mul", a, b, "int64")
