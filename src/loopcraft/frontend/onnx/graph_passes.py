"""Graph rewrites before lowering: a ``Conv`` absorbs the per-channel affine maps after it
(:func:`fold_into_conv`); and, for the epilogue fusion, GELU spelled as separate nodes
becomes one ``Gelu`` (:func:`recognize_gelu`) and a transformer's ``(1, T, K)`` products
with their bias and activation run in 2-d (:func:`flatten_products`).

``Conv -> BatchNormalization`` (inference, constant statistics), ``Conv -> Mul(c)`` and
``Conv -> Add(c)`` with ``c`` a constant that is one value per output channel (or one value)
become one ``Conv`` with new weights and bias. Why before lowering: a folded BatchNorm costs
nothing at run time -- no nest, no temporary, no pass over the activations -- and it leaves
``Conv -> Relu``, which the epilogue fusion (``fuse_epilogue``) then puts in the convolution
kernel's write-back. Why a graph pass and not a recipe step: the rewrite changes *weights*
(compile-time constants of the model, not of the program), which no IR transformation
sees; it is switchable (:func:`fold_into_conv` is called by ``lower_model(fold=True)``, the
``fusion`` setting of ``compile_model``) so that the ablation can measure it.

Exact float math. ``W``, ``b`` (zero when the Conv has none), BatchNorm's ``scale``,
``bias``, ``mean``, ``var`` and ``epsilon`` are converted to float64 and

- BatchNorm: ``a = scale / sqrt(var + epsilon)``; ``W'[m] = W[m] * a[m]``,
  ``b'[m] = (b[m] - mean[m]) * a[m] + bias[m]``;
- ``Mul(c)``: ``W'[m] = W[m] * c[m]``, ``b'[m] = b[m] * c[m]``;
- ``Add(c)``: ``W' = W``, ``b'[m] = b[m] + c[m]``;

then rounded once to the Conv's dtype. The unfolded graph computes ``((x * W + b) - mean) *
a + bias`` in the model's dtype (float32) with a rounding after each operation, so the two
differ by a few float32 ulps of the activations (onnxruntime folds the same way).

When (anything else is left alone): the Conv's weights (and bias, if any) are initializers;
the Conv's output is read by that one node and is not a graph output; the other node's
parameters are initializers of the Conv's dtype; BatchNorm is in inference mode with one
output; a Mul/Add constant broadcasts to the output's channel axis only (shape ``(M, 1, ...,
1)`` after NumPy's right alignment, or one element) and does not change the output's shape
or dtype. The rewrite repeats until nothing changes (``Conv -> BN -> Mul`` folds twice).
"""

from __future__ import annotations

import numpy as np
import onnx
from onnx import helper, numpy_helper

__all__ = ["flatten_products", "fold_into_conv", "recognize_gelu"]


def _consumers(graph: onnx.GraphProto) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for k, node in enumerate(graph.node):
        for name in node.input:
            if name:
                out.setdefault(name, []).append(k)
    return out


def _per_channel(c: np.ndarray, channels: int, out_ndim: int) -> np.ndarray | None:
    """``c`` as one value per output channel (float64), or None when it varies along
    another axis or would broadcast the output to more axes."""
    if c.size == 1 and c.ndim <= out_ndim:
        return np.full(channels, float(c.reshape(-1)[0]))
    if c.ndim > out_ndim - 1 or c.ndim < out_ndim - 1:
        return None  # must align the channel axis: (M, 1, ..., 1) against (N, M, ...)
    if c.shape[0] not in (1, channels) or any(d != 1 for d in c.shape[1:]):
        return None
    return np.broadcast_to(c.reshape(-1).astype(np.float64), (channels,)).copy()


