"""Differences from NumPy that the front-end fuzzer (``loopcraft_bench.testing.frontend_fuzz``)
found, one compiled function per finding, each compared with NumPy on the same inputs."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft

from .harness import assert_same


def _both(fn, *make):  # noqa: ANN001, ANN202 - a test helper
    """(NumPy's result and arguments after, loopcraft's) on copies of the same arguments."""
    args_np = [m() for m in make]
    args_lc = [m() for m in make]
    return (fn(*args_np), args_np), (loopcraft.jit(fn)(*args_lc), args_lc)


def nansum_of_integers(a, b):  # noqa: ANN001, ANN201
    return np.nansum(a), np.nansum(b, axis=0), np.nansum(a, keepdims=True)


def test_nansum_of_integers_and_booleans() -> None:
    """np.nansum of an int or bool array is a sum (the generated C called isnan on ints)."""
    (want, _), (got, _) = _both(nansum_of_integers,
                                lambda: np.arange(6, dtype=np.int32).reshape(2, 3),
                                lambda: np.array([[True, False], [True, True]]))
    assert_same(got, want)


def store_with_leading_units(d, b):  # noqa: ANN001, ANN201
    d[...] = np.expand_dims(b[0, :], 0)  # a (1, n) value into an (n,) array
    d[::-1] = b[None, 1] * 2.0  # a computed (1, n) value
    d[1:] = b[:1, 1:]  # a unit extent known only at run time


def test_store_drops_leading_unit_axes() -> None:
    """NumPy stores a (1, n) array into an (n,) slice; loopcraft refused it at compile time."""
    (_, want), (_, got) = _both(store_with_leading_units, lambda: np.zeros(2),
                                lambda: np.arange(6.0).reshape(3, 2))
    assert_same(got[0], want[0], "d after the call")


def store_leading_not_one(d, b):  # noqa: ANN001, ANN201
    d[:] = b[1:, :]


def add_leading_unit(d, b):  # noqa: ANN001, ANN201
    d += b[None, 1]


def test_augmented_store_keeps_numpys_shape_rule() -> None:
    """``d += x`` with ``x`` of shape (1, n) is NumPy's ValueError (the output operand cannot
    take the broadcast shape); only a plain store drops the leading unit axis."""
    d, b = np.zeros(2), np.arange(6.0).reshape(3, 2)
    with pytest.raises(ValueError):
        add_leading_unit(d, b)
    with pytest.raises((ValueError, loopcraft.LoopcraftError)):
        loopcraft.jit(add_leading_unit)(d, b)


def test_store_leading_axis_not_one_raises() -> None:
    f = loopcraft.jit(store_leading_not_one)
    d, b = np.zeros(2), np.arange(6.0).reshape(3, 2)
    with pytest.raises(ValueError):
        store_leading_not_one(d, b)
    with pytest.raises(ValueError, match="broadcast"):
        f(d, b)
    f(d, b[:2])  # one row left: it broadcasts
    assert_same(d, np.array([2.0, 3.0]), "d after the call")


def ravel_views(a):  # noqa: ANN001, ANN201
    t = np.ravel(a[:])
    t[...] = 7.0
    u = a[1:, :].ravel()
    u += 1.0
    w = a[2, 1:3].reshape(2, 1)
    w *= 2.0
    x = a[:, 1:].ravel()  # not one run of memory: a copy, in NumPy too
    x -= 100.0
    return x


def test_ravel_and_reshape_of_a_contiguous_slice_are_views() -> None:
    """``np.ravel(a[:])`` and ``a[1:, :].ravel()`` are views in NumPy: a write through them
    reaches ``a`` (loopcraft made copies, so the writes were lost)."""
    (want, a_np), (got, a_lc) = _both(ravel_views, lambda: np.zeros((4, 3)))
    assert_same(got, want)
    assert_same(a_lc[0], a_np[0], "a after the call")


def python_bools(s, t, b):  # noqa: ANN001, ANN201
    return True % s, s + t, s * t, s - t, s // t, s / t, s ** t, (b + b)[0], b[0] + s


def test_python_bools_compute_as_python_ints() -> None:
    """``True % s`` with a Python bool ``s`` is Python's int arithmetic (the generated C called
    an undefined lc_mod_b, and ``s + t`` was a logical or); NumPy bools keep NumPy's rule."""
    args = (True, True, np.array([True]))
    want, got = python_bools(*args), loopcraft.jit(python_bools)(*args)
    assert_same(got, want)
    assert got[7].dtype == np.bool_


def bools_floordiv(b, c):  # noqa: ANN001, ANN201
    return b // c


def bools_fmod(b, c):  # noqa: ANN001, ANN201
    return np.fmod(b, c)


def bools_mod_pow(b, c):  # noqa: ANN001, ANN201
    return b % c, b ** c


@pytest.mark.parametrize("fn", [bools_floordiv, bools_fmod, bools_mod_pow])
def test_int8_results_of_booleans(fn) -> None:  # noqa: ANN001
    """NumPy computes ``b // c``, ``b % c``, ``b ** c`` and ``np.fmod`` of two bool arrays in
    int8 (it has no bool loop for them); so does loopcraft (before: C that did not compile,
    then a refusal while int8 was missing)."""
    b, c = np.array([True, False, True, False]), np.array([True, True, False, False])
    with np.errstate(all="ignore"):
        want = fn(b, c)
    got = loopcraft.jit(fn)(b, c)
    for w, g in zip(want if isinstance(want, tuple) else (want,),
                    got if isinstance(got, tuple) else (got,), strict=True):
        assert g.dtype == w.dtype == np.int8
        np.testing.assert_array_equal(g, w)


def returned_views_of_a_run_time_unit_broadcast(a, c, d, n, s):  # noqa: ANN001, ANN201
    t1 = np.isfinite(np.where(n > 0, n, np.clip(s, -1, 1)))
    t2 = np.clip(d[:, -1], -1, 2.5)
    t3 = np.sum(np.where(d > 0, d[-3:-1], c[1::2, None, -1]), keepdims=True)  # noqa: F841
    t4 = t1 < ((np.floor(d[1:-1, -2::-1]) + np.log1p(np.abs(t2))) ** 0.5)
    return t4, t2


def test_a_stale_shape_hint_of_another_rank_is_not_used() -> None:
    """fuzz --seed 1 --case 6480: the specialization for a run-time unit extent named its
    temporaries differently from the pass before it, whose shape hint for ``_v`` (a rank-1
    array) was read for a rank-2 one: IndexError inside the compiler."""
    rng = np.random.default_rng(3765624052)
    a = np.asarray(rng.integers(-4, 6, size=(4, 2)), dtype=np.int32).T
    rng.random((2, 4))
    c = np.asarray(rng.random((2, 4)) < 0.5)
    d = np.asarray(rng.integers(-4, 6, size=(3, 1)), dtype=np.int32).T
    (want, _), (got, _) = _both(returned_views_of_a_run_time_unit_broadcast, lambda: a,
                                lambda: c, lambda: d, lambda: 7, lambda: np.float32(3))
    assert_same(got, want)
