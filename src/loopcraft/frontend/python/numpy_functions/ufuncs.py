"""Elementwise NumPy functions (ufuncs) and the ufunc methods.

Each ufunc is lifted to a lazy value with broadcasting (:func:`..elementwise.lift`), so it fuses
into its consumer. Most map to one IR function or operator; the float ufuncs that are formulas
of existing IR functions (``np.exp2``, ``np.logaddexp``, ``np.sinc``, ...) are written exactly
as NumPy evaluates them. The ufunc methods ``np.<ufunc>.outer`` / ``.reduce`` /
``.accumulate`` / ``.at`` are registered under their dotted names (``.at`` is the one
unbuffered update: a serial loop).
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from .. import elementwise as ew
from ..elementwise import Typed
from ..types import NUMPY_DTYPE, ScalarType, float_result_dtype, kind_of
from ..values import AVal, PyVal, SVal, Value, cast, const, expand_dims, i64
from .compaction import nonzero
from .reductions import reduction, scan
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


#: ufuncs whose ``.outer`` / ``.reduce`` are supported, as the operator / reduction they are
_OUTER_OPS = {"add": "add", "subtract": "sub", "multiply": "mul", "maximum": "max",
              "minimum": "min", "divide": "truediv", "true_divide": "truediv"}
_ACCUMULATE_OPS = {"add": "add", "multiply": "mul", "maximum": "max", "minimum": "min"}
_REDUCE_OPS = {"add": "sum", "multiply": "prod", "maximum": "max", "minimum": "min",
               "logical_and": "all", "logical_or": "any"}


def _floats(args: list[Typed]) -> tuple[list[ir.Expr], str]:
    """The operands cast to the float dtype a float ufunc computes in."""
    t = args[0][1]
    for _, u in args[1:]:
        t = ew.promote(t, u)
    rt = float_result_dtype(t).dtype
    return [cast(e, rt) for e, _ in args], rt


def _b(op: str, a: ir.Expr, b: ir.Expr, dt: str) -> ir.Expr:
    return ir.Binary(op, a, b, "bool" if op in ("eq", "ne", "lt", "le", "gt", "ge") else dt)


def _exp2(e: ir.Expr, dt: str) -> ir.Expr:
    return ir.Binary("pow", const(2, dt), e, dt)


def _logaddexp(args: list[Typed], base2: bool) -> Typed:
    """NumPy's ``npy_logaddexp(2)``: equal inputs (also infinities) add log(2); otherwise the
    larger plus ``log1p(exp(-|x - y|))``; a NaN difference propagates."""
    (x, y), dt = _floats(args)
    t = _b("sub", x, y, dt)
    if base2:
        def tail(d: ir.Expr) -> ir.Expr:
            return _b("mul", ir.Call("log1p", (_exp2(d, dt),), dt), const(1 / math.log(2), dt),
                      dt)
        same = _b("add", x, const(1, dt), dt)
    else:
        def tail(d: ir.Expr) -> ir.Expr:
            return ir.Call("log1p", (ir.Call("exp", (d,), dt),), dt)
        same = _b("add", x, const(math.log(2), dt), dt)
    r = ir.Select(_b("eq", x, y, dt), same, ir.Select(
        _b("gt", t, const(0, dt), dt), _b("add", x, tail(ir.Unary("neg", t, dt)), dt),
        ir.Select(_b("le", t, const(0, dt), dt), _b("add", y, tail(t), dt), t, dt), dt), dt)
    return r, ScalarType(dt)


def _sinc(args: list[Typed]) -> Typed:
    """``sin(pi x) / (pi x)`` with 0 replaced by 1e-20, as ``np.sinc`` computes it."""
    (x,), dt = _floats(args)
    y = _b("mul", const(math.pi, dt), ir.Select(_b("eq", x, const(0, dt), dt), const(1e-20, dt),
                                                x, dt), dt)
    return _b("div", ir.Call("sin", (y,), dt), y, dt), ScalarType(dt)


def _heaviside(args: list[Typed]) -> Typed:
    (x, h), dt = _floats(args)
    r = ir.Select(ir.Call("isnan", (x,), "bool"), x, ir.Select(
        _b("lt", x, const(0, dt), dt), const(0, dt), ir.Select(
            _b("gt", x, const(0, dt), dt), const(1, dt), h, dt), dt), dt)
    return r, ScalarType(dt)


def _scaled(factor: float) -> Callable[[list[Typed]], Typed]:
    def fn(args: list[Typed]) -> Typed:
        (x,), dt = _floats(args)
        return _b("mul", x, const(factor, dt), dt), ScalarType(dt)
    return fn


def _exp2_fn(args: list[Typed]) -> Typed:
    (x,), dt = _floats(args)
    return _exp2(x, dt), ScalarType(dt)


_FLOAT_UFUNCS = {
    "exp2": (1, _exp2_fn),
    "deg2rad": (1, _scaled(math.pi / 180.0)), "radians": (1, _scaled(math.pi / 180.0)),
    "rad2deg": (1, _scaled(180.0 / math.pi)), "degrees": (1, _scaled(180.0 / math.pi)),
    "logaddexp": (2, lambda xs: _logaddexp(xs, False)),
    "logaddexp2": (2, lambda xs: _logaddexp(xs, True)),
    "sinc": (1, _sinc),
    "heaviside": (2, _heaviside),
}


@numpy_function(*_FLOAT_UFUNCS)
def np_float_ufunc(lw: Lowerer, name: str, node: ast.Call) -> Value:
    nargs, fn = _FLOAT_UFUNCS[name]
    names = ["x"] if nargs == 1 else ["x1", "x2"]
    a = lw.args_kwargs(node, names)
    if len(a) != nargs:
        raise lw.error(f"np.{name} takes {nargs} argument(s)", node)
    ops = [lw._operand(lw.expr(a[k])) for k in names]
    return lw.lift(fn, ops)


_BINARY = {
    "add": "add", "subtract": "sub", "multiply": "mul", "divide": "truediv",
    "true_divide": "truediv", "floor_divide": "floordiv", "power": "pow", "pow": "pow",
    "mod": "mod", "remainder": "mod", "maximum": "max", "minimum": "min", "greater": "gt",
    "greater_equal": "ge", "less": "lt", "less_equal": "le",
    "equal": "eq", "not_equal": "ne", "logical_and": "and", "logical_or": "or",
    "logical_xor": "ne", "bitwise_and": "bitand", "bitwise_or": "bitor", "bitwise_xor": "bitxor",
    "left_shift": "lshift", "right_shift": "rshift", "bitwise_left_shift": "lshift",
    "bitwise_right_shift": "rshift",
}


@numpy_function(*ew.UFUNC1)
def np_ufunc1(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["x"])
    x = lw._operand(lw.expr(a["x"]))
    f = ew.UFUNC1[name]
    if name == "fabs" and kind_of(x_dtype(x)) == "c":
        raise lw.error("np.fabs of complex numbers (NumPy: TypeError)", node, hint="use np.abs")
    if name in ("rint", "fabs") and x_dtype(x) == "bool":
        raise lw.error(f"np.{name} of booleans gives float16, which loopcraft does "
                       "not support", node, hint="convert first: x.astype(np.float64)")
    if name in ("rint", "fabs") and kind_of(x_dtype(x)) == "i":  # NumPy: float64
        x = lw.arith("mul", x, SVal(const(1.0, "float64"), ScalarType("float64")))
    return lw.lift(lambda xs: ew.call_func(f, xs), [x])


@numpy_function(*ew.UFUNC2)
def np_ufunc2(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["x1", "x2"])
    x1, x2 = lw._operand(lw.expr(a["x1"])), lw._operand(lw.expr(a["x2"]))
    f = ew.UFUNC2[name]
    return lw.lift(lambda xs: ew.call_func(f, xs), [x1, x2])


@numpy_function(*_BINARY)
def np_binary(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["x1", "x2"])
    return lw.arith(_BINARY[name], lw.expr(a["x1"]), lw.expr(a["x2"]))


@numpy_function("fmax", "fmin")
def np_fmax(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["x1", "x2"])
    x1, x2 = lw._operand(lw.expr(a["x1"])), lw._operand(lw.expr(a["x2"]))
    return lw.lift(lambda xs: ew.nan_ignoring(name[1:], xs[0], xs[1]), [x1, x2])


@numpy_function("negative", "positive", "logical_not", "invert", "bitwise_not", "bitwise_invert")
def np_negative(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["x"])
    op = {"negative": "neg", "positive": "pos", "logical_not": "not"}.get(name, "invert")
    return lw.lift(lambda xs: ew.unary(op, xs[0]), [lw._operand(lw.expr(a["x"]))])


@numpy_function("square")
def np_square(lw: Lowerer, name: str, node: ast.Call) -> Value:
    x = lw._operand(lw.expr(lw.args_kwargs(node, ["x"])["x"]))
    return lw.arith("mul", x, x)


@numpy_function("reciprocal")
def np_reciprocal(lw: Lowerer, name: str, node: ast.Call) -> Value:
    x = lw._operand(lw.expr(lw.args_kwargs(node, ["x"])["x"]))
    if kind_of(x_dtype(x)) == "i":
        return lw.lift(lambda xs: _int_reciprocal(xs[0]), [x])
    return lw.arith("truediv", SVal(const(1, x_dtype(x)), ScalarType(x_dtype(x))), x)


@numpy_function("round", "around")
def np_round(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "decimals"])
    x = lw._operand(lw.expr(a["a"]))
    d = lw.const_int(a["decimals"]) if "decimals" in a else 0
    if d == 0 or (d > 0 and kind_of(x_dtype(x)) != "f"):
        return lw.lift(lambda xs: ew.call_func("rint", xs), [x])
    # NumPy's algorithm: scale by 10**d (a weak float: float32 stays float32), round
    # half to even, scale back
    f = SVal(const(10.0 ** abs(d), "float64"), ScalarType("float64", True))
    scaled = lw.arith("mul" if d > 0 else "truediv", x, f)
    r = lw.lift(lambda xs: ew.call_func("rint", xs), [scaled])
    r = lw.arith("truediv" if d > 0 else "mul", r, f)
    return r if kind_of(x_dtype(x)) == "f" else lw.cast_to(r, x_dtype(x))


@numpy_function("where")
def np_where(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["condition", "x", "y"])
    if len(a) == 1 and "condition" in a:  # np.where(c) is np.nonzero(c)
        x = lw.as_array(lw.expr(a["condition"]), node)
        return nonzero(lw, x, node)
    if len(a) != 3:
        raise lw.error("np.where takes one or three arguments", node)
    c, x, y = (lw._operand(lw.expr(a[k])) for k in ("condition", "x", "y"))
    return lw.lift(lambda xs: ew.select(xs[0], xs[1], xs[2]), [c, x, y])


@numpy_function("clip")
def np_clip(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "a_min", "a_max", "min", "max"])
    x = lw._operand(lw.expr(a["a"]))
    none = ast.copy_location(ast.Constant(None), node)
    lo = lw.expr(a.get("a_min", a.get("min", none)))  # NumPy 2.1 spells them min/max
    hi = lw.expr(a.get("a_max", a.get("max", none)))
    r: Value = x
    if not (isinstance(lo, PyVal) and lo.obj is None):
        r = lw.arith("max", r, lo)
    if not (isinstance(hi, PyVal) and hi.obj is None):
        r = lw.arith("min", r, hi)
    return r


# ------------------------------------------------------------------ ufunc methods
@numpy_function(*(f"{u}.outer" for u in _OUTER_OPS))
def ufunc_outer(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["A", "B"])
    x, y = lw._operand(lw.expr(a["A"])), lw._operand(lw.expr(a["B"]))
    if isinstance(x, AVal) and isinstance(y, AVal):
        for _ in range(y.ndim):  # x's axes first, then y's
            x = expand_dims(x, x.ndim)
    return lw.arith(_OUTER_OPS[name.split(".")[0]], x, y)


@numpy_function(*(f"{u}.reduce" for u in _REDUCE_OPS))
def ufunc_reduce(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["array", "axis", "dtype", "out", "keepdims"])
    x = lw._operand(lw.expr(a["array"]))
    if isinstance(x, SVal):
        raise lw.error(f"np.{name} of a scalar (NumPy: a 0-d array cannot be "
                       "reduced)", node)
    if "axis" not in a:  # a ufunc reduces axis 0 by default (np.sum: every axis)
        a["axis"] = ast.copy_location(ast.Constant(0), node)
    return reduction(lw, _REDUCE_OPS[name.split(".")[0]], x, a, node)


@numpy_function(*(f"{u}.accumulate" for u in _ACCUMULATE_OPS))
def ufunc_accumulate(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["array", "axis", "dtype", "out"])
    for key in ("dtype", "out"):
        if key in a:
            raise lw.error(f"np.{name}({key}=...) is not supported", a[key])
    x = lw.as_array(lw.expr(a["array"]), node)
    if x.ndim == 0:
        raise lw.error(f"np.{name} of a 0-d array", node)
    axis = lw.axis_arg(a.get("axis"), x.ndim, default=0)
    if axis is None:
        raise lw.error(f"np.{name}(axis=None) is not supported", node)
    axis_node = ast.copy_location(ast.Constant(axis), node)
    return scan(lw, name, x, {"axis": axis_node}, node, op=_ACCUMULATE_OPS[name.split(".")[0]])


@numpy_function(*(f"{u}.at" for u in _OUTER_OPS))
def ufunc_at(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "indices", "b"])
    if "b" not in a:
        raise lw.error(f"np.{name} needs the values (b)", node)
    base = lw.expr(a["a"])
    if not isinstance(base, AVal):
        raise lw.error(f"np.{name} needs an array to update", node)
    dest = lw.index(base, a["indices"])
    if not isinstance(dest, (SVal, AVal)):
        raise lw.error(f"np.{name} needs integer or slice indices", node)
    accumulate_at(lw, dest, lw._operand(lw.expr(a["b"])), _OUTER_OPS[name.split(".")[0]], node)
    return PyVal(None)


def accumulate_at(lw: Lowerer, dest: SVal | AVal, value: SVal | AVal, op: str,
                  node: ast.AST) -> None:
    """``np.add.at(a, idx, b)``: ``a[idx] op= b`` unbuffered, so an index given twice is
    updated twice (``a[idx] += b`` updates it once): one serial loop, in index order."""
    probe = dest.expr if isinstance(dest, SVal) else dest.load(
        tuple(ir.Var(f"_p{k}", "int64") for k in range(dest.ndim)))
    if not isinstance(probe, ir.Access):
        raise lw.error("cannot update a computed array", node)
    vdt = value.type.dtype if isinstance(value, SVal) else value.dtype
    if isinstance(value, AVal) and any(
            lw.may_alias(probe.array, r) for r in value.reads):
        value = lw.snapshot(value)
    elif isinstance(value, SVal):
        value = lw.hoist(value)
    shape = () if isinstance(dest, SVal) else dest.shape
    if isinstance(value, AVal):
        try:
            _, checks = ew.broadcast_shapes([shape, value.shape])
        except ValueError as exc:
            raise lw.error(str(exc), node) from None
        if len(value.shape) > len(shape):
            raise lw.error(f"np.{op}.at: the values have more axes than the selection",
                           node)
        lw.emit_checks(checks, [shape, value.shape])

    def body(idx: tuple[ir.Expr, ...]) -> None:
        store = dest.expr if isinstance(dest, SVal) else dest.load(idx)
        assert isinstance(store, ir.Access)
        if isinstance(value, SVal):
            v = value.expr
        else:
            off = len(shape) - value.ndim
            v = value.load(tuple(i64(0) if ew.unit_like(e) and e != shape[off + k]
                                 else idx[off + k] for k, e in enumerate(value.shape)))
        new, t = ew.binary(op, (store, ScalarType(store.dtype)), (v, ScalarType(vdt)))
        lw.emit(ir.Assign(store, cast(new, store.dtype)))

    lw.loop_nest(shape, body, f"{probe.array}_at", parallel=False, vector=False)


def _int_reciprocal(x: tuple[ir.Expr, ScalarType]) -> tuple[ir.Expr, ScalarType]:
    """``np.reciprocal`` of integers: 1 and -1 keep, 0 gives the dtype's minimum (NumPy's
    result, with its divide-by-zero warning), the rest truncate to 0."""
    e, t = x
    one, minus = const(1, t.dtype), const(-1, t.dtype)
    low = const(-(2 ** (NUMPY_DTYPE[t.dtype].itemsize * 8 - 1)), t.dtype)
    rest = ir.Select(ir.Binary("eq", e, const(0, t.dtype), "bool"), low, const(0, t.dtype),
                     t.dtype)
    return ir.Select(ir.Binary("eq", e, one, "bool"), one, ir.Select(
        ir.Binary("eq", e, minus, "bool"), minus, rest, t.dtype), t.dtype), t


def x_dtype(x: SVal | AVal) -> str:
    return x.type.dtype if isinstance(x, SVal) else x.dtype
