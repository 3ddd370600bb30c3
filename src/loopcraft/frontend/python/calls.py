"""Calls: the dispatch by the kind of callee, and the helpers that read a call's arguments.

A NumPy function is looked up by name in :data:`.numpy_functions.NUMPY_FUNCTIONS` (one place,
so finding how ``np.sort`` lowers means finding its ``@numpy_function``); ``math`` functions,
builtins, array methods, dtype constructors and plain Python helpers (inlined) are lowered here.
"""

from __future__ import annotations

import ast
import builtins
import math
import types
from typing import Any

import numpy as np

from ...ir import nodes as ir
from ...ir.dtypes import fits
from . import elementwise as ew
from .context import LoweringContext
from .inplace_cast import cast_like
from .local_defs import LocalLambda
from .numpy_functions import NUMPY_FUNCTIONS
from .numpy_functions.linalg import matmul
from .numpy_functions.reductions import (
    REDUCTIONS,
    masked_reduction,
    reduce_all,
    reduce_axis,
    reduction,
    scan,
)
from .numpy_functions.shapes import reshape_ordered
from .types import NUMPY_DTYPE, ScalarType, kind_of
from .values import (
    AVal,
    BoundMethod,
    Masked,
    PyVal,
    SVal,
    TVal,
    Value,
    cast,
    const,
    describe,
    i64,
    static_value,
)

__all__ = ["CallLowerer", "JIT_MARKER"]

#: a class attribute that marks a compiled function (``loopcraft.jit``'s result): a call to
#: one inlines its Python code (``obj.py_func``) like a plain helper's
JIT_MARKER = "__loopcraft_jit__"


#: array methods that behave exactly like the NumPy function of the same name
_METHODS_AS_FUNCTIONS = {"clip", "round", "trace", "argsort", "swapaxes", "squeeze", "take",
                         "nonzero", "conj", "conjugate"}
_RECEIVER = "__loopcraft_receiver__"


