"""``loopcraft bench-corpus``: loopcraft's default schedule against NumPy and Numba on the corpus.

For every corpus kernel this measures three implementations of the same computation:

* **NumPy**: the kernel's ``reference`` (for loop-style kernels that is a vectorized NumPy
  formulation, since timing the Python loops themselves would only measure the interpreter);
* **loopcraft**: ``loopcraft.jit(kernel.func)`` with its default schedule;
* **Numba**: ``numba.njit(parallel=True)`` of the same function, falling back to plain
  ``numba.njit`` when Numba cannot compile that or its result is wrong. Module-level helper
  functions the kernel calls are ``njit``-ed the same way, as a Numba user would decorate them.

The reference's outputs are the truth: an implementation is timed only after its outputs match
(see :mod:`loopcraft_bench.harness` for the timing rules). Failures are recorded with a reason,
never dropped, because a benchmark that silently skips what it cannot run overstates.

Why each kernel runs in its own subprocess by default: generated native code that crashes
(a segfault cannot be caught) or hangs would otherwise take the whole run with it, and a fresh
process is also the only way to give NumPy's BLAS a thread count (BLAS reads its environment
variables once, at import). ``--in-process`` turns this off for debugging and profiling.

Compile times are cold by default: the run uses a fresh temporary artifact cache (``--warm-cache``
uses the configured one), and a last subprocess re-runs every kernel that compiled against that
cache to check that a new process does not invoke the C compiler again.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import platform
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from loopcraft.outputs import collect_outputs, compare
from loopcraft_bench import harness

# Shared with ``loopcraft bench --suite`` (loopcraft_bench.runner); the private names are kept
# for the code and tests that used them.
from loopcraft_bench.common import (
    ImplResult,
    UsageError,
    child_env,
    emit_result,
    emit_stage,
    last_stage,
    load_average,
    numba_available,
    run_worker,
)
from loopcraft_bench.common import numba_signature as _numba_signature
from loopcraft_bench.common import numba_tree as _numba_tree
from loopcraft_bench.common import quiet as _quiet
from loopcraft_bench.common import short_reason as _short
from loopcraft_bench.corpus_report import milliseconds, render_markdown, summarize

__all__ = [
    "BenchOptions",
    "UsageError",
    "ImplResult",
    "KernelResult",
    "add_arguments",
    "measure_kernel",
    "run",
    "run_from_args",
    "summarize",
    "render_markdown",
]

@dataclass
class KernelResult:
    """The three implementations of one kernel, measured side by side."""

    name: str
    style: str
    category: str
    blas_bound: bool
    size: str
    init_kwargs: dict[str, Any]
    numpy: ImplResult
    loopcraft: ImplResult
    numba: ImplResult
    #: 1-minute load average when the kernel started: on a shared machine, a high value
    #: (above the core count) marks numbers taken under contention.
    load1: float | None = None

    @property
    def speedup_vs_numpy(self) -> float | None:
        """NumPy time / loopcraft time (> 1: loopcraft is faster), when both were timed."""
        return _ratio(self.numpy, self.loopcraft)

    @property
    def speedup_vs_numba(self) -> float | None:
        """Numba time / loopcraft time, when both were timed."""
        return _ratio(self.numba, self.loopcraft)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "style": self.style, "category": self.category,
            "blas_bound": self.blas_bound, "size": self.size, "init_kwargs": self.init_kwargs,
            "numpy": self.numpy.to_json(), "loopcraft": self.loopcraft.to_json(),
            "numba": self.numba.to_json(), "load1": self.load1,
            "speedup_vs_numpy": self.speedup_vs_numpy,
            "speedup_vs_numba": self.speedup_vs_numba,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> KernelResult:
        return cls(
            name=d["name"], style=d["style"], category=d["category"],
            blas_bound=d["blas_bound"], size=d["size"], init_kwargs=d["init_kwargs"],
            numpy=ImplResult.from_json(d["numpy"]),
            loopcraft=ImplResult.from_json(d["loopcraft"]),
            numba=ImplResult.from_json(d["numba"]), load1=d.get("load1"),
        )


def _ratio(base: ImplResult, new: ImplResult) -> float | None:
    if base.ok and new.ok and base.timing and new.timing and new.timing.median > 0:
        return base.timing.median / new.timing.median
    return None


@dataclass
class BenchOptions:
    """Everything a measurement needs; serialized to worker subprocesses as JSON."""

    size: str = "large"
    threads: int | None = None
    use_numba: bool = True
    repeats: int = 15
    min_repeats: int = 3
    min_time: float = 0.2
    max_time: float = 3.0


# --------------------------------------------------------------------------- one kernel
def _build_loopcraft(func: Callable[..., Any], make_args: Callable[[], tuple[Any, ...]],
                     expected: list[Any], rtol: float, atol: float, threads: int | None,
                     stage: Callable[[str], None]) -> tuple[ImplResult, Callable[..., Any] | None]:
    import loopcraft
    from loopcraft.target import toolchain

    stage("loopcraft-compile")
    try:
        jf = loopcraft.jit(func, num_threads=threads)
        before = toolchain.compile_count
        c_source = jf.inspect_c(*make_args())  # compiles (or loads from the cache), no run
        invoked = toolchain.compile_count - before
        compile_s = float(sum(jf.stats()["compile_seconds"]))
    except Exception as exc:
        reason, detail = _short(exc)
        return ImplResult("error", "compile: " + reason, detail, mode="default"), None
    extra = {
        "compiler_invocations": invoked,
        "cached": invoked == 0,
        "omp_parallel_regions": c_source.count("omp parallel"),
    }
    stage("loopcraft-run")
    try:
        with _quiet():
            args = make_args()
            got = collect_outputs(jf(*args), args)
    except Exception as exc:
        reason, detail = _short(exc)
        return ImplResult("error", "run: " + reason, detail, compile_s, "default",
                          extra=extra), None
    why = compare(expected, got, rtol=rtol, atol=atol)
    if why is not None:
        return (ImplResult("mismatch", str(why), compile_s=compile_s, mode="default",
                           extra=extra), None)
    return ImplResult("ok", compile_s=compile_s, mode="default", extra=extra), jf


def _build_numba(func: Callable[..., Any], make_args: Callable[[], tuple[Any, ...]],
                 expected: list[Any], rtol: float, atol: float,
                 stage: Callable[[str], None]) -> tuple[ImplResult, Callable[..., Any] | None]:
    attempts: list[str] = []
    extra: dict[str, Any] = {}
    for mode, opts in (("parallel", {"parallel": True}), ("serial", {})):
        stage(f"numba-{mode}")
        try:
            with _quiet():
                disp, helpers = _numba_tree(func, opts)
                t0 = time.perf_counter()
                disp.compile(_numba_signature(make_args()))
                compile_s = time.perf_counter() - t0
                args = make_args()
                got = collect_outputs(disp(*args), args)
        except Exception as exc:
            reason, _ = _short(exc)
            attempts.append(f"{mode}: {reason}")
            continue
        # Numba's scalar results are Python numbers and its promotion differs in corners:
        # compare values, not dtypes.
        why = compare(expected, got, rtol=rtol, atol=atol, strict_dtype=False)
        if why is not None:
            attempts.append(f"{mode}: wrong result: {why}")
            continue
        extra = {"helpers_jitted": sorted(set(helpers))}
        if attempts:
            extra["fallback_reason"] = attempts[0]
        return ImplResult("ok", compile_s=compile_s, mode=mode, extra=extra), disp
    status = "mismatch" if all("wrong result" in a for a in attempts) else "error"
    return ImplResult(status, attempts[-1], "\n".join(attempts), mode="serial"), None


def measure_kernel(
    kernel: Any,
    opts: BenchOptions,
    *,
    init_kwargs: dict[str, Any] | None = None,
    stage: Callable[[str], None] = lambda s: None,
) -> KernelResult:
    """Validate and time NumPy, loopcraft and (optionally) Numba on one corpus kernel.

    ``init_kwargs`` overrides the kernel's registered size (the demo uses it to cap sizes);
    ``stage`` is told what is about to run, so a crash can be blamed on the right one.
    """
    kwargs = dict(kernel.presets[opts.size] if init_kwargs is None else init_kwargs)
    template = kernel.init(**kwargs)

    def make_args() -> tuple[Any, ...]:
        return harness.copy_args(template)

    skipped = ImplResult("skipped", "not run")
    result = KernelResult(kernel.name, kernel.style, kernel.category, kernel.blas_bound,
                          opts.size, kwargs, ImplResult("ok", mode="reference"), skipped,
                          ImplResult("skipped", "--no-numba") if not opts.use_numba
                          else skipped, load_average())
    stage("numpy")
    try:
        with _quiet():
            args = make_args()
            expected = collect_outputs(kernel.reference(*args), args)
    except Exception as exc:
        reason, detail = _short(exc)
        result.numpy = ImplResult("error", "reference: " + reason, detail, mode="reference")
        result.loopcraft = ImplResult("skipped", "no reference result")
        return result

    impls: dict[str, Callable[..., Any]] = {"numpy": kernel.reference}
    result.loopcraft, jf = _build_loopcraft(kernel.func, make_args, expected, kernel.rtol,
                                            kernel.atol, opts.threads, stage)
    if jf is not None:
        impls["loopcraft"] = jf
    if opts.use_numba:
        if numba_available():
            result.numba, nf = _build_numba(kernel.func, make_args, expected, kernel.rtol,
                                            kernel.atol, stage)
            if nf is not None:
                impls["numba"] = nf
        else:
            result.numba = ImplResult("skipped", "numba is not installed")

    stage("timing")
    with _quiet():
        timings = harness.time_interleaved(
            impls, make_args, repeats=opts.repeats, min_repeats=opts.min_repeats,
            min_time=opts.min_time, max_time=opts.max_time)
    for name, t in timings.items():
        getattr(result, name).timing = t
    return result


# --------------------------------------------------------------------------- isolation
_child_env = child_env


def _crash_result(kernel: Any, opts: BenchOptions, stage: str, why: str) -> KernelResult:
    """A result for a worker that died: blame the stage it had reached, skip what came after."""
    status = "timeout" if why.startswith("timed out") else "crashed"
    blamed = ImplResult(status, f"{why} during stage {stage!r}")
    later = ImplResult("skipped", f"worker died earlier, in stage {stage!r}")
    numba_skip = ImplResult("skipped", "--no-numba") if not opts.use_numba else later
    res = KernelResult(kernel.name, kernel.style, kernel.category, kernel.blas_bound, opts.size,
                       dict(kernel.presets[opts.size]), ImplResult("ok", mode="reference"),
                       later, numba_skip)
    if stage.startswith("loopcraft"):
        res.loopcraft = blamed
    elif stage.startswith("numba"):
        res.numba = blamed
    elif stage == "timing":  # any of them; loopcraft's new native code is the usual suspect
        res.loopcraft = ImplResult(status, f"{why} while timing (NumPy, loopcraft and Numba "
                                   "were all being timed)")
    else:
        res.numpy = blamed
        res.loopcraft = ImplResult("skipped", "no reference result")
    return res


def run_isolated(kernel: Any, opts: BenchOptions, cache_dir: str, timeout: float) -> KernelResult:
    """Run :func:`measure_kernel` for one kernel in a fresh Python process."""
    payload = json.dumps({"kernel": kernel.name, "opts": asdict(opts)})
    cmd = [sys.executable, "-m", "loopcraft_bench.corpus_bench", "--worker", payload]
    outcome = run_worker(cmd, _child_env(opts.threads, cache_dir), timeout)
    if outcome.result is not None:
        return KernelResult.from_json(outcome.result)
    return _crash_result(kernel, opts, outcome.last_stage, outcome.why)


_last_stage = last_stage


def _worker_main(payload: str) -> int:
    """Entry point of a worker subprocess: measure one kernel, print the result as JSON."""
    spec = json.loads(payload)
    opts = BenchOptions(**spec["opts"])

    stage = emit_stage
    stage("start")
    from loopcraft_bench.corpus import get_kernel

    if opts.use_numba and opts.threads is not None and numba_available():
        import numba

        numba.set_num_threads(min(opts.threads, numba.config.NUMBA_NUM_THREADS))
    res = measure_kernel(get_kernel(spec["kernel"]), opts, stage=stage)
    emit_result(res.to_json())
    return 0


# --------------------------------------------------------------------------- extras
def _tiny_kernel(x, out):
    """The call-overhead probe: a trivial 2-array kernel (scaled copy)."""
    out[:] = 2.0 * x


def measure_call_overhead(threads: int | None, use_numba: bool) -> dict[str, float | None]:
    """Median microseconds per call of a trivial 2-array kernel on 8-element arrays.

    This is the fixed cost a user pays for calling a compiled kernel from a Python loop:
    argument checking and dispatch, not computation. A plain Python function doing the same
    with NumPy is measured for scale.
    """
    import loopcraft

    x, out = np.arange(8.0), np.zeros(8)
    res: dict[str, float | None] = {}
    jf = loopcraft.jit(_tiny_kernel, num_threads=threads)
    res["loopcraft_us"] = harness.call_overhead(jf, (x, out)) * 1e6
    res["numpy_us"] = harness.call_overhead(_tiny_kernel, (x, out), calls=5000) * 1e6
    res["numba_us"] = None
    if use_numba and numba_available():
        import numba

        nf = numba.njit(_tiny_kernel)
        res["numba_us"] = harness.call_overhead(nf, (x, out)) * 1e6
    return res


_CACHE_CHECK = """
import json, sys
from loopcraft_bench.corpus import get_kernel
from loopcraft.target import toolchain
import loopcraft
names = json.loads(sys.argv[1])
failed = {}
for name in names:
    k = get_kernel(name)
    try:
        loopcraft.jit(k.func)(*k.args("alt"))
    except Exception as exc:
        failed[name] = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
