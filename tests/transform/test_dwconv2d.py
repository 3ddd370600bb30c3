"""dwconv2d (depthwise conv2d): the vectorized kernel per ISA and the loops equal a NumPy
reference with strides, padding, odd widths, batches, bias, ReLU and strided operands; a shape
mismatch raises ``ValueError``; malformed calls and a BLAS implementation are refused."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.errors import ImplementationError, NotApplicableError
from loopcraft.ir import nodes as ir
from loopcraft.ir.parser import parse_program
from loopcraft.libops.depthwise import dwconv2d_call
from loopcraft.libops.microkernel import supported_isas
from loopcraft.transform import Step
from sampling import isa_cases

from .util import run

_T = {"float32": "f32", "float64": "f64"}


def reference(x, w, bias, stride, pad, relu) -> np.ndarray:
    """Tap by tap in float64 on the zero-padded input."""
    (sh, sw), (ph, pw) = stride, pad
    r_, s_ = w.shape[2:]
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (ph, ph), (pw, pw)))
    ho, wo = (xp.shape[2] - r_) // sh + 1, (xp.shape[3] - s_) // sw + 1
    out = np.zeros((x.shape[0], x.shape[1], ho, wo))
    for r in range(r_):
        for s in range(s_):
            out += (xp[:, :, r:r + (ho - 1) * sh + 1:sh, s:s + (wo - 1) * sw + 1:sw]
                    * w[None, :, 0, r, s, None, None])
    if bias is not None:
        out += bias[None, :, None, None]
    return np.maximum(out, 0) if relu else out


def program(dtype: str, bias: bool, stride, pad, relu: bool, layout: str = "C") -> ir.Program:
    t = _T[dtype]
    params = (f"x: array({t}, 4d, {layout}), w: array({t}, 4d, C), "
              + (f"b: array({t}, 1d, C), " if bias else "") + f"out: array({t}, 4d, {layout})")
    p = parse_program(f"def dw({params}):\n    pass\n")
    return ir.replace(p, body=ir.Block((dwconv2d_call("out", "x", "w", "b" if bias else None,
                                                      stride, pad, relu),)))


def operands(dtype: str, n: int, c: int, h: int, w: int, k: int, seed: int = 0):
    """Small integers: every sum is exact, so the kernel equals the reference bit for bit."""
    rng = np.random.default_rng(seed)
    return (rng.integers(-4, 5, (n, c, h, w)).astype(dtype),
            rng.integers(-3, 4, (c, 1, k, k)).astype(dtype),
            rng.integers(-9, 10, c).astype(dtype))


#: (N, C, H, W, kernel, stride, padding, bias, relu)
SHAPES = [
    (2, 3, 9, 21, 3, (1, 1), (1, 1), True, False),   # rows longer than a vector, odd
    (1, 4, 11, 13, 3, (2, 2), (1, 1), False, True),  # stride 2, ReLU
    (1, 2, 7, 7, 5, (1, 2), (2, 0), True, False),    # 5x5, mixed strides and padding
    (1, 3, 6, 2, 3, (1, 1), (1, 1), False, False),   # rows of 2: the scalar write-back
    (2, 16, 32, 31, 3, (1, 1), (1, 1), True, True),  # over 2e5 multiply-adds: threads
    # the direct AVX-512 float32 kernel (dwconv2d_direct.h): 16-lane column chunks, masks
    (1, 5, 13, 40, 3, (2, 2), (1, 1), True, True),   # stride 2 over two chunks (wo 20)
    (1, 3, 17, 33, 5, (2, 2), (2, 2), True, False),  # 5x5 at stride 2: the generic taps
    (1, 2, 5, 16, 3, (1, 1), (0, 0), False, True),   # no padding, wo 14
    (1, 2, 6, 34, 3, (1, 1), (1, 1), True, False),   # three chunks, the last 2 lanes wide
    (1, 3, 1, 1, 3, (1, 1), (1, 1), True, True),     # one pixel: every tap but one padding
    (3, 7, 7, 7, 3, (1, 1), (1, 1), True, True),     # 7x7 (rows 4 at a time, a tail of 3)
]


def check(dtype: str, shape, impl: str, **options) -> None:
    n, c, h, w_, k, stride, pad, bias, relu = shape
    x, w, b = operands(dtype, n, c, h, w_, k)
    want = reference(x, w, b if bias else None, stride, pad, relu)
    q = Step("implement", "dwconv2d#0", impl=impl, **options).apply(
        program(dtype, bias, stride, pad, relu))
    out = np.full(want.shape, np.nan, dtype)  # every element must be written
    got = run(q, x, w, *((b,) if bias else ()), out)[-2]
    np.testing.assert_array_equal(got, want.astype(dtype))


#: the loops expansion emits the same nests for both dtypes (only the C type differs):
#: float32 runs in make test-slow; the micro-kernel runs both (float32 has its own direct
#: AVX-512 kernel, float64 the generic one)
@pytest.mark.parametrize("impl,dtype", [
    ("microkernel", "float32"), ("microkernel", "float64"),
    pytest.param("loops", "float32", marks=pytest.mark.slow), ("loops", "float64")])
def test_implementations_equal_numpy(impl: str, dtype: str) -> None:
    for shape in SHAPES:
        check(dtype, shape, impl)


@pytest.mark.parametrize("isa", isa_cases(["avx512", "avx2", "generic"]))
def test_every_microkernel_isa(isa: str) -> None:
    if isa not in supported_isas():
        pytest.skip(f"this CPU has no {isa}")
    for dtype in ("float32", "float64"):
        check(dtype, SHAPES[0], "microkernel", isa=isa)


def test_strided_operands() -> None:
    """x and out as views with gaps between elements: the kernel takes any strides."""
    x, w, b = operands("float32", 2, 3, 9, 18, 3)
    xv = x[:, :, :, ::2]
    want = reference(xv, w, b, (1, 1), (1, 1), False).astype(np.float32)
    q = Step("implement", "dwconv2d#0", impl="microkernel").apply(
        program("float32", True, (1, 1), (1, 1), False, layout="A"))
    big = np.zeros(want.shape[:3] + (2 * want.shape[3],), np.float32)
    np.testing.assert_array_equal(run(q, xv, w, b, big[:, :, :, ::2])[-2], want)


@pytest.mark.parametrize("impl", ["microkernel", "loops"])
def test_mismatched_shapes_raise(impl: str) -> None:
    x, w, b = operands("float64", 1, 3, 8, 8, 3)
    q = Step("implement", "dwconv2d#0", impl=impl).apply(
        program("float64", True, (1, 1), (0, 0), False))
    with pytest.raises(ValueError, match="dwconv2d"):
        run(q, x, w, b, np.zeros((1, 3, 6, 5)))  # 6 x 6 would be right


def test_malformed_calls_and_blas_are_refused() -> None:
    p = program("float32", True, (1, 1), (0, 0), False)
    with pytest.raises(NotApplicableError, match="mc, kc and nc are the GEMM micro-kernel"):
        Step("implement", "dwconv2d#0", impl="microkernel", mc=8).apply(p)
    with pytest.raises(ImplementationError, match="blas"):
        Step("implement", "dwconv2d#0", impl="blas").apply(p)
    ints = parse_program("def dw(x: array(i64, 4d, C), w: array(i64, 4d, C), "
                         "out: array(i64, 4d, C)):\n    pass\n")
    ints = ir.replace(ints, body=ir.Block((dwconv2d_call("out", "x", "w"),)))
    with pytest.raises(NotApplicableError, match="dwconv2d takes float32 or float64"):
        Step("implement", "dwconv2d#0", impl="microkernel").apply(ints)
