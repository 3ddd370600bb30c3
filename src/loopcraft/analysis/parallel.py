"""Is a loop parallel? A conservative, explainable test for the default schedule.

Why not full dependence analysis here: the default schedule only needs the common case —
every iteration writes its own slice of each array (``C[i, :] = ...``) and scalars are either
per-iteration temporaries or reductions. Anything else is reported with a reason and the loop
stays serial. (islpy-based dependence analysis arrives with the transformations work.)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..ir import nodes as ir
from ..ir.index_guard import is_guard_raise
from ..ir.walk import expr_vars, stmt_exprs, subexprs, walk_stmts

__all__ = [
    "alias_roots",
    "LoopParallelism",
    "analyze_loop",
    "breaks_out",
    "var_occurrences",
    "scalar_effects",
    "scalar_sharing_problem",
]


def alias_roots(program: ir.Program) -> dict[str, frozenset[str]]:
    """Which buffers each array variable may point into (views share their source's roots).

    Array arguments overlap only when marked ``aliased`` (the entry point checks it).
    """
    roots: dict[str, set[str]] = {}
    for p in program.params:
        if isinstance(p, ir.ArrayParam):
            roots[p.name] = {"<aliased arguments>" if p.aliased else p.name}
    for d in program.locals:
        if isinstance(d, ir.ArrayDecl):
            roots.setdefault(d.name, set())
    views: list[ir.View] = []
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Alloc):
            roots.setdefault(s.array, set()).add(s.array)
        elif isinstance(s, ir.View):
            views.append(s)
    changed = True
    while changed:
        changed = False
        for v in views:
            before = len(roots.setdefault(v.array, set()))
            roots[v.array] |= roots.get(v.source, set())
            changed |= len(roots[v.array]) != before
    return {k: frozenset(v) for k, v in roots.items()}


def var_occurrences(b: ir.Block) -> Counter[str]:
    """How often each scalar variable is read or assigned in ``b``."""
    c: Counter[str] = Counter()
    for s in walk_stmts(b):
        for e in stmt_exprs(s):
            c.update(x.name for x in subexprs(e) if isinstance(x, ir.Var))
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var):
            c[s.target.name] += 1
    return c


def scalar_effects(b: ir.Block) -> tuple[dict[str, set[str | None]], set[str]]:
    """The scalars ``b`` assigns (with the reduce op of each assignment, None for a plain one)
    and the scalars it reads. A scalar only ever reduced and never read is a reduction."""
    writes: dict[str, set[str | None]] = {}
    reads: set[str] = set()
    for s in walk_stmts(b):
        for e in stmt_exprs(s):
            reads |= expr_vars(e)
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var):
            writes.setdefault(s.target.name, set()).add(s.reduce)
    return writes, reads


@dataclass(frozen=True)
class LoopParallelism:
    """The verdict on one loop: ``problem`` is None when the loop may run in parallel."""

    problem: str | None
    private: tuple[str, ...] = ()
    reductions: tuple[tuple[str, str], ...] = ()


def analyze_loop(
    program: ir.Program,
    loop: ir.Loop,
    roots: dict[str, frozenset[str]],
    occurrences: Counter[str],
) -> LoopParallelism:
    """Decide whether iterations of ``loop`` are independent (see module docstring)."""
    v = loop.var
    for s in walk_stmts(loop.body):
        if isinstance(s, (ir.Return, ir.Raise, ir.Alloc, ir.View, ir.LibCall)) and not \
                is_guard_raise(s):
            return LoopParallelism(f"loop {loop.label} contains {type(s).__name__}")
    if breaks_out(loop.body):
        return LoopParallelism(f"loop {loop.label} contains break")

    # scalars: per-iteration temporaries (private) or reductions
    writes, reads = scalar_effects(loop.body)
    inner_loop_vars = {s.var for s in walk_stmts(loop.body) if isinstance(s, ir.Loop)}
    body_occ = var_occurrences(loop.body)
    private: list[str] = []
    reductions: list[tuple[str, str]] = []
    for name, ops in sorted(writes.items()):
        if name in inner_loop_vars:
            continue
        if len(ops) == 1 and None not in ops and name not in reads:
            reductions.append((name, next(iter(ops))))  # type: ignore[arg-type]
            continue
        if body_occ[name] != occurrences[name]:
            return LoopParallelism(
                f"loop {loop.label}: scalar {name} carries a value between iterations or out "
                "of the loop")
        if not _defined_before_use(name, loop.body.body, False)[0]:
            return LoopParallelism(
                f"loop {loop.label}: scalar {name} is read before it is written in an iteration")
        private.append(name)

    # arrays: every written array is partitioned by the loop variable along some axis
    accesses: list[tuple[ir.Access, bool]] = []
    for s in walk_stmts(loop.body):
        for e in stmt_exprs(s):
            accesses += [(a, False) for a in subexprs(e) if isinstance(a, ir.Access)]
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
            accesses.append((s.target, True))
    written = {a.array for a, w in accesses if w}
    for x in sorted(written):
        group = [a for a, _ in accesses if roots.get(a.array, frozenset({a.array}))
                 & roots.get(x, frozenset({x}))]
        if any(a.array != x for a in group):
            return LoopParallelism(f"loop {loop.label}: {x} is accessed through an alias")
        if not _partitioned(group, v):
            return LoopParallelism(
                f"loop {loop.label}: iterations may touch the same elements of {x}")
    return LoopParallelism(None, tuple(private), tuple(reductions))


def _partitioned(group: list[ir.Access], v: str) -> bool:
    """Some axis is indexed by the same ``v + c`` in every access of the group."""
    ndim = len(group[0].indices)
    for d in range(ndim):
        first = group[0].indices[d]
        if not _is_var_plus_const(first, v):
            continue
        if all(a.indices[d] == first for a in group):
            return True
    return False


def _is_var_plus_const(e: ir.Expr, v: str) -> bool:
    if isinstance(e, ir.Var):
        return e.name == v
    if isinstance(e, ir.Binary) and e.op in ("add", "sub"):
        a, b = e.lhs, e.rhs
        if isinstance(b, ir.Const):
            return _is_var_plus_const(a, v)
        if isinstance(a, ir.Const) and e.op == "add":
            return _is_var_plus_const(b, v)
    return False


def breaks_out(b: ir.Block) -> bool:
    """A ``break`` that leaves this loop (not one inside a nested loop)."""
    for s in b.body:
        if isinstance(s, ir.Break):
            return True
        if isinstance(s, ir.If) and (breaks_out(s.then) or breaks_out(s.orelse)):
            return True
        if isinstance(s, ir.Block) and breaks_out(s):
            return True
    return False


def _defined_before_use(name: str, stmts: tuple[ir.Stmt, ...], defined: bool
                        ) -> tuple[bool, bool]:
    """(no read before a definite write, definitely written at the end)."""
    for s in stmts:
        if isinstance(s, ir.Assign):
            used = any(name in expr_vars(e) for e in stmt_exprs(s))
            if isinstance(s.target, ir.Var) and s.target.name == name and s.reduce is not None:
                used = True
            if used and not defined:
                return False, defined
            if isinstance(s.target, ir.Var) and s.target.name == name:
                defined = True
        elif isinstance(s, ir.Loop):
            if any(name in expr_vars(e) for e in stmt_exprs(s)) and not defined:
                return False, defined
            ok, _ = _defined_before_use(name, s.body.body, defined)
            if not ok:
                return False, defined
        elif isinstance(s, ir.While):
            if name in expr_vars(s.cond) and not defined:
                return False, defined
            ok, _ = _defined_before_use(name, s.body.body, defined)
            if not ok:
                return False, defined
        elif isinstance(s, ir.If):
            if name in expr_vars(s.cond) and not defined:
                return False, defined
            ok1, d1 = _defined_before_use(name, s.then.body, defined)
            ok2, d2 = _defined_before_use(name, s.orelse.body, defined)
            if not (ok1 and ok2):
                return False, defined
            defined = d1 and d2
        elif isinstance(s, ir.Block):
            ok, defined = _defined_before_use(name, s.body, defined)
            if not ok:
                return False, defined
    return True, defined


def scalar_sharing_problem(loop: ir.Loop, occurrences: Counter[str]) -> str | None:
    """Why the scalars ``loop`` writes keep its iterations from running concurrently, or None.

    Codegen makes every scalar the body writes OpenMP ``private`` except a scalar that is only
    ever reduced, with one operator, and never read in the body (a ``reduction`` clause). A
    private copy starts undefined and is dropped after the loop, so each written scalar must
    be written before it is read in every iteration and must not occur outside the loop
    (``occurrences`` counts the whole program: conservative, like :func:`analyze_loop`).
    The dependence analysis cannot see this: it only looks inside the loop.
    """
    writes, reads = scalar_effects(loop.body)
    inner_loop_vars = {s.var for s in walk_stmts(loop.body) if isinstance(s, ir.Loop)}
    body_occ = var_occurrences(loop.body)
    for name, ops in sorted(writes.items()):
        if name in inner_loop_vars:
            continue
        if len(ops) == 1 and None not in ops and name not in reads:
            continue  # a reduction
        if body_occ[name] != occurrences[name]:
            return (f"scalar {name} is written in the loop and also used outside it, so its "
                    "value would not survive a private copy")
        if not _defined_before_use(name, loop.body.body, False)[0]:
            return (f"scalar {name} is read before it is written in an iteration, so it "
                    "carries a value between iterations")
    return None
