"""The report of ``loopcraft bench models``: Markdown tables and a PNG, from a run's data
(:func:`.run.run`; ``results.json``), so ``--report`` rebuilds them without measuring.

Every ratio is onnxruntime's median time over the peer's (``x ORT``: above 1 the peer is
faster), and summaries are geometric means over the models both sides validated
(:func:`loopcraft_bench.harness.geomean`). A loss is called one only when the two medians'
95% confidence intervals do not overlap; otherwise it is a tie. Beside each median stands the
fastest call and the ratios of fastest calls: on a machine with more runnable jobs than cores
a call is often cut by another process's time slice, the samples split into two groups, and
the median then says more about the load than about the code.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from loopcraft_bench.harness import geomean

__all__ = ["plot", "render"]

Record = dict[str, Any]


def _ok(rec: Record | None) -> bool:
    return rec is not None and rec["result"]["status"] == "ok"


def _median(rec: Record) -> float:
    return rec["result"]["timing"]["median"]


def _fastest(rec: Record) -> float:
    """The fastest call: on a machine shared with more runnable jobs than cores, calls are
    often cut by another process's time slice (the samples are bimodal), and the fastest
    call is the best estimate of the uncontended time; it is shown beside the median."""
    return min(rec["result"]["timing"]["samples"])


def _ci(rec: Record) -> tuple[float, float]:
    t = rec["result"]["timing"]
    return t["ci_low"], t["ci_high"]


def _gflops(rec: Record) -> float:
    return rec["flops"] / _median(rec) / 1e9


def _peak(data: dict[str, Any], rec: Record) -> float:
    return data["peak_gflops"][str(rec["threads"])]


def _find(records: Iterable[Record], **keys: Any) -> Record | None:
    return next((r for r in records if all(r[k] == v for k, v in keys.items())), None)


def _configs(records: list[Record]) -> list[tuple[int, int]]:
    return list(dict.fromkeys((r["batch"], r["threads"]) for r in records))


def _verdict(mine: Record, ref: Record) -> str:
    """``faster``/``slower`` when the two medians' CIs are disjoint, else ``tie``."""
    (a_lo, a_hi), (b_lo, b_hi) = _ci(mine), _ci(ref)
    if a_hi < b_lo:
        return "faster"
    if b_hi < a_lo:
        return "slower"
    return "tie"


def _compile_note(rec: Record) -> str:
    extra = rec["result"].get("extra", {})
    timings = extra.get("compile_timings")
    if not timings:
        return ""
    parts = ", ".join(f"{k} {v:.1f}" for k, v in timings.items() if v >= 0.05)
    return ("cold: " if extra.get("cold") else "cached: ") + parts


def _load(value: float | None) -> str:
    return "?" if value is None else f"{value:.1f}"


def _header(data: dict[str, Any]) -> list[str]:
    m, opts = data["machine"], data["options"]
    given = set(data.get("peak_given", ()))
    peaks = ", ".join(f"{t} thread(s) {p:.1f}" + (" (given)" if t in given else "")
                      for t, p in data["peak_gflops"].items())
    versions: dict[str, str] = {}
    blas: dict[str, str] = {}
    for r in data["records"]:
        extra = r["result"].get("extra", {})
        for key, name in (("ort_version", "onnxruntime"), ("torch_version", "torch")):
            if key in extra:
                versions[name] = extra[key]
        if r["peer"] == "loopcraft":
            for lib in extra.get("blas", []):
                blas[Path(lib["filepath"]).name] = (f"OpenBLAS {lib['version']}, kernel "
                                                    f"{lib['architecture']}")
    lines = [
        "# loopcraft bench models", "",
        f"Run {data['started']} to {data.get('finished', '?')} (UTC). CPU: "
        f"{m.get('cpu_model', '?')}, {m.get('cores', '?')} cores; SIMD "
        f"{m.get('vector_bytes', '?')} bytes. Float32 FMA peak (measured unless given): "
        f"{peaks} GFLOP/s. "
        f"1-minute load average {_load(data['load_start'])} at the start, "
        f"{_load(data['load_end'])} at the end: **the machine is shared with other jobs and "
        "noisy**; read ratios with their confidence intervals.",
        "",
        f"Versions: {', '.join(f'{k} {v}' for k, v in versions.items()) or '-'}. BLAS as "
        f"threadpoolctl saw it in loopcraft's workers: "
        f"{'; '.join(f'{k}: {v}' for k, v in blas.items()) or '-'}.",
        "",
        "Each (model, batch, threads, peer) ran in a process of its own with every thread "
        "variable set; float32; random weights (seed "
        f"{opts['seed']}) and inputs. Every peer's outputs were checked against onnxruntime's "
        "on the same inputs (rtol 1e-3, atol 1e-4 x the largest reference magnitude) before "
        "it was timed. Times are medians of at least "
        f"{opts['min_repeats']} calls with bootstrap 95% CIs. FLOPs count the convolutions "
        "and products only (2 per multiply-add, from the ONNX graph's inferred shapes); the "
        "fraction of peak is GFLOP/s over the FMA peak measured at that thread count at the "
        "start of the run (under the same load: on a loaded machine the peak measures low "
        "and the fractions high). "
        "`first result` is build + first call (loopcraft: its compile; torch.compile: "
        "Inductor's compile).",
    ]
    if len(data.get("combined", [])) > 1:
        lines += ["", f"This report shows the records of {len(data['combined'])} runs: "
                  + "; ".join(f"{c['started']} to {c['finished']} (load {_load(c['load_start'])}"
                              f" to {_load(c['load_end'])})" for c in data["combined"])
                  + ". The options above are the first run's."]
    if opts.get("quick"):
        lines += ["", "**--quick: tiny versions of the networks; the numbers only show that "
                      "the path works.**"]
    return lines


