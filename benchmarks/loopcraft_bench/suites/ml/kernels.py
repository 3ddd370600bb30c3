"""The five ``ml`` kernels: float32 softmax, layernorm, MLP, conv2d+bias+relu and attention.

Each kernel is vectorized NumPy, so its NumPy reference is the function itself (``reference is
func``): the benchmark compares compiled code with exactly what NumPy computes. ``softmax`` and
``mlp`` are the corpus functions (:mod:`loopcraft_bench.corpus.ml`), imported, with float32
arguments and this suite's presets; the other three differ from the corpus versions (which are
loop-style, 'valid'-padded or causal) and are written here from their definitions.

Every argument array is float32 and every float scalar is a Python float, so NumPy keeps every
intermediate and output in float32.

Tolerances: compiled code may sum in another order (parallel or vectorized reductions, fused
multiply-adds) than NumPy (pairwise sums, BLAS). A float32 sum of n terms carries a relative
error up to about n * 6e-8, typically sqrt(n) * 6e-8; the longest reductions here (matmul and
convolution depths, row lengths) have up to ~1000 terms, so rtol = 1e-4 holds without hiding
real bugs (a wrong index or a dropped term changes results by far more, ~1e-1). Outputs that
come out of cancellation near zero (layernorm of values near the mean, convolution and matmul
sums before the ReLU) get a small absolute tolerance scaled to the outputs' magnitude (~1).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ...corpus.ml import mlp, softmax
from .suite import ML

_SEED = 6006
_F32 = np.float32


def _randn(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.standard_normal(shape).astype(_F32)


# ------------------------------------------------------------------------------------ softmax
# softmax(x)_j = exp(x_j - max x) / sum_k exp(x_k - max x) over the last axis of a
# (batch, heads, seq, seq) score tensor (corpus function).


def _softmax_init(n: int, h: int, s: int) -> tuple[Any, ...]:
    return (3.0 * _randn(np.random.default_rng(_SEED), n, h, s, s),)


ML.add(
    softmax,
    name="softmax",
    category="activation",
    init=_softmax_init,
    reference=softmax,
    style="vectorized",
    presets={
        "XS": {"n": 2, "h": 3, "s": 16},
        "S": {"n": 4, "h": 8, "s": 256},
        "M": {"n": 8, "h": 12, "s": 384},
    },
    rtol=1e-4,
    atol=1e-7,
    description="row-wise numerically stable softmax of a (batch, heads, seq, seq) tensor",
)


# ---------------------------------------------------------------------------------- layernorm
# y = (x - mean(x)) / sqrt(var(x) + eps) * gamma + beta, statistics over the last axis.


def layernorm(x, gamma, beta, eps):
    mean = np.mean(x, axis=-1, keepdims=True)
    xc = x - mean
    var = np.mean(xc * xc, axis=-1, keepdims=True)
    return xc / np.sqrt(var + eps) * gamma + beta


def _layernorm_init(b: int, t: int, d: int) -> tuple[Any, ...]:
    rng = np.random.default_rng(_SEED + 1)
    x = (2.0 * rng.standard_normal((b, t, d)) + 0.5).astype(_F32)
    gamma = (1.0 + 0.1 * _randn(rng, d)).astype(_F32)
    return x, gamma, (0.1 * _randn(rng, d)).astype(_F32), 1e-5


ML.add(
    layernorm,
    name="layernorm",
    category="normalization",
    init=_layernorm_init,
    reference=layernorm,
    style="vectorized",
    presets={
        "XS": {"b": 2, "t": 5, "d": 24},
        "S": {"b": 8, "t": 256, "d": 1024},
        "M": {"b": 32, "t": 384, "d": 768},
    },
    rtol=1e-4,
    atol=1e-5,
    description="layer norm over the last axis of (batch, tokens, d) with gamma, beta, eps",
)


# ---------------------------------------------------------------------------------------- mlp
# Three dense layers x @ W + b, ReLU after the first two, softmax head (corpus function).


def _mlp_init(batch: int, d_in: int, hidden: int, d_out: int) -> tuple[Any, ...]:
    rng = np.random.default_rng(_SEED + 2)
    args: list[np.ndarray] = [_randn(rng, batch, d_in)]
    for fan_in, fan_out in ((d_in, hidden), (hidden, hidden), (hidden, d_out)):
        args.append((_randn(rng, fan_in, fan_out) / np.sqrt(fan_in)).astype(_F32))
        args.append((0.1 * _randn(rng, fan_out)).astype(_F32))
    return tuple(args)


ML.add(
    mlp,
    name="mlp",
    category="dense",
    init=_mlp_init,
    reference=mlp,
    style="vectorized",
    presets={
        "XS": {"batch": 8, "d_in": 24, "hidden": 32, "d_out": 10},
        "S": {"batch": 256, "d_in": 784, "hidden": 1024, "d_out": 10},
        "M": {"batch": 3072, "d_in": 784, "hidden": 1024, "d_out": 10},
    },
    rtol=1e-4,
    atol=1e-6,
    description="3-layer perceptron: x @ W + b with ReLU twice, softmax head",
)


# ------------------------------------------------------------------------------------- conv2d
# out[n, k, i, j] = relu(bias[k] + sum_{c, r, s} xpad[n, c, i + r, j + s] * w[k, c, r, s]):
# NCHW, 3x3 filters, stride 1, zero padding 1 (same-size output). One broadcast
# multiply-accumulate over (batch, out channel, pixels) per input channel and filter tap.


def conv2d_bias_relu(x, w, bias):
    n, c, h, wd = x.shape
    k = w.shape[0]
    xp = np.zeros((n, c, h + 2, wd + 2), dtype=np.float32)
    xp[:, :, 1 : h + 1, 1 : wd + 1] = x
    out = np.zeros((n, k, h, wd), dtype=np.float32)
    for ci in range(c):
        for r in range(3):
            for s in range(3):
                out += xp[:, None, ci, r : r + h, s : s + wd] * w[None, :, ci, r, s, None, None]
    return np.maximum(out + bias[None, :, None, None], 0.0)


def _conv_init(n: int, c: int, hw: int, k: int) -> tuple[Any, ...]:
    rng = np.random.default_rng(_SEED + 3)
    x = _randn(rng, n, c, hw, hw)
    w = (_randn(rng, k, c, 3, 3) / np.sqrt(9 * c)).astype(_F32)
    return x, w, (0.1 * _randn(rng, k)).astype(_F32)


ML.add(
    conv2d_bias_relu,
    name="conv2d",
    category="convolution",
    init=_conv_init,
    reference=conv2d_bias_relu,
    style="vectorized",
    presets={
        "XS": {"n": 2, "c": 3, "hw": 8, "k": 4},
        "S": {"n": 1, "c": 32, "hw": 32, "k": 32},
        "M": {"n": 1, "c": 64, "hw": 56, "k": 64},
    },
    rtol=1e-4,
    atol=1e-5,
    description="NCHW 3x3 convolution, stride 1, zero padding 1, + bias, ReLU (shifted slices)",
)


# ---------------------------------------------------------------------------------- attention
# softmax(Q @ K^T / sqrt(d)) @ V per head, Q, K, V of shape (heads, seq, d), no mask.


def attention(Q, K, V):
    d = Q.shape[-1]
    scores = Q @ np.transpose(K, (0, 2, 1)) / math.sqrt(d)
    scores = scores - np.max(scores, axis=-1, keepdims=True)
    p = np.exp(scores)
    p = p / np.sum(p, axis=-1, keepdims=True)
    return p @ V


def _attention_init(h: int, s: int, d: int) -> tuple[Any, ...]:
    rng = np.random.default_rng(_SEED + 4)
    return _randn(rng, h, s, d), _randn(rng, h, s, d), _randn(rng, h, s, d)


ML.add(
    attention,
    name="attention",
    category="attention",
    init=_attention_init,
    reference=attention,
    style="vectorized",
    presets={
        "XS": {"h": 2, "s": 12, "d": 8},
        "S": {"h": 12, "s": 320, "d": 64},
        "M": {"h": 8, "s": 1024, "d": 64},
    },
    rtol=1e-4,
    atol=1e-5,
    description="scaled dot-product attention softmax(Q K^T / sqrt(d)) V, several heads",
)
