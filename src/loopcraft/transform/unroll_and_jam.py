"""``unroll_and_jam(loop, factor, depth=1)``: unroll an outer loop and fuse the copies of its
inner loop(s).

Why (register tiling): ``F`` iterations of the outer loop share one pass of the inner loop,
so a value the inner body loads for one outer iteration (``B[k, j]`` in ``C[i, j] +=
A[i, k] * B[k, j]`` with ``i`` jammed) is reused ``F`` times from a register, and the ``F``
independent updates give the CPU instruction-level parallelism::

    for i in range(a, b, s):              for i in range(a, a + M*s, F*s):     # M: full groups
        for j in range(c, d):       ->        for j in range(c, d):
            S(i, j)                               S(i, j); S(i + s, j); ...; S(i + (F-1)*s, j)
                                          for i in range(a + M*s, b, s) @i_rem:  # remainder
                                              for j in range(c, d) @j_rem:
                                                  S(i, j)

``M`` is the trip count rounded down to a multiple of ``F`` (any constant step, empty ranges
give ``M = 0``); the remainder runs the leftover iterations with the original body (omitted
when the bounds are constants and ``F`` divides the trip count). The jammed nest keeps the
labels; loops in the copies get ``<label>_u1``, ``<label>_u2``...; loops of the remainder
``<label>_rem``.

In the jammed copies, ``(i - a + c) // w`` and ``(i - a + c) % w`` with ``w`` dividing ``F*s``
fold to ``(i - a) // w + c // w`` and ``c % w``: in the main loop ``i - a`` is a multiple of
``F*s`` (indices into a buffer packed in panels, :mod:`pack`, become constant offsets within
one panel).

``depth=d`` (default 1) jams through ``d`` perfectly nested levels: the copies are fused
into the ``d``-th loop below the outer one, so ``unroll_and_jam(j, 8, depth=2)`` on ``for j:
for i: for k: S`` gives ``for j (step 8): for i: for k: S(j); ...; S(j + 7)`` in one step (a
register tile: the copies share every level below ``j``), where ``depth=1`` would leave eight
sibling ``k`` loops to fuse one by one.

Shape: the outer loop's body must be exactly one loop, and so on for ``depth`` levels (more
levels may follow below), whose bounds do not read the outer variable and mean the same for
every outer iteration; the outer loop needs a constant step and invariant bounds; no
``break``/``continue``/``while``/``return``/``raise`` inside (the copies would stop
differently).

Legality: jamming runs ``(i + s, j)`` before ``(i, j + 1)``: as a schedule, the outer loop
becomes a loop over groups, then the jammed loops, then the iterations of the group
(:func:`~loopcraft.analysis.dependence.band_schedule_violation`); a dependence with direction
``(<, >)`` over (outer, inner) -- with ``depth > 1``: ``'<'`` on the outer loop and a leading
``'>'`` on the jammed ones -- or a ``'*'`` that may be one, refuses the step. Reductions are
not reassociated (each element's updates keep their order: bit-exact results); per-iteration
scalar temporaries are privatised as for :mod:`reorder`.

Kinds: the outer and remainder loops keep their kind (their iterations, or groups of them,
are as independent as before) without ``collapse``; a parallel or vector jammed loop becomes
serial in the jammed nest (its iterations now hold several outer iterations).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..analysis.dependence import band_schedule_violation, describe_dependence
from ..errors import (
    DependenceViolationError,
    ForbiddenStatementError,
    InvalidParameterError,
    NonRectangularError,
    NotPerfectlyNestedError,
)
from ..ir import nodes as ir
from ..ir.rewrite import substitute_block
from ..ir.walk import expr_vars
from .base import (
    Transformation,
    find_loop,
    fold_multiple,
    fresh_label,
    has_exit,
    iadd,
    imax,
    imul,
    int_const,
    register,
    replace_loop,
)
from .reorder import band_dependences, check_band_bounds, check_enclosing_collapse, nest_heads
from .split import check_regroupable

__all__ = ["UnrollAndJam", "relabel_block"]


@register
class UnrollAndJam(Transformation):
    name = "unroll_and_jam"
    params = {"factor": int, "depth": int}
    defaults = {"depth": 1}

    def targets(self, program: ir.Program) -> list[str]:
        return nest_heads(program)

    def _parts(self, program: ir.Program, target: str, factor: int, depth: int
               ) -> tuple[ir.Loop, list[ir.Loop]]:
        """The outer loop and the ``depth`` loops nested in it that the copies are jammed
        through (outermost first)."""
        outer = find_loop(program, target, self.name)
        if factor < 2:
            raise InvalidParameterError(self.name, target, f"factor={factor} must be >= 2")
        if depth < 1:
            raise InvalidParameterError(self.name, target, f"depth={depth} must be >= 1")
        levels: list[ir.Loop] = []
        cur = outer
        for _ in range(depth):
            body = cur.body.body
            if len(body) != 1 or not isinstance(body[0], ir.Loop):
                what = "one loop to jam" if cur is outer else \
                    f"one loop to jam through (depth={depth})"
                raise NotPerfectlyNestedError(
                    self.name, target, f"loop {cur.label!r} must contain exactly {what} "
                    f"(it has {len(body)} statement(s))")
            cur = body[0]
            levels.append(cur)
        return outer, levels

    def _check(self, program: ir.Program, target: str, *, cheap: bool, factor: int,
               depth: int) -> None:
        outer, levels = self._parts(program, target, factor, depth)
        check_regroupable(outer, self.name)
        exit_kind = has_exit(outer.body)
        if exit_kind is not None:
            raise ForbiddenStatementError(self.name, target, f"the loop body contains a "
                                          f"{exit_kind}, so the jammed copies would not stop "
                                          "alike", statement=exit_kind)
        for inner in levels:
            if outer.var in set().union(*(expr_vars(e) for e in
                                          (inner.start, inner.stop, inner.step))):
                raise NonRectangularError(
                    self.name, target, f"the bounds of loop {inner.label!r} read {outer.var}, "
                    f"the variable of loop {target!r}, so the copies of its body would not run "
                    "the same iterations", inner=inner.label, variable=outer.var,
                    outer=target)
        band = [outer, *levels]
        check_band_bounds(band, [lp.label for lp in band], 1, self.name, target)
        check_enclosing_collapse(program, band, 0, self.name, target)
        if cheap:
            return
        schedule = [("tile", outer.label), *(("point", lp.label) for lp in levels),
                    ("point", outer.label)]
        d = band_schedule_violation(band_dependences(program, band),
                                    [lp.label for lp in band], schedule)
        if d is not None:
            into = levels[0].label if depth == 1 else "/".join(lp.label for lp in levels)
            raise DependenceViolationError(
                self.name, target, f"jamming {factor} iterations of loop {target} into loop "
                f"{into} would reverse the dependence {describe_dependence(d)}",
                dependence=d)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        loop = find_loop(program, target, self.name)
        deepest = 0
        while len(loop.body.body) == 1 and isinstance(loop.body.body[0], ir.Loop):
            deepest += 1
            loop = loop.body.body[0]
        return {"factor": rng.choice((2, 3, 4, 8)),
                "depth": rng.randint(1, max(1, deepest))}

    def _rewrite(self, program: ir.Program, target: str, *, factor: int,
                 depth: int) -> ir.Program:
        outer, levels = self._parts(program, target, factor, depth)
        s = int(outer.step.value)  # type: ignore[union-attr]
        taken: set[str] = set()

        def renamer(suffix: str) -> Callable[[str], str]:
            def rename(label: str) -> str:
                new = fresh_label(program, f"{label}{suffix}", taken)
                taken.add(new)
                return new
            return rename

        i = ir.Var(outer.var, "int64")
        innermost = levels[-1]
        copies: list[ir.Stmt] = []
        for m in range(factor):
            body = (substitute_block(innermost.body, {outer.var: iadd(i, m * s)}) if m
                    else innermost.body)
            copies += (relabel_block(body, renamer(f"_u{m}")) if m else body).body
        # in the main loop i - start is a multiple of factor * s: fold panel indices
        jammed: ir.Stmt = fold_multiple(ir.Block(tuple(copies)), outer.var, outer.start,
                                        abs(factor * s))
        for lp in reversed(levels):
            demote = lp.kind in ("parallel", "vector")
            jammed = replace(lp, body=jammed if isinstance(jammed, ir.Block)
                             else ir.Block((jammed,)),
                             kind="serial" if demote else lp.kind,
                             attrs=() if demote else lp.attrs)
        attrs = tuple(a for a in outer.attrs if a[0] != "collapse")
        n = imax(_trip_count(outer.start, outer.stop, s), int_const(0))
        groups = _floordiv(n, factor)
        offset = imul(imul(groups, factor), abs(s))
        main_stop = iadd(outer.start, offset) if s > 0 else _sub(outer.start, offset)
        main = replace(outer, stop=main_stop, step=int_const(factor * s),
                       body=ir.Block((jammed,)), attrs=attrs)
        if isinstance(n, ir.Const) and n.value % factor == 0:
            return replace_loop(program, target, lambda _: main)
        rest = replace(outer, start=main_stop, attrs=attrs, label=renamer("_rem")(outer.label),
                       body=relabel_block(outer.body, renamer("_rem")))
        return replace_loop(program, target, lambda _: (main, rest))


def relabel_block(b: ir.Block, rename: Callable[[str], str]) -> ir.Block:
    """``b`` with every loop label ``l`` replaced by ``rename(l)`` (for copies of code)."""
    out: list[ir.Stmt] = []
    for s in b.body:
        if isinstance(s, ir.Loop):
            s = replace(s, label=rename(s.label), body=relabel_block(s.body, rename))
        elif isinstance(s, ir.While):
            s = replace(s, body=relabel_block(s.body, rename))
        elif isinstance(s, ir.If):
            s = replace(s, then=relabel_block(s.then, rename),
                        orelse=relabel_block(s.orelse, rename))
        elif isinstance(s, ir.Block):
            s = relabel_block(s, rename)
        out.append(s)
    return ir.Block(tuple(out))


def _const(e: ir.Expr) -> int | None:
    return int(e.value) if isinstance(e, ir.Const) and e.dtype in ir.INT_DTYPES else None


def _add(a: ir.Expr, c: int) -> ir.Expr:
    """``a + c``, folding ``c`` into a constant term of ``a`` (``n - 1 - 1`` -> ``n - 2``)."""
    if isinstance(a, ir.Binary) and a.op in ("add", "sub") and _const(a.rhs) is not None:
        term = int(a.rhs.value) * (1 if a.op == "add" else -1)  # type: ignore[union-attr]
        return iadd(a.lhs, term + c)
    return iadd(a, c)


def _sub(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    cb = _const(b)
    return _add(a, -cb) if cb is not None else ir.Binary("sub", a, b, "int64")


def _floordiv(a: ir.Expr, k: int) -> ir.Expr:
    ca = _const(a)
    if ca is not None:
        return int_const(ca // k)
    return a if k == 1 else ir.Binary("floordiv", a, int_const(k), "int64")


def _trip_count(start: ir.Expr, stop: ir.Expr, step: int) -> ir.Expr:
    """``ceil((stop - start) / step)``: the trip count when positive (callers clamp at 0)."""
    span = _sub(stop, start) if step > 0 else _sub(start, stop)
    return _floordiv(_add(span, abs(step) - 1), abs(step))
