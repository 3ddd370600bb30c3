"""Building the seed recipe database: the team's corpus kernels, tuned and remembered.

The seed is what transfer tuning starts from on a fresh install: a user's database imports
``seed/recipes.jsonl`` on first use (:meth:`~.database.RecipeDB.open_default`), so code the
system has never seen gets recipes from similar corpus nests before any tuning of its own.

:func:`seed_database` tunes each chosen corpus kernel (``strategy="search"``) into a database
file; every measurement, the features and the embedding of each tuned program land there as
tuning records them. :func:`export_seed` then writes the verified part as JSON lines (failed
measurements pruned: they are only useful on the machine that measured them).
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from loopcraft.tuning.db.database import SEED_PATH, RecipeDB

__all__ = ["SeedResult", "seed_kernels", "seed_database", "refresh_features", "export_seed",
           "SEED_CATEGORIES"]

#: Corpus categories in the order the seed tunes them (dense loop nests first: they are what
#: transfer tuning has most to give to).
SEED_CATEGORIES = ("linalg", "stencil", "solver", "datamining", "ml", "dp", "misc")


@dataclass
class SeedResult:
    """One kernel of a seed run: its speedup (1.0 when nothing beat the default), the
    candidates measured, the seconds taken, and the error when tuning it failed."""

    kernel: str
    size: str
    speedup: float
    measurements: int
    seconds: float
    error: str | None = None


def seed_kernels(names: Sequence[str] | None = None) -> list[str]:
    """The corpus kernels to seed: ``names`` (checked), else every kernel, category by
    category in :data:`SEED_CATEGORIES` order."""
    from ..corpus import KERNELS, get_kernel

    if names:
        return [get_kernel(n).name for n in names]
    order = {c: i for i, c in enumerate(SEED_CATEGORIES)}
    return [k.name for k in sorted(KERNELS.values(),
                                   key=lambda k: (order.get(k.category, 99), k.name))]


def refresh_features(db: RecipeDB, name: str, size: str) -> bool:
    """Store the current features and embedding of corpus kernel ``name`` at ``size`` on its
    database nest (after a change of the embedding function, or for records made before
    embeddings existed); False when the kernel was never tuned at that size."""
    import loopcraft
    from loopcraft.tuning.api import nest_key
    from loopcraft.tuning.transfer import describe

    from ..corpus import get_kernel

    k = get_kernel(name)
    args = k.args(size)
    program = loopcraft.jit(k.func).lowered(*args)
    key = nest_key(program, args)
    if db.nest(key) is None:
        return False
    desc = describe(program, args)
    db.add_nest(key, features=desc.to_features(), embedding=desc.embedding, kernel=name)
    return True


def seed_database(db_path: str | os.PathLike[str], kernels: Sequence[str] | None = None, *,
                  budget: int = 12, size: str = "small", time_limit: float | None = None,
                  seed: int = 0, reuse: bool = False,
                  log: Callable[[str], None] | None = None) -> list[SeedResult]:
    """Tune each corpus kernel of ``kernels`` (default: all) at ``size`` with the search
    strategy, ``budget`` candidates (and at most ``time_limit`` seconds) each, recording
    everything in the database at ``db_path``. A kernel whose tuning fails is reported and
    skipped: one bad kernel must not lose the others' results. With ``reuse``, kernels the
    database already holds at this size are not tuned again, only their features refreshed."""
    from loopcraft import tune

    from ..corpus import get_kernel

    log = log or (lambda _msg: None)
    results: list[SeedResult] = []
    with RecipeDB(db_path) as db:
        for name in seed_kernels(kernels):
            k = get_kernel(name)
            t0 = time.monotonic()
            if reuse and refresh_features(db, name, size):
                log(f"{name:<22} {size:<6} already tuned: features refreshed")
                continue
            try:
                res = tune(k.func, *k.args(size), budget=budget, time_limit=time_limit,
                           db=db, seed=seed, rtol=max(k.rtol, 1e-7), atol=max(k.atol, 1e-9))
                r = SeedResult(name, size, res.speedup, res.measurements,
                               time.monotonic() - t0)
            except Exception as exc:  # noqa: BLE001 - reported per kernel, the seed goes on
                r = SeedResult(name, size, 1.0, 0, time.monotonic() - t0,
                               f"{type(exc).__name__}: {exc}"[:300])
                log(traceback.format_exc(limit=3))
            results.append(r)
            log(f"{r.kernel:<22} {r.size:<6} {r.speedup:6.2f}x  {r.measurements:3d} measured  "
                f"{r.seconds:6.1f} s" + (f"  FAILED {r.error}" if r.error else ""))
    return results


def export_seed(db_path: str | os.PathLike[str], dest: str | os.PathLike[str] = SEED_PATH,
                keep_best: int | None = 4) -> dict[str, Any]:
    """Write the verified records of the database at ``db_path`` to ``dest`` (default: the
    shipped seed file) as JSON lines, keeping the ``keep_best`` best recipes per nest (None:
    all); the database itself is left as it is (a pruned copy is exported). Returns the
    exported copy's :meth:`~.database.RecipeDB.stats`."""
    with tempfile.TemporaryDirectory(prefix="loopcraft-seed-") as tmp:
        copy = Path(tmp) / "seed.sqlite"
        with RecipeDB(db_path) as src, RecipeDB(copy) as dst:
            with tempfile.NamedTemporaryFile("w+", suffix=".jsonl", dir=tmp,
                                             delete=False) as fh:
                src.export_jsonl(fh)
            dst.import_jsonl(fh.name)
            dst.prune(failed=True, keep_best=keep_best, vacuum=True)
            dest = Path(dest)
            dest.parent.mkdir(parents=True, exist_ok=True)
            part = dest.with_suffix(dest.suffix + ".part")
            dst.export_jsonl(part)
            shutil.move(part, dest)
            return dst.stats()
