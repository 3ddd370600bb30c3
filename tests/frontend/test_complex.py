"""complex64 / complex128 against NumPy 2 itself: arithmetic (NumPy's product, quotient and
integer powers), the parts, ``abs`` (hypot-accurate), the math functions, NEP 50 promotion of
``1j``, reductions (OpenMP on complex accumulators), products, creation, casts, linear
solves, scalar arguments and results, the IR text form, and the refusals.

Cheap by construction: one compiled function returns many results, each compared with NumPy's
(values within rounding, and the dtype exactly).
"""

from __future__ import annotations

import json
import math
import warnings

import numpy as np
import pytest

import loopcraft
from loopcraft.analysis.features import embed, nest_features
from loopcraft.errors import UnsupportedSyntaxError
from loopcraft.ir import format_program, parse_program
from loopcraft.tuning.model.simulator import describe_args

#: relative tolerance by dtype: FMA contraction and libm vs NumPy's transcendentals differ
#: in the last bits
RTOL = {np.dtype(np.complex128): 1e-12, np.dtype(np.float64): 1e-12,
        np.dtype(np.complex64): 2e-5, np.dtype(np.float32): 2e-5}


def same(got: object, ref: object, where: str = "") -> None:
    """The same dtype and shape as NumPy's, the values within rounding (NaNs alike)."""
    g, r = np.asarray(got), np.asarray(ref)
    assert g.dtype == r.dtype, (where, g.dtype, r.dtype)
    assert g.shape == r.shape, (where, g.shape, r.shape)
    rtol = RTOL.get(r.dtype, 0)
    np.testing.assert_allclose(g, r, rtol=rtol, atol=rtol * 1e-3, equal_nan=True,
                               err_msg=where)


def same_all(got: tuple, ref: tuple) -> None:
    assert len(got) == len(ref)
    for k, (g, r) in enumerate(zip(got, ref, strict=True)):
        same(g, r, f"result {k}")


def numpy_ref(f, *args):
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return f(*args)


def crand(r: np.random.Generator, *shape: int, dtype: str = "complex128") -> np.ndarray:
    return (r.standard_normal(shape) + 1j * r.standard_normal(shape)).astype(dtype)


def arith(a, b, s):
    """Arithmetic and comparisons of complex arrays ``a``, ``b`` and a scalar ``s``."""
    return (a + b, a - b, a * b, a / b, -a, a * s, s / a, a * 2.5, 3 - a, a * 1j,
            a ** 2, a ** 3, a ** 5, a ** -2, a ** 0, a ** b, a ** 0.5,
            a == b, a != b, a == a)


def functions(a, b):
    """The parts, ``abs``, math functions and reductions of complex arrays."""
    return (abs(a), np.abs(a), np.absolute(b), np.conj(a), np.conjugate(b), a.conj(),
            a.real, a.imag, np.real(b), np.imag(b), np.angle(a), np.angle(b, deg=True),
            np.exp(a), np.log(a), np.sqrt(a), np.sin(a), np.cos(b), np.tanh(a), np.log10(a),
            np.isfinite(a / (b - b)), np.isnan(a),
            np.sum(a), np.prod(a[0]), np.mean(a), a.sum(axis=0), np.mean(b, axis=1))


@pytest.mark.parametrize("dtype", [
    "complex128",
    pytest.param("complex64", marks=pytest.mark.slow),  # complex64 also in the promotion test
])
def test_arithmetic_parts_functions_reductions(dtype: str) -> None:
    r = np.random.default_rng(1)
    a, b = crand(r, 5, 6, dtype=dtype), crand(r, 5, 6, dtype=dtype)
    b[0, 0] = a[0, 0]  # a == b somewhere
    s = np.dtype(dtype).type(0.5 - 1.5j)
    same_all(loopcraft.jit(arith)(a, b, s), numpy_ref(arith, a, b, s))
    same_all(loopcraft.jit(functions)(a, b), numpy_ref(functions, a, b))


def promotion(f32, f16, i8, c64, c128, x):
    """NEP 50: Python complex literals are weak (``float32 * 1j`` is complex64)."""
    return (f32 * 1j, f16 + 2j, i8 * 1j, c64 * 2.0, c64 + 1, c64 * x, c64 + c128, f32 + c64,
            i8 + c64, c64 * np.float64(2.0), 1j * 1j, complex(x, 2.0), complex(x),
            abs(c64), np.abs(f32 * 1j), (c64 / 2).real, np.imag(f32), np.angle(f32 - 0.5))


