"""Data dependences of a loop nest, computed exactly with isl where the accesses are affine.

Why: every loop transformation (interchange, tiling, fusion, parallelization, ...) is legal or
not because of the dependences it would reverse, and its error message must name the offending
one. So this module reports each dependence with its source and sink, kind, a direction vector
and (when constant) a distance vector over the common loops, and the loop that carries it.

How: each access instance is a point ``(x_1..x_d)`` of the iteration domain of its statement
(loop bounds affine in outer loop variables and parameters; constant non-unit steps are exact).
For each pair of accesses to memory that may overlap, isl builds the set of instance pairs that
touch the same element with the source executing first (lexicographic order on the common
loops, then textual order), split by carrying level and direction.

Soundness over precision: a non-affine index drops only its own equality (any element may
match), a non-affine bound drops only that bound, accesses through different names of possibly
aliasing arrays or through non-injective views match everything, and statements under
``if``/``while``/``break`` use an over-approximated domain. Such dependences are reported with
``exact=False``; they may exist, while an exact one exists for some parameter values.

Directions are in execution order (``'<'``: the source runs in an earlier iteration of that
loop, also for negative steps); distances are in loop-variable units (sink minus source).
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

import islpy as isl

from ..ir import nodes as ir
from ..ir.affine import Affine, to_affine
from ..ir.index_guard import is_guard_raise
from ..ir.printer import Scope, format_expr, format_stmt
from ..ir.rewrite import substitute
from ..ir.walk import stmt_exprs, subexprs, walk_stmts
from .bindings import distinct_bindings
from .isl_text import IslNames, bound_constraint, constant_distance, direction_pieces
from .parallel import alias_roots

__all__ = ["Dependence", "dependences", "is_reduction", "loop_carries", "interchange_is_legal",
           "access_text"]


@dataclass(frozen=True)
class Dependence:
    """One dependence from ``source`` to ``sink`` (statement texts) on ``array``.

    ``loops`` are the labels of the common loops (outermost first); ``direction`` and
    ``distance`` are indexed like ``loops``. ``carried_by`` is None for a loop-independent
    dependence. ``reduction`` marks a dependence between targets of reductions with the same
    operator, which reassociation (when allowed) may ignore.
    """

    source: str
    sink: str
    array: str
    kind: str  # "flow" | "anti" | "output"
    loops: tuple[str, ...]
    direction: tuple[str, ...]
    distance: tuple[int, ...] | None
    carried_by: str | None
    exact: bool
    reduction: bool = False
    source_access: str = ""
    sink_access: str = ""
    #: index of the statement of the analysed loop's body that contains the source / sink
    #: (what fusion and distribution decide on)
    source_top: int = 0
    sink_top: int = 0


def is_reduction(assign: ir.Stmt) -> bool:
    """An ``Assign`` with ``reduce`` set (``t = t <op> v``): marked explicitly by the IR."""
    return isinstance(assign, ir.Assign) and assign.reduce is not None


# ----------------------------------------------------------------------------- collection


@dataclass(frozen=True)
class _Loop:
    label: str | None  # None: a ``while`` (iterations unknown, never reported)
    var: str
    start: ir.Expr | None
    stop: ir.Expr | None
    step: int | None  # None: not a known constant (order of iterations unknown)


@dataclass(frozen=True)
class _Acc:
    array: str
    indices: tuple[ir.Expr, ...] | None  # None: any element (whole-array use)
    write: bool
    scalar: bool
    stmt: str
    text: str
    order: int  # pre-order position of the statement: textual order
    loops: tuple[_Loop, ...]
    reduce: str | None  # operator when this is the target of a reduction
    guarded: bool
    top: int  # index of the enclosing statement of the root loop's body


@dataclass
class _Nest:
    program: ir.Program
    root: ir.Loop
    assigned: Counter[str] = field(default_factory=Counter)  # scalar writes in the nest
    defs: dict[str, ir.Expr] = field(default_factory=dict)  # temporaries valid here
    loop_vars: set[str] = field(default_factory=set)
    rebound: set[str] = field(default_factory=set)  # arrays bound by Alloc/View in the nest
    accesses: list[_Acc] = field(default_factory=list)
    inexact: bool = False  # break/continue/return/raise somewhere in the nest
    counter: int = 0
    top: int = 0
    at: tuple[str, int, tuple[_Loop, ...], bool] = ("", 0, (), False)
    #: isl names shared by every pair of the nest, and memoized affine forms and domains (the
    #: copies of an unrolled statement share loops and index expressions)
    names: IslNames = field(default_factory=IslNames)
    _affine_memo: dict[tuple[int, tuple[int, ...]], Affine | None] = field(default_factory=dict)
    _domain_memo: dict[tuple[tuple[int, ...], str], tuple[list[str], bool]] = field(
        default_factory=dict)

    def scan(self) -> None:
        for s in walk_stmts(ir.Block((self.root,))):
            if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var):
                self.assigned[s.target.name] += 1
            elif isinstance(s, ir.Loop):
                self.loop_vars.add(s.var)
            elif isinstance(s, (ir.Alloc, ir.View)):
                self.rebound.add(s.array)
            elif isinstance(s, (ir.Break, ir.Continue, ir.Return, ir.Raise)) and \
                    not is_guard_raise(s):
                self.inexact = True
        scope = Scope.of_program(self.program)
        self.visit(self.root.body, (self._loop(self.root),), False,
                   scope.with_loop_var(self.root.var))

    def _loop(self, s: ir.Loop) -> _Loop:
        step = to_affine(s.step, lambda _: False)
        k = step.const if step is not None and step.const != 0 else None
        start, stop = (substitute(e, self.defs) for e in (s.start, s.stop))
        return _Loop(s.label, s.var, start, stop, k)

    def reads(self, exprs: list[ir.Expr], scope: Scope) -> None:
        for x in (x for e in exprs for x in subexprs(e)):
            if isinstance(x, ir.Access):
                self.add(x.array, x.indices, False, False, format_expr(x, scope))
            elif isinstance(x, ir.Var) and x.name in self.assigned:
                self.add(x.name, (), False, True, x.name)
            elif isinstance(x, ir.Dim) and x.array in self.rebound:
                # the extent of an array the nest rebinds: a read of its descriptor, which the
                # Alloc/View binding it writes (a whole-array write, below)
                self.add(x.array, None, False, False, format_expr(x, scope))

    def add(self, array: str, indices: tuple[ir.Expr, ...] | None, write: bool, scalar: bool,
            text: str, reduce: str | None = None) -> None:
        """Record an access of the statement being visited (``self.at``)."""
        stmt, n, loops, guarded = self.at
        if indices is not None:
            indices = tuple(substitute(i, self.defs) for i in indices)
        self.accesses.append(
            _Acc(array, indices, write, scalar, stmt, text, n, loops, reduce, guarded, self.top))

    def visit(self, b: ir.Block, loops: tuple[_Loop, ...], guarded: bool, scope: Scope) -> None:
        """Record the accesses of ``b``; a temporary assigned once in the nest, unconditionally
        in ``b``, is known (``self.defs``) in the rest of ``b``."""
        outer = self.defs
        defs = dict(outer)
        for k, s in enumerate(b.body):
            if b is self.root.body:
                self.top = k
            self.defs = defs
            self.counter += 1
            n = self.counter
            fx = partial(format_expr, scope=scope)
            if isinstance(s, ir.Loop):
                self.at = (f"for {s.var} in range({fx(s.start)}, {fx(s.stop)}, {fx(s.step)})",
                           n, loops, guarded)
                self.reads(stmt_exprs(s), scope)
                self.visit(s.body, (*loops, self._loop(s)), guarded, scope.with_loop_var(s.var))
            elif isinstance(s, ir.While):
                w = _Loop(None, f"<while {n}>", None, None, 1)
                self.at = (f"while {fx(s.cond)}", n, (*loops, w), True)
                self.reads([s.cond], scope)
                self.visit(s.body, (*loops, w), True, scope)
            elif isinstance(s, ir.If):
                self.at = (f"if {fx(s.cond)}", n, loops, guarded)
                self.reads([s.cond], scope)
                self.visit(s.then, loops, True, scope)
                self.visit(s.orelse, loops, True, scope)
            elif isinstance(s, ir.Block):
                self.visit(s, loops, guarded, scope)
            else:
                self.at = (format_stmt(s, scope).strip(), n, loops, guarded)
                self.reads(stmt_exprs(s), scope)
                if isinstance(s, ir.LibCall):  # whole arrays, any element
                    for x in s.inputs:
                        self.add(x, None, False, False, x)
                    for x in s.outputs:
                        self.add(x, None, True, False, x)
                elif isinstance(s, ir.Alloc):
                    self.add(s.array, None, True, False, s.array)
                elif isinstance(s, ir.View):
                    # rebinding a name changes what every later access through it touches:
                    # a write of the whole view; it reads the source's binding (any element)
                    self.add(s.source, None, False, False, s.source)
                    self.add(s.array, None, True, False, s.array)
                elif isinstance(s, ir.Assign):
                    t = s.target
                    idx, scalar = (t.indices, False) if isinstance(t, ir.Access) else ((), True)
                    name = t.array if isinstance(t, ir.Access) else t.name
                    if s.reduce is not None:  # the target is read first
                        self.add(name, idx, False, scalar, fx(t), s.reduce)
                    self.add(name, idx, True, scalar, fx(t), s.reduce)
                    if scalar and s.reduce is None and self.assigned[name] == 1:
                        defs[name] = substitute(s.value, defs)
        self.defs = outer

    def affine(self, e: ir.Expr | None, loops: tuple[_Loop, ...]) -> Affine | None:
        """``e`` affine in ``loops``' variables and nest-invariant parameters, else None."""
        if e is None:
            return None
        key = (id(e), tuple(id(lp) for lp in loops))  # e and loops live as long as the nest
        if key not in self._affine_memo:
            self._affine_memo[key] = self._affine(e, loops)
        return self._affine_memo[key]

    def _affine(self, e: ir.Expr, loops: tuple[_Loop, ...]) -> Affine | None:
        own = {lp.var for lp in loops}

        def allowed(sym: str) -> bool:
            if ".shape[" in sym:
                return sym.split(".shape[")[0] not in self.rebound
            if sym in self.assigned:
                return False
            return sym in own or sym not in self.loop_vars

        return to_affine(e, allowed)


