"""Helpers for transformation tests: lower a Python function to IR (unscheduled), run an IR
program compiled to native code, and compare a transformed program with the original."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from loopcraft.config import config, patch
from loopcraft.frontend.python.lower import ArgSpec, lower_function
from loopcraft.ir import nodes as ir
from loopcraft.ir.parser import parse_program
from loopcraft.ir.printer import format_program
from loopcraft.pipeline import build_program


def spec_of(a: Any) -> ArgSpec:
    if isinstance(a, np.ndarray):
        return ArgSpec("array", a.dtype.name, a.ndim, "C" if a.flags.c_contiguous else "A")
    if isinstance(a, np.generic):  # before float: np.float64 subclasses it, but is not weak
        return ArgSpec("scalar", a.dtype.name)
    if isinstance(a, bool):
        return ArgSpec("scalar", "bool", weak=True)
    if isinstance(a, int):
        return ArgSpec("scalar", "int64", weak=True)
    return ArgSpec("scalar", "float64", weak=True)


def copy_keeping_strides(a: np.ndarray) -> np.ndarray:
    """A copy of ``a`` with ``a``'s strides (a transposed or sliced view stays one), so a
    kernel meets the layout the test chose: a copy of the whole buffer ``a`` views."""
    base = a
    while isinstance(base.base, np.ndarray):
        base = base.base
    if a.size == 0 or not base.flags.c_contiguous:
        return a.copy(order="K")
    buffer = base.copy()
    offset = a.__array_interface__["data"][0] - base.__array_interface__["data"][0]
    return np.ndarray(a.shape, a.dtype, buffer=buffer, offset=offset, strides=a.strides)


def lowered(fn: Callable, *args: Any) -> ir.Program:
    """The frontend's program for ``fn`` at these arguments, before any scheduling."""
    return lower_function(fn, tuple(spec_of(a) for a in args))


#: Transformed and original programs must agree bit for bit; GCC's default
#: ``-ffp-contract=fast`` fuses a multiply and an add into an FMA depending on the shape of the
#: code around them (a temporary kept in a register vs. stored), so the differential tests
#: compile without contraction: what they check is the transformation, not the contraction.
EXACT_CFLAGS = f"{config.cflags} -ffp-contract=off"
#: work units above which a parallel loop starts threads: low, so test inputs use them
PARALLEL_THRESHOLD = 64


def run(program: ir.Program, *args: Any) -> tuple[Any, ...]:
    """Run the compiled ``program`` on copies of ``args``; (arrays after the call..., result)."""
    # Python numbers are NEP 50 weak scalars: the module must be built to accept them, or its
    # argument check declines the call (NotImplemented) and nothing runs at all
    weak = tuple(spec_of(a).weak for a in args if not isinstance(a, np.ndarray))
    with patch(cflags=EXACT_CFLAGS, parallel_threshold=PARALLEL_THRESHOLD):
        _, module = build_program(program, weak)
    module.set_num_threads(2)  # parallel loops really run on threads, even on small inputs
    copies = [copy_keeping_strides(a) if isinstance(a, np.ndarray) else a for a in args]
    result = module.run(*copies)
    assert result is not NotImplemented, "the compiled module declined these arguments"
    return (*[c for c in copies if isinstance(c, np.ndarray)], result)


def assert_same_results(before: ir.Program, after: ir.Program, *args: Any,
                        rtol: float = 0.0) -> None:
    """``after`` computes what ``before`` does on ``args`` (bit-exact unless ``rtol``)."""
    want, got = run(before, *args), run(after, *args)
    assert len(want) == len(got)
    for w, g in zip(want, got, strict=True):
        if w is None or g is None:
            assert w is g
        elif rtol == 0.0:
            np.testing.assert_array_equal(g, w)
        else:
            np.testing.assert_allclose(g, w, rtol=rtol, atol=rtol)


def roundtrip(program: ir.Program) -> str:
    """The program's text, asserting that it parses back to the same program."""
    text = format_program(program)
    assert parse_program(text) == program
    return text


def before_after(before: ir.Program, after: ir.Program, title: str) -> str:
    """Golden-file text: a transformation's input and output IR."""
    return f"# {title}\n# before\n{roundtrip(before)}\n# after\n{roundtrip(after)}"
