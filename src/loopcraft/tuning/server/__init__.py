"""The recipe server (``loopcraft serve``, :mod:`.app`) and its client (:mod:`.client`).

Kept out of this package's import: the app needs FastAPI and the client httpx (the
``server`` extra); :mod:`loopcraft.tuning` imports :mod:`.client` only when a database
argument is a URL. :mod:`.schema` is what both ends accept, :mod:`.auth` the server's tokens.
"""

from typing import Any

__all__ = ["is_server_url"]


def is_server_url(spec: Any) -> bool:
    """Whether a ``db=`` argument (or ``LOOPCRAFT_DB``) names a recipe server, not a file."""
    return isinstance(spec, str) and spec[:8].lower().startswith(("http://", "https://"))
