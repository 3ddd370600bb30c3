"""Can a loop's iterations share SIMD lanes? The one hazard that dependence-free loops still have.

``#pragma omp simd`` promises gcc more than "no dependence is carried": with a ``safelen`` it
treats every pair of accesses whose distance it cannot compute as independent, also inside one
iteration, and then reorders them (groups loads, sinks stores). Two different accesses that
may reach the same element in the same iteration are such a pair: ``A[k, k, i + 1] -= x``
and ``A[i, k, j] = y`` meet at ``k == i, j == i + 1``, and after ``unroll_and_jam`` put eight
copies of each into a ``simd`` loop, gcc's code lost the order between them (make fuzz, seed 1,
program 1166). Identical accesses are safe: gcc sees their distance, 0. So is a read that
precedes a write to the same element (an anti dependence): the vectorizer emits a group of
loads at its first load and a group of stores at its last store, moving loads up and stores
down, never a store above a load (Floyd-Warshall's ``dist[i, j] = min(dist[i, j], dist[i, k] +
dist[k, j])`` reads ``dist[k, j]`` where ``i == k``, and stays a SIMD loop). So a loop runs in
lanes only when no write may reach, within one iteration, an element that a *different* access
reads or writes after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..ir import nodes as ir
from ..ir.walk import expr_accesses, stmt_exprs, walk_stmts
from .parallel import alias_roots

if TYPE_CHECKING:
    from .dependence import Dependence

__all__ = ["lane_conflict"]


def lane_conflict(program: ir.Program, loop: ir.Loop) -> Dependence | None:
    """The first loop-independent flow or output dependence in ``loop`` between two different
    array accesses (different indices, or different arrays over one buffer), or None.

    A syntactic test first (no array written is reached through two different accesses), so
    that the isl analysis runs only for the rare bodies where it can find something.
    """
    if not _may_conflict(program, loop):
        return None
    from .dependence import dependences  # islpy only when needed (see the package docstring)

    arrays = {p.name for p in program.params if isinstance(p, ir.ArrayParam)}
    arrays |= {d.name for d in program.locals if isinstance(d, ir.ArrayDecl)}
    for d in dependences(program, loop.label):
        if (d.carried_by is None and d.kind != "anti" and d.array in arrays
                and d.source_access != d.sink_access):
            return d
    return None


def _may_conflict(program: ir.Program, loop: ir.Loop) -> bool:
    roots = alias_roots(program)
    accesses: dict[str, set[ir.Access]] = {}  # per buffer, the accesses that may reach it
    written: set[str] = set()

    def note(x: ir.Access, write: bool) -> None:
        for root in roots.get(x.array) or (x.array,):
            accesses.setdefault(root, set()).add(x)
            if write:
                written.add(root)

    for s in walk_stmts(loop.body):
        for e in stmt_exprs(s):
            for x in expr_accesses(e):
                note(x, False)
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
            note(s.target, True)
    return any(len(accesses[root]) > 1 for root in written)
