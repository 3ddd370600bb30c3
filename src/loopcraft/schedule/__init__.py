"""Heuristics built on the trusted primitives of :mod:`loopcraft.transform`.

The default scheduler and the idiom recognizers decide *which* transformations to apply; the
primitives below decide whether a transformation is legal and what it does. Keeping the two apart
means a heuristic bug can pick a slow recipe but never produce a wrong program.
"""
