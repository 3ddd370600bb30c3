"""The traceback of a user-facing error ends at the user's call into loopcraft.

Why: an ``UnsupportedSyntaxError`` already shows the user's own line with a caret; the ~40
frames of loopcraft's lowering printed above it bury that line and say nothing the user can act
on. As JAX does, loopcraft drops its internal frames from the traceback of its user-facing
errors and adds a note saying so; ``LOOPCRAFT_TRACEBACK=full`` keeps them, for debugging
loopcraft itself. An ``InternalError`` (a loopcraft bug) always keeps them: a bug report needs
them.
"""

from __future__ import annotations

import os
import types

from ..config import config
from ..errors import InternalError, LoopcraftError

__all__ = ["hide_internal_frames", "HIDDEN_FRAMES_NOTE"]

#: the directory of the installed package: frames of files under it are loopcraft's
_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep

HIDDEN_FRAMES_NOTE = ("(loopcraft hid its internal frames from this traceback; "
                      "LOOPCRAFT_TRACEBACK=full shows them)")


def hide_internal_frames(exc: LoopcraftError) -> None:
    """Give ``exc`` a traceback of the frames outside loopcraft only (unless
    ``LOOPCRAFT_TRACEBACK=full`` or ``exc`` is an :class:`InternalError`); the caller
    re-raises it."""
    if config.traceback == "full" or isinstance(exc, InternalError):
        return
    outside = []
    tb = exc.__traceback__
    while tb is not None:
        if not os.path.abspath(tb.tb_frame.f_code.co_filename).startswith(_PACKAGE_DIR):
            outside.append(tb)
        tb = tb.tb_next
    kept: types.TracebackType | None = None
    for t in reversed(outside):
        kept = types.TracebackType(kept, t.tb_frame, t.tb_lasti, t.tb_lineno)
    # an exception loopcraft was handling when it raised this one is loopcraft's business too
    exc.__suppress_context__ = True
    if HIDDEN_FRAMES_NOTE not in getattr(exc, "__notes__", ()):
        exc.add_note(HIDDEN_FRAMES_NOTE)
    exc.__traceback__ = kept
