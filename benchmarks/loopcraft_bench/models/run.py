"""Running ``loopcraft bench models``: every (network, batch, threads, peer) in a worker
process of its own, validated against onnxruntime, timed with the shared harness.

The parent exports each network once per batch size (:func:`.graphs.export`), writes its
random inputs, and runs the workers through :func:`loopcraft_bench.common.run_worker` (a
crash or hang is a recorded failure of that one peer; the thread variables are set before
anything is imported, :func:`loopcraft_bench.common.child_env`). In a worker:

1. the peer is built (timed: loopcraft's compile, onnxruntime's session, nothing for eager;
   ``torch.compile`` compiles in the first call, so build + first call is the *time to first
   result*);
2. the first call's outputs are checked against onnxruntime's on the same inputs (the
   onnxruntime worker of the first thread count writes them): ``rtol`` 1e-3 and ``atol``
   1e-4 x the largest reference magnitude (at least 1e-4), the float32 tolerance of the
   conformance runner, scaled for networks whose outputs are far from 1. A mismatch is
   recorded, never timed;
3. the calls are timed by :func:`loopcraft_bench.harness.time_interleaved` (one peer per
   process, so there is nothing to interleave): median, bootstrap 95% CI, samples; a call
   hit by stolen CPU time is repeated.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from loopcraft_bench.common import (
    ImplResult,
    child_env,
    emit_result,
    emit_stage,
    load_average,
    quiet,
    run_worker,
    short_reason,
)

__all__ = ["RunOptions", "run", "worker_main"]

RTOL = 1e-3
ATOL_REL = 1e-4


@dataclass
class RunOptions:
    """Everything a run needs (a worker gets the timing part as JSON)."""

    models: list[str] = field(default_factory=lambda: ["mlp"])
    batches: list[int] = field(default_factory=lambda: [1])
    threads: list[int] = field(default_factory=lambda: [1])
    peers: list[str] = field(default_factory=lambda: ["onnxruntime", "loopcraft"])
    operators: list[str] = field(default_factory=list)
    quick: bool = False
    layers: int = 2  # encoder layers / decoder blocks of bert and gpt2
    seed: int = 0
    ablation: bool = True
    #: The ablation's settings (names in :data:`.peers.SETTINGS`); None: every one it takes.
    settings: list[str] | None = None
    repeats: int = 15
    min_repeats: int = 5
    min_time: float = 1.0
    max_time: float = 6.0
    timeout: float = 1800.0
    cache_dir: str | None = None  # None: the configured artifact cache
    #: Float32 FMA peak per thread count (GFLOP/s) to use instead of measuring it: the probe
    #: measures low on a loaded machine.
    peak_gflops: dict[str, float] = field(default_factory=dict)


# --------------------------------------------------------------------------- the worker


def _inputs_of(model: Any, seed: int) -> list[np.ndarray]:
    """Seeded standard-normal inputs of an ONNX model's (static) input shapes."""
    from onnx import helper

    rng = np.random.default_rng(seed)
    inits = {i.name for i in model.graph.initializer}
    out = []
    for vi in model.graph.input:
        if vi.name in inits:
            continue
        t = vi.type.tensor_type
        shape = tuple(d.dim_value or 1 for d in t.shape.dim)
        out.append(rng.standard_normal(shape).astype(helper.tensor_dtype_to_np_dtype(
            t.elem_type)))
    return out


def _save(path: str, arrays: Sequence[np.ndarray]) -> None:
    np.savez(path, *arrays)


def _load(path: str) -> list[np.ndarray]:
    with np.load(path, allow_pickle=False) as f:  # never unpickle: data, not code
        return [f[f"arr_{k}"] for k in range(len(f.files))]


