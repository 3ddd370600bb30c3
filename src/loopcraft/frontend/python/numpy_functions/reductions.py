"""Reductions and scans: ``np.sum`` and friends, ``np.cumsum``, ``np.trace``.

A reduction of a lazy array is one loop nest with an accumulator, so ``np.sum(a * b)`` never
materializes ``a * b``.
"""

from __future__ import annotations

import ast
import math
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from ....ir.dtypes import int_range
from ....ir.walk import expr_accesses
from .. import elementwise as ew
from ..types import ScalarType, kind_of, reduction_dtype
from ..values import AVal, Masked, PyVal, SVal, Value, add, cast, const, expand_dims, i64, mul, sub
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


#: the NumPy functions (and array methods) lowered as reductions
REDUCTIONS = {"sum", "prod", "max", "min", "amax", "amin", "mean", "std", "var", "argmax",
               "argmin", "any", "all", "nansum"}
#: Reductions of a boolean-mask selection ``a[m]`` (the only reads of one: its size depends
#: on the data, its reductions do not).
MASKED_REDUCTIONS = frozenset({"sum", "prod", "mean", "max", "min", "amax", "amin", "any",
                               "all", "nansum"})

_OP = {"sum": "add", "nansum": "add", "prod": "mul", "max": "max", "amax": "max", "min": "min",
       "amin": "min", "any": "max", "all": "min", "mean": "add"}


def _acc_dtype(name: str, dtype: str) -> str:
    """NumPy's result dtype of a reduction (sums of small ints widen to int64)."""
    if name in ("any", "all"):
        return "bool"
    if name in ("sum", "prod", "nansum"):
        return reduction_dtype(dtype)
    if name == "mean" and kind_of(dtype) in "ib":
        return "float64"
    return dtype


def _accumulator_dtype(op: str, rdt: str) -> str:
    """What a reduction to ``rdt`` accumulates in: float32 sums in float64 (closer to NumPy's
    pairwise sum than a float32 loop), float16 sums and products in float32 (NumPy's half
    loops reduce in float and round once at the end)."""
    if rdt == "float32" and op == "add":
        return "float64"
    if rdt == "float16" and op in ("add", "mul"):
        return "float32"
    return rdt


def _improves(better: str, v: ir.Expr, best: ir.Var, pos: ir.Var) -> ir.Expr:
    """Whether ``v`` replaces the best value so far in argmax/argmin: the first element, a
    strictly better one, or the first NaN (NumPy's argmax/argmin give the first NaN's
    position, which no later value replaces)."""
    cond: ir.Expr = ir.Binary("or", ir.Binary("lt", pos, i64(0), "bool"),
                              ir.Binary(better, v, best, "bool"), "bool")
    if kind_of(v.dtype) == "f":
        first_nan = ir.Binary("and", ir.Call("isnan", (v,), "bool"),
                              ir.Unary("not", ir.Call("isnan", (best,), "bool"), "bool"), "bool")
        cond = ir.Binary("or", cond, first_nan, "bool")
    return cond


def _init(op: str, dtype: str) -> ir.Const:
    if op == "add":
        return const(0, dtype)
    if op == "mul":
        return const(1, dtype)
    if dtype == "bool":
        return const(op == "min", "bool")
    if kind_of(dtype) == "f":
        return const(-math.inf if op == "max" else math.inf, dtype)
    lo, hi = int_range(dtype)
    return const(lo if op == "max" else hi, dtype)


