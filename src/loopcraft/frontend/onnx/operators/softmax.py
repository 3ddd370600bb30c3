"""``Softmax`` and ``LogSoftmax`` along one axis (opset 13 semantics), in four nests kept apart
so that a later fusion step can join them: the maximum along the axis, ``e = exp(x - max)``, the
sum of ``e``, and the division (or ``x - max - log(sum)``)."""

from __future__ import annotations

from ....ir import nodes as ir
from ..lowerer import GraphLowerer, Node
from ..registry import onnx_operator
from .common import axis_of
from .reductions import reduce_into

__all__: list[str] = []


@onnx_operator("Softmax", "LogSoftmax", attrs=("axis",))
def _softmax(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    dt = x.dtype
    if dt not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"{node.op_type} of {dt} tensors is not supported (float only)")
    axis = axis_of(lw, int(node.attr("axis", -1)), x.ndim)
    mx = reduce_into(lw, x, [axis], "max", float("-inf"), "max")

    def kept(idx: list[ir.Expr]) -> list[ir.Expr]:
        return [ir.Const(0, "int64") if a == axis else v for a, v in enumerate(idx)]

    out = lw.alloc(dt, x.shape)
    lw.nest("exp_", x.shape, lambda idx: [ir.Assign(lw.at(out, idx), ir.Call("exp", (
        ir.Binary("sub", lw.at(x, idx), lw.at(mx, kept(idx)), dt),), dt))])
    total = reduce_into(lw, out, [axis], "add", 0.0, "sum")
    if node.op_type == "Softmax":
        lw.nest("div_", x.shape, lambda idx: [ir.Assign(lw.at(out, idx), ir.Binary(
            "div", lw.at(out, idx), lw.at(total, kept(idx)), dt))])
    else:
        lw.nest("log_", x.shape, lambda idx: [ir.Assign(lw.at(out, idx), ir.Binary(
            "sub", ir.Binary("sub", lw.at(x, idx), lw.at(mx, kept(idx)), dt),
            ir.Call("log", (lw.at(total, kept(idx)),), dt), dt))])
    lw.define(node.outputs[0], out)
