"""The front-end fuzzer in ``make test``: a few dozen random NumPy functions (fixed seed, one
C compile) must compute what NumPy computes (``make fuzz`` runs 10,000), and the fuzzer must
report a difference when there is one, so that it cannot rot into testing nothing.
"""

from __future__ import annotations

import random

import pytest

from loopcraft_bench.testing.frontend_fuzz import (
    Case,
    FrontendStats,
    check_cases,
    generate_case,
    run_chunk,
)

#: (seed, cases): each run is one chunk, so one C compile; the quick one is what make test
#: affords, the slow one draws more of the grammar
QUICK, MORE = (3, 8), (8, 64)
#: construct families every run must have drawn (so it cannot pass by testing nothing)
FAMILIES = ("loop:", "inplace:", "reduce:", "index:step", "broadcast")


def _run(seed: int, cases: int) -> None:
    stats = run_chunk(seed, 0, cases)
    assert not stats.failures, "\n\n".join(stats.failures)
    assert stats.cases >= cases * 3 // 4, stats.report()  # compared, not skipped
    assert stats.raising >= 1, stats.report()  # an IndexError raised both ways
    for family in FAMILIES:
        assert any(k.startswith(family) for k in stats.constructs), \
            f"no {family} drawn: {stats.report()}"


def test_random_functions_agree_with_numpy() -> None:
    _run(*QUICK)


@pytest.mark.slow
def test_more_random_functions_agree_with_numpy() -> None:
    _run(*MORE)


def test_generation_is_reproducible() -> None:
    a = generate_case(random.Random("x"), "f")
    b = generate_case(random.Random("x"), "f")
    assert (a.source, a.setup) == (b.source, b.setup)


def test_a_difference_is_reported() -> None:
    """Inputs drawn without a seed differ between the NumPy run and the compiled run: the
    comparison must say so, with a reproducer naming the argument."""
    case = Case("g", "def g(a):\n    a += 1.0\n    return a.sum()\n",
                "a = np.random.random(5)\n", ["a"])
    stats = FrontendStats()
    check_cases([(case, "hand-written")], stats)
    assert stats.cases == 0
    assert len(stats.failures) == 1 and stats.failures[0].startswith("MISMATCH (hand-written)")
    assert "def g(a):" in stats.failures[0]


def test_a_runtime_unit_broadcast_is_compared_and_counted() -> None:
    """The former known difference ``runtime-unit-broadcast`` (NumPy broadcasts ``c[::2]``
    of a 2-element ``c``) is an ordinary compared case now, counted as one that ran a
    specialization on a derived extent of 1."""
    case = Case("g", "def g(a, c):\n    return a + c[::2]\n",
                "a = np.arange(3.0)\nc = np.arange(2.0) + 5\n", ["a", "c"])
    stats = FrontendStats()
    check_cases([(case, "hand-written")], stats)
    assert not stats.failures, "\n\n".join(stats.failures)
    assert (stats.cases, stats.raising, stats.unit_extents) == (1, 0, 1)
    assert not stats.known
