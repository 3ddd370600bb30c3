"""Tiling in the default schedule (step 5 of :mod:`loopcraft.schedule.scheduler`): the BLIS
structure for a matrix-product band -- ``tile``, ``reorder``, ``pack``, ``parallelize``,
``unroll_and_jam`` and ``scalar_replace`` composed on the primitives -- square tiles for other
bands with reuse along every loop, and unroll-and-jam for a matrix-vector band."""

from __future__ import annotations

import math
from typing import NamedTuple

from ..ir import nodes as ir
from ..ir.dtypes import DTYPE_INFO
from ..ir.walk import expr_accesses, walk_stmts
from ..transform.base import enclosing_loops
from ..transform.recipe import Step
from .facts import (
    band_accesses,
    has_loop,
    index_vars,
    is_matrix_vector,
    last_index_var,
)
from .libcalls import recognize_product
from .state import SchedulerState

#: rows a matrix-vector band handles at once (unroll-and-jam of its row loop, see
#: is_matrix_vector). NPBench at M, 2 threads: atax 124 -> 74 ms, bicg 106 -> 70 ms
GEMV_ROWS = 4


def tile(sched: SchedulerState, band: list[ir.Loop], sizes: tuple[int, ...]) -> None:
    before = {s.label for s in walk_stmts(sched.program.body) if isinstance(s, ir.Loop)}
    if sched.attempt(Step("tile", band[0].label, sizes=sizes)):
        after = {s.label for s in walk_stmts(sched.program.body) if isinstance(s, ir.Loop)}
        sched.tiled |= (after - before) | {lp.label for lp in band}


