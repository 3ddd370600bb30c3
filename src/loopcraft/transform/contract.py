"""``contract(loop, array=...)``: array contraction — a temporary array becomes a scalar.

After fusing a producer ``t[i] = f(x[i])`` with its consumer ``y[i] = g(t[i])``, each element
of ``t`` lives for one iteration only, yet the program still allocates, writes and re-reads a
whole array. Contraction replaces every ``t[i]`` by a new scalar ``t_s`` and deletes the
``Alloc`` (and the declaration) of ``t``: less memory traffic, no allocation, and the value
stays in a register.

Legality (each condition is checked and named in the refusal):

* ``t`` is a local array bound by exactly one ``Alloc``, outside the loop, and never a view or
  the source of one, returned, passed to a library call, or asked for its shape: otherwise its
  contents or its buffer are observable beyond the accesses we rewrite.
* Every access to ``t`` in the whole program lies in the loop's body, all with one index
  expression that cannot change during an iteration (it reads no scalar the body assigns, no
  inner loop variable, no array element): so an iteration touches a single element.
* The first statement of the body that touches ``t`` is, at the top level of the body, a plain
  write ``t[idx] = v`` with ``v`` not reading ``t``: every iteration writes the element before
  any read, so no value flows between iterations or from before the loop, and none is read
  after it. A write under an ``if`` or in an inner loop (which may run zero times) or a
  reduction (``t[i] += v`` reads first) is refused.

The rewrite is exact (same operations on the same values), so results are bit-identical. In a
parallel loop the scalar is written before it is read in each iteration, so code generation
makes it private.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..errors import NoMatchError
from ..ir import nodes as ir
from ..ir.printer import Scope, format_expr, format_stmt
from ..ir.rewrite import map_expr, map_stmt_exprs
from ..ir.walk import map_blocks, stmt_exprs, subexprs, walk_stmts
from .base import Transformation, add_locals, find_loop, fresh_name, register

__all__ = ["Contract", "array_accesses"]


#: Why a write nested in a compound statement is not an unconditional first write.
_NESTED = {ir.If: "under an if", ir.Loop: "in an inner loop, which may run zero times",
           ir.While: "in a while loop", ir.Block: "in a nested block"}


@register
class Contract(Transformation):
    name = "contract"
    params = {"array": str}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, array: str) -> None:
        loop = find_loop(program, target, self.name)

        def refuse(reason: str) -> NoMatchError:
            return NoMatchError(self.name, target, reason)

        decl = next((d for d in program.locals if d.name == array), None)
        if not isinstance(decl, ir.ArrayDecl):
            what = "a parameter" if any(p.name == array for p in program.params) else \
                "a local scalar" if decl is not None else "not a variable of the program"
            raise refuse(f"{array} is {what}, not a local array")
        allocs = [s for s in walk_stmts(program.body)
                  if isinstance(s, ir.Alloc) and s.array == array]
        if len(allocs) != 1:
            raise refuse(f"{array} is allocated {len(allocs)} times; contraction needs exactly "
                         "one allocation")
        if any(s is allocs[0] for s in walk_stmts(loop.body)):
            raise refuse(f"{array} is allocated inside loop {target}")
        _check_escapes(program, array, refuse)
        inside = array_accesses(loop.body, array)
        if not inside:
            raise refuse(f"loop {target} does not access {array}")
        outside = array_accesses(_without_loop(program.body, target), array)
        if outside:
            raise refuse(f"{array} is accessed outside loop {target} "
                         f"(`{_text(program, outside[0][0])}`)")
        shown = sorted({_expr(program, acc) for _, acc, _ in inside})
        if len(shown) > 1:
            raise refuse(f"{array} is accessed as {' and '.join(shown)}; only one element per "
                         "iteration can become a scalar")
        acc = inside[0][1]
        changing = _changing(loop.body, acc)
        if changing:
            raise refuse(f"the index of {shown[0]} may change during an iteration of loop "
                         f"{target} (it reads {', '.join(sorted(changing))})")
        first = next(s for s in loop.body.body if array_accesses(ir.Block((s,)), array))
        _, _, is_write = array_accesses(ir.Block((first,)), array)[0]
        if not isinstance(first, ir.Assign) or not is_write or first.reduce is not None:
            where = _NESTED.get(type(first))
            if where is not None and any(w for _, _, w in array_accesses(ir.Block((first,)),
                                                                           array)):
                raise refuse(f"the first write of {shown[0]} in an iteration of loop {target} "
                             f"is {where}, so it may not happen before the next read")
            raise refuse(f"{shown[0]} is read before it is written in an iteration of loop "
                         f"{target} (`{_text(program, first)}`)")

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        loop = find_loop(program, target, self.name)
        local = [d.name for d in program.locals if isinstance(d, ir.ArrayDecl)]
        used = [n for n in local if array_accesses(loop.body, n)]
        pool = used or local
        return {"array": rng.choice(pool) if pool else ""}

    def _rewrite(self, program: ir.Program, target: str, *, array: str) -> ir.Program:
        decl = next(d for d in program.locals if d.name == array)
        scalar = ir.Var(fresh_name(program, f"{array}_s"), decl.dtype)

        def expr(e: ir.Expr) -> ir.Expr:
            return map_expr(e, lambda x: scalar if isinstance(x, ir.Access)
                            and x.array == array else x)

        body = map_blocks(program.body, lambda s: [] if isinstance(s, ir.Alloc)
                          and s.array == array else [s])
        body = map_stmt_exprs(body, expr)
        program = replace(program, body=body,
                          locals=tuple(d for d in program.locals if d.name != array))
        return add_locals(program, ir.ScalarDecl(scalar.name, decl.dtype))


def array_accesses(b: ir.Block, array: str) -> list[tuple[ir.Stmt, ir.Access, bool]]:
    """``(statement, access, is_write)`` for every element access of ``array`` in ``b``
    (nested statements included), in textual order with a statement's reads before its write
    (the order they execute in)."""
    out: list[tuple[ir.Stmt, ir.Access, bool]] = []
    for s in walk_stmts(b):
        for e in stmt_exprs(s):
            out += [(s, x, False) for x in subexprs(e)
                    if isinstance(x, ir.Access) and x.array == array]
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access) \
                and s.target.array == array:
            if s.reduce is not None:
                out.append((s, s.target, False))
            out.append((s, s.target, True))
    return out


def _without_loop(b: ir.Block, label: str) -> ir.Block:
    """``b`` with the loop ``label`` removed (identical statements may occur inside and
    outside it, e.g. after strip-mining copies a body into a remainder loop, so the accesses
    outside a loop cannot be told apart by identity)."""
    return map_blocks(b, lambda s: [] if isinstance(s, ir.Loop) and s.label == label else [s])


def _check_escapes(program: ir.Program, array: str, refuse: Any) -> None:
    """Refuse when ``array``'s buffer or shape is observable other than through accesses."""
    views = {array: ""}  # array and the views of it -> " through the view(s) ..." text
    for s in walk_stmts(program.body):
        if isinstance(s, ir.View) and s.source in views:
            via = views[s.source]
            views.setdefault(s.array, f"{via}, {s.array}" if via else s.array)
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Return):
            for v in s.values:
                if isinstance(v, str) and v in views:
                    via = f" (through the view {views[v]})" if views[v] else ""
                    raise refuse(f"{array} is returned{via}")
    for s in walk_stmts(program.body):
        if isinstance(s, ir.View) and array in (s.array, s.source):
            role = "a view" if s.array == array else f"viewed by {s.array}"
            raise refuse(f"{array} is {role}")
        if isinstance(s, ir.LibCall) and array in (*s.inputs, *s.outputs):
            raise refuse(f"{array} is passed to the library call {s.op}")
        for e in stmt_exprs(s):
            for x in subexprs(e):
                if isinstance(x, ir.Dim) and x.array == array:
                    raise refuse(f"the shape of {array} is read ({_expr(program, x)})")


