class ValidationError(Exception):
    """The server's own failure, raised by its tools."""
