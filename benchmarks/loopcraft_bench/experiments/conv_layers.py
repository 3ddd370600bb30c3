"""ResNet-18's convolutions one by one (batch 1): loopcraft vs onnxruntime on the same
single-``Conv`` model (the weight and bias initializers, as after BatchNorm folding), outputs
checked against onnxruntime first, then timed interleaved (A, B, A, B, ...).

    python -m loopcraft_bench.experiments.conv_layers [--threads 1 2] [--rounds 7]
        [--runs 5] [--peak 1=155.2 2=310.4] [--layers stem l1 ...]
        [--clock wall|cpu]

Prints one markdown row per (layer, threads): median ms of each peer, GFLOP/s, the fraction
of the FMA peak and loopcraft / onnxruntime (time ratio, > 1: loopcraft faster), and the
network-weighted total (each layer's time times how often ResNet-18 runs it). Run it with
``env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE`` (see DESIGN.md).
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

#: name -> (cin, cout, input size, kernel, stride, times in ResNet-18 at 224x224)
LAYERS: dict[str, tuple[int, int, int, int, int, int]] = {
    "stem7x7-3-64-s2": (3, 64, 224, 7, 2, 1),
    "3x3-64-56": (64, 64, 56, 3, 1, 4),
    "3x3-64-128-s2": (64, 128, 56, 3, 2, 1),
    "1x1-64-128-s2": (64, 128, 56, 1, 2, 1),
    "3x3-128-28": (128, 128, 28, 3, 1, 3),
    "3x3-128-256-s2": (128, 256, 28, 3, 2, 1),
    "1x1-128-256-s2": (128, 256, 28, 1, 2, 1),
    "3x3-256-14": (256, 256, 14, 3, 1, 3),
    "3x3-256-512-s2": (256, 512, 14, 3, 2, 1),
    "1x1-256-512-s2": (256, 512, 14, 1, 2, 1),
    "3x3-512-7": (512, 512, 7, 3, 1, 3),
}


def conv_model(cin: int, cout: int, size: int, k: int, stride: int) -> tuple[onnx.ModelProto,
                                                                             float]:
    """The one-``Conv`` model (same padding k // 2, bias) and its FLOPs (2 per multiply-add)."""
    rng = np.random.default_rng(cin * 31 + cout + size)
    w = (rng.standard_normal((cout, cin, k, k)) / np.sqrt(cin * k * k)).astype(np.float32)
    b = (rng.standard_normal(cout) * 0.1).astype(np.float32)
    ho = (size + 2 * (k // 2) - k) // stride + 1
    node = helper.make_node("Conv", ["x", "w", "b"], ["y"], kernel_shape=[k, k],
                            pads=[k // 2] * 4, strides=[stride, stride])
    graph = helper.make_graph(
        [node], "conv", [helper.make_tensor_value_info("x", TensorProto.FLOAT,
                                                        (1, cin, size, size))],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, (1, cout, ho, ho))],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 20)])
    return model, 2.0 * cout * ho * ho * cin * k * k


#: ``wall``: elapsed time; ``cpu``: the calling thread's CPU time (with one thread both peers
#: compute in the calling thread, and on a shared machine it leaves out the spells the thread
#: waited for a core)
CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}


def measure(model: onnx.ModelProto, threads: int, rounds: int, runs: int,
            clock: str = "wall") -> dict[str, float]:
    """Median ms of loopcraft and onnxruntime, ``rounds`` rounds of ``runs`` calls each,
    interleaved; loopcraft's output checked against onnxruntime's first."""
    import onnxruntime as ort

    import loopcraft.onnx as lco

    shape = [d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim]
    x = np.random.default_rng(2).standard_normal(shape).astype(np.float32)
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    sess = ort.InferenceSession(model.SerializeToString(), opts,
                                providers=["CPUExecutionProvider"])
    (want,) = sess.run(None, {"x": x})
    cm = lco.compile(model, num_threads=threads)
    (got,) = cm(x)
    np.testing.assert_allclose(got, want, rtol=1e-3, atol=1e-4 * float(np.abs(want).max()))
    fns = {"loopcraft": lambda: cm(x), "onnxruntime": lambda: sess.run(None, {"x": x})}
    times: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            fn()
            for _ in range(runs):
                t0 = CLOCKS[clock]()
                fn()
                times[name].append(CLOCKS[clock]() - t0)
    return {**{k: statistics.median(t) * 1e3 for k, t in times.items()},
            **{f"{k} min": min(t) * 1e3 for k, t in times.items()}}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--peak", nargs="+", default=["1=155.2", "2=310.4"],
                    help="FMA peak GFLOP/s per thread count, THREADS=GFLOPS")
    ap.add_argument("--layers", nargs="+", default=list(LAYERS))
    ap.add_argument("--clock", choices=tuple(CLOCKS), default="wall",
                    help="cpu: the calling thread's CPU time (1 thread only)")
    args = ap.parse_args(argv)
    peak = {int(k): float(v) for k, v in (p.split("=") for p in args.peak)}
    print("| layer | threads | x in net | ORT ms | loopcraft ms | ORT GFLOP/s (% peak) "
          "| loopcraft GFLOP/s (% peak) | loopcraft / ORT | same, fastest calls |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for threads in args.threads:
        tot = {"loopcraft": 0.0, "onnxruntime": 0.0, "loopcraft min": 0.0,
               "onnxruntime min": 0.0}
        for name in args.layers:
            cin, cout, size, k, stride, times = LAYERS[name]
            model, flops = conv_model(cin, cout, size, k, stride)
            ms = measure(model, threads, args.rounds, args.runs,
                         args.clock if threads == 1 else "wall")
            for p in tot:
                tot[p] += ms[p] * times
            g = {p: flops / ms[p] / 1e6 for p in ("loopcraft", "onnxruntime")}
            pk = peak.get(threads, float("nan"))
            print(f"| {name} | {threads} | {times} | {ms['onnxruntime']:.3f} | "
                  f"{ms['loopcraft']:.3f} | {g['onnxruntime']:.1f} "
                  f"({100 * g['onnxruntime'] / pk:.0f}%) | {g['loopcraft']:.1f} "
                  f"({100 * g['loopcraft'] / pk:.0f}%) | "
                  f"{ms['onnxruntime'] / ms['loopcraft']:.2f} | "
                  f"{ms['onnxruntime min'] / ms['loopcraft min']:.2f} |", flush=True)
        print(f"| **all convs, weighted** | {threads} | | {tot['onnxruntime']:.2f} | "
              f"{tot['loopcraft']:.2f} | | | "
              f"{tot['onnxruntime'] / tot['loopcraft']:.2f} | "
              f"{tot['onnxruntime min'] / tot['loopcraft min']:.2f} |", flush=True)


if __name__ == "__main__":
    main()
