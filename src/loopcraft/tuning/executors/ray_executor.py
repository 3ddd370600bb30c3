"""Tuning on a Ray cluster: compile candidates across the cluster, measure one per node.

``tune(..., executor="ray")`` (or ``"ray://HOST:PORT"``) replaces the local executor's
:class:`~.local.Measurer` with :class:`RayMeasurer`, which has the same face, so the search,
the verification and the database records are the local ones.

* **What crosses the wire: text, never binaries.** A candidate travels as its program printed
  (:func:`~loopcraft.ir.format_program`) with its structural hash and the options that change
  the generated C (weak scalar flags, bounds checks, the parallel threshold): a
  :class:`BuildSpec`. Wherever it is built, the text is parsed back, its hash checked, and it
  is compiled into *that node's* artifact cache (``pipeline/cache.py``) by the node's own C
  compiler for the node's own CPU (``-march=native``). A binary built on one machine could use
  instructions another lacks, so a node measures only what it built itself: a handle compiled
  on another node is rebuilt from its text (on one machine, or nodes sharing a cache folder
  and CPU, that is a cache hit).
* **Compiling**: one Ray task per candidate (``num_cpus=1``), spread round-robin over the
  measuring nodes (soft node affinity: Ray may move one to a node with a free CPU), so that
  the node that measures a candidate usually built it. Each generation compiles completely
  before its measurements start, as locally: a compile on a node would disturb a measurement.
* **Measuring**: one :class:`MeasureStation` actor per node, pinned to the node by id
  (``NodeAffinitySchedulingStrategy(soft=False)``), ``num_cpus=0``, running one method at a
  time. It owns a local :class:`~.local.Measurer` per tuning run -- the same isolated worker
  process, warm-up, output check against the default recipe's outputs through
  :mod:`loopcraft.outputs`, and stable median as the local executor -- and reports the node's
  hardware (:func:`loopcraft.target.hardware.describe`), so every record is filed under the
  machine class that measured it.

  *Why an actor per node, pinned by node id*, and not a custom resource
  ``{"loopcraft_measure_slot": 1}`` declared on every node: a resource works only on a cluster
  whose every node was started with it (on a plain ``ray start`` cluster the measurements
  would wait forever for a slot), and a task per measurement would start a worker process
  and ship the arguments and the reference outputs for every candidate, where the actor keeps
  them on the node. Exclusivity comes from the actor itself: Ray runs one method at a time on
  it (``max_concurrency=1``), and the stations are *named per node* (detached, in the
  ``loopcraft`` namespace, the name carrying a hash of this code), so every tuning run on the
  cluster -- other drivers' too -- measures on a node through the same station, one
  measurement after another. The stations stay on the cluster, idle, after the run (no CPU
  reserved); ``ray.shutdown()`` of a local cluster ends them, ``docs/ray-tuning.md`` says how
  to remove them from a long-lived one.
* **Speedups on several machine classes**: before each batch every node measures the default
  recipe (after the settling run, :meth:`.local.Measurer.settle`); a candidate's speedup is
  that node's default time over its time (:class:`~.local.Placement`), and the best time so
  far that bounds a call is scaled by the node's default time. The final side-by-side
  confirmation of the winners runs on one node, the *home* node (the driver's node when it is
  in the cluster, else the first), as does the first baseline, whose outputs are the
  reference every node compares with.

Ray is an optional extra (``pip install 'loopcraft[ray]'``); this module is imported only by
``tune(executor="ray")`` and raises :class:`~loopcraft.errors.ConfigError` naming the extra
when Ray is missing.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import logging
import os
import time
import uuid
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ... import config as config_module
from ...errors import ConfigError
from ...ir import nodes as ir
from .local import Compiled, Measurement, Measurer, MeasureSettings, Placement, compile_one

__all__ = ["RayMeasurer", "MeasureStation", "BuildSpec", "ClusterCompiled", "build_from_text",
           "require_ray"]

#: the Ray namespace of the measurement stations (shared by every tuning run on a cluster)
NAMESPACE = "loopcraft"


def require_ray() -> Any:
    """The ``ray`` module, or a :class:`ConfigError` naming the extra that installs it."""
    try:
        import ray
    except ImportError as exc:
        raise ConfigError("tune(executor='ray') needs Ray, which is not installed: "
                          "pip install 'loopcraft[ray]' (on every node of the cluster too)"
                          ) from exc
    return ray


@dataclass(frozen=True)
class BuildSpec:
    """What a node needs to build a candidate itself: the program (scheduled by its recipe,
    before ``finish_schedule``) as text, its structural hash, and the options that change the
    generated C. Never a binary."""

    text: str
    program_hash: str
    weak: tuple[bool, ...]
    boundscheck: bool
    parallel_threshold: int

    @classmethod
    def of(cls, program: ir.Program, weak: tuple[bool, ...]) -> BuildSpec:
        from ...ir import format_program, structural_hash

        cfg = config_module.config
        return cls(format_program(program), structural_hash(program), tuple(weak),
                   bool(cfg.boundscheck), int(cfg.parallel_threshold))


@dataclass
class ClusterCompiled(Compiled):
    """A candidate built on a node: the local handle (``path``, valid on ``node`` only), and
    the :class:`BuildSpec` any other node rebuilds it from."""

    spec: BuildSpec | None = None
    node: str | None = None


def _node_id() -> str:
    import ray

    return str(ray.get_runtime_context().get_node_id())


def build_from_text(spec: BuildSpec) -> ClusterCompiled:
    """Parse ``spec``'s program, check its hash, and compile it into this node's artifact
    cache with the driver's options (:func:`.local.compile_one`). Runs in a Ray task or in a
    station; errors are a handle with ``error`` (status ``compile_error``), never raised."""
    from ...ir import parse_program, structural_hash

    node = _node_id()
    t0 = time.perf_counter()
    try:
        program = parse_program(spec.text)
    except Exception as exc:  # noqa: BLE001 - reported as the candidate's compile error
        return ClusterCompiled(error=f"the program text does not parse on node {node}: {exc}",
                               seconds=time.perf_counter() - t0, spec=spec, node=node)
    if structural_hash(program) != spec.program_hash:
        return ClusterCompiled(error="the program text does not read back to the program "
                               "that was sent (structural hash differs)",
                               seconds=time.perf_counter() - t0, spec=spec, node=node)
    with config_module.patch(boundscheck=spec.boundscheck,
                             parallel_threshold=spec.parallel_threshold):
        got = compile_one(program, spec.weak, use_cache=True)
    return ClusterCompiled(got.path, got.name, got.error, got.seconds, spec=spec, node=node)


def _unniced() -> int:
    """Run this thread at niceness 0 when allowed; returns its niceness.

    Ray starts its workers at niceness 15 (``RAY_worker_niceness``), so that its own daemons
    come first. A measurement worker forked from such a thread would also be niced, and on a
    busy node it would get less CPU than the user's program will have; its times would be
    inflated and noisy (docs/results/2026-11-27-ray-tuning.md). Lowering niceness needs
    ``CAP_SYS_NICE`` (root); otherwise start the cluster with ``RAY_worker_niceness=0``
    (``docs/ray-tuning.md``); the driver warns about a node that stays niced."""
    try:
        os.setpriority(os.PRIO_PROCESS, 0, 0)  # on Linux: this thread
    except OSError:
        pass
    return os.getpriority(os.PRIO_PROCESS, 0)


class MeasureStation:
    """The measurement actor of one node (see the module docstring): one method at a time,
    one :class:`~.local.Measurer` per tuning run, and a log of every timed interval
    ``(run, what, start, end)`` -- what the exclusivity tests read."""

    def __init__(self) -> None:
        from ...target.hardware import describe

        self.node = _node_id()
        self.hardware = dict(describe())
        self.runs: dict[str, Measurer] = {}
        self.baselines: dict[str, float] = {}
        self.builds: dict[BuildSpec, Compiled] = {}
        self.log: list[tuple[str, str, float, float]] = []

    def info(self) -> dict[str, Any]:
        return {"node": self.node, "hardware": self.hardware, "niceness": _unniced(),
                "rebuilt": len(self.builds)}

    def open(self, run: str, args: tuple[Any, ...], threads: int, settings: MeasureSettings,
             reference: list[Any] | None) -> None:
        # Ray sets OMP_NUM_THREADS=1 in a num_cpus=0 actor, and the worker process inherits
        # the station's environment: the OpenMP runtime and the BLAS would start with one
        # thread where the user's process has ``threads``, and candidates would be timed
        # slower than they run for the user (docs/results/2026-11-27-ray-tuning.md)
        os.environ["OMP_NUM_THREADS"] = str(threads)
        self.runs[run] = Measurer(args, threads, settings, reference)

    def set_reference(self, run: str, reference: list[Any] | None) -> None:
        self.runs[run].set_reference(reference)

    def _measurer(self, run: str) -> Measurer:
        """``run``'s measurer, called from the thread that (re)starts its worker process,
        which inherits that thread's niceness (:func:`_unniced`)."""
        _unniced()
        return self.runs[run]

    def release(self, run: str) -> list[tuple[str, str, float, float]]:
        """End ``run`` here (its worker process stops); returns its log."""
        measurer = self.runs.pop(run, None)
        if measurer is not None:
            measurer.close()
        self.baselines.pop(run, None)
        mine = [e for e in self.log if e[0] == run]
        self.log = [e for e in self.log if e[0] != run]
        self.builds.clear()
        return mine

    def timeline(self) -> list[tuple[str, str, float, float]]:
        return list(self.log)

    def _local(self, compiled: Compiled) -> Compiled:
        """``compiled`` as a build of this node: itself when built here, else rebuilt from
        its text (never a binary from another machine)."""
        if not isinstance(compiled, ClusterCompiled) or compiled.spec is None:
            return compiled
        if compiled.node == self.node or compiled.path is None:
            return compiled
        if compiled.spec not in self.builds:
            self.builds[compiled.spec] = build_from_text(compiled.spec)
        return self.builds[compiled.spec]

    def _timed(self, run: str, what: str, fn: Callable[[], Measurement]) -> Measurement:
        t0 = time.time()
        m = fn()
        t1 = time.time()
        self.log.append((run, what, t0, t1))
        m.where = Placement(self.node, self.hardware, t0, t1, self.baselines.get(run))
        return m

    def measure(self, run: str, compiled: Compiled, best: float | None,
                return_outputs: bool = False) -> Measurement:
        here = self._local(compiled)
        measurer = self._measurer(run)
        return self._timed(run, "measure", lambda: measurer.measure(
            here, best=best, return_outputs=return_outputs))

    def settle(self, run: str, compiled: Compiled) -> None:
        here = self._local(compiled)
        t0 = time.time()
        self._measurer(run).settle(here)
        self.log.append((run, "settle", t0, time.time()))

    def baseline(self, run: str, compiled: Compiled, best: float | None) -> Measurement:
        """Settle, measure the default recipe, and compare this node's next candidates with
        that time."""
        self.settle(run, compiled)
        m = self.measure(run, compiled, best)
        if m.ok and m.time_s:
            self.baselines[run] = m.time_s
            assert m.where is not None
            m.where = Placement(m.where.node, m.where.hardware, m.where.started, m.where.ended,
                                m.time_s)
        return m


