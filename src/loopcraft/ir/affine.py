"""Affine forms of IR integer expressions: ``sum(coeff * symbol) + constant``.

Why: dependence analysis hands index expressions and loop bounds to isl, which only understands
Presburger arithmetic, and bounds checking needs the min and max of an index over a loop nest.
Everything that is exactly affine is converted here; anything else (indirect indices ``idx[i]``,
products of variables, selects, floats, divisions) returns ``None`` so that the caller falls back
to an explicit, conservative answer instead of a wrong exact one. Part of the IR (not of
``analysis``) because the front end builds indices with it and must not need isl.

Symbols are strings: a scalar variable (a loop variable or a parameter) by its name, an array
extent ``Dim(A, k)`` by :func:`dim_symbol` (``"A.shape[k]"``, never a valid variable name, so
the two cannot collide). Which variables may appear is the caller's decision (``allowed``): a
scalar that changes inside the analysed nest is not an affine parameter.
"""


from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from . import nodes as ir

__all__ = ["Affine", "to_affine", "dim_symbol"]



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
