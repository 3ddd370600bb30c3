"""The precompiled runtime header: used by module builds, and a damaged one is rebuilt."""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import pytest

import loopcraft
from loopcraft.pipeline import cache, precompiled_header
from loopcraft.target import toolchain

pytestmark = pytest.mark.skipif(not toolchain.supports_precompiled_headers(),
                                reason="precompiled headers are built for GCC only")


def _plus_one(x):
    return x + 1.0


def _plus_two(x):
    return x + 2.0


def test_modules_include_the_precompiled_header(cache_dir: Path) -> None:
    flags = precompiled_header.include_flags(cache_dir)
    assert flags[0] == "-include"
    header = Path(flags[1])
    assert header.read_text() == precompiled_header.RUNTIME_PRELUDE
    assert header.with_name(header.name + ".gch").stat().st_size > 0
    np.testing.assert_array_equal(loopcraft.jit(_plus_one)(np.ones(3)), np.full(3, 2.0))


def test_a_damaged_precompiled_header_is_rebuilt(cache_dir: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    header = Path(precompiled_header.include_flags(cache_dir)[1])
    gch = header.with_name(header.name + ".gch")
    good = gch.read_bytes()
    gch.unlink()  # a new file: the old one may be a hard link shared with other caches
    gch.write_bytes(good[: len(good) // 2])  # GCC fails outright on a truncated one
    monkeypatch.setattr(precompiled_header, "_verified", set())  # a new process
    before = toolchain.compile_count
    with pytest.warns(RuntimeWarning, match="does not match its checksum"):
        np.testing.assert_array_equal(loopcraft.jit(_plus_two)(np.ones(3)), np.full(3, 3.0))
    assert toolchain.compile_count == before + 2  # the header again, then the module
    digest = gch.with_name(gch.name + ".sha256").read_text()
    assert hashlib.sha256(gch.read_bytes()).hexdigest() == digest


def _plus_three(x):
    return x + 3.0


def test_a_cleared_cache_gets_a_new_header(cache_dir: Path) -> None:
    """The header this process verified is gone with the cache: the next build makes it
    again instead of naming a missing file to the compiler."""
    np.testing.assert_array_equal(loopcraft.jit(_plus_two)(np.ones(3)), np.full(3, 3.0))
    cache.clear_cache()
    np.testing.assert_array_equal(loopcraft.jit(_plus_three)(np.ones(3)), np.full(3, 4.0))
