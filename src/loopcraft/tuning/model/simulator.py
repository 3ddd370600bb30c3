"""The simulator: what a *scheduled* program does on given arguments, which the cost model reads.

(Not the nest features of transfer tuning, :mod:`loopcraft.analysis.features`, which describe
unscheduled code: a simulation describes one candidate schedule, so that two candidates of the
same nest can be told apart.)

:func:`simulate` walks the program after a recipe (and ``finish_schedule``) as an abstract
interpreter with the actual argument shapes: loop bounds are evaluated with each enclosing
loop variable at the middle of its range (the mean trip count of a triangular loop; a full
tile for a tiled loop), ``if`` conditions that evaluate are followed, and each statement's
execution count is the product of the trips around it. That gives a tree of :class:`SimLoop`
and :class:`SimStmt` per nest (each outermost statement), on which:

* **work**: floating-point operations per statement (a transcendental call counts
  :data:`CALL_FLOPS`), loads and stores, and how the statement runs -- vectorized (a ``vector``
  loop, or a unit-stride serial innermost loop gcc vectorizes itself), in a parallel loop
  (threads that loop really gets: its trip count, the runtime's work threshold), and whether it
  carries a reduction through its innermost loop (then it is latency-bound unless several
  independent chains -- register tiles -- run side by side);
* **data movement per loop level**: for every loop, the cache lines its whole execution
  touches (per array and per group of references that differ by constants, the bounding box of
  the indices over the loops inside, in lines of the contiguous dimension); the traffic into a
  cache of capacity C is then the footprint of each largest subtree that fits in C, times how
  often that subtree runs (a subtree that does not fit streams its children's data).

Everything is deterministic: the same program and arguments give the same simulation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ...ir import nodes as ir
from ...ir.affine import to_affine
from ...ir.dtypes import DTYPE_INFO
from .roofs import Roofs

__all__ = ["SimLoop", "SimStmt", "SimNest", "Access", "simulate", "CALL_FLOPS",
           "WHILE_TRIPS", "UNKNOWN_TRIP", "describe_args", "SimEnv", "c_strides", "LINE"]

#: flops a math call (exp, log, sqrt, ...) counts as
CALL_FLOPS = 10.0
#: iterations assumed for a ``while`` loop
WHILE_TRIPS = 10.0
#: elements a loop whose bounds depend on data is assumed to span (the same span whatever
#: the loop's step, so that a tiled or split data-bounded loop keeps its untiled work)
UNKNOWN_TRIP = 16.0
LINE = 64
_ITEMSIZE = {name: info.itemsize for name, info in DTYPE_INFO.items()}
_ARITH = {"add", "sub", "mul", "div", "min", "max", "floordiv", "mod", "bitand", "bitor",
          "bitxor", "lshift", "rshift", "and", "or", "lt", "le", "eq", "ne", "gt", "ge"}


@dataclass
class Access:
    """One array reference: per dimension ``(coefficients over variables, constant)`` or
    None where the index is not affine."""

    array: str
    dims: tuple[tuple[dict[str, float], float] | None, ...]
    write: bool
    itemsize: int
    indirect: bool = False  # an index loaded from an array: a gather (or scatter) in a vector


@dataclass
class SimStmt:
    """An assignment (or a library call's work) with its execution count."""

    count: float
    flops: float
    loads: int
    stores: int
    accesses: list[Access]
    itemsize: int
    carried: bool = False  # a reduction carried through its innermost loop
    libcall: str | None = None  # "matmul:blas" etc.
    lib_flops: float = 0.0
    lib_bytes: float = 0.0  # a library call's operands, read or written once per call
    alloc_bytes: float = 0.0


@dataclass
class SimLoop:
    """A loop occurrence: ``count`` executions of the whole loop, ``trip`` iterations each."""

    label: str
    var: str
    kind: str
    trip: float
    step: int
    count: float
    factor: int = 1  # unroll factor of an unrolled loop
    parallel: bool = False  # a parallel loop that runs threaded (the runtime's threshold)
    threads: float = 1.0  # its speedup: threads it really gets, imbalance, the probe's scaling
    #: the start's coefficients over other variables (a tile's point loop starts at the tile
    #: variable: over the tile loop it covers the whole range, not one tile)
    start_coeffs: dict[str, int] = field(default_factory=dict)
    schedule: str = "static"  # a parallel loop's OpenMP schedule, chunk (0: the default)
    chunk: int = 0  # and the loops it collapses (itself included)
    collapse: int = 1
    children: list[SimLoop | SimStmt] = field(default_factory=list)


@dataclass
class SimNest:
    """One outermost statement of the program and what is inside it."""

    index: int
    root: list[SimLoop | SimStmt]


class SimEnv:
    """Values of scalars and loop variables, shapes and strides (elements) of arrays."""

    def __init__(self) -> None:
        self.values: dict[str, float] = {}
        self.shapes: dict[str, tuple[float, ...]] = {}
        self.strides: dict[str, tuple[float, ...]] = {}
        self.dtypes: dict[str, str] = {}

    def ev(self, e: ir.Expr) -> float | None:
        """The value of an integer/float expression, or None when it depends on data."""
        if isinstance(e, ir.Const):
            v = e.value
            return float(v) if isinstance(v, (int, float)) else None
        if isinstance(e, ir.Var):
            return self.values.get(e.name)
        if isinstance(e, ir.Access):  # the last value stored into the array, if known
            return self.values.get(_element_key(e.array))
        if isinstance(e, ir.Dim):
            shape = self.shapes.get(e.array)
            return shape[e.axis] if shape is not None and e.axis < len(shape) else None
        if isinstance(e, ir.Cast):
            return self.ev(e.expr)
        if isinstance(e, ir.Unary):
            v = self.ev(e.operand)
            return -v if v is not None and e.op == "neg" else None
        if isinstance(e, ir.Binary):
            a, b = self.ev(e.lhs), self.ev(e.rhs)
            if a is None or b is None:
                return None
            return _binop(e.op, a, b)
        if isinstance(e, ir.Select):
            c = self.ev(e.cond)
            if c is None:
                return None
            return self.ev(e.if_true if c else e.if_false)
        return None

    def unknown_vars(self, e: ir.Expr) -> set[str]:
        """The scalar variables in ``e`` whose values are unknown."""
        if isinstance(e, ir.Var):
            return set() if e.name in self.values else {e.name}
        out: set[str] = set()
        for attr in ("lhs", "rhs", "operand", "expr", "cond", "if_true", "if_false"):
            sub = getattr(e, attr, None)
            if sub is not None:
                out |= self.unknown_vars(sub)
        return out

    def bind(self, e: ir.Expr, target: float) -> str | None:
        """Give the one unknown scalar of ``e`` the value that makes ``e`` equal ``target``
        (``e`` taken as linear in it); its name, or None when ``e`` has not exactly one
        unknown scalar or does not move with it. Why: a loop bound read from data
        (``range(s, e)`` with ``s = indptr[i]``) is given a nominal span, and the tile and
        split loops derived from it (``min(t + 32, e)``) then see the same span."""
        names = self.unknown_vars(e)
        if len(names) != 1:
            return None
        (name,) = names
        self.values[name] = 0.0
        e0 = self.ev(e)
        self.values[name] = 1.0
        e1 = self.ev(e)
        if e0 is None or e1 is None or e1 == e0:
            del self.values[name]
            return None
        self.values[name] = (target - e0) / (e1 - e0)
        return name


def describe_args(args: tuple[Any, ...]) -> list[dict[str, Any]]:
    """The arguments as the cost model needs them: shape and dtype of each array, the value
    of each scalar (a time-step count scales the work). Stored in the nest's features."""
    out: list[dict[str, Any]] = []
    for a in args:
        if isinstance(a, np.ndarray):
            out.append({"shape": [int(x) for x in a.shape], "dtype": a.dtype.name})
        elif isinstance(a, (bool, int, float, np.generic)):
            v = a.item() if isinstance(a, np.generic) else a
            out.append({} if isinstance(v, complex) else {"value": v})  # no count is complex
        else:
            out.append({})
    return out


def _element_key(array: str) -> str:
    """Where :class:`SimEnv` keeps the last value stored into ``array`` (a scalar expanded
    into an array, ``s_x[t] = n - 1``, is read back as a loop bound)."""
    return f"{array}[]"


def _binop(op: str, a: float, b: float) -> float | None:
    try:
        if op == "add":
            return a + b
        if op == "sub":
            return a - b
        if op == "mul":
            return a * b
        if op == "floordiv":
            return float(math.floor(a / b))
        if op == "div":
            return a / b
        if op == "mod":
            return a - b * math.floor(a / b)
        if op == "min":
            return min(a, b)
        if op == "max":
            return max(a, b)
        if op in ("lt", "le", "eq", "ne", "gt", "ge"):
            return float({"lt": a < b, "le": a <= b, "eq": a == b, "ne": a != b,
                          "gt": a > b, "ge": a >= b}[op])
        if op == "and":
            return float(bool(a) and bool(b))
        if op == "or":
            return float(bool(a) or bool(b))
    except (ZeroDivisionError, OverflowError, ValueError):
        return None
    return None


def _flops(e: ir.Expr) -> tuple[float, int]:
    """(arithmetic operations, loads) of an expression; array indices are address
    arithmetic and not counted."""
    if isinstance(e, ir.Access):
        return 0.0, 1
    if isinstance(e, ir.Binary):
        a, la = _flops(e.lhs)
        b, lb = _flops(e.rhs)
        w = 10.0 if e.op == "pow" else (4.0 if e.op in ("div", "floordiv", "mod") else 1.0)
        return a + b + (w if e.op in _ARITH or e.op == "pow" else 0.0), la + lb
    if isinstance(e, ir.Unary):
        return _flops(e.operand)
    if isinstance(e, ir.Call):
        tot, loads = CALL_FLOPS, 0
        for x in e.args:
            f, lo = _flops(x)
            tot += f
            loads += lo
        return tot, loads
    if isinstance(e, ir.Select):
        tot, loads = 1.0, 0
        for x in (e.cond, e.if_true, e.if_false):
            f, lo = _flops(x)
            tot += f
            loads += lo
        return tot, loads
    if isinstance(e, ir.Cast):
        f, lo = _flops(e.expr)
        return f + 0.5, lo
    return 0.0, 0


def _accesses(e: ir.Expr, out: list[ir.Access]) -> None:
    if isinstance(e, ir.Access):
        out.append(e)
        return
    for attr in ("lhs", "rhs", "operand", "expr", "cond", "if_true", "if_false"):
        sub = getattr(e, attr, None)
        if sub is not None:
            _accesses(sub, out)
    for x in getattr(e, "args", ()) or ():
        _accesses(x, out)


def _index_form(e: ir.Expr) -> tuple[dict[str, float], float] | None:
    """An index as (coefficients over variables, constant): exact when it is affine; for a
    packed array's ``(a) // c`` the coefficients of ``a`` over ``c`` (the index moves by one
    every ``c`` steps of ``a``) and for ``(a) % c`` those of ``a`` (it moves with ``a`` within
    a panel); a negative index wrapped by ``select(i < 0, n + i, i)`` as ``i``. None when it
    is none of these (an indirect index)."""
    aff = to_affine(e)
    if aff is not None:
        return {v: float(c) for v, c in aff.as_dict().items()}, float(aff.const)
    if isinstance(e, ir.Select):
        return _index_form(e.if_false)
    if isinstance(e, ir.Cast):
        return _index_form(e.expr)
    if not isinstance(e, ir.Binary):
        return None
    if e.op in ("floordiv", "mod") and isinstance(e.rhs, ir.Const) and \
            isinstance(e.rhs.value, int) and e.rhs.value > 0:
        inner = _index_form(e.lhs)
        if inner is None:
            return None
        c = e.rhs.value
        if e.op == "mod":
            return inner[0], inner[1] % c
        return {v: k / c for v, k in inner[0].items()}, inner[1] / c
    if e.op in ("add", "sub"):
        a, b = _index_form(e.lhs), _index_form(e.rhs)
        if a is None or b is None:
            return None
        sign = 1.0 if e.op == "add" else -1.0
        coeffs = dict(a[0])
        for v, k in b[0].items():
            coeffs[v] = coeffs.get(v, 0.0) + sign * k
        return {v: k for v, k in coeffs.items() if k}, a[1] + sign * b[1]
    return None


def _known_factors(e: ir.Expr, env: SimEnv, loop_vars: set[str]) -> ir.Expr:
    """``e`` with each factor of a product that is known here (no loop variable, no array
    element, a value in ``env``) replaced by its value: ``r * A.shape[1] + q`` (a reshaped
    view's flat row) and ``i * stride`` are affine in ``r`` and ``i`` at these sizes."""
    if isinstance(e, ir.Cast):
        inner = _known_factors(e.expr, env, loop_vars)
        return e if inner is e.expr else ir.Cast(inner, e.dtype)
    if isinstance(e, ir.Select):
        t, f = (_known_factors(x, env, loop_vars) for x in (e.if_true, e.if_false))
        return e if (t, f) == (e.if_true, e.if_false) else ir.Select(e.cond, t, f, e.dtype)
    if not isinstance(e, ir.Binary):
        return e
    lhs, rhs = _known_factors(e.lhs, env, loop_vars), _known_factors(e.rhs, env, loop_vars)
    if e.op == "mul":
        lhs, rhs = _as_known(lhs, env, loop_vars), _as_known(rhs, env, loop_vars)
    return e if (lhs, rhs) == (e.lhs, e.rhs) else ir.Binary(e.op, lhs, rhs, e.dtype)


def _as_known(e: ir.Expr, env: SimEnv, loop_vars: set[str]) -> ir.Expr:
    if isinstance(e, ir.Const) or _expr_names(e) & loop_vars or _has_access(e):
        return e
    v = env.ev(e)
    if v is None or not math.isfinite(v) or v != int(v):
        return e
    return ir.Const(int(v), e.dtype)


def _has_access(e: ir.Expr) -> bool:
    found: list[ir.Access] = []
    _accesses(e, found)
    return bool(found)


def _access(a: ir.Access, write: bool, env: SimEnv, loop_vars: set[str]) -> Access:
    dims = [_index_form(_known_factors(idx, env, loop_vars)) for idx in a.indices]
    return Access(a.array, tuple(dims), write, _ITEMSIZE.get(env.dtypes.get(a.array, "float64"),
                                                              8),
                  indirect=any(_has_access(idx) for idx in a.indices))


class _Walker:
    def __init__(self, roofs: Roofs, parallel_threshold: int) -> None:
        self.env = SimEnv()
        self.roofs = roofs
        self.threshold = parallel_threshold

    # ..................................................................... statements
    def block(self, b: ir.Block, count: float, stack: list[SimLoop], out: list[Any]) -> None:
        for s in b.body:
            self.stmt(s, count, stack, out)

    def stmt(self, s: ir.Stmt, count: float, stack: list[SimLoop], out: list[Any]) -> None:
        env = self.env
        if isinstance(s, ir.Loop):
            self.loop(s, count, stack, out)
        elif isinstance(s, ir.Assign):
            self.assign(s, count, stack, out)
        elif isinstance(s, ir.If):
            c = env.ev(s.cond)
            if c is None:
                self.block(s.then, count * 0.5, stack, out)
                self.block(s.orelse, count * 0.5, stack, out)
            else:
                self.block(s.then if c else s.orelse, count, stack, out)
        elif isinstance(s, ir.While):
            self.block(s.body, count * WHILE_TRIPS, stack, out)
        elif isinstance(s, ir.Block):
            self.block(s, count, stack, out)
        elif isinstance(s, ir.Alloc):
            shape = tuple(env.ev(x) or 0.0 for x in s.shape)
            env.shapes[s.array] = shape
            env.strides[s.array] = c_strides(shape)
            size = math.prod(shape) * _ITEMSIZE.get(env.dtypes.get(s.array, "float64"), 8)
            out.append(SimStmt(count, 0.0, 0, 0, [], 8,
                               alloc_bytes=size if s.fill is not None else size * 0.05))
        elif isinstance(s, ir.View):
            sst = env.strides.get(s.source, ())
            shape, strides = [], []
            for d in s.dims:
                ext = env.ev(d.extent)
                shape.append(ext if ext is not None else 1.0)
                step = env.ev(d.step) or 1.0
                if d.source_axis is None or d.source_axis >= len(sst):
                    strides.append(0.0)
                else:
                    strides.append(sst[d.source_axis] * step)
            env.shapes[s.array] = tuple(shape)
            env.strides[s.array] = tuple(strides)
        elif isinstance(s, ir.LibCall):
            out.append(self.libcall(s, count))

    def loop(self, s: ir.Loop, count: float, stack: list[SimLoop], out: list[Any]) -> None:
        env = self.env
        start, stop, step = env.ev(s.start), env.ev(s.stop), env.ev(s.step)
        bound: list[str] = []  # data-dependent scalars given nominal values for the body
        if step and (start is None or stop is None):
            span = math.copysign(UNKNOWN_TRIP, step)
            if start is None:
                name = env.bind(s.start, 0.0 if stop is None else stop - span)
                bound += [name] if name else []
                start = env.ev(s.start)
            if stop is None and start is not None:
                name = env.bind(s.stop, start + span)
                bound += [name] if name else []
                stop = env.ev(s.stop)
        if start is None or stop is None or not step:
            step_i = int(step) if step else 1
            trip = max(1.0, math.ceil(UNKNOWN_TRIP / abs(step_i)))
            mid = start if start is not None else 0.0
        else:
            trip = max(0.0, math.ceil((stop - start) / step))
            step_i = int(step)
            mid = start + step * math.floor(max(trip - 1, 0) / 2)
        attrs = dict(s.attrs)
        aff = to_affine(s.start)
        node = SimLoop(s.label, s.var, s.kind, trip, step_i, count,
                       factor=int(attrs.get("factor", 1) or 1),
                       start_coeffs=aff.as_dict() if aff is not None else {},
                       schedule=str(attrs.get("schedule", "static")),
                       chunk=int(attrs.get("chunk", 0) or 0),
                       collapse=int(attrs.get("collapse", 1) or 1))
        outer_parallel = any(lp.parallel or lp.threads < 0 for lp in stack)
        if s.kind == "parallel" and not outer_parallel:
            node.threads = -1.0  # decided after the body is known (work threshold)
        out.append(node)
        old = env.values.get(s.var)
        env.values[s.var] = mid
        self.block(s.body, count * trip, [*stack, node], node.children)
        if old is None:
            env.values.pop(s.var, None)
        else:
            env.values[s.var] = old
        if node.threads < 0:
            work = self.codegen_work(s)
            t = self.roofs.threads
            node.parallel = work >= self.threshold and t > 1
            node.threads = 1.0 if not node.parallel else \
                max(1.0, trip / math.ceil(trip / t)  # per-thread share, load imbalance
                    * self.roofs.parallel_speedup / t)
        for name in bound:
            env.values.pop(name, None)

    def codegen_work(self, s: ir.Loop) -> float:
        """The work estimate the generated C tests before it enters a parallel region
        (``KernelEmitter.work_estimate``: the loop's iterations -- its span over a constant
        step -- times its body's work, an inner loop whose bounds use an enclosing variable
        counting 16)."""
        start, stop = self.env.ev(s.start), self.env.ev(s.stop)
        if start is None or stop is None:
            return math.inf
        step = self.env.ev(s.step) or 1.0
        span = start - stop if step < 0 else stop - start
        return _codegen_trips(span, s.step) * self._body_work(s.body, {s.var}, 0)

    def _body_work(self, b: ir.Block, bound: set[str], depth: int) -> float:
        total = 0.0
        for st in b.body:
            if isinstance(st, ir.Loop):
                inner = self._body_work(st.body, bound | {st.var}, depth + 1)
                uses = (_expr_names(st.start) | _expr_names(st.stop)) & bound
                lo, hi = self.env.ev(st.start), self.env.ev(st.stop)
                if depth < 3 and not uses and lo is not None and hi is not None:
                    step = self.env.ev(st.step) or 1.0
                    total += _codegen_trips(lo - hi if step < 0 else hi - lo, st.step) * inner
                else:
                    total += 16 * inner
            elif isinstance(st, ir.While):
                total += 16 * self._body_work(st.body, bound, depth + 1)
            elif isinstance(st, ir.If):
                total += self._body_work(st.then, bound, depth)
                total += self._body_work(st.orelse, bound, depth)
            elif isinstance(st, ir.Block):
                total += self._body_work(st, bound, depth)
            else:
                total += 1
        return total

    def assign(self, s: ir.Assign, count: float, stack: list[SimLoop], out: list[Any]) -> None:
        env = self.env
        if isinstance(s.target, ir.Var) and not stack:
            v = env.ev(s.value)
            if v is not None:
                env.values[s.target.name] = v
        elif isinstance(s.target, ir.Var) and s.reduce is None:
            v = env.ev(s.value)
            if v is not None:
                env.values[s.target.name] = v
        elif isinstance(s.target, ir.Access) and s.reduce is None and \
                s.target.dtype in ir.INT_DTYPES:
            v = env.ev(s.value)
            if v is None:
                env.values.pop(_element_key(s.target.array), None)
            else:
                env.values[_element_key(s.target.array)] = v
        flops, loads = _flops(s.value)
        if s.reduce is not None:
            flops += 1.0
        refs: list[ir.Access] = []
        _accesses(s.value, refs)
        loop_vars = {lp.var for lp in stack}
        accs = [_access(a, False, env, loop_vars) for a in refs]
        stores = 0
        if isinstance(s.target, ir.Access):
            accs.append(_access(s.target, True, env, loop_vars))
            stores = 1
            if s.reduce is not None:
                loads += 1
        itemsize = _ITEMSIZE.get(s.value.dtype, 8) if hasattr(s.value, "dtype") else 8
        st = SimStmt(count, flops, loads, stores, accs, itemsize)
        if stack and (s.reduce is not None or _reads_target(s)):
            inner = stack[-1].var
            if isinstance(s.target, ir.Var):
                st.carried = True
            else:
                st.carried = not any(d is not None and d[0].get(inner) for d in
                                     _access(s.target, True, env, loop_vars).dims)
        out.append(st)

    def libcall(self, s: ir.LibCall, count: float) -> SimStmt:
        """A library call's work: its flops (by operation) and the bytes of its operands
        (what a memory-bound call such as a matrix-vector product is limited by)."""
        attrs = dict(s.attrs)
        impl = str(attrs.get("impl", "loops"))
        env = self.env
        shapes = [env.shapes.get(a, ()) for a in s.inputs]
        out_size = math.prod(env.shapes.get(s.outputs[0], ())) if s.outputs else 0.0
        first = math.prod(shapes[0]) if shapes and shapes[0] else 0.0
        if s.op in ("matmul", "gemm") and len(shapes) >= 2 and shapes[0] and shapes[1]:
            flops = 2.0 * out_size * shapes[0][-1]
        elif s.op == "conv2d" and len(shapes) >= 2 and len(shapes[1]) == 4:
            flops = 2.0 * out_size * math.prod(shapes[1][1:])
        elif s.op in ("gemv", "dot"):
            flops = 2.0 * first
        elif s.op == "gemv2":  # two products, one read of the matrix
            flops = 4.0 * first
        else:
            flops = float(out_size) * max(1, len(s.inputs))
        nbytes = sum(math.prod(env.shapes.get(a, ())) *
                     _ITEMSIZE.get(env.dtypes.get(a, "float64"), 8)
                     for a in (*s.inputs, *s.outputs) if env.shapes.get(a))
        return SimStmt(count, 0.0, 0, 0, [], 8, libcall=f"{s.op}:{impl}", lib_flops=flops,
                       lib_bytes=float(nbytes))


def _reads_target(s: ir.Assign) -> bool:
    if isinstance(s.target, ir.Var):
        return any(isinstance(x, ir.Var) and x.name == s.target.name for x in _vars(s.value))
    refs: list[ir.Access] = []
    _accesses(s.value, refs)
    return any(r == s.target for r in refs)


def _expr_names(e: ir.Expr) -> set[str]:
    return {x.name for x in _vars(e) if isinstance(x, ir.Var)}


def _vars(e: ir.Expr) -> list[ir.Expr]:
    out: list[ir.Expr] = []
    stack = [e]
    while stack:
        x = stack.pop()
        if isinstance(x, ir.Var):
            out.append(x)
        for attr in ("lhs", "rhs", "operand", "expr", "cond", "if_true", "if_false"):
            sub = getattr(x, attr, None)
            if sub is not None:
                stack.append(sub)
        stack.extend(getattr(x, "args", ()) or ())
    return out


def c_strides(shape: tuple[float, ...]) -> tuple[float, ...]:
    out, acc = [], 1.0
    for n in reversed(shape):
        out.append(acc)
        acc *= max(n, 1.0)
    return tuple(reversed(out))


def simulate(program: ir.Program, args: list[dict[str, Any]], roofs: Roofs,
             parallel_threshold: int | None = None) -> tuple[list[SimNest], SimEnv]:
    """Walk ``program`` (scheduled, after ``finish_schedule``) for arguments described as
    :func:`describe_args` does; one :class:`SimNest` per outermost
    statement that holds loops or a library call."""
    from ...config import config

    w = _Walker(roofs, config.parallel_threshold if parallel_threshold is None
                else parallel_threshold)
    env = w.env
    for d in program.locals:
        env.dtypes[d.name] = d.dtype
    for p, a in zip(program.params, args, strict=False):
        env.dtypes[p.name] = p.dtype
        if isinstance(p, ir.ArrayParam):
            shape = tuple(float(x) for x in a.get("shape", ()))
            env.shapes[p.name] = shape
            env.strides[p.name] = c_strides(shape)
        elif "value" in a and isinstance(a["value"], (int, float)):
            env.values[p.name] = float(a["value"])
    nests = []
    for k, s in enumerate(program.body.body):
        out: list[Any] = []
        w.stmt(s, 1.0, [], out)
        if out:
            nests.append(SimNest(k, out))
    return nests, env


def _codegen_trips(span: float, step: ir.Expr) -> float:
    """The iterations the generated C's work test counts: the span over a constant step
    (``codegen.c_kernel._trips``, in integers there)."""
    k = abs(int(step.value)) if isinstance(step, ir.Const) else 1
    return span if k <= 1 else float(int(span) // k)
