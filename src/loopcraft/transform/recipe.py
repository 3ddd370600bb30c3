"""Recipes: ordered, frozen lists of transformation steps that replay exactly.

Why data and not code: the tuner stores recipes in a database, shares them between programs
and machines, and the user reads them; so a recipe has a JSON form (storage), a Python form
(for people: paste it into a script), and replays step by step with every step checked, so a
recipe can never produce wrong code -- an illegal step raises its ``ScheduleError``.

*Transfer* mode applies a recipe found on one program to a similar one: a step whose loop
label is missing is mapped to a loop of the same base name (``i_2`` -> ``i``...), and a
step that still does not apply is skipped and reported instead of raising.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..errors import InternalError, ScheduleError
from ..ir import nodes as ir
from ..ir.verify import IRVerifyError, VerifyMemo, verify
from ..ir.walk import walk_stmts
from .base import get_transformation, libcall_targets

__all__ = ["Step", "Recipe", "TransferResult", "RECIPE_FORMAT"]

#: version of the JSON form (bumped on incompatible changes)
RECIPE_FORMAT = 1

ParamValue = int | float | str | bool | None | tuple


def _freeze(v: Any) -> ParamValue:
    if isinstance(v, (list, tuple)):
        return tuple(_freeze(x) for x in v)
    if v is None or isinstance(v, (int, float, str, bool)):
        return v
    raise TypeError(f"recipe parameter value {v!r} is not a number, string, bool, None or list")


def _thaw(v: ParamValue) -> Any:
    return [_thaw(x) for x in v] if isinstance(v, tuple) else v


@dataclass(frozen=True, init=False)
class Step:
    """One step: ``Step("split", "i", factor=32)`` -- transformation, target, parameters."""

    transformation: str
    target: str
    params: tuple[tuple[str, ParamValue], ...] = ()

    def __init__(self, transformation: str, target: str, **params: Any) -> None:
        object.__setattr__(self, "transformation", transformation)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "params",
                           tuple(sorted((k, _freeze(v)) for k, v in params.items())))

    @property
    def kwargs(self) -> dict[str, Any]:
        return dict(self.params)

    def apply(self, program: ir.Program) -> ir.Program:
        """The program after this step (the step is checked first)."""
        return get_transformation(self.transformation).apply(program, self.target,
                                                             **self.kwargs)

    def check(self, program: ir.Program, cheap: bool = False) -> None:
        get_transformation(self.transformation).check(program, self.target, cheap=cheap,
                                                      **self.kwargs)

    def with_target(self, target: str) -> Step:
        return Step(self.transformation, target, **self.kwargs)

    def to_dict(self) -> dict[str, Any]:
        return {"transformation": self.transformation, "target": self.target,
                "params": {k: _thaw(v) for k, v in self.params}}

    def to_python(self) -> str:
        args = [repr(self.transformation), repr(self.target)]
        args += [f"{k}={_thaw(v)!r}" for k, v in self.params]
        return f"Step({', '.join(args)})"

    def __repr__(self) -> str:
        return self.to_python()


@dataclass(frozen=True)
class TransferResult:
    """What :meth:`Recipe.transfer` did: the program, the steps that applied (with their
    targets as mapped) and those skipped, each with the reason."""

    program: ir.Program
    applied: Recipe
    skipped: tuple[tuple[Step, str], ...] = ()

    def report(self) -> str:
        lines = [f"{len(self.applied)} step(s) applied, {len(self.skipped)} skipped"]
        lines += [f"  skipped {step.to_python()}: {why}" for step, why in self.skipped]
        return "\n".join(lines)


@dataclass(frozen=True, init=False)
class Recipe:
    """An ordered, immutable list of :class:`Step` s."""

    steps: tuple[Step, ...] = field(default=())

    def __init__(self, steps: Iterable[Step] = ()) -> None:
        steps = tuple(steps)
        for s in steps:
            if not isinstance(s, Step):
                raise TypeError(f"a Recipe holds Steps, got {s!r}")
        object.__setattr__(self, "steps", steps)

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def __add__(self, other: Recipe) -> Recipe:
        return Recipe(self.steps + tuple(other.steps))

    def __repr__(self) -> str:
        return self.to_python()

    # ------------------------------------------------------------------ replay
    def apply(self, program: ir.Program, memo: VerifyMemo | None = None) -> ir.Program:
        """Replay every step; the first illegal one raises its ``ScheduleError``. Each step's
        program is verified (``memo``: shared with earlier verifications, see
        :class:`~loopcraft.ir.verify.VerifyMemo`)."""
        memo = memo if memo is not None else VerifyMemo()
        for step in self.steps:
            program = _verified(step, step.apply(program), memo)
        return program

    def trace(self, program: ir.Program) -> Iterator[tuple[Step, ir.Program]]:
        """``(step, program after it)`` for each step, in order (``loopcraft.explain``)."""
        memo = VerifyMemo()
        for step in self.steps:
            program = _verified(step, step.apply(program), memo)
            yield step, program

    def check(self, program: ir.Program) -> None:
        """Raise the first step's ``ScheduleError`` if the recipe does not replay."""
        self.apply(program)

    def transfer(self, program: ir.Program) -> TransferResult:
        """Apply what applies to a *different* program: missing labels are mapped to loops of
        the same base name; illegal or unmappable steps are skipped and reported."""
        applied: list[Step] = []
        skipped: list[tuple[Step, str]] = []
        renamed: dict[str, str] = {}
        memo = VerifyMemo()
        for step in self.steps:
            target = renamed.get(step.target, step.target)
            if not _has_target(program, target):
                target = _similar_target(program, target, set(renamed.values()))
            if target is None:
                skipped.append((step, f"no loop or library call like {step.target!r}"))
                continue
            mapped = step.with_target(target)
            try:
                new = _verified(mapped, mapped.apply(program), memo)
            except ScheduleError as exc:
                skipped.append((step, str(exc)))
                continue
            renamed[step.target] = target
            applied.append(mapped)
            program = new
        return TransferResult(program, Recipe(applied), tuple(skipped))

    # ------------------------------------------------------------------ forms
    def to_dict(self) -> dict[str, Any]:
        return {"format": RECIPE_FORMAT, "steps": [s.to_dict() for s in self.steps]}

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent, sort_keys=True)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Recipe:
        """Read (and validate against the registry) the :meth:`to_dict` form."""
        if not isinstance(data, dict) or data.get("format") != RECIPE_FORMAT:
            raise ValueError(f"not a loopcraft recipe of format {RECIPE_FORMAT}: {data!r:.200}")
        steps = []
        for d in data.get("steps", ()):
            if not isinstance(d, dict) or set(d) != {"transformation", "target", "params"}:
                raise ValueError(f"malformed recipe step {d!r:.200}")
            step = Step(d["transformation"], d["target"], **d["params"])
            _validate(step)
            steps.append(step)
        return cls(steps)

    @classmethod
    def from_json(cls, text: str) -> Recipe:
        return cls.from_dict(json.loads(text))

    def to_python(self) -> str:
        """Python source that rebuilds this recipe (``from loopcraft import Recipe, Step``)."""
        if not self.steps:
            return "Recipe([])"
        body = "".join(f"    {s.to_python()},\n" for s in self.steps)
        return f"Recipe([\n{body}])"

    @classmethod
    def from_python(cls, source: str) -> Recipe:
        """Read the :meth:`to_python` form without executing code: only ``Recipe([...])`` of
        ``Step(name, target, key=literal, ...)`` calls is accepted."""
        try:
            tree = ast.parse(source.strip(), mode="eval").body
        except SyntaxError as exc:
            raise ValueError(f"not a recipe: {exc}") from None
        if not (isinstance(tree, ast.Call) and _called(tree, "Recipe") and len(tree.args) <= 1
                and not tree.keywords):
            raise ValueError("a recipe's Python form is Recipe([Step(...), ...])")
        items = tree.args[0] if tree.args else ast.List([])
        if not isinstance(items, (ast.List, ast.Tuple)):
            raise ValueError("Recipe(...) takes a list of Step(...) calls")
        steps = []
        for node in items.elts:
            if not (isinstance(node, ast.Call) and _called(node, "Step") and len(node.args) == 2):
                raise ValueError(f"expected Step(name, target, ...), got {ast.unparse(node)}")
            try:
                name, target = (ast.literal_eval(a) for a in node.args)
                params = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
            except ValueError:
                raise ValueError(f"Step arguments must be literals: {ast.unparse(node)}") from None
            step = Step(name, target, **params)
            _validate(step)
            steps.append(step)
        return cls(steps)


