"""fuse_epilogue: golden IR, every implementation (loops, the micro-kernel of each ISA, BLAS)
computes NumPy's ``relu(alpha * A @ B + beta * C + bias)`` for each combination of the
epilogue's parts, the default schedule fuses, and illegal epilogues are refused with their
reason."""

from __future__ import annotations

import re

import numpy as np
import pytest

from loopcraft.errors import NotApplicableError
from loopcraft.ir import nodes as ir
from loopcraft.ir.parser import parse_program
from loopcraft.ir.printer import format_program
from loopcraft.ir.verify import verify
from loopcraft.ir.walk import walk_stmts
from loopcraft.libops.microkernel import supported_isas
from loopcraft.schedule.scheduler import heuristic_schedule
from loopcraft.transform import Step, get_transformation
from sampling import native_isa_first

from .util import before_after, lowered, run

#: Every implementation; the micro-kernel also with tiny blocks (several kc blocks, so the
#: epilogue must wait for the last one; edge tiles through the local tile).
IMPLS = native_isa_first([{"impl": "loops"}, {"impl": "blas"}, {"impl": "microkernel"},
                          *({"impl": "microkernel", "isa": isa, "mc": 5, "kc": 3, "nc": 7}
                            for isa in supported_isas())])


def relu_bias(A, B, bias):
    return np.maximum(A @ B + bias, 0)


def bias_only(A, B, bias):
    return bias + A @ B


def gemm_update(A, B, C, alpha, beta):
    C[:] = alpha * (A @ B) + beta * C


def accumulate(A, B, C):
    C[:] = A @ B + C


def everything(A, B, C, alpha, beta, bias):
    C[:] = np.maximum(0.0, beta * C + bias + (A @ B) * alpha)


def scaled_relu(A, B):
    return np.maximum(2.0 * (A @ B), 0.0)


def transposed_operand(At, B, bias):
    return np.maximum(At.T @ B + bias, 0.0)


def into_strided_view(A, B, C, bias):
    D = C[:, ::2]  # noqa: N806 -- a destination without unit stride
    D[:] = A @ B + bias


def other_array(A, B, C):
    return 2.0 * (A @ B) + 0.5 * C


def bias_of_rows(A, B, bias):
    return A @ B + bias[:, None]


def product_kept(A, B, bias):
    T = A @ B  # noqa: N806
    return np.maximum(T + bias, 0.0), T


def part_of_out(A, B, C):
    T = A @ B  # noqa: N806
    for i in range(C.shape[0]):
        for j in range(C.shape[1] - 1):
            C[i, j] = T[i, j]


def clamp_at_one(A, B):
    return np.maximum(A @ B, 1.0)


def quarters(*shape: int, seed: int = 0, d: str = "float64") -> np.ndarray:
    """Multiples of 1/4: products and sums are exact, so every order gives NumPy's result."""
    return (np.random.default_rng(seed).integers(-8, 9, shape) / 4).astype(d)


def _fused(fn, args) -> ir.Program:
    p = lowered(fn, *args)
    assert get_transformation("fuse_epilogue").targets(p) == ["matmul#0"]
    q = Step("fuse_epilogue", "matmul#0").apply(p)
    verify(q)
    return q


def test_fuse_epilogue_golden(golden) -> None:
    m, k, n = 5, 4, 3
    p = lowered(everything, quarters(m, k), quarters(k, n), quarters(m, n), np.float64(0.5),
                np.float64(2.0), quarters(n))
    q = Step("fuse_epilogue", "matmul#0").apply(p)
    verify(q)
    golden("transform/fuse_epilogue.txt",
           before_after(p, q, "fuse_epilogue('matmul#0')"))
    (call,) = [s for s in walk_stmts(q.body) if isinstance(s, ir.LibCall)]
    assert call.outputs == ("C",) and call.inputs == ("A", "B", "bias")
    assert dict(call.attrs) == {"alpha": "alpha", "beta": "beta", "bias": True, "relu": True}
    r = Step("implement", "matmul#0", impl="loops").apply(q)
    labels = [s.label for s in walk_stmts(r.body) if isinstance(s, ir.Loop)]
    assert labels == ["mm1_init_i", "mm1_init_j", "mm1_i", "mm1_k", "mm1_j", "mm1_relu_i",
                      "mm1_relu_j"]


