"""Parallelism in the default schedule (steps 6-8 of :mod:`loopcraft.schedule.scheduler`):
the outermost loop of each nest that may run in parallel, and innermost loops vectorized (as
reductions into scalars where that makes them legal)."""

from __future__ import annotations

from ..ir import nodes as ir
from ..ir.walk import walk_stmts
from ..transform.base import enclosing_loops
from ..transform.hoist_check import invariant_checks
from ..transform.recipe import Step
from .facts import indirect_access, written_arrays
from .state import SchedulerState


def parallelize_outermost(sched: SchedulerState, b: ir.Block, inside: bool) -> None:
    for s in b.body:
        if isinstance(s, ir.Loop):
            if s.kind == "parallel":
                continue
            if s.kind == "serial" and not inside and not sched.holds_register_tile(s) and (
                    sched.attempt(Step("parallelize", s.label))
                    or _parallelize_after_checks(sched, s)):
                continue
            parallelize_outermost(sched, s.body, inside)
        elif isinstance(s, ir.If):
            parallelize_outermost(sched, s.then, inside)
            parallelize_outermost(sched, s.orelse, inside)
        elif isinstance(s, (ir.While, ir.Block)):
            parallelize_outermost(sched, s.body if isinstance(s, ir.While) else s, inside)


def _parallelize_after_checks(sched: SchedulerState, loop: ir.Loop) -> bool:
    """``hoist_check`` then ``parallelize``: a loop whose only obstacle is a shape check
    that every iteration repeats (the frontend's, before ``x[mask]``) runs in parallel,
    the parallel loops inside it serially in each thread -- one parallel region in all
    instead of one per iteration (NPBench's azimint_naive: 1000 bins, each with a mask,
    a count and a sum). Undone when the loop still cannot run in parallel."""
    if not invariant_checks(loop):
        return False
    saved = (sched.program, list(sched.steps))
    if sched.attempt(Step("hoist_check", loop.label)) and sched.attempt(
            Step("parallelize", loop.label)):
        return True
    sched.program, sched.steps = saved
    return False


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


def collapse_contiguous(sched: SchedulerState) -> None:
    """``collapse`` each nest whose innermost loop is a vector loop into as few loops as
    legal, deepest first: where every array it walks is contiguous over the loops'
    axes, one long vector loop does the work of many short ones (an inner axis of 3, as in
    an image of shape ``(h, w, 3)``, filled a third of a vector at best). Done last, so
    the passes before it still see the axes (an epilogue fused into a product's nest). Not
    when the innermost trip count is a constant of several vectors (a model's static
    shapes): the loop already runs full vectors, and the versioned copy would only add
    code to compile."""
    long_enough = 4 * sched.vector_bytes // 8  # four vectors of the widest elements
    done: set[str] = set()
    for s in list(walk_stmts(sched.program.body)):
        if not isinstance(s, ir.Loop) or s.label in done:
            continue
        band = [s]
        while len(band[-1].body.body) == 1 and isinstance(band[-1].body.body[0], ir.Loop):
            band.append(band[-1].body.body[0])
        if len(band) < 2 or band[-1].kind != "vector" or sched.blocked & {
                lp.label for lp in band}:
            continue
        stop = band[-1].stop
        if isinstance(stop, ir.Const) and int(stop.value) >= long_enough:
            continue
        for depth in range(len(band), 1, -1):
            if sched.attempt(Step("collapse", s.label, depth=depth)):
                done.update(lp.label for lp in band)
                break