def _called(node: ast.Call, name: str) -> bool:
    f = node.func
    return (isinstance(f, ast.Name) and f.id == name) or (isinstance(f, ast.Attribute)
                                                          and f.attr == name)


def _validate(step: Step) -> None:
    """Unknown transformations or parameters raise (ValueError) when a recipe is read."""
    try:
        t = get_transformation(step.transformation)
    except KeyError as exc:
        raise ValueError(str(exc.args[0])) from None
    try:
        t.normalize(step.target, step.kwargs)
    except ScheduleError as exc:
        raise ValueError(str(exc)) from None


def _verified(step: Step, program: ir.Program, memo: VerifyMemo) -> ir.Program:
    try:
        verify(program, memo)
    except IRVerifyError as exc:
        raise InternalError(f"{step.to_python()} produced invalid IR: {exc}") from exc
    return program


def _targets(program: ir.Program) -> list[str]:
    labels = [s.label for s in walk_stmts(program.body) if isinstance(s, ir.Loop)]
    return labels + [name for name, _ in libcall_targets(program)]


def _has_target(program: ir.Program, target: str) -> bool:
    return target in _targets(program)


_SUFFIX = re.compile(r"_\d+$")


def _similar_target(program: ir.Program, target: str, taken: set[str]) -> str | None:
    """A target of ``program`` with the same base name (label without ``_<n>``), not yet used
    by an earlier mapped step."""
    base = _SUFFIX.sub("", target)
    for t in _targets(program):
        if t not in taken and _SUFFIX.sub("", t) == base:
            return t
    return None

