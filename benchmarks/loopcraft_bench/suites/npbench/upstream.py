"""NPBench's own NumPy sources, unchanged, through ``loopcraft.jit``
(``loopcraft bench npbench-upstream --source PATH``).

The suite next door (:mod:`.suite`) holds kernels written for this repository; this runner
instead reads spcl/npbench's files at run time from a checkout or a bare git directory (they
are never copied into this repository), so it measures what a user who points loopcraft at
someone else's NumPy code gets. For every kernel it does what npbench's ``Test.run`` does:
the parameters of a preset plus ``initialize(...)`` give the data, array arguments are
copied for each call, the outputs are the return values followed by the ``output_args`` of
``bench_info``, and they validate when ``np.allclose`` (rtol/atol from ``bench_info``) or the
relative error in the 2-norm is under ``norm_error``. Each kernel runs in its own process
with a timeout, so a crash or hang in one cannot stop the run.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

__all__ = ["UpstreamKernel", "open_source", "discover", "outputs", "validate", "run_kernel",
           "run_all", "render_markdown", "main"]

#: this module, as its workers run it (``__name__`` is ``__main__`` under ``python -m``)
_MODULE = "loopcraft_bench.suites.npbench.upstream"

#: Timed calls in a row per side, and the pause before each block (seconds): longer than
#: OpenBLAS's spin-wait after a call (2**28 cycles, ~0.1 s) and libgomp's.
BLOCK, SETTLE_S = 3, 0.15

#: What can happen to a kernel, in report order.
STATUSES = ("validated", "wrong", "refused", "crashed", "reference failed")


@dataclass(frozen=True)
class UpstreamKernel:
    """One npbench benchmark: its ``bench_info`` entry and where its files are."""

    root: Path
    info: dict[str, Any]

    @property
    def name(self) -> str:
        return str(self.info["short_name"])

    @property
    def folder(self) -> Path:
        return self.root / "npbench" / "benchmarks" / self.info["relative_path"]

    @property
    def numpy_file(self) -> Path:
        return self.folder / f"{self.info['module_name']}_numpy.py"

    @property
    def init_file(self) -> Path:
        return self.folder / f"{self.info['module_name']}.py"


def open_source(path: str | os.PathLike[str], workdir: str | os.PathLike[str]) -> Path:
    """The directory holding ``bench_info/`` and ``npbench/benchmarks/`` for ``path``.

    A checkout is used in place; a bare git directory (a mirror) has its ``HEAD`` tree's
    ``bench_info`` and ``npbench/benchmarks`` extracted into ``workdir`` with ``git archive``.
    """
    src = Path(path)
    if (src / "bench_info").is_dir():
        return src
    if not (src / "HEAD").is_file() or not (src / "objects").is_dir():
        raise FileNotFoundError(f"{src} is neither an npbench checkout (no bench_info/) nor a "
                                "bare git directory")
    dest = Path(workdir)
    archive = subprocess.run(["git", f"--git-dir={src}", "archive", "--format=tar", "HEAD",
                              "bench_info", "npbench/benchmarks"],
                             check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    return dest


def discover(root: Path, names: Sequence[str] = ()) -> list[UpstreamKernel]:
    """The kernels of ``root`` that have a NumPy implementation, sorted by name (only
    ``names`` if given; an unknown name raises ``KeyError`` listing the known ones)."""
    kernels = []
    for file in sorted((root / "bench_info").glob("*.json")):
        info = json.loads(file.read_text())["benchmark"]
        kernel = UpstreamKernel(root, info)
        if kernel.numpy_file.is_file():
            kernels.append(kernel)
    kernels.sort(key=lambda k: k.name)
    if not names:
        return kernels
    by_name = {k.name: k for k in kernels}
    unknown = [n for n in names if n not in by_name]
    if unknown:
        raise KeyError(f"unknown npbench kernel(s) {unknown}; known: {sorted(by_name)}")
    return [by_name[n] for n in names]


def _load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and pickling look modules up by name
    spec.loader.exec_module(module)
    return module


def kernel_data(kernel: UpstreamKernel, preset: str) -> dict[str, Any]:
    """npbench's ``Benchmark.get_data``: the preset's parameters plus what ``initialize``
    returns, by name."""
    data = dict(kernel.info["parameters"][preset])
    init = kernel.info.get("init")
    if init:
        module = _load(kernel.init_file, f"_npbench_init_{kernel.info['module_name']}")
        values = getattr(module, init["func_name"])(*(data[a] for a in init["input_args"]))
        names = init["output_args"]
        data.update(zip(names, values if len(names) > 1 else (values,), strict=True))
    return data


def kernel_function(kernel: UpstreamKernel) -> Callable[..., Any]:
    """The NumPy implementation's function, loaded from its unchanged file."""
    module = _load(kernel.numpy_file, f"_npbench_{kernel.info['module_name']}_numpy")
    return getattr(module, kernel.info["func_name"])