def measure(spec: dict[str, Any], stage: Callable[[str], None]) -> dict[str, Any]:
    """Build, validate and time one peer on one case in this process (see the module doc)."""
    from loopcraft.outputs import compare
    from loopcraft_bench import harness

    from .peers import PEERS, Case, blas_libraries

    case = Case(**spec["case"])
    peer = PEERS[spec["peer"]]
    inputs = _load(spec["inputs"])
    stage("build")
    t0 = time.perf_counter()
    try:
        with quiet():
            built = peer.build(case)
    except Exception as exc:
        reason, detail = short_reason(exc)
        return ImplResult("error", "build: " + reason, detail).to_json()
    build_s = time.perf_counter() - t0
    args = built.convert(inputs)
    stage("first-call")
    t0 = time.perf_counter()
    try:
        with quiet():
            got = built.outputs(built.call(*args))
    except Exception as exc:
        reason, detail = short_reason(exc)
        return ImplResult("error", "run: " + reason, detail, build_s).to_json()
    first_s = time.perf_counter() - t0
    extra = {**built.extra, "build_s": build_s, "first_call_s": first_s,
             "blas": blas_libraries()}
    ref = spec["reference"]
    if spec["write_reference"]:
        _save(ref, got)
    if not Path(ref).exists():
        return ImplResult("error", "no reference: onnxruntime did not produce outputs",
                          compile_s=build_s + first_s, extra=extra).to_json()
    expected = _load(ref)
    scale = max((float(np.abs(e).max(initial=0.0)) for e in expected), default=0.0)
    atol = ATOL_REL * max(1.0, scale)
    found = compare(expected, got, rtol=RTOL, atol=atol, strict_dtype=False)
    extra["atol"] = atol
    if found is not None:
        return ImplResult("mismatch", str(found), compile_s=build_s + first_s,
                          extra=extra).to_json()
    stage("timing")
    t = spec["timing"]
    with quiet():
        timing = harness.time_interleaved(
            {peer.name: built.call}, lambda: args, repeats=t["repeats"],
            min_repeats=t["min_repeats"], min_time=t["min_time"], max_time=t["max_time"],
            warmup=False)[peer.name]
    return ImplResult("ok", compile_s=build_s + first_s, mode=case.setting, timing=timing,
                      extra=extra).to_json()


def worker_main(payload: str) -> int:
    """Entry point of a worker process: print the result line for the parent."""
    spec = json.loads(payload)
    emit_stage("start")
    result = measure(spec, emit_stage)
    emit_result({"result": result, "load1": load_average()})
    return 0


# --------------------------------------------------------------------------- the parent


@dataclass
class _Prepared:
    """A model at one batch size, on disk for the workers."""

    name: str
    kind: str  # "net", "light" or "operator"
    batch: int
    onnx_path: str
    inputs_path: str
    flops: float
    items: int
    unit: str
    net: str | None


def _prepare(name: str, kind: str, batch: int, opts: RunOptions, work: Path) -> _Prepared:
    import onnx

    from . import graphs, nets

    tag = f"{name}-b{batch}"
    if kind == "net":
        module = nets.build_module(name, opts.quick, opts.layers, opts.seed)
        sample = np.zeros((batch, *nets.NETS[name].sample_shape(opts.quick)), np.float32)
        model = graphs.export(module, sample)
        items, unit = nets.NETS[name].items(batch, opts.quick), nets.NETS[name].unit
    elif kind == "light":
        model = onnx.load(str(graphs.LIGHT_DIR / f"{name}.onnx"))
        items, unit = batch, "images"
    else:
        model = graphs.operator_graph(name, opts.quick)
        items, unit = 1, "calls"
    path = work / f"{tag}.onnx"
    onnx.save(model, str(path))
    inputs_path = str(work / f"{tag}-inputs.npz")
    _save(inputs_path, _inputs_of(model, opts.seed))
    return _Prepared(name, kind, batch, str(path), inputs_path, graphs.count_flops(model),
                     items, unit, name if kind == "net" else None)


def _kind(name: str) -> str:
    from . import graphs, nets

    if name in nets.NETS:
        return "net"
    if name in graphs.light_models():
        return "light"
    if name in graphs.OPERATORS:
        return "operator"
    raise ValueError(f"no model {name!r}; networks: {', '.join(nets.NETS)}; light models: "
                     f"{', '.join(graphs.light_models())}")


def _timing(opts: RunOptions) -> dict[str, float]:
    return {"repeats": opts.repeats, "min_repeats": opts.min_repeats,
            "min_time": opts.min_time, "max_time": opts.max_time}


def _run_one(prep: _Prepared, peer: str, threads: int, setting: str, reference: str,
             write_reference: bool, opts: RunOptions, cache_dir: str) -> dict[str, Any]:
    from .peers import PEERS, Case

    base = {"model": prep.name, "kind": prep.kind, "batch": prep.batch, "threads": threads,
            "peer": peer, "setting": setting, "flops": prep.flops, "items": prep.items,
            "unit": prep.unit}
    if PEERS[peer].needs_torch_module and prep.net is None:
        res = ImplResult("unavailable", "an ONNX file, no torch module to run")
        return {**base, "result": res.to_json(), "load1": None}
    case = Case(prep.onnx_path, prep.net, opts.quick, opts.layers, opts.seed, threads,
                setting)
    payload = json.dumps({"case": asdict(case), "peer": peer, "inputs": prep.inputs_path,
                          "reference": reference, "write_reference": write_reference,
                          "timing": _timing(opts)})
    outcome = run_worker([sys.executable, "-m", "loopcraft_bench.models.run", "--worker",
                          payload], child_env(threads, cache_dir), opts.timeout)
    if outcome.result is not None:
        return {**base, **outcome.result}
    res = ImplResult(outcome.status, f"{outcome.why} during stage {outcome.last_stage!r}",
                     outcome.stderr[-4000:])
    return {**base, "result": res.to_json(), "load1": load_average()}


