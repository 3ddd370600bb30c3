"""Bounds checks: every element index is proven, hoisted or checked before it is used.

Why here, after scheduling: the checks must cover the code that actually runs (the loops the
recipe produced, library calls on views), and they must not change what the transformations
see. So this pass rewrites the scheduled program into one with two codegen-only statements,
:class:`IndexCheck` and :class:`BoundsChoice`, that only the C emitter understands.

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
3. **checked per access**: gathers (``x[idx[i]]``), data-dependent indices and everything the
   hoisting cannot describe are checked right before the statement that uses them, under the
   conditions that guard their evaluation (a select's branch, the right side of ``and``).

Negative indices keep Python's meaning: the frontend's wrap-around ``i < 0 ? n + i : i`` is
checked as ``-n <= i < n``. A view (slices, the operands the recognizers hand to micro-kernels
and BLAS) is checked against its source once, where it is made.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..analysis.affine import Affine, dim_symbol, to_affine
from ..ir import nodes as ir
from ..ir.printer import Scope, format_expr
from ..ir.walk import walk_stmts

__all__ = ["IndexCheck", "BoundsChoice", "Site", "instrument"]

_ZERO = ir.Const(0, "int64")
_TRUE = ir.Const(True, "bool")


@dataclass(frozen=True)
class Site:
    """One checked index, for the message of its ``IndexError``."""

    array: str
    axis: int
    index: str  # the index expression as the IR prints it
    line: int  # the user's source line (0: unknown)
    hoisted: bool  # checked over a whole loop, before it ran


@dataclass(frozen=True)
class IndexCheck:
    """Fail unless ``0 <= least`` (``-extent <= least`` for an index that wraps around) and
    ``greatest < extent``, where ``guard`` holds. A side known to hold is None; a per-access
    check has one expression for both (``least is greatest``). ``flag`` None: a failure
    raises; else it sets that flag (the loop then runs its checked copy)."""

    site: int
    least: ir.Expr | None
    greatest: ir.Expr | None
    extent: ir.Expr
    wraps: bool
    guard: ir.Expr | None
    flag: str | None = None


@dataclass(frozen=True)
class BoundsChoice:
    """``checks``, which may set ``flag``, then ``if (flag) slow else fast``: a loop and its
    checked copy, run when a hoisted range that over-approximates failed."""

    flag: str
    checks: tuple[IndexCheck, ...]
    fast: ir.Stmt
    slow: ir.Stmt


def instrument(program: ir.Program) -> tuple[ir.Program, tuple[Site, ...]]:
    """``program`` with its bounds checks, and the sites they report."""
    ins = _Instrumenter(program)
    body = ins.block(program.body, _Ctx((), 0, False, 0, ()))
    assert not ins.pending_out, "a hoisted check escaped every loop"
    return ir.replace(program, body=body), tuple(ins.sites)


# ----------------------------------------------------------------------------- context


@dataclass(frozen=True)
class _Ctx:
    loops: tuple[ir.Loop, ...]  # the enclosing loops, outermost first
    floor: int  # hoisting targets below this depth are covered by an outer check already
    slow: bool  # in a checked copy: checks at or below ``floor`` are per access
    cond_depth: int  # loops around the innermost enclosing if/while (0: none)
    path: tuple[ir.Expr, ...]  # conditions under which the current expression is evaluated
    line: int = 0  # the enclosing statement's source line, for statements the scheduler made


@dataclass(frozen=True)
class _Hoist:
    """A check to emit before the loop at ``depth`` of the statement's loops."""

    depth: int
    check: IndexCheck
    exact: bool


