"""A warm cache needs no C compiler: the compiler is checked against the entry, not hashed into
the key, so a process whose ``CC`` names nothing still loads what another process built."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np

import loopcraft
from loopcraft import config as lc_config
from loopcraft.pipeline import cache
from loopcraft.target import toolchain
from runtime_helpers import SRC

_KERNELS = textwrap.dedent(
    """
    import loopcraft

    @loopcraft.jit
    def kernel(x):
        return x * 3.0 + 1.0
    """
)

_CHILD = textwrap.dedent(
    """
    import json, sys
    import numpy as np
    sys.path.insert(0, sys.argv[1])
    from lc_warm_kernels import kernel
    from loopcraft.target import toolchain
    out = kernel(np.arange(4.0))
    print(json.dumps({"result": out.tolist(), "compiles": toolchain.compile_count}))
    """
)


def _run(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    # not the test's private cache (tmp_path / "cache"): that one starts with the kernel
    # libraries and the precompiled header earlier tests built, and this test counts compiles
    full = dict(os.environ, LOOPCRAFT_CACHE_DIR=str(tmp_path / "child-cache"), PYTHONPATH=SRC,
                **env)
    for name in ("LOOPCRAFT_DISABLE_CACHE", "LOOPCRAFT_CC"):
        full.pop(name, None)
    return subprocess.run([sys.executable, "-c", _CHILD, str(tmp_path)], env=full,
                          capture_output=True, text=True, timeout=300)


def test_a_warm_cache_loads_without_a_compiler(tmp_path: Path) -> None:
    (tmp_path / "lc_warm_kernels.py").write_text(_KERNELS)
    missing = str(tmp_path / "no-such-compiler")
    cold = _run(tmp_path, CC=missing)
    assert cold.returncode != 0 and "no-such-compiler" in cold.stderr  # nothing cached yet
    warm_up = _run(tmp_path)
    assert warm_up.returncode == 0, warm_up.stderr
    # the module, the runtime library it links, and the precompiled runtime header where the
    # compiler is GCC; then all three are found without a compiler
    assert json.loads(warm_up.stdout)["compiles"] == 2 + toolchain.supports_precompiled_headers()
    hit = _run(tmp_path, CC=missing)
    assert hit.returncode == 0, hit.stderr
    assert json.loads(hit.stdout) == {"result": [1.0, 4.0, 7.0, 10.0], "compiles": 0}


def _double(x):
    return x * 2.0


def test_an_entry_built_by_another_compiler_is_rebuilt() -> None:
    other_cc = f"{lc_config.config.cc} -g0"  # another command: another compiler identity
    x = np.ones(3)
    loopcraft.jit(_double)(x)
    cache.clear_cache(disk=False)
    before = toolchain.compile_count
    with lc_config.patch(cc=other_cc):
        np.testing.assert_array_equal(loopcraft.jit(_double)(x), 2.0 * x)
        # the module, and other_cc's own precompiled runtime header
        built = before + 1 + toolchain.supports_precompiled_headers()
        assert toolchain.compile_count == built
        cache.clear_cache(disk=False)
        loopcraft.jit(_double)(x)  # now built by other_cc: a hit
        assert toolchain.compile_count == built
