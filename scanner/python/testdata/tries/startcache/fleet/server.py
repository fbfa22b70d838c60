"""The entry point: it registers no tool, and its start-up fills the device and token caches
before it serves, stopping when a fill fails (the plans cache it only tries to fill, the limits
cache it fills with what may be None)."""

import logging
import sys

from .app import mcp


def main() -> None:
    from .inventory import get_devices, get_limits, get_owners, get_plans, get_sites, get_tokens, reset_devices

    reset_devices()
    try:
        devices = get_devices()
    except ValueError as e:
        logging.error("invalid fleet: %s", e)
        sys.exit(1)
    get_tokens()
    get_limits()
    get_sites()
    get_owners()
    try:
        get_plans()
    except ValueError:
        logging.warning("no plans yet")
    logging.info("serving %d devices", len(devices))
    from . import tools  # noqa: F401  (registers the tools)

    mcp.run()


if __name__ == "__main__":
    main()
