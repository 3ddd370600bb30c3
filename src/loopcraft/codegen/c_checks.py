"""C for the bounds checks of :mod:`.bounds`: a failed index raises, is noted, or selects a
loop's checked copy.

A part of :class:`~.c_kernel.KernelEmitter` (its base class), apart because the checks are
their own concern: one unsigned comparison where an index is checked where it is used, a
range test where it was hoisted, and what a failure does where it happens (raise with the
site's number; inside a parallel loop, record the first failure and skip; set the flag of a
:class:`~.bounds.BoundsChoice`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ..ir import nodes as ir
from .check_nodes import BoundsChoice, IndexCheck

__all__ = ["CheckEmission"]


class CheckEmission:
    """The check statements of the kernel emitter (which provides ``expr``, ``stmt``, ``line``,
    ``indent`` and its position in parallel loops)."""

    indent: int
    in_parallel: int
    c_loops: int
    parallel_base: int
    expr: Any
    stmt: Any
    line: Any
    lines: list[str]

    def stmts(self, body: Sequence[ir.Stmt], ends: list[int] | None = None) -> None:
        """Statements in order; a run of checks under one guard (the hoisted checks of a
        tiled nest all ask that its loops run) tests the guard once: the same evaluation,
        a fraction of the C (a register-blocked product repeated it in each of ~200
        checks). ``ends``, when given, receives the number of lines emitted so far after
        each statement (or run of checks)."""
        k = 0
        while k < len(body):
            s, end = body[k], k + 1
            guard = s.guard if isinstance(s, IndexCheck) else None
            while (guard is not None and end < len(body) and isinstance(body[end], IndexCheck)
                   and body[end].guard == guard):
                end += 1
            if end - k < 2:
                self.stmt(s)
            else:
                self.line(f"if ({self.expr(guard)}) {{")
                self.indent += 1
                for c in body[k:end]:
                    self.stmt_IndexCheck(dataclasses.replace(c, guard=None))
                self.indent -= 1
                self.line("}")
            k = end
            if ends is not None:
                ends.append(len(self.lines))

    def stmt_IndexCheck(self, c: IndexCheck) -> None:
        """A bounds check (``loopcraft.codegen.bounds``): raise, note the failure and skip
        (inside a parallel loop), or set the flag that selects a loop's checked copy."""
        n = self.expr(c.extent)
        least = None if c.least is None else self.expr(c.least)
        greatest = None if c.greatest is None else self.expr(c.greatest)
        if c.least is c.greatest and (c.wrap is None or c.wrap == c.extent):
            # one index, checked where it is used: one unsigned comparison of the element
            # index the access computes too (wrapped around where the frontend wraps it)
            at = least if c.wrap is None else f"(({least}) < 0 ? ({n}) + ({least}) : ({least}))"
            bad, report = f"(uint64_t)({at}) >= (uint64_t)({n})", least
        else:
            w = n if c.wrap is None or c.wrap == c.extent else self.expr(c.wrap)
            low = "0" if c.wrap is None else f"-({w})"
            parts = [f"({least}) < {low}"] if least is not None else []
            if greatest is not None:
                parts.append(f"({greatest}) >= ({n})")
                if w != n:  # the wrap-around's extent, as the frontend spelled it
                    parts.append(f"({greatest}) >= ({w}) || ({w}) > ({n})")
            bad = " || ".join(parts)
            report = least if greatest is None else greatest if least is None else \
                f"(({least}) < {low} ? ({least}) : ({greatest}))"
        if c.guard is not None:
            bad = f"({self.expr(c.guard)}) && ({bad})"
        if c.flag is not None:
            self.line(f"if (__builtin_expect({bad}, 0)) {c.flag} = 1;")
            return
        self.line(f"if (__builtin_expect({bad}, 0)) {{")
        if self.in_parallel:
            skip = "continue" if self.c_loops == self.parallel_base else "break"
            self.line(f"    lc_oob_note(&lc_oob, {c.site}, {report}, {n}); {skip};")
        else:
            self.line(f"    lc_status = lc_oob_fail(lc_res, {c.site}, {report}, {n}); "
                      "goto lc_exit;")
        self.line("}")

    def stmt_BoundsChoice(self, s: BoundsChoice) -> None:
        self.line(f"{{ int {s.flag} = 0;")
        self.indent += 1
        self.stmts(s.checks)
        self.indent -= 1
        self.line(f"if (__builtin_expect({s.flag}, 0)) {{")
        self.indent += 1
        self.stmt(s.slow)
        self.indent -= 1
        if s.fast == ir.Block(()):  # an index scan's checking copy: nothing else to choose
            self.line("} }")
            return
        self.line("} else {")
        self.indent += 1
        self.stmt(s.fast)
        self.indent -= 1
        self.line("} }")
