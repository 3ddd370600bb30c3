"""The state of lowering one function: blocks being built, declarations, names, temporaries.

Why a fixed point: Python variables change type (``s = 0`` then ``s += x[i]``), so the lowering
runs again with the joined types of every variable until nothing changes (two passes usually).
The same loop collects which buffers each array variable may point into (``roots``), used to
decide when an assignment needs a temporary to keep NumPy's copy semantics.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..config import config
from ..ir import nodes as ir
from .source import FunctionSource
from .types import ScalarType, promote
from .values import AVal, ViewSpec, i64, mul

__all__ = ["ScalarBinding", "ArrayBinding", "TupleBinding", "Hints", "LoweringContext"]


@dataclass(frozen=True)
class ScalarBinding:
    name: str
    type: ScalarType


@dataclass(frozen=True)
class ArrayBinding:
    name: str


@dataclass(frozen=True)
class TupleBinding:
    items: tuple[ScalarBinding | ArrayBinding | TupleBinding, ...]


Binding = ScalarBinding | ArrayBinding | TupleBinding


@dataclass
class Hints:
    """What the previous pass learned about every variable (the fixed-point state)."""

    scalars: dict[str, ScalarType] = field(default_factory=dict)
    arrays: dict[str, tuple[str, int, bool]] = field(default_factory=dict)  # dtype, ndim, inner
    roots: dict[str, frozenset[str]] = field(default_factory=dict)
    #: extents that are the same constant in every binding of an array variable (else None)
    dims: dict[str, tuple[int | None, ...]] = field(default_factory=dict)

    def snapshot(self) -> tuple:
        return (
            sorted(self.scalars.items(), key=lambda kv: kv[0]),
            sorted(self.arrays.items()),
            sorted((k, sorted(v)) for k, v in self.roots.items()),
            sorted(self.dims.items()),
        )


class LoweringContext:
    """Blocks, declarations and name generation shared by statement and expression lowering."""

    def __init__(self, src: FunctionSource, hints: Hints) -> None:
        self.src = src
        self.hints = hints  # from the previous pass (read)
        self.seen = Hints()  # collected in this pass (written)
        self._blocks: list[list[ir.Stmt]] = []
        self.decls: dict[str, ir.ArrayDecl | ir.ScalarDecl] = {}
        self.params: list[ir.ArrayParam | ir.ScalarParam] = []
        self._labels: set[str] = set()
        self._counter = 0
        self.scope: dict[str, Binding] = {}
        #: lower bounds of loop variables that are known statically (for index simplification)
        self.lower_bounds: dict[str, int] = {}
        self.loop_depth = 0
        self.current_node: ast.AST | None = None

    # -------------------------------------------------------------- errors
    def error(self, message: str, node: ast.AST | None = None, hint: str = "") -> Exception:
        return self.src.error(node if node is not None else self.current_node, message, hint)

    # -------------------------------------------------------------- blocks
    def push(self) -> None:
        self._blocks.append([])

    def pop(self) -> ir.Block:
        return ir.Block(tuple(self._blocks.pop()))

    def emit(self, stmt: ir.Stmt) -> None:
        self._blocks[-1].append(stmt)

    # -------------------------------------------------------------- names
    def fresh(self, prefix: str) -> str:
        self._counter += 1
        return f"{prefix}{self._counter}"

    def label(self, base: str) -> str:
        base = base.lstrip("_") or "L"
        name, k = base, 1
        while name in self._labels:
            k += 1
            name = f"{base}_{k}"
        self._labels.add(name)
        return name

    # -------------------------------------------------------------- declarations
    def declare_scalar(self, name: str, t: ScalarType) -> ScalarType:
        """Record a scalar assignment; returns the variable's type (joined over the passes)."""
        prev = self.seen.scalars.get(name)
        joined = t if prev is None else _join(prev, t)
        self.seen.scalars[name] = joined
        hinted = self.hints.scalars.get(name)
        final = joined if hinted is None else _join(hinted, joined)
        self.decls[name] = ir.ScalarDecl(name, final.dtype)
        return final

    def scalar_temp(self, dtype: str, prefix: str = "_s") -> str:
        name = self.fresh(prefix)
        self.decls[name] = ir.ScalarDecl(name, dtype)
        return name

    def declare_array(
        self,
        name: str,
        dtype: str,
        ndim: int,
        inner: bool,
        roots: frozenset[str],
        shape: Sequence[ir.Expr] = (),
    ) -> None:
        prev = self.seen.arrays.get(name)
        if prev is not None and (prev[0] != dtype or prev[1] != ndim):
            raise self.error(
                f"array variable {name!r} is assigned a {ndim}-d {dtype} array here but a "
                f"{prev[1]}-d {prev[0]} array elsewhere",
                hint="use a new variable name for an array of a different dtype or rank",
            )
        inner = inner and (prev is None or prev[2])
        self.seen.arrays[name] = (dtype, ndim, inner)
        self.seen.roots[name] = self.seen.roots.get(name, frozenset()) | roots
        static = tuple(
            int(e.value) if isinstance(e, ir.Const) else None
            for e in (shape if len(shape) == ndim else (None,) * ndim)
        )
        prev_dims = self.seen.dims.get(name)
        self.seen.dims[name] = static if prev_dims is None else join_dims(prev_dims, static)
        hinted = self.hints.arrays.get(name)
        if hinted is not None:
            inner = inner and hinted[2]
        if not any(p.name == name for p in self.params):
            self.decls[name] = ir.ArrayDecl(name, dtype, ndim, inner)

    def array_temp(
        self,
        dtype: str,
        ndim: int,
        inner: bool = True,
        prefix: str = "_a",
        shape: Sequence[ir.Expr] = (),
    ) -> str:
        name = self.fresh(prefix)
        self.declare_array(name, dtype, ndim, inner, frozenset({name}), shape)
        return name

    def roots_of(self, name: str) -> frozenset[str]:
        return self.hints.roots.get(name, frozenset()) | self.seen.roots.get(name, frozenset())

    def array_info(self, name: str) -> tuple[str, int, bool]:
        for p in self.params:
            if p.name == name and isinstance(p, ir.ArrayParam):
                return p.dtype, p.ndim, p.layout == "C" or p.ndim == 0
        decl = self.decls.get(name)
        if isinstance(decl, ir.ArrayDecl):
            return decl.dtype, decl.ndim, decl.inner_contiguous
        return self.seen.arrays[name]

    # -------------------------------------------------------------- array values
    def array_value(self, name: str) -> AVal:
        """The lazy value of array variable ``name`` (loads are plain accesses)."""
        dtype, ndim, inner = self.array_info(name)
        static = self.hints.dims.get(name, self.seen.dims.get(name, (None,) * ndim))
        shape = tuple(
            ir.Dim(name, k) if static[k] is None else i64(static[k]) for k in range(ndim)
        )
        view = ViewSpec(
            name,
            tuple(i64(0) for _ in range(ndim)),
            tuple(ir.ViewDim(k, ir.Dim(name, k), i64(1)) for k in range(ndim)),
            inner,
        )
        return AVal(
            dtype,
            shape,
            lambda idx, _n=name, _d=dtype: ir.Access(_n, tuple(idx), _d),
            frozenset({name}),
            view,
            name,
        )

    # -------------------------------------------------------------- loop nests
    def loop_nest(
        self,
        shape: Sequence[ir.Expr],
        body: Callable[[tuple[ir.Expr, ...]], None],
        label_base: str,
        parallel: bool = True,
        vector: bool = True,
    ) -> None:
        """Emit a nest iterating over ``shape`` in C order; ``body(indices)`` emits the leaf.

        The default schedule lives here: the outermost loop of a nest runs in parallel when the
        nest is large (decided at run time by codegen from the trip counts) and the innermost,
        unit-stride loop is vectorized.
        """
        if not shape:
            body(())
            return
        ndim = len(shape)
        names = [self.fresh("_i") for _ in range(ndim)]
        self.push()
        body(tuple(ir.Var(n, "int64") for n in names))
        inner: ir.Block = self.pop()
        for k in reversed(range(ndim)):
            kind = "serial"
            if k == 0 and parallel:
                kind = "parallel"
            elif k == ndim - 1 and vector:
                kind = "vector"
            loop = ir.Loop(
                names[k], i64(0), shape[k], i64(1), inner, self.label(f"{label_base}_d{k}"), kind
            )
            inner = ir.Block((loop,))
        for stmt in inner.body:
            self.emit(stmt)

    def size_of(self, shape: Sequence[ir.Expr]) -> ir.Expr:
        total: ir.Expr = i64(1)
        for d in shape:
            total = mul(total, d)
        return total

    @property
    def parallel_threshold(self) -> int:
        return config.parallel_threshold


def join_dims(
    a: tuple[int | None, ...], b: tuple[int | None, ...]
) -> tuple[int | None, ...]:
    return tuple(x if x == y else None for x, y in zip(a, b, strict=True))


def _join(a: ScalarType, b: ScalarType) -> ScalarType:
    if a == b:
        return a
    t = promote(a, b)
    return ScalarType(t.dtype, a.weak and b.weak)
