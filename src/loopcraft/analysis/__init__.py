"""Analyses of the IR (read-only): parallelism of loops, aliasing of array variables."""

from .parallel import LoopParallelism, alias_roots, analyze_loop, var_occurrences

__all__ = ["LoopParallelism", "alias_roots", "analyze_loop", "var_occurrences"]
