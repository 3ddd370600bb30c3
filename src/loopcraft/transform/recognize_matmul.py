"""``recognize(loop, op="matmul")``: an explicit-loop matrix product becomes ``libcall matmul``.

Two shapes of loops compute a product, and each gets the rewrite that keeps what it does
besides the product:

- **A perfect nest** ``for i: for j: for k: C[i, j] += A[i, k] * B[k, j]`` (the three loops
  in any order, the factors in either order, times any scalars the nest does not change, as
  in PolyBench's ``alpha * A[i, k] * B[k, j]``) is replaced by what the array form
  ``C += alpha * (A @ B)`` lowers to: a temporary ``T = A @ B`` and the loop nest
  ``C[i, j] += alpha * T[i, j]``.
- **A dot product per element**: ``k`` innermost inside ``j`` inside ``i`` (the target),
  with other statements around it, as in ``for i: for j: s = 0.0; for k: s += A[i, k] *
  B[k, j]; C[i, j] = s / n`` (the way a product is most often written by hand, and
  PolyBench's covariance and correlation). ``T = A @ B`` is computed before ``i``, and the
  ``k`` loop becomes ``s += T[i, j]``; everything else stays as written. The accumulator may
  be a scalar or an array element that does not depend on ``k``. Several ``k`` loops in the
  ``j`` loop are several sums, one call each (PolyBench's symm adds two triangles). The
  loops above ``j`` may hold other statements, loops included (doitgen copies its scratch
  row back), and may be a *batch* of two row loops: ``s += A[r, q, k] * C4[k, p]`` reads a
  C-contiguous ``A`` as the matrix ``A[(r, q), k]`` (a reshaping view) and the ``k`` loop
  becomes ``s += T[r * nq + q, p]``.

Why: a user who writes loops then gets the same three implementations as one who writes
``@`` -- ``implement("matmul#k", loops | microkernel | blas)`` -- instead of only what the
loop transformations make of the nest (idiom recognition, as in Polly's or LLVM's matrix
multiply detection).

Both shapes also take:

- a factor indexed ``A[k, i]`` or ``B[j, k]``: read through a transposing ``View`` (no copy);
- a sum of products (syr2k's ``A[j, k] * B[i, k] + B[j, k] * A[i, k]``): one call per
  product, one update ``C[i, j] += T1[i, j] + T2[i, j]``;
- ``i`` or ``j`` over a triangle whose diagonal follows the other (``range(0, i + c)``,
  ``range(i + c, n)``: syrk, syr2k, covariance). The call still computes the whole rectangle
  and the loops keep their bounds: twice the triangle's flops, at the kernel's speed. Bands
  (``range(i, i + 3)``) are refused: the rectangle would cost far more than the loops.
- ``k`` over a triangle that follows ``i`` or ``j`` (trmm's ``range(i + 1, m)``): the
  factor that carries the diagonal is copied into a zeroed array holding only the entries
  the loops read (``tril(A, -1)``), and the product runs over the whole ``K``;
- a factor the loops write (trmm updates ``B`` in place): accepted when the dependence
  analysis finds no read of it that may see a value written inside the target loop (then
  every read sees what the call reads, the values from before the loop).

The call computes the whole product of the arrays, so the rewrite is *versioned*: ``if
<bounds match the extents>: <calls; the rewritten loops> else: <the loops as written>``,
where only what the IR does not already show is tested at run time (one comparison,
``A.shape[1] == B.shape[0]``, for loops over the arrays' shapes). ``k`` must run over the
whole shared extent. A rectangle's ``i`` and ``j`` must run over the whole product (a corner
would not pay for it); a triangle's may stop short of it (``i < n - 1``, as correlation's).

Legality: the loops serial with step 1 -- or -1 for the row and column loops, whose order
does not matter to the product (the corpus's trmm walks its rows downwards) -- each from 0
to a bound that does not change inside the target loop, except a triangle's diagonal end;
2-d factors of the accumulator's dtype that the loops read only before anything inside the
target loop writes them (the call reads them before the loops run; the accumulator itself
may be a factor, as in trmm); scalar factors that nothing in the target loop assigns.
Summation order: the product sums over k in its own order (blocked, vectorized), so results
may differ from the loops in the last bits, like NumPy's ``@``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import NamedTuple

from ..analysis.dependence import access_text
from ..errors import NoMatchError
from ..ir import nodes as ir
from ..ir.rewrite import substitute
from ..ir.walk import expr_vars, subexprs, walk_stmts
from .base import add_locals, fresh_label, fresh_name, iadd, imax, imin, replace_loop
from .hoist import alias_group
from .unroll_and_jam import relabel_block

__all__ = ["MatmulNest", "match_matmul", "rewrite_matmul"]

_ZERO = ir.Const(0, "int64")
_ONE = ir.Const(1, "int64")
_MINUS_ONE = ir.Const(-1, "int64")


class _Term(NamedTuple):
    """One product of the sum: ``alpha * A[i, k] * B[k, j]``, either factor possibly
    transposed in the source (``A[k, i]``, ``B[j, k]``)."""

    a: ir.Access
    b: ir.Access
    a_trans: bool
    b_trans: bool
    alpha: ir.Expr | None  # a scalar factor the loops do not change, or None


@dataclass(frozen=True)
class _Dot:
    """One sum over ``k`` of the matched nest: its loops (outermost first), the accumulating
    statement, the products summed by it, the roles of the loop variables, which loop runs
    over a triangle (None: a rectangle) and along whose diagonal, and each loop's bounds
    with the scalars the target loop defines for them substituted (to compare with the
    extents outside the loops)."""

    loops: tuple[ir.Loop, ...]
    update: ir.Assign
    terms: tuple[_Term, ...]
    batch: tuple[str, ...]  # the row loops: (i,), or a batch (r, q) read as one index
    j: str
    k: str
    triangular: str | None
    follows: str | None  # the loop variable the triangle's diagonal follows
    bounds: dict[str, tuple[ir.Expr, ir.Expr]]

    @property
    def i(self) -> str:
        """The (innermost) row loop's variable."""
        return self.batch[-1]


