"""Lowering subscripts: indexing, slicing, views, masks and gathers (a layer of
:class:`~loopcraft.frontend.python.lowerer.Lowerer`, beside :mod:`.expressions`).

Why a module of its own: NumPy's indexing rules (basic slices that stay views, integer and
boolean masks that gather or select, negative and clamped bounds) are a concept apart from
arithmetic, calls and attributes, and the largest one."""

from __future__ import annotations

import ast
from typing import Any

import numpy as np

from ...ir import nodes as ir
from ...ir.affine import Affine, to_affine
from ...ir.dtypes import UNSIGNED_DTYPES
from . import elementwise as ew
from .context import LoweringContext
from .index_guards import guard_index_arrays, guard_indices
from .numpy_functions.compaction import compact, masked_ufunc
from .numpy_functions.creation import index_grid
from .types import ScalarType
from .unsigned_index import OVERFLOW_MESSAGE, clip_unsigned_bound, index_overflows
from .values import (
    AVal,
    Masked,
    PyVal,
    SVal,
    TVal,
    Value,
    ViewSpec,
    add,
    cast,
    describe,
    i64,
    imax,
    imin,
    is_const,
    mul,
    sub,
)

__all__ = ["IndexingLowerer"]


class IndexingLowerer(LoweringContext):
    """Subscripts of arrays and tuples; the expression methods it calls (``self.expr``,
    ``self.int_scalar``, ...) are :class:`ExpressionLowerer`'s."""

    def expr_Subscript(self, node: ast.Subscript, masks_ok: bool = False) -> Value | Masked:
        base = self.expr(node.value)
        if isinstance(base, TVal):
            idx = self.int_scalar(node.slice, "tuple index")
            if not isinstance(idx.expr, ir.Const):
                raise self.error("tuple index must be a constant", node.slice)
            try:
                return base.items[int(idx.expr.value)]
            except IndexError:
                raise self.error("tuple index out of range", node.slice) from None
        if isinstance(base, PyVal) and (base.obj is np.mgrid or base.obj is np.ogrid):
            return index_grid(self, base.obj is np.ogrid, node.slice)  # type: ignore[arg-type]
        if not isinstance(base, AVal):
            raise self.error(f"{describe(base)} is not subscriptable", node)
        return self.index(base, node.slice, masks_ok, base_text=ast.unparse(node.value))

    def index_items(self, slice_node: ast.expr) -> list[Any]:
        """Normalize a subscript into a list of: ('int', SVal) ('slice', lo, hi, st) ('new',)
        ('ellipsis',) ('array', AVal), or ('mask', AVal) alone when the index is one boolean
        array."""
        nodes = slice_node.elts if isinstance(slice_node, ast.Tuple) else [slice_node]
        items: list[Any] = []
        for n in nodes:
            if isinstance(n, ast.Slice):
                items.append(("slice", n.lower, n.upper, n.step))
                continue
            v = self.expr(n)
            if isinstance(v, PyVal) and v.obj is None:
                items.append(("new",))
            elif isinstance(v, PyVal) and v.obj is Ellipsis:
                items.append(("ellipsis",))
            elif isinstance(v, SVal):
                if v.type.dtype not in ir.INT_DTYPES:
                    raise self.error(
                        f"array index must be an integer, got {v.type.dtype}",
                        n,
                        hint="convert with int(...)",
                    )
                items.append(("int", v, n))
            elif isinstance(v, AVal):
                if v.dtype == "bool" and len(nodes) == 1:
                    items.append(("mask", v, n))
                elif v.dtype == "bool":
                    raise self.error(
                        "a boolean mask combined with other indices is not supported",
                        n,
                        hint="select with the mask alone (x[m]), or use "
                             "np.where(mask, x, other) or an explicit loop",
                    )
                elif v.dtype not in ir.INT_DTYPES:
                    raise self.error(f"index arrays must be integers, got {v.dtype}", n)
                else:
                    items.append(("array", v, n))
            elif isinstance(v, TVal) and isinstance(n, ast.List):  # a list is an index array
                arr = self.tuple_to_array(v, n)
                if arr.dtype == "bool" and len(nodes) == 1:
                    items.append(("mask", arr, n))
                elif arr.dtype in ir.INT_DTYPES:
                    items.append(("array", arr, n))
                else:
                    raise self.error(f"index lists must hold integers, got {arr.dtype}", n)
            elif isinstance(v, TVal) and len(nodes) == 1:  # A[np.nonzero(m)], A[ij] (a tuple)
                for x in v.items:
                    if isinstance(x, SVal) and x.type.dtype in ir.INT_DTYPES:
                        items.append(("int", x, n))
                    elif isinstance(x, AVal) and x.dtype in ir.INT_DTYPES:
                        items.append(("array", x, n))
                    else:
                        raise self.error(f"a tuple index must hold integers or integer "
                                         f"arrays, not {describe(x)}", n)
            elif isinstance(v, TVal):
                raise self.error(
                    "a tuple value among other indices is not supported",
                    n,
                    hint="write the indices out: A[i, j]",
                )
            else:
                raise self.error(f"unsupported index {describe(v)}", n)
        return items

    def index(self, base: AVal, slice_node: ast.expr, masks_ok: bool = False,
              target: bool = False, base_text: str = "") -> Value | Masked:
        """``base[slice_node]``. A boolean mask gives a :class:`Masked` when ``masks_ok`` (a
        store target, the right side of a store, a reduction's operand) and the mask has the
        array's rank, or selects whole sub-arrays of a store ``target``; anywhere else the
        selection is compacted into a new array."""
        items = self.index_items(slice_node)
        if items and items[0][0] == "mask":
            mask = items[0][1]
            if masks_ok and (mask.ndim == base.ndim or target):
                return self.masked(base, mask, slice_node)
            return compact(self, base, mask, slice_node)
        consumed = sum(1 for it in items if it[0] in ("int", "slice", "array"))
        if consumed > base.ndim:
            raise self.error(
                f"too many indices: array is {base.ndim}-dimensional, but {consumed} were "
                "indexed",
                slice_node,
            )
        if any(it[0] == "ellipsis" for it in items):
            k = next(i for i, it in enumerate(items) if it[0] == "ellipsis")
            fill = [("slice", None, None, None)] * (base.ndim - consumed)
            items = items[:k] + fill + items[k + 1:]
        else:
            items = items + [("slice", None, None, None)] * (base.ndim - consumed)

        if any(it[0] == "array" for it in items):
            return self.gather(base, items, base_text)

        # plan: per base axis either fixed index or (start, extent, step) of a new axis
        new_shape: list[ir.Expr] = []
        fixed: dict[int, ir.Expr] = {}
        mapped: dict[int, tuple[int, ir.Expr, ir.Expr]] = {}  # base axis -> (new axis, start, st)
        new_axes: list[int] = []  # new axes that are `None`
        ints: list[tuple[int, ir.Expr, ast.expr]] = []  # (base axis, index, its node)
        axis = 0
        for it in items:
            if it[0] == "new":
                new_axes.append(len(new_shape))
                new_shape.append(i64(1))
            elif it[0] == "int":
                self.check_overflow(it[1].expr)
                fixed[axis] = self.normalize_index(it[1].expr, base.shape[axis])
                ints.append((axis, it[1].expr, it[2]))
                axis += 1
            else:
                start, extent, step = self.slice_bounds(it[1:], base.shape[axis])
                mapped[axis] = (len(new_shape), start, step)
                new_shape.append(extent)
                axis += 1

        def to_base(idx: tuple[ir.Expr, ...]) -> tuple[ir.Expr, ...]:
            out = []
            for ax in range(base.ndim):
                if ax in fixed:
                    out.append(fixed[ax])
                else:
                    k, start, step = mapped[ax]
                    out.append(add(start, mul(idx[k], step)))
            return tuple(out)

        if not new_shape:
            return SVal(base.load(to_base(())), ScalarType(base.dtype))
        guard_indices(self, base, ints, [e for k, e in enumerate(new_shape) if k not in new_axes],
                           base_text)
        view = None
        if base.view is not None:
            view = self.compose_view(base.view, fixed, mapped, new_shape, set(new_axes))
        return AVal(
            base.dtype,
            tuple(new_shape),
            lambda idx: base.load(to_base(idx)),
            base.reads,
            view,
        )

    def masked(self, base: AVal, mask: AVal, node: ast.expr) -> Masked:
        """``base[mask]`` after NumPy's check that the mask's extents are the array's leading
        ones (a mask of fewer axes selects whole sub-arrays)."""
        self.check_mask_shape(base, mask, node)
        return Masked(base, mask)

    def check_mask_shape(self, base: AVal, mask: AVal, node: ast.AST) -> None:
        """NumPy's IndexError when the mask's extents are not the array's leading ones."""
        if mask.ndim > base.ndim:
            raise self.error(f"too many indices: a {mask.ndim}-d boolean mask of a "
                             f"{base.ndim}-d array", node)
        for k, (d, m) in enumerate(zip(base.shape, mask.shape, strict=False)):
            if d != m:
                self.emit(ir.If(ir.Binary("ne", d, m, "bool"), ir.Block((ir.Raise(
                    "IndexError", f"boolean index did not match indexed array along axis {k}"),
                )), ir.Block(())))

    def selection(self, node: ast.expr) -> Value | Masked:
        """The value of ``node`` where a boolean-mask subscript ``x[m]`` stays
        :class:`Masked` (the right side of a masked store), also through arithmetic."""
        if isinstance(node, ast.BinOp):
            return self.masked_binop(node)  # type: ignore[attr-defined]
        if isinstance(node, ast.UnaryOp):
            return self.expr_UnaryOp(node, masks_ok=True)  # type: ignore[attr-defined]
        if isinstance(node, ast.Call):
            return masked_ufunc(self, node)  # type: ignore[arg-type]
        if not isinstance(node, ast.Subscript):
            return self.expr(node)
        old = self.current_node
        self.current_node = node
        try:
            return self.expr_Subscript(node, masks_ok=True)
        finally:
            self.current_node = old

    def compose_view(
        self,
        v: ViewSpec,
        fixed: dict[int, ir.Expr],
        mapped: dict[int, tuple[int, ir.Expr, ir.Expr]],
        new_shape: list[ir.Expr],
        new_axes: set[int],
    ) -> ViewSpec:
        offset = list(v.offset)
        for ax, vd in enumerate(v.dims):
            first = fixed[ax] if ax in fixed else mapped[ax][1]
            # an axis with an explicit element stride moves along the unit-stride last axis
            sa = vd.source_axis if vd.source_axis is not None else len(offset) - 1
            if offset and not is_const(vd.step, 0):
                offset[sa] = add(offset[sa], mul(first, vd.step))
        dims: list[ir.ViewDim | None] = [None] * len(new_shape)
        for k in new_axes:
            dims[k] = ir.ViewDim(None, i64(1), i64(0))
        for ax, (k, _start, step) in mapped.items():
            vd = v.dims[ax]
            dims[k] = ir.ViewDim(vd.source_axis, new_shape[k], mul(vd.step, step))
        final = tuple(d for d in dims if d is not None)
        src_ndim = len(v.offset)
        inner = True
        if final:
            last = final[-1]
            inner = v.inner_contiguous and (
                is_const(last.extent, 1)
                or (last.source_axis in (src_ndim - 1, None) and is_const(last.step, 1))
            )
        return ViewSpec(v.source, tuple(offset), final, inner)

    def transpose(self, base: AVal, perm: tuple[int, ...]) -> AVal:
        if sorted(perm) != list(range(base.ndim)):
            raise self.error(f"invalid axes {perm} for a {base.ndim}-d array")
        shape = tuple(base.shape[p] for p in perm)
        inv = [0] * len(perm)
        for k, p in enumerate(perm):
            inv[p] = k
        view = None
        if base.view is not None:
            dims = tuple(base.view.dims[p] for p in perm)
            inner = base.view.inner_contiguous and (
                not dims or dims[-1] == base.view.dims[-1] or is_const(dims[-1].extent, 1)
            )
            view = ViewSpec(base.view.source, base.view.offset, dims, inner)
        return AVal(
            base.dtype,
            shape,
            lambda idx: base.load(tuple(idx[inv[a]] for a in range(len(perm)))),
            base.reads,
            view,
        )

    def gather(self, base: AVal, items: list[Any], base_text: str = "") -> Value:
        """Integer-array indexing (reads): ``x[idx]``, ``A[idx, :]``, ``A[rows, cols]``."""
        items = [("array", self.unit_operand(it[1]), *it[2:]) if it[0] == "array" else it
                 for it in items]
        arrays = [it[1] for it in items if it[0] == "array"]
        try:
            bshape, checks = ew.broadcast_shapes([a.shape for a in arrays])
        except ValueError as exc:
            raise self.error(str(exc)) from None
        self.emit_checks(checks, [a.shape for a in arrays])
        positions = [k for k, it in enumerate(items) if it[0] == "array"]
        adjacent = positions == list(range(positions[0], positions[0] + len(positions)))
        # result axes: the broadcast index axes go where the first index array was (adjacent)
        # or first (NumPy's rule when they are separated)
        other: list[tuple[int, Any]] = []
        axis = 0
        plan: list[tuple[str, Any]] = []
        for it in items:
            if it[0] == "new":
                plan.append(("new", None))
                continue
            plan.append((it[0], (axis, it)))
            axis += 1
        shape: list[ir.Expr] = []
        slots: list[tuple[str, Any]] = []
        inserted = False
        for kind, payload in plan:
            if kind == "array":
                if not inserted and adjacent:
                    slots.append(("adv", None))
                    shape.extend(bshape)
                    inserted = True
                continue
            if kind == "new":
                slots.append(("new", None))
                shape.append(i64(1))
            elif kind == "int":
                ax, it = payload
                self.check_overflow(it[1].expr)
                other.append((ax, ("int", self.normalize_index(it[1].expr, base.shape[ax]))))
            else:
                ax, it = payload
                start, extent, step = self.slice_bounds(it[1:], base.shape[ax])
                slots.append(("slice", (ax, start, step)))
                shape.append(extent)
        if not adjacent:
            slots.insert(0, ("adv", None))
            shape[0:0] = list(bshape)
        nb = len(bshape)
        fixed_int = dict(other)
        adv_axes = [payload[0] for kind, payload in plan if kind == "array"]
        adv_vals = [payload[1][1] for kind, payload in plan if kind == "array"]
        reads = base.reads
        for a in adv_vals:
            reads |= a.reads

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            base_idx: dict[int, ir.Expr] = {}
            pos = 0
            for kind, payload in slots:
                if kind == "adv":
                    sub_idx = idx[pos:pos + nb]
                    for ax, a in zip(adv_axes, adv_vals, strict=True):
                        off = nb - a.ndim
                        a_idx = tuple(
                            i64(0) if ew.unit_like(a.shape[k]) and a.shape[k] != bshape[off + k]
                            else sub_idx[off + k]
                            for k in range(a.ndim)
                        )
                        base_idx[ax] = self.normalize_index(
                            cast(a.load(a_idx), "int64"), base.shape[ax], dynamic=True
                        )
                    pos += nb
                elif kind == "new":
                    pos += 1
                else:
                    ax, start, step = payload
                    base_idx[ax] = add(start, mul(idx[pos], step))
                    pos += 1
            for ax, (_, e) in fixed_int.items():
                base_idx[ax] = e
            return base.load(tuple(base_idx[a] for a in range(base.ndim)))

        sliced, pos = [], 0  # the extents of the result's axes that are not index axes
        for kind, _ in slots:
            if kind == "slice":
                sliced.append(shape[pos])
            pos += nb if kind == "adv" else 1
        guard_index_arrays(self, base, [(ax, it[1], it[2]) for kind, (ax, it) in plan
                                        if kind == "array"], sliced, base_text)
        if not shape:
            return SVal(load(()), ScalarType(base.dtype))
        ints = [(ax, it[1].expr, it[2]) for kind, (ax, it) in
                ((k, p) for k, p in plan if k == "int")]
        guard_indices(self, base, ints, shape, base_text)
        return AVal(base.dtype, tuple(shape), load, reads)

    def index_proven(self, e: ir.Expr, extent: ir.Expr) -> bool:
        """Whether ``0 <= e < extent`` wherever ``e`` is evaluated: a constant in a constant
        extent, or the variable of an enclosing ``for i in range(extent)``."""
        if isinstance(e, ir.Const) and isinstance(extent, ir.Const):
            return 0 <= int(e.value) < int(extent.value)
        if isinstance(e, ir.Cast) and e.expr.dtype in ir.INT_DTYPES:
            e = e.expr
        if not (isinstance(e, ir.Var) and self.loop_stops.get(e.name) == extent):
            return False
        lb = self.lower_bound(e)
        return lb is not None and lb >= 0

    # ------------------------------------------------------------------ index arithmetic
    def lower_bound(self, e: ir.Expr) -> int | None:
        """A static lower bound of an integer expression, or None when unknown."""
        if isinstance(e, ir.Const):
            return int(e.value)
        if isinstance(e, ir.Dim):
            return 0
        if isinstance(e, ir.Var):
            return self.lower_bounds.get(e.name)
        if e.dtype in ("uint8", "uint16", "uint32"):  # (uint64 may not fit int64)
            return 0
        if isinstance(e, ir.Cast):
            return self.lower_bound(e.expr)
        if isinstance(e, ir.Binary):
            a, b = self.lower_bound(e.lhs), self.lower_bound(e.rhs)
            if e.op == "add" and a is not None and b is not None:
                return a + b
            if e.op == "sub" and a is not None and isinstance(e.rhs, ir.Const):
                return a - int(e.rhs.value)
            if e.op in ("mul", "floordiv") and a is not None and b is not None and a >= 0 <= b:
                return 0
            if e.op == "max" and (a is not None or b is not None):
                return max(x for x in (a, b) if x is not None)
            if e.op == "min" and a is not None and b is not None:
                return min(a, b)
            if e.op == "mod" and b is not None and b > 0:
                return 0
        return None

    def ranged(self, e: ir.Expr) -> bool:
        """Whether ``e`` is affine in constants and enclosing loops' variables."""
        return to_affine(e, self.loop_ranges.__contains__) is not None

    def provably_nonnegative(self, e: ir.Expr) -> bool:
        """Whether the index ``e`` is >= 0 wherever the enclosing loops run: each loop
        variable, innermost first, is replaced by the end of its range that makes ``e``
        smallest (``i`` by ``k - 1`` in ``k - i - 1`` for ``i in range(k)``), until only a
        constant is left."""
        form = to_affine(e, self.loop_ranges.__contains__)
        if form is None:
            return False
        for var in reversed(self.loop_ranges):  # inner loops' bounds read only outer ones
            c = form.as_dict().get(var, 0)
            if not c:
                continue
            if (loop_range := self.loop_ranges[var]) is None:
                return False
            start, stop, step = loop_range
            if step > 0:  # var in [start, stop - 1]
                end, shift = (start, 0) if c > 0 else (stop, -1)
            else:  # var in [stop + 1, start]
                end, shift = (stop, 1) if c > 0 else (start, 0)
            bound = to_affine(end, self.loop_ranges.__contains__)
            assert bound is not None  # recorded only when ranged
            form = form - Affine.make({var: c}) + (bound + Affine((), shift)).scale(c)
        return form.is_const() and form.const >= 0

    def check_overflow(self, e: ir.Expr) -> None:
        """NumPy's OverflowError for a uint64 scalar index past int64 (:mod:`.unsigned_index`)."""
        cond = index_overflows(e)
        if cond is not None:
            self.raise_if(cond, "OverflowError", OVERFLOW_MESSAGE)  # type: ignore[attr-defined]

    def normalize_index(self, e: ir.Expr, extent: ir.Expr, dynamic: bool = False) -> ir.Expr:
        """Python's negative-index wrap-around, only where the index may be negative: never
        for an unsigned scalar (a uint64 past int64's range raised in ``check_overflow``);
        a uint64 read from an index array (``dynamic``) wraps, as NumPy casts it to intp."""
        src = e.expr.dtype if isinstance(e, ir.Cast) else e.dtype
        if (e.dtype in UNSIGNED_DTYPES or src in UNSIGNED_DTYPES) and not (
                dynamic and src == "uint64"):
            return cast(e, "int64")
        e = cast(e, "int64")
        lb = self.lower_bound(e)
        if (lb is not None and lb >= 0) or self.provably_nonnegative(e):
            return e
        if isinstance(e, ir.Const):
            return add(extent, e)
        return ir.Select(ir.Binary("lt", e, i64(0), "bool"), add(extent, e), e, "int64")

    def slice_bounds(
        self, parts: tuple[Any, Any, Any], n: ir.Expr
    ) -> tuple[ir.Expr, ir.Expr, ir.Expr]:
        """(start, extent, step) of ``lo:hi:st`` on an axis of extent ``n`` (Python rules)."""
        lo_n, hi_n, st_n = parts
        step = 1
        if st_n is not None:
            st = self.int_scalar(st_n, "slice step")
            if not isinstance(st.expr, ir.Const) or st.expr.value == 0:
                raise self.error(
                    "slice steps must be non-zero integer constants",
                    st_n,
                    hint="loop explicitly for a run-time step",
                )
            step = int(st.expr.value)
        lo, hi = (None if b is None else clip_unsigned_bound(
            self.int_scalar(b, "slice bound").expr) for b in (lo_n, hi_n))
        unit = step == 1 and lo is not None and (
            (hi is not None and hi == add(lo, i64(1)))
            or (hi is None and isinstance(lo, ir.Const) and lo.value == -1))
        if unit and lo is not None:
            # `a[j:j+1]`, `a[-1:]`: extent 1 or 0; written `min(.., 1)` so that broadcasting
            # treats it as a (possibly empty) unit axis, as NumPy does at run time
            if hi is None:
                start, extent = sub(n, i64(1)), imax(n, i64(0))
            elif _nonneg(self.lower_bound(lo)):
                start, extent = lo, imax(sub(n, lo), i64(0))
            else:
                start = ir.Select(ir.Binary("lt", lo, i64(0), "bool"), add(lo, n), lo, "int64")
                start = self.hoist(SVal(start, ScalarType("int64"))).expr  # type: ignore
                ok = ir.Binary("and", ir.Binary("ne", lo, i64(-1), "bool"), ir.Binary(
                    "and", ir.Binary("ge", start, i64(0), "bool"),
                    ir.Binary("lt", start, n, "bool"), "bool"), "bool")
                extent = ir.Select(ok, i64(1), i64(0), "int64")
            return start, ir.Binary("min", extent, i64(1), "int64"), i64(1)
        if step > 0:
            if lo is None:
                start: ir.Expr = i64(0)
            elif _nonneg(self.lower_bound(lo)):
                start = lo  # clamping to n only matters when the slice is empty
            else:
                start = self._clamp_bound(lo, n, 0)
            if hi is None:
                stop = n
            elif isinstance(hi, ir.Const) and hi.value < 0:
                stop = add(n, hi)  # start >= 0, so a negative stop just makes the slice empty
            else:
                stop = self._clamp_bound(hi, n, 0)
            span = sub(stop, start)
            if step != 1:
                span = ir.Binary("floordiv", add(span, i64(step - 1)), i64(step), "int64")
            extent = span if _nonneg(self.lower_bound(span)) else imax(span, i64(0))
        else:
            start = sub(n, i64(1)) if lo is None else self._clamp_bound(lo, n, -1)
            stop = i64(-1) if hi is None else self._clamp_bound(hi, n, -1)
            span = ir.Binary(
                "floordiv", add(sub(start, stop), i64(-step - 1)), i64(-step), "int64"
            )
            extent = imax(span, i64(0))
        return start, self.derived_extent(extent), i64(step)

    def _clamp_bound(self, b: ir.Expr, n: ir.Expr, low: int) -> ir.Expr:
        """Normalize a slice bound into [low, n] (low is -1 for negative steps)."""
        if isinstance(b, ir.Const):
            v = int(b.value)
            if v < 0:
                e = add(n, b)
                return imax(e, i64(low))
            cap = n if low == 0 else sub(n, i64(1))  # a negative step starts at most at n - 1
            return imin(b, cap) if not isinstance(cap, ir.Const) else i64(min(v, int(cap.value)))
        lb = self.lower_bound(b)
        if lb is not None and lb >= 0:
            return imin(b, n) if low == 0 else imin(b, sub(n, i64(1)))
        return ir.Select(
            ir.Binary("lt", b, i64(0), "bool"),
            imax(add(n, b), i64(low)),
            imin(b, n if low == 0 else sub(n, i64(1))),
            "int64",
        )


def _nonneg(lb: int | None) -> bool:
    return lb is not None and lb >= 0
