"""A subpackage that re-exports everything of its scan module: the package's __init__.py takes
probe_port from here, so the server's name goes through two re-exports."""

from .scan import *
