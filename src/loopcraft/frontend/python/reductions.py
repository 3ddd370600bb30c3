"""Reductions, scans and matrix products.

A reduction of a lazy array is one loop nest with an accumulator, so ``np.sum(a * b)`` never
materializes ``a * b``. Matrix products of 2-d (and batched) operands become ``LibCall("matmul")``,
matrix-vector products ``LibCall("gemv")`` and vector products ``LibCall("dot")`` (and
``np.outer`` ``LibCall("outer")``), so that later stages can pick loops, a micro-kernel or BLAS.
"""

from __future__ import annotations

import ast

from ...ir import nodes as ir
from ...ir.walk import expr_accesses
from . import elementwise as ew
from .expressions import MASKED_REDUCTIONS
from .numpy_api import NumpyLowerer
from .types import ScalarType, kind_of
from .values import AVal, Masked, PyVal, SVal, Value, cast, const, i64, is_const

__all__ = ["ReductionLowerer"]

_OP = {"sum": "add", "nansum": "add", "prod": "mul", "max": "max", "amax": "max", "min": "min",
       "amin": "min", "any": "max", "all": "min", "mean": "add"}


def _acc_dtype(name: str, dtype: str) -> str:
    """NumPy's result dtype of a reduction (sums of small ints widen to int64)."""
    if name in ("any", "all"):
        return "bool"
    if name in ("sum", "prod", "nansum") and kind_of(dtype) in "ib":
        return "int64"
    if name == "mean" and kind_of(dtype) in "ib":
        return "float64"
    return dtype


def _improves(better: str, v: ir.Expr, best: ir.Var, pos: ir.Var) -> ir.Expr:
    """Whether ``v`` replaces the best value so far in argmax/argmin: the first element, a
    strictly better one, or the first NaN (NumPy's argmax/argmin give the first NaN's
    position, which no later value replaces)."""
    cond: ir.Expr = ir.Binary("or", ir.Binary("lt", pos, i64(0), "bool"),
                              ir.Binary(better, v, best, "bool"), "bool")
    if kind_of(v.dtype) == "f":
        first_nan = ir.Binary("and", ir.Call("isnan", (v,), "bool"),
                              ir.Unary("not", ir.Call("isnan", (best,), "bool"), "bool"), "bool")
        cond = ir.Binary("or", cond, first_nan, "bool")
    return cond


def _init(op: str, dtype: str) -> ir.Const:
    if op == "add":
        return const(0, dtype)
    if op == "mul":
        return const(1, dtype)
    if dtype == "bool":
        return const(op == "min", "bool")
    big = float("inf") if kind_of(dtype) == "f" else (2**63 - 1 if dtype == "int64" else 2**31 - 1)
    if op == "max":
        return const(-big if kind_of(dtype) == "f" else -big - 1, dtype)
    return const(big, dtype)


