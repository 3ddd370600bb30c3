"""Published benchmark suites with named size presets (see ``docs/suites.md``).

The suites live in the one kernel registry (:mod:`loopcraft_bench.registry`): ``SUITES`` maps a
suite name to its :class:`Suite`, itself a mapping ``kernel name -> Kernel``; the corpus is the
suite ``corpus`` there too. Importing this package imports every suite.
"""

from __future__ import annotations

from .. import corpus  # noqa: F401  (registration: the corpus is a suite too)
from ..registry import SUITES, Kernel, Suite, get_suite, new_suite
from . import ml, npbench, polybench  # noqa: F401  (registration)

__all__ = ["SUITES", "Kernel", "Suite", "get_suite", "new_suite"]
