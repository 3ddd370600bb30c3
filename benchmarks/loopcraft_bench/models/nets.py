"""The networks ``loopcraft bench models`` measures, each defined once as a torch ``nn.Module``.

Why torch modules and not ONNX graphs written by hand: every peer must run *the same* network
with *the same* weights. PyTorch eager and ``torch.compile`` run the module itself;
onnxruntime and loopcraft run its ONNX export (:mod:`.graphs`), made in-process from the same
module. Weights are random (a fixed seed, no downloads); BatchNorm layers get random running
statistics so that inference-mode BatchNorm is not the identity.

Each :class:`Net` gives the full-size network (the one reported) and a ``quick`` one of the
same structure with tiny widths and inputs (``--quick``: a smoke run of the whole path).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch
from torch import nn

__all__ = ["NETS", "Net", "build_module", "describe", "init_weights"]


# ------------------------------------------------------------------------------- CNNs


def _conv_bn(cin: int, cout: int, k: int, stride: int = 1, groups: int = 1) -> list[nn.Module]:
    return [nn.Conv2d(cin, cout, k, stride, k // 2, groups=groups, bias=False),
            nn.BatchNorm2d(cout)]


class _Basic(nn.Module):
    """ResNet-18's block: two 3x3 convolutions and the shortcut."""

    expansion = 1

    def __init__(self, cin: int, width: int, stride: int) -> None:
        super().__init__()
        self.body = nn.Sequential(*_conv_bn(cin, width, 3, stride), nn.ReLU(),
                                  *_conv_bn(width, width, 3))
        self.short = (nn.Sequential(*_conv_bn(cin, width, 1, stride))
                      if stride != 1 or cin != width else nn.Identity())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.body(x) + self.short(x))


class _Bottleneck(nn.Module):
    """ResNet-50's block: 1x1 reduce, 3x3, 1x1 expand (x4), and the shortcut."""

    expansion = 4

    def __init__(self, cin: int, width: int, stride: int) -> None:
        super().__init__()
        cout = width * 4
        self.body = nn.Sequential(*_conv_bn(cin, width, 1), nn.ReLU(),
                                  *_conv_bn(width, width, 3, stride), nn.ReLU(),
                                  *_conv_bn(width, cout, 1))
        self.short = (nn.Sequential(*_conv_bn(cin, cout, 1, stride))
                      if stride != 1 or cin != cout else nn.Identity())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.body(x) + self.short(x))


