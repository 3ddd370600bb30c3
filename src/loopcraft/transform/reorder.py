"""``interchange(loop, inner)`` and ``reorder(loop, order)``: permuting a perfect loop band.

Why: the order of a nest decides the access pattern (unit stride innermost, reuse in cache)
and which loop can run in parallel; ``ijk`` matrix multiplication becomes ``ikj`` so the
innermost loop streams rows. ``interchange`` swaps two loops of a perfect band (the loops
between them stay in place); ``reorder`` applies any permutation of a perfect band.

The loops keep their headers (variable, bounds, step, label), so the body is unchanged. That
needs the band to be *rectangular where it moves*: a loop's bounds may only read variables of
band loops that still enclose it afterwards, and must mean the same whenever they are
evaluated (:func:`~loopcraft.transform.base.bounds_invariant` over the reordered region).

Legality: every dependence of the band, with its direction vector permuted, must still lead
with ``'<'`` (or be ``'='`` throughout the band); ``'*'`` is expanded to every direction it
may stand for, so an unknown direction that could come first refuses the step. Reduction
dependences are *not* ignored: the order of the updates of each element is kept, so results
stay bit-exact (``C[i, j] += A[i, k] * B[k, j]`` may still go from ``ijk`` to ``ikj``: its
dependence is ``(=, =, <)``, which permutes to ``(=, <, =)``). Per-iteration scalar
temporaries (written before read in every iteration, no early exit, rectangular band) are
privatised: their dependences are ignored, and their final value is the last iteration's in
any order.

Kinds: a ``parallel`` or ``vector`` loop keeps its kind when every band loop that enclosed it
still does (a dependence it carries afterwards it carried before, so its iterations stay
independent); otherwise it becomes ``serial``. ``collapse`` is kept only on a loop that keeps
its position and collapses the same loops; a loop outside the band whose ``collapse`` reaches
into the reordered loops refuses the step.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..analysis.dependence import Dependence, describe_dependence, permutation_violation
from ..analysis.parallel import _defined_before_use, breaks_out
from ..errors import (
    CollapsedBandError,
    DependenceViolationError,
    ForbiddenStatementError,
    InvalidParameterError,
    LoopNotFoundError,
    NonRectangularError,
    NotPerfectlyNestedError,
)
from ..ir import nodes as ir
from ..ir.index_guard import is_guard_raise
from ..ir.rewrite import substitute
from ..ir.walk import expr_vars, walk_stmts
from .base import (
    Transformation,
    bounds_invariant,
    enclosing_loops,
    find_loop,
    has_exit,
    int_const,
    loop_dependences,
    perfect_band,
    register,
    replace_loop,
)

__all__ = [
    "Interchange",
    "Reorder",
    "nest_heads",
    "band_down_to",
    "perfect_depth",
    "check_band_bounds",
    "check_band_exits",
    "check_enclosing_collapse",
    "band_dependences",
    "private_scalars",
    "permuted_nest",
    "nest",
]


# ----------------------------------------------------------------------------- band facts


def perfect_depth(loop: ir.Loop) -> int:
    """How many loops are perfectly nested from ``loop`` down (itself included)."""
    depth = 1
    while len(loop.body.body) == 1 and isinstance(loop.body.body[0], ir.Loop):
        loop = loop.body.body[0]
        depth += 1
    return depth


def nest_heads(program: ir.Program) -> list[str]:
    """Labels of the loops whose body is exactly one loop (where a band of two or more
    loops starts): the targets worth trying for band permutations and jamming."""
    return [s.label for s in walk_stmts(program.body) if isinstance(s, ir.Loop)
            and perfect_depth(s) > 1]


def band_down_to(program: ir.Program, target: str, inner: str, transformation: str
                 ) -> list[ir.Loop]:
    """The perfect band from loop ``target`` down to loop ``inner`` (both included)."""
    loop = find_loop(program, target, transformation)
    labels = [s.label for s in walk_stmts(program.body) if isinstance(s, ir.Loop)]
    if inner not in labels:
        raise LoopNotFoundError(transformation, target, f"no loop labelled {inner!r} (loops: "
                                f"{', '.join(labels)})")
    if inner == target:
        raise InvalidParameterError(transformation, target,
                                    f"inner={inner!r} is the loop itself")
    band = [loop]
    while band[-1].label != inner:
        body = band[-1].body.body
        if len(body) != 1 or not isinstance(body[0], ir.Loop):
            if any(isinstance(s, ir.Loop) and s.label == inner for s in walk_stmts(loop.body)):
                raise NotPerfectlyNestedError(
                    transformation, target, f"loop {inner!r} is not perfectly nested in loop "
                    f"{target!r}: loop {band[-1].label!r} contains {len(body)} statement(s)")
            raise NotPerfectlyNestedError(transformation, target,
                                          f"loop {inner!r} is not inside loop {target!r}")
        band.append(body[0])
    return band


def _bounds(loop: ir.Loop) -> tuple[ir.Expr, ir.Expr, ir.Expr]:
    return loop.start, loop.stop, loop.step


def check_band_bounds(band: list[ir.Loop], new_order: list[str], prefix: int,
                      transformation: str, target: str) -> None:
    """NonRectangularError unless each loop's bounds read only variables of band loops that
    enclose it in ``new_order``, and mean the same wherever the reordered loops (from
    position ``prefix`` on) evaluate them."""
    pos = {lab: k for k, lab in enumerate(new_order)}
    for lp in band:
        used = set().union(*(expr_vars(e) for e in _bounds(lp)))
        for other in band:
            if other is not lp and other.var in used and pos[other.label] > pos[lp.label]:
                raise NonRectangularError(
                    transformation, target,
                    f"the bounds of loop {lp.label!r} read {other.var}, the variable of loop "
                    f"{other.label!r}, which would no longer enclose it (the band is not "
                    "rectangular)", inner=lp.label, variable=other.var, outer=other.label)
    if prefix >= len(band):
        return
    region = ir.Block((band[prefix],))
    zero = {lp.var: int_const(0) for lp in band}  # band variables were checked above
    for lp in band[prefix:]:
        probe = replace(lp, start=substitute(lp.start, zero), stop=substitute(lp.stop, zero),
                        step=substitute(lp.step, zero), body=region)
        bounds_invariant(probe, transformation)


def check_band_exits(band: list[ir.Loop], transformation: str, target: str) -> None:
    """ForbiddenStatementError when the innermost body leaves early in a way that depends on the
    order of the iterations (break out of the band, return, raise)."""
    body = band[-1].body
    if breaks_out(body):
        raise ForbiddenStatementError(transformation, target,
                                      f"loop {band[-1].label!r} contains a break, which would "
                                      "leave a different loop", statement="break",
                                      inner=band[-1].label)
    for s in walk_stmts(body):
        if isinstance(s, (ir.Return, ir.Raise)) and not is_guard_raise(s):
            kind = type(s).__name__.lower()
            raise ForbiddenStatementError(transformation, target,
                                          f"the band contains a {kind}, which "
                                          "would stop after different iterations", statement=kind)


def check_enclosing_collapse(program: ir.Program, band: list[ir.Loop], prefix: int,
                             transformation: str, target: str) -> None:
    """CollapsedBandError when a loop around the band collapses loops beyond the first
    ``prefix`` band loops (those the step leaves in place)."""
    outer = enclosing_loops(program, band[0].label)
    for k, lp in enumerate(outer):
        c = dict(lp.attrs).get("collapse", 1)
        if isinstance(c, int) and k + c - len(outer) > prefix:
            raise CollapsedBandError(
                transformation, target,
                f"loop {lp.label!r} collapses {c} loops, down into the loops this would "
                "restructure (parallelize after this step instead)", parallel=lp.label,
                collapse=c)


def private_scalars(band: list[ir.Loop]) -> set[str]:
    """Scalars each iteration of the band writes before it reads them (so no value flows
    between iterations) in a rectangular band without early exits (so the last write, the
    value seen after the band, is made by the same last iteration in any order)."""
    body = band[-1].body
    if has_exit(body) is not None:
        return set()
    band_vars = {lp.var for lp in band}
    if any(expr_vars(e) & band_vars for lp in band for e in _bounds(lp)):
        return set()
    written = {s.target.name for s in walk_stmts(body)
               if isinstance(s, ir.Assign) and isinstance(s.target, ir.Var)}
    return {n for n in written if _defined_before_use(n, body.body, False) == (True, True)}


def band_dependences(program: ir.Program, band: list[ir.Loop]) -> list[Dependence]:
    """The dependences of the band's outermost loop, less those of private scalars."""
    private = private_scalars(band)
    return [d for d in loop_dependences(program, band[0].label) if d.array not in private]


