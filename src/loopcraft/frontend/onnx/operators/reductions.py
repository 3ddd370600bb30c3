"""Reductions over axes: ``ReduceSum``/``Mean``/``Max``/``Min``/``Prod``/``SumSquare``/``L1``/
``L2``/``LogSumExp`` and ``ArgMax``-free helpers the normalizations and softmax share.

A reduction is an initialising nest over the output, an accumulating nest over the input
(``out[kept] <op>= f(x[idx])``) and, where the operator needs one, a finishing nest (the mean's
division, the square root of L2, the log of LogSumExp).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ....ir import nodes as ir
from ..lowerer import GraphLowerer, Node, Tensor, c_const
from ..registry import onnx_operator
from ..shapes import Extent, product
from .common import axes_of

__all__ = ["reduce_into", "reduced_shape"]


def reduced_shape(shape: Sequence[Extent], axes: Sequence[int]) -> tuple[Extent, ...]:
    """``shape`` with the reduced axes kept as extent 1."""
    return tuple(1 if a in axes else e for a, e in enumerate(shape))


def reduce_into(lw: GraphLowerer, x: Tensor, axes: Sequence[int], op: str, init: float,
                role: str, value: Callable[[ir.Expr], ir.Expr] | None = None,
                source: Callable[[list[ir.Expr]], ir.Expr] | None = None) -> Tensor:
    """A new array of ``x``'s shape with ``axes`` kept as 1, holding the ``op`` reduction
    (``add``/``max``/``min``/``mul``) of ``value(x[idx])`` (or of ``source(idx)``) from
    ``init``."""
    shape = reduced_shape(x.shape, axes)
    out = lw.alloc(x.dtype, shape, role)
    lw.nest(f"{role}_init_", shape, lambda idx: [ir.Assign(lw.at(out, idx),
                                                           c_const(init, x.dtype))])

    def acc(idx: list[ir.Expr]) -> list[ir.Stmt]:
        e = source(idx) if source else lw.at(x, idx)
        if value is not None:
            e = value(e)
        kept = [ir.Const(0, "int64") if a in axes else v for a, v in enumerate(idx)]
        return [ir.Assign(lw.at(out, kept), e, op)]

    lw.nest(f"{role}_", x.shape, acc)
    return out


_REDUCE = {
    "ReduceSum": ("add", 0.0), "ReduceMean": ("add", 0.0), "ReduceMax": ("max", float("-inf")),
    "ReduceMin": ("min", float("inf")), "ReduceProd": ("mul", 1.0),
    "ReduceSumSquare": ("add", 0.0), "ReduceL1": ("add", 0.0), "ReduceL2": ("add", 0.0),
    "ReduceLogSumExp": ("add", 0.0), "ReduceLogSum": ("add", 0.0),
}


@onnx_operator(*_REDUCE, attrs=("axes", "keepdims", "noop_with_empty_axes"))
def _reduce(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    if x.dtype not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"{node.op_type} of {x.dtype} tensors is not supported (float only)")
    if len(node.inputs) > 1 and node.inputs[1]:
        axes_v = [int(a) for a in lw.need_const(node.inputs[1], "axes").reshape(-1)]
    else:
        axes_v = [int(a) for a in node.attr("axes", [])]
    if not axes_v:
        if int(node.attr("noop_with_empty_axes", 0)):
            lw.define(node.outputs[0], x)
            return
        axes_v = list(range(x.ndim))
    axes = axes_of(lw, axes_v, x.ndim)
    op, init = _REDUCE[node.op_type]
    dt = x.dtype
    value: Callable[[ir.Expr], ir.Expr] | None = {
        "ReduceSumSquare": lambda e: ir.Binary("mul", e, e, dt),
        "ReduceL2": lambda e: ir.Binary("mul", e, e, dt),
        "ReduceL1": lambda e: ir.Call("abs", (e,), dt),
        "ReduceLogSumExp": lambda e: ir.Call("exp", (e,), dt),
    }.get(node.op_type)
    out = reduce_into(lw, x, axes, op, init, "red", value)
    finish: Callable[[ir.Expr], ir.Expr] | None = None
    if node.op_type == "ReduceMean":
        count = product([x.shape[a] for a in axes])
        n = c_const(count, dt) if isinstance(count, int) else ir.Cast(count, dt)
        finish = lambda e: ir.Binary("div", e, n, dt)  # noqa: E731
    elif node.op_type == "ReduceL2":
        finish = lambda e: ir.Call("sqrt", (e,), dt)  # noqa: E731
    elif node.op_type in ("ReduceLogSumExp", "ReduceLogSum"):
        finish = lambda e: ir.Call("log", (e,), dt)  # noqa: E731
    if finish is not None:
        f = finish
        lw.nest("fin_", out.shape, lambda idx: [ir.Assign(lw.at(out, idx), f(lw.at(out, idx)))])
    if not int(node.attr("keepdims", 1)):
        out = lw.reshape(out, tuple(e for a, e in enumerate(out.shape) if a not in axes))
    lw.define(node.outputs[0], out)
