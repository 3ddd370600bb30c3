"""``np.sort`` and ``np.median``: a bottom-up merge sort of each row, written as loops.

Why a merge sort in the IR: it needs no recursion and no C helper (runs of width 1, 2, 4, ...
merged between the result and one scratch array, alternately), it is stable, and its
``O(n log n)`` comparisons are plain loads. Rows are independent, so the loop over rows runs in
parallel. Values compare in NumPy's sort order, NaN after every number, so ``np.median`` of a
row holding a NaN is NaN as in NumPy. Any axis is sorted by viewing it as the last one.
"""

from __future__ import annotations

import ast

from ..ir import nodes as ir
from .interpolation import nan_less
from .lu import LULowerer
from .types import ScalarType, kind_of
from .values import AVal, SVal, Value, add, cast, const, i64, imin, sub

__all__ = ["SortLowerer"]


class SortLowerer(LULowerer):
    def numpy_extra(self, name: str, node: ast.Call) -> Value | None:
        if name == "sort":
            a = self.args_kwargs(node, ["a", "axis", "kind", "order", "stable"])
            for key in ("order", "stable"):
                if key in a and not self.is_none(a[key]):
                    raise self.error(f"np.sort({key}=...) is not supported", a[key])
            if "kind" in a and not self.is_none(a["kind"]):  # every kind sorts to the same
                self.const_str(a["kind"], "", ("quicksort", "mergesort", "heapsort",
                                               "stable"), "kind")
            x = self.as_array(self.expr(a["a"]), node)
            return self.sort_along(x, a.get("axis"), node)
        if name == "median":
            a = self.args_kwargs(node, ["a", "axis"])
            x = self.as_array(self.expr(a["a"]), node)
            if kind_of(x.dtype) not in "if":
                raise self.error(f"np.median of a {x.dtype} array is not supported", node)
            return self.median(self.sort_along(x, a.get("axis"), node, default=None,
                                               restore=False))
        return super().numpy_extra(name, node)

    def sort_along(self, x: AVal, axis_node: ast.expr | None, node: ast.AST,
                   default: int | None = -1, restore: bool = True) -> AVal:
        """A sorted copy of ``x`` along an axis (flattened for ``axis=None``); with
        ``restore=False`` the sorted axis is left last."""
        if x.ndim == 0:
            raise self.error("np.sort/np.median of a 0-d array (NumPy: axis out of bounds)",
                             node)
        axis = self.axis_arg(axis_node, x.ndim, default=default)
        if axis is None:
            x = self.flatten(x) if x.ndim != 1 else x
            axis = 0
        last = x.ndim - 1
        perm = tuple(k for k in range(x.ndim) if k != axis) + (axis,)
        moved = self.transpose(x, perm) if axis != last else x
        rows = self.array_value(self.sort_rows(moved))
        if axis == last or not restore:
            return rows
        inv = tuple(perm.index(k) for k in range(x.ndim))
        return self.transpose(rows, inv)

    def sort_rows(self, x: AVal) -> str:
        """A new array: ``x`` with each row (last axis) sorted ascending."""
        dt = x.dtype
        out = self.materialize(AVal(dt, x.shape, x.load, x.reads))  # always a copy
        tmp = self.array_temp(dt, x.ndim, shape=x.shape)
        self.emit(ir.Alloc(tmp, x.shape))
        n = x.shape[-1]
        ints = {c: ir.Var(self.scalar_temp("int64", f"_{c}"), "int64")
                for c in ("width", "lo", "mid", "hi", "i", "j", "flip")}
        w, lo, mid, hi, i, j, flip = (ints[c] for c in ("width", "lo", "mid", "hi", "i", "j",
                                                         "flip"))
        left = ir.Var(self.scalar_temp("bool", "_left"), "bool")
        k = ir.Var(self.fresh("_k"), "int64")

        def merge_pass(prefix: tuple[ir.Expr, ...], src: str, dst: str) -> ir.Stmt:
            def at(a: str, e: ir.Expr) -> ir.Access:
                return ir.Access(a, prefix + (e,), dt)

            take = ir.Block((
                ir.Assign(left, ir.Binary("lt", i, mid, "bool")),
                # the right run wins only when its head is strictly smaller: stable
                ir.If(ir.Binary("and", left, ir.Binary("lt", j, hi, "bool"), "bool"), ir.Block((
                    ir.Assign(left, ir.Unary("not", nan_less(at(src, j), at(src, i)),
                                             "bool")),))),
                ir.If(left, ir.Block((ir.Assign(at(dst, k), at(src, i)),
                                      ir.Assign(i, add(i, i64(1))))),
                      ir.Block((ir.Assign(at(dst, k), at(src, j)),
                                ir.Assign(j, add(j, i64(1)))))),
            ))
            return ir.While(ir.Binary("lt", lo, n, "bool"), ir.Block((
                ir.Assign(mid, imin(add(lo, w), n)),
                ir.Assign(hi, imin(add(lo, ir.Binary("mul", w, i64(2), "int64")), n)),
                ir.Assign(i, lo), ir.Assign(j, mid),
                ir.Loop(k.name, lo, hi, i64(1), take, self.label("sort_merge")),
                ir.Assign(lo, hi),
            )))

        def row(prefix: tuple[ir.Expr, ...]) -> None:
            c = ir.Var(self.fresh("_c"), "int64")
            self.emit(ir.Assign(w, i64(1)))
            self.emit(ir.Assign(flip, i64(0)))
            self.emit(ir.While(ir.Binary("lt", w, n, "bool"), ir.Block((
                ir.Assign(lo, i64(0)),
                ir.If(ir.Binary("eq", flip, i64(0), "bool"),
                      ir.Block((merge_pass(prefix, out, tmp),)),
                      ir.Block((merge_pass(prefix, tmp, out),))),
                ir.Assign(flip, sub(i64(1), flip)),
                ir.Assign(w, ir.Binary("mul", w, i64(2), "int64")),
            ))))
            # an odd number of passes left the row in the scratch array
            self.emit(ir.If(ir.Binary("eq", flip, i64(1), "bool"), ir.Block((ir.Loop(
                c.name, i64(0), n, i64(1), ir.Block((ir.Assign(ir.Access(
                    out, prefix + (c,), dt), ir.Access(tmp, prefix + (c,), dt)),)),
                self.label("sort_copy")),))))

        self.loop_nest(x.shape[:-1], row, "sort", vector=False)
        return out

    def median(self, s: AVal) -> SVal | AVal:
        """The middle of each sorted row (the mean of the two middle values for an even
        length, NaN for a row with a NaN or no values) in NumPy's mean dtype."""
        dt = s.dtype if kind_of(s.dtype) == "f" else "float64"
        n = s.shape[-1]
        half = ir.Binary("floordiv", n, i64(2), "int64")
        res = ir.Var(self.scalar_temp(dt, "_median"), dt)

        def at(prefix: tuple[ir.Expr, ...], e: ir.Expr) -> ir.Expr:
            return cast(s.load(prefix + (e,)), dt)

        def value(prefix: tuple[ir.Expr, ...]) -> ir.Block:
            mean = ir.Binary("div", ir.Binary("add", at(prefix, sub(half, i64(1))),
                                              at(prefix, half), dt), const(2, dt), dt)
            odd = ir.Binary("eq", ir.Binary("mod", n, i64(2), "int64"), i64(1), "bool")
            last = at(prefix, sub(n, i64(1)))
            return ir.Block((ir.If(ir.Binary("eq", n, i64(0), "bool"), ir.Block((
                ir.Assign(res, const(float("nan"), dt)),)), ir.Block((
                    ir.If(odd, ir.Block((ir.Assign(res, at(prefix, half)),)),
                          ir.Block((ir.Assign(res, mean),))),
                    ir.If(ir.Call("isnan", (last,), "bool"), ir.Block((
                        ir.Assign(res, last),))) if dt.startswith("float") else ir.Block(()),
                ))),))

        if s.ndim == 1:
            for stmt in value(()).body:
                self.emit(stmt)
            return SVal(res, ScalarType(dt))
        out = self.array_temp(dt, s.ndim - 1, shape=s.shape[:-1])
        self.emit(ir.Alloc(out, s.shape[:-1]))

        def leaf(prefix: tuple[ir.Expr, ...]) -> None:
            for stmt in value(prefix).body:
                self.emit(stmt)
            self.emit(ir.Assign(ir.Access(out, prefix, dt), res))

        self.loop_nest(s.shape[:-1], leaf, "median", vector=False)
        return self.array_value(out)
