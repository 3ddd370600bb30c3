"""Lowering statements: assignments (NumPy copy/view semantics); loops, branches and returns
are :mod:`.control_flow`'s (both are layers of :class:`.lowerer.Lowerer`)."""

from __future__ import annotations

import ast
import dataclasses

from ...ir import nodes as ir
from ...ir.walk import expr_accesses, subexprs
from . import elementwise as ew
from .context import ArrayBinding, LoweringContext, ScalarBinding, TupleBinding
from .control_flow import MAX_RETURN_VALUES, falls_through
from .inplace_cast import cast_error, inplace_result, same_kind, ufunc_name
from .local_defs import LocalLambda
from .numpy_functions.compaction import compact, store_selected
from .numpy_functions.shapes import reshape
from .types import ScalarType
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
    describe,
    i64,
    same_mask,
)

__all__ = ["StatementLowerer", "MAX_RETURN_VALUES", "falls_through"]

_AUG = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "truediv",
        ast.FloorDiv: "floordiv", ast.Mod: "mod", ast.Pow: "pow", ast.BitAnd: "bitand",
        ast.BitOr: "bitor", ast.BitXor: "bitxor", ast.LShift: "lshift", ast.RShift: "rshift"}
#: augmented assignments that are reductions (``s += x`` is ``Assign(s, x, reduce="add")``)
_REDUCING = {"add": "add", "mul": "mul", "bitor": "bitor", "bitand": "bitand"}

_STMT_HINTS = {
    "With": "context managers are not supported in compiled code",
    "Try": "exceptions cannot be caught in compiled code",
    "ClassDef": "define classes outside the compiled function",
    "FunctionDef": "define helper functions at module level; loopcraft inlines them",
    "Global": "global variables cannot be assigned; pass and return values",
    "Nonlocal": "nonlocal variables cannot be assigned; pass and return values",
    "Delete": "`del` is not supported",
    "AsyncFor": "async code is not supported",
    "Match": "use if/elif/else",
}


