"""``right_looking(loop)``: a triangular solve by dot products becomes one by row updates.

``for j in range(a, b): w = X[j]; for k in range(a, j): w -= X[k] * U[k, j]; X[j] = w /
U[j, j]`` (the left-looking, dot-product form: each element is finished at once from the
elements before it) becomes ``for k in range(a, b): X[k] = X[k] / U[k, k]; for j in range(k +
1, b): X[j] -= X[k] * U[k, j]`` (right-looking, axpy form: each finished element updates all
the elements after it). Why: the dot product walks ``U``'s column ``j`` (a cache line per
element, and one dependent chain of subtractions); the row update walks row ``k`` with unit
stride, and its iterations are independent, so it vectorizes. This is the row of ``L`` in an
LU factorization (PolyBench's lu and ludcmp) and any forward substitution written this way.

In compiler terms: the statement after the inner loop is sunk into it as the iteration ``k ==
j``, the triangular band ``a <= k <= j < b`` is interchanged, and that iteration is split off
again as the statement before the new inner loop. The accumulator ``w`` becomes ``X[j]``
itself.

Legality (results are bit-exact: each element receives the same subtractions, in the same
increasing ``k`` order, then the same final statement):

* the loop's body is exactly ``w = X(j)``, a ``k`` loop from the loop's own start to ``j``
  (step 1) holding only ``w = w - e`` or ``w += e``, and ``X(j) = g``, where ``X(j)`` is one
  access with ``j`` as one of its indices and in no other, ``e`` does not read ``w`` and
  ``g`` does (``w`` is a local scalar whose value after the loop is never read);
* both loops step by 1, have no ``break``/``continue``/``return``, and the loop's bounds
  read neither ``w`` nor an array the body writes;
* the dependence analysis finds no dependence on an array other than the two the rewrite
  keeps: the final statement's ``X(j)`` read by the inner loop as ``X(k)`` at a later
  ``j`` (which is why ``X[k]`` must be finished first), and ``X(j)`` loaded into ``w``
  before the final statement stores it. Any other refuses it: ``U`` overlapping ``X``'s
  elements, or the sum reading ``X(j)`` itself (whose value the rewrite changes as it goes).
"""

from __future__ import annotations

from dataclasses import replace

from ..analysis.dependence import access_text, describe_dependence
from ..errors import DependenceViolationError, NoMatchError
from ..ir import nodes as ir
from ..ir.rewrite import substitute
from ..ir.walk import expr_vars, walk_stmts
from .base import (
    Transformation,
    bounds_invariant,
    find_loop,
    has_exit,
    iadd,
    loop_dependences,
    register,
    replace_loop,
    subtracted,
)
from .expand_scalar import mentions_scalar, value_live_after

__all__ = ["RightLooking", "TriangularSolve", "match_solve"]

_ONE = ir.Const(1, "int64")


class TriangularSolve:
    """The parts of a matched loop (see the module docstring)."""

    def __init__(self, loop: ir.Loop, inner: ir.Loop, scalar: str, element: ir.Access,
                 update: ir.Expr, subtract: bool, final: ir.Expr) -> None:
        self.loop, self.inner = loop, inner
        self.scalar = scalar  # w
        self.element = element  # X(j)
        self.update = update  # e
        self.subtract = subtract  # w = w - e (else w += e)
        self.final = final  # g

    def element_at(self, var: str) -> ir.Access:
        """``X`` at index ``var`` instead of the loop's variable."""
        return substitute(self.element, {self.loop.var: ir.Var(var, "int64")})  # type: ignore[return-value]


