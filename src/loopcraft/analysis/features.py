"""Features of the loop nests of an *unscheduled* program, and a fixed-length embedding.

Why: transfer tuning reuses the recipe of a stored nest on a nest the system has never seen,
so it needs (1) a vector whose cosine similarity says "these nests want the same schedule"
(:func:`embed`, stored in the recipe database and searched by
:meth:`~loopcraft.tuning.db.database.RecipeDB.nearest`), and (2) per-loop facts to decide which loop
of the new nest plays the role of which loop of the old one (:class:`LoopFeatures`), so a
recipe's steps can be renamed.

What a schedule depends on is the structure, not the names: how deep the nest is, which loop
walks which array with unit stride, which arrays a loop re-reads (not indexed by it), which
loops carry dependences or reductions, the operation mix and the arithmetic intensity. Trip
counts matter too, but less (the same kernel at two sizes wants similar recipes), so they
enter the embedding log-scaled and with a small weight.

Pure analysis: the program is never modified. Library calls must already be expanded as loops
(``loopcraft.libops.expand_libcalls``) so a ``matmul`` looks like the triple loop it is; the
caller does that (analysis sits below ``libops`` in the pipeline).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from ..ir import nodes as ir
from ..ir.affine import to_affine
from ..ir.dtypes import DTYPE_INFO
from ..ir.walk import expr_accesses, stmt_exprs, subexprs, walk_stmts

__all__ = [
    "LoopFeatures",
    "NestFeatures",
    "nest_features",
    "embed",
    "EMBEDDING_DIM",
    "FEATURES_VERSION",
    "LEVELS",
]

#: Bumped whenever the features or the embedding change meaning: stored embeddings of another
#: version are not comparable (the database keys them by dimension; the version is in the JSON).
FEATURES_VERSION = 1

#: Loop levels the embedding describes, counted from the innermost loop of the nest's main
#: path (the innermost loops decide vectorization and locality; deeper nests are folded).
LEVELS = 4

#: Trip count assumed for a loop whose bounds cannot be evaluated (a ``while``, data-dependent).
_UNKNOWN_TRIP = 16.0

_ADDS = ("add", "sub")
_MULS = ("mul",)
_DIVS = ("div", "floordiv", "mod", "pow")
_CMPS = ("lt", "le", "eq", "ne", "gt", "ge", "min", "max", "and", "or")
_ITEMSIZE = {name: info.itemsize for name, info in DTYPE_INFO.items()}


@dataclass(frozen=True)
class LoopFeatures:
    """One loop of a nest, described by its role rather than its name.

    ``position``: 0 for the nest's outermost loop, +1 per level; ``trip``: iterations (from
    the argument shapes; midpoint of outer loops for triangular bounds); ``unit_stride``:
    arrays this loop walks contiguously (its variable in the last index); ``strided``: arrays
    it walks with a larger stride; ``reused``: arrays accessed in its body but not indexed by
    it; ``carries``: it carries a non-reduction dependence (not parallel); ``reduction``: it
    carries only reduction dependences; ``innermost``: no loop inside it.
    """

    label: str
    position: int
    trip: float
    unit_stride: tuple[str, ...]
    strided: tuple[str, ...]
    reused: tuple[str, ...]
    carries: bool
    reduction: bool
    innermost: bool

    def vector(self, depth: int) -> np.ndarray:
        """The numbers loop matching compares (see ``tune.transfer``): relative depth,
        log trip count, stride roles, dependence roles."""
        rel = self.position / max(depth - 1, 1)
        # roles (stride, dependences) outweigh the position: the same loop may sit at
        # another depth in a differently ordered nest
        return np.array([rel, 0.25 * math.log2(max(self.trip, 1.0)),
                         float(bool(self.unit_stride)), 0.5 * float(bool(self.strided)),
                         0.5 * min(len(self.reused), 3) / 3.0, float(self.carries),
                         1.5 * float(self.reduction), 0.25 * float(self.innermost)])


@dataclass(frozen=True)
class NestFeatures:
    """One outermost loop nest (a top-level statement holding loops).

    ``ops`` counts executed operations (static counts times trip counts): ``add``, ``mul``,
    ``div``, ``math``, ``cmp``, and ``load``/``store`` array accesses; ``bytes`` the arrays'
    footprint (each array touched counted once); ``arrays`` maps each array to its index
    pattern (per dimension, the labels of the loops whose variables appear there), which
    recipe adaptation uses to rename array parameters such as ``pack(array=...)``;
    ``scalars`` lists the scalars assigned in the nest, in order.
    """

    index: int
    name: str
    depth: int
    loops: tuple[LoopFeatures, ...]
    ops: Mapping[str, float]
    bytes: float
    reductions: int
    assigns: int
    control: int
    float32: bool
    arrays: Mapping[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    scalars: tuple[str, ...] = ()

    @property
    def iterations(self) -> float:
        """Executed innermost statement instances (a work measure)."""
        return max(self.ops.get("load", 0.0) + self.ops.get("store", 0.0), 1.0)

    @property
    def flops(self) -> float:
        return sum(self.ops.get(k, 0.0) for k in ("add", "mul", "div", "math", "cmp"))

    @property
    def intensity(self) -> float:
        """Arithmetic intensity: operations per byte of footprint."""
        return self.flops / max(self.bytes, 1.0)

    def main_path(self) -> list[LoopFeatures]:
        """The chain from the outermost loop down to the innermost loop of the heaviest
        branch (loops listed in pre-order, so a loop's children follow it)."""
        return [lf for lf in self.loops if lf.label in self._path_labels]

    @property
    def _path_labels(self) -> set[str]:
        # the deepest loop with the largest trip product ends the main path; its ancestors
        # are the loops before it in pre-order with smaller positions, nearest first
        if not self.loops:
            return set()
        best = max(range(len(self.loops)), key=lambda k: (self.loops[k].position, -k))
        path = [self.loops[best]]
        for lf in reversed(self.loops[:best]):
            if lf.position == path[-1].position - 1:
                path.append(lf)
        return {lf.label for lf in path}

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["ops"] = dict(self.ops)
        d["arrays"] = {k: [list(x) for x in v] for k, v in self.arrays.items()}
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> NestFeatures:
        loops = tuple(LoopFeatures(**{**lf, "unit_stride": tuple(lf["unit_stride"]),
                                      "strided": tuple(lf["strided"]),
                                      "reused": tuple(lf["reused"])}) for lf in d["loops"])
        arrays = {k: tuple(tuple(x) for x in v) for k, v in d.get("arrays", {}).items()}
        return cls(int(d["index"]), str(d["name"]), int(d["depth"]), loops, dict(d["ops"]),
                   float(d["bytes"]), int(d["reductions"]), int(d["assigns"]),
                   int(d["control"]), bool(d["float32"]), arrays, tuple(d.get("scalars", ())))


# ------------------------------------------------------------------------ evaluation


class SimEnv:
    """Integer values of extents and scalars for evaluating loop bounds."""

    def __init__(self, program: ir.Program, args: Sequence[Any]) -> None:
        self.shapes: dict[str, tuple[int, ...]] = {}
        self.values: dict[str, float] = {}
        for p, a in zip(program.params, args, strict=False):
            if isinstance(p, ir.ArrayParam):
                self.shapes[p.name] = tuple(int(x) for x in np.shape(a))
            elif isinstance(a, (int, float, np.integer, np.floating)) and not isinstance(
                    a, bool):
                self.values[p.name] = float(a)
        self.dtypes = {p.name: p.dtype for p in program.params if isinstance(p, ir.ArrayParam)}
        self.dtypes.update({d.name: d.dtype for d in program.locals
                            if isinstance(d, ir.ArrayDecl)})

    def eval(self, e: ir.Expr, loops: Mapping[str, float] | None = None) -> float | None:
        if isinstance(e, ir.Const):  # a complex value has no place in a count: unknown
            return None if isinstance(e.value, complex) else float(e.value)
        if isinstance(e, ir.Var):
            if loops is not None and e.name in loops:
                return loops[e.name]
            return self.values.get(e.name)
        if isinstance(e, ir.Dim):
            shape = self.shapes.get(e.array)
            return float(shape[e.axis]) if shape is not None and e.axis < len(shape) else None
        if isinstance(e, ir.Cast):
            return self.eval(e.expr, loops)
        if isinstance(e, ir.Unary) and e.op == "neg":
            v = self.eval(e.operand, loops)
            return None if v is None else -v
        if isinstance(e, ir.Binary):
            a, b = self.eval(e.lhs, loops), self.eval(e.rhs, loops)
            if a is None or b is None:
                return None
            ops = {"add": a + b, "sub": a - b, "mul": a * b, "min": min(a, b), "max": max(a, b)}
            if e.op in ops:
                return ops[e.op]
            if e.op in ("floordiv", "div") and b != 0:
                return a // b if e.op == "floordiv" else a / b
        return None

    def bind_top(self, s: ir.Stmt) -> None:
        """Record what a top-level statement defines: scalar locals, allocated shapes."""
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) and s.reduce is None:
            v = self.eval(s.value)
            if v is not None:
                self.values[s.target.name] = v
        elif isinstance(s, ir.Alloc):
            dims = [self.eval(x) for x in s.shape]
            if all(d is not None for d in dims):
                self.shapes[s.array] = tuple(int(d) for d in dims)  # type: ignore[arg-type]
        elif isinstance(s, ir.View):
            dims = [self.eval(d.extent) for d in s.dims]
            if all(d is not None for d in dims):
                self.shapes[s.array] = tuple(int(d) for d in dims)  # type: ignore[arg-type]


