"""The fusion ablation on three model fragments: median (minimum) ms per ``fusion`` level,
onnxruntime beside it, outputs checked against onnxruntime first.

    python -m loopcraft_bench.experiments.model_fusion [--runs 10] [--rounds 5] [--threads 1]
        [--clock wall|cpu]

Fragments (random weights, built in-process): a stack of two ``Conv 3x3 -> BatchNorm ->
Relu`` layers on 1x64x56x56, one ``Conv 1x1 (64 -> 256) -> BatchNorm -> HardSwish`` on
1x64x56x56 (MobileNetV3's pointwise expansion), and ``LayerNorm -> MatMul (768x3072) ->
Add -> Gelu`` on 128x768. Run it with ``env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE``
(see DESIGN.md).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

LEVELS = ("none", "fold", "epilogue", "residual", "producer")


def _model(nodes: list, inputs: dict[str, list[int]], output: str,
           inits: dict[str, np.ndarray]) -> onnx.ModelProto:
    graph = helper.make_graph(
        nodes, "fragment",
        [helper.make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in inputs.items()],
        [helper.make_value_info(output, onnx.TypeProto())],
        [numpy_helper.from_array(v, k) for k, v in inits.items()])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 20)])


def conv_bn_act(channels: int = 64, size: int = 56, layers: int = 2, kernel: int = 3,
                act: str = "Relu", out_channels: int | None = None) -> onnx.ModelProto:
    """``layers`` times ``Conv (kernel x kernel, same padding, bias) -> BatchNorm -> act``."""
    rng = np.random.default_rng(0)

    def w(*shape: int) -> np.ndarray:
        return (rng.standard_normal(shape) * 0.1).astype(np.float32)

    nodes, inits, x, cin = [], {}, "x", channels
    for k in range(layers):
        cout = out_channels or channels
        inits.update({f"w{k}": w(cout, cin, kernel, kernel), f"b{k}": w(cout),
                      f"s{k}": 1 + w(cout), f"bb{k}": w(cout), f"m{k}": w(cout),
                      f"v{k}": np.abs(w(cout)) + 0.5})
        nodes += [helper.make_node("Conv", [x, f"w{k}", f"b{k}"], [f"c{k}"],
                                   pads=[kernel // 2] * 4),
                  helper.make_node("BatchNormalization",
                                   [f"c{k}", f"s{k}", f"bb{k}", f"m{k}", f"v{k}"], [f"n{k}"]),
                  helper.make_node(act, [f"n{k}"], [f"r{k}"])]
        x, cin = f"r{k}", cout
    return _model(nodes, {"x": [1, channels, size, size]}, x, inits)


def ln_matmul_gelu(tokens: int = 128, width: int = 768, hidden: int = 3072
                   ) -> onnx.ModelProto:
    rng = np.random.default_rng(1)

    def w(*shape: int) -> np.ndarray:
        return (rng.standard_normal(shape) * 0.05).astype(np.float32)

    inits = {"g": 1 + w(width), "be": w(width), "W": w(width, hidden), "B": w(hidden)}
    nodes = [helper.make_node("LayerNormalization", ["x", "g", "be"], ["ln"], axis=-1),
             helper.make_node("MatMul", ["ln", "W"], ["mm"]),
             helper.make_node("Add", ["mm", "B"], ["ab"]),
             helper.make_node("Gelu", ["ab"], ["y"])]
    return _model(nodes, {"x": [tokens, width]}, "y", inits)


#: ``wall``: elapsed time; ``cpu``: the calling thread's CPU time -- with one thread both
#: loopcraft and onnxruntime compute in the calling thread, and on a shared, oversubscribed
#: machine the CPU time leaves out the spells the thread waited for a core
CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}


def _times(fn: Callable[[], object], runs: int, clock: Callable[[], float]) -> list[float]:
    fn()
    times = []
    for _ in range(runs):
        t0 = clock()
        fn()
        times.append(clock() - t0)
    return times


def measure(m: onnx.ModelProto, runs: int, threads: int, rounds: int = 5,
            clock: str = "wall") -> dict[str, tuple[float, float]]:
    """Per fusion level and for onnxruntime (checked against it first): the median and the
    minimum ms over ``rounds`` rounds of ``runs`` calls, the candidates interleaved round by
    round so that a busy spell of a shared machine hits them all alike."""
    import onnxruntime as ort

    import loopcraft.onnx as lco

    shape = [d.dim_value for d in m.graph.input[0].type.tensor_type.shape.dim]
    x = np.random.default_rng(2).standard_normal(shape).astype(np.float32)
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    sess = ort.InferenceSession(m.SerializeToString(), opts,
                                providers=["CPUExecutionProvider"])
    (want,) = sess.run(None, {"x": x})
    fns: dict[str, Callable[[], object]] = {}
    for level in LEVELS:
        cm = lco.compile(m, fusion=level, num_threads=threads)
        (got,) = cm(x)
        np.testing.assert_allclose(got, want, rtol=1e-3, atol=1e-4, err_msg=level)
        fns[level] = lambda cm=cm: cm(x)
    fns["onnxruntime"] = lambda: sess.run(None, {"x": x})
    times: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(rounds):
        for k, fn in fns.items():
            times[k] += _times(fn, runs, CLOCKS[clock])
    return {k: (statistics.median(t) * 1e3, min(t) * 1e3) for k, t in times.items()}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=10, help="calls per round")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--clock", choices=tuple(CLOCKS), default="wall")
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args(argv)
    cols = (*LEVELS, "onnxruntime")
    print("| fragment | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    for name, m in (("2x (Conv3x3+BN+Relu), 1x64x56x56", conv_bn_act()),
                    ("Conv1x1 64->256 +BN+HardSwish, 1x64x56x56",
                     conv_bn_act(layers=1, kernel=1, act="HardSwish", out_channels=256)),
                    ("LayerNorm->MatMul->Add->Gelu, 128x768 @ 768x3072", ln_matmul_gelu())):
        res = measure(m, args.runs, args.threads, args.rounds, args.clock)
        print(f"| {name} | " + " | ".join(f"{res[c][0]:.2f} ({res[c][1]:.2f})" for c in cols)
              + " |", flush=True)


if __name__ == "__main__":
    main()
