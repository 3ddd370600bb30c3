"""Compiled ONNX models: :func:`compile_model` and the :class:`CompiledModel` it returns.

A model goes through the same stages as a jit function once its graph is a program: the
heuristic scheduler, run one operator at a time (:mod:`loopcraft.pipeline.operator_schedule`:
a model is large, and the scheduler's cost per step grows with the program it is given), or a
given recipe; the default implementations, codegen, the artifact
cache (so a second compile of the same architecture is a cache load). The weights are not
part of the program: they are the weight pools the front end built, bound on every call, so
two models that differ only in their weights share one compiled module. The weights the
micro-kernels read in their packed layout (products' B, convolutions' filters) are packed once,
when the model is built, into packed pools bound beside them (:mod:`loopcraft.libops.prepack`).

A compile in a new process skips the scheduler and codegen when the schedule memo
(:mod:`loopcraft.pipeline.schedule_memo`) knows the lowered program: lowering, a hash, a
module load. The scheduled program is then rebuilt only if someone asks for ``program``.
"""

from __future__ import annotations

import time
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

import numpy as np

from ..config import config
from ..errors import ArgumentError, InternalError
from ..frontend.onnx import GraphInput, LoweredModel, lower_model
from ..ir import nodes as ir
from ..pipeline.schedule_memo import schedule_and_build
from ..pipeline.stages import emit_source, schedule_program
from ..schedule.graph_fusion import DEFAULT_FUSION, check_fusion, fuses
from ..target.threads import resolve_num_threads, thread_request
from ..transform import Recipe

if TYPE_CHECKING:
    import onnx

__all__ = ["CompiledModel", "compile_model"]


