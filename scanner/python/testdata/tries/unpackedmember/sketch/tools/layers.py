from typing import Any, Optional

VALID_BLENDS = ["normal", "multiply", "screen"]


def resolve_blend(blend: Optional[str], index: int) -> tuple[str, Optional[dict[str, Any]]]:
    if blend is None:
        return "normal", None
    if blend not in VALID_BLENDS:
        return "", {
            "status": "error",
            "message": f"Layer {index} blend must be one of {VALID_BLENDS}",
            "errorCode": "INVALID_BLEND",
        }
    return blend, None


def convert_layers(layers: list) -> tuple[list, Optional[dict[str, Any]]]:
    out = []
    for i, layer in enumerate(layers):
        if not isinstance(layer, dict):
            return [], {"status": "error", "message": f"Layer {i} must be a dictionary", "errorCode": "INVALID_LAYER"}
        blend, blend_error = resolve_blend(layer.get("blend"), i)
        if blend_error:
            return [], blend_error
        out.append({"name": layer.get("name", f"layer{i}"), "blend": blend})
    return out, None


def count_layers(layers: list) -> tuple[int, Optional[str]]:
    # Its second member is a note, never a failure.
    if not layers:
        return 0, "empty sketch"
    return len(layers), None
