"""``loopcraft bench models``: the command line (``loopcraft bench models -h``)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

__all__ = ["build_parser", "main"]

#: The networks of a run without ``--models`` (the ``light`` models are asked for by name).
DEFAULT_MODELS = ("mlp", "resnet18", "resnet50", "mobilenetv2", "bert", "gpt2")


def build_parser() -> argparse.ArgumentParser:
    from . import graphs, nets
    from .peers import PEERS, SETTINGS

    p = argparse.ArgumentParser(
        prog="loopcraft bench models",
        description="Whole networks (random weights, built in-process) run by onnxruntime, "
                    "PyTorch eager, torch.compile and loopcraft, each in its own process, "
                    "validated against onnxruntime; the ablation of loopcraft's settings and "
                    "the operator table. Writes results.json, results.md and models.png.")
    p.add_argument("--models", nargs="+", default=list(DEFAULT_MODELS), metavar="MODEL",
                   help=f"networks ({', '.join(nets.NETS)}) and onnx light models "
                        f"({', '.join(graphs.light_models())}); default: "
                        f"{' '.join(DEFAULT_MODELS)}")
    p.add_argument("--batch", nargs="+", type=int, default=[1, 16], metavar="N",
                   help="batch sizes (default 1 16)")
    p.add_argument("--threads", nargs="+", type=int, default=[1, 2], metavar="T",
                   help="thread counts, each peer told it (default 1 2)")
    p.add_argument("--peers", nargs="+", default=list(PEERS), metavar="PEER",
                   help=f"default: {' '.join(PEERS)} (onnxruntime always runs: the reference)")
    p.add_argument("--operators", nargs="*", default=None, metavar="OP",
                   help=f"the operator table's rows (default: all of {', '.join(graphs.OPERATORS)}"
                        "; none with a bare --operators)")
    p.add_argument("--layers", type=int, default=2,
                   help="encoder layers of bert, decoder blocks of gpt2 (default 2; BERT-base "
                        "and GPT-2 small have 12)")
    p.add_argument("--no-ablation", action="store_true",
                   help="skip the ablation of loopcraft settings")
    p.add_argument("--settings", nargs="+", default=None, metavar="NAME",
                   help=f"the ablation's settings (default: every one this loopcraft takes, "
                        f"of {', '.join(s for s in SETTINGS if s != 'default')})")
    p.add_argument("--quick", action="store_true",
                   help="tiny versions of every network and operator, few timed calls, no "
                        "operator table unless --operators is given: a smoke run")
    p.add_argument("--repeats", type=int, default=None, help="at most this many timed calls")
    p.add_argument("--max-time", type=float, default=None,
                   help="stop timing a peer after this many seconds (once it has 5 calls)")
    p.add_argument("--timeout", type=float, default=1800.0,
                   help="seconds per worker process (one model, batch, thread count, peer)")
    p.add_argument("--seed", type=int, default=0, help="weights and inputs (default 0)")
    p.add_argument("--peak-gflops", nargs="+", default=[], metavar="T=GFLOPS",
                   help="the float32 FMA peak at T threads for the fraction of peak, instead "
                        "of measuring it at the start (the probe measures low on a loaded "
                        "machine); also applies to --report")
    p.add_argument("--out", type=Path, default=Path("out/bench-models"))
    p.add_argument("--report", type=Path, nargs="+", metavar="RESULTS_JSON",
                   help="only rebuild results.md and models.png from results.json files (the "
                        "records of several runs are shown together; the first run's header)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    from loopcraft_bench.common import UsageError

    from . import graphs, report
    from .run import RunOptions, run

    args = build_parser().parse_args(argv)
    try:
        peaks = _peaks(args.peak_gflops)
        if args.report:
            runs = [json.loads(path.read_text()) for path in args.report]
            data = {**runs[0], "records": [r for run_ in runs for r in run_["records"]],
                    "peak_gflops": {k: v for run_ in reversed(runs)
                                    for k, v in run_["peak_gflops"].items()},
                    "combined": [{k: run_.get(k) for k in ("started", "finished", "load_start",
                                                           "load_end")} for run_ in runs]}
            data["peak_gflops"] = {**data["peak_gflops"], **peaks}
            data["peak_given"] = sorted({*data.get("peak_given", ()), *peaks})
        else:
            if min(args.threads + args.batch) < 1:
                raise UsageError("--threads and --batch take numbers >= 1")
            opts = RunOptions(models=args.models, batches=args.batch, threads=args.threads,
                              peers=args.peers, quick=args.quick, layers=args.layers,
                              seed=args.seed, ablation=not args.no_ablation,
                              settings=args.settings, timeout=args.timeout,
                              peak_gflops=peaks)
            opts.operators = (list(args.operators) if args.operators is not None
                              else [] if args.quick else list(graphs.OPERATORS))
            if args.quick:
                opts.repeats, opts.min_repeats, opts.min_time, opts.max_time = 3, 2, 0.0, 0.5
            if args.repeats is not None:
                opts.repeats = max(args.repeats, 1)
                opts.min_repeats = min(opts.min_repeats, opts.repeats)
            if args.max_time is not None:
                opts.max_time = args.max_time
            args.out.mkdir(parents=True, exist_ok=True)
            data = run(opts, lambda msg: print(msg, file=sys.stderr, flush=True),
                       checkpoint=args.out / "results.json")
    except (UsageError, ValueError) as exc:
        print(f"loopcraft bench models: error: {exc}", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.report:
        (args.out / "results.json").write_text(json.dumps(data, indent=1) + "\n")
    png = report.plot(data, args.out / "models.png")
    text = report.render(data, png.name if png else None)
    (args.out / "results.md").write_text(text)
    print(text)
    print(f"written: {args.out / 'results.md'}, {args.out / 'results.json'}"
          + (f", {png}" if png else " (no plot: matplotlib missing)"))
    return 0


def _peaks(specs: Sequence[str]) -> dict[str, float]:
    """``["1=150", "2=290"]`` -> ``{"1": 150.0, "2": 290.0}``; UsageError for anything else."""
    from loopcraft_bench.common import UsageError

    out = {}
    for spec in specs:
        t, _, g = spec.partition("=")
        try:
            threads, gflops = int(t), float(g)
        except ValueError:
            threads, gflops = 0, 0.0
        if threads < 1 or not gflops > 0:
            raise UsageError(f"--peak-gflops takes THREADS=GFLOPS (e.g. 1=150), got {spec!r}")
        out[str(threads)] = gflops
    return out


if __name__ == "__main__":
    sys.exit(main())
