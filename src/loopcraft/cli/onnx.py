"""``loopcraft compile-onnx MODEL``: compile an ONNX model and print a timing summary.

The summary: the compile (lowering, scheduling, building -- or loading, when the artifact
cache already holds the module), a warm-cache load (the same compile again with the
in-process memo forgotten), the median run time over ``--runs`` calls on random inputs, and
the largest difference from onnxruntime's outputs on the same inputs when it is installed.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

__all__ = ["add_onnx_parser"]


def add_onnx_parser(sub: Any) -> None:
    """Add ``loopcraft compile-onnx`` to the subcommands ``sub`` of the main parser."""
    s = sub.add_parser("compile-onnx", help="compile an ONNX model, time it and check it "
                                            "against onnxruntime")
    s.add_argument("model", help="the .onnx file")
    s.add_argument("--batch", type=int, default=1,
                   help="the extent of every dynamic dimension of the random inputs (default 1)")
    s.add_argument("--runs", type=int, default=5, help="timed runs (default 5)")
    s.add_argument("--threads", type=int, default=None, help="threads (default: as jit)")
    s.set_defaults(func=_cmd_compile_onnx)


def _cmd_compile_onnx(args: argparse.Namespace) -> int:
    import numpy as np

    import loopcraft.onnx as lco
    from loopcraft.pipeline.cache import clear_cache

    t0 = time.perf_counter()
    model = lco.compile(args.model, num_threads=args.threads)
    total = time.perf_counter() - t0
    stages = ", ".join(f"{k} {v:.2f} s" for k, v in model.timings.items())
    print(f"compile        {total:.2f} s ({stages})")
    clear_cache(disk=False)
    t0 = time.perf_counter()
    warm = lco.compile(args.model, num_threads=args.threads)
    stages = ", ".join(f"{k} {v:.2f} s" for k, v in warm.timings.items())
    print(f"warm-cache     {time.perf_counter() - t0:.2f} s ({stages})")
    inputs = model.example_inputs(args.batch)
    model(*inputs)  # warm-up
    times = []
    for _ in range(max(args.runs, 1)):
        t0 = time.perf_counter()
        outputs = model(*inputs)
        times.append(time.perf_counter() - t0)
    print(f"run            {statistics.median(times) * 1e3:.3f} ms median of {len(times)} "
          f"(batch {args.batch})")
    try:
        import onnxruntime as ort
    except ImportError:
        print("onnxruntime    not installed: outputs not validated")
        return 0
    sess = ort.InferenceSession(args.model, providers=["CPUExecutionProvider"])
    want = sess.run(None, dict(zip(model.input_names, inputs, strict=True)))
    worst = 0.0
    ok = True
    for got, ref in zip(outputs, want, strict=True):
        ok &= got.shape == ref.shape and bool(np.allclose(got, ref, rtol=1e-3, atol=1e-4))
        if got.size and got.shape == ref.shape:
            worst = max(worst, float(np.max(np.abs(got.astype(np.float64) - ref))))
    print(f"onnxruntime    {'matches' if ok else 'DIFFERS'} (max abs difference {worst:.3g}; "
          "rtol 1e-3, atol 1e-4)")
    return 0 if ok else 1
