"""The translation table: ATen operators -> the ONNX nodes that compute them.

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
    from .to_onnx import OnnxBuilder

__all__ = ["AtenOp", "ATEN_OPS", "CONSTANT_META", "ONNX_DTYPES", "aten_op", "lookup_aten",
           "node_args", "packet_name", "tensor_meta"]

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


def _rank(arg: Any) -> int:
    t = tensor_meta(arg)
    return t.dim() if t is not None else 0


def _out(node: fx.Node) -> torch.Tensor:
    """The tensor ``node`` computes (its first, for an operator with several outputs)."""
    val = node.meta.get("val")
    t = val[0] if isinstance(val, (tuple, list)) and val else val
    if not isinstance(t, torch.Tensor):
        raise NotImplementedError(f"{node.format_node()} computes no tensor")
    return t


def _axis(d: int, rank: int) -> int:
    return d + rank if d < 0 else d


def _as(b: OnnxBuilder, arg: Any, dtype: torch.dtype) -> str:
    """``arg`` (a node or a number) as an ONNX value of ``dtype`` (a Cast where it differs)."""
    t = tensor_meta(arg)
    if t is None:
        return b.value(arg, dtype)
    name = b.value(arg)
    if t.dtype == dtype:
        return name
    return b.node("Cast", [name], to=ONNX_DTYPES[dtype])[0]


def _static(*values: Any) -> str | None:
    """Refuse a number computed at run time (a SymInt node where a constant is needed)."""
    def has_node(v: Any) -> bool:
        if isinstance(v, (list, tuple)):
            return any(has_node(x) for x in v)
        return isinstance(v, fx.Node) and tensor_meta(v) is None
    return "an argument depends on a dynamic shape" if any(has_node(v) for v in values) else None


def _static_args(*names: str) -> Callable[[fx.Node], str | None]:
    return lambda node: _static(*(node_args(node)[n] for n in names))


# -- elementwise ------------------------------------------------------------------------------

_UNARY = {"aten.relu": "Relu", "aten.sigmoid": "Sigmoid", "aten.tanh": "Tanh", "aten.exp": "Exp",
          "aten.log": "Log", "aten.sqrt": "Sqrt", "aten.neg": "Neg", "aten.abs": "Abs",
          "aten.erf": "Erf", "aten.reciprocal": "Reciprocal", "aten.sin": "Sin",
          "aten.cos": "Cos", "aten.floor": "Floor", "aten.ceil": "Ceil",
          "aten.hardswish": "HardSwish", "aten.logical_not": "Not", "aten.sign": "Sign"}


def _unary(op_type: str) -> Emit:
    def emit(b: OnnxBuilder, node: fx.Node) -> str:
        return b.node(op_type, [_as(b, node.args[0], _out(node).dtype)])[0]
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
         check=lambda n: _static(*list(node_args(n).values())[1:]))
def _clip(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    dtype = _out(node).dtype
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
    if packet_name(node) == "aten.div" and not _out(node).is_floating_point():
        return "integer division"
    return _static(a.get("other"), a.get("exponent"), a.get("alpha"))


def _binary(op_type: str) -> Emit:
    def emit(b: OnnxBuilder, node: fx.Node) -> str:
        dtype = _out(node).dtype
        x, y = node.args[0], node.args[1]
        alpha = node_args(node).get("alpha", 1)
        yv = _as(b, y, dtype)
        if alpha not in (1, None):
            yv = b.node("Mul", [yv, b.const(alpha, dtype)])[0]
        return b.node(op_type, [_as(b, x, dtype), yv])[0]
    return emit


for _name, _op in _BINARY.items():
    aten_op(_name, onnx=[_op, "Mul", "Cast"], check=_binary_check)(_binary(_op))


@aten_op("aten.rsub", onnx=["Sub", "Mul", "Cast"], check=_binary_check)
def _rsub(b: OnnxBuilder, node: fx.Node) -> str:
    dtype = _out(node).dtype
    x = _as(b, node.args[0], dtype)
    alpha = node_args(node).get("alpha", 1)
    if alpha != 1:
        x = b.node("Mul", [x, b.const(alpha, dtype)])[0]
    return b.node("Sub", [_as(b, node.args[1], dtype), x])[0]


_COMPARE = {"aten.eq": "Equal", "aten.lt": "Less", "aten.gt": "Greater",
            "aten.le": "LessOrEqual", "aten.ge": "GreaterOrEqual"}


def _compare(op_type: str) -> Emit:
    def emit(b: OnnxBuilder, node: fx.Node) -> str:
        ts = [t for t in (tensor_meta(a) for a in node.args[:2]) if t is not None]
        dtype = ts[0].dtype if len(ts) == 1 else torch.promote_types(ts[0].dtype, ts[1].dtype)
        return b.node(op_type, [_as(b, node.args[0], dtype), _as(b, node.args[1], dtype)])[0]
    return emit


for _name, _op in _COMPARE.items():
    aten_op(_name, onnx=[_op, "Cast"], check=lambda n: _static(n.args[1]))(_compare(_op))


@aten_op("aten.where", onnx=["Where", "Cast"])
def _where(b: OnnxBuilder, node: fx.Node) -> str:
    dtype = _out(node).dtype
    return b.node("Where", [_as(b, node.args[0], torch.bool), _as(b, node.args[1], dtype),
                            _as(b, node.args[2], dtype)])[0]


@aten_op("aten.masked_fill", onnx=["Where", "Cast"], check=lambda n: _static(n.args[2]))
def _masked_fill(b: OnnxBuilder, node: fx.Node) -> str:
    dtype = _out(node).dtype
    return b.node("Where", [_as(b, node.args[1], torch.bool), _as(b, node.args[2], dtype),
                            b.value(node.args[0])])[0]


@aten_op("aten._to_copy", onnx=["Cast", "Identity"],
         check=lambda n: None if _out(n).device.type == "cpu" else "a copy to another device")
def _to_copy(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Identity", [_as(b, node.args[0], _out(node).dtype)])[0]


# -- products and convolutions ----------------------------------------------------------------

@aten_op("aten.mm", "aten.bmm", "aten.matmul", onnx=["MatMul"])
def _matmul(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("MatMul", [b.value(node.args[0]), b.value(node.args[1])])[0]


@aten_op("aten.addmm", onnx=["Gemm"], check=_static_args("alpha", "beta"))
def _addmm(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    return b.node("Gemm", [b.value(a["mat1"]), b.value(a["mat2"]), b.value(a["self"])],
                  alpha=float(a["alpha"]), beta=float(a["beta"]))[0]


@aten_op("aten.baddbmm", onnx=["MatMul", "Add", "Mul"], check=_static_args("alpha", "beta"))
def _baddbmm(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    dtype = _out(node).dtype
    prod = b.node("MatMul", [b.value(a["batch1"]), b.value(a["batch2"])])[0]
    bias = b.value(a["self"])
    if a["alpha"] != 1:
        prod = b.node("Mul", [prod, b.const(a["alpha"], dtype)])[0]
    if a["beta"] != 1:
        bias = b.node("Mul", [bias, b.const(a["beta"], dtype)])[0]
    return b.node("Add", [prod, bias])[0]


@aten_op("aten.convolution", onnx=["Conv", "ConvTranspose"],
         check=_static_args("stride", "padding", "dilation", "output_padding", "groups"))
def _convolution(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    ins = [b.value(a["input"]), b.value(a["weight"])]
    if a["bias"] is not None:
        ins.append(b.value(a["bias"]))
    nd = _rank(a["input"]) - 2
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
         check=_static_args("normalized_shape"))
def _layer_norm(b: OnnxBuilder, node: fx.Node) -> list[str | None]:
    a = node_args(node)
    shape = [int(s) for s in a["normalized_shape"]]
    dtype = _out(node).dtype
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


@aten_op("aten._log_softmax", onnx=["LogSoftmax"])
def _log_softmax(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("LogSoftmax", [b.value(node.args[0])], axis=int(node.args[1]))[0]


def _pool_attrs(a: dict[str, Any], nd: int) -> dict[str, Any]:
    def per_axis(v: Any, default: list[int]) -> list[int]:
        v = list(v) if isinstance(v, (list, tuple)) else [v]
        if not v:
            return default
        return [int(x) for x in (v * nd if len(v) == 1 else v)]
    kernel = per_axis(a["kernel_size"], [])
    pads = per_axis(a["padding"], [0] * nd)
    return dict(kernel_shape=kernel, strides=per_axis(a["stride"], kernel), pads=pads + pads,
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
    x, out = tensor_meta(node.args[0]), _out(node)
    for i, o in zip(x.shape[2:], out.shape[2:], strict=True):
        if o != 1 and (not isinstance(i, int) or not isinstance(o, int) or i % o):
            return "an output size that does not divide the input size"
    return None


@aten_op("aten._adaptive_avg_pool2d", "aten.adaptive_avg_pool2d",
         onnx=["GlobalAveragePool", "AveragePool"], check=_adaptive_check)
def _adaptive_avg_pool(b: OnnxBuilder, node: fx.Node) -> str:
    x, out = tensor_meta(node.args[0]), _out(node)
    if all(o == 1 for o in out.shape[2:]):
        return b.node("GlobalAveragePool", [b.value(node.args[0])])[0]
    kernel = [int(i) // int(o) for i, o in zip(x.shape[2:], out.shape[2:], strict=True)]
    return b.node("AveragePool", [b.value(node.args[0])], kernel_shape=kernel,
                  strides=kernel)[0]


def _reduce(op_type: str) -> Emit:
    def emit(b: OnnxBuilder, node: fx.Node) -> str:
        a = node_args(node)
        dims = a.get("dim")
        x = _as(b, a["self"], _out(node).dtype)
        ins = [x] if not dims else [x, b.ints([_axis(int(d), _rank(a["self"])) for d in dims])]
        return b.node(op_type, ins, keepdims=int(bool(a.get("keepdim", False))))[0]
    return emit


for _name, _op in {"aten.mean": "ReduceMean", "aten.sum": "ReduceSum",
                   "aten.amax": "ReduceMax", "aten.amin": "ReduceMin"}.items():
    aten_op(_name, onnx=[_op, "Cast"])(_reduce(_op))


# -- shapes and data movement -----------------------------------------------------------------

def _view_shape(node: fx.Node) -> list[int] | None:
    """The ONNX Reshape spec of a view: numbers where the output extent is fixed, 0 where it
    is the input's dynamic extent at the same axis, -1 for at most one other dynamic extent."""
    x, out = tensor_meta(node.args[0]), _out(node)
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
    x, out = tensor_meta(node.args[0]), _out(node)
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
    r = _rank(node.args[0])
    return b.node("Transpose", [b.value(node.args[0])],
                  perm=[_axis(int(d), r) for d in node.args[1]])[0]