def _affine(node: onnx.NodeProto, inits: dict[str, np.ndarray], dtype: np.dtype,
            channels: int, out_ndim: int) -> tuple[np.ndarray, np.ndarray] | None:
    """``(a, b)`` with ``node(y) = a[m] * y + b[m]`` per channel, or None."""
    attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
    params = [inits.get(n) for n in node.input[1:]]
    if any(p is None or p.dtype != dtype for p in params):
        return None
    if node.op_type == "BatchNormalization":
        if (int(attrs.get("training_mode", 0)) or len(params) != 4 or any(node.output[1:])
                or any(p.shape != (channels,) for p in params)):
            return None
        scale, bias, mean, var = (p.astype(np.float64) for p in params)  # type: ignore[union-attr]
        a = scale / np.sqrt(var + float(attrs.get("epsilon", 1e-5)))
        return a, bias - mean * a
    if node.op_type in ("Mul", "Add") and len(params) == 1:
        c = _per_channel(params[0], channels, out_ndim)  # type: ignore[arg-type]
        if c is None:
            return None
        return (c, np.zeros(channels)) if node.op_type == "Mul" else (np.ones(channels), c)
    return None


def fold_into_conv(model: onnx.ModelProto) -> tuple[onnx.ModelProto, int]:
    """``model`` with every foldable ``BatchNormalization``/``Mul``/``Add`` after a ``Conv``
    folded into it (see the module docstring), and the number of nodes folded. The model
    passed is not modified."""
    model = onnx.ModelProto.FromString(model.SerializeToString())
    g = model.graph
    folded = 0
    while _fold_one(g):
        folded += 1
    return model, folded


def _fold_one(g: onnx.GraphProto) -> bool:
    inits = {i.name: numpy_helper.to_array(i) for i in g.initializer}
    users = _consumers(g)
    outputs = {o.name for o in g.output}
    names = {*inits, *(n for node in g.node for n in (*node.input, *node.output))}
    for k, conv in enumerate(g.node):
        if conv.op_type != "Conv" or conv.input[1] not in inits:
            continue
        bias_name = conv.input[2] if len(conv.input) > 2 and conv.input[2] else ""
        if bias_name and bias_name not in inits:
            continue
        y = conv.output[0]
        if y in outputs or len(users.get(y, ())) != 1:
            continue
        nxt = g.node[users[y][0]]
        if nxt.op_type == "BatchNormalization":
            if nxt.input[0] != y:
                continue
        elif nxt.op_type not in ("Mul", "Add") or len(nxt.input) != 2:
            continue
        w = inits[conv.input[1]]
        if nxt.op_type != "BatchNormalization":  # the constant may be either operand
            other = nxt.input[1] if nxt.input[0] == y else nxt.input[0]
            nxt = helper.make_node(nxt.op_type, [y, other], list(nxt.output))
        ab = _affine(nxt, inits, w.dtype, w.shape[0], w.ndim)
        if ab is None:
            continue
        a, shift = ab
        b = inits[bias_name].astype(np.float64) if bias_name else np.zeros(w.shape[0])
        w2 = (w.astype(np.float64) * a.reshape((-1,) + (1,) * (w.ndim - 1))).astype(w.dtype)
        b2 = (b * a + shift).astype(w.dtype)
        wname, bname = _fresh(names, conv.input[1] + "_folded"), _fresh(names, y + "_bias")
        g.initializer.extend([numpy_helper.from_array(w2, wname),
                              numpy_helper.from_array(b2, bname)])
        new = onnx.NodeProto()
        new.CopyFrom(conv)
        del new.input[:]
        new.input.extend([conv.input[0], wname, bname])
        del new.output[:]
        new.output.extend([nxt.output[0]])
        consumer = users[y][0]
        nodes = [n for i, n in enumerate(g.node) if i not in (k, consumer)]
        nodes.insert(k, new)
        del g.node[:]
        g.node.extend(nodes)
        return True
    return False


def _fresh(names: set[str], base: str) -> str:
    name, k = base, 1
    while name in names:
        k += 1
        name = f"{base}_{k}"
    names.add(name)
    return name


