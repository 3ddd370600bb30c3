"""``expand_scalar(loop, scalar)``: scalar expansion of a per-iteration temporary.

``for j: s = 0; for k: s += A[k, i] * B[k, j]; C[i, j] = s`` becomes ``s_x = empty(n);
...; for j: s_x[j] = 0; for k: s_x[j] += A[k, i] * B[k, j]; C[i, j] = s_x[j]``. Why: a
scalar that carries a value from one statement of the body to another ties them together,
so the loop cannot be distributed around the inner loop (the analysis sees the temporary's
anti dependence, :mod:`loopcraft.transform.distribute`); one element per iteration unties
them. Distributed, the band ``for j: for k: s_x[j] += ...`` can be interchanged so that ``j``,
which walks ``B`` with unit stride, runs innermost -- the column walk of a dot product per
``j`` becomes a vectorizable row update (covariance, trmm, doitgen, column sums).

The array is indexed by the loop variable itself and allocated once, at the start of the
function, with the loop's ``stop`` as its extent: no allocation runs inside a loop (which
would keep the enclosing loops from running in parallel) and the index needs no offset.

Legality (sound, syntactic; results are bit-exact -- the same operations on the same values,
kept in memory instead of a register):

* ``scalar`` is a local scalar; the first top-level statement of the body that mentions it is
  an unconditional ``scalar = e`` whose ``e`` does not read it, so every iteration defines it
  before any use and no value flows from one iteration to the next;
* its value when the loop ends is never read (the statements after the loop, and those that
  run again when an enclosing loop iterates, define it before any read of it);
* the loop's step is a positive constant, its start provably non-negative (a constant, a
  shape, a variable of an enclosing loop that starts non-negative and steps up, sums and
  products of those), and its stop can be evaluated at the start of the function: constants,
  shapes and scalar parameters the function never assigns;
* the loop has no ``break``/``continue``/``return``/``raise``/``while``;
* no enclosing loop is parallel (its threads would share the one array), and no parallel loop
  inside it assigns the scalar (a parallel loop reduces into a scalar through OpenMP's
  ``reduction`` clause, which has no form for an element of an array: its threads would
  race on the element).
"""

from __future__ import annotations

from dataclasses import replace

from ..ir import nodes as ir
from ..ir.rewrite import map_expr, map_stmt_exprs
from ..ir.walk import expr_vars, stmt_exprs, subexprs, walk_stmts
from .base import (
    ScalarStep,
    add_locals,
    enclosing_loops,
    find_loop,
    fresh_name,
    has_exit,
    reads_scalar,
    register,
    replace_loop,
)

__all__ = ["ExpandScalar", "mentions_scalar", "parallel_reducer", "replace_scalar",
           "value_live_after"]


def mentions_scalar(s: ir.Stmt, name: str) -> bool:
    """Whether ``s`` (nested statements included) reads or writes the scalar ``name``."""
    for x in walk_stmts(ir.Block((s,))):
        if any(name in expr_vars(e) for e in stmt_exprs(x)):
            return True
        if isinstance(x, ir.Assign) and isinstance(x.target, ir.Var) \
                and x.target.name == name:
            return True
        if isinstance(x, ir.Return) and name in x.values:
            return True
    return False


def replace_scalar(s: ir.Stmt, scalar: str, element: ir.Access) -> ir.Stmt:
    """``s`` (nested statements included) with every read and write of the scalar
    ``scalar`` made a read or write of the array element ``element``."""
    def expand(e: ir.Expr) -> ir.Expr:
        return map_expr(e, lambda x: element
                        if isinstance(x, ir.Var) and x.name == scalar else x)

    def block(b: ir.Block) -> ir.Block:
        return ir.Block(tuple(replace_scalar(x, scalar, element) for x in b.body))

    if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) and s.target.name == scalar:
        return ir.Assign(element, expand(s.value), s.reduce)
    if isinstance(s, (ir.Loop, ir.While)):
        head = map_stmt_exprs(replace(s, body=ir.Block()), expand)
        return replace(head, body=block(s.body))
    if isinstance(s, ir.If):
        return replace(s, cond=expand(s.cond), then=block(s.then), orelse=block(s.orelse))
    if isinstance(s, ir.Block):
        return block(s)
    return map_stmt_exprs(s, expand)


def _defines(s: ir.Stmt, name: str) -> bool:
    """An unconditional ``name = e`` that does not read ``name``."""
    return (isinstance(s, ir.Assign) and isinstance(s.target, ir.Var)
            and s.target.name == name and s.reduce is None
            and name not in expr_vars(s.value))