@aten_op("aten.transpose", "aten.t", onnx=["Transpose"])
def _transpose(b: OnnxBuilder, node: fx.Node) -> str:
    r = _rank(node.args[0])
    perm = list(range(r))
    if packet_name(node) == "aten.t":
        perm.reverse()
    else:
        i, j = _axis(int(node.args[1]), r), _axis(int(node.args[2]), r)
        perm[i], perm[j] = perm[j], perm[i]
    return b.node("Transpose", [b.value(node.args[0])], perm=perm)[0]


@aten_op("aten.unsqueeze", onnx=["Unsqueeze"])
def _unsqueeze(b: OnnxBuilder, node: fx.Node) -> str:
    axis = _axis(int(node.args[1]), _rank(node.args[0]) + 1)
    return b.node("Unsqueeze", [b.value(node.args[0]), b.ints([axis])])[0]


def _squeeze_axes(node: fx.Node) -> list[int]:
    x = tensor_meta(node.args[0])
    dims = node.args[1] if len(node.args) > 1 else list(range(x.dim()))
    dims = [dims] if isinstance(dims, int) else dims
    return [a for a in (_axis(int(d), x.dim()) for d in dims)
            if isinstance(x.shape[a], int) and x.shape[a] == 1]


@aten_op("aten.squeeze", onnx=["Squeeze", "Identity"])
def _squeeze(b: OnnxBuilder, node: fx.Node) -> str:
    axes = _squeeze_axes(node)
    if not axes:
        return b.node("Identity", [b.value(node.args[0])])[0]
    return b.node("Squeeze", [b.value(node.args[0]), b.ints(axes)])[0]


