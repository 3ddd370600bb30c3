"""The user-facing error hierarchy.

Every failure a user can trigger is a :class:`LoopcraftError`; anything else escaping loopcraft
is a bug and is wrapped in :class:`InternalError` so the message says so.
"""

from __future__ import annotations

__all__ = [
    "LoopcraftError",
    "UnsupportedSyntaxError",
    "ArgumentError",
    "CompilerError",
    "ConfigError",
    "ScheduleError",
    "LoopNotFoundError",
    "InvalidParameterError",
    "NotApplicableError",
    "NotPerfectlyNestedError",
    "BoundsMismatchError",
    "DependenceViolationError",
    "InternalError",
    "PerformanceWarning",
]


class LoopcraftError(Exception):
    """Base class of every error loopcraft raises on purpose."""


class UnsupportedSyntaxError(LoopcraftError):
    """The function uses Python or NumPy that loopcraft does not compile.

    The message names the construct and shows the user's file, line and a caret, plus a hint.
    """

    def __init__(
        self,
        message: str,
        *,
        filename: str = "<unknown>",
        lineno: int = 0,
        col: int = 0,
        source_line: str = "",
        hint: str = "",
    ) -> None:
        self.construct_message = message
        self.filename = filename
        self.lineno = lineno
        self.col = col
        self.source_line = source_line
        self.hint = hint
        text = f"{message}\n  File \"{filename}\", line {lineno}"
        if source_line:
            stripped = source_line.rstrip()
            indent = len(stripped) - len(stripped.lstrip())
            text += f"\n    {stripped.lstrip()}\n    {' ' * max(col - indent, 0)}^"
        if hint:
            text += f"\nhint: {hint}"
        super().__init__(text)


class ArgumentError(LoopcraftError, TypeError):
    """Call-time arguments do not match what the function can be compiled for."""


class ScheduleError(LoopcraftError):
    """A recipe step cannot be applied: it names a missing loop or would change results.

    ``transformation`` and ``loop`` say which step failed; ``reason`` says why in words. The
    subclasses let search code and tests tell the kinds of refusal apart.
    """

    def __init__(self, transformation: str, loop: str, reason: str) -> None:
        self.transformation = transformation
        self.loop = loop
        self.reason = reason
        super().__init__(f"{transformation}({loop}): {reason}")


class LoopNotFoundError(ScheduleError):
    """The step's target (a loop label, or ``op#k`` for a library call) is not in the program."""


class InvalidParameterError(ScheduleError):
    """A parameter is out of range or of the wrong kind (factor < 1, not a permutation, ...)."""


class NotApplicableError(ScheduleError):
    """The target's shape does not fit the transformation (a ``while`` inside, a non-constant
    step, bounds that depend on a loop being moved, nothing to contract, ...)."""


class NotPerfectlyNestedError(NotApplicableError):
    """The loops a band transformation needs are separated by other statements."""


class BoundsMismatchError(NotApplicableError):
    """Loops to be fused (or jammed) do not run over the same iterations."""


class DependenceViolationError(ScheduleError):
    """The transformation would reverse (or break) a data dependence.

    ``dependence`` is the :class:`loopcraft.analysis.Dependence` that it would violate.
    """

    def __init__(self, transformation: str, loop: str, reason: str,
                 dependence: object = None) -> None:
        self.dependence = dependence
        super().__init__(transformation, loop, reason)


class CompilerError(LoopcraftError):
    """The C compiler rejected generated code; the C file is kept at ``c_path``."""

    def __init__(self, message: str, *, c_path: str = "", compiler_output: str = "") -> None:
        self.c_path = c_path
        self.compiler_output = compiler_output
        super().__init__(message)


class ConfigError(LoopcraftError, ValueError):
    """An option has a value loopcraft cannot use: a ``LOOPCRAFT_*`` variable, a ``jit(...)``
    option or the cache directory. The message names the variable or option and what it accepts.

    Also a ``ValueError``, which is what a bad option raised before this class existed.
    """


class InternalError(LoopcraftError):
    """A bug inside loopcraft (please report it with the function that triggered it)."""


class PerformanceWarning(UserWarning):
    """loopcraft knowingly runs slower code than it could (e.g. copies a strided argument)."""
