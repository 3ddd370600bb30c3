"""Which loops codegen may give ``omp simd``: none whose iterations cannot share SIMD lanes.

A ``vector`` loop and a straight-line ``parallel`` loop (``parallel for simd``) are SIMD loops.
``vectorize`` refuses a loop with a lane conflict (:func:`loopcraft.analysis.simd_lanes.
lane_conflict`), but a later step can still create one inside such a loop (``unroll_and_jam``
of an outer loop jams copies into it; ``unroll`` makes a parallel loop's body straight-line),
and the frontend's parallel loops never asked. So, like the bounds checks that rule ``simd``
out, this is codegen's correctness rule, applied to the program it is given: such a parallel
loop gets ``simd=False``, such a vector loop becomes serial. Nothing else changes.
"""

from __future__ import annotations

from dataclasses import replace

from ..analysis.simd_lanes import lane_conflict
from ..ir import nodes as ir
from ..ir.walk import parallel_simd, straight_line, walk_stmts
from ..transform.base import replace_loop

__all__ = ["without_lane_conflicts"]


def without_lane_conflicts(program: ir.Program) -> ir.Program:
    """``program`` with ``simd`` taken from every SIMD loop that has a lane conflict."""
    conflicting = [s.label for s in walk_stmts(program.body)
                   if isinstance(s, ir.Loop) and _is_simd(s) and lane_conflict(program, s)]
    for label in conflicting:
        program = replace_loop(program, label, _scalar)
    return program


def _is_simd(loop: ir.Loop) -> bool:
    if loop.kind == "parallel":
        return parallel_simd(loop)
    return loop.kind == "vector" and straight_line(loop.body)


def _scalar(loop: ir.Loop) -> ir.Loop:
    if loop.kind == "parallel":
        attrs = tuple(sorted({**dict(loop.attrs), "simd": False}.items()))
        return replace(loop, attrs=attrs)
    return replace(loop, kind="serial", attrs=())
