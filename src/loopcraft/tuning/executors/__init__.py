"""Where tuning candidates are compiled and measured.

``local`` (:mod:`.local`, the default): compiles on this machine's cores and measures one
candidate at a time in an isolated worker process (:mod:`.worker`). ``ray`` / ``ray://HOST:PORT``
(:mod:`.ray_executor`, the optional extra ``loopcraft[ray]``): compiles across a Ray cluster and
measures one candidate per node at a time, each node in the same kind of worker process.

Both give :func:`~loopcraft.tuning.api.tune` the same face -- ``compiler``,
``default_compiled``, ``measure``, ``settle``, ``baseline``, ``measure_each``,
``set_reference``, ``hardware``, ``close`` -- so the search does not know which one runs. Ray is
imported only when asked for: ``import loopcraft`` never imports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import ConfigError

if TYPE_CHECKING:
    from .local import Measurer, MeasureSettings
    from .ray_executor import RayMeasurer

__all__ = ["EXECUTORS", "parse_executor", "open_executor"]

#: the executor names ``tune(executor=...)`` accepts (``ray://HOST:PORT`` too)
EXECUTORS = ("local", "ray")


def parse_executor(spec: str) -> tuple[str, str | None]:
    """``(kind, address)`` of an ``executor=`` value: ``("local", None)``, ``("ray", None)``
    (``ray.init()``'s own choice: ``RAY_ADDRESS``, a cluster started on this machine, else a
    new local one) or ``("ray", "ray://HOST:PORT")``. Raises :class:`ConfigError`."""
    if spec in EXECUTORS:
        return spec, None
    if isinstance(spec, str) and spec.startswith("ray://") and len(spec) > len("ray://"):
        return "ray", spec
    raise ConfigError(f"tune(executor={spec!r}): expected 'local', 'ray' or "
                      "'ray://HOST:PORT' (a Ray client address)")


def open_executor(spec: str, args: tuple[Any, ...], threads: int, settings: MeasureSettings,
                  reference: list[Any] | None = None) -> Measurer | RayMeasurer:
    """The executor ``spec`` names, ready to measure candidates on ``args`` with ``threads``
    OpenMP threads (use it as a context manager: it owns worker processes)."""
    kind, address = parse_executor(spec)
    if kind == "local":
        from .local import Measurer

        return Measurer(args, threads, settings, reference)
    from .ray_executor import RayMeasurer

    return RayMeasurer(args, threads, settings, reference, address=address)