# ------------------------------------------------------------------ entry
def reduction(lw: Lowerer, name: str, x: SVal | AVal, a: dict[str, ast.expr],
              node: ast.AST) -> Value:
    if isinstance(x, SVal):
        x = AVal(x.type.dtype, (), lambda idx, e=x.expr: e)
    if "out" in a:
        raise lw.error(f"out= is not supported in np.{name}", a["out"],
                       hint="assign the result instead: out[...] = np.sum(...)")
    if "dtype" in a:
        return reduction_as(lw, name, x, a, node)
    axis: int | None = None
    if "axis" in a:
        av = lw.expr(a["axis"])
        if not (isinstance(av, PyVal) and av.obj is None):
            axes = []
            for ax0 in lw.const_int_tuple(a["axis"]):
                ax = ax0 + x.ndim if ax0 < 0 else ax0
                if not 0 <= ax < x.ndim:
                    raise lw.error(f"axis {ax0} is out of bounds for a {x.ndim}-d array",
                                   a["axis"], hint=f"axes go from {-x.ndim} to {x.ndim - 1}")
                axes.append(ax)
            if len(axes) > 1 and len(set(axes)) < x.ndim:
                return reduce_axes(lw, name, x, sorted(set(axes)), a, node)
            axis = axes[0] if len(axes) == 1 else None
    keepdims = False
    if "keepdims" in a:
        kv = lw.scalar(a["keepdims"])
        if not isinstance(kv.expr, ir.Const):
            raise lw.error("keepdims must be a constant", a["keepdims"])
        keepdims = bool(kv.expr.value)
    if axis is not None and x.ndim == 1:
        axis = None  # reducing the only axis: the full reduction (keepdims re-expands)
    ddof = 0
    if "ddof" in a:
        ddof = lw.const_int(a["ddof"])
    if name in ("std", "var"):
        return variance(lw, x, axis, keepdims, ddof, name == "std")
    if name in ("argmax", "argmin"):
        r = arg_reduce(lw, name, x, axis)
        if not keepdims:
            return r
        if axis is None:
            return expand_all(lw, r, x.ndim)  # type: ignore[arg-type]
        return expand_dims(r, axis)  # type: ignore[arg-type]
    if axis is None or x.ndim <= 1 and not keepdims:
        r = reduce_all(lw, name, x)
        if keepdims:
            return expand_all(lw, r, x.ndim)
        return r
    return reduce_axis(lw, name, x, axis, keepdims)


def reduction_as(lw: Lowerer, name: str, x: AVal, a: dict[str, ast.expr], node: ast.AST) -> Value:
    """``np.sum(x, dtype=dt)`` and friends: the reduction of ``x`` converted to ``dt``,
    giving ``dt`` (integer sums accumulate in int64 and wrap to ``dt`` at the end, which
    is the same modular result as NumPy's accumulation in ``dt``)."""
    if name not in ("sum", "prod", "mean", "std", "var", "nansum"):
        raise lw.error(f"dtype= is not supported in np.{name}", a["dtype"])
    dt = lw.dtype_arg(a["dtype"])
    if dt == "bool":
        raise lw.error(f"np.{name}(dtype=bool) is not supported", a["dtype"])
    rest = {k: v for k, v in a.items() if k != "dtype"}
    r = reduction(lw, name, lw.astype(x, dt) if x.dtype != dt else x, rest, node)
    if isinstance(r, SVal):
        return SVal(cast(r.expr, dt), ScalarType(dt))
    assert isinstance(r, AVal)
    return r if r.dtype == dt else lw.astype(r, dt)


def reduce_axes(lw: Lowerer, name: str, x: AVal, axes: list[int], a: dict[str, ast.expr],
                node: ast.AST) -> Value:
    """A reduction over several (not all) axes: one axis at a time, highest first."""
    if name not in ("sum", "prod", "max", "min", "amax", "amin", "any", "all", "mean",
                    "nansum"):
        raise lw.error(f"np.{name} over several axes is not supported", node,
                       hint="reduce one axis at a time")
    keepdims = False
    if "keepdims" in a:
        kv = lw.scalar(a["keepdims"])
        keepdims = isinstance(kv.expr, ir.Const) and bool(kv.expr.value)
    step = "sum" if name == "mean" else name
    r: AVal = x
    for ax in reversed(axes):
        r = reduce_axis(lw, step, r, ax, False)
    result: Value = r
    if name == "mean":
        count = lw.size_of(tuple(x.shape[ax] for ax in axes))
        dt = r.dtype if r.dtype.startswith("float") else "float64"
        result = lw.arith("truediv", r, lw.hoist(SVal(cast(count, dt), ScalarType(dt))))
    if keepdims:
        assert isinstance(result, AVal)
        for ax in axes:
            result = expand_dims(result, ax)
    return result


