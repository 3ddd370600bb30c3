"""pytest plugin: what each test makes the compiler emit, beside the Python lines it runs.

Line coverage alone would call a float32 case redundant with its float64 twin (the same lines
of codegen run for both), while the C they produce differs: other helpers (``lc_floordiv_i8``),
other types, other OpenMP constructs, other kernel libraries. This plugin records, per test,
those features of every module the test builds -- also on a cache hit (the source is emitted
again for the record) -- so that :mod:`select_cases` keeps a case whenever it is the only one
of its family to make some C.

Used by ``tests/tools/select_cases.py`` (``-p tools.case_features`` with ``tests`` on the path);
writes ``$LC_FEATURES_DIR/features-<worker>.jsonl``.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

#: calls of loopcraft's C helpers and kernels, OpenMP directives (with their clauses' names),
#: and the C types of the kernel code
_FEATURES = re.compile(
    r"\b(lc_(?!kernel\b|call\b|run\b|res\b|status\b|req\b|exit\b)[a-z][a-z0-9_]*)\("
    r"|#pragma omp ([a-z ]+)"
    r"|\b(double _Complex|float _Complex|_Float16|double|float|bool|u?int(?:8|16|32|64)_t)\b")

_current: dict[str, Any] = {"id": None, "features": set()}
_out: Any = None


def c_features(c_source: str) -> set[str]:
    """The features of one module's C (its text after the shared runtime prelude)."""
    from loopcraft.codegen.c_module import RUNTIME_PRELUDE

    text = c_source.removeprefix(RUNTIME_PRELUDE)
    found: set[str] = set()
    for call, omp, ctype in _FEATURES.findall(text):
        if call:
            found.add(f"call:{call}")
        elif omp:
            found.add("omp:" + " ".join(w for w in omp.split() if w.isidentifier()))
        else:
            found.add(f"type:{ctype}")
    return found


def pytest_configure(config: pytest.Config) -> None:
    global _out
    from loopcraft.pipeline import cache
    from loopcraft.target import toolchain

    out_dir = Path(os.environ.get("LC_FEATURES_DIR", "."))
    out_dir.mkdir(parents=True, exist_ok=True)
    _out = open(out_dir / f"features-{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.jsonl",
                "a", encoding="utf-8")

    get_or_build = cache.get_or_build

    def recording_get_or_build(key: str, make_c_source: Callable[[str], str],
                               *args: Any, **kwargs: Any) -> Any:
        if _current["id"] is not None:
            _current["features"] |= c_features(make_c_source(cache.module_name_for(key)))
        return get_or_build(key, make_c_source, *args, **kwargs)

    cache.get_or_build = recording_get_or_build

    run_compiler = toolchain._run_compiler

    def recording_run_compiler(argv: list[str], c_path: Path) -> None:
        if _current["id"] is not None:
            name = Path(c_path).name
            if name.startswith("libloopcraft_"):
                _current["features"].add("library:" + name.rsplit("_", 1)[0])
            elif name == "batch.c":  # the fuzzer's batches (benchmarks' testing/batch.py)
                _current["features"] |= c_features(Path(c_path).read_text())
        return run_compiler(argv, c_path)

    toolchain._run_compiler = recording_run_compiler


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    _current["id"], _current["features"] = item.nodeid, set()
    start = time.process_time()
    children = os.times().children_user + os.times().children_system
    yield
    # CPU seconds (this process and the compilers it waited for): what the test costs on a
    # busy machine too
    seconds = (time.process_time() - start + os.times().children_user
               + os.times().children_system - children)
    callspec = getattr(item, "callspec", None)
    params = {k: f"{type(v).__name__}:{v!r}"[:200]
              for k, v in (callspec.params.items() if callspec is not None else ())}
    _out.write(json.dumps({"test": item.nodeid, "seconds": seconds, "params": params,
                           "features": sorted(_current["features"])}) + "\n")
    _out.flush()
    _current["id"] = None