@dataclass(frozen=True)
class MatmulNest:
    """The matched nest: a perfect nest (one sum, rewritten whole), or the ``k`` loops of
    dot products per element inside one ``j`` loop (symm sums two triangles into ``s``)."""

    dots: tuple[_Dot, ...]
    perfect: bool


def match_matmul(program: ir.Program, loop: ir.Loop, name: str, target: str) -> MatmulNest:
    """The product at ``loop``, or :class:`NoMatchError` saying why it is not one."""
    def refuse(why: str) -> NoMatchError:
        return NoMatchError(name, target, why)

    chains, perfect = _shape(loop, refuse)
    written, rebound, assigned = _writes(loop)
    flows = _flow_sinks(program, loop)
    return MatmulNest(tuple(_match_dot(program, loop, loops, update, perfect, written,
                                       rebound, assigned, flows, refuse)
                            for loops, update in chains), perfect)


def _match_dot(program: ir.Program, loop: ir.Loop, loops: list[ir.Loop], update: ir.Assign,
               perfect: bool, written: frozenset[str], rebound: frozenset[str],
               assigned: frozenset[str], flows: Callable[[], frozenset[str]],
               refuse) -> _Dot:  # type: ignore[no-untyped-def]
    """One sum of the nest at ``loop``: its ``loops`` (the row loops, ``j``, ``k``; for a
    perfect nest three in any order) ending in ``update``."""
    for lp in loops:
        if lp.kind != "serial":
            raise refuse(f"loop {lp.label} is {lp.kind}, not serial")
        if lp.step not in (_ONE, _MINUS_ONE):
            raise refuse(f"loop {lp.label} does not have step 1 or -1")
    loop_vars = {lp.var for lp in loops}
    target_acc = update.target
    batch = tuple(lp.var for lp in loops[:-2])
    if perfect:
        idx = [_var_of(e) for e in target_acc.indices]  # type: ignore[union-attr]
        if len(idx) != 2 or None in idx or not set(idx) <= loop_vars or idx[0] == idx[1]:
            raise refuse("the statement does not accumulate into C[i, j] indexed by two of "
                         "the loops")
        i, j = idx
        (k,) = loop_vars - {i, j}
        batch = (i,)
    else:
        i, j, k = loops[-3].var, loops[-2].var, loops[-1].var
    if next(lp for lp in loops if lp.var == k).step != _ONE:
        raise refuse(f"loop {k} sums with step -1: only the order of i and j may be reversed")
    # the product's rows and columns (i, j) are C's when the nest is perfect; in a dot
    # product they are the two loops around k, outer first (k is innermost)
    if not perfect and k in _accessed_vars(target_acc):
        raise refuse(f"the accumulator {_show(target_acc)} depends on loop {k}")
    terms = [_term(f, batch, j, k, loop_vars) for f in _summands(update.value)] \
        if update.reduce == "add" else [None]
    if None in terms:
        acc = _show(target_acc)
        raise refuse(f"the statement is not {acc} += A[{i}, {k}] * B[{k}, {j}] (or a sum of "
                     "such products, either factor possibly transposed, times scalars that "
                     "do not change in the loops)")
    dtypes = {update.target.dtype} | {x.dtype for t in terms for x in (t.a, t.b)}  # type: ignore[union-attr]
    if len(dtypes) != 1 or "bool" in dtypes:
        raise refuse(f"the accumulator and the factors have the dtypes "
                     f"{', '.join(sorted(dtypes))}, not one numeric dtype")
    for t in terms:
        for x in (t.a, t.b):  # type: ignore[union-attr]
            shared = alias_group(program, x.array) & written
            if shared and access_text(program, loops, x) in flows():
                raise refuse(f"{x.array} may share memory with {sorted(shared)[0]}, which "
                             f"loop {loop.label} writes, and the loops may read values they "
                             "wrote")
        if t.alpha is not None and expr_vars(t.alpha) & assigned:  # type: ignore[union-attr]
            raise refuse(f"a scalar factor of the product is assigned in loop {loop.label}")
    bounds = _bounds(loop, loops, rebound, assigned, refuse)
    triangular, follows = _triangle(loops, bounds, i, j, refuse)
    if len(batch) > 1:
        if triangular is not None:
            raise refuse(f"loop {triangular} runs over a triangle in a batch of products")
        for t in terms:
            decl = next((d for d in program.params if d.name == t.a.array), None)  # type: ignore[union-attr]
            if not isinstance(decl, ir.ArrayParam) or decl.layout != "C":
                raise refuse(f"{t.a.array} is not a C-contiguous argument: its leading "  # type: ignore[union-attr]
                             "axes cannot be read as the rows of one matrix")
    return _Dot(tuple(loops), update, tuple(terms), batch, j, k, triangular, follows,  # type: ignore[arg-type]
                bounds)