# ----------------------------------------------------------------------------- rewriting


def nest(headers: list[ir.Loop], body: ir.Block) -> ir.Loop:
    """The loops ``headers`` (outermost first) nested around ``body``."""
    for h in reversed(headers):
        body = ir.Block((replace(h, body=body),))
    return body.body[0]  # type: ignore[return-value]


def _without_collapse(lp: ir.Loop) -> ir.Loop:
    return replace(lp, attrs=tuple(a for a in lp.attrs if a[0] != "collapse"))


def permuted_nest(band: list[ir.Loop], new_order: list[str]) -> ir.Loop:
    """The band's loops in ``new_order`` around the innermost body, kinds and ``collapse``
    adjusted as the module docstring says."""
    old = [lp.label for lp in band]
    by_label = {lp.label: lp for lp in band}
    headers: list[ir.Loop] = []
    for p, lab in enumerate(new_order):
        lp, q = by_label[lab], old.index(lab)
        if lp.kind in ("parallel", "vector") and not set(new_order[:p]) >= set(old[:q]):
            lp = replace(lp, kind="serial", attrs=())
        c = dict(lp.attrs).get("collapse", 1)
        if isinstance(c, int) and c > 1 and (p != q or set(new_order[p:p + c]) !=
                                             set(old[q:q + c])):
            lp = _without_collapse(lp)
        headers.append(lp)
    return nest(headers, band[-1].body)


