"""Error mappers the helpers' except clauses call."""

import logging

log = logging.getLogger(__name__)


def handle_api_error(e: Exception):
    # Logs, then raises the caught exception again: every clause that calls it passes it on.
    log.error(str(e))
    raise e  # want: raisederror


def note_error(e: Exception):
    # Logs and returns: a clause that calls it swallows the exception.
    log.error(str(e))
