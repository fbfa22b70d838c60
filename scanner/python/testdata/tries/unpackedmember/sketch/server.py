from mcp.server.fastmcp import FastMCP

from sketch.tools import layers as layer_utils

mcp = FastMCP("sketch")


@mcp.tool()
def create_sketch(layers: list) -> dict:
    """Create a sketch from layers."""
    converted, layers_error = layer_utils.convert_layers(layers)
    if layers_error:
        return layers_error  # want: softerror function=create_sketch
    return {"status": "success", "layers": converted}


@mcp.tool()
def describe_sketch(layers: list) -> dict:
    """Describe a sketch."""
    count, note = layer_utils.count_layers(layers)
    if note:
        # Fine: a note about the sketch, not a failure.
        return {"count": count, "note": note}
    return {"count": count}


@mcp.tool()
def check_sketch(layers: list) -> dict:
    """Check the layers of a sketch."""
    converted, layers_error = layer_utils.convert_layers(layers)
    if layers_error:
        raise ValueError(layers_error["message"])  # want: raisederror function=check_sketch
    return {"status": "success", "count": len(converted)}
