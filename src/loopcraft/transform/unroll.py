"""``unroll(loop, factor)``: explicit unrolling in the IR (``factor=0``: full unrolling).

Why explicit and not ``#pragma GCC unroll``: copies of the body become visible statements
that later steps (scalar replacement, jamming, vectorization across copies) and the C
compiler's SLP vectorizer can work on, and the result is the same on every compiler.

Partial unrolling by ``F`` turns ``for i in range(a, b, s)`` into a main loop that runs whole
groups of ``F`` iterations, ``for i in range(a, m, s*F): body(i); body(i + s); ...;
body(i + (F-1)*s)``, and a remainder loop ``for i in range(m, b, s): body(i)`` (label
``<label>_r``) for the last ``trips mod F`` iterations, where ``m = a + s*F*(trips // F)`` is
computed once with exact integer arithmetic (``max`` clamps empty ranges to 0 trips; a
negative step counts down). With constant bounds ``m`` is folded and a remainder loop that
would never run is left out. Full unrolling replaces the loop by ``trips`` copies with the loop
variable replaced by its constant values (constant bounds and at most 64 trips). Partial
factors are limited to 64 as well (code size).

Labels: the first copy keeps the labels of loops nested in the body; copy ``k`` (``k >= 1``)
of a nested loop ``j`` is labelled ``j_u<k>`` and its copy in the remainder loop ``j_r``
(``fresh_label`` appends ``_2``... on a clash). Nested copies keep their loop variables: they
are siblings, and C scopes a loop variable to its ``for`` statement.

Legality: unrolling executes exactly the same statement instances in exactly the same order,
so no dependence check is needed. It needs a constant step and bounds the body does not change
(the remainder loop re-evaluates them), and no ``break``/``continue`` of this loop (it would
skip the rest of a group). The IR never reads a loop variable after its loop (the frontend
copies a Python loop variable that is read later into a separate scalar inside the body), so
the variable's final value need not be kept. The main loop keeps the loop's kind and attrs
(groups of independent iterations are independent) except that an ``unrolled`` hint becomes
``serial``; the remainder loop is serial. So results are bit-exact, except that unrolling a
parallel or vector loop with a floating-point scalar reduction regroups its partial sums
(``reassociates``).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..errors import (
    CollapsedBandError,
    ForbiddenStatementError,
    InvalidParameterError,
    TripCountError,
)
from ..ir import nodes as ir
from ..ir.dtypes import fits
from ..ir.printer import Scope, format_expr
from ..ir.rewrite import map_expr, map_stmt_exprs, substitute_stmt
from ..ir.walk import map_blocks, walk_stmts
from .base import (
    Transformation,
    bounds_invariant,
    const_step,
    enclosing_loops,
    find_loop,
    fresh_label,
    iadd,
    imax,
    imul,
    int_const,
    register,
    replace_loop,
)

__all__ = ["Unroll", "MAX_FULL_UNROLL", "group_stop", "exits_loop", "check_not_collapsed",
           "fold_constants"]

#: the most copies of the body unrolling makes (code size)
MAX_FULL_UNROLL = 64


@register
class Unroll(Transformation):
    name = "unroll"
    params = {"factor": int}

    def reassociates(self, program: ir.Program, target: str, **params: Any) -> bool:
        """Unrolling keeps the order of every operation, except that a parallel or vector
        loop's reduction clause then combines different partial sums (the remainder loop's
        iterations join after the loop)."""
        from .parallelize import reduces_floats

        loop = find_loop(program, target, self.name)
        return loop.kind in ("parallel", "vector") and reduces_floats(program, loop)

    def _check(self, program: ir.Program, target: str, *, cheap: bool, factor: int) -> None:
        loop = find_loop(program, target, self.name)
        if factor < 0 or factor == 1 or factor > MAX_FULL_UNROLL:
            raise InvalidParameterError(
                self.name, target, f"factor={factor} must be 0 (full unrolling) or 2.."
                f"{MAX_FULL_UNROLL}")
        step = const_step(loop, self.name)
        check_not_collapsed(program, loop, self.name)
        kind = exits_loop(loop.body)
        if kind is not None:
            raise ForbiddenStatementError(self.name, target,
                                          f"the loop contains a {kind}, which would skip the "
                                          "rest of an unrolled group", statement=kind)
        if factor == 0:
            trips = constant_trips(loop, step)
            if trips is None:
                bounds = ", ".join(_show(program, e) for e in (loop.start, loop.stop, loop.step))
                raise TripCountError(self.name, target, "full unrolling needs constant "
                                     f"bounds (the loop runs range({bounds}))")
            if trips > MAX_FULL_UNROLL:
                raise InvalidParameterError(
                    self.name, target, f"full unrolling would copy the body {trips} times "
                    f"(at most {MAX_FULL_UNROLL})")
        else:
            bounds_invariant(loop, self.name)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        return {"factor": rng.choice((0, 2, 3, 4, 8))}

    def _rewrite(self, program: ir.Program, target: str, *, factor: int) -> ir.Program:
        loop = find_loop(program, target, self.name)
        step = int(loop.step.value)  # type: ignore[union-attr]
        taken: set[str] = set()
        if factor == 0:
            trips = constant_trips(loop, step) or 0
            first = int(loop.start.value)  # type: ignore[union-attr]
            copies: list[ir.Stmt] = []
            for k in range(trips):
                copies += body_copy(program, loop, int_const(first + k * step),
                                    None if k == 0 else f"_u{k}", taken)
            return replace_loop(program, target, lambda _: tuple(copies))
        v = ir.Var(loop.var, "int64")
        main_body: list[ir.Stmt] = []
        for k in range(factor):
            main_body += body_copy(program, loop, iadd(v, k * step),
                                   None if k == 0 else f"_u{k}", taken)
        stop = group_stop(loop, factor)
        main = replace(loop, stop=stop, step=int_const(step * factor), body=ir.Block(
            tuple(main_body)))
        if loop.kind == "unrolled":  # the compiler hint is now done explicitly
            main = replace(main, kind="serial", attrs=())
        trips = constant_trips(loop, step)
        if trips is not None and trips % factor == 0:
            return replace_loop(program, target, lambda _: main)
        rest_label = fresh_label(program, f"{loop.label}_r", taken)
        taken.add(rest_label)
        rest = ir.Loop(loop.var, stop, loop.stop, loop.step,
                       ir.Block(tuple(body_copy(program, loop, v, "_r", taken))), rest_label)
        return replace_loop(program, target, lambda _: (main, rest))


# ----------------------------------------------------------------------------- helpers


def _show(program: ir.Program, e: ir.Expr) -> str:
    return format_expr(e, Scope.of_program(program))


def exits_loop(b: ir.Block) -> str | None:
    """``"break"``/``"continue"`` when ``b`` (a loop body) leaves or restarts *this* loop
    early (not one nested in it), else None. Return/raise end the whole call, so copies of them
    behave the same; ``while`` loops run to completion inside one iteration."""
    for s in b.body:
        if isinstance(s, (ir.Break, ir.Continue)):
            return type(s).__name__.lower()
        inner = None
        if isinstance(s, ir.If):
            inner = exits_loop(s.then) or exits_loop(s.orelse)
        elif isinstance(s, ir.Block):
            inner = exits_loop(s)
        if inner:
            return inner
    return None


def check_not_collapsed(program: ir.Program, loop: ir.Loop, transformation: str) -> None:
    """CollapsedBandError when ``loop`` collapses loops or is collapsed into an enclosing
    parallel loop: rewriting it into several loops would break that perfect band."""
    own = dict(loop.attrs).get("collapse", 1)
    if loop.kind == "parallel" and own > 1:
        raise CollapsedBandError(transformation, loop.label,
                                 f"the loop collapses {own} loops (collapse={own}); "
                                 "rewriting it would break the collapsed band",
                                 parallel=loop.label, collapse=own)
    outer = enclosing_loops(program, loop.label)
    for depth, lp in enumerate(reversed(outer), start=1):
        c = dict(lp.attrs).get("collapse", 1)
        if lp.kind == "parallel" and c > depth:
            raise CollapsedBandError(transformation, loop.label,
                                     f"the loop is collapsed into parallel loop {lp.label} "
                                     f"(collapse={c}); rewriting it would break that band",
                                     parallel=lp.label, collapse=c)


def constant_trips(loop: ir.Loop, step: int) -> int | None:
    """The trip count when start, stop and step are integer constants."""
    a, b = loop.start, loop.stop
    if not (isinstance(a, ir.Const) and isinstance(b, ir.Const)
            and a.dtype in ir.INT_DTYPES and b.dtype in ir.INT_DTYPES):
        return None
    return len(range(int(a.value), int(b.value), step))


def _isub(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    if isinstance(a, ir.Const) and isinstance(b, ir.Const):
        return int_const(int(a.value) - int(b.value))
    if isinstance(b, ir.Const) and int(b.value) == 0:
        return a
    return ir.Binary("sub", a, b, "int64")


def _ifloordiv(a: ir.Expr, k: int) -> ir.Expr:
    if k == 1:
        return a
    if isinstance(a, ir.Const):
        return int_const(int(a.value) // k)
    return ir.Binary("floordiv", a, int_const(k), "int64")


def group_stop(loop: ir.Loop, group: int) -> ir.Expr:
    """Where whole groups of ``group`` iterations of ``loop`` (constant step) end: ``start +
    step*group*(trips // group)``, with ``trips = ceil(max(stop - start, 0) / step)`` (mirrored
    for a negative step). ``(span + t - 1) // (t*group)`` is ``trips // group`` because nested
    floor divisions by positive numbers compose; span >= 0, so Python and C division agree."""
    step = int(loop.step.value)  # type: ignore[union-attr]
    t = abs(step)
    if step > 0:
        span = imax(_isub(loop.stop, loop.start), int_const(0))
    else:
        span = imax(_isub(loop.start, loop.stop), int_const(0))
    groups = _ifloordiv(iadd(span, t - 1), t * group)
    covered = imul(groups, t * group)
    return iadd(loop.start, covered) if step > 0 else _isub(loop.start, covered)


def fold_constants(e: ir.Expr) -> ir.Expr:
    """Fold ``add``/``sub``/``mul`` of small integer constants (``a[2 + 1]`` -> ``a[3]``)."""
    def fold(x: ir.Expr) -> ir.Expr:
        if (isinstance(x, ir.Binary) and x.op in ("add", "sub", "mul")
                and x.dtype in ir.INT_DTYPES and isinstance(x.lhs, ir.Const)
                and isinstance(x.rhs, ir.Const) and x.lhs.dtype == x.rhs.dtype == x.dtype):
            a, b = int(x.lhs.value), int(x.rhs.value)
            v = a + b if x.op == "add" else a - b if x.op == "sub" else a * b
            if abs(v) < 2**31 and fits(v, x.dtype):  # (a narrow dtype would wrap)
                return ir.Const(v, x.dtype)
        return x
    return map_expr(e, fold)


def body_copy(program: ir.Program, loop: ir.Loop, value: ir.Expr, suffix: str | None,
              taken: set[str]) -> list[ir.Stmt]:
    """The statements of ``loop``'s body with its variable replaced by ``value`` and, unless
    ``suffix`` is None, nested loops relabelled ``<label><suffix>`` (fresh, added to
    ``taken``)."""
    out: list[ir.Stmt] = []
    for s in loop.body.body:
        s = substitute_stmt(s, {loop.var: value})
        if isinstance(value, ir.Const):
            s = map_stmt_exprs(s, fold_constants)
        out.append(s)
    block = ir.Block(tuple(out))
    if suffix is not None:
        labels: dict[str, str] = {}
        for s in walk_stmts(block):
            if isinstance(s, ir.Loop):
                labels[s.label] = fresh_label(program, f"{s.label}{suffix}", taken)
                taken.add(labels[s.label])
        block = map_blocks(block, lambda s: [replace(s, label=labels[s.label])
                                             if isinstance(s, ir.Loop) else s])
    return list(block.body)
