"""Errors NumPy raises only when a statement runs, raised by loopcraft at the same point (issue
21, three findings of the front-end differential fuzzer):

1. An in-place ufunc whose result NumPy cannot cast back under ``same_kind`` (``b[i, :] +=
   <float>`` into an int64 array, ``--seed 4 --case 1386/3539``) was refused at compile time;
   NumPy raises ``_UFuncOutputCastingError`` when the statement executes, so a loop that never
   runs raises nothing. An element update (``b[i, j] += 1.5``) and ``np.add.at`` cast unsafely
   in NumPy and never raise.
2. ``t[n].shape`` / ``len(t[n])``: NumPy checks ``n`` although no element is read.
3. A uint64 scalar index of 2**63 or more: NumPy raises OverflowError (it converts the index
   to a C long), where loopcraft wrapped it to a negative int64. A uint64 index *array* wraps in
   NumPy (an unsafe cast to intp), and a uint64 slice bound is clipped like any large bound.

Each kernel runs under NumPy and through ``jit`` on copies of the same arguments: the same
exception class and message, or the same values and arguments afterwards."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft

from .harness import assert_same, assert_same_arguments, both_ways


def _compare(fn, *args, raises: bool | None = None, exact_message: bool = True) -> None:  # noqa: ANN001
    (want_exc, want, want_args), (got_exc, got, got_args) = both_ways(fn, *args)
    if raises is not None:
        assert (want_exc is not None) == raises, f"NumPy: {want_exc!r}"
    if want_exc is not None:
        assert type(got_exc) is type(want_exc), f"NumPy raises {want_exc!r}, loopcraft {got_exc!r}"
        assert_same_arguments(got_args, want_args)  # what ran before the error, nothing after
        if exact_message:
            assert str(got_exc) == str(want_exc)
        else:
            assert str(got_exc).startswith(str(want_exc)), (str(got_exc), str(want_exc))
        return
    assert got_exc is None, f"NumPy returns, loopcraft raises {got_exc!r}"
    assert_same(got, want)
    assert_same_arguments(got_args, want_args)


# ------------------------------------------------------------------ 1. in-place casts
def fuzz1386(a, b, c, n, s):  # noqa: ANN001, ANN201 - the fuzzer's case, verbatim
    for i in range(1, min(n, b.shape[0])):
        b[i, :] += np.maximum(((-1 / n) + n), n)
    t1 = a[None, :, 1:-1]
    t1 += a[:, None, -3].astype(np.float64)
    for i in range(t1.shape[0] - 1):
        t1[i, :, :] += (-1 - -1)
    return t1,


def fuzz3539(a, b, c, d, n):  # noqa: ANN001, ANN201
    t1 = np.multiply(np.true_divide(a[-2::-1, 1::2, -2::-1], d[1::2, :]), np.logical_or(n, 2))
    for i in range(0, n, 2):
        a[i, :, :] -= np.maximum(-1, t1[i, 0, 0])


@pytest.mark.parametrize("n, raises", [(0, False), (3, True)])
def test_fuzz_case_1386(n: int, raises: bool) -> None:
    rng = np.random.default_rng(418939208)
    a = np.asarray(rng.random((3, 5)) * 4 - 2, dtype=np.float64)
    b = np.asarray(rng.integers(-4, 6, size=(2, 4)), dtype=np.int64).T
    c = np.asarray(rng.random(()) * 4 - 2, dtype=np.float64)
    _compare(fuzz1386, a, b, c, n, 3, raises=raises)


@pytest.mark.parametrize("n, raises", [(8, True), (0, False)])
def test_fuzz_case_3539(n: int, raises: bool) -> None:
    rng = np.random.default_rng(1452091641)
    a = np.asarray(rng.integers(-4, 6, size=(1, 3, 2)), dtype=np.int64)
    b = np.asarray(rng.random((2,)) < 0.5)
    c = np.asarray(rng.random((6, 3, 1)) < 0.5)
    d = np.asarray(rng.random((3, 2)) * 4 - 2, dtype=np.float64)
    # n = 8: NumPy's IndexError of t1[0, 0, 0] (t1 is empty) comes before the cast error
    _compare(fuzz3539, a, b, c, d, n, raises=raises, exact_message=False)


def nothing_after(b, c, n):  # noqa: ANN001, ANN201
    c[0] = 1.0
    for i in range(n):
        c[1] = 2.0 + i
        b[i, :] *= 0.5
        c[2] = 3.0
    c[3] = 4.0
    return c


@pytest.mark.parametrize("n, raises", [(0, False), (1, True), (2, True)])
def test_raises_where_the_statement_runs(n: int, raises: bool) -> None:
    _compare(nothing_after, np.arange(6).reshape(2, 3), np.zeros(4), n, raises=raises)


def whole_add(b, v):  # noqa: ANN001, ANN201
    b += v


def whole_sub(b, v):  # noqa: ANN001, ANN201
    b -= v


def whole_mul(b, v):  # noqa: ANN001, ANN201
    b *= v


def whole_div(b, v):  # noqa: ANN001, ANN201
    b /= v


def whole_floordiv(b, v):  # noqa: ANN001, ANN201
    b //= v


def whole_mod(b, v):  # noqa: ANN001, ANN201
    b %= v


def whole_pow(b, v):  # noqa: ANN001, ANN201
    b **= v


def row_add(b, v):  # noqa: ANN001, ANN201
    b[1, :] += v


def masked_add(b, v):  # noqa: ANN001, ANN201
    b[b > 2] += v


def out_add(b, v):  # noqa: ANN001, ANN201
    np.add(b, v, out=b)


def out_maximum(b, v):  # noqa: ANN001, ANN201
    np.maximum(b, v, out=b)


def out_sqrt(b, v):  # noqa: ANN001, ANN201
    np.sqrt(b, out=b)


_INT = np.arange(6, dtype=np.int64).reshape(2, 3)


@pytest.mark.parametrize("fn", [whole_add, whole_sub, whole_mul, whole_div, whole_floordiv,
                                whole_mod, whole_pow, row_add, masked_add, out_add, out_maximum,
                                out_sqrt])
def test_in_place_cast_raises_numpys_error(fn) -> None:  # noqa: ANN001
    _compare(fn, _INT, 1.5, raises=True)
    _compare(fn, _INT, np.full(3, 2.5), raises=True)


@pytest.mark.parametrize("target, value", [
    (np.zeros(3, np.uint64), np.ones(3, np.int64)),  # uint64 + int64 is float64
    (np.zeros(3, np.uint8), np.ones(3, np.int64)),  # int64 into uint8: not same_kind
    (np.zeros(3, bool), 1),  # int64 into bool
    (np.zeros(3, np.float32), 1j),  # complex64 into float32
])
def test_same_kind_rule_is_numpys(target: np.ndarray, value: object) -> None:
    _compare(whole_add, target, value, raises=True)


@pytest.mark.parametrize("target, value", [
    (np.zeros(3, np.uint8), 1), (np.zeros(3, np.int8), np.ones(3, np.uint8)),
    (np.zeros(3, bool), True), (np.zeros(3, np.float16), np.ones(3)),
])
def test_same_kind_casts_still_store(target: np.ndarray, value: object) -> None:
    _compare(whole_add, target, value, raises=False)


def element_add(b, v):  # noqa: ANN001, ANN201
    b[1, 2] += v
    b[0][1] += v
    return b


def element_of_0d(z, v):  # noqa: ANN001, ANN201
    z[()] += v
    return z


def ellipsis_of_0d(z, v):  # noqa: ANN001, ANN201
    z[...] += v  # a 0-d array, not an element: the in-place ufunc's rule
    return z


def ellipsis_row(b, v):  # noqa: ANN001, ANN201
    b[1, ...] += v
    return b


@pytest.mark.parametrize("fn, arg", [(ellipsis_of_0d, np.array(3)),
                                     (ellipsis_row, np.arange(3))])
def test_ellipsis_update_is_an_array_update(fn, arg: np.ndarray) -> None:  # noqa: ANN001
    _compare(fn, arg, 1.5, raises=True)
    _compare(fn, arg.astype(np.float64), 1.5, raises=False)


def add_at(b, v):  # noqa: ANN001, ANN201
    np.add.at(b, [0, 1], v)
    return b


def test_scalar_updates_cast_unsafely_as_numpy_does() -> None:
    """NumPy's scalar setitem (and ufunc.at) casts without a rule: no error, truncated values."""
    _compare(element_add, _INT, 1.5, raises=False)
    _compare(element_add, _INT, -2.75, raises=False)
    _compare(element_of_0d, np.array(3), 1.5, raises=False)
    _compare(add_at, np.arange(4), 1.5, raises=False)


