"""The artifact cache: a clear error for an unusable directory, an LRU size limit, and entries
that vanish under a reader are plain misses."""

from __future__ import annotations

import os
import warnings
from pathlib import Path

import pytest

from loopcraft import config as lc_config
from loopcraft.errors import ConfigError
from loopcraft.pipeline import cache
from loopcraft.target import toolchain
from runtime_helpers import c_source


def _entry(root: Path, key: str) -> Path:
    return root / key[:2] / key


def _entry_bytes(root: Path, key: str) -> int:
    return sum(f.stat().st_size for f in _entry(root, key).iterdir())


def test_a_cache_dir_that_is_a_file_names_the_variable(tmp_path: Path) -> None:
    not_a_dir = tmp_path / "file"
    not_a_dir.write_text("")
    with lc_config.patch(cache_dir=str(not_a_dir)):
        with pytest.raises(ConfigError, match="LOOPCRAFT_CACHE_DIR") as info:
            cache.get_or_build(cache.cache_key("file-root"), c_source())
    assert str(not_a_dir) in str(info.value)


def test_least_recently_used_entries_go_when_the_cache_is_full(cache_dir: Path) -> None:
    keys = [cache.cache_key(f"lru-{k}") for k in range(4)]
    cache.get_or_build(keys[0], c_source(0))
    one = _entry_bytes(cache_dir, keys[0])
    with lc_config.patch(cache_max_bytes=int(3.5 * one)):
        for k in (1, 2):
            cache.get_or_build(keys[k], c_source(k))
        for k, used in enumerate((300.0, 100.0, 200.0)):  # keys[1] is the least recent
            os.utime(_entry(cache_dir, keys[k]) / "meta.json", (used, used))
        cache.get_or_build(keys[3], c_source(3))  # 4 entries > 3.5: down to 3/4 of the limit
    kept = {k for k in range(4) if _entry(cache_dir, keys[k]).exists()}
    assert kept == {0, 3}
    assert int((cache_dir / "size-ledger").read_text()) == sum(
        _entry_bytes(cache_dir, keys[k]) for k in kept)
    assert cache.cache_stats()["entries"] == 2


def test_a_disk_hit_counts_as_a_use(cache_dir: Path) -> None:
    key = cache.cache_key("touched")
    cache.get_or_build(key, c_source())
    meta = _entry(cache_dir, key) / "meta.json"
    os.utime(meta, (1.0, 1.0))
    cache.clear_cache(disk=False)
    cache.get_or_build(key, c_source())
    assert meta.stat().st_mtime > 1.0


def test_an_entry_removed_under_a_reader_is_a_plain_miss(cache_dir: Path) -> None:
    key = cache.cache_key("removed")
    cache.get_or_build(key, c_source(5))
    cache.clear_cache(disk=False)
    assert cache._remove_entry(_entry(cache_dir, key))  # as a concurrent eviction would
    before = toolchain.compile_count
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert cache.get_or_build(key, c_source(5)).answer() == 5
    assert toolchain.compile_count == before + 1


def test_a_schedule_memo_entry_ages_by_its_own_file(cache_dir: Path) -> None:
    """The evictor ranks a memo entry by its file's mtime (touched on each hit), not as the
    oldest of all, which would make every eviction throw the memo away first."""
    from loopcraft.pipeline import schedule_memo
    from loopcraft.transform import Recipe

    key = cache.cache_key("memo-recency")
    schedule_memo.store(key, schedule_memo.MemoEntry("0" * 64, Recipe(), ("x",)))
    memo = _entry(cache_dir, key) / cache.MEMO_FILE
    os.utime(memo, (500.0, 500.0))
    assert [used for used, _, path in cache._entries(cache_dir) if path.name == key] == [500.0]
    assert schedule_memo.lookup(key) == schedule_memo.MemoEntry("0" * 64, Recipe(), ("x",))
    assert memo.stat().st_mtime > 500.0  # the hit touched it
