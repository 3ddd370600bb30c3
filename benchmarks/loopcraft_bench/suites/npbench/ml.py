"""Machine learning: softmax, MLP and NCHW conv2d (corpus kernels), NHWC conv2d with bias,
a LeNet-5-like network and a ResNet bottleneck block (float32, as in NPBench).

float32 tolerance: sums of up to a few hundred float32 products in a different order differ by
a few 1e-7 relative; ``rtol = 1e-4`` with a small ``atol`` for values near zero is safe.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .suite import add, reuse, rng

_CAT = "ml"
_F32 = np.float32
_TOL = {"rtol": 1e-4, "atol": 1e-4}

reuse("softmax", name="softmax", category=_CAT, presets={
    "XS": {"n": 1, "h": 2, "s": 5},
    "S": {"n": 4, "h": 8, "s": 320},
    "M": {"n": 8, "h": 16, "s": 384},
})
reuse("mlp", name="mlp", category=_CAT, presets={
    "XS": {"batch": 3, "d_in": 7, "hidden": 5, "d_out": 4},
    "S": {"batch": 1024, "d_in": 784, "hidden": 512, "d_out": 10},
    "M": {"batch": 4096, "d_in": 784, "hidden": 1280, "d_out": 10},
})
reuse("conv2d_nchw_vec", name="conv2d", category=_CAT, presets={
    "XS": {"n": 1, "c": 2, "hw": 6, "k": 5, "r": 2},
    "S": {"n": 4, "c": 8, "hw": 32, "k": 16, "r": 3},
    "M": {"n": 5, "c": 16, "hw": 48, "k": 32, "r": 3},
})


def _randn(g: np.random.Generator, *shape: int, scale: float = 1.0) -> np.ndarray:
    return (scale * g.standard_normal(shape)).astype(_F32)


def _relu(x):
    return np.maximum(x, 0.0)


def _conv_nhwc(x, w):
    """Valid 2-D convolution: x (N, H, W, C), w (K, K, C, F) -> (N, H-K+1, W-K+1, F)."""
    kk = w.shape[0]
    ho = x.shape[1] - kk + 1
    wo = x.shape[2] - kk + 1
    out = np.zeros((x.shape[0], ho, wo, w.shape[3]), dtype=np.float32)
    for r in range(kk):
        for s in range(kk):
            for c in range(x.shape[3]):
                out += x[:, r : r + ho, s : s + wo, c, None] * w[r, s, c, :]
    return out


def _maxpool2(x):
    """2 x 2 max pooling with stride 2 of an NHWC tensor (odd edges dropped)."""
    h = 2 * (x.shape[1] // 2)
    w = 2 * (x.shape[2] // 2)
    top = np.maximum(x[:, 0:h:2, 0:w:2, :], x[:, 1:h:2, 0:w:2, :])
    bot = np.maximum(x[:, 0:h:2, 1:w:2, :], x[:, 1:h:2, 1:w:2, :])
    return np.maximum(top, bot)


# -------------------------------------------------------------------------------- conv2d_bias


def conv2d_bias(x, w, bias):
    return _conv_nhwc(x, w) + bias


def _conv2d_bias_init(n: int, hw: int, c: int, f: int, k: int) -> tuple[Any, ...]:
    g = rng(6601)
    return _randn(g, n, hw, hw, c), _randn(g, k, k, c, f, scale=0.2), _randn(g, f)


add(conv2d_bias, name="conv2d_bias", category=_CAT, init=_conv2d_bias_init, presets={
    "XS": {"n": 2, "hw": 7, "c": 3, "f": 4, "k": 3},
    "S": {"n": 8, "hw": 32, "c": 8, "f": 16, "k": 3},
    "M": {"n": 10, "hw": 64, "c": 8, "f": 32, "k": 3},
}, **_TOL, description="NHWC valid conv2d plus bias, float32")


# -------------------------------------------------------------------------------------- lenet
# LeNet-5-like: conv5x5-relu-pool, conv5x5-relu-pool, three fully connected layers (ReLU).
# The first dense layer contracts the (5, 5, 16) feature map position by position.


def lenet(x, c1, b1, c2, b2, f1, fb1, f2, fb2, f3, fb3):
    h = _maxpool2(_relu(_conv_nhwc(x, c1) + b1))
    h = _maxpool2(_relu(_conv_nhwc(h, c2) + b2))
    z = np.zeros((x.shape[0], f1.shape[3]), dtype=np.float32)
    for i in range(h.shape[1]):
        for j in range(h.shape[2]):
            z += h[:, i, j, :] @ f1[i, j]
    z = _relu(z + fb1)
    z = _relu(z @ f2 + fb2)
    return z @ f3 + fb3


def _lenet_init(n: int, hw: int) -> tuple[Any, ...]:
    g = rng(6602)
    s = ((hw - 4) // 2 - 4) // 2
    return (
        _randn(g, n, hw, hw, 1),
        _randn(g, 5, 5, 1, 6, scale=0.2), _randn(g, 6, scale=0.1),
        _randn(g, 5, 5, 6, 16, scale=0.08), _randn(g, 16, scale=0.1),
        _randn(g, s, s, 16, 120, scale=1.0 / (4.0 * s)), _randn(g, 120, scale=0.1),
        _randn(g, 120, 84, scale=0.09), _randn(g, 84, scale=0.1),
        _randn(g, 84, 10, scale=0.1), _randn(g, 10, scale=0.1),
    )


add(lenet, name="lenet", category=_CAT, init=_lenet_init, presets={
    "XS": {"n": 2, "hw": 16},
    "S": {"n": 24, "hw": 28},
    "M": {"n": 170, "hw": 32},
}, **_TOL, description="LeNet-5-like CNN: 2 x (conv5x5, ReLU, maxpool), 3 dense layers")


# ------------------------------------------------------------------------------- resnet_block
# Bottleneck residual block: 1x1 conv, batch norm, ReLU; zero-padded 3x3 conv, batch norm, ReLU;
# 1x1 conv, batch norm; add the input and ReLU. Batch norm uses the batch statistics.


def _batchnorm(x):
    n = x.shape[0] * x.shape[1] * x.shape[2]
    mean = np.sum(np.sum(np.sum(x, axis=0), axis=0), axis=0) / n
    d = x - mean
    var = np.sum(np.sum(np.sum(d * d, axis=0), axis=0), axis=0) / n
    return d / np.sqrt(var + 1e-5)


def _conv1x1(x, w):
    out = np.zeros((x.shape[0], x.shape[1], x.shape[2], w.shape[1]), dtype=np.float32)
    for c in range(x.shape[3]):
        out += x[:, :, :, c, None] * w[c, :]
    return out


def resnet_block(x, w1, w2, w3):
    h = _relu(_batchnorm(_conv1x1(x, w1)))
    p = np.zeros((h.shape[0], h.shape[1] + 2, h.shape[2] + 2, h.shape[3]), dtype=np.float32)
    p[:, 1:-1, 1:-1, :] = h
    h = _relu(_batchnorm(_conv_nhwc(p, w2)))
    h = _batchnorm(_conv1x1(h, w3))
    return _relu(h + x)


def _resnet_init(n: int, hw: int, c: int, mid: int) -> tuple[Any, ...]:
    g = rng(6603)
    return (
        _randn(g, n, hw, hw, c),
        _randn(g, c, mid, scale=0.3),
        _randn(g, 3, 3, mid, mid, scale=0.1),
        _randn(g, mid, c, scale=0.3),
    )


add(resnet_block, name="resnet_block", category=_CAT, init=_resnet_init, presets={
    "XS": {"n": 2, "hw": 6, "c": 4, "mid": 3},
    "S": {"n": 16, "hw": 16, "c": 32, "mid": 8},
    "M": {"n": 16, "hw": 32, "c": 64, "mid": 16},
}, rtol=1e-3, atol=1e-3, description="ResNet bottleneck: 1x1-3x3-1x1 conv, batch norm, residual")
