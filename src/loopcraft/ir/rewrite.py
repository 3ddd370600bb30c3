"""Rebuilding IR expressions and statements (the writing counterpart of :mod:`.walk`).

Why here: transformations, analyses and the frontend all substitute variables (a loop variable
by ``i + 1`` when unrolling, a temporary by its definition when testing affinity); one exact
implementation keeps them agreeing on what "every expression of a statement" means.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from .nodes import (
    Access,
    Alloc,
    Assign,
    Binary,
    Block,
    Call,
    Cast,
    Expr,
    If,
    Loop,
    Raise,
    Return,
    Select,
    Stmt,
    Unary,
    Var,
    View,
    ViewDim,
    While,
)

__all__ = ["map_expr", "substitute", "map_stmt_exprs", "substitute_stmt", "substitute_block"]


def map_expr(e: Expr, fn: Callable[[Expr], Expr]) -> Expr:
    """Rebuild ``e`` bottom-up: children first, then ``fn`` on the rebuilt node."""
    if isinstance(e, Access):
        e = replace(e, indices=tuple(map_expr(i, fn) for i in e.indices))
    elif isinstance(e, Unary):
        e = replace(e, operand=map_expr(e.operand, fn))
    elif isinstance(e, Cast):
        e = replace(e, expr=map_expr(e.expr, fn))
    elif isinstance(e, Binary):
        e = replace(e, lhs=map_expr(e.lhs, fn), rhs=map_expr(e.rhs, fn))
    elif isinstance(e, Call):
        e = replace(e, args=tuple(map_expr(a, fn) for a in e.args))
    elif isinstance(e, Select):
        e = replace(e, cond=map_expr(e.cond, fn), if_true=map_expr(e.if_true, fn),
                    if_false=map_expr(e.if_false, fn))
    return fn(e)


def substitute(e: Expr, defs: Mapping[str, Expr]) -> Expr:
    """``e`` with scalar variables replaced by the expressions in ``defs``."""
    if not defs:
        return e
    return map_expr(e, lambda x: defs.get(x.name, x) if isinstance(x, Var) else x)


def map_stmt_exprs(s: Stmt, fn: Callable[[Expr], Expr]) -> Stmt:
    """``s`` with every expression it evaluates, nested statements' included, passed through
    ``fn`` (an ``Expr -> Expr`` applied to whole expressions, e.g. ``map_expr`` curried).

    An ``Access`` assignment target is passed to ``fn`` too (it may become a ``Var``, as in
    array contraction); a ``Var`` target names the variable written and is kept.
    """
    if isinstance(s, Assign):
        target = s.target if isinstance(s.target, Var) else fn(s.target)
        return replace(s, target=target, value=fn(s.value))
    if isinstance(s, Loop):
        return replace(s, start=fn(s.start), stop=fn(s.stop), step=fn(s.step),
                       body=_map_block(s.body, fn))
    if isinstance(s, If):
        return replace(s, cond=fn(s.cond), then=_map_block(s.then, fn),
                       orelse=_map_block(s.orelse, fn))
    if isinstance(s, While):
        return replace(s, cond=fn(s.cond), body=_map_block(s.body, fn))
    if isinstance(s, Block):
        return _map_block(s, fn)
    if isinstance(s, Return):
        return replace(s, values=tuple(v if isinstance(v, str) else fn(v) for v in s.values))
    if isinstance(s, Raise):
        return replace(s, values=tuple(fn(v) for v in s.values))
    if isinstance(s, Alloc):
        return replace(s, shape=tuple(fn(x) for x in s.shape),
                       fill=None if s.fill is None else fn(s.fill))
    if isinstance(s, View):
        return replace(s, offset=tuple(fn(x) for x in s.offset),
                       dims=tuple(ViewDim(d.source_axis, fn(d.extent), fn(d.step))
                                  for d in s.dims))
    return s


def _map_block(b: Block, fn: Callable[[Expr], Expr]) -> Block:
    return Block(tuple(map_stmt_exprs(s, fn) for s in b.body))


def substitute_stmt(s: Stmt, defs: Mapping[str, Expr]) -> Stmt:
    """``s`` with the scalar variables in ``defs`` replaced wherever they are read (a ``Var``
    assignment target keeps its name)."""
    if not defs:
        return s
    return map_stmt_exprs(s, lambda e: substitute(e, defs))


def substitute_block(b: Block, defs: Mapping[str, Expr]) -> Block:
    """Every statement of ``b`` through :func:`substitute_stmt`."""
    return Block(tuple(substitute_stmt(s, defs) for s in b.body))
