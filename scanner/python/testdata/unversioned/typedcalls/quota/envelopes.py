"""Error envelopes for the tools. This module names neither the result flag nor a tool, so a
scan extracts it only because a result's call names it."""


def normalize_error(fields):
    return {"error": {**fields, "retryable": False}}


def wrap_as_error(details, extra=None):
    return {"error": details, "extra": extra}


def constant_error(details):
    # A new dictionary whatever it is given.
    return {"error": {"message": "request failed", "detail": str(details)}}
