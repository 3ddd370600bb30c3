"""The statements bounds checking adds to a program, and the walks over checked code.

Apart from :mod:`.bounds` (the pass that places them) because three modules read them: the
pass, :mod:`.index_scans` (which builds checks of its own) and the C emitter. They are
codegen-only: no transformation or analysis ever sees them (:func:`unchecked` is what those
understand).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..ir import nodes as ir

__all__ = ["Site", "IndexCheck", "BoundsChoice", "unchecked", "walk_checked", "has_checks"]


@dataclass(frozen=True)
class Site:
    """One checked index, for the message of its ``IndexError``."""

    array: str
    axis: int
    index: str  # the index expression as the IR prints it
    line: int  # the user's source line (0: unknown)
    hoisted: bool  # checked over a whole loop, before it ran


@dataclass(frozen=True)
class IndexCheck:
    """Fail unless ``0 <= least`` and ``greatest < extent``, where ``guard`` holds. An index
    that wraps around (``i < 0 ? w + i : i``, ``w`` the extent as the frontend spelled it) is
    in range when ``-w <= least``, ``greatest < w`` and ``w <= extent``. A side known to
    hold is None; a per-access check has one expression for both (``least is greatest``).
    ``flag`` None: a failure raises; else it sets that flag (the loop then runs its checked
    copy)."""

    site: int
    least: ir.Expr | None
    greatest: ir.Expr | None
    extent: ir.Expr
    wrap: ir.Expr | None
    guard: ir.Expr | None
    flag: str | None = None


@dataclass(frozen=True)
class BoundsChoice:
    """``checks``, which may set ``flag``, then ``if (flag) slow else fast``: a loop and its
    checked copy, run when a hoisted range that over-approximates failed; or (``fast``
    empty) after an index scan (:mod:`.index_scans`), the copy that finds the bad index."""

    flag: str
    checks: tuple[IndexCheck, ...]
    fast: ir.Stmt
    slow: ir.Stmt


def unchecked(b: ir.Block) -> ir.Block:
    """``b`` without its bounds checks: what the analyses of the IR understand."""
    out: list[ir.Stmt] = []
    for s in b.body:
        if isinstance(s, IndexCheck):
            continue
        if isinstance(s, BoundsChoice):
            s = s.fast
        if isinstance(s, (ir.Loop, ir.While)):
            s = ir.replace(s, body=unchecked(s.body))
        elif isinstance(s, ir.If):
            s = ir.replace(s, then=unchecked(s.then), orelse=unchecked(s.orelse))
        elif isinstance(s, ir.Block):
            s = unchecked(s)
        out.append(s)
    return ir.Block(tuple(out))


def walk_checked(b: ir.Block) -> Iterator[ir.Stmt]:
    """Every statement of ``b``, bounds checks and both copies of a checked loop included."""
    for s in b.body:
        yield s
        if isinstance(s, BoundsChoice):
            yield from walk_checked(ir.Block((s.fast, s.slow)))
        elif isinstance(s, (ir.Loop, ir.While)):
            yield from walk_checked(s.body)
        elif isinstance(s, ir.If):
            yield from walk_checked(s.then)
            yield from walk_checked(s.orelse)
        elif isinstance(s, ir.Block):
            yield from walk_checked(s)


def has_checks(b: ir.Block) -> bool:
    """``b`` holds a check that raises where it stands (not one that selects a checked copy)."""
    return any(isinstance(s, IndexCheck) and s.flag is None for s in walk_checked(b))
