"""What ``make test`` runs of the micro-kernels' ISA cross products.

The C of a micro-kernel is the same for every ISA up to its vector macros; each ISA variant
the tests touch costs a library compile of many seconds. ``make test`` checks the variant this
CPU would use (the one users get); ``make test-slow`` checks every variant the CPU can run.
The rest of the cross products are thinned with ``@pytest.mark.sample`` (tests/conftest.py).
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from loopcraft.libops.microkernel import supported_isas

#: the ISA whose kernels a call on this CPU uses by default
NATIVE_ISA = supported_isas()[0]


def native_isa_first(params: Iterable[dict]) -> list:
    """``params`` (implementation settings) as pytest params: those naming an ISA other than
    :data:`NATIVE_ISA` are marked ``slow``."""
    return [pytest.param(p, marks=[pytest.mark.slow] if p.get("isa", NATIVE_ISA) != NATIVE_ISA
                         else []) for p in params]


def isa_cases(isas: Iterable[str]) -> list:
    """ISA names as pytest params, those other than :data:`NATIVE_ISA` marked ``slow``."""
    return [pytest.param(isa, marks=[] if isa == NATIVE_ISA else [pytest.mark.slow])
            for isa in isas]