print(json.dumps({"kernels": len(names), "compiler_invocations": toolchain.compile_count,
                  "failed": failed}))
"""


def _sources_fingerprint() -> str | None:
    """A fresh hash of loopcraft's sources, which are part of every artifact-cache key.

    Read twice, at the start of a run and before the cache check: if the tree changed in
    between (someone edited loopcraft during the run), the new process *must* recompile, and
    the report says so instead of blaming the cache.
    """
    from loopcraft.pipeline import cache

    fp = getattr(cache, "_source_fingerprint", None)
    try:
        return str(fp.__wrapped__()) if fp is not None else None  # bypass the per-process memo
    except Exception:
        return None


def check_cache_in_new_process(names: list[str], cache_dir: str) -> dict[str, Any]:
    """Run ``names`` (at their ``alt`` size) in a new process against ``cache_dir``.

    Every kernel was compiled during the run, and shapes are symbolic, so the new process must
    find them all in the cache: ``compiler_invocations`` should be 0.
    """
    if not names:
        return {"kernels": 0, "compiler_invocations": 0, "failed": {}}
    try:
        proc = subprocess.run([sys.executable, "-c", _CACHE_CHECK, json.dumps(names)],
                              capture_output=True, text=True, timeout=600,
                              env=_child_env(None, cache_dir))
        return json.loads(proc.stdout.strip().splitlines()[-1])
    except Exception as exc:  # the check is informative; its failure must not end the run
        return {"error": f"{type(exc).__name__}: {exc}"[:300]}


# --------------------------------------------------------------------------- driver
def add_arguments(p: argparse.ArgumentParser) -> None:
    """The ``bench-corpus`` options (shared by the CLI and ``python -m``)."""
    p.add_argument("--size", choices=("small", "large", "alt"), default="large",
                   help="corpus problem size (default: large)")
    p.add_argument("--kernels", default="",
                   help="comma-separated kernel names (default: all)")
    p.add_argument("--threads", type=int, default=None,
                   help="threads for loopcraft, Numba and (in subprocesses) BLAS "
                        "(default: loopcraft's own default, all cores)")
    p.add_argument("--out", default="out/bench-corpus",
                   help="directory for results.json and results.md (default: ./out/bench-corpus)")
    p.add_argument("--no-numba", action="store_true", help="do not compare with Numba")
    p.add_argument("--repeats", type=int, default=15,
                   help="maximum timed calls per implementation (default: 15)")
    p.add_argument("--max-time", type=float, default=3.0,
                   help="stop timing a kernel after its slowest implementation spent this many "
                        "seconds (at least 3 calls are always timed; default: 3)")
    p.add_argument("--timeout", type=float, default=900.0,
                   help="seconds per kernel before its worker process is killed (default: 900)")
    p.add_argument("--in-process", action="store_true",
                   help="measure in this process (no crash isolation, BLAS threads not set)")
    p.add_argument("--warm-cache", action="store_true",
                   help="use the configured artifact cache instead of a fresh temporary one "
                        "(compile times then include cache hits)")


def _select(names: str) -> list[Any]:
    from loopcraft_bench.corpus import KERNELS, get_kernel

    if not names.strip():
        return list(KERNELS.values())
    out = []
    for n in (x.strip() for x in names.split(",")):
        if n:
            try:
                out.append(get_kernel(n))
            except KeyError as exc:  # its message lists the known names
                raise UsageError(exc.args[0]) from None
    if not out:
        raise UsageError("--kernels names no kernel")
    return out


def _progress(i: int, n: int, r: KernelResult) -> str:
    def part(label: str, res: ImplResult) -> str:
        return f"{label} {milliseconds(res)} ms" if res.ok else f"{label} {res.status}"

    bits = [part("numpy", r.numpy), part("loopcraft", r.loopcraft)]
    if r.numba.status != "skipped":
        bits.append(part("numba", r.numba))
    return f"[{i:>{len(str(n))}}/{n}] {r.name}: " + ", ".join(bits)


def run(opts: BenchOptions, kernel_names: str = "", out_dir: str = "out/bench-corpus", *,
        in_process: bool = False, warm_cache: bool = False, timeout: float = 900.0,
        log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Benchmark the selected kernels; write results.json and results.md; return the report."""
    from loopcraft.config import config, patch
    from loopcraft.pipeline.cache import loopcraft_version
    from loopcraft.target import hardware
    from loopcraft.target.threads import resolve_num_threads

    def say(msg: str) -> None:
        (log or (lambda m: print(m, file=sys.stderr, flush=True)))(msg)

    kernels = _select(kernel_names)
    load_start = load_average()
    fingerprint = _sources_fingerprint()
    use_numba = opts.use_numba and numba_available()
    if opts.use_numba and not use_numba:
        say("numba is not importable: comparing with NumPy only")
        opts = BenchOptions(**{**asdict(opts), "use_numba": False})
    threads = resolve_num_threads(opts.threads)
    if opts.threads is not None and use_numba:
        import numba

        numba.set_num_threads(min(opts.threads, numba.config.NUMBA_NUM_THREADS))
    if in_process:
        threads_note = ("loopcraft and Numba use the thread count; NumPy's BLAS uses its own "
                        "default (it reads OPENBLAS_NUM_THREADS/OMP_NUM_THREADS at import, so "
                        "run without --in-process to set it)")
    elif opts.threads is not None:
        threads_note = (f"each kernel ran in a fresh process with OMP_NUM_THREADS, "
                        f"OPENBLAS_NUM_THREADS, MKL_NUM_THREADS and NUMBA_NUM_THREADS = "
                        f"{opts.threads}, so loopcraft, Numba and NumPy's BLAS all use "
                        f"{opts.threads}")
    else:
        threads_note = (f"defaults: loopcraft {threads} (all cores unless LOOPCRAFT_NUM_THREADS/"
                        "OMP_NUM_THREADS), Numba and NumPy's BLAS their own defaults")

    with contextlib.ExitStack() as stack:
        if warm_cache:
            cache_dir = config.cache_dir
        else:
            cache_dir = stack.enter_context(tempfile.TemporaryDirectory(prefix="lc-bench-"))
            stack.enter_context(patch(cache_dir=cache_dir))
        say(f"bench-corpus: {len(kernels)} kernel(s), size {opts.size}, {threads} thread(s), "
            f"{'in-process' if in_process else 'one process per kernel'}, "
            f"{'warm' if warm_cache else 'fresh'} artifact cache")
        results: list[KernelResult] = []
        t_start = time.perf_counter()
        for i, k in enumerate(kernels, 1):
            if in_process:
                try:
                    r = measure_kernel(k, opts)
                except Exception as exc:  # a bench bug must not lose the other kernels
                    r = _crash_result(k, opts, "timing", _short(exc)[0])
            else:
                r = run_isolated(k, opts, cache_dir, timeout)
                if r.numba.status in ("crashed", "timeout") and opts.use_numba:
                    # Numba took the worker down: measure the rest again without it.
                    no_numba = BenchOptions(**{**asdict(opts), "use_numba": False})
                    again = run_isolated(k, no_numba, cache_dir, timeout)
                    again.numba = r.numba
                    r = again
            results.append(r)
            say(_progress(i, len(kernels), r))
        say("measuring call overhead and checking the cache from a new process ...")
        try:
            overhead: dict[str, Any] = measure_call_overhead(opts.threads, use_numba)
        except Exception as exc:  # informative only: never lose the kernels' results to it
            overhead = {"error": _short(exc)[0]}
        ok_names = [r.name for r in results if r.loopcraft.ok]
        cache_check = (check_cache_in_new_process(ok_names, cache_dir)
                       if not config.disable_cache else {"error": "cache disabled"})
        if fingerprint is not None and _sources_fingerprint() != fingerprint:
            cache_check["sources_changed"] = True

    numba_version = None
    if use_numba:
        import numba

        numba_version = numba.__version__
    meta = {
        "load_avg_start": load_start,
        "load_avg_end": load_average(),
        "date": datetime.datetime.now().isoformat(timespec="seconds"),
        "size": opts.size,
        "threads": threads,
        "threads_requested": opts.threads,
        "threads_note": threads_note,
        "cpu": hardware.cpu_model(),
        "cores": hardware.num_cores(),
        "python": platform.python_version(),
        "numpy": np.__version__,
        "numba": numba_version,
        "loopcraft": loopcraft_version(),
        "isolated": not in_process,
        "fresh_cache": not warm_cache,
        "options": asdict(opts),
        "wall_s": time.perf_counter() - t_start,
        "call_overhead": overhead,
        "cache_check": cache_check,
    }
    summary = summarize(results)
    report = {"meta": meta, "summary": summary, "kernels": [r.to_json() for r in results]}
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(report, indent=1, allow_nan=True) + "\n")
    md = render_markdown(meta, results, summary)
    (out / "results.md").write_text(md)
    print(md)
    say(f"wrote {out / 'results.json'} and {out / 'results.md'}")
    return report


def run_from_args(args: argparse.Namespace) -> int:
    """The CLI action: returns 0 when the run completed (failures are results, not errors)."""
    opts = BenchOptions(size=args.size, threads=args.threads, use_numba=not args.no_numba,
                        repeats=args.repeats, max_time=args.max_time)
    if args.threads is not None and args.threads < 1:
        raise UsageError("--threads must be >= 1")
    run(opts, args.kernels, args.out, in_process=args.in_process, warm_cache=args.warm_cache,
        timeout=args.timeout)
    return 0


def _main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--worker"]:
        return _worker_main(argv[1])
    p = argparse.ArgumentParser(prog="python -m loopcraft_bench.corpus_bench")
    add_arguments(p)
    return run_from_args(p.parse_args(argv))


if __name__ == "__main__":
    sys.exit(_main())