# ----------------------------------------------------------------------------- isl pairs


def _domain(nest: _Nest, loops: tuple[_Loop, ...], prefix: str) -> tuple[list[str], bool]:
    """Constraints of the iteration domain of ``loops`` (and whether they are exact)."""
    key = (tuple(id(lp) for lp in loops), prefix)
    if key not in nest._domain_memo:
        nest._domain_memo[key] = _domain_text(nest, loops, prefix, nest.names)
    return nest._domain_memo[key]


def _domain_text(nest: _Nest, loops: tuple[_Loop, ...], prefix: str, names: IslNames
                 ) -> tuple[list[str], bool]:
    out: list[str] = []
    exact = True
    for k, lp in enumerate(loops):
        v = f"{prefix}{k}"
        name = names.namer([lp.var for lp in loops[:k]], prefix)
        if lp.label is None or lp.step is None:
            out += [f"{v} >= 0"] if lp.label is None else []
            exact = False
            continue
        up, outer = lp.step > 0, loops[:k]
        lo, ex_lo = bound_constraint(nest.affine, lp.start, outer, v, ">=" if up else "<=", name)
        hi, ex_hi = bound_constraint(nest.affine, lp.stop, outer, v, "<" if up else ">", name)
        exact &= ex_lo and ex_hi
        out += [c for c in (lo, hi) if c is not None]
        if abs(lp.step) != 1:
            start = nest.affine(lp.start, loops[:k])
            if start is None:
                exact = False
            else:
                out.append(f"({v} - {start.format(name)}) mod {abs(lp.step)} = 0")
    return out, exact


