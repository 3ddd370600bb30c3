"""Results whose size depends on the data: ``x[mask]`` as a value, ``np.nonzero``,
``np.flatnonzero``, ``np.argwhere``, one-argument ``np.where``, and ``np.bincount``.

Why a stream compaction: the result's length is only known once the mask has been read, so
each selection is two passes over the mask. The first counts the true elements (a reduction),
the result is allocated with that run-time extent, and the second is a *serial* loop that
copies each selected element to the next free position (a scalar cursor carried from one
iteration to the next, which keeps the loop out of parallelization and vectorization: the
dependence analysis sees the cursor read and written in every iteration). C order is NumPy's
order of the selected elements, so the results are identical. A mask with fewer axes than the
array selects whole sub-arrays (``X[rows_mask]`` gives ``(count, ...)``), as in NumPy.

Reductions of a selection (``x[m].sum()``) and stores through a mask (``a[m] = v``) never
materialize the selection (see ``Masked``); only a selection used as an array value does.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from ....ir import nodes as ir
from .. import elementwise as ew
from ..inplace_cast import cast_error, same_kind, ufunc_name
from ..types import ScalarType
from ..values import (
    AVal,
    Masked,
    PyVal,
    SVal,
    TVal,
    Value,
    add,
    cast,
    const,
    i64,
    is_const,
    mul,
    same_mask,
)
from .reductions import reduce_all
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


# ------------------------------------------------------------------ the two passes
def count_true(lw: Lowerer, mask: AVal) -> ir.Expr:
    """The number of true elements of ``mask``, in an int64 variable."""
    ones = AVal("int64", mask.shape, lambda idx: cast(_truth(mask.load(idx)), "int64"),
                mask.reads)
    total = reduce_all(lw, "sum", ones)
    return lw.hoist(SVal(total.expr, ScalarType("int64"))).expr


def each_selected(lw: Lowerer, mask: AVal, store: Callable[[tuple[ir.Expr, ...], ir.Var], None],
                  label: str) -> None:
    """A serial nest over ``mask`` calling ``store(index, cursor)`` where it holds; the
    cursor counts the elements stored before (0, 1, 2, ... in C order)."""
    cursor = ir.Var(lw.scalar_temp("int64", "_pos"), "int64")
    lw.emit(ir.Assign(cursor, i64(0)))

    def body(idx: tuple[ir.Expr, ...]) -> None:
        lw.push()
        store(idx, cursor)
        # a plain assignment, not a reduction: the cursor is also read as an index
        lw.emit(ir.Assign(cursor, add(cursor, i64(1))))
        lw.emit(ir.If(_truth(mask.load(idx)), lw.pop(), ir.Block(())))

    lw.loop_nest(mask.shape, body, label, parallel=False, vector=False)


# ------------------------------------------------------------------ x[mask]
def compact(lw: Lowerer, base: AVal, mask: AVal, node: ast.AST, checked: bool = False) -> AVal:
    """``base[mask]`` as a new array: ``(count,) + base.shape[mask.ndim:]``."""
    if not checked:
        lw.check_mask_shape(base, mask, node)
    if mask.ndim == 0:
        raise lw.error("indexing with a 0-d boolean is not supported", node,
                       hint="use an if statement")
    rest = base.shape[mask.ndim:]
    count = count_true(lw, mask)
    out = lw.array_temp(base.dtype, 1 + len(rest), shape=(count, *rest))
    lw.emit(ir.Alloc(out, (count, *rest)))

    def store(idx: tuple[ir.Expr, ...], pos: ir.Var) -> None:
        def copy(ridx: tuple[ir.Expr, ...]) -> None:
            lw.emit(ir.Assign(ir.Access(out, (pos, *ridx), base.dtype),
                              base.load(idx + ridx)))

        lw.loop_nest(rest, copy, f"{out}_row", parallel=False, vector=bool(rest))

    each_selected(lw, mask, store, f"{out}_select")
    return lw.array_value(out)


# ------------------------------------------------------------------ a[mask] = array
def masked_ufunc(lw: Lowerer, node: ast.Call) -> Value | Masked:
    """``np.sqrt(b[m])``, ``np.maximum(b[m] * 2, c[m])``: a ufunc of selections through one
    mask (and scalars) stays a selection of the elementwise result, as an operator's does
    (``masked_binop``), so ``a[m] = np.sqrt(b[m])`` is one parallel loop that computes where
    the mask holds instead of compactions and an expansion, each a serial loop. Arguments
    that are not such selections are compacted, as anywhere else."""
    fn = lw.expr(node.func)
    if not (isinstance(fn, PyVal) and isinstance(fn.obj, np.ufunc) and fn.obj.signature is None
            and not node.keywords and len(node.args) == fn.obj.nin
            and any(isinstance(a, (ast.Subscript, ast.BinOp, ast.UnaryOp, ast.Call))
                    for a in node.args)):
        return lw.expr(node)
    args = [lw.selection(a) for a in node.args]
    masked = [v for v in args if isinstance(v, Masked)]
    kept = bool(masked) and all(isinstance(v, SVal) or (
        isinstance(v, Masked) and v.base.ndim == v.mask.ndim and same_mask(v.mask, masked[0].mask))
        for v in args)
    values = [v if not isinstance(v, Masked) else v.base if kept
              else compact(lw, v.base, v.mask, node, checked=True) for v in args]
    names = [f"__loopcraft_arg{k}__" for k in range(len(values))]
    call = ast.copy_location(ast.Call(node.func, [ast.Name(n, ast.Load()) for n in names], []),
                             node)
    ast.fix_missing_locations(call)
    saved = lw.pinned
    lw.pinned = {**saved, **dict(zip(names, values, strict=True))}
    try:
        result = lw.call(fn.obj, call)
    finally:
        lw.pinned = saved
    return Masked(result, masked[0].mask) if kept else result  # type: ignore[arg-type]


def store_selected(lw: Lowerer, base: AVal, mask: AVal, value: AVal, op: str | None,
                   node: ast.AST) -> None:
    """``a[m] = v`` (or ``a[m] op= v``) for an array ``v``: the k-th selected element (or
    sub-array, for a mask of fewer axes) of ``a`` gets ``v[k]``; ``v`` broadcasts against
    the selection's shape ``(count,) + rest`` as in NumPy (length 1: the same to all)."""
    rest = base.shape[mask.ndim:]
    sel_ndim = 1 + len(rest)
    if value.ndim > sel_ndim:
        raise lw.error(f"cannot assign a {value.ndim}-d array to a {sel_ndim}-d boolean-"
                       "mask selection", node)
    probe = base.load(tuple(ir.Var(f"_p{k}", "int64") for k in range(base.ndim)))
    if not isinstance(probe, ir.Access):
        raise lw.error("cannot assign into a computed array", node)
    target = probe.array
    # NumPy computes the right side and the mask before it stores anything
    if any(lw.may_alias(target, r) for r in value.reads):
        value = lw.snapshot(value)
    if any(lw.may_alias(target, r) for r in mask.reads):
        mask = lw.snapshot(mask)
    count = count_true(lw, mask)
    sel_shape = (count, *rest)
    off = sel_ndim - value.ndim
    for k, e in enumerate(value.shape):
        want = sel_shape[off + k]
        if e != want and not is_const(e, 1):
            lw.emit(ir.If(ir.Binary("and", ir.Binary("ne", e, want, "bool"), ir.Binary(
                "ne", e, i64(1), "bool"), "bool"), ir.Block((ir.Raise(
                    "ValueError", "NumPy boolean array indexing assignment cannot assign "
                    "the input values to the output values where the mask is true"),))))

    if op is not None:  # NumPy's same_kind rule, before anything is stored (inplace_cast)
        _, t = ew.binary(op, (ir.Var("_x", base.dtype), ScalarType(base.dtype)),
                         (ir.Var("_y", value.dtype), ScalarType(value.dtype)))
        if not same_kind(t.dtype, base.dtype):
            lw.emit(cast_error(ufunc_name(op), t.dtype, base.dtype))

    def at(sidx: tuple[ir.Expr, ...]) -> ir.Expr:
        vidx = []
        for k, e in enumerate(value.shape):
            i = sidx[off + k]
            if is_const(e, 1):
                i = i64(0)
            elif e != sel_shape[off + k]:  # 1 at run time: broadcast
                i = ir.Select(ir.Binary("eq", e, i64(1), "bool"), i64(0), i, "int64")
            vidx.append(i)
        return value.load(tuple(vidx))

    def store(idx: tuple[ir.Expr, ...], pos: ir.Var) -> None:
        def leaf(ridx: tuple[ir.Expr, ...]) -> None:
            acc = base.load(idx + ridx)
            assert isinstance(acc, ir.Access)
            v = at((pos, *ridx))
            if op is not None:
                v, _ = ew.binary(op, (acc, ScalarType(base.dtype)),
                                 (v, ScalarType(value.dtype)))
            lw.emit(ir.Assign(acc, cast(v, base.dtype)))

        lw.loop_nest(rest, leaf, f"{target}_put", parallel=False, vector=bool(rest))

    each_selected(lw, mask, store, f"{target}_select")


