"""The artifact cache: hits, cross-process reuse, corruption recovery, failures, concurrency."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
import time
import warnings
from pathlib import Path

import pytest

from loopcraft import config as lc_config
from loopcraft.errors import CompilerError
from loopcraft.pipeline import cache
from loopcraft.target import toolchain
from runtime_helpers import c_source, child_result, spawn_child


def entry_of(root: Path, key: str) -> Path:
    return root / key[:2] / key


def test_build_then_memo_hit(cache_dir: Path) -> None:
    key = cache.cache_key("memo")
    before = toolchain.compile_count
    module = cache.get_or_build(key, c_source(42))
    assert module.answer() == 42 and toolchain.compile_count == before + 1
    assert module.__name__ == cache.module_name_for(key) == "lc_" + key[:24]

    def must_not_build(name: str) -> str:
        raise AssertionError("a memo hit must not generate C")

    assert cache.get_or_build(key, must_not_build) is module
    assert toolchain.compile_count == before + 1


def test_entry_layout_and_meta(cache_dir: Path) -> None:
    key = cache.cache_key("layout")
    cache.get_or_build(key, c_source())
    entry = entry_of(cache_dir, key)
    assert {p.name for p in entry.iterdir()} == {"module.c", "module.so", "meta.json"}
    meta = json.loads((entry / "meta.json").read_text())
    data = (entry / "module.so").read_bytes()
    assert meta["key"] == key and meta["size"] == len(data)
    assert meta["sha256"] == hashlib.sha256(data).hexdigest()
    assert meta["created"] <= time.time()
    assert "PyInit_" + cache.module_name_for(key) in (entry / "module.c").read_text()


def test_disk_hit_without_memo(cache_dir: Path) -> None:
    key = cache.cache_key("disk")
    cache.get_or_build(key, c_source(5))
    cache.clear_cache(disk=False)
    before = toolchain.compile_count
    assert cache.get_or_build(key, c_source(5)).answer() == 5
    assert toolchain.compile_count == before


def test_new_process_loads_without_compiling(cache_dir: Path) -> None:
    key = cache.cache_key("cross-process")
    cache.get_or_build(key, c_source(11))
    result = child_result(spawn_child(key, cache_dir, value=11))
    cache._source_fingerprint.cache_clear()  # as of now: colleagues may edit src/ during a run
    assert result == {"answer": 11, "compiles": 0, "probe_key": cache.cache_key("probe")}


@pytest.mark.parametrize("damage", ["flip", "truncate"])
def test_corrupt_so_warns_and_rebuilds(cache_dir: Path, damage: str) -> None:
    key = cache.cache_key("corrupt-so")
    cache.get_or_build(key, c_source(3))
    so = entry_of(cache_dir, key) / "module.so"
    data = bytearray(so.read_bytes())
    if damage == "flip":
        data[len(data) // 2] ^= 0xFF
    else:
        del data[len(data) // 3 :]
    # Replace, not rewrite in place: this process has the .so mapped, and scribbling over a
    # mapped library crashes whoever mapped it (no cache can prevent that).
    damaged = so.with_name("damaged")
    damaged.write_bytes(bytes(data))
    os.replace(damaged, so)
    cache.clear_cache(disk=False)
    before = toolchain.compile_count
    with pytest.warns(RuntimeWarning, match=f"corrupt cache entry {entry_of(cache_dir, key)}"):
        assert cache.get_or_build(key, c_source(3)).answer() == 3
    assert toolchain.compile_count == before + 1
    meta = json.loads((so.parent / "meta.json").read_text())
    assert meta["sha256"] == hashlib.sha256(so.read_bytes()).hexdigest()


@pytest.mark.parametrize(
    "meta_text", [None, "{not json", "[1, 2]", '{"key": "someone-else", "sha256": "", "size": 0}']
)
def test_bad_meta_warns_and_rebuilds(cache_dir: Path, meta_text: str | None) -> None:
    key = cache.cache_key("bad-meta")
    cache.get_or_build(key, c_source(4))
    meta = entry_of(cache_dir, key) / "meta.json"
    if meta_text is None:
        meta.unlink()
    else:
        meta.write_text(meta_text)
    cache.clear_cache(disk=False)
    before = toolchain.compile_count
    with pytest.warns(RuntimeWarning, match="corrupt cache entry"):
        assert cache.get_or_build(key, c_source(4)).answer() == 4
    assert toolchain.compile_count == before + 1
    assert json.loads(meta.read_text())["key"] == key


def test_unloadable_so_warns_and_rebuilds(cache_dir: Path) -> None:
    # Garbage whose meta.json matches: only the load itself can tell. (Never loaded in this
    # process before, so dlopen really reads it.)
    key = cache.cache_key("unloadable")
    entry = entry_of(cache_dir, key)
    entry.mkdir(parents=True)
    garbage = b"\x7fELF but not really"
    (entry / "module.so").write_bytes(garbage)
    meta = {"key": key, "sha256": hashlib.sha256(garbage).hexdigest(), "size": len(garbage),
            "compiler": toolchain.compiler_identity()}
    (entry / "meta.json").write_text(json.dumps(meta))
    with pytest.warns(RuntimeWarning, match="failed to load"):
        assert cache.get_or_build(key, c_source(6)).answer() == 6


def test_compiler_failure_keeps_c_and_later_recovers(cache_dir: Path) -> None:
    key = cache.cache_key("broken")
    with pytest.raises(CompilerError) as info:
        cache.get_or_build(key, c_source("syntax_error_here ;"))
    err = info.value
    c_path = Path(err.c_path)
    assert c_path.is_file() and "syntax_error_here" in c_path.read_text()
    assert "syntax_error_here" in str(err) and str(c_path) in str(err)
    assert {p.name for p in c_path.parent.iterdir()} == {"module.c"}  # no .so, no temp files
    # A failed build is not a corrupt entry: the next attempt is a plain, silent miss.
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert cache.get_or_build(key, c_source(8)).answer() == 8


def test_concurrent_processes_build_once(cache_dir: Path) -> None:
    key = cache.cache_key("race")
    start = time.time() + 1.5  # both children past their imports, then they race
    procs = [spawn_child(key, cache_dir, value=9, start=start) for _ in range(3)]
    results = [child_result(p) for p in procs]
    assert all(r["answer"] == 9 for r in results)
    assert sum(r["compiles"] for r in results) == 1  # the lock makes the others wait and reuse
    assert not [p for p in entry_of(cache_dir, key).iterdir() if p.name.endswith(".tmp")]


def test_concurrent_threads_build_once(cache_dir: Path) -> None:
    key = cache.cache_key("threads")
    before = toolchain.compile_count
    modules = []
    threads = [
        threading.Thread(target=lambda: modules.append(cache.get_or_build(key, c_source(2))))
        for _ in range(4)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(modules) == 4 and all(m is modules[0] for m in modules)
    assert toolchain.compile_count == before + 1


def test_key_covers_inputs() -> None:
    base = cache.cache_key("ir", "recipe")
    assert base == cache.cache_key("ir", "recipe")  # deterministic
    assert len(base) == 64
    assert cache.cache_key("ir2", "recipe") != base
    assert cache.cache_key("ir", "recipe2") != base
    assert cache.cache_key("ir") != base
    assert cache.cache_key("a", "bc") != cache.cache_key("ab", "c")
    with lc_config.patch(cflags=lc_config.config.cflags + " -funroll-loops"):
        assert cache.cache_key("ir", "recipe") != base
    with lc_config.patch(cc=lc_config.config.cc + " -m64"):
        # the compiler is checked against the entry when it loads, so a hit needs none
        assert cache.cache_key("ir", "recipe") == base


def test_disable_cache_builds_fresh_every_time(
    cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    key = cache.cache_key("nocache")
    before = toolchain.compile_count
    cache_files = sorted(cache_dir.rglob("*"))
    with lc_config.patch(disable_cache=True):
        first = cache.get_or_build(key, c_source(1))
        second = cache.get_or_build(key, c_source(1))
    assert first.answer() == second.answer() == 1
    assert toolchain.compile_count == before + 2
    assert first.__file__ != second.__file__
    assert all(Path(m.__file__).with_name("module.c").is_file() for m in (first, second))
    assert len(list((tmp_path / "tmp").iterdir())) == 2
    assert sorted(cache_dir.rglob("*")) == cache_files  # nothing written there


def test_clear_cache_removes_only_entries(cache_dir: Path) -> None:
    cache.get_or_build(cache.cache_key("clear"), c_source())
    (cache_dir / "tuning.db").write_text("not ours")
    assert cache.clear_cache() == 1
    assert [p.name for p in cache_dir.iterdir()] == ["tuning.db"]
