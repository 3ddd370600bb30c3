"""Values the frontend computes with while lowering one statement.

An array-valued Python expression is kept *lazy* (:class:`AVal`): its shape plus a function from
index expressions to the element expression. Elementwise operators, broadcasting, slicing and
transposes compose these functions, so a whole right-hand side becomes one loop nest with no
temporaries. A lazy value only lives while its statement is lowered: names are always bound to
materialized arrays (``Alloc``) or views (``View``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import numpy as np

from ...ir import nodes as ir
from ...ir.dtypes import int_range
from .types import ScalarType

__all__ = [
    "expand_dims",
    "static_value",
    "BoundMethod",
    "describe",
    "SVal",
    "AVal",
    "Masked",
    "TVal",
    "LVal",
    "PyVal",
    "ViewSpec",
    "Value",
    "const",
    "i64",
    "add",
    "sub",
    "mul",
    "binop",
    "imin",
    "imax",
    "is_const",
    "cast",
]


@dataclass(frozen=True)
class SVal:
    """A scalar expression and its frontend type."""

    expr: ir.Expr
    type: ScalarType


@dataclass(frozen=True)
class ViewSpec:
    """How a lazy array is a view of a named array (so ``B = A[1:]`` needs no copy)."""

    source: str
    offset: tuple[ir.Expr, ...]
    dims: tuple[ir.ViewDim, ...]
    inner_contiguous: bool


@dataclass(frozen=True)
class AVal:
    """A lazy array: ``load(indices)`` gives the element expression at ``indices``."""

    dtype: str
    shape: tuple[ir.Expr, ...]
    load: Callable[[tuple[ir.Expr, ...]], ir.Expr] = field(compare=False)
    reads: frozenset[str] = frozenset()
    view: ViewSpec | None = None
    #: set when this value is exactly a named array variable
    var: str | None = None
    #: "zeros"/"full"/"empty" for a fresh constant array (allocated with a fill, no loop)
    fill: str | None = None

    @property
    def ndim(self) -> int:
        return len(self.shape)


@dataclass(frozen=True)
class Masked:
    """``base[mask]`` with a boolean ``mask`` of ``base``'s leading extents, kept unbuilt: a
    store target (``a[m] = v``, ``a[m] += v``; a mask of fewer axes selects sub-arrays), the
    right side of a store through the same mask (``a[m] = b[m]``: elementwise updates of
    ``base`` where ``mask`` holds), or the operand of a reduction (``a[m].sum()``; then the
    mask has ``base``'s shape). Used as an array anywhere else, a selection is compacted
    into a new array (``frontend/compaction.py``)."""

    base: AVal
    mask: AVal


@dataclass(frozen=True)
class TVal:
    """A compile-time tuple (``A.shape``, ``return a, b``, ``x, y = y, x``)."""

    items: tuple[Value, ...]


@dataclass(frozen=True)
class LVal(TVal):
    """A list display ``[a, b]``. Where NumPy reads a list as an array (``np.array([a, b])``,
    ``A[[0, -1]]``, ``np.zeros([n, m])``, ``x + [1.0, 2.0]`` with an array ``x``) it lowers
    like a tuple; where Python's list semantics would apply instead (a variable that could be
    mutated or aliased, a return value, ``[1.0] * k``) the lowering refuses it: compiled code
    has no mutable lists, and silently making one a tuple changes what the caller gets."""


@dataclass(frozen=True)
class PyVal:
    """A compile-time Python object: a module, a function, a dtype, None, a slice, a string."""

    obj: Any


Value = SVal | AVal | TVal | PyVal

# ------------------------------------------------------------ folding IR constructors


def const(value: bool | int | float | complex, dtype: str) -> ir.Const:
    """The constant ``value`` converted to ``dtype`` as a cast does: integers wrap around into
    the dtype's range, a float16 is rounded to the nearest half, a complex number cast to a
    real dtype keeps its real part (NumPy's ``astype``)."""
    if dtype in ir.COMPLEX_DTYPES:
        return ir.Const(complex(np.dtype(dtype).type(value)), dtype)
    if isinstance(value, complex):
        value = value != 0 if dtype == "bool" else value.real
    if dtype == "bool":
        value = bool(value)
    elif dtype in ir.INT_DTYPES:
        lo, hi = int_range(dtype)
        value = (int(value) - lo) % (hi - lo + 1) + lo
    elif dtype == "float16":
        value = float(np.float16(value))
    else:
        value = float(value)
    return ir.Const(value, dtype)


def i64(value: int) -> ir.Const:
    return ir.Const(int(value), "int64")


def is_const(e: ir.Expr, value: object | None = None) -> bool:
    return isinstance(e, ir.Const) and (value is None or e.value == value)


def cast(e: ir.Expr, dtype: str) -> ir.Expr:
    if e.dtype == dtype:
        return e
    if isinstance(e, ir.Const):
        return const(e.value, dtype)
    return ir.Cast(e, dtype)


def binop(op: str, a: ir.Expr, b: ir.Expr, dtype: str) -> ir.Expr:
    return ir.Binary(op, a, b, dtype)


def add(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    """Integer (index) addition with constant folding."""
    if is_const(a, 0):
        return b
    if is_const(b, 0):
        return a
    if isinstance(a, ir.Const) and isinstance(b, ir.Const):
        return i64(a.value + b.value)
    # fold (x + c1) + c2
    if (
        isinstance(b, ir.Const)
        and isinstance(a, ir.Binary)
        and a.op in ("add", "sub")
        and isinstance(a.rhs, ir.Const)
    ):
        c = a.rhs.value if a.op == "add" else -a.rhs.value
        return add(a.lhs, i64(c + b.value))
    if isinstance(b, ir.Const) and b.value < 0:
        return ir.Binary("sub", a, i64(-b.value), "int64")
    return ir.Binary("add", a, b, "int64")


def sub(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    if isinstance(b, ir.Const):
        return add(a, i64(-b.value))
    if a == b:
        return i64(0)
    return ir.Binary("sub", a, b, "int64")


def mul(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    if is_const(a, 1):
        return b
    if is_const(b, 1):
        return a
    if is_const(a, 0) or is_const(b, 0):
        return i64(0)
    if isinstance(a, ir.Const) and isinstance(b, ir.Const):
        return i64(a.value * b.value)
    return ir.Binary("mul", a, b, "int64")


def imin(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    if a == b:
        return a
    if isinstance(a, ir.Const) and isinstance(b, ir.Const):
        return i64(min(a.value, b.value))
    return ir.Binary("min", a, b, "int64")


def imax(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    if a == b:
        return a
    if isinstance(a, ir.Const) and isinstance(b, ir.Const):
        return i64(max(a.value, b.value))
    return ir.Binary("max", a, b, "int64")


def is_module(v: Value, module: ModuleType) -> bool:
    return isinstance(v, PyVal) and v.obj is module


class BoundMethod:
    """``x.sum`` before it is called: the receiver and the method name."""

    def __init__(self, receiver: SVal | AVal, name: str) -> None:
        self.receiver = receiver
        self.name = name

    def __repr__(self) -> str:
        return f"method .{self.name}()"


def describe(v: Value) -> str:
    if isinstance(v, SVal):
        return f"a {v.type.dtype} scalar"
    if isinstance(v, AVal):
        return f"a {v.ndim}-d {v.dtype} array"
    if isinstance(v, LVal):
        return f"a list of {len(v.items)}"
    if isinstance(v, TVal):
        return f"a tuple of {len(v.items)}"
    obj = v.obj
    if obj is None:
        return "None"
    if isinstance(obj, BoundMethod):
        return repr(obj)
    if isinstance(obj, ModuleType):
        return f"module {obj.__name__!r}"
    return getattr(obj, "__name__", None) or type(obj).__name__


_STATIC_OPS: dict[str, Callable[[Any, Any], Any]] = {
    "lt": lambda p, q: p < q, "le": lambda p, q: p <= q, "gt": lambda p, q: p > q,
    "ge": lambda p, q: p >= q, "eq": lambda p, q: p == q, "ne": lambda p, q: p != q,
    "add": lambda p, q: p + q, "sub": lambda p, q: p - q,
    "and": lambda p, q: bool(p) and bool(q), "or": lambda p, q: bool(p) or bool(q),
}


def same_mask(a: AVal, b: AVal) -> bool:
    """Whether two masks are the same array expression (``m`` twice, or ``x > 0`` written
    twice): their elements at a symbolic index are structurally equal."""
    idx = tuple(ir.Var(f"_p{k}", "int64") for k in range(a.ndim))
    return a.ndim == b.ndim and a.shape == b.shape and a.load(idx) == b.load(idx)


def static_value(e: ir.Expr) -> Any:
    """The value of ``e`` when it is computed from constants only, else None."""
    if isinstance(e, ir.Const):
        return e.value
    if isinstance(e, ir.Binary) and e.op in _STATIC_OPS:
        p, q = static_value(e.lhs), static_value(e.rhs)
        if p is not None and q is not None:
            return _STATIC_OPS[e.op](p, q)
    if isinstance(e, ir.Binary) and e.op in ("and", "or"):  # one known side may decide
        p, q = static_value(e.lhs), static_value(e.rhs)
        if e.op == "and" and (p is False or q is False):
            return False
        if e.op == "or" and (p is True or q is True):
            return True
    return None


def expand_dims(x: AVal, axis: int) -> AVal:
    """``x`` with a new axis of extent 1 at ``axis`` (a view when ``x`` is one)."""
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
