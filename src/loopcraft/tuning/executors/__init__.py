"""Where tuning candidates are compiled and measured (the local process pool)."""
