"""The loopcraft IR: immutable node types plus their text form, parser, verifier and hash.

Typical use::

    from loopcraft import ir
    text = ir.format_program(program)      # readable, round-trips
    assert ir.parse_program(text) == program
    ir.verify(program)                     # raises ir.IRVerifyError on a malformed program
    key = ir.structural_hash(program)      # sha256 hex, stable across processes
"""

from __future__ import annotations

from . import nodes as _nodes
from .hashing import structural_hash
from .nodes import *  # noqa: F403 - the node types are this package's vocabulary
from .parser import IRParseError, parse_expr, parse_program
from .printer import Scope, format_expr, format_program, format_stmt
from .verify import IRVerifyError, VerifyMemo, verify

__all__ = [
    "format_program",
    "format_stmt",
    "format_expr",
    "parse_program",
    "parse_expr",
    "Scope",
    "verify",
    "VerifyMemo",
    "structural_hash",
    "IRParseError",
    "IRVerifyError",
]
__all__ += _nodes.__all__
