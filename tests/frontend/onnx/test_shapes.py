"""Extents with a dynamic factor: equal products compare equal however they were reached, so
a model that reshapes a dynamic batch (``[N, 2, 8, 8] -> [-1, 8, 8]`` and back) still
broadcasts and multiplies its tensors."""

from __future__ import annotations

from loopcraft.frontend.onnx.shapes import e_floordiv, e_mul, product
from loopcraft.ir import nodes as ir

N = ir.Dim("x", 0)
M = ir.Dim("y", 1)


def test_reshape_extents_are_canonical() -> None:
    merged = e_floordiv(product([N, 2, 8, 8]), 64)  # [N, 2, 8, 8] -> [-1, 8, 8]
    assert merged == e_mul(2, N) == e_mul(N, 2)
    assert e_floordiv(product([merged, 8, 8]), 128) == N  # and back to [-1, 2, 8, 8]
    assert e_mul(M, N) == e_mul(N, M)
    assert e_floordiv(e_mul(N, 6), 4) == ir.Binary("floordiv", e_mul(N, 6),
                                                   ir.Const(4, "int64"), "int64")
    assert e_floordiv(e_mul(N, 4), M) != N  # M does not divide N * 4
    assert e_floordiv(product([N, M, 3]), e_mul(M, 3)) == N
