"""isl text for affine forms: loop-bound constraints and dependence distances.

Prints affine forms and loop-bound constraints in isl's text syntax (symbols renamed to isl-safe
identifiers) and reads direction and distance vectors back from isl sets of dependence distances.
Kept apart from :mod:`loopcraft.ir.affine` so that only dependence analysis pays for islpy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

import islpy as isl

from ..ir import nodes as ir
from ..ir.affine import Affine

__all__ = ["IslNames", "bound_constraint", "direction_pieces", "constant_distance"]

L = TypeVar("L")

class IslNames:
    """isl-safe names: iteration dims ``x<k>``/``y<k>``, parameters ``p<n>``."""

    def __init__(self) -> None:
        self.params: dict[str, str] = {}

    def namer(self, loop_vars: Sequence[str], prefix: str) -> Callable[[str], str]:
        """Names for one statement: its loop variables become ``prefix<k>``."""
        dims = {}
        for k, var in enumerate(loop_vars):
            dims[var] = f"{prefix}{k}"  # innermost binding wins (shadowing)

        def name(sym: str) -> str:
            if sym in dims:
                return dims[sym]
            return self.params.setdefault(sym, f"p{len(self.params)}")

        return name


def bound_constraint(conv: Callable[[ir.Expr | None, L], Affine | None], e: ir.Expr | None,
                     ctx: L, v: str, op: str, name: Callable[[str], str]
                     ) -> tuple[str | None, bool]:
    """Constraint ``v op e`` in isl text (``min``/``max`` become and/or), and its exactness.

    ``conv(e, ctx)`` gives affine forms. None when nothing sound can be said; a dropped
    conjunct only over-approximates (the flag is then False).
    """
    if isinstance(e, ir.Binary) and e.op in ("min", "max") and e.dtype in ir.INT_DTYPES:
        lhs, ex_l = bound_constraint(conv, e.lhs, ctx, v, op, name)
        rhs, ex_r = bound_constraint(conv, e.rhs, ctx, v, op, name)
        both = (e.op == "min") == (op in ("<", "<="))
        if lhs is not None and rhs is not None:
            return f"({lhs} {'and' if both else 'or'} {rhs})", ex_l and ex_r
        if both and (lhs is not None or rhs is not None):
            return lhs or rhs, False
        return None, False
    f = conv(e, ctx)
    return (None, False) if f is None else (f"{v} {op} {f.format(name)}", True)


def direction_pieces(rel: isl.Set, header: str, steps: Sequence[int | None], k: int,
                     dirs: list[str]) -> Iterator[tuple[isl.Set, tuple[str, ...]]]:
    """Refine a distance set ``rel`` (dims ``d0..``) into one piece per direction vector.

    Levels before ``k`` already have ``dirs``; a level's direction follows execution order, so
    a negative step flips the sign; an unknown step (None) stays ``'*'``.
    """
    if k >= len(steps):
        yield rel, tuple(dirs)
        return
    s = steps[k]
    if s is None:
        yield from direction_pieces(rel, header, steps, k + 1, [*dirs, "*"])
        return
    ds = ", ".join(f"d{j}" for j in range(len(steps)))
    for sym, op in (("<", ">"), ("=", "="), (">", "<")):
        op = op if s > 0 or op == "=" else ("<" if op == ">" else ">")
        piece = rel.intersect(isl.Set(f"{header}{{ [{ds}] : d{k} {op} 0 }}"))
        if not piece.is_empty():
            yield from direction_pieces(piece, header, steps, k + 1, [*dirs, sym])


def constant_distance(rel: isl.Set, header: str) -> list[int] | None:
    """The distance vector when every point of ``rel`` has the same one, else None."""
    n = rel.dim(isl.dim_type.set)
    if n == 0:
        return []
    ds = ", ".join(f"d{j}" for j in range(n))
    pt = rel.sample_point()
    if pt.is_void():  # isl found no point to sample (an unbounded set): no known distance
        return None
    out = []
    for k in range(n):
        text = pt.get_coordinate_val(isl.dim_type.set, k).to_str()
        if text is None:  # isl stopped at its operation limit (dependence.MAX_ISL_OPERATIONS)
            raise isl.Error("isl returned no value: operation limit reached")
        if not text.lstrip("-").isdigit():  # NaN or infinity: no constant distance
            return None
        v = int(text)
        other = isl.Set(f"{header}{{ [{ds}] : d{k} < {v} or d{k} > {v} }}")
        if not rel.intersect(other).is_empty():
            return None
        out.append(int(v))
    return out
