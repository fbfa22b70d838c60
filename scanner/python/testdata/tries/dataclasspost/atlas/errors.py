class InputError(Exception):
    """A request the atlas refuses."""
