"""The ONNX front end: a model's graph -> one IR ``Program`` (see :mod:`.model`)."""

from .model import TARGET_OPSET, GraphInput, GraphOutput, LoweredModel, lower_model, read_model
from .registry import OPERATORS

__all__ = ["TARGET_OPSET", "GraphInput", "GraphOutput", "LoweredModel", "lower_model",
           "read_model", "OPERATORS", "supported_operators"]


def supported_operators() -> list[str]:
    """The op types the front end lowers (plus any node it can fold at compile time)."""
    return OPERATORS.names()