def _scan(stmts: tuple[ir.Stmt, ...], name: str) -> str | None:
    """``"read"`` when ``name``'s incoming value may be read by ``stmts`` (run in order),
    ``"defined"`` when they overwrite it first, None when they do neither."""
    for s in stmts:
        if _defines(s, name):
            return "defined"
        if any(name in expr_vars(e) for e in stmt_exprs(s)):
            return "read"  # a loop's bounds, a condition, an assignment's value
        if isinstance(s, (ir.Loop, ir.While)):
            # a body that defines the value before reading it still lets it through
            # unread when it runs no iteration
            if _scan(s.body.body, name) == "read":
                return "read"
        elif isinstance(s, ir.If):
            verdicts = {_scan(s.then.body, name), _scan(s.orelse.body, name)}
            if "read" in verdicts:
                return "read"
            if verdicts == {"defined"}:
                return "defined"
        elif reads_scalar((s,), name):
            return "read"
    return None


def _path(b: ir.Block, label: str, owner: ir.Stmt | None = None
          ) -> list[tuple[ir.Block, int, ir.Stmt | None]] | None:
    """(block, index of the statement holding the loop, the statement owning the block) from
    the function body down to the block that holds loop ``label``."""
    for k, s in enumerate(b.body):
        if isinstance(s, ir.Loop) and s.label == label:
            return [(b, k, owner)]
        inner = ([s.body] if isinstance(s, (ir.Loop, ir.While)) else
                 [s.then, s.orelse] if isinstance(s, ir.If) else
                 [s] if isinstance(s, ir.Block) else [])
        for blk in inner:
            found = _path(blk, label, s)
            if found is not None:
                return [(b, k, owner), *found]
    return None


def value_live_after(program: ir.Program, loop: ir.Loop, name: str) -> bool:
    """Whether the value ``name`` holds when ``loop`` exits may be read later."""
    path = _path(program.body, loop.label) or []
    for depth in range(len(path) - 1, -1, -1):
        block, k, owner = path[depth]
        verdict = _scan(block.body[k + 1:], name)
        if verdict is not None:
            return verdict == "read"
        if isinstance(owner, ir.While) and name in expr_vars(owner.cond):
            return True
        if isinstance(owner, (ir.Loop, ir.While)) and _read_on_reentry(path[depth:], name):
            return True
    return False


def _read_on_reentry(path: list[tuple[ir.Block, int, ir.Stmt | None]], name: str) -> bool:
    """Whether an enclosing loop (``path[0]``'s owner), iterating again, may read ``name``
    before it reaches the loop at the end of ``path`` once more: what precedes the path's
    statement at every level runs first. The loop itself, entered again, defines the value
    before use or passes it on unread (to the statements after it, already scanned)."""
    for depth, (block, k, _) in enumerate(path):
        inner_owner = path[depth + 1][2] if depth + 1 < len(path) else None
        verdict = _scan(block.body[:k], name)
        if verdict is not None:
            return verdict == "read"
        if isinstance(inner_owner, ir.If):
            return True  # the other branch, not on the path, may read it
        if isinstance(inner_owner, ir.While) and name in expr_vars(inner_owner.cond):
            return True
    return False


def _nonnegative(e: ir.Expr, outer: dict[str, ir.Loop], single: dict[str, ir.Expr]) -> bool:
    """Whether ``e`` is >= 0 wherever it is evaluated: ``outer`` are the loops around it by
    variable, ``single`` the scalars assigned once in the function (a hoisted ``i + 1``),
    whose one definition decides their sign."""
    if isinstance(e, ir.Const):
        return isinstance(e.value, (int, float)) and e.value >= 0
    if isinstance(e, ir.Dim):
        return True
    if isinstance(e, ir.Var) and e.name in outer:
        lp = outer[e.name]
        return (isinstance(lp.step, ir.Const) and lp.step.value > 0
                and _nonnegative(lp.start, outer, single))
    if isinstance(e, ir.Var) and e.name in single:
        return _nonnegative(single[e.name], outer, {k: v for k, v in single.items()
                                                    if k != e.name})
    if isinstance(e, ir.Cast):
        return _nonnegative(e.expr, outer, single)
    if isinstance(e, ir.Binary) and e.op in ("add", "mul", "max", "min"):
        return _nonnegative(e.lhs, outer, single) and _nonnegative(e.rhs, outer, single)
    return False


