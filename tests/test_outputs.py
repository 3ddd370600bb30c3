"""The one output rule (:mod:`loopcraft.outputs`): what a call makes observable and when two
results agree."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.outputs import Mismatch, assert_outputs_match, collect_outputs, compare


def test_outputs_are_the_returns_then_every_array_argument() -> None:
    a, b = np.zeros(2), np.ones(3)
    assert collect_outputs(None, (a, 2.0, b)) == (a, b)
    outs = collect_outputs((1.5, a), (b,))
    assert outs[0] == 1.5 and outs[1] is a and outs[2] is b
    assert collect_outputs(7, ()) == (7,)


def test_in_place_updates_are_outputs() -> None:
    def scale(x):
        x *= 2.0

    x = np.arange(3.0)
    outs = collect_outputs(scale(x), (x,))
    assert compare([np.array([0.0, 2.0, 4.0])], outs) is None
    assert compare([np.arange(3.0)], outs) is not None


def test_count_shape_and_dtype_must_agree() -> None:
    assert "2 outputs, expected 1" in str(compare([np.zeros(2)], [np.zeros(2), np.zeros(2)]))
    m = compare([np.zeros(3)], [np.zeros(2)])
    assert m == Mismatch(0, "shape (2,), expected (3,)")
    assert "dtype float32" in str(compare([np.zeros(2)], [np.zeros(2, np.float32)]))
    assert compare([np.zeros(2)], [np.zeros(2, np.float32)], strict_dtype=False) is None
    # a Python scalar is "weak": only its kind has to match
    assert compare([np.float32(1.5)], [1.5]) is None
    assert compare([np.int32(5)], [5]) is None
    assert "dtype" in str(compare([np.int64(5)], [5.0]))


def test_integers_are_exact() -> None:
    m = compare([np.array([1, 2, 3])], [np.array([1, 2, 4])], rtol=1.0, atol=1.0)
    assert m is not None and m.index == (2,) and (m.expected, m.actual) == (3, 4)
    assert "integer" in str(m)


def test_floats_within_tolerance_scaled_by_the_output() -> None:
    want = np.array([1e6, 0.0, 1.0])
    # an element cancelling to ~0 on data of magnitude 1e6: off by eps x 1e6, still accepted
    assert compare([want], [want + np.array([0.0, 1e-10, 0.0])]) is None
    assert compare([want], [want + np.array([0.0, 1e-2, 0.0])]) is not None
    # below magnitude 1, atol is absolute
    assert compare([np.array([1e-3])], [np.array([1e-3 + 5e-10])]) is None
    assert compare([np.array([1e-3])], [np.array([1e-3 + 5e-9])]) is not None
    m = compare([np.array([1.0, 2.0])], [np.array([1.0, 5.0])])
    assert m is not None and m.output == 0 and m.index == (1,) and "1 of 2" in m.reason
    assert "max abs error 3" in str(m)


def test_float_tolerances_default_by_precision() -> None:
    want = np.ones(4, np.float32)
    assert compare([want], [want * np.float32(1 + 3e-5)]) is None  # float32: rtol 1e-4
    assert compare([want.astype(np.float64)], [want * (1 + 3e-5)]) is not None  # float64: 1e-9


def test_nan_and_inf_positions() -> None:
    nan = np.array([1.0, np.nan, np.inf])
    assert compare([nan], [nan.copy()]) is None
    assert compare([nan], [np.array([1.0, 0.0, np.inf])]) is not None
    assert compare([nan], [np.array([1.0, np.nan, -np.inf])]) is not None


def test_zero_tolerance_is_bit_exact() -> None:
    x = np.array([0.0, 1.0, np.nan])
    assert compare([x], [x.copy()], rtol=0, atol=0) is None
    assert compare([x], [np.array([-0.0, 1.0, np.nan])], rtol=0, atol=0) is not None
    assert compare([x], [x + np.array([0.0, 1e-16 * 2, 0.0])], rtol=0, atol=0) is not None
    z = np.array([1 + 1j])
    assert compare([z], [z.copy()], rtol=0, atol=0) is None


def test_complex_and_non_numeric() -> None:
    z = np.array([1 + 1j, 2 - 1j])
    assert compare([z], [z + 1e-13]) is None
    assert compare([z], [z + 1e-3j]) is not None
    assert "non-numeric" in str(compare([np.array(["a"])], [np.array(["a"])]))


def test_assert_outputs_match_names_the_call() -> None:
    assert_outputs_match([np.ones(2)], [np.ones(2)])
    with pytest.raises(AssertionError, match=r"^gemm small: output 0: 1 of 2"):
        assert_outputs_match([np.ones(2)], [np.array([1.0, 2.0])], label="gemm small")
