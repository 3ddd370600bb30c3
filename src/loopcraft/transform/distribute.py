"""``distribute(loop, at=(k, ...))``: loop distribution (fission).

``for i in R: S0; S1; S2`` split ``at=(1,)`` becomes ``for i in R: S0`` followed by ``for i
in R: S1; S2``. Each top-level statement of the body goes to exactly one part, so nested loops
are moved, never copied, and their labels stay unique; the first loop keeps the label, the
others get fresh ones (``i_2``, ...). All parts keep the loop's variable, kind and attributes
(a part of a dependence-free loop is dependence-free). Why: smaller loop bodies can be
interchanged, vectorized or parallelized separately, and a statement that carries a
recurrence can be isolated so that the rest of the body becomes parallel. ``at`` defaults to
``(1,)``: split after the first statement.

Legality. Originally ``Sa(k1)`` and ``Sb(k2)`` of different parts ``a < b`` run in iteration
order; distributed, every instance of part ``a`` runs first. That reverses exactly the
dependences from a statement of a later part to a statement of an earlier part (carried by
the loop, since within one iteration the later statement runs second), so any such
dependence, exact or "may", refuses the step. Scalars are 0-d arrays to the analysis: a
per-iteration temporary defined in one part and used in another shows up as an anti (and
output) dependence from the user back to the definition and is refused too; it would need
scalar expansion first. The loop's bounds are evaluated once per part, so the body must not
change them, and no ``break``/``continue``/``return``/``raise``/``while`` may decide how many
iterations run (each part would need to stop at the same point).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..errors import (
    DependenceViolationError,
    ForbiddenStatementError,
    InvalidParameterError,
    NothingToDoError,
)
from ..ir import nodes as ir
from .base import (
    Transformation,
    bounds_invariant,
    find_loop,
    fresh_label,
    has_exit,
    loop_dependences,
    register,
    replace_loop,
)
from .reorder import check_enclosing_collapse

__all__ = ["Distribute"]


@register
class Distribute(Transformation):
    name = "distribute"
    params = {"at": (int, ("tuple", int))}
    defaults = {"at": (1,)}

    def _check(self, program: ir.Program, target: str, *, cheap: bool,
               at: int | tuple[int, ...]) -> None:
        loop = find_loop(program, target, self.name)
        points = _points(at)
        n = len(loop.body.body)
        if n < 2:
            raise NothingToDoError(self.name, target,
                                   f"the body of loop {target} has {n} statement(s); there "
                                   "is nothing to distribute")
        if not points or any(not 1 <= k < n for k in points) or list(points) != sorted(
                set(points)):
            raise InvalidParameterError(
                self.name, target, f"at={points!r} must be strictly increasing split points "
                f"between 1 and {n - 1} (the body has {n} statements)")
        exit_kind = has_exit(loop.body)
        if exit_kind is not None:
            raise ForbiddenStatementError(self.name, target,
                                          f"the loop contains a {exit_kind}, which every part "
                                          "would have to take at the same iteration",
                                          statement=exit_kind)
        bounds_invariant(loop, self.name)
        # several loops where an enclosing OpenMP collapse needs exactly one
        check_enclosing_collapse(program, [loop], 0, self.name, target)
        if cheap:
            return
        scalars = {d.name for d in (*program.params, *program.locals)
                   if isinstance(d, (ir.ScalarParam, ir.ScalarDecl))}
        for d in loop_dependences(program, target):
            a, b = _part(d.source_top, points), _part(d.sink_top, points)
            if a > b:
                raise DependenceViolationError(
                    self.name, target, _violation(d, points, a, b, d.array in scalars), d)
            if a != b and d.array in scalars and loop.kind == "parallel":
                # each part's threads get their own copy of the scalar (OpenMP private)
                raise DependenceViolationError(
                    self.name, target, _violation(d, points, b, a, True), d)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        n = len(find_loop(program, target, self.name).body.body)
        if n < 2:
            return {"at": (1,)}
        return {"at": tuple(sorted(rng.sample(range(1, n), rng.randint(1, n - 1))))}

    def _rewrite(self, program: ir.Program, target: str, *,
                 at: int | tuple[int, ...]) -> ir.Program:
        loop = find_loop(program, target, self.name)
        points = _points(at)
        body = loop.body.body
        bounds = (0, *points, len(body))
        taken: set[str] = set()
        loops: list[ir.Stmt] = []
        for k in range(len(bounds) - 1):
            label = target
            if k:
                label = fresh_label(program, target, taken)
                taken.add(label)
            loops.append(replace(loop, body=ir.Block(body[bounds[k]:bounds[k + 1]]),
                                 label=label))
        return replace_loop(program, target, lambda _: tuple(loops))


def _points(at: int | tuple[int, ...]) -> tuple[int, ...]:
    return (at,) if isinstance(at, int) else tuple(at)


def _part(top: int, points: tuple[int, ...]) -> int:
    """The part (0-based) that body statement ``top`` goes to."""
    return sum(1 for k in points if top >= k)


def _violation(d: Any, points: tuple[int, ...], a: int, b: int, scalar: bool) -> str:
    how = "would" if d.exact and "*" not in d.direction else "may"
    where = (f"`{d.source}` in part {a + 1} -> `{d.sink}` in part {b + 1}, direction "
             f"({', '.join(d.direction)})")
    if d.distance is not None:
        where += f", distance ({', '.join(map(str, d.distance))})"
    text = (f"distribute at {points!r} {how} reverse the {d.kind} dependence "
            f"{d.source_access} -> {d.sink_access} on {d.array} ({where})")
    if scalar:
        text += (f": the scalar {d.array} is shared by parts {b + 1} and {a + 1}, so each "
                 "distributed loop would see another iteration's value (expand it into an "
                 "array first)")
    return text
