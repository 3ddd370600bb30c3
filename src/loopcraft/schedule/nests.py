"""Loop-nest restructuring in the default schedule (steps 2-4 of
:mod:`loopcraft.schedule.scheduler`): fusing producers with consumers, making nests perfect
(forward substitution, distribution, expanding accumulators, the right-looking solve) and
reordering perfect bands for unit stride. Each is a composition of primitives, undone (the
saved program and steps restored) when it buys nothing."""

from __future__ import annotations

from ..errors import NotApplicableError
from ..ir import nodes as ir
from ..ir.walk import expr_accesses, straight_line, walk_stmts
from ..transform.base import enclosing_loops, find_loop, loop_dependences
from ..transform.parallelize import check_scalars
from ..transform.recipe import Step
from ..transform.right_looking import match_solve
from .blocking import tile_for_cache
from .facts import (
    accumulated_scalars,
    adjacent_loop_pairs,
    holds_product_nest,
    perfect_nest,
    read_arrays,
    stride_score,
    unit_stride_scores,
    written_arrays,
)
from .state import SchedulerState


def fuse_producers_consumers(sched: SchedulerState) -> None:
    """Fuse each adjacent pair of serial loops where the second reads what the first writes
    (see the scheduler's step 2), then contract the arrays the fused loop writes.

    Cost on a model (hundreds of nests): a pair that was refused is not tried again while
    both loops are unchanged (the rewrites keep untouched statements as the same objects; the
    refused pairs are held so that their ids stay theirs), and only arrays the fused loop
    writes are offered to ``contract`` (it takes nothing else)."""
    refused: set[tuple[int, int]] = set()
    held: list[tuple[ir.Loop, ir.Loop]] = []
    changed = True
    while changed:
        changed = False
        for first, second in adjacent_loop_pairs(sched.program.body):
            if (id(first), id(second)) in refused:
                continue
            if not _fuse_pair(sched, first, second):
                refused.add((id(first), id(second)))
                held.append((first, second))
                continue
            fused = sched.loop(first.label)
            locals_ = {d.name for d in sched.program.locals if isinstance(d, ir.ArrayDecl)}
            for name in sorted(written_arrays(fused) & locals_) if fused else ():
                sched.attempt(Step("contract", first.label, array=name))
            changed = True
            break


def fold_compactions(sched: SchedulerState) -> None:
    """``fold_compaction`` every loop over a compacted array that is its only use
    (``x[mask].sum()``, ``.mean()``): the loop runs where the compaction copied, under the
    mask, and the copy, its allocation and its serial pass go (the scheduler's step 2)."""
    for s in list(walk_stmts(sched.program.body)):
        if isinstance(s, ir.Loop) and isinstance(s.stop, ir.Dim):
            sched.attempt(Step("fold_compaction", s.label))


def _fuse_pair(sched: SchedulerState, first: ir.Loop, second: ir.Loop) -> bool:
    """Fuse ``first`` and ``second`` when worth it and legal; whether it was done."""
    if first.kind == "parallel" == second.kind:
        return _fuse_parallel_pair(sched, first, second)
    if first.kind != "serial" or second.kind != "serial":
        return False
    if not (written_arrays(first) & read_arrays(second)):
        return False
    if holds_product_nest(first) or holds_product_nest(second):
        return False  # a product nest (with its initialization): blocking is worth more
    saved = (sched.program, list(sched.steps))
    if not sched.attempt(Step("fuse", first.label, other=second.label)):
        return False  # (checked first: most pairs fail its structural checks, cheaply)
    par_before = (sched.legal(Step("parallelize", first.label), saved[0])
                  and sched.legal(Step("parallelize", second.label), saved[0]))
    if par_before and not _stays_parallel(sched.program, first.label, len(first.body.body)):
        sched.program, sched.steps = saved  # fusion would serialize the loops
        return False
    return True


def _stays_parallel(program: ir.Program, label: str, split: int) -> bool:
    """Whether the fusion of two loops that ``parallelize`` accepted, the first's body ending
    before statement ``split``, can still run in parallel: ``parallelize``'s verdict on the
    fused loop, reached at a fraction of its cost. The loops' bodies, bounds and context are
    what was accepted, so only what fusing adds can refuse it: a dependence between the two
    halves carried by the loop (the pairs inside each half were analysed before, and are
    most of the work in a model's fused operators), or a scalar the halves now share."""
    loop = find_loop(program, label, "parallelize")
    try:
        check_scalars(program, loop, "parallelize")
    except NotApplicableError:
        return False
    arrays = {d.name for d in (*program.params, *program.locals)
              if isinstance(d, (ir.ArrayParam, ir.ArrayDecl))}
    return not any(d.carried_by == label and d.array in arrays
                   for d in loop_dependences(program, label, 1, split))