def _models_tables(data: dict[str, Any]) -> list[str]:
    recs = [r for r in data["records"] if r["kind"] != "operator" and r["setting"] == "default"]
    lines: list[str] = []
    for batch, threads in _configs(recs):
        here = [r for r in recs if r["batch"] == batch and r["threads"] == threads]
        lines += ["", f"## Networks, batch {batch}, {threads} thread(s)", "",
                  "| model | peer | median ms | 95% CI ms | fastest ms | items/s | GFLOP/s | "
                  "% FMA peak | x ORT | x ORT, fastest | first result s | note |",
                  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
        for model in dict.fromkeys(r["model"] for r in here):
            ort = _find(here, model=model, peer="onnxruntime")
            for r in (x for x in here if x["model"] == model):
                res = r["result"]
                if not _ok(r):
                    lines.append(f"| {model} | {r['peer']} | {res['status']} | | | | | | | | | "
                                 f"{res['reason'][:120]} |")
                    continue
                lo, hi = _ci(r)
                ratio, fast = ((f"{_median(ort) / _median(r):.2f}",
                                f"{_fastest(ort) / _fastest(r):.2f}") if _ok(ort) else ("-", "-"))
                lines.append(
                    f"| {model} | {r['peer']} | {_median(r) * 1e3:.3g} | "
                    f"{lo * 1e3:.3g}-{hi * 1e3:.3g} | {_fastest(r) * 1e3:.3g} | "
                    f"{r['items'] / _median(r):.4g} {r['unit']} | {_gflops(r):.1f} | "
                    f"{100 * _gflops(r) / _peak(data, r):.0f} | {ratio} | {fast} | "
                    f"{res['compile_s']:.1f} | {_compile_note(r)} |")
        lines += _summary(here)
    return lines


def _summary(here: list[Record]) -> list[str]:
    """Geomean of ORT / peer per peer, and loopcraft's wins and losses against each peer."""
    lines = ["", "| peer | geomean x ORT | geomean x ORT, fastest calls | models |",
             "|---|---:|---:|---:|"]
    peers = list(dict.fromkeys(r["peer"] for r in here))
    models = list(dict.fromkeys(r["model"] for r in here))
    for peer in peers:
        ratios, fast = [], []
        for model in models:
            ort, mine = (_find(here, model=model, peer=p) for p in ("onnxruntime", peer))
            if _ok(ort) and _ok(mine):
                ratios.append(_median(ort) / _median(mine))
                fast.append(_fastest(ort) / _fastest(mine))
        lines.append(f"| {peer} | {geomean(ratios):.2f} | {geomean(fast):.2f} | "
                     f"{len(ratios)} |")
    for other in (p for p in peers if p != "loopcraft"):
        verdicts: dict[str, list[str]] = {"faster": [], "tie": [], "slower": []}
        for model in models:
            mine, ref = (_find(here, model=model, peer=p) for p in ("loopcraft", other))
            if _ok(mine) and _ok(ref):
                verdicts[_verdict(mine, ref)].append(model)
        if any(verdicts.values()):
            lines.append("")
            lines.append(f"loopcraft vs {other}: faster on {len(verdicts['faster'])}, tie "
                         f"on {len(verdicts['tie'])}, slower on {len(verdicts['slower'])}"
                         + (f" ({', '.join(verdicts['slower'])})" if verdicts["slower"]
                            else "") + ".")
    return lines


def _ablation(data: dict[str, Any]) -> list[str]:
    from .peers import SETTINGS

    if not data["options"].get("ablation", True):
        return ["", "## Ablation", "", "Not run (`--no-ablation`)."]
    recs = [r for r in data["records"] if r["peer"] == "loopcraft" and r["kind"] != "operator"]
    abl = [r for r in recs if r["setting"] != "default"]
    lines = ["", "## Ablation: loopcraft settings per model", "",
             "Each setting is a separate compile of the same export (``loopcraft.config`` "
             "options and ``compile_model`` arguments), at the run's first batch size and "
             "thread count; `vs default` is the default column's time over the setting's."]
    skipped = data.get("ablation_skipped", {})
    if skipped:
        lines += ["", "Not in this run: " + "; ".join(
            f"{name}" + (f" ({why})" if why else "") for name, why in skipped.items()) + "."]
    if not abl:
        return lines
    for model in dict.fromkeys(r["model"] for r in abl):
        first = next(r for r in abl if r["model"] == model)
        default = _find(recs, model=model, setting="default", batch=first["batch"],
                        threads=first["threads"])
        lines += ["", f"### {model} (batch {first['batch']}, {first['threads']} thread(s))",
                  "", "| setting | what | median ms | 95% CI ms | fastest ms | GFLOP/s | "
                  "vs default | vs default, fastest | first result s | compile |",
                  "|---|---|---:|---:|---:|---:|---:|---:|---:|---|"]
        for r in [default, *(x for x in abl if x["model"] == model)]:
            if r is None:
                continue
            what = SETTINGS[r["setting"]].description if r["setting"] in SETTINGS else ""
            if not _ok(r):
                lines.append(f"| {r['setting']} | {what} | {r['result']['status']} | | | | | "
                             f"| | {r['result']['reason'][:120]} |")
                continue
            lo, hi = _ci(r)
            vs, vs_fast = ((f"{_median(default) / _median(r):.2f}",
                            f"{_fastest(default) / _fastest(r):.2f}") if _ok(default)
                           else ("-", "-"))
            lines.append(f"| {r['setting']} | {what} | {_median(r) * 1e3:.3g} | "
                         f"{lo * 1e3:.3g}-{hi * 1e3:.3g} | {_fastest(r) * 1e3:.3g} | "
                         f"{_gflops(r):.1f} | {vs} | {vs_fast} | "
                         f"{r['result']['compile_s']:.1f} | {_compile_note(r)} |")
    return lines


def _operators(data: dict[str, Any]) -> list[str]:
    from .graphs import OPERATORS

    recs = [r for r in data["records"] if r["kind"] == "operator"]
    if not recs:
        return []
    lines = ["", "## Operators: loopcraft vs onnxruntime", "",
             "One ONNX node each (the weight an initializer, batch 1), compiled and run like a "
             "model.", "",
             "| operator | threads | ORT GFLOP/s | ORT % peak | loopcraft GFLOP/s | "
             "loopcraft % peak | loopcraft / ORT | verdict | loopcraft / ORT, fastest calls | "
             "ORT, loopcraft GFLOP/s, fastest calls |",
             "|---|---:|---:|---:|---:|---:|---:|---|---:|---|"]
    for r in (x for x in recs if x["peer"] == "onnxruntime"):
        mine = _find(recs, model=r["model"], threads=r["threads"], peer="loopcraft")
        cells = []
        for x in (r, mine):
            cells += ([f"{_gflops(x):.1f}", f"{100 * _gflops(x) / _peak(data, x):.0f}"]
                      if _ok(x) else [x["result"]["status"] if x else "-", ""])
        both = _ok(r) and _ok(mine)
        ratio = f"{_median(r) / _median(mine):.2f}" if both else "-"
        fast = f"{_fastest(r) / _fastest(mine):.2f}" if both else "-"
        best = (f"{r['flops'] / _fastest(r) / 1e9:.1f}, {mine['flops'] / _fastest(mine) / 1e9:.1f}"
                if both else "")
        desc = OPERATORS[r["model"]].description if r["model"] in OPERATORS else r["model"]
        lines.append(f"| {desc} | {r['threads']} | {' | '.join(cells)} | {ratio} | "
                     f"{_verdict(mine, r) if both else ''} | {fast} | {best} |")
    return lines


def _failures(data: dict[str, Any]) -> list[str]:
    bad = [r for r in data["records"] if not _ok(r)]
    if not bad:
        return ["", "## Failures", "", "None: every peer validated and was timed."]
    lines = ["", "## Failures", ""]
    for r in bad:
        res = r["result"]
        lines.append(f"- {r['model']} batch {r['batch']}, {r['threads']} thread(s), "
                     f"{r['peer']}" + ("" if r["setting"] == "default" else f" [{r['setting']}]")
                     + f": **{res['status']}**: {res['reason']}")
    return lines


def render(data: dict[str, Any], png: str | None = None) -> str:
    """The whole report as Markdown (``png``: the plot's file name, linked when given)."""
    lines = _header(data)
    if png:
        lines += ["", f"![time relative to onnxruntime]({png})"]
    lines += _models_tables(data) + _ablation(data) + _operators(data) + _failures(data)
    return "\n".join(lines) + "\n"


def plot(data: dict[str, Any], path: Path) -> Path | None:
    """One panel per (batch, threads): onnxruntime's time over each peer's per model (log
    scale, above 1 = faster than onnxruntime); one panel of the operators' fraction of peak.
    None when matplotlib is not installed."""
    try:
        import matplotlib
    except ImportError:
        return None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    recs = [r for r in data["records"] if r["kind"] != "operator" and r["setting"] == "default"]
    ops = [r for r in data["records"] if r["kind"] == "operator"]
    configs = _configs(recs)
    panels = len(configs) + (1 if ops else 0)
    if not panels:
        return None
    fig, axes = plt.subplots(1, panels, figsize=(6.5 * panels, 4.2), squeeze=False)
    for ax, (batch, threads) in zip(axes[0], configs, strict=False):
        here = [r for r in recs if r["batch"] == batch and r["threads"] == threads]
        models = list(dict.fromkeys(r["model"] for r in here))
        peers = [p for p in dict.fromkeys(r["peer"] for r in here) if p != "onnxruntime"]
        width = 0.8 / max(len(peers), 1)
        for k, peer in enumerate(peers):
            ys = []
            for model in models:
                ort, mine = (_find(here, model=model, peer=p) for p in ("onnxruntime", peer))
                ys.append(_median(ort) / _median(mine) if _ok(ort) and _ok(mine) else 0.0)
            ax.bar([i + k * width for i in range(len(models))], ys, width, label=peer)
        ax.axhline(1.0, color="grey", linestyle="--", linewidth=1)
        ax.set_yscale("log")
        ax.set_xticks([i + 0.4 - width / 2 for i in range(len(models))], models, fontsize=7,
                      rotation=20)
        ax.set_ylabel("onnxruntime time / peer time")
        ax.set_title(f"batch {batch}, {threads} thread(s)")
        if peers:
            ax.legend(fontsize=7)
    if ops:
        ax = axes[0][-1]
        names = list(dict.fromkeys(r["model"] for r in ops if r["threads"] == ops[0]["threads"]))
        for k, peer in enumerate(("onnxruntime", "loopcraft")):
            ys = []
            for name in names:
                r = _find(ops, model=name, peer=peer, threads=ops[0]["threads"])
                ys.append(100 * _gflops(r) / _peak(data, r) if _ok(r) else 0.0)
            ax.bar([i + k * 0.4 for i in range(len(names))], ys, 0.4, label=peer)
        ax.set_xticks([i + 0.2 for i in range(len(names))], names, fontsize=6, rotation=35,
                      ha="right")
        ax.set_ylabel("% of FMA peak")
        ax.set_title(f"operators, {ops[0]['threads']} thread(s)")
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
