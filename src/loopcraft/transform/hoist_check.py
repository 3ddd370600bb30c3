"""``hoist_check(loop)``: a shape check that every iteration repeats moves before the loop.

The frontend puts a check before every operation whose shapes must agree (``if
data.shape[0] != mask.shape[0]: raise IndexError(...)`` for ``data[mask]``); inside a loop
it is evaluated once per iteration, and -- being a ``raise`` -- it keeps the loop from
becoming an OpenMP loop (no jump may leave a parallel region). When its condition cannot
change from one iteration to the next, it holds in every iteration or in none, so testing it
once before the loop, when the loop runs at all, raises the same error: ``if start < stop
and cond: raise ...``. (NPBench's azimint_naive: the bin loop can then run in parallel, one
parallel region per call instead of one or more per bin.)

Legality (a :class:`~loopcraft.errors.NoMatchError` names the condition that fails):

* the loop has a constant non-zero step and bounds that read no array element;
* the checks moved are top-level statements of the body, ``if c: raise E(...)`` with no
  ``else``, whose condition and message values read no array element, no scalar the body
  assigns (nor a loop variable) and no extent of an array the body rebinds;
* every statement before a moved check in the body is an assignment of a scalar that reads
  no array element and divides no integer (it cannot fail and leaves nothing the caller
  sees), or another moved check: raising before the loop then loses nothing observable.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..errors import NoMatchError
from ..ir import nodes as ir
from ..ir.walk import stmt_exprs, subexprs
from .base import Transformation, find_loop, register, replace_loop
from .hoist import is_invariant, loop_effects

__all__ = ["HoistCheck", "invariant_checks"]


@register
class HoistCheck(Transformation):
    name = "hoist_check"
    params: dict[str, Any] = {}

    def _check(self, program: ir.Program, target: str, *, cheap: bool) -> None:
        loop = find_loop(program, target, self.name)
        if not invariant_checks(loop):
            raise NoMatchError(self.name, target, _why_not(loop))

    def _rewrite(self, program: ir.Program, target: str) -> ir.Program:
        loop = find_loop(program, target, self.name)
        moved = invariant_checks(loop)
        ids = {id(s) for s in moved}
        step = int(loop.step.value)  # type: ignore[union-attr,arg-type]
        runs = ir.Binary("lt" if step > 0 else "gt", loop.start, loop.stop, "bool")
        before = tuple(replace(s, cond=ir.Binary("and", runs, s.cond, "bool"))
                       for s in moved)
        body = ir.Block(tuple(s for s in loop.body.body if id(s) not in ids))
        return replace_loop(program, target, lambda lp: (*before, replace(lp, body=body)))


def invariant_checks(loop: ir.Loop) -> list[ir.If]:
    """The checks of ``loop``'s body that may move before it (see the module docstring),
    in order; empty when none may."""
    if not (isinstance(loop.step, ir.Const) and not isinstance(loop.step.value, bool)
            and isinstance(loop.step.value, int) and loop.step.value != 0):
        return []
    if any(isinstance(e, ir.Access) for x in (loop.start, loop.stop) for e in subexprs(x)):
        return []
    eff = loop_effects(loop)
    out: list[ir.If] = []
    for s in loop.body.body:
        if _check_stmt(s):
            assert isinstance(s, ir.If)
            exprs = [s.cond, *stmt_exprs(s.then.body[0])]
            if all(is_invariant(x, eff) for x in exprs):
                out.append(s)
                continue
            break
        if not _harmless(s):
            break
    return out


def _check_stmt(s: ir.Stmt) -> bool:
    return (isinstance(s, ir.If) and not s.orelse.body and len(s.then.body) == 1
            and isinstance(s.then.body[0], ir.Raise) and not any(
                isinstance(e, ir.Access) for x in (s.cond, *stmt_exprs(s.then.body[0]))
                for e in subexprs(x)))


def _harmless(s: ir.Stmt) -> bool:
    """A scalar assignment that cannot fail and that no caller sees."""
    return (isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) and not any(
        isinstance(e, ir.Access) or isinstance(e, ir.Binary) and e.op in (
            "div", "floordiv", "mod") and e.dtype not in ir.FLOAT_DTYPES
        for e in subexprs(s.value)))


def _why_not(loop: ir.Loop) -> str:
    if not any(_check_stmt(s) for s in loop.body.body):
        return f"loop {loop.label}'s body has no shape check (`if c: raise ...`) at its top level"
    return (f"no shape check of loop {loop.label} can move: its condition changes between "
            "iterations, a statement before it may fail or be seen, or the loop's step is not "
            "a constant")