def _line(rec: dict[str, Any]) -> str:
    r = rec["result"]
    what = rec["peer"] + ("" if rec["setting"] == "default" else f"[{rec['setting']}]")
    if r["status"] != "ok":
        return f"{what} {r['status']}: {r['reason'][:160]}"
    return (f"{what} {r['timing']['median'] * 1e3:.3g} ms (first result "
            f"{r['compile_s']:.1f} s)")


def run(opts: RunOptions, log: Callable[[str], None] = print,
        checkpoint: Path | None = None) -> dict[str, Any]:
    """Measure everything ``opts`` names; return the run (see :mod:`.report` for its use).
    ``checkpoint``: a JSON file rewritten with the run so far after every record, so a run
    that is stopped keeps what it measured."""
    import datetime

    from loopcraft.config import config
    from loopcraft.target import hardware, probe

    from .peers import NOT_YET, ablation_settings, blas_libraries, peer_names

    peers = peer_names(opts.peers)
    kinds = {m: _kind(m) for m in [*opts.models, *opts.operators]}
    take, skipped = ablation_settings()
    if opts.settings is not None:
        unknown = sorted(set(opts.settings) - set(take) - set(skipped))
        if unknown:
            raise ValueError(f"no ablation setting(s) {', '.join(unknown)}; known: "
                             f"{', '.join([*take, *skipped])}")
        skipped.update({s: "not asked for (--settings)" for s in take
                        if s not in opts.settings})
        take = [s for s in take if s in opts.settings]
    cache_dir = opts.cache_dir or config.cache_dir
    started = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    run_data: dict[str, Any] = {
        "started": started, "options": asdict(opts), "peers": peers,
        "machine": hardware.describe(), "load_start": load_average(),
        "peak_gflops": {str(t): opts.peak_gflops.get(str(t))
                        or probe.fma_peak_gflops("float32", t) for t in opts.threads},
        "peak_given": sorted(k for k in opts.peak_gflops if int(k) in opts.threads),
        "ablation_settings": take if opts.ablation else [],
        "ablation_skipped": {**skipped, **{k: "" for k in NOT_YET}},
        "records": []}
    run_data["blas_parent"] = blas_libraries()  # NumPy's OpenBLAS
    with tempfile.TemporaryDirectory(prefix="lc-bench-models-") as tmp:
        work = Path(tmp)
        for name, kind in kinds.items():
            batches = [1] if kind == "operator" else opts.batches
            for batch in batches:
                if kind == "light" and batch != 1:
                    log(f"{name}: batch {batch} skipped (the file fixes batch 1)")
                    continue
                prep = _prepare(name, kind, batch, opts, work)
                ref = str(work / f"{name}-b{batch}-reference.npz")
                for t_index, threads in enumerate(opts.threads):
                    runs = [(p, "default") for p in peers
                            if kind != "operator" or p in ("onnxruntime", "loopcraft")]
                    if (opts.ablation and kind != "operator" and "loopcraft" in peers
                            and batch == opts.batches[0] and t_index == 0):
                        runs += [("loopcraft", s) for s in take]
                    bits = []
                    for peer, setting in runs:
                        rec = _run_one(prep, peer, threads, setting, ref,
                                       peer == "onnxruntime" and t_index == 0, opts,
                                       cache_dir)
                        run_data["records"].append(rec)
                        if checkpoint is not None:
                            checkpoint.write_text(json.dumps(run_data, indent=1) + "\n")
                        bits.append(_line(rec))
                    log(f"{name} batch {batch}, {threads} thread(s): " + "; ".join(bits))
    run_data["load_end"] = load_average()
    run_data["finished"] = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    return run_data


if __name__ == "__main__":
    if sys.argv[1:2] == ["--worker"]:
        sys.exit(worker_main(sys.argv[2]))
    sys.exit("usage: loopcraft bench models (this module's command line is for its workers)")
