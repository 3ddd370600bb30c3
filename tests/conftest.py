"""Shared pytest configuration: golden-file comparison.

Golden files pin down human-readable output (printed IR, generated C, reports) so that a change
shows up as a reviewable diff. ``pytest --update-golden`` rewrites them after an intended change.
"""

from __future__ import annotations

import contextlib
import difflib
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from loopcraft import config as lc_config
from loopcraft.pipeline import cache

GOLDEN_DIR = Path(__file__).parent / "golden"

#: ``pytester`` lets tests run pytest on generated test files (used to test ``golden`` itself).
pytest_plugins = ("pytester",)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite tests/golden/* with the current output instead of comparing against it",
    )


#: parametrized cases whose lines and emitted C other cases of their test cover
#: (tests/tools/select_cases.py wrote the list, with the measurement behind it)
#: (absent where this conftest is copied alone: a pytester run of the golden fixture)
_SLOW_LIST = Path(__file__).parent / "slow_cases.txt"
_SLOW_CASES = frozenset(
    line for line in (_SLOW_LIST.read_text().splitlines() if _SLOW_LIST.exists() else ())
    if line and not line.startswith("#"))


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``@pytest.mark.sample(every=k, keep=(...), drop=(...))``: of a parametrized test's cases
    (its whole cross product, in collection order), ``make test`` runs the first of every ``k``
    and those whose id contains a ``keep`` string, except those whose id contains a ``drop``
    string (a case much costlier than its siblings, run by another test); the others are
    marked ``slow`` and run in ``make test-slow``. Why: the cross products (dtypes x ISAs x
    shapes) are what make the suite long, while one case of each row already catches most
    regressions. Runs before the ``-m`` selection (``tryfirst``), identically on every xdist
    worker.

    The cases listed in ``tests/slow_cases.txt`` are marked ``slow`` too: those a coverage
    measurement showed redundant within their test (tests/tools/select_cases.py)."""
    seen: dict[tuple[str, str], int] = {}
    for item in items:
        if item.nodeid in _SLOW_CASES:
            item.add_marker(pytest.mark.slow)
            continue
        marker = item.get_closest_marker("sample")
        if marker is None or not isinstance(item, pytest.Function):
            continue
        every = marker.kwargs.get("every", marker.args[0] if marker.args else 1)
        keep = marker.kwargs.get("keep", ())
        drop = marker.kwargs.get("drop", ())
        key = (item.location[0], item.originalname)
        k = seen.get(key, 0)
        seen[key] = k + 1
        callspec = getattr(item, "callspec", None)
        case = callspec.id if callspec is not None else ""
        if (k % every and not any(s in case for s in keep)) or any(s in case for s in drop):
            item.add_marker(pytest.mark.slow)


def check_golden(path: Path, text: str, update: bool) -> None:
    """Compare ``text`` with the file at ``path`` (or rewrite it when ``update``)."""
    if update:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8", newline="\n")
        return
    if not path.exists():
        pytest.fail(
            f"golden file {path} does not exist; run pytest with --update-golden to create it",
            pytrace=False,
        )
    expected = path.read_text(encoding="utf-8")
    if expected != text:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                text.splitlines(keepends=True),
                fromfile=f"{path} (golden)",
                tofile="actual",
            )
        )
        pytest.fail(
            f"output differs from golden file {path}; if the change is intended, rerun with "
            f"--update-golden\n{diff}",
            pytrace=False,
        )


@pytest.fixture
def golden(request: pytest.FixtureRequest) -> Callable[[str, str], None]:
    """``golden(name, text)``: assert ``text`` equals ``tests/golden/<name>``."""
    update = bool(request.config.getoption("--update-golden"))

    def compare(name: str, text: str) -> None:
        check_golden(GOLDEN_DIR / name, text, update)

    return compare


#: the kernels folder of the suite's own cache (LOOPCRAFT_CACHE_DIR or the default), which tests
#: without a private cache fill: read when a private cache starts, on every xdist worker
_SUITE_KERNELS = Path(lc_config.config.cache_dir) / cache.KERNELS_DIR


@pytest.fixture(scope="session")
def shared_kernels(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder where this worker keeps the kernel libraries and the precompiled runtime header
    that tests with a private cache built, so the next such test starts with them (hard links)
    instead of compiling them again: what every cache directory holds once per machine."""
    return tmp_path_factory.mktemp("shared-kernels")


def _link_artifacts(src: Path, dst: Path) -> None:
    """Hard-link the complete artifacts of ``src`` into ``dst`` (not locks or temporaries)."""
    if not src.is_dir():
        return
    dst.mkdir(parents=True, exist_ok=True)
    for f in src.iterdir():
        if f.name.startswith(".") or f.suffix == ".lock" or (dst / f.name).exists():
            continue
        if f.suffix == ".gch" and not f.with_name(f.name + ".sha256").exists():
            continue  # its checksum is written after it: still being published
        try:
            os.link(f, dst / f.name)
        except FileExistsError:  # another worker linked it meanwhile
            pass


@contextlib.contextmanager
def _private(root: Path, shared: Path) -> Iterator[Path]:
    """``config.cache_dir`` at ``root``: no module in it, an empty in-process memo, and a
    ``kernels`` folder that starts with what earlier tests built (this worker's private caches
    and the suite's cache, which the other worker fills too)."""
    _link_artifacts(shared, root / cache.KERNELS_DIR)
    _link_artifacts(_SUITE_KERNELS, root / cache.KERNELS_DIR)
    with lc_config.patch(cache_dir=str(root), disable_cache=False):
        cache.clear_cache(disk=False)
        yield root
        cache.clear_cache(disk=False)
    _link_artifacts(root / cache.KERNELS_DIR, shared)


@pytest.fixture
def private_cache(tmp_path: Path, shared_kernels: Path) -> Iterator[Path]:
    """A private artifact cache for the test (the tests of the cache, the driver and the
    target use it for every test: never the user's cache); see :func:`_private`."""
    with _private(tmp_path / "cache", shared_kernels) as root:
        yield root


@pytest.fixture(scope="module")
def module_private_cache(tmp_path_factory: pytest.TempPathFactory,
                         shared_kernels: Path) -> Iterator[Path]:
    """One private artifact cache for a whole test module (one whose tests share a compiled
    model), otherwise as ``private_cache``."""
    with _private(tmp_path_factory.mktemp("module-cache") / "cache", shared_kernels) as root:
        yield root
