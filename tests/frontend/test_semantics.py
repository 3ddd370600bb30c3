"""Semantics details: views returned, arguments untouched, float mod, integer division.

Each kernel is plain NumPy-style Python, run once under NumPy and once through ``loopcraft.jit``
(see :mod:`.harness`). Kernels live at module level because loopcraft compiles from source.
"""


from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

import loopcraft

from .test_indexing import bc_pairwise

# ============================================================================ semantics details


def return_view_of_argument(a):
    return a[1:]


def test_returned_view_aliases_argument() -> None:
    """NumPy returns a view of ``a``: writing through it changes ``a``."""
    a = np.arange(5.0)
    v = loopcraft.jit(return_view_of_argument)(a)
    np.testing.assert_array_equal(v, [1.0, 2.0, 3.0, 4.0])
    v[0] = 42.0
    assert a[1] == 42.0, "the returned slice is a copy, NumPy returns a view of the argument"


def test_arguments_not_written_are_untouched() -> None:
    a = np.arange(6.0)
    before = a.copy()
    out = loopcraft.jit(bc_pairwise)(a)
    np.testing.assert_array_equal(a, before)
    assert out.shape == (6, 6)


def float_mod(a, b):
    return a % b


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_float_mod_matches_numpy_on_signed_zeros_infinities_and_nans(dtype: type) -> None:
    """NumPy's remainder: ``np.fmod`` moved by the divisor where the signs differ, and a zero
    result takes the divisor's sign (``-0.0 % 3.0`` is ``+0.0``, ``0.0 % -3.0`` is ``-0.0``)."""
    values = np.array([0.0, -0.0, 3.0, -3.0, 1.5, -7.25, 1e-30, 5e30, np.inf, -np.inf, np.nan],
                      dtype)
    a, b = (x.ravel().copy() for x in np.meshgrid(values, values, indexing="ij"))
    got = loopcraft.jit(float_mod)(a, b)
    with np.errstate(all="ignore"):
        expected = a % b
    assert got.dtype == expected.dtype
    same = ((got == expected) & (np.signbit(got) == np.signbit(expected))) | (
        np.isnan(got) & np.isnan(expected))
    wrong = [(a[k], b[k], got[k], expected[k]) for k in np.flatnonzero(~same)]
    assert not wrong, f"(a, b, loopcraft, NumPy): {wrong}"


_INT_DIVISION_SCRIPT = """
import numpy as np, warnings, loopcraft
warnings.simplefilter("ignore")

def floordiv(a, b):
    return a // b

def mod(a, b):
    return a % b

def remainder_fmod(a, b):
    return np.fmod(a, b), np.remainder(a, b), np.floor_divide(a, b)

for dt in (np.int64, np.int32):
    low = np.iinfo(dt).min
    a = np.array([7, -7, 0, low, low, low, 5], dt)
    b = np.array([0, 0, 0, 0, -1, 1, -1], dt)
    for f in (floordiv, mod, remainder_fmod):
        got, expected = loopcraft.jit(f)(a, b), f(a, b)
        for g, e in zip(np.atleast_2d(got), np.atleast_2d(expected)):
            assert g.dtype == e.dtype and np.array_equal(g, e), (f.__name__, dt, g, e)
    for x, y in ((low, -1), (7, 0), (-7, 0)):
        for f in (floordiv, mod):
            got, expected = loopcraft.jit(f)(dt(x), dt(y)), f(dt(x), dt(y))
            assert got == expected, (f.__name__, dt, x, y, got, expected)
print("ok")
"""


def test_integer_division_by_zero_and_min_by_minus_one_do_not_crash(tmp_path: Path) -> None:
    """C traps (SIGFPE) on ``x / 0`` and ``INT_MIN / -1``; NumPy returns 0 for ``x // 0`` and
    ``x % 0`` and wraps ``INT_MIN // -1`` to ``INT_MIN``. Run in a subprocess: a crash must not
    take pytest down."""
    script = tmp_path / "int_division.py"
    script.write_text(_INT_DIVISION_SCRIPT)
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          env=os.environ.copy(), timeout=300)
    assert proc.returncode == 0, f"exit status {proc.returncode}\n{proc.stdout}{proc.stderr}"
    assert proc.stdout.strip() == "ok"


def list_to_array(a):
    return np.array([a[0], a[-1]])


def list_as_index(A):
    return A[[0, -1]]


def list_plus_array(a):
    return a + [1.0, 2.0, 3.0]


def list_concatenation_to_array(a):
    return np.array([a[0]] + [a[1], a[2]])


def list_as_shape(a, n):
    return np.zeros([n, 2]) + a[0]


def list_of_arrays(a):
    return np.concatenate([a, a]), np.stack([a, a])


@pytest.mark.parametrize("func", [list_to_array, list_as_index, list_plus_array,
                                  list_concatenation_to_array, list_of_arrays])
def test_lists_mean_what_numpy_makes_of_them(func: Callable) -> None:
    """Where NumPy reads a list as an array (``np.array([...])``, an index, an operand next to
    an array, a shape, a sequence of arrays), a list display compiles to that."""
    a = np.arange(3.0)
    got, expected = loopcraft.jit(func)(a), func(a)
    for g, e in zip(got if isinstance(got, tuple) else (got,),
                    expected if isinstance(expected, tuple) else (expected,), strict=True):
        assert isinstance(g, np.ndarray) and g.dtype == e.dtype
        np.testing.assert_array_equal(g, e)
    np.testing.assert_array_equal(loopcraft.jit(list_as_shape)(a, 3), list_as_shape(a, 3))
