"""NumPy functions whose element needs a loop of its own: ``np.polyval`` (Horner's rule),
``np.convolve`` (a dot product per output), ``np.searchsorted`` and ``np.interp`` (a binary
search per value).

Why loops in the IR and not lazy values: each output element is a sequential computation of
data-dependent length, so it is a loop nest with a scalar accumulator (the model of
``linalg.py``), parallel over the outputs. The searches follow NumPy's algorithms step by step
(the NaN-last ordering of ``searchsorted``, the edge rules of ``interp``), so ties, values on
the sample points and values outside the range give NumPy's results.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from .. import elementwise as ew
from ..types import ScalarType, kind_of
from ..values import AVal, SVal, Value, add, cast, const, i64, imax, imin, sub
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


def _b(op: str, a: ir.Expr, b: ir.Expr) -> ir.Expr:
    dt = "bool" if op in ("eq", "ne", "lt", "le", "gt", "ge", "and", "or") else a.dtype
    return ir.Binary(op, a, b, dt)


def nan_less(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    """NumPy's sort order ``a < b`` with NaN after every number."""
    if kind_of(a.dtype) != "f":
        return _b("lt", a, b)
    return _b("or", _b("lt", a, b), _b("and", _b("ne", b, b), _b("eq", a, a)))


def elementwise_loop(lw: Lowerer, x: SVal | AVal, dt: str, body: Callable[[ir.Expr, ir.Var], None],
                     name: str) -> SVal | AVal:
    """Apply ``body(value, result_var)`` to each element of ``x``: a scalar in, a scalar
    out; an array in, a new array (one parallel nest, the body's loops inside)."""
    res = ir.Var(lw.scalar_temp(dt, f"_{name}"), dt)
    if isinstance(x, SVal):
        body(lw.hoist(x).expr, res)  # type: ignore[union-attr]
        return SVal(res, ScalarType(dt))
    out = lw.array_temp(dt, x.ndim, shape=x.shape)
    lw.emit(ir.Alloc(out, x.shape))

    def leaf(idx: tuple[ir.Expr, ...]) -> None:
        body(x.load(idx), res)
        lw.emit(ir.Assign(ir.Access(out, idx, dt), res))

    lw.loop_nest(x.shape, leaf, name, vector=False)
    return lw.array_value(out)


# ------------------------------------------------------------------ polynomials
@numpy_function("polyval")
def polyval(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["p", "x"])
    p = lw.as_array(lw.expr(a["p"]), node)
    x = lw._operand(lw.expr(a["x"]))
    if p.ndim != 1:
        raise lw.error("np.polyval needs a 1-d array of coefficients", node)
    xt = x.type if isinstance(x, SVal) else ScalarType(x.dtype)
    xt = ScalarType(xt.dtype)  # NumPy makes an array of x: a strong dtype
    dt = ew.promote(xt, ScalarType(p.dtype)).dtype
    n = p.shape[0]
    if isinstance(n, ir.Const) and n.value == 0:
        dt = xt.dtype  # no coefficients: zeros_like(x)
    k = ir.Var(lw.fresh("_k"), "int64")

    def horner(v: ir.Expr, res: ir.Var) -> None:
        lw.emit(ir.Assign(res, const(0, dt)))
        lw.emit(ir.Loop(k.name, i64(0), n, i64(1), ir.Block((ir.Assign(res, ew.binary(
            "add", ew.binary("mul", (res, ScalarType(dt)), (v, xt)),
            (p.load((k,)), ScalarType(p.dtype)))[0]),)), lw.label("polyval_k")))

    return elementwise_loop(lw, x, dt, horner, "polyval")


