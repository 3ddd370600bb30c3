"""One FX graph of ATen operators -> an ONNX ``ModelProto`` the ONNX front end compiles.

Why ONNX and not IR directly: the ONNX front end already lowers every operator loopcraft
knows to loop nests and library calls, folds what is known at compile time (a transposed
weight, BatchNorm's scale and shift) and serves a dynamic batch with one compile. Writing the
graph as ONNX (with ``onnx.helper``, weights as initializers) reuses all of that, and a torch
graph that compiles is exactly an ONNX model that compiles: one path, one set of operators.

The graph's placeholders are either *frozen* (parameters and buffers: their values become
initializers) or run-time inputs (an ONNX input each; a dimension dynamo made symbolic
becomes a ``dim_param`` named after its symbol, so one compile serves every size). SymInt
placeholders are not inputs: the extents they carry are read from the tensors.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import onnx
import torch
from onnx import helper, numpy_helper
from torch import fx

from ..frontend.onnx import TARGET_OPSET
from .aten import CONSTANT_META, ONNX_DTYPES, lookup_aten, tensor_meta

__all__ = ["OnnxBuilder", "graph_to_onnx"]


class OnnxBuilder:
    """The ONNX graph being written: nodes, initializers, and the ONNX value name of each FX
    node (a list of names for a node with several outputs, None where one is not provided)."""

    def __init__(self) -> None:
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self.values: dict[fx.Node, Any] = {}
        self._count = 0

    def fresh(self, hint: str) -> str:
        self._count += 1
        return f"{hint}__{self._count}"

    def const(self, value: np.ndarray | float | int | bool, dtype: torch.dtype | None = None,
              hint: str = "c") -> str:
        """An initializer holding ``value`` (as ``dtype`` when given)."""
        arr = np.asarray(value)
        if dtype is not None:
            arr = arr.astype(torch.empty((), dtype=dtype).numpy().dtype)
        name = self.fresh(hint)
        self.initializers.append(numpy_helper.from_array(arr.copy(order="C"), name))
        return name

    def ints(self, values: Sequence[int], hint: str = "i") -> str:
        """A 1-d int64 initializer (the shape, axes and split inputs of ONNX operators)."""
        return self.const(np.asarray(list(values), dtype=np.int64), hint=hint)

    def node(self, op_type: str, inputs: Sequence[str], n_outputs: int = 1,
             hint: str = "", **attrs: Any) -> list[str]:
        """Append an ONNX node; returns its output names."""
        base = hint or op_type.lower()
        outputs = [self.fresh(base) for _ in range(n_outputs)]
        attrs = {k: v for k, v in attrs.items() if v is not None}
        self.nodes.append(helper.make_node(op_type, list(inputs), outputs,
                                           name=self.fresh(base), **attrs))
        return outputs

    def value(self, arg: Any, dtype: torch.dtype | None = None) -> str:
        """The ONNX name of an argument: an FX node's value, or a Python number as a constant
        of ``dtype`` (the dtype of the tensor it combines with)."""
        if isinstance(arg, fx.Node):
            v = self.values[arg]
            if not isinstance(v, str):
                raise TypeError(f"{arg.name} has several outputs")
            return v
        return self.const(arg, dtype)


def _dims(t: torch.Tensor) -> list[int | str]:
    """Each extent: a number, or the name of dynamo's symbol for a dynamic one."""
    return [d if isinstance(d, int) else _dim_name(d) for d in t.shape]


def _dim_name(d: torch.SymInt) -> str:
    text = str(d.node.expr)
    return text if text.isidentifier() else "d_" + "".join(c if c.isalnum() else "_"
                                                           for c in text)


def graph_to_onnx(gm: fx.GraphModule, frozen: Mapping[int, torch.Tensor]
                  ) -> tuple[onnx.ModelProto, list[int]]:
    """The ONNX model of ``gm`` and the placeholders its inputs are, in order: placeholder
    ``k`` is an initializer holding ``frozen[k]`` when given, else an input (SymInt
    placeholders are neither); every output is a tensor.

    Raises ``NotImplementedError`` naming the node for anything the translation table cannot
    write (callers check support first, so this is a safety net, not the refusal path)."""
    b = OnnxBuilder()
    inputs: list[onnx.ValueInfoProto] = []
    input_positions: list[int] = []
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    for k, n in enumerate(placeholders):
        if k in frozen:
            b.values[n] = b.const(frozen[k].detach().cpu().numpy(), hint=n.name)
            continue
        t = tensor_meta(n)
        if t is None:
            continue  # a SymInt: its value is an extent of some tensor input
        name = n.name
        inputs.append(helper.make_tensor_value_info(name, ONNX_DTYPES[t.dtype], _dims(t)))
        input_positions.append(k)
        b.values[n] = name
    outputs: list[onnx.ValueInfoProto] = []
    taken = {i.name for i in inputs}
    for n in gm.graph.nodes:
        if n.op == "get_attr":
            b.values[n] = b.const(getattr(gm, n.target).detach().cpu().numpy(), hint=n.name)
        elif n.op == "call_function":
            if n.target is operator.getitem:
                b.values[n] = b.values[n.args[0]][n.args[1]]
                continue
            if CONSTANT_META in n.meta:
                b.values[n] = b.const(n.meta[CONSTANT_META].numpy(), hint=n.name)
                continue
            spec = lookup_aten(n)
            if spec is None:
                raise NotImplementedError(f"no ONNX translation for {n.format_node()}")
            b.values[n] = spec.emit(b, n)
        elif n.op == "output":
            results = n.args[0] if isinstance(n.args[0], (tuple, list)) else (n.args[0],)
            taken.update(i.name for i in b.initializers)
            for r in results:
                t = tensor_meta(r)
                if t is None:
                    raise NotImplementedError(f"graph output {r} is not a tensor")
                name = b.value(r)
                if name in taken:  # an input, a constant or an output already: a copy
                    name = b.node("Identity", [name], hint="output")[0]
                taken.add(name)
                outputs.append(helper.make_tensor_value_info(name, ONNX_DTYPES[t.dtype],
                                                             None))
    graph = helper.make_graph(b.nodes, "torch_graph", inputs, outputs, b.initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", TARGET_OPSET)],
                              producer_name="loopcraft.torch")
    return model, input_positions
