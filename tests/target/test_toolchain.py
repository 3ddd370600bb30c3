"""The compiler driver and loader, without the cache."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from loopcraft import config as lc_config
from loopcraft.errors import CompilerError
from loopcraft.target import toolchain
from runtime_helpers import c_source


def test_compiler_identity_names_version_and_path() -> None:
    ident = toolchain.compiler_identity()
    cc = lc_config.config.cc.split()[0]
    assert os.path.realpath(shutil.which(cc) or cc) in ident
    assert toolchain.compiler_identity() is ident  # memoized


def test_missing_compiler_is_a_compiler_error(tmp_path: Path) -> None:
    with lc_config.patch(cc="/nonexistent/bin/cc"):
        with pytest.raises(CompilerError, match="not found"):
            toolchain.compiler_identity()
        c_path = tmp_path / "m.c"
        c_path.write_text(c_source()("m"))
        with pytest.raises(CompilerError, match="cannot run") as info:
            toolchain.compile_extension(c_path, tmp_path / "m.so")
        assert info.value.c_path == str(c_path)


def test_compile_and_load(tmp_path: Path) -> None:
    c_path, so_path = tmp_path / "m.c", tmp_path / "m.so"
    c_path.write_text(c_source(7)("lc_toolchain_direct"))
    before = toolchain.compile_count
    toolchain.compile_extension(c_path, so_path)
    assert toolchain.compile_count == before + 1
    module = toolchain.load_extension(so_path, "lc_toolchain_direct")
    assert module.answer() == 7
    assert "-fwrapv" in toolchain.compile_command(c_path, so_path)


def test_compile_error_carries_output_and_c_path(tmp_path: Path) -> None:
    c_path = tmp_path / "bad.c"
    c_path.write_text(c_source("undeclared_thing +")("bad"))
    with pytest.raises(CompilerError) as info:
        toolchain.compile_extension(c_path, tmp_path / "bad.so")
    err = info.value
    assert "undeclared_thing" in str(err) and "error" in str(err)
    assert err.c_path == str(c_path) and str(c_path) in str(err)
    assert "undeclared_thing" in err.compiler_output
    assert not (tmp_path / "bad.so").exists()