def _fuse_parallel_pair(sched: SchedulerState, first: ir.Loop, second: ir.Loop) -> bool:
    """Two parallel loops (the frontend's, one per array expression) inside a serial loop,
    where the second reads what the first writes: fused when the result is still one
    parallel loop, with the same attributes: one parallel region instead of two per
    iteration of the serial loop (a fork and a barrier fewer each time: NPBench's
    azimint_naive ran two per bin, 1000 bins per call), one pass, and the temporary between
    them contracted to a scalar. Only straight-line bodies (1-d loops): a nest around a
    vector loop is worth more collapsed (step 8), which fusing would prevent; and only
    inside a serial loop: at the top level a fusion saves one region per call, too little
    to change schedules the benchmarks measured."""
    if first.attrs != second.attrs or not (straight_line(first.body)
                                           and straight_line(second.body)):
        return False
    if not any(lp.kind == "serial" for lp in enclosing_loops(sched.program, first.label)):
        return False
    if not (written_arrays(first) & read_arrays(second)):
        return False
    saved = (sched.program, list(sched.steps))
    if not sched.attempt(Step("fuse", first.label, other=second.label)):
        return False
    fused = sched.loop(first.label)
    if fused is None or fused.kind != "parallel":
        sched.program, sched.steps = saved
        return False
    return True


def substitute_into_band(sched: SchedulerState, label: str) -> None:
    """``for k: a = f(k); for j: ... a ...`` -> ``for k: for j: ... f(k) ...`` when that
    makes the nest perfect (so it can be reordered and tiled)."""
    loop = sched.loop(label)
    if loop is None or label in sched.keep_imperfect:
        return
    body = loop.body.body
    if len(body) < 2 or not isinstance(body[-1], ir.Loop) or not all(
            isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) and s.reduce is None
            for s in body[:-1]):
        return
    saved = (sched.program, list(sched.steps))
    for s in body[:-1]:
        if not sched.attempt(Step("forward_substitute", label, scalar=s.target.name)):
            sched.program, sched.steps = saved
            return
    sched.substituted[label] = {lp.label for lp in perfect_nest(sched.loop(label))}


def solve_by_rows(sched: SchedulerState, label: str) -> None:
    """A triangular solve by dot products (``w = X[j]; for k < j: w -= X[k] * U[k, j];
    X[j] = w / U[j, j]``) whose sums walk columns becomes the right-looking solve, whose
    updates walk rows (LU's row of ``L``). Not when the sums walk rows already
    (Cholesky's ``A[j, k]``): the row updates would then walk columns."""
    loop = sched.loop(label)
    if loop is None:
        return
    try:
        solve = match_solve(sched.program, loop)
    except NotApplicableError:
        return
    accesses = expr_accesses(solve.update)
    if stride_score(accesses, loop.var) > stride_score(accesses, solve.inner.var):
        sched.attempt(Step("right_looking", label))


def expand_accumulators(sched: SchedulerState, label: str) -> None:
    """``for j: s = 0; for k: s += A[k, i] * B[k, j]; C[i, j] = s`` (a dot product per
    ``j`` walking columns): expand ``s`` into an array along ``j``, distribute ``j``
    around the ``k`` loop and interchange the band, so ``j`` walks rows innermost. Undone
    unless the band is then reordered (a dot product along rows stays a register sum)."""
    loop = sched.loop(label)
    if loop is None or label in sched.keep_imperfect or sched.holds_register_tile(loop):
        return
    body = loop.body.body
    inner = [k for k, s in enumerate(body) if isinstance(s, ir.Loop) and s.kind == "serial"
             and accumulated_scalars(s)]
    if not inner:
        return
    saved = (sched.program, list(sched.steps))
    for name in dict.fromkeys(n for k in inner for n in accumulated_scalars(body[k])):
        # in the element it is stored to, a sum keeps one place per iteration of every
        # enclosing loop (they stay parallel); else in a new array along this loop
        if not sched.attempt(Step("accumulate_in_place", label, scalar=name)):
            sched.attempt(Step("expand_scalar", label, scalar=name))
    # the scalars left between the loops (a hoisted bound such as `i + 1`) tie the parts
    # together too: substitute their definitions where they are used
    for s in sched.loop(label).body.body:
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) and s.reduce is None:
            sched.attempt(Step("forward_substitute", label, scalar=s.target.name))
    body = sched.loop(label).body.body
    loops = [s for s in body if isinstance(s, ir.Loop) and s.kind == "serial"]
    at = sorted({x for k, s in enumerate(body) if isinstance(s, ir.Loop)
                 for x in (k, k + 1) if 0 < x < len(body)})
    if not at or not sched.attempt(Step("distribute", label, at=tuple(at))):
        sched.program, sched.steps = saved
        return
    reordered = False
    for product in loops:
        head = next((lp for lp in walk_stmts(sched.program.body) if isinstance(lp, ir.Loop)
                     and lp.body.body == (product,)), None)
        if head is not None and head.var == loop.var:
            move_innermost(sched, perfect_nest(head))
            if head.label not in sched.reordered:
                order_for_stride(sched, [head, product])
            reordered |= head.label in sched.reordered
    if not reordered:
        sched.program, sched.steps = saved


