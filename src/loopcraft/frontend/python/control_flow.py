"""Lowering control flow: ``if``, ``for`` (index loops, and ``for v in a``/``enumerate``/
``zip``/``reversed`` rewritten to them), ``while``, ``break``/``continue``, ``return``,
``assert``, ``raise``, and the inlining of module-level helper functions (a layer of
:class:`~loopcraft.frontend.python.lowerer.Lowerer`).

Why a module of its own: assignments follow NumPy's copy/view rules; control flow follows
Python's, and the two share nothing but the lowering context."""

from __future__ import annotations

import ast
import types
from typing import Any

from ...ir import nodes as ir
from .context import ArrayBinding, LoweringContext, ScalarBinding
from .helper_returns import has_early_return, single_exit
from .source import get_source
from .types import ScalarType
from .values import AVal, LVal, PyVal, SVal, TVal, Value, cast, describe, i64

__all__ = ["ControlFlowLowerer", "MAX_RETURN_VALUES", "falls_through", "globals_of"]

#: the variable an inlined helper's early returns assign (renamed per call like its locals)
_RESULT = "__loopcraft_result__"


#: the C entry point's result slots (MAX_RETURNS in codegen/c_module.py)
MAX_RETURN_VALUES = 32


class ControlFlowLowerer(LoweringContext):
    """Branches, loops, returns and inlined calls; the assignment methods they use
    (``self.assign``, ``self.bind``, ...) are :class:`StatementLowerer`'s."""

    #: the compiled function's code: a call back to it is recursion, not a helper call
    code: types.CodeType

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
        for s in seqs:
            if isinstance(s, (ast.List, ast.Tuple)):
                raise self.error(f"`for` over a {type(s).__name__.lower()} display is not "
                                 "supported", s, hint="iterate over an array: "
                                 "for v in np.array([...])")
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
        bounds = (start, stop)
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
        outer = self.loop_nodes.get(name)
        if outer is not None and _read_after_rebinding(outer, node, name):
            raise self.error(
                f"loop variable {name!r} of an enclosing loop is rebound by this loop and read "
                "after it", node.target, hint="give the inner loop's variable another name")
        ir_name = self.fresh(f"{name}_") if name in self.loop_vars or keep_after else name
        saved = self.scope.get(name)
        self.scope[name] = ScalarBinding(ir_name, ScalarType("int64", True))
        if lb is not None:
            self.lower_bounds[ir_name] = lb
        if isinstance(step, ir.Const) and step.value > 0:
            self.loop_stops[ir_name] = stop
        if isinstance(step, ir.Const):
            ranged = self.ranged(bounds[0]) and self.ranged(bounds[1])
            self.loop_ranges[ir_name] = (*bounds, int(step.value)) if ranged else None
        self.loop_vars.add(name)
        self.loop_nodes.setdefault(name, node)
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
        if self.loop_nodes.get(name) is node:
            del self.loop_nodes[name]
        self.lower_bounds.pop(ir_name, None)
        self.loop_ranges.pop(ir_name, None)
        self.loop_stops.pop(ir_name, None)
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
        if isinstance(v, LVal):
            raise self.error("cannot return a list: the caller would get a tuple or an array, "
                             "not a list", node.value,
                             hint="return a tuple (return a, b) or an array "
                             "(return np.array([...]))")
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
                if it.ndim > ir.MAX_NDIM:
                    raise self.error(f"cannot return a {it.ndim}-d array (at most {ir.MAX_NDIM} "
                                     "dimensions)", node)
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
    def user_name(self, name: str) -> str:
        """``name`` as the user wrote it: a helper's locals are renamed with its prefix."""
        return name.removeprefix(self.inline_stack[-1][1]) if self.inline_stack else name

    def unbound_local(self, name: str) -> str | None:
        """The user's spelling of ``name`` when it is a local variable of the function being
        lowered (a parameter, or assigned somewhere in it): reading it unassigned is Python's
        UnboundLocalError, not a NameError. None for any other name."""
        if self.inline_stack:  # only a helper's locals carry its prefix
            return self.user_name(name) if self.user_name(name) != name else None
        fdef = self.src.tree
        return name if name in {p.arg for p in fdef.args.args} | _assigned(fdef) else None

    def inline_call(self, func: types.FunctionType, node: ast.Call) -> Value:
        """Inline a plain Python helper: its body is lowered in a fresh, renamed scope."""
        if func.__code__ is self.code or any(n == func.__name__ for n, _ in self.inline_stack):
            raise self.error(f"recursive call to {func.__name__!r}: recursion is not supported",
                             node, hint="loopcraft inlines the functions a compiled function "
                             "calls; rewrite the recursion as a loop")
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
                if isinstance(values[pname], LVal):
                    raise self.error(f"a list passed as {pname!r} to helper {func.__name__!r}: "
                                     "compiled code has no (mutable) lists", bound[pname],
                                     hint="pass a tuple or an array (np.array([...]))")
            elif k >= len(names) - len(defaults):
                dv = defaults[k - (len(names) - len(defaults))]
                values[pname] = self.global_value(dv, pname, node)
            else:
                raise self.error(f"missing argument {pname!r} in call to {func.__name__!r}",
                                 node)
        stmts, last = _single_exit(fdef)
        prefix = self.fresh(f"{func.__name__}_") + "_"
        assigned = _assigned(fdef)
        renamer = _Renamer(prefix, set(names) | assigned | {_RESULT})
        renamed = [renamer.visit(s) for s in stmts]
        saved_src, saved_globals, saved_scope = self.src, self.globals, dict(self.scope)
        saved_pinned = self.pinned
        self.inline_stack.append((func.__name__, prefix))
        try:
            for pname, v in values.items():
                if _constant(v) and pname not in assigned:
                    # None, a string, a function, a tuple of constants (``axes=(0, 1)``): a
                    # compile-time constant of this call, never a variable
                    self.pinned = {**self.pinned, prefix + pname: v}
                    continue
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
            self.src, self.globals, self.pinned = saved_src, saved_globals, saved_pinned
        self.scope = {k: v for k, v in self.scope.items() if not k.startswith(prefix)}
        self.scope.update(saved_scope)
        return result


