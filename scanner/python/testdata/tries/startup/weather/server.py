"""The server's entry point requires its environment before it serves: a tool that checks the
same variables again raises on a path that never runs. (The scanner parses a Python file that
registers a tool or spells isError; a main() in a file that does neither is read only when a
raise's guard names a variable it spells, and cli/seed.py's, which starts no server, guarantees
nothing.)"""

import os
import sys

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")

REQUIRED = ["WEATHER_REGION", "WEATHER_UNITS"]


@mcp.tool()
def ping() -> str:
    return "pong"


def check_environment() -> None:
    for var in REQUIRED:
        if not os.getenv(var):
            raise ValueError(f"missing environment variable {var}")


def main() -> None:
    if not os.environ.get("WEATHER_API_KEY"):
        print("WEATHER_API_KEY is required", file=sys.stderr)
        sys.exit(1)
    if os.getenv("WEATHER_ENDPOINT") is None:
        sys.exit("WEATHER_ENDPOINT is required")
    check_environment()
    from . import tools  # noqa: F401  (registers the tools)

    mcp.run()
    # Too late to guarantee anything: the server has answered its tools by now.
    if not os.getenv("WEATHER_LATE"):
        sys.exit(3)


if __name__ == "__main__":
    main()
