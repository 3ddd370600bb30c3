"""Extents that are 1 only at run time broadcast as in NumPy (the front-end fuzzer's former
known difference ``runtime-unit-broadcast``): ``a + c[::-2]`` with ``len(c) == 2``, a slice
of an argument's axis of extent 1, ``np.zeros(n)`` with ``n == 1``. loopcraft raised NumPy's
broadcast ValueError there; it now specializes on such derived extents
(``Program.broadcast_extents``), lowers them as the constant 1, and the module entry refuses
arguments that do not fit the specialization (the driver then picks the one they fit).

Each kernel is compared with NumPy (values, shape, dtype, arguments afterwards) on the sizes
that make the extent 1 and on sizes that do not, in one ``loopcraft.jit`` object, so both
specializations and the switch between them are exercised."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft

from .harness import assert_same, assert_same_arguments, both_ways


def _compare(fn, *args) -> None:  # noqa: ANN001 - a test helper
    """``fn`` under NumPy and through ``jit`` on copies of ``args``: the same result or the
    same exception (type and message), and the same arguments afterwards."""
    (want_exc, want, want_args), (got_exc, got, got_args) = both_ways(fn, *args)
    assert (type(got_exc), str(got_exc)) == (type(want_exc), str(want_exc))
    if want_exc is None:
        assert_same(got, want)
        assert_same_arguments(got_args, want_args)


# --- patterns of the fuzzer's cases, reduced ----------------------------------------------

def reversed_step(a, c):  # noqa: ANN001, ANN201
    return a + c[::-2]


def corner_of_thin(b, a):  # noqa: ANN001, ANN201
    return b[-2:, -2:] * a


def store_stepped(d, c):  # noqa: ANN001, ANN201
    d[1:] = c[::2]


def inplace_tail(a, c):  # noqa: ANN001, ANN201
    a += c[1:]
    return a


def prefix_of_scalar_length(a, c, n):  # noqa: ANN001, ANN201
    return a + c[:n]


def reduced_slice(b, a):  # noqa: ANN001, ANN201
    return np.sum(b[:, ::2], axis=0) + a  # (1,) + (3,) where b has 2 columns


def where_of_slice(c, a):  # noqa: ANN001, ANN201
    return np.where(c[::2] > 0, a, -a)


def two_derived(c, d):  # noqa: ANN001, ANN201
    return c[::2] + d[1:]


def zeros_of_scalar(a, n):  # noqa: ANN001, ANN201
    return np.zeros(n) + a


def arange_of_scalar(a, n):  # noqa: ANN001, ANN201
    return np.arange(n) * 2 + a


def column_slice(b, c):  # noqa: ANN001, ANN201
    return b[:, 1:] - c[::3, None]


def maximum_astype(a, c):  # noqa: ANN001, ANN201
    return np.maximum(a, c[::2]).astype(np.float32)


def length_through_local(a, c):  # noqa: ANN001, ANN201
    m = len(c)
    return a + c[m - 1:]


def diff_then_where(a, b):  # noqa: ANN001, ANN201
    cond = np.diff(a, axis=1).all(axis=0, keepdims=True) > 0  # (1, n - 1): 1 where n == 2
    return np.where(cond, b, -b)


def reshape_of_scalar(a, n):  # noqa: ANN001, ANN201
    return a.reshape(n, -1) + np.ones((3, 1))


def gather_stepped(x, r, c):  # noqa: ANN001, ANN201
    return x[r[::2], c]  # index arrays broadcast: r[::2] of a 2-element r has extent 1


# --- the fuzzer's own cases (front-end fuzzer, seed 12), trimmed to the statement at issue

def fuzz_seed12_case7(a):  # noqa: ANN001, ANN201
    a[:, :] = np.maximum(0.5, a[:, :2, 1::2])  # a[:, :2, 1::2] of a (5, 1, 3) array: (5, 1, 1)


def fuzz_seed12_case23(a, c):  # noqa: ANN001, ANN201
    for i in range(a.shape[0]):  # noqa: B007 - i is read after the loop, as in the case
        pass
    a -= ((i + c[:-1]) ** 2)  # c[:-1] of a 2-element c: extent 1


def fuzz_seed21_case978(a, b):  # noqa: ANN001, ANN201
    t1 = (b / (np.max(a[:-1, -1], axis=-1) - np.cumprod(b, axis=0)))
    return np.where(np.diff(np.hypot(b[-1], a[:, ::-1]), axis=1).all(axis=-2, keepdims=True)
                    > 0, ((np.where(b[:] > 0, 2, b) == 0) // b),
                    np.copysign(np.isnan(t1[::2]), np.cumprod(np.trunc(a[-2:, -1]), axis=0)))


def fuzz_seed12_case34(a, b):  # noqa: ANN001, ANN201
    t1 = np.copysign(b, np.argmin(np.argmax(a[:, -2:], axis=-1), axis=0))
    t2 = t1[-2:]
    t2 += (b <= np.arctan2(1.5, t1[-2::-1]))  # t1[-2::-1] of a 2-element t1: extent 1
    return t2, t1


CASES = [
    (reversed_step, [(np.ones(3), np.arange(2.0)), (np.ones(1), np.arange(2.0)),
                     (np.ones(3), np.arange(6.0)), (np.ones(3), np.arange(4.0))]),
    (corner_of_thin, [(np.arange(3.0).reshape(3, 1), np.arange(6.0).reshape(2, 3)),
                      (np.arange(9.0).reshape(3, 3), np.arange(4.0).reshape(2, 2))]),
    (store_stepped, [(np.zeros(4), np.arange(2.0)), (np.zeros(4), np.arange(6.0)),
                     (np.zeros(2), np.arange(3.0))]),
    (inplace_tail, [(np.ones(3), np.arange(2.0)), (np.ones(3), np.arange(4.0))]),
    (prefix_of_scalar_length, [(np.ones(3), np.arange(4.0), 1),
                               (np.ones(3), np.arange(4.0), 3),
                               (np.ones(3), np.arange(4.0), 2)]),
    (reduced_slice, [(np.arange(6.0).reshape(3, 2), np.ones(3)),
                     (np.arange(12.0).reshape(3, 4), np.ones((2, 3)))]),
    (where_of_slice, [(np.arange(2.0) + 1, np.arange(3.0)),
                      (np.arange(6.0) - 2, np.arange(3.0))]),
    (two_derived, [(np.arange(2.0), np.arange(2.0)), (np.arange(1.0), np.arange(4.0)),
                   (np.arange(5.0), np.arange(4.0))]),
    (zeros_of_scalar, [(np.ones(3), 1), (np.ones(3), 3)]),
    (arange_of_scalar, [(np.arange(3, dtype=np.int32), 1), (np.arange(3, dtype=np.int32), 3)]),
    (column_slice, [(np.arange(6.0).reshape(3, 2), np.arange(3.0)),
                    (np.arange(9.0).reshape(3, 3), np.arange(7.0))]),
    (maximum_astype, [(np.arange(6, dtype=np.int32).reshape(2, 3), np.arange(2.0)),
                      (np.arange(6, dtype=np.int32).reshape(2, 3), np.arange(5.0) - 9)]),
    (length_through_local, [(np.arange(3.0), np.arange(2.0) + 7)]),
    (diff_then_where, [(np.array([[1.0, 2.0], [0.0, 5.0]]), np.arange(3.0)),
                       (np.array([[1.0, 2.0, 4.0], [0.0, 5.0, 9.0]]), np.arange(2.0))]),
    (reshape_of_scalar, [(np.arange(4.0), 1), (np.arange(4.0), 4)]),
    (gather_stepped, [(np.arange(12.0).reshape(3, 4), np.array([2, 0]), np.array([0, 3, 1])),
                      (np.arange(12.0).reshape(3, 4), np.array([2, 0, 1, 1]),
                       np.array([0, 3]))]),
    (fuzz_seed21_case978, [(np.linspace(-2, 2, 8, dtype=np.float32).reshape(4, 2),
                            np.array([0.75, -1.5], dtype=np.float32))]),
    (fuzz_seed12_case7, [(np.linspace(-2, 2, 15, dtype=np.float32).reshape(5, 1, 3),)]),
    (fuzz_seed12_case23, [(np.arange(-36, 36, dtype=np.int64).reshape(6, 3, 4) % 5 - 2,
                           np.array([True, False]))]),
    (fuzz_seed12_case34, [(np.array([[1, -4, 3], [2, 5, -1], [0, 0, 4], [3, -2, 2]],
                                    dtype=np.int32), np.array([True, False]))]),
]


@pytest.mark.parametrize("fn, calls", CASES, ids=[f.__name__ for f, _ in CASES])
def test_runtime_unit_extent_broadcasts_like_numpy(fn, calls) -> None:  # noqa: ANN001
    for args in calls:
        _compare(fn, *args)


def test_one_jit_object_switches_between_the_specializations() -> None:
    """The generic code and the unit-extent code come from one object, in any order: each
    module's entry refuses the other's arguments (NotImplemented), so a call never runs code
    compiled on a premise its arguments break."""
    f = loopcraft.jit(reversed_step)
    a3, c2, c6 = np.arange(3.0), np.arange(2.0) + 10, np.arange(6.0) + 10
    for c in (c6, c2, c6, c2):
        assert_same(f(a3, c), reversed_step(a3, c))
    specs = f.specializations
    assert len(specs) == 2
    generic = next(s for s in specs if not s.program.unit_extents)
    unit = next(s for s in specs if s.program.unit_extents)
    assert generic.program.broadcast_extents == unit.program.unit_extents
    assert generic.module.run(a3, c2) is NotImplemented
    assert unit.module.run(a3, c6) is NotImplemented
    assert_same(unit.module.run(a3, c2), reversed_step(a3, c2))


def test_equal_extents_keep_the_affine_loop() -> None:
    """The fix costs the equal-extent case nothing per element: its loop reads ``c`` at an
    affine index (no ``extent == 1 ? 0 : i`` select); only the entry checks the premise."""
    f = loopcraft.jit(reversed_step)
    a, c = np.arange(3.0), np.arange(6.0)
    text = f.inspect_ir(a, c)
    assert "assume max((c.shape[0] + 1) // 2, 0) != 1" in text
    assert "select" not in text
    unit_text = f.inspect_ir(a, np.arange(2.0))
    assert "assume max((c.shape[0] + 1) // 2, 0) == 1" in unit_text
    assert "c[c.shape[0] - 1]" in unit_text  # the broadcast element, read at a constant index


# --- NumPy's messages where both raise ------------------------------------------------------

def store_all(a, c):  # noqa: ANN001, ANN201
    a[:] = c


def store_after_dropping_unit(a, c):  # noqa: ANN001, ANN201
    a[1:] = c[None, :]


def add_in_place(x, c):  # noqa: ANN001, ANN201
    x += c


def add_out(a, c):  # noqa: ANN001, ANN201
    np.add(a, c, out=a)


@pytest.mark.parametrize("fn, args", [
    (store_all, (np.zeros(3), np.zeros(2))),
    (store_after_dropping_unit, (np.zeros(3), np.zeros(3))),
    (store_stepped, (np.zeros(2), np.arange(3.0))),
    (add_in_place, (np.zeros(1), np.zeros(2))),
    (add_out, (np.zeros(1), np.zeros(2))),
    (reversed_step, (np.ones(4), np.arange(3.0))),
], ids=["store", "store-dropped-unit", "store-derived-unit", "in-place", "out", "operands"])
def test_broadcast_errors_say_what_numpy_says(fn, args) -> None:  # noqa: ANN001
    with pytest.raises(ValueError) as want:
        fn(*[a.copy() for a in args])
    with pytest.raises(ValueError) as got:
        loopcraft.jit(fn)(*[a.copy() for a in args])
    assert str(got.value) == str(want.value)
