"""The pipeline as functions: lower, schedule, finish, emit, build (into the artifact cache).

This layer sits above the frontends and codegen and below both users of the whole pipeline:
the driver (``loopcraft.jit``, which adds argument dispatch and calling) and the tuner (which
compiles its candidates exactly as a call would). It imports neither of them.
"""

from .specialization import Specialization, SpecializedCall
from .stages import build_program, compile_program, emit_source, finish_schedule, weak_flags

__all__ = ["compile_program", "finish_schedule", "build_program", "emit_source", "weak_flags",
           "Specialization", "SpecializedCall"]