def unit_stride_axes(lw: Lowerer, x: AVal) -> set[int]:
    """Axes of ``x`` whose index is the last index of some array access in its elements
    (iterating them innermost walks memory contiguously)."""
    probe = tuple(ir.Var(f"_probe{k}", "int64") for k in range(x.ndim))
    out: set[int] = set()
    accesses = expr_accesses(x.load(probe))
    # matrices decide (a vector operand is contiguous whichever way it is walked)
    accesses = [a for a in accesses if len(a.indices) >= 2] or accesses
    for acc in accesses:
        if len(acc.indices) >= 1 and isinstance(acc.indices[-1], ir.Var):
            name = acc.indices[-1].name
            if name.startswith("_probe"):
                out.add(int(name[len("_probe"):]))
    return out


def expand_all(lw: Lowerer, s: SVal, ndim: int) -> AVal:
    return AVal(s.type.dtype, tuple(i64(1) for _ in range(ndim)), lambda idx: s.expr)


def _count(lw: Lowerer, shape: tuple[ir.Expr, ...], dtype: str) -> ir.Expr:
    return cast(lw.size_of(shape), dtype)


# ------------------------------------------------------------------ full reductions
def check_identity(lw: Lowerer, name: str, extent: ir.Expr) -> None:
    """max/min have no identity: NumPy raises on an empty reduction."""
    if name in ("max", "min", "amax", "amin") and not (
            isinstance(extent, ir.Const) and extent.value > 0):
        op = "maximum" if "max" in name else "minimum"
        lw.emit(ir.If(ir.Binary("eq", extent, i64(0), "bool"), ir.Block((ir.Raise(
            "ValueError",
            f"zero-size array to reduction operation {op} which has no identity"),))))


def reduce_all(lw: Lowerer, name: str, x: AVal, mask: AVal | None = None) -> SVal:
    """The reduction of every element of ``x`` (of those where ``mask`` holds, if given:
    ``np.sum(x[mask])``; the count of them is then accumulated in the same loop)."""
    op = _OP[name]
    if mask is None:
        check_identity(lw, name, lw.size_of(x.shape))
    rdt = _acc_dtype(name, x.dtype)
    acc_dt = _accumulator_dtype(op, rdt)
    acc = lw.scalar_temp(acc_dt, "_acc")
    var = ir.Var(acc, acc_dt)
    lw.emit(ir.Assign(var, _init(op, acc_dt)))
    div_dt = "float32" if rdt == "float16" else rdt  # NumPy's float16 mean divides in float32
    count: ir.Expr = _count(lw, x.shape, div_dt)
    if mask is not None:
        cvar = ir.Var(lw.scalar_temp("int64", "_cnt"), "int64")
        lw.emit(ir.Assign(cvar, i64(0)))
        count = cast(cvar, div_dt)

    def body(idx: tuple[ir.Expr, ...]) -> None:
        v = x.load(idx)
        if name == "nansum" and kind_of(x.dtype) == "f":  # NaNs count as zero
            v = ir.Select(ir.Call("isnan", (v,), "bool"), const(0, x.dtype), v, x.dtype)
        if name in ("any", "all"):
            v = ir.Binary("ne", v, const(0, x.dtype), "bool") if x.dtype != "bool" else v
        update = ir.Assign(var, cast(v, acc_dt), op)
        if mask is None:
            lw.emit(update)
        else:
            lw.emit(ir.If(cast(mask.load(idx), "bool"), ir.Block(
                (update, ir.Assign(cvar, i64(1), "add"))), ir.Block(())))

    lw.loop_nest(x.shape, body, f"{name}{lw._counter}")
    if mask is not None:
        check_identity(lw, name, cvar)
    result: ir.Expr = var
    if name == "mean":
        result = ir.Binary("div", cast(var, div_dt), count, div_dt)
    return SVal(cast(result, rdt), ScalarType(rdt))


