"""Leave-one-out evaluation of transfer tuning: how much of a full search does it recover?

For each corpus kernel the seed database holds (at the chosen size), the kernel's own nests
(at every size) are excluded from the similarity search, and transfer tuning runs on it as on
a kernel never seen: at most ``k`` adapted recipes measured next to the default recipe. The
report puts side by side

- ``full (seed)``: the speedup the database's full search recorded for the kernel (its best
  verified recipe, baseline over time as measured in that run);
- ``full``: that recipe measured again now, side by side with the default, as transfer's
  candidates are (``tune(recipes=[best])``: measured, then confirmed against the default;
  1.00 when it is not faster). The seed's figure comes from another run, under that run's
  load, and can rest on a single measurement; a ratio of two speedups is only fair when
  both were measured under the same conditions;
- ``transfer``: the speedup transfer tuning delivers now (1.00 when it keeps the default:
  nothing verified and at least :data:`~.transfer.MIN_SPEEDUP` times faster side by side),
  and the best adapted candidate's side-by-side speedup even when it was not kept;
- ``recovered = transfer / full`` (full below 1.0 counts as 1.0: the default is always
  available), and the geometric mean of ``recovered`` over the kernels -- and over those
  whose full search found at least :data:`~.transfer.MIN_SPEEDUP`, since a kernel where
  search found nothing is recovered by keeping the default.

The evaluation runs on a temporary copy of the database, so the seed is not changed by the
transfer results it writes back.
"""

from __future__ import annotations

import argparse
import math
import os
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from loopcraft.tuning.db.database import RecipeDB
from loopcraft.tuning.search import identity_rank
from loopcraft.tuning.transfer import MIN_SPEEDUP

__all__ = ["EvalRow", "evaluate_transfer", "format_table", "geomean_recovered",
           "add_eval_parser"]


@dataclass
class EvalRow:
    """One kernel of the evaluation (``error`` set when it could not be evaluated)."""

    kernel: str
    category: str
    full_seed: float
    full: float
    transfer: float
    candidate_best: float
    candidates: int
    neighbour: str
    seconds: float
    error: str | None = None

    @property
    def recovered(self) -> float:
        return self.transfer / max(self.full, 1.0)


def geomean_recovered(rows: Sequence[EvalRow], min_full: float = 0.0,
                      cap: float | None = None) -> float:
    """Geometric mean of ``recovered`` over the evaluated kernels whose full search found at
    least ``min_full`` (with 1.1: only where there was something to recover), each value
    capped at ``cap`` when given (with 1.0, a noisy win on one kernel cannot hide a loss on
    another)."""
    ok = [min(r.recovered, cap) if cap is not None else r.recovered
          for r in rows if r.error is None and r.full >= min_full]
    return math.exp(sum(math.log(x) for x in ok) / len(ok)) if ok else math.nan


def evaluate_transfer(db_path: str | os.PathLike[str], kernels: Sequence[str] | None = None,
                      *, size: str = "small", k: int = 3, settings: Any = None,
                      log: Callable[[str], None] | None = None) -> list[EvalRow]:
    """Run the leave-one-out evaluation over ``kernels`` (default: every corpus kernel the
    database holds at ``size``); see the module docstring."""
    import loopcraft
    from loopcraft import tune
    from loopcraft.tuning.api import nest_key

    from ..corpus import KERNELS

    log = log or (lambda _msg: None)
    rows: list[EvalRow] = []
    with tempfile.TemporaryDirectory(prefix="loopcraft-eval-") as tmp:
        copy = Path(tmp) / "eval.sqlite"
        export = Path(tmp) / "seed.jsonl"
        with RecipeDB(db_path, readonly=True) as src:
            src.export_jsonl(export)
        with RecipeDB(copy) as db:
            db.import_jsonl(export)
            # the database names a kernel by its function (two_mm), the corpus by "2mm"
            stored = set(db.kernels())
            names = [n for n in (kernels or KERNELS) if n in KERNELS
                     and KERNELS[n].func.__name__ in stored]
            for name in names:
                kern = KERNELS[name]
                args = kern.args(size)
                key = nest_key(loopcraft.jit(kern.func).lowered(*args), args)
                best = db.best(key)
                if best is None:
                    log(f"{name:<22} not in the database at size {size}: skipped")
                    continue
                t0 = time.monotonic()
                try:
                    # the full search's recipe measured now, before transfer writes its own
                    # results back to the kernel's nest
                    full = tune(kern.func, *args, budget=1, recipes=[best.recipe], db=db,
                                rank=identity_rank, settings=settings).speedup
                    res = tune(kern.func, *args, strategy="transfer", budget=k, k=k, db=db,
                               exclude=db.nest_ids(kern.func.__name__), settings=settings)
                    cands = [c for c in res.candidates[1:] if c.origin == "transfer"]
                    side = max((c.speedup or 0.0 for c in cands if c.ok), default=0.0)
                    where = next((n.split("from ", 1)[1].split(" (")[0] for n in res.notes
                                  if n.startswith("transfer: from ")), "-")
                    row = EvalRow(name, kern.category, best.speedup or 1.0, full, res.speedup,
                                  side, len(cands), where, time.monotonic() - t0)
                except Exception as exc:  # noqa: BLE001 - reported in the table
                    row = EvalRow(name, kern.category, best.speedup or 1.0, 1.0, 1.0, 0.0, 0,
                                  "-", time.monotonic() - t0,
                                  f"{type(exc).__name__}: {exc}"[:200])
                rows.append(row)
                log(_line(row))
    return rows


