"""Cost models that rank tuning candidates before they are measured.

Two models, one interface (``predict(programs) -> seconds``, lower is better):

* :class:`AnalyticalModel` -- a "simulator": from the scheduled program
  (:func:`~loopcraft.tuning.model.simulator.simulate`, with the actual argument shapes) and the
  machine's roofs (:mod:`.roofs`), per nest a roofline time: the larger of the compute time
  (operations at the scalar or vector rate the statement really runs at, on the threads its
  parallel loop gets, or the latency of a reduction chain) and the time to move each cache
  level's traffic at that level's bandwidth (:func:`.footprints.traffic_lines`),
  plus the costs of entering parallel regions and allocating; summed over nests, plus the call.
* :class:`LearnedModel` -- gradient-boosted trees (scikit-learn's
  ``HistGradientBoostingClassifier``) on a fixed-length vector of the same program features
  (:func:`feature_vector`: the analytical times themselves, work, vectorized and parallel
  fractions, loop kinds, unroll factors and tile steps, strides, footprints per level,
  arithmetic intensity, packing, library implementations), each also taken relative to the
  default recipe's and relative to the mean of the candidates ranked together. It predicts,
  for two candidates of one nest, which is the faster, not their times: the tuner only ever
  orders candidates of one nest, and an order transfers from one kernel to another where
  times, even times relative to the default, do not (a 1000x spread of a microsecond kernel
  would otherwise outweigh a whole large kernel). Trained on the recipe database
  (:mod:`.training_data`).

:func:`.rank.make_rank` builds the ``rank`` hook ``loopcraft.tune`` uses by default from them.
"""

from __future__ import annotations

import math
import pickle
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ...ir import nodes as ir
from .footprints import traffic_lines
from .roofs import Roofs
from .simulator import SimLoop, SimNest, SimStmt, simulate

__all__ = ["AnalyticalModel", "LearnedModel", "program_stats", "feature_vector",
           "FEATURE_NAMES", "FEATURES_VERSION", "predicted_seconds",
           "design_row", "DESIGN_NAMES", "LEARNED_NAMES", "learned_matrix",
           "MIN_TRAINING_ROWS", "CALL_OVERHEAD_S"]

#: bumped whenever the simulator or the features change (invalidates derived rows; 9:
#: data-dependent loop bounds keep their span through tiling, dynamic schedules cost per
#: chunk, library calls move their operands, packed and wrapped indices have strides; 10: a
#: vector loop's remainder runs scalar; 11: a vector loop's overhead is per vector; 12: a
#: vector loop gathers element by element, and a vector reduction combines its lanes; 13:
#: known factors of an index product are folded, ``r * A.shape[1] + q`` is affine)
FEATURES_VERSION = 13
#: a call through the generated extension module, seconds
CALL_OVERHEAD_S = 1.0e-6
#: one allocation, seconds
ALLOC_S = 0.3e-6
#: handing out one chunk of a dynamically scheduled parallel loop (a shared counter the
#: threads contend for), seconds; measured: jacobi_1d at 400000 points, ``schedule(dynamic)``
#: with chunks of 1, ran 140x slower than static (about 24 ns per chunk on 2 threads)
DYNAMIC_CHUNK_S = 20e-9
#: fraction of a cache's capacity one loop's data may use and still be assumed to stay
CAPACITY_USE = {"l1": 0.5, "l2": 0.7, "l3": 0.5}
#: fraction of the register width gcc's own vectorizer is credited with on a plain loop
AUTO_VECTOR = 0.6
#: load/store slots one element of a vector gather or scatter (an index loaded from an
#: array) takes: the hardware fetches the lanes one by one, slower than scalar loads
#: (measured: CSR rows of ~8 nonzeros ran 1.5-2x slower as simd reductions than scalar)
GATHER_MEMOPS = 2.0
#: cycles a vector reduction takes to combine its lanes into one value, per execution of
#: its loop (a chain of shuffle-and-add steps: about 3 cycles each, log2(lanes) + 1 of them)
COMBINE_CYCLES_PER_STEP = 3.0
#: measured verified candidates the database needs before the learned model ranks
MIN_TRAINING_ROWS = 200
#: training rows a tuning run derives from the database at most (replays cost time; the
#: derived rows are kept, so later runs see more)
MAX_NEW_ROWS = 200
LIB_EFFICIENCY = {"blas": 0.85, "microkernel": 0.6, "loops": 0.1}


