"""Entry point of the ONNX front end: a model (path or ``ModelProto``) -> one IR ``Program``.

The steps, in order: read the model; convert it to :data:`TARGET_OPSET` with
``onnx.version_converter`` when it declares another opset (the operators are written against
that one opset's semantics; a model the converter cannot convert is refused); infer shapes;
check the whole graph (:func:`check_graph`: every operator that runs at run time registered,
every attribute understood, every dtype compilable) so that an unsupported model fails before
anything is lowered or compiled; then lower node by node, folding every node whose inputs are
all known at compile time (``Constant``, ``Shape`` of a static shape, weight-only subgraphs)
with the ONNX reference implementation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import onnx
from onnx import helper, numpy_helper, shape_inference, version_converter

from ...errors import InternalError, LoopcraftError, UnsupportedOperatorError
from ...ir import nodes as ir
from ...ir.verify import verify
from . import operators  # noqa: F401  (registers the operators)
from .graph_passes import flatten_products, fold_into_conv, recognize_gelu
from .lowerer import IR_DTYPE, GraphLowerer, Node, Tensor
from .registry import lookup

__all__ = ["TARGET_OPSET", "GraphInput", "GraphOutput", "LoweredModel", "read_model",
           "check_graph", "lower_model", "weights_as_initializers"]

#: The opset whose semantics the operators implement; other models are converted to it.
TARGET_OPSET = 20

#: The most axes a returned array may have, and the most arrays a program may return (the
#: generated module's result descriptor, ``codegen/runtime/runtime.h``).
MAX_RETURN_NDIM = 4
MAX_RETURNS = 32

#: Operators never folded at compile time (their results are not a function of the inputs).
_NOT_FOLDABLE = frozenset({"RandomNormal", "RandomUniform", "RandomNormalLike",
                           "RandomUniformLike", "Multinomial", "Bernoulli", "If", "Loop",
                           "Scan"})


@dataclass(frozen=True)
class GraphInput:
    """A model input: its ONNX ``name``, the program parameter ``param`` bound to it, its
    dtype and shape (a number per fixed extent, the ``dim_param`` name -- or ``"?"`` -- per
    dynamic one)."""

    name: str
    param: str
    dtype: str
    shape: tuple[int | str, ...]


@dataclass(frozen=True)
class GraphOutput:
    """A model output: computed by the program (``constant`` None) or known at compile time.
    ``flat_shape``: the program returns it flattened (the runtime returns arrays of at most
    :data:`MAX_RETURN_NDIM` axes) and the caller reshapes it to this shape."""

    name: str
    dtype: str
    ndim: int
    constant: np.ndarray | None = None
    flat_shape: tuple[int, ...] | None = None


@dataclass(frozen=True)
class LoweredModel:
    """The program of a model and what calling it needs: the inputs in graph order (their
    parameters come first), the weight pools (parameter name -> array) and the outputs in
    graph order (the program returns the computed ones, in that order, as a tuple).

    ``weights`` also holds the packed pools (zeros: the compiled model fills them once, with
    its module's kernels, :mod:`loopcraft.libops.prepack`), and ``packed_sources`` says what
    goes where in them: ``(packed pool, offset) -> the constant``."""

    program: ir.Program | None
    inputs: tuple[GraphInput, ...]
    weights: dict[str, np.ndarray]
    outputs: tuple[GraphOutput, ...]
    packed_sources: dict[tuple[str, int], np.ndarray] = field(default_factory=dict)


def _refuse_model(reason: str, hint: str = "") -> UnsupportedOperatorError:
    return UnsupportedOperatorError("<model>", "<model>", reason, hint=hint)


def read_model(model: onnx.ModelProto | str | Path) -> onnx.ModelProto:
    """The model with its shapes inferred, in :data:`TARGET_OPSET`."""
    if not isinstance(model, onnx.ModelProto):
        model = onnx.load(str(model))
    opsets = {o.domain or "ai.onnx": o.version for o in model.opset_import}
    used = {n.domain or "ai.onnx" for n in model.graph.node}
    if used - {"ai.onnx"}:
        raise _refuse_model(f"operators of domain {', '.join(sorted(used - {'ai.onnx'}))} "
                            "are not supported (only the default ONNX domain)")
    version = opsets.get("ai.onnx", TARGET_OPSET)
    if version != TARGET_OPSET:
        try:
            model = version_converter.convert_version(model, TARGET_OPSET)
        except Exception as exc:  # the converter raises many kinds of errors
            raise _refuse_model(
                f"opset {version} could not be converted to opset {TARGET_OPSET}, the one "
                f"loopcraft implements ({type(exc).__name__}: {str(exc)[:200]})",
                hint="export the model at opset 20") from None
    try:
        return shape_inference.infer_shapes(model)
    except Exception as exc:
        raise _refuse_model(f"ONNX shape inference failed: {str(exc)[:300]}") from None


def _node(proto: onnx.NodeProto, k: int) -> Node:
    attrs = {a.name: helper.get_attribute_value(a) for a in proto.attribute}
    return Node(proto.name or f"#{k}", proto.op_type, tuple(proto.input), tuple(proto.output),
                attrs)


def _elem_dtype(elem_type: int) -> str | None:
    try:
        return str(np.dtype(helper.tensor_dtype_to_np_dtype(elem_type)))
    except Exception:
        return None


def _inferred(model: onnx.ModelProto) -> dict[str, onnx.TypeProto]:
    g = model.graph
    return {v.name: v.type for v in (*g.input, *g.value_info, *g.output)}


def _static_shape(t: onnx.TypeProto | None) -> bool:
    if t is None or not t.HasField("tensor_type") or not t.tensor_type.HasField("shape"):
        return False
    return all(d.HasField("dim_value") for d in t.tensor_type.shape.dim)


def check_graph(model: onnx.ModelProto) -> list[bool]:
    """Refuse the model unless every node that runs at run time can be lowered (registered
    operator, understood attributes, compilable dtypes); per node, whether it is folded at
    compile time instead (all its inputs are known then)."""
    g = model.graph
    types = _inferred(model)
    known = {i.name for i in g.initializer}
    folded: list[bool] = []
    for k, proto in enumerate(g.node):
        node = _node(proto, k)
        ins = [n for n in node.inputs if n]
        fold = node.op_type not in _NOT_FOLDABLE and (
            (ins and all(n in known for n in ins)) or node.op_type == "Constant"
            or (node.op_type in ("Shape", "Size") and _static_shape(types.get(ins[0]))))
        folded.append(bool(fold))
        if fold:
            known.update(n for n in node.outputs if n)
            continue
        op = lookup(node.op_type)
        if op is None:
            raise UnsupportedOperatorError(node.name, node.op_type,
                                           f"operator {node.op_type} is not supported")
        extra = sorted(set(node.attrs) - op.attrs)
        if extra:
            raise UnsupportedOperatorError(node.name, node.op_type,
                                           "attribute not supported", attribute=extra[0])
        for name in (*ins, *node.outputs):
            t = types.get(name)
            if t is not None and t.HasField("tensor_type"):
                dt = _elem_dtype(t.tensor_type.elem_type)
                if dt not in IR_DTYPE:
                    raise UnsupportedOperatorError(
                        node.name, node.op_type, f"tensor {name!r} has dtype {dt}, not one "
                        f"of {', '.join(IR_DTYPE)}")
    return folded


def weights_as_initializers(model: onnx.ModelProto) -> onnx.ModelProto:
    """``model`` with the constants :func:`fold_into_conv` could fold computed into
    initializers (the reference implementation evaluates the constant nodes behind them): the
    filter and bias of each ``Conv`` whose output a ``BatchNormalization``, ``Mul`` or ``Add``
    reads, and that node's other inputs. Why: some exporters build the weights with a constant
    subgraph (the onnx test data's ``light`` models make every filter and BatchNormalization
    parameter with ``ConstantOfShape``), and the fold reads only initializers (a ShuffleNet
    otherwise kept 49 BatchNormalization nests: 1.6 MB of C). Only those: every initializer
    is copied by the passes after this one, and a VGG-19 whose 550 MB of computed weights all
    became initializers took five times as long to compile. A constant the reference
    implementation cannot compute is left for :func:`lower_model` to fold or refuse."""
    from onnx.reference import ReferenceEvaluator

    g = model.graph
    producer = {o: n for n in g.node for o in n.output if o}
    wanted: set[str] = set()
    for node in g.node:
        if node.op_type not in ("BatchNormalization", "Mul", "Add"):
            continue
        conv = next((producer[i] for i in node.input if i in producer
                     and producer[i].op_type == "Conv"), None)
        if conv is not None:
            wanted.update(i for i in node.input if i and i not in conv.output)
            wanted.update(i for i in conv.input[1:] if i)
    wanted -= {i.name for i in g.initializer}
    needed, evaluate = set(wanted), set()
    for node in reversed(g.node):  # the constant nodes behind the wanted values
        if node.op_type not in _NOT_FOLDABLE and any(o in needed for o in node.output):
            evaluate.add(id(node))
            needed.update(i for i in node.input if i)
    known = {i.name: numpy_helper.to_array(i) for i in g.initializer if i.name in needed}
    computed: dict[str, np.ndarray] = {}
    for node in g.node:
        ins = [n for n in node.input if n]
        if id(node) not in evaluate or not all(n in known for n in ins):
            continue
        try:
            outs = ReferenceEvaluator(node).run(None, {n: known[n] for n in ins})
        except Exception:
            continue
        for name, v in zip(node.output, outs, strict=False):
            known[name] = np.asarray(v)
            if any(o in wanted for o in node.output):
                computed[name] = known[name]
    if not computed:
        return model
    model = onnx.ModelProto.FromString(model.SerializeToString())
    kept = [n for n in model.graph.node
            if not (any(n.output) and all(o in computed for o in n.output if o))]
    del model.graph.node[:]
    model.graph.node.extend(kept)
    model.graph.initializer.extend(numpy_helper.from_array(v, k) for k, v in computed.items())
    return model


def _fold(node: Node, proto: onnx.NodeProto, lw: GraphLowerer) -> list[np.ndarray]:
    """The outputs of a node whose inputs are all known, by the reference implementation."""
    from onnx.reference import ReferenceEvaluator

    if node.op_type in ("Shape", "Size"):
        return _shape_of(node, lw)
    feeds = {n: lw.const(n) for n in node.inputs if n}
    try:
        return [np.asarray(v) for v in ReferenceEvaluator(proto).run(None, feeds)]
    except Exception as exc:
        raise UnsupportedOperatorError(node.name, node.op_type, "folding the constant "
                                       f"subgraph failed ({type(exc).__name__}: {exc})"
                                       ) from None


def _shape_of(node: Node, lw: GraphLowerer) -> list[np.ndarray]:
    shape = lw.shape(node.inputs[0])
    if not all(isinstance(e, int) for e in shape):
        raise UnsupportedOperatorError(node.name, node.op_type, "the input has a dynamic "
                                       "extent, so its shape is not known at compile time")
    if node.op_type == "Size":
        return [np.array(int(np.prod(shape)), dtype=np.int64)]
    n = len(shape)
    start = int(node.attr("start", 0))
    end = node.attr("end")
    return [np.array(shape[slice(start if start >= 0 else start + n,
                                 None if end is None else int(end))], dtype=np.int64)]


def _input_shape(t: onnx.TypeProto) -> tuple[int | str, ...]:
    return tuple(d.dim_value if d.HasField("dim_value") else (d.dim_param or "?")
                 for d in t.tensor_type.shape.dim)


def lower_model(model: onnx.ModelProto | str | Path, name: str = "model",
                fold: bool = True, epilogues: bool = True) -> LoweredModel:
    """Lower ``model`` (see the module docstring); with ``fold``, per-channel constant maps
    after a convolution are first folded into its weights; with ``epilogues``, GELU written
    as separate nodes becomes one ``Gelu`` and a product of a ``(1, T, K)`` activation and its
    epilogue nodes are computed in 2-d, so that they fuse (:mod:`.graph_passes`). Raises
    ``UnsupportedOperatorError`` for what the front end does not compile; any other failure
    is a bug (``InternalError``)."""
    model = read_model(model)
    if fold:
        model = fold_into_conv(weights_as_initializers(model))[0]
    if epilogues:
        model = flatten_products(recognize_gelu(model)[0])[0]
    folded = check_graph(model)
    g = model.graph
    lw = GraphLowerer(name)
    inits = {i.name: numpy_helper.to_array(i) for i in g.initializer}
    inputs: list[GraphInput] = []
    symbols: dict[str, ir.Expr] = {}
    for inp in g.input:
        if inp.name in inits:
            continue
        dtype = _elem_dtype(inp.type.tensor_type.elem_type)
        if dtype not in IR_DTYPE:
            raise _refuse_model(f"input {inp.name!r} has dtype {dtype}")
        shape = _input_shape(inp.type)
        param = lw.fresh(f"in_{inp.name}")
        lw.params.append(ir.ArrayParam(param, dtype, max(len(shape), 1)))
        extents: list[int | ir.Expr] = []
        for axis, d in enumerate(shape):
            if isinstance(d, int):
                extents.append(d)
            else:  # the first input that declares a dynamic extent gives its value
                key = d if d != "?" else f"?{param}{axis}"
                extents.append(symbols.setdefault(key, ir.Dim(param, axis)))
        inputs.append(GraphInput(inp.name, param, dtype, shape))
        lw.define(inp.name, Tensor(param, dtype, tuple(extents)))
    for k, v in inits.items():
        lw.define(k, v)
    try:
        for k, (proto, fold) in enumerate(zip(g.node, folded, strict=True)):
            node = _node(proto, k)
            lw.start(node)
            if fold:
                for out, v in zip(node.outputs, _fold(node, proto, lw), strict=False):
                    lw.define(out, v)
                continue
            op = lookup(node.op_type)
            assert op is not None
            op.lower(lw, node)
        outputs, returned = _outputs(lw, g)
    except LoopcraftError:
        raise
    except Exception as exc:
        where = f"node {lw.node.name!r} ({lw.node.op_type})" if lw.node else "the graph"
        raise InternalError(f"loopcraft failed while lowering {where}: "
                            f"{type(exc).__name__}: {exc}") from exc
    program = None
    if len(returned) > MAX_RETURNS:
        raise _refuse_model(f"the model has {len(returned)} outputs computed at run time; at "
                            f"most {MAX_RETURNS} are supported")
    if returned:
        lw.emit(ir.Return(tuple(t.name for t in returned)))
        program = ir.Program(name, tuple(lw.params), tuple(lw.decls), ir.Block(tuple(lw.body)),
                             tuple(("array", t.dtype, max(t.ndim, 1)) for t in returned), True)
        verify(program)
    return LoweredModel(program, tuple(inputs), lw.pool_arrays(), outputs, lw.packed_sources)


def _outputs(lw: GraphLowerer, g: onnx.GraphProto
             ) -> tuple[tuple[GraphOutput, ...], list[Tensor]]:
    """The graph's outputs, and the arrays the program returns: arrays of their own (an
    output that is, or views, an input, a weight pool or another output is copied first, so
    that no result shares memory with an argument or with another result)."""
    outputs: list[GraphOutput] = []
    returned: list[Tensor] = []
    params = {p.name for p in lw.params}
    lw.base = "output"
    for out in g.output:
        v = lw.value(out.name)
        if isinstance(v, np.ndarray):
            outputs.append(GraphOutput(out.name, str(v.dtype), v.ndim, v))
            continue
        if lw.root(v.name) in params or any(lw.root(r.name) == lw.root(v.name)
                                               for r in returned):
            copy = lw.alloc(v.dtype, v.shape, "copy")
            lw.nest("copy", v.shape, lambda idx, v=v, copy=copy: [
                ir.Assign(lw.at(copy, idx), lw.at(v, idx))])
            v = copy
        flat = None
        if v.ndim > MAX_RETURN_NDIM:
            if not all(isinstance(e, int) for e in v.shape):
                raise _refuse_model(f"output {out.name!r} has {v.ndim} axes and a dynamic "
                                    f"extent (at most {MAX_RETURN_NDIM} axes then)")
            flat = tuple(int(e) for e in v.shape)
            v = lw.reshape(v, (int(np.prod(flat)),), "flat")
        outputs.append(GraphOutput(out.name, v.dtype, len(flat) if flat else v.ndim,
                                   flat_shape=flat))
        returned.append(v)
    return tuple(outputs), returned
