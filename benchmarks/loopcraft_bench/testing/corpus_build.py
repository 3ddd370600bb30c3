"""Lowering, compiling and running corpus kernels for :mod:`.corpus_recipes`.

All the programs of one kernel (the unscheduled one and its transformed variants) go into one
C file, so gcc parses the Python and NumPy headers once: each is the code
:func:`~loopcraft.pipeline.build_program` would compile (same ``emit_module``, same
compiler flags), with its module-level names suffixed, and a low parallel threshold so that
the kernels' small inputs run the OpenMP copy of parallel loops too.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any

from loopcraft.config import patch
from loopcraft.driver.jit import JitFunction
from loopcraft.errors import CompilerError
from loopcraft.frontend.python.lower import ArgSpec
from loopcraft.ir import nodes as ir
from loopcraft.outputs import collect_outputs, compare

from ..corpus import Kernel
from .batch import compile_batch

__all__ = ["Prepared", "prepare", "build", "run_kernel", "reference_outputs", "mismatch",
           "PARALLEL_THRESHOLD", "THREADS"]

#: work from which a parallel loop runs threaded: low, so that the small inputs exercise the
#: OpenMP copy of parallel loops, not only the serial one
PARALLEL_THRESHOLD = 8
THREADS = 2


@dataclass
class Prepared:
    """A kernel lowered for its "small" arguments, before any recipe step (and, once built,
    the compiled unscheduled program, which every comparison for the kernel reuses)."""

    kernel: Kernel
    specs: tuple[ArgSpec, ...]
    program: ir.Program
    base_module: ModuleType | CompilerError | None = None

    @property
    def weak(self) -> tuple[bool, ...]:
        return tuple(s.weak for s in self.specs if s.kind == "scalar")


def prepare(kernel: Kernel) -> Prepared:
    """Lower ``kernel.func`` for its "small" arguments the way ``jit`` would (same argument
    specs, including the unit broadcast axes ``jit`` specializes on), without compiling."""
    call = JitFunction(kernel.func).specialize(kernel.args("small"), compile=False)
    return Prepared(kernel, call.signature, call.lowered)


def build(programs: list[ir.Program], weak: tuple[bool, ...]
          ) -> list[ModuleType | CompilerError]:
    """Modules in order (:func:`~loopcraft_bench.testing.batch.compile_batch`, all in one C file,
    with the low :data:`PARALLEL_THRESHOLD`); a program gcc rejects gets its CompilerError."""
    return compile_batch(programs, lambda _: weak, PARALLEL_THRESHOLD, THREADS,
                         lambda: patch(parallel_threshold=PARALLEL_THRESHOLD), "lccr")


def reference_outputs(kernel: Kernel) -> tuple[Any, ...]:
    """The NumPy reference's outputs on fresh "small" arguments."""
    args = kernel.args("small")
    return collect_outputs(kernel.reference(*args), args)


def mismatch(kernel: Kernel, actual: tuple[Any, ...], expected: tuple[Any, ...], label: str
             ) -> str | None:
    """None when the outputs agree (:func:`loopcraft.outputs.compare`, kernel tolerances), else
    the difference, with the largest absolute error."""
    found = compare(expected, actual, rtol=kernel.rtol, atol=kernel.atol)
    return None if found is None else f"{kernel.name} {label}: {found}"


def run_kernel(kernel: Kernel, module: ModuleType) -> tuple[Any, ...] | str:
    """Outputs of the compiled kernel on fresh "small" arguments, or what went wrong."""
    try:
        args = kernel.args("small")
        result = module.run(*args)
    except Exception as exc:
        return f"raised {type(exc).__name__}: {exc}"
    if result is NotImplemented:
        return "rejected its arguments (NotImplemented)"
    return collect_outputs(result, args)
