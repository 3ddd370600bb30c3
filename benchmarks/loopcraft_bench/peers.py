"""The frameworks ``loopcraft bench --suite`` compares: one :class:`Peer` per framework.

A peer turns a suite kernel into something callable, the way a user of that framework would:

==================  ===========================================================================
``numpy``           the kernel's vectorized NumPy ``reference`` (the baseline of every speedup)
``loopcraft``       ``loopcraft.jit(kernel.func)`` with the default (heuristic) recipe
``loopcraft-        the recipe ``loopcraft.tune(strategy="transfer")`` finds from the recipe
transfer``          database (similar nests' recipes, at most 3 measured per nest)
``loopcraft-tuned`` the recipe of a measured search (``strategy="search"``, budget
                    :data:`TUNED_BUDGET`); only when asked for by name (it tunes every kernel)
``numba``           ``numba.njit(kernel.func)`` (its module-level helpers ``njit``-ed too)
``numba-parallel``  ``numba.njit(parallel=True)`` of the same (array expressions, reductions
                    and ``prange`` loops run on threads; plain ``range`` loops stay serial)
``jax``             ``jax.jit`` of the function with ``np`` bound to ``jax.numpy`` (CPU,
                    float64 enabled); in-place updates of arguments cannot be expressed, so
                    explicit-loop kernels fail, with JAX's reason
``torch``           ``torch.compile`` (Inductor, CPU) of the unchanged function, called on the
                    NumPy arrays (Dynamo traces NumPy code into torch operations)
``pythran``         the function's module source compiled by ``pythran -O3 -fopenmp`` with an
                    ``export`` line typed from the arguments
``dace``            ``dace.program(auto_optimize=True)`` of the function, CPU
==================  ===========================================================================

The optional ones are used only when their package is importable (:meth:`Peer.available`).

How a peer is measured is the runner's business (:mod:`loopcraft_bench.runner`): in a worker
process of its own, ``build`` is called and timed (the explicit compile step, if the framework
has one), then the first call is timed and its outputs are checked against the reference, then
the steady-state calls are timed. A peer only says how to build and call.

Writing a new peer (also from a ``--plugin`` file): ``register_peer(Peer(name, description,
build, requires=("pkg",)))`` where ``build(kernel, args, threads)`` returns a :class:`Built`.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.util
import inspect
import subprocess
import sys
import tempfile
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from loopcraft.outputs import collect_outputs
from loopcraft_bench.common import numba_signature, numba_tree

__all__ = ["PEERS", "Built", "Peer", "default_peers", "get_peer", "register_peer"]


@dataclass
class Built:
    """A kernel made callable by a peer.

    ``fn(*convert(args))`` runs the computation and returns only once it is finished (JAX's
    asynchronous dispatch is waited for); ``outputs(result, converted_args)`` returns the
    observable outputs as NumPy values, in the suite convention (return values, then every
    array argument after the call). ``convert`` runs outside the timed region.
    """

    fn: Callable[..., Any]
    convert: Callable[[tuple[Any, ...]], tuple[Any, ...]] = lambda args: args
    outputs: Callable[[Any, tuple[Any, ...]], Sequence[Any]] | None = None
    #: How it was built ("parallel", "default", ...), shown in reports.
    mode: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Peer:
    """A framework to compare, and how to build a kernel with it."""

    name: str
    description: str
    build: Callable[[Any, tuple[Any, ...], int | None], Built]
    #: Modules that must be importable (checked without importing them).
    requires: tuple[str, ...] = ()
    #: Distributions whose versions are recorded with every result.
    packages: tuple[str, ...] = ()
    #: Whether outputs must have NumPy's exact dtypes (loopcraft promises it; Numba and the
    #: tensor frameworks have promotion rules of their own, so only values are compared).
    strict_dtype: bool = False
    #: Environment for the worker process, set before anything is imported.
    env: tuple[tuple[str, str], ...] = ()
    #: Seconds allowed for build + first call, if less than the run's ``--compile-timeout``.
    compile_budget: float | None = None
    #: Said with a compile time-out (what usually makes this framework slow to compile).
    slow_compile_hint: str = ""
    #: Said with a mismatch (a known semantic difference, such as immutable arrays).
    mismatch_hint: str = ""
    #: Whether a run without ``--peers`` includes it (expensive peers are asked for by name).
    default: bool = True

    def available(self) -> str | None:
        """``None`` if the peer can run here, else why not."""
        for mod in self.requires:
            try:
                if importlib.util.find_spec(mod) is None:
                    return f"{mod} is not installed"
            except (ImportError, ValueError) as exc:
                return f"{mod} cannot be found: {exc}"
        return None

    def versions(self) -> dict[str, str | None]:
        """Installed versions of :attr:`packages` (``None`` for a missing one)."""
        out: dict[str, str | None] = {}
        for pkg in self.packages:
            try:
                out[pkg] = importlib.metadata.version(pkg)
            except importlib.metadata.PackageNotFoundError:
                out[pkg] = None
        return out


#: Every peer by name, in the order reports show them.
PEERS: dict[str, Peer] = {}


def register_peer(peer: Peer) -> Peer:
    """Add ``peer`` to :data:`PEERS` (replacing one of the same name) and return it."""
    PEERS[peer.name] = peer
    return peer


def get_peer(name: str) -> Peer:
    try:
        return PEERS[name]
    except KeyError:
        raise KeyError(f"no peer {name!r}; known: {', '.join(PEERS)}") from None


def default_peers() -> list[str]:
    """The peers a run uses when ``--peers`` is not given: every installed one but those
    asked for by name only (:attr:`Peer.default`)."""
    return [name for name, p in PEERS.items() if p.default and p.available() is None]


# --------------------------------------------------------------------------- helpers
def _to_numpy(x: Any) -> Any:
    """A peer's output as a NumPy value (tensors and JAX arrays converted, scalars kept)."""
    if isinstance(x, np.ndarray | bool | int | float | complex | np.generic):
        return x
    if hasattr(x, "detach"):  # torch.Tensor
        return x.detach().cpu().numpy()
    return np.asarray(x)


