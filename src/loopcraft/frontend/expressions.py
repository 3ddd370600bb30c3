"""Lowering Python expressions to values (scalars, lazy arrays, compile-time objects)."""

from __future__ import annotations

import ast
import builtins
import math
from typing import Any

import numpy as np

from ..ir import nodes as ir
from ..ir.walk import subexprs
from . import elementwise as ew
from .context import ArrayBinding, LoweringContext, ScalarBinding, TupleBinding
from .types import ScalarType, kind_of
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
    const,
    i64,
    imax,
    imin,
    is_const,
    mul,
    sub,
)

__all__ = ["ExpressionLowerer"]

_BINOPS = {
    ast.Add: "add",
    ast.Sub: "sub",
    ast.Mult: "mul",
    ast.Div: "truediv",
    ast.FloorDiv: "floordiv",
    ast.Mod: "mod",
    ast.Pow: "pow",
    ast.BitAnd: "bitand",
    ast.BitOr: "bitor",
    ast.BitXor: "bitxor",
    ast.LShift: "lshift",
    ast.RShift: "rshift",
}
_CMPOPS = {
    ast.Lt: "lt",
    ast.LtE: "le",
    ast.Eq: "eq",
    ast.NotEq: "ne",
    ast.Gt: "gt",
    ast.GtE: "ge",
}


