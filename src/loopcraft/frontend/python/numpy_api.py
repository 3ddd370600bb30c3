"""Calls: NumPy functions, ``math`` functions, builtins, array methods and inlined helpers.

Each NumPy function is lowered to lazy elementwise values, reductions (a loop nest with an
accumulator), allocations, or a ``LibCall`` (matrix products), keeping NumPy's dtype rules.
"""

from __future__ import annotations

import ast
import builtins
import math
import types
from typing import Any

import numpy as np

from ...ir import nodes as ir
from . import elementwise as ew
from .expressions import BoundMethod, ExpressionLowerer, describe
from .types import NUMPY_DTYPE, ScalarType, kind_of
from .values import (
    AVal,
    Masked,
    PyVal,
    SVal,
    TVal,
    Value,
    ViewSpec,
    cast,
    const,
    i64,
    is_const,
    mul,
)

__all__ = ["NumpyLowerer"]

#: NumPy / math elementwise functions -> IR call names
_UFUNC1 = {
    "exp": "exp", "log": "log", "log2": "log2", "log10": "log10", "log1p": "log1p",
    "expm1": "expm1", "sqrt": "sqrt", "cbrt": "cbrt", "abs": "abs", "absolute": "abs",
    "fabs": "abs", "sin": "sin", "cos": "cos", "tan": "tan", "arcsin": "arcsin",
    "arccos": "arccos", "arctan": "arctan", "asin": "arcsin", "acos": "arccos", "atan": "arctan",
    "sinh": "sinh", "cosh": "cosh", "tanh": "tanh", "arcsinh": "arcsinh", "arccosh": "arccosh",
    "arctanh": "arctanh", "asinh": "arcsinh", "acosh": "arccosh", "atanh": "arctanh",
    "floor": "floor", "ceil": "ceil", "trunc": "trunc", "rint": "rint", "sign": "sign",
    "isnan": "isnan", "isinf": "isinf", "isfinite": "isfinite", "erf": "erf", "erfc": "erfc",
}
_UFUNC2 = {"arctan2": "arctan2", "atan2": "arctan2", "hypot": "hypot", "copysign": "copysign",
           "fmod": "fmod"}
_BINARY = {
    "add": "add", "subtract": "sub", "multiply": "mul", "divide": "truediv",
    "true_divide": "truediv", "floor_divide": "floordiv", "power": "pow", "pow": "pow",
    "mod": "mod", "remainder": "mod", "maximum": "max", "minimum": "min", "greater": "gt",
    "greater_equal": "ge", "less": "lt", "less_equal": "le",
    "equal": "eq", "not_equal": "ne", "logical_and": "and", "logical_or": "or",
    "logical_xor": "ne", "bitwise_and": "bitand", "bitwise_or": "bitor", "bitwise_xor": "bitxor",
}
_REDUCTIONS = {"sum", "prod", "max", "min", "amax", "amin", "mean", "std", "var", "argmax",
               "argmin", "any", "all", "nansum"}
_ALLOC = {"zeros", "ones", "empty", "full"}
#: array methods that behave exactly like the NumPy function of the same name
_METHODS_AS_FUNCTIONS = {"clip", "round", "trace", "argsort", "swapaxes", "squeeze", "take",
                         "nonzero"}
_RECEIVER = "__loopcraft_receiver__"


