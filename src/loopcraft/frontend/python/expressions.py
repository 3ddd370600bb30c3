"""Lowering Python expressions to values (scalars, lazy arrays, compile-time objects)."""

from __future__ import annotations

import ast
import builtins
from typing import Any

import numpy as np

from ...ir import nodes as ir
from ...ir.dtypes import fits
from ...ir.walk import subexprs
from . import elementwise as ew
from .context import ArrayBinding, LoweringContext, ScalarBinding, TupleBinding
from .numpy_functions.compaction import compact
from .numpy_functions.linalg import matmul
from .numpy_functions.reductions import MASKED_REDUCTIONS, masked_reduction, reduce_all
from .types import ScalarType, kind_of
from .values import (
    AVal,
    BoundMethod,
    LVal,
    Masked,
    PyVal,
    SVal,
    TVal,
    Value,
    cast,
    const,
    describe,
    i64,
    same_mask,
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
    """Expression lowering; statement lowering and calls build on it."""

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
        if v.type.dtype not in (*ir.INT_DTYPES, "bool"):
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
            return self.int_literal(v, node)
        if isinstance(v, float):
            return SVal(const(v, "float64"), ScalarType("float64", True))
        if isinstance(v, complex):
            return SVal(const(v, "complex128"), ScalarType("complex128", True))
        if v is None or v is Ellipsis or isinstance(v, str):
            return PyVal(v)
        raise self.error(f"unsupported constant {v!r}", node,
                         hint="use int, float, complex or bool")

    def int_literal(self, v: int, node: ast.AST) -> SVal:
        """A Python int: weak int64, or weak uint64 past int64's range (``0xFFFF_FFFF_FFFF_FFFF``
        as a uint64 mask); NumPy has no integer past uint64's."""
        for dtype in ("int64", "uint64"):
            if fits(v, dtype):
                return SVal(const(v, dtype), ScalarType(dtype, True))
        raise self.error(f"the integer {v} does not fit a 64-bit integer", node,
                         hint="NumPy integers have at most 64 bits (uint64 up to 2**64 - 1)")

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
        local = self.unbound_local(name)
        if local is not None:
            raise self.error(
                f"local variable {local!r} is used before it is assigned",
                node,
                hint=f"assign {local!r} before this line on every path that reaches it (Python "
                "raises UnboundLocalError here)",
            )
        raise self.error(
            f"name {name!r} is not defined",
            node,
            hint="check the spelling; a module-level name must exist when the function is "
            "first called (loopcraft reads globals when it compiles)",
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
            return self.int_literal(obj, node)
        if isinstance(obj, float):
            return SVal(const(obj, "float64"), ScalarType("float64", True))
        if isinstance(obj, np.generic) and obj.dtype.name in ir.DTYPES:
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

    def expr_List(self, node: ast.List) -> Value:
        return LVal(tuple(self.expr(e) for e in node.elts))

    def refuse_list_operator(self, operands: tuple[Value, ...], node: ast.expr) -> None:
        """An operator on a list is NumPy's elementwise one only when another operand is an
        array (NumPy converts the list); otherwise Python's list operator applies
        (concatenation, repetition, list comparison, or a TypeError), which compiled code does
        not have."""
        if not any(isinstance(v, LVal) for v in operands) or \
                any(isinstance(v, AVal) for v in operands):
            return
        raise self.error(
            f"`{ast.unparse(node)}` applies a Python list operator (not NumPy's elementwise "
            "one) to a list",
            node,
            hint="make the list an array first: np.array([...])",
        )

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
            negative = reduce_all(self, "any", below).expr
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
            args = [self.unit_operand(self.hoist(a)) for a in args]
        try:
            return ew.lift(fn, args, self.emit_checks)
        except ValueError as exc:
            raise self.error(str(exc)) from None

    def emit_checks(self, checks: list[tuple[ir.Expr, ir.Expr]],
                    shapes: list[tuple[ir.Expr, ...]] | None = None,
                    kind: str = "operands") -> None:
        """Run-time equality checks of extents that must broadcast; a failure says NumPy's
        ``operands could not be broadcast together with shapes (3,) (4,)`` when the operands'
        ``shapes`` are given, else names the two extents. ``kind`` ``"store"`` (``shapes``:
        the value's and the destination's) says NumPy's ``could not broadcast input array
        from shape (2,) into shape (3,)``; ``"output"`` (the destination's and the broadcast
        shape) its ``non-broadcastable output operand with shape (1,) doesn't match the
        broadcast shape (2,)``.

        An argument axis or a derived extent (``derived_extent``) compared here is recorded:
        a call where it is 1 gets its own specialization in which it is statically 1 and
        broadcasts.
        """
        params = {p.name for p in self.params if isinstance(p, ir.ArrayParam)}
        for a, b in checks:
            for e in (a, b):
                if isinstance(e, ir.Dim) and e.array in params:
                    self.broadcast_axes.setdefault(e.array, set()).add(e.axis)
                elif self.specializable_extent(e):
                    self.broadcast_extents[e] = None
            self.emit(
                ir.If(
                    ir.Binary("ne", a, b, "bool"),
                    ir.Block((_broadcast_error(a, b, shapes, kind),)),
                )
            )

    def expr_BinOp(self, node: ast.BinOp) -> Value:
        return self.binop(node, self.expr(node.left), self.expr(node.right))

    def masked_binop(self, node: ast.BinOp) -> Value | Masked:
        """``Z[I] ** 2 + C[I]`` (selections through one mask, and scalars) stays a selection:
        of the elementwise result, which a masked store then computes in place where the mask
        holds, instead of compacting every operand into a temporary and scattering back."""
        a, b = self.selection(node.left), self.selection(node.right)  # type: ignore[attr-defined]
        masked = [v for v in (a, b) if isinstance(v, Masked)]
        if masked and not isinstance(node.op, ast.MatMult) and all(
                isinstance(v, SVal) or (isinstance(v, Masked) and v.base.ndim == v.mask.ndim
                                        and same_mask(v.mask, masked[0].mask))
                for v in (a, b)):
            bases = [v.base if isinstance(v, Masked) else v for v in (a, b)]
            return Masked(self.binop(node, *bases), masked[0].mask)  # type: ignore[arg-type]
        a, b = (compact(self, v.base, v.mask, node, checked=True) if isinstance(v, Masked)
                else v for v in (a, b))
        return self.binop(node, a, b)

    def binop(self, node: ast.BinOp, a: Value, b: Value) -> Value:
        if isinstance(node.op, ast.MatMult):
            return matmul(self, a, b, node)
        op = _BINOPS.get(type(node.op))
        if op is None:
            raise self.error(f"unsupported operator {type(node.op).__name__}", node)
        if isinstance(a, TVal) and isinstance(b, TVal) and op == "add" and \
                isinstance(a, LVal) == isinstance(b, LVal):  # concatenation
            return type(a)(a.items + b.items)
        self.refuse_list_operator((a, b), node)
        return self.arith(op, a, b)

    def expr_UnaryOp(self, node: ast.UnaryOp, masks_ok: bool = False) -> Value | Masked:
        """``-x``, ``~m``; with ``masks_ok`` (a selection's context), ``-b[m]`` stays a selection
        (as :meth:`masked_binop` keeps an operator's)."""
        operand = self.selection(node.operand) if masks_ok else self.expr(node.operand)
        if isinstance(operand, Masked):
            if operand.base.ndim == operand.mask.ndim:
                return Masked(self.unary(node, operand.base), operand.mask)  # type: ignore[arg-type]
            operand = compact(self, operand.base, operand.mask, node, checked=True)
        return self.unary(node, operand)

    def unary(self, node: ast.UnaryOp, operand: Value) -> Value:
        self.refuse_list_operator((operand,), node)
        v = self._operand(operand)
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
                self.refuse_list_operator((left, right), node)
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
        metadata = node.attr in ("shape", "ndim", "size", "dtype")
        self.metadata_only += metadata
        try:
            base = self.selection(node.value)
        finally:
            self.metadata_only -= metadata
        attr = node.attr
        if isinstance(base, Masked):  # a[m].sum(), a[m].size
            if attr == "size":
                return masked_reduction(self, "count", base, {}, node)
            if attr in MASKED_REDUCTIONS:
                return PyVal(BoundMethod(base, attr))
            base = compact(self, base.base, base.mask, node.value, checked=True)
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
            if attr == "real" and kind_of(base.dtype) != "c":
                return base  # the array itself: a view, ``x.real[i] = v`` writes x
            if attr in ("real", "imag"):
                return self.lift(lambda xs: ew.complex_part(attr, xs[0]), [base])
            # methods are resolved by Call
            return PyVal(BoundMethod(base, attr))
        if isinstance(base, SVal):
            if attr in ("real", "imag"):
                return self.lift(lambda xs: ew.complex_part(attr, xs[0]), [base])
            return PyVal(BoundMethod(base, attr))
        raise self.error(f"unsupported attribute {attr!r} of {describe(base)}", node)

    # ------------------------------------------------------------------ calls
    def expr_Call(self, node: ast.Call) -> Value:
        fn = self.expr(node.func)
        if not isinstance(fn, PyVal):
            raise self.error(f"{describe(fn)} is not callable", node)
        return self.call(fn.obj, node)


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


_EXPR_HINTS = {
    "ListComp": "list comprehensions are not compiled: allocate with np.empty and loop",
    "DictComp": "dicts are not supported",
    "SetComp": "sets are not supported",
    "GeneratorExp": "generators are not supported: use an explicit loop or np.sum",
    "Dict": "dicts are not supported: use arrays",
    "Set": "sets are not supported: use arrays",
    "JoinedStr": "strings are not supported in compiled code",
    "Await": "async code is not supported",
    "Yield": "generators are not supported",
    "YieldFrom": "generators are not supported",
    "Starred": "star-unpacking is not supported",
    "NamedExpr": "assign on its own line instead of using :=",
}


def _broadcast_error(a: ir.Expr, b: ir.Expr, shapes: list[tuple[ir.Expr, ...]] | None,
                     kind: str = "operands") -> ir.Raise:
    """NumPy's ValueError, with the run-time shapes (or the two extents) filled in."""
    if not shapes:
        return ir.Raise("ValueError", "operands could not be broadcast together (extent {} vs {})",
                        (cast(a, "int64"), cast(b, "int64")))
    texts = ["(" + ",".join("{}" for _ in s) + ("," if len(s) == 1 else "") + ")"
             for s in shapes]  # NumPy's spelling
    values = tuple(cast(e, "int64") for s in shapes for e in s)
    if kind == "store":
        return ir.Raise("ValueError", f"could not broadcast input array from shape {texts[0]} "
                        f"into shape {texts[1]}", values)
    if kind == "output":
        return ir.Raise("ValueError", f"non-broadcastable output operand with shape {texts[0]} "
                        f"doesn't match the broadcast shape {texts[1]}", values)
    return ir.Raise("ValueError", "operands could not be broadcast together with shapes "
                    + "".join(t + " " for t in texts),  # its trailing space included
                    values)
