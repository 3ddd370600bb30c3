"""What the default scheduler knows while it builds a recipe: the program so far, the steps
taken, and which loops each pass has handled (so later passes leave them alone).

Every change goes through :meth:`SchedulerState.attempt`, which applies a step only when its
legality check passes: the heuristics choose among correct programs and catch nothing but
:class:`~loopcraft.errors.ScheduleError`.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..errors import ScheduleError
from ..ir import nodes as ir
from ..ir.verify import VerifyMemo
from ..ir.walk import walk_stmts
from ..transform.recipe import Recipe, Step


class SchedulerState:
    """The program being scheduled, the recipe so far and the loops each pass has handled;
    the passes (free functions of the sibling modules) read and update it."""

    def __init__(self, program: ir.Program, caches: dict[str, int], vector_bytes: int,
                 libop_impl: str, keep_imperfect: frozenset[str] = frozenset(),
                 fusion: str = "producer") -> None:
        self.program = program
        self.fusion = fusion  # how much fusion across operators (schedule/graph_fusion.py)
        self.caches = caches
        self.vector_bytes = vector_bytes
        self.libop_impl = libop_impl  # for matmul and conv2d calls (see the module doc)
        self.keep_imperfect = keep_imperfect  # loops not to make perfect (see scheduler._run)
        self.steps: list[Step] = []
        self.tiled: set[str] = set()  # labels of loops in bands already tiled
        self.reordered: set[str] = set()  # labels of loops of reordered bands
        self.substituted: dict[str, set[str]] = {}  # loop made perfect -> its band's labels
        self.blocked: set[str] = set()  # loops of register tiles (vectorized by gcc's SLP)
        self.recognized: set[str] = set()  # loops of nests recognize was tried on
        self.called: set[str] = set()  # loops of nests that became library calls
        self.verified = VerifyMemo()  # each step re-verifies only the loops it rebuilt

    def attempt(self, step: Step) -> bool:
        """Apply ``step`` if it is legal (keeping it in the recipe); report whether it was."""
        try:
            self.program = Recipe([step]).apply(self.program, self.verified)
        except ScheduleError:
            return False
        self.steps.append(step)
        return True

    def legal(self, step: Step, program: ir.Program | None = None) -> bool:
        try:
            step.check(program or self.program)
        except ScheduleError:
            return False
        return True

    def loop(self, label: str) -> ir.Loop | None:
        return next((s for s in walk_stmts(self.program.body)
                     if isinstance(s, ir.Loop) and s.label == label), None)

    def serial_labels(self) -> list[str]:
        return [s.label for s in walk_stmts(self.program.body)
                if isinstance(s, ir.Loop) and s.kind == "serial"]

    def serial_bands(self) -> Iterator[list[ir.Loop]]:
        """Maximal perfect bands of serial loops (depth >= 2), outermost first."""
        seen: set[str] = set()
        for s in walk_stmts(self.program.body):
            if not isinstance(s, ir.Loop) or s.kind != "serial" or s.label in seen:
                continue
            band = [s]
            while (len(band[-1].body.body) == 1 and isinstance(band[-1].body.body[0], ir.Loop)
                   and band[-1].body.body[0].kind == "serial"):
                band.append(band[-1].body.body[0])
            seen.update(lp.label for lp in band)
            if len(band) >= 2:
                yield band

    def holds_register_tile(self, loop: ir.Loop) -> bool:
        """Whether ``loop`` is or contains a register-tiled loop: its dependence analysis
        would pair every one of the tile's mr * nr statements with every other (slow), and
        there is nothing left to gain around it."""
        return any(isinstance(s, ir.Loop) and s.label in self.blocked
                   for s in walk_stmts(ir.Block((loop,))))