def test_promotion_of_complex() -> None:
    r = np.random.default_rng(2)
    f32 = r.standard_normal(4).astype(np.float32)
    f16 = f32.astype(np.float16)
    i8 = np.arange(-2, 2, dtype=np.int8)
    c64, c128 = crand(r, 4, dtype="complex64"), crand(r, 4)
    same_all(loopcraft.jit(promotion)(f32, f16, i8, c64, c128, 1.5),
             numpy_ref(promotion, f32, f16, i8, c64, c128, 1.5))


def creation(n, z, w):
    """Creation with complex dtypes, casts, element stores and a complex scalar result."""
    out = np.zeros((n, 2), dtype=np.complex128)
    ones = np.ones(n, dtype=np.complex64)
    e = np.empty(n, dtype=complex)
    for i in range(n):
        out[i, 0] = complex(i, -i)
        out[i, 1] = z * i
        e[i] = w
    x = out.astype(np.complex64)
    acc = 0j
    for i in range(n):
        acc += out[i, 0] * w
    return (out, ones, e, x, x.astype(np.complex128), out[:, 0].real.astype(np.float32), acc, z,
            x.astype(np.float64), np.full(n, 1j), np.zeros_like(out))


def test_creation_casts_scalars() -> None:
    f = loopcraft.jit(creation)
    for z, w in ((1.5 - 2j, np.complex64(0.5 + 1j)), (np.complex128(-1j), np.complex64(2))):
        same_all(f(4, z, w), numpy_ref(creation, 4, z, w))


def extremes(z, w):
    """``abs`` without overflow or underflow (hypot), Smith's quotient, a parallel sum."""
    return np.abs(z), z / w, w / z, np.sum(z * 1e-300), np.mean(w), z[:3] ** -1


def test_magnitudes_and_parallel_reduction() -> None:
    """NumPy's abs is hypot-accurate and its quotient scales: a naive formula would give inf
    or 0 on these; the 2e5-element sum runs as an OpenMP reduction on a complex value."""
    r = np.random.default_rng(3)
    z, w = crand(r, 200_000), crand(r, 200_000)
    z[:4] = [3e300 + 4e300j, 3e-300 - 4e-300j, 1e200 + 1e-200j, -0.0 + 0.0j]
    w[:4] = [1e-300 + 1e300j, 2e-310 + 1e-310j, 1e200 + 1e200j, 1 + 1j]
    f = loopcraft.jit(extremes, num_threads=2)
    same_all(f(z, w), numpy_ref(extremes, z, w))


def linalg(a, b):
    return (np.linalg.solve(a, b), np.linalg.inv(a), np.linalg.det(a), a @ b, np.dot(a[0], a[1]),
            b[:, 0] @ b[:, 1], np.vdot(a[0], a[1]), np.linalg.norm(b), np.linalg.norm(a, axis=1))


def test_linear_algebra() -> None:
    """Products call BLAS's zgemm (the float micro-kernel refuses complex), ``np.vdot``
    conjugates its first argument, norms square both parts, LU pivots by |re| + |im|."""
    r = np.random.default_rng(4)
    a = crand(r, 6, 6) + 4 * np.eye(6)
    b = crand(r, 6, 3)
    same_all(loopcraft.jit(linalg)(a, b), numpy_ref(linalg, a, b))


def complex_ir(a):
    return a * (1 - 2j) + complex(a[0].real, -np.inf), np.angle(a)


def test_ir_text_round_trip() -> None:
    """Complex constants print as ``complex(re, im)``, complex calls as ``__call__``; the text
    reads back to an equal program."""
    program = loopcraft.jit(complex_ir).lowered(np.ones(3, np.complex64))
    text = format_program(program)
    assert "complex(1.0, -2.0)" in text and '__call__("complex"' in text, text
    assert parse_program(text) == program


def less(a, b):
    return a < b


def maximum(a, b):
    return np.maximum(a, b)


def floor_div(a, b):
    return a // b


def invert(a, b):
    return ~a


def floor(a, b):
    return np.floor(a)


def inverse_cbrt(a, b):
    return np.cbrt(a)


def grid_points(a, b):
    return np.mgrid[0:1:5j]


def sort(a, b):
    return np.sort(a)


