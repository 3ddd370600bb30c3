"""Facts about the machine the code runs on: hardware description, probes, the C toolchain.

The bottom layer: everything above receives these facts as values and nothing here imports
anything of loopcraft above it, so a cross-compiling target or a test's fixed machine can replace
them without touching the pipeline.
"""
