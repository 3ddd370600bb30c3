"""``fuse(loop, other=...)``: loop fusion of two adjacent loops with the same iterations.

``for i in R: A(i)`` directly followed by ``for j in R: B(j)`` becomes ``for i in R: A(i);
B(i)``: one pass over the data instead of two, which is what makes a producer's temporary
short-lived enough to be contracted to a scalar (see ``contract``). The fused loop keeps the
first loop's label and variable; the second loop's variable is substituted.

Legality. Originally every instance of ``A`` runs before every instance of ``B``; fused,
``A(k1)`` still runs before ``B(k2)`` when ``k1 <= k2`` but after it when ``k2`` comes first.
So fusion is illegal exactly when the fused loop has a dependence from a statement of ``B``
to a statement of ``A`` (necessarily carried by the fused loop): the original dependence
``A(k1) -> B(k2)`` would be reversed. We build the candidate and ask the dependence analysis;
an inexact ("may") dependence of that shape is refused too, and so is one between reductions
(reassociating them would change floating-point results). Scalars count as 0-d arrays, so a
scalar written by one loop and read by the other (a sum used after its loop) is caught.

Structure: the loops must be statements of one block with nothing between them but index
guards (:mod:`loopcraft.ir.index_guard`, moved before the fused loop) and allocations
and views (``T = empty(...)``, ``V = view(...)``) of arrays the first loop does not name (nor,
for an allocation, any array sharing its memory): such a statement reads and writes no element
the first loop touches, so it moves before the fused loop unchanged -- which is what lets a
model's operators, each with its own output allocation before its nest, fuse. Two more kinds
move the same way: a scalar assignment that reads no array element, of a scalar the first
loop does not name, from scalars it does not assign (``acc = 0`` before a reduction: the
frontend puts one before every sum); and a shape check (``if x.shape[0] != m.shape[0]: raise
IndexError(...)``, reading no element nor a scalar the first loop assigns) when the first loop
writes no argument array (nor one sharing its memory) -- raised before the first loop, it
leaves nothing the caller sees half-written. Anything else between them could read or write
their data. Bounds must be equal expressions that neither body changes (the second loop's
bounds are evaluated after the first loop ran); ``T.shape[d]`` counts as the extent ``T``'s
allocation in the same block gave it when that extent reads only constants, scalars the
program never assigns and extents of arguments it never rebinds (the frontend bounds an
elementwise loop by its result's extent, ``mask.shape[0]``, and a reduction over the same
data by the argument's, ``radius.shape[0]``); the fused loop then runs over the second
loop's bounds. Neither body may leave its iterations early
(``break``/``continue``/``return``/``raise``) or contain a ``while``.

Kind: the fused loop is serial unless both loops have the same kind and attributes. A fused
``parallel``/``vector`` loop keeps that kind only when no dependence is carried between the two
halves (each half was already accepted as parallel on its own); otherwise it becomes serial,
since running iterations concurrently would race on the data passed from ``A`` to ``B``.
``collapse`` is dropped: the fused body is no longer a perfect nest.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..errors import (
    BoundsMismatchError,
    DependenceViolationError,
    ForbiddenStatementError,
    LoopNotFoundError,
    NameCaptureError,
    NotAdjacentError,
)
from ..ir import nodes as ir
from ..ir.index_guard import match_index_guard
from ..ir.printer import format_expr
from ..ir.rewrite import map_expr, substitute_block
from ..ir.walk import expr_vars, stmt_exprs, subexprs, walk_stmts
from .base import (
    Transformation,
    bounds_invariant,
    find_loop,
    has_exit,
    locate_loop,
    loop_dependences,
    register,
    replace_loop,
    uses_vars,
)
from .hoist import alias_group

__all__ = ["Fuse", "fused_program", "sibling_loop_after", "may_stand_between"]


@register
class Fuse(Transformation):
    name = "fuse"
    params = {"other": str}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, other: str) -> None:
        first = find_loop(program, target, self.name)
        try:
            second = find_loop(program, other, self.name)
        except LoopNotFoundError as exc:
            raise LoopNotFoundError(self.name, target, exc.reason) from None
        if other == target:
            raise NotAdjacentError(self.name, target, f"cannot fuse loop {target} with itself",
                                   other=other)
        if sibling_loop_after(program, target) is not second:
            raise NotAdjacentError(self.name, target,
                                   f"loops {target} and {other} are not adjacent (loop "
                                   f"{other} must follow loop {target} in the same block, "
                                   "with only allocations and views between them)",
                                   other=other)
        between = _between(program, target)
        if between:
            # a view binds a name (no element is read or written): the first loop must not
            # use that name; an allocation also gives memory: nor any array sharing it
            named = _named(first.body) | _named(ir.Block((first,)), bounds_only=True)
            views = {s.array for s in between if isinstance(s, ir.View)}
            allocs = {s.array for s in between if isinstance(s, ir.Alloc)}
            shared = sorted(n for n in named
                            if n in views or alias_group(program, n) & allocs)
            assigned = {s.target.name for s in walk_stmts(first.body)
                        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var)}
            read = {v for s in between if not isinstance(s, (ir.Alloc, ir.View))
                    for t in walk_stmts(ir.Block((s,))) for x in stmt_exprs(t)
                    for v in expr_vars(x)}
            if assigned & read:
                raise NotAdjacentError(self.name, target, f"loop {target} assigns "
                                       f"{sorted(assigned & read)[0]}, which a check or "
                                       f"assignment between it and loop {other} reads",
                                       other=other)
            inits = {s.target.name for s in between if _scalar_init(s)}  # type: ignore[union-attr]
            used = inits & _scalars_named(first)
            if used:
                raise NotAdjacentError(self.name, target, f"loop {target} uses "
                                       f"{sorted(used)[0]}, which a statement between it and "
                                       f"loop {other} assigns", other=other)
            if any(_shape_check(s) for s in between):
                params = {p.name for p in program.params if isinstance(p, ir.ArrayParam)}
                hit = sorted(w for w in _written(first) if alias_group(program, w) & params)
                if hit:
                    raise NotAdjacentError(self.name, target, f"loop {target} writes the "
                                           f"argument {hit[0]}, and a shape check between it "
                                           f"and loop {other} may raise after it",
                                           other=other)
            if shared:
                raise NotAdjacentError(self.name, target, f"loop {target} uses {shared[0]}, "
                                       f"which a statement between it and loop {other} "
                                       "allocates or views", other=other)
        if _bounds(program, target, first) != _bounds(program, other, second):
            raise BoundsMismatchError(
                self.name, target, f"loops {target} and {other} run over different ranges: "
                f"{_range_text(first)} vs {_range_text(second)}")
        for lp in (first, second):
            exit_kind = has_exit(lp.body)
            if exit_kind is not None:
                raise ForbiddenStatementError(
                    self.name, target, f"loop {lp.label} contains a {exit_kind}, so its "
                    "iterations cannot be interleaved with another loop's",
                    statement=exit_kind, inner=lp.label)
            bounds_invariant(lp, self.name)
        # the fused loop runs over the second loop's bounds, at the first loop's place
        bounds_invariant(replace(first, start=second.start, stop=second.stop,
                                 step=second.step), self.name)
        if first.var != second.var and uses_vars(second.body, {first.var}):
            raise NameCaptureError(self.name, target,
                                   f"loop {other} reads {first.var}, which would become the "
                                   f"variable of loop {target}", variable=first.var, other=other)
        if cheap:
            return
        fused = fused_program(program, target, other)
        for d in _cross_dependences(fused, target, len(first.body.body), backwards=True):
            raise DependenceViolationError(self.name, target, _violation(d, target, other), d)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        nxt = sibling_loop_after(program, target)
        if nxt is not None:
            return {"other": nxt.label}
        labels = [t for t in self.targets(program) if t != target]
        return {"other": rng.choice(labels) if labels else target}

    def _rewrite(self, program: ir.Program, target: str, *, other: str) -> ir.Program:
        first, second = find_loop(program, target, self.name), find_loop(program, other,
                                                                          self.name)
        fused = fused_program(program, target, other)
        kind, attrs = "serial", ()
        if (first.kind, first.attrs) == (second.kind, second.attrs):
            kind, attrs = first.kind, tuple(a for a in first.attrs if a[0] != "collapse")
            if kind in ("parallel", "vector") and any(
                    True for _ in _cross_dependences(fused, target, len(first.body.body),
                                                     backwards=False)):
                kind, attrs = "serial", ()
        return replace_loop(fused, target, lambda lp: replace(lp, kind=kind, attrs=attrs))


def fused_program(program: ir.Program, target: str, other: str) -> ir.Program:
    """``program`` with loop ``other``'s body (its variable renamed) appended to loop
    ``target``'s body and loop ``other`` removed; kind and attrs still the first loop's."""
    first, second = find_loop(program, target, "fuse"), find_loop(program, other, "fuse")
    moved = _between(program, target)
    body = second.body if second.var == first.var else substitute_block(
        second.body, {second.var: ir.Var(first.var, "int64")})
    merged = replace(first, body=ir.Block(first.body.body + body.body))
    if (first.start, first.stop, first.step) != (second.start, second.stop, second.step):
        merged = replace(merged, start=second.start, stop=second.stop, step=second.step)
    program = _drop(program, moved) if moved else program
    return replace_loop(replace_loop(program, other, lambda _: ()), target,
                        lambda _: (*moved, merged))


def sibling_loop_after(program: ir.Program, label: str) -> ir.Loop | None:
    """The next loop after loop ``label`` in its block when only allocations and views stand
    between them (see the module docstring), if there is one."""
    found = _search(program.body, label)
    return None if found is None else found[0]


def _between(program: ir.Program, label: str) -> tuple[ir.Stmt, ...]:
    """The allocations and views between loop ``label`` and :func:`sibling_loop_after`."""
    found = _search(program.body, label)
    return () if found is None else found[1]


def _search(b: ir.Block, label: str) -> tuple[ir.Loop | None, tuple[ir.Stmt, ...]] | None:
    for k, s in enumerate(b.body):
        if isinstance(s, ir.Loop) and s.label == label:
            e = k + 1
            while e < len(b.body) and may_stand_between(b.body[e]):
                e += 1
            if e < len(b.body) and isinstance(b.body[e], ir.Loop):
                return b.body[e], tuple(b.body[k + 1:e])  # type: ignore[return-value]
            return None, ()
        for inner in _blocks(s):
            found = _search(inner, label)
            if found is not None:
                return found
    return None


def may_stand_between(s: ir.Stmt) -> bool:
    """Whether ``s`` is of a kind that may stand between two loops ``fuse`` takes (an
    allocation, a view, an index guard, a shape check, a scalar assignment; whether it may
    move before the fused loop is the legality check's question)."""
    return (isinstance(s, (ir.Alloc, ir.View)) or _movable_guard(s) or _shape_check(s)
            or _scalar_init(s))


def _shape_check(s: ir.Stmt) -> bool:
    """``if cond: raise ...`` reading no array element (the frontend's shape checks)."""
    return (isinstance(s, ir.If) and not s.orelse.body and len(s.then.body) == 1
            and isinstance(s.then.body[0], ir.Raise) and not any(
                isinstance(e, ir.Access) for t in (s, s.then.body[0]) for x in stmt_exprs(t)
                for e in subexprs(x)))


def _scalar_init(s: ir.Stmt) -> bool:
    """``x = e`` of a scalar, reading no array element."""
    return (isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) and s.reduce is None
            and not any(isinstance(e, ir.Access) for e in subexprs(s.value)))


