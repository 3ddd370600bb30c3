"""``loopcraft.jit``: the callable users get, with one compiled specialization per signature.

Why a fast path: the last-used specialization's C entry point validates the arguments itself
and returns ``NotImplemented`` on any mismatch, so a repeated call costs one C call; only a new
signature pays for Python-side signature computation (and, once, for compilation).
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import linecache
import time
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np

from ..codegen.bounds import instrument
from ..config import check_jit_options, config
from ..errors import ArgumentError, InternalError, LoopcraftError, PerformanceWarning
from ..frontend.python.lower import ArgSpec, lower_function
from ..frontend.python.source import get_source, remember_source
from ..ir import nodes as ir
from ..ir.evaluate import extent_value
from ..ir.printer import format_program
from ..pipeline import (
    Specialization,
    SpecializedCall,
    build_program,
    compile_program,
    weak_flags,
)
from ..target import toolchain
from ..target.threads import resolve_num_threads, thread_request
from ..transform import Recipe
from .tracebacks import hide_internal_frames

__all__ = ["jit", "JitFunction"]

_SUPPORTED = ir.DTYPES


class JitFunction:
    """A Python function compiled on first call for each argument signature."""

    #: how the front end recognises a call to a compiled function (it inlines ``py_func``)
    __loopcraft_jit__ = True

    def __init__(self, py_func: Callable, num_threads: int | None = None,
                 cache: bool = True, recipe: Recipe | None = None,
                 tune: str | None = None, boundscheck: bool | None = None) -> None:
        if not inspect.isfunction(py_func):
            raise TypeError(f"loopcraft.jit expects a Python function, got {py_func!r}")
        if recipe is not None and not isinstance(recipe, Recipe):
            raise TypeError(f"recipe= expects a loopcraft.Recipe, got {recipe!r}")
        check_jit_options(num_threads=num_threads, cache=cache, tune=tune,
                          boundscheck=boundscheck)
        if tune is not None and recipe is not None:
            raise ValueError("give recipe= or tune=, not both")
        #: check every element index (None: ``config.boundscheck`` when compiling)
        self.boundscheck = boundscheck
        #: "transfer": each new specialization is first tuned by transfer (see _transfer)
        self.tune = tune
        #: the recipe transfer tuning chose per specialization (None: nothing was better)
        self._tuned: dict[tuple[ArgSpec, ...], Recipe | None] = {}
        self.py_func = py_func
        self.num_threads = num_threads
        self.cache = cache
        #: a fixed recipe for every specialization (None: the heuristic scheduler decides)
        self.fixed_recipe = recipe
        self._signature = inspect.signature(py_func)
        remember_source(py_func)
        self._specs: dict[tuple[ArgSpec, ...], Specialization] = {}
        self._fast: Callable[..., Any] | None = None
        #: the specialization ``_fast`` runs (whose program places a failed bounds check)
        self._fast_spec: Specialization | None = None
        self._compilations = 0
        #: C compiler runs made while building this function's specializations (not a cache hit)
        self._compiler_invocations = 0
        functools.update_wrapper(self, py_func)

    def __repr__(self) -> str:
        return f"<loopcraft.jit {self.py_func.__module__}.{self.py_func.__qualname__}>"

    # ------------------------------------------------------------------ calling
    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        fast = self._fast
        try:
            if fast is not None and not kwargs:
                result = fast(*args)
                if result is not NotImplemented:
                    return result
            return self._call_slow(args, kwargs)
        except IndexError as exc:
            if hasattr(exc, "loopcraft_site"):
                raise self._located(exc) from None
            raise
        except LoopcraftError as exc:
            hide_internal_frames(exc)
            raise  # loopcraft's frames are hidden (LOOPCRAFT_TRACEBACK=full shows them)

    def _located(self, exc: IndexError) -> IndexError:
        """A bounds check's IndexError with the user's source line added (the compiled
        module knows the array, index, value and extent; the program knows the line)."""
        site = int(exc.loopcraft_site)  # type: ignore[attr-defined]
        spec = self._fast_spec
        if spec is None:
            return exc
        _, sites = instrument(spec.program)
        line = sites[site].line if 0 <= site < len(sites) else 0
        if not line:
            return exc
        filename = inspect.getsourcefile(self.py_func) or "<unknown>"
        text = linecache.getline(filename, line).strip()
        located = IndexError(f"{exc}\n  File \"{filename}\", line {line}, in "
                             f"{self.__name__}\n    {text}")
        located.loopcraft_site = site  # type: ignore[attr-defined]
        return located

    def _call_slow(self, args: tuple, kwargs: dict) -> Any:
        args = self._bind(args, kwargs)
        args, specs = self._specs_for(args)
        self._transfer(specs, args)
        spec = self._specialize(self._with_unit_axes(specs, args))
        # this function's thread count travels with every call: the module may be shared
        self._fast_spec = spec
        self._fast = functools.partial(spec.module.run_threads,
                                       thread_request(self.num_threads))
        result = self._fast(*args)
        if result is NotImplemented:
            raise InternalError(
                f"compiled {self.__name__} rejected the arguments it was compiled for "
                f"({_describe_specs(specs)})")
        return result

    def _bind(self, args: tuple, kwargs: dict) -> tuple:
        if any(p.kind not in (p.POSITIONAL_OR_KEYWORD, p.POSITIONAL_ONLY)
               for p in self._signature.parameters.values()):
            src = get_source(self.py_func)
            raise src.error(src.tree, "compiled functions cannot take *args, **kwargs or "
                            "keyword-only parameters", hint="use plain positional parameters")
        try:
            bound = self._signature.bind(*args, **kwargs)
        except TypeError as exc:
            raise ArgumentError(f"{self.__name__}{self._signature}: {exc}") from None
        given = set(bound.arguments)
        bound.apply_defaults()
        values = list(bound.arguments.values())
        # trailing parameters left out whose defaults are None, strings or tuples: compile-time
        # constants of the lowering (frontend/python/lowerer.py), not arguments of the module
        params = list(self._signature.parameters.values())
        while values and params[len(values) - 1].name not in given and \
                _constant_default(params[len(values) - 1].default):
            values.pop()
        return tuple(values)

    def _specs_for(self, args: tuple) -> tuple[tuple, tuple[ArgSpec, ...]]:
        out_args = list(args)
        specs = []
        names = list(self._signature.parameters)
        for k, a in enumerate(args):
            spec, replaced = self._spec_of(a, names[k])
            if replaced is not None:
                out_args[k] = replaced
            specs.append(spec)
        arrays = [k for k, a in enumerate(out_args) if isinstance(a, np.ndarray)]
        if any(np.may_share_memory(out_args[i], out_args[j])
               for n, i in enumerate(arrays) for j in arrays[n + 1:]):
            # overlapping arguments: a specialization that makes no disjointness assumption
            specs = [dataclasses.replace(s, aliased=True) if s.kind == "array" else s
                     for s in specs]
        return tuple(out_args), tuple(specs)

    def _spec_of(self, a: Any, name: str) -> tuple[ArgSpec, Any]:
        if isinstance(a, np.ndarray):
            dt = a.dtype
            if dt.name not in _SUPPORTED:
                raise self._arg_error(name, f"an array of dtype {dt}")
            if a.ndim > ir.MAX_NDIM:
                raise self._arg_error(name, f"a {a.ndim}-d array")
            if not dt.isnative:
                warnings.warn(f"{self.__name__}: argument {name!r} has non-native byte order; "
                              "loopcraft works on a copy (writes to it are not visible)",
                              PerformanceWarning, stacklevel=4)
                a = a.astype(dt.newbyteorder("="))
                return ArgSpec("array", a.dtype.name, a.ndim, "C"), a
            if a.flags.c_contiguous:
                return ArgSpec("array", dt.name, a.ndim, "C"), None
            if a.flags.aligned and all(s % dt.itemsize == 0 for s in a.strides):
                return ArgSpec("array", dt.name, a.ndim, "A"), None
            warnings.warn(f"{self.__name__}: argument {name!r} is misaligned; loopcraft works "
                          "on a contiguous copy (writes to it are not visible)",
                          PerformanceWarning, stacklevel=4)
            c = np.ascontiguousarray(a)
            return ArgSpec("array", dt.name, a.ndim, "C"), c
        if isinstance(a, bool):
            return ArgSpec("scalar", "bool", weak=True), None
        if isinstance(a, int):
            if not -(2**63) <= a < 2**63:
                raise self._arg_error(name, "an integer outside the int64 range")
            return ArgSpec("scalar", "int64", weak=True), None
        if isinstance(a, float) and type(a) is float:
            return ArgSpec("scalar", "float64", weak=True), None
        if type(a) is complex:
            return ArgSpec("scalar", "complex128", weak=True), None
        if isinstance(a, np.generic):
            if a.dtype.name not in _SUPPORTED:
                raise self._arg_error(name, f"a NumPy {a.dtype} scalar")
            return ArgSpec("scalar", a.dtype.name), None
        raise self._arg_error(name, type(a).__name__)

    def _arg_error(self, name: str, got: str) -> ArgumentError:
        return ArgumentError(
            f"{self.__name__}{self._signature}: argument {name!r} is {got}; compiled functions "
            "take NumPy arrays (bool, signed and unsigned integers of 8 to 64 bits, float16, "
            f"float32, float64, complex64 or complex128; 0 to {ir.MAX_NDIM} dimensions) and "
            "numbers (bool, int, float, complex or NumPy scalars of those dtypes)")

    # ------------------------------------------------------------------ compiling
    def _specialize(self, specs: tuple[ArgSpec, ...]) -> Specialization:
        spec = self._specs.get(specs)
        if spec is not None:
            return spec
        t0 = time.perf_counter()
        tuned = self._tuned.get(specs)
        program, recipe = None, None
        if tuned is not None:
            try:
                program, recipe = compile_program(self.py_func, specs, tuned)
            except LoopcraftError as exc:  # never worse than untuned: warn, use the default
                warnings.warn(f"{self.__name__}: the transferred recipe does not apply "
                              f"({exc}); the default recipe is used", RuntimeWarning,
                              stacklevel=4)
        if program is None or recipe is None:
            program, recipe = compile_program(self.py_func, specs, self.fixed_recipe)
        boundscheck = config.boundscheck if self.boundscheck is None else self.boundscheck
        before = toolchain.thread_compile_count()
        key, module = build_program(program, weak_flags(specs), use_cache=self.cache,
                                    boundscheck=boundscheck)
        self._compiler_invocations += toolchain.thread_compile_count() - before
        spec = Specialization(specs, program, key, module, time.perf_counter() - t0, recipe,
                              boundscheck)
        self._specs[specs] = spec
        self._compilations += 1
        return spec

    def _with_unit_axes(self, specs: tuple[ArgSpec, ...], args: tuple) -> tuple[ArgSpec, ...]:
        """Specs refined by the broadcast-deciding axes that are 1 in this call.

        The generic specialization (compiled first) tells which argument axes decide a
        broadcast; only a call with extent 1 on such an axis needs a specialization of its
        own, so other new sizes, 1 included, reuse the generic code.
        """
        refined = _unit_axes(self._specialize(specs).program, specs, args)
        return _settled(lambda s: self._specialize(s).program, refined, args)

    def _spec_for_args(self, args: tuple, kwargs: dict) -> Specialization:
        args, specs = self._specs_for(self._bind(args, kwargs))
        self._transfer(specs, args)
        return self._specialize(self._with_unit_axes(specs, args))

    def specialize(self, args: tuple, kwargs: dict | None = None, *,
                   compile: bool = True) -> SpecializedCall:
        """The call ``f(*args, **kwargs)`` bound to the specialization it runs, compiled (as
        a first call would compile it) unless ``compile=False``: the public view the tuner,
        ``explain`` and the benchmarks work through (see :class:`SpecializedCall`).

        With ``compile=False`` nothing is compiled: the signature's unit broadcast axes are
        read from the lowered program, and ``compiled`` is None."""
        args, specs = self._specs_for(self._bind(tuple(args), dict(kwargs or {})))
        compiled = None
        if compile:
            self._transfer(specs, args)
            compiled = self._specialize(self._with_unit_axes(specs, args))
            specs = compiled.args
            lowered = lower_function(self.py_func, specs)
        else:
            lowered = lower_function(self.py_func, specs)
            refined = _unit_axes(lowered, specs, args)
            if refined != specs:
                def lower(s: tuple[ArgSpec, ...]) -> ir.Program:
                    return lower_function(self.py_func, s)
                specs = _settled(lower, refined, args)
                lowered = lower_function(self.py_func, specs)
        boundscheck = (compiled.boundscheck if compiled is not None else
                       config.boundscheck if self.boundscheck is None else self.boundscheck)
        return SpecializedCall(self.__name__, args, specs, lowered,
                               resolve_num_threads(self.num_threads), self.cache, boundscheck,
                               compiled)

    def _transfer(self, specs: tuple[ArgSpec, ...], args: tuple) -> None:
        """With ``tune="transfer"``, on the first call of a specialization: transfer-tune it
        on these arguments (on copies) and keep the recipe found for it. Anything going
        wrong (no or a damaged database, no similar nest, a failed measurement) is at most a
        warning: the specialization then uses the default recipe."""
        if self.tune is None or specs in self._tuned or specs in self._specs:
            return
        self._tuned[specs] = None
        try:
            from ..tuning.api import open_recipe_db, tune

            db, _ = open_recipe_db(None)  # LOOPCRAFT_DB: a file, or a server and its cache
            if db is None:
                return
            with db:
                plain = JitFunction(self.py_func, num_threads=self.num_threads,
                                    cache=self.cache, boundscheck=self.boundscheck)
                res = tune(plain, *args, strategy="transfer", budget=3, db=db)
            if res.improved:
                self._tuned[specs] = res.recipe
        except Exception as exc:  # noqa: BLE001 - tuning must never break the user's call
            warnings.warn(f"{self.__name__}: transfer tuning failed ({type(exc).__name__}: "
                          f"{exc}); the default recipe is used", RuntimeWarning, stacklevel=4)

    # ------------------------------------------------------------------ inspection
    def inspect_ir(self, *args: Any, **kwargs: Any) -> str:
        """The IR text of the specialization for these arguments (compiling it if needed)."""
        return format_program(self._spec_for_args(args, kwargs).program)

    def inspect_c(self, *args: Any, **kwargs: Any) -> str:
        """The generated C of the specialization for these arguments."""
        return self._spec_for_args(args, kwargs).c_source

    def stats(self) -> dict[str, Any]:
        """Counters of this object: ``compilations`` (specializations built),
        ``compiler_invocations`` (of those, how many ran the C compiler rather than loading a
        cached module) and ``compile_seconds`` per specialization."""
        return {
            "compilations": self._compilations,
            "specializations": len(self._specs),
            "compiler_invocations": self._compiler_invocations,
            "compile_seconds": [s.compile_seconds for s in self._specs.values()],
        }

    @property
    def specializations(self) -> list[Specialization]:
        return list(self._specs.values())

    # ------------------------------------------------------------------ recipes
    def recipe(self, *args: Any, **kwargs: Any) -> Recipe:
        """The recipe that schedules the specialization for these arguments (compiling it if
        needed): the heuristic scheduler's, or the one given to :meth:`with_recipe`."""
        return self._spec_for_args(args, kwargs).recipe

    def with_recipe(self, recipe: Recipe) -> JitFunction:
        """A new compiled function that schedules every specialization with ``recipe``.

        An illegal step raises its :class:`~loopcraft.errors.ScheduleError` when the first
        call compiles (the program depends on the argument types).
        """
        return JitFunction(self.py_func, num_threads=self.num_threads, cache=self.cache,
                           recipe=recipe, boundscheck=self.boundscheck)

    def tuned_recipe(self, *args: Any, **kwargs: Any) -> Recipe | None:
        """With ``tune="transfer"``: the recipe transfer tuning chose for these arguments'
        specialization (None when nothing beat the default, or not tuned yet)."""
        args = self._bind(args, kwargs)
        _, specs = self._specs_for(args)
        return self._tuned.get(specs)

    def lowered(self, *args: Any, **kwargs: Any) -> ir.Program:
        """The frontend's program for these arguments, before any recipe step. Nothing is
        scheduled or compiled (a register-blocked product costs seconds of both)."""
        return self.specialize(args, kwargs, compile=False).lowered


