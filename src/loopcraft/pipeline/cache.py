"""The on-disk artifact cache: compile each distinct kernel once per machine, not once per process.

Layout: ``<cache_dir>/<key[:2]>/<key>/`` holds ``module.c`` (always kept, for users and for
compiler errors), ``module.so`` and ``meta.json`` (the .so's sha256 and size, its key, the
compiler that built it, when it was built). An entry is valid only if meta.json matches the .so
byte for byte, so a torn or tampered file is never handed to ``dlopen`` (which could crash the
process instead of raising).

The compiler is not part of the key but checked against meta.json when an entry loads: a hit then
needs no compiler (a warm cache works on a machine without one), while an entry built by another
compiler than the installed one is a miss and is rebuilt.

Concurrency: builds of one key are serialized by ``<entry>.lock`` (a file lock, across processes)
and a thread lock (within one). Files are written to a temporary name and ``os.replace``-d into
place, so a reader sees either the old complete file or the new complete one; a process that
already mapped an old .so keeps its (unlinked) inode.

Size limit: ``config.cache_max_bytes``, least recently used first out. Recency is meta.json's
mtime (touched when a process first loads the entry from disk), or a schedule memo entry's
``MEMO_FILE`` mtime (touched on each hit). To avoid a directory scan on
every build, a ledger file holds the running total; a build adds its entry's bytes, and only
when the total passes the limit are the entries scanned (which also corrects the ledger) and the
oldest removed until the cache is down to 3/4 of the limit. An entry is removed by renaming it
away (atomic) under its build lock, skipped if someone holds that lock; a reader racing the
removal sees a plain miss and rebuilds.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib.metadata
import json
import os
import re
import secrets
import shutil
import sys
import sysconfig
import tempfile
import threading
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

import filelock
import numpy

from loopcraft.config import config
from loopcraft.errors import CompilerError, ConfigError
from loopcraft.target import hardware, toolchain

__all__ = ["cache_key", "module_name_for", "get_or_build", "load", "clear_cache", "cache_stats",
           "atomic_write", "make_dirs", "touch", "MEMO_FILE", "LinkFlags", "KERNELS_DIR",
           "loopcraft_version"]

_C, _SO, _META = "module.c", "module.so", "meta.json"
#: the file of a schedule memo entry (:mod:`.schedule_memo`), an entry of its own in this layout
MEMO_FILE = "schedule.json"
#: the running total of the entries' bytes, and the lock that guards it and eviction
_LEDGER, _LEDGER_LOCK = "size-ledger", "size-ledger.lock"
#: eviction stops at this fraction of the limit, so the next builds need no new scan
_EVICT_TO = 0.75
_SHARD = re.compile(r"[0-9a-f]{2}")
#: the kernel libraries' folder (:mod:`.kernel_library`); cleared with the entries, never evicted
#: on its own (modules of live entries link against its files)
KERNELS_DIR = "kernels"

#: ``(source, root) -> linker inputs`` for a module's source (see :func:`get_or_build`)
LinkFlags = Callable[[str, Path], Sequence[str]]
_PACKAGE_DIR = Path(__file__).resolve().parents[1]

#: Modules loaded by this process, by key: a second dlopen of the same code gains nothing.
_loaded: dict[str, ModuleType] = {}
_key_locks: dict[str, threading.Lock] = {}
_key_locks_guard = threading.Lock()


@functools.cache
def loopcraft_version() -> str:
    """The installed distribution's version, or ``"0+unknown"`` when running from a checkout.

    Memoized: every cache key asks, and reading the distribution's metadata costs ~1.5 ms
    (5,480 calls were 17 s of a profiled test run)."""
    try:
        return importlib.metadata.version("loopcraft")
    except importlib.metadata.PackageNotFoundError:
        return "0+unknown"


@functools.cache
def _source_fingerprint() -> str:
    """Hash of the sources that turn IR into a binary (codegen, pipeline, driver and target).

    The version string alone does not change while developing (checkouts and editable installs),
    yet every edit to codegen may change what a key compiles to. Stages before codegen need no
    fingerprint: their output, the IR text, is itself part of the key.
    """
    h = hashlib.sha256()
    paths = [p for d in ("codegen", "pipeline", "driver", "target")
             for p in (_PACKAGE_DIR / d).rglob("*")]
    for path in sorted(paths):
        if path.suffix in (".py", ".c", ".h") and "__pycache__" not in path.parts:
            h.update(path.relative_to(_PACKAGE_DIR).as_posix().encode() + b"\0")
            h.update(path.read_bytes())
    return h.hexdigest()


@functools.cache
def _numpy_abi() -> str:
    try:
        from numpy._core._multiarray_umath import _get_ndarray_c_version
    except ImportError:  # pragma: no cover - NumPy moved its private module
        return "?"
    return hex(_get_ndarray_c_version())


def _key_parts() -> list[tuple[str, str]]:
    """Everything besides the IR and the compiler (see :func:`_built_by_another_compiler`) that
    decides which machine code a key stands for."""
    return [
        ("cflags", config.cflags),
        ("fixed_flags", " ".join(toolchain.FIXED_FLAGS + toolchain.vector_math_flags()
                                 + toolchain.blas_flags())),
        ("cpu_features", " ".join(hardware.cpu_features())),
        ("cpu_model", hardware.cpu_model()),  # -march=native also tunes for the model
        ("loopcraft", loopcraft_version()),
        ("loopcraft_source", _source_fingerprint()),
        ("python", f"{sys.version} {sysconfig.get_config_var('SOABI')}"),
        ("numpy", f"{numpy.__version__} abi={_numpy_abi()}"),
    ]


def cache_key(ir_text: str, *extra: str) -> str:
    """Hex sha256 naming the artifact for ``ir_text`` (plus ``extra``, e.g. the schedule recipe).

    Each part is hashed with its name and length, so no two different inputs can concatenate to
    the same bytes (``("ab", "c")`` and ``("a", "bc")`` get different keys).
    """
    h = hashlib.sha256()
    parts = [("ir", ir_text), *(("extra", e) for e in extra), *_key_parts()]
    for name, value in parts:
        data = value.encode()
        h.update(f"{name}:{len(data)}:".encode())
        h.update(data)
    return h.hexdigest()


def module_name_for(key: str) -> str:
    """The extension's module name (its C code must define ``PyInit_<this>``)."""
    return "lc_" + key[:24]


