"""Lowering statements: assignments (NumPy copy/view semantics), loops, branches, returns."""

from __future__ import annotations

import ast
import types
from typing import Any

from ..ir import nodes as ir
from ..ir.walk import expr_accesses, subexprs
from . import elementwise as ew
from .compaction import CompactionLowerer
from .context import ArrayBinding, ScalarBinding, TupleBinding
from .expressions import BoundMethod, describe
from .source import get_source
from .types import ScalarType, kind_of
from .values import AVal, Masked, PyVal, SVal, TVal, Value, cast, i64

__all__ = ["StatementLowerer", "MAX_RETURN_VALUES", "falls_through"]

#: the C entry point's result slots (MAX_RETURNS in codegen/c_module.py)
MAX_RETURN_VALUES = 32

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
    "Import": "import modules at module level",
    "ImportFrom": "import modules at module level",
    "Global": "global variables cannot be assigned; pass and return values",
    "Nonlocal": "nonlocal variables cannot be assigned; pass and return values",
    "Delete": "`del` is not supported",
    "AsyncFor": "async code is not supported",
    "Match": "use if/elif/else",
}


class StatementLowerer(CompactionLowerer):
    returns: list[tuple[tuple, ...]]
    inline_stack: list[str]

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
                self.store_slice(dst, self.array_or_scalar(args[1]), node)
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
            dest = self.index(base, target.slice, masks_ok=True, target=True)
            if isinstance(value, Masked) and not isinstance(dest, Masked):
                value = self.compact(value.base, value.mask, node, checked=True)
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
                assert isinstance(acc, ir.Access)
                self.emit(ir.Assign(acc, cast(v.expr, acc.dtype)))
            else:
                self.store_slice(dest, v, target)
        else:
            raise self.error(f"cannot assign to {type(target).__name__}", target,
                             hint="assign to names, elements (A[i]) or slices (A[1:])")

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
            return TVal(tuple(self.freeze(x) for x in v.items))
        return v

    def bind(self, name: str, value: Value, node: ast.AST) -> None:
        """``name = value`` with Python semantics: arrays alias, scalars copy."""
        current = self.scope.get(name)
        if isinstance(value, TVal):
            items = tuple(self.freeze(v) for v in value.items)
            self.scope[name] = TupleBinding(tuple(self.binding_of(v, node) for v in items))
            return
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
        if isinstance(v, SVal):
            assert isinstance(v.expr, (ir.Var, ir.Const))
            if isinstance(v.expr, ir.Const):
                return ScalarBinding(self.freeze_const(v), v.type)
            return ScalarBinding(v.expr.name, v.type)
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

    def store_slice(self, dest: AVal, value: SVal | AVal, node: ast.AST) -> None:
        """``dest[...] = value`` for a view ``dest`` (NumPy: the right side is read first)."""
        if isinstance(value, AVal):
            if value.ndim > dest.ndim:
                raise self.error(
                    f"cannot assign a {value.ndim}-d array into a {dest.ndim}-d slice", node)
            try:
                _shape, checks = ew.broadcast_shapes([dest.shape, value.shape])
            except ValueError as exc:
                raise self.error(str(exc)) from None
            for _a, b in checks:
                if not any(b == d for d in dest.shape):
                    pass
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
            self.emit_checks(checks)
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
            if _same_mask(value.mask, mask):
                value, elementwise = value.base, True
            else:
                value = self.compact(value.base, value.mask, node, checked=True)
        value = self._operand(value)
        if isinstance(value, AVal) and value.ndim and not elementwise:
            # an array of the selection's length: its elements fill the selection in order
            self.store_selected(base, mask, value, op, node)
            return
        if mask.ndim < base.ndim:  # selects whole sub-arrays: the same flag for their elements
            k, rows = mask.ndim, mask
            mask = AVal("bool", base.shape, lambda idx: rows.load(idx[:k]), rows.reads)
        new = value if op is None else self.cast_like(self.arith(op, base, value), base)
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
                self.store_slice(cur, self.cast_like(self.arith(op, cur, rhs), cur), node)
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
            dest = self.index(base, t.slice, masks_ok=True, target=True)
            if isinstance(rhs, Masked) and not isinstance(dest, Masked):
                rhs = self.compact(rhs.base, rhs.mask, node, checked=True)
            if isinstance(dest, Masked):
                self.store_masked(dest, rhs, op, node)
                return
            if isinstance(dest, SVal):
                acc = dest.expr
                assert isinstance(acc, ir.Access)
                new = self.arith(op, dest, rhs)
                if isinstance(new, AVal):
                    raise self.error("element updated with an array", node)
                red = _REDUCING.get(op)
                if red is not None and isinstance(rhs, SVal) and new.type.dtype == acc.dtype:
                    self.emit(ir.Assign(acc, cast(rhs.expr, acc.dtype), red))
                else:
                    self.emit(ir.Assign(acc, cast(new.expr, acc.dtype)))
                return
            self.store_slice(dest, self.cast_like(self.arith(op, dest, rhs), dest), node)
            return
        raise self.error(f"cannot update {type(t).__name__}", node)

    def cast_like(self, v: SVal | AVal, like: AVal) -> SVal | AVal:
        """The result of an in-place array operation, cast to the target's dtype.

        NumPy's in-place ufuncs use "same_kind" casting: float results cannot go into an
        integer array (``a /= 2`` on ints raises), so that is a compile-time error here.
        """
        dt = v.dtype if isinstance(v, AVal) else v.type.dtype
        if "bif".index(kind_of(dt)) > "bif".index(kind_of(like.dtype)):
            raise self.error(
                f"cannot store a {dt} result in place into a {like.dtype} array (NumPy refuses "
                "this cast under its same_kind rule)",
                hint=f"assign a new array instead (a = a / 2) or cast explicitly with "
                f".astype(np.{like.dtype})")
        if isinstance(v, AVal) and v.dtype != like.dtype:
            return self.astype(v, like.dtype)
        return v

    # ------------------------------------------------------------------ control flow
    def stmt_If(self, node: ast.If) -> None:
        c = self.condition(node.test)
        if isinstance(c, ir.Const):  # compile-time branch (e.g. on .ndim or a constant)
            taken = node.body if c.value else node.orelse
            self.body(taken)
            self.dead_end = not falls_through(taken)
            return
        before = dict(self.scope)
        then = self.block(node.body)
        orelse = self.block(node.orelse)
        self.check_stable_arrays(before, "an if statement", node)
        self.emit(ir.If(c, then, orelse))

    def condition(self, test: ast.expr) -> ir.Expr:
        v = self.expr(test)
        if isinstance(v, AVal):
            if v.ndim == 0:
                v = SVal(v.load(()), ScalarType(v.dtype))
            else:
                raise self.error("the truth value of an array is ambiguous", test,
                                 hint="use np.any(...) or np.all(...)")
        if isinstance(v, PyVal):
            return ir.Const(bool(v.obj), "bool")
        if isinstance(v, TVal):
            return ir.Const(bool(v.items), "bool")
        e = v.expr
        if e.dtype != "bool":
            e = ir.Binary("ne", e, cast(i64(0), e.dtype), "bool")
        return e

    def index_loop(self, node: ast.For, fname: str) -> list[ast.stmt]:
        """``for v in x``, ``for i, v in enumerate(x)``, ``for a, b in zip(x, y)`` and
        ``for i in reversed(range(a, b))`` as the ``range`` loops they mean: each sequence is
        bound once to a hidden name before the loop (as Python evaluates it once; a view still
        sees later writes, as NumPy's iterator does), and the items are ``x[k]`` at the top of
        the body."""
        it = node.iter
        k = self.fresh("_lc_k")

        def name(n: str, store: bool = False) -> ast.Name:
            return ast.Name(n, ast.Store() if store else ast.Load())

        def call(f: str, *args: ast.expr) -> ast.Call:
            return ast.Call(name(f), list(args), [])

        def located(nodes: list[ast.stmt]) -> list[ast.stmt]:
            for n in nodes:
                ast.copy_location(n, node)
                ast.fix_missing_locations(n)
            return nodes

        if fname == "reversed" and len(it.args) == 1 and isinstance(r := it.args[0], ast.Call) \
                and isinstance(self.expr(r.func), PyVal) and getattr(
                    self.expr(r.func).obj, "__name__", "") == "range" and len(r.args) <= 2 \
                and not r.keywords:
            lo = r.args[0] if len(r.args) == 2 else ast.Constant(0)
            hi = r.args[-1]
            rng = call("range", ast.BinOp(hi, ast.Sub(), ast.Constant(1)),
                       ast.BinOp(lo, ast.Sub(), ast.Constant(1)), ast.Constant(-1))
            return located([ast.For(node.target, rng, node.body, [])])
        strict = False
        if fname == "zip" and [k.arg for k in it.keywords] == ["strict"]:
            sv = self.scalar(it.keywords[0].value)
            if not isinstance(sv.expr, ir.Const):
                raise self.error("zip(strict=...) must be a constant", it.keywords[0].value)
            strict = bool(sv.expr.value)
        elif it.keywords if isinstance(it, ast.Call) else False:
            raise self.error(f"keyword arguments of {fname}() are not supported", it)
        if fname in ("enumerate", "zip") and it.args:
            seqs = it.args
        elif fname not in ("enumerate", "zip", "reversed"):  # over an array value itself
            seqs, fname = [it], "iter"
        else:
            raise self.error("only `for` over range(...), an array, enumerate(array) and "
                             "zip(arrays) is supported", it,
                             hint="iterate over indices: for i in range(len(x))")
        if fname == "enumerate" and len(seqs) != 1:
            raise self.error("enumerate() of one array is supported", it)
        targets: list[ast.expr]
        if fname == "iter":
            targets = [node.target]
        elif isinstance(node.target, ast.Tuple) and (
                len(node.target.elts) == (2 if fname == "enumerate" else len(seqs))):
            targets = list(node.target.elts)
        else:
            raise self.error(f"unpack the items of {fname}() into one name each", node.target,
                             hint=f"for a, b in {fname}(...)")
        hidden = [self.fresh("_lc_seq") for _ in seqs]
        pre: list[ast.stmt] = [ast.Assign([name(h, True)], s) for h, s in zip(hidden, seqs,
                                                                              strict=True)]
        n: ast.expr = call("len", name(hidden[0]))
        for h in hidden[1:]:  # zip stops at the shortest (strict: they must all be as long)
            if strict:
                pre.append(ast.If(ast.Compare(call("len", name(h)), [ast.NotEq()], [n]), [
                    ast.Raise(call("ValueError", ast.Constant(
                        "zip() arguments have different lengths")), None)], []))
            else:
                n = call("min", n, call("len", name(h)))
        items: list[ast.stmt] = []
        if fname == "enumerate":
            items.append(ast.Assign([targets[0]], name(k)))
            targets = targets[1:]
        for t, h in zip(targets, hidden, strict=True):
            items.append(ast.Assign([t], ast.Subscript(name(h), name(k), ast.Load())))
        loop = ast.For(name(k, True), call("range", n), items + node.body, [])
        return located(pre + [loop])

    def stmt_While(self, node: ast.While) -> None:
        if node.orelse:
            raise self.error("while/else is not supported", node,
                             hint="set a flag before `break` and test it after the loop")
        self.push()
        c = self.condition(node.test)
        pre = self.pop()
        if pre.body:
            # the condition needs statements: while True: pre; if not c: break; body
            body = self.block(node.body)
            brk = ir.If(ir.Unary("not", c, "bool"), ir.Block((ir.Break(),)))
            self.emit(ir.While(ir.Const(True, "bool"), ir.Block(pre.body + (brk,) + body.body)))
            return
        before = dict(self.scope)
        body = self.block(node.body)
        self.check_stable_arrays(before, "a loop", node)
        self.emit(ir.While(c, body))

    def stmt_Break(self, node: ast.Break) -> None:
        self.emit(ir.Break())

    def stmt_Continue(self, node: ast.Continue) -> None:
        self.emit(ir.Continue())

    def stmt_For(self, node: ast.For) -> None:
        if node.orelse:
            raise self.error("for/else is not supported", node,
                             hint="set a flag before `break` and test it after the loop")
        it = node.iter
        fn = self.expr(it.func) if isinstance(it, ast.Call) else None
        fname = getattr(fn.obj, "__name__", "") if isinstance(fn, PyVal) else ""
        if fname not in ("range", "prange"):
            rewritten = self.index_loop(node, fname)
            for s in rewritten:
                self.stmt(s)
            return
        if not isinstance(node.target, ast.Name):
            raise self.error("the loop variable must be a single name", node.target)
        if it.keywords or not 1 <= len(it.args) <= 3:
            raise self.error("range() takes 1 to 3 positional arguments", it)
        args = [self.int_scalar(a, "range bound") for a in it.args]
        if len(args) == 1:
            start, stop, step = i64(0), args[0].expr, i64(1)
        else:
            start, stop = args[0].expr, args[1].expr
            step = args[2].expr if len(args) == 3 else i64(1)
        if isinstance(step, ir.Const) and step.value == 0:
            raise self.error("range() step must not be zero", it)
        # bounds known before hoisting (`i + 1` has one; the temporary it becomes has none)
        start_lb, stop_lb = self.lower_bound(start), self.lower_bound(stop)
        start = self.hoist(SVal(start, ScalarType("int64"))).expr  # type: ignore[union-attr]
        stop = self.hoist(SVal(stop, ScalarType("int64"))).expr  # type: ignore[union-attr]
        step = self.hoist(SVal(step, ScalarType("int64"))).expr  # type: ignore[union-attr]
        name = node.target.id
        if isinstance(self.scope.get(name), ArrayBinding):
            raise self.error(f"{name!r} was an array and is used as a loop variable", node.target)
        lb = None
        if isinstance(step, ir.Const) and step.value > 0:
            lb = start_lb
        elif isinstance(step, ir.Const):
            lb = None if stop_lb is None else stop_lb + 1
        # an inner loop reusing an enclosing loop's name (`for _ in ...` twice) gets its own
        # IR variable, so transformations can never confuse the two
        # Python keeps the loop variable after the loop; when code outside the loop reads it,
        # the loop copies it into a function-level variable each iteration
        keep_after = _read_outside(self.src.tree, node, name)
        ir_name = self.fresh(f"{name}_") if name in self.loop_vars or keep_after else name
        saved = self.scope.get(name)
        self.scope[name] = ScalarBinding(ir_name, ScalarType("int64", True))
        if lb is not None:
            self.lower_bounds[ir_name] = lb
        self.loop_vars.add(name)
        before = dict(self.scope)
        self.push()
        if keep_after:
            t = self.declare_scalar(name, ScalarType("int64", True))
            self.record_def(name, None)
            self.emit(ir.Assign(ir.Var(name, t.dtype), ir.Var(ir_name, "int64")))
        self.body(node.body)
        body = self.pop()
        self.check_stable_arrays(before, "a loop", node)
        if ir_name == name:
            self.loop_vars.discard(name)
        self.lower_bounds.pop(ir_name, None)
        self.emit(ir.Loop(ir_name, start, stop, step, body, self.label(name)))
        if keep_after:
            self.scope[name] = ScalarBinding(name, self.declare_scalar(
                name, ScalarType("int64", True)))
        elif saved is None:
            self.scope.pop(name, None)
        else:
            self.scope[name] = saved

    def stmt_Return(self, node: ast.Return) -> None:
        if self.inline_stack:
            raise self.error("`return` inside a helper function must be its last statement",
                             node, hint="restructure the helper to return once, at the end")
        if node.value is None:
            self.returns.append((None, False, node))
            self.emit(ir.Return(()))
            return
        v = self.expr(node.value)
        items = v.items if isinstance(v, TVal) else (v,)
        vals: list[ir.Expr | str] = []
        desc: list[tuple] = []
        for it in items:
            if isinstance(it, PyVal) and it.obj is None and not isinstance(v, TVal):
                self.returns.append((None, False, node))
                self.emit(ir.Return(()))
                return
            if isinstance(it, SVal):
                vals.append(it.expr)
                desc.append(("scalar", it.type.dtype, it.type.weak))
            elif isinstance(it, AVal):
                frozen = self.freeze(it)  # a view stays a view (NumPy returns views)
                assert isinstance(frozen, AVal) and frozen.var is not None
                vals.append(frozen.var)
                desc.append(("array", it.dtype, it.ndim))
            else:
                raise self.error(f"cannot return {describe(it)}", node,
                                 hint="return numbers, arrays or tuples of them")
        if len(desc) > MAX_RETURN_VALUES:
            raise self.error(f"more than {MAX_RETURN_VALUES} return values", node,
                             hint="return fewer values (e.g. stack them into an array)")
        self.returns.append((tuple(desc), isinstance(v, TVal), node))
        self.emit(ir.Return(tuple(vals)))

    def stmt_Assert(self, node: ast.Assert) -> None:
        c = self.condition(node.test)
        msg = ""
        if isinstance(node.msg, ast.Constant) and isinstance(node.msg.value, str):
            msg = node.msg.value
        self.emit(ir.If(ir.Unary("not", c, "bool"), ir.Block((ir.Raise("AssertionError", msg),))))

    def stmt_Raise(self, node: ast.Raise) -> None:
        exc = node.exc
        kind, msg = "RuntimeError", ""
        if isinstance(exc, ast.Call) and isinstance(exc.func, ast.Name):
            kind = exc.func.id
            if exc.args and isinstance(exc.args[0], ast.Constant):
                msg = str(exc.args[0].value)
        elif isinstance(exc, ast.Name):
            kind = exc.id
        if kind not in ("ValueError", "IndexError", "RuntimeError", "ZeroDivisionError",
                        "AssertionError", "TypeError", "ArithmeticError"):
            raise self.error(f"raising {kind} is not supported", node,
                             hint="raise ValueError, IndexError or RuntimeError with a message")
        self.emit(ir.Raise(kind, msg))

    # ------------------------------------------------------------------ inlining
    def inline_call(self, func: types.FunctionType, node: ast.Call) -> Value:
        """Inline a plain Python helper: its body is lowered in a fresh, renamed scope."""
        if func.__name__ in self.inline_stack:
            raise self.error(f"recursive call to {func.__name__!r} cannot be inlined", node,
                             hint="rewrite the recursion as a loop")
        src = get_source(func)
        fdef = src.tree
        a = fdef.args
        if a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs:
            raise self.error(f"helper {func.__name__!r} has *args/**kwargs/keyword-only "
                             "parameters", node)
        names = [p.arg for p in a.args]
        bound = self.args_kwargs(node, names)
        defaults = func.__defaults__ or ()
        values: dict[str, Value] = {}
        for k, pname in enumerate(names):
            if pname in bound:
                values[pname] = self.expr(bound[pname])
            elif k >= len(names) - len(defaults):
                dv = defaults[k - (len(names) - len(defaults))]
                values[pname] = self.global_value(dv, pname, node)
            else:
                raise self.error(f"missing argument {pname!r} in call to {func.__name__!r}",
                                 node)
        *stmts, last = fdef.body
        if not isinstance(last, ast.Return):
            stmts, last = fdef.body, None  # type: ignore[assignment]
        prefix = self.fresh(f"{func.__name__}_") + "_"
        renamer = _Renamer(prefix, set(names) | _assigned(fdef))
        renamed = [renamer.visit(s) for s in stmts]
        saved_src, saved_globals, saved_scope = self.src, self.globals, dict(self.scope)
        self.inline_stack.append(func.__name__)
        try:
            for pname, v in values.items():
                self.bind(prefix + pname, self.freeze(v) if isinstance(v, SVal) else v, node)
            self.src = src
            self.globals = globals_of(func)
            self.body(renamed)
            if last is None or last.value is None:
                result: Value = PyVal(None)
            else:
                result = self.expr(renamer.visit(last.value))
        finally:
            self.inline_stack.pop()
            self.src, self.globals = saved_src, saved_globals
        self.scope = {k: v for k, v in self.scope.items() if not k.startswith(prefix)}
        self.scope.update(saved_scope)
        return result