# ------------------------------------------------------------------------ the walk


@dataclass
class _Walk:
    env: SimEnv
    loops: list[dict[str, Any]] = field(default_factory=list)
    by_loop: dict[int, dict[str, Any]] = field(default_factory=dict)
    ops: dict[str, float] = field(default_factory=lambda: dict.fromkeys(
        ("add", "mul", "div", "math", "cmp", "load", "store"), 0.0))
    touched: set[str] = field(default_factory=set)
    reductions: int = 0
    assigns: int = 0
    control: int = 0
    arrays: dict[str, list[set[str]]] = field(default_factory=dict)
    scalars: list[str] = field(default_factory=list)

    def stmt(self, s: ir.Stmt, stack: list[tuple[ir.Loop, float]], weight: float) -> None:
        if isinstance(s, ir.Loop):
            mids = {lp.var: v for lp, v in self._mids(stack).items()}
            lo, hi = self.env.eval(s.start, mids), self.env.eval(s.stop, mids)
            step = self.env.eval(s.step, mids) or 1.0
            trip = (max((hi - lo) / abs(step), 0.0) if lo is not None and hi is not None
                    and step else _UNKNOWN_TRIP)
            if step < 0 and lo is not None and hi is not None:
                trip = max((lo - hi) / -step, 0.0)
            rec = {"loop": s, "position": len(stack), "trip": trip, "inner": True,
                   "accesses": []}
            if stack:
                self.by_loop[id(stack[-1][0])]["inner"] = False
            self.loops.append(rec)
            self.by_loop[id(s)] = rec
            for c in s.body.body:
                self.stmt(c, [*stack, (s, trip)], weight * max(trip, 1.0))
            return
        if isinstance(s, (ir.If, ir.While)):
            self.control += 1
            self._exprs(stmt_exprs(s), stack, weight)
            blocks = (s.then, s.orelse) if isinstance(s, ir.If) else (s.body,)
            w = weight if isinstance(s, ir.If) else weight * _UNKNOWN_TRIP
            for b in blocks:
                for c in b.body:
                    self.stmt(c, stack, w)
            return
        if isinstance(s, ir.Block):
            for c in s.body:
                self.stmt(c, stack, weight)
            return
        if isinstance(s, ir.Assign):
            self.assigns += 1
            if s.reduce is not None:
                self.reductions += 1
                self._count_op(s.reduce, weight)
            if isinstance(s.target, ir.Access):
                self.ops["store"] += weight
                self._access(s.target, stack)
            elif s.target.name not in self.scalars:
                self.scalars.append(s.target.name)
            self._exprs([s.value], stack, weight)
            return
        self._exprs(stmt_exprs(s), stack, weight)

    def _mids(self, stack: list[tuple[ir.Loop, float]]) -> dict[ir.Loop, float]:
        out: dict[ir.Loop, float] = {}
        for lp, trip in stack:
            lo = self.env.eval(lp.start, {k.var: v for k, v in out.items()})
            out[lp] = (lo or 0.0) + trip / 2.0
        return out

    def _exprs(self, exprs: list[ir.Expr], stack: list[tuple[ir.Loop, float]],
               weight: float) -> None:
        for e in exprs:
            for x in subexprs(e):
                if isinstance(x, ir.Binary):
                    self._count_op(x.op, weight)
                elif isinstance(x, ir.Call):
                    self.ops["math"] += weight
                elif isinstance(x, ir.Select):
                    self.ops["cmp"] += weight
            for a in expr_accesses(e):
                self.ops["load"] += weight
                self._access(a, stack)

    def _count_op(self, op: str, weight: float) -> None:
        for key, names in (("add", _ADDS), ("mul", _MULS), ("div", _DIVS), ("cmp", _CMPS)):
            if op in names:
                self.ops[key] += weight

    def _access(self, a: ir.Access, stack: list[tuple[ir.Loop, float]]) -> None:
        self.touched.add(a.array)
        var_label = {lp.var: lp.label for lp, _ in stack}
        pattern = self.arrays.setdefault(a.array, [set() for _ in a.indices])
        if len(pattern) != len(a.indices):
            return
        for d, idx in enumerate(a.indices):
            used = {x.name for x in subexprs(idx) if isinstance(x, ir.Var)}
            pattern[d] |= {var_label[v] for v in used if v in var_label}
        for lp, _ in stack:
            self.by_loop[id(lp)]["accesses"].append(a)


