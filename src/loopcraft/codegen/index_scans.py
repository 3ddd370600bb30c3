"""Index scans: the indices a loop nest reads through index arrays, checked before it runs.

Why: the index of a gather or scatter (``x[idx[i]]``) is data, so the loops' bounds say
nothing of its range and :mod:`.bounds` cannot hoist it. Checked where it is used, a scatter
(``x[idx] = v``, ``for i in range(n): x[idx[i]] = v[i]``) writes the elements before a bad
index and only then raises, where NumPy checks every index first and writes nothing; and the
check is a branch in the hot loop, which then does not vectorize. But when nothing the index
reads is written inside the nest (the index array, the loop bounds, the tests around the
access), its values are known before the nest runs. So a copy of the loops -- only those the
index depends on, guarded by the others running at all -- computes each such index's least
and greatest value, compared with the extent once (the copy is a min/max reduction: it
vectorizes, and is parallel where the loop is). Only when that fails does a second copy check
the indices one by one, in the order the nest would use them, and raise with the first bad
one: NumPy's message, the array, the index expression and the user's line, nothing written.

Where the index is written in the nest -- the index array is (``idx[i] = ...`` then
``x[idx[i]]``), the index is a scalar the loop computes (``best`` of an argmin), the access is
under a test on such data, or the loop may stop early (``break``) -- its values exist only as
the nest runs, so it is checked where it is used and the iterations before a bad index have
written their elements. That is what Python does running the same loop; NumPy itself has no
such loop: a NumPy statement (``x[idx] = v``, ``x[idx] += v``, ``np.add.at``) takes its index
array whole, and is always scanned. Nor is a scan made inside a parallel loop, whose threads
can only note a failure and skip.

Nor where the nest writes only arrays the function allocates itself (a gather into a new
array, ``spmv``'s ``y``, ``bincount``'s counts): those are lost when it raises, so nothing the
caller sees is written either way, and the check per access is the cheaper one. A scan is a
second pass over the index array; in a memory-bound loop that costs more than a comparison
of a value already loaded (measured in ``docs/bounds-checking.md``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..ir import nodes as ir
from ..ir.affine import dim_symbol
from ..ir.printer import format_expr
from ..ir.rewrite import substitute
from ..ir.walk import subexprs, walk_stmts
from . import index_ranges as ranges
from .check_nodes import BoundsChoice, IndexCheck
from .index_ranges import conjoin

__all__ = ["Scan", "ScanPlanning"]

_INT64_MAX = 2**63 - 1


@dataclass(frozen=True)
class Scan:
    """An index to scan before the loop at ``depth`` of the access's loops."""

    depth: int
    site: int
    array: str
    axis: int
    raw: ir.Expr
    wrap: ir.Expr | None
    loops: tuple[ir.Loop, ...]  # the loops from ``depth`` inward the index depends on
    runs: ir.Expr | None  # the other loops from ``depth`` inward all run (None: no others)
    test: ir.Expr | None  # the tests the access is made under
    line: int


