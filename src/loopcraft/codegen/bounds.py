"""Bounds checks: every element index is proven, hoisted or checked before it is used.

Why here, after scheduling: the checks must cover the code that actually runs (the loops the
recipe produced, library calls on views), and they must not change what the transformations
see. So this pass rewrites the scheduled program into one with two codegen-only statements,
:class:`IndexCheck` and :class:`BoundsChoice` (:mod:`.check_nodes`), that only the C emitter
understands.

For each element access and axis, from cheapest to dearest:

1. **proven**: the index's smallest and largest values over its enclosing loops are known in
   terms of the same extent (``a[i]`` in ``for i in range(a.shape[0])``): nothing is emitted.
2. **hoisted**: the index is affine in the enclosing loops' variables and in values that do not
   change inside the outermost loop it can be lifted over. Its minimum and maximum over the
   iteration domain are computed once, before that loop, and compared with the extent. Where
   the range is exact (rectangular loops of unit step that all run, the access executed on
   every iteration) a failure raises before the loop runs, so nothing is written. Where it is
   only an over-approximation (triangular or tiled loops, a conditional access) a failure
   cannot be trusted: the loop then runs a *checked copy* of itself, with every index checked
   where it is used, which raises at the first real out-of-bounds access or finishes normally.
3. **scanned**: gathers and scatters (``x[idx[i]]``) and indices under data-bound loops, when
   nothing they read is written inside the nest: a copy of the loops computes their range
   before the nest runs, and a failure raises before anything is written
   (:mod:`.index_scans`).
4. **checked per access**: the rest (an index array written in the nest, a scalar the loop
   computes, ``break`` in the loop) is checked right before the statement that uses it, under
   the conditions that guard its evaluation (a select's branch, the right side of ``and``).

Negative indices keep Python's meaning: the frontend's wrap-around ``i < 0 ? n + i : i`` is
checked as ``-n <= i < n``. A view (slices, the operands the recognizers hand to micro-kernels
and BLAS) is checked against its source once, where it is made.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..analysis.parallel import alias_roots
from ..ir import nodes as ir
from ..ir.affine import Affine, dim_symbol, to_affine
from ..ir.index_guard import match_index_guard
from ..ir.printer import Scope, format_expr
from ..ir.walk import walk_stmts
from . import index_ranges as ranges
from .check_nodes import BoundsChoice, IndexCheck, Site, has_checks, unchecked, walk_checked
from .index_ranges import conjoin, minus, negate, plus, times
from .index_scans import Scan, ScanPlanning

__all__ = ["IndexCheck", "BoundsChoice", "Site", "instrument", "unchecked", "walk_checked",
           "has_checks"]

_ZERO = ir.Const(0, "int64")
_TRUE = ir.Const(True, "bool")


def instrument(program: ir.Program) -> tuple[ir.Program, tuple[Site, ...]]:
    """``program`` with its bounds checks, and the sites they report."""
    ins = _Instrumenter(program)
    body = ins.block(program.body, _Ctx((), 0, False, 0, ()))
    assert not ins.pending_out, "a hoisted check escaped every loop"
    scans = tuple(ir.ScalarDecl(name, "int64") for name in ins.scan_vars)
    return ir.replace(program, body=body, locals=program.locals + scans), tuple(ins.sites)


# ----------------------------------------------------------------------------- context


@dataclass(frozen=True)
class _Ctx:
    loops: tuple[ir.Loop, ...]  # the enclosing loops, outermost first
    floor: int  # hoisting targets below this depth are covered by an outer check already
    slow: bool  # in a checked copy: checks at or below ``floor`` are per access
    cond_depth: int  # loops around the innermost enclosing while (0: none)
    path: tuple[ir.Expr, ...]  # conditions under which the current expression is evaluated
    line: int = 0  # the enclosing statement's source line, for statements the scheduler made
    #: the enclosing ifs: the loops around each, and the condition its branch runs under
    conds: tuple[tuple[int, ir.Expr], ...] = ()
    #: the scalar assignments before this point in the enclosing blocks, and the loops around
    #: each (``_s1 = indptr[i]`` before ``for k in range(_s1, _s2)``: what a scan substitutes)
    defs: tuple[tuple[str, ir.Expr, int], ...] = ()


@dataclass(frozen=True)
class _Hoist:
    """A range to check before the loop at ``depth`` of the statement's loops: ``lo``/``hi``
    are None where proven."""

    depth: int
    raw: ir.Expr  # the index, and the user's line: its site is made only if it is reported
    line: int
    array: str
    axis: int
    wrap: ir.Expr | None
    lo: Affine | None
    hi: Affine | None
    guard: ir.Expr | None
    exact: bool


class _Instrumenter(ScanPlanning):
    def __init__(self, program: ir.Program) -> None:
        #: names print bare in messages: the program's and every loop variable
        self.scope = Scope.of_program(program)
        self.roots = alias_roots(program)
        #: the buffers the program allocates: writes into them are lost when it raises
        self.local_buffers = frozenset(s.array for s in walk_stmts(program.body)
                                       if isinstance(s, ir.Alloc))
        self.names = {d.name for d in (*program.params, *program.locals)}  # and loop variables
        self.scan_vars: list[str] = []  # the int64 scalars the scans add to the program
        self.scan_nests: list[ir.Stmt] = []
        self._loop_facts: dict = {}  # index_scans' facts of each loop
        self.sites: list[Site] = []
        self.flags = 0
        self.pending_out: list[_Hoist | Scan] = []
        #: values fixed before a loop, used as symbols in its range (:meth:`opaque`)
        self.opaque_exprs: dict[str, ir.Expr] = {}
        self._opaque_keys: dict[ir.Expr, str] = {}
        #: (array, axis, index, ids of the loops from the check's loop inward) of the exact
        #: hoisted checks: a conditional access of the same index there needs no check
        self.covered: set[tuple[str, int, ir.Expr, tuple[int, ...]]] = set()
        #: the indices the statement being instrumented has checked unconditionally
        self.seen: set[tuple[str, int, ir.Expr]] = set()
        self._mutated: dict[int, tuple[frozenset[str], frozenset[str], bool]] = {}
        self._read_facts: dict = {}  # see ScanPlanning.may_read
        #: :meth:`loop_range` per (loop, outermost and innermost loop of the chain)
        self._ranges: dict[tuple[int, int, int], tuple[Affine, Affine, bool] | None] = {}
        self._band_inner: set[int] = set()
        for s in walk_stmts(program.body):
            if isinstance(s, ir.Loop):
                self.scope = self.scope.with_loop_var(s.var)
                self.names.add(s.var)
            if isinstance(s, ir.Loop) and s.kind == "parallel":
                inner = s
                for _ in range(int(dict(s.attrs).get("collapse", 1)) - 1):
                    inner = inner.body.body[0]  # type: ignore[assignment]
                    self._band_inner.add(id(inner))

    # ------------------------------------------------------------------ statements
    def block(self, b: ir.Block, ctx: _Ctx) -> ir.Block:
        out: list[ir.Stmt] = []
        for s in b.body:
            out.extend(self.stmt(s, ctx))
            if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) and s.reduce is None:
                ctx = ir.replace(ctx, defs=(*ctx.defs, (s.target.name, s.value, len(ctx.loops))))
        return ir.Block(tuple(out))

    def stmt(self, s: ir.Stmt, ctx: _Ctx) -> list[ir.Stmt]:
        """``s`` rewritten, preceded by its per-access checks; hoisted checks of the sites
        inside it go to ``self.pending_out`` for the loop they target."""
        line = getattr(s, "line", 0) or ctx.line
        ctx = ir.replace(ctx, line=line)
        pre: list[ir.Stmt] = []
        self.seen: set[tuple[str, int, ir.Expr]] = set()
        if isinstance(s, ir.Assign):
            if isinstance(s.target, ir.Access):
                self.access(s.target, ctx, line, pre)
            self.expr(s.value, ctx, line, pre)
            return [*pre, s]
        if (guard := match_index_guard(s)) is not None:  # the frontend's, of ``t1[n]``
            self.expr(s.cond, ctx, line, pre)
            site = self.site(guard.array_text, guard.axis, guard.index_text, line, hoisted=False)
            return [*pre, IndexCheck(site, guard.index, guard.index, guard.extent, guard.extent,
                                     guard.when)]
        if isinstance(s, ir.If):
            self.expr(s.cond, ctx, line, pre)
            then = ir.replace(ctx, conds=(*ctx.conds, (len(ctx.loops), s.cond)))
            orelse = ir.replace(ctx, conds=(*ctx.conds, (len(ctx.loops), negate(s.cond))))
            return [*pre, ir.replace(s, then=self.block(s.then, then),
                                     orelse=self.block(s.orelse, orelse))]
        if isinstance(s, ir.While):
            self.expr(s.cond, ctx, line, pre)
            body = self.block(s.body, ir.replace(ctx, cond_depth=len(ctx.loops)))
            if not pre:
                return [ir.replace(s, body=body)]
            # the condition's checks run before each evaluation of it
            test = ir.If(ir.Unary("not", s.cond, "bool"), ir.Block((ir.Break(),)))
            return [ir.replace(s, cond=_TRUE, body=ir.Block((*pre, test, *body.body)))]
        if isinstance(s, ir.Loop):
            for e in (s.start, s.stop, s.step):
                self.expr(e, ctx, line, pre)
            return [*pre, *self.loop(s, ctx)]
        if isinstance(s, ir.Block):
            return [self.block(s, ctx)]
        if isinstance(s, ir.Return):
            for v in s.values:
                if not isinstance(v, str):
                    self.expr(v, ctx, line, pre)
            return [*pre, s]
        if isinstance(s, ir.Alloc):
            for e in (*s.shape, *([s.fill] if s.fill is not None else [])):
                self.expr(e, ctx, line, pre)
            return [*pre, s]
        if isinstance(s, ir.View):
            for e in (*s.offset, *(x for d in s.dims for x in (d.extent, d.step))):
                self.expr(e, ctx, line, pre)
            pre.extend(self.view(s))
            return [*pre, s]
        return [s]

    def loop(self, s: ir.Loop, ctx: _Ctx) -> list[ir.Stmt]:
        depth = len(ctx.loops)
        inner = ir.replace(ctx, loops=(*ctx.loops, s), path=())
        saved, self.pending_out = self.pending_out, []
        body = self.block(s.body, inner)
        mine = [h for h in self.pending_out if h.depth == depth]
        self.pending_out = saved + [h for h in self.pending_out if h.depth < depth]
        fast = ir.replace(s, body=body)
        hoists = [h for h in mine if isinstance(h, _Hoist)]
        checks: list[ir.Stmt] = [*self.merged([h for h in hoists if h.exact])]
        loose = self.merged([h for h in hoists if not h.exact])
        checks += self.scans_before([h for h in mine if isinstance(h, Scan)], ctx)
        if not loose:
            return [*checks, fast]
        self.flags += 1
        flag = f"lc_slow{self.flags}"
        slow_ctx = ir.replace(ctx, floor=depth, slow=True)
        slow_body = self.block(s.body, ir.replace(slow_ctx, loops=(*ctx.loops, s), path=()))
        # the checked copy's own hoists (none: every site at or below ``depth`` is per access)
        return [*checks, BoundsChoice(flag, tuple(ir.replace(c, flag=flag) for c in loose),
                                      fast, ir.replace(s, body=slow_body))]

    def view(self, s: ir.View) -> list[ir.Stmt]:
        """A view must lie inside its source: per source axis, the first and last elements
        it reaches (when it has any) are valid indices of that axis."""
        if any(d.source_axis is None and d.step != _ZERO for d in s.dims):
            return []  # a reshape of a whole array, in range by construction
        nonempty: ir.Expr | None = None
        for d in s.dims:
            nonempty = conjoin(nonempty, ir.Binary("gt", d.extent, _ZERO, "bool"))
        out: list[ir.Stmt] = []
        for axis, off in enumerate(s.offset):
            first, last = off, off
            for d in s.dims:
                if d.source_axis == axis:
                    reach = plus(off, times(minus(d.extent, ir.Const(1, "int64")), d.step))
                    first = ir.Binary("min", first, reach, "int64")
                    last = ir.Binary("max", last, reach, "int64")
            start = format_expr(off, self.scope)
            site = self.site(s.source, axis, f"{start}, the start of view {s.array}", 0,
                             hoisted=False)
            out.append(IndexCheck(site, first, last, ir.Dim(s.source, axis), None, nonempty))
        return out

    # ------------------------------------------------------------------ expressions
    def expr(self, e: ir.Expr, ctx: _Ctx, line: int, pre: list[ir.Stmt]) -> None:
        """Checks for the accesses ``e`` makes, in evaluation order (an index array's own
        index is checked before the index read from it is)."""
        if isinstance(e, ir.Access):
            self.access(e, ctx, line, pre)
        elif isinstance(e, ir.Select):
            self.expr(e.cond, ctx, line, pre)
            self.expr(e.if_true, ir.replace(ctx, path=(*ctx.path, e.cond)), line, pre)
            self.expr(e.if_false, ir.replace(ctx, path=(*ctx.path, negate(e.cond))), line, pre)
        elif isinstance(e, ir.Binary) and e.op in ("and", "or"):
            self.expr(e.lhs, ctx, line, pre)
            taken = e.lhs if e.op == "and" else negate(e.lhs)
            self.expr(e.rhs, ir.replace(ctx, path=(*ctx.path, taken)), line, pre)
        else:
            for sub in ranges.children(e):
                self.expr(sub, ctx, line, pre)

    def access(self, a: ir.Access, ctx: _Ctx, line: int, pre: list[ir.Stmt]) -> None:
        for idx in a.indices:
            self.expr(idx, ctx, line, pre)
        for axis, idx in enumerate(a.indices):
            raw, wrap = ranges.unwrap(idx)
            self.index(a.array, axis, raw, wrap, ctx, line, pre)

    def index(self, array: str, axis: int, raw: ir.Expr, wrap: ir.Expr | None, ctx: _Ctx,
              line: int,
              pre: list[ir.Stmt]) -> None:
        if (array, axis, raw) in self.seen:
            return  # checked already, where the statement evaluates it unconditionally
        if not ctx.path:
            self.seen.add((array, axis, raw))
        chain = tuple(id(lp) for lp in ctx.loops)
        if not ctx.slow and any((array, axis, raw, chain[d:]) in self.covered
                                for d in range(len(chain))):
            return  # the same index in the same loops has an exact check before one of them
            # (not in a checked copy: there the check it relies on is not emitted)
        extent = ir.Dim(array, axis)
        inner, divisor = raw, None
        if isinstance(raw, ir.Binary) and raw.op == "floordiv":  # (i - i_o) // 6, i0 // stride
            inner, divisor = raw.lhs, raw.rhs
        loose: tuple[int, Affine, Affine, ir.Expr | None] | None = None
        for depth in range(len(ctx.loops)):
            if id(ctx.loops[depth]) in self._band_inner:
                continue  # nothing may stand between the loops of a collapsed band
            if divisor is not None and not self.fixed_at(divisor, ctx, depth):
                continue
            # the tests an access inside the loop runs under (an if's, a select's): a test
            # fixed in the loop guards the check; one bounding a loop variable narrows its
            # range (``if k > 0: u[k - 1]``); any other makes the range an over-approximation
            guard, narrow, tests_known = None, [], True
            tests = [c for at, c in ctx.conds if at > depth] + list(ctx.path)
            for atom in (a for c in tests for a in ranges.conjuncts(c)):
                if self.fixed_at(atom, ctx, depth):
                    guard = conjoin(guard, atom)
                elif (bound := self.var_bound(atom, ctx, depth)) is not None:
                    narrow.append(bound)
                else:
                    tests_known = False
            found = self.hoist(inner, extent, ctx, depth, narrow)
            if found is None:
                continue
            lo, hi, exact, loop_guard = found
            exact = exact and tests_known
            if loop_guard is not None:
                guard = conjoin(guard, loop_guard)
            if divisor is not None:  # monotone: the ends of x // d are those of x (any sign)
                ends = [ir.Binary("floordiv", self.expr_of(f), divisor, "int64") for f in (lo, hi)]
                lo = self.opaque(ir.Binary("min", *ends, "int64"))
                hi = self.opaque(ir.Binary("max", *ends, "int64"))
            if depth < ctx.floor:
                return  # an outer check covers it
            low_ok, high_ok = ranges.proven(lo, hi, wrap, array, axis)
            if low_ok and high_ok:
                return
            if ctx.slow:
                break  # a checked copy: check it where it is used
            if exact and ctx.cond_depth <= depth and not self.escapes(ctx.loops[depth]):
                if depth and self.scan(array, axis, raw, wrap, ctx, line, before=depth):
                    return  # data fixed in an inner loop (a row of A[idx, :]): scanned whole
                self.hoisted(array, axis, raw, wrap, line, depth, lo, hi, guard, True)
                if not tests:  # checked over the whole domain: covers it under any test
                    self.covered.add((array, axis, raw, chain[depth:]))
                return
            if depth == 0:  # only the outermost loop gets a checked copy: bounded code size
                loose = (depth, lo, hi, guard)
        if loose is not None:
            self.hoisted(array, axis, raw, wrap, line, *loose, False)
            return
        if self.scan(array, axis, raw, wrap, ctx, line):
            return
        site = self.site(array, axis, format_expr(raw, self.scope), line, hoisted=False)
        guard = None
        for c in ctx.path:
            guard = conjoin(guard, c)
        pre.append(IndexCheck(site, raw, raw, extent, wrap, guard))

    def hoisted(self, array: str, axis: int, raw: ir.Expr, wrap: ir.Expr | None, line: int,
                depth: int, lo: Affine, hi: Affine, guard: ir.Expr | None, exact: bool) -> None:
        """Check the index's range before the loop at ``depth`` (its sides not proven)."""
        low_ok, high_ok = ranges.proven(lo, hi, wrap, array, axis)
        self.pending_out.append(_Hoist(depth, raw, line, array, axis, wrap,
                                       None if low_ok else lo, None if high_ok else hi, guard,
                                       exact))

    def merged(self, hoists: list[_Hoist]) -> list[IndexCheck]:
        """One check per array axis and shape of index: ``C[i, j]`` ... ``C[i + 5, j + 15]``
        of an unrolled body are checked as ``i`` and ``i + 5`` (and ``j``, ``j + 15``)."""
        groups: dict[tuple, list[_Hoist]] = {}
        for h in hoists:
            key = (h.array, h.axis, h.wrap, h.guard, h.lo is None, h.hi is None,
                   h.lo.coeffs if h.lo else (), h.hi.coeffs if h.hi else ())
            groups.setdefault(key, []).append(h)
        out = []
        for group in groups.values():
            h = max(group, key=lambda g: g.hi.const if g.hi else 0)  # the likeliest culprit
            lo = min((g.lo for g in group if g.lo), key=lambda f: f.const, default=None)
            hi = max((g.hi for g in group if g.hi), key=lambda f: f.const, default=None)
            site = self.site(h.array, h.axis, format_expr(h.raw, self.scope), h.line,
                             hoisted=True)
            out.append(IndexCheck(site, None if lo is None else self.expr_of(lo),
                                  None if hi is None else self.expr_of(hi),
                                  ir.Dim(h.array, h.axis), h.wrap, h.guard))
        return out

    def expr_of(self, form: Affine) -> ir.Expr:
        """An int64 IR expression of an affine form over variables, extents and the loop
        ends :meth:`opaque` named."""
        out: ir.Expr = ir.Const(form.const, "int64")
        for sym, c in form.coeffs:
            if sym in self.opaque_exprs:
                term: ir.Expr = self.opaque_exprs[sym]
            elif sym.endswith("]") and ".shape[" in sym:
                name, axis = sym[:-1].split(".shape[")
                term = ir.Dim(name, int(axis))
            else:
                term = ir.Cast(ir.Var(sym, "int64"), "int64")
            if c != 1:
                term = ir.Binary("mul", ir.Const(c, "int64"), term, "int64")
            out = ir.Binary("add", out, term, "int64")
        return out

    def opaque(self, e: ir.Expr) -> Affine:
        """A value fixed before the hoisting point, as a symbol of its own."""
        key = self._opaque_keys.get(e)
        if key is None:  # printing is what costs here; equal expressions print equally
            key = self._opaque_keys[e] = "#" + format_expr(e)
        self.opaque_exprs[key] = e
        return Affine(((key, 1),), 0)

    def loop_range(self, lp: ir.Loop, allowed: Callable[[str], bool], chain_vars: set[str]
                   ) -> tuple[Affine, Affine, bool] | None:
        """``(first, last, exact)`` of the loop variable: affine in the chain's other loop
        variables where the bounds are, else -- when the bounds read only values fixed
        before the hoisting point -- the exact first and last value as symbols of their own
        (``range(i_o, min(i_o + 64, n), 8)``: last ``i_o + (min(..) - i_o - 1) // 8 * 8``)."""
        fixed = all(ranges.fixed(e, allowed, chain_vars) for e in (lp.start, lp.stop, lp.step))
        if not isinstance(lp.step, ir.Const):
            return self.run_time_step_range(lp) if fixed else None
        affine = ranges.loop_range(lp, allowed)
        if affine is not None and affine[2]:
            return affine
        if not fixed:
            return affine
        step = int(lp.step.value)
        span = minus(lp.stop, lp.start) if step > 0 else minus(lp.start, lp.stop)
        trips_m1 = ir.Binary("floordiv", minus(span, ir.Const(1, "int64")),
                             ir.Const(abs(step), "int64"), "int64")
        last = plus(lp.start, times(trips_m1, ir.Const(step, "int64")))
        if step > 0:
            return self.opaque(lp.start), self.opaque(last), True
        return self.opaque(last), self.opaque(lp.start), True

    def run_time_step_range(self, lp: ir.Loop) -> tuple[Affine, Affine, bool]:
        """The exact ends of ``range(start, stop, step)`` for a step known at run time
        (``range(0, h - k + 1, stride)``), of either sign; an empty range gets ends
        ``1 > 0``, so its checks are skipped."""
        one = ir.Const(1, "int64")
        step = ir.Cast(lp.step, "int64") if lp.step.dtype != "int64" else lp.step
        sign = ir.Select(ir.Binary("gt", step, _ZERO, "bool"), one, ir.Const(-1, "int64"),
                         "int64")
        trips = ir.Binary("floordiv", minus(plus(minus(lp.stop, lp.start), step), sign), step,
                          "int64")
        last = plus(lp.start, times(minus(trips, one), step))
        runs = ir.Binary("gt", trips, _ZERO, "bool")
        first = ir.Select(runs, ir.Binary("min", lp.start, last, "int64"), one, "int64")
        final = ir.Select(runs, ir.Binary("max", lp.start, last, "int64"), _ZERO, "int64")
        return self.opaque(first), self.opaque(final), True

    def site(self, array: str, axis: int, index: str, line: int, hoisted: bool) -> int:
        self.sites.append(Site(array, axis, index, line, hoisted))
        return len(self.sites) - 1

    # ------------------------------------------------------------------ hoisting
    def var_bound(self, test: ir.Expr, ctx: _Ctx, depth: int
                  ) -> tuple[str, str, ir.Expr] | None:
        """``(var, op, e)`` when ``test`` compares a variable of the loops from ``depth``
        inward with a value fixed before them (``k > 0``, ``i < n - 1``, ``k == 0``)."""
        if not (isinstance(test, ir.Binary) and test.op in ranges.FLIPPED_COMPARISON):
            return None
        chain_vars = {lp.var for lp in ctx.loops[depth:]}
        for var, op, other in ((test.lhs, test.op, test.rhs),
                               (test.rhs, ranges.FLIPPED_COMPARISON[test.op], test.lhs)):
            if (isinstance(var, ir.Var) and var.name in chain_vars
                    and other.dtype in ir.INT_DTYPES and self.fixed_at(other, ctx, depth)):
                return var.name, op, other
        return None

    def hoist(self, raw: ir.Expr, extent: ir.Expr, ctx: _Ctx, depth: int,
              narrow: list[tuple[str, str, ir.Expr]]
              ) -> tuple[Affine, Affine, bool, ir.Expr | None] | None:
        """The least and greatest value of ``raw`` over the loops from ``depth`` inward, in
        terms of values fixed before the loop at ``depth`` runs; whether they are exact; and
        the guard that the loops run at all. None when that cannot be said. ``narrow``
        bounds loop variables further (an ``if k > 0`` around the access)."""
        chain = ctx.loops[depth:]
        loop_vars = {lp.var for lp in chain}
        fixed = self.fixed_before(chain[0])

        def allowed(sym: str) -> bool:
            return sym in loop_vars or fixed(sym)

        form = to_affine(raw, allowed)
        if form is None or (isinstance(extent, ir.Dim)
                            and not fixed(dim_symbol(extent.array, extent.axis))):
            return None
        lo, hi, exact = form, form, True
        guard: ir.Expr | None = None
        for k in range(len(chain) - 1, -1, -1):
            lp = chain[k]
            # the same loop in the same chain: the same answer (lp's bounds can name only
            # the variables of the chain's loops around it, which chain[0] and chain[-1] fix)
            key = (id(lp), id(chain[0]), id(chain[-1]))
            if key not in self._ranges:
                self._ranges[key] = self.loop_range(lp, allowed, loop_vars)
            bounds = self._ranges[key]
            if bounds is None:
                if lo.as_dict().get(lp.var) or hi.as_dict().get(lp.var):
                    return None
                exact = False  # the loop may not run: the access then need not happen
                continue
            first, last, tight = bounds
            rectangular = not ((first.symbols | last.symbols) & (loop_vars - {lp.var}))
            mine = [(op, e) for v, op, e in narrow if v == lp.var]
            if mine and rectangular:
                first, last, all_used = self.narrowed(first, last, mine)
                exact = exact and all_used
            elif mine:
                exact = False  # a triangular loop's range is not narrowed: over-approximate
            exact = exact and tight and rectangular
            if rectangular:  # an access inside means the loop ran: its range is not empty
                guard = conjoin(guard, ir.Binary("le", self.expr_of(first), self.expr_of(last),
                                         "bool"))
            lo = ranges.substitute(lo, lp.var, first, last, minimize=True)
            hi = ranges.substitute(hi, lp.var, first, last, minimize=False)
        if (lo.symbols | hi.symbols) & loop_vars:
            return None
        return lo, hi, exact, guard

    def narrowed(self, first: Affine, last: Affine, tests: list[tuple[str, ir.Expr]]
                 ) -> tuple[Affine, Affine, bool]:
        """A loop variable's ends ``[first, last]`` where it also satisfies ``tests``, and
        whether every test was taken into account (``k != 0`` only at an end of the range)."""
        all_used = True
        for op, e in tests:
            if op == "ne":
                form = to_affine(e)
                if form == first:
                    first = first + Affine((), 1)
                elif form == last:
                    last = last - Affine((), 1)
                else:
                    all_used = False
        lo, hi = self.expr_of(first), self.expr_of(last)
        one = ir.Const(1, "int64")
        for op, e in tests:
            e = ir.Cast(e, "int64") if e.dtype != "int64" else e
            if op in ("gt", "ge", "eq"):
                lo = ir.Binary("max", lo, plus(e, one) if op == "gt" else e, "int64")
            if op in ("lt", "le", "eq"):
                hi = ir.Binary("min", hi, minus(e, one) if op == "lt" else e, "int64")
        if all(op == "ne" for op, _ in tests):
            return first, last, all_used
        return self.opaque(lo), self.opaque(hi), all_used

    def fixed_at(self, e: ir.Expr, ctx: _Ctx, depth: int) -> bool:
        """``e`` has one value throughout the loop at ``depth`` (it can be tested before)."""
        chain_vars = {lp.var for lp in ctx.loops[depth:]}
        return ranges.fixed(e, self.fixed_before(ctx.loops[depth]), chain_vars)

    def fixed_before(self, loop: ir.Loop) -> Callable[[str], bool]:
        """Whether a symbol (a scalar, ``A.shape[k]``) keeps its value inside ``loop``."""
        scalars, arrays, _ = self.mutated(loop)

        def fixed(sym: str) -> bool:
            if sym.endswith("]") and ".shape[" in sym:
                return sym.split(".shape[")[0] not in arrays
            return sym not in scalars

        return fixed

    def mutated(self, loop: ir.Loop) -> tuple[frozenset[str], frozenset[str], bool]:
        """Scalars assigned and arrays rebound inside ``loop``, and whether it may stop an
        iteration early (break, continue, return, raise)."""
        got = self._mutated.get(id(loop))
        if got is None:
            scalars, arrays, escapes = set(), set(), False
            for s in walk_stmts(loop.body):
                if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var):
                    scalars.add(s.target.name)
                elif isinstance(s, (ir.Alloc, ir.View)):
                    arrays.add(s.array)
                elif isinstance(s, ir.LibCall):
                    arrays.update(s.outputs)
                elif isinstance(s, (ir.Break, ir.Continue, ir.Return, ir.Raise)):
                    escapes = True
            got = (frozenset(scalars), frozenset(arrays), escapes)
            self._mutated[id(loop)] = got
        return got

    def escapes(self, loop: ir.Loop) -> bool:
        return self.mutated(loop)[2]


