"""A registry of lowering functions by name, shared by the front ends.

A front end looks each library call up by name here instead of walking a chain of lowerer
classes (Numba's lowering registry works the same way): adding ``np.cov`` touches one module
and one decorator. The Python front end keeps one for NumPy functions; the ONNX front end will
keep one for operators.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

__all__ = ["Registry"]

F = TypeVar("F", bound=Callable[..., object])


class Registry(Generic[F]):
    """Lowering functions by name. Registering a name twice is an error, so the function
    that lowers a name is always the one found by searching for its decorator."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._functions: dict[str, F] = {}

    def register(self, *names: str) -> Callable[[F], F]:
        """Decorator: lower the calls to each of ``names`` with the decorated function."""

        def decorate(fn: F) -> F:
            for name in names:
                if name in self._functions:
                    raise ValueError(f"{self.what} {name!r} is registered twice: by "
                                     f"{self._functions[name].__qualname__} and {fn.__qualname__}")
                self._functions[name] = fn
            return fn

        return decorate

    def lookup(self, name: str) -> F | None:
        """The function registered for ``name``, or None."""
        return self._functions.get(name)

    def names(self) -> list[str]:
        """Every registered name, sorted (what a front end supports)."""
        return sorted(self._functions)
