"""Experiments on the tuner: cost-model training data, model and transfer evaluations, the seed."""
