class TideError(Exception):
    """A station the tide service cannot read."""
