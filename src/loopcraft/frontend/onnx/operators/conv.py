"""``Conv`` and ``ConvTranspose``.

A 2-d convolution the ``conv2d`` library call can express (one group, no dilation, the same
padding on both sides of each axis, float) becomes that call, so the conv2d micro-kernel, the
im2col + BLAS implementation and the scheduler apply; a depthwise one (as many groups as input
and output channels, otherwise the same conditions) becomes ``libcall dwconv2d``
(:mod:`loopcraft.libops.depthwise`, its vectorized kernel); one with other groups, otherwise
the same conditions, one ``conv2d`` call per group on channel slices (views) of the input and
output; every other form (dilation, 1-d and 3-d, asymmetric padding) is a direct loop nest:
``out = bias``, then ``out[n, g*Mg + m, o] += x[n, g*Cg + c, o*s + r*d - pad] * w[g*Mg + m,
c, r]`` with the taps that fall in the padding skipped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from ....ir import nodes as ir
from ....libops.conv2d import conv2d_call
from ....libops.depthwise import dwconv2d_call
from ..lowerer import GraphLowerer, Node, Tensor
from ..registry import onnx_operator

__all__ = ["spatial_pads", "in_window", "static_extents"]

_CONV_ATTRS = ("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides")


def _i(v: int) -> ir.Const:
    return ir.Const(int(v), "int64")


def _add(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary("add", a, b, "int64")


def _mul(a: ir.Expr, b: int) -> ir.Expr:
    return a if b == 1 else ir.Binary("mul", a, _i(b), "int64")


def spatial_pads(lw: GraphLowerer, node: Node, sizes: Sequence[int], kernel: Sequence[int],
                 strides: Sequence[int], dilations: Sequence[int], ceil_mode: bool = False
                 ) -> tuple[list[int], list[int], list[int]]:
    """Pads at the start and end of each spatial axis, and the output extents (``auto_pad``,
    ``pads`` and ``ceil_mode`` as ONNX defines them)."""
    n = len(sizes)
    auto = node.attr("auto_pad", "NOTSET")
    auto = auto.decode() if isinstance(auto, bytes) else auto
    eff = [(k - 1) * d + 1 for k, d in zip(kernel, dilations, strict=True)]
    if auto in ("SAME_UPPER", "SAME_LOWER"):
        outs = [-(-s // st) for s, st in zip(sizes, strides, strict=True)]
        begin, end = [], []
        for s, st, e, o in zip(sizes, strides, eff, outs, strict=True):
            total = max(0, (o - 1) * st + e - s)
            small, large = total // 2, total - total // 2
            begin.append(small if auto == "SAME_UPPER" else large)
            end.append(large if auto == "SAME_UPPER" else small)
        return begin, end, outs
    if auto == "VALID":
        begin, end = [0] * n, [0] * n
    elif auto == "NOTSET":
        pads = [int(p) for p in node.attr("pads", [0] * 2 * n)]
        begin, end = pads[:n], pads[n:]
    else:
        raise lw.refuse(f"auto_pad={auto!r}", attribute="auto_pad")
    outs = []
    for s, st, e, b, en in zip(sizes, strides, eff, begin, end, strict=True):
        span = s + b + en - e
        o = (-(-span // st) if ceil_mode else span // st) + 1
        if ceil_mode and (o - 1) * st >= s + b:  # the last window must start inside
            o -= 1
        outs.append(o)
    if min(outs, default=1) < 1:
        raise lw.refuse(f"the output would be empty (extents {outs})")
    return begin, end, outs


def in_window(pos: Sequence[ir.Expr], sizes: Sequence[int], needed: Sequence[bool]
              ) -> ir.Expr | None:
    """``0 <= pos[d] < sizes[d]`` for the axes where a tap may fall outside (None: never)."""
    cond: ir.Expr | None = None
    for p, s, need in zip(pos, sizes, needed, strict=True):
        if not need:
            continue
        c = ir.Binary("and", ir.Binary("ge", p, _i(0), "bool"),
                      ir.Binary("lt", p, _i(s), "bool"), "bool")
        cond = c if cond is None else ir.Binary("and", cond, c, "bool")
    return cond


def static_extents(lw: GraphLowerer, t: Tensor, axes: Sequence[int]) -> list[int]:
    """The extents of ``axes`` of ``t``, refused unless fixed (only the batch may vary)."""
    out = []
    for a in axes:
        e = t.shape[a]
        if not isinstance(e, int):
            raise lw.refuse(f"axis {a} of the input has a dynamic extent (only the batch "
                            "axis may)")
        out.append(e)
    return out


@onnx_operator("Conv", attrs=_CONV_ATTRS)
def _conv(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    wv = lw.value(node.inputs[1])
    bias = node.inputs[2] if len(node.inputs) > 2 and node.inputs[2] else ""
    if x.dtype not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"Conv of {x.dtype} tensors is not supported (float only)")
    nsp = x.ndim - 2
    if nsp < 1:
        raise lw.refuse(f"Conv of a {x.ndim}-d input")
    cin = static_extents(lw, x, [1])[0]
    sizes = static_extents(lw, x, range(2, x.ndim))
    wshape = [int(e) for e in lw.shape(node.inputs[1])]
    m, cg, kernel = wshape[0], wshape[1], wshape[2:]
    group = int(node.attr("group", 1))
    if cg * group != cin or m % group:
        raise lw.refuse(f"weights {wshape} do not fit {cin} input channels in {group} groups")
    strides = [int(s) for s in node.attr("strides", [1] * nsp)]
    dil = [int(d) for d in node.attr("dilations", [1] * nsp)]
    begin, end, outs = spatial_pads(lw, node, sizes, kernel, strides, dil)
    out = lw.alloc(x.dtype, (x.shape[0], m, *outs))
    depthwise = group == cin == m and group > 1
    if nsp == 2 and (group == 1 or depthwise) and dil == [1, 1] and begin == end:
        w = lw.tensor(wv)
        b = lw.tensor(bias).name if bias else None
        make = dwconv2d_call if depthwise else conv2d_call
        call = make(out.name, x.name, w.name, b, tuple(strides), tuple(begin))
        if not depthwise and isinstance(wv, np.ndarray):  # packed once by the compiled model
            call = _with_attrs(call, lw.packed_attrs(wv, "conv2d"))
        lw.emit(call)
        lw.define(node.outputs[0], out)
        return
    if nsp == 2 and group > 1 and dil == [1, 1] and begin == end:
        _grouped_conv2d(lw, x, wv, bias, out, group, tuple(strides), tuple(begin))
        lw.define(node.outputs[0], out)
        return
    w = lw.tensor(wv)
    mg = m // group
    bt = lw.tensor(bias) if bias else None
    zero = ir.Const(0.0, x.dtype)
    lw.nest("init_", (x.shape[0], m, *outs), lambda idx: [ir.Assign(
        lw.at(out, idx), lw.at(bt, [idx[1]]) if bt else zero)],
        names=["n", "m"] + [f"o{d}" for d in range(nsp)])
    needed = [b > 0 or e > 0 for b, e in zip(begin, end, strict=True)]

    def body(v: list[ir.Expr]) -> list[ir.Stmt]:
        n_, g, mm, c = v[:4]
        taps, o = v[4:4 + nsp], v[4 + nsp:]
        oc = _add(_mul(g, mg), mm) if group > 1 else mm
        ic = _add(_mul(g, cg), c) if group > 1 else c
        pos = _window_positions(o, taps, strides, dil, begin)
        prod = ir.Binary("mul", lw.at(x, [n_, ic, *pos]), lw.at(w, [oc, c, *taps]), x.dtype)
        stmt: ir.Stmt = ir.Assign(lw.at(out, [n_, oc, *o]), prod, "add")
        cond = in_window(pos, sizes, needed)
        return [stmt if cond is None else ir.If(cond, ir.Block((stmt,)))]

    lw.nest("", (x.shape[0], group, mg, cg, *kernel, *outs), body,
            names=["n", "g", "m", "c"] + [f"r{d}" for d in range(nsp)]
            + [f"o{d}" for d in range(nsp)])
    lw.define(node.outputs[0], out)


def _grouped_conv2d(lw: GraphLowerer, x: Tensor, wv: np.ndarray | Tensor, bias: str, out: Tensor,
                    group: int, strides: tuple[int, ...], pads: tuple[int, ...]) -> None:
    """A grouped 2-d convolution (AlexNet's and ShuffleNet's, not depthwise) as one
    ``conv2d`` call per group on channel slices of ``x`` and ``out``, so each group runs on
    the conv2d kernels instead of a scalar loop nest. A constant filter and bias are sliced
    now (each group's filter then is packed once, like an ungrouped one's); a computed one is
    sliced by a view."""
    m, cin = int(out.shape[1]), int(x.shape[1])
    mg, cg = m // group, cin // group
    bv = lw.value(bias) if bias else None
    for g in range(group):
        xg = _channel_slice(lw, x, g * cg, cg, "xg")
        og = _channel_slice(lw, out, g * mg, mg, "og")
        if isinstance(wv, np.ndarray):
            wslice = np.ascontiguousarray(wv[g * mg:(g + 1) * mg])
            wg, packed = lw.weight(wslice).name, lw.packed_attrs(wslice, "conv2d")
        else:
            wg, packed = _channel_slice(lw, lw.tensor(wv), g * mg, mg, "wg", axis=0), {}
        bg = None
        if isinstance(bv, np.ndarray):
            bg = lw.weight(np.ascontiguousarray(bv[g * mg:(g + 1) * mg])).name
        elif bv is not None:
            bg = _channel_slice(lw, lw.tensor(bv), g * mg, mg, "bg", axis=0)
        lw.emit(_with_attrs(conv2d_call(og, xg, wg, bg, strides, pads), packed))


def _with_attrs(call: ir.LibCall, attrs: dict[str, object]) -> ir.LibCall:
    """``call`` with ``attrs`` (the packed-weight marker) among its attributes."""
    if not attrs:
        return call
    return replace(call, attrs=tuple(sorted({**dict(call.attrs), **attrs}.items())))


def _channel_slice(lw: GraphLowerer, t: Tensor, start: int, count: int, role: str,
                   axis: int = 1) -> str:
    """A view of ``count`` entries of ``t`` along ``axis`` from ``start`` (its other axes
    whole): the IR array's name."""
    name = lw.fresh(f"{lw.base}_{role}")
    offset = tuple(_i(start if a == axis else 0) for a in range(t.ndim))
    dims = tuple(ir.ViewDim(a, _i(count) if a == axis else ir.Dim(t.name, a), _i(1))
                 for a in range(t.ndim))
    lw.decls.append(ir.ArrayDecl(name, t.dtype, t.ndim))
    lw.emit(ir.View(name, t.name, offset, dims))
    lw.add_view(name, t.name)
    return name


