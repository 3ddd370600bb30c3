"""The core compiler's fixed default schedule, kept as the baseline of
``loopcraft bench-schedules`` (the heuristic recipe replaced it in the compiler).

The rule: parallelize the outermost independent loop of each nest and vectorize independent
innermost loops. Loops generated from array expressions are already scheduled by the
frontend; the rule only changes ``serial`` loops, and only where
:func:`loopcraft.analysis.analyze_loop` proves the iterations independent. Library calls
are expanded as the core compiler expanded them: matmul as a pre-blocked nest
(:func:`blocked_matmul`), since the ``loops`` implementation of today is a plain nest that
the heuristic scheduler blocks itself.
"""

from __future__ import annotations

import functools
from dataclasses import replace

from loopcraft.analysis import alias_roots, analyze_loop, var_occurrences
from loopcraft.ir import nodes as ir
from loopcraft.libops import expand_libcalls
from loopcraft.libops.matmul import matmul_parts
from loopcraft.target.hardware import cache_sizes

__all__ = ["fixed_schedule", "blocked_matmul"]


def fixed_schedule(program: ir.Program) -> ir.Program:
    """The baseline program for a lowered ``program`` (library calls still in it)."""
    return _fixed_rule(expand_libcalls(program, {("matmul", "loops"): blocked_matmul}))


def _fixed_rule(program: ir.Program) -> ir.Program:
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


# ------------------------------------------------ the core compiler's matmul expansion


def _i64(v: int) -> ir.Const:
    return ir.Const(v, "int64")


@functools.cache
def _block_sizes(itemsize: int) -> tuple[int, int, int]:
    """(MB, KB, NB): rows of C per parallel block, and the B panel kept in half of L2."""
    l2 = cache_sizes()["L2"]
    nb = 512
    kb = max(32, min(256, (l2 // 2) // (nb * itemsize)))
    return 32, kb, nb


def _min(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary("min", a, b, "int64")


def _add(a: ir.Expr, b: int) -> ir.Expr:
    return ir.Binary("add", a, _i64(b), "int64")


def blocked_matmul(call: ir.LibCall, dtypes: dict[str, tuple[str, int]],
                  label: str) -> ir.Block:
    """Blocked loops computing ``out = a @ b`` for 2-d or batched 3-d operands: the
    innermost loop walks rows of ``B`` and ``C``, ``k`` and ``j`` are blocked so that a
    ``KB x NB`` panel of ``B`` stays in L2 while ``MB`` rows of ``C`` are updated, and the
    row blocks run in parallel."""
    m = matmul_parts(call, dtypes, label, ("b", "i0", "k0", "j0", "i", "k", "j"))
    dt, v, c_ij, n_i, n_j, n_k = m.dtype, m.var, m.c_ij, m.n_i, m.n_j, m.n_k
    mb, kb, nb = _block_sizes(4 if dt == "float32" else 8)
    i_end = _min(_add(v["i0"], mb), n_i)

    def loop(name: str, start: ir.Expr, stop: ir.Expr, body: tuple[ir.Stmt, ...],
             kind: str = "serial", step: int = 1, role: str = "") -> ir.Loop:
        return ir.Loop(v[name].name, start, stop, _i64(step), ir.Block(body),
                       f"{label}_{role}{name}", kind)

    zero = loop("i", v["i0"], i_end, (
        loop("j", _i64(0), n_j, (ir.Assign(c_ij, m.zero),), "vector", role="zero_"),),
        role="zero_")
    update = loop("i", v["i0"], i_end, (
        loop("k", v["k0"], _min(_add(v["k0"], kb), n_k), (
            loop("j", v["j0"], _min(_add(v["j0"], nb), n_j),
                 (ir.Assign(c_ij, ir.Binary("mul", m.a_ik, m.b_kj, dt), "add"),), "vector"),
        )),
    ))
    blocks = loop("k0", _i64(0), n_k, (loop("j0", _i64(0), n_j, (update,), step=nb),), step=kb)
    rows = loop("i0", _i64(0), n_i, (zero, blocks), "serial" if m.batched else "parallel",
                step=mb)
    if not m.batched:
        return ir.Block((rows,))
    return ir.Block((loop("b", _i64(0), ir.Dim(call.outputs[0], 0), (rows,), "parallel"),))
