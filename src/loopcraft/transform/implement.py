"""``implement(op#k, impl)``: choose how one library call is carried out.

``implement("matmul#0", impl="loops")`` replaces the first ``libcall matmul`` by its loop
expansion (:mod:`loopcraft.libops`), whose loops later steps can then split, interchange,
pack...; their labels (``mm1_i``, ...) and variables are fresh in the program, and the same
program always gets the same ones. ``impl="blas"`` keeps the call, marked, for codegen to emit
as a call of OpenBLAS (:mod:`loopcraft.libops.blas`); the marked call is no longer a target,
so the calls after it are renumbered (``matmul#1`` becomes ``matmul#0``). ``microkernel``
likewise keeps the call for loopcraft's own BLIS-style kernel
(:mod:`loopcraft.libops.microkernel`), with the options ``isa`` (``auto``, ``avx512``,
``avx2``, ``generic``) and the cache blocks ``mc``, ``kc``, ``nc`` (0: derived from the
caches) -- the parameters a tuner varies; they are refused with the other implementations.
``conv2d`` calls (:mod:`loopcraft.libops.conv2d`) have the same three implementations; their
micro-kernel takes ``isa`` only.
An implementation not registered for the operation is refused naming those that are
available. Calls no recipe implements get ``loops`` when the program is compiled.

Legality: legal when the implementation exists and accepts the call (BLAS: float32 or float64
operands of one dtype) -- every implementation computes the operation (``loops`` sums over k
in increasing order for each output element, which is also what compiling without a recipe
does; BLAS and the micro-kernel block the sum and may round differently, like NumPy's ``@``).
"""

from __future__ import annotations

import random
from typing import Any

from ..errors import ImplementationError, InvalidParameterError
from ..ir import nodes as ir
from ..ir.walk import map_blocks
from ..libops import (
    IMPLEMENTATION_KINDS,
    IMPLEMENTATION_OPTIONS,
    available_implementations,
    expand_libcall,
    implementation_refusal,
    is_implemented,
)
from .base import Transformation, find_libcall, libcall_targets, register

__all__ = ["Implement"]


@register
class Implement(Transformation):
    name = "implement"
    params = {"impl": str, "isa": str, "mc": int, "kc": int, "nc": int}
    defaults = {"isa": "auto", "mc": 0, "kc": 0, "nc": 0}

    def reassociates(self, program: ir.Program, target: str, **params: Any) -> bool:
        """BLAS and the micro-kernels block the sum (and vectorize it), so floats may round
        differently from the ``loops`` order that compiling without a recipe uses (the
        differential fuzzer then compares with a tolerance); ``loops`` is that order."""
        return params.get("impl") != "loops"

    def targets(self, program: ir.Program) -> list[str]:
        return [name for name, _ in libcall_targets(program)]

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        impl = rng.choice(IMPLEMENTATION_KINDS)
        if impl != "microkernel" or rng.random() < 0.5:
            return {"impl": impl}
        # small blocks: several cache blocks and edge tiles even on small test matrices
        return {"impl": impl, "isa": rng.choice(("auto", "avx512", "avx2", "generic")),
                "mc": rng.choice((0, 5, 24)), "kc": rng.choice((0, 3, 16)),
                "nc": rng.choice((0, 7, 40))}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, impl: str,
               **options: Any) -> None:
        call = find_libcall(program, target, self.name)
        if impl not in IMPLEMENTATION_KINDS:
            raise InvalidParameterError(
                self.name, target, f"impl={impl!r} is not one of "
                f"{', '.join(IMPLEMENTATION_KINDS)}")
        available = available_implementations(call.op)
        if impl not in available:
            raise ImplementationError(
                self.name, target, f"no {impl!r} implementation of {call.op} is available "
                f"yet (available: {', '.join(available) or 'none'})", impl=impl)
        takes = IMPLEMENTATION_OPTIONS[impl]
        wrong = [k for k, v in options.items() if k not in takes and v != self.defaults[k]]
        if wrong:
            raise InvalidParameterError(
                self.name, target, f"{', '.join(wrong)} apply to impl='microkernel' only")
        refusal = implementation_refusal(program, call, impl, **self._options(impl, options))
        if refusal is not None:
            raise ImplementationError(self.name, target, refusal, impl=impl)

    @staticmethod
    def _options(impl: str, options: dict[str, Any]) -> dict[str, Any]:
        """The options ``impl`` takes, from the step's parameters."""
        return {k: v for k, v in options.items() if k in IMPLEMENTATION_OPTIONS[impl]}

    def _rewrite(self, program: ir.Program, target: str, *, impl: str,
                 **options: Any) -> ir.Program:
        call = find_libcall(program, target, self.name)
        block = expand_libcall(program, call, impl, **self._options(impl, options))
        wanted = int(target.rsplit("#", 1)[1])
        seen = [0]

        def visit(s: ir.Stmt) -> list[ir.Stmt]:
            if isinstance(s, ir.LibCall) and s.op == call.op and not is_implemented(s):
                seen[0] += 1
                if seen[0] - 1 == wanted:
                    return list(block.body)
            return [s]

        return ir.replace(program, body=map_blocks(program.body, visit))
