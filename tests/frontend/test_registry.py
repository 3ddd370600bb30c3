"""The registry of lowering functions: one function per name, found by name."""

from __future__ import annotations

import pytest

from loopcraft.frontend.python.numpy_functions import NUMPY_FUNCTIONS
from loopcraft.frontend.registry import Registry


def test_a_name_registered_twice_is_an_error() -> None:
    reg: Registry = Registry("operator")

    @reg.register("Conv")
    def conv() -> None: ...

    with pytest.raises(ValueError, match="operator 'Conv' is registered twice"):
        reg.register("Conv")(conv)
    assert reg.lookup("Conv") is conv
    assert reg.lookup("Gemm") is None


def test_numpy_functions_are_registered_by_name() -> None:
    assert {"sort", "solve", "add.outer", "zeros_like", "histogram"} <= set(
        NUMPY_FUNCTIONS.names())
    assert NUMPY_FUNCTIONS.lookup("sort").__module__.endswith("numpy_functions.sorting")
