"""``vectorize(loop, width=0, mode="simd")``: SIMD execution of an innermost loop.

``mode="simd"`` marks the loop ``kind="vector"`` (codegen: ``#pragma omp simd``, with
``simdlen(width)`` when ``width > 0``; ``width=0`` lets the compiler choose). ``mode="strip"``
("explicit vectors") strip-mines the loop by ``width``: ``for i_v in range(a, m, s*W): for i in
range(i_v, i_v + s*W, s)`` where the inner loop (the original label and variable) has the
constant trip count ``W`` and ``kind="vector"`` with ``simdlen(W)``, so the compiler turns it
into exactly one vector operation; the remaining ``trips mod W`` iterations run in a serial
remainder loop ``<label>_r`` (``m`` as in :func:`loopcraft.transform.unroll.group_stop`). The
strip loop is labelled ``<label>_v``.

Legality: ``omp simd`` runs iterations in lock-step chunks, so this step is kept simple and
sound: the loop must carry no dependence on array elements at all (a dependence that may exist
counts), no write and a different access after it may meet within one iteration
(:mod:`loopcraft.analysis.simd_lanes`: gcc reorders them under ``omp simd``), and every
scalar it writes must be a per-iteration temporary or a single-operator reduction
(:func:`loopcraft.transform.parallelize.check_scalars`). Scalar reductions get ``omp simd
reduction`` clauses, which **reassociate** floating-point sums (results match up to
rounding). The body must be straight-line code (assignments and ``if``, which the compiler
if-converts: :func:`loopcraft.ir.walk.straight_line`, the rule codegen emits the pragma by):
no loops (the loop must be innermost), ``while``, ``break``, ``continue``, ``return`` or
``raise``. Also refused: a loop inside a vector loop, a parallel loop (a straight-line one is
already ``parallel for simd``, see :func:`loopcraft.ir.walk.parallel_simd`), a non-constant
step (OpenMP's canonical form), and a loop in a collapsed band.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..analysis.simd_lanes import lane_conflict
from ..errors import (
    ForbiddenStatementError,
    InvalidParameterError,
    LaneConflictError,
    LoopKindError,
    NotInnermostError,
)
from ..ir import nodes as ir
from ..ir.walk import straight_line, walk_stmts
from .base import (
    Transformation,
    const_step,
    enclosing_loops,
    find_loop,
    fresh_label,
    fresh_name,
    iadd,
    imul,
    int_const,
    register,
    replace_loop,
)
from .parallelize import check_carried, check_scalars, reduces_floats
from .split import check_regroupable
from .unroll import check_not_collapsed, constant_trips, group_stop

__all__ = ["Vectorize", "MODES"]

MODES = ("simd", "strip")


@register
class Vectorize(Transformation):
    name = "vectorize"
    params = {"width": int, "mode": str}
    defaults = {"width": 0, "mode": "simd"}

    def reassociates(self, program: ir.Program, target: str, **params: Any) -> bool:
        """Whether results may differ by rounding: a floating-point scalar reduction."""
        return reduces_floats(program, find_loop(program, target, self.name))

    def _check(self, program: ir.Program, target: str, *, cheap: bool, width: int,
               mode: str) -> None:
        loop = find_loop(program, target, self.name)
        if mode not in MODES:
            raise InvalidParameterError(self.name, target,
                                        f"mode={mode!r} must be one of {', '.join(MODES)}")
        if mode == "strip" and width == 0:
            raise InvalidParameterError(self.name, target,
                                        "mode='strip' needs a width (a power of two, 2..64)")
        if width != 0 and not (2 <= width <= 64 and width & (width - 1) == 0):
            raise InvalidParameterError(self.name, target,
                                        f"width={width} must be a power of two from 2 to 64 "
                                        "(or 0: the compiler chooses)")
        for outer in enclosing_loops(program, target):
            if outer.kind == "vector":
                raise LoopKindError(self.name, target,
                                    f"loop {target} is inside vector loop {outer.label}",
                                    kind="vector", other=outer.label)
        if loop.kind == "parallel":
            raise LoopKindError(self.name, target, f"loop {target} is parallel (codegen "
                                "already vectorizes a straight-line parallel loop)",
                                kind="parallel")
        inner = next((s for s in walk_stmts(loop.body) if isinstance(s, ir.Loop)), None)
        if inner is not None:
            raise NotInnermostError(self.name, target, f"loop {target} contains loop "
                                    f"{inner.label}; only an innermost loop can be vectorized",
                                    inner=inner.label)
        if not straight_line(loop.body):
            what = next(type(s).__name__.lower() for s in walk_stmts(loop.body)
                        if not isinstance(s, (ir.Assign, ir.If)))
            raise ForbiddenStatementError(self.name, target, f"the loop body contains a "
                                          f"{what}; only straight-line code (assignments, if) "
                                          "is vectorized", statement=what)
        const_step(loop, self.name)
        check_not_collapsed(program, loop, self.name)
        if mode == "strip":
            check_regroupable(loop, self.name)
        check_scalars(program, loop, self.name)
        if not cheap:
            check_carried(program, loop, [loop.label], self.name,
                          "so its iterations cannot run in SIMD lanes")
            conflict = lane_conflict(program, loop)
            if conflict is not None:
                raise LaneConflictError(
                    self.name, target, f"{conflict.source_access} and {conflict.sink_access} "
                    f"may be the same element in one iteration of {target}, and omp simd lets "
                    "the C compiler reorder them", dependence=conflict)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        mode = rng.choice(MODES)
        widths = (2, 4, 8, 16) if mode == "strip" else (0, 0, 4, 8)
        return {"width": rng.choice(widths), "mode": mode}

    def _rewrite(self, program: ir.Program, target: str, *, width: int,
                 mode: str) -> ir.Program:
        loop = find_loop(program, target, self.name)
        attrs = (("simdlen", width),) if width else ()
        if mode == "simd":
            return replace_loop(program, target,
                                lambda lp: replace(lp, kind="vector", attrs=attrs))
        step = int(loop.step.value)  # type: ignore[union-attr]
        var = fresh_name(program, f"{loop.var}_v")
        label = fresh_label(program, f"{loop.label}_v")
        rest_label = fresh_label(program, f"{loop.label}_r", {label})
        v = ir.Var(var, "int64")
        stop = group_stop(loop, width)
        lanes = replace(loop, start=v, stop=iadd(v, step * width), kind="vector", attrs=attrs)
        strips = ir.Loop(var, loop.start, stop, imul(int_const(step), width),
                         ir.Block((lanes,)), label)
        trips = constant_trips(loop, step)
        if trips is not None and trips % width == 0:
            return replace_loop(program, target, lambda _: strips)
        rest = ir.Loop(loop.var, stop, loop.stop, loop.step, loop.body, rest_label)
        return replace_loop(program, target, lambda _: (strips, rest))