def math_exp(a, b):
    return math.exp(a[0])


def fabs(a, b):
    return np.fabs(a)


def largest(a, b):
    return np.max(a)


def set_real(a, b):
    a.real[1:] = 1.0


@pytest.mark.parametrize("fn, words", [
    (less, "`<` of complex numbers"), (maximum, "`max` of complex"),
    (floor_div, "`//` of complex"), (invert, "`~` of a complex128"),
    (floor, "floor() of a complex number"), (inverse_cbrt, "cbrt() of a complex number"),
    (grid_points, "np.mgrid/np.ogrid with a complex step"), (sort, "`<` of complex numbers"),
    (largest, "`max` of complex numbers"), (set_real, "stores into the real part"),
    (math_exp, "math.exp of a complex number"), (fabs, "np.fabs of complex numbers"),
])
def test_refusals(fn, words: str) -> None:
    """What NumPy refuses (or orders lexicographically) is a clear error naming the line."""
    a = np.ones(3, np.complex128)
    with pytest.raises(UnsupportedSyntaxError, match="(?s)" + words.replace("(", r"\(")
                       .replace(")", r"\)") + ".*test_complex.py"):
        loopcraft.jit(fn)(a, a)


def escape(z, c, n):
    """Mandelbrot's masked update (NPBench's mandelbrot1), and selections through two masks."""
    for _ in range(n):
        m = np.abs(z) < 2.0
        z[m] = z[m] ** 2 + c[m]
    other = m.copy()
    w = c.copy()
    w[m] = 2 * z[m] - c[other]  # another mask array: compacted, in selection order
    return z, w


def test_masked_arithmetic_in_place() -> None:
    """``z[m] = z[m] ** 2 + c[m]`` computes where ``m`` holds, without compacting each
    selection into a temporary (no ``_select`` loop for it)."""
    r = np.random.default_rng(5)
    z0, c = crand(r, 4, 5) * 0.5, crand(r, 4, 5)
    f = loopcraft.jit(escape)
    same_all(f(z0.copy(), c, 3), numpy_ref(escape, z0.copy(), c, 3))
    text = format_program(f.lowered(z0.copy(), c, 3))
    assert text.count("_select_d0") == 3, text  # all for ``w`` (two operands, the store)


def dft(x, r):
    """A DFT matrix from ``np.mgrid`` (NPBench's stockham_fft) and ``np.ogrid``'s open grid."""
    i, j = np.mgrid[0:r, 0:r]
    w = np.exp(-2.0j * np.pi * i * j / r)
    a, b = np.ogrid[1:r + 1, 0:6:2]
    return w @ x, a * b + 0.5j, np.mgrid[2:r:2], np.mgrid[0:1:0.25, 0:r][0]


def test_index_grids() -> None:
    x = crand(np.random.default_rng(6), 4)
    same_all(loopcraft.jit(dft)(x, 4), numpy_ref(dft, x, 4))


def many_axes(g, d, idx):
    """5- and 6-d complex arguments and results; NPBench's scattering_self_energies' update."""
    s = np.zeros(g.shape, dtype=np.complex128)
    for k in range(g.shape[0]):
        for a in range(idx.shape[0]):
            s[k, 0, a] += (g[k, 1, idx[a, 0]] * d[k, 0, a, 0, 0, 0]) @ g[k, 0, a]
    return g * 1j + 1, d.sum(axis=5), s


def test_more_than_four_axes() -> None:
    r = np.random.default_rng(7)
    g, d = crand(r, 2, 2, 3, 2, 2), crand(r, 2, 1, 3, 1, 2, 2)
    idx = np.array([[1, 0], [2, 1], [0, 2]], dtype=np.int32)
    same_all(loopcraft.jit(many_axes)(g, d, idx), numpy_ref(many_axes, g, d, idx))


def test_tuner_views_of_complex_programs() -> None:
    """The cost model's features and the argument descriptions the recipe database stores
    (JSON) take complex programs and scalars: a complex scalar is no count, its value unknown."""
    args = (4, np.complex128(1.5 - 2j), np.complex64(0.5 + 1j))
    call = loopcraft.jit(creation).specialize(args, compile=False)
    features = nest_features(call.lowered, call.args)
    assert features and all(np.isfinite(embed(n)).all() for n in features)
    assert json.loads(json.dumps(describe_args(call.args))) == [{"value": 4}, {}, {}]