def fresh_args(kernel: UpstreamKernel, data: dict[str, Any]) -> dict[str, Any]:
    """The call's arguments by name, array arguments copied (npbench's ``np.copy`` setup)."""
    arrays = set(kernel.info.get("array_args", ()))
    return {a: np.copy(data[a]) if a in arrays else data[a] for a in kernel.info["input_args"]}


def outputs(kernel: UpstreamKernel, result: Any, args: dict[str, Any]) -> list[Any]:
    """npbench's outputs of one call: the return value(s), then the ``output_args``."""
    if result is None:
        out: list[Any] = []
    elif isinstance(result, (tuple, list)):
        out = list(result)
    else:
        out = [result]
    return out + [args[a] for a in kernel.info.get("output_args", ())]


def validate(kernel: UpstreamKernel, ref: Sequence[Any], val: Sequence[Any]) -> str:
    """"" when ``val`` validates against ``ref`` by npbench's rule, else why not.

    npbench zips the two lists; a different count of outputs is reported here instead of
    being cut short, and so is a shape that ``np.allclose`` would broadcast.
    """
    rtol = kernel.info.get("rtol", 1e-5)
    atol = kernel.info.get("atol", 1e-8)
    norm_error = kernel.info.get("norm_error", 1e-5)
    if len(ref) != len(val):
        return f"{len(val)} output(s), NumPy gives {len(ref)}"
    for i, (r, v) in enumerate(zip(ref, val, strict=True)):
        r, v = np.asarray(r), np.asarray(v)
        if r.shape != v.shape:
            return f"output {i}: shape {v.shape}, NumPy gives {r.shape}"
        if np.allclose(r, v, rtol=rtol, atol=atol):
            continue
        with np.errstate(all="ignore"):
            rel = float(np.linalg.norm(r - v) / np.linalg.norm(r))
        if not rel < norm_error:
            return f"output {i}: relative error {rel:.3g}"
    return ""


