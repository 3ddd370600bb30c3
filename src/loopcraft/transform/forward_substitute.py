"""``forward_substitute(loop, scalar)``: replace a per-iteration scalar by its definition.

``for k: a = alpha * A[i, k]; for j: C[i, j] += a * B[k, j]`` becomes ``for k: for j: C[i, j]
+= alpha * A[i, k] * B[k, j]``. Why: a scalar computed between two loops makes the nest
imperfect, and band transformations (interchange, tiling, unroll-and-jam) need perfect
nests; substituting the definition is the inverse of hoisting, and the C compiler hoists the
recomputation again where it is invariant.

Legality (sound, syntactic): the assignment ``s = e`` is a top-level statement of the loop's
body and the only assignment to ``s`` in the loop; no read of ``s`` precedes it in the body
(nothing flows in from an earlier iteration); ``s`` is not read anywhere outside the loop (no
value flows out); and ``e`` has the same value at every use: it reads no scalar assigned in
the loop, no variable of a loop inside it, and no array that may alias one written, rebound or
produced by a library call in the loop. Results are bit-exact: the same expression is
evaluated on the same values (``e`` keeps its dtype, so no implicit conversion changes).
"""

from __future__ import annotations

from dataclasses import replace

from ..ir import nodes as ir
from ..ir.rewrite import substitute_stmt
from ..ir.walk import expr_vars, subexprs, walk_stmts
from .base import ScalarStep, reads_scalar, register, replace_loop, stmt_reads_scalar
from .hoist import alias_group, loop_effects, show

__all__ = ["ForwardSubstitute", "substitutable_scalars"]


def _definition(loop: ir.Loop, scalar: str) -> tuple[int, ir.Assign] | None:
    for k, s in enumerate(loop.body.body):
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) \
                and s.target.name == scalar:
            return k, s
    return None


def _reads_outside(program: ir.Program, loop: ir.Loop, name: str) -> bool:
    """Whether ``name`` is read by a statement that is not inside ``loop``."""
    def visit(b: ir.Block) -> bool:
        for s in b.body:
            if s is loop:
                continue
            if stmt_reads_scalar(s, name):
                return True
            inner = ([s.body] if isinstance(s, (ir.Loop, ir.While)) else
                     [s.then, s.orelse] if isinstance(s, ir.If) else
                     [s] if isinstance(s, ir.Block) else [])
            if any(visit(x) for x in inner):
                return True
        return False
    return visit(program.body)


def _problem(program: ir.Program, loop: ir.Loop, scalar: str) -> str | None:
    """Why ``scalar`` cannot be forward-substituted in ``loop`` (None: it can)."""
    found = _definition(loop, scalar)
    if found is None:
        return f"{scalar} is not assigned by a top-level statement of the loop"
    k, assign = found
    if assign.reduce is not None:
        return f"{scalar} is updated by a reduction, not defined"
    eff = loop_effects(loop)
    writes = sum(1 for s in walk_stmts(loop.body) if isinstance(s, ir.Assign)
                 and isinstance(s.target, ir.Var) and s.target.name == scalar)
    if writes != 1:
        return f"{scalar} is assigned {writes} times in the loop"
    if reads_scalar(loop.body.body[:k], scalar):
        return f"{scalar} is read before its definition (a value from the previous iteration)"
    if _reads_outside(program, loop, scalar):
        return f"{scalar} is read after the loop"
    used = expr_vars(assign.value)
    changed = sorted(used & (eff.scalars | (eff.loop_vars - {loop.var})))
    if changed:
        return f"its definition reads {', '.join(changed)}, which the loop changes"
    for x in subexprs(assign.value):
        if isinstance(x, (ir.Access, ir.Dim)):
            group = alias_group(program, x.array)
            if isinstance(x, ir.Access) and group & (eff.stored | eff.libcall_arrays):
                return (f"its definition reads {show(program, x)}, and the loop writes "
                        f"{', '.join(sorted(group & (eff.stored | eff.libcall_arrays)))}")
            if group & eff.rebound:
                return f"its definition reads {x.array}, which the loop rebinds"
    return None


def substitutable_scalars(program: ir.Program, loop: ir.Loop) -> list[str]:
    """The scalars of ``loop``'s body that :class:`ForwardSubstitute` accepts."""
    names = [s.target.name for s in loop.body.body
             if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var)]
    return [n for n in dict.fromkeys(names) if _problem(program, loop, n) is None]


@register
class ForwardSubstitute(ScalarStep):
    name = "forward_substitute"
    action = "substitute"

    def _problem(self, program: ir.Program, loop: ir.Loop, scalar: str) -> str | None:
        return _problem(program, loop, scalar)

    def _rewrite(self, program: ir.Program, target: str, *, scalar: str) -> ir.Program:
        def rewrite(loop: ir.Loop) -> ir.Loop:
            k, assign = _definition(loop, scalar)  # type: ignore[misc]
            value = assign.value
            if value.dtype != assign.target.dtype:
                value = ir.Cast(value, assign.target.dtype)
            rest = tuple(substitute_stmt(s, {scalar: value}) for s in loop.body.body[k + 1:])
            return replace(loop, body=ir.Block(loop.body.body[:k] + rest))
        return replace_loop(program, target, rewrite)