# ------------------------------------------------------------------ index arrays
def nonzero(lw: Lowerer, x: AVal, node: ast.AST) -> TVal:
    """``np.nonzero(x)``: one int64 index array per axis."""
    if x.ndim == 0:
        raise lw.error("np.nonzero of a 0-d array is not supported", node,
                       hint="use np.atleast_1d(x) or an if statement")
    mask = truth_array(lw, x)
    count = count_true(lw, mask)
    outs = [lw.array_temp("int64", 1, shape=(count,)) for _ in range(x.ndim)]
    for o in outs:
        lw.emit(ir.Alloc(o, (count,)))

    def store(idx: tuple[ir.Expr, ...], pos: ir.Var) -> None:
        for o, i in zip(outs, idx, strict=True):
            lw.emit(ir.Assign(ir.Access(o, (pos,), "int64"), i))

    each_selected(lw, mask, store, f"{outs[0]}_nonzero")
    return TVal(tuple(lw.array_value(o) for o in outs))


def flat_nonzero(lw: Lowerer, x: AVal) -> AVal:
    """``np.flatnonzero(x)``: the C-order positions of the non-zero elements."""
    mask = truth_array(lw, x)
    count = count_true(lw, mask)
    out = lw.array_temp("int64", 1, shape=(count,))
    lw.emit(ir.Alloc(out, (count,)))

    def store(idx: tuple[ir.Expr, ...], pos: ir.Var) -> None:
        flat: ir.Expr = i64(0)
        for k, i in enumerate(idx):
            flat = add(mul(flat, x.shape[k]), i) if k else i
        lw.emit(ir.Assign(ir.Access(out, (pos,), "int64"), flat))

    each_selected(lw, mask, store, f"{out}_flatnonzero")
    return lw.array_value(out)


