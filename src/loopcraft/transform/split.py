"""``split(loop, factor)``: strip-mining.

``for i in range(a, b, s)`` becomes ``for i_o in range(a, b, s*F): for i in range(i_o,
min(i_o + s*F, b), s)`` (``max`` for a negative step). The inner loop keeps the original
variable and label, so the body is unchanged and later steps that name the loop still find
it; the outer (tile) loop gets the label ``<label>_o``. Splitting never reorders iterations,
so it is always legal for a loop whose iterations can be regrouped: a constant step, bounds
the body does not change, and no ``break`` (which would leave only the inner loop).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..analysis.parallel import breaks_out
from ..errors import ForbiddenStatementError, InvalidParameterError
from ..ir import nodes as ir
from .base import (
    Transformation,
    bounds_invariant,
    const_step,
    find_loop,
    fresh_label,
    fresh_name,
    iadd,
    imax,
    imin,
    imul,
    register,
    replace_loop,
)
from .reorder import check_enclosing_collapse

__all__ = ["Split", "split_loop"]


@register
class Split(Transformation):
    name = "split"
    params = {"factor": int}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, factor: int) -> None:
        loop = find_loop(program, target, self.name)
        if factor < 2:
            raise InvalidParameterError(self.name, target, f"factor={factor} must be >= 2")
        check_regroupable(loop, self.name)
        # the strip loop would sit inside the band an enclosing loop collapses, with bounds
        # depending on a collapsed loop (the fuzzer found it: invalid IR)
        check_enclosing_collapse(program, [loop], 0, self.name, target)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        return {"factor": rng.choice((2, 3, 4, 8, 16, 32))}

    def _rewrite(self, program: ir.Program, target: str, *, factor: int) -> ir.Program:
        loop = find_loop(program, target, self.name)
        var = fresh_name(program, f"{loop.var}_o")
        label = fresh_label(program, f"{loop.label}_o")
        return replace_loop(program, target, lambda lp: split_loop(lp, factor, var, label))


def check_regroupable(loop: ir.Loop, transformation: str) -> int:
    """The constant step of a loop whose iterations may be regrouped into tiles (else the
    ScheduleError saying why)."""
    step = const_step(loop, transformation)
    bounds_invariant(loop, transformation)
    if breaks_out(loop.body):
        raise ForbiddenStatementError(transformation, loop.label, "the loop contains a break, "
                                      "which would leave only one tile", statement="break")
    return step


def split_loop(loop: ir.Loop, factor: int, outer_var: str, outer_label: str) -> ir.Loop:
    """The strip-mined nest (see the module docstring); kinds: a parallel loop stays parallel
    on the tile loop, a vector/unrolled kind stays on the point loop."""
    step = int(loop.step.value)  # type: ignore[union-attr]
    width = imul(loop.step, factor)
    o = ir.Var(outer_var, "int64")
    bound = imin if step > 0 else imax
    inner = replace(loop, start=o, stop=bound(iadd(o, width), loop.stop),
                    kind="serial" if loop.kind == "parallel" else loop.kind,
                    attrs=() if loop.kind == "parallel" else loop.attrs)
    outer_kind = "parallel" if loop.kind == "parallel" else "serial"
    outer_attrs = tuple(a for a in loop.attrs if a[0] != "collapse") \
        if loop.kind == "parallel" else ()
    return ir.Loop(outer_var, loop.start, loop.stop, width, ir.Block((inner,)), outer_label,
                   outer_kind, outer_attrs)
