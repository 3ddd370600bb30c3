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

from ...ir import nodes as ir
from .shapes import ShapeLowerer
from .types import ScalarType, kind_of
from .values import AVal, SVal, TVal, Value, cast, const, i64

__all__ = ["HistogramLowerer"]


class HistogramLowerer(ShapeLowerer):
    def numpy_extra(self, name: str, node: ast.Call) -> Value | None:
        if name != "histogram":
            return super().numpy_extra(name, node)
        a = self.args_kwargs(node, ["a", "bins", "range", "density", "weights"])
        x = self.flatten(self.as_array(self.expr(a["a"]), node))
        if kind_of(x.dtype) not in "if":
            raise self.error(f"np.histogram of a {x.dtype} array is not supported", node)
        bins = self.int_scalar(a["bins"], "number of bins") if "bins" in a else SVal(
            i64(10), ScalarType("int64", True))
        weights = None
        if "weights" in a and not self._is_none(a["weights"]):
            weights = self.flatten(self.as_array(self.expr(a["weights"]), node))
            if kind_of(weights.dtype) not in "if":
                raise self.error("np.histogram weights must be numbers", a["weights"])
            self.emit_checks([(x.shape[0], weights.shape[0])])
        density = False
        if "density" in a and not self._is_none(a["density"]):
            dv = self.scalar(a["density"])
            if not isinstance(dv.expr, ir.Const):
                raise self.error("density must be a constant", a["density"])
            density = bool(dv.expr.value)
        # NumPy: edges in the data's float type (float64 for integers), counts as intp
        edge_dt = x.dtype if x.dtype in ("float32", "float64") else "float64"
        first, last = self._outer_edges(x, a.get("range"), edge_dt)
        nb = self.hoist(bins).expr
        self.emit(ir.If(ir.Binary("le", nb, i64(0), "bool"), ir.Block((ir.Raise(
            "ValueError", "`bins` must be positive, when an integer"),)), ir.Block(())))
        edges = self.array_value(self.materialize(self._edges(first, last, nb, edge_dt)))
        hist_dt = "int64" if weights is None else weights.dtype
        hist = self.array_value(self.materialize(AVal(hist_dt, (nb,), lambda idx: const(
            0, hist_dt), fill="zeros")))
        self._scatter(x, weights, edges, hist, first, last, nb, edge_dt)
        result: AVal = hist
        if density:  # hist / (bin width * total), in float64 as NumPy computes it
            total = cast(self.reduce_all("sum", hist).expr, "float64")

            def dens(idx: tuple[ir.Expr, ...]) -> ir.Expr:
                nxt = (ir.Binary("add", idx[0], i64(1), "int64"),)
                width = cast(ir.Binary("sub", edges.load(nxt), edges.load(idx), edge_dt),
                             "float64")
                return ir.Binary("div", cast(hist.load(idx), "float64"),
                                 ir.Binary("mul", width, total, "float64"), "float64")

            result = AVal("float64", (nb,), dens, hist.reads | edges.reads)
        return TVal((result, edges))

    @staticmethod
    def _is_none(n: ast.expr) -> bool:
        return isinstance(n, ast.Constant) and n.value is None

    def _outer_edges(self, x: AVal, range_node: ast.expr | None, dt: str
                     ) -> tuple[ir.Expr, ir.Expr]:
        """``(first, last)`` as NumPy's ``_get_outer_edges``: the given range, or the data's
        min and max (0 and 1 for no data); an empty range widened by 0.5 each way."""
        lo, hi = ir.Var(self.scalar_temp(dt, "_lo"), dt), ir.Var(self.scalar_temp(dt, "_hi"),
                                                                  dt)
        if range_node is not None and not self._is_none(range_node):
            r = self.expr(range_node)
            if not (isinstance(r, TVal) and len(r.items) == 2):
                raise self.error("range must be a (min, max) pair", range_node)
            ends = [self._operand(v) for v in r.items]
            if not all(isinstance(v, SVal) for v in ends):
                raise self.error("range must be a (min, max) pair of numbers", range_node)
            self.emit(ir.Assign(lo, cast(ends[0].expr, dt)))
            self.emit(ir.Assign(hi, cast(ends[1].expr, dt)))
            self.emit(ir.If(ir.Binary("gt", lo, hi, "bool"), ir.Block((ir.Raise(
                "ValueError", "max must be larger than min in range parameter."),)),
                ir.Block(())))
        else:
            n = x.shape[0]
            empty = ir.Binary("eq", n, i64(0), "bool")
            self.emit(ir.Assign(lo, const(0, dt)))
            self.emit(ir.Assign(hi, const(1, dt)))
            self.push()
            self.emit(ir.Assign(lo, cast(self.reduce_all("min", x).expr, dt)))
            self.emit(ir.Assign(hi, cast(self.reduce_all("max", x).expr, dt)))
            found = self.pop()
            self.emit(ir.If(ir.Unary("not", empty, "bool"), found, ir.Block(())))
        finite = ir.Binary("and", ir.Call("isfinite", (lo,), "bool"),
                           ir.Call("isfinite", (hi,), "bool"), "bool")
        self.emit(ir.If(ir.Unary("not", finite, "bool"), ir.Block((ir.Raise(
            "ValueError", "the range of np.histogram is not finite"),)), ir.Block(())))
        self.emit(ir.If(ir.Binary("eq", lo, hi, "bool"), ir.Block((
            ir.Assign(lo, ir.Binary("sub", lo, const(0.5, dt), dt)),
            ir.Assign(hi, ir.Binary("add", hi, const(0.5, dt), dt)))), ir.Block(())))
        return lo, hi

    def _edges(self, first: ir.Expr, last: ir.Expr, nb: ir.Expr, dt: str) -> AVal:
        """``np.linspace(first, last, bins + 1)`` in ``dt``."""
        step = ir.Binary("div", ir.Binary("sub", cast(last, "float64"), cast(first, "float64"),
                                          "float64"), cast(nb, "float64"), "float64")

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            v = ir.Binary("add", cast(first, "float64"), ir.Binary(
                "mul", cast(idx[0], "float64"), step, "float64"), "float64")
            return cast(ir.Select(ir.Binary("eq", idx[0], nb, "bool"), cast(last, "float64"), v,
                                  "float64"), dt)

        return AVal(dt, (ir.Binary("add", nb, i64(1), "int64"),), load)

    def _scatter(self, x: AVal, weights: AVal | None, edges: AVal, hist: AVal, first: ir.Expr,
                 last: ir.Expr, nb: ir.Expr, dt: str) -> None:
        """One serial loop: each value in ``[first, last]`` adds its weight to its bin."""
        b = ir.Var(self.scalar_temp("int64", "_bin"), "int64")
        v = ir.Var(self.scalar_temp(dt, "_hv"), dt)
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
            self.emit(ir.Assign(v, cast(x.load(idx), dt)))
            self.emit(ir.If(inside, ir.Block((
                ir.Assign(b, cast(frac, "int64")),
                ir.If(ir.Binary("eq", b, nb, "bool"), ir.Block((
                    ir.Assign(b, ir.Binary("sub", b, i64(1), "int64")),)), ir.Block(())),
                ir.If(below, ir.Block((ir.Assign(b, ir.Binary("sub", b, i64(1), "int64")),)),
                      ir.Block((ir.If(above, ir.Block((ir.Assign(b, ir.Binary(
                          "add", b, i64(1), "int64")),)), ir.Block(())),))),
                ir.Assign(hist_at, cast(w, hist.dtype), "add"),
            )), ir.Block(())))

        self.loop_nest(x.shape, body, "histogram", parallel=False, vector=False)