#: Nodes of one input (and constant parameters) that a GEMM's epilogue applies
#: (:mod:`loopcraft.libops.activations`): kept on the 2-d product by :func:`flatten_products`.
_EPILOGUE_OPS = ("Relu", "Clip", "LeakyRelu", "Sigmoid", "HardSwish", "Gelu", "Tanh")


def flatten_products(model: onnx.ModelProto) -> tuple[onnx.ModelProto, int]:
    """``model`` with each ``MatMul`` of a ``(1, ..., 1, T, K)`` activation by a 2-d constant
    ``W``, and the chain of epilogue nodes after it, computed on ``(T, N)`` between two
    ``Reshape`` nodes; and the number of chains rewritten. The model passed is not modified.

    Why: a transformer's ``[1, T, D] @ W + b -> Gelu`` lowers to one 2-d product whose output
    the bias ``Add`` reads through a 3-d view, which ``fuse_epilogue`` does not look through:
    the bias and the activation stayed a pass over the product's output. On 2-d tensors the
    chain is a 2-d product followed by 2-d nests, which fuse into the GEMM's write-back; the
    reshapes are views (free). The chain: while the tensor has one reader and is not a graph
    output, an ``Add`` of a constant of shape ``(N,)`` (a bias row) or one of
    :data:`_EPILOGUE_OPS` whose other inputs are constants. Only chains of at least one such
    node are rewritten (a bare product lowers to the same 2-d call already)."""
    model = onnx.ModelProto.FromString(model.SerializeToString())
    g = model.graph
    shapes = _static_shapes(model)
    inits = {i.name: numpy_helper.to_array(i) for i in g.initializer}
    users = _consumers(g)
    outputs = {o.name for o in g.output}
    names = {*inits, *(n for node in g.node for n in (*node.input, *node.output))}
    moved: set[int] = set()
    nodes: list[onnx.NodeProto] = []
    count = 0
    for k, node in enumerate(g.node):
        if k in moved:
            continue
        a_shape = shapes.get(node.input[0]) if node.op_type == "MatMul" else None
        w = inits.get(node.input[1]) if a_shape else None
        if (w is None or w.ndim != 2 or w.dtype != np.float32 or len(a_shape) < 3
                or any(d != 1 for d in a_shape[:-2])):
            nodes.append(node)
            continue
        chain = _epilogue_chain(g, node.output[0], users, outputs, inits, w.shape[1])
        if not chain:
            nodes.append(node)
            continue
        moved.update(chain)
        count += 1
        rows = a_shape[-2]

        def shape_const(dims: tuple[int, ...], base: str) -> str:
            name = _fresh(names, base)
            g.initializer.append(numpy_helper.from_array(np.array(dims, np.int64), name))
            return name

        a2 = _fresh(names, node.input[0] + "_2d")
        nodes.append(helper.make_node("Reshape", [node.input[0], shape_const(
            (rows, w.shape[0]), a2 + "_shape")], [a2]))
        current = _fresh(names, node.output[0] + "_2d")
        nodes.append(helper.make_node("MatMul", [a2, node.input[1]], [current]))
        last = node.output[0]  # the original tensor the next node of the chain reads
        for c in chain:
            step = onnx.NodeProto()
            step.CopyFrom(g.node[c])
            step.input[list(step.input).index(last)] = current
            last = step.output[0]
            current = _fresh(names, last + "_2d")
            step.output[0] = current
            nodes.append(step)
        nodes.append(helper.make_node("Reshape", [current, shape_const(
            (*a_shape[:-1], w.shape[1]), last + "_shape")], [last]))
    del g.node[:]
    g.node.extend(nodes)
    return model, count


