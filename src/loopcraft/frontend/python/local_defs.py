"""Names a compiled function defines for itself: ``import`` statements and a ``lambda`` bound
to a name (a layer of :class:`~loopcraft.frontend.python.lowerer.Lowerer`).

Why compile-time: an imported module and a lambda are not data. The module is imported when
the function is compiled and its name pinned for the rest of the function, exactly as a
module-level ``import`` would be read; a lambda is kept as its syntax and inlined at every
call, its parameters renamed apart and its free names read where it is called (Python's
closures are late-binding too, so this is the value Python would read).
"""

from __future__ import annotations

import ast
import copy
import importlib
from dataclasses import dataclass

from .context import LoweringContext
from .values import PyVal, SVal, Value

__all__ = ["LocalDefLowerer", "LocalLambda"]


@dataclass(frozen=True, eq=False)
class LocalLambda:
    """``f = lambda x: ...`` inside a compiled function: its syntax, inlined per call."""

    node: ast.Lambda


class LocalDefLowerer(LoweringContext):
    """``import``, ``from ... import`` and ``lambda`` (the calls of a lambda included)."""

    def pin(self, name: str, value: PyVal, node: ast.AST) -> None:
        """Bind ``name`` to a compile-time object for the rest of the function."""
        if name in self.scope:
            raise self.error(f"{name!r} is a variable here and cannot also name "
                             f"{type(value.obj).__name__} {name!r}", node,
                             hint="use another name")
        old = self.pinned.get(name)
        if old is not None and not _same(old, value):
            # a pin holds for the rest of the function: a second one in another branch of
            # an ``if`` would silently win on both paths
            raise self.error(f"{name!r} already names another lambda or module: it cannot be "
                             "rebound in compiled code", node, hint="use another name")
        self.pinned = {**self.pinned, name: value}

    def stmt_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            module = self._import(alias.name, node)
            if alias.asname is None:  # ``import numpy.linalg`` binds ``numpy``
                module = self._import(alias.name.split(".")[0], node)
            self.pin(alias.asname or alias.name.split(".")[0], PyVal(module), node)

    def stmt_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level or node.module is None:
            raise self.error("relative imports are not supported in compiled code", node,
                             hint="import the module by its full name")
        module = self._import(node.module, node)
        for alias in node.names:
            if alias.name == "*":
                raise self.error("`from ... import *` is not supported in compiled code",
                                 node, hint="import the names you use")
            if not hasattr(module, alias.name):
                self._import(f"{node.module}.{alias.name}", node)  # a submodule
            self.pin(alias.asname or alias.name, PyVal(getattr(module, alias.name)), node)

    def _import(self, name: str, node: ast.AST) -> object:
        try:
            return importlib.import_module(name)
        except ImportError as exc:
            raise self.error(f"cannot import {name!r}: {exc}", node) from None

    def expr_Lambda(self, node: ast.Lambda) -> Value:
        a = node.args
        if a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs or a.defaults:
            raise self.error("a lambda with defaults, *args, **kwargs or keyword-only "
                             "parameters is not supported", node,
                             hint="use plain positional parameters")
        return PyVal(LocalLambda(node))

    def lambda_call(self, fn: LocalLambda, node: ast.Call) -> Value:
        """The lambda's body with its parameters bound to the call's arguments."""
        names = [p.arg for p in fn.node.args.args]
        bound = self.args_kwargs(node, names)
        missing = [n for n in names if n not in bound]
        if missing:
            raise self.error(f"missing argument {missing[0]!r} in a call to a lambda", node)
        values = {n: self.expr(bound[n]) for n in names}
        prefix = self.fresh("lambda_") + "_"
        body = _Rename(prefix, set(names)).visit(copy.deepcopy(fn.node.body))
        saved = dict(self.scope)
        for n, v in values.items():
            self.bind(prefix + n, self.freeze(v) if isinstance(v, SVal) else v, node)  # type: ignore[attr-defined]
        result = self.expr(body)
        self.scope = {k: v for k, v in self.scope.items() if not k.startswith(prefix)}
        self.scope.update(saved)
        return result


def _same(a: Value, b: PyVal) -> bool:
    """Whether two pins are one object (a module imported twice, one ``lambda`` lowered
    twice)."""
    if not isinstance(a, PyVal):
        return False
    if isinstance(a.obj, LocalLambda) and isinstance(b.obj, LocalLambda):
        return a.obj.node is b.obj.node
    return a.obj is b.obj


class _Rename(ast.NodeTransformer):
    """A lambda's parameters renamed apart (a nested lambda's own parameters are not)."""

    def __init__(self, prefix: str, names: set[str]) -> None:
        self.prefix, self.names = prefix, names

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if node.id in self.names:
            return ast.copy_location(ast.Name(self.prefix + node.id, node.ctx), node)
        return node

    def visit_Lambda(self, node: ast.Lambda) -> ast.AST:
        inner = {p.arg for p in node.args.args}
        return _Rename(self.prefix, self.names - inner).generic_visit(node)