# ------------------------------------------------------------------ convolution
@numpy_function("convolve")
def convolve(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "v", "mode"])
    x = lw.as_array(lw.expr(a["a"]), node)
    v = lw.as_array(lw.expr(a["v"]), node)
    mode = lw.const_str(a.get("mode"), "full", ("full", "same", "valid"), "mode")
    if x.ndim != 1 or v.ndim != 1:
        raise lw.error("object too deep for desired array (np.convolve takes 1-d "
                       "arrays)", node)
    dt = ew.promote(ScalarType(x.dtype), ScalarType(v.dtype)).dtype
    if dt == "bool":
        raise lw.error("np.convolve of booleans is not supported", node)
    na, nv = x.shape[0], v.shape[0]
    lw.raise_if(_b("eq", na, i64(0)), "ValueError", "a cannot be empty")
    lw.raise_if(_b("eq", nv, i64(0)), "ValueError", "v cannot be empty")
    short = lw.hoist(SVal(imin(na, nv), ScalarType("int64"))).expr
    long_ = lw.hoist(SVal(imax(na, nv), ScalarType("int64"))).expr
    # the full convolution is symmetric in its operands; 'same' and 'valid' are windows
    # of it whose bounds depend only on the shorter and longer lengths (as NumPy swaps)
    if mode == "full":
        length, start = add(sub(add(na, nv), i64(1)), i64(0)), i64(0)
    elif mode == "same":
        length = long_
        start = ir.Binary("floordiv", sub(short, i64(1)), i64(2), "int64")
    else:
        length, start = add(sub(long_, short), i64(1)), sub(short, i64(1))
    acc = "float64" if dt == "float32" else dt
    s = ir.Var(lw.scalar_temp(acc, "_conv"), acc)
    out = lw.array_temp(dt, 1, shape=(length,))
    lw.emit(ir.Alloc(out, (length,)))
    j = ir.Var(lw.fresh("_j"), "int64")

    def leaf(idx: tuple[ir.Expr, ...]) -> None:
        kk = add(idx[0], start)
        lo = imax(i64(0), add(sub(kk, na), i64(1)))
        hi = imin(nv, add(kk, i64(1)))
        term = ir.Binary("mul", cast(x.load((sub(kk, j),)), acc),
                         cast(v.load((j,)), acc), acc)
        lw.emit(ir.Assign(s, const(0, acc)))
        lw.emit(ir.Loop(j.name, lo, hi, i64(1), ir.Block((ir.Assign(s, term, "add"),)),
                        lw.label("convolve_j")))
        lw.emit(ir.Assign(ir.Access(out, idx, dt), cast(s, dt)))

    lw.loop_nest((length,), leaf, "convolve", vector=False)
    return lw.array_value(out)


# ------------------------------------------------------------------ searching
@numpy_function("searchsorted")
def searchsorted(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "v", "side", "sorter"])
    if "sorter" in a and not lw.is_none(a["sorter"]):
        raise lw.error("np.searchsorted(sorter=...) is not supported", a["sorter"],
                       hint="search the sorted copy instead")
    side = lw.const_str(a.get("side"), "left", ("left", "right"), "side")
    xs = lw.as_array(lw.expr(a["a"]), node)
    if xs.ndim != 1:
        raise lw.error("np.searchsorted needs a 1-d sorted array", node)
    v = lw._operand(lw.expr(a["v"]))
    vt = v.type if isinstance(v, SVal) else ScalarType(v.dtype)
    dt = ew.promote(ScalarType(xs.dtype), vt).dtype
    n = xs.shape[0]
    lo = ir.Var(lw.scalar_temp("int64", "_lo"), "int64")
    hi = ir.Var(lw.scalar_temp("int64", "_hi"), "int64")
    mid = ir.Var(lw.scalar_temp("int64", "_mid"), "int64")
    key = ir.Var(lw.scalar_temp(dt, "_key"), dt)

    def search(value: ir.Expr, res: ir.Var) -> None:
        at_mid = cast(xs.load((mid,)), dt)
        # left: the first position whose element is not below the key; right: the
        # first position whose element is above it
        go_right = nan_less(at_mid, key) if side == "left" else ir.Unary(
            "not", nan_less(key, at_mid), "bool")
        lw.emit(ir.Assign(key, cast(value, dt)))
        lw.emit(ir.Assign(lo, i64(0)))
        lw.emit(ir.Assign(hi, n))
        lw.emit(ir.While(_b("lt", lo, hi), ir.Block((
            ir.Assign(mid, ir.Binary("floordiv", add(lo, hi), i64(2), "int64")),
            ir.If(go_right, ir.Block((ir.Assign(lo, add(mid, i64(1))),)),
                  ir.Block((ir.Assign(hi, mid),))),
        ))))
        lw.emit(ir.Assign(res, lo))

    return elementwise_loop(lw, v, "int64", search, "searchsorted")