class ResNet(nn.Module):
    """ResNet-18 (``_Basic``, 2-2-2-2) or ResNet-50 (``_Bottleneck``, 3-4-6-3), ImageNet
    layout: 7x7/2 stem, 3x3/2 max pool, four stages, global average pool, classifier."""

    def __init__(self, block: type, depths: tuple[int, ...], base: int = 64,
                 classes: int = 1000) -> None:
        super().__init__()
        layers: list[nn.Module] = [*_conv_bn(3, base, 7, 2), nn.ReLU(),
                                   nn.MaxPool2d(3, 2, 1)]
        cin = base
        for stage, depth in enumerate(depths):
            width = base * 2 ** stage
            for i in range(depth):
                layers.append(block(cin, width, 2 if i == 0 and stage > 0 else 1))
                cin = width * block.expansion
        self.features = nn.Sequential(*layers)
        self.fc = nn.Linear(cin, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(torch.flatten(nn.functional.adaptive_avg_pool2d(self.features(x), 1), 1))


class _Inverted(nn.Module):
    """MobileNetV2's inverted residual: 1x1 expand, 3x3 depthwise, 1x1 project (linear)."""

    def __init__(self, cin: int, cout: int, stride: int, expand: int) -> None:
        super().__init__()
        hidden = cin * expand
        layers: list[nn.Module] = []
        if expand != 1:
            layers += [*_conv_bn(cin, hidden, 1), nn.ReLU6()]
        layers += [*_conv_bn(hidden, hidden, 3, stride, groups=hidden), nn.ReLU6(),
                   *_conv_bn(hidden, cout, 1)]
        self.body = nn.Sequential(*layers)
        self.residual = stride == 1 and cin == cout

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.body(x)
        return x + y if self.residual else y


class MobileNetV2(nn.Module):
    """MobileNetV2 (width 1.0): the inverted-residual table of Sandler et al., 2018."""

    #: (expansion, output channels, repeats, first stride)
    TABLE = ((1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1),
             (6, 160, 3, 2), (6, 320, 1, 1))

    def __init__(self, scale: float = 1.0, classes: int = 1000) -> None:
        super().__init__()

        def ch(c: int) -> int:
            return max(8, int(c * scale))

        cin = ch(32)
        layers: list[nn.Module] = [*_conv_bn(3, cin, 3, 2), nn.ReLU6()]
        for t, c, n, s in self.TABLE:
            for i in range(n):
                layers.append(_Inverted(cin, ch(c), s if i == 0 else 1, t))
                cin = ch(c)
        last = ch(1280)
        layers += [*_conv_bn(cin, last, 1), nn.ReLU6()]
        self.features = nn.Sequential(*layers)
        self.fc = nn.Linear(last, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(torch.flatten(nn.functional.adaptive_avg_pool2d(self.features(x), 1), 1))


# ------------------------------------------------------------------------ transformers


class _Attention(nn.Module):
    """Multi-head self-attention written with plain products, so the export has MatMul,
    Softmax and the reshapes (what a BERT or GPT-2 export has), not a fused attention op."""

    def __init__(self, hidden: int, heads: int, causal: bool, seq: int) -> None:
        super().__init__()
        self.heads, self.causal = heads, causal
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)
        # GPT-2's additive mask: -1e4 above the diagonal (its ``masked_bias``)
        self.register_buffer("mask", torch.triu(torch.full((seq, seq), -1e4), 1),
                             persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, h = x.shape
        d = h // self.heads
        q, k, v = self.qkv(x).split(h, dim=2)
        q, k, v = (t.reshape(b, s, self.heads, d).transpose(1, 2) for t in (q, k, v))
        scores = q @ k.transpose(2, 3) / math.sqrt(d)
        if self.causal:
            scores = scores + self.mask[:s, :s]
        ctx = torch.softmax(scores, dim=-1) @ v
        return self.out(ctx.transpose(1, 2).reshape(b, s, h))


class _EncoderLayer(nn.Module):
    """BERT's layer: post-LayerNorm, exact (erf) GELU."""

    def __init__(self, hidden: int, heads: int, seq: int) -> None:
        super().__init__()
        self.attn = _Attention(hidden, heads, False, seq)
        self.ln1, self.ln2 = nn.LayerNorm(hidden, eps=1e-12), nn.LayerNorm(hidden, eps=1e-12)
        self.ffn = nn.Sequential(nn.Linear(hidden, 4 * hidden), nn.GELU(),
                                 nn.Linear(4 * hidden, hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.ln1(x + self.attn(x))
        return self.ln2(x + self.ffn(x))


class _DecoderBlock(nn.Module):
    """GPT-2's block: pre-LayerNorm, causal attention, tanh GELU."""

    def __init__(self, hidden: int, heads: int, seq: int) -> None:
        super().__init__()
        self.attn = _Attention(hidden, heads, True, seq)
        self.ln1, self.ln2 = nn.LayerNorm(hidden), nn.LayerNorm(hidden)
        self.ffn = nn.Sequential(nn.Linear(hidden, 4 * hidden), nn.GELU(approximate="tanh"),
                                 nn.Linear(4 * hidden, hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.ln1(x))
        return x + self.ffn(self.ln2(x))


class Stack(nn.Module):
    """``layers`` encoder layers (BERT) or decoder blocks (GPT-2, with the final LayerNorm).
    The input is the embedded sequence (batch, seq, hidden): the embedding lookup is a gather
    that costs nothing next to the layers and is left out."""

    def __init__(self, kind: str, layers: int, hidden: int, heads: int, seq: int) -> None:
        super().__init__()
        block = _EncoderLayer if kind == "bert" else _DecoderBlock
        self.blocks = nn.Sequential(*(block(hidden, heads, seq) for _ in range(layers)))
        self.final = nn.LayerNorm(hidden) if kind == "gpt2" else nn.Identity()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.final(self.blocks(x))


class MLP(nn.Module):
    """A multilayer perceptron: Linear + ReLU layers, a linear classifier."""

    def __init__(self, sizes: tuple[int, ...]) -> None:
        super().__init__()
        layers: list[nn.Module] = []
        for a, b in zip(sizes[:-2], sizes[1:-1], strict=True):
            layers += [nn.Linear(a, b), nn.ReLU()]
        layers.append(nn.Linear(sizes[-2], sizes[-1]))
        self.body = nn.Sequential(*layers)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.body(x)


# --------------------------------------------------------------------------- registry


@dataclass(frozen=True)
class Net:
    """A benchmark network: how to build it (full size or ``quick``), its input's shape
    without the batch axis, and what one item of throughput is (an image, a token)."""

    name: str
    description: str
    build: Callable[[bool, int], nn.Module]  # (quick, layers) -> module
    sample_shape: Callable[[bool], tuple[int, ...]]  # quick -> shape of one sample
    unit: str  # "images" or "tokens"

    def items(self, batch: int, quick: bool) -> int:
        """Items per call: images per batch, or tokens (batch x sequence length)."""
        return batch * (self.sample_shape(quick)[0] if self.unit == "tokens" else 1)


def _image(quick: bool) -> tuple[int, ...]:
    return (3, 32, 32) if quick else (3, 224, 224)


def _sequence(quick: bool) -> tuple[int, ...]:
    return (16, 64) if quick else (128, 768)


def _stack(kind: str) -> Callable[[bool, int], nn.Module]:
    def build(quick: bool, layers: int) -> nn.Module:
        seq, hidden = _sequence(quick)
        return Stack(kind, layers, hidden, 4 if quick else 12, seq)
    return build


NETS: dict[str, Net] = {n.name: n for n in (
    Net("mlp", "MLP 784-2048-2048-1000, ReLU (quick: 64-128-128-10)",
        lambda q, _: MLP((64, 128, 128, 10) if q else (784, 2048, 2048, 1000)),
        lambda q: (64,) if q else (784,), "images"),
    Net("resnet18", "ResNet-18, 224x224 (quick: widths / 8, 32x32)",
        lambda q, _: ResNet(_Basic, (2, 2, 2, 2), 8 if q else 64, 10 if q else 1000),
        _image, "images"),
    Net("resnet50", "ResNet-50, 224x224 (quick: widths / 8, 32x32)",
        lambda q, _: ResNet(_Bottleneck, (3, 4, 6, 3), 8 if q else 64, 10 if q else 1000),
        _image, "images"),
    Net("mobilenetv2", "MobileNetV2 1.0, 224x224, depthwise 3x3 (quick: width 0.25, 32x32)",
        lambda q, _: MobileNetV2(0.25 if q else 1.0, 10 if q else 1000), _image, "images"),
    Net("bert", "BERT-base encoder layers: seq 128, hidden 768, 12 heads, FFN 3072, erf "
        "GELU, post-LN (quick: seq 16, hidden 64, 4 heads)", _stack("bert"), _sequence,
        "tokens"),
    Net("gpt2", "GPT-2-small decoder blocks: seq 128, hidden 768, 12 heads, causal mask, "
        "tanh GELU, pre-LN (quick: seq 16, hidden 64, 4 heads)", _stack("gpt2"), _sequence,
        "tokens"),
)}


def init_weights(module: nn.Module, seed: int) -> nn.Module:
    """Seeded random weights, in eval mode: PyTorch's default initialization of every layer,
    and random BatchNorm statistics and affine parameters (near 1 and 0) so that folding or
    computing them is checked too."""
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for m in module.modules():
            if isinstance(m, nn.Conv2d | nn.Linear):
                fan_in = m.weight[0].numel()
                m.weight.copy_(torch.randn(m.weight.shape, generator=gen)
                               * math.sqrt(2.0 / fan_in))
                if m.bias is not None:
                    m.bias.copy_(torch.randn(m.bias.shape, generator=gen) * 0.05)
            elif isinstance(m, nn.BatchNorm2d):
                c = m.num_features
                m.running_mean.copy_(torch.randn(c, generator=gen) * 0.1)
                m.running_var.copy_(torch.rand(c, generator=gen) * 0.5 + 0.75)
                m.weight.copy_(torch.rand(c, generator=gen) * 0.5 + 0.5)
                m.bias.copy_(torch.randn(c, generator=gen) * 0.05)
            elif isinstance(m, nn.LayerNorm):
                m.weight.copy_(torch.rand(m.weight.shape, generator=gen) * 0.5 + 0.75)
                m.bias.copy_(torch.randn(m.bias.shape, generator=gen) * 0.05)
    return module.eval()


def build_module(name: str, quick: bool, layers: int, seed: int) -> nn.Module:
    """The network ``name`` with its seeded weights, in eval mode (the same every call)."""
    return init_weights(NETS[name].build(quick, layers), seed)


def describe(name: str, quick: bool, layers: int) -> dict[str, Any]:
    """What a report says about a network."""
    net = NETS[name]
    text = net.description
    if net.unit == "tokens":
        text += f"; {layers} layer(s)"
    return {"name": name, "description": text, "unit": net.unit,
            "sample_shape": list(net.sample_shape(quick))}
