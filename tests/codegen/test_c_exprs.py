"""C expressions (``loopcraft.codegen.c_exprs``): a logical ``and``/``or`` whose right side
cannot fault is emitted branch-free (``&``/``|``), so loops over it vectorize; one whose
right side reads an element the left side does not keep C's short circuit."""

from __future__ import annotations

import numpy as np

import loopcraft


def in_band(radius, r1, r2):
    return (radius >= r1) & (radius < r2)


def either_side(x, y):
    return (x < 0.25) | (x > 0.75) & (y > 0.5)


def guarded(x, y):
    out = np.zeros(x.shape[0])
    for i in range(x.shape[0]):
        if x[i] > 0.5 and y[i] < 0.5:
            out[i] = 1.0
    return out


def test_and_of_comparisons_of_one_element_is_branch_free() -> None:
    r = np.random.default_rng(0).random(1001) * 10.0
    f = loopcraft.jit(in_band)
    np.testing.assert_array_equal(f(r, 2.5, 7.5), in_band(r, 2.5, 7.5))
    body = [line for line in f.inspect_c(r, 2.5, 7.5).splitlines()
            if "a_radius[(v_" in line and "=" in line]
    assert body and all("&&" not in s and ") & (" in s for s in body), body


def test_reads_the_left_side_does_not_make_keep_the_short_circuit() -> None:
    g = np.random.default_rng(1)
    x, y = g.random(333), g.random(333)
    f = loopcraft.jit(either_side)
    np.testing.assert_array_equal(f(x, y), either_side(x, y))
    h = loopcraft.jit(guarded)
    np.testing.assert_array_equal(h(x, y), guarded(x, y))
    # ``y[i]`` is read only where ``x[i] > 0.5``: evaluating it anyway could read memory
    # the program never touches, so the branch stays
    assert "&&" in h.inspect_c(x, y).split("loop i */", 1)[1]
