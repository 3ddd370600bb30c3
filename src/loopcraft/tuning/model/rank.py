"""The ``rank`` hook ``loopcraft.tune`` uses by default: candidates ordered by predicted time.

The learned model when the recipe database holds enough measurements to train one
(:data:`~.cost_model.MIN_TRAINING_ROWS`), else the analytical model. Apart from
:mod:`.cost_model` because it also reads the training rows (:mod:`.training_data`), which are
derived with the cost model's features: one module above both keeps the imports one-way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from ...ir import nodes as ir
from .cost_model import (
    MAX_NEW_ROWS,
    MIN_TRAINING_ROWS,
    LearnedModel,
    design_row,
    feature_vector,
    predicted_seconds,
    program_stats,
)

__all__ = ["make_rank"]


def make_rank(program: ir.Program, default_program: ir.Program, args: tuple[Any, ...],
              db: Any = None, threads: int | None = None,
              min_rows: int = MIN_TRAINING_ROWS) -> Any:
    """The ``rank`` hook for tuning ``program`` on ``args``: candidates ordered by predicted
    time, fastest first. Learned model when ``db`` has ``min_rows`` verified measurements
    of nests it can replay (trained once, here), else analytical. The hook's ``model``
    attribute says which."""
    from ...pipeline import finish_schedule
    from .roofs import load_roofs
    from .simulator import describe_args

    roofs = load_roofs(db, threads)
    desc = describe_args(args)
    learned: LearnedModel | None = None
    if db is not None:
        try:
            from .training_data import load_rows

            data = load_rows(db, roofs, max_new=MAX_NEW_ROWS)
            if len(data.y) >= min_rows:
                learned = LearnedModel().fit(data.X, data.y, data.nest)
        except Exception:  # a damaged database or a missing sklearn: rank analytically
            learned = None
    base_f = feature_vector(program_stats(finish_schedule(default_program), desc, roofs),
                            roofs)

    def rank(candidates: Sequence[Any]) -> list[int]:
        keys = [math.inf] * len(candidates)  # a program the simulator cannot read: last
        rows: dict[int, list[float]] = {}
        for k, c in enumerate(candidates):
            try:
                stats = program_stats(finish_schedule(c.traced.program), desc, roofs)
            except Exception:
                continue
            if learned is None:
                keys[k] = predicted_seconds(stats)
            else:
                rows[k] = design_row(feature_vector(stats, roofs), base_f)
        if learned is not None and rows:  # one batch: the model compares the candidates
            for k, p in zip(rows, learned.predict_rows(np.array(list(rows.values()))),
                            strict=True):
                keys[k] = float(p)
        return sorted(range(len(candidates)), key=lambda k: (keys[k], k))

    rank.model = "learned" if learned is not None else "analytical"  # type: ignore[attr-defined]
    return rank