@aten_op("aten.cat", onnx=["Concat", "Cast"])
def _cat(b: OnnxBuilder, node: fx.Node) -> str:
    out = _out(node)
    parts = [t for t in node.args[0] if tensor_meta(t) is not None and tensor_meta(t).numel() != 0]
    axis = _axis(int(node.args[1]) if len(node.args) > 1 else 0, out.dim())
    return b.node("Concat", [_as(b, t, out.dtype) for t in parts], axis=axis)[0]


@aten_op("aten.slice", onnx=["Slice"], check=_static_args("start", "end", "step"))
def _slice(b: OnnxBuilder, node: fx.Node) -> str:
    a = node_args(node)
    axis = _axis(int(a["dim"]), _rank(a["self"]))
    start = 0 if a["start"] is None else int(a["start"])
    end = 2**63 - 1 if a["end"] is None else min(int(a["end"]), 2**63 - 1)
    return b.node("Slice", [b.value(a["self"]), b.ints([start]), b.ints([end]), b.ints([axis]),
                            b.ints([int(a["step"])])])[0]


@aten_op("aten.select", onnx=["Gather"], check=_static_args("index"))
def _select(b: OnnxBuilder, node: fx.Node) -> str:
    axis = _axis(int(node.args[1]), _rank(node.args[0]))
    idx = b.const(int(node.args[2]), torch.int64)
    return b.node("Gather", [b.value(node.args[0]), idx], axis=axis)[0]


@aten_op("aten.embedding", onnx=["Gather"])
def _embedding(b: OnnxBuilder, node: fx.Node) -> str:
    return b.node("Gather", [b.value(node.args[0]), b.value(node.args[1])], axis=0)[0]


def _split_sizes(node: fx.Node) -> list[int] | None:
    x = tensor_meta(node.args[0])
    axis = _axis(int(node_args(node)["dim"]), x.dim())
    n = x.shape[axis]
    if not isinstance(n, int):
        return None
    size = node.args[1]
    if isinstance(size, (list, tuple)):
        return [int(s) for s in size] if _static(size) is None else None
    if isinstance(size, fx.Node):
        return None
    return [min(int(size), n - k) for k in range(0, n, int(size))]


def _split_check(node: fx.Node) -> str | None:
    return None if _split_sizes(node) is not None else "a split of a dynamic extent"


@aten_op("aten.split_with_sizes", "aten.split", onnx=["Split"], provides=tuple(range(64)),
         check=_split_check)
def _split(b: OnnxBuilder, node: fx.Node) -> list[str]:
    sizes = _split_sizes(node)
    axis = _axis(int(node_args(node)["dim"]), _rank(node.args[0]))
    return b.node("Split", [b.value(node.args[0]), b.ints(sizes)], n_outputs=len(sizes),
                  axis=axis)