def masked_reduction(lw: Lowerer, name: str, sel: Masked, a: dict[str, ast.expr],
                     node: ast.AST) -> SVal:
    """``np.sum(x[m])``, ``x[m].max()``, ...: a full reduction of the 1-d selection,
    computed over ``x`` where ``m`` holds; ``count`` is the selection's size."""
    if name == "count":
        ones = AVal("int64", sel.mask.shape, lambda idx: i64(1))
        return reduce_all(lw, "sum", ones, sel.mask)
    if name not in MASKED_REDUCTIONS:
        raise lw.error(f"np.{name} of a boolean-mask selection is not supported", node,
                       hint=f"supported: {', '.join(sorted(MASKED_REDUCTIONS))}")
    for key in ("out", "dtype", "ddof"):
        if key in a:
            raise lw.error(f"{key}= is not supported here", a[key])
    if "axis" in a:
        av = lw.expr(a["axis"])
        if not (isinstance(av, PyVal) and av.obj is None) and lw.const_int(
                a["axis"]) not in (0, -1):
            raise lw.error("a boolean-mask selection is 1-d: axis must be 0, -1 or "
                           "None", a["axis"])
    if "keepdims" in a and not (isinstance(kv := lw.scalar(a["keepdims"]).expr, ir.Const)
                                and not kv.value):
        raise lw.error("keepdims=True is not supported for a boolean-mask selection",
                       a["keepdims"])
    return reduce_all(lw, name, sel.base, sel.mask)