def falls_through(stmts: list[ast.stmt]) -> bool:
    """Whether control can reach the end of ``stmts`` (conservatively)."""
    if not stmts:
        return True
    last = stmts[-1]
    if isinstance(last, (ast.Return, ast.Raise)):
        return False
    if isinstance(last, ast.If):
        return falls_through(last.body) or falls_through(last.orelse)
    if isinstance(last, ast.While) and isinstance(last.test, ast.Constant) and last.test.value:
        return any(isinstance(n, ast.Break) for n in ast.walk(last))
    return True


def _same_mask(a: AVal, b: AVal) -> bool:
    """Whether two masks are the same array expression (``m`` twice, or ``x > 0`` written
    twice): their elements at a symbolic index are structurally equal."""
    idx = tuple(ir.Var(f"_p{k}", "int64") for k in range(a.ndim))
    return a.ndim == b.ndim and a.shape == b.shape and a.load(idx) == b.load(idx)


def _read_outside(fdef: ast.AST, loop: ast.For, name: str) -> bool:
    """Whether ``name`` is read somewhere other than inside ``loop`` or inside another loop
    that rebinds it (such reads may see the value the loop left behind)."""
    def visit(node: ast.AST, shadowed: bool) -> bool:
        if node is loop:
            return False
        if isinstance(node, ast.For) and isinstance(node.target, ast.Name) and \
                node.target.id == name:
            return visit(node.iter, shadowed) or any(visit(s, True) for s in node.body)
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load):
            return not shadowed
        return any(visit(c, shadowed) for c in ast.iter_child_nodes(node))

    return visit(fdef, False)


def _assigned(fdef: ast.FunctionDef) -> set[str]:
    names: set[str] = set()
    for n in ast.walk(fdef):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            names.add(n.id)
    return names


def globals_of(func: types.FunctionType) -> dict[str, Any]:
    g = dict(func.__globals__)
    if func.__closure__:
        for name, cell in zip(func.__code__.co_freevars, func.__closure__, strict=True):
            try:
                g[name] = cell.cell_contents
            except ValueError:
                pass
    return g


class _Renamer(ast.NodeTransformer):
    """Prefix a helper's local names so its variables cannot clash with the caller's."""

    def __init__(self, prefix: str, local: set[str]) -> None:
        self.prefix = prefix
        self.local = local

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if node.id in self.local:
            return ast.copy_location(ast.Name(self.prefix + node.id, node.ctx), node)
        return node

