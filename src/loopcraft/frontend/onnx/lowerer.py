"""The state of lowering one ONNX graph to one IR ``Program``, and the helpers operators use.

Why one program per model: the scheduler, recipes, tuner and cache then work on a model the way
they work on a function -- a model is a program, not a special case. Each operator becomes its
own loop nests (labels ``<op><k>_<role><axis>``, e.g. ``relu3_d0``) or library calls, over
C-contiguous intermediate arrays, so that later recipe steps (fusion, layout) can name them.

Values: a tensor computed at run time is a :class:`Tensor` (an IR array variable, its dtype
and its ONNX shape, whose extents are numbers or, for a dynamic dimension, IR expressions
reading the input's extent); a value known at compile time (an initializer, a ``Constant``, a
folded subgraph) is a NumPy array, which becomes a view into the weight pool of its dtype (a
program parameter the compiled model binds) when a nest reads it. Rank-0 tensors are stored
as 1-d arrays of extent 1.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from ...errors import UnsupportedOperatorError
from ...ir import nodes as ir
from ...libops.prepack import PREPACK_OPS, packed_extent
from .shapes import Extent, as_expr, e_mul

__all__ = ["Tensor", "Node", "GraphLowerer", "Value", "IR_DTYPE", "c_const"]

#: NumPy dtype name -> IR dtype (the ones loopcraft compiles)
IR_DTYPE = {"float32": "float32", "float64": "float64", "int32": "int32", "int64": "int64",
            "bool": "bool"}

#: weights are aligned to this many elements in their pool (64 bytes of float32)
_ALIGN = 16
#: the byte alignment of the pools' first element (a cache line): with regions _ALIGN elements
#: apart, every float32 region starts on a line, so a kernel's 64-byte vector loads of packed
#: weights never straddle two lines (NumPy's own buffers start 16 bytes into one)
_BASE_ALIGN = 64


def _aligned_zeros(n: int, dtype: str) -> np.ndarray:
    """``np.zeros(n, dtype)`` whose data starts on a ``_BASE_ALIGN``-byte boundary."""
    item = np.dtype(dtype).itemsize
    raw = np.zeros(n + _BASE_ALIGN // item, dtype=dtype)
    shift = (-raw.ctypes.data % _BASE_ALIGN) // item
    return raw[shift:shift + n]


@dataclass(frozen=True)
class Tensor:
    """A value computed at run time: IR array ``name`` (C-contiguous), ONNX ``shape``."""

    name: str
    dtype: str
    shape: tuple[Extent, ...]

    @property
    def ndim(self) -> int:
        return len(self.shape)


Value = Tensor | np.ndarray


@dataclass(frozen=True)
class Node:
    """An ONNX node, its attributes decoded to Python values."""

    name: str
    op_type: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    attrs: dict = field(hash=False, compare=False)

    def attr(self, key: str, default: object = None) -> object:
        return self.attrs.get(key, default)


def c_const(value: float | int | bool, dtype: str) -> ir.Const:
    """A literal of ``dtype`` (Python value converted to the dtype's kind)."""
    if dtype == "bool":
        return ir.Const(bool(value), dtype)
    if dtype in ir.INT_DTYPES:
        return ir.Const(int(value), dtype)
    return ir.Const(float(value), dtype)


def _ident(text: str) -> str:
    s = re.sub(r"\W", "_", text).strip("_").lower() or "t"
    return s if not s[0].isdigit() else "t" + s


class GraphLowerer:
    """Builds the program: parameters, locals, statements, and the weight pools."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.values: dict[str, Value] = {}
        self.params: list[ir.ArrayParam] = []
        self.decls: list[ir.ArrayDecl] = []
        self.body: list[ir.Stmt] = []
        self._names: set[str] = set()
        self._bases: dict[str, int] = {}
        #: dtype -> (pool parameter name, [arrays], next free offset)
        self.pools: dict[str, tuple[str, list[np.ndarray], int]] = {}
        self._weight_views: dict[int, Tensor] = {}
        #: dtype -> (packed pool parameter name, next free offset); see :meth:`packed_attrs`
        self.packed_pools: dict[str, tuple[str, int]] = {}
        #: (packed pool, offset) -> the constant packed there, as the call reads it
        self.packed_sources: dict[tuple[str, int], np.ndarray] = {}
        self._held: list[np.ndarray] = []  # keeps the ids of pooled arrays unique
        #: view -> the array whose memory it shares (a parameter, a pool or an allocation)
        self._roots: dict[str, str] = {}
        self.node: Node | None = None
        self.base = ""

    # ------------------------------------------------------------------------- names

    def fresh(self, hint: str) -> str:
        """An identifier not used in the program yet, built from ``hint``."""
        base = _ident(hint)
        name, k = base, 1
        while name in self._names:
            k += 1
            name = f"{base}_{k}"
        self._names.add(name)
        return name

    def start(self, node: Node) -> None:
        """Begin lowering ``node``: its labels are ``<op><k>_...``."""
        op = _ident(node.op_type)
        k = self._bases.get(op, 0) + 1
        self._bases[op] = k
        self.node = node
        self.base = f"{op}{k}"

    def refuse(self, reason: str, attribute: str = "", hint: str = "") -> UnsupportedOperatorError:
        """The error for the node being lowered (raise it)."""
        n = self.node
        assert n is not None
        return UnsupportedOperatorError(n.name, n.op_type, reason, attribute, hint)

    # ------------------------------------------------------------------------ values

    def value(self, name: str) -> Value:
        return self.values[name]

    def const(self, name: str) -> np.ndarray | None:
        """The compile-time value of ``name``, or None when it is computed at run time."""
        v = self.values.get(name) if name else None
        return v if isinstance(v, np.ndarray) else None

    def need_const(self, name: str, what: str) -> np.ndarray:
        v = self.const(name)
        if v is None:
            raise self.refuse(f"{what} must be known at compile time (a constant or "
                              "initializer)", attribute=what)
        return v

    def shape(self, name: str) -> tuple[Extent, ...]:
        v = self.values[name]
        return tuple(int(d) for d in v.shape) if isinstance(v, np.ndarray) else v.shape

    def dtype(self, name: str) -> str:
        v = self.values[name]
        return str(v.dtype) if isinstance(v, np.ndarray) else v.dtype

    def define(self, name: str, value: Value) -> None:
        if name:
            self.values[name] = value

    def tensor(self, name_or_value: str | Value) -> Tensor:
        """The value as an IR array (a constant becomes a view of its weight pool)."""
        v = self.values[name_or_value] if isinstance(name_or_value, str) else name_or_value
        return v if isinstance(v, Tensor) else self.weight(v)

    def weight(self, array: np.ndarray) -> Tensor:
        """A compile-time array as a view into its dtype's weight pool (added once)."""
        key = id(array)
        if key in self._weight_views:
            return self._weight_views[key]
        dtype = IR_DTYPE.get(str(array.dtype))
        if dtype is None:
            raise self.refuse(f"constant of dtype {array.dtype} is not supported")
        if dtype not in self.pools:
            pname = self.fresh(f"weights_{dtype}")
            self.pools[dtype] = (pname, [], 0)
            self.params.append(ir.ArrayParam(pname, dtype, 1))
        pname, arrays, offset = self.pools[dtype]
        flat = np.ascontiguousarray(array, dtype=dtype).reshape(-1)
        arrays.append(flat)
        size = max(flat.size, 1)
        self.pools[dtype] = (pname, arrays, offset + -(-size // _ALIGN) * _ALIGN)
        shape = tuple(int(d) for d in array.shape)
        view = self.fresh(f"w_{self.base or 'const'}")
        dims = self._contiguous_dims(shape)
        self.decls.append(ir.ArrayDecl(view, dtype, len(dims)))
        self.body.append(ir.View(view, pname, (ir.Const(offset, "int64"),), dims))
        t = Tensor(view, dtype, shape)
        self._weight_views[key] = t
        self._roots[view] = pname
        self._held.append(array)
        return t

    def packed_attrs(self, array: np.ndarray, op: str) -> dict[str, object]:
        """The marker (:mod:`loopcraft.libops.prepack`) of a ``matmul`` or ``conv2d`` call
        whose weight operand is the constant ``array`` (its ``B``, its ``w``): a region of
        the packed pool of its dtype that the compiled model fills once; {} when ``array`` is
        not of the rank the kernels pack, or is empty. Each call gets a region of its own,
        even for a weight two calls share: a recipe may implement them for different ISAs,
        whose packed layouts differ."""
        if array.ndim != PREPACK_OPS[op] or array.size == 0 \
                or str(array.dtype) not in ir.FLOAT_DTYPES:
            return {}
        dtype = str(array.dtype)
        if dtype not in self.packed_pools:
            pname = self.fresh(f"packed_{dtype}")
            self.packed_pools[dtype] = (pname, 0)
            self.params.append(ir.ArrayParam(pname, dtype, 1))
        pname, offset = self.packed_pools[dtype]
        size = packed_extent(op, tuple(int(d) for d in array.shape))
        self.packed_pools[dtype] = (pname, offset + -(-size // _ALIGN) * _ALIGN)
        self.packed_sources[(pname, offset)] = np.ascontiguousarray(array)
        return {"packed": pname, "packed_at": offset}

    def root(self, name: str) -> str:
        """The array whose memory array ``name`` is (or views)."""
        return self._roots.get(name, name)

    def add_view(self, name: str, source: str) -> None:
        """Record that ``name`` is a view of ``source`` (for :meth:`root`)."""
        self._roots[name] = self.root(source)

    def pool_arrays(self) -> dict[str, np.ndarray]:
        """Each weight pool as the one array its parameter binds, and each packed pool
        (zeros, sized for its regions)."""
        out: dict[str, np.ndarray] = {}
        for dtype, (pname, arrays, offset) in self.pools.items():
            buf = _aligned_zeros(max(offset, 1), dtype)
            at = 0
            for a in arrays:
                buf[at:at + a.size] = a
                at += -(-max(a.size, 1) // _ALIGN) * _ALIGN
            out[pname] = buf
        for dtype, (pname, offset) in self.packed_pools.items():
            out[pname] = _aligned_zeros(max(offset, 1), dtype)  # filled by the compiled model
        return out

    # ---------------------------------------------------------------------- arrays

    @staticmethod
    def _contiguous_dims(shape: Sequence[Extent]) -> tuple[ir.ViewDim, ...]:
        """The axes of a C-order reshape of a contiguous source (rank 0: one axis of 1)."""
        if not shape:
            return (ir.ViewDim(None, ir.Const(1, "int64"), ir.Const(1, "int64")),)
        dims: list[ir.ViewDim] = []
        stride: Extent = 1
        for e in reversed(shape):
            dims.append(ir.ViewDim(None, as_expr(e), as_expr(stride)))
            stride = e_mul(stride, e)
        return tuple(reversed(dims))

    def alloc(self, dtype: str, shape: Sequence[Extent], role: str = "out",
              fill: float | int | bool | None = None) -> Tensor:
        """A new C-contiguous array of ``shape`` (filled with ``fill`` when given)."""
        name = self.fresh(f"{self.base}_{role}")
        ext = tuple(as_expr(e) for e in shape) or (ir.Const(1, "int64"),)
        self.decls.append(ir.ArrayDecl(name, dtype, len(ext)))
        self.body.append(ir.Alloc(name, ext, None if fill is None else c_const(fill, dtype)))
        return Tensor(name, dtype, tuple(shape))

    def reshape(self, t: Tensor, shape: Sequence[Extent], role: str = "view") -> Tensor:
        """A view of contiguous ``t`` with ``shape`` (same number of elements; no copy)."""
        name = self.fresh(f"{self.base}_{role}")
        dims = self._contiguous_dims(shape)
        self.decls.append(ir.ArrayDecl(name, t.dtype, len(dims)))
        zero = tuple(ir.Const(0, "int64") for _ in range(max(t.ndim, 1)))
        self.body.append(ir.View(name, t.name, zero, dims))
        self._roots[name] = self.root(t.name)
        return Tensor(name, t.dtype, tuple(shape))

    def emit(self, stmt: ir.Stmt) -> None:
        self.body.append(stmt)

    # ---------------------------------------------------------------------- loops

    def nest(self, role: str, extents: Sequence[Extent],
             body: Callable[[list[ir.Expr]], Sequence[ir.Stmt]],
             names: Sequence[str] | None = None) -> None:
        """Emit serial loops over ``extents`` (outermost first) around ``body(indices)``; loop
        ``k`` is labelled ``<base>_<role><name k>`` (names default to ``d0, d1, ...``). An axis
        of extent 1 gets no loop: its index is the literal 0."""
        names = list(names or [f"d{k}" for k in range(len(extents))])
        prefix = f"{self.base}_{role}" if role else self.base
        loops: list[tuple[str, ir.Var, Extent]] = []
        index: list[ir.Expr] = []
        for n, e in zip(names, extents, strict=True):
            if e == 1:
                index.append(ir.Const(0, "int64"))
                continue
            lab = self.fresh(f"{prefix}{n}" if role else f"{prefix}_{n}")
            v = ir.Var(self.fresh(f"i_{lab}"), "int64")
            loops.append((lab, v, e))
            index.append(v)
        stmts = tuple(body(index))
        if not loops:
            self.body.extend(stmts)
            return
        stmt: ir.Stmt = ir.Block(stmts)
        for lab, v, e in reversed(loops):
            inner = stmt if isinstance(stmt, ir.Block) else ir.Block((stmt,))
            stmt = ir.Loop(v.name, ir.Const(0, "int64"), as_expr(e), ir.Const(1, "int64"),
                           inner, lab)
        self.body.append(stmt)

    @staticmethod
    def at(t: Tensor, idx: Sequence[ir.Expr]) -> ir.Access:
        """Element ``t[idx]`` (rank 0: its one element)."""
        return ir.Access(t.name, tuple(idx) or (ir.Const(0, "int64"),), t.dtype)

    def load(self, v: Value, out_shape: Sequence[Extent], idx: Sequence[ir.Expr],
             dtype: str | None = None) -> ir.Expr:
        """Element of ``v`` broadcast (NumPy rules) to ``out_shape`` at ``idx``, cast to
        ``dtype``; a one-element constant is inlined as a literal."""
        if isinstance(v, np.ndarray) and v.size == 1 and v.ndim <= len(out_shape):
            e: ir.Expr = c_const(v.reshape(-1)[0].item(), IR_DTYPE[str(v.dtype)])
        else:
            t = self.tensor(v)
            lead = len(out_shape) - t.ndim
            sub = [ir.Const(0, "int64") if (t.shape[a] == 1 and out_shape[lead + a] != 1)
                   else idx[lead + a] for a in range(t.ndim)]
            e = self.at(t, sub)
        return cast(e, dtype) if dtype else e


def cast(e: ir.Expr, dtype: str) -> ir.Expr:
    """``e`` converted to ``dtype`` (literals converted now)."""
    if e.dtype == dtype:
        return e
    if isinstance(e, ir.Const):
        return c_const(e.value, dtype)
    return ir.Cast(e, dtype)
