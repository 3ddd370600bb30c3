"""ATen elementwise operators -> ONNX: activations, arithmetic (with PyTorch's type
promotion written as Casts), comparisons, ``where``, dtype conversions."""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch
from torch import fx

from .registry import (
    Emit,
    as_dtype,
    aten_op,
    node_args,
    out_tensor,
    packet_name,
    static,
    tensor_meta,
)

if TYPE_CHECKING:
    from ..to_onnx import OnnxBuilder

__all__: list[str] = []


_UNARY = {"aten.relu": "Relu", "aten.sigmoid": "Sigmoid", "aten.tanh": "Tanh", "aten.exp": "Exp",
          "aten.log": "Log", "aten.sqrt": "Sqrt", "aten.neg": "Neg", "aten.abs": "Abs",
          "aten.erf": "Erf", "aten.reciprocal": "Reciprocal", "aten.sin": "Sin",
          "aten.cos": "Cos", "aten.floor": "Floor", "aten.ceil": "Ceil",
          "aten.hardswish": "HardSwish", "aten.logical_not": "Not", "aten.sign": "Sign"}


def _unary(op_type: str) -> Emit:
    def emit(b: OnnxBuilder, node: fx.Node) -> str:
        return b.node(op_type, [as_dtype(b, node.args[0], out_tensor(node).dtype)])[0]
    return emit


for _name, _op in _UNARY.items():
    aten_op(_name, onnx=[_op])(_unary(_op))


@aten_op("aten.clone", "aten.alias", "aten.detach", "aten.lift_fresh_copy", "aten.contiguous",
         onnx=["Identity"])
def _identity(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Identity", [b.value(node.args[0])])[0]


@aten_op("aten.rsqrt", onnx=["Sqrt", "Reciprocal"])
def _rsqrt(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Reciprocal", b.node("Sqrt", [b.value(node.args[0])]))[0]


@aten_op("aten.silu", onnx=["Sigmoid", "Mul"])
def _silu(b: OnnxBuilder, node: fx.Node) -> str:
    x = b.value(node.args[0])
    return b.node("Mul", [x, b.node("Sigmoid", [x])[0]])[0]


@aten_op("aten.gelu", onnx=["Gelu"])
def _gelu(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Gelu", [b.value(node.args[0])],
                  approximate=node_args(node)["approximate"])[0]


@aten_op("aten.leaky_relu", onnx=["LeakyRelu"])
def _leaky_relu(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("LeakyRelu", [b.value(node.args[0])],
                  alpha=float(node_args(node)["negative_slope"]))[0]


@aten_op("aten.hardsigmoid", onnx=["HardSigmoid"])
def _hardsigmoid(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("HardSigmoid", [b.value(node.args[0])], alpha=1 / 6, beta=0.5)[0]


@aten_op("aten.elu", onnx=["Elu"], check=lambda n: None if (node_args(n)["scale"] == 1 and
                                                            node_args(n)["input_scale"] == 1)
         else "scale or input_scale other than 1")
def _elu(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Elu", [b.value(node.args[0])], alpha=float(node_args(node)["alpha"]))[0]


@aten_op("aten.clamp", "aten.hardtanh", onnx=["Clip"],
         check=lambda n: static(*list(node_args(n).values())[1:]))
def _clip(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    dtype = out_tensor(node).dtype
    lo, hi = (a["min"], a["max"]) if "min" in a else (a["min_val"], a["max_val"])
    return b.node("Clip", [b.value(node.args[0]), "" if lo is None else b.const(lo, dtype),
                           "" if hi is None else b.const(hi, dtype)])[0]


_BINARY = {"aten.add": "Add", "aten.sub": "Sub", "aten.mul": "Mul", "aten.div": "Div",
           "aten.pow": "Pow", "aten.maximum": "Max", "aten.minimum": "Min",
           "aten.logical_and": "And", "aten.logical_or": "Or"}


def _binary_check(node: fx.Node) -> str | None:
    a = node_args(node)
    if a.get("rounding_mode") is not None:
        return f"rounding_mode={a['rounding_mode']!r}"
    if packet_name(node) == "aten.div" and not out_tensor(node).is_floating_point():
        return "integer division"
    return static(a.get("other"), a.get("exponent"), a.get("alpha"))


def _binary(op_type: str) -> Emit:
    def emit(b: OnnxBuilder, node: fx.Node) -> str:
        dtype = out_tensor(node).dtype
        x, y = node.args[0], node.args[1]
        alpha = node_args(node).get("alpha", 1)
        yv = as_dtype(b, y, dtype)
        if alpha not in (1, None):
            yv = b.node("Mul", [yv, b.const(alpha, dtype)])[0]
        return b.node(op_type, [as_dtype(b, x, dtype), yv])[0]
    return emit


for _name, _op in _BINARY.items():
    aten_op(_name, onnx=[_op, "Mul", "Cast"], check=_binary_check)(_binary(_op))


@aten_op("aten.rsub", onnx=["Sub", "Mul", "Cast"], check=_binary_check)
def _rsub(b: OnnxBuilder, node: fx.Node) -> str:
    dtype = out_tensor(node).dtype
    x = as_dtype(b, node.args[0], dtype)
    alpha = node_args(node).get("alpha", 1)
    if alpha != 1:
        x = b.node("Mul", [x, b.const(alpha, dtype)])[0]
    return b.node("Sub", [as_dtype(b, node.args[1], dtype), x])[0]


_COMPARE = {"aten.eq": "Equal", "aten.lt": "Less", "aten.gt": "Greater",
            "aten.le": "LessOrEqual", "aten.ge": "GreaterOrEqual"}


def _compare(op_type: str) -> Emit:
    def emit(b: OnnxBuilder, node: fx.Node) -> str:
        ts = [t for t in (tensor_meta(a) for a in node.args[:2]) if t is not None]
        dtype = ts[0].dtype if len(ts) == 1 else torch.promote_types(ts[0].dtype, ts[1].dtype)
        return b.node(op_type, [as_dtype(b, node.args[0], dtype),
                                as_dtype(b, node.args[1], dtype)])[0]
    return emit


for _name, _op in _COMPARE.items():
    aten_op(_name, onnx=[_op, "Cast"], check=lambda n: static(n.args[1]))(_compare(_op))


@aten_op("aten.where", onnx=["Where", "Cast"])
def _where(b: OnnxBuilder, node: fx.Node) -> str:
    dtype = out_tensor(node).dtype
    return b.node("Where", [as_dtype(b, node.args[0], torch.bool), as_dtype(b, node.args[1], dtype),
                            as_dtype(b, node.args[2], dtype)])[0]


@aten_op("aten.masked_fill", onnx=["Where", "Cast"], check=lambda n: static(n.args[2]))
def _masked_fill(b: OnnxBuilder, node: fx.Node) -> str:
    dtype = out_tensor(node).dtype
    return b.node("Where", [as_dtype(b, node.args[1], torch.bool), as_dtype(b, node.args[2], dtype),
                            b.value(node.args[0])])[0]


@aten_op("aten._to_copy", onnx=["Cast", "Identity"],
         check=lambda n: None if out_tensor(n).device.type == "cpu" else "a copy to another device")
def _to_copy(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Identity", [as_dtype(b, node.args[0], out_tensor(node).dtype)])[0]
