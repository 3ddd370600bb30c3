"""Reports of ``loopcraft bench --suite``: Markdown, the NPBench-style heatmap, and ``--compare``.

Everything here works on a run as stored (:mod:`loopcraft_bench.store`: ``{"meta", "results"}``),
so a report can be rebuilt at any time from the SQLite file, and two runs compared.

Definitions used throughout:

* **speedup** of a peer on a kernel = NumPy's median time / the peer's median time (> 1: faster
  than NumPy), defined only when both were validated and timed;
* **geomean over common kernels**: over the kernels on which *every* framework of the run that
  is installed produced a validated time -- the only fair comparison between frameworks (a
  framework that validated no kernel at all is named and left out, or nothing would be common);
* **geomean over own successes**: over the kernels that framework ran; flatters frameworks that
  fail on hard kernels, so it is always shown next to the kernel count;
* loopcraft **wins/loses** against a peer on a kernel when the 95% confidence intervals of the
  two medians do not overlap; otherwise it is a tie (the run cannot tell them apart).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from loopcraft_bench import harness

__all__ = ["compare_runs", "plot_heatmap", "render_markdown", "summarize"]

#: Short marks for failures in the heatmap and tables.
_MARK = {"error": "err", "mismatch": "wrong", "crashed": "crash", "timeout": "T/O",
         "unavailable": "n/a", "skipped": "skip"}


def _index(run: dict[str, Any]) -> dict[str, dict[str, dict[str, Any]]]:
    """kernel -> peer -> ImplResult JSON."""
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for row in run["results"]:
        out.setdefault(row["kernel"], {})[row["peer"]] = row["result"]
    return out


def _kernels(run: dict[str, Any]) -> list[str]:
    seen = list(run["meta"].get("kernels") or [])
    for row in run["results"]:
        if row["kernel"] not in seen:
            seen.append(row["kernel"])
    return seen


def _peers(run: dict[str, Any]) -> list[str]:
    seen = list(run["meta"].get("peers") or [])
    for row in run["results"]:
        if row["peer"] not in seen:
            seen.append(row["peer"])
    return seen


def _median(res: dict[str, Any] | None) -> float | None:
    if res and res.get("status") == "ok" and res.get("timing"):
        m = res["timing"]["median"]
        return m if m and m > 0 and math.isfinite(m) else None
    return None


def summarize(run: dict[str, Any]) -> dict[str, Any]:
    """Speedups, geomeans, wins/losses and failures of one run (see the module docstring)."""
    idx = _index(run)
    kernels, peers = _kernels(run), _peers(run)
    speedup: dict[str, dict[str, float]] = {}
    for k in kernels:
        base = _median(idx.get(k, {}).get("numpy"))
        for p in peers:
            t = _median(idx.get(k, {}).get(p))
            if base is not None and t is not None:
                speedup.setdefault(k, {})[p] = base / t
    installed = [p for p in peers
                 if any(idx.get(k, {}).get(p, {}).get("status") != "unavailable"
                        for k in kernels)]
    # a framework that validated no kernel at all (JAX on loop code) would leave no common
    # kernel for the others: it is named in the report and left out of the common set
    compared = [p for p in installed if any(p in speedup.get(k, {}) for k in kernels)]
    common = [k for k in kernels if all(p in speedup.get(k, {}) for p in compared)]
    geo: dict[str, dict[str, Any]] = {}
    for p in peers:
        own = [speedup[k][p] for k in kernels if p in speedup.get(k, {})]
        geo[p] = {"common": harness.geomean([speedup[k][p] for k in common])
                  if common and p in compared else math.nan,
                  "own": harness.geomean(own), "own_kernels": len(own),
                  "ok": sum(idx.get(k, {}).get(p, {}).get("status") == "ok" for k in kernels)}
    versus: dict[str, dict[str, Any]] = {}
    if "loopcraft" in peers:
        for p in peers:
            if p == "loopcraft":
                continue
            wins, losses, ties, ratios = [], [], [], []
            for k in kernels:
                mine, theirs = idx.get(k, {}).get("loopcraft"), idx.get(k, {}).get(p)
                if _median(mine) is None or _median(theirs) is None:
                    continue
                assert mine is not None and theirs is not None
                ratios.append(_median(theirs) / _median(mine))  # type: ignore[operator]
                a, b = mine["timing"], theirs["timing"]
                if a["ci_high"] < b["ci_low"]:
                    wins.append(k)
                elif a["ci_low"] > b["ci_high"]:
                    losses.append(k)
                else:
                    ties.append(k)
            versus[p] = {"wins": wins, "losses": losses, "ties": ties,
                         "geomean": harness.geomean(ratios), "kernels": len(ratios)}
    failures = [{"kernel": k, "peer": p, "status": r["status"], "reason": r.get("reason", "")}
                for k in kernels for p, r in idx.get(k, {}).items()
                if r["status"] not in ("ok", "unavailable", "skipped")]
    unavailable = {p: r.get("reason", "") for k in kernels for p, r in idx.get(k, {}).items()
                   if r["status"] == "unavailable"}
    return {"kernels": kernels, "peers": peers, "installed": installed, "speedup": speedup,
            "common": common, "compared": compared, "geomean": geo, "versus": versus,
            "failures": failures, "unavailable": unavailable}


# --------------------------------------------------------------------------- Markdown
def _x(v: float | None) -> str:
    return f"{v:.2f}×" if v is not None and math.isfinite(v) else "—"


def _cell(res: dict[str, Any] | None, speedup: float | None) -> str:
    if res is None:
        return ""
    if res["status"] == "ok" and speedup is not None:
        return _x(speedup)
    return _MARK.get(res["status"], res["status"])


def _md(text: str) -> str:
    return str(text).replace("|", "/").replace("\n", " ")


def render_markdown(run: dict[str, Any], png_name: str | None = None) -> str:
    """The report of one run: header, heatmap, geomeans, wins/losses, compile times, failures."""
    meta, s = run["meta"], summarize(run)
    idx, peers, kernels = _index(run), s["peers"], s["kernels"]
    machine, versions = meta.get("machine") or {}, meta.get("versions") or {}
    vers = ", ".join(f"{k} {v}" for k, v in versions.items() if v)
    lines = [
        f"# loopcraft bench: {meta['suite']} ({meta['size']})",
        "",
        f"Run {meta.get('run_id', '?')} · {meta.get('started', '?')} · "
        f"{machine.get('cpu_model', '?')} ({machine.get('cores', '?')} cores) · "
        f"{meta.get('threads') or 'default'} thread(s) per framework · "
        f"commit {meta.get('git_commit') or '?'}",
        "",
        f"Versions: {vers}.",
        "",
        f"Load average (1 min) at start/end: {_num(meta.get('load_start'), '.1f')} / "
        f"{_num(meta.get('load_end'), '.1f')} (near or above the core count: other processes "
        "competed for the CPUs and times are noisy).",
        "",
        "Each framework ran each kernel in a process of its own with the same thread count; "
        "its first call (compile) was timed apart, its outputs checked against the NumPy "
        "reference, then at least 10 calls on fresh argument copies were timed (median, "
        "bootstrap 95% CI). Speedup = NumPy median / framework median (> 1: faster than NumPy).",
        "",
    ]
    if png_name:
        lines += [f"![speedup over NumPy]({png_name})", ""]
    lines += ["## Speedup over NumPy", "",
              "| kernel | NumPy ms | " + " | ".join(p for p in peers if p != "numpy") + " |",
              "|---|---:|" + "---:|" * (len(peers) - 1)]
    for k in kernels:
        base = _median(idx.get(k, {}).get("numpy"))
        cells = [_cell(idx.get(k, {}).get(p), s["speedup"].get(k, {}).get(p))
                 for p in peers if p != "numpy"]
        base_txt = (f"{base * 1e3:.3g}" if base is not None
                    else _cell(idx.get(k, {}).get("numpy"), None))
        lines.append(f"| {k} | {base_txt} | " + " | ".join(cells) + " |")
    lines += ["", "Marks: " + ", ".join(f"`{v}` {k}" for k, v in _MARK.items()) + ".", "",
              "## Geometric-mean speedup over NumPy", "",
              f"Common kernels: the {len(s['common'])} kernel(s) every installed framework "
              f"that validated any ({', '.join(s['compared'])}) validated"
              + ("" if s["common"] else " (none: every kernel failed in one of them)")
              + "".join(f"; {p} validated no kernel" for p in s["installed"]
                        if p not in s["compared"])
              + ". Own successes: the kernels that framework validated (not comparable between "
              "frameworks).", "",
              "| framework | validated | geomean, common kernels | geomean, own successes |",
              "|---|---:|---:|---:|"]
    for p in peers:
        g = s["geomean"][p]
        lines.append(f"| {p} | {g['ok']}/{len(kernels)} | {_x(g['common'])} | "
                     f"{_x(g['own'])} over {g['own_kernels']} |")
    if s["versus"]:
        lines += ["", "## loopcraft against each framework", "",
                  "Win/loss: the 95% CIs of the two medians do not overlap; tie: they do. "
                  "Geomean: that framework's time / loopcraft's, over the kernels both ran.",
                  "", "| framework | kernels | wins | losses | ties | geomean |",
                  "|---|---:|---:|---:|---:|---:|"]
        for p, v in s["versus"].items():
            lines.append(f"| {p} | {v['kernels']} | {len(v['wins'])} | {len(v['losses'])} | "
                         f"{len(v['ties'])} | {_x(v['geomean'])} |")
        lost = {p: v["losses"] for p, v in s["versus"].items() if v["losses"]}
        if lost:
            lines += ["", "Losses: " + "; ".join(f"vs {p}: {', '.join(ks)}"
                                                 for p, ks in lost.items()) + "."]
    lines += ["", "## Time to first result (s)", "",
              "The build step plus the first call: compilation for the JIT frameworks "
              "(loopcraft's C compiler runs against a fresh cache unless --warm-cache), one "
              "plain call for NumPy.", "",
              "| kernel | " + " | ".join(peers) + " |", "|---|" + "---:|" * len(peers)]
    for k in kernels:
        cells = []
        for p in peers:
            r = idx.get(k, {}).get(p)
            c = r.get("compile_s") if r else None
            cells.append(f"{c:.3g}" if c is not None else (_MARK.get(r["status"], "")
                                                             if r else ""))
        lines.append(f"| {k} | " + " | ".join(cells) + " |")
    lines += ["", "## Failures", ""]
    if not s["failures"]:
        lines.append("None.")
    for f in s["failures"]:
        lines.append(f"- **{f['kernel']}** · {f['peer']} · {f['status']}: {_md(f['reason'])}")
    for p, why in s["unavailable"].items():
        lines.append(f"- {p} not run: {_md(why)}")
    return "\n".join(lines) + "\n"


def _num(v: float | None, fmt: str) -> str:
    return format(v, fmt) if v is not None and math.isfinite(v) else "?"


# --------------------------------------------------------------------------- heatmap
def plot_heatmap(run: dict[str, Any], path: str | Path) -> Path:
    """The NPBench-style picture: kernel × framework, colour = log speedup over NumPy."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    from matplotlib.colors import TwoSlopeNorm

    s, idx = summarize(run), _index(run)
    peers = [p for p in s["peers"] if p != "numpy"] or s["peers"]
    kernels = s["kernels"]
    data = np.full((len(kernels), len(peers)), np.nan)
    for i, k in enumerate(kernels):
        for j, p in enumerate(peers):
            v = s["speedup"].get(k, {}).get(p)
            if v is not None:
                data[i, j] = math.log2(v)
    finite = data[np.isfinite(data)]
    lim = max(1.0, float(np.abs(finite).max())) if finite.size else 1.0
    fig, ax = plt.subplots(figsize=(1.3 * len(peers) + 2.5, 0.32 * len(kernels) + 1.6))
    cmap = matplotlib.colormaps["RdBu"].with_extremes(bad="#d9d9d9")
    ax.imshow(np.ma.masked_invalid(data), cmap=cmap, aspect="auto",
              norm=TwoSlopeNorm(vcenter=0.0, vmin=-lim, vmax=lim))
    for i, k in enumerate(kernels):
        for j, p in enumerate(peers):
            res = idx.get(k, {}).get(p)
            v = s["speedup"].get(k, {}).get(p)
            text = (f"{v:.2g}" if v is not None
                    else (_MARK.get(res["status"], res["status"]) if res else ""))
            ax.text(j, i, text, ha="center", va="center", fontsize=7,
                    color="black" if v is None or abs(math.log2(v)) < 0.6 * lim else "white")
    ax.set_xticks(range(len(peers)), peers, rotation=30, ha="right")
    ax.set_yticks(range(len(kernels)), kernels, fontsize=8)
    meta = run["meta"]
    ax.set_title(f"{meta['suite']} ({meta['size']}): speedup over NumPy "
                 f"(blue faster, grey failed)", fontsize=9)
    fig.tight_layout()
    out = Path(path)
    fig.savefig(out, dpi=110)
    plt.close(fig)
    return out


