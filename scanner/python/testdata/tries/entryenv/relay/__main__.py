"""The entry point: it holds none of the Python needles, so a scan's main pass does not parse
it; it requires RELAY_CLIENT_ID before it runs the server that tools.py builds. The calls pass
reads it because a raise's guard names that variable."""

import os
import sys

from .tools import mcp


def main() -> None:
    if not os.getenv("RELAY_CLIENT_ID"):
        print("RELAY_CLIENT_ID is required", file=sys.stderr)
        sys.exit(1)
    mcp.run()


if __name__ == "__main__":
    main()
