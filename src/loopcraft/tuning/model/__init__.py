"""Cost models that rank tuning candidates: the analytical simulator and the learned model."""
