"""The whole frontend on the corpus: IR text round-trips, verifies, and matches golden files.

Every corpus kernel is lowered for its small-size arguments; the printed IR must parse back to
an equal program and pass the verifier. A few kernels also pin their IR and generated C as
golden files (``pytest --update-golden`` after an intended change), so a refactor that should
not change the output proves it by an empty diff.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

from loopcraft import ir
from loopcraft.codegen.c_module import RUNTIME_PRELUDE, emit_module
from loopcraft.driver.jit import JitFunction
from loopcraft.pipeline import compile_program
from loopcraft_bench.corpus import KERNELS


def _program(name: str) -> ir.Program:
    kernel = KERNELS[name]
    args = kernel.init(**kernel.presets["small"])
    f = JitFunction(kernel.func)
    _, specs = f._specs_for(f._bind(args, {}))
    return compile_program(kernel.func, specs)[0]


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_corpus_ir_round_trips_and_verifies(name: str) -> None:
    program = _program(name)
    text = ir.format_program(program)
    assert ir.parse_program(text) == program
    assert ir.format_program(ir.parse_program(text)) == text
    ir.verify(program)


GOLDEN = ["saxpy", "jacobi_2d", "gemm", "softmax"]

#: Golden output must not depend on the machine: the scheduler sizes tiles from cache sizes.
FIXED_CACHES = {"L1d": 32768, "L2": 1048576, "L3": 33554432}


@pytest.fixture
def fixed_caches(monkeypatch: pytest.MonkeyPatch) -> None:
    from loopcraft.target import hardware

    monkeypatch.setattr(hardware, "cache_sizes", lambda: dict(FIXED_CACHES))


@pytest.mark.parametrize("name", GOLDEN)
def test_golden_ir_and_c(name: str, golden: Callable[[str, str], None], fixed_caches: None) -> None:
    program = _program(name)
    golden(f"pipeline_{name}.ir", ir.format_program(program))
    weak = tuple(isinstance(a, (int, float)) for a in KERNELS[name].init(
        **KERNELS[name].presets["small"]) if not isinstance(a, np.ndarray))
    c_source = emit_module(program, "lc_golden", weak, 100000)
    # the shared runtime prelude is the same for every kernel: pin only what is generated
    golden(f"pipeline_{name}.c", c_source.replace(RUNTIME_PRELUDE, "", 1))