def _entry_dir(key: str) -> Path:
    return Path(config.cache_dir) / key[:2] / key


def make_dirs(path: Path) -> None:
    """``mkdir -p`` below the cache root, with an error that names the setting when the root
    (or a folder in it) is a file rather than the raw ``NotADirectoryError``."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (NotADirectoryError, FileExistsError) as e:
        raise ConfigError(
            f"the artifact cache directory LOOPCRAFT_CACHE_DIR (cache_dir) = "
            f"{config.cache_dir!r} cannot be used: {e.strerror}: {e.filename!r}; point it at "
            "a directory (created if missing)") from None


def _entries(root: Path) -> list[tuple[float, int, Path]]:
    """``(last use, bytes, path)`` of every entry under ``root``; vanishing ones are skipped."""
    found = []
    for shard in root.iterdir() if root.is_dir() else ():
        if not (_SHARD.fullmatch(shard.name) and shard.is_dir()):
            continue
        for entry in shard.iterdir():
            if entry.name.startswith(".") or not entry.is_dir():
                continue
            try:
                size = sum(f.stat().st_size for f in entry.iterdir())
                used = next((f.stat().st_mtime for f in (entry / _META, entry / MEMO_FILE)
                             if f.exists()), 0.0)
            except OSError:  # removed meanwhile
                continue
            found.append((used, size, entry))
    return found


def _remove_entry(entry: Path) -> bool:
    """Delete an entry unless it is being built; atomic for readers (renamed away first)."""
    try:
        with filelock.FileLock(entry.with_name(entry.name + ".lock"), timeout=0):
            doomed = entry.with_name(f".evicted-{entry.name}-{secrets.token_hex(4)}")
            os.replace(entry, doomed)
    except (filelock.Timeout, OSError):
        return False
    shutil.rmtree(doomed, ignore_errors=True)
    return True


def _account(entry: Path) -> None:
    """Add a just-built entry to the ledger and evict least recently used entries (never this
    one) when the total passes ``config.cache_max_bytes``."""
    limit = config.cache_max_bytes
    root = Path(config.cache_dir)
    try:
        added = sum(f.stat().st_size for f in entry.iterdir())
    except OSError:
        return
    ledger = root / _LEDGER
    with filelock.FileLock(root / _LEDGER_LOCK):
        try:
            total = int(ledger.read_text()) + added
        except (OSError, ValueError):  # first build, or a damaged ledger: count once
            total = sum(size for _, size, _ in _entries(root))
        if limit and total > limit:
            entries = sorted(_entries(root))
            total = sum(size for _, size, _ in entries)
            for _, size, path in entries:
                if total <= limit * _EVICT_TO:
                    break
                if path != entry and _remove_entry(path):
                    total -= size
        atomic_write(ledger, str(total).encode())


def atomic_write(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def _built_by_another_compiler(meta: dict) -> bool:
    """Whether the entry of ``meta`` was built by a compiler other than the configured one.

    Without the configured compiler (not installed, or ``CC`` naming nothing) there is nothing to
    compare with and nothing to rebuild with, so any built entry is used.
    """
    current = toolchain.installed_compiler_identity()
    return current is not None and meta.get("compiler") != current


def _load_entry(entry: Path, key: str) -> tuple[ModuleType | None, str | None]:
    """Load a valid entry, else ``(None, why it is corrupt)``; why is None for a plain miss.

    A directory holding only module.c (a build that failed or is in progress) is a plain miss,
    and so is an entry built by another compiler (it is rebuilt, without a warning).
    """
    so_path, meta_path = entry / _SO, entry / _META
    if not meta_path.exists():
        return None, ("module.so has no meta.json" if so_path.exists() else None)
    try:
        meta = json.loads(meta_path.read_bytes())
        if not isinstance(meta, dict) or meta.get("key") != key:
            raise ValueError("not this key's metadata")
        expected_hash, expected_size = meta["sha256"], meta["size"]
        data = so_path.read_bytes()
    except (OSError, ValueError, KeyError) as e:
        return None, f"unreadable entry ({type(e).__name__}: {e})"
    if len(data) != expected_size or hashlib.sha256(data).hexdigest() != expected_hash:
        return None, "module.so does not match the sha256 in meta.json"
    if _built_by_another_compiler(meta):
        return None, None
    try:
        return toolchain.load_extension(so_path, module_name_for(key)), None
    except Exception as e:  # any failure inside dlopen/PyInit means the artifact is unusable
        return None, f"module.so failed to load ({type(e).__name__}: {e})"


def _build(entry: Path, key: str, make_c_source: Callable[[str], str],
           link_flags: LinkFlags | None, root: Path) -> ModuleType:
    """Write, compile, publish and load one entry. Callers hold the entry's lock."""
    name = module_name_for(key)
    c_path, so_path, meta_path = entry / _C, entry / _SO, entry / _META
    compiler = toolchain.compiler_identity()  # first: a missing compiler fails with its name
    entry.mkdir(parents=True, exist_ok=True)
    meta_path.unlink(missing_ok=True)
    source = make_c_source(name)
    atomic_write(c_path, source.encode())
    extra = link_flags(source, root) if link_flags is not None else ()
    tmp_so = entry / f".{_SO}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
    try:
        toolchain.compile_extension(c_path, tmp_so, extra)
        data = tmp_so.read_bytes()
        os.replace(tmp_so, so_path)
    finally:
        tmp_so.unlink(missing_ok=True)
    meta = {
        "key": key,
        "module": name,
        "sha256": hashlib.sha256(data).hexdigest(),
        "size": len(data),
        "compiler": compiler,
        "created": time.time(),
    }
    atomic_write(meta_path, json.dumps(meta, indent=1).encode())
    try:
        return toolchain.load_extension(so_path, name)
    except Exception as e:
        # Unpublish, so the next attempt is a clean miss rather than a "corrupt entry" warning.
        meta_path.unlink(missing_ok=True)
        so_path.unlink(missing_ok=True)
        raise CompilerError(
            f"compiled module {so_path} failed to load: {e}\ngenerated C kept at: {c_path}",
            c_path=str(c_path),
        ) from e


