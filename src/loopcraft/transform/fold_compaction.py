"""``fold_compaction(loop)``: a loop over a compacted array becomes a masked loop over its
source, and the compaction goes.

``x[mask]`` lowers to a count of the mask, an allocation of that many elements and a serial
select loop that copies the chosen elements in order (``T = empty((C,)); P = 0; for k in R:
if m(k): T[P] = e(k); P = P + 1``). When the only thing done with ``T`` is one loop over it
(``for j in range(0, T.shape[0]): B(T[j])``, e.g. ``x[mask].mean()``, ``x[mask].sum()``), the
copy is a whole pass and an allocation for nothing: the rewrite runs ``B`` where it was
copied, ``for k in R: if m(k): B(e(k))``, and drops the allocation, the counter and the
select loop. The bodies run on the same values in the same order (the ``j``-th iteration
over ``T`` is the ``j``-th ``k`` whose ``m(k)`` holds), so the result is bit-identical; the
consumer keeps its kind, so a parallel reduction stays one, now over the source's range and
without a serial pass in front of it (which is what lets ``fuse`` then put mask, count and
sum in one parallel loop: NPBench's azimint_naive).

Legality (each refusal is a :class:`~loopcraft.errors.NoMatchError` naming the condition):

* ``loop`` runs ``range(0, V.shape[0])`` over ``V``, which is ``T`` or the whole of it
  (``V = view(T, at=(0,), dims=(axis(0, T.shape[0], 1),))``); its variable is used only as
  the index of reads ``V[j]``, and its body names neither ``T`` nor ``V`` otherwise;
* ``T`` is allocated 1-d with extent ``C`` (a scalar) right after the loop that counts
  ``m`` over ``R`` (``C = 0`` before it, ``C += i64(m(i))`` its whole body), followed by
  ``P = 0`` and the select loop over the same ``R``: so ``T`` holds exactly ``C`` elements,
  the ``e(k)`` of the true ``m(k)``, in order;
* between the select loop and ``loop`` only scalar assignments (and the view) stand, which
  assign nothing ``m``, ``e`` or the range read; the consumer's body writes no array that
  ``m`` or ``e`` reads (nor one sharing its memory) and assigns no scalar they read: ``m(k)``
  and ``e(k)`` evaluated later give the values the select loop saw;
* nothing else in the program names ``T``, ``V`` or ``P``, and ``C`` is not assigned after
  its count: the remaining ``T.shape[0]``/``V.shape[0]`` (``mean``'s divisor) become ``C``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..errors import LoopNotFoundError, NoMatchError
from ..ir import nodes as ir
from ..ir.rewrite import map_expr, map_stmt_exprs, substitute
from ..ir.walk import expr_vars, stmt_exprs, subexprs, walk_stmts
from .base import Transformation, locate_loop, register
from .hoist import alias_group

__all__ = ["FoldCompaction", "find_compaction"]


@dataclass(frozen=True)
class Compaction:
    """A matched compaction and its consumer: ``block`` holds them; ``first`` is the index
    of the allocation of ``temp`` and ``last`` the consumer's; ``view`` is ``V`` (``temp``
    when there is none); ``counter`` is ``P`` and ``count`` is ``C``."""

    block: ir.Block
    first: int
    last: int
    select: ir.Loop
    consumer: ir.Loop
    temp: str
    view: str
    counter: str
    count: str
    cond: ir.Expr
    value: ir.Expr


@register
class FoldCompaction(Transformation):
    name = "fold_compaction"
    params: dict[str, Any] = {}

    def _check(self, program: ir.Program, target: str, *, cheap: bool) -> None:
        find_compaction(program, target)

    def _rewrite(self, program: ir.Program, target: str) -> ir.Program:
        c = find_compaction(program, target)
        j = ir.Var(c.consumer.var, "int64")
        dtype = _array_dtype(program, c.temp)
        value = substitute(c.value, {c.select.var: j})
        if value.dtype != dtype:
            value = ir.Cast(value, dtype)
        cond = substitute(c.cond, {c.select.var: j})

        def element(e: ir.Expr) -> ir.Expr:
            return value if isinstance(e, ir.Access) and e.array == c.view else e
        body = ir.Block(tuple(map_stmt_exprs(s, lambda x: map_expr(x, element))
                              for s in c.consumer.body.body))
        loop = replace(c.consumer, start=c.select.start, stop=c.select.stop,
                       step=c.select.step, body=ir.Block((ir.If(cond, body),)))
        count = ir.Var(c.count, "int64")

        def extent(e: ir.Expr) -> ir.Expr:
            return count if isinstance(e, ir.Dim) and e.array in (c.temp, c.view) else e
        stmts = list(c.block.body)
        after = [map_stmt_exprs(s, lambda x: map_expr(x, extent)) for s in stmts[c.last + 1:]]
        kept = [map_stmt_exprs(s, lambda x: map_expr(x, extent))
                for s in stmts[c.first + 3:c.last]
                if not (isinstance(s, ir.View) and s.array == c.view)]
        new_block = ir.Block((*stmts[:c.first], *kept, loop, *after))
        gone = {c.temp, c.view, c.counter}
        program = replace(program, locals=tuple(d for d in program.locals if d.name not in gone))
        return replace(program, body=_replace_block(program.body, c.block, new_block))


def find_compaction(program: ir.Program, label: str) -> Compaction:
    """The compaction consumed by loop ``label`` (see the module docstring), or the
    :class:`~loopcraft.errors.NoMatchError` that says which condition fails."""
    found = locate_loop(program.body, label)
    if found is None:
        raise LoopNotFoundError("fold_compaction", label, f"no loop labelled {label!r}")
    block, last = found
    loop: ir.Loop = block.body[last]  # type: ignore[assignment]

    def refuse(why: str) -> NoMatchError:
        return NoMatchError("fold_compaction", label, why)
    if not (_is_int(loop.start, 0) and _is_int(loop.step, 1) and isinstance(loop.stop, ir.Dim)
            and loop.stop.axis == 0):
        raise refuse(f"loop {label} does not run range(0, V.shape[0]) over an array V")
    view = loop.stop.array
    stmts = block.body
    bind = _last_binding(stmts[:last], view)
    if bind is None:
        raise refuse(f"{view} is not bound in the block of loop {label}")
    temp, at = view, bind
    if isinstance(stmts[bind], ir.View):
        v = stmts[bind]
        assert isinstance(v, ir.View)
        if not (len(v.offset) == 1 and _is_int(v.offset[0], 0) and len(v.dims) == 1
                and v.dims[0].source_axis == 0 and v.dims[0].extent == ir.Dim(v.source, 0)
                and _is_int(v.dims[0].step, 1)):
            raise refuse(f"{view} is not the whole of the array it views")
        temp = v.source
        found_alloc = _last_binding(stmts[:bind], temp)
        if found_alloc is None:
            raise refuse(f"{temp} is not bound in the block of loop {label}")
        at = found_alloc
    first = at
    alloc = stmts[first]
    if not (isinstance(alloc, ir.Alloc) and len(alloc.shape) == 1 and alloc.fill is None
            and isinstance(alloc.shape[0], ir.Var)):
        raise refuse(f"{temp} is not allocated 1-d with a scalar extent")
    count = alloc.shape[0].name
    if not (first >= 1 and first + 2 < last):
        raise refuse(f"no select loop between the allocation of {temp} and loop {label}")
    init, select, counting = stmts[first + 1], stmts[first + 2], stmts[first - 1]
    if not (isinstance(init, ir.Assign) and isinstance(init.target, ir.Var)
            and init.reduce is None and _is_int(init.value, 0)):
        raise refuse(f"{temp}'s allocation is not followed by a counter set to 0")
    counter = init.target.name
    cond, value = _select_parts(select, temp, counter)
    if cond is None or value is None or not isinstance(select, ir.Loop):
        raise refuse(f"no select loop `if m: {temp}[{counter}] = e; {counter} += 1` after "
                     f"{temp}'s allocation")
    if not _counts(stmts[:first], counting, count, cond, select):
        raise refuse(f"{count} is not the count of the select loop's condition, taken right "
                     f"before {temp} is allocated")
    read_vars = set().union(*(expr_vars(e) for e in (cond, value, select.start, select.stop,
                                                     select.step)))
    read_arrays = {e.array for x in (cond, value, select.start, select.stop, select.step)
                   for e in subexprs(x) if isinstance(e, (ir.Access, ir.Dim))}
    if read_vars & {counter, count} or read_arrays & {temp, view}:
        raise refuse(f"the select loop's condition or value reads {counter}, {count} or "
                     f"{temp}")
    for s in stmts[first + 3:last]:
        if isinstance(s, ir.View) and s.array == view and view != temp:
            continue
        if not (isinstance(s, ir.Assign) and isinstance(s.target, ir.Var)):
            raise refuse(f"a statement other than a scalar assignment stands between the "
                         f"select loop and loop {label}")
        if s.target.name in read_vars | {count}:
            raise refuse(f"{s.target.name} is assigned between the select loop and loop "
                         f"{label}")
    _check_consumer(program, loop, view, temp, read_vars, read_arrays, refuse)
    names = {temp, view}
    allowed = {id(stmts[first]), id(stmts[bind]), id(select), id(loop), id(init)}
    allowed |= {id(t) for t in (*walk_stmts(select.body), *walk_stmts(loop.body))}
    # where the extent may be read: rewritten to the count (see _rewrite)
    extents = {id(t) for t in walk_stmts(ir.Block(stmts[first + 3:]))}
    for s in walk_stmts(program.body):
        if id(s) in allowed:
            continue
        if _names(s) & names and not (id(s) in extents and _only_extents(s, names)):
            raise refuse(f"{temp} or {view} is used outside the select loop and loop {label}")
        if counter in _scalar_names(s):
            raise refuse(f"the counter {counter} is used outside the select loop")
    for s in stmts[first + 1:]:
        if any(isinstance(t, ir.Assign) and isinstance(t.target, ir.Var)
               and t.target.name == count for t in walk_stmts(ir.Block((s,)))):
            raise refuse(f"{count} is assigned after {temp} is allocated")
    return Compaction(block, first, last, select, loop, temp, view, counter, count, cond, value)


def _check_consumer(program: ir.Program, loop: ir.Loop, view: str, temp: str,
                    read_vars: set[str], read_arrays: set[str], refuse: Any) -> None:
    j = loop.var
    if j in read_vars:
        raise refuse(f"the select loop reads {j}, the variable of loop {loop.label}")
    elem = ir.Access(view, (ir.Var(j, "int64"),), "")
    for s in walk_stmts(loop.body):
        for x in stmt_exprs(s):
            for e in subexprs(x):
                if isinstance(e, ir.Access) and e.array == view:
                    if replace(e, dtype="") != elem:
                        raise refuse(f"loop {loop.label} reads {view} other than at {j}")
                elif isinstance(e, ir.Access) and j in expr_vars(e):
                    raise refuse(f"loop {loop.label} uses {j} other than as {view}'s index")
                elif isinstance(e, ir.Dim) and e.array in (view, temp):
                    raise refuse(f"loop {loop.label} asks for {e.array}'s extent")
        others = [x for x in stmt_exprs(s) if j in expr_vars(map_expr(
            x, lambda e: ir.Const(0, "int64") if isinstance(e, ir.Access) and e.array == view
            else e))]
        if others:
            raise refuse(f"loop {loop.label} uses {j} other than as {view}'s index")
        if isinstance(s, (ir.Alloc, ir.View)) and s.array in {view, temp} | read_arrays:
            raise refuse(f"loop {loop.label} rebinds {s.array}")
        if isinstance(s, ir.Assign):
            if isinstance(s.target, ir.Access):
                if s.target.array in (view, temp):
                    raise refuse(f"loop {loop.label} writes {s.target.array}")
                if alias_group(program, s.target.array) & read_arrays:
                    raise refuse(f"loop {loop.label} writes {s.target.array}, which the "
                                 "select loop may read")
            elif s.target.name in read_vars:
                raise refuse(f"loop {loop.label} assigns {s.target.name}, which the select "
                             "loop reads")
        if isinstance(s, ir.LibCall):
            raise refuse(f"loop {loop.label} holds a library call")


def _select_parts(s: ir.Stmt, temp: str, counter: str) -> tuple[ir.Expr | None,
                                                                 ir.Expr | None]:
    """``(m, e)`` of ``for k in R: if m: temp[counter] = e; counter = counter + 1``."""
    if not (isinstance(s, ir.Loop) and s.kind == "serial" and len(s.body.body) == 1):
        return None, None
    branch = s.body.body[0]
    if not (isinstance(branch, ir.If) and not branch.orelse.body
            and len(branch.then.body) == 2):
        return None, None
    store, bump = branch.then.body
    p = ir.Var(counter, "int64")
    if not (isinstance(store, ir.Assign) and store.reduce is None
            and isinstance(store.target, ir.Access) and store.target.array == temp
            and store.target.indices == (p,)):
        return None, None
    if not (isinstance(bump, ir.Assign) and bump.reduce is None and bump.target == p
            and isinstance(bump.value, ir.Binary) and bump.value.op == "add"
            and bump.value.lhs == p and _is_int(bump.value.rhs, 1)):
        return None, None
    if counter in expr_vars(store.value):
        return None, None
    return branch.cond, store.value


def _counts(before: tuple[ir.Stmt, ...], loop: ir.Stmt, count: str, cond: ir.Expr,
            select: ir.Loop) -> bool:
    """Whether ``loop`` (the statement just before the allocation) counts ``cond`` over the
    select loop's range into ``count``, set to 0 by the last statement before it that
    assigns ``count``."""
    if not (isinstance(loop, ir.Loop) and len(loop.body.body) == 1
            and (loop.start, loop.stop, loop.step) == (select.start, select.stop, select.step)):
        return False
    add = loop.body.body[0]
    if not (isinstance(add, ir.Assign) and add.reduce == "add"
            and add.target == ir.Var(count, "int64") and isinstance(add.value, ir.Cast)
            and add.value.dtype == "int64"):
        return False
    if substitute(add.value.expr, {loop.var: ir.Var(select.var, "int64")}) != cond:
        return False
    if count in expr_vars(add.value.expr) or count in set().union(
            *(expr_vars(e) for e in (loop.start, loop.stop, loop.step))):
        return False
    for s in reversed(before[:-1]):
        writes = [t for t in walk_stmts(ir.Block((s,))) if isinstance(t, ir.Assign)
                  and isinstance(t.target, ir.Var) and t.target.name == count]
        if writes:
            return (len(writes) == 1 and writes[0] is s and s.reduce is None  # type: ignore[union-attr]
                    and _is_int(s.value, 0))  # type: ignore[union-attr]
    return False


def _replace_block(b: ir.Block, old: ir.Block, new: ir.Block) -> ir.Block:
    if b is old:
        return new
    out: list[ir.Stmt] = []
    for s in b.body:
        if isinstance(s, (ir.Loop, ir.While)):
            s = replace(s, body=_replace_block(s.body, old, new))
        elif isinstance(s, ir.If):
            s = replace(s, then=_replace_block(s.then, old, new),
                        orelse=_replace_block(s.orelse, old, new))
        elif isinstance(s, ir.Block):
            s = _replace_block(s, old, new)
        out.append(s)
    return ir.Block(tuple(out))


def _last_binding(stmts: tuple[ir.Stmt, ...], name: str) -> int | None:
    for k in range(len(stmts) - 1, -1, -1):
        s = stmts[k]
        if isinstance(s, (ir.Alloc, ir.View)) and s.array == name:
            return k
    return None


def _names(s: ir.Stmt) -> set[str]:
    """The arrays statement ``s`` itself names (accesses, extents, bindings, calls,
    returns), not those of nested blocks."""
    out = {e.array for x in stmt_exprs(s) for e in subexprs(x)
           if isinstance(e, (ir.Access, ir.Dim))}
    if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
        out.add(s.target.array)
    if isinstance(s, (ir.Alloc, ir.View)):
        out.add(s.array)
        if isinstance(s, ir.View):
            out.add(s.source)
    if isinstance(s, ir.LibCall):
        out.update((*s.outputs, *s.inputs))
    if isinstance(s, ir.Return):
        out.update(v for v in s.values if isinstance(v, str))
    return out


def _only_extents(s: ir.Stmt, names: set[str]) -> bool:
    """Whether ``s`` names the arrays ``names`` only through their extents (``V.shape[0]``)."""
    if isinstance(s, (ir.Alloc, ir.View)) and (
            s.array in names or isinstance(s, ir.View) and s.source in names):
        return False
    if isinstance(s, ir.LibCall) and set((*s.outputs, *s.inputs)) & names:
        return False
    if isinstance(s, ir.Return) and {v for v in s.values if isinstance(v, str)} & names:
        return False
    if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access) and s.target.array in names:
        return False
    return not any(isinstance(e, ir.Access) and e.array in names
                   or isinstance(e, ir.Dim) and e.array in names and e.axis != 0
                   for x in stmt_exprs(s) for e in subexprs(x))


def _scalar_names(s: ir.Stmt) -> set[str]:
    out = set().union(*(expr_vars(x) for x in stmt_exprs(s)))
    if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var):
        out.add(s.target.name)
    if isinstance(s, ir.Loop):
        out.add(s.var)
    return out


def _array_dtype(program: ir.Program, name: str) -> str:
    return next(d.dtype for d in program.locals if isinstance(d, ir.ArrayDecl) and d.name == name)


def _is_int(e: ir.Expr, v: int) -> bool:
    return isinstance(e, ir.Const) and not isinstance(e.value, bool) and e.value == v