def _scalars_named(loop: ir.Loop) -> set[str]:
    """The scalars ``loop`` reads or assigns (bounds included)."""
    out: set[str] = set()
    for t in walk_stmts(ir.Block((loop,))):
        out.update(v for x in stmt_exprs(t) for v in expr_vars(x))
        if isinstance(t, ir.Assign) and isinstance(t.target, ir.Var):
            out.add(t.target.name)
        if isinstance(t, ir.Loop):
            out.add(t.var)
    return out


def _written(loop: ir.Loop) -> set[str]:
    out: set[str] = set()
    for t in walk_stmts(loop.body):
        if isinstance(t, ir.Assign) and isinstance(t.target, ir.Access):
            out.add(t.target.array)
        elif isinstance(t, ir.LibCall):
            out.update(t.outputs)
    return out


def _bounds(program: ir.Program, label: str, loop: ir.Loop) -> tuple[ir.Expr, ...]:
    """``loop``'s bounds with each ``T.shape[d]`` of an array allocated in the block of loop
    ``label`` (before it) replaced by the allocation's extent, when that extent cannot
    change: it reads only constants, scalars the program never assigns and extents of
    arguments it never rebinds (see the module docstring)."""
    found = locate_loop(program.body, label)
    if found is None:
        return (loop.start, loop.stop, loop.step)
    block, k = found
    allocs: dict[str, ir.Alloc] = {}
    for s in block.body[:k]:
        if isinstance(s, (ir.Alloc, ir.View)):
            allocs.pop(s.array, None)
            if isinstance(s, ir.Alloc):
                allocs[s.array] = s
    if not allocs:
        return (loop.start, loop.stop, loop.step)
    assigned: set[str] = set()
    bound: set[str] = set()
    for t in walk_stmts(program.body):
        if isinstance(t, ir.Assign) and isinstance(t.target, ir.Var):
            assigned.add(t.target.name)
        elif isinstance(t, ir.Loop):
            assigned.add(t.var)
        elif isinstance(t, (ir.Alloc, ir.View)):
            bound.add(t.array)
    params = {p.name for p in program.params if isinstance(p, ir.ArrayParam)}

    def fixed(e: ir.Expr) -> bool:
        return all(isinstance(x, (ir.Const, ir.Unary, ir.Binary, ir.Cast))
                   or isinstance(x, ir.Var) and x.name not in assigned
                   or isinstance(x, ir.Dim) and x.array in params and x.array not in bound
                   for x in subexprs(e))

    def resolve(e: ir.Expr) -> ir.Expr:
        if isinstance(e, ir.Dim) and e.array in allocs:
            shape = allocs[e.array].shape
            if e.axis < len(shape) and fixed(shape[e.axis]):
                return shape[e.axis]
        return e
    return tuple(map_expr(e, resolve) for e in (loop.start, loop.stop, loop.step))


