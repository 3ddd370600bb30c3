"""The ``torch.compile`` backend: dynamo's graph -> ATen (``aot_autograd``) -> ONNX -> loopcraft.

``torch.compile(model, backend="loopcraft")`` hands :func:`backend` the FX graph dynamo
captured and its example inputs. ``aot_autograd`` turns it into a functional ATen graph (the
one vocabulary :mod:`.aten` translates); the partitioner groups the nodes loopcraft
compiles into subgraphs; each subgraph is written as an ONNX model and compiled by
:func:`loopcraft.driver.models.compile_model`, the ONNX path; everything else runs eagerly,
and one warning lists what did.

Weights: the graph's parameters and buffers (dynamo passes them as inputs) are *frozen*, taken
as the initializers of the ONNX model, so the ONNX front end can fold them (a transposed
``Linear`` weight, BatchNorm's scale and shift) and pack them once. A frozen tensor changed in
place afterwards (an optimizer step, ``load_state_dict``) is noticed on the next call (its
version counter) and the subgraph is rebuilt with the new values; the compiled module itself
is a cache hit, since weights are not part of it.
"""

from __future__ import annotations

import functools
import operator
import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch
from torch import fx
from torch._dynamo.backends.common import aot_autograd
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner
from torch.fx.passes.utils.fuser_utils import fuse_by_partitions

from ..driver.models import CompiledModel, compile_model
from ..errors import ConfigError, LoopcraftError, PerformanceWarning
from .aten import CONSTANT_META, packet_name
from .support import LoopcraftSupport, fold_constants
from .to_onnx import graph_to_onnx

__all__ = ["backend", "OPTIONS"]

#: ``torch.compile(..., options={...})`` keys the backend accepts, passed to compile_model
OPTIONS = ("num_threads", "boundscheck", "cache")

#: the sets of eager operators already warned about (each is warned about once)
_WARNED: set[frozenset[str]] = set()


def backend(gm: fx.GraphModule, example_inputs: Sequence[Any], *,
            options: Mapping[str, Any] | None = None, mode: str | None = None) -> Callable:
    """The dynamo backend registered as ``"loopcraft"``: returns the compiled callable.
    ``options`` (``torch.compile(..., options={...})``) go to ``compile_model``; loopcraft
    has no compile modes, so ``mode`` must be left out (or ``"default"``)."""
    if mode not in (None, "default"):
        raise ConfigError(f"torch.compile(backend='loopcraft') has no mode {mode!r}; leave "
                          f"mode out (tune with loopcraft.tune or a recipe instead)")
    options = dict(options or {})
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise ConfigError(f"torch.compile(backend='loopcraft') got unknown option(s) "
                          f"{', '.join(unknown)}; accepted: {', '.join(OPTIONS)}")
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    frozen = {k: t for k, (n, t) in enumerate(zip(placeholders, example_inputs, strict=False))
              if isinstance(t, torch.Tensor) and _is_weight(n, t)}
    forward = functools.partial(_compile_forward, frozen=frozen, n_inputs=len(example_inputs),
                                options=options)
    return aot_autograd(fw_compiler=forward, bw_compiler=_eager,
                        decompositions=_decompositions())(gm, example_inputs)


@functools.cache
def _decompositions() -> dict:
    """The few ATen operators without a translation that PyTorch decomposes into ones with
    one (every other operator keeps its granularity: see docs/models.md)."""
    from torch._decomp import decomposition_table
    aten = torch.ops.aten
    return {op: decomposition_table[op]
            for op in (aten._scaled_dot_product_flash_attention_for_cpu.default,)
            if op in decomposition_table}


def _is_weight(node: fx.Node, t: torch.Tensor) -> bool:
    """Whether dynamo lifted this input from a module's parameters or buffers."""
    from torch._dynamo.source import (
        ChainedSource,
        ParamBufferSource,
        UnspecializedParamBufferSource,
    )
    if isinstance(t, torch.nn.Parameter):
        return True
    source = getattr(node.meta.get("grapharg"), "source", None)
    while source is not None:
        if isinstance(source, (ParamBufferSource, UnspecializedParamBufferSource)):
            return True
        source = source.base if isinstance(source, ChainedSource) else None
    return False


def _eager(gm: fx.GraphModule, example_inputs: Sequence[Any]) -> Callable:
    """The backward graph runs eagerly (loopcraft compiles inference)."""
    from functorch.compile import make_boxed_func
    return make_boxed_func(gm.forward)