def _prefix(band: list[ir.Loop], new_order: list[str]) -> int:
    k = 0
    while k < len(band) and band[k].label == new_order[k]:
        k += 1
    return k


def check_permutation(program: ir.Program, band: list[ir.Loop], new_order: list[str], *,
                      cheap: bool, transformation: str, target: str, what: str) -> None:
    """Every check of a band permutation; ``what`` describes it in a violation message."""
    prefix = _prefix(band, new_order)
    check_band_bounds(band, new_order, prefix, transformation, target)
    check_band_exits(band, transformation, target)
    check_enclosing_collapse(program, band, prefix, transformation, target)
    if cheap or prefix == len(band):
        return
    d = permutation_violation(band_dependences(program, band), [lp.label for lp in band],
                              new_order)
    if d is not None:
        raise DependenceViolationError(
            transformation, target,
            f"{what} would reverse the dependence {describe_dependence(d)}", dependence=d)


# ------------------------------------------------------------------------ transformations


@register
class Interchange(Transformation):
    """Swap loop ``target`` with loop ``inner``, perfectly nested somewhere inside it."""

    name = "interchange"
    params = {"inner": str}

    def targets(self, program: ir.Program) -> list[str]:
        return nest_heads(program)

    def _check(self, program: ir.Program, target: str, *, cheap: bool, inner: str) -> None:
        band = band_down_to(program, target, inner, self.name)
        check_permutation(program, band, _swapped(band), cheap=cheap,
                          transformation=self.name, target=target,
                          what=f"swapping loops {target} and {inner}")

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        loop = find_loop(program, target, self.name)
        band = perfect_band(loop, perfect_depth(loop), self.name)
        return {"inner": rng.choice(band[1:]).label if len(band) > 1 else target}

    def _rewrite(self, program: ir.Program, target: str, *, inner: str) -> ir.Program:
        band = band_down_to(program, target, inner, self.name)
        return replace_loop(program, target, lambda _: permuted_nest(band, _swapped(band)))


def _swapped(band: list[ir.Loop]) -> list[str]:
    labels = [lp.label for lp in band]
    labels[0], labels[-1] = labels[-1], labels[0]
    return labels


@register
class Reorder(Transformation):
    """Run the perfect band of ``len(order)`` loops starting at ``target`` in ``order``."""

    name = "reorder"
    params = {"order": ("tuple", str)}

    def targets(self, program: ir.Program) -> list[str]:
        return nest_heads(program)

    def _band(self, program: ir.Program, target: str, order: tuple[str, ...]
              ) -> list[ir.Loop]:
        loop = find_loop(program, target, self.name)
        if not order:
            raise InvalidParameterError(self.name, target, "order=() names no loops")
        band = perfect_band(loop, len(order), self.name)
        labels = [lp.label for lp in band]
        if sorted(order) != sorted(labels):
            raise InvalidParameterError(
                self.name, target, f"order=({', '.join(order)}) is not a permutation of the "
                f"band's loops ({', '.join(labels)})")
        return band

    def _check(self, program: ir.Program, target: str, *, cheap: bool,
               order: tuple[str, ...]) -> None:
        band = self._band(program, target, order)
        check_permutation(program, band, list(order), cheap=cheap, transformation=self.name,
                          target=target, what=f"running the loops in the order "
                          f"({', '.join(order)})")

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        loop = find_loop(program, target, self.name)
        depth = perfect_depth(loop)
        labels = [lp.label for lp in perfect_band(loop, rng.randint(min(depth, 2), depth),
                                                  self.name)]
        rng.shuffle(labels)
        return {"order": tuple(labels)}

    def _rewrite(self, program: ir.Program, target: str, *,
                 order: tuple[str, ...]) -> ir.Program:
        band = self._band(program, target, order)
        return replace_loop(program, target, lambda _: permuted_nest(band, list(order)))