def _stride_role(a: ir.Access, var: str) -> str:
    """'unit' when ``var`` moves ``a`` by one element, 'strided' when by more, 'reused' when
    not at all (an index that is not affine counts as strided when it mentions ``var``)."""
    last = len(a.indices) - 1
    role = "reused"
    for d, idx in enumerate(a.indices):
        f = to_affine(idx)
        if f is None:
            if var in {x.name for x in subexprs(idx) if isinstance(x, ir.Var)}:
                role = "strided"
            continue
        c = dict(f.coeffs).get(var, 0)
        if c == 0:
            continue
        if d == last and abs(c) == 1 and role == "reused":
            role = "unit"
        else:
            return "strided"
    return role


def _carried(program: ir.Program, root: ir.Loop) -> dict[str, tuple[bool, bool]]:
    """Per loop label: (carries a non-reduction dependence, carries a reduction one). When
    the analysis fails every loop is assumed to carry (conservative)."""
    from .dependence import dependences

    labels = [s.label for s in walk_stmts(ir.Block((root,))) if isinstance(s, ir.Loop)]
    try:
        deps = dependences(program, root.label)
    except Exception:  # noqa: BLE001 - a feature is a hint: unknown means "carries"
        return dict.fromkeys(labels, (True, False))
    out = {}
    for lb in labels:
        mine = [d for d in deps if d.carried_by == lb]
        out[lb] = (any(not d.reduction for d in mine), any(d.reduction for d in mine))
    return out


