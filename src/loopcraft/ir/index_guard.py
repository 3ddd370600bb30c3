"""The check of a scalar index that selects a sub-array (``t1[n] = v``, ``t1[n].sum()``).

Why a statement of its own: NumPy validates every integer index of an indexing expression
when the expression is evaluated, whatever the extents of the axes left over. The frontend
lowers ``t1[n]`` to a loop nest over the remaining axes whose element accesses are bounds
checked where they run; when a remaining axis is empty the nest never runs and the index is
never checked. So the frontend places this check before the nest, guarded by "some remaining
axis is empty" (where none is, the element accesses' own checks already cover the index).

It is an ordinary ``If``/``Raise`` (NumPy's message, the values filled in at run time), so
every analysis, the printer, the parser and the interpreter understand it unchanged. The C
emitter's bounds pass turns it into a bounds check of its own kind (reporting the user's
line); with ``boundscheck=False`` it is dropped, as every other bounds check is. The
parallel analyses may ignore it because the C emitter never emits it as a ``Raise``."""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import nodes as ir

__all__ = ["IndexGuard", "index_guard", "is_guard_raise", "match_index_guard", "strip_index_guards"]

_MESSAGE = re.compile(
    r"index \{\} is out of bounds for axis (\d+) with size \{\} \(array (.*), index (.*)\)\Z",
    re.S)


@dataclass(frozen=True)
class IndexGuard:
    """The parts of an index guard: the raw (not wrapped) ``index``, the axis's ``extent``,
    the base ``axis``, texts naming the array and index, and ``when`` (None: always)."""

    index: ir.Expr
    extent: ir.Expr
    axis: int
    array_text: str
    index_text: str
    when: ir.Expr | None


def _bad(index: ir.Expr, extent: ir.Expr) -> ir.Expr:
    low = ir.Binary("lt", index, ir.Unary("neg", extent, "int64"), "bool")
    return ir.Binary("or", low, ir.Binary("ge", index, extent, "bool"), "bool")


def _plain(text: str) -> str:
    return text.replace("{", "(").replace("}", ")").replace("\n", " ")


def index_guard(index: ir.Expr, extent: ir.Expr, axis: int, array_text: str, index_text: str,
                when: ir.Expr | None, line: int = 0) -> ir.If:
    """Raise NumPy's IndexError unless ``-extent <= index < extent``, where ``when`` holds."""
    bad = _bad(index, extent)
    cond = bad if when is None else ir.Binary("and", when, bad, "bool")
    message = (f"index {{}} is out of bounds for axis {axis} with size {{}} "
               f"(array {_plain(array_text)}, index {_plain(index_text)})")
    raise_ = ir.Raise("IndexError", message, (index, extent))
    return ir.If(cond, ir.Block((raise_,)), ir.Block(()), line=line)


def match_index_guard(s: object) -> IndexGuard | None:
    """The parts of ``s`` when it is a statement :func:`index_guard` made, else None."""
    if not (isinstance(s, ir.If) and not s.orelse.body and len(s.then.body) == 1):
        return None
    r = s.then.body[0]
    if not (isinstance(r, ir.Raise) and r.kind == "IndexError" and len(r.values) == 2):
        return None
    m = _MESSAGE.match(r.message)
    if m is None:
        return None
    index, extent = r.values
    bad = _bad(index, extent)
    if s.cond == bad:
        when = None
    elif isinstance(s.cond, ir.Binary) and s.cond.op == "and" and s.cond.rhs == bad:
        when = s.cond.lhs
    else:
        return None
    return IndexGuard(index, extent, int(m.group(1)), m.group(2), m.group(3), when)


def is_guard_raise(s: object) -> bool:
    """Whether ``s`` is the ``Raise`` of an index guard: the analyses that refuse a loop
    holding a ``raise`` may accept it, as they accept the bounds checks the C emitter adds
    (it becomes one of them, or nothing under ``boundscheck=False``)."""
    return (isinstance(s, ir.Raise) and s.kind == "IndexError" and len(s.values) == 2
            and _MESSAGE.match(s.message) is not None)


def strip_index_guards(b: ir.Block) -> ir.Block:
    """``b`` without its index guards (``boundscheck=False``)."""
    out: list[ir.Stmt] = []
    for s in b.body:
        if match_index_guard(s) is not None:
            continue
        if isinstance(s, (ir.Loop, ir.While)):
            s = ir.replace(s, body=strip_index_guards(s.body))
        elif isinstance(s, ir.If):
            s = ir.replace(s, then=strip_index_guards(s.then),
                           orelse=strip_index_guards(s.orelse))
        elif isinstance(s, ir.Block):
            s = strip_index_guards(s)
        out.append(s)
    return ir.Block(tuple(out))