def _pair(nest: _Nest, a: _Acc, b: _Acc, injective: bool, levels: int | None = None
          ) -> list[Dependence]:
    """Dependences from access ``a`` (executing first) to access ``b`` (only those carried by
    the first ``levels`` common loops, when given)."""
    names = nest.names
    pairs = zip(a.loops, b.loops, strict=False)
    c = sum(1 for _ in itertools.takewhile(lambda p: p[0] is p[1], pairs))  # common loops
    loops = a.loops[:c]
    dom_a, ex_a = _domain(nest, a.loops, "x")
    dom_b, ex_b = _domain(nest, b.loops, "y")
    exact = ex_a and ex_b and not (a.guarded or b.guarded or nest.inexact)
    cons = dom_a + dom_b
    if a.array == b.array and injective and a.indices is not None and b.indices is not None \
            and len(a.indices) == len(b.indices):
        na = names.namer([lp.var for lp in a.loops], "x")
        nb = names.namer([lp.var for lp in b.loops], "y")
        for ia, ib in zip(a.indices, b.indices, strict=True):
            fa, fb = nest.affine(ia, a.loops), nest.affine(ib, b.loops)
            if fa is None or fb is None:
                exact = False
            else:  # one canonical form, so equivalent pairs share the cached isl work
                diff = _renamed(fa, na) - _renamed(fb, nb)
                cons.append(f"{diff.format(str)} = 0")
    else:
        exact = False
    xs = [f"x{k}" for k in range(len(a.loops))]
    ys = [f"y{k}" for k in range(len(b.loops))]
    ds = [f"d{k}" for k in range(c)]
    cons += [f"d{k} = y{k} - x{k}" for k in range(c)]
    header = f"[{', '.join(names.params.values())}] -> "
    steps = [lp.step for lp in loops]
    kind = "output" if a.write and b.write else ("flow" if a.write else "anti")
    reduction = a.reduce is not None and a.reduce == b.reduce
    out: list[Dependence] = []
    refine = c if levels is None else min(c, levels)
    for p in range(c + 1):
        if p == c and not a.order < b.order:
            continue  # same statement instance: reads precede the write, nothing to order
        if p >= refine and levels is not None:
            break
        order = [f"x{k} = y{k}" for k in range(p)]
        if p < c:
            s = loops[p].step
            order.append(f"x{p} < y{p}" if s is not None and s > 0 else
                         f"x{p} > y{p}" if s is not None else f"(x{p} < y{p} or x{p} > y{p})")
        text = (f"{header}{{ [{', '.join(ds + xs + ys)}] : "
                f"{' and '.join(cons + order) or 'true'} }}")
        dirs = ["="] * p + (["<" if loops[p].step is not None else "*"] if p < c else [])
        # levels past ``refine`` stay '*' (step None), but the set keeps all ``c`` dims:
        # direction_pieces builds its sets over as many dims as it is given steps
        steps_refined = steps[:refine] + [None] * (c - refine)
        solved = _solve(text, header, c, len(xs) + len(ys), tuple(steps_refined), p + 1,
                        tuple(dirs))
        for dv, dist in solved:
            dv = dv + ("*",) * (c - len(dv))
            keep = [k for k, lp in enumerate(loops) if lp.label is not None]
            carried = loops[p].label if p < c else None
            out.append(Dependence(
                a.stmt, b.stmt, a.array, kind, tuple(loops[k].label or "" for k in keep),
                tuple(dv[k] for k in keep),
                None if dist is None else tuple(dist[k] for k in keep), carried,
                exact and all(lp.label is not None for lp in loops), reduction, a.text, b.text,
                a.top, b.top))
    return out