def numpy_outputs(result: Any, args: Sequence[Any]) -> tuple[Any, ...]:
    """The outputs of a peer's call by the one rule (:func:`loopcraft.outputs.collect_outputs`),
    its tensors and JAX arrays converted to NumPy first (a list result counts as a tuple)."""
    if isinstance(result, tuple | list):
        result = tuple(_to_numpy(r) for r in result)
    elif result is not None:
        result = _to_numpy(result)
    return collect_outputs(result, [_to_numpy(a) for a in args])


def _rebind_globals(func: Callable[..., Any], names: dict[str, Any]) -> Callable[..., Any]:
    """A copy of ``func`` whose globals map ``names`` elsewhere (the module is not touched)."""
    g = dict(func.__globals__)
    for name in func.__code__.co_names:
        if name in names:
            g[name] = names[name]
    clone = types.FunctionType(func.__code__, g, func.__name__, func.__defaults__,
                               func.__closure__)
    clone.__qualname__ = func.__qualname__
    return clone


def _numpy_aliases(func: Callable[..., Any]) -> list[str]:
    """The global names under which ``func`` refers to the ``numpy`` module."""
    return [n for n in func.__code__.co_names if func.__globals__.get(n) is np]


# --------------------------------------------------------------------------- numpy
def _build_numpy(kernel: Any, args: tuple[Any, ...], threads: int | None) -> Built:
    return Built(kernel.reference, mode="reference")


register_peer(Peer("numpy", "the kernel's vectorized NumPy reference", _build_numpy,
                   packages=("numpy",), strict_dtype=True))


# --------------------------------------------------------------------------- loopcraft
def _build_loopcraft(kernel: Any, args: tuple[Any, ...], threads: int | None) -> Built:
    import loopcraft
    from loopcraft.target import toolchain

    jf = loopcraft.jit(kernel.func, num_threads=threads)
    before = toolchain.compile_count
    c_source = jf.inspect_c(*args)  # compiles (or loads from the cache), does not run
    invoked = toolchain.compile_count - before
    extra = {"compiler_invocations": invoked, "cached": invoked == 0,
             "omp_parallel_regions": c_source.count("omp parallel"),
             "loopcraft_compile_s": float(sum(jf.stats()["compile_seconds"]))}
    return Built(jf, mode="default", extra=extra)


register_peer(Peer("loopcraft", "loopcraft.jit, default heuristic recipe", _build_loopcraft,
                   packages=("loopcraft",), strict_dtype=True))

#: Candidates the ``loopcraft-tuned`` peer measures per kernel, and its seconds of tuning: a
#: suite run tunes every kernel, so the budget is a fraction of ``loopcraft tune``'s default.
TUNED_BUDGET = 16
TUNED_SECONDS = 150.0


