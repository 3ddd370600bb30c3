"""Scheduling a whole model one operator at a time, in time linear in the number of operators.

Why: the heuristic scheduler checks, applies and verifies every step on the *whole* program,
and its analyses (aliasing, bindings, scalar sharing) walk the whole program too, so its cost
grows with (steps x program size): quadratic in the number of operators. Inception v2 took
~400 s to schedule and DenseNet-121 did not finish. But an ONNX model's operators are separate
nests (labels ``<op><k>_...``) that the heuristic schedules independently anyway, and a
network repeats the same layer many times.

So the program is cut into *units* (:func:`operator_units`: one operator's top-level
statements, with the allocations and views before them), and each unit is scheduled as a small
program of its own (:func:`_unit_program`): its statements; before them the statements that
bind the arrays it shares with other units (so aliasing through views is seen); after them a
``return`` of every array it shares (so no step may treat a value another unit reads as dead:
``contract`` and ``fuse_epilogue`` refuse returned arrays); and the locals it names. A new
name a step picks there (a scalar, a loop variable, a label) must be new in the whole program
too, or the recipe would not replay to the same program: a unit that picked a name the rest
of the program uses is scheduled again with every local of the program in view. A unit whose
structure (its text with its own names renamed canonically) was seen before replays the
earlier unit's recipe, renamed; a replay that does not apply falls back to the heuristic. The
units' recipes are concatenated (library-call targets ``op#k`` shifted by the calls left
unimplemented before the unit) into one recipe that replays on the whole program to the same
program, and the scheduled units into one program. :func:`replay_by_operator` replays such a
recipe unit by unit, in linear time too (a schedule-memo hit rebuilds the program that way).

Safe by construction: every step is legality-checked on a program that holds everything the
step's checks look at (the unit, the bindings of what it shares, the uses after it as a
return). Units are merged where that does not hold: a local scalar used by two units, an
array bound inside a loop and used elsewhere or bound twice, labels with the same prefix. A
program with a ``return`` below the top level, or a unit that still clashes in names with
the rest, is scheduled as one unit (the plain heuristic).

Cross-operator decisions (fusion) plug in at :func:`operator_units`: units are ranges of
top-level statements, and a graph pass that wants two operators scheduled together merges
their ranges (``groups=``); a whole-program step may also run before units are cut.
"""

from __future__ import annotations

import collections
import dataclasses
import re
from collections import Counter
from collections.abc import Callable, Sequence

from ..errors import ScheduleError
from ..ir import nodes as ir
from ..ir.printer import format_program
from ..ir.walk import stmt_exprs, subexprs, walk_stmts
from ..libops import is_implemented
from ..schedule.graph_fusion import fuses
from ..schedule.scheduler import heuristic_schedule
from ..transform.base import libcall_targets
from ..transform.recipe import Recipe, Step

__all__ = ["UnitStats", "operator_units", "fusion_groups", "schedule_by_operator",
           "replay_by_operator"]

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_CALL_TARGET = re.compile(r"(\w+)#(\d+)")


@dataclasses.dataclass(frozen=True)
class UnitStats:
    """What :func:`schedule_by_operator` did: how many units it cut, how many it scheduled with
    the heuristic, how many replayed the recipe of an identical earlier unit, how many had
    nothing to schedule; ``whole`` when it scheduled the program as one unit (and why)."""

    units: int = 0
    scheduled: int = 0
    replayed: int = 0
    trivial: int = 0
    whole: str = ""


@dataclasses.dataclass(frozen=True)
class _Facts:
    """Names one top-level statement touches."""

    arrays: frozenset[str]  # arrays it reads, writes, binds or passes
    names: frozenset[str]  # scalar variables it reads or writes, loop variables included
    labels: tuple[str, ...]  # its loops' labels, outermost first
    loop_vars: frozenset[str]
    nested_binds: frozenset[str]  # arrays bound by an alloc/view below the top level
    nested_return: bool


class _Whole(Exception):
    """Schedule the program as one unit; the message says why."""


