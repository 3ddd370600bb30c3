"""Structural hash of a program: the cache key ingredient for compiled artifacts and tuning
records.

Why the printed text: it already shows every field in one canonical spelling (equal programs
print alike), it is independent of Python's per-process ``hash()`` randomisation and of
dataclass ``repr`` details, and a human can reproduce a key by printing the program.
"""

from __future__ import annotations

import hashlib

from .nodes import Program
from .printer import format_program

__all__ = ["structural_hash"]


def structural_hash(p: Program) -> str:
    """SHA-256 hex digest of ``format_program(p)`` (UTF-8); stable across processes."""
    return hashlib.sha256(format_program(p).encode("utf-8")).hexdigest()
