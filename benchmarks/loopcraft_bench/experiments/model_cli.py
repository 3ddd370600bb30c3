"""``loopcraft model collect|eval``: training data for the cost model, and its quality.

``collect`` measures random legal recipes of corpus kernels (:mod:`.collect`) into a recipe
database; ``eval`` scores both cost models on kernels held out from training
(:mod:`.model_eval`) and prints (or writes) the Markdown report.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

__all__ = ["add_model_parser"]


def _cmd_collect(args: argparse.Namespace) -> int:
    from loopcraft.tuning.db.database import RecipeDB
    from loopcraft.tuning.model.roofs import measure_roofs
    from loopcraft_bench.corpus import KERNELS
    from loopcraft_bench.corpus_bench import UsageError
    from loopcraft_bench.suites import SUITES

    from .collect import collect

    if args.suite is not None and args.suite not in SUITES:
        raise UsageError(f"unknown suite {args.suite!r}; known: {', '.join(sorted(SUITES))}")
    kernels: Any = KERNELS if args.suite is None else SUITES[args.suite]
    names = [n for part in args.kernels or [] for n in part.split(",") if n] or sorted(kernels)
    unknown = [n for n in names if n not in kernels]
    if unknown:
        raise UsageError(f"unknown kernel(s): {', '.join(unknown)}")
    sizes_arg = args.sizes or ("small,large" if args.suite is None
                               else SUITES[args.suite].presets[1])
    sizes = [s for s in sizes_arg.split(",") if s]
    presets = ("small", "large", "alt") if args.suite is None else SUITES[args.suite].presets
    if set(sizes) - set(presets):
        raise UsageError(f"unknown size(s) {', '.join(sorted(set(sizes) - set(presets)))}; "
                         f"known: {', '.join(presets)}")
    with RecipeDB(args.db) as db:
        if args.probe:
            roofs = measure_roofs(db)
            print(f"probe stored: peak {roofs.peak_flops_1 / 1e9:.1f} GFLOP/s per core, "
                  f"memory {roofs.mem_bw_1 / 1e9:.1f} GB/s", file=sys.stderr)
        results = collect(names, sizes, args.per_kernel, db, seed=args.seed,
                          max_baseline=args.max_baseline,
                          log=None if args.quiet else sys.stderr, suite=args.suite)
        print(f"{sum(r.measured for r in results)} candidates measured "
              f"({sum(r.ok for r in results)} ok) on {sum(1 for r in results if r.measured)} "
              f"kernel sizes into {args.db}")
    return 0


def _cmd_eval(args: argparse.Namespace) -> int:
    from loopcraft.tuning.db.database import RecipeDB
    from loopcraft.tuning.db.store import is_database_url
    from loopcraft.tuning.model.roofs import load_roofs
    from loopcraft.tuning.model.training_data import load_rows
    from loopcraft_bench.corpus_bench import UsageError

    from .model_eval import evaluate

    if not is_database_url(args.db) and not Path(args.db).exists():
        raise UsageError(f"no database at {args.db}")
    with RecipeDB(args.db, readonly=True) as db:
        rows = load_rows(db, load_roofs(db))
    if len(set(rows.kernel)) < 2:
        raise UsageError(f"{args.db} holds measurements of {len(set(rows.kernel))} kernel(s); "
                         "held-out evaluation needs at least 2 (run 'loopcraft model collect')")
    report = evaluate(rows, min_candidates=args.min_candidates).markdown()
    if args.out:
        Path(args.out).write_text(report)
        print(f"report written to {args.out}")
    else:
        print(report)
    return 0


def add_model_parser(sub: Any) -> None:
    """Add ``loopcraft model`` to the subcommands ``sub`` of the main parser."""
    m = sub.add_parser("model", help="cost model: collect training data, evaluate its ranking")
    msub = m.add_subparsers(dest="model_cmd", required=True)
    c = msub.add_parser("collect", help="measure random legal recipes of corpus (or suite) "
                                        "kernels into a recipe database")
    c.add_argument("--suite", metavar="NAME",
                   help="a benchmark suite's kernels (polybench, npbench, ml) instead of the "
                        "corpus")
    c.add_argument("--kernels", action="append", metavar="A,B,...",
                   help="kernels (repeatable, comma-separated; default all)")
    c.add_argument("--sizes", help="sizes: the corpus's (default small,large) or the suite's "
                                   "presets (default its second: polybench small, npbench S)")
    c.add_argument("--per-kernel", type=int, default=30, metavar="N",
                   help="candidates per kernel and size (default 30)")
    c.add_argument("--db", required=True, metavar="PATH", help="recipe database file")
    c.add_argument("--seed", type=int, default=0)
    c.add_argument("--max-baseline", type=float, default=0.25, metavar="SECONDS",
                   help="skip a kernel size whose default recipe takes longer (default 0.25)")
    c.add_argument("--probe", action="store_true",
                   help="measure the machine's roofs first and store them in the database")
    c.add_argument("--quiet", action="store_true")
    c.set_defaults(func=_cmd_collect)
    e = msub.add_parser("eval", help="Spearman and a-peak@5 of both cost models on held-out "
                                     "kernels (Markdown)")
    e.add_argument("--db", required=True, metavar="PATH", help="recipe database file")
    e.add_argument("--out", metavar="FILE.md", help="write the report there")
    e.add_argument("--min-candidates", type=int, default=6,
                   help="score only nests with at least this many candidates (default 6)")
    e.set_defaults(func=_cmd_eval)
