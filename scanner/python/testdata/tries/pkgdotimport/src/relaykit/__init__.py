"""The package gathers its submodules' helpers: the server imports them with `from . import`."""

__version__ = "1.0.0"

from .device import (
    open_viewer,
    save_profile,
    device_name,
)
from .sums import compute_sum
from .ports import probe_port
from .security import quiet_check, split_command, validate_command
