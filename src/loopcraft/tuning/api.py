"""``loopcraft.tune(f, *args, ...)``: find a faster recipe for ``f`` on these arguments.

What it does, in order:

1. compiles ``f`` for the arguments with its default (heuristic) recipe, exactly as a call
   would, and measures it in the worker process: the *baseline*, whose outputs are the
   reference every candidate must reproduce (or, with ``check=CheckSettings(reference=...)``,
   checked against that function's outputs first);
2. runs the search (:mod:`.search`) for ``budget`` candidates (or ``time_limit`` seconds),
   every measurement written to the recipe database;
3. confirms the winners: the default and the ``confirm_top`` best candidates (those faster
   than the default in the search) are measured again, round-robin, ``confirm`` rounds each;
   the fastest by median wins and ``speedup`` is the default's median over its median --
   measured in the same run, side by side. When none stays faster than the default, the
   result is the default recipe with ``speedup == 1.0``.

``f.with_recipe(result.recipe)`` gives the tuned function (the compiled module is already in
the artifact cache).
"""

from __future__ import annotations

import dataclasses
import math
import os
import time
import warnings
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from ..errors import LoopcraftError
from ..ir import nodes as ir
from ..ir.hashing import structural_hash
from ..ir.printer import format_program
from ..pipeline import SpecializedCall
from ..transform import Recipe
from .db.database import RecipeDB
from .executors import open_executor, parse_executor
from .executors.local import Compiled, Measurement, Measurer, MeasureSettings
from .executors.worker import copy_args, outputs
from .search import Candidate, ProgressFn, Search
from .settings import CheckSettings, SearchSettings, TransferSettings, merge_legacy
from .space import Nest, nests, trace_recipe
from .transfer import MIN_SPEEDUP, ProgramDescription, describe, transfer_candidates

__all__ = ["tune", "Tunable", "TuneResult", "TuneError", "nest_key", "open_recipe_db"]

STRATEGIES = ("search", "transfer", "auto")
#: proposals per measured candidate when the cost model ranks and ``oversample`` is not given
DEFAULT_OVERSAMPLE = 3


class TuneError(LoopcraftError):
    """Tuning cannot start: the default recipe does not run, or is wrong against the given
    reference, or an option is invalid."""


