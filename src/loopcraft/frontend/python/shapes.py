"""Shape manipulation and composite NumPy functions: reshape/ravel, concatenate/stack,
einsum, norms, triangles and diagonals, roll.

Each is expressed with the same lazy machinery as elementwise code (index arithmetic on loads),
so the result fuses into its consumer; ``reshape`` of a contiguous array is a true view.
"""

from __future__ import annotations

import ast
import string

from ...ir import nodes as ir
from . import elementwise as ew
from .reductions import ReductionLowerer
from .types import ScalarType, kind_of
from .values import AVal, PyVal, SVal, TVal, Value, ViewSpec, cast, const, i64, mul

__all__ = ["ShapeLowerer"]

#: functions that permute axes, and the names of their two axis arguments
_AXIS_MOVES = {"swapaxes": ("axis1", "axis2"), "moveaxis": ("source", "destination")}


class ShapeLowerer(ReductionLowerer):
    def numpy_extra(self, name: str, node: ast.Call) -> Value | None:
        """NumPy functions of this module, or None when ``name`` is not one of them."""
        if name in ("reshape", "ravel"):
            a = self.args_kwargs(node, ["a", "newshape", "order"] if name == "reshape"
                                 else ["a", "order"])
            x = self.as_array(self.expr(a["a"]), node)
            shape = (i64(-1),) if name == "ravel" else self.shape_arg(a["newshape"])
            return self.reshape_ordered(x, shape, a.get("order"), node)
        if name in ("concatenate", "stack", "vstack", "hstack"):
            a = self.args_kwargs(node, ["arrays", "axis"])
            items = self.expr(a["arrays"])
            if not isinstance(items, TVal) or not items.items:
                raise self.error(f"np.{name} takes a tuple or list of arrays", node,
                                 hint=f"np.{name}((a, b))")
            arrays = [self.as_array(v, node) for v in items.items]
            axis = self.const_int(a["axis"]) if "axis" in a else 0
            if name == "vstack":
                arrays = [x if x.ndim >= 2 else self.expand_dims(x, 0) for x in arrays]
                return self.concatenate(arrays, 0, node)
            if name == "hstack":
                return self.concatenate(arrays, 0 if arrays[0].ndim == 1 else 1, node)
            if name == "stack":
                nd = arrays[0].ndim + 1
                axis = axis + nd if axis < 0 else axis
                arrays = [self.expand_dims(x, axis) for x in arrays]
            return self.concatenate(arrays, axis, node)
        if name in _AXIS_MOVES:
            a = self.args_kwargs(node, ["a", *_AXIS_MOVES[name]])
            x = self.as_array(self.expr(a["a"]), node)
            i, j = (self.axis_arg(a[k], x.ndim, default=None)  # type: ignore[attr-defined]
                    for k in _AXIS_MOVES[name])
            if i is None or j is None:
                raise self.error(f"np.{name} needs two axes", node)
            perm = list(range(x.ndim))
            if name == "swapaxes":
                perm[i], perm[j] = perm[j], perm[i]
            else:
                perm.remove(i)
                perm.insert(j, i)
            return self.transpose(x, tuple(perm))
        if name == "squeeze":
            a = self.args_kwargs(node, ["a", "axis"])
            return self.squeeze(self.as_array(self.expr(a["a"]), node), a.get("axis"), node)
        if name in ("atleast_1d", "atleast_2d"):
            if len(node.args) != 1 or node.keywords:
                raise self.error(f"np.{name} of one array is supported", node,
                                 hint=f"call np.{name} once per array")
            x = self.as_array(self.expr(node.args[0]), node)
            while x.ndim < int(name[-2]):
                x = self.expand_dims(x, 0)
            return x
        if name == "column_stack":
            a = self.args_kwargs(node, ["tup"])
            items = self.expr(a["tup"])
            if not isinstance(items, TVal) or not items.items:
                raise self.error("np.column_stack takes a tuple or list of arrays", node)
            arrays = [self.as_array(v, node) for v in items.items]
            return self.concatenate([x if x.ndim >= 2 else self.expand_dims(x, 1)
                                     for x in arrays], 1, node)
        if name == "broadcast_to":
            a = self.args_kwargs(node, ["array", "shape"])
            return self.broadcast_to(self.as_array(self.expr(a["array"]), node),
                                     self.shape_arg(a["shape"]), node)
        if name == "take":
            a = self.args_kwargs(node, ["a", "indices", "axis"])
            x = self.as_array(self.expr(a["a"]), node)
            axis = self.axis_arg(a.get("axis"), x.ndim, default=None)  # type: ignore[attr-defined]
            if axis is None:
                x, axis = self.reshape(x, (i64(-1),), node), 0
            ind = self._operand(self.expr(a["indices"]))
            if isinstance(ind, SVal) or kind_of(ind.dtype) != "i":
                if isinstance(ind, AVal) or ind.type.dtype not in ("int32", "int64"):
                    raise self.error("np.take needs integer indices", node)
                item: tuple = ("int", ind, node)
            else:
                item = ("array", ind, node)
            full: list[tuple] = [("slice", None, None, None)] * x.ndim
            full[axis] = item
            if item[0] == "array":
                return self.gather(x, full)
            return self.at_index(x, axis, ind.expr)  # type: ignore[union-attr]
        if name == "take_along_axis":
            a = self.args_kwargs(node, ["arr", "indices", "axis"])
            x = self.as_array(self.expr(a["arr"]), node)
            ind = self.as_array(self.expr(a["indices"]), node)
            return self.take_along_axis(x, ind, a.get("axis"), node)
        if name == "einsum":
            return self.einsum(node)
        if name == "norm":
            a = self.args_kwargs(node, ["x", "ord", "axis", "keepdims"])
            if "ord" in a and not (isinstance(self.expr(a["ord"]), PyVal)
                                   and self.expr(a["ord"]).obj is None):  # type: ignore[union-attr]
                raise self.error("np.linalg.norm supports only the default (2-/Frobenius) norm",
                                 node, hint="write the norm out, e.g. np.max(np.abs(x))")
            x = self.as_array(self.expr(a["x"]), node)
            sq = self.arith("mul", x, x)
            rest = {k: v for k, v in a.items() if k in ("axis", "keepdims")}
            total = self.reduction("sum", sq, rest, node)  # type: ignore[arg-type]
            return self.lift(lambda xs: ew.call_func("sqrt", xs), [self._operand(total)])
        if name in ("tril", "triu"):
            a = self.args_kwargs(node, ["m", "k"])
            x = self.as_array(self.expr(a["m"]), node)
            k = self.int_scalar(a["k"]).expr if "k" in a else i64(0)
            if x.ndim < 2:
                raise self.error(f"np.{name} needs a 2-d array", node)
            op = "le" if name == "tril" else "ge"

            def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
                keep = ir.Binary(op, ir.Binary("sub", idx[-1], idx[-2], "int64"), k, "bool")
                return ir.Select(keep, x.load(idx), const(0, x.dtype), x.dtype)

            return AVal(x.dtype, x.shape, load, x.reads)
        if name == "diag":
            a = self.args_kwargs(node, ["v", "k"])
            x = self.as_array(self.expr(a["v"]), node)
            if "k" in a and self.const_int(a["k"]) != 0:
                raise self.error("np.diag with k != 0 is not supported", node)
            if x.ndim == 1:
                n = x.shape[0]
                return AVal(x.dtype, (n, n), lambda idx: ir.Select(
                    ir.Binary("eq", idx[0], idx[1], "bool"), x.load((idx[0],)),
                    const(0, x.dtype), x.dtype), x.reads)
            n = ir.Binary("min", x.shape[0], x.shape[1], "int64")
            return AVal(x.dtype, (n,), lambda idx: x.load((idx[0], idx[0])), x.reads)
        if name == "roll":
            a = self.args_kwargs(node, ["a", "shift", "axis"])
            x = self.as_array(self.expr(a["a"]), node)
            shift = self.hoist(self.int_scalar(a["shift"])).expr  # type: ignore[union-attr]
            if "axis" not in a:
                flat = self.reshape(x, (i64(-1),), node)
                return self.reshape(self.roll(flat, shift, 0), x.shape, node)
            axis = self.const_int(a["axis"])
            return self.roll(x, shift, axis + x.ndim if axis < 0 else axis)
        if name == "count_nonzero":
            a = self.args_kwargs(node, ["a", "axis"])
            x = self.as_array(self.expr(a["a"]), node)
            nz = AVal("bool", x.shape, lambda idx: ir.Binary(
                "ne", x.load(idx), const(0, x.dtype), "bool") if x.dtype != "bool"
                else x.load(idx), x.reads)
            return self.reduction("sum", nz, {k: v for k, v in a.items() if k == "axis"}, node)
        if name == "array_equal":
            a = self.args_kwargs(node, ["a1", "a2", "equal_nan"])
            x, y = (self.as_array(self.expr(a[k]), node) for k in ("a1", "a2"))
            if "equal_nan" in a:
                raise self.error("np.array_equal(equal_nan=...) is not supported", node)
            if x.ndim != y.ndim:
                return SVal(const(False, "bool"), ScalarType("bool"))
            # different shapes are simply unequal: compare only when every extent agrees
            same: ir.Expr = const(True, "bool")
            for p, q in zip(x.shape, y.shape, strict=True):
                if p != q:
                    same = ir.Binary("and", same, ir.Binary("eq", p, q, "bool"), "bool")
            res = ir.Var(self.scalar_temp("bool", "_equal"), "bool")
            self.emit(ir.Assign(res, const(False, "bool")))
            self.push()
            eq = AVal("bool", x.shape, lambda idx: ew.binary(
                "eq", (x.load(idx), ScalarType(x.dtype)), (y.load(idx), ScalarType(y.dtype)))[0],
                x.reads | y.reads)
            self.emit(ir.Assign(res, self.reduce_all("all", eq).expr))
            self.emit(ir.If(same, self.pop(), ir.Block(())))
            return SVal(res, ScalarType("bool"))
        if name in ("allclose", "isclose"):
            a = self.args_kwargs(node, ["a", "b", "rtol", "atol", "equal_nan"])
            x, y = self._operand(self.expr(a["a"])), self._operand(self.expr(a["b"]))
            rtol = self.scalar(a["rtol"]) if "rtol" in a else SVal(const(1e-5, "float64"),
                                                                   ScalarType("float64", True))
            atol = self.scalar(a["atol"]) if "atol" in a else SVal(const(1e-8, "float64"),
                                                                   ScalarType("float64", True))
            diff = self.lift(lambda xs: ew.call_func("abs", xs), [self.arith("sub", x, y)])
            bound = self.arith("add", atol, self.arith(
                "mul", rtol, self.lift(lambda xs: ew.call_func("abs", xs), [y])))
            # NumPy: |x - y| <= atol + rtol |y| where y is finite, or x == y (equal
            # infinities); with equal_nan also where both are NaN
            finite_y = self.lift(lambda xs: ew.call_func("isfinite", xs), [y])
            close = self.arith("or", self.arith("and", self.arith("le", diff, bound), finite_y),
                               self.arith("eq", x, y))
            if "equal_nan" in a:
                en = self.scalar(a["equal_nan"]).expr
                if not isinstance(en, ir.Const):
                    raise self.error("equal_nan must be a constant", a["equal_nan"])
                if en.value:
                    both = self.arith("and", *(self.lift(lambda xs: ew.call_func("isnan", xs),
                                                         [v]) for v in (x, y)))
                    close = self.arith("or", close, both)
            if name == "isclose":
                return close
            if isinstance(close, SVal):
                return close
            return self.reduce_all("all", close)
        return None

    # ------------------------------------------------------------------ helpers
    def as_array(self, v: Value, node: ast.AST) -> AVal:
        v = v if not isinstance(v, TVal) else self.tuple_to_array(v, node)
        if isinstance(v, SVal):
            return AVal(v.type.dtype, (), lambda idx, e=v.expr: e)
        if not isinstance(v, AVal):
            raise self.error("expected an array", node)
        return v

    def reshape_ordered(self, x: AVal, shape: tuple[ir.Expr, ...], order: ast.expr | None,
                        node: ast.AST) -> AVal:
        """``reshape``/``ravel`` with ``order="C"`` (the default) or ``"F"``: Fortran order
        reads and writes the elements with the first index fastest, which is the C-order
        reshape of the axes reversed."""
        kind = self.const_str(order, "C", ("C", "F"), "order")  # type: ignore[attr-defined]
        if kind == "C":
            return self.reshape(x, shape, node)
        rev = tuple(reversed(range(x.ndim)))
        flipped = self.reshape(self.transpose(x, rev), tuple(reversed(shape)), node)
        return self.transpose(flipped, tuple(reversed(range(flipped.ndim))))

    def reshape(self, x: AVal, shape: tuple[ir.Expr, ...], node: ast.AST) -> AVal:
        """``x.reshape(shape)``: a view of a contiguous array variable, else a lazy copy."""
        size = self.size_of(x.shape)
        unknown = [k for k, e in enumerate(shape) if isinstance(e, ir.Const) and e.value == -1]
        if len(unknown) > 1:
            raise self.error("only one dimension of a reshape can be -1", node)
        if unknown:
            known = [e for k, e in enumerate(shape) if k != unknown[0]]
            rest = ir.Binary("floordiv", size, self.size_of(known), "int64") if known else size
            shape = tuple(rest if k == unknown[0] else e for k, e in enumerate(shape))
        shape = tuple(self.hoist(SVal(e, ScalarType("int64"))).expr for e in shape)
        self.emit_checks([(self.size_of(shape), size)])
        if x.var is not None and self.is_contiguous(x.var):
            # the new axes walk the same memory in C order: a view with explicit strides
            dims = []
            for k, e in enumerate(shape):
                stride: ir.Expr = i64(1)
                for later in shape[k + 1:]:
                    stride = mul(stride, later)
                dims.append(ir.ViewDim(None, e, stride))
            view = ViewSpec(x.var, tuple(i64(0) for _ in x.shape), tuple(dims), True)
        else:
            view = None
        flat = self.flatten(x) if x.ndim != 1 else x

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            linear: ir.Expr = i64(0)
            for k, i in enumerate(idx):
                linear = ir.Binary("add", ir.Binary("mul", linear, shape[k], "int64"), i,
                                   "int64") if k else i
            return flat.load((linear,)) if shape else flat.load((i64(0),))

        return AVal(x.dtype, shape, load, x.reads, view)

    def concatenate(self, arrays: list[AVal], axis: int, node: ast.AST) -> AVal:
        nd = arrays[0].ndim
        if any(a.ndim != nd for a in arrays):
            raise self.error("np.concatenate needs arrays of the same rank", node)
        axis = axis + nd if axis < 0 else axis
        if not 0 <= axis < nd:
            raise self.error(f"axis {axis} is out of bounds for {nd}-d arrays", node)
        dtype = arrays[0].dtype
        for a in arrays[1:]:
            dtype = ew.promote(ScalarType(dtype), ScalarType(a.dtype)).dtype
        for a in arrays[1:]:
            self.emit_checks([(a.shape[k], arrays[0].shape[k]) for k in range(nd)
                              if k != axis and a.shape[k] != arrays[0].shape[k]])
        starts: list[ir.Expr] = [i64(0)]
        for a in arrays[:-1]:
            starts.append(self.hoist(SVal(ir.Binary("add", starts[-1], a.shape[axis], "int64"),
                                          ScalarType("int64"))).expr)
        total = ir.Binary("add", starts[-1], arrays[-1].shape[axis], "int64")
        shape = tuple(total if k == axis else e for k, e in enumerate(arrays[0].shape))
        reads: frozenset[str] = frozenset()
        for a in arrays:
            reads |= a.reads

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            i = idx[axis]
            result: ir.Expr | None = None
            for a, start in reversed(list(zip(arrays, starts, strict=True))):
                local = idx[:axis] + (ir.Binary("sub", i, start, "int64"),) + idx[axis + 1:]
                v = cast(a.load(local), dtype)
                result = v if result is None else ir.Select(
                    ir.Binary("lt", i, ir.Binary("add", start, a.shape[axis], "int64"), "bool"),
                    v, result, dtype)
            assert result is not None
            return result

        return AVal(dtype, shape, load, reads)

    def squeeze(self, x: AVal, axis_node: ast.expr | None, node: ast.AST) -> AVal:
        """``np.squeeze``: without ``axis`` the axes known to be 1 at compile time go (an
        extent known only at run time makes the result's rank unknown: an error that asks
        for ``axis=``); a named axis must be 1 at run time (NumPy's ValueError)."""
        if axis_node is None or self.is_none(axis_node):  # type: ignore[attr-defined]
            unknown = [k for k, e in enumerate(x.shape)
                       if not isinstance(e, ir.Const) and not ew.unit_like(e)]
            if unknown:
                raise self.error("np.squeeze without axis= of an array whose extents are only "
                                 "known at run time (the result's rank would depend on them)",
                                 node, hint="name the axes to remove: np.squeeze(a, axis=0)")
            axes = {k for k, e in enumerate(x.shape) if isinstance(e, ir.Const) and e.value == 1}
        else:
            axes = {a + x.ndim if a < 0 else a for a in self.const_int_tuple(axis_node)}
            if any(not 0 <= a < x.ndim for a in axes):
                raise self.error(f"axis out of bounds for a {x.ndim}-d array", axis_node)
            for a in sorted(axes):
                if not (isinstance(x.shape[a], ir.Const) and x.shape[a].value == 1):
                    self.emit(ir.If(ir.Binary("ne", x.shape[a], i64(1), "bool"), ir.Block((
                        ir.Raise("ValueError", "cannot select an axis to squeeze out which has "
                                 "size not equal to one"),))))
        keep = [k for k in range(x.ndim) if k not in axes]
        view = None
        if x.view is not None:
            dims = tuple(x.view.dims[k] for k in keep)
            inner = x.view.inner_contiguous or (bool(keep) and keep[-1] == x.ndim - 1)
            view = ViewSpec(x.view.source, x.view.offset, dims, inner)

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            full = [i64(0)] * x.ndim
            for k, i in zip(keep, idx, strict=True):
                full[k] = i
            return x.load(tuple(full))

        return AVal(x.dtype, tuple(x.shape[k] for k in keep), load, x.reads, view)

    def broadcast_to(self, x: AVal, shape: tuple[ir.Expr, ...], node: ast.AST) -> AVal:
        """``np.broadcast_to``: a read-only lazy array; an axis of ``x`` that is not 1 must
        equal the target extent (checked at run time when not known)."""
        if x.ndim > len(shape):
            raise self.error(f"cannot broadcast a {x.ndim}-d array to {len(shape)} dimensions",
                             node)
        shape = tuple(self.hoist(SVal(e, ScalarType("int64"))).expr for e in shape)
        off = len(shape) - x.ndim
        checks = []
        for k, e in enumerate(x.shape):
            if not ew.unit_like(e) and e != shape[off + k]:
                checks.append((e, shape[off + k]))
        self.emit_checks(checks)

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            return x.load(tuple(i64(0) if ew.unit_like(e) and e != shape[off + k]
                                else idx[off + k] for k, e in enumerate(x.shape)))

        return AVal(x.dtype, shape, load, x.reads)

    def at_index(self, x: AVal, axis: int, i: ir.Expr) -> Value:
        """``x`` at one (possibly negative) position along ``axis``."""
        i = self.normalize_index(i, x.shape[axis])
        if x.ndim == 1:
            return SVal(x.load((i,)), ScalarType(x.dtype))
        return AVal(x.dtype, x.shape[:axis] + x.shape[axis + 1:],
                    lambda idx: x.load(idx[:axis] + (i,) + idx[axis:]), x.reads)

    def take_along_axis(self, x: AVal, ind: AVal, axis_node: ast.expr | None,
                        node: ast.AST) -> AVal:
        """``np.take_along_axis(x, ind, axis)``: ``ind`` picks positions along ``axis``; its
        other extents broadcast against ``x``'s (``axis=None``: the flattened ``x``)."""
        if kind_of(ind.dtype) != "i":
            raise self.error("np.take_along_axis needs integer indices", node)
        if axis_node is None:
            raise self.error("np.take_along_axis needs axis=", node)
        axis = self.axis_arg(axis_node, x.ndim, default=None)  # type: ignore[attr-defined]
        if axis is None:
            x, axis = self.reshape(x, (i64(-1),), node), 0
        if ind.ndim != x.ndim:
            raise self.error("np.take_along_axis needs indices of the array's rank", node)
        shape: list[ir.Expr] = []
        checks: list[tuple[ir.Expr, ir.Expr]] = []
        for k in range(x.ndim):
            if k == axis:
                shape.append(ind.shape[k])
                continue
            try:
                bshape, chk = ew.broadcast_shapes([(x.shape[k],), (ind.shape[k],)])
            except ValueError as exc:
                raise self.error(str(exc), node) from None
            checks += chk
            shape.append(bshape[0])
        self.emit_checks(checks)

        def pick(v: AVal, idx: tuple[ir.Expr, ...]) -> tuple[ir.Expr, ...]:
            return tuple(i64(0) if ew.unit_like(v.shape[k]) and v.shape[k] != shape[k]
                         else i for k, i in enumerate(idx))

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            j = self.normalize_index(cast(ind.load(pick(ind, idx)), "int64"), x.shape[axis],
                                     dynamic=True)
            full = pick(x, idx)
            return x.load(full[:axis] + (j,) + full[axis + 1:])

        return AVal(x.dtype, tuple(shape), load, x.reads | ind.reads)

    def roll(self, x: AVal, shift: ir.Expr, axis: int) -> AVal:
        n = x.shape[axis]

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            src = ir.Binary("mod", ir.Binary("sub", idx[axis], shift, "int64"), n, "int64")
            return x.load(idx[:axis] + (src,) + idx[axis + 1:])

        return AVal(x.dtype, x.shape, load, x.reads)

    def einsum(self, node: ast.Call) -> Value:
        """``np.einsum`` (``"ij,jk->ik"``, or implicit ``"ij,jk"``): a lazy product reduced over
        the summed letters (loops; the micro-kernel work can recognise the contraction)."""
        if not node.args or not isinstance(node.args[0], ast.Constant) or not isinstance(
                node.args[0].value, str):
            raise self.error("np.einsum needs a constant subscripts string", node)
        if any(k.arg != "optimize" for k in node.keywords):  # optimize= never changes values
            raise self.error("np.einsum keywords other than optimize= are not supported", node)
        spec = node.args[0].value.replace(" ", "")
        if "." in spec:
            raise self.error("np.einsum subscripts with '...' are not supported", node,
                             hint="write every axis's letter out ('bij,bjk->bik')")
        if "->" not in spec:  # implicit output: the letters seen once, in alphabetical order
            once = sorted(c for c in set(spec) if c != "," and spec.count(c) == 1)
            spec = f"{spec}->{''.join(once)}"
        ins, out = spec.split("->")
        terms = ins.split(",")
        operands = [self.as_array(self.expr(a), node) for a in node.args[1:]]
        if len(terms) != len(operands):
            raise self.error(f"np.einsum: {len(terms)} subscripts for {len(operands)} operands",
                             node)
        letters: list[str] = []
        extent: dict[str, ir.Expr] = {}
        for t, a in zip(terms, operands, strict=True):
            if len(t) != a.ndim or any(c not in string.ascii_letters for c in t):
                raise self.error(f"np.einsum: subscripts {t!r} do not match a {a.ndim}-d "
                                 "operand", node)
            for c, e in zip(t, a.shape, strict=True):
                if c not in extent:
                    letters.append(c)
                    extent[c] = e
                elif extent[c] != e:
                    self.emit_checks([(extent[c], e)])
        if any(c not in extent for c in out):
            raise self.error("np.einsum: an output subscript appears in no operand", node)
        summed = [c for c in letters if c not in out]
        order = list(out) + summed  # output letters first, then the reduced ones
        pos = {c: k for k, c in enumerate(order)}
        dtype = operands[0].dtype
        for a in operands[1:]:
            dtype = ew.promote(ScalarType(dtype), ScalarType(a.dtype)).dtype
        reads: frozenset[str] = frozenset()
        for a in operands:
            reads |= a.reads

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            prod: ir.Expr | None = None
            for t, a in zip(terms, operands, strict=True):
                v = cast(a.load(tuple(idx[pos[c]] for c in t)), dtype)
                prod = v if prod is None else ir.Binary("mul", prod, v, dtype)
            assert prod is not None
            return prod

        full = AVal(dtype, tuple(extent[c] for c in order), load, reads)
        result: Value = full
        for _ in summed:  # reduce the trailing (summed) axes one at a time
            cur = result
            if isinstance(cur, AVal) and cur.ndim > 1:
                result = self.reduce_axis("sum", cur, cur.ndim - 1, False)
            elif isinstance(cur, AVal):
                result = self.reduce_all("sum", cur)
        return result

    def is_contiguous(self, name: str) -> bool:
        """Whether array variable ``name`` is always a whole C-contiguous buffer."""
        for p in self.params:
            if p.name == name:
                return isinstance(p, ir.ArrayParam) and p.layout == "C"
        return self.hints.fresh.get(name, False) and self.seen.fresh.get(name, True)