class ScanPlanning:
    """The scans of :class:`~.bounds._Instrumenter` (its base class), which provides the
    attributes below: where a scan can replace a per-access check (:meth:`scan`), and the
    statements that run the scans before a loop (:meth:`scans_before`)."""

    scope: Any
    flags: int
    pending_out: list
    covered: set
    roots: dict[str, frozenset[str]]
    local_buffers: frozenset[str]
    names: set[str]
    scan_vars: list[str]
    scan_nests: list[ir.Stmt]
    _band_inner: set[int]
    _loop_facts: dict[int, tuple[frozenset[str], Counter[str]]]
    _read_facts: dict[tuple[int, int], tuple[Any, Any, frozenset[str], bool]]
    site: Any
    stmt: Any
    escapes: Any
    fixed_before: Any

    def scan(self, array: str, axis: int, raw: ir.Expr, wrap: ir.Expr | None, ctx: Any,
             line: int, before: int | None = None) -> bool:
        """Plan a scan of the index ``raw`` of ``array``'s ``axis`` before the outermost loop
        it can precede (one of the ``before`` outermost); False where it cannot."""
        if ctx.slow:
            return False  # a loop's checked copy checks everything where it is used
        if not self.may_read(raw, ctx):
            return False  # no data in the index: its check is cheaper per access (below)
        chain_ids = tuple(id(lp) for lp in ctx.loops)
        for depth, loop in enumerate(ctx.loops[:before]):
            if depth and ctx.loops[depth - 1].kind == "parallel":
                return False  # inside a parallel loop a failure can only be noted
            if (id(loop) in self._band_inner or ctx.cond_depth > depth
                    or self.escapes(loop)):
                continue
            test: ir.Expr | None = None
            for c in [c for at, c in ctx.conds if at > depth] + list(ctx.path):
                test = conjoin(test, c)
            expand = self.expansion(loop, ctx.defs, depth)
            index, wrapped = expand(raw), None if wrap is None else expand(wrap)
            plan = self.scan_loops(ctx.loops[depth:], index, None if test is None
                                   else expand(test), wrapped, ir.Dim(array, axis), expand)
            if plan is None:
                continue
            loops, runs = plan
            if not any(_reads(e) for e in (index, *(b for lp in loops
                                                    for b in (lp.start, lp.stop, lp.step)))):
                return False  # not data (``(j - j_o) % 16``): its check is cheaper per access
            if not self.facts(loop)[0] - self.local_buffers:
                return False  # the nest writes only its own arrays: nothing is left written
            shown = index if isinstance(raw, ir.Var) else raw  # not the frontend's temporary
            site = self.site(array, axis, format_expr(shown, self.scope), line, hoisted=True)
            self.pending_out.append(Scan(depth, site, array, axis, index, wrapped, loops, runs,
                                         None if test is None else expand(test), line))
            if test is None:  # scanned over the whole nest: covers it under any test
                self.covered.add((array, axis, raw, chain_ids[depth:]))
            return True
        return False

    def may_read(self, raw: ir.Expr, ctx: Any) -> bool:
        """Whether ``raw``, the bounds of the loops around it or a scalar definition they use
        (what :meth:`expansion` may substitute) read an array: when none does, no scan is
        planned at any depth, and :meth:`scan` can say so at once (most indices of a
        register-blocked nest are plain loop arithmetic)."""
        got = self._read_facts.get((id(ctx.loops), id(ctx.defs)))
        if got is None or got[0] is not ctx.loops or got[1] is not ctx.defs:
            reading: set[str] = set()  # scalars whose value reads an array
            for name, value, _ in ctx.defs:  # a value may use an earlier one
                if _reads(value) or _names(value) & reading:
                    reading.add(name)
            bounds = [b for lp in ctx.loops for b in (lp.start, lp.stop, lp.step)]
            bounds_read = any(_reads(b) or _names(b) & reading for b in bounds)
            got = (ctx.loops, ctx.defs, frozenset(reading), bounds_read)
            self._read_facts[(id(ctx.loops), id(ctx.defs))] = got
        _, _, reading, bounds_read = got
        return bounds_read or _reads(raw) or bool(_names(raw) & reading)

    def expansion(self, loop: ir.Loop, defs: tuple[tuple[str, ir.Expr, int], ...], depth: int
                  ) -> Callable[[ir.Expr], ir.Expr]:
        """Substitution of the scalars that ``loop`` (at ``depth``) assigns once, before the
        access (``_s1 = indptr[i]``, the bound of ``for k in range(_s1, _s2)``), by their
        values: a scan computes them itself."""
        once = {name for name, n in self.facts(loop)[1].items() if n == 1}
        values: dict[str, ir.Expr] = {}
        for name, value, level in defs:  # a value may use an earlier one, never a later one
            if level > depth and name in once:
                values[name] = substitute(value, values)
        return lambda e: substitute(e, values)

    def scan_loops(self, chain: tuple[ir.Loop, ...], raw: ir.Expr, test: ir.Expr | None,
                   wrap: ir.Expr | None, extent: ir.Dim, expand: Callable[[ir.Expr], ir.Expr]
                   ) -> tuple[tuple[ir.Loop, ...], ir.Expr | None] | None:
        """The loops of ``chain`` (their bounds expanded) a scan of ``raw`` made under
        ``test`` must run, and the test that the others run; None when a value it needs may
        change inside ``chain[0]``."""
        fixed = self.fixed_before(chain[0])
        written = self.facts(chain[0])[0]
        chain_vars = {lp.var for lp in chain}

        def known(e: ir.Expr) -> bool:  # the same value in the scan as in the nest
            for x in subexprs(e):
                if isinstance(x, ir.Access):
                    roots = self.roots.get(x.array)
                    if not roots or roots & written or not fixed(dim_symbol(x.array, 0)):
                        return False
                elif isinstance(x, ir.Var) and x.name not in chain_vars and not fixed(x.name):
                    return False
                elif isinstance(x, ir.Dim) and not fixed(dim_symbol(x.array, x.axis)):
                    return False
            return True

        exprs = [raw, extent, *(e for e in (test, wrap) if e is not None)]
        if not all(known(e) for e in exprs):
            return None
        loops = [ir.replace(lp, start=expand(lp.start), stop=expand(lp.stop),
                            step=expand(lp.step)) for lp in chain]
        used = {x.name for e in exprs for x in subexprs(e) if isinstance(x, ir.Var)}
        taken: set[int] = set()
        grew = True
        while grew:  # a loop whose variable is used, or whose bounds are not fixed
            grew = False
            for k, lp in enumerate(loops):
                bounds = (lp.start, lp.stop, lp.step)
                if k in taken or (lp.var not in used and all(
                        ranges.fixed(e, fixed, chain_vars) for e in bounds)):
                    continue
                if not all(known(e) for e in bounds):
                    return None
                taken.add(k)
                used |= {x.name for e in bounds for x in subexprs(e) if isinstance(x, ir.Var)}
                grew = True
        runs: ir.Expr | None = None
        for k, lp in enumerate(loops):
            if k not in taken:
                runs = conjoin(runs, _runs(lp))
        return tuple(lp for k, lp in enumerate(loops) if k in taken), runs

    def facts(self, loop: ir.Loop) -> tuple[frozenset[str], Counter[str]]:
        """The buffers (alias roots) ``loop`` writes or rebinds arrays to, and how often it
        assigns each scalar."""
        got = self._loop_facts.get(id(loop))
        if got is None:
            names: set[str] = set()
            assigned: Counter[str] = Counter()
            for s in walk_stmts(loop.body):
                if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
                    names.add(s.target.array)
                elif isinstance(s, ir.Assign):
                    assigned[s.target.name] += 1
                elif isinstance(s, (ir.Alloc, ir.View)):
                    names.add(s.array)
                elif isinstance(s, ir.LibCall):
                    names.update(s.outputs)
            got = frozenset(r for n in names for r in self.roots.get(n, {"?"})), assigned
            self._loop_facts[id(loop)] = got
        return got

    def scans_before(self, scans: list[Scan], ctx: Any) -> list[ir.Stmt]:
        """The statements that scan ``scans`` before their loop (``ctx`` is the loop's): per
        group of the same loops and tests, one copy of the loops computing each array axis's
        least and greatest index; where one is out of range, a copy checking each index."""
        groups: dict[tuple, list[Scan]] = {}
        for s in scans:
            loops = tuple((lp.var, lp.start, lp.stop, lp.step) for lp in s.loops)
            groups.setdefault((loops, s.runs, s.test), []).append(s)
        out: list[ir.Stmt] = []
        for group in groups.values():
            first = group[0]
            ranges_of: dict[tuple, tuple[ir.Var, ir.Var]] = {}
            updates: list[ir.Stmt] = []
            values: dict[ir.Expr, ir.Var] = {}
            for s in {(s.array, s.axis, s.wrap, s.raw): s for s in group}.values():
                key = (s.array, s.axis, s.wrap)
                if key not in ranges_of:
                    ranges_of[key] = (self.scan_var(), self.scan_var())
                    out += [ir.Assign(ranges_of[key][0], ir.Const(_INT64_MAX, "int64")),
                            ir.Assign(ranges_of[key][1], ir.Const(-_INT64_MAX, "int64"))]
                lo, hi = ranges_of[key]
                if s.raw not in values:  # evaluated (and its own indices checked) once
                    values[s.raw] = self.scan_var()
                    updates.append(ir.Assign(values[s.raw], s.raw if s.raw.dtype == "int64"
                                             else ir.Cast(s.raw, "int64"), line=s.line))
                updates += [ir.Assign(lo, values[s.raw], "min", line=s.line),
                            ir.Assign(hi, values[s.raw], "max", line=s.line)]
            scan = _nest(first, updates, parallel_ok=True)
            self.scan_nests.append(scan)  # alive: the pass caches facts by id(loop)
            find = _nest(first, [IndexCheck(s.site, s.raw, s.raw, ir.Dim(s.array, s.axis),
                                            s.wrap, None) for s in group], parallel_ok=False)
            out += self.stmt(scan, ir.replace(ctx, path=(), line=first.line))
            self.flags += 1
            flag = f"lc_slow{self.flags}"
            checks = []
            for s in _first_of_each(group):
                lo, hi = ranges_of[(s.array, s.axis, s.wrap)]
                checks.append(IndexCheck(s.site, lo, hi, ir.Dim(s.array, s.axis), s.wrap, None,
                                         flag))
            # the checks set the flag; the checking copy runs only then, and raises
            out.append(BoundsChoice(flag, tuple(checks), ir.Block(()), find))
        return out

    def scan_var(self) -> ir.Var:
        """A fresh int64 scalar of the program: a scanned index, or its least or greatest."""
        k = len(self.scan_vars)
        while f"lc_scan{k}" in self.names:
            k += 1
        name = f"lc_scan{k}"
        self.names.add(name)
        self.scan_vars.append(name)
        return ir.Var(name, "int64")


