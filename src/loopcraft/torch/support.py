"""Which nodes of an ATen graph loopcraft compiles, and the constants it folds.

The partitioner asks :class:`LoopcraftSupport` about each node; the nodes it accepts are
grouped into subgraphs compiled by loopcraft, the others run eagerly. A node is accepted when
the translation table writes it (:mod:`.aten`), the ONNX front end registers every
operator that entry writes, and every tensor it reads or computes has a dtype loopcraft
compiles. Each refused tensor operator is remembered with its reason, for the one warning.

Folding: a node that computes a tensor from constants only (``aten.ones``, ``aten.arange``, a
causal mask's ``aten.triu`` of one) is evaluated once here and becomes an initializer, so the
operators that only build constants need no translation.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from typing import Any

import torch
from torch import fx
from torch.fx.passes.operator_support import OperatorSupportBase

from ..frontend.onnx import supported_operators
from .aten import CONSTANT_META, ONNX_DTYPES, lookup_aten, packet_name, tensor_meta

__all__ = ["LoopcraftSupport", "fold_constants"]

#: the largest constant folded (elements): a bigger one stays a run-time computation
_MAX_FOLD = 1 << 22

_NEVER_FOLD = frozenset({"aten.empty", "aten.empty_like", "aten.empty_strided",
                         "aten.new_empty", "aten.new_empty_strided"})


def _flat(args: Any) -> list[Any]:
    if isinstance(args, (list, tuple)):
        return [x for a in args for x in _flat(a)]
    if isinstance(args, dict):
        return _flat(list(args.values()))
    return [args]


def fold_constants(gm: fx.GraphModule) -> None:
    """Mark each node computable at compile time with its value (``meta[CONSTANT_META]``)."""
    known: dict[fx.Node, Any] = {}
    for n in gm.graph.nodes:
        if n.op == "get_attr":
            v = getattr(gm, n.target, None)
            if isinstance(v, torch.Tensor):
                known[n] = v
            continue
        if n.op != "call_function" or not isinstance(n.target, torch._ops.OpOverload):
            continue
        if (torch.Tag.nondeterministic_seeded in n.target.tags
                or packet_name(n) in _NEVER_FOLD):
            continue
        inputs = [a for a in _flat((n.args, n.kwargs)) if isinstance(a, fx.Node)]
        if not all(a in known for a in inputs):
            continue
        out = tensor_meta(n)
        if out is None or out.dtype not in ONNX_DTYPES or out.numel() > _MAX_FOLD:
            continue
        args, kwargs = fx.node.map_arg((n.args, n.kwargs), lambda a: known[a])
        with torch.no_grad():
            value = n.target(*args, **kwargs)
        if isinstance(value, torch.Tensor) and value.device.type == "cpu":
            known[n] = value
            n.meta[CONSTANT_META] = value.detach().contiguous()


class LoopcraftSupport(OperatorSupportBase):
    """The partitioner's question, answered from the translation table and the ONNX
    registry; ``refused`` collects ``{"aten.sort": "no translation", ...}``."""

    def __init__(self) -> None:
        self.onnx_ops = frozenset(supported_operators())
        self.refused: dict[str, str] = {}

    def is_node_supported(self, submodules: Mapping[str, torch.nn.Module],
                          node: fx.Node) -> bool:
        reason = self.reason(node)
        if reason is not None and _computes_tensors(node) and node.target is not operator.getitem:
            self.refused.setdefault(packet_name(node), reason)
        return reason is None

    def reason(self, node: fx.Node) -> str | None:
        """Why ``node`` is not compiled by loopcraft (None: it is)."""
        if node.op == "get_attr":
            value = getattr(node.graph.owning_module, node.target, None)
            return None if isinstance(value, torch.Tensor) and _compilable(value) \
                else "not a compilable tensor"
        if node.op != "call_function":
            return f"{node.op} node"
        if node.target is operator.getitem:
            src = node.args[0]
            if not isinstance(src, fx.Node) or self.reason(src) is not None:
                return "an output of an operator loopcraft does not compile"
            return None
        if CONSTANT_META in node.meta:
            return None
        spec = lookup_aten(node) if isinstance(node.target, torch._ops.OpOverload) else None
        if spec is None:
            return "no translation to ONNX"
        missing = sorted(spec.onnx_ops - self.onnx_ops)
        if missing:
            return f"the ONNX front end lacks {', '.join(missing)}"
        for t in _tensors(node):
            if not _compilable(t):
                return f"dtype {t.dtype} on {t.device}"
        if spec.provides is not None:
            if any(u.target is not operator.getitem for u in node.users):
                return "its outputs are used as a tuple"
            extra = sorted({u.args[1] for u in node.users} - set(spec.provides))
            if extra:
                return f"output(s) {extra} are not computed"
        elif not isinstance(tensor_meta(node), torch.Tensor):
            return "does not compute a tensor"
        return spec.check(node) if spec.check is not None else None


def _compilable(t: torch.Tensor | None) -> bool:
    return t is not None and t.dtype in ONNX_DTYPES and t.device.type == "cpu"


def _tensors(node: fx.Node) -> list[torch.Tensor]:
    """The tensors ``node`` reads and computes."""
    vals = [a.meta.get("val") for a in _flat((node.args, node.kwargs)) if isinstance(a, fx.Node)]
    vals += _flat(node.meta.get("val"))
    return [v for v in vals if isinstance(v, torch.Tensor)]


def _computes_tensors(node: fx.Node) -> bool:
    return node.op == "call_function" and any(isinstance(v, torch.Tensor)
                                              for v in _flat(node.meta.get("val")))
