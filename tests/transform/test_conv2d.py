"""conv2d: every implementation (loops, the direct micro-kernel per ISA, im2col + BLAS) equals
a NumPy reference on shapes with strides, padding, remainders, batches, bias and ReLU;
malformed calls are refused; ``recognize(op="conv2d")`` turns the corpus' explicit-loop
convolution into the library call and refuses other nests with the reason."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.errors import InvalidParameterError, NotApplicableError
from loopcraft.ir import nodes as ir
from loopcraft.ir.parser import parse_program
from loopcraft.ir.verify import verify
from loopcraft.ir.walk import walk_stmts
from loopcraft.libops.conv2d import conv2d_call
from loopcraft.libops.microkernel import supported_isas
from loopcraft.transform import Step, get_transformation
from loopcraft_bench.corpus.ml import conv2d_nchw
from sampling import isa_cases

from .util import lowered, roundtrip, run

_T = {"float32": "f32", "float64": "f64"}


def reference(x, w, bias, stride, pad, relu) -> np.ndarray:
    """Tap by tap in float64 on the zero-padded input."""
    (sh, sw), (ph, pw) = stride, pad
    _, _, r_, s_ = w.shape
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (ph, ph), (pw, pw)))
    ho = (xp.shape[2] - r_) // sh + 1
    wo = (xp.shape[3] - s_) // sw + 1
    out = np.zeros((x.shape[0], w.shape[0], ho, wo))
    for r in range(r_):
        for s in range(s_):
            patch = xp[:, :, r:r + (ho - 1) * sh + 1:sh, s:s + (wo - 1) * sw + 1:sw]
            out += np.einsum("nchw,kc->nkhw", patch, w[:, :, r, s].astype(np.float64))
    if bias is not None:
        out += bias[None, :, None, None]
    return np.maximum(out, 0) if relu else out


def program(dtype: str, bias: bool, stride, pad, relu: bool, layout: str = "C") -> ir.Program:
    t = _T[dtype]
    params = (f"x: array({t}, 4d, {layout}), w: array({t}, 4d, C), "
              + (f"b: array({t}, 1d, C), " if bias else "") + f"out: array({t}, 4d, {layout})")
    p = parse_program(f"def conv({params}):\n    pass\n")
    return ir.replace(p, body=ir.Block((conv2d_call("out", "x", "w", "b" if bias else None,
                                                    stride, pad, relu),)))


def operands(dtype: str, n: int, c: int, h: int, w: int, k: int, r: int, s: int,
             seed: int = 0) -> tuple[np.ndarray, ...]:
    """Small integers: every sum is exact in float32, so any summation order gives the
    reference bit for bit."""
    rng = np.random.default_rng(seed)
    return (rng.integers(-4, 5, (n, c, h, w)).astype(dtype),
            rng.integers(-3, 4, (k, c, r, s)).astype(dtype),
            rng.integers(-9, 10, k).astype(dtype))


#: (N, C, H, W, K, R, S, stride, padding, bias, relu)
SHAPES = [
    (1, 3, 10, 10, 4, 3, 3, (1, 1), (0, 0), True, False),
    (2, 5, 9, 11, 11, 3, 3, (2, 2), (1, 1), True, True),     # K % tile, N > 1, stride 2
    (1, 4, 7, 8, 9, 3, 2, (1, 2), (1, 0), False, True),      # mixed strides / padding
    (2, 17, 13, 12, 13, 1, 1, (1, 1), (0, 0), True, False),  # 1x1
    (1, 2, 5, 6, 3, 5, 5, (1, 1), (2, 2), False, False),     # 5x5, padding 2
    (1, 3, 7, 7, 2, 3, 3, (3, 3), (1, 1), True, True),       # stride 3
    (2, 16, 24, 23, 20, 3, 3, (1, 1), (1, 1), True, True),   # large enough for threads
    (1, 8, 4, 5, 37, 3, 3, (1, 1), (1, 1), True, True),      # more weights than input:
]                                                             # the kernel's panel-major order


def check(dtype: str, shape, impl: str, **options) -> None:
    n, c, h, w_, k, r, s, stride, pad, bias, relu = shape
    x, w, b = operands(dtype, n, c, h, w_, k, r, s)
    want = reference(x, w, b if bias else None, stride, pad, relu)
    p = program(dtype, bias, stride, pad, relu)
    q = Step("implement", "conv2d#0", impl=impl, **options).apply(p)
    verify(q)
    roundtrip(q)
    out = np.full(want.shape, np.nan, dtype)  # every element must be written
    got = run(q, x, w, *((b,) if bias else ()), out)[-2]
    np.testing.assert_array_equal(got, want.astype(dtype))


@pytest.mark.sample(every=3)
@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s[:7])))
@pytest.mark.parametrize("impl", ["loops", "microkernel", "blas"])
def test_implementations_equal_numpy(impl: str, shape, dtype: str) -> None:
    check(dtype, shape, impl)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("isa", isa_cases(["avx512", "avx2", "generic"]))
def test_every_microkernel_isa(isa: str, dtype: str) -> None:
    if isa not in supported_isas():
        pytest.skip(f"this CPU has no {isa}")
    for shape in (SHAPES[1], SHAPES[6]):
        check(dtype, shape, "microkernel", isa=isa)


@pytest.mark.parametrize("impl", ["microkernel", "blas", "loops"])
def test_strided_operands(impl: str) -> None:
    """x and out as views with gaps between elements: the kernels take any strides."""
    x, w, b = operands("float32", 2, 3, 9, 18, 5, 3, 3)
    xv = x[:, :, :, ::2]
    want = reference(xv, w, b, (1, 1), (1, 1), False).astype(np.float32)
    q = Step("implement", "conv2d#0", impl=impl).apply(
        program("float32", True, (1, 1), (1, 1), False, layout="A"))
    big = np.zeros(want.shape[:3] + (2 * want.shape[3],), np.float32)
    run_out = run(q, xv, w, b, big[:, :, :, ::2])[-2]
    np.testing.assert_array_equal(run_out, want)


@pytest.mark.parametrize("impl", ["loops", "microkernel", "blas"])
def test_mismatched_shapes_raise(impl: str) -> None:
    x, w, b = operands("float64", 1, 3, 8, 8, 4, 3, 3)
    q = Step("implement", "conv2d#0", impl=impl).apply(
        program("float64", True, (1, 1), (0, 0), False))
    with pytest.raises(ValueError, match="conv2d"):
        run(q, x, w, b, np.zeros((1, 4, 7, 6)))  # 6 x 6 would be right


def test_malformed_calls_are_refused() -> None:
    p = program("float32", True, (1, 1), (0, 0), False)
    with pytest.raises(NotApplicableError, match="mc, kc and nc are the GEMM micro-kernel"):
        Step("implement", "conv2d#0", impl="microkernel", mc=8).apply(p)
    with pytest.raises(NotApplicableError, match="isa='sse9' is not one of"):
        Step("implement", "conv2d#0", impl="microkernel", isa="sse9").apply(p)
    ints = parse_program("def conv(x: array(i64, 4d, C), w: array(i64, 4d, C), "
                         "out: array(i64, 4d, C)):\n    pass\n")
    ints = ir.replace(ints, body=ir.Block((conv2d_call("out", "x", "w"),)))
    for impl in ("loops", "microkernel", "blas"):
        with pytest.raises(NotApplicableError, match="float32 or float64 operands"):
            Step("implement", "conv2d#0", impl=impl).apply(ints)
    with pytest.raises(InvalidParameterError):
        Step("implement", "conv2d#0", impl="im2col").apply(p)


# ---------------------------------------------------------------------------- recognition


def conv_stride2(x, w, bias, out):
    for n in range(out.shape[0]):
        for i in range(out.shape[2]):
            for k in range(out.shape[1]):
                for j in range(out.shape[3]):
                    acc = 0.0
                    for r in range(w.shape[2]):
                        for c in range(w.shape[1]):
                            for s in range(w.shape[3]):
                                acc += w[k, c, r, s] * x[n, c, 2 * i + r, j * 2 + s]
                    out[n, k, i, j] = acc


def conv_relu(x, w, bias, out):
    for n in range(out.shape[0]):
        for k in range(out.shape[1]):
            for i in range(out.shape[2]):
                for j in range(out.shape[3]):
                    acc = bias[k]
                    for c in range(w.shape[1]):
                        for r in range(w.shape[2]):
                            for s in range(w.shape[3]):
                                acc += x[n, c, i + r, j + s] * w[k, c, r, s]
                    out[n, k, i, j] = max(acc, 0.0)


def padded_offset(x, w, bias, out):
    for n in range(out.shape[0]):
        for k in range(out.shape[1]):
            for i in range(out.shape[2]):
                for j in range(out.shape[3]):
                    acc = bias[k]
                    for c in range(w.shape[1]):
                        for r in range(w.shape[2]):
                            for s in range(w.shape[3]):
                                acc += x[n, c, i + r + 1, j + s] * w[k, c, r, s]
                    out[n, k, i, j] = acc


def acc_escapes(x, w, bias, out):
    acc = 0.0
    for n in range(out.shape[0]):
        for k in range(out.shape[1]):
            for i in range(out.shape[2]):
                for j in range(out.shape[3]):
                    acc = bias[k]
                    for c in range(w.shape[1]):
                        for r in range(w.shape[2]):
                            for s in range(w.shape[3]):
                                acc += x[n, c, i + r, j + s] * w[k, c, r, s]
                    out[n, k, i, j] = acc
    return acc


def in_place(x, w, bias):
    for n in range(x.shape[0]):
        for k in range(x.shape[1]):
            for i in range(x.shape[2] - 2):
                for j in range(x.shape[3] - 2):
                    acc = bias[k]
                    for c in range(w.shape[1]):
                        for r in range(w.shape[2]):
                            for s in range(w.shape[3]):
                                acc += x[n, c, i + r, j + s] * w[k, c, r, s]
                    x[n, k, i, j] = acc


def calls(p: ir.Program) -> list[ir.LibCall]:
    return [s for s in walk_stmts(p.body) if isinstance(s, ir.LibCall)]


@pytest.mark.parametrize("impl", ["loops", "microkernel", "blas"])
def test_corpus_convolution_is_recognized(impl: str) -> None:
    x, w, b = operands("float32", 2, 3, 10, 9, 5, 3, 2)
    p = lowered(conv2d_nchw, x, w, b)
    assert get_transformation("recognize").targets(p) == ["n"]
    q = Step("recognize", "n", op="conv2d").apply(p)
    verify(q)
    roundtrip(q)
    (call,) = calls(q)
    assert call.op == "conv2d" and call.inputs == ("x", "w", "bias")  # the bias is fused
    r = Step("implement", "conv2d#0", impl=impl).apply(q)
    np.testing.assert_array_equal(run(r, x, w, b)[-1], run(p, x, w, b)[-1])


def test_strided_convolution_without_bias_is_recognized() -> None:
    x, w, _ = operands("float64", 2, 3, 11, 12, 5, 3, 3)
    out = np.zeros((2, 5, 5, 5))
    p = lowered(conv_stride2, x, w, w, out)
    assert get_transformation("recognize").sample_params(p, "n", None) == {"op": "conv2d"}
    q = Step("recognize", "n", op="conv2d").apply(p)
    (call,) = calls(q)
    assert call.inputs == ("x", "w") and ("stride_h", 2) in call.attrs
    r = Step("implement", "conv2d#0", impl="microkernel").apply(q)
    np.testing.assert_array_equal(run(r, x, w, w, out)[3],
                                  reference(x, w, None, (2, 2), (0, 0), False))


@pytest.mark.parametrize("impl", ["loops", "microkernel", "blas"])
def test_relu_after_the_sum_is_fused(impl: str) -> None:
    x, w, b = operands("float32", 2, 3, 8, 9, 5, 3, 3)
    out = np.zeros((2, 5, 6, 7), np.float32)
    p = lowered(conv_relu, x, w, b, out)
    q = Step("recognize", "n", op="conv2d").apply(p)
    (call,) = calls(q)
    assert ("relu", True) in call.attrs and call.inputs == ("x", "w", "bias")
    r = Step("implement", "conv2d#0", impl=impl).apply(q)
    got = run(r, x, w, b, out)[3]
    np.testing.assert_array_equal(got, run(p, x, w, b, out)[3])
    assert (got == 0).any() and (got > 0).any()


def test_loops_over_part_of_the_output_keep_the_loops() -> None:
    """The loops stop at out's extents, which are one short of the convolution's: the
    version test fails at run time and the loops compute (the rest of out untouched)."""
    x, w, _ = operands("float64", 1, 2, 11, 11, 3, 3, 3)
    out = np.full((1, 3, 4, 4), 7.0)
    q = Step("recognize", "n", op="conv2d").apply(lowered(conv_stride2, x, w, w, out))
    r = Step("implement", "conv2d#0", impl="microkernel").apply(q)
    want = reference(x, w, None, (2, 2), (0, 0), False)[:, :, :4, :4]
    np.testing.assert_array_equal(run(r, x, w, w, out)[3], want)


@pytest.mark.parametrize("fn,reason", [
    (padded_offset, r"x's index i \+ r \+ 1 is not i\*stride \+ r"),
    (acc_escapes, r"acc is read outside the nest"),
    (in_place, r"x may share memory with x"),
])
def test_what_is_not_a_convolution_is_refused(fn, reason: str) -> None:
    x, w, b = operands("float64", 1, 3, 9, 9, 3, 3, 3)
    args = (x, w, b) if fn is in_place else (x, w, b, np.zeros((1, 3, 6, 6)))
    p = lowered(fn, *args)
    assert get_transformation("recognize").targets(p) == []
    with pytest.raises(NotApplicableError, match=rf"^recognize\(n\): {reason}"):
        Step("recognize", "n", op="conv2d").apply(p)


def test_a_matrix_product_is_not_a_convolution() -> None:
    from .test_recognize import gemm_ijk
    from .test_recognize import operands as mm_operands

    p = lowered(gemm_ijk, *mm_operands())
    with pytest.raises(NotApplicableError, match=r"loop k does not hold exactly one loop"):
        Step("recognize", "i", op="conv2d").apply(p)
    with pytest.raises(NotApplicableError, match=r"recognized are matmul, conv2d, gemv"):
        Step("recognize", "i", op="fft").apply(p)