def nest_features(program: ir.Program, args: Sequence[Any]) -> list[NestFeatures]:
    """The features of each outermost loop nest of ``program`` (library calls already
    expanded as loops), with trip counts from ``args`` (the call's arguments, in parameter
    order). Deterministic: the same program and argument shapes give equal results."""
    env = SimEnv(program, args)
    out: list[NestFeatures] = []
    for s in program.body.body:
        loops_in = [x for x in walk_stmts(ir.Block((s,))) if isinstance(x, ir.Loop)]
        if not loops_in:
            env.bind_top(s)
            continue
        w = _Walk(env)
        w.stmt(s, [], 1.0)
        # the outermost loop's analysis covers the loops inside it; loops under a top-level
        # if/while (or after another loop in it) are analysed as their own roots
        carried: dict[str, tuple[bool, bool]] = {}
        for lp in loops_in:
            if lp.label not in carried:
                carried.update(_carried(program, lp))
        feats = []
        for rec in w.loops:
            lp = rec["loop"]
            roles: dict[str, set[str]] = {"unit": set(), "strided": set(), "reused": set()}
            for a in rec["accesses"]:
                roles[_stride_role(a, lp.var)].add(a.array)
            roles["reused"] -= roles["unit"] | roles["strided"]
            roles["unit"] -= roles["strided"]
            car, red = carried.get(lp.label, (True, False))
            feats.append(LoopFeatures(lp.label, rec["position"], float(rec["trip"]),
                                      tuple(sorted(roles["unit"])),
                                      tuple(sorted(roles["strided"])),
                                      tuple(sorted(roles["reused"])), car, red and not car,
                                      rec["inner"]))
        nbytes = 0.0
        for name in sorted(w.touched):
            shape = env.shapes.get(name)
            size = float(np.prod(shape)) if shape else 1.0
            nbytes += size * _ITEMSIZE.get(env.dtypes.get(name, "float64"), 8)
        f32 = any(env.dtypes.get(n) == "float32" for n in w.touched)
        out.append(NestFeatures(
            index=len(out), name=loops_in[0].label, depth=1 + max(f.position for f in feats),
            loops=tuple(feats), ops={k: float(v) for k, v in w.ops.items()}, bytes=nbytes,
            reductions=w.reductions, assigns=w.assigns, control=w.control, float32=f32,
            arrays={k: tuple(tuple(sorted(d)) for d in v) for k, v in sorted(w.arrays.items())},
            scalars=tuple(w.scalars)))
    return out