def tile_for_cache(sched: SchedulerState, band: list[ir.Loop]) -> None:
    band = [sched.loop(lp.label) for lp in band]  # type: ignore[misc]
    if any(lp is None or lp.label in sched.tiled for lp in band):
        return
    if recognize_product(sched, band[0]):
        return
    if len(band) >= 3 and register_block(sched, band[-3:]):
        return  # (loops around the product's three, e.g. a batch loop, stay as they are)
    inner = band[-1].body
    accesses = band_accesses(inner)
    if not accesses:
        return
    loop_vars = [lp.var for lp in band]
    item = max(_itemsize(a.dtype) for a in accesses)
    if len(band) >= 3:
        trio = band[-3:]
        vars3 = {lp.var for lp in trio}
        # reuse along every loop: each loop is missing from some array's indices
        missing = [any(lp.var not in index_vars(a) for a in accesses) for lp in trio]
        if all(missing) and all(index_vars(a) <= vars3 | _outer(loop_vars, vars3)
                                for a in accesses):
            t = _tile_edge(sched.caches.get("L2", 1 << 20) // 2, 3, item)
            tile(sched, band, (0,) * (len(band) - 3) + (t, t, t))
        return
    # 2-deep: one access walks the inner loop along its last axis, another along an
    # earlier axis (a transpose): tile both loops for L1
    iv, ov = loop_vars[-1], loop_vars[-2]
    rows = any(last_index_var(a) == iv for a in accesses)
    cols = any(last_index_var(a) == ov and iv in index_vars(a) for a in accesses)
    if rows and cols:
        t = _tile_edge(sched.caches.get("L1d", 32768) // 2, 2, item)
        tile(sched, band, (t, t))
        return
    if is_matrix_vector(band[-1].body, ov, iv):
        strip_columns(sched, band[-2:], item)
        sched.attempt(Step("unroll_and_jam", band[-2].label, factor=GEMV_ROWS))


def strip_columns(sched: SchedulerState, band: list[ir.Loop], item: int) -> None:
    """x @ A (``y[col] += M[row, col] * x[row]``): ``split`` the column loop into strips
    whose part of ``y`` fits in a third of L1 beside the rows streaming through (a power of
    two: 2048 doubles in 48 KiB; measured at n = 4000, 1 thread: strips of 512, 2048, 8192
    columns 11.5, 9.6, 9.3 ms against 16.9 ms before, 2 threads 94, 83, 88 ms against 116)
    and move the strip loop outermost (``reorder``), so that the threads take whole strips
    -- one parallel region -- instead of each row's columns in a parallel region per row
    group (a fork and join per ``GEMV_ROWS`` rows: 0.66x-0.77x NumPy on NPBench's mvt, atax
    and bicg at 2 threads). Undone when either step is refused."""
    row, col = band
    (update,) = col.body.body
    if not (isinstance(update, ir.Assign) and isinstance(update.target, ir.Access)
            and index_vars(update.target) == {col.var}):
        return  # A @ x: the rows are the parallel loop already
    fit = sched.caches.get("L1d", 32768) // (3 * item)
    strip = 1 << max(fit.bit_length() - 1, 0)
    saved = (sched.program, list(sched.steps))
    if sched.attempt(Step("split", col.label, factor=strip)):
        outer = next(lp for lp in walk_stmts(sched.program.body) if isinstance(lp, ir.Loop)
                     and lp.body.body and getattr(lp.body.body[0], "label", None) == col.label)
        if sched.attempt(Step("reorder", row.label, order=(outer.label, row.label,
                                                             col.label))):
            sched.tiled |= {outer.label}
            return
    sched.program, sched.steps = saved


def register_block(sched: SchedulerState, band: list[ir.Loop]) -> bool:
    """The BLIS structure for a matrix-product band (see the module docstring); packing
    is kept only where legal. Returns whether the band was blocked (a triangular band
    cannot be tiled: it keeps the other rules; ``unroll_and_jam`` alone measured no gain
    on trmm and lost to the dot-product form on syrk)."""
    roles = _matmul_roles(band)
    if roles is None:
        return False
    li, lj, lk = roles.i, roles.j, roles.k
    item = max(_itemsize(a.dtype) for a in band_accesses(band[-1].body))
    if item < 4:
        # 8- and 16-bit products (NumPy has no fast path for them either): a register block
        # as wide as the vector holds 1- or 2-byte lanes would unroll into a 24 x 32 block,
        # megabytes of C that take a minute to compile; plain cache tiling serves them
        return False
    lanes = max(1, sched.vector_bytes // item)
    # 12 vector accumulators: mr x nr = 6 rows x 2 vectors (2 vector loads of B and 6
    # broadcasts of A per k step), at most 32 elements wide -- gcc's SLP vectorizer lost
    # half the speed on 3 x 64 floats. Both operands are packed in micro-panels of the
    # tile's extent, so each k step reads mr and nr consecutive values. Measured on Zen 4
    # (2048^3, 1 thread, AVX-512): float64 6 x 16 0.85x NumPy against 0.71x for 3 x 32,
    # 0.81x for 4 x 24 and 0.79x for 8 x 16; float32 6 x 32 0.96x (4 x 48: 0.62x).
    nr = min(2 * lanes, 32)
    mr = 6 * (2 * lanes // nr)
    kc = 2048 // item  # a kc x nr micro-panel of B: 32 KiB (L1d) at 8 bytes, AVX-512
    # the mc x kc block of A in 3/4 of L2, the kc x nc panel of B in 1/8 of L3. Large
    # blocks matter most with threads: both packs run serially and the parallel loop
    # (over the block's column panels) is one OpenMP region per block of A. Zen 4, 2048^3:
    # mc = 384, nc = 2048 against 192 and 544: float64 0.84x against 0.56x NumPy on 2
    # threads (0.90x against 0.87x on 1); float32 0.97x against 0.69x (0.93x, 0.92x)
    mc = max(mr, (sched.caches.get("L2", 1 << 20) * 3 // 4) // (kc * item) // mr * mr)
    nc = max(nr, sched.caches.get("L3", 8 << 20) // 8 // (kc * item) // nr * nr)
    saved = (sched.program, list(sched.steps))
    size = {li.label: mc, lj.label: nc, lk.label: kc}
    before = {s.label for s in walk_stmts(sched.program.body) if isinstance(s, ir.Loop)}
    if not sched.attempt(Step("tile", band[0].label, sizes=tuple(size[lp.label]
                                                                  for lp in band))):
        return False
    tiles = {lp.label: lp.label for lp in band}
    outer = enclosing_loops(sched.program, band[0].label)[-3:]
    for lp, t in zip(band, outer, strict=True):
        tiles[lp.label] = t.label
    io, jo, ko = tiles[li.label], tiles[lj.label], tiles[lk.label]
    ok = sched.attempt(Step("reorder", outer[0].label, order=(jo, ko, io)))
    if ok:
        pack(sched, io, roles.b, roles.j.var, nr)
        ok = sched.attempt(Step("reorder", band[0].label, order=(lj.label, li.label,
                                                                    lk.label)))
    if ok:
        pack(sched, lj.label, roles.a, roles.i.var, mr)
        ok = (sched.attempt(Step("parallelize", lj.label))
              and sched.attempt(Step("unroll_and_jam", lj.label, factor=nr, depth=2))
              and sched.attempt(Step("unroll_and_jam", li.label, factor=mr))
              and sched.attempt(Step("scalar_replace", lk.label, array=roles.c)))
    if not ok:
        sched.program, sched.steps = saved
        return False
    block_edges(sched, roles, before, mr)
    after = {s.label for s in walk_stmts(sched.program.body) if isinstance(s, ir.Loop)}
    sched.tiled |= (after - before) | set(size)
    sched.blocked |= (after - before) | set(size)
    return True


def block_edges(sched: SchedulerState, roles: _MatmulRoles, before: set[str], mr: int) -> None:
    """Register-tile the edges of a blocked product too: the rows left below the last
    full mr-row tile in 2-row tiles and the columns right of the last full nr-wide tile
    in mr-row tiles, C in scalars in every k loop. gcc vectorizes a 1 x nr row of
    scalar accumulators badly (float32, 1 x 32: 60x slower than the 6 x 32 tile), so
    the 4 edge rows of 16 x 256^3 float32 took more than half the time (0.42x NumPy
    against 0.96x with 2-row tiles); with loads and stores of C in every k step the 4
    edge rows of a 64 x 64 float64 product cost more than the 60 others."""
    li, lj, lk = roles.i, roles.j, roles.k
    for s in list(walk_stmts(sched.program.body)):
        if (isinstance(s, ir.Loop) and s.var == li.var and s.label != li.label
                and s.label not in before):
            parent = enclosing_loops(sched.program, s.label)[-1]
            if parent.label == lj.label and mr > 2:  # fewer than mr rows left
                sched.attempt(Step("unroll_and_jam", s.label, factor=2))
            elif parent.var == lj.var and parent.label != lj.label:  # edge columns
                sched.attempt(Step("unroll_and_jam", s.label, factor=mr))
    for s in list(walk_stmts(sched.program.body)):
        if (isinstance(s, ir.Loop) and s.var == lk.var and s.label != lk.label
                and s.label not in before and not has_loop(s.body)):
            sched.attempt(Step("scalar_replace", s.label, array=roles.c))


def pack(sched: SchedulerState, label: str, operand: ir.Access, last: str, panel: int) -> None:
    """Pack a 2-D operand (or the 2-D slice of a batched 3-D one) read inside ``label``
    with the loop variable ``last`` along the buffer's rows, in micro-panels of ``panel``
    (the register tile's extent along ``last``): the tile then reads one contiguous
    stream of ``panel`` values per step of k."""
    nd = len(operand.indices)
    if nd not in (2, 3):
        return
    order = (None if last_index_var(operand) == last
             else tuple(range(nd - 2)) + (nd - 1, nd - 2))
    sched.attempt(Step("pack", label, array=operand.array, panel=panel,
                      **({} if order is None else {"order": order})))


# ----------------------------------------------------------------------------- helpers


class _MatmulRoles(NamedTuple):
    i: ir.Loop  # rows of C and A
    j: ir.Loop  # columns of C and B: the unit-stride loop
    k: ir.Loop  # the reduction loop
    c: str
    a: ir.Access
    b: ir.Access


def _matmul_roles(band: list[ir.Loop]) -> _MatmulRoles | None:
    """The roles of a 3-deep band whose body is ``C[.., i, j] += f(A[.., i, k], B[.., k, j])``
    (one accumulation; the operands may be any expressions; A and B may be one array, as in
    ``A @ A.T``), or None."""
    body = band[-1].body.body
    if len(body) != 1 or not isinstance(body[0], ir.Assign):
        return None
    st = body[0]
    if st.reduce != "add" or not isinstance(st.target, ir.Access):
        return None
    loops = {lp.var: lp for lp in band}
    c_vars = index_vars(st.target) & set(loops)
    j = last_index_var(st.target)
    k = [v for v in loops if v not in c_vars]
    if j not in c_vars or len(c_vars) != 2 or len(k) != 1:
        return None
    (i,) = c_vars - {j}
    (k,) = k
    a = b = None
    for acc in expr_accesses(st.value):
        used = index_vars(acc) & set(loops)
        if used == {i, k} and a is None:
            a = acc
        elif used == {k, j} and b is None:
            b = acc
        elif used & {i, j}:
            return None  # another access that walks C's loops: not a plain product
    if a is None or b is None:
        return None
    return _MatmulRoles(loops[i], loops[j], loops[k], st.target.array, a, b)


def _outer(loop_vars: list[str], inner: set[str]) -> set[str]:
    return {v for v in loop_vars if v not in inner}


def _itemsize(dtype: str) -> int:
    return DTYPE_INFO[dtype].itemsize if dtype in DTYPE_INFO else 8


def _tile_edge(budget: int, arrays: int, itemsize: int) -> int:
    """The largest multiple of 8 (at least 16) with ``arrays`` square tiles in ``budget``."""
    edge = int(math.sqrt(budget / (arrays * itemsize)))
    return max(16, edge // 8 * 8)