@functools.cache
def _code_tag() -> str:
    """A hash of the code a station runs: a station left on the cluster by another version
    of loopcraft is never used (its name differs)."""
    from ...pipeline.cache import loopcraft_version

    h = hashlib.sha256(loopcraft_version().encode())
    for name in ("ray_executor.py", "local.py", "worker.py"):
        h.update((Path(__file__).parent / name).read_bytes())
    return h.hexdigest()[:12]


class RayMeasurer:
    """The Ray executor (see the module docstring); same methods as :class:`~.local.Measurer`.

    ``address``: a ``ray://HOST:PORT`` client address, or None for ``ray.init()``'s choice.
    A Ray connection that exists already is used as it is (and left open); one this object
    opened is shut down by :meth:`close`.
    """

    def __init__(self, args: tuple[Any, ...], threads: int,
                 settings: MeasureSettings | None = None,
                 reference: list[Any] | None = None, *, address: str | None = None) -> None:
        ray = require_ray()
        self._ray = ray
        self.settings = settings or MeasureSettings()
        self.threads = threads
        self.run = uuid.uuid4().hex
        self.owns_ray = not ray.is_initialized()
        if self.owns_ray:
            ray.init(address=address, include_dashboard=False, logging_level=logging.WARNING)
        self.stations: dict[str, Any] = {}
        self.hardware_of: dict[str, dict[str, Any]] = {}
        self.base: dict[str, float] = {}
        #: nodes whose station died during the run (they get no more candidates)
        self.lost: set[str] = set()
        #: every interval each node timed for this run, ``(node, what, start, end)``; filled
        #: by :meth:`close`
        self.timeline: list[tuple[str, str, float, float]] = []
        self._open_stations(args, reference)

    # ------------------------------------------------------------------ stations
    def _open_stations(self, args: tuple[Any, ...], reference: list[Any] | None) -> None:
        ray = self._ray
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        nodes = [n["NodeID"] for n in ray.nodes()
                 if n.get("Alive") and n.get("Resources", {}).get("CPU", 0) > 0]
        if not nodes:
            raise ConfigError("tune(executor='ray'): the Ray cluster has no alive node with "
                              "a CPU to measure on")
        station_cls = ray.remote(num_cpus=0, max_concurrency=1)(MeasureStation)
        for node in nodes:
            self.stations[node] = station_cls.options(
                name=f"loopcraft-measure-{_code_tag()}-{node}", namespace=NAMESPACE,
                lifetime="detached", get_if_exists=True,
                scheduling_strategy=NodeAffinitySchedulingStrategy(node, soft=False)).remote()
        infos = ray.get([s.info.remote() for s in self.stations.values()])
        self.hardware_of = {i["node"]: i["hardware"] for i in infos}
        niced = sorted(i["node"][:12] for i in infos if i["niceness"] > 0)
        if niced:
            warnings.warn(f"loopcraft.tune(executor='ray'): measurements on node(s) "
                          f"{', '.join(niced)} run niced (Ray's worker niceness) and may be "
                          "timed slower than the code runs; start Ray with "
                          "RAY_worker_niceness=0 (docs/ray-tuning.md)", RuntimeWarning,
                          stacklevel=3)
        here = ray.get_runtime_context().get_node_id()
        self.home = here if here in self.stations else nodes[0]
        #: the machine the home node measures on (recalls and the final result are its)
        self.hardware = self.hardware_of[self.home]
        args_ref, ref_ref = ray.put(tuple(args)), ray.put(reference)
        ray.get([s.open.remote(self.run, args_ref, self.threads, self.settings, ref_ref)
                 for s in self.stations.values()])

    @property
    def nodes(self) -> list[str]:
        return list(self.stations)

    def close(self) -> None:
        """End this run on every station (their worker processes stop) and keep the log."""
        ray = self._ray
        if not self.stations:
            return
        refs = {node: s.release.remote(self.run) for node, s in self.stations.items()}
        for node, ref in refs.items():
            try:
                self.timeline += [(node, what, t0, t1) for _, what, t0, t1 in ray.get(ref)]
            except ray.exceptions.RayError:  # a station that died has nothing to release
                pass
        self.timeline.sort()
        self.stations = {}
        if self.owns_ray:
            ray.shutdown()

    def __enter__(self) -> RayMeasurer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ compiling
    def compiler(self, weak: tuple[bool, ...], use_cache: bool
                 ) -> Callable[[list[ir.Program]], list[Compiled]]:
        """Compile on the cluster, one task per program, round-robin over the measuring
        nodes. Always into the nodes' caches (``use_cache`` is the local executor's: a
        measurement loads the module from its cache entry)."""
        ray = self._ray
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        build = ray.remote(num_cpus=1)(build_from_text)

        def compile_fn(programs: list[ir.Program]) -> list[Compiled]:
            refs = [build.options(scheduling_strategy=NodeAffinitySchedulingStrategy(
                        node, soft=True)).remote(BuildSpec.of(p, weak))
                    for p, node in zip(programs, itertools.cycle(self.nodes))]
            return list(ray.get(refs))

        return compile_fn

    def default_compiled(self, compiled: Compiled, program: ir.Program,
                         weak: tuple[bool, ...]) -> Compiled:
        """The default recipe built on the home node from ``program`` (``compiled``, this
        process's build, means nothing to the cluster)."""
        del compiled
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        build = self._ray.remote(num_cpus=1)(build_from_text)
        return self._ray.get(build.options(scheduling_strategy=NodeAffinitySchedulingStrategy(
            self.home, soft=False)).remote(BuildSpec.of(program, weak)))

    # ------------------------------------------------------------------ measuring
    def _scaled(self, best: float | None, node: str) -> float | None:
        """The best time so far (home-node terms) in ``node``'s terms."""
        if best and node in self.base and self.base.get(self.home):
            return best * self.base[node] / self.base[self.home]
        return best

    def set_reference(self, reference: list[Any] | None) -> None:
        ref = self._ray.put(reference)
        self._ray.get([s.set_reference.remote(self.run, ref) for s in self.stations.values()])

    def measure(self, compiled: Compiled, best: float | None = None,
                return_outputs: bool = False) -> Measurement:
        """One measurement on the home node."""
        if compiled.path is None:
            return self._unbuilt(compiled)
        return self._ray.get(self.stations[self.home].measure.remote(
            self.run, compiled, best, return_outputs))

    def settle(self, compiled: Compiled) -> None:
        self._ray.get(self.stations[self.home].settle.remote(self.run, compiled))

    def baseline(self, compiled: Compiled, best: float | None) -> Measurement:
        """The default recipe measured on every node at once (each after settling); returns
        the home node's measurement."""
        ray = self._ray
        nodes = self.nodes
        got = ray.get([self.stations[n].baseline.remote(self.run, compiled,
                                                        self._scaled(best, n)) for n in nodes])
        for node, m in zip(nodes, got, strict=True):
            if m.ok and m.time_s:
                self.base[node] = m.time_s
        return got[nodes.index(self.home)]

    def _unbuilt(self, compiled: Compiled) -> Measurement:
        node = compiled.node if isinstance(compiled, ClusterCompiled) and compiled.node \
            in self.hardware_of else self.home
        return Measurement("compile_error", reason=compiled.error,
                           where=Placement(node, self.hardware_of[node]))

    def measure_each(self, compiled: list[Compiled], best: Callable[[], float | None],
                     stop: Callable[[], bool]) -> Iterator[Measurement]:
        """Measure ``compiled`` with one measurement per node at a time, each node taking
        the next candidate when it is free (one it built itself first); yields the results
        in the order given. ``stop()`` is checked before starting each; a caller that stops
        early waits for those already running (the next compiles must not overlap them)."""
        ray = self._ray
        results: dict[int, Measurement] = {}
        pending: list[int] = []
        for k, comp in enumerate(compiled):
            if comp.path is None:
                results[k] = self._unbuilt(comp)
            else:
                pending.append(k)
        free = [n for n in self.nodes if n not in self.lost]
        running: dict[Any, tuple[int, str]] = {}
        try:
            for k in range(len(compiled)):
                while k not in results:
                    while free and pending and not stop():
                        node = free.pop(0)
                        mine = [j for j in pending if getattr(compiled[j], "node", None) == node]
                        j = (mine or pending)[0]
                        pending.remove(j)
                        ref = self.stations[node].measure.remote(self.run, compiled[j],
                                                                 self._scaled(best(), node))
                        running[ref] = (j, node)
                    if not running:
                        return
                    (ref,), _ = ray.wait(list(running), num_returns=1)
                    j, node = running.pop(ref)
                    results[j] = self._collect(ref, node)
                    if node not in self.lost:
                        free.append(node)
                yield results.pop(k)
        finally:
            if running:
                ray.wait(list(running), num_returns=len(running))

    def _collect(self, ref: Any, node: str) -> Measurement:
        try:
            m: Measurement = self._ray.get(ref)
        except self._ray.exceptions.RayError as exc:
            if isinstance(exc, self._ray.exceptions.RayActorError):
                self.lost.add(node)  # its station is gone: no more candidates for it
            return Measurement("crash", reason=f"the measurement station on node {node} "
                               f"failed: {type(exc).__name__}: {str(exc)[:500]}",
                               where=Placement(node, self.hardware_of[node]))
        return m
