"""Small and unsigned integers and float16 against NumPy 2 itself: promotion (``np.result_type``,
NEP 50 Python scalars), wrap-around, shifts, floor division, casts, comparisons between signed
and unsigned, reductions, and float16 as a storage type rounded after every operation.

Cheap by construction: one compiled function per dtype returns every operation's result, and
each result is compared exactly (values and dtype) with NumPy's.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import loopcraft
from loopcraft.errors import UnsupportedSyntaxError

INTS = ("int8", "int16", "uint8", "uint16", "uint32", "uint64")


def same(got: object, ref: object) -> None:
    """Exact agreement with NumPy: the same dtype and the same values (NaNs alike)."""
    g, r = np.asarray(got), np.asarray(ref)
    assert g.dtype == r.dtype, (g.dtype, r.dtype)
    assert g.shape == r.shape, (g.shape, r.shape)
    assert np.array_equal(g, r, equal_nan=r.dtype.kind == "f"), (g, r)


def same_all(got: tuple, ref: tuple) -> None:
    assert len(got) == len(ref)
    for k, (g, r) in enumerate(zip(got, ref, strict=True)):
        try:
            same(g, r)
        except AssertionError as exc:
            raise AssertionError(f"result {k}: {exc}") from None


def numpy_ref(f, *args):
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return f(*args)


def int_arith(a, b, s, k):
    """Integer arithmetic and bit operations on arrays ``a``, ``b``, scalar ``s`` (all one
    dtype) and shift counts ``k``."""
    return (a + b, a - b, a * b, a // b, a % b, -a, ~a, a & b, a | b, a ^ b,
            a << 3, a >> 2, a << k, a >> k, np.left_shift(a, 1), np.right_shift(b, 1),
            np.abs(a), np.sign(a), np.maximum(a, b), np.minimum(a, s), a ** 2,
            a + 1, a * 3, 7 - a, a // 3, a % 5, a + s, a * s, np.fmod(a, b))


def int_compare_reduce(a, b, s):
    return (a < b, a == s, a > 1, a < 300, a != -1,
            np.sum(a), np.prod(b[:3]), a.max(), a.min(), np.argmax(a), np.cumsum(a),
            np.mean(a), np.sqrt(b), s + s, s * s, a[2] + a[3], b.sum(axis=0))


@pytest.fixture(scope="module")
def int_kernels():
    return loopcraft.jit(int_arith), loopcraft.jit(int_compare_reduce)


# two compiles per dtype: make test runs int8 and uint64 (narrow signed, wide unsigned; the
# other kernels use uint8, uint16 and uint32), make test-slow the others
@pytest.mark.sample(every=6, keep=("uint64",))
@pytest.mark.parametrize("dtype", INTS)
def test_integer_operations_match_numpy(int_kernels, dtype: str) -> None:
    info = np.iinfo(dtype)
    r = np.random.default_rng(7)
    a = r.integers(info.min, info.max, 24, dtype=dtype, endpoint=True)
    b = r.integers(info.min, info.max, 24, dtype=dtype, endpoint=True)
    a[:4] = [info.min, info.max, 0, info.max]
    b[:6] = [0, 0, 1, info.max, 3, info.min]  # zero divisors: NumPy gives 0 with a warning
    if info.min < 0:
        a[5], b[5] = info.min, -1  # MIN // -1 wraps to MIN, MIN % -1 is 0
    bits = 8 * np.dtype(dtype).itemsize
    # shift counts past the width (and negative ones) shift every bit out, as NumPy does
    k = r.integers(max(info.min, -2), bits + 3, 24).astype(dtype)
    s = np.dtype(dtype).type(info.max // 3)
    arith, compare_reduce = int_kernels
    same_all(arith(a, b, s, k), numpy_ref(int_arith, a, b, s, k))
    same_all(compare_reduce(a, b, s), numpy_ref(int_compare_reduce, a, b, s))


def mixed_ops(u8, i8, u16, i16, u32, i32, i64, u64, f16, f32):
    return (u8 + i8, u8 * i16, u16 - i8, u32 + i32, u32 * i8, i64 + u64, u8 + f16, i16 * f16,
            i8 + f32, f16 * f32, u8 / u8, f16 + 1.5, u64 // u8, i64 > u64, u64 <= i64,
            i64 == u64, np.maximum(u8, i8), np.where(i8 < 0, u8, i8), u8 & i8, u16 | i16,
            u8 < -1, u64 >= 0, u64 < 2**64 - 1, -3 < u32, u64 & 0xFFFF_FFFF_FFFF_FFFF)


def test_mixed_dtypes_promote_as_numpy_does() -> None:
    """``np.result_type`` for every pair, int64 with uint64 to float64 in arithmetic, exact
    comparisons between them (NumPy 2 compares by value, not in float64), and Python ints
    compared with a NumPy integer they do not fit."""
    r = np.random.default_rng(3)
    n = 6

    def ints(dt):
        info = np.iinfo(dt)
        return r.integers(info.min, info.max, n, dtype=dt, endpoint=True)

    i64 = np.array([2**63 - 1, -1, 0, 5, -(2**63), 7], np.int64)
    u64 = np.array([2**63, 2**64 - 1, 0, 5, 3, 2**63 - 1], np.uint64)
    u8 = ints("uint8")
    u8[0] = 0
    args = (u8, ints("int8"), ints("uint16"), ints("int16"), ints("uint32"), ints("int32"),
            i64, u64, (r.random(n) * 8).astype(np.float16), r.random(n).astype(np.float32))
    same_all(loopcraft.jit(mixed_ops)(*args), numpy_ref(mixed_ops, *args))


def half_ops(x, y, h, n):
    acc = np.float16(0)
    for i in range(n):
        acc += x[0, i] * h  # a float16 scalar: rounded after every operation
    return (x + y, x * y + x, x / 3, (x - y) * 0.1, np.sqrt(np.abs(x)), np.exp(y / 8), -x,
            x > y, np.maximum(x, y), x // 0.75, x % 0.75, x.astype(np.float32) * 3,
            x * np.float32(3), x.sum(axis=1), x.sum(axis=0), x.max(axis=0), x.mean(axis=1),
            x.mean(axis=0), np.sum(x), np.mean(x), x.min(), np.argmin(y), acc, h * h,
            x[1, 2] + y[0, 1])


def test_float16_rounds_after_every_operation() -> None:
    """NumPy computes float16 in float32 and rounds each result: so must loopcraft. Sums keep
    NumPy's order (a float32 accumulator along the contiguous axis, the float16 output as the
    accumulator across rows); the values are multiples of 1/8 below 64, so a float32 sum is
    exact whatever its order and the comparison can be exact."""
    r = np.random.default_rng(5)
    x = (r.integers(-400, 400, (4, 7)) / 8).astype(np.float16)
    y = (r.integers(1, 400, (4, 7)) / 8).astype(np.float16)
    x[0, :3] = [1.1, 2.3, 0.7]  # not exact in float16: the products round
    args = (x, y, np.float16(1.3), 7)
    same_all(loopcraft.jit(half_ops)(*args), numpy_ref(half_ops, *args))


def casts(f, i):
    return (f.astype(np.int8), f.astype(np.uint8), f.astype(np.int16), f.astype(np.uint16),
            f.astype(np.uint32), f.astype(np.uint64), f.astype(np.float16),
            i.astype(np.int8), i.astype(np.uint8), i.astype(np.uint16), i.astype(np.uint64),
            i.astype(np.float16), np.uint8(i[0]), np.int16(f[1]), np.float16(f[2]),
            np.uint32(7) + np.uint32(9), np.float16(0.1) + np.float16(0.2),
            np.zeros(3, np.uint8) + 1, np.arange(5, dtype=np.uint16), np.ones(2, np.float16))


def test_casts_wrap_and_round_as_numpy() -> None:
    f = np.array([0.0, 1.7, 100.4, 65504.0, 3e-5, 255.5, 7.25])
    i = np.array([-1, 300, 65535, 70000, -129, 2**40 + 5, 12], np.int64)
    same_all(loopcraft.jit(casts)(f, i), numpy_ref(casts, f, i))


# ----------------------------------------------------------------------------- kernels


def crc16(data, poly):
    """CRC-16 (NPBench's crc16): uint16 shifts and xor, bit by bit."""
    crc = np.uint16(0xFFFF)
    for i in range(data.shape[0]):
        cur = np.uint16(data[i])
        for _ in range(8):
            if (crc & 0x0001) ^ (cur & 0x0001):
                crc = (crc >> 1) ^ poly
            else:
                crc >>= 1
            cur >>= 1
    crc = ~crc & 0xFFFF
    crc = (crc << 8) | ((crc >> 8) & 0xFF)
    return crc & 0xFFFF


def test_crc16() -> None:
    data = np.random.default_rng(1).integers(0, 256, 200, dtype=np.uint8)
    poly = np.uint16(0x8408)
    same(loopcraft.jit(crc16)(data, poly), crc16(data, poly))


def spmv(A_row, A_col, A_val, x):
    """Sparse matrix-vector product in CSR form with uint32 row pointers and column indices."""
    y = np.empty(A_row.size - 1, A_val.dtype)
    for i in range(A_row.size - 1):
        cols = A_col[A_row[i]:A_row[i + 1]]
        vals = A_val[A_row[i]:A_row[i + 1]]
        y[i] = vals @ x[cols]
    return y


def test_spmv_with_uint32_indices() -> None:
    r = np.random.default_rng(2)
    dense = r.random((30, 20)) * (r.random((30, 20)) < 0.2)
    rows, cols = np.nonzero(dense)
    indptr = np.searchsorted(rows, np.arange(31)).astype(np.uint32)
    args = (indptr, cols.astype(np.uint32), dense[rows, cols], r.random(20))
    got = loopcraft.jit(spmv)(*args)
    np.testing.assert_allclose(got, dense @ args[3], rtol=1e-12)
    assert got.dtype == np.float64


def image_ops(img, delta):
    """Brightness with saturation, and a histogram two ways, on a uint8 image."""
    bright = np.clip(img.astype(np.int16) + delta, 0, 255).astype(np.uint8)
    hist = np.zeros(256, np.int64)
    for i in range(img.shape[0]):
        for j in range(img.shape[1]):
            hist[img[i, j]] += 1
    return bright, hist, np.bincount(img.ravel(), minlength=256), img // 2 + img // 2


def test_uint8_image_kernels() -> None:
    img = np.random.default_rng(4).integers(0, 256, (12, 17), dtype=np.uint8)
    same_all(loopcraft.jit(image_ops)(img, 60), numpy_ref(image_ops, img, 60))


def products(A, B, v, p, q):
    return (A @ B, (A + 1) @ v, A @ v, v @ (B * 2), np.dot(v + 1, v),
            A.astype(np.int8) @ B.astype(np.int8), np.dot(p & q, q))


def test_integer_products_stay_in_their_dtype() -> None:
    """NumPy's products of small integers keep the dtype and wrap around (unlike ``np.sum``,
    which widens); a product of bools is NumPy's logical sum of logical products."""
    r = np.random.default_rng(6)
    args = (r.integers(0, 256, (5, 4), dtype=np.uint8), r.integers(0, 256, (4, 3), dtype=np.uint8),
            r.integers(0, 256, 4, dtype=np.uint8), np.array([True, False, True]),
            np.array([False, True, True]))
    same_all(loopcraft.jit(products)(*args), numpy_ref(products, *args))


# ----------------------------------------------------------------------------- refusals


def add_300(a):
    return a + 300


def huge_literal(a):
    return a + 18446744073709551616


def bincount_u64(a):
    return np.bincount(a)


def half_product(a):
    return a @ a


def uint8_300(a):
    return a + np.uint8(300)


@pytest.mark.parametrize("f, arg, message", [
    (add_300, np.ones(3, np.uint8), "Python integer 300 out of bounds for uint8"),
    (huge_literal, np.ones(3, np.uint64), "does not fit a 64-bit integer"),
    (bincount_u64, np.ones(3, np.uint64), "not uint64"),
    (half_product, np.ones((2, 2), np.float16), "matrix product of float16 arrays"),
    (uint8_300, np.ones(3, np.uint8), "Python integer 300 out of bounds for uint8"),
])
def test_refusals_name_the_construct(f, arg, message: str) -> None:
    with pytest.raises(UnsupportedSyntaxError, match=message):
        loopcraft.jit(f)(arg)
