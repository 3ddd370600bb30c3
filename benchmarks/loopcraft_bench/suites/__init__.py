"""Published benchmark suites with named size presets (see ``docs/suites.md``).

``SUITES`` maps a suite name to its :class:`Suite`, itself a mapping ``kernel name ->
SuiteKernel``. Importing this package imports every suite.
"""

from __future__ import annotations

from . import ml, npbench, polybench  # noqa: F401  (registration)
from .registry import (
    SUITES,
    Suite,
    SuiteKernel,
    assert_outputs_match,
    collect_outputs,
    get_suite,
    new_suite,
    outputs,
)

__all__ = [
    "SUITES",
    "Suite",
    "SuiteKernel",
    "assert_outputs_match",
    "collect_outputs",
    "get_suite",
    "new_suite",
    "outputs",
]
