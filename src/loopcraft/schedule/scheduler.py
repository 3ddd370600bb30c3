"""The default (heuristic) scheduler: one recipe per program, chosen without measurement.

Why heuristics and a recipe: most users never tune, so the first compile must already apply
the textbook steps that are nearly always right; and expressing the result as a recipe makes
the default inspectable (``f.recipe(...)``), replayable, and the starting point the tuner
improves on. Every step goes through the transformation's full legality check, so the
heuristics can only pick among correct programs.

Per loop nest, in this order:

1. ``fuse_epilogue`` of each matrix product into the elementwise nest after it when legal (a
   bias, relu, alpha/beta: no temporary, no second pass), and of each convolution into the relu
   after it, then ``implement`` each matrix product and convolution with the configured library
   implementation (``libop_impl``: the micro-kernel unless ``LOOPCRAFT_LIBOP_IMPL`` says
   otherwise -- on one thread it beats the scheduled loops at every shape ``loopcraft bench
   gemm`` measures, see docs/results) when that implementation can carry it out, each gemv
   likewise (memory-bound: only the kernel splits ``A`` evenly over the threads, knowing the
   extents at run time), and every other library call (dot, outer: memory-bound, and worth
   fusing with the loops around them) as loops;
2. ``fuse`` adjacent explicit loops over the same range (only allocations and views between
   them) when the second reads what the first writes (producer/consumer), unless that costs the
   loops their parallelism or one of them holds a matrix-product nest (blocking it is worth
   more), then ``contract`` temporaries that became private to one iteration; before that,
   ``fold_compaction`` each loop over a compacted array that is its only use (``v = x[m];
   v.mean()``), and fuse the frontend's 1-d parallel loops inside a serial loop when the
   fused loop stays parallel (one parallel region per iteration, not one per expression);
3. ``forward_substitute`` scalars that sit between two loops, and ``distribute`` a loop around
   an inner nest -- or two loops around a product's ``k`` loop, as in ``for i: for j: C = 0;
   for k: C += ...`` -- when that exposes a perfect band worth tiling (a substitution whose
   band is then neither reordered nor tiled is dropped: the schedule is rebuilt without it);
   ``expand_scalar`` a dot product per iteration that walks columns (``for j: s = 0; for k:
   s += A[k, i] * B[k, j]``, or ``s -= ...``) -- or ``accumulate_in_place`` it where it is
   stored to an element, ``out[i, j] = s`` -- ``distribute`` around its loop and interchange
   the band (a sum over several loops, a convolution's window, gets ``j`` innermost), kept
   only when the band is then reordered; before these, a triangular solve by
   such dot products (``w = X[j]; for k < j: w -= X[k] * U[k, j]; X[j] = w / U[j, j]``,
   LU's row of ``L``) becomes the ``right_looking`` solve by row updates;
4. ``reorder`` each perfect band of explicit loops so the loop that walks the most accesses
   with unit stride is innermost;
5. ``tile`` bands whose working set can exceed the caches -- except that an explicit-loop
   matrix product (a perfect nest of ``C[i, j] += alpha * A[i, k] * B[k, j]``) is first
   ``recognize``-d as the library call and implemented like ``@`` (unless ``libop_impl`` is
   ``loops``), its loops kept as the versioned fallback -- in every shape
   :mod:`loopcraft.transform.recognize_matmul` takes (transposed factors, triangles, sums of
   products: one call each), and so is a direct convolution written as loops (the
   ``conv2d`` call). A dot product per element (``s = 0; for k: s += A[i, k] *
   B[k, j]``, covariance, trmm, doitgen) is recognized first of all, before step 3 takes its
   loops apart. A rectangular
   matrix-product band (``C[i, j] += A[i, k] * B[k, j]``, any operand expressions) gets
   the BLIS structure: cache blocks ``mc x kc`` of A and ``kc x nc`` of B (reordered
   ``j_o, k_o, i_o``), both packed
   in micro-panels of the register tile's extent, and an ``mr x nr`` register tile of C
   (``unroll_and_jam`` of j then i, ``scalar_replace`` of C across k) with the column
   panels parallel -- also as the innermost three loops of a
   deeper band (a batched product: the batch loop stays outside, the packed panels are the
   batch entry's 2-d slices); other 3-deep bands with reuse in every
   loop get square tiles sized for L2, 2-deep bands that walk one array along rows and
   another along columns (transpose-like) get tiles sized for L1, and a 2-deep
   matrix-vector accumulation (A @ x, x @ A) gets ``unroll_and_jam`` of its row loop by 4;
6. ``parallelize`` the outermost explicit loop of each nest that may run in parallel (after
   ``hoist_check`` when a shape check repeated in every iteration is what stands in the way), then
   ``hoist`` loop-invariant loads out of innermost loops (gcc keeps them in the loop when a
   store in it might alias them);
7. ``vectorize`` innermost explicit loops whose iterations are independent (after
   ``scalar_replace`` of an array element the loop only accumulates into, so a dot product
   becomes a vector reduction -- or, for a loop inside no other loop, a parallel reduction,
   which codegen also vectorizes); not a loop that gathers or scatters through an index
   array (``x[indices[k]]``);
8. ``collapse`` each nest around a vector loop whose arrays are contiguous over its axes
   into one loop (an array of shape ``(h, w, 3)`` then gets one vector loop over ``w * 3``
   elements, not ``w`` loops of 3).

Loops the frontend generated for array expressions arrive already parallel/vector (they are
independent by construction) and are left alone, but for step 8. ``fusion``
(:mod:`.graph_fusion`) turns the fusions of steps 1 and 2 off for the models' ablation:
``none`` and ``fold`` skip both, ``epilogue`` skips step 2's.

This module is the driver (the order above); the passes are free functions on a
:class:`~loopcraft.schedule.state.SchedulerState`: :mod:`.libcalls` (step 1 and recognizing
products), :mod:`.nests` (steps 2-4), :mod:`.blocking` (step 5), :mod:`.parallel` (steps 6-8),
with the read-only questions they ask about nests in :mod:`.facts`.
"""

