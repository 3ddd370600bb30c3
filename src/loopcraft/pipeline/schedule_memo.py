"""The schedule memo: from a front end's (unscheduled) program straight to its cached module.

Why: the artifact cache is keyed by the *scheduled* program, so a new process must run the
scheduler before it can even look a module up -- seconds to minutes for a whole network. The
memo keys what the user gave instead (the unscheduled program's text, the recipe or "the
heuristic's", and every option the schedule or the code depends on) and records what a load
needs: the module's cache key, the recipe that scheduled it and the scheduled program's
parameter names (the order the module takes its arguments in). A hit is then
hash -> read a small JSON file -> load the module.

Layout: a memo entry is a directory in the artifact cache's shard layout,
``<cache_dir>/<key[:2]>/<key>/schedule.json``, so ``clear_cache`` removes it and the size
limit may evict it like a module (its recency is that file's mtime, touched on every hit; a
lost memo entry costs one scheduling). Written with :func:`~.cache.atomic_write`. A missing
entry is a plain miss; an unreadable or inconsistent one is a miss with a warning, and is
overwritten by the next store. The module it names is loaded through the cache, which checks
the module's own integrity.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import re
import time
import warnings
from pathlib import Path
from types import ModuleType

from ..config import config
from ..ir import nodes as ir
from ..ir.printer import format_program
from ..schedule.graph_fusion import DEFAULT_FUSION
from ..target import hardware
from ..transform import Recipe
from . import cache
from .stages import build_program, schedule_program

__all__ = ["MemoEntry", "Built", "memo_key", "lookup", "store", "schedule_and_build"]

_FORMAT = 1
_HEX_KEY = re.compile(r"[0-9a-f]{64}")
_PACKAGE_DIR = Path(__file__).resolve().parents[1]
#: the folders whose sources decide what a program schedules to (codegen and the rest are in
#: the module's own key: see ``cache._source_fingerprint``)
_SCHEDULING_DIRS = ("schedule", "transform", "libops", "analysis", "ir")
#: and the files outside those folders that decide it too
_SCHEDULING_FILES = ("pipeline/operator_schedule.py",)


@dataclasses.dataclass(frozen=True)
class MemoEntry:
    """What a load needs: the module's cache key, the recipe that scheduled the program and the
    scheduled program's parameter names, in the order the module takes them."""

    module_key: str
    recipe: Recipe
    params: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Built:
    """A front end's program, compiled: the module and its key, the recipe that scheduled it,
    the parameter names the module takes (in order) and the scheduled program -- None when the
    memo made scheduling unnecessary (``recipe.apply`` on the unscheduled program rebuilds
    it)."""

    key: str
    module: ModuleType
    recipe: Recipe
    params: tuple[str, ...]
    program: ir.Program | None


@functools.cache
def _scheduler_fingerprint() -> str:
    """Hash of the sources the scheduler's output depends on: a memo entry made by another
    scheduler must not be used (the module's key covers only codegen and later stages)."""
    h = hashlib.sha256()
    paths = [p for d in _SCHEDULING_DIRS for p in (_PACKAGE_DIR / d).rglob("*.py")]
    paths += [_PACKAGE_DIR / f for f in _SCHEDULING_FILES]
    for path in sorted(paths):
        if "__pycache__" not in path.parts:
            h.update(path.relative_to(_PACKAGE_DIR).as_posix().encode() + b"\0")
            h.update(path.read_bytes())
    return h.hexdigest()


def memo_key(program_text: str, recipe: Recipe | None, boundscheck: bool,
             by_operator: bool = False, fusion: str = DEFAULT_FUSION) -> str:
    """The memo key of an unscheduled program (``format_program``'s text) scheduled with
    ``recipe`` (None: the heuristic scheduler, fusing up to ``fusion``, on the whole program
    or ``by_operator``) and built with ``boundscheck``.

    Besides those: the options and machine facts the heuristic reads (parallel threshold,
    libop implementation, cache sizes, vector width), the scheduler's sources, and everything
    :func:`.cache.cache_key` adds (compiler flags, CPU, loopcraft's codegen sources, Python,
    NumPy). The thread count is not in it: it is chosen per call, not compiled in.
    """
    caches = ",".join(f"{k}={v}" for k, v in sorted(hardware.cache_sizes().items()))
    return cache.cache_key(
        program_text, "schedule-memo",
        f"recipe={_recipe_text(recipe, by_operator, fusion)}",
        f"boundscheck={boundscheck}",
        f"parallel_threshold={config.parallel_threshold}",
        f"libop_impl={config.libop_impl}",
        f"caches={caches}", f"vector_bytes={hardware.vector_bytes()}",
        f"scheduler={_scheduler_fingerprint()}")


