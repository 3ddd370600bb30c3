"""Small whole networks built in-process (random weights) against onnxruntime: a transformer
encoder block (attention, LayerNorm, GELU; dynamic batch) and a convolutional block (Conv,
BatchNorm, ReLU, MaxPool, residual Add, GlobalAveragePool, Flatten, Gemm).

Tolerance: float32, rtol 1e-4 / atol 1e-5 (products of 16-32 terms, softmax, normalization).
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco

from .helpers import assert_matches, model

RNG = np.random.default_rng(7)


def _w(*shape: int, scale: float = 0.3) -> np.ndarray:
    return (RNG.standard_normal(shape) * scale).astype(np.float32)


def _encoder(seq: int = 6, d: int = 16, heads: int = 2, ff: int = 32):
    hd = d // heads
    n = helper.make_node
    nodes = [
        n("MatMul", ["x", "wq"], ["q0"]), n("Add", ["q0", "bq"], ["q1"]),
        n("MatMul", ["x", "wk"], ["k0"]), n("MatMul", ["x", "wv"], ["v0"]),
        n("Reshape", ["q1", "heads_shape"], ["q2"]),
        n("Transpose", ["q2"], ["q"], perm=[0, 2, 1, 3]),
        n("Reshape", ["k0", "heads_shape"], ["k2"]),
        n("Transpose", ["k2"], ["kt"], perm=[0, 2, 3, 1]),
        n("Reshape", ["v0", "heads_shape"], ["v2"]),
        n("Transpose", ["v2"], ["v"], perm=[0, 2, 1, 3]),
        n("MatMul", ["q", "kt"], ["s0"]), n("Mul", ["s0", "scale"], ["s1"]),
        n("Add", ["s1", "mask"], ["s2"]), n("Softmax", ["s2"], ["p"], axis=-1),
        n("MatMul", ["p", "v"], ["a0"]), n("Transpose", ["a0"], ["a1"], perm=[0, 2, 1, 3]),
        n("Reshape", ["a1", "model_shape"], ["a2"]), n("MatMul", ["a2", "wo"], ["a3"]),
        n("Add", ["a3", "x"], ["r1"]),
        n("LayerNormalization", ["r1", "g1", "b1"], ["h1"], epsilon=1e-5),
        n("MatMul", ["h1", "w1"], ["f0"]), n("Add", ["f0", "bf1"], ["f1"]),
        n("Gelu", ["f1"], ["f2"]), n("MatMul", ["f2", "w2"], ["f3"]),
        n("Add", ["f3", "h1"], ["r2"]),
        n("LayerNormalization", ["r2", "g2", "b2"], ["y"], epsilon=1e-5),
    ]
    causal = np.triu(np.full((seq, seq), -1e4, np.float32), 1)
    inits = {"wq": _w(d, d), "bq": _w(d), "wk": _w(d, d), "wv": _w(d, d), "wo": _w(d, d),
             "heads_shape": np.array([0, 0, heads, hd], np.int64),
             "model_shape": np.array([0, 0, d], np.int64),
             "scale": np.array(1 / np.sqrt(hd), np.float32), "mask": causal,
             "g1": 1 + _w(d), "b1": _w(d), "g2": 1 + _w(d), "b2": _w(d),
             "w1": _w(d, ff), "bf1": _w(ff), "w2": _w(ff, d)}
    return model(nodes, {"x": ("float32", ["batch", seq, d])}, ["y"], inits)


def _conv_block():
    n = helper.make_node
    nodes = [
        n("Conv", ["x", "w1", "c1"], ["t1"], pads=[1, 1, 1, 1]),
        n("BatchNormalization", ["t1", "s1", "o1", "m1", "v1"], ["t2"]),
        n("Relu", ["t2"], ["t3"]),
        n("Conv", ["t3", "w2"], ["t4"], pads=[1, 1, 1, 1], group=4),
        n("Add", ["t4", "t3"], ["t5"]), n("Relu", ["t5"], ["t6"]),
        n("MaxPool", ["t6"], ["t7"], kernel_shape=[2, 2], strides=[2, 2]),
        n("GlobalAveragePool", ["t7"], ["t8"]), n("Flatten", ["t8"], ["t9"]),
        n("Gemm", ["t9", "fc", "fcb"], ["y"], transB=1),
    ]
    inits = {"w1": _w(8, 3, 3, 3), "c1": _w(8), "s1": 1 + _w(8), "o1": _w(8), "m1": _w(8),
             "v1": 1 + np.abs(_w(8)), "w2": _w(8, 2, 3, 3), "fc": _w(5, 8), "fcb": _w(5)}
    return model(nodes, {"x": ("float32", ["N", 3, 8, 8])}, ["y"], inits)


@pytest.mark.slow
def test_transformer_encoder_block_with_dynamic_batch() -> None:
    m = _encoder()
    cm = lco.compile(m)
    for batch in (1, 3):
        assert_matches(m, cm, {"x": _w(batch, 6, 16, scale=1.0)}, rtol=1e-4, atol=1e-5)


def test_convolutional_block() -> None:
    m = _conv_block()
    cm = lco.compile(m)
    # the convolution (its filter folded with BatchNorm), the grouped one (a call per group)
    # and the Gemm (its B the transposed constant) read their weights packed once
    # (loopcraft.libops.prepack)
    assert sorted(op for _, _, op in cm.module.prepacked) == ["conv2d"] * 5 + ["matmul"]
    assert_matches(m, cm, {"x": _w(2, 3, 8, 8, scale=1.0)}, rtol=1e-4, atol=1e-5)