class ExpressionLowerer(LoweringContext):
    """Expression lowering; statement lowering and NumPy calls build on it."""

    globals: dict[str, Any]
    #: values bound to synthetic names while a method is lowered as a NumPy call
    pinned: dict[str, Value] = {}

    # ------------------------------------------------------------------ entry
    def expr(self, node: ast.expr) -> Value:
        method = getattr(self, f"expr_{type(node).__name__}", None)
        if method is None:
            raise self.error(
                f"unsupported expression: {type(node).__name__}",
                node,
                hint=_EXPR_HINTS.get(type(node).__name__, "rewrite it with supported NumPy/Python"),
            )
        old = self.current_node
        self.current_node = node
        try:
            return method(node)
        finally:
            self.current_node = old

    def scalar(self, node: ast.expr, what: str = "value") -> SVal:
        v = self.expr(node)
        if isinstance(v, SVal):
            return v
        if isinstance(v, AVal) and v.ndim == 0:
            return SVal(v.load(()), ScalarType(v.dtype))
        raise self.error(f"expected a scalar {what}, got {describe(v)}", node)

    def int_scalar(self, node: ast.expr, what: str = "integer") -> SVal:
        v = self.scalar(node, what)
        if v.type.dtype not in ("int32", "int64", "bool"):
            raise self.error(f"expected an integer {what}, got {v.type.dtype}", node)
        return SVal(cast(v.expr, "int64"), v.type)

    def array_or_scalar(self, node: ast.expr) -> SVal | AVal:
        v = self.expr(node)
        if isinstance(v, (SVal, AVal)):
            return v
        if isinstance(v, TVal):
            return self.tuple_to_array(v, node)
        raise self.error(f"expected an array or a number, got {describe(v)}", node)

    def tuple_to_array(self, v: TVal, node: ast.AST) -> AVal:
        """A tuple of numbers used as an array (``np.array([a, b])``), also nested and
        rectangular (``np.array([[1.0, 0.0], [0.0, 1.0]])``: a 2-d array)."""
        nested = _rectangular(v)
        if nested is None or not nested[1]:
            raise self.error("only tuples or lists of numbers (nested ones of equal lengths) "
                             "can be used as arrays", node)
        dims, items = nested
        t = items[0].type
        for it in items[1:]:
            t = ew.promote(t, it.type)
        shape = tuple(i64(d) for d in dims)
        name = self.array_temp(t.dtype, len(dims), shape=shape)
        self.emit(ir.Alloc(name, shape))
        for k, it in enumerate(items):
            pos, rest = [], k
            for d in reversed(dims):
                pos.append(i64(rest % d))
                rest //= d
            self.emit(ir.Assign(ir.Access(name, tuple(reversed(pos)), t.dtype),
                                cast(it.expr, t.dtype)))
        return self.array_value(name)

    # ------------------------------------------------------------------ leaves
    def expr_Constant(self, node: ast.Constant) -> Value:
        v = node.value
        if isinstance(v, bool):
            return SVal(const(v, "bool"), ScalarType("bool", True))
        if isinstance(v, int):
            return SVal(const(v, "int64"), ScalarType("int64", True))
        if isinstance(v, float):
            return SVal(const(v, "float64"), ScalarType("float64", True))
        if v is None or v is Ellipsis or isinstance(v, str):
            return PyVal(v)
        raise self.error(f"unsupported constant {v!r}", node, hint="use int, float or bool")

    def expr_Name(self, node: ast.Name) -> Value:
        return self.lookup(node.id, node)

    def lookup(self, name: str, node: ast.AST) -> Value:
        if name in self.pinned:
            return self.pinned[name]
        b = self.scope.get(name)
        if b is not None:
            return self.binding_value(b)
        if name in self.globals:
            return self.global_value(self.globals[name], name, node)
        if hasattr(builtins, name):
            return PyVal(getattr(builtins, name))
        raise self.error(
            f"name {name!r} is not defined (or is used before it is assigned)",
            node,
            hint="loopcraft needs every variable assigned before use on every path",
        )

    def binding_value(self, b: ScalarBinding | ArrayBinding | TupleBinding) -> Value:
        if isinstance(b, ScalarBinding):
            known = self.hints.defs.get(b.name)
            if known is not None and b.name in self.seen.defs:
                return SVal(cast(known, b.type.dtype), b.type)  # copy propagation
            return SVal(ir.Var(b.name, b.type.dtype), b.type)
        if isinstance(b, ArrayBinding):
            return self.array_value(b.name)
        return TVal(tuple(self.binding_value(x) for x in b.items))

    def global_value(self, obj: Any, name: str, node: ast.AST) -> Value:
        if isinstance(obj, bool | np.bool_):
            return SVal(const(bool(obj), "bool"), ScalarType("bool", isinstance(obj, bool)))
        if isinstance(obj, int):
            return SVal(const(obj, "int64"), ScalarType("int64", True))
        if isinstance(obj, float):
            return SVal(const(obj, "float64"), ScalarType("float64", True))
        if isinstance(obj, np.generic) and obj.dtype.name in ("int32", "int64", "float32",
                                                               "float64"):
            return SVal(const(obj.item(), obj.dtype.name), ScalarType(obj.dtype.name))
        if isinstance(obj, np.ndarray):
            raise self.error(
                f"global array {name!r} cannot be used inside a compiled function",
                node,
                hint="pass the array as an argument",
            )
        if isinstance(obj, tuple) and all(isinstance(x, int | float) for x in obj):
            return TVal(tuple(self.global_value(x, name, node) for x in obj))
        return PyVal(obj)

    def expr_Tuple(self, node: ast.Tuple) -> Value:
        return TVal(tuple(self.expr(e) for e in node.elts))

    expr_List = expr_Tuple  # lists of shapes in np.zeros([n, m]) and friends

    # ------------------------------------------------------------------ operators
    def arith(self, op: str, a: Value, b: Value) -> SVal | AVal:
        x, y = self._operand(a), self._operand(b)
        if op == "pow":
            x = self.integer_power(x, y)
        return self.lift(lambda xs: ew.binary(op, xs[0], xs[1]), [x, y])

    def integer_power(self, a: SVal | AVal, b: SVal | AVal) -> SVal | AVal:
        """``a ** b`` with an integer result: Python ints to a negative constant power give a
        float (``2 ** -1 == 0.5``: ``a`` is returned as a float then); NumPy integers to a
        negative power raise ValueError, checked at run time unless the exponent is known.
        Returns the base to use."""
        ta, tb = ew.scalar_type(a), ew.scalar_type(b)
        if kind_of(ew.promote(ta, tb).dtype) != "i" or kind_of(tb.dtype) != "i":
            return a
        message = "Integers to negative integer powers are not allowed."
        if isinstance(b, SVal) and isinstance(b.expr, ir.Const):
            if b.expr.value >= 0:
                return a
            if isinstance(a, SVal) and ta.weak and tb.weak:  # Python: int ** -n is a float
                return SVal(cast(a.expr, "float64"), ScalarType("float64", True))
            self.emit(ir.Raise("ValueError", message))
            return a
        if isinstance(b, SVal):
            negative: ir.Expr = ir.Binary("lt", b.expr, const(0, tb.dtype), "bool")
            if ta.weak and tb.weak:
                message = ("a Python int to a negative int power is a float in Python; "
                           "loopcraft compiles int ** int as an integer: write float(a) ** b")
        else:
            below = AVal("bool", b.shape, lambda idx: ir.Binary(
                "lt", b.load(idx), const(0, tb.dtype), "bool"), b.reads)
            negative = self.reduce_all("any", below).expr  # type: ignore[attr-defined]
        self.emit(ir.If(negative, ir.Block((ir.Raise("ValueError", message),))))
        return a

    def _operand(self, v: Value) -> SVal | AVal:
        if isinstance(v, AVal) and v.ndim == 0:  # NumPy: 0-d arrays compute as scalars
            return SVal(v.load(()), ScalarType(v.dtype))
        if isinstance(v, (SVal, AVal)):
            return v
        if isinstance(v, TVal):
            return self.tuple_to_array(v, self.current_node)  # type: ignore[arg-type]
        raise self.error(f"{describe(v)} cannot be used in arithmetic")

    def hoist(self, v: SVal | AVal) -> SVal | AVal:
        """Evaluate a non-trivial scalar once, before any loop nest that broadcasts it."""
        if isinstance(v, SVal) and not isinstance(v.expr, (ir.Const, ir.Var)) and not (
                self.is_stable(v.expr) and _cheap(v.expr)):
            name = self.scalar_temp(v.type.dtype)
            self.emit(ir.Assign(ir.Var(name, v.type.dtype), v.expr))
            return SVal(ir.Var(name, v.type.dtype), v.type)
        return v

    def lift(self, fn: Any, args: list[SVal | AVal]) -> SVal | AVal:
        if any(isinstance(a, AVal) for a in args):
            args = [self.hoist(a) for a in args]
        try:
            return ew.lift(fn, args, self.emit_checks)
        except ValueError as exc:
            raise self.error(str(exc)) from None

    def emit_checks(self, checks: list[tuple[ir.Expr, ir.Expr]]) -> None:
        """Run-time equality checks of extents that must broadcast.

        An argument axis compared here is recorded: a call where it is 1 gets its own
        specialization in which the axis is statically 1 and broadcasts.
        """
        params = {p.name for p in self.params if isinstance(p, ir.ArrayParam)}
        for a, b in checks:
            for e in (a, b):
                if isinstance(e, ir.Dim) and e.array in params:
                    self.broadcast_axes.setdefault(e.array, set()).add(e.axis)
            self.emit(
                ir.If(
                    ir.Binary("ne", a, b, "bool"),
                    ir.Block(
                        (
                            ir.Raise(
                                "ValueError",
                                "operands could not be broadcast together (extents differ)",
                            ),
                        )
                    ),
                )
            )

    def expr_BinOp(self, node: ast.BinOp) -> Value:
        a, b = self.expr(node.left), self.expr(node.right)
        if isinstance(node.op, ast.MatMult):
            return self.matmul(a, b, node)
        op = _BINOPS.get(type(node.op))
        if op is None:
            raise self.error(f"unsupported operator {type(node.op).__name__}", node)
        if isinstance(a, TVal) and isinstance(b, TVal) and op == "add":
            return TVal(a.items + b.items)
        return self.arith(op, a, b)

    def expr_UnaryOp(self, node: ast.UnaryOp) -> Value:
        v = self._operand(self.expr(node.operand))
        op = {ast.USub: "neg", ast.UAdd: "pos", ast.Not: "not", ast.Invert: "invert"}[
            type(node.op)
        ]
        if op == "not" and isinstance(v, AVal):
            raise self.error("`not` on an array is ambiguous", node, hint="use np.logical_not or ~")
        return self.lift(lambda xs: ew.unary(op, xs[0]), [v])

    def expr_Compare(self, node: ast.Compare) -> Value:
        left = self.expr(node.left)
        result: Value | None = None
        for opnode, right_node in zip(node.ops, node.comparators, strict=True):
            right = self.expr(right_node)
            if isinstance(opnode, (ast.Is, ast.IsNot)) and isinstance(right, PyVal):
                same = isinstance(left, PyVal) and left.obj is right.obj
                truth = same if isinstance(opnode, ast.Is) else not same
                cmp: Value = SVal(const(truth, "bool"), ScalarType("bool"))
            elif isinstance(opnode, (ast.Eq, ast.NotEq)) and isinstance(left, PyVal) and \
                    isinstance(right, PyVal):  # compile time: x.dtype == np.float32
                truth = bool(left.obj == right.obj) == isinstance(opnode, ast.Eq)
                cmp = SVal(const(truth, "bool"), ScalarType("bool"))
            else:
                op = _CMPOPS.get(type(opnode))
                if op is None:
                    word = {"In": "in", "NotIn": "not in", "Is": "is", "IsNot": "is not"}.get(
                        type(opnode).__name__, type(opnode).__name__)
                    raise self.error(f"the `{word}` operator is not supported", node,
                                     hint="compare values explicitly, e.g. np.any(a == x)")
                cmp = self.lift(
                    lambda xs, _op=op: ew.binary(_op, xs[0], xs[1]),
                    [self._operand(left), self._operand(right)],
                )
            result = cmp if result is None else self.lift(
                lambda xs: ew.binary("and", xs[0], xs[1]), [result, cmp]  # type: ignore[list-item]
            )
            left = right
        assert result is not None
        return result

    def expr_BoolOp(self, node: ast.BoolOp) -> Value:
        op = "and" if isinstance(node.op, ast.And) else "or"
        vals = [self.expr(v) for v in node.values]
        if any(isinstance(v, AVal) for v in vals):
            raise self.error(
                f"`{op}` on arrays is ambiguous", node, hint="use & / | or np.logical_and/or"
            )
        result = self.scalar(node.values[0])
        for _v, vnode in zip(vals[1:], node.values[1:], strict=True):
            result = ew_s(ew.binary(op, (result.expr, result.type), _typed(self.scalar(vnode))))
        return result

    def expr_IfExp(self, node: ast.IfExp) -> Value:
        """``a if c else b``: only the taken branch is evaluated, as in Python."""
        c = self._operand(self.expr(node.test))
        if isinstance(c, SVal) and isinstance(c.expr, ir.Const):
            # known at compile time (``a.ndim == 2``): the other branch may not even lower
            return self._operand(self.expr(node.body if c.expr.value else node.orelse))
        self.push()
        a = self._operand(self.expr(node.body))
        pre_a = self.pop()
        self.push()
        b = self._operand(self.expr(node.orelse))
        pre_b = self.pop()
        if isinstance(c, AVal):  # elementwise choice between arrays: np.where-like
            for s in pre_a.body + pre_b.body:
                self.emit(s)
            return self.lift(lambda xs: ew.select(xs[0], xs[1], xs[2]), [c, a, b])
        if isinstance(a, SVal) and isinstance(b, SVal):
            if not pre_a.body and not pre_b.body:
                return ew_s(ew.select((c.expr, c.type), (a.expr, a.type), (b.expr, b.type)))
            t = ew.promote(a.type, b.type)
            tmp = self.scalar_temp(t.dtype, "_if")
            var = ir.Var(tmp, t.dtype)
            self.emit(ir.If(cast(c.expr, "bool"),
                            ir.Block(pre_a.body + (ir.Assign(var, cast(a.expr, t.dtype)),)),
                            ir.Block(pre_b.body + (ir.Assign(var, cast(b.expr, t.dtype)),))))
            return SVal(var, t)
        if not (isinstance(a, AVal) and isinstance(b, AVal)) or a.dtype != b.dtype or \
                a.ndim != b.ndim:
            raise self.error("the branches of this conditional expression have different "
                             "kinds, dtypes or ranks", node,
                             hint="make both branches arrays of the same dtype and rank")
        out = self.fresh("_ifa")
        roots = frozenset({out}).union(*(self.roots_of(r) for r in a.reads | b.reads))
        self.declare_array(out, a.dtype, a.ndim, False, roots)
        branches = []
        for pre, v in ((pre_a, a), (pre_b, b)):
            self.push()
            for s in pre.body:
                self.emit(s)
            src = self.materialize(v) if v.view is None else None
            view = self.array_value(src).view if src is not None else v.view
            assert view is not None
            self.emit(ir.View(out, view.source, view.offset, view.dims))
            branches.append(self.pop())
        self.emit(ir.If(cast(c.expr, "bool"), branches[0], branches[1]))
        return self.array_value(out)

    # ------------------------------------------------------------------ attributes
    def expr_Attribute(self, node: ast.Attribute) -> Value:
        base = self.selection(node.value)
        attr = node.attr
        if isinstance(base, Masked):  # a[m].sum(), a[m].size
            if attr == "size":
                return self.masked_reduction("count", base, {}, node)
            if attr in MASKED_REDUCTIONS:
                return PyVal(BoundMethod(base, attr))
            base = self.compact(base.base, base.mask, node.value, checked=True)
        if isinstance(base, PyVal):
            try:
                obj = getattr(base.obj, attr)
            except AttributeError:
                raise self.error(f"{describe(base)} has no attribute {attr!r}", node) from None
            if base.obj is np and attr == "newaxis":
                return PyVal(None)
            return self.global_value(obj, attr, node)
        if isinstance(base, AVal):
            if attr == "shape":
                return TVal(tuple(SVal(e, ScalarType("int64", True)) for e in base.shape))
            if attr == "ndim":
                return SVal(i64(base.ndim), ScalarType("int64", True))
            if attr == "size":
                return SVal(self.size_of(base.shape), ScalarType("int64", True))
            if attr == "T":
                return self.transpose(base, tuple(reversed(range(base.ndim))))
            if attr == "dtype":
                return PyVal(np.dtype(base.dtype))
            if attr in ("real",):
                return base
            # methods are resolved by Call
            return PyVal(BoundMethod(base, attr))
        if isinstance(base, SVal):
            if attr in ("real",):
                return base
            return PyVal(BoundMethod(base, attr))
        raise self.error(f"unsupported attribute {attr!r} of {describe(base)}", node)

    # ------------------------------------------------------------------ indexing
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
        if not isinstance(base, AVal):
            raise self.error(f"{describe(base)} is not subscriptable", node)
        return self.index(base, node.slice, masks_ok)

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
                if v.type.dtype not in ("int32", "int64"):
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
                elif v.dtype not in ("int32", "int64"):
                    raise self.error(f"index arrays must be integers, got {v.dtype}", n)
                else:
                    items.append(("array", v, n))
            elif isinstance(v, TVal) and isinstance(n, ast.List):  # a list is an index array
                arr = self.tuple_to_array(v, n)
                if arr.dtype == "bool" and len(nodes) == 1:
                    items.append(("mask", arr, n))
                elif arr.dtype in ("int32", "int64"):
                    items.append(("array", arr, n))
                else:
                    raise self.error(f"index lists must hold integers, got {arr.dtype}", n)
            elif isinstance(v, TVal) and len(nodes) == 1:  # A[np.nonzero(m)], A[ij] (a tuple)
                for x in v.items:
                    if isinstance(x, SVal) and x.type.dtype in ("int32", "int64"):
                        items.append(("int", x, n))
                    elif isinstance(x, AVal) and x.dtype in ("int32", "int64"):
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
              target: bool = False) -> Value | Masked:
        """``base[slice_node]``. A boolean mask gives a :class:`Masked` when ``masks_ok`` (a
        store target, the right side of a store, a reduction's operand) and the mask has the
        array's rank, or selects whole sub-arrays of a store ``target``; anywhere else the
        selection is compacted into a new array."""
        items = self.index_items(slice_node)
        if items and items[0][0] == "mask":
            mask = items[0][1]
            if masks_ok and (mask.ndim == base.ndim or target):
                return self.masked(base, mask, slice_node)
            return self.compact(base, mask, slice_node)
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
            return self.gather(base, items)

        # plan: per base axis either fixed index or (start, extent, step) of a new axis
        new_shape: list[ir.Expr] = []
        fixed: dict[int, ir.Expr] = {}
        mapped: dict[int, tuple[int, ir.Expr, ir.Expr]] = {}  # base axis -> (new axis, start, st)
        new_axes: list[int] = []  # new axes that are `None`
        axis = 0
        for it in items:
            if it[0] == "new":
                new_axes.append(len(new_shape))
                new_shape.append(i64(1))
            elif it[0] == "int":
                fixed[axis] = self.normalize_index(it[1].expr, base.shape[axis])
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
        :class:`Masked` (the right side of a masked store)."""
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

    def gather(self, base: AVal, items: list[Any]) -> Value:
        """Integer-array indexing (reads): ``x[idx]``, ``A[idx, :]``, ``A[rows, cols]``."""
        arrays = [it[1] for it in items if it[0] == "array"]
        try:
            bshape, checks = ew.broadcast_shapes([a.shape for a in arrays])
        except ValueError as exc:
            raise self.error(str(exc)) from None
        self.emit_checks(checks)
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

        if not shape:
            return SVal(load(()), ScalarType(base.dtype))
        return AVal(base.dtype, tuple(shape), load, reads)

    # ------------------------------------------------------------------ index arithmetic
    def lower_bound(self, e: ir.Expr) -> int | None:
        """A static lower bound of an integer expression, or None when unknown."""
        if isinstance(e, ir.Const):
            return int(e.value)
        if isinstance(e, ir.Dim):
            return 0
        if isinstance(e, ir.Var):
            return self.lower_bounds.get(e.name)
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
        if isinstance(e, ir.Access) and e.dtype in ("int32", "int64"):
            return None
        return None

    def normalize_index(self, e: ir.Expr, extent: ir.Expr, dynamic: bool = False) -> ir.Expr:
        """Python's negative-index wrap-around, only where the index may be negative."""
        e = cast(e, "int64")
        lb = self.lower_bound(e)
        if lb is not None and lb >= 0:
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
        lo = None if lo_n is None else self.int_scalar(lo_n, "slice bound").expr
        hi = None if hi_n is None else self.int_scalar(hi_n, "slice bound").expr
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
        return start, extent, i64(step)

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

    # ------------------------------------------------------------------ calls
    def expr_Call(self, node: ast.Call) -> Value:
        fn = self.expr(node.func)
        if not isinstance(fn, PyVal):
            raise self.error(f"{describe(fn)} is not callable", node)
        return self.call(fn.obj, node)

    def compact(self, base: AVal, mask: AVal, node: ast.AST, checked: bool = False
                ) -> AVal:  # implemented by the compaction layer
        raise NotImplementedError

    def call(self, obj: Any, node: ast.Call) -> Value:  # implemented by the NumPy layer
        raise NotImplementedError

    def matmul(self, a: Value, b: Value, node: ast.AST) -> Value:  # implemented by NumPy layer
        raise NotImplementedError