def argwhere(lw: Lowerer, x: AVal, node: ast.AST) -> AVal:
    """``np.argwhere(x)``: a ``(count, ndim)`` int64 array of coordinates."""
    mask = truth_array(lw, x)
    count = count_true(lw, mask)
    out = lw.array_temp("int64", 2, shape=(count, i64(x.ndim)))
    lw.emit(ir.Alloc(out, (count, i64(x.ndim))))

    def store(idx: tuple[ir.Expr, ...], pos: ir.Var) -> None:
        for k, i in enumerate(idx):
            lw.emit(ir.Assign(ir.Access(out, (pos, i64(k)), "int64"), i))

    each_selected(lw, mask, store, f"{out}_argwhere")
    return lw.array_value(out)


def bincount(lw: Lowerer, node: ast.Call) -> AVal:
    """``np.bincount(x, weights=, minlength=)``: the length is ``max(x) + 1`` (at least
    ``minlength``), known once ``x`` is read; then a serial scatter-add (a value may come
    any number of times). NumPy's ValueError for negative values. One difference: an
    empty ``x`` with weights gives an empty float64 array (NumPy returns int64 zeros for an
    empty ``x`` whatever the weights, a dtype known only at run time)."""
    a = lw.args_kwargs(node, ["x", "weights", "minlength"])
    x = lw.as_array(lw.expr(a["x"]), node)
    if x.ndim != 1 or x.dtype not in (*ir.INT_DTYPES, "bool") or x.dtype == "uint64":
        # NumPy also refuses uint64: it does not cast safely to the int64 counts index
        raise lw.error("np.bincount needs a 1-d array of non-negative integers (of a dtype "
                       "that casts safely to int64: not uint64)", node)
    w = None
    if "weights" in a and not lw.is_none(a["weights"]):
        w = lw.as_array(lw.expr(a["weights"]), node)
        if w.ndim != 1:
            raise lw.error("np.bincount weights must be 1-d", a["weights"])
        lw.emit(ir.If(ir.Binary("ne", w.shape[0], x.shape[0], "bool"), ir.Block((
            ir.Raise("ValueError", "The weights and list don't have the same length."),))))
    low = ir.Var(lw.scalar_temp("int64", "_low"), "int64")
    top = ir.Var(lw.scalar_temp("int64", "_top"), "int64")
    lw.emit(ir.Assign(low, i64(0)))
    lw.emit(ir.Assign(top, i64(-1)))

    def extremes(idx: tuple[ir.Expr, ...]) -> None:
        v = cast(x.load(idx), "int64")
        lw.emit(ir.Assign(low, v, "min"))
        lw.emit(ir.Assign(top, v, "max"))

    lw.loop_nest(x.shape, extremes, "bincount_range")
    lw.emit(ir.If(ir.Binary("lt", low, i64(0), "bool"), ir.Block((ir.Raise(
        "ValueError", "'list' argument must have no negative elements"),))))
    n: ir.Expr = add(top, i64(1))
    if "minlength" in a and not lw.is_none(a["minlength"]):
        n = ir.Binary("max", n, lw.int_scalar(a["minlength"], "minlength").expr, "int64")
    n = lw.hoist(SVal(n, ScalarType("int64"))).expr
    dt = "int64" if w is None else "float64"
    out = lw.array_temp(dt, 1, shape=(n,))
    lw.emit(ir.Alloc(out, (n,), const(0, dt)))

    def scatter(idx: tuple[ir.Expr, ...]) -> None:
        at = ir.Access(out, (cast(x.load(idx), "int64"),), dt)
        v = const(1, dt) if w is None else cast(w.load(idx), dt)
        lw.emit(ir.Assign(at, ir.Binary("add", at, v, dt)))

    lw.loop_nest(x.shape, scatter, f"{out}_bincount", parallel=False, vector=False)
    return lw.array_value(out)


def truth_array(lw: Lowerer, x: AVal) -> AVal:
    """``x != 0`` as a lazy boolean array (``x`` itself when it is boolean)."""
    if x.dtype == "bool":
        return x
    return AVal("bool", x.shape, lambda idx: ir.Binary("ne", x.load(idx),
                                                       const(0, x.dtype), "bool"), x.reads)


def _truth(e: ir.Expr) -> ir.Expr:
    return cast(e, "bool")


# ------------------------------------------------------------------ NumPy functions
@numpy_function("bincount")
def np_bincount(lw: Lowerer, name: str, node: ast.Call) -> Value:
    return bincount(lw, node)


@numpy_function("nonzero", "flatnonzero", "argwhere")
def np_nonzero(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a"])
    x = lw.as_array(lw.expr(a["a"]), node)
    if name == "nonzero":
        return nonzero(lw, x, node)
    if name == "flatnonzero":
        return flat_nonzero(lw, x)
    return argwhere(lw, x, node)
