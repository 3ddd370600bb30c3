"""A module-level helper with an unsupported construct, called from a compiled function in
another file: the error must point here (this file, the marked line), not at the call site."""

import numpy as np


def noisy_norm(x):
    s = np.sum(x * x)
    print(s)  # <-
    return np.sqrt(s)