@onnx_operator("ConvTranspose", attrs=_CONV_ATTRS + ("output_padding", "output_shape"))
def _conv_transpose(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    w = lw.tensor(node.inputs[1])
    bias = node.inputs[2] if len(node.inputs) > 2 and node.inputs[2] else ""
    if x.dtype not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"ConvTranspose of {x.dtype} tensors is not supported (float only)")
    nsp = x.ndim - 2
    cin = static_extents(lw, x, [1])[0]
    sizes = static_extents(lw, x, range(2, x.ndim))
    wshape = [int(e) for e in w.shape]
    group = int(node.attr("group", 1))
    mg, kernel = wshape[1], wshape[2:]
    cg = cin // group
    strides = [int(s) for s in node.attr("strides", [1] * nsp)]
    dil = [int(d) for d in node.attr("dilations", [1] * nsp)]
    opad = [int(p) for p in node.attr("output_padding", [0] * nsp)]
    auto = node.attr("auto_pad", "NOTSET")
    if (auto.decode() if isinstance(auto, bytes) else auto) != "NOTSET" \
            or node.attr("output_shape") is not None:
        raise lw.refuse("only explicit pads are supported",
                        attribute="auto_pad" if auto != "NOTSET" else "output_shape")
    pads = [int(p) for p in node.attr("pads", [0] * 2 * nsp)]
    begin, end = pads[:nsp], pads[nsp:]
    outs = [s * (i - 1) + op + (k - 1) * d + 1 - b - e for s, i, op, k, d, b, e in
            zip(strides, sizes, opad, kernel, dil, begin, end, strict=True)]
    m = mg * group
    out = lw.alloc(x.dtype, (x.shape[0], m, *outs))
    bt = lw.tensor(bias) if bias else None
    zero = ir.Const(0.0, x.dtype)
    lw.nest("init_", (x.shape[0], m, *outs), lambda idx: [ir.Assign(
        lw.at(out, idx), lw.at(bt, [idx[1]]) if bt else zero)],
        names=["n", "m"] + [f"o{d}" for d in range(nsp)])

    def body(v: list[ir.Expr]) -> list[ir.Stmt]:
        n_, g, c, mm = v[:4]
        taps, i = v[4:4 + nsp], v[4 + nsp:]
        oc = _add(_mul(g, mg), mm) if group > 1 else mm
        ic = _add(_mul(g, cg), c) if group > 1 else c
        pos = _window_positions(i, taps, strides, dil, begin)
        prod = ir.Binary("mul", lw.at(x, [n_, ic, *i]), lw.at(w, [ic, mm, *taps]), x.dtype)
        stmt = ir.Assign(lw.at(out, [n_, oc, *pos]), prod, "add")
        cond = in_window(pos, outs, [True] * nsp)
        assert cond is not None
        return [ir.If(cond, ir.Block((stmt,)))]

    lw.nest("", (x.shape[0], group, cg, mg, *kernel, *sizes), body,
            names=["n", "g", "c", "m"] + [f"r{d}" for d in range(nsp)]
            + [f"i{d}" for d in range(nsp)])
    lw.define(node.outputs[0], out)


def _window_positions(at: list[ir.Expr], taps: list[ir.Expr], strides: list[int],
                      dil: list[int], begin: list[int]) -> list[ir.Expr]:
    """Per spatial axis, ``at * stride + tap * dilation - pad_begin``: where a window tap
    falls in the (unpadded) input of a convolution, or the output of a transposed one."""
    return [ir.Binary("sub", _add(_mul(a, s), _mul(r, d)), _i(p), "int64") if p else
            _add(_mul(a, s), _mul(r, d))
            for a, r, s, d, p in zip(at, taps, strides, dil, begin, strict=True)]
