"""A package index whose tools mark their answers with a cross or a check.

A text that opens with a cross mark and then says what failed is a failure wherever it is
returned, not only in a branch; a checklist (a check mark too) or a tally of failures is none.
"""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("shelf")
VERSIONS = {"ripgrep": ["14.1.0", "13.0.0"]}


@mcp.tool()
def find_version(package: str, version: str) -> str:
    """Find one version of a package."""
    known = VERSIONS.get(package, [])
    if version in known:
        return f"✓ Found {package} version {version}"
    lines = [f"✗ {package} version {version} not found in the index\n"]
    lines.append("Available versions:")
    for v in known:
        lines.append(f"• {v}")
    return "\n".join(lines)  # want: softerror


@mcp.tool()
def check(package: str) -> str:
    """Check a package's setup."""
    lines = [f"✗ {package} lint not configured"]
    lines.append(f"✓ {package} tests configured")
    return "\n".join(lines)


@mcp.tool()
def tests(package: str) -> str:
    """Run a package's tests."""
    passed = len(VERSIONS.get(package, []))
    return f"✗ 0 failed, {passed} passed"


@mcp.tool()
def marked(package: str) -> str:
    """Mark a package."""
    return f"✗ {package}"