def _renamed(f: Affine, name: Callable[[str], str]) -> Affine:
    return Affine.make({name(sym): c for sym, c in f.coeffs}, f.const)


@functools.lru_cache(maxsize=8192)
def _solve(text: str, header: str, c: int, n_iter: int, steps: tuple[int | None, ...],
           k: int, dirs: tuple[str, ...]
           ) -> tuple[tuple[tuple[str, ...], tuple[int, ...] | None], ...]:
    """The direction vectors (with constant distances, when constant) of the dependence set
    ``text`` (dims: ``c`` distances, then ``n_iter`` iteration dims to project out). Cached by
    text: the copies of an unrolled or jammed statement pose the same question many times."""
    rel = isl.Set(text).project_out(isl.dim_type.set, c, n_iter)
    if rel.is_empty():
        return ()
    out = []
    for dset, dv in direction_pieces(rel, header, list(steps), k, list(dirs)):
        dist = constant_distance(dset, header)
        out.append((dv, None if dist is None else tuple(dist)))
    return tuple(out)


# ----------------------------------------------------------------------------- public API


def _injective_names(program: ir.Program, rebound: set[str]) -> set[str]:
    """Array names for which distinct indices mean distinct elements throughout the nest."""
    views: dict[str, list[ir.View]] = {}
    allocs: set[str] = set()
    for s in walk_stmts(program.body):
        if isinstance(s, ir.View):
            views.setdefault(s.array, []).append(s)
        elif isinstance(s, ir.Alloc):
            allocs.add(s.array)
    params = {p.name for p in program.params if isinstance(p, ir.ArrayParam)}

    def ok(name: str, seen: frozenset[str]) -> bool:
        if name in rebound:
            return False
        if name in seen:  # a cycle of views (a swap): every binding still ends in an
            return True  # argument or alloc through views whose axes were all checked
        if name not in views:
            return name in params or name in allocs
        for v in views[name]:
            axes = [d.source_axis for d in v.dims]
            if None in axes or len(set(axes)) != len(axes):
                return False
            if not ok(v.source, seen | {name}):
                return False
        return True
    names = params | allocs | set(views)
    return {n for n in names if ok(n, frozenset())}


