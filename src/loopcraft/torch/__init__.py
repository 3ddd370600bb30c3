"""``loopcraft.torch``: loopcraft as a ``torch.compile`` backend.

    import torch
    compiled = torch.compile(model, backend="loopcraft")
    y = compiled(x)

The backend takes the ATen graph of each region dynamo captures, compiles what loopcraft
supports through the ONNX path (``compile_model``) and runs the rest eagerly, with one warning
listing it; see docs/models.md. ``torch.compile`` finds the name ``"loopcraft"`` through the
``torch_dynamo_backends`` entry point of an installed loopcraft, or once this module is
imported.
"""

from __future__ import annotations

from .aten import ATEN_OPS
from .compiler import OPTIONS, backend

__all__ = ["backend", "OPTIONS", "supported_aten_operators"]

#: the name ``torch.compile(backend=...)`` knows loopcraft by
BACKEND_NAME = "loopcraft"


def supported_aten_operators() -> list[str]:
    """The ATen operators the translation table writes as ONNX (each is compiled when the
    ONNX front end registers the operators it becomes)."""
    return sorted(ATEN_OPS)


def _register() -> None:
    """Register :func:`backend` unless torch knows it already -- or will load it from the
    entry point, which registers it itself (registering twice is an error in torch)."""
    from importlib.metadata import EntryPoint

    from torch._dynamo.backends import registry

    if BACKEND_NAME in registry._COMPILER_FNS:
        return
    if isinstance(registry._BACKENDS.get(BACKEND_NAME), EntryPoint):
        return
    registry.register_backend(backend, name=BACKEND_NAME)


_register()