def _assigned_once(program: ir.Program) -> dict[str, ir.Expr]:
    """Local scalars with exactly one (plain) assignment in the function: name -> value."""
    defs: dict[str, list[ir.Assign]] = {}
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var):
            defs.setdefault(s.target.name, []).append(s)
    locals_ = {d.name for d in program.locals if isinstance(d, ir.ScalarDecl)}
    return {n: a[0].value for n, a in defs.items()
            if n in locals_ and len(a) == 1 and a[0].reduce is None}


def _evaluable_at_entry(program: ir.Program, e: ir.Expr) -> bool:
    """Whether ``e`` has the same value at the start of the function as where it is."""
    params = {p.name for p in program.params if isinstance(p, ir.ScalarParam)}
    arrays = {p.name for p in program.params if isinstance(p, ir.ArrayParam)}
    assigned = {s.target.name for s in walk_stmts(program.body)
                if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var)}
    rebound = {s.array for s in walk_stmts(program.body) if isinstance(s, (ir.Alloc, ir.View))}
    for x in subexprs(e):
        if isinstance(x, ir.Var) and (x.name not in params or x.name in assigned):
            return False
        if isinstance(x, ir.Dim) and (x.array not in arrays or x.array in rebound):
            return False
        if isinstance(x, (ir.Access, ir.Call)):
            return False
    return True


def parallel_reducer(body: ir.Block, scalar: str) -> ir.Loop | None:
    """A parallel loop in ``body`` that assigns ``scalar``: OpenMP reduces into a scalar
    (``reduction(+: s)``), but a scalar that becomes an array element cannot be named in that
    clause, so its threads would race on the element."""
    return next((s for s in walk_stmts(body) if isinstance(s, ir.Loop) and s.kind == "parallel"
                 and any(isinstance(x, ir.Assign) and x.target == ir.Var(scalar, x.target.dtype)
                         for x in walk_stmts(s.body))), None)


def _problem(program: ir.Program, loop: ir.Loop, scalar: str) -> str | None:
    """Why ``scalar`` cannot be expanded along ``loop`` (None: it can)."""
    first = next((s for s in loop.body.body if mentions_scalar(s, scalar)), None)
    if first is None:
        return f"the loop's body does not use {scalar}"
    if not _defines(first, scalar):
        return (f"the first statement that uses {scalar} does not define it (a value may "
                "come from the previous iteration)")
    exit_kind = has_exit(loop.body)
    if exit_kind is not None:
        return f"the loop's body has a {exit_kind}"
    if not (isinstance(loop.step, ir.Const) and loop.step.value > 0):
        return "the loop's step is not a positive constant"
    enclosing = enclosing_loops(program, loop.label)
    parallel = next((lp for lp in enclosing if lp.kind == "parallel"), None)
    if parallel is not None:  # the transformation fuzzer found the race (0.3 off, 1 run in 3)
        return (f"the loop runs inside parallel loop {parallel.label!r}: the new array, "
                "allocated once, would be shared by its threads")
    inner = parallel_reducer(loop.body, scalar)
    if inner is not None:  # the transformation fuzzer found the race (seed 1, program 1041)
        return (f"parallel loop {inner.label!r} inside it reduces into {scalar}: as an array "
                "element the reduction would race")
    outer = {lp.var: lp for lp in enclosing}
    if not _nonnegative(loop.start, outer, _assigned_once(program)):
        return "the loop's start is not provably non-negative (it indexes the new array)"
    if not _evaluable_at_entry(program, loop.stop):
        return "the loop's stop cannot be evaluated at the start of the function"
    if value_live_after(program, loop, scalar):
        return f"the value {scalar} holds after the loop may be read"
    return None


@register
class ExpandScalar(ScalarStep):
    name = "expand_scalar"
    action = "expand"

    def _problem(self, program: ir.Program, loop: ir.Loop, scalar: str) -> str | None:
        return _problem(program, loop, scalar)

    def _rewrite(self, program: ir.Program, target: str, *, scalar: str) -> ir.Program:
        loop = find_loop(program, target, self.name)
        dtype = next(d.dtype for d in program.locals if d.name == scalar)
        array = fresh_name(program, f"{scalar}_x")
        element = ir.Access(array, (ir.Var(loop.var, "int64"),), dtype)
        out = replace_loop(program, target, lambda lp: replace(
            lp, body=ir.Block(tuple(replace_scalar(s, scalar, element) for s in lp.body.body))))
        if not any(mentions_scalar(x, scalar) for x in out.body.body):  # no use left: no decl
            out = replace(out, locals=tuple(d for d in out.locals if d.name != scalar))
        out = add_locals(out, ir.ArrayDecl(array, dtype, 1))
        alloc = ir.Alloc(array, (loop.stop,))
        return replace(out, body=ir.Block((alloc, *out.body.body)))