def _recipe_text(recipe: Recipe | None, by_operator: bool, fusion: str) -> str:
    if recipe is not None:
        return recipe.to_json()
    return f"heuristic{' by operator' if by_operator else ''} fusion={fusion}"


def _path(key: str) -> Path:
    return Path(config.cache_dir) / key[:2] / key / cache.MEMO_FILE


def _parse(data: bytes, key: str) -> MemoEntry:
    """The entry in ``data``, or ValueError/KeyError/TypeError naming what is wrong."""
    doc = json.loads(data)
    if not isinstance(doc, dict) or doc.get("format") != _FORMAT or doc.get("key") != key:
        raise ValueError("not this key's entry")
    module_key = doc["module_key"]
    if not (isinstance(module_key, str) and _HEX_KEY.fullmatch(module_key)):
        raise ValueError(f"module_key {module_key!r} is not a cache key")
    params = doc["params"]
    if not (isinstance(params, list) and all(isinstance(p, str) for p in params)):
        raise ValueError("params is not a list of names")
    return MemoEntry(module_key, Recipe.from_dict(doc["recipe"]), tuple(params))


def lookup(key: str) -> MemoEntry | None:
    """The entry under ``key``; None when there is none, or (with a warning) when it cannot be
    used. Never raises for a bad entry: the caller schedules as if there were none."""
    if config.disable_cache:
        return None
    path = _path(key)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        problem = f"{type(e).__name__}: {e}"
    else:
        try:
            entry = _parse(data, key)
            cache.touch(path.parent, cache.MEMO_FILE)
            return entry
        except Exception as e:  # any malformed content (JSON, fields, recipe steps) is a miss
            problem = f"{type(e).__name__}: {e}"
    warnings.warn(f"loopcraft: ignoring corrupt schedule memo entry {path}: {problem}; "
                  "scheduling again", RuntimeWarning, stacklevel=2)
    return None


def store(key: str, entry: MemoEntry) -> None:
    """Record ``entry`` under ``key`` (atomically; a later store of the same key replaces it)."""
    if config.disable_cache:
        return
    path = _path(key)
    doc = {"format": _FORMAT, "key": key, "module_key": entry.module_key,
           "recipe": entry.recipe.to_dict(), "params": list(entry.params)}
    cache.make_dirs(path.parent)
    cache.atomic_write(path, json.dumps(doc, indent=1, sort_keys=True).encode())


def schedule_and_build(program: ir.Program, recipe: Recipe | None = None, *,
                       use_cache: bool = True, boundscheck: bool | None = None,
                       timings: dict[str, float] | None = None,
                       by_operator: bool = False, fusion: str = DEFAULT_FUSION) -> Built:
    """:func:`.stages.schedule_program` then :func:`.stages.build_program`, skipped on a memo
    hit (the module is loaded by the key the memo recorded). ``timings`` (if given) receives
    the seconds of each stage run: ``hash`` and ``load`` on a hit; ``hash``, ``schedule`` and
    ``build`` otherwise (no ``hash`` without the cache). ``by_operator``: the heuristic
    schedules one operator at a time (:mod:`.operator_schedule`); ``fusion``: its fusion
    level (:mod:`loopcraft.schedule.graph_fusion`)."""
    timings = {} if timings is None else timings
    if boundscheck is None:
        boundscheck = config.boundscheck
    key = ""
    if use_cache and not config.disable_cache:
        t0 = time.perf_counter()
        key = memo_key(format_program(program), recipe, boundscheck, by_operator, fusion)
        timings["hash"] = time.perf_counter() - t0
        t0 = time.perf_counter()
        hit = lookup(key)
        module = cache.load(hit.module_key) if hit is not None else None
        if hit is not None and module is not None:
            timings["load"] = time.perf_counter() - t0
            return Built(hit.module_key, module, hit.recipe, hit.params, None)
    t0 = time.perf_counter()
    scheduled, used = schedule_program(program, recipe, by_operator, fusion)
    timings["schedule"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    module_key, module = build_program(scheduled, use_cache=use_cache, boundscheck=boundscheck)
    timings["build"] = time.perf_counter() - t0
    params = tuple(p.name for p in scheduled.params)
    if key:
        store(key, MemoEntry(module_key, used, params))
    return Built(module_key, module, used, params, scheduled)
