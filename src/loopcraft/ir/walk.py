"""Generic traversals of IR expressions and statements (read-only).

Analyses and codegen ask the same questions — which variables does this expression read,
which accesses does this statement make — so the answers live here once.
"""

from __future__ import annotations

from collections.abc import Iterator

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
    While,
)

__all__ = [
    "subexprs", "expr_vars", "expr_accesses", "stmt_exprs", "walk_stmts", "map_blocks",
    "same_block", "straight_line", "parallel_simd",
]


def subexprs(e: Expr) -> Iterator[Expr]:
    """``e`` and all its sub-expressions, pre-order."""
    yield e
    if isinstance(e, Access):
        for i in e.indices:
            yield from subexprs(i)
    elif isinstance(e, Unary):
        yield from subexprs(e.operand)
    elif isinstance(e, Cast):
        yield from subexprs(e.expr)
    elif isinstance(e, Binary):
        yield from subexprs(e.lhs)
        yield from subexprs(e.rhs)
    elif isinstance(e, Call):
        for a in e.args:
            yield from subexprs(a)
    elif isinstance(e, Select):
        yield from subexprs(e.cond)
        yield from subexprs(e.if_true)
        yield from subexprs(e.if_false)


def expr_vars(e: Expr) -> set[str]:
    """Names of the scalar variables ``e`` reads."""
    return {x.name for x in subexprs(e) if isinstance(x, Var)}


def expr_accesses(e: Expr) -> list[Access]:
    return [x for x in subexprs(e) if isinstance(x, Access)]


def stmt_exprs(s: Stmt) -> list[Expr]:
    """The expressions a statement evaluates itself (not those of nested blocks)."""
    if isinstance(s, Assign):
        idx = list(s.target.indices) if isinstance(s.target, Access) else []
        return idx + [s.value]
    if isinstance(s, Loop):
        return [s.start, s.stop, s.step]
    if isinstance(s, (If, While)):
        return [s.cond]
    if isinstance(s, Return):
        return [v for v in s.values if not isinstance(v, str)]
    if isinstance(s, Raise):
        return list(s.values)
    if isinstance(s, Alloc):
        return list(s.shape) + ([s.fill] if s.fill is not None else [])
    if isinstance(s, View):
        out = list(s.offset)
        for d in s.dims:
            out += [d.extent, d.step]
        return out
    return []


def walk_stmts(b: Block) -> Iterator[Stmt]:
    """Every statement in ``b``, nested ones included, pre-order."""
    for s in b.body:
        yield s
        if isinstance(s, (Loop, While)):
            yield from walk_stmts(s.body)
        elif isinstance(s, If):
            yield from walk_stmts(s.then)
            yield from walk_stmts(s.orelse)
        elif isinstance(s, Block):
            yield from walk_stmts(s)


def same_block(b: Block, body: list[Stmt]) -> Block:
    """``b`` itself when ``body`` holds the very statements of ``b``, else a new Block: a
    rewrite that changes nothing keeps the old objects (shared by the program before it)."""
    if len(body) == len(b.body) and all(x is y for x, y in zip(body, b.body, strict=True)):
        return b
    return Block(tuple(body))


def map_blocks(b: Block, fn) -> Block:  # type: ignore[no-untyped-def]
    """Rebuild ``b`` bottom-up, replacing each statement ``s`` by ``fn(s)`` (a list); what
    ``fn`` leaves unchanged stays the same object (:func:`same_block`)."""
    from dataclasses import replace

    out: list[Stmt] = []
    for s in b.body:
        if isinstance(s, (Loop, While)):
            body = map_blocks(s.body, fn)
            s = s if body is s.body else replace(s, body=body)
        elif isinstance(s, If):
            then, orelse = map_blocks(s.then, fn), map_blocks(s.orelse, fn)
            if then is not s.then or orelse is not s.orelse:
                s = replace(s, then=then, orelse=orelse)
        elif isinstance(s, Block):
            s = map_blocks(s, fn)
        out.extend(fn(s))
    return same_block(b, out)


def straight_line(b: Block) -> bool:
    """Whether ``b`` holds only assignments and ``if`` s of them (no loops, control transfers
    or raises): code the C compiler can if-convert, so ``omp simd`` applies to a loop around
    it. Vectorizing requires it; a parallel loop's default ``simd`` is it."""
    for s in b.body:
        if isinstance(s, Assign):
            continue
        if isinstance(s, If) and straight_line(s.then) and straight_line(s.orelse):
            continue
        return False
    return True


def parallel_simd(loop: Loop) -> bool:
    """Whether the parallel ``loop`` is also a SIMD loop (``parallel for simd``): its ``simd``
    attribute when it has one, else whether its body is :func:`straight_line`. The default is
    part of what a parallel loop means, not a choice of codegen's: the frontend's elementwise
    loops and ``parallelize`` both rely on it, and writing it out as an attribute on every such
    loop would change the IR text (and so every cache key) for nothing."""
    return bool(dict(loop.attrs).get("simd", straight_line(loop.body)))
