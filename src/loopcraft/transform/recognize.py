"""``recognize(loop, op)``: an explicit-loop idiom becomes the library operation.

Why: a user who writes loops then gets the same implementations as one who writes ``@`` or
a convolution call -- ``implement("matmul#k", loops | microkernel | blas)`` -- instead of only
what the loop transformations make of the nest (idiom recognition, as in Polly's or LLVM's
matrix multiply detection). Each op's matcher says why a nest is not its idiom, and its
rewrite is versioned on the loop bounds where the call would otherwise compute more or less
than the loops:

- ``op="matmul"``: matrix products, as a perfect nest or a dot product per element, with
  transposed factors, over a triangle, summed (:mod:`loopcraft.transform.recognize_matmul`);
- ``op="conv2d"``: convolutions, the bias fused into the call
  (:mod:`loopcraft.transform.recognize_conv`);
- ``op="gemv"``: matrix-vector products (:mod:`loopcraft.transform.recognize_gemv`).

:meth:`Recognize.op_of` says which op a nest is.
"""

from __future__ import annotations

import random
from typing import Any

from ..errors import NoMatchError, NotApplicableError
from ..ir import nodes as ir
from ..ir.walk import walk_stmts
from .base import Transformation, find_loop, register
from .recognize_conv import match_conv2d, rewrite_conv2d
from .recognize_gemv import match_gemv, rewrite_gemv
from .recognize_matmul import match_matmul, rewrite_matmul

__all__ = ["Recognize"]


@register
class Recognize(Transformation):
    name = "recognize"
    params = {"op": str}
    defaults = {"op": "matmul"}

    def reassociates(self, program: ir.Program, target: str, **params: Any) -> bool:
        """``C + (a1 + a2 + ...)`` instead of ``C + a1 + a2 + ...``: floats may round
        differently (the differential fuzzer then compares with a tolerance)."""
        return True

    def targets(self, program: ir.Program) -> list[str]:
        return [s.label for s in walk_stmts(program.body)
                if isinstance(s, ir.Loop) and self.op_of(program, s) is not None]

    def op_of(self, program: ir.Program, loop: ir.Loop) -> str | None:
        """The library operation the nest at ``loop`` computes, or None."""
        for op, match in _MATCHERS.items():
            try:
                match(program, loop, self.name, loop.label)
            except NotApplicableError:
                continue
            return op
        return None

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        return {"op": self.op_of(program, find_loop(program, target, self.name)) or "matmul"}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, op: str) -> None:
        if op not in _MATCHERS:
            raise NoMatchError(self.name, target, f"op={op!r}: recognized are "
                               f"{', '.join(_MATCHERS)}")
        _MATCHERS[op](program, find_loop(program, target, self.name), self.name, target)

    def _rewrite(self, program: ir.Program, target: str, *, op: str) -> ir.Program:
        if op == "conv2d":
            m_conv = match_conv2d(program, find_loop(program, target, self.name), self.name,
                                  target)
            return rewrite_conv2d(program, target, m_conv)
        if op == "gemv":
            m_gemv = match_gemv(program, find_loop(program, target, self.name), self.name,
                                target)
            return rewrite_gemv(program, target, m_gemv)
        m_mm = match_matmul(program, find_loop(program, target, self.name), self.name, target)
        return rewrite_matmul(program, target, m_mm)


#: ``op -> match(program, loop, transformation, target)``: the nests each op recognizes.
_MATCHERS = {"matmul": match_matmul, "conv2d": match_conv2d, "gemv": match_gemv}