def _tuned_builder(strategy: str) -> Callable[[Any, tuple[Any, ...], int | None], Built]:
    """Build with a recipe found by ``loopcraft.tune(strategy=...)`` (the tuning is the build
    step, so its time is the time to first result). The recipe database is the worker's
    default one: with the run's fresh cache directory that is the shipped seed and nothing
    else, which is what a new user's first ``transfer`` sees. The runner checks the tuned
    function against NumPy like every other peer's."""

    def build(kernel: Any, args: tuple[Any, ...], threads: int | None) -> Built:
        import loopcraft

        jf = loopcraft.jit(kernel.func, num_threads=threads)
        res = loopcraft.tune(jf, *args, strategy=strategy, budget=TUNED_BUDGET,
                             time_limit=TUNED_SECONDS)
        tuned = jf.with_recipe(res.recipe)
        tuned.inspect_c(*args)  # compile outside the first timed call
        return Built(tuned, mode=strategy, extra={
            "tune_speedup": res.speedup, "tune_measurements": res.measurements})
    return build


register_peer(Peer("loopcraft-transfer",
                   "loopcraft.tune(strategy='transfer'): recipes of similar nests from the "
                   "recipe database, at most 3 measured", _tuned_builder("transfer"),
                   packages=("loopcraft",), strict_dtype=True))
register_peer(Peer("loopcraft-tuned",
                   f"loopcraft.tune(strategy='search', budget={TUNED_BUDGET}): measured "
                   "search", _tuned_builder("search"), packages=("loopcraft",),
                   strict_dtype=True, compile_budget=TUNED_SECONDS + 60.0, default=False,
                   slow_compile_hint="every candidate recipe is compiled and measured"))


# --------------------------------------------------------------------------- numba
def _numba_builder(parallel: bool) -> Callable[[Any, tuple[Any, ...], int | None], Built]:
    def build(kernel: Any, args: tuple[Any, ...], threads: int | None) -> Built:
        import numba

        if threads is not None:
            numba.set_num_threads(min(threads, numba.config.NUMBA_NUM_THREADS))
        disp, helpers = numba_tree(kernel.func, {"parallel": True} if parallel else {})
        disp.compile(numba_signature(args))
        return Built(disp, mode="parallel" if parallel else "serial",
                     extra={"helpers_jitted": sorted(set(helpers))})
    return build


register_peer(Peer("numba", "numba.njit", _numba_builder(False), requires=("numba",),
                   packages=("numba",)))
register_peer(Peer("numba-parallel", "numba.njit(parallel=True)", _numba_builder(True),
                   requires=("numba",), packages=("numba",)))


# --------------------------------------------------------------------------- jax
def _build_jax(kernel: Any, args: tuple[Any, ...], threads: int | None) -> Built:
    import jax

    jax.config.update("jax_enable_x64", True)
    jax.config.update("jax_platforms", "cpu")
    import jax.numpy as jnp

    func = _rebind_globals(kernel.func, dict.fromkeys(_numpy_aliases(kernel.func), jnp))
    # Scalars are static (shapes and loop bounds may depend on them), arrays are traced.
    static = tuple(i for i, a in enumerate(args) if isinstance(a, bool | int))
    jf = jax.jit(func, static_argnums=static)

    def convert(a: tuple[Any, ...]) -> tuple[Any, ...]:
        return tuple(jax.device_put(x) if isinstance(x, np.ndarray) else x for x in a)

    def call(*a: Any) -> Any:
        return jax.block_until_ready(jf(*a))

    def outputs(result: Any, a: tuple[Any, ...]) -> tuple[Any, ...]:
        # JAX cannot update an argument in place: a kernel that does is caught while tracing
        # (arrays are immutable), so only returned values are outputs here. The suite's
        # in-place outputs would otherwise be compared unchanged, and fail as mismatches.
        return numpy_outputs(result, a)

    return Built(call, convert, outputs, mode="jit", extra={"static_argnums": list(static)})


register_peer(Peer("jax", "jax.jit (CPU, float64), np -> jax.numpy", _build_jax,
                   requires=("jax",), packages=("jax", "jaxlib"),
                   mismatch_hint="JAX arrays are immutable: an argument the kernel updates in "
                                 "place (y += ..., out[:] = ...) is not updated for the caller",
                   env=(("JAX_PLATFORMS", "cpu"), ("JAX_ENABLE_X64", "1"))))