class StatementLowerer(LoweringContext):
    returns: list[tuple[tuple, ...]]
    #: the helpers being inlined, innermost last: (name, prefix of its renamed locals)
    inline_stack: list[tuple[str, str]]

    # ------------------------------------------------------------------ blocks
    #: set by a compile-time ``if`` whose taken branch returns: the rest of the block is
    #: dead and is not lowered (``if x.ndim == 1: return ...`` then 2-d-only code)
    dead_end = False

    def body(self, stmts: list[ast.stmt]) -> None:
        for s in stmts:
            self.stmt(s)
            if self.dead_end:
                self.dead_end = False
                break

    def block(self, stmts: list[ast.stmt]) -> ir.Block:
        self.push()
        self.body(stmts)
        return self.pop()

    def stmt(self, node: ast.stmt) -> None:
        method = getattr(self, f"stmt_{type(node).__name__}", None)
        if method is None:
            name = type(node).__name__
            raise self.error(f"unsupported statement: {name}", node,
                             hint=_STMT_HINTS.get(name, "rewrite it with supported Python"))
        old = self.current_node
        self.current_node = node
        try:
            method(node)
        finally:
            self.current_node = old

    def stmt_Pass(self, node: ast.Pass) -> None:
        pass

    def stmt_Expr(self, node: ast.Expr) -> None:
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return  # docstring
        if isinstance(node.value, ast.Call):
            fn = self.expr(node.value.func)
            if isinstance(fn, PyVal) and isinstance(fn.obj, BoundMethod) and fn.obj.name == "fill":
                recv = fn.obj.receiver
                if not isinstance(recv, AVal):
                    raise self.error(".fill() needs an array", node)
                self.store_slice(recv, self.scalar(node.value.args[0]), node)
                return
            if isinstance(fn, PyVal) and getattr(fn.obj, "__name__", "") == "copyto":
                args = node.value.args
                dst = self.expr(args[0])
                if not isinstance(dst, AVal):
                    raise self.error("np.copyto needs an array destination", node)
                self.store_slice(dst, self.array_or_scalar(args[1]), node, assign=True)
                return
            self.expr(node.value)  # a helper called for its side effects
            return
        raise self.error("expression statement has no effect", node,
                         hint="assign the value or remove the line")

    # ------------------------------------------------------------------ assignment
    def stmt_Assign(self, node: ast.Assign) -> None:
        masked_rhs = len(node.targets) == 1 and isinstance(node.targets[0], ast.Subscript)
        value = self.selection(node.value) if masked_rhs else self.expr(node.value)
        if len(node.targets) > 1 and isinstance(value, AVal) and value.view is None:
            value = self.array_value(self.materialize(value))
        for t in node.targets:
            self.assign(t, value, node)

    def stmt_AnnAssign(self, node: ast.AnnAssign) -> None:
        if node.value is None:
            return
        self.assign(node.target, self.expr(node.value), node)

    def assign(self, target: ast.expr, value: Value | Masked, node: ast.AST) -> None:
        if isinstance(target, ast.Name):
            self.bind(target.id, value, target)
        elif isinstance(target, (ast.Tuple, ast.List)):
            items = self.unpack(value, len(target.elts), target)
            # evaluate everything first: `a, b = b, a` swaps
            frozen = [self.freeze(v) for v in items]
            for t, v in zip(target.elts, frozen, strict=True):
                self.assign(t, v, node)
        elif isinstance(target, ast.Subscript):
            base = self.expr(target.value)
            if not isinstance(base, AVal):
                raise self.error(f"cannot assign into {describe(base)}", target)
            part = target.value.attr if isinstance(target.value, ast.Attribute) else ""
            if part in ("real", "imag") and not isinstance(
                    base.load(tuple(ir.Var(f"_p{k}", "int64") for k in range(base.ndim))),
                    ir.Access):
                raise self.error(f"stores into the {part} part of a complex array are not "
                                 "supported", target, hint="store whole elements, e.g. "
                                 "z[i] = complex(v, z[i].imag) or z[:] = x + 1j * z.imag")
            dest = self.index(base, target.slice, masks_ok=True, target=True,
                              base_text=ast.unparse(target.value))
            if isinstance(value, Masked) and not isinstance(dest, Masked):
                value = compact(self, value.base, value.mask, node, checked=True)
            if isinstance(dest, Masked):
                self.store_masked(dest, value, None, target)
                return
            v = value if isinstance(value, (SVal, AVal)) else self._operand(value)
            if isinstance(dest, SVal):
                if isinstance(v, AVal):
                    if v.ndim != 0:
                        raise self.error("cannot assign an array to a single element", target,
                                         hint="index the target with a slice: a[i:i+1] = b")
                    v = SVal(v.load(()), ScalarType(v.dtype))
                acc = dest.expr
                if not isinstance(acc, ir.Access):
                    raise self.error("cannot assign into a computed array", target)
                self.emit(ir.Assign(acc, cast(v.expr, acc.dtype)))
            else:
                self.store_slice(dest, v, target, assign=True)
        elif (isinstance(target, ast.Attribute) and target.attr == "shape"
              and isinstance(target.value, ast.Name)):
            self.assign_shape(target.value.id, value, target)
        else:
            raise self.error(f"cannot assign to {type(target).__name__}", target,
                             hint="assign to names, elements (A[i]) or slices (A[1:])")

    def assign_shape(self, name: str, value: Value | Masked, node: ast.AST) -> None:
        """``a.shape = s``: NumPy reshapes the object in place, so every name bound to that
        object sees the new shape; loopcraft rebinds ``a`` to ``a.reshape(s)`` (a view where
        ``a`` is one contiguous run), which is the same where no other name is bound to the
        object (``b = a`` anywhere in the function: refused). Where NumPy would need a copy
        it raises AttributeError; loopcraft's reshape then copies."""
        x = self.expr(ast.Name(name, ast.Load()))
        if not isinstance(x, AVal) or isinstance(value, Masked):
            raise self.error(f"cannot set the shape of {describe(x)}", node)
        for stmt in ast.walk(self.src.tree):
            pairs = []
            if isinstance(stmt, ast.Assign):
                for t in stmt.targets:
                    if isinstance(t, ast.Tuple) and isinstance(stmt.value, ast.Tuple):
                        pairs += zip(t.elts, stmt.value.elts, strict=False)
                    else:
                        pairs.append((t, stmt.value))
            for t, v in pairs:
                if (isinstance(t, ast.Name) and isinstance(v, ast.Name)
                        and name in (t.id, v.id)):
                    raise self.error(f"{name}.shape = ... where line {stmt.lineno} binds "
                                     f"{t.id!r} to the same array as {v.id!r} (NumPy would "
                                     "reshape it under both names)", node,
                                     hint=f"write {name} = {name}.reshape(...)")
        self.bind(name, reshape(self, x, self.shape_value(value, node), node), node)

    def unpack(self, value: Value, n: int, node: ast.AST) -> tuple[Value, ...]:
        if isinstance(value, TVal):
            items = value.items
        elif isinstance(value, AVal) and value.ndim >= 1 and isinstance(value.shape[0], ir.Const):
            items = tuple(self.index_const(value, k) for k in range(int(value.shape[0].value)))
        else:
            raise self.error(f"cannot unpack {describe(value)}", node)
        if len(items) != n:
            raise self.error(f"cannot unpack {len(items)} values into {n} names", node)
        return items

    def index_const(self, v: AVal, k: int) -> Value:
        if v.ndim == 1:
            return SVal(v.load((i64(k),)), ScalarType(v.dtype))
        return AVal(v.dtype, v.shape[1:], lambda idx: v.load((i64(k),) + idx), v.reads)

    def freeze(self, v: Value) -> Value:
        """Evaluate a value now so later assignments cannot change it."""
        if isinstance(v, SVal):
            if self.is_stable(v.expr):
                return v
            name = self.scalar_temp(v.type.dtype, "_t")
            self.emit(ir.Assign(ir.Var(name, v.type.dtype), v.expr))
            return SVal(ir.Var(name, v.type.dtype), v.type)
        if isinstance(v, AVal):
            if v.view is not None:
                tmp = self.fresh("_v")
                self.declare_array(tmp, v.dtype, v.ndim, v.view.inner_contiguous,
                                   self.roots_of(v.view.source), v.shape)
                self.emit_view(tmp, v)
                return self.array_value(tmp)
            return self.array_value(self.materialize(v))
        if isinstance(v, TVal):
            return type(v)(tuple(self.freeze(x) for x in v.items))
        return v

    def bind(self, name: str, value: Value, node: ast.AST) -> None:
        """``name = value`` with Python semantics: arrays alias, scalars copy."""
        current = self.scope.get(name)
        if isinstance(value, LVal):
            raise self.error(
                f"a list cannot be assigned to {self.user_name(name)!r}: compiled code has no "
                "(mutable) lists",
                node,
                hint="use a tuple for a fixed group of values ((1.0, 2.0)) or an array "
                "(np.array([...]))",
            )
        if isinstance(value, TVal):
            items = tuple(self.freeze(v) for v in value.items)
            self.scope[name] = TupleBinding(tuple(self.binding_of(v, node) for v in items))
            return
        if isinstance(value, PyVal) and isinstance(value.obj, LocalLambda):
            self.pin(name, value, node)  # type: ignore[attr-defined]
            return
        if name in self.pinned:
            raise self.error(f"{self.user_name(name)!r} names an imported module or a lambda "
                             "and cannot be reassigned", node, hint="use another name")
        if isinstance(value, PyVal):
            raise self.error(f"cannot assign {describe(value)} to a variable", node,
                             hint="only numbers, arrays and tuples of them can be stored")
        if isinstance(value, SVal):
            if isinstance(current, ArrayBinding):
                raise self.error(f"{name!r} was an array and is assigned a scalar here", node,
                                 hint="use a different variable name")
            if name in self.loop_vars:
                raise self.error(f"loop variable {name!r} is assigned inside its loop", node,
                                 hint="use another variable")
            t = self.declare_scalar(name, value.type)
            self.check_param_type(name, t, node)
            self.record_def(name, cast(value.expr, t.dtype))
            self.emit(ir.Assign(ir.Var(name, t.dtype), cast(value.expr, t.dtype)))
            self.scope[name] = ScalarBinding(name, t)
            return
        if isinstance(current, ScalarBinding):
            raise self.error(f"{name!r} was a scalar and is assigned an array here", node,
                             hint="use a different variable name")
        ir_name = self.array_version(name, value.dtype, value.ndim)
        self.assign_array(ir_name, value, node)
        self.scope[name] = ArrayBinding(ir_name)

    def array_version(self, name: str, dtype: str, ndim: int) -> str:
        """The IR variable for Python name ``name`` holding ``ndim``-d ``dtype`` arrays.

        Python lets a name change type (``y = y.astype(np.float64)``); each (dtype, rank) of a
        name is its own IR variable. Parameters are never rebound in the IR: a parameter that
        the function assigns gets a local alias (bound to the argument on entry).
        """
        param = next((p for p in self.params if p.name == name), None)
        if isinstance(param, ir.ArrayParam):
            self.seen.rebound.add(name)
            if (param.dtype, param.ndim) == (dtype, ndim):
                return f"{name}_"
        known = self.versions.setdefault(name, {})
        if (dtype, ndim) not in known:
            first = not known and param is None
            known[(dtype, ndim)] = name if first else f"{name}_{dtype}_{ndim}d"
        return known[(dtype, ndim)]

    def check_stable_arrays(self, before: dict[str, object], what: str, node: ast.AST) -> None:
        """A name must keep its dtype and rank across a loop or a branch (one IR variable)."""
        for name, b in before.items():
            after = self.scope.get(name)
            if isinstance(b, ArrayBinding) and isinstance(after, ArrayBinding) and \
                    after.name not in (b.name, f"{b.name}_"):  # (a parameter's alias)
                raise self.error(
                    f"array {name!r} changes dtype or rank inside {what}", node,
                    hint="assign the converted array to a new name")

    def binding_of(self, v: Value, node: ast.AST) -> ScalarBinding | ArrayBinding | TupleBinding:
        if isinstance(v, SVal):  # a Var, or a stable value such as t.shape[1]: a temporary
            if isinstance(v.expr, ir.Var):
                return ScalarBinding(v.expr.name, v.type)
            return ScalarBinding(self.freeze_const(v), v.type)
        if isinstance(v, AVal):
            assert v.var is not None
            return ArrayBinding(v.var)
        if isinstance(v, TVal):
            return TupleBinding(tuple(self.binding_of(x, node) for x in v.items))
        raise self.error(f"cannot store {describe(v)} in a tuple", node)

    def freeze_const(self, v: SVal) -> str:
        name = self.scalar_temp(v.type.dtype, "_c")
        self.emit(ir.Assign(ir.Var(name, v.type.dtype), v.expr))
        return name

    def check_param_type(self, name: str, t: ScalarType, node: ast.AST) -> None:
        for p in self.params:
            if p.name == name and isinstance(p, ir.ScalarParam) and p.dtype != t.dtype:
                raise self.error(
                    f"parameter {name!r} ({p.dtype}) is assigned a {t.dtype} value", node,
                    hint="assign the result to a new variable")

    def assign_array(self, name: str, value: AVal, node: ast.AST) -> None:
        if value.view is not None:
            self.declare_array(name, value.dtype, value.ndim, value.view.inner_contiguous,
                               self.roots_of(value.view.source), value.shape)
            self.emit_view(name, value)
            return
        if name in value.reads or any(self.may_alias(name, r) for r in value.reads):
            tmp = self.materialize(value)
            self.declare_array(name, value.dtype, value.ndim, True, self.roots_of(tmp),
                               value.shape)
            self.emit_view(name, self.array_value(tmp))
            return
        self.declare_array(name, value.dtype, value.ndim, True, frozenset({name}), value.shape,
                           fresh=True)
        self.fill_new(name, value)

    def emit_view(self, name: str, value: AVal) -> None:
        v = value.view
        assert v is not None
        self.emit(ir.View(name, v.source, v.offset, v.dims))

    def materialize(self, v: AVal) -> str:
        """An array variable holding ``v`` (the variable itself when ``v`` is one)."""
        if v.var is not None:
            return v.var
        name = self.array_temp(v.dtype, v.ndim, shape=v.shape)
        self.fill_new(name, v)
        return name

    def fill_new(self, name: str, v: AVal) -> None:
        """Allocate ``name`` with ``v``'s shape and compute ``v`` into it."""
        if v.fill is not None:
            fill = None if v.fill == "empty" else v.load(tuple(i64(0) for _ in v.shape))
            self.emit(ir.Alloc(name, v.shape, fill))
            return
        self.emit(ir.Alloc(name, v.shape))
        shape = tuple(ir.Dim(name, k) for k in range(v.ndim))
        self.loop_nest(
            shape,
            lambda idx: self.emit(ir.Assign(ir.Access(name, idx, v.dtype), v.load(idx))),
            name,
        )

    def may_alias(self, a: str, b: str) -> bool:
        return a == b or bool(self.roots_of(a) & self.roots_of(b))

    def drop_leading_units(self, value: AVal, extra: int) -> AVal:
        """``value`` without its first ``extra`` axes, which must be 1: NumPy stores a
        ``(1, n)`` array into an ``(n,)`` slice (checked at run time where not known)."""
        self.emit_checks([(e, i64(1)) for e in value.shape[:extra]
                          if not (isinstance(e, ir.Const) and e.value == 1)])
        zeros = tuple(i64(0) for _ in range(extra))
        return dataclasses.replace(value, shape=value.shape[extra:], view=None, var=None,
                                   load=lambda idx: value.load(zeros + tuple(idx)))

    def store_slice(self, dest: AVal, value: SVal | AVal, node: ast.AST,
                    assign: bool = False) -> None:
        """``dest[...] = value`` for a view ``dest`` (NumPy: the right side is read first).

        ``assign``: an assignment (``a[...] = v``, ``np.copyto``), which drops leading unit
        axes of ``value`` as NumPy does; an in-place operation's result (``a += v``, ``out=``)
        must have ``dest``'s rank, as NumPy's output operand must."""
        if isinstance(value, AVal):
            value = self.unit_operand(value)
            if value.ndim > dest.ndim and assign:
                value = self.drop_leading_units(value, value.ndim - dest.ndim)
            elif value.ndim > dest.ndim:
                raise self.error(
                    f"cannot store a {value.ndim}-d result into a {dest.ndim}-d array", node,
                    hint="NumPy raises ValueError: the output operand cannot take the "
                    "broadcast shape")
            try:
                ew.broadcast_shapes([dest.shape, value.shape])
            except ValueError as exc:
                raise self.error(str(exc)) from None
            checks: list[tuple[ir.Expr, ir.Expr]] = []
            for d, s in zip(dest.shape[dest.ndim - value.ndim:], value.shape, strict=True):
                if s == d or (isinstance(s, ir.Const) and s.value == 1):
                    continue
                if ew.unit_like(s):  # a unit slice broadcasts when it is 1
                    checks.append((ir.Binary("or", ir.Binary("eq", s, ir.Const(1, "int64"),
                                                             "bool"),
                                             ir.Binary("eq", s, d, "bool"), "bool"),
                                   ir.Const(True, "bool")))
                else:
                    checks.append((d, s))
            if assign:
                self.emit_checks(checks, [value.shape, dest.shape], "store")
            else:  # the broadcast shape: the value's extents, the destination's where 1
                lead = dest.ndim - value.ndim
                both = dest.shape[:lead] + tuple(
                    d if isinstance(s, ir.Const) and s.value == 1 else s if s == d
                    else ir.Select(ir.Binary("eq", s, i64(1), "bool"), d, s, "int64")
                    for d, s in zip(dest.shape[lead:], value.shape, strict=True))
                self.emit_checks(checks, [dest.shape, both], "output")
        else:
            value = self.hoist(value)  # type: ignore[assignment]
        probe = dest.load(tuple(ir.Var(f"_p{k}", "int64") for k in range(dest.ndim)))
        if not isinstance(probe, ir.Access):
            raise self.error("cannot assign into a computed array", node)
        target = probe.array
        # through index arrays (x[idx] = v, x[idx] += v) two elements of the value may go to
        # one place: NumPy computes the whole right side first and the last store wins
        indirect = any(isinstance(e, ir.Access) for i in probe.indices for e in subexprs(i))
        if isinstance(value, AVal) and (self.conflicts(target, value, dest) or indirect and any(
                self.may_alias(target, r) for r in value.reads)):
            value = self.snapshot(value)

        def body(idx: tuple[ir.Expr, ...]) -> None:
            store = dest.load(idx)
            assert isinstance(store, ir.Access)
            if isinstance(value, SVal):
                v = value.expr
            else:
                off = dest.ndim - value.ndim
                v = value.load(tuple(
                    i64(0) if ew.unit_like(value.shape[k]) and value.shape[k] != dest.shape[off + k]
                    else idx[off + k] for k in range(value.ndim)))
            self.emit(ir.Assign(store, cast(v, store.dtype)))

        self.loop_nest(dest.shape, body, f"{target}_set", parallel=not indirect,
                       vector=not indirect)

    def snapshot(self, v: AVal) -> AVal:
        """A new array holding ``v``'s elements now (a copy even when ``v`` is a variable:
        ``a[::-1] = a`` must read ``a`` before it is overwritten)."""
        return self.array_value(self.materialize(AVal(v.dtype, v.shape, v.load, v.reads)))

    def store_masked(self, dest: Masked, value: Value | Masked, op: str | None,
                     node: ast.AST) -> None:
        """``a[m] = v`` / ``a[m] op= v``: the elements of ``a`` where ``m`` holds, each
        computed and stored only there (``a[m] //= b[m]`` never divides where ``m`` is
        false) when ``v`` is a scalar or ``b[m]`` through the same mask; any other array
        ``v`` fills the selection in order (``store_selected``)."""
        base, mask = dest.base, dest.mask
        elementwise = False  # b[m] through the same m: element i of b goes to element i of a
        if isinstance(value, Masked):
            if same_mask(value.mask, mask):
                value, elementwise = value.base, True
            else:
                value = compact(self, value.base, value.mask, node, checked=True)
        value = self._operand(value)
        if isinstance(value, AVal) and value.ndim and not elementwise:
            # an array of the selection's length: its elements fill the selection in order
            store_selected(self, base, mask, value, op, node)
            return
        if mask.ndim < base.ndim:  # selects whole sub-arrays: the same flag for their elements
            k, rows = mask.ndim, mask
            mask = AVal("bool", base.shape, lambda idx: rows.load(idx[:k]), rows.reads)
        new = value if op is None else inplace_result(self, op, base, value)
        if isinstance(new, SVal):
            new = self.hoist(new)
        idx0 = tuple(ir.Var(f"_p{k}", "int64") for k in range(base.ndim))
        probe = base.load(idx0)
        if not isinstance(probe, ir.Access):
            raise self.error("cannot assign into a computed array", node)
        if self.conflicts(probe.array, mask, base):
            mask = self.snapshot(mask)
        if isinstance(new, AVal) and self.conflicts(probe.array, new, base):
            new = self.snapshot(new)

        def body(idx: tuple[ir.Expr, ...]) -> None:
            store = base.load(idx)
            assert isinstance(store, ir.Access)
            v = new.expr if isinstance(new, SVal) else new.load(idx)
            self.emit(ir.If(cast(mask.load(idx), "bool"),
                            ir.Block((ir.Assign(store, cast(v, store.dtype)),)), ir.Block(())))

        self.loop_nest(base.shape, body, f"{probe.array}_mask")

    def conflicts(self, target: str, value: AVal, dest: AVal) -> bool:
        """Whether computing ``value`` in the store loop could read what it already wrote."""
        if not any(self.may_alias(target, r) for r in value.reads):
            return False
        idx = tuple(ir.Var(f"_p{k}", "int64") for k in range(dest.ndim))
        store = dest.load(idx)
        off = dest.ndim - value.ndim
        loaded = value.load(idx[off:])
        for acc in expr_accesses(loaded):
            if self.may_alias(target, acc.array) and acc != store:
                return True
        return False

    def stmt_AugAssign(self, node: ast.AugAssign) -> None:
        op = _AUG.get(type(node.op))
        if op is None:
            raise self.error(f"unsupported operator {type(node.op).__name__}=", node)
        t = node.target
        rhs = self.selection(node.value) if isinstance(t, ast.Subscript) else self.expr(
            node.value)
        if isinstance(t, ast.Name):
            cur = self.lookup(t.id, t)
            if isinstance(cur, AVal):  # in place: a += b writes into a's buffer
                self.store_slice(cur, inplace_result(self, op, cur, rhs), node)
                return
            if not isinstance(cur, SVal):
                raise self.error(f"cannot update {describe(cur)}", node)
            new = self.arith(op, cur, rhs)
            if isinstance(new, AVal):
                raise self.error(f"scalar {t.id!r} updated with an array", node)
            red = _REDUCING.get(op)
            t_final = self.declare_scalar(t.id, new.type)
            if t.id in self.loop_vars:
                raise self.error(f"loop variable {t.id!r} is assigned inside its loop", node)
            self.check_param_type(t.id, t_final, node)
            self.record_def(t.id, None)
            self.scope[t.id] = ScalarBinding(t.id, t_final)
            var = ir.Var(t.id, t_final.dtype)
            if red is not None and isinstance(rhs, SVal) and t_final.dtype == new.type.dtype:
                self.emit(ir.Assign(var, cast(rhs.expr, t_final.dtype), red))
            else:
                self.emit(ir.Assign(var, cast(new.expr, t_final.dtype)))
            return
        if isinstance(t, ast.Subscript):
            base = self.expr(t.value)
            if not isinstance(base, AVal):
                raise self.error(f"cannot update {describe(base)}", node)
            dest = self.index(base, t.slice, masks_ok=True, target=True,
                              base_text=ast.unparse(t.value))
            if isinstance(rhs, Masked) and not isinstance(dest, Masked):
                rhs = compact(self, rhs.base, rhs.mask, node, checked=True)
            if isinstance(dest, Masked):
                self.store_masked(dest, rhs, op, node)
                return
            if isinstance(dest, SVal):
                acc = dest.expr
                assert isinstance(acc, ir.Access)
                new = self.arith(op, dest, rhs)
                if isinstance(new, AVal):
                    raise self.error("element updated with an array", node)
                if any(isinstance(e, ast.Constant) and e.value is Ellipsis for e in ast.walk(
                        t.slice)) and not same_kind(new.type.dtype, acc.dtype):
                    # z[...] is a 0-d array in NumPy, not an element: its in-place ufunc's rule
                    self.emit(cast_error(ufunc_name(op), new.type.dtype, acc.dtype))
                red = _REDUCING.get(op)
                if red is not None and isinstance(rhs, SVal) and new.type.dtype == acc.dtype:
                    self.emit(ir.Assign(acc, cast(rhs.expr, acc.dtype), red))
                else:
                    self.emit(ir.Assign(acc, cast(new.expr, acc.dtype)))
                return
            self.store_slice(dest, inplace_result(self, op, dest, rhs), node)
            return
        raise self.error(f"cannot update {type(t).__name__}", node)