def _unit_axes(program: ir.Program, specs: tuple[ArgSpec, ...], args: tuple
               ) -> tuple[ArgSpec, ...]:
    """``specs`` with each array's broadcast-deciding axes (``program``'s) that are 1 in
    ``args`` as its ``unit_axes``, and the program's broadcast-deciding derived extents that
    are 1 in ``args`` as the first spec's ``unit_extents``."""
    refined = list(specs)
    for k, (p, a) in enumerate(zip(program.params, args, strict=True)):
        if isinstance(p, ir.ArrayParam) and p.broadcast_axes:
            unit = tuple(ax for ax in p.broadcast_axes if a.shape[ax] == 1)
            if unit:
                refined[k] = dataclasses.replace(specs[k], unit_axes=unit)
    if program.broadcast_extents:
        arrays = {p.name: a for p, a in zip(program.params, args, strict=True)
                  if isinstance(p, ir.ArrayParam)}
        scalars = {p.name: a for p, a in zip(program.params, args, strict=True)
                   if isinstance(p, ir.ScalarParam)}

        def dims(name: str, axis: int) -> int:
            return arrays[name].shape[axis]
        known = refined[0].unit_extents  # kept first: the key does not depend on the order
        unit_extents = tuple(dict.fromkeys((*known, *(
            e for e in program.broadcast_extents if extent_value(e, dims, scalars) == 1))))
        if unit_extents != known:
            refined[0] = dataclasses.replace(refined[0], unit_extents=unit_extents)
    return tuple(refined)