# --------------------------------------------------------------------------- compare
def compare_runs(old: dict[str, Any], new: dict[str, Any], threshold: float = 0.05,
                 peers: Sequence[str] | None = None) -> tuple[str, dict[str, list[Any]]]:
    """Regressions and improvements from ``old`` to ``new``, per kernel and framework.

    A change counts when the median moved by more than ``threshold`` (relative) *and* the two
    95% confidence intervals do not overlap; a framework that stopped (started) validating a
    kernel is a regression (improvement) whatever the times. Returns the text and the lists.
    """
    oi, ni = _index(old), _index(new)
    changes: dict[str, list[Any]] = {"regressions": [], "improvements": [], "unchanged": []}
    for k in [k for k in _kernels(new) if k in oi]:
        for p in [p for p in _peers(new) if p in oi[k] and p in ni.get(k, {})
                  and (peers is None or p in peers)]:
            a, b = oi[k][p], ni[k][p]
            ta, tb = _median(a), _median(b)
            if ta is None and tb is None:
                continue
            if ta is not None and tb is None:
                changes["regressions"].append((k, p, f"now {b['status']}: {b.get('reason')}"))
                continue
            if ta is None and tb is not None:
                changes["improvements"].append((k, p, f"now validated (was {a['status']})"))
                continue
            assert ta is not None and tb is not None
            ratio = tb / ta
            sep = (b["timing"]["ci_low"] > a["timing"]["ci_high"]
                   or b["timing"]["ci_high"] < a["timing"]["ci_low"])
            what = f"{ta * 1e3:.3g} -> {tb * 1e3:.3g} ms ({ratio:.2f}x time)"
            if sep and ratio > 1 + threshold:
                changes["regressions"].append((k, p, what))
            elif sep and ratio < 1 / (1 + threshold):
                changes["improvements"].append((k, p, what))
            else:
                changes["unchanged"].append((k, p, what))
    om, nm = old["meta"], new["meta"]
    lines = [f"compare: run {om.get('run_id', '?')} ({om['suite']} {om['size']}, "
             f"{om.get('started', '?')}) -> run {nm.get('run_id', '?')} ({nm['suite']} "
             f"{nm['size']}, {nm.get('started', '?')})"]
    if (om["suite"], om["size"]) != (nm["suite"], nm["size"]):
        lines.append("warning: the runs measured different suites or sizes")
    if (om.get("machine") or {}).get("cpu_model") != (nm.get("machine") or {}).get("cpu_model"):
        lines.append("warning: the runs were taken on different CPUs")
    for title in ("regressions", "improvements"):
        lines.append(f"{title} ({len(changes[title])}):")
        for k, p, what in changes[title]:
            lines.append(f"  {k:<20} {p:<16} {what}")
    lines.append(f"unchanged within noise or threshold ({threshold:.0%}): "
                 f"{len(changes['unchanged'])}")
    return "\n".join(lines) + "\n", changes
