"""``recognize(loop, op="gemv")``: an explicit-loop matrix-vector product becomes ``gemv``.

``for i: for j: y[i] += A[i, j] * x[j]`` (either loop order, the factors in either order) is
replaced by ``T = gemv(A, x); for i: y[i] += T[i]``, and the transposed form
``y[j] += A[i, j] * x[i]`` by ``T = gemv(A, x) {trans=True}; for j: y[j] += T[j]`` -- the
same idiom recognition as :mod:`loopcraft.transform.recognize` does for matrix products, with
the same *versioning*: the call stands for the loops only when they run over all of ``A``, so
the rewrite is ``if stop_i == A.shape[0] and stop_j == A.shape[1]: <call> else: <the loops>``
(comparisons the bounds make true by construction are left out).

Legality: a perfect nest of two serial loops from 0 with step 1 whose body is the one
accumulation above, over a 2-d ``A`` and 1-d ``x``, ``y`` of one numeric dtype, each indexed
by the loop variables themselves, where ``y`` may not share memory with ``A`` or ``x`` (the
loops would then read values they wrote; the call reads only the old ones). Summation order:
the implementations sum over the reduced index in their own order, so floats may differ
from the loops in the last bits.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..errors import NoMatchError
from ..ir import nodes as ir
from .base import add_locals, fresh_label, fresh_name, replace_loop
from .hoist import alias_group

__all__ = ["GemvNest", "match_gemv", "rewrite_gemv"]

_ZERO = ir.Const(0, "int64")
_ONE = ir.Const(1, "int64")


@dataclass(frozen=True)
class GemvNest:
    """The matched nest: the accumulated vector ``y``, the matrix ``A`` and vector ``x``,
    whether ``y`` runs along ``A``'s columns (``trans``), and each loop variable's bound."""

    y: ir.Access
    a: ir.Access
    x: ir.Access
    trans: bool
    stop: dict[str, ir.Expr]


def _var(e: ir.Expr) -> str | None:
    return e.name if isinstance(e, ir.Var) else None


def match_gemv(program: ir.Program, loop: ir.Loop, name: str, target: str) -> GemvNest:
    """The gemv nest at ``loop``, or :class:`NoMatchError` saying why it is not one."""
    def refuse(why: str) -> NoMatchError:
        return NoMatchError(name, target, why)

    body = loop.body.body
    if len(body) != 1 or not isinstance(body[0], ir.Loop):
        raise refuse(f"loop {loop.label} does not hold exactly one loop: not a perfect nest "
                     "of two loops")
    inner = body[0]
    loops = (loop, inner)
    if len(inner.body.body) != 1 or not isinstance(inner.body.body[0], ir.Assign):
        raise refuse(f"the body of loop {inner.label} is not one statement")
    for lp in loops:
        if lp.kind != "serial":
            raise refuse(f"loop {lp.label} is {lp.kind}, not serial")
        if lp.start != _ZERO or lp.step != _ONE:
            raise refuse(f"loop {lp.label} does not run from 0 with step 1")
    st = inner.body.body[0]
    value = st.value
    if (st.reduce != "add" or not isinstance(st.target, ir.Access)
            or not isinstance(value, ir.Binary) or value.op != "mul"
            or not isinstance(value.lhs, ir.Access) or not isinstance(value.rhs, ir.Access)):
        raise refuse("the statement is not y[i] += A[i, j] * x[j]")
    y = st.target
    a, x = (value.lhs, value.rhs) if len(value.lhs.indices) == 2 else (value.rhs, value.lhs)
    if len(y.indices) != 1 or len(a.indices) != 2 or len(x.indices) != 1:
        raise refuse("the accesses are not a 1-d y, a 2-d A and a 1-d x")
    loop_vars = {lp.var for lp in loops}
    (yi,), (a0, a1), (xi,) = ([_var(e) for e in acc.indices] for acc in (y, a, x))
    if not {yi, a0, a1, xi} <= loop_vars or a0 == a1:
        raise refuse("y, A and x are not indexed by the two loop variables themselves")
    if (yi, xi) == (a0, a1):
        trans = False
    elif (yi, xi) == (a1, a0):
        trans = True
    else:
        raise refuse(f"the indices of y and x are not A's ({a0}, {a1}) in either order")
    dtypes = {acc.dtype for acc in (y, a, x)}
    if len(dtypes) != 1 or y.dtype == "bool":
        raise refuse(f"y, A and x have the dtypes {', '.join(sorted(dtypes))}, not one "
                     "numeric dtype")
    group = alias_group(program, y.array)
    for other in (a.array, x.array):
        if other in group:
            raise refuse(f"{y.array} may share memory with {other}: the loops would read "
                         "values they wrote")
    return GemvNest(y, a, x, trans, {lp.var: lp.stop for lp in loops})


def rewrite_gemv(program: ir.Program, target: str, m: GemvNest) -> ir.Program:
    """The versioned rewrite of the nest ``target`` (see the module docstring)."""
    a, x, y = m.a.array, m.x.array, m.y.array
    dt = m.y.dtype
    a0, a1 = (e.name for e in m.a.indices)  # type: ignore[attr-defined]
    tmp = fresh_name(program, f"{y}_gemv")
    n_out = ir.Dim(a, 1 if m.trans else 0)
    conds = [(m.stop[a0], ir.Dim(a, 0)), (m.stop[a1], ir.Dim(a, 1))]
    tests = [ir.Binary("eq", s, d, "bool") for s, d in conds if s != d]
    label = fresh_label(program, f"{y}_add")
    var = ir.Var(fresh_name(program, f"_{label}"), "int64")
    add = ir.Assign(replace(m.y, indices=(var,)), ir.Access(tmp, (var,), dt), "add")
    stop = m.stop[a1 if m.trans else a0]
    loop = ir.Loop(var.name, _ZERO, stop, _ONE, ir.Block((add,)), label, "serial")
    attrs = (("trans", True),) if m.trans else ()
    fast = ir.Block((ir.Alloc(tmp, (n_out,)), ir.LibCall("gemv", (tmp,), (a, x), attrs), loop))
    program = add_locals(program, ir.ArrayDecl(tmp, dt, 1))
    if not tests:
        return replace_loop(program, target, lambda lp: fast.body)
    cond = tests[0]
    for t in tests[1:]:
        cond = ir.Binary("and", cond, t, "bool")
    return replace_loop(program, target, lambda lp: ir.If(cond, fast, ir.Block((lp,))))