CASES = {
    "relu_bias": (relu_bias, lambda d: (quarters(13, 9, d=d), quarters(9, 11, seed=1, d=d),
                                        quarters(11, seed=2, d=d)),
                  {"bias": True, "relu": True}),
    "bias_only": (bias_only, lambda d: (quarters(7, 5, d=d), quarters(5, 33, seed=1, d=d),
                                        quarters(33, seed=2, d=d)), {"bias": True}),
    "gemm_update": (gemm_update, lambda d: (quarters(13, 9, d=d), quarters(9, 11, seed=1, d=d),
                                            quarters(13, 11, seed=2, d=d), np.dtype(d).type(0.5),
                                            np.dtype(d).type(-2.0)),
                    {"alpha": "alpha", "beta": "beta"}),
    "accumulate": (accumulate, lambda d: (quarters(6, 4, d=d), quarters(4, 17, seed=1, d=d),
                                          quarters(6, 17, seed=2, d=d)), {"beta": 1.0}),
    "everything": (everything, lambda d: (quarters(13, 9, d=d), quarters(9, 11, seed=1, d=d),
                                          quarters(13, 11, seed=2, d=d), np.dtype(d).type(0.5),
                                          np.dtype(d).type(2.0), quarters(11, seed=3, d=d)),
                   {"alpha": "alpha", "beta": "beta", "bias": True, "relu": True}),
    "scaled_relu": (scaled_relu, lambda d: (quarters(12, 9, d=d), quarters(9, 32, seed=1, d=d)),
                    {"alpha": 2.0, "relu": True}),
    "transposed_operand": (transposed_operand, lambda d: (
        quarters(9, 7, d=d), quarters(9, 11, seed=1, d=d), quarters(11, seed=3, d=d)),
        {"bias": True, "relu": True}),
    "strided_destination": (into_strided_view, lambda d: (
        quarters(7, 9, d=d), quarters(9, 11, seed=1, d=d), quarters(7, 22, seed=2, d=d),
        quarters(11, seed=3, d=d)), {"bias": True}),
    "empty_k": (relu_bias, lambda d: (quarters(4, 0, d=d), quarters(0, 6, seed=1, d=d),
                                      quarters(6, seed=2, d=d)), {"bias": True, "relu": True}),
}


@pytest.mark.sample(every=6)
@pytest.mark.parametrize("params", IMPLS, ids=lambda d: "-".join(map(str, d.values())))
@pytest.mark.parametrize("case", list(CASES))
def test_fused_results_match_numpy(params: dict, case: str) -> None:
    fn, make, attrs = CASES[case]
    args = make("float64")
    q = _fused(fn, args)
    (call,) = [s for s in walk_stmts(q.body) if isinstance(s, ir.LibCall)]
    assert dict(call.attrs) == attrs
    r = Step("implement", "matmul#0", **params).apply(q)
    got = run(r, *args)
    want = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    result = fn(*want)
    np.testing.assert_array_equal(got[-1], result)  # (None for the in-place forms)
    for g, w in zip(got[:-1], [a for a in want if isinstance(a, np.ndarray)], strict=True):
        np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("params", [{"impl": "loops"}, {"impl": "blas"},
                                    {"impl": "microkernel"}],
                         ids=lambda d: d["impl"])
@pytest.mark.parametrize("case", ["relu_bias", "everything"])
@pytest.mark.sample(every=2)
def test_fused_float32(params: dict, case: str) -> None:
    fn, make, _ = CASES[case]
    args = make("float32")
    r = Step("implement", "matmul#0", **params).apply(_fused(fn, args))
    got = run(r, *args)
    want = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    result = fn(*want)
    outs = [got[-1]] if result is not None else list(got[:-1])
    refs = [result] if result is not None else [a for a in want if isinstance(a, np.ndarray)]
    for g, w in zip(outs, refs, strict=True):
        assert g.dtype == np.float32
        np.testing.assert_array_equal(g, w)


def test_default_schedule_fuses() -> None:
    args = quarters(40, 30), quarters(30, 50, seed=1), quarters(50, seed=2)
    recipe, q = heuristic_schedule(lowered(relu_bias, *args))
    assert recipe.steps[0] == Step("fuse_epilogue", "matmul#0")
    np.testing.assert_array_equal(run(q, *args)[-1], relu_bias(*args))


