"""``collapse(loop, depth)``: the ``depth`` perfectly nested loops from ``loop`` inward become
one loop over their joint iterations, reading every array through a flattening view.

``for i in range(n0): for j in range(n1): for k in range(n2): c[i, j, k] = a[i, j, k] * 2``
with ``depth=2`` becomes ``for i in range(n0): for t in range(n1 * n2): c'[i, t] = a'[i, t]
* 2``, where ``a'`` is the view of ``a`` whose last two axes are one axis of ``n1 * n2``
elements (no copy). Why: an array whose inner axis is short -- an image of ``(500, 500, 3)``
-- otherwise gets a vector loop of 3 iterations (mostly remainder and loop overhead; it ran
at 0.31x NumPy) where the two contiguous inner axes are one run of 1500 elements. The
iterations run in the same order, so no dependence can forbid it; the loop keeps the outer
loop's kind (a parallel loop stays parallel, now also over the inner iterations) unless it
was serial around a vector loop, which then gives its kind.

Legality: each loop from 0 with step 1, to a bound that reads no variable of the band and
nothing the body changes; the innermost body only assignments; every access that reads a
variable of the band has the band's variables, in band order, as its last ``depth`` indices
and reads them nowhere else, and no other expression reads them (``f64(k)`` would need the
index back); such an array is accessed in no other way in the loop (``b[i, 0, 0]`` beside
``b[i, j, k]`` would read through a second name what the view writes) and is C-contiguous
(a C-layout argument, or a local only ever bound by ``alloc``); and no loop around the
perfect nest that holds ``loop`` is parallel (the views are made before that nest, once,
not by every thread). The rewrite is *versioned* where the IR does
not show that every such array's last ``depth`` extents are the loops' trip counts: ``if
<they are>: <views; the collapsed loop> else: <the loops as written>``.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..errors import (
    AccessPatternError,
    CollapsedBandError,
    ForbiddenStatementError,
    InvalidParameterError,
    LoopKindError,
    NonRectangularError,
    StepError,
)
from ..ir import nodes as ir
from ..ir.printer import Scope, format_expr
from ..ir.rewrite import map_expr, map_stmt_exprs
from ..ir.walk import expr_vars, subexprs, walk_stmts
from .base import (
    Transformation,
    add_locals,
    bounds_invariant,
    enclosing_loops,
    find_loop,
    fresh_label,
    fresh_name,
    imul,
    perfect_band,
    register,
    replace_loop,
)
from .unroll_and_jam import relabel_block

__all__ = ["Collapse"]

_ZERO = ir.Const(0, "int64")
_ONE = ir.Const(1, "int64")


@register
class Collapse(Transformation):
    name = "collapse"
    params = {"depth": int}
    defaults = {"depth": 2}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, depth: int) -> None:
        _arrays(program, _band(program, target, depth, self.name), self.name)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        return {"depth": rng.choice((2, 2, 3))}

    def _rewrite(self, program: ir.Program, target: str, *, depth: int) -> ir.Program:
        band = _band(program, target, depth, self.name)
        arrays = _arrays(program, band, self.name)
        head, inner = band[0], band[-1]
        top = _chain_top(program, head)
        taken: set[str] = set()
        views: dict[str, str] = {}
        for name in arrays:
            views[name] = fresh_name(program, f"{name}_flat", taken)
            taken.add(views[name])
        flat = ir.Var(fresh_name(program, f"{head.var}_{inner.var}", taken), "int64")

        def flatten(e: ir.Expr) -> ir.Expr:
            if isinstance(e, ir.Access) and e.array in views:
                kept = e.indices[:len(e.indices) - depth]
                return ir.Access(views[e.array], (*kept, flat), e.dtype)
            return e

        body = tuple(map_stmt_exprs(s, lambda e: map_expr(e, flatten)) for s in inner.body.body)
        decls, stmts, tests = [], [], []
        for name, (dtype, ndim) in arrays.items():
            lead = ndim - depth
            extent: ir.Expr = ir.Dim(name, lead)
            for axis in range(lead + 1, ndim):
                extent = imul(extent, ir.Dim(name, axis))
            dims = (*(ir.ViewDim(a, ir.Dim(name, a), _ONE) for a in range(lead)),
                    ir.ViewDim(None, extent, _ONE))
            decls.append(ir.ArrayDecl(views[name], dtype, lead + 1))
            stmts.append(ir.View(views[name], name, (_ZERO,) * ndim, dims))
            tests += [ir.Binary("eq", ir.Dim(name, lead + p), lp.stop, "bool")
                      for p, lp in enumerate(band) if ir.Dim(name, lead + p) != lp.stop]
        first = next(iter(arrays))
        kind = head.kind if head.kind != "serial" else inner.kind
        attrs = tuple(a for a in head.attrs if a[0] != "collapse") if kind == head.kind else ()
        # the loop stops where the first view does: its index is then proven in bounds
        loop = ir.Loop(flat.name, _ZERO, ir.Dim(views[first], arrays[first][1] - depth), _ONE,
                       ir.Block(body), head.label, kind, attrs)
        program = add_locals(program, *decls)
        fast = _swap(top, head.label, loop)
        if not tests:
            return replace_loop(program, top.label, lambda lp: (*stmts, fast))
        cond: ir.Expr = tests[0]
        for t in tests[1:]:
            cond = ir.Binary("and", cond, t, "bool")
        labels: set[str] = set()

        def fresh(lb: str) -> str:  # the fallback copy gets new labels
            new = fresh_label(program, f"{lb}_unflat", labels)
            labels.add(new)
            return new

        (slow,) = relabel_block(ir.Block((top,)), fresh).body
        return replace_loop(program, top.label, lambda lp: ir.If(
            cond, ir.Block((*stmts, fast)), ir.Block((slow,))))


def _chain_top(program: ir.Program, head: ir.Loop) -> ir.Loop:
    """The outermost loop of the perfect nest that ends in ``head`` (where the views go:
    nothing between it and ``head`` can rebind an array)."""
    top = head
    for outer in reversed(enclosing_loops(program, head.label)):
        if len(outer.body.body) != 1 or outer.body.body[0] is not top:
            break
        top = outer
    return top


def _swap(loop: ir.Loop, label: str, new: ir.Loop) -> ir.Loop:
    """``loop`` (a perfect nest) with its loop ``label`` replaced by ``new``."""
    if loop.label == label:
        return new
    (child,) = loop.body.body
    assert isinstance(child, ir.Loop)
    return replace(loop, body=ir.Block((_swap(child, label, new),)))


def _band(program: ir.Program, target: str, depth: int, name: str) -> list[ir.Loop]:
    """The loops to collapse, after the checks on the loops themselves."""
    head = find_loop(program, target, name)
    if depth < 2:
        raise InvalidParameterError(name, target, f"depth={depth} must be >= 2")
    band = perfect_band(head, depth, name)
    top = _chain_top(program, head)
    for outer in enclosing_loops(program, top.label):
        if outer.kind == "parallel":
            raise LoopKindError(name, target, f"loop {outer.label!r} around it is parallel: "
                                "the views would be made by every thread", kind="parallel",
                                other=outer.label)
    band_vars = {lp.var for lp in band}
    for lp in band:
        if lp.start != _ZERO or lp.step != _ONE:
            raise StepError(name, target, f"loop {lp.label!r} does not run from 0 by 1, so "
                            "its iterations are not the positions of an axis", inner=lp.label)
        if "collapse" in dict(lp.attrs):
            raise CollapsedBandError(name, target, f"loop {lp.label!r} heads an OpenMP "
                                     "collapse", parallel=lp.label,
                                     collapse=int(dict(lp.attrs)["collapse"]))
        if read := expr_vars(lp.stop) & band_vars:
            raise NonRectangularError(name, target, f"the stop of loop {lp.label!r} reads "
                                      f"{sorted(read)[0]}", inner=lp.label,
                                      variable=sorted(read)[0], outer=None)
        bounds_invariant(lp, name)
    for s in band[-1].body.body:
        if not isinstance(s, ir.Assign):
            raise ForbiddenStatementError(name, target, f"the innermost loop holds a "
                                          f"{type(s).__name__.lower()}, not only assignments",
                                          statement=type(s).__name__.lower(),
                                          inner=band[-1].label)
    return band


def _arrays(program: ir.Program, band: list[ir.Loop], name: str) -> dict[str, tuple[str, int]]:
    """The arrays read through flattening views (name -> dtype, rank), in order of first
    access; AccessPatternError when an access or expression does not allow it."""
    depth = len(band)
    want = tuple(ir.Var(lp.var, "int64") for lp in band)
    band_vars = {lp.var for lp in band}
    decls = {d.name: d for d in (*program.params, *program.locals)}
    viewed = {s.array for s in walk_stmts(program.body) if isinstance(s, ir.View)}
    found: dict[str, tuple[str, int]] = {}
    scope = Scope.of_program(program)
    for lp in (*enclosing_loops(program, band[0].label), *band):
        scope = scope.with_loop_var(lp.var)

    def refuse(e: ir.Expr, why: str) -> AccessPatternError:
        text = format_expr(e, scope)
        return AccessPatternError(name, band[0].label, f"{text}: {why}", access=text)

    def visit(e: ir.Expr) -> None:  # records the arrays, refuses what cannot be flattened
        if isinstance(e, ir.Access) and expr_vars(e) & band_vars:
            lead = len(e.indices) - depth
            if lead < 0 or e.indices[lead:] != want:
                raise refuse(e, "its last indices are not the loops' variables in order")
            decl = decls.get(e.array)
            if not (isinstance(decl, ir.ArrayParam) and decl.layout == "C"
                    or isinstance(decl, ir.ArrayDecl) and e.array not in viewed):
                raise refuse(e, f"{e.array} is not known to be C-contiguous")
            found.setdefault(e.array, (e.dtype, len(e.indices)))
            for i in e.indices[:lead]:
                visit(i)  # (raises on a band variable there)
        elif isinstance(e, ir.Var) and e.name in band_vars:
            raise refuse(e, "the loop variable is read outside the collapsed indices")
        else:
            for sub in _children(e):
                visit(sub)

    for s in band[-1].body.body:
        assert isinstance(s, ir.Assign)  # (_band checked)
        visit(s.target)
        visit(s.value)
    for s in band[-1].body.body:  # one name per array in the loop: its view, or itself
        assert isinstance(s, ir.Assign)
        for e in (s.target, s.value):
            for x in subexprs(e):
                if (isinstance(x, ir.Access) and x.array in found
                        and not expr_vars(x) & band_vars):
                    raise refuse(x, f"{x.array} is also accessed at a fixed element, which "
                                 "its flattened view would alias")
    if not found:
        raise refuse(ir.Var(band[-1].var, "int64"), "no access reads the loops' variables")
    return found


def _children(e: ir.Expr) -> tuple[ir.Expr, ...]:
    if isinstance(e, ir.Access):
        return e.indices
    if isinstance(e, ir.Unary):
        return (e.operand,)
    if isinstance(e, ir.Cast):
        return (e.expr,)
    if isinstance(e, ir.Binary):
        return (e.lhs, e.rhs)
    if isinstance(e, ir.Call):
        return e.args
    if isinstance(e, ir.Select):
        return (e.cond, e.if_true, e.if_false)
    return ()
