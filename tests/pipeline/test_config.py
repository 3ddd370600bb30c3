"""Bad option values fail early with a message that names the variable or option and what it
accepts: ``LOOPCRAFT_*`` variables at ``import loopcraft``, ``jit`` options at decoration."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

import loopcraft
from loopcraft.errors import ConfigError
from loopcraft.transform.implement import IMPLEMENTATION_KINDS
from runtime_helpers import SRC


def _import_with(**env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "import loopcraft"], capture_output=True,
                          text=True, env=dict(os.environ, PYTHONPATH=SRC, **env), timeout=120)


@pytest.mark.parametrize(("variable", "value", "accepted"), [
    ("LOOPCRAFT_NUM_THREADS", "abc", "an integer >= 0"),
    ("LOOPCRAFT_PARALLEL_THRESHOLD", "-5", "an integer >= 0"),
    ("LOOPCRAFT_DISABLE_CACHE", "maybe", "1, true, yes, on or 0, false, no, off"),
    ("LOOPCRAFT_LIBOP_IMPL", "cublas", "one of microkernel, loops, blas"),
])
def test_a_bad_variable_names_itself_at_import(variable: str, value: str, accepted: str) -> None:
    proc = _import_with(**{variable: value})
    assert proc.returncode != 0
    last = proc.stderr.strip().splitlines()[-1]
    assert last == f"loopcraft.errors.ConfigError: {variable}={value!r}: expected {accepted}"


def test_an_empty_variable_counts_as_unset() -> None:
    proc = _import_with(LOOPCRAFT_NUM_THREADS="", LOOPCRAFT_DISABLE_CACHE="")
    assert proc.returncode == 0, proc.stderr


def test_the_libop_choices_are_the_implementations() -> None:
    assert set(IMPLEMENTATION_KINDS) == {"microkernel", "loops", "blas"}


def _kernel(a):
    return a + 1.0


@pytest.mark.parametrize(("options", "message"), [
    ({"num_threads": "x"}, "jit(num_threads='x'): expected None or an int >= 1"),
    ({"num_threads": 0}, "jit(num_threads=0): expected None or an int >= 1"),
    ({"num_threads": True}, "jit(num_threads=True): expected None or an int >= 1"),
    ({"cache": 3}, "jit(cache=3): expected True or False"),
    ({"tune": "fast"}, "jit(tune='fast'): expected None or 'transfer'"),
])
def test_a_bad_jit_option_fails_at_decoration(options: dict, message: str) -> None:
    with pytest.raises(ConfigError) as info:
        loopcraft.jit(**options)  # the decorator form: no function given yet
    assert str(info.value) == message
    with pytest.raises(ConfigError):
        loopcraft.jit(_kernel, **options)
    assert isinstance(info.value, ValueError)  # what a bad option raised before
