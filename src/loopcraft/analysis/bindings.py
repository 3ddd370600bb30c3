"""Which buffer each array variable is bound to where a loop starts: flow-sensitive aliasing.

Why: :func:`~loopcraft.analysis.parallel.alias_roots` merges every binding an array name ever
gets, so after the ping-pong swap of stencil codes (``A, B = B, A`` in a time loop) both names
may point to both arrays and every inner loop looks like it reads what it writes. Yet at any
one point the two names are bound to *different* arrays. This analysis keeps the bindings of all
names together, as states (name -> buffer), and follows them through the program: a state set
per program point, joined at branches and iterated to a fixpoint around loops. Two names that
are bound to different buffers in every state that reaches a loop are distinct in that loop
(as long as the loop does not rebind them).

Buffers: an array argument is its own buffer (arguments overlap only when marked ``aliased``;
those all share one buffer ``<aliased arguments>``), an ``alloc`` is the buffer ``alloc:<name>``
(a fresh one each time, distinct from every argument -- reusing the label across executions
only makes the answer more conservative), and a ``view`` is bound to its source's buffer,
whatever its offset and axes (views of one buffer may overlap). A name not yet bound is
``?``, which may be anything.

Sound by construction or not answered: a loop whose body rebinds arrays and contains ``break``
or ``continue`` (states could leave or re-enter the loop mid-body), or more than
:data:`MAX_STATES` states, gives None ("unknown"), and callers fall back to ``alias_roots``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..ir import nodes as ir
from ..ir.walk import walk_stmts

__all__ = ["distinct_bindings", "MAX_STATES"]

#: Above this many binding states at one point the analysis gives up (answers None).
MAX_STATES = 64

_UNKNOWN = "?"

State = tuple[tuple[str, str], ...]


class _GiveUp(Exception):
    pass


def distinct_bindings(program: ir.Program, label: str) -> Callable[[str, str], bool] | None:
    """A predicate ``distinct(a, b)``: arrays ``a`` and ``b`` are bound to different buffers
    in every execution that reaches the loop ``label`` (None when the analysis cannot say)."""
    init: dict[str, str] = {}
    for d in program.locals:
        if isinstance(d, ir.ArrayDecl):
            init[d.name] = _UNKNOWN
    for p in program.params:
        if isinstance(p, ir.ArrayParam):
            init[p.name] = "<aliased arguments>" if p.aliased else p.name
    found: set[State] = set()
    try:
        _block(program.body, {_freeze(init)}, label, found)
    except _GiveUp:
        return None
    if not found:
        return None
    states = [dict(s) for s in found]

    def distinct(a: str, b: str) -> bool:
        for st in states:
            ra, rb = st.get(a, _UNKNOWN), st.get(b, _UNKNOWN)
            if ra == rb or _UNKNOWN in (ra, rb):
                return False
        return True

    return distinct


def _freeze(d: dict[str, str]) -> State:
    return tuple(sorted(d.items()))


def _rebind(states: set[State], name: str, buffer: Callable[[dict[str, str]], str]
            ) -> set[State]:
    out = set()
    for s in states:
        d = dict(s)
        d[name] = buffer(d)
        out.add(_freeze(d))
    return out


def _block(b: ir.Block, states: set[State], label: str, found: set[State]) -> set[State]:
    for s in b.body:
        states = _stmt(s, states, label, found)
        if len(states) > MAX_STATES:
            raise _GiveUp
    return states


def _stmt(s: ir.Stmt, states: set[State], label: str, found: set[State]) -> set[State]:
    if isinstance(s, ir.Alloc):
        return _rebind(states, s.array, lambda d: f"alloc:{s.array}")
    if isinstance(s, ir.View):
        return _rebind(states, s.array, lambda d: d.get(s.source, _UNKNOWN))
    if isinstance(s, ir.If):
        return _block(s.then, states, label, found) | _block(s.orelse, states, label, found)
    if isinstance(s, ir.Block):
        return _block(s, states, label, found)
    if isinstance(s, (ir.Loop, ir.While)):
        if _rebinds(s.body) and any(isinstance(x, (ir.Break, ir.Continue))
                                    for x in walk_stmts(s.body)):
            raise _GiveUp
        head = set(states)
        while True:  # the states at the loop head: entry, and after any number of iterations
            after = _block(s.body, head, label, found)
            if after <= head:
                break
            head |= after
            if len(head) > MAX_STATES:
                raise _GiveUp
        if isinstance(s, ir.Loop) and s.label == label:
            found |= head
        return head
    return states


def _rebinds(b: ir.Block) -> bool:
    return any(isinstance(x, (ir.Alloc, ir.View)) for x in walk_stmts(b))