# --------------------------------------------------------------------------- torch
def _build_torch(kernel: Any, args: tuple[Any, ...], threads: int | None) -> Built:
    import torch

    if threads is not None:
        torch.set_num_threads(threads)
    compiled = torch.compile(kernel.func, backend="inductor", fullgraph=False, dynamic=False)
    return Built(compiled, mode="inductor", extra={"torch_threads": torch.get_num_threads()})


register_peer(Peer("torch", "torch.compile (Inductor, CPU) of the NumPy code", _build_torch,
                   requires=("torch",), packages=("torch",), compile_budget=60.0,
                   slow_compile_hint="Dynamo traces Python loops by unrolling every iteration"))


# --------------------------------------------------------------------------- pythran
def _pythran_type(a: Any) -> str:
    if isinstance(a, np.ndarray):
        dims = ":" if a.ndim == 1 else ",".join([":"] * a.ndim)
        return f"{a.dtype.name}[{dims}]"
    if isinstance(a, bool):
        return "bool"
    if isinstance(a, int | np.integer):
        return "int"
    if isinstance(a, float | np.floating):
        return "float"
    raise TypeError(f"pythran peer: no export type for argument of type {type(a).__name__}")


def _pythran_blas() -> str:
    """Pythran's BLAS: OpenBLAS from the ``scipy-openblas64`` wheel when installed (Pythran
    finds its header and library itself), else none (its own loops for ``dot``/``@``). Its
    default, a system ``libblas`` with ``cblas.h``, is not on these machines."""
    return "scipy-openblas" if importlib.util.find_spec("scipy_openblas64") else "none"


def _build_pythran(kernel: Any, args: tuple[Any, ...], threads: int | None) -> Built:
    func = kernel.func
    module_src = inspect.getsource(sys.modules[func.__module__])
    export = f"#pythran export {func.__name__}({', '.join(_pythran_type(a) for a in args)})"
    work = Path(tempfile.mkdtemp(prefix="lc-pythran-"))
    modname = f"lc_pythran_{abs(hash((func.__module__, func.__name__))):x}"
    # Only the kernel and the module-level functions/imports it may use: other code of the
    # module (registration with the suite) is not Pythran's subset.
    src_lines = [ln for ln in module_src.splitlines()
                 if ln.startswith(("import numpy", "from math", "import math"))]
    seen: set[str] = set()

    def add(f: Callable[..., Any]) -> None:
        if f.__name__ in seen:
            return
        seen.add(f.__name__)
        for name in f.__code__.co_names:
            obj = f.__globals__.get(name)
            if inspect.isfunction(obj) and obj.__module__ == f.__module__:
                add(obj)
        src_lines.append(inspect.getsource(f))

    add(func)
    (work / f"{modname}.py").write_text(export + "\n" + "\n".join(src_lines) + "\n")
    flags = ["-O3", "-march=native", "-fopenmp", "-DUSE_XSIMD", "--config",
             f"compiler.blas={_pythran_blas()}"]
    proc = subprocess.run([sys.executable, "-m", "pythran.run", *flags, f"{modname}.py",
                           "-o", f"{modname}.so"], cwd=work, capture_output=True, text=True)
    if proc.returncode != 0:
        lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
        msg = next((ln for ln in lines if "error" in ln.lower()), lines[-1] if lines else "")
        raise RuntimeError(f"pythran failed: {msg.strip()[:200]}")
    spec = importlib.util.spec_from_file_location(modname, work / f"{modname}.so")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return Built(getattr(mod, func.__name__), mode="O3-openmp", extra={"flags": flags})


register_peer(Peer("pythran", "pythran -O3 -fopenmp of the function's source", _build_pythran,
                   requires=("pythran",), packages=("pythran",)))


# --------------------------------------------------------------------------- dace
def _build_dace(kernel: Any, args: tuple[Any, ...], threads: int | None) -> Built:
    import dace

    prog = dace.program(auto_optimize=True, device=dace.DeviceType.CPU)(kernel.func)
    compiled = prog.compile(*args)
    return Built(lambda *a: compiled(*a), mode="auto_optimize")


register_peer(Peer("dace", "dace.program(auto_optimize=True), CPU", _build_dace,
                   requires=("dace",), packages=("dace",),
                   env=(("DACE_compiler_cpu_openmp_sections", "0"),)))

