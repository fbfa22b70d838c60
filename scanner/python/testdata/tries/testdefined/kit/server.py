"""A production module whose own self-check builds a server in a test function: the tools that
test functions define exist only while the test runs. A tool named test_* (test_template) is a tool."""

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

mcp = FastMCP("kit")


@mcp.tool()
def fetch(key: str) -> str:
    try:
        return load(key)
    except OSError as e:
        return f"Error: {e}"  # want: softerror context=production


@mcp.tool()
def test_template(name: str) -> str:
    try:
        return load(name)
    except OSError as e:
        return f"Error: template failed: {e}"  # want: softerror context=production


def load(key: str) -> str:
    with open(key) as f:
        return f.read()


def test_soft_errors():
    probe = FastMCP("probe")

    @probe.tool()
    def broken(key: str) -> str:
        try:
            return load(key)
        except OSError as e:
            return f"Error: {e}"  # want: softerror context=test

    @probe.tool()
    def strict(key: str) -> str:
        if not key:
            raise ToolError("key is required")  # want: raisederror context=test
        return load(key)

    assert probe


class SelfCheck:
    def test_in_class(self):
        probe = FastMCP("probe")

        @probe.tool()
        def nested(key: str) -> str:
            raise ToolError(f"no {key}")  # want: raisederror context=test

        assert probe


def testing_server():
    # "testing", not test_: a factory that builds a server for callers, production.
    srv = FastMCP("factory")

    @srv.tool()
    def built(key: str) -> str:
        raise ToolError(f"no {key}")  # want: raisederror context=production

    return srv
