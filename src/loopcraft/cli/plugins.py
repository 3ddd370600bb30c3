"""Commands and example kernels that other installed packages add to the ``loopcraft`` command.

Why: the benchmarks, corpora and experiment tools live outside the compiler (``benchmarks/``,
package ``loopcraft_bench``) and the compiler must never import them. They still belong on the
one ``loopcraft`` command, so they register through the ``loopcraft.commands`` entry-point
group, the way pytest finds its plugins. A plugin is a module with any of:

* ``add_commands(subparsers, groups)``: add subcommands; ``groups`` maps a command group that
  takes more subcommands (``"db"``) to its subparsers;
* ``run_raw(argv) -> int | None``: handle a command line that has its own parser (``bench
  gemm``) before argparse sees it; ``None`` means "not mine";
* ``find_kernel(name, size) -> (name, function, args)``: example kernels by name, for
  ``loopcraft explain --kernel`` and ``loopcraft tune --kernel``; raises ``KeyError`` with a
  message listing the known names.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from importlib.metadata import entry_points
from types import ModuleType
from typing import Any

__all__ = ["ENTRY_POINT_GROUP", "UsageError", "plugins", "find_kernel"]

ENTRY_POINT_GROUP = "loopcraft.commands"


class UsageError(ValueError):
    """A command-line mistake (such as an unknown kernel name): reported without a traceback."""


@functools.cache
def plugins() -> tuple[ModuleType, ...]:
    """The installed plugin modules, sorted by entry-point name so the help text is stable."""
    found = sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda ep: ep.name)
    return tuple(ep.load() for ep in found)


def find_kernel(name: str, size: str) -> tuple[str, Callable[..., Any], tuple[Any, ...]]:
    """The example kernel ``name`` at size preset ``size`` from the first plugin that knows it."""
    misses: list[str] = []
    for plugin in plugins():
        finder = getattr(plugin, "find_kernel", None)
        if finder is None:
            continue
        try:
            return finder(name, size)
        except KeyError as exc:
            misses.append(str(exc.args[0]) if exc.args else name)
    if not misses:
        raise UsageError("--kernel needs the benchmark kernels (package loopcraft_bench, "
                         "installed from the repository's benchmarks/ folder)")
    raise UsageError("; ".join(misses))