def _settled(program_of: Callable[[tuple[ArgSpec, ...]], ir.Program],
             specs: tuple[ArgSpec, ...], args: tuple) -> tuple[ArgSpec, ...]:
    """``specs`` refined until the program ``program_of`` them assumes what ``args`` are.

    Why more than one step: a specialization that makes an extent 1 can meet broadcasts the
    generic program never reached (a shape built from that extent), whose deciding extents
    the specialized program records; the entry point of each checks all of its premises, so
    the call must land on one whose every premise holds. Each step only adds unit axes or
    extents (a program's ``broadcast_extents`` include its ``unit_extents``), so a few steps
    settle it."""
    for _ in range(4):
        if not any(s.unit_axes or s.unit_extents for s in specs):
            return specs
        refined = _unit_axes(program_of(specs), specs, args)
        if refined == specs:
            return specs
        specs = refined
    raise InternalError("the broadcast specializations of a call did not settle")


def _constant_default(v: Any) -> bool:
    """Whether a default is a constant that is not a number: None, a string, or a tuple of
    constants (numbers included)."""
    if v is None or isinstance(v, str):
        return True
    return isinstance(v, tuple) and all(
        _constant_default(x) or (isinstance(x, int | float) and not isinstance(x, bool))
        for x in v)


def _describe_specs(specs: tuple[ArgSpec, ...]) -> str:
    return ", ".join(
        f"{s.ndim}-d {s.dtype} ({s.layout})" if s.kind == "array" else s.dtype for s in specs)


def jit(func: Callable | None = None, *, num_threads: int | None = None,
        cache: bool = True, recipe: Recipe | None = None, tune: str | None = None,
        boundscheck: bool | None = None) -> Any:
    """Compile ``func`` to native code on first call: ``@jit``, ``@jit(num_threads=2)``,
    ``@jit(recipe=Recipe([...]))`` (a fixed schedule instead of the heuristic one),
    ``@jit(tune="transfer")`` (each new specialization first reuses, if measured faster, a
    recipe adapted from similar nests in the recipe database; see ``docs/tuning.md``),
    ``@jit(boundscheck=False)`` (no index checks: an out-of-bounds index is undefined
    behaviour, as in C and Numba; default ``LOOPCRAFT_BOUNDSCHECK``, on).
    Options are checked here, before any function is given (:class:`ConfigError`)."""
    check_jit_options(num_threads=num_threads, cache=cache, tune=tune, boundscheck=boundscheck)
    if func is None:
        return lambda f: JitFunction(f, num_threads=num_threads, cache=cache, recipe=recipe,
                                     tune=tune, boundscheck=boundscheck)
    return JitFunction(func, num_threads=num_threads, cache=cache, recipe=recipe, tune=tune,
                       boundscheck=boundscheck)
