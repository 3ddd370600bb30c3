"""Front ends: each turns a source language into loopcraft IR (:mod:`.python` for NumPy code)."""
