"""The onnx wheel's ``light`` models (AlexNet, DenseNet-121, Inception v1/v2, ResNet-50,
ShuffleNet, SqueezeNet, VGG-19, ZFNet-512: full-size networks whose weights a constant subgraph
makes), whole, loopcraft vs onnxruntime, batch 1, 1 thread, in one process: each model
compiled, its output checked against onnxruntime's on a random input, then both timed
interleaved (A, B, A, B, ...) on the calling thread's CPU time, so that load from other
processes affects both alike. Run it under ``env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE``.

    python -m loopcraft_bench.experiments.light_models [light_squeezenet ...] [--rounds 7]

Prints one markdown row per model: onnxruntime ms, loopcraft ms, onnxruntime / loopcraft
(> 1: loopcraft faster), the largest difference relative to the largest reference value, and
loopcraft's compile seconds (cold or warm, as the cache has it). ``loopcraft bench models``
is the benchmark of record (every peer in its own process, CIs); this is the quick check.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np
import onnx
import onnxruntime as ort

import loopcraft.onnx as lco
from loopcraft_bench.models import graphs


def compare(name: str, rounds: int, runs: int) -> str:
    """One model's markdown row."""
    path = graphs.LIGHT_DIR / f"{name}.onnx"
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = opts.inter_op_num_threads = 1
    opts.log_severity_level = 3
    sess = ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])
    inp = sess.get_inputs()[0]
    shape = [d if isinstance(d, int) else 1 for d in inp.shape]
    x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    t0 = time.perf_counter()
    cm = lco.compile(onnx.load(str(path)), num_threads=1)
    compile_s = time.perf_counter() - t0
    want = sess.run(None, {inp.name: x})[0]
    got = cm(x)[0]
    err = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
    peers = {"onnxruntime": lambda: sess.run(None, {inp.name: x}), "loopcraft": lambda: cm(x)}
    times: dict[str, list[float]] = {p: [] for p in peers}
    for _ in range(rounds):
        for peer, fn in peers.items():
            t = time.thread_time()
            for _ in range(runs):
                fn()
            times[peer].append((time.thread_time() - t) / runs * 1e3)
    ort_ms, lc_ms = (statistics.median(times[p]) for p in ("onnxruntime", "loopcraft"))
    return (f"| {name} | {ort_ms:.2f} | {lc_ms:.2f} | {ort_ms / lc_ms:.2f} | {err:.1e} | "
            f"{compile_s:.1f} |")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="*", help="light model names (default: all)")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args(argv)
    print("| model | onnxruntime ms | loopcraft ms | ORT / loopcraft | max rel. diff | "
          "compile s |")
    print("|---|---:|---:|---:|---:|---:|")
    for name in args.models or graphs.light_models():
        print(compare(name, args.rounds, args.runs), flush=True)


if __name__ == "__main__":
    main()
