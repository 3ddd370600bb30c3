"""The recipe database: what tuning measured, kept so it is never measured twice."""
