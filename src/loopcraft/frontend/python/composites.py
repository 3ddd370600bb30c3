"""Composite NumPy functions that are index arithmetic on lazy values.

Why lazy: ``np.diff``, ``np.flip``, ``np.pad``, ``np.tile``, ``np.kron``, ``np.gradient`` and
friends only move or combine elements, so each is a new ``load(indices)`` over its operands
(the model of ``shapes.py``): the result fuses into whatever consumes it and never needs a
temporary. Also here: the float ufuncs that are formulas of existing IR functions
(``np.exp2``, ``np.logaddexp``, ``np.sinc``, ...) written exactly as NumPy evaluates them, and
the ufunc methods ``np.<ufunc>.outer`` / ``.reduce`` / ``.accumulate`` / ``.at`` (the one
unbuffered update: a serial loop).
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable
from typing import Any

from ...ir import nodes as ir
from . import elementwise as ew
from .elementwise import Typed
from .linalg import LinalgLowerer
from .types import ScalarType, float_result_dtype, kind_of
from .values import AVal, PyVal, SVal, TVal, Value, add, cast, const, i64, imax, imin, sub

__all__ = ["CompositeLowerer"]


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


_STATIC_OPS: dict[str, Callable[[Any, Any], Any]] = {
    "lt": lambda p, q: p < q, "le": lambda p, q: p <= q, "gt": lambda p, q: p > q,
    "ge": lambda p, q: p >= q, "eq": lambda p, q: p == q, "ne": lambda p, q: p != q,
    "add": lambda p, q: p + q, "sub": lambda p, q: p - q,
    "and": lambda p, q: bool(p) and bool(q), "or": lambda p, q: bool(p) or bool(q),
}


def _static(e: ir.Expr) -> Any:
    """The value of ``e`` when it is computed from constants only, else None."""
    if isinstance(e, ir.Const):
        return e.value
    if isinstance(e, ir.Binary) and e.op in _STATIC_OPS:
        p, q = _static(e.lhs), _static(e.rhs)
        if p is not None and q is not None:
            return _STATIC_OPS[e.op](p, q)
    if isinstance(e, ir.Binary) and e.op in ("and", "or"):  # one known side may decide
        p, q = _static(e.lhs), _static(e.rhs)
        if e.op == "and" and (p is False or q is False):
            return False
        if e.op == "or" and (p is True or q is True):
            return True
    return None


_FLOAT_UFUNCS = {
    "exp2": (1, _exp2_fn),
    "deg2rad": (1, _scaled(math.pi / 180.0)), "radians": (1, _scaled(math.pi / 180.0)),
    "rad2deg": (1, _scaled(180.0 / math.pi)), "degrees": (1, _scaled(180.0 / math.pi)),
    "logaddexp": (2, lambda xs: _logaddexp(xs, False)),
    "logaddexp2": (2, lambda xs: _logaddexp(xs, True)),
    "sinc": (1, _sinc),
    "heaviside": (2, _heaviside),
}


class CompositeLowerer(LinalgLowerer):
    def numpy_extra(self, name: str, node: ast.Call) -> Value | None:
        if name in _FLOAT_UFUNCS:
            nargs, fn = _FLOAT_UFUNCS[name]
            names = ["x"] if nargs == 1 else ["x1", "x2"]
            a = self.args_kwargs(node, names)
            if len(a) != nargs:
                raise self.error(f"np.{name} takes {nargs} argument(s)", node)
            ops = [self._operand(self.expr(a[k])) for k in names]
            return self.lift(fn, ops)
        if "." in name:
            return self.ufunc_method(name, node)
        method = getattr(self, f"np_{name}", None)
        if method is None:
            return super().numpy_extra(name, node)
        return method(node)

    # ------------------------------------------------------------------ argument helpers
    def const_str(self, node: ast.expr | None, default: str, allowed: tuple[str, ...],
                  what: str) -> str:
        """A constant string keyword (``mode='same'``) checked against ``allowed``."""
        if node is None:
            return default
        v = self.expr(node)
        if not (isinstance(v, PyVal) and isinstance(v.obj, str)):
            raise self.error(f"{what} must be a constant string", node)
        if v.obj not in allowed:
            raise self.error(f"{what}={v.obj!r} is not supported by loopcraft", node,
                             hint=f"supported: {', '.join(repr(s) for s in allowed)}")
        return v.obj

    def axis_arg(self, node: ast.expr | None, ndim: int, default: int | None = -1) -> int | None:
        """A constant axis normalized into ``[0, ndim)``; None for ``axis=None``."""
        if node is None:
            ax = default
        else:
            v = self.expr(node)
            ax = None if isinstance(v, PyVal) and v.obj is None else self.const_int(node)
        if ax is None:
            return None
        if not -ndim <= ax < ndim:
            raise self.error(f"axis {ax} is out of bounds for array of dimension {ndim}",
                             node)
        return ax + ndim if ax < 0 else ax

    def is_none(self, node: ast.expr | None) -> bool:
        if node is None:
            return True
        v = self.expr(node)
        return isinstance(v, PyVal) and v.obj is None

    def raise_if(self, cond: ir.Expr, kind: str, message: str) -> None:
        """Raise NumPy's error when ``cond`` holds at run time (nothing when it is known
        false at compile time, e.g. a constant pad width that is not negative)."""
        known = _static(cond)
        if known is False:
            return
        if known is True:
            self.emit(ir.Raise(kind, message))
            return
        self.emit(ir.If(cond, ir.Block((ir.Raise(kind, message),)), ir.Block(())))

    # ------------------------------------------------------------------ ufunc methods
    def ufunc_method(self, name: str, node: ast.Call) -> Value | None:
        ufunc, method = name.split(".", 1)
        if method == "outer" and ufunc in _OUTER_OPS:
            a = self.args_kwargs(node, ["A", "B"])
            x, y = self._operand(self.expr(a["A"])), self._operand(self.expr(a["B"]))
            if isinstance(x, AVal) and isinstance(y, AVal):
                for _ in range(y.ndim):  # x's axes first, then y's
                    x = self.expand_dims(x, x.ndim)
            return self.arith(_OUTER_OPS[ufunc], x, y)
        if method == "reduce" and ufunc in _REDUCE_OPS:
            a = self.args_kwargs(node, ["array", "axis", "dtype", "out", "keepdims"])
            x = self._operand(self.expr(a["array"]))
            if isinstance(x, SVal):
                raise self.error(f"np.{name} of a scalar (NumPy: a 0-d array cannot be "
                                 "reduced)", node)
            if "axis" not in a:  # a ufunc reduces axis 0 by default (np.sum: every axis)
                a["axis"] = ast.copy_location(ast.Constant(0), node)
            return self.reduction(_REDUCE_OPS[ufunc], x, a, node)
        if method == "accumulate" and ufunc in _ACCUMULATE_OPS:
            a = self.args_kwargs(node, ["array", "axis", "dtype", "out"])
            for key in ("dtype", "out"):
                if key in a:
                    raise self.error(f"np.{name}({key}=...) is not supported", a[key])
            x = self.as_array(self.expr(a["array"]), node)
            if x.ndim == 0:
                raise self.error(f"np.{name} of a 0-d array", node)
            axis = self.axis_arg(a.get("axis"), x.ndim, default=0)
            if axis is None:
                raise self.error(f"np.{name}(axis=None) is not supported", node)
            axis_node = ast.copy_location(ast.Constant(axis), node)
            return self.scan(name, x, {"axis": axis_node}, node, op=_ACCUMULATE_OPS[ufunc])
        if method == "at" and ufunc in _OUTER_OPS:
            a = self.args_kwargs(node, ["a", "indices", "b"])
            if "b" not in a:
                raise self.error(f"np.{name} needs the values (b)", node)
            base = self.expr(a["a"])
            if not isinstance(base, AVal):
                raise self.error(f"np.{name} needs an array to update", node)
            dest = self.index(base, a["indices"])
            if not isinstance(dest, (SVal, AVal)):
                raise self.error(f"np.{name} needs integer or slice indices", node)
            self.accumulate_at(dest, self._operand(self.expr(a["b"])), _OUTER_OPS[ufunc], node)
            return PyVal(None)
        return None

    def accumulate_at(self, dest: SVal | AVal, value: SVal | AVal, op: str,
                      node: ast.AST) -> None:
        """``np.add.at(a, idx, b)``: ``a[idx] op= b`` unbuffered, so an index given twice is
        updated twice (``a[idx] += b`` updates it once): one serial loop, in index order."""
        probe = dest.expr if isinstance(dest, SVal) else dest.load(
            tuple(ir.Var(f"_p{k}", "int64") for k in range(dest.ndim)))
        if not isinstance(probe, ir.Access):
            raise self.error("cannot update a computed array", node)
        vdt = value.type.dtype if isinstance(value, SVal) else value.dtype
        if isinstance(value, AVal) and any(
                self.may_alias(probe.array, r) for r in value.reads):  # type: ignore[attr-defined]
            value = self.snapshot(value)  # type: ignore[attr-defined]
        elif isinstance(value, SVal):
            value = self.hoist(value)
        shape = () if isinstance(dest, SVal) else dest.shape
        if isinstance(value, AVal):
            try:
                _, checks = ew.broadcast_shapes([shape, value.shape])
            except ValueError as exc:
                raise self.error(str(exc), node) from None
            if len(value.shape) > len(shape):
                raise self.error(f"np.{op}.at: the values have more axes than the selection",
                                 node)
            self.emit_checks(checks, [shape, value.shape])

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
            self.cast_like(SVal(new, t), self.array_value(store.array))  # type: ignore[attr-defined]
            self.emit(ir.Assign(store, cast(new, store.dtype)))

        self.loop_nest(shape, body, f"{probe.array}_at", parallel=False, vector=False)

    # ------------------------------------------------------------------ differences
    def np_diff(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["a", "n", "axis"])
        x = self.as_array(self.expr(a["a"]), node)
        n = self.const_int(a["n"]) if "n" in a else 1
        if n < 0:
            self.emit(ir.Raise("ValueError", f"order must be non-negative but got {n}"))
            return x
        if x.ndim == 0:
            raise self.error("diff requires input that is at least one dimensional", node)
        axis = self.axis_arg(a.get("axis"), x.ndim)
        assert axis is not None
        for _ in range(n):
            x = self.diff(x, axis)
        return x

    def diff(self, x: AVal, axis: int) -> AVal:
        """``x[1:] - x[:-1]`` along ``axis`` (``!=`` for booleans, as NumPy)."""
        shape = x.shape[:axis] + (imax(sub(x.shape[axis], i64(1)), i64(0)),) + x.shape[axis + 1:]
        op = "ne" if x.dtype == "bool" else "sub"

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            nxt = idx[:axis] + (add(idx[axis], i64(1)),) + idx[axis + 1:]
            return ir.Binary(op, x.load(nxt), x.load(idx), x.dtype)

        return AVal(x.dtype, shape, load, x.reads)

    def np_gradient(self, node: ast.Call) -> Value:
        """Second-order central differences inside, first-order one-sided at the ends
        (``edge_order=1``), for a unit or scalar spacing; a tuple for each axis of a n-d
        array, as NumPy returns."""
        if len(node.args) > 2:
            raise self.error("np.gradient with one spacing per axis is not supported", node,
                             hint="pass a single scalar spacing")
        a = self.args_kwargs(node, ["f", "varargs", "axis", "edge_order"])
        f = self.as_array(self.expr(a["f"]), node)
        if "edge_order" in a and self.const_int(a["edge_order"]) != 1:
            raise self.error("np.gradient supports edge_order=1 only", a["edge_order"])
        h = self.hoist(self.scalar(a["varargs"], "spacing")) if "varargs" in a else SVal(
            const(1.0, "float64"), ScalarType("float64", True))
        assert isinstance(h, SVal)
        otype = f.dtype if kind_of(f.dtype) == "f" else "float64"
        axes = [self.axis_arg(a["axis"], f.ndim)] if "axis" in a else list(range(f.ndim))
        for ax in axes:
            self.raise_if(ir.Binary("lt", f.shape[ax], i64(2), "bool"), "ValueError",
                          "Shape of array too small to calculate a numerical gradient, at "
                          "least (edge_order + 1) elements are required.")
        fl = f if f.dtype == otype else self.astype(f, otype)
        outs = [self.gradient_axis(fl, ax, h) for ax in axes if ax is not None]
        return outs[0] if len(outs) == 1 else TVal(tuple(outs))

    def gradient_axis(self, f: AVal, axis: int, h: SVal) -> AVal:
        n = f.shape[axis]
        dt = f.dtype
        hh = ew.binary("mul", (const(2.0, "float64"), ScalarType("float64", True)),
                       (h.expr, h.type))
        last = sub(n, i64(1))

        def at(idx: tuple[ir.Expr, ...], i: ir.Expr) -> Typed:
            # indices clamped into the axis so that the untaken branches load in bounds
            return (f.load(idx[:axis] + (imax(imin(i, last), i64(0)),) + idx[axis + 1:]),
                    ScalarType(dt))

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            i = idx[axis]

            def quot(hi: ir.Expr, lo: ir.Expr, den: Typed) -> ir.Expr:
                d = ew.binary("sub", at(idx, hi), at(idx, lo))
                return cast(ew.binary("truediv", d, den)[0], dt)

            central = quot(add(i, i64(1)), sub(i, i64(1)), hh)
            first = quot(i64(1), i64(0), (h.expr, h.type))
            end = quot(last, sub(last, i64(1)), (h.expr, h.type))
            return ir.Select(ir.Binary("eq", i, i64(0), "bool"), first, ir.Select(
                ir.Binary("eq", i, last, "bool"), end, central, dt), dt)

        return AVal(dt, f.shape, load, f.reads)

    def np_trapezoid(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["y", "x", "dx", "axis"])
        y = self.as_array(self.expr(a["y"]), node)
        axis = self.axis_arg(a.get("axis"), y.ndim)
        assert axis is not None
        n1 = imax(sub(y.shape[axis], i64(1)), i64(0))
        shape = y.shape[:axis] + (n1,) + y.shape[axis + 1:]
        d: SVal | AVal
        if not self.is_none(a.get("x")):
            x = self.as_array(self.expr(a["x"]), node)
            if x.ndim == 1:
                self.emit_checks([(x.shape[0], y.shape[axis])])
                dx = self.diff(x, 0)
                d = AVal(dx.dtype, shape, lambda idx: dx.load((idx[axis],)), dx.reads)
            elif x.ndim == y.ndim:
                d = self.diff(x, axis)
            else:
                raise self.error("np.trapezoid: x must be 1-d or of y's rank", a["x"])
        elif "dx" in a:
            d = self.hoist(self.scalar(a["dx"], "spacing"))
        else:
            d = SVal(const(1.0, "float64"), ScalarType("float64", True))

        def pair(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            nxt = idx[:axis] + (add(idx[axis], i64(1)),) + idx[axis + 1:]
            return ew.binary("add", (y.load(nxt), ScalarType(y.dtype)),
                             (y.load(idx), ScalarType(y.dtype)))[0]

        sums = AVal(y.dtype, shape, pair, y.reads)  # bool + bool is `or`, as in NumPy
        terms = self.arith("truediv", self.arith("mul", d, sums),
                           SVal(const(2.0, "float64"), ScalarType("float64", True)))
        assert isinstance(terms, AVal)
        if terms.ndim == 1:
            return self.reduce_all("sum", terms)
        return self.reduce_axis("sum", terms, axis, False)

    # ------------------------------------------------------------------ reordering
    def np_flip(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["m", "axis"])
        x = self.as_array(self.expr(a["m"]), node)
        if self.is_none(a.get("axis")):
            axes = list(range(x.ndim))
        else:
            axes = []
            for ax in self.const_int_tuple(a["axis"]):
                if not -x.ndim <= ax < x.ndim:
                    raise self.error(f"axis {ax} is out of bounds for array of dimension "
                                     f"{x.ndim}", a["axis"])
                axes.append(ax % x.ndim)
        return self.flip(x, axes)

    def np_fliplr(self, node: ast.Call) -> Value:
        x = self.as_array(self.expr(self.args_kwargs(node, ["m"])["m"]), node)
        if x.ndim < 2:
            raise self.error("Input must be >= 2-d.", node)
        return self.flip(x, [1])

    def np_flipud(self, node: ast.Call) -> Value:
        x = self.as_array(self.expr(self.args_kwargs(node, ["m"])["m"]), node)
        if x.ndim < 1:
            raise self.error("Input must be >= 1-d.", node)
        return self.flip(x, [0])

    def flip(self, x: AVal, axes: list[int]) -> AVal:
        """``x[::-1]`` along ``axes``: a view (negative strides) of a variable, as NumPy."""
        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            return x.load(tuple(sub(sub(x.shape[k], i64(1)), i) if k in axes else i
                                for k, i in enumerate(idx)))

        view = None
        if x.view is not None:
            mapped = {k: (k, sub(e, i64(1)), i64(-1)) if k in axes else (k, i64(0), i64(1))
                      for k, e in enumerate(x.shape)}
            view = self.compose_view(x.view, {}, mapped, list(x.shape), set())
        return AVal(x.dtype, x.shape, load, x.reads, view)

    def np_tile(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["A", "reps"])
        x = self.as_array(self.expr(a["A"]), node)
        rv = self.expr(a["reps"])
        reps = [self.hoist(self._operand(r)).expr  # type: ignore[union-attr]
                for r in (rv.items if isinstance(rv, TVal) else (rv,))]
        for r in reps:
            if r.dtype not in ("int32", "int64") and not isinstance(r, ir.Const):
                raise self.error("np.tile repetitions must be integers", a["reps"])
            self.raise_if(ir.Binary("lt", r, i64(0), "bool"), "ValueError",
                          "negative dimensions are not allowed")
        d = max(len(reps), x.ndim)
        while x.ndim < d:
            x = self.expand_dims(x, 0)
        reps = [i64(1)] * (d - len(reps)) + [cast(r, "int64") for r in reps]
        shape = tuple(self.hoist(SVal(ir.Binary("mul", e, r, "int64") if not (
            isinstance(r, ir.Const) and r.value == 1) else e, ScalarType("int64"))).expr
            for e, r in zip(x.shape, reps, strict=True))

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            return x.load(tuple(i if isinstance(r, ir.Const) and r.value == 1 else
                                ir.Binary("mod", i, e, "int64")
                                for i, e, r in zip(idx, x.shape, reps, strict=True)))

        return AVal(x.dtype, shape, load, x.reads)

    def np_repeat(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["a", "repeats", "axis"])
        x = self.as_array(self.expr(a["a"]), node)
        rv = self._operand(self.expr(a["repeats"]))
        if not isinstance(rv, SVal) or kind_of(rv.type.dtype) not in "ib":
            raise self.error("np.repeat supports one integer number of repeats", a["repeats"],
                             hint="an array of repeats gives a data-dependent size")
        r = self.hoist(SVal(cast(rv.expr, "int64"), ScalarType("int64"))).expr
        self.raise_if(ir.Binary("lt", r, i64(0), "bool"), "ValueError",
                      "negative dimensions are not allowed")
        axis = self.axis_arg(a.get("axis"), max(x.ndim, 1), default=None)
        if axis is None:
            x = self.flatten(x) if x.ndim != 1 else x
            axis = 0
        ext = self.hoist(SVal(ir.Binary("mul", x.shape[axis], r, "int64"),
                              ScalarType("int64"))).expr
        shape = x.shape[:axis] + (ext,) + x.shape[axis + 1:]

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            src = ir.Binary("floordiv", idx[axis], r, "int64")
            return x.load(idx[:axis] + (src,) + idx[axis + 1:])

        return AVal(x.dtype, shape, load, x.reads)

    def np_pad(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["array", "pad_width", "mode", "constant_values"])
        x = self.as_array(self.expr(a["array"]), node)
        mode = self.const_str(a.get("mode"), "constant", ("constant", "edge"), "mode")
        widths = self.pad_widths(a["pad_width"], x.ndim)
        for before, after in widths:
            self.raise_if(ir.Binary("or", ir.Binary("lt", before, i64(0), "bool"), ir.Binary(
                "lt", after, i64(0), "bool"), "bool"), "ValueError",
                "index can't contain negative values")
        fill = const(0, x.dtype)
        if "constant_values" in a:
            if mode != "constant":
                raise self.error(f"unsupported keyword arguments for mode '{mode}': "
                                 "{'constant_values'}", a["constant_values"])
            cv = self._operand(self.expr(a["constant_values"]))
            if not isinstance(cv, SVal):
                raise self.error("np.pad supports one scalar constant_values", a[
                    "constant_values"], hint="pad per side with np.concatenate")
            fill = cast(self.hoist(cv).expr, x.dtype)  # type: ignore[union-attr]
        if mode == "edge":
            for k, (before, after) in enumerate(widths):
                grows: ir.Expr = ir.Binary("gt", add(before, after), i64(0), "bool")
                empty: ir.Expr = ir.Binary("eq", x.shape[k], i64(0), "bool")
                if _static(grows) is not True:
                    empty = ir.Binary("and", empty, grows, "bool")
                self.raise_if(empty, "ValueError",
                              f"can't extend empty axis {k} using modes other than 'constant' "
                              "or 'empty'")
        shape = tuple(self.hoist(SVal(add(add(e, b), af), ScalarType("int64"))).expr
                      for e, (b, af) in zip(x.shape, widths, strict=True))

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            src = [sub(i, b) for i, (b, _) in zip(idx, widths, strict=True)]
            if mode == "edge":
                return x.load(tuple(imax(imin(s, sub(e, i64(1))), i64(0))
                                    for s, e in zip(src, x.shape, strict=True)))
            inside: ir.Expr | None = None
            for s, e in zip(src, x.shape, strict=True):
                ok = ir.Binary("and", ir.Binary("ge", s, i64(0), "bool"),
                               ir.Binary("lt", s, e, "bool"), "bool")
                inside = ok if inside is None else ir.Binary("and", inside, ok, "bool")
            if inside is None:
                return x.load(())
            clamped = tuple(imax(imin(s, sub(e, i64(1))), i64(0))
                            for s, e in zip(src, x.shape, strict=True))
            return ir.Select(inside, x.load(clamped), fill, x.dtype)

        return AVal(x.dtype, shape, load, x.reads)

    def pad_widths(self, node: ast.expr, ndim: int) -> list[tuple[ir.Expr, ir.Expr]]:
        """``pad_width`` broadcast to one ``(before, after)`` pair per axis, as NumPy."""
        v = self.expr(node)

        def ints(t: Value) -> list[ir.Expr]:
            items = t.items if isinstance(t, TVal) else (t,)
            out = []
            for it in items:
                if not (isinstance(it, SVal) and kind_of(it.type.dtype) in "ib"):
                    raise self.error("pad_width must be integers", node)
                out.append(self.hoist(SVal(cast(it.expr, "int64"), ScalarType("int64"))).expr)
            return out

        rows = [ints(r) for r in v.items] if isinstance(v, TVal) and v.items and isinstance(
            v.items[0], TVal) else [ints(v)]
        if len(rows) == 1:
            rows = rows * ndim
        if len(rows) != ndim or any(len(r) not in (1, 2) for r in rows):
            raise self.error(f"pad_width does not fit a {ndim}-d array", node)
        return [(r[0], r[-1]) for r in rows]

    # ------------------------------------------------------------------ grids and products
    def np_meshgrid(self, node: ast.Call) -> Value:
        kw = {k.arg: k.value for k in node.keywords}
        if set(kw) - {"indexing"}:
            raise self.error(f"np.meshgrid keyword {sorted(set(kw) - {'indexing'})[0]!r} is "
                             "not supported", node, hint="supported: indexing")
        indexing = self.const_str(kw.get("indexing"), "xy", ("xy", "ij"), "indexing")
        xs = [self.flatten(v) if v.ndim != 1 else v
              for v in (self.as_array(self.expr(e), node) for e in node.args)]
        shape = [x.shape[0] for x in xs]
        if indexing == "xy" and len(xs) > 1:
            shape[0], shape[1] = shape[1], shape[0]
        outs = []
        for k, x in enumerate(xs):
            pos_ = k
            if indexing == "xy" and len(xs) > 1 and k < 2:
                pos_ = 1 - k
            outs.append(AVal(x.dtype, tuple(shape), lambda idx, x=x, p=pos_: x.load((idx[p],)),
                             x.reads))
        return TVal(tuple(outs))

    def np_kron(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["a", "b"])
        x = self.as_array(self.expr(a["a"]), node)
        y = self.as_array(self.expr(a["b"]), node)
        if x.ndim > 2 or y.ndim > 2:
            raise self.error("np.kron is supported for 0-, 1- and 2-d arrays", node)
        while x.ndim < y.ndim:
            x = self.expand_dims(x, 0)
        while y.ndim < x.ndim:
            y = self.expand_dims(y, 0)
        shape = tuple(self.hoist(SVal(ir.Binary("mul", p, q, "int64"), ScalarType(
            "int64"))).expr for p, q in zip(x.shape, y.shape, strict=True))
        dt = ew.binary("mul", (ir.Var("_", x.dtype), ScalarType(x.dtype)),
                       (ir.Var("_", y.dtype), ScalarType(y.dtype)))[1].dtype

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            xi = tuple(ir.Binary("floordiv", i, q, "int64") for i, q in zip(idx, y.shape,
                                                                             strict=True))
            yi = tuple(ir.Binary("mod", i, q, "int64") for i, q in zip(idx, y.shape,
                                                                        strict=True))
            return ew.binary("mul", (x.load(xi), ScalarType(x.dtype)),
                             (y.load(yi), ScalarType(y.dtype)))[0]

        return AVal(dt, shape, load, x.reads | y.reads)

    def np_cross(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["a", "b"])
        x = self.as_array(self.expr(a["a"]), node)
        y = self.as_array(self.expr(a["b"]), node)
        if x.ndim < 1 or y.ndim < 1:
            raise self.error("np.cross needs arrays of vectors", node)
        if "bool" in (x.dtype, y.dtype):
            raise self.error("np.cross of booleans (NumPy: boolean subtract is not "
                             "supported)", node)
        for v in (x, y):
            bad = ir.Binary("ne", v.shape[-1], i64(3), "bool")
            two = ir.Binary("eq", v.shape[-1], i64(2), "bool")
            self.raise_if(ir.Binary("and", bad, ir.Unary("not", two, "bool"), "bool"),
                          "ValueError", "incompatible dimensions for cross product\n"
                          "(dimension must be 2 or 3)")
            self.raise_if(two, "ValueError", "np.cross of 2-vectors is not supported by "
                          "loopcraft (3-vectors only)")

        def comp(v: AVal, k: int) -> SVal | AVal:
            c = AVal(v.dtype, v.shape[:-1], lambda idx: v.load(idx + (i64(k),)), v.reads)
            return self._operand(c)

        parts = []
        for k in range(3):
            i, j = (k + 1) % 3, (k + 2) % 3
            parts.append(self.arith("sub", self.arith("mul", comp(x, i), comp(y, j)),
                                    self.arith("mul", comp(x, j), comp(y, i))))
        cols = [self.expand_dims(self.as_array(p, node), -1) for p in parts]
        return self.concatenate(cols, -1, node)

    def np_tensordot(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["a", "b", "axes"])
        x = self.as_array(self.expr(a["a"]), node)
        y = self.as_array(self.expr(a["b"]), node)
        ax_x, ax_y = self.tensordot_axes(a.get("axes"), x.ndim, y.ndim)
        self.emit_checks([(x.shape[p], y.shape[q]) for p, q in zip(ax_x, ax_y, strict=True)
                          if x.shape[p] != y.shape[q]])
        free_x = [k for k in range(x.ndim) if k not in ax_x]
        free_y = [k for k in range(y.ndim) if k not in ax_y]
        k_ext = self.size_of([x.shape[p] for p in ax_x])
        m = self.size_of([x.shape[p] for p in free_x])
        n = self.size_of([y.shape[q] for q in free_y])
        x2 = self.reshape(self.transpose(x, tuple(free_x + ax_x)), (m, k_ext), node)
        y2 = self.reshape(self.transpose(y, tuple(ax_y + free_y)), (k_ext, n), node)
        r = self.matmul(x2, y2, node)
        assert isinstance(r, AVal)
        out_shape = tuple(x.shape[p] for p in free_x) + tuple(y.shape[q] for q in free_y)
        return self.reshape(r, out_shape, node)

    def tensordot_axes(self, node: ast.expr | None, nx: int, ny: int
                       ) -> tuple[list[int], list[int]]:
        if node is None:
            n = 2
        else:
            v = self.expr(node)
            if isinstance(v, TVal):
                if len(v.items) != 2:
                    raise self.error("axes must be an integer or a pair of axis lists", node)
                sides = []
                for side, nd in zip(v.items, (nx, ny), strict=True):
                    items = side.items if isinstance(side, TVal) else (side,)
                    axes = []
                    for it in items:
                        if not (isinstance(it, SVal) and isinstance(it.expr, ir.Const)):
                            raise self.error("tensordot axes must be constant integers", node)
                        ax = int(it.expr.value)
                        if not -nd <= ax < nd:
                            raise self.error(f"axis {ax} is out of bounds", node)
                        axes.append(ax % nd)
                    sides.append(axes)
                if len(sides[0]) != len(sides[1]):
                    raise self.error("shape-mismatch for sum", node)
                return sides[0], sides[1]
            n = self.const_int(node)
        if n < 0 or n > nx or n > ny:
            raise self.error(f"tensordot: axes={n} does not fit {nx}-d and {ny}-d arrays",
                             node)
        return list(range(nx - n, nx)), list(range(n))

    # ------------------------------------------------------------------ statistics
    def np_ptp(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["a", "axis", "keepdims"])
        x = self._operand(self.expr(a["a"]))
        if (x.type.dtype if isinstance(x, SVal) else x.dtype) == "bool":
            raise self.error("np.ptp of booleans (NumPy: boolean subtract is not supported)",
                             node)
        hi = self.reduction("max", x, dict(a), node)
        hi = self.materialize(hi) if isinstance(hi, AVal) else self.hoist(hi)  # type: ignore
        lo = self.reduction("min", x, dict(a), node)
        hi_v = self.array_value(hi) if isinstance(hi, str) else hi
        return self.arith("sub", hi_v, lo)

    def np_average(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["a", "axis", "weights", "returned", "keepdims"])
        if "returned" in a:
            raise self.error("np.average(returned=...) is not supported", a["returned"])
        x = self.as_array(self.expr(a["a"]), node)
        rest = {k: v for k, v in a.items() if k in ("axis", "keepdims")}
        if self.is_none(a.get("weights")):
            return self.reduction("mean", x, rest, node)
        w = self.as_array(self.expr(a["weights"]), node)
        axis = self.axis_arg(a.get("axis"), x.ndim, default=None)
        if w.ndim != x.ndim:
            if axis is None:
                raise self.error("Axis must be specified when shapes of a and weights differ.",
                                 node)
            if w.ndim != 1:
                raise self.error("1D weights expected when shapes of a and weights differ.",
                                 node)
            self.emit_checks([(w.shape[0], x.shape[axis])])
            w1 = w
            w = AVal(w.dtype, tuple(i64(1) if k != axis else x.shape[k] for k in range(x.ndim)),
                     lambda idx: w1.load((idx[axis],)), w.reads)
        else:
            self.emit_checks([(p, q) for p, q in zip(w.shape, x.shape, strict=True) if p != q])
        dt = ew.promote(ScalarType(x.dtype), ScalarType(w.dtype)).dtype
        if kind_of(x.dtype) != "f":
            dt = ew.promote(ScalarType(dt), ScalarType("float64")).dtype
        wb = AVal(dt, x.shape, lambda idx: cast(w.load(tuple(
            i64(0) if ew.unit_like(w.shape[k]) and w.shape[k] != x.shape[k] else i
            for k, i in enumerate(idx))), dt), w.reads)
        prod = AVal(dt, x.shape, lambda idx: ir.Binary("mul", cast(x.load(idx), dt),
                                                       wb.load(idx), dt), x.reads | wb.reads)
        scl = self.reduction("sum", wb, rest, node)
        if isinstance(scl, AVal):
            scl_name = self.materialize(scl)
            zero = self.reduce_all("any", AVal("bool", scl.shape, lambda idx: ir.Binary(
                "eq", ir.Access(scl_name, idx, scl.dtype), const(0, scl.dtype), "bool")))
            scl = self.array_value(scl_name)
            self.raise_if(zero.expr, "ZeroDivisionError",
                          "Weights sum to zero, can't be normalized")
        else:
            scl = self.hoist(scl)  # type: ignore[arg-type]
            self.raise_if(ir.Binary("eq", scl.expr, const(0, dt), "bool"),  # type: ignore
                          "ZeroDivisionError", "Weights sum to zero, can't be normalized")
        return self.arith("truediv", self.reduction("sum", prod, rest, node), scl)

    def np_nanmax(self, node: ast.Call) -> Value:
        return self.nan_extreme("max", node)

    def np_nanmin(self, node: ast.Call) -> Value:
        return self.nan_extreme("min", node)

    def nan_extreme(self, op: str, node: ast.Call) -> Value:
        """The max/min over the non-NaN values: NaN where a slice is all NaN (NumPy also
        warns), NumPy's error on an empty reduction."""
        a = self.args_kwargs(node, ["a", "axis", "out", "keepdims"])
        x = self._operand(self.expr(a["a"]))
        rest = {k: v for k, v in a.items() if k != "a"}
        dt = x.type.dtype if isinstance(x, SVal) else x.dtype
        if kind_of(dt) != "f" or isinstance(x, SVal):
            return self.reduction(op, x, rest, node)
        ident = const(float("-inf") if op == "max" else float("inf"), dt)
        skip = AVal(dt, x.shape, lambda idx: ir.Select(ir.Call(
            "isnan", (x.load(idx),), "bool"), ident, x.load(idx), dt), x.reads)
        seen = AVal("bool", x.shape, lambda idx: ir.Unary("not", ir.Call(
            "isnan", (x.load(idx),), "bool"), "bool"), x.reads)
        m = self.reduction(op, skip, rest, node)
        if isinstance(m, AVal):
            m = self.array_value(self.materialize(m))
        else:
            m = self.hoist(m)  # type: ignore[arg-type]
        any_ = self.reduction("any", seen, rest, node)
        return self.lift(lambda xs: ew.select(xs[0], xs[1], (const(float("nan"), dt),
                                                               ScalarType(dt))),
                         [self._operand(any_), self._operand(m)])

    def np_nanmean(self, node: ast.Call) -> Value:
        a = self.args_kwargs(node, ["a", "axis", "dtype", "out", "keepdims"])
        x = self.as_array(self.expr(a["a"]), node)
        rest = {k: v for k, v in a.items() if k != "a"}
        if kind_of(x.dtype) != "f":
            return self.reduction("mean", x, rest, node)
        total = self.reduction("nansum", x, rest, node)
        if isinstance(total, AVal):
            total = self.array_value(self.materialize(total))
        count = self.reduction("sum", AVal("int64", x.shape, lambda idx: cast(ir.Unary(
            "not", ir.Call("isnan", (x.load(idx),), "bool"), "bool"), "int64"), x.reads),
            rest, node)
        # NumPy divides the sum by the count in the data's float type (NaN for no values)
        cnt = self.lift(lambda xs: (cast(xs[0][0], x.dtype), ScalarType(x.dtype)),
                        [self._operand(count)])
        return self.arith("truediv", total, cnt)