class ReductionLowerer(NumpyLowerer):
    # ------------------------------------------------------------------ entry
    def reduction(self, name: str, x: SVal | AVal, a: dict[str, ast.expr], node: ast.AST) -> Value:
        if isinstance(x, SVal):
            x = AVal(x.type.dtype, (), lambda idx, e=x.expr: e)
        if "out" in a:
            raise self.error(f"out= is not supported in np.{name}", a["out"],
                             hint="assign the result instead: out[...] = np.sum(...)")
        if "dtype" in a:
            return self.reduction_as(name, x, a, node)
        axis: int | None = None
        if "axis" in a:
            av = self.expr(a["axis"])
            if not (isinstance(av, PyVal) and av.obj is None):
                axes = []
                for ax0 in self.const_int_tuple(a["axis"]):
                    ax = ax0 + x.ndim if ax0 < 0 else ax0
                    if not 0 <= ax < x.ndim:
                        raise self.error(f"axis {ax0} is out of bounds for a {x.ndim}-d array",
                                         a["axis"], hint=f"axes go from {-x.ndim} to {x.ndim - 1}")
                    axes.append(ax)
                if len(axes) > 1 and len(set(axes)) < x.ndim:
                    return self.reduce_axes(name, x, sorted(set(axes)), a, node)
                axis = axes[0] if len(axes) == 1 else None
        keepdims = False
        if "keepdims" in a:
            kv = self.scalar(a["keepdims"])
            if not isinstance(kv.expr, ir.Const):
                raise self.error("keepdims must be a constant", a["keepdims"])
            keepdims = bool(kv.expr.value)
        if axis is not None and x.ndim == 1:
            axis = None  # reducing the only axis: the full reduction (keepdims re-expands)
        ddof = 0
        if "ddof" in a:
            ddof = self.const_int(a["ddof"])
        if name in ("std", "var"):
            return self.variance(x, axis, keepdims, ddof, name == "std")
        if name in ("argmax", "argmin"):
            r = self.arg_reduce(name, x, axis)
            if not keepdims:
                return r
            if axis is None:
                return self.expand_all(r, x.ndim)  # type: ignore[arg-type]
            return self.expand_dims(r, axis)  # type: ignore[arg-type]
        if axis is None or x.ndim <= 1 and not keepdims:
            r = self.reduce_all(name, x)
            if keepdims:
                return self.expand_all(r, x.ndim)
            return r
        return self.reduce_axis(name, x, axis, keepdims)

    def reduction_as(self, name: str, x: AVal, a: dict[str, ast.expr], node: ast.AST) -> Value:
        """``np.sum(x, dtype=dt)`` and friends: the reduction of ``x`` converted to ``dt``,
        giving ``dt`` (integer sums accumulate in int64 and wrap to ``dt`` at the end, which
        is the same modular result as NumPy's accumulation in ``dt``)."""
        if name not in ("sum", "prod", "mean", "std", "var", "nansum"):
            raise self.error(f"dtype= is not supported in np.{name}", a["dtype"])
        dt = self.dtype_arg(a["dtype"])
        if dt == "bool":
            raise self.error(f"np.{name}(dtype=bool) is not supported", a["dtype"])
        rest = {k: v for k, v in a.items() if k != "dtype"}
        r = self.reduction(name, self.astype(x, dt) if x.dtype != dt else x, rest, node)
        if isinstance(r, SVal):
            return SVal(cast(r.expr, dt), ScalarType(dt))
        assert isinstance(r, AVal)
        return r if r.dtype == dt else self.astype(r, dt)

    def reduce_axes(self, name: str, x: AVal, axes: list[int], a: dict[str, ast.expr],
                    node: ast.AST) -> Value:
        """A reduction over several (not all) axes: one axis at a time, highest first."""
        if name not in ("sum", "prod", "max", "min", "amax", "amin", "any", "all", "mean",
                        "nansum"):
            raise self.error(f"np.{name} over several axes is not supported", node,
                             hint="reduce one axis at a time")
        keepdims = False
        if "keepdims" in a:
            kv = self.scalar(a["keepdims"])
            keepdims = isinstance(kv.expr, ir.Const) and bool(kv.expr.value)
        step = "sum" if name == "mean" else name
        r: AVal = x
        for ax in reversed(axes):
            r = self.reduce_axis(step, r, ax, False)
        result: Value = r
        if name == "mean":
            count = self.size_of(tuple(x.shape[ax] for ax in axes))
            dt = r.dtype if r.dtype.startswith("float") else "float64"
            result = self.arith("truediv", r, self.hoist(SVal(cast(count, dt), ScalarType(dt))))
        if keepdims:
            assert isinstance(result, AVal)
            for ax in axes:
                result = self.expand_dims(result, ax)
        return result

    def unit_stride_axes(self, x: AVal) -> set[int]:
        """Axes of ``x`` whose index is the last index of some array access in its elements
        (iterating them innermost walks memory contiguously)."""
        probe = tuple(ir.Var(f"_probe{k}", "int64") for k in range(x.ndim))
        out: set[int] = set()
        accesses = expr_accesses(x.load(probe))
        # matrices decide (a vector operand is contiguous whichever way it is walked)
        accesses = [a for a in accesses if len(a.indices) >= 2] or accesses
        for acc in accesses:
            if len(acc.indices) >= 1 and isinstance(acc.indices[-1], ir.Var):
                name = acc.indices[-1].name
                if name.startswith("_probe"):
                    out.add(int(name[len("_probe"):]))
        return out

    def expand_all(self, s: SVal, ndim: int) -> AVal:
        return AVal(s.type.dtype, tuple(i64(1) for _ in range(ndim)), lambda idx: s.expr)

    def _count(self, shape: tuple[ir.Expr, ...], dtype: str) -> ir.Expr:
        return cast(self.size_of(shape), dtype)

    # ------------------------------------------------------------------ full reductions
    def check_identity(self, name: str, extent: ir.Expr) -> None:
        """max/min have no identity: NumPy raises on an empty reduction."""
        if name in ("max", "min", "amax", "amin") and not (
                isinstance(extent, ir.Const) and extent.value > 0):
            op = "maximum" if "max" in name else "minimum"
            self.emit(ir.If(ir.Binary("eq", extent, i64(0), "bool"), ir.Block((ir.Raise(
                "ValueError",
                f"zero-size array to reduction operation {op} which has no identity"),))))

    def reduce_all(self, name: str, x: AVal, mask: AVal | None = None) -> SVal:
        """The reduction of every element of ``x`` (of those where ``mask`` holds, if given:
        ``np.sum(x[mask])``; the count of them is then accumulated in the same loop)."""
        op = _OP[name]
        if mask is None:
            self.check_identity(name, self.size_of(x.shape))
        rdt = _acc_dtype(name, x.dtype)
        # float32 sums accumulate in float64: closer to NumPy's pairwise sum than a float32 loop
        acc_dt = "float64" if rdt == "float32" and op == "add" else rdt
        acc = self.scalar_temp(acc_dt, "_acc")
        var = ir.Var(acc, acc_dt)
        self.emit(ir.Assign(var, _init(op, acc_dt)))
        count: ir.Expr = self._count(x.shape, rdt)
        if mask is not None:
            cvar = ir.Var(self.scalar_temp("int64", "_cnt"), "int64")
            self.emit(ir.Assign(cvar, i64(0)))
            count = cast(cvar, rdt)

        def body(idx: tuple[ir.Expr, ...]) -> None:
            v = x.load(idx)
            if name == "nansum":
                v = ir.Select(ir.Call("isnan", (v,), "bool"), const(0, x.dtype), v, x.dtype)
            if name in ("any", "all"):
                v = ir.Binary("ne", v, const(0, x.dtype), "bool") if x.dtype != "bool" else v
            update = ir.Assign(var, cast(v, acc_dt), op)
            if mask is None:
                self.emit(update)
            else:
                self.emit(ir.If(cast(mask.load(idx), "bool"), ir.Block(
                    (update, ir.Assign(cvar, i64(1), "add"))), ir.Block(())))

        self.loop_nest(x.shape, body, f"{name}{self._counter}")
        if mask is not None:
            self.check_identity(name, cvar)
        result: ir.Expr = var
        if name == "mean":
            result = ir.Binary("div", cast(var, rdt), count, rdt)
        return SVal(cast(result, rdt), ScalarType(rdt))

    def masked_reduction(self, name: str, sel: Masked, a: dict[str, ast.expr],
                         node: ast.AST) -> SVal:
        """``np.sum(x[m])``, ``x[m].max()``, ...: a full reduction of the 1-d selection,
        computed over ``x`` where ``m`` holds; ``count`` is the selection's size."""
        if name == "count":
            ones = AVal("int64", sel.mask.shape, lambda idx: i64(1))
            return self.reduce_all("sum", ones, sel.mask)
        if name not in MASKED_REDUCTIONS:
            raise self.error(f"np.{name} of a boolean-mask selection is not supported", node,
                             hint=f"supported: {', '.join(sorted(MASKED_REDUCTIONS))}")
        for key in ("out", "dtype", "ddof"):
            if key in a:
                raise self.error(f"{key}= is not supported here", a[key])
        if "axis" in a:
            av = self.expr(a["axis"])
            if not (isinstance(av, PyVal) and av.obj is None) and self.const_int(
                    a["axis"]) not in (0, -1):
                raise self.error("a boolean-mask selection is 1-d: axis must be 0, -1 or "
                                 "None", a["axis"])
        if "keepdims" in a and not (isinstance(kv := self.scalar(a["keepdims"]).expr, ir.Const)
                                    and not kv.value):
            raise self.error("keepdims=True is not supported for a boolean-mask selection",
                             a["keepdims"])
        return self.reduce_all(name, sel.base, sel.mask)

    # ------------------------------------------------------------------ axis reductions
    def reduce_axis(self, name: str, x: AVal, axis: int, keepdims: bool) -> AVal:
        op = _OP[name]
        self.check_identity(name, x.shape[axis])
        rdt = _acc_dtype(name, x.dtype)
        acc_dt = "float64" if rdt == "float32" and op == "add" else rdt
        out_shape = tuple(e for k, e in enumerate(x.shape) if k != axis)
        out = self.array_temp(acc_dt, len(out_shape), shape=out_shape)
        self.emit(ir.Alloc(out, out_shape, _init(op, acc_dt)))

        def value(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            v = x.load(idx)
            if name == "nansum" and kind_of(x.dtype) == "f":  # NaNs count as zero
                v = ir.Select(ir.Call("isnan", (v,), "bool"), const(0, x.dtype), v, x.dtype)
            if name in ("any", "all") and x.dtype != "bool":
                v = ir.Binary("ne", v, const(0, x.dtype), "bool")
            return cast(v, acc_dt)

        unit = self.unit_stride_axes(x)
        if axis == x.ndim - 1 and (axis in unit or not unit):
            # reduced axis innermost: a scalar accumulator per output element
            def outer(oidx: tuple[ir.Expr, ...]) -> None:
                acc = self.scalar_temp(acc_dt, "_acc")
                var = ir.Var(acc, acc_dt)
                self.emit(ir.Assign(var, _init(op, acc_dt)))
                self.loop_nest(
                    (x.shape[axis],),
                    lambda kidx: self.emit(ir.Assign(var, value(oidx + kidx), op)),
                    f"{name}_k",
                    parallel=False,
                )
                self.emit(ir.Assign(ir.Access(out, oidx, acc_dt), var))

            self.loop_nest(out_shape, outer, f"{name}_o", vector=False)
        else:
            def body(idx: tuple[ir.Expr, ...]) -> None:
                oidx = tuple(e for k, e in enumerate(idx) if k != axis)
                self.emit(ir.Assign(ir.Access(out, oidx, acc_dt), value(idx), op))

            # loop order: the reduced axis outside the axes that walk memory with unit stride
            inner = [k for k in range(x.ndim) if k != axis and k in unit] or \
                [k for k in range(x.ndim) if k != axis][-1:]
            order = [k for k in range(x.ndim) if k not in inner] + inner
            self.loop_nest(x.shape, body, f"{name}_a", parallel=order[0] != axis, order=order)
        result = self.array_value(out)
        if name == "mean":
            n = self.hoist(SVal(cast(x.shape[axis], acc_dt), ScalarType(acc_dt)))
            result = self.arith("truediv", result, n)  # type: ignore[assignment]
        if result.dtype != rdt:
            result = self.astype(result, rdt)
        if keepdims:
            result = self.expand_dims(result, axis)
        return result

    def variance(self, x: AVal, axis: int | None, keepdims: bool, ddof: int, sqrt: bool) -> Value:
        mean: Value
        if axis is None:
            mean = self.reduce_all("mean", x)
            dev = self.arith("sub", x, mean)
            sq = self.arith("mul", dev, dev)
            total = self.reduce_all("sum", sq)  # type: ignore[arg-type]
            n = self._count(x.shape, total.type.dtype)
        else:
            mean_arr = self.materialize(self.reduce_axis("mean", x, axis, True))
            dev = self.arith("sub", x, self.array_value(mean_arr))
            sq = self.arith("mul", dev, dev)
            total = self.reduce_axis("sum", sq, axis, keepdims)  # type: ignore[assignment,arg-type]
            n = cast(x.shape[axis], total.dtype if isinstance(total, AVal) else "float64")
        dt = total.type.dtype if isinstance(total, SVal) else total.dtype
        denom = SVal(ir.Binary("sub", cast(n, dt), const(ddof, dt), dt), ScalarType(dt))
        r = self.arith("truediv", total, self.hoist(denom))
        if sqrt:
            r = self.lift(lambda xs: ew.call_func("sqrt", xs), [r])
        if axis is None and keepdims:
            return self.expand_all(r, x.ndim)  # type: ignore[arg-type]
        return r

    def arg_reduce(self, name: str, x: AVal, axis: int | None) -> Value:
        better = "gt" if name == "argmax" else "lt"
        if axis is None:
            best = self.scalar_temp(x.dtype, "_best")
            pos = self.scalar_temp("int64", "_pos")
            flat = self.scalar_temp("int64", "_flat")
            bv, pv, fv = ir.Var(best, x.dtype), ir.Var(pos, "int64"), ir.Var(flat, "int64")
            self.emit(ir.Assign(pv, i64(-1)))
            self.emit(ir.Assign(fv, i64(0)))
            self.emit(ir.Assign(bv, const(0, x.dtype)))

            def body(idx: tuple[ir.Expr, ...]) -> None:
                v = x.load(idx)
                cond = _improves(better, v, bv, pv)
                self.emit(ir.If(cond, ir.Block((ir.Assign(bv, v), ir.Assign(pv, fv)))))
                self.emit(ir.Assign(fv, i64(1), "add"))

            self.loop_nest(x.shape, body, name, parallel=False, vector=False)
            self._raise_if_empty(pv, name)
            return SVal(pv, ScalarType("int64"))
        out_shape = tuple(e for k, e in enumerate(x.shape) if k != axis)
        out = self.array_temp("int64", len(out_shape), shape=out_shape)
        self.emit(ir.Alloc(out, out_shape))

        def outer(oidx: tuple[ir.Expr, ...]) -> None:
            best = self.scalar_temp(x.dtype, "_best")
            pos = self.scalar_temp("int64", "_pos")
            bv, pv = ir.Var(best, x.dtype), ir.Var(pos, "int64")
            self.emit(ir.Assign(pv, i64(-1)))
            self.emit(ir.Assign(bv, const(0, x.dtype)))

            def inner(kidx: tuple[ir.Expr, ...]) -> None:
                full = oidx[:axis] + kidx + oidx[axis:]
                v = x.load(full)
                cond = _improves(better, v, bv, pv)
                self.emit(ir.If(cond, ir.Block((ir.Assign(bv, v), ir.Assign(pv, kidx[0])))))

            self.loop_nest((x.shape[axis],), inner, f"{name}_k", parallel=False, vector=False)
            self.emit(ir.Assign(ir.Access(out, oidx, "int64"), pv))

        self.loop_nest(out_shape, outer, f"{name}_o", vector=False)
        return self.array_value(out)

    def _raise_if_empty(self, pos: ir.Var, name: str) -> None:
        self.emit(ir.If(ir.Binary("lt", pos, i64(0), "bool"), ir.Block((
            ir.Raise("ValueError", f"attempt to get {name} of an empty sequence"),))))

    # ------------------------------------------------------------------ scans
    def scan(self, name: str, x: SVal | AVal, a: dict[str, ast.expr], node: ast.AST,
             op: str | None = None) -> AVal:
        """``np.cumsum``/``np.cumprod`` (integers widen to int64; no axis: flattened), or with
        ``op`` a ufunc's ``accumulate`` (sums and products widen the same way,
        ``np.maximum.accumulate`` keeps the input's dtype)."""
        if isinstance(x, SVal):
            x = AVal(x.type.dtype, (i64(1),), lambda idx, e=x.expr: e)
        rdt = _acc_dtype("sum", x.dtype) if op in (None, "add", "mul") else x.dtype
        op = op or ("add" if name == "cumsum" else "mul")
        if "axis" not in a or (isinstance(self.expr(a["axis"]), PyVal)):
            if x.ndim != 1:
                x = self.flatten(x)
            axis = 0
        else:
            axis = self.const_int(a["axis"])
            axis = axis + x.ndim if axis < 0 else axis
        out = self.array_temp(rdt, x.ndim, shape=x.shape)
        self.emit(ir.Alloc(out, x.shape))
        others = tuple(e for k, e in enumerate(x.shape) if k != axis)

        def outer(oidx: tuple[ir.Expr, ...]) -> None:
            acc = self.scalar_temp(rdt, "_acc")
            var = ir.Var(acc, rdt)
            self.emit(ir.Assign(var, _init(op, rdt)))

            def inner(kidx: tuple[ir.Expr, ...]) -> None:
                full = oidx[:axis] + kidx + oidx[axis:]
                self.emit(ir.Assign(var, cast(x.load(full), rdt), op))
                self.emit(ir.Assign(ir.Access(out, full, rdt), var))

            self.loop_nest((x.shape[axis],), inner, f"{name}_k", parallel=False, vector=False)

        self.loop_nest(others, outer, f"{name}_o", vector=False)
        return self.array_value(out)

    def flatten(self, x: AVal) -> AVal:
        """A C-order 1-d view of a lazy array (index arithmetic, no copy)."""
        n = self.hoist(SVal(self.size_of(x.shape), ScalarType("int64"))).expr

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            rest = idx[0]
            out: list[ir.Expr] = []
            for k in reversed(range(x.ndim)):
                out.append(ir.Binary("mod", rest, x.shape[k], "int64") if k else rest)
                if k:
                    rest = ir.Binary("floordiv", rest, x.shape[k], "int64")
            return x.load(tuple(reversed(out)))

        return AVal(x.dtype, (n,), load, x.reads)

    # ------------------------------------------------------------------ matrix products
    def matmul(self, a: Value, b: Value, node: ast.AST) -> Value:
        x, y = self._operand(a), self._operand(b)
        if isinstance(x, SVal) or isinstance(y, SVal):
            raise self.error("matrix product with a scalar operand", node, hint="use *")
        t = ew.promote(ScalarType(x.dtype), ScalarType(y.dtype)).dtype
        if x.dtype != t:
            x = self.astype(x, t)
        if y.dtype != t:
            y = self.astype(y, t)
        # operands computed here (``(dx * r) @ m``) stay fused into a reduction instead of
        # becoming a temporary for a library call: a matrix-sized one costs more than the call
        # saves, and the reduction is still scheduled (vectorized, parallel) like other code
        if x.ndim == 1 and y.ndim == 1 and t != "bool" and _stored(x) and _stored(y):
            self.emit_checks([(x.shape[0], y.shape[0])])
            out = self.library_call("dot", (x, y), (), t)
            return SVal(ir.Access(out, (), t), ScalarType(t))
        if x.ndim == 2 and y.ndim == 1 and t != "bool" and not _stored(x):
            self.emit_checks([(x.shape[1], y.shape[0])])
            return self.reduce_axis("sum", self.arith("mul", x, self.expand_dims(y, 0)), 1,
                                    False)  # type: ignore[arg-type]
        if x.ndim == 1 and y.ndim == 2 and t != "bool" and not _stored(y):
            self.emit_checks([(x.shape[0], y.shape[0])])
            return self.reduce_axis("sum", self.arith("mul", self.expand_dims(x, 1), y), 0,
                                    False)  # type: ignore[arg-type]
        if 2 in (x.ndim, y.ndim) and 1 in (x.ndim, y.ndim) and t != "bool":
            # A @ x, or x @ A (= A.T @ x); A.T @ x and x @ A.T name A itself, transposed the
            # other way, so that the loops walk A by rows
            mat, vec, trans = (x, y, False) if x.ndim == 2 else (y, x, True)
            self.emit_checks([(mat.shape[1 if not trans else 0], vec.shape[0])])
            source = self._transposed(mat)
            if source is not None:
                mat, trans = source, not trans
            out = self.library_call("gemv", (mat, vec), (mat.shape[1 if trans else 0],), t,
                                    (("trans", True),) if trans else ())
            return self.array_value(out)
        if x.ndim == 1 and y.ndim == 1:  # computed, or bool (NumPy's logical sum of products)
            self.emit_checks([(x.shape[0], y.shape[0])])
            return self.reduce_all("sum", self.arith("mul", x, y))  # type: ignore[arg-type]
        if x.ndim <= 2 and y.ndim <= 2 and 1 in (x.ndim, y.ndim):
            raise self.error("a matrix-vector product of bool arrays is not supported", node,
                             hint="convert the operands with .astype(np.int64)")
        if x.ndim < 2 or y.ndim < 2 or x.ndim > 3 or y.ndim > 3:
            raise self.error(f"matmul of {x.ndim}-d and {y.ndim}-d arrays is not supported", node)
        xa, ya = self.operand_names((x, y))  # A.T stays a view of A (syrk: A.T @ A)
        self.emit_checks([(x.shape[-1], y.shape[-2])])
        batch: tuple[ir.Expr, ...] = ()
        if x.ndim == 3 or y.ndim == 3:
            batch = (x.shape[0] if x.ndim == 3 else y.shape[0],)
            if x.ndim == 3 and y.ndim == 3:
                self.emit_checks([(x.shape[0], y.shape[0])])
        shape = batch + (x.shape[-2], y.shape[-1])
        out = self.array_temp(t, len(shape), shape=shape)
        self.emit(ir.Alloc(out, shape))
        self.emit(ir.LibCall("matmul", (out,), (xa, ya)))
        return self.array_value(out)

    def _transposed(self, v: AVal) -> AVal | None:
        """The 2-d array variable ``v`` is the whole transpose of (``A.T``), or None."""
        view = v.view
        if view is None or v.ndim != 2 or len(view.offset) != 2:
            return None
        d0, d1 = view.dims
        if ((d0.source_axis, d1.source_axis) != (1, 0)
                or any(not is_const(e, c) for e, c in ((d0.step, 1), (d1.step, 1),
                                                        (view.offset[0], 0),
                                                        (view.offset[1], 0)))
                or (d0.extent, d1.extent) != (ir.Dim(view.source, 1), ir.Dim(view.source, 0))):
            return None
        return self.array_value(view.source)

    def library_call(self, op: str, operands: tuple[AVal, ...], shape: tuple[ir.Expr, ...],
                     dtype: str, attrs: tuple[tuple[str, str | int | float | bool], ...] = ()
                     ) -> str:
        """``libcall op(operands) -> out`` into a new array ``out`` of ``shape``: the operands
        as array variables (:meth:`operand_names`)."""
        names = self.operand_names(operands)
        out = self.array_temp(dtype, len(shape), shape=shape)
        self.emit(ir.Alloc(out, shape))
        self.emit(ir.LibCall(op, (out,), names, attrs))  # type: ignore[arg-type]
        return out

    def operand_names(self, operands: tuple[AVal, ...]) -> tuple[str, ...]:
        """The array variables a library call reads: views stay views (the kernels take any
        strides), lazy values are computed into temporaries first."""
        return tuple(self.materialize(v) if v.view is None or v.var is not None
                     else self.freeze(v).var  # type: ignore[union-attr]
                     for v in operands)

    def materialize(self, v: AVal) -> str:  # provided by the statement layer
        raise NotImplementedError

    def freeze(self, v: Value) -> Value:  # provided by the statement layer
        raise NotImplementedError


def _stored(v: AVal) -> bool:
    """Whether ``v`` is an array in memory (a variable or a view of one), not a value this
    statement computes."""
    return v.var is not None or v.view is not None