def dependences(program: ir.Program, loop_label: str, levels: int | None = None,
                 split: int | None = None) -> list[Dependence]:
    """All dependences between statement instances inside the loop labelled ``loop_label``.

    Variables of loops outside it are parameters (one fixed outer iteration). The order of the
    result is deterministic (source statement, sink statement, carrying level); duplicates from
    identical accesses are merged.

    ``levels`` asks only for the dependences carried by the outermost ``levels`` loops (from
    ``loop_label`` down), with directions beyond them ``'*'``: what parallelizing needs, and
    far cheaper in deep nests, where refining every level's direction multiplies the work.

    ``split`` asks only for the dependences between the statements of the loop's body before
    index ``split`` and those from it on (``Dependence.source_top``/``sink_top`` on either
    side): what fusing two loops needs, without the pairs inside either half, which are most
    of the work in a fused loop of a model's operators.
    """
    loop = next((s for s in walk_stmts(program.body)
                 if isinstance(s, ir.Loop) and s.label == loop_label), None)
    if loop is None:
        raise KeyError(f"no loop labelled {loop_label!r} in {program.name}")
    nest = _Nest(program, loop)
    nest.scan()
    roots = alias_roots(program)
    distinct = distinct_bindings(program, loop_label)
    injective = _injective_names(program, nest.rebound)
    found: dict[Dependence, None] = {}
    accs = nest.accesses
    for a, b in itertools.product(accs, accs):
        if not (a.write or b.write) or (a is b and not a.write):
            continue
        if split is not None and (a.top < split) == (b.top < split):
            continue
        if a.scalar or b.scalar:
            if not (a.scalar and b.scalar and a.array == b.array):
                continue
            same = True
        else:
            ra = roots.get(a.array) or frozenset({"<unknown>"})
            rb = roots.get(b.array) or frozenset({"<unknown>"})
            if a.array != b.array and not (ra & rb or "<unknown>" in ra | rb):
                continue
            if (a.array != b.array and distinct is not None
                    and not {a.array, b.array} & nest.rebound and distinct(a.array, b.array)):
                continue  # e.g. the two arrays of a ping-pong swap, at any one time
            same = a.array in injective
        for d in _bounded_pair(nest, a, b, same or a.scalar, levels):
            found.setdefault(d, None)
    return list(found)


#: isl operations one access pair may cost before the analysis gives up on it and reports
#: the conservative answer; isl's cost can explode on deep nests with strided, min/max and
#: coupled bounds (a fuzzed 4-deep nest ran for over 15 minutes), and compiling must not hang.
MAX_ISL_OPERATIONS = 2_000_000


def _bounded_pair(nest: _Nest, a: _Acc, b: _Acc, injective: bool, levels: int | None
                  ) -> list[Dependence]:
    ctx = isl.DEFAULT_CONTEXT
    ctx.set_max_operations(MAX_ISL_OPERATIONS)
    ctx.reset_operations()
    try:
        return _pair(nest, a, b, injective, levels)
    except isl.Error:
        return _conservative_pair(a, b, levels)
    finally:
        ctx.set_max_operations(0)
        ctx.reset_operations()


def _conservative_pair(a: _Acc, b: _Acc, levels: int | None) -> list[Dependence]:
    """What ``_pair`` would say knowing nothing: a possible (inexact) dependence carried by
    each common loop, with unknown directions inside it, and a loop-independent one when
    ``a`` comes first in the text."""
    pairs = zip(a.loops, b.loops, strict=False)
    c = sum(1 for _ in itertools.takewhile(lambda p: p[0] is p[1], pairs))
    loops = a.loops[:c]
    keep = [k for k, lp in enumerate(loops) if lp.label is not None]
    labels = tuple(loops[k].label or "" for k in keep)
    kind = "output" if a.write and b.write else ("flow" if a.write else "anti")
    reduction = a.reduce is not None and a.reduce == b.reduce
    out = []
    refine = c if levels is None else min(c, levels)
    for p in range(c + 1):
        if p == c and not a.order < b.order:
            continue
        if p >= refine and levels is not None:
            break
        dv = ("=",) * p + (("*",) if p < c else ()) + ("*",) * max(c - p - 1, 0)
        carried = loops[p].label if p < c else None
        out.append(Dependence(a.stmt, b.stmt, a.array, kind, labels,
                              tuple(dv[k] for k in keep), None, carried, False, reduction,
                              a.text, b.text, a.top, b.top))
    return out