class CallLowerer(LoweringContext):
    """Lowering of calls: the dispatch by the kind of callee, and the helpers that read a
    call's arguments (NumPy functions themselves are in :mod:`.numpy_functions`)."""

    # ------------------------------------------------------------------ dispatch
    def call(self, obj: Any, node: ast.Call) -> Value:
        if any(isinstance(a, ast.Starred) for a in node.args) or any(
            k.arg is None for k in node.keywords
        ):
            raise self.error("*args / **kwargs in calls are not supported", node)
        if isinstance(obj, BoundMethod):
            return self.method(obj, node)
        if isinstance(obj, LocalLambda):
            return self.lambda_call(obj, node)  # type: ignore[attr-defined]
        if getattr(type(obj), JIT_MARKER, False):  # another @jit function: its Python code
            obj = obj.py_func
        name = getattr(obj, "__name__", None)
        module = getattr(obj, "__module__", None)
        owner = getattr(obj, "__self__", None)
        if isinstance(owner, np.ufunc):  # a ufunc method: np.add.outer, np.maximum.reduce
            return self.numpy_call(f"{owner.__name__}.{name}", obj, node)
        if isinstance(obj, np.ufunc) and (any(k.arg == "out" for k in node.keywords)
                                          or (len(node.args) > obj.nin and obj.nout == 1)):
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

    def numpy_call(self, name: str, obj: Any, node: ast.Call) -> Value:
        """A call to NumPy's ``obj``, lowered by the function registered under ``name`` (its
        ``__name__``; ``"add.outer"`` for a ufunc method)."""
        lower = NUMPY_FUNCTIONS.lookup(name)
        if lower is None:
            raise self.error(
                f"{_written_name(obj, name.rsplit('.', 1)[-1], node)} is not supported by "
                "loopcraft",
                node,
                hint="see the supported-language table in the README",
            )
        return lower(self, name, node)

    def ufunc_into(self, name: str, obj: Any, node: ast.Call) -> Value:
        """``np.maximum(x, 0, out=x)`` or ``np.multiply(z, z, z)`` (the output after the
        inputs, as NumPy allows): the ufunc's result stored into the output (NumPy's
        same_kind casting), which is also the value of the call."""
        outs = [*node.args[obj.nin:], *(k.value for k in node.keywords if k.arg == "out")]
        if len(outs) != 1:
            raise self.error(f"np.{name} takes one output array (after its {obj.nin} "
                             "inputs, or out=), not both", node)
        out_node = outs[0]
        call = ast.copy_location(ast.Call(node.func, node.args[:obj.nin], [
            k for k in node.keywords if k.arg != "out"]), node)
        result = self._operand(self.numpy_call(name, obj, call))
        out = self.expr(out_node)
        if isinstance(out, TVal) and len(out.items) == 1:  # out=(x,)
            out = out.items[0]
        if not isinstance(out, AVal):
            raise self.error(f"out= needs an array, got {describe(out)}", out_node)
        self.store_slice(out, cast_like(self, result, out, getattr(obj, "__name__", name)), node)
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

    # ------------------------------------------------------------------ math / builtins
    def math_call(self, name: str, node: ast.Call) -> Value:
        args = [self.scalar(a) for a in node.args]
        if node.keywords:
            raise self.error(f"math.{name} takes no keyword arguments here", node)
        if any(kind_of(a.type.dtype) == "c" for a in args):
            raise self.error(f"math.{name} of a complex number (Python raises TypeError)", node,
                             hint=f"use np.{name}, which takes complex numbers")
        if name in ("floor", "ceil", "trunc"):
            e, t = ew.call_func(name, [(args[0].expr, args[0].type)])
            return SVal(cast(e, "int64"), ScalarType("int64", True))
        if name in ew.UFUNC1:
            e, t = ew.call_func(ew.UFUNC1[name], [(a.expr, a.type) for a in args], True)
            if name == "fabs":
                e, t = cast(e, "float64"), ScalarType("float64", True)
            return SVal(e, t)
        if name in ew.UFUNC2:
            e, t = ew.call_func(ew.UFUNC2[name], [(a.expr, a.type) for a in args], True)
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
        self.metadata_only += name == "len"  # len(t[n]) reads no element (guard_indices)
        try:
            args = [self.selection(a) if name == "len" else self.expr(a) for a in node.args]
        finally:
            self.metadata_only -= name == "len"
        if name == "len":
            v = args[0]
            if isinstance(v, Masked):
                return masked_reduction(self, "count", v, {}, node)
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
            r = reduce_all(self, "sum", v) if v.ndim == 1 else reduce_axis(self,   # type: ignore
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
                    return reduce_all(self, name, v)
                raise self.error(f"{name}() of a single number", node)
            if any(isinstance(a, AVal) for a in args):
                raise self.error(f"{name}() of arrays is ambiguous", node,
                                 hint=f"use np.{name}imum for elementwise {name}")
            r = self._operand(args[0])
            for a in args[1:]:
                r = self.arith(name, r, a)
            return r
        if name == "complex":
            return self.complex_call(args, node)
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

    def complex_call(self, args: list[Value], node: ast.Call) -> Value:
        """Python's ``complex(re[, im])`` of scalars: a (weak) complex128."""
        if not 1 <= len(args) <= 2:
            raise self.error("complex() takes one or two numbers", node)
        vals = [self._operand(a) for a in args]
        scalars = [v for v in vals if isinstance(v, SVal)]
        if len(scalars) != len(vals):
            raise self.error("complex() of an array", node,
                             hint="use re + 1j * im, or x.astype(np.complex128)")
        if len(scalars) == 1:  # complex(x): x converted (a complex number stays itself)
            return SVal(cast(scalars[0].expr, "complex128"), ScalarType("complex128", True))
        re, im = scalars
        if "c" in (kind_of(re.type.dtype), kind_of(im.type.dtype)):
            raise self.error("complex(re, im) of complex numbers is not supported", node,
                             hint="write re + 1j * im")
        return SVal(*ew.make_complex((re.expr, re.type), (im.expr, im.type)))

    def cast_call(self, dtype: str, node: ast.Call) -> Value:
        if len(node.args) != 1:
            raise self.error("dtype constructors take one argument", node)
        v = self._operand(self.expr(node.args[0]))
        if isinstance(v, AVal):
            return self.astype(v, dtype)
        if (v.type.weak and v.type.dtype in ir.INT_DTYPES and dtype in ir.INT_DTYPES
                and isinstance(v.expr, ir.Const) and not fits(int(v.expr.value), dtype)):
            # NumPy 2 raises OverflowError for np.uint8(300), where a NumPy integer wraps
            raise self.error(f"Python integer {v.expr.value} out of bounds for {dtype}", node,
                             hint=f"wrap it explicitly: np.{dtype}(value % 2**bits) or use "
                                  "a wider dtype")
        return SVal(cast(v.expr, dtype), ScalarType(dtype))

    # ------------------------------------------------------------------ methods
    def method(self, m: BoundMethod, node: ast.Call) -> Value:
        recv, name = m.receiver, m.name
        if name in REDUCTIONS:
            a = self.args_kwargs(node, ["axis", "dtype", "out", "keepdims", "ddof"])
            if isinstance(recv, Masked):
                return masked_reduction(self, name, recv, a, node)
            return reduction(self, name, recv, a, node)
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
                return reshape_ordered(self, recv, shape, order, node)
            if len(node.args) > 1 or (node.args and order is not None):
                raise self.error(f".{name}() takes one argument (order)", node)
            order = node.args[0] if node.args else order
            flat = reshape_ordered(self, recv, (i64(-1),), order, node)
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
                return matmul(self, recv, self.expr(node.args[0]), node)
            if name == "item":
                if recv.ndim == 0 or not node.args:
                    return SVal(recv.load(tuple(i64(0) for _ in recv.shape)),
                                ScalarType(recv.dtype))
            if name in ("cumsum", "cumprod"):
                a = self.args_kwargs(node, ["axis"])
                return scan(self, name, recv, a, node)
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
            if obj is complex:
                return "complex128"
            name = np.dtype(obj).name
        except TypeError:
            name = ""
        if name not in NUMPY_DTYPE:
            raise self.error(
                f"unsupported dtype {describe(v)}",
                node,
                hint="use np.complex128, np.complex64, np.float64, np.float32, np.float16, "
                     "np.int64, np.int32, np.int16, np.int8, np.uint64, np.uint32, np.uint16, "
                     "np.uint8 or np.bool_",
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
        return self.shape_value(self.expr(node), node)

    def shape_value(self, v: Value, node: ast.AST) -> tuple[ir.Expr, ...]:
        """The extents an integer or a tuple of integers gives (``np.zeros(v)``,
        ``a.shape = v``)."""
        items = v.items if isinstance(v, TVal) else (v,)
        shape = []
        for it in items:
            if not (isinstance(it, SVal) and kind_of(it.type.dtype) in "ib"):
                raise self.error("array shapes must be integers or tuples of integers", node)
            # an extent given as a scalar argument (np.zeros(n)) broadcasts where it is 1
            shape.append(self.derived_extent(cast(it.expr, "int64")))
        if len(shape) > ir.MAX_NDIM:
            raise self.error(f"arrays of more than {ir.MAX_NDIM} dimensions are not supported",
                             node)
        return tuple(shape)

    def as_array(self, v: Value, node: ast.AST) -> AVal:
        v = v if not isinstance(v, TVal) else self.tuple_to_array(v, node)
        if isinstance(v, SVal):
            return AVal(v.type.dtype, (), lambda idx, e=v.expr: e)
        if not isinstance(v, AVal):
            raise self.error("expected an array", node)
        return v

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
        known = static_value(cond)
        if known is False:
            return
        if known is True:
            self.emit(ir.Raise(kind, message))
            return
        self.emit(ir.If(cond, ir.Block((ir.Raise(kind, message),)), ir.Block(())))


def _written_name(obj: Any, name: str, node: ast.Call) -> str:
    """The NumPy function as the user wrote it (``np.random.rand``, not ``np.rand``), plus
    its own dotted name when the user reached it through an alias."""
    written = ast.unparse(node.func)
    if written.rsplit(".", 1)[-1] == name:
        return written
    return f"{written} ({getattr(obj, '__module__', None) or 'numpy'}.{name})"