class _Instrumenter:
    def __init__(self, program: ir.Program) -> None:
        self.program = program
        #: names print bare in messages: the program's and every loop variable
        self.scope = Scope.of_program(program)
        self.sites: list[Site] = []
        self.flags = 0
        self.pending_out: list[_Hoist] = []
        #: the indices the statement being instrumented has checked unconditionally
        self.seen: set[tuple[str, int, ir.Expr]] = set()
        self._mutated: dict[int, tuple[frozenset[str], frozenset[str], bool]] = {}
        self._band_inner: set[int] = set()
        for s in walk_stmts(program.body):
            if isinstance(s, ir.Loop):
                self.scope = self.scope.with_loop_var(s.var)
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
        if isinstance(s, ir.If):
            self.expr(s.cond, ctx, line, pre)
            inner = ir.replace(ctx, cond_depth=len(ctx.loops))
            return [*pre, ir.replace(s, then=self.block(s.then, inner),
                                     orelse=self.block(s.orelse, inner))]
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
        checks = _dedupe([h.check for h in mine if h.exact])
        loose = _dedupe([h.check for h in mine if not h.exact])
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
            nonempty = _and(nonempty, ir.Binary("gt", d.extent, _ZERO, "bool"))
        out: list[ir.Stmt] = []
        for axis, off in enumerate(s.offset):
            first, last = off, off
            for d in s.dims:
                if d.source_axis == axis:
                    reach = _add(off, _mul(_sub(d.extent, ir.Const(1, "int64")), d.step))
                    first = ir.Binary("min", first, reach, "int64")
                    last = ir.Binary("max", last, reach, "int64")
            start = format_expr(off, self.scope)
            site = self.site(s.source, axis, f"{start}, the start of view {s.array}", 0,
                             hoisted=False)
            out.append(IndexCheck(site, first, last, ir.Dim(s.source, axis), False, nonempty))
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
            self.expr(e.if_false, ir.replace(ctx, path=(*ctx.path, _not(e.cond))), line, pre)
        elif isinstance(e, ir.Binary) and e.op in ("and", "or"):
            self.expr(e.lhs, ctx, line, pre)
            taken = e.lhs if e.op == "and" else _not(e.lhs)
            self.expr(e.rhs, ir.replace(ctx, path=(*ctx.path, taken)), line, pre)
        else:
            for sub in _children(e):
                self.expr(sub, ctx, line, pre)

    def access(self, a: ir.Access, ctx: _Ctx, line: int, pre: list[ir.Stmt]) -> None:
        for idx in a.indices:
            self.expr(idx, ctx, line, pre)
        for axis, idx in enumerate(a.indices):
            raw, wraps = _unwrap(idx, ir.Dim(a.array, axis))
            self.index(a.array, axis, raw, wraps, ctx, line, pre)

    def index(self, array: str, axis: int, raw: ir.Expr, wraps: bool, ctx: _Ctx, line: int,
              pre: list[ir.Stmt]) -> None:
        if (array, axis, raw) in self.seen:
            return  # checked already, where the statement evaluates it unconditionally
        if not ctx.path:
            self.seen.add((array, axis, raw))
        extent = ir.Dim(array, axis)
        loose: tuple[int, Affine, Affine, ir.Expr | None] | None = None
        for depth in range(len(ctx.loops)):
            if id(ctx.loops[depth]) in self._band_inner:
                continue  # nothing may stand between the loops of a collapsed band
            found = self.hoist(raw, wraps, extent, ctx, depth)
            if found is None:
                continue
            lo, hi, exact, guard = found
            if depth < ctx.floor:
                return  # an outer check covers it
            low_ok, high_ok = _proven(lo, hi, wraps, array, axis)
            if low_ok and high_ok:
                return
            if ctx.slow:
                break  # a checked copy: check it where it is used
            if exact and not ctx.path and ctx.cond_depth <= depth \
                    and not self.escapes(ctx.loops[depth]):
                self.hoisted(array, axis, raw, wraps, line, depth, lo, hi, guard, True)
                return
            if depth == 0:  # only the outermost loop gets a checked copy: bounded code size
                loose = (depth, lo, hi, guard)
        if loose is not None:
            self.hoisted(array, axis, raw, wraps, line, *loose, False)
            return
        site = self.site(array, axis, format_expr(raw, self.scope), line, hoisted=False)
        guard = None
        for c in ctx.path:
            guard = _and(guard, c)
        pre.append(IndexCheck(site, raw, raw, extent, wraps, guard))

    def hoisted(self, array: str, axis: int, raw: ir.Expr, wraps: bool, line: int, depth: int,
                lo: Affine, hi: Affine, guard: ir.Expr | None, exact: bool) -> None:
        """Check the index's range before the loop at ``depth`` (its sides not proven)."""
        low_ok, high_ok = _proven(lo, hi, wraps, array, axis)
        site = self.site(array, axis, format_expr(raw, self.scope), line, hoisted=True)
        check = IndexCheck(site, None if low_ok else _expr(lo), None if high_ok else _expr(hi),
                           ir.Dim(array, axis), wraps, guard)
        self.pending_out.append(_Hoist(depth, check, exact))

    def site(self, array: str, axis: int, index: str, line: int, hoisted: bool) -> int:
        self.sites.append(Site(array, axis, index, line, hoisted))
        return len(self.sites) - 1

    # ------------------------------------------------------------------ hoisting
    def hoist(self, raw: ir.Expr, wraps: bool, extent: ir.Expr, ctx: _Ctx, depth: int
              ) -> tuple[Affine, Affine, bool, ir.Expr | None] | None:
        """The least and greatest value of ``raw`` over the loops from ``depth`` inward, in
        terms of values fixed before the loop at ``depth`` runs; whether they are exact; and
        the guard that the loops run at all. None when that cannot be said."""
        chain = ctx.loops[depth:]
        scalars, arrays, _ = self.mutated(chain[0])
        loop_vars = {lp.var for lp in chain}

        def allowed(sym: str) -> bool:
            if sym in loop_vars:
                return True
            if sym.endswith("]") and ".shape[" in sym:
                return sym.split(".shape[")[0] not in arrays
            return sym not in scalars

        form = to_affine(raw, allowed)
        if form is None or not _array_invariant(extent, arrays):
            return None
        lo, hi, exact = form, form, True
        guard: ir.Expr | None = None
        for k in range(len(chain) - 1, -1, -1):
            lp = chain[k]
            bounds = _loop_range(lp, allowed)
            if bounds is None:
                if lo.as_dict().get(lp.var) or hi.as_dict().get(lp.var):
                    return None
                exact = False  # the loop may not run: the access then need not happen
                continue
            first, last, tight = bounds
            rectangular = not ((first.symbols | last.symbols) & (loop_vars - {lp.var}))
            exact = exact and tight and rectangular
            if rectangular:  # an access inside means the loop ran: its range is not empty
                guard = _and(guard, ir.Binary("le", _expr(first), _expr(last), "bool"))
            lo = _substitute(lo, lp.var, first, last, minimize=True)
            hi = _substitute(hi, lp.var, first, last, minimize=False)
        if (lo.symbols | hi.symbols) & loop_vars:
            return None
        return lo, hi, exact, guard

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


