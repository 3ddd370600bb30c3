"""ATen views and data movement -> ONNX: reshapes (a dynamic extent written as ``0`` or
``-1``), expand, transposes, squeeze/unsqueeze, cat, slice, select, split, embedding."""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch
from torch import fx

from .registry import (
    as_dtype,
    aten_op,
    node_args,
    norm_axis,
    out_tensor,
    packet_name,
    rank,
    static,
    static_args,
    tensor_meta,
)

if TYPE_CHECKING:
    from ..to_onnx import OnnxBuilder

__all__: list[str] = []


def _view_shape(node: fx.Node) -> list[int] | None:
    """The ONNX Reshape spec of a view: numbers where the output extent is fixed, 0 where it
    is the input's dynamic extent at the same axis, -1 for at most one other dynamic extent."""
    x, out = tensor_meta(node.args[0]), out_tensor(node)
    spec: list[int] = []
    for k, d in enumerate(out.shape):
        if isinstance(d, int):
            spec.append(d)
        elif k < x.dim() and str(x.shape[k]) == str(d):
            spec.append(0)
        else:
            spec.append(-1)
    if spec.count(-1) > 1 or any(isinstance(d, int) and d == 0 for d in out.shape):
        return None
    return spec


@aten_op("aten.view", "aten._unsafe_view", "aten.reshape", onnx=["Reshape"],
         check=lambda n: None if _view_shape(n) is not None
         else "a reshape with several dynamic extents (or a zero extent)")
def _view(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Reshape", [b.value(node.args[0]), b.ints(_view_shape(node))])[0]


def _expand_shape(node: fx.Node) -> list[int] | None:
    """Expand's shape input: the fixed output extents, 1 where the output keeps the input's
    dynamic extent (broadcasting then keeps it)."""
    x, out = tensor_meta(node.args[0]), out_tensor(node)
    lead = out.dim() - x.dim()
    spec = []
    for k, d in enumerate(out.shape):
        if isinstance(d, int):
            spec.append(d)
        elif k >= lead and str(x.shape[k - lead]) == str(d):
            spec.append(1)
        else:
            return None
    return spec


@aten_op("aten.expand", onnx=["Expand"],
         check=lambda n: None if _expand_shape(n) is not None
         else "an expansion to a dynamic extent")
def _expand(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Expand", [b.value(node.args[0]), b.ints(_expand_shape(node))])[0]


@aten_op("aten.permute", onnx=["Transpose"])
def _permute(b: OnnxBuilder, node: fx.Node) -> str:
    r = rank(node.args[0])
    return b.node("Transpose", [b.value(node.args[0])],
                  perm=[norm_axis(int(d), r) for d in node.args[1]])[0]


@aten_op("aten.transpose", "aten.t", onnx=["Transpose"])
def _transpose(b: OnnxBuilder, node: fx.Node) -> str:
    r = rank(node.args[0])
    perm = list(range(r))
    if packet_name(node) == "aten.t":
        perm.reverse()
    else:
        i, j = norm_axis(int(node.args[1]), r), norm_axis(int(node.args[2]), r)
        perm[i], perm[j] = perm[j], perm[i]
    return b.node("Transpose", [b.value(node.args[0])], perm=perm)[0]


@aten_op("aten.unsqueeze", onnx=["Unsqueeze"])
def _unsqueeze(b: OnnxBuilder, node: fx.Node) -> str:
    axis = norm_axis(int(node.args[1]), rank(node.args[0]) + 1)
    return b.node("Unsqueeze", [b.value(node.args[0]), b.ints([axis])])[0]


def _squeeze_axes(node: fx.Node) -> list[int]:
    x = tensor_meta(node.args[0])
    dims = node.args[1] if len(node.args) > 1 else list(range(x.dim()))
    dims = [dims] if isinstance(dims, int) else dims
    return [a for a in (norm_axis(int(d), x.dim()) for d in dims)
            if isinstance(x.shape[a], int) and x.shape[a] == 1]


@aten_op("aten.squeeze", onnx=["Squeeze", "Identity"])
def _squeeze(b: OnnxBuilder, node: fx.Node) -> str:
    axes = _squeeze_axes(node)
    if not axes:
        return b.node("Identity", [b.value(node.args[0])])[0]
    return b.node("Squeeze", [b.value(node.args[0]), b.ints(axes)])[0]


@aten_op("aten.cat", onnx=["Concat", "Cast"])
def _cat(b: OnnxBuilder, node: fx.Node) -> str:
    out = out_tensor(node)
    parts = [t for t in node.args[0] if tensor_meta(t) is not None and tensor_meta(t).numel() != 0]
    axis = norm_axis(int(node.args[1]) if len(node.args) > 1 else 0, out.dim())
    return b.node("Concat", [as_dtype(b, t, out.dtype) for t in parts], axis=axis)[0]


@aten_op("aten.slice", onnx=["Slice"], check=static_args("start", "end", "step"))
def _slice(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    axis = norm_axis(int(a["dim"]), rank(a["self"]))
    start = 0 if a["start"] is None else int(a["start"])
    end = 2**63 - 1 if a["end"] is None else min(int(a["end"]), 2**63 - 1)
    return b.node("Slice", [b.value(a["self"]), b.ints([start]), b.ints([end]), b.ints([axis]),
                            b.ints([int(a["step"])])])[0]


@aten_op("aten.select", onnx=["Gather"], check=static_args("index"))
def _select(b: OnnxBuilder, node: fx.Node) -> str:
    axis = norm_axis(int(node.args[1]), rank(node.args[0]))
    index, extent = int(node.args[2]), tensor_meta(node.args[0]).shape[axis]
    if index < 0 and isinstance(extent, int):
        index += extent  # counted from the end
    idx = b.const(index, torch.int64)
    return b.node("Gather", [b.value(node.args[0]), idx], axis=axis)[0]


@aten_op("aten.embedding", onnx=["Gather"])
def _embedding(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Gather", [b.value(node.args[0]), b.value(node.args[1])], axis=0)[0]


def _split_sizes(node: fx.Node) -> list[int] | None:
    x = tensor_meta(node.args[0])
    axis = norm_axis(int(node_args(node)["dim"]), x.dim())
    n = x.shape[axis]
    if not isinstance(n, int):
        return None
    size = node.args[1]
    if isinstance(size, (list, tuple)):
        return [int(s) for s in size] if static(size) is None else None
    if isinstance(size, fx.Node):
        return None
    return [min(int(size), n - k) for k in range(0, n, int(size))]


def _split_check(node: fx.Node) -> str | None:
    return None if _split_sizes(node) is not None else "a split of a dynamic extent"


@aten_op("aten.split_with_sizes", "aten.split", onnx=["Split"], provides=tuple(range(64)),
         check=_split_check)
def _split(b: OnnxBuilder, node: fx.Node) -> list[str]:
    sizes = _split_sizes(node)
    axis = norm_axis(int(node_args(node)["dim"]), rank(node.args[0]))
    return b.node("Split", [b.value(node.args[0]), b.ints(sizes)], n_outputs=len(sizes),
                  axis=axis)