# ------------------------------------------------------------------------ embedding

#: Length of :func:`embed`'s vector.
EMBEDDING_DIM = 12 + 6 * LEVELS


def embed(nest: NestFeatures) -> np.ndarray:
    """A fixed-length, unit-norm float32 vector for ``nest``: structure (depth, stride and
    dependence roles of the innermost :data:`LEVELS` loops of the main path, reuse, reductions,
    control flow), operation mix (fractions), log arithmetic intensity, and log trip counts
    with a small weight. Entries are centred (-1/+1 for yes/no facts) so that the cosine
    similarity of unrelated nests is low, not near 1 as with all-positive vectors."""
    path = nest.main_path()
    depth = len(path)
    ops = nest.ops
    total = max(nest.flops, 1.0)

    def pm(flag: bool) -> float:
        return 1.0 if flag else -1.0

    head = [
        0.5 * min(depth, 6) - 1.0,
        0.5 * min(len(nest.loops) - depth, 4),
        pm(nest.reductions > 0),
        pm(nest.control > 0),
        pm(nest.float32) * 0.5,
        2.0 * ops.get("add", 0.0) / total - 0.5,
        2.0 * ops.get("mul", 0.0) / total - 0.5,
        2.0 * ops.get("div", 0.0) / total,
        2.0 * ops.get("math", 0.0) / total,
        2.0 * ops.get("cmp", 0.0) / total,
        0.5 * math.log2(max(nest.intensity, 1e-3)),
        0.5 * min(len(nest.arrays), 6) - 1.0,
    ]
    levels: list[float] = []
    inner_first = list(reversed(path))[:LEVELS]
    for k in range(LEVELS):
        if k < len(inner_first):
            lf = inner_first[k]
            levels += [1.0, pm(bool(lf.unit_stride)), pm(bool(lf.strided)),
                       pm(bool(lf.reused)), pm(lf.carries) + 0.5 * float(lf.reduction),
                       0.1 * math.log2(max(lf.trip, 1.0))]
        else:
            levels += [-1.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    v = np.asarray(head + levels, dtype=np.float64)
    n = float(np.linalg.norm(v))
    return (v / n if n > 0 else v).astype(np.float32)