def run_kernel(kernel: UpstreamKernel, preset: str, repeats: int) -> dict[str, Any]:
    """Worker side: validate and time one kernel in this process; a result dict."""
    import loopcraft
    from loopcraft.errors import CompilerError, InternalError, LoopcraftError

    from ...common import emit_stage, short_reason
    from ...harness import time_interleaved

    res: dict[str, Any] = {"kernel": kernel.name}
    emit_stage("numpy")
    try:
        func = kernel_function(kernel)
        data = kernel_data(kernel, preset)
        args = fresh_args(kernel, data)
        t0 = time.perf_counter()
        ref = outputs(kernel, func(*args.values()), args)
        res["numpy_first_s"] = time.perf_counter() - t0
    except Exception as exc:  # the reference itself: nothing to compare with
        return {**res, "status": "reference failed", "reason": short_reason(exc)[0]}
    emit_stage("loopcraft")
    jitted = loopcraft.jit(func)
    args = fresh_args(kernel, data)
    t0 = time.perf_counter()
    try:
        val = outputs(kernel, jitted(*args.values()), args)
    except (CompilerError, InternalError) as exc:
        return {**res, "status": "crashed", "reason": short_reason(exc)[0]}
    except LoopcraftError as exc:
        return {**res, "status": "refused", "reason": short_reason(exc)[0]}
    except Exception as exc:
        return {**res, "status": "crashed", "reason": short_reason(exc)[0]}
    res["first_call_s"] = time.perf_counter() - t0
    why = validate(kernel, ref, val)
    if why:
        return {**res, "status": "wrong", "reason": why}
    emit_stage("timing")
    # blocks of BLOCK calls per side after a pause (the kernel benchmarks' rule, see
    # time_interleaved): call by call, each side ran while the other's thread pool still
    # spin-waited -- OpenBLAS's worker spins ~0.1 s after every NumPy product -- and on 2
    # cores loopcraft's 2-thread kernels lost a core to it (mvt 0.70x NumPy; 2026-11-27)
    rounds = -(-repeats // BLOCK)
    timings = time_interleaved({"numpy": func, "loopcraft": jitted},
                               lambda: tuple(fresh_args(kernel, data).values()),
                               repeats=rounds, min_repeats=rounds, min_time=0.0,
                               block=BLOCK, settle=SETTLE_S)
    return {**res, "status": "validated", "numpy_s": timings["numpy"].median,
            "loopcraft_s": timings["loopcraft"].median}


def run_all(source: str, names: Sequence[str] = (), *, preset: str = "S", repeats: int = 5,
            timeout: float = 300.0,
            log: Callable[[str], None] = lambda msg: None) -> list[dict[str, Any]]:
    """Every kernel of ``source`` (or ``names``), each in its own worker process."""
    from loopcraft.config import config

    from ...common import child_env, run_worker

    bench_dir = str(Path(__file__).resolve().parents[3])
    env = child_env(None, str(config.cache_dir))
    env["PYTHONPATH"] = os.pathsep.join((bench_dir, env["PYTHONPATH"]))
    results = []
    with tempfile.TemporaryDirectory(prefix="npbench-") as tmp:
        root = open_source(source, tmp)
        for kernel in discover(root, names):
            cmd = [sys.executable, "-m", _MODULE, "--worker", kernel.name, "--root", str(root),
                   "--preset", preset, "--repeats", str(repeats)]
            done = run_worker(cmd, env, timeout)
            res = done.result or _died(kernel, done)
            results.append(res)
            log(_line(res))
    return results


def _died(kernel: UpstreamKernel, done: Any) -> dict[str, Any]:
    """The result of a worker that left none: crashed, or validated but killed while timed
    (it got past validation, which is what the count of validated kernels says)."""
    if done.last_stage == "timing":
        return {"kernel": kernel.name, "status": "validated", "reason": f"not timed: {done.why}"}
    return {"kernel": kernel.name, "status": "crashed",
            "reason": f"{done.why} (in {done.last_stage})"}


def _line(res: dict[str, Any]) -> str:
    text = f"{res['kernel']:12s} {res['status']:10s}"
    if "loopcraft_s" in res:
        return text + f" NumPy/loopcraft {res['numpy_s'] / res['loopcraft_s']:.2f}x"
    return text + " " + res.get("reason", "")


def machine_line() -> str:
    """NumPy's BLAS as threadpoolctl sees it in this process, and the load: the two facts a
    time against NumPy on a shared machine needs beside it."""
    from ...common import load_average
    from ...models.peers import blas_libraries

    blas = "; ".join(f"{b['internal_api']} {b['version']} kernel {b['architecture']}, "
                     f"{b['num_threads']} threads" for b in blas_libraries()) or "unknown"
    load = load_average()
    return f"NumPy {np.__version__}, BLAS: {blas}; 1-minute load {load or 0:.1f}"


def render_markdown(results: Sequence[dict[str, Any]], preset: str, machine: str = "") -> str:
    """The per-kernel table and the count per status (after ``machine``, if given)."""
    counts = {s: sum(r["status"] == s for r in results) for s in STATUSES}
    lines = ([machine, ""] if machine else []) + [
             f"Preset {preset}: " + ", ".join(f"{n} {s}" for s, n in counts.items() if n)
             + f" (of {len(results)}).", "",
             "| kernel | status | NumPy ms | loopcraft ms | speed-up vs NumPy | first call s | "
             "reason |", "|---|---|---:|---:|---:|---:|---|"]
    for r in results:
        if "loopcraft_s" in r:
            times = (f"{r['numpy_s'] * 1e3:.3g} | {r['loopcraft_s'] * 1e3:.3g} | "
                     f"{r['numpy_s'] / r['loopcraft_s']:.2f}x | {r['first_call_s']:.1f}")
        else:
            times = " | | |" + (f" {r['first_call_s']:.1f}" if "first_call_s" in r else "")
        reason = r.get("reason", "").replace("|", "\\|")
        lines.append(f"| {r['kernel']} | {r['status']} | {times} | {reason} |")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str]) -> int:
    """``loopcraft bench npbench-upstream``: run, print a line per kernel, write the table."""
    p = argparse.ArgumentParser(prog="loopcraft bench npbench-upstream",
                                description="NPBench's own NumPy kernels, unchanged, through "
                                            "loopcraft.jit: validated, refused, wrong or "
                                            "crashed, and the time against NumPy")
    p.add_argument("--source", help="an npbench checkout or a bare git directory of one")
    p.add_argument("--kernels", nargs="+", default=(), metavar="NAME",
                   help="npbench short names (default: all)")
    p.add_argument("--preset", default="S", help="npbench preset (default S)")
    p.add_argument("--repeats", type=int, default=5,
                   help=f"timed calls each, rounded up to blocks of {BLOCK} (default 5)")
    p.add_argument("--timeout", type=float, default=300.0, help="seconds per kernel")
    p.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    p.add_argument("--markdown", metavar="FILE", help="also write the table as Markdown")
    p.add_argument("--worker", help=argparse.SUPPRESS)
    p.add_argument("--root", help=argparse.SUPPRESS)
    args = p.parse_args(list(argv))
    if args.worker:
        from ...common import emit_result

        kernel = discover(Path(args.root), [args.worker])[0]
        emit_result(run_kernel(kernel, args.preset, args.repeats))
        return 0
    if not args.source:
        p.error("--source is required")
    from ...common import load_average

    start = load_average() or 0.0
    results = run_all(args.source, args.kernels, preset=args.preset, repeats=args.repeats,
                      timeout=args.timeout, log=lambda msg: print(msg, flush=True))
    table = render_markdown(results, args.preset,
                            f"{machine_line()} at the end, {start:.1f} at the start.")
    print(table)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n")
    if args.markdown:
        Path(args.markdown).write_text(table)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
