"""``np.linalg.solve``, ``np.linalg.inv`` and ``np.linalg.det`` by LU factorization with
partial pivoting, written as loop nests.

Why loops (as ``linalg.py``): the factorization is row updates the scheduler can vectorize, and
the result needs no LAPACK at run time. The algorithm is LAPACK's ``getrf`` order, unblocked:
for each column pick the row with the largest magnitude (the first one on ties), swap it up,
and eliminate below. A zero pivot makes ``solve``/``inv`` raise
``np.linalg.LinAlgError("Singular matrix")`` as NumPy does, and ``det`` return 0. NumPy
(LAPACK) blocks the updates and computes ``det`` from logarithms, so results agree to
rounding, not bit for bit. Complex matrices factor alike (pivots by LAPACK's |re| + |im|).
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from ....ir.dtypes import complex_part_dtype
from ..types import ScalarType, kind_of
from ..values import AVal, SVal, Value, add, cast, const, i64, sub
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


#: the element of a right-hand side in a row (a column fixed by the enclosing loop)
At = Callable[[ir.Expr], ir.Access]


def factor(lw: Lowerer, lu: str, n: ir.Expr, dt: str, rhs: str | None, sign: ir.Var | None
           ) -> None:
    """LU in place of ``lu`` (unit lower factor below the diagonal); the row swaps and
    the forward elimination are applied to ``rhs`` too, the swaps flip ``sign``."""
    k, i, j = (ir.Var(lw.fresh(f"_{c}"), "int64") for c in "kij")
    p = ir.Var(lw.scalar_temp("int64", "_piv"), "int64")
    # LAPACK's i?amax: the magnitude of a complex pivot is |re| + |im|
    md = complex_part_dtype(dt) if dt in ir.COMPLEX_DTYPES else dt
    best = ir.Var(lw.scalar_temp(md, "_best"), md)
    t = ir.Var(lw.scalar_temp(dt, "_t"), dt)
    m = ir.Var(lw.scalar_temp(dt, "_l"), dt)
    rhs_ndim = lw.array_info(rhs)[1] if rhs is not None else 0

    def el(r: ir.Expr, c: ir.Expr) -> ir.Access:
        return ir.Access(lu, (r, c), dt)

    def mag(e: ir.Expr) -> ir.Expr:
        if md == dt:
            return ir.Call("abs", (e,), dt)
        re, im = (ir.Call("abs", (ir.Call(p, (e,), md),), md) for p in ("real", "imag"))
        return ir.Binary("add", re, im, md)

    def rhs_rows(body: Callable[[At], list[ir.Stmt]]) -> list[ir.Stmt]:
        """Statements over the columns of ``rhs`` (one column when it is 1-d)."""
        if rhs is None:
            return []
        if rhs_ndim == 1:
            return list(body(lambda r: ir.Access(rhs, (r,), dt)))
        c = ir.Var(lw.fresh("_c"), "int64")
        return [ir.Loop(c.name, i64(0), ir.Dim(rhs, 1), i64(1), ir.Block(tuple(body(
            lambda r: ir.Access(rhs, (r, c), dt)))), lw.label("lu_rhs"), "vector")]

    def swap(at: At) -> list[ir.Stmt]:
        return [ir.Assign(t, at(k)), ir.Assign(at(k), at(p)), ir.Assign(at(p), t)]

    swap_lu = ir.Loop(j.name, i64(0), n, i64(1), ir.Block(tuple(swap(
        lambda r: el(r, j)))), lw.label("lu_swap"), "vector")
    swaps: list[ir.Stmt] = [swap_lu, *rhs_rows(swap)]
    if sign is not None:
        swaps.append(ir.Assign(sign, ir.Unary("neg", sign, dt)))
    eliminate = ir.Loop(i.name, add(k, i64(1)), n, i64(1), ir.Block((
        ir.Assign(m, ir.Binary("div", el(i, k), el(k, k), dt)),
        ir.Assign(el(i, k), m),
        ir.Loop(j.name, add(k, i64(1)), n, i64(1), ir.Block((ir.Assign(
            el(i, j), ir.Binary("sub", el(i, j), ir.Binary("mul", m, el(k, j), dt), dt)),
        )), lw.label("lu_j"), "vector"),
        *rhs_rows(lambda at: [ir.Assign(at(i), ir.Binary("sub", at(i), ir.Binary(
            "mul", m, at(k), dt), dt))]),
    )), lw.label("lu_i"))
    singular: list[ir.Stmt] = [] if rhs is None else [
        ir.Raise("LinAlgError", "Singular matrix")]
    column = ir.Block((
        ir.Assign(p, k),
        ir.Assign(best, mag(el(k, k))),
        ir.Loop(i.name, add(k, i64(1)), n, i64(1), ir.Block((ir.If(
            ir.Binary("gt", mag(el(i, k)), best, "bool"), ir.Block((
                ir.Assign(best, mag(el(i, k))), ir.Assign(p, i)))),)), lw.label("lu_pivot")),
        # a zero pivot: det is 0 (no elimination, as LAPACK); solve and inv fail
        ir.If(ir.Binary("eq", best, const(0, md), "bool"), ir.Block(tuple(singular)),
              ir.Block((
                  ir.If(ir.Binary("ne", p, k, "bool"), ir.Block(tuple(swaps))),
                  eliminate))),
    ))
    lw.emit(ir.Loop(k.name, i64(0), n, i64(1), column, lw.label("lu_k")))


def back_substitute(lw: Lowerer, lu: str, rhs: str, n: ir.Expr, dt: str) -> None:
    """Solve ``U x = rhs`` in place, from the last row up: scale row ``k`` of ``rhs`` by
    the pivot, then subtract it from the rows above (whole rows: unit stride)."""
    rhs_ndim = lw.array_info(rhs)[1]
    r, i = ir.Var(lw.fresh("_r"), "int64"), ir.Var(lw.fresh("_i"), "int64")
    m = ir.Var(lw.scalar_temp(dt, "_u"), dt)
    k = sub(sub(n, i64(1)), r)  # rows from the bottom

    def over_row(body: Callable[[At], ir.Stmt]) -> ir.Stmt:
        if rhs_ndim == 1:
            return body(lambda row: ir.Access(rhs, (row,), dt))
        c = ir.Var(lw.fresh("_c"), "int64")
        return ir.Loop(c.name, i64(0), ir.Dim(rhs, 1), i64(1), ir.Block((body(
            lambda row: ir.Access(rhs, (row, c), dt)),)), lw.label("lu_back_c"), "vector")

    scale = over_row(lambda at: ir.Assign(at(k), ir.Binary(
        "div", at(k), ir.Access(lu, (k, k), dt), dt)))
    eliminate = ir.Loop(i.name, i64(0), k, i64(1), ir.Block((
        ir.Assign(m, ir.Access(lu, (i, k), dt)),
        over_row(lambda at: ir.Assign(at(i), ir.Binary(
            "sub", at(i), ir.Binary("mul", m, at(k), dt), dt))),
    )), lw.label("lu_back_i"))
    lw.emit(ir.Loop(r.name, i64(0), n, i64(1), ir.Block((scale, eliminate)),
                    lw.label("lu_back")))


@numpy_function("solve", "inv", "det")
def np_solve(lw: Lowerer, name: str, node: ast.Call) -> Value:
    names = ["a", "b"] if name == "solve" else ["a"]
    a = lw.args_kwargs(node, names)
    x = lw.as_array(lw.expr(a["a"]), node)
    if x.ndim != 2:
        raise lw.error(f"np.linalg.{name} of a {x.ndim}-d array is not supported (2-d "
                       "only)", node)
    if kind_of(x.dtype) not in "ifbc":
        raise lw.error(f"np.linalg.{name} of a {x.dtype} array", node)
    b = lw.as_array(lw.expr(a["b"]), node) if name == "solve" else None
    if b is not None and (b.ndim not in (1, 2) or kind_of(b.dtype) not in "ifbc"):
        raise lw.error(f"np.linalg.solve with a {b.ndim}-d {b.dtype} b is not "
                       "supported", node)
    # LAPACK's types: single precision only when every operand is, complex when one is
    dts = {x.dtype} | ({b.dtype} if b is not None else set())
    single = dts <= {"float32", "complex64"}
    if dts & set(ir.COMPLEX_DTYPES):
        dt = "complex64" if single else "complex128"
    else:
        dt = "float32" if single else "float64"
    n = x.shape[0]
    lw.raise_if(ir.Binary("ne", n, x.shape[1], "bool"), "LinAlgError",
                "Last 2 dimensions of the array must be square")
    lu = lw.materialize(AVal(dt, x.shape, lambda idx: cast(x.load(idx), dt), x.reads))
    if name == "det":
        sign = ir.Var(lw.scalar_temp(dt, "_sign"), dt)
        lw.emit(ir.Assign(sign, const(1, dt)))
        factor(lw, lu, n, dt, None, sign)
        det = ir.Var(lw.scalar_temp(dt, "_det"), dt)
        lw.emit(ir.Assign(det, sign))
        k = ir.Var(lw.fresh("_k"), "int64")
        lw.emit(ir.Loop(k.name, i64(0), n, i64(1), ir.Block((ir.Assign(
            det, ir.Access(lu, (k, k), dt), "mul"),)), lw.label("det_k")))
        return SVal(det, ScalarType(dt))
    if b is None:  # inv: solve for the identity
        rhs = AVal(dt, (n, n), lambda idx: ir.Select(ir.Binary(
            "eq", idx[0], idx[1], "bool"), const(1, dt), const(0, dt), dt))
    else:
        lw.raise_if(ir.Binary("ne", b.shape[0], n, "bool"), "ValueError",
                    "solve: Input operand 1 has a mismatch in its core dimension 0")
        bb = b
        rhs = AVal(dt, b.shape, lambda idx: cast(bb.load(idx), dt), b.reads)
    sol = lw.materialize(rhs)
    factor(lw, lu, n, dt, sol, None)
    back_substitute(lw, lu, sol, n, dt)
    return lw.array_value(sol)
