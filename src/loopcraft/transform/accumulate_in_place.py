"""``accumulate_in_place(loop, scalar)``: accumulate into the element a sum is stored to.

``for j: acc = 0; for a: for b: acc += w[a, b] * img[i + a, j + b]; out[i, j] = acc``
becomes ``for j: out[i, j] = 0; for a: for b: out[i, j] += w[a, b] * img[i + a, j + b]``.
Why: like :mod:`expand_scalar`, it unties the statements that the scalar chains together,
so ``j`` can be distributed around the sum and interchanged inward (``for a: for b: for j:
out[i, j] += ...``, a vectorizable row update instead of a five-term dot product per
element). Unlike a scalar expanded along ``j`` alone, the element already has one place per
iteration of *every* enclosing loop (``out[i, j]``), so the outer loops stay parallel and
no temporary is allocated.

Legality (sound, syntactic; results are bit-exact -- the same operations on the same values,
kept in the output element instead of a register, in the target's own dtype):

* ``scalar`` is a local scalar; the first top-level statement of the body that mentions it is
  an unconditional ``scalar = e`` not reading it, and the last is ``X[idx] = g(scalar)``, a
  plain store (``X[idx] = s / n`` becomes ``X[idx] = X[idx] / n``), into an array of the
  scalar's dtype (a float32 output would round the partial sums);
* the statements from the first to the store, and ``g``, neither read nor write any array
  that may alias ``X``, so no one sees the partial sums, and ``idx`` reads no array and no
  scalar or loop variable assigned in the loop's body (it names one element the whole
  iteration);
* the value ``scalar`` holds after the loop is never read, and the body has no ``break``,
  ``continue``, ``return``, ``raise`` or ``while``;
* no parallel loop inside reduces into ``scalar`` (OpenMP's reduction clause names a
  scalar, not an array element: the threads would race on the element).
"""

from __future__ import annotations

from dataclasses import replace

from ..ir import nodes as ir
from ..ir.walk import expr_vars, stmt_exprs, subexprs, walk_stmts
from .base import ScalarStep, find_loop, has_exit, register, replace_loop
from .expand_scalar import (
    mentions_scalar,
    parallel_reducer,
    replace_scalar,
    value_live_after,
)
from .hoist import alias_group, loop_effects

__all__ = ["AccumulateInPlace"]


def _span(loop: ir.Loop, scalar: str) -> tuple[int, int] | None:
    """Indices of the top-level statements of ``loop`` that first and last mention
    ``scalar``, or None when it is not mentioned."""
    ks = [k for k, s in enumerate(loop.body.body) if mentions_scalar(s, scalar)]
    return (ks[0], ks[-1]) if ks else None


def _arrays(stmts: tuple[ir.Stmt, ...]) -> set[str]:
    """Every array ``stmts`` (nested code included) read, write, call or rebind."""
    out: set[str] = set()
    for s in walk_stmts(ir.Block(stmts)):
        for e in stmt_exprs(s):
            out |= {x.array for x in subexprs(e) if isinstance(x, (ir.Access, ir.Dim))}
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
            out.add(s.target.array)
        elif isinstance(s, ir.LibCall):
            out |= set(s.inputs) | set(s.outputs)
        elif isinstance(s, (ir.Alloc, ir.View)):
            out.add(s.array)
    return out


def _problem(program: ir.Program, loop: ir.Loop, scalar: str) -> str | None:
    """Why ``scalar`` cannot be accumulated in place in ``loop`` (None: it can)."""
    span = _span(loop, scalar)
    if span is None:
        return f"the loop's body does not use {scalar}"
    first, last = span
    body = loop.body.body
    head, store = body[first], body[last]
    if not (isinstance(head, ir.Assign) and head.target == ir.Var(scalar, head.target.dtype)
            and head.reduce is None and scalar not in expr_vars(head.value)):
        return (f"the first statement that uses {scalar} does not define it (a value may "
                "come from the previous iteration)")
    if not (first < last and isinstance(store, ir.Assign) and isinstance(store.target, ir.Access)
            and store.reduce is None):
        return f"the last statement that uses {scalar} does not store it to an array element"
    target = store.target
    dtype = head.target.dtype
    if target.dtype != dtype:
        return (f"{target.array} holds {target.dtype} and {scalar} {dtype}: the partial sums "
                "would be rounded")
    shared = alias_group(program, target.array) & (
        _arrays(body[first:last]) | {x.array for x in subexprs(store.value)
                                     if isinstance(x, (ir.Access, ir.Dim))})
    if shared:
        return (f"the statements before the store, or the stored expression, use "
                f"{', '.join(sorted(shared))}, the stored array or one that may share its "
                "memory: they would see the partial sums")
    eff = loop_effects(loop)
    for i in target.indices:
        if any(isinstance(x, ir.Access) for x in subexprs(i)):
            return "the store's index reads an array element"
        changed = expr_vars(i) & (eff.scalars | (eff.loop_vars - {loop.var}))
        if changed:
            return f"the store's index reads {', '.join(sorted(changed))}, which the loop changes"
    exit_kind = has_exit(loop.body)
    if exit_kind is not None:
        return f"the loop's body has a {exit_kind}"
    inner = parallel_reducer(ir.Block(body[first:last]), scalar)
    if inner is not None:  # the transformation fuzzer found the race (seed 1, program 422)
        return (f"parallel loop {inner.label!r} reduces into {scalar}: into the array "
                "element its threads would race")
    if value_live_after(program, loop, scalar):
        return f"the value {scalar} holds after the loop may be read"
    return None


@register
class AccumulateInPlace(ScalarStep):
    name = "accumulate_in_place"
    action = "accumulate in place"

    def _problem(self, program: ir.Program, loop: ir.Loop, scalar: str) -> str | None:
        return _problem(program, loop, scalar)

    def _rewrite(self, program: ir.Program, target: str, *, scalar: str) -> ir.Program:
        first, last = _span(find_loop(program, target, self.name), scalar)  # type: ignore[misc]

        def rewrite(loop: ir.Loop) -> ir.Loop:
            body = loop.body.body
            store = body[last]
            element = store.target
            middle = tuple(replace_scalar(s, scalar, element) for s in body[first:last])
            if store.value != ir.Var(scalar, element.dtype):  # X[idx] = g(X[idx])
                middle += (replace_scalar(store, scalar, element),)
            return replace(loop, body=ir.Block(body[:first] + middle + body[last + 1:]))

        out = replace_loop(program, target, rewrite)
        if not any(mentions_scalar(x, scalar) for x in out.body.body):  # no use left: no decl
            out = replace(out, locals=tuple(d for d in out.locals if d.name != scalar))
        return out
