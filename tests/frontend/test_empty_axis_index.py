"""Integer indices of a subscript that leaves axes over are checked even when a remaining axis
is empty (the front-end fuzzer's ``--seed 21 --case 196``): ``t1[n] = 1`` with ``t1`` of
shape (4, 0) and ``n = 9``. NumPy validates every integer index when it evaluates the
subscript; loopcraft checked ``n`` only inside the loop over the empty axis, which never ran,
and returned normally. The frontend now places an index guard before the loop nest
(:mod:`loopcraft.ir.index_guard`), which the bounds pass turns into a check with the user's
line, and which ``boundscheck=False`` drops.

Each kernel runs under NumPy and through ``jit`` on copies of the same arguments: the same
exception type and message (loopcraft adds the array, the index and the source line after
NumPy's text), or the same values and arguments afterwards."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft

from .harness import assert_same, assert_same_arguments, both_ways


def _compare(fn, *args, raises: bool | None = None) -> None:  # noqa: ANN001 - test helper
    (want_exc, want, want_args), (got_exc, got, got_args) = both_ways(fn, *args)
    if raises is not None:
        assert (want_exc is not None) == raises, f"NumPy: {want_exc!r}"
    if want_exc is not None:
        assert type(got_exc) is type(want_exc), f"NumPy raises {want_exc!r}, loopcraft {got_exc!r}"
        assert str(got_exc).startswith(str(want_exc) + " ("), (str(got_exc), str(want_exc))
        assert f"line {fn.__code__.co_firstlineno}" not in str(got_exc)  # the statement's line
        assert ", line " in str(got_exc)
        return
    assert got_exc is None, f"NumPy returns, loopcraft raises {got_exc!r}"
    assert_same(got, want)
    assert_same_arguments(got_args, want_args)


def fuzz196(c, n):  # noqa: ANN001, ANN201
    t1 = np.isfinite(c[1:-1, -1, 1:-1])
    t1[n] = 1
    return t1


def store_row(t, n):  # noqa: ANN001, ANN201
    t[n] = 5.0
    return t


def store_row_slice(t, n):  # noqa: ANN001, ANN201
    t[n, :] = 5.0
    return t


def read_sum(t, n):  # noqa: ANN001, ANN201
    x = t[n].sum()
    return x


def read_expr(t, n):  # noqa: ANN001, ANN201
    return t[n] * 2.0 + 1.0


def view_of_row(t, n):  # noqa: ANN001, ANN201
    r = t[n]
    return r


def in_loop(t, m):  # noqa: ANN001, ANN201
    s = 0.0
    for i in range(m):
        s += t[i].sum()
    return s


def second_axis(t, n):  # noqa: ANN001, ANN201
    t[1, n] = 3.0
    return t


@pytest.mark.parametrize("n, raises", [(9, True), (4, True), (-5, True), (-4, False),
                                       (3, False), (0, False)])
def test_fuzz_case_196(n: int, raises: bool) -> None:
    c = np.random.default_rng(0).random((6, 2, 1))[:, ::2, :]
    _compare(fuzz196, c, n, raises=raises)


@pytest.mark.parametrize("fn", [store_row, store_row_slice, read_sum, read_expr, view_of_row])
@pytest.mark.parametrize("n, raises", [(9, True), (-5, True), (-4, False), (3, False)])
@pytest.mark.parametrize("shape", [(4, 0), (4, 0, 3), (4, 3, 0)])
def test_empty_remaining_axes(fn, n: int, raises: bool, shape: tuple) -> None:  # noqa: ANN001
    _compare(fn, np.zeros(shape), n, raises=raises)


@pytest.mark.parametrize("shape", [(4, 3), (4, 2, 3)])
@pytest.mark.parametrize("n", [9, -5, -4, 2])
def test_non_empty_remaining_axes_unchanged(shape: tuple, n: int) -> None:
    for fn in (store_row, read_sum, read_expr):
        _compare(fn, np.arange(float(np.prod(shape))).reshape(shape), n)


@pytest.mark.parametrize("shape", [(3, 0, 2), (3, 0, 0)])
@pytest.mark.parametrize("n", [7, -3, -1])
def test_second_axis(shape: tuple, n: int) -> None:
    # axis 1 has extent 0: every integer index on it is out of bounds, whatever axis 2 is
    _compare(second_axis, np.zeros(shape), n, raises=True)


@pytest.mark.parametrize("m, raises", [(5, True), (4, False), (0, False)])
def test_inside_a_loop(m: int, raises: bool) -> None:
    _compare(in_loop, np.zeros((4, 0)), m, raises=raises)


def test_boundscheck_false_drops_the_guard() -> None:
    f = loopcraft.jit(store_row, boundscheck=False)
    t = np.zeros((4, 0))
    assert f(t, 9).shape == (4, 0)  # nothing is accessed: no check, no crash
    assert "out of bounds" not in f.inspect_c(t, 9)
    checked = loopcraft.jit(store_row)
    assert "raise IndexError" in checked.inspect_ir(t, 9)


def _rows_summed(a, y):  # noqa: ANN001, ANN202
    for i in range(a.shape[0]):
        y[i] = a[i].sum()
    return y


def _rows_summed_n(a, y, n):  # noqa: ANN001, ANN202
    for i in range(n):
        y[i] = a[i].sum()
    return y


def test_common_case_costs_nothing() -> None:
    """No guard where the index is a loop variable over the same extent; where one is needed
    inside a loop, the loop stays parallel (the guard becomes a bounds check)."""
    a, y = np.random.default_rng(1).random((300, 200)), np.zeros(300)
    f = loopcraft.jit(_rows_summed)
    assert "raise" not in f.inspect_ir(a, y)
    assert_same(f(a, y.copy()), a.sum(axis=1))
    g = loopcraft.jit(_rows_summed_n)
    text = g.inspect_ir(a, y, 300)
    assert "raise IndexError" in text and "for i in parallel(" in text
    assert_same(g(a, y.copy(), 300), a.sum(axis=1))
