"""The registry of ONNX operators: one free function per op type, found by name.

Why a registry (as the Python front end's NumPy functions): adding an operator touches one
family module and one decorator. Each entry also states the attributes it understands, so the
whole graph can be checked -- every operator known, every attribute understood -- before any
node is lowered or anything is compiled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..registry import Registry

if TYPE_CHECKING:
    from .lowerer import GraphLowerer, Node

__all__ = ["OPERATORS", "Operator", "onnx_operator"]


@dataclass(frozen=True)
class Operator:
    """A lowering function and the attributes it understands (any other is refused)."""

    lower: Callable[[GraphLowerer, Node], None]
    attrs: frozenset[str]


#: op type -> :class:`Operator`
OPERATORS: Registry[Callable[..., object]] = Registry("ONNX operator")
_SPECS: dict[str, Operator] = {}


def onnx_operator(*op_types: str, attrs: tuple[str, ...] = ()
                  ) -> Callable[[Callable[[GraphLowerer, Node], None]],
                                Callable[[GraphLowerer, Node], None]]:
    """Decorator: lower the nodes of each of ``op_types`` with the decorated function, which
    understands the attributes ``attrs`` (a node with any other is refused up front)."""

    def decorate(fn: Callable[[GraphLowerer, Node], None]) -> Callable[[GraphLowerer, Node], None]:
        OPERATORS.register(*op_types)(fn)
        for op in op_types:
            _SPECS[op] = Operator(fn, frozenset(attrs))
        return fn

    return decorate


def lookup(op_type: str) -> Operator | None:
    """The operator registered for ``op_type`` (None: unsupported)."""
    if OPERATORS.lookup(op_type) is None:
        return None
    return _SPECS[op_type]
