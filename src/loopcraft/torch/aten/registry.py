"""The translation table of ATen operators, and what its entries read from FX nodes.

Why a table keyed by the ATen overload packet (``aten.add``): the graphs dynamo hands
``aot_autograd`` are functional ATen, a closed vocabulary with one schema per overload, so each
entry reads its arguments by schema name and writes a few ONNX nodes. Each entry also states
which ONNX operators it writes: an ATen node is supported when its entry exists, its ``check``
accepts the node, and every one of those ONNX operators is in the ONNX front end's registry
(``supported_operators()``), so the supported set follows the front end as it grows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import torch
from onnx import TensorProto
from torch import fx

if TYPE_CHECKING:
    from ..to_onnx import OnnxBuilder

__all__ = ["AtenOp", "ATEN_OPS", "CONSTANT_META", "ONNX_DTYPES", "Emit", "aten_op",
           "lookup_aten", "node_args", "packet_name", "tensor_meta", "rank", "out_tensor",
           "norm_axis", "as_dtype", "static", "static_args"]

#: torch dtypes the ONNX front end compiles, and their ONNX element types
ONNX_DTYPES: dict[torch.dtype, int] = {
    torch.float32: TensorProto.FLOAT,
    torch.float64: TensorProto.DOUBLE,
    torch.int32: TensorProto.INT32,
    torch.int64: TensorProto.INT64,
    torch.bool: TensorProto.BOOL,
}

#: node.meta key of the value of a node folded at compile time (:func:`.support.fold_constants`)
CONSTANT_META = "loopcraft_constant"

Emit = Callable[["OnnxBuilder", fx.Node], Any]


@dataclass(frozen=True)
class AtenOp:
    """How one ATen operator is written in ONNX.

    ``emit`` writes the nodes and returns the output name (or, for an operator with several
    outputs, one name or None per output); ``onnx_ops`` the ONNX operators it may write;
    ``provides`` the outputs a multi-output operator writes (None: it has one output);
    ``check`` returns why a node cannot be written (None: it can)."""

    emit: Emit
    onnx_ops: frozenset[str]
    provides: tuple[int, ...] | None = None
    check: Callable[[fx.Node], str | None] | None = None


#: "aten.add" (the overload packet) -> :class:`AtenOp`
ATEN_OPS: dict[str, AtenOp] = {}


def aten_op(*names: str, onnx: Sequence[str], provides: tuple[int, ...] | None = None,
            check: Callable[[fx.Node], str | None] | None = None) -> Callable[[Emit], Emit]:
    """Decorator: write the ATen operators ``names`` with the decorated function."""

    def decorate(fn: Emit) -> Emit:
        for name in names:
            if name in ATEN_OPS:
                raise ValueError(f"ATen operator {name!r} is translated twice")
            ATEN_OPS[name] = AtenOp(fn, frozenset(onnx), provides, check)
        return fn

    return decorate


def packet_name(node: fx.Node) -> str:
    """``aten.add`` for ``torch.ops.aten.add.Tensor`` (the name of any other target)."""
    packet = getattr(node.target, "overloadpacket", None)
    return str(packet) if packet is not None else getattr(node.target, "__name__",
                                                         str(node.target))


def lookup_aten(node: fx.Node) -> AtenOp | None:
    return ATEN_OPS.get(packet_name(node))


def tensor_meta(arg: Any) -> torch.Tensor | None:
    """The (fake) tensor an FX node computes; None for anything else."""
    if not isinstance(arg, fx.Node):
        return None
    val = arg.meta.get("val", arg.meta.get("example_value"))
    return val if isinstance(val, torch.Tensor) else None


def node_args(node: fx.Node) -> dict[str, Any]:
    """The node's arguments by schema name, defaults filled in."""
    out: dict[str, Any] = {}
    for k, arg in enumerate(node.target._schema.arguments):
        if k < len(node.args) and not arg.kwarg_only:
            out[arg.name] = node.args[k]
        elif arg.name in node.kwargs:
            out[arg.name] = node.kwargs[arg.name]
        elif arg.has_default_value():
            out[arg.name] = arg.default_value
        else:
            out[arg.name] = None
    return out


def rank(arg: Any) -> int:
    t = tensor_meta(arg)
    return t.dim() if t is not None else 0


def out_tensor(node: fx.Node) -> torch.Tensor:
    """The tensor ``node`` computes (its first, for an operator with several outputs)."""
    val = node.meta.get("val")
    t = val[0] if isinstance(val, (tuple, list)) and val else val
    if not isinstance(t, torch.Tensor):
        raise NotImplementedError(f"{node.format_node()} computes no tensor")
    return t


def norm_axis(d: int, ndim: int) -> int:
    """``d`` counted from the front (PyTorch, like ONNX, allows negative axes)."""
    return d + ndim if d < 0 else d


def as_dtype(b: OnnxBuilder, arg: Any, dtype: torch.dtype) -> str:
    """``arg`` (a node or a number) as an ONNX value of ``dtype`` (a Cast where it differs)."""
    t = tensor_meta(arg)
    if t is None:
        return b.value(arg, dtype)
    name = b.value(arg)
    if t.dtype == dtype:
        return name
    return b.node("Cast", [name], to=ONNX_DTYPES[dtype])[0]


def static(*values: Any) -> str | None:
    """Refuse a number computed at run time (a SymInt node where a constant is needed)."""
    def has_node(v: Any) -> bool:
        if isinstance(v, (list, tuple)):
            return any(has_node(x) for x in v)
        return isinstance(v, fx.Node) and tensor_meta(v) is None
    return "an argument depends on a dynamic shape" if any(has_node(v) for v in values) else None


def static_args(*names: str) -> Callable[[fx.Node], str | None]:
    return lambda node: static(*(node_args(node)[n] for n in names))
