"""Endpoints of the relay API."""

API_STATUS = "/status"
API_BLANK = "  "
API_MAYBE = "/maybe"
if API_MAYBE:
    API_MAYBE = ""
API_NONE = None
API_LONG = (
    "/status"  # the path the relay answers on
    "/long"
)
