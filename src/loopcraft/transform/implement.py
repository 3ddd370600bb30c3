"""``implement(op#k, impl)``: choose how one library call is carried out.

``implement("matmul#0", impl="loops")`` replaces the first ``libcall matmul`` by its loop
expansion (:mod:`loopcraft.libops`), whose loops later steps can then split, interchange,
pack...; their labels (``mm1_i``, ...) and variables are fresh in the program, and the same
program always gets the same ones. ``microkernel`` and ``blas`` name implementations that
the micro-kernel work registers in :data:`loopcraft.libops.IMPLEMENTATIONS`; until one is
registered for the operation, the step is refused naming those that are available. Calls no
recipe implements get ``loops`` when the program is compiled.

Legality: always legal when the implementation exists -- every implementation computes the
operation (``loops`` sums over k in increasing order for each output element, which is also
what compiling without a recipe does; other implementations document their own summation
order, which may round differently).
"""

from __future__ import annotations

import random
from typing import Any

from ..errors import InvalidParameterError, NotApplicableError
from ..ir import nodes as ir
from ..ir.walk import map_blocks
from ..libops import IMPLEMENTATION_KINDS, available_implementations, expand_libcall
from .base import Transformation, find_libcall, libcall_targets, register

__all__ = ["Implement"]


@register
class Implement(Transformation):
    name = "implement"
    params = {"impl": str}

    def targets(self, program: ir.Program) -> list[str]:
        return [name for name, _ in libcall_targets(program)]

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        return {"impl": rng.choice(IMPLEMENTATION_KINDS)}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, impl: str) -> None:
        call = find_libcall(program, target, self.name)
        if impl not in IMPLEMENTATION_KINDS:
            raise InvalidParameterError(
                self.name, target, f"impl={impl!r} is not one of "
                f"{', '.join(IMPLEMENTATION_KINDS)}")
        available = available_implementations(call.op)
        if impl not in available:
            raise NotApplicableError(
                self.name, target, f"no {impl!r} implementation of {call.op} is available "
                f"yet (available: {', '.join(available) or 'none'})")

    def _rewrite(self, program: ir.Program, target: str, *, impl: str) -> ir.Program:
        call = find_libcall(program, target, self.name)
        block = expand_libcall(program, call, impl)
        wanted = int(target.rsplit("#", 1)[1])
        seen = [0]

        def visit(s: ir.Stmt) -> list[ir.Stmt]:
            if isinstance(s, ir.LibCall) and s.op == call.op:
                seen[0] += 1
                if seen[0] - 1 == wanted:
                    return list(block.body)
            return [s]

        return ir.replace(program, body=map_blocks(program.body, visit))
