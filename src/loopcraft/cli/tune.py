"""``loopcraft tune FILE:FUNC --args FILE:INIT``: :func:`loopcraft.tune` from the command line.

The handler loads the function and its example arguments (as ``loopcraft explain`` does, or a
corpus kernel with ``--kernel``), calls :func:`loopcraft.tune` and prints its
report; it decides nothing the API does not. Progress is a one-line bar redrawn in place on a
terminal (not under CI, where ``CI`` is set), one plain line per candidate otherwise (none
with ``--quiet``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, TextIO

__all__ = ["add_tune_parser", "make_progress"]


def make_progress(stream: TextIO, quiet: bool = False) -> Any:
    """A ``progress`` callback for :func:`loopcraft.tune`: a bar on a TTY, lines otherwise."""
    from ..tuning.search import Candidate

    interactive = stream.isatty() and not os.environ.get("CI")

    def progress(c: Candidate, done: int, budget: int, best: float) -> None:
        if quiet:
            return
        if interactive:
            width = 30
            filled = int(width * done / max(budget, 1))
            stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{budget} "
                         f"best {best:.2f}x  last: {c.status}\033[K")
        else:
            what = f"{c.speedup:.2f}x" if c.ok and c.speedup else (c.reason or "")[:80]
            src = " (db)" if c.recalled else ""
            stream.write(f"{done}/{budget} #{c.index} {c.status}{src} {what}  best "
                         f"{best:.2f}x\n")
        stream.flush()

    progress.bar = interactive and not quiet  # type: ignore[attr-defined]
    return progress


def _cmd_tune(args: argparse.Namespace) -> int:
    from ..driver.explain import load_callable
    from ..driver.tune import tune
    from .plugins import UsageError, find_kernel

    if args.kernel:
        name, func, call_args = find_kernel(args.kernel, args.size)
    else:
        if not args.target or not args.args:
            raise UsageError("give FILE:FUNC and --args FILE:INIT (or --kernel NAME)")
        try:
            func = load_callable(args.target)
            call_args = load_callable(args.args)()
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        if not isinstance(call_args, tuple):
            call_args = (call_args,)
        name = getattr(func, "__name__", "kernel")
    progress = make_progress(sys.stderr, args.quiet)
    try:
        res = tune(func, *call_args, budget=args.budget, time_limit=args.time_limit,
                   db=args.db, seed=args.seed, progress=progress, strategy=args.strategy)
    finally:
        if progress.bar:  # end the bar's line
            sys.stderr.write("\n")
    plot = None if args.no_plot else (args.plot or f"tune_{name}.png")
    print(res.report(plot=plot))
    if args.save:
        Path(args.save).write_text(res.recipe.to_json(indent=1) + "\n")
        print(f"recipe written to {args.save}")
    return 0


def add_tune_parser(sub: Any) -> None:
    """Add ``loopcraft tune`` to the subcommands ``sub`` of the main parser."""
    s = sub.add_parser("tune", help="search for a faster recipe for a function (measured, "
                                    "verified, stored in the recipe database)")
    s.add_argument("target", nargs="?", metavar="FILE:FUNC",
                   help="the function (a .py file or module, a colon, its name)")
    s.add_argument("--args", metavar="FILE:INIT",
                   help="a function returning the example arguments (a tuple)")
    s.add_argument("--kernel", metavar="NAME", help="a corpus kernel instead of FILE:FUNC")
    s.add_argument("--size", default="small", choices=("small", "large", "alt"),
                   help="corpus size preset for --kernel (default small)")
    s.add_argument("--budget", type=int, default=64, metavar="N",
                   help="candidates to evaluate (default 64)")
    s.add_argument("--time-limit", type=float, default=None, metavar="SECONDS",
                   help="stop measuring after this many seconds")
    s.add_argument("--db", metavar="PATH", default=None,
                   help="recipe database file (default: the user's, see 'loopcraft db stats')")
    s.add_argument("--seed", type=int, default=0, help="seed of the proposals (default 0)")
    s.add_argument("--strategy", default="search", choices=("search", "transfer", "auto"),
                   help="search (default), transfer (adapt recipes of similar nests from the "
                        "database) or auto (transfer, then search if it found nothing)")
    s.add_argument("--plot", metavar="PNG", default=None,
                   help="convergence plot file (default tune_<func>.png; needs matplotlib)")
    s.add_argument("--no-plot", action="store_true", help="do not write the plot")
    s.add_argument("--save", metavar="FILE", help="write the best recipe (JSON) there")
    s.add_argument("--quiet", action="store_true", help="no progress output")
    s.set_defaults(func=_cmd_tune)