def _line(r: EvalRow) -> str:
    if r.error:
        return (f"| {r.kernel} | {r.category} | {r.full_seed:.2f}x | - | - | - | - | - | "
                f"error: {r.error} |")
    return (f"| {r.kernel} | {r.category} | {r.full_seed:.2f}x | {r.full:.2f}x | "
            f"{r.transfer:.2f}x | {r.candidate_best:.2f}x | {r.candidates} | {r.neighbour} | "
            f"{100 * r.recovered:.0f}% |")


def format_table(rows: Sequence[EvalRow]) -> str:
    """The evaluation as a Markdown table plus the geometric mean of ``recovered``."""
    head = ("| kernel | category | full search (seed) | full search (now) | transfer (kept) | "
            "best candidate (search phase) | measured | nearest kernel | recovered |\n"
            "|---|---|---|---|---|---|---|---|---|")
    body = "\n".join(_line(r) for r in rows)
    n_all = sum(r.error is None for r in rows)
    n_gain = sum(r.error is None and r.full >= MIN_SPEEDUP for r in rows)
    lines = [f"geomean recovered: {100 * geomean_recovered(rows):.1f}% over {n_all} "
             f"kernel(s) ({100 * geomean_recovered(rows, cap=1.0):.1f}% with each kernel "
             "capped at 100%)",
             f"over the {n_gain} kernel(s) whose full search found at least "
             f"{MIN_SPEEDUP:.1f}x: {100 * geomean_recovered(rows, MIN_SPEEDUP):.1f}% "
             f"({100 * geomean_recovered(rows, MIN_SPEEDUP, 1.0):.1f}% capped)"]
    return f"{head}\n{body}\n\n" + "\n".join(lines)


def _cmd_eval(args: argparse.Namespace) -> int:
    rows = evaluate_transfer(args.db, args.kernels or None, size=args.size, k=args.k,
                             log=lambda m: print(m, flush=True))
    table = format_table(rows)
    print(table)
    if args.out:
        Path(args.out).write_text(table + "\n")
        print(f"written to {args.out}")
    return 0


def add_eval_parser(sub: Any) -> None:
    """``loopcraft tune-eval transfer --db SEED``."""
    p = sub.add_parser("tune-eval", help="evaluate a tuning strategy (leave-one-out transfer "
                                         "over the seed database)")
    ev = p.add_subparsers(dest="eval_command", metavar="STRATEGY", required=True)
    s = ev.add_parser("transfer", help="per corpus kernel: full-search vs transfer speedup, "
                                       "the kernel's own records excluded")
    s.add_argument("--db", required=True, metavar="PATH", help="the (seed) database")
    s.add_argument("--size", default="small", choices=("small", "large", "alt"),
                   help="corpus size the database was seeded at (default small)")
    s.add_argument("--kernels", nargs="+", metavar="NAME", help="only these kernels")
    s.add_argument("--k", type=int, default=3, help="adapted candidates measured (default 3)")
    s.add_argument("--out", metavar="FILE", help="also write the table there")
    s.set_defaults(func=_cmd_eval)
