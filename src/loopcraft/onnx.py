"""``loopcraft.onnx``: compile ONNX models.

    import loopcraft.onnx
    model = loopcraft.onnx.compile("model.onnx")
    (y,) = model(x)                  # or model(input_name=x)

A model is lowered to one loopcraft program (one loop nest or library call per operator),
scheduled, compiled and cached like a jit function; see docs/models.md.
"""

from __future__ import annotations

from .driver.models import CompiledModel, compile_model
from .frontend.onnx import supported_operators

__all__ = ["compile", "CompiledModel", "supported_operators"]

compile = compile_model  # noqa: A001  (the public name, as torch.compile)