def access_text(program: ir.Program, loops: list[ir.Loop], x: ir.Access) -> str:
    """``x`` as a :class:`Dependence` names it (``source_access``, ``sink_access``) when
    ``x`` is inside ``loops`` (the analysed loop and those between it and ``x``): how a
    transformation tells the one dependence it keeps from the others."""
    scope = Scope.of_program(program)
    for lp in loops:
        scope = scope.with_loop_var(lp.var)
    return format_expr(x, scope)


def loop_carries(program: ir.Program, label: str, ignore_reductions: bool = False) -> bool:
    """Whether the loop labelled ``label`` carries a dependence (iterations not independent).

    With ``ignore_reductions``, dependences between same-operator reductions of one location
    do not count (legal to run in parallel with a reduction clause or privatization).
    """
    return any(d.carried_by == label and not (ignore_reductions and d.reduction)
               for d in dependences(program, label))


def interchange_is_legal(deps: list[Dependence], outer: str, inner: str) -> bool:
    """Whether swapping loops ``outer`` and ``inner`` keeps every dependence's direction.

    A dependence becomes illegal when its permuted direction vector's first non-``'='`` entry
    is ``'>'`` (or an unknown ``'*'`` moved by the swap): for a pair of loops that is exactly
    the ``('<', '>')`` case.
    """
    for d in deps:
        if outer not in d.loops or inner not in d.loops:
            continue
        i, j = d.loops.index(outer), d.loops.index(inner)
        perm = list(d.direction)
        perm[i], perm[j] = perm[j], perm[i]
        lead = next((x for x in perm if x != "="), "=")
        if lead == ">" or (lead == "*" and perm != list(d.direction)):
            return False
    return True


# ------------------------------------------------------- band reordering (tile, interchange)


def describe_dependence(d: Dependence) -> str:
    """``A[i, j] -> A[i - 1, j + 1] (flow, direction (<, >), distance (1, -1))``: the text
    error messages use to name a dependence (source access first)."""
    text = f"{d.source_access or d.source} -> {d.sink_access or d.sink} ({d.kind}, direction " \
           f"({', '.join(d.direction)})"
    if d.distance is not None:
        text += f", distance ({', '.join(str(x) for x in d.distance)})"
    return text + ("" if d.exact else ", may exist") + ")"


def band_schedule_violation(deps: list[Dependence] | tuple[Dependence, ...],
                            band: list[str] | tuple[str, ...],
                            schedule: list[tuple[str, str]]) -> Dependence | None:
    """The first dependence that a new order of the iterations of a loop band could reverse,
    or None when the order is legal.

    ``band`` are the labels of perfectly nested loops, outermost first (the dependences are
    those of the outermost one). ``schedule`` is the new nest, outermost first: ``("point",
    label)`` runs loop ``label`` as before, ``("tile", label)`` is a loop over groups of
    consecutive iterations of ``label`` (strip-mining, unroll-and-jam); every band loop appears
    once as a point loop. A tile level's direction is ``'='`` (same group) or the loop's own.

    Sound: ``'*'`` entries are expanded to every direction the original execution order allows
    (leading ``'>'`` is impossible: the source runs first), and a dependence that does not span
    the whole band is treated as violated.
    """
    for d in deps:
        if any(lab not in d.loops for lab in band):
            return d
        pos = {lab: d.loops.index(lab) for lab in band}
        for v in _expansions(tuple(d.direction[pos[lab]] for lab in band)):
            if _lead(v) == ">":
                continue  # not an execution order
            dirs = dict(zip(band, v, strict=True))
            levels = [(dirs[lab],) if kind == "point" else ("=", dirs[lab])
                      for kind, lab in schedule]
            if any(_lead(w) == ">" for w in itertools.product(*levels)):
                return d
    return None


def permutation_violation(deps: list[Dependence] | tuple[Dependence, ...],
                          band: list[str] | tuple[str, ...],
                          new_order: list[str] | tuple[str, ...]) -> Dependence | None:
    """The first dependence that running the band's loops in ``new_order`` would reverse (its
    permuted direction vector could lead with ``'>'``), or None."""
    return band_schedule_violation(deps, band, [("point", lab) for lab in new_order])


def _expansions(v: tuple[str, ...]) -> list[tuple[str, ...]]:
    return [tuple(x) for x in itertools.product(*(("<", "=", ">") if c == "*" else (c,)
                                                   for c in v))]


def _lead(v: tuple[str, ...]) -> str:
    return next((x for x in v if x != "="), "=")
