"""The default (heuristic) scheduler: one recipe per program, chosen without measurement.

Why heuristics and a recipe: most users never tune, so the first compile must already apply
the textbook steps that are nearly always right; and expressing the result as a recipe makes
the default inspectable (``f.recipe(...)``), replayable, and the starting point the tuner
improves on. Every step goes through the transformation's full legality check, so the
heuristics can only pick among correct programs.

Per loop nest, in this order:

1. ``implement`` each library call as loops (the micro-kernel/BLAS choices are the tuner's);
2. ``fuse`` adjacent explicit loops over the same range when the second reads what the first
   writes (producer/consumer), unless that costs the loops their parallelism, then
   ``contract`` temporaries that became private to one iteration;
3. ``forward_substitute`` scalars that sit between two loops, and ``distribute`` a loop around
   an inner nest, when that exposes a perfect band worth tiling;
4. ``reorder`` each perfect band of explicit loops so the loop that walks the most accesses
   with unit stride is innermost;
5. ``tile`` bands whose working set can exceed the caches: 3-deep bands with reuse in every
   loop (matrix-product-like) with tiles sized for L2, and 2-deep bands that walk one array
   along rows and another along columns (transpose-like) with tiles sized for L1;
6. ``parallelize`` the outermost explicit loop of each nest that may run in parallel;
7. ``vectorize`` innermost explicit loops whose iterations are independent (after
   ``scalar_replace`` of an array element the loop only accumulates into, so a dot product
   becomes a vector reduction).

Loops the frontend generated for array expressions arrive already parallel/vector (they are
independent by construction) and are left alone.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from ..errors import ScheduleError
from ..ir import nodes as ir
from ..ir.walk import expr_accesses, expr_vars, stmt_exprs, walk_stmts
from .base import libcall_targets
from .recipe import Recipe, Step

__all__ = ["heuristic_recipe", "heuristic_schedule"]


def heuristic_recipe(program: ir.Program, caches: dict[str, int] | None = None) -> Recipe:
    """The default recipe for ``program`` (``caches``: sizes in bytes by level, e.g.
    ``{"L1d": 32768, "L2": 1048576}``; the machine's when None)."""
    return heuristic_schedule(program, caches)[0]


def heuristic_schedule(program: ir.Program, caches: dict[str, int] | None = None
                       ) -> tuple[Recipe, ir.Program]:
    """The default recipe and the program it produces (built together: every step was
    checked and applied while choosing it, so replaying it would only repeat the work)."""
    if caches is None:
        from ..runtime.hardware import cache_sizes

        caches = cache_sizes()
    sched = _Scheduler(program, caches)
    recipe = sched.run()
    return recipe, sched.program


class _Scheduler:
    def __init__(self, program: ir.Program, caches: dict[str, int]) -> None:
        self.program = program
        self.caches = caches
        self.steps: list[Step] = []
        self.tiled: set[str] = set()  # labels of loops in bands already tiled

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
        for target, _ in list(libcall_targets(self.program)):
            self.attempt(Step("implement", target, impl="loops"))
        self.fuse_producers_consumers()
        for label in self.serial_labels():
            self.substitute_into_band(label)
        for label in self.serial_labels():
            self.isolate_band(label)
        for band in list(self.serial_bands()):
            self.order_for_stride(band)
        for band in list(self.serial_bands()):
            self.tile_for_cache(band)
        self.parallelize_outermost(self.program.body, inside=False)
        for s in list(walk_stmts(self.program.body)):
            if isinstance(s, ir.Loop) and s.kind == "serial" and not _has_loop(s.body):
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
        if loop is None:
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

    def isolate_band(self, label: str) -> None:
        """Distribute ``label`` around an inner loop nest when the band it then forms with
        ``label`` is one that tiling improves (matrix-product-like reuse)."""
        loop = self.loop(label)
        if loop is None or len(loop.body.body) < 2:
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
            band = [head]
            while len(band[-1].body.body) == 1 and isinstance(band[-1].body.body[0], ir.Loop):
                band.append(band[-1].body.body[0])
            before = len(self.steps)
            self.tile_for_cache(band)
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
                return

    # ------------------------------------------------------------------ tiling
    def tile(self, band: list[ir.Loop], sizes: tuple[int, ...]) -> None:
        before = {s.label for s in walk_stmts(self.program.body) if isinstance(s, ir.Loop)}
        if self.attempt(Step("tile", band[0].label, sizes=sizes)):
            after = {s.label for s in walk_stmts(self.program.body) if isinstance(s, ir.Loop)}
            self.tiled |= (after - before) | {lp.label for lp in band}

    def tile_for_cache(self, band: list[ir.Loop]) -> None:
        band = [self.loop(lp.label) for lp in band]  # type: ignore[misc]
        if any(lp is None or lp.label in self.tiled for lp in band):
            return
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

    # ------------------------------------------------------------------ parallelism
    def parallelize_outermost(self, b: ir.Block, inside: bool) -> None:
        for s in b.body:
            if isinstance(s, ir.Loop):
                if s.kind == "parallel":
                    continue
                if s.kind == "serial" and not inside and self.attempt(
                        Step("parallelize", s.label)):
                    continue
                self.parallelize_outermost(s.body, inside)
            elif isinstance(s, ir.If):
                self.parallelize_outermost(s.then, inside)
                self.parallelize_outermost(s.orelse, inside)
            elif isinstance(s, (ir.While, ir.Block)):
                self.parallelize_outermost(s.body if isinstance(s, ir.While) else s, inside)

    def vectorize(self, label: str) -> None:
        """Vectorize an innermost loop; an array element it only accumulates into (a dot
        product after reordering) is kept in a scalar first, so the loop becomes a vector
        reduction instead of a chain of loads and stores."""
        loop = self.loop(label)
        if loop is None or loop.kind != "serial":
            return
        for array in sorted(_written(loop)):
            saved = (self.program, list(self.steps))
            if self.attempt(Step("scalar_replace", label, array=array)) and not self.attempt(
                    Step("vectorize", label)):
                self.program, self.steps = saved  # only worth it as a vector reduction
            elif self.loop(label) is not None and self.loop(label).kind == "vector":
                return
        self.attempt(Step("vectorize", label))


# ----------------------------------------------------------------------------- helpers


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
    score = {lp.var: 0 for lp in band}
    for a in _band_accesses(band[-1].body):
        last = _last_index_var(a)
        for k, idx in enumerate(a.indices):
            for v in expr_vars(idx) & set(score):
                if k == len(a.indices) - 1 and v == last:
                    score[v] += 1
                elif k < len(a.indices) - 1:
                    score[v] -= 1
    return score


def _outer(loop_vars: list[str], inner: set[str]) -> set[str]:
    return {v for v in loop_vars if v not in inner}


def _itemsize(dtype: str) -> int:
    return {"bool": 1, "int32": 4, "float32": 4}.get(dtype, 8)


def _tile_edge(budget: int, arrays: int, itemsize: int) -> int:
    """The largest multiple of 8 (at least 16) with ``arrays`` square tiles in ``budget``."""
    edge = int(math.sqrt(budget / (arrays * itemsize)))
    return max(16, edge // 8 * 8)
