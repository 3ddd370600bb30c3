"""ATen products, convolutions, normalization, softmax, pooling and reductions -> ONNX."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import torch
from torch import fx

from .registry import (
    Emit,
    as_dtype,
    aten_op,
    node_args,
    norm_axis,
    out_tensor,
    packet_name,
    rank,
    static_args,
    tensor_meta,
)

if TYPE_CHECKING:
    from ..to_onnx import OnnxBuilder

__all__: list[str] = []


@aten_op("aten.mm", "aten.bmm", "aten.matmul", onnx=["MatMul"])
def _matmul(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("MatMul", [b.value(node.args[0]), b.value(node.args[1])])[0]


@aten_op("aten.addmm", onnx=["Gemm"], check=static_args("alpha", "beta"))
def _addmm(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    return b.node("Gemm", [b.value(a["mat1"]), b.value(a["mat2"]), b.value(a["self"])],
                  alpha=float(a["alpha"]), beta=float(a["beta"]))[0]


@aten_op("aten.baddbmm", onnx=["MatMul", "Add", "Mul"], check=static_args("alpha", "beta"))
def _baddbmm(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    dtype = out_tensor(node).dtype
    prod = b.node("MatMul", [b.value(a["batch1"]), b.value(a["batch2"])])[0]
    bias = b.value(a["self"])
    if a["alpha"] != 1:
        prod = b.node("Mul", [prod, b.const(a["alpha"], dtype)])[0]
    if a["beta"] != 1:
        bias = b.node("Mul", [bias, b.const(a["beta"], dtype)])[0]
    return b.node("Add", [prod, bias])[0]


@aten_op("aten.convolution", onnx=["Conv", "ConvTranspose"],
         check=static_args("stride", "padding", "dilation", "output_padding", "groups"))
def _convolution(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    ins = [b.value(a["input"]), b.value(a["weight"])]
    if a["bias"] is not None:
        ins.append(b.value(a["bias"]))
    nd = rank(a["input"]) - 2
    pads = [int(p) for p in (a["padding"] * nd if len(a["padding"]) == 1 else a["padding"])]
    common = dict(strides=[int(s) for s in a["stride"]] or None, pads=pads + pads,
                  dilations=[int(d) for d in a["dilation"]] or None, group=int(a["groups"]))
    if a["transposed"]:
        return b.node("ConvTranspose", ins, output_padding=[int(p) for p in
                                                            a["output_padding"]], **common)[0]
    return b.node("Conv", ins, **common)[0]


# -- normalization, softmax, pooling ----------------------------------------------------------

def _ones_like_channel(b: OnnxBuilder, arg: Any, n: int, fill: float, dtype: torch.dtype) -> str:
    return b.value(arg) if arg is not None else b.const([fill] * n, dtype)


@aten_op("aten._native_batch_norm_legit_no_training", onnx=["BatchNormalization"],
         provides=(0,))
def _batch_norm(b: OnnxBuilder, node: fx.Node) -> list[str | None]:
    a = node_args(node)
    x = tensor_meta(a["input"])
    c, dtype = int(x.shape[1]), x.dtype
    y = b.node("BatchNormalization", [
        b.value(a["input"]), _ones_like_channel(b, a["weight"], c, 1.0, dtype),
        _ones_like_channel(b, a["bias"], c, 0.0, dtype), b.value(a["running_mean"]),
        b.value(a["running_var"])], epsilon=float(a["eps"]))[0]
    return [y, None, None]


@aten_op("aten.native_layer_norm", onnx=["LayerNormalization"], provides=(0,),
         check=static_args("normalized_shape"))
def _layer_norm(b: OnnxBuilder, node: fx.Node) -> list[str | None]:
    a = node_args(node)
    shape = [int(s) for s in a["normalized_shape"]]
    dtype = out_tensor(node).dtype
    scale = b.value(a["weight"]) if a["weight"] is not None else b.const(
        torch.ones(shape).numpy(), dtype)
    bias = b.value(a["bias"]) if a["bias"] is not None else b.const(
        torch.zeros(shape).numpy(), dtype)
    y = b.node("LayerNormalization", [b.value(a["input"]), scale, bias],
               axis=-len(shape), epsilon=float(a["eps"]))[0]
    return [y, None, None]


@aten_op("aten._softmax", onnx=["Softmax"])
def _softmax(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Softmax", [b.value(node.args[0])], axis=int(node.args[1]))[0]


@aten_op("aten._safe_softmax", onnx=["Softmax", "ReduceMax", "Equal", "Where"],
         check=lambda n: None if node_args(n)["dtype"] is None else "a dtype argument")
def _safe_softmax(b: OnnxBuilder, node: fx.Node) -> str:
    """Softmax, except that a row of -inf only (a fully masked attention row) gives zeros."""
    x = b.value(node.args[0])
    dtype = out_tensor(node).dtype
    axis = norm_axis(int(node.args[1]), rank(node.args[0]))
    row_max = b.node("ReduceMax", [x, b.ints([axis])], keepdims=1)[0]
    masked = b.node("Equal", [row_max, b.const(float("-inf"), dtype)])[0]
    soft = b.node("Softmax", [x], axis=axis)[0]
    return b.node("Where", [masked, b.const(0.0, dtype), soft])[0]


@aten_op("aten._log_softmax", onnx=["LogSoftmax"])
def _log_softmax(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("LogSoftmax", [b.value(node.args[0])], axis=int(node.args[1]))[0]


def _pool_attrs(a: dict[str, Any], nd: int) -> dict[str, Any]:
    def peraxis(v: Any, default: list[int]) -> list[int]:
        v = list(v) if isinstance(v, (list, tuple)) else [v]
        if not v:
            return default
        return [int(x) for x in (v * nd if len(v) == 1 else v)]
    kernel = peraxis(a["kernel_size"], [])
    pads = peraxis(a["padding"], [0] * nd)
    return dict(kernel_shape=kernel, strides=peraxis(a["stride"], kernel), pads=pads + pads,
                ceil_mode=int(bool(a["ceil_mode"])))


@aten_op("aten.max_pool2d_with_indices", "aten.max_pool2d", onnx=["MaxPool"], provides=(0,))
def _max_pool(b: OnnxBuilder, node: fx.Node) -> Any:
    a = node_args(node)
    attrs = _pool_attrs(a, 2)
    dil = a["dilation"]
    attrs["dilations"] = [int(d) for d in (dil * 2 if len(dil) == 1 else dil)]
    y = b.node("MaxPool", [b.value(a["self"])], **attrs)[0]
    return [y, None] if packet_name(node) == "aten.max_pool2d_with_indices" else y


@aten_op("aten.avg_pool2d", onnx=["AveragePool"],
         check=lambda n: None if node_args(n)["divisor_override"] is None
         else "divisor_override")
def _avg_pool(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    return b.node("AveragePool", [b.value(a["self"])], **_pool_attrs(a, 2),
                  count_include_pad=int(bool(a["count_include_pad"])))[0]


def _adaptive_check(node: fx.Node) -> str | None:
    x, out = tensor_meta(node.args[0]), out_tensor(node)
    for i, o in zip(x.shape[2:], out.shape[2:], strict=True):
        if o != 1 and (not isinstance(i, int) or not isinstance(o, int) or i % o):
            return "an output size that does not divide the input size"
    return None


@aten_op("aten._adaptive_avg_pool2d", "aten.adaptive_avg_pool2d",
         onnx=["GlobalAveragePool", "AveragePool"], check=_adaptive_check)
def _adaptive_avg_pool(b: OnnxBuilder, node: fx.Node) -> str:
    x, out = tensor_meta(node.args[0]), out_tensor(node)
    if all(o == 1 for o in out.shape[2:]):
        return b.node("GlobalAveragePool", [b.value(node.args[0])])[0]
    kernel = [int(i) // int(o) for i, o in zip(x.shape[2:], out.shape[2:], strict=True)]
    return b.node("AveragePool", [b.value(node.args[0])], kernel_shape=kernel,
                  strides=kernel)[0]


def _reduce(op_type: str) -> Emit:
    def emit(b: OnnxBuilder, node: fx.Node) -> str:
        a = node_args(node)
        dims = a.get("dim")
        x = as_dtype(b, a["self"], out_tensor(node).dtype)
        ins = [x] if not dims else [x, b.ints([norm_axis(int(d), rank(a["self"])) for d in dims])]
        return b.node(op_type, ins, keepdims=int(bool(a.get("keepdim", False))))[0]
    return emit


for _name, _op in {"aten.mean": "ReduceMean", "aten.sum": "ReduceSum",
                   "aten.amax": "ReduceMax", "aten.amin": "ReduceMin"}.items():
    aten_op(_name, onnx=[_op, "Cast"])(_reduce(_op))
