"""``MatMul`` and ``Gemm``: the IR's ``matmul`` library call, so the GEMM micro-kernel, BLAS and
the scheduler's blocking apply to a model's products exactly as to ``a @ b`` in Python.

Batched products become one 3-d call (leading batch axes collapsed by views of the contiguous
operands); a product of an N-d tensor by a matrix (a linear layer) one 2-d call over all its
rows. Batch axes that broadcast other than as a whole are materialized first. ``Gemm``'s
transposed constant factors are transposed once, at compile time; its ``alpha * AB + beta * C``
is a separate elementwise nest after the call, into a new array, which is the form
``fuse_epilogue`` folds into the call (a bias row, alpha, a relu after it).
"""

from __future__ import annotations

import numpy as np

from ....ir import nodes as ir
from ..lowerer import GraphLowerer, Node, Tensor, Value, c_const
from ..registry import onnx_operator
from ..shapes import Extent, product
from .common import broadcast_shape

__all__: list[str] = []


def _matmul(lw: GraphLowerer, a: Tensor, b: Tensor, out: Tensor, bv: Value | None = None
            ) -> None:
    """``out = a @ b``; ``bv``: B's value, whose packed copy the call reads when it is a
    constant matrix (:mod:`loopcraft.libops.prepack`)."""
    packed = lw.packed_attrs(bv, "matmul") if isinstance(bv, np.ndarray) else {}
    lw.emit(ir.LibCall("matmul", (out.name,), (a.name, b.name), tuple(sorted(packed.items()))))


def _expand_to(lw: GraphLowerer, t: Tensor, shape: tuple[Extent, ...], role: str) -> Tensor:
    """A contiguous copy of ``t`` broadcast to ``shape``."""
    out = lw.alloc(t.dtype, shape, role)
    lw.nest(role, shape, lambda idx: [ir.Assign(lw.at(out, idx), lw.load(t, shape, idx))])
    return out


def matmul_values(lw: GraphLowerer, av: Value, bv: Value) -> Tensor:
    """``av @ bv`` with NumPy ``matmul`` semantics (1-d operands, broadcast batch axes)."""
    a, b = lw.tensor(av), lw.tensor(bv)
    if a.dtype != b.dtype or a.dtype not in ir.FLOAT_DTYPES + ir.INT_DTYPES:
        raise lw.refuse(f"MatMul of {a.dtype} by {b.dtype} is not supported")
    drop_m, drop_n = a.ndim == 1, b.ndim == 1
    if drop_m:
        a = lw.reshape(a, (1, a.shape[0]), "a2d")
    if drop_n:
        b = lw.reshape(b, (b.shape[0], 1), "b2d")
    (m, k), (k2, n) = a.shape[-2:], b.shape[-2:]
    if k != k2 and isinstance(k, int) and isinstance(k2, int):
        raise lw.refuse(f"MatMul of shapes {a.shape} and {b.shape}: inner extents differ")
    ba, bb = a.shape[:-2], b.shape[:-2]
    batch = broadcast_shape(lw, [ba, bb])
    if not bb or all(e == 1 for e in bb) and len(bb) <= len(ba):
        # rows of every batch entry of A times one matrix: one 2-d product
        rows = product((*ba, m))
        a2 = lw.reshape(a, (rows, k), "a2d") if a.ndim != 2 else a
        b2 = lw.reshape(b, (k, n), "b2d") if b.ndim != 2 else b
        out = lw.alloc(a.dtype, (rows, n))
        _matmul(lw, a2, b2, out, bv)
        res = lw.reshape(out, (*batch, m, n), "out") if len(batch) else out
    else:
        nb = product(batch)
        if tuple(ba) != tuple(batch) and not all(e == 1 for e in ba):
            a = _expand_to(lw, a, (*batch, m, k), "a_bcast")
            ba = batch
        if tuple(bb) != tuple(batch):
            b = _expand_to(lw, b, (*batch, k, n), "b_bcast")
            bb = batch
        a3 = (lw.reshape(a, (m, k), "a2d") if all(e == 1 for e in ba)
              else lw.reshape(a, (nb, m, k), "a3d") if a.ndim != 3 else a)
        b3 = lw.reshape(b, (nb, k, n), "b3d") if b.ndim != 3 else b
        out = lw.alloc(a.dtype, (nb, m, n))
        _matmul(lw, a3, b3, out)
        res = lw.reshape(out, (*batch, m, n), "out") if len(batch) != 1 else out
    shape = res.shape
    if drop_m or drop_n:
        gone = {len(shape) - 2} if drop_m else set()
        gone |= {len(shape) - 1} if drop_n else set()
        keep = tuple(e for i, e in enumerate(shape) if i not in gone)
        res = lw.reshape(res, keep, "out")
    return res


@onnx_operator("MatMul")
def _matmul_node(lw: GraphLowerer, node: Node) -> None:
    a, b = node.inputs
    lw.define(node.outputs[0], matmul_values(lw, lw.value(a), lw.value(b)))


def _transposed(lw: GraphLowerer, v: Value, role: str) -> Value:
    """``v.T``: computed now for a constant, a strided view otherwise."""
    if isinstance(v, np.ndarray):
        return np.ascontiguousarray(v.T)
    name = lw.fresh(f"{lw.base}_{role}")
    lw.decls.append(ir.ArrayDecl(name, v.dtype, 2, inner_contiguous=False))
    dims = tuple(ir.ViewDim(ax, ir.Dim(v.name, ax), ir.Const(1, "int64")) for ax in (1, 0))
    lw.emit(ir.View(name, v.name, (ir.Const(0, "int64"), ir.Const(0, "int64")), dims))
    lw.add_view(name, v.name)
    return Tensor(name, v.dtype, (v.shape[1], v.shape[0]))


@onnx_operator("Gemm", attrs=("alpha", "beta", "transA", "transB"))
def _gemm(lw: GraphLowerer, node: Node) -> None:
    av, bv = lw.value(node.inputs[0]), lw.value(node.inputs[1])
    if int(node.attr("transA", 0)):
        av = _transposed(lw, av, "at")
    if int(node.attr("transB", 0)):
        bv = _transposed(lw, bv, "bt")
    a, b = lw.tensor(av), lw.tensor(bv)
    dtype = a.dtype
    if dtype not in ir.FLOAT_DTYPES or b.dtype != dtype:
        raise lw.refuse(f"Gemm of {a.dtype} by {b.dtype} is not supported (float only)")
    prod = lw.alloc(dtype, (a.shape[0], b.shape[1]))
    _matmul(lw, a, b, prod, bv)
    alpha, beta = float(node.attr("alpha", 1.0)), float(node.attr("beta", 1.0))
    c = node.inputs[2] if len(node.inputs) > 2 and node.inputs[2] else ""
    out = prod
    if alpha != 1.0 or (c and beta != 0.0):
        cv = lw.value(c) if c else None
        shape = prod.shape
        out = lw.alloc(dtype, shape, "bias")  # not in place: fuse_epilogue takes it so

        def update(idx: list[ir.Expr]) -> list[ir.Stmt]:
            e: ir.Expr = lw.at(prod, idx)
            if alpha != 1.0:
                e = ir.Binary("mul", c_const(alpha, dtype), e, dtype)
            if cv is not None and beta != 0.0:
                t = lw.load(cv, shape, idx, dtype)
                if beta != 1.0:
                    t = ir.Binary("mul", c_const(beta, dtype), t, dtype)
                e = ir.Binary("add", e, t, dtype)
            return [ir.Assign(lw.at(out, idx), e)]

        lw.nest("bias_", shape, update, names=["i", "j"])
    lw.define(node.outputs[0], out)