#: Reductions of a boolean-mask selection ``a[m]`` (the only reads of one: its size depends
#: on the data, its reductions do not).
MASKED_REDUCTIONS = frozenset({"sum", "prod", "mean", "max", "min", "amax", "amin", "any",
                               "all", "nansum"})


class BoundMethod:
    """``x.sum`` before it is called: the receiver and the method name."""

    def __init__(self, receiver: SVal | AVal, name: str) -> None:
        self.receiver = receiver
        self.name = name

    def __repr__(self) -> str:
        return f"method .{self.name}()"


def _rectangular(v: TVal) -> tuple[tuple[int, ...], list[SVal]] | None:
    """The extents and the C-order numbers of a nested tuple of numbers, or None when it is
    ragged or holds something else."""
    if all(isinstance(x, SVal) for x in v.items):
        return (len(v.items),), list(v.items)  # type: ignore[arg-type]
    if not all(isinstance(x, TVal) for x in v.items):
        return None
    parts = [_rectangular(x) for x in v.items]  # type: ignore[arg-type]
    if any(p is None for p in parts) or len({p[0] for p in parts}) != 1:  # type: ignore[index]
        return None
    return (len(parts), *parts[0][0]), [x for p in parts for x in p[1]]  # type: ignore[index]


def _typed(v: SVal) -> tuple[ir.Expr, ScalarType]:
    return v.expr, v.type


