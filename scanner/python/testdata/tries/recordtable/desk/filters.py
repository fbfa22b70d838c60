"""Functions that make a registry of the enabled tools with their custom names."""


def renamed(registry: dict, names: dict) -> dict:
    return {names.get(k, k): dict(v) for k, v in registry.items()}


def enabled_only(tools: dict, disabled: list) -> dict:
    return {k: v for k, v in tools.items() if k not in disabled}
