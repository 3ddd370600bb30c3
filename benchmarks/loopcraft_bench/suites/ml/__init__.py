"""The ``ml`` suite: five float32 neural-network layers written in vectorized NumPy.

softmax, layernorm, mlp, conv2d (+bias+relu) and attention, each written from the layer's
mathematical definition in the NumPy subset ``@loopcraft.jit`` compiles; the NumPy reference of
each kernel is the function itself run by NumPy. Importing this package fills :data:`ML`
(``SUITES["ml"]``); ``docs/suites.md`` lists the kernels and presets.
"""

from __future__ import annotations

from . import kernels  # noqa: F401  (registration)
from .suite import CATEGORIES, ML, PRESETS

__all__ = ["CATEGORIES", "ML", "PRESETS"]
