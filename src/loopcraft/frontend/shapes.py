"""Shape manipulation and composite NumPy functions: reshape/ravel, concatenate/stack,
einsum, norms, triangles and diagonals, roll.

Each is expressed with the same lazy machinery as elementwise code (index arithmetic on loads),
so the result fuses into its consumer; ``reshape`` of a contiguous array is a true view.
"""

from __future__ import annotations

import ast
import string

from ..ir import nodes as ir
from . import elementwise as ew
from .reductions import ReductionLowerer
from .types import ScalarType
from .values import AVal, PyVal, SVal, TVal, Value, ViewSpec, cast, const, i64, mul

__all__ = ["ShapeLowerer"]


class ShapeLowerer(ReductionLowerer):
    def numpy_extra(self, name: str, node: ast.Call) -> Value | None:
        """NumPy functions of this module, or None when ``name`` is not one of them."""
        if name in ("reshape", "ravel"):
            a = self.args_kwargs(node, ["a", "newshape", "order"] if name == "reshape"
                                 else ["a", "order"])
            x = self.as_array(self.expr(a["a"]), node)
            if name == "ravel":
                return self.reshape(x, (i64(-1),), node)
            return self.reshape(x, self.shape_arg(a["newshape"]), node)
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
            close = self.arith("le", diff, bound)
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

    def roll(self, x: AVal, shift: ir.Expr, axis: int) -> AVal:
        n = x.shape[axis]

        def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
            src = ir.Binary("mod", ir.Binary("sub", idx[axis], shift, "int64"), n, "int64")
            return x.load(idx[:axis] + (src,) + idx[axis + 1:])

        return AVal(x.dtype, x.shape, load, x.reads)

    def einsum(self, node: ast.Call) -> Value:
        """``np.einsum`` with explicit output (``"ij,jk->ik"``): a lazy product reduced over
        the summed letters (loops; the micro-kernel work can recognise the contraction)."""
        if not node.args or not isinstance(node.args[0], ast.Constant) or not isinstance(
                node.args[0].value, str):
            raise self.error("np.einsum needs a constant subscripts string", node)
        spec = node.args[0].value.replace(" ", "")
        if "->" not in spec or "." in spec:
            raise self.error("np.einsum needs an explicit output ('ij,jk->ik') without '...'",
                             node, hint="write the output subscripts after '->'")
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