def no_cast(b, v, n):  # noqa: ANN001, ANN201
    for i in range(n):
        b[i, :] += v
    return b


def test_no_error_code_where_the_cast_is_allowed() -> None:
    b = np.arange(6.0).reshape(2, 3)
    f = loopcraft.jit(no_cast)
    assert "UFuncOutputCastingError" not in f.inspect_ir(b, 1.5, 2)
    assert "UFuncOutputCastingError" in loopcraft.jit(no_cast).inspect_ir(_INT, 1.5, 2)
    assert_same(f(b.copy(), 1.5, 2), no_cast(b.copy(), 1.5, 2))


# ------------------------------------------------------------------ 2. shape-only subscripts
def shape_of_row(t, n):  # noqa: ANN001, ANN201
    return t[n].shape[0]


def len_of_row(t, n):  # noqa: ANN001, ANN201
    return len(t[n])


def shape_of_plane(t, n):  # noqa: ANN001, ANN201
    s = t[n].shape
    return s[1]


def ndim_and_size(t, n):  # noqa: ANN001, ANN201
    return t[:, n].ndim + t[n].size


def zeros_like_row(t, n):  # noqa: ANN001, ANN201
    return np.zeros_like(t[n]), np.full_like(t[:, n], 2.0)


def len_in_loop(t, m):  # noqa: ANN001, ANN201
    s = 0
    for i in range(m):
        s += len(t[i])
    return s


