"""``np.sort`` (a bottom-up merge sort of each row) and ``np.median`` (a selection in each
row), written as loops.

Why a merge sort in the IR: it needs no recursion and no C helper (runs of width 1, 2, 4, ...
merged between the result and one scratch array, alternately), it is stable, and its
``O(n log n)`` comparisons are plain loads. Rows are independent, so the loop over rows runs in
parallel. Values compare in NumPy's sort order, NaN after every number. A median needs only
the middle of a row, so it selects instead of sorting (as NumPy partitions); a row holding a
NaN has a NaN median, as in NumPy. Any axis is handled by viewing it as the last one.
"""

from __future__ import annotations

import ast

from ...ir import nodes as ir
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
        if name == "argsort":
            a = self.args_kwargs(node, ["a", "axis", "kind", "order", "stable"])
            for key in ("order",):
                if key in a and not self.is_none(a[key]):
                    raise self.error(f"np.argsort({key}=...) is not supported", a[key])
            if "kind" in a and not self.is_none(a["kind"]):
                self.const_str(a["kind"], "", ("quicksort", "mergesort", "heapsort",
                                               "stable"), "kind")
            x = self.as_array(self.expr(a["a"]), node)
            return self.argsort_along(x, a.get("axis"), node)
        if name == "median":
            a = self.args_kwargs(node, ["a", "axis"])
            x = self.as_array(self.expr(a["a"]), node)
            if kind_of(x.dtype) not in "if":
                raise self.error(f"np.median of a {x.dtype} array is not supported", node)
            rows, _ = self.rows_along(x, a.get("axis"), node, default=None)
            return self.median(rows)
        return super().numpy_extra(name, node)

    def rows_along(self, x: AVal, axis_node: ast.expr | None, node: ast.AST,
                   default: int | None) -> tuple[AVal, tuple[int, ...]]:
        """``x`` with the axis to sort moved last (flattened for ``axis=None``), and the
        permutation that moved it."""
        if x.ndim == 0:
            raise self.error("np.sort/np.median of a 0-d array (NumPy: axis out of bounds)",
                             node)
        axis = self.axis_arg(axis_node, x.ndim, default=default)
        if axis is None:
            return (self.flatten(x) if x.ndim != 1 else x), (0,)
        perm = tuple(k for k in range(x.ndim) if k != axis) + (axis,)
        return (self.transpose(x, perm) if axis != x.ndim - 1 else x), perm

    def sort_along(self, x: AVal, axis_node: ast.expr | None, node: ast.AST) -> AVal:
        """A sorted copy of ``x`` along an axis (flattened for ``axis=None``)."""
        moved, perm = self.rows_along(x, axis_node, node, default=-1)
        rows = self.array_value(self.sort_rows(moved)[0])
        if perm == tuple(range(len(perm))):
            return rows
        return self.transpose(rows, tuple(perm.index(k) for k in range(len(perm))))

    def argsort_along(self, x: AVal, axis_node: ast.expr | None, node: ast.AST) -> AVal:
        """``np.argsort``: the positions that sort ``x`` along an axis (ties keep their
        order, as ``kind="stable"``; NumPy's default quicksort may order ties otherwise)."""
        moved, perm = self.rows_along(x, axis_node, node, default=-1)
        _, order = self.sort_rows(moved, with_positions=True)
        assert order is not None
        rows = self.array_value(order)
        if perm == tuple(range(len(perm))):
            return rows
        return self.transpose(rows, tuple(perm.index(k) for k in range(len(perm))))

    def sort_rows(self, x: AVal, with_positions: bool = False) -> tuple[str, str | None]:
        """A new array: ``x`` with each row (last axis) sorted ascending; with
        ``with_positions`` also the int64 array of where each sorted value came from (the
        positions move with the values through every merge)."""
        dt = x.dtype
        out = self.materialize(AVal(dt, x.shape, x.load, x.reads))  # always a copy
        tmp = self.array_temp(dt, x.ndim, shape=x.shape)
        self.emit(ir.Alloc(tmp, x.shape))
        n = x.shape[-1]
        pos: dict[str, str] = {}  # values array -> its positions array
        if with_positions:
            last = x.ndim - 1
            pos[out] = self.materialize(AVal("int64", x.shape, lambda idx: idx[last]))
            pos[tmp] = self.array_temp("int64", x.ndim, shape=x.shape)
            self.emit(ir.Alloc(pos[tmp], x.shape))
        ints = {c: ir.Var(self.scalar_temp("int64", f"_{c}"), "int64")
                for c in ("width", "lo", "mid", "hi", "i", "j", "flip")}
        w, lo, mid, hi, i, j, flip = (ints[c] for c in ("width", "lo", "mid", "hi", "i", "j",
                                                         "flip"))
        left = ir.Var(self.scalar_temp("bool", "_left"), "bool")
        k = ir.Var(self.fresh("_k"), "int64")

        def merge_pass(prefix: tuple[ir.Expr, ...], src: str, dst: str) -> ir.Stmt:
            def at(a: str, e: ir.Expr) -> ir.Access:
                return ir.Access(a, prefix + (e,), dt)

            def move(e: ir.Var) -> tuple[ir.Stmt, ...]:
                """dst[k] = src[e] (and the position with it); e += 1."""
                moves: tuple[ir.Stmt, ...] = (ir.Assign(at(dst, k), at(src, e)),)
                if pos:
                    moves += (ir.Assign(ir.Access(pos[dst], prefix + (k,), "int64"),
                                        ir.Access(pos[src], prefix + (e,), "int64")),)
                return moves + (ir.Assign(e, add(e, i64(1))),)

            take = ir.Block((
                ir.Assign(left, ir.Binary("lt", i, mid, "bool")),
                # the right run wins only when its head is strictly smaller: stable
                ir.If(ir.Binary("and", left, ir.Binary("lt", j, hi, "bool"), "bool"), ir.Block((
                    ir.Assign(left, ir.Unary("not", nan_less(at(src, j), at(src, i)),
                                             "bool")),))),
                ir.If(left, ir.Block(move(i)), ir.Block(move(j))),
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
            pairs = [(out, tmp, dt)] + ([(pos[out], pos[tmp], "int64")] if pos else [])
            copies = tuple(ir.Assign(ir.Access(a, prefix + (c,), t), ir.Access(b, prefix + (c,), t))
                           for a, b, t in pairs)
            self.emit(ir.If(ir.Binary("eq", flip, i64(1), "bool"), ir.Block((ir.Loop(
                c.name, i64(0), n, i64(1), ir.Block(copies),
                self.label("sort_copy")),))))

        self.loop_nest(x.shape[:-1], row, "sort", vector=False)
        return out, pos.get(out)

    def median(self, x: AVal) -> SVal | AVal:
        """The middle of each row (the mean of the two middle values for an even length;
        NaN for a row with a NaN or no values) in NumPy's mean dtype. The middle is found by
        selection (Wirth's FIND: Hoare partitions of a scratch copy, O(n) on average, as
        NumPy partitions instead of sorting); for an even length the lower middle is then
        the largest value left of it."""
        dt = x.dtype if kind_of(x.dtype) == "f" else "float64"
        w = self.materialize(AVal(x.dtype, x.shape, x.load, x.reads))  # scratch copy
        n = x.shape[-1]
        half = ir.Binary("floordiv", n, i64(2), "int64")
        ints = [ir.Var(self.scalar_temp("int64", f"_{c}"), "int64") for c in "lrij"]
        lo, hi, i, j = ints
        pivot = ir.Var(self.scalar_temp(x.dtype, "_pivot"), x.dtype)
        t = ir.Var(self.scalar_temp(x.dtype, "_t"), x.dtype)
        low = ir.Var(self.scalar_temp(x.dtype, "_low"), x.dtype)
        nan = ir.Var(self.scalar_temp("bool", "_nan"), "bool")
        res = ir.Var(self.scalar_temp(dt, "_median"), dt)
        c = ir.Var(self.fresh("_c"), "int64")

        def row(prefix: tuple[ir.Expr, ...]) -> None:
            def at(e: ir.Expr) -> ir.Access:
                return ir.Access(w, prefix + (e,), x.dtype)

            def lt(p: ir.Expr, q: ir.Expr) -> ir.Expr:
                return ir.Binary("lt", p, q, "bool")

            select = ir.While(lt(lo, hi), ir.Block((
                ir.Assign(pivot, at(ir.Binary("floordiv", add(lo, hi), i64(2), "int64"))),
                ir.Assign(i, lo), ir.Assign(j, hi),
                ir.While(ir.Binary("le", i, j, "bool"), ir.Block((
                    ir.While(lt(at(i), pivot), ir.Block((ir.Assign(i, add(i, i64(1))),))),
                    ir.While(lt(pivot, at(j)), ir.Block((ir.Assign(j, sub(j, i64(1))),))),
                    ir.If(ir.Binary("le", i, j, "bool"), ir.Block((
                        ir.Assign(t, at(i)), ir.Assign(at(i), at(j)), ir.Assign(at(j), t),
                        ir.Assign(i, add(i, i64(1))), ir.Assign(j, sub(j, i64(1))))))))),
                ir.If(lt(j, half), ir.Block((ir.Assign(lo, i),))),
                ir.If(lt(half, i), ir.Block((ir.Assign(hi, j),))),
            )))
            # the values left of the middle are all <= it: the lower middle is their max
            lower = ir.Block((
                ir.Assign(low, at(i64(0))),
                ir.Loop(c.name, i64(1), half, i64(1), ir.Block((ir.Assign(low, at(c), "max"),)),
                        self.label("median_low")),
                ir.Assign(res, ir.Binary("div", ir.Binary("add", cast(low, dt), cast(
                    at(half), dt), dt), const(2, dt), dt)),
            ))
            middle = ir.Block((
                ir.Assign(lo, i64(0)), ir.Assign(hi, sub(n, i64(1))), select,
                ir.If(ir.Binary("eq", ir.Binary("mod", n, i64(2), "int64"), i64(1), "bool"),
                      ir.Block((ir.Assign(res, cast(at(half), dt)),)), lower),
            ))
            self.emit(ir.Assign(nan, ir.Binary("eq", n, i64(0), "bool")))
            if kind_of(x.dtype) == "f":
                self.emit(ir.Loop(c.name, i64(0), n, i64(1), ir.Block((ir.Assign(
                    nan, ir.Call("isnan", (at(c),), "bool"), "bitor"),)),
                    self.label("median_nan")))
            self.emit(ir.If(nan, ir.Block((ir.Assign(res, const(float("nan"), dt)),)), middle))

        if x.ndim == 1:
            row(())
            return SVal(res, ScalarType(dt))
        out = self.array_temp(dt, x.ndim - 1, shape=x.shape[:-1])
        self.emit(ir.Alloc(out, x.shape[:-1]))

        def leaf(prefix: tuple[ir.Expr, ...]) -> None:
            row(prefix)
            self.emit(ir.Assign(ir.Access(out, prefix, dt), res))

        self.loop_nest(x.shape[:-1], leaf, "median", vector=False)
        return self.array_value(out)