# ----------------------------------------------------------------------------- helpers


def _loop_range(lp: ir.Loop, allowed: Callable[[str], bool]) -> tuple[Affine, Affine, bool] | None:
    """``(first, last, exact)``: affine bounds of the loop variable's values (``last`` may
    over-approximate when the step is not 1 or a bound is a ``min``/``max``)."""
    if not isinstance(lp.step, ir.Const):
        return None
    step = int(lp.step.value)
    if step > 0:
        first, ex1 = _bound(lp.start, allowed, lower=True)
        if first is None:
            return None
        stop, ex2 = _bound(_clipped(lp.stop, first, allowed, lower=False), allowed, lower=False)
        if stop is None:
            return None
        return first, stop - Affine((), 1), ex1 and ex2 and step == 1
    start, ex1 = _bound(lp.start, allowed, lower=False)
    if start is None:
        return None
    stop, ex2 = _bound(_clipped(lp.stop, start, allowed, lower=True), allowed, lower=True)
    if stop is None:
        return None
    return stop + Affine((), 1), start, ex1 and ex2 and step == -1


def _clipped(stop: ir.Expr, start: Affine, allowed: Callable[[str], bool], lower: bool
             ) -> ir.Expr:
    """A loop's stop without a clip that only empties it: ``range(0, max(n - 2, 0))`` runs
    ``i <= n - 3`` whenever it runs at all (the ``0`` matters only when the range is empty);
    likewise ``min`` for a loop counting down."""
    if not (isinstance(stop, ir.Binary) and stop.op == ("min" if lower else "max")):
        return stop
    for keep, clip in ((stop.lhs, stop.rhs), (stop.rhs, stop.lhs)):
        c = to_affine(clip, allowed)
        if c is not None:
            d = (start - c) if not lower else (c - start)
            if d.is_const() and d.const >= 0:
                return keep
    return stop


