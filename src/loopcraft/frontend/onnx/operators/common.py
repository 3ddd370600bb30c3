"""Helpers shared by the operator families: NumPy broadcasting of shapes, one elementwise nest,
axis normalisation."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ....ir import nodes as ir
from ..lowerer import GraphLowerer, Tensor, Value
from ..shapes import Extent

__all__ = ["broadcast_shape", "elementwise", "axis_of", "axes_of"]


def broadcast_shape(lw: GraphLowerer, shapes: Sequence[Sequence[Extent]]) -> tuple[Extent, ...]:
    """The NumPy broadcast of ``shapes``; two different dynamic extents, or two different
    fixed ones other than 1, are refused."""
    rank = max((len(s) for s in shapes), default=0)
    out: list[Extent] = []
    for a in range(rank):
        dims = [s[a - rank + len(s)] for s in shapes if a - rank + len(s) >= 0]
        chosen: Extent = 1
        for d in dims:
            if d == 1 or d == chosen:
                continue
            if chosen == 1:
                chosen = d
            elif isinstance(d, int) and isinstance(chosen, int):
                raise lw.refuse(f"shapes {[tuple(s) for s in shapes]} do not broadcast")
            elif isinstance(d, int):  # a dynamic extent meets a fixed one: the fixed one
                chosen = d
            elif not isinstance(chosen, int):
                raise lw.refuse("broadcasting two different dynamic extents is not supported")
        out.append(chosen)
    return tuple(out)


def elementwise(lw: GraphLowerer, inputs: Sequence[Value], dtype: str,
                fn: Callable[[list[ir.Expr]], ir.Expr],
                compute: str | Sequence[str] | None = None,
                role: str = "", out_name: str | None = None) -> Tensor:
    """One nest ``out[idx] = fn(loads)`` over the broadcast shape of ``inputs`` (each load
    cast to ``compute``, default ``dtype``; a sequence gives one dtype per input); defines
    the node's first output."""
    shapes = [tuple(int(d) for d in v.shape) if not isinstance(v, Tensor) else v.shape
              for v in inputs]
    shape = broadcast_shape(lw, shapes)
    out = lw.alloc(dtype, shape, role or "out")
    dtypes = [compute or dtype] * len(inputs) if not isinstance(compute, (list, tuple)) \
        else list(compute)
    lw.nest(role, shape, lambda idx: [ir.Assign(lw.at(out, idx), fn(
        [lw.load(v, shape, idx, d) for v, d in zip(inputs, dtypes, strict=True)]))])
    assert lw.node is not None
    lw.define(out_name if out_name is not None else lw.node.outputs[0], out)
    return out


def axis_of(lw: GraphLowerer, axis: int, rank: int, what: str = "axis") -> int:
    """``axis`` in ``[0, rank)`` (negative counts from the end)."""
    a = axis + rank if axis < 0 else axis
    if not 0 <= a < max(rank, 1):
        raise lw.refuse(f"{what} {axis} is out of range for rank {rank}", attribute=what)
    return a


def axes_of(lw: GraphLowerer, axes: Sequence[int], rank: int, what: str = "axes") -> list[int]:
    return sorted({axis_of(lw, int(a), rank, what) for a in axes})
