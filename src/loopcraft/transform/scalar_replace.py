"""``scalar_replace(loop, array)``: keep loop-invariant elements of an array in scalars.

``for k: C[i, j] += A[i, k] * B[k, j]`` becomes ``if start < stop: C_s = C[i, j]; for k:
C_s += A[i, k] * B[k, j]; C[i, j] = C_s``. Every access of ``array`` in the loop whose
indices are invariant in the loop is replaced; each distinct element gets its own scalar
(``fresh_name(f"{array}_s")``, the array's dtype). The scalar is loaded before the loop when
the element is read or reduced in the loop, or written only in some iterations, and stored
after the loop when it is written. A reduction keeps its operator (``C_s += ...``), so later
steps and codegen still see a reduction. Why: the C compiler must keep a value that may be
aliased by other stores in memory, and re-loads/re-stores it every iteration; a scalar lives
in a register (this is reduction privatization for the accumulator of a GEMM).

Legality (sound, syntactic; results are bit-exact -- the operations happen in the same order):

* the loop has a constant step and no break/continue/return/raise/while (the load and store
  move to the loop's entry and exit, which must be the only ways in and out);
* no array that may alias ``array`` (:func:`~loopcraft.analysis.parallel.alias_roots`) is
  rebound (Alloc/View) inside the loop;
* each replaced element is accessed in every iteration (not only under an ``if``, a select
  branch, ``and``/``or`` or an inner loop). With the guard ``if start < stop`` around
  load, loop and store this means the scalar code touches the element only when the original
  does, so the early load cannot read out of bounds and storing back an unchanged value
  cannot race with another thread. Conditionally accessed elements are refused;
* when the alias group of ``array`` is written in the loop (a store or a library call
  output): every access of the group must be an access of ``array`` itself with invariant
  indices (any other access might be the same element, bypassing the scalar), the replaced
  elements must be provably distinct (their indices differ by a non-zero constant on some
  axis), and no replaced access may sit in a parallel/vector loop (the scalar would become an
  OpenMP reduction variable, reassociating the sum). Loads of a group the loop never writes
  need none of this: other accesses are left alone.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..errors import (
    AccessPatternError,
    AliasingError,
    DependenceViolationError,
    ForbiddenStatementError,
    InvalidParameterError,
    LoopKindError,
    NothingToDoError,
)
from ..ir import nodes as ir
from ..ir.rewrite import map_expr, map_stmt_exprs
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
from .hoist import (
    AccessSite,
    LoopEffects,
    access_sites,
    alias_group,
    guard_nonempty,
    is_invariant,
    loop_effects,
    show,
)
from .reorder import check_enclosing_collapse

__all__ = ["ScalarReplace"]

_Key = tuple[ir.Expr, ...]


@register
class ScalarReplace(Transformation):
    name = "scalar_replace"
    params = {"array": str}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, array: str) -> None:
        self._plan(program, target, array)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        loop = find_loop(program, target, self.name)
        names = sorted({s.access.array for s in access_sites(loop.body)})
        return {"array": rng.choice(names)} if names else {"array": "?"}

    def _plan(self, program: ir.Program, target: str, array: str
              ) -> tuple[ir.Loop, dict[_Key, list[AccessSite]], bool]:
        """The loop, the replaced elements (indices -> their access sites, in order of first
        appearance) and whether the loop writes the array."""
        loop = find_loop(program, target, self.name)
        decl = {d.name: d for d in (*program.params, *program.locals)}.get(array)
        if not isinstance(decl, (ir.ArrayParam, ir.ArrayDecl)):
            raise InvalidParameterError(self.name, target,
                                        f"array={array!r} is not an array of the program")
        const_step(loop, self.name)
        # loads go before the loop, stores after it: not between collapsed loops
        check_enclosing_collapse(program, [loop], 0, self.name, target)
        kind = has_exit(loop.body)
        if kind is not None:
            raise ForbiddenStatementError(self.name, target, f"the loop contains a {kind}, so "
                                          "the store after the loop would not be its only exit",
                                          statement=kind)
        eff = loop_effects(loop)
        group = alias_group(program, array)
        if group & eff.rebound:
            raise AliasingError(
                self.name, target, f"{', '.join(sorted(group & eff.rebound))} is rebound "
                f"inside the loop, so {array} does not name one buffer in it", array=array,
                names=tuple(sorted(group & eff.rebound)))
        written = bool(group & eff.stored)
        sites = [s for s in access_sites(loop.body) if s.access.array in group]
        elements: dict[_Key, list[AccessSite]] = {}
        for s in sites:
            a = s.access
            if a.array == array and all(is_invariant(i, eff) for i in a.indices):
                elements.setdefault(a.indices, []).append(s)
        if not elements:
            raise NothingToDoError(self.name, target, f"no access of {array} in loop "
                                   f"{target} has loop-invariant indices", array=array)
        if written:
            self._check_written(program, target, array, sites, elements, eff)
        for ss in elements.values():
            if not any(s.must for s in ss):
                raise AccessPatternError(
                    self.name, target, f"{show(program, ss[0].access)} is accessed only "
                    "conditionally in the loop, so it cannot be loaded before it",
                    access=show(program, ss[0].access))
        return loop, elements, any(s.store for ss in elements.values() for s in ss)

    def _check_written(self, program: ir.Program, target: str, array: str,
                       sites: list[AccessSite], elements: dict[_Key, list[AccessSite]],
                       eff: LoopEffects) -> None:
        lib = alias_group(program, array) & eff.libcall_arrays
        if lib:
            raise AliasingError(
                self.name, target, f"a library call in the loop accesses "
                f"{', '.join(sorted(lib))}, which may alias {array}", array=array,
                names=tuple(sorted(lib)))
        first = show(program, next(iter(elements.values()))[0].access)
        for s in sites:
            a = s.access
            if a.array != array or a.indices not in elements:
                raise DependenceViolationError(
                    self.name, target, f"{show(program, a)} may be the same element as "
                    f"{first}, which the loop writes; it would bypass the scalar")
        keys = list(elements)
        for n, k1 in enumerate(keys):
            for k2 in keys[n + 1:]:
                if not _distinct(k1, k2):
                    a1, a2 = elements[k1][0].access, elements[k2][0].access
                    raise DependenceViolationError(
                        self.name, target, f"{show(program, a1)} and {show(program, a2)} may "
                        "be the same element, which two scalars cannot hold")
        for ss in elements.values():
            for s in ss:
                if any(k in ("parallel", "vector") for k in s.kinds):
                    kind = next(k for k in s.kinds if k in ("parallel", "vector"))
                    raise LoopKindError(
                        self.name, target, f"{show(program, s.access)} is updated in a "
                        "parallel/vector loop; as a scalar it would become a reassociated "
                        "reduction", kind=kind)
        kind = find_loop(program, target, self.name).kind
        if kind in ("parallel", "vector"):
            raise LoopKindError(
                self.name, target, f"loop {target} is parallel/vector and writes "
                f"{first}; as a scalar it would become a reassociated reduction", kind=kind)

    def _rewrite(self, program: ir.Program, target: str, *, array: str) -> ir.Program:
        loop, elements, _ = self._plan(program, target, array)
        dtype = next(iter(elements.values()))[0].access.dtype
        scalars: dict[_Key, ir.Var] = {}
        taken: set[str] = set()
        for key in elements:
            name = fresh_name(program, f"{array}_s", taken)
            taken.add(name)
            scalars[key] = ir.Var(name, dtype)

        def swap(e: ir.Expr) -> ir.Expr:
            if isinstance(e, ir.Access) and e.array == array and e.indices in scalars:
                return scalars[e.indices]
            return e

        body = ir.Block(tuple(map_stmt_exprs(s, lambda e: map_expr(e, swap))
                              for s in loop.body.body))
        before: list[ir.Stmt] = []
        after: list[ir.Stmt] = []
        for key, ss in elements.items():
            access = ir.Access(array, key, dtype)
            stored = any(s.store for s in ss)
            if _needs_load(ss):
                before.append(ir.Assign(scalars[key], access))
            if stored:
                after.append(ir.Assign(access, scalars[key]))
        out = guard_nonempty(replace(loop, body=body), tuple(before), tuple(after), self.name)
        program = replace_loop(program, target,
                               lambda _: out.body if isinstance(out, ir.Block) else out)
        return add_locals(program, *(ir.ScalarDecl(v.name, dtype) for v in scalars.values()))


def _needs_load(sites: list[AccessSite]) -> bool:
    """The old value matters unless the loop never reads the element (a load or a
    reduction) and a plain store overwrites it in every iteration."""
    if any(not s.store or s.reduce for s in sites):
        return True
    return not any(s.must for s in sites)


def _offset(e: ir.Expr) -> tuple[ir.Expr | None, int]:
    """``e`` as ``base + constant`` (base None for a constant)."""
    if isinstance(e, ir.Const) and e.dtype in ir.INT_DTYPES:
        return None, int(e.value)
    if isinstance(e, ir.Binary) and e.op in ("add", "sub") and isinstance(e.rhs, ir.Const) \
            and e.rhs.dtype in ir.INT_DTYPES:
        base, c = _offset(e.lhs)
        return base, c + (int(e.rhs.value) if e.op == "add" else -int(e.rhs.value))
    if isinstance(e, ir.Binary) and e.op == "add" and isinstance(e.lhs, ir.Const) \
            and e.lhs.dtype in ir.INT_DTYPES:
        base, c = _offset(e.rhs)
        return base, c + int(e.lhs.value)
    return e, 0


def _distinct(k1: _Key, k2: _Key) -> bool:
    """Two index tuples that differ by a non-zero constant on some axis."""
    for e1, e2 in zip(k1, k2, strict=True):
        (b1, c1), (b2, c2) = _offset(e1), _offset(e2)
        if b1 == b2 and c1 != c2:
            return True
    return False