def _facts(s: ir.Stmt) -> _Facts:
    arrays: set[str] = set()
    names: set[str] = set()
    labels: list[str] = []
    loop_vars: set[str] = set()
    nested: set[str] = set()
    nested_return = False
    for t in walk_stmts(ir.Block((s,))):
        if isinstance(t, ir.Loop):
            labels.append(t.label)
            loop_vars.add(t.var)
        elif isinstance(t, (ir.Alloc, ir.View)):
            arrays.add(t.array)
            if isinstance(t, ir.View):
                arrays.add(t.source)
            if t is not s:
                nested.add(t.array)
        elif isinstance(t, ir.LibCall):
            arrays.update(t.inputs, t.outputs)
        elif isinstance(t, ir.Assign):
            if isinstance(t.target, ir.Access):
                arrays.add(t.target.array)
            else:
                names.add(t.target.name)
        elif isinstance(t, ir.Return):
            arrays.update(v for v in t.values if isinstance(v, str))
            nested_return |= t is not s
        for e in stmt_exprs(t):
            for x in subexprs(e):
                if isinstance(x, (ir.Access, ir.Dim)):
                    arrays.add(x.array)
                elif isinstance(x, ir.Var):
                    names.add(x.name)
    return _Facts(frozenset(arrays), frozenset(names | loop_vars), tuple(labels),
                  frozenset(loop_vars), frozenset(nested), nested_return)


def _prefix(label: str) -> str:
    """The operator a label belongs to: what precedes its first ``_`` (``relu3_d0``: relu3)."""
    return label.split("_", 1)[0]


def operator_units(program: ir.Program,
                   groups: Sequence[range] = ()) -> list[range]:
    """The program's top-level statements cut into units, in order (each a range of indices
    into ``program.body.body``): a unit is the statements of one operator -- loops whose labels
    share a prefix (``conv2_c``, ``conv2_init``: ``conv2``) -- with the unlabelled statements
    before them (allocations, views, library calls); a top-level ``return`` is a unit of its
    own. Units are merged until each stands alone (see the module doc), and so are the units
    that overlap a range of ``groups`` (statements a caller wants scheduled together)."""
    body = program.body.body
    facts = [_facts(s) for s in body]
    cuts: list[tuple[int, int]] = []  # [start, stop) of each unit, before merging
    start, owner = 0, None
    for i, (s, f) in enumerate(zip(body, facts, strict=True)):
        if isinstance(s, ir.Return):
            if start < i:
                cuts.append((start, i))
            cuts.append((i, i + 1))
            start, owner = i + 1, None
        elif f.labels:
            key = _prefix(f.labels[0])
            if owner is not None and key != owner:
                last = max(j for j in range(start, i) if facts[j].labels)
                cuts.append((start, last + 1))
                start = last + 1
            owner = key
    if start < len(body):
        cuts.append((start, len(body)))
    unit_of = [0] * len(body)
    for u, (a, b) in enumerate(cuts):
        for i in range(a, b):
            unit_of[i] = u
    spans = [(unit_of[r.start], unit_of[r.stop - 1]) for r in groups if len(r)]
    scalar_locals = {d.name for d in program.locals if isinstance(d, ir.ScalarDecl)}
    users: dict[str, set[int]] = {}
    binds: Counter[str] = Counter()
    nested: set[str] = set()
    for i, f in enumerate(facts):
        for n in f.arrays | (f.names & scalar_locals):
            users.setdefault(n, set()).add(unit_of[i])
        for n in {_prefix(lb) for lb in f.labels}:
            users.setdefault("\0label " + n, set()).add(unit_of[i])
        nested |= f.nested_binds
        s = body[i]
        if isinstance(s, (ir.Alloc, ir.View)):
            binds[s.array] += 1
    for name, us in users.items():
        if len(us) > 1 and (name.startswith("\0label ") or name in scalar_locals
                            or name in nested or binds[name] > 1):
            spans.append((min(us), max(us)))
    merged = _merge(len(cuts), spans)
    return [range(cuts[a][0], cuts[b][1]) for a, b in merged]


def fusion_groups(program: ir.Program, fusion: str) -> list[range]:
    """The units to schedule together so that fusion across operators stays possible: from
    the ``epilogue`` level on, a unit of loop nests only (an activation, a bias or residual
    add, a normalization's passes) joins the unit before it when it reads an array that unit
    writes -- the pairs ``fuse_epilogue`` and ``fuse`` act on. A unit with a library call
    never joins the one before it, so a chain of layers stays cut at every convolution and
    product and the units stay the size of a layer."""
    if not fuses(fusion, "epilogue"):
        return []
    body = program.body.body
    units = operator_units(program)
    written: list[set[str]] = []
    mentioned: list[set[str]] = []
    calls: list[bool] = []
    for unit in units:
        w: set[str] = set()
        has_call = False
        for t in walk_stmts(ir.Block(tuple(body[i] for i in unit))):
            if isinstance(t, ir.Assign) and isinstance(t.target, ir.Access):
                w.add(t.target.array)
            elif isinstance(t, ir.LibCall):
                w.update(t.outputs)
                has_call = True
        written.append(w)
        mentioned.append(set().union(*(_facts(body[i]).arrays for i in unit)))
        calls.append(has_call)
    returns = [any(isinstance(body[i], ir.Return) for i in unit) for unit in units]
    return [range(units[u - 1].start, units[u].stop) for u in range(1, len(units))
            if not calls[u] and not returns[u] and written[u - 1] & mentioned[u]]


