"""The benchmarks' commands on the ``loopcraft`` command (a :mod:`loopcraft.cli.plugins` plugin).

Registered in ``pyproject.toml`` under the ``loopcraft.commands`` entry points, so the compiler
offers ``loopcraft demo``, ``bench``, ``bench-corpus``, ``bench-schedules``, ``model``,
``eval-transfer`` and ``db seed`` without importing this package.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["add_commands", "run_raw", "find_kernel"]

#: ``loopcraft bench SUITE`` -> the module whose ``main(argv)`` runs it.
_BENCH_SUITES = {"gemm": "loopcraft_bench.gemm", "conv": "loopcraft_bench.conv",
                 "models": "loopcraft_bench.models.cli",
                 "npbench-upstream": "loopcraft_bench.suites.npbench.upstream"}


def run_raw(argv: Sequence[str]) -> int | None:
    """``bench gemm|conv ...`` and ``bench --suite ...`` have their own parsers."""
    if argv[:1] == ["bench"] and argv[1:2] and argv[1] in _BENCH_SUITES:
        return importlib.import_module(_BENCH_SUITES[argv[1]]).main(list(argv[2:]))
    if argv[:1] == ["bench"] and argv[1:2] and argv[1].startswith("-"):  # --suite, --compare
        from . import runner

        return runner.main(list(argv[1:]))
    return None


def find_kernel(name: str, size: str) -> tuple[str, Callable[..., Any], tuple[Any, ...]]:
    """A corpus kernel and fresh arguments at ``size`` (``KeyError`` lists the known names)."""
    from .corpus import get_kernel

    kernel = get_kernel(name)
    return kernel.name, kernel.func, kernel.args(size)


def _run(module: str) -> Callable[[argparse.Namespace], int]:
    def handler(args: argparse.Namespace) -> int:
        return importlib.import_module(module).run_from_args(args)

    return handler


def _cmd_seed(args: argparse.Namespace) -> int:
    from loopcraft.tuning.db.database import SEED_PATH, default_db_path

    from .experiments.seed import export_seed, seed_database

    path = args.db or default_db_path()  # a file or a postgresql:// URL
    results = seed_database(path, args.kernels or None, budget=args.budget, size=args.size,
                            time_limit=args.time_limit, reuse=args.reuse,
                            log=lambda msg: print(msg, flush=True))
    failed = [r for r in results if r.error]
    print(f"tuned {len(results) - len(failed)} kernel(s) into {path}"
          + (f"; {len(failed)} failed: {', '.join(r.kernel for r in failed)}" if failed else ""))
    if not args.no_export:
        dest = args.export or SEED_PATH
        stats = export_seed(path, dest, keep_best=args.keep_best)
        print(f"exported {stats['nests']} nest(s), {stats['recipes']} recipe(s), "
              f"{stats['measurements']} verified measurement(s) to {dest}")
    return 0


def add_commands(sub: Any, groups: dict[str, Any]) -> None:
    """Add the benchmark commands to the ``loopcraft`` command's subparsers."""
    from loopcraft.tuning.db.database import SEED_PATH

    from . import corpus_bench, demo, schedules
    from .experiments.model_cli import add_model_parser
    from .experiments.transfer_eval import add_eval_parser

    s = sub.add_parser("demo", help="compile a few example kernels, validate them and compare "
                                    "their speed with NumPy (and Numba if installed)")
    demo.add_arguments(s)
    s.set_defaults(func=_run("loopcraft_bench.demo"))

    s = sub.add_parser("bench-corpus", help="benchmark the whole kernel corpus against NumPy "
                                            "and Numba; writes results.json and results.md")
    corpus_bench.add_arguments(s)
    s.set_defaults(func=_run("loopcraft_bench.corpus_bench"))

    s = sub.add_parser("bench-schedules", help="the heuristic recipe vs the fixed default "
                                               "schedule on the corpus (validated, timed)")
    schedules.add_arguments(s)
    s.set_defaults(func=_run("loopcraft_bench.schedules"))

    s = sub.add_parser("bench", add_help=False,
                       help="benchmark suites: 'bench --suite polybench' = every framework "
                            "on every kernel of a suite, validated, stored, reported ('bench "
                            "-h'); 'bench gemm' = matrix products by every "
                            "implementation (naive, loops, hand recipe, micro-kernel, BLAS, "
                            "NumPy), GFLOP/s, fraction of peak and the ablation; 'bench conv' = "
                            "the same for 3x3 convolutions (naive, loops, micro-kernel, im2col "
                            "+ BLAS, NumPy, PyTorch); 'bench models' = whole networks "
                            "(ResNet, MobileNetV2, BERT, GPT-2, MLP, onnx light models) by "
                            "onnxruntime, PyTorch, torch.compile and loopcraft, the ablation "
                            "and the operator table; 'bench npbench-upstream --source PATH' = "
                            "NPBench's own NumPy sources, unchanged, through loopcraft.jit; "
                            "-h for options")
    s.add_argument("suite", choices=sorted(_BENCH_SUITES))
    s.set_defaults(func=None)  # run_raw() hands the arguments to the suite's own main()

    add_eval_parser(sub)
    add_model_parser(sub)

    db = groups["db"]
    s = db.add_parser("seed", help="tune corpus kernels into the database and export the "
                                    "verified records as the shipped seed")
    s.add_argument("--kernels", nargs="+", metavar="NAME",
                   help="corpus kernels (default: all, linalg and stencil ones first)")
    s.add_argument("--budget", type=int, default=12, metavar="N",
                   help="candidates per kernel (default 12)")
    s.add_argument("--size", default="small", choices=("small", "large", "alt"),
                   help="corpus size preset (default small)")
    s.add_argument("--time-limit", type=float, default=None, metavar="SECONDS",
                   help="stop measuring a kernel after this many seconds")
    s.add_argument("--reuse", action="store_true",
                   help="kernels already tuned at this size: only refresh their features")
    s.add_argument("--export", metavar="FILE",
                   help=f"seed file to write (default: the shipped {SEED_PATH.name})")
    s.add_argument("--keep-best", type=int, default=4, metavar="N",
                   help="recipes per nest in the exported seed (default 4)")
    s.add_argument("--no-export", action="store_true", help="only tune, do not export")
    s.set_defaults(func=_cmd_seed)
