"""The ONNX side of ``loopcraft bench models``: a network exported from its torch module, the
onnx wheel's ``light`` models, the single-operator graphs of the operator table, and the
FLOP count of any of them.

Export: ``torch.onnx.export(..., dynamo=False)`` (the TorchScript exporter), which needs no
``onnxscript`` (not installed here; the ``dynamo=True`` exporter does need it). The exporter
runs its eval-mode peephole passes (BatchNorm after a Conv is folded into the Conv's weights),
so every ONNX peer gets the graph an exported model has in practice. The batch size is fixed
in the graph (one export per batch), as ``torch.compile(dynamic=False)`` specializes too.
"""

from __future__ import annotations

import io
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper, shape_inference

__all__ = ["LIGHT_DIR", "OPERATORS", "Operator", "count_flops", "export", "light_models",
           "operator_graph"]

#: The onnx wheel's backend test data: whole networks with random-looking weights.
LIGHT_DIR = Path(onnx.__file__).parent / "backend" / "test" / "data" / "light"
#: The opset the networks are exported at (the one loopcraft's operators implement).
OPSET = 20


def light_models() -> list[str]:
    """The names of the ``light`` models (``light_resnet50`` ...), as ``--models`` spells
    them."""
    return sorted(p.stem for p in LIGHT_DIR.glob("light_*.onnx"))


def export(module: object, sample: np.ndarray) -> onnx.ModelProto:
    """``module`` (a torch ``nn.Module`` in eval mode) exported for inputs shaped like
    ``sample``: one input ``input``, one output ``output``."""
    import torch

    buf = io.BytesIO()
    with warnings.catch_warnings():  # the TorchScript exporter's deprecation notice
        warnings.simplefilter("ignore")
        torch.onnx.export(module, (torch.from_numpy(sample),), buf, dynamo=False,
                          input_names=["input"], output_names=["output"],
                          opset_version=OPSET, do_constant_folding=True)
    return onnx.load_from_string(buf.getvalue())


# ------------------------------------------------------------------------- operator table


@dataclass(frozen=True)
class Operator:
    """One row of the operator table: a single ONNX node with its weight as an initializer
    (as in the network it comes from) and random activations."""

    name: str
    description: str
    build: Callable[[bool], onnx.ModelProto]  # quick -> the one-node model