def _constant(v: Value) -> bool:
    """Whether ``v`` is a Python object or a tuple of constants (not numbers alone: a number
    parameter stays a variable, as it always was)."""
    if isinstance(v, PyVal):
        return True
    return isinstance(v, TVal) and all(
        _constant(x) or (isinstance(x, SVal) and isinstance(x.expr, ir.Const)) for x in v.items)


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


def _read_after_rebinding(outer: ast.For, inner: ast.For, name: str) -> bool:
    """Whether ``outer``'s body reads ``name`` (``outer``'s variable) where Python would see
    the value the nested loop ``inner``, which rebinds it, left behind: after ``inner``, or
    anywhere in a loop between the two (its next iteration runs after ``inner``). Reads
    inside another loop that rebinds ``name`` see that loop's own value."""
    at = (inner.lineno, inner.col_offset)

    def visit(node: ast.AST, repeats: bool) -> bool:
        if node is inner:
            return False
        if isinstance(node, ast.For) and isinstance(node.target, ast.Name) and \
                node.target.id == name:
            return visit(node.iter, repeats)
        if isinstance(node, (ast.For, ast.While)) and any(n is inner for n in ast.walk(node)):
            repeats = True
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load):
            return repeats or (node.lineno, node.col_offset) > at
        return any(visit(c, repeats) for c in ast.iter_child_nodes(node))

    return any(visit(s, False) for s in outer.body)


def _single_exit(fdef: ast.FunctionDef) -> tuple[list[ast.stmt], ast.Return | None]:
    """A helper's statements and its one final ``return`` (None: it returns nothing), early
    returns rewritten by :func:`.helper_returns.single_exit` where they can be."""
    body = fdef.body
    if has_early_return(body):
        rewritten = single_exit(body, _RESULT)
        if rewritten is not None:
            valued = any(isinstance(n, ast.Return) and n.value is not None
                         for n in ast.walk(fdef))
            result = ast.Return(ast.Name(_RESULT, ast.Load())) if valued else None
            return rewritten, result
    if body and isinstance(body[-1], ast.Return):
        return body[:-1], body[-1]
    return body, None


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
