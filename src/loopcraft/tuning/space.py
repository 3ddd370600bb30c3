"""The search space: which recipe steps are worth trying on a program, and how to mutate a recipe.

The tuning unit is a *nest*: each outermost statement of the program that holds loops or a
library call (:func:`nests`). For a nest, :class:`SearchSpace` generates candidate steps from
the IR, per transformation, with parameter domains a performance engineer would try:

============== ==================================================================================
reorder        every permutation of the first 2..4 loops of each perfect band
tile           1-, 2- and 3-deep bands, sizes from powers of two (16..256) and from the caches
               (the side of a square tile of three float64 arrays that fits L1, and L2); a tile
               of the point loops of a tiled band is a second cache level
unroll         innermost loops by 2, 4, 8
unroll_and_jam band heads by 2, 3, 4, 6, 8 through 1 or 2 levels (register tiles)
vectorize      innermost loops: ``simd`` with the compiler's or the register's width, ``strip``
parallelize    OpenMP on the loops of the first two levels, ``collapse`` 1 or 2, static/dynamic
pack           each array a non-innermost loop reads, in its layout or transposed
scalar_replace each array a loop accesses
hoist          innermost loops
implement      library calls: ``loops``, ``blas``, ``microkernel`` with block sizes
               ``mc, kc, nc`` (0: derived from the caches) around the measured defaults
               (matmul), or with each ``isa`` this CPU runs (gemv, dot, outer)
recognize      a loop nest that computes a matrix (or matrix-vector) product or a
               convolution, followed by ``implement`` of the call it makes (BLAS or the
               micro-kernel)
others         (fuse, distribute, split, ...): the transformation's own ``sample_params``
============== ==================================================================================

Only legal points are produced: every step is checked with the transformation's full
``check`` on the program it applies to (a step that is illegal there raises its
``ScheduleError`` and is dropped). The domains are deliberately not pruned by a model: ranking
is the cost model's job (the search's ``rank`` hook).

Mutations (:meth:`SearchSpace.mutate`) of a recipe, each replayed and checked:

* ``add``: insert a legal step for a random nest, at the end or (sometimes) at a random
  position, with the rest of the recipe replayed after it;
* ``change``: redraw one step's parameters from its domain (same transformation, same target;
  ``implement`` steps are drawn six times as often as others);
* ``remove``: drop one step.

After a ``change`` or ``remove``, a later step that no longer applies (it scheduled the loops of
a library call that is now a BLAS call, say) is dropped too. :meth:`SearchSpace.seeds` gives
the first generation's structural alternatives: each library call implemented by BLAS and by
the micro-kernel.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import InternalError, ScheduleError
from ..ir import nodes as ir
from ..ir.printer import format_program
from ..ir.walk import expr_accesses, stmt_exprs, walk_stmts
from ..libops.microkernel import supported_isas
from ..transform import Recipe, Step, load_all
from ..transform.base import libcall_targets
from ..transform.reorder import perfect_depth

__all__ = ["Nest", "nests", "SearchSpace", "Traced", "trace_recipe", "DEFAULT_WEIGHTS"]

#: how often each transformation is drawn for an ``add`` mutation (relative); a registered
#: transformation not named here gets :data:`OTHER_WEIGHT`
DEFAULT_WEIGHTS: dict[str, float] = {
    "tile": 3.0, "reorder": 2.0, "unroll_and_jam": 2.0, "implement": 3.0,
    "parallelize": 1.5, "vectorize": 1.5, "unroll": 1.0, "pack": 1.0, "scalar_replace": 1.0,
    "hoist": 0.5, "split": 0.5, "interchange": 0.3, "recognize": 2.0,
}
OTHER_WEIGHT = 0.3
#: draws before an ``add`` gives up on finding a legal step
MAX_DRAWS = 24
#: transformations whose check runs dependence analysis, which is quadratic in the accesses
#: of the loop: they are not tried on loops with more than :data:`MAX_ACCESSES` accesses
#: (a register tile unrolled 32 x 3 times would cost seconds per check)
DEPENDENCE_CHECKED = frozenset({"reorder", "interchange", "tile", "unroll_and_jam",
                                "parallelize", "vectorize", "fuse", "distribute", "split"})
MAX_ACCESSES = 48


# ------------------------------------------------------------------------------ nests


@dataclass(frozen=True)
class Nest:
    """One tuning unit: an outermost statement holding loops or a library call.

    ``name`` is the outermost loop's label or the call's target (``matmul#0``); ``loops`` the
    labels of every loop in it; ``calls`` its library-call targets; ``depth`` the deepest loop
    nesting; ``source`` the statement's IR text.
    """

    index: int
    kind: str  # "loop" | "libcall" | "block"
    name: str
    loops: tuple[str, ...]
    calls: tuple[str, ...]
    depth: int
    source: str

    def __str__(self) -> str:
        what = f"{len(self.loops)} loop(s), depth {self.depth}" if self.loops else "call"
        return f"nest {self.index} {self.name} ({self.kind}, {what})"


def _depth(s: ir.Stmt) -> int:
    if isinstance(s, ir.Loop):
        return 1 + max((_depth(c) for c in s.body.body), default=0)
    if isinstance(s, ir.While):
        return max((_depth(c) for c in s.body.body), default=0)
    if isinstance(s, ir.If):
        return max((_depth(c) for c in (*s.then.body, *s.orelse.body)), default=0)
    if isinstance(s, ir.Block):
        return max((_depth(c) for c in s.body), default=0)
    return 0


def nests(program: ir.Program) -> list[Nest]:
    """The tuning units of ``program``, in program order."""
    call_names = {id(c): name for name, c in libcall_targets(program)}
    out: list[Nest] = []
    for s in program.body.body:
        inner = list(walk_stmts(ir.Block((s,))))  # s and everything in it
        loops = tuple(x.label for x in inner if isinstance(x, ir.Loop))
        calls = tuple(call_names[id(x)] for x in inner if id(x) in call_names)
        if not loops and not calls:
            continue
        if isinstance(s, ir.Loop):
            kind, name = "loop", s.label
        elif isinstance(s, ir.LibCall):
            kind, name = "libcall", calls[0]
        else:
            kind, name = "block", (loops or calls)[0]
        text = format_program(ir.replace(program, body=ir.Block((s,)), locals=()))
        body = text.split("\n", 1)[1] if "\n" in text else text
        out.append(Nest(len(out), kind, name, loops, calls, _depth(s), body.rstrip()))
    return out


# ------------------------------------------------------------------------------ traces


@dataclass(frozen=True)
class Traced:
    """A recipe with the program before each step and after the last one
    (``programs[k]`` is what step ``k`` applies to; ``programs[-1]`` the result)."""

    recipe: Recipe
    programs: tuple[ir.Program, ...]

    @property
    def program(self) -> ir.Program:
        return self.programs[-1]


def trace_recipe(program: ir.Program, recipe: Recipe) -> Traced:
    """Replay ``recipe`` on ``program`` keeping every intermediate program (raises the first
    illegal step's ``ScheduleError``)."""
    programs = [program]
    for _, p in recipe.trace(program):
        programs.append(p)
    return Traced(recipe, tuple(programs))


def _repair(programs: list[ir.Program], steps: Sequence[Step]
            ) -> tuple[list[ir.Program], list[Step], int]:
    """Apply ``steps`` to the last of ``programs``, dropping those that no longer apply (a
    step naming loops that an earlier change removed): (programs, kept steps, dropped)."""
    out, kept = list(programs), []
    for step in steps:
        try:
            out.append(Recipe([step]).apply(out[-1]))
        except ScheduleError:
            continue
        kept.append(step)
    return out, kept, len(steps) - len(kept)


def _replay(programs: list[ir.Program], steps: Sequence[Step]) -> list[ir.Program] | None:
    """Extend ``programs`` by applying ``steps`` to its last entry; None if one is illegal."""
    out = list(programs)
    try:
        for _, p in Recipe(steps).trace(out[-1]):
            out.append(p)
    except ScheduleError:
        return None
    return out


# ------------------------------------------------------------------------------ the space


def _accesses(loop: ir.Loop) -> int:
    """Array accesses in ``loop`` (what the cost of its dependence analysis grows with)."""
    n = 0
    for s in walk_stmts(loop.body):
        n += sum(len(expr_accesses(e)) for e in stmt_exprs(s))
        n += isinstance(s, ir.Assign) and isinstance(s.target, ir.Access)
    return n


def _round_down(x: float, multiple: int) -> int:
    return max(multiple, int(x) // multiple * multiple)


class SearchSpace:
    """Candidate steps and recipe mutations for one program.

    ``caches`` (bytes by level, e.g. ``{"L1d": 49152, "L2": 2097152}``) and ``vector_bytes``
    default to this machine's; ``weights`` overrides :data:`DEFAULT_WEIGHTS` (a weight of 0
    removes a transformation from ``add`` mutations).
    """

    def __init__(self, caches: dict[str, int] | None = None, vector_bytes: int | None = None,
                 weights: dict[str, float] | None = None) -> None:
        from ..target import hardware

        self.caches = dict(hardware.cache_sizes() if caches is None else caches)
        self.vector_bytes = hardware.vector_bytes() if vector_bytes is None else vector_bytes
        self.registry = load_all()
        self.weights = dict(DEFAULT_WEIGHTS)
        self.weights.update(weights or {})
        l1 = self.caches.get("L1d", 32768)
        l2 = self.caches.get("L2", 1 << 20)
        # side of a square tile when three float64 arrays share the cache level
        self.l1_side = _round_down(math.sqrt(l1 / (3 * 8)), 8)
        self.l2_side = _round_down(math.sqrt(l2 / (3 * 8)), 8)
        self.tile_sizes = tuple(sorted({16, 32, 64, 128, 256, self.l1_side, self.l2_side}))
        self.lanes = max(2, self.vector_bytes // 8)

    # .............................................................. targets and domains
    def targets(self, program: ir.Program, name: str, nest: Nest | None = None) -> list[str]:
        """Where transformation ``name`` may be tried in ``program`` (within ``nest``)."""
        t = self.registry[name]
        found = list(t.targets(program))
        loops = {s.label: s for s in walk_stmts(program.body) if isinstance(s, ir.Loop)}
        if name in ("unroll", "vectorize", "hoist"):  # innermost loops only
            found = [x for x in found if x in loops and not any(
                isinstance(s, ir.Loop) for s in walk_stmts(loops[x].body))]
        elif name == "pack":  # a loop around other loops (the packed tile is reused)
            found = [x for x in found if x in loops and any(
                isinstance(s, ir.Loop) for s in walk_stmts(loops[x].body))]
        if nest is not None:
            mine = set(nest.loops) | set(nest.calls)
            found = [x for x in found if x in mine]
        if name in DEPENDENCE_CHECKED:
            found = [x for x in found if x not in loops or _accesses(loops[x]) <= MAX_ACCESSES]
        return found

    def domain(self, program: ir.Program, name: str, target: str,
               rng: random.Random | None = None) -> list[dict[str, Any]]:
        """Parameter sets worth trying for ``name`` on ``target`` (not checked yet)."""
        loop = next((s for s in walk_stmts(program.body)
                     if isinstance(s, ir.Loop) and s.label == target), None)
        fn = getattr(self, f"_domain_{name}", None)
        if fn is not None:
            return fn(program, target, loop)
        t = self.registry[name]
        rng = rng or random.Random(f"{name}:{target}")
        out: list[dict[str, Any]] = []
        for _ in range(4):
            try:
                p = t.sample_params(program, target, rng)
            except Exception:  # a sampler that does not handle this target: no candidates
                return []
            if p not in out:
                out.append(p)
        return out

    def _band(self, loop: ir.Loop | None) -> list[ir.Loop]:
        band: list[ir.Loop] = []
        while loop is not None:
            band.append(loop)
            body = loop.body.body
            loop = body[0] if len(body) == 1 and isinstance(body[0], ir.Loop) else None
        return band

    def _domain_reorder(self, program: ir.Program, target: str, loop: ir.Loop | None
                        ) -> list[dict[str, Any]]:
        band = [lp.label for lp in self._band(loop)]
        out = []
        for k in range(2, min(len(band), 4) + 1):
            for perm in itertools.permutations(band[:k]):
                if list(perm) != band[:k]:
                    out.append({"order": perm})
        return out

    def _domain_tile(self, program: ir.Program, target: str, loop: ir.Loop | None
                     ) -> list[dict[str, Any]]:
        if loop is None:
            return []
        d = min(perfect_depth(loop), 3)
        sizes = self.tile_sizes
        out: list[tuple[int, ...]] = [(s,) for s in sizes]
        if d >= 2:
            out += list(itertools.product(sizes, repeat=2))
        if d >= 3:
            out += [(a, b, b) for a in sizes for b in sizes]
            out += [(a, a, b) for a in sizes for b in sizes if a != b]
            out += [(0, b, b) for b in sizes]
        seen: set[tuple[int, ...]] = set()
        return [{"sizes": s} for s in out if not (s in seen or seen.add(s))]

    def _domain_unroll(self, program: ir.Program, target: str, loop: ir.Loop | None
                       ) -> list[dict[str, Any]]:
        return [{"factor": f} for f in (2, 4, 8)]

    def _domain_unroll_and_jam(self, program: ir.Program, target: str, loop: ir.Loop | None
                               ) -> list[dict[str, Any]]:
        levels = max(1, min(len(self._band(loop)) - 1, 2))
        return [{"factor": f, "depth": d} for d in range(1, levels + 1)
                for f in (2, 3, 4, 6, 8)]

    def _domain_vectorize(self, program: ir.Program, target: str, loop: ir.Loop | None
                          ) -> list[dict[str, Any]]:
        return [{"mode": "simd", "width": 0}, {"mode": "simd", "width": self.lanes},
                {"mode": "strip", "width": self.lanes},
                {"mode": "strip", "width": 2 * self.lanes}]

    def _domain_parallelize(self, program: ir.Program, target: str, loop: ir.Loop | None
                            ) -> list[dict[str, Any]]:
        collapse = min(len(self._band(loop)), 2)
        return [{"collapse": c, "schedule": s, "chunk": 0}
                for c in range(1, collapse + 1) for s in ("static", "dynamic")]

    def _arrays(self, loop: ir.Loop | None, reads_only: bool) -> list[tuple[str, int]]:
        """(array, rank) of the accesses in ``loop``, in order of first appearance."""
        if loop is None:
            return []
        seen: dict[str, int] = {}
        for s in walk_stmts(loop.body):
            exprs = stmt_exprs(s)
            if reads_only and isinstance(s, ir.Assign):
                exprs = [e for e in exprs if e is not s.target]
            for e in exprs:
                for a in expr_accesses(e):
                    seen.setdefault(a.array, len(a.indices))
            if not reads_only and isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
                seen.setdefault(s.target.array, len(s.target.indices))
        return list(seen.items())

    def _domain_pack(self, program: ir.Program, target: str, loop: ir.Loop | None
                     ) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for array, rank in self._arrays(loop, reads_only=True):
            out.append({"array": array, "order": None})
            if rank == 2:
                out.append({"array": array, "order": (1, 0)})
        return out

    def _domain_scalar_replace(self, program: ir.Program, target: str, loop: ir.Loop | None
                               ) -> list[dict[str, Any]]:
        return [{"array": a} for a, _ in self._arrays(loop, reads_only=False)]

    def _domain_hoist(self, program: ir.Program, target: str, loop: ir.Loop | None
                      ) -> list[dict[str, Any]]:
        return [{"array": None}]

    def _domain_implement(self, program: ir.Program, target: str, loop: ir.Loop | None
                          ) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = [{"impl": "loops"}, {"impl": "blas"},
                                     {"impl": "microkernel"}]
        if target.rsplit("#", 1)[0] != "matmul":  # no cache blocks: the kernels vary by ISA
            return out + [{"impl": "microkernel", "isa": isa} for isa in supported_isas()]
        for mc, kc, nc in itertools.product((0, 96, 192), (0, 256, 384, 512),
                                            (0, 2048, 4096)):
            if (mc, kc, nc) != (0, 0, 0):
                out.append({"impl": "microkernel", "mc": mc, "kc": kc, "nc": nc})
        return out

    # .............................................................. legal steps
    def legal(self, program: ir.Program, step: Step) -> bool:
        """Whether ``step`` passes its transformation's full check on ``program``."""
        try:
            step.check(program)
        except ScheduleError:
            return False
        return True

    def steps(self, program: ir.Program, nest: Nest | None = None,
              names: Sequence[str] | None = None, limit: int | None = None
              ) -> Iterator[Step]:
        """Every legal candidate step on ``program`` (within ``nest``), transformation by
        transformation (at most ``limit`` per transformation); each one checked."""
        for name in names or sorted(self.registry):
            found = 0
            for target in self.targets(program, name, nest):
                for params in self.domain(program, name, target):
                    if limit is not None and found >= limit:
                        break
                    step = Step(name, target, **params)
                    if self.legal(program, step):
                        found += 1
                        yield step

    def draw_step(self, program: ir.Program, rng: random.Random,
                  nest: Nest | None = None) -> Step | None:
        """A random legal step (transformation by weight, then target, then parameters), or
        None after :data:`MAX_DRAWS` refused draws."""
        names = sorted(self.registry)
        weights = [self.weights.get(n, OTHER_WEIGHT) for n in names]
        if not any(weights):
            return None
        for _ in range(MAX_DRAWS):
            name = rng.choices(names, weights)[0]
            targets = self.targets(program, name, nest)
            if not targets:
                continue
            target = rng.choice(targets)
            dom = self.domain(program, name, target, rng)
            if not dom:
                continue
            step = Step(name, target, **rng.choice(dom))
            if self.legal(program, step):
                return step
        return None

    # .............................................................. mutations
    def mutate(self, parent: Traced, rng: random.Random, tries: int = 8
               ) -> tuple[Traced, str] | None:
        """A legal mutation of ``parent`` and a description of it, or None."""
        for _ in range(tries):
            ops = ["add"] + (["change", "remove"] if len(parent.recipe) else [])
            weights = [0.55, 0.3, 0.15][:len(ops)]
            op = rng.choices(ops, weights)[0]
            got = getattr(self, f"_{op}")(parent, rng)
            if got is not None:
                return got
        return None

    def _add(self, parent: Traced, rng: random.Random) -> tuple[Traced, str] | None:
        steps = list(parent.recipe)
        at = len(steps) if rng.random() < 0.75 or not steps else rng.randrange(len(steps))
        base = parent.programs[at]
        units = nests(base)
        nest = rng.choice(units) if units else None
        step = self.draw_step(base, rng, nest)
        if step is None:
            return None
        new = [step]
        if step.transformation == "recognize":  # the library call it makes, implemented
            impl = self._implement_new_call(base, step, rng.choice(("blas", "microkernel")))
            if impl is not None:
                new.append(impl)
        programs = _replay(list(parent.programs[:at + 1]), [*new, *steps[at:]])
        if programs is None:
            return None
        return Traced(Recipe([*steps[:at], *new, *steps[at:]]), tuple(programs)), \
            f"add {', '.join(s.to_python() for s in new)} at {at}"

    def _implement_new_call(self, program: ir.Program, recognize: Step, impl: str
                            ) -> Step | None:
        """``implement`` of the library call that ``recognize`` creates in ``program``."""
        try:
            after = recognize.apply(program)
        except ScheduleError:
            return None
        before = {id(c) for _, c in libcall_targets(program)}
        fresh = [name for name, c in libcall_targets(after) if id(c) not in before]
        if not fresh:
            return None
        step = Step("implement", fresh[-1], impl=impl)
        return step if self.legal(after, step) else None

    def _change(self, parent: Traced, rng: random.Random) -> tuple[Traced, str] | None:
        steps = list(parent.recipe)
        # library-call implementations are the most consequential choices: drawn more often
        weights = [6.0 if s.transformation == "implement" else 1.0 for s in steps]
        k = rng.choices(range(len(steps)), weights)[0]
        old = steps[k]
        base = parent.programs[k]
        dom = [p for p in self.domain(base, old.transformation, old.target, rng)
               if Step(old.transformation, old.target, **p) != old]
        rng.shuffle(dom)
        for params in dom[:6]:
            got = self.replace_step(parent, k, Step(old.transformation, old.target, **params))
            if got is not None:
                return got
        return None

    def replace_step(self, parent: Traced, k: int, new: Step | None
                     ) -> tuple[Traced, str] | None:
        """``parent`` with step ``k`` replaced by ``new`` (removed when None); the steps
        after it are replayed, and those that no longer apply are dropped. None when ``new``
        is illegal there."""
        steps = list(parent.recipe)
        programs = list(parent.programs[:k + 1])
        if new is not None:
            grown = _replay(programs, [new])
            if grown is None:
                return None
            programs = grown
        programs, kept, dropped = _repair(programs, steps[k + 1:])
        recipe = Recipe([*steps[:k], *([new] if new is not None else []), *kept])
        what = (f"change step {k} to {new.to_python()}" if new is not None
                else f"remove step {k} ({steps[k].to_python()})")
        if dropped:
            what += f" (dropping {dropped} later step(s) that no longer apply)"
        return Traced(recipe, tuple(programs)), what

    def _remove(self, parent: Traced, rng: random.Random) -> tuple[Traced, str] | None:
        return self.replace_step(parent, rng.randrange(len(parent.recipe)), None)

    def seeds(self, parent: Traced) -> list[tuple[Traced, str]]:
        """Structural alternatives worth measuring first: each loop nest of the original
        program that computes a matrix product or a convolution turned into the library call
        (``recognize``)
        and implemented by BLAS and by the micro-kernel, followed by the default's steps
        where they still apply; each
        library call of ``parent`` implemented by BLAS and by the micro-kernel instead
        (later steps that scheduled its loops dropped); and when ``parent`` calls a kernel,
        the default schedule of direct emission (every library call as scheduled loops)."""
        out = []
        base = parent.programs[0]
        if "recognize" in self.registry:  # loops that compute a matrix product: the library's
            for target in self.targets(base, "recognize"):
                rec = Step("recognize", target, **self.domain(base, "recognize", target)[0])
                for impl in ("blas", "microkernel"):
                    step = self._implement_new_call(base, rec, impl)
                    if step is None:
                        continue
                    programs = _replay([base], [rec, step])
                    if programs is None:
                        continue
                    programs, kept, dropped = _repair(programs, list(parent.recipe))
                    what = f"seed {rec.to_python()}, {step.to_python()} before the default"
                    if dropped:
                        what += f" (dropping {dropped} step(s) that no longer apply)"
                    out.append((Traced(Recipe([rec, step, *kept]), tuple(programs)), what))
        for k, step in enumerate(parent.recipe):
            if step.transformation != "implement":
                continue
            for impl in ("blas", "microkernel"):
                if step.kwargs.get("impl") == impl:
                    continue
                got = self.replace_step(parent, k, Step("implement", step.target, impl=impl))
                if got is not None:
                    out.append(got)
        if any(s.transformation == "implement" and s.kwargs.get("impl") != "loops"
               for s in parent.recipe):
            from ..schedule.scheduler import heuristic_recipe

            direct = heuristic_recipe(base, self.caches, self.vector_bytes, libop_impl="loops")
            programs = _replay([base], list(direct))
            if programs is not None and direct != parent.recipe:
                out.append((Traced(direct, tuple(programs)),
                            "seed: the default schedule with library calls as loops (direct "
                            "emission)"))
        return out


def _check_traced(program: ir.Program, traced: Traced) -> None:
    """Debug aid: the traced program is what replaying the recipe gives."""
    if traced.recipe.apply(program) != traced.program:
        raise InternalError("a traced recipe does not replay to its program")