@numpy_function("interp")
def interp(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["x", "xp", "fp", "left", "right", "period"])
    if "period" in a and not lw.is_none(a["period"]):
        raise lw.error("np.interp(period=...) is not supported", a["period"])
    x = lw._operand(lw.expr(a["x"]))
    xp = lw.as_array(lw.expr(a["xp"]), node)
    fp = lw.as_array(lw.expr(a["fp"]), node)
    if xp.ndim != 1 or fp.ndim != 1:
        raise lw.error("np.interp needs 1-d xp and fp", node)
    for arr in (xp, fp):
        if kind_of(arr.dtype) not in "ifb":
            raise lw.error("np.interp of non-numbers", node)
    dt = "float64"  # NumPy interpolates in float64 whatever the input dtypes
    n = xp.shape[0]
    lw.raise_if(_b("eq", n, i64(0)), "ValueError", "array of sample points is empty")
    lw.raise_if(_b("ne", fp.shape[0], n), "ValueError",
                "fp and xp are not of the same length.")
    last = sub(n, i64(1))

    def X(i: ir.Expr) -> ir.Expr:
        return cast(xp.load((i,)), dt)

    def F(i: ir.Expr) -> ir.Expr:
        return cast(fp.load((i,)), dt)

    ends = {}
    for side in ("left", "right"):
        if lw.is_none(a.get(side)):
            ends[side] = None
        else:
            ends[side] = cast(lw.hoist(lw.scalar(a[side], side)).expr, dt)  # type: ignore
    lo = ir.Var(lw.scalar_temp("int64", "_lo"), "int64")
    hi = ir.Var(lw.scalar_temp("int64", "_hi"), "int64")
    mid = ir.Var(lw.scalar_temp("int64", "_mid"), "int64")
    xv = ir.Var(lw.scalar_temp(dt, "_x"), dt)
    slope = ir.Var(lw.scalar_temp(dt, "_slope"), dt)

    def f64(op: str, p: ir.Expr, q: ir.Expr) -> ir.Expr:
        return ir.Binary(op, p, q, dt)

    def value(v: ir.Expr, res: ir.Var) -> None:
        j, j1 = lo, add(lo, i64(1))
        left = ends["left"] if ends["left"] is not None else F(i64(0))
        right = ends["right"] if ends["right"] is not None else F(last)
        line = f64("add", f64("mul", slope, f64("sub", xv, X(j))), F(j))
        line2 = f64("add", f64("mul", slope, f64("sub", xv, X(j1))), F(j1))
        # NumPy: a NaN from an infinite slope is retried from the right end, then the
        # common value of two equal samples
        inner = ir.Block((
            ir.Assign(lo, i64(0)), ir.Assign(hi, last),
            ir.While(_b("gt", sub(hi, lo), i64(1)), ir.Block((
                ir.Assign(mid, ir.Binary("floordiv", add(lo, hi), i64(2), "int64")),
                ir.If(_b("lt", xv, X(mid)), ir.Block((ir.Assign(hi, mid),)),
                      ir.Block((ir.Assign(lo, mid),))),
            ))),
            ir.If(_b("eq", X(j), xv), ir.Block((ir.Assign(res, F(j)),)), ir.Block((
                ir.Assign(slope, f64("div", f64("sub", F(j1), F(j)),
                                     f64("sub", X(j1), X(j)))),
                ir.Assign(res, line),
                ir.If(ir.Call("isnan", (res,), "bool"), ir.Block((
                    ir.Assign(res, line2),
                    ir.If(_b("and", ir.Call("isnan", (res,), "bool"), _b("eq", F(j),
                                                                          F(j1))),
                          ir.Block((ir.Assign(res, F(j)),)), ir.Block(())),
                )), ir.Block(())),
            ))),
        ))
        lw.emit(ir.Assign(xv, cast(v, dt)))
        lw.emit(ir.If(_b("gt", xv, X(last)), ir.Block((ir.Assign(res, right),)), ir.Block((
            ir.If(_b("lt", xv, X(i64(0))), ir.Block((ir.Assign(res, left),)), ir.Block((
                ir.If(_b("eq", xv, X(last)), ir.Block((ir.Assign(res, F(last)),)),
                      inner),))),))))

    return elementwise_loop(lw, x, dt, value, "interp")