def _flow_sinks(program: ir.Program, loop: ir.Loop) -> Callable[[], frozenset[str]]:
    """The accesses inside ``loop`` that may read a value written inside it (the sinks of
    its flow dependences, exact or not), computed on first use and once per match. A factor
    read that is none of them sees the value from before the loop, which the call reads
    (PolyBench's trmm updates ``B`` in place, reading only rows it has not written yet)."""
    from ..analysis.dependence import dependences

    @functools.cache
    def sinks() -> frozenset[str]:
        return frozenset(d.sink_access for d in dependences(program, loop.label)
                         if d.kind == "flow")
    return sinks


def _shape(loop: ir.Loop, refuse) -> tuple[list[tuple[list[ir.Loop], ir.Assign]], bool]:  # type: ignore[no-untyped-def]
    """Each sum's loops (``i`` or a batch of row loops, ``j``, ``k``) and accumulating
    statement, and whether the nest is perfect (then there is one sum). Otherwise each loop
    in the ``j`` loop's body is a ``k`` loop of one statement, and the loops above may hold
    other statements, loops included."""
    def inner_loops(lp: ir.Loop) -> list[ir.Loop]:
        inner = [s for s in lp.body.body if isinstance(s, (ir.Loop, ir.While))]
        if not inner or not all(isinstance(s, ir.Loop) for s in inner):
            raise refuse(f"loop {lp.label} does not hold exactly one loop")
        return inner  # type: ignore[return-value]

    def statement(lp: ir.Loop) -> ir.Assign:
        body = lp.body.body
        if len(body) != 1 or not isinstance(body[0], ir.Assign):
            raise refuse(f"the body of loop {lp.label} is not one statement")
        return body[0]

    # down the loops that hold loops to the j loop, whose loops are the k loops; the loops
    # above j are the product's rows (i, or a batch of leading indices: doitgen's r, q)
    chain = [loop]
    while True:
        deeper = [lp for lp in inner_loops(chain[-1])
                  if any(isinstance(x, (ir.Loop, ir.While)) for x in lp.body.body)]
        if not deeper:
            break
        if len(deeper) != 1 or len(chain) == 3:
            raise refuse(f"loop {chain[-1].label} does not hold exactly one loop")
        chain.append(deeper[0])
    if len(chain) == 1:
        raise refuse(f"the loops in loop {loop.label} hold no loop: a matrix product needs "
                     "three loops (i, j, k)")
    chains = [([*chain, k], statement(k)) for k in inner_loops(chain[-1])]
    perfect = (len(chain) == 2 and len(loop.body.body) == 1 and len(chain[1].body.body) == 1
               and isinstance(chains[0][1].target, ir.Access))
    return chains, perfect


