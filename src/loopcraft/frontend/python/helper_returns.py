"""Early ``return`` in an inlined helper function, rewritten to a single exit.

A helper's body is lowered in place of its call, so it has nowhere to jump to; NumPy code
often returns from inside an ``if`` (npbench's ``nussinov``: ``if b1 + b2 == 3: return 1
else: return 0``). This pure AST rewrite turns every ``return e`` into an assignment to one
result variable and moves the statements that follow a branching ``if`` into each of its
branches that can fall through, so every path assigns the result exactly where Python would
have returned. A ``return`` inside a loop (or ``with``/``try``) is left alone: the lowerer
then refuses it as before.
"""

from __future__ import annotations

import ast

__all__ = ["has_early_return", "single_exit"]


def _returns(node: ast.AST) -> bool:
    """Whether ``node`` holds a ``return`` of its own (not one of a nested function)."""
    if isinstance(node, ast.Return):
        return True
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
        return False
    return any(_returns(c) for c in ast.iter_child_nodes(node))


def has_early_return(body: list[ast.stmt]) -> bool:
    """Whether ``body`` returns anywhere but in its last statement."""
    return any(_returns(s) for s in body[:-1]) or (
        bool(body) and not isinstance(body[-1], ast.Return) and _returns(body[-1]))


def single_exit(body: list[ast.stmt], result: str) -> list[ast.stmt] | None:
    """``body`` without ``return``: each ``return e`` assigns ``e`` to ``result`` (a bare
    ``return`` assigns nothing), the statements after it dropped as Python would skip them.
    ``None`` where a ``return`` sits in a statement other than ``if`` (a loop): the caller
    keeps the original body and its refusal."""
    out: list[ast.stmt] = []
    for k, s in enumerate(body):
        if isinstance(s, ast.Return):
            if s.value is not None:
                target = ast.copy_location(ast.Name(result, ast.Store()), s)
                out.append(ast.copy_location(ast.Assign([target], s.value), s))
            return out
        if not _returns(s):
            out.append(s)
            continue
        if not isinstance(s, ast.If):
            return None
        rest = body[k + 1:]
        then, orelse = single_exit(s.body + rest, result), single_exit(s.orelse + rest, result)
        if then is None or orelse is None:
            return None
        out.append(ast.copy_location(
            ast.If(s.test, then or [ast.copy_location(ast.Pass(), s)], orelse), s))
        return out
    return out
