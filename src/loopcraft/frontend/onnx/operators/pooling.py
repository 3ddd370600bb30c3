"""Pooling: ``MaxPool``, ``AveragePool``, ``GlobalAveragePool``, ``GlobalMaxPool``.

Each is an initialising nest over the output and an accumulating nest over output and window
(taps in the padding skipped), then, for averages, a nest that divides by the window's size
(``count_include_pad``: the padded window clipped at the padded input, as onnxruntime counts;
otherwise the taps inside the input).
"""

from __future__ import annotations

from ....ir import nodes as ir
from ..lowerer import GraphLowerer, Node, c_const
from ..registry import onnx_operator
from .conv import in_window, spatial_pads, static_extents

__all__: list[str] = []

_POOL_ATTRS = ("auto_pad", "ceil_mode", "dilations", "kernel_shape", "pads", "strides",
               "storage_order", "count_include_pad")


def _i(v: int) -> ir.Const:
    return ir.Const(int(v), "int64")


@onnx_operator("MaxPool", "AveragePool", attrs=_POOL_ATTRS)
def _pool(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    if x.dtype not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"{node.op_type} of {x.dtype} tensors is not supported (float only)")
    if len(node.outputs) > 1 and node.outputs[1]:
        raise lw.refuse("the Indices output is not supported", attribute="Indices")
    nsp = x.ndim - 2
    sizes = static_extents(lw, x, range(2, x.ndim))
    kernel = [int(k) for k in node.attr("kernel_shape")]
    strides = [int(s) for s in node.attr("strides", [1] * nsp)]
    dil = [int(d) for d in node.attr("dilations", [1] * nsp)]
    is_max = node.op_type == "MaxPool"
    begin, end, outs = spatial_pads(lw, node, sizes, kernel, strides, dil,
                                    bool(node.attr("ceil_mode", 0)))
    dt = x.dtype
    shape = (x.shape[0], x.shape[1], *outs)
    out = lw.alloc(dt, shape)
    names = ["n", "c"] + [f"o{d}" for d in range(nsp)]
    lw.nest("init_", shape, lambda idx: [ir.Assign(lw.at(out, idx), c_const(
        float("-inf") if is_max else 0.0, dt))], names=names)
    # taps past the end also come from ceil_mode: check every axis whose window may leave x
    needed = [b > 0 or (o - 1) * s + (k - 1) * d + 1 - b > sz
              for b, o, s, k, d, sz in zip(begin, outs, strides, kernel, dil, sizes,
                                            strict=True)]

    def pos_of(o: list[ir.Expr], taps: list[ir.Expr]) -> list[ir.Expr]:
        res = []
        for oo, r, s, d, p in zip(o, taps, strides, dil, begin, strict=True):
            e: ir.Expr = ir.Binary("add", ir.Binary("mul", oo, _i(s), "int64"),
                                   ir.Binary("mul", r, _i(d), "int64"), "int64")
            res.append(ir.Binary("sub", e, _i(p), "int64") if p else e)
        return res

    def body(v: list[ir.Expr]) -> list[ir.Stmt]:
        n_, c = v[:2]
        o, taps = v[2:2 + nsp], v[2 + nsp:]
        pos = pos_of(o, taps)
        stmt = ir.Assign(lw.at(out, [n_, c, *o]), lw.at(x, [n_, c, *pos]),
                         "max" if is_max else "add")
        cond = in_window(pos, sizes, needed)
        return [stmt if cond is None else ir.If(cond, ir.Block((stmt,)))]

    lw.nest("", (*shape, *kernel), body, names=names + [f"r{d}" for d in range(nsp)])
    if not is_max:
        if dil != [1] * nsp:
            raise lw.refuse("AveragePool with dilations is not supported",
                            attribute="dilations")
        include = bool(node.attr("count_include_pad", 0))

        def count(o: list[ir.Expr]) -> ir.Expr:
            total: ir.Expr = _i(1)
            for oo, s, k, b, e, sz in zip(o, strides, kernel, begin, end, sizes, strict=True):
                start = ir.Binary("sub", ir.Binary("mul", oo, _i(s), "int64"), _i(b), "int64")
                stop = ir.Binary("add", start, _i(k), "int64")
                if include:
                    n = ir.Binary("sub", ir.Binary("min", stop, _i(sz + e), "int64"),
                                  start, "int64")
                else:
                    n = ir.Binary("sub", ir.Binary("min", stop, _i(sz), "int64"),
                                  ir.Binary("max", start, _i(0), "int64"), "int64")
                total = ir.Binary("mul", total, n, "int64")
            return ir.Cast(total, dt)

        lw.nest("avg_", shape, lambda idx: [ir.Assign(lw.at(out, idx), ir.Binary(
            "div", lw.at(out, idx), count(idx[2:]), dt))], names=names)
    lw.define(node.outputs[0], out)


@onnx_operator("GlobalAveragePool", "GlobalMaxPool")
def _global_pool(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    dt = x.dtype
    if dt not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"{node.op_type} of {dt} tensors is not supported (float only)")
    nsp = x.ndim - 2
    is_max = node.op_type == "GlobalMaxPool"
    shape = (x.shape[0], x.shape[1], *([1] * nsp))
    out = lw.alloc(dt, shape)
    zeros = [_i(0)] * nsp
    lw.nest("init_", shape[:2], lambda idx: [ir.Assign(lw.at(out, [*idx, *zeros]), c_const(
        float("-inf") if is_max else 0.0, dt))], names=["n", "c"])
    lw.nest("", x.shape, lambda idx: [ir.Assign(lw.at(out, [*idx[:2], *zeros]), lw.at(x, idx),
                                                "max" if is_max else "add")],
            names=["n", "c"] + [f"i{d}" for d in range(nsp)])
    if not is_max:
        count = 1
        for e in static_extents(lw, x, range(2, x.ndim)):
            count *= e
        lw.nest("avg_", shape[:2], lambda idx: [ir.Assign(lw.at(out, [*idx, *zeros]), ir.Binary(
            "div", lw.at(out, [*idx, *zeros]), c_const(count, dt), dt))], names=["n", "c"])
    lw.define(node.outputs[0], out)
