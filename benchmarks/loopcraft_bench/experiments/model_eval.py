"""How good are the cost models? Rank quality on kernels held out from training.

A ranking model is only useful if it orders a kernel's candidates the way measurement does,
on kernels it has not been trained on. So :func:`evaluate` does leave-one-kernel-out: for each
kernel of the data (all its sizes together, and the suites' kernels of the same name), the
learned model is trained on every *other* kernel's rows and predicts this kernel's
candidates; the analytical model needs no training.
Per nest (a kernel at one size) it reports over the candidates

* **Spearman's rank correlation** of predicted and measured times, and
* **a-peak@5**: the best measured time overall divided by the best measured time among the
  model's top 5 -- 1.0 when the 5 candidates the model would measure contain the fastest,

then the mean Spearman and the geometric-mean a-peak@5 over nests, for both models and, for
scale, the a-peak@5 of 5 candidates drawn at random (its expectation) and, where the data
measured a nest's candidates twice, how well one measurement ranks the other (the ceiling
that measurement noise puts on any model).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import numpy as np

from loopcraft.tuning.model.cost_model import LearnedModel
from loopcraft.tuning.model.training_data import DISTURBED, Rows

#: nests whose default recipe takes at least this long are summarized apart: below it the
#: call and loop overheads, and the machine's scheduling noise, dominate the differences
LONG_S = 100e-6

__all__ = ["LONG_S", "kernel_family", "spearman", "a_peak", "random_a_peak", "evaluate",
           "Evaluation", "NestScore", "RepeatScore"]


def _ranks(x: np.ndarray) -> np.ndarray:
    """Ranks 1..n, ties getting their mean rank."""
    order = np.argsort(x, kind="mergesort")
    ranks = np.empty(len(x), dtype=float)
    xs = x[order]
    i = 0
    while i < len(x):
        j = i
        while j + 1 < len(x) and xs[j + 1] == xs[i]:
            j += 1
        ranks[order[i:j + 1]] = (i + j) / 2.0 + 1.0
        i = j + 1
    return ranks


def spearman(predicted: Sequence[float], measured: Sequence[float]) -> float:
    """Spearman's rank correlation (Pearson's on the ranks, ties averaged); nan when either
    side is constant or there are fewer than 2 points."""
    p, m = np.asarray(predicted, dtype=float), np.asarray(measured, dtype=float)
    if len(p) < 2:
        return math.nan
    rp, rm = _ranks(p), _ranks(m)
    rp -= rp.mean()
    rm -= rm.mean()
    den = math.sqrt(float((rp * rp).sum() * (rm * rm).sum()))
    return float((rp * rm).sum() / den) if den else math.nan


def a_peak(predicted: Sequence[float], measured: Sequence[float], k: int = 5) -> float:
    """Best measured time overall / best measured time among the ``k`` candidates with the
    lowest prediction (1.0: the model's top ``k`` holds the fastest)."""
    p, m = np.asarray(predicted, dtype=float), np.asarray(measured, dtype=float)
    top = np.argsort(p, kind="mergesort")[:k]
    return float(m.min() / m[top].min())


def random_a_peak(measured: Sequence[float], k: int = 5) -> float:
    """The expected :func:`a_peak` of ``k`` candidates drawn at random (exact for small
    sets, else 2000 draws with a fixed seed)."""
    m = np.asarray(measured, dtype=float)
    n = len(m)
    if n <= k:
        return 1.0
    if math.comb(n, k) <= 5000:
        vals = [m.min() / m[list(c)].min() for c in combinations(range(n), k)]
    else:
        rng = np.random.default_rng(0)
        vals = [m.min() / m[rng.choice(n, k, replace=False)].min() for _ in range(2000)]
    return float(np.mean(vals))


@dataclass
class NestScore:
    nest: str
    kernel: str
    candidates: int
    spearman: dict[str, float]
    a_peak: dict[str, float]
    random_a_peak: float
    speedup_range: float  # slowest / fastest measured
    default_s: float = 0.0  # the default recipe's time


@dataclass
class RepeatScore:
    """One nest measured twice: Spearman of the two measurements, and the a-peak@5 of
    ranking by one measurement scored on the other (mean of both directions)."""

    nest: str
    candidates: int
    spearman: float
    a_peak: float
    default_s: float = 0.0


@dataclass
class Evaluation:
    nests: list[NestScore] = field(default_factory=list)
    rows: int = 0
    kernels: int = 0
    repeats: list[RepeatScore] = field(default_factory=list)
    disturbed: int = 0  # measurements left out (see model_data.DISTURBED)

    def _subset(self, which: str) -> list[NestScore]:
        """The nests of ``which``: ``all``; ``long`` or ``short`` (default recipe at least
        :data:`LONG_S`, or less); ``corpus`` or ``suites`` (the team's corpus kernels, or
        the benchmark suites' ``name@suite``)."""
        keep = {"all": lambda s: True,
                "long": lambda s: s.default_s >= LONG_S,
                "short": lambda s: s.default_s < LONG_S,
                "corpus": lambda s: "@" not in s.kernel,
                "suites": lambda s: "@" in s.kernel}[which]
        return [s for s in self.nests if keep(s)]

    def mean_spearman(self, model: str, which: str = "all") -> float:
        """Mean Spearman over the nests of ``which`` (see :meth:`_subset`)."""
        vals = [s.spearman[model] for s in self._subset(which)
                if not math.isnan(s.spearman[model])]
        return float(np.mean(vals)) if vals else math.nan

    def geo_a_peak(self, model: str, which: str = "all") -> float:
        """Geometric-mean a-peak@5 (``model`` "random": the random expectation)."""
        vals = [s.a_peak[model] if model != "random" else s.random_a_peak
                for s in self._subset(which)]
        return float(np.exp(np.mean(np.log(vals)))) if vals else math.nan

    def markdown(self, title: str = "Cost model evaluation") -> str:
        """The report: a summary table and one row per held-out nest."""
        models = ("analytical", "learned")
        lines = [f"# {title}", "",
                 f"{self.rows} measured candidates, {len(self.nests)} nests (kernel x size) of "
                 f"{self.kernels} kernels; leave-one-kernel-out (the learned model never saw "
                 "the kernel it ranks, nor a suite's kernel of the same name)."
                 + (f" Left out: {self.disturbed} measurement(s) of disturbed runs (the "
                    f"default's time off by more than {DISTURBED:g}x, or the candidate's "
                    f"own more than {DISTURBED:g}x its fastest)." if self.disturbed
                    else ""), "",
                 "| model | nests | mean Spearman | geomean a-peak@5 |", "|---|---|---:|---:|"]
        us = f"{LONG_S * 1e6:.0f} µs"
        subsets = [("all", "all"), ("long", f"default >= {us}"),
                   ("short", f"default < {us}")]
        if 0 < len(self._subset("suites")) < len(self.nests):
            subsets += [("corpus", "corpus kernels"), ("suites", "suite kernels")]
        for which, what in subsets:
            n = len(self._subset(which))
            if not n:
                continue
            for m in models:
                lines.append(f"| {m} | {what} ({n}) | {self.mean_spearman(m, which):.3f} | "
                             f"{self.geo_a_peak(m, which):.3f} |")
            lines.append(f"| random 5 (expected) | {what} ({n}) | - | "
                         f"{self.geo_a_peak('random', which):.3f} |")
        if self.repeats:
            lines += ["", "Measurement noise: nests whose candidates were measured twice, one "
                      "measurement ranking the other. With independent noise even the exact "
                      "times would reach only about the square root of this Spearman against "
                      "one measurement.", "",
                      "| nest | candidates | default | Spearman | a-peak@5 |",
                      "|---|---:|---:|---:|---:|"]
            for r in sorted(self.repeats, key=lambda r: r.nest):
                lines.append(f"| {r.nest} | {r.candidates} | {_fmt_s(r.default_s)} | "
                             f"{r.spearman:.2f} | {r.a_peak:.2f} |")
            sp = float(np.nanmean([r.spearman for r in self.repeats]))
            ap = float(np.exp(np.mean(np.log([r.a_peak for r in self.repeats]))))
            lines.append(f"| mean ({len(self.repeats)}) | | | {sp:.3f} | {ap:.3f} |")
        lines += ["", "| nest | candidates | default | slowest/fastest | Spearman analytical | "
                  "Spearman learned | a-peak@5 analytical | a-peak@5 learned | a-peak@5 random |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for s in sorted(self.nests, key=lambda s: s.nest):
            lines.append(f"| {s.nest} | {s.candidates} | {_fmt_s(s.default_s)} | "
                         f"{s.speedup_range:.1f} | "
                         f"{s.spearman['analytical']:.2f} | {s.spearman['learned']:.2f} | "
                         f"{s.a_peak['analytical']:.2f} | {s.a_peak['learned']:.2f} | "
                         f"{s.random_a_peak:.2f} |")
        return "\n".join(lines) + "\n"


def _fmt_s(t: float) -> str:
    return f"{t * 1e3:.2f} ms" if t >= 1e-3 else f"{t * 1e6:.1f} µs"


def kernel_family(kernel: str) -> str:
    """The kernel a record's name stands for, whichever collection measured it: a suite's
    ``floyd-warshall@polybench`` and the corpus's ``floyd_warshall`` are the same program,
    so a held-out evaluation must hold out both."""
    return kernel.split("@")[0].replace("-", "_")


def evaluate(rows: Rows, min_candidates: int = 6, seed: int = 0, **params: Any
             ) -> Evaluation:
    """Leave-one-kernel-out evaluation of both models on ``rows`` (see the module
    docstring); nests with fewer than ``min_candidates`` candidates are not scored.
    ``params`` go to :class:`LearnedModel`."""
    kern = np.array(rows.kernel)
    family = np.array([kernel_family(k) for k in rows.kernel])
    kernels = sorted(set(family))
    nest = np.array(rows.nest)
    learned_pred = np.full(len(rows.y), np.nan)
    for k in kernels:
        test = family == k
        if test.all():
            continue
        model = LearnedModel(seed=seed, **params).fit(rows.X[~test], rows.y[~test],
                                                      nest[~test])
        for n in sorted(set(nest[test])):  # each nest's candidates ranked together
            idx = np.flatnonzero(nest == n)
            learned_pred[idx] = model.predict_rows(rows.X[idx])
    ev = Evaluation(rows=len(rows.y), kernels=len(kernels), disturbed=rows.disturbed)
    for n in sorted(set(rows.nest)):
        idx = np.flatnonzero(nest == n)
        if len(idx) < min_candidates or np.isnan(learned_pred[idx]).any():
            continue
        meas = np.exp(rows.y[idx])  # time / the default's next to it: drift cancels
        preds = {"analytical": rows.analytical[idx], "learned": learned_pred[idx]}
        ev.nests.append(NestScore(
            n, kern[idx[0]], len(idx),
            {m: spearman(p, meas) for m, p in preds.items()},
            {m: a_peak(p, meas) for m, p in preds.items()},
            random_a_peak(meas), float(meas.max() / meas.min()),
            float(rows.default_s[idx[0]]) if len(rows.default_s) else 0.0))
        rep = rows.repeat[idx] if len(rows.repeat) == len(rows.y) else np.zeros((0, 2))
        rep = rep[~np.isnan(rep).any(axis=1)]
        if len(rep) >= min_candidates:
            ev.repeats.append(RepeatScore(
                n, len(rep), spearman(rep[:, 0], rep[:, 1]),
                (a_peak(rep[:, 1], rep[:, 0]) + a_peak(rep[:, 0], rep[:, 1])) / 2,
                float(rows.default_s[idx[0]])))
    return ev