def ew_s(t: tuple[ir.Expr, ScalarType]) -> SVal:
    return SVal(t[0], t[1])


def _cheap(e: ir.Expr) -> bool:
    """Integer arithmetic on extents: recomputing it is as cheap as reading a variable."""
    return all(isinstance(x, (ir.Const, ir.Var, ir.Dim, ir.Binary)) and x.dtype == "int64"
               for x in subexprs(e))


def _nonneg(lb: int | None) -> bool:
    return lb is not None and lb >= 0


def describe(v: Value) -> str:
    if isinstance(v, SVal):
        return f"a {v.type.dtype} scalar"
    if isinstance(v, AVal):
        return f"a {v.ndim}-d {v.dtype} array"
    if isinstance(v, TVal):
        return f"a tuple of {len(v.items)}"
    obj = v.obj
    if obj is None:
        return "None"
    if isinstance(obj, BoundMethod):
        return repr(obj)
    if isinstance(obj, type(math)):
        return f"module {obj.__name__!r}"
    return getattr(obj, "__name__", None) or type(obj).__name__



_EXPR_HINTS = {
    "ListComp": "list comprehensions are not compiled: allocate with np.empty and loop",
    "DictComp": "dicts are not supported",
    "SetComp": "sets are not supported",
    "GeneratorExp": "generators are not supported: use an explicit loop or np.sum",
    "Lambda": "define a module-level helper function instead",
    "Dict": "dicts are not supported: use arrays",
    "Set": "sets are not supported: use arrays",
    "JoinedStr": "strings are not supported in compiled code",
    "Await": "async code is not supported",
    "Yield": "generators are not supported",
    "YieldFrom": "generators are not supported",
    "Starred": "star-unpacking is not supported",
    "NamedExpr": "assign on its own line instead of using :=",
}
