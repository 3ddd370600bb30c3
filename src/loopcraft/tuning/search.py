"""Evolutionary search over recipes, grounded in measurement and remembered in the database.

The search starts from the default (heuristic) recipe -- measured first, as the baseline, in
the same run -- and the empty recipe, and evolves a population (a (mu + lambda) scheme):

1. the ``population`` best verified candidates so far are the parents (the baseline among
   them until something beats it);
2. each generation proposes ``children`` new recipes (the first one: the empty recipe, each
   library call implemented by BLAS and by the micro-kernel, then mutations), each a parent
   with one or two legal mutations (:meth:`.space.SearchSpace.mutate`); a recipe proposed
   before, or one that gives a program already measured, is drawn again instead;
3. the proposals are put in order by the ``rank`` hook (the cost model's place; the default
   keeps the order) and evaluated in that order: looked up in the database (a candidate this
   machine measured before, with the same thread count, is *recalled*, not measured again),
   else compiled (all of the generation's in parallel) and measured one at a time;
4. every measurement, failed ones included, is written to the database right away.

Speedups are the default recipe's time over the candidate's. The default is measured again
before each generation's measurements, and that generation is compared with
it: on a shared machine the load drifts, and a baseline from minutes earlier would turn the
drift into speedups; the default first runs untimed for a second, because the measurements
right after a batch of compiles run slow. :func:`~loopcraft.tuning.api.tune` then confirms the
winners side by side.

The budget counts candidates evaluated (measured or recalled), not the baseline; so a second
run with the same seed and database repeats the same first generation from the database and
measures nothing new for it, and a run that was stopped resumes where it stopped. Proposals
depend only on the seed and on the ranking of the measured times: the first generation is
identical for a seed whatever the timings; later ones change when noise reorders candidates.

``time_limit`` (seconds) stops the search before the next measurement once exceeded.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..ir import nodes as ir
from ..ir.hashing import structural_hash
from ..transform import Recipe
from .executors.local import Compiled, Measurement, Measurer, Placement, compile_candidates
from .space import SearchSpace, Traced, trace_recipe

__all__ = ["Candidate", "Search", "RankFn", "identity_rank", "ProgressFn"]


@dataclass(eq=False)
class Candidate:
    """One recipe the search evaluated (``index`` 0 is the default recipe, the baseline).

    ``speedup`` is the baseline's time over this candidate's (from the stored baseline when
    ``recalled`` from the database); ``elapsed_s`` the seconds since tuning started when its
    result came in; ``change`` the mutations that made it from candidate ``parent``;
    ``where`` the node and machine that measured it (None on the local executor).
    """

    recipe: Recipe
    origin: str  # "heuristic", "empty", "search", "transfer" or "given"
    parent: int | None
    change: str
    traced: Traced = field(repr=False)
    program_hash: str = ""
    index: int = -1
    status: str = "pending"
    time_s: float | None = None
    spread_s: float | None = None
    repeats: int = 0
    reason: str | None = None
    speedup: float | None = None
    recalled: bool = False
    elapsed_s: float = 0.0
    compile_s: float = 0.0
    where: Placement | None = None

    @property
    def ok(self) -> bool:
        return self.status == "ok" and self.speedup is not None

    def describe(self) -> str:
        if self.origin == "transfer":
            return f"transfer {self.change}"
        if self.origin != "search":
            return f"{self.origin} recipe ({len(self.recipe)} steps)"
        return f"#{self.parent}: {self.change}"


#: the cost model's hook: given the proposals, the order in which to measure them (indices
#: into the list; those left out are measured last, in their order)
RankFn = Callable[[Sequence[Candidate]], Sequence[int]]
#: called after each evaluated candidate with (candidate, evaluated so far, budget, best
#: speedup so far)
ProgressFn = Callable[[Candidate, int, int, float], None]


def identity_rank(candidates: Sequence[Candidate]) -> Sequence[int]:
    """The default ``rank``: measure in the order proposed."""
    return range(len(candidates))


def _ordered(rank: RankFn, props: list[Candidate]) -> list[Candidate]:
    order: list[int] = []
    for k in rank(props):
        k = int(k)
        if 0 <= k < len(props) and k not in order:
            order.append(k)
    order += [k for k in range(len(props)) if k not in order]
    return [props[k] for k in order]


class Search:
    """One search over recipes for ``program`` (the frontend's program for the arguments).

    ``compile_fn(programs) -> [Compiled]`` builds candidates (default: :func:`compile_candidates`
    with ``weak``/``use_cache``); ``recall(recipe) -> dict | None`` and ``record(candidate,
    baseline_s, verified)`` connect the database (both optional).
    """

    def __init__(self, program: ir.Program, default: Recipe, measurer: Measurer, *,
                 budget: int = 64, time_limit: float | None = None, seed: int = 0,
                 rank: RankFn | None = None, space: SearchSpace | None = None,
                 population: int = 4, children: int = 8, oversample: int = 1,
                 weak: tuple[bool, ...] = (), use_cache: bool = True,
                 compile_fn: Callable[[list[ir.Program]], list[Compiled]] | None = None,
                 recall: Callable[[Recipe], dict[str, Any] | None] | None = None,
                 record: Callable[[Candidate, float | None, bool], None] | None = None,
                 progress: ProgressFn | None = None) -> None:
        if budget < 0:
            raise ValueError(f"budget must be >= 0, got {budget}")
        self.program = program
        self.default = default
        self.measurer = measurer
        self.budget = budget
        self.time_limit = time_limit
        self.rng = random.Random(seed)
        self.rank = rank or identity_rank
        self.space = space or SearchSpace()
        self.population = max(1, population)
        self.children = max(1, children)
        self.oversample = max(1, oversample)
        self.compile_fn = compile_fn or (lambda ps: compile_candidates(ps, weak, use_cache))
        self.recall = recall
        self.record = record
        self.progress = progress
        self.candidates: list[Candidate] = []
        self.seen_recipes: set[str] = set()
        self.seen_programs: set[str] = set()
        self.baseline_s: float | None = None
        #: every time the default recipe was measured in this run, in order (see evaluate)
        self.baselines: list[float] = []
        self.base_compiled: Compiled | None = None
        self.t0 = time.monotonic()
        self.measured = 0
        self.recalled = 0

    # ------------------------------------------------------------------ helpers
    @property
    def evaluated(self) -> int:
        return self.measured + self.recalled

    def elapsed(self) -> float:
        return time.monotonic() - self.t0

    def out_of_time(self) -> bool:
        return self.time_limit is not None and self.elapsed() >= self.time_limit

    def best(self) -> Candidate | None:
        ok = [c for c in self.candidates if c.ok]
        return min(ok, key=lambda c: (-(c.speedup or 0.0), c.index)) if ok else None

    def best_time(self) -> float | None:
        """The best time so far in this run's terms (recalled ones scaled by the baseline)."""
        times = [self.baseline_s / c.speedup for c in self.candidates
                 if c.ok and self.baseline_s and c.speedup]
        return min(times) if times else self.baseline_s

    def _program_hash(self, program: ir.Program) -> str:
        from ..pipeline import finish_schedule

        return structural_hash(finish_schedule(program))

    def _new(self, traced: Traced, origin: str, parent: int | None, change: str
             ) -> Candidate | None:
        key = traced.recipe.to_json()
        if key in self.seen_recipes:
            return None
        self.seen_recipes.add(key)
        phash = self._program_hash(traced.program)
        if phash in self.seen_programs:
            return None
        self.seen_programs.add(phash)
        return Candidate(traced.recipe, origin, parent, change, traced, phash)

    # ------------------------------------------------------------------ the baseline
    def start(self, baseline: Measurement, compiled: Compiled) -> Candidate:
        """Register the default recipe's measurement (taken by the caller) as candidate 0."""
        traced = trace_recipe(self.program, self.default)
        c = Candidate(self.default, "heuristic", None, "", traced,
                      self._program_hash(traced.program))
        self.seen_recipes.add(self.default.to_json())
        self.seen_programs.add(c.program_hash)
        self._finish(c, baseline, compiled)
        self.base_compiled = compiled
        if c.status == "ok" and c.time_s:
            self.baseline_s = c.time_s
            self.baselines.append(c.time_s)
            c.speedup = 1.0
        return c

    def rebaseline(self) -> None:
        """Measure the default recipe again, after letting the machine settle from the
        compiles just done (:meth:`~.measure.Measurer.settle`): the candidates that follow are
        compared with this time (a shared machine's load drifts; a baseline taken minutes
        earlier would turn the drift into speedups). Not counted in the budget."""
        if self.base_compiled is None or self.baseline_s is None:
            return
        m = self.measurer.baseline(self.base_compiled, best=self.baseline_s)
        if m.ok and m.time_s:
            self.baseline_s = m.time_s
            self.baselines.append(m.time_s)

    def _baseline_for(self, c: Candidate) -> float | None:
        """The default's time that ``c`` is compared with: the one measured on the same node
        before its batch (an executor with several machines), else the run's."""
        if c.where is not None and c.where.baseline_s:
            return c.where.baseline_s
        return self.baseline_s

    def _finish(self, c: Candidate, m: Measurement, compiled: Compiled | None) -> None:
        c.index = len(self.candidates)
        c.status, c.time_s, c.spread_s = m.status, m.time_s, m.spread_s
        c.repeats, c.reason = m.repeats, m.reason
        c.compile_s = compiled.seconds if compiled else 0.0
        c.where = m.where
        if m.status == "ok" and self._baseline_for(c) and m.time_s:
            c.speedup = self._baseline_for(c) / m.time_s
        c.elapsed_s = self.elapsed()
        self.candidates.append(c)

    # ------------------------------------------------------------------ proposing
    def propose(self, want: int) -> list[Candidate]:
        """Up to ``want`` new candidates (fewer when the space seems exhausted)."""
        props: list[Candidate] = []
        if len(self.candidates) <= 1:  # the first generation: the empty recipe, the seeds
            firsts = [(Traced(Recipe(), (self.program,)), "empty", "")]
            if self.candidates:
                firsts += [(t, "search", what)
                           for t, what in self.space.seeds(self.candidates[0].traced)]
            for traced, origin, what in firsts:
                c = self._new(traced, origin, 0, what)
                if c is not None and len(props) < want:
                    props.append(c)
        ok = sorted((c for c in self.candidates if c.ok),
                    key=lambda c: (-(c.speedup or 0.0), c.index))
        parents = ok[:self.population] or self.candidates[:1]
        weights = [len(parents) - k for k in range(len(parents))]
        attempts = 0
        while len(props) < want and attempts < 12 * want:
            attempts += 1
            parent = self.rng.choices(parents, weights)[0]
            traced, changes = parent.traced, []
            for _ in range(1 if self.rng.random() < 0.7 else 2):
                got = self.space.mutate(traced, self.rng)
                if got is None:
                    break
                traced, what = got
                changes.append(what)
            if not changes:
                continue
            c = self._new(traced, "search", parent.index, "; ".join(changes))
            if c is not None:
                props.append(c)
        return props

    # ------------------------------------------------------------------ evaluating
    def _recall(self, c: Candidate) -> bool:
        if self.recall is None:
            return False
        rec = self.recall(c.recipe)
        if rec is None:
            return False
        m = Measurement(rec["status"], rec.get("time_s"), rec.get("spread_s"),
                        rec.get("repeats") or 0, rec.get("reason"))
        self._finish(c, m, None)
        c.recalled = True
        if m.status == "ok":
            base, t = rec.get("baseline_s"), rec.get("time_s")
            c.speedup = base / t if base and t else None
        self.recalled += 1
        return True

    def evaluate(self, batch: list[Candidate]) -> None:
        """Recall, compile (in parallel) and measure ``batch`` in order, within the budget."""
        batch = batch[:max(0, self.budget - self.evaluated)]
        fresh = [c for c in batch if not self._recall_later(c)]
        compiled = dict(zip(map(id, fresh), self.compile_fn([c.traced.program for c in fresh]),
                            strict=True)) if fresh else {}
        if fresh and not self.out_of_time():
            self.rebaseline()
        # lazy: the local executor measures each one at next(); Ray runs one per node ahead
        # (the batch fits the budget, so only the time limit stops it early)
        results = self.measurer.measure_each([compiled[id(c)] for c in fresh],
                                             self.best_time, self.out_of_time)
        for c in batch:
            if self.evaluated >= self.budget or self.out_of_time():
                return
            if id(c) not in compiled:
                if self._recall(c):
                    self._report(c)
                continue
            comp = compiled[id(c)]
            m = next(results, None)
            if m is None:  # the executor stopped (time limit)
                return
            self._finish(c, m, comp)
            self.measured += 1
            if self.record is not None:
                self.record(c, self._baseline_for(c), c.status == "ok")
            self._report(c)

    def offer(self, proposals: Sequence[tuple[Recipe, str, str]]) -> list[Candidate]:
        """Evaluate recipes found elsewhere (transfer tuning's adapted ones): each
        ``(recipe, origin, description)`` is replayed, skipped when its recipe or program
        was seen before, and evaluated like a generation, within the budget."""
        props = []
        for recipe, origin, what in proposals:
            c = self._new(trace_recipe(self.program, recipe), origin, 0, what)
            if c is not None:
                props.append(c)
        self.evaluate(props)
        return [c for c in props if c.index >= 0]

    def _recall_later(self, c: Candidate) -> bool:
        """Whether ``c`` is in the database (it is then recalled, not compiled)."""
        return self.recall is not None and self.recall(c.recipe) is not None

    def _report(self, c: Candidate) -> None:
        if self.progress is not None:
            b = self.best()
            self.progress(c, self.evaluated, self.budget, b.speedup if b and b.speedup else 1.0)

    def run(self) -> list[Candidate]:
        """Generations until the budget or the time limit is spent (or nothing new is left)."""
        while self.evaluated < self.budget and not self.out_of_time():
            want = min(self.children, self.budget - self.evaluated)
            props = self.propose(want * self.oversample)
            if not props:
                break
            self.evaluate(_ordered(self.rank, props)[:want])
        return self.candidates
