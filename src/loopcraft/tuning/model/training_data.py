"""The cost model's training rows, re-derived from the recipe database.

The database stores, per nest, the frontend program's text (``nests.source``) and, in its
``features``, the argument shapes and scalar values (written by the tuner and by
``loopcraft model collect``, see :func:`~loopcraft.tuning.model.simulator.describe_args`); per
recipe its JSON. So each measured candidate's scheduled program is re-derived exactly: parse the
source, replay the recipe, ``finish_schedule``. The default recipe is re-derived the same way (the
heuristic scheduler is deterministic for a program and a machine), and the target of a row is
``log(median time / default time)``, the default time being the median of every baseline
recorded for the nest (each measured next to candidates). Nests recorded without argument shapes
(older databases) cannot be simulated and are skipped.
"""

from __future__ import annotations

import json
import math
import statistics
from dataclasses import astuple, dataclass, field
from typing import Any

import numpy as np

from ..db.cost_features import load_cost_features, save_cost_features
from ..db.records import canonical, sha
from .cost_model import (
    FEATURE_NAMES,
    FEATURES_VERSION,
    design_row,
    feature_vector,
    predicted_seconds,
    program_stats,
)
from .roofs import Roofs

__all__ = ["Rows", "load_rows", "DISTURBED"]

#: a measurement whose baseline (the default recipe, timed next to it) took more than this
#: factor longer or shorter than the nest's usual baseline is left out: the machine was
#: disturbed during that run (measured: the default recipes of the small corpus kernels
#: conv2d_nchw, mandelbrot and maxpool2d took 23-158x longer in one of their collections,
#: on a loaded machine, than in the other, and so did their parallel candidates). So is a
#: candidate's measurement more than this factor slower than its fastest one (relative to
#: their baselines): a load that hit the candidate and not the baseline next to it (measured:
#: a black_scholes candidate at 1.09x the default in one collection, 57x in the other)
DISTURBED = 3.0


@dataclass
class Rows:
    """Training/evaluation rows: design matrix ``X``, target ``y`` (log time ratio to the
    default), and per row the kernel, the nest (kernel and shapes), the analytical model's
    predicted seconds, the measured median seconds, the default recipe's seconds, and the
    first two separate measurements of the candidate (``repeat``, nan where it was measured
    once: how well one measurement ranks another is the ceiling of any model).
    ``skipped``: candidates that could not be re-derived; ``disturbed``: measurements left
    out because their run's baseline, or the candidate's own time, was off
    (:data:`DISTURBED`)."""

    X: np.ndarray
    y: np.ndarray
    kernel: list[str] = field(default_factory=list)
    nest: list[str] = field(default_factory=list)
    analytical: np.ndarray = field(default_factory=lambda: np.zeros(0))
    time_s: np.ndarray = field(default_factory=lambda: np.zeros(0))
    default_s: np.ndarray = field(default_factory=lambda: np.zeros(0))
    repeat: np.ndarray = field(default_factory=lambda: np.zeros((0, 2)))
    skipped: int = 0
    disturbed: int = 0


def _query(db: Any) -> list[tuple[Any, ...]]:
    from ..db.database import hardware_fingerprint

    with db.store.snapshot() as c:
        return c.execute(
            "SELECT n.hash, n.kernel, n.features, n.source, r.recipe, m.time_s, m.baseline_s "
            "FROM measurements m JOIN recipes r ON r.id = m.recipe_id "
            "JOIN nests n ON n.id = r.nest_id JOIN hardware h ON h.id = m.hardware_id "
            "WHERE m.status = 'ok' AND m.verified = 1 AND m.baseline_s > 0 "
            "AND h.fingerprint = ? ORDER BY n.id, r.id, m.id",
            (hardware_fingerprint(),)).fetchall()


