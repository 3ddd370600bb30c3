"""``loopcraft bench --suite NAME``: every framework on every kernel of a benchmark suite.

For each kernel of the suite (:data:`loopcraft_bench.suites.SUITES`, or ``corpus``) and each
peer (:mod:`loopcraft_bench.peers`: numpy, loopcraft, numba, numba-parallel, and jax, torch,
pythran, dace where installed), a **worker process of its own** measures that one peer on that
one kernel:

1. the kernel's NumPy reference is run on fresh arguments: its outputs are the truth;
2. the peer's build step is timed (loopcraft and Numba compile here; the JITs that compile on
   the first call do nothing), then its **first call** is timed, on fresh arguments; build +
   first call is the *time to first result* (``compile_s``);
3. the first call's outputs are compared with the reference (the kernel's ``rtol``/``atol``):
   a peer that does not match is a ``mismatch`` and is not timed;
4. at least 10 further calls are timed (:func:`loopcraft_bench.harness.time_interleaved`), each
   on fresh argument copies made outside the clock; the median and its bootstrap 95% CI are
   kept with every sample.

Why one process per (kernel, peer): a crash or hang is then a recorded failure (``crashed``,
``timeout`` after ``--timeout`` s, blamed on the stage it happened in) instead of the end of the
run, and thread counts are really the same for all: ``OMP_NUM_THREADS``,
``OPENBLAS_NUM_THREADS``, ``MKL_NUM_THREADS``, ``NUMBA_NUM_THREADS`` and
``LOOPCRAFT_NUM_THREADS`` are set before anything is imported (BLAS reads them once).

Every result is appended to a SQLite store (:mod:`loopcraft_bench.store`) with the machine
description and the package versions; the report (Markdown + heatmap PNG,
:mod:`loopcraft_bench.report`) is rebuilt from the store, and ``--compare OLD NEW`` diffs two
runs. Compile times are cold: the run uses a fresh temporary artifact cache unless
``--warm-cache``.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import importlib
import importlib.util
import json
import platform
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from loopcraft.outputs import collect_outputs, compare
from loopcraft_bench import harness
from loopcraft_bench.common import (
    ImplResult,
    UsageError,
    child_env,
    emit_result,
    emit_stage,
    load_average,
    quiet,
    run_worker,
    short_reason,
)

__all__ = ["RunOptions", "get_suite", "load_plugin", "main", "measure", "run"]


@dataclass
class RunOptions:
    """Everything a run needs; serialized to the worker processes as JSON."""

    suite: str = "polybench"
    size: str = ""
    peers: list[str] = field(default_factory=list)
    kernels: list[str] = field(default_factory=list)
    threads: int | None = None
    #: Timed calls: at least ``min_repeats``, at most ``repeats``; calls stop after
    #: ``min_repeats`` once ``min_time`` seconds were spent, or ``max_time`` seconds.
    repeats: int = 20
    min_repeats: int = 10
    min_time: float = 0.2
    max_time: float = 3.0
    #: Seconds per worker process (one kernel, one peer) before it is killed.
    timeout: float = 600.0
    #: Seconds for build + first call (a peer may ask for less, :attr:`Peer.compile_budget`);
    #: past it the worker records a ``timeout`` itself, naming the compile step.
    compile_timeout: float = 300.0
    #: Python files or modules that register extra peers or suites (loaded by every worker).
    plugins: list[str] = field(default_factory=list)
    warm_cache: bool = False


# --------------------------------------------------------------------------- suites, plugins
def get_suite(name: str) -> Mapping[str, Any]:
    """A registered suite (the corpus included); its kernels have ``func``, ``reference``,
    ``args``."""
    from loopcraft_bench.suites import SUITES

    if name not in SUITES:
        raise UsageError(f"no suite {name!r}; known: {', '.join(_suite_names())}")
    return SUITES[name]


def _suite_names() -> list[str]:
    """The published suites, then ``corpus``."""
    from loopcraft_bench.suites import SUITES

    return [*sorted(n for n in SUITES if n != "corpus"), "corpus"]


def load_plugin(spec: str) -> None:
    """Import a plugin: a ``.py`` file path or a module name (it registers peers/suites)."""
    if spec.endswith(".py"):
        path = Path(spec).resolve()
        name = f"loopcraft_bench_plugin_{path.stem}"
        if name in sys.modules:
            return
        mspec = importlib.util.spec_from_file_location(name, path)
        if mspec is None or mspec.loader is None:
            raise UsageError(f"cannot load plugin {spec}")
        mod = importlib.util.module_from_spec(mspec)
        sys.modules[name] = mod
        mspec.loader.exec_module(mod)
    else:
        importlib.import_module(spec)


# --------------------------------------------------------------------------- one measurement
def measure(kernel: Any, peer_name: str, size: str, opts: RunOptions,
            stage: Callable[[str], None] = lambda s: None) -> ImplResult:
    """Build, validate and time one peer on one kernel, in this process (see module doc)."""
    from loopcraft_bench.peers import get_peer, numpy_outputs

    peer = get_peer(peer_name)
    template = kernel.args(size)

    def fresh() -> tuple[Any, ...]:
        return harness.copy_args(template)

    stage("reference")
    try:
        with quiet():
            args = fresh()
            expected = collect_outputs(kernel.reference(*args), args)
    except Exception as exc:
        reason, detail = short_reason(exc)
        return ImplResult("error", "reference: " + reason, detail)
    stage("build")
    budget = min(opts.compile_timeout, peer.compile_budget or opts.compile_timeout)
    t0 = time.perf_counter()
    try:
        with quiet(), _deadline(budget):
            built = peer.build(kernel, fresh(), opts.threads)
    except _CompileTimeout:
        return _slow_compile(peer, budget, "build")
    except Exception as exc:
        reason, detail = short_reason(exc)
        return ImplResult("error", "compile: " + reason, detail,
                          extra={"build_s": time.perf_counter() - t0})
    build_s = time.perf_counter() - t0
    extra = {**built.extra, "build_s": build_s}

    def make_args() -> tuple[Any, ...]:
        return built.convert(fresh())

    stage("first-call")
    args = make_args()
    t0 = time.perf_counter()
    try:
        with quiet(), _deadline(budget - build_s):
            result = built.fn(*args)
    except _CompileTimeout:
        return _slow_compile(peer, budget, "first call")
    except Exception as exc:
        reason, detail = short_reason(exc)
        return ImplResult("error", "run: " + reason, detail, build_s, built.mode, extra=extra)
    first_s = time.perf_counter() - t0
    extra["first_call_s"] = first_s
    compile_s = build_s + first_s
    try:
        got = (built.outputs or numpy_outputs)(result, args)
        found = compare(expected, got, rtol=kernel.rtol, atol=kernel.atol,
                        strict_dtype=peer.strict_dtype)
        why = None if found is None else str(found)
    except Exception as exc:
        why = "outputs: " + short_reason(exc)[0]
    if why is not None:
        if peer.mismatch_hint:
            why += f" ({peer.mismatch_hint})"
        return ImplResult("mismatch", why, compile_s=compile_s, mode=built.mode, extra=extra)
    stage("timing")
    try:
        with quiet():
            timing = harness.time_interleaved(
                {peer.name: built.fn}, make_args, repeats=max(opts.repeats, opts.min_repeats),
                min_repeats=opts.min_repeats, min_time=opts.min_time, max_time=opts.max_time,
                warmup=False)[peer.name]
    except Exception as exc:
        reason, detail = short_reason(exc)
        return ImplResult("error", "timing: " + reason, detail, compile_s, built.mode,
                          extra=extra)
    return ImplResult("ok", compile_s=compile_s, mode=built.mode, timing=timing, extra=extra)


class _CompileTimeout(BaseException):  # not Exception: peers must not swallow it
    """Raised by the alarm of :func:`_deadline` (a BaseException, like KeyboardInterrupt)."""


@contextlib.contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    """Raise :class:`_CompileTimeout` in this (main) thread after ``seconds``.

    Why in the worker and not only the parent's kill: a peer that compiles for ever (Dynamo
    unrolling every iteration of a Python loop) is then a clean, explained failure and the
    process exits normally. Outside the main thread (or without SIGALRM) it does nothing.
    """
    import signal
    import threading

    if not hasattr(signal, "SIGALRM") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def fire(signum: int, frame: Any) -> None:
        raise _CompileTimeout

    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, max(seconds, 0.001))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _slow_compile(peer: Any, budget: float, step: str) -> ImplResult:
    hint = f" ({peer.slow_compile_hint})" if peer.slow_compile_hint else ""
    return ImplResult("timeout", f"compile: build + first call exceeded {budget:g} s "
                      f"(in the {step}){hint}")


def _versions(peer_names: Sequence[str]) -> dict[str, str | None]:
    import numpy as np

    from loopcraft.pipeline.cache import loopcraft_version
    from loopcraft_bench.peers import get_peer

    out: dict[str, str | None] = {"python": platform.python_version(),
                                  "numpy": np.__version__, "loopcraft": loopcraft_version()}
    for name in peer_names:
        out.update(get_peer(name).versions())
    return out


def _worker_main(payload: str) -> int:
    """Entry point of a worker process: measure one peer on one kernel, print the result."""
    spec = json.loads(payload)
    opts = RunOptions(**spec["opts"])
    emit_stage("start")
    for plugin in opts.plugins:
        load_plugin(plugin)
    from loopcraft.target import hardware

    kernel = get_suite(opts.suite)[spec["kernel"]]
    res = measure(kernel, spec["peer"], opts.size, opts, emit_stage)
    emit_result({"result": res.to_json(), "machine": hardware.describe(),
                 "versions": _versions([spec["peer"]]), "load1": load_average()})
    return 0


def run_isolated(kernel_name: str, peer_name: str, opts: RunOptions,
                 cache_dir: str) -> dict[str, Any]:
    """One worker process; returns ``{"result", "machine", "versions", "load1"}``."""
    from loopcraft_bench.peers import get_peer

    payload = json.dumps({"kernel": kernel_name, "peer": peer_name, "opts": asdict(opts)})
    env = child_env(opts.threads, cache_dir)
    env.update(dict(get_peer(peer_name).env))
    outcome = run_worker([sys.executable, "-m", "loopcraft_bench.runner", "--worker", payload],
                         env, opts.timeout)
    if outcome.result is not None:
        return outcome.result
    res = ImplResult(outcome.status, f"{outcome.why} during stage {outcome.last_stage!r}",
                     outcome.stderr[-4000:])
    return {"result": res.to_json(), "machine": None, "versions": None, "load1": load_average()}


# --------------------------------------------------------------------------- a run
def _git_commit() -> str | None:
    try:
        proc = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, timeout=10, cwd=Path(__file__).resolve().parent)
    except (OSError, subprocess.SubprocessError):
        return None
    return proc.stdout.strip() or None


def resolve(opts: RunOptions) -> tuple[RunOptions, Mapping[str, Any]]:
    """Check suite, size, kernels and peers; fill in the defaults."""
    from loopcraft_bench.peers import PEERS, default_peers

    for plugin in opts.plugins:
        load_plugin(plugin)
    suite = get_suite(opts.suite)
    presets = tuple(getattr(suite, "presets", ()))
    size = opts.size or ("large" if "large" in presets else presets[-1])
    if size not in presets:
        raise UsageError(f"suite {opts.suite!r} has no size {size!r}; known: "
                         f"{', '.join(presets)}")
    kernels = list(opts.kernels) or list(suite)
    unknown = [k for k in kernels if k not in suite]
    if unknown:
        raise UsageError(f"no {opts.suite} kernel(s) {', '.join(unknown)}; known: "
                         f"{', '.join(sorted(suite))}")
    peers = list(opts.peers) or default_peers()
    unknown = [p for p in peers if p not in PEERS]
    if unknown:
        raise UsageError(f"no peer(s) {', '.join(unknown)}; known: {', '.join(PEERS)}")
    if "numpy" not in peers:  # the baseline of every speedup
        peers.insert(0, "numpy")
    if opts.threads is not None and opts.threads < 1:
        raise UsageError("--threads must be >= 1")
    return RunOptions(**{**asdict(opts), "size": size, "kernels": kernels,
                         "peers": peers}), suite


def run(opts: RunOptions, out_dir: str | Path = "out/bench", db: str | Path | None = None,
        log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Measure every (kernel, peer) of ``opts``; store, report; return the run as stored."""
    from loopcraft.config import config, patch
    from loopcraft.target import hardware
    from loopcraft.target.threads import resolve_num_threads
    from loopcraft_bench.peers import get_peer
    from loopcraft_bench.store import Store

    def say(msg: str) -> None:
        (log or (lambda m: print(m, file=sys.stderr, flush=True)))(msg)

    opts, suite = resolve(opts)
    out = Path(out_dir)
    db_path = Path(db) if db is not None else out / "results.sqlite"
    meta = {"started": datetime.datetime.now().isoformat(timespec="seconds"),
            "suite": opts.suite, "size": opts.size,
            "threads": opts.threads if opts.threads is not None else resolve_num_threads(None),
            "git_commit": _git_commit(), "load_start": load_average(), "peers": opts.peers,
            "kernels": opts.kernels, "machine": hardware.describe(),
            "versions": _versions(opts.peers), "options": asdict(opts)}
    store = Store(db_path)
    run_id = store.begin_run(meta)
    say(f"bench: run {run_id} -> {db_path}: {opts.suite} ({opts.size}), "
        f"{len(opts.kernels)} kernel(s) x {len(opts.peers)} peer(s) "
        f"({', '.join(opts.peers)}), {meta['threads']} thread(s)")
    t_start = time.perf_counter()
    with contextlib.ExitStack() as stack:
        stack.enter_context(contextlib.closing(store))
        if opts.warm_cache:
            cache_dir = config.cache_dir
        else:
            cache_dir = stack.enter_context(tempfile.TemporaryDirectory(prefix="lc-bench-"))
            stack.enter_context(patch(cache_dir=cache_dir))
        width = len(str(len(opts.kernels)))
        for i, name in enumerate(opts.kernels, 1):
            kernel = suite[name]
            bits = []
            for peer in opts.peers:
                why = get_peer(peer).available()
                if why is not None:
                    rec = {"result": ImplResult("unavailable", why).to_json(), "machine": None,
                           "versions": None, "load1": None}
                else:
                    rec = run_isolated(name, peer, opts, str(cache_dir))
                store.add_result(run_id, {"kernel": name, "peer": peer,
                                          "category": getattr(kernel, "category", ""),
                                          "style": getattr(kernel, "style", ""), **rec})
                r = rec["result"]
                bits.append(f"{peer} {r['timing']['median'] * 1e3:.3g} ms" if r["status"] == "ok"
                            else f"{peer} {r['status']}")
            say(f"[{i:>{width}}/{len(opts.kernels)}] {name}: " + ", ".join(bits))
        store.finish_run(run_id, datetime.datetime.now().isoformat(timespec="seconds"),
                         load_average(), time.perf_counter() - t_start)
    return write_report(db_path, run_id, out, log=say)


