"""The default schedule for explicit loops: parallelize the outermost independent loop of each
nest and vectorize independent innermost loops.

Loops generated from array expressions are already scheduled by the frontend; this pass only
changes ``serial`` loops, and only where :func:`loopcraft.analysis.analyze_loop` proves the
iterations independent, so it never changes results (beyond the reassociation of
floating-point reductions that OpenMP reduction clauses imply).
"""

from __future__ import annotations

from dataclasses import replace

from ..analysis import alias_roots, analyze_loop, var_occurrences
from ..ir import nodes as ir

__all__ = ["default_schedule"]


def default_schedule(program: ir.Program) -> ir.Program:
    roots = alias_roots(program)
    occ = var_occurrences(program.body)

    def visit(b: ir.Block, inside_parallel: bool) -> ir.Block:
        out: list[ir.Stmt] = []
        for s in b.body:
            if isinstance(s, ir.Loop):
                s = visit_loop(s, inside_parallel)
            elif isinstance(s, ir.While):
                s = replace(s, body=visit(s.body, inside_parallel))
            elif isinstance(s, ir.If):
                s = replace(s, then=visit(s.then, inside_parallel),
                            orelse=visit(s.orelse, inside_parallel))
            elif isinstance(s, ir.Block):
                s = visit(s, inside_parallel)
            out.append(s)
        return ir.Block(tuple(out))

    def visit_loop(loop: ir.Loop, inside_parallel: bool) -> ir.Loop:
        if loop.kind != "serial":
            return replace(loop, body=visit(loop.body, inside_parallel or loop.kind == "parallel"))
        innermost = not any(isinstance(s, ir.Loop) for s in _flat(loop.body))
        if not inside_parallel or innermost:
            verdict = analyze_loop(program, loop, roots, occ)
            if verdict.problem is None:
                if not inside_parallel:
                    return replace(loop, kind="parallel", body=visit(loop.body, True))
                return replace(loop, kind="vector")
        return replace(loop, body=visit(loop.body, inside_parallel))

    return replace(program, body=visit(program.body, False))


def _flat(b: ir.Block) -> list[ir.Stmt]:
    out: list[ir.Stmt] = []
    for s in b.body:
        out.append(s)
        if isinstance(s, ir.If):
            out += _flat(s.then) + _flat(s.orelse)
        elif isinstance(s, (ir.Block,)):
            out += _flat(s)
        elif isinstance(s, ir.While):
            out += _flat(s.body)
    return out