def nest_key(program: ir.Program, args: tuple[Any, ...]) -> str:
    """The database key of what is tuned: the program's structural hash and the shapes and
    dtypes of the array arguments (the best recipe depends on the sizes; the scalar values,
    such as a time-step count, scale every candidate alike and are left out)."""
    import hashlib

    shapes = [f"{a.dtype.name}{list(a.shape)}" for a in args if isinstance(a, np.ndarray)]
    text = structural_hash(program) + "|" + ",".join(shapes)
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass
class TuneResult:
    """What :func:`tune` found. ``recipe``: the best verified recipe (the default one when
    nothing beat it); ``speedup``: its time over the default's, measured side by side at the
    end of the run; ``measurements``: candidates measured (baseline and confirmation rounds
    excluded; ``recalled`` ones came from the database); ``nests``: the tuning units."""

    kernel: str
    recipe: Recipe
    speedup: float
    measurements: int
    recalled: int
    nests: list[Nest]
    candidates: list[Candidate]
    default_recipe: Recipe
    baseline_s: float
    best_s: float
    seconds: float
    seed: int
    budget: int
    threads: int
    search_speedup: float = 1.0
    db_path: str | None = None
    notes: list[str] = field(default_factory=list)
    #: the strategy that ran, and how many adapted (transferred) recipes it evaluated
    strategy: str = "search"
    transferred: int = 0

    @property
    def improved(self) -> bool:
        return self.recipe != self.default_recipe

    def history(self) -> list[tuple[int, float, float]]:
        """``(evaluated, seconds, best speedup so far)`` after each candidate."""
        out, best = [], 1.0
        for n, c in enumerate(self.candidates[1:], 1):
            if c.ok and c.speedup:
                best = max(best, c.speedup)
            out.append((n, c.elapsed_s, best))
        return out

    def status_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for c in self.candidates[1:]:
            counts[c.status] = counts.get(c.status, 0) + 1
        return counts

    def report(self, plot: str | os.PathLike[str] | None = None, top: int = 10) -> str:
        """A summary: the run, the best candidates, the failures by status, the recipe. With
        ``plot``, also write the convergence plot there (PNG; needs matplotlib)."""
        lines = [
            f"tuned {self.kernel}: {len(self.nests)} nest(s), {self.measurements} measured + "
            f"{self.recalled} recalled candidates in {self.seconds:.1f} s, {self.threads} "
            f"thread(s), seed {self.seed}",
            f"default {_fmt_t(self.baseline_s)}  best {_fmt_t(self.best_s)}  speedup "
            + (f"{self.speedup:.2f}x (confirmed side by side; {self.search_speedup:.2f}x "
               "during the search)" if self.improved else "1.00x (nothing beat the default)"),
        ]
        counts = self.status_counts()
        if counts:
            lines.append("candidates: " + ", ".join(f"{k} {v}" for k, v in sorted(
                counts.items())))
        lines += [f"note: {n}" for n in self.notes]
        ok = sorted((c for c in self.candidates if c.ok),
                    key=lambda c: (-(c.speedup or 0), c.index))[:top]
        lines.append("")
        lines.append(f"{'#':>4} {'status':<13} {'time':>10} {'speedup':>8} {'steps':>5}  origin")
        for c in ok:
            tag = " (db)" if c.recalled else ""
            lines.append(f"{c.index:>4} {c.status:<13} {_fmt_t(c.time_s):>10} "
                         f"{c.speedup or 0:>7.2f}x {len(c.recipe):>5}  "
                         f"{_short(c.describe(), 70)}{tag}")
        failed = [c for c in self.candidates if not c.ok][:5]
        if failed:
            lines.append("")
            lines += [f"{c.index:>4} {c.status:<13} {_short(c.reason or '', 90)}"
                      for c in failed]
        lines += ["", "best recipe:" if self.improved else "best recipe (the default):",
                  self.recipe.to_python()]
        if plot is not None:
            path = self.plot(plot)
            lines.append(f"convergence plot: {path}" if path else
                         "convergence plot: not written (matplotlib is not installed)")
        return "\n".join(lines)

    def plot(self, path: str | os.PathLike[str]) -> Path | None:
        """Best speedup so far vs candidates evaluated and vs seconds, as a PNG at ``path``
        (None when matplotlib is not installed)."""
        try:
            import matplotlib

            matplotlib.use("Agg")
            import matplotlib.pyplot as plt
        except ImportError:
            return None
        hist = self.history()
        fig, axes = plt.subplots(1, 2, figsize=(10, 3.8))
        xs = [0] + [h[0] for h in hist]
        ts = [self.candidates[0].elapsed_s if self.candidates else 0.0] + [h[1] for h in hist]
        ys = [1.0] + [h[2] for h in hist]
        for ax, x, label in ((axes[0], xs, "candidates evaluated"), (axes[1], ts, "seconds")):
            ax.step(x, ys, where="post")
            pts = [(xv, c.speedup) for xv, c in zip(x[1:], self.candidates[1:], strict=True)
                   if c.ok and c.speedup]
            if pts:
                ax.scatter(*zip(*pts, strict=True), s=8, alpha=0.4)
            ax.axhline(1.0, color="gray", lw=0.8, ls="--")
            ax.set_xlabel(label)
            ax.set_ylabel("speedup over default")
            ax.grid(alpha=0.3)
        fig.suptitle(f"loopcraft.tune {self.kernel}: best so far {max(ys):.2f}x")
        fig.tight_layout()
        out = Path(path)
        fig.savefig(out, dpi=110)
        plt.close(fig)
        return out


