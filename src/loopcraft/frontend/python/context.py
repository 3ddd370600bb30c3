"""The state of lowering one function: blocks being built, declarations, names, temporaries.

Why a fixed point: Python variables change type (``s = 0`` then ``s += x[i]``), so the lowering
runs again with the joined types of every variable until nothing changes (two passes usually).
The same loop collects which buffers each array variable may point into (``roots``), used to
decide when an assignment needs a temporary to keep NumPy's copy semantics.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...ir import nodes as ir
from ...ir.evaluate import is_extent_expr
from ...ir.walk import subexprs
from .elementwise import unordered_complex
from .source import FunctionSource
from .types import ScalarType, promote
from .values import AVal, ViewSpec, i64, mul

__all__ = ["ScalarBinding", "ArrayBinding", "TupleBinding", "Hints", "LoweringContext",
           "with_line"]

#: the statements that carry the user's source line (``line``, outside the IR's structure)
_LINED = (ir.Assign, ir.Loop, ir.If, ir.While, ir.Return)


def with_line(stmt: ir.Stmt, line: int) -> ir.Stmt:
    """``stmt`` with ``line`` on it and on every statement inside it that has none yet (the
    loops and stores one whole-array statement lowers to are built before they are emitted)."""
    if isinstance(stmt, ir.Block):
        return ir.Block(tuple(with_line(s, line) for s in stmt.body))
    if isinstance(stmt, (ir.Loop, ir.While)):
        stmt = ir.replace(stmt, body=with_line(stmt.body, line))
    elif isinstance(stmt, ir.If):
        stmt = ir.replace(stmt, then=with_line(stmt.then, line),
                          orelse=with_line(stmt.orelse, line))
    if isinstance(stmt, _LINED) and not stmt.line:
        stmt = ir.replace(stmt, line=line)
    return stmt


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
    #: per array variable and axis: the extent as an expression that means the same thing
    #: everywhere in the function (constants, extents of arguments that are never rebound), when
    #: every binding agrees on it; else None
    shapes: dict[str, tuple[ir.Expr | None, ...]] = field(default_factory=dict)
    #: scalar variables assigned only such "stable" expressions, all equal (copy propagation)
    defs: dict[str, ir.Expr | None] = field(default_factory=dict)
    #: array parameters that the function rebinds
    rebound: set[str] = field(default_factory=set)
    #: array variables only ever bound to freshly allocated (C-contiguous, whole) buffers
    fresh: dict[str, bool] = field(default_factory=dict)

    def snapshot(self) -> tuple:
        return (
            sorted(self.scalars.items(), key=lambda kv: kv[0]),
            sorted(self.arrays.items()),
            sorted((k, sorted(v)) for k, v in self.roots.items()),
            sorted(self.shapes.items()),
            sorted(self.defs.items()),
            sorted(self.rebound),
            sorted(self.fresh.items()),
        )

    def merged(self, other: Hints) -> Hints:
        out = Hints(dict(self.scalars), dict(self.arrays), dict(self.roots), dict(self.shapes),
                    dict(self.defs), self.rebound | other.rebound, dict(self.fresh))
        for k, f in other.fresh.items():
            out.fresh[k] = f and out.fresh.get(k, True)
        for k, t in other.scalars.items():
            out.scalars[k] = t if k not in out.scalars else _join(out.scalars[k], t)
        for k, v in other.arrays.items():
            prev = out.arrays.get(k)
            out.arrays[k] = v if prev is None else (v[0], v[1], v[2] and prev[2])
        for k, r in other.roots.items():
            out.roots[k] = out.roots.get(k, frozenset()) | r
        for k, sh in other.shapes.items():
            out.shapes[k] = sh if k not in out.shapes else join_shapes(out.shapes[k], sh)
        for k, d in other.defs.items():
            out.defs[k] = d if k not in out.defs or out.defs[k] == d else None
        return out


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
        #: per enclosing loop with a constant step, outermost first: (start, stop, step) when
        #: its bounds read only constants and the variables of loops around it (never
        #: reassigned), else None -- what proves that ``x[k - i - 1]`` inside ``for i in
        #: range(k)`` never wraps around
        self.loop_ranges: dict[str, tuple[ir.Expr, ir.Expr, int] | None] = {}
        #: the stop of each enclosing loop of positive constant step (``i < stop`` in its body)
        self.loop_stops: dict[str, ir.Expr] = {}
        self.current_node: ast.AST | None = None
        #: IR variables of each Python array name, by (dtype, ndim)
        self.versions: dict[str, dict[tuple[str, int], str]] = {}
        #: argument axes whose extent decides a broadcast (see ArrayParam.broadcast_axes)
        self.broadcast_axes: dict[str, set[int]] = {}
        #: derived extents that decided a broadcast, in order (Program.broadcast_extents):
        #: int64 expressions of argument extents and scalar arguments only
        self.broadcast_extents: dict[ir.Expr, None] = {}
        #: the derived extents this specialization assumes are 1 (Program.unit_extents)
        self.unit_extents: tuple[ir.Expr, ...] = ()
        #: > 0 while lowering an operand whose elements are never read (``t[n].shape``,
        #: ``len(t[n])``): its integer indices get an index guard, as no access checks them
        self.metadata_only = 0

    # -------------------------------------------------------------- errors
    def error(self, message: str, node: ast.AST | None = None, hint: str = "") -> Exception:
        return self.src.error(node if node is not None else self.current_node, message, hint)

    # -------------------------------------------------------------- blocks
    def push(self) -> None:
        self._blocks.append([])

    def pop(self) -> ir.Block:
        return ir.Block(tuple(self._blocks.pop()))

    def emit(self, stmt: ir.Stmt) -> None:
        node = self.current_node
        unordered = unordered_complex(stmt)
        if unordered is not None:
            raise self.error(f"`{unordered}` of complex numbers is not supported (they have no "
                             "order; NumPy's is lexicographic)", hint="order by a real key: "
                             "the parts (z.real) or the magnitude (abs(z))")
        line = getattr(node, "lineno", 0)
        if line:
            stmt = with_line(stmt, line + self.src.first_line - 1)
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

    def record_def(self, name: str, value: ir.Expr | None) -> None:
        """Record an assignment of ``value`` to scalar ``name`` (for copy propagation)."""
        stable = value if value is not None and self.is_stable(value) else None
        if name in self.seen.defs and self.seen.defs[name] != stable:
            stable = None
        self.seen.defs[name] = stable

    def derived_extent(self, e: ir.Expr) -> ir.Expr:
        """A derived extent (a slice's length, ``np.zeros(n)``'s) as the lowering uses it:
        the constant 1 where this specialization assumes it is 1 -- so that it broadcasts,
        as NumPy decides at run time -- else ``e``."""
        return i64(1) if e in self.unit_extents else e

    def unit_operand(self, v: Any) -> Any:
        """The operand ``v`` of a broadcast with each extent this specialization assumes is
        1 made the constant 1 (any derived extent: ``np.diff``'s, a reduction's with
        keepdims), so that it broadcasts; the loads stay valid, as the extent is 1."""
        if not self.unit_extents or not isinstance(v, AVal) or \
                not any(e in self.unit_extents for e in v.shape):
            return v
        shape = tuple(i64(1) if e in self.unit_extents else e for e in v.shape)
        return dataclasses.replace(v, shape=shape, view=None, var=None)

    def specializable_extent(self, e: ir.Expr) -> bool:
        """Whether a call may be specialized on ``e`` being 1 (``Program.broadcast_extents``):
        a derived extent that only argument extents and scalar arguments (never assigned)
        determine, so that the driver can evaluate it on a call's arguments."""
        return not isinstance(e, ir.Const) and self.is_stable(e) and is_extent_expr(
            e, frozenset(p.name for p in self.params if isinstance(p, ir.ArrayParam)),
            frozenset(p.name for p in self.params if isinstance(p, ir.ScalarParam)))

    def is_stable(self, e: ir.Expr) -> bool:
        """Whether ``e`` denotes the same value everywhere in the function."""
        for x in subexprs(e):
            if isinstance(x, ir.Access):
                return False
            if isinstance(x, ir.Dim):
                if not any(p.name == x.array and isinstance(p, ir.ArrayParam)
                           for p in self.params):
                    return False
            if isinstance(x, ir.Var):
                if not any(p.name == x.name for p in self.params):
                    return False
                if x.name in self.hints.scalars or x.name in self.seen.scalars:
                    return False
        return True

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
        fresh: bool = False,
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
        self.seen.fresh[name] = fresh and self.seen.fresh.get(name, True)
        stable = tuple(
            e if e is not None and self.is_stable(e) else None
            for e in (shape if len(shape) == ndim else (None,) * ndim)
        )
        prev_shape = self.seen.shapes.get(name)
        self.seen.shapes[name] = stable if prev_shape is None else join_shapes(prev_shape, stable)
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
        self.declare_array(name, dtype, ndim, inner, frozenset({name}), shape, fresh=inner)
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
        # a hint is what the previous pass saw under this name; where that pass named its
        # temporaries differently (an earlier pass' types took another path) it may be another
        # array's, of another rank: no hint then (the passes go on until hints and what a
        # pass sees agree, so the last pass never leans on a stale one)
        known = next((s for s in (self.hints.shapes.get(name), self.seen.shapes.get(name))
                      if s is not None and len(s) == ndim), (None,) * ndim)
        shape = tuple(ir.Dim(name, k) if known[k] is None else known[k] for k in range(ndim))
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
        order: Sequence[int] | None = None,
    ) -> None:
        """Emit a nest iterating over ``shape`` in C order (or the axis ``order``, outermost
        first); ``body(indices)`` emits the leaf, indices in axis order.

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
        nest = list(order) if order is not None else list(range(ndim))
        for pos in reversed(range(ndim)):
            k = nest[pos]
            kind = "serial"
            if pos == 0 and parallel:
                kind = "parallel"
            elif pos == ndim - 1 and vector:
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


def join_shapes(
    a: tuple[ir.Expr | None, ...], b: tuple[ir.Expr | None, ...]
) -> tuple[ir.Expr | None, ...]:
    """The extents two passes agree on. A temporary's name can stand for arrays of
    different ranks in two passes (a pass that knows more creates fewer temporaries before
    it); then nothing is known of it."""
    if len(a) != len(b):
        return (None,) * len(b)
    return tuple(x if x == y else None for x, y in zip(a, b, strict=True))


def _join(a: ScalarType, b: ScalarType) -> ScalarType:
    if a == b:
        return a
    t = promote(a, b)
    return ScalarType(t.dtype, a.weak and b.weak)