def match_solve(program: ir.Program, loop: ir.Loop, name: str = "right_looking"
                ) -> TriangularSolve:
    """The triangular solve at ``loop``, or NoMatchError saying what does not match
    (structure only: no dependence analysis)."""
    def refuse(why: str) -> NoMatchError:
        return NoMatchError(name, loop.label, why)

    if loop.kind != "serial":
        raise refuse(f"the loop is {loop.kind}, not serial")
    body = loop.body.body
    if len(body) != 3 or not isinstance(body[1], ir.Loop):
        raise refuse("the body is not 'w = X[j]', a loop, 'X[j] = ...'")
    first, inner, last = body
    if not (isinstance(first, ir.Assign) and isinstance(first.target, ir.Var)
            and first.reduce is None and isinstance(first.value, ir.Access)):
        raise refuse("the body does not start with 'w = X[j]' (a scalar loaded from an array)")
    w, element = first.target.name, first.value
    if not (isinstance(last, ir.Assign) and last.target == element and last.reduce is None):
        raise refuse(f"the body does not end by storing into the element {w} was loaded from")
    j, k = loop.var, inner.var
    uses = [idx for idx in element.indices if j in expr_vars(idx)]
    if uses != [ir.Var(j, "int64")] or any(k in expr_vars(i) for i in element.indices):
        raise refuse(f"the element is not indexed by {j} itself, in one index")
    for lp in (loop, inner):
        if lp.step != _ONE:
            raise refuse(f"loop {lp.label} does not step by 1")
        exit_kind = has_exit(lp.body)
        if exit_kind is not None:
            raise refuse(f"loop {lp.label}'s body has a {exit_kind}")
    if inner.kind != "serial" or inner.start != loop.start or inner.stop != ir.Var(j, "int64"):
        raise refuse(f"the inner loop is not 'for {k} in range(<the loop's start>, {j})'")
    if len(inner.body.body) != 1 or not isinstance(inner.body.body[0], ir.Assign):
        raise refuse(f"loop {inner.label} does not hold one statement")
    step = inner.body.body[0]
    value = step.value
    if not (isinstance(step.target, ir.Var) and step.target.name == w):
        raise refuse(f"loop {inner.label} does not update {w}")
    subtract = step.reduce is None
    update = value if step.reduce == "add" else subtracted(step)
    if update is None:
        raise refuse(f"loop {inner.label} does not compute {w} -= ... or {w} += ...")
    if w in expr_vars(update):
        raise refuse(f"the update of {w} reads {w} (not a sum)")
    if w not in expr_vars(last.value) or k in expr_vars(last.value):
        raise refuse(f"the final statement does not compute the element from {w}")
    if not any(d.name == w and isinstance(d, ir.ScalarDecl) for d in program.locals):
        raise refuse(f"{w} is not a local scalar")
    for bound in (loop.start, loop.stop):
        if w in expr_vars(bound):
            raise refuse(f"the loop's bounds read {w}")
    bounds_invariant(loop, name)
    if value_live_after(program, loop, w):
        raise refuse(f"the value {w} holds after the loop may be read")
    return TriangularSolve(loop, inner, w, element, update, subtract, last.value)


@register
class RightLooking(Transformation):
    name = "right_looking"

    def targets(self, program: ir.Program) -> list[str]:
        return [s.label for s in walk_stmts(program.body) if isinstance(s, ir.Loop)
                and len(s.body.body) == 3 and isinstance(s.body.body[1], ir.Loop)]

    def _check(self, program: ir.Program, target: str, *, cheap: bool) -> None:
        loop = find_loop(program, target, self.name)
        solve = match_solve(program, loop, self.name)
        if cheap:
            return
        enclosing = [loop, solve.inner]
        written = access_text(program, enclosing, solve.element)
        finished = access_text(program, enclosing, solve.element_at(solve.inner.var))
        # (kind, source, sink, carrying loop, statements of the body holding source and sink:
        # 0 the load into w, 1 the inner loop, 2 the final store)
        kept = {("anti", written, written, None, 0, 2),
                ("flow", written, finished, loop.label, 2, 1)}
        for d in loop_dependences(program, target):
            if d.array == solve.scalar:
                continue  # the accumulator: replaced by the element itself
            if (d.kind, d.source_access, d.sink_access, d.carried_by, d.source_top,
                    d.sink_top) not in kept:
                raise DependenceViolationError(
                    self.name, target, f"the dependence {describe_dependence(d)} is not one "
                    "of the two a triangular solve has (something else reads or writes the "
                    "solved elements)", dependence=d)

    def _rewrite(self, program: ir.Program, target: str) -> ir.Program:
        loop = find_loop(program, target, self.name)
        solve = match_solve(program, loop, self.name)
        j, k = loop.var, solve.inner.var
        row, col = solve.element, solve.element_at(k)  # X(j), X(k)
        finish = ir.Assign(col, substitute(solve.final, {solve.scalar: col,
                                                         j: ir.Var(k, "int64")}))
        update = (ir.Assign(row, ir.Binary("sub", row, solve.update, row.dtype))
                  if solve.subtract else ir.Assign(row, solve.update, "add"))
        inner = replace(solve.inner, var=j, start=iadd(ir.Var(k, "int64"), 1),
                        stop=loop.stop, body=ir.Block((update,)))
        out = replace(loop, var=k, body=ir.Block((finish, inner)))
        result = replace_loop(program, target, lambda _: out)
        if not any(mentions_scalar(x, solve.scalar) for x in result.body.body):
            result = replace(result, locals=tuple(d for d in result.locals
                                                  if d.name != solve.scalar))
        return result