def _changing(body: ir.Block, acc: ir.Access) -> set[str]:
    """What the index of ``acc`` reads that may change during one iteration of ``body``."""
    assigned = {s.target.name for s in walk_stmts(body)
                if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var)}
    assigned |= {s.var for s in walk_stmts(body) if isinstance(s, ir.Loop)}
    rebound = {s.array for s in walk_stmts(body) if isinstance(s, (ir.Alloc, ir.View))}
    out: set[str] = set()
    for x in (x for i in acc.indices for x in subexprs(i)):
        if isinstance(x, ir.Var) and x.name in assigned:
            out.add(x.name)
        elif isinstance(x, ir.Access):
            out.add(f"the array element {x.array}[...]")
        elif isinstance(x, ir.Dim) and x.array in rebound:
            out.add(f"the shape of {x.array}")
    return out


def _scope(program: ir.Program) -> Scope:
    """The printing scope of the program with every loop variable known (int64)."""
    scope = Scope.of_program(program)
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Loop):
            scope = scope.with_loop_var(s.var)
    return scope


def _expr(program: ir.Program, e: ir.Expr) -> str:
    return format_expr(e, _scope(program))


def _text(program: ir.Program, s: ir.Stmt) -> str:
    return format_stmt(s, _scope(program)).strip().splitlines()[0]