def _bound(e: ir.Expr, allowed: Callable[[str], bool], lower: bool) -> tuple[Affine | None, bool]:
    """An affine bound on the values ``e`` limits from below (``lower``) or above: ``e``
    itself, or one operand of a ``max`` (below) or ``min`` (above), preferring the one with
    fewer symbols (``min(i_o + 32, n)``: ``n``)."""
    form = to_affine(e, allowed)
    if form is not None:
        return form, True
    if isinstance(e, ir.Binary) and e.op == ("max" if lower else "min"):
        forms = [f for f in (to_affine(e.lhs, allowed), to_affine(e.rhs, allowed)) if f]
        if forms:
            return min(forms, key=lambda f: len(f.coeffs)), False
    return None, False


def _substitute(form: Affine, var: str, first: Affine, last: Affine, minimize: bool) -> Affine:
    c = form.as_dict().get(var, 0)
    if not c:
        return form
    end = first if (c > 0) == minimize else last
    return form - Affine.make({var: c}) + end.scale(c)


def _proven(lo: Affine, hi: Affine, wraps: bool, array: str, axis: int) -> tuple[bool, bool]:
    """Whether ``0 <= lo`` (``-n <= lo`` when wrapping), and whether ``hi < n``, hold for
    every extent ``n``."""
    n = Affine.make({dim_symbol(array, axis): 1})
    low = -n if wraps else Affine()
    below, above = lo - low, n - hi - Affine((), 1)
    return below.is_const() and below.const >= 0, above.is_const() and above.const >= 0


def _array_invariant(extent: ir.Expr, rebound: frozenset[str]) -> bool:
    return not (isinstance(extent, ir.Dim) and extent.array in rebound)


def _expr(form: Affine) -> ir.Expr:
    """An int64 IR expression of an affine form over variables and extents."""
    out: ir.Expr = ir.Const(form.const, "int64")
    for sym, c in form.coeffs:
        if sym.endswith("]") and ".shape[" in sym:
            name, axis = sym[:-1].split(".shape[")
            term: ir.Expr = ir.Dim(name, int(axis))
        else:
            term = ir.Cast(ir.Var(sym, "int64"), "int64")
        if c != 1:
            term = ir.Binary("mul", ir.Const(c, "int64"), term, "int64")
        out = ir.Binary("add", out, term, "int64")
    return out


def _unwrap(idx: ir.Expr, extent: ir.Expr) -> tuple[ir.Expr, bool]:
    """The index as the user wrote it, and whether it wraps around: the frontend's
    ``i < 0 ? n + i : i`` (and a negative constant folded to ``n + c``)."""
    if (isinstance(idx, ir.Select) and isinstance(idx.cond, ir.Binary) and idx.cond.op == "lt"
            and idx.cond.rhs == ir.Const(0, "int64") and idx.if_false == idx.cond.lhs
            and isinstance(idx.if_true, ir.Binary) and idx.if_true.op == "add"
            and idx.if_true.lhs == extent and idx.if_true.rhs == idx.cond.lhs):
        return idx.cond.lhs, True
    return idx, False


def _dedupe(checks: list[IndexCheck]) -> list[IndexCheck]:
    seen: set[tuple] = set()
    out = []
    for c in checks:
        key = (c.least, c.greatest, c.extent, c.wraps, c.guard)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def _children(e: ir.Expr) -> Iterator[ir.Expr]:
    if isinstance(e, ir.Unary):
        yield e.operand
    elif isinstance(e, ir.Cast):
        yield e.expr
    elif isinstance(e, ir.Binary):
        yield e.lhs
        yield e.rhs
    elif isinstance(e, ir.Call):
        yield from e.args


def _and(a: ir.Expr | None, b: ir.Expr) -> ir.Expr:
    return b if a is None else ir.Binary("and", a, b, "bool")


def _not(e: ir.Expr) -> ir.Expr:
    return ir.Unary("not", e, "bool")


def _add(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary("add", a, b, "int64")


def _sub(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary("sub", a, b, "int64")


def _mul(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary("mul", a, b, "int64")