class NumpyLowerer(ExpressionLowerer):
    """Lowering of calls."""

    # ------------------------------------------------------------------ dispatch
    def call(self, obj: Any, node: ast.Call) -> Value:
        if any(isinstance(a, ast.Starred) for a in node.args) or any(
            k.arg is None for k in node.keywords
        ):
            raise self.error("*args / **kwargs in calls are not supported", node)
        if isinstance(obj, BoundMethod):
            return self.method(obj, node)
        from ...driver.jit import JitFunction  # local: runtime sits above frontend

        if isinstance(obj, JitFunction):
            obj = obj.py_func
        name = getattr(obj, "__name__", None)
        module = getattr(obj, "__module__", None)
        owner = getattr(obj, "__self__", None)
        if isinstance(owner, np.ufunc):  # a ufunc method: np.add.outer, np.maximum.reduce
            r = self.numpy_extra(f"{owner.__name__}.{name}", node)
            if r is None:
                raise self.error(f"{_written_name(obj, name or '', node)} is not supported by "
                                 "loopcraft", node,
                                 hint="see the supported-language table in the README")
            return r
        if isinstance(obj, np.ufunc) and any(k.arg == "out" for k in node.keywords):
            return self.ufunc_into(name or "", obj, node)
        if isinstance(obj, np.ufunc) or (module is not None and module.startswith("numpy")
                                         and callable(obj)):
            r = self.numpy_call(name or "", obj, node)
            if isinstance(r, SVal) and r.type.weak:  # NumPy functions return NumPy scalars
                r = SVal(r.expr, ScalarType(r.type.dtype))
            return r
        if obj is math.__dict__.get(name or "") and name:
            return self.math_call(name, node)
        if obj is getattr(builtins, name or "", None):
            return self.builtin_call(name or "", node)
        if isinstance(obj, type) and issubclass(obj, np.generic):
            return self.cast_call(np.dtype(obj).name, node)
        if isinstance(obj, types.FunctionType):
            return self.inline_call(obj, node)
        raise self.error(
            f"call to {describe(PyVal(obj))} is not supported",
            node,
            hint="loopcraft compiles NumPy/math functions, builtins and plain Python helper "
            "functions",
        )

    def ufunc_into(self, name: str, obj: Any, node: ast.Call) -> Value:
        """``np.maximum(x, 0, out=x)``: the ufunc's result stored into ``out`` (NumPy's
        same_kind casting), which is also the value of the call."""
        out_node = next(k.value for k in node.keywords if k.arg == "out")
        call = ast.copy_location(ast.Call(node.func, node.args, [
            k for k in node.keywords if k.arg != "out"]), node)
        result = self._operand(self.numpy_call(name, obj, call))
        out = self.expr(out_node)
        if isinstance(out, TVal) and len(out.items) == 1:  # out=(x,)
            out = out.items[0]
        if not isinstance(out, AVal):
            raise self.error(f"out= needs an array, got {describe(out)}", out_node)
        self.store_slice(out, self.cast_like(result, out), node)  # type: ignore[attr-defined]
        return out

    def args_kwargs(self, node: ast.Call, names: list[str]) -> dict[str, ast.expr]:
        """Map positional and keyword arguments to ``names`` (like a Python signature)."""
        out: dict[str, ast.expr] = {}
        if len(node.args) > len(names):
            raise self.error(f"too many arguments (expected at most {len(names)})", node)
        for n, a in zip(names, node.args, strict=False):
            out[n] = a
        for kw in node.keywords:
            if kw.arg not in names:
                raise self.error(
                    f"unsupported keyword argument {kw.arg!r}",
                    kw.value,
                    hint=f"supported: {', '.join(names)}",
                )
            out[kw.arg] = kw.value  # type: ignore[index]
        return out

    # ------------------------------------------------------------------ numpy
    def numpy_call(self, name: str, obj: Any, node: ast.Call) -> Value:
        if name in _UFUNC1:
            a = self.args_kwargs(node, ["x"])
            x = self._operand(self.expr(a["x"]))
            f = _UFUNC1[name]
            if name in ("rint", "fabs") and x_dtype(x) == "bool":
                raise self.error(f"np.{name} of booleans gives float16, which loopcraft does "
                                 "not support", node, hint="convert first: x.astype(np.float64)")
            if name in ("rint", "fabs") and kind_of(x_dtype(x)) == "i":  # NumPy: float64
                x = self.arith("mul", x, SVal(const(1.0, "float64"), ScalarType("float64")))
            return self.lift(lambda xs: ew.call_func(f, xs), [x])
        if name in _UFUNC2:
            a = self.args_kwargs(node, ["x1", "x2"])
            x1, x2 = self._operand(self.expr(a["x1"])), self._operand(self.expr(a["x2"]))
            f = _UFUNC2[name]
            return self.lift(lambda xs: ew.call_func(f, xs), [x1, x2])
        if name in _BINARY:
            a = self.args_kwargs(node, ["x1", "x2"])
            return self.arith(_BINARY[name], self.expr(a["x1"]), self.expr(a["x2"]))
        if name in ("fmax", "fmin"):
            a = self.args_kwargs(node, ["x1", "x2"])
            x1, x2 = self._operand(self.expr(a["x1"])), self._operand(self.expr(a["x2"]))
            return self.lift(lambda xs: ew.nan_ignoring(name[1:], xs[0], xs[1]), [x1, x2])
        if name in ("negative", "positive", "logical_not", "invert", "bitwise_not"):
            a = self.args_kwargs(node, ["x"])
            op = {"negative": "neg", "positive": "pos", "logical_not": "not"}.get(name, "invert")
            return self.lift(lambda xs: ew.unary(op, xs[0]), [self._operand(self.expr(a["x"]))])
        if name == "square":
            x = self._operand(self.expr(self.args_kwargs(node, ["x"])["x"]))
            return self.arith("mul", x, x)
        if name == "reciprocal":
            x = self._operand(self.expr(self.args_kwargs(node, ["x"])["x"]))
            if kind_of(x_dtype(x)) == "i":
                return self.lift(lambda xs: _int_reciprocal(xs[0]), [x])
            return self.arith("truediv", SVal(const(1, x_dtype(x)), ScalarType(x_dtype(x))), x)
        if name in ("round", "around"):
            a = self.args_kwargs(node, ["a", "decimals"])
            x = self._operand(self.expr(a["a"]))
            d = self.const_int(a["decimals"]) if "decimals" in a else 0
            if d == 0 or (d > 0 and kind_of(x_dtype(x)) != "f"):
                return self.lift(lambda xs: ew.call_func("rint", xs), [x])
            # NumPy's algorithm: scale by 10**d (a weak float: float32 stays float32), round
            # half to even, scale back
            f = SVal(const(10.0 ** abs(d), "float64"), ScalarType("float64", True))
            scaled = self.arith("mul" if d > 0 else "truediv", x, f)
            r = self.lift(lambda xs: ew.call_func("rint", xs), [scaled])
            r = self.arith("truediv" if d > 0 else "mul", r, f)
            return r if kind_of(x_dtype(x)) == "f" else self.cast_to(r, x_dtype(x))
        if name == "where":
            a = self.args_kwargs(node, ["condition", "x", "y"])
            if len(a) == 1 and "condition" in a:  # np.where(c) is np.nonzero(c)
                x = self.as_array(self.expr(a["condition"]), node)  # type: ignore[attr-defined]
                return self.nonzero(x, node)  # type: ignore[attr-defined]
            if len(a) != 3:
                raise self.error("np.where takes one or three arguments", node)
            c, x, y = (self._operand(self.expr(a[k])) for k in ("condition", "x", "y"))
            return self.lift(lambda xs: ew.select(xs[0], xs[1], xs[2]), [c, x, y])
        if name == "clip":
            a = self.args_kwargs(node, ["a", "a_min", "a_max", "min", "max"])
            x = self._operand(self.expr(a["a"]))
            none = ast.copy_location(ast.Constant(None), node)
            lo = self.expr(a.get("a_min", a.get("min", none)))  # NumPy 2.1 spells them min/max
            hi = self.expr(a.get("a_max", a.get("max", none)))
            r: Value = x
            if not (isinstance(lo, PyVal) and lo.obj is None):
                r = self.arith("max", r, lo)
            if not (isinstance(hi, PyVal) and hi.obj is None):
                r = self.arith("min", r, hi)
            return r
        if name in _REDUCTIONS:
            a = self.args_kwargs(node, ["a", "axis", "dtype", "out", "keepdims", "ddof"])
            x = self.selection(a["a"])
            if isinstance(x, Masked):
                return self.masked_reduction(name, x, a, node)
            return self.reduction(name, self._operand(x), a, node)
        if name in _ALLOC:
            return self.allocation(name, node)
        if name in ("zeros_like", "ones_like", "empty_like", "full_like"):
            return self.allocation_like(name[:-5], node)
        if name == "arange":
            return self.arange(node)
        if name == "linspace":
            return self.linspace(node)
        if name in ("copy", "array", "asarray", "ascontiguousarray"):
            a = self.args_kwargs(node, ["a", "dtype"])
            v = self._operand(self.expr(a["a"]))
            if isinstance(v, SVal):
                return v
            if "dtype" in a:
                v = self.astype(v, self.dtype_arg(a["dtype"]))
            if name == "asarray":
                return v
            return AVal(v.dtype, v.shape, v.load, v.reads)
        if name in ("dot", "matmul", "vdot", "inner"):
            a = self.args_kwargs(node, ["a", "b"])
            x, y = self.expr(a["a"]), self.expr(a["b"])
            if name == "dot" and (isinstance(x, SVal) or isinstance(y, SVal)):
                return self.arith("mul", x, y)
            return self.matmul(x, y, node)
        if name == "outer":
            a = self.args_kwargs(node, ["a", "b"])
            x, y = self._operand(self.expr(a["a"])), self._operand(self.expr(a["b"]))
            if not (isinstance(x, AVal) and isinstance(y, AVal) and x.ndim == y.ndim == 1):
                raise self.error("np.outer is supported for 1-d arrays", node)
            t = ew.promote(ScalarType(x.dtype), ScalarType(y.dtype)).dtype
            if t == "bool":
                return self.arith("mul", self.expand_dims(x, 1), self.expand_dims(y, 0))
            x, y = (v if v.dtype == t else self.astype(v, t) for v in (x, y))
            return self.array_value(self.library_call("outer", (x, y),
                                                      (x.shape[0], y.shape[0]), t))
        if name == "transpose":
            a = self.args_kwargs(node, ["a", "axes"])
            x = self._operand(self.expr(a["a"]))
            if isinstance(x, SVal):
                return x
            perm = tuple(reversed(range(x.ndim)))
            if "axes" in a:
                perm = self.const_int_tuple(a["axes"])
            return self.transpose(x, perm)
        if name == "trace":
            x = self._operand(self.expr(self.args_kwargs(node, ["a"])["a"]))
            if not (isinstance(x, AVal) and x.ndim == 2):
                raise self.error("np.trace is supported for 2-d arrays", node)
            n = ir.Binary("min", x.shape[0], x.shape[1], "int64")
            diag = AVal(x.dtype, (n,), lambda idx: x.load((idx[0], idx[0])), x.reads)
            return self.reduce_all("sum", diag)
        if name in ("eye", "identity"):
            a = self.args_kwargs(node, ["N", "M", "k", "dtype"] if name == "eye"
                                 else ["n", "dtype"])
            n = self.int_scalar(a.get("N", a.get("n"))).expr  # type: ignore[arg-type]
            m = self.int_scalar(a["M"]).expr if "M" in a else n
            dt = self.dtype_arg(a["dtype"]) if "dtype" in a else "float64"
            k = self.hoist(self.int_scalar(a["k"])).expr if "k" in a else i64(0)
            return AVal(dt, (n, m), lambda idx: ir.Select(  # ones on the k-th diagonal
                ir.Binary("eq", ir.Binary("sub", idx[1], idx[0], "int64"), k, "bool"),
                const(1, dt), const(0, dt), dt))
        if name == "cumsum" or name == "cumprod":
            a = self.args_kwargs(node, ["a", "axis"])
            return self.scan(name, self._operand(self.expr(a["a"])), a, node)
        if name == "expand_dims":
            a = self.args_kwargs(node, ["a", "axis"])
            x = self._operand(self.expr(a["a"]))
            ax = self.const_int(a["axis"])
            return self.expand_dims(x, ax)  # type: ignore[arg-type]
        if name in ("float64", "float32", "int64", "int32", "bool_"):
            return self.cast_call(np.dtype(obj).name, node)
        extra = self.numpy_extra(name, node)
        if extra is not None:
            return extra
        raise self.error(
            f"{_written_name(obj, name, node)} is not supported by loopcraft",
            node,
            hint="see the supported-language table in the README",
        )

    def numpy_extra(self, name: str, node: ast.Call) -> Value | None:  # see shapes.py
        return None

    def library_call(self, op: str, operands: tuple[AVal, ...], shape: tuple[ir.Expr, ...],
                     dtype: str, attrs: tuple[tuple[str, str | int | float | bool], ...] = ()
                     ) -> str:  # provided by the reduction layer
        raise NotImplementedError

    def expand_dims(self, x: AVal, axis: int) -> AVal:
        if axis < 0:
            axis += x.ndim + 1
        shape = x.shape[:axis] + (i64(1),) + x.shape[axis:]
        view = None
        if x.view is not None:
            dims = x.view.dims[:axis] + (ir.ViewDim(None, i64(1), i64(0)),) + x.view.dims[axis:]
            inner = x.view.inner_contiguous or axis == x.ndim
            view = ViewSpec(x.view.source, x.view.offset, dims, inner)
        return AVal(x.dtype, shape, lambda idx: x.load(idx[:axis] + idx[axis + 1:]), x.reads,
                    view)

    # ------------------------------------------------------------------ math / builtins
    def math_call(self, name: str, node: ast.Call) -> Value:
        args = [self.scalar(a) for a in node.args]
        if node.keywords:
            raise self.error(f"math.{name} takes no keyword arguments here", node)
        if name in ("floor", "ceil", "trunc"):
            e, t = ew.call_func(name, [(args[0].expr, args[0].type)])
            return SVal(cast(e, "int64"), ScalarType("int64", True))
        if name in _UFUNC1:
            e, t = ew.call_func(_UFUNC1[name], [(a.expr, a.type) for a in args], True)
            if name == "fabs":
                e, t = cast(e, "float64"), ScalarType("float64", True)
            return SVal(e, t)
        if name in _UFUNC2:
            e, t = ew.call_func(_UFUNC2[name], [(a.expr, a.type) for a in args], True)
            return SVal(e, t)
        if name == "log" and len(args) == 2:
            ln = [ew.call_func("log", [(a.expr, a.type)], True) for a in args]
            e, t = ew.binary("truediv", ln[0], ln[1])
            return SVal(e, t)
        if name == "pow":
            e, t = ew.binary("pow", (cast(args[0].expr, "float64"), ScalarType("float64", True)),
                             (cast(args[1].expr, "float64"), ScalarType("float64", True)))
            return SVal(e, t)
        if name in ("isnan", "isinf", "isfinite"):
            e, t = ew.call_func(name, [(args[0].expr, args[0].type)])
            return SVal(e, ScalarType("bool", True))
        raise self.error(f"math.{name} is not supported", node)

    def builtin_call(self, name: str, node: ast.Call) -> Value:
        if name == "range":
            raise self.error("range() can only be used in a for loop", node,
                             hint="use np.arange(...) for an array of integers")
        if node.keywords:
            raise self.error(f"{name}() keyword arguments are not supported", node)
        args = [self.selection(a) if name == "len" else self.expr(a) for a in node.args]
        if name == "len":
            v = args[0]
            if isinstance(v, Masked):
                return self.masked_reduction("count", v, {}, node)
            if isinstance(v, AVal):
                if v.ndim == 0:
                    raise self.error("len() of a 0-d array", node)
                return SVal(v.shape[0], ScalarType("int64", True))
            if isinstance(v, TVal):
                return SVal(i64(len(v.items)), ScalarType("int64", True))
            raise self.error(f"len() of {describe(v)}", node)
        if name == "sum":  # Python's 0 + x[0] + x[1] + ...: the elements' dtype (bool: int)
            if len(args) != 1 or not isinstance(args[0], (AVal, TVal)):
                raise self.error("sum() of one array or tuple is supported", node,
                                 hint="use np.sum(a)")
            v = self._operand(args[0])
            if isinstance(v, SVal) or v.ndim == 0:
                raise self.error("sum() of a 0-d array (not iterable)", node)
            dt = "int64" if v.dtype == "bool" else v.dtype
            r = self.reduce_all("sum", v) if v.ndim == 1 else self.reduce_axis(  # type: ignore
                "sum", v, 0, False)
            if isinstance(r, SVal):
                return SVal(cast(r.expr, dt), ScalarType(dt))
            return r if r.dtype == dt else self.astype(r, dt)
        if name == "abs":
            x = self._operand(args[0])
            return self.lift(lambda xs: ew.call_func("abs", xs), [x])
        if name in ("min", "max"):
            if len(args) == 1:
                v = self._operand(args[0])
                if isinstance(v, AVal):
                    if v.ndim != 1:
                        raise self.error(f"{name}() of a {v.ndim}-d array", node,
                                         hint=f"use np.{name}")
                    return self.reduce_all(name, v)
                raise self.error(f"{name}() of a single number", node)
            if any(isinstance(a, AVal) for a in args):
                raise self.error(f"{name}() of arrays is ambiguous", node,
                                 hint=f"use np.{name}imum for elementwise {name}")
            r = self._operand(args[0])
            for a in args[1:]:
                r = self.arith(name, r, a)
            return r
        if name in ("int", "float", "bool"):
            dt = {"int": "int64", "float": "float64", "bool": "bool"}[name]
            if not args:
                return SVal(const(0, dt), ScalarType(dt, True))
            if isinstance(args[0], PyVal) and isinstance(args[0].obj, str):
                try:  # float("inf"), int("3"): constant strings convert at compile time
                    return SVal(const({"int": int, "float": float, "bool": bool}[name](
                        args[0].obj), dt), ScalarType(dt, True))
                except ValueError:
                    raise self.error(f"{name}({args[0].obj!r}) is not a number", node) from None
            v = self._operand(args[0])
            if isinstance(v, AVal):
                if v.ndim != 0:
                    raise self.error(f"{name}() of a {v.ndim}-d array", node)
                v = SVal(v.load(()), ScalarType(v.dtype))
            dt = {"int": "int64", "float": "float64", "bool": "bool"}[name]
            e = v.expr
            if name == "bool":
                e = ir.Binary("ne", e, const(0, v.type.dtype), "bool")
            return SVal(cast(e, dt), ScalarType(dt, True))
        if name == "round":
            if len(node.args) != 1:
                raise self.error("round(x, ndigits) is not supported (Python rounds the decimal "
                                 "value exactly)", node, hint="use np.round(x, ndigits)")
            v = self.scalar(node.args[0])
            e, _ = ew.call_func("rint", [(v.expr, v.type)])
            return SVal(cast(e, "int64"), ScalarType("int64", True))
        if name == "pow":
            return self.arith("pow", args[0], args[1])
        if name == "print":
            raise self.error("print() is not supported in compiled code", node,
                             hint="return the values and print them outside")
        raise self.error(f"builtin {name}() is not supported", node)

    def cast_call(self, dtype: str, node: ast.Call) -> Value:
        if len(node.args) != 1:
            raise self.error("dtype constructors take one argument", node)
        v = self._operand(self.expr(node.args[0]))
        if isinstance(v, AVal):
            return self.astype(v, dtype)
        return SVal(cast(v.expr, dtype), ScalarType(dtype))

    # ------------------------------------------------------------------ methods
    def method(self, m: BoundMethod, node: ast.Call) -> Value:
        recv, name = m.receiver, m.name
        if name in _REDUCTIONS:
            a = self.args_kwargs(node, ["axis", "dtype", "out", "keepdims", "ddof"])
            if isinstance(recv, Masked):
                return self.masked_reduction(name, recv, a, node)
            return self.reduction(name, recv, a, node)
        if name == "copy":
            if isinstance(recv, SVal):
                return recv
            return AVal(recv.dtype, recv.shape, recv.load, recv.reads)
        if name == "astype":  # copy=False only allows NumPy to skip the copy
            a = self.args_kwargs(node, ["dtype", "order", "casting", "subok", "copy"])
            for key in ("order", "casting", "subok"):
                if key in a:
                    raise self.error(f".astype({key}=...) is not supported", a[key])
            dt = self.dtype_arg(a["dtype"])
            if isinstance(recv, SVal):
                return SVal(cast(recv.expr, dt), ScalarType(dt))
            return self.astype(recv, dt)
        if name in ("reshape", "ravel", "flatten") and isinstance(recv, AVal):
            order = next((k.value for k in node.keywords if k.arg == "order"), None)
            if any(k.arg != "order" for k in node.keywords):
                raise self.error(f"unsupported keyword argument of .{name}()", node,
                                 hint="supported: order")
            if name == "reshape":
                if len(node.args) == 1:
                    shape = self.shape_arg(node.args[0])
                else:
                    shape = tuple(self.int_scalar(a, "extent").expr for a in node.args)
                return self.reshape_ordered(recv, shape, order, node)  # type: ignore[attr-defined]
            if len(node.args) > 1 or (node.args and order is not None):
                raise self.error(f".{name}() takes one argument (order)", node)
            order = node.args[0] if node.args else order
            flat = self.reshape_ordered(recv, (i64(-1),), order, node)  # type: ignore[attr-defined]
            if name == "flatten":  # always a copy
                return AVal(flat.dtype, flat.shape, flat.load, flat.reads)
            return flat
        if name in _METHODS_AS_FUNCTIONS:
            # x.clip(a, b) is np.clip(x, a, b): lower the function with x pinned as argument 0
            synthetic = ast.Call(ast.Attribute(ast.Name("np", ast.Load()), name, ast.Load()),
                                 [ast.Name(_RECEIVER, ast.Load()), *node.args], node.keywords)
            ast.copy_location(synthetic, node)
            ast.fix_missing_locations(synthetic)
            self.pinned = {**self.pinned, _RECEIVER: recv}
            try:
                return self.numpy_call(name, getattr(np, name), synthetic)
            finally:
                self.pinned = {k: v for k, v in self.pinned.items() if k != _RECEIVER}
        if isinstance(recv, AVal):
            if name == "transpose":
                perm = tuple(reversed(range(recv.ndim)))
                if node.args:
                    perm = (self.const_int_tuple(node.args[0]) if len(node.args) == 1
                            else tuple(self.const_int(a) for a in node.args))
                return self.transpose(recv, perm)
            if name == "dot":
                return self.matmul(recv, self.expr(node.args[0]), node)
            if name == "item":
                if recv.ndim == 0 or not node.args:
                    return SVal(recv.load(tuple(i64(0) for _ in recv.shape)),
                                ScalarType(recv.dtype))
            if name in ("cumsum", "cumprod"):
                a = self.args_kwargs(node, ["axis"])
                return self.scan(name, recv, a, node)
            if name == "fill":
                raise self.error("x.fill(v) must be used as a statement", node)
        raise self.error(f"method .{name}() of {describe(recv)} is not supported", node)

    def cast_to(self, v: SVal | AVal, dtype: str) -> SVal | AVal:
        """``v`` converted to ``dtype`` (C's conversion: floats truncate toward zero)."""
        if isinstance(v, SVal):
            return SVal(cast(v.expr, dtype), ScalarType(dtype))
        return self.astype(v, dtype)

    def astype(self, v: AVal, dtype: str) -> AVal:
        if dtype == "bool":
            return AVal(dtype, v.shape, lambda idx: ir.Binary(
                "ne", v.load(idx), const(0, v.dtype), "bool"), v.reads)
        return AVal(dtype, v.shape, lambda idx: cast(v.load(idx), dtype), v.reads)

    # ------------------------------------------------------------------ argument helpers
    def dtype_arg(self, node: ast.expr) -> str:
        v = self.expr(node)
        obj = v.obj if isinstance(v, PyVal) else None
        try:
            if obj is float:
                return "float64"
            if obj is int:
                return "int64"
            if obj is bool:
                return "bool"
            name = np.dtype(obj).name
        except TypeError:
            name = ""
        if name not in NUMPY_DTYPE:
            raise self.error(
                f"unsupported dtype {describe(v)}",
                node,
                hint="use np.float64, np.float32, np.int64, np.int32 or np.bool_",
            )
        return name

    def const_int(self, node: ast.expr) -> int:
        v = self.int_scalar(node)
        if not isinstance(v.expr, ir.Const):
            raise self.error("expected a constant integer", node)
        return int(v.expr.value)

    def const_int_tuple(self, node: ast.expr) -> tuple[int, ...]:
        v = self.expr(node)
        items = v.items if isinstance(v, TVal) else (v,)
        out = []
        for it in items:
            if not (isinstance(it, SVal) and isinstance(it.expr, ir.Const)):
                raise self.error("expected constant integers", node)
            out.append(int(it.expr.value))
        return tuple(out)

    def shape_arg(self, node: ast.expr) -> tuple[ir.Expr, ...]:
        v = self.expr(node)
        items = v.items if isinstance(v, TVal) else (v,)
        shape = []
        for it in items:
            if not (isinstance(it, SVal) and kind_of(it.type.dtype) in "ib"):
                raise self.error("array shapes must be integers or tuples of integers", node)
            shape.append(cast(it.expr, "int64"))
        if len(shape) > 4:
            raise self.error("arrays of more than 4 dimensions are not supported", node)
        return tuple(shape)

    # ------------------------------------------------------------------ allocation
    def allocation(self, kind: str, node: ast.Call) -> AVal:
        names = ["shape", "fill_value", "dtype"] if kind == "full" else ["shape", "dtype"]
        a = self.args_kwargs(node, names + ["order"])
        shape = self.shape_arg(a["shape"])
        fill_v: SVal | None = None
        if kind == "full":
            fill_v = self.hoist(self.scalar(a["fill_value"]))  # type: ignore[assignment]
        if "dtype" in a:
            dt = self.dtype_arg(a["dtype"])
        elif fill_v is not None:
            dt = fill_v.type.dtype
        else:
            dt = "float64"
        value: ir.Expr = const(1 if kind == "ones" else 0, dt)
        if fill_v is not None:
            value = cast(fill_v.expr, dt)
        return AVal(dt, shape, lambda idx: value, frozenset(),
                    fill="empty" if kind == "empty" else "full")

    def allocation_like(self, kind: str, node: ast.Call) -> AVal:
        names = ["a", "fill_value", "dtype"] if kind == "full" else ["a", "dtype"]
        a = self.args_kwargs(node, names)
        proto = self._operand(self.expr(a["a"]))
        if not isinstance(proto, AVal):
            raise self.error(f"np.{kind}_like needs an array", node)
        shape = proto.shape
        dt = self.dtype_arg(a["dtype"]) if "dtype" in a else proto.dtype
        value: ir.Expr = const(1 if kind == "ones" else 0, dt)
        if kind == "full":
            fill_v = self.hoist(self.scalar(a["fill_value"]))
            value = cast(fill_v.expr, dt)  # type: ignore[union-attr]
        return AVal(dt, shape, lambda idx: value, frozenset(),
                    fill="empty" if kind == "empty" else "full")

    def arange(self, node: ast.Call) -> AVal:
        a = self.args_kwargs(node, ["start", "stop", "step", "dtype"])
        vals = [self.scalar(a[k]) for k in ("start", "stop", "step") if k in a]
        if len(vals) == 1:
            vals = [SVal(i64(0), ScalarType("int64", True)), vals[0]]
        if len(vals) == 2:
            vals.append(SVal(i64(1), ScalarType("int64", True)))
        start, stop, step = vals
        t = ew.promote(ew.promote(start.type, stop.type), step.type)
        dt = self.dtype_arg(a["dtype"]) if "dtype" in a else t.dtype
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
        n = self.hoist(SVal(ir.Binary("max", n, i64(0), "int64"), ScalarType("int64"))).expr
        st, sp = self.hoist(start), self.hoist(step)
        ct = t.dtype if kind_of(t.dtype) == "f" else "int64"

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            v = ir.Binary("add", cast(st.expr, ct), ir.Binary(
                "mul", cast(idx[0], ct), cast(sp.expr, ct), ct), ct)
            return cast(v, dt)

        return AVal(dt, (n,), load)

    def linspace(self, node: ast.Call) -> AVal:
        a = self.args_kwargs(node, ["start", "stop", "num", "endpoint", "dtype"])
        start = self.hoist(self.scalar(a["start"]))
        stop = self.hoist(self.scalar(a["stop"]))
        num = self.int_scalar(a["num"]).expr if "num" in a else i64(50)
        endpoint = True
        if "endpoint" in a:
            ev = self.scalar(a["endpoint"])
            if not isinstance(ev.expr, ir.Const):
                raise self.error("endpoint must be a constant", a["endpoint"])
            endpoint = bool(ev.expr.value)
        dt = self.dtype_arg(a["dtype"]) if "dtype" in a else "float64"
        div = ir.Binary("sub", num, i64(1), "int64") if endpoint else num
        fs, fe = cast(start.expr, "float64"), cast(stop.expr, "float64")
        step = self.hoist(SVal(ir.Binary("div", ir.Binary("sub", fe, fs, "float64"),
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

    # ------------------------------------------------------------------ inlining helpers
    def inline_call(self, func: types.FunctionType, node: ast.Call) -> Value:
        raise NotImplementedError  # provided by the statement layer


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


def _written_name(obj: Any, name: str, node: ast.Call) -> str:
    """The NumPy function as the user wrote it (``np.random.rand``, not ``np.rand``), plus
    its own dotted name when the user reached it through an alias."""
    written = ast.unparse(node.func)
    if written.rsplit(".", 1)[-1] == name:
        return written
    return f"{written} ({getattr(obj, '__module__', None) or 'numpy'}.{name})"


def x_dtype(x: SVal | AVal) -> str:
    return x.type.dtype if isinstance(x, SVal) else x.dtype


__all__ += ["x_dtype", "is_const", "mul"]
