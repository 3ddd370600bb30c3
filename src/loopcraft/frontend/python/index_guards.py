"""The index checks a subscript needs of its own: where its element accesses, which check every
index they use, may read no element at all.

NumPy checks a subscript's indices when it is evaluated, whether or not an element is read;
loopcraft's accesses check the indices of the elements they read. They differ where nothing is
read: ``t[n].shape`` and ``len(t[idx])`` (``metadata_only``), or a subscript whose other axes
may be empty (``t[n, :]`` or ``t[idx, :]`` of a 0-column ``t``). There these checks run once,
before the loops, as :mod:`loopcraft.ir.index_guard` statements (so ``boundscheck=False``
removes them with the others).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from ...ir import nodes as ir
from ...ir.index_guard import index_guard
from .values import AVal, cast, i64

if TYPE_CHECKING:
    from .indexing import IndexingLowerer

__all__ = ["guard_index_arrays", "guard_indices"]


def guard_index_arrays(lw: IndexingLowerer, base: AVal,
                       arrays: list[tuple[int, AVal, ast.expr]],
                       sliced: list[ir.Expr], base_text: str) -> None:
    """NumPy checks every value of an index array when the subscript is evaluated; the
    gather's loads check the values they read, which is all of them unless a sliced axis
    of the result may be empty (``A[idx, :]`` of a 0-column ``A``) or nothing is read
    (``metadata_only``: ``a[idx].shape``). There, check them here: a loop over each
    index array, run when a sliced axis is empty (always, for metadata)."""
    when = unread_condition(lw, sliced)
    if when is False:
        return
    for axis, a, node in arrays:
        lw.push()
        lw.loop_nest(a.shape, lambda idx, axis=axis, a=a, node=node: lw.emit(index_guard(
            cast(a.load(idx), "int64"), base.shape[axis], axis, base_text or "?",
            f"{ast.unparse(node)}[...]", None)), "_chk", parallel=False, vector=False)
        checks = lw.pop()
        if when is None:
            for stmt in checks.body:
                lw.emit(stmt)
        else:
            lw.emit(ir.If(when, checks))


def unread_condition(lw: IndexingLowerer, remaining: list[ir.Expr]) -> ir.Expr | None | bool:
    """When a subscript's accesses read no element, so that its indices need a check of
    their own: None (always: one of ``remaining`` is 0, or ``metadata_only``), False
    (never: every extent is a non-zero constant), or the test that one of them is 0."""
    if lw.metadata_only:
        return None
    when: ir.Expr | None = None
    for e in remaining:
        if isinstance(e, ir.Const):
            if int(e.value) == 0:
                return None
            continue
        empty = ir.Binary("eq", e, i64(0), "bool")
        when = empty if when is None else ir.Binary("or", when, empty, "bool")
    return False if when is None else when


def guard_indices(lw: IndexingLowerer, base: AVal, ints: list[tuple[int, ir.Expr, ast.expr]],
                  remaining: list[ir.Expr], base_text: str) -> None:
    """NumPy checks each integer index of a subscript that leaves axes over when it is
    evaluated; loopcraft's element accesses check it only when the remaining axes are
    not empty (the loops over them run). So where one of them may be empty, or where no
    element is read (``metadata_only``: ``t[n].shape``), check the index here, once,
    before those loops (:mod:`loopcraft.ir.index_guard`)."""
    if not ints:
        return
    when = unread_condition(lw, remaining)
    if when is False:
        return  # every remaining axis is a non-empty constant: the accesses check
    for axis, e, node in ints:
        extent = base.shape[axis]
        raw = cast(e, "int64")
        if lw.index_proven(raw, extent):
            continue
        lw.emit(index_guard(raw, extent, axis, base_text or "?", ast.unparse(node), when))
