"""Array creation: ``np.zeros`` and friends, ``np.arange``, ``np.linspace``, ``np.eye``,
copies and dtype constructors.

A new array is a lazy value too (a constant or a formula of its index), so ``np.zeros(n)`` costs
nothing until it is stored, and ``np.arange(n) * 2`` fuses into its consumer.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

import numpy as np

from ....ir import nodes as ir
from .. import elementwise as ew
from ..types import ScalarType, kind_of
from ..values import AVal, SVal, TVal, Value, cast, const, i64
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


_ALLOC = {"zeros", "ones", "empty", "full"}


# ------------------------------------------------------------------ new arrays
@numpy_function(*_ALLOC, "ndarray")
def allocation(lw: Lowerer, kind: str, node: ast.Call) -> AVal:
    """``np.zeros(shape, dtype)`` and friends; ``np.ndarray(shape, dtype)``, the class called
    directly, is ``np.empty`` (its ``buffer``/``offset``/``strides`` are refused)."""
    names = ["shape", "fill_value", "dtype"] if kind == "full" else ["shape", "dtype"]
    a = lw.args_kwargs(node, names + (["order"] if kind in _ALLOC else []))
    kind = "empty" if kind == "ndarray" else kind
    shape = lw.shape_arg(a["shape"])
    fill_v: SVal | None = None
    if kind == "full":
        fill_v = lw.hoist(lw.scalar(a["fill_value"]))  # type: ignore[assignment]
    if "dtype" in a:
        dt = lw.dtype_arg(a["dtype"])
    elif fill_v is not None:
        dt = fill_v.type.dtype
    else:
        dt = "float64"
    value: ir.Expr = const(1 if kind == "ones" else 0, dt)
    if fill_v is not None:
        value = cast(fill_v.expr, dt)
    return AVal(dt, shape, lambda idx: value, frozenset(),
                fill="empty" if kind == "empty" else "full")


@numpy_function(*(f"{kind}_like" for kind in _ALLOC))
def allocation_like(lw: Lowerer, name: str, node: ast.Call) -> AVal:
    kind = name[:-5]
    names = ["a", "fill_value", "dtype"] if kind == "full" else ["a", "dtype"]
    a = lw.args_kwargs(node, names)
    lw.metadata_only += 1  # no element of the prototype is read: t[n]'s n is checked here
    try:
        proto = lw._operand(lw.expr(a["a"]))
    finally:
        lw.metadata_only -= 1
    if not isinstance(proto, AVal):
        raise lw.error(f"np.{kind}_like needs an array", node)
    shape = proto.shape
    dt = lw.dtype_arg(a["dtype"]) if "dtype" in a else proto.dtype
    value: ir.Expr = const(1 if kind == "ones" else 0, dt)
    if kind == "full":
        fill_v = lw.hoist(lw.scalar(a["fill_value"]))
        value = cast(fill_v.expr, dt)  # type: ignore[union-attr]
    return AVal(dt, shape, lambda idx: value, frozenset(),
                fill="empty" if kind == "empty" else "full")


@numpy_function("arange")
def arange(lw: Lowerer, name: str, node: ast.Call) -> AVal:
    a = lw.args_kwargs(node, ["start", "stop", "step", "dtype"])
    vals = [lw.scalar(a[k]) for k in ("start", "stop", "step") if k in a]
    if len(vals) == 1:
        vals = [SVal(i64(0), ScalarType("int64", True)), vals[0]]
    if len(vals) == 2:
        vals.append(SVal(i64(1), ScalarType("int64", True)))
    start, stop, step = vals
    return arange_values(lw, start, stop, step,
                         lw.dtype_arg(a["dtype"]) if "dtype" in a else None)


def arange_values(lw: Lowerer, start: SVal, stop: SVal, step: SVal, dt: str | None) -> AVal:
    """``np.arange(start, stop, step, dtype=dt)`` (``dt`` None: the arguments' type)."""
    t = ew.promote(ew.promote(start.type, stop.type), step.type)
    dt = dt or t.dtype
    if kind_of(t.dtype) == "f":
        span = ir.Binary("div", ir.Binary("sub", cast(stop.expr, "float64"),
                                          cast(start.expr, "float64"), "float64"),
                         cast(step.expr, "float64"), "float64")
        n: ir.Expr = cast(ir.Call("ceil", (span,), "float64"), "int64")
    else:
        s = cast(step.expr, "int64")
        diff = ir.Binary("sub", cast(stop.expr, "int64"), cast(start.expr, "int64"), "int64")
        if isinstance(s, ir.Const) and s.value > 0:
            n = ir.Binary("floordiv", ir.Binary("add", diff, i64(s.value - 1), "int64"), s,
                          "int64") if s.value != 1 else diff
        else:
            n = ir.Binary("floordiv", ir.Binary("add", diff, ir.Binary(
                "sub", s, ir.Select(ir.Binary("gt", s, i64(0), "bool"), i64(1), i64(-1),
                                    "int64"), "int64"), "int64"), s, "int64")
    n = lw.hoist(SVal(ir.Binary("max", n, i64(0), "int64"), ScalarType("int64"))).expr
    n = lw.derived_extent(n)  # np.arange(k) with k == 1 broadcasts
    st, sp = lw.hoist(start), lw.hoist(step)
    ct = t.dtype if kind_of(t.dtype) == "f" else "int64"

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        v = ir.Binary("add", cast(st.expr, ct), ir.Binary(
            "mul", cast(idx[0], ct), cast(sp.expr, ct), ct), ct)
        return cast(v, dt)

    return AVal(dt, (n,), load)


def index_grid(lw: Lowerer, sparse: bool, index: ast.expr) -> Value:
    """``np.mgrid[a:b:s, ...]`` (``sparse=False``: one array, the grids stacked on a new
    first axis) and ``np.ogrid[...]`` (a tuple of arrays that broadcast together). Each slice
    is an ``arange``; all share NumPy's type: int64, or float64 if any bound or step is a
    float. A complex step (a number of points) is refused."""
    one = SVal(i64(1), ScalarType("int64", True))
    slices = index.elts if isinstance(index, ast.Tuple) else [index]
    bounds = []
    for sl in slices:
        if not isinstance(sl, ast.Slice) or sl.upper is None:
            raise lw.error("np.mgrid/np.ogrid take slices with a stop (start:stop:step)", sl)
        if sl.step is not None and kind_of(lw.scalar(sl.step).type.dtype) == "c":
            raise lw.error("np.mgrid/np.ogrid with a complex step (a number of points) is not "
                           "supported", sl, hint="use np.linspace for a number of points")
        bounds.append([lw.scalar(e) if e is not None else d
                       for e, d in ((sl.lower, SVal(i64(0), one.type)), (sl.upper, one),
                                    (sl.step, one))])
    float_ = any(kind_of(v.type.dtype) == "f" for b in bounds for v in b)
    dt = "float64" if float_ else "int64"
    axes = [arange_values(lw, *b, dt) for b in bounds]
    if not isinstance(index, ast.Tuple):
        return axes[0]
    shape = tuple(ax.shape[0] for ax in axes)
    if sparse:
        return TVal(tuple(AVal(dt, tuple(e if j == k else i64(1) for j, e in enumerate(shape)),
                               lambda idx, ax=ax, k=k: ax.load((idx[k],)))
                          for k, ax in enumerate(axes)))

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        value = axes[-1].load((idx[len(axes)],))
        for k in range(len(axes) - 2, -1, -1):
            value = ir.Select(ir.Binary("eq", idx[0], i64(k), "bool"),
                              axes[k].load((idx[k + 1],)), value, dt)
        return value

    return AVal(dt, (i64(len(axes)),) + shape, load)


@numpy_function("linspace")
def linspace(lw: Lowerer, name: str, node: ast.Call) -> AVal:
    a = lw.args_kwargs(node, ["start", "stop", "num", "endpoint", "dtype"])
    start = lw.hoist(lw.scalar(a["start"]))
    stop = lw.hoist(lw.scalar(a["stop"]))
    num = lw.int_scalar(a["num"]).expr if "num" in a else i64(50)
    endpoint = True
    if "endpoint" in a:
        ev = lw.scalar(a["endpoint"])
        if not isinstance(ev.expr, ir.Const):
            raise lw.error("endpoint must be a constant", a["endpoint"])
        endpoint = bool(ev.expr.value)
    dt = lw.dtype_arg(a["dtype"]) if "dtype" in a else "float64"
    div = ir.Binary("sub", num, i64(1), "int64") if endpoint else num
    fs, fe = cast(start.expr, "float64"), cast(stop.expr, "float64")
    step = lw.hoist(SVal(ir.Binary("div", ir.Binary("sub", fe, fs, "float64"),
                                   cast(ir.Binary("max", div, i64(1), "int64"), "float64"),
                                   "float64"), ScalarType("float64"))).expr

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        v = ir.Binary("add", fs, ir.Binary("mul", cast(idx[0], "float64"), step, "float64"),
                      "float64")
        if endpoint:  # the last point is exactly `stop`, as in NumPy
            last = ir.Binary("and", ir.Binary("eq", idx[0], div, "bool"),
                             ir.Binary("gt", div, i64(0), "bool"), "bool")
            v = ir.Select(last, fe, v, "float64")
        return cast(v, dt)

    return AVal(dt, (num,), load)


# ------------------------------------------------------------------ copies, eye, dtype constructors
@numpy_function("copy", "array", "asarray", "ascontiguousarray")
def np_copy(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "dtype"])
    v = lw._operand(lw.expr(a["a"]))
    if isinstance(v, SVal):
        return v
    if "dtype" in a:
        v = lw.astype(v, lw.dtype_arg(a["dtype"]))
    if name == "asarray":
        return v
    return AVal(v.dtype, v.shape, v.load, v.reads)


@numpy_function("eye", "identity")
def np_eye(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["N", "M", "k", "dtype"] if name == "eye"
                       else ["n", "dtype"])
    n = lw.int_scalar(a.get("N", a.get("n"))).expr  # type: ignore[arg-type]
    m = lw.int_scalar(a["M"]).expr if "M" in a else n
    dt = lw.dtype_arg(a["dtype"]) if "dtype" in a else "float64"
    k = lw.hoist(lw.int_scalar(a["k"])).expr if "k" in a else i64(0)
    return AVal(dt, (n, m), lambda idx: ir.Select(  # ones on the k-th diagonal
        ir.Binary("eq", ir.Binary("sub", idx[1], idx[0], "int64"), k, "bool"),
        const(1, dt), const(0, dt), dt))


@numpy_function("float64", "float32", "float16", "int64", "int32", "int16", "int8", "uint64",
                "uint32", "uint16", "uint8", "bool_")
def dtype_constructor(lw: Lowerer, name: str, node: ast.Call) -> Value:
    return lw.cast_call(np.dtype(name).name, node)
