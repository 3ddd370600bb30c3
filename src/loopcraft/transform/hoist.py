"""``hoist(loop)``: load loop-invariant array elements once, before the loop.

``for k: x[k] = A[i, 0] * y[k]`` becomes ``if start < stop: A_h = A[i, 0]; for k: x[k] =
A_h * y[k]``. Why: the C compiler can hoist such a load only when it proves that no store in
the loop aliases it, which it usually cannot for arrays behind descriptors; after hoisting the
value lives in a register.

Legality (sound, syntactic): a load ``A[idx]`` is hoisted when ``idx`` is invariant in the
loop (it reads no loop variable of the loop or of a loop inside it, no scalar the loop
assigns, no array element, and no extent of an array the loop rebinds), no array that may
alias ``A`` (same :func:`~loopcraft.analysis.parallel.alias_roots` group) is written, rebound
or produced by a library call inside the loop, and the load is executed in every iteration
(it is not under an ``if``, a ``select`` branch, the right operand of ``and``/``or``, or an
inner loop, and the loop has no break/continue/return/raise/while). The last rule makes the
early load safe: the loop is guarded by its non-emptiness, so the element is read only when
the original program reads it too (never out of bounds). Conditionally executed loads are
left in place. Only loads are hoisted, not invariant arithmetic (the C compiler does that once
the loads are scalars). Results are bit-exact.

The helpers below (loop effects, invariance, must-execute accesses, the non-emptiness guard)
are shared with ``scalar_replace`` and ``pack``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from ..analysis.parallel import alias_roots
from ..errors import InvalidParameterError, NothingToDoError
from ..ir import nodes as ir
from ..ir.printer import Scope, format_expr
from ..ir.rewrite import map_expr, map_stmt_exprs
from ..ir.walk import stmt_exprs, subexprs, walk_stmts
from .base import (
    Transformation,
    add_locals,
    const_step,
    find_loop,
    fresh_name,
    has_exit,
    register,
    replace_loop,
)
from .reorder import check_enclosing_collapse

__all__ = [
    "Hoist",
    "LoopEffects",
    "loop_effects",
    "is_invariant",
    "alias_group",
    "AccessSite",
    "access_sites",
    "guard_nonempty",
    "show",
]


# ------------------------------------------------------------------ shared loop facts


@dataclass(frozen=True)
class LoopEffects:
    """What a loop body may change: the facts invariance and alias checks need."""

    loop_vars: frozenset[str]  # the loop's variable and those of loops inside it
    scalars: frozenset[str]  # scalars assigned inside
    stored: frozenset[str]  # arrays with an element assigned (or a library call output)
    rebound: frozenset[str]  # array variables re-bound by Alloc/View
    libcall_arrays: frozenset[str]  # every array a library call inside names


def loop_effects(loop: ir.Loop) -> LoopEffects:
    loop_vars = {loop.var}
    scalars: set[str] = set()
    stored: set[str] = set()
    rebound: set[str] = set()
    lib: set[str] = set()
    for s in walk_stmts(loop.body):
        if isinstance(s, ir.Loop):
            loop_vars.add(s.var)
        elif isinstance(s, ir.Assign):
            if isinstance(s.target, ir.Var):
                scalars.add(s.target.name)
            else:
                stored.add(s.target.array)
        elif isinstance(s, (ir.Alloc, ir.View)):
            rebound.add(s.array)
        elif isinstance(s, ir.LibCall):
            stored.update(s.outputs)
            lib.update(s.outputs + s.inputs)
    return LoopEffects(frozenset(loop_vars), frozenset(scalars), frozenset(stored),
                       frozenset(rebound), frozenset(lib))


def is_invariant(e: ir.Expr, eff: LoopEffects) -> bool:
    """Whether ``e`` has the same value in every iteration of the loop and just before it:
    it reads no variable the loop changes, no array element, no extent of a rebound array."""
    for x in subexprs(e):
        if isinstance(x, ir.Access):
            return False
        if isinstance(x, ir.Var) and (x.name in eff.loop_vars or x.name in eff.scalars):
            return False
        if isinstance(x, ir.Dim) and x.array in eff.rebound:
            return False
    return True


def alias_group(program: ir.Program, array: str) -> frozenset[str]:
    """``array`` and every array variable that may share memory with it."""
    roots = alias_roots(program)
    mine = roots.get(array, frozenset({array}))
    return frozenset({array} | {n for n, r in roots.items() if r & mine})


@dataclass(frozen=True)
class AccessSite:
    """One array access inside a loop body: is it a store, is it executed in every
    iteration, and the kinds of the loops between the analysed loop and it."""

    access: ir.Access
    store: bool
    must: bool
    kinds: tuple[str, ...]
    reduce: bool = False  # the target of a reduction (``+=``): a store that reads


def access_sites(body: ir.Block, must: bool = True,
                 kinds: tuple[str, ...] = ()) -> Iterator[AccessSite]:
    """Every access in ``body`` (nested code included) with :class:`AccessSite` facts.

    ``must`` is the caller's knowledge that ``body`` runs in every iteration; a nested
    if/while/loop body, a select branch and the right operand of and/or are conditional."""
    for s in body.body:
        if isinstance(s, ir.Assign):
            if isinstance(s.target, ir.Access):
                yield AccessSite(s.target, True, must, kinds, s.reduce is not None)
                for i in s.target.indices:
                    yield from _expr_sites(i, must, kinds)
            yield from _expr_sites(s.value, must, kinds)
        elif isinstance(s, ir.Loop):
            for e in (s.start, s.stop, s.step):
                yield from _expr_sites(e, must, kinds)
            yield from access_sites(s.body, False, kinds + (s.kind,))
        elif isinstance(s, ir.If):
            yield from _expr_sites(s.cond, must, kinds)
            yield from access_sites(s.then, False, kinds)
            yield from access_sites(s.orelse, False, kinds)
        elif isinstance(s, ir.While):
            yield from _expr_sites(s.cond, False, kinds)
            yield from access_sites(s.body, False, kinds)
        elif isinstance(s, ir.Block):
            yield from access_sites(s, must, kinds)
        else:
            for e in stmt_exprs(s):
                yield from _expr_sites(e, must, kinds)


def _expr_sites(e: ir.Expr, must: bool, kinds: tuple[str, ...]) -> Iterator[AccessSite]:
    if isinstance(e, ir.Access):
        yield AccessSite(e, False, must, kinds)
        for i in e.indices:
            yield from _expr_sites(i, must, kinds)
    elif isinstance(e, ir.Select):
        yield from _expr_sites(e.cond, must, kinds)
        yield from _expr_sites(e.if_true, False, kinds)
        yield from _expr_sites(e.if_false, False, kinds)
    elif isinstance(e, ir.Binary):
        yield from _expr_sites(e.lhs, must, kinds)
        yield from _expr_sites(e.rhs, must and e.op not in ("and", "or"), kinds)
    elif isinstance(e, ir.Unary):
        yield from _expr_sites(e.operand, must, kinds)
    elif isinstance(e, ir.Cast):
        yield from _expr_sites(e.expr, must, kinds)
    elif isinstance(e, ir.Call):
        for a in e.args:
            yield from _expr_sites(a, must, kinds)


def guard_nonempty(loop: ir.Loop, before: tuple[ir.Stmt, ...], after: tuple[ir.Stmt, ...],
                   transformation: str) -> ir.Stmt:
    """``before; loop; after`` run only when the loop has an iteration (``if start < stop``,
    ``>`` for a negative step; no ``if`` when the bounds are constants). Why: code moved out
    of the loop must not run (read out of bounds, store a stale value) when the loop would
    not have."""
    step = const_step(loop, transformation)
    body = ir.Block((*before, loop, *after))
    if isinstance(loop.start, ir.Const) and isinstance(loop.stop, ir.Const):
        nonempty = loop.start.value < loop.stop.value if step > 0 \
            else loop.start.value > loop.stop.value
        return body if nonempty else loop
    cond = ir.Binary("lt" if step > 0 else "gt", loop.start, loop.stop, "bool")
    return ir.If(cond, body)


def show(program: ir.Program, e: ir.Expr) -> str:
    """``e`` as the printer shows it in the program (loop variables known as int64)."""
    scope = Scope.of_program(program)
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Loop):
            scope = scope.with_loop_var(s.var)
    return format_expr(e, scope)


# ----------------------------------------------------------------------- the transformation


@register
class Hoist(Transformation):
    name = "hoist"
    params = {"array": (str, None)}
    defaults = {"array": None}

    def _check(self, program: ir.Program, target: str, *, cheap: bool,
               array: str | None) -> None:
        self._plan(program, target, array)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        loop = find_loop(program, target, self.name)
        names = sorted({s.access.array for s in access_sites(loop.body) if not s.store})
        return {"array": rng.choice([None, *names])}

    def _plan(self, program: ir.Program, target: str,
              array: str | None) -> tuple[ir.Loop, list[ir.Access]]:
        """The loop and the distinct loads to hoist, in order of first appearance."""
        loop = find_loop(program, target, self.name)
        const_step(loop, self.name)
        # the loads go right before the loop: not between loops an OpenMP collapse needs
        check_enclosing_collapse(program, [loop], 0, self.name, target)
        arrays = {d.name for d in (*program.params, *program.locals)
                  if isinstance(d, (ir.ArrayParam, ir.ArrayDecl))}
        if array is not None and array not in arrays:
            raise InvalidParameterError(self.name, target, f"array={array!r} is not an array "
                                        "of the program")
        eff = loop_effects(loop)
        exit_kind = has_exit(loop.body)
        loads: list[ir.Access] = []
        skipped: list[str] = []
        for site in access_sites(loop.body):
            a = site.access
            if site.store or (array is not None and a.array != array) or a in loads:
                continue
            if not all(is_invariant(i, eff) for i in a.indices):
                continue
            why = self._blocker(program, a, eff, site.must, exit_kind)
            if why:
                skipped.append(f"{show(program, a)} {why}")
                continue
            loads.append(a)
        if not loads:
            what = f"of {array} " if array is not None else ""
            detail = f" ({'; '.join(dict.fromkeys(skipped))})" if skipped else ""
            raise NothingToDoError(self.name, target,
                                   f"no invariant load {what}in loop {target}{detail}",
                                   array=array)
        return loop, loads

    @staticmethod
    def _blocker(program: ir.Program, a: ir.Access, eff: LoopEffects, must: bool,
                 exit_kind: str | None) -> str | None:
        group = alias_group(program, a.array)
        if group & eff.rebound:
            return f"is rebound in the loop ({', '.join(sorted(group & eff.rebound))})"
        if group & eff.stored:
            written = sorted(group & eff.stored)
            return f"may change in the loop ({', '.join(written)} is written)"
        if exit_kind is not None:
            return f"may not be read in every iteration (the loop contains a {exit_kind})"
        if not must:
            return "is read only conditionally"
        return None

    def _rewrite(self, program: ir.Program, target: str, *, array: str | None) -> ir.Program:
        loop, loads = self._plan(program, target, array)
        names: dict[ir.Access, ir.Var] = {}
        decls: list[ir.ScalarDecl] = []
        taken: set[str] = set()
        for a in loads:
            name = fresh_name(program, f"{a.array}_h", taken)
            taken.add(name)
            names[a] = ir.Var(name, a.dtype)
            decls.append(ir.ScalarDecl(name, a.dtype))

        def swap(e: ir.Expr) -> ir.Expr:
            return names.get(e, e) if isinstance(e, ir.Access) else e  # type: ignore[arg-type]

        body = ir.Block(tuple(map_stmt_exprs(s, lambda e: map_expr(e, swap))
                              for s in loop.body.body))
        new_loop = replace(loop, body=body)
        before = tuple(ir.Assign(names[a], a) for a in loads)
        out = guard_nonempty(new_loop, before, (), self.name)
        program = replace_loop(program, target, lambda _: _splice(out))
        return add_locals(program, *decls)


def _splice(s: ir.Stmt) -> ir.Stmt | tuple[ir.Stmt, ...]:
    """A bare guard block becomes statements of the enclosing block."""
    return s.body if isinstance(s, ir.Block) else s

