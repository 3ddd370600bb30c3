"""Products of a few rows (a network at batch 1): the micro-kernel's no-packing path
(``codegen/microkernels/gemm_skinny.h``, m <= 4) and BLAS's ``?gemv`` for one row
(``codegen/runtime/blas.h``), each chosen per call on the run-time m, so one compiled kernel
serves every m: m = 1..4 take the new paths, m = 5 and 16 the blocked/``?gemm`` ones (the jit
compiles m = 1 apart, a unit axis, with the same kernel call; an ONNX model with a dynamic batch
is one compile for every batch).

Differential tests against NumPy on operands whose products are exact (multiples of 1/4), so
any summation order must give NumPy's result bit for bit. Shapes leave tails: n not a multiple
of any vector width, k not a multiple of 4 (the row-major path's k step) nor of a vector width
(the column-major path's).
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft
import loopcraft.onnx as lco
from loopcraft import Recipe, Step

from .test_microkernel_gemm import everything, matmul, quarters

DTYPES = ["float64", "float32"]
ROWS = (1, 2, 3, 4, 5, 16)


def _kernel(fn, impl: str, threads: int = 1, fuse: bool = False) -> loopcraft.JitFunction:
    steps = [Step("fuse_epilogue", "matmul#0")] if fuse else []
    steps.append(Step("implement", "matmul#0", impl=impl))
    return loopcraft.jit(fn, num_threads=threads).with_recipe(Recipe(steps))


def _check_rows(f: loopcraft.JitFunction, dtype: str, rows: tuple[int, ...]) -> None:
    """``f`` (a product) against NumPy for each number of rows with a row-major B, then for
    1 and 3 rows with a column-major B (B^T of a row-major matrix)."""
    rng = np.random.default_rng(0)
    for m in rows:
        a, b = quarters(rng, m, 37, dtype=dtype), quarters(rng, 37, 70, dtype=dtype)
        got = f(a, b)
        assert got.dtype == a.dtype and got.shape == (m, 70)
        np.testing.assert_array_equal(got, a @ b, err_msg=f"{m} rows")
    for m in (1, 3):
        a, b = quarters(rng, m, 45, dtype=dtype), quarters(rng, 70, 45, dtype=dtype).T
        assert not b.flags.c_contiguous
        np.testing.assert_array_equal(f(a, b), a @ b, err_msg=f"{m} rows, B column-major")


@pytest.mark.parametrize("dtype", DTYPES)
def test_microkernel_serves_few_and_many_rows(dtype: str) -> None:
    """One compiled product called with m = 2..5 and 16 rows (m = 1 is the jit's own
    specialization, a unit axis, with the same kernel call)."""
    _check_rows(_kernel(matmul, "microkernel"), dtype, ROWS)


def test_blas_one_row_is_a_gemv() -> None:
    """``?gemv`` for one row, B row-major (``x @ B``: gemv of B^T) and column-major (gemv of
    B^T as stored); ``?gemm`` for 16."""
    _check_rows(_kernel(matmul, "blas"), "float32", (1, 16))


def test_epilogue_on_few_rows_does_not_read_c_when_beta_is_0() -> None:
    """``relu(alpha * A @ B + beta * C + bias)`` on 2 and 4 rows: with beta = 0 the output's
    NaNs (np.empty's garbage) must not leak into the result; with beta = -2 C is read."""
    f = _kernel(everything, "microkernel", fuse=True)
    rng = np.random.default_rng(1)
    dt = np.float32
    for m, beta in [(2, 0.0), (2, -2.0), (4, 0.0), (4, -2.0)]:
        a, b = quarters(rng, m, 23, dtype="float32"), quarters(rng, 23, 40, dtype="float32")
        bias = quarters(rng, 40, dtype="float32")
        c = (np.full((m, 40), np.nan, dt) if beta == 0.0
             else quarters(rng, m, 40, dtype="float32"))
        want = np.maximum(0.0, np.nan_to_num(dt(beta) * c) + bias + (a @ b) * dt(0.5))
        f(a, b, c, dt(0.5), dt(beta), bias)
        np.testing.assert_array_equal(c, want.astype(dt), err_msg=f"m={m}, beta={beta}")


def test_few_rows_on_two_threads_split_the_columns() -> None:
    """m = 1 and 4 past the serial threshold (2 * 10**6 multiply-adds): two threads each take
    a range of whole vectors of columns (n = 1000 leaves an uneven split and a tail)."""
    f = _kernel(matmul, "microkernel", threads=2)
    rng = np.random.default_rng(2)
    for m, k in [(1, 2100), (4, 520)]:
        a = quarters(rng, m, k, dtype="float64")
        b = quarters(rng, k, 1000, dtype="float64")
        assert m * k * 1000 >= 2_000_000
        np.testing.assert_array_equal(f(a, b), a @ b, err_msg=f"{m} rows, 2 threads")


def test_onnx_linear_layer_with_dynamic_batch_1_and_16() -> None:
    """A Gemm (transB=1: the weight transposed once, at compile time) + Relu with a dynamic
    batch: one compiled model at batch 1 (the no-packing path) and 16 (the blocked one)."""
    rng = np.random.default_rng(3)
    w = quarters(rng, 48, 40, dtype="float32")
    bias = quarters(rng, 48, dtype="float32")
    nodes = [helper.make_node("Gemm", ["x", "w", "b"], ["h"], transB=1),
             helper.make_node("Relu", ["h"], ["y"])]
    graph = helper.make_graph(
        nodes, "linear", [helper.make_tensor_value_info("x", 1, ["batch", 40])],
        [helper.make_tensor_value_info("y", 1, ["batch", 48])],
        [helper.make_tensor("w", 1, w.shape, w.ravel()),
         helper.make_tensor("b", 1, bias.shape, bias)])
    cm = lco.compile(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]))
    for batch in (1, 16):
        x = quarters(rng, batch, 40, dtype="float32")
        (got,) = cm(x=x)
        np.testing.assert_array_equal(got, np.maximum(0.0, x @ w.T + bias), err_msg=f"{batch}")