def touch(entry: Path, name: str = _META) -> None:
    """Mark the entry used now (its LRU position: the mtime of its ``name``, meta.json or a
    memo entry's file); a vanished entry needs no mark."""
    with contextlib.suppress(OSError):
        os.utime(entry / name)


def _get_or_build_on_disk(key: str, make_c_source: Callable[[str], str],
                          link_flags: LinkFlags | None) -> ModuleType:
    entry = _entry_dir(key)
    module, _ = _load_entry(entry, key)  # lock-free fast path; problems are re-judged below
    if module is not None:
        touch(entry)
        return module
    make_dirs(entry.parent)
    with filelock.FileLock(entry.with_name(entry.name + ".lock")):
        # Another process may have built it while we waited; only now, with no builder running,
        # is an incomplete entry really corrupt rather than half-written.
        module, problem = _load_entry(entry, key)
        if module is not None:
            touch(entry)
            return module
        if problem is not None:
            warnings.warn(
                f"loopcraft: ignoring corrupt cache entry {entry}: {problem}; rebuilding",
                RuntimeWarning,
                stacklevel=3,
            )
        module = _build(entry, key, make_c_source, link_flags, Path(config.cache_dir))
    _account(entry)
    return module


def get_or_build(key: str, make_c_source: Callable[[str], str],
                 link_flags: LinkFlags | None = None) -> ModuleType:
    """The loaded extension module for ``key``, compiling ``make_c_source(module_name)`` if needed.

    ``link_flags(source, root)``: more linker inputs for that source (the kernel libraries it
    calls, kept under ``root``, the cache directory).

    Order: this process's memo, then the disk cache, then a build. With ``config.disable_cache``
    every call builds afresh in a new temporary directory (kept, like every generated C file) and
    neither the memo nor the cache directory is read or written.
    Raises :class:`CompilerError` (its ``c_path`` exists) when the compiler rejects the source.
    """
    if config.disable_cache:
        tmp = Path(tempfile.mkdtemp(prefix="loopcraft-"))
        return _build(tmp, key, make_c_source, link_flags, tmp)
    module = _loaded.get(key)
    if module is not None:
        return module
    with _key_locks_guard:
        key_lock = _key_locks.setdefault(key, threading.Lock())
    with key_lock:  # threads of one process: one builds, the others then take it from the memo
        module = _loaded.get(key)
        if module is None:
            module = _loaded[key] = _get_or_build_on_disk(key, make_c_source, link_flags)
    return module