# ----------------------------------------------------------------------------- the simulator


def _stride(acc: Any, var: str, strides: tuple[float, ...]) -> float | None:
    """Elements between the addresses ``acc`` touches in consecutive iterations of ``var``."""
    total = 0.0
    for k, d in enumerate(acc.dims):
        if d is None:
            return None
        c = d[0].get(var, 0)
        if c:
            total += c * (strides[k] if k < len(strides) else 1.0)
    return total


class _Stats:
    def __init__(self) -> None:
        self.v: dict[str, float] = dict.fromkeys(_STAT_KEYS, 0.0)


_STAT_KEYS = ("t_model", "t_compute", "t_l2", "t_l3", "t_mem", "t_overhead", "flops",
              "iters", "memops", "vec_flops", "par_iters", "lat_cycles", "cycles",
              "par_regions", "depth", "loops", "k_vector", "k_parallel", "k_unrolled",
              "max_unroll", "stepped", "max_step", "acc_unit", "acc_zero", "acc_large",
              "acc_total", "fp_inner", "fp_outer", "alloc_bytes", "allocs", "lib_blas",
              "lib_micro", "lib_flops", "chains", "lines_l1", "lines_l2", "lines_l3")


def _compute(nodes: list[SimLoop | SimStmt], parent: SimLoop | None, threads: float,
             depth: int, env: Any, roofs: Roofs, st: dict[str, float],
             parallel: bool = False) -> None:
    """Cycles of the statements in ``nodes`` (their loop: ``parent``), into ``st``."""
    direct = [n for n in nodes if isinstance(n, SimStmt)]
    innermost = parent is not None and not any(isinstance(n, SimLoop) for n in nodes)
    ops = mem = lat = combine = 0.0
    widest = 1.0  # the vector speedup of the loop's own statements: its iterations per trip
    chains = sum(1 for s in direct if s.carried)
    for s in direct:
        if s.libcall is not None:
            impl = s.libcall.split(":")[1]
            eff = LIB_EFFICIENCY.get(impl, 0.3)
            t = max(s.lib_flops / (roofs.peak_flops_n * eff),
                    s.lib_bytes / _operand_bandwidth(roofs, s.lib_bytes)) * s.count
            st["t_compute"] += t
            st["lib_flops"] += s.lib_flops * s.count
            st["flops"] += s.lib_flops * s.count
            st["lib_blas"] += impl == "blas"
            st["lib_micro"] += impl == "microkernel"
            continue
        if s.alloc_bytes or not (s.accesses or s.flops):
            if s.alloc_bytes:
                st["alloc_bytes"] += s.alloc_bytes * s.count
                st["allocs"] += s.count
                st["t_overhead"] += ALLOC_S * s.count
            continue
        lanes = roofs.lanes(s.itemsize)
        vec = 1.0
        gathered = 0
        strides_ok = True
        if parent is not None:
            for a in s.accesses:
                stride = _stride(a, parent.var, env.strides.get(a.array, ()))
                st["acc_total"] += s.count
                if stride is None:
                    strides_ok = False
                    continue
                stride = abs(stride) * parent.step
                if stride == 0:
                    st["acc_zero"] += s.count
                elif stride <= 1:
                    st["acc_unit"] += s.count
                else:
                    strides_ok = False
                    if stride * a.itemsize >= 64:
                        st["acc_large"] += s.count
            if parent.kind == "vector":
                vec = _vector_speedup(parent.trip, lanes)
                gathered = sum(1 for a in s.accesses if a.indirect)
                if s.carried:
                    combine += parent.count * COMBINE_CYCLES_PER_STEP * (math.log2(lanes) + 1)
            elif innermost and strides_ok and not s.carried and parent.trip >= lanes and \
                    parent.step == 1:
                vec = max(1.0, AUTO_VECTOR * _vector_speedup(parent.trip, lanes))
        widest = max(widest, vec)
        n = s.count
        ops += n * s.flops / vec
        mem += n * ((s.loads + s.stores - gathered) / vec + gathered * GATHER_MEMOPS)
        if s.carried:
            lat += n * 4.0 / (max(chains, 1) * vec)
        st["flops"] += n * s.flops
        st["vec_flops"] += n * s.flops * (vec > 1)
        st["iters"] += n
        st["memops"] += n * (s.loads + s.stores)
        if parallel:
            st["par_iters"] += n
    if direct:
        overhead = 0.0
        if parent is not None:
            f = parent.factor if parent.kind == "unrolled" else 1
            overhead = parent.count * parent.trip * 0.5 / (f * widest)
        cycles = max(ops / 2.0, mem / 2.5, lat) + overhead + combine
        st["cycles"] += cycles
        st["lat_cycles"] += lat if lat >= max(ops / 2.0, mem / 2.5) else 0.0
        st["chains"] = max(st["chains"], chains)
        st["t_compute"] += cycles / roofs.clock_hz / max(threads, 1.0)
    for n in nodes:
        if isinstance(n, SimLoop):
            st["loops"] += 1
            st["depth"] = max(st["depth"], depth + 1)
            st["k_vector"] += n.kind == "vector"
            st["k_parallel"] += n.kind == "parallel"
            st["k_unrolled"] += n.kind == "unrolled"
            if n.kind == "unrolled":
                st["max_unroll"] = max(st["max_unroll"], n.factor)
            elif n.step > 1:
                st["stepped"] += 1
                st["max_step"] = max(st["max_step"], n.step)
            t, par = threads, parallel
            if n.parallel:
                par = True
                t = n.threads
                st["par_regions"] += n.count
                st["t_overhead"] += roofs.region_s * n.count + \
                    DYNAMIC_CHUNK_S * n.count * _chunks(n)
            _compute(n.children, n, t, depth + 1, env, roofs, st, par)


