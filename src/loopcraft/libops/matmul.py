"""``matmul``: the ``loops`` implementation (expansion into IR loops).

Why i-k-j order: the innermost loop then walks rows of ``B`` and ``C`` with unit stride, so it
vectorizes; the outermost loop over rows of ``C`` is parallel. (The micro-kernel and BLAS
implementations arrive with the micro-kernel work.)
"""

from __future__ import annotations

from ..ir import nodes as ir

__all__ = ["expand_matmul"]


def _i64(v: int) -> ir.Const:
    return ir.Const(v, "int64")


def expand_matmul(call: ir.LibCall, dtypes: dict[str, tuple[str, int]],
                  label: str) -> ir.Block:
    """Loops computing ``out = a @ b`` for 2-d or batched 3-d operands."""
    (out,), (a, b) = call.outputs, call.inputs
    dt, nd = dtypes[out]
    nda, ndb = dtypes[a][1], dtypes[b][1]
    i, j, k, bt = (ir.Var(f"_{label}_{n}", "int64") for n in ("i", "j", "k", "b"))
    batch = (bt,) if nd == 3 else ()
    ia = (bt,) if nda == 3 else ()
    ib = (bt,) if ndb == 3 else ()
    c_ij = ir.Access(out, batch + (i, j), dt)
    a_ik = ir.Access(a, ia + (i, k), dt)
    b_kj = ir.Access(b, ib + (k, j), dt)
    n_i, n_j, n_k = ir.Dim(out, nd - 2), ir.Dim(out, nd - 1), ir.Dim(a, nda - 1)
    zero = ir.Loop(j.name, _i64(0), n_j, _i64(1),
                   ir.Block((ir.Assign(c_ij, ir.Const(0.0 if dt.startswith("float") else 0, dt)),)),
                   f"{label}_zero", "vector")
    update = ir.Loop(j.name, _i64(0), n_j, _i64(1),
                     ir.Block((ir.Assign(c_ij, ir.Binary("mul", a_ik, b_kj, dt), "add"),)),
                     f"{label}_j", "vector")
    k_loop = ir.Loop(k.name, _i64(0), n_k, _i64(1), ir.Block((update,)), f"{label}_k")
    i_loop = ir.Loop(i.name, _i64(0), n_i, _i64(1), ir.Block((zero, k_loop)), f"{label}_i",
                     "serial" if batch else "parallel")
    if not batch:
        return ir.Block((i_loop,))
    b_loop = ir.Loop(bt.name, _i64(0), ir.Dim(out, 0), _i64(1), ir.Block((i_loop,)),
                     f"{label}_b", "parallel")
    return ir.Block((b_loop,))
