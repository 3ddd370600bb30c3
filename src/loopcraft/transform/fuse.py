"""``fuse(loop, other=...)``: loop fusion of two adjacent loops with the same iterations.

``for i in R: A(i)`` directly followed by ``for j in R: B(j)`` becomes ``for i in R: A(i);
B(i)``: one pass over the data instead of two, which is what makes a producer's temporary
short-lived enough to be contracted to a scalar (see ``contract``). The fused loop keeps the
first loop's label and variable; the second loop's variable is substituted.

Legality. Originally every instance of ``A`` runs before every instance of ``B``; fused,
``A(k1)`` still runs before ``B(k2)`` when ``k1 <= k2`` but after it when ``k2`` comes first.
So fusion is illegal exactly when the fused loop has a dependence from a statement of ``B``
to a statement of ``A`` (necessarily carried by the fused loop): the original dependence
``A(k1) -> B(k2)`` would be reversed. We build the candidate and ask the dependence analysis;
an inexact ("may") dependence of that shape is refused too, and so is one between reductions
(reassociating them would change floating-point results). Scalars count as 0-d arrays, so a
scalar written by one loop and read by the other (a sum used after its loop) is caught.

Structure: the loops must be adjacent statements of one block (anything between them could
read or write their data); bounds must be identical expressions that neither body changes
(the second loop's bounds are evaluated after the first loop ran); neither body may leave its
iterations early (``break``/``continue``/``return``/``raise``) or contain a ``while``.

Kind: the fused loop is serial unless both loops have the same kind and attributes. A fused
``parallel``/``vector`` loop keeps that kind only when no dependence is carried between the two
halves (each half was already accepted as parallel on its own); otherwise it becomes serial,
since running iterations concurrently would race on the data passed from ``A`` to ``B``.
``collapse`` is dropped: the fused body is no longer a perfect nest.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..errors import (
    BoundsMismatchError,
    DependenceViolationError,
    ForbiddenStatementError,
    LoopNotFoundError,
    NameCaptureError,
    NotAdjacentError,
)
from ..ir import nodes as ir
from ..ir.printer import format_expr
from ..ir.rewrite import substitute_block
from .base import (
    Transformation,
    bounds_invariant,
    find_loop,
    has_exit,
    loop_dependences,
    register,
    replace_loop,
    uses_vars,
)

__all__ = ["Fuse", "fused_program", "sibling_loop_after"]


@register
class Fuse(Transformation):
    name = "fuse"
    params = {"other": str}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, other: str) -> None:
        first = find_loop(program, target, self.name)
        try:
            second = find_loop(program, other, self.name)
        except LoopNotFoundError as exc:
            raise LoopNotFoundError(self.name, target, exc.reason) from None
        if other == target:
            raise NotAdjacentError(self.name, target, f"cannot fuse loop {target} with itself",
                                   other=other)
        if sibling_loop_after(program, target) is not second:
            raise NotAdjacentError(self.name, target,
                                   f"loops {target} and {other} are not adjacent (loop "
                                   f"{other} must directly follow loop {target} in the "
                                   "same block)", other=other)
        if (first.start, first.stop, first.step) != (second.start, second.stop, second.step):
            raise BoundsMismatchError(
                self.name, target, f"loops {target} and {other} run over different ranges: "
                f"{_range_text(first)} vs {_range_text(second)}")
        for lp in (first, second):
            exit_kind = has_exit(lp.body)
            if exit_kind is not None:
                raise ForbiddenStatementError(
                    self.name, target, f"loop {lp.label} contains a {exit_kind}, so its "
                    "iterations cannot be interleaved with another loop's",
                    statement=exit_kind, inner=lp.label)
            bounds_invariant(lp, self.name)
        if first.var != second.var and uses_vars(second.body, {first.var}):
            raise NameCaptureError(self.name, target,
                                   f"loop {other} reads {first.var}, which would become the "
                                   f"variable of loop {target}", variable=first.var, other=other)
        if cheap:
            return
        fused = fused_program(program, target, other)
        for d in _cross_dependences(fused, target, len(first.body.body), backwards=True):
            raise DependenceViolationError(self.name, target, _violation(d, target, other), d)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        nxt = sibling_loop_after(program, target)
        if nxt is not None:
            return {"other": nxt.label}
        labels = [t for t in self.targets(program) if t != target]
        return {"other": rng.choice(labels) if labels else target}

    def _rewrite(self, program: ir.Program, target: str, *, other: str) -> ir.Program:
        first, second = find_loop(program, target, self.name), find_loop(program, other,
                                                                          self.name)
        fused = fused_program(program, target, other)
        kind, attrs = "serial", ()
        if (first.kind, first.attrs) == (second.kind, second.attrs):
            kind, attrs = first.kind, tuple(a for a in first.attrs if a[0] != "collapse")
            if kind in ("parallel", "vector") and any(
                    True for _ in _cross_dependences(fused, target, len(first.body.body),
                                                     backwards=False)):
                kind, attrs = "serial", ()
        return replace_loop(fused, target, lambda lp: replace(lp, kind=kind, attrs=attrs))


def fused_program(program: ir.Program, target: str, other: str) -> ir.Program:
    """``program`` with loop ``other``'s body (its variable renamed) appended to loop
    ``target``'s body and loop ``other`` removed; kind and attrs still the first loop's."""
    first, second = find_loop(program, target, "fuse"), find_loop(program, other, "fuse")
    body = second.body if second.var == first.var else substitute_block(
        second.body, {second.var: ir.Var(first.var, "int64")})
    merged = replace(first, body=ir.Block(first.body.body + body.body))
    return replace_loop(replace_loop(program, other, lambda _: ()), target, lambda _: merged)


def sibling_loop_after(program: ir.Program, label: str) -> ir.Loop | None:
    """The loop statement directly after loop ``label`` in its block, if there is one."""
    def search(b: ir.Block) -> ir.Loop | None | bool:
        for k, s in enumerate(b.body):
            if isinstance(s, ir.Loop) and s.label == label:
                nxt = b.body[k + 1] if k + 1 < len(b.body) else None
                return nxt if isinstance(nxt, ir.Loop) else None
            for inner in _blocks(s):
                found = search(inner)
                if found is not False:
                    return found
        return False
    found = search(program.body)
    return None if found is False else found  # type: ignore[return-value]


def _blocks(s: ir.Stmt) -> tuple[ir.Block, ...]:
    if isinstance(s, (ir.Loop, ir.While)):
        return (s.body,)
    if isinstance(s, ir.If):
        return (s.then, s.orelse)
    if isinstance(s, ir.Block):
        return (s,)
    return ()


def _cross_dependences(fused: ir.Program, label: str, split: int, backwards: bool):  # type: ignore[no-untyped-def]
    """Dependences of the fused loop between its two halves (statements ``< split`` and
    ``>= split``): from the second half to the first (``backwards``), else from the first to
    the second and carried by the loop."""
    for d in loop_dependences(fused, label):
        if backwards and d.source_top >= split > d.sink_top:
            yield d
        elif not backwards and d.source_top < split <= d.sink_top and d.carried_by is not None:
            yield d


_ORIGINAL_KIND = {"flow": "anti", "anti": "flow", "output": "output"}


def _violation(d: Any, first: str, second: str) -> str:
    """Why fusing ``first`` and ``second`` is illegal: the original dependence (first loop ->
    second loop) that the fused dependence ``d`` (second half -> first half) reverses."""
    how = "would" if d.exact and "*" not in d.direction else "may"
    kind = _ORIGINAL_KIND[d.kind]
    when = "" if d.distance is None else f" {_iterations(d.distance)}"
    effect = {
        "flow": f"{d.source_access} {how} be read{when} before {d.sink_access} writes it",
        "anti": f"{d.source_access} {how} be overwritten{when} before {d.sink_access} reads it",
        "output": f"the two writes {how} land in the opposite order",
    }[kind]
    return (f"fuse({first}, {second}) {how} reverse the {kind} dependence "
            f"{d.sink_access} -> {d.source_access} on {d.array} (from `{d.sink}` in loop "
            f"{first} to `{d.source}` in loop {second}): fused, {effect}")


def _iterations(distance: tuple[int, ...]) -> str:
    n = abs(distance[0]) if distance else 0
    return f"{n} iteration{'s' if n != 1 else ''}"


def _range_text(loop: ir.Loop) -> str:
    return (f"range({format_expr(loop.start)}, {format_expr(loop.stop)}, "
            f"{format_expr(loop.step)})")