class CompiledModel:
    """A model compiled to one native module; call it with NumPy arrays (by position, in the
    graph's input order, or by input name) to get its outputs, a tuple in graph order.

    ``program`` is the scheduled IR, ``recipe`` the recipe that scheduled it, ``timings`` the
    seconds each stage took (``lower``, then ``hash`` and ``load`` when the schedule memo
    knew the model, else ``hash``, ``schedule`` and ``build``; ``prepack`` when constant
    weights were packed).
    """

    def __init__(self, lowered: LoweredModel, program: ir.Program | None, recipe: Recipe,
                 module: ModuleType | None, key: str, boundscheck: bool,
                 num_threads: int | None, timings: dict[str, float],
                 params: tuple[str, ...] = (), fusion: str = DEFAULT_FUSION) -> None:
        """``program``: the scheduled program, or None if it was not needed to load ``module``
        (then ``params``, the module's parameter names in order, must be given); ``fusion``:
        the level it was scheduled with."""
        self.lowered = lowered
        self.fusion = fusion
        self._program = program
        self.recipe = recipe
        self.module = module
        self.key = key
        self.boundscheck = boundscheck
        self.num_threads = num_threads
        self.timings = timings
        if program is not None:
            params = tuple(p.name for p in program.params)
        read = {pool for pool, _, _ in getattr(module, "prepacked", ())}
        self._weights = tuple(self._pool(n, read) for n in params if n in lowered.weights)
        if module is not None:
            self._prepack(module)

    def _pool(self, name: str, read: set[str]) -> np.ndarray:
        """The array bound to pool parameter ``name``: a packed pool no kernel reads (its
        calls implemented by BLAS or loops) is bound as one element, not its full size."""
        pool = self.lowered.weights[name]
        unread = name not in read and any(p == name for p, _ in self.lowered.packed_sources)
        return np.zeros(1, pool.dtype) if unread else pool

    def _prepack(self, module: ModuleType) -> None:
        """Pack each constant weight that a call reads pre-packed, once, into the packed
        pool bound on every call (:mod:`loopcraft.libops.prepack`), by the module's kernels
        with the ISA each call was implemented with (``module.prepacked`` lists them; a module
        without such calls has no such attribute). The
        packed pools belong to this model, like its weight pools: a rebuilt model (the torch
        backend's, after a weight changed in place) packs again."""
        args: list[np.ndarray] = []
        for pool, at, _op in getattr(module, "prepacked", ()):
            args += [self.lowered.weights[pool], self.lowered.packed_sources[(pool, at)]]
        if args:
            t0 = time.perf_counter()
            module.prepack(*args)
            self.timings["prepack"] = time.perf_counter() - t0

    @property
    def program(self) -> ir.Program | None:
        """The scheduled program (None for a model with no computation); after a memo hit it
        is rebuilt from the lowered program and ``recipe`` on first use."""
        if self._program is None and self.lowered.program is not None:
            self._program = schedule_program(self.lowered.program, self.recipe,
                                             by_operator=True, fusion=self.fusion)[0]
        return self._program

    @property
    def input_names(self) -> list[str]:
        return [i.name for i in self.lowered.inputs]

    @property
    def output_names(self) -> list[str]:
        return [o.name for o in self.lowered.outputs]

    @property
    def inputs(self) -> tuple[GraphInput, ...]:
        """Each input's name, dtype and shape (a name or ``"?"`` per dynamic extent)."""
        return self.lowered.inputs

    @property
    def c_source(self) -> str:
        """The C source of the compiled module."""
        if self.module is None:
            return ""
        path = getattr(self.module, "__file__", None)
        if path and Path(path).with_name("module.c").exists():
            return Path(path).with_name("module.c").read_text()
        weak = tuple(False for p in self.program.params if isinstance(p, ir.ScalarParam))
        return emit_source(self.program, self.key, weak, self.boundscheck)

    def __call__(self, *args: Any, **kwargs: Any) -> tuple[np.ndarray, ...]:
        arrays = self._bind(args, kwargs)
        results: tuple = ()
        if self.module is not None:
            results = self.module.run_threads(thread_request(self.num_threads), *arrays,
                                              *self._weights)
            if results is NotImplemented:
                raise InternalError("the compiled model rejected the arguments it was "
                                    "compiled for")
        out: list[np.ndarray] = []
        computed = iter(results)
        for o in self.lowered.outputs:
            if o.constant is not None:
                out.append(o.constant.copy())
                continue
            r = next(computed)
            if o.flat_shape is not None:
                r = r.reshape(o.flat_shape)
            out.append(r.reshape(()) if o.ndim == 0 else r)
        return tuple(out)

    def example_inputs(self, batch: int = 1, seed: int = 0) -> list[np.ndarray]:
        """Random inputs of the model's shapes (every dynamic extent ``batch``): standard
        normal floats, small non-negative integers, random booleans."""
        rng = np.random.default_rng(seed)
        out = []
        for spec in self.inputs:
            shape = tuple(d if isinstance(d, int) else batch for d in spec.shape)
            if spec.dtype.startswith("float"):
                out.append(rng.standard_normal(shape).astype(spec.dtype))
            elif spec.dtype == "bool":
                out.append(rng.random(shape) < 0.5)
            else:
                out.append(rng.integers(0, 2, shape).astype(spec.dtype))
        return out

    def run(self, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
        """onnxruntime's spelling: inputs by name, outputs as a list in graph order."""
        return list(self(**feeds))

    def _bind(self, args: tuple, kwargs: dict) -> list[np.ndarray]:
        names = self.input_names
        if len(args) > len(names):
            raise ArgumentError(f"the model takes {len(names)} inputs ({', '.join(names)}), "
                                f"got {len(args)}")
        given = dict(zip(names, args, strict=False))
        for k, v in kwargs.items():
            if k not in names:
                raise ArgumentError(f"the model has no input {k!r} (inputs: "
                                    f"{', '.join(names)})")
            if k in given:
                raise ArgumentError(f"input {k!r} given twice")
            given[k] = v
        missing = [n for n in names if n not in given]
        if missing:
            raise ArgumentError(f"missing input(s) {', '.join(missing)}; the model takes "
                                f"{self._signature()}")
        sizes: dict[str, tuple[int, str]] = {}
        arrays = []
        for spec in self.lowered.inputs:
            a = given[spec.name]
            if not isinstance(a, np.ndarray):
                a = np.asarray(a)
            if str(a.dtype) != spec.dtype:
                raise ArgumentError(f"input {spec.name!r} must be {spec.dtype}, got {a.dtype} "
                                    f"(the model takes {self._signature()})")
            if a.ndim != len(spec.shape):
                raise ArgumentError(f"input {spec.name!r} must be {len(spec.shape)}-d "
                                    f"{_shape_text(spec.shape)}, got shape {a.shape}")
            for axis, (want, got) in enumerate(zip(spec.shape, a.shape, strict=True)):
                if isinstance(want, int):
                    if want != got:
                        raise ArgumentError(f"input {spec.name!r} must have shape "
                                            f"{_shape_text(spec.shape)}, got {a.shape}")
                elif want != "?":
                    seen = sizes.setdefault(want, (got, f"{spec.name}[{axis}]"))
                    if seen[0] != got:
                        raise ArgumentError(f"dimension {want!r} is {seen[0]} in {seen[1]} but "
                                            f"{got} in {spec.name}[{axis}]")
            a = np.ascontiguousarray(a)
            arrays.append(a.reshape(1) if a.ndim == 0 else a)
        return arrays

    def _signature(self) -> str:
        return ", ".join(f"{i.name}: {i.dtype}{_shape_text(i.shape)}" for i in self.inputs)


def _shape_text(shape: tuple[int | str, ...]) -> str:
    return "[" + ", ".join(str(d) for d in shape) + "]"


def compile_model(model: onnx.ModelProto | str | Path, *, num_threads: int | None = None,
                  recipe: Recipe | None = None, cache: bool = True,
                  boundscheck: bool | None = None, name: str = "model",
                  fusion: str = DEFAULT_FUSION) -> CompiledModel:
    """Lower ``model``, schedule it (the heuristic scheduler, or ``recipe``), build it (or load
    it from the cache) and return it bound to its weights. An unsupported operator or
    attribute raises ``UnsupportedOperatorError`` before anything is compiled.

    ``fusion`` (one of ``"none"``, ``"fold"``, ``"epilogue"``, ``"residual"``,
    ``"producer"``, each level including the ones before it; see
    :mod:`loopcraft.schedule.graph_fusion`): how much is fused across operators --
    per-channel maps folded into convolutions' weights, epilogues into the products and
    convolutions, skip Adds into the convolutions, producer-consumer nests into one pass. A given
    ``recipe`` replaces the scheduler's steps, so then only the folding depends on it."""
    if num_threads is not None:
        resolve_num_threads(num_threads)  # validates it
    check_fusion(fusion)
    timings: dict[str, float] = {}
    t0 = time.perf_counter()
    lowered = lower_model(model, name, fold=fuses(fusion, "fold"),
                          epilogues=fuses(fusion, "epilogue"))
    timings["lower"] = time.perf_counter() - t0
    if boundscheck is None:
        boundscheck = config.boundscheck
    if lowered.program is None:
        return CompiledModel(lowered, None, Recipe(), None, "", boundscheck, num_threads,
                             timings)
    built = schedule_and_build(lowered.program, recipe, use_cache=cache,
                               boundscheck=boundscheck, timings=timings, by_operator=True,
                               fusion=fusion)
    return CompiledModel(lowered, built.program, built.recipe, built.module, built.key,
                         boundscheck, num_threads, timings, built.params, fusion)
