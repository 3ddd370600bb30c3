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

Legality: a perfect nest of three serial loops starting at 0 with step 1 whose body is the one
accumulation above, over 2-d arrays of one dtype, where ``C`` may not share memory with ``A``
or ``B`` (the loops would then read values they wrote; the product reads only the old ones).
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
from typing import Any

from ..errors import NotApplicableError
from ..ir import nodes as ir
from ..ir.walk import walk_stmts
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


class _Product:
    """The matched nest: loops, the accumulated array C and the factors A (i, k), B (k, j)."""

    def __init__(self, loops: list[ir.Loop], c: ir.Access, a: ir.Access, b: ir.Access,
                 i: str, j: str, k: str, alpha: ir.Expr | None = None) -> None:
        self.loops, self.c, self.a, self.b = loops, c, a, b
        self.stop = {lp.var: lp.stop for lp in loops}
        self.i, self.j, self.k = i, j, k
        self.alpha = alpha  # a loop-invariant scalar factor (C += alpha * A * B), or None


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
        if lp.start != _ZERO or lp.step != _ONE:
            raise refuse(f"loop {lp.label} does not run from 0 with step 1")
    st = body[0]
    loop_vars = {lp.var for lp in loops}
    factors = _factors(st.value) if st.reduce == "add" else None
    accesses = [f for f in factors or () if isinstance(f, ir.Access)]
    scale = [f for f in factors or () if not isinstance(f, ir.Access)]
    if (not isinstance(st.target, ir.Access) or len(accesses) != 2
            or not all(_invariant(f, loop_vars) for f in scale)):
        raise refuse("the statement is not C[i, j] += A[i, k] * B[k, j] (times a scalar "
                     "that does not change in the loops)")
    c = st.target
    value = ir.Binary("mul", accesses[0], accesses[1], c.dtype)
    idx = [[_var_of(e) for e in acc.indices] for acc in (c, value.lhs, value.rhs)]
    if any(len(x) != 2 or None in x or not set(x) <= loop_vars for x in idx):
        raise refuse("the accesses are not 2-d and indexed by the loop variables")
    (i, j), first, second = idx
    k_set = loop_vars - {i, j}
    if i == j or len(k_set) != 1:
        raise refuse("C is not indexed by two different loops with a third one summed over")
    (k,) = k_set
    if first == [i, k] and second == [k, j]:
        a, b = value.lhs, value.rhs
    elif second == [i, k] and first == [k, j]:
        a, b = value.rhs, value.lhs
    else:
        raise refuse(f"the factors are not A[{i}, {k}] and B[{k}, {j}]")
    dtypes = {acc.dtype for acc in (c, a, b, *scale)}
    if len(dtypes) != 1 or c.dtype == "bool":
        raise refuse(f"C, A and B have the dtypes {', '.join(sorted(dtypes))}, not one "
                     "numeric dtype")
    group = alias_group(program, c.array)
    if a.array in group or b.array in group:
        raise refuse(f"{c.array} may share memory with "
                     f"{a.array if a.array in group else b.array}: the loops would read "
                     "values they wrote")
    alpha = None
    for f in scale:
        alpha = f if alpha is None else ir.Binary("mul", alpha, f, c.dtype)
    return _Product(loops, c, a, b, i, j, k, alpha)


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
        a, b, c = m.a.array, m.b.array, m.c.array
        dt = m.c.dtype
        tmp = fresh_name(program, f"{c}_{op}")
        shape = (ir.Dim(a, 0), ir.Dim(b, 1))
        conds = [(m.stop[m.i], ir.Dim(a, 0)), (m.stop[m.j], ir.Dim(b, 1)),
                 (m.stop[m.k], ir.Dim(a, 1)), (m.stop[m.k], ir.Dim(b, 0))]
        tests = [ir.Binary("eq", x, y, "bool") for x, y in conds if x != y]
        li = fresh_label(program, f"{c}_add_i")
        lj = fresh_label(program, f"{c}_add_j", {li})
        vi = fresh_name(program, f"_{li}")
        vj = fresh_name(program, f"_{lj}", {vi})
        iv, jv = ir.Var(vi, "int64"), ir.Var(vj, "int64")
        term: ir.Expr = ir.Access(tmp, (iv, jv), dt)
        if m.alpha is not None:
            term = ir.Binary("mul", m.alpha, term, dt)
        add = ir.Assign(replace(m.c, indices=self._indices(m, iv, jv)), term, "add")
        inner = ir.Loop(vj, _ZERO, m.stop[m.j], _ONE, ir.Block((add,)), lj, "serial")
        outer = ir.Loop(vi, _ZERO, m.stop[m.i], _ONE, ir.Block((inner,)), li, "serial")
        fast = ir.Block((ir.Alloc(tmp, shape), ir.LibCall(op, (tmp,), (a, b)), outer))
        program = add_locals(program, ir.ArrayDecl(tmp, dt, 2))
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
