"""Tensor movement and shapes: ``Reshape``, ``Flatten``, ``Squeeze``, ``Unsqueeze`` (views, no
copy), ``Transpose``, ``Concat``, ``Split``, ``Slice``, ``Gather``, ``Expand``, ``Pad``,
``Tile`` (copy nests), and ``Shape``/``Size``/``ConstantOfShape`` where their results are known
at compile time (the model's shape arithmetic is folded there; a shape that depends on a
dynamic extent is refused).

Why copies rather than strided views: every intermediate array stays C-contiguous, so a later
reshape is always a view and the nests that read it walk memory with unit stride.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from ....ir import nodes as ir
from ..lowerer import GraphLowerer, Node, Tensor
from ..registry import onnx_operator
from ..shapes import Extent, as_expr, e_add, e_floordiv, product
from .common import axes_of, axis_of, broadcast_shape

__all__: list[str] = []


def _i(v: int) -> ir.Const:
    return ir.Const(int(v), "int64")


def _add(a: ir.Expr, b: Extent) -> ir.Expr:
    return a if b == 0 else ir.Binary("add", a, as_expr(b), "int64")


def _abs(e: ir.Expr) -> ir.Expr:
    return ir.Binary("max", e, ir.Unary("neg", e, "int64"), "int64")


def _copy(lw: GraphLowerer, src: Tensor, dst: Tensor, role: str, shape: Sequence[Extent],
          src_index: Callable[[list[ir.Expr]], Sequence[ir.Expr]],
          dst_index: Callable[[list[ir.Expr]], Sequence[ir.Expr]]) -> None:
    """One nest over ``shape``: ``dst[dst_index(idx)] = src[src_index(idx)]``."""
    lw.nest(role, shape, lambda idx: [ir.Assign(lw.at(dst, dst_index(idx)),
                                                lw.at(src, src_index(idx)))])


def _ints(lw: GraphLowerer, name: str, what: str) -> list[int]:
    return [int(v) for v in lw.need_const(name, what).reshape(-1)]


def _opt(node: Node, k: int) -> str:
    return node.inputs[k] if len(node.inputs) > k and node.inputs[k] else ""


@onnx_operator("Reshape", attrs=("allowzero",))
def _reshape(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    spec = _ints(lw, node.inputs[1], "shape")
    allowzero = int(node.attr("allowzero", 0))
    shape: list[Extent] = [x.shape[k] if (d == 0 and not allowzero) else d
                           for k, d in enumerate(spec)]
    if shape.count(-1) > 1:
        raise lw.refuse(f"shape {spec} has more than one -1", attribute="shape")
    if -1 in shape:
        known = product([e for e in shape if e != -1])
        shape[shape.index(-1)] = e_floordiv(product(x.shape), known)
    total, new = product(x.shape), product(shape)
    if isinstance(total, int) and isinstance(new, int) and total != new:
        raise lw.refuse(f"cannot reshape {x.shape} to {spec}", attribute="shape")
    lw.define(node.outputs[0], lw.reshape(x, tuple(shape)))


@onnx_operator("Flatten", attrs=("axis",))
def _flatten(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    axis = int(node.attr("axis", 1))
    axis = axis + x.ndim if axis < 0 else axis
    lw.define(node.outputs[0], lw.reshape(x, (product(x.shape[:axis]),
                                              product(x.shape[axis:]))))


@onnx_operator("Squeeze")
def _squeeze(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    if _opt(node, 1):
        axes = axes_of(lw, _ints(lw, node.inputs[1], "axes"), x.ndim)
    else:
        axes = [a for a, e in enumerate(x.shape) if e == 1]
    for a in axes:
        if x.shape[a] != 1:
            raise lw.refuse(f"axis {a} has extent {x.shape[a]}, not 1", attribute="axes")
    lw.define(node.outputs[0], lw.reshape(x, tuple(e for a, e in enumerate(x.shape)
                                                   if a not in axes)))


@onnx_operator("Unsqueeze")
def _unsqueeze(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    rank = x.ndim + len(lw.need_const(node.inputs[1], "axes").reshape(-1))
    axes = axes_of(lw, _ints(lw, node.inputs[1], "axes"), rank)
    rest = iter(x.shape)
    shape = tuple(1 if a in axes else next(rest) for a in range(rank))
    lw.define(node.outputs[0], lw.reshape(x, shape))


@onnx_operator("Transpose", attrs=("perm",))
def _transpose(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    perm = [int(p) for p in node.attr("perm", list(range(x.ndim))[::-1])]
    shape = tuple(x.shape[p] for p in perm)
    out = lw.alloc(x.dtype, shape)

    def src(idx: list[ir.Expr]) -> list[ir.Expr]:
        s: list[ir.Expr] = [_i(0)] * x.ndim
        for i, p in enumerate(perm):
            s[p] = idx[i]
        return s

    _copy(lw, x, out, "", shape, src, lambda idx: idx)
    lw.define(node.outputs[0], out)


@onnx_operator("Concat", attrs=("axis",))
def _concat(lw: GraphLowerer, node: Node) -> None:
    parts = [lw.tensor(n) for n in node.inputs if n]
    rank = parts[0].ndim
    axis = axis_of(lw, int(node.attr("axis")), rank)
    total: Extent = 0
    for p in parts:
        total = e_add(total, p.shape[axis])
    shape = tuple(total if a == axis else e for a, e in enumerate(parts[0].shape))
    out = lw.alloc(parts[0].dtype, shape)
    offset: Extent = 0
    for k, p in enumerate(parts):
        off = offset
        _copy(lw, p, out, f"in{k}_", p.shape, lambda idx: idx, lambda idx, off=off: [
            _add(v, off) if a == axis else v for a, v in enumerate(idx)])
        offset = e_add(offset, p.shape[axis])
    lw.define(node.outputs[0], out)


@onnx_operator("Split", attrs=("axis", "num_outputs"))
def _split(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    axis = axis_of(lw, int(node.attr("axis", 0)), x.ndim)
    n = x.shape[axis]
    if not isinstance(n, int):
        raise lw.refuse("Split along a dynamic axis", attribute="axis")
    outs = len(node.outputs)
    if _opt(node, 1):
        sizes = _ints(lw, node.inputs[1], "split")
    else:
        chunk = -(-n // outs)
        sizes = [min(chunk, n - k * chunk) for k in range(outs)]
    if sum(sizes) != n or len(sizes) != outs:
        raise lw.refuse(f"split sizes {sizes} do not cover extent {n}", attribute="split")
    offset = 0
    for k, (name, size) in enumerate(zip(node.outputs, sizes, strict=True)):
        shape = tuple(size if a == axis else e for a, e in enumerate(x.shape))
        out = lw.alloc(x.dtype, shape, f"out{k}")
        off = offset
        _copy(lw, x, out, f"out{k}_", shape, lambda idx, off=off: [
            _add(v, off) if a == axis else v for a, v in enumerate(idx)], lambda idx: idx)
        lw.define(name, out)
        offset += size


@onnx_operator("Slice")
def _slice(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    starts = _ints(lw, node.inputs[1], "starts")
    ends = _ints(lw, node.inputs[2], "ends")
    axes = _ints(lw, node.inputs[3], "axes") if _opt(node, 3) else list(range(len(starts)))
    steps = _ints(lw, node.inputs[4], "steps") if _opt(node, 4) else [1] * len(starts)
    first: list[ir.Expr | int] = [0] * x.ndim
    step = [1] * x.ndim
    shape = list(x.shape)
    for s, e, a, st in zip(starts, ends, axes, steps, strict=True):
        a = axis_of(lw, a, x.ndim)
        n = x.shape[a]
        if not isinstance(n, int):
            raise lw.refuse("Slice along a dynamic axis", attribute="axes")
        if st == 0:
            raise lw.refuse("step 0", attribute="steps")
        start, stop, stp = slice(s, e, st).indices(n)
        shape[a] = len(range(start, stop, stp))
        first[a], step[a] = start, stp
    out = lw.alloc(x.dtype, shape)

    def src(idx: list[ir.Expr]) -> list[ir.Expr]:
        res = []
        for v, f, st in zip(idx, first, step, strict=True):
            e: ir.Expr = v if st == 1 else ir.Binary("mul", v, _i(st), "int64")
            res.append(_add(e, f))
        return res

    _copy(lw, x, out, "", shape, src, lambda idx: idx)
    lw.define(node.outputs[0], out)


@onnx_operator("Gather", attrs=("axis",))
def _gather(lw: GraphLowerer, node: Node) -> None:
    data = lw.tensor(node.inputs[0])
    axis = axis_of(lw, int(node.attr("axis", 0)), data.ndim)
    n = data.shape[axis]
    ind_c = lw.const(node.inputs[1])
    if ind_c is not None:
        if not isinstance(n, int):
            raise lw.refuse("Gather along a dynamic axis", attribute="axis")
        if ind_c.size and (ind_c.min() < -n or ind_c.max() >= n):
            raise lw.refuse(f"indices out of range for extent {n}", attribute="indices")
        ind_v = np.where(ind_c < 0, ind_c + n, ind_c).astype(np.int64)
        ishape: tuple[Extent, ...] = tuple(int(d) for d in ind_v.shape)
        ind = lw.weight(ind_v)
    else:
        ind = lw.tensor(node.inputs[1])
        ishape = ind.shape
    shape = (*data.shape[:axis], *ishape, *data.shape[axis + 1:])
    out = lw.alloc(data.dtype, shape)
    k = len(ishape)

    def body(idx: list[ir.Expr]) -> list[ir.Stmt]:
        i: ir.Expr = lw.at(ind, idx[axis:axis + k])
        if i.dtype != "int64":
            i = ir.Cast(i, "int64")
        if ind_c is None:
            i = ir.Select(ir.Binary("lt", i, _i(0), "bool"), ir.Binary(
                "add", i, as_expr(n), "int64"), i, "int64")
        src = [*idx[:axis], i, *idx[axis + k:]]
        return [ir.Assign(lw.at(out, idx), lw.at(data, src))]

    lw.nest("", shape, body)
    lw.define(node.outputs[0], out)


@onnx_operator("Expand")
def _expand(lw: GraphLowerer, node: Node) -> None:
    x = lw.value(node.inputs[0])
    spec = _ints(lw, node.inputs[1], "shape")
    xs = lw.shape(node.inputs[0])
    shape = broadcast_shape(lw, [xs, tuple(spec)])
    out = lw.alloc(lw.dtype(node.inputs[0]), shape)
    lw.nest("", shape, lambda idx: [ir.Assign(lw.at(out, idx), lw.load(x, shape, idx))])
    lw.define(node.outputs[0], out)


@onnx_operator("Tile")
def _tile(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    reps = _ints(lw, node.inputs[1], "repeats")
    if not all(isinstance(e, int) for e in x.shape):
        raise lw.refuse("Tile of a tensor with a dynamic extent")
    shape = tuple(int(e) * r for e, r in zip(x.shape, reps, strict=True))
    out = lw.alloc(x.dtype, shape)
    _copy(lw, x, out, "", shape, lambda idx: [
        v if r == 1 else ir.Binary("mod", v, _i(e), "int64")
        for v, r, e in zip(idx, reps, x.shape, strict=True)], lambda idx: idx)
    lw.define(node.outputs[0], out)


@onnx_operator("Pad", attrs=("mode",))
def _pad(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    mode = node.attr("mode", "constant")
    mode = mode.decode() if isinstance(mode, bytes) else mode
    pads = _ints(lw, node.inputs[1], "pads")
    axes = (axes_of(lw, _ints(lw, node.inputs[3], "axes"), x.ndim) if _opt(node, 3)
            else list(range(x.ndim)))
    begin, end = [0] * x.ndim, [0] * x.ndim
    for k, a in enumerate(axes):
        begin[a], end[a] = pads[k], pads[k + len(axes)]
    if min(begin + end) < 0:
        raise lw.refuse("negative pads are not supported", attribute="pads")
    shape = tuple(e if not (b or en) else int(e) + b + en
                  for e, b, en in zip(x.shape, begin, end, strict=True))
    if any(not isinstance(e, int) for e, b, en in zip(x.shape, begin, end, strict=True)
           if b or en):
        raise lw.refuse("Pad along a dynamic axis", attribute="pads")
    if mode == "constant":
        value = lw.const(_opt(node, 2)) if _opt(node, 2) else None
        if _opt(node, 2) and value is None:
            raise lw.refuse("constant_value must be known at compile time",
                            attribute="constant_value")
        fill = value.reshape(-1)[0].item() if value is not None and value.size else 0
        out = lw.alloc(x.dtype, shape, fill=fill)
        _copy(lw, x, out, "", x.shape, lambda idx: idx,
              lambda idx: [_add(v, b) for v, b in zip(idx, begin, strict=True)])
    elif mode in ("edge", "reflect"):
        out = lw.alloc(x.dtype, shape)
        for a, e in enumerate(x.shape):
            if mode == "reflect" and (begin[a] >= e or end[a] >= e) and (begin[a] or end[a]):
                raise lw.refuse("reflect padding wider than the input", attribute="pads")

        def src(idx: list[ir.Expr]) -> list[ir.Expr]:
            res = []
            for v, b, en, e in zip(idx, begin, end, x.shape, strict=True):
                if not (b or en):
                    res.append(v)
                    continue
                j: ir.Expr = ir.Binary("sub", v, _i(b), "int64") if b else v
                if mode == "edge":
                    j = ir.Binary("min", ir.Binary("max", j, _i(0), "int64"), _i(e - 1), "int64")
                else:
                    j = _abs(j)
                    j = ir.Binary("sub", _i(e - 1), _abs(ir.Binary("sub", _i(e - 1), j, "int64")),
                                  "int64")
                res.append(j)
            return res

        _copy(lw, x, out, "", shape, src, lambda idx: idx)
    else:
        raise lw.refuse(f"mode={mode!r}", attribute="mode")
    lw.define(node.outputs[0], out)


@onnx_operator("Shape", "Size", attrs=("start", "end"))
def _shape(lw: GraphLowerer, node: Node) -> None:
    shape = lw.shape(node.inputs[0])
    if not all(isinstance(e, int) for e in shape):
        raise lw.refuse("the input has a dynamic extent, so its shape is not known at "
                        "compile time", hint="give the model fixed input shapes")
    if node.op_type == "Size":
        lw.define(node.outputs[0], np.array(int(np.prod(shape)), dtype=np.int64))
        return
    start, end = int(node.attr("start", 0)), node.attr("end")
    lw.define(node.outputs[0], np.array(shape[slice(start, None if end is None else int(end))],
                                        dtype=np.int64))


@onnx_operator("ConstantOfShape", attrs=("value",))
def _constant_of_shape(lw: GraphLowerer, node: Node) -> None:
    """Reached only when the shape is computed at run time (a constant one is folded)."""
    raise lw.refuse("the shape must be known at compile time", attribute="input")
