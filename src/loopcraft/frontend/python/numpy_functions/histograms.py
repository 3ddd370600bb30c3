"""``np.histogram`` with a number of equal-width bins (counts or weighted sums).

Why here and not as elementwise code: a histogram is a scatter (``hist[bin(x)] += w``), so it
lowers to one serial loop over the data with a data-dependent store, after the bin edges are
known. The bin of a value follows NumPy's uniform-bins algorithm step by step -- the index
``(x - first) / (last - first) * bins`` truncated, then corrected by one against the actual
edges (``x < edges[i]``: one down; ``x >= edges[i + 1]``: one up, except in the last bin,
which is closed) -- so values on or within an ulp of an edge land in the bin NumPy puts them
in, and values outside the range are not counted.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from ..types import ScalarType, kind_of
from ..values import AVal, SVal, TVal, Value, cast, const, i64
from .reductions import flatten, reduce_all
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


def _outer_edges(lw: Lowerer, x: AVal, range_node: ast.expr | None, dt: str
                 ) -> tuple[ir.Expr, ir.Expr]:
    """``(first, last)`` as NumPy's ``_get_outer_edges``: the given range, or the data's
    min and max (0 and 1 for no data); an empty range widened by 0.5 each way."""
    lo, hi = ir.Var(lw.scalar_temp(dt, "_lo"), dt), ir.Var(lw.scalar_temp(dt, "_hi"),
                                                              dt)
    if range_node is not None and not _is_none(range_node):
        r = lw.expr(range_node)
        if not (isinstance(r, TVal) and len(r.items) == 2):
            raise lw.error("range must be a (min, max) pair", range_node)
        ends = [lw._operand(v) for v in r.items]
        if not all(isinstance(v, SVal) for v in ends):
            raise lw.error("range must be a (min, max) pair of numbers", range_node)
        lw.emit(ir.Assign(lo, cast(ends[0].expr, dt)))
        lw.emit(ir.Assign(hi, cast(ends[1].expr, dt)))
        lw.emit(ir.If(ir.Binary("gt", lo, hi, "bool"), ir.Block((ir.Raise(
            "ValueError", "max must be larger than min in range parameter."),)),
            ir.Block(())))
    else:
        n = x.shape[0]
        empty = ir.Binary("eq", n, i64(0), "bool")
        lw.emit(ir.Assign(lo, const(0, dt)))
        lw.emit(ir.Assign(hi, const(1, dt)))
        lw.push()
        lw.emit(ir.Assign(lo, cast(reduce_all(lw, "min", x).expr, dt)))
        lw.emit(ir.Assign(hi, cast(reduce_all(lw, "max", x).expr, dt)))
        found = lw.pop()
        lw.emit(ir.If(ir.Unary("not", empty, "bool"), found, ir.Block(())))
    finite = ir.Binary("and", ir.Call("isfinite", (lo,), "bool"),
                       ir.Call("isfinite", (hi,), "bool"), "bool")
    lw.emit(ir.If(ir.Unary("not", finite, "bool"), ir.Block((ir.Raise(
        "ValueError", "the range of np.histogram is not finite"),)), ir.Block(())))
    lw.emit(ir.If(ir.Binary("eq", lo, hi, "bool"), ir.Block((
        ir.Assign(lo, ir.Binary("sub", lo, const(0.5, dt), dt)),
        ir.Assign(hi, ir.Binary("add", hi, const(0.5, dt), dt)))), ir.Block(())))
    return lo, hi


def _edges(lw: Lowerer, first: ir.Expr, last: ir.Expr, nb: ir.Expr, dt: str) -> AVal:
    """``np.linspace(first, last, bins + 1)`` in ``dt``."""
    step = ir.Binary("div", ir.Binary("sub", cast(last, "float64"), cast(first, "float64"),
                                      "float64"), cast(nb, "float64"), "float64")

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        v = ir.Binary("add", cast(first, "float64"), ir.Binary(
            "mul", cast(idx[0], "float64"), step, "float64"), "float64")
        return cast(ir.Select(ir.Binary("eq", idx[0], nb, "bool"), cast(last, "float64"), v,
                              "float64"), dt)

    return AVal(dt, (ir.Binary("add", nb, i64(1), "int64"),), load)


def _scatter(lw: Lowerer, x: AVal, weights: AVal | None, edges: AVal, hist: AVal, first: ir.Expr,
             last: ir.Expr, nb: ir.Expr, dt: str) -> None:
    """One serial loop: each value in ``[first, last]`` adds its weight to its bin."""
    b = ir.Var(lw.scalar_temp("int64", "_bin"), "int64")
    v = ir.Var(lw.scalar_temp(dt, "_hv"), dt)
    denom = ir.Binary("sub", last, first, dt)
    nb_dt = cast(nb, dt)

    def body(idx: tuple[ir.Expr, ...]) -> None:
        hist_at = hist.load((b,))
        assert isinstance(hist_at, ir.Access)
        w = i64(1) if weights is None else weights.load(idx)
        inside = ir.Binary("and", ir.Binary("ge", v, first, "bool"),
                           ir.Binary("le", v, last, "bool"), "bool")
        frac = ir.Binary("mul", ir.Binary("div", ir.Binary("sub", v, first, dt), denom, dt),
                         nb_dt, dt)
        below = ir.Binary("lt", v, edges.load((b,)), "bool")
        above = ir.Binary("and", ir.Binary("ge", v, edges.load((ir.Binary(
            "add", b, i64(1), "int64"),)), "bool"), ir.Binary(
            "ne", b, ir.Binary("sub", nb, i64(1), "int64"), "bool"), "bool")
        lw.emit(ir.Assign(v, cast(x.load(idx), dt)))
        lw.emit(ir.If(inside, ir.Block((
            ir.Assign(b, cast(frac, "int64")),
            ir.If(ir.Binary("eq", b, nb, "bool"), ir.Block((
                ir.Assign(b, ir.Binary("sub", b, i64(1), "int64")),)), ir.Block(())),
            ir.If(below, ir.Block((ir.Assign(b, ir.Binary("sub", b, i64(1), "int64")),)),
                  ir.Block((ir.If(above, ir.Block((ir.Assign(b, ir.Binary(
                      "add", b, i64(1), "int64")),)), ir.Block(())),))),
            ir.Assign(hist_at, cast(w, hist.dtype), "add"),
        )), ir.Block(())))

    lw.loop_nest(x.shape, body, "histogram", parallel=False, vector=False)


@numpy_function("histogram")
def np_histogram(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "bins", "range", "density", "weights"])
    x = flatten(lw, lw.as_array(lw.expr(a["a"]), node))
    if kind_of(x.dtype) not in "if":
        raise lw.error(f"np.histogram of a {x.dtype} array is not supported", node)
    bins = lw.int_scalar(a["bins"], "number of bins") if "bins" in a else SVal(
        i64(10), ScalarType("int64", True))
    weights = None
    if "weights" in a and not _is_none(a["weights"]):
        weights = flatten(lw, lw.as_array(lw.expr(a["weights"]), node))
        if kind_of(weights.dtype) not in "if":
            raise lw.error("np.histogram weights must be numbers", a["weights"])
        lw.emit_checks([(x.shape[0], weights.shape[0])])
    density = False
    if "density" in a and not _is_none(a["density"]):
        dv = lw.scalar(a["density"])
        if not isinstance(dv.expr, ir.Const):
            raise lw.error("density must be a constant", a["density"])
        density = bool(dv.expr.value)
    # NumPy: edges in the data's float type (float64 for integers), counts as intp
    edge_dt = x.dtype if x.dtype in ("float32", "float64") else "float64"
    first, last = _outer_edges(lw, x, a.get("range"), edge_dt)
    nb = lw.hoist(bins).expr
    lw.emit(ir.If(ir.Binary("le", nb, i64(0), "bool"), ir.Block((ir.Raise(
        "ValueError", "`bins` must be positive, when an integer"),)), ir.Block(())))
    edges = lw.array_value(lw.materialize(_edges(lw, first, last, nb, edge_dt)))
    hist_dt = "int64" if weights is None else weights.dtype
    hist = lw.array_value(lw.materialize(AVal(hist_dt, (nb,), lambda idx: const(
        0, hist_dt), fill="zeros")))
    _scatter(lw, x, weights, edges, hist, first, last, nb, edge_dt)
    result: AVal = hist
    if density:  # hist / (bin width * total), in float64 as NumPy computes it
        total = cast(reduce_all(lw, "sum", hist).expr, "float64")

        def dens(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            nxt = (ir.Binary("add", idx[0], i64(1), "int64"),)
            width = cast(ir.Binary("sub", edges.load(nxt), edges.load(idx), edge_dt),
                         "float64")
            return ir.Binary("div", cast(hist.load(idx), "float64"),
                             ir.Binary("mul", width, total, "float64"), "float64")

        result = AVal("float64", (nb,), dens, hist.reads | edges.reads)
    return TVal((result, edges))


def _is_none(n: ast.expr) -> bool:
    return isinstance(n, ast.Constant) and n.value is None