def _epilogue_chain(g: onnx.GraphProto, tensor: str, users: dict[str, list[int]],
                    outputs: set[str], inits: dict[str, np.ndarray], cols: int) -> list[int]:
    """The indices of the epilogue nodes after ``tensor`` (see :func:`flatten_products`)."""
    chain: list[int] = []
    while tensor not in outputs and len(users.get(tensor, ())) == 1:
        node = g.node[users[tensor][0]]
        others = [n for n in node.input if n and n != tensor]
        if node.op_type == "Add" and len(node.input) == 2 and len(others) == 1:
            bias = inits.get(others[0])
            if bias is None or bias.shape != (cols,) or bias.dtype != np.float32:
                break
        elif node.op_type not in _EPILOGUE_OPS or any(n not in inits for n in others):
            break
        if list(node.input).count(tensor) != 1 or len(node.output) != 1:
            break
        chain.append(users[tensor][0])
        tensor = node.output[0]
    return chain


def _static_shapes(model: onnx.ModelProto) -> dict[str, tuple[int, ...]]:
    """The static shapes onnx's shape inference gives the graph's tensors (those it knows;
    none for a model over protobuf's 2 GB, which it cannot serialize)."""
    try:
        inferred = onnx.shape_inference.infer_shapes(model)
    except ValueError:
        return {}
    g = inferred.graph
    out: dict[str, tuple[int, ...]] = {}
    for vi in (*g.input, *g.value_info, *g.output):
        dims = vi.type.tensor_type.shape.dim
        if vi.type.tensor_type.HasField("shape") and all(d.HasField("dim_value") for d in dims):
            out[vi.name] = tuple(d.dim_value for d in dims)
    return out


def recognize_gelu(model: onnx.ModelProto) -> tuple[onnx.ModelProto, int]:
    """``model`` with GELU written as separate nodes replaced by one ``Gelu`` node, and the
    number replaced. The model passed is not modified.

    Why: exporters before opset 20 (and hand-written graphs) spell GELU as ``Div(x, sqrt 2)
    -> Erf -> Add(1) -> Mul(x) -> Mul(0.5)``, or its tanh form with ``Pow(x, 3)`` (or ``x * x
    * x``), ``Mul(0.044715)``, ``Add(x)``, ``Mul(sqrt(2 / pi))`` and ``Tanh``; lowered node by
    node that is five to nine nests, none of which is an activation ``fuse_epilogue``
    recognizes, and a libm call per element. As one ``Gelu`` it is one formula of
    :mod:`loopcraft.libops.activations`, fused into the product or convolution before it.
    Constants must match to float32 precision; every intermediate tensor must have one
    reader and not be a graph output; the three ways of grouping ``x * (1 + f) * 0.5`` are
    accepted."""
    model = onnx.ModelProto.FromString(model.SerializeToString())
    g = model.graph
    count = 0
    while (found := _find_gelu(g)) is not None:
        last, x, approximate, dead = found
        gelu = helper.make_node("Gelu", [x], [g.node[last].output[0]],
                                approximate=approximate)
        nodes = [gelu if k == last else n for k, n in enumerate(g.node) if k not in dead]
        del g.node[:]
        g.node.extend(nodes)
        count += 1
    return model, count


class _Graph:
    """Who writes each tensor, who reads it, which constants it holds: for matching."""

    def __init__(self, g: onnx.GraphProto) -> None:
        self.g = g
        self.writer = {o: k for k, n in enumerate(g.node) for o in n.output}
        self.users = _consumers(g)
        self.outputs = {o.name for o in g.output}
        self.consts = {i.name: numpy_helper.to_array(i) for i in g.initializer}
        for n in g.node:
            if n.op_type == "Constant" and n.attribute and n.attribute[0].name == "value":
                self.consts[n.output[0]] = numpy_helper.to_array(n.attribute[0].t)

    def const(self, name: str, value: float) -> bool:
        c = self.consts.get(name)
        return c is not None and c.size == 1 and bool(np.isclose(float(c.reshape(-1)[0]),
                                                                 value, rtol=1e-6, atol=0))

    def node(self, tensor: str, op: str, used: list[int]) -> onnx.NodeProto | None:
        """The ``op`` node writing ``tensor`` when ``tensor`` has one reader and is no output
        (appended to ``used``)."""
        k = self.writer.get(tensor)
        if (k is None or self.g.node[k].op_type != op or tensor in self.outputs
                or len(self.users.get(tensor, ())) != 1):
            return None
        used.append(k)
        return self.g.node[k]

    def split(self, node: onnx.NodeProto, value: float) -> str | None:
        """The input of the binary ``node`` other than the constant ``value``."""
        a, b = node.input
        return b if self.const(a, value) else a if self.const(b, value) else None


