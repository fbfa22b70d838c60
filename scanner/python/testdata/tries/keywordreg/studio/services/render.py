"""Tools of another module, registered by keyword in server.py: fastmcp's
tool(name_or_fn=f) and Tool.from_function(fn=f) take the function as the first
parameter, by position or by name."""

from studio.errors import error_message


def scale_clip(path: str, resolution: str = "1080p") -> str:
    sizes = {"1080p": (1920, 1080), "4k": (3840, 2160)}
    if resolution not in sizes:
        raise ValueError(f"Invalid resolution {resolution}")  # want: raisederror related=studio/server.py:8
    try:
        return _encode(path, sizes[resolution])
    except OSError as e:
        return error_message(OSError, f"encoding failed: {e}")


def crop_clip(path: str, width: int) -> str:
    if width <= 0:
        raise ValueError("width must be positive")  # want: raisederror related=studio/server.py:9
    try:
        return _encode(path, (width, width))
    except OSError as e:
        return error_message(OSError, f"cropping failed: {e}")


def trim_clip(path: str, seconds: int) -> str:
    # Exported beside the tools but registered by none: server.py names it only as
    # the tool's name (a string) and as a serializer.
    if seconds <= 0:
        raise ValueError("seconds must be positive")
    return path


def _encode(path: str, size: tuple) -> str:
    return f"{path}@{size[0]}x{size[1]}"
