"""An API client the tools call: no needle, no MCP import."""


def fetch_issue(key):
    if key.startswith("X"):
        raise LookupError(f"no issue {key}")  # want: raisederror
    return {"key": key}


def plan_step(goal):
    # Fine: only the look-alike registry's functions call it, and they are no MCP tools.
    if not goal:
        raise ValueError("goal is required")
    return [goal]