def load_rows(db: Any, roofs: Roofs, kernels: set[str] | None = None,
              max_new: int | None = None) -> Rows:
    """Every verified measurement of this machine in ``db`` (a :class:`RecipeDB`), one row
    per (nest, recipe); ``kernels`` restricts to those kernel names. The derived rows are
    kept in the database (replaying recipes costs seconds per nest; see
    :mod:`~loopcraft.tuning.db.cost_features`); with ``max_new``, at most that many rows are
    derived in this call (the rest are left out, and derived by later calls)."""
    records: list[tuple[str, str, float, float]] = []
    bases: dict[str, list[float]] = {}
    nests: dict[str, tuple[str, Any, str]] = {}
    for nhash, kernel, feats, source, recipe, t, base in _query(db):
        if kernels is not None and kernel not in kernels:
            continue
        records.append((nhash, recipe, t, base))
        bases.setdefault(nhash, []).append(base)
        nests.setdefault(nhash, (kernel or "?", feats, source))
    # the nest's default time: the median of every baseline measured for it (one re-measured
    # baseline hit by the scheduler would otherwise shift all the candidates that follow it)
    base_of = {h: statistics.median(b) for h, b in bases.items()}
    out = Rows(np.zeros((0, 0)), np.zeros(0))
    runs: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for nhash, recipe, t, base in records:
        if not 1 / DISTURBED <= base / base_of[nhash] <= DISTURBED:
            out.disturbed += 1
            continue
        runs.setdefault((nhash, recipe), []).append((t, t / base))
    times: dict[tuple[str, str], list[float]] = {}
    for key, tr in runs.items():  # a run disturbed for the candidate alone
        fastest = min(r for _, r in tr)
        times[key] = [t for t, r in tr if r <= DISTURBED * fastest]
        out.disturbed += len(tr) - len(times[key])
    tag = sha(canonical([FEATURES_VERSION, list(FEATURE_NAMES), list(astuple(roofs))]))
    done: dict[tuple[str, str], Any] = load_cost_features(db, tag, set(nests))
    fresh: dict[tuple[str, str], Any] = {}
    rows: list[list[float]] = []
    y, analytical, measured, defaults, repeat = [], [], [], [], []
    cache: dict[str, tuple[Any, Any, dict[str, float]] | None] = {}
    for (nhash, recipe), ts in times.items():
        kernel, feats, source = nests[nhash]
        key = (nhash, sha(recipe))
        got = done.get(key)
        if got is None:
            if max_new is not None and max_new <= 0:
                continue
            max_new = None if max_new is None else max_new - 1
            got = fresh[key] = _derive(nhash, recipe, feats, source, roofs, cache)
        if not got:
            out.skipped += 1
            continue
        row, pred, shapes = got
        rows.append(row)
        y.append(math.log(statistics.median(ts) / base_of[nhash]))
        analytical.append(pred)
        measured.append(statistics.median(ts))
        defaults.append(base_of[nhash])
        repeat.append(ts[:2] if len(ts) >= 2 else [math.nan, math.nan])
        out.kernel.append(kernel)
        out.nest.append(f"{kernel}[{shapes}]")
    save_cost_features(db, tag, fresh)  # the replay costs seconds per nest: keep the rows
    out.X = np.array(rows, dtype=float)
    out.y = np.array(y, dtype=float)
    out.analytical = np.array(analytical, dtype=float)
    out.time_s = np.array(measured, dtype=float)
    out.default_s = np.array(defaults, dtype=float)
    out.repeat = np.array(repeat, dtype=float).reshape(-1, 2)
    return out


def _derive(nhash: str, recipe: str, feats: str | None, source: str | None, roofs: Roofs,
            cache: dict[str, Any]) -> tuple[list[float], float, str] | tuple[()]:
    """(design row, analytical seconds, shapes text) of one stored candidate, or ``()``
    when it cannot be re-derived."""
    from ...ir import parse_program
    from ...pipeline import finish_schedule
    from ...schedule.scheduler import heuristic_schedule
    from ...transform import Recipe

    if nhash not in cache:
        cache[nhash] = None
        try:
            args = (json.loads(feats) if feats else {}).get("args")
            if args and source:
                program = parse_program(source)
                _, default = heuristic_schedule(program)
                base_f = feature_vector(program_stats(finish_schedule(default), args, roofs),
                                        roofs)
                cache[nhash] = (program, args, base_f)
        except Exception:  # an unparsable or unschedulable record: skipped
            cache[nhash] = None
    entry = cache[nhash]
    if entry is None:
        return ()
    program, args, base_f = entry
    try:
        scheduled = finish_schedule(Recipe.from_json(recipe).apply(program))
        stats = program_stats(scheduled, args, roofs)
    except Exception:  # a recipe that no longer replays (the compiler changed)
        return ()
    shapes = ",".join("x".join(map(str, a["shape"])) for a in args if "shape" in a)
    return design_row(feature_vector(stats, roofs), base_f), predicted_seconds(stats), shapes