def _writes(loop: ir.Loop) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The array variables ``loop`` writes or rebinds, those it rebinds (``Alloc``,
    ``View``: their extents may change), and the scalars it assigns."""
    arrays: set[str] = set()
    rebound: set[str] = set()
    scalars: set[str] = set()
    for s in walk_stmts(loop.body):
        if isinstance(s, ir.Assign):
            (arrays if isinstance(s.target, ir.Access) else scalars).add(
                s.target.array if isinstance(s.target, ir.Access) else s.target.name)
        elif isinstance(s, ir.Loop):
            scalars.add(s.var)
        elif isinstance(s, (ir.Alloc, ir.View)):
            rebound.add(s.array)
        elif isinstance(s, ir.LibCall):
            arrays |= set(s.outputs)
    return frozenset(arrays | rebound), frozenset(rebound), frozenset(scalars | {loop.var})


def _accessed_vars(e: ir.Var | ir.Access) -> set[str]:
    return set().union(*(expr_vars(x) for x in e.indices)) if isinstance(e, ir.Access) else set()


def _show(e: ir.Var | ir.Access) -> str:
    if isinstance(e, ir.Var):
        return e.name
    return f"{e.array}[{', '.join(x.name if isinstance(x, ir.Var) else '..' for x in e.indices)}]"


def _var_of(e: ir.Expr) -> str | None:
    """The loop variable an index is, when it is exactly one."""
    return e.name if isinstance(e, ir.Var) else None


def _summands(e: ir.Expr) -> list[ir.Expr]:
    """The terms of a sum ``t1 + t2 + ...`` (any grouping)."""
    if isinstance(e, ir.Binary) and e.op == "add":
        return [*_summands(e.lhs), *_summands(e.rhs)]
    return [e]


def _factors(e: ir.Expr) -> list[ir.Expr] | None:
    """The factors of a product ``f1 * f2 * ...`` (any grouping), or None."""
    if isinstance(e, ir.Binary) and e.op == "mul":
        lhs, rhs = _factors(e.lhs), _factors(e.rhs)
        return [*(lhs or [e.lhs]), *(rhs or [e.rhs])]
    return None


def _term(e: ir.Expr, batch: tuple[str, ...], j: str, k: str, loop_vars: set[str]
          ) -> _Term | None:
    """``e`` as ``alpha * A[i, k] * B[k, j]`` (factors in any order, each possibly
    transposed; with a batch of row loops ``A[r, q, k]``), or None."""
    factors = _factors(e)
    accesses = [f for f in factors or () if isinstance(f, ir.Access)]
    scale = [f for f in factors or () if not isinstance(f, ir.Access)]
    if len(accesses) != 2 or not all(
            isinstance(f, ir.Const) or (isinstance(f, ir.Var) and f.name not in loop_vars)
            for f in scale):
        return None
    rows = [[*batch, k]] if len(batch) > 1 else [[batch[0], k], [k, batch[0]]]
    a = b = None
    a_trans = b_trans = False
    for acc in accesses:
        idx = [_var_of(x) for x in acc.indices]
        if idx in rows and a is None:
            a, a_trans = acc, idx == [k, batch[0]]
        elif idx in ([k, j], [j, k]) and b is None:
            b, b_trans = acc, idx == [j, k]
    if a is None or b is None:
        return None
    alpha = None
    for f in scale:
        alpha = f if alpha is None else ir.Binary("mul", alpha, f, a.dtype)
    return _Term(a, b, a_trans, b_trans, alpha)


def _bounds(loop: ir.Loop, loops: list[ir.Loop], rebound: frozenset[str],
            assigned: frozenset[str], refuse) -> dict[str, tuple[ir.Expr, ir.Expr]]:  # type: ignore[no-untyped-def]
    """Each loop's ``(start, stop)`` -- as the range of values it visits, ``[lo, hi)``, for a
    step of -1 -- with the scalars defined for it before it in the enclosing loop's body
    (the frontend's ``_s1 = i + 1`` before ``range(_s1, n)``) substituted. Refused: a bound
    that reads any other scalar the target loop assigns, an array element, or the extent of
    an array the target loop rebinds (the version test, evaluated before the loops, would
    not see the values they run with)."""
    defs: dict[str, ir.Expr] = {}
    for outer, inner in zip(loops, loops[1:], strict=False):
        for s in outer.body.body:
            if s is inner:
                break
            if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var) and s.reduce is None:
                defs[s.target.name] = substitute(s.value, defs)
    once = {n for n in defs if sum(isinstance(s, ir.Assign) and isinstance(s.target, ir.Var)
                                   and s.target.name == n for s in walk_stmts(loop.body)) == 1}
    loop_vars = {lp.var for lp in loops}
    out = {}
    for lp in loops:
        ends = tuple(substitute(e, {n: defs[n] for n in once}) for e in (lp.start, lp.stop))
        if lp.step == _MINUS_ONE:  # range(start, stop, -1) visits [stop + 1, start + 1)
            ends = (_plus_one(ends[1]), _plus_one(ends[0]))
        parts = [x for e in ends for x in subexprs(e)]
        if (any(expr_vars(e) & (assigned - loop_vars) for e in ends)
                or any(isinstance(x, ir.Access) for x in parts)
                or any(isinstance(x, ir.Dim) and x.array in rebound for x in parts)):
            raise refuse(f"the bounds of loop {lp.label} may change inside loop {loop.label} "
                         "(they read a scalar it assigns, an array element, or the extent of "
                         "an array it rebinds)")
        out[lp.var] = ends
    return out


def _triangle(loops: list[ir.Loop], bounds: dict[str, tuple[ir.Expr, ir.Expr]], i: str,
              j: str, refuse) -> tuple[str | None, str | None]:  # type: ignore[no-untyped-def]
    """The loop variable whose range is a triangle's -- one end on the diagonal of another
    loop's variable, ``range(0, x + c)`` or ``range(x + c, n)`` -- and that variable, or
    ``(None, None)`` for a rectangle. ``i`` and ``j`` may follow each other, ``k`` either
    of them (trmm, symm: a triangular factor); one triangle per nest."""
    loop_vars = {lp.var for lp in loops}
    triangular = follows = None
    for lp in loops:
        start, stop = bounds[lp.var]
        used = (expr_vars(start) | expr_vars(stop)) & loop_vars
        if not used:
            if start != _ZERO:
                raise refuse(f"loop {lp.label} does not run from 0")
            continue
        allowed = {i: {j}, j: {i}}.get(lp.var, {i, j})
        if len(used) != 1 or not used <= allowed or triangular is not None:
            raise refuse(f"the bounds of loop {lp.label} depend on the loops "
                         f"{', '.join(sorted(used))}: only one loop's bounds may follow "
                         "another's (i's j, j's i, or k's either)")
        (other,) = used
        diagonal = [_on_diagonal(e, other) for e in (start, stop)]
        fixed = stop if diagonal[0] else start  # the end off the diagonal
        if (diagonal.count(True) != 1 or expr_vars(fixed) & loop_vars
                or (diagonal[1] and start != _ZERO)):
            raise refuse(f"loop {lp.label} does not run over a triangle: from 0 to "
                         f"{other} + c, or from {other} + c to a bound that does not change")
        triangular, follows = lp.var, other
    return triangular, follows


def _plus_one(e: ir.Expr) -> ir.Expr:
    """``e + 1``, folding ``x - 1 + 1`` to ``x``."""
    if isinstance(e, ir.Binary) and e.op == "sub" and e.rhs == _ONE:
        return e.lhs
    return iadd(e, 1)


def _on_diagonal(e: ir.Expr, var: str) -> bool:
    """Whether ``e`` is ``var``, ``var + c`` or ``var - c`` with ``c`` free of ``var``."""
    if isinstance(e, ir.Var):
        return e.name == var
    if isinstance(e, ir.Binary) and e.op in ("add", "sub"):
        if isinstance(e.lhs, ir.Var) and e.lhs.name == var:
            return var not in expr_vars(e.rhs)
        if e.op == "add" and isinstance(e.rhs, ir.Var) and e.rhs.name == var:
            return var not in expr_vars(e.lhs)
    return False


def rewrite_matmul(program: ir.Program, target: str, m: MatmulNest) -> ir.Program:
    """The calls (versioned), then the update nest (perfect) or the target loop with each
    ``k`` loop replaced by its update (dot products)."""
    taken: set[str] = set()
    taken_labels: set[str] = set()
    stmts: list[ir.Stmt] = []
    decls: list[ir.ArrayDecl] = []
    views: dict[str, str] = {}  # transposed source -> its view
    dt = m.dots[0].update.target.dtype

    def fresh(stem: str) -> str:
        name = fresh_name(program, stem, taken)
        taken.add(name)
        return name

    def label(stem: str) -> str:
        name = fresh_label(program, stem, taken_labels)
        taken_labels.add(name)
        return name

    def operand(x: ir.Access, trans: bool) -> tuple[str, ir.Expr, ir.Expr]:
        """The array the call reads for ``x`` (a transposing view when ``trans``) and its
        row and column extents."""
        rows, cols = _extents(x, trans)
        if not trans:
            return x.array, rows, cols
        if x.array not in views:
            views[x.array] = fresh(f"{x.array}_T")
            decls.append(ir.ArrayDecl(views[x.array], dt, 2, inner_contiguous=False))
            stmts.append(ir.View(views[x.array], x.array, (_ZERO, _ZERO),
                                 (ir.ViewDim(1, rows, _ONE), ir.ViewDim(0, cols, _ONE))))
        return views[x.array], rows, cols

    def masked(d: _Dot, x: ir.Access, shape: tuple[ir.Expr, ir.Expr]) -> str:
        """A zeroed copy of factor ``x`` holding only the entries the triangular ``k``
        loop reads: ``M[x, k]`` (the triangle follows ``i``) or ``M[k, x]`` (``j``), for
        each ``x`` below its extent and ``k`` in the loop's range clipped to ``K``."""
        mname = fresh(f"{x.array}_tri")
        decls.append(ir.ArrayDecl(mname, dt, 2))
        lx, lk = label(f"{mname}_x"), label(f"{mname}_k")
        xv, kv = ir.Var(fresh(f"_{lx}"), "int64"), ir.Var(fresh(f"_{lk}"), "int64")
        rows_first = d.follows == d.i
        rename = {d.follows: xv, d.k: kv}
        lo, hi = (substitute(e, rename) for e in d.bounds[d.k])
        src = replace(x, indices=tuple(rename[_var_of(e)] for e in x.indices))  # type: ignore[index]
        dst = ir.Access(mname, (xv, kv) if rows_first else (kv, xv), dt)
        copy = ir.Loop(kv.name, imax(lo, _ZERO), imin(hi, shape[1] if rows_first else shape[0]),
                       _ONE, ir.Block((ir.Assign(dst, src),)), lk, "serial")
        stmts.extend((ir.Alloc(mname, shape, ir.Const(0, dt)),
                      ir.Loop(xv.name, _ZERO, shape[0] if rows_first else shape[1], _ONE,
                              ir.Block((copy,)), lx, "serial")))
        return mname

    def batched(d: _Dot, x: ir.Access) -> tuple[str, ir.Expr, ir.Expr, ir.Expr]:
        """A C-contiguous factor ``A[r, q, k]`` as the matrix ``A[(r, q), k]`` (a reshaping
        view), its extents, and the row of ``(r, q)`` in it."""
        dims = [ir.Dim(x.array, n) for n in range(len(d.batch) + 1)]
        rows: ir.Expr = dims[0]
        row: ir.Expr = ir.Var(d.batch[0], "int64")
        for n, v in enumerate(d.batch[1:], start=1):
            rows = ir.Binary("mul", rows, dims[n], "int64")
            row = ir.Binary("add", ir.Binary("mul", row, dims[n], "int64"),
                            ir.Var(v, "int64"), "int64")
        name = fresh(f"{x.array}_2d")
        decls.append(ir.ArrayDecl(name, dt, 2))
        stmts.append(ir.View(name, x.array, tuple(_ZERO for _ in dims),
                             (ir.ViewDim(None, rows, dims[-1]),
                              ir.ViewDim(None, dims[-1], _ONE))))
        return name, rows, dims[-1], row

    first = m.dots[0]
    acc0 = first.update.target
    base = acc0.array if isinstance(acc0, ir.Access) else acc0.name
    if m.perfect:
        li, lj = label(f"{base}_add_i"), label(f"{base}_add_j")
        iv, jv = ir.Var(fresh(f"_{li}"), "int64"), ir.Var(fresh(f"_{lj}"), "int64")
    else:
        iv, jv = ir.Var(first.i, "int64"), ir.Var(first.j, "int64")
    tests: list[ir.Expr | None] = []
    updates: dict[int, ir.Assign] = {}  # id of each k loop -> the statement replacing it
    for d in m.dots:
        update: ir.Expr | None = None
        k_tri = d.triangular == d.k
        for t in d.terms:
            row: ir.Expr = iv
            # a triangular k: the product over the whole K, the factor that carries the
            # triangle's diagonal masked to it
            if len(d.batch) > 1:
                a, a_rows, a_cols, row = batched(d, t.a)
            elif k_tri and d.follows == d.i:
                a_rows, a_cols = _extents(t.a, t.a_trans)
                a = masked(d, t.a, (a_rows, a_cols))
            else:
                a, a_rows, a_cols = operand(t.a, t.a_trans)
            if k_tri and d.follows == d.j:
                b_rows, b_cols = _extents(t.b, t.b_trans)
                b = masked(d, t.b, (b_rows, b_cols))
            else:
                b, b_rows, b_cols = operand(t.b, t.b_trans)
            tmp = fresh(f"{base}_matmul")
            decls.append(ir.ArrayDecl(tmp, dt, 2))
            stmts += [ir.Alloc(tmp, (a_rows, b_cols)), ir.LibCall("matmul", (tmp,), (a, b))]
            k_start, k_stop = d.bounds[d.k]
            if k_tri:
                tests.append(_test("eq", a_cols, b_rows))
                if _on_diagonal(k_start, d.follows):  # type: ignore[arg-type]
                    tests.append(_test("le", k_stop, a_cols))
            else:
                tests += [_test("eq", k_stop, a_cols), _test("eq", k_stop, b_rows)]
            rows = [(v, ir.Dim(t.a.array, n)) for n, v in enumerate(d.batch)] \
                if len(d.batch) > 1 else [(d.i, a_rows)]
            for v, extent in (*rows, (d.j, b_cols)):
                stop = d.bounds[v][1]
                if d.triangular in (None, d.k):
                    tests.append(_test("eq", stop, extent))
                elif not _on_diagonal(stop, d.j if v == d.i else d.i):
                    tests.append(_test("le", stop, extent))  # a triangle may stop short
            term: ir.Expr = ir.Access(tmp, (row, jv), dt)
            if t.alpha is not None:
                term = ir.Binary("mul", t.alpha, term, dt)
            update = term if update is None else ir.Binary("add", update, term, dt)
        assert update is not None
        updates[id(d.loops[-1])] = replace(d.update, value=update)
    program = add_locals(program, *decls)
    if m.perfect:
        rename = {first.i: iv, first.j: jv}
        acc = first.update.target
        new: ir.Stmt = ir.Assign(replace(acc, indices=tuple(  # type: ignore[arg-type]
            rename[_var_of(e)] for e in acc.indices)), updates[id(first.loops[-1])].value,  # type: ignore[index, union-attr]
            "add")
        for lp in reversed([lp for lp in first.loops if lp.var != first.k]):
            lo, hi = (substitute(e, rename) for e in first.bounds[lp.var])
            new = ir.Loop(rename[lp.var].name, lo, hi, _ONE, ir.Block((new,)),
                          li if lp.var == first.i else lj, "serial")
    else:
        new = _replace_stmts(first.loops[0], updates)
    cond = None
    for t in dict.fromkeys(x for x in tests if x is not None):
        cond = t if cond is None else ir.Binary("and", cond, t, "bool")
    if cond is None:  # the bounds are the extents themselves
        return replace_loop(program, target, lambda loop: (*stmts, new))
    if not m.perfect:  # the copy that runs the calls gets fresh labels
        (new,) = relabel_block(ir.Block((new,)), lambda lb: label(f"{lb}_mm")).body
    return replace_loop(program, target,
                        lambda loop: ir.If(cond, ir.Block((*stmts, new)), ir.Block((loop,))))


def _extents(x: ir.Access, trans: bool) -> tuple[ir.Expr, ir.Expr]:
    """The rows and columns of factor ``x`` as the product reads it (transposed: swapped)."""
    rows, cols = ir.Dim(x.array, 0), ir.Dim(x.array, 1)
    return (cols, rows) if trans else (rows, cols)


def _test(op: str, x: ir.Expr, y: ir.Expr) -> ir.Expr | None:
    """``x op y`` for the version test, or None when the IR shows it holds."""
    return None if x == y else ir.Binary(op, x, y, "bool")


def _replace_stmts(s: ir.Stmt, new: dict[int, ir.Stmt]) -> ir.Stmt:
    """``s`` with each statement whose ``id`` is a key of ``new`` replaced by its value."""
    if id(s) in new:
        return new[id(s)]
    if isinstance(s, ir.Loop):
        return replace(s, body=ir.Block(tuple(_replace_stmts(x, new) for x in s.body.body)))
    if isinstance(s, ir.If):
        return replace(s, then=ir.Block(tuple(_replace_stmts(x, new) for x in s.then.body)),
                       orelse=ir.Block(tuple(_replace_stmts(x, new) for x in s.orelse.body)))
    return s