def write_report(db_path: str | Path, run_id: int | None, out_dir: str | Path,
                 log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Rebuild ``results.json``, ``results.md`` and ``heatmap.png`` of a stored run."""
    from loopcraft_bench import report
    from loopcraft_bench.store import Store

    with Store(db_path) as store:
        data = store.load_run(run_id)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(data, indent=1, allow_nan=True) + "\n")
    png = None
    try:
        png = report.plot_heatmap(data, out / "heatmap.png").name
    except Exception as exc:  # the numbers matter more than the picture
        (log or print)(f"heatmap not drawn: {short_reason(exc)[0]}")
    md = report.render_markdown(data, png)
    (out / "results.md").write_text(md)
    (log or print)(f"wrote {out / 'results.md'}, {out / 'results.json'}"
                   + (f", {out / png}" if png else ""))
    return data


# --------------------------------------------------------------------------- command line
def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="loopcraft bench",
        description="Benchmark every framework (peer) on every kernel of a suite, each in its "
                    "own process with the same thread count, validated against NumPy; results "
                    "appended to a SQLite store; Markdown + heatmap report.",
        epilog="Other benchmarks: 'loopcraft bench gemm -h' (matrix products and the "
               "ablation); 'loopcraft bench-corpus -h'.")
    p.add_argument("--suite", help="polybench, corpus, or any registered suite (see --list)")
    p.add_argument("--size", default="", help="the suite's size preset (default: large, or "
                                              "the suite's largest)")
    p.add_argument("--peers", default="",
                   help="comma-separated frameworks (default: every installed one; numpy is "
                        "always added as the baseline)")
    p.add_argument("--kernels", default="", help="comma-separated kernel names (default: all)")
    p.add_argument("--threads", type=int, default=None,
                   help="threads for every framework (default: each one's own default)")
    p.add_argument("--out", default="out/bench",
                   help="directory of results.md, results.json, heatmap.png (default out/bench)")
    p.add_argument("--db", default=None, help="SQLite results store (default OUT/results.sqlite)")
    p.add_argument("--repeats", type=int, default=20,
                   help="at most this many timed calls (at least 10; default 20)")
    p.add_argument("--max-time", type=float, default=3.0,
                   help="stop timing after 10 calls once this many seconds were spent (3)")
    p.add_argument("--timeout", type=float, default=600.0,
                   help="seconds per kernel and framework before its process is killed (600)")
    p.add_argument("--compile-timeout", type=float, default=300.0,
                   help="seconds for a framework's build + first call (300; torch gets 60)")
    p.add_argument("--plugin", action="append", default=[], metavar="FILE.py|MODULE",
                   help="import this first (it may register peers or suites); repeatable")
    p.add_argument("--warm-cache", action="store_true",
                   help="use the configured artifact cache (compile times then include hits)")
    p.add_argument("--compare", nargs=2, metavar=("OLD", "NEW"),
                   help="print regressions/improvements between two runs: run ids in --db, "
                        "results.json files, or FILE.sqlite[:ID]")
    p.add_argument("--threshold", type=float, default=0.05,
                   help="--compare: relative change that counts (default 0.05)")
    p.add_argument("--report", nargs="?", const="last", metavar="RUN",
                   help="rebuild the report of a stored run (default: the last) into --out")
    p.add_argument("--list", action="store_true", help="list suites, peers and stored runs")
    p.add_argument("--worker", help=argparse.SUPPRESS)
    return p


def _split(text: str) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()]


def main(argv: Sequence[str] | None = None) -> int:
    """``loopcraft bench --suite ...`` / ``--compare`` / ``--report`` / ``--list``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(argv)
    if args.worker:
        return _worker_main(args.worker)
    db = Path(args.db) if args.db else Path(args.out) / "results.sqlite"
    try:
        for plugin in args.plugin:
            load_plugin(plugin)
        if args.list:
            return _list(db)
        if args.compare:
            from loopcraft_bench import report, store

            old, new = (store.load(ref, db) for ref in args.compare)
            text, _ = report.compare_runs(old, new, args.threshold)
            print(text, end="")
            return 0
        if args.report:
            write_report(db, None if args.report == "last" else int(args.report), args.out)
            return 0
        if not args.suite:
            raise UsageError("give --suite NAME (or --compare, --report, --list); "
                             f"suites: {', '.join(_suite_names())}")
        opts = RunOptions(suite=args.suite, size=args.size, peers=_split(args.peers),
                          kernels=_split(args.kernels), threads=args.threads,
                          repeats=args.repeats, max_time=args.max_time, timeout=args.timeout,
                          compile_timeout=args.compile_timeout,
                          plugins=[str(Path(p).resolve()) if p.endswith(".py") else p
                                   for p in args.plugin], warm_cache=args.warm_cache)
        data = run(opts, args.out, db)
        print(Path(args.out, "results.md").read_text() if data else "", end="")
        return 0
    except (UsageError, KeyError, ValueError, FileNotFoundError) as exc:
        msg = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        print(f"loopcraft bench: error: {msg}", file=sys.stderr)
        return 2


def _list(db: Path) -> int:
    from loopcraft_bench.peers import PEERS

    print("suites: " + ", ".join(
        f"{n} ({len(get_suite(n))} kernels; sizes {', '.join(get_suite(n).presets)})"
        for n in _suite_names()))
    for p in PEERS.values():
        why = p.available()
        print(f"peer {p.name:<16} {p.description}" + (f"  [not available: {why}]" if why else ""))
    if db.exists():
        from loopcraft_bench.store import Store

        with Store(db) as s:
            for r in s.runs():
                print(f"run {r['run_id']:>4}  {r['started']}  {r['suite']} {r['size']}  "
                      f"{r['ok'] or 0}/{r['n']} ok  peers {','.join(r['peers'])}"
                      + ("" if r["finished"] else "  (unfinished)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
