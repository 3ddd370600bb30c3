"""``np.sort`` (a bottom-up merge sort of each row) and ``np.median`` (a selection in each
row), written as loops.

Why a merge sort in the IR: it needs no recursion and no C helper (runs of width 1, 2, 4, ...
merged between the result and one scratch array, alternately), it is stable, and its
``O(n log n)`` comparisons are plain loads. Rows are independent, so the loop over rows runs in
parallel. Values compare in NumPy's sort order, NaN after every number. A median needs only
the middle of a row, so it selects instead of sorting (as NumPy partitions); a row holding a
NaN has a NaN median, as in NumPy. Any axis is handled by viewing it as the last one.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from ..types import ScalarType, kind_of
from ..values import AVal, SVal, Value, add, cast, const, i64, imin, sub
from .interpolation import nan_less
from .reductions import flatten
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


def rows_along(lw: Lowerer, x: AVal, axis_node: ast.expr | None, node: ast.AST,
               default: int | None) -> tuple[AVal, tuple[int, ...]]:
    """``x`` with the axis to sort moved last (flattened for ``axis=None``), and the
    permutation that moved it."""
    if x.ndim == 0:
        raise lw.error("np.sort/np.median of a 0-d array (NumPy: axis out of bounds)",
                       node)
    axis = lw.axis_arg(axis_node, x.ndim, default=default)
    if axis is None:
        return (flatten(lw, x) if x.ndim != 1 else x), (0,)
    perm = tuple(k for k in range(x.ndim) if k != axis) + (axis,)
    return (lw.transpose(x, perm) if axis != x.ndim - 1 else x), perm


def sort_along(lw: Lowerer, x: AVal, axis_node: ast.expr | None, node: ast.AST) -> AVal:
    """A sorted copy of ``x`` along an axis (flattened for ``axis=None``)."""
    moved, perm = rows_along(lw, x, axis_node, node, default=-1)
    rows = lw.array_value(sort_rows(lw, moved)[0])
    if perm == tuple(range(len(perm))):
        return rows
    return lw.transpose(rows, tuple(perm.index(k) for k in range(len(perm))))


def argsort_along(lw: Lowerer, x: AVal, axis_node: ast.expr | None, node: ast.AST) -> AVal:
    """``np.argsort``: the positions that sort ``x`` along an axis (ties keep their
    order, as ``kind="stable"``; NumPy's default quicksort may order ties otherwise)."""
    moved, perm = rows_along(lw, x, axis_node, node, default=-1)
    _, order = sort_rows(lw, moved, with_positions=True)
    assert order is not None
    rows = lw.array_value(order)
    if perm == tuple(range(len(perm))):
        return rows
    return lw.transpose(rows, tuple(perm.index(k) for k in range(len(perm))))


def sort_rows(lw: Lowerer, x: AVal, with_positions: bool = False) -> tuple[str, str | None]:
    """A new array: ``x`` with each row (last axis) sorted ascending; with
    ``with_positions`` also the int64 array of where each sorted value came from (the
    positions move with the values through every merge)."""
    dt = x.dtype
    out = lw.materialize(AVal(dt, x.shape, x.load, x.reads))  # always a copy
    tmp = lw.array_temp(dt, x.ndim, shape=x.shape)
    lw.emit(ir.Alloc(tmp, x.shape))
    n = x.shape[-1]
    pos: dict[str, str] = {}  # values array -> its positions array
    if with_positions:
        last = x.ndim - 1
        pos[out] = lw.materialize(AVal("int64", x.shape, lambda idx: idx[last]))
        pos[tmp] = lw.array_temp("int64", x.ndim, shape=x.shape)
        lw.emit(ir.Alloc(pos[tmp], x.shape))
    ints = {c: ir.Var(lw.scalar_temp("int64", f"_{c}"), "int64")
            for c in ("width", "lo", "mid", "hi", "i", "j", "flip")}
    w, lo, mid, hi, i, j, flip = (ints[c] for c in ("width", "lo", "mid", "hi", "i", "j",
                                                     "flip"))
    left = ir.Var(lw.scalar_temp("bool", "_left"), "bool")
    k = ir.Var(lw.fresh("_k"), "int64")

    def merge_pass(prefix: tuple[ir.Expr, ...], src: str, dst: str) -> ir.Stmt:
        def at(a: str, e: ir.Expr) -> ir.Access:
            return ir.Access(a, prefix + (e,), dt)

        def move(e: ir.Var) -> tuple[ir.Stmt, ...]:
            """dst[k] = src[e] (and the position with it); e += 1."""
            moves: tuple[ir.Stmt, ...] = (ir.Assign(at(dst, k), at(src, e)),)
            if pos:
                moves += (ir.Assign(ir.Access(pos[dst], prefix + (k,), "int64"),
                                    ir.Access(pos[src], prefix + (e,), "int64")),)
            return moves + (ir.Assign(e, add(e, i64(1))),)

        take = ir.Block((
            ir.Assign(left, ir.Binary("lt", i, mid, "bool")),
            # the right run wins only when its head is strictly smaller: stable
            ir.If(ir.Binary("and", left, ir.Binary("lt", j, hi, "bool"), "bool"), ir.Block((
                ir.Assign(left, ir.Unary("not", nan_less(at(src, j), at(src, i)),
                                         "bool")),))),
            ir.If(left, ir.Block(move(i)), ir.Block(move(j))),
        ))
        return ir.While(ir.Binary("lt", lo, n, "bool"), ir.Block((
            ir.Assign(mid, imin(add(lo, w), n)),
            ir.Assign(hi, imin(add(lo, ir.Binary("mul", w, i64(2), "int64")), n)),
            ir.Assign(i, lo), ir.Assign(j, mid),
            ir.Loop(k.name, lo, hi, i64(1), take, lw.label("sort_merge")),
            ir.Assign(lo, hi),
        )))

    def row(prefix: tuple[ir.Expr, ...]) -> None:
        c = ir.Var(lw.fresh("_c"), "int64")
        lw.emit(ir.Assign(w, i64(1)))
        lw.emit(ir.Assign(flip, i64(0)))
        lw.emit(ir.While(ir.Binary("lt", w, n, "bool"), ir.Block((
            ir.Assign(lo, i64(0)),
            ir.If(ir.Binary("eq", flip, i64(0), "bool"),
                  ir.Block((merge_pass(prefix, out, tmp),)),
                  ir.Block((merge_pass(prefix, tmp, out),))),
            ir.Assign(flip, sub(i64(1), flip)),
            ir.Assign(w, ir.Binary("mul", w, i64(2), "int64")),
        ))))
        # an odd number of passes left the row in the scratch array
        pairs = [(out, tmp, dt)] + ([(pos[out], pos[tmp], "int64")] if pos else [])
        copies = tuple(ir.Assign(ir.Access(a, prefix + (c,), t), ir.Access(b, prefix + (c,), t))
                       for a, b, t in pairs)
        lw.emit(ir.If(ir.Binary("eq", flip, i64(1), "bool"), ir.Block((ir.Loop(
            c.name, i64(0), n, i64(1), ir.Block(copies),
            lw.label("sort_copy")),))))

    lw.loop_nest(x.shape[:-1], row, "sort", vector=False)
    return out, pos.get(out)


def median(lw: Lowerer, x: AVal) -> SVal | AVal:
    """The middle of each row (the mean of the two middle values for an even length;
    NaN for a row with a NaN or no values) in NumPy's mean dtype. The middle is found by
    selection (Wirth's FIND: Hoare partitions of a scratch copy, O(n) on average, as
    NumPy partitions instead of sorting); for an even length the lower middle is then
    the largest value left of it."""
    dt = x.dtype if kind_of(x.dtype) == "f" else "float64"
    w = lw.materialize(AVal(x.dtype, x.shape, x.load, x.reads))  # scratch copy
    n = x.shape[-1]
    half = ir.Binary("floordiv", n, i64(2), "int64")
    ints = [ir.Var(lw.scalar_temp("int64", f"_{c}"), "int64") for c in "lrij"]
    lo, hi, i, j = ints
    pivot = ir.Var(lw.scalar_temp(x.dtype, "_pivot"), x.dtype)
    t = ir.Var(lw.scalar_temp(x.dtype, "_t"), x.dtype)
    low = ir.Var(lw.scalar_temp(x.dtype, "_low"), x.dtype)
    nan = ir.Var(lw.scalar_temp("bool", "_nan"), "bool")
    res = ir.Var(lw.scalar_temp(dt, "_median"), dt)
    c = ir.Var(lw.fresh("_c"), "int64")

    def row(prefix: tuple[ir.Expr, ...]) -> None:
        def at(e: ir.Expr) -> ir.Access:
            return ir.Access(w, prefix + (e,), x.dtype)

        def lt(p: ir.Expr, q: ir.Expr) -> ir.Expr:
            return ir.Binary("lt", p, q, "bool")

        select = ir.While(lt(lo, hi), ir.Block((
            ir.Assign(pivot, at(ir.Binary("floordiv", add(lo, hi), i64(2), "int64"))),
            ir.Assign(i, lo), ir.Assign(j, hi),
            ir.While(ir.Binary("le", i, j, "bool"), ir.Block((
                ir.While(lt(at(i), pivot), ir.Block((ir.Assign(i, add(i, i64(1))),))),
                ir.While(lt(pivot, at(j)), ir.Block((ir.Assign(j, sub(j, i64(1))),))),
                ir.If(ir.Binary("le", i, j, "bool"), ir.Block((
                    ir.Assign(t, at(i)), ir.Assign(at(i), at(j)), ir.Assign(at(j), t),
                    ir.Assign(i, add(i, i64(1))), ir.Assign(j, sub(j, i64(1))))))))),
            ir.If(lt(j, half), ir.Block((ir.Assign(lo, i),))),
            ir.If(lt(half, i), ir.Block((ir.Assign(hi, j),))),
        )))
        # the values left of the middle are all <= it: the lower middle is their max
        lower = ir.Block((
            ir.Assign(low, at(i64(0))),
            ir.Loop(c.name, i64(1), half, i64(1), ir.Block((ir.Assign(low, at(c), "max"),)),
                    lw.label("median_low")),
            ir.Assign(res, ir.Binary("div", ir.Binary("add", cast(low, dt), cast(
                at(half), dt), dt), const(2, dt), dt)),
        ))
        middle = ir.Block((
            ir.Assign(lo, i64(0)), ir.Assign(hi, sub(n, i64(1))), select,
            ir.If(ir.Binary("eq", ir.Binary("mod", n, i64(2), "int64"), i64(1), "bool"),
                  ir.Block((ir.Assign(res, cast(at(half), dt)),)), lower),
        ))
        lw.emit(ir.Assign(nan, ir.Binary("eq", n, i64(0), "bool")))
        if kind_of(x.dtype) == "f":
            lw.emit(ir.Loop(c.name, i64(0), n, i64(1), ir.Block((ir.Assign(
                nan, ir.Call("isnan", (at(c),), "bool"), "bitor"),)),
                lw.label("median_nan")))
        lw.emit(ir.If(nan, ir.Block((ir.Assign(res, const(float("nan"), dt)),)), middle))

    if x.ndim == 1:
        row(())
        return SVal(res, ScalarType(dt))
    out = lw.array_temp(dt, x.ndim - 1, shape=x.shape[:-1])
    lw.emit(ir.Alloc(out, x.shape[:-1]))

    def leaf(prefix: tuple[ir.Expr, ...]) -> None:
        row(prefix)
        lw.emit(ir.Assign(ir.Access(out, prefix, dt), res))

    lw.loop_nest(x.shape[:-1], leaf, "median", vector=False)
    return lw.array_value(out)


# ------------------------------------------------------------------ NumPy functions
@numpy_function("sort")
def np_sort(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis", "kind", "order", "stable"])
    for key in ("order", "stable"):
        if key in a and not lw.is_none(a[key]):
            raise lw.error(f"np.sort({key}=...) is not supported", a[key])
    if "kind" in a and not lw.is_none(a["kind"]):  # every kind sorts to the same
        lw.const_str(a["kind"], "", ("quicksort", "mergesort", "heapsort",
                                     "stable"), "kind")
    x = lw.as_array(lw.expr(a["a"]), node)
    return sort_along(lw, x, a.get("axis"), node)


@numpy_function("argsort")
def np_argsort(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis", "kind", "order", "stable"])
    for key in ("order",):
        if key in a and not lw.is_none(a[key]):
            raise lw.error(f"np.argsort({key}=...) is not supported", a[key])
    if "kind" in a and not lw.is_none(a["kind"]):
        lw.const_str(a["kind"], "", ("quicksort", "mergesort", "heapsort",
                                     "stable"), "kind")
    x = lw.as_array(lw.expr(a["a"]), node)
    return argsort_along(lw, x, a.get("axis"), node)


@numpy_function("median")
def np_median(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis"])
    x = lw.as_array(lw.expr(a["a"]), node)
    if kind_of(x.dtype) not in "if":
        raise lw.error(f"np.median of a {x.dtype} array is not supported", node)
    rows, _ = rows_along(lw, x, a.get("axis"), node, default=None)
    return median(lw, rows)
