"""collapse: golden IR, illegal cases, compiled results equal to the nest as written, and the
default schedule's use of it (an image of shape ``(h, w, 3)`` gets one loop)."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft
from loopcraft.errors import (
    AccessPatternError,
    InvalidParameterError,
    LoopKindError,
    StepError,
)
from loopcraft.transform import Step

from .util import assert_same_results, before_after, lowered


def scale_rows(a, s, out):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            for c in range(a.shape[2]):
                out[i, j, c] = a[i, j, c] * s[i]


def uses_index(a):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            a[i, j] = a[i, j] + j


def transposed(a, b):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            b[i, j] = a[j, i]


def interior(a, b):
    for i in range(a.shape[0]):
        for j in range(1, a.shape[1]):
            b[i, j] = a[i, j]


def corner_then_copy(a, b):
    for t in range(a.shape[0]):
        b[t, 0, 0] = 1.0
        for j in range(a.shape[1]):
            for c in range(a.shape[2]):
                b[t, j, c] = a[t, j, c] + b[t, 0, 0]


def image(a, b):
    return a * 0.5 + b


def summed(a):
    return np.sum(a * a)


G = np.random.default_rng(0)
A, OUT = G.random((4, 5, 3)), np.zeros((4, 5, 3))
S = G.random(4)


def test_collapse_golden_and_results(golden) -> None:
    p = lowered(scale_rows, A, S, OUT)
    q = Step("collapse", "j", depth=2).apply(p)
    golden("transform/collapse.txt", before_after(p, q, "collapse('j', depth=2)"))
    assert_same_results(p, q, A, S, OUT)


def test_collapse_whole_nest_matches() -> None:
    p = lowered(scale_rows, A, S, OUT)
    with pytest.raises(AccessPatternError, match=r"s\[i\]"):  # s[i] reads i, not (i, j, c)
        Step("collapse", "i", depth=3).apply(p)
    q = Step("collapse", "j", depth=2).apply(p)
    assert_same_results(p, q, A, S, OUT)


def test_mismatched_extents_take_the_loops_as_written() -> None:
    """The loops run over ``a``'s extents; ``out`` is larger: the version test fails and the
    original loops write only the part ``a`` covers."""
    p = lowered(scale_rows, A, S, OUT)
    q = Step("collapse", "j", depth=2).apply(p)
    assert_same_results(p, q, A, S, np.zeros((4, 6, 3)))


@pytest.mark.parametrize("fn, args, error", [
    (uses_index, (A[:, :, 0].copy(),), AccessPatternError),
    (transposed, (A[:, :, 0].copy(), A[:, :, 1].copy()), AccessPatternError),
    (interior, (A[:, :, 0].copy(), A[:, :, 1].copy()), StepError),
])
def test_collapse_refusals(fn, args, error) -> None:
    with pytest.raises(error):
        Step("collapse", "i", depth=2).apply(lowered(fn, *args))


def test_collapse_refuses_depth_one_and_a_strided_argument() -> None:
    with pytest.raises(InvalidParameterError):
        Step("collapse", "i", depth=1).apply(lowered(scale_rows, A, S, OUT))
    with pytest.raises(AccessPatternError, match="C-contiguous"):
        Step("collapse", "j", depth=2).apply(lowered(scale_rows, A[:, ::2], S, OUT))


def test_collapse_refuses_a_band_inside_a_parallel_loop() -> None:
    """The views would be made by every thread of ``t``."""
    p = Step("parallelize", "t").apply(lowered(corner_then_copy, A, OUT))
    with pytest.raises(LoopKindError):
        Step("collapse", "j", depth=2).apply(p)
    with pytest.raises(AccessPatternError, match="alias"):  # b[t, 0, 0] beside b's view
        Step("collapse", "j", depth=2).apply(lowered(corner_then_copy, A, OUT))


def test_default_schedule_collapses_an_image_into_one_loop() -> None:
    a, b = G.random((30, 40, 3)), G.random((30, 40, 3))
    f = loopcraft.jit(image)
    np.testing.assert_array_equal(f(a, b), image(a, b))
    assert Step("collapse", "a1_d0", depth=3) in f.recipe(a, b).steps
    text = f.inspect_ir(a, b)
    flat = text.split("else:")[0]
    assert flat.count(" in parallel(") == 1 and " in vector(" not in flat
    x = G.random((7, 5, 3))
    np.testing.assert_allclose(loopcraft.jit(summed)(x), summed(x), rtol=1e-12)
