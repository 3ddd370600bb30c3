"""``pack(loop, array, order, panel)``: copy the part of an array a loop reads into a local
buffer.

Before the loop ``L`` a buffer ``<array>_pack`` is allocated with the bounding box of the
elements of ``array`` that ``L`` reads (over all its iterations), filled by a copy loop nest,
and every access inside ``L`` is redirected to it (``B[k, j]`` -> ``B_pack[k - k_o, j]``).
``order`` permutes the buffer's axes (``(1, 0)`` stores a transposed tile). Why: a tile that
is read many times (the ``B`` panel of a blocked GEMM) then lies in contiguous memory in the
order the inner loops walk it: no TLB misses, no cache-set conflicts from a large leading
dimension, unit stride for vectorization.

``panel=w`` stores the buffer in *micro-panels* (the layout of a BLIS micro-kernel's packed
operands): the buffer's last axis (after ``order``) is cut into panels of ``w`` elements and
the panel number becomes the first axis, so a buffer of shape ``(n0, n1)`` becomes ``(ceil(n1 /
w), n0, w)`` and element ``[x, y]`` lives at ``[y // w, x, y % w]``. Why: a register tile
that walks ``w`` consecutive elements of the last axis while stepping along ``x`` (``mr``
rows of ``A_pack[k, i]`` or ``nr`` columns of ``B_pack[k, j]`` per step of ``k``) then reads
one contiguous stream, ``w`` elements per step, instead of a short piece of a new row of the
block at every step (a new cache line, and for a block of many rows a new page). The last
panel may be partial; its unused tail is never read. After :mod:`unroll_and_jam` by a
multiple of ``w`` the indices fold to ``[(y - y0) // w, x, c]`` with constant ``c`` (see
:func:`~loopcraft.transform.base.fold_multiple`), which is what lets gcc's SLP vectorizer
load the ``w`` values as whole vectors.

The box: each index of each access is evaluated in interval arithmetic over the loops of
``L`` (``v`` of a loop ``for v in range(a, b)`` ranges over ``[lo(a), hi(b) - 1]``, so inner
loops whose bounds depend on enclosing ones, like ``range(k_o, min(k_o + 64, K))``, work);
parts invariant in ``L`` are taken as they are. Supported operators: ``+``, ``-``, ``min``,
``max`` and multiplication by a constant; anything else is refused. The box is then
intersected with the array's extents: interval arithmetic over-approximates (strided loops,
loops that may be empty, accesses under an ``if``), and copying an element the loop never
reads must not read out of bounds. Extents are ``max(0, ...)``, so an empty box copies
nothing.

Legality (results are bit-exact: the loop reads copies of the same values): no array that may
alias ``array`` (:func:`~loopcraft.analysis.parallel.alias_roots`) is written or produced by a
library call in ``L``, ``array`` is not rebound in ``L`` (so the copy made before ``L`` holds
what ``L`` reads), and no loop around ``L`` is parallel or vector (the buffer is one variable,
which threads would share).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..errors import (
    AccessPatternError,
    AliasingError,
    InvalidParameterError,
    LoopKindError,
    NothingToDoError,
    StepError,
)
from ..ir import nodes as ir
from ..ir.rewrite import map_expr, map_stmt_exprs
from ..ir.walk import stmt_exprs, subexprs
from .base import (
    Transformation,
    add_locals,
    enclosing_loops,
    find_loop,
    fresh_label,
    fresh_name,
    iadd,
    imul,
    int_const,
    register,
    replace_loop,
)
from .hoist import LoopEffects, access_sites, alias_group, is_invariant, loop_effects, show

__all__ = ["Pack"]

Interval = tuple[ir.Expr, ir.Expr]  # inclusive [lo, hi]


@register
class Pack(Transformation):
    name = "pack"
    params = {"array": str, "order": (("tuple", int), None), "panel": (int, None)}
    defaults = {"order": None, "panel": None}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, array: str,
               order: tuple[int, ...] | None, panel: int | None) -> None:
        self._plan(program, target, array, order, panel)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        loop = find_loop(program, target, self.name)
        sites = [s.access for s in access_sites(loop.body) if not s.store]
        if not sites:
            return {"array": "?"}
        a = rng.choice(sites)
        perm = list(range(len(a.indices)))
        if rng.random() < 0.5:
            rng.shuffle(perm)
        return {"array": a.array, "order": perm, "panel": rng.choice((None, None, 2, 3, 4, 8))}

    def _plan(self, program: ir.Program, target: str, array: str,
              order: tuple[int, ...] | None, panel: int | None
              ) -> tuple[ir.Loop, ir.ArrayParam | ir.ArrayDecl, list[Interval], tuple[int, ...]]:
        loop = find_loop(program, target, self.name)
        if panel is not None and panel < 2:
            raise InvalidParameterError(self.name, target,
                                        f"panel={panel} must be >= 2 (or None: no panels)")
        decl = {d.name: d for d in (*program.params, *program.locals)}.get(array)
        if not isinstance(decl, (ir.ArrayParam, ir.ArrayDecl)):
            raise InvalidParameterError(self.name, target,
                                        f"array={array!r} is not an array of the program")
        if decl.ndim == 0:
            raise NothingToDoError(self.name, target, f"{array} is 0-dimensional", array=array)
        order = tuple(range(decl.ndim)) if order is None else tuple(order)
        if sorted(order) != list(range(decl.ndim)):
            raise InvalidParameterError(
                self.name, target, f"order={list(order)} is not a permutation of the "
                f"{decl.ndim} axes of {array}")
        for outer in enclosing_loops(program, target):
            if outer.kind in ("parallel", "vector"):
                raise LoopKindError(
                    self.name, target, f"loop {outer.label} around it is {outer.kind}, so "
                    "its iterations would share the packed buffer", kind=outer.kind,
                    other=outer.label)
        eff = loop_effects(loop)
        group = alias_group(program, array)
        if array in eff.rebound:
            raise AliasingError(self.name, target, f"{array} is rebound inside the loop",
                                array=array, names=(array,))
        if group & eff.stored:
            raise AliasingError(
                self.name, target, f"the loop writes {', '.join(sorted(group & eff.stored))}, "
                f"so a copy of {array} made before it would go stale", array=array,
                names=tuple(sorted(group & eff.stored)))
        reads = _reads(program, loop, array, eff, self.name)
        if not reads:
            raise NothingToDoError(self.name, target,
                                   f"loop {target} reads no element of {array}", array=array)
        box: list[Interval | None] = [None] * decl.ndim
        for a, env in reads:
            for d, e in enumerate(a.indices):
                iv = _interval(e, env, eff)
                if iv is None:
                    raise AccessPatternError(
                        self.name, target, f"index {show(program, e)} of "
                        f"{show(program, a)} is not a sum of loop variables and "
                        "loop-invariant terms, so its range is unknown",
                        access=show(program, a))
                old = box[d]
                box[d] = iv if old is None else (_min(old[0], iv[0]), _max(old[1], iv[1]))
        return loop, decl, [b for b in box if b is not None], order

    def _rewrite(self, program: ir.Program, target: str, *, array: str,
                 order: tuple[int, ...] | None, panel: int | None) -> ir.Program:
        loop, decl, box, perm = self._plan(program, target, array, order, panel)
        outer = {lp.var: lp for lp in enclosing_loops(program, target)}
        buf = fresh_name(program, f"{array}_pack")
        taken = {buf}
        setup: list[ir.Stmt] = []
        scalars: list[ir.ScalarDecl] = []
        lows: list[ir.Expr] = []
        extents: list[ir.Expr] = []
        for d, (lo, hi) in enumerate(box):
            low = lo if _nonneg(lo, outer) else _max(lo, int_const(0))
            end = _min(_plus(hi, 1), ir.Dim(array, d))
            if not isinstance(low, (ir.Const, ir.Var, ir.Dim)):
                name = fresh_name(program, f"{buf}_lo{d}", taken)
                taken.add(name)
                scalars.append(ir.ScalarDecl(name, "int64"))
                setup.append(ir.Assign(ir.Var(name, "int64"), low))
                low = ir.Var(name, "int64")
            extent = _isub(end, low)
            if not _nonneg(extent, outer):
                extent = _max(extent, int_const(0))
            if not isinstance(extent, (ir.Const, ir.Var, ir.Dim)):
                name = fresh_name(program, f"{buf}_n{d}", taken)
                taken.add(name)
                scalars.append(ir.ScalarDecl(name, "int64"))
                setup.append(ir.Assign(ir.Var(name, "int64"), extent))
                extent = ir.Var(name, "int64")
            lows.append(low)
            extents.append(extent)
        layout = _Layout(perm, panel, extents)
        setup.append(ir.Alloc(buf, layout.shape()))
        # the copy nest walks the buffer in its own order (contiguous writes)
        cvars = []
        labels: set[str] = set()
        bases = layout.axis_names(buf)
        for base in bases:
            name = fresh_name(program, base, taken)
            taken.add(name)
            cvars.append(ir.Var(name, "int64"))
        offsets = layout.source_offsets(cvars)
        src = ir.Access(array, tuple(iadd(lows[d], offsets[d]) for d in range(len(box))),
                        decl.dtype)
        copy: ir.Stmt = ir.Assign(ir.Access(buf, tuple(cvars), decl.dtype), src)
        for pos in reversed(range(len(cvars))):
            label = fresh_label(program, bases[pos], labels)
            labels.add(label)
            copy = ir.Loop(cvars[pos].name, int_const(0), layout.copy_stop(pos, cvars),
                           int_const(1), ir.Block((copy,)), label)
        setup.append(copy)

        def swap(e: ir.Expr) -> ir.Expr:
            if isinstance(e, ir.Access) and e.array == array:
                rel = [_isub(_i64(x), low) for x, low in zip(e.indices, lows, strict=True)]
                return ir.Access(buf, layout.buffer_index(rel), e.dtype)
            return e

        body = ir.Block(tuple(map_stmt_exprs(s, lambda e: map_expr(e, swap))
                              for s in loop.body.body))
        new = replace(loop, body=body)
        program = replace_loop(program, target, lambda _: (*setup, new))
        return add_locals(program, ir.ArrayDecl(buf, decl.dtype, layout.ndim), *scalars)


class _Layout:
    """Where element ``x`` (offsets from the box's low corner, in the array's axis order) of
    the packed box lives in the buffer: axes permuted by ``perm``, and with ``panel`` the
    last permuted axis cut into panels whose number leads (see the module docstring)."""

    def __init__(self, perm: tuple[int, ...], panel: int | None,
                 extents: list[ir.Expr]) -> None:
        self.perm, self.panel, self.extents = perm, panel, extents
        self.ndim = len(perm) + (panel is not None)

    def shape(self) -> tuple[ir.Expr, ...]:
        dims = [self.extents[d] for d in self.perm]
        if self.panel is None:
            return tuple(dims)
        w = self.panel
        return (_floordiv(_plus(dims[-1], w - 1), w), *dims[:-1], int_const(w))

    def axis_names(self, buf: str) -> list[str]:
        names = [f"{buf}_{d}" for d in self.perm]
        return names if self.panel is None else [f"{buf}_p", *names[:-1], f"{buf}_r"]

    def copy_stop(self, pos: int, cvars: list[ir.Var]) -> ir.Expr:
        """The extent of the copy loop over buffer axis ``pos`` (the last panel is partial)."""
        if self.panel is None:
            return self.extents[self.perm[pos]]
        if pos == 0:
            return self.shape()[0]
        if pos < self.ndim - 1:
            return self.extents[self.perm[pos - 1]]
        rest = _isub(self.extents[self.perm[-1]], imul(cvars[0], self.panel))
        return _min(int_const(self.panel), rest)

    def source_offsets(self, cvars: list[ir.Var]) -> list[ir.Expr]:
        """The box offsets (array axis order) of the element buffer position ``cvars`` holds."""
        pos = list(cvars) if self.panel is None else [
            *cvars[1:-1], iadd(imul(cvars[0], self.panel), cvars[-1])]
        return [pos[self.perm.index(d)] for d in range(len(self.perm))]

    def buffer_index(self, rel: list[ir.Expr]) -> tuple[ir.Expr, ...]:
        idx = [rel[d] for d in self.perm]
        if self.panel is None:
            return tuple(idx)
        w = int_const(self.panel)
        return (ir.Binary("floordiv", idx[-1], w, "int64"), *idx[:-1],
                ir.Binary("mod", idx[-1], w, "int64"))


# ------------------------------------------------------------------------ interval arithmetic


def _reads(program: ir.Program, loop: ir.Loop, array: str, eff: LoopEffects,
           transformation: str) -> list[tuple[ir.Access, dict[str, Interval]]]:
    """Each access of ``array`` inside ``loop`` with the intervals of the loop variables
    around it (``loop``'s own included)."""
    step = _step(loop, loop, transformation)
    own = {loop.var: (loop.start, _plus(loop.stop, -1)) if step > 0
           else (_plus(loop.stop, 1), loop.start)}
    out: list[tuple[ir.Access, dict[str, Interval]]] = []

    def visit(b: ir.Block, env: dict[str, Interval]) -> None:
        for s in b.body:
            for e in stmt_exprs(s):
                out.extend((x, env) for x in subexprs(e)
                           if isinstance(x, ir.Access) and x.array == array)
            if isinstance(s, ir.Loop):
                st = _step(s, loop, transformation)
                a, z = _interval(s.start, env, eff), _interval(s.stop, env, eff)
                if a is None or z is None:
                    raise AccessPatternError(
                        transformation, loop.label, f"the bounds of loop {s.label} are not "
                        "sums of enclosing loop variables and loop-invariant terms")
                iv = (a[0], _plus(z[1], -1)) if st > 0 else (_plus(z[0], 1), a[1])
                visit(s.body, {**env, s.var: iv})
            elif isinstance(s, ir.If):
                visit(s.then, env)
                visit(s.orelse, env)
            elif isinstance(s, (ir.While, ir.Block)):
                visit(s.body if isinstance(s, ir.While) else s, env)

    visit(loop.body, own)
    return out


def _step(s: ir.Loop, loop: ir.Loop, transformation: str) -> int:
    if isinstance(s.step, ir.Const) and s.step.value != 0:
        return int(s.step.value)
    raise StepError(transformation, loop.label,
                    f"loop {s.label} has a non-constant step, so its range is unknown",
                    inner=s.label)


def _interval(e: ir.Expr, env: dict[str, Interval], eff: LoopEffects) -> Interval | None:
    """Inclusive bounds of ``e`` over the loops in ``env``, as expressions invariant in the
    packed loop; None when ``e`` is not of a supported form."""
    if isinstance(e, ir.Var) and e.name in env:
        return env[e.name]
    if is_invariant(e, eff):
        e = _i64(e)
        return e, e
    if (isinstance(e, ir.Cast) and e.dtype in ("int32", "int64")
            and e.expr.dtype in ir.INT_DTYPES and e.expr.dtype != "uint64"):
        # (not to a narrow dtype or from uint64, where index values would wrap around)
        return _interval(e.expr, env, eff)
    if not isinstance(e, ir.Binary):
        return None
    if e.op == "mul" and (isinstance(e.rhs, ir.Const) or isinstance(e.lhs, ir.Const)):
        c, x = (e.rhs, e.lhs) if isinstance(e.rhs, ir.Const) else (e.lhs, e.rhs)
        iv = _interval(x, env, eff)
        if iv is None or c.dtype not in ir.INT_DTYPES:
            return None
        k = int(c.value)
        lo, hi = imul(iv[0], k), imul(iv[1], k)
        return (lo, hi) if k >= 0 else (hi, lo)
    if e.op not in ("add", "sub", "min", "max"):
        return None
    a, b = _interval(e.lhs, env, eff), _interval(e.rhs, env, eff)
    if a is None or b is None:
        return None
    if e.op == "add":
        return _iadd(a[0], b[0]), _iadd(a[1], b[1])
    if e.op == "sub":
        return _isub(a[0], b[1]), _isub(a[1], b[0])
    fn = _min if e.op == "min" else _max
    return fn(a[0], b[0]), fn(a[1], b[1])


def _floordiv(e: ir.Expr, k: int) -> ir.Expr:
    if isinstance(e, ir.Const):
        return int_const(int(e.value) // k)
    return ir.Binary("floordiv", e, int_const(k), "int64")


def _i64(e: ir.Expr) -> ir.Expr:
    return e if e.dtype == "int64" else ir.Cast(e, "int64")


def _split(e: ir.Expr) -> tuple[ir.Expr | None, int]:
    """``e`` as ``base + constant``."""
    if isinstance(e, ir.Const) and e.dtype in ir.INT_DTYPES:
        return None, int(e.value)
    if isinstance(e, ir.Binary) and e.op in ("add", "sub") and isinstance(e.rhs, ir.Const):
        base, c = _split(e.lhs)
        return base, c + (int(e.rhs.value) if e.op == "add" else -int(e.rhs.value))
    return e, 0


def _plus(e: ir.Expr, c: int) -> ir.Expr:
    base, k = _split(e)
    return _join(base, k + c)


def _join(base: ir.Expr | None, c: int) -> ir.Expr:
    return int_const(c) if base is None else iadd(base, c)


def _iadd(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    """``a + b`` with constant terms gathered (``(k_o + 64) - 1`` prints as ``k_o + 63``)."""
    (ba, ca), (bb, cb) = _split(a), _split(b)
    if ba is None or bb is None:
        return _join(ba if bb is None else bb, ca + cb)
    return iadd(ir.Binary("add", ba, bb, "int64"), ca + cb)


def _isub(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    """``a - b`` with constant terms gathered and ``x - x`` folded."""
    (ba, ca), (bb, cb) = _split(a), _split(b)
    if ba == bb:
        return int_const(ca - cb)
    if bb is None:
        return _join(ba, ca - cb)
    left = int_const(0) if ba is None else ba
    return iadd(ir.Binary("sub", left, bb, "int64"), ca - cb)


def _min(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    """``min(a, b)`` folded for a common base (``min(n + 15, n)`` is ``n``) and for an operand
    already bounded by the other (``min(min(x, n), n)``)."""
    return _minmax(a, b, "min")


def _max(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return _minmax(a, b, "max")


def _minmax(a: ir.Expr, b: ir.Expr, op: str) -> ir.Expr:
    (ba, ca), (bb, cb) = _split(a), _split(b)
    if ba == bb:
        return _join(ba, min(ca, cb) if op == "min" else max(ca, cb))
    for x, y in ((a, b), (b, a)):
        if isinstance(x, ir.Binary) and x.op == op and y in (x.lhs, x.rhs):
            return x
    return ir.Binary(op, a, b, "int64")


def _nonneg(e: ir.Expr, outer: dict[str, ir.Loop]) -> bool:
    """Whether ``e >= 0`` is evident: a non-negative constant, an extent, the variable of an
    enclosing loop counting up from a non-negative start, or min/max/sum of those."""
    if isinstance(e, ir.Const):
        return e.value >= 0
    if isinstance(e, ir.Dim):
        return True
    if isinstance(e, ir.Var) and e.name in outer:
        lp = outer[e.name]
        return isinstance(lp.step, ir.Const) and lp.step.value > 0 and _nonneg(lp.start, outer)
    if isinstance(e, ir.Binary) and e.op in ("min", "add", "mul"):
        return _nonneg(e.lhs, outer) and _nonneg(e.rhs, outer)
    if isinstance(e, ir.Binary) and e.op == "max":
        return _nonneg(e.lhs, outer) or _nonneg(e.rhs, outer)
    return False
