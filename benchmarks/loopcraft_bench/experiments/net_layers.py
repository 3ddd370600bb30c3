"""A network's convolutions one by one (batch 1), loopcraft vs onnxruntime: each distinct
``Conv`` of the exported network (its real weights and bias, with the ``Clip``/``Relu`` that
follows it, as the network fuses it) as a one-operator model, outputs checked against
onnxruntime, then both timed interleaved (A, B, A, B, ...) in this process.

    python -m loopcraft_bench.experiments.net_layers [--model mobilenetv2] [--rounds 7]
        [--runs 5] [--clock cpu|wall] [--only TEXT ...] [--whole]

Prints one markdown row per distinct layer (how many times the network runs it, median ms
of each peer, loopcraft GFLOP/s, onnxruntime / loopcraft: > 1 is loopcraft faster) and the
network-weighted total; ``--whole``: the whole network instead, timed the same way. The
whole network runs faster than this total in both runtimes (no
call overhead per layer; onnxruntime keeps its blocked layout between layers), so compare
layers with it, not the network. Run it with ``env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE``
(see DESIGN.md).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter, defaultdict
from typing import Any

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper, shape_inference

#: ``cpu``: the calling thread's CPU time (1 thread: both peers compute in it; it leaves out
#: the spells the thread waited for a core on a shared machine)
CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}


def distinct_convs(model: onnx.ModelProto) -> list[tuple[str, onnx.ModelProto, float, int]]:
    """(name, one-operator model, FLOPs, times in the network) of each distinct Conv."""
    model = shape_inference.infer_shapes(model)
    g = model.graph
    shapes = {v.name: tuple(d.dim_value for d in v.type.tensor_type.shape.dim)
              for v in [*g.value_info, *g.input, *g.output]}
    inits = {i.name: numpy_helper.to_array(i) for i in g.initializer}
    users: dict[str, list[onnx.NodeProto]] = defaultdict(list)
    for n in g.node:
        for i in n.input:
            users[i].append(n)
    seen: dict[tuple, list[Any]] = {}
    for n in g.node:
        if n.op_type != "Conv":
            continue
        attrs = {a.name: helper.get_attribute_value(a) for a in n.attribute}
        xs, w = shapes[n.input[0]], inits[n.input[1]]
        act = next((u.op_type for u in users[n.output[0]] if u.op_type in ("Clip", "Relu")),
                   None)
        k, s, grp = w.shape[2], attrs.get("strides", [1])[0], attrs.get("group", 1)
        key = (xs, w.shape, s, grp, act)
        if key in seen:
            seen[key][3] += 1
            continue
        kind = "dw" if grp > 1 else "pw" if k == 1 else "conv"
        name = (f"{kind}{k}x{k}{'-s2' if s == 2 else ''} {xs[1]}->{w.shape[0]} "
                f"{xs[2]}x{xs[3]}{' +' + act.lower() if act else ''}")
        b = inits[n.input[2]] if len(n.input) > 2 else np.zeros(w.shape[0], np.float32)
        nodes = [helper.make_node("Conv", ["x", "w", "b"], ["c" if act else "y"], **attrs)]
        tensors = [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")]
        if act == "Clip":
            tensors += [numpy_helper.from_array(np.array(0, np.float32), "lo"),
                        numpy_helper.from_array(np.array(6, np.float32), "hi")]
            nodes.append(helper.make_node("Clip", ["c", "lo", "hi"], ["y"]))
        elif act:
            nodes.append(helper.make_node(act, ["c"], ["y"]))
        graph = helper.make_graph(
            nodes, "layer", [helper.make_tensor_value_info("x", TensorProto.FLOAT, xs)],
            [helper.make_value_info("y", onnx.TypeProto())], tensors)
        one = shape_inference.infer_shapes(
            helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]))
        ys = [d.dim_value for d in one.graph.output[0].type.tensor_type.shape.dim]
        flops = 2.0 * ys[1] * ys[2] * ys[3] * (xs[1] // grp) * k * k
        seen[key] = [name, one, flops, 1]
    return [tuple(v) for v in seen.values()]  # type: ignore[misc]


def measure(model: onnx.ModelProto, rounds: int, runs: int, clock: str) -> dict[str, float]:
    """Median ms of each peer (1 thread), interleaved; loopcraft checked first."""
    import onnxruntime as ort

    import loopcraft.onnx as lco

    name = model.graph.input[0].name
    shape = [d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim]
    x = np.random.default_rng(2).standard_normal(shape).astype(np.float32)
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = opts.inter_op_num_threads = 1
    opts.log_severity_level = 3
    sess = ort.InferenceSession(model.SerializeToString(), opts,
                                providers=["CPUExecutionProvider"])
    (want,) = sess.run(None, {name: x})
    cm = lco.compile(model, num_threads=1)
    (got,) = cm(x)
    np.testing.assert_allclose(got, want, rtol=1e-3, atol=1e-4 * float(np.abs(want).max()))
    fns = {"loopcraft": lambda: cm(x), "onnxruntime": lambda: sess.run(None, {name: x})}
    times: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(rounds):
        for peer, fn in fns.items():  # (not ``name``: the lambdas read the input's name)
            fn()
            for _ in range(runs):
                t0 = CLOCKS[clock]()
                fn()
                times[peer].append(CLOCKS[clock]() - t0)
    return {k: statistics.median(t) * 1e3 for k, t in times.items()}


def main(argv: list[str] | None = None) -> None:
    from loopcraft_bench.models import graphs, nets

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="mobilenetv2", choices=sorted(nets.NETS))
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--clock", choices=tuple(CLOCKS), default="cpu")
    ap.add_argument("--only", nargs="*", default=[], help="layers whose name contains one")
    ap.add_argument("--whole", action="store_true", help="time the whole network instead")
    args = ap.parse_args(argv)
    module = nets.build_module(args.model, False, 1, 0)
    sample = np.zeros((1, *nets.NETS[args.model].sample_shape(False)), np.float32)
    network = graphs.export(module, sample)
    if args.whole:
        ms = measure(network, args.rounds, args.runs, args.clock)
        print(f"{args.model}: loopcraft {ms['loopcraft']:.2f} ms, onnxruntime "
              f"{ms['onnxruntime']:.2f} ms ({args.clock}), loopcraft x ORT "
              f"{ms['onnxruntime'] / ms['loopcraft']:.3f}")
        return
    layers = distinct_convs(network)
    print("| layer | x in net | ORT ms | loopcraft ms | loopcraft GFLOP/s | ORT / loopcraft |")
    print("|---|---:|---:|---:|---:|---:|")
    tot: Counter[str] = Counter()
    for name, model, flops, times in layers:
        if args.only and not any(t in name for t in args.only):
            continue
        ms = measure(model, args.rounds, args.runs, args.clock)
        tot.update({k: v * times for k, v in ms.items()})
        print(f"| {name} | {times} | {ms['onnxruntime']:.3f} | {ms['loopcraft']:.3f} | "
              f"{flops / ms['loopcraft'] / 1e6:.1f} | "
              f"{ms['onnxruntime'] / ms['loopcraft']:.2f} |", flush=True)
    print(f"| **all, weighted** | | {tot['onnxruntime']:.2f} | {tot['loopcraft']:.2f} | | "
          f"{tot['onnxruntime'] / tot['loopcraft']:.2f} |")


if __name__ == "__main__":
    main()