from __future__ import annotations

from ..ir import nodes as ir
from ..ir.walk import walk_stmts
from ..libops import IMPLEMENTATION_KINDS
from ..transform.recipe import Recipe, Step
from .blocking import tile_for_cache
from .facts import has_loop
from .graph_fusion import DEFAULT_FUSION, check_fusion, fuses
from .libcalls import implement_calls, recognize_product
from .nests import (
    expand_accumulators,
    fold_compactions,
    fuse_producers_consumers,
    isolate_band,
    isolate_product_nest,
    order_for_stride,
    solve_by_rows,
    substitute_into_band,
)
from .parallel import collapse_contiguous, parallelize_outermost, vectorize
from .state import SchedulerState

__all__ = ["heuristic_recipe", "heuristic_schedule"]

def heuristic_recipe(program: ir.Program, caches: dict[str, int] | None = None,
                     vector_bytes: int | None = None, libop_impl: str | None = None,
                     fusion: str = DEFAULT_FUSION) -> Recipe:
    """The default recipe for ``program`` (``caches``: sizes in bytes by level, e.g.
    ``{"L1d": 32768, "L2": 1048576}``; ``vector_bytes``: the SIMD register width; the
    machine's when None; ``libop_impl``: how matrix products and convolutions are
    implemented, ``config.libop_impl`` when None; ``fusion``: how much fusion across
    operators, one of :data:`~.graph_fusion.FUSION_LEVELS`)."""
    return heuristic_schedule(program, caches, vector_bytes, libop_impl, fusion)[0]


def heuristic_schedule(program: ir.Program, caches: dict[str, int] | None = None,
                       vector_bytes: int | None = None, libop_impl: str | None = None,
                       fusion: str = DEFAULT_FUSION) -> tuple[Recipe, ir.Program]:
    """The default recipe and the program it produces (built together: every step was
    checked and applied while choosing it, so replaying it would only repeat the work)."""
    from ..config import config
    from ..target import hardware

    if caches is None:
        caches = hardware.cache_sizes()
    if vector_bytes is None:
        vector_bytes = hardware.vector_bytes()
    libop_impl = config.libop_impl if libop_impl is None else libop_impl
    if libop_impl not in IMPLEMENTATION_KINDS:
        raise ValueError(f"libop_impl={libop_impl!r}: expected one of "
                         f"{', '.join(IMPLEMENTATION_KINDS)}")
    check_fusion(fusion)
    keep_imperfect: set[str] = set()
    while True:
        sched = SchedulerState(program, caches, vector_bytes, libop_impl,
                               frozenset(keep_imperfect), fusion)
        try:
            recipe = _run(sched)
        except _Redo as redo:  # a nest made perfect for nothing: schedule it as it was
            keep_imperfect |= redo.labels
            continue
        return recipe, sched.program


class _Redo(Exception):
    def __init__(self, labels: set[str]) -> None:
        super().__init__(labels)
        self.labels = labels



def _run(sched: SchedulerState) -> Recipe:
    """The passes of the module docstring, in order; the recipe they built."""
    implement_calls(sched)
    if fuses(sched.fusion, "producer"):
        fold_compactions(sched)
        fuse_producers_consumers(sched)
    # a dot product per element (``s = 0; for k: s += A[i, k] * B[k, j]``) is a product
    # before the passes below break its loops apart to block them
    for label in sched.serial_labels():
        if (loop := sched.loop(label)) is not None:
            recognize_product(sched, loop)
    for label in sched.serial_labels():
        solve_by_rows(sched, label)
    for label in sched.serial_labels():
        substitute_into_band(sched, label)
    for label in sched.serial_labels():
        expand_accumulators(sched, label)
    for label in sched.serial_labels():
        isolate_band(sched, label)
    for label in sched.serial_labels():
        isolate_product_nest(sched, label)
    for band in list(sched.serial_bands()):
        order_for_stride(sched, band)
    for band in list(sched.serial_bands()):
        tile_for_cache(sched, band)
    # forward substitution only pays when the perfect band is then reordered, tiled or
    # made a library call;
    # otherwise it just moved a load into the inner loop, where gcc reloads it every
    # iteration (it cannot prove the stores do not alias it): start again without it
    unused = {label for label, band in sched.substituted.items()
              if not band & (sched.tiled | sched.reordered | sched.called)}
    if unused:
        raise _Redo(unused)
    parallelize_outermost(sched, sched.program.body, inside=False)
    for s in list(walk_stmts(sched.program.body)):
        if (isinstance(s, ir.Loop) and s.kind != "vector" and not has_loop(s.body)
                and s.label not in sched.blocked):
            sched.attempt(Step("hoist", s.label))
    for s in list(walk_stmts(sched.program.body)):
        if (isinstance(s, ir.Loop) and s.kind == "serial" and not has_loop(s.body)
                and s.label not in sched.blocked):
            vectorize(sched, s.label)
    collapse_contiguous(sched)
    return Recipe(sched.steps)
