"""The ``loopcraft`` command: explain, hw, db, tune, serve, compile-onnx, version, cache (stats,
clear, dir; cache-dir and cache-clear are the older spellings), and the commands plugins add
(:mod:`.plugins`: the benchmarks add demo, bench, bench-corpus, bench-schedules, model,
eval-transfer and db seed).

Per DESIGN.md the CLI holds no logic the Python API lacks: each subcommand parses its options and
calls a function of the API. Errors loopcraft raises
on purpose (:class:`~loopcraft.errors.LoopcraftError`) are printed as one clean message with exit
status 1; a Python traceback here would mean a bug, so only those are let through.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from loopcraft.cli.plugins import UsageError, plugins
from loopcraft.errors import LoopcraftError

__all__ = ["main", "build_parser"]



def _cmd_version(args: argparse.Namespace) -> int:
    """Versions of loopcraft and of what its results depend on (for bug reports)."""
    import platform

    import numpy as np

    from loopcraft.config import config
    from loopcraft.pipeline.cache import loopcraft_version

    print(f"loopcraft {loopcraft_version()}")
    if args.verbose:
        from loopcraft.target import hardware, toolchain

        print(f"python {platform.python_version()} ({sys.executable})")
        print(f"numpy {np.__version__}")
        try:
            import numba

            print(f"numba {numba.__version__}")
        except ImportError:
            print("numba not installed")
        try:
            print(f"compiler {toolchain.compiler_identity()}")
        except LoopcraftError as exc:
            print(f"compiler unavailable: {exc}")
        print(f"cflags {config.cflags}")
        print(f"cpu {hardware.cpu_model()} ({hardware.num_cores()} cores)")
        print(f"cache {config.cache_dir}")
    return 0


def _cmd_hw(args: argparse.Namespace) -> int:
    import json

    from loopcraft.target import hardware

    info = hardware.describe()
    if args.probe:
        from loopcraft.target import probe

        info["probe"] = probe.describe_probes()
    if args.json:
        print(json.dumps(info, indent=1))
        return 0
    caches = info["caches"]
    assert isinstance(caches, dict)
    print(f"cpu          {info['cpu_model']} ({info['machine']}, {info['cores']} cores)")
    print("caches       " + ", ".join(f"{k} {v // 1024} KiB" for k, v in caches.items()))
    print(f"vector width {info['vector_bytes']} bytes (what the default schedule uses)")
    simd = info["simd"]
    assert isinstance(simd, list)
    print(f"simd         {' '.join(simd) or 'none detected'}")
    measured = info.get("probe")
    if isinstance(measured, dict):
        print(f"clock        {measured['clock_mhz'] or '?'} MHz (/proc/cpuinfo)")
        for key, roofs in measured.items():
            if key.startswith("threads_"):
                print(f"measured, {key[8:]} thread(s): " + ", ".join(
                    f"{name} {value}" for name, value in roofs.items()))
    return 0


def _cmd_cache_dir(args: argparse.Namespace) -> int:
    from loopcraft.config import config

    print(config.cache_dir)
    return 0


def _cmd_cache_clear(args: argparse.Namespace) -> int:
    from loopcraft.config import config
    from loopcraft.pipeline.cache import clear_cache

    removed = clear_cache()
    print(f"removed {removed} cached build(s) from {config.cache_dir}")
    return 0


def _cmd_cache_stats(args: argparse.Namespace) -> int:
    from loopcraft.pipeline.cache import cache_stats

    stats = cache_stats()
    limit = stats["max_bytes"] or "none"
    print(f"directory {stats['directory']}\nentries {stats['entries']}\n"
          f"bytes {stats['bytes']}\nmax_bytes {limit}")
    return 0


def _cmd_explain(args: argparse.Namespace) -> int:
    from loopcraft.driver.explain import explain, load_callable
    from loopcraft.transform import Recipe

    if args.kernel:
        from loopcraft.cli.plugins import find_kernel

        _, func, call_args = find_kernel(args.kernel, args.size)
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
    recipe = None
    if args.recipe:
        text = Path(args.recipe).read_text()
        try:
            recipe = (Recipe.from_json(text) if text.lstrip().startswith("{")
                      else Recipe.from_python(text))
        except ValueError as exc:
            raise UsageError(f"{args.recipe}: {exc}") from None
    explain(func, *call_args, recipe=recipe)
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (separate from :func:`main` so docs and tests can inspect it)."""
    p = argparse.ArgumentParser(
        prog="loopcraft",
        description="loopcraft: an optimizing compiler for NumPy-style Python "
                    "(use loopcraft.jit from Python; this command demos and benchmarks it).")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", required=True)

    s = sub.add_parser("explain", help="print a function's IR before and after each step of "
                                       "its recipe")
    s.add_argument("target", nargs="?", metavar="FILE:FUNC",
                   help="the function (a .py file or module, a colon, its name)")
    s.add_argument("--args", metavar="FILE:INIT",
                   help="a function returning the example arguments (a tuple)")
    s.add_argument("--kernel", metavar="NAME", help="a corpus kernel instead of FILE:FUNC")
    s.add_argument("--size", default="small", choices=("small", "large", "alt"),
                   help="corpus size preset for --kernel (default small)")
    s.add_argument("--recipe", metavar="FILE",
                   help="a recipe (JSON or its Python form) instead of the function's own")
    s.set_defaults(func=_cmd_explain)

    s = sub.add_parser("version", help="print loopcraft's version")
    s.add_argument("-v", "--verbose", action="store_true",
                   help="also print Python, NumPy, Numba, C compiler, CPU and cache directory")
    s.set_defaults(func=_cmd_version)

    s = sub.add_parser("hw", help="print the hardware description the scheduler uses (CPU, "
                       "cores, caches, SIMD width)")
    s.add_argument("--json", action="store_true", help="as JSON")
    s.add_argument("--probe", action="store_true",
                   help="also measure the roofs: FMA peak (GFLOP/s) and triad bandwidth of L2 "
                        "and memory (GB/s) on 1 and all cores (a few seconds)")
    s.set_defaults(func=_cmd_hw)

    s = sub.add_parser("cache", help="the artifact cache: stats, clear, dir")
    cache_sub = s.add_subparsers(dest="cache_command", required=True)
    cache_sub.add_parser("stats", help="directory, entries, bytes and size limit").set_defaults(
        func=_cmd_cache_stats)
    cache_sub.add_parser("clear", help="delete all compiled artifacts").set_defaults(
        func=_cmd_cache_clear)
    cache_sub.add_parser("dir", help="print the directory of compiled artifacts").set_defaults(
        func=_cmd_cache_dir)
    # the older spellings keep working
    s = sub.add_parser("cache-dir", help="same as: cache dir")
    s.set_defaults(func=_cmd_cache_dir)
    s = sub.add_parser("cache-clear", help="same as: cache clear")
    s.set_defaults(func=_cmd_cache_clear)

    from loopcraft.cli.db import add_db_parser
    from loopcraft.cli.onnx import add_onnx_parser
    from loopcraft.cli.serve import add_serve_parser
    from loopcraft.cli.tune import add_tune_parser

    groups = {"db": add_db_parser(sub)}
    add_tune_parser(sub)
    add_serve_parser(sub)
    add_onnx_parser(sub)
    for plugin in plugins():
        if hasattr(plugin, "add_commands"):
            plugin.add_commands(sub, groups)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``loopcraft`` command; return its exit status (the console script exits with it)."""
    argv = list(argv) if argv is not None else sys.argv[1:]
    for plugin in plugins():  # commands with their own parsers (``bench gemm``)
        status = plugin.run_raw(argv) if hasattr(plugin, "run_raw") else None
        if status is not None:
            return int(status)
    args = build_parser().parse_args(argv)
    func: Callable[[argparse.Namespace], int] = args.func
    try:
        return func(args)
    except LoopcraftError as exc:
        print(f"loopcraft {args.command}: error: {exc}", file=sys.stderr)
        return 1
    except UsageError as exc:  # e.g. an unknown kernel name; the message lists the known ones
        print(f"loopcraft {args.command}: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"loopcraft {args.command}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