def _find_gelu(g: onnx.GraphProto) -> tuple[int, str, str, set[int]] | None:
    """The last node of a GELU subgraph, its input, its form and the other nodes."""
    m = _Graph(g)
    for k, last in enumerate(g.node):
        if last.op_type != "Mul" or len(last.input) != 2:
            continue
        for x, one_plus, grouping in _gelu_factors(m, last):
            used = [grouping]
            add = m.node(one_plus, "Add", used)
            f = add and m.split(add, 1.0)
            inner = f and (m.node(f, "Erf", used) or m.node(f, "Tanh", used))
            if not inner:
                continue
            if inner.op_type == "Erf" and _scaled(m, inner.input[0], x, 1 / np.sqrt(2), used):
                return k, x, "none", {u for u in used if u != k}
            if inner.op_type == "Tanh" and _tanh_argument(m, inner.input[0], x, used):
                return k, x, "tanh", {u for u in used if u != k}
    return None


def _gelu_factors(m: _Graph, last: onnx.NodeProto) -> list[tuple[str, str, int]]:
    """``(x, t, k)`` with ``last = x * t * 0.5`` grouped as ``(x * t) * 0.5``, ``(x * 0.5) *
    t`` or ``x * (t * 0.5)``, the other multiplication being node ``k``."""
    out = []
    a, b = last.input
    for p, q in ((a, b), (b, a)):
        used: list[int] = []
        inner = m.node(p, "Mul", used)
        if inner is None:
            continue
        if m.const(q, 0.5):
            out += [(inner.input[0], inner.input[1], used[0]),
                    (inner.input[1], inner.input[0], used[0])]
        y = m.split(inner, 0.5)
        if y is not None:
            out += [(y, q, used[0]), (q, y, used[0])]
    return out


def _scaled(m: _Graph, tensor: str, x: str, factor: float, used: list[int]) -> bool:
    """Whether ``tensor`` is ``x * factor`` or ``x / (1 / factor)``."""
    mul = m.node(tensor, "Mul", used)
    if mul is not None:
        return m.split(mul, factor) == x
    div = m.node(tensor, "Div", used)
    return div is not None and div.input[0] == x and m.const(div.input[1], 1 / factor)


def _tanh_argument(m: _Graph, tensor: str, x: str, used: list[int]) -> bool:
    """Whether ``tensor`` is ``sqrt(2 / pi) * (x + 0.044715 * x^3)``."""
    mul = m.node(tensor, "Mul", used)
    s = mul and m.split(mul, float(np.sqrt(2 / np.pi)))
    add = s and m.node(s, "Add", used)
    if not add or x not in add.input:
        return False
    cube_term = add.input[1] if add.input[0] == x else add.input[0]
    scale = m.node(cube_term, "Mul", used)
    cube = scale and m.split(scale, 0.044715)
    if not cube:
        return False
    power = m.node(cube, "Pow", used)
    if power is not None:
        return power.input[0] == x and m.const(power.input[1], 3.0)
    outer = m.node(cube, "Mul", used)  # x * (x * x) or (x * x) * x
    if outer is None or x not in outer.input:
        return False
    sq = outer.input[1] if outer.input[0] == x else outer.input[0]
    square = m.node(sq, "Mul", used)
    return square is not None and list(square.input) == [x, x]
