"""Pooling: ``MaxPool``, ``AveragePool``, ``GlobalAveragePool``, ``GlobalMaxPool``.

A padded pool (or one whose ``ceil_mode`` windows run past the input) is split per spatial axis
into the *interior* -- the outputs whose whole window lies inside the input -- and the borders.
Why: a guard on every tap (``if`` the position is inside the input) keeps the innermost loop
from vectorizing and keeps the bounds checks (:mod:`loopcraft.codegen.bounds`) from being
hoisted, so the checked copy ran; on ResNet-18's stem pool (1x64x112x112, 3x3, stride 2, pad 1)
that was ~15x onnxruntime's time. The interior is one guard-free nest computing each output
from its taps in one expression (a balanced tree of NaN-propagating ``max``, or a sum divided by
the window's size), so the loop over output columns vectorizes (compare-and-blend) and every
index is provably in bounds. Each border region (per axis ``d``: the axes before ``d`` interior,
axis ``d`` before or after the interior, the axes after it whole) is an initialising nest and
an accumulating nest over output and window with the taps in the padding skipped, then, for
averages, a nest that divides by the window's size (``count_include_pad``: the padded window
clipped at the padded input, as onnxruntime counts; otherwise the taps inside the input). A
window of more than ``_UNROLL_TAPS`` taps keeps the loop form in the interior too, unguarded.

NaN: a window holding a NaN gives NaN (NumPy's ``maximum``, PyTorch's ``max_pool2d``).
onnxruntime's CPU kernel only returns NaN when the NaN is the window's last tap (it keeps
``max > x ? max : x``), and ``onnx.reference`` skips NaNs; neither is followed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ....ir import nodes as ir
from ..lowerer import GraphLowerer, Node, Tensor, c_const
from ..registry import onnx_operator
from .conv import in_window, spatial_pads, static_extents

__all__: list[str] = []

_POOL_ATTRS = ("auto_pad", "ceil_mode", "dilations", "kernel_shape", "pads", "strides",
               "storage_order", "count_include_pad")

#: windows of up to this many taps are one expression per output in the interior nest
_UNROLL_TAPS = 32

Range = tuple[int, int]


def _i(v: int) -> ir.Const:
    return ir.Const(int(v), "int64")


def _add(a: ir.Expr, b: int) -> ir.Expr:
    return a if b == 0 else ir.Binary("add", a, _i(b), "int64")


def interior_range(out: int, stride: int, kernel: int, dilation: int, pad: int, size: int
                   ) -> Range:
    """The outputs ``[lo, hi)`` of one axis whose window ``o*stride - pad + r*dilation``
    (``r < kernel``) lies inside ``[0, size)`` (``lo == hi``: none)."""
    lo = min(-(-pad // stride), out)
    hi = (size - 1 + pad - (kernel - 1) * dilation) // stride + 1
    return lo, min(max(hi, lo), out)


def pool_regions(outs: Sequence[int], inner: Sequence[Range]
                 ) -> list[tuple[str, list[Range], list[bool]]]:
    """The interior and the border regions, each as (name, output range per axis, whether
    its taps on that axis may fall outside the input); empty regions left out. The regions
    partition the output: for axis ``d`` the borders of ``d`` with the axes before it
    interior and the axes after it whole."""
    regions: list[tuple[str, list[Range], list[bool]]] = [("", list(inner), [False] * len(outs))]
    for d, (lo, hi) in enumerate(inner):
        for side, rng in (("l", (0, lo)), ("h", (hi, outs[d]))):
            ranges = [*inner[:d], rng, *((0, o) for o in outs[d + 1:])]
            guard = [a < ilo or b > ihi for (a, b), (ilo, ihi) in zip(ranges, inner, strict=True)]
            regions.append((f"e{d}{side}_", ranges, guard))
    return [r for r in regions if all(b > a for a, b in r[1])]


def _balanced(op: str, items: list[ir.Expr], dtype: str) -> ir.Expr:
    """``items`` combined by ``op`` as a balanced tree (short dependency chains)."""
    while len(items) > 1:
        pairs = [ir.Binary(op, a, b, dtype) for a, b in zip(items[::2], items[1::2], strict=False)]
        items = pairs + ([items[-1]] if len(items) % 2 else [])
    return items[0]


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
    if not is_max and dil != [1] * nsp:
        raise lw.refuse("AveragePool with dilations is not supported", attribute="dilations")
    begin, end, outs = spatial_pads(lw, node, sizes, kernel, strides, dil,
                                    bool(node.attr("ceil_mode", 0)))
    shape = (x.shape[0], x.shape[1], *outs)
    out = lw.alloc(x.dtype, shape)
    pool = _Pool(lw, x, out, is_max, bool(node.attr("count_include_pad", 0)), sizes, kernel,
                 strides, dil, begin, end)
    inner = [interior_range(o, s, k, d, b, sz) for o, s, k, d, b, sz in
             zip(outs, strides, kernel, dil, begin, sizes, strict=True)]
    taps = 1
    for k in kernel:
        taps *= k
    for role, ranges, guard in pool_regions(outs, inner):
        if role == "" and taps <= _UNROLL_TAPS:
            pool.direct(ranges)
        else:
            pool.accumulate(role, ranges, guard)
    lw.define(node.outputs[0], out)


class _Pool:
    """The nests of one pooling node over regions of its output."""

    def __init__(self, lw: GraphLowerer, x: Tensor, out: Tensor, is_max: bool, include: bool,
                 sizes: list[int], kernel: list[int], strides: list[int], dil: list[int],
                 begin: list[int], end: list[int]) -> None:
        self.lw, self.x, self.out, self.is_max, self.include = lw, x, out, is_max, include
        self.sizes, self.kernel, self.strides, self.dil = sizes, kernel, strides, dil
        self.begin, self.end = begin, end
        self.nsp = len(sizes)
        self.dt = x.dtype
        self.names = ["n", "c"] + [f"o{d}" for d in range(self.nsp)]

    def _nest(self, role: str, ranges: list[Range], extra: Sequence[int],
              body: Callable[[list[ir.Expr], list[ir.Expr], list[ir.Expr]], list[ir.Stmt]],
              extra_names: Sequence[str] = ()) -> None:
        """A nest over batch, channel, the output ``ranges`` (offset from 0) and ``extra``
        axes; ``body(n_c, o, extra)``."""
        starts = [a for a, _ in ranges]

        def inner(v: list[ir.Expr]) -> list[ir.Stmt]:
            o = [_add(e, s) for e, s in zip(v[2:2 + self.nsp], starts, strict=True)]
            return body(v[:2], o, v[2 + self.nsp:])

        self.lw.nest(role, (*self.out.shape[:2], *(b - a for a, b in ranges), *extra), inner,
                     names=[*self.names, *extra_names])

    def _pos(self, o: list[ir.Expr], taps: Sequence[ir.Expr | int]) -> list[ir.Expr]:
        res: list[ir.Expr] = []
        for oo, r, s, d, p in zip(o, taps, self.strides, self.dil, self.begin, strict=True):
            e = oo if s == 1 else ir.Binary("mul", oo, _i(s), "int64")
            if isinstance(r, int):
                e = _add(e, r * d - p)
            else:
                e = _add(ir.Binary("add", e, r if d == 1 else ir.Binary("mul", r, _i(d), "int64"),
                                   "int64"), -p)
            res.append(e)
        return res

    def direct(self, ranges: list[Range]) -> None:
        """The interior: each output from all its taps in one expression, no guard."""
        lw, x, dt = self.lw, self.x, self.dt
        windows: list[list[int]] = [[]]
        for k in self.kernel:
            windows = [[*w, r] for w in windows for r in range(k)]
        count = len(windows)

        def body(nc: list[ir.Expr], o: list[ir.Expr], _: list[ir.Expr]) -> list[ir.Stmt]:
            loads: list[ir.Expr] = [lw.at(x, [*nc, *self._pos(o, w)]) for w in windows]
            value = _balanced("max" if self.is_max else "add", loads, dt)
            if not self.is_max:
                value = ir.Binary("div", value, c_const(count, dt), dt)
            return [ir.Assign(lw.at(self.out, [*nc, *o]), value)]

        self._nest("", ranges, (), body)

    def accumulate(self, role: str, ranges: list[Range], guard: list[bool]) -> None:
        """A region by loops over the window: initialise, accumulate the taps inside the
        input (where ``guard`` says a tap may fall outside), then divide for an average."""
        lw, out, dt = self.lw, self.out, self.dt
        self._nest(f"{role}init_", ranges, (), lambda nc, o, _: [ir.Assign(
            lw.at(out, [*nc, *o]), c_const(float("-inf") if self.is_max else 0.0, dt))])

        def body(nc: list[ir.Expr], o: list[ir.Expr], taps: list[ir.Expr]) -> list[ir.Stmt]:
            pos = self._pos(o, taps)
            stmt = ir.Assign(lw.at(out, [*nc, *o]), lw.at(self.x, [*nc, *pos]),
                             "max" if self.is_max else "add")
            cond = in_window(pos, self.sizes, guard)
            return [stmt if cond is None else ir.If(cond, ir.Block((stmt,)))]

        self._nest(role, ranges, self.kernel, body, [f"r{d}" for d in range(self.nsp)])
        if not self.is_max:
            self._nest(f"{role}avg_", ranges, (), lambda nc, o, _: [ir.Assign(
                lw.at(out, [*nc, *o]), ir.Binary("div", lw.at(out, [*nc, *o]),
                                                 self._count(o), dt))])

    def _count(self, o: list[ir.Expr]) -> ir.Expr:
        """The divisor of an average at output ``o`` (``count_include_pad`` as onnxruntime
        counts: the padded window clipped at the padded input)."""
        total: ir.Expr = _i(1)
        for oo, s, k, b, e, sz in zip(o, self.strides, self.kernel, self.begin, self.end,
                                      self.sizes, strict=True):
            start = ir.Binary("sub", ir.Binary("mul", oo, _i(s), "int64"), _i(b), "int64")
            stop = ir.Binary("add", start, _i(k), "int64")
            if self.include:
                n = ir.Binary("sub", ir.Binary("min", stop, _i(sz + e), "int64"), start, "int64")
            else:
                n = ir.Binary("sub", ir.Binary("min", stop, _i(sz), "int64"),
                              ir.Binary("max", start, _i(0), "int64"), "int64")
            total = ir.Binary("mul", total, n, "int64")
        return ir.Cast(total, self.dt)


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