def _vector_speedup(trip: float, lanes: int) -> float:
    """Iterations per instruction of a vectorized loop of ``trip`` iterations: the vector
    body covers whole vectors and the remainder runs one iteration at a time (a 5-iteration
    window loop gets nothing from 8 lanes)."""
    if trip <= 0:
        return float(lanes)
    return trip / (trip // lanes + trip % lanes)


def _operand_bandwidth(roofs: Roofs, nbytes: float) -> float:
    """Bytes/s a threaded library call streams ``nbytes`` of operands at: from the
    smallest cache level that holds them."""
    if nbytes <= roofs.l2_bytes * CAPACITY_USE["l2"]:
        return roofs.l2_bw_n
    if nbytes <= roofs.l3_bytes * CAPACITY_USE["l3"]:
        return roofs.l3_bw_n
    return roofs.mem_bw_n


def _chunks(loop: SimLoop) -> float:
    """Chunks a parallel loop hands out one at a time, counting the iterations of all the
    loops it collapses: for ``dynamic``, chunks of ``chunk`` iterations (default 1); for
    ``guided``, chunks that shrink with the remaining work (about threads x log2 of the
    trip, never below ``chunk``); none for ``static`` (its iterations are divided once)."""
    size = max(loop.chunk, 1)
    trip, inner = loop.trip, loop
    for _ in range(loop.collapse - 1):  # collapsed loops hand out their joint iterations
        loops = [c for c in inner.children if isinstance(c, SimLoop)]
        if not loops:
            break
        inner = loops[0]
        trip *= inner.trip
    if loop.schedule == "dynamic":
        return math.ceil(trip / size)
    if loop.schedule == "guided":
        t = max(loop.threads, 1.0)
        return min(math.ceil(trip / size), t * (1 + math.log2(max(trip, 2.0))))
    return 0.0


def _nest_stats(nest: SimNest, env: Any, roofs: Roofs) -> dict[str, float]:
    st = _Stats().v
    _compute(nest.root, None, 1.0, 0, env, roofs, st)
    memo: dict[int, float] = {}
    l1 = traffic_lines(nest.root, env, roofs.l1_bytes * CAPACITY_USE["l1"], memo)
    l2 = traffic_lines(nest.root, env, roofs.l2_bytes * CAPACITY_USE["l2"], memo)
    l3 = traffic_lines(nest.root, env, roofs.l3_bytes * CAPACITY_USE["l3"], memo)
    par = st["par_iters"] / st["iters"] if st["iters"] else 0.0
    if st["lib_flops"]:
        par = 1.0

    def bw(one: float, many: float) -> float:
        return one + (many - one) * par

    st["lines_l1"], st["lines_l2"], st["lines_l3"] = l1, l2, l3
    st["t_l2"] = l1 * 64 / bw(roofs.l2_bw_1, roofs.l2_bw_n)
    st["t_l3"] = l2 * 64 / bw(roofs.l3_bw_1, roofs.l3_bw_n)
    st["t_mem"] = l3 * 64 / bw(roofs.mem_bw_1, roofs.mem_bw_n)
    parts = [st["t_compute"], st["t_l2"], st["t_l3"], st["t_mem"]]
    top = max(parts)
    st["t_model"] = top + 0.1 * (sum(parts) - top) + st["t_overhead"]
    inner = [memo[k] for k in memo]
    st["fp_inner"] = min(inner) * 64 if inner else 0.0
    st["fp_outer"] = max(inner) * 64 if inner else 0.0
    return st


def program_stats(program: ir.Program, args: list[dict[str, Any]], roofs: Roofs
                  ) -> list[dict[str, float]]:
    """Per nest (outermost statement with loops or a call) of the scheduled ``program``, the
    simulator's numbers: times (``t_model`` and its parts), work, and schedule features."""
    nests, env = simulate(program, args, roofs)
    return [_nest_stats(n, env, roofs) for n in nests]


def predicted_seconds(stats: list[dict[str, float]]) -> float:
    """The analytical model's time of a program from its :func:`program_stats`."""
    return CALL_OVERHEAD_S + sum(s["t_model"] for s in stats)


class AnalyticalModel:
    """Predicted seconds of scheduled programs from the simulator alone (no training)."""

    name = "analytical"

    def __init__(self, roofs: Roofs) -> None:
        self.roofs = roofs

    def predict_stats(self, stats: Sequence[list[dict[str, float]]]) -> np.ndarray:
        return np.array([predicted_seconds(s) for s in stats])

    def predict(self, programs: Sequence[ir.Program], args: list[dict[str, Any]]
                ) -> np.ndarray:
        return self.predict_stats([program_stats(p, args, self.roofs) for p in programs])


# ----------------------------------------------------------------------------- features

_LOG_TIMES = ("t_model", "t_compute", "t_l2", "t_l3", "t_mem", "t_overhead")
FEATURE_NAMES: tuple[str, ...] = (
    *(f"log_{k}" for k in _LOG_TIMES), "log_flops", "log_iters", "log_memops",
    "log_intensity", "vec_frac", "par_frac", "lat_frac", "log_par_regions", "depth", "loops",
    "k_vector", "k_parallel", "k_unrolled", "max_unroll", "stepped", "log_max_step",
    "unit_frac", "zero_frac", "large_frac", "log_fp_inner", "log_fp_outer",
    "log_alloc_bytes", "log_allocs", "lib_blas", "lib_micro", "lib_frac", "chains", "nests",
    "log_lines_l1", "log_lines_l2", "log_lines_l3", "threads",
)
#: features also given relative to the default recipe's (a difference of logs = a ratio)
RELATIVE = tuple(k for k in FEATURE_NAMES if k.startswith("log_")) + (
    "vec_frac", "par_frac", "lat_frac", "unit_frac", "large_frac")


def _lg(x: float) -> float:
    return math.log(max(x, 0.0) + 1e-12)


def feature_vector(stats: list[dict[str, float]], roofs: Roofs) -> dict[str, float]:
    """The learned model's inputs for one scheduled program: sums over its nests of the
    times and work, the dominant nest's (largest predicted time) schedule structure, and
    work-weighted fractions."""
    tot = {k: sum(s[k] for s in stats) for k in _STAT_KEYS}
    dom = max(stats, key=lambda s: s["t_model"]) if stats else _Stats().v
    f: dict[str, float] = {f"log_{k}": _lg(tot[k]) for k in _LOG_TIMES}
    f["log_t_model"] = _lg(predicted_seconds(stats))
    f["log_flops"] = _lg(tot["flops"])
    f["log_iters"] = _lg(tot["iters"])
    f["log_memops"] = _lg(tot["memops"])
    f["log_intensity"] = _lg(tot["flops"] / (tot["lines_l3"] * 64 + 64))
    f["vec_frac"] = tot["vec_flops"] / tot["flops"] if tot["flops"] else 0.0
    f["par_frac"] = tot["par_iters"] / tot["iters"] if tot["iters"] else 0.0
    f["lat_frac"] = tot["lat_cycles"] / tot["cycles"] if tot["cycles"] else 0.0
    f["log_par_regions"] = _lg(tot["par_regions"])
    for k in ("depth", "loops", "k_vector", "k_parallel", "k_unrolled", "max_unroll",
              "stepped", "chains"):
        f[k] = float(dom[k])
    f["log_max_step"] = _lg(dom["max_step"] + 1)
    acc = tot["acc_total"] or 1.0
    f["unit_frac"] = tot["acc_unit"] / acc
    f["zero_frac"] = tot["acc_zero"] / acc
    f["large_frac"] = tot["acc_large"] / acc
    f["log_fp_inner"] = _lg(dom["fp_inner"])
    f["log_fp_outer"] = _lg(dom["fp_outer"])
    f["log_alloc_bytes"] = _lg(tot["alloc_bytes"])
    f["log_allocs"] = _lg(tot["allocs"])
    f["lib_blas"] = float(tot["lib_blas"])
    f["lib_micro"] = float(tot["lib_micro"])
    f["lib_frac"] = tot["lib_flops"] / tot["flops"] if tot["flops"] else 0.0
    f["nests"] = float(len(stats))
    for k in ("l1", "l2", "l3"):
        f[f"log_lines_{k}"] = _lg(tot[f"lines_{k}"])
    f["threads"] = float(roofs.threads)
    return f


#: the columns of :func:`design_row`
DESIGN_NAMES: tuple[str, ...] = (*FEATURE_NAMES, *(f"rel_{k}" for k in RELATIVE))


def design_row(f: dict[str, float], base: dict[str, float]) -> list[float]:
    """One row of the learned model's design matrix: the candidate's features, then the
    relative ones minus the default recipe's."""
    return [f[k] for k in FEATURE_NAMES] + [f[k] - base[k] for k in RELATIVE]


#: the columns the learned model reads (:func:`learned_matrix`)
LEARNED_NAMES: tuple[str, ...] = (*DESIGN_NAMES, *(f"batch_{k}" for k in FEATURE_NAMES))


def learned_matrix(X: np.ndarray) -> np.ndarray:
    """The learned model's inputs for :func:`design_row` rows ``X`` of candidates of *one*
    nest ranked together: each row, then its features minus their mean over the batch. Why:
    what makes a candidate fast is mostly how it differs from its siblings (more vectorized,
    a smaller footprint than the others), which the absolute features of an unseen kernel
    hide; measured on held-out kernels, these columns were the largest single gain."""
    X = np.asarray(X, dtype=float).reshape(-1, len(DESIGN_NAMES))
    own = X[:, :len(FEATURE_NAMES)]
    return np.column_stack([X, own - own.mean(axis=0)]) if len(X) else \
        np.zeros((0, len(LEARNED_NAMES)))


# ----------------------------------------------------------------------------- learned


def _one_thread() -> Any:
    """scikit-learn's trees on one OpenMP thread: the data is small, and threads that spin
    on a loaded machine (the tuner measures on it) make a fit 10x slower, not faster."""
    from threadpoolctl import threadpool_limits

    return threadpool_limits(1, user_api="openmp")


class LearnedModel:
    """Gradient-boosted trees that compare two candidates of one nest: from the difference
    of their :func:`learned_matrix` rows, the probability that the first is the faster (a
    pairwise ranking objective, as in the cost models of TVM's AutoTVM and Ansor). A batch is
    ranked by each candidate's mean probability of beating the others. Why pairs: the tuner
    only ever orders candidates of one nest, and which of two candidates is faster transfers
    from one kernel to another where times, even times relative to the default, do not.
    Trained by :meth:`fit` on rows of :mod:`.model_data`, grouped by nest."""

    name = "learned"
    #: 3: a pairwise classifier (2: a regressor of the rank within the nest)
    VERSION = 3
    #: pairs drawn per nest for training
    PAIRS_PER_NEST = 400
    #: the least difference of log times a training pair must have: closer pairs are within
    #: this machine's noise, and their order is a coin flip
    MIN_GAP = 0.05
    #: candidates of a batch each candidate is compared with (all of them, up to this many)
    REFERENCES = 64

    def __init__(self, seed: int = 0, **params: Any) -> None:
        from sklearn.ensemble import HistGradientBoostingClassifier

        # shallow trees (chosen on the held-out evaluation, docs/cost_model_eval.md)
        defaults: dict[str, Any] = dict(max_iter=200, learning_rate=0.06, max_leaf_nodes=7,
                                        min_samples_leaf=20, l2_regularization=1.0,
                                        random_state=seed)
        defaults.update(params)
        self.params = defaults
        self.seed = seed
        self.model = HistGradientBoostingClassifier(**defaults)
        self.rows = 0

    def fit(self, X: np.ndarray, y: np.ndarray, groups: Sequence[Any]) -> LearnedModel:
        """Train on :func:`design_row` rows ``X`` with measured ``y`` (any increasing
        function of time, e.g. ``log(time / default time)``); ``groups[i]`` names row
        ``i``'s nest: pairs and batch means are taken per nest. Raises ValueError when no
        nest has two candidates :data:`MIN_GAP` apart."""
        X = np.asarray(X, dtype=float)
        y = np.asarray(y, dtype=float)
        g = np.asarray(groups)
        if len(g) != len(y) or len(X) != len(y):
            raise ValueError(f"{len(X)} rows, {len(y)} targets, {len(g)} groups")
        rng = np.random.default_rng(self.seed)
        diffs, faster = [], []
        for n in dict.fromkeys(g.tolist()):
            idx = np.flatnonzero(g == n)
            M, t = learned_matrix(X[idx]), y[idx]
            i = rng.integers(0, len(idx), self.PAIRS_PER_NEST)
            j = rng.integers(0, len(idx), self.PAIRS_PER_NEST)
            keep = np.abs(t[i] - t[j]) > self.MIN_GAP
            i, j = i[keep], j[keep]
            diffs += [M[i] - M[j], M[j] - M[i]]  # both orders: the model stays antisymmetric
            faster += [t[i] < t[j], t[j] < t[i]]
        if not diffs or not np.concatenate(faster).any():
            raise ValueError("no nest has two candidates whose times differ enough to learn "
                             "from")
        with _one_thread():
            self.model.fit(np.concatenate(diffs), np.concatenate(faster).astype(int))
        self.rows = len(y)
        return self

    def predict_rows(self, X: np.ndarray) -> np.ndarray:
        """Score of each of ``X``'s :func:`design_row` rows, candidates of one nest ranked
        together: the mean probability that one of the others (the first
        :data:`REFERENCES`) beats it, so lower is faster."""
        if len(X) < 2:
            return np.zeros(len(X))
        M = learned_matrix(X)
        ref = M[:self.REFERENCES]
        pairs = (M[:, None, :] - ref[None, :, :]).reshape(-1, M.shape[1])
        with _one_thread():
            wins = self.model.predict_proba(pairs)[:, 1].reshape(len(M), len(ref))
        return 1.0 - wins.mean(axis=1)

    def save(self, path: str | Path) -> None:
        """Pickle the fitted model (with the feature names it was trained on) to ``path``."""
        Path(path).write_bytes(pickle.dumps({"version": self.VERSION, "features":
                                             LEARNED_NAMES, "relative": RELATIVE,
                                             "params": self.params, "rows": self.rows,
                                             "model": self.model}))

    @classmethod
    def load(cls, path: str | Path) -> LearnedModel:
        """A model saved by :meth:`save`; refuses one of another version or trained on
        other features."""
        data = pickle.loads(Path(path).read_bytes())
        if data.get("version") != cls.VERSION or tuple(data["features"]) != LEARNED_NAMES \
                or tuple(data["relative"]) != RELATIVE:
            raise ValueError(f"{path}: a cost model of another feature set; retrain it")
        m = cls.__new__(cls)
        m.params, m.rows, m.model = data["params"], data["rows"], data["model"]
        return m
