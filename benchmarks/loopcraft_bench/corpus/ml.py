"""Machine-learning layers, mostly in float32: softmax, layer norm, MLP, convolutions, pooling
and causal self-attention.

float32 tolerances: the loop kernels' references and the vectorized kernels' oracles compute in
float64 and round once at the end, while the kernels accumulate in float32 (NumPy semantics),
sequentially in the loop kernels. A float32
sum of n terms carries a relative error up to ~n * 6e-8 (typically sqrt(n) * 6e-8), so with the
reduction lengths used here (<= 600 terms) a relative tolerance of 1e-4 plus a small absolute
tolerance for outputs near zero (cancellation) is safe without hiding real bugs.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .suite import CORPUS

_SEED = 5005
_F32 = np.float32


def _rng() -> np.random.Generator:
    return np.random.default_rng(_SEED)


def _randn(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.standard_normal(shape).astype(_F32)


# ------------------------------------------------------------------------------------ softmax
# Numerically stable softmax over the last axis of a 4-D (batch, heads, seq, seq) tensor.


def softmax(x):
    m = np.max(x, axis=-1, keepdims=True)
    e = np.exp(x - m)
    return e / np.sum(e, axis=-1, keepdims=True)


def _softmax_init(n: int, h: int, s: int) -> tuple[Any, ...]:
    return (3.0 * _randn(_rng(), n, h, s, s),)


def _softmax_ref(x: np.ndarray) -> np.ndarray:
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(axis=3)[..., None])
    return (e / e.sum(axis=3)[..., None]).astype(_F32)


CORPUS.add(
    softmax,
    init=_softmax_init,
    reference=softmax,
    oracle=_softmax_ref,
    style="vectorized",
    category="ml",
    presets={
        "small": {"n": 2, "h": 3, "s": 16},
        "large": {"n": 12, "h": 8, "s": 256},
        "alt": {"n": 1, "h": 2, "s": 5},
    },
    rtol=1e-5,
    atol=1e-7,
    description="float32 softmax over the last axis of a 4-D tensor (max/sum keepdims)",
)


# ---------------------------------------------------------------------------------- layernorm
# Layer normalization of each row with learned scale and shift, explicit loops, float32 data.


def layernorm(x, gamma, beta, eps):
    n, d = x.shape
    out = np.empty_like(x)
    for i in range(n):
        mean = 0.0
        for j in range(d):
            mean += x[i, j]
        mean /= d
        var = 0.0
        for j in range(d):
            diff = x[i, j] - mean
            var += diff * diff
        var /= d
        inv = 1.0 / math.sqrt(var + eps)
        for j in range(d):
            out[i, j] = (x[i, j] - mean) * inv * gamma[j] + beta[j]
    return out


def _layernorm_init(n: int, d: int) -> tuple[Any, ...]:
    rng = _rng()
    x = (2.0 * rng.standard_normal((n, d)) + 0.5).astype(_F32)
    return x, (1.0 + 0.1 * _randn(rng, d)).astype(_F32), (0.1 * _randn(rng, d)).astype(_F32), 1e-5


def _layernorm_ref(x: np.ndarray, gamma: np.ndarray, beta: np.ndarray, eps: float) -> np.ndarray:
    x64 = x.astype(np.float64)
    mean = x64.mean(axis=1, keepdims=True)
    var = x64.var(axis=1, keepdims=True)
    return ((x64 - mean) / np.sqrt(var + eps) * gamma + beta).astype(_F32)


CORPUS.add(
    layernorm,
    init=_layernorm_init,
    reference=_layernorm_ref,
    style="loops",
    category="ml",
    presets={
        "small": {"n": 24, "d": 64},
        "large": {"n": 8192, "d": 512},
        "alt": {"n": 5, "d": 33},
    },
    rtol=1e-4,
    atol=1e-4,
    description="float32 layer normalization per row (mean, variance, math.sqrt)",
)


# ---------------------------------------------------------------------------------------- mlp
# Three-layer perceptron with ReLU activations and a softmax head (float32).


def _relu(x):
    return np.maximum(x, 0.0)


def mlp(x, W1, b1, W2, b2, W3, b3):
    h = _relu(x @ W1 + b1)
    h = _relu(h @ W2 + b2)
    logits = h @ W3 + b3
    logits = logits - np.max(logits, axis=1, keepdims=True)
    e = np.exp(logits)
    return e / e.sum(axis=1, keepdims=True)


def _mlp_init(batch: int, d_in: int, hidden: int, d_out: int) -> tuple[Any, ...]:
    rng = _rng()

    def layer(fan_in: int, fan_out: int) -> tuple[np.ndarray, np.ndarray]:
        W = (_randn(rng, fan_in, fan_out) / np.sqrt(fan_in)).astype(_F32)
        return W, (0.1 * _randn(rng, fan_out)).astype(_F32)

    W1, b1 = layer(d_in, hidden)
    W2, b2 = layer(hidden, hidden)
    W3, b3 = layer(hidden, d_out)
    return _randn(rng, batch, d_in), W1, b1, W2, b2, W3, b3


def _mlp_ref(*args: np.ndarray) -> np.ndarray:
    x, W1, b1, W2, b2, W3, b3 = (a.astype(np.float64) for a in args)
    h = np.maximum(x @ W1 + b1, 0.0)
    h = np.maximum(h @ W2 + b2, 0.0)
    z = h @ W3 + b3
    e = np.exp(z - z.max(axis=1, keepdims=True))
    return (e / e.sum(axis=1, keepdims=True)).astype(_F32)


CORPUS.add(
    mlp,
    init=_mlp_init,
    reference=mlp,
    oracle=_mlp_ref,
    style="vectorized",
    category="ml",
    presets={
        "small": {"batch": 16, "d_in": 32, "hidden": 48, "d_out": 10},
        "large": {"batch": 1024, "d_in": 784, "hidden": 1024, "d_out": 10},
        "alt": {"batch": 3, "d_in": 7, "hidden": 5, "d_out": 4},
    },
    blas_bound=True,
    rtol=1e-4,
    atol=1e-6,
    description="float32 MLP: two ReLU layers (helper function) and a softmax head",
)


# -------------------------------------------------------------------------------- conv2d_nchw
# Direct 'valid' convolution (cross-correlation) of an NCHW float32 batch with KCRS filters.


def conv2d_nchw(x, w, bias):
    n_batch = x.shape[0]
    c_in = x.shape[1]
    c_out = w.shape[0]
    kh = w.shape[2]
    kw = w.shape[3]
    ho = x.shape[2] - kh + 1
    wo = x.shape[3] - kw + 1
    out = np.empty((n_batch, c_out, ho, wo), dtype=np.float32)
    for n in range(n_batch):
        for k in range(c_out):
            for i in range(ho):
                for j in range(wo):
                    acc = bias[k]
                    for c in range(c_in):
                        for r in range(kh):
                            for s in range(kw):
                                acc += x[n, c, i + r, j + s] * w[k, c, r, s]
                    out[n, k, i, j] = acc
    return out


def _conv_init(n: int, c: int, hw: int, k: int, r: int) -> tuple[Any, ...]:
    rng = _rng()
    w = (_randn(rng, k, c, r, r) / np.sqrt(c * r * r)).astype(_F32)
    return _randn(rng, n, c, hw, hw), w, (0.1 * _randn(rng, k)).astype(_F32)


def _conv_ref64(x: np.ndarray, w: np.ndarray, bias: np.ndarray) -> np.ndarray:
    kh, kw = w.shape[2], w.shape[3]
    ho, wo = x.shape[2] - kh + 1, x.shape[3] - kw + 1
    out = np.zeros((x.shape[0], ho, wo, w.shape[0]))
    for r in range(kh):
        for s in range(kw):
            patch = x[:, :, r : r + ho, s : s + wo].astype(np.float64)
            out += np.tensordot(patch, w[:, :, r, s].astype(np.float64), axes=([1], [1]))
    return out.transpose(0, 3, 1, 2) + bias[None, :, None, None]


def _conv2d_nchw_ref(x: np.ndarray, w: np.ndarray, bias: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(_conv_ref64(x, w, bias).astype(_F32))


CORPUS.add(
    conv2d_nchw,
    init=_conv_init,
    reference=_conv2d_nchw_ref,
    style="loops",
    category="ml",
    presets={
        "small": {"n": 1, "c": 3, "hw": 10, "k": 4, "r": 3},
        "large": {"n": 8, "c": 32, "hw": 64, "k": 64, "r": 3},
        "alt": {"n": 2, "c": 2, "hw": 7, "k": 3, "r": 2},
    },
    blas_bound=True,
    rtol=1e-4,
    atol=1e-5,
    description="float32 direct NCHW convolution, seven nested loops",
)


# ---------------------------------------------------------------------------- conv2d_nchw_vec
# The same convolution in float64, vectorized over batch, output channels and pixels: one
# broadcast multiply-accumulate per (input channel, filter tap).


def conv2d_nchw_vec(x, w, bias):
    c_in = x.shape[1]
    kh = w.shape[2]
    kw = w.shape[3]
    ho = x.shape[2] - kh + 1
    wo = x.shape[3] - kw + 1
    out = np.zeros((x.shape[0], w.shape[0], ho, wo))
    for c in range(c_in):
        for r in range(kh):
            for s in range(kw):
                out += x[:, None, c, r : r + ho, s : s + wo] * w[None, :, c, r, s, None, None]
    return out + bias[None, :, None, None]


def _conv_vec_init(n: int, c: int, hw: int, k: int, r: int) -> tuple[Any, ...]:
    return tuple(a.astype(np.float64) for a in _conv_init(n, c, hw, k, r))


def _conv2d_nchw_vec_ref(x: np.ndarray, w: np.ndarray, bias: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(_conv_ref64(x, w, bias))


CORPUS.add(
    conv2d_nchw_vec,
    init=_conv_vec_init,
    reference=conv2d_nchw_vec,
    oracle=_conv2d_nchw_vec_ref,
    style="vectorized",
    category="ml",
    presets={
        "small": {"n": 2, "c": 3, "hw": 12, "k": 4, "r": 3},
        "large": {"n": 4, "c": 16, "hw": 48, "k": 32, "r": 3},
        "alt": {"n": 1, "c": 2, "hw": 6, "k": 5, "r": 2},
    },
    description="float64 NCHW convolution with None-broadcast slices per filter tap",
)


# ---------------------------------------------------------------------------------- maxpool2d
# k x k max pooling with a stride, float32; the window loops step through the input.


def maxpool2d(x, k, stride):
    n_batch, ch, h, w = x.shape
    ho = (h - k) // stride + 1
    wo = (w - k) // stride + 1
    out = np.empty((n_batch, ch, ho, wo), dtype=np.float32)
    for n in range(n_batch):
        for c in range(ch):
            for i0 in range(0, h - k + 1, stride):
                for j0 in range(0, w - k + 1, stride):
                    m = x[n, c, i0, j0]
                    for a in range(k):
                        for b in range(k):
                            v = x[n, c, i0 + a, j0 + b]
                            if v > m:
                                m = v
                    out[n, c, i0 // stride, j0 // stride] = m
    return out


def _maxpool_init(n: int, c: int, h: int, w: int, k: int, stride: int) -> tuple[Any, ...]:
    return _randn(_rng(), n, c, h, w), k, stride


def _maxpool_ref(x: np.ndarray, k: int, stride: int) -> np.ndarray:
    ho = (x.shape[2] - k) // stride + 1
    wo = (x.shape[3] - k) // stride + 1
    out = np.full((x.shape[0], x.shape[1], ho, wo), -np.inf, dtype=_F32)
    for a in range(k):
        for b in range(k):
            rows = slice(a, a + stride * (ho - 1) + 1, stride)
            cols = slice(b, b + stride * (wo - 1) + 1, stride)
            np.maximum(out, x[:, :, rows, cols], out=out)
    return out


CORPUS.add(
    maxpool2d,
    init=_maxpool_init,
    reference=_maxpool_ref,
    style="loops",
    category="ml",
    presets={
        "small": {"n": 2, "c": 3, "h": 16, "w": 14, "k": 3, "stride": 2},
        "large": {"n": 16, "c": 64, "h": 112, "w": 112, "k": 3, "stride": 2},
        "alt": {"n": 1, "c": 2, "h": 9, "w": 11, "k": 2, "stride": 2},
    },
    description="float32 k x k max pooling with stride (range with step, floor division)",
)


# ---------------------------------------------------------------------------------- avgpool2x2
# 2 x 2 average pooling with stride 2 written with stepped slices (odd edges are dropped).


def avgpool2x2(x):
    h2 = x.shape[2] // 2
    w2 = x.shape[3] // 2
    return 0.25 * (
        x[:, :, 0 : 2 * h2 : 2, 0 : 2 * w2 : 2]
        + x[:, :, 1 : 2 * h2 : 2, 0 : 2 * w2 : 2]
        + x[:, :, 0 : 2 * h2 : 2, 1 : 2 * w2 : 2]
        + x[:, :, 1 : 2 * h2 : 2, 1 : 2 * w2 : 2]
    )


def _avgpool_init(n: int, c: int, h: int, w: int) -> tuple[Any, ...]:
    return (_rng().random((n, c, h, w)),)


def _avgpool_ref(x: np.ndarray) -> np.ndarray:
    n, c, h, w = x.shape
    h2, w2 = h // 2, w // 2
    return x[:, :, : 2 * h2, : 2 * w2].reshape(n, c, h2, 2, w2, 2).mean(axis=(3, 5))


CORPUS.add(
    avgpool2x2,
    init=_avgpool_init,
    reference=avgpool2x2,
    oracle=_avgpool_ref,
    style="vectorized",
    category="ml",
    presets={
        "small": {"n": 2, "c": 3, "h": 12, "w": 10},
        "large": {"n": 8, "c": 64, "h": 112, "w": 112},
        "alt": {"n": 1, "c": 2, "h": 7, "w": 9},
    },
    description="2x2/stride-2 average pooling via four stepped slices",
)


# ---------------------------------------------------------------------------------- attention
# Single-head causal self-attention in float32: masked scaled scores, row softmax, weighted sum.


def attention(Q, K, V):
    seq = Q.shape[0]
    d = Q.shape[1]
    scores = Q @ K.T / math.sqrt(d)
    pos = np.arange(seq)
    causal = pos[None, :] <= pos[:, None]
    scores = np.where(causal, scores, -1e30)
    scores = scores - np.max(scores, axis=1, keepdims=True)
    p = np.exp(scores)
    p = p / np.sum(p, axis=1, keepdims=True)
    return p @ V


def _attention_init(seq: int, d: int) -> tuple[Any, ...]:
    rng = _rng()
    return _randn(rng, seq, d), _randn(rng, seq, d), _randn(rng, seq, d)


def _attention_ref(Q: np.ndarray, K: np.ndarray, V: np.ndarray) -> np.ndarray:
    q, k, v = Q.astype(np.float64), K.astype(np.float64), V.astype(np.float64)
    s = q @ k.T / np.sqrt(q.shape[1])
    s[np.triu_indices(s.shape[0], 1)] = -np.inf
    e = np.exp(s - s.max(axis=1, keepdims=True))
    return ((e / e.sum(axis=1, keepdims=True)) @ v).astype(_F32)


CORPUS.add(
    attention,
    init=_attention_init,
    reference=attention,
    oracle=_attention_ref,
    style="vectorized",
    category="ml",
    presets={
        "small": {"seq": 24, "d": 16},
        "large": {"seq": 1024, "d": 64},
        "alt": {"seq": 5, "d": 3},
    },
    blas_bound=True,
    rtol=1e-4,
    atol=1e-5,
    description="float32 causal self-attention (arange mask, np.where, softmax, two matmuls)",
)
