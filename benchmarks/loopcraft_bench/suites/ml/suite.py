"""The ``ml`` suite object, its presets and categories (:mod:`.kernels` adds the kernels)."""

from __future__ import annotations

from ...registry import new_suite

#: ``XS`` for tests (milliseconds to compile-check), ``S`` ~10 ms and ``M`` ~100 ms of NumPy on
#: a 2-core machine, with ResNet/transformer-like shapes at S and M.
PRESETS = ("XS", "S", "M")
#: Kinds of layer.
CATEGORIES = ("activation", "normalization", "dense", "convolution", "attention")

#: The five float32 layers, name -> :class:`~loopcraft_bench.registry.Kernel`.
ML = new_suite(
    "ml",
    presets=PRESETS,
    categories=CATEGORIES,
    description="five float32 neural-network layers in vectorized NumPy",
)
