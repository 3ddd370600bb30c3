"""The default (heuristic) scheduler: one recipe per program, chosen without measurement.

Why heuristics and a recipe: most users never tune, so the first compile must already apply
the textbook steps that are nearly always right; and expressing the result as a recipe makes
the default inspectable (``f.recipe(...)``), replayable, and the starting point the tuner
improves on. Every step goes through the transformation's full legality check, so the
heuristics can only pick among correct programs.

Per loop nest, in this order:

1. ``fuse_epilogue`` of each matrix product into the elementwise nest after it when legal (a
   bias, relu, alpha/beta: no temporary, no second pass), then ``implement`` each matrix
   product and convolution with the configured library implementation (``libop_impl``: the
   micro-kernel unless ``LOOPCRAFT_LIBOP_IMPL`` says otherwise -- on one thread it beats
   the scheduled loops at every shape ``loopcraft bench gemm`` measures, see docs/results)
   when that implementation can carry it out, and every other library call (gemv, dot,
   outer: memory-bound, and worth fusing with the loops around them) as loops;
2. ``fuse`` adjacent explicit loops over the same range when the second reads what the first
   writes (producer/consumer), unless that costs the loops their parallelism or one of them
   holds a matrix-product nest (blocking it is worth more), then ``contract`` temporaries
   that became private to one iteration;
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
6. ``parallelize`` the outermost explicit loop of each nest that may run in parallel, then
   ``hoist`` loop-invariant loads out of innermost loops (gcc keeps them in the loop when a
   store in it might alias them);
7. ``vectorize`` innermost explicit loops whose iterations are independent (after
   ``scalar_replace`` of an array element the loop only accumulates into, so a dot product
   becomes a vector reduction -- or, for a loop inside no other loop, a parallel reduction,
   which codegen also vectorizes); not a loop that gathers or scatters through an index
   array (``x[indices[k]]``).

Loops the frontend generated for array expressions arrive already parallel/vector (they are
independent by construction) and are left alone.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import NamedTuple

from ..errors import NotApplicableError, ScheduleError
from ..ir import nodes as ir
from ..ir.walk import expr_accesses, expr_vars, stmt_exprs, subexprs, walk_stmts
from ..libops import IMPLEMENTATION_KINDS
from ..transform.base import enclosing_loops, get_transformation, libcall_targets, subtracted
from ..transform.recipe import Recipe, Step
from ..transform.right_looking import match_solve

__all__ = ["heuristic_recipe", "heuristic_schedule"]

#: The library operations the configured ``libop_impl`` applies to (compute-bound kernels).
_KERNEL_OPS = ("matmul", "conv2d")
#: rows a matrix-vector band handles at once (unroll-and-jam of its row loop, see
#: _is_matrix_vector). NPBench at M, 2 threads: atax 124 -> 74 ms, bicg 106 -> 70 ms
GEMV_ROWS = 4


def heuristic_recipe(program: ir.Program, caches: dict[str, int] | None = None,
                     vector_bytes: int | None = None, libop_impl: str | None = None) -> Recipe:
    """The default recipe for ``program`` (``caches``: sizes in bytes by level, e.g.
    ``{"L1d": 32768, "L2": 1048576}``; ``vector_bytes``: the SIMD register width; the
    machine's when None; ``libop_impl``: how matrix products and convolutions are
    implemented, ``config.libop_impl`` when None)."""
    return heuristic_schedule(program, caches, vector_bytes, libop_impl)[0]


def heuristic_schedule(program: ir.Program, caches: dict[str, int] | None = None,
                       vector_bytes: int | None = None, libop_impl: str | None = None
                       ) -> tuple[Recipe, ir.Program]:
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
    keep_imperfect: set[str] = set()
    while True:
        sched = _Scheduler(program, caches, vector_bytes, libop_impl,
                           frozenset(keep_imperfect))
        try:
            recipe = sched.run()
        except _Redo as redo:  # a nest made perfect for nothing: schedule it as it was
            keep_imperfect |= redo.labels
            continue
        return recipe, sched.program


class _Redo(Exception):
    def __init__(self, labels: set[str]) -> None:
        super().__init__(labels)
        self.labels = labels


class _Scheduler:
    def __init__(self, program: ir.Program, caches: dict[str, int], vector_bytes: int,
                 libop_impl: str, keep_imperfect: frozenset[str] = frozenset()) -> None:
        self.program = program
        self.caches = caches
        self.vector_bytes = vector_bytes
        self.libop_impl = libop_impl  # for matmul and conv2d calls (see the module doc)
        self.keep_imperfect = keep_imperfect  # loops not to make perfect (see run)
        self.steps: list[Step] = []
        self.tiled: set[str] = set()  # labels of loops in bands already tiled
        self.reordered: set[str] = set()  # labels of loops of reordered bands
        self.substituted: dict[str, set[str]] = {}  # loop made perfect -> its band's labels
        self.blocked: set[str] = set()  # loops of register tiles (vectorized by gcc's SLP)
        self.recognized: set[str] = set()  # loops of nests recognize was tried on
        self.called: set[str] = set()  # loops of nests that became library calls

    # ------------------------------------------------------------------ plumbing
    def attempt(self, step: Step) -> bool:
        """Apply ``step`` if it is legal (keeping it in the recipe); report whether it was."""
        try:
            self.program = Recipe([step]).apply(self.program)
        except (ScheduleError, KeyError):
            return False
        self.steps.append(step)
        return True

    def legal(self, step: Step, program: ir.Program | None = None) -> bool:
        try:
            step.check(program or self.program)
        except (ScheduleError, KeyError):
            return False
        return True

    def loop(self, label: str) -> ir.Loop | None:
        return next((s for s in walk_stmts(self.program.body)
                     if isinstance(s, ir.Loop) and s.label == label), None)

    def run(self) -> Recipe:
        # a product followed by an elementwise epilogue (bias, relu, alpha/beta): one call
        for target in get_transformation("fuse_epilogue").targets(self.program):
            self.attempt(Step("fuse_epilogue", target))
        # targets are numbered per operation among the calls left: implement the first
        # one until none is left (or the first cannot be implemented)
        while (first := next(libcall_targets(self.program), None)) is not None:
            target, call = first
            impl = self.libop_impl if call.op in _KERNEL_OPS else "loops"
            if not ((impl != "loops" and self.attempt(Step("implement", target, impl=impl)))
                    or self.attempt(Step("implement", target, impl="loops"))):
                break
        self.fuse_producers_consumers()
        # a dot product per element (``s = 0; for k: s += A[i, k] * B[k, j]``) is a product
        # before the passes below break its loops apart to block them
        for label in self.serial_labels():
            if (loop := self.loop(label)) is not None:
                self.recognize_product(loop)
        for label in self.serial_labels():
            self.solve_by_rows(label)
        for label in self.serial_labels():
            self.substitute_into_band(label)
        for label in self.serial_labels():
            self.expand_accumulators(label)
        for label in self.serial_labels():
            self.isolate_band(label)
        for label in self.serial_labels():
            self.isolate_product_nest(label)
        for band in list(self.serial_bands()):
            self.order_for_stride(band)
        for band in list(self.serial_bands()):
            self.tile_for_cache(band)
        # forward substitution only pays when the perfect band is then reordered, tiled or
        # made a library call;
        # otherwise it just moved a load into the inner loop, where gcc reloads it every
        # iteration (it cannot prove the stores do not alias it): start again without it
        unused = {label for label, band in self.substituted.items()
                  if not band & (self.tiled | self.reordered | self.called)}
        if unused:
            raise _Redo(unused)
        self.parallelize_outermost(self.program.body, inside=False)
        for s in list(walk_stmts(self.program.body)):
            if (isinstance(s, ir.Loop) and s.kind != "vector" and not _has_loop(s.body)
                    and s.label not in self.blocked):
                self.attempt(Step("hoist", s.label))
        for s in list(walk_stmts(self.program.body)):
            if (isinstance(s, ir.Loop) and s.kind == "serial" and not _has_loop(s.body)
                    and s.label not in self.blocked):
                self.vectorize(s.label)
        return Recipe(self.steps)

    # ------------------------------------------------------------------ fusion
    def fuse_producers_consumers(self) -> None:
        changed = True
        while changed:
            changed = False
            for first, second in _adjacent_loop_pairs(self.program.body):
                if first.kind != "serial" or second.kind != "serial":
                    continue
                if not (_written(first) & _read(second)):
                    continue
                if _holds_product_nest(first) or _holds_product_nest(second):
                    continue  # a product nest (with its initialization): blocking is worth more
                par_before = (self.legal(Step("parallelize", first.label))
                              and self.legal(Step("parallelize", second.label)))
                saved = (self.program, list(self.steps))
                if not self.attempt(Step("fuse", first.label, other=second.label)):
                    continue
                if par_before and not self.legal(Step("parallelize", first.label)):
                    self.program, self.steps = saved  # fusion would serialize the loops
                    continue
                for decl in self.program.locals:
                    if isinstance(decl, ir.ArrayDecl):
                        self.attempt(Step("contract", first.label, array=decl.name))
                changed = True
                break

    # ------------------------------------------------------------------ perfect bands
    def serial_labels(self) -> list[str]:
        return [s.label for s in walk_stmts(self.program.body)
                if isinstance(s, ir.Loop) and s.kind == "serial"]

    def substitute_into_band(self, label: str) -> None:
        """``for k: a = f(k); for j: ... a ...`` -> ``for k: for j: ... f(k) ...`` when that
        makes the nest perfect (so it can be reordered and tiled)."""
        loop = self.loop(label)
        if loop is None or label in self.keep_imperfect:
            return
        body = loop.body.body
        if len(body) < 2 or not isinstance(body[-1], ir.Loop) or not all(
                isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) and s.reduce is None
                for s in body[:-1]):
            return
        saved = (self.program, list(self.steps))
        for s in body[:-1]:
            if not self.attempt(Step("forward_substitute", label, scalar=s.target.name)):
                self.program, self.steps = saved
                return
        self.substituted[label] = {lp.label for lp in _perfect_nest(self.loop(label))}

    def solve_by_rows(self, label: str) -> None:
        """A triangular solve by dot products (``w = X[j]; for k < j: w -= X[k] * U[k, j];
        X[j] = w / U[j, j]``) whose sums walk columns becomes the right-looking solve, whose
        updates walk rows (LU's row of ``L``). Not when the sums walk rows already
        (Cholesky's ``A[j, k]``): the row updates would then walk columns."""
        loop = self.loop(label)
        if loop is None:
            return
        try:
            solve = match_solve(self.program, loop)
        except NotApplicableError:
            return
        accesses = expr_accesses(solve.update)
        if _stride_score(accesses, loop.var) > _stride_score(accesses, solve.inner.var):
            self.attempt(Step("right_looking", label))

    def expand_accumulators(self, label: str) -> None:
        """``for j: s = 0; for k: s += A[k, i] * B[k, j]; C[i, j] = s`` (a dot product per
        ``j`` walking columns): expand ``s`` into an array along ``j``, distribute ``j``
        around the ``k`` loop and interchange the band, so ``j`` walks rows innermost. Undone
        unless the band is then reordered (a dot product along rows stays a register sum)."""
        loop = self.loop(label)
        if loop is None or label in self.keep_imperfect or self.holds_register_tile(loop):
            return
        body = loop.body.body
        inner = [k for k, s in enumerate(body) if isinstance(s, ir.Loop) and s.kind == "serial"
                 and _accumulated_scalars(s)]
        if not inner:
            return
        saved = (self.program, list(self.steps))
        for name in dict.fromkeys(n for k in inner for n in _accumulated_scalars(body[k])):
            # in the element it is stored to, a sum keeps one place per iteration of every
            # enclosing loop (they stay parallel); else in a new array along this loop
            if not self.attempt(Step("accumulate_in_place", label, scalar=name)):
                self.attempt(Step("expand_scalar", label, scalar=name))
        # the scalars left between the loops (a hoisted bound such as `i + 1`) tie the parts
        # together too: substitute their definitions where they are used
        for s in self.loop(label).body.body:
            if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) and s.reduce is None:
                self.attempt(Step("forward_substitute", label, scalar=s.target.name))
        body = self.loop(label).body.body
        loops = [s for s in body if isinstance(s, ir.Loop) and s.kind == "serial"]
        at = sorted({x for k, s in enumerate(body) if isinstance(s, ir.Loop)
                     for x in (k, k + 1) if 0 < x < len(body)})
        if not at or not self.attempt(Step("distribute", label, at=tuple(at))):
            self.program, self.steps = saved
            return
        reordered = False
        for product in loops:
            head = next((lp for lp in walk_stmts(self.program.body) if isinstance(lp, ir.Loop)
                         and lp.body.body == (product,)), None)
            if head is not None and head.var == loop.var:
                self.move_innermost(_perfect_nest(head))
                if head.label not in self.reordered:
                    self.order_for_stride([head, product])
                reordered |= head.label in self.reordered
        if not reordered:
            self.program, self.steps = saved

    def isolate_product_nest(self, label: str) -> None:
        """``for i: for j: C[i, j] = 0; for k: C[i, j] += ...`` (a product written in ``i, j,
        k`` order with its initialization inside): distribute ``j`` and then ``i`` around the
        ``k`` loop, so that the product becomes a perfect band that tiling turns into a BLIS
        kernel; undone when tiling then does nothing with it."""
        loop = self.loop(label)
        if (loop is None or len(loop.body.body) != 1 or not isinstance(loop.body.body[0], ir.Loop)
                or self.holds_register_tile(loop)):
            return
        inner = loop.body.body[0]
        body = inner.body.body
        if inner.kind != "serial" or len(body) < 2 or not isinstance(body[-1], ir.Loop):
            return
        product = body[-1]
        saved = (self.program, list(self.steps))
        if not (self.attempt(Step("distribute", inner.label, at=(len(body) - 1,)))
                and self.attempt(Step("distribute", label, at=(1,)))):
            self.program, self.steps = saved
            return
        middle = next(lp for lp in walk_stmts(self.program.body) if isinstance(lp, ir.Loop)
                      and lp.body.body == (product,))
        head = next(lp for lp in walk_stmts(self.program.body) if isinstance(lp, ir.Loop)
                    and lp.body.body == (middle,))
        before = len(self.steps)
        self.tile_for_cache(_perfect_nest(head))
        if len(self.steps) == before:
            self.program, self.steps = saved

    def isolate_band(self, label: str) -> None:
        """Distribute ``label`` around an inner loop nest when the band it then forms with
        ``label`` is one that tiling improves (matrix-product-like reuse)."""
        loop = self.loop(label)
        if loop is None or len(loop.body.body) < 2 or self.holds_register_tile(loop):
            return
        body = loop.body.body
        for k, s in enumerate(body):
            if not (isinstance(s, ir.Loop) and s.kind == "serial" and len(s.body.body) == 1
                    and isinstance(s.body.body[0], ir.Loop)):
                continue
            at = tuple(x for x in (k, k + 1) if 0 < x < len(body))
            saved = (self.program, list(self.steps))
            if not self.attempt(Step("distribute", label, at=at)):
                continue
            head = next(lp for lp in walk_stmts(self.program.body) if isinstance(lp, ir.Loop)
                        and len(lp.body.body) == 1 and lp.body.body[0] == s)
            before = len(self.steps)
            self.tile_for_cache(_perfect_nest(head))
            if len(self.steps) == before:  # distribution alone buys nothing
                self.program, self.steps = saved
            return

    # ------------------------------------------------------------------ loop order
    def serial_bands(self) -> Iterator[list[ir.Loop]]:
        """Maximal perfect bands of serial loops (depth >= 2), outermost first."""
        seen: set[str] = set()
        for s in walk_stmts(self.program.body):
            if not isinstance(s, ir.Loop) or s.kind != "serial" or s.label in seen:
                continue
            band = [s]
            while (len(band[-1].body.body) == 1 and isinstance(band[-1].body.body[0], ir.Loop)
                   and band[-1].body.body[0].kind == "serial"):
                band.append(band[-1].body.body[0])
            seen.update(lp.label for lp in band)
            if len(band) >= 2:
                yield band

    def order_for_stride(self, band: list[ir.Loop]) -> None:
        labels = [lp.label for lp in band]
        if self.tiled & set(labels):
            return  # already blocked (the register tile chose its own order)
        score = _unit_stride_scores(band)
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
            if self.attempt(Step("reorder", labels[0], order=cand)):
                self.reordered |= set(labels)
                return

    def move_innermost(self, band: list[ir.Loop]) -> None:
        """Move ``band``'s outermost loop, the one a sum was expanded along, innermost when
        no loop of the band walks more accesses with unit stride: its iterations are
        independent, so it vectorizes without a horizontal sum, where the sum's own loops
        (a convolution's window, ``for a: for b: s += w[a, b] * img[i + a, j + b]``) are
        often too short to fill a vector."""
        if len(band) < 3 or self.tiled & {lp.label for lp in band}:
            return
        score = _unit_stride_scores(band)
        head = band[0]
        if score[head.var] <= 0 or any(score[lp.var] > score[head.var] for lp in band[1:]):
            return
        order = tuple(lp.label for lp in band[1:]) + (head.label,)
        if self.attempt(Step("reorder", head.label, order=order)):
            self.reordered |= {lp.label for lp in band}

    # ------------------------------------------------------------------ tiling
    def recognize_product(self, loop: ir.Loop) -> bool:
        """An explicit-loop matrix product (a perfect nest), or a direct convolution,
        becomes the library call, implemented like ``@`` with the configured kernel; undone
        when the kernel cannot take the call (integers). Not with ``libop_impl="loops"``: the
        call's loops would only be the user's loops again, plus a temporary. The loops stay as
        the versioned fallback (run when their bounds are not the arrays' extents): those are
        not recognized again."""
        recognize = get_transformation("recognize")
        if self.libop_impl == "loops" or loop.label in self.recognized:
            return False
        op = recognize.op_of(self.program, loop)
        if op not in _KERNEL_OPS:
            return False
        nest = {lp.label for lp in walk_stmts(ir.Block((loop,))) if isinstance(lp, ir.Loop)}
        self.recognized |= nest
        saved = (self.program, list(self.steps))
        before = [c for _, c in libcall_targets(self.program)]
        if not self.attempt(Step("recognize", loop.label, op=op)):
            return False
        # one call per product summed (syr2k's two): implement each
        while (target := next((t for t, c in libcall_targets(self.program)
                               if c not in before), None)) is not None:
            if not self.attempt(Step("implement", target, impl=self.libop_impl)):
                self.program, self.steps = saved
                return False
        self.called |= nest
        return True

    def tile(self, band: list[ir.Loop], sizes: tuple[int, ...]) -> None:
        before = {s.label for s in walk_stmts(self.program.body) if isinstance(s, ir.Loop)}
        if self.attempt(Step("tile", band[0].label, sizes=sizes)):
            after = {s.label for s in walk_stmts(self.program.body) if isinstance(s, ir.Loop)}
            self.tiled |= (after - before) | {lp.label for lp in band}

    def tile_for_cache(self, band: list[ir.Loop]) -> None:
        band = [self.loop(lp.label) for lp in band]  # type: ignore[misc]
        if any(lp is None or lp.label in self.tiled for lp in band):
            return
        if self.recognize_product(band[0]):
            return
        if len(band) >= 3 and self.register_block(band[-3:]):
            return  # (loops around the product's three, e.g. a batch loop, stay as they are)
        inner = band[-1].body
        accesses = _band_accesses(inner)
        if not accesses:
            return
        loop_vars = [lp.var for lp in band]
        item = max(_itemsize(a.dtype) for a in accesses)
        if len(band) >= 3:
            trio = band[-3:]
            vars3 = {lp.var for lp in trio}
            # reuse along every loop: each loop is missing from some array's indices
            missing = [any(lp.var not in _index_vars(a) for a in accesses) for lp in trio]
            if all(missing) and all(_index_vars(a) <= vars3 | _outer(loop_vars, vars3)
                                    for a in accesses):
                t = _tile_edge(self.caches.get("L2", 1 << 20) // 2, 3, item)
                self.tile(band, (0,) * (len(band) - 3) + (t, t, t))
            return
        # 2-deep: one access walks the inner loop along its last axis, another along an
        # earlier axis (a transpose): tile both loops for L1
        iv, ov = loop_vars[-1], loop_vars[-2]
        rows = any(_last_index_var(a) == iv for a in accesses)
        cols = any(_last_index_var(a) == ov and iv in _index_vars(a) for a in accesses)
        if rows and cols:
            t = _tile_edge(self.caches.get("L1d", 32768) // 2, 2, item)
            self.tile(band, (t, t))
            return
        if _is_matrix_vector(band[-1].body, ov, iv):
            self.attempt(Step("unroll_and_jam", band[-2].label, factor=GEMV_ROWS))

    def register_block(self, band: list[ir.Loop]) -> bool:
        """The BLIS structure for a matrix-product band (see the module docstring); packing
        is kept only where legal. Returns whether the band was blocked (a triangular band
        cannot be tiled: it keeps the other rules; ``unroll_and_jam`` alone measured no gain
        on trmm and lost to the dot-product form on syrk)."""
        roles = _matmul_roles(band)
        if roles is None:
            return False
        li, lj, lk = roles.i, roles.j, roles.k
        item = max(_itemsize(a.dtype) for a in _band_accesses(band[-1].body))
        lanes = max(1, self.vector_bytes // item)
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
        mc = max(mr, (self.caches.get("L2", 1 << 20) * 3 // 4) // (kc * item) // mr * mr)
        nc = max(nr, self.caches.get("L3", 8 << 20) // 8 // (kc * item) // nr * nr)
        saved = (self.program, list(self.steps))
        size = {li.label: mc, lj.label: nc, lk.label: kc}
        before = {s.label for s in walk_stmts(self.program.body) if isinstance(s, ir.Loop)}
        if not self.attempt(Step("tile", band[0].label, sizes=tuple(size[lp.label]
                                                                      for lp in band))):
            return False
        tiles = {lp.label: lp.label for lp in band}
        outer = enclosing_loops(self.program, band[0].label)[-3:]
        for lp, t in zip(band, outer, strict=True):
            tiles[lp.label] = t.label
        io, jo, ko = tiles[li.label], tiles[lj.label], tiles[lk.label]
        ok = self.attempt(Step("reorder", outer[0].label, order=(jo, ko, io)))
        if ok:
            self.pack(io, roles.b, roles.j.var, nr)
            ok = self.attempt(Step("reorder", band[0].label, order=(lj.label, li.label,
                                                                        lk.label)))
        if ok:
            self.pack(lj.label, roles.a, roles.i.var, mr)
            ok = (self.attempt(Step("parallelize", lj.label))
                  and self.attempt(Step("unroll_and_jam", lj.label, factor=nr, depth=2))
                  and self.attempt(Step("unroll_and_jam", li.label, factor=mr))
                  and self.attempt(Step("scalar_replace", lk.label, array=roles.c)))
        if not ok:
            self.program, self.steps = saved
            return False
        self.block_edges(roles, before, mr)
        after = {s.label for s in walk_stmts(self.program.body) if isinstance(s, ir.Loop)}
        self.tiled |= (after - before) | set(size)
        self.blocked |= (after - before) | set(size)
        return True

    def block_edges(self, roles: _MatmulRoles, before: set[str], mr: int) -> None:
        """Register-tile the edges of a blocked product too: the rows left below the last
        full mr-row tile in 2-row tiles and the columns right of the last full nr-wide tile
        in mr-row tiles, C in scalars in every k loop. gcc vectorizes a 1 x nr row of
        scalar accumulators badly (float32, 1 x 32: 60x slower than the 6 x 32 tile), so
        the 4 edge rows of 16 x 256^3 float32 took more than half the time (0.42x NumPy
        against 0.96x with 2-row tiles); with loads and stores of C in every k step the 4
        edge rows of a 64 x 64 float64 product cost more than the 60 others."""
        li, lj, lk = roles.i, roles.j, roles.k
        for s in list(walk_stmts(self.program.body)):
            if (isinstance(s, ir.Loop) and s.var == li.var and s.label != li.label
                    and s.label not in before):
                parent = enclosing_loops(self.program, s.label)[-1]
                if parent.label == lj.label and mr > 2:  # fewer than mr rows left
                    self.attempt(Step("unroll_and_jam", s.label, factor=2))
                elif parent.var == lj.var and parent.label != lj.label:  # edge columns
                    self.attempt(Step("unroll_and_jam", s.label, factor=mr))
        for s in list(walk_stmts(self.program.body)):
            if (isinstance(s, ir.Loop) and s.var == lk.var and s.label != lk.label
                    and s.label not in before and not _has_loop(s.body)):
                self.attempt(Step("scalar_replace", s.label, array=roles.c))

    def pack(self, label: str, operand: ir.Access, last: str, panel: int) -> None:
        """Pack a 2-D operand (or the 2-D slice of a batched 3-D one) read inside ``label``
        with the loop variable ``last`` along the buffer's rows, in micro-panels of ``panel``
        (the register tile's extent along ``last``): the tile then reads one contiguous
        stream of ``panel`` values per step of k."""
        nd = len(operand.indices)
        if nd not in (2, 3):
            return
        order = (None if _last_index_var(operand) == last
                 else tuple(range(nd - 2)) + (nd - 1, nd - 2))
        self.attempt(Step("pack", label, array=operand.array, panel=panel,
                          **({} if order is None else {"order": order})))

    def holds_register_tile(self, loop: ir.Loop) -> bool:
        """Whether ``loop`` is or contains a register-tiled loop: its dependence analysis
        would pair every one of the tile's mr * nr statements with every other (slow), and
        there is nothing left to gain around it."""
        return any(isinstance(s, ir.Loop) and s.label in self.blocked
                   for s in walk_stmts(ir.Block((loop,))))

    # ------------------------------------------------------------------ parallelism
    def parallelize_outermost(self, b: ir.Block, inside: bool) -> None:
        for s in b.body:
            if isinstance(s, ir.Loop):
                if s.kind == "parallel":
                    continue
                if s.kind == "serial" and not inside and not self.holds_register_tile(s) and (
                        self.attempt(Step("parallelize", s.label))):
                    continue
                self.parallelize_outermost(s.body, inside)
            elif isinstance(s, ir.If):
                self.parallelize_outermost(s.then, inside)
                self.parallelize_outermost(s.orelse, inside)
            elif isinstance(s, (ir.While, ir.Block)):
                self.parallelize_outermost(s.body if isinstance(s, ir.While) else s, inside)

    def vectorize(self, label: str) -> None:
        """Vectorize an innermost loop; the array elements it only accumulates into (a dot
        product after reordering; two sums over one row, as in gesummv) are kept in scalars
        first, so the loop becomes a vector reduction instead of a chain of loads and
        stores. Every such element must go: one left in memory still carries the loop."""
        loop = self.loop(label)
        if loop is None or loop.kind != "serial" or _indirect(loop):
            return
        saved = (self.program, list(self.steps))
        for array in sorted(_written(loop)):
            if not self.attempt(Step("scalar_replace", label, array=array)):
                continue
            if not enclosing_loops(self.program, label) and self.attempt(
                    Step("parallelize", label)):
                return  # a top-level sum (a dot product): threads, and simd in each
            if self.attempt(Step("vectorize", label)):
                return
        self.program, self.steps = saved  # scalars are only worth it as a vector reduction
        self.attempt(Step("vectorize", label))


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
    c_vars = _index_vars(st.target) & set(loops)
    j = _last_index_var(st.target)
    k = [v for v in loops if v not in c_vars]
    if j not in c_vars or len(c_vars) != 2 or len(k) != 1:
        return None
    (i,) = c_vars - {j}
    (k,) = k
    a = b = None
    for acc in expr_accesses(st.value):
        used = _index_vars(acc) & set(loops)
        if used == {i, k} and a is None:
            a = acc
        elif used == {k, j} and b is None:
            b = acc
        elif used & {i, j}:
            return None  # another access that walks C's loops: not a plain product
    if a is None or b is None:
        return None
    return _MatmulRoles(loops[i], loops[j], loops[k], st.target.array, a, b)


def _holds_product_nest(loop: ir.Loop) -> bool:
    """Whether three nested loops in ``loop`` end in a single accumulation (a matrix-product
    nest, perhaps still imperfect: ``for i: for j: C[i, j] = 0; for k: C[i, j] += ...``),
    which distribution and register blocking would turn into a BLIS kernel."""
    def depth(s: ir.Loop) -> int:
        inner = [x for x in s.body.body if isinstance(x, ir.Loop)]
        if not inner:
            body = s.body.body
            return 1 if (len(body) == 1 and isinstance(body[0], ir.Assign)
                         and body[0].reduce == "add") else 0
        best = max(depth(x) for x in inner)
        return best + 1 if best else 0
    return any(isinstance(s, ir.Loop) and depth(s) >= 3 for s in walk_stmts(ir.Block((loop,))))


def _perfect_nest(loop: ir.Loop) -> list[ir.Loop]:
    """``loop`` and the loops perfectly nested in it, outermost first."""
    nest = [loop]
    while len(nest[-1].body.body) == 1 and isinstance(nest[-1].body.body[0], ir.Loop):
        nest.append(nest[-1].body.body[0])
    return nest


def _has_loop(b: ir.Block) -> bool:
    return any(isinstance(s, (ir.Loop, ir.While)) for s in walk_stmts(b))


def _adjacent_loop_pairs(b: ir.Block) -> Iterator[tuple[ir.Loop, ir.Loop]]:
    for s in walk_stmts(b):
        blocks = ([s.then, s.orelse] if isinstance(s, ir.If) else
                  [s.body] if isinstance(s, (ir.Loop, ir.While)) else [])
        for blk in blocks:
            yield from _pairs_in(blk)
    yield from _pairs_in(b)


def _pairs_in(b: ir.Block) -> Iterator[tuple[ir.Loop, ir.Loop]]:
    for x, y in zip(b.body, b.body[1:], strict=False):
        if isinstance(x, ir.Loop) and isinstance(y, ir.Loop):
            yield x, y


def _accumulated_scalars(loop: ir.Loop) -> list[str]:
    """The scalars ``loop`` (a nest) accumulates into: ``s += ...``, and ``s = s - ...``
    (how ``s -= ...`` is lowered; LU's and the triangular solves' updates)."""
    return [s.target.name for s in walk_stmts(loop.body) if isinstance(s, ir.Assign)
            and isinstance(s.target, ir.Var)
            and (s.reduce is not None or subtracted(s) is not None)]


def _indirect(loop: ir.Loop) -> bool:
    """Whether ``loop`` reads or writes an element through an index loaded from an array
    (``x[indices[k]]``, CSR's gather): vectorized, each becomes a gather or a scatter, which
    costs more than the scalar loads (corpus spmv_csr at 400k rows, 10 per row, 2 threads:
    16.3 ms with ``vectorize(k)``, 5.3 ms without)."""
    return any(isinstance(x, ir.Access) for a in _band_accesses(loop.body)
               for i in a.indices for x in subexprs(i))


def _written(loop: ir.Loop) -> set[str]:
    return {s.target.array for s in walk_stmts(loop.body)
            if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access)}


def _read(loop: ir.Loop) -> set[str]:
    out: set[str] = set()
    for s in walk_stmts(loop.body):
        for e in stmt_exprs(s):
            out |= {a.array for a in expr_accesses(e)}
    return out


def _band_accesses(b: ir.Block) -> list[ir.Access]:
    out: list[ir.Access] = []
    for s in walk_stmts(b):
        for e in stmt_exprs(s):
            out += expr_accesses(e)
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
            out.append(s.target)
    return out


def _index_vars(a: ir.Access) -> set[str]:
    return set().union(*(expr_vars(i) for i in a.indices)) if a.indices else set()


def _last_index_var(a: ir.Access) -> str | None:
    """The variable of the last index when it is ``v``, ``v + c`` or ``v - c``."""
    if not a.indices:
        return None
    e = a.indices[-1]
    if isinstance(e, ir.Binary) and e.op in ("add", "sub") and isinstance(e.rhs, ir.Const):
        e = e.lhs
    if isinstance(e, ir.Binary) and e.op == "add" and isinstance(e.lhs, ir.Const):
        e = e.rhs
    return e.name if isinstance(e, ir.Var) else None


def _unit_stride_scores(band: list[ir.Loop]) -> dict[str, int]:
    """Per loop variable: accesses it walks with unit stride minus those it walks along an
    earlier (strided) axis -- the loop with the highest score belongs innermost."""
    accesses = _band_accesses(band[-1].body)
    return {lp.var: _stride_score(accesses, lp.var) for lp in band}


def _stride_score(accesses: list[ir.Access], var: str) -> int:
    """How many of ``accesses`` a loop over ``var`` walks with unit stride, minus those it
    walks along an earlier (strided) axis."""
    score = 0
    for a in accesses:
        last = _last_index_var(a)
        for k, idx in enumerate(a.indices):
            if var in expr_vars(idx):
                if k == len(a.indices) - 1 and var == last:
                    score += 1
                elif k < len(a.indices) - 1:
                    score -= 1
    return score


def _is_matrix_vector(body: ir.Block, row: str, col: str) -> bool:
    """Whether ``body`` (of a ``row``, ``col`` band) is one matrix-vector accumulation: a
    matrix walked along rows, ``M[row, col]``, next to a vector every row reuses, read
    (``y[row] += M[row, col] * x[col]``, A @ x) or accumulated into (``y[col] += M[row, col] *
    x[row]``, x @ A; or ``-=``, LU's row update). Then rows taken GEMV_ROWS at a time share
    each load of the vector (and each store, for x @ A) and run that many independent
    streams. Not an elementwise update with a broadcast vector (``C[row, col] = M[row, col] -
    m[col]``): nothing is shared."""
    if len(body.body) != 1 or not isinstance(body.body[0], ir.Assign) or not (
            body.body[0].reduce == "add" or subtracted(body.body[0]) is not None):
        return False
    accesses = _band_accesses(body)
    target = body.body[0].target
    matrix = any(_last_index_var(a) == col and row in _index_vars(a) for a in accesses)
    vector = any(_index_vars(a) == {col} for a in accesses)
    along = isinstance(target, ir.Access) and (_index_vars(target) <= {row}
                                               or _index_vars(target) == {col})
    return matrix and vector and along


def _outer(loop_vars: list[str], inner: set[str]) -> set[str]:
    return {v for v in loop_vars if v not in inner}


def _itemsize(dtype: str) -> int:
    return {"bool": 1, "int32": 4, "float32": 4}.get(dtype, 8)


def _tile_edge(budget: int, arrays: int, itemsize: int) -> int:
    """The largest multiple of 8 (at least 16) with ``arrays`` square tiles in ``budget``."""
    edge = int(math.sqrt(budget / (arrays * itemsize)))
    return max(16, edge // 8 * 8)
