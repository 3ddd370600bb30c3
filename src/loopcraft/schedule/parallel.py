"""Parallelism in the default schedule (steps 6-7 of :mod:`loopcraft.schedule.scheduler`):
the outermost loop of each nest that may run in parallel, and innermost loops vectorized (as
reductions into scalars where that makes them legal)."""

from __future__ import annotations

from ..ir import nodes as ir
from ..transform.base import enclosing_loops
from ..transform.recipe import Step
from .facts import indirect_access, written_arrays
from .state import SchedulerState


def parallelize_outermost(sched: SchedulerState, b: ir.Block, inside: bool) -> None:
    for s in b.body:
        if isinstance(s, ir.Loop):
            if s.kind == "parallel":
                continue
            if s.kind == "serial" and not inside and not sched.holds_register_tile(s) and (
                    sched.attempt(Step("parallelize", s.label))):
                continue
            parallelize_outermost(sched, s.body, inside)
        elif isinstance(s, ir.If):
            parallelize_outermost(sched, s.then, inside)
            parallelize_outermost(sched, s.orelse, inside)
        elif isinstance(s, (ir.While, ir.Block)):
            parallelize_outermost(sched, s.body if isinstance(s, ir.While) else s, inside)


def vectorize(sched: SchedulerState, label: str) -> None:
    """Vectorize an innermost loop; the array elements it only accumulates into (a dot
    product after reordering; two sums over one row, as in gesummv) are kept in scalars
    first, so the loop becomes a vector reduction instead of a chain of loads and
    stores. Every such element must go: one left in memory still carries the loop."""
    loop = sched.loop(label)
    if loop is None or loop.kind != "serial" or indirect_access(loop):
        return
    saved = (sched.program, list(sched.steps))
    for array in sorted(written_arrays(loop)):
        if not sched.attempt(Step("scalar_replace", label, array=array)):
            continue
        if not enclosing_loops(sched.program, label) and sched.attempt(
                Step("parallelize", label)):
            return  # a top-level sum (a dot product): threads, and simd in each
        if sched.attempt(Step("vectorize", label)):
            return
    sched.program, sched.steps = saved  # scalars are only worth it as a vector reduction
    sched.attempt(Step("vectorize", label))
