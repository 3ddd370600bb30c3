"""``parallelize(loop, collapse=1, schedule="static", chunk=0)``: an OpenMP parallel loop.

The loop (and, with ``collapse=c > 1``, the ``c - 1`` loops perfectly nested in it) becomes
``#pragma omp parallel for collapse(c) schedule(schedule, chunk)``: the result is the loop with
``kind="parallel"`` and the attrs ``collapse`` (only when > 1), ``schedule`` (only when not
static) and ``chunk`` (only when > 0). Codegen adds ``private``/``reduction`` clauses for the
scalars the body writes and a serial copy for inputs below ``config.parallel_threshold``; the
loop is also ``simd`` when its body is straight-line (:func:`loopcraft.ir.walk.parallel_simd`,
the meaning of a parallel loop without a ``simd`` attribute).

Legality (all sound, conservative where the analysis is inexact):

* no dependence on array elements is carried by the loop or any collapsed loop
  (:func:`loopcraft.analysis.dependences`; a dependence that may exist counts), including
  reductions into array elements: only scalars get OpenMP reduction clauses;
* every scalar the body writes is either a reduction (one operator, never read in the body:
  a ``reduction`` clause, which **reassociates** floating-point sums, so results match the
  serial loop only up to rounding) or a per-iteration temporary that is written before it is
  read and not used outside the loop (it becomes ``private``, whose value is lost after the
  loop) -- see :func:`loopcraft.analysis.parallel.scalar_sharing_problem`;
* no ``return``/``raise`` (no jump out of an OpenMP region), no ``alloc``/``view`` (array
  descriptors are shared variables; rebinding them would race), no library call (expanded
  later, possibly into parallel code), no ``break`` of the loop (an OpenMP loop cannot be left
  early) and a constant step (OpenMP's canonical loop form);
* not inside another parallel loop (codegen would run it serially anyway);
* collapsed loops: perfectly nested, rectangular (bounds independent of the collapsed
  variables and unchanged by the body, since they are evaluated once before the nest) and with
  positive constant steps.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..analysis.dependence import Dependence
from ..analysis.parallel import breaks_out, scalar_effects, scalar_sharing_problem, var_occurrences
from ..errors import (
    CarriedScalarError,
    DependenceViolationError,
    ForbiddenStatementError,
    InvalidParameterError,
    LoopKindError,
    NonRectangularError,
    StepError,
)
from ..ir import nodes as ir
from ..ir.index_guard import is_guard_raise
from ..ir.walk import expr_vars, walk_stmts
from .base import (
    Transformation,
    bounds_invariant,
    const_step,
    enclosing_loops,
    find_loop,
    loop_dependences,
    perfect_band,
    register,
    replace_loop,
)

__all__ = ["Parallelize", "describe_dependence", "check_carried", "check_scalars",
           "reduces_floats"]


@register
class Parallelize(Transformation):
    name = "parallelize"
    params = {"collapse": int, "schedule": str, "chunk": int}
    defaults = {"collapse": 1, "schedule": "static", "chunk": 0}

    def reassociates(self, program: ir.Program, target: str, **params: Any) -> bool:
        """Whether results may differ by rounding: a floating-point scalar reduction."""
        return reduces_floats(program, find_loop(program, target, self.name))

    def _check(self, program: ir.Program, target: str, *, cheap: bool, collapse: int,
               schedule: str, chunk: int) -> None:
        loop = find_loop(program, target, self.name)
        if collapse < 1:
            raise InvalidParameterError(self.name, target, f"collapse={collapse} must be >= 1")
        if schedule not in ir.SCHEDULES:
            raise InvalidParameterError(self.name, target, f"schedule={schedule!r} must be one "
                                        f"of {', '.join(ir.SCHEDULES)}")
        if chunk < 0:
            raise InvalidParameterError(self.name, target,
                                        f"chunk={chunk} must be >= 0 (0: no chunk size)")
        for outer in enclosing_loops(program, target):
            if outer.kind == "parallel":
                raise LoopKindError(self.name, target, f"loop {target} is inside parallel "
                                    f"loop {outer.label}", kind="parallel", other=outer.label)
        const_step(loop, self.name)
        band = perfect_band(loop, collapse, self.name)
        for s in walk_stmts(loop.body):
            if isinstance(s, (ir.Return, ir.Raise, ir.Alloc, ir.View, ir.LibCall)) and not \
                    is_guard_raise(s):
                what = "libcall" if isinstance(s, ir.LibCall) else type(s).__name__.lower()
                article = "an" if what[0] in "aeiou" else "a"
                raise ForbiddenStatementError(
                    self.name, target, f"the loop contains {article} {what}, which cannot run "
                    "inside an OpenMP parallel loop", statement=what)
        for lp in band:
            if breaks_out(lp.body):
                raise ForbiddenStatementError(self.name, target, f"loop {lp.label} contains a "
                                              "break (an OpenMP loop cannot be left early)",
                                              statement="break", inner=lp.label)
        band_vars = {lp.var for lp in band}
        for inner in band[1:]:
            used = set().union(*(expr_vars(e) for e in (inner.start, inner.stop, inner.step)))
            if used & band_vars:
                read = sorted(used & band_vars)
                raise NonRectangularError(
                    self.name, target, f"collapsed loop {inner.label} is not rectangular: its "
                    f"bounds read {', '.join(read)}", inner=inner.label, variable=read[0],
                    outer=next(lp.label for lp in band if lp.var == read[0]))
            if not (isinstance(inner.step, ir.Const) and int(inner.step.value) > 0):
                raise StepError(self.name, target, f"collapsed loop {inner.label} "
                                "does not have a positive constant step", inner=inner.label)
            bounds_invariant(inner, self.name)
        check_scalars(program, loop, self.name)
        if not cheap:
            check_carried(program, loop, [lp.label for lp in band], self.name,
                          "so its iterations cannot run in parallel")

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        loop = next(s for s in walk_stmts(program.body)
                    if isinstance(s, ir.Loop) and s.label == target)
        depth = 1
        while depth < 3 and len(loop.body.body) == 1 and isinstance(loop.body.body[0], ir.Loop):
            loop, depth = loop.body.body[0], depth + 1
        return {"collapse": rng.randint(1, depth), "schedule": rng.choice(ir.SCHEDULES),
                "chunk": rng.choice((0, 0, 1, 4, 16))}

    def _rewrite(self, program: ir.Program, target: str, *, collapse: int, schedule: str,
                 chunk: int) -> ir.Program:
        attrs: list[tuple[str, str | int | float | bool]] = []
        if collapse > 1:
            attrs.append(("collapse", collapse))
        if schedule != "static":
            attrs.append(("schedule", schedule))
        if chunk > 0:
            attrs.append(("chunk", chunk))
        return replace_loop(program, target, lambda lp: replace(
            lp, kind="parallel", attrs=tuple(sorted(attrs))))


# ------------------------------------------------- shared with vectorize (same legality)


def _fmt(values: tuple[Any, ...]) -> str:
    return "(" + ", ".join(str(v) for v in values) + ")"


def describe_dependence(d: Dependence) -> str:
    """``"the flow dependence a[i - 1] -> a[i] on a with distance (1)"`` (the direction
    vector when the distance is not constant; "may" when the analysis is inexact)."""
    vec = f"distance {_fmt(d.distance)}" if d.distance is not None \
        else f"direction {_fmt(d.direction)}"
    red = " (a reduction into an array element)" if d.reduction else ""
    return (f"the {d.kind} dependence {d.source_access} -> {d.sink_access}{red} over loops "
            f"{_fmt(d.loops)} with {vec}")


def check_carried(program: ir.Program, loop: ir.Loop, labels: list[str],
                  transformation: str, consequence: str) -> None:
    """DependenceViolationError for the first dependence on array elements carried by one of
    the loops ``labels`` (``loop`` and the loops perfectly nested in it, outermost first; only
    their levels are analysed, which is far cheaper in deep nests). Scalar dependences are left to
    :func:`check_scalars`: privatization and reduction clauses remove them."""
    arrays = {p.name for p in program.params if isinstance(p, ir.ArrayParam)}
    arrays |= {d.name for d in program.locals if isinstance(d, ir.ArrayDecl)}
    order = {"flow": 0, "anti": 1, "output": 2}  # report the most telling kind first
    deps = sorted(loop_dependences(program, loop.label, len(labels)),
                  key=lambda d: order.get(d.kind, 3))
    for d in deps:
        if d.carried_by in labels and d.array in arrays:
            verb = "carries" if d.exact else "may carry"
            raise DependenceViolationError(
                transformation, loop.label,
                f"loop {d.carried_by} {verb} {describe_dependence(d)}, {consequence}",
                dependence=d)


def check_scalars(program: ir.Program, loop: ir.Loop, transformation: str) -> None:
    """CarriedScalarError when a scalar written in ``loop`` can be neither private nor a
    reduction (see :func:`loopcraft.analysis.parallel.scalar_sharing_problem`)."""
    problem = scalar_sharing_problem(loop, var_occurrences(program.body))
    if problem is not None:
        raise CarriedScalarError(transformation, loop.label, problem)


def reduces_floats(program: ir.Program, loop: ir.Loop) -> bool:
    """Whether ``loop``'s body has a floating-point scalar that codegen turns into an OpenMP
    reduction (only ever reduced, with one operator, never read): a parallel or simd loop
    reassociates it, so results match the serial loop up to rounding."""
    dtypes = {d.name: d.dtype for d in (*program.params, *program.locals)
              if isinstance(d, (ir.ScalarParam, ir.ScalarDecl))}
    writes, reads = scalar_effects(loop.body)
    return any(len(ops) == 1 and None not in ops and name not in reads
               and dtypes.get(name) in ir.FLOAT_DTYPES for name, ops in writes.items())
