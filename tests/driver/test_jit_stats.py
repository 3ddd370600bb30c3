"""``f.stats()`` counts what *this* jit function did, not what the process did."""

from __future__ import annotations

import numpy as np

import loopcraft
from loopcraft.pipeline import cache


def _twice(x):
    return x * 2.0


def _thrice(x):
    return x * 3.0


def _once(x):
    return x + 1.0


def test_compiler_invocations_are_counted_per_function() -> None:
    x = np.ones(4)
    loopcraft.jit(_once)(x)  # builds what modules share (the precompiled runtime header)
    f, g = loopcraft.jit(_twice), loopcraft.jit(_thrice)
    f(x)
    g(x)
    g(np.ones(4, dtype=np.float32))
    assert f.stats()["compiler_invocations"] == 1
    assert g.stats()["compiler_invocations"] == 2
    cache.clear_cache(disk=False)  # a fresh process's view: the disk cache holds all three
    h = loopcraft.jit(_twice)
    h(x)
    assert h.stats()["compilations"] == 1 and h.stats()["compiler_invocations"] == 0