def load(key: str) -> ModuleType | None:
    """The module for ``key`` if this process or the disk cache has it, else None (nothing is
    built: for callers that know a key but not the program, e.g. the schedule memo). An
    incomplete or corrupt entry is a silent miss here: without the build lock it may be one
    being written; the caller's build, through :func:`get_or_build`, judges it under the lock."""
    if config.disable_cache:
        return None
    module = _loaded.get(key)
    if module is not None:
        return module
    entry = _entry_dir(key)
    module, _ = _load_entry(entry, key)
    if module is None:
        return None
    touch(entry)
    return _loaded.setdefault(key, module)


def clear_cache(*, disk: bool = True) -> int:
    """Forget this process's loaded modules and (with ``disk``) delete the cached artifacts.

    Only loopcraft's two-hex-digit shard directories are removed, so a mistaken ``cache_dir``
    (say, a home directory) loses nothing else. Not safe while other processes are building.
    Returns the number of entries deleted.
    """
    _loaded.clear()
    root = Path(config.cache_dir)
    if not disk or not root.is_dir():
        return 0
    removed = 0
    for shard in root.iterdir():
        if shard.is_dir() and _SHARD.fullmatch(shard.name):
            removed += sum(1 for e in shard.iterdir() if e.is_dir())
            shutil.rmtree(shard, ignore_errors=True)
    shutil.rmtree(root / KERNELS_DIR, ignore_errors=True)
    for name in (_LEDGER, _LEDGER_LOCK):
        (root / name).unlink(missing_ok=True)
    return removed


def cache_stats() -> dict[str, object]:
    """The cache directory, its entry count and bytes (a scan: for ``loopcraft cache stats``,
    not for call paths) and the size limit."""
    entries = _entries(Path(config.cache_dir))
    return {"directory": config.cache_dir, "entries": len(entries),
            "bytes": sum(size for _, size, _ in entries), "max_bytes": config.cache_max_bytes}