# ------------------------------------------------------------------ axis reductions
def reduce_axis(lw: Lowerer, name: str, x: AVal, axis: int, keepdims: bool) -> AVal:
    op = _OP[name]
    check_identity(lw, name, x.shape[axis])
    rdt = _acc_dtype(name, x.dtype)
    unit = unit_stride_axes(lw, x)
    # reduced axis innermost: a scalar accumulator per output element, else the output
    # accumulates; NumPy rounds a float16 accumulator kept in its output after every element
    # (but its float16 mean sums in float32 whatever the axis)
    scalar_acc = axis == x.ndim - 1 and (axis in unit or not unit)
    in_output = not scalar_acc and rdt == "float16" and name != "mean"
    acc_dt = rdt if in_output else _accumulator_dtype(op, rdt)
    out_shape = tuple(e for k, e in enumerate(x.shape) if k != axis)
    out = lw.array_temp(acc_dt, len(out_shape), shape=out_shape)
    lw.emit(ir.Alloc(out, out_shape, _init(op, acc_dt)))

    def value(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        v = x.load(idx)
        if name == "nansum" and kind_of(x.dtype) == "f":  # NaNs count as zero
            v = ir.Select(ir.Call("isnan", (v,), "bool"), const(0, x.dtype), v, x.dtype)
        if name in ("any", "all") and x.dtype != "bool":
            v = ir.Binary("ne", v, const(0, x.dtype), "bool")
        return cast(v, acc_dt)

    if scalar_acc:
        def outer(oidx: tuple[ir.Expr, ...]) -> None:
            acc = lw.scalar_temp(acc_dt, "_acc")
            var = ir.Var(acc, acc_dt)
            lw.emit(ir.Assign(var, _init(op, acc_dt)))
            lw.loop_nest(
                (x.shape[axis],),
                lambda kidx: lw.emit(ir.Assign(var, value(oidx + kidx), op)),
                f"{name}_k",
                parallel=False,
            )
            lw.emit(ir.Assign(ir.Access(out, oidx, acc_dt), var))

        lw.loop_nest(out_shape, outer, f"{name}_o", vector=False)
    else:
        def body(idx: tuple[ir.Expr, ...]) -> None:
            oidx = tuple(e for k, e in enumerate(idx) if k != axis)
            lw.emit(ir.Assign(ir.Access(out, oidx, acc_dt), value(idx), op))

        # loop order: the reduced axis outside the axes that walk memory with unit stride
        inner = [k for k in range(x.ndim) if k != axis and k in unit] or \
            [k for k in range(x.ndim) if k != axis][-1:]
        order = [k for k in range(x.ndim) if k not in inner] + inner
        lw.loop_nest(x.shape, body, f"{name}_a", parallel=order[0] != axis, order=order)
    result = lw.array_value(out)
    if name == "mean":
        n = lw.hoist(SVal(cast(x.shape[axis], acc_dt), ScalarType(acc_dt)))
        result = lw.arith("truediv", result, n)  # type: ignore[assignment]
    if result.dtype != rdt:
        result = lw.astype(result, rdt)
    if keepdims:
        result = expand_dims(result, axis)
    return result


def variance(lw: Lowerer, x: AVal, axis: int | None, keepdims: bool, ddof: int,
             sqrt: bool) -> Value:
    mean: Value
    if axis is None:
        mean = reduce_all(lw, "mean", x)
        dev = lw.arith("sub", x, mean)
        sq = lw.arith("mul", dev, dev)
        total = reduce_all(lw, "sum", sq)  # type: ignore[arg-type]
        n = _count(lw, x.shape, total.type.dtype)
    else:
        mean_arr = lw.materialize(reduce_axis(lw, "mean", x, axis, True))
        dev = lw.arith("sub", x, lw.array_value(mean_arr))
        sq = lw.arith("mul", dev, dev)
        total = reduce_axis(lw, "sum", sq, axis, keepdims)  # type: ignore[assignment,arg-type]
        n = cast(x.shape[axis], total.dtype if isinstance(total, AVal) else "float64")
    dt = total.type.dtype if isinstance(total, SVal) else total.dtype
    denom = SVal(ir.Binary("sub", cast(n, dt), const(ddof, dt), dt), ScalarType(dt))
    r = lw.arith("truediv", total, lw.hoist(denom))
    if sqrt:
        r = lw.lift(lambda xs: ew.call_func("sqrt", xs), [r])
    if axis is None and keepdims:
        return expand_all(lw, r, x.ndim)  # type: ignore[arg-type]
    return r


def arg_reduce(lw: Lowerer, name: str, x: AVal, axis: int | None) -> Value:
    better = "gt" if name == "argmax" else "lt"
    if axis is None:
        best = lw.scalar_temp(x.dtype, "_best")
        pos = lw.scalar_temp("int64", "_pos")
        flat = lw.scalar_temp("int64", "_flat")
        bv, pv, fv = ir.Var(best, x.dtype), ir.Var(pos, "int64"), ir.Var(flat, "int64")
        lw.emit(ir.Assign(pv, i64(-1)))
        lw.emit(ir.Assign(fv, i64(0)))
        lw.emit(ir.Assign(bv, const(0, x.dtype)))

        def body(idx: tuple[ir.Expr, ...]) -> None:
            v = x.load(idx)
            cond = _improves(better, v, bv, pv)
            lw.emit(ir.If(cond, ir.Block((ir.Assign(bv, v), ir.Assign(pv, fv)))))
            lw.emit(ir.Assign(fv, i64(1), "add"))

        lw.loop_nest(x.shape, body, name, parallel=False, vector=False)
        _raise_if_empty(lw, pv, name)
        return SVal(pv, ScalarType("int64"))
    out_shape = tuple(e for k, e in enumerate(x.shape) if k != axis)
    out = lw.array_temp("int64", len(out_shape), shape=out_shape)
    lw.emit(ir.Alloc(out, out_shape))

    def outer(oidx: tuple[ir.Expr, ...]) -> None:
        best = lw.scalar_temp(x.dtype, "_best")
        pos = lw.scalar_temp("int64", "_pos")
        bv, pv = ir.Var(best, x.dtype), ir.Var(pos, "int64")
        lw.emit(ir.Assign(pv, i64(-1)))
        lw.emit(ir.Assign(bv, const(0, x.dtype)))

        def inner(kidx: tuple[ir.Expr, ...]) -> None:
            full = oidx[:axis] + kidx + oidx[axis:]
            v = x.load(full)
            cond = _improves(better, v, bv, pv)
            lw.emit(ir.If(cond, ir.Block((ir.Assign(bv, v), ir.Assign(pv, kidx[0])))))

        lw.loop_nest((x.shape[axis],), inner, f"{name}_k", parallel=False, vector=False)
        lw.emit(ir.Assign(ir.Access(out, oidx, "int64"), pv))

    lw.loop_nest(out_shape, outer, f"{name}_o", vector=False)
    return lw.array_value(out)


def _raise_if_empty(lw: Lowerer, pos: ir.Var, name: str) -> None:
    lw.emit(ir.If(ir.Binary("lt", pos, i64(0), "bool"), ir.Block((
        ir.Raise("ValueError", f"attempt to get {name} of an empty sequence"),))))


# ------------------------------------------------------------------ scans
def scan(lw: Lowerer, name: str, x: SVal | AVal, a: dict[str, ast.expr], node: ast.AST,
         op: str | None = None) -> AVal:
    """``np.cumsum``/``np.cumprod`` (integers widen to int64; no axis: flattened), or with
    ``op`` a ufunc's ``accumulate`` (sums and products widen the same way,
    ``np.maximum.accumulate`` keeps the input's dtype)."""
    if isinstance(x, SVal):
        x = AVal(x.type.dtype, (i64(1),), lambda idx, e=x.expr: e)
    rdt = _acc_dtype("sum", x.dtype) if op in (None, "add", "mul") else x.dtype
    op = op or ("add" if name == "cumsum" else "mul")
    if "axis" not in a or (isinstance(lw.expr(a["axis"]), PyVal)):
        if x.ndim != 1:
            x = flatten(lw, x)
        axis = 0
    else:
        axis = lw.const_int(a["axis"])
        axis = axis + x.ndim if axis < 0 else axis
    out = lw.array_temp(rdt, x.ndim, shape=x.shape)
    lw.emit(ir.Alloc(out, x.shape))
    others = tuple(e for k, e in enumerate(x.shape) if k != axis)

    def outer(oidx: tuple[ir.Expr, ...]) -> None:
        acc = lw.scalar_temp(rdt, "_acc")
        var = ir.Var(acc, rdt)
        lw.emit(ir.Assign(var, _init(op, rdt)))

        def inner(kidx: tuple[ir.Expr, ...]) -> None:
            full = oidx[:axis] + kidx + oidx[axis:]
            lw.emit(ir.Assign(var, cast(x.load(full), rdt), op))
            lw.emit(ir.Assign(ir.Access(out, full, rdt), var))

        lw.loop_nest((x.shape[axis],), inner, f"{name}_k", parallel=False, vector=False)

    lw.loop_nest(others, outer, f"{name}_o", vector=False)
    return lw.array_value(out)


def flatten(lw: Lowerer, x: AVal) -> AVal:
    """A C-order 1-d view of a lazy array (index arithmetic, no copy)."""
    n = lw.hoist(SVal(lw.size_of(x.shape), ScalarType("int64"))).expr

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        rest = idx[0]
        out: list[ir.Expr] = []
        for k in reversed(range(x.ndim)):
            out.append(ir.Binary("mod", rest, x.shape[k], "int64") if k else rest)
            if k:
                rest = ir.Binary("floordiv", rest, x.shape[k], "int64")
        return x.load(tuple(reversed(out)))

    return AVal(x.dtype, (n,), load, x.reads)


def flat_run(lw: Lowerer, var: str, offset: tuple[ir.Expr, ...]) -> AVal:
    """The memory of the contiguous array variable ``var`` from element ``offset`` on, as a
    C-order 1-d value: read with one split of the index over ``var``'s axes."""
    src = lw.array_value(var)
    start: ir.Expr = i64(0)
    for k, off in enumerate(offset):
        start = add(mul(start, src.shape[k]), off) if k else off
    flat = flatten(lw, src) if src.ndim != 1 else src
    return AVal(src.dtype, (sub(flat.shape[0], start),),
                lambda idx: flat.load((add(start, idx[0]),)), src.reads)


# ------------------------------------------------------------------ NumPy functions
@numpy_function(*REDUCTIONS)
def np_reductions(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis", "dtype", "out", "keepdims", "ddof"])
    x = lw.selection(a["a"])
    if isinstance(x, Masked):
        return masked_reduction(lw, name, x, a, node)
    return reduction(lw, name, lw._operand(x), a, node)


@numpy_function("cumsum", "cumprod")
def np_cumsum(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis"])
    return scan(lw, name, lw._operand(lw.expr(a["a"])), a, node)


@numpy_function("trace")
def np_trace(lw: Lowerer, name: str, node: ast.Call) -> Value:
    x = lw._operand(lw.expr(lw.args_kwargs(node, ["a"])["a"]))
    if not (isinstance(x, AVal) and x.ndim == 2):
        raise lw.error("np.trace is supported for 2-d arrays", node)
    n = ir.Binary("min", x.shape[0], x.shape[1], "int64")
    diag = AVal(x.dtype, (n,), lambda idx: x.load((idx[0], idx[0])), x.reads)
    return reduce_all(lw, "sum", diag)