def _first_of_each(group: list[Scan]) -> list[Scan]:
    """One scan per array axis (the first): its site stands for the axis's range check."""
    seen: dict[tuple, Scan] = {}
    for s in group:
        seen.setdefault((s.array, s.axis, s.wrap), s)
    return list(seen.values())


def _nest(scan: Scan, body: list[ir.Stmt], parallel_ok: bool) -> ir.Stmt:
    """``body`` under the scan's test, inside copies of its loops (the outermost parallel
    where ``parallel_ok``: a scan is a reduction), under the test that the other loops run."""
    stmts = tuple(body) if scan.test is None else (ir.If(scan.test, ir.Block(tuple(body))),)
    for k in range(len(scan.loops) - 1, -1, -1):  # straight-line inside: ``omp simd`` applies
        lp = scan.loops[k]
        kind = "parallel" if k == 0 and parallel_ok else "serial"
        stmts = (ir.Loop(lp.var, lp.start, lp.stop, lp.step, ir.Block(stmts),
                         f"{lp.label}_scan", kind, line=scan.line),)
    if scan.runs is not None:
        return ir.If(scan.runs, ir.Block(stmts))
    return stmts[0]


def _reads(e: ir.Expr) -> bool:
    """``e`` reads an array."""
    return any(isinstance(x, ir.Access) for x in subexprs(e))


def _names(e: ir.Expr) -> set[str]:
    return {x.name for x in subexprs(e) if isinstance(x, ir.Var)}


def _runs(lp: ir.Loop) -> ir.Expr:
    """``lp`` runs at least once."""
    up = ir.Binary("lt", lp.start, lp.stop, "bool")
    down = ir.Binary("gt", lp.start, lp.stop, "bool")
    if isinstance(lp.step, ir.Const):
        return up if lp.step.value > 0 else down
    return ir.Select(ir.Binary("gt", lp.step, ir.Const(0, lp.step.dtype), "bool"), up, down,
                     "bool")
