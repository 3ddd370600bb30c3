"""The user-facing error hierarchy.

Every failure a user can trigger is a :class:`LoopcraftError`; anything else escaping loopcraft
is a bug and is wrapped in :class:`InternalError` so the message says so.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

__all__ = [
    "LoopcraftError",
    "UnsupportedSyntaxError",
    "UnsupportedOperatorError",
    "ArgumentError",
    "CompilerError",
    "ConfigError",
    "ScheduleError",
    "LoopNotFoundError",
    "UnknownTransformationError",
    "InvalidParameterError",
    "NotApplicableError",
    "NotPerfectlyNestedError",
    "BoundsMismatchError",
    "NotAdjacentError",
    "NameCaptureError",
    "DependenceViolationError",
    "CarriedScalarError",
    "LaneConflictError",
    "ForbiddenStatementError",
    "NonRectangularError",
    "VariantBoundsError",
    "StepError",
    "TripCountError",
    "CollapsedBandError",
    "LoopKindError",
    "NotInnermostError",
    "NothingToDoError",
    "AliasingError",
    "AccessPatternError",
    "NoMatchError",
    "ImplementationError",
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


class UnsupportedOperatorError(LoopcraftError):
    """A model holds an operator (or an attribute, input or dtype of one) that the ONNX front
    end does not compile. Raised while the whole graph is checked, before anything is compiled.

    ``node`` is the node's name (or ``#k``, its position, when it has none), ``op_type`` its
    operator and ``attribute`` what is refused (empty when the operator itself is).
    """

    def __init__(self, node: str, op_type: str, reason: str, attribute: str = "",
                 hint: str = "") -> None:
        self.node = node
        self.op_type = op_type
        self.attribute = attribute
        self.reason = reason
        where = f"node {node!r} ({op_type})" + (f", attribute {attribute!r}" if attribute else "")
        text = f"{where}: {reason}"
        if hint:
            text += f"\nhint: {hint}"
        super().__init__(text)


class ArgumentError(LoopcraftError, TypeError):
    """Call-time arguments do not match what the function can be compiled for."""


class ScheduleError(LoopcraftError):
    """A recipe step cannot be applied: it names a missing loop or would change results.

    ``transformation`` and ``loop`` say which step failed (``loop`` is the step's target: a
    loop label, or ``op#k`` for a library call); ``reason`` says why in words. Each subclass
    is one condition, so search code and tests tell the kinds of refusal apart by class; the
    objects involved are attributes named in its ``fields`` (passed by keyword).

    Two messages: ``str(e)`` (and :attr:`short`, which formats nothing) for search loops that
    try thousands of steps, and :meth:`detail` for users -- what failed, where, why, and
    what to try instead.
    """

    #: the condition, in words (the first line of :meth:`detail`)
    what: ClassVar[str] = "the step cannot be applied"
    #: what the user may try instead (the last line of :meth:`detail`; empty: none)
    hint: ClassVar[str] = ""
    #: the names of the objects the error carries (keyword arguments, then attributes)
    fields: ClassVar[tuple[str, ...]] = ()

    def __init__(self, transformation: str, loop: str, reason: str, **objects: Any) -> None:
        unknown = set(objects) - set(self.fields)
        if unknown:
            raise TypeError(f"{type(self).__name__} carries no {', '.join(sorted(unknown))}")
        self.transformation = transformation
        self.loop = loop
        self.reason = reason
        for name in self.fields:
            setattr(self, name, objects.get(name))
        super().__init__(f"{transformation}({loop}): {reason}")

    def __str__(self) -> str:
        return str(self.args[0])  # (KeyError, a base of one subclass, would quote it)

    @property
    def short(self) -> str:
        """``ClassName at transformation(loop)``: nothing to format, for the search loop."""
        return f"{type(self).__name__} at {self.transformation}({self.loop})"

    def detail(self) -> str:
        """What failed, where (the step and the objects involved), why, and a hint."""
        lines = [f"{self.what[:1].upper()}{self.what[1:]} ({type(self).__name__}).",
                 f"  step: {self.transformation}({self.loop!r})"]
        lines += [f"  {name}: {getattr(self, name)!r}" for name in self.fields
                  if getattr(self, name) is not None]
        lines.append(f"  why: {self.reason}")
        if self.hint:
            lines.append(f"  hint: {self.hint}")
        return "\n".join(lines)


class LoopNotFoundError(ScheduleError):
    """The step's target (a loop label, or ``op#k`` for a library call) is not in the program."""

    what = "the step names a loop or library call the program does not have"
    hint = ("labels change as steps apply: print the program after the previous step "
            "(loopcraft.explain) to see the labels there are")


class UnknownTransformationError(ScheduleError, KeyError):
    """The step names no registered transformation (``transformation`` is the unknown name).

    Also a ``KeyError``, which is what an unknown name raised before this class existed."""

    what = "the step names a transformation that does not exist"
    hint = "loopcraft.transform.load_all() lists the transformations by name"

    def __init__(self, name: str, known: Iterable[str]) -> None:
        reason = f"unknown transformation {name!r} (known: {', '.join(sorted(known))})"
        super().__init__(name, "", reason)
        self.args = (reason,)  # no step to show: the message is the reason alone


class InvalidParameterError(ScheduleError):
    """A parameter is out of range or of the wrong kind (factor < 1, not a permutation, ...)."""

    what = "a parameter of the step is out of range or of the wrong kind"


class NotApplicableError(ScheduleError):
    """The target's shape does not fit the transformation (a ``while`` inside, a non-constant
    step, bounds that depend on a loop being moved, nothing to contract, ...): the base of
    one class per legality condition, below."""

    what = "the target does not fit the transformation"


class NotPerfectlyNestedError(NotApplicableError):
    """The loops a band transformation needs are separated by other statements (or the loop
    it names is not inside the band)."""

    what = "the loops of the band are not perfectly nested"
    hint = "distribute the outer loop around the inner one first"


class BoundsMismatchError(NotApplicableError):
    """Loops to be fused (or jammed) do not run over the same iterations."""

    what = "the loops do not run over the same iterations"
    hint = "split or peel one loop so the ranges match"


class NotAdjacentError(NotApplicableError):
    """Loops to be fused are not next to each other in one block (``other`` is the second)."""

    what = "the loops are not adjacent"
    fields = ("other",)
    other: str


class NameCaptureError(NotApplicableError):
    """Loop ``other`` reads ``variable``, the variable of the loop it would be merged into."""

    what = "a loop reads a variable that merging would give another meaning"
    fields = ("variable", "other")
    variable: str
    other: str


class DependenceViolationError(NotApplicableError):
    """The transformation would reverse (or break) a data dependence.

    ``dependence`` is the :class:`loopcraft.analysis.Dependence` that it would violate (None
    where the analysis gave a reason rather than a dependence).
    """

    what = "the step would reverse (or break) a data dependence"
    fields = ("dependence",)
    dependence: object

    def __init__(self, transformation: str, loop: str, reason: str,
                 dependence: object = None, **objects: Any) -> None:
        super().__init__(transformation, loop, reason, dependence=dependence, **objects)


class LaneConflictError(DependenceViolationError):
    """A write in the loop's body and a different access after it may reach the same element
    in one iteration: ``omp simd`` lets the C compiler reorder them
    (:mod:`loopcraft.analysis.simd_lanes`)."""

    what = "two different accesses may meet within one iteration of a SIMD loop"


class CarriedScalarError(DependenceViolationError):
    """A scalar the loop writes carries a value from one iteration to the next (or out of the
    loop), so it can be neither private to an iteration nor a single-operator reduction, or
    the scalar step cannot move it (``scalar`` names it where known)."""

    what = "a scalar carries a value between iterations"
    fields = ("dependence", "scalar")
    scalar: str | None


class ForbiddenStatementError(NotApplicableError):
    """The loop holds a statement the transformation cannot carry: a ``break``,
    ``continue``, ``return``, ``raise`` or ``while`` it would have to take at different
    iterations, or an ``alloc``/``view``/library call a parallel loop cannot hold
    (``statement`` is its kind, ``inner`` the loop holding it when not the target)."""

    what = "the loop holds a statement the transformation cannot carry"
    fields = ("statement", "inner")
    statement: str
    inner: str | None


class NonRectangularError(NotApplicableError):
    """The bounds of a loop read the variable of another loop the step moves or regroups
    (``inner`` is the loop whose bounds read ``variable``, the variable of ``outer``)."""

    what = "the loop bounds depend on a loop the step moves (the band is not rectangular)"
    fields = ("inner", "variable", "outer")
    inner: str
    variable: str
    outer: str | None


class VariantBoundsError(NotApplicableError):
    """A bound of the loop reads variables its body changes, so it cannot be re-evaluated
    (``bound`` is which one, ``variables`` what it reads)."""

    what = "a loop bound reads variables the loop body changes"
    fields = ("bound", "variables")
    bound: str
    variables: tuple[str, ...]


class StepError(NotApplicableError):
    """The loop's step (of ``inner`` when not the target) is not a (positive) constant, so its
    iterations cannot be regrouped nor its range known."""

    what = "the loop's step is not a constant"
    fields = ("inner",)
    inner: str | None


class TripCountError(NotApplicableError):
    """The step needs a trip count known at compile time and the bounds are not constant."""

    what = "the loop's trip count is not a compile-time constant"
    hint = "unroll by a factor instead (factor >= 2 keeps a remainder loop)"


class CollapsedBandError(NotApplicableError):
    """The loop is, or is inside, a band an OpenMP ``collapse`` groups (``parallel`` names
    the collapsing loop, ``collapse`` its depth); rewriting it would break that band."""

    what = "the loop is part of a collapsed parallel band"
    hint = "parallelize after this step instead"
    fields = ("parallel", "collapse")
    parallel: str
    collapse: int


class LoopKindError(NotApplicableError):
    """The loop, or one around it (``other``), is already parallel or vector (``kind``) where
    the step needs serial iterations."""

    what = "the loop, or one around it, is already parallel or vector"
    fields = ("kind", "other")
    kind: str
    other: str | None


class NotInnermostError(NotApplicableError):
    """The step needs an innermost loop and the target holds ``inner``."""

    what = "the loop is not innermost"
    fields = ("inner",)
    inner: str


class NothingToDoError(NotApplicableError):
    """The target holds nothing the step acts on (no invariant load, no access to pack, one
    statement to distribute, ...); ``array`` names what was looked for where there is one."""

    what = "the target holds nothing the step acts on"
    fields = ("array",)
    array: str | None


class AliasingError(NotApplicableError):
    """The step would keep a copy of ``array`` (or of its elements) that the loop changes
    behind it: the loop writes or rebinds an array in ``array``'s alias group (``names``),
    or a library call in it may access that memory."""

    what = "the loop may change the array behind the copy the step would make"
    fields = ("array", "names")
    array: str
    names: tuple[str, ...]


class AccessPatternError(NotApplicableError):
    """An access (or loop bound) is not of the form the step needs: an index or bound that is
    not a sum of loop variables and invariant terms, or an element accessed only under a
    condition (``access`` shows it)."""

    what = "an access or loop bound is not of the form the step needs"
    fields = ("access",)
    access: str | None


class NoMatchError(NotApplicableError):
    """The target is not the idiom the step recognizes or rewrites (a matrix product, a
    convolution, a triangular solve, a product with an epilogue, a contractible array, ...)."""

    what = "the target is not the idiom the step recognizes"


class ImplementationError(NotApplicableError):
    """No implementation ``impl`` can carry the library call out (not built, or refuses the
    call's types or layout)."""

    what = "no implementation of that kind can carry the library call out"
    fields = ("impl",)
    impl: str


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