def _movable_guard(s: ir.Stmt) -> bool:
    """An index guard (:mod:`loopcraft.ir.index_guard`) that reads no array element: it
    writes nothing and moves before the fused loop (raising before the first loop ran, as a
    hoisted bounds check does) unless the first loop assigns a scalar it reads."""
    return match_index_guard(s) is not None and not any(
        isinstance(e, ir.Access) for x in stmt_exprs(s) for e in subexprs(x))


def _drop(program: ir.Program, stmts: tuple[ir.Stmt, ...]) -> ir.Program:
    """``program`` without the statements ``stmts`` (found by identity)."""
    ids = {id(s) for s in stmts}

    def visit(b: ir.Block) -> ir.Block:
        out: list[ir.Stmt] = []
        for s in b.body:
            if id(s) in ids:
                continue
            if isinstance(s, (ir.Loop, ir.While)):
                s = replace(s, body=visit(s.body))
            elif isinstance(s, ir.If):
                s = replace(s, then=visit(s.then), orelse=visit(s.orelse))
            out.append(s)
        return ir.Block(tuple(out))
    return replace(program, body=visit(program.body))


def _named(b: ir.Block, bounds_only: bool = False) -> set[str]:
    """The arrays the statements of ``b`` name (accesses, extents, calls, bindings); with
    ``bounds_only``, only those its top-level statements' own expressions name."""
    out: set[str] = set()
    for s in (b.body if bounds_only else walk_stmts(b)):
        if isinstance(s, ir.LibCall):
            out.update((*s.outputs, *s.inputs))
        elif isinstance(s, (ir.Alloc, ir.View)):
            out.add(s.array)
            if isinstance(s, ir.View):
                out.add(s.source)
        elif isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
            out.add(s.target.array)
        out.update(e.array for x in stmt_exprs(s) for e in subexprs(x)
                   if isinstance(e, (ir.Access, ir.Dim)))
    return out


