"""Affine forms of IR integer expressions: ``sum(coeff * symbol) + constant``.

Why: dependence analysis (``dependence.py``) hands index expressions and loop bounds to isl,
which only understands Presburger arithmetic. Everything isl can take exactly is converted here;
anything else (indirect indices ``idx[i]``, products of variables, selects, floats, divisions)
returns ``None`` so that the caller falls back to an explicit, conservative answer instead of a
wrong exact one.

Symbols are strings: a scalar variable (a loop variable or a parameter) by its name, an array
extent ``Dim(A, k)`` by :func:`dim_symbol` (``"A.shape[k]"``, never a valid variable name, so
the two cannot collide). Which variables may appear is the caller's decision (``allowed``): a
scalar that changes inside the analysed nest is not an affine parameter.

The isl helpers at the end print affine forms and loop-bound constraints in isl's text syntax
(symbols renamed to isl-safe identifiers) and read direction and distance vectors back from
isl sets of dependence distances.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

import islpy as isl

from ..ir import nodes as ir

__all__ = ["Affine", "to_affine", "dim_symbol", "IslNames", "bound_constraint",
           "direction_pieces", "constant_distance"]

L = TypeVar("L")


def dim_symbol(array: str, axis: int) -> str:
    """The symbol naming the extent of ``array`` along ``axis``."""
    return f"{array}.shape[{axis}]"


@dataclass(frozen=True)
class Affine:
    """``sum(c * s for s, c in coeffs) + const``; ``coeffs`` is sorted and has no zeros."""

    coeffs: tuple[tuple[str, int], ...] = ()
    const: int = 0

    @staticmethod
    def make(coeffs: Mapping[str, int], const: int = 0) -> Affine:
        return Affine(tuple(sorted((s, c) for s, c in coeffs.items() if c != 0)), const)

    def as_dict(self) -> dict[str, int]:
        return dict(self.coeffs)

    @property
    def symbols(self) -> frozenset[str]:
        return frozenset(s for s, _ in self.coeffs)

    def is_const(self) -> bool:
        return not self.coeffs

    def __add__(self, other: Affine) -> Affine:
        d = self.as_dict()
        for s, c in other.coeffs:
            d[s] = d.get(s, 0) + c
        return Affine.make(d, self.const + other.const)

    def scale(self, k: int) -> Affine:
        return Affine.make({s: c * k for s, c in self.coeffs}, self.const * k)

    def __neg__(self) -> Affine:
        return self.scale(-1)

    def __sub__(self, other: Affine) -> Affine:
        return self + (-other)

    def format(self, names: Callable[[str], str]) -> str:
        """Text in isl's syntax, with each symbol renamed by ``names``."""
        parts = [f"{c}*{names(s)}" for s, c in self.coeffs]
        parts.append(str(self.const))
        return "(" + " + ".join(parts).replace("+ -", "- ") + ")"


def _always(_: str) -> bool:
    return True


def to_affine(e: ir.Expr, allowed: Callable[[str], bool] = _always) -> Affine | None:
    """The affine form of integer expression ``e``, or None when it is not affine.

    ``allowed(symbol)`` says whether a variable or extent may appear (it must be invariant
    wherever the form is used, or be a loop variable the caller maps to an iteration dimension).
    """
    if isinstance(e, ir.Const):
        if e.dtype not in ir.INT_DTYPES:
            return None
        return Affine((), int(e.value))
    if isinstance(e, ir.Var):
        if e.dtype not in ir.INT_DTYPES or not allowed(e.name):
            return None
        return Affine(((e.name, 1),), 0)
    if isinstance(e, ir.Dim):
        sym = dim_symbol(e.array, e.axis)
        return Affine(((sym, 1),), 0) if allowed(sym) else None
    if isinstance(e, ir.Cast):
        # int -> int casts keep the value as long as it fits (indices and extents always do)
        if e.dtype not in ir.INT_DTYPES:
            return None
        return to_affine(e.expr, allowed)
    if isinstance(e, ir.Unary):
        if e.op != "neg":
            return None
        inner = to_affine(e.operand, allowed)
        return None if inner is None else -inner
    if isinstance(e, ir.Binary):
        if e.dtype not in ir.INT_DTYPES or e.op not in ("add", "sub", "mul"):
            return None  # floordiv/mod need isl divs; left for later (see module docstring)
        lhs = to_affine(e.lhs, allowed)
        rhs = to_affine(e.rhs, allowed)
        if lhs is None or rhs is None:
            return None
        if e.op == "add":
            return lhs + rhs
        if e.op == "sub":
            return lhs - rhs
        if lhs.is_const():
            return rhs.scale(lhs.const)
        if rhs.is_const():
            return lhs.scale(rhs.const)
        return None
    return None


# ----------------------------------------------------------------------------- isl text


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
    out = []
    for k in range(n):
        v = pt.get_coordinate_val(isl.dim_type.set, k).to_python()
        other = isl.Set(f"{header}{{ [{ds}] : d{k} < {v} or d{k} > {v} }}")
        if not rel.intersect(other).is_empty():
            return None
        out.append(int(v))
    return out
