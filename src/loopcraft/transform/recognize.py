"""``recognize(loop)``: an explicit-loop matrix product becomes the library operation.

``for i: for j: for k: C[i, j] += A[i, k] * B[k, j]`` (the three loops in any order, the
factors in either order, times any scalars the nest does not change, as in PolyBench's
``alpha * A[i, k] * B[k, j]``) is replaced by what the array form ``C += alpha * (A @ B)``
lowers to: a temporary ``T = A @ B`` (a ``libcall matmul``) and the loop nest
``C[i, j] += alpha * T[i, j]``.
Why: a user who writes loops then gets the same three implementations as one who writes
``@`` -- ``implement("matmul#k", loops | microkernel | blas)`` -- instead of only what the
loop transformations make of the nest (idiom recognition, as in Polly's or LLVM's matrix
multiply detection).

The library call computes the whole product of the arrays, so it stands for the loops only
when they cover the arrays exactly: the rewrite is *versioned* --
``if stop_i == A.shape[0] == C.rows_used ... : T = A @ B; C += T  else: <the loops>`` -- with
the loops' own bounds compared with the operands' extents at run time (one comparison each;
true whenever the loops run over ``A.shape``/``B.shape``, as written code does).

Generalizations, each what a product written as loops in PolyBench or BLAS style needs:

- a factor indexed ``A[k, i]`` or ``B[j, k]`` is read through a transposing ``View``;
- a sum of products (syr2k's ``A[j, k] * B[i, k] + B[j, k] * A[i, k]``) becomes one call
  per product and one update ``C[i, j] += T1[i, j] + T2[i, j]``;
- ``i`` or ``j`` may run over a triangle whose diagonal follows the other
  (``range(0, i + c)``, ``range(i + c, n)``: syrk, syr2k). The call still computes the whole
  rectangle and the update keeps the loops' bounds: twice the triangle's flops, at the
  kernel's speed. The diagonal end needs no version test (it lies inside the rectangle).

Legality: a perfect nest of three serial loops with step 1, each from 0 over a bound the nest
does not change, except a triangle as above; its body the one accumulation above, over 2-d
arrays of one dtype, where ``C`` may not share memory with a factor (the loops would then
read values they wrote; the product reads only the old ones).
Summation order: the product sums over k in its own order (blocked, vectorized), so results
may differ from the loops in the last bits, like NumPy's ``@``.

``op="conv2d"`` recognizes an explicit-loop convolution instead (the bias fused into the
call): :mod:`loopcraft.transform.recognize_conv`.
``op="gemv"`` recognizes matrix-vector products the same way
(:mod:`loopcraft.transform.recognize_gemv`); :meth:`Recognize.op_of` says which op a nest is.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, NamedTuple

from ..errors import NotApplicableError
from ..ir import nodes as ir
from ..ir.rewrite import substitute
from ..ir.walk import expr_vars, walk_stmts
from .base import (
    Transformation,
    add_locals,
    find_loop,
    fresh_label,
    fresh_name,
    register,
    replace_loop,
)
from .hoist import alias_group
from .recognize_conv import match_conv2d, rewrite_conv2d
from .recognize_gemv import match_gemv, rewrite_gemv

__all__ = ["Recognize"]

_ZERO = ir.Const(0, "int64")
_ONE = ir.Const(1, "int64")


def _var_of(e: ir.Expr) -> str | None:
    """The loop variable an index is, when it is exactly one."""
    return e.name if isinstance(e, ir.Var) else None


class _Term(NamedTuple):
    """One product of the sum: ``alpha * A[i, k] * B[k, j]``, either operand possibly
    transposed in the source (``A[k, i]``, ``B[j, k]``)."""

    a: ir.Access
    b: ir.Access
    a_trans: bool
    b_trans: bool
    alpha: ir.Expr | None  # a loop-invariant scalar factor, or None


class _Product:
    """The matched nest: loops (outermost first), the accumulated array C, the products
    summed into it, and which of ``i``/``j`` is triangular (its bounds follow the other)."""

    def __init__(self, loops: list[ir.Loop], c: ir.Access, terms: list[_Term],
                 i: str, j: str, k: str, triangular: str | None) -> None:
        self.loops, self.c, self.terms = loops, c, terms
        self.by_var = {lp.var: lp for lp in loops}
        self.stop = {lp.var: lp.stop for lp in loops}
        self.i, self.j, self.k = i, j, k
        self.triangular = triangular


def _match(program: ir.Program, loop: ir.Loop, name: str, target: str) -> _Product:
    def refuse(why: str) -> NotApplicableError:
        return NotApplicableError(name, target, why)

    loops = [loop]
    while len(loops) < 3:
        body = loops[-1].body.body
        if len(body) != 1 or not isinstance(body[0], ir.Loop):
            raise refuse(f"loop {loops[-1].label} does not hold exactly one loop: not a "
                         "perfect nest of three loops")
        loops.append(body[0])
    body = loops[-1].body.body
    if len(body) != 1 or not isinstance(body[0], ir.Assign):
        raise refuse(f"the body of loop {loops[-1].label} is not one statement")
    for lp in loops:
        if lp.kind != "serial":
            raise refuse(f"loop {lp.label} is {lp.kind}, not serial")
        if lp.step != _ONE:
            raise refuse(f"loop {lp.label} does not have step 1")
    st = body[0]
    loop_vars = {lp.var for lp in loops}
    c = st.target
    idx = [_var_of(e) for e in c.indices] if isinstance(c, ir.Access) else []
    if len(idx) != 2 or None in idx or not set(idx) <= loop_vars or idx[0] == idx[1]:
        raise refuse("the statement does not accumulate into C[i, j] indexed by two of "
                     "the loops")
    i, j = idx
    (k,) = loop_vars - {i, j}
    terms = [_term(f, i, j, k, loop_vars) for f in _summands(st.value)] \
        if st.reduce == "add" else [None]
    if None in terms:
        raise refuse(f"the statement is not C[{i}, {j}] += A[{i}, {k}] * B[{k}, {j}] (or a "
                     "sum of such products, either factor possibly transposed, times "
                     "scalars that do not change in the loops)")
    dtypes = {c.dtype} | {x.dtype for t in terms for x in (t.a, t.b)}  # type: ignore[union-attr]
    if len(dtypes) != 1 or c.dtype == "bool":
        raise refuse(f"C and the factors have the dtypes {', '.join(sorted(dtypes))}, not "
                     "one numeric dtype")
    group = alias_group(program, c.array)
    for t in terms:
        shared = next((x.array for x in (t.a, t.b) if x.array in group), None)  # type: ignore[union-attr]
        if shared is not None:
            raise refuse(f"{c.array} may share memory with {shared}: the loops would read "
                         "values they wrote")
    triangular = _bounds(loops, i, j, k, refuse)
    return _Product(loops, c, terms, i, j, k, triangular)  # type: ignore[arg-type]


def _summands(e: ir.Expr) -> list[ir.Expr]:
    """The terms of a sum ``t1 + t2 + ...`` (any grouping)."""
    if isinstance(e, ir.Binary) and e.op == "add":
        return [*_summands(e.lhs), *_summands(e.rhs)]
    return [e]


def _term(e: ir.Expr, i: str, j: str, k: str, loop_vars: set[str]) -> _Term | None:
    """``e`` as ``alpha * A[i, k] * B[k, j]`` (operands in any order, each possibly
    transposed), or None."""
    factors = _factors(e)
    accesses = [f for f in factors or () if isinstance(f, ir.Access)]
    scale = [f for f in factors or () if not isinstance(f, ir.Access)]
    if len(accesses) != 2 or not all(_invariant(f, loop_vars) for f in scale):
        return None
    a = b = None
    a_trans = b_trans = False
    for acc in accesses:
        idx = [_var_of(x) for x in acc.indices]
        if idx in ([i, k], [k, i]) and a is None:
            a, a_trans = acc, idx == [k, i]
        elif idx in ([k, j], [j, k]) and b is None:
            b, b_trans = acc, idx == [j, k]
    if a is None or b is None:
        return None
    alpha = None
    for f in scale:
        alpha = f if alpha is None else ir.Binary("mul", alpha, f, a.dtype)
    return _Term(a, b, a_trans, b_trans, alpha)


def _bounds(loops: list[ir.Loop], i: str, j: str, k: str, refuse) -> str | None:  # type: ignore[no-untyped-def]
    """Check the loops' bounds; return the loop variable (``i`` or ``j``) whose range is a
    triangle's -- one end on the diagonal of the other, ``range(0, i + c)`` or ``range(i + c,
    n)`` -- or None for a rectangle.

    The product is computed over the whole rectangle either way, so a triangle costs twice
    its flops: worth it when the library kernel is many times faster than the loops, as for
    any product of real size. Narrower shapes (bands) are refused: the rectangle would cost
    far more than they do."""
    loop_vars = {lp.var for lp in loops}
    triangular = None
    for lp in loops:
        used = (expr_vars(lp.start) | expr_vars(lp.stop)) & loop_vars
        if not used:
            if lp.start != _ZERO:
                raise refuse(f"loop {lp.label} does not run from 0")
            continue
        other = {i: j, j: i}.get(lp.var)
        if other is None or used != {other}:
            raise refuse(f"the bounds of loop {lp.label} depend on the loops "
                         f"{', '.join(sorted(used))}: only i's or j's may follow the other's")
        diagonal = [_on_diagonal(e, other) for e in (lp.start, lp.stop)]
        fixed = lp.stop if diagonal[0] else lp.start  # the end off the diagonal
        if (diagonal.count(True) != 1 or expr_vars(fixed) & loop_vars
                or (diagonal[1] and lp.start != _ZERO)):
            raise refuse(f"loop {lp.label} does not run over a triangle: from 0 to "
                         f"{other} + c, or from {other} + c to a bound that does not change")
        triangular = lp.var
    return triangular


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


def _factors(e: ir.Expr) -> list[ir.Expr] | None:
    """The factors of a product ``f1 * f2 * ...`` (any grouping), or None."""
    if isinstance(e, ir.Binary) and e.op == "mul":
        lhs, rhs = _factors(e.lhs), _factors(e.rhs)
        return [*(lhs or [e.lhs]), *(rhs or [e.rhs])]
    return None


def _invariant(e: ir.Expr, loop_vars: set[str]) -> bool:
    """A scalar factor the nest does not change: a constant or a variable other than the
    loops' (the nest's one statement assigns an array element, so no scalar changes in it)."""
    return isinstance(e, ir.Const) or (isinstance(e, ir.Var) and e.name not in loop_vars)


@register
class Recognize(Transformation):
    name = "recognize"
    params = {"op": str}
    defaults = {"op": "matmul"}

    def reassociates(self, program: ir.Program, target: str, **params: Any) -> bool:
        """``C + (a1 + a2 + ...)`` instead of ``C + a1 + a2 + ...``: floats may round
        differently (the differential fuzzer then compares with a tolerance)."""
        return True

    def targets(self, program: ir.Program) -> list[str]:
        return [s.label for s in walk_stmts(program.body)
                if isinstance(s, ir.Loop) and self.op_of(program, s) is not None]

    def op_of(self, program: ir.Program, loop: ir.Loop) -> str | None:
        """The library operation the nest at ``loop`` computes, or None."""
        for op, match in _MATCHERS.items():
            try:
                match(program, loop, self.name, loop.label)
            except NotApplicableError:
                continue
            return op
        return None

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        return {"op": self.op_of(program, find_loop(program, target, self.name)) or "matmul"}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, op: str) -> None:
        if op not in _MATCHERS:
            raise NotApplicableError(self.name, target, f"op={op!r}: recognized are "
                                     f"{', '.join(_MATCHERS)}")
        _MATCHERS[op](program, find_loop(program, target, self.name), self.name, target)

    def _rewrite(self, program: ir.Program, target: str, *, op: str) -> ir.Program:
        if op == "conv2d":
            m_conv = match_conv2d(program, find_loop(program, target, self.name), self.name,
                                  target)
            return rewrite_conv2d(program, target, m_conv)
        if op == "gemv":
            m_gemv = match_gemv(program, find_loop(program, target, self.name), self.name,
                                target)
            return rewrite_gemv(program, target, m_gemv)
        m = _match(program, find_loop(program, target, self.name), self.name, target)
        c, dt = m.c.array, m.c.dtype
        taken: set[str] = set()
        stmts: list[ir.Stmt] = []
        decls: list[ir.ArrayDecl] = []
        views: dict[str, str] = {}  # transposed source -> its view

        def operand(acc: ir.Access, trans: bool) -> tuple[str, ir.Expr, ir.Expr]:
            """The array the call reads for ``acc`` (a transposing view when ``trans``)
            and its row and column extents."""
            rows, cols = ir.Dim(acc.array, 0), ir.Dim(acc.array, 1)
            if not trans:
                return acc.array, rows, cols
            if acc.array not in views:
                view = fresh_name(program, f"{acc.array}_T", taken)
                taken.add(view)
                views[acc.array] = view
                decls.append(ir.ArrayDecl(view, dt, 2, inner_contiguous=False))
                stmts.append(ir.View(view, acc.array, (_ZERO, _ZERO),
                                     (ir.ViewDim(1, cols, _ONE), ir.ViewDim(0, rows, _ONE))))
            return views[acc.array], cols, rows

        li = fresh_label(program, f"{c}_add_i")
        lj = fresh_label(program, f"{c}_add_j", {li})
        vi = fresh_name(program, f"_{li}")
        vj = fresh_name(program, f"_{lj}", {vi})
        taken |= {vi, vj}
        iv, jv = ir.Var(vi, "int64"), ir.Var(vj, "int64")
        conds: list[tuple[ir.Expr, ir.Expr]] = []
        update: ir.Expr | None = None
        for t in m.terms:
            a, a_rows, a_cols = operand(t.a, t.a_trans)
            b, b_rows, b_cols = operand(t.b, t.b_trans)
            tmp = fresh_name(program, f"{c}_{op}", taken)
            taken.add(tmp)
            decls.append(ir.ArrayDecl(tmp, dt, 2))
            stmts += [ir.Alloc(tmp, (a_rows, b_cols)), ir.LibCall(op, (tmp,), (a, b))]
            # the product covers the rows and columns the loops run over (a triangle's
            # diagonal end is inside them); k must be the whole shared extent
            conds += [(m.stop[m.k], a_cols), (m.stop[m.k], b_rows)]
            conds += [(m.stop[v], ext) for v, ext in ((m.i, a_rows), (m.j, b_cols))
                      if v != m.triangular or not _on_diagonal(m.stop[v], {m.i: m.j,
                                                                           m.j: m.i}[v])]
            term: ir.Expr = ir.Access(tmp, (iv, jv), dt)
            if t.alpha is not None:
                term = ir.Binary("mul", t.alpha, term, dt)
            update = term if update is None else ir.Binary("add", update, term, dt)
        assert update is not None
        rename = {m.i: iv, m.j: jv}
        add: ir.Stmt = ir.Assign(replace(m.c, indices=self._indices(m, iv, jv)), update, "add")
        for var, label in reversed([(lp.var, li if lp.var == m.i else lj)
                                    for lp in m.loops if lp.var != m.k]):
            lp = m.by_var[var]
            add = ir.Loop(rename[var].name, substitute(lp.start, rename),
                          substitute(lp.stop, rename), _ONE, ir.Block((add,)), label, "serial")
        fast = ir.Block((*stmts, add))
        program = add_locals(program, *decls)
        tests = [ir.Binary("eq", x, y, "bool") for x, y in dict.fromkeys(conds) if x != y]
        if not tests:  # the bounds are the extents themselves
            return replace_loop(program, target, lambda loop: fast.body)
        cond = tests[0]
        for t in tests[1:]:
            cond = ir.Binary("and", cond, t, "bool")
        return replace_loop(program, target, lambda loop: ir.If(cond, fast, ir.Block((loop,))))

    @staticmethod
    def _indices(m: _Product, iv: ir.Var, jv: ir.Var) -> tuple[ir.Expr, ...]:
        """C's indices with i and j replaced by the add loop's variables."""
        sub = {m.i: iv, m.j: jv}
        return tuple(sub[_var_of(e)] for e in m.c.indices)  # type: ignore[index]


#: ``op -> match(program, loop, transformation, target)``: the nests each op recognizes.
_MATCHERS = {"matmul": _match, "conv2d": match_conv2d, "gemv": match_gemv}