def isolate_product_nest(sched: SchedulerState, label: str) -> None:
    """``for i: for j: C[i, j] = 0; for k: C[i, j] += ...`` (a product written in ``i, j,
    k`` order with its initialization inside): distribute ``j`` and then ``i`` around the
    ``k`` loop, so that the product becomes a perfect band that tiling turns into a BLIS
    kernel; undone when tiling then does nothing with it."""
    loop = sched.loop(label)
    if (loop is None or len(loop.body.body) != 1 or not isinstance(loop.body.body[0], ir.Loop)
            or sched.holds_register_tile(loop)):
        return
    inner = loop.body.body[0]
    body = inner.body.body
    if inner.kind != "serial" or len(body) < 2 or not isinstance(body[-1], ir.Loop):
        return
    product = body[-1]
    saved = (sched.program, list(sched.steps))
    if not (sched.attempt(Step("distribute", inner.label, at=(len(body) - 1,)))
            and sched.attempt(Step("distribute", label, at=(1,)))):
        sched.program, sched.steps = saved
        return
    middle = next(lp for lp in walk_stmts(sched.program.body) if isinstance(lp, ir.Loop)
                  and lp.body.body == (product,))
    head = next(lp for lp in walk_stmts(sched.program.body) if isinstance(lp, ir.Loop)
                and lp.body.body == (middle,))
    before = len(sched.steps)
    tile_for_cache(sched, perfect_nest(head))
    if len(sched.steps) == before:
        sched.program, sched.steps = saved


def isolate_band(sched: SchedulerState, label: str) -> None:
    """Distribute ``label`` around an inner loop nest when the band it then forms with
    ``label`` is one that tiling improves (matrix-product-like reuse)."""
    loop = sched.loop(label)
    if loop is None or len(loop.body.body) < 2 or sched.holds_register_tile(loop):
        return
    body = loop.body.body
    for k, s in enumerate(body):
        if not (isinstance(s, ir.Loop) and s.kind == "serial" and len(s.body.body) == 1
                and isinstance(s.body.body[0], ir.Loop)):
            continue
        at = tuple(x for x in (k, k + 1) if 0 < x < len(body))
        saved = (sched.program, list(sched.steps))
        if not sched.attempt(Step("distribute", label, at=at)):
            continue
        head = next(lp for lp in walk_stmts(sched.program.body) if isinstance(lp, ir.Loop)
                    and len(lp.body.body) == 1 and lp.body.body[0] == s)
        before = len(sched.steps)
        tile_for_cache(sched, perfect_nest(head))
        if len(sched.steps) == before:  # distribution alone buys nothing
            sched.program, sched.steps = saved
        return


def order_for_stride(sched: SchedulerState, band: list[ir.Loop]) -> None:
    labels = [lp.label for lp in band]
    if sched.tiled & set(labels):
        return  # already blocked (the register tile chose its own order)
    score = unit_stride_scores(band)
    best = sorted(range(len(band)), key=lambda k: (score[band[k].var], k))
    order = tuple(labels[k] for k in best)
    if order == tuple(labels) or score[band[best[-1]].var] <= score[band[-1].var]:
        return
    candidates = [order]
    innermost = labels[best[-1]]  # only move the best loop innermost
    candidates.append(tuple(x for x in labels if x != innermost) + (innermost,))
    # unit stride wins over keeping the outer loop parallel: a strided inner loop costs
    # a cache line per element, more than the threads of this machine give back (the
    # parallel step then goes to the outermost loop that still allows it)
    for cand in candidates:
        if sched.attempt(Step("reorder", labels[0], order=cand)):
            sched.reordered |= set(labels)
            return


def move_innermost(sched: SchedulerState, band: list[ir.Loop]) -> None:
    """Move ``band``'s outermost loop, the one a sum was expanded along, innermost when
    no loop of the band walks more accesses with unit stride: its iterations are
    independent, so it vectorizes without a horizontal sum, where the sum's own loops
    (a convolution's window, ``for a: for b: s += w[a, b] * img[i + a, j + b]``) are
    often too short to fill a vector."""
    if len(band) < 3 or sched.tiled & {lp.label for lp in band}:
        return
    score = unit_stride_scores(band)
    head = band[0]
    if score[head.var] <= 0 or any(score[lp.var] > score[head.var] for lp in band[1:]):
        return
    order = tuple(lp.label for lp in band[1:]) + (head.label,)
    if sched.attempt(Step("reorder", head.label, order=order)):
        sched.reordered |= {lp.label for lp in band}
