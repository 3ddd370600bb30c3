"""``np.linalg`` factorizations written as loop nests: ``np.linalg.cholesky``.

Why loops and not a LAPACK call: the factor is a sequence of dot products whose loops the
scheduler can parallelize and vectorize like any user loop, and the result needs no runtime
library. The column-by-column (left-looking) order is used: column ``j`` of ``L`` is
``L[i, j] = (A[i, j] - L[i, :j] @ L[j, :j]) / L[j, j]`` for every ``i > j``, so each entry is
one unit-stride dot product of two rows of ``L`` and the rows below ``j`` are independent.
NumPy (LAPACK) sums in blocks, so results agree to rounding, not bit for bit.
"""

from __future__ import annotations

import ast

from ...ir import nodes as ir
from .histograms import HistogramLowerer
from .types import kind_of
from .values import AVal, Value, cast, const, i64

__all__ = ["LinalgLowerer"]


class LinalgLowerer(HistogramLowerer):
    def numpy_extra(self, name: str, node: ast.Call) -> Value | None:
        if name != "cholesky":
            return super().numpy_extra(name, node)
        a = self.args_kwargs(node, ["a", "upper"])
        if "upper" in a:
            raise self.error("np.linalg.cholesky(upper=...) is not supported", a["upper"],
                             hint="use np.linalg.cholesky(a).T for the upper factor")
        x = self.as_array(self.expr(a["a"]), node)
        if x.ndim != 2:
            raise self.error(f"np.linalg.cholesky of a {x.ndim}-d array is not supported "
                             "(2-d only)", node)
        if kind_of(x.dtype) not in "ifb":
            raise self.error(f"np.linalg.cholesky of a {x.dtype} array", node)
        return self.cholesky(x)

    def cholesky(self, x: AVal) -> AVal:
        """The lower factor ``L`` of ``x = L @ L.T`` in a new zeroed array (``x`` is read only
        on and below the diagonal, as LAPACK does)."""
        dt = x.dtype if x.dtype in ("float32", "float64") else "float64"
        n = x.shape[0]
        self.emit(ir.If(ir.Binary("ne", n, x.shape[1], "bool"), ir.Block((ir.Raise(
            "LinAlgError", "Last 2 dimensions of the array must be square"),)), ir.Block(())))
        out = self.materialize(AVal(dt, (n, n), lambda idx: const(0, dt), fill="zeros"))
        j, i, k = (ir.Var(self.fresh(f"_{c}"), "int64") for c in "jik")
        # float32 dot products accumulate in float64 (as float32 sums do elsewhere)
        acc = "float64" if dt == "float32" else dt
        s = ir.Var(self.scalar_temp(acc, "_dot"), acc)  # one per dot loop: the rows' own is
        t = ir.Var(self.scalar_temp(acc, "_dot"), acc)  # private to each row (parallel rows)
        d = ir.Var(self.scalar_temp(dt, "_pivot"), dt)

        def el(r: ir.Expr, c: ir.Expr) -> ir.Access:
            return ir.Access(out, (r, c), dt)

        def dot(into: ir.Var, row: ir.Expr) -> ir.Stmt:
            return ir.Loop(k.name, i64(0), j, i64(1), ir.Block((ir.Assign(
                into, ir.Binary("mul", cast(el(row, k), acc), cast(el(j, k), acc), acc),
                "add"),)), self.label("cholesky_k"))

        column = ir.Block((
            ir.Assign(s, const(0, acc)),
            dot(s, j),
            ir.Assign(d, cast(ir.Binary("sub", cast(x.load((j, j)), acc), s, acc), dt)),
            ir.If(ir.Unary("not", ir.Binary("gt", d, const(0, dt), "bool"), "bool"), ir.Block((
                ir.Raise("LinAlgError", "Matrix is not positive definite"),)), ir.Block(())),
            ir.Assign(el(j, j), ir.Call("sqrt", (d,), dt)),
            ir.Loop(i.name, ir.Binary("add", j, i64(1), "int64"), n, i64(1), ir.Block((
                ir.Assign(t, const(0, acc)),
                dot(t, i),
                ir.Assign(el(i, j), ir.Binary("div", cast(ir.Binary(
                    "sub", cast(x.load((i, j)), acc), t, acc), dt), el(j, j), dt)),
            )), self.label("cholesky_i")),
        ))
        self.emit(ir.Loop(j.name, i64(0), n, i64(1), column, self.label("cholesky_j")))
        return self.array_value(out)