def _fmt_t(t: float | None) -> str:
    if t is None:
        return "-"
    if t >= 1:
        return f"{t:.3f} s"
    if t >= 1e-3:
        return f"{t * 1e3:.3f} ms"
    return f"{t * 1e6:.1f} us"


def _short(text: str, n: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[:n - 3] + "..."


def open_recipe_db(db: Any = None) -> tuple[Any, bool]:
    """The database ``tune(db=...)`` means, and whether the caller owns it (must close it).

    None: the user's default (``LOOPCRAFT_DB``, else the cache directory's file); False:
    none; a path: that file; a URL (given, or in ``LOOPCRAFT_DB``): a recipe server with the
    local database as its cache (:mod:`.server.client`); an object (a :class:`RecipeDB`, a
    server client): the caller's."""
    from .server import is_server_url

    if db is False:
        return None, False
    if db is None:
        from ..config import config

        if not is_server_url(config.db):
            return RecipeDB.try_open_default(), True
        db = config.db
    if is_server_url(db):
        from .server.client import open_database

        return open_database(db), True
    if not isinstance(db, (str, os.PathLike)):
        return db, False
    return RecipeDB(db), True


def _tolerances(args: tuple[Any, ...], rtol: float | None, atol: float | None
                ) -> tuple[float, float]:
    single = any(isinstance(a, np.ndarray) and a.dtype == np.float32 for a in args)
    return (rtol if rtol is not None else (1e-4 if single else 1e-7),
            atol if atol is not None else (1e-5 if single else 1e-9))


class Tunable(Protocol):
    """What :func:`tune` tunes: a :func:`loopcraft.jit` function, or anything that binds
    arguments to a compiled specialization the same way."""

    def specialize(self, args: tuple[Any, ...]) -> SpecializedCall: ...


def tune(f: Tunable, *args: Any, budget: int = 64, time_limit: float | None = None,
         strategy: str = "search", db: Any = None, seed: int = 0,
         progress: ProgressFn | None = None, executor: str = "local",
         search: SearchSettings | None = None, transfer: TransferSettings | None = None,
         check: CheckSettings | None = None, measure: MeasureSettings | None = None,
         **legacy: Any) -> TuneResult:
    """Search for a recipe that makes ``f(*args)`` faster, measuring every candidate.

    ``f``: a :func:`loopcraft.jit` function (:func:`loopcraft.tune` also takes a plain one and
    jits it); ``args``: the arguments to tune for (never modified: every call runs on copies).
    ``budget``: candidates to evaluate; ``time_limit``: seconds, checked before each
    measurement. ``db``: the recipe database (None: the user's default one; a path; a
    :class:`RecipeDB`; ``False``: none). ``seed``: makes the proposals reproducible.
    ``progress``: called after each candidate. Returns a :class:`TuneResult`.
    ``executor``: where candidates are compiled and measured -- ``"local"`` (this machine,
    one measurement at a time), ``"ray"`` or ``"ray://HOST:PORT"`` (a Ray cluster, one
    measurement per node at a time; the extra ``loopcraft[ray]``, see ``docs/ray-tuning.md``
    and :mod:`.executors.ray_executor`).

    ``strategy``: ``"search"`` (the evolutionary search), ``"transfer"`` (adapt the recipes
    of the most similar nests in the database, measure them, keep one only if verified and
    at least :data:`~.transfer.MIN_SPEEDUP` times faster side by side; see :mod:`.transfer`)
    or ``"auto"`` (transfer first, then the search with what is left of the budget when
    transfer found nothing).

    The rest is grouped (:mod:`.settings`): ``search=`` a :class:`SearchSettings` (generation
    sizes, the cost-model ``rank`` hook and ``oversample``, given ``recipes``, the final
    confirmation), ``transfer=`` a :class:`TransferSettings` (``k`` nearest nests,
    ``exclude``, ``similar_hardware``), ``check=`` a :class:`CheckSettings` (``reference``,
    ``rtol``, ``atol``), ``measure=`` a :class:`MeasureSettings` (how a candidate is timed).
    Each group's fields are also accepted as the flat keywords of earlier versions
    (``population=``, ``k=``, ``rtol=``, ``settings=`` for ``measure=``, ...); giving one
    together with its group's object is a :class:`TuneError`.
    """
    try:
        groups = merge_legacy({"search": search, "transfer": transfer, "check": check,
                               "measure": measure}, legacy)
    except ValueError as exc:
        raise TuneError(str(exc)) from None
    opts: SearchSettings = groups["search"]
    near: TransferSettings = groups["transfer"]
    truth: CheckSettings = groups["check"]
    if not callable(getattr(f, "specialize", None)):
        raise TuneError(f"tune expects a loopcraft.jit function, got {f!r} "
                        "(loopcraft.tune also takes a plain function and jits it)")
    if strategy not in STRATEGIES:
        raise TuneError(f"strategy={strategy!r} is not one of {', '.join(STRATEGIES)}")
    parse_executor(executor)  # a bad name fails before anything is compiled
    if not isinstance(budget, int) or budget < 0:
        raise TuneError(f"budget must be a non-negative int, got {budget!r}")
    t_start = time.monotonic()
    call = f.specialize(args)  # compiles the default recipe, as a first call would
    bound = copy_args(call.args)  # the user's arrays are never touched
    program = call.lowered
    default = call.recipe
    threads = call.threads
    weak = call.weak
    rtol, atol = _tolerances(bound, truth.rtol, truth.atol)
    settings = dataclasses.replace(groups["measure"], rtol=rtol, atol=atol)
    ref_outputs = None
    if truth.reference is not None:
        call_args = copy_args(bound)
        ref_outputs = outputs(truth.reference(*call_args), call_args)
    name = call.name
    key = nest_key(program, bound)
    database, owned = open_recipe_db(db)
    try:
        with open_executor(executor, bound, threads, settings, ref_outputs) as measurer:
            base_compiled = measurer.default_compiled(
                Compiled(str(call.module.__file__), call.module.__name__),
                trace_recipe(program, default).program, weak)
            baseline = measurer.measure(base_compiled, None, return_outputs=ref_outputs is None)
            if not baseline.ok:
                raise TuneError(f"the default recipe of {name} cannot be the baseline: "
                                f"{baseline.status}: {baseline.reason}")
            if ref_outputs is None:
                measurer.set_reference(baseline.outputs)
            baseline.outputs = None

            desc = _describe(program, bound, name) if database is not None else None
            recall, record = _db_hooks(database, key, program, name, threads, desc, bound,
                                       measurer.hardware)
            notes: list[str] = []
            rank, oversample = opts.rank, opts.oversample
            if rank is None and strategy != "transfer":  # transfer ranks by similarity
                from .model.rank import make_rank

                rank = make_rank(program, call.program, bound, database, threads)
                notes.append(f"candidates ranked by the {rank.model} cost model "
                             "(docs/tuning.md, 'Cost model')")
                oversample = DEFAULT_OVERSAMPLE if oversample is None else oversample
            oversample = 1 if oversample is None else oversample
            searcher = Search(program, default, measurer, budget=budget, time_limit=time_limit,
                              seed=seed, rank=rank, space=opts.space,
                              population=opts.population, children=opts.children,
                              oversample=oversample,
                              compile_fn=measurer.compiler(weak, call.use_cache),
                              recall=recall, record=record, progress=progress)
            base_c = searcher.start(baseline, base_compiled)
            if record is not None:
                record(base_c, baseline.time_s, True)
            if opts.recipes:
                searcher.offer([(r, "given", "given") for r in opts.recipes])
            transferred = 0
            if strategy in ("transfer", "auto"):
                transferred = _offer_transfer(searcher, database, program, bound, desc,
                                                min(near.k, budget), [key, *near.exclude],
                                                near.similar_hardware, notes)
            found = any(c.ok and (c.speedup or 0) >= MIN_SPEEDUP
                        for c in searcher.candidates[1:])
            if strategy == "search" or (strategy == "auto" and not found):
                searcher.run()
            finalists = sorted((c for c in searcher.candidates[1:] if c.ok and c.speedup
                                and c.speedup > 1.0), key=lambda c: (-(c.speedup or 0), c.index))
            finalists = finalists[:max(1, opts.confirm_top)]
            best = finalists[0] if finalists else base_c
            recipe, speedup = default, 1.0
            baseline_s = best_s = baseline.time_s or math.nan
            if finalists:
                base_t, times = _confirm(measurer, searcher, base_compiled, finalists,
                                         opts.confirm)
                ranked = sorted(((base_t / t, k) for k, t in enumerate(times) if t > 0),
                                reverse=True)
                baseline_s = best_s = base_t
                # a transferred recipe must clearly earn its place
                ranked = [(s, j) for s, j in ranked if s >= (
                    MIN_SPEEDUP if finalists[j].origin == "transfer" else 1.0)]
                if ranked and ranked[0][0] > 1.0:
                    speedup, j = ranked[0]
                    best = finalists[j]
                    recipe, best_s = best.recipe, times[j]
                else:
                    notes.append(f"{len(finalists)} finalist(s) were up to "
                                 f"{best.speedup:.2f}x in the search but not faster side by "
                                 "side (transferred recipes: by at least "
                                 f"{MIN_SPEEDUP:.2f}x): the default is kept")
            nodes = {c.where.node for c in searcher.candidates if c.where is not None}
            if nodes:
                notes.append(f"executor {executor}: candidates measured on {len(nodes)} "
                             "node(s), one at a time per node; the final comparison on one")
            if len(searcher.baselines) > 1:
                lo, hi = min(searcher.baselines), max(searcher.baselines)
                if hi > 1.1 * lo:
                    notes.append(f"the default's time drifted between {_fmt_t(lo)} and "
                                 f"{_fmt_t(hi)} during the run (machine load); each generation "
                                 "was compared with the default measured just before it")
            return TuneResult(
                kernel=name, recipe=recipe, speedup=speedup, measurements=searcher.measured,
                recalled=searcher.recalled, nests=nests(program), candidates=searcher.candidates,
                default_recipe=default, baseline_s=baseline_s, best_s=best_s,
                seconds=time.monotonic() - t_start, seed=seed, budget=budget, threads=threads,
                search_speedup=best.speedup or 1.0,
                db_path=database.location if database is not None else None, notes=notes,
                strategy=strategy, transferred=transferred)
    finally:
        if owned and database is not None:
            database.close()


def _confirm(measurer: Measurer, search: Search, base: Compiled, finalists: list[Candidate],
             rounds: int) -> tuple[float, list[float]]:
    """The default's and each finalist's median time over ``rounds`` rounds, each round
    measuring the default and then every finalist (0.0 for one that failed), side by side on
    one machine (the Ray executor's home node)."""
    comps = search.compile_fn([c.traced.program for c in finalists])
    measurer.settle(base)
    base_t: list[float] = []
    times: list[list[float]] = [[] for _ in finalists]
    for _ in range(max(1, rounds)):
        for comp_k, out in ((base, base_t), *zip(comps, times, strict=True)):
            m: Measurement = measurer.measure(comp_k, best=search.baseline_s)
            if m.ok and m.time_s:
                out.append(m.time_s)
    b = float(np.median(base_t)) if base_t else math.nan
    return b, [float(np.median(t)) if t and base_t else 0.0 for t in times]


def _offer_transfer(search: Search, db: RecipeDB | None, program: ir.Program,
                    args: tuple[Any, ...], desc: ProgramDescription | None, k: int,
                    exclude: Iterable[Any], similar_hardware: bool, notes: list[str]) -> int:
    """Evaluate up to ``k`` recipes adapted from the database's nearest nests as candidates
    of ``search`` (origin "transfer"); returns how many were evaluated. Never raises for a
    missing or damaged database: that is a note and nothing transferred."""
    if db is None or desc is None:
        notes.append("transfer: no recipe database or no features, nothing to transfer")
        return 0
    if k <= 0:
        notes.append("transfer: a budget of 0 leaves nothing to measure")
        return 0
    try:
        cands = transfer_candidates(db, program, args, k, exclude=exclude,
                                    similar_hardware=similar_hardware, desc=desc)
    except Exception as exc:  # noqa: BLE001 - transfer is an optimization, never fatal
        warnings.warn(f"loopcraft.tune: transfer failed: {exc}", RuntimeWarning, stacklevel=3)
        cands = []
    if not cands:
        notes.append("transfer: no similar nest with a verified recipe for this machine")
        return 0
    for c in cands:
        notes.append(f"transfer: {c.describe()}")
    got = search.offer([(c.recipe, "transfer", c.describe()) for c in cands])
    return len(got)


def _describe(program: ir.Program, args: tuple[Any, ...], kernel: str
              ) -> ProgramDescription | None:
    """The program's features (what transfer tuning finds it by and adapts recipes with),
    or None with a warning: features are a hint, never a reason for tuning to fail."""
    try:
        return describe(program, args)
    except Exception as exc:  # noqa: BLE001
        warnings.warn(f"loopcraft.tune: no features for {kernel}: {exc}", RuntimeWarning,
                      stacklevel=3)
        return None


def _db_hooks(db: RecipeDB | None, key: str, program: ir.Program, kernel: str, threads: int,
              desc: ProgramDescription | None = None, args: tuple[Any, ...] = (),
              hardware: dict[str, Any] | None = None) -> tuple[Any, Any]:
    """The search's ``recall``/``record`` hooks on ``db``: recalls look at the measurements
    of ``hardware`` (None: this machine; the Ray executor's home node), and a candidate is
    recorded under the machine that measured it (``Candidate.where``)."""
    if db is None:
        return None, None
    from .model.simulator import describe_args

    source = format_program(program)
    features: dict[str, Any] = {"program_hash": structural_hash(program)}
    embedding = None
    if desc is not None:
        features, embedding = desc.to_features(), desc.embedding
    # the argument shapes let the cost model re-derive every candidate's work (model_data)
    features["args"] = describe_args(args)
    cache: dict[str, dict[str, Any] | None] = {}

    def recall(recipe: Recipe) -> dict[str, Any] | None:
        text = recipe.to_json()
        if text not in cache:
            try:
                rows = [r for r in db.measurements(key, recipe, hardware)
                        if r["threads"] == threads]
            except Exception as exc:  # a damaged database must not stop tuning
                warnings.warn(f"loopcraft.tune: database lookup failed: {exc}", RuntimeWarning,
                              stacklevel=2)
                rows = []
            usable = [r for r in rows if r["status"] != "ok" or r["verified"]]
            cache[text] = usable[-1] if usable else None
        return cache[text]

    def record(c: Candidate, baseline_s: float | None, verified: bool) -> None:
        try:
            hardware_id = db.hardware_id(c.where.hardware) if c.where is not None else None
            db.record(key, c.recipe, origin=c.origin if c.origin != "empty" else "search",
                      source=source, kernel=kernel, features=features, embedding=embedding,
                      time_s=c.time_s if c.status == "ok" else None, status=c.status,
                      verified=verified, baseline_s=baseline_s, spread_s=c.spread_s,
                      repeats=c.repeats or None, reason=c.reason, threads=threads,
                      hardware_id=hardware_id)
        except Exception as exc:
            warnings.warn(f"loopcraft.tune: could not record a measurement: {exc}",
                          RuntimeWarning, stacklevel=2)

    return recall, record
