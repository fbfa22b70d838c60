"""Crane tools, registered by the server through its wrappers."""