@pytest.mark.parametrize("fn", [shape_of_row, len_of_row, shape_of_plane, ndim_and_size,
                                zeros_like_row])
@pytest.mark.parametrize("n, raises", [(9, True), (-5, True), (-4, False), (2, False)])
def test_shape_only_subscript_checks_the_index(fn, n: int, raises: bool) -> None:  # noqa: ANN001
    _compare(fn, np.zeros((4, 4, 3)), n, raises=raises, exact_message=False)


@pytest.mark.parametrize("m, raises", [(5, True), (4, False)])
def test_shape_only_subscript_in_a_loop(m: int, raises: bool) -> None:
    _compare(len_in_loop, np.zeros((4, 3)), m, raises=raises, exact_message=False)


def gathered_shape(t, idx):  # noqa: ANN001, ANN201
    return t[idx].shape[0] + len(t[:, idx])


def gathered_rows(t, idx):  # noqa: ANN001, ANN201
    return t[idx, :] * 2.0


@pytest.mark.parametrize("idx, raises", [([1, 7], True), ([0, -5], True), ([3, -4], False),
                                         ([], False)])
def test_index_array_values_are_checked_when_no_element_is_read(idx: list[int], raises: bool
                                                                ) -> None:
    """``t[idx].shape``: NumPy checks every value of ``idx``; loopcraft read none of them."""
    _compare(gathered_shape, np.zeros((4, 4)), np.array(idx, np.int64), raises=raises,
             exact_message=False)


@pytest.mark.parametrize("columns", [0, 3])
def test_index_array_values_are_checked_when_the_rows_are_empty(columns: int) -> None:
    """``t[idx, :]`` of a 0-column ``t`` reads no element, and NumPy still raises."""
    _compare(gathered_rows, np.zeros((4, columns)), np.array([2, 4]), raises=True,
             exact_message=False)
    _compare(gathered_rows, np.ones((4, columns)), np.array([2, -4]), raises=False)


def add_into(a, x):  # noqa: ANN001, ANN201
    a += x
    return a


@pytest.mark.parametrize("x", [np.ones(4), np.ones(1), np.ones(3)])
def test_cast_error_comes_before_the_broadcast_error(x: np.ndarray) -> None:
    """NumPy resolves an in-place ufunc's dtypes before it broadcasts: ``a += x`` with an int
    ``a`` and a float ``x`` of another shape raises the casting error, not the broadcast one."""
    _compare(add_into, np.zeros(3, np.int64), x, raises=True)


# ------------------------------------------------------------------ 3. uint64 indices
def load(a, k):  # noqa: ANN001, ANN201
    return a[k]


def store(a, k):  # noqa: ANN001, ANN201
    a[k] = 7.0
    return a


def row_sum(a, k):  # noqa: ANN001, ANN201
    return a[k].sum()


def element_index(a, k):  # noqa: ANN001, ANN201
    return a[k[0]] + a[1, k[1]]


def index_array(a, k):  # noqa: ANN001, ANN201
    return a[k]


def slices(a, k):  # noqa: ANN001, ANN201
    return a[k:], a[:k], a[-2:k]


_BIG = [np.uint64(2**64 - 2), np.uint64(2**63), np.uint64(2**63 - 1), np.uint64(3)]


@pytest.mark.parametrize("k", _BIG)
@pytest.mark.parametrize("fn", [load, store])
def test_uint64_scalar_index(fn, k: np.uint64) -> None:  # noqa: ANN001
    _compare(fn, np.arange(5.0), k, raises=k != 3, exact_message=False)


@pytest.mark.parametrize("k", _BIG)
def test_uint64_scalar_index_of_a_row(k: np.uint64) -> None:
    _compare(row_sum, np.arange(15.0).reshape(5, 3), k, raises=k != 3, exact_message=False)


@pytest.mark.parametrize("k0, k1, raises", [(2**64 - 1, 1, True), (1, 2**63, True),
                                             (4, 2, False)])
def test_uint64_index_read_from_an_array(k0: int, k1: int, raises: bool) -> None:
    _compare(element_index, np.arange(15.0).reshape(5, 3), np.array([k0, k1], np.uint64),
             raises=raises, exact_message=False)


def test_uint64_index_array_wraps_as_in_numpy() -> None:
    _compare(index_array, np.arange(5.0), np.array([2**64 - 2, 1, 2**64 - 5], np.uint64),
             raises=False)


@pytest.mark.parametrize("k", _BIG)
def test_uint64_slice_bounds_are_clipped(k: np.uint64) -> None:
    _compare(slices, np.arange(5.0), k, raises=False)