@pytest.mark.parametrize("fn,args,reason", [
    (other_array, (quarters(3, 4), quarters(4, 5), quarters(3, 5)),
     r"the term 0\.5 \* C\[\w+, \w+\] is not a \* \(A @ B\), b \* _a\d+ or one bias row"),
    (bias_of_rows, (quarters(3, 4), quarters(4, 5), quarters(3)),
     r"the bias bias\[(\w+)\] is not indexed by the column \w+: only a bias broadcast along "
     r"rows is fused"),
    (product_kept, (quarters(3, 4), quarters(4, 5), quarters(5)),
     r"the term T\[\w+, \w+\] is not a \* \(A @ B\), b \* \w+ or one bias row"),
    (part_of_out, (quarters(3, 4), quarters(4, 5), quarters(3, 5)),
     r"the loops do not run over all of C \(axis 1 runs to C\.shape\[1\] - 1\)"),
    (clamp_at_one, (quarters(3, 4), quarters(4, 5)),
     r"the maximum is not taken with 0 \(only relu is fused\)"),
])
def test_illegal_epilogues_are_refused(fn, args, reason: str) -> None:
    p = lowered(fn, *args)
    assert get_transformation("fuse_epilogue").targets(p) == []
    with pytest.raises(NotApplicableError, match=rf"^fuse_epilogue\(matmul#0\): {reason}"):
        Step("fuse_epilogue", "matmul#0").apply(p)


def test_reading_the_destination_elsewhere_is_refused() -> None:
    """``C[i, j] = T[i, j] + C[i, j + 1]`` (the frontend never writes this: it copies a
    right-hand side that overlaps the destination; explicit IR can)."""
    args = quarters(4, 3), quarters(3, 5, seed=1), quarters(4, 5, seed=2)
    text = format_program(lowered(accumulate, *args))
    row, col = re.search(r"C\[(\w+), (\w+)\] = _a1\[", text).groups()
    shifted = text.replace(f"+ C[{row}, {col}]", f"+ C[{row}, {col} + 1]")
    assert shifted != text
    p = parse_program(shifted)
    with pytest.raises(NotApplicableError,
                       match=rf"^fuse_epilogue\(matmul#0\): the epilogue reads "
                             rf"C\[{row}, {col} \+ 1\], not just the element C\[{row}, "
                             rf"{col}\] it writes$"):
        Step("fuse_epilogue", "matmul#0").apply(p)
    scaled = text.replace(f"= _a1[{row}, {col}] + C", f"= {row} * _a1[{row}, {col}] + C")
    ints = parse_program(scaled.replace("f64", "i64").replace("0.0", "0"))
    with pytest.raises(NotApplicableError,
                       match=rf"^fuse_epilogue\(matmul#0\): alpha {row} is not a constant or "
                             r"a scalar variable of dtype int64 that is the same for every "
                             r"element$"):
        Step("fuse_epilogue", "matmul#0").apply(ints)
    with pytest.raises(NotApplicableError,
                       match=r"^fuse_epilogue\(matmul#0\): the product is read at "):
        Step("fuse_epilogue", "matmul#0").apply(parse_program(
            text.replace(f"_a1[{row}, {col}]", f"_a1[{col}, {row}]")))


def test_fused_call_is_not_fused_again_and_needs_a_product() -> None:
    args = quarters(3, 4), quarters(4, 5), quarters(5)
    q = _fused(relu_bias, args)
    with pytest.raises(NotApplicableError,
                       match=r"^fuse_epilogue\(matmul#0\): the call already has an epilogue$"):
        Step("fuse_epilogue", "matmul#0").apply(q)
    v = lowered(relu_vec, quarters(3, 4), quarters(4))
    with pytest.raises(NotApplicableError,
                       match=r"^fuse_epilogue\(gemv#0\): gemv has no epilogue to fuse \(only "
                             r"matmul, conv2d and dwconv2d\)$"):
        Step("fuse_epilogue", "gemv#0").apply(v)


def relu_vec(A, x):
    return np.maximum(A @ x, 0.0)
