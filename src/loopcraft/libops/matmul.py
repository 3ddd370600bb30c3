"""``matmul``: the ``loops`` implementation (expansion into IR loops).

Why a plain nest: ``loops`` is *direct emission* -- the product becomes the loops a user would
write (``C = 0``, then ``for i: for k: for j: C[i, j] += A[i, k] * B[k, j]``, every loop
serial) and the scheduler gives it the same treatment as that user's code: the heuristic
recipe blocks it for the caches and registers, packs the panels and parallelizes it (see
:mod:`loopcraft.transform.scheduler`), and the tuner may choose differently. Pre-blocking the
nest here would hide its structure from those steps. The ``i, k, j`` order makes the
innermost loop walk rows of ``B`` and ``C`` with unit stride even when nothing else is done.
"""

from __future__ import annotations

from ..ir import nodes as ir

__all__ = ["expand_matmul"]


def _i64(v: int) -> ir.Const:
    return ir.Const(v, "int64")


def expand_matmul(call: ir.LibCall, dtypes: dict[str, tuple[str, int]],
                  label: str) -> ir.Block:
    """Serial loops computing ``out = a @ b`` for 2-d or batched 3-d operands: a nest that
    zeroes ``out`` (labels ``<label>_zero_i``, ``<label>_zero_j``) and the accumulation nest
    ``<label>_i, <label>_k, <label>_j`` (inside ``<label>_b`` when batched); sums over ``k``
    run in increasing order."""
    (out,), (a, b) = call.outputs, call.inputs
    dt, nd = dtypes[out]
    nda, ndb = dtypes[a][1], dtypes[b][1]
    v = {n: ir.Var(f"_{label}_{n}", "int64") for n in ("b", "i", "k", "j")}
    batch = (v["b"],) if nd == 3 else ()
    ia = (v["b"],) if nda == 3 else ()
    ib = (v["b"],) if ndb == 3 else ()
    i, j, k = v["i"], v["j"], v["k"]
    c_ij = ir.Access(out, batch + (i, j), dt)
    a_ik = ir.Access(a, ia + (i, k), dt)
    b_kj = ir.Access(b, ib + (k, j), dt)
    n_i, n_j, n_k = ir.Dim(out, nd - 2), ir.Dim(out, nd - 1), ir.Dim(a, nda - 1)

    def loop(name: str, stop: ir.Expr, body: tuple[ir.Stmt, ...], role: str = "") -> ir.Loop:
        return ir.Loop(v[name].name, _i64(0), stop, _i64(1), ir.Block(body),
                       f"{label}_{role}{name}", "serial")

    zero_value = ir.Const(0.0 if dt.startswith("float") else 0, dt)
    zero = loop("i", n_i, (loop("j", n_j, (ir.Assign(c_ij, zero_value),), role="zero_"),),
                role="zero_")
    update = loop("i", n_i, (loop("k", n_k, (loop("j", n_j, (
        ir.Assign(c_ij, ir.Binary("mul", a_ik, b_kj, dt), "add"),)),)),))
    if not batch:
        return ir.Block((zero, update))
    return ir.Block((loop("b", ir.Dim(out, 0), (zero, update)),))