def _merge(n: int, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Units 0..n-1 with every span ``(a, b)`` of them joined into one: ``(first, last)``."""
    reach = list(range(n))
    for a, b in spans:
        reach[a] = max(reach[a], b)
    out: list[tuple[int, int]] = []
    u = 0
    while u < n:
        end, v = reach[u], u
        while v <= end:
            end = max(end, reach[v])
            v += 1
        out.append((u, end))
        u = end + 1
    return out


def _unit_program(program: ir.Program, unit: range,
                  locals_: tuple[ir.ArrayDecl | ir.ScalarDecl, ...],
                  facts: list[_Facts], users: dict[str, set[int]], index: int,
                  binder: dict[str, int], every_local: bool) -> tuple[ir.Program, int]:
    """The program that schedules ``unit`` on its own (see the module doc) and the number of
    binding statements put before the unit's own. Its locals are those it names, in the
    order of ``locals_`` (the whole program's so far), or all of them (``every_local``)."""
    body = program.body.body
    own = set().union(*(facts[i].arrays for i in unit))
    bound_here = {body[i].array for i in unit if isinstance(body[i], (ir.Alloc, ir.View))}
    need = sorted(own - bound_here)
    picked: set[int] = set()
    while need:
        name = need.pop()
        i = binder.get(name)
        if i is None or i in picked or i in unit:
            continue
        picked.add(i)
        need.extend(facts[i].arrays - bound_here)
    prefix = [body[i] for i in sorted(picked)]
    is_local = {d.name: d for d in locals_ if isinstance(d, ir.ArrayDecl)}
    shared = sorted(a for a in own if a in is_local and users.get(a, set()) - {index})
    sink = ir.Return(tuple(shared))
    returns = tuple(("array", is_local[a].dtype, is_local[a].ndim) for a in shared)
    stmts = (*prefix, *(body[i] for i in unit), sink)
    if not every_local:
        named = set().union(*(f.arrays | f.names for f in map(_facts, stmts)))
        locals_ = tuple(d for d in locals_ if d.name in named)
    sub = ir.Program(program.name, program.params, locals_, ir.Block(stmts), returns, True)
    return sub, len(prefix)


def _names(program: ir.Program) -> set[str]:
    """Every name a fresh name or label must avoid: parameters, locals, loop variables and
    labels."""
    out = {p.name for p in program.params} | {d.name for d in program.locals}
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Loop):
            out |= {s.var, s.label}
    return out


def _signature(sub: ir.Program, own_names: set[str]) -> tuple[str, dict[str, str]]:
    """``sub``'s text with its own names renamed in order of appearance (``_u0``, ``_u1``,
    ...; views' offsets set to 0), and that renaming: equal texts are the same unit up to
    names. Only a guess for reuse: a reused recipe is checked again on replay."""
    names = own_names | {s.label for s in walk_stmts(sub.body) if isinstance(s, ir.Loop)}
    decls = tuple(d for d in sub.locals if d.name in names)

    def zero(s: ir.Stmt) -> ir.Stmt:
        if isinstance(s, ir.View):
            return dataclasses.replace(s, offset=tuple(ir.Const(0, "int64") for _ in s.offset))
        return s

    body = ir.Block(tuple(zero(s) for s in sub.body.body))
    text = format_program(dataclasses.replace(sub, name="unit", locals=decls, body=body))
    canon: dict[str, str] = {}

    def rename(m: re.Match[str]) -> str:
        word = m.group(0)
        if word not in names:
            return word
        return canon.setdefault(word, f"_u{len(canon)}")

    return _IDENT.sub(rename, text), canon


def _rename_steps(steps: Sequence[Step], old: dict[str, str], new: dict[str, str]) -> list[Step]:
    """``steps`` of a unit whose names are ``old`` (name -> canonical) rewritten for a unit
    whose names are ``new``: a name of the old unit, or one made from it by a step (``conv2_c``
    -> ``conv2_c_o``), becomes the new unit's."""
    back = {c: n for n, c in new.items()}
    table = {n: back[c] for n, c in old.items() if c in back}
    by_length = sorted(table, key=len, reverse=True)

    def word(s: str) -> str:
        if s in table:
            return table[s]
        for n in by_length:
            if s.startswith(n + "_"):
                return table[n] + s[len(n):]
        return s

    def value(v: object) -> object:
        if isinstance(v, str):
            return word(v)
        if isinstance(v, tuple):
            return [value(x) for x in v]
        return v

    return [Step(st.transformation, word(st.target), **{k: value(v) for k, v in st.params})
            for st in steps]


def _unimplemented(stmts: Sequence[ir.Stmt]) -> Counter[str]:
    return Counter(s.op for s in walk_stmts(ir.Block(tuple(stmts)))
                   if isinstance(s, ir.LibCall) and not is_implemented(s))


def _shift(step: Step, offsets: Counter[str]) -> Step:
    """A unit's step with its library-call target ``op#k`` numbered in the whole program."""
    m = _CALL_TARGET.fullmatch(step.target)
    if m is None or not offsets[m.group(1)]:
        return step
    return step.with_target(f"{m.group(1)}#{int(m.group(2)) + offsets[m.group(1)]}")


def schedule_by_operator(program: ir.Program,
                         schedule: Callable[[ir.Program], tuple[Recipe, ir.Program]]
                         = heuristic_schedule,
                         groups: Sequence[range] = ()) -> tuple[Recipe, ir.Program, UnitStats]:
    """The heuristic recipe of ``program`` chosen unit by unit (see the module doc), the
    program it produces, and what was done. ``schedule`` is the per-unit scheduler (the
    heuristic); ``groups`` as in :func:`operator_units`."""
    try:
        return _by_units(program, schedule, groups)
    except _Whole as why:
        recipe, out = schedule(program)
        return recipe, out, UnitStats(units=1, scheduled=1, whole=str(why))


def replay_by_operator(program: ir.Program, recipe: Recipe,
                       groups: Sequence[range] = ()) -> ir.Program:
    """``recipe.apply(program)``, in time linear in the model when the recipe is one that
    :func:`schedule_by_operator` made (its steps grouped unit by unit, in order): each unit's
    steps are applied to its unit program. Any other recipe -- a step that is not the next
    unit's -- is replayed on the whole program, as ``recipe.apply`` would."""
    pending = collections.deque(recipe.steps)

    def replay(sub: ir.Program, offsets: Counter[str]) -> tuple[Recipe, ir.Program]:
        done: list[Step] = []
        while pending:
            local = _unshift(pending[0], offsets)
            if local is None or not _has_target(sub, local.target):
                break
            try:
                sub = Recipe([local]).apply(sub)
            except ScheduleError as e:
                raise _Whole(f"{local.to_python()} does not replay on its unit: {e}") from e
            done.append(local)
            pending.popleft()
        return Recipe(done), sub

    try:
        _, out, _ = _by_units(program, None, groups, replay)
    except _Whole:
        return recipe.apply(program)
    if pending:
        return recipe.apply(program)
    return out


def _unshift(step: Step, offsets: Counter[str]) -> Step | None:
    """The inverse of :func:`_shift`: a whole-program step as a unit's (None: a library call
    before the unit)."""
    m = _CALL_TARGET.fullmatch(step.target)
    if m is None or not offsets[m.group(1)]:
        return step
    k = int(m.group(2)) - offsets[m.group(1)]
    return None if k < 0 else step.with_target(f"{m.group(1)}#{k}")


def _has_target(program: ir.Program, target: str) -> bool:
    if _CALL_TARGET.fullmatch(target):
        return any(name == target for name, _ in libcall_targets(program))
    return any(isinstance(s, ir.Loop) and s.label == target for s in walk_stmts(program.body))


def _by_units(program: ir.Program,
              schedule: Callable[[ir.Program], tuple[Recipe, ir.Program]] | None,
              groups: Sequence[range],
              replay: Callable[[ir.Program, Counter[str]], tuple[Recipe, ir.Program]]
              | None = None) -> tuple[Recipe, ir.Program, UnitStats]:
    """Schedule ``program`` unit by unit with ``schedule``, or (``replay``) apply given steps
    to each unit program; raise :class:`_Whole` where units cannot be cut apart."""
    body = program.body.body
    facts = [_facts(s) for s in body]
    if any(f.nested_return for f in facts):
        raise _Whole("a return below the top level")
    units = operator_units(program, groups)
    users: dict[str, set[int]] = {}
    for u, unit in enumerate(units):
        for i in unit:
            for a in facts[i].arrays:
                users.setdefault(a, set()).add(u)
    binder = {s.array: i for i, s in enumerate(body) if isinstance(s, (ir.Alloc, ir.View))}
    taken = _names(program)  # the names of the whole program so far
    locals_ = program.locals
    out: list[ir.Stmt] = []
    steps: list[Step] = []
    offsets: Counter[str] = Counter()
    seen: dict[str, tuple[list[Step], dict[str, str]]] = {}
    counts: Counter[str] = Counter()
    for u, unit in enumerate(units):
        stmts = [body[i] for i in unit]
        if not any(isinstance(s, (ir.Loop, ir.LibCall))
                   for s in walk_stmts(ir.Block(tuple(stmts)))):
            out += stmts
            counts["trivial"] += 1
            continue
        for every_local in (False, True):
            sub, n_prefix = _unit_program(program, unit, locals_, facts, users, u, binder,
                                          every_local)
            if replay is not None:
                recipe, scheduled = replay(sub, offsets)
            else:
                assert schedule is not None
                recipe, scheduled = _schedule_unit(sub, program, schedule, seen, counts)
            made = _names(scheduled) - _names(sub)
            if not made & taken or replay is not None:
                break
        if made & taken:
            raise _Whole(f"unit {u} made the name {sorted(made & taken)[0]!r}, which another "
                         "unit uses")
        inner = scheduled.body.body
        if (tuple(inner[:n_prefix]) != sub.body.body[:n_prefix] or not inner
                or inner[-1] != sub.body.body[-1]):
            raise _Whole(f"scheduling unit {u} moved the statements around it")
        mine = list(inner[n_prefix:-1])
        steps += [_shift(st, offsets) for st in recipe]
        offsets += _unimplemented(mine)
        out += mine
        taken |= made
        locals_ = _updated(locals_, sub.locals, scheduled.locals)
    result = dataclasses.replace(program, locals=locals_, body=ir.Block(tuple(out)))
    return Recipe(steps), result, UnitStats(len(units), counts["scheduled"],
                                            counts["replayed"], counts["trivial"])


def _schedule_unit(sub: ir.Program, program: ir.Program,
                   schedule: Callable[[ir.Program], tuple[Recipe, ir.Program]],
                   seen: dict[str, tuple[list[Step], dict[str, str]]],
                   counts: Counter[str]) -> tuple[Recipe, ir.Program]:
    """The recipe of one unit program and the program it gives: an identical earlier unit's
    recipe renamed, when it replays; else the scheduler's (remembered for the next ones)."""
    own = set().union(*(f.arrays | f.names for f in map(_facts, sub.body.body)))
    key, canon = _signature(sub, own - {p.name for p in program.params})
    if key in seen:
        template, names = seen[key]
        local = Recipe(_rename_steps(template, names, canon))
        try:
            done = local, local.apply(sub)
        except ScheduleError:
            pass
        else:
            counts["replayed"] += 1
            return done
    recipe, scheduled = schedule(sub)
    counts["scheduled"] += 1
    seen.setdefault(key, (list(recipe.steps), canon))
    return recipe, scheduled


def _updated(whole: tuple[ir.ArrayDecl | ir.ScalarDecl, ...],
             before: tuple[ir.ArrayDecl | ir.ScalarDecl, ...],
             after: tuple[ir.ArrayDecl | ir.ScalarDecl, ...]
             ) -> tuple[ir.ArrayDecl | ir.ScalarDecl, ...]:
    """The whole program's locals after a unit's steps took its locals from ``before`` to
    ``after``: those removed go, those changed change in place, new ones come last (as the
    steps, replayed on the whole program, would leave them)."""
    now = {d.name: d for d in after}
    gone = {d.name for d in before} - set(now)
    known = {d.name for d in whole}
    kept = tuple(now.get(d.name, d) for d in whole if d.name not in gone)
    return kept + tuple(d for d in after if d.name not in known)
