"""``matmul``: the ``loops`` implementation (expansion into IR loops).

Why this shape: the innermost loop walks a row segment of ``B`` and ``C`` with unit stride, so
it vectorizes; ``k`` and ``j`` are blocked so that the ``KB x NB`` panel of ``B`` stays in L2
while a block of ``MB`` rows of ``C`` is updated, and the row blocks run in parallel. Block
sizes come from the cache sizes of the machine. (Micro-kernel and BLAS implementations arrive
with the micro-kernel work; this stays a plain, transformable loop nest.)
"""

from __future__ import annotations

from functools import cache

from ..ir import nodes as ir
from ..runtime.hardware import cache_sizes

__all__ = ["expand_matmul", "block_sizes"]


def _i64(v: int) -> ir.Const:
    return ir.Const(v, "int64")


@cache
def block_sizes(itemsize: int) -> tuple[int, int, int]:
    """(MB, KB, NB): rows of C per parallel block, and the B panel kept in half of L2."""
    l2 = cache_sizes()["L2"]
    nb = 512
    kb = max(32, min(256, (l2 // 2) // (nb * itemsize)))
    return 32, kb, nb


def _min(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary("min", a, b, "int64")


def _add(a: ir.Expr, b: int) -> ir.Expr:
    return ir.Binary("add", a, _i64(b), "int64")


def expand_matmul(call: ir.LibCall, dtypes: dict[str, tuple[str, int]],
                  label: str) -> ir.Block:
    """Blocked loops computing ``out = a @ b`` for 2-d or batched 3-d operands."""
    (out,), (a, b) = call.outputs, call.inputs
    dt, nd = dtypes[out]
    nda, ndb = dtypes[a][1], dtypes[b][1]
    mb, kb, nb = block_sizes(4 if dt == "float32" else 8)
    v = {n: ir.Var(f"_{label}_{n}", "int64") for n in ("b", "i0", "k0", "j0", "i", "k", "j")}
    batch = (v["b"],) if nd == 3 else ()
    ia = (v["b"],) if nda == 3 else ()
    ib = (v["b"],) if ndb == 3 else ()
    i, j, k = v["i"], v["j"], v["k"]
    c_ij = ir.Access(out, batch + (i, j), dt)
    a_ik = ir.Access(a, ia + (i, k), dt)
    b_kj = ir.Access(b, ib + (k, j), dt)
    n_i, n_j, n_k = ir.Dim(out, nd - 2), ir.Dim(out, nd - 1), ir.Dim(a, nda - 1)
    i_end = _min(_add(v["i0"], mb), n_i)

    def loop(name: str, start: ir.Expr, stop: ir.Expr, body: tuple[ir.Stmt, ...],
             kind: str = "serial", step: int = 1, role: str = "") -> ir.Loop:
        return ir.Loop(v[name].name, start, stop, _i64(step), ir.Block(body),
                       f"{label}_{role}{name}", kind)

    zero_value = ir.Const(0.0 if dt.startswith("float") else 0, dt)
    zero = loop("i", v["i0"], i_end, (
        loop("j", _i64(0), n_j, (ir.Assign(c_ij, zero_value),), "vector", role="zero_"),),
        role="zero_")
    update = loop("i", v["i0"], i_end, (
        loop("k", v["k0"], _min(_add(v["k0"], kb), n_k), (
            loop("j", v["j0"], _min(_add(v["j0"], nb), n_j),
                 (ir.Assign(c_ij, ir.Binary("mul", a_ik, b_kj, dt), "add"),), "vector"),
        )),
    ))
    blocks = loop("k0", _i64(0), n_k, (loop("j0", _i64(0), n_j, (update,), step=nb),), step=kb)
    rows = loop("i0", _i64(0), n_i, (zero, blocks), "serial" if batch else "parallel", step=mb)
    if not batch:
        return ir.Block((rows,))
    return ir.Block((loop("b", _i64(0), ir.Dim(out, 0), (rows,), "parallel"),))