def _compile_forward(gm: fx.GraphModule, example_inputs: Sequence[Any], *,
                     frozen: dict[int, torch.Tensor], n_inputs: int,
                     options: dict[str, Any]) -> Callable:
    """Partition the ATen graph, compile each supported part with loopcraft, run the rest
    eagerly; returns the boxed callable aot_autograd expects. Runs outside dynamo's fake
    tensor mode: it reads the frozen weights and folds constants with real tensors."""
    from functorch.compile import make_boxed_func
    from torch._subclasses.fake_tensor import unset_fake_temporarily

    with unset_fake_temporarily():
        fused = _partition_and_compile(gm, example_inputs, frozen, n_inputs, options)
    return make_boxed_func(fused.forward)


def _partition_and_compile(gm: fx.GraphModule, example_inputs: Sequence[Any],
                           frozen: dict[int, torch.Tensor], n_inputs: int,
                           options: dict[str, Any]) -> fx.GraphModule:
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    if len(placeholders) != n_inputs or not all(
            _same_meta(example_inputs[k], t) for k, t in frozen.items()):
        frozen = {}  # aot_autograd reordered the inputs: every tensor is a run-time input
    fold_constants(gm)
    support = LoopcraftSupport()
    partitions = CapabilityBasedPartitioner(gm, support, allows_single_node_partition=True
                                            ).propose_partitions()
    partitions = [p for p in partitions if any(_computes(n) for n in p.nodes)]
    fused = fuse_by_partitions(gm, [p.nodes for p in partitions], prefix="loopcraft_",
                               always_return_tuple=True)
    position = {n: k for k, n in enumerate(n for n in fused.graph.nodes
                                           if n.op == "placeholder")}
    eager = dict(support.refused)
    for node in fused.graph.nodes:
        if node.op != "call_module" or not node.target.startswith("loopcraft_"):
            continue
        sub = getattr(fused, node.target)
        sub_frozen = {i: frozen[position[a]] for i, a in enumerate(node.args)
                      if a in position and position[a] in frozen}
        try:
            setattr(fused, node.target, CompiledSubgraph(sub, sub_frozen, options))
        except (LoopcraftError, NotImplementedError) as e:  # refused: this part runs eagerly
            ops = sorted({packet_name(n) for n in sub.graph.nodes if _computes(n)})
            eager[f"a subgraph of {', '.join(ops)}"] = str(e).splitlines()[0]
    _warn_eager(eager)
    fused.recompile()
    return fused


def _same_meta(fake: Any, real: torch.Tensor) -> bool:
    return (isinstance(fake, torch.Tensor) and fake.dtype == real.dtype
            and tuple(fake.shape) == tuple(real.shape))


def _computes(node: fx.Node) -> bool:
    """Does work worth a compiled module (not only getitem, get_attr or a folded constant)."""
    return (node.op == "call_function" and node.target is not operator.getitem
            and CONSTANT_META not in node.meta)


def _warn_eager(eager: dict[str, str]) -> None:
    if not eager or frozenset(eager) in _WARNED:
        return
    _WARNED.add(frozenset(eager))
    listing = "; ".join(f"{op} ({why})" for op, why in sorted(eager.items()))
    warnings.warn(f"torch.compile(backend='loopcraft'): these operators run eagerly in "
                  f"PyTorch, the rest of the graph is compiled: {listing}",
                  PerformanceWarning, stacklevel=2)


class CompiledSubgraph(torch.nn.Module):
    """A fused subgraph compiled by loopcraft, called by the partitioned graph in its place:
    tensors in, NumPy through the compiled model, tensors out (sharing the result arrays)."""

    def __init__(self, sub: fx.GraphModule, frozen: dict[int, torch.Tensor],
                 options: dict[str, Any]) -> None:
        super().__init__()
        self.graph_module = sub
        self._options = options
        self._build(frozen)

    def _build(self, frozen: dict[int, torch.Tensor]) -> None:
        model, self._inputs = graph_to_onnx(self.graph_module, frozen)
        self.model: CompiledModel = compile_model(model, name="torch_graph", **self._options)
        self._stamps = {k: _stamp(t) for k, t in frozen.items()}

    def forward(self, *args: Any) -> tuple[torch.Tensor, ...]:
        if any(_stamp(args[k]) != s for k, s in self._stamps.items()):
            self._build({k: args[k] for k in self._stamps})
        arrays = [args[k].detach().contiguous().numpy() for k in self._inputs]
        return tuple(torch.from_numpy(r) for r in self.model(*arrays))


def _stamp(t: torch.Tensor) -> tuple[int, int]:
    """What changes when a frozen tensor is changed or replaced: its version, its storage."""
    return (t._version, t.data_ptr())