def _blocks(s: ir.Stmt) -> tuple[ir.Block, ...]:
    if isinstance(s, (ir.Loop, ir.While)):
        return (s.body,)
    if isinstance(s, ir.If):
        return (s.then, s.orelse)
    if isinstance(s, ir.Block):
        return (s,)
    return ()


def _cross_dependences(fused: ir.Program, label: str, split: int, backwards: bool):  # type: ignore[no-untyped-def]
    """Dependences of the fused loop between its two halves (statements ``< split`` and
    ``>= split``): from the second half to the first (``backwards``), else from the first to
    the second and carried by the loop. Only the pairs across the halves are analysed, and
    only at the fused loop's level: the two halves share no loop below it, and a dependence
    from the second half to the first can only be carried by it."""
    for d in loop_dependences(fused, label, 1, split):
        if backwards and d.source_top >= split > d.sink_top:
            yield d
        elif not backwards and d.source_top < split <= d.sink_top and d.carried_by is not None:
            yield d


_ORIGINAL_KIND = {"flow": "anti", "anti": "flow", "output": "output"}


def _violation(d: Any, first: str, second: str) -> str:
    """Why fusing ``first`` and ``second`` is illegal: the original dependence (first loop ->
    second loop) that the fused dependence ``d`` (second half -> first half) reverses."""
    how = "would" if d.exact and "*" not in d.direction else "may"
    kind = _ORIGINAL_KIND[d.kind]
    when = "" if d.distance is None else f" {_iterations(d.distance)}"
    effect = {
        "flow": f"{d.source_access} {how} be read{when} before {d.sink_access} writes it",
        "anti": f"{d.source_access} {how} be overwritten{when} before {d.sink_access} reads it",
        "output": f"the two writes {how} land in the opposite order",
    }[kind]
    return (f"fuse({first}, {second}) {how} reverse the {kind} dependence "
            f"{d.sink_access} -> {d.source_access} on {d.array} (from `{d.sink}` in loop "
            f"{first} to `{d.source}` in loop {second}): fused, {effect}")


def _iterations(distance: tuple[int, ...]) -> str:
    n = abs(distance[0]) if distance else 0
    return f"{n} iteration{'s' if n != 1 else ''}"


def _range_text(loop: ir.Loop) -> str:
    return (f"range({format_expr(loop.start)}, {format_expr(loop.stop)}, "
            f"{format_expr(loop.step)})")
