"""A key check that 21 tools call: the raise names every tool's call in related; its brief,
which the human formats show, names 19 and counts 2."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("vault")


def vault_key(name: str) -> str:
    if not name.isidentifier():
        raise ValueError(f"invalid key {name}")  # want: raisederror related=24,29,34,39,44,49,54,59,64,69,74,79,84,89,94,99,104,109,114,119,124 brief=24,29,34,39,44,49,54,59,64,69,74,79,84,89,94,99,104,109,114,+2
    return name


def keyring(name: str) -> str:
    # Fine: no tool calls it, though it raises the same way.
    if not name:
        raise ValueError("empty keyring")
    return name


@mcp.tool()
def read_0(name: str) -> str:
    return vault_key(name) + "/0"


@mcp.tool()
def read_1(name: str) -> str:
    return vault_key(name) + "/1"


@mcp.tool()
def read_2(name: str) -> str:
    return vault_key(name) + "/2"


@mcp.tool()
def read_3(name: str) -> str:
    return vault_key(name) + "/3"


@mcp.tool()
def read_4(name: str) -> str:
    return vault_key(name) + "/4"


@mcp.tool()
def read_5(name: str) -> str:
    return vault_key(name) + "/5"


@mcp.tool()
def read_6(name: str) -> str:
    return vault_key(name) + "/6"


@mcp.tool()
def read_7(name: str) -> str:
    return vault_key(name) + "/7"


@mcp.tool()
def read_8(name: str) -> str:
    return vault_key(name) + "/8"


@mcp.tool()
def read_9(name: str) -> str:
    return vault_key(name) + "/9"


@mcp.tool()
def read_10(name: str) -> str:
    return vault_key(name) + "/10"


@mcp.tool()
def read_11(name: str) -> str:
    return vault_key(name) + "/11"


@mcp.tool()
def read_12(name: str) -> str:
    return vault_key(name) + "/12"


@mcp.tool()
def read_13(name: str) -> str:
    return vault_key(name) + "/13"


@mcp.tool()
def read_14(name: str) -> str:
    return vault_key(name) + "/14"


@mcp.tool()
def read_15(name: str) -> str:
    return vault_key(name) + "/15"


@mcp.tool()
def read_16(name: str) -> str:
    return vault_key(name) + "/16"


@mcp.tool()
def read_17(name: str) -> str:
    return vault_key(name) + "/17"


@mcp.tool()
def read_18(name: str) -> str:
    return vault_key(name) + "/18"


@mcp.tool()
def read_19(name: str) -> str:
    return vault_key(name) + "/19"


@mcp.tool()
def read_20(name: str) -> str:
    return vault_key(name) + "/20"