def _conv(cin: int, cout: int, hw: int, k: int, stride: int = 1, groups: int = 1
          ) -> Callable[[bool], onnx.ModelProto]:
    def build(quick: bool) -> onnx.ModelProto:
        c_in, c_out, size = (max(8, cin // 8), max(8, cout // 8), 8) if quick else (
            cin, cout, hw)
        g = 1
        if groups > 1:  # depthwise: one group per channel
            c_out = g = c_in
        rng = np.random.default_rng(c_in * 31 + c_out + size)
        w = (rng.standard_normal((c_out, c_in // g, k, k)) / np.sqrt(c_in // g * k * k))
        ho = (size + 2 * (k // 2) - k) // stride + 1
        node = helper.make_node("Conv", ["x", "w"], ["y"], kernel_shape=[k, k],
                                pads=[k // 2] * 4, strides=[stride, stride], group=g)
        return _model(node, [("x", (1, c_in, size, size))], [("y", (1, c_out, ho, ho))],
                      [numpy_helper.from_array(w.astype(np.float32), "w")])
    return build


def _matmul(batch: int, m: int, k: int, n: int, weight: bool
            ) -> Callable[[bool], onnx.ModelProto]:
    """``(batch, m, k) @ (batch, k, n)`` of two activations (attention), or ``(m, k) @ (k, n)``
    with ``b`` a weight (a projection)."""
    def build(quick: bool) -> onnx.ModelProto:
        bt, mm, kk, nn_ = (min(batch, 2), 16, min(k, 16), min(n, 32)) if quick else (
            batch, m, k, n)
        lead = (bt,) if bt else ()
        node = helper.make_node("MatMul", ["a", "b"], ["y"])
        inits = []
        ins = [("a", (*lead, mm, kk))]
        if weight:
            rng = np.random.default_rng(kk + nn_)
            w = rng.standard_normal((kk, nn_)) / np.sqrt(kk)
            inits.append(numpy_helper.from_array(w.astype(np.float32), "b"))
        else:
            ins.append(("b", (*lead, kk, nn_)))
        return _model(node, ins, [("y", (*lead, mm, nn_))], inits)
    return build


def _model(node: onnx.NodeProto, inputs: list[tuple[str, tuple[int, ...]]],
           outputs: list[tuple[str, tuple[int, ...]]], inits: list[onnx.TensorProto]
           ) -> onnx.ModelProto:
    graph = helper.make_graph(
        [node], node.op_type.lower(),
        [helper.make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in inputs],
        [helper.make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in outputs], inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])


#: The operators the issue names: ResNet's 3x3 layers, 1x1 and depthwise convolutions
#: (ResNet-50's bottleneck, MobileNetV2), BERT/GPT-2's batched attention products and their
#: projections. ``quick`` shrinks every one to a few kilo-FLOPs.
OPERATORS: dict[str, Operator] = {o.name: o for o in (
    Operator("conv3x3-64x56", "Conv 3x3, 64->64 channels, 56x56 (ResNet stage 1)",
             _conv(64, 64, 56, 3)),
    Operator("conv3x3-128x28", "Conv 3x3, 128->128, 28x28 (ResNet stage 2)",
             _conv(128, 128, 28, 3)),
    Operator("conv3x3-256x14", "Conv 3x3, 256->256, 14x14 (ResNet stage 3)",
             _conv(256, 256, 14, 3)),
    Operator("conv1x1-256-64x56", "Conv 1x1, 256->64, 56x56 (ResNet-50 bottleneck reduce)",
             _conv(256, 64, 56, 1)),
    Operator("conv1x1-64-256x56", "Conv 1x1, 64->256, 56x56 (ResNet-50 bottleneck expand)",
             _conv(64, 256, 56, 1)),
    Operator("dw3x3-144x56", "depthwise Conv 3x3, 144 channels, 56x56 (MobileNetV2)",
             _conv(144, 144, 56, 3, groups=144)),
    Operator("dw3x3-384x14", "depthwise Conv 3x3, 384 channels, 14x14 (MobileNetV2)",
             _conv(384, 384, 14, 3, groups=384)),
    Operator("dw3x3-96x112-s2", "depthwise Conv 3x3 stride 2, 96 channels, 112x112 "
             "(MobileNetV2)", _conv(96, 96, 112, 3, stride=2, groups=96)),
    Operator("dw3x3-192x28", "depthwise Conv 3x3, 192 channels, 28x28 (MobileNetV2)",
             _conv(192, 192, 28, 3, groups=192)),
    Operator("dw3x3-576x14", "depthwise Conv 3x3, 576 channels, 14x14 (MobileNetV2)",
             _conv(576, 576, 14, 3, groups=576)),
    Operator("dw3x3-960x7", "depthwise Conv 3x3, 960 channels, 7x7 (MobileNetV2)",
             _conv(960, 960, 7, 3, groups=960)),
    Operator("attn-qk-12x128x64", "MatMul (12, 128, 64) @ (12, 64, 128): attention scores",
             _matmul(12, 128, 64, 128, weight=False)),
    Operator("attn-pv-12x128x128", "MatMul (12, 128, 128) @ (12, 128, 64): scores x values",
             _matmul(12, 128, 128, 64, weight=False)),
    Operator("proj-128x768x768", "MatMul (128, 768) @ weight (768, 768): attention output",
             _matmul(0, 128, 768, 768, weight=True)),
    Operator("ffn-128x768x3072", "MatMul (128, 768) @ weight (768, 3072): FFN up",
             _matmul(0, 128, 768, 3072, weight=True)),
)}


def operator_graph(name: str, quick: bool) -> onnx.ModelProto:
    """The one-node model of operator ``name``."""
    return OPERATORS[name].build(quick)


# --------------------------------------------------------------------------- FLOP count


def count_flops(model: onnx.ModelProto) -> float:
    """Multiply-add FLOPs (2 per multiply-add) of the model's products and convolutions --
    ``Conv``, ``ConvTranspose``, ``MatMul``, ``Gemm`` -- from the shapes ONNX shape inference
    gives. Elementwise operators, normalizations and pooling are not counted: they are a few
    percent of these networks' arithmetic, and the fraction of the FMA peak is about the
    products. A node whose shapes are not all known raises ``ValueError``."""
    inferred = shape_inference.infer_shapes(model)
    g = inferred.graph
    shapes: dict[str, tuple[int, ...]] = {}
    for vi in [*g.input, *g.value_info, *g.output]:
        dims = vi.type.tensor_type.shape.dim
        if all(d.HasField("dim_value") for d in dims):
            shapes[vi.name] = tuple(d.dim_value for d in dims)
    for init in g.initializer:
        shapes[init.name] = tuple(init.dims)

    def shape(name: str, node: onnx.NodeProto) -> tuple[int, ...]:
        if name not in shapes:
            raise ValueError(f"count_flops: no static shape for {name!r} of {node.op_type} "
                             f"node {node.name!r}")
        return shapes[name]

    total = 0.0
    for node in g.node:
        if node.op_type in ("Conv", "ConvTranspose"):
            # one multiply-add per weight element of a group for every output element
            # (Conv), every input element (ConvTranspose); weights (*, C/groups, *kernel)
            w = shape(node.input[1], node)
            elems = shape(node.output[0] if node.op_type == "Conv" else node.input[0], node)
            total += 2.0 * float(np.prod(elems)) * float(np.prod(w[1:]))
        elif node.op_type == "MatMul":
            a = shape(node.input[0], node)
            out = shape(node.output[0], node)
            total += 2.0 * float(np.prod(out)) * a[-1]
        elif node.op_type == "Gemm":
            a = shape(node.input[0], node)
            out = shape(node.output[0], node)
            trans_a = next((x.i for x in node.attribute if x.name == "transA"), 0)
            total += 2.0 * float(np.prod(out)) * (a[0] if trans_a else a[-1])
    return total
